// dist: collectives over a process group. Collectives return futures;
// dist.wait turns a future into a tensor. Each collective takes group=: None
// for the whole world, or ProcessGroup(mesh=DeviceMesh(...), dims=(...)), the
// ranks of a mesh that share this rank's coordinates outside `dims`
// (docs/distributed.md); the runtime runs it on that group's communicator.
#include "ir/ops/common.h"
#include "ir/ops/registry_helpers.h"

namespace fulgur {
namespace {

using namespace ops;

ReduceOp reduce_op_arg(const BoundArgs& a) {
  std::string s = str_arg(a, "op");
  auto op = reduce_op_from_name(s);
  FULGUR_CHECK(op, opname(a), ": op must be 'sum', 'avg', 'max' or 'min', got '", s, "'");
  return *op;
}

// The group= argument: None (the whole world) or a ProcessGroup.
const ProcessGroupSpec* group_arg(const BoundArgs& a) {
  const Value& g = a["group"];
  if (g.is_none()) return nullptr;
  FULGUR_CHECK(g.is_group(), opname(a),
               ": group must be None or ProcessGroup(mesh=DeviceMesh(...), dims=(...)), got ",
               describe(g));
  return &g.group();
}

// group_size, which must agree with group= when both are given.
int64_t group_size_arg(const BoundArgs& a, const ProcessGroupSpec* g) {
  int64_t n = int_arg(a, "group_size");
  FULGUR_CHECK(n >= 1, opname(a), ": group_size must be at least 1, got ", n);
  FULGUR_CHECK(!g || g->size() == n, opname(a), ": group_size ", n, " does not match ",
               g ? g->repr() : "", ", a group of ", g ? g->size() : 0);
  return n;
}

const TensorType& local_tensor(const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!t.dtensor, opname(a), ": collectives take local tensors, got a DTensor");
  return t;
}

Value future_of(TraceBuilder& tb, const TensorType& t, Shape shape) {
  TensorType f;
  f.shape = std::move(shape);
  f.dtype = t.dtype;
  f.device = t.device;
  return tb.new_proxy(ProxyType::of_future(f));
}

}  // namespace

namespace detail {
void register_dist() {
  define(
      "dist", "all_gather", {req("a"), req("group_size"), opt("dim", 0), opt("group", None{})},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const TensorType& t = local_tensor(a);
        int64_t n = group_size_arg(a, group_arg(a));
        FULGUR_CHECK(t.rank() >= 1, opname(a), ": cannot gather a 0-dim tensor");
        int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
        Shape s = t.shape;
        s[dim] *= n;
        return future_of(tb, t, s);
      },
      kTagCollective | kTagSideEffect);
  define(
      "dist", "reduce_scatter",
      {req("a"), req("op"), req("group_size"), opt("dim", 0), opt("group", None{})},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const TensorType& t = local_tensor(a);
        reduce_op_arg(a);
        int64_t n = group_size_arg(a, group_arg(a));
        FULGUR_CHECK(t.rank() >= 1, opname(a), ": cannot scatter a 0-dim tensor");
        int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
        FULGUR_CHECK(t.shape[dim] % n == 0, opname(a), ": dim ", dim, " of extent ", t.shape[dim],
                     " is not divisible by the group size ", n);
        Shape s = t.shape;
        s[dim] /= n;
        return future_of(tb, t, s);
      },
      kTagCollective | kTagSideEffect);
  define(
      "dist", "all_reduce", {req("a"), req("op"), opt("group", None{})},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const TensorType& t = local_tensor(a);
        reduce_op_arg(a);
        group_arg(a);
        return future_of(tb, t, t.shape);
      },
      kTagCollective | kTagSideEffect);
  define(
      "dist", "broadcast", {req("a"), req("root"), opt("group", None{})},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const TensorType& t = local_tensor(a);
        FULGUR_CHECK(int_arg(a, "root") >= 0, opname(a), ": root must be a non-negative rank");
        // With a group, root is a rank of the group (its index in the group).
        const ProcessGroupSpec* g = group_arg(a);
        FULGUR_CHECK(!g || int_arg(a, "root") < g->size(), opname(a), ": root ", int_arg(a, "root"),
                     " is not a rank of ", g ? g->repr() : "", ", a group of ", g ? g->size() : 0);
        return future_of(tb, t, t.shape);
      },
      kTagCollective | kTagSideEffect);
  define(
      "dist", "wait", {req("a")},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const Value& f = a["a"];
        FULGUR_CHECK(f.is_proxy() && f.proxy()->is_future(), opname(a),
                     ": expected a future from a collective, got ", describe(f));
        TensorType t = f.proxy()->tensor();
        return tb.new_tensor(t);
      },
      kTagWait);
  // Tensor-parallel boundaries, named so a reader of the trace sees what each
  // block is for. Column-parallel linear layers gather their output; row-parallel
  // ones all-reduce it. Their inputs pass through unchanged in the forward.
  define("dist", "synchronize_tensor_parallel_input",
         {req("a"), req("layer_type"), req("group_size")},
         [](TraceBuilder& tb, const BoundArgs& a) -> Value {
           const TensorType& t = local_tensor(a);
           std::string kind = str_arg(a, "layer_type");
           FULGUR_CHECK(kind == "column" || kind == "row", opname(a),
                        ": layer_type must be 'column' or 'row', got '", kind, "'");
           group_size_arg(a, nullptr);
           return call(tb, "prims.convert_element_type", {a["a"], t.dtype});
         });
  define("dist", "synchronize_tensor_parallel_output",
         {req("a"), req("layer_type"), req("group_size")},
         [](TraceBuilder& tb, const BoundArgs& a) -> Value {
           const TensorType& t = local_tensor(a);
           std::string kind = str_arg(a, "layer_type");
           FULGUR_CHECK(kind == "column" || kind == "row", opname(a),
                        ": layer_type must be 'column' or 'row', got '", kind, "'");
           int64_t n = group_size_arg(a, nullptr);
           Value fut = kind == "row" ? call(tb, "dist.all_reduce", {a["a"], "sum"})
                                     : call(tb, "dist.all_gather", {a["a"], n, t.rank() - 1});
           return call(tb, "dist.wait", {fut});
         });
}
}  // namespace detail

}  // namespace fulgur
