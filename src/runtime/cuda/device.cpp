#include "runtime/cuda/device.h"

#include <algorithm>

#include "ir/error.h"

namespace fulgur::cuda {

namespace {
// CUdevice_attribute values (cuda.h): stable across driver versions.
constexpr int kAttrMultiprocessorCount = 16;
constexpr int kAttrComputeCapabilityMajor = 75;
constexpr int kAttrComputeCapabilityMinor = 76;
constexpr int kMemPoolAttrReleaseThreshold = 4;  // CU_MEMPOOL_ATTR_RELEASE_THRESHOLD
}  // namespace

Device::Device(int index) : d_(require_driver()), index_(index) {
  FULGUR_CHECK(index >= 0 && index < d_.device_count, "CUDA device ", index,
               " does not exist: this machine has ", d_.device_count, " device(s)");
  d_.check(d_.cuDeviceGet(&dev_, index), "cuDeviceGet");
  d_.check(d_.cuDevicePrimaryCtxRetain(&ctx_, dev_), "cuDevicePrimaryCtxRetain");
  d_.check(d_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
  d_.check(d_.cuDeviceGetAttribute(&major_, kAttrComputeCapabilityMajor, dev_),
           "cuDeviceGetAttribute");
  d_.check(d_.cuDeviceGetAttribute(&minor_, kAttrComputeCapabilityMinor, dev_),
           "cuDeviceGetAttribute");
  d_.check(d_.cuDeviceGetAttribute(&sm_count_, kAttrMultiprocessorCount, dev_),
           "cuDeviceGetAttribute");
  d_.check(d_.cuStreamCreate(&stream_, 1 /* non-blocking */), "cuStreamCreate");
  // The default pool's release threshold is 0: freed memory would go back to
  // the OS at every synchronization and each call would map its buffers
  // again. Keep it, as PyTorch's caching allocator does.
  CUmemoryPool pool = nullptr;
  d_.check(d_.cuDeviceGetDefaultMemPool(&pool, dev_), "cuDeviceGetDefaultMemPool");
  uint64_t keep = UINT64_MAX;
  d_.check(d_.cuMemPoolSetAttribute(pool, kMemPoolAttrReleaseThreshold, &keep),
           "cuMemPoolSetAttribute");
}

// Any thread may use the device: each call makes its context current.
void Device::make_current() {
  d_.check(d_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
}

std::string Device::arch() const {
  return "sm_" + std::to_string(major_) + std::to_string(minor_);
}

CUdeviceptr Device::alloc(size_t bytes) {
  CUdeviceptr p = 0;
  d_.check(d_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
  d_.check(d_.cuMemAllocAsync(&p, std::max<size_t>(bytes, 1), stream_), "cuMemAllocAsync");
  return p;
}

void Device::free(CUdeviceptr p) {
  make_current();
  if (p) d_.check(d_.cuMemFreeAsync(p, stream_), "cuMemFreeAsync");
}

void Device::copy_to_device(CUdeviceptr dst, const void* src, size_t bytes) {
  make_current();
  if (bytes) d_.check(d_.cuMemcpyHtoDAsync(dst, src, bytes, stream_), "cuMemcpyHtoDAsync");
}

void Device::copy_to_host(void* dst, CUdeviceptr src, size_t bytes) {
  make_current();
  if (bytes) d_.check(d_.cuMemcpyDtoHAsync(dst, src, bytes, stream_), "cuMemcpyDtoHAsync");
}

void Device::copy_on_device(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  make_current();
  if (bytes) d_.check(d_.cuMemcpyDtoDAsync(dst, src, bytes, stream_), "cuMemcpyDtoDAsync");
}

void Device::synchronize() {
  make_current();
  d_.check(d_.cuStreamSynchronize(stream_), "cuStreamSynchronize");
}

CUfunction Device::load(const std::vector<uint8_t>& cubin, const std::string& kernel_name) {
  d_.check(d_.cuCtxSetCurrent(ctx_), "cuCtxSetCurrent");
  CUmodule m = nullptr;
  d_.check(d_.cuModuleLoadData(&m, cubin.data()), ("cuModuleLoadData for " + kernel_name).c_str());
  CUfunction f = nullptr;
  d_.check(d_.cuModuleGetFunction(&f, m, kernel_name.c_str()),
           ("cuModuleGetFunction " + kernel_name).c_str());
  return f;
}

void Device::launch(CUfunction fn, unsigned grid, unsigned block, void** params) {
  if (grid == 0) return;
  make_current();
  d_.check(d_.cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, stream_, params, nullptr),
           "cuLaunchKernel");
}

CUevent Device::create_event() {
  make_current();
  CUevent e = nullptr;
  d_.check(d_.cuEventCreate(&e, 0 /* CU_EVENT_DEFAULT: timed */), "cuEventCreate");
  return e;
}

void Device::record(CUevent e) {
  make_current();
  d_.check(d_.cuEventRecord(e, stream_), "cuEventRecord");
}

float Device::elapsed_ms(CUevent start, CUevent end) {
  make_current();
  d_.check(d_.cuEventSynchronize(end), "cuEventSynchronize");
  float ms = 0;
  d_.check(d_.cuEventElapsedTime(&ms, start, end), "cuEventElapsedTime");
  return ms;
}

void Device::destroy_event(CUevent e) {
  make_current();
  if (e) d_.check(d_.cuEventDestroy(e), "cuEventDestroy");
}

}  // namespace fulgur::cuda
