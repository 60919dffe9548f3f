// Dead-code elimination: drops bound symbols whose outputs nothing live uses.
#pragma once

#include "ir/trace.h"

namespace fulgur {

// O(n) in the number of bound symbols. Side-effecting symbols (checks,
// copies, collectives, return) always stay.
Trace dce(const Trace& t);

}  // namespace fulgur
