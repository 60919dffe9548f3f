// dist: collectives over a process group. Collectives return futures;
// dist.wait turns a future into a tensor. Each collective takes group=: None
// for the whole world, or ProcessGroup(mesh=DeviceMesh(...), dims=(...)), the
// ranks of a mesh that share this rank's coordinates outside `dims`
// (docs/distributed.md); the runtime runs it on that group's communicator.
#include "ir/grad.h"
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

// The arguments every tensor-parallel composite takes.
struct TpArgs {
  const TensorType* t = nullptr;
  bool row = false;
  int64_t n = 1;
  int64_t rank = -1;
};

TpArgs tp_args(const BoundArgs& a, bool row_needs_rank, bool column_needs_rank) {
  TpArgs p;
  p.t = &local_tensor(a);
  std::string kind = str_arg(a, "layer_type");
  FULGUR_CHECK(kind == "column" || kind == "row", opname(a),
               ": layer_type must be 'column' or 'row', got '", kind, "'");
  p.row = kind == "row";
  const Value& g = a["group"];
  FULGUR_CHECK(g.is_group(), opname(a),
               ": group must be ProcessGroup(mesh=DeviceMesh(...), dims=(...)), got ", describe(g));
  p.n = g.group().size();
  FULGUR_CHECK(p.t->rank() >= 1, opname(a), ": takes a tensor of at least one dim, got 0-dim");
  if ((p.row && row_needs_rank) || (!p.row && column_needs_rank)) {
    FULGUR_CHECK(a["rank"].is_int(), opname(a), ": '", kind,
                 "' takes this rank's chunk: give rank= (its index in the group)");
    p.rank = a["rank"].as_int();
    FULGUR_CHECK(p.rank >= 0 && p.rank < p.n, opname(a), ": rank ", p.rank, " is not a rank of ",
                 g.group().repr(), ", a group of ", p.n);
  }
  return p;
}

// Chunk `rank` of n of the last dim (equal chunks: the dim must divide).
Value local_chunk(TraceBuilder& tb, const Value& x, const TensorType& t, int64_t n, int64_t rank) {
  int64_t last = t.rank() - 1;
  int64_t e = t.shape[static_cast<size_t>(last)];
  FULGUR_CHECK(e % n == 0, "tensor parallel: the last dim of ",
               type_string(ProxyType::of_tensor(t)), " (", e,
               ") is not divisible by the group size ", n);
  std::vector<int64_t> start(t.shape.size(), 0);
  std::vector<int64_t> end(t.shape.begin(), t.shape.end());
  start[static_cast<size_t>(last)] = rank * (e / n);
  end[static_cast<size_t>(last)] = (rank + 1) * (e / n);
  return call(tb, "prims.slice", {x, Value::ints(start), Value::ints(end)});
}

// Gradient rules (docs/distributed.md, "Gradients"). Every rank runs the same
// program, and a rank's cotangent is the gradient of its own share of the
// loss: the loss is the sum over ranks, so a collective's backward is the
// collective that sums each output's cotangents back into the inputs that
// reached it, on the same group. A collective's rule gets the cotangent of
// its future (dist.wait hands its own through) and records the backward
// collective and its wait.

// dist.OP(args) on the forward collective's group, and its wait.
Value collective_and_wait(GradContext& c, std::vector<Value> args, const char* op) {
  std::vector<std::pair<std::string, Value>> kw;
  if (!c.arg("group").is_none()) kw.emplace_back("group", c.arg("group"));
  Value f = c.call(std::string("dist.") + op, std::move(args), std::move(kw));
  return c.call("dist.wait", {f});
}

ReduceOp differentiable_op(GradContext& c) {
  ReduceOp op = *reduce_op_from_name(c.arg("op").as_str());
  FULGUR_CHECK(op == ReduceOp::Sum || op == ReduceOp::Avg, "autodiff: ", c.op(), " with op '",
               reduce_op_name(op),
               "' has no gradient rule (only 'sum' and 'avg' are differentiable here); detach its "
               "input or keep it out of the differentiated path");
  return op;
}

void register_dist_grad() {
  using detail::set_grad;
  // The future's cotangent is the waited tensor's.
  set_grad("dist.wait", [](GradContext& c) {
    const Value& f = c.arg("a");
    if (f.is_proxy() && f.proxy()->is_future()) c.grads().emplace_back(f.proxy(), c.g());
  });
  // Rank k's input is chunk k of every rank's output: the gradient sums
  // chunk k of every rank's cotangent.
  set_grad("dist.all_gather", [](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    c.add(c.arg("a"), collective_and_wait(c, {c.g(), "sum", c.arg("group_size"), c.arg("dim")},
                                          "reduce_scatter"));
  });
  // Rank r's output sums chunk r of every input: chunk r of each input's
  // gradient is rank r's cotangent (divided by the group size for 'avg').
  set_grad("dist.reduce_scatter", [](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    ReduceOp op = differentiable_op(c);
    Value g = collective_and_wait(c, {c.g(), c.arg("group_size"), c.arg("dim")}, "all_gather");
    if (op == ReduceOp::Avg)
      g = c.call("ltorch.div", {g, static_cast<double>(int_arg(c.args(), "group_size"))});
    c.add(c.arg("a"), grad::to_dtype(c, g, ttype(c.arg("a")).dtype));
  });
  // Every rank's output is the sum of every input: each input's gradient is
  // the sum of every rank's cotangent ('avg': their mean). 'max' / 'min':
  // every output element is the input element of the rank(s) holding the
  // extreme, so the summed cotangent goes to those ranks, split evenly
  // between ranks that tie (as PyTorch's amax/amin gradient splits ties):
  // the extreme is recomputed, each rank's mask [a == extreme] and the
  // number of ranks holding it come from the group.
  set_grad("dist.all_reduce", [](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    ReduceOp op = *reduce_op_from_name(c.arg("op").as_str());
    if (op == ReduceOp::Max || op == ReduceOp::Min) {
      const Value& a = c.arg("a");
      DType dt = ttype(a).dtype;
      Value extreme = collective_and_wait(c, {a, c.arg("op")}, "all_reduce");
      Value mask = grad::to_dtype(c, c.call("ltorch.eq", {a, extreme}), dt);
      Value holders = collective_and_wait(c, {mask, "sum"}, "all_reduce");
      Value sum = collective_and_wait(c, {c.g(), "sum"}, "all_reduce");
      c.add(a, c.call("ltorch.div", {c.call("ltorch.mul", {sum, mask}), holders}));
      return;
    }
    op = differentiable_op(c);
    c.add(c.arg("a"),
          collective_and_wait(c, {c.g(), op == ReduceOp::Sum ? "sum" : "avg"}, "all_reduce"));
  });
  // Every output is the root's input: the root's gradient is the sum of every
  // rank's cotangent, the other ranks' is zero. The program is the same on
  // every rank, so the zero comes from a mask each rank gets from the group:
  // a reduce_scatter ('avg') of the one-hot of the root gives rank r
  // [r == root], exactly.
  set_grad("dist.broadcast", [](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    const TensorType& t = ttype(c.arg("a"));
    int64_t root = int_arg(c.args(), "root");
    const Value& group = c.arg("group");
    int64_t n = group.is_none() ? -1 : group.group().size();
    Value sum = collective_and_wait(c, {c.g(), "sum"}, "all_reduce");
    std::vector<Value> parts;
    auto fill = [&](int64_t len, double v) {
      if (len <= 0) return;
      parts.push_back(c.call("prims.full", {Value::ints({len}), v},
                             {{"device", t.device.str()}, {"dtype", t.dtype}}));
    };
    FULGUR_CHECK(n >= 1,
                 "autodiff: dist.broadcast's gradient needs the group's size: give the "
                 "broadcast group=ProcessGroup(...) (the whole world has no size in the "
                 "trace)");
    fill(root, 0.0);
    fill(1, 1.0);
    fill(n - root - 1, 0.0);
    Value onehot = parts.size() == 1 ? parts[0] : c.call("ltorch.cat", {Value::list(parts), 0});
    Value mask = collective_and_wait(c, {onehot, "avg", n, 0}, "reduce_scatter");
    mask = c.call("ltorch.reshape", {mask, Value::ints({})});
    c.add(c.arg("a"), c.call("ltorch.mul", {sum, mask}));
  });
  // Tensor parallel: the values around a tensor-parallel layer are
  // replicated (every rank holds the same, and the same cotangent), so each
  // backward is the collective that gives every rank the full gradient of a
  // replicated value, or this rank's chunk of it (ir/passes/tensor_parallel.h).
  auto tp_kw = [](GradContext& c, bool with_rank) {
    std::vector<std::pair<std::string, Value>> kw;
    if (with_rank) kw.emplace_back("rank", c.arg("rank"));
    return kw;
  };
  set_grad("dist.synchronize_tensor_parallel_input", [tp_kw](GradContext& c) {
    if (!c.needs(c.arg("a"))) return;
    c.add(c.arg("a"), c.call("dist.synchronize_tensor_parallel_input_backward",
                             {c.g(), c.arg("group"), c.arg("layer_type")}, tp_kw(c, false)));
  });
  set_grad("dist.synchronize_tensor_parallel_output", [tp_kw](GradContext& c) {
    bool column = c.arg("layer_type").as_str() == "column";
    if (c.needs(c.arg("a")))
      c.add(c.arg("a"), c.call("dist.synchronize_tensor_parallel_output_backward",
                               {c.g(), c.arg("group"), c.arg("layer_type")}, tp_kw(c, column)));
    if (!c.arg("bias").is_none() && c.needs(c.arg("bias")))
      c.add(c.arg("bias"), grad::sum_to_shape(c, c.g(), ttype(c.arg("bias")).shape));
  });
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
  // In-place collectives: the result written into an existing tensor, as
  // one composite of the functional collective, its wait and a prims.copy_.
  // sort_waits flattens them (ir/passes/sort_waits.h), so that the wait is a
  // symbol of its own that can move after independent compute.
  auto group_kw = [](const BoundArgs& a) {
    std::vector<std::pair<std::string, Value>> kw;
    if (!a["group"].is_none()) kw.emplace_back("group", a["group"]);
    return kw;
  };
  define(
      "dist", "all_reduce_", {req("a"), req("op"), opt("group", None{})},
      [group_kw](TraceBuilder& tb, const BoundArgs& a) -> Value {
        Value f = call(tb, "dist.all_reduce", {a["a"], a["op"]}, group_kw(a));
        return call(tb, "prims.copy_", {call(tb, "dist.wait", {f}), a["a"]});
      },
      kTagSideEffect);
  define(
      "dist", "all_gather_into",
      {req("out"), req("a"), req("group_size"), opt("dim", 0), opt("group", None{})},
      [group_kw](TraceBuilder& tb, const BoundArgs& a) -> Value {
        Value f = call(tb, "dist.all_gather", {a["a"], a["group_size"], a["dim"]}, group_kw(a));
        return call(tb, "prims.copy_", {call(tb, "dist.wait", {f}), a["out"]});
      },
      kTagSideEffect);
  // Tensor-parallel boundaries (ir/passes/tensor_parallel.h), named so a
  // reader of the trace sees what each block is for; their pieces are their
  // subsymbols, prims and collectives only, which the compiled path keeps
  // under the composite's name (flatten_into in codegen/partition.cpp, and
  // HostPlanner::plan). The group is the tensor-parallel group; `rank` is
  // this rank's index in it, for the pieces that take this rank's chunk. The
  // last dim is the sharded one.
  //   input 'column':  identity (a view); backward: all_reduce('sum')
  //   input 'row':     this rank's chunk of the last dim; backward: all_gather
  //   output 'column': all_gather of the last dim; backward: this rank's chunk
  //   output 'row':    all_reduce('sum') of the partial sums, plus the bias;
  //                    backward: identity (a view), and the bias's sum
  // The *_backward composites are those backwards, named the same way.
  define("dist", "synchronize_tensor_parallel_input",
         {req("a"), req("group"), req("layer_type"), opt("rank", None{})},
         [](TraceBuilder& tb, const BoundArgs& a) -> Value {
           TpArgs p = tp_args(a, /*row_needs_rank=*/true, false);
           if (p.row) return local_chunk(tb, a["a"], *p.t, p.n, p.rank);
           return call(tb, "prims.reshape", {a["a"], Value::ints(p.t->shape)});
         });
  define(
      "dist", "synchronize_tensor_parallel_output",
      {req("a"), req("group"), req("layer_type"), opt("rank", None{}), opt("bias", None{})},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        TpArgs p = tp_args(a, false, /*column_needs_rank=*/false);
        FULGUR_CHECK(p.row || a["bias"].is_none(), opname(a),
                     ": only a row-parallel output adds a bias (a column-parallel layer's bias is "
                     "sharded with its weight)");
        if (!p.row) {
          Value f =
              call(tb, "dist.all_gather", {a["a"], p.n, p.t->rank() - 1}, {{"group", a["group"]}});
          return call(tb, "dist.wait", {f});
        }
        Value f = call(tb, "dist.all_reduce", {a["a"], "sum"}, {{"group", a["group"]}});
        Value sum = call(tb, "dist.wait", {f});
        if (a["bias"].is_none()) return sum;
        const TensorType& bias = tensor_arg(a, "bias");
        FULGUR_CHECK(
            bias.rank() == 1 && bias.shape[0] == p.t->shape.back() && bias.dtype == p.t->dtype,
            opname(a), ": the bias must be ", dtype_short_name(p.t->dtype), "[", p.t->shape.back(),
            "] (the output's last dim and dtype), got ", type_string(ProxyType::of_tensor(bias)));
        Value b = call(tb, "prims.broadcast_in_dim",
                       {a["bias"], Value::ints(p.t->shape), Value::ints({p.t->rank() - 1})});
        return call(tb, "prims.add", {sum, b});
      },
      kTagSideEffect);
  define(
      "dist", "synchronize_tensor_parallel_input_backward",
      {req("a"), req("group"), req("layer_type")},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        TpArgs p = tp_args(a, false, false);
        Value f = p.row ? call(tb, "dist.all_gather", {a["a"], p.n, p.t->rank() - 1},
                               {{"group", a["group"]}})
                        : call(tb, "dist.all_reduce", {a["a"], "sum"}, {{"group", a["group"]}});
        return call(tb, "dist.wait", {f});
      },
      kTagSideEffect);
  define("dist", "synchronize_tensor_parallel_output_backward",
         {req("a"), req("group"), req("layer_type"), opt("rank", None{})},
         [](TraceBuilder& tb, const BoundArgs& a) -> Value {
           TpArgs p = tp_args(a, false, /*column_needs_rank=*/true);
           if (!p.row) return local_chunk(tb, a["a"], *p.t, p.n, p.rank);
           return call(tb, "prims.reshape", {a["a"], Value::ints(p.t->shape)});
         });
  register_dist_grad();
}
}  // namespace detail

}  // namespace fulgur
