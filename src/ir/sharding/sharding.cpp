// Ops on DTensor operands: the global meta, the sharding decision and the
// DTensor outputs (docs/dtensor.md).
#include "ir/sharding/sharding.h"

#include <algorithm>
#include <map>

#include "ir/error.h"

namespace fulgur {

namespace {

void collect_tensors(const Value& v, std::vector<ProxyPtr>& out) {
  if (v.is_tensor()) {
    out.push_back(v.proxy());
  } else if (v.is_seq()) {
    for (const Value& item : v.seq().items) collect_tensors(item, out);
  }
}

// `v` with every proxy replaced through `map` (proxies not in it kept).
Value substitute(const Value& v, const std::map<const Proxy*, ProxyPtr>& map) {
  if (v.is_proxy()) {
    auto it = map.find(v.proxy().get());
    return it == map.end() ? v : Value(it->second);
  }
  if (v.is_seq()) {
    Seq s{v.seq().is_list, {}};
    for (const Value& item : v.seq().items) s.items.push_back(substitute(item, map));
    return Value(std::move(s));
  }
  return v;
}

std::string operands_string(const BoundArgs& a) {
  std::string out;
  for (const ProxyPtr& p : tensor_operands(a)) {
    if (!out.empty()) out += ", ";
    out += p->name + ": " +
           (p->tensor().dtensor ? "DTensor " + shape_dtype_string(p->tensor()) + " " +
                                      placements_string(p->tensor().dtensor->placements)
                                : "tensor " + shape_dtype_string(p->tensor()));
  }
  return out;
}

ShardingChoice replicate_everything(const ShardingQuery& q) {
  return ShardingChoice{std::vector<Placement>(q.in.size(), Placement::replicate()),
                        std::vector<Placement>(q.outputs.size(), Placement::replicate())};
}

}  // namespace

std::string placements_string(const std::vector<Placement>& ps) {
  std::string s = "(";
  for (size_t i = 0; i < ps.size(); ++i) s += (i ? ", " : "") + ps[i].repr();
  if (ps.size() == 1) s += ",";
  return s + ")";
}

bool has_dtensor_operand(const BoundArgs& a) {
  for (const ProxyPtr& p : tensor_operands(a))
    if (p->tensor().dtensor) return true;
  return false;
}

std::vector<ProxyPtr> tensor_operands(const BoundArgs& a) {
  std::vector<ProxyPtr> out;
  for (const Value& v : a.values()) collect_tensors(v, out);
  return out;
}

TensorType local_type(const TensorType& global, int64_t rank) {
  TensorType t = global;
  if (!global.dtensor) return t;
  t.shape = global.local_shape(rank);
  t.dtensor.reset();
  t.strides.reset();
  return t;
}

ShardingDecision decide_sharding(const Symbol& sym, const BoundArgs& a) {
  const std::string op = sym.qualified();
  // The libtorch fallback's ops (aten.*, runtime/aten_fallback.h) are
  // opaque: they run on the whole tensors, so every operand is replicated
  // (gathered or reduced first) and every output is Replicate().
  ShardingFn rule = sym.sharding;
  if (!rule && sym.ns == "aten") rule = replicate_everything;
  FULGUR_CHECK(rule, op, " has no sharding rule, so it cannot take DTensor operands (got ",
               operands_string(a),
               "); redistribute is not automatic for it: compute it on local tensors or use an op "
               "with a rule (docs/dtensor.md lists them)");
  return decide_sharding_with(sym, a, rule);
}

ShardingDecision decide_placements(const Symbol& sym, const BoundArgs& a) {
  const std::string op = sym.qualified();
  std::vector<ProxyPtr> operands = tensor_operands(a);
  const DTensorSpec* first = nullptr;
  for (const ProxyPtr& p : operands)
    if (p->tensor().dtensor && !first) first = &*p->tensor().dtensor;
  FULGUR_INTERNAL_ASSERT(first, "decide_placements without a DTensor operand: ", op);
  FULGUR_CHECK(sym.ns != "dist", op, " takes local tensors, not DTensors (got ", operands_string(a),
               ")");
  // Plain operands: Replicate() on the mesh.
  const size_t mesh_dims = first->mesh.shape.size();
  std::map<const Proxy*, ProxyPtr> as_replicate;
  for (const ProxyPtr& p : operands) {
    if (p->tensor().dtensor || as_replicate.count(p.get())) continue;
    TensorType t = p->tensor();
    t.dtensor = DTensorSpec{first->mesh, std::vector<Placement>(mesh_dims, Placement::replicate())};
    as_replicate[p.get()] = std::make_shared<Proxy>(Proxy{p->name, ProxyType::of_tensor(t)});
  }
  BoundArgs typed = a;
  if (!as_replicate.empty()) {
    std::vector<Value> vals;
    for (const Value& v : a.values()) vals.push_back(substitute(v, as_replicate));
    typed = BoundArgs(sym, std::move(vals));
  }
  if (!sym.writes.empty()) {
    const bool copy = sym.ns == "prims" && sym.name == "copy_";
    const Value& dst = typed["copy_to"];
    FULGUR_CHECK(copy, op, " writes into a DTensor operand (", operands_string(a),
                 "); only prims.copy_ may write into a DTensor: compute the new value with the "
                 "functional op and prims.copy_ it into the tensor");
    const DTensorSpec& spec = *dst.proxy()->tensor().dtensor;
    for (const Placement& p : spec.placements)
      FULGUR_CHECK(p.kind != Placement::Kind::Partial, op, ": the destination '", dst.proxy()->name,
                   "' is a DTensor with placements ", placements_string(spec.placements),
                   "; a write into a Partial DTensor is not supported (its value is a sum over "
                   "ranks): make it Replicate() or Shard()");
    ShardingFn rule = [](const ShardingQuery& q) {
      // The destination (operand 1) keeps its placement; src takes it.
      return ShardingChoice{{q.in.at(1), q.in.at(1)}, {q.in.at(1)}};
    };
    return decide_sharding_with(sym, typed, rule);
  }
  ShardingFn rule = sym.sharding;
  if (!rule) rule = replicate_everything;
  return decide_sharding_with(sym, typed, rule);
}

ShardingDecision decide_sharding_with(const Symbol& sym, const BoundArgs& a,
                                      const ShardingFn& rule) {
  const std::string op = sym.qualified();
  std::vector<ProxyPtr> operands = tensor_operands(a);
  ShardingDecision d;
  const DTensorSpec* first = nullptr;
  for (const ProxyPtr& p : operands) {
    const TensorType& t = p->tensor();
    FULGUR_CHECK(t.dtensor, op, ": mixes DTensor and plain tensor operands (", operands_string(a),
                 "); make '", p->name, "' a DTensor too (Replicate() on every mesh dim)");
    if (!first) {
      first = &*t.dtensor;
      continue;
    }
    FULGUR_CHECK(t.dtensor->mesh == first->mesh, op,
                 ": DTensor operands live on different meshes (", first->mesh.repr(), " and ",
                 t.dtensor->mesh.repr(), " for '", p->name, "')");
  }
  FULGUR_INTERNAL_ASSERT(first, "decide_sharding without a DTensor operand");
  d.mesh = first->mesh;
  // The global computation, on plain tensors: validates the call and gives
  // the global output types.
  std::map<const Proxy*, ProxyPtr> strip;
  for (const ProxyPtr& p : operands) {
    if (strip.count(p.get())) continue;
    TensorType g = p->tensor();
    g.dtensor.reset();
    strip[p.get()] = std::make_shared<Proxy>(Proxy{p->name, ProxyType::of_tensor(g)});
  }
  std::vector<Value> global_args;
  for (const Value& v : a.values()) global_args.push_back(substitute(v, strip));
  TraceBuilder scratch;
  d.global_output = sym.meta(scratch, BoundArgs(sym, global_args));
  std::vector<ProxyPtr> outs;
  collect_tensors(d.global_output, outs);
  for (const ProxyPtr& p : outs) d.global_outputs.push_back(p->tensor());

  ShardingQuery q;
  q.args = &a;
  for (const ProxyPtr& p : operands) {
    TensorType g = p->tensor();
    g.dtensor.reset();
    q.inputs.push_back(g);
  }
  q.outputs = d.global_outputs;
  d.in.assign(operands.size(), {});
  d.out.assign(outs.size(), {});
  for (size_t m = 0; m < d.mesh.shape.size(); ++m) {
    q.in.clear();
    for (const ProxyPtr& p : operands) q.in.push_back(p->tensor().dtensor->placements.at(m));
    q.mesh_extent = d.mesh.shape[m];
    ShardingChoice c = rule(q);
    FULGUR_INTERNAL_ASSERT(c.in.size() == operands.size() && c.out.size() == outs.size(), op,
                           ": sharding rule gave ", c.in.size(), " operand and ", c.out.size(),
                           " output placements for ", operands.size(), " and ", outs.size());
    for (size_t i = 0; i < operands.size(); ++i) {
      FULGUR_INTERNAL_ASSERT(
          c.in[i].kind != Placement::Kind::Shard || c.in[i].dim < q.inputs[i].rank(), op,
          ": sharding rule asked ", c.in[i].repr(), " of a ", q.inputs[i].rank(), "-dim operand");
      d.in[i].push_back(c.in[i]);
    }
    for (size_t i = 0; i < outs.size(); ++i) {
      FULGUR_INTERNAL_ASSERT(
          c.out[i].kind != Placement::Kind::Shard || c.out[i].dim < q.outputs[i].rank(), op,
          ": sharding rule gave ", c.out[i].repr(), " to a ", q.outputs[i].rank(), "-dim output");
      d.out[i].push_back(c.out[i]);
    }
  }
  return d;
}

Value dtensor_meta(TraceBuilder& tb, const Symbol& sym, const BoundArgs& a) {
  ShardingDecision d = decide_sharding(sym, a);
  std::vector<ProxyPtr> outs;
  collect_tensors(d.global_output, outs);
  std::map<const Proxy*, ProxyPtr> map;
  for (size_t i = 0; i < outs.size(); ++i) {
    TensorType t = d.global_outputs[i];
    t.dtensor = DTensorSpec{d.mesh, d.out[i]};
    map[outs[i].get()] = tb.new_tensor(t);
  }
  return substitute(d.global_output, map);
}

}  // namespace fulgur
