// DTensor expansion (docs/dtensor.md): rewrites a trace on DTensors into what
// one rank runs — local ops on the `_local_tensor`s plus dist.redistribute
// composites where an op's sharding rule needs other placements. Nothing
// after it sees a DTensor. The result is rank-specific: uneven shards give
// ranks different local shapes, and a Replicate -> Shard step takes this
// rank's chunk.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "ir/passes/autodiff.h"
#include "ir/trace.h"

namespace fulgur {

struct DTensorExpansionOptions {
  // This process's global rank and the number of processes; -1: rank 0 of
  // a world the size of the mesh (codegen::compile passes the launch's
  // RANK / WORLD_SIZE, runtime/store.h's LaunchRank; passes read no
  // environment).
  int64_t rank = -1;
  int64_t world_size = -1;
  // Redistributes every returned DTensor to Replicate() on every mesh dim,
  // so each rank returns the global values (what `fulgur run --check`
  // compares with the single-device program).
  bool replicate_outputs = false;
};

bool has_dtensor_inputs(const Trace& t);
// Whether the trace moves between local tensors and DTensors
// (dtensor.from_local / to_local / redistribute): such a program has no
// single-device form (strip_dtensor, dtensor_typed_grad refuse it).
bool has_dtensor_boundaries(const Trace& t);

// The global trace (plain tensors: the program of one device, e.g. a whole
// train step: forward, backward, optimizer update and prims.copy_ writes into
// its inputs) typed with DTensors on `mesh`. Each input named in
// `input_placements` becomes a DTensor with those placements (one per mesh
// dim); every other tensor input is Replicate() (every rank passes the same
// whole tensor). Every op's outputs take the placements decide_placements
// (ir/sharding/sharding.h) gives — the op's sharding rule (ltorch, aten,
// prims, placeholders), Replicate() for an op without one —, and a tensor
// made from no tensor (full, iota, arange) is Replicate(). prims.copy_(src,
// dst): dst keeps its placements (it is an input's storage; it is never
// redistributed) and src is redistributed to them; a Partial dst is an
// Error. expand_dtensor of the result runs the same decisions, so each rank's
// program gives the single-device numerics. Raises Error for a name that is
// not a tensor input, placements of the wrong count, a Shard of a dim the
// input does not have, or an input that already is a DTensor.
Trace type_dtensor(const Trace& global, const DeviceMesh& mesh,
                   const std::map<std::string, std::vector<Placement>>& input_placements);

// Every call with a DTensor operand (ltorch, aten, prims, placeholders)
// runs as decide_placements decides: its operands redistributed to the
// placements it asks, the op on the local tensors. A plain operand of such a
// call is read as Replicate(). Ops without DTensor operands run as they are.
// Raises Error naming the input when a DTensor's mesh does not match the
// world (its size is not WORLD_SIZE, a rank outside it) or this rank is not
// in it.
Trace expand_dtensor(const Trace& t, const DTensorExpansionOptions& options = {});

// The same program on plain global tensors: the single-device reference of a
// DTensor trace.
Trace strip_dtensor(const Trace& t);

// The grad transform of a DTensor trace, typed with DTensors: the augmented
// forward and the backward of the global program (strip_dtensor), every
// tensor retyped with the placements its op's sharding rule gives — the
// gradients' placements. A cotangent has its output's placements (a Partial
// output's cotangent is Replicate(): every rank's share contributes to the
// sum). A tensor made from no tensor (zeros, iota) is Replicate(); an op
// without a rule takes and gives Replicate(). What a rank runs is the
// grad transform of expand_dtensor's trace, not this one: this trace shows
// the global program with the placements the rules imply.
ForwardBackward dtensor_typed_grad(const Trace& t);

}  // namespace fulgur
