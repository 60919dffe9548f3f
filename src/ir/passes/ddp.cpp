#include "ir/passes/ddp.h"

#include <chrono>
#include <unordered_map>

#include "ir/error.h"
#include "ir/passes/bucket_all_reduce.h"
#include "ir/sharding/sharding.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {}  // namespace

void apply_ddp(ForwardBackward& fb, const Trace& computation, const DdpOptions& options) {
  auto start = std::chrono::steady_clock::now();
  FULGUR_CHECK(options.bucket_cap_bytes > 0, "DDP: the bucket cap must be positive, got ",
               options.bucket_cap_bytes, " bytes");
  const int64_t world = options.world_size > 0 ? options.world_size : 1;
  const int64_t rank = options.rank >= 0 ? options.rank : 0;
  FULGUR_CHECK(rank < world, "DDP: rank ", rank, " is not in a world of ", world);
  const size_t n = computation.params.size();
  FULGUR_INTERNAL_ASSERT(fb.has_grad.size() == n, "DDP: ", fb.has_grad.size(),
                         " gradient flags for ", n, " inputs");
  std::vector<bool> chosen(n, options.params.empty());
  for (const auto& name : options.params) {
    size_t i = 0;
    while (i < n && computation.params[i].proxy->name != name) ++i;
    FULGUR_CHECK(i < n, "DDP: '", name, "' is not an input of ", computation.fn_name,
                 " (its inputs: ", computation.input_names(), ")");
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

  // The gradients to average, each after the statement that makes it (the
  // backward's order, last layer first: the order PyTorch's DDP buckets in).
  std::unordered_map<const Proxy*, size_t> made_at;  // 0: before every statement
  for (size_t k = 0; k < bw.bsyms.size(); ++k)
    for (const auto& p : bw.bsyms[k].flat_outputs()) made_at[p.get()] = k + 1;
  std::vector<std::vector<size_t>> after(bw.bsyms.size() + 1);
  for (size_t i = 0; i < n; ++i) {
    if (!chosen[i] || !fb.has_grad[i]) continue;
    const Value& g = grads[i];
    FULGUR_INTERNAL_ASSERT(g.is_proxy() && g.proxy()->is_tensor(), "DDP: the gradient of input ",
                           computation.params[i].proxy->name, " is not a tensor");
    FULGUR_CHECK(is_float(g.proxy()->tensor().dtype), "DDP: the gradient of '",
                 computation.params[i].proxy->name, "' is ",
                 dtype_short_name(g.proxy()->tensor().dtype),
                 "; averaging needs a floating-point dtype");
    auto it = made_at.find(g.proxy().get());
    after[it == made_at.end() ? 0 : it->second].push_back(i);
  }

  // Each rank's gradient of a replicated parameter is its share of the
  // average over the world: a DTensor placed Partial(avg) on the world's
  // 1-D mesh, redistributed to Replicate() (the DTensor layer's
  // dist.redistribute: an all-reduce 'avg'). bucket_all_reduces packs them.
  TraceBuilder tb(bw.empty_like());
  auto average = [&](size_t i) {
    const ProxyPtr& param = computation.params[i].proxy;
    TensorType global = grads[i].proxy()->tensor();
    global.dtensor = DTensorSpec{DeviceMesh::world(world, global.device.is_cuda() ? "cuda" : "cpu"),
                                 {Placement::partial(ReduceOp::Avg)}};
    const size_t at = tb.trace().bsyms.size();
    Value avg = redistribute(tb, grads[i], global, {Placement::replicate()}, rank);
    std::string name = "grad_" + param->name;
    NameGen& names = tb.trace().names;
    if (names.in_use(name)) name = names.fresh(name + "_");
    names.reserve(name);
    avg.proxy()->name = name;
    tb.trace().bsyms[at].header.push_back("DDP: the gradient of " + param->name +
                                          ", averaged over " + std::to_string(world) +
                                          (world == 1 ? " rank" : " ranks"));
    grads[i] = avg;
  };
  for (size_t i : after[0]) average(i);
  for (size_t k = 0; k < bw.bsyms.size(); ++k) {
    tb.append(std::move(bw.bsyms[k]));
    for (size_t i : after[k + 1]) average(i);
  }
  tb.set_return(Value::tuple(std::move(grads)));
  // One all-reduce per bucket, each issued where its last gradient is made.
  fb.backward = bucket_all_reduces(
      tb.finish(), {.cap_bytes = options.bucket_cap_bytes, .schedule = options.schedule});
  double ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  fb.backward.set_provenance("DDP gradient buckets", ms);
}

}  // namespace fulgur
