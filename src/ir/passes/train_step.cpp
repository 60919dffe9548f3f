#include "ir/passes/train_step.h"

#include <algorithm>
#include <chrono>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "ir/error.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/dce.h"
#include "ir/printer.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

using ProxyMap = std::unordered_map<const Proxy*, ProxyPtr>;

// Replaces the mapped proxies in `v` (everything else is kept).
Value substitute(const Value& v, const ProxyMap& map) {
  if (v.is_proxy()) {
    auto it = map.find(v.proxy().get());
    return it == map.end() ? v : Value(it->second);
  }
  if (v.is_seq()) {
    Seq s = v.seq();
    for (Value& item : s.items) item = substitute(item, map);
    return Value(std::move(s));
  }
  return v;
}

void substitute(BoundSymbol& b, const ProxyMap& map) {
  for (Value& a : b.args) a = substitute(a, map);
  for (auto& kv : b.kwargs) kv.second = substitute(kv.second, map);
  b.output = substitute(b.output, map);
  for (BoundSymbol& s : b.subsymbols) substitute(s, map);
}

// Every proxy of `v` gets a copy of its own (on first sight).
Value cloned(const Value& v, ProxyMap& map) {
  if (v.is_proxy()) {
    auto [it, fresh] = map.emplace(v.proxy().get(), nullptr);
    if (fresh) it->second = std::make_shared<Proxy>(*v.proxy());
    return Value(it->second);
  }
  if (v.is_seq()) {
    Seq s = v.seq();
    for (Value& item : s.items) item = cloned(item, map);
    return Value(std::move(s));
  }
  return v;
}

BoundSymbol cloned(const BoundSymbol& b, ProxyMap& map) {
  BoundSymbol c = b;
  for (Value& a : c.args) a = cloned(a, map);
  for (auto& kv : c.kwargs) kv.second = cloned(kv.second, map);
  c.output = cloned(c.output, map);
  for (size_t i = 0; i < c.subsymbols.size(); ++i) c.subsymbols[i] = cloned(b.subsymbols[i], map);
  return c;
}

std::string names_of(const std::vector<ProxyPtr>& ps) {
  std::string s;
  for (const auto& p : ps) s += (s.empty() ? "" : ", ") + p->name;
  return s;
}

// A statement making `out` (whose type gives shape, dtype and device) filled
// with `value`.
BoundSymbol filled(Trace& t, const ProxyPtr& out, double value) {
  const TensorType& tt = out->tensor();
  TraceBuilder tb(t.empty_like());
  tb.call("prims.full", {Value::ints(tt.shape), value},
          {{"device", tt.device.str()}, {"dtype", tt.dtype}});
  BoundSymbol b = tb.trace().bsyms.back();
  b.output = Value(out);
  return b;
}

}  // namespace

Trace clone_trace(const Trace& t) {
  ProxyMap map;
  Trace c = t.empty_like();
  for (TraceParam& p : c.params) p.proxy = cloned(Value(p.proxy), map).proxy();
  for (const BoundSymbol& b : t.bsyms) c.bsyms.push_back(cloned(b, map));
  return c;
}

void check_no_unresolved_grad(const Trace& t) {
  for (const BoundSymbol& b : t.bsyms)
    FULGUR_CHECK(b.sym->qualified() != "autodiff.grad", t.fn_name, "() computes gradients with ",
                 print_statement(b),
                 ", which only a train step resolves: compile it with fulgur::spmd::compile "
                 "(fulgur run FILE --train-steps N --params K; docs/spmd.md), whose resolve_grad "
                 "replaces it by the joint forward and backward");
}

namespace {

size_t first_grad_call(const Trace& s) {
  for (size_t i = 0; i < s.bsyms.size(); ++i)
    if (s.bsyms[i].sym->qualified() == "autodiff.grad") return i;
  return s.bsyms.size();
}

// `s` with its autodiff.grad call at `gi` replaced by the joint forward and
// backward (resolve_grad's steps 1-6 for one call).
Trace resolve_one(const Trace& s, size_t gi, std::vector<size_t>* zero_grads) {
  const std::string fn = s.fn_name + "()";
  // The joint replaces the forward and goes where the call was: a write
  // before the call would move relative to the forward's reads. (Traced
  // steps write their inputs just before the return.)
  for (size_t j = 0; j < gi; ++j)
    FULGUR_CHECK(s.bsyms[j].written().empty(), "resolve_grad: ", fn, " writes into '",
                 s.bsyms[j].written()[0]->name, "' before its autodiff.grad call (",
                 print_statement(s.bsyms[j]),
                 "); a train step writes into its inputs after the gradients (write the new "
                 "values with prims.copy_ after autodiff.grad)");
  const BoundSymbol& call = s.bsyms[gi];
  BoundArgs args = call.bound_args();
  const Value& loss_v = args["loss"];
  FULGUR_CHECK(loss_v.is_tensor(), "resolve_grad: the loss must be a tensor, got ",
               describe(loss_v));
  const ProxyPtr loss = loss_v.proxy();
  const TensorType& lt = loss->tensor();
  FULGUR_CHECK(is_float(lt.dtype) && lt.numel() == 1 && !lt.dtensor, "resolve_grad: the loss (",
               loss->name, ") must be a single-element floating-point tensor, got ",
               type_string(loss->type));
  std::vector<ProxyPtr> inputs = s.input_proxies();
  std::vector<ProxyPtr> wrt;
  FULGUR_CHECK(args["wrt"].is_seq(), "resolve_grad: wrt must be a list of inputs, got ",
               describe(args["wrt"]));
  for (const Value& w : args["wrt"].seq().items) {
    FULGUR_CHECK(w.is_proxy() && std::find(inputs.begin(), inputs.end(), w.proxy()) != inputs.end(),
                 "resolve_grad: wrt[", wrt.size(), "] (",
                 w.is_proxy() ? w.proxy()->name : describe(w), ") is not an input of ", fn,
                 "; gradients are taken with respect to inputs (", fn, " takes ", names_of(inputs),
                 ")");
    FULGUR_CHECK(w.proxy()->is_tensor() && is_float(w.proxy()->tensor().dtype),
                 "resolve_grad: wrt[", wrt.size(), "] (", w.proxy()->name,
                 ") must be a floating-point tensor, got ", type_string(w.proxy()->type));
    wrt.push_back(w.proxy());
  }
  std::vector<ProxyPtr> grads = call.flat_outputs();
  FULGUR_CHECK(grads.size() == wrt.size(), "resolve_grad: autodiff.grad returns ", grads.size(),
               " gradient(s) for ", wrt.size(), " wrt input(s)");
  for (const ProxyPtr& p : inputs)
    if (p->is_tensor())
      p->type.tensor.requires_grad = std::find(wrt.begin(), wrt.end(), p) != wrt.end();

  // The statements the loss depends on (before the call, by dataflow).
  std::vector<bool> in_forward(gi, false);
  std::unordered_set<const Proxy*> needed{loss.get()};
  for (size_t j = gi; j-- > 0;) {
    const BoundSymbol& b = s.bsyms[j];
    bool makes = false;
    for (const auto& o : b.flat_outputs()) makes = makes || needed.count(o.get());
    if (!makes) continue;
    in_forward[j] = true;
    for (const auto& in : b.flat_inputs()) needed.insert(in.get());
  }
  Trace fwd = s.empty_like();
  for (size_t j = 0; j < gi; ++j)
    if (in_forward[j]) fwd.bsyms.push_back(s.bsyms[j]);
  fwd.bsyms.push_back(make_return(Value(loss)));
  ForwardBackward fb = grad_transform(fwd);
  FULGUR_CHECK(!fb.cotangent_of.empty(), "resolve_grad: the loss (", loss->name,
               ") depends on none of the wrt inputs (", names_of(wrt),
               "); there is nothing to differentiate");

  // The joint's results: (loss, (gradient per input or None)).
  const Seq& results = fb.joint.returned().seq();
  const Seq& input_grads = results.items.at(1).seq();
  const ProxyPtr& cotangent = fb.joint.params.back().proxy;

  Trace out = s.empty_like();
  out.names = fb.joint.names;
  out.bsyms.push_back(filled(out, cotangent, 1.0));
  out.bsyms.back().header.push_back("The loss's cotangent (autodiff.grad: d " + loss->name +
                                    " = 1)");
  ProxyMap to_grad;
  for (size_t k = 0; k < wrt.size(); ++k) {
    size_t at =
        static_cast<size_t>(std::find(inputs.begin(), inputs.end(), wrt[k]) - inputs.begin());
    const Value& g = input_grads.items.at(at);
    if (g.is_none()) {  // the loss does not depend on it: zeros
      if (zero_grads) zero_grads->push_back(k);
      out.bsyms.push_back(filled(out, grads[k], 0.0));
      out.bsyms.back().header.push_back("The loss does not depend on " + wrt[k]->name +
                                        ": its gradient is zeros");
      continue;
    }
    FULGUR_INTERNAL_ASSERT(g.is_tensor() && g.proxy()->tensor().shape == wrt[k]->tensor().shape &&
                               g.proxy()->tensor().dtype == wrt[k]->tensor().dtype,
                           "resolve_grad: the gradient of ", wrt[k]->name, " is ", describe(g));
    to_grad[grads[k].get()] = g.proxy();
  }
  bool first = true;
  for (const BoundSymbol& b : fb.joint.bsyms) {
    if (is_syntax(b, "python_return")) continue;
    out.bsyms.push_back(b);
    if (first) {
      out.bsyms.back().header.insert(out.bsyms.back().header.begin(),
                                     "autodiff.grad(" + loss->name + ", [" + names_of(wrt) +
                                         "]): the joint forward and backward");
      first = false;
    }
  }
  // What came before the call without feeding the loss (it may read the
  // forward's values), then the rest, reading the gradients.
  for (size_t j = 0; j < gi; ++j)
    if (!in_forward[j]) out.bsyms.push_back(s.bsyms[j]);
  for (size_t j = gi + 1; j < s.bsyms.size(); ++j) {
    BoundSymbol b = s.bsyms[j];
    substitute(b, to_grad);
    out.bsyms.push_back(std::move(b));
  }
  for (const ProxyPtr& p : inputs)
    if (p->is_tensor()) p->type.tensor.requires_grad = false;
  return out;
}

}  // namespace

Trace resolve_grad(const Trace& step, std::vector<std::vector<size_t>>* zero_grads) {
  auto start = std::chrono::steady_clock::now();
  Trace s = clone_trace(step);
  size_t gi = first_grad_call(s);
  FULGUR_CHECK(gi < s.bsyms.size(), "resolve_grad: ", s.fn_name,
               "() has no autodiff.grad call; a train step computes its gradients with "
               "autodiff.grad(loss, [w, ...]) (spmd::grad in C++)");
  // Several calls (gradient accumulation: a backward per micro-batch) are
  // resolved one at a time, in program order. The statements before a call
  // that its loss does not depend on (the earlier joints) follow its joint,
  // so a value two joints read (a shared split of the batch) is computed
  // before both.
  int n = 0;
  for (; gi < s.bsyms.size(); gi = first_grad_call(s), ++n) {
    std::vector<size_t> zeros;
    s = resolve_one(s, gi, &zeros);
    if (zero_grads) zero_grads->push_back(std::move(zeros));
  }
  Trace r = dce(s);
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  r.set_provenance(n == 1 ? std::string("resolve_grad (autodiff.grad replaced by the joint forward "
                                        "and backward)")
                          : "resolve_grad (" + std::to_string(n) +
                                " autodiff.grad calls, each replaced by its joint forward and "
                                "backward)",
                   ms);
  return r;
}

}  // namespace fulgur
