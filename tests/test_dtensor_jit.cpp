// fulgur::jit with DTensor arguments (docs/dtensor.md, "jit()"): the function
// traces with DTensor types, expands for this process's rank, runs on two
// processes, returns DTensors with the rules' placements, and is cached by
// every field of the spec and the rank. The ranks write their local outputs;
// the parent compares them, gathered by their placements, with the same
// function jitted on the global tensors (the single-device program).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>

#include "codegen/cpu_program.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/dtensor_expansion.h"
#include "ranks_test_util.h"
#include "runtime/npy.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

const DeviceMesh kMesh{"cpu", {2}, {0, 1}};

// The same deterministic values on every rank and in the parent.
HostTensor values(const Shape& shape, double seed) {
  HostTensor t = HostTensor::empty(shape, DType::f32);
  for (int64_t i = 0; i < t.numel(); ++i)
    t.set(i, std::sin(0.37 * static_cast<double>(i) + seed) * 0.5);
  return t;
}

struct MlpInputs {
  HostTensor x = values({5, 12}, 0.1), w1 = values({16, 12}, 0.2), b1 = values({16}, 0.3),
             w2 = values({8, 16}, 0.4), b2 = values({8}, 0.5);
  std::vector<HostTensor> all() const { return {x, w1, b1, w2, b2}; }
};

std::vector<Traced> mlp(Tracer&, const std::vector<Traced>& in) {
  return {lt::linear(lt::gelu(lt::linear(in[0], in[1], in[2]), "tanh"), in[3], in[4])};
}

// sum over a sharded dim (Partial(sum)), then exp, which needs the value: an
// all_reduce runs between the ranks.
std::vector<Traced> sum_exp(Tracer&, const std::vector<Traced>& in) {
  return {lt::exp(lt::sum(in[0], std::vector<int64_t>{1}) * 0.1)};
}

// The losses differentiated on two ranks: the MLP's sum (Partial(sum), the
// tensor-parallel placements) and a replicated one after a collective.
std::vector<Traced> mlp_loss(Tracer& tr, const std::vector<Traced>& in) {
  return {lt::sum(mlp(tr, in)[0])};
}
std::vector<Traced> sum_exp_loss(Tracer& tr, const std::vector<Traced>& in) {
  return {lt::sum(sum_exp(tr, in)[0])};
}

// The mean over a sharded dim: a Partial(avg) loss; without cotangents each
// rank's share weighs 1/2 (it weighed 1 on each rank: twice the gradient).
std::vector<Traced> mean_loss(Tracer&, const std::vector<Traced>& in) {
  return {lt::mean(in[0])};
}

// amax and amin over a sharded dim (the dim gathered first), summed: the
// gradient goes to the elements holding each row's extreme, ties split
// evenly.
std::vector<Traced> extremes_loss(Tracer&, const std::vector<Traced>& in) {
  return {lt::sum(lt::amax(in[0], {1})) + lt::sum(lt::amin(in[0], {1}))};
}
// Rows with ties: across the ranks (3 in row 0, 2 in row 3), within rank 1
// (4 in row 2), none (row 1). Sharded on dim 1, rank 0 holds columns 0-1.
HostTensor tied() {
  HostTensor t = HostTensor::empty({4, 4}, DType::f32);
  const double v[] = {1, 3, 3, 2, 5, 0, 1, 2, 0, 1, 4, 4, 2, 7, 2, 9};
  for (int64_t i = 0; i < 16; ++i) t.set(i, v[i]);
  t.requires_grad = true;
  return t;
}

std::vector<HostTensor> requiring_grad(std::vector<HostTensor> ts) {
  for (HostTensor& t : ts) t.requires_grad = true;
  return ts;
}

// The single-device gradients of a scalar loss.
std::vector<HostTensor> global_grads(JitFunction::Builder fn,
                                     const std::vector<HostTensor>& globals) {
  JitFunction f = jit(std::move(fn));
  std::vector<RuntimeValue> in(globals.begin(), globals.end());
  HostTensor loss = std::get<HostTensor>(f(in).at(0));
  std::vector<HostTensor> out;
  for (auto& g : grad({loss})) out.push_back(*g);
  return out;
}

Placement S(int64_t d) {
  return Placement::shard(d);
}
Placement R() {
  return Placement::replicate();
}

std::vector<JitValue> distribute(const std::vector<HostTensor>& globals,
                                 const std::vector<Placement>& placements, int64_t rank) {
  std::vector<JitValue> out;
  for (size_t i = 0; i < globals.size(); ++i)
    out.emplace_back(distribute_tensor(globals[i], kMesh, {placements[i]}, rank));
  return out;
}

std::string placement_of(const JitValue& v) {
  const auto* d = std::get_if<DTensor>(&v);
  return d ? d->global.dtensor->placements.at(0).repr() : "not a DTensor";
}

HostTensor global_reference(JitFunction::Builder fn, const std::vector<HostTensor>& globals) {
  JitFunction f = jit(std::move(fn));
  std::vector<RuntimeValue> in(globals.begin(), globals.end());
  return std::get<HostTensor>(f(in).at(0));
}

void expect_close(const HostTensor& got, const HostTensor& want, const std::string& what) {
  ASSERT_EQ(got.shape, want.shape) << what;
  for (int64_t i = 0; i < want.numel(); ++i)
    ASSERT_NEAR(got.get(i), want.get(i), 1e-5 * (1 + std::fabs(want.get(i))))
        << what << " at " << i;
}

// Rows of two shards, rank 0's first.
HostTensor concat_rows(const HostTensor& a, const HostTensor& b) {
  Shape s = a.shape;
  s[0] += b.shape[0];
  HostTensor out = HostTensor::empty(s, a.dtype);
  for (int64_t i = 0; i < a.numel(); ++i) out.set(i, a.get(i));
  for (int64_t i = 0; i < b.numel(); ++i) out.set(a.numel() + i, b.get(i));
  return out;
}

// Two [rows, c] shards of a Shard(1) matrix side by side.
HostTensor concat_cols(const HostTensor& a, const HostTensor& b) {
  int64_t rows = a.shape[0], ca = a.shape[1], cb = b.shape[1];
  HostTensor out = HostTensor::empty({rows, ca + cb}, a.dtype);
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t c = 0; c < ca + cb; ++c)
      out.set(r * (ca + cb) + c, c < ca ? a.get(r * ca + c) : b.get(r * cb + c - ca));
  return out;
}

TEST(DTensorJit, TwoRanksMatchTheSingleDeviceProgram) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor-jit", "two-ranks");
  std::string self = fs::read_symlink("/proc/self/exe").string();
  auto [rc, log] = testing::run_ranks(
      2, self + " --gtest_filter=DTensorJitChild.Runs",
      "FULGUR_TEST_DTENSOR_JIT=" + dir.string() + " FULGUR_COMM_TIMEOUT_S=60", dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < 2; ++r)
    ASSERT_TRUE(fs::exists(dir / ("done" + std::to_string(r)))) << "rank " << r << ":\n" << log;

  MlpInputs in;
  HostTensor ref = global_reference(mlp, in.all());
  // Column- then row-parallel: each rank holds a partial sum.
  HostTensor p0 = read_npy((dir / "mlp_0.npy").string()),
             p1 = read_npy((dir / "mlp_1.npy").string());
  HostTensor sum = HostTensor::empty(ref.shape, ref.dtype);
  for (int64_t i = 0; i < sum.numel(); ++i) sum.set(i, p0.get(i) + p1.get(i));
  expect_close(sum, ref, "Partial(sum) outputs summed over the ranks");
  // Batch-sharded: rows 3 + 2 (torch.chunk of 5).
  HostTensor s0 = read_npy((dir / "batch_0.npy").string()),
             s1 = read_npy((dir / "batch_1.npy").string());
  EXPECT_EQ(s0.shape, (Shape{3, 8}));
  EXPECT_EQ(s1.shape, (Shape{2, 8}));
  expect_close(concat_rows(s0, s1), ref, "Shard(0) outputs concatenated");
  // The collective's result: replicated on both ranks.
  HostTensor ref2 = global_reference(sum_exp, {in.x});
  for (int r = 0; r < 2; ++r)
    expect_close(read_npy((dir / ("sum_exp_" + std::to_string(r) + ".npy")).string()), ref2,
                 "exp(sum(x, 1)) on rank " + std::to_string(r));

  // Gradients, gathered by their placements, against the single-device ones.
  auto rank_file = [&](const std::string& name, int r) {
    return read_npy((dir / (name + "_" + std::to_string(r) + ".npy")).string());
  };
  std::vector<HostTensor> want = global_grads(mlp_loss, requiring_grad(in.all()));
  for (int i = 0; i < 5; ++i) {
    std::string name = "mlp_grad" + std::to_string(i);
    HostTensor a = rank_file(name, 0), b = rank_file(name, 1);
    HostTensor got;
    if (i == 0 || i == 4) {  // Partial(sum): the ranks' contributions add up
      got = HostTensor::empty(a.shape, a.dtype);
      for (int64_t e = 0; e < a.numel(); ++e) got.set(e, a.get(e) + b.get(e));
    } else if (i == 3) {  // Shard(1) of w2 [8, 16]: columns 0-7 and 8-15
      got = concat_cols(a, b);
    } else {
      got = concat_rows(a, b);
    }
    expect_close(got, want[static_cast<size_t>(i)], "gradient of MLP input " + std::to_string(i));
  }
  // x [5, 12] sharded on dim 1: columns 0-5 and 6-11.
  HostTensor want_x = global_grads(sum_exp_loss, requiring_grad({in.x}))[0];
  expect_close(concat_cols(rank_file("sum_exp_grad", 0), rank_file("sum_exp_grad", 1)), want_x,
               "gradient of x through the all_reduce, a replicated loss");

  // Through amax / amin over the sharded dim: the single-device gradient,
  // which splits ties evenly as PyTorch's does.
  HostTensor want_e = global_grads(extremes_loss, {tied()})[0];
  const double by_hand[] = {1, .5, .5, 0, 1, 1, 0, 0, 1, 0, .5, .5, .5, 0, .5, 1};
  for (int64_t i = 0; i < 16; ++i) ASSERT_NEAR(want_e.get(i), by_hand[i], 1e-6) << i;
  expect_close(concat_cols(rank_file("extremes_grad", 0), rank_file("extremes_grad", 1)), want_e,
               "gradient of x through amax / amin of a sharded dim");
  HostTensor want_m = global_grads(mean_loss, requiring_grad({in.x}))[0];
  expect_close(concat_cols(rank_file("mean_grad", 0), rank_file("mean_grad", 1)), want_m,
               "gradient of x through a Partial(avg) mean loss");
}

// The DTensor-typed backward (dtensor_typed_grad): the global program's
// gradients with the placements the rules give — the tensor-parallel MLP's
// replicated input gets a Partial(sum) gradient, the sharded weights keep
// their shards.
TEST(DTensorTypedGrad, GradientsCarryPlacements) {
  Trace t = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/dtensor/mlp.trace").back();
  require_grad_of_float_inputs(t);
  ForwardBackward fb = dtensor_typed_grad(t);
  std::vector<ProxyPtr> grads;
  collect_proxies(fb.backward.returned(), grads);
  ASSERT_EQ(grads.size(), 5u);
  std::map<std::string, std::string> by_input;
  const char* names[] = {"x", "w1", "b1", "w2", "b2"};
  const char* want[] = {"Partial(sum)", "Shard(dim=0)", "Shard(dim=0)", "Shard(dim=1)",
                        "Replicate()"};
  for (size_t i = 0; i < 5; ++i) {
    ASSERT_TRUE(grads[i]->tensor().dtensor) << names[i];
    EXPECT_EQ(grads[i]->tensor().dtensor->placements.at(0).repr(), want[i]) << names[i];
    EXPECT_EQ(grads[i]->tensor().shape, t.input_proxies()[i]->tensor().shape) << names[i];
  }
  // Every tensor of the forward and the backward is a DTensor.
  for (const Trace* tr : {&fb.forward, &fb.backward})
    for (const BoundSymbol& b : tr->bsyms)
      for (const ProxyPtr& p : b.flat_outputs())
        EXPECT_TRUE(!p->is_tensor() || p->tensor().dtensor) << p->name << " in " << tr->fn_name;
  // fulgur print --grad shows it, then what rank 1 runs.
  auto [rc, text] =
      testing::run_command(testing::kCli + " print " + FULGUR_SOURCE_DIR +
                           "/examples/dtensor/mlp.trace --grad --rank 1 --world-size 2");
  ASSERT_EQ(rc, 0) << text;
  size_t typed = text.find("# DTensor-typed forward and backward");
  size_t local = text.find("# What one rank runs");
  ASSERT_NE(typed, std::string::npos) << text;
  ASSERT_NE(local, std::string::npos) << text;
  EXPECT_LT(typed, local);
  EXPECT_NE(text.find("placements=(Partial(sum),)", typed), std::string::npos);
  EXPECT_NE(text.find("w1: \"cpu f32[8, 12] requires_grad\"", local), std::string::npos) << text;
}

TEST(DTensorJitChild, Runs) {
  const char* dir_env = std::getenv("FULGUR_TEST_DTENSOR_JIT");
  if (!dir_env) GTEST_SKIP() << "runs as a child only";
  const fs::path dir = dir_env;
  const int64_t rank = std::atoi(std::getenv("RANK"));
  const std::string r = std::to_string(rank);
  MlpInputs in;
  auto save = [&](const std::string& name, const JitValue& v) {
    write_npy((dir / (name + "_" + r + ".npy")).string(), std::get<DTensor>(v).local);
  };

  // Column- then row-parallel MLP: the output is Partial(sum).
  JitFunction f = jit(mlp, {"x", "w1", "b1", "w2", "b2"});
  std::vector<JitValue> tp = distribute(in.all(), {R(), S(0), S(0), S(1), R()}, rank);
  std::vector<JitValue> out = f.call(tp);
  ASSERT_EQ(out.size(), 1u);
  EXPECT_EQ(placement_of(out[0]), "Partial(sum)");
  EXPECT_EQ(std::get<DTensor>(out[0]).global.shape, (Shape{5, 8}));
  save("mlp", out[0]);
  // The traces: DTensor types before the expansion, local ones after.
  bool expanded = false;
  for (const auto& [step, t] : f.last_traces()) expanded = expanded || step == "DTensor expansion";
  EXPECT_TRUE(expanded);
  // The same spec again: a hit.
  f.call(tp);
  EXPECT_EQ(f.cache_info().misses, 1);
  EXPECT_EQ(f.cache_info().hits, 1);
  // A changed placement (batch-sharded input, replicated weights) compiles
  // a new entry, whose output is batch-sharded.
  out = f.call(distribute(in.all(), {S(0), R(), R(), R(), R()}, rank));
  EXPECT_EQ(f.cache_info().misses, 2);
  EXPECT_EQ(placement_of(out[0]), "Shard(dim=0)");
  EXPECT_EQ(std::get<DTensor>(out[0]).local.shape, (Shape{rank == 0 ? 3 : 2, 8}));
  save("batch", out[0]);

  // A collective between the ranks: sum over the sharded dim, then exp.
  JitFunction g = jit(sum_exp);
  out = g.call(distribute({in.x}, {S(1)}, rank));
  EXPECT_EQ(placement_of(out[0]), "Replicate()");
  save("sum_exp", out[0]);

  // A fixed trace: a changed placement is an error naming the input.
  JitFunction fixed = jit(parse_trace(R"T(def computation(x):
  # x: "DTensor cpu f32[5, 12] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=0),)"
  t0 = ltorch.exp(x)
  return t0
)T"));
  out = fixed.call(distribute({in.x}, {S(0)}, rank));
  EXPECT_EQ(placement_of(out[0]), "Shard(dim=0)");
  try {
    fixed.call(distribute({in.x}, {S(1)}, rank));
    ADD_FAILURE() << "a changed placement ran";
  } catch (const Error& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("input 'x'"), std::string::npos) << m;
    EXPECT_NE(m.find("Shard(dim=1)"), std::string::npos) << m;
  }
  try {
    fixed({RuntimeValue(in.x)});
    ADD_FAILURE() << "a plain tensor ran as a DTensor";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("expected a DTensor"), std::string::npos) << e.what();
  }
  // A local tensor that is not this rank's shard.
  DTensor bad = distribute_tensor(in.x, kMesh, {S(0)}, rank);
  bad.local = values({5, 12}, 0.1);
  try {
    jit(sum_exp).call({bad});
    ADD_FAILURE() << "a wrong local shape ran";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("local tensor"), std::string::npos) << e.what();
  }
  // Gradients through DTensors: the tensor-parallel MLP's loss (Partial(sum))
  // and a replicated loss after an all_reduce, each input's local gradient
  // with the placements it holds.
  {
    JitFunction l = jit(mlp_loss, {"x", "w1", "b1", "w2", "b2"});
    std::vector<JitValue> loss =
        l.call(distribute(requiring_grad(in.all()), {R(), S(0), S(0), S(1), R()}, rank));
    EXPECT_EQ(placement_of(loss[0]), "Partial(sum)");
    std::vector<std::optional<JitValue>> g = dtensor_grad(loss);
    ASSERT_EQ(g.size(), 5u);
    const char* want[] = {"Partial(sum)", "Shard(dim=0)", "Shard(dim=0)", "Shard(dim=1)",
                          "Partial(sum)"};
    for (size_t i = 0; i < 5; ++i) {
      ASSERT_TRUE(g[i].has_value()) << i;
      EXPECT_EQ(placement_of(*g[i]), want[i]) << "gradient " << i;
      save("mlp_grad" + std::to_string(i), *g[i]);
    }
    JitFunction m = jit(sum_exp_loss);
    loss = m.call(distribute(requiring_grad({in.x}), {S(1)}, rank));
    EXPECT_EQ(placement_of(loss[0]), "Replicate()");
    g = dtensor_grad(loss);
    ASSERT_TRUE(g.at(0).has_value());
    EXPECT_EQ(placement_of(*g[0]), "Shard(dim=1)");
    save("sum_exp_grad", *g[0]);
    // Through the all_reduce max / min.
    JitFunction e = jit(extremes_loss);
    loss = e.call({distribute_tensor(tied(), kMesh, {S(1)}, rank)});
    g = dtensor_grad(loss);
    ASSERT_TRUE(g.at(0).has_value());
    EXPECT_EQ(placement_of(*g[0]), "Shard(dim=1)");
    save("extremes_grad", *g[0]);
    JitFunction mn = jit(mean_loss);
    loss = mn.call(distribute(requiring_grad({in.x}), {S(1)}, rank));
    EXPECT_EQ(placement_of(loss[0]), "Partial(avg)");
    g = dtensor_grad(loss);
    ASSERT_TRUE(g.at(0).has_value());
    EXPECT_EQ(placement_of(*g[0]), "Shard(dim=1)");
    save("mean_grad", *g[0]);
  }
  if (!::testing::Test::HasFailure()) std::ofstream(dir / ("done" + r)) << "ok\n";
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// fulgur run --grad --check through a cross-rank amax / amin on 2 processes:
// the all_reduce max / min's gradient rule against libtorch autograd of the
// single-device program (before the rule, autodiff refused the program).
TEST(DTensorGradExtremes, RunGradCheckOnTwoProcesses) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor-jit", "extremes");
  auto [rc, log] =
      testing::run_ranks(2,
                         testing::kCli + " run " + FULGUR_SOURCE_DIR +
                             "/tests/dist/dtensor_extremes_grad_2.trace --grad --check",
                         "FULGUR_COMM_TIMEOUT_S=60", dir);
  ASSERT_EQ(rc, 0) << log;
  EXPECT_NE(log.find("grad of x: max abs err"), std::string::npos) << log;
  EXPECT_EQ(log.find("MISMATCH"), std::string::npos) << log;
}

}  // namespace
}  // namespace fulgur
