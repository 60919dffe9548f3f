// The single-device reference of a multi-rank program
// (runtime/simulated_world.h): every rank's copy runs on a thread of this
// process through the reference executor, its collectives computed from all
// ranks' tensors; `fulgur run --check` uses it on several ranks.
#include <gtest/gtest.h>

#include <ATen/ATen.h>

#include <atomic>
#include <filesystem>
#include <fstream>

#include "ir/error.h"
#include "ir/parser.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

const char* kMesh = R"TXT(def computation(x):
  # x: "cpu f32[2, 4]"
  f0 = dist.all_reduce(x, 'sum', group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(0,)))  # f0: "FUTURE cpu f32[2, 4]"
  f1 = dist.all_gather(x, 2, 1, group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,)))  # f1: "FUTURE cpu f32[2, 8]"
  f2 = dist.reduce_scatter(x, 'max', 4, 1)  # f2: "FUTURE cpu f32[2, 1]"
  f3 = dist.broadcast(x, 3)  # f3: "FUTURE cpu f32[2, 4]"
  a = dist.wait(f0)  # a: "cpu f32[2, 4]"
  g = dist.wait(f1)  # g: "cpu f32[2, 8]"
  m = dist.wait(f2)  # m: "cpu f32[2, 1]"
  b = dist.wait(f3)  # b: "cpu f32[2, 4]"
  return (a, g, m, b)
)TXT";

at::Tensor input(int r) {
  return at::sin(at::arange(8, at::kFloat).reshape({2, 4}) * 0.7 + r * 1.9);
}

// Four ranks of a 2x2 mesh on threads: each collective, over each group,
// equals single-process math on every rank's input.
TEST(SimulatedWorld, CollectivesOverMeshGroupsAreSingleProcessMath) {
  Trace t = parse_trace(kMesh);
  std::vector<std::vector<RuntimeValue>> out(4);
  run_simulated_world(4, [&](int r) {
    out[static_cast<size_t>(r)] = run_reference(t, {from_aten(input(r))}, ExecutionLevel::TopLevel);
  });
  at::Tensor all = at::stack({input(0), input(1), input(2), input(3)});
  at::Tensor maxes = all.amax(0);
  for (int r = 0; r < 4; ++r) {
    auto v = [&](int i) {
      return to_aten(std::get<HostTensor>(out[r].at(static_cast<size_t>(i))));
    };
    int col = r % 2, row = r / 2;
    EXPECT_TRUE(at::allclose(v(0), input(col) + input(2 + col))) << "rank " << r;
    EXPECT_TRUE(at::equal(v(1), at::cat({input(2 * row), input(2 * row + 1)}, 1))) << "rank " << r;
    EXPECT_TRUE(at::equal(v(2), maxes.chunk(4, 1)[static_cast<size_t>(r)])) << "rank " << r;
    EXPECT_TRUE(at::equal(v(3), input(3))) << "rank " << r;
  }
}

// A rank that fails releases the others; its error is the one raised.
TEST(SimulatedWorld, ARankThatFailsReleasesTheOthers) {
  Trace t = parse_trace(kMesh);
  try {
    run_simulated_world(4, [&](int r) {
      if (r == 2) FULGUR_FAIL("rank 2 gave up");
      run_reference(t, {from_aten(input(r))}, ExecutionLevel::TopLevel);
    });
    FAIL() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("rank 2 gave up"), std::string::npos) << e.what();
  }
}

// rank_seed: rank 0 keeps the seed (one-process runs are unchanged), the
// others get seeds of their own.
TEST(SimulatedWorld, RankSeeds) {
  EXPECT_EQ(rank_seed(7, 0), 7u);
  EXPECT_NE(rank_seed(7, 1), 7u);
  EXPECT_NE(rank_seed(7, 1), rank_seed(7, 2));
  EXPECT_NE(rank_seed(7, 1), rank_seed(8, 1));
}

// `fulgur run --check` on 4 processes of the 2x2 mesh without --inputs:
// each rank's inputs come from the seed and its rank, and the reference
// computes the collectives from all four.
TEST(SimulatedWorld, RunCheckOn4ProcessesRebuildsEveryRanksInputs) {
  fs::path dir = testing::fresh_test_dir("fulgur-simworld", "check");
  std::ofstream(dir / "mesh.trace") << kMesh;
  auto [rc, log] =
      testing::run_ranks(4,
                         "sh -c '" + testing::kCli + " run " + (dir / "mesh.trace").string() +
                             " --check --save-inputs " + dir.string() + "/in$RANK'",
                         "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1", dir);
  EXPECT_EQ(rc, 0) << log;
  for (int r = 0; r < 4; ++r) {
    std::string l = testing::read_text_file(dir / ("log" + std::to_string(r)));
    EXPECT_NE(l.find("the single-process program of all 4 ranks"), std::string::npos) << l;
    EXPECT_NE(l.find("check passed"), std::string::npos) << "rank " << r << ":\n" << l;
  }
  EXPECT_NE(testing::read_text_file(dir / "in0" / "x.npy"),
            testing::read_text_file(dir / "in3" / "x.npy"));
}

}  // namespace
}  // namespace fulgur
