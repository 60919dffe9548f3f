// Autodiff at scale and per training step.
//  - BM_TraceForward / BM_GradTransform: tracing a 100-layer MLP (linear +
//    GELU per layer, MSE loss) is the baseline; the grad transform builds the
//    joint trace and splits it. Counters: saved tensors and bytes, against a
//    tape that keeps every tensor the forward takes or makes (save
//    everything), and what the rules read before recomputation.
//  - BM_TrainStep: one forward + backward of an 8-layer MLP (batch 64, width
//    256), compiled on the CPU through fulgur::jit and fulgur::grad, against
//    libtorch eager with autograd on the same shapes, in the same run.
#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <benchmark/benchmark.h>
#include <torch/csrc/autograd/autograd.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <string>

#include "codegen/llvm/cpu_jit.h"
#include "frontend/jit.h"
#include "frontend/tracing.h"
#include "ir/passes/autodiff.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_pool.h"

namespace fulgur {
namespace {

constexpr int64_t kBatch = 32, kWidth = 256;

// An MLP of `layers` linear + GELU layers and an MSE loss.
Trace mlp_trace(int layers, int64_t batch, int64_t width) {
  Tracer tr;
  std::string t = "cpu f32[" + std::to_string(batch) + ", " + std::to_string(width) + "]";
  Traced x = tr.input("x", t);
  Traced target = tr.input("target", t);
  std::vector<Traced> ws, bs;
  for (int i = 0; i < layers; ++i) {
    ws.push_back(tr.input("w" + std::to_string(i), "cpu f32[" + std::to_string(width) + ", " +
                                                       std::to_string(width) + "] requires_grad"));
    bs.push_back(
        tr.input("b" + std::to_string(i), "cpu f32[" + std::to_string(width) + "] requires_grad"));
  }
  Traced h = x;
  for (int i = 0; i < layers; ++i) h = lt::gelu(lt::linear(h, ws[i], bs[i]), "tanh");
  tr.ret({lt::mse_loss(h, target)});
  return tr.finish();
}

void BM_TraceForward(benchmark::State& state) {
  for (auto _ : state) benchmark::DoNotOptimize(mlp_trace(100, kBatch, kWidth));
}
BENCHMARK(BM_TraceForward)->Unit(benchmark::kMillisecond);

ForwardBackward g_last, g_all;

void BM_GradTransform(benchmark::State& state) {
  Trace t = mlp_trace(100, kBatch, kWidth);
  for (auto _ : state) g_last = grad_transform(t);
  g_all = grad_transform(t, {.recompute = false});
  state.counters["saved"] = static_cast<double>(g_last.saved_tensors);
  state.counters["save_everything"] = static_cast<double>(g_last.forward_tensors);
  state.counters["rules_read"] = static_cast<double>(g_last.saved_tensors_without_recompute);
}
BENCHMARK(BM_GradTransform)->Unit(benchmark::kMillisecond);

constexpr int kStepLayers = 8;
constexpr int64_t kStepBatch = 64;

void BM_TrainStepFulgur(benchmark::State& state) {
  if (!codegen::cpu::llvm_available()) {
    state.SkipWithError("built without LLVM 19");
    return;
  }
  Trace t = mlp_trace(kStepLayers, kStepBatch, kWidth);
  JitFunction f = jit(t);
  std::vector<RuntimeValue> in;
  at::manual_seed(0);
  for (const auto& p : t.input_proxies()) {
    HostTensor h = host_view(at::randn(p->tensor().shape) * 0.05);
    h.requires_grad = p->tensor().requires_grad;
    in.push_back(h);
  }
  auto step = [&] {
    HostTensor loss = std::get<HostTensor>(f(in)[0]);
    return grad({loss});
  };
  step();  // compile
  for (auto _ : state) benchmark::DoNotOptimize(step());
}
BENCHMARK(BM_TrainStepFulgur)->Unit(benchmark::kMicrosecond);

void BM_TrainStepLibtorchAutograd(benchmark::State& state) {
  at::manual_seed(0);
  at::Tensor x = at::randn({kStepBatch, kWidth}) * 0.05,
             target = at::randn({kStepBatch, kWidth}) * 0.05;
  std::vector<at::Tensor> params;
  for (int i = 0; i < kStepLayers; ++i) {
    params.push_back((at::randn({kWidth, kWidth}) * 0.05).requires_grad_(true));
    params.push_back((at::randn({kWidth}) * 0.05).requires_grad_(true));
  }
  for (auto _ : state) {
    at::Tensor h = x;
    for (int i = 0; i < kStepLayers; ++i)
      h = at::gelu(at::linear(h, params[2 * i], params[2 * i + 1]), "tanh");
    at::Tensor loss = at::mse_loss(h, target);
    benchmark::DoNotOptimize(torch::autograd::grad({loss}, params));
  }
}
BENCHMARK(BM_TrainStepLibtorchAutograd)->Unit(benchmark::kMicrosecond);

std::map<std::string, double> g_median;

class Collector : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const auto& r : runs) {
      if (r.error_occurred) continue;
      if (r.aggregate_name != "" && r.aggregate_name != "median") continue;
      std::string name = r.benchmark_name();
      g_median[name.substr(0, name.find('_', 3))] = r.GetAdjustedRealTime();
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
  auto& m = fulgur::g_median;
  const auto& fb = fulgur::g_last;
  if (m.count("BM_GradTransform") && m.count("BM_TraceForward"))
    std::printf(
        "\n100-layer MLP: tracing %.1f ms, grad transform (joint + split) %.1f ms (%.2fx the "
        "tracing)\nsaved for the backward: %zu tensors, %.1f MB; save-everything tape: %zu "
        "tensors; what the rules read without recomputation: %zu tensors, %.1f MB\n",
        m["BM_TraceForward"], m["BM_GradTransform"], m["BM_GradTransform"] / m["BM_TraceForward"],
        fb.saved_tensors, fb.saved_bytes / 1e6, fb.forward_tensors,
        fb.saved_tensors_without_recompute, fb.saved_bytes_without_recompute / 1e6);
  // Activations: what is saved beyond the inputs (weights are alive anyway).
  auto activations = [](const fulgur::ForwardBackward& f) {
    std::pair<size_t, double> r{0, 0};
    const auto& saved = f.forward.returned().seq().items.at(1).seq().items.at(0).seq().items;
    auto inputs = f.forward.input_proxies();
    for (const auto& v : saved) {
      const auto& p = v.proxy();
      if (std::find(inputs.begin(), inputs.end(), p) != inputs.end()) continue;
      ++r.first;
      r.second += static_cast<double>(p->tensor().numel()) * 4;
    }
    return r;
  };
  if (m.count("BM_GradTransform")) {
    auto ours = activations(fb), all = activations(fulgur::g_all);
    std::printf(
        "activations saved (beyond inputs): %zu tensors, %.2f MB; without recomputation: "
        "%zu tensors, %.2f MB\n",
        ours.first, ours.second / 1e6, all.first, all.second / 1e6);
  }
  if (m.count("BM_TrainStepFulgur") && m.count("BM_TrainStepLibtorchAutograd"))
    std::printf(
        "8-layer MLP train step (fw + bw, 1 thread): fulgur %.0f us, libtorch autograd "
        "%.0f us (%.2fx)\n",
        m["BM_TrainStepFulgur"], m["BM_TrainStepLibtorchAutograd"],
        m["BM_TrainStepLibtorchAutograd"] / m["BM_TrainStepFulgur"]);
  return 0;
}
