#include "codegen/partition.h"

#include "codegen/attention.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "ir/effects.h"
#include "ir/error.h"
#include "ir/fusion_symbol.h"
#include "ir/passes/tensor_parallel.h"
#include "ir/syntax.h"

namespace fulgur::codegen {

std::string_view region_prefix(Target target) {
  return target == Target::Cuda ? "cudaFusion" : "cpuFusion";
}

Target parse_target(std::string_view s) {
  if (s == "cuda") return Target::Cuda;
  if (s == "cpu") return Target::Cpu;
  FULGUR_FAIL("expected a target 'cuda' or 'cpu', got '", s, "'");
}

FusibleKind fusible_kind(const BoundSymbol& b) {
  const Symbol& s = *b.sym;
  if (s.ns != "prims") return FusibleKind::NotFusible;
  // Arithmetic on Python numbers gives a number: a host op, not a kernel.
  if (b.output.is_proxy() && b.output.proxy()->is_number()) return FusibleKind::NotFusible;
  const std::string& n = s.name;
  if (s.has(kTagElementwise) || n == "convert_element_type") return FusibleKind::Elementwise;
  if (s.has(kTagReduction)) return FusibleKind::Reduction;
  if (n == "broadcast_in_dim") return FusibleKind::Broadcast;
  if (n == "reshape" || n == "squeeze") return FusibleKind::Reshape;
  if (n == "transpose") return FusibleKind::Permute;
  if (n == "slice") return FusibleKind::Slice;
  if (n == "full" || n == "iota" || n == "uniform_philox") return FusibleKind::Creation;
  return FusibleKind::NotFusible;
}

namespace {

void flatten_into(const BoundSymbol& b, std::vector<BoundSymbol>& out, Target target) {
  // Attention the fused kernel supports runs as one library call
  // (codegen/attention.h) instead of its decomposition.
  if (auto f = fused_attention(b, target == Target::Cuda)) {
    out.push_back(std::move(*f));
    return;
  }
  // A tensor-parallel composite stays one statement with its pieces under
  // it, so the execution trace names the communication it does.
  bool leaf = b.sym->is_prim || b.subsymbols.empty() || b.sym->has(kTagSyntax) ||
              b.sym->has(kTagFusion) || is_tensor_parallel_composite(b);
  if (!leaf) {
    for (const auto& s : b.subsymbols) flatten_into(s, out, target);
    return;
  }
  if (!b.sym->is_prim && b.subsymbols.empty() && !b.sym->has(kTagSyntax) &&
      !b.sym->has(kTagFusion) && !b.sym->has(kTagSideEffect)) {
    // An op that returns its input unchanged (e.g. ltorch.to to the same
    // dtype) has nothing to execute.
    auto ins = b.flat_inputs();
    auto outs = b.flat_outputs();
    bool alias = !outs.empty() && std::all_of(outs.begin(), outs.end(), [&](const ProxyPtr& o) {
      return std::find(ins.begin(), ins.end(), o) != ins.end();
    });
    if (alias) return;
  }
  BoundSymbol copy = b;
  copy.header.clear();
  copy.loc.reset();
  out.push_back(std::move(copy));
}

Shape squeezed(const Shape& s) {
  Shape out;
  for (int64_t e : s)
    if (e != 1) out.push_back(e);
  return out;
}

enum class Tag : uint8_t { Free, Full, Kept };

// What a group of fusible prims has committed to: a reduction domain (the
// full shape F and which of its dims are reduced) once it holds a reduction.
struct DomainState {
  bool has_reduction = false;
  Shape full;
  std::vector<bool> reduced;

  bool kept_compatible(const Shape& s) const {
    Shape kept;
    for (size_t d = 0; d < full.size(); ++d)
      if (!reduced[d]) kept.push_back(full[d]);
    return squeezed(s) == squeezed(kept);
  }
};

struct Group {
  bool fusible = false;
  DomainState state;
  std::vector<int> nodes;
};

class Partitioner {
 public:
  Partitioner(std::vector<BoundSymbol> nodes, Target target)
      : nodes_(std::move(nodes)), target_(target), storage_(nodes_) {}

  Trace run(const Trace& t) {
    const size_t n = nodes_.size();
    group_of_.assign(n, -1);
    deferred_.assign(n, false);
    kinds_.resize(n);
    for (size_t i = 0; i < n; ++i) {
      kinds_[i] = fusible_kind(nodes_[i]);
      for (const auto& o : nodes_[i].flat_outputs()) producer_[o.get()] = static_cast<int>(i);
      for (const auto& p : nodes_[i].flat_inputs()) {
        readers_[p.get()].push_back(static_cast<int>(i));
        if (storage_.any_writes())
          storage_readers_[storage_.root(p.get())].push_back(static_cast<int>(i));
      }
    }
    for (size_t i = 0; i < n; ++i) {
      int v = static_cast<int>(i);
      if (kinds_[i] == FusibleKind::NotFusible) {
        if (nodes_[i].sym->has(kTagWait)) compute_deferred_before(v);
        std::vector<ProxyPtr> written = nodes_[i].written();
        for (const auto& w : written) place_reads_before_write(v, storage_.root(w.get()));
        std::vector<int> roots;
        for (const auto& p : nodes_[i].flat_inputs()) {
          int m = producer_of(p.get());
          if (m >= 0 && deferred_[m] && group_of_[m] < 0) roots.push_back(m);
        }
        // Roots that are views of inputs (the transposed gradient a weight
        // gradient's matmul reads) stay views, whatever else is pending.
        std::vector<int> others;
        for (int r : roots) {
          if (group_of_[r] >= 0) continue;
          std::vector<int> chain = collect_deferred({r});
          if (views_only(chain)) {
            materialize(chain);
          } else if ((kinds_[r] == FusibleKind::Permute || kinds_[r] == FusibleKind::Reshape) &&
                     only_gemms_read(r)) {
            // A transpose or reshape of computed values that only GEMMs read
            // (the weight gradient's matmul of a recomputed activation, the
            // [R, K] view a leading sum's GEMV reads): the region computes the
            // values in their own layout and the transpose stays a view that
            // BLAS reads transposed, rather than the region writing them out
            // again (transposed: strided stores).
            std::vector<int> inner;
            for (const auto& p : nodes_[r].flat_inputs()) {
              int m = producer_of(p.get());
              if (m >= 0 && deferred_[m] && group_of_[m] < 0) inner.push_back(m);
            }
            std::vector<int> made = inner.empty() ? std::vector<int>{} : collect_deferred(inner);
            // A reshape is a view only of what a region writes (contiguous),
            // not of a view that may not be.
            if (kinds_[r] == FusibleKind::Reshape && (made.empty() || views_only(made))) {
              others.push_back(r);
              continue;
            }
            if (!made.empty()) materialize(made);
            new_group(false, {r});
          } else {
            others.push_back(r);
          }
        }
        if (!others.empty()) materialize(collect_deferred(others));
        int g = new_group(false, {v});
        for (const auto& w : written) last_write_group_[storage_.root(w.get())] = g;
        continue;
      }
      bool depends_on_group = false;
      for (const auto& p : nodes_[i].flat_inputs()) {
        int m = producer_of(p.get());
        if (m >= 0 && group_of_[m] >= 0 && groups_[group_of_[m]].fusible) depends_on_group = true;
      }
      // A transpose that only library calls read stays a view of the
      // region's output (BLAS reads it transposed) instead of being written
      // out transposed by the region; so does a reshape GEMMs read (the
      // [R, K] view of a sum that runs as a GEMV), not a copy.
      if (depends_on_group && ((kinds_[i] == FusibleKind::Permute && only_library_calls_read(v)) ||
                               (kinds_[i] == FusibleKind::Reshape && only_gemms_read(v)))) {
        new_group(false, {v});
        continue;
      }
      // A prim that needs no region yet waits for its first consumer, so
      // broadcasts and casts of inputs land in the region that uses them.
      if (!depends_on_group) {
        deferred_[i] = true;
        pending_.push_back(v);
        continue;
      }
      pull(v);
    }
    // Deferred prims nobody fused: each gets a region of its own at the end.
    std::vector<int> rest;
    for (size_t i = 0; i < n; ++i)
      if (deferred_[i] && group_of_[i] < 0) rest.push_back(static_cast<int>(i));
    if (!rest.empty()) materialize(rest);
    return emit(t);
  }

 private:
  // Before node w writes `storage`: every read of it that precedes w in the
  // trace is placed before w. Deferred prims that read it are computed now,
  // into buffers of their own (a view would see the write).
  void place_reads_before_write(int w, const Proxy* storage) {
    auto it = storage_readers_.find(storage);
    if (it == storage_readers_.end()) return;
    std::vector<int> roots;
    for (int r : it->second) {
      if (r >= w) break;
      if (deferred_[r] && group_of_[r] < 0) roots.push_back(r);
      // A view already made of this storage (a library call read it), or a
      // view of that view, would change with it: nothing may read it after
      // the write.
      if (!placed_view(r)) continue;
      std::vector<int> views = {r};
      while (!views.empty()) {
        int x = views.back();
        views.pop_back();
        for (const auto& o : nodes_[x].flat_outputs()) {
          auto rd = readers_.find(o.get());
          if (rd == readers_.end()) continue;
          for (int c : rd->second) {
            FULGUR_CHECK(c < w, nodes_[c].sym->qualified(), " reads ", o->name, ", a view of ",
                         storage->name, " made before ", nodes_[w].sym->qualified(),
                         " writes into ", storage->name,
                         "; the compiled path keeps such views as views, so it would read the "
                         "new contents. Compute ",
                         o->name, " from a copy, or read it before the write");
            if (placed_view(c)) views.push_back(c);
          }
        }
      }
    }
    if (roots.empty()) return;
    std::vector<int> set = collect_deferred(std::move(roots));
    if (try_join(-1, set)) return;
    for (int x : set) assign_one(x);
  }

  // Before a wait: the deferred prims that compute something (not views)
  // run now, in a region of their own, instead of joining a consumer after
  // the wait. sort_waits placed them before the wait so that they run while
  // the collective is in flight; fusing them with a consumer of the waited
  // value would move them after it and hide nothing.
  void compute_deferred_before(int w) {
    std::erase_if(pending_, [&](int r) { return group_of_[r] >= 0; });
    std::vector<int> roots;
    for (int r : pending_)
      if (r < w && !views_only({r})) roots.push_back(r);
    if (roots.empty()) return;
    std::vector<int> set = collect_deferred(std::move(roots));
    if (!try_join(-1, set))
      for (int x : set) assign_one(x);
    std::erase_if(pending_, [&](int r) { return group_of_[r] >= 0; });
  }

  // A shape prim placed outside any region: it runs as a view.
  bool placed_view(int v) const {
    FusibleKind k = kinds_[v];
    bool view = k == FusibleKind::Broadcast || k == FusibleKind::Reshape ||
                k == FusibleKind::Permute || k == FusibleKind::Slice;
    return view && group_of_[v] >= 0 && !groups_[group_of_[v]].fusible;
  }

  // Whether group g lies before a write into storage that a node of `set`
  // reads: joining it would move the read across the write.
  bool reads_across_write(int g, const std::vector<int>& set) const {
    if (last_write_group_.empty()) return false;
    for (int v : set)
      for (const auto& p : nodes_[v].flat_inputs()) {
        auto it = last_write_group_.find(storage_.root(p.get()));
        if (it != last_write_group_.end() && it->second > g) return true;
      }
    return false;
  }

  int producer_of(const Proxy* p) const {
    auto it = producer_.find(p);
    return it == producer_.end() ? -1 : it->second;
  }

  // The unassigned deferred prims that `roots` need, in trace order.
  std::vector<int> collect_deferred(std::vector<int> roots) {
    std::vector<int> out;
    std::vector<int> stack = std::move(roots);
    std::unordered_set<int> seen;
    while (!stack.empty()) {
      int m = stack.back();
      stack.pop_back();
      if (!seen.insert(m).second) continue;
      out.push_back(m);
      for (const auto& p : nodes_[m].flat_inputs()) {
        int q = producer_of(p.get());
        if (q >= 0 && deferred_[q] && group_of_[q] < 0) stack.push_back(q);
      }
    }
    std::sort(out.begin(), out.end());
    return out;
  }

  // The highest group any of `set`'s operands come from (outside `set`).
  int max_producer_group(const std::vector<int>& set) const {
    int g = -1;
    for (int v : set)
      for (const auto& p : nodes_[v].flat_inputs()) {
        int m = producer_of(p.get());
        if (m >= 0 && group_of_[m] >= 0) g = std::max(g, group_of_[m]);
      }
    return g;
  }

  void pull(int v) {
    std::vector<int> set;
    for (const auto& p : nodes_[v].flat_inputs()) {
      int m = producer_of(p.get());
      if (m >= 0 && deferred_[m] && group_of_[m] < 0) set.push_back(m);
    }
    set = set.empty() ? std::vector<int>{} : collect_deferred(set);
    set.push_back(v);
    int g = max_producer_group(set);
    if (g >= 0 && groups_[g].fusible && try_join(g, set)) return;
    if (try_join(-1, set)) return;
    for (int x : set) assign_one(x);
  }

  bool only_library_calls_read(int v) const {
    bool any = false;
    for (const auto& o : nodes_[v].flat_outputs()) {
      auto it = readers_.find(o.get());
      if (it == readers_.end()) continue;
      for (int c : it->second) {
        if (!nodes_[c].sym->has(kTagLibraryCall)) return false;
        any = true;
      }
    }
    return any;
  }

  // Every reader a GEMM (prims.matmul, prims.linear), which reads a
  // transposed operand in place.
  bool only_gemms_read(int v) const {
    bool any = false;
    for (const auto& o : nodes_[v].flat_outputs()) {
      auto it = readers_.find(o.get());
      if (it == readers_.end()) continue;
      for (int c : it->second) {
        const std::string q = nodes_[c].sym->qualified();
        if (q != "prims.matmul" && q != "prims.linear") return false;
        any = true;
      }
    }
    return any;
  }

  bool views_only(const std::vector<int>& set) const {
    return std::all_of(set.begin(), set.end(), [&](int v) {
      FusibleKind k = kinds_[v];
      return k == FusibleKind::Broadcast || k == FusibleKind::Reshape ||
             k == FusibleKind::Permute || k == FusibleKind::Slice;
    });
  }

  void materialize(const std::vector<int>& set) {
    // Views of values a library call or the return consumes (a transpose
    // feeding a matmul) stay views: there is nothing to compute.
    if (views_only(set)) {
      for (int v : set) new_group(false, {v});
      return;
    }
    if (try_join(-1, set)) return;
    for (int x : set) assign_one(x);
  }

  void assign_one(int v) {
    int g = max_producer_group({v});
    if (g >= 0 && groups_[g].fusible && try_join(g, {v})) return;
    bool ok = try_join(-1, {v});
    FULGUR_INTERNAL_ASSERT(ok, "a single prim always forms a region: ", nodes_[v].sym->qualified());
  }

  int new_group(bool fusible, std::vector<int> members) {
    int g = static_cast<int>(groups_.size());
    groups_.push_back(Group{fusible, {}, {}});
    for (int m : members) {
      group_of_[m] = g;
      groups_[g].nodes.push_back(m);
    }
    return g;
  }

  // Adds `set` (in trace order) to group g (-1: a new group) when every prim
  // fits the group's kernel structure; returns false and changes nothing
  // otherwise.
  bool try_join(int g, const std::vector<int>& set) {
    if (g >= 0 && reads_across_write(g, set)) return false;
    DomainState st = g >= 0 ? groups_[g].state : DomainState{};
    std::unordered_map<const Proxy*, Tag> overlay;
    auto tag_of = [&](const ProxyPtr& p) {
      auto it = overlay.find(p.get());
      if (it != overlay.end()) return it->second;
      int m = producer_of(p.get());
      if (g >= 0 && m >= 0 && group_of_[m] == g) return tags_.at(p.get());
      return Tag::Free;
    };
    for (int v : set) {
      auto t = node_tag(nodes_[v], kinds_[v], st, tag_of);
      if (!t) return false;
      for (const auto& o : nodes_[v].flat_outputs()) overlay[o.get()] = *t;
    }
    if (g < 0) g = new_group(true, {});
    groups_[g].state = st;
    for (int v : set) {
      group_of_[v] = g;
      groups_[g].nodes.push_back(v);
    }
    for (auto& [p, t] : overlay) tags_[p] = t;
    return true;
  }

  template <typename TagOf>
  static std::optional<Tag> node_tag(const BoundSymbol& b, FusibleKind kind, DomainState& st,
                                     TagOf&& tag_of) {
    std::vector<ProxyPtr> ins;
    for (const auto& p : b.flat_inputs())
      if (p->is_tensor()) ins.push_back(p);
    std::vector<ProxyPtr> outs = b.flat_outputs();
    if (outs.size() != 1 || !outs[0]->is_tensor()) return std::nullopt;
    const Shape& out_shape = outs[0]->tensor().shape;
    BoundArgs args = b.bound_args();
    switch (kind) {
      case FusibleKind::Creation:
        return Tag::Free;
      case FusibleKind::Elementwise: {
        std::optional<Tag> dep;
        for (const auto& p : ins) {
          Tag t = tag_of(p);
          if (t == Tag::Free) continue;
          if (dep && *dep != t) return std::nullopt;
          dep = t;
        }
        if (!dep) return Tag::Free;
        if (*dep == Tag::Full && out_shape != st.full) return std::nullopt;
        if (*dep == Tag::Kept && !st.kept_compatible(out_shape)) return std::nullopt;
        return dep;
      }
      case FusibleKind::Reduction: {
        Tag t = tag_of(ins.at(0));
        const Shape& in_shape = ins[0]->tensor().shape;
        std::vector<bool> red(in_shape.size(), false);
        bool any = false;
        for (const auto& d : args["dims"].seq().items) {
          red.at(static_cast<size_t>(d.as_int())) = true;
          any = true;
        }
        if (!any) return t;  // reduces nothing: an identity
        if (t == Tag::Kept) return std::nullopt;
        if (st.has_reduction) {
          if (in_shape != st.full || red != st.reduced) return std::nullopt;
        } else {
          if (t == Tag::Full) return std::nullopt;  // cannot happen without a reduction
          st.has_reduction = true;
          st.full = in_shape;
          st.reduced = red;
        }
        return Tag::Kept;
      }
      case FusibleKind::Broadcast: {
        Tag t = tag_of(ins.at(0));
        if (t == Tag::Free) return Tag::Free;
        const Shape& in_shape = ins[0]->tensor().shape;
        if (t == Tag::Full)
          return in_shape == out_shape ? std::optional<Tag>(Tag::Full) : std::nullopt;
        // A per-row value spread over its row: its non-1 dims must land on the
        // kept dims of the domain, in order.
        if (out_shape == st.full) {
          std::vector<int64_t> mapped;
          for (size_t i = 0; i < in_shape.size(); ++i)
            if (in_shape[i] != 1)
              mapped.push_back(args["broadcast_dimensions"].seq().items[i].as_int());
          std::vector<int64_t> kept;
          for (size_t d = 0; d < st.full.size(); ++d)
            if (!st.reduced[d] && st.full[d] != 1) kept.push_back(static_cast<int64_t>(d));
          return mapped == kept ? std::optional<Tag>(Tag::Full) : std::nullopt;
        }
        return st.kept_compatible(out_shape) ? std::optional<Tag>(Tag::Kept) : std::nullopt;
      }
      case FusibleKind::Reshape: {
        Tag t = tag_of(ins.at(0));
        if (t == Tag::Free) return Tag::Free;
        if (t == Tag::Kept)
          return st.kept_compatible(out_shape) ? std::optional<Tag>(Tag::Kept) : std::nullopt;
        return ins[0]->tensor().shape == out_shape ? std::optional<Tag>(Tag::Full) : std::nullopt;
      }
      case FusibleKind::Permute:
      case FusibleKind::Slice:
        if (tag_of(ins.at(0)) == Tag::Free) return Tag::Free;
        return std::nullopt;
      case FusibleKind::NotFusible:
        return std::nullopt;
    }
    return std::nullopt;
  }

  Trace emit(const Trace& t) {
    Trace out = t.empty_like();
    // Shape prims left outside regions whose values nothing reads (the
    // unread half of a split): dropped, instead of trailing the return and
    // keeping their source alive as a region output.
    std::vector<bool> dead(nodes_.size(), false);
    for (size_t i = nodes_.size(); i-- > 0;) {
      if (kinds_[i] == FusibleKind::NotFusible || group_of_[i] < 0 ||
          groups_[static_cast<size_t>(group_of_[i])].fusible)
        continue;
      bool read = false;
      for (const auto& o : nodes_[i].flat_outputs())
        if (auto it = readers_.find(o.get()); it != readers_.end())
          for (int r : it->second) read = read || !dead[static_cast<size_t>(r)];
      dead[i] = !read;
    }
    // Which values leave their group.
    std::unordered_set<const Proxy*> escapes;
    for (size_t i = 0; i < nodes_.size(); ++i)
      if (!dead[i])
        for (const auto& p : nodes_[i].flat_inputs()) {
          int m = producer_of(p.get());
          if (m >= 0 && group_of_[m] != group_of_[i]) escapes.insert(p.get());
        }
    int next_region = first_free_region_number(t);
    for (const auto& g : groups_) {
      if (!g.fusible) {
        for (int v : g.nodes)
          if (!dead[static_cast<size_t>(v)]) out.bsyms.push_back(nodes_[v]);
        continue;
      }
      std::vector<int> members = g.nodes;
      std::sort(members.begin(), members.end());
      std::unordered_set<const Proxy*> defined;
      std::vector<Value> args, outs;
      std::unordered_set<const Proxy*> arg_seen;
      BoundSymbol region;
      for (int v : members) {
        for (const auto& p : nodes_[v].flat_inputs())
          if (!defined.count(p.get()) && arg_seen.insert(p.get()).second) args.emplace_back(p);
        for (const auto& o : nodes_[v].flat_outputs()) {
          defined.insert(o.get());
          if (escapes.count(o.get())) outs.emplace_back(o);
        }
        region.subsymbols.push_back(nodes_[v]);
      }
      if (outs.empty()) continue;  // dead prims
      region.sym =
          &fusion_symbol(std::string(region_prefix(target_)) + std::to_string(next_region++));
      region.args = std::move(args);
      region.output = Value::list(std::move(outs));
      out.bsyms.push_back(std::move(region));
    }
    return out;
  }

  int first_free_region_number(const Trace& t) const {
    int next = 0;
    for (const auto& b : t.bsyms) {
      if (!b.sym->has(kTagFusion)) continue;
      const std::string& n = b.sym->name;
      size_t digits = n.find_first_of("0123456789");
      next = std::max(next, std::stoi(n.substr(digits)) + 1);
    }
    return next;
  }

  std::vector<BoundSymbol> nodes_;
  Target target_;
  std::vector<FusibleKind> kinds_;
  std::vector<int> group_of_;
  std::vector<bool> deferred_;
  // Deferred prims not yet placed in a group (possibly placed since; pruned
  // at each wait), so a wait need not scan the whole trace.
  std::vector<int> pending_;
  std::unordered_map<const Proxy*, std::vector<int>> readers_;  // nodes reading each value
  std::vector<Group> groups_;
  std::unordered_map<const Proxy*, int> producer_;
  std::unordered_map<const Proxy*, Tag> tags_;
  StorageNames storage_;
  // Nodes reading each written storage (by root), in trace order; the group
  // of the latest write into each.
  std::unordered_map<const Proxy*, std::vector<int>> storage_readers_;
  std::unordered_map<const Proxy*, int> last_write_group_;
};

}  // namespace

Trace flatten_to_prims(const Trace& t, Target target) {
  Trace out = t.empty_like();
  for (const auto& b : t.bsyms) flatten_into(b, out.bsyms, target);
  return out;
}

Trace partition(const Trace& t, Target target) {
  auto start = std::chrono::steady_clock::now();
  Trace flat = flatten_to_prims(t, target);
  Partitioner p(std::move(flat.bsyms), target);
  Trace out = p.run(t);
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  out.set_provenance("Fusion", ms);
  return out;
}

std::vector<const BoundSymbol*> fusion_regions(const Trace& t) {
  std::vector<const BoundSymbol*> out;
  for (const auto& b : t.bsyms)
    if (b.sym->has(kTagFusion)) out.push_back(&b);
  return out;
}

}  // namespace fulgur::codegen
