#include "ir/passes/dce.h"

#include <chrono>
#include <unordered_set>

#include "ir/effects.h"
#include "ir/syntax.h"

namespace fulgur {

Trace dce(const Trace& t) {
  auto start = std::chrono::steady_clock::now();
  std::unordered_set<const Proxy*> live;
  std::vector<bool> keep(t.bsyms.size(), false);
  // A write into existing storage is never dead: its effect is the point.
  const bool any_writes = StorageNames(t.bsyms).any_writes();
  for (size_t i = t.bsyms.size(); i-- > 0;) {
    const BoundSymbol& b = t.bsyms[i];
    if (is_syntax(b, "python_del")) continue;  // decided below
    bool needed = b.sym->has(kTagSideEffect) || (any_writes && !b.written().empty());
    if (!needed)
      for (const auto& p : b.flat_outputs()) needed = needed || live.count(p.get());
    if (!needed) continue;
    keep[i] = true;
    for (const auto& p : b.flat_inputs()) live.insert(p.get());
  }
  Trace out = t.empty_like();
  out.bsyms.reserve(t.bsyms.size());
  for (size_t i = 0; i < t.bsyms.size(); ++i) {
    const BoundSymbol& b = t.bsyms[i];
    if (is_syntax(b, "python_del")) {
      // Keep the deletions of values that are still computed.
      BoundSymbol d = b;
      d.args.clear();
      for (const auto& a : b.args)
        if (a.is_proxy() && (live.count(a.proxy().get()) || !a.proxy()->is_tensor()))
          d.args.push_back(a);
      if (!d.args.empty()) out.bsyms.push_back(std::move(d));
      continue;
    }
    if (keep[i]) out.bsyms.push_back(b);
  }
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  out.set_provenance("Dead Code Elimination", ms);
  return out;
}

}  // namespace fulgur
