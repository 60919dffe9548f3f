// Per-call overhead of fulgur::jit on a cache hit: spec key + lookup + exact
// check + host program + launch, for 1, 8 and 32 tiny f32[4] inputs summed by
// one fused kernel; against libtorch eager doing the same adds op by op (the
// overhead a user would otherwise pay), measured in the same run.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <benchmark/benchmark.h>

#include <map>

#include "codegen/llvm/cpu_jit.h"
#include "frontend/jit.h"
#include "ir/symbol.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_pool.h"

namespace fulgur {
namespace {

std::map<int64_t, double> g_ours, g_eager;
double g_interp50 = 0, g_native50 = 0;

JitFunction sum_of_inputs() {
  return jit([](Tracer&, const std::vector<Traced>& in) {
    if (in.size() == 1) return std::vector<Traced>{in[0] * 2.0};
    Traced acc = in[0] + in[1];
    for (size_t i = 2; i < in.size(); ++i) acc = acc + in[i];
    return std::vector<Traced>{acc};
  });
}

void BM_JitCacheHit(benchmark::State& state) {
  if (!codegen::cpu::llvm_available()) {
    state.SkipWithError("built without LLVM 19");
    return;
  }
  const int64_t n = state.range(0);
  std::vector<RuntimeValue> inputs;
  for (int64_t i = 0; i < n; ++i) {
    HostTensor t = HostTensor::empty({4}, DType::f32);
    for (int j = 0; j < 4; ++j) t.set(j, static_cast<double>(i + j));
    inputs.push_back(t);
  }
  JitFunction f = sum_of_inputs();
  f(inputs);  // the miss: trace, compile
  for (auto _ : state) benchmark::DoNotOptimize(f(inputs));
  state.counters["hits"] = static_cast<double>(f.cache_info().hits);
}

void BM_EagerOpByOp(benchmark::State& state) {
  const int64_t n = state.range(0);
  std::vector<at::Tensor> in;
  for (int64_t i = 0; i < n; ++i) in.push_back(at::arange(4, at::kFloat) + static_cast<double>(i));
  for (auto _ : state) {
    at::Tensor acc = n == 1 ? in[0] * 2.0 : in[0] + in[1];
    for (int64_t i = 2; i < n; ++i) acc = acc + in[i];
    benchmark::DoNotOptimize(acc);
  }
}

// A program of 50 fusion regions (reductions over alternating dims cannot
// share a region) on tiny tensors: what the host program costs when it is
// most of the work. Arg 0: interpreter, 1: native host program from ORC.
JitFunction fifty_regions() {
  return jit([](Tracer&, const std::vector<Traced>& in) {
    Traced y = in[0];
    for (int i = 0; i < 50; ++i) y = y - lt::sum(y, lt::Ints{i % 2}, true) * 0.125;
    return std::vector<Traced>{y};
  });
}

double g_host_compile_ms = 0;
size_t g_regions = 0;

void BM_HostProgram50Regions(benchmark::State& state) {
  if (!codegen::cpu::llvm_available()) {
    state.SkipWithError("built without LLVM 19");
    return;
  }
  HostTensor x = HostTensor::empty({4, 4}, DType::f32);
  for (int j = 0; j < 16; ++j) x.set(j, 0.1 * j);
  std::vector<RuntimeValue> inputs{x};
  JitFunction f = fifty_regions();
  f.use_host_executor(state.range(0) ? HostExecutor::Native : HostExecutor::Interpreter);
  f(inputs);
  for (auto _ : state) benchmark::DoNotOptimize(f(inputs));
  if (state.range(0)) g_host_compile_ms = f.cache_info().host_compile_ms;
  g_regions = 0;
  for (const auto& b : f.last_traces().back().second.bsyms) g_regions += b.sym->has(kTagFusion);
  state.SetLabel(state.range(0) ? "native (ORC)" : "interpreter");
}

BENCHMARK(BM_JitCacheHit)->Arg(1)->Arg(8)->Arg(32)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_HostProgram50Regions)->Arg(0)->Arg(1)->Unit(benchmark::kMicrosecond);
BENCHMARK(BM_EagerOpByOp)->Arg(1)->Arg(8)->Arg(32)->Unit(benchmark::kMicrosecond);

// Collects medians (of --benchmark_repetitions; else the single run) for
// the closing table, in CPU time.
class Collector : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const auto& r : runs) {
      if (r.error_occurred) continue;
      std::string name = r.benchmark_name();
      if (r.aggregate_name != "" && r.aggregate_name != "median") continue;
      int64_t arg = std::stoll(name.substr(name.find('/') + 1));
      // CPU time: everything here runs on the calling thread (one pool
      // thread, one ATen thread), and on a shared machine wall time also
      // counts the time the thread waited for a core.
      double us = r.GetAdjustedCPUTime();
      if (name.rfind("BM_HostProgram50Regions", 0) == 0) {
        (arg ? g_native50 : g_interp50) = us;
        continue;
      }
      (name.rfind("BM_JitCacheHit", 0) == 0 ? g_ours : g_eager)[arg] = us;
    }
  }
};

}  // namespace
}  // namespace fulgur

int main(int argc, char** argv) {
  fulgur::CpuPool::global().set_threads(1);
  at::set_num_threads(1);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  fulgur::Collector reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  std::printf("\nCPU time per call, median\n%-8s %14s %14s %8s\n", "inputs", "jit hit us",
              "eager us", "ratio");
  for (const auto& [n, ours] : fulgur::g_ours) {
    auto it = fulgur::g_eager.find(n);
    if (it == fulgur::g_eager.end()) continue;
    std::printf("%-8lld %14.3f %14.3f %7.1fx\n", static_cast<long long>(n), ours, it->second,
                it->second / ours);
  }
  if (fulgur::g_interp50 > 0 && fulgur::g_native50 > 0)
    std::printf(
        "\n%zu-region program: interpreter %.2f us, native host program %.2f us (%.2fx); "
        "ORC compile of the host program %.1f ms\n",
        fulgur::g_regions, fulgur::g_interp50, fulgur::g_native50,
        fulgur::g_interp50 / fulgur::g_native50, fulgur::g_host_compile_ms);
  return 0;
}
