#include "ir/passes/ddp.h"

#include <algorithm>
#include <chrono>
#include <unordered_map>

#include "ir/error.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

std::string input_names(const Trace& t) {
  std::string s;
  for (const auto& p : t.params) s += (s.empty() ? "" : ", ") + p.proxy->name;
  return s;
}

std::string bytes_text(int64_t b) {
  if (b >= (int64_t{1} << 20)) return std::to_string(b >> 20) + " MiB";
  if (b >= 1024) return std::to_string(b >> 10) + " KiB";
  return std::to_string(b) + " B";
}

}  // namespace

void apply_ddp(ForwardBackward& fb, const Trace& computation, const DdpOptions& options) {
  auto start = std::chrono::steady_clock::now();
  FULGUR_CHECK(options.bucket_cap_bytes > 0, "DDP: the bucket cap must be positive, got ",
               options.bucket_cap_bytes, " bytes");
  const size_t n = computation.params.size();
  FULGUR_INTERNAL_ASSERT(fb.has_grad.size() == n, "DDP: ", fb.has_grad.size(),
                         " gradient flags for ", n, " inputs");
  std::vector<bool> chosen(n, options.params.empty());
  for (const auto& name : options.params) {
    size_t i = 0;
    while (i < n && computation.params[i].proxy->name != name) ++i;
    FULGUR_CHECK(i < n, "DDP: '", name, "' is not an input of ", computation.fn_name,
                 " (its inputs: ", input_names(computation), ")");
    FULGUR_CHECK(fb.has_grad[i], "DDP: input '", name,
                 "' has no gradient (it does not require grad, or no output depends on it)");
    chosen[i] = true;
  }

  Trace bw = fb.backward;
  FULGUR_INTERNAL_ASSERT(!bw.bsyms.empty() && is_syntax(bw.bsyms.back(), "python_return"),
                         "DDP: the backward does not end with its return");
  Value ret = bw.bsyms.back().args.at(0);
  bw.bsyms.pop_back();
  FULGUR_INTERNAL_ASSERT(ret.is_seq() && ret.seq().items.size() == n, "DDP: the backward returns ",
                         ret.is_seq() ? ret.seq().items.size() : 1, " values for ", n, " inputs");
  std::vector<Value> grads = ret.seq().items;

  // The gradients to average, in the order the backward computes them (the
  // order PyTorch's DDP buckets them in: last layer first).
  std::unordered_map<const Proxy*, size_t> made_at;
  for (size_t k = 0; k < bw.bsyms.size(); ++k)
    for (const auto& p : bw.bsyms[k].flat_outputs()) made_at[p.get()] = k + 1;
  std::vector<size_t> order;
  for (size_t i = 0; i < n; ++i) {
    if (!chosen[i] || !fb.has_grad[i]) continue;
    const Value& g = grads[i];
    FULGUR_INTERNAL_ASSERT(g.is_proxy() && g.proxy()->is_tensor(), "DDP: the gradient of input ",
                           computation.params[i].proxy->name, " is not a tensor");
    FULGUR_CHECK(is_float(g.proxy()->tensor().dtype), "DDP: the gradient of '",
                 computation.params[i].proxy->name, "' is ",
                 dtype_short_name(g.proxy()->tensor().dtype),
                 "; averaging needs a floating-point dtype");
    order.push_back(i);
  }
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return made_at[grads[a].proxy().get()] < made_at[grads[b].proxy().get()];
  });

  // Buckets: consecutive gradients of one dtype up to the cap.
  std::vector<std::vector<size_t>> buckets;
  int64_t bytes = 0;
  for (size_t i : order) {
    const TensorType& t = grads[i].proxy()->tensor();
    int64_t b = t.numel() * dtype_itemsize(t.dtype);
    bool fits = !buckets.empty() &&
                grads[buckets.back().front()].proxy()->tensor().dtype == t.dtype &&
                bytes + b <= options.bucket_cap_bytes;
    if (!fits) {
      buckets.emplace_back();
      bytes = 0;
    }
    buckets.back().push_back(i);
    bytes += b;
  }

  TraceBuilder tb(std::move(bw));
  for (size_t k = 0; k < buckets.size(); ++k) {
    const auto& bucket = buckets[k];
    std::string names;
    int64_t total = 0;
    for (size_t i : bucket) {
      names += (names.empty() ? "" : ", ") + computation.params[i].proxy->name;
      const TensorType& t = grads[i].proxy()->tensor();
      total += t.numel() * dtype_itemsize(t.dtype);
    }
    const size_t header_at = tb.trace().bsyms.size();
    Value packed;
    if (bucket.size() == 1) {
      packed = grads[bucket[0]];
    } else {
      std::vector<Value> flat;
      for (size_t i : bucket) flat.push_back(tb.call("ltorch.reshape", {grads[i], int64_t{-1}}));
      packed = tb.call("ltorch.cat", {Value::list(flat), int64_t{0}});
    }
    Value fut = tb.call("dist.all_reduce", {packed, "avg"});
    Value avg = tb.call("dist.wait", {fut});
    tb.trace().bsyms[header_at].header.push_back("DDP bucket " + std::to_string(k) + " (" +
                                                 bytes_text(total) + "): " + names);
    if (bucket.size() == 1) {
      grads[bucket[0]] = avg;
      continue;
    }
    std::vector<Value> sizes;
    for (size_t i : bucket) sizes.push_back(grads[i].proxy()->tensor().numel());
    Value parts = tb.call("ltorch.split", {avg, Value::list(sizes), int64_t{0}});
    for (size_t j = 0; j < bucket.size(); ++j) {
      const TensorType& t = grads[bucket[j]].proxy()->tensor();
      std::vector<Value> shape_args{parts.seq().items.at(j)};
      for (int64_t e : t.shape) shape_args.push_back(e);
      grads[bucket[j]] = tb.call("ltorch.reshape", std::move(shape_args));
    }
  }
  tb.set_return(Value::tuple(std::move(grads)));
  fb.backward = tb.finish();
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  fb.backward.set_provenance("DDP gradient buckets", ms);
}

}  // namespace fulgur
