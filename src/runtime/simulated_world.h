// The single-device reference of a multi-rank program (fulgur run --check on
// several ranks): every rank's copy of the program runs in this process, on
// a thread each, through the reference executor, whose collectives then
// compute each rank's result from every rank's tensors as plain libtorch
// math (differentiable: run_reference_grad's gradient is that of the sum of
// every rank's loss, the convention of docs/distributed.md). Each rank's
// inputs are rebuilt from the seed and the rank (rank_seed).
#pragma once

#include <cstdint>
#include <functional>

namespace fulgur {

// The seed of rank `rank`'s random inputs and cotangents in a run seeded
// with `seed`: `seed` itself on rank 0 (a one-process run is unchanged).
uint64_t rank_seed(uint64_t seed, int rank);

// Runs body(r) for r in [0, size) on a thread each, with the reference
// executor's collectives (and gradients) on those threads simulated across
// them; returns when every body returned. The first Error (or exception) a
// body raised is raised here, after the others were released.
void run_simulated_world(int size, const std::function<void(int rank)>& body);

}  // namespace fulgur
