// A whole train step (forward, backward, optimizer update and prims.copy_
// writes into the parameters and the optimizer state) typed with DTensors
// (type_dtensor) and expanded per rank (expand_dtensor): every rank's program,
// run in one process with a simulated world, gives the single-device
// program's loss, updated weights and momenta (spmd_design.md, steps 3-4).
#include <gtest/gtest.h>

#include <ATen/ATen.h>

#include <atomic>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <thread>

#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/ops/placeholder.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/printer.h"
#include "ir/sharding/sharding.h"
#include "ir/syntax.h"
#include "runtime/aten_interop.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"

namespace fulgur {
namespace {

using Env = std::map<const Proxy*, Value>;

Value subst(const Value& v, const Env& env) {
  if (v.is_proxy()) {
    auto it = env.find(v.proxy().get());
    return it == env.end() ? v : it->second;
  }
  if (v.is_seq()) {
    Seq s{v.seq().is_list, {}};
    for (const Value& item : v.seq().items) s.items.push_back(subst(item, env));
    return Value(std::move(s));
  }
  return v;
}

std::string read_example(const std::string& name) {
  std::ifstream f(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace");
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
  return s;
}

// The example's program with a scalar loss: the MLP's output squared and
// averaged; the GPT-2 and LLaMA blocks (batch 2) end in cross-entropy, and
// get a batch of 4 so that 4 ranks split it evenly.
Trace loss_program(const std::string& name) {
  std::string text = read_example(name);
  if (name == "mlp") {
    // A batch of 32: larger than the weights, so that with Shard(0)
    // weights the rules gather the weights, not the batch (linear_rule
    // gathers the smaller operand, as PyTorch's cost model does).
    text = replace_all(text, "x: \"cpu f32[4, 12]\"", "x: \"cpu f32[32, 12]\"");
    text = replace_all(text, "  return (t2,)",
                       "  sq = ltorch.mul(t2, t2)\n  loss = ltorch.mean(sq)\n  return (loss,)");
  } else {
    text = replace_all(text, "i64[2, 16]", "i64[4, 16]");
    text = replace_all(text, "0, 2, 16, 4, 8)", "0, 4, 16, 4, 8)");
    text = replace_all(text, "(2, 16, 32))", "(4, 16, 32))");
    text = replace_all(text, "(32, 64))", "(64, 64))");
    text = replace_all(text, "(targets, (32,))", "(targets, (64,))");
  }
  return parse_trace(text, name);
}

struct Step {
  Trace trace;                      // step(params..., momenta..., batch...) -> (loss,)
  std::vector<std::string> params;  // in input order
  std::vector<std::string> momenta;
  std::vector<std::string> batch;
  std::vector<std::string> grads;  // each param's gradient, by name
};

// The train step of `loss`: the joint forward and backward (the loss's
// cotangent a prims.full 1), then an optimizer update of every float input
// but the batch, written into the weights and the state with prims.copy_:
// SGD with momentum — m = mu * m + g (ltorch), w = w - lr * m (prims) — or
// AdamW (torch.optim.AdamW's update, with a 0-d `step` tensor as its state,
// so the bias corrections are tensors). Returns the loss.
enum class Optimizer { SgdMomentum, AdamW };

Step train_step(const Trace& loss_in, const std::set<std::string>& batch_names,
                Optimizer opt = Optimizer::SgdMomentum, double lr = 0.1, double mu = 0.9) {
  Trace loss = loss_in;  // its own proxies (parsed for this step): marked in place
  Step s;
  for (TraceParam& p : loss.params)
    if (p.proxy->is_tensor() && !batch_names.count(p.proxy->name) &&
        is_float(p.proxy->tensor().dtype))
      p.proxy->type.tensor.requires_grad = true;
  ForwardBackward fb = grad_transform(loss);
  const Trace& joint = fb.joint;

  TraceBuilder tb("train_step");
  std::vector<ProxyPtr> ins = loss.input_proxies();
  std::map<std::string, ProxyPtr> by_name;
  for (const ProxyPtr& p : ins)
    if (p->tensor().requires_grad) s.params.push_back(p->name);
  for (const ProxyPtr& p : ins) {
    TensorType t = p->tensor();
    t.requires_grad = false;
    by_name[p->name] = tb.add_input(p->name, ProxyType::of_tensor(t));
  }
  for (const std::string& n : s.params) {
    TensorType t = by_name[n]->tensor();
    by_name["m_" + n] = tb.add_input("m_" + n, ProxyType::of_tensor(t));
    s.momenta.push_back("m_" + n);
    if (opt == Optimizer::AdamW) {
      by_name["v_" + n] = tb.add_input("v_" + n, ProxyType::of_tensor(t));
      s.momenta.push_back("v_" + n);
    }
  }
  if (opt == Optimizer::AdamW) {
    TensorType t = by_name[s.params.at(0)]->tensor();  // f32 on the params' device
    t.shape = {};
    t.strides.reset();
    by_name["step"] = tb.add_input("step", ProxyType::of_tensor(t));
    s.momenta.push_back("step");
  }
  for (const ProxyPtr& p : ins)
    if (!p->tensor().requires_grad) s.batch.push_back(p->name);
  // The joint: joint(inputs..., cotangents...) -> (outputs, gradients).
  Env env;
  std::vector<ProxyPtr> jins = joint.input_proxies();
  for (size_t i = 0; i < ins.size(); ++i) env[jins.at(i).get()] = Value(by_name[ins[i]->name]);
  for (size_t i = ins.size(); i < jins.size(); ++i) {
    const TensorType& ct = jins[i]->tensor();
    env[jins[i].get()] =
        tb.call("prims.full", {Value::ints(ct.shape), Value(1.0)}, {{"dtype", Value(ct.dtype)}});
  }
  Value outputs, grads;
  for (const BoundSymbol& b : joint.bsyms) {
    if (b.sym->has(kTagSyntax)) {
      if (is_syntax(b, "python_return")) {
        const Value& r = b.args.at(0);
        outputs = subst(r.seq().items.at(0), env);
        grads = subst(r.seq().items.at(1), env);
      }
      continue;
    }
    std::vector<Value> a;
    for (const Value& v : b.args) a.push_back(subst(v, env));
    std::vector<std::pair<std::string, Value>> k;
    for (const auto& [n, v] : b.kwargs) k.emplace_back(n, subst(v, env));
    Value out = tb.call(*b.sym, std::move(a), std::move(k));
    std::vector<ProxyPtr> o, n;
    collect_proxies(b.output, o);
    collect_proxies(out, n);
    for (size_t i = 0; i < o.size(); ++i) env[o[i].get()] = Value(n[i]);
  }
  Value loss_v = outputs.is_seq() ? outputs.seq().items.at(0) : outputs;
  const auto& gs = grads.seq().items;
  std::vector<std::pair<Value, ProxyPtr>> writes;
  const double b1 = 0.9, b2 = 0.999, eps = 1e-8, wd = 0.01;
  Value bc1, sqrt_bc2;
  if (opt == Optimizer::AdamW) {
    auto call = [&](const char* op, std::vector<Value> a) { return tb.call(op, std::move(a)); };
    Value step_new = call("ltorch.add", {Value(by_name["step"]), Value(1.0)});
    writes.emplace_back(step_new, by_name["step"]);
    auto one_minus_pow = [&](double b) {  // 1 - b ** step
      Value p = call("ltorch.exp", {call("ltorch.mul", {step_new, Value(std::log(b))})});
      return call("ltorch.add", {call("ltorch.neg", {p}), Value(1.0)});
    };
    bc1 = one_minus_pow(b1);
    sqrt_bc2 = call("ltorch.sqrt", {one_minus_pow(b2)});
  }
  for (size_t i = 0; i < ins.size(); ++i) {
    if (!ins[i]->tensor().requires_grad) continue;
    const std::string& n = ins[i]->name;
    Value g = gs.at(i);
    EXPECT_TRUE(g.is_tensor()) << "no gradient for " << n;
    s.grads.push_back(g.proxy()->name);
    ProxyPtr w = by_name[n], m = by_name["m_" + n];
    if (opt == Optimizer::AdamW) {
      auto call = [&](const char* op, std::vector<Value> a) { return tb.call(op, std::move(a)); };
      ProxyPtr v = by_name["v_" + n];
      Value decayed = call("ltorch.mul", {Value(w), Value(1.0 - lr * wd)});
      Value m_new = call("ltorch.add", {call("ltorch.mul", {Value(m), Value(b1)}),
                                        call("ltorch.mul", {g, Value(1.0 - b1)})});
      Value gg = call("prims.mul", {g, g});
      Value v_new = call("ltorch.add", {call("ltorch.mul", {Value(v), Value(b2)}),
                                        call("ltorch.mul", {gg, Value(1.0 - b2)})});
      Value denom = call("ltorch.add",
                         {call("ltorch.div", {call("prims.sqrt", {v_new}), sqrt_bc2}), Value(eps)});
      Value upd = call("ltorch.mul",
                       {call("ltorch.div", {call("ltorch.div", {m_new, denom}), bc1}), Value(lr)});
      Value w_new = call("prims.sub", {decayed, upd});
      writes.emplace_back(w_new, w);
      writes.emplace_back(m_new, m);
      writes.emplace_back(v_new, v);
      continue;
    }
    Value mm = tb.call("ltorch.mul", {Value(m), Value(mu)});
    Value m_new = tb.call("ltorch.add", {mm, g});
    Value step = tb.call("prims.mul", {m_new, Value(lr)});
    Value w_new = tb.call("prims.sub", {Value(w), step});
    writes.emplace_back(w_new, w);
    writes.emplace_back(m_new, m);
  }
  for (const auto& [v, dst] : writes) tb.call("prims.copy_", {v, Value(dst)});
  tb.set_return(Value::tuple({loss_v}));
  s.trace = tb.finish();
  return s;
}

DeviceMesh mesh_of(int world) {
  DeviceMesh m;
  m.device_type = "cpu";
  m.shape = {world};
  for (int r = 0; r < world; ++r) m.ids.push_back(r);
  return m;
}

at::Tensor random_input(const TensorType& t, int64_t seed, const std::string& name) {
  at::Generator gen = at::detail::createCPUGenerator(static_cast<uint64_t>(seed));
  std::vector<int64_t> shape(t.shape.begin(), t.shape.end());
  if (is_float(t.dtype)) {
    at::Tensor x = at::randn(shape, gen, at::TensorOptions().dtype(at::kFloat)) * 0.3;
    if (name.rfind("m_", 0) == 0) x = x * 0.1;         // a small momentum
    if (name.rfind("v_", 0) == 0) x = x.abs() * 0.01;  // a second moment
    if (name == "step") x = at::full({}, 3.0);
    return x;
  }
  return at::randint(0, 64, shape, gen, at::TensorOptions().dtype(at::kLong));
}

// This rank's local tensor of `whole` with `p` on a 1-D mesh of `world`.
at::Tensor local_of(const at::Tensor& whole, const Placement& p, int rank, int world) {
  if (p.kind != Placement::Kind::Shard) return whole.clone();
  // torch.chunk's r-th piece, empty past the last one (chunk gives fewer).
  int64_t n = whole.size(p.dim), c = (n + world - 1) / world;
  int64_t start = std::min<int64_t>(rank * c, n);
  return whole.narrow(p.dim, start, std::min<int64_t>(c, n - start)).clone();
}

// Every symbol called in `bsyms`, subsymbols included.
void called(const std::vector<BoundSymbol>& bsyms, std::vector<const BoundSymbol*>& out) {
  for (const BoundSymbol& b : bsyms) {
    out.push_back(&b);
    called(b.subsymbols, out);
  }
}

struct Outcome {
  std::vector<at::Tensor> single;  // after the single-device step: every input, then the loss
  std::vector<std::vector<at::Tensor>> ranks;  // per rank: its local inputs, then the loss
  std::vector<Trace> expanded;
  Trace typed;
};

// Runs `s` single-device and on `world` simulated ranks with the params
// and momenta placed `param`, the batch `batch`.
Outcome run_both(const Step& s, int world, Placement param, Placement batch) {
  std::vector<ProxyPtr> ins = s.trace.input_proxies();
  std::vector<at::Tensor> whole;
  for (size_t i = 0; i < ins.size(); ++i)
    whole.push_back(random_input(ins[i]->tensor(), 1000 + static_cast<int64_t>(i), ins[i]->name));
  std::map<std::string, std::vector<Placement>> placements;
  std::vector<Placement> per_input;
  std::set<std::string> batch_names(s.batch.begin(), s.batch.end());
  for (const ProxyPtr& p : ins) {
    Placement pl = batch_names.count(p->name) ? batch : param;
    if (p->tensor().rank() == 0) pl = Placement::replicate();  // AdamW's step
    per_input.push_back(pl);
    placements[p->name] = {pl};
  }
  Outcome o;
  // Single device: the inputs are written in place.
  {
    std::vector<RuntimeValue> args;
    for (const at::Tensor& t : whole) {
      o.single.push_back(t.clone());
      args.push_back(host_view(o.single.back()));
    }
    auto out = run_reference(s.trace, args, ExecutionLevel::TopLevel, Copies::No);
    o.single.push_back(to_aten(std::get<HostTensor>(out.at(0))));
  }
  Trace typed = type_dtensor(s.trace, mesh_of(world), placements);
  o.typed = typed;
  for (int r = 0; r < world; ++r)
    o.expanded.push_back(
        expand_dtensor(typed, {.rank = r, .world_size = world, .replicate_outputs = true}));
  o.ranks.assign(static_cast<size_t>(world), {});
  std::vector<std::vector<RuntimeValue>> args(static_cast<size_t>(world));
  for (int r = 0; r < world; ++r)
    for (size_t i = 0; i < whole.size(); ++i) {
      o.ranks[r].push_back(local_of(whole[i], per_input[i], r, world));
      args[r].push_back(host_view(o.ranks[r].back()));
    }
  std::vector<at::Tensor> losses(static_cast<size_t>(world));
  run_simulated_world(world, [&](int r) {
    auto out = run_reference(o.expanded[r], args[r], ExecutionLevel::TopLevel, Copies::No);
    losses[r] = to_aten(std::get<HostTensor>(out.at(0)));
  });
  for (int r = 0; r < world; ++r) o.ranks[r].push_back(losses[r]);
  return o;
}

void expect_matches(const Step& s, const Outcome& o, int world, Placement param, Placement batch) {
  std::vector<ProxyPtr> ins = s.trace.input_proxies();
  std::set<std::string> batch_names(s.batch.begin(), s.batch.end());
  for (int r = 0; r < world; ++r) {
    for (size_t i = 0; i < ins.size(); ++i) {
      Placement pl = batch_names.count(ins[i]->name) ? batch : param;
      if (ins[i]->tensor().rank() == 0) pl = Placement::replicate();
      at::Tensor want = local_of(o.single[i], pl, r, world);
      const at::Tensor& got = o.ranks[r][i];
      EXPECT_TRUE(at::allclose(got, want, 1e-4, 1e-5))
          << "rank " << r << " of " << world << ": input '" << ins[i]->name << "' after the step"
          << " differs by " << (got - want).abs().max().item<double>();
    }
    const at::Tensor& loss = o.ranks[r].back();
    EXPECT_TRUE(at::allclose(loss, o.single.back(), 1e-4, 1e-5))
        << "rank " << r << ": loss " << loss.item<double>() << " vs "
        << o.single.back().item<double>();
  }
  // The weights did move (the step is not the identity).
  for (const std::string& n : s.params)
    for (size_t i = 0; i < ins.size(); ++i)
      if (ins[i]->name == n) {
        at::Tensor before = random_input(ins[i]->tensor(), 1000 + static_cast<int64_t>(i), n);
        EXPECT_FALSE(at::allclose(before, o.single[i])) << n << " did not change";
      }
}

// The redistributions of the expanded trace: (src, dst, global shape).
struct Move {
  std::string src, dst;
  Shape shape;
};
std::vector<Move> moves(const Trace& t) {
  std::vector<Move> out;
  for (const BoundSymbol& b : t.bsyms) {
    if (b.sym->qualified() != "dist.redistribute") continue;
    BoundArgs a = b.bound_args();
    auto ps = [&](const char* n) {
      std::vector<Placement> v;
      for (const Value& x : a[n].seq().items) v.push_back(x.placement());
      return placements_string(v);
    };
    Shape shape;
    for (const Value& x : a["shape"].seq().items) shape.push_back(x.as_int());
    out.push_back({ps("src"), ps("placements"), shape});
  }
  return out;
}

// Runs `t` typed with `placements` on `world` simulated ranks (outputs
// replicated) and single-device; returns (single outputs, per-rank outputs,
// single inputs after, per-rank local inputs after).
struct SmallRun {
  std::vector<at::Tensor> single_out, single_in;
  std::vector<std::vector<at::Tensor>> rank_out, rank_in;
  std::vector<Trace> expanded;
};
SmallRun run_small(const Trace& t, int world,
                   const std::map<std::string, std::vector<Placement>>& placements) {
  SmallRun o;
  std::vector<ProxyPtr> ins = t.input_proxies();
  std::vector<at::Tensor> whole;
  for (size_t i = 0; i < ins.size(); ++i)
    whole.push_back(random_input(ins[i]->tensor(), 7 + static_cast<int64_t>(i), ins[i]->name));
  std::vector<RuntimeValue> args;
  for (const at::Tensor& w : whole) {
    o.single_in.push_back(w.clone());
    args.push_back(host_view(o.single_in.back()));
  }
  for (const RuntimeValue& v : run_reference(t, args, ExecutionLevel::TopLevel, Copies::No))
    o.single_out.push_back(to_aten(std::get<HostTensor>(v)));
  Trace typed = type_dtensor(t, mesh_of(world), placements);
  std::vector<std::vector<RuntimeValue>> rargs(static_cast<size_t>(world));
  o.rank_in.assign(static_cast<size_t>(world), {});
  o.rank_out.assign(static_cast<size_t>(world), {});
  for (int r = 0; r < world; ++r) {
    o.expanded.push_back(
        expand_dtensor(typed, {.rank = r, .world_size = world, .replicate_outputs = true}));
    for (size_t i = 0; i < ins.size(); ++i) {
      auto it = placements.find(ins[i]->name);
      Placement pl = it == placements.end() ? Placement::replicate() : it->second.at(0);
      o.rank_in[r].push_back(local_of(whole[i], pl, r, world));
      rargs[r].push_back(host_view(o.rank_in[r].back()));
    }
  }
  run_simulated_world(world, [&](int r) {
    for (const RuntimeValue& v :
         run_reference(o.expanded[r], rargs[r], ExecutionLevel::TopLevel, Copies::No))
      o.rank_out[r].push_back(to_aten(std::get<HostTensor>(v)));
  });
  return o;
}

// The silently-wrong guard: a prim on a Partial(sum) and a Replicate()
// operand. Run locally as it is (what expand_dtensor did to every prim), each
// rank adds its own partial sum to b and writes a different b; the sum must
// be all-reduced first.
TEST(TrainStepExpansionGuard, APrimOnPartialAndReplicateOperandsReducesFirst) {
  Trace t = parse_trace(
      "def computation(a, b):\n"
      "  # a: \"cpu f32[4, 3]\"\n"
      "  # b: \"cpu f32[3]\"\n"
      "  s = prims.sum(a, (0,))\n"
      "  u = prims.add(s, b)\n"
      "  v = prims.mul(u, u)\n"
      "  _ = prims.copy_(v, b)\n"
      "  return (u,)\n");
  SmallRun o = run_small(t, 2, {{"a", {Placement::shard(0)}}});
  for (int r = 0; r < 2; ++r) {
    EXPECT_TRUE(at::allclose(o.rank_out[r].at(0), o.single_out.at(0))) << "rank " << r;
    EXPECT_TRUE(at::allclose(o.rank_in[r].at(1), o.single_in.at(1)))
        << "rank " << r << "'s b after the write: " << o.rank_in[r].at(1) << " vs "
        << o.single_in.at(1);
  }
  std::vector<Move> ms = moves(o.expanded[0]);
  ASSERT_EQ(ms.size(), 1u) << print_trace(o.expanded[0]);
  EXPECT_EQ(ms[0].src, "(Partial(sum),)");
  EXPECT_EQ(ms[0].dst, "(Replicate(),)");
}

// prims.copy_ into a sharded input: the source is redistributed to the
// destination's placements, the destination never; an op without a sharding
// rule (ltorch.embedding) replicates its operands and gives Replicate().
TEST(TrainStepExpansionGuard, CopyIntoAShardedInputAndAnOpWithoutARule) {
  Trace t = parse_trace(
      "def computation(idx, w, acc):\n"
      "  # idx: \"cpu i64[4]\"\n"
      "  # w: \"cpu f32[64, 6]\"\n"
      "  # acc: \"cpu f32[4, 6]\"\n"
      "  e = ltorch.embedding(idx, w)\n"
      "  n = prims.add(acc, e)\n"
      "  _ = prims.copy_(n, acc)\n"
      "  return (e,)\n");
  ASSERT_FALSE(get_symbol("ltorch.embedding").sharding) << "pick an op without a rule";
  auto pl = std::map<std::string, std::vector<Placement>>{
      {"idx", {Placement::shard(0)}}, {"w", {Placement::shard(1)}}, {"acc", {Placement::shard(1)}}};
  Trace typed = type_dtensor(t, mesh_of(2), pl);
  for (const BoundSymbol& b : typed.bsyms) {
    if (b.sym->qualified() == "ltorch.embedding") {
      EXPECT_EQ(placements_string(b.output.proxy()->tensor().dtensor->placements),
                "(Replicate(),)");
    }
    if (b.sym->qualified() == "prims.copy_") {
      EXPECT_EQ(placements_string(b.output.proxy()->tensor().dtensor->placements),
                "(Shard(dim=1),)");
    }
  }
  SmallRun o = run_small(t, 2, pl);
  for (int r = 0; r < 2; ++r) {
    EXPECT_TRUE(at::allclose(o.rank_out[r].at(0), o.single_out.at(0))) << "rank " << r;
    EXPECT_TRUE(at::allclose(o.rank_in[r].at(2), o.single_in.at(2).chunk(2, 1)[r])) << "rank " << r;
  }
  // The write goes into the input itself.
  for (const BoundSymbol& b : o.expanded[1].bsyms)
    if (b.sym->qualified() == "prims.copy_") {
      EXPECT_EQ(b.bound_args()["copy_to"].proxy(), o.expanded[1].params.at(2).proxy);
    }
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

TEST(TrainStepExpansionErrors, BadWritesAndBadPlacementsAreNamed) {
  Trace partial_dst = parse_trace(
      "def computation(a, b):\n"
      "  # a: \"cpu f32[4, 3]\"\n"
      "  # b: \"cpu f32[4, 3]\"\n"
      "  _ = prims.copy_(a, b)\n"
      "  return ()\n");
  std::string msg = error_of([&] {
    type_dtensor(partial_dst, mesh_of(2), {{"b", {Placement::partial()}}});
  });
  EXPECT_NE(msg.find("prims.copy_: the destination 'b'"), std::string::npos) << msg;
  EXPECT_NE(msg.find("Partial"), std::string::npos) << msg;

  Trace inplace = parse_trace(
      "def computation(a, b):\n"
      "  # a: \"cpu f32[4, 3]\"\n"
      "  # b: \"cpu f32[4, 3]\"\n"
      "  c = ltorch.add_(b, a)\n"
      "  return ()\n");
  msg = error_of([&] { type_dtensor(inplace, mesh_of(2), {{"b", {Placement::shard(0)}}}); });
  EXPECT_NE(msg.find("only prims.copy_ may write into a DTensor"), std::string::npos) << msg;

  msg = error_of([&] { type_dtensor(partial_dst, mesh_of(2), {{"c", {Placement::shard(0)}}}); });
  EXPECT_NE(msg.find("'c' is not a tensor input of 'computation' (its tensor inputs: a, b)"),
            std::string::npos)
      << msg;
  msg = error_of([&] { type_dtensor(partial_dst, mesh_of(2), {{"a", {Placement::shard(2)}}}); });
  EXPECT_NE(msg.find("input 'a' f32[4, 3] cannot be Shard(dim=2): it has 2 dims"),
            std::string::npos)
      << msg;
  msg = error_of([&] {
    type_dtensor(partial_dst, mesh_of(2), {{"a", {Placement::shard(0), Placement::shard(1)}}});
  });
  EXPECT_NE(msg.find("has 2 placements"), std::string::npos) << msg;
}

// ---- placeholders --------------------------------------------------------

// spmd.ptest_linear(x, w): x @ w^T.
const Symbol& declare_linear_placeholder(const std::string& name) {
  return declare_placeholder(name, {"x", "w"}, [](const std::vector<TensorType>& in) {
    TensorType out = in.at(0);
    out.shape = {in.at(0).shape.at(0), in.at(1).shape.at(0)};
    return std::vector<TensorType>{out};
  });
}

const char* kPlaceholderTrace =
    "def computation(x, w):\n"
    "  # x: \"cpu f32[4, 6]\"\n"
    "  # w: \"cpu f32[8, 6]\"\n"
    "  y = spmd.ptest_linear(x, w)\n"
    "  s = ltorch.sum(y)\n"
    "  return (s,)\n";

TEST(Placeholder, TracesPrintsParsesAndDifferentiates) {
  const Symbol& sym = declare_linear_placeholder("ptest_linear");
  EXPECT_EQ(sym.qualified(), "spmd.ptest_linear");
  EXPECT_TRUE(is_placeholder(sym));
  Trace t = parse_trace(kPlaceholderTrace);
  EXPECT_EQ(t.bsyms.at(0).output.proxy()->tensor().shape, (Shape{4, 8}));
  std::string printed = print_trace(t);
  EXPECT_NE(printed.find("y = spmd.ptest_linear(x, w)"), std::string::npos) << printed;
  EXPECT_EQ(print_trace(parse_trace(printed)), printed);
  for (TraceParam& p : t.params) p.proxy->type.tensor.requires_grad = true;
  ForwardBackward fb = grad_transform(t);
  std::string joint = print_trace(fb.joint);
  EXPECT_NE(joint.find("spmd.ptest_linear_backward("), std::string::npos) << joint;
  EXPECT_EQ(print_trace(parse_trace(joint)), joint);
  // The backward gives one gradient per operand, typed like it.
  for (const BoundSymbol& b : fb.joint.bsyms)
    if (b.sym->name == "ptest_linear_backward") {
      std::vector<ProxyPtr> gs;
      collect_proxies(b.output, gs);
      ASSERT_EQ(gs.size(), 2u);
      EXPECT_EQ(gs[0]->tensor().shape, (Shape{4, 6}));
      EXPECT_EQ(gs[1]->tensor().shape, (Shape{8, 6}));
    }
}

TEST(Placeholder, TypingAndExpansionFollowTheDesignsPlacements) {
  declare_linear_placeholder("ptest_linear");
  Trace t = parse_trace(kPlaceholderTrace);
  for (TraceParam& p : t.params) p.proxy->type.tensor.requires_grad = true;
  Trace joint = grad_transform(t).joint;
  // x Shard(0), w Replicate(): y Shard(0); the backward's gradients Shard(0)
  // for x and Partial(sum) for w; the cotangent of the sum is Replicate().
  Trace typed = type_dtensor(joint, mesh_of(2), {{"x", {Placement::shard(0)}}});
  bool fw = false, bw = false;
  for (const BoundSymbol& b : typed.bsyms) {
    if (b.sym->name == "ptest_linear") {
      fw = true;
      EXPECT_EQ(placements_string(b.output.proxy()->tensor().dtensor->placements),
                "(Shard(dim=0),)");
    }
    if (b.sym->name == "ptest_linear_backward") {
      bw = true;
      std::vector<ProxyPtr> gs;
      collect_proxies(b.output, gs);
      EXPECT_EQ(placements_string(gs.at(0)->tensor().dtensor->placements), "(Shard(dim=0),)");
      EXPECT_EQ(placements_string(gs.at(1)->tensor().dtensor->placements), "(Partial(sum),)");
    }
  }
  EXPECT_TRUE(fw && bw) << print_trace(typed);
  // Expanded: the placeholder runs on rank 1's local x [2, 6] and whole w.
  Trace r1 = expand_dtensor(typed, {.rank = 1, .world_size = 2});
  bool local = false;
  for (const BoundSymbol& b : r1.bsyms)
    if (b.sym->name == "ptest_linear") {
      local = true;
      EXPECT_EQ(b.bound_args()["x"].proxy()->tensor().shape, (Shape{2, 6}));
      EXPECT_EQ(b.bound_args()["w"].proxy()->tensor().shape, (Shape{8, 6}));
      EXPECT_EQ(b.output.proxy()->tensor().shape, (Shape{2, 8}));
    }
  EXPECT_TRUE(local) << print_trace(r1);
  // A Partial operand is replicated first.
  Trace typed_p =
      type_dtensor(parse_trace(kPlaceholderTrace), mesh_of(2), {{"x", {Placement::partial()}}});
  Trace r0 = expand_dtensor(typed_p, {.rank = 0, .world_size = 2});
  std::vector<Move> ms = moves(r0);
  ASSERT_GE(ms.size(), 1u) << print_trace(r0);
  EXPECT_EQ(ms[0].src, "(Partial(sum),)");
  EXPECT_EQ(ms[0].dst, "(Replicate(),)");
  for (const BoundSymbol& b : typed_p.bsyms)
    if (b.sym->name == "ptest_linear") {
      EXPECT_EQ(placements_string(b.output.proxy()->tensor().dtensor->placements),
                "(Replicate(),)");
    }
  // A sharded operand after a replicated first one: each rank's output would
  // differ under a Replicate() type. Named, not a silently wrong program.
  std::string msg = error_of([&] {
    type_dtensor(parse_trace(kPlaceholderTrace), mesh_of(2), {{"w", {Placement::shard(0)}}});
  });
  EXPECT_NE(msg.find("spmd.ptest_linear: operand 'w' is Shard(dim=0) but the first operand 'x' "
                     "is Replicate(); a placeholder's output takes its first operand's placement"),
            std::string::npos)
      << msg;
  // Operands whose shards do not give the output's: named, not a crash.
  Trace bad = type_dtensor(parse_trace(kPlaceholderTrace), mesh_of(2),
                           {{"x", {Placement::shard(1)}}, {"w", {Placement::shard(1)}}});
  msg = error_of([&] { expand_dtensor(bad, {.rank = 0, .world_size = 2}); });
  EXPECT_NE(msg.find("spmd.ptest_linear: on rank 0's local operands the placeholder's meta gives "
                     "[4, 8], but its output takes (Shard(dim=1),)"),
            std::string::npos)
      << msg;
}

// Nothing sharded: every rank runs the placeholder's backward on the whole
// tensors, so a replicated operand's gradient is the whole gradient on every
// rank (Replicate()), not a per-rank share: typed Partial(sum), the update
// would all-reduce it and apply world times the gradient. A Partial
// cotangent is reduced first.
TEST(Placeholder, TheBackwardOnReplicatedOperandsGivesWholeGradients) {
  declare_linear_placeholder("ptest_linear");
  Trace t = parse_trace(
      "def computation(x, w):\n"
      "  # x: \"cpu f32[4, 6]\"\n"
      "  # w: \"cpu f32[8, 6]\"\n"
      "  y = spmd.ptest_linear(x, w)\n"
      "  s = ltorch.sum(y)\n"
      "  g = ltorch.mul(s, 0.5)\n"
      "  return (g,)\n");
  for (TraceParam& p : t.params) p.proxy->type.tensor.requires_grad = true;
  Trace joint = grad_transform(t).joint;
  for (const auto& x : {Placement::replicate(), Placement::partial()}) {
    Trace typed = type_dtensor(joint, mesh_of(2), {{"x", {x}}, {"w", {Placement::replicate()}}});
    bool bw = false;
    for (const BoundSymbol& b : typed.bsyms)
      if (b.sym->name == "ptest_linear_backward") {
        bw = true;
        std::vector<ProxyPtr> gs;
        collect_proxies(b.output, gs);
        EXPECT_EQ(placements_string(gs.at(0)->tensor().dtensor->placements), "(Replicate(),)");
        EXPECT_EQ(placements_string(gs.at(1)->tensor().dtensor->placements), "(Replicate(),)");
      }
    EXPECT_TRUE(bw) << print_trace(typed);
  }
}

TEST(Placeholder, UnreplacedPlaceholderIsAnErrorNamingIt) {
  declare_linear_placeholder("ptest_linear");
  Trace t = parse_trace(kPlaceholderTrace);
  std::string msg = error_of([&] { codegen::compile(t, codegen::CompileOptions{}); });
  EXPECT_NE(
      msg.find("spmd.ptest_linear was not replaced: its override's transform must rewrite it"),
      std::string::npos)
      << msg;
}

TEST(Placeholder, RedeclarationReplacesTheMetaAndChecksTheOperands) {
  declare_placeholder("ptest_redeclared", {"a"}, [](const std::vector<TensorType>& in) {
    return std::vector<TensorType>{in.at(0)};
  });
  const char* text =
      "def computation(a):\n"
      "  # a: \"cpu f32[4, 6]\"\n"
      "  y = spmd.ptest_redeclared(a)\n"
      "  return (y,)\n";
  EXPECT_EQ(parse_trace(text).bsyms.at(0).output.proxy()->tensor().shape, (Shape{4, 6}));
  declare_placeholder("ptest_redeclared", {"a"}, [](const std::vector<TensorType>& in) {
    TensorType t = in.at(0);
    t.shape = {t.shape.at(1)};
    return std::vector<TensorType>{t};
  });
  EXPECT_EQ(parse_trace(text).bsyms.at(0).output.proxy()->tensor().shape, (Shape{6}));
  std::string msg = error_of([] {
    declare_placeholder("ptest_redeclared", {"a", "b"},
                        [](const std::vector<TensorType>& in) { return in; });
  });
  EXPECT_NE(msg.find("spmd.ptest_redeclared is declared with operands (a); declaring it again "
                     "with (a, b) is not allowed"),
            std::string::npos)
      << msg;
  msg = error_of([] {
    declare_placeholder("bad_backward", {"a"},
                        [](const std::vector<TensorType>& in) { return in; });
  });
  EXPECT_NE(msg.find("ends in '_backward'"), std::string::npos) << msg;
  msg = error_of([] {
    declare_placeholder("add", {"a", "a"}, [](const std::vector<TensorType>& in) { return in; });
  });
  EXPECT_NE(msg.find("operand 'a' is named twice"), std::string::npos) << msg;
  // Declared from several threads while others look it up.
  std::vector<std::thread> threads;
  std::atomic<int> found{0};
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&, i] {
      declare_placeholder("ptest_threads", {"a"},
                          [i](const std::vector<TensorType>& in) { return in; });
      for (int k = 0; k < 100; ++k)
        if (find_symbol("spmd.ptest_threads")) ++found;
    });
  for (std::thread& th : threads) th.join();
  EXPECT_EQ(found.load(), 800);
}

class TrainStepExpansion
    : public ::testing::TestWithParam<std::tuple<std::string, int, Optimizer>> {};

std::set<std::string> batch_inputs(const std::string& name) {
  if (name == "mlp") return {"x"};
  return {"idx", "targets"};
}

// Replicate() parameters, a Shard(0) batch: data parallel. Every weight's
// gradient is Partial(sum) and the update all-reduces it.
TEST_P(TrainStepExpansion, ReplicatedParamsAndShardedBatchGiveTheSingleDeviceStep) {
  auto [name, world, opt] = GetParam();
  Step s = train_step(loss_program(name), batch_inputs(name), opt);
  ASSERT_FALSE(s.params.empty());
  Outcome o = run_both(s, world, Placement::replicate(), Placement::shard(0));
  expect_matches(s, o, world, Placement::replicate(), Placement::shard(0));
  // The gradients are Partial(sum) (a contraction over the sharded batch)
  // — all but those that reach a weight through an op without a sharding
  // rule (ltorch.embedding replicates its operands: the position
  // embedding's gradient is reduced before the embedding's backward) — and
  // each Partial one is all-reduced: a Partial(sum) -> Replicate()
  // redistribution of its shape, for the update of the Replicate() weight.
  std::map<std::string, std::string> grad_placements;
  for (const BoundSymbol& b : o.typed.bsyms)
    for (const ProxyPtr& p : b.flat_outputs())
      if (p->is_tensor() && p->tensor().dtensor)
        grad_placements[p->name] = placements_string(p->tensor().dtensor->placements);
  std::map<Shape, int> reduced, partial_grads;
  for (const Move& m : moves(o.expanded[0]))
    if (m.src == "(Partial(sum),)" && m.dst == "(Replicate(),)") ++reduced[m.shape];
  size_t partial = 0;
  std::string summary;
  for (size_t i = 0; i < s.params.size(); ++i) {
    const std::string& pl = grad_placements[s.grads[i]];
    summary += s.params[i] + ": " + pl + "\n";
    EXPECT_TRUE(pl == "(Partial(sum),)" || pl == "(Replicate(),)") << s.params[i] << ": " << pl;
    if (pl != "(Partial(sum),)") continue;
    ++partial;
    for (const ProxyPtr& p : s.trace.input_proxies())
      if (p->name == s.params[i]) ++partial_grads[p->tensor().shape];
  }
  for (const auto& [shape, n] : partial_grads)
    EXPECT_GE(reduced[shape], n) << "Partial(sum) gradients of shape " << shape_string(shape)
                                 << ": " << n << " but " << reduced[shape] << " all-reduces\n"
                                 << print_trace(o.expanded[0]);
  if (name == "mlp") {
    EXPECT_EQ(partial, s.params.size()) << summary;
  }
  EXPECT_GE(partial + 2, s.params.size()) << summary;
  // And the collective is in the trace.
  std::vector<const BoundSymbol*> all;
  called(o.expanded[0].bsyms, all);
  EXPECT_TRUE(std::any_of(all.begin(), all.end(), [](const BoundSymbol* b) {
    return b->sym->qualified() == "dist.all_reduce";
  }));
}

// Shard(0) parameters and momenta (fully sharded), a Shard(0) batch: the
// forward gathers the weights, the update reduce-scatters the gradients.
TEST_P(TrainStepExpansion, ShardedParamsGiveTheSingleDeviceStep) {
  auto [name, world, opt] = GetParam();
  Step s = train_step(loss_program(name), batch_inputs(name), opt);
  Outcome o = run_both(s, world, Placement::shard(0), Placement::shard(0));
  expect_matches(s, o, world, Placement::shard(0), Placement::shard(0));
  std::vector<Move> ms = moves(o.expanded[0]);
  EXPECT_TRUE(std::any_of(ms.begin(), ms.end(), [](const Move& m) {
    return m.src == "(Partial(sum),)" && m.dst == "(Shard(dim=0),)";
  })) << print_trace(o.expanded[0]);
  std::vector<const BoundSymbol*> all;
  called(o.expanded[0].bsyms, all);
  EXPECT_TRUE(std::any_of(all.begin(), all.end(), [](const BoundSymbol* b) {
    return b->sym->qualified() == "dist.reduce_scatter";
  }));
  // A written input is never redistributed: no dist.redistribute reads a
  // parameter or momentum input itself after its write... and no copy_
  // writes into anything but an input.
  for (const BoundSymbol& b : o.expanded[0].bsyms)
    if (b.sym->qualified() == "prims.copy_") {
      const ProxyPtr& dst = b.bound_args()["copy_to"].proxy();
      auto ins = o.expanded[0].input_proxies();
      EXPECT_TRUE(std::find(ins.begin(), ins.end(), dst) != ins.end())
          << "prims.copy_ writes into '" << dst->name << "', not an input";
    }
}

INSTANTIATE_TEST_SUITE_P(Examples, TrainStepExpansion,
                         ::testing::Combine(::testing::Values("mlp", "gpt2_block", "llama_block"),
                                            ::testing::Values(2, 4),
                                            ::testing::Values(Optimizer::SgdMomentum,
                                                              Optimizer::AdamW)),
                         [](const auto& info) {
                           return std::get<0>(info.param) + "_on_" +
                                  std::to_string(std::get<1>(info.param)) +
                                  (std::get<2>(info.param) == Optimizer::AdamW ? "_adamw" : "_sgd");
                         });

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {
// An uneven batch: 6 rows on 4 ranks are torch.chunk's 2, 2, 2 and 0.
TEST(TrainStepExpansionUneven, SixRowsOnFourRanks) {
  std::string text = read_example("mlp");
  text = replace_all(text, "x: \"cpu f32[4, 12]\"", "x: \"cpu f32[6, 12]\"");
  text = replace_all(text, "  return (t2,)",
                     "  sq = ltorch.mul(t2, t2)\n  loss = ltorch.mean(sq)\n  return (loss,)");
  for (Optimizer opt : {Optimizer::SgdMomentum, Optimizer::AdamW}) {
    Step s = train_step(parse_trace(text, "mlp"), {"x"}, opt);
    for (Placement param : {Placement::replicate(), Placement::shard(0)}) {
      Outcome o = run_both(s, 4, param, Placement::shard(0));
      expect_matches(s, o, 4, param, Placement::shard(0));
    }
  }
}
}  // namespace
}  // namespace fulgur
