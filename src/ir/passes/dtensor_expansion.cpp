#include "ir/passes/dtensor_expansion.h"

#include <chrono>
#include <cstdlib>
#include <map>

#include "ir/error.h"
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

int64_t env_int(const char* name, int64_t def) {
  const char* v = std::getenv(name);
  if (!v || !*v) return def;
  char* end = nullptr;
  long long x = std::strtoll(v, &end, 10);
  FULGUR_CHECK(*end == '\0' && x >= 0, name, " must be a non-negative integer, got '", v, "'");
  return x;
}

std::string loc_suffix(const BoundSymbol& b) {
  return b.loc ? " (" + b.loc->comment() + ")" : "";
}

// A tensor type of the global program given placements on `mesh`.
TensorType on_mesh(TensorType t, const DeviceMesh& mesh, std::vector<Placement> placements) {
  t.dtensor = DTensorSpec{mesh, std::move(placements)};
  return t;
}

// Retypes `src` (a trace of the global program) with DTensor types:
// parameters and values whose names `known` holds take those types (the
// forward's values in the backward, the cotangents); every other tensor
// output takes its op's sharding decision. `known` gains every tensor's type.
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
    std::vector<ProxyPtr> outs;
    collect_proxies(b.output, outs);
    std::vector<std::optional<TensorType>> types(outs.size());
    if (!b.sym->has(kTagSyntax)) {
      BoundArgs bound = b.sym->bind(nb.args, nb.kwargs);
      if (has_dtensor_operand(bound)) {
        size_t k = 0;
        if (b.sym->sharding) {
          ShardingDecision d = decide_sharding(*b.sym, bound);
          for (size_t i = 0; i < outs.size(); ++i)
            if (outs[i]->is_tensor() && k < d.out.size())
              types[i] = on_mesh(outs[i]->tensor(), mesh, d.out[k++]);
        } else {  // no rule: computed on replicated operands
          for (size_t i = 0; i < outs.size(); ++i)
            if (outs[i]->is_tensor()) types[i] = on_mesh(outs[i]->tensor(), mesh, replicated);
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

bool has_dtensor_inputs(const Trace& t) {
  for (const auto& p : t.input_proxies())
    if (p->is_tensor() && p->tensor().dtensor) return true;
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
    Value out =
        tb.call(*b.sym, substitute_all(b.args, env), substitute_kwargs(b.kwargs, env), b.loc);
    bind_outputs(b.output, out, env);
  }
  return tb.finish();
}

Trace expand_dtensor(const Trace& t, const DTensorExpansionOptions& options) {
  auto start_time = std::chrono::steady_clock::now();
  int64_t rank = options.rank >= 0 ? options.rank : env_int("RANK", -1);
  int64_t world = options.world_size >= 0 ? options.world_size : env_int("WORLD_SIZE", -1);
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
  for (const BoundSymbol& b : t.bsyms) {
    if (b.sym->has(kTagSyntax)) {
      FULGUR_CHECK(is_syntax(b, "python_return") || is_syntax(b, "python_del"),
                   "DTensor expansion: '", b.sym->name, "' statements are not supported");
      if (!is_syntax(b, "python_return")) continue;  // del_last_used makes the frees
      Value ret = b.args.at(0);
      if (options.replicate_outputs) {
        std::vector<ProxyPtr> outs;
        collect_proxies(ret, outs);
        for (const ProxyPtr& o : outs) {
          if (!o->is_tensor() || !o->tensor().dtensor) continue;
          const TensorType& g = o->tensor();
          std::vector<Placement> r(g.dtensor->placements.size(), Placement::replicate());
          if (g.dtensor->placements != r)
            env[o.get()] = redistribute(tb, env.at(o.get()), g, r, rank);
        }
      }
      tb.append(make_return(substitute(ret, env)));
      continue;
    }
    BoundArgs bound = b.bound_args();
    if ((b.sym->ns != "ltorch" && b.sym->ns != "aten") || !has_dtensor_operand(bound)) {
      Value out =
          tb.call(*b.sym, substitute_all(b.args, env), substitute_kwargs(b.kwargs, env), b.loc);
      bind_outputs(b.output, out, env);
      continue;
    }
    ShardingDecision d = decide_sharding(*b.sym, bound);
    // Each operand in the placements the rule asks for.
    std::vector<ProxyPtr> operands = tensor_operands(bound);
    Env local;
    std::map<const Proxy*, std::vector<Placement>> wanted;
    for (size_t i = 0; i < operands.size(); ++i) {
      const ProxyPtr& p = operands[i];
      auto [it, fresh] = wanted.emplace(p.get(), d.in[i]);
      FULGUR_CHECK(fresh || it->second == d.in[i], b.sym->qualified(), loc_suffix(b), ": uses '",
                   p->name, "' twice in different placements (", placements_string(it->second),
                   " and ", placements_string(d.in[i]), "); not supported yet");
      if (!fresh) continue;
      Value v = env.at(p.get());
      if (p->tensor().dtensor->placements != d.in[i])
        v = redistribute(tb, v, p->tensor(), d.in[i], rank);
      local[p.get()] = v;
    }
    std::vector<TensorType> local_outs;
    for (size_t i = 0; i < d.global_outputs.size(); ++i) {
      TensorType g = d.global_outputs[i];
      g.dtensor = DTensorSpec{d.mesh, d.out[i]};
      local_outs.push_back(local_type(g, rank));
    }
    std::vector<Value> args = substitute_all(b.args, local);
    std::vector<std::pair<std::string, Value>> kwargs = substitute_kwargs(b.kwargs, local);
    // Ops whose arguments are extents take the local ones.
    const std::string& n = b.sym->name;
    if (n == "reshape" || n == "view" || n == "expand") {
      args = {args.at(0), Value::ints(local_outs.at(0).shape)};
      kwargs.clear();
    }
    Value out = tb.call(*b.sym, std::move(args), std::move(kwargs), b.loc);
    std::vector<ProxyPtr> outs;
    collect_proxies(out, outs);
    FULGUR_INTERNAL_ASSERT(outs.size() == local_outs.size(), b.sym->qualified(), ": ", outs.size(),
                           " local outputs for ", local_outs.size(), " global ones");
    for (size_t i = 0; i < outs.size(); ++i)
      FULGUR_INTERNAL_ASSERT(
          outs[i]->tensor().shape == local_outs[i].shape, b.sym->qualified(), loc_suffix(b),
          ": rank ", rank, "'s local output is ", shape_string(outs[i]->tensor().shape),
          " but the sharding rule's ", placements_string(d.out[i]), " of ",
          shape_string(d.global_outputs[i].shape), " is ", shape_string(local_outs[i].shape));
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
