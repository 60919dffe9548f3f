#include "ir/effects.h"

namespace fulgur {

StorageNames::StorageNames(const std::vector<BoundSymbol>& bsyms) {
  for (const BoundSymbol& b : bsyms) {
    std::vector<ProxyPtr> w = b.written();
    if (w.empty()) continue;
    any_writes_ = true;
    for (const auto& p : w) written_.insert(root(p.get()));
    const Proxy* r = root(w[0].get());
    for (const auto& o : b.flat_outputs()) root_[o.get()] = r;
  }
}

}  // namespace fulgur
