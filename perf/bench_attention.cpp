// scaled_dot_product_attention on the CPU three ways in one run: fulgur's
// fused kernel (prims.flash_attention, runtime/attention_cpu.h), fulgur's
// compiled decomposition (FULGUR_FUSED_ATTENTION=0: two matmuls through
// libtorch around a fused softmax region) and libtorch's own
// at::scaled_dot_product_attention (the baseline), on the same inputs and
// the same thread count (--threads N, default 1).
//
//   build/perf/bench_attention [--threads N] [--benchmark_filter=...]
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>
#include <vector>

#include "codegen/cpu_program.h"
#include "ir/parser.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_pool.h"
#include "runtime/inputs.h"

namespace fulgur {
namespace {

struct Shape4 {
  int64_t b, h, l, e;
  bool causal;
};

const Shape4 kShapes[] = {
    {1, 8, 256, 64, true},
    {1, 8, 512, 64, true},
    {1, 8, 512, 64, false},
    {1, 4, 1024, 64, true},
};

std::string trace_for(const Shape4& s) {
  std::string t = "f32[" + std::to_string(s.b) + ", " + std::to_string(s.h) + ", " +
                  std::to_string(s.l) + ", " + std::to_string(s.e) + "]";
  return "def computation(q, k, v):\n  # q: \"cpu " + t + "\"\n  # k: \"cpu " + t +
         "\"\n  # v: \"cpu " + t + "\"\n  o = ltorch.scaled_dot_product_attention(q, k, v" +
         (s.causal ? ", is_causal=True" : "") + ")\n  return (o,)\n";
}

enum class Way { Fused, Decomposition, Libtorch };

void BM_Attention(benchmark::State& state) {
  const Shape4& s = kShapes[state.range(0)];
  const auto way = static_cast<Way>(state.range(1));
  Trace t = parse_trace(trace_for(s), "bench.trace");
  auto in = random_inputs(t, 1);
  std::unique_ptr<codegen::CpuProgram> program;
  if (way != Way::Libtorch) {
    setenv("FULGUR_FUSED_ATTENTION", way == Way::Decomposition ? "0" : "1", 1);
    program = std::make_unique<codegen::CpuProgram>(t);
    unsetenv("FULGUR_FUSED_ATTENTION");
  }
  std::vector<at::Tensor> at_in;
  for (const auto& v : in) at_in.push_back(aten_view(std::get<HostTensor>(v)));
  for (auto _ : state) {
    if (program) {
      auto out = program->run(in);
      benchmark::DoNotOptimize(out);
    } else {
      at::Tensor o =
          at::scaled_dot_product_attention(at_in[0], at_in[1], at_in[2], {}, 0.0, s.causal);
      benchmark::DoNotOptimize(o);
    }
  }
  const char* names[] = {"fulgur fused", "fulgur decomposition", "libtorch sdpa"};
  state.SetLabel(std::string(names[state.range(1)]) + " b" + std::to_string(s.b) + " h" +
                 std::to_string(s.h) + " L=S=" + std::to_string(s.l) + " E" + std::to_string(s.e) +
                 (s.causal ? " causal" : ""));
  double flops = 4.0 * static_cast<double>(s.b * s.h) * static_cast<double>(s.l) *
                 static_cast<double>(s.l) * static_cast<double>(s.e) * (s.causal ? 0.5 : 1.0);
  state.counters["GFLOP/s"] = benchmark::Counter(
      flops, benchmark::Counter::kIsIterationInvariantRate, benchmark::Counter::kIs1000);
}

void args(benchmark::internal::Benchmark* b) {
  for (int shape = 0; shape < static_cast<int>(std::size(kShapes)); ++shape)
    for (int way = 0; way < 3; ++way) b->Args({shape, way});
}
BENCHMARK(BM_Attention)->Apply(args)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace
}  // namespace fulgur

int main(int argc, char** argv) {
  int threads = 1;
  std::vector<char*> rest;
  for (int i = 0; i < argc; ++i) {
    if (std::strcmp(argv[i], "--threads") == 0 && i + 1 < argc) {
      threads = std::atoi(argv[++i]);
      continue;
    }
    rest.push_back(argv[i]);
  }
  fulgur::CpuPool::global().set_threads(threads);
  at::set_num_threads(threads);
  int n = static_cast<int>(rest.size());
  benchmark::Initialize(&n, rest.data());
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
