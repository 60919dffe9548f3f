// `fulgur run` on a DTensor trace (docs/dtensor.md): every rank rebuilds the
// global inputs from the seed, takes its shards, runs what the DTensor
// expansion made of the trace for its rank, and with --check compares the
// outputs (redistributed to Replicate()) with the single-device program.
#pragma once

#include <cstdint>
#include <string>

#include "ir/printer.h"
#include "ir/trace.h"
#include "runtime/host_tensor.h"

namespace fulgur::cli {

struct DTensorRunOptions {
  uint64_t seed = 0;
  bool check = false;
  bool grad = false;
  std::string inputs;        // --inputs DIR: the global inputs, DIR/NAME.npy
  std::string save_inputs;   // --save-inputs DIR (rank 0 writes the global inputs)
  std::string save_outputs;  // --save-outputs DIR (rank 0; global values with --check)
};
int run_dtensor(const std::string& file, const Trace& trace, const DTensorRunOptions& options);

// `fulgur print --grad` on a DTensor trace: the DTensor-typed augmented
// forward and backward (the global program, every value with its
// placements; the gradients' placements follow from the rules), then what
// rank `rank` of `world_size` runs: the expanded trace's forward and
// backward, local tensors and collectives (-1: RANK / WORLD_SIZE).
std::string print_dtensor_grad(const Trace& trace, int64_t rank, int64_t world_size,
                               const PrintOptions& opts);

// Rank `rank`'s local tensor of a DTensor typed `type` whose global value is
// `global`: its torch.chunk shard on every Shard mesh dim; for Partial(sum),
// the value at coordinate 0 of that mesh dim and zeros elsewhere.
HostTensor local_shard(const HostTensor& global, const TensorType& type, int64_t rank);

}  // namespace fulgur::cli
