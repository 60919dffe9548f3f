// Code generation: partitioning into fusion regions, the kernel IR's lowering
// decisions, the CUDA C++ printer (a few golden sources), NVRTC compiles of
// every generated kernel for sm_80 and sm_90, and the codegen/warmup CLI.
// Nothing here needs a GPU.
#include <gtest/gtest.h>

#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#include "cli_runner.h"
#include "codegen/codegen.h"
#include "codegen/compile_jobs.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/nvrtc.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "op_samples.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using codegen::Target;

const std::string kSource = FULGUR_SOURCE_DIR;

std::string read_file(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// The provenance line carries a time; golden comparisons ignore it.
std::string without_times(const std::string& text) {
  return std::regex_replace(text, std::regex(R"(\(took \d+ milliseconds\))"),
                            "(took N milliseconds)");
}

// Compares with a golden file; FULGUR_UPDATE_GOLDEN=1 rewrites it instead.
void expect_golden(const fs::path& path, const std::string& actual) {
  if (std::getenv("FULGUR_UPDATE_GOLDEN")) {
    std::ofstream(path) << actual;
    return;
  }
  ASSERT_TRUE(fs::exists(path)) << path << " is missing; run with FULGUR_UPDATE_GOLDEN=1";
  EXPECT_EQ(without_times(read_file(path)), without_times(actual))
      << path << " is out of date; run the tests with FULGUR_UPDATE_GOLDEN=1 and review the diff";
}

std::vector<fs::path> example_traces() {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(kSource + "/examples")) {
    std::string name = e.path().filename().string();
    if (e.path().extension() == ".trace" && name.find(".fused.") == std::string::npos)
      out.push_back(e.path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

size_t count_regions(const Trace& t) {
  return codegen::fusion_regions(t).size();
}

// ---- partitioning ------------------------------------------------------------

// The fused prints of the examples live next to them and stay current: the
// trace the pipeline hands CUDA's host program (linear biases split off for
// the epilogue, frees after last uses). Each parses back to the same text
// (regions are read from their subsymbols).
TEST(Partition, ExamplesMatchTheirFusedTraceFiles) {
  for (const auto& path : example_traces()) {
    Trace fused = codegen::compile(main_trace(parse_trace_file(path.string())),
                                   {.target = Target::Cuda, .emit = false})
                      .forward;
    std::string text = print_trace(fused);
    fs::path golden = path;
    golden.replace_extension(".fused.trace");
    expect_golden(golden, text);
    EXPECT_EQ(print_trace(parse_trace(text, golden.string())), text) << golden;
  }
}

TEST(Partition, NormalizationsBecomeOneOrTwoRegions) {
  // ltorch op -> the most regions it may take.
  const std::map<std::string, size_t> expected = {
      {"ltorch.softmax", 1},      {"ltorch.log_softmax", 1}, {"ltorch.layer_norm", 1},
      {"ltorch.rms_norm", 1},     {"ltorch.var", 1},         {"ltorch.mse_loss", 1},
      {"ltorch.gelu", 1},         {"ltorch.silu", 1},        {"ltorch.mean", 1},
      {"ltorch.cross_entropy", 3}};
  std::set<std::string> seen;
  for (const auto& s : testing::op_samples()) {
    auto it = expected.find(s.op);
    if (it == expected.end()) continue;
    for (const auto& dt : s.dtypes) {
      Trace t = parse_trace(testing::sample_trace_text(s, dt), "sample.trace");
      Trace fused = codegen::partition(t, Target::Cuda);
      EXPECT_GE(count_regions(fused), 1u) << s.op << " " << dt << "\n" << print_trace(fused);
      EXPECT_LE(count_regions(fused), it->second) << s.op << " " << dt << "\n"
                                                  << print_trace(fused);
      seen.insert(s.op);
    }
  }
  EXPECT_EQ(seen.size(), expected.size());
}

TEST(Partition, LibraryCallsStayOutsideAndSplitRegions) {
  Trace t = parse_trace(R"(def computation(x, w, b):
  # x: "cpu f32[4, 8]"
  # w: "cpu f32[8, 8]"
  # b: "cpu f32[8]"
  t0 = ltorch.gelu(x)
  t1 = ltorch.linear(t0, w, b)
  t2 = ltorch.relu(t1)
  t3 = ltorch.add(t2, x)
  return (t3,)
)",
                        "t.trace");
  Trace fused = codegen::partition(t, Target::Cuda);
  std::string text = print_trace(fused);
  ASSERT_EQ(count_regions(fused), 2u) << text;
  // The order is gelu region, linear, then the region that uses its result.
  std::vector<std::string> order;
  for (const auto& b : fused.bsyms) order.push_back(b.sym->qualified());
  EXPECT_EQ(order, (std::vector<std::string>{"cudaFusion0", "prims.linear", "cudaFusion1",
                                             "python_return"}))
      << text;
  for (const BoundSymbol* r : codegen::fusion_regions(fused))
    for (const auto& s : r->subsymbols)
      EXPECT_NE(codegen::fusible_kind(s), codegen::FusibleKind::NotFusible) << text;
}

TEST(Partition, CpuTargetNamesRegionsCpuFusion) {
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[4]"
  t0 = ltorch.exp(x)
  return (t0,)
)",
                        "t.trace");
  std::string text = print_trace(codegen::partition(t, Target::Cpu));
  EXPECT_NE(text.find("[t0] = cpuFusion0(x)"), std::string::npos) << text;
  EXPECT_THROW(codegen::parse_target("tpu"), Error);
}

// Two values that meet after a library call: merging the producer region with
// the consumer would need the library call inside the region (a cycle).
TEST(Partition, NeverCreatesACycleThroughALibraryCall) {
  Trace t = parse_trace(R"(def computation(x, w):
  # x: "cpu f32[4, 4]"
  # w: "cpu f32[4, 4]"
  a = ltorch.exp(x)
  m = ltorch.matmul(a, w)
  c = ltorch.add(a, m)
  return (c,)
)",
                        "t.trace");
  Trace fused = codegen::partition(t, Target::Cuda);
  // Parsing checks that every name is defined before it is used.
  std::string text = print_trace(fused);
  EXPECT_NO_THROW(parse_trace(text, "fused.trace")) << text;
  EXPECT_EQ(count_regions(fused), 2u) << text;
}

TEST(Partition, EveryOpSampleRoundTripsAfterPartitioning) {
  int n = 0;
  for (const auto& s : testing::op_samples())
    for (const auto& dt : s.dtypes) {
      Trace t = parse_trace(testing::sample_trace_text(s, dt), "sample.trace");
      Trace fused = codegen::partition(t, Target::Cuda);
      std::string text = print_trace(fused);
      std::string again;
      ASSERT_NO_THROW(again = print_trace(parse_trace(text, "fused.trace"))) << s.op << "\n"
                                                                             << text;
      EXPECT_EQ(again, text) << s.op;
      ++n;
    }
  EXPECT_GT(n, 100);
}

// A long chain of pointwise ops broken by matmuls: the partition is exact and
// grows linearly (100k prims here; the benchmark times it).
TEST(Partition, LongTracesPartitionExactly) {
  TraceBuilder tb;
  TensorType tt;
  tt.shape = {8, 8};
  ProxyPtr x = tb.add_input("x", ProxyType::of_tensor(tt));
  ProxyPtr w = tb.add_input("w", ProxyType::of_tensor(tt));
  Value cur = x;
  const int segments = 1000, ops = 100;
  for (int s = 0; s < segments; ++s) {
    for (int i = 0; i < ops; ++i) cur = tb.call(i % 2 ? "prims.exp" : "prims.neg", {cur});
    cur = tb.call("prims.matmul", {cur, w});
  }
  tb.set_return(Value::tuple({cur}));
  Trace fused = codegen::partition(tb.finish(), Target::Cuda);
  EXPECT_EQ(count_regions(fused), static_cast<size_t>(segments));
  for (const BoundSymbol* r : codegen::fusion_regions(fused)) EXPECT_EQ(r->subsymbols.size(), 100u);
}

// ---- parsing regions ------------------------------------------------------------

std::string region_error(const std::string& body) {
  try {
    parse_trace("def computation(x):\n  # x: \"cpu f32[4]\"\n" + body, "bad.trace");
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

TEST(RegionText, MalformedRegionsAreRejectedWithTheirLine) {
  EXPECT_NE(region_error("  [y] = cudaFusion0(x)\n    # y = prims.exp(z)\n  return (y,)\n")
                .find("bad.trace:4:"),
            std::string::npos);
  EXPECT_NE(region_error("  [y] = cudaFusion0(x)\n  return (y,)\n").find("needs its subsymbols"),
            std::string::npos);
  EXPECT_NE(region_error("  [w] = cudaFusion0(x)\n    # y = prims.exp(x)\n  return (w,)\n")
                .find("output 'w' is not defined in the region"),
            std::string::npos);
  EXPECT_NE(region_error("  [y] = cudaFusion0(x)\n    # y = prims.exp(x)  # y: \"cpu f32[5]\"\n  "
                         "return (y,)\n")
                .find("type comment"),
            std::string::npos);
  // A value defined in the region but not returned by it stays private.
  EXPECT_NE(region_error("  [y] = cudaFusion0(x)\n    # t = prims.exp(x)\n    # y = prims.neg(t)\n"
                         "  return (t,)\n")
                .find("undefined name 't'"),
            std::string::npos);
  EXPECT_EQ(region_error("  [y] = cudaFusion0(x)\n    # y = prims.exp(x)\n  return (y,)\n"), "");
}

// ---- lowering decisions ----------------------------------------------------------

codegen::kernel::Kernel lower_one(const std::string& text) {
  Trace fused = codegen::partition(parse_trace(text, "t.trace"), Target::Cuda);
  auto regions = codegen::fusion_regions(fused);
  EXPECT_EQ(regions.size(), 1u) << print_trace(fused);
  auto lowered = codegen::kernel::lower_region(*regions.at(0));
  EXPECT_EQ(lowered.kernels.size(), 1u);
  return lowered.kernels.at(0);
}

std::string reduction_trace(const std::string& shape, const std::string& dims) {
  return "def computation(x):\n  # x: \"cpu f32" + shape + "\"\n  t0 = ltorch.sum(x, " + dims +
         ")\n  return (t0,)\n";
}

using Kind = codegen::kernel::LaunchShape::Kind;

TEST(Lowering, RowSchedulesFollowTheRowLength) {
  auto warp = lower_one(reduction_trace("[64, 200]", "1"));
  EXPECT_EQ(warp.launch.kind, Kind::WarpPerRow);
  auto block = lower_one(reduction_trace("[64, 1500]", "1"));
  EXPECT_EQ(block.launch.kind, Kind::BlockPerRow);
  EXPECT_NE(codegen::kernel::print_kernel_ir(block).find("threads-unrolled"), std::string::npos);
  // Rows longer than a block holds in registers: several passes, strided.
  auto multi = lower_one(reduction_trace("[4, 100000]", "1"));
  EXPECT_EQ(multi.launch.kind, Kind::BlockPerRow);
  EXPECT_NE(codegen::kernel::print_kernel_ir(multi).find(") threads:"), std::string::npos);
  // Reducing the outer dim: one thread per output column, coalesced.
  auto outer = lower_one(reduction_trace("[1000, 64]", "0"));
  EXPECT_EQ(outer.launch.kind, Kind::ThreadPerRow);
}

TEST(Lowering, IndexWidthFollowsTheExtents) {
  auto small = lower_one(
      "def computation(x):\n  # x: \"cpu f32[1024, 1024]\"\n  t0 = ltorch.exp(x)\n  return "
      "(t0,)\n");
  EXPECT_EQ(small.index_type, DType::i32);
  auto big = lower_one(
      "def computation(x):\n  # x: \"cpu f16[65536, 40000]\"\n  t0 = ltorch.neg(x)\n  return "
      "(t0,)\n");
  EXPECT_EQ(big.index_type, DType::i64);
  EXPECT_NE(codegen::cuda::print_cuda(big).find("long long numel"), std::string::npos);
}

TEST(Lowering, VectorizesContiguousPointwiseOnly) {
  auto vec = lower_one(
      "def computation(x):\n  # x: \"cpu f32[64, 64]\"\n  t0 = ltorch.exp(x)\n  return (t0,)\n");
  EXPECT_EQ(vec.vector_width, 4);
  auto half = lower_one(
      "def computation(x):\n  # x: \"cpu f16[64, 64]\"\n  t0 = ltorch.neg(x)\n  return (t0,)\n");
  EXPECT_EQ(half.vector_width, 8);
  // A transposed input is read through its strides; the output still stores
  // contiguously, 16 bytes at a time, with a scalar tail.
  auto strided = lower_one(
      "def computation(x):\n  # x: \"cpu f32[64, 32] strides=(1, 64)\"\n  t0 = ltorch.exp(x)\n"
      "  return (t0,)\n");
  std::string src = codegen::cuda::print_cuda(strided);
  EXPECT_NE(src.find("in0_stride0"), std::string::npos) << src;
  EXPECT_NE(src.find("in0_stride1"), std::string::npos) << src;
}

TEST(Lowering, BroadcastDimsContributeNoIndexMath) {
  auto k = lower_one(
      "def computation(x, b):\n  # x: \"cpu f32[16, 32]\"\n  # b: \"cpu f32[32]\"\n"
      "  t0 = ltorch.add(x, b)\n  return (t0,)\n");
  std::string src = codegen::cuda::print_cuda(k);
  // x is read linearly and b by the inner coordinate, whose stride (the
  // innermost of a contiguous tensor) is the constant 1: no stride arguments.
  std::string signature = src.substr(src.find("extern \"C\""));
  signature = signature.substr(0, signature.find('{'));
  EXPECT_EQ(signature.find("_stride"), std::string::npos) << src;
  EXPECT_NE(src.find("% size1)]"), std::string::npos) << src;
}

TEST(Lowering, LowPrecisionIsComputedInF32AndRoundedPerOp) {
  auto k = lower_one(
      "def computation(x):\n  # x: \"cpu bf16[8, 8]\"\n  t0 = prims.exp(x)\n  t1 = prims.neg(t0)\n"
      "  return (t1,)\n");
  std::string src = codegen::cuda::print_cuda(k);
  EXPECT_NE(src.find("#include <cuda_bf16.h>"), std::string::npos);
  EXPECT_NE(src.find("__bfloat162float(__float2bfloat16_rn(expf("), std::string::npos) << src;
}

TEST(Lowering, RejectsWhatIsNotARegion) {
  Trace t = parse_trace(
      "def computation(x):\n  # x: \"cpu f32[4]\"\n  t0 = ltorch.exp(x)\n  return (t0,)\n",
      "t.trace");
  EXPECT_THROW(codegen::kernel::lower_region(t.bsyms.at(0)), Error);
}

// ---- golden sources ----------------------------------------------------------------

TEST(CudaGolden, PointwiseRowReductionAndLayerNorm) {
  const std::string dir = kSource + "/tests/golden/";
  auto pointwise = lower_one(
      "def computation(x, b):\n  # x: \"cpu f32[128, 64]\"\n  # b: \"cpu f32[64]\"\n"
      "  t0 = ltorch.add(x, b)\n  t1 = ltorch.gelu(t0, approximate='tanh')\n  return (t1,)\n");
  expect_golden(dir + "pointwise_bias_gelu.cu", codegen::cuda::print_cuda(pointwise));
  auto row = lower_one(reduction_trace("[256, 1024]", "1"));
  expect_golden(dir + "row_sum.cu", codegen::cuda::print_cuda(row));
  auto ln = lower_one(
      "def computation(x, w, b):\n  # x: \"cpu f16[64, 768]\"\n  # w: \"cpu f16[768]\"\n"
      "  # b: \"cpu f16[768]\"\n  t0 = ltorch.layer_norm(x, (768,), w, b, 1e-05)\n  return "
      "(t0,)\n");
  expect_golden(dir + "layer_norm_f16.cu", codegen::cuda::print_cuda(ln));
}

TEST(CudaGolden, SourceIsDeterministic) {
  for (const auto& path : example_traces()) {
    auto a = codegen::generate_cuda(main_trace(parse_trace_file(path.string())));
    auto b = codegen::generate_cuda(main_trace(parse_trace_file(path.string())));
    ASSERT_EQ(a.kernels.size(), b.kernels.size());
    for (size_t i = 0; i < a.kernels.size(); ++i)
      EXPECT_EQ(a.kernels[i].source, b.kernels[i].source);
  }
}

// ---- NVRTC -----------------------------------------------------------------------------

// Every op sample and every example trace: each distinct kernel compiles for
// sm_80, and every 8th for sm_90 too (FULGUR_NVRTC_FULL=1: every kernel for
// both). The CUDA source has nothing per architecture, and sm_80 is the
// oldest fulgur targets, so sm_90 adds a check of ptxas only; compiling it
// for every kernel doubled the test, 468 s of CI's 2 cores from a cold cache.
TEST(CudaCompile, EveryOpSampleAndExampleCompilesForSm80AndSm90) {
  if (!codegen::nvrtc_available()) GTEST_SKIP() << "built without the CUDA toolkit (no NVRTC)";
  std::vector<codegen::KernelSource> kernels;
  std::set<std::string> distinct;
  std::map<std::string, std::string> origin;
  auto add = [&](const Trace& t, const std::string& what) {
    auto program = codegen::generate_cuda(t);
    for (const auto& k : program.kernels)
      if (distinct.insert(k.ir.name + "\n" + k.source).second) {
        kernels.push_back({k.ir.name, k.source});
        origin[k.ir.name + "\n" + k.source] = what;
      }
  };
  size_t samples = 0;
  for (const auto& s : testing::op_samples())
    for (const auto& dt : s.dtypes) {
      add(parse_trace(testing::sample_trace_text(s, dt), "sample.trace"), s.op + " " + dt);
      ++samples;
    }
  for (const auto& path : example_traces())
    add(main_trace(parse_trace_file(path.string())), path.filename().string());
  ASSERT_GT(kernels.size(), 50u);
  const char* full_env = std::getenv("FULGUR_NVRTC_FULL");
  const bool full = full_env && std::string(full_env) == "1";
  std::vector<codegen::KernelSource> every_8th;
  for (size_t i = 0; i < kernels.size(); ++i)
    if (full || i % 8 == 0) every_8th.push_back(kernels[i]);
  // A cache in the build tree makes reruns cheap; a fresh build compiles all.
  codegen::KernelCache cache(fs::path(FULGUR_BINARY_DIR) / "test-kernel-cache");
  int failed = 0;
  auto check = [&](const std::vector<codegen::KernelSource>& ks, const std::string& arch) {
    auto results = codegen::compile_all(ks, {arch}, 0, &cache, codegen::NvrtcOptions{}, nullptr);
    ASSERT_EQ(results.size(), ks.size());
    for (size_t i = 0; i < results.size(); ++i) {
      const auto& r = results[i];
      const auto& k = ks[i];
      if (!r.ok && failed++ < 3) {
        ADD_FAILURE() << origin[k.name + "\n" + k.source] << " (" << r.arch << "):\n" << r.error;
      }
      if (r.ok) {
        EXPECT_GT(r.registers, 0) << k.name;
      }
    }
  };
  check(kernels, "sm_80");
  check(every_8th, "sm_90");
  EXPECT_EQ(failed, 0);
  std::cout << "compiled " << kernels.size() << " distinct kernels from " << samples
            << " op samples and the examples for sm_80, and " << every_8th.size()
            << " of them for sm_90\n";
}

// ---- CLI ---------------------------------------------------------------------------------

TEST(CodegenCli, PrintsRegionsSourcesAndCompileFigures) {
  auto [code, out] = testing::run_command(testing::kCli + " codegen " + kSource +
                                          "/examples/layer_norm_residual.trace --target cuda");
  EXPECT_EQ(code, 0) << out;
  EXPECT_NE(out.find("[h, y] = cudaFusion0(x, residual, weight, bias)"), std::string::npos) << out;
  EXPECT_NE(out.find("extern \"C\" __global__"), std::string::npos) << out;
  if (!codegen::nvrtc_available()) GTEST_SKIP() << "built without NVRTC";
  auto [ccode, cout_] =
      testing::run_command(testing::kCli + " codegen " + kSource +
                           "/examples/mlp.trace --target cuda --compile --arch sm_80 --no-cache");
  EXPECT_EQ(ccode, 0) << cout_;
  EXPECT_TRUE(std::regex_search(
      cout_, std::regex(R"(cudaFusion0 +[0-9.]+ ms +[0-9]+ bytes +[0-9]+ registers/thread)")))
      << cout_;
  // A kernel that cannot compile (an architecture NVRTC does not know) fails the command.
  auto [fail, fout] = testing::run_command(testing::kCli + " codegen " + kSource +
                                           "/examples/mlp.trace --target cuda --compile "
                                           "--arch sm_1 --no-cache");
  EXPECT_EQ(fail, 1) << fout;
  EXPECT_NE(fout.find("cudaFusion0: FAILED"), std::string::npos) << fout;
  auto [bad, bout] = testing::run_command(testing::kCli + " codegen " + kSource +
                                          "/examples/mlp.trace --target tpu");
  EXPECT_EQ(bad, 1) << bout;
  EXPECT_NE(bout.find("expected a target 'cuda' or 'cpu', got 'tpu'"), std::string::npos) << bout;
}

TEST(WarmupCli, SecondRunCompilesNothing) {
  if (!codegen::nvrtc_available()) GTEST_SKIP() << "built without NVRTC";
  fs::path dir = fs::temp_directory_path() / ("fulgur_warmup_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  std::string cmd = testing::kCli + " warmup " + kSource + "/examples/mlp.trace " + kSource +
                    "/examples/llama_mlp.trace --arch sm_80,sm_90 -j 2 --cache-dir " + dir.string();
  auto [code, out] = testing::run_command(cmd);
  EXPECT_EQ(code, 0) << out;
  // mlp: its GELU region (with the first bias) and the second bias's
  // epilogue; llama_mlp: three regions; each for two architectures.
  EXPECT_NE(out.find("10 kernels: 10 compiled, 0 already cached, 0 failed"), std::string::npos)
      << out;
  auto [code2, out2] = testing::run_command(cmd);
  EXPECT_EQ(code2, 0) << out2;
  EXPECT_NE(out2.find("10 kernels: 0 compiled, 10 already cached, 0 failed"), std::string::npos)
      << out2;
  // Not a terminal: one plain line per kernel.
  EXPECT_NE(out2.find("[10/10]"), std::string::npos) << out2;
  auto [bad, bout] =
      testing::run_command(testing::kCli + " warmup " + kSource +
                           "/examples/mlp.trace --arch sm_1 --cache-dir " + dir.string());
  EXPECT_EQ(bad, 1) << bout;
  EXPECT_NE(bout.find("2 kernels: 0 compiled, 0 already cached, 2 failed"), std::string::npos)
      << bout;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fulgur
