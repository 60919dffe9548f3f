// autodiff: symbols that stand for a gradient computation inside a trace.
//
//   (g_w1, g_w2) = autodiff.grad(loss, [w1, w2])
//
// is a placeholder for the gradients of `loss` (a single-element
// floating-point tensor) with respect to trace inputs `w1`, `w2`: one output
// per `wrt`, typed like it (requires_grad false). The train-step pass
// resolve_grad (ir/passes/train_step.h) replaces it by the joint forward and
// backward of the ops the loss depends on; nothing after that pass sees it,
// and no executor runs it (the partitioner refuses it by name).
#include <algorithm>

#include "ir/ops/common.h"
#include "ir/ops/registry_helpers.h"
#include "ir/trace.h"

namespace fulgur {
namespace {

using namespace ops;

Value grad_meta(TraceBuilder& tb, const BoundArgs& a) {
  const Value& loss = a["loss"];
  FULGUR_CHECK(loss.is_tensor(), "autodiff.grad: loss must be a tensor, got ", describe(loss));
  const TensorType& lt = loss.proxy()->tensor();
  FULGUR_CHECK(!lt.dtensor,
               "autodiff.grad: the loss is a DTensor; autodiff.grad takes the global "
               "program (it is resolved before DTensor typing)");
  FULGUR_CHECK(is_float(lt.dtype) && lt.numel() == 1,
               "autodiff.grad: the loss must be a "
               "single-element floating-point tensor, got ",
               describe(loss));
  const Value& wrt = a["wrt"];
  FULGUR_CHECK(wrt.is_seq() && !wrt.seq().items.empty(),
               "autodiff.grad: wrt must be a non-empty list of tensors, got ", describe(wrt));
  std::vector<Value> outs;
  for (size_t i = 0; i < wrt.seq().items.size(); ++i) {
    const Value& w = wrt.seq().items[i];
    FULGUR_CHECK(w.is_tensor(), "autodiff.grad: wrt[", i, "] must be a tensor, got ", describe(w));
    TensorType t = w.proxy()->tensor();
    FULGUR_CHECK(is_float(t.dtype), "autodiff.grad: wrt[", i, "] (", w.proxy()->name,
                 ") must be a floating-point tensor, got ", describe(w));
    std::vector<ProxyPtr> inputs = tb.trace().input_proxies();
    FULGUR_CHECK(std::find(inputs.begin(), inputs.end(), w.proxy()) != inputs.end(),
                 "autodiff.grad: wrt[", i, "] (", w.proxy()->name,
                 ") is not an input of the trace (a tensor written in place before the call, or "
                 "computed in it, is not); gradients are taken with respect to inputs");
    for (size_t j = 0; j < i; ++j)
      FULGUR_CHECK(wrt.seq().items[j].proxy() != w.proxy(), "autodiff.grad: ", w.proxy()->name,
                   " appears twice in wrt (positions ", j, " and ", i, ")");
    t.requires_grad = false;
    t.strides.reset();
    outs.emplace_back(tb.new_tensor(std::move(t)));
  }
  return Value::tuple(std::move(outs));
}

}  // namespace

namespace detail {
void register_autodiff() {
  // A side effect for the optimizing passes: never merged (two grads of one
  // loss are one computation each) and never dropped before resolve_grad
  // decides what it means.
  define("autodiff", "grad", {req("loss"), req("wrt")}, grad_meta, kTagSideEffect);
}
}  // namespace detail

}  // namespace fulgur
