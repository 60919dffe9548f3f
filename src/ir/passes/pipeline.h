// The pass pipeline for the IR passes built so far, read as a list; every
// intermediate trace is kept with its provenance (`last_traces()` material).
#pragma once

#include "ir/trace.h"

namespace fulgur {

// Runs CSE then DCE on `t`, returning every trace in order: the input
// ("Computation") and each pass's result, named by the pass.
TraceHistory run_ir_passes(const Trace& t);

}  // namespace fulgur
