#include "ir/passes/fsdp.h"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <string>
#include <unordered_map>

#include "ir/error.h"
#include "ir/sharding/sharding.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

const char* strategy(const FsdpOptions& o) {
  return o.zero2 ? "ZeRO-2" : "FSDP";
}

std::string type_text(const TensorType& t) {
  return std::string(dtype_short_name(t.dtype)) + shape_string(t.shape);
}

bool is_float_tensor(const Proxy& p) {
  return p.is_tensor() && is_float(p.tensor().dtype);
}

// 0: one rank (the caller, codegen::compile, passes the launch's world).
int64_t resolved_world_size(int64_t ws) {
  return ws != 0 ? ws : 1;
}

// Which inputs the strategy takes, by position; checked.
std::vector<bool> chosen_inputs(const Trace& c, const FsdpOptions& o) {
  const size_t n = c.params.size();
  std::vector<bool> chosen(n, false);
  if (o.params.empty()) {
    bool any_requires_grad = false;
    for (const auto& p : c.params)
      any_requires_grad =
          any_requires_grad || (is_float_tensor(*p.proxy) && p.proxy->tensor().requires_grad);
    // Every floating-point tensor input (0-dim ones have no dim 0 to shard).
    for (size_t i = 0; i < n; ++i) {
      const Proxy& p = *c.params[i].proxy;
      chosen[i] = is_float_tensor(p) && p.tensor().rank() >= 1 &&
                  (!any_requires_grad || p.tensor().requires_grad);
    }
  }
  for (const auto& name : o.params) {
    size_t i = 0;
    while (i < n && c.params[i].proxy->name != name) ++i;
    FULGUR_CHECK(i < n, strategy(o), ": '", name, "' is not an input of ", c.fn_name,
                 " (its inputs: ", c.input_names(), ")");
    FULGUR_CHECK(!chosen[i], strategy(o), ": '", name, "' is named twice");
    chosen[i] = true;
  }
  for (size_t i = 0; i < n; ++i) {
    if (!chosen[i]) continue;
    const Proxy& p = *c.params[i].proxy;
    FULGUR_CHECK(is_float_tensor(p), strategy(o), ": input '", p.name,
                 "' is not a floating-point tensor; only those are sharded");
    FULGUR_CHECK(p.tensor().rank() >= 1, strategy(o), ": input '", p.name,
                 "' is 0-dim; there is no dim 0 to shard");
    FULGUR_CHECK(p.tensor().shape[0] % o.world_size == 0, strategy(o), ": input '", p.name,
                 "' has ", p.tensor().shape[0], " rows (dim 0 of ", type_text(p.tensor()),
                 "), not divisible by the world size ", o.world_size,
                 "; uneven shards are not supported: pad it, or leave it out of the sharded "
                 "parameters");
  }
  return chosen;
}

// The world's 1-D mesh, on the device `t` lives on, and a tensor of type `t`
// as a DTensor placed `p` on it.
TensorType sharded_type(TensorType t, const FsdpOptions& o, Placement p) {
  t.strides.reset();
  t.dtensor =
      DTensorSpec{DeviceMesh::world(o.world_size, t.device.is_cuda() ? "cuda" : "cpu"), {p}};
  return t;
}

int64_t rank_of(const FsdpOptions& o) {
  FULGUR_CHECK(o.rank < o.world_size, strategy(o), ": rank ", o.rank, " is not in a world of ",
               o.world_size);
  return o.rank >= 0 ? o.rank : 0;
}

// `b` (and its subsymbols) define `to` where they defined `from`.
void rename_output(BoundSymbol& b, const ProxyPtr& from, const ProxyPtr& to) {
  if (b.output.is_proxy() && b.output.proxy() == from) b.output = Value(to);
  for (auto& s : b.subsymbols) rename_output(s, from, to);
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

GradOptions FsdpPlan::grad_options() const {
  GradOptions g;
  if (options.zero2) return g;
  const auto* futs = &futures;
  const auto* full = &gathered;
  g.always_recompute = [futs, full](const BoundSymbol& b) {
    for (const auto& o : b.flat_outputs())
      if (futs->count(o.get()) || full->count(o.get())) return true;
    return false;
  };
  return g;
}

Trace apply_fsdp(const Trace& computation, const FsdpOptions& options, FsdpPlan& plan) {
  auto start = std::chrono::steady_clock::now();
  FsdpOptions o = options;
  o.world_size = resolved_world_size(o.world_size);
  FULGUR_CHECK(o.world_size >= 1, strategy(o), ": the world size must be positive, got ",
               o.world_size);
  FULGUR_CHECK(o.max_gathers_in_flight >= 0, strategy(o),
               ": the all-gathers in flight must be 0 (no limit) or positive, got ",
               o.max_gathers_in_flight);
  plan = FsdpPlan{};
  plan.options = o;
  plan.sharded = chosen_inputs(computation, o);
  for (const auto& p : computation.params) plan.names.push_back(p.proxy->name);
  if (o.zero2) return computation;

  // The shards are the inputs now; the whole parameter keeps its proxy,
  // which the gather's wait defines.
  const size_t n = computation.params.size();
  Trace start_trace = computation.empty_like();
  std::unordered_map<const Proxy*, size_t> param_of;
  std::vector<ProxyPtr> shard(n);
  for (size_t i = 0; i < n; ++i) {
    if (!plan.sharded[i]) continue;
    const ProxyPtr& full = computation.params[i].proxy;
    std::string name = full->name + "_shard";
    for (int k = 1; start_trace.names.in_use(name); ++k)
      name = full->name + "_shard" + std::to_string(k);
    start_trace.names.reserve(name);
    TensorType t = full->tensor();
    t.shape[0] /= o.world_size;
    t.strides.reset();
    shard[i] = std::make_shared<Proxy>(Proxy{name, ProxyType::of_tensor(t)});
    start_trace.params[i].proxy = shard[i];
    param_of[full.get()] = i;
  }
  TraceBuilder tb(std::move(start_trace));
  std::vector<bool> gathered(n, false);
  // A sharded parameter is a DTensor placed Shard(0) on the world's mesh;
  // before its first use it is redistributed to Replicate() (the DTensor
  // layer's dist.redistribute: an all-gather).
  auto gather = [&](size_t i) {
    const ProxyPtr& full = computation.params[i].proxy;
    const size_t at = tb.trace().bsyms.size();
    Value w = redistribute(tb, shard[i], sharded_type(full->tensor(), o, Placement::shard(0)),
                           {Placement::replicate()}, rank_of(o));
    rename_output(tb.trace().bsyms.back(), w.proxy(), full);  // its consumers read it by this name
    tb.trace().bsyms[at].header.push_back("FSDP: all-gather " + full->name + " (" +
                                          std::to_string(o.world_size) + " shards of " +
                                          type_text(shard[i]->tensor()) + ")");
    plan.gathered.insert(full.get());
    // The all-gather's future inside it: recomputed too where autodiff
    // differentiates the composite's statements one by one.
    std::function<void(const BoundSymbol&)> futures = [&](const BoundSymbol& s) {
      if (s.sym->qualified() == "dist.all_gather")
        for (const auto& p : s.flat_outputs()) plan.futures.insert(p.get());
      for (const auto& sub : s.subsymbols) futures(sub);
    };
    futures(tb.trace().bsyms.back());
    gathered[i] = true;
  };
  for (const BoundSymbol& b : computation.bsyms) {
    for (const auto& p : b.flat_inputs())
      if (auto it = param_of.find(p.get()); it != param_of.end() && !gathered[it->second])
        gather(it->second);
    tb.append(b);
  }
  Trace out = tb.finish();
  out.set_provenance("FSDP (ZeRO-3) parameter shards", ms_since(start));
  return out;
}

void apply_fsdp_backward(ForwardBackward& fb, const Trace& computation, const FsdpPlan& plan) {
  auto start = std::chrono::steady_clock::now();
  const FsdpOptions& o = plan.options;
  const size_t n = computation.params.size();
  FULGUR_INTERNAL_ASSERT(plan.sharded.size() == n && fb.has_grad.size() == n, strategy(o), ": ",
                         plan.sharded.size(), " shard flags and ", fb.has_grad.size(),
                         " gradient flags for ", n, " inputs");
  Trace bw = fb.backward;
  FULGUR_INTERNAL_ASSERT(!bw.bsyms.empty() && is_syntax(bw.bsyms.back(), "python_return"),
                         strategy(o), ": the backward does not end with its return");
  Value ret = bw.bsyms.back().args.at(0);
  bw.bsyms.pop_back();
  FULGUR_INTERNAL_ASSERT(ret.is_seq() && ret.seq().items.size() == n, strategy(o),
                         ": the backward does not return one gradient per input");
  std::vector<Value> grads = ret.seq().items;
  std::unordered_map<const Proxy*, size_t> made_at;
  for (size_t k = 0; k < bw.bsyms.size(); ++k)
    for (const auto& p : bw.bsyms[k].flat_outputs()) made_at[p.get()] = k;
  const std::string ranks = std::to_string(o.world_size) + " ranks";

  if (!o.zero2) {
    // The shard's gradient is the all_gather's: a reduce_scatter ('sum',
    // the sum over the ranks' losses) and its wait. FSDP averages, as DDP.
    for (size_t i = 0; i < n; ++i) {
      if (!plan.sharded[i] || !fb.has_grad[i]) continue;
      const std::string& name = plan.names.at(i);
      const Value& g = grads[i];
      auto w = g.is_proxy() ? made_at.find(g.proxy().get()) : made_at.end();
      FULGUR_INTERNAL_ASSERT(w != made_at.end() && bw.bsyms[w->second].sym->has(kTagWait),
                             "FSDP: the gradient of ", name, " is not a collective's result");
      const Value& fut = bw.bsyms[w->second].args.at(0);
      auto rs = made_at.find(fut.proxy().get());
      FULGUR_INTERNAL_ASSERT(
          rs != made_at.end() && bw.bsyms[rs->second].sym->qualified() == "dist.reduce_scatter" &&
              bw.bsyms[rs->second].args.size() >= 2 && bw.bsyms[rs->second].args[1].is_str() &&
              bw.bsyms[rs->second].args[1].as_str() == "sum",
          "FSDP: the gradient of ", name, " is not the gather's reduce_scatter");
      BoundSymbol& b = bw.bsyms[rs->second];
      b.args[1] = Value("avg");
      b.header.push_back("FSDP: reduce-scatter the gradient of " + name + " (the mean over " +
                         ranks + "; this rank keeps its shard, " +
                         type_text(computation.params[i].proxy->tensor()) + ")");
    }
    // The gathers the backward repeats (grad_transform put them first, in
    // the forward's order) move to just before the first use of what they
    // gather, so they come in the order the backward needs them and
    // sort_waits prefetches the next ones.
    std::vector<BoundSymbol> rest;
    std::unordered_map<const Proxy*, std::vector<BoundSymbol>> pending;  // by gathered proxy
    std::unordered_map<const Proxy*, const Proxy*> gathered_by;          // future -> gathered
    for (auto& b : bw.bsyms)
      if (b.sym->qualified() == "dist.wait" && b.output.is_proxy() &&
          plan.gathered.count(b.output.proxy().get()) && b.args.at(0).is_proxy())
        gathered_by[b.args[0].proxy().get()] = b.output.proxy().get();
    for (auto& b : bw.bsyms) {
      auto outs = b.flat_outputs();
      const Proxy* key = nullptr;
      if (outs.size() == 1 && plan.gathered.count(outs[0].get())) key = outs[0].get();
      if (outs.size() == 1 && plan.futures.count(outs[0].get()))
        if (auto it = gathered_by.find(outs[0].get()); it != gathered_by.end()) key = it->second;
      if (!key) {
        rest.push_back(std::move(b));
        continue;
      }
      if (pending[key].empty())
        b.header = {"FSDP: all-gather " + key->name + " again for the backward (not saved)"};
      pending[key].push_back(std::move(b));
    }
    std::vector<BoundSymbol> out;
    out.reserve(bw.bsyms.size());
    for (auto& b : rest) {
      for (const auto& p : b.flat_inputs())
        if (auto it = pending.find(p.get()); it != pending.end()) {
          for (auto& g : it->second) out.push_back(std::move(g));
          pending.erase(it);
        }
      out.push_back(std::move(b));
    }
    // Gathers whose result is only returned (no symbol reads it).
    for (const auto& g : grads)
      if (g.is_proxy())
        if (auto it = pending.find(g.proxy().get()); it != pending.end()) {
          for (auto& s : it->second) out.push_back(std::move(s));
          pending.erase(it);
        }
    FULGUR_INTERNAL_ASSERT(pending.empty(), "FSDP: a gather repeated in the backward is not used");
    bw.bsyms = std::move(out);
    bw.bsyms.push_back(make_return(Value::tuple(std::move(grads))));
    fb.backward = std::move(bw);
    fb.backward.set_provenance("FSDP (ZeRO-3) gradient reduce-scatters", ms_since(start));
    return;
  }

  // ZeRO-2: each gradient reduce-scattered as soon as the backward has it
  // (in the order it computes them, so sort_waits can start each early).
  std::vector<size_t> order;
  for (size_t i = 0; i < n; ++i) {
    if (!plan.sharded[i]) continue;
    FULGUR_CHECK(fb.has_grad[i], "ZeRO-2: input '", computation.params[i].proxy->name,
                 "' has no gradient (it does not require grad, or no output depends on it)");
    order.push_back(i);
  }
  auto made = [&](size_t i) {
    auto it = grads[i].is_proxy() ? made_at.find(grads[i].proxy().get()) : made_at.end();
    return it == made_at.end() ? size_t{0} : it->second + 1;
  };
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return made(a) < made(b); });
  // Each rank's gradient of a replicated parameter is its share of the
  // average, Partial(avg); this rank keeps its Shard(0) of it (the DTensor
  // layer's dist.redistribute: a reduce-scatter).
  TraceBuilder tb(std::move(bw));
  for (size_t i : order) {
    const ProxyPtr& p = computation.params[i].proxy;
    const size_t at = tb.trace().bsyms.size();
    grads[i] =
        redistribute(tb, grads[i],
                     sharded_type(grads[i].proxy()->tensor(), o, Placement::partial(ReduceOp::Avg)),
                     {Placement::shard(0)}, rank_of(o));
    TensorType shard = p->tensor();
    shard.shape[0] /= o.world_size;
    tb.trace().bsyms[at].header.push_back("ZeRO-2: reduce-scatter the gradient of " + p->name +
                                          " (the mean over " + ranks +
                                          "; this rank keeps its shard, " + type_text(shard) + ")");
  }
  tb.set_return(Value::tuple(std::move(grads)));
  fb.backward = tb.finish();
  fb.backward.set_provenance("ZeRO-2 gradient reduce-scatters", ms_since(start));
}

void check_one_strategy_per_input(const Trace& computation, const FsdpOptions& fsdp,
                                  const DdpOptions& ddp) {
  FsdpOptions o = fsdp;
  o.world_size = resolved_world_size(o.world_size);
  std::vector<bool> sharded = chosen_inputs(computation, o);
  for (size_t i = 0; i < computation.params.size(); ++i) {
    const Proxy& p = *computation.params[i].proxy;
    bool averaged = ddp.params.empty() ? is_float_tensor(p) && p.tensor().requires_grad
                                       : std::find(ddp.params.begin(), ddp.params.end(), p.name) !=
                                             ddp.params.end();
    FULGUR_CHECK(!(sharded[i] && averaged), "input '", p.name,
                 "' is claimed by two strategies: ", strategy(o),
                 " shards it and DDP averages its whole gradient; give each "
                 "parameter one (--fsdp-params / --ddp-params)");
  }
}

}  // namespace fulgur
