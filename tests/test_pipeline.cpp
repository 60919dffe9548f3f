// The one compile pipeline (codegen/pipeline.h): every entry point goes
// through it, so what `fulgur warmup` compiles is what runs; the host
// program's two executors agree bit for bit; every step's trace is kept.
#include <gtest/gtest.h>

#include <unistd.h>
#include <filesystem>
#include <fstream>
#include <set>

#include "cli_runner.h"
#include "codegen/kernel_cache.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/nvrtc.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "op_samples.h"
#include "runtime/inputs.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using testing::kCli;
using testing::run_command;

const std::string kSource = FULGUR_SOURCE_DIR;

std::vector<std::string> examples() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(kSource + "/examples")) {
    std::string name = e.path().filename().string();
    if (e.path().extension() == ".trace" && name.find(".fused.") == std::string::npos)
      out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

struct TempDir {
  fs::path path;
  TempDir() {
    path = fs::temp_directory_path() / ("fulgur_pipeline_" + std::to_string(getpid()) + "_" +
                                        std::to_string(reinterpret_cast<uintptr_t>(this)));
    fs::remove_all(path);
    fs::create_directories(path);
  }
  ~TempDir() { fs::remove_all(path); }
};

// `fulgur warmup` compiles exactly the kernels the CUDA program loads: after
// a warmup into an empty cache, every kernel of every example (and, with
// --grad, of its backward) is a cache hit under the options CudaProgram
// compiles with. (warmup used to partition without splitting linear biases
// off, so the epilogue kernels CudaProgram runs were never warmed.)
TEST(Pipeline, WarmupCompilesExactlyTheKernelsThatRun) {
  if (!codegen::nvrtc_available()) GTEST_SKIP() << "this build has no NVRTC";
  TempDir dir;
  codegen::KernelCache cache(dir.path);
  codegen::NvrtcOptions opts;
  opts.arch = "sm_90";
  for (bool grad : {false, true}) {
    for (const std::string& file : examples()) {
      auto [rc, out] = run_command(kCli + " warmup " + file + " --arch sm_90 -j 2 --cache-dir " +
                                   dir.path.string() + (grad ? " --grad" : ""));
      ASSERT_EQ(rc, 0) << out;
      Trace t = main_trace(parse_trace_file(file));
      if (grad) require_grad_of_float_inputs(t);
      codegen::Executable e = codegen::compile(t, {.target = codegen::Target::Cuda, .grad = grad});
      std::vector<codegen::KernelSource> kernels = codegen::cuda_kernel_sources(e);
      ASSERT_FALSE(kernels.empty()) << file;
      if (grad) {
        EXPECT_TRUE(e.cuda_backward) << file;
      }
      for (const auto& k : kernels) {
        codegen::CompiledKernel c = codegen::compile_cached(&cache, k.source, k.name, opts);
        EXPECT_TRUE(c.from_cache) << file << (grad ? " --grad" : "") << ": kernel " << k.name
                                  << " runs but warmup did not compile it";
      }
    }
  }
}

// (Every op sample runs through both host-program executors, bit for bit,
// in CpuBackend.EveryOpSampleMatchesTheReference, on the same compiled
// entries that test checks against the reference.)

// The pipeline keeps one trace per step, in order, each with its provenance
// line; with gradients the grad split and the backward's fusion appear too.
TEST(Pipeline, RecordsEveryStepInOrder) {
  Trace t = main_trace(parse_trace_file(kSource + "/examples/mlp.trace"));
  codegen::Executable plain = codegen::compile(t, {.target = codegen::Target::Cpu, .emit = false});
  std::vector<std::string> steps;
  for (const auto& [step, trace] : plain.traces) steps.push_back(step);
  EXPECT_EQ(steps, (std::vector<std::string>{"Computation", "Common Subexpression Elimination",
                                             "Dead Code Elimination", "Prologue", "Fusion"}));
  EXPECT_FALSE(plain.grad);
  EXPECT_FALSE(plain.backward);

  require_grad_of_float_inputs(t);
  codegen::Executable g =
      codegen::compile(t, {.target = codegen::Target::Cuda, .grad = true, .emit = false});
  steps.clear();
  for (const auto& [step, trace] : g.traces) steps.push_back(step);
  EXPECT_EQ(steps, (std::vector<std::string>{"Computation", "Common Subexpression Elimination",
                                             "Dead Code Elimination", "Prologue",
                                             "Joint forward and backward", "Augmented forward",
                                             "Backward", "Fusion", "Backward fusion"}));
  ASSERT_TRUE(g.grad);
  ASSERT_TRUE(g.backward);
  for (const auto& [step, trace] : g.traces)
    if (step != "Computation") {
      EXPECT_EQ(trace.header.at(0).rfind("Constructed by ", 0), 0u) << step;
    }
  // The CUDA fusion step splits a linear's bias off into the epilogue region.
  std::string fused = print_trace(g.forward);
  EXPECT_NE(fused.find("prims.linear(x, w1, None)"), std::string::npos) << fused;
  EXPECT_NE(fused.find("cudaFusion"), std::string::npos) << fused;
}

// `fulgur print --passes --device cuda` shows every step and the CUDA plan
// without a GPU; FULGUR_DUMP=host prints the host program of `fulgur run`.
TEST(Pipeline, CliPrintsPassesPlansAndHostPrograms) {
  auto [rc, out] =
      run_command(kCli + " print " + kSource + "/examples/mlp.trace --passes --device cuda");
  ASSERT_EQ(rc, 0) << out;
  for (const char* want :
       {"# ---- after Dead Code Elimination", "# ---- after Prologue", "# ---- after Fusion",
        "# ---- CUDA plan: computation", "cublas prims.linear", "launch cudaFusion0"})
    EXPECT_NE(out.find(want), std::string::npos) << want << "\n" << out;
  auto [rc_grad, out_grad] =
      run_command(kCli + " print " + kSource + "/examples/mlp.trace --passes --grad --device cuda");
  ASSERT_EQ(rc_grad, 0) << out_grad;
  EXPECT_NE(out_grad.find("# ---- CUDA plan: backward"), std::string::npos) << out_grad;
  if (!codegen::cpu::llvm_available()) return;
  auto [rc_run, out_run] =
      run_command("FULGUR_DUMP=host " + kCli + " run " + kSource + "/examples/mlp.trace");
  ASSERT_EQ(rc_run, 0) << out_run;
  EXPECT_NE(out_run.find("# ---- host program: computation"), std::string::npos) << out_run;
  EXPECT_NE(out_run.find("native host program"), std::string::npos) << out_run;
}

// `fulgur run` runs native code by default and the interpreter with
// --interpret; both print the same outputs.
TEST(Pipeline, RunNativeAndInterpretedPrintTheSameOutputs) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "this build has no LLVM";
  for (const std::string& file : examples()) {
    auto [rc_n, native] = run_command(kCli + " run " + file + " --seed 3");
    auto [rc_i, interp] = run_command(kCli + " run " + file + " --seed 3 --interpret");
    ASSERT_EQ(rc_n, 0) << native;
    ASSERT_EQ(rc_i, 0) << interp;
    EXPECT_NE(interp.find("interpreted host program"), std::string::npos) << interp;
    auto outputs = [](const std::string& text) {
      std::string lines;
      size_t at = 0;
      while ((at = text.find("  output ", at)) != std::string::npos) {
        size_t end = text.find('\n', at);
        lines += text.substr(at, end - at) + "\n";
        at = end;
      }
      return lines;
    };
    EXPECT_FALSE(outputs(native).empty()) << native;
    EXPECT_EQ(outputs(native), outputs(interp)) << file;
  }
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// The unread half of a split is dropped by fusion, on both targets: no
// statement after the return, and the split's source is not kept as an
// extra region output for it.
TEST(Pipeline, FusionDropsShapePrimsNothingReads) {
  Trace t = parse_trace(R"(def computation(a):
  # a: "cpu f32[2, 16, 32]"
  q1 = ltorch.view(a, 2, 16, 4, 8)
  q = ltorch.transpose(q1, 1, 2)
  (q_lo, q_hi) = ltorch.split(q, 4, -1)
  q_hi_neg = ltorch.neg(q_hi)
  return (q_hi_neg,)
)");
  for (auto target : {codegen::Target::Cpu, codegen::Target::Cuda}) {
    codegen::Executable e = codegen::compile(t, {.target = target, .emit = false});
    std::string p = print_trace(e.forward);
    EXPECT_EQ(p.find("q_lo"), std::string::npos) << p;
    EXPECT_NE(p.find("[q_hi_neg] = "), std::string::npos) << p;  // one output, not [q, q_hi_neg]
    EXPECT_TRUE(is_syntax(e.forward.bsyms.back(), "python_return")) << p;
  }
}

// On the CPU a sum over leading dims (a bias gradient's sum over the batch)
// is a GEMV with a ones vector, not a generated kernel that walks columns with
// a stride; the values stay the reference's, forward and backward, and a sum
// over inner dims or of a small tensor stays a kernel.
TEST(Pipeline, LeadingSumsOnTheCpuAreGemvs) {
  const std::string text = R"(def computation(x, w):
  # x: "cpu f32[4, 32, 96]"
  # w: "cpu f32[96]"
  y = ltorch.mul(x, w)
  s0 = ltorch.sum(y, (0, 1))
  s1 = ltorch.sum(y, (0,), keepdim=True)
  s2 = ltorch.sum(y, (2,))
  return (s0, s1, s2)
)";
  codegen::Executable e =
      codegen::compile(parse_trace(text), {.target = codegen::Target::Cpu, .emit = false});
  std::string p = print_trace(e.forward);
  // s0: ones[128] @ y.reshape(128, 96), the reshape a view of the region's y.
  EXPECT_NE(p.find("prims.full((128,), 1.0"), std::string::npos) << p;
  EXPECT_NE(p.find("  t7 = prims.reshape(y, (128, 96))"), std::string::npos) << p;
  EXPECT_NE(p.find("= prims.matmul(t6, t7)"), std::string::npos) << p;
  EXPECT_EQ(p.find("prims.sum(y, (0, 1))"), std::string::npos) << p;
  EXPECT_NE(p.find("prims.sum(y, (0,))"), std::string::npos) << p;  // s1: 4 rows, below the bound
  EXPECT_NE(p.find("prims.sum(y, (2,))"), std::string::npos) << p;  // s2, inner: a kernel
  TempDir dir;
  fs::path file = dir.path / "sums.trace";
  std::ofstream(file) << text;
  auto [rc, out] = run_command(kCli + " run " + file.string() + " --grad --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
}

}  // namespace
}  // namespace fulgur
