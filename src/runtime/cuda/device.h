// One CUDA device as the runtime uses it: its primary context (the one
// PyTorch shares), a compute stream and a communication stream (NCCL's) with
// events between them, stream-ordered memory from the driver's pool
// (cuMemAllocAsync / cuMemFreeAsync), copies, modules from cubins and
// launches. Every call goes through Driver::check, so a failure names the
// call and the driver's error.
//
// Lifetimes: what the driver handed out for the device (the streams, the
// retained context) lives in a shared DeviceState. A Device, every
// DeviceAllocation, Event and Module hold it, so memory freed after its
// Device is gone still frees on a live stream, and the state is torn down
// (streams synchronized and destroyed, the context released) when the last
// of them goes. Events and modules are destroyed with their last copy.
#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "runtime/cuda/driver.h"

namespace fulgur::cuda {

struct DeviceState;
class Communicators;

// A CUDA event on a device; destroyed with the last copy of it.
class Event {
 public:
  Event() = default;
  CUevent handle() const { return handle_ ? handle_->event : nullptr; }
  explicit operator bool() const { return handle_ != nullptr; }

 private:
  friend class Device;
  struct Handle {
    std::shared_ptr<DeviceState> state;
    CUevent event = nullptr;
    ~Handle();
  };
  std::shared_ptr<Handle> handle_;
};

// A loaded cubin and the kernel looked up in it; the module is unloaded
// with the last copy (a program's kernels go with the program, not with
// the device), after the compute stream has run what was enqueued.
class Module {
 public:
  Module() = default;
  CUfunction function() const { return handle_ ? handle_->function : nullptr; }
  explicit operator bool() const { return handle_ != nullptr; }

 private:
  friend class Device;
  struct Handle {
    std::shared_ptr<DeviceState> state;
    CUmodule module = nullptr;
    CUfunction function = nullptr;
    ~Handle();
  };
  std::shared_ptr<Handle> handle_;
};

class Device {
 public:
  // Raises Error when there is no driver or no such device. `driver`
  // (default: the process's, cuda::driver()) must outlive everything made
  // on the device; tests pass a fake one.
  explicit Device(int index = 0, const Driver* driver = nullptr);
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  int index() const { return index_; }
  // "sm_90" for compute capability 9.0 (what NVRTC compiles for).
  std::string arch() const;
  int sm_count() const { return sm_count_; }
  // On the emulated driver (cuda-emu): load() takes emulation images.
  bool emulated() const { return d_.emulated; }
  const Driver& driver() const { return d_; }
  CUstream stream() const;       // the compute stream
  CUstream comm_stream() const;  // the communication stream (collectives)
  // What allocations and events hold: keeps the streams and context alive.
  const std::shared_ptr<DeviceState>& state() const { return state_; }

  CUdeviceptr alloc(size_t bytes);  // stream-ordered, on the compute stream
  void free(CUdeviceptr p);         // stream-ordered, on the compute stream
  // Copies enqueued on the compute stream. The host side must stay valid
  // until the stream reaches the copy: hold it with keep_until_done().
  void copy_to_device(CUdeviceptr dst, const void* src, size_t bytes);
  void copy_to_host(void* dst, CUdeviceptr src, size_t bytes);
  void copy_on_device(CUdeviceptr dst, CUdeviceptr src, size_t bytes);
  // Keeps `what` (a host buffer an enqueued copy reads) alive until the
  // compute stream has done everything enqueued so far, without waiting for
  // it: released by a later call once an event says so, or at synchronize().
  void keep_until_done(std::shared_ptr<const void> what);
  // Waits for the compute stream (and releases what keep_until_done held).
  void synchronize();

  // Loads `cubin` and looks up `kernel_name` in it.
  Module load(const std::vector<uint8_t>& cubin, const std::string& kernel_name);
  void launch(CUfunction fn, unsigned grid, unsigned block, void** params);

  // Events. `timed` ones can be measured with elapsed_ms.
  Event create_event(bool timed = false);
  void record(const Event& e, CUstream stream);
  void record(const Event& e) { record(e, stream()); }
  // Makes `stream` wait (on the device, not the host) for `e`.
  void wait(CUstream stream, const Event& e);
  // Waits on the host for `e` only, not for its whole stream.
  void synchronize(const Event& e);
  // Device milliseconds between two recorded timed events (waits for `end`).
  float elapsed_ms(const Event& start, const Event& end);

  // The NCCL communicators of this device, one per process group, made on
  // first use (runtime/cuda/nccl.h); destroyed before the device's streams.
  Communicators& communicators();

  // Handle counts, for tests of what is released: pending keep_until_done
  // holders and modules loaded and not yet unloaded.
  size_t pending_holders() const;
  size_t loaded_modules() const;

 private:
  void make_current() const;
  const Driver& d_;
  std::shared_ptr<DeviceState> state_;
  int index_;
  int major_ = 0, minor_ = 0, sm_count_ = 0;
  std::unique_ptr<Communicators> comms_;  // last: destroyed first
};

// Frees `p` stream-ordered on the compute stream of the device `state`
// belongs to (DeviceAllocation's destructor: the Device may be gone).
void free_device_memory(DeviceState& state, CUdeviceptr p);

}  // namespace fulgur::cuda
