#include "ir/passes/sort_waits.h"

#include <chrono>
#include <limits>
#include <queue>
#include <tuple>
#include <unordered_map>

#include "ir/effects.h"
#include "ir/error.h"
#include "ir/syntax.h"
#include "ir/value.h"

namespace fulgur {

bool issues_collective(const BoundSymbol& b) {
  if (b.sym->has(kTagCollective)) return true;
  for (const auto& s : b.subsymbols)
    if (issues_collective(s)) return true;
  return false;
}

namespace {

enum Class : int { kStart, kCompute, kWait };
// Scheduling priority: (0 start | 1 compute a collective needs | 2 other
// compute | 3 wait, the position of the collective fed, trace index).
using Key = std::tuple<int, int, int>;

Class class_of(const BoundSymbol& b) {
  if (b.sym->has(kTagCollective)) return kStart;
  if (b.sym->has(kTagWait)) return kWait;
  return kCompute;
}

bool is_compute(const BoundSymbol& b) {
  return !b.sym->has(kTagCollective) && !b.sym->has(kTagWait) && !b.sym->has(kTagSyntax);
}

}  // namespace

namespace {

bool has_collective_and_wait(const BoundSymbol& b) {
  bool collective = false, wait = false;
  for (const auto& s : b.subsymbols) {
    collective = collective || s.sym->has(kTagCollective);
    wait = wait || s.sym->has(kTagWait);
  }
  return collective && wait;
}

bool is_inplace_collective(const BoundSymbol& b) {
  if (b.sym->ns != "dist" || b.subsymbols.empty() ||
      b.subsymbols.back().sym->qualified() != "prims.copy_")
    return false;
  return has_collective_and_wait(b);
}

// A DTensor redistribution that communicates (dist.redistribute's
// collectives with their waits, and the local slicing around them).
bool is_communicating_redistribute(const BoundSymbol& b) {
  return b.sym->qualified() == "dist.redistribute" && !b.subsymbols.empty() &&
         has_collective_and_wait(b);
}

bool flattens(const BoundSymbol& b) {
  return is_inplace_collective(b) || is_communicating_redistribute(b);
}

}  // namespace

Trace flatten_inplace_collectives(const Trace& t) {
  bool any = false;
  for (const auto& b : t.bsyms) any = any || flattens(b);
  if (!any) return t;
  Trace out = t.empty_like();
  out.bsyms.reserve(t.bsyms.size() + 8);
  for (const auto& b : t.bsyms) {
    if (!flattens(b)) {
      out.bsyms.push_back(b);
      continue;
    }
    const size_t first = out.bsyms.size();
    for (const auto& s : b.subsymbols) out.bsyms.push_back(s);
    out.bsyms.back().output = b.output;  // its consumers read it by this name
    std::string args;
    for (const auto& a : b.args) args += (args.empty() ? "" : ", ") + value_repr(a);
    const bool inplace = is_inplace_collective(b);
    if (!inplace)  // dist.redistribute: its source and target placements
      for (const auto& [k, v] : b.kwargs)
        if (k == "src" || k == "placements") args += ", " + k + "=" + value_repr(v);
    BoundSymbol& head = out.bsyms[first];
    head.header.insert(head.header.begin(), b.header.begin(), b.header.end());
    head.header.push_back(b.sym->qualified() + "(" + args + ")" +
                          (inplace ? ", in place: its collective, wait and copy_"
                                   : ": its collectives, waits and local slicing"));
    if (!head.loc) head.loc = b.loc;
  }
  return out;
}

Trace sort_waits(const Trace& input, const SortWaitsOptions& options) {
  const Trace t = flatten_inplace_collectives(input);
  FULGUR_CHECK(options.max_in_flight >= 0,
               "sort_waits: max_in_flight must be 0 (no limit) or positive, got ",
               options.max_in_flight);
  FULGUR_CHECK(options.max_all_gathers_in_flight >= 0,
               "sort_waits: max_all_gathers_in_flight must be 0 (no limit) or positive, got ",
               options.max_all_gathers_in_flight);
  FULGUR_CHECK(options.max_bytes_in_flight >= 0,
               "sort_waits: max_bytes_in_flight must be 0 (no cap) or positive, got ",
               options.max_bytes_in_flight);
  auto start = std::chrono::steady_clock::now();
  const auto& bs = t.bsyms;
  const size_t n = bs.size();
  bool any = false;
  for (const auto& b : bs) any = any || issues_collective(b);
  if (!any) return t;

  // The dependency graph: successors and the count of unmet predecessors.
  std::vector<std::vector<int>> succ(n);
  std::vector<int> unmet(n, 0);
  auto edge = [&](int from, int to) {
    if (from < 0 || from == to) return;
    succ[static_cast<size_t>(from)].push_back(to);
    ++unmet[static_cast<size_t>(to)];
  };
  std::unordered_map<const Proxy*, int> producer;
  StorageNames storage(bs);
  std::unordered_map<const Proxy*, int> last_write;                // by storage root
  std::unordered_map<const Proxy*, std::vector<int>> reads_since;  // since its last write
  std::unordered_map<const Proxy*, std::vector<int>> uses;
  int last_ordered = -1;  // the previous collective or side-effecting symbol
  int ret = -1;
  for (size_t k = 0; k < n; ++k) {
    const int i = static_cast<int>(k);
    const BoundSymbol& b = bs[k];
    if (is_syntax(b, "python_return")) {
      FULGUR_INTERNAL_ASSERT(ret < 0 && k + 1 == n, "sort_waits: return is not the last symbol");
      ret = i;
      continue;
    }
    for (const auto& p : b.flat_inputs()) {
      if (auto it = producer.find(p.get()); it != producer.end()) edge(it->second, i);
      const Proxy* root = storage.root(p.get());
      if (auto it = last_write.find(root); it != last_write.end()) edge(it->second, i);
      if (storage.written(p.get())) reads_since[root].push_back(i);
    }
    for (const auto& w : b.written()) {
      const Proxy* root = storage.root(w.get());
      for (int r : reads_since[root]) edge(r, i);
      reads_since[root].clear();
      if (auto it = last_write.find(root); it != last_write.end()) edge(it->second, i);
      last_write[root] = i;
    }
    // `del` must follow every use of what it deletes.
    if (is_syntax(b, "python_del"))
      for (const auto& p : b.flat_inputs())
        for (int u : uses[p.get()]) edge(u, i);
    for (const auto& p : b.flat_inputs()) uses[p.get()].push_back(i);
    if (issues_collective(b) || b.sym->has(kTagSideEffect)) {
      edge(last_ordered, i);
      last_ordered = i;
    }
    for (const auto& p : b.flat_outputs()) producer[p.get()] = i;
  }

  // Compute that a collective needs (its operands, the packing of a DDP
  // bucket) runs before other compute, in the order of the collectives it
  // feeds, so that each collective can start as early as possible: for
  // each symbol, the position of the first collective it leads to.
  std::vector<int> feeds(n, std::numeric_limits<int>::max());
  {
    std::vector<int> order_of(n, -1);
    int c = 0;
    for (size_t k = 0; k < n; ++k)
      if (issues_collective(bs[k])) order_of[k] = c++;
    for (size_t k = n; k-- > 0;)
      for (int s : succ[k]) {
        const auto su = static_cast<size_t>(s);
        feeds[k] = std::min(feeds[k], order_of[su] >= 0 ? order_of[su] : feeds[su]);
      }
  }
  auto key_of = [&](int i) {
    const auto k = static_cast<size_t>(i);
    Class c = class_of(bs[k]);
    if (c == kStart) return Key{0, 0, i};
    if (c == kWait) return Key{3, 0, i};
    if (feeds[k] != std::numeric_limits<int>::max()) return Key{1, feeds[k], i};
    return Key{2, 0, i};
  };

  // The list scheduler: min-heaps of ready symbols by (class, collective
  // fed, index); starts beyond the in-flight limit wait in their own heap.
  std::priority_queue<Key, std::vector<Key>, std::greater<Key>> ready, held_starts;
  for (size_t k = 0; k < n; ++k)
    if (static_cast<int>(k) != ret && unmet[k] == 0) ready.push(key_of(static_cast<int>(k)));
  Trace out = t.empty_like();
  out.bsyms.reserve(n);
  // What each collective holds while in flight, for the limits: whether it
  // is an all-gather and the bytes of its outputs.
  auto is_gather = [&](int i) {
    return bs[static_cast<size_t>(i)].sym->qualified() == "dist.all_gather";
  };
  auto bytes_of = [&](int i) {
    int64_t b = 0;
    for (const auto& p : bs[static_cast<size_t>(i)].flat_outputs())
      if (p->is_future() || p->is_tensor())
        b += p->tensor().numel() * static_cast<int64_t>(dtype_itemsize(p->tensor().dtype));
    return b;
  };
  int in_flight = 0, gathers_in_flight = 0;
  int64_t bytes_in_flight = 0;
  auto admissible = [&](int i) {
    if (options.max_in_flight > 0 && in_flight >= options.max_in_flight) return false;
    if (options.max_all_gathers_in_flight > 0 && is_gather(i) &&
        gathers_in_flight >= options.max_all_gathers_in_flight)
      return false;
    return options.max_bytes_in_flight == 0 || in_flight == 0 ||
           bytes_in_flight + bytes_of(i) <= options.max_bytes_in_flight;
  };
  // The collective each wait completes (by the future it waits for).
  auto started_by = [&](int w) {
    for (const auto& p : bs[static_cast<size_t>(w)].flat_inputs())
      if (auto it = producer.find(p.get());
          it != producer.end() && class_of(bs[static_cast<size_t>(it->second)]) == kStart)
        return it->second;
    return -1;
  };
  auto release = [&](int i) {
    for (int s : succ[static_cast<size_t>(i)])
      if (--unmet[static_cast<size_t>(s)] == 0 && s != ret) ready.push(key_of(s));
  };
  while (!ready.empty() || !held_starts.empty()) {
    // Starts held back by the limit become ready again as waits complete.
    if (!held_starts.empty() && admissible(std::get<2>(held_starts.top()))) {
      ready.push(held_starts.top());
      held_starts.pop();
    }
    FULGUR_INTERNAL_ASSERT(!ready.empty(), "sort_waits: no symbol can run; ", in_flight,
                           " collectives in flight");
    const Key top = ready.top();
    ready.pop();
    const int i = std::get<2>(top);
    const Class cls = class_of(bs[static_cast<size_t>(i)]);
    if (cls == kStart && !admissible(i)) {
      held_starts.push(top);
      continue;
    }
    if (cls == kStart) {
      ++in_flight;
      gathers_in_flight += is_gather(i) ? 1 : 0;
      bytes_in_flight += bytes_of(i);
    }
    if (cls == kWait) {
      --in_flight;
      if (int c = started_by(i); c >= 0) {
        gathers_in_flight -= is_gather(c) ? 1 : 0;
        bytes_in_flight -= bytes_of(c);
      }
    }
    out.bsyms.push_back(bs[static_cast<size_t>(i)]);
    release(i);
  }
  if (ret >= 0) out.bsyms.push_back(bs[static_cast<size_t>(ret)]);
  FULGUR_INTERNAL_ASSERT(out.bsyms.size() == n, "sort_waits: scheduled ", out.bsyms.size(), " of ",
                         n, " symbols (a dependency cycle)");
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  out.set_provenance("Sort Waits", ms);
  return out;
}

std::vector<int> compute_between_collectives_and_waits(const Trace& t) {
  std::vector<int> out;
  std::unordered_map<const Proxy*, size_t> pending;  // future -> index in out
  for (const auto& b : t.bsyms) {
    if (b.sym->has(kTagWait)) {
      for (const auto& p : b.flat_inputs()) pending.erase(p.get());
      continue;
    }
    if (is_compute(b))
      for (auto& [f, k] : pending) ++out[k];
    if (b.sym->has(kTagCollective)) {
      for (const auto& p : b.flat_outputs()) pending[p.get()] = out.size();
      out.push_back(0);
    }
  }
  return out;
}

}  // namespace fulgur
