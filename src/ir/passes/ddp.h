// Data parallelism (DDP): every rank holds the whole model and its own
// slice of the batch; the parameters' gradients are averaged over the ranks
// in the backward, as torch.nn.parallel.DistributedDataParallel does. The
// transform rewrites the backward of a grad_transform: the gradients of the
// chosen inputs are packed into buckets (flattened and concatenated, up to a
// size cap, one dtype each) and each bucket is all-reduced ('avg') once;
// sort_waits then starts each bucket's all_reduce as soon as its last
// gradient exists and waits for it only where the gradient is returned.
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
};

// Rewrites fb.backward (of grad_transform(computation)) so that it returns
// the parameters' gradients averaged over the world. Raises Error for a
// name that is not an input, an input without a gradient, a non-floating
// gradient, or a bucket cap that is not positive.
void apply_ddp(ForwardBackward& fb, const Trace& computation, const DdpOptions& options);

}  // namespace fulgur
