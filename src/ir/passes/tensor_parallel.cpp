#include "ir/passes/tensor_parallel.h"

#include <chrono>
#include <cstdlib>
#include <functional>
#include <map>
#include <unordered_map>
#include <unordered_set>

#include "ir/error.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

// Whether `b` computes each output element from the same-index elements of
// its operands only (so it commutes with sharding the last dim): every prim
// it decomposes into is elementwise, a cast, a constant, or a broadcast of a
// single element.
bool pointwise(const BoundSymbol& b) {
  if (b.sym->is_prim) {
    const std::string& n = b.sym->name;
    if (b.sym->ns != "prims") return false;
    if (b.sym->has(kTagElementwise) || n == "convert_element_type" || n == "full") return true;
    if (n == "broadcast_in_dim") {
      auto ins = b.flat_inputs();
      return !ins.empty() && ins[0]->is_tensor() && ins[0]->tensor().numel() == 1;
    }
    return false;
  }
  if (b.subsymbols.empty() || b.sym->has(kTagSyntax) || b.sym->has(kTagSideEffect)) return false;
  for (const auto& s : b.subsymbols)
    if (!pointwise(s)) return false;
  return true;
}

class Transform {
 public:
  Transform(const Trace& t, const TensorParallelOptions& o) : t_(t), o_(o) {
    auto [rank, world] = tensor_parallel_rank(o);
    rank_ = rank;
    n_ = world;
  }

  Trace run() {
    check_names();
    Trace start = t_.empty_like();
    // The group: every rank of the world, on the inputs' device type.
    std::string device_type = "cpu";
    for (const auto& p : t_.params)
      if (p.proxy->is_tensor()) {
        device_type = p.proxy->tensor().device.is_cuda() ? "cuda" : "cpu";
        break;
      }
    group_ = Value(ProcessGroupSpec{DeviceMesh::world(n_, device_type), {0}});

    // The sharded inputs: same names, this rank's shapes.
    for (auto& p : start.params) {
      int d = tensor_parallel_shard_dim(o_, p.proxy->name);
      if (d < 0) continue;
      auto np = std::make_shared<Proxy>(*p.proxy);
      np->type.tensor.shape[static_cast<size_t>(d)] /= n_;
      env_[p.proxy.get()] = Value(np);
      new_.insert(np.get());
      sharded_params_.insert(np.get());
      p.proxy = np;
    }
    TraceBuilder tb(std::move(start));
    tb_ = &tb;
    for (const BoundSymbol& b : t_.bsyms) rewrite(b);
    double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_)
                    .count();
    Trace out = tb.finish();
    out.set_provenance(
        "Tensor parallel (rank " + std::to_string(rank_) + " of " + std::to_string(n_) + ")", ms);
    return out;
  }

 private:
  void check_names() {
    std::unordered_map<std::string, std::string> claimed;
    auto claim = [&](const std::string& name, const char* how, int dim, int rank) {
      const TraceParam* param = nullptr;
      for (const auto& p : t_.params)
        if (p.proxy->name == name) param = &p;
      FULGUR_CHECK(param, "tensor parallel: '", name, "' (", how, ") is not an input of ",
                   t_.fn_name, " (its inputs: ", t_.input_names(), ")");
      auto [it, fresh] = claimed.emplace(name, how);
      FULGUR_CHECK(fresh, "tensor parallel: '", name, "' is claimed twice (", it->second, " and ",
                   how, "); a parameter is sharded one way");
      const Proxy& p = *param->proxy;
      FULGUR_CHECK(p.is_tensor() && !p.tensor().dtensor, "tensor parallel: '", name,
                   "' must be a tensor, got ", type_string(p.type));
      const Shape& s = p.tensor().shape;
      FULGUR_CHECK(
          static_cast<int>(s.size()) == rank || (dim == 0 && s.size() == 1), "tensor parallel: '",
          name, "' (", how, ") must be ",
          rank == 2 && dim == 0 ? "a weight [out, in] or a bias [out]" : "a weight [out, in]",
          ", got ", type_string(p.type),
          dim == 1 ? " (a row-parallel layer's bias stays replicated: name only its weight)" : "");
      int64_t e = s[static_cast<size_t>(dim)];
      FULGUR_CHECK(e % n_ == 0, "tensor parallel: '", name, "' (", how, ") shards dim ", dim,
                   " of extent ", e, ", which is not divisible by the group size ", n_);
    };
    for (const auto& n : o_.column) claim(n, "column-parallel", 0, 2);
    for (const auto& n : o_.row) claim(n, "row-parallel", 1, 2);
  }

  Value map(const Value& v) {
    if (v.is_proxy()) {
      auto it = env_.find(v.proxy().get());
      return it == env_.end() ? v : it->second;
    }
    if (v.is_seq()) {
      std::vector<Value> items;
      for (const auto& x : v.seq().items) items.push_back(map(x));
      return v.seq().is_list ? Value::list(std::move(items)) : Value::tuple(std::move(items));
    }
    return v;
  }

  bool is_sharded(const Value& v) const {
    return v.is_proxy() && sharded_.count(v.proxy().get()) != 0;
  }
  bool is_param(const Value& v) const {
    return v.is_proxy() && sharded_params_.count(v.proxy().get()) != 0;
  }
  std::string column_or_row(const Value& v) const {
    return tensor_parallel_shard_dim(o_, v.proxy()->name) == 0 ? "column-parallel" : "row-parallel";
  }

  // A sharded value gathered (once per value): the column-parallel output's
  // post-processing.
  Value gathered(const Value& v) {
    if (!is_sharded(v)) return v;
    auto it = gathered_.find(v.proxy().get());
    if (it != gathered_.end()) return it->second;
    Value g = tb_->call("dist.synchronize_tensor_parallel_output", {v, group_, "column"},
                        {{"rank", rank_}});
    gathered_[v.proxy().get()] = g;
    return g;
  }

  // The pre-processing of a layer's input, once per value and kind.
  Value synchronized_input(const Value& v, const char* kind) {
    auto key = std::make_pair(v.proxy().get(), std::string(kind));
    auto it = inputs_.find(key);
    if (it != inputs_.end()) return it->second;
    std::vector<std::pair<std::string, Value>> kw;
    if (std::string(kind) == "row") kw.emplace_back("rank", rank_);
    Value s = tb_->call("dist.synchronize_tensor_parallel_input", {v, group_, kind}, std::move(kw));
    inputs_[key] = s;
    return s;
  }

  // Appends `b` re-run on new arguments; its outputs keep their names.
  Value recall(const BoundSymbol& b, std::vector<Value> args,
               std::vector<std::pair<std::string, Value>> kwargs) {
    Value out = tb_->call(*b.sym, std::move(args), std::move(kwargs), b.loc);
    tb_->trace().bsyms.back().header = b.header;
    bind(b.output, out);
    return out;
  }
  void bind(const Value& old, const Value& now) {
    if (old.is_proxy() && now.is_proxy()) {
      if (old.proxy()->name != now.proxy()->name) {
        tb_->trace().names.release(now.proxy()->name);
        now.proxy()->name = old.proxy()->name;
      }
      env_[old.proxy().get()] = now;
      new_.insert(now.proxy().get());
    } else if (old.is_seq() && now.is_seq() && old.seq().items.size() == now.seq().items.size()) {
      for (size_t i = 0; i < old.seq().items.size(); ++i)
        bind(old.seq().items[i], now.seq().items[i]);
    }
  }

  void rewrite(const BoundSymbol& b) {
    if (is_syntax(b, "python_return")) {
      tb_->set_return(map_gathered(map(b.args.at(0))));
      return;
    }
    std::vector<Value> args;
    for (const auto& a : b.args) args.push_back(map(a));
    std::vector<std::pair<std::string, Value>> kwargs;
    for (const auto& [k, v] : b.kwargs) kwargs.emplace_back(k, map(v));
    if (b.sym->qualified() == "ltorch.linear") {
      BoundArgs ba = b.bound_args();
      const Value w = map(ba["weight"]);
      const Value bias = map(ba["bias"]);
      if (is_param(w)) {
        linear(b, map(ba["input"]), w, bias);
        return;
      }
      FULGUR_CHECK(!is_param(bias), "tensor parallel: '", bias.proxy()->name, "' (",
                   column_or_row(bias), ") is the bias of a linear layer whose weight '",
                   w.is_proxy() ? w.proxy()->name : "?",
                   "' is not sharded; shard the weight too (column-parallel)");
    }
    bool any_sharded = false;
    std::vector<ProxyPtr> ins;
    for (const auto& a : args) collect_proxies(a, ins);
    for (const auto& [k, v] : kwargs) collect_proxies(v, ins);
    for (const auto& p : ins) {
      any_sharded = any_sharded || sharded_.count(p.get());
      if (sharded_params_.count(p.get()))
        FULGUR_FAIL("tensor parallel: '", p->name, "' (", column_or_row(Value(p)), ") is read by ",
                    b.sym->qualified(),
                    "; a sharded parameter may only be the weight of a linear layer (or the bias "
                    "of a column-parallel one)");
    }
    bool changed = false;
    for (const auto& p : ins) changed = changed || new_.count(p.get()) != 0;
    if (!changed) {
      tb_->append(b);
      return;
    }
    if (any_sharded && shard_transparent(b, ins)) {
      Value out = recall(b, std::move(args), std::move(kwargs));
      std::vector<ProxyPtr> outs;
      collect_proxies(out, outs);
      for (const auto& o : outs) sharded_.insert(o.get());
      return;
    }
    for (auto& a : args) a = map_gathered(a);
    for (auto& [k, v] : kwargs) v = map_gathered(v);
    recall(b, std::move(args), std::move(kwargs));
  }

  Value map_gathered(const Value& v) {
    if (v.is_proxy()) return gathered(v);
    if (v.is_seq()) {
      std::vector<Value> items;
      for (const auto& x : v.seq().items) items.push_back(map_gathered(x));
      return v.seq().is_list ? Value::list(std::move(items)) : Value::tuple(std::move(items));
    }
    return v;
  }

  // A pointwise op whose tensor operands all have its output's shape (or
  // are single elements), with every full-size operand sharded: it runs on
  // the shards and its output is sharded.
  bool shard_transparent(const BoundSymbol& b, const std::vector<ProxyPtr>& ins) const {
    auto outs = b.flat_outputs();
    if (outs.size() != 1 || !outs[0]->is_tensor() || !pointwise(b)) return false;
    for (const auto& p : ins) {
      if (!p->is_tensor()) continue;
      if (sharded_.count(p.get())) continue;
      if (p->tensor().numel() == 1 && p->tensor().rank() == 0) continue;
      return false;
    }
    // The original operands: full-size and sharded ones had the output's shape.
    for (const auto& p : b.flat_inputs())
      if (p->is_tensor() && p->tensor().rank() > 0 && p->tensor().shape != outs[0]->tensor().shape)
        return false;
    return true;
  }

  void linear(const BoundSymbol& b, Value x, const Value& w, const Value& bias) {
    int d = tensor_parallel_shard_dim(o_, w.proxy()->name);
    if (d == 0) {
      FULGUR_CHECK(bias.is_none() || is_param(bias), "tensor parallel: the bias '",
                   bias.is_proxy() ? bias.proxy()->name : "", "' of column-parallel '",
                   w.proxy()->name,
                   "' must be sharded with it: add it to the column-parallel names");
      if (!bias.is_none())
        FULGUR_CHECK(tensor_parallel_shard_dim(o_, bias.proxy()->name) == 0 &&
                         bias.proxy()->tensor().rank() == 1,
                     "tensor parallel: the bias '", bias.proxy()->name, "' of column-parallel '",
                     w.proxy()->name, "' must be a column-parallel bias [out]");
      FULGUR_CHECK(w.proxy()->tensor().rank() == 2, "tensor parallel: column-parallel '",
                   w.proxy()->name, "' is used as a linear layer's weight but is ",
                   type_string(w.proxy()->type));
      x = synchronized_input(gathered(x), "column");
      Value y = recall(b, {x, w, bias}, {});
      sharded_.insert(y.proxy().get());
      return;
    }
    FULGUR_CHECK(bias.is_none() || !is_param(bias), "tensor parallel: the bias '",
                 bias.is_proxy() ? bias.proxy()->name : "", "' of row-parallel '", w.proxy()->name,
                 "' stays replicated (the all_reduce's output gets it once): do not shard it");
    if (!is_sharded(x)) x = synchronized_input(x, "row");
    // Each rank's partial sum, then their sum and the bias, as one composite.
    Value partial = tb_->call(*b.sym, {x, w}, {}, b.loc);
    tb_->trace().bsyms.back().header = b.header;
    std::vector<std::pair<std::string, Value>> kw;
    if (!bias.is_none()) kw.emplace_back("bias", bias);
    Value out = tb_->call("dist.synchronize_tensor_parallel_output", {partial, group_, "row"},
                          std::move(kw));
    bind(b.output, out);
  }

  const Trace& t_;
  const TensorParallelOptions& o_;
  int64_t rank_ = 0, n_ = 1;
  Value group_;
  TraceBuilder* tb_ = nullptr;
  std::unordered_map<const Proxy*, Value> env_;  // original proxy -> its value now
  std::unordered_set<const Proxy*> sharded_;     // values holding a last-dim shard
  std::unordered_set<const Proxy*> sharded_params_;
  std::unordered_set<const Proxy*> new_;  // values this transform made
  std::unordered_map<const Proxy*, Value> gathered_;
  std::map<std::pair<const Proxy*, std::string>, Value> inputs_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
};

}  // namespace

std::pair<int64_t, int64_t> tensor_parallel_rank(const TensorParallelOptions& o) {
  int64_t world = o.world_size >= 0 ? o.world_size : 1;
  int64_t rank = o.rank >= 0 ? o.rank : 0;
  FULGUR_CHECK(world >= 1, "tensor parallel: the world size must be at least 1, got ", world);
  FULGUR_CHECK(rank >= 0 && rank < world, "tensor parallel: rank ", rank,
               " is not a rank of a world of ", world);
  return {rank, world};
}

int tensor_parallel_shard_dim(const TensorParallelOptions& o, const std::string& name) {
  for (const auto& n : o.column)
    if (n == name) return 0;
  for (const auto& n : o.row)
    if (n == name) return 1;
  return -1;
}

Trace tensor_parallel(const Trace& t, const TensorParallelOptions& options) {
  return Transform(t, options).run();
}

bool is_tensor_parallel_composite(const BoundSymbol& b) {
  const Symbol& s = *b.sym;
  return s.ns == "dist" && (s.name == "synchronize_tensor_parallel_input" ||
                            s.name == "synchronize_tensor_parallel_output" ||
                            s.name == "synchronize_tensor_parallel_input_backward" ||
                            s.name == "synchronize_tensor_parallel_output_backward");
}

}  // namespace fulgur
