// Tensor parallelism (Megatron-LM's column- and row-parallel linear layers,
// thunder's column_parallel / row_parallel) as a trace transform. The chosen
// parameters are sharded over the tensor-parallel group (here the whole
// world), and the layers that use them get their pre- and post-processing
// as named composites (src/ir/ops/dist.cpp), so a reader of every later
// trace sees where the communication happens and why:
//
//   column-parallel linear(x, W, b): W Shard(0), b Shard(0); the layer
//     computes this rank's slice of the output features:
//       x' = dist.synchronize_tensor_parallel_input(x, group, 'column')
//       y  = ltorch.linear(x', W_r, b_r)          # sharded on the last dim
//   row-parallel linear(h, W, b): W Shard(1), b replicated; each rank sums
//     its slice of the input features, and the partial sums are all-reduced:
//       p = ltorch.linear(h_r, W_r)
//       z = dist.synchronize_tensor_parallel_output(p, group, 'row', bias=b)
//
// The contract for a row-parallel layer's input: a value sharded on its last
// dim (the output of column-parallel layers, through elementwise ops such as
// GELU, SiLU or a product of two of them) is taken as it is, so a column ->
// row pair communicates once in the forward (the row layer's all_reduce); a
// replicated value is sliced locally to this rank's chunk
// (dist.synchronize_tensor_parallel_input(h, group, 'row', rank=r)), which
// costs no communication in the forward and an all_gather in the backward.
// A sharded value reaching anything else (another op, the return) is
// gathered first (dist.synchronize_tensor_parallel_output(y, group,
// 'column', rank=r)). Replicated values are the same on every rank, and so
// are their cotangents: the gradients the backward returns are those of the
// single-process program (a sharded parameter's: this rank's chunk of it).
//
// The program is built for one rank (the slices are at its offsets): like
// the DTensor expansion, the transform takes the rank and the world size.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

struct TensorParallelOptions {
  // Inputs to shard: column-parallel weights and their biases (dim 0), and
  // row-parallel weights (dim 1).
  std::vector<std::string> column;
  std::vector<std::string> row;
  // This process's rank and the world's size; -1: rank 0 of a world of 1
  // (codegen::compile and `fulgur run` pass the launch's RANK / WORLD_SIZE).
  int64_t rank = -1;
  int64_t world_size = -1;
};

// The rank and world size `o` resolves to.
std::pair<int64_t, int64_t> tensor_parallel_rank(const TensorParallelOptions& o);

// The trace `rank` runs: the chosen inputs replaced by this rank's shards
// (same names, local shapes), the layers rewritten as above. Raises Error
// for a name that is not an input, a name claimed twice, a dim the group
// size does not divide, and a parameter used other than as a linear layer's
// weight (or a column-parallel layer's bias).
Trace tensor_parallel(const Trace& t, const TensorParallelOptions& options);

// The dim of input `name` that the options shard (0 or 1), or -1.
int tensor_parallel_shard_dim(const TensorParallelOptions& options, const std::string& name);

// Whether `b` is one of the tensor-parallel composites
// (dist.synchronize_tensor_parallel_input/output and their _backward): the
// compiled path keeps it, with its pieces as subsymbols, down to the
// execution trace instead of flattening it into its neighbours.
bool is_tensor_parallel_composite(const BoundSymbol& b);

}  // namespace fulgur
