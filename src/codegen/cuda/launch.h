// What a CUDA launch of a generated kernel needs besides the module: the grid
// and block sizes from the kernel's launch shape, and its parameters packed
// the way cuLaunchKernel takes them. Computed without a device, so tested
// without one.
#pragma once

#include <cstdint>
#include <vector>

#include "codegen/kernel/kernel_ir.h"

namespace fulgur::codegen::cuda {

struct LaunchGeometry {
  unsigned grid = 0;  // 0: nothing to do (an empty tensor), skip the launch
  unsigned block = 0;
};

// The kernel's work items (elements, rows or chunks).
int64_t work_items(const kernel::Kernel& k);

// A grid covering the work at the kernel's items per block, capped at two
// waves of resident blocks on `sm_count` multiprocessors (the kernels loop
// grid-stride over the rest).
LaunchGeometry launch_geometry(const kernel::Kernel& k, int sm_count);

// The parameters in the kernel's order (buffers, then scalars), each stored
// in its declared C type: pointers, int, long long, double or bool.
class KernelArgs {
 public:
  // `buffers` are device addresses; `scalars` are the 64-bit slots the CPU
  // path uses too (floats as their bits).
  KernelArgs(const kernel::Kernel& k, const std::vector<uint64_t>& buffers,
             const std::vector<int64_t>& scalars);
  KernelArgs(const KernelArgs&) = delete;
  KernelArgs& operator=(const KernelArgs&) = delete;
  void** params() { return params_.data(); }
  size_t size() const { return params_.size(); }

 private:
  std::vector<uint64_t> storage_;  // one 8-byte slot per parameter
  std::vector<void*> params_;
};

}  // namespace fulgur::codegen::cuda
