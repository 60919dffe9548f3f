// `fulgur run --column-parallel NAMES --row-parallel NAMES` (docs/distributed.md,
// "Tensor parallelism"): every rank builds the same full inputs from the seed
// (a tensor-parallel program's replicated values are the same on every rank),
// takes its shards of the sharded parameters, runs what the tensor-parallel
// transform made of the trace for its rank, and with --check compares its
// outputs, and with --grad its gradients (this rank's chunk of a sharded
// parameter's), with the single-process program through libtorch.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "ir/passes/ddp.h"
#include "ir/passes/tensor_parallel.h"
#include "ir/trace.h"
#include "runtime/host_tensor.h"

namespace fulgur::cli {

struct TensorParallelRunOptions {
  TensorParallelOptions tp;
  std::optional<DdpOptions> ddp;  // refused when it claims a sharded parameter
  uint64_t seed = 0;
  bool check = false;
  bool grad = false;
};
int run_tensor_parallel(const std::string& file, Trace trace,
                        const TensorParallelRunOptions& options);

// `fulgur bench` of the tensor-parallel forward: this rank's compiled
// program (collectives included) against libtorch eager of the
// single-process program, median of `reps` runs; rank 0 prints.
int bench_tensor_parallel(const std::string& file, const Trace& trace,
                          const TensorParallelOptions& tp, int reps, uint64_t seed);

// Chunk `rank` of `n` of `t` along `dim` (equal chunks), as a contiguous tensor.
HostTensor tensor_parallel_chunk(const HostTensor& t, int dim, int64_t rank, int64_t n);

}  // namespace fulgur::cli
