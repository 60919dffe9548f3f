// What the disk kernel cache buys: an NVRTC cold compile of a representative
// pointwise kernel against loading the same kernel from the cache, and the
// warmup tool's throughput (compile_all into an empty cache) on 1 and 2
// threads. The cold/warm ratio and the 2-thread speedup are printed at the end.
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "codegen/codegen.h"
#include "codegen/compile_jobs.h"
#include "codegen/kernel_cache.h"
#include "codegen/nvrtc.h"
#include "ir/parser.h"

namespace fulgur::codegen {
namespace {

namespace fs = std::filesystem;

// What the CUDA printer emits for a fused bias + GELU (tanh) over f16; each
// `unique` value gives a distinct source (a leading comment), so nothing
// along the way can reuse work.
const std::string& bias_gelu_source() {
  static const std::string src = [] {
    Trace t = parse_trace(R"(def computation(x, b):
  # x: "cuda:0 f16[4096, 1024]"
  # b: "cuda:0 f16[1024]"
  t0 = ltorch.add(x, b)
  t1 = ltorch.gelu(t0, approximate='tanh')
  return (t1,)
)",
                          "bias_gelu.trace");
    return generate_cuda(t).kernels.at(0).source;
  }();
  return src;
}

std::string pointwise_source(const std::string& name, int64_t unique) {
  std::string src = bias_gelu_source();
  size_t at = src.find("cudaFusion0(");
  src.replace(at, std::string("cudaFusion0").size(), name);
  return "// " + std::to_string(unique) + "\n" + src;
}

// The example traces' generated kernels.
std::vector<KernelSource> example_kernels() {
  std::vector<KernelSource> out;
  for (const char* name : {"mlp", "llama_mlp", "attention", "layer_norm_residual", "mixed_dtype"}) {
    auto traces = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace");
    for (const auto& k : generate_cuda(main_trace(traces)).kernels)
      out.push_back({k.ir.name, k.source});
  }
  return out;
}

// A fresh cache directory for one benchmark, removed with it.
struct ScratchCache {
  fs::path dir;
  ScratchCache() {
    static std::atomic<int> counter{0};
    dir = fs::temp_directory_path() /
          ("fulgur-bench-codegen-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
  }
  ~ScratchCache() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
};

std::atomic<int64_t> g_unique{0};
std::map<std::string, double> g_ms_per_iter;  // for the summary

bool skip_without_nvrtc(benchmark::State& state) {
  if (nvrtc_available()) return false;
  state.SkipWithError("fulgur was built without the CUDA toolkit (no NVRTC)");
  return true;
}

// Runs the loop body and records wall milliseconds per iteration for the summary.
template <typename Body>
void timed_loop(benchmark::State& state, const std::string& label, Body body) {
  const auto start = std::chrono::steady_clock::now();
  for (auto _ : state) body();
  const double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  if (state.iterations() > 0) g_ms_per_iter[label] = ms / state.iterations();
}

void BM_NvrtcColdCompile(benchmark::State& state) {
  if (skip_without_nvrtc(state)) return;
  NvrtcOptions opts;
  timed_loop(state, "cold", [&] {
    // A new source each time, so nothing along the way can reuse work.
    benchmark::DoNotOptimize(nvrtc_compile(pointwise_source("gelu", g_unique++), "gelu", opts));
  });
}

void BM_CacheWarmLoad(benchmark::State& state) {
  if (skip_without_nvrtc(state)) return;
  ScratchCache scratch;
  KernelCache cache(scratch.dir);
  NvrtcOptions opts;
  const std::string source = pointwise_source("gelu", -1);
  compile_cached(&cache, source, "gelu", opts);
  const std::string key =
      KernelCache::make_key(source, opts.options_string(), opts.arch, nvrtc_version_string());
  timed_loop(state, "warm", [&] { benchmark::DoNotOptimize(cache.load(key)); });
  state.SetBytesProcessed(state.iterations() *
                          static_cast<int64_t>(fs::file_size(scratch.dir / (key + ".bin"))));
}

// The whole hit path: key hashing, load, verify, rebuild the CompiledKernel.
void BM_CompileCachedHit(benchmark::State& state) {
  if (skip_without_nvrtc(state)) return;
  ScratchCache scratch;
  KernelCache cache(scratch.dir);
  NvrtcOptions opts;
  const std::string source = pointwise_source("gelu", -1);
  compile_cached(&cache, source, "gelu", opts);
  timed_loop(state, "warm_compile_cached",
             [&] { benchmark::DoNotOptimize(compile_cached(&cache, source, "gelu", opts)); });
}

// The warmup tool's work: 8 distinct kernels into an empty cache.
void BM_WarmupThroughput(benchmark::State& state) {
  if (skip_without_nvrtc(state)) return;
  const int jobs = static_cast<int>(state.range(0));
  constexpr int kKernels = 8;
  std::optional<ScratchCache> scratch;
  std::optional<KernelCache> cache;
  timed_loop(state, "warmup_jobs" + std::to_string(jobs), [&] {
    state.PauseTiming();
    cache.reset();
    scratch.reset();  // the last iteration's entries: not part of the measurement
    std::vector<KernelSource> kernels;
    for (int i = 0; i < kKernels; ++i) {
      const std::string name = "k" + std::to_string(i);
      kernels.push_back({name, pointwise_source(name, g_unique++)});
    }
    scratch.emplace();
    cache.emplace(scratch->dir);
    state.ResumeTiming();
    const std::vector<CompileJobResult> results =
        compile_all(kernels, {"sm_90"}, jobs, &*cache, NvrtcOptions{}, nullptr);
    for (const CompileJobResult& r : results)
      if (!r.ok) state.SkipWithError(r.error.c_str());
  });
  state.counters["kernels_per_s"] = benchmark::Counter(
      static_cast<double>(kKernels * state.iterations()), benchmark::Counter::kIsRate);
}

// Partition + lower + print for every example trace (no NVRTC).
void BM_GenerateExamples(benchmark::State& state) {
  std::vector<Trace> traces;
  for (const char* name : {"mlp", "llama_mlp", "attention", "layer_norm_residual", "mixed_dtype"})
    traces.push_back(main_trace(
        parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace")));
  size_t kernels = 0;
  for (auto _ : state)
    for (const auto& t : traces) kernels += generate_cuda(t).kernels.size();
  state.counters["kernels_per_s"] =
      benchmark::Counter(static_cast<double>(kernels), benchmark::Counter::kIsRate);
}

// NVRTC cold compile of each kernel the examples generate, one at a time.
void BM_NvrtcColdExampleKernels(benchmark::State& state) {
  if (skip_without_nvrtc(state)) return;
  const std::vector<KernelSource> kernels = example_kernels();
  NvrtcOptions opts;
  size_t n = 0;
  timed_loop(state, "cold_examples", [&] {
    for (const auto& k : kernels) {
      benchmark::DoNotOptimize(
          nvrtc_compile("// " + std::to_string(g_unique++) + "\n" + k.source, k.name, opts));
      ++n;
    }
  });
  state.counters["ms_per_kernel"] = benchmark::Counter(
      static_cast<double>(n), benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  if (state.iterations() > 0)
    g_ms_per_iter["cold_example_kernel"] = g_ms_per_iter["cold_examples"] / kernels.size();
}

BENCHMARK(BM_GenerateExamples)->Unit(benchmark::kMicrosecond)->MinTime(0.2);
BENCHMARK(BM_NvrtcColdExampleKernels)->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK(BM_NvrtcColdCompile)->Unit(benchmark::kMillisecond)->MinTime(0.2);
BENCHMARK(BM_CacheWarmLoad)->Unit(benchmark::kMicrosecond)->MinTime(0.1);
BENCHMARK(BM_CompileCachedHit)->Unit(benchmark::kMicrosecond)->MinTime(0.1);
BENCHMARK(BM_WarmupThroughput)
    ->Arg(1)
    ->Arg(2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->MinTime(0.2);

void print_summary() {
  auto get = [](const char* label) {
    auto it = g_ms_per_iter.find(label);
    return it == g_ms_per_iter.end() ? 0.0 : it->second;
  };
  const double cold = get("cold"), warm = get("warm"), hit = get("warm_compile_cached");
  if (cold > 0 && warm > 0)
    std::printf("cold compile / warm cache load: %.3f ms / %.4f ms = %.0fx\n", cold, warm,
                cold / warm);
  if (cold > 0 && hit > 0)
    std::printf("cold compile / compile_cached hit: %.3f ms / %.4f ms = %.0fx\n", cold, hit,
                cold / hit);
  if (get("cold_example_kernel") > 0)
    std::printf("NVRTC cold compile per example kernel (sm_90): %.1f ms\n",
                get("cold_example_kernel"));
  const double j1 = get("warmup_jobs1"), j2 = get("warmup_jobs2");
  if (j1 > 0 && j2 > 0)
    std::printf("warmup of 8 kernels: jobs=1 %.0f ms, jobs=2 %.0f ms, speedup %.2fx\n", j1, j2,
                j1 / j2);
}

}  // namespace
}  // namespace fulgur::codegen

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  fulgur::codegen::print_summary();
  return 0;
}
