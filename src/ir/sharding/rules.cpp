// The sharding rules of the ltorch ops, one mesh dim at a time: given each
// operand's placement, the placement each operand must have and each
// output's placement (docs/dtensor.md has the table). A rule never guesses:
// what it cannot keep sharded it asks Replicate() for, and the expansion
// pass redistributes.
#include <algorithm>
#include <numeric>

#include "ir/error.h"
#include "ir/ops/common.h"
#include "ir/ops/prim_tables.h"
#include "ir/sharding/sharding.h"

namespace fulgur {
namespace {

using ops::bool_arg;
using ops::canonical_dim;
using ops::reduction_dims;
using K = Placement::Kind;

const Placement R = Placement::replicate();

bool is_shard(const Placement& p) {
  return p.kind == K::Shard;
}
bool is_partial(const Placement& p) {
  return p.kind == K::Partial;
}

ShardingChoice replicate_all(const ShardingQuery& q) {
  return {std::vector<Placement>(q.in.size(), R), std::vector<Placement>(q.outputs.size(), R)};
}

ShardingChoice same_out(std::vector<Placement> in, const ShardingQuery& q, Placement out) {
  return {std::move(in), std::vector<Placement>(q.outputs.size(), out)};
}

// How many pieces the operands' dim d is cut into over every mesh dim: two
// mesh dims sharding one dim nest (a [6, 5] tensor with (Shard(0), Shard(0))
// on a 2 x 2 mesh has 2, 1, 2, 1 rows), so a rule that needs even shards asks
// it of this product, not of one mesh dim's extent.
int64_t shard_pieces(const ShardingQuery& q, int64_t d) {
  std::vector<ProxyPtr> ops = tensor_operands(*q.args);
  int64_t pieces = 1;
  const DTensorSpec* spec = nullptr;
  for (const ProxyPtr& p : ops)
    if (!spec && p->tensor().dtensor) spec = &*p->tensor().dtensor;
  for (size_t m = 0; spec && m < spec->mesh.shape.size(); ++m)
    for (const ProxyPtr& p : ops)
      if (p->tensor().dtensor && p->tensor().dtensor->placements.at(m) == Placement::shard(d)) {
        pieces *= spec->mesh.shape[m];
        break;
      }
  return std::max(pieces, q.mesh_extent);
}

// How an elementwise op treats Partial operands (a linear op keeps them).
enum class Linear {
  No,
  AddLike,    // add, sub: Partial(sum) + Partial(sum) is Partial(sum)
  ScaleLike,  // mul, div: a Partial tensor times / over a Python number
  Unary,      // neg: -Partial(sum) is Partial(sum)
};

// Elementwise ops with broadcasting: a shard on an output dim that every
// operand either has whole (shard it the same way) or broadcasts (replicate
// it). The first sharded operand picks the dim.
ShardingChoice elementwise_rule(const ShardingQuery& q, Linear linear) {
  const TensorType& out = q.outputs.at(0);
  size_t n = q.in.size();
  // Partial operands of a linear op stay partial.
  bool any_partial = std::any_of(q.in.begin(), q.in.end(), is_partial);
  if (any_partial && linear != Linear::No) {
    const Placement& p = *std::find_if(q.in.begin(), q.in.end(), is_partial);
    bool ok = p.op == ReduceOp::Sum || p.op == ReduceOp::Avg;
    if (linear == Linear::AddLike) {
      ok = ok && std::all_of(q.in.begin(), q.in.end(), [&](const Placement& x) { return x == p; });
      // Partial(sum) + a Python number would add the number once per rank:
      // only the average of the shares takes it once.
      if (n == 1) ok = ok && p.op == ReduceOp::Avg;
    }
    if (linear == Linear::ScaleLike) {
      // Only the tensor being scaled (a, or b of mul) may be partial, and
      // the other operand is a Python number.
      ok = ok && n == 1;
      // A div that rounds (rounding_mode, or prims.div of integers, which
      // truncates) is not linear: floor(a / x) + floor(b / x) is not
      // floor((a + b) / x).
      const BoundArgs& a = *q.args;
      if (ok && a.symbol().name == "div")
        ok = a["a"].is_tensor() && (a.symbol().ns == "prims" ? is_float(q.inputs.at(0).dtype)
                                                             : a["rounding_mode"].is_none());
    }
    if (linear == Linear::Unary) ok = ok && n == 1;
    if (ok) return same_out(q.in, q, p);
  }
  std::vector<Placement> in(n, R);
  for (size_t i = 0; i < n; ++i) {
    const Placement& p = q.in[i];
    if (!is_shard(p)) continue;
    int64_t off = out.rank() - q.inputs[i].rank();
    int64_t od = p.dim + off;
    if (q.inputs[i].shape[p.dim] != out.shape[od]) continue;  // a broadcast dim
    for (size_t j = 0; j < n; ++j) {
      int64_t dj = od - (out.rank() - q.inputs[j].rank());
      in[j] = dj >= 0 && q.inputs[j].shape[dj] == out.shape[od] ? Placement::shard(dj) : R;
    }
    return same_out(in, q, Placement::shard(od));
  }
  return same_out(in, q, R);
}

ShardingFn elementwise(Linear linear = Linear::No) {
  return [linear](const ShardingQuery& q) { return elementwise_rule(q, linear); };
}

// Reductions over `dims`: a shard on a reduced dim leaves each rank a partial
// result (sum -> Partial(sum), mean -> Partial(avg) when the shards are even);
// other reductions (amax / amin included) need the dim whole. A
// shard on a kept dim stays, renumbered when the reduced dims are dropped.
// The prims reductions (prims.sum(a, dims)) take `dims` and never keep them.
ShardingFn reduction(std::string kind) {
  return [kind](const ShardingQuery& q) -> ShardingChoice {
    const BoundArgs& a = *q.args;
    const TensorType& t = q.inputs.at(0);
    const bool prim = a.symbol().ns == "prims";
    // max(a, b) / min(a, b): the elementwise maximum / minimum.
    if (!prim && a["dim"].is_tensor()) return elementwise_rule(q, Linear::No);
    std::vector<int64_t> dims(static_cast<size_t>(t.rank()));
    std::iota(dims.begin(), dims.end(), int64_t{0});
    // var(a, unbiased) / std(a, unbiased): a bool where dim goes, every dim
    // reduced.
    if (prim || !a["dim"].is_bool()) dims = reduction_dims(a, prim ? "dims" : "dim", t.rank());
    bool keepdim = !prim && bool_arg(a, "keepdim");
    const Placement& p = q.in.at(0);
    if (is_partial(p)) {
      bool linear =
          (kind == "sum" || kind == "mean") && (p.op == ReduceOp::Sum || p.op == ReduceOp::Avg);
      if (linear) return same_out({p}, q, p);
      // A Partial(max/min) is all-reduced (a reduce-scatter with max has no
      // gradient); amax of a Partial(max) does not stay Partial(max) either:
      // the gradient of the local extremes would split ties by each rank's
      // own count, not by the whole value's (PyTorch's amax splits them
      // evenly over all of them).
      if (p.op == ReduceOp::Max || p.op == ReduceOp::Min) return same_out({R}, q, R);
      // Otherwise reduce-scatter onto the first kept dim (cheaper than an
      // all-reduce, and PyTorch's choice), or all-reduce when none is kept.
      for (int64_t d = 0; d < t.rank(); ++d)
        if (std::find(dims.begin(), dims.end(), d) == dims.end()) {
          int64_t below = std::count_if(dims.begin(), dims.end(), [&](int64_t x) { return x < d; });
          return same_out({Placement::shard(d)}, q, Placement::shard(keepdim ? d : d - below));
        }
      return same_out({R}, q, R);
    }
    if (!is_shard(p)) return same_out({R}, q, R);
    if (std::find(dims.begin(), dims.end(), p.dim) != dims.end()) {
      if (kind == "sum") return same_out({p}, q, Placement::partial(ReduceOp::Sum));
      if (kind == "mean" && t.shape[p.dim] % shard_pieces(q, p.dim) == 0)
        return same_out({p}, q, Placement::partial(ReduceOp::Avg));
      // amax / amin over a sharded dim gather it: a Partial(max/min) of the
      // local extremes has the right values, but its gradient would split a
      // tie by each rank's own count of it (above).
      return same_out({R}, q, R);
    }
    int64_t below = std::count_if(dims.begin(), dims.end(), [&](int64_t d) { return d < p.dim; });
    return same_out({p}, q, Placement::shard(keepdim ? p.dim : p.dim - below));
  };
}

// An op that needs dims [from, to) of operand 0 whole (softmax's dim, the
// normalized dims of a norm); every other operand is replicated.
ShardingChoice whole_dims_rule(const ShardingQuery& q, int64_t from, int64_t to) {
  std::vector<Placement> in(q.in.size(), R);
  const Placement& p = q.in.at(0);
  if (is_shard(p) && (p.dim < from || p.dim >= to)) {
    in[0] = p;
    return same_out(in, q, p);
  }
  return same_out(in, q, R);
}

ShardingChoice norm_rule(const ShardingQuery& q) {
  int64_t rank = q.inputs.at(0).rank();
  int64_t k = static_cast<int64_t>(ops::ints_arg(*q.args, "normalized_shape", true).size());
  return whole_dims_rule(q, rank - k, rank);
}

// linear(input [..., K], weight [N, K], bias [N]).
ShardingChoice linear_rule(const ShardingQuery& q) {
  const TensorType& x = q.inputs.at(0);
  if (q.inputs.at(1).rank() != 2) return replicate_all(q);
  int64_t last = x.rank() - 1, out_last = q.outputs.at(0).rank() - 1;
  bool has_bias = q.in.size() == 3;
  const Placement &px = q.in[0], &pw = q.in[1];
  auto choice = [&](Placement a, Placement w, Placement b, Placement o) {
    std::vector<Placement> in = {a, w};
    if (has_bias) in.push_back(b);
    return same_out(in, q, o);
  };
  // Batch-sharded input, replicated weight; when the weight is row-sharded
  // too, the smaller of the two is gathered (as PyTorch's cost model picks).
  bool column = is_shard(pw) && pw.dim == 0;
  if (is_shard(px) && px.dim < last && !(column && x.numel() < q.inputs[1].numel()))
    return choice(px, R, R, px);
  // Column parallel: the weight's rows (output features) sharded.
  if (column) return choice(R, pw, pw, Placement::shard(out_last));
  // Row parallel: the contraction dim sharded on both; each rank has a
  // partial sum, and the bias is added once (Partial on the other ranks).
  if ((is_shard(pw) && pw.dim == 1) || (is_shard(px) && px.dim == last)) {
    Placement ps = Placement::partial(ReduceOp::Sum);
    return choice(Placement::shard(last), Placement::shard(1), ps, ps);
  }
  // A partial input through a replicated weight stays partial.
  if (is_partial(px) && px.op == ReduceOp::Sum && !is_partial(pw)) return choice(px, R, px, px);
  // Fallback: everything replicated.
  return choice(R, R, R, R);
}

// matmul(a [..., M, K], b [..., K, N]) with broadcast batch dims.
ShardingChoice matmul_rule(const ShardingQuery& q) {
  const TensorType &a = q.inputs.at(0), &b = q.inputs.at(1), &o = q.outputs.at(0);
  if (a.rank() < 2 || b.rank() < 2) return replicate_all(q);
  int64_t ra = a.rank(), rb = b.rank(), ro = o.rank();
  const Placement &pa = q.in[0], &pb = q.in[1];
  // A sharded batch dim (not a broadcast one) shards the output there.
  for (int which = 0; which < 2; ++which) {
    const TensorType& t = which ? b : a;
    const Placement& p = which ? pb : pa;
    if (!is_shard(p) || p.dim >= t.rank() - 2) continue;
    int64_t od = p.dim + ro - t.rank();
    if (t.shape[p.dim] != o.shape[od]) continue;
    auto other = [&](const TensorType& u) {
      int64_t du = od - (ro - u.rank());
      return du >= 0 && u.shape[du] == o.shape[od] ? Placement::shard(du) : R;
    };
    return same_out({other(a), other(b)}, q, Placement::shard(od));
  }
  if (is_shard(pa) && pa.dim == ra - 2) return same_out({pa, R}, q, Placement::shard(ro - 2));
  if (is_shard(pb) && pb.dim == rb - 1) return same_out({R, pb}, q, Placement::shard(ro - 1));
  if ((is_shard(pa) && pa.dim == ra - 1) || (is_shard(pb) && pb.dim == rb - 2))
    return same_out({Placement::shard(ra - 1), Placement::shard(rb - 2)}, q,
                    Placement::partial(ReduceOp::Sum));
  Placement ps = Placement::partial(ReduceOp::Sum);
  if (pa == ps && !is_partial(pb)) return same_out({ps, R}, q, ps);
  if (pb == ps && !is_partial(pa)) return same_out({R, ps}, q, ps);
  return replicate_all(q);
}

// baddbmm(input, batch1, batch2, beta, alpha) = beta * input + alpha *
// bmm(batch1, batch2): the bmm's placement (matmul_rule), the added input
// following it (sharded the same way where it is not broadcast, Partial(sum)
// for a partial product: added on one rank). When the product would be
// replicated, a shard of the input on a dim it does not broadcast shards
// the batches to match instead of gathering the input.
ShardingChoice baddbmm_rule(const ShardingQuery& q) {
  const TensorType &in = q.inputs.at(0), &o = q.outputs.at(0);
  auto follow = [&](const Placement& out) -> Placement {
    if (out == Placement::partial(ReduceOp::Sum)) return out;
    if (!is_shard(out)) return R;
    int64_t d = out.dim - (o.rank() - in.rank());
    return d >= 0 && in.shape[d] == o.shape[out.dim] ? Placement::shard(d) : R;
  };
  ShardingQuery mm = q;
  mm.inputs = {q.inputs.at(1), q.inputs.at(2)};
  mm.in = {q.in.at(1), q.in.at(2)};
  ShardingChoice c = matmul_rule(mm);
  Placement out = c.out.at(0);
  const Placement& pi = q.in.at(0);
  if (out == R && is_shard(pi)) {
    int64_t od = pi.dim + (o.rank() - in.rank());
    if (in.shape[pi.dim] == o.shape[od]) {
      Placement s = Placement::shard(od);
      Placement b1 = od == 2 ? R : s, b2 = od == 1 ? R : s;
      return same_out({pi, b1, b2}, q, s);
    }
  }
  if (is_partial(out) && !(pi == out || !is_partial(pi))) return replicate_all(q);
  return same_out({follow(out), c.in.at(0), c.in.at(1)}, q, out);
}

// scaled_dot_product_attention(query [..., L, E], key [..., S, E], value
// [..., S, Ev], attn_mask): attention is independent per batch and head,
// so a shard on a leading dim (heads: dim -3; the batch) that query, key
// and value have whole — and the mask where it does not broadcast — runs
// locally with the output sharded there. Without is_causal, a query
// sharded on its sequence dim L stays so (each query row attends to every
// key: key and value replicated, the mask sharded on L where it has it
// whole), as PyTorch DTensor does. The query's placement is looked at
// first. Anything else (S or E sharded, a Partial, grouped-query heads of
// different counts, L under is_causal, whose mask needs absolute positions)
// replicates.
ShardingChoice sdpa_rule(const ShardingQuery& q) {
  const TensorType& o = q.outputs.at(0);
  size_t n = q.in.size();
  const Placement& pq = q.in.at(0);
  int64_t lq = q.inputs[0].rank() - 2;
  bool leading_q = is_shard(pq) && pq.dim < lq;
  if (is_shard(pq) && pq.dim == lq && !ops::bool_arg(*q.args, "is_causal")) {
    std::vector<Placement> in(n, R);
    in[0] = pq;
    int64_t od = o.rank() - 2;
    for (size_t j = 3; j < n; ++j) {  // the mask [..., L, S]
      int64_t dj = od - (o.rank() - q.inputs[j].rank());
      if (dj >= 0 && q.inputs[j].shape[dj] == o.shape[od]) in[j] = Placement::shard(dj);
    }
    return same_out(in, q, Placement::shard(od));
  }
  for (size_t i = 0; i < std::min<size_t>(n, 3); ++i) {
    const Placement& p = q.in[i];
    if (!is_shard(p) || p.dim >= q.inputs[i].rank() - 2) continue;
    if (i > 0 && leading_q) break;  // the query's own shard was tried first
    int64_t od = p.dim + (o.rank() - q.inputs[i].rank());
    std::vector<Placement> in(n, R);
    bool ok = true;
    for (size_t j = 0; j < n && ok; ++j) {
      int64_t dj = od - (o.rank() - q.inputs[j].rank());
      bool whole = dj >= 0 && q.inputs[j].shape[dj] == o.shape[od];
      if (j < 3) ok = whole;  // query, key and value: the same heads / batch
      if (whole) in[j] = Placement::shard(dj);
    }
    if (ok) return same_out(in, q, Placement::shard(od));
  }
  return replicate_all(q);
}

// Losses: reduction='none' is elementwise; 'sum' over a sharded batch is a
// partial sum; 'mean' a partial average when the shards are even.
ShardingChoice mse_loss_rule(const ShardingQuery& q) {
  std::string red = ops::str_arg(*q.args, "reduction");
  if (red == "none") return elementwise_rule(q, Linear::No);
  ShardingQuery e = q;
  e.outputs = {q.inputs.at(0)};
  ShardingChoice c = elementwise_rule(e, Linear::No);
  const Placement& p = c.out.at(0);
  if (!is_shard(p)) return replicate_all(q);
  if (red == "sum") return same_out(c.in, q, Placement::partial(ReduceOp::Sum));
  bool even = true;
  for (const TensorType& t : q.inputs) even = even && t.shape == q.inputs[0].shape;
  if (even && q.inputs[0].shape[p.dim] % shard_pieces(q, p.dim) == 0)
    return same_out(c.in, q, Placement::partial(ReduceOp::Avg));
  return replicate_all(q);
}

// cross_entropy(input [N, C, ...], target [N, ...]): the batch dim may be
// sharded for reduction='none' (output sharded) or 'sum' (partial sum);
// 'mean' divides by the count of targets that are not ignored, which no
// rank knows alone: it replicates.
ShardingChoice cross_entropy_rule(const ShardingQuery& q) {
  std::string red = ops::str_arg(*q.args, "reduction");
  const TensorType& x = q.inputs.at(0);
  const Placement &px = q.in.at(0), &pt = q.in.at(1);
  bool batch = x.rank() >= 2 && ((is_shard(px) && px.dim == 0) || (is_shard(pt) && pt.dim == 0));
  if (!batch || red == "mean") return replicate_all(q);
  std::vector<Placement> in(q.in.size(), R);
  in[0] = in[1] = Placement::shard(0);
  return same_out(in, q, red == "none" ? Placement::shard(0) : Placement::partial(ReduceOp::Sum));
}

// Views keep Partial (they are linear) and move shards with their dims.
ShardingChoice view_keep(const ShardingQuery& q, const std::function<int64_t(int64_t)>& map) {
  const Placement& p = q.in.at(0);
  if (is_partial(p)) return same_out({p}, q, p);
  if (!is_shard(p)) return same_out({R}, q, R);
  int64_t od = map(p.dim);
  if (od < 0) return same_out({R}, q, R);
  return same_out({p}, q, Placement::shard(od));
}

ShardingChoice transpose_rule(const ShardingQuery& q) {
  int64_t r = q.inputs[0].rank();
  int64_t d0 = canonical_dim("transpose", ops::int_arg(*q.args, "dim0"), r);
  int64_t d1 = canonical_dim("transpose", ops::int_arg(*q.args, "dim1"), r);
  return view_keep(q, [&](int64_t d) { return d == d0 ? d1 : d == d1 ? d0 : d; });
}

ShardingChoice permute_rule(const ShardingQuery& q) {
  int64_t r = q.inputs[0].rank();
  // prims.transpose(a, permutation) is a permute.
  const char* arg = q.args->symbol().ns == "prims" ? "permutation" : "dims";
  std::vector<int64_t> dims = ops::canonical_dims("permute", ops::ints_arg(*q.args, arg), r);
  return view_keep(q, [&](int64_t d) -> int64_t {
    auto it = std::find(dims.begin(), dims.end(), d);
    return it - dims.begin();
  });
}

ShardingChoice unsqueeze_rule(const ShardingQuery& q) {
  int64_t at = canonical_dim("unsqueeze", ops::int_arg(*q.args, "dim"), q.outputs[0].rank());
  return view_keep(q, [&](int64_t d) { return d >= at ? d + 1 : d; });
}

ShardingChoice squeeze_rule(const ShardingQuery& q) {
  const TensorType& t = q.inputs[0];
  std::vector<int64_t> removed;
  const Value& dim = q.args->operator[]("dim");
  std::vector<int64_t> named;
  if (dim.is_none()) {
    for (int64_t d = 0; d < t.rank(); ++d) named.push_back(d);
  } else {
    named = ops::canonical_dims("squeeze", ops::ints_arg(*q.args, "dim", true), t.rank());
  }
  for (int64_t d : named)
    if (t.shape[d] == 1) removed.push_back(d);
  // The local squeeze drops a named dim whose shard holds one element on
  // some rank (a [1, 4, 1] tensor with (Shard(1), Shard(1)) on a 2 x 2
  // mesh): such a shard is gathered first.
  const TensorType& g = tensor_operands(*q.args).at(0)->tensor();
  auto one_somewhere = [&](int64_t d) {
    if (!g.dtensor || std::find(named.begin(), named.end(), d) == named.end()) return false;
    return std::any_of(g.dtensor->mesh.ids.begin(), g.dtensor->mesh.ids.end(),
                       [&](int64_t r) { return g.local_shape(r)[d] == 1; });
  };
  return view_keep(q, [&](int64_t d) -> int64_t {
    if (std::find(removed.begin(), removed.end(), d) != removed.end()) return -1;
    if (one_somewhere(d)) return -1;
    return d - std::count_if(removed.begin(), removed.end(), [&](int64_t x) { return x < d; });
  });
}

ShardingChoice flatten_rule(const ShardingQuery& q) {
  const TensorType& t = q.inputs[0];
  if (t.rank() == 0) return view_keep(q, [](int64_t d) { return d; });
  int64_t s = canonical_dim("flatten", ops::int_arg(*q.args, "start_dim"), t.rank());
  int64_t e = canonical_dim("flatten", ops::int_arg(*q.args, "end_dim"), t.rank());
  return view_keep(q, [&](int64_t d) -> int64_t {
    if (d < s) return d;
    if (d > e) return d - (e - s);
    if (d == s && (s == e || t.shape[d] % shard_pieces(q, d) == 0)) return s;
    return -1;
  });
}

// reshape / view: a shard on input dim d gives each rank one contiguous
// block of every prod(shape[:d]) group; it stays a shard on output dim od
// when prod(out[:od]) is the same product and the block is the same: the
// dim is kept whole (same extent), or both extents split evenly.
ShardingChoice reshape_rule(const ShardingQuery& q) {
  const Shape &in = q.inputs[0].shape, &out = q.outputs[0].shape;
  return view_keep(q, [&](int64_t d) -> int64_t {
    int64_t k = shard_pieces(q, d);
    int64_t pre = 1;
    for (int64_t i = 0; i < d; ++i) pre *= in[i];
    int64_t acc = 1;
    for (int64_t od = 0; od < static_cast<int64_t>(out.size()); ++od) {
      if (acc == pre) {
        if (out[od] == in[d]) return od;
        if (in[d] % k == 0 && out[od] % k == 0) return od;
      }
      if (acc > pre) break;
      acc *= out[od];
    }
    return -1;
  });
}

ShardingChoice expand_rule(const ShardingQuery& q) {
  const TensorType &t = q.inputs[0], &o = q.outputs[0];
  int64_t off = o.rank() - t.rank();
  return view_keep(
      q, [&](int64_t d) -> int64_t { return t.shape[d] == o.shape[d + off] ? d + off : -1; });
}

// chunk / split along `dim`: that dim whole; the others keep their shard.
ShardingChoice split_rule(const ShardingQuery& q) {
  int64_t at =
      canonical_dim(q.args->symbol().name, ops::int_arg(*q.args, "dim"), q.inputs[0].rank());
  return view_keep(q, [&](int64_t d) -> int64_t { return d == at ? -1 : d; });
}

// cat / stack: every operand sharded the same way on a dim other than the
// joined one, or all Partial(sum).
ShardingChoice join_rule(const ShardingQuery& q, bool stack) {
  int64_t r = q.inputs[0].rank();
  int64_t at =
      canonical_dim(q.args->symbol().name, ops::int_arg(*q.args, "dim"), stack ? r + 1 : r);
  for (const Placement& p : q.in) {
    if (!is_shard(p) || (!stack && p.dim == at)) continue;
    bool whole = true;
    for (const TensorType& t : q.inputs)
      whole = whole && t.shape[p.dim] == q.inputs[0].shape[p.dim];
    if (!whole) continue;
    int64_t od = stack && p.dim >= at ? p.dim + 1 : p.dim;
    return same_out(std::vector<Placement>(q.in.size(), p), q, Placement::shard(od));
  }
  Placement ps = Placement::partial(ReduceOp::Sum);
  if (std::all_of(q.in.begin(), q.in.end(), [&](const Placement& p) { return p == ps; }))
    return same_out(q.in, q, ps);
  return replicate_all(q);
}

// cumsum along `dim`: that dim whole; linear, so Partial(sum) stays.
ShardingChoice cumsum_rule(const ShardingQuery& q) {
  int64_t at = canonical_dim("cumsum", ops::int_arg(*q.args, "dim"), q.inputs[0].rank());
  const Placement& p = q.in[0];
  if (p == Placement::partial(ReduceOp::Sum)) return same_out({p}, q, p);
  return whole_dims_rule(q, at, at + 1);
}

// prims.broadcast_in_dim(a, shape, broadcast_dimensions): input dim d is
// output dim broadcast_dimensions[d]; a shard stays on a dim that is not
// broadcast (same extent), Partial stays (the op is linear).
ShardingChoice broadcast_in_dim_rule(const ShardingQuery& q) {
  const TensorType &t = q.inputs[0], &o = q.outputs[0];
  std::vector<int64_t> bd = ops::ints_arg(*q.args, "broadcast_dimensions");
  return view_keep(q, [&](int64_t d) -> int64_t {
    if (d >= static_cast<int64_t>(bd.size())) return -1;
    int64_t od = bd[static_cast<size_t>(d)];
    return t.shape[d] == o.shape[od] ? od : -1;
  });
}

// prims.slice(a, start_indices, end_indices, strides): a shard stays on a
// dim the slice takes whole (start 0, end the extent, stride 1); Partial
// stays (a selection of elements commutes with the sum over ranks).
ShardingChoice slice_rule(const ShardingQuery& q) {
  const TensorType& t = q.inputs[0];
  std::vector<int64_t> start = ops::ints_arg(*q.args, "start_indices");
  std::vector<int64_t> end = ops::ints_arg(*q.args, "end_indices");
  std::vector<int64_t> strides;
  if (!q.args->operator[]("strides").is_none()) strides = ops::ints_arg(*q.args, "strides");
  return view_keep(q, [&](int64_t d) -> int64_t {
    size_t i = static_cast<size_t>(d);
    bool whole = i < start.size() && i < end.size() && start[i] == 0 && end[i] == t.shape[i] &&
                 (strides.empty() || strides.at(i) == 1);
    return whole ? d : -1;
  });
}

// prims.squeeze(a, dims): the kept dims keep their shard, renumbered. The
// prim's meta takes non-negative dims and a dim named twice (dropped once).
ShardingChoice prim_squeeze_rule(const ShardingQuery& q) {
  std::vector<int64_t> removed;
  for (int64_t d : ops::ints_arg(*q.args, "dims"))
    if (std::find(removed.begin(), removed.end(), d) == removed.end()) removed.push_back(d);
  return view_keep(q, [&](int64_t d) -> int64_t {
    if (std::find(removed.begin(), removed.end(), d) != removed.end()) return -1;
    return d - std::count_if(removed.begin(), removed.end(), [&](int64_t x) { return x < d; });
  });
}

// prims.take_along_dim(a, indices, dim): the output has the indices' shape;
// a dim other than `dim` (where a and the indices have the same extent) may
// be sharded when both are sharded there alike — a's placement is looked at
// first, then the indices'. A Partial `a` with replicated indices stays
// Partial (a gather selects elements). Anything else replicates.
ShardingChoice take_along_dim_rule(const ShardingQuery& q) {
  int64_t dim = ops::int_arg(*q.args, "dim");
  const Placement &pa = q.in.at(0), &pi = q.in.at(1);
  for (const Placement& p : {pa, pi})
    if (is_shard(p) && p.dim != dim && q.inputs[0].shape[p.dim] == q.inputs[1].shape[p.dim])
      return same_out({p, p}, q, p);
  if (is_partial(pa) && !is_partial(pi)) return same_out({pa, R}, q, pa);
  return replicate_all(q);
}

}  // namespace

namespace detail {
void register_sharding() {
  register_redistribute();
  register_dtensor_boundaries();
  for (const UnaryPrim& u : kUnaryPrims)
    set_sharding(std::string("ltorch.") + u.name,
                 elementwise(std::string(u.name) == "neg" ? Linear::Unary : Linear::No));
  for (const BinaryPrim& b : kBinaryPrims) {
    std::string n = b.name;
    Linear l = n == "add" || n == "sub"   ? Linear::AddLike
               : n == "mul" || n == "div" ? Linear::ScaleLike
                                          : Linear::No;
    set_sharding("ltorch." + n, elementwise(l));
  }
  for (const char* n :
       {"where", "relu", "gelu", "silu", "to", "clamp", "square", "masked_fill", "rsub"})
    set_sharding(std::string("ltorch.") + n, elementwise());
  // Training-mode dropout draws its mask at the element's index in the
  // tensor it runs on, from a (seed, offset) every rank shares: shards would
  // each repeat the first shard's mask. A sharded operand is replicated
  // first, so every rank applies the single-device program's mask to the
  // whole tensor. Partial operands keep their placement (the same mask on
  // every rank scales each addend alike); eval mode and p = 0 are the
  // identity, elementwise.
  set_sharding("ltorch.dropout", [](const ShardingQuery& q) {
    const BoundArgs& a = *q.args;
    if (bool_arg(a, "training") && ops::number_arg(a, "p") > 0 && is_shard(q.in.at(0)))
      return same_out({R}, q, R);
    return elementwise_rule(q, Linear::No);
  });
  // full_like reads no values: nothing moves. A shard stays (the local full
  // has the shard's extent); a Partial operand's result is the same value on
  // every rank, Replicate().
  set_sharding("ltorch.full_like", [](const ShardingQuery& q) {
    const Placement& p = q.in.at(0);
    return same_out({p}, q, is_partial(p) ? R : p);
  });
  for (const char* r : {"sum", "mean", "amax", "amin", "prod", "var", "std", "argmax", "argmin",
                        "max", "min", "logsumexp"})
    set_sharding(std::string("ltorch.") + r, reduction(r));
  for (const char* n : {"softmax", "log_softmax", "_safe_softmax"})
    set_sharding(std::string("ltorch.") + n, [](const ShardingQuery& q) {
      int64_t d = canonical_dim(q.args->symbol().qualified(), ops::int_arg(*q.args, "dim"),
                                q.inputs[0].rank());
      return whole_dims_rule(q, d, d + 1);
    });
  set_sharding("ltorch.layer_norm", norm_rule);
  set_sharding("ltorch.rms_norm", norm_rule);
  set_sharding("ltorch.linear", linear_rule);
  set_sharding("ltorch.matmul", matmul_rule);
  set_sharding("ltorch.bmm", matmul_rule);
  set_sharding("ltorch.baddbmm", baddbmm_rule);
  set_sharding("ltorch.scaled_dot_product_attention", sdpa_rule);
  set_sharding("ltorch.mse_loss", mse_loss_rule);
  set_sharding("ltorch.cross_entropy", cross_entropy_rule);
  set_sharding("ltorch.transpose", transpose_rule);
  set_sharding("ltorch.permute", permute_rule);
  set_sharding("ltorch.unsqueeze", unsqueeze_rule);
  set_sharding("ltorch.squeeze", squeeze_rule);
  set_sharding("ltorch.flatten", flatten_rule);
  set_sharding("ltorch.reshape", reshape_rule);
  set_sharding("ltorch.view", reshape_rule);
  set_sharding("ltorch.expand", expand_rule);
  set_sharding("ltorch.chunk", split_rule);
  set_sharding("ltorch.split", split_rule);
  set_sharding("ltorch.cat", [](const ShardingQuery& q) { return join_rule(q, false); });
  set_sharding("ltorch.stack", [](const ShardingQuery& q) { return join_rule(q, true); });
  set_sharding("ltorch.cumsum", cumsum_rule);
  // The prims that gradient rules, decompositions and optimizer updates
  // emit, with the rules of their ltorch namesakes: type_dtensor and
  // dtensor_typed_grad type them and expand_dtensor expands them
  // (ir/passes/dtensor_expansion.h); a prim without a rule replicates.
  for (const UnaryPrim& u : kUnaryPrims)
    set_sharding(std::string("prims.") + u.name,
                 elementwise(std::string(u.name) == "neg" ? Linear::Unary : Linear::No));
  for (const BinaryPrim& b : kBinaryPrims) {
    std::string n = b.name;
    Linear l = n == "add" || n == "sub"   ? Linear::AddLike
               : n == "mul" || n == "div" ? Linear::ScaleLike
                                          : Linear::No;
    set_sharding("prims." + n, elementwise(l));
  }
  set_sharding("prims.where", elementwise());
  set_sharding("prims.convert_element_type", elementwise());
  for (const char* r : {"sum", "amax", "amin", "prod"})
    set_sharding(std::string("prims.") + r, reduction(r));
  set_sharding("prims.linear", linear_rule);
  set_sharding("prims.matmul", matmul_rule);
  set_sharding("prims.transpose", permute_rule);
  set_sharding("prims.reshape", reshape_rule);
  set_sharding("prims.broadcast_in_dim", broadcast_in_dim_rule);
  set_sharding("prims.slice", slice_rule);
  set_sharding("prims.squeeze", prim_squeeze_rule);
  set_sharding("prims.cat", [](const ShardingQuery& q) { return join_rule(q, false); });
  set_sharding("prims.take_along_dim", take_along_dim_rule);
  set_sharding("ltorch.tril", [](const ShardingQuery& q) {
    int64_t r = q.inputs[0].rank();
    return whole_dims_rule(q, r - 2, r);
  });
  set_sharding("ltorch.triu", [](const ShardingQuery& q) {
    int64_t r = q.inputs[0].rank();
    return whole_dims_rule(q, r - 2, r);
  });
}
}  // namespace detail

}  // namespace fulgur
