// `fulgur run --fsdp [--zero2]`: a trace run with its parameters sharded
// (ir/passes/fsdp.h) on the ranks torchrun starts, and --check against the
// single-process program.
#pragma once

#include <cstdint>
#include <string>

#include "ir/passes/fsdp.h"
#include "ir/trace.h"

namespace fulgur::cli {

struct FsdpRunOptions {
  FsdpOptions fsdp;
  uint64_t seed = 0;
  bool check = false;
  bool grad = false;
};

// Every rank takes the same parameters (random from the seed, as rank 0's
// inputs) and its own data (from the seed and its rank); the sharded inputs
// are passed as this rank's shard (torch.chunk along dim 0). --check
// compares the outputs with the unsharded trace's on the rank's inputs and
// each sharded input's gradient with this rank's shard of the mean of every
// rank's libtorch gradient (the other inputs' with the rank's own).
int run_fsdp(const std::string& file, Trace trace, const FsdpRunOptions& options);

// `fulgur bench --fsdp [--zero2] [--grad]`: the sharded program (forward, and
// the backward with --grad) compiled with and without sort_waits, the
// median of `reps` runs of each, side by side (every rank runs the same
// reps; each prints its own medians).
int bench_fsdp(const std::string& file, Trace trace, const FsdpRunOptions& options, int reps);

}  // namespace fulgur::cli
