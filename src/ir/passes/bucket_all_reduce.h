// Gradient buckets for a program whose all-reduces were written one tensor
// at a time — the expanded train step (frontend/spmd.h), where each replicated
// parameter's Partial gradient is all-reduced where the update reads it. Each
// collective is a rendezvous of every rank, so many small ones cost more than
// one large one (on Gloo, milliseconds each under load): DDP packs its
// gradients into 25 MiB buckets for this reason (ir/passes/ddp.h runs this pass on
// the backward of a grad transform). This pass does it for any trace:
// consecutive all-reduces with the same reduce op, group and dtype become
//
//   b = ltorch.cat([ltorch.reshape(g0, -1), ltorch.reshape(g1, -1), ...], 0)
//   f = dist.all_reduce(b, 'sum', group=...)
//   r = dist.wait(f)
//   ... = ltorch.split(r, [n0, n1, ...], 0), each reshaped back
//
// issued where the last of its members' tensors is made, so the bucket waits
// for its last gradient. The trace is scheduled by sort_waits first (each
// wait and its readers as late as the dependencies allow); a member then
// joins a bucket only when nothing reads a member's result before that point
// (an all-reduce in the forward whose result the backward reads stays on its
// own). An all-reduce the program issues late (the returned loss's, at the
// return) joins a bucket issued earlier, where its tensor exists. A
// floating-point 'avg' over a ProcessGroup joins the 'sum's of its group and
// dtype and is divided by the group's size after (what the communicator's
// 'avg' computes), so a train step's gradients and loss are one collective,
// as DDP's. Every rank makes the same buckets from the same trace, so the
// collectives stay in one order on all ranks.
#pragma once

#include <cstdint>

#include "ir/trace.h"

namespace fulgur {

struct BucketOptions {
  // A bucket holds up to this many bytes (a larger tensor is a bucket of its
  // own); PyTorch DDP's default, 25 MiB.
  int64_t cap_bytes = int64_t{25} << 20;
  // Whether the trace is scheduled by sort_waits first (each wait and its
  // readers as late as the dependencies allow, every collective as early);
  // false: the trace keeps its order (the redistributions flattened in
  // place) and each wait comes right after its collective, as in a program
  // compiled without sort_waits.
  bool schedule = true;
};

// The trace, scheduled by sort_waits, with its all-reduce / wait pairs packed
// into buckets. A trace with fewer than two all-reduces that can share a
// bucket comes back unchanged (not even scheduled). Raises Error for a cap that is not
// positive.
Trace bucket_all_reduces(const Trace& t, const BucketOptions& options = {});

// The number of dist.all_reduce calls at the top level of `t` (after the same
// flattening): what bucketing reduces.
int count_all_reduces(const Trace& t);

}  // namespace fulgur
