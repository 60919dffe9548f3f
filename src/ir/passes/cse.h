// Common-subexpression elimination: a bound symbol equal to an earlier one
// (same symbol, same arguments after earlier replacements) is dropped and its
// outputs replaced by the earlier outputs.
#pragma once

#include "ir/trace.h"

namespace fulgur {

// O(n) expected (one hash lookup per bound symbol).
Trace cse(const Trace& t);

}  // namespace fulgur
