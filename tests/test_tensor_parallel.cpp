// Tensor parallelism (ir/passes/tensor_parallel.h): the composites that name
// the communication reach the execution traces, a column -> row pair
// communicates once in the forward, bad options are clear errors, and on 2
// and 4 processes the MLP and the LLaMA MLP match the single-process program
// (forward, backward, and 20 SGD steps, as DDP's 20 steps do).
#include <gtest/gtest.h>

#include <ATen/ATen.h>
#include <torch/csrc/autograd/autograd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/tensor_parallel.h"
#include "ir/printer.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

Trace example(const std::string& name) {
  Trace t = parse_trace(testing::read_text_file(fs::path(FULGUR_SOURCE_DIR) / "examples" / name));
  require_grad_of_float_inputs(t);
  return t;
}

const TensorParallelOptions kToy{{"net1_weight", "net1_bias"}, {"net2_weight"}, 0, 2};
const TensorParallelOptions kMlp{{"w1", "b1"}, {"w2"}, -1, -1};
const TensorParallelOptions kLlama{{"w_gate", "w_up"}, {"w_down"}, -1, -1};

at::Tensor values(at::IntArrayRef shape, double phase, double scale);

codegen::Executable compile_tp(const Trace& t, TensorParallelOptions tp, bool grad,
                               int64_t rank = 0, int64_t world = 2) {
  codegen::CompileOptions o;
  o.grad = grad;
  o.emit = false;
  tp.rank = rank;
  tp.world_size = world;
  o.tensor_parallel = tp;
  return codegen::compile(t, o);
}

// Symbols named `qualified` at the top level of `t`.
int top_level(const Trace& t, const std::string& qualified) {
  int n = 0;
  for (const auto& b : t.bsyms) n += b.sym->qualified() == qualified;
  return n;
}

// Collectives anywhere in `t` (inside composites too).
int collectives(const std::vector<BoundSymbol>& bs) {
  int n = 0;
  for (const auto& b : bs) n += (b.sym->has(kTagCollective) ? 1 : 0) + collectives(b.subsymbols);
  return n;
}

// The final forward and backward execution traces (after the grad split,
// sort_waits, fusion and del_last_used) hold the composites as statements
// whose subsymbols are their pieces.
TEST(TensorParallel, CompositesNameTheCommunicationInTheExecutionTraces) {
  codegen::Executable e = compile_tp(example("tp/toymodel.trace"), kToy, true);
  ASSERT_TRUE(e.backward);
  const Trace& fw = e.forward;
  const Trace& bw = *e.backward;
  EXPECT_EQ(top_level(fw, "dist.synchronize_tensor_parallel_input"), 1) << print_trace(fw);
  EXPECT_EQ(top_level(fw, "dist.synchronize_tensor_parallel_output"), 1) << print_trace(fw);
  EXPECT_EQ(top_level(bw, "dist.synchronize_tensor_parallel_output_backward"), 1)
      << print_trace(bw);
  EXPECT_EQ(top_level(bw, "dist.synchronize_tensor_parallel_input_backward"), 1) << print_trace(bw);
  // Nothing communicates outside them.
  for (const Trace* t : {&fw, &bw})
    for (const auto& b : t->bsyms)
      EXPECT_FALSE(b.sym->has(kTagCollective) || b.sym->has(kTagWait)) << print_trace(*t);
  // The row-parallel output: the all_reduce, its wait and the bias add.
  std::string text = print_trace(fw);
  EXPECT_NE(text.find("'row', bias=net2_bias)"), std::string::npos) << text;
  EXPECT_NE(text.find("    # t23 = dist.all_reduce(t22, 'sum', group=ProcessGroup("),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("    # y = prims.add(t24, t25)"), std::string::npos) << text;
  std::string btext = print_trace(bw);
  EXPECT_NE(btext.find("= dist.all_reduce(t56, 'sum'"), std::string::npos) << btext;
  // Sharded parameters have their local shapes in the prologue's checks.
  std::string pro = print_trace(e.prologue);
  EXPECT_NE(pro.find("check_tensor_shape_and_metadata(net1_weight, (8, 12)"), std::string::npos)
      << pro;
  EXPECT_NE(pro.find("check_tensor_shape_and_metadata(net2_weight, (8, 8)"), std::string::npos)
      << pro;
}

// A column-parallel layer feeding a row-parallel one (through GELU, or
// SiLU(gate) * up) keeps its output sharded: the row layer's all_reduce is
// the forward's one collective. Without the row layer the column output is
// gathered instead; a row layer on a replicated value slices it locally.
TEST(TensorParallel, ColumnThenRowCommunicatesOnceInTheForward) {
  for (int world : {2, 4}) {
    codegen::Executable mlp = compile_tp(example("mlp.trace"), kMlp, true, 1, world);
    EXPECT_EQ(collectives(mlp.forward.bsyms), 1) << print_trace(mlp.forward);
    codegen::Executable llama = compile_tp(example("llama_mlp.trace"), kLlama, true, 1, world);
    EXPECT_EQ(collectives(llama.forward.bsyms), 1) << print_trace(llama.forward);
    EXPECT_EQ(top_level(llama.forward, "dist.synchronize_tensor_parallel_input"), 1)
        << "gate and up share their input's pre-processing\n"
        << print_trace(llama.forward);
  }
  codegen::Executable column = compile_tp(example("mlp.trace"), {{"w1", "b1"}, {}}, false);
  EXPECT_EQ(top_level(column.forward, "dist.synchronize_tensor_parallel_output"), 1);
  std::string text = print_trace(column.forward);
  EXPECT_NE(text.find("= dist.all_gather("), std::string::npos) << text;
  codegen::Executable row = compile_tp(example("mlp.trace"), {{}, {"w2"}}, false, 1, 2);
  text = print_trace(row.forward);
  EXPECT_NE(text.find("'row', rank=1)"), std::string::npos) << text;
  EXPECT_NE(text.find("= prims.slice(t1, (0, 8), (4, 16))"), std::string::npos) << text;
  EXPECT_EQ(collectives(row.forward.bsyms), 1) << text;
}

TEST(TensorParallel, BadOptionsAreClearErrors) {
  auto message = [](auto&& f) {
    try {
      f();
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  auto tp_error = [&](TensorParallelOptions o, int64_t world = 2) {
    return message([&] { compile_tp(example("mlp.trace"), o, false, 0, world); });
  };
  EXPECT_NE(
      tp_error({{"w3"}, {}})
          .find("'w3' (column-parallel) is not an input of computation (its inputs: x, w1, b1, "
                "w2, b2)"),
      std::string::npos);
  EXPECT_NE(tp_error({{"w1", "b1"}, {}}, 3)
                .find("'w1' (column-parallel) shards dim 0 of extent 16, which is not divisible "
                      "by the group size 3"),
            std::string::npos);
  EXPECT_NE(tp_error({{}, {"w2"}}, 3).find("shards dim 1 of extent 16"), std::string::npos);
  EXPECT_NE(tp_error({{"w1", "b1"}, {"w1"}})
                .find("'w1' is claimed twice (column-parallel and "
                      "row-parallel)"),
            std::string::npos);
  EXPECT_NE(tp_error({{"w1"}, {}}).find("the bias 'b1' of column-parallel 'w1' must be sharded"),
            std::string::npos);
  EXPECT_NE(tp_error({{}, {"b2"}}).find("a row-parallel layer's bias stays replicated"),
            std::string::npos);
  EXPECT_NE(tp_error({{"x"}, {}}).find("'x' (column-parallel) is read by"), std::string::npos)
      << tp_error({{"x"}, {}});
  // Two strategies on one parameter: DDP would average different shards.
  codegen::CompileOptions o;
  o.grad = true;
  o.emit = false;
  o.tensor_parallel = TensorParallelOptions{{"w1", "b1"}, {}, 0, 2};
  o.ddp = DdpOptions{{"w1"}};
  EXPECT_NE(message([&] {
              codegen::compile(example("mlp.trace"), o);
            }).find("'w1' is claimed by two strategies: column-parallel and DDP"),
            std::string::npos);
  o.ddp = DdpOptions{};
  EXPECT_NE(message([&] {
              codegen::compile(example("mlp.trace"), o);
            }).find("without --ddp-params, averages every input"),
            std::string::npos);
  // The same through the CLI.
  auto [rc, out] = testing::run_command(testing::kCli + " run " + FULGUR_SOURCE_DIR +
                                        "/examples/mlp.trace --grad --column-parallel w1,b1 "
                                        "--ddp-params w1,w2");
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("'w1' is claimed by two strategies"), std::string::npos) << out;
  std::tie(rc, out) = testing::run_command(testing::kCli + " print " + FULGUR_SOURCE_DIR +
                                           "/examples/mlp.trace --passes --world-size 3 --rank 0 "
                                           "--row-parallel w2");
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("not divisible by the group size 3"), std::string::npos) << out;
  // Options the tensor-parallel run does not take are refused, not ignored.
  std::tie(rc, out) = testing::run_command(testing::kCli + " run " + FULGUR_SOURCE_DIR +
                                           "/examples/mlp.trace --column-parallel w1,b1 "
                                           "--save-outputs /tmp/unused");
  EXPECT_NE(rc, 0);
  EXPECT_NE(out.find("does not take --save-outputs yet"), std::string::npos) << out;
}

// The transform is a function on traces: jit() compiles what it returns.
// On a world of one (every shard the whole parameter, collectives over one
// rank) the program computes what the original does.
TEST(TensorParallel, JitCompilesTheTransformedTrace) {
  Trace t =
      parse_trace(testing::read_text_file(fs::path(FULGUR_SOURCE_DIR) / "examples/mlp.trace"));
  Trace tp = tensor_parallel(t, {{"w1", "b1"}, {"w2"}, 0, 1});
  EXPECT_EQ(top_level(tp, "dist.synchronize_tensor_parallel_output"), 1) << print_trace(tp);
  std::vector<RuntimeValue> in;
  for (const auto& p : t.input_proxies())
    in.emplace_back(from_aten(values(p->tensor().shape, 0.3, 0.5)));
  JitFunction f = jit(tp), g = jit(t);
  at::Tensor got = to_aten(std::get<HostTensor>(f(in).at(0)));
  at::Tensor want = to_aten(std::get<HostTensor>(g(in).at(0)));
  EXPECT_TRUE(at::allclose(got, want, 1e-5, 1e-5)) << got << "\n" << want;
}

// fulgur run --grad --check on 2 and 4 processes: every rank's outputs and
// gradients (its chunk of a sharded parameter's) against libtorch autograd
// of the single-process program; and the forward alone (run --check) once.
TEST(TensorParallel, RunCheckMatchesTheSingleProcessProgram) {
  struct Case {
    const char* file;
    const char* flags;
    int world;
  };
  const char* mlp = "--column-parallel w1,b1 --row-parallel w2";
  const char* llama = "--column-parallel w_gate,w_up --row-parallel w_down";
  for (const Case& c : {Case{"mlp.trace", mlp, 2}, Case{"mlp.trace", mlp, 4},
                        Case{"llama_mlp.trace", llama, 2}, Case{"llama_mlp.trace", llama, 4}})
    for (const char* grad : {" --grad", ""}) {
      if (!*grad && (c.world != 2 || std::string(c.file) != "mlp.trace")) continue;
      fs::path dir = testing::fresh_test_dir("fulgur-tp", "check" + std::to_string(c.world));
      auto [rc, log] =
          testing::run_ranks(c.world,
                             testing::kCli + " run " + FULGUR_SOURCE_DIR + "/examples/" + c.file +
                                 " --check --seed 5 " + c.flags + grad,
                             "FULGUR_COMM_TIMEOUT_S=60", dir);
      EXPECT_EQ(rc, 0) << c.file << " on " << c.world << grad << "\n" << log;
      int passed = 0;
      for (size_t at = log.find("check passed"); at != std::string::npos;
           at = log.find("check passed", at + 1))
        ++passed;
      EXPECT_EQ(passed, c.world) << log;
      if (*grad) {
        EXPECT_NE(log.find("grad of w"), std::string::npos) << log;
      }
    }
}

// ---- 20 SGD steps on several processes, driving the compiled programs ----

// Deterministic values of `shape`, scaled.
at::Tensor values(at::IntArrayRef shape, double phase, double scale) {
  int64_t n = 1;
  for (int64_t e : shape) n *= e;
  return at::sin(at::arange(n, at::kDouble) * 0.37 + phase).reshape(shape).to(at::kFloat) * scale;
}

struct Model {
  std::string file;
  std::vector<std::string> names;  // inputs; the first is the data
  std::vector<std::vector<int64_t>> shapes;
  std::vector<int64_t> out_shape;
};

Model mlp_model() {
  return {
      "mlp.trace", {"x", "w1", "b1", "w2", "b2"}, {{4, 12}, {16, 12}, {16}, {8, 16}, {8}}, {4, 8}};
}
Model llama_model() {
  return {"llama_mlp.trace",
          {"x", "norm_w", "w_gate", "w_up", "w_down"},
          {{2, 8, 64}, {64}, {172, 64}, {172, 64}, {64, 172}},
          {2, 8, 64}};
}

constexpr int kSteps = 20;
constexpr double kLr = 0.05;

at::Tensor full_input(const Model& m, size_t i, int64_t batch_copies = 1) {
  std::vector<int64_t> shape = m.shapes[i];
  if (i == 0) shape[0] *= batch_copies;
  return values(shape, 0.7 * static_cast<double>(i), i == 0 ? 1.0 : 0.3);
}

at::Tensor target_of(const Model& m, int64_t batch_copies = 1) {
  std::vector<int64_t> shape = m.out_shape;
  shape[0] *= batch_copies;
  return values(shape, 2.3, 0.5);
}

// The model's function in libtorch on the full parameters.
at::Tensor eager(const Model& m, const std::vector<at::Tensor>& p) {
  if (m.file == "mlp.trace")
    return at::linear(at::gelu(at::linear(p[0], p[1], p[2]), "tanh"), p[3], p[4]);
  at::Tensor h = p[0] * at::rsqrt(p[0].pow(2).mean(-1, true) + 1e-6) * p[1];
  return p[0] + at::linear(at::silu(at::linear(h, p[2])) * at::linear(h, p[3]), p[4]);
}

// Single-process SGD on the mean squared error: the loss of each step.
std::vector<double> reference_losses(const Model& m, int64_t batch_copies = 1) {
  std::vector<at::Tensor> p;
  for (size_t i = 0; i < m.names.size(); ++i) p.push_back(full_input(m, i, batch_copies));
  at::Tensor target = target_of(m, batch_copies);
  std::vector<double> losses;
  for (int s = 0; s < kSteps; ++s) {
    std::vector<at::Tensor> leaves;
    for (size_t i = 1; i < p.size(); ++i) leaves.push_back(p[i].clone().requires_grad_(true));
    std::vector<at::Tensor> all = {p[0]};
    all.insert(all.end(), leaves.begin(), leaves.end());
    at::Tensor loss = (eager(m, all) - target).pow(2).mean();
    losses.push_back(loss.item<double>());
    auto g = torch::autograd::grad({loss}, leaves);
    for (size_t i = 1; i < p.size(); ++i) p[i] = p[i] - kLr * g[i - 1];
  }
  return losses;
}

// A worker (one rank, started by the tests below with FULGUR_TRAIN_WORKER
// set; skipped otherwise): trains the model for kSteps through the compiled
// forward and backward, tensor-parallel ("tp") or data-parallel ("ddp"),
// and writes its loss per step to $FULGUR_TRAIN_OUT/losses$RANK.
TEST(TensorParallelWorker, Train) {
  const char* mode = std::getenv("FULGUR_TRAIN_WORKER");
  if (!mode) GTEST_SKIP() << "a worker of the multi-process training tests";
  const std::string kind = mode;
  const Model m =
      std::string(std::getenv("FULGUR_TRAIN_MODEL")) == "llama" ? llama_model() : mlp_model();
  const int64_t rank = std::atoll(std::getenv("RANK"));
  const int64_t world = std::atoll(std::getenv("WORLD_SIZE"));
  Trace t = example(m.file);
  codegen::CompileOptions o;
  o.grad = true;
  o.rank = rank;
  o.world_size = world;
  TensorParallelOptions tp = m.file == "mlp.trace" ? kMlp : kLlama;
  if (kind == "tp")
    o.tensor_parallel = tp;
  else
    o.ddp = DdpOptions{std::vector<std::string>(m.names.begin() + 1, m.names.end())};
  codegen::Executable e = codegen::compile(t, o);
  ASSERT_TRUE(e.cpu_grad);
  // TP: every rank the full data and its shards of the sharded parameters;
  // DDP: every rank the full parameters and its slice of the batch.
  std::vector<at::Tensor> p;
  for (size_t i = 0; i < m.names.size(); ++i) {
    at::Tensor full = full_input(m, i, kind == "ddp" ? world : 1);
    int d = kind == "tp" ? tensor_parallel_shard_dim(tp, m.names[i]) : (i == 0 ? 0 : -1);
    p.push_back(d < 0 ? full : full.chunk(world, d)[rank].contiguous());
  }
  at::Tensor target = target_of(m, kind == "ddp" ? world : 1);
  if (kind == "ddp") target = target.chunk(world, 0)[rank].contiguous();
  std::ofstream out(fs::path(std::getenv("FULGUR_TRAIN_OUT")) / ("losses" + std::to_string(rank)));
  for (int s = 0; s < kSteps; ++s) {
    std::vector<RuntimeValue> in;
    for (const auto& x : p) in.emplace_back(from_aten(x));
    auto fwd = e.cpu_grad->forward(in);
    at::Tensor y = to_aten(std::get<HostTensor>(fwd.outputs.at(0))).clone();
    at::Tensor diff = y - target;
    out << (diff.pow(2).mean().item<double>()) << "\n";
    at::Tensor cot = (2.0 / static_cast<double>(diff.numel())) * diff;
    // DDP averages the gradients of the ranks' losses: the gradient of
    // their mean, each rank's loss a mean over its slice.
    auto grads = e.cpu_grad->backward(fwd.saved, {from_aten(cot.contiguous())});
    for (size_t i = 1; i < p.size(); ++i) {
      ASSERT_TRUE(grads[i]) << m.names[i];
      p[i] = p[i] - kLr * to_aten(*grads[i]).clone();
    }
  }
}

std::vector<std::vector<double>> train_on_ranks(const std::string& kind, const std::string& model,
                                                int world) {
  fs::path dir = testing::fresh_test_dir("fulgur-train", kind + model + std::to_string(world));
  std::string exe = fs::read_symlink("/proc/self/exe").string();
  auto [rc, log] =
      testing::run_ranks(world, exe + " --gtest_filter=TensorParallelWorker.Train",
                         "FULGUR_COMM_TIMEOUT_S=60 FULGUR_TRAIN_WORKER=" + kind +
                             " FULGUR_TRAIN_MODEL=" + model + " FULGUR_TRAIN_OUT=" + dir.string(),
                         dir);
  EXPECT_EQ(rc, 0) << log;
  std::vector<std::vector<double>> losses(static_cast<size_t>(world));
  for (int r = 0; r < world; ++r) {
    std::ifstream in(dir / ("losses" + std::to_string(r)));
    for (double x; in >> x;) losses[static_cast<size_t>(r)].push_back(x);
    EXPECT_EQ(losses[static_cast<size_t>(r)].size(), static_cast<size_t>(kSteps))
        << "rank " << r << "\n"
        << log;
  }
  return losses;
}

void expect_close(const std::vector<double>& got, const std::vector<double>& want,
                  const std::string& what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  for (size_t s = 0; s < want.size(); ++s)
    EXPECT_NEAR(got[s], want[s], 1e-5 + 1e-4 * std::abs(want[s])) << what << ", step " << s;
  // The loss goes down: the steps did something.
  EXPECT_LT(want.back(), want.front()) << what;
}

// Every rank's loss at each of 20 SGD steps is the single-process loss.
TEST(TensorParallel, TwentySgdStepsMatchSingleProcessTraining) {
  for (const std::string model : {"mlp", "llama"}) {
    std::vector<double> want = reference_losses(model == "mlp" ? mlp_model() : llama_model());
    for (int world : {2, 4}) {
      auto losses = train_on_ranks("tp", model, world);
      for (int r = 0; r < world; ++r)
        expect_close(losses[static_cast<size_t>(r)], want,
                     "tp " + model + " rank " + std::to_string(r) + " of " + std::to_string(world));
    }
  }
}

// DDP: each rank trains on its slice of the batch; the mean of the ranks'
// losses at each step is the single-process loss on the whole batch.
TEST(Ddp, TwentySgdStepsMatchSingleProcessTraining) {
  for (int world : {2, 4}) {
    std::vector<double> want = reference_losses(mlp_model(), world);
    auto losses = train_on_ranks("ddp", "mlp", world);
    std::vector<double> mean(kSteps, 0.0);
    for (const auto& l : losses)
      for (size_t s = 0; s < l.size() && s < mean.size(); ++s) mean[s] += l[s] / world;
    expect_close(mean, want, "ddp mlp on " + std::to_string(world));
  }
}

}  // namespace
}  // namespace fulgur
