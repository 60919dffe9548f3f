// Fusion partitioning: flattens a trace to prims and groups the fusible ones
// (elementwise, broadcasts, casts, reshapes, reductions and the normalizations
// built from them) into regions by dataflow. Regions never form a cycle and
// never contain a library call, a collective, a wait or a syntax statement.
#pragma once

#include <string>
#include <string_view>

#include "ir/trace.h"

namespace fulgur::codegen {

enum class Target : uint8_t { Cuda, Cpu };

// "cudaFusion" / "cpuFusion".
std::string_view region_prefix(Target target);
// Parses "cuda" / "cpu"; raises Error naming the accepted targets otherwise.
Target parse_target(std::string_view s);

// What a fusible prim does, for partitioning and lowering.
enum class FusibleKind : uint8_t {
  NotFusible,
  Elementwise,  // unary, binary, where, convert_element_type
  Broadcast,    // broadcast_in_dim
  Reshape,      // reshape, squeeze
  Permute,      // transpose
  Slice,
  Reduction,  // sum, prod, amax, amin
  Creation,   // full, iota
};
FusibleKind fusible_kind(const BoundSymbol& b);

// The trace with every op replaced by the prims it decomposes into (ops
// without a decomposition, such as dist.* and syntax, stay as they are;
// attention the fused kernel takes becomes prims.flash_attention on
// `target` where codegen/attention.h chooses it).
Trace flatten_to_prims(const Trace& t, Target target = Target::Cpu);

// Flattens `t` and returns it with each group of fusible prims replaced by a
// region `[outs] = cudaFusionN(ins)` whose subsymbols are the prims, in an
// order that respects every dependency. O(n log n) in the number of prims.
Trace partition(const Trace& t, Target target);

// The regions of a partitioned trace, in order.
std::vector<const BoundSymbol*> fusion_regions(const Trace& t);

}  // namespace fulgur::codegen
