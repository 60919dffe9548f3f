// The train-step passes (docs/spmd.md): resolving `autodiff.grad` inside a
// captured train step.
#pragma once

#include "ir/trace.h"

namespace fulgur {

// Replaces the one `autodiff.grad(loss, [w...])` call of `step` by the joint
// forward and backward (grad_transform) of the ops the loss depends on, with
// respect to the `wrt` inputs and with a cotangent of 1 for the loss; the
// statements after the call (the optimizer update) read the real gradients.
// The forward is computed once: the statements the loss depends on are the
// joint's forward. A `wrt` the loss does not depend on gets a gradient of
// zeros (torch.autograd.grad with allow_unused=True, materialize_grads=True).
// The result's inputs all have requires_grad false (the gradient is part of
// the program now). The input trace is not changed.
//
// Raises Error for: no autodiff.grad call, or more than one; a `wrt` that is
// not an input of the trace (or is not a floating-point tensor); a loss that
// is not a single-element floating-point tensor; a loss that depends on no
// `wrt`.
Trace resolve_grad(const Trace& step);

// Raises Error naming the first autodiff.grad call of `t`: it stands for a
// train step's gradients, which only resolve_grad computes (spmd::compile,
// `fulgur run --train-steps`). The compile pipeline calls it first.
void check_no_unresolved_grad(const Trace& t);

// Redistributions of one value to the same placements, made again where an
// expanded program uses it twice (a data-parallel gradient read by two ops of
// an optimizer update is all-reduced for each), done once: a later identical
// `dist.redistribute` call (same operand, same arguments) with no write in
// between is dropped and its uses read the first one's result. Every rank
// runs the same sequence of calls, so the ranks' collectives stay matched.
Trace merge_redistributions(const Trace& t);

// Data-parallel gradient buckets: the `dist.redistribute` calls of an
// expanded program from Partial(sum) to Replicate() (a gradient all-reduce)
// on one group, of one floating-point dtype, before the program's first
// write, whose operands are all computed before the first of them, become
// one: each operand flattened, concatenated, redistributed once, sliced and
// reshaped back (as DDP's buckets: one collective instead of one per
// gradient). Values are those of the separate reductions up to the order in
// which the collective sums the ranks' contributions.
Trace bucket_gradient_reductions(const Trace& t);

// A copy of `t` with fresh proxies (same names and types) everywhere: the
// copy's types can change without changing `t` (traces share proxies).
Trace clone_trace(const Trace& t);

}  // namespace fulgur
