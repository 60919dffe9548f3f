#include "ir/passes/pipeline.h"

#include "ir/passes/cse.h"
#include "ir/passes/dce.h"

namespace fulgur {

TraceHistory run_ir_passes(const Trace& t) {
  TraceHistory h;
  h.emplace_back("Computation", t);
  h.emplace_back("Common Subexpression Elimination", cse(h.back().second));
  h.emplace_back("Dead Code Elimination", dce(h.back().second));
  return h;
}

}  // namespace fulgur
