// Data parallelism (ir/passes/ddp.h): the parameters' gradients averaged
// over the ranks in buckets, scheduled by sort_waits to overlap the rest of
// the backward; checked on 2 processes against libtorch autograd.
#include <gtest/gtest.h>

#include <ATen/ATen.h>
#include <torch/csrc/autograd/autograd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/ddp.h"
#include "ir/passes/fsdp.h"
#include "ir/passes/sort_waits.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"
#include "runtime/npy.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

Trace mlp() {
  Trace t =
      parse_trace(testing::read_text_file(fs::path(FULGUR_SOURCE_DIR) / "examples/mlp.trace"));
  require_grad_of_float_inputs(t);
  return t;
}

codegen::Executable compile_ddp(const Trace& t, DdpOptions d, bool sort = true) {
  codegen::CompileOptions o;
  o.grad = true;
  o.emit = false;
  o.ddp = std::move(d);
  o.sort_waits = sort;
  return codegen::compile(t, o);
}

int count(const std::string& s, const std::string& needle) {
  int n = 0;
  for (size_t at = s.find(needle); at != std::string::npos; at = s.find(needle, at + 1)) ++n;
  return n;
}

// With a small cap the five-parameter MLP's gradients go in buckets, last
// layer first; the first bucket's all_reduce starts before the first
// layer's gradients are computed, and waits come at the end.
TEST(Ddp, BucketsGradientsAndOverlapsTheirAllReduces) {
  // w2 is 512 bytes, b2 32, w1 768, b1 64: a 600-byte cap makes
  // [w2, b2], [w1], [b1] (x is data: not averaged).
  codegen::Executable e = compile_ddp(mlp(), {{"w1", "b1", "w2", "b2"}, 600});
  std::string bw;
  for (const auto& [step, trace] : e.traces)
    if (step == "DDP gradient buckets") bw = print_trace(trace);
  // Each gradient is redistributed Partial(avg) -> Replicate() where it is
  // made; bucket_all_reduces packs w2's and b2's (a sum, divided after) and
  // leaves w1's and b1's all-reduce 'avg' on their own.
  EXPECT_EQ(count(bw, "dist.all_reduce("), 3) << bw;
  EXPECT_EQ(count(bw, "'avg'"), 2) << bw;
  EXPECT_NE(bw.find("# all-reduce bucket 0 (544 B, 2 tensors): grad_w2, grad_b2"),
            std::string::npos)
      << bw;
  EXPECT_NE(bw.find("# DDP: the gradient of w1, averaged over 1 rank"), std::string::npos) << bw;
  EXPECT_NE(bw.find("# DDP: the gradient of b1, averaged over 1 rank"), std::string::npos) << bw;
  EXPECT_NE(bw.find("return (t42, grad_w1, grad_b1, grad_w2, grad_b2)"), std::string::npos) << bw;
  // The bucket is issued where b2's gradient is made, before the first layer's backward.
  EXPECT_LT(bw.find("all-reduce bucket 0"), bw.find("DDP: the gradient of w1")) << bw;
  // After sort_waits and fusion: the w2/b2 bucket's all_reduce hides
  // behind the first layer's backward, w1's behind b1's and x's gradients.
  std::vector<int> overlap = compute_between_collectives_and_waits(*e.backward);
  ASSERT_EQ(overlap.size(), 3u) << print_trace(*e.backward);
  EXPECT_GE(overlap[0], 3) << print_trace(*e.backward);
  EXPECT_GE(overlap[1], 1) << print_trace(*e.backward);
  // Without sort_waits every wait follows its collective.
  codegen::Executable plain = compile_ddp(mlp(), {{"w1", "b1", "w2", "b2"}, 600}, false);
  EXPECT_EQ(compute_between_collectives_and_waits(*plain.backward), (std::vector<int>{0, 0, 0}))
      << print_trace(*plain.backward);
  // ... and the backward keeps its order: the buckets go in where their last
  // gradient is made, nothing else moves (sort_waits would move every
  // collective, and with ZeRO-3 each re-gather, as early as it can).
  std::vector<std::string> before, after;
  for (const auto& [step, trace] : plain.traces)
    for (const auto& b : trace.bsyms)
      if (b.sym->ns != "dist" && b.sym->ns != "prims" && !is_syntax(b, "python_return")) {
        if (step == "Backward") before.push_back(print_statement(b));
        if (step == "DDP gradient buckets") after.push_back(print_statement(b));
      }
  EXPECT_FALSE(before.empty());
  EXPECT_EQ(after, before);
  // Beside FSDP: each re-gather of the backward stays just before its first
  // use (with no sort_waits, nothing schedules them early).
  codegen::CompileOptions both;
  both.grad = true;
  both.emit = false;
  both.sort_waits = false;
  both.world_size = 2;
  both.rank = 0;
  both.fsdp = FsdpOptions{.params = {"w1", "b1"}, .world_size = 2};
  both.ddp = DdpOptions{.params = {"w2", "b2"}};
  codegen::Executable mixed = codegen::compile(mlp(), both);
  std::vector<std::string> fsdp_order, ddp_order;
  for (const auto& [step, trace] : mixed.traces)
    for (const auto& b : trace.bsyms) {
      std::string q = b.sym->qualified();
      if (q == "dist.all_reduce" || q == "dist.wait" || b.sym->ns == "prims" ||
          q == "dist.redistribute" || is_syntax(b, "python_return"))
        continue;
      if (step == "FSDP (ZeRO-3) gradient reduce-scatters")
        fsdp_order.push_back(print_statement(b));
      if (step == "DDP gradient buckets") ddp_order.push_back(print_statement(b));
    }
  ASSERT_FALSE(fsdp_order.empty());
  EXPECT_EQ(ddp_order, fsdp_order);
  // The default cap holds all of them in one bucket; no names: every
  // gradient, x's included.
  codegen::Executable all = compile_ddp(mlp(), {});
  std::string one;
  for (const auto& [step, trace] : all.traces)
    if (step == "DDP gradient buckets") one = print_trace(trace);
  EXPECT_EQ(count(one, "dist.all_reduce("), 1) << one;
  EXPECT_NE(one.find("# all-reduce bucket 0 (1568 B, 5 tensors): grad_w2, grad_b2, "
                     "grad_x, grad_w1, grad_b1"),
            std::string::npos)
      << one;
}

TEST(Ddp, BadOptionsAreClearErrors) {
  auto message = [](auto&& f) {
    try {
      f();
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_NE(message([] {
              compile_ddp(mlp(), {{"w3"}});
            }).find("'w3' is not an input of computation (its inputs: x, w1, b1, w2, b2)"),
            std::string::npos);
  Trace t =
      parse_trace(testing::read_text_file(fs::path(FULGUR_SOURCE_DIR) / "examples/mlp.trace"));
  for (const auto& p : t.params)
    if (p.proxy->name != "x") p.proxy->type.tensor.requires_grad = true;
  EXPECT_NE(message([&] { compile_ddp(t, {{"x"}}); }).find("input 'x' has no gradient"),
            std::string::npos);
  EXPECT_NE(message([] {
              compile_ddp(mlp(), {{}, 0});
            }).find("the bucket cap must be positive"),
            std::string::npos);
  codegen::CompileOptions o;
  o.ddp = DdpOptions{};
  o.emit = false;
  EXPECT_NE(message([&] { codegen::compile(mlp(), o); }).find("needs the gradients"),
            std::string::npos);
  auto [rc, out] = testing::run_command(testing::kCli + " run " + FULGUR_SOURCE_DIR +
                                        "/examples/mlp.trace --grad --ddp --check --inputs /tmp");
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("the reference needs every rank's inputs"), std::string::npos) << out;
  std::tie(rc, out) = testing::run_command(testing::kCli + " run " + FULGUR_SOURCE_DIR +
                                           "/examples/mlp.trace --grad --ddp --bucket-cap-mb x");
  EXPECT_NE(out.find("--bucket-cap-mb: expected a size in MiB"), std::string::npos) << out;
}

// Two ranks, each with its own batch and cotangent: every parameter's
// gradient is the mean of the two ranks' libtorch gradients, the same on
// both ranks; x's gradient stays the rank's own.
TEST(Ddp, TwoRanksAverageTheParametersGradients) {
  fs::path dir = testing::fresh_test_dir("fulgur-ddp", "mlp");
  const std::vector<std::string> names = {"x", "w1", "b1", "w2", "b2"};
  const std::vector<std::vector<int64_t>> shapes = {{4, 12}, {16, 12}, {16}, {8, 16}, {8}};
  std::vector<at::Tensor> params;  // the same weights on both ranks
  for (size_t i = 1; i < names.size(); ++i) {
    int64_t n = 1;
    for (int64_t e : shapes[i]) n *= e;
    params.push_back(at::sin(at::arange(n, at::kFloat) * 0.31 + i).reshape(shapes[i]) * 0.4);
  }
  std::vector<std::vector<at::Tensor>> grads(2);
  for (int r = 0; r < 2; ++r) {
    at::Tensor x = at::cos(at::arange(48, at::kFloat) * 0.17 + r * 2.1).reshape({4, 12});
    at::Tensor cot = at::sin(at::arange(32, at::kFloat) * 0.23 - r).reshape({4, 8});
    std::vector<at::Tensor> leaves = {x.clone().requires_grad_(true)};
    for (const auto& p : params) leaves.push_back(p.clone().requires_grad_(true));
    at::Tensor h = at::gelu(at::linear(leaves[0], leaves[1], leaves[2]), "tanh");
    at::Tensor y = at::linear(h, leaves[3], leaves[4]);
    grads[r] = torch::autograd::grad({(y * cot).sum()}, leaves);
    fs::path in = dir / ("in" + std::to_string(r));
    fs::create_directories(in);
    for (size_t i = 0; i < names.size(); ++i)
      write_npy((in / (names[i] + ".npy")).string(), from_aten(leaves[i].detach().contiguous()));
    write_npy((in / "cotangent0.npy").string(), from_aten(cot));
  }
  // A 600-byte cap: three buckets, so three all_reduces in flight order.
  auto [rc, log] = testing::run_ranks(
      2,
      "sh -c '" + testing::kCli + " run " + FULGUR_SOURCE_DIR +
          "/examples/mlp.trace --grad --ddp-params w1,b1,w2,b2 --bucket-cap-mb 0.000572 "
          "--inputs " +
          dir.string() + "/in$RANK --save-outputs " + dir.string() + "/out$RANK'",
      "FULGUR_COMM_TIMEOUT_S=60", dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < 2; ++r)
    for (size_t i = 0; i < names.size(); ++i) {
      fs::path f = dir / ("out" + std::to_string(r)) / ("grad_" + names[i] + ".npy");
      ASSERT_TRUE(fs::exists(f)) << f << "\n" << log;
      at::Tensor got = to_aten(read_npy(f.string()));
      at::Tensor want = i == 0 ? grads[r][0] : (grads[0][i] + grads[1][i]) / 2;
      EXPECT_TRUE(at::allclose(got, want, 1e-5, 1e-5))
          << "rank " << r << ", grad of " << names[i] << ": got\n"
          << got << "\nwant\n"
          << want;
    }
}

// fulgur run --grad --ddp --check on 2 and 4 processes: the reference is
// every rank's libtorch gradient (inputs and cotangents rebuilt from the
// seed and the rank), averaged for the parameters.
// bench --ddp on 2 ranks: each times its forward and backward with the
// gradient all_reduces, compiled with and without sort_waits.
TEST(Ddp, BenchTimesTheStepWithAndWithoutSortWaits) {
  fs::path dir = testing::fresh_test_dir("fulgur-ddp", "bench");
  auto [rc, log] = testing::run_ranks(2,
                                      testing::kCli + " bench " + FULGUR_SOURCE_DIR +
                                          "/examples/mlp.trace --ddp --reps 3 --threads 1",
                                      "FULGUR_COMM_TIMEOUT_S=60", dir);
  EXPECT_EQ(rc, 0) << log;
  EXPECT_EQ(count(log, "DDP on rank "), 2) << log;
  EXPECT_EQ(count(log, "with sort_waits "), 2) << log;
  EXPECT_EQ(count(log, "without sort_waits "), 2) << log;
}

TEST(Ddp, RunCheckComparesWithTheMeanOfEveryRanksGradients) {
  for (int world : {2, 4}) {
    fs::path dir = testing::fresh_test_dir("fulgur-ddp", "check" + std::to_string(world));
    auto [rc, log] = testing::run_ranks(
        world,
        testing::kCli + " run " + FULGUR_SOURCE_DIR +
            "/examples/llama_mlp.trace --grad --check --seed 3 --bucket-cap-mb 0.001 "
            "--ddp-params " +
            "norm_w,w_gate,w_up,w_down",
        "FULGUR_COMM_TIMEOUT_S=60", dir);
    EXPECT_EQ(rc, 0) << log;
    EXPECT_EQ(count(log, "check passed"), world) << log;
  }
}

}  // namespace
}  // namespace fulgur
