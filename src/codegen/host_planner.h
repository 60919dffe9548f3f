// The one host-program planner: walks a trace that fuse_for_target
// (codegen/pipeline.h) partitioned and emits one HostProgram
// (runtime/host_program.h) for either device. What is the same everywhere
// is here: a slot per value, a fusion region's inputs made contiguous, its
// outputs and scratch allocated, a launch per kernel with its arguments,
// scratch freed after the region, `del`s as frees, collectives started and
// waited for, the return. What differs is a small per-device hook
// (HostPlanTarget): how a kernel is made ready to launch (CPU: compiled
// through ORC; CUDA: printed as CUDA C++ for NVRTC), how an op outside the
// regions runs (CPU: libtorch; CUDA: a cuBLAS GEMM, a view, or the slow host
// fallback), and whether slots carry layouts known when planned (CUDA) and
// collectives run on a stream of their own, ordered by events (CUDA).
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "codegen/kernel/kernel_ir.h"
#include "codegen/partition.h"
#include "ir/trace.h"
#include "runtime/host_program.h"

namespace fulgur::codegen {

class HostPlanner;

class HostPlanTarget {
 public:
  virtual ~HostPlanTarget() = default;
  virtual HostDevice device() const = 0;
  Target target() const { return device() == HostDevice::Cuda ? Target::Cuda : Target::Cpu; }
  // Slots carry layouts known when planned (strides reach kernels as
  // constants), and collectives run on the communication stream, ordered
  // with the compute stream by events.
  bool streams_and_layouts() const { return device() == HostDevice::Cuda; }
  // A region's kernel, ready but for how the device runs it: its launch
  // `launch` has its name, buffers and scalars.
  virtual void add_kernel(kernel::Kernel k, HostInstr& launch) = 0;
  // An op outside the fusion regions that is no collective, wait or syntax:
  // emits what runs it and gives its outputs slots.
  virtual void plan_op(HostPlanner& planner, const BoundSymbol& b) = 0;
};

class HostPlanner {
 public:
  // Plans `fused` for `target`. The program points into `fused` (library
  // calls and collectives keep their bound symbols): it must outlive it.
  // Raises Error for prologue syntax and regions that cannot be lowered.
  static HostProgram plan(const Trace& fused, HostPlanTarget& target);

  // For the targets' plan_op.
  HostProgram& program() { return p_; }
  bool plans_layouts() const { return layouts_; }
  int slot(const ProxyPtr& proxy) const;
  // A new slot for `proxy` (a tensor made contiguous by the program when
  // `contiguous`, else whatever a library returns; or a number).
  int add_slot(const ProxyPtr& proxy, bool contiguous);
  // A new slot for `proxy` with a layout the target derived (a view).
  int add_slot(const ProxyPtr& proxy, const SlotLayout& layout);
  const SlotLayout& layout(int s) const { return p_.layouts.at(static_cast<size_t>(s)); }
  void allocate(int s, const Shape& shape, DType dtype);
  void emit(HostInstr in) { p_.instrs.push_back(std::move(in)); }
  // Slot `s` becomes a contiguous copy of itself from here on (readers after
  // this see the copy's layout).
  void make_contiguous(int s);

 private:
  HostPlanner(HostPlanTarget& target) : target_(target), layouts_(target.streams_and_layouts()) {}
  int new_slot(const std::string& name, const SlotLayout& layout, bool contiguous);
  void bind(const ProxyPtr& proxy, int s) { slot_of_[proxy.get()] = s; }
  void plan_region(const BoundSymbol& b);
  void plan_collective(const BoundSymbol& b);

  HostPlanTarget& target_;
  bool layouts_;
  HostProgram p_;
  std::unordered_map<const Proxy*, int> slot_of_;
  std::vector<bool> contiguous_;  // per slot: known to be contiguous when it is read
};

// The layout of a contiguous tensor of type `t`, and of a number.
SlotLayout contiguous_layout(const TensorType& t);
SlotLayout number_layout();

// A planned program's inputs against its fused trace's parameters: their
// count, each tensor's shape and dtype, each number's kind; `device` ("CPU",
// "CUDA") names the path in the error for a parameter of another kind.
void check_program_inputs(const Trace& fused, const std::vector<RuntimeValue>& inputs,
                          const char* device);

}  // namespace fulgur::codegen
