#include "runtime/cuda/device.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <iostream>

#include "ir/error.h"
#include "runtime/cuda/nccl.h"

namespace fulgur::cuda {

namespace {
// CUdevice_attribute values (cuda.h): stable across driver versions.
constexpr int kAttrMultiprocessorCount = 16;
constexpr int kAttrComputeCapabilityMajor = 75;
constexpr int kAttrComputeCapabilityMinor = 76;
constexpr int kMemPoolAttrReleaseThreshold = 4;  // CU_MEMPOOL_ATTR_RELEASE_THRESHOLD
constexpr unsigned kStreamNonBlocking = 1;
constexpr unsigned kEventDisableTiming = 2;
constexpr CUresult kNotReady = 600;  // CUDA_ERROR_NOT_READY

// A teardown step that cannot throw: a failure (a device already in error)
// is reported and the handle left to the driver's own teardown.
// At process exit the driver may have shut down first
// (CUDA_ERROR_DEINITIALIZED): then there is nothing left to release.
void report(CUresult r, const char* what) {
  constexpr CUresult kDeinitialized = 4;
  if (r == kCudaSuccess || r == kDeinitialized) return;
  std::cerr << "fulgur: " << what << " failed during teardown: " << cuda_error_name(r) << "\n";
}
}  // namespace

// Everything the driver handed out for one Device. Held by the Device, its
// allocations and its events; destroyed with the last of them.
struct DeviceState {
  const Driver& d;
  CUdevice dev = 0;
  CUcontext ctx = nullptr;
  bool ctx_retained = false;
  CUstream compute = nullptr;
  CUstream comm = nullptr;
  std::mutex mu;                   // guards pending
  std::atomic<size_t> modules{0};  // loaded, not yet unloaded
  // keep_until_done(): host buffers and the event after the last copy
  // reading them.
  struct Pending {
    CUevent event = nullptr;
    std::shared_ptr<const void> what;
  };
  std::deque<Pending> pending;

  explicit DeviceState(const Driver& driver) : d(driver) {}
  DeviceState(const DeviceState&) = delete;
  DeviceState& operator=(const DeviceState&) = delete;

  void make_current() const { d.check(d.cuCtxSetCurrent(ctx), "cuCtxSetCurrent"); }

  // Drops the holders whose copies are done (all of them when `all`, after
  // the caller synchronized). Caller holds `mu`.
  void reap(bool all) {
    while (!pending.empty()) {
      CUresult r = all ? kCudaSuccess : d.cuEventQuery(pending.front().event);
      if (r == kNotReady) break;
      d.check(r, "cuEventQuery");
      d.cuEventDestroy(pending.front().event);
      pending.pop_front();
    }
  }

  ~DeviceState() {
    if (ctx_retained) report(d.cuCtxSetCurrent(ctx), "cuCtxSetCurrent");
    // Whatever is still enqueued (frees, copies) finishes first.
    for (CUstream s : {comm, compute}) {
      if (!s) continue;
      report(d.cuStreamSynchronize(s), "cuStreamSynchronize");
      report(d.cuStreamDestroy(s), "cuStreamDestroy");
    }
    for (auto& p : pending) report(d.cuEventDestroy(p.event), "cuEventDestroy");
    pending.clear();
    if (ctx_retained) report(d.cuDevicePrimaryCtxRelease(dev), "cuDevicePrimaryCtxRelease");
  }
};

Event::Handle::~Handle() {
  if (!event) return;
  const Driver& d = state->d;
  report(d.cuCtxSetCurrent(state->ctx), "cuCtxSetCurrent");
  report(d.cuEventDestroy(event), "cuEventDestroy");
}

Module::Handle::~Handle() {
  if (!module) return;
  const Driver& d = state->d;
  report(d.cuCtxSetCurrent(state->ctx), "cuCtxSetCurrent");
  // Kernels of the module may still be in flight on the compute stream.
  report(d.cuStreamSynchronize(state->compute), "cuStreamSynchronize");
  report(d.cuModuleUnload(module), "cuModuleUnload");
  --state->modules;
}

Device::Device(int index, const Driver* driver)
    : d_(driver ? *driver : require_driver()), index_(index) {
  FULGUR_CHECK(d_.available, d_.reason);
  FULGUR_CHECK(index >= 0 && index < d_.device_count, "CUDA device ", index,
               " does not exist: this machine has ", d_.device_count, " device(s)");
  // Built up step by step: a failure part way releases what was made.
  state_ = std::make_shared<DeviceState>(d_);
  DeviceState& s = *state_;
  d_.check(d_.cuDeviceGet(&s.dev, index), "cuDeviceGet");
  d_.check(d_.cuDevicePrimaryCtxRetain(&s.ctx, s.dev), "cuDevicePrimaryCtxRetain");
  s.ctx_retained = true;
  d_.check(d_.cuCtxSetCurrent(s.ctx), "cuCtxSetCurrent");
  d_.check(d_.cuDeviceGetAttribute(&major_, kAttrComputeCapabilityMajor, s.dev),
           "cuDeviceGetAttribute");
  d_.check(d_.cuDeviceGetAttribute(&minor_, kAttrComputeCapabilityMinor, s.dev),
           "cuDeviceGetAttribute");
  d_.check(d_.cuDeviceGetAttribute(&sm_count_, kAttrMultiprocessorCount, s.dev),
           "cuDeviceGetAttribute");
  d_.check(d_.cuStreamCreate(&s.compute, kStreamNonBlocking), "cuStreamCreate (compute stream)");
  d_.check(d_.cuStreamCreate(&s.comm, kStreamNonBlocking), "cuStreamCreate (communication stream)");
  // The default pool's release threshold is 0: freed memory would go back to
  // the OS at every synchronization and each call would map its buffers
  // again. Keep it, as PyTorch's caching allocator does.
  CUmemoryPool pool = nullptr;
  d_.check(d_.cuDeviceGetDefaultMemPool(&pool, s.dev), "cuDeviceGetDefaultMemPool");
  uint64_t keep = UINT64_MAX;
  d_.check(d_.cuMemPoolSetAttribute(pool, kMemPoolAttrReleaseThreshold, &keep),
           "cuMemPoolSetAttribute");
}

// The state (streams, modules, context) goes with the last allocation or
// event still holding it.
Device::~Device() = default;

Communicators& Device::communicators() {
  if (!comms_) comms_ = std::make_unique<Communicators>(*this);
  return *comms_;
}

// Any thread may use the device: each call makes its context current.
void Device::make_current() const {
  state_->make_current();
}

std::string Device::arch() const {
  return "sm_" + std::to_string(major_) + std::to_string(minor_);
}

CUstream Device::stream() const {
  return state_->compute;
}

CUstream Device::comm_stream() const {
  return state_->comm;
}

CUdeviceptr Device::alloc(size_t bytes) {
  CUdeviceptr p = 0;
  make_current();
  d_.check(d_.cuMemAllocAsync(&p, std::max<size_t>(bytes, 1), state_->compute), "cuMemAllocAsync");
  return p;
}

void Device::free(CUdeviceptr p) {
  make_current();
  if (p) d_.check(d_.cuMemFreeAsync(p, state_->compute), "cuMemFreeAsync");
}

void Device::copy_to_device(CUdeviceptr dst, const void* src, size_t bytes) {
  make_current();
  if (bytes) d_.check(d_.cuMemcpyHtoDAsync(dst, src, bytes, state_->compute), "cuMemcpyHtoDAsync");
}

void Device::copy_to_host(void* dst, CUdeviceptr src, size_t bytes) {
  make_current();
  if (bytes) d_.check(d_.cuMemcpyDtoHAsync(dst, src, bytes, state_->compute), "cuMemcpyDtoHAsync");
}

void Device::copy_on_device(CUdeviceptr dst, CUdeviceptr src, size_t bytes) {
  make_current();
  if (bytes) d_.check(d_.cuMemcpyDtoDAsync(dst, src, bytes, state_->compute), "cuMemcpyDtoDAsync");
}

void Device::keep_until_done(std::shared_ptr<const void> what) {
  make_current();
  DeviceState::Pending p;
  d_.check(d_.cuEventCreate(&p.event, kEventDisableTiming), "cuEventCreate");
  CUresult r = d_.cuEventRecord(p.event, state_->compute);
  if (r != kCudaSuccess) {
    d_.cuEventDestroy(p.event);
    d_.check(r, "cuEventRecord");
  }
  p.what = std::move(what);
  std::lock_guard<std::mutex> lock(state_->mu);
  state_->reap(false);
  state_->pending.push_back(std::move(p));
}

void Device::synchronize() {
  make_current();
  d_.check(d_.cuStreamSynchronize(state_->compute), "cuStreamSynchronize");
  std::lock_guard<std::mutex> lock(state_->mu);
  state_->reap(true);
}

Module Device::load(const std::vector<uint8_t>& cubin, const std::string& kernel_name) {
  make_current();
  auto h = std::make_shared<Module::Handle>();
  h->state = state_;
  d_.check(d_.cuModuleLoadData(&h->module, cubin.data()),
           ("cuModuleLoadData for " + kernel_name).c_str());
  ++state_->modules;  // from here on the handle unloads it, whatever happens next
  d_.check(d_.cuModuleGetFunction(&h->function, h->module, kernel_name.c_str()),
           ("cuModuleGetFunction " + kernel_name).c_str());
  Module m;
  m.handle_ = std::move(h);
  return m;
}

void Device::launch(CUfunction fn, unsigned grid, unsigned block, void** params) {
  if (grid == 0) return;
  make_current();
  d_.check(d_.cuLaunchKernel(fn, grid, 1, 1, block, 1, 1, 0, state_->compute, params, nullptr),
           "cuLaunchKernel");
}

Event Device::create_event(bool timed) {
  make_current();
  Event e;
  auto h = std::make_shared<Event::Handle>();
  h->state = state_;
  d_.check(d_.cuEventCreate(&h->event, timed ? 0u : kEventDisableTiming), "cuEventCreate");
  e.handle_ = std::move(h);
  return e;
}

void Device::record(const Event& e, CUstream stream) {
  FULGUR_INTERNAL_ASSERT(e, "recording an empty Event");
  make_current();
  d_.check(d_.cuEventRecord(e.handle(), stream), "cuEventRecord");
}

void Device::wait(CUstream stream, const Event& e) {
  FULGUR_INTERNAL_ASSERT(e, "waiting for an empty Event");
  make_current();
  d_.check(d_.cuStreamWaitEvent(stream, e.handle(), 0), "cuStreamWaitEvent");
}

void Device::synchronize(const Event& e) {
  FULGUR_INTERNAL_ASSERT(e, "waiting for an empty Event");
  make_current();
  d_.check(d_.cuEventSynchronize(e.handle()), "cuEventSynchronize");
}

float Device::elapsed_ms(const Event& start, const Event& end) {
  synchronize(end);
  float ms = 0;
  d_.check(d_.cuEventElapsedTime(&ms, start.handle(), end.handle()), "cuEventElapsedTime");
  return ms;
}

void free_device_memory(DeviceState& s, CUdeviceptr p) {
  if (!p) return;
  s.make_current();
  s.d.check(s.d.cuMemFreeAsync(p, s.compute), "cuMemFreeAsync");
}

size_t Device::pending_holders() const {
  std::lock_guard<std::mutex> lock(state_->mu);
  return state_->pending.size();
}

size_t Device::loaded_modules() const {
  return state_->modules.load();
}

}  // namespace fulgur::cuda
