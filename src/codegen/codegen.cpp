#include "codegen/codegen.h"

#include "codegen/pipeline.h"

namespace fulgur::codegen {

GeneratedProgram generate_cuda(const Trace& t) {
  Executable e = compile(t, {.target = Target::Cuda});
  GeneratedProgram out;
  out.fused = e.forward;
  for (size_t i = 0; i < e.cuda_forward->kernels.size(); ++i)
    out.kernels.push_back({e.cuda_forward->kernels[i], e.cuda_forward->sources[i]});
  return out;
}

}  // namespace fulgur::codegen
