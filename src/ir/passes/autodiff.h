// Autodiff: the grad transform. From a computation trace whose inputs
// require grad it builds a joint trace (the forward, then the backward that
// the gradient rules of ir/grad.h record in reverse order), and splits it
// into an augmented forward, which returns the outputs and
// `saved_for_backward`, and `backward_fn(saved_for_backward, cotangents)`,
// which returns one gradient per input (None where there is none):
//
//   def backward_fn(saved_for_backward, cotangents):
//     C0, _, = saved_for_backward
//     t4, = cotangents  # t4: "cpu f32[16, 16]"
//     w, x, = C0  # w: "cpu f32[16, 16]", x: "cpu f32[16, 16]"
//     t5 = ltorch.mul(t4, x)  # t5: "cpu f32[16, 16]"
//     ...
//     return (t6, t5)
//
// Ops are differentiated at the level where a rule exists: an ltorch op
// with a rule (softmax, layer_norm, ...) keeps its fused formula; one
// without is replaced in the forward by its decomposition. What the
// backward reads from the forward is saved, except values that are cheap to
// recompute inside the backward's fusion regions (elementwise and shape ops
// whose inputs are saved anyway, or that need one input no larger than
// themselves): those are recomputed.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

struct GradOptions {
  bool recompute = true;  // false: save everything the backward reads
  // Forward symbols the backward recomputes instead of saving their output,
  // whatever they cost and whatever they output (a future included), when
  // the backward reads that output: FSDP gathers a sharded parameter again
  // rather than keep the whole of it from the forward (ir/passes/fsdp.h).
  // Their inputs are saved (or recomputed) in their place.
  std::function<bool(const BoundSymbol&)> always_recompute{};
};

struct ForwardBackward {
  Trace joint;     // joint(inputs..., cotangents...) -> (outputs, gradients)
  Trace forward;   // computation(inputs...) -> (outputs, saved_for_backward)
  Trace backward;  // backward_fn(saved_for_backward, cotangents) -> gradients
  // The forward returns the computation's flat outputs, then the saved
  // tensors, then the saved numbers.
  size_t num_outputs = 0;
  // For each cotangent, the index of the flat output it belongs to (outputs
  // that depend on no input requiring grad take none).
  std::vector<size_t> cotangent_of;
  // Per computation input: whether the backward gives it a gradient.
  std::vector<bool> has_grad;
  size_t saved_tensors = 0, saved_numbers = 0;
  int64_t saved_bytes = 0;
  // Baselines: what the gradient rules read, without recomputation; and
  // every tensor the forward takes or makes (a tape that keeps everything).
  size_t saved_tensors_without_recompute = 0;
  int64_t saved_bytes_without_recompute = 0;
  size_t forward_tensors = 0;
};

// Differentiates `computation` with respect to its inputs whose type says
// requires_grad. Raises Error naming the op when an op on the path from such
// an input to an output has no gradient rule and no decomposition.
ForwardBackward grad_transform(const Trace& computation, const GradOptions& options = {});

// The trace with its collection parameters replaced by the values they
// unpack into, in order: backward_fn(saved_for_backward, cotangents) becomes
// backward_fn(saved tensors..., saved numbers..., cotangents...), which the
// executors run.
Trace flatten_signature(const Trace& t);

// Sets requires_grad on every floating-point tensor input of `t` (whose
// proxies it shares with its copies): `fulgur run --grad` on a trace that
// marks none.
void require_grad_of_float_inputs(Trace& t);

}  // namespace fulgur
