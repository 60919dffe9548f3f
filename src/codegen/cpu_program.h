// A trace compiled for the CPU: partitioned into cpuFusionN regions, each
// lowered to kernel IR and JIT-compiled through LLVM ORC, with library calls
// (linear, matmul) and the ops no region holds run through libtorch between
// them. Regions run on the CPU worker pool (runtime/cpu_pool.h).
#pragma once

#include <vector>

#include "codegen/kernel/kernel_ir.h"
#include "codegen/llvm/cpu_jit.h"
#include "ir/trace.h"
#include "runtime/host_tensor.h"

namespace fulgur::codegen {

class CpuProgram {
 public:
  // Raises Error when LLVM is unavailable or a region cannot be compiled.
  explicit CpuProgram(const Trace& trace);

  // Runs on `inputs` (one per parameter); returns the trace's return values,
  // flattened. Raises Error naming the argument for inputs that do not match.
  std::vector<RuntimeValue> run(const std::vector<RuntimeValue>& inputs) const;

  const Trace& fused() const { return fused_; }
  const std::vector<kernel::Kernel>& kernels() const { return kernels_; }
  double compile_ms() const { return compile_ms_; }  // LLVM + ORC, all regions
  size_t region_count() const { return regions_.size(); }

 private:
  struct CompiledKernel {
    size_t kernel;  // index into kernels_
    cpu::CpuKernelFn fn;
    int64_t work = 0;   // outer iterations (elements or rows)
    int64_t grain = 1;  // smallest chunk worth a thread
  };
  struct Region {
    std::vector<CompiledKernel> kernels;
    std::vector<std::pair<DType, int64_t>> scratch;  // dtype, elements
  };

  Trace trace_;  // keeps the proxies the fused trace shares alive
  Trace fused_;
  std::vector<kernel::Kernel> kernels_;
  std::vector<Region> regions_;  // one per fusion bound symbol, in order
  double compile_ms_ = 0;
};

}  // namespace fulgur::codegen
