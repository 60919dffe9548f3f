// The CPU backend against libtorch eager on the same inputs and threads:
// bias + ReLU, GELU (tanh), LayerNorm, softmax and RMSNorm over 1e7 f32 elements
// ([10000, 1000]), 1 thread and all threads; a STREAM-like copy measured in
// the same run as the bandwidth baseline; and ORC compile latency per region.
// Prints a table (case, ours, eager, ratio) after the Google Benchmark lines.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <benchmark/benchmark.h>

#include <malloc.h>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <limits>
#include <map>
#include <string>
#include <vector>

#include "codegen/cpu_program.h"
#include "codegen/kernel/lower.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/partition.h"
#include "ir/parser.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_pool.h"
#include "runtime/inputs.h"

namespace fulgur {
namespace {

constexpr int64_t kRows = 10000, kCols = 1000;

struct Case {
  const char* name;
  const char* trace;
  int tensors_moved;  // tensors of 1e7 elements read or written once (for bandwidth)
};

const Case kCases[] = {
    {"bias_relu", R"(def computation(x, b):
  # x: "cpu f32[10000, 1000]"
  # b: "cpu f32[1000]"
  t = ltorch.add(x, b)
  y = ltorch.relu(t)
  return (y,)
)",
     2},
    {"gelu_tanh", R"(def computation(x):
  # x: "cpu f32[10000, 1000]"
  y = ltorch.gelu(x, approximate='tanh')
  return (y,)
)",
     2},
    {"layer_norm", R"(def computation(x, w, b):
  # x: "cpu f32[10000, 1000]"
  # w: "cpu f32[1000]"
  # b: "cpu f32[1000]"
  y = ltorch.layer_norm(x, (1000,), w, b, 1e-05)
  return (y,)
)",
     2},
    {"softmax", R"(def computation(x):
  # x: "cpu f32[10000, 1000]"
  y = ltorch.softmax(x, -1)
  return (y,)
)",
     2},
    {"rms_norm", R"(def computation(x, w):
  # x: "cpu f32[10000, 1000]"
  # w: "cpu f32[1000]"
  y = ltorch.rms_norm(x, (1000,), w, 1e-06)
  return (y,)
)",
     2},
};

at::Tensor eager(const std::string& name, const std::vector<at::Tensor>& in) {
  if (name == "bias_relu") return at::relu(in[0] + in[1]);
  if (name == "gelu_tanh") return at::gelu(in[0], "tanh");
  if (name == "layer_norm") return at::layer_norm(in[0], {kCols}, in[1], in[2], 1e-5);
  if (name == "softmax") return at::softmax(in[0], -1);
  return at::rms_norm(in[0], {kCols}, in[1], 1e-6);
}

// Median milliseconds of `reps` runs after `warmup` runs.
template <typename F>
double median_ms(F f, int reps = 15, int warmup = 3) {
  for (int i = 0; i < warmup; ++i) f();
  std::vector<double> ms;
  for (int i = 0; i < reps; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

void set_threads(int n) {
  CpuPool::global().set_threads(n);
  at::set_num_threads(n);
}

// STREAM copy: b = a over 1e7 f32, split over the same pool, into a fresh
// output each time like the kernels' outputs.
double copy_ms(const HostTensor& a) {
  return median_ms([&] {
    HostTensor b = HostTensor::uninitialized(a.shape, a.dtype);
    const float* src = reinterpret_cast<const float*>(a.data());
    float* dst = reinterpret_cast<float*>(b.data());
    CpuPool::global().run(a.numel(), 1 << 15, [&](int64_t lo, int64_t hi) {
      std::memcpy(dst + lo, src + lo, static_cast<size_t>(hi - lo) * sizeof(float));
    });
    benchmark::DoNotOptimize(dst);
  });
}

struct Row {
  std::string name;
  double ours, eager;
  double gbps = 0, copy_fraction = 0;
  double eager_kept = 0;  // eager with glibc told to keep freed memory
};
std::vector<Row> g_rows;
std::vector<double> g_compile_ms;

void run_case(const Case& c, int threads, double copy) {
  Trace t = parse_trace(c.trace, std::string(c.name) + ".trace");
  std::vector<RuntimeValue> inputs = random_inputs(t, 0);
  codegen::CpuProgram program(t);
  std::vector<at::Tensor> ats;
  for (const auto& v : inputs) ats.push_back(aten_view(std::get<HostTensor>(v)));
  set_threads(threads);
  double ours = median_ms([&] { benchmark::DoNotOptimize(program.run(inputs)); });
  double theirs = median_ms([&] { benchmark::DoNotOptimize(eager(c.name, ats)); });
  double bytes = static_cast<double>(c.tensors_moved) * kRows * kCols * 4;
  double gbps = bytes / (ours * 1e6);
  double copy_gbps = 2.0 * kRows * kCols * 4 / (copy * 1e6);
  g_rows.push_back({std::string(c.name) + " (" + std::to_string(threads) + " thread" +
                        (threads > 1 ? "s" : "") + ")",
                    ours, theirs, gbps, gbps / copy_gbps});
}

void BM_CpuBackendVsEager(benchmark::State& state) {
  if (!codegen::cpu::llvm_available()) {
    state.SkipWithError("built without LLVM 19");
    return;
  }
  int all = default_cpu_threads();
  for (auto _ : state) {
    g_rows.clear();
    Trace t = parse_trace(kCases[0].trace, "x.trace");
    HostTensor a = std::get<HostTensor>(random_inputs(t, 0)[0]);
    for (int threads : {1, all}) {
      set_threads(threads);
      double copy = copy_ms(a);
      g_rows.push_back(
          {"copy (" + std::to_string(threads) + " thread" + (threads > 1 ? "s" : "") + ")", copy, 0,
           2.0 * kRows * kCols * 4 / (copy * 1e6), 1.0});
      for (const auto& c : kCases) run_case(c, threads, copy);
      if (all == 1) break;
    }
    // Eager again, with glibc keeping freed memory in its heap (no mmap, no
    // trim), so its fresh 40 MB outputs cost no page faults either: kernel
    // against kernel. fulgur's own allocator keeps large blocks already.
    mallopt(M_MMAP_MAX, 0);
    mallopt(M_TRIM_THRESHOLD, std::numeric_limits<int>::max());
    for (auto& r : g_rows) {
      if (r.eager == 0) continue;
      std::string name = r.name.substr(0, r.name.find(' '));
      int threads = r.name.find("(1 thread)") != std::string::npos ? 1 : all;
      set_threads(threads);
      for (const auto& c : kCases) {
        if (name != c.name) continue;
        Trace t = parse_trace(c.trace, "c.trace");
        std::vector<RuntimeValue> inputs = random_inputs(t, 0);
        std::vector<at::Tensor> ats;
        for (const auto& v : inputs) ats.push_back(aten_view(std::get<HostTensor>(v)));
        r.eager_kept = median_ms([&] { benchmark::DoNotOptimize(eager(c.name, ats)); });
      }
    }
  }
}
BENCHMARK(BM_CpuBackendVsEager)->Iterations(1)->Unit(benchmark::kMillisecond);

// ORC compile latency: each example region compiled under a fresh name (so
// the process cache cannot answer), median over regions.
void BM_OrcCompilePerRegion(benchmark::State& state) {
  if (!codegen::cpu::llvm_available()) {
    state.SkipWithError("built without LLVM 19");
    return;
  }
  std::vector<codegen::kernel::Kernel> kernels;
  for (const char* name : {"mlp", "llama_mlp", "attention", "layer_norm_residual", "mixed_dtype"}) {
    auto traces = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace");
    Trace fused = codegen::partition(main_trace(traces), codegen::Target::Cpu);
    for (const BoundSymbol* r : codegen::fusion_regions(fused))
      for (auto& k : codegen::kernel::lower_region(*r, {codegen::Target::Cpu}).kernels)
        kernels.push_back(std::move(k));
  }
  for (const auto& c : kCases) {
    Trace fused = codegen::partition(parse_trace(c.trace, "c.trace"), codegen::Target::Cpu);
    for (const BoundSymbol* r : codegen::fusion_regions(fused))
      for (auto& k : codegen::kernel::lower_region(*r, {codegen::Target::Cpu}).kernels)
        kernels.push_back(std::move(k));
  }
  static int unique = 0;
  for (auto _ : state) {
    g_compile_ms.clear();
    for (auto k : kernels) {
      k.name += "_bench" + std::to_string(unique++);
      g_compile_ms.push_back(codegen::cpu::compile_cpu_kernel(k).compile_ms);
    }
  }
  state.counters["regions"] = static_cast<double>(kernels.size());
}
BENCHMARK(BM_OrcCompilePerRegion)->Iterations(1)->Unit(benchmark::kMillisecond);

void print_table() {
  if (g_rows.empty()) return;
  std::printf("\n%-24s %9s %9s %7s %10s %7s %10s %8s\n", "case", "ours ms", "eager ms", "ratio",
              "eager* ms", "ratio*", "ours GB/s", "of copy");
  for (const auto& r : g_rows) {
    if (r.eager > 0)
      std::printf("%-24s %9.2f %9.2f %6.2fx %10.2f %6.2fx %10.2f %7.0f%%\n", r.name.c_str(), r.ours,
                  r.eager, r.eager / r.ours, r.eager_kept, r.eager_kept / r.ours, r.gbps,
                  r.copy_fraction * 100);
    else
      std::printf("%-24s %9.2f %9s %7s %10s %7s %10.2f %8s\n", r.name.c_str(), r.ours, "-", "-",
                  "-", "-", r.gbps, "100%");
  }
  if (!g_compile_ms.empty()) {
    std::vector<double> s = g_compile_ms;
    std::sort(s.begin(), s.end());
    std::printf(
        "\nORC compile (LLVM O3 + codegen) per region: median %.1f ms over %zu regions "
        "(min %.1f, max %.1f)\n",
        s[s.size() / 2], s.size(), s.front(), s.back());
  }
  std::printf(
      "eager*: libtorch eager with glibc keeping freed memory (M_MMAP_MAX=0), so its\n"
      "outputs cost no page faults either; fulgur keeps freed blocks of 1 MB and more.\n");
  std::printf("host: %s\n", codegen::cpu::host_cpu_description().substr(0, 120).c_str());
}

}  // namespace
}  // namespace fulgur

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  fulgur::print_table();
  return 0;
}
