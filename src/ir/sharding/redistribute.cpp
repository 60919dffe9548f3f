// dist.redistribute: one rank's local tensor of a DTensor moved from one
// placement to another, as a composite whose subsymbols are the collectives,
// waits and local slicing (docs/dtensor.md, "Redistribution").
//
//   t7 = dist.redistribute(t6, src=(Shard(dim=0),), placements=(Replicate(),),
//                          shape=(5, 3), group=ProcessGroup(...), rank=1)
//
// The steps, for every mesh dim i (group: the ranks along mesh dim i):
//   1. Shard -> anything else, innermost mesh dim first: all_gather (padded to
//      the torch.chunk size, sliced back to the extent)
//   2. Partial -> Shard: reduce_scatter (padded likewise); Partial ->
//      anything else: all_reduce
//   3. Replicate -> Shard: this rank's torch.chunk of the dim (a slice)
//   4. Replicate -> Partial(sum): zeros except at coordinate 0 on that mesh
//      dim; Partial(avg / max / min): the value itself
// A mesh dim whose shard must move because another mesh dim's does (two
// mesh dims sharding one tensor dim nest in mesh order) is gathered too.
#include <algorithm>

#include "ir/error.h"
#include "ir/ops/common.h"
#include "ir/ops/registry_helpers.h"
#include "ir/sharding/sharding.h"

namespace fulgur {
namespace {

using namespace ops;
using K = Placement::Kind;

}  // namespace

std::vector<Placement> placements_arg(const BoundArgs& a, const char* name) {
  using namespace ops;
  const Value& v = a[name];
  FULGUR_CHECK(v.is_seq(), opname(a), ": ", name, " must be a tuple of placements, got ",
               describe(v));
  std::vector<Placement> out;
  for (const Value& p : v.seq().items) {
    FULGUR_CHECK(p.is_placement(), opname(a), ": ", name,
                 " must hold Shard(dim=N), Replicate() or Partial(op), got ", describe(p));
    out.push_back(p.placement());
  }
  return out;
}

Value placements_value(const std::vector<Placement>& ps) {
  std::vector<Value> items;
  for (const Placement& p : ps) items.emplace_back(p);
  return Value::tuple(std::move(items));
}

namespace {

struct Redistributor {
  TraceBuilder& tb;
  const DeviceMesh& mesh;
  Shape global;
  int64_t rank;
  std::vector<int64_t> coord;
  TensorType base;  // dtype, device of the local tensor

  Shape local_of(const std::vector<Placement>& ps) const {
    TensorType t = base;
    t.shape = global;
    t.dtensor = DTensorSpec{mesh, ps};
    return t.local_shape(rank);
  }
  static const Shape& shape(const Value& v) { return ttype(v).shape; }
  Value group(int64_t i) const { return Value(ProcessGroupSpec{mesh, {i}}); }
  Value zero() const {
    return is_float(base.dtype)  ? Value(0.0)
           : is_bool(base.dtype) ? Value(false)
                                 : Value(int64_t{0});
  }
  Value zeros(Shape s) const {
    return tb.call("prims.full", {Value::ints(s), zero()},
                   {{"device", base.device.str()}, {"dtype", base.dtype}});
  }
  // Zeros that still depend on x: where(False, x, 0). A rank-specific value
  // must keep every rank's program reading the same tensors, so that every
  // rank's backward has the same collectives (a bare zeros() on ranks off
  // coordinate 0 dropped a gathered bias's reduce-scatter from their
  // backward, and the other ranks waited in it).
  Value zeros_from(const Value& x) const {
    Value never = tb.call("prims.full", {Value::ints(shape(x)), false},
                          {{"device", base.device.str()}, {"dtype", DType::b8}});
    return tb.call("prims.where", {never, x, zero()});
  }
  Value slice(const Value& x, int64_t d, int64_t start, int64_t end) const {
    const Shape& s = shape(x);
    if (start == 0 && end == s[d]) return x;
    Shape lo(s.size(), 0), hi = s;
    lo[d] = start;
    hi[d] = end;
    return tb.call("prims.slice", {x, Value::ints(lo), Value::ints(hi)});
  }
  // `x` padded with zeros along d to `extent`.
  Value pad(const Value& x, int64_t d, int64_t extent) const {
    Shape s = shape(x);
    if (s[d] == extent) return x;
    Shape zs = s;
    zs[d] = extent - s[d];
    // An empty chunk (a rank past the end of an uneven shard) is still
    // concatenated: the result depends on x on every rank, so every rank's
    // backward has the collective's transpose (a rank whose program lost
    // it would leave the others waiting in it).
    return tb.call("prims.cat", {Value::list({x, zeros(zs)}), d});
  }
  Value wait(const Value& f) const { return tb.call("dist.wait", {f}); }

  Value gather(Value x, int64_t i, int64_t d, int64_t extent) const {
    int64_t k = mesh.shape[i], c = (extent + k - 1) / k;
    x = pad(x, d, c);
    x = wait(tb.call("dist.all_gather", {x, k, d}, {{"group", group(i)}}));
    return slice(x, d, 0, extent);
  }
  Value chunk(const Value& x, int64_t i, int64_t d) const {
    int64_t k = mesh.shape[i], e = shape(x)[d], c = (e + k - 1) / k;
    int64_t start = std::min(coord[i] * c, e);
    return slice(x, d, start, start + chunk_extent(e, k, coord[i]));
  }
  Value reduce_scatter(Value x, int64_t i, int64_t d, ReduceOp op) const {
    int64_t k = mesh.shape[i], e = shape(x)[d], c = (e + k - 1) / k;
    x = pad(x, d, k * c);
    x = wait(tb.call("dist.reduce_scatter", {x, std::string(reduce_op_name(op)), k, d},
                     {{"group", group(i)}}));
    return slice(x, d, 0, chunk_extent(e, k, coord[i]));
  }

  Value run(Value x, std::vector<Placement> cur, const std::vector<Placement>& dst) const {
    size_t n = cur.size();
    auto shards = [](const Placement& p, int64_t d) { return p.kind == K::Shard && p.dim == d; };
    // 1. Which mesh dims give up their shard.
    std::vector<bool> unshard(n, false);
    for (size_t i = 0; i < n; ++i) unshard[i] = cur[i].kind == K::Shard && !(cur[i] == dst[i]);
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t j = 0; j < n; ++j) {
        if (unshard[j] || cur[j].kind != K::Shard) continue;
        for (size_t i = 0; i < j; ++i)
          if ((unshard[i] && shards(cur[i], cur[j].dim)) ||
              (shards(dst[i], cur[j].dim) && !(cur[i] == dst[i]))) {
            unshard[j] = changed = true;
            break;
          }
      }
    }
    for (size_t i = n; i-- > 0;) {
      if (!unshard[i]) continue;
      int64_t d = cur[i].dim;
      std::vector<Placement> outer = cur;
      outer[i] = Placement::replicate();
      x = gather(x, static_cast<int64_t>(i), d, local_of(outer)[d]);
      cur[i] = Placement::replicate();
    }
    // 2. Partial sums reduced.
    for (size_t i = 0; i < n; ++i) {
      if (cur[i].kind != K::Partial || cur[i] == dst[i]) continue;
      bool alone = dst[i].kind == K::Shard;
      for (size_t j = 0; j < n && alone; ++j)
        alone = j == i || !(shards(cur[j], dst[i].dim) || shards(dst[j], dst[i].dim));
      if (alone) {
        x = reduce_scatter(x, static_cast<int64_t>(i), dst[i].dim, cur[i].op);
        cur[i] = dst[i];
      } else {
        x = wait(tb.call("dist.all_reduce", {x, std::string(reduce_op_name(cur[i].op))},
                         {{"group", group(static_cast<int64_t>(i))}}));
        cur[i] = Placement::replicate();
      }
    }
    // 3. New shards, outermost mesh dim first.
    for (size_t i = 0; i < n; ++i) {
      if (dst[i].kind != K::Shard || cur[i] == dst[i]) continue;
      FULGUR_INTERNAL_ASSERT(cur[i].kind == K::Replicate, "redistribute: ", cur[i].repr(),
                             " left on mesh dim ", i);
      x = chunk(x, static_cast<int64_t>(i), dst[i].dim);
      cur[i] = dst[i];
    }
    // 4. Replicate -> Partial.
    for (size_t i = 0; i < n; ++i) {
      if (dst[i].kind != K::Partial || cur[i] == dst[i]) continue;
      FULGUR_INTERNAL_ASSERT(cur[i].kind == K::Replicate, "redistribute: ", cur[i].repr(),
                             " left on mesh dim ", i);
      if (dst[i].op == ReduceOp::Sum && coord[i] != 0) x = zeros_from(x);
      cur[i] = dst[i];
    }
    FULGUR_INTERNAL_ASSERT(cur == dst && shape(x) == local_of(dst), "redistribute to ",
                           placements_string(dst), " gave ", shape_string(shape(x)), ", expected ",
                           shape_string(local_of(dst)));
    return x;
  }
};

Value redistribute_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!t.dtensor, opname(a), ": takes a local tensor, got a DTensor");
  std::vector<Placement> src = placements_arg(a, "src"), dst = placements_arg(a, "placements");
  Shape global = ints_arg(a, "shape");
  const Value& g = a["group"];
  FULGUR_CHECK(g.is_group(), opname(a), ": group must be ProcessGroup(mesh=..., dims=...), got ",
               describe(g));
  const DeviceMesh& mesh = g.group().mesh;
  FULGUR_CHECK(src.size() == mesh.shape.size() && dst.size() == mesh.shape.size(), opname(a), ": ",
               mesh.repr(), " has ", mesh.shape.size(), " dims; src has ", src.size(),
               " placements and placements ", dst.size());
  for (const auto* ps : {&src, &dst})
    for (const Placement& p : *ps)
      FULGUR_CHECK(p.kind != K::Shard || p.dim < static_cast<int64_t>(global.size()), opname(a),
                   ": ", p.repr(), " of a ", global.size(), "-dim tensor");
  int64_t rank = int_arg(a, "rank");
  auto coord = mesh.coordinate_of(rank);
  FULGUR_CHECK(coord, opname(a), ": rank ", rank, " is not in ", mesh.repr());
  Redistributor r{tb, mesh, global, rank, *coord, t};
  FULGUR_CHECK(t.shape == r.local_of(src), opname(a), ": the local tensor is ",
               shape_string(t.shape), " but rank ", rank, "'s shard of ", shape_string(global),
               " with ", placements_string(src), " is ", shape_string(r.local_of(src)));
  Value out = r.run(a["a"], src, dst);
  // Every call has an output of its own, even when nothing moved.
  if (out.is_proxy() && out.proxy() == a["a"].proxy())
    out = tb.call("prims.convert_element_type", {out, t.dtype});
  return out;
}

}  // namespace

namespace detail {
void register_redistribute() {
  define("dist", "redistribute",
         {req("a"), kwonly("src", None{}), kwonly("placements", None{}), kwonly("shape", None{}),
          kwonly("group", None{}), kwonly("rank", 0)},
         redistribute_meta);
}
}  // namespace detail

Value redistribute(TraceBuilder& tb, const Value& local, const TensorType& global,
                   const std::vector<Placement>& dst, int64_t rank) {
  const DTensorSpec& spec = *global.dtensor;
  std::vector<int64_t> dims;
  for (size_t i = 0; i < spec.mesh.shape.size(); ++i) dims.push_back(static_cast<int64_t>(i));
  return tb.call("dist.redistribute", {local},
                 {{"src", placements_value(spec.placements)},
                  {"placements", placements_value(dst)},
                  {"shape", Value::ints(global.shape)},
                  {"group", Value(ProcessGroupSpec{spec.mesh, dims})},
                  {"rank", rank}});
}

}  // namespace fulgur
