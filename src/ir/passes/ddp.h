// Data parallelism (DDP): every rank holds the whole model and its own
// slice of the batch; the parameters' gradients are averaged over the ranks
// in the backward, as torch.nn.parallel.DistributedDataParallel does. In
// placements (docs/distributed.md): the parameters are Replicate() on the
// world's 1-D mesh, and each rank's gradient of one is its share of the
// average, Partial(avg). The transform rewrites the backward of a
// grad_transform: each chosen gradient, where the backward makes it, is
// redistributed Partial(avg) -> Replicate() by the DTensor layer
// (dist.redistribute: an all-reduce), and bucket_all_reduces
// (ir/passes/bucket_all_reduce.h, the one bucketer, the train step's too)
// packs them into buckets (flattened and concatenated, up to a size cap,
// one dtype each), each reduced once and issued where its last gradient
// exists; sort_waits then waits for each only where it is returned.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/passes/autodiff.h"

namespace fulgur {

struct DdpOptions {
  // The computation's inputs whose gradients are averaged (the
  // parameters); empty: every input that gets a gradient.
  std::vector<std::string> params;
  // A bucket holds gradients of one dtype up to this many bytes (a larger
  // gradient is a bucket of its own); PyTorch's default, 25 MiB.
  int64_t bucket_cap_bytes = int64_t{25} << 20;
  // This process's rank and the world's size: the mesh the gradients'
  // placements are on; -1: rank 0 of a world of 1 (codegen::compile passes
  // the launch's RANK / WORLD_SIZE).
  int64_t rank = -1;
  int64_t world_size = -1;
  // Whether the buckets' waits may move (BucketOptions::schedule);
  // codegen::compile passes CompileOptions::sort_waits.
  bool schedule = true;
};

// Rewrites fb.backward (of grad_transform(computation)) so that it returns
// the parameters' gradients averaged over the world. Raises Error for a
// name that is not an input, an input without a gradient, a non-floating
// gradient, or a bucket cap that is not positive.
void apply_ddp(ForwardBackward& fb, const Trace& computation, const DdpOptions& options);

}  // namespace fulgur
