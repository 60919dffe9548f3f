#include "ir/passes/autodiff.h"

#include <algorithm>
#include <chrono>
#include <functional>
#include <map>
#include <set>
#include <unordered_map>
#include <unordered_set>

#include "ir/effects.h"
#include "ir/error.h"
#include "ir/grad.h"
#include "ir/passes/dce.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

// Floating point or complex (values of libtorch ops, differentiated by its autograd).
bool is_float_tensor(const Proxy& p) {
  return p.is_tensor() && is_differentiable(p.tensor().dtype);
}

// A collective's future of a floating-point tensor: differentiable through
// the collective's rule and dist.wait's (src/ir/ops/dist.cpp).
bool is_float_future(const Proxy& p) {
  return p.is_future() && is_float(p.tensor().dtype);
}

int64_t bytes_of(const Proxy& p) {
  return p.is_tensor() ? p.tensor().numel() * dtype_itemsize(p.tensor().dtype) : 0;
}

// The forward at the level of the gradient rules, and which values require grad.
struct Forward {
  std::unordered_set<const Proxy*> requires_grad;
  std::vector<BoundSymbol> bsyms;

  bool any_input_requires_grad(const BoundSymbol& b) const {
    for (const auto& p : b.flat_inputs())
      if (requires_grad.count(p.get())) return true;
    return false;
  }

  void add(const BoundSymbol& b) {
    if (b.sym->has(kTagSyntax) || !any_input_requires_grad(b)) {
      bsyms.push_back(b);
      return;
    }
    if (b.sym->grad) {
      std::vector<size_t> written = written_params(*b.sym);
      if (!written.empty() && !overwrites_written_params(*b.sym)) {
        BoundArgs a = b.bound_args();
        for (size_t i : written) {
          const Value& v = a.at(i);
          FULGUR_CHECK(!(v.is_tensor() && requires_grad.count(v.proxy().get())), b.sym->qualified(),
                       " writes into its argument '", b.sym->params.at(i).name, "' (",
                       v.proxy()->name,
                       "), which requires grad: the new value would carry no gradient. Autodiff "
                       "through an argument a libtorch fallback op writes into is not supported; "
                       "use the op's out-of-place form");
        }
      }
      bsyms.push_back(b);
      auto outs = b.flat_outputs();
      size_t n = outs.size() - std::min(outs.size(), nondifferentiable_trailing_outputs(*b.sym));
      for (size_t i = 0; i < n; ++i)
        if (is_float_tensor(*outs[i]) || is_float_future(*outs[i]))
          requires_grad.insert(outs[i].get());
      return;
    }
    FULGUR_CHECK(!b.subsymbols.empty(), "autodiff: ", b.sym->qualified(),
                 " has no gradient rule, and an input of it requires grad (",
                 b.sym->has(kTagSideEffect) ? "it has side effects" : "it is not differentiable",
                 "); detach that input or keep the op out of the differentiated path");
    size_t first = bsyms.size();
    for (const auto& s : b.subsymbols) add(s);
    // The decomposition stands where the op stood: keep its comments.
    if (bsyms.size() > first) {
      BoundSymbol& head = bsyms[first];
      head.header.insert(head.header.begin(), b.header.begin(), b.header.end());
      if (!head.loc) head.loc = b.loc;
    }
  }
};

// Elementwise and shape work only: cheap to redo inside a fusion region.
bool cheap(const BoundSymbol& b) {
  if (b.sym->is_prim)
    return b.sym->has(kTagElementwise) || b.sym->has(kTagShape) || b.sym->has(kTagCreation);
  if (b.sym->has(kTagSyntax) || b.subsymbols.empty()) return false;
  return std::all_of(b.subsymbols.begin(), b.subsymbols.end(), cheap);
}

ProxyPtr collection(NameGen& names, const std::string& prefix) {
  return std::make_shared<Proxy>(Proxy{names.fresh(prefix), ProxyType::collection()});
}

Value tuple_of(const std::vector<ProxyPtr>& ps) {
  std::vector<Value> items(ps.begin(), ps.end());
  return Value::tuple(std::move(items));
}

}  // namespace

ForwardBackward grad_transform(const Trace& computation, const GradOptions& options) {
  auto start = std::chrono::steady_clock::now();
  Forward fw;
  for (const auto& p : computation.params)
    if (is_float_tensor(*p.proxy) && p.proxy->tensor().requires_grad)
      fw.requires_grad.insert(p.proxy.get());
  Value ret;
  for (const auto& b : computation.bsyms) {
    if (is_syntax(b, "python_return")) {
      ret = b.args.at(0);
      continue;
    }
    FULGUR_CHECK(!is_syntax(b, "python_del"), "autodiff: run it before del_last_used");
    FULGUR_CHECK(!b.sym->has(kTagFusion), "autodiff: run it before partitioning (", b.sym->name,
                 " is a fusion region)");
    fw.add(b);
  }
  auto requires_grad = [&fw](const Proxy& p) { return fw.requires_grad.count(&p) != 0; };

  // The backward: cotangents of the differentiable outputs, then each rule
  // in reverse order, summing the gradients of values used more than once.
  Trace bw_start;
  bw_start.fn_name = "backward_fn";
  bw_start.names = computation.names;
  TraceBuilder tb(std::move(bw_start));
  ForwardBackward r;
  std::unordered_map<const Proxy*, Value> grads;
  auto accumulate = [&](const Proxy* p, const Value& g) {
    auto [it, fresh] = grads.emplace(p, g);
    if (fresh) return;
    // Complex gradients are summed by libtorch (fulgur's own ops are real).
    bool complex = is_complex(g.proxy()->tensor().dtype);
    it->second = complex ? tb.call(get_symbol("aten.add.Tensor"), {it->second, g})
                         : tb.call("ltorch.add", {it->second, g});
  };
  std::vector<ProxyPtr> flat_out, cotangents;
  collect_proxies(ret, flat_out);
  r.num_outputs = flat_out.size();
  for (size_t i = 0; i < flat_out.size(); ++i) {
    if (!requires_grad(*flat_out[i])) continue;
    TensorType t = flat_out[i]->tensor();
    t.requires_grad = false;
    t.strides.reset();
    ProxyPtr cot = tb.new_tensor(t);
    cotangents.push_back(cot);
    r.cotangent_of.push_back(i);
    accumulate(flat_out[i].get(), cot);
  }
  for (auto it = fw.bsyms.rbegin(); it != fw.bsyms.rend(); ++it) {
    const BoundSymbol& b = *it;
    if (!b.sym->grad || !fw.any_input_requires_grad(b)) continue;
    auto outs = b.flat_outputs();
    Value cotangent;
    if (outs.size() > 1 || has_multi_output_grad(*b.sym)) {
      FULGUR_INTERNAL_ASSERT(has_multi_output_grad(*b.sym),
                             "gradient rules are for single-output symbols: ", b.sym->qualified());
      std::vector<Value> items;
      bool any = false;
      for (const auto& o : outs) {
        auto g = grads.find(o.get());
        any = any || g != grads.end();
        items.push_back(g == grads.end() ? Value(None{}) : g->second);
      }
      if (!any) continue;  // no output reaches a differentiable output
      cotangent = Value::tuple(std::move(items));
    } else {
      FULGUR_INTERNAL_ASSERT(outs.size() == 1,
                             "gradient rules are for single-output symbols: ", b.sym->qualified());
      auto g = grads.find(outs[0].get());
      if (g == grads.end()) continue;  // the output reaches no differentiable output
      cotangent = g->second;
    }
    GradContext ctx(tb, b, cotangent, requires_grad);
    b.sym->grad(ctx);
    for (const auto& [p, gv] : ctx.grads()) accumulate(p.get(), gv);
  }
  std::vector<Value> input_grads;
  for (const auto& p : computation.params) {
    auto g = grads.find(p.proxy.get());
    input_grads.push_back(g == grads.end() ? Value(None{}) : g->second);
    r.has_grad.push_back(g != grads.end());
  }
  // Backward code no gradient needs (a rule computing terms for inputs that
  // do not require grad) goes before the saved values are chosen.
  tb.set_return(Value::tuple(input_grads));
  Trace bw = dce(tb.finish());
  bw.bsyms.pop_back();

  // What the backward reads from the forward.
  std::unordered_set<const Proxy*> defined_in_bw([&] {
    std::unordered_set<const Proxy*> s;
    for (const auto& c : cotangents) s.insert(c.get());
    return s;
  }());
  for (const auto& b : bw.bsyms)
    for (const auto& o : b.flat_outputs()) defined_in_bw.insert(o.get());
  std::unordered_map<const Proxy*, size_t> producer;  // forward bsym index
  std::unordered_map<const Proxy*, ProxyPtr> owner;
  for (const auto& p : computation.params) owner[p.proxy.get()] = p.proxy;
  for (size_t i = 0; i < fw.bsyms.size(); ++i)
    for (const auto& o : fw.bsyms[i].flat_outputs()) {
      producer[o.get()] = i;
      owner[o.get()] = o;
    }
  // Ordered by definition: inputs first (by position), then forward order.
  std::unordered_map<const Proxy*, size_t> param_index;
  for (size_t i = 0; i < computation.params.size(); ++i)
    param_index[computation.params[i].proxy.get()] = i;
  auto order_key = [&](const Proxy* p) -> std::pair<size_t, size_t> {
    auto it = producer.find(p);
    if (it != producer.end()) return {1, it->second};
    auto in = param_index.find(p);
    return in != param_index.end() ? std::pair<size_t, size_t>{0, in->second}
                                   : std::pair<size_t, size_t>{2, 0};
  };
  std::set<std::pair<std::pair<size_t, size_t>, const Proxy*>> saved;
  auto save = [&](const Proxy* p) { saved.insert({order_key(p), p}); };
  auto read = [&](const std::vector<ProxyPtr>& ps) {
    for (const auto& p : ps)
      if (!defined_in_bw.count(p.get())) {
        FULGUR_INTERNAL_ASSERT(owner.count(p.get()), "the backward reads ", p->name,
                               ", which the forward does not define");
        save(p.get());
      }
  };
  for (const auto& b : bw.bsyms) read(b.flat_inputs());
  {
    std::vector<ProxyPtr> rg;
    for (const auto& g : input_grads) collect_proxies(g, rg);
    read(rg);
  }
  for (const auto& [k, p] : saved)
    if (p->is_tensor()) {
      ++r.saved_tensors_without_recompute;
      r.saved_bytes_without_recompute += bytes_of(*p);
    }
  for (const auto& p : computation.params) r.forward_tensors += p.proxy->is_tensor() ? 1 : 0;
  for (const auto& b : fw.bsyms)
    for (const auto& o : b.flat_outputs()) r.forward_tensors += o->is_tensor() ? 1 : 0;

  // Recompute cheap values instead of saving them. Each step moves a saved
  // value to an earlier one (or none), so this ends.
  std::set<size_t> recompute;
  std::unordered_set<const Proxy*> recomputed;
  // A value computed from a storage the forward writes into cannot be
  // recomputed in the backward (it would read the write's contents): it is
  // saved instead (a BatchNorm's copy of its running statistics).
  StorageNames fw_storage(fw.bsyms);
  auto reads_written = [&](const BoundSymbol& b) {
    if (!fw_storage.any_writes()) return false;
    for (const auto& in : b.flat_inputs())
      if (fw_storage.written(in.get())) return true;
    return false;
  };
  bool changed = options.recompute;
  while (changed) {
    changed = false;
    for (auto it = saved.rbegin(); it != saved.rend(); ++it) {
      const Proxy* s = it->second;
      auto pr = producer.find(s);
      if (pr == producer.end()) continue;
      const BoundSymbol& b = fw.bsyms[pr->second];
      const bool forced = options.always_recompute && options.always_recompute(b);
      if (!forced && (!s->is_tensor() || !cheap(b) || b.flat_outputs().size() != 1)) continue;
      if (reads_written(b)) continue;
      std::vector<const Proxy*> need;
      for (const auto& in : b.flat_inputs()) {
        bool available = saved.count({order_key(in.get()), in.get()}) || recomputed.count(in.get());
        if (!available && std::find(need.begin(), need.end(), in.get()) == need.end())
          need.push_back(in.get());
      }
      size_t tensors_needed = 0;
      int64_t bytes_needed = 0;
      for (const Proxy* n : need)
        if (n->is_tensor()) {
          ++tensors_needed;
          bytes_needed += bytes_of(*n);
        }
      if (!forced && (tensors_needed > 1 || bytes_needed > bytes_of(*s))) continue;
      saved.erase(std::next(it).base());
      recomputed.insert(s);
      recompute.insert(pr->second);
      for (const Proxy* n : need) save(n);
      changed = true;
      break;  // the set changed under the iterator
    }
  }
  // The backward runs after the whole forward: a saved value whose storage
  // the forward writes into would be read with the write's contents.
  if (StorageNames storage(fw.bsyms); storage.any_writes())
    for (const auto& [k, p] : saved)
      FULGUR_CHECK(!storage.written(p), "autodiff: the backward needs ", p->name,
                   ", which the forward writes into in place (", storage.root(p)->name,
                   " is written by a write such as prims.copy_); libtorch autograd refuses this "
                   "too: write into a copy, or make the write after the gradient is computed");
  std::vector<ProxyPtr> saved_tensors, saved_numbers;
  for (const auto& [k, p] : saved)
    (p->is_tensor() ? saved_tensors : saved_numbers).push_back(owner.at(p));
  r.saved_tensors = saved_tensors.size();
  r.saved_numbers = saved_numbers.size();
  for (const auto& p : saved_tensors) r.saved_bytes += bytes_of(*p);

  NameGen names = bw.names;
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  // The joint trace: forward, backward, both results.
  r.joint = computation.empty_like();
  r.joint.fn_name = "joint";
  r.joint.names = names;
  for (const auto& c : cotangents) r.joint.params.push_back({c, TraceParam::Kind::Plain});
  for (const auto& b : fw.bsyms) r.joint.bsyms.push_back(b);
  for (const auto& b : bw.bsyms) r.joint.bsyms.push_back(b);
  r.joint.bsyms.push_back(make_return(Value::tuple({ret, Value::tuple(input_grads)})));
  r.joint.set_provenance("Grad transform (joint forward and backward)", ms);

  // The augmented forward.
  r.forward = computation.empty_like();
  r.forward.names = names;
  r.forward.bsyms = fw.bsyms;
  r.forward.bsyms.push_back(make_return(
      Value::tuple({ret, Value::tuple({tuple_of(saved_tensors), tuple_of(saved_numbers)})})));
  r.forward.set_provenance("Augmented forward (saves " + std::to_string(r.saved_tensors) +
                               " tensor(s) for the backward)",
                           ms);

  // The backward.
  Trace& b = r.backward;
  b.fn_name = "backward_fn";
  b.names = names;
  auto sfb = std::make_shared<Proxy>(Proxy{"saved_for_backward", ProxyType::collection()});
  auto cots = std::make_shared<Proxy>(Proxy{"cotangents", ProxyType::collection()});
  b.names.reserve(sfb->name);
  b.names.reserve(cots->name);
  b.params = {{sfb, TraceParam::Kind::Plain}, {cots, TraceParam::Kind::Plain}};
  ProxyPtr c0 = saved_tensors.empty() ? nullptr : collection(b.names, "C");
  ProxyPtr c1 = saved_numbers.empty() ? nullptr : collection(b.names, "C");
  b.bsyms.push_back(make_unpack_sequence(sfb, {c0, c1}));
  if (!cotangents.empty()) b.bsyms.push_back(make_unpack_sequence(cots, cotangents));
  if (c0) b.bsyms.push_back(make_unpack_sequence(c0, saved_tensors));
  if (c1) b.bsyms.push_back(make_unpack_sequence(c1, saved_numbers));
  for (size_t i : recompute) b.bsyms.push_back(fw.bsyms[i]);
  for (auto& s : bw.bsyms) b.bsyms.push_back(std::move(s));
  b.bsyms.push_back(make_return(Value::tuple(std::move(input_grads))));
  b.set_provenance("Backward (" + std::to_string(recompute.size()) +
                       " forward op(s) recomputed instead of saved)",
                   ms);
  return r;
}

Trace flatten_signature(const Trace& t) {
  std::unordered_map<const Proxy*, const BoundSymbol*> unpack_of;
  for (const auto& b : t.bsyms)
    if (is_syntax(b, "unpack_sequence") && b.args[0].is_proxy() &&
        b.args[0].proxy()->type.kind == ProxyKind::Collection)
      unpack_of[b.args[0].proxy().get()] = &b;
  Trace out = t.empty_like();
  out.params.clear();
  std::unordered_set<const BoundSymbol*> flattened;
  // The leaves of each parameter in order, depth first, with a stack of our
  // own: collections nest as deep as the input says.
  auto leaves = [&](const ProxyPtr& root) {
    std::vector<ProxyPtr> todo{root};
    while (!todo.empty()) {
      ProxyPtr p = std::move(todo.back());
      todo.pop_back();
      if (p->type.kind != ProxyKind::Collection) {
        out.params.push_back({p, TraceParam::Kind::Plain});
        continue;
      }
      auto it = unpack_of.find(p.get());
      if (it == unpack_of.end()) continue;  // never unpacked: nothing inside is used
      flattened.insert(it->second);
      const auto& items = it->second->output.seq().items;
      for (auto item = items.rbegin(); item != items.rend(); ++item)
        if (item->is_proxy()) todo.push_back(item->proxy());
    }
  };
  for (const auto& p : t.params) leaves(p.proxy);
  for (const auto& b : t.bsyms)
    if (!flattened.count(&b)) out.bsyms.push_back(b);
  return out;
}

void require_grad_of_float_inputs(Trace& t) {
  for (auto& p : t.params)
    if (is_float_tensor(*p.proxy)) p.proxy->type.tensor.requires_grad = true;
}

}  // namespace fulgur
