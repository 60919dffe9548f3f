// Writes into existing storage (docs/aliasing.md). A proxy is a value, except
// that a call whose symbol writes an argument (Symbol::writes, e.g.
// prims.copy_ into `copy_to`) changes that argument's storage in place: from
// that point on, the written proxy and every proxy naming the same storage
// (the outputs of writes into it) read the new contents. Passes keep every
// read of a storage on its side of each write into it.
#pragma once

#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/symbol.h"

namespace fulgur {

// Which proxies of a list of bound symbols name the same storage.
class StorageNames {
 public:
  explicit StorageNames(const std::vector<BoundSymbol>& bsyms);
  // The proxy that first named p's storage: p itself unless p is the output
  // of a write.
  const Proxy* root(const Proxy* p) const {
    auto it = root_.find(p);
    return it == root_.end() ? p : it->second;
  }
  // Whether any call writes into existing storage.
  bool any_writes() const { return any_writes_; }
  // Whether some call writes into p's storage.
  bool written(const Proxy* p) const { return written_.count(root(p)) != 0; }

 private:
  std::unordered_map<const Proxy*, const Proxy*> root_;
  std::unordered_set<const Proxy*> written_;  // roots
  bool any_writes_ = false;
};

}  // namespace fulgur
