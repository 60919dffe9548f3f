// DTensor support in the trace: sharding rules (a field of each symbol, like
// its gradient rule), the meta function of an op on DTensor operands, and the
// placement arithmetic the DTensor expansion pass and dist.redistribute share
// (docs/dtensor.md).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

// Whether any tensor operand of the call is a DTensor.
bool has_dtensor_operand(const BoundArgs& a);

// The tensor operands of a call, in argument order (nested lists flattened).
std::vector<ProxyPtr> tensor_operands(const BoundArgs& a);

// What a sharding rule decided for a call on DTensor operands, over every
// mesh dim: per operand and per output, one placement per mesh dim.
struct ShardingDecision {
  DeviceMesh mesh;
  std::vector<std::vector<Placement>> in;   // [operand][mesh dim]
  std::vector<std::vector<Placement>> out;  // [tensor output][mesh dim]
  std::vector<TensorType> global_outputs;   // global types (without DTensor specs)
  Value global_output;                      // the meta's output on plain global tensors
};

// Runs the op's meta function on the global tensors (to validate the call and
// get the global output types) and asks its sharding rule, per mesh dim.
// Raises Error naming the op and the operands' placements when the op has no
// sharding rule, when operands live on different meshes, or mix DTensors
// with plain tensors.
ShardingDecision decide_sharding(const Symbol& sym, const BoundArgs& a);

// decide_sharding with `rule` in place of the op's own.
ShardingDecision decide_sharding_with(const Symbol& sym, const BoundArgs& a,
                                      const ShardingFn& rule);

// The one decision the DTensor typing (type_dtensor, dtensor_typed_grad) and
// the DTensor expansion make for a call with at least one DTensor operand,
// prims included (ir/passes/dtensor_expansion.h):
//   - a plain tensor operand is read as Replicate() on the DTensor operands'
//     mesh (its local tensor is the whole tensor, as a Replicate()
//     DTensor's is);
//   - prims.copy_(src, dst): dst keeps its placements (it is an input's
//     storage: it is never redistributed) and src is asked for them; the
//     output has dst's placements; a Partial dst is an Error;
//   - any other op that writes into a DTensor operand is an Error (only
//     prims.copy_ may: a redistributed destination would lose the write);
//   - dist.* ops take local tensors: a DTensor operand is an Error;
//   - the op's sharding rule; the aten fallback and an op without a rule
//     take every operand as Replicate() and give Replicate() outputs.
ShardingDecision decide_placements(const Symbol& sym, const BoundArgs& a);

// The meta function of `sym` on DTensor operands: the outputs are DTensors
// whose placements the sharding rule gives. No subsymbols: the DTensor
// expansion pass makes the local computation.
Value dtensor_meta(TraceBuilder& tb, const Symbol& sym, const BoundArgs& a);

// "(Shard(dim=0), Replicate())"
std::string placements_string(const std::vector<Placement>& ps);

// The type of a DTensor's local tensor on `rank` (global rank).
TensorType local_type(const TensorType& global, int64_t rank);

// Records dist.redistribute of `local`, rank `rank`'s local tensor of a
// DTensor typed `global`, to the placements `dst` (on the same mesh); returns
// the new local tensor.
Value redistribute(TraceBuilder& tb, const Value& local, const TensorType& global,
                   const std::vector<Placement>& dst, int64_t rank);

// Argument `name` of a call: a tuple of placements (Shard(dim=0), ...).
std::vector<Placement> placements_arg(const BoundArgs& a, const char* name);
// The tuple of placements a call takes.
Value placements_value(const std::vector<Placement>& ps);

// The DTensor expansion of a dtensor.from_local / to_local / redistribute call
// `b` (ir/sharding/boundaries.cpp): `local` is this rank's tensor of its
// operand, `typed` the operand's global type (a plain local tensor's for
// from_local). Returns this rank's result.
//
// A row-parallel layer's output, Partial(sum) -> Replicate() on a 1-D mesh
// read only by to_local (RowwiseParallel's output hook), is one
// dist.synchronize_tensor_parallel_output: the all-reduce, whose backward
// hands the cotangent through, as PyTorch's autograd does there (without it,
// to_local's coordinate-0 cotangent made the backward all-reduce it again).
// `only_to_local`: the redistribute's output is read by to_local calls only;
// `row_output`: to_local's operand was expanded so (the set is filled by
// redistribute calls that did, for the to_local calls that read them).
struct BoundaryExpansion {
  std::set<const Proxy*> only_to_local;  // redistribute outputs read by to_local only
  std::set<const Proxy*> row_outputs;    // those expanded as the TP output composite
};
Value expand_boundary(TraceBuilder& tb, const BoundSymbol& b, const Value& local,
                      const TensorType& typed, int64_t rank, BoundaryExpansion& state);

namespace detail {
void register_redistribute();
void register_dtensor_boundaries();
}  // namespace detail

}  // namespace fulgur
