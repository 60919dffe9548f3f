// Scaling benchmark for the trace front half: tracing, CSE + DCE and printing
// on synthetic traces of 10k to 100k bound symbols. Passes promise O(n); the
// fitted complexity (BigO rows) and the 100k/10k ratio printed at the end show
// whether they keep that promise.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "ir/passes/cse.h"
#include "ir/passes/dce.h"
#include "ir/printer.h"
#include "ir/trace.h"

namespace fulgur {
namespace {

constexpr std::array<int64_t, 4> kSizes = {10000, 20000, 50000, 100000};

// A traced program and what the passes should remove from it.
struct SyntheticTrace {
  Trace trace;
  int64_t duplicates = 0;  // statements CSE merges into an earlier one
  int64_t dead = 0;        // statements whose output nothing uses
};

TensorType f32(Shape shape) {
  TensorType t;
  t.shape = std::move(shape);
  t.dtype = DType::f32;
  return t;
}

// One recorded call, kept so a later statement can repeat it exactly.
struct Recipe {
  const char* op;
  std::vector<Value> args;
};

// Builds a trace of exactly `n` bound symbols (n - 1 ops and the return): an
// elementwise chain over f32[4, 8] tensors mixing ltorch ops (which decompose
// into prims subsymbols, as real traces do) and prims. Each statement is, at
// random with a fixed seed:
//   1/2  fresh:     op(head, ...) -- `head` is the newest fresh value, so the
//                   call is unique and becomes the new head;
//   1/4  duplicate: replays a recent fresh call with the same arguments; a
//                   later fresh op consumes its output, so it is live and only
//                   CSE can remove it (by redirecting its uses to the original);
//   1/4  dead:      an op on `head` whose output nothing reads, with a
//                   never-repeated constant so CSE leaves it for DCE.
// The return yields the final head (and any duplicate not consumed yet),
// which keeps every fresh statement live.
SyntheticTrace build_trace(int64_t n) {
  static constexpr const char* kFreshBinary[] = {"ltorch.add",     "ltorch.mul", "ltorch.sub",
                                                 "ltorch.maximum", "prims.add",  "prims.mul",
                                                 "prims.sub",      "ltorch.div"};
  static constexpr const char* kFreshUnary[] = {"ltorch.tanh", "ltorch.sigmoid", "prims.neg",
                                                "prims.abs", "ltorch.exp"};
  static constexpr const char* kDeadOps[] = {"ltorch.pow", "prims.minimum", "ltorch.mul"};
  static constexpr double kFreshScalars[] = {2.0, 0.5, 3.0};  // dead constants are k + 0.25
  constexpr size_t kRecentRecipes = 32;  // duplicates copy a call at most this far back

  SyntheticTrace out;
  std::mt19937 rng(20240611);  // fixed: every run and every N share one statement mix
  TraceBuilder tb;
  const TensorType t32 = f32({4, 8});
  Value head = tb.add_input("x", ProxyType::of_tensor(t32));
  std::vector<Value> operands = {head, tb.add_input("y", ProxyType::of_tensor(t32))};
  // A row vector: ltorch ops using it add a prims.broadcast_in_dim subsymbol.
  Value bias = tb.add_input("bias", ProxyType::of_tensor(f32({8})));

  std::vector<Recipe> recipes;  // ring of recent fresh calls
  size_t next_recipe = 0;
  std::vector<Value> pending;  // duplicate outputs not consumed yet
  int64_t dead_count = 0;

  for (int64_t i = 0; i + 1 < n; ++i) {
    uint32_t roll = rng() % 4;
    if (roll == 0 && !recipes.empty()) {
      const Recipe& r = recipes[rng() % recipes.size()];
      pending.push_back(tb.call(r.op, r.args));
      ++out.duplicates;
      continue;
    }
    if (roll == 1) {
      const char* op = kDeadOps[rng() % std::size(kDeadOps)];
      tb.call(op, {head, static_cast<double>(dead_count++) + 0.25});
      ++out.dead;
      continue;
    }
    // Fresh. Binary ops take a pending duplicate first so it does not go dead.
    Recipe r;
    bool unary = pending.empty() && rng() % 4 == 0;
    if (unary) {
      r = {kFreshUnary[rng() % std::size(kFreshUnary)], {head}};
    } else {
      r.op = kFreshBinary[rng() % std::size(kFreshBinary)];
      bool is_prim = r.op[0] == 'p';
      Value other;
      if (!pending.empty()) {
        other = pending.back();
        pending.pop_back();
      } else {
        switch (rng() % 4) {
          case 0:
            other = kFreshScalars[rng() % std::size(kFreshScalars)];
            break;
          case 1:
            other = is_prim ? operands[rng() % operands.size()] : bias;
            break;
          default:
            other = operands[rng() % operands.size()];
            break;
        }
      }
      r.args = {head, other};
    }
    head = tb.call(r.op, r.args);
    // Later fresh ops also read older values, as real programs do.
    if (operands.size() < 8) {
      operands.push_back(head);
    } else {
      operands[rng() % operands.size()] = head;
    }
    if (recipes.size() < kRecentRecipes) {
      recipes.push_back(std::move(r));
    } else {
      recipes[next_recipe++ % kRecentRecipes] = std::move(r);
    }
  }
  std::vector<Value> results = {head};
  results.insert(results.end(), pending.begin(), pending.end());
  tb.set_return(Value::tuple(std::move(results)));
  out.trace = tb.finish();
  return out;
}

Trace run_passes(const Trace& t) {
  return dce(cse(t));
}

// Checks that the passes removed exactly what the builder planted; a benchmark
// of passes that silently do nothing would look fast for the wrong reason.
bool passes_removed_planted(benchmark::State& state, const SyntheticTrace& s, const Trace& after) {
  auto expected = static_cast<int64_t>(s.trace.bsyms.size()) - s.duplicates - s.dead;
  if (static_cast<int64_t>(after.bsyms.size()) == expected) return true;
  std::string msg = "expected " + std::to_string(expected) + " bsyms after cse+dce, got " +
                    std::to_string(after.bsyms.size());
  state.SkipWithError(msg.c_str());
  return false;
}

void set_counters(benchmark::State& state, size_t before, size_t after) {
  state.counters["bsyms_before"] = static_cast<double>(before);
  state.counters["bsyms_after"] = static_cast<double>(after);
  state.SetComplexityN(state.range(0));
  // Bound symbols of the input trace handled per second.
  state.SetItemsProcessed(state.iterations() * state.range(0));
}

void BM_Trace(benchmark::State& state) {
  size_t before = 0;
  for (auto _ : state) {
    SyntheticTrace s = build_trace(state.range(0));
    before = s.trace.bsyms.size();
    // Freeing 100k bound symbols is not tracing; keep it out of the timing.
    state.PauseTiming();
    s = {};
    state.ResumeTiming();
  }
  set_counters(state, before, before);
}

void BM_CseDce(benchmark::State& state) {
  SyntheticTrace s = build_trace(state.range(0));
  size_t after = 0;
  for (auto _ : state) {
    // The intermediate CSE trace is freed inside the timing: that is part of
    // running two passes. Only the final result's teardown is excluded.
    Trace r = run_passes(s.trace);
    after = r.bsyms.size();
    state.PauseTiming();
    bool ok = passes_removed_planted(state, s, r);
    r = {};
    state.ResumeTiming();
    if (!ok) break;
  }
  set_counters(state, s.trace.bsyms.size(), after);
}

void BM_Print(benchmark::State& state) {
  SyntheticTrace s = build_trace(state.range(0));
  Trace r = run_passes(s.trace);
  size_t bytes = 0;
  for (auto _ : state) {
    std::string text = print_trace(r);
    bytes = text.size();
    benchmark::DoNotOptimize(text.data());
  }
  set_counters(state, s.trace.bsyms.size(), r.bsyms.size());
  state.counters["text_bytes"] = static_cast<double>(bytes);
}

// What a user pays from capture to readable text; teardown included.
void BM_Pipeline(benchmark::State& state) {
  size_t before = 0;
  size_t after = 0;
  for (auto _ : state) {
    SyntheticTrace s = build_trace(state.range(0));
    Trace r = run_passes(s.trace);
    std::string text = print_trace(r);
    benchmark::DoNotOptimize(text.data());
    before = s.trace.bsyms.size();
    after = r.bsyms.size();
  }
  set_counters(state, before, after);
}

void register_sizes(benchmark::internal::Benchmark* b) {
  for (int64_t n : kSizes) b->Arg(n);
  b->Unit(benchmark::kMillisecond)->Complexity(benchmark::oN);
}

BENCHMARK(BM_Trace)->Apply(register_sizes);
BENCHMARK(BM_CseDce)->Apply(register_sizes);
BENCHMARK(BM_Print)->Apply(register_sizes);
BENCHMARK(BM_Pipeline)->Apply(register_sizes);

// Median wall time of the full pipeline over `runs` runs, in milliseconds.
double pipeline_median_ms(int64_t n, int runs) {
  std::vector<double> ms;
  for (int i = 0; i < runs; ++i) {
    auto start = std::chrono::steady_clock::now();
    {
      SyntheticTrace s = build_trace(n);
      std::string text = print_trace(run_passes(s.trace));
      benchmark::DoNotOptimize(text.data());
    }
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

// The BigO fit hides how far each size is from linear; this table shows the
// cost per 1k bound symbols directly, against the 10k baseline of this run.
void print_scaling_summary() {
  constexpr int kRuns = 5;
  std::printf("\nFull pipeline (build + cse + dce + print), median of %d runs:\n", kRuns);
  std::printf("%10s %12s %16s %14s\n", "bsyms", "ms", "ms per 1k bsyms", "vs 10k per 1k");
  double base_ms = 0;
  double base_per_k = 0;
  double last_ms = 0;
  for (int64_t n : kSizes) {
    double ms = pipeline_median_ms(n, kRuns);
    double per_k = ms / (static_cast<double>(n) / 1000.0);
    if (base_ms == 0) {
      base_ms = ms;
      base_per_k = per_k;
    }
    last_ms = ms;
    std::printf("%10lld %12.2f %16.3f %13.2fx\n", static_cast<long long>(n), ms, per_k,
                per_k / base_per_k);
  }
  std::printf("time(%lldk) / time(%lldk) = %.2f  (%.0f means linear)\n",
              static_cast<long long>(kSizes.back() / 1000),
              static_cast<long long>(kSizes.front() / 1000), last_ms / base_ms,
              static_cast<double>(kSizes.back()) / static_cast<double>(kSizes.front()));
}

}  // namespace
}  // namespace fulgur

int main(int argc, char** argv) {
  benchmark::Initialize(&argc, argv);
  // --no_summary skips the scaling table, e.g. when profiling one benchmark.
  bool summary = true;
  int kept = 1;
  for (int i = 1; i < argc; ++i) {
    if (std::string(argv[i]) == "--no_summary") {
      summary = false;
    } else {
      argv[kept++] = argv[i];
    }
  }
  argc = kept;
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  if (summary) fulgur::print_scaling_summary();
  return 0;
}
