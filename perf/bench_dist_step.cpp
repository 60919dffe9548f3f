// A data-parallel train step (forward and backward of an MLP with an MSE
// loss) under DDP and under FSDP (ZeRO-3), each compiled with and without
// sort_waits, side by side in the same run: what overlapping communication
// with compute gains. The MLP has FULGUR_BENCH_LAYERS layers (default 8) of
// FULGUR_BENCH_WIDTH (default 1024) with GELU, a batch of FULGUR_BENCH_BATCH
// rows per rank (default 32), FULGUR_NUM_THREADS threads per rank (default
// 1). Every rank runs the same benchmarks with a
// fixed iteration count (they must issue the same collectives); rank 0
// reports `median_ms` (the median step). Not part of the tests:
//
//   torchrun --standalone --nproc-per-node=2 --no-python build/perf/bench_dist_step
//
// The hidden-communication fraction comes from the timelines of one
// configuration at a time (a timeline makes the host program run on the
// interpreter, which records every instruction):
//
//   FULGUR_TIMELINE=/tmp/tl torchrun --standalone --nproc-per-node=2 --no-python
//       build/perf/bench_dist_step --benchmark_filter='FSDP/sort_waits'
//   python3 tools/fulgur_timeline.py /tmp/tl
//
// (docs/distributed.md quotes medians and fractions.)
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "codegen/grad_program.h"
#include "codegen/pipeline.h"
#include "ir/parser.h"
#include "runtime/cpu_pool.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

int64_t env_or(const char* name, int64_t def) {
  const char* v = std::getenv(name);
  return v && *v ? std::atoll(v) : def;
}

struct Config {
  int64_t layers = env_or("FULGUR_BENCH_LAYERS", 8);
  int64_t width = env_or("FULGUR_BENCH_WIDTH", 1024);
  int64_t batch = env_or("FULGUR_BENCH_BATCH", 32);
  int world = static_cast<int>(env_or("WORLD_SIZE", 1));
  int rank = static_cast<int>(env_or("RANK", 0));
};

const Config& config() {
  static Config c;
  return c;
}

std::string mlp_trace() {
  const Config& c = config();
  const std::string w = std::to_string(c.width), b = std::to_string(c.batch);
  std::string sig = "x, y", types, body;
  types += "  # x: \"cpu f32[" + b + ", " + w + "]\"\n  # y: \"cpu f32[" + b + ", " + w + "]\"\n";
  std::string h = "x";
  for (int64_t l = 0; l < c.layers; ++l) {
    const std::string i = std::to_string(l);
    sig += ", w" + i + ", b" + i;
    types += "  # w" + i + ": \"cpu f32[" + w + ", " + w + "] requires_grad\"\n  # b" + i +
             ": \"cpu f32[" + w + "] requires_grad\"\n";
    body += "  l" + i + " = ltorch.linear(" + h + ", w" + i + ", b" + i + ")\n";
    body += "  a" + i + " = ltorch.gelu(l" + i + ", approximate='tanh')\n";
    h = "a" + i;
  }
  body += "  loss = ltorch.mse_loss(" + h + ", y)\n  return (loss,)\n";
  return "def computation(" + sig + "):\n" + types + body;
}

std::vector<std::string> param_names() {
  std::vector<std::string> out;
  for (int64_t l = 0; l < config().layers; ++l) {
    out.push_back("w" + std::to_string(l));
    out.push_back("b" + std::to_string(l));
  }
  return out;
}

struct Step {
  codegen::Executable exe;
  std::vector<RuntimeValue> inputs;
};

HostTensor filled(const Shape& s, double scale, double phase) {
  HostTensor t = HostTensor::empty(s, DType::f32);
  for (int64_t i = 0; i < t.numel(); ++i) t.set(i, scale * std::sin(0.37 * i + phase));
  return t;
}

// The compiled step of one strategy, with or without sort_waits, and its
// inputs (the parameters' shards under FSDP).
Step& step(bool fsdp, bool sorted) {
  static std::map<std::pair<bool, bool>, std::unique_ptr<Step>> cache;
  auto& s = cache[{fsdp, sorted}];
  if (s) return *s;
  const Config& c = config();
  s = std::make_unique<Step>();
  codegen::CompileOptions o;
  o.grad = true;
  o.sort_waits = sorted;
  if (fsdp)
    o.fsdp = FsdpOptions{.params = param_names(), .world_size = c.world};
  else
    o.ddp = DdpOptions{.params = param_names()};
  s->exe = codegen::compile(parse_trace(mlp_trace()), o);
  s->inputs = {filled({c.batch, c.width}, 1.0, c.rank), filled({c.batch, c.width}, 0.5, 0.3)};
  const int64_t rows = fsdp ? c.width / c.world : c.width;
  for (int64_t l = 0; l < c.layers; ++l) {
    s->inputs.emplace_back(filled({rows, c.width}, 0.03, static_cast<double>(l)));
    s->inputs.emplace_back(filled({rows}, 0.01, static_cast<double>(l) + 0.5));
  }
  return *s;
}

void BM_TrainStep(benchmark::State& state, bool fsdp, bool sorted) {
  Step& s = step(fsdp, sorted);
  HostTensor one = HostTensor::empty({}, DType::f32);
  one.set(0, 1.0);
  auto run = [&] {
    auto fwd = s.exe.cpu_grad->forward(s.inputs);
    auto grads = s.exe.cpu_grad->backward(fwd.saved, {one});
    benchmark::DoNotOptimize(grads);
  };
  run();  // warm up
  std::vector<double> ms;
  for (auto _ : state) {
    auto t0 = std::chrono::steady_clock::now();
    run();
    ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
    state.SetIterationTime(ms.back() / 1000);
  }
  std::sort(ms.begin(), ms.end());
  state.counters["median_ms"] = ms[ms.size() / 2];
  state.counters["ranks"] = config().world;
}

int register_all() {
  const int iterations = static_cast<int>(env_or("FULGUR_BENCH_ITERATIONS", 10));
  for (bool fsdp : {false, true})
    for (bool sorted : {true, false})
      benchmark::RegisterBenchmark(
          (std::string(fsdp ? "FSDP" : "DDP") + (sorted ? "/sort_waits" : "/no_sort_waits"))
              .c_str(),
          [fsdp, sorted](benchmark::State& st) { BM_TrainStep(st, fsdp, sorted); })
          ->Iterations(iterations)
          ->UseManualTime()
          ->Unit(benchmark::kMillisecond);
  return 0;
}

[[maybe_unused]] const int registered = register_all();

class Silent : public benchmark::BenchmarkReporter {
 public:
  bool ReportContext(const Context&) override { return true; }
  void ReportRuns(const std::vector<Run>&) override {}
};

}  // namespace
}  // namespace fulgur

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  // One thread per rank for fulgur's kernels and libtorch's (the GEMMs, the
  // bucket packing): a rank's OpenMP team spinning beside another rank's
  // and Gloo's threads on the same cores slowed every step several times.
  const int threads = static_cast<int>(fulgur::env_or("FULGUR_NUM_THREADS", 1));
  fulgur::CpuPool::global().set_threads(threads);
  fulgur::set_libtorch_threads(threads);
  // Every rank runs the benchmarks; rank 0 reports them.
  if (fulgur::config().rank != 0) {
    fulgur::Silent silent;
    benchmark::RunSpecifiedBenchmarks(&silent);
  } else {
    benchmark::RunSpecifiedBenchmarks();
  }
  benchmark::Shutdown();
  return 0;
}
