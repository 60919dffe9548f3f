// The train-step passes (docs/spmd.md): resolving `autodiff.grad` inside a
// captured train step.
#pragma once

#include <cstddef>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

// Replaces each `autodiff.grad(loss, [w...])` call of `step` by the joint
// forward and backward (grad_transform) of the ops the loss depends on, with
// respect to the `wrt` inputs and with a cotangent of 1 for the loss; the
// statements after the call (the optimizer update) read the real gradients.
// The forward is computed once: the statements the loss depends on are the
// joint's forward. A `wrt` the loss does not depend on gets a gradient of
// zeros (torch.autograd.grad with allow_unused=True, materialize_grads=True).
// The result's inputs all have requires_grad false (the gradient is part of
// the program now). The input trace is not changed.
//
// Several calls (a backward per micro-batch, their gradients added by the
// step) are resolved one after the other, in program order; the earlier
// joints follow a later one's, which is where their values are all computed.
//
// Raises Error for: no autodiff.grad call; a `wrt` that is
// not an input of the trace (or is not a floating-point tensor); a loss that
// is not a single-element floating-point tensor; a loss that depends on no
// `wrt`.
// `zero_grads`, when given, receives per call (in program order) the
// indices in its `wrt` of the inputs the loss does not reach.
Trace resolve_grad(const Trace& step, std::vector<std::vector<size_t>>* zero_grads = nullptr);

// Raises Error naming the first autodiff.grad call of `t`: it stands for a
// train step's gradients, which only resolve_grad computes (spmd::compile,
// `fulgur run --train-steps`). The compile pipeline calls it first.
void check_no_unresolved_grad(const Trace& t);

// A copy of `t` with fresh proxies (same names and types) everywhere: the
// copy's types can change without changing `t` (traces share proxies).
Trace clone_trace(const Trace& t);

}  // namespace fulgur
