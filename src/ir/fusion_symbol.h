// Fusion regions in traces: `[t3, t5] = cudaFusion0(x, w)` is a bound symbol
// whose subsymbols are the region's prims. Its symbol carries only the name;
// the subsymbols are the definition (the parser reads them back).
#pragma once

#include <string_view>

#include "ir/symbol.h"

namespace fulgur {

// "cudaFusion0", "cpuFusion12".
bool is_fusion_name(std::string_view name);
// The symbol for a region name (kept alive for the process, thread-safe).
// Raises Error when `name` is not a fusion region name.
const Symbol& fusion_symbol(std::string_view name);

}  // namespace fulgur
