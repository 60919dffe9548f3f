// One CUDA device as the runtime uses it: its primary context (the one
// PyTorch shares), a stream, stream-ordered memory from the driver's pool
// (cuMemAllocAsync / cuMemFreeAsync), copies, modules from cubins and
// launches. Every call goes through Driver::check, so a failure names the
// call and the driver's error.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/cuda/driver.h"

namespace fulgur::cuda {

class Device {
 public:
  // Raises Error when there is no driver or no such device.
  explicit Device(int index = 0);
  int index() const { return index_; }
  // "sm_90" for compute capability 9.0 (what NVRTC compiles for).
  std::string arch() const;
  int sm_count() const { return sm_count_; }
  CUstream stream() const { return stream_; }  // the compute stream

  CUdeviceptr alloc(size_t bytes);  // stream-ordered
  void free(CUdeviceptr p);         // stream-ordered
  void copy_to_device(CUdeviceptr dst, const void* src, size_t bytes);
  void copy_to_host(void* dst, CUdeviceptr src, size_t bytes);
  void copy_on_device(CUdeviceptr dst, CUdeviceptr src, size_t bytes);
  void synchronize();

  CUfunction load(const std::vector<uint8_t>& cubin, const std::string& kernel_name);
  void launch(CUfunction fn, unsigned grid, unsigned block, void** params);

  // Timing on the compute stream: record an event before and after the work,
  // then elapsed_ms waits for the second and gives the device time between.
  CUevent create_event();
  void record(CUevent e);
  float elapsed_ms(CUevent start, CUevent end);
  void destroy_event(CUevent e);

 private:
  void make_current();
  const Driver& d_;
  int index_;
  CUdevice dev_ = 0;
  CUcontext ctx_ = nullptr;
  CUstream stream_ = nullptr;
  int major_ = 0, minor_ = 0, sm_count_ = 0;
};

}  // namespace fulgur::cuda
