#include "ir/passes/dtensor_expansion.h"

#include <chrono>
#include <cstdlib>
#include <map>

#include "ir/error.h"
#include "ir/ops/common.h"
#include "ir/ops/placeholder.h"
#include "ir/sharding/sharding.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

using Env = std::map<const Proxy*, Value>;

Value substitute(const Value& v, const Env& env) {
  if (v.is_proxy()) {
    auto it = env.find(v.proxy().get());
    return it == env.end() ? v : it->second;
  }
  if (v.is_seq()) {
    Seq s{v.seq().is_list, {}};
    for (const Value& item : v.seq().items) s.items.push_back(substitute(item, env));
    return Value(std::move(s));
  }
  return v;
}

std::vector<Value> substitute_all(const std::vector<Value>& vs, const Env& env) {
  std::vector<Value> out;
  for (const Value& v : vs) out.push_back(substitute(v, env));
  return out;
}

std::vector<std::pair<std::string, Value>> substitute_kwargs(
    const std::vector<std::pair<std::string, Value>>& kw, const Env& env) {
  std::vector<std::pair<std::string, Value>> out;
  for (const auto& [k, v] : kw) out.emplace_back(k, substitute(v, env));
  return out;
}

// Maps the old call's outputs to the new call's, giving the new proxies the
// old names so the two traces read together.
void bind_outputs(const Value& old_out, const Value& new_out, Env& env) {
  std::vector<ProxyPtr> olds, news;
  collect_proxies(old_out, olds);
  collect_proxies(new_out, news);
  FULGUR_INTERNAL_ASSERT(olds.size() == news.size(), "DTensor expansion: ", olds.size(),
                         " outputs became ", news.size());
  for (size_t i = 0; i < olds.size(); ++i) {
    // An op that hands back its input (ltorch.to to the same dtype) keeps
    // that input's name.
    bool fresh = true;
    for (const auto& [_, v] : env) fresh = fresh && !(v.is_proxy() && v.proxy() == news[i]);
    if (fresh) news[i]->name = olds[i]->name;
    env[olds[i].get()] = Value(news[i]);
  }
}

std::string loc_suffix(const BoundSymbol& b) {
  return b.loc ? " (" + b.loc->comment() + ")" : "";
}

// A tensor type of the global program given placements on `mesh`.
TensorType on_mesh(TensorType t, const DeviceMesh& mesh, std::vector<Placement> placements) {
  t.dtensor = DTensorSpec{mesh, std::move(placements)};
  return t;
}

// The decision typing and expansion both make for `b` (its operands typed
// as `typed`, at least one a DTensor): decide_placements, after refusing a
// composite that writes into an operand (the ltorch in-place ops; their
// own symbol's `writes` is empty, their subsymbols' prims.copy_ writes).
ShardingDecision decide(const BoundSymbol& b, const BoundArgs& typed) {
  FULGUR_CHECK(b.sym->writes.empty() ? b.written().empty() : true, b.sym->qualified(),
               loc_suffix(b), " writes into '",
               b.written().empty() ? std::string() : b.written()[0]->name,
               "' and has DTensor operands; only prims.copy_ may write into a DTensor: compute the "
               "new value with the functional op and prims.copy_ it into the tensor");
  return decide_placements(*b.sym, typed);
}

// Retypes `src` (a trace of the global program) with DTensor types:
// parameters and values whose names `known` holds take those types (the
// forward's values in the backward, the cotangents); every other tensor
// output takes decide_placements' decision (ir/sharding/sharding.h, the one
// decision the expansion makes too), and a tensor made from no DTensor (an
// input not in `known`, zeros, iota) is Replicate(). `known` gains every
// tensor's type.
Trace retype_with_rules(const Trace& src, const DeviceMesh& mesh,
                        std::map<std::string, TensorType>& known) {
  Trace out;
  out.fn_name = src.fn_name;
  out.header = src.header;
  out.names = src.names;
  Env env;
  std::vector<Placement> replicated(mesh.shape.size(), Placement::replicate());
  auto retyped = [&](const ProxyPtr& p, std::optional<TensorType> t) {
    auto np = std::make_shared<Proxy>(*p);
    if (np->is_tensor()) {
      if (!t) {
        auto it = known.find(p->name);
        t = it != known.end() ? it->second : on_mesh(p->tensor(), mesh, replicated);
      }
      np->type = ProxyType::of_tensor(*t);
      known[p->name] = *t;
    }
    env[p.get()] = Value(np);
    return np;
  };
  for (const TraceParam& p : src.params)
    out.params.push_back({retyped(p.proxy, std::nullopt), p.kind});
  for (const BoundSymbol& b : src.bsyms) {
    BoundSymbol nb;
    nb.sym = b.sym;
    nb.args = substitute_all(b.args, env);
    nb.kwargs = substitute_kwargs(b.kwargs, env);
    nb.loc = b.loc;
    nb.header = b.header;
    std::vector<ProxyPtr> outs;
    collect_proxies(b.output, outs);
    std::vector<std::optional<TensorType>> types(outs.size());
    if (!b.sym->has(kTagSyntax)) {
      BoundArgs bound = b.sym->bind(nb.args, nb.kwargs);
      if (has_dtensor_operand(bound)) {
        ShardingDecision d = decide(b, bound);
        size_t k = 0;
        for (size_t i = 0; i < outs.size(); ++i)
          if (outs[i]->is_tensor() && k < d.out.size()) {
            types[i] = on_mesh(outs[i]->tensor(), mesh, d.out[k++]);
          }
      }
    }
    for (size_t i = 0; i < outs.size(); ++i)
      if (!env.count(outs[i].get())) retyped(outs[i], types[i]);
    nb.output = substitute(b.output, env);
    out.bsyms.push_back(std::move(nb));
  }
  return out;
}

// Sets argument `name` of a call written as (args, kwargs) to `v`.
void set_arg(const Symbol& sym, std::vector<Value>& args,
             std::vector<std::pair<std::string, Value>>& kwargs, const std::string& name, Value v) {
  for (size_t i = 0; i < sym.params.size(); ++i) {
    if (sym.params[i].name != name) continue;
    if (sym.params[i].kind == ParamKind::Positional && i < args.size()) {
      args[i] = std::move(v);
      return;
    }
    break;
  }
  for (auto& [k, x] : kwargs)
    if (k == name) {
      x = std::move(v);
      return;
    }
  kwargs.emplace_back(name, std::move(v));
}

// Ops whose arguments are extents of their output take the local ones: the
// shape of reshape / view / expand / broadcast_in_dim, and the end of a
// prims.slice on a dim its output is sharded on (the rule keeps a shard only
// on a dim the slice takes whole).
void localize_extents(const Symbol& sym, const BoundArgs& global, const ShardingDecision& d,
                      const std::vector<TensorType>& local_outs, std::vector<Value>& args,
                      std::vector<std::pair<std::string, Value>>& kwargs) {
  const std::string& n = sym.name;
  if (sym.ns == "ltorch" && (n == "reshape" || n == "view" || n == "expand")) {
    args = {args.at(0), Value::ints(local_outs.at(0).shape)};
    kwargs.clear();
    return;
  }
  if (sym.ns == "prims" && (n == "reshape" || n == "broadcast_in_dim")) {
    set_arg(sym, args, kwargs, "shape", Value::ints(local_outs.at(0).shape));
    return;
  }
  if (sym.ns == "prims" && n == "slice") {
    std::vector<int64_t> end = ops::ints_arg(global, "end_indices");
    bool changed = false;
    for (const Placement& p : d.out.at(0))
      if (p.kind == Placement::Kind::Shard) {
        end.at(static_cast<size_t>(p.dim)) = local_outs.at(0).shape.at(static_cast<size_t>(p.dim));
        changed = true;
      }
    if (changed) set_arg(sym, args, kwargs, "end_indices", Value::ints(end));
  }
}

}  // namespace

ForwardBackward dtensor_typed_grad(const Trace& t) {
  ForwardBackward fb = grad_transform(strip_dtensor(t));
  std::map<std::string, TensorType> known;
  std::optional<DeviceMesh> mesh;
  for (const ProxyPtr& p : t.input_proxies())
    if (p->is_tensor() && p->tensor().dtensor) {
      known[p->name] = p->tensor();
      if (!mesh) mesh = p->tensor().dtensor->mesh;
    }
  FULGUR_INTERNAL_ASSERT(mesh, "dtensor_typed_grad of a trace without DTensor inputs");
  fb.forward = retype_with_rules(fb.forward, *mesh, known);
  // The cotangents: their outputs' placements, Partial read as Replicate().
  std::vector<ProxyPtr> outputs;
  collect_proxies(fb.forward.returned().seq().items.at(0), outputs);
  std::vector<ProxyPtr> params = fb.backward.input_proxies();
  FULGUR_INTERNAL_ASSERT(params.size() == 2, "backward_fn takes (saved, cotangents)");
  for (const BoundSymbol& b : fb.backward.bsyms) {
    if (b.args.empty() || !b.args[0].is_proxy() || b.args[0].proxy() != params[1]) continue;
    std::vector<ProxyPtr> cots;
    collect_proxies(b.output, cots);
    for (size_t k = 0; k < cots.size() && k < fb.cotangent_of.size(); ++k) {
      TensorType ct = outputs.at(fb.cotangent_of[k])->tensor();
      if (ct.dtensor)
        for (Placement& pl : ct.dtensor->placements)
          if (pl.kind == Placement::Kind::Partial) pl = Placement::replicate();
      ct.requires_grad = false;
      known[cots[k]->name] = ct;
    }
  }
  fb.backward = retype_with_rules(fb.backward, *mesh, known);
  return fb;
}

Trace type_dtensor(const Trace& global, const DeviceMesh& mesh,
                   const std::map<std::string, std::vector<Placement>>& input_placements) {
  auto start_time = std::chrono::steady_clock::now();
  std::map<std::string, TensorType> known;
  std::map<std::string, const Proxy*> inputs;
  for (const ProxyPtr& p : global.input_proxies()) {
    inputs[p->name] = p.get();
    FULGUR_CHECK(!p->is_tensor() || !p->tensor().dtensor, "type_dtensor: input '", p->name,
                 "' already is a DTensor (", placements_string(p->tensor().dtensor->placements),
                 "); type_dtensor takes the global program on plain tensors");
  }
  for (const auto& [name, placements] : input_placements) {
    auto it = inputs.find(name);
    std::string names;
    for (const auto& [n, p] : inputs)
      if (p->is_tensor()) names += (names.empty() ? "" : ", ") + n;
    FULGUR_CHECK(it != inputs.end() && it->second->is_tensor(), "type_dtensor: '", name,
                 "' is not a tensor input of '", global.fn_name, "' (its tensor inputs: ", names,
                 ")");
    const TensorType& t = it->second->tensor();
    FULGUR_CHECK(placements.size() == mesh.shape.size(), "type_dtensor: input '", name, "' has ",
                 placements.size(), " placements ", placements_string(placements), " but ",
                 mesh.repr(), " has ", mesh.shape.size(), " dims (one placement per mesh dim)");
    for (const Placement& p : placements)
      FULGUR_CHECK(p.kind != Placement::Kind::Shard || (p.dim >= 0 && p.dim < t.rank()),
                   "type_dtensor: input '", name, "' ", shape_dtype_string(t), " cannot be ",
                   p.repr(), ": it has ", t.rank(), " dims");
    known[name] = on_mesh(t, mesh, placements);
  }
  Trace out = retype_with_rules(global, mesh, known);
  out.set_provenance("DTensor typing", std::chrono::duration<double, std::milli>(
                                           std::chrono::steady_clock::now() - start_time)
                                           .count());
  return out;
}

bool has_dtensor_inputs(const Trace& t) {
  for (const auto& p : t.input_proxies())
    if (p->is_tensor() && p->tensor().dtensor) return true;
  return false;
}

bool has_dtensor_boundaries(const Trace& t) {
  for (const BoundSymbol& b : t.bsyms)
    if (b.sym->ns == "dtensor") return true;
  return false;
}

Trace strip_dtensor(const Trace& t) {
  Trace start;
  start.fn_name = t.fn_name;
  start.header = t.header;
  start.names = t.names;
  TraceBuilder tb(std::move(start));
  Env env;
  for (const TraceParam& p : t.params) {
    auto np = std::make_shared<Proxy>(*p.proxy);
    if (np->is_tensor()) np->type.tensor.dtensor.reset();
    tb.trace().params.push_back({np, p.kind});
    env[p.proxy.get()] = Value(np);
  }
  for (const BoundSymbol& b : t.bsyms) {
    if (b.sym->has(kTagSyntax)) {
      FULGUR_CHECK(is_syntax(b, "python_return") || is_syntax(b, "python_del"), "DTensor traces: '",
                   b.sym->name, "' statements are not supported");
      if (is_syntax(b, "python_return")) tb.append(make_return(substitute(b.args.at(0), env)));
      continue;
    }
    FULGUR_CHECK(b.sym->ns != "dtensor", b.sym->qualified(), loc_suffix(b),
                 ": a program that moves between local tensors and DTensors (from_local, "
                 "to_local, redistribute) has no single-device form; its ranks' programs are "
                 "what it runs");
    Value out =
        tb.call(*b.sym, substitute_all(b.args, env), substitute_kwargs(b.kwargs, env), b.loc);
    bind_outputs(b.output, out, env);
  }
  return tb.finish();
}

Trace expand_dtensor(const Trace& t, const DTensorExpansionOptions& options) {
  auto start_time = std::chrono::steady_clock::now();
  int64_t rank = options.rank;
  int64_t world = options.world_size;
  Trace start;
  start.fn_name = t.fn_name;
  start.header = t.header;
  start.names = t.names;
  TraceBuilder tb(std::move(start));
  Env env;
  for (const TraceParam& p : t.params) {
    auto np = std::make_shared<Proxy>(*p.proxy);
    if (np->is_tensor() && np->tensor().dtensor) {
      const TensorType& g = p.proxy->tensor();
      const DeviceMesh& mesh = g.dtensor->mesh;
      if (world < 0) world = mesh.size();
      if (rank < 0) rank = 0;
      FULGUR_CHECK(mesh.size() == world, "input '", p.proxy->name, "' is a DTensor on ",
                   mesh.repr(), " (", mesh.size(), " ranks) but WORLD_SIZE is ", world,
                   ": the mesh must hold every rank of the world");
      for (int64_t id : mesh.ids)
        FULGUR_CHECK(id < world, "input '", p.proxy->name, "' is a DTensor on ", mesh.repr(),
                     ", which names rank ", id, " of a world of ", world);
      FULGUR_CHECK(rank < world, "rank ", rank, " is not in a world of ", world);
      np->type.tensor = local_type(g, rank);
    }
    tb.trace().params.push_back({np, p.kind});
    env[p.proxy.get()] = Value(np);
  }
  // The global type (placements included) of every value: the inputs' from
  // the trace, every op's from decide_placements — the decisions the
  // expansion acts on, whatever types the trace's own outputs carry.
  Env typed;
  for (const TraceParam& p : t.params) typed[p.proxy.get()] = Value(p.proxy);
  // Each value's redistributions so far, by target placements: a value read
  // in the same placements by several ops is redistributed once (AdamW reads
  // a data-parallel gradient in its lerp and in g * g: one all-reduce, not
  // two). Forgotten at every write, after which a read may see other values.
  std::map<std::pair<const Proxy*, std::string>, Value> redistributed;
  auto redistribute_once = [&](const ProxyPtr& p, const Value& v, const TensorType& g,
                               const std::vector<Placement>& dst) {
    auto key = std::make_pair(p.get(), placements_string(dst));
    auto it = redistributed.find(key);
    if (it == redistributed.end())
      it = redistributed.emplace(key, redistribute(tb, v, g, dst, rank)).first;
    return it->second;
  };
  // Which dtensor.redistribute outputs only dtensor.to_local reads
  // (expand_boundary fuses the row-parallel output's pair).
  BoundaryExpansion boundaries;
  {
    std::map<const Proxy*, bool> to_local_only;
    for (const BoundSymbol& b : t.bsyms) {
      bool to_local = b.sym->ns == "dtensor" && b.sym->name == "to_local";
      for (const ProxyPtr& p : b.flat_inputs()) {
        auto it = to_local_only.find(p.get());
        if (it != to_local_only.end()) it->second = it->second && to_local;
      }
      if (b.sym->ns == "dtensor" && b.sym->name == "redistribute")
        to_local_only[b.output.proxy().get()] = true;
    }
    for (const auto& [p, only] : to_local_only)
      if (only) boundaries.only_to_local.insert(p);
  }
  for (const BoundSymbol& b : t.bsyms) {
    if (!b.written().empty()) redistributed.clear();
    if (b.sym->has(kTagSyntax)) {
      FULGUR_CHECK(is_syntax(b, "python_return") || is_syntax(b, "python_del"),
                   "DTensor expansion: '", b.sym->name, "' statements are not supported");
      if (!is_syntax(b, "python_return")) continue;  // del_last_used makes the frees
      Value ret = b.args.at(0);
      if (options.replicate_outputs) {
        std::vector<ProxyPtr> outs;
        collect_proxies(ret, outs);
        for (const ProxyPtr& o : outs) {
          auto it = typed.find(o.get());
          if (it == typed.end() || !it->second.proxy()->is_tensor()) continue;
          const TensorType& g = it->second.proxy()->tensor();
          if (!g.dtensor) continue;
          std::vector<Placement> r(g.dtensor->placements.size(), Placement::replicate());
          if (g.dtensor->placements != r)
            env[o.get()] = redistribute_once(o, env.at(o.get()), g, r);
        }
      }
      tb.append(make_return(substitute(ret, env)));
      continue;
    }
    if (b.sym->ns == "dtensor") {  // from_local, to_local, redistribute
      const ProxyPtr& a = b.args.at(0).proxy();
      Value out = expand_boundary(tb, b, env.at(a.get()), typed.at(a.get()).proxy()->tensor(), rank,
                                  boundaries);
      typed[b.output.proxy().get()] = b.output;
      bind_outputs(b.output, out, env);
      continue;
    }
    BoundArgs bound =
        b.sym->bind(substitute_all(b.args, typed), substitute_kwargs(b.kwargs, typed));
    std::vector<ProxyPtr> old_outs;
    collect_proxies(b.output, old_outs);
    if (!has_dtensor_operand(bound)) {
      // Local as it is (a tensor made from no DTensor is Replicate(): its
      // local tensor is the whole tensor).
      Value out =
          tb.call(*b.sym, substitute_all(b.args, env), substitute_kwargs(b.kwargs, env), b.loc);
      for (const ProxyPtr& o : old_outs) {
        typed[o.get()] = Value(o);
        if (!o->is_tensor() || !o->tensor().dtensor) continue;
        for (const Placement& p : o->tensor().dtensor->placements)
          FULGUR_CHECK(p.kind == Placement::Kind::Replicate, b.sym->qualified(), loc_suffix(b),
                       ": '", o->name, "' is typed ",
                       placements_string(o->tensor().dtensor->placements),
                       " but is made from no DTensor: it can only be Replicate()");
      }
      bind_outputs(b.output, out, env);
      continue;
    }
    ShardingDecision d = decide(b, bound);
    // Each operand in the placements the decision asks for.
    std::vector<ProxyPtr> operands = tensor_operands(b.bound_args());
    std::vector<ProxyPtr> typed_operands = tensor_operands(bound);
    FULGUR_INTERNAL_ASSERT(
        operands.size() == typed_operands.size() && operands.size() == d.in.size(),
        b.sym->qualified(), ": operand counts differ");
    Env local;
    std::map<const Proxy*, std::vector<Placement>> wanted;
    for (size_t i = 0; i < operands.size(); ++i) {
      const ProxyPtr& p = operands[i];
      auto [it, fresh] = wanted.emplace(p.get(), d.in[i]);
      FULGUR_CHECK(fresh || it->second == d.in[i], b.sym->qualified(), loc_suffix(b), ": uses '",
                   p->name, "' twice in different placements (", placements_string(it->second),
                   " and ", placements_string(d.in[i]), "); not supported yet");
      if (!fresh) continue;
      TensorType g = typed_operands[i]->tensor();
      if (!g.dtensor)  // a plain operand: Replicate()
        g.dtensor = DTensorSpec{
            d.mesh, std::vector<Placement>(d.mesh.shape.size(), Placement::replicate())};
      Value v = env.at(p.get());
      if (g.dtensor->placements != d.in[i]) v = redistribute_once(p, v, g, d.in[i]);
      local[p.get()] = v;
    }
    std::vector<TensorType> global_outs, local_outs;
    for (size_t i = 0; i < d.global_outputs.size(); ++i) {
      TensorType g = d.global_outputs[i];
      g.dtensor = DTensorSpec{d.mesh, d.out[i]};
      global_outs.push_back(g);
      local_outs.push_back(local_type(g, rank));
    }
    std::vector<Value> args = substitute_all(b.args, local);
    std::vector<std::pair<std::string, Value>> kwargs = substitute_kwargs(b.kwargs, local);
    localize_extents(*b.sym, bound, d, local_outs, args, kwargs);
    Value out = tb.call(*b.sym, std::move(args), std::move(kwargs), b.loc);
    std::vector<ProxyPtr> outs;
    collect_proxies(out, outs);
    FULGUR_INTERNAL_ASSERT(outs.size() == local_outs.size() && old_outs.size() == outs.size(),
                           b.sym->qualified(), ": ", outs.size(), " local outputs for ",
                           local_outs.size(), " global ones");
    for (size_t i = 0; i < outs.size(); ++i) {
      // A placeholder's meta is the user's: its local output must be the
      // shard its rule gives (the first operand's placements).
      FULGUR_CHECK(
          !is_placeholder(*b.sym) || outs[i]->tensor().shape == local_outs[i].shape,
          b.sym->qualified(), loc_suffix(b), ": on rank ", rank,
          "'s local operands the placeholder's meta gives ", shape_string(outs[i]->tensor().shape),
          ", but its output takes ", placements_string(d.out[i]),
          " (the first operand's placements), whose local "
          "tensor of ",
          shape_string(d.global_outputs[i].shape), " is ", shape_string(local_outs[i].shape),
          ": a placeholder must compute its output's shard from its operands' local "
          "tensors (shard its other operands alike, or replicate them)");
      FULGUR_INTERNAL_ASSERT(
          outs[i]->tensor().shape == local_outs[i].shape, b.sym->qualified(), loc_suffix(b),
          ": rank ", rank, "'s local output is ", shape_string(outs[i]->tensor().shape),
          " but the sharding rule's ", placements_string(d.out[i]), " of ",
          shape_string(d.global_outputs[i].shape), " is ", shape_string(local_outs[i].shape));
      auto tp = std::make_shared<Proxy>(*old_outs[i]);
      tp->type = ProxyType::of_tensor(global_outs[i]);
      typed[old_outs[i].get()] = Value(tp);
    }
    bind_outputs(b.output, out, env);
  }
  Trace out = tb.finish();
  out.set_provenance("DTensor expansion", std::chrono::duration<double, std::milli>(
                                              std::chrono::steady_clock::now() - start_time)
                                              .count());
  out.header.insert(out.header.begin() + 1,
                    "rank " + std::to_string(rank) + " of " + std::to_string(world));
  return out;
}

}  // namespace fulgur
