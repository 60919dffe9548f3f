// Every rank's program for one DTensor call must issue the same collectives
// (frontend/jit.cpp's distribution room): checked with one all_gather when a
// program for new global specs is compiled, so that ranks that disagree fail
// with a message instead of hanging in a collective one rank issues alone.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "codegen/pipeline.h"

namespace fulgur {

// Gathers, per rank, `global_key` (the hash of the call's DTensor global
// types) and the hashes and counts of its forward's and backward's
// collectives; raises Error naming the ranks whose DTensors describe other
// global tensors (the caller's error), or whose programs differ (fulgur's).
// No-op for a world of one.
void check_ranks_agree(const codegen::Executable& ex, int64_t rank, int64_t world,
                       uint64_t global_key, const std::vector<std::optional<TensorType>>& dts);

}  // namespace fulgur
