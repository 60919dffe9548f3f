// fulgur::jit with DTensor arguments (docs/dtensor.md, "jit()"): the function
// traces with DTensor types, expands for this process's rank, runs on two
// processes, returns DTensors with the rules' placements, and is cached by
// every field of the spec and the rank. The ranks write their local outputs;
// the parent compares them, gathered by their placements, with the same
// function jitted on the global tensors (the single-device program).
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>

#include "codegen/cpu_program.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
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
  if (!::testing::Test::HasFailure()) std::ofstream(dir / ("done" + r)) << "ok\n";
}

}  // namespace
}  // namespace fulgur
