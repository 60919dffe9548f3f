// del_last_used: after the last use of each value, a `del` statement, so the
// host program frees buffers as early as possible (thunder's pass of the
// same name). Runs last, after partitioning: a del is a statement the
// partitioner would have to keep in place. Returned values are never
// deleted; values nothing uses are deleted right after they are made.
#pragma once

#include "ir/trace.h"

namespace fulgur {

Trace del_last_used(const Trace& t);

}  // namespace fulgur
