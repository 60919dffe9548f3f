// The one host-program interpreter, for every device: it walks a
// HostProgram's instructions in order and does what is the same on every
// device itself (a launch's arguments from their sources, frees slot by
// slot); what a device does differently (where tensors live, how a kernel
// is launched, what a library call runs, which stream an event is on) is
// the device backend's. The CPU backend is the HostFrame in
// host_program.cpp (HostTensor slots, the arena, the worker pool, libtorch,
// the CPU communicator); the CUDA one is in codegen/cuda_host_backend.cpp
// (device tensors, stream-ordered memory, launches on the compute stream,
// cuBLAS, events on the compute and communication streams).
#pragma once

#include <cstdint>

#include "runtime/host_program.h"

namespace fulgur {

class HostBackend {
 public:
  virtual ~HostBackend() = default;
  // What launch arguments read: a tensor slot's data (a host address, or a
  // device address as a pointer), one of its strides, a number slot.
  virtual void* data(int slot) = 0;
  virtual int64_t stride(int slot, int dim) = 0;
  virtual Scalar number(int slot) = 0;

  virtual void allocate(const HostInstr& in) = 0;
  virtual void make_contiguous(const HostInstr& in) = 0;
  // `buffers` and `scalars` as the kernel takes them (in.buffers.size(),
  // in.scalars.size() of them).
  virtual void launch(const HostInstr& in, void* const* buffers, const int64_t* scalars) = 0;
  virtual void library_call(const HostInstr& in) = 0;
  virtual void view(const HostInstr& in) = 0;
  virtual void copy(const HostInstr& in) = 0;
  virtual void start_collective(const HostInstr& in) = 0;
  virtual void wait(const HostInstr& in) = 0;
  virtual void record_event(const HostInstr& in) = 0;
  virtual void wait_event(const HostInstr& in) = 0;
  virtual void release(int slot) = 0;
};

// A number as a kernel's 64-bit scalar argument: an integer, or a double's
// bits when `as_double`.
int64_t scalar_bits(const Scalar& v, bool as_double);

// Runs one instruction on `device`.
void execute(const HostInstr& in, HostBackend& device);
// Runs every instruction of `p` in order.
void execute(const HostProgram& p, HostBackend& device);

}  // namespace fulgur
