// The reference executor: runs any trace with libtorch. At the top level each
// ltorch symbol runs through its libtorch namesake; at the prim level each
// bound symbol is flattened to its prims, which run through libtorch too.
// Comparing the two checks our decompositions.
#pragma once

#include <optional>
#include <vector>

#include "ir/trace.h"
#include "runtime/host_tensor.h"

namespace fulgur {

enum class ExecutionLevel { TopLevel, Prims };

// Runs `trace` on `inputs` (one per parameter, in order) and returns the
// values of its return statement, flattened. Raises Error for inputs that do
// not match the trace's parameter types and for ops it cannot run.
// Copies::No binds inputs and returns outputs as zero-copy views (for timing
// libtorch eager; an in-place op would then write into the caller's inputs).
enum class Copies { Yes, No };
std::vector<RuntimeValue> run_reference(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                                        ExecutionLevel level, Copies copies = Copies::Yes);

// libtorch autograd through the same top-level execution: the outputs, and
// the gradient of each input whose `wrt` flag is set (nullopt where none
// reaches it, or where the flag is unset), given a cotangent for each flat
// output (nullopt: that output contributes none).
struct ReferenceGrads {
  std::vector<RuntimeValue> outputs;
  std::vector<bool> output_requires_grad;  // per output: does autograd track it
  std::vector<std::optional<HostTensor>> grads;
};
ReferenceGrads run_reference_grad(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                                  const std::vector<bool>& wrt,
                                  const std::vector<std::optional<HostTensor>>& cotangents);

// libtorch's intra-op thread count (the eager baseline of `fulgur bench`).
void set_libtorch_threads(int n);

// Runs one bound symbol through libtorch (an ltorch op through its namesake,
// anything else through its prims), without copies: the CPU path's library
// calls (linear, matmul) and the ops it runs outside fusion regions. `inputs`
// gives the value of each input proxy; returns b's flat outputs in order.
std::vector<RuntimeValue> run_op_with_libtorch(
    const BoundSymbol& b, const std::vector<std::pair<const Proxy*, RuntimeValue>>& inputs);

}  // namespace fulgur
