// How the reference executor's collectives and gradients run on a thread of
// a simulated world (runtime/simulated_world.h); includes ATen: for
// reference_executor.cpp and simulated_world.cpp only.
#pragma once

#include <ATen/ATen.h>

#include <vector>

#include "ir/trace.h"

namespace fulgur {

class ReferenceCollectives {
 public:
  virtual ~ReferenceCollectives() = default;
  // This thread's rank's result of the collective `b` (bound args `ba`) of
  // the tensor `x`, computed from every member's x.
  virtual at::Tensor collective(const BoundSymbol& b, BoundArgs& ba, const at::Tensor& x) = 0;
  // The gradients of sum over ranks of <outs, cots> with respect to this
  // rank's `leaves` (undefined where none reaches one).
  virtual std::vector<at::Tensor> grad(const std::vector<at::Tensor>& outs,
                                       const std::vector<at::Tensor>& leaves,
                                       const std::vector<at::Tensor>& cots) = 0;
};

// The calling thread's, or null (collectives go through the communicator).
ReferenceCollectives* reference_collectives();

}  // namespace fulgur
