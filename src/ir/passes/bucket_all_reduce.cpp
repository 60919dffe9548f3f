#include "ir/passes/bucket_all_reduce.h"

#include <algorithm>
#include <chrono>
#include <limits>
#include <unordered_map>

#include "ir/effects.h"
#include "ir/error.h"
#include "ir/passes/sort_waits.h"
#include "ir/syntax.h"
#include "ir/value.h"

namespace fulgur {

namespace {

constexpr size_t kNever = std::numeric_limits<size_t>::max();

// One all-reduce and its wait: `f = dist.all_reduce(x, op, group)`, `y = dist.wait(f)`.
struct Member {
  size_t at = 0;     // the all_reduce's index
  size_t ready = 0;  // the first index where it could be issued: after x is made
  ProxyPtr x, y;
  Value op, group;
  std::string key;  // op, group and dtype: what members of one bucket share
  int64_t bytes = 0;
  size_t first_use = kNever;  // the first symbol reading y
  // An 'avg' over a group of `average_over` ranks, reduced as a 'sum' in a
  // bucket of sums and divided after (what the communicator's 'avg' computes:
  // the sum in the tensor's dtype, then divided by the group's size); 0: not.
  int64_t average_over = 0;
};

// Exact below 64 KiB, then in whole KiB (MiB from 64 MiB).
std::string bytes_text(int64_t b) {
  if (b >= (int64_t{64} << 20)) return std::to_string(b >> 20) + " MiB";
  if (b >= (int64_t{64} << 10)) return std::to_string(b >> 10) + " KiB";
  return std::to_string(b) + " B";
}

// The all-reduce / wait pairs of `bs` that can move: the future read by its
// wait alone, the reduced tensor never written in place (it is read where
// the bucket is issued, later than the original all-reduce).
std::vector<Member> pairs(const std::vector<BoundSymbol>& bs) {
  std::unordered_map<const Proxy*, std::vector<size_t>> uses;
  std::unordered_map<const Proxy*, size_t> made_at;
  for (size_t k = 0; k < bs.size(); ++k) {
    for (const auto& p : bs[k].flat_inputs()) uses[p.get()].push_back(k);
    for (const auto& p : bs[k].flat_outputs()) made_at.emplace(p.get(), k);
  }
  StorageNames storage(bs);
  std::vector<Member> out;
  for (size_t k = 0; k < bs.size(); ++k) {
    const BoundSymbol& b = bs[k];
    if (b.sym->qualified() != "dist.all_reduce") continue;
    std::vector<ProxyPtr> outs = b.flat_outputs();
    if (outs.size() != 1) continue;
    const auto& fu = uses[outs[0].get()];
    if (fu.size() != 1 || bs[fu[0]].sym->qualified() != "dist.wait") continue;
    std::vector<ProxyPtr> ys = bs[fu[0]].flat_outputs();
    BoundArgs a = b.bound_args();
    if (ys.size() != 1 || !a["a"].is_proxy()) continue;
    Member m;
    m.at = k;
    m.x = a["a"].proxy();
    m.y = ys[0];
    if (storage.written(m.x.get())) continue;
    auto made = made_at.find(m.x.get());
    m.ready = made == made_at.end() ? 0 : made->second + 1;
    m.op = a["op"];
    m.group = a["group"];
    const TensorType& t = m.x->tensor();
    // A floating-point average over a group of known size joins the sums
    // (the train step's loss: one collective a step, as DDP's).
    Value op = m.op;
    if (m.op.is_str() && m.op.as_str() == "avg" && is_float(t.dtype) && m.group.is_group()) {
      m.average_over = m.group.group().size();
      op = Value(std::string("sum"));
    }
    m.key = value_repr(op) + "|" + value_repr(m.group) + "|" +
            std::string(dtype_short_name(t.dtype)) + "|" + t.device.str();
    m.bytes = t.numel() * dtype_itemsize(t.dtype);
    for (size_t u : uses[m.y.get()]) m.first_use = std::min(m.first_use, u);
    out.push_back(std::move(m));
  }
  return out;
}

// Each dist.wait moved to right after the statement that makes its future
// (a wait reads only its future, and its readers come after where it was).
Trace waits_after_collectives(const Trace& t) {
  std::unordered_map<const Proxy*, std::vector<size_t>> waits_of;  // future -> waits
  std::vector<bool> is_wait(t.bsyms.size(), false);
  for (size_t k = 0; k < t.bsyms.size(); ++k) {
    const BoundSymbol& b = t.bsyms[k];
    if (b.sym->qualified() != "dist.wait" || b.flat_inputs().size() != 1) continue;
    waits_of[b.flat_inputs()[0].get()].push_back(k);
    is_wait[k] = true;
  }
  Trace out = t.empty_like();
  std::vector<bool> placed(t.bsyms.size(), false);
  for (size_t k = 0; k < t.bsyms.size(); ++k) {
    if (is_wait[k]) {
      if (!placed[k]) out.bsyms.push_back(t.bsyms[k]);  // its future is an input
      continue;
    }
    out.bsyms.push_back(t.bsyms[k]);
    for (const auto& p : t.bsyms[k].flat_outputs())
      if (auto it = waits_of.find(p.get()); it != waits_of.end())
        for (size_t w : it->second) {
          out.bsyms.push_back(t.bsyms[w]);
          placed[w] = true;
        }
  }
  return out;
}

}  // namespace

int count_all_reduces(const Trace& t) {
  int n = 0;
  for (const auto& b : flatten_inplace_collectives(t).bsyms)
    n += b.sym->qualified() == "dist.all_reduce" ? 1 : 0;
  return n;
}

Trace bucket_all_reduces(const Trace& input, const BucketOptions& options) {
  FULGUR_CHECK(options.cap_bytes > 0, "bucket_all_reduces: the bucket cap must be positive, got ",
               options.cap_bytes, " bytes");
  auto start = std::chrono::steady_clock::now();
  // Each wait and its readers as late as the dependencies allow (sort_waits,
  // which flattens in-place collectives and redistributions first): an
  // update that reads one gradient's all-reduce then comes after the other
  // gradients' all-reduces, so they can share a bucket.
  // Without scheduling the trace keeps its order (each redistribution's
  // collectives flattened in place): a member joins a bucket all the same
  // when nothing reads its result before the bucket's last tensor is made.
  const Trace t = options.schedule ? sort_waits(input) : flatten_inplace_collectives(input);
  const std::vector<BoundSymbol>& bs = t.bsyms;
  std::vector<Member> members = pairs(bs);

  // Greedy, in program order: a member joins the open bucket of its key
  // (reduce op, group, dtype) when it fits under the cap and the bucket can
  // be issued where every member's tensor is made and before any member's
  // result is read (an all-reduce that the program issues late, as the
  // loss's at the return, joins a bucket issued where its tensor exists);
  // otherwise it opens a new one.
  struct Bucket {
    std::vector<size_t> members;
    size_t issue = 0;           // the latest ready of its members: issued before bs[issue]
    size_t first_use = kNever;  // the earliest read of a member's result
    int64_t bytes = 0;
  };
  std::vector<Bucket> buckets;
  std::unordered_map<std::string, size_t> open;  // key -> bucket
  for (size_t i = 0; i < members.size(); ++i) {
    const Member& m = members[i];
    auto it = open.find(m.key);
    bool joins = false;
    if (it != open.end()) {
      const Bucket& b = buckets[it->second];
      joins = b.bytes + m.bytes <= options.cap_bytes &&
              std::max(b.issue, m.ready) < std::min(b.first_use, m.first_use);
    }
    if (!joins) {
      buckets.emplace_back();
      it = open.insert_or_assign(m.key, buckets.size() - 1).first;
    }
    Bucket& b = buckets[it->second];
    b.members.push_back(i);
    b.issue = std::max(b.issue, m.ready);
    b.first_use = std::min(b.first_use, m.first_use);
    b.bytes += m.bytes;
  }
  // Where each bucket of two or more is issued, and the symbols it replaces.
  std::unordered_map<size_t, std::vector<size_t>>
      issue_at;  // bsym index -> buckets issued before it
  std::vector<bool> dropped(bs.size(), false);
  std::unordered_map<const Proxy*, size_t> wait_of;
  for (size_t k = 0; k < bs.size(); ++k)
    if (bs[k].sym->qualified() == "dist.wait")
      for (const auto& p : bs[k].flat_inputs()) wait_of[p.get()] = k;
  bool any = false;
  for (size_t b = 0; b < buckets.size(); ++b) {
    if (buckets[b].members.size() < 2) continue;
    any = true;
    issue_at[buckets[b].issue].push_back(b);
    for (size_t i : buckets[b].members) {
      const Member& m = members[i];
      dropped[m.at] = true;
      dropped[wait_of.at(bs[m.at].flat_outputs()[0].get())] = true;
    }
  }
  if (!any) return input;

  TraceBuilder tb(t.empty_like());
  int made = 0;
  auto emit = [&](const std::vector<size_t>& bucket) {
    const size_t header_at = tb.trace().bsyms.size();
    std::vector<Value> flat;
    std::vector<Value> sizes;
    std::string names;
    int64_t total = 0;
    for (size_t i : bucket) {
      const Member& m = members[i];
      const int64_t n = m.x->tensor().numel();
      flat.push_back(tb.call("prims.reshape", {Value(m.x), Value::ints({n})}));
      sizes.push_back(n);
      names += (names.empty() ? "" : ", ") + m.y->name;
      total += m.bytes;
    }
    const Member& first = members[bucket.front()];
    Value packed = tb.call("prims.cat", {Value::list(flat), int64_t{0}});
    std::vector<std::pair<std::string, Value>> kw;
    if (!first.group.is_none()) kw.emplace_back("group", first.group);
    Value op = first.average_over > 0 ? Value(std::string("sum")) : first.op;
    Value fut = tb.call("dist.all_reduce", {packed, op}, std::move(kw));
    Value reduced = tb.call("dist.wait", {fut});
    int64_t offset = 0;
    for (size_t j = 0; j < bucket.size(); ++j) {
      const Member& m = members[bucket[j]];
      const int64_t n = sizes[j].as_int();
      Value piece =
          tb.call("prims.slice", {reduced, Value::ints({offset}), Value::ints({offset + n})});
      if (m.average_over > 1)  // the average, from the sum (over one rank: the sum)
        piece = tb.call("prims.div", {piece, static_cast<double>(m.average_over)});
      tb.call("prims.reshape", {piece, Value::ints(m.y->tensor().shape)});
      // Its readers read it by the member's name (a prim: no subsymbol names another).
      tb.trace().bsyms.back().output = Value(m.y);
      offset += n;
    }
    tb.trace().bsyms[header_at].header.push_back(
        "all-reduce bucket " + std::to_string(made++) + " (" + bytes_text(total) + ", " +
        std::to_string(bucket.size()) + " tensors" +
        (std::any_of(bucket.begin(), bucket.end(),
                     [&](size_t i) { return members[i].average_over > 1; })
             ? ", averages divided after"
             : "") +
        "): " + names);
  };
  for (size_t k = 0; k <= bs.size(); ++k) {
    auto it = issue_at.find(k);
    if (it != issue_at.end())
      for (size_t b : it->second) emit(buckets[b].members);
    if (k < bs.size() && !dropped[k]) tb.trace().bsyms.push_back(bs[k]);
  }
  Trace out = tb.finish();
  if (!options.schedule) out = waits_after_collectives(out);
  out.set_provenance(
      "Bucket all-reduces",
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
  return out;
}

}  // namespace fulgur
