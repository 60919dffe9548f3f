#include "codegen/codegen.h"

#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"

namespace fulgur::codegen {

GeneratedProgram generate_cuda(const Trace& t) {
  GeneratedProgram out;
  out.fused = partition(t, Target::Cuda);
  for (const BoundSymbol* region : fusion_regions(out.fused)) {
    kernel::LoweredRegion lowered = kernel::lower_region(*region, {Target::Cuda});
    for (auto& k : lowered.kernels) {
      std::string src = cuda::print_cuda(k);
      out.kernels.push_back({std::move(k), std::move(src)});
    }
  }
  return out;
}

}  // namespace fulgur::codegen
