#include "python/torch_cuda.h"

#include <c10/core/Allocator.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/Stream.h>
#include <c10/core/impl/DeviceGuardImplInterface.h>

#include <map>
#include <mutex>
#include <unordered_map>

#include "ir/error.h"
#include "runtime/aten_interop.h"

namespace fulgur::python {
namespace {

using cuda::CUdeviceptr;
using cuda::CUresult;
using cuda::CUstream;

constexpr CUresult kOutOfMemory = 2;  // CUDA_ERROR_OUT_OF_MEMORY

// What the table's entry points share. Leaked on purpose: PyTorch's
// allocator and the driver may be torn down before static destructors run.
struct Shim {
  const cuda::Driver* real = nullptr;
  cuda::Driver table;
  std::mutex mu;
  std::unordered_map<CUdeviceptr, c10::DataPtr> owned;  // from the caching allocator
  std::unordered_map<CUdeviceptr, int> viewed;          // inputs' addresses being viewed
  std::unordered_map<CUstream, int> adopted;            // PyTorch's streams
  // Guards `devices` only: making a Device calls stream_create, which takes `mu`.
  std::mutex devices_mu;
  std::map<std::pair<int, CUstream>, std::shared_ptr<cuda::Device>> devices;
};

Shim& shim();

// Set by the thread making a device (the stream it adopts) or an input view
// (the address "allocate" returns).
thread_local bool t_adopt_stream = false;
thread_local CUstream t_stream = nullptr;
thread_local bool t_view = false;
thread_local CUdeviceptr t_view_ptr = 0;

CUresult stream_create(CUstream* s, unsigned flags) {
  Shim& sh = shim();
  if (!t_adopt_stream) return sh.real->cuStreamCreate(s, flags);
  t_adopt_stream = false;  // the first stream a Device makes is its compute stream
  *s = t_stream;
  std::lock_guard<std::mutex> lock(sh.mu);
  ++sh.adopted[t_stream];
  return cuda::kCudaSuccess;
}

CUresult stream_destroy(CUstream s) {
  Shim& sh = shim();
  {
    std::lock_guard<std::mutex> lock(sh.mu);
    auto it = sh.adopted.find(s);
    if (it != sh.adopted.end()) {
      if (--it->second == 0) sh.adopted.erase(it);
      return cuda::kCudaSuccess;  // PyTorch's: not ours to destroy
    }
  }
  return sh.real->cuStreamDestroy(s);
}

// The caching allocator allocates on the current device's current stream:
// the call that runs the program set both (torch_cuda_device's caller holds
// a DeviceGuard, and the stream is the one the device adopted).
CUresult mem_alloc(CUdeviceptr* p, size_t bytes, CUstream) {
  Shim& sh = shim();
  if (t_view) {
    t_view = false;
    *p = t_view_ptr;
    std::lock_guard<std::mutex> lock(sh.mu);
    ++sh.viewed[t_view_ptr];
    return cuda::kCudaSuccess;
  }
  c10::DataPtr d;
  try {
    d = c10::GetAllocator(c10::DeviceType::CUDA)->allocate(bytes);
  } catch (const c10::Error&) {
    return kOutOfMemory;
  }
  *p = reinterpret_cast<CUdeviceptr>(d.get());
  std::lock_guard<std::mutex> lock(sh.mu);
  sh.owned.emplace(*p, std::move(d));
  return cuda::kCudaSuccess;
}

CUresult mem_free(CUdeviceptr p, CUstream stream) {
  Shim& sh = shim();
  c10::DataPtr d;  // returned to the allocator outside the lock
  {
    std::lock_guard<std::mutex> lock(sh.mu);
    // A view first: an input viewed at an address fulgur allocated (an
    // earlier output passed back in) keeps that output alive, so the view
    // always goes first.
    auto v = sh.viewed.find(p);
    if (v != sh.viewed.end()) {
      if (--v->second == 0) sh.viewed.erase(v);
      return cuda::kCudaSuccess;
    }
    auto o = sh.owned.find(p);
    if (o == sh.owned.end()) return sh.real->cuMemFreeAsync(p, stream);
    d = std::move(o->second);
    sh.owned.erase(o);
  }
  return cuda::kCudaSuccess;
}

Shim& shim() {
  static Shim* s = [] {
    auto* sh = new Shim;
    sh->real = &cuda::require_driver();
    sh->table = *sh->real;
    sh->table.cuStreamCreate = stream_create;
    sh->table.cuStreamDestroy = stream_destroy;
    sh->table.cuMemAllocAsync = mem_alloc;
    sh->table.cuMemFreeAsync = mem_free;
    return sh;
  }();
  return *s;
}

}  // namespace

std::shared_ptr<cuda::Device> torch_cuda_device(int index) {
  const c10::impl::DeviceGuardImplInterface* impl =
      c10::impl::getDeviceGuardImpl(c10::DeviceType::CUDA);
  c10::Stream current = impl->getStream(c10::Device(c10::DeviceType::CUDA, index));
  auto stream = static_cast<CUstream>(current.native_handle());
  Shim& sh = shim();
  std::lock_guard<std::mutex> lock(sh.devices_mu);
  auto& dev = sh.devices[{index, stream}];
  if (!dev) {
    t_adopt_stream = true;
    t_stream = stream;
    try {
      dev = std::make_shared<cuda::Device>(index, &sh.table);
    } catch (...) {
      t_adopt_stream = false;
      sh.devices.erase({index, stream});
      throw;
    }
    t_adopt_stream = false;
  }
  return dev;
}

cuda::DeviceTensor device_view(cuda::Device& dev, const at::Tensor& a) {
  cuda::DeviceTensor t;
  t.shape.assign(a.sizes().begin(), a.sizes().end());
  t.strides.assign(a.strides().begin(), a.strides().end());
  t.dtype = from_aten(a.scalar_type());
  for (int64_t s : t.strides)
    FULGUR_CHECK(s >= 0, "fulgur: a CUDA input with a negative stride (", s, ") is not supported");
  auto bytes = static_cast<size_t>(cuda::span_bytes(t.shape, t.strides, t.dtype));
  t_view = true;
  t_view_ptr = reinterpret_cast<CUdeviceptr>(a.data_ptr());
  try {
    // The deleter holds `a`: its memory lives as long as the view.
    t.memory = std::shared_ptr<cuda::DeviceAllocation>(
        new cuda::DeviceAllocation(dev, bytes), [a](cuda::DeviceAllocation* m) { delete m; });
  } catch (...) {
    t_view = false;
    throw;
  }
  t_view = false;
  return t;
}

at::Tensor aten_cuda_view(const cuda::DeviceTensor& t, int index) {
  std::shared_ptr<cuda::DeviceAllocation> mem = t.memory;
  std::vector<int64_t> sizes(t.shape.begin(), t.shape.end());
  std::vector<int64_t> strides(t.strides.begin(), t.strides.end());
  c10::Device device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(index));
  return at::for_blob(reinterpret_cast<void*>(t.data()), sizes)
      .strides(strides)
      .deleter([mem](void*) {})
      .target_device(device)
      .options(at::TensorOptions().dtype(to_aten(t.dtype)).device(device))
      .make_tensor();
}

}  // namespace fulgur::python
