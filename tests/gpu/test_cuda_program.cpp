// Whole traces on a real GPU through codegen::CudaProgram (label `gpu`;
// perf/device/check.sh runs these on a lent machine): every example and
// every op sample against the reference executor, device-resident runs,
// views, strided inputs and the slow host fallback. Without a driver every
// test is skipped with the reason.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <thread>

#include "../op_samples.h"
#include "codegen/compile_jobs.h"
#include "codegen/cuda/emulation.h"
#include "codegen/cuda_program.h"
#include "codegen/nvrtc.h"
#include "gpu_device.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/nccl.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"
#include "runtime/timeline.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

const std::string kSource = FULGUR_SOURCE_DIR;

std::shared_ptr<cuda::Device> device() {
  static auto d = std::make_shared<cuda::Device>(0, &testing::gpu_test_driver());
  return d;
}

codegen::KernelCache& cache() {
  static codegen::KernelCache c(fs::temp_directory_path() / "fulgur-gpu-test-kernels");
  return c;
}

// Every mismatch between the CUDA program and the reference (empty: none).
std::string differential(codegen::CudaProgram& program, const Trace& t, uint64_t seed) {
  auto inputs = random_inputs(t, seed);
  auto expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
  auto actual = program.run(inputs);
  if (actual.size() != expected.size()) return "wrong number of outputs";
  std::string problems;
  for (size_t i = 0; i < actual.size(); ++i) {
    Comparison c = compare(actual[i], expected[i]);
    if (!c.ok) problems += "output " + std::to_string(i) + ": " + c.problem + "\n";
  }
  return problems;
}

TEST(GpuCudaProgram, EveryExampleMatchesTheReference) {
  SKIP_WITHOUT_GPU();
  int n = 0;
  for (const auto& e : fs::directory_iterator(kSource + "/examples")) {
    if (e.path().extension() != ".trace") continue;
    Trace t = main_trace(parse_trace_file(e.path().string()));
    codegen::CudaProgram program(t, device(), &cache());
    for (uint64_t seed : {1, 2}) EXPECT_EQ(differential(program, t, seed), "") << e.path();
    ++n;
  }
  EXPECT_GE(n, 10);
}

TEST(GpuCudaProgram, EveryOpSampleMatchesTheReference) {
  SKIP_WITHOUT_GPU();
  struct Sample {
    std::string what, text;
  };
  std::vector<Sample> samples;
  // $FULGUR_OP_SAMPLE_STRIDE=N takes every Nth sample only (the default
  // ctest run on the emulated device; the full sweep is label emu-full).
  const char* stride_env = std::getenv("FULGUR_OP_SAMPLE_STRIDE");
  const size_t stride = stride_env && std::atoi(stride_env) > 0 ? std::atoi(stride_env) : 1;
  size_t index = 0, total = 0;
  for (const auto& s : testing::op_samples())
    for (const auto& dt : s.dtypes) {
      ++total;
      if (index++ % stride == 0)
        samples.push_back({s.op + " " + dt, testing::sample_trace_text(s, dt)});
    }
  // Compile every distinct kernel in parallel first; each program then loads
  // from the cache.
  std::vector<codegen::KernelSource> sources;
  std::set<std::vector<uint8_t>> distinct;  // emulation images, on the emulated device
  for (const auto& s : samples) {
    try {
      auto plan = codegen::plan_cuda_program(parse_trace(s.text, "sample.trace"));
      for (size_t i = 0; i < plan.kernels.size(); ++i) {
        sources.push_back({plan.kernels[i].name, plan.sources[i]});
        if (device()->emulated())
          distinct.insert(codegen::cuda::emulation_image(plan.kernels[i], plan.sources[i]));
      }
    } catch (const Error&) {
      // reported below, sample by sample
    }
  }
  codegen::NvrtcOptions opts;
  opts.arch = device()->arch();
  if (codegen::nvrtc_available())
    codegen::compile_all(sources, {opts.arch}, 0, &cache(), opts, nullptr);
  // The emulated modules compile for the host in parallel too (into the
  // emulator's cache; a failure shows again at the sample's load).
  std::vector<std::vector<uint8_t>> images(distinct.begin(), distinct.end());
  std::atomic<size_t> next{0};
  std::vector<std::thread> workers;
  for (unsigned w = 0; w < std::max(1u, std::thread::hardware_concurrency()); ++w)
    workers.emplace_back([&] {
      for (size_t i; (i = next++) < images.size();) cuda::compile_emulated_module(images[i]);
    });
  for (auto& w : workers) w.join();
  int failed = 0;
  size_t fallbacks = 0;
  for (const auto& s : samples) {
    std::string problems;
    try {
      Trace t = parse_trace(s.text, "sample.trace");
      codegen::CudaProgram program(t, device(), &cache());
      fallbacks += program.plan().host_calls;
      problems = differential(program, t, 7);
    } catch (const Error& e) {
      problems = std::string("error: ") + e.what();
    }
    if (!problems.empty() && failed++ < 10) ADD_FAILURE() << s.what << ":\n" << problems << s.text;
  }
  EXPECT_EQ(failed, 0) << "of " << samples.size() << " samples";
  EXPECT_GT(total, 1000u);
  std::cout << samples.size() << " of " << total << " op samples on " << device()->arch()
            << (device()->emulated() ? " (emulated)" : "") << ", " << fallbacks
            << " op(s) through the slow host fallback\n";
}

// Device-resident inputs give what host inputs give; a wrong layout is
// refused with the argument's name.
TEST(GpuCudaProgram, DeviceResidentRunsMatchAndCheckTheirInputs) {
  SKIP_WITHOUT_GPU();
  Trace t = main_trace(parse_trace_file(kSource + "/examples/llama_mlp.trace"));
  codegen::CudaProgram program(t, device(), &cache());
  auto inputs = random_inputs(t, 3);
  auto host = program.run(inputs);
  auto dev_in = program.to_device(inputs);
  for (int rep = 0; rep < 3; ++rep) {
    auto dev_out = program.run_device(dev_in);
    ASSERT_EQ(dev_out.size(), host.size());
    for (size_t i = 0; i < host.size(); ++i) {
      HostTensor back = cuda::to_host(*device(), std::get<cuda::DeviceTensor>(dev_out[i]));
      Comparison c = compare(back, host[i]);
      EXPECT_EQ(c.max_abs, 0) << c.problem;
    }
  }
  auto wrong = dev_in;
  auto& t0 = std::get<cuda::DeviceTensor>(wrong[0]);
  t0.shape[0] += 1;
  try {
    program.run_device(wrong);
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("argument '"), std::string::npos) << e.what();
  }
}

// Views outside regions (a transpose into a matmul, a returned slice), a
// strided input, number inputs and an op through the host fallback (cat).
TEST(GpuCudaProgram, ViewsStridesNumbersAndFallbacks) {
  SKIP_WITHOUT_GPU();
  const char* transposed = R"T(def computation(a, b):
  # a: "cuda:0 f32[37, 19] strides=(1, 37)"
  # b: "cuda:0 f32[23, 19]"
  bt = ltorch.transpose(b, 0, 1)
  c = ltorch.matmul(a, bt)
  return (c, bt)
)T";
  const char* cat = R"T(def computation(a, b, s):
  # a: "cuda:0 f32[2, 3]"
  # b: "cuda:0 f32[4, 3]"
  # s: "float 1.5"
  c = ltorch.cat([a, b])
  d = ltorch.mul(c, s)
  return (d,)
)T";
  const char* linear = R"T(def computation(x, w, b):
  # x: "cuda:0 bf16[3, 5, 64]"
  # w: "cuda:0 bf16[32, 64]"
  # b: "cuda:0 bf16[32]"
  y = ltorch.linear(x, w, b)
  z = ltorch.silu(y)
  return (z,)
)T";
  for (const char* text : {transposed, cat, linear}) {
    Trace t = parse_trace(text, "t.trace");
    codegen::CudaProgram program(t, device(), &cache());
    EXPECT_EQ(differential(program, t, 11), "") << text << print_cuda_plan(program.plan(), 132);
  }
}

// FULGUR_TIMELINE on the CUDA path, on one rank: a run of a trace with an
// all_reduce (through the device's world NCCL communicator), a fused region,
// a cuBLAS matmul and the wait writes each under the trace's name, timed by
// events on the streams: the kernel, the library call and the compute
// stream's wait on the compute stream's track, the collective as an async
// span on its communicator's. Checked on the file's text.
TEST(GpuCudaProgram, TimelineOfACudaProgramWithACollective) {
  SKIP_WITHOUT_GPU();
  if (!testing::on_emulated_device() && !cuda::nccl().available)
    GTEST_SKIP() << cuda::nccl().reason;
  const char* text = R"T(def computation(x, v, w):
  # x: "cpu f32[64, 128]"
  # v: "cpu f32[128, 32]"
  # w: "cpu f32[128, 128]"
  f0 = dist.all_reduce(w, 'sum')  # f0: "FUTURE cpu f32[128, 128]"
  h = ltorch.gelu(x)  # h: "cpu f32[64, 128]"
  m = ltorch.matmul(h, v)  # m: "cpu f32[64, 32]"
  s = dist.wait(f0)  # s: "cpu f32[128, 128]"
  return (m, s)
)T";
  Trace t = parse_trace(text, "t.trace");
  codegen::CudaProgram program(t, device(), &cache());
  fs::path dir = fs::temp_directory_path() / ("fulgur-gpu-timeline-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  Timeline::start(dir.string(), 0);
  std::string mismatch = differential(program, t, 13);
  Timeline::start("");  // writes the file
  EXPECT_EQ(mismatch, "");
  std::ifstream f(dir / "rank0.json");
  std::stringstream ss;
  ss << f.rdbuf();
  const std::string json = ss.str();
  for (const char* want :
       {R"J("name":"f0 = dist.all_reduce(w)","cat":"collective")J", R"J("ph":"b")J",
        R"J("ph":"e")J", R"J("name":"m = prims.matmul(h, v)","cat":"library")J",
        R"J("name":"s = dist.wait(f0)","cat":"wait")J", R"J("cat":"kernel")J",
        R"J("name":"cudaFusion)J", R"J("name":"CUDA compute stream")J", R"J("name":"comm world")J",
        R"J("bytes":65536)J"})
    EXPECT_NE(json.find(want), std::string::npos) << want << " is not in\n" << json;
}

}  // namespace
}  // namespace fulgur
