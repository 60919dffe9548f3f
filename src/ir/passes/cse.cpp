#include "ir/passes/cse.h"

#include <algorithm>
#include <chrono>
#include <unordered_map>

#include "ir/effects.h"
#include "ir/printer.h"

namespace fulgur {

namespace {

using Replacements = std::unordered_map<const Proxy*, ProxyPtr>;
// How many writes each written storage (by root) has seen so far: a read
// after a write is a different value than the same read before it.
using Versions = std::unordered_map<const Proxy*, int>;

void replace(Value& v, const Replacements& r) {
  if (v.is_proxy()) {
    auto it = r.find(v.proxy().get());
    if (it != r.end()) v = it->second;
  } else if (v.is_seq()) {
    for (auto& item : v.seq().items) replace(item, r);
  }
}

void replace_in(BoundSymbol& b, const Replacements& r) {
  for (auto& a : b.args) replace(a, r);
  for (auto& kv : b.kwargs) replace(kv.second, r);
  for (auto& s : b.subsymbols) replace_in(s, r);
}

// The key of a value after the replacements made so far, so a bound symbol
// is only copied once it is known to stay.
void append_key(std::string& key, const Value& v, const Replacements& r, const StorageNames& names,
                const Versions& versions) {
  // Proxies by identity (their address), literals by their text; a float and an
  // int of equal value print differently, so they never merge.
  if (v.is_proxy()) {
    auto it = r.find(v.proxy().get());
    const Proxy* p = it == r.end() ? v.proxy().get() : it->second.get();
    key += '%';
    key += std::to_string(reinterpret_cast<uintptr_t>(p));
    if (!versions.empty())
      if (auto it = versions.find(names.root(p)); it != versions.end())
        key += '@' + std::to_string(it->second);
  } else if (v.is_seq()) {
    key += v.seq().is_list ? '[' : '(';
    for (const auto& item : v.seq().items) {
      append_key(key, item, r, names, versions);
      key += ',';
    }
    key += v.seq().is_list ? ']' : ')';
  } else {
    key += value_repr(v);
  }
}

}  // namespace

Trace cse(const Trace& t) {
  auto start = std::chrono::steady_clock::now();
  Trace out = t.empty_like();
  out.bsyms.reserve(t.bsyms.size());
  Replacements repl;
  std::unordered_map<std::string, const BoundSymbol*> seen;
  seen.reserve(t.bsyms.size());
  // Pointers into out.bsyms stay valid: reserve() above fixed its capacity.
  auto keep = [&](const BoundSymbol& orig) -> BoundSymbol& {
    out.bsyms.push_back(orig);
    if (!repl.empty()) replace_in(out.bsyms.back(), repl);
    return out.bsyms.back();
  };
  StorageNames names(t.bsyms);
  Versions versions;
  for (const BoundSymbol& b : t.bsyms) {
    // A write is never merged, and changes what later reads of its storage see.
    if (names.any_writes())
      if (std::vector<ProxyPtr> w = b.written(); !w.empty()) {
        keep(b);
        for (const auto& p : w) ++versions[names.root(p.get())];
        continue;
      }
    if (b.sym->has(kTagSideEffect) || b.sym->has(kTagSyntax) || b.output.is_none()) {
      keep(b);
      continue;
    }
    // A value that is later written into is storage of its own: merging it
    // with an equal value would make the write change both.
    if (names.any_writes()) {
      std::vector<ProxyPtr> outs = b.flat_outputs();
      if (std::any_of(outs.begin(), outs.end(),
                      [&](const ProxyPtr& o) { return names.written(o.get()); })) {
        keep(b);
        continue;
      }
    }
    std::string key = b.sym->qualified();
    key += '(';
    for (const auto& a : b.args) {
      append_key(key, a, repl, names, versions);
      key += ',';
    }
    for (const auto& [k, v] : b.kwargs) {
      key += k + '=';
      append_key(key, v, repl, names, versions);
      key += ',';
    }
    auto it = seen.find(key);
    if (it != seen.end()) {
      std::vector<ProxyPtr> mine = b.flat_outputs();
      std::vector<ProxyPtr> theirs = it->second->flat_outputs();
      if (mine.size() == theirs.size()) {
        for (size_t i = 0; i < mine.size(); ++i) repl[mine[i].get()] = theirs[i];
        continue;
      }
    }
    seen.emplace(std::move(key), &keep(b));
  }
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  out.set_provenance("Common Subexpression Elimination", ms);
  return out;
}

}  // namespace fulgur
