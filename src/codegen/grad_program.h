// A differentiated trace compiled for the CPU: the augmented forward and the
// backward of ir/passes/autodiff.h, each partitioned, compiled and run like
// any trace (codegen/cpu_program.h), so both get fusion regions and
// del_last_used frees.
#pragma once

#include <memory>
#include <optional>
#include <vector>

#include "codegen/cpu_program.h"
#include "ir/passes/autodiff.h"

namespace fulgur::codegen {

class CpuGradProgram {
 public:
  // Compiles both traces; raises Error when LLVM is unavailable.
  explicit CpuGradProgram(ForwardBackward fb);
  // From the traces fuse_for_target made of fb.forward and of
  // flatten_signature(fb.backward) (what compile() records and runs).
  CpuGradProgram(ForwardBackward fb, Trace fused_forward, std::optional<Trace> fused_backward);

  struct ForwardResult {
    std::vector<RuntimeValue> outputs;  // the computation's flat outputs
    std::vector<RuntimeValue> saved;    // saved_for_backward, flattened
  };
  ForwardResult forward(const std::vector<RuntimeValue>& inputs) const;
  // One cotangent per differentiable output (traces().cotangent_of gives the
  // output of each); returns one gradient per input, nullopt where none.
  // Cotangents of the wrong shape or dtype raise an Error naming the output.
  std::vector<std::optional<HostTensor>> backward(const std::vector<RuntimeValue>& saved,
                                                  const std::vector<HostTensor>& cotangents) const;

  const ForwardBackward& traces() const { return fb_; }
  const CpuProgram& forward_program() const { return *forward_; }
  // Null when no output is differentiable.
  const CpuProgram* backward_program() const { return backward_.get(); }

 private:
  ForwardBackward fb_;
  std::unique_ptr<CpuProgram> forward_, backward_;
};

}  // namespace fulgur::codegen
