// Gradient rules of the ltorch ops whose decomposition would give a poor
// backward: one fused formula instead of the chain rule through every prim,
// computed in f32 for f16/bf16 inputs like the forward, and reading only
// the op's inputs (or output), so saving for the backward costs little.
// linear and matmul decompose to one prim each and use the prims' rules.
#include <cmath>
#include <numeric>

#include "ir/error.h"
#include "ir/grad.h"
#include "ir/ops/common.h"

namespace fulgur {
namespace {

using detail::set_grad;
using namespace ops;

Value lt(GradContext& c, const char* op, std::vector<Value> args,
         std::vector<std::pair<std::string, Value>> kwargs = {}) {
  return c.call(std::string("ltorch.") + op, std::move(args), std::move(kwargs));
}

DType compute_dtype(DType d) {
  return is_low_precision(d) ? DType::f32 : d;
}

// `x` in the dtype the rule computes in.
Value up(GradContext& c, const Value& x) {
  return grad::to_dtype(c, x, compute_dtype(ttype(x).dtype));
}

// Trailing dims covered by normalized_shape.
std::vector<int64_t> norm_dims(GradContext& c, const TensorType& t) {
  auto ns = ints_arg(c.args(), "normalized_shape", /*allow_int=*/true);
  std::vector<int64_t> dims;
  for (int64_t i = t.rank() - static_cast<int64_t>(ns.size()); i < t.rank(); ++i) dims.push_back(i);
  return dims;
}

std::vector<int64_t> leading_dims(const TensorType& t, size_t trailing) {
  std::vector<int64_t> dims(static_cast<size_t>(t.rank()) - trailing);
  std::iota(dims.begin(), dims.end(), 0);
  return dims;
}

Value mean_keep(GradContext& c, const Value& x, const std::vector<int64_t>& dims) {
  if (dims.empty()) return x;  // ltorch.mean over () would reduce every dim
  return lt(c, "mean", {x, Value::ints(dims), true});
}

// Gradient of an affine parameter: the cotangent times `factor`, summed over
// the leading dims, in the parameter's dtype.
void affine_grad(GradContext& c, const Value& param, const Value& g, const Value& factor,
                 const TensorType& in, size_t trailing) {
  if (!c.needs(param)) return;
  Value p = factor.is_none() ? g : lt(c, "mul", {g, factor});
  auto lead = leading_dims(in, trailing);
  if (!lead.empty()) p = lt(c, "sum", {p, Value::ints(lead)});
  c.add(param, grad::to_dtype(c, p, ttype(param).dtype));
}

void register_activations() {
  set_grad("ltorch.relu", [](GradContext& c) {
    // threshold_backward: the cotangent where the output is positive.
    const Value& a = c.arg("a");
    if (c.needs(a)) c.add(a, lt(c, "where", {lt(c, "gt", {c.out(), 0}), c.g(), 0}));
  });
  set_grad("ltorch.gelu", [](GradContext& c) {
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    Value x = up(c, a);
    Value g = up(c, c.g());
    Value d;
    if (str_arg(c.args(), "approximate") == "tanh") {
      // PyTorch's GeluBackward (tanh): 0.5 (1 + t) + 0.5 x (1 - t^2) k (1 + 3 kappa x^2).
      const double k = std::sqrt(2.0 / M_PI), kappa = 0.044715;
      Value x2 = lt(c, "mul", {x, x});
      Value inner =
          lt(c, "mul", {k, lt(c, "add", {x, lt(c, "mul", {kappa, lt(c, "mul", {x2, x})})})});
      Value t = lt(c, "tanh", {inner});
      Value left = lt(c, "mul", {0.5, lt(c, "add", {1.0, t})});
      // 1 - tanh(u)^2 as sech(u)^2 = 4e / (1 + e)^2 with e = exp(-2|u|): no
      // cancellation where tanh saturates (1 - t*t loses the digits there).
      Value e = lt(c, "exp", {lt(c, "mul", {lt(c, "abs", {inner}), -2.0})});
      Value ep1 = lt(c, "add", {e, 1.0});
      Value sech2 = lt(c, "div", {lt(c, "mul", {e, 4.0}), lt(c, "mul", {ep1, ep1})});
      Value dt = lt(c, "mul",
                    {sech2, lt(c, "mul", {k, lt(c, "add", {1.0, lt(c, "mul", {3 * kappa, x2})})})});
      d = lt(c, "add", {left, lt(c, "mul", {lt(c, "mul", {0.5, x}), dt})});
    } else {
      // Phi(x) + x phi(x).
      Value cdf =
          lt(c, "mul", {0.5, lt(c, "add", {1.0, lt(c, "erf", {lt(c, "mul", {x, M_SQRT1_2})})})});
      Value pdf = lt(c, "mul",
                     {lt(c, "exp", {lt(c, "mul", {lt(c, "mul", {x, x}), -0.5})}),
                      1.0 / std::sqrt(2.0 * M_PI)});
      d = lt(c, "add", {cdf, lt(c, "mul", {x, pdf})});
    }
    c.add(a, grad::to_dtype(c, lt(c, "mul", {g, d}), ttype(a).dtype));
  });
  set_grad("ltorch.silu", [](GradContext& c) {
    // sigma(x) (1 + x (1 - sigma(x))).
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    Value x = up(c, a);
    Value s = lt(c, "sigmoid", {x});
    Value d = lt(c, "mul", {s, lt(c, "add", {1.0, lt(c, "mul", {x, lt(c, "sub", {1.0, s})})})});
    c.add(a, grad::to_dtype(c, lt(c, "mul", {up(c, c.g()), d}), ttype(a).dtype));
  });
}

void register_softmax() {
  // (g - sum(g y)) y, from the output alone; 0 in _safe_softmax's rows of
  // -inf, where y is 0.
  auto softmax_grad = [](GradContext& c) {
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    int64_t dim = canonical_dim(c.op(), int_arg(c.args(), "dim"), ttype(a).rank());
    Value y = up(c, c.out());
    Value gy = lt(c, "mul", {up(c, c.g()), y});
    Value s = lt(c, "sum", {gy, Value::ints({dim}), true});
    Value d = lt(c, "sub", {gy, lt(c, "mul", {y, s})});
    c.add(a, grad::to_dtype(c, d, ttype(a).dtype));
  };
  set_grad("ltorch.softmax", softmax_grad);
  set_grad("ltorch._safe_softmax", softmax_grad);
  set_grad("ltorch.log_softmax", [](GradContext& c) {
    // g - exp(y) sum(g).
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    int64_t dim = canonical_dim(c.op(), int_arg(c.args(), "dim"), ttype(a).rank());
    Value g = up(c, c.g());
    Value s = lt(c, "sum", {g, Value::ints({dim}), true});
    Value d = lt(c, "sub", {g, lt(c, "mul", {lt(c, "exp", {up(c, c.out())}), s})});
    c.add(a, grad::to_dtype(c, d, ttype(a).dtype));
  });
}

// layer_norm and rms_norm: x-hat and 1/sigma are recomputed from the input
// (one row reduction in the backward's fusion region) rather than saved.
void register_norms() {
  set_grad("ltorch.layer_norm", [](GradContext& c) {
    const Value& in = c.arg("input");
    const Value &w = c.arg("weight"), &b = c.arg("bias");
    const TensorType& t = ttype(in);
    auto dims = norm_dims(c, t);
    double eps = number_arg(c.args(), "eps");
    Value x = up(c, in);
    Value g = up(c, c.g());
    Value xc = lt(c, "sub", {x, mean_keep(c, x, dims)});
    Value rstd = lt(c, "rsqrt", {lt(c, "add", {mean_keep(c, lt(c, "mul", {xc, xc}), dims), eps})});
    Value xhat = lt(c, "mul", {xc, rstd});
    if (c.needs(in)) {
      Value gh = w.is_none() ? g : lt(c, "mul", {g, up(c, w)});
      // rstd (gh - mean(gh) - xhat mean(gh xhat))
      Value m1 = mean_keep(c, gh, dims);
      Value m2 = mean_keep(c, lt(c, "mul", {gh, xhat}), dims);
      Value d =
          lt(c, "mul", {rstd, lt(c, "sub", {lt(c, "sub", {gh, m1}), lt(c, "mul", {xhat, m2})})});
      c.add(in, grad::to_dtype(c, d, t.dtype));
    }
    affine_grad(c, w, g, xhat, t, dims.size());
    affine_grad(c, b, g, None{}, t, dims.size());
  });
  set_grad("ltorch.rms_norm", [](GradContext& c) {
    const Value& in = c.arg("input");
    const Value& w = c.arg("weight");
    const TensorType& t = ttype(in);
    auto dims = norm_dims(c, t);
    // The forward's eps (None: the dtype's machine epsilon), read from its
    // decomposition so both use one value.
    double eps = 0;
    bool found = false;
    for (const auto& s : c.fw().subsymbols)
      if (s.sym->qualified() == "ltorch.add" && s.args.size() == 2 && s.args[1].is_float()) {
        eps = s.args[1].as_float();
        found = true;
      }
    FULGUR_INTERNAL_ASSERT(found, "rms_norm: no eps in the decomposition");
    Value x = up(c, in);
    Value g = up(c, c.g());
    Value rstd = lt(c, "rsqrt", {lt(c, "add", {mean_keep(c, lt(c, "mul", {x, x}), dims), eps})});
    Value xhat = lt(c, "mul", {x, rstd});
    if (c.needs(in)) {
      Value gh = w.is_none() ? g : lt(c, "mul", {g, up(c, w)});
      Value m = mean_keep(c, lt(c, "mul", {gh, xhat}), dims);
      Value d = lt(c, "mul", {rstd, lt(c, "sub", {gh, lt(c, "mul", {xhat, m})})});
      c.add(in, grad::to_dtype(c, d, t.dtype));
    }
    affine_grad(c, w, g, xhat, t, dims.size());
  });
}

// The cotangent of a loss broadcast to the elements it reduced: scaled by
// 1/N for 'mean', as is for 'sum', elementwise for 'none'.
Value loss_cotangent(GradContext& c, const Value& g, int64_t n) {
  std::string red = str_arg(c.args(), "reduction");
  if (red == "mean") return lt(c, "div", {g, static_cast<double>(std::max<int64_t>(n, 1))});
  return g;
}

void register_reductions() {
  set_grad("ltorch.var", [](GradContext& c) {
    // PyTorch's formula: 2 / (N - correction) * g * (x - mean(x)), with the
    // divisor as it is (the forward clamps it at 0; where N <= correction
    // PyTorch's gradient is -0 or inf * 0, and so is ours).
    const Value& x = c.arg("a");
    if (!c.needs(x)) return;
    const TensorType& xt = ttype(x);
    // var(x, unbiased): a bool second argument is PyTorch's other overload.
    const Value& dim = c.arg("dim");
    std::vector<int64_t> dims = leading_dims(xt, 0);  // every dim
    if (!dim.is_bool()) dims = reduction_dims(c.args(), "dim", xt.rank());
    double n = 1;
    for (int64_t d : dims) n *= static_cast<double>(xt.shape[static_cast<size_t>(d)]);
    double correction = dim.is_bool() ? (dim.as_bool() ? 1 : 0) : var_correction(c.args());
    double denom = n - correction;
    Value xu = up(c, x);
    Value xc = lt(c, "sub", {xu, mean_keep(c, xu, dims)});
    Shape kept = xt.shape;
    for (int64_t d : dims) kept[static_cast<size_t>(d)] = 1;
    Value g = grad::reshape(c, up(c, c.g()), kept);
    Value d = denom != 0 ? lt(c, "mul", {lt(c, "mul", {g, 2.0 / denom}), xc})
                         : lt(c, "div", {lt(c, "mul", {lt(c, "mul", {g, 2.0}), xc}), 0.0});
    c.add(x, grad::to_dtype(c, d, xt.dtype));
  });
}

// cross_entropy with probability targets or label smoothing. The loss of a
// sample is -sum_c a_c logp_c over a target distribution a (probabilities or
// the smoothed one-hot, times the class weights; zero for ignored targets),
// divided by D for the mean; its gradient is (softmax(x) sum_c a_c - a) g / D.
// A probability target that requires grad gets -(1 - eps) w logp g / D.
void cross_entropy_general_grad(GradContext& c, int64_t cdim, double eps) {
  const Value &x = c.arg("input"), &target = c.arg("target"), &weight = c.arg("weight");
  const TensorType& xt = ttype(x);
  bool probs = is_float(ttype(target).dtype);
  if (!c.needs(x) && !(probs && c.needs(target))) return;
  int64_t classes = xt.shape[cdim];
  std::string red = str_arg(c.args(), "reduction");
  DType cd = compute_dtype(xt.dtype);
  Shape wshape(static_cast<size_t>(xt.rank()), 1);
  wshape[cdim] = classes;
  std::optional<Value> wb;
  if (!weight.is_none()) wb = grad::reshape(c, up(c, weight), wshape);
  Value g = up(c, c.g());
  Value a, valid, denom;
  if (probs) {
    a = up(c, target);
    if (eps > 0)
      a = lt(c, "add", {lt(c, "mul", {a, 1.0 - eps}), eps / static_cast<double>(classes)});
    if (wb) a = lt(c, "mul", {a, *wb});
    if (red == "mean") denom = static_cast<double>(classes == 0 ? 0 : xt.numel() / classes);
  } else {
    int64_t ignore = int_arg(c.args(), "ignore_index");
    valid = lt(c, "ne", {target, ignore});
    Value safe = lt(c, "where", {valid, target, 0});
    Value iota =
        c.call("prims.iota", {classes}, {{"device", xt.device.str()}, {"dtype", DType::i64}});
    Value onehot =
        lt(c, "to",
           {lt(c, "eq", {lt(c, "unsqueeze", {safe, cdim}), grad::reshape(c, iota, wshape)}), cd});
    Value smooth =
        lt(c, "add", {lt(c, "mul", {onehot, 1.0 - eps}), eps / static_cast<double>(classes)});
    a = wb ? lt(c, "mul", {smooth, *wb}) : smooth;
    a = lt(c, "where", {lt(c, "unsqueeze", {valid, cdim}), a, 0.0});
    // Ignored rows take no cotangent (it may be NaN, as for an all-ignored mean).
    g = lt(c, "where", {valid, g, 0.0});
    if (red == "mean") {
      Value per = lt(c, "to", {valid, cd});
      if (wb) per = lt(c, "sum", {lt(c, "mul", {onehot, *wb}), cdim});
      per = lt(c, "where", {valid, per, 0.0});
      Value total = lt(c, "sum", {per});
      denom = lt(c, "where", {lt(c, "eq", {total, 0}), 1, total});
    }
  }
  Shape sshape = xt.shape;  // one loss per sample
  sshape.erase(sshape.begin() + cdim);
  Value coef = red == "mean" ? lt(c, "div", {g, denom}) : g;
  if (ttype(coef).shape != sshape) coef = lt(c, "expand", {coef, Value::ints(sshape)});
  Value cb = lt(c, "unsqueeze", {coef, cdim});
  if (c.needs(x)) {
    Value p = lt(c, "softmax", {up(c, x), cdim});
    Value total_a = lt(c, "sum", {a, cdim, true});
    Value d = lt(c, "mul", {lt(c, "sub", {lt(c, "mul", {p, total_a}), a}), cb});
    c.add(x, grad::to_dtype(c, d, xt.dtype));
  }
  if (probs && c.needs(target)) {
    Value logp = lt(c, "log_softmax", {up(c, x), cdim});
    Value w = wb ? lt(c, "mul", {logp, *wb}) : logp;
    Value d = lt(c, "mul", {lt(c, "mul", {w, -(1.0 - eps)}), cb});
    c.add(target, grad::to_dtype(c, d, ttype(target).dtype));
  }
}

void register_losses() {
  set_grad("ltorch.mse_loss", [](GradContext& c) {
    // 2 (input - target) g, reduced back to each operand's shape.
    const Value &x = c.arg("input"), &y = c.arg("target");
    Value d = lt(c, "sub", {x, y});
    Value gs = loss_cotangent(c, c.g(), ttype(d).numel());
    Value gx = lt(c, "mul", {lt(c, "mul", {d, 2.0}), gs});
    for (const Value* v : {&x, &y}) {
      if (!c.needs(*v)) continue;
      Value part = v == &y ? lt(c, "neg", {gx}) : gx;
      part = grad::sum_to_shape(c, part, ttype(*v).shape);
      c.add(*v, grad::to_dtype(c, part, ttype(*v).dtype));
    }
  });
  set_grad("ltorch.cross_entropy", [](GradContext& c) {
    // (softmax(x) - onehot(target)) w[target] g / denominator.
    const Value &x = c.arg("input"), &target = c.arg("target"), &weight = c.arg("weight");
    FULGUR_CHECK(!c.needs(weight), c.op(),
                 ": the class weights take no gradient (as in PyTorch); detach them");
    const TensorType& xt = ttype(x);
    int64_t cdim = xt.rank() == 1 ? 0 : 1;
    double eps = number_arg(c.args(), "label_smoothing");
    if (is_float(ttype(target).dtype) || eps > 0) {
      cross_entropy_general_grad(c, cdim, eps);
      return;
    }
    if (!c.needs(x)) return;
    int64_t classes = xt.shape[cdim];
    int64_t ignore = int_arg(c.args(), "ignore_index");
    std::string red = str_arg(c.args(), "reduction");
    DType cd = compute_dtype(xt.dtype);
    Value p = lt(c, "softmax", {up(c, x), cdim});
    Value valid = lt(c, "ne", {target, ignore});
    Value safe = lt(c, "where", {valid, target, 0});
    Value per = lt(c, "to", {valid, cd});  // per-sample weight
    if (!weight.is_none()) {
      Value flat = grad::reshape(c, safe, {ttype(safe).numel()});
      Value wt = c.call("prims.take_along_dim", {up(c, weight), flat, 0});
      per = lt(c, "mul", {per, grad::reshape(c, wt, ttype(target).shape)});
    }
    // Ignored rows get exactly 0, whatever the cotangent (PyTorch's
    // nll_loss_backward never reads it for them): per * g would be NaN when
    // g is, as it is for abs() of an all-ignored mean (NaN).
    Value coef = lt(c, "where", {valid, lt(c, "mul", {per, up(c, c.g())}), 0});
    if (red == "mean") {
      // Every target ignored: PyTorch's loss is NaN but its gradient is 0.
      Value total = lt(c, "sum", {per});
      coef = lt(c, "div", {coef, lt(c, "where", {lt(c, "eq", {total, 0}), 1, total})});
    }
    Shape ishape(static_cast<size_t>(xt.rank()), 1);
    ishape[cdim] = classes;
    Value iota =
        c.call("prims.iota", {classes}, {{"device", xt.device.str()}, {"dtype", DType::i64}});
    Value onehot =
        lt(c, "to",
           {lt(c, "eq", {lt(c, "unsqueeze", {safe, cdim}), grad::reshape(c, iota, ishape)}), cd});
    Value d = lt(c, "mul", {lt(c, "sub", {p, onehot}), lt(c, "unsqueeze", {coef, cdim})});
    c.add(x, grad::to_dtype(c, d, xt.dtype));
  });
}

void register_clamp() {
  // Number bounds: PyTorch's clamp(Scalar) rule, the cotangent where
  // min < x < max strictly (0 on a tie and for NaN). The decomposition
  // through maximum/minimum would pass half on a tie, and ties are common
  // (clamp(relu(x), min=0)). Tensor bounds: maximum then minimum with their
  // own rule (half on a tie), as the decomposition gives; libtorch's
  // clamp(Tensor) splits some ties differently (lo == hi == x).
  set_grad("ltorch.clamp", [](GradContext& c) {
    const Value &x = c.arg("a"), &lo = c.arg("min"), &hi = c.arg("max");
    const Value& g = c.g();
    auto give = [&](const Value& v, const Value& part) {
      if (!c.needs(v)) return;
      c.add(v, grad::to_dtype(c, grad::sum_to_shape(c, part, ttype(v).shape), ttype(v).dtype));
    };
    if (!lo.is_tensor() && !hi.is_tensor()) {
      Value inside;
      if (!lo.is_none()) inside = lt(c, "lt", {lo, x});
      if (!hi.is_none()) {
        Value below = lt(c, "lt", {x, hi});
        inside = inside.is_none() ? below : lt(c, "logical_and", {inside, below});
      }
      give(x, lt(c, "where", {inside, g, 0}));
      return;
    }
    // The extremum rule: an operand gets the cotangent unless it loses, half on a tie.
    auto part = [&](const Value& gv, const Value& self, const Value& other, const char* loses) {
      Value kept = lt(c, "where", {lt(c, loses, {self, other}), 0, gv});
      return lt(c, "where", {lt(c, "eq", {self, other}), lt(c, "mul", {gv, 0.5}), kept});
    };
    Value m = lo.is_none() ? x : lt(c, "maximum", {x, lo});
    Value gm = g;
    if (!hi.is_none()) {
      gm = part(g, m, hi, "gt");
      if (c.needs(hi)) give(hi, part(g, hi, m, "gt"));
    }
    if (!lo.is_none()) {
      if (c.needs(lo)) give(lo, part(gm, lo, x, "lt"));
      give(x, part(gm, x, lo, "lt"));
    } else {
      give(x, gm);
    }
  });
}

}  // namespace

namespace detail {
void register_ltorch_grad() {
  register_activations();
  register_softmax();
  register_norms();
  register_losses();
  register_reductions();
  register_clamp();
}
}  // namespace detail

}  // namespace fulgur
