// A trace's CUDA kernels as the pipeline (codegen/pipeline.h) makes them for
// CUDA: the partitioned trace and each region's kernel IR and CUDA C++,
// exactly what CudaProgram loads (what `fulgur codegen` prints).
#pragma once

#include <string>
#include <vector>

#include "codegen/kernel/kernel_ir.h"
#include "ir/trace.h"

namespace fulgur::codegen {

struct GeneratedKernel {
  kernel::Kernel ir;
  std::string source;  // CUDA C++ (empty for CPU targets)
};

struct GeneratedProgram {
  Trace fused;  // the partitioned trace
  std::vector<GeneratedKernel> kernels;
};

// Compiles `t` for CUDA through the pipeline and returns the forward's kernels.
GeneratedProgram generate_cuda(const Trace& t);

}  // namespace fulgur::codegen
