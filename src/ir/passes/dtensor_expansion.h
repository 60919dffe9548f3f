// DTensor expansion (docs/dtensor.md): rewrites a trace on DTensors into what
// one rank runs — local ops on the `_local_tensor`s plus dist.redistribute
// composites where an op's sharding rule needs other placements. Nothing
// after it sees a DTensor. The result is rank-specific: uneven shards give
// ranks different local shapes, and a Replicate -> Shard step takes this
// rank's chunk.
#pragma once

#include <cstdint>

#include "ir/passes/autodiff.h"
#include "ir/trace.h"

namespace fulgur {

struct DTensorExpansionOptions {
  // This process's global rank and the number of processes; -1 takes them
  // from RANK / WORLD_SIZE, else rank 0 of a world the size of the mesh.
  int64_t rank = -1;
  int64_t world_size = -1;
  // Redistributes every returned DTensor to Replicate() on every mesh dim,
  // so each rank returns the global values (what `fulgur run --check`
  // compares with the single-device program).
  bool replicate_outputs = false;
};

bool has_dtensor_inputs(const Trace& t);

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
