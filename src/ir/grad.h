// Gradient rules: what a rule (Symbol::grad) sees of the forward call it
// differentiates, and how it hands back gradients. Rules record the backward
// computation with ordinary symbol calls (ltorch ops, prims), so the
// backward is a trace like any other.
//
//   set_grad("prims.mul", [](GradContext& c) {
//     c.add(c.arg("a"), c.call("ltorch.mul", {c.g(), c.arg("b")}));
//     c.add(c.arg("b"), c.call("ltorch.mul", {c.g(), c.arg("a")}));
//   });
#pragma once

#include <functional>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

class GradContext {
 public:
  GradContext(TraceBuilder& tb, const BoundSymbol& fw, Value cotangent,
              std::function<bool(const Proxy&)> requires_grad);

  TraceBuilder& tb() { return tb_; }
  const BoundSymbol& fw() const { return fw_; }
  std::string op() const { return fw_.sym->qualified(); }
  // The forward call's argument `name` (defaults filled in).
  const Value& arg(std::string_view name) const { return args_[name]; }
  const BoundArgs& args() const { return args_; }
  // The forward output and its cotangent (same shape and dtype).
  const Value& out() const { return fw_.output; }
  const Value& g() const { return g_; }
  const TensorType& out_type() const { return fw_.output.proxy()->tensor(); }

  // Whether `input` wants a gradient: a tensor that requires grad.
  bool needs(const Value& input) const;
  // Hands `grad` to `input` (summed with what other uses give it); ignored
  // unless needs(input). The gradient must have the input's shape and dtype.
  void add(const Value& input, const Value& grad);

  // Records a call in the backward: c.call("ltorch.mul", {c.g(), c.arg("b")}).
  Value call(std::string_view op, std::vector<Value> args,
             std::vector<std::pair<std::string, Value>> kwargs = {});
  // A tensor of zeros of type `t` (prims.full).
  Value zeros(const TensorType& t);

  std::vector<std::pair<ProxyPtr, Value>>& grads() { return grads_; }

 private:
  TraceBuilder& tb_;
  const BoundSymbol& fw_;
  BoundArgs args_;
  Value g_;
  std::function<bool(const Proxy&)> requires_grad_;
  std::vector<std::pair<ProxyPtr, Value>> grads_;
};

// Symbols whose gradient rule differentiates all their outputs at once: for
// them c.g() is a tuple with one cotangent per flat output, None where an
// output reaches no differentiated result (the libtorch fallback's ops, which
// return several tensors). Every other rule is for a single-output symbol.
void allow_multi_output_grad(const Symbol& s);
bool has_multi_output_grad(const Symbol& s);
// `s` writes into its parameters `params` (indices into s.params), and its
// last params.size() flat outputs are their new values (the fallback's
// in-place ops, such as a batch norm's running statistics). Those outputs are
// not differentiable: autodiff never gives them a gradient, a value computed
// from them alone requires none, and a written argument that requires grad is
// an error (its new value would silently carry no gradient) unless
// `overwrites`: the new values do not depend on the old ones (a random fill,
// bernoulli_, whose gradient is zero in PyTorch too).
void set_written_params(const Symbol& s, std::vector<size_t> params, bool overwrites);
std::vector<size_t> written_params(const Symbol& s);
bool overwrites_written_params(const Symbol& s);
size_t nondifferentiable_trailing_outputs(const Symbol& s);

// Helpers the rules share.
namespace grad {
// Sums `x` down to `shape` (the reverse of broadcasting: leading dims and
// dims of extent 1 in `shape` are summed), then reshapes to it.
Value sum_to_shape(GradContext& c, const Value& x, const Shape& shape);
// `x` reshaped to `shape`; `x` itself when it has that shape already (a
// same-shape reshape is a new value, which a region would write out again).
Value reshape(GradContext& c, const Value& x, const Shape& shape);
// Converts `x` to `d` when its dtype differs.
Value to_dtype(GradContext& c, const Value& x, DType d);
}  // namespace grad

}  // namespace fulgur
