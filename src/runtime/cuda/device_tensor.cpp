#include "runtime/cuda/device_tensor.h"

#include <cstring>
#include <iostream>

#include "ir/error.h"

namespace fulgur::cuda {

DeviceAllocation::DeviceAllocation(Device& device, size_t bytes)
    : state_(device.state()), ptr_(device.alloc(bytes)), bytes_(bytes) {}

// A destructor cannot throw: a failed free (a device already in error) is
// reported and the memory left to the driver's teardown.
DeviceAllocation::~DeviceAllocation() {
  try {
    free_device_memory(*state_, ptr_);
  } catch (const Error& e) {
    std::cerr << "fulgur: freeing device memory failed: " << e.what() << "\n";
  }
}

int64_t span_bytes(const Shape& shape, const Shape& strides, DType dtype) {
  int64_t reach = 1;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (shape[d] == 0) return 0;
    FULGUR_INTERNAL_ASSERT(strides[d] >= 0, "negative stride ", strides[d]);
    reach += (shape[d] - 1) * strides[d];
  }
  return reach * dtype_itemsize(dtype);
}

DeviceTensor DeviceTensor::allocate(Device& device, const Shape& shape, DType dtype,
                                    const Shape& strides) {
  DeviceTensor t;
  t.shape = shape;
  t.strides = strides.empty() && !shape.empty() ? contiguous_strides(shape) : strides;
  FULGUR_INTERNAL_ASSERT(t.strides.size() == shape.size(), "strides ", shape_string(t.strides),
                         " for shape ", shape_string(shape));
  t.dtype = dtype;
  t.memory = std::make_shared<DeviceAllocation>(
      device, static_cast<size_t>(span_bytes(shape, t.strides, dtype)));
  return t;
}

CUdeviceptr DeviceTensor::data() const {
  return memory->ptr() + static_cast<CUdeviceptr>(offset * dtype_itemsize(dtype));
}

int64_t DeviceTensor::numel() const {
  int64_t n = 1;
  for (int64_t e : shape) n *= e;
  return n;
}

bool DeviceTensor::is_contiguous() const {
  int64_t expected = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] != 1 && strides[d] != expected) return false;
    expected *= shape[d];
  }
  return true;
}

namespace {

// Copies every element of `src` into `dst` (same shape and dtype, any
// strides), byte for byte.
void copy_elements(const HostTensor& src, HostTensor& dst) {
  int64_t item = dtype_itemsize(src.dtype);
  int64_t n = src.numel();
  size_t rank = src.shape.size();
  std::vector<int64_t> idx(rank, 0);
  for (int64_t i = 0; i < n; ++i) {
    int64_t so = 0, doff = 0;
    for (size_t d = 0; d < rank; ++d) {
      so += idx[d] * src.strides[d];
      doff += idx[d] * dst.strides[d];
    }
    std::memcpy(dst.data() + doff * item, src.data() + so * item, static_cast<size_t>(item));
    for (size_t d = rank; d-- > 0;) {
      if (++idx[d] < src.shape[d]) break;
      idx[d] = 0;
    }
  }
}

}  // namespace

DeviceTensor to_device(Device& device, const HostTensor& t, const Shape& strides) {
  DeviceTensor out = DeviceTensor::allocate(device, t.shape, t.dtype, strides);
  size_t bytes = static_cast<size_t>(span_bytes(out.shape, out.strides, out.dtype));
  if (bytes == 0) return out;
  // Lay the values out as the device tensor will hold them (unless they
  // are), then copy once; the host buffer stays alive until the stream is
  // past the copy, without waiting for it here.
  HostTensor src = t;
  if (t.strides != out.strides) {
    src = HostTensor::empty_strided(t.shape, out.strides, t.dtype);
    copy_elements(t, src);
  }
  device.copy_to_device(out.data(), src.data(), bytes);
  device.keep_until_done(src.storage);
  return out;
}

HostTensor to_host(Device& device, const DeviceTensor& t) {
  HostTensor h = HostTensor::empty_strided(t.shape, t.strides, t.dtype);
  size_t bytes = static_cast<size_t>(span_bytes(t.shape, t.strides, t.dtype));
  if (bytes) {
    device.copy_to_host(h.data(), t.data(), bytes);
    Event done = device.create_event();
    device.record(done);
    device.synchronize(done);
  }
  return h.is_contiguous() ? h : h.contiguous();
}

}  // namespace fulgur::cuda
