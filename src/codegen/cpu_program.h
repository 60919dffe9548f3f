// A trace compiled for the CPU: partitioned into cpuFusionN regions, each
// lowered to kernel IR and JIT-compiled through LLVM ORC, with library calls
// (linear, matmul) and the ops no region holds run through libtorch between
// them. Regions run on the CPU worker pool (runtime/cpu_pool.h).
#pragma once

#include <vector>

#include "codegen/kernel/kernel_ir.h"
#include "codegen/llvm/cpu_jit.h"
#include "ir/trace.h"
#include "runtime/host_program.h"
#include "runtime/host_tensor.h"

namespace fulgur::codegen {

class CpuProgram {
 public:
  // Raises Error when LLVM is unavailable or a region cannot be compiled.
  // `trace` goes through the pipeline's fusion step (codegen/pipeline.h).
  explicit CpuProgram(const Trace& trace);
  // From `fused`, what fuse_for_target(trace, Target::Cpu) made of `trace`
  // (compile() builds programs this way, from the trace it records).
  CpuProgram(const Trace& trace, Trace fused);
  // The host program points into fused_: not copyable or movable.
  CpuProgram(const CpuProgram&) = delete;
  CpuProgram& operator=(const CpuProgram&) = delete;

  // Runs on `inputs` (one per parameter); returns the trace's return values,
  // flattened. Raises Error naming the argument for inputs that do not match.
  std::vector<RuntimeValue> run(const std::vector<RuntimeValue>& inputs) const;
  // Without the input checks: for callers that verified the inputs' spec.
  std::vector<RuntimeValue> run_unchecked(const std::vector<RuntimeValue>& inputs) const {
    return interpret(host_, inputs);
  }

  const Trace& fused() const { return fused_; }
  const std::vector<kernel::Kernel>& kernels() const { return kernels_; }
  double compile_ms() const { return compile_ms_; }  // LLVM + ORC, all regions
  size_t region_count() const { return regions_; }
  // The glue between kernels: allocations, launches, library calls, frees.
  const HostProgram& host_program() const { return host_; }

 private:
  class CpuPlanTarget;
  Trace trace_;  // keeps the proxies the fused trace shares alive
  Trace fused_;
  std::vector<kernel::Kernel> kernels_;
  size_t regions_ = 0;
  HostProgram host_;
  double compile_ms_ = 0;
  // The kernels' code (shared with other programs through the process
  // cache): freed from the JIT when the last program using it goes.
  std::vector<cpu::CpuCode> code_;
};

}  // namespace fulgur::codegen
