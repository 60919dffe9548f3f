// The CUDA code generation pipeline for a whole trace: partition into fusion
// regions, lower each region to kernel IR, print CUDA C++.
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

// Partitions `t` into cudaFusionN regions and generates every region's kernels.
GeneratedProgram generate_cuda(const Trace& t);

}  // namespace fulgur::codegen
