// Gradient rules of the dist.* collectives (src/ir/ops/dist.cpp): 2 `fulgur
// run --grad` processes differentiate a trace with every collective, and each
// rank's input gradients must equal the gradients of the equivalent
// single-process program (every rank's inputs, the collectives as plain
// math, the loss summed over ranks) computed by libtorch autograd. `fulgur
// print --grad` shows the backward's collectives.
#include <gtest/gtest.h>
#include <unistd.h>

#include <ATen/ATen.h>
#include <torch/csrc/autograd/autograd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli_runner.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"
#include "runtime/npy.h"
#include "store_test_util.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

constexpr const char* kGroup = "group=ProcessGroup(mesh=DeviceMesh('cpu', [0, 1]), dims=(0,))";

// Each x_i goes through tanh, one collective, its wait and a square.
std::string grad_trace() {
  std::string g = kGroup;
  struct Line {
    std::string call, type;
  };
  std::vector<Line> colls = {
      {"dist.all_gather(h0, 2, 0)", "f32[8, 6]"},
      {"dist.all_gather(h1, 2, 1, " + g + ")", "f32[4, 12]"},
      {"dist.reduce_scatter(h2, 'sum', 2, 1)", "f32[4, 3]"},
      {"dist.reduce_scatter(h3, 'avg', 2, 0, " + g + ")", "f32[2, 6]"},
      {"dist.all_reduce(h4, 'sum')", "f32[4, 6]"},
      {"dist.all_reduce(h5, 'avg', " + g + ")", "f32[4, 6]"},
      {"dist.broadcast(h6, 1, " + g + ")", "f32[4, 6]"},
  };
  std::string s = "def computation(x0, x1, x2, x3, x4, x5, x6):\n";
  for (int i = 0; i < 7; ++i) s += "  # x" + std::to_string(i) + ": \"cpu f32[4, 6]\"\n";
  std::string ret;
  for (int i = 0; i < 7; ++i) {
    std::string n = std::to_string(i);
    s += "  h" + n + " = ltorch.tanh(x" + n + ")  # h" + n + ": \"cpu f32[4, 6]\"\n";
    s += "  f" + n + " = " + colls[i].call + "  # f" + n + ": \"FUTURE cpu " + colls[i].type +
         "\"\n";
    s += "  a" + n + " = dist.wait(f" + n + ")  # a" + n + ": \"cpu " + colls[i].type + "\"\n";
    s += "  y" + n + " = ltorch.mul(a" + n + ", a" + n + ")  # y" + n + ": \"cpu " + colls[i].type +
         "\"\n";
    ret += (i ? ", y" : "y") + n;
  }
  return s + "  return (" + ret + ")\n";
}

fs::path fresh_dir(const std::string& name) {
  return testing::fresh_test_dir("fulgur-distgrad", name);
}
using testing::read_text_file;
using testing::run_ranks;

at::Tensor input(int rank, int i) {
  return at::sin(at::arange(24, at::kFloat).reshape({4, 6}) * 0.37 + rank * 1.3 + i * 0.7);
}

// The single-process program's collective i, as rank r sees it.
at::Tensor collective(int i, int r, const at::Tensor& h0, const at::Tensor& h1) {
  switch (i) {
    case 0:
      return at::cat({h0, h1}, 0);
    case 1:
      return at::cat({h0, h1}, 1);
    case 2:
      return (h0 + h1).chunk(2, 1)[r];
    case 3:
      return ((h0 + h1) / 2).chunk(2, 0)[r];
    case 4:
      return h0 + h1;
    case 5:
      return (h0 + h1) / 2;
    default:
      return h1;  // broadcast from rank 1
  }
}

const char* kNames[] = {"all_gather dim 0",         "all_gather dim 1 (group=)",
                        "reduce_scatter sum dim 1", "reduce_scatter avg dim 0 (group=)",
                        "all_reduce sum",           "all_reduce avg (group=)",
                        "broadcast root 1 (group=)"};

TEST(DistGrad, EachRanksGradientsMatchTheSingleProcessProgramOn2Processes) {
  fs::path dir = fresh_dir("ranks");
  std::ofstream(dir / "grad.trace") << grad_trace();
  // The single-process program: both ranks' inputs and cotangents.
  std::vector<std::vector<at::Tensor>> xs(2), cots(2);
  std::vector<at::Tensor> leaves;
  for (int r = 0; r < 2; ++r)
    for (int i = 0; i < 7; ++i) {
      xs[r].push_back(input(r, i).requires_grad_(true));
      leaves.push_back(xs[r].back());
    }
  at::Tensor loss = at::zeros({}, at::kFloat);
  for (int i = 0; i < 7; ++i) {
    at::Tensor h0 = at::tanh(xs[0][i]), h1 = at::tanh(xs[1][i]);
    for (int r = 0; r < 2; ++r) {
      at::Tensor y = collective(i, r, h0, h1);
      y = y * y;
      at::Tensor g =
          at::cos(at::arange(y.numel(), at::kFloat).reshape(y.sizes()) * 0.53 + r + i * 0.3);
      cots[r].push_back(g);
      loss = loss + (y * g).sum();
    }
  }
  std::vector<at::Tensor> grads =
      torch::autograd::grad({loss}, leaves, {}, /*retain_graph=*/std::nullopt,
                            /*create_graph=*/false, /*allow_unused=*/true);
  // Rank 0's input to the broadcast from rank 1 reaches no output: zero.
  for (size_t k = 0; k < grads.size(); ++k)
    if (!grads[k].defined()) grads[k] = at::zeros_like(leaves[k]);
  for (int r = 0; r < 2; ++r) {
    fs::path in = dir / ("in" + std::to_string(r));
    fs::create_directories(in);
    for (int i = 0; i < 7; ++i) {
      write_npy((in / ("x" + std::to_string(i) + ".npy")).string(),
                from_aten(xs[r][i].detach().contiguous()));
      write_npy((in / ("cotangent" + std::to_string(i) + ".npy")).string(),
                from_aten(cots[r][i].contiguous()));
    }
  }
  auto [rc, log] = run_ranks(2,
                             "sh -c '" + testing::kCli + " run " + (dir / "grad.trace").string() +
                                 " --grad --inputs " + dir.string() + "/in$RANK --save-outputs " +
                                 dir.string() + "/out$RANK'",
                             "FULGUR_COMM_TIMEOUT_S=60", dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < 2; ++r)
    for (int i = 0; i < 7; ++i) {
      fs::path f = dir / ("out" + std::to_string(r)) / ("grad_x" + std::to_string(i) + ".npy");
      ASSERT_TRUE(fs::exists(f)) << f << "\n" << log;
      at::Tensor got = to_aten(read_npy(f.string()));
      const at::Tensor& want = grads.at(r * 7 + i);
      EXPECT_TRUE(at::allclose(got, want, 1e-5, 1e-5)) << kNames[i] << ", rank " << r << ": got\n"
                                                       << got << "\nwant\n"
                                                       << want;
    }
}

// `fulgur run --grad --check` on 2 ranks: the reference is the
// single-process program of both ranks (each rank rebuilds the other's
// inputs and cotangents from the seed), so every gradient that crosses a
// collective is checked, including a broadcast's zero on its non-root rank.
TEST(DistGrad, RunGradCheckComparesWithTheSingleProcessProgramOn2Processes) {
  fs::path dir = fresh_dir("check");
  std::ofstream(dir / "grad.trace") << grad_trace();
  auto [rc, log] =
      run_ranks(2,
                "sh -c '" + testing::kCli + " run " + (dir / "grad.trace").string() +
                    " --grad --check --seed 5 --save-inputs " + dir.string() + "/in$RANK'",
                "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1", dir);
  EXPECT_EQ(rc, 0) << log;
  for (int r = 0; r < 2; ++r) {
    std::string l = read_text_file(dir / ("log" + std::to_string(r)));
    EXPECT_NE(l.find("the single-process program of all 2 ranks"), std::string::npos) << l;
    EXPECT_NE(l.find("check passed"), std::string::npos) << "rank " << r << ":\n" << l;
    EXPECT_EQ(l.find("MISMATCH"), std::string::npos) << "rank " << r << ":\n" << l;
  }
  // Rank 0's is the broadcast's non-root: its gradient is zero, none in libtorch.
  EXPECT_NE(read_text_file(dir / "log0").find("grad of x6: zero, and libtorch's is None  ok"),
            std::string::npos)
      << log;
  // Each rank's inputs are its own (from the seed and the rank).
  EXPECT_NE(read_text_file(dir / "in0" / "x0.npy"), read_text_file(dir / "in1" / "x0.npy"));
}

TEST(DistGrad, PrintGradShowsTheBackwardsCollectives) {
  fs::path dir = fresh_dir("print");
  std::ofstream(dir / "grad.trace") << grad_trace();
  auto [rc, out] = testing::run_command(testing::kCli + " print " + (dir / "grad.trace").string() +
                                        " --grad 2>&1");
  ASSERT_EQ(rc, 0) << out;
  size_t bw = out.find("def backward_fn");
  ASSERT_NE(bw, std::string::npos) << out;
  std::string backward = out.substr(bw);
  // all_gather <-> reduce_scatter, all_reduce -> all_reduce, on the forward's group.
  for (const std::string& want :
       std::vector<std::string>{"dist.reduce_scatter(", "'sum', 2, 0)", "dist.all_gather(",
                                "dist.all_reduce(", "'avg', " + std::string(kGroup), "dist.wait("})
    EXPECT_NE(backward.find(want), std::string::npos) << want << " in\n" << backward;
}

TEST(DistGrad, NonDifferentiableCollectivesAreClearErrors) {
  fs::path dir = fresh_dir("errors");
  auto error_of = [&](const std::string& call, const std::string& type) {
    std::ofstream(dir / "e.trace")
        << "def computation(x):\n  # x: \"cpu f32[4, 6]\"\n"
           "  f = "
        << call << "  # f: \"FUTURE cpu " << type << "\"\n  y = dist.wait(f)  # y: \"cpu " << type
        << "\"\n  return y\n";
    return testing::run_command(testing::kCli + " print " + (dir / "e.trace").string() +
                                " --grad 2>&1");
  };
  // all_reduce max / min has a rule (the extreme's holders); reduce_scatter's has not.
  auto [rc1, max] = error_of("dist.reduce_scatter(x, 'max', 2, 0)", "f32[2, 6]");
  EXPECT_NE(rc1, 0);
  EXPECT_NE(
      max.find("dist.reduce_scatter with op 'max' has no gradient rule (only 'sum' and 'avg'"),
      std::string::npos)
      << max;
  auto [rc2, bc] = error_of("dist.broadcast(x, 0)", "f32[4, 6]");
  EXPECT_NE(rc2, 0);
  EXPECT_NE(bc.find("dist.broadcast's gradient needs the group's size"), std::string::npos) << bc;
}

}  // namespace
}  // namespace fulgur
