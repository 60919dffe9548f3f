#include "ir/passes/del_last_used.h"

#include <algorithm>
#include <chrono>
#include <unordered_map>
#include <unordered_set>

#include "ir/effects.h"
#include "ir/syntax.h"

namespace fulgur {

Trace del_last_used(const Trace& t) {
  auto start = std::chrono::steady_clock::now();
  StorageNames storage(t.bsyms);
  std::unordered_map<const Proxy*, size_t> last;  // bound symbol index of the last use
  std::unordered_set<const Proxy*> returned, existing_dels;
  // What each collective in flight reads: its buffer stays alive until the
  // wait on its future, however early its last visible use.
  std::unordered_map<const Proxy*, std::vector<ProxyPtr>> in_flight;
  for (size_t i = 0; i < t.bsyms.size(); ++i) {
    const BoundSymbol& b = t.bsyms[i];
    if (is_syntax(b, "python_return")) {
      std::vector<ProxyPtr> r;
      for (const auto& a : b.args) collect_proxies(a, r);
      for (const auto& p : r) returned.insert(storage.root(p.get()));
      continue;
    }
    if (is_syntax(b, "python_del")) continue;
    for (const auto& p : b.flat_inputs()) {
      last[p.get()] = i;
      if (b.sym->has(kTagWait))
        if (auto it = in_flight.find(p.get()); it != in_flight.end())
          for (const auto& x : it->second) last[x.get()] = i;
    }
    for (const auto& p : b.flat_outputs()) last.emplace(p.get(), i);  // made but unused
    if (b.sym->has(kTagCollective))
      for (const auto& f : b.flat_outputs()) in_flight[f.get()] = b.flat_inputs();
  }
  for (const auto& p : t.params)
    if (p.proxy->is_tensor()) last.emplace(p.proxy.get(), 0);
  // Names of one storage (a written value and the outputs of the writes into
  // it) are one buffer: it lives until the last use of any of them, is
  // deleted under all its names at once, and never when any name is returned.
  if (storage.any_writes()) {
    std::unordered_map<const Proxy*, size_t> storage_last;
    for (const auto& [p, i] : last) {
      size_t& l = storage_last[storage.root(p)];
      l = std::max(l, i);
    }
    for (auto& [p, i] : last) i = storage_last[storage.root(p)];
  }
  std::vector<std::vector<ProxyPtr>> dels(t.bsyms.size());
  std::unordered_map<const Proxy*, ProxyPtr> owner;
  for (const auto& p : t.input_proxies()) owner[p.get()] = p;
  for (const auto& b : t.bsyms)
    for (const auto& p : b.flat_outputs()) owner[p.get()] = p;
  // Deterministic order: by first appearance.
  std::vector<const Proxy*> order;
  for (const auto& p : t.input_proxies()) order.push_back(p.get());
  for (const auto& b : t.bsyms)
    for (const auto& p : b.flat_outputs()) order.push_back(p.get());
  for (const Proxy* p : order) {
    auto it = last.find(p);
    if (it == last.end() || returned.count(storage.root(p)) || !owner.count(p)) continue;
    if (!owner[p]->is_tensor()) continue;
    dels[it->second].push_back(owner[p]);
  }
  Trace out = t.empty_like();
  for (size_t i = 0; i < t.bsyms.size(); ++i) {
    if (is_syntax(t.bsyms[i], "python_del")) continue;  // replaced by ours
    out.bsyms.push_back(t.bsyms[i]);
    if (!dels[i].empty()) out.bsyms.push_back(make_del(dels[i]));
  }
  out.set_provenance(
      "Delete Last Used",
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  return out;
}

}  // namespace fulgur
