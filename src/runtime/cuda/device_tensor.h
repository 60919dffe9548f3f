// Tensors in device memory: what a compiled CUDA program takes and returns
// when its inputs stay on the device (benchmarks, chained programs), and the
// copies between them and host tensors at the boundary. Memory is freed
// stream-ordered when the last tensor viewing it goes.
#pragma once

#include <memory>
#include <variant>

#include "runtime/cuda/device.h"
#include "runtime/host_tensor.h"

namespace fulgur::cuda {

// One cuMemAllocAsync allocation; its destructor frees it on the device's
// compute stream (after the work enqueued before it). It holds the device's
// state, so it may outlive the Device it was made on.
class DeviceAllocation {
 public:
  DeviceAllocation(Device& device, size_t bytes);
  ~DeviceAllocation();
  DeviceAllocation(const DeviceAllocation&) = delete;
  DeviceAllocation& operator=(const DeviceAllocation&) = delete;
  CUdeviceptr ptr() const { return ptr_; }
  size_t bytes() const { return bytes_; }

 private:
  std::shared_ptr<DeviceState> state_;
  CUdeviceptr ptr_ = 0;
  size_t bytes_ = 0;
};

struct DeviceTensor {
  Shape shape;
  Shape strides;  // elements, never negative
  DType dtype = DType::f32;
  std::shared_ptr<DeviceAllocation> memory;
  int64_t offset = 0;  // elements

  // A new tensor laid out with `strides` (contiguous when empty); contents
  // undefined.
  static DeviceTensor allocate(Device& device, const Shape& shape, DType dtype,
                               const Shape& strides = {});
  CUdeviceptr data() const;
  int64_t numel() const;
  bool is_contiguous() const;
};

using DeviceValue = std::variant<DeviceTensor, Scalar>;

// Bytes from a tensor's first to one past its last element (0 when empty).
int64_t span_bytes(const Shape& shape, const Shape& strides, DType dtype);

// A device copy of `t` laid out with `strides` (contiguous when empty),
// enqueued on the compute stream without waiting for it: the host memory
// the copy reads is kept alive until the stream is past the copy
// (Device::keep_until_done), so `t` may go at once.
DeviceTensor to_device(Device& device, const HostTensor& t, const Shape& strides = {});
// A contiguous host copy of `t`: waits for this copy only (an event after
// it), not for work enqueued on the stream later.
HostTensor to_host(Device& device, const DeviceTensor& t);

}  // namespace fulgur::cuda
