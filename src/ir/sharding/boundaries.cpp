// The boundaries between local tensors and DTensors inside a program, as
// PyTorch users write them (and as parallelize_module's hooks call them):
// DTensor.from_local, DTensor.to_local and DTensor.redistribute
// (docs/dtensor.md, "from_local, to_local and redistribute").
//
// In the traced program (DTensor-typed):
//   t1 = dtensor.from_local(x, (Shard(dim=1),), group=ProcessGroup(...), rank=0)
//   t2 = dtensor.redistribute(t1, (Replicate(),), rank=0)
//   t3 = dtensor.to_local(t2, rank=0)
// The DTensor expansion turns them into what one rank runs: from_local and
// to_local into dist.from_local / dist.to_local (this rank's tensor as it is,
// with the gradient PyTorch's autograd gives across the boundary),
// redistribute into dist.redistribute.
//
// Gradients. fulgur's rank-local autodiff gives each rank the gradient of
// its share of a loss summed over ranks (docs/distributed.md, "Gradients");
// PyTorch's autograd across from_local / to_local assumes what a Replicate()
// placement says: every rank's gradient of a replicated value is the same
// whole gradient. The two local ops convert:
//   dist.from_local: the local tensor's gradient is the whole gradient of
//     the DTensor in placements without Partial (PyTorch normalises Partial to
//     Replicate() there): per Replicate() or Partial mesh dim, the sum over
//     that dim of every rank's share (an all_reduce); a Shard dim's as it is.
//   dist.to_local: the DTensor's gradient is the local one read in the
//     gradient placements (grad_placements=, by default the DTensor's): per
//     mesh dim, Shard as it is; Replicate() the one gradient PyTorch assumes
//     every rank holds, taken from coordinate 0 (zeros that still read it
//     elsewhere, so that every rank's backward runs the same collectives);
//     Partial(sum) the sum of the ranks' gradients, Partial(avg) their mean
//     (FSDP's unsharded parameters: the mean over the data-parallel ranks).
//     Partial(max/min) is refused under autodiff.
#include "ir/error.h"
#include "ir/grad.h"
#include "ir/ops/common.h"
#include "ir/ops/registry_helpers.h"
#include "ir/sharding/sharding.h"

namespace fulgur {
namespace {

using namespace ops;
using K = Placement::Kind;

const DeviceMesh& mesh_arg(const BoundArgs& a) {
  const Value& g = a["group"];
  FULGUR_CHECK(g.is_group(), opname(a),
               ": group must be ProcessGroup(mesh=DeviceMesh(...), dims=(...)), got ", describe(g));
  return g.group().mesh;
}

std::vector<int64_t> coordinate(const BoundArgs& a, const DeviceMesh& mesh) {
  int64_t rank = int_arg(a, "rank");
  auto coord = mesh.coordinate_of(rank);
  FULGUR_CHECK(coord, opname(a), ": rank ", rank, " is not in ", mesh.repr());
  return *coord;
}

// Placements with negative Shard dims counted from the end (as PyTorch's
// from_local and redistribute read them), checked against the mesh and rank.
std::vector<Placement> normalized(const BoundArgs& a, std::vector<Placement> ps,
                                  const DeviceMesh& mesh, int64_t rank) {
  FULGUR_CHECK(ps.size() == mesh.shape.size(), opname(a), ": ", mesh.repr(), " has ",
               mesh.shape.size(), " dims, but ", ps.size(), " placements were given ",
               placements_string(ps), " (one per mesh dim)");
  for (Placement& p : ps)
    if (p.kind == K::Shard) {
      int64_t d = p.dim < 0 ? p.dim + rank : p.dim;
      FULGUR_CHECK(d >= 0 && d < rank, opname(a), ": ", p.repr(), " of a ", rank, "-dim tensor");
      p.dim = d;
    }
  return ps;
}

Value group_of(const DeviceMesh& mesh, int64_t dim) {
  return Value(ProcessGroupSpec{mesh, {dim}});
}

Value all_dims_group(const DeviceMesh& mesh) {
  std::vector<int64_t> dims;
  for (size_t i = 0; i < mesh.shape.size(); ++i) dims.push_back(static_cast<int64_t>(i));
  return Value(ProcessGroupSpec{mesh, dims});
}

// The local tensor itself under a name of its own (a view).
Value same_local(TraceBuilder& tb, const Value& x) {
  return tb.call("prims.reshape", {x, Value::ints(ttype(x).shape)});
}

// -- the DTensor-typed ops ----------------------------------------------------

Value from_local_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!t.dtensor, opname(a), ": takes a local tensor, got a DTensor (",
               placements_string(t.dtensor->placements), ")");
  const DeviceMesh& mesh = mesh_arg(a);
  int64_t rank = int_arg(a, "rank");
  std::vector<Placement> ps = normalized(a, placements_arg(a, "placements"), mesh, t.rank());
  TensorType g = t;
  if (a["shape"].is_none()) {
    // PyTorch's from_local: every rank holds a shard of the same extent.
    for (size_t m = 0; m < ps.size(); ++m)
      if (ps[m].kind == K::Shard) g.shape[static_cast<size_t>(ps[m].dim)] *= mesh.shape[m];
  } else {
    g.shape = ints_arg(a, "shape");
    FULGUR_CHECK(g.shape.size() == t.shape.size(), opname(a), ": shape ", shape_string(g.shape),
                 " has ", g.shape.size(), " dims but the local tensor ", shape_string(t.shape),
                 " has ", t.shape.size());
  }
  g.dtensor = DTensorSpec{mesh, ps};
  FULGUR_CHECK(mesh.coordinate_of(rank), opname(a), ": rank ", rank, " is not in ", mesh.repr());
  Shape want = g.local_shape(rank);
  FULGUR_CHECK(want == t.shape, opname(a), ": rank ", rank, "'s local tensor is ",
               shape_string(t.shape), ", but its shard of the global ", shape_string(g.shape),
               " with ", placements_string(ps), " is ", shape_string(want),
               " (give shape= and stride= for uneven shards)");
  return tb.new_tensor(g);
}

const TensorType& dtensor_operand(const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(t.dtensor, opname(a), ": takes a DTensor, got a plain tensor ",
               shape_dtype_string(t));
  return t;
}

Value to_local_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = dtensor_operand(a);
  int64_t rank = int_arg(a, "rank");
  if (!a["grad_placements"].is_none())
    normalized(a, placements_arg(a, "grad_placements"), t.dtensor->mesh, t.rank());
  FULGUR_CHECK(t.dtensor->mesh.coordinate_of(rank), opname(a), ": rank ", rank, " is not in ",
               t.dtensor->mesh.repr());
  return tb.new_tensor(local_type(t, rank));
}

Value redistribute_dtensor_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = dtensor_operand(a);
  TensorType g = t;
  g.dtensor->placements = normalized(a, placements_arg(a, "placements"), t.dtensor->mesh, t.rank());
  return tb.new_tensor(g);
}

// -- what a rank runs -----------------------------------------------------------

Value local_from_local_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!t.dtensor, opname(a), ": takes a local tensor, got a DTensor");
  const DeviceMesh& mesh = mesh_arg(a);
  std::vector<Placement> ps = normalized(a, placements_arg(a, "placements"), mesh, t.rank());
  coordinate(a, mesh);
  Value x = a["a"];
  if (a["run_check"].is_bool() && a["run_check"].as_bool())
    // run_check=True: a Replicate() local tensor is coordinate 0's (PyTorch
    // broadcasts it along that mesh dim).
    for (size_t m = 0; m < ps.size(); ++m)
      if (ps[m].kind == K::Replicate) {
        Value f = tb.call("dist.broadcast", {x, int64_t{0}},
                          {{"group", group_of(mesh, static_cast<int64_t>(m))}});
        x = tb.call("dist.wait", {f});
      }
  return same_local(tb, x);
}

Value local_to_local_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!t.dtensor, opname(a), ": takes a local tensor, got a DTensor");
  const DeviceMesh& mesh = mesh_arg(a);
  normalized(a, placements_arg(a, "placements"), mesh, t.rank());
  coordinate(a, mesh);
  return same_local(tb, a["a"]);
}

Value all_reduce_on(GradContext& c, const Value& g, const DeviceMesh& mesh, size_t m,
                    const char* op) {
  Value f =
      c.call("dist.all_reduce", {g, op}, {{"group", group_of(mesh, static_cast<int64_t>(m))}});
  return c.call("dist.wait", {f});
}

void register_grads() {
  using detail::set_grad;
  set_grad("dist.from_local", [](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    const DeviceMesh& mesh = c.arg("group").group().mesh;
    std::vector<Placement> ps = placements_arg(c.args(), "placements");
    Value g = c.g();
    for (size_t m = 0; m < ps.size(); ++m)
      if (ps[m].kind != K::Shard) g = all_reduce_on(c, g, mesh, m, "sum");
    c.add(c.arg("a"), g);
  });
  // Per mesh dim, the forward placement F and the gradient's placement P
  // (grad_placements=, by default F): P says how the ranks' local gradients
  // g make the whole gradient G (Replicate: every rank's g is G; Partial(sum):
  // G = sum of g; Partial(avg): their mean; Shard: g is G's shard); F says
  // what fulgur's cotangent of each rank's share is (Replicate: shares that
  // sum to G; Partial(sum): G; Partial(avg): G / n; Shard: G's shard).
  set_grad("dist.to_local", [](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    const DeviceMesh& mesh = c.arg("group").group().mesh;
    std::vector<Placement> fs = placements_arg(c.args(), "placements");
    std::vector<Placement> ps =
        c.arg("grad_placements").is_none() ? fs : placements_arg(c.args(), "grad_placements");
    std::vector<int64_t> coord = coordinate(c.args(), mesh);
    Value g = c.g();
    bool zero = false;
    auto refuse = [&](const char* why) {
      FULGUR_FAIL("autodiff: ", c.op(), " of a DTensor with placements ", placements_string(fs),
                  " and gradient placements ", placements_string(ps), ": ", why);
    };
    for (size_t m = 0; m < fs.size(); ++m) {
      const Placement &f = fs[m], &p = ps[m];
      for (const Placement* x : {&f, &p})
        if (x->kind == K::Partial && x->op != ReduceOp::Sum && x->op != ReduceOp::Avg)
          refuse(
              "the gradient through a Partial(max/min) local tensor is not defined here; "
              "redistribute it to Replicate() before to_local()");
      if ((f.kind == K::Shard) != (p.kind == K::Shard) || (f.kind == K::Shard && f.dim != p.dim))
        refuse("a gradient sharded otherwise than its tensor is not supported");
      if (f.kind == K::Shard) continue;
      double n = static_cast<double>(mesh.shape[m]);
      if (f.kind == K::Replicate) {
        // Shares that sum to G.
        if (p.kind == K::Replicate) zero = zero || coord[m] != 0;
        if (p.kind == K::Partial && p.op == ReduceOp::Avg) g = c.call("ltorch.div", {g, n});
        continue;
      }
      // F Partial: G itself on every rank (over n for avg).
      if (p.kind == K::Partial)
        g = all_reduce_on(c, g, mesh, m, p.op == ReduceOp::Sum ? "sum" : "avg");
      if (f.op == ReduceOp::Avg) g = c.call("ltorch.div", {g, n});
    }
    if (zero) {
      // where(False, g, 0): zeros that still read g (the same backward
      // collectives on every rank).
      const TensorType& gt = ttype(g);
      Value no = c.call("prims.full", {Value::ints(gt.shape), false},
                        {{"device", gt.device.str()}, {"dtype", DType::b8}});
      g = c.call("ltorch.where", {no, g, 0.0});
    }
    c.add(c.arg("a"), g);
  });
}

}  // namespace

namespace detail {
void register_dtensor_boundaries() {
  define("dtensor", "from_local",
         {req("a"), req("placements"), kwonly("group", None{}), kwonly("rank", int64_t{0}),
          kwonly("shape", None{}), kwonly("run_check", false)},
         from_local_meta);
  define("dtensor", "to_local",
         {req("a"), kwonly("rank", int64_t{0}), kwonly("grad_placements", None{})}, to_local_meta);
  define("dtensor", "redistribute", {req("a"), req("placements"), kwonly("rank", int64_t{0})},
         redistribute_dtensor_meta);
  define("dist", "from_local",
         {req("a"), kwonly("placements", None{}), kwonly("group", None{}),
          kwonly("rank", int64_t{0}), kwonly("run_check", false)},
         local_from_local_meta, kTagSideEffect);
  define("dist", "to_local",
         {req("a"), kwonly("placements", None{}), kwonly("group", None{}),
          kwonly("rank", int64_t{0}), kwonly("grad_placements", None{})},
         local_to_local_meta);
  register_grads();
}
}  // namespace detail

Value expand_boundary(TraceBuilder& tb, const BoundSymbol& b, const Value& local,
                      const TensorType& typed, int64_t rank, BoundaryExpansion& state) {
  const std::string& n = b.sym->name;
  if (n == "from_local") {
    const BoundArgs a = b.bound_args();
    std::vector<std::pair<std::string, Value>> kw = {
        {"placements", placements_value(b.output.proxy()->tensor().dtensor->placements)},
        {"group", all_dims_group(b.output.proxy()->tensor().dtensor->mesh)},
        {"rank", rank}};
    if (a["run_check"].is_bool() && a["run_check"].as_bool()) kw.emplace_back("run_check", true);
    return tb.call(get_symbol("dist.from_local"), {local}, std::move(kw), b.loc);
  }
  FULGUR_INTERNAL_ASSERT(typed.dtensor, "dtensor.", n, " of a plain tensor");
  if (n == "to_local" && state.row_outputs.count(b.args.at(0).proxy().get()))
    return same_local(tb, local);  // the all-reduce's backward hands the cotangent through
  if (n == "to_local") {
    std::vector<std::pair<std::string, Value>> kw = {
        {"placements", placements_value(typed.dtensor->placements)},
        {"group", all_dims_group(typed.dtensor->mesh)},
        {"rank", rank}};
    const BoundArgs a = b.bound_args();
    if (!a["grad_placements"].is_none())
      kw.emplace_back("grad_placements",
                      placements_value(normalized(a, placements_arg(a, "grad_placements"),
                                                  typed.dtensor->mesh, typed.rank())));
    return tb.call(get_symbol("dist.to_local"), {local}, std::move(kw), b.loc);
  }
  FULGUR_INTERNAL_ASSERT(n == "redistribute", "dtensor.", n, " has no expansion");
  const std::vector<Placement>& dst = b.output.proxy()->tensor().dtensor->placements;
  if (dst == typed.dtensor->placements) return same_local(tb, local);
  const std::vector<Placement>& src = typed.dtensor->placements;
  if (src.size() == 1 && src[0] == Placement::partial(ReduceOp::Sum) &&
      dst[0] == Placement::replicate() && state.only_to_local.count(b.output.proxy().get())) {
    state.row_outputs.insert(b.output.proxy().get());
    return tb.call(get_symbol("dist.synchronize_tensor_parallel_output"),
                   {local, group_of(typed.dtensor->mesh, 0), "row"}, {}, b.loc);
  }
  return redistribute(tb, local, typed, dst, rank);
}

}  // namespace fulgur
