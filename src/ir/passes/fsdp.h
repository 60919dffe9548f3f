// Fully-sharded data parallelism: FSDP (ZeRO-3) and ZeRO-2, as trace
// transforms (docs/distributed.md, "Fully-sharded data parallelism").
//
// FSDP (ZeRO-3): each chosen parameter is sharded on dim 0 across the world;
// the program takes this rank's shard (`w1_shard`, rows r*N/n .. (r+1)*N/n of
// w1) and all-gathers the whole of it just before its first use:
//
//   # FSDP: all-gather w1 (2 shards of f32[8, 12])
//   f0 = dist.all_gather(w1_shard, 2, 0)
//   w1 = dist.wait(f0)
//
// `del_last_used` frees the gathered parameter after its last use. With
// gradients, the backward does not save the gathered parameter: it gathers it
// again just before its first use there (GradOptions::always_recompute), and
// the gradient of the shard is reduce-scattered ('avg': the mean over the
// ranks, as DDP and PyTorch's FSDP), so each rank gets its shard of the mean
// gradient. sort_waits starts the gathers early, at most
// `max_gathers_in_flight` at a time.
//
// ZeRO-2: the parameters stay whole (replicated) and the forward is unchanged;
// each chosen parameter's gradient is reduce-scattered ('avg') at the end of
// the backward, so the backward returns this rank's shard of the mean
// gradient (rows r*N/n .. (r+1)*N/n) instead of the whole gradient. The
// optimizer step and its state per shard are the caller's: update the shard,
// then all-gather the updated shards into the whole parameter for the next
// step.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_set>
#include <vector>

#include "ir/passes/autodiff.h"
#include "ir/passes/ddp.h"

namespace fulgur {

struct FsdpOptions {
  // The computation's inputs to shard (the parameters); empty: every
  // floating-point tensor input (every one that requires grad, when some do).
  std::vector<std::string> params{};
  // ZeRO-2 instead of ZeRO-3: shard only the gradients.
  bool zero2 = false;
  // The number of ranks the parameters are sharded across (the world's
  // size); 0: 1 (codegen::compile passes the launch's WORLD_SIZE).
  int64_t world_size = 0;
  // This process's rank in it (the mesh coordinate the placements'
  // redistributions are built for); -1: 0 (codegen::compile passes the
  // launch's RANK).
  int64_t rank = -1;
  // At most this many all-gathers in flight (sort_waits); 0: no limit.
  int max_gathers_in_flight = 2;
};

// What apply_fsdp did to a computation, for the steps after it.
struct FsdpPlan {
  FsdpOptions options;
  // Per input of the transformed computation: whether it is sharded.
  std::vector<bool> sharded;
  // Per input: its name in the computation before the transform (a shard
  // input is named NAME_shard).
  std::vector<std::string> names;
  // ZeRO-3: the gathers' futures and the gathered parameters.
  std::unordered_set<const Proxy*> futures, gathered;
  // GradOptions for grad_transform: the gathers are recomputed in the
  // backward instead of their results saved.
  GradOptions grad_options() const;
};

// ZeRO-3: rewrites `computation` to take the chosen parameters' shards and
// gather them before their first use (ZeRO-2: checks the options, leaves
// the computation as it is). Raises Error for a name that is not an input,
// an input that is not a floating-point tensor of rank >= 1, a dim 0 not
// divisible by the world size, or a world size below 1.
Trace apply_fsdp(const Trace& computation, const FsdpOptions& options, FsdpPlan& plan);

// After grad_transform(apply_fsdp(...), plan.grad_options()): ZeRO-3, the
// shards' gradients are reduce-scattered with 'avg' and each gather the
// backward repeats moves to just before its first use there; ZeRO-2, each
// chosen parameter's gradient is reduce-scattered ('avg') into this rank's
// shard. Raises Error for a chosen input without a gradient.
void apply_fsdp_backward(ForwardBackward& fb, const Trace& computation, const FsdpPlan& plan);

// Two strategies may not claim one input: raises Error naming the input and
// both strategies (DDP averages whole gradients; FSDP shards them).
void check_one_strategy_per_input(const Trace& computation, const FsdpOptions& fsdp,
                                  const DdpOptions& ddp);

}  // namespace fulgur
