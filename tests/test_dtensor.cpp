// DTensor programs (docs/dtensor.md): sharding rules, redistribution, the
// DTensor expansion, the prologue's spec checks, and runs on 2 and 4 CPU
// processes compared with the single-device program.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <random>

#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/prologue.h"
#include "ir/printer.h"
#include "ranks_test_util.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using testing::kCli;
using testing::run_command;
using testing::run_ranks;

const std::string kDist = std::string(FULGUR_SOURCE_DIR) + "/tests/dist/";

std::string placements_of(const Trace& t, const std::string& name) {
  for (const BoundSymbol& b : t.bsyms)
    for (const ProxyPtr& p : b.flat_outputs())
      if (p->name == name && p->is_tensor() && p->tensor().dtensor) {
        std::string s;
        for (const Placement& pl : p->tensor().dtensor->placements)
          s += (s.empty() ? "" : " ") + pl.repr();
        return s;
      }
  return "?";
}

// The rules' output placements, one family at a time (the trace runs on 2
// processes below; tests/dist/dtensor_oracle.py checks these placements
// against PyTorch DTensor's).
TEST(DTensorRules, OutputPlacementsOfEachFamily) {
  Trace t = parse_trace_file(kDist + "dtensor_ops_2.trace").back();
  std::vector<std::pair<const char*, const char*>> want = {
      {"a1", "Shard(dim=0)"},  {"a3", "Shard(dim=0)"},  // elementwise, cast
      {"s0", "Partial(sum)"},  {"s1", "Partial(avg)"},  // sum / mean of a sharded dim
      {"s2", "Replicate()"},   {"s3", "Replicate()"},   // amax / amin gather (ties)
      {"s4", "Partial(sum)"},  {"q0", "Partial(sum)"},  // linear ops keep Partial
      {"q1", "Partial(sum)"},  {"q2", "Replicate()"},   // exp(Partial) reduces first
      {"q3", "Shard(dim=0)"},  {"l0", "Shard(dim=1)"},  // x the smaller: gathered
      {"l1", "Shard(dim=0)"},  {"l2", "Partial(sum)"},  // column / row parallel
      {"l3", "Partial(sum)"},  {"n0", "Replicate()"},   // matmul; softmax of its dim
      {"n3", "Shard(dim=0)"},  {"n4", "Shard(dim=1)"},  // rms_norm keeps the batch
      {"c1", "Partial(sum)"},  {"c0", "Replicate()"},   // cross_entropy sum / mean
      {"v0", "Shard(dim=1)"},  {"v1", "Shard(dim=0)"},  // reshape, transpose
      {"v2", "Shard(dim=0)"},  {"v4", "Shard(dim=0)"},  // permute, squeeze
      {"v6", "Shard(dim=1)"},  {"v8", "Shard(dim=0)"},  // chunk, split
      {"v10", "Shard(dim=1)"}, {"v11", "Replicate()"},  // cat; view of an uneven shard
  };
  for (const auto& [name, placement] : want) EXPECT_EQ(placements_of(t, name), placement) << name;
}

// print -> parse -> print is the identity for the expanded trace, whose
// dist.redistribute calls carry placements as arguments.
TEST(DTensorExpansion, ExpandedTraceRoundTripsAndIsRankSpecific) {
  Trace t = parse_trace_file(kDist + "dtensor_ops_2.trace").back();
  Trace r0 = expand_dtensor(t, {.rank = 0, .world_size = 2});
  Trace r1 = expand_dtensor(t, {.rank = 1, .world_size = 2});
  std::string text = print_trace(r1);
  EXPECT_NE(text.find("dist.redistribute(p, src=(Partial(sum),), placements=(Shard(dim=0),)"),
            std::string::npos);
  EXPECT_EQ(print_trace(parse_trace(text)), text);
  // x is [5, 6] sharded on dim 0: rank 0 holds 3 rows, rank 1 two.
  EXPECT_EQ(r0.params[0].proxy->tensor().shape, (Shape{3, 6}));
  EXPECT_EQ(r1.params[0].proxy->tensor().shape, (Shape{2, 6}));
  for (const Trace* e : {&r0, &r1})
    for (const BoundSymbol& b : e->bsyms)
      for (const ProxyPtr& p : b.flat_outputs())
        EXPECT_FALSE(p->is_tensor() && p->tensor().dtensor) << p->name << " is still a DTensor";
}

TEST(DTensorExpansion, CliPrintsWhatARankRuns) {
  auto [rc, out] = run_command(kCli + " print " + kDist +
                               "dtensor_ops_2.trace --passes --rank 1 --world-size 2");
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("# Constructed by DTensor expansion"), std::string::npos);
  EXPECT_NE(out.find("# rank 1 of 2"), std::string::npos);
  EXPECT_NE(out.find("# x: \"cpu f32[2, 6]\""), std::string::npos) << out;
  EXPECT_NE(out.find("dist.reduce_scatter("), std::string::npos);
  auto [rc2, pro] = run_command(kCli + " print " + kDist + "dtensor_ops_2.trace --prologue");
  ASSERT_EQ(rc2, 0) << pro;
  EXPECT_NE(pro.find("prims.check_dtensor_spec_repr(spec0, \"DTensorSpec(mesh=DeviceMesh('cpu', "
                     "[0, 1]), placements=(Shard(dim=0),), tensor_meta=TensorMeta(shape=torch."
                     "Size([5, 6]), stride=(6, 1), dtype=torch.float32))\")"),
            std::string::npos)
      << pro;
}

// ---- runs on several processes -------------------------------------------------

void expect_ranks_pass(int world, const fs::path& trace, const std::string& name) {
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor", name);
  auto [rc, log] = run_ranks(world, kCli + " run " + trace.string() + " --check",
                             "FULGUR_COMM_TIMEOUT_S=60", dir);
  EXPECT_EQ(rc, 0) << log;
  size_t passed = 0;
  for (size_t at = log.find("check passed"); at != std::string::npos;
       at = log.find("check passed", at + 1))
    ++passed;
  EXPECT_EQ(passed, static_cast<size_t>(world)) << log;
  EXPECT_EQ(log.find("MISMATCH"), std::string::npos) << log;
}

// Training dropout draws its mask at each element's index from a (seed,
// offset) every rank shares, so a sharded operand is replicated first: the
// ranks apply the single-device program's mask, not each the first shard's
// mask again. --check compares with the single-device program on the same
// seed.
TEST(DTensorRun, TrainingDropoutOfAShardUsesTheSingleDeviceMask) {
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor", "dropout");
  fs::path trace = dir / "dropout.trace";
  std::ofstream(trace) << R"T(def computation(x):
  # x: "DTensor cpu f32[64, 6] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=0),)"
  y = ltorch.dropout(x, 0.5, True)
  return (y,)
)T";
  Trace t = parse_trace_file(trace.string()).back();
  EXPECT_EQ(placements_of(t, "y"), "Replicate()");
  expect_ranks_pass(2, trace, "dropout");
}

TEST(DTensorRun, EveryRuleFamilyOn2Processes) {
  expect_ranks_pass(2, kDist + "dtensor_ops_2.trace", "ops2");
}

TEST(DTensorRun, TwoByTwoMeshOn4Processes) {
  expect_ranks_pass(4, kDist + "dtensor_mesh_2x2.trace", "mesh2x2");
}

// The examples scripts/demo.sh runs (examples/dtensor).
TEST(DTensorRun, ExamplesOn2Processes) {
  for (const char* e : {"elementwise", "mlp", "attention", "loss"})
    expect_ranks_pass(2, std::string(FULGUR_SOURCE_DIR) + "/examples/dtensor/" + e + ".trace",
                      std::string("example-") + e);
}

// --grad --check: the expanded trace differentiated through its
// collectives; each input's gradient, redistributed to Replicate(), against
// libtorch autograd of the single-device program.
void expect_grad_pass(int world, const fs::path& trace, const std::string& name) {
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor", name);
  auto [rc, log] = run_ranks(world, kCli + " run " + trace.string() + " --grad --check",
                             "FULGUR_COMM_TIMEOUT_S=60", dir);
  EXPECT_EQ(rc, 0) << log;
  size_t passed = 0;
  for (size_t at = log.find("check passed"); at != std::string::npos;
       at = log.find("check passed", at + 1))
    ++passed;
  EXPECT_EQ(passed, static_cast<size_t>(world)) << log;
  EXPECT_NE(log.find("grad of "), std::string::npos) << log;
}

TEST(DTensorGrad, ExamplesOn2Processes) {
  for (const char* e : {"elementwise", "mlp", "attention", "loss"})
    expect_grad_pass(2, std::string(FULGUR_SOURCE_DIR) + "/examples/dtensor/" + e + ".trace",
                     std::string("grad-") + e);
}

TEST(DTensorGrad, TwoByTwoMeshOn4Processes) {
  expect_grad_pass(4, kDist + "dtensor_grad_2x2.trace", "grad2x2");
}

TEST(DTensorGrad, PrintGradShowsTheRanksBackward) {
  auto [rc, out] =
      run_command(kCli + " print " + std::string(FULGUR_SOURCE_DIR) +
                  "/examples/dtensor/elementwise.trace --grad --rank 1 --world-size 2");
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("def backward_fn("), std::string::npos) << out;
  // y moves from columns to rows (an all_gather); its gradient moves back.
  EXPECT_NE(out.find("dist.reduce_scatter("), std::string::npos) << out;
}

// One program per rule family, each input in a random placement (Shard of
// any dim, Replicate, Partial(sum)), on uneven extents.
std::string random_placement_trace(uint32_t seed) {
  std::mt19937 rng(seed);
  auto pick = [&](int rank, bool partial_ok = true) -> std::string {
    int n = rank + 1 + (partial_ok ? 1 : 0);
    int k = static_cast<int>(rng() % static_cast<uint32_t>(n));
    if (k < rank) return "Shard(dim=" + std::to_string(k) + ")";
    return k == rank ? "Replicate()" : "Partial(sum)";
  };
  const char* mesh = "mesh=DeviceMesh('cpu', [0, 1])";
  auto dt = [&](const std::string& shape, int rank, bool partial_ok = true,
                const std::string& dtype = "f32") {
    return "\"DTensor cpu " + dtype + shape + " " + mesh + ", placements=(" +
           pick(rank, partial_ok) + ",)\"";
  };
  std::string s = "def computation(x, y, b, w, bias, z, lw, tgt):\n";
  s += "  # x: " + dt("[5, 6]", 2) + "\n";
  s += "  # y: " + dt("[5, 6]", 2) + "\n";
  s += "  # b: " + dt("[6]", 1) + "\n";
  s += "  # w: " + dt("[7, 6]", 2) + "\n";
  s += "  # bias: " + dt("[7]", 1) + "\n";
  s += "  # z: " + dt("[3, 5, 6]", 3) + "\n";
  s += "  # lw: " + dt("[6]", 1) + "\n";
  s += "  # tgt: " + dt("[5]", 1, false, "i64") + "\n";
  int d = static_cast<int>(rng() % 2);
  s += "  e0 = ltorch.add(x, b)\n  e1 = ltorch.mul(e0, y)\n  e2 = ltorch.mul(x, 0.5)\n";
  s += "  g = ltorch.lt(x, y)\n  e3 = ltorch.where(g, x, y)\n  e4 = ltorch.to(y, torch.float64)\n";
  s += "  r0 = ltorch.sum(x, " + std::to_string(d) + ")\n  r1 = ltorch.mean(z, (0, 2))\n";
  s += "  r2 = ltorch.amax(y, " + std::to_string(1 - d) + ")\n  r3 = ltorch.amin(z, 1)\n";
  s += "  l0 = ltorch.linear(x, w, bias)\n  l1 = ltorch.linear(z, w)\n";
  s += "  l2 = ltorch.transpose(w, 0, 1)\n  l3 = ltorch.matmul(z, l2)\n";
  s += "  n0 = ltorch.softmax(x, " + std::to_string(d) + ")\n";
  s += "  n1 = ltorch.log_softmax(z, -1)\n  n2 = ltorch.layer_norm(z, (6,), lw, b)\n";
  s += "  n3 = ltorch.rms_norm(x, (6,), lw)\n  n4 = ltorch.gelu(y)\n  n5 = ltorch.silu(z)\n";
  s += "  n6 = ltorch.relu(x)\n  c0 = ltorch.cross_entropy(l0, tgt)\n";
  s += "  c1 = ltorch.mse_loss(x, y)\n  c2 = ltorch.mse_loss(x, y, reduction='sum')\n";
  s += "  v0 = ltorch.reshape(z, 15, 6)\n  v1 = ltorch.permute(z, 2, 0, 1)\n";
  s += "  v2 = ltorch.unsqueeze(x, 1)\n  v3 = ltorch.flatten(z, 1, 2)\n";
  s += "  (v4, v5) = ltorch.chunk(z, 2, 1)\n  v6 = ltorch.cat([x, y], " + std::to_string(d) + ")\n";
  s += "  v7 = ltorch.view(x, 30)\n";
  s += "  return (e1, e2, e3, e4, r0, r1, r2, r3, l0, l1, l3, n0, n1, n2, n3, n4, n5, n6, c0, c1, "
       "c2, v0, v1, v2, v3, v4, v5, v6, v7)\n";
  return s;
}

TEST(DTensorRun, RandomPlacementsMatchTheSingleDeviceProgramOn2Processes) {
  for (uint32_t seed : {1u, 2u}) {
    fs::path dir = testing::fresh_test_dir("fulgur-dtensor", "random" + std::to_string(seed));
    std::string text = random_placement_trace(seed);
    std::ofstream(dir / "random.trace") << text;
    SCOPED_TRACE(text);
    expect_ranks_pass(2, dir / "random.trace", "random" + std::to_string(seed));
  }
}

// PyTorch DTensor on Gloo runs the same statements on the same inputs
// (tests/dist/dtensor_oracle.py): the output placements and values must be
// PyTorch's. c2 (mse_loss's mean of a [5, 6] tensor sharded 3 + 2 rows) is
// where PyTorch is wrong: it averages the two ranks' means (Partial(avg)),
// which differs from the mean when the shards are uneven; fulgur replicates
// and matches the single-device program.
void expect_oracle(int world, const std::string& trace, const std::string& torch_wrong,
                   const std::string& values_only = "") {
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor", "oracle");
  auto [rc, log] = run_ranks(world,
                             kCli + " run " + trace + " --check --save-inputs " + dir.string() +
                                 " --save-outputs " + dir.string(),
                             "FULGUR_COMM_TIMEOUT_S=60", dir);
  ASSERT_EQ(rc, 0) << log;
  auto [orc, out] =
      run_command("timeout -s KILL 300 python3 " + kDist + "dtensor_oracle.py --fulgur " + kCli +
                  " --trace " + trace + " --dir " + dir.string() + " --torch-wrong '" +
                  torch_wrong + "' --values-only '" + values_only + "'");
  EXPECT_EQ(orc, 0) << out;
  EXPECT_NE(out.find("oracle passed"), std::string::npos) << out;
}

// s2, s3 (amax / amin over a sharded dim): PyTorch leaves Partial(max/min)
// of the local extremes; fulgur gathers the dim, so that the gradient splits
// a tie over all of its elements, as the single-device amax does (the local
// extremes' gradient would split it by each rank's own count of it).
TEST(DTensorOracle, PyTorchDTensorGivesTheSamePlacementsAndValuesOn2Processes) {
  expect_oracle(2, kDist + "dtensor_ops_2.trace", "c2", "s2,s3");
}

// bmm, baddbmm, scaled_dot_product_attention (heads sharded: local; a
// sharded query sequence without is_causal: kept) and a libtorch fallback op.
// Placements differ by design for two outputs, whose values are compared:
// f0 (the fallback op, which fulgur replicates) and h2 (heads-sharded
// attention, which fulgur keeps local where torch's CPU decomposition
// replicates).
TEST(DTensorOracle, AttentionOpsAndTheFallbackAgreeWithPyTorchDTensor) {
  expect_oracle(2, kDist + "dtensor_attn_ops_2.trace", "", "f0,h2");
}

// t (amax over a sharded dim of a Partial(sum)): gathered, as s2 above.
TEST(DTensorOracle, PyTorchDTensorAgreesOnTheTwoByTwoMesh) {
  expect_oracle(4, kDist + "dtensor_mesh_2x2.trace", "", "t");
}

// Specs the installed torch makes (2-D meshes, Partial, uneven shards,
// f16/bf16/i64/f64, a non-contiguous stride), written as fulgur types from
// their fields: the prologue prints each field as torch has it.
TEST(DTensorSpecs, TorchMadeSpecsMapFieldByField) {
  fs::path dir = testing::fresh_test_dir("fulgur-dtensor", "specs");
  auto [rc, out] = run_command("timeout -s KILL 300 python3 " + kDist +
                               "dtensor_specs.py --fulgur " + kCli + " --dir " + dir.string());
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("specs passed"), std::string::npos) << out;
  EXPECT_EQ(out.find("DIFFERS"), std::string::npos) << out;
}

// ---- bad input -----------------------------------------------------------------

std::string parse_error(const std::string& text) {
  try {
    parse_trace(text, "bad.trace");
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

// ---- from_local, to_local, redistribute inside a program ------------------------

// What parallelize_module's hooks make of a column- then row-parallel MLP
// (docs/dtensor.md, "Inside a program"; tests/dist/py_parallel_modules.py
// runs it against eager PyTorch).
const char* kBoundaries =
    "def computation(x0, w1, w2, b2):\n"
    "  # x0: \"cpu f32[4, 8] requires_grad\"\n"
    "  # w1: \"DTensor cpu f32[16, 8] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=0),) "
    "requires_grad\"\n"
    "  # w2: \"DTensor cpu f32[8, 16] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=1),) "
    "requires_grad\"\n"
    "  # b2: \"DTensor cpu f32[8] mesh=DeviceMesh('cpu', [0, 1]), placements=(Replicate(),) "
    "requires_grad\"\n"
    "  t0 = dtensor.from_local(x0, (Replicate(),), group=ProcessGroup(mesh=DeviceMesh('cpu', [0, "
    "1]), dims=(0,)), rank=RANK)\n"
    "  t1 = ltorch.linear(t0, w1)\n"
    "  t2 = dtensor.to_local(t1, rank=RANK)\n"
    "  t3 = ltorch.relu(t2)\n"
    "  t4 = dtensor.from_local(t3, (Shard(dim=1),), group=ProcessGroup(mesh=DeviceMesh('cpu', [0, "
    "1]), dims=(0,)), rank=RANK)\n"
    "  t5 = ltorch.linear(t4, w2, b2)\n"
    "  t6 = dtensor.redistribute(t5, (Replicate(),), rank=RANK)\n"
    "  t7 = dtensor.to_local(t6, rank=RANK)\n"
    "  return t7\n";

Trace boundaries_on(int rank) {
  std::string text = kBoundaries;
  for (size_t at; (at = text.find("RANK")) != std::string::npos;)
    text.replace(at, 4, std::to_string(rank));
  return parse_trace(text, "boundaries.trace");
}

int count_calls(const Trace& t, const std::string& op) {
  int n = 0;
  std::function<void(const std::vector<BoundSymbol>&)> walk = [&](const auto& bs) {
    for (const BoundSymbol& b : bs) {
      if (b.sym->qualified() == op) ++n;
      walk(b.subsymbols);
    }
  };
  walk(t.bsyms);
  return n;
}

int false_masks(const Trace& backward, const Shape& shape) {
  // prims.full(..., False): the where(False, g, 0) of a coordinate other than 0
  int n = 0;
  for (const BoundSymbol& b : backward.bsyms)
    if (b.sym->qualified() == "prims.full" && b.output.proxy()->tensor().dtype == DType::b8 &&
        b.output.proxy()->tensor().shape == shape)
      ++n;
  return n;
}

TEST(DTensorBoundaries, TypedTraceExpandsToLocalOpsWithPyTorchsGradients) {
  for (int rank : {0, 1}) {
    Trace t = boundaries_on(rank);
    EXPECT_EQ(print_trace(parse_trace(print_trace(t))), print_trace(t));
    EXPECT_EQ(placements_of(t, "t1"), "Shard(dim=1)");
    EXPECT_EQ(placements_of(t, "t4"), "Shard(dim=1)");
    EXPECT_EQ(placements_of(t, "t5"), "Partial(sum)");
    Trace local = expand_dtensor(t, {.rank = rank, .world_size = 2});
    std::string fw = print_trace(local);
    EXPECT_EQ(print_trace(parse_trace(fw)), fw);
    EXPECT_EQ(count_calls(local, "dist.from_local"), 2) << fw;
    // The row-parallel output's redistribute + to_local: one TP composite.
    EXPECT_EQ(count_calls(local, "dist.to_local"), 1) << fw;
    EXPECT_EQ(count_calls(local, "dist.synchronize_tensor_parallel_output"), 1) << fw;
    EXPECT_EQ(count_calls(local, "dist.all_reduce"), 1) << fw;
    for (const BoundSymbol& b : local.bsyms)
      for (const ProxyPtr& p : b.flat_outputs())
        if (p->is_tensor()) {
          EXPECT_FALSE(p->tensor().dtensor) << p->name;
        }
    ForwardBackward fb = grad_transform(local);
    // from_local(x0, Replicate()): x0's gradient sums every rank's share
    // (the one all-reduce); the row-parallel output's all-reduce hands its
    // cotangent through, as PyTorch's autograd does.
    std::string bw = print_trace(fb.backward);
    EXPECT_EQ(count_calls(fb.backward, "dist.all_reduce"), 1) << bw;
    EXPECT_EQ(false_masks(fb.backward, {4, 8}), 0) << bw;
  }
}

TEST(DTensorBoundaries, ToLocalOfAReplicatedTensorTakesCoordinate0sCotangent) {
  for (int rank : {0, 1}) {
    Trace t = parse_trace(
        "def computation(b):\n"
        "  # b: \"DTensor cpu f32[8] mesh=DeviceMesh('cpu', [0, 1]), placements=(Replicate(),) "
        "requires_grad\"\n"
        "  t0 = dtensor.to_local(b, rank=" +
        std::to_string(rank) +
        ")\n"
        "  t1 = ltorch.mul(t0, 2.0)\n"
        "  return t1\n");
    ForwardBackward fb = grad_transform(expand_dtensor(t, {.rank = rank, .world_size = 2}));
    // Zeros that still read the cotangent off coordinate 0: the ranks' shares
    // sum to the one gradient PyTorch assumes every rank holds.
    EXPECT_EQ(false_masks(fb.backward, {8}), rank == 0 ? 0 : 1) << print_trace(fb.backward);
  }
}

TEST(DTensorBoundaries, BadBoundariesAreNamed) {
  auto msg = [](const std::string& body) {
    return parse_error(
        "def computation(x, d):\n"
        "  # x: \"cpu f32[5, 3]\"\n"
        "  # d: \"DTensor cpu f32[4, 4] mesh=DeviceMesh('cpu', [0, 1]), "
        "placements=(Shard(dim=0),)\"\n" +
        body + "  return t\n");
  };
  std::string uneven = msg(
      "  t = dtensor.from_local(x, (Shard(dim=0),), group=ProcessGroup(mesh=DeviceMesh('cpu', [0, "
      "1]), dims=(0,)), rank=0, shape=(12, 3))\n");
  EXPECT_NE(uneven.find("rank 0's local tensor is [5, 3], but its shard of the global [12, 3] with "
                        "(Shard(dim=0),) is [6, 3]"),
            std::string::npos)
      << uneven;
  std::string count =
      msg("  t = dtensor.from_local(x, (Shard(dim=0), Replicate()), group=ProcessGroup(mesh="
          "DeviceMesh('cpu', [0, 1]), dims=(0,)), rank=0)\n");
  EXPECT_NE(count.find("has 1 dims, but 2 placements were given"), std::string::npos) << count;
  std::string plain = msg("  t = dtensor.to_local(x, rank=0)\n");
  EXPECT_NE(plain.find("dtensor.to_local: takes a DTensor, got a plain tensor"), std::string::npos)
      << plain;
  std::string dim = msg("  t = dtensor.redistribute(d, (Shard(dim=2),), rank=0)\n");
  EXPECT_NE(dim.find("Shard(dim=2) of a 2-dim tensor"), std::string::npos) << dim;
}

TEST(DTensorErrors, OpWithoutARuleNamesTheOpLineAndPlacements) {
  std::string msg = parse_error(
      "def computation(w, i):\n"
      "  # w: \"DTensor cpu f32[8, 4] mesh=DeviceMesh('cpu', [0, 1]), "
      "placements=(Shard(dim=0),)\"\n"
      "  # i: \"DTensor cpu i64[3] mesh=DeviceMesh('cpu', [0, 1]), placements=(Replicate(),)\"\n"
      "  t = ltorch.embedding(i, w)\n"
      "  return t\n");
  EXPECT_NE(msg.find("bad.trace:4"), std::string::npos) << msg;
  EXPECT_NE(msg.find("ltorch.embedding has no sharding rule"), std::string::npos) << msg;
  EXPECT_NE(msg.find("w: DTensor f32[8, 4] (Shard(dim=0),)"), std::string::npos) << msg;
}

TEST(DTensorErrors, MixedDTensorAndTensorOperandsAreRejected) {
  std::string mixed = parse_error(
      "def computation(x, y):\n"
      "  # x: \"DTensor cpu f32[4] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=0),)\"\n"
      "  # y: \"cpu f32[4]\"\n"
      "  t = ltorch.add(x, y)\n"
      "  return t\n");
  EXPECT_NE(mixed.find("ltorch.add: mixes DTensor and plain tensor operands"), std::string::npos)
      << mixed;
}

TEST(DTensorErrors, PlacementOnAMissingDimNamesIt) {
  std::string msg = parse_error(
      "def computation(x):\n"
      "  # x: \"DTensor cpu f32[4, 4] mesh=DeviceMesh('cpu', [0, 1]), "
      "placements=(Shard(dim=2),)\"\n"
      "  t = ltorch.exp(x)\n"
      "  return t\n");
  EXPECT_NE(msg.find("bad.trace:2"), std::string::npos) << msg;
  EXPECT_NE(msg.find("Shard(dim=2)"), std::string::npos) << msg;
}

TEST(DTensorErrors, MeshThatDoesNotMatchTheWorldSize) {
  Trace t = parse_trace_file(kDist + "dtensor_ops_2.trace").back();
  try {
    expand_dtensor(t, {.rank = 0, .world_size = 4});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    std::string msg = e.what();
    EXPECT_NE(msg.find("input 'x' is a DTensor on DeviceMesh('cpu', [0, 1]) (2 ranks) but "
                       "WORLD_SIZE is 4"),
              std::string::npos)
        << msg;
  }
  // The CLI says the same before starting any communication.
  auto [rc, out] = run_command("RANK=0 WORLD_SIZE=4 timeout 60 " + kCli + " run " + kDist +
                               "dtensor_ops_2.trace");
  EXPECT_EQ(rc, 1) << out;
  EXPECT_NE(out.find("but WORLD_SIZE is 4"), std::string::npos) << out;
}

// ---- the prologue --------------------------------------------------------------

TEST(DTensorPrologue, EveryKindOfSpecMismatchIsNamed) {
  Trace t = parse_trace(
      "def computation(x):\n"
      "  # x: \"DTensor cpu f32[5, 6] mesh=DeviceMesh('cpu', [0, 1]), "
      "placements=(Shard(dim=0),)\"\n"
      "  t = ltorch.exp(x)\n"
      "  return t\n");
  Trace prologue = make_prologue(t);
  const TensorType want = t.params[0].proxy->tensor();
  auto run = [&](const TensorType& got, Shape local, int64_t rank = 1) -> std::string {
    try {
      check_dtensor_args(prologue, {DTensorArg{got, std::move(local)}}, rank);
    } catch (const Error& e) {
      return e.what();
    }
    return "";
  };
  EXPECT_EQ(run(want, {2, 6}), "");  // rank 1 holds rows 3 and 4
  EXPECT_EQ(run(want, {3, 6}, 0), "");
  TensorType g = want;
  g.dtensor->mesh = DeviceMesh{"cpu", {2}, {1, 0}};
  EXPECT_NE(run(g, {2, 6}).find("input 'x': its DTensor spec differs from the one the program "
                                "was compiled for: mesh DeviceMesh('cpu', [0, 1]) expected, got "
                                "DeviceMesh('cpu', [1, 0])"),
            std::string::npos);
  g = want;
  g.dtensor->placements = {Placement::replicate()};
  EXPECT_NE(run(g, {5, 6}).find("placements (Shard(dim=0),) expected, got (Replicate(),)"),
            std::string::npos);
  g = want;
  g.shape = {6, 6};
  EXPECT_NE(run(g, {3, 6}).find("shape [5, 6] expected, got [6, 6]"), std::string::npos);
  g = want;
  g.strides = Shape{1, 5};
  EXPECT_NE(run(g, {2, 6}).find("stride [6, 1] expected, got [1, 5]"), std::string::npos);
  g = want;
  g.dtype = DType::bf16;
  EXPECT_NE(run(g, {2, 6}).find("dtype torch.float32 expected, got torch.bfloat16"),
            std::string::npos);
  g = want;
  g.requires_grad = true;
  EXPECT_NE(run(g, {2, 6}).find("requires_grad False expected, got True"), std::string::npos);
  EXPECT_NE(run(want, {3, 6})
                .find("input 'x': rank 1's local tensor is [3, 6] but its shard of "
                      "[5, 6] with placements (Shard(dim=0),) is [2, 6]"),
            std::string::npos);
  g = want;
  g.dtensor.reset();
  EXPECT_NE(run(g, {5, 6}).find("input 'x': expected a DTensor"), std::string::npos);
}

}  // namespace
}  // namespace fulgur
