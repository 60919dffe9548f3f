// Training an MLP with fulgur, compiled for the CPU: a jitted loss function
// whose parameters require grad (forward, GELU, MSE loss; fulgur::grad runs
// its compiled backward) and a jitted SGD update. It fits a fixed random
// teacher network and prints the loss of every step.
//
//   train_mlp [--steps N] [--lr X] [--traces]
//
// --traces prints the augmented forward and the backward of the loss. Exits 1
// if the loss did not decrease.
#include <cmath>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <random>
#include <string>

#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/printer.h"

using namespace fulgur;

namespace {

Tensor randn(const Shape& shape, double scale, std::mt19937_64& rng) {
  std::normal_distribution<double> d(0.0, scale);
  Tensor t = Tensor::empty(shape, DType::f32);
  for (int64_t i = 0; i < t.numel(); ++i) t.set(i, d(rng));
  return t;
}

Tensor first_tensor(const std::vector<RuntimeValue>& out) {
  return std::get<Tensor>(out.at(0));
}

}  // namespace

int main(int argc, char** argv) try {
  int steps = 20;
  double lr = 0.1;
  bool traces = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "--steps" && i + 1 < argc) {
      steps = std::stoi(argv[++i]);
    } else if (a == "--lr" && i + 1 < argc) {
      lr = std::stod(argv[++i]);
    } else if (a == "--traces") {
      traces = true;
    } else {
      std::cerr << "usage: train_mlp [--steps N] [--lr X] [--traces]\n";
      return 2;
    }
  }
  const int64_t batch = 64, in = 32, hidden = 64, out = 8;
  std::mt19937_64 rng(0);

  // The model and its loss, traced once and compiled with its backward.
  auto mlp = [](const Traced& x, const Traced& w1, const Traced& b1, const Traced& w2,
                const Traced& b2) {
    return lt::linear(lt::gelu(lt::linear(x, w1, b1), "tanh"), w2, b2);
  };
  JitFunction loss_fn = jit(
      [&](Tracer&, const std::vector<Traced>& a) {
        return std::vector<Traced>{lt::mse_loss(mlp(a[0], a[2], a[3], a[4], a[5]), a[1])};
      },
      {"x", "y", "w1", "b1", "w2", "b2"});
  JitFunction teacher = jit(
      [&](Tracer&, const std::vector<Traced>& a) {
        return std::vector<Traced>{mlp(a[0], a[1], a[2], a[3], a[4])};
      },
      {"x", "w1", "b1", "w2", "b2"});
  JitFunction sgd = jit(
      [lr](Tracer&, const std::vector<Traced>& a) { return std::vector<Traced>{a[0] - a[1] * lr}; },
      {"p", "g"});

  Tensor x = randn({batch, in}, 1.0, rng);
  Tensor y = first_tensor(teacher({x, randn({hidden, in}, 0.3, rng), randn({hidden}, 0.1, rng),
                                   randn({out, hidden}, 0.3, rng), randn({out}, 0.1, rng)}));
  std::vector<Tensor> params = {randn({hidden, in}, 0.1, rng), randn({hidden}, 0.1, rng),
                                randn({out, hidden}, 0.1, rng), randn({out}, 0.1, rng)};
  for (auto& p : params) p.requires_grad = true;

  double first = 0, last = 0;
  for (int step = 0; step < steps; ++step) {
    Tensor loss = first_tensor(loss_fn({x, y, params[0], params[1], params[2], params[3]}));
    std::vector<std::optional<Tensor>> grads = grad({loss});
    last = loss.get(0);
    if (step == 0) first = last;
    std::printf("step %2d  loss %.6f\n", step, last);
    for (size_t i = 0; i < params.size(); ++i) {
      Tensor p = params[i];
      p.requires_grad = false;  // the update itself is not differentiated
      params[i] = first_tensor(sgd({p, *grads[i + 2]}));
      params[i].requires_grad = true;
    }
  }
  if (traces)
    for (const auto& [stage, t] : loss_fn.last_traces())
      if (stage == "Augmented forward" || stage == "Backward")
        std::cout << "\n# ---- " << stage << "\n" << print_trace(t);
  CacheInfo info = loss_fn.cache_info();
  std::printf(
      "loss %.6f -> %.6f over %d steps (%s); loss_fn compiled once (%lld miss, %lld hits)\n", first,
      last, steps, last < first ? "decreased" : "DID NOT DECREASE",
      static_cast<long long>(info.misses), static_cast<long long>(info.hits));
  return last < first ? 0 : 1;
} catch (const Error& e) {
  std::cerr << "train_mlp: error: " << e.what() << "\n";
  return 1;
}
