// Lowering: one fusion region to kernel IR. Every decision about how a region
// runs is taken here: the iteration domain, pointwise vs row schedules (a warp
// or a block per row, the row kept in registers when it fits, several passes
// otherwise, a thread per output for outer reductions), the vector width, the
// index width, and where f16/bf16 values are rounded. lower.cpp chooses the
// schedules; lower_internal.h says which file builds each part.
#pragma once

#include <vector>

#include "codegen/kernel/kernel_ir.h"
#include "codegen/partition.h"
#include "ir/symbol.h"

namespace fulgur::codegen::kernel {

struct LowerOptions {
  Target target = Target::Cuda;
};

// A region lowers to one kernel, plus one pointwise kernel per extra output
// shape when the region also returns values the main domain cannot store.
// On the CPU a reduction over few, long rows becomes two kernels: partial
// results over chunks of each row (in parallel), then their combination.
// Memory a region's kernels pass between them (the partial results of a
// reduction split over chunks), allocated by the host for each run.
struct ScratchBuffer {
  DType dtype = DType::f32;
  int64_t elements = 0;
};

struct LoweredRegion {
  std::string region;
  std::vector<Kernel> kernels;  // run in order
  std::vector<ScratchBuffer> scratch;
};

// Raises Error for a region that is not a fusion region or holds a prim that
// cannot be generated.
LoweredRegion lower_region(const BoundSymbol& region, const LowerOptions& opts = {});

}  // namespace fulgur::codegen::kernel
