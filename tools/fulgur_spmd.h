// `fulgur run FILE --train-steps N --params K [--state M]`: a train-step
// trace (one autodiff.grad; inputs: K parameters, M optimizer state tensors,
// then the batch) compiled by fulgur::spmd::compile for this rank of the
// world torchrun starts (docs/spmd.md), and run N steps.
#pragma once

#include <cstdint>
#include <string>

#include "ir/trace.h"

namespace fulgur::cli {

struct TrainRunOptions {
  int64_t steps = 1;
  size_t params = 0, state = 0;
  bool shard_params = false;  // --param-schema shard0
  uint64_t seed = 0;
  bool check = false;
};

// Every rank builds the same parameters and global batches from the seed
// (step t's batch from seed + 1 + t; optimizer state starts at zeros), takes
// its parts (distribute(); a Shard(0) batch: its torch.chunk of dim 0), runs
// the steps and prints each step's loss (the step's first output). --check
// runs the single-process program (resolve_grad's trace, no DTensors) on the
// global values alongside and compares every step's outputs and, at the
// end, this rank's part of each parameter and state tensor; exits 1 on a
// mismatch.
int run_train_steps(const std::string& file, const Trace& trace, const TrainRunOptions& options);

}  // namespace fulgur::cli
