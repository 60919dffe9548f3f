// PyTorch's CUDA tensors in fulgur's CUDA runtime, without copies or extra
// synchronization (docs/design.md §6): the cuda::Device a call runs on has
// PyTorch's current stream as its compute stream and takes its memory
// (outputs, temporaries) from PyTorch's CUDA caching allocator; input
// tensors are device tensors viewing the at::Tensor's memory, outputs are
// at::Tensors viewing fulgur's.
//
// How, without a second runtime: a cuda::Device talks to the driver through
// a table of entry points (runtime/cuda/driver.h). The device made here uses
// a copy of the process's table in which
//   - cuStreamCreate, while a device for a PyTorch stream is being made,
//     returns that stream (and cuStreamDestroy leaves it alone), so the
//     compute stream, and the cuBLAS handle set to it, is PyTorch's;
//   - cuMemAllocAsync / cuMemFreeAsync allocate from and return to
//     c10::GetAllocator(CUDA) (the caching allocator, which allocates on the
//     current stream of the current device: the call sets both), and while
//     an input is viewed, "allocate" hands back the input's own address,
//     which the matching free leaves alone.
// Only libc10 and libtorch_cpu are needed (c10::Stream::native_handle gives
// the current stream's cudaStream_t): the module builds and loads the same
// against a CPU-only torch, where CUDA tensors never arrive.
#pragma once

#include <ATen/ATen.h>

#include <memory>

#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"

namespace fulgur::python {

// The device for PyTorch's current stream on CUDA device `index` (one per
// stream met, kept for the process's life). Raises Error when the process
// has no usable CUDA driver.
std::shared_ptr<cuda::Device> torch_cuda_device(int index);

// A device tensor viewing `a`'s memory (a CUDA tensor on `dev`'s device),
// keeping `a` alive.
cuda::DeviceTensor device_view(cuda::Device& dev, const at::Tensor& a);

// A CUDA at::Tensor on device `index` viewing `t`'s memory, keeping it alive.
at::Tensor aten_cuda_view(const cuda::DeviceTensor& t, int index);

}  // namespace fulgur::python
