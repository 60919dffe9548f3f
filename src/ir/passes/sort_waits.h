// sort_waits: schedules a trace's communication to overlap its compute.
// Every collective starts as early as its inputs allow and every wait comes
// as late as its first consumer allows, so the compute between a collective
// and its wait runs while the collective is in flight (docs/design.md §5).
#pragma once

#include <cstdint>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

struct SortWaitsOptions {
  // At most this many collectives in flight (started, not yet waited) at
  // any point; 0: no limit.
  int max_in_flight = 0;
  // At most this many all-gathers in flight; 0: no limit. FSDP bounds its
  // parameter gathers this way (FsdpOptions::max_gathers_in_flight, 2).
  int max_all_gathers_in_flight = 0;
  // At most this many bytes of collective outputs in flight (the tensors of
  // the futures started and not yet waited); 0: no cap. A collective larger
  // than the cap still runs, alone.
  int64_t max_bytes_in_flight = 0;
};

// In-place collectives (dist.all_reduce_, dist.all_gather_into: a
// composite of the functional collective, its wait and a prims.copy_ into
// the existing tensor) replaced by those three symbols, so the wait can move;
// the first keeps the composite's comments and gets one naming it. A
// DTensor redistribution that communicates (dist.redistribute: its
// collectives, waits and local slicing) is flattened the same way, so a
// gradient's all-reduce in an expanded train step overlaps the rest of the
// backward. Other composites (the tensor-parallel ones) stay whole.
// sort_waits does this first; the pipeline does it when sort_waits is off.
Trace flatten_inplace_collectives(const Trace& t);

// A list scheduler over the trace's dependencies, O(n log n) in bound
// symbols (plus the storage dependencies of writes):
// - data: a symbol comes after the producers of its inputs;
// - writes into existing storage (docs/aliasing.md): every read of a storage
//   stays on its side of each write into it;
// - collectives keep their relative order (every rank must issue them in
//   the same order; the order of the input trace is the one order all ranks
//   share), and so do the other side-effecting symbols;
// - `return` stays last.
// Among the symbols whose dependencies are met it picks a collective first,
// then compute that leads to a collective (its operands, a DDP bucket's
// packing; by the first collective it feeds), then other compute, then a
// wait (only when nothing else can run), each in the input trace's order:
// the result is deterministic, the same on every rank for the same trace.
// A trace without collectives is returned unchanged.
Trace sort_waits(const Trace& t, const SortWaitsOptions& options = {});

// For each collective of `t` in order, the number of compute symbols (not
// collectives, waits or syntax) between it and its wait: how much work can
// hide its communication. A collective whose future is never waited counts
// up to the end of the trace.
std::vector<int> compute_between_collectives_and_waits(const Trace& t);

// Whether a bound symbol is, or contains among its subsymbols, a collective.
bool issues_collective(const BoundSymbol& b);

}  // namespace fulgur
