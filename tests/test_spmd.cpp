// The SPMD train step (docs/spmd.md): autodiff.grad and resolve_grad, and
// fulgur::spmd::compile's TrainStep — a whole step (forward, backward,
// optimizer update written with ltorch ops and in-place writes) as one
// program per rank, checked against libtorch eager training (ATen autograd
// and torch.optim's formulas) on the global batch, on 1, 2 and 4 processes.
#include <gtest/gtest.h>

#include <ATen/ATen.h>
#include <torch/csrc/autograd/autograd.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <unordered_map>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "frontend/spmd.h"
#include "ir/error.h"
#include "ir/ops/placeholder.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/train_step.h"
#include "ir/printer.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"
#include "runtime/npy.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

std::string message_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

int count(const std::string& s, const std::string& needle) {
  int n = 0;
  for (size_t at = s.find(needle); at != std::string::npos; at = s.find(needle, at + 1)) ++n;
  return n;
}

TensorType f32(Shape shape) {
  TensorType t;
  t.shape = std::move(shape);
  return t;
}

// ---- the model and the optimizers --------------------------------------------

// x [B, 12] -> linear(16) -> gelu(tanh) -> linear(4); MSE against y [B, 4].
const std::vector<Shape> kParamShapes = {{16, 12}, {16}, {4, 16}, {4}};
constexpr int64_t kBatch = 8;  // the global batch

Traced mlp_loss(const std::vector<Traced>& p, const Traced& x, const Traced& y) {
  Traced h = lt::gelu(lt::linear(x, p[0], p[1]), "tanh");
  return lt::mse_loss(lt::linear(h, p[2], p[3]), y);
}

at::Tensor mlp_loss_aten(const std::vector<at::Tensor>& p, const at::Tensor& x,
                         const at::Tensor& y) {
  at::Tensor h = at::gelu(at::linear(x, p[0], p[1]), "tanh");
  return at::mse_loss(at::linear(h, p[2], p[3]), y);
}

// A pre-norm attention block: x [B, 4, 8] -> layer_norm -> q, k, v
// (linear) -> softmax(q k^T / sqrt(8)) v -> linear -> + x -> layer_norm ->
// MSE against y [B, 4, 8]. Parameters: ln1 w, b; wq, wk, wv, wo; ln2 w, b.
const std::vector<Shape> kBlockShapes = {{8}, {8}, {8, 8}, {8, 8}, {8, 8}, {8, 8}, {8}, {8}};

Traced block_loss(const std::vector<Traced>& p, const Traced& x, const Traced& y) {
  Traced h = lt::layer_norm(x, {8}, p[0], p[1]);
  Traced q = lt::linear(h, p[2]), k = lt::linear(h, p[3]), v = lt::linear(h, p[4]);
  Traced a = lt::softmax(lt::matmul(q, lt::transpose(k, 1, 2)) / std::sqrt(8.0), -1);
  Traced o = lt::linear(lt::matmul(a, v), p[5]) + x;
  return lt::mse_loss(lt::layer_norm(o, {8}, p[6], p[7]), y);
}

at::Tensor block_loss_aten(const std::vector<at::Tensor>& p, const at::Tensor& x,
                           const at::Tensor& y) {
  at::Tensor h = at::layer_norm(x, {8}, p[0], p[1]);
  at::Tensor q = at::linear(h, p[2]), k = at::linear(h, p[3]), v = at::linear(h, p[4]);
  at::Tensor a = at::softmax(at::matmul(q, k.transpose(1, 2)) / std::sqrt(8.0), -1);
  at::Tensor o = at::linear(at::matmul(a, v), p[5]) + x;
  return at::mse_loss(at::layer_norm(o, {8}, p[6], p[7]), y);
}

struct Model {
  std::vector<Shape> params;
  Shape x, y;  // one global batch
  Traced (*loss)(const std::vector<Traced>&, const Traced&, const Traced&);
  at::Tensor (*loss_aten)(const std::vector<at::Tensor>&, const at::Tensor&, const at::Tensor&);
};
const Model kMlp{kParamShapes, {kBatch, 12}, {kBatch, 4}, mlp_loss, mlp_loss_aten};
const Model kBlock{kBlockShapes, {kBatch, 4, 8}, {kBatch, 4, 8}, block_loss, block_loss_aten};

enum class Opt { Sgd, AdamW };
constexpr double kLr = 0.05, kMomentum = 0.9;
constexpr double kAdamLr = 0.01, kBeta1 = 0.9, kBeta2 = 0.999, kEps = 1e-8, kWd = 0.01;

// Optimizer state, in order: SGD: a momentum buffer per parameter; AdamW:
// step (0-d), exp_avg per parameter, exp_avg_sq per parameter.
std::vector<Shape> state_shapes(Opt opt, const Model& m = kMlp) {
  std::vector<Shape> s;
  if (opt == Opt::AdamW) s.push_back({});
  for (int k = 0; k < (opt == Opt::Sgd ? 1 : 2); ++k)
    s.insert(s.end(), m.params.begin(), m.params.end());
  return s;
}

// torch.optim's _single_tensor_sgd (momentum, no dampening, no weight decay;
// the buffer starts as zeros, so the first step's buf = 0 * m + g = g as
// torch's clone) and _single_tensor_adamw, written with in-place ops.
void update(Opt opt, const std::vector<Traced>& p, const std::vector<Traced>& s,
            const std::vector<Traced>& g) {
  const size_t n = p.size();
  if (opt == Opt::Sgd) {
    for (size_t i = 0; i < n; ++i) {
      s[i].mul_(kMomentum).add_(g[i]);
      p[i].add_(s[i], -kLr);
    }
    return;
  }
  const Traced& step = s[0];
  step.add_(1.0);
  // beta ** step on the step tensor
  Traced bc1 = 1.0 - lt::exp(step * std::log(kBeta1));
  Traced bc2_sqrt = lt::sqrt(1.0 - lt::exp(step * std::log(kBeta2)));
  Traced step_size = kAdamLr / bc1;
  for (size_t i = 0; i < n; ++i) {
    const Traced& m = s[1 + i];
    const Traced& v = s[1 + n + i];
    p[i].mul_(1.0 - kAdamLr * kWd);
    m.add_((g[i] - m) * (1.0 - kBeta1));                // lerp_(g, 1 - beta1)
    v.mul_(kBeta2).add_(g[i] * g[i] * (1.0 - kBeta2));  // addcmul_(g, g, 1 - beta2)
    Traced denom = lt::sqrt(v) / bc2_sqrt + kEps;
    p[i].sub_(m / denom * step_size);  // addcdiv_(m, denom, -step_size)
  }
}

spmd::StepBuilder mlp_step(Opt opt, const Model& m = kMlp) {
  return [opt, &m](Tracer&, const std::vector<Traced>& p, const std::vector<Traced>& s,
                   const std::vector<Traced>& b) {
    Traced loss = m.loss(p, b[0], b[1]);
    std::vector<Traced> g = spmd::grad(loss, p);
    update(opt, p, s, g);
    return std::vector<Traced>{loss};
  };
}

// The same in ATen, eager: autograd, then the update.
struct EagerTraining {
  Opt opt;
  std::vector<at::Tensor> p, s;
  const Model* m = &kMlp;
  int64_t steps = 0;
  double lr_scale_from_step_2 = 1;  // the gm_transformation test's change
  at::Tensor step(const at::Tensor& x, const at::Tensor& y) {
    std::vector<at::Tensor> leaves;
    for (auto& t : p) leaves.push_back(t.detach().requires_grad_(true));
    at::Tensor loss = m->loss_aten(leaves, x, y);
    std::vector<at::Tensor> g = torch::autograd::grad({loss}, leaves);
    at::NoGradGuard no_grad;
    ++steps;
    const size_t n = p.size();
    for (size_t i = 0; i < n; ++i) {
      if (opt == Opt::Sgd) {
        if (steps == 1)
          s[i] = g[i].clone();
        else
          s[i].mul_(kMomentum).add_(g[i]);
        p[i].add_(s[i], -kLr * (steps >= 2 ? lr_scale_from_step_2 : 1.0));
        continue;
      }
      at::Tensor& m = s[1 + i];
      at::Tensor& v = s[1 + n + i];
      p[i].mul_(1 - kAdamLr * kWd);
      m.lerp_(g[i], 1 - kBeta1);
      v.mul_(kBeta2).addcmul_(g[i], g[i], 1 - kBeta2);
      double bc1 = 1 - std::pow(kBeta1, static_cast<double>(steps));
      double bc2 = 1 - std::pow(kBeta2, static_cast<double>(steps));
      at::Tensor denom = (v.sqrt() / std::sqrt(bc2)).add_(kEps);
      p[i].addcdiv_(m, denom, -kAdamLr / bc1);
    }
    if (opt == Opt::AdamW) s[0].add_(1);
    return loss.detach();
  }
};

std::vector<at::Tensor> initial_params(const Model& m = kMlp) {
  std::vector<at::Tensor> p;
  for (size_t i = 0; i < m.params.size(); ++i) {
    int64_t n = 1;
    for (int64_t e : m.params[i]) n *= e;
    p.push_back((at::sin(at::arange(n, at::kFloat) * 0.37 + static_cast<double>(i)) * 0.3)
                    .reshape(m.params[i]));
  }
  return p;
}

std::vector<at::Tensor> initial_state(Opt opt, const Model& m = kMlp) {
  std::vector<at::Tensor> s;
  for (const Shape& sh : state_shapes(opt, m)) s.push_back(at::zeros(sh, at::kFloat));
  return s;
}

// The global batch of step t.
std::pair<at::Tensor, at::Tensor> batch_of(int t, const Model& m = kMlp) {
  auto numel = [](const Shape& s) {
    int64_t n = 1;
    for (int64_t e : s) n *= e;
    return n;
  };
  at::Tensor x = at::cos(at::arange(numel(m.x), at::kFloat) * 0.11 + 0.7 * t).reshape(m.x);
  at::Tensor y = at::sin(at::arange(numel(m.y), at::kFloat) * 0.23 - 0.3 * t).reshape(m.y);
  return {x, y};
}

std::vector<TensorType> types_of(const std::vector<Shape>& shapes) {
  std::vector<TensorType> t;
  for (const Shape& s : shapes) t.push_back(f32(s));
  return t;
}

std::vector<Tensor> host(const std::vector<at::Tensor>& ts) {
  std::vector<Tensor> r;
  for (const auto& t : ts) r.push_back(from_aten(t.clone().contiguous()));
  return r;
}

// Rows [begin, end) of this rank's torch.chunk of dim 0.
at::Tensor chunk_of(const at::Tensor& t, int64_t world, int64_t rank) {
  return t.chunk(world, 0).at(static_cast<size_t>(rank)).contiguous();
}

// ---- autodiff.grad and resolve_grad -----------------------------------------

// A step that returns the loss and its gradients (no update): what
// resolve_grad computes, run as it is.
Trace grads_step() {
  Tracer tr("step");
  std::vector<Traced> p;
  for (size_t i = 0; i < kParamShapes.size(); ++i)
    p.push_back(tr.input("w" + std::to_string(i), f32(kParamShapes[i])));
  Traced x = tr.input("x", f32({kBatch, 12}));
  Traced y = tr.input("y", f32({kBatch, 4}));
  Traced loss = mlp_loss(p, x, y);
  std::vector<Traced> g = spmd::grad(loss, p);
  std::vector<Traced> out = {loss};
  out.insert(out.end(), g.begin(), g.end());
  tr.ret(out);
  return tr.finish();
}

TEST(SpmdGrad, AutodiffGradPrintsAndParsesBack) {
  Trace t = grads_step();
  std::string text = print_trace(t);
  EXPECT_NE(text.find("= autodiff.grad(t"), std::string::npos) << text;
  EXPECT_NE(text.find(", [w0, w1, w2, w3])"), std::string::npos) << text;
  EXPECT_EQ(print_trace(parse_trace(text)), text);
}

TEST(SpmdGrad, ResolveGradGivesLibtorchsGradientsAndComputesTheForwardOnce) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  Trace step = grads_step();
  const std::string before = print_trace(step);
  Trace r = resolve_grad(step);
  EXPECT_EQ(print_trace(step), before) << "resolve_grad changed its input";
  std::string text = print_trace(r);
  EXPECT_EQ(text.find("= autodiff.grad("), std::string::npos) << text;
  // The forward once: its two linears (the backward's products are matmuls)
  // and one loss.
  std::string top = print_trace(r, {.depth = 0});
  EXPECT_EQ(count(top, " = prims.linear("), 2) << top;
  EXPECT_EQ(count(top, " = ltorch.mse_loss("), 1) << top;
  for (const ProxyPtr& in : r.input_proxies()) EXPECT_FALSE(in->tensor().requires_grad);
  // It prints and parses back.
  EXPECT_EQ(print_trace(parse_trace(text)), text);

  std::vector<at::Tensor> p = initial_params();
  auto [x, y] = batch_of(0);
  std::vector<RuntimeValue> in;
  for (const auto& t : p) in.emplace_back(from_aten(t.clone()));
  in.emplace_back(from_aten(x.clone()));
  in.emplace_back(from_aten(y.clone()));
  JitFunction f = jit(r);
  std::vector<RuntimeValue> out = f(in);
  ASSERT_EQ(out.size(), 5u);
  std::vector<at::Tensor> leaves;
  for (auto& t : p) leaves.push_back(t.clone().requires_grad_(true));
  at::Tensor loss = mlp_loss_aten(leaves, x, y);
  std::vector<at::Tensor> g = torch::autograd::grad({loss}, leaves);
  EXPECT_TRUE(at::allclose(to_aten(std::get<HostTensor>(out[0])), loss.detach(), 1e-5, 1e-6));
  for (size_t i = 0; i < g.size(); ++i) {
    at::Tensor got = to_aten(std::get<HostTensor>(out[1 + i]));
    EXPECT_TRUE(at::allclose(got, g[i], 1e-4, 1e-6)) << "gradient of w" << i << ": got\n"
                                                     << got << "\nwant\n"
                                                     << g[i];
  }
}

TEST(SpmdGrad, AGradientTheLossDoesNotReachIsZeros) {
  Tracer tr("step");
  Traced w = tr.input("w", f32({3}));
  Traced u = tr.input("u", f32({2, 2}));
  Traced loss = lt::sum(w * w);
  std::vector<Traced> g = spmd::grad(loss, {w, u});
  tr.ret({g[0], g[1]});
  std::vector<std::vector<size_t>> zeros;
  Trace r = resolve_grad(tr.finish(), &zeros);
  std::string text = print_trace(r);
  EXPECT_NE(text.find("The loss does not depend on u: its gradient is zeros"), std::string::npos)
      << text;
  // Reported per call: wrt[1] (u) of the one call.
  EXPECT_EQ(zeros, (std::vector<std::vector<size_t>>{{1}}));
  JitFunction f = jit(r);
  HostTensor wv = HostTensor::empty({3}, DType::f32), uv = HostTensor::empty({2, 2}, DType::f32);
  for (int i = 0; i < 3; ++i) wv.set(i, i + 1.0);
  for (int i = 0; i < 4; ++i) uv.set(i, 5.0);
  std::vector<RuntimeValue> out = f({wv, uv});
  for (int i = 0; i < 3; ++i) EXPECT_EQ(std::get<HostTensor>(out[0]).get(i), 2.0 * (i + 1));
  for (int i = 0; i < 4; ++i) EXPECT_EQ(std::get<HostTensor>(out[1]).get(i), 0.0);
}

// Gradient accumulation: a backward per micro-batch, the gradients added.
// Each autodiff.grad call is resolved; the two losses share the split of the
// batch and the input w, and a third call differentiates the first loss again.
TEST(SpmdGrad, SeveralGradCallsAreEachResolved) {
  Tracer tr("step");
  Traced w = tr.input("w", f32({3}));
  Traced x = tr.input("x", f32({2, 3}));
  std::vector<Traced> rows = lt::split(x, 1, 0);
  Traced l0 = lt::sum(rows[0] * w * w);
  std::vector<Traced> g0 = spmd::grad(l0, {w});
  Traced l1 = lt::sum(rows[1] * w * w * w);
  std::vector<Traced> g1 = spmd::grad(l1, {w});
  std::vector<Traced> g2 = spmd::grad(l0, {w});
  tr.ret({g0[0] + g1[0], g2[0]});
  Trace r = resolve_grad(tr.finish());
  std::string text = print_trace(r);
  for (const BoundSymbol& b : r.bsyms) EXPECT_NE(b.sym->qualified(), "autodiff.grad") << text;
  EXPECT_NE(text.find("3 autodiff.grad calls, each replaced"), std::string::npos) << text;
  JitFunction f = jit(r);
  at::Tensor wa = at::tensor({1.0f, -2.0f, 0.5f}),
             xa = at::tensor({1.0f, 2.0f, 3.0f, -1.0f, 4.0f, 2.0f}).view({2, 3});
  std::vector<RuntimeValue> out = f({from_aten(wa.clone()), from_aten(xa.clone())});
  // d/dw sum(x0 w^2) = 2 x0 w; d/dw sum(x1 w^3) = 3 x1 w^2.
  at::Tensor want0 = 2 * xa[0] * wa + 3 * xa[1] * wa * wa, want1 = 2 * xa[0] * wa;
  EXPECT_TRUE(at::allclose(to_aten(std::get<HostTensor>(out[0])), want0))
      << to_aten(std::get<HostTensor>(out[0]));
  EXPECT_TRUE(at::allclose(to_aten(std::get<HostTensor>(out[1])), want1))
      << to_aten(std::get<HostTensor>(out[1]));
}

TEST(SpmdGrad, BadStepsAreClearErrors) {
  // No autodiff.grad.
  {
    Tracer tr("step");
    Traced w = tr.input("w", f32({3}));
    tr.ret({lt::sum(w)});
    EXPECT_NE(
        message_of([&] { resolve_grad(tr.finish()); }).find("step() has no autodiff.grad call"),
        std::string::npos);
  }
  // wrt not an input: computed, or written in place before the call.
  {
    Tracer tr("step");
    Traced w = tr.input("w", f32({3}));
    Traced h = w * 2.0;
    Traced loss = lt::sum(h * h);
    std::string m = message_of([&] { spmd::grad(loss, {h}); });
    EXPECT_NE(m.find("wrt[0] (t0) is not an input of the trace"), std::string::npos) << m;
    w.add_(1.0);
    m = message_of([&] { spmd::grad(loss, {w}); });
    EXPECT_NE(m.find("is not an input of the trace"), std::string::npos) << m;
  }
  // The loss: more than one element; not floating point.
  {
    Tracer tr("step");
    Traced w = tr.input("w", f32({3}));
    std::string m = message_of([&] { spmd::grad(w * w, {w}); });
    EXPECT_NE(
        m.find("the loss must be a single-element floating-point tensor, got a tensor f32[3]"),
        std::string::npos)
        << m;
    Traced i = tr.input("i", [] {
      TensorType t;
      t.dtype = DType::i64;
      return t;
    }());
    m = message_of([&] { spmd::grad(i, {w}); });
    EXPECT_NE(m.find("the loss must be a single-element floating-point tensor"), std::string::npos)
        << m;
  }
  // The loss depends on no wrt.
  {
    Tracer tr("step");
    Traced w = tr.input("w", f32({3}));
    Traced x = tr.input("x", f32({3}));
    std::vector<Traced> g = spmd::grad(lt::sum(x), {w});
    tr.ret({g[0]});
    std::string m = message_of([&] { resolve_grad(tr.finish()); });
    EXPECT_NE(m.find("the loss (t0) depends on none of the wrt inputs (w)"), std::string::npos)
        << m;
  }
  // In trace text: the meta's checks run when parsing.
  std::string m = message_of([] {
    parse_trace(
        "def step(w, x):\n"
        "  # w: \"cpu f32[3]\"\n"
        "  # x: \"cpu f32[3]\"\n"
        "  t0 = ltorch.mul(w, x)  # t0: \"cpu f32[3]\"\n"
        "  t1 = ltorch.sum(t0)  # t1: \"cpu f32[]\"\n"
        "  (g,) = autodiff.grad(t1, [t0])  # g: \"cpu f32[3]\"\n"
        "  return (g,)\n");
  });
  EXPECT_NE(m.find("wrt[0] (t0) is not an input of the trace"), std::string::npos) << m;
  // A write before the call: the joint goes where the call is, so the
  // forward's read of b would move past the write into it.
  m = message_of([] {
    resolve_grad(
        parse_trace("def step(w, b, v):\n"
                    "  # w: \"cpu f32[3]\"\n"
                    "  # b: \"cpu f32[3]\"\n"
                    "  # v: \"cpu f32[3]\"\n"
                    "  c = prims.copy_(v, b)  # c: \"cpu f32[3]\"\n"
                    "  t0 = ltorch.mul(w, b)  # t0: \"cpu f32[3]\"\n"
                    "  t1 = ltorch.sum(t0)  # t1: \"cpu f32[]\"\n"
                    "  (g,) = autodiff.grad(t1, [w])  # g: \"cpu f32[3]\"\n"
                    "  return (g,)\n"));
  });
  EXPECT_NE(m.find("step() writes into 'b' before its autodiff.grad call"), std::string::npos) << m;
  // An unresolved autodiff.grad reaching the compiler.
  m = message_of([] { codegen::compile(grads_step(), {}); });
  EXPECT_NE(m.find("step() computes gradients with (t"), std::string::npos) << m;
  EXPECT_NE(m.find("which only a train step resolves: compile it with fulgur::spmd::compile"),
            std::string::npos)
      << m;
}

// ---- the train step on one process ------------------------------------------

struct StepRun {
  std::vector<double> losses;
  std::vector<at::Tensor> params;
};

StepRun eager_run(Opt opt, int steps, double lr_scale_from_step_2 = 1, const Model& m = kMlp) {
  EagerTraining e{opt, initial_params(m), initial_state(opt, m)};
  e.m = &m;
  e.lr_scale_from_step_2 = lr_scale_from_step_2;
  StepRun r;
  for (int t = 0; t < steps; ++t) {
    auto [x, y] = batch_of(t, m);
    r.losses.push_back(e.step(x, y).item<double>());
  }
  r.params = e.p;
  return r;
}

void expect_close_runs(const StepRun& got, const StepRun& want, const std::string& what) {
  ASSERT_EQ(got.losses.size(), want.losses.size()) << what;
  for (size_t t = 0; t < want.losses.size(); ++t)
    EXPECT_NEAR(got.losses[t], want.losses[t], 1e-5 * (1 + std::fabs(want.losses[t])))
        << what << ": loss of step " << t;
  ASSERT_EQ(got.params.size(), want.params.size()) << what;
  for (size_t i = 0; i < want.params.size(); ++i)
    EXPECT_TRUE(at::allclose(got.params[i], want.params[i], 1e-4, 1e-5))
        << what << ": parameter " << i << " after " << want.losses.size() << " steps: got\n"
        << got.params[i] << "\nwant\n"
        << want.params[i] << "\nmax diff " << (got.params[i] - want.params[i]).abs().max();
}

// Runs `steps` steps of `step` on this rank's parts of the global batches;
// returns the losses and the parameters gathered whole (Shard(0): by the
// parent, from every rank's file — here for one process they are whole).
StepRun fulgur_run(spmd::TrainStep& step, Opt opt, int steps, int64_t world, int64_t rank,
                   std::vector<Tensor>* local_params = nullptr, const Model& m = kMlp) {
  std::vector<at::Tensor> whole = initial_params(m);
  std::vector<at::Tensor> st = initial_state(opt, m);
  whole.insert(whole.end(), st.begin(), st.end());
  std::vector<Tensor> local = step.distribute(host(whole));
  std::vector<Tensor> p(local.begin(),
                        local.begin() + static_cast<std::ptrdiff_t>(m.params.size()));
  std::vector<Tensor> s(local.begin() + static_cast<std::ptrdiff_t>(m.params.size()), local.end());
  StepRun r;
  for (int t = 0; t < steps; ++t) {
    auto [x, y] = batch_of(t, m);
    std::vector<Tensor> out =
        step(p, s, {from_aten(chunk_of(x, world, rank)), from_aten(chunk_of(y, world, rank))});
    r.losses.push_back(out.at(0).get(0));
  }
  for (const Tensor& t : p) r.params.push_back(to_aten(t).clone());
  if (local_params) *local_params = p;
  return r;
}

TEST(SpmdStep, OneProcessTrainsAsLibtorchEager) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  for (Opt opt : {Opt::Sgd, Opt::AdamW}) {
    const std::string what = opt == Opt::Sgd ? "SGD-momentum" : "AdamW";
    spmd::StepOptions o;
    o.rank = 0;
    o.world_size = 1;
    spmd::TrainStep step =
        spmd::compile(mlp_step(opt), types_of(kParamShapes), types_of(state_shapes(opt)),
                      {f32({kBatch, 12}), f32({kBatch, 4})}, o);
    StepRun got = fulgur_run(step, opt, 20, 1, 0);
    expect_close_runs(got, eager_run(opt, 20), what);
    spmd::TrainStep block =
        spmd::compile(mlp_step(opt, kBlock), types_of(kBlock.params),
                      types_of(state_shapes(opt, kBlock)), {f32(kBlock.x), f32(kBlock.y)}, o);
    expect_close_runs(fulgur_run(block, opt, 20, 1, 0, nullptr, kBlock),
                      eager_run(opt, 20, 1, kBlock), "attention block, " + what);
    EXPECT_EQ(step.host_program_calls(), 20) << what;
    std::vector<std::string> names;
    for (const auto& [n, t] : step.last_traces()) names.push_back(n);
    ASSERT_GE(names.size(), 6u);
    EXPECT_EQ(names[0], "Captured train step");
    EXPECT_EQ(names[1], "After autodiff");
    EXPECT_EQ(names[2], "After DTensor typing");
    EXPECT_EQ(names[3], "After expansion");
    EXPECT_EQ(names[4], "After bucketing");
    EXPECT_EQ(names[5], "Computation");  // the pipeline's, ending with the execution trace
    EXPECT_EQ(std::count(names.begin(), names.end(), "After overrides"), 0);
    EXPECT_EQ(std::count(names.begin(), names.end(), "After gm_transformation"), 0);
  }
}

// Every float literal equal to `from` (in subsymbols too) becomes `to`.
void replace_literal(BoundSymbol& b, double from, double to) {
  auto fix = [&](Value& v) {
    if (v.is_float() && v.as_float() == from) v = Value(to);
  };
  for (Value& a : b.args) fix(a);
  for (auto& kv : b.kwargs) fix(kv.second);
  for (BoundSymbol& sub : b.subsymbols) replace_literal(sub, from, to);
}

// gm_transformation gets the trace that ran the first step and returns one
// with twice the learning rate: the second call on runs it (the parameters
// follow eager training whose lr doubles from the second step), and both
// traces are kept.
TEST(SpmdStep, GmTransformationRunsFromTheSecondCall) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  spmd::StepOptions o;
  o.rank = 0;
  o.world_size = 1;
  int calls = 0;
  // alpha = -lr as the tracer records it (rounded to f32, then widened).
  const double alpha = static_cast<double>(static_cast<float>(-kLr));
  const double doubled = static_cast<double>(static_cast<float>(-2 * kLr));
  o.gm_transformation = [&](const Trace& t) {
    ++calls;
    Trace r = t;
    int replaced = 0;
    for (BoundSymbol& b : r.bsyms) {
      std::string before = print_statement(b);
      replace_literal(b, alpha, doubled);
      replaced += print_statement(b) != before;
    }
    EXPECT_EQ(replaced, 4) << print_trace(t);  // one update per parameter
    return r;
  };
  spmd::TrainStep step =
      spmd::compile(mlp_step(Opt::Sgd), types_of(kParamShapes), types_of(state_shapes(Opt::Sgd)),
                    {f32({kBatch, 12}), f32({kBatch, 4})}, o);
  StepRun got = fulgur_run(step, Opt::Sgd, 6, 1, 0);
  EXPECT_EQ(calls, 1);
  expect_close_runs(got, eager_run(Opt::Sgd, 6, 2.0), "lr doubled from the second step");
  // Not what the unchanged program computes.
  StepRun plain = eager_run(Opt::Sgd, 6);
  EXPECT_FALSE(at::allclose(got.params[0], plain.params[0], 1e-4, 1e-5));
  std::vector<std::string> names;
  std::string before, after;
  for (const auto& [n, t] : step.last_traces()) {
    names.push_back(n);
    if (n == "After gm_transformation") after = print_trace(t);
    if (after.empty()) before = print_trace(t);  // the stage before it
  }
  ASSERT_FALSE(after.empty());
  EXPECT_NE(before.find(python_float_repr(alpha)), std::string::npos) << before;
  EXPECT_NE(after.find(python_float_repr(doubled)), std::string::npos) << after;
  EXPECT_EQ(step.host_program_calls(), 6);
}

// A gm_transformation that raises after the first call is tried again
// before the next: its error comes back on every call instead of the
// untransformed program running on; once it succeeds, its result runs.
TEST(SpmdStep, AFailingGmTransformationIsRetriedNotSkipped) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  spmd::StepOptions o;
  o.rank = 0;
  o.world_size = 1;
  int calls = 0;
  o.gm_transformation = [&](const Trace& t) {
    if (++calls < 3) FULGUR_FAIL("transformation attempt ", calls, " failed");
    return t;
  };
  spmd::TrainStep step =
      spmd::compile(mlp_step(Opt::Sgd), types_of(kParamShapes), types_of(state_shapes(Opt::Sgd)),
                    {f32({kBatch, 12}), f32({kBatch, 4})}, o);
  EXPECT_NE(message_of([&] {
              fulgur_run(step, Opt::Sgd, 1, 1, 0);
            }).find("transformation attempt 1 failed"),
            std::string::npos);
  EXPECT_EQ(step.host_program_calls(), 1);  // the first call ran, then the transformation
  EXPECT_NE(message_of([&] {
              fulgur_run(step, Opt::Sgd, 1, 1, 0);
            }).find("transformation attempt 2 failed"),
            std::string::npos);
  EXPECT_EQ(step.host_program_calls(), 1);  // not run untransformed
  StepRun got = fulgur_run(step, Opt::Sgd, 2, 1, 0);
  EXPECT_EQ(calls, 3);
  EXPECT_EQ(step.host_program_calls(), 3);
  bool transformed = false;
  for (const auto& [n, t] : step.last_traces()) transformed |= n == "After gm_transformation";
  EXPECT_TRUE(transformed);
}

TEST(SpmdStep, BadInputIsAClearError) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  auto make = [](spmd::StepOptions o,
                 std::vector<TensorType> batch = {f32({kBatch, 12}), f32({kBatch, 4})}) {
    if (o.world_size < 0) {
      o.rank = 0;
      o.world_size = 1;
    }
    return spmd::compile(mlp_step(Opt::Sgd), types_of(kParamShapes),
                         types_of(state_shapes(Opt::Sgd)), std::move(batch), o);
  };
  // Schemas that do not fit.
  spmd::StepOptions o;
  o.param_schema = Placement::shard(1);
  std::string m = message_of([&] { make(o); });
  EXPECT_NE(m.find("the parameter schema must be Replicate() or Shard(dim=0), got Shard(dim=1)"),
            std::string::npos)
      << m;
  // Per-parameter schemas take any dim (a tensor-parallel weight's
  // Shard(1)), one per parameter; state schemas only with them.
  {
    spmd::StepOptions per;
    using Ps = std::vector<Placement>;
    per.param_schemas = {Ps{Placement::shard(1)}, Ps{Placement::replicate()}};
    m = message_of([&] { make(per); });
    EXPECT_NE(m.find("param_schemas has 2 placement(s); expected one per parameter (4), or none"),
              std::string::npos)
        << m;
    per.param_schemas = {Ps{Placement::shard(1)}, Ps{Placement::shard(0)}, Ps{Placement::shard(1)},
                         Ps{Placement::replicate()}};
    m = message_of([&] { make(per); });
    EXPECT_NE(m.find("with param_schemas, state_schemas gives the optimizer state's (4 tensor(s))"),
              std::string::npos)
        << m;
    per.state_schemas = per.param_schemas;  // SGD's momentum buffers
    EXPECT_NO_THROW(make(per));
    per.param_schemas[0] = Ps{Placement::shard(2)};
    m = message_of([&] { make(per); });
    EXPECT_NE(m.find("parameter 0 (p0) (f32[16, 12]) cannot take Shard(dim=2): it has 2 dim(s)"),
              std::string::npos)
        << m;
    per.param_schemas.clear();
    per.state_schemas = {Ps{Placement::replicate()}};
    m = message_of([&] { make(per); });
    EXPECT_NE(m.find("state_schemas has 1 placement(s); expected one per optimizer state tensor"),
              std::string::npos)
        << m;
  }
  o.param_schema = Placement::shard(0);
  o.rank = 1;
  o.world_size = 32;  // w1 has 16 rows
  m = message_of([&] { make(o); });
  EXPECT_NE(m.find("parameter 0 (p0) (f32[16, 12]) cannot take Shard(dim=0) over 32 ranks: dim 0 "
                   "has 16 element(s), fewer than the ranks"),
            std::string::npos)
      << m;
  spmd::StepOptions b;
  b.input_schemas = {Placement::shard(2), Placement::shard(0)};
  m = message_of([&] { make(b); });
  EXPECT_NE(m.find("batch input 0 (b0) (f32[8, 12]) cannot take Shard(dim=2): it has 2 dim(s)"),
            std::string::npos)
      << m;
  b.input_schemas = {Placement::shard(0)};
  m = message_of([&] { make(b); });
  EXPECT_NE(m.find("input_schemas has 1 placement(s); expected one per batch input (2)"),
            std::string::npos)
      << m;

  spmd::TrainStep step = make({});
  std::vector<at::Tensor> whole = initial_params();
  std::vector<at::Tensor> st = initial_state(Opt::Sgd);
  std::vector<Tensor> p = host(whole), s = host(st);
  auto [x, y] = batch_of(0);
  std::vector<Tensor> batch = {from_aten(x.clone()), from_aten(y.clone())};
  m = message_of([&] { step({p[0], p[1], p[2]}, s, batch); });
  EXPECT_NE(m.find("the train step takes 4 parameter(s), got 3"), std::string::npos) << m;
  m = message_of([&] { step(p, s, {batch[0]}); });
  EXPECT_NE(m.find("the train step takes 2 batch input(s), got 1"), std::string::npos) << m;
  std::vector<Tensor> bad = p;
  bad[2] = from_aten(whole[2].t().contiguous());
  m = message_of([&] { step(bad, s, batch); });
  EXPECT_NE(m.find("parameter 2 (p2): expected this rank's (0 of 1) local tensor of shape [4, 16] "
                   "(global [4, 16], Replicate()), got shape [16, 4]"),
            std::string::npos)
      << m;
  bad = s;
  bad[1] = from_aten(st[1].to(at::kDouble));
  m = message_of([&] { step(p, bad, batch); });
  EXPECT_NE(m.find("optimizer state 1 (s1): expected dtype f32, got f64"), std::string::npos) << m;
  m = message_of([&] { step.distribute({p[0]}); });
  EXPECT_NE(m.find("distribute takes the 4 parameter(s) and 4 optimizer state tensor(s), whole, "
                   "in order; got 1 tensor(s)"),
            std::string::npos)
      << m;
  EXPECT_EQ(step.host_program_calls(), 0);

  const Trace captured = step.last_traces().front().second;
  // A changed batch spec compiles a new entry (a batch of 4): the same
  // numbers as eager training on it.
  std::vector<Tensor> small = {from_aten(x.slice(0, 0, 4).contiguous()),
                               from_aten(y.slice(0, 0, 4).contiguous())};
  std::vector<Tensor> out = step(p, s, small);
  EXPECT_EQ(step.cache_info().entries, 2);
  EagerTraining e{Opt::Sgd, initial_params(), initial_state(Opt::Sgd)};
  at::Tensor want = e.step(x.slice(0, 0, 4), y.slice(0, 0, 4));
  EXPECT_NEAR(out.at(0).get(0), want.item<double>(), 1e-6);
  for (size_t i = 0; i < p.size(); ++i)
    EXPECT_TRUE(at::allclose(to_aten(p[i]), e.p[i], 1e-5, 1e-6)) << "parameter " << i;
  // The fixed-trace form refuses it, naming the input.
  spmd::StepOptions one;
  one.rank = 0;
  one.world_size = 1;
  spmd::TrainStep fixed = spmd::compile(captured, 4, 4, one);
  m = message_of([&] { fixed(p, s, small); });
  EXPECT_NE(m.find("batch input 0 (b0): expected this rank's (0 of 1) local tensor of shape [8, "
                   "12] (global [8, 12], Shard(dim=0)), got shape [4, 12]"),
            std::string::npos)
      << m;
}

// `fulgur run FILE --train-steps N`: the example train step on 1 and 2
// processes, both parameter schemas, checked against the single-process
// program (losses each step, parameters and momentum at the end).
TEST(SpmdCli, RunsATrainStepTraceAndChecksIt) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  const std::string cmd = testing::kCli + " run " + FULGUR_SOURCE_DIR +
                          "/examples/spmd/mlp_sgd.trace --train-steps 5 --params 4 --state 4 "
                          "--check";
  auto [rc, out] = testing::run_command(cmd);
  EXPECT_EQ(rc, 0) << out;
  EXPECT_EQ(count(out, "step "), 5) << out;
  EXPECT_EQ(count(out, "check passed"), 1) << out;
  for (const char* schema : {"replicate", "shard0"}) {
    fs::path dir = testing::fresh_test_dir("fulgur-spmd", std::string("cli-") + schema);
    auto [rc2, log] = testing::run_ranks(2, cmd + " --param-schema " + schema,
                                         "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1", dir);
    EXPECT_EQ(rc2, 0) << log;
    EXPECT_EQ(count(log, "check passed"), 2) << log;
  }
  std::tie(rc, out) = testing::run_command(cmd + " --param-schema shard1");
  EXPECT_NE(out.find("--param-schema: expected replicate or shard0, got 'shard1'"),
            std::string::npos)
      << out;
  std::tie(rc, out) = testing::run_command(testing::kCli + " run " + FULGUR_SOURCE_DIR +
                                           "/examples/spmd/mlp_sgd.trace --train-steps 5");
  EXPECT_NE(out.find("run --train-steps needs --params K"), std::string::npos) << out;
}

// ---- module overrides -------------------------------------------------------

// The first layer as a placeholder, spmd.ffn(x, w) = linear(x, w) with no
// bias, declared with a meta function; the override's transform rewrites it
// and its backward into real ops after expansion (on this rank's local
// operands: a Shard(0) x and a Replicate() w give a Shard(0) output; the
// backward's w gradient is this rank's Partial(sum) contribution).
const Symbol& ffn_placeholder() {
  return declare_placeholder("ffn", {"x", "w"}, [](const std::vector<TensorType>& in) {
    TensorType out = in.at(0);
    out.shape.back() = in.at(1).shape.at(0);
    out.requires_grad = false;
    out.strides.reset();
    return std::vector<TensorType>{out};
  });
}

// The MLP with its first linear through the placeholder (the bias added
// after it).
spmd::StepBuilder mlp_step_with_placeholder(Opt opt) {
  return [opt](Tracer& tr, const std::vector<Traced>& p, const std::vector<Traced>& s,
               const std::vector<Traced>& b) {
    ffn_placeholder();
    Traced first = tr.call_tensor("spmd.ffn", {b[0], p[0]}, {}, Loc::current());
    Traced h = lt::gelu(first + p[1], "tanh");
    Traced loss = lt::mse_loss(lt::linear(h, p[2], p[3]), b[1]);
    std::vector<Traced> g = spmd::grad(loss, p);
    update(opt, p, s, g);
    return std::vector<Traced>{loss};
  };
}

// spmd.ffn(x, w) -> ltorch.linear(x, w); spmd.ffn_backward(g, x, w) ->
// (g @ w, g^T @ x), each statement's outputs renamed to the placeholder's.
Trace replace_ffn(const Trace& t, const spmd::SchemaMap& schemas, int* replaced) {
  EXPECT_EQ(schemas.at("p0").at(0), schemas.at("p1").at(0));  // the parameter schema
  TraceBuilder tb(t.empty_like());
  std::unordered_map<const Proxy*, ProxyPtr> renamed;
  // The renamed proxies substituted everywhere (subsymbols too: they read
  // the same values).
  std::function<Value(const Value&)> sub = [&](const Value& v) -> Value {
    if (v.is_proxy()) {
      auto it = renamed.find(v.proxy().get());
      return it == renamed.end() ? v : Value(it->second);
    }
    if (!v.is_seq()) return v;
    Seq q = v.seq();
    for (Value& item : q.items) item = sub(item);
    return Value(std::move(q));
  };
  std::function<void(BoundSymbol&)> sub_all = [&](BoundSymbol& b) {
    for (Value& a : b.args) a = sub(a);
    for (auto& kv : b.kwargs) kv.second = sub(kv.second);
    for (BoundSymbol& s : b.subsymbols) sub_all(s);
  };
  // The placeholder's outputs (a proxy, or a tuple with None where there is
  // no gradient) named by the new values, position by position.
  auto rename = [&](const Value& from, const Value& to) {
    if (from.is_proxy()) {
      renamed[from.proxy().get()] = to.proxy();
      return;
    }
    ASSERT_TRUE(from.is_seq() && from.seq().items.size() == to.seq().items.size());
    for (size_t i = 0; i < from.seq().items.size(); ++i)
      if (from.seq().items[i].is_proxy())
        renamed[from.seq().items[i].proxy().get()] = to.seq().items[i].proxy();
  };
  for (const BoundSymbol& b0 : t.bsyms) {
    BoundSymbol b = b0;
    sub_all(b);
    const std::string q = b.sym->qualified();
    if (q == "spmd.ffn") {
      rename(b.output, tb.call("ltorch.linear", {b.args[0], b.args[1]}));
      ++*replaced;
    } else if (q == "spmd.ffn_backward") {
      const Value &g = b.args[0], &x = b.args[1], &w = b.args[2];
      Value gx = tb.call("ltorch.matmul", {g, w});
      Value gt = tb.call("ltorch.transpose", {g, 0, 1});
      Value gw = tb.call("ltorch.matmul", {gt, x});
      rename(b.output, Value::tuple({gx, gw}));
      ++*replaced;
    } else {
      tb.append(std::move(b));
    }
  }
  return tb.finish();
}

void check_override(int64_t world, int64_t rank, bool sharded) {
  const std::string what = std::string(sharded ? "Shard(0)" : "Replicate()") +
                           " params with the override, rank " + std::to_string(rank) + " of " +
                           std::to_string(world);
  int replaced = 0;
  spmd::StepOptions o;
  if (world == 1) {
    o.rank = 0;
    o.world_size = 1;
  }
  o.param_schema = sharded ? Placement::shard(0) : Placement::replicate();
  o.overrides.push_back({"ffn", [&](const Trace& t, const spmd::SchemaMap& m) {
                           return replace_ffn(t, m, &replaced);
                         }});
  // A step whose placeholder has no bias: the eager model's b1 is added
  // after the product, as in the plain MLP.
  spmd::TrainStep step =
      spmd::compile(mlp_step_with_placeholder(Opt::Sgd), types_of(kParamShapes),
                    types_of(state_shapes(Opt::Sgd)), {f32({kBatch, 12}), f32({kBatch, 4})}, o);
  EXPECT_EQ(replaced, 2) << what << ": the forward and the backward placeholder";
  std::vector<Tensor> local;
  StepRun got = fulgur_run(step, Opt::Sgd, 20, world, rank, &local);
  StepRun want = eager_run(Opt::Sgd, 20);
  if (sharded)
    for (auto& p : want.params) p = chunk_of(p, world, rank);
  expect_close_runs(got, want, what);
  std::string autodiff, overridden;
  for (const auto& [n, t] : step.last_traces()) {
    if (n == "After autodiff") autodiff = print_trace(t);
    if (n == "After overrides") overridden = print_trace(t);
  }
  EXPECT_NE(autodiff.find("= spmd.ffn(b0, p0)"), std::string::npos) << autodiff;
  EXPECT_NE(autodiff.find("= spmd.ffn_backward("), std::string::npos) << autodiff;
  ASSERT_FALSE(overridden.empty()) << what;
  EXPECT_EQ(overridden.find("spmd.ffn"), std::string::npos) << overridden;
}

TEST(SpmdOverride, APlaceholderTransformedAfterExpansionTrainsAsThePlainModel) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  check_override(1, 0, false);
  // Without the override the placeholder reaches the compiler: an Error.
  spmd::StepOptions o;
  o.rank = 0;
  o.world_size = 1;
  std::string m = message_of([&] {
    spmd::compile(mlp_step_with_placeholder(Opt::Sgd), types_of(kParamShapes),
                  types_of(state_shapes(Opt::Sgd)), {f32({kBatch, 12}), f32({kBatch, 4})}, o);
  });
  EXPECT_NE(m.find("spmd.ffn"), std::string::npos) << m;
  EXPECT_NE(m.find("override"), std::string::npos) << m;
}

// The expansion of a data-parallel step for rank 0 of 2 (compiled, not run):
// each parameter's gradient is all-reduced once (AdamW's update reads the
// gradient in two ops, the lerp and g * g, each asking for it replicated:
// the expansion redistributes a value once per target placement), and the
// four in one bucket (bucket_all_reduces); the loss (an average) once.
TEST(SpmdStep, EachGradientIsAllReducedOnce) {
  for (Opt opt : {Opt::Sgd, Opt::AdamW}) {
    spmd::StepOptions o;
    o.rank = 0;
    o.world_size = 2;
    spmd::TrainStep step =
        spmd::compile(mlp_step(opt), types_of(kParamShapes), types_of(state_shapes(opt)),
                      {f32({kBatch, 12}), f32({kBatch, 4})}, o);
    std::string bucketed;
    for (const auto& [n, t] : step.last_traces())
      if (n == "After bucketing") bucketed = print_trace(t, {.depth = -1});
    // One bucket of the four gradients (276 f32 elements) and the loss's
    // average: one collective a step, as DDP's.
    EXPECT_EQ(count(bucketed, "= dist.all_reduce("), 1)
        << (opt == Opt::Sgd ? "SGD" : "AdamW") << "\n"
        << bucketed;
    EXPECT_NE(bucketed.find("(1108 B, 5 tensors, averages divided after)"), std::string::npos)
        << bucketed;
    // Before bucketing: one per gradient and the loss, though AdamW reads
    // each gradient twice.
    std::string expanded;
    for (const auto& [n, t] : step.last_traces())
      if (n == "After expansion") expanded = print_trace(t, {.depth = -1});
    EXPECT_EQ(count(expanded, "= dist.all_reduce("), 5) << expanded;
  }
}

// ---- 2 and 4 processes ------------------------------------------------------

// One rank of a world started by SpmdRanks.*: trains the MLP 20 steps under
// each parameter schema and optimizer, on this rank's part of each global
// batch, and compares with eager training on the whole batch (computed here,
// in one process): the losses, and this rank's part of every parameter.
TEST(SpmdRanksChild, Trains) {
  const char* dir = std::getenv("FULGUR_TEST_SPMD");
  if (!dir) GTEST_SKIP() << "a rank of SpmdRanks.*";
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  const int64_t world = std::atoll(std::getenv("WORLD_SIZE"));
  const int64_t rank = std::atoll(std::getenv("RANK"));
  for (bool sharded : {false, true})
    for (Opt opt : {Opt::Sgd, Opt::AdamW}) {
      const std::string what = std::string(sharded ? "Shard(0)" : "Replicate()") + " params, " +
                               (opt == Opt::Sgd ? "SGD-momentum" : "AdamW") + ", rank " +
                               std::to_string(rank) + " of " + std::to_string(world);
      spmd::StepOptions o;
      o.param_schema = sharded ? Placement::shard(0) : Placement::replicate();
      spmd::TrainStep step =
          spmd::compile(mlp_step(opt), types_of(kParamShapes), types_of(state_shapes(opt)),
                        {f32({kBatch, 12}), f32({kBatch, 4})}, o);
      std::vector<Tensor> local;
      StepRun got = fulgur_run(step, opt, 20, world, rank, &local);
      StepRun want = eager_run(opt, 20);
      if (sharded)
        for (auto& p : want.params) p = chunk_of(p, world, rank);
      expect_close_runs(got, want, what);
      EXPECT_EQ(step.host_program_calls(), 20) << what;
      std::string expanded;
      for (const auto& [n, t] : step.last_traces())
        if (n == "After expansion") expanded = print_trace(t, {.depth = -1});
      ASSERT_FALSE(expanded.empty()) << what;
      // The gradient's reduction comes out of the expansion.
      if (sharded) {
        EXPECT_GE(count(expanded, "dist.reduce_scatter("), 1) << what << "\n" << expanded;
        EXPECT_GE(count(expanded, "dist.all_gather("), 1) << what << "\n" << expanded;
      } else {
        EXPECT_GE(count(expanded, "dist.all_reduce("), 1) << what << "\n" << expanded;
        EXPECT_EQ(count(expanded, "dist.reduce_scatter("), 0) << what << "\n" << expanded;
      }
    }
  // The attention / layer-norm block: AdamW on replicated parameters, SGD
  // on sharded ones.
  for (bool sharded : {false, true}) {
    const Opt opt = sharded ? Opt::Sgd : Opt::AdamW;
    const std::string what = std::string("attention block, ") +
                             (sharded ? "Shard(0) params, SGD" : "Replicate() params, AdamW") +
                             ", rank " + std::to_string(rank) + " of " + std::to_string(world);
    spmd::StepOptions o;
    o.param_schema = sharded ? Placement::shard(0) : Placement::replicate();
    spmd::TrainStep step =
        spmd::compile(mlp_step(opt, kBlock), types_of(kBlock.params),
                      types_of(state_shapes(opt, kBlock)), {f32(kBlock.x), f32(kBlock.y)}, o);
    StepRun got = fulgur_run(step, opt, 20, world, rank, nullptr, kBlock);
    StepRun want = eager_run(opt, 20, 1, kBlock);
    if (sharded)
      for (auto& p : want.params) p = chunk_of(p, world, rank);
    expect_close_runs(got, want, what);
    EXPECT_EQ(step.host_program_calls(), 20) << what;
  }
  // The override on replicated parameters (a Shard(0) weight would reach
  // the placeholder as this rank's rows, and its output's extent comes from
  // the weight's rows: the expansion refuses that, as it should — such an
  // override gathers the weight in a placeholder operand of its own).
  check_override(world, rank, false);
  if (!::testing::Test::HasFailure())
    std::ofstream(fs::path(dir) / ("done" + std::to_string(rank))) << "ok\n";
}

void run_world(int world) {
  fs::path dir = testing::fresh_test_dir("fulgur-spmd", "train" + std::to_string(world));
  std::string self = fs::read_symlink("/proc/self/exe").string();
  auto [rc, log] = testing::run_ranks(world, self + " --gtest_filter=SpmdRanksChild.Trains",
                                      "FULGUR_TEST_SPMD=" + dir.string() +
                                          " FULGUR_COMM_TIMEOUT_S=60 "
                                          "OMP_NUM_THREADS=1",
                                      dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < world; ++r)
    EXPECT_TRUE(fs::exists(dir / ("done" + std::to_string(r)))) << "rank " << r << ":\n" << log;
}

// 20 steps of SGD-momentum and AdamW with Replicate() and Shard(0)
// parameters and a Shard(0) batch: each rank's losses and parameters equal
// eager training on the global batch.
TEST(SpmdRanks, TwoProcessesTrainAsEagerTraining) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  run_world(2);
}
TEST(SpmdRanks, FourProcessesTrainAsEagerTraining) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  run_world(4);
}

}  // namespace
}  // namespace fulgur
