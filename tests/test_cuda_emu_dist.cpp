// Collectives of several processes on the emulated CUDA device (cuda-emu):
// each rank's CUDA host program runs its collectives through the device's
// NCCL communicators (one per process group, runtime/cuda/nccl.h), which on
// the emulator run on the CPU engine's c10d Gloo groups with the
// communication stream and its events modelled. Processes are started here
// on 127.0.0.1 with torchrun's variables (tests/ranks_test_util.h), each
// killed after 120 s: every collective on 2 and 4 ranks and a 2x2 mesh with
// groups over each dim, compared with single-process math; and host
// programs whose events were taken out on purpose, which must race.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli_runner.h"
#include "codegen/cuda_program.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_comm.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/cuda/nccl.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using testing::read_text_file;
using testing::run_ranks;

fs::path fresh_dir(const std::string& name) {
  return testing::fresh_test_dir("fulgur-emu-dist", name);
}

const std::string kSelf = fs::read_symlink("/proc/self/exe").string();
const std::string kChild = kSelf + " --gtest_filter=CudaEmuDistChild.Runs";

// Every collective, on several dtypes, over the world of `n` ranks, with
// compute between them (gather and scatter along dim 0: NCCL's layout).
std::string every_collective_trace(int n) {
  std::string N = std::to_string(n), last = std::to_string(n - 1);
  return "def computation(x, d, i, l, b, e):\n"
         "  # x: \"cpu f32[4, 6]\"\n"
         "  # d: \"cpu f64[4, 6]\"\n"
         "  # i: \"cpu i32[4, 6]\"\n"
         "  # l: \"cpu i64[4, 3]\"\n"
         "  # b: \"cpu bf16[4, 6]\"\n"
         "  # e: \"cpu f16[4, 6]\"\n"
         "  h = ltorch.gelu(x)  # h: \"cpu f32[4, 6]\"\n"
         "  f0 = dist.all_reduce(h, 'sum')  # f0: \"FUTURE cpu f32[4, 6]\"\n"
         "  f1 = dist.all_reduce(d, 'max')  # f1: \"FUTURE cpu f64[4, 6]\"\n"
         "  f2 = dist.all_reduce(i, 'min')  # f2: \"FUTURE cpu i32[4, 6]\"\n"
         "  f3 = dist.all_reduce(x, 'avg')  # f3: \"FUTURE cpu f32[4, 6]\"\n"
         "  f4 = dist.all_gather(b, " +
         N + ", 0)  # f4: \"FUTURE cpu bf16[" + std::to_string(4 * n) +
         ", 6]\"\n"
         "  f5 = dist.reduce_scatter(l, 'sum', " +
         N + ", 0)  # f5: \"FUTURE cpu i64[" + std::to_string(4 / n) +
         ", 3]\"\n"
         "  f6 = dist.broadcast(d, " +
         last +
         ")  # f6: \"FUTURE cpu f64[4, 6]\"\n"
         "  f7 = dist.all_reduce(e, 'sum')  # f7: \"FUTURE cpu f16[4, 6]\"\n"
         "  y = ltorch.mul(h, 2.0)  # y: \"cpu f32[4, 6]\"\n"
         "  s = dist.wait(f0)  # s: \"cpu f32[4, 6]\"\n"
         "  mx = dist.wait(f1)  # mx: \"cpu f64[4, 6]\"\n"
         "  mn = dist.wait(f2)  # mn: \"cpu i32[4, 6]\"\n"
         "  av = dist.wait(f3)  # av: \"cpu f32[4, 6]\"\n"
         "  g = dist.wait(f4)  # g: \"cpu bf16[" +
         std::to_string(4 * n) +
         ", 6]\"\n"
         "  rs = dist.wait(f5)  # rs: \"cpu i64[" +
         std::to_string(4 / n) +
         ", 3]\"\n"
         "  bc = dist.wait(f6)  # bc: \"cpu f64[4, 6]\"\n"
         "  es = dist.wait(f7)  # es: \"cpu f16[4, 6]\"\n"
         "  z = ltorch.add(s, y)  # z: \"cpu f32[4, 6]\"\n"
         "  return (z, mx, mn, av, g, rs, bc, es)\n";
}

class CudaEmuDist : public ::testing::TestWithParam<int> {};

// `fulgur run --device cuda-emu --check` on n processes: each rank's
// outputs match the single-process program of all ranks (the collectives as
// plain libtorch math over every rank's inputs, rebuilt from the seed).
TEST_P(CudaEmuDist, EveryCollectiveMatchesOneProcessMath) {
  const int n = GetParam();
  fs::path dir = fresh_dir("every" + std::to_string(n));
  std::ofstream(dir / "every.trace") << every_collective_trace(n);
  auto [rc, log] = run_ranks(
      n, testing::kCli + " run " + (dir / "every.trace").string() + " --device cuda-emu --check",
      "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1", dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < n; ++r) {
    std::string rank_log = read_text_file(dir / ("log" + std::to_string(r)));
    EXPECT_NE(rank_log.find("on the emulated device (cuda-emu)"), std::string::npos) << rank_log;
    EXPECT_NE(rank_log.find("the single-process program of all " + std::to_string(n) + " ranks"),
              std::string::npos)
        << rank_log;
    EXPECT_NE(rank_log.find("check passed"), std::string::npos) << rank_log;
  }
}

INSTANTIATE_TEST_SUITE_P(Ranks, CudaEmuDist, ::testing::Values(2, 4));

constexpr const char* kMeshTrace = R"TXT(def computation(x, w):
  # x: "cpu f32[8, 8]"
  # w: "cpu f32[4, 8]"
  f0 = dist.all_reduce(x, 'sum', group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(0,)))  # f0: "FUTURE cpu f32[8, 8]"
  f1 = dist.all_reduce(x, 'max', group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,)))  # f1: "FUTURE cpu f32[8, 8]"
  f2 = dist.all_gather(w, 2, 0, group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,)))  # f2: "FUTURE cpu f32[8, 8]"
  f3 = dist.reduce_scatter(x, 'sum', 2, 0, group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(0,)))  # f3: "FUTURE cpu f32[4, 8]"
  f4 = dist.broadcast(w, 1, group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(0,)))  # f4: "FUTURE cpu f32[4, 8]"
  f5 = dist.all_reduce(x, 'sum')  # f5: "FUTURE cpu f32[8, 8]"
  h = ltorch.tanh(x)  # h: "cpu f32[8, 8]"
  a = dist.wait(f0)  # a: "cpu f32[8, 8]"
  b = dist.wait(f1)  # b: "cpu f32[8, 8]"
  g = dist.wait(f2)  # g: "cpu f32[8, 8]"
  r = dist.wait(f3)  # r: "cpu f32[4, 8]"
  c = dist.wait(f4)  # c: "cpu f32[4, 8]"
  v = dist.wait(f5)  # v: "cpu f32[8, 8]"
  o = ltorch.add(a, h)  # o: "cpu f32[8, 8]"
  return (o, b, g, r, c, v)
)TXT";

// Rank r's input of `shape`: small integers, so sums are exact in f32.
HostTensor rank_input(int r, const Shape& shape, int salt) {
  HostTensor t = HostTensor::empty(shape, DType::f32);
  for (int64_t i = 0; i < t.numel(); ++i)
    t.set(i, static_cast<double>((r * 7 + i * 3 + salt * 5) % 23 - 11));
  return t;
}

// 4 processes on the mesh [[0, 1], [2, 3]]: collectives over each mesh dim's
// group (one NCCL communicator per group, made on first use) and over the
// world, on given inputs; each rank's outputs equal single-process math on
// every rank's inputs, and --check (whose reference's collectives run on the
// CPU communicators) passes.
TEST(CudaEmuDistMesh, GroupsOverEachDimOfA2x2Mesh) {
  fs::path dir = fresh_dir("mesh");
  std::ofstream(dir / "mesh.trace") << kMeshTrace;
  for (int r = 0; r < 4; ++r) {
    fs::path in = dir / ("in" + std::to_string(r));
    fs::create_directories(in);
    write_npy((in / "x.npy").string(), rank_input(r, {8, 8}, 0));
    write_npy((in / "w.npy").string(), rank_input(r, {4, 8}, 1));
  }
  auto [rc, log] = run_ranks(4,
                             "sh -c '" + testing::kCli + " run " + (dir / "mesh.trace").string() +
                                 " --device cuda-emu --check --inputs " + dir.string() +
                                 "/in$RANK --save-outputs " + dir.string() + "/out$RANK'",
                             "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1", dir);
  ASSERT_EQ(rc, 0) << log;
  auto x = [](int r) { return to_aten(rank_input(r, {8, 8}, 0)); };
  auto w = [](int r) { return to_aten(rank_input(r, {4, 8}, 1)); };
  for (int r = 0; r < 4; ++r) {
    EXPECT_NE(read_text_file(dir / ("log" + std::to_string(r))).find("check passed"),
              std::string::npos)
        << log;
    fs::path o = dir / ("out" + std::to_string(r));
    auto out = [&](const char* name) { return to_aten(read_npy((o / name).string())); };
    const int col = r % 2, row = r / 2;  // r's coordinates on [[0, 1], [2, 3]]
    // dims=(0,): the column's ranks {col, 2 + col}; dims=(1,): the row's.
    at::Tensor col_sum = x(col) + x(2 + col);
    EXPECT_TRUE(at::equal(out("o.npy"), col_sum + at::tanh(x(r)))) << "rank " << r;
    EXPECT_TRUE(at::equal(out("b.npy"), at::maximum(x(2 * row), x(2 * row + 1))))
        << "rank " << r << ": max over dim 1";
    EXPECT_TRUE(at::equal(out("g.npy"), at::cat({w(2 * row), w(2 * row + 1)}, 0)))
        << "rank " << r << ": gather over dim 1";
    EXPECT_TRUE(at::equal(out("r.npy"), col_sum.chunk(2, 0)[row]))
        << "rank " << r << ": reduce_scatter over dim 0";
    EXPECT_TRUE(at::equal(out("c.npy"), w(2 + col))) << "rank " << r << ": broadcast over dim 0";
    EXPECT_TRUE(at::equal(out("v.npy"), x(0) + x(1) + x(2) + x(3))) << "rank " << r;
  }
}

// Gradients through collectives on 2 cuda-emu processes: run --grad --check
// (the gradient of the sum of both ranks' losses, from libtorch autograd of
// the single-process program), and DDP's bucketed all_reduce('avg') of the
// MLP example's gradients (run --grad --ddp --check).
TEST(CudaEmuDistMesh, GradientsAndDdpOn2Ranks) {
  fs::path dir = fresh_dir("grad");
  std::ofstream(dir / "grad.trace") << R"TXT(def computation(x, w):
  # x: "cpu f32[4, 6]"
  # w: "cpu f32[6, 6]"
  h = ltorch.tanh(x)  # h: "cpu f32[4, 6]"
  f0 = dist.all_gather(h, 2, 0)  # f0: "FUTURE cpu f32[8, 6]"
  a = dist.wait(f0)  # a: "cpu f32[8, 6]"
  m = ltorch.matmul(a, w)  # m: "cpu f32[8, 6]"
  f1 = dist.all_reduce(m, 'sum')  # f1: "FUTURE cpu f32[8, 6]"
  s = dist.wait(f1)  # s: "cpu f32[8, 6]"
  return (s,)
)TXT";
  for (std::string args : {(dir / "grad.trace").string() + " --grad",
                           std::string(FULGUR_SOURCE_DIR) + "/examples/mlp.trace --grad --ddp"}) {
    auto [rc, log] = run_ranks(2, testing::kCli + " run " + args + " --device cuda-emu --check",
                               "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1", dir);
    ASSERT_EQ(rc, 0) << args << "\n" << log;
    for (int r = 0; r < 2; ++r)
      EXPECT_NE(read_text_file(dir / ("log" + std::to_string(r))).find("check passed"),
                std::string::npos)
          << args << "\n"
          << log;
  }
}

// The race test's trace: the collective reads a kernel's output and a
// kernel reads the collective's.
constexpr const char* kRaceTrace = R"TXT(def computation(x):
  # x: "cpu f32[16, 32]"
  h = ltorch.gelu(x)  # h: "cpu f32[16, 32]"
  f0 = dist.all_reduce(h, 'sum')  # f0: "FUTURE cpu f32[16, 32]"
  s = dist.wait(f0)  # s: "cpu f32[16, 32]"
  o = ltorch.mul(s, 3.0)  # o: "cpu f32[16, 32]"
  return (o,)
)TXT";

// On 2 processes, the host program as planned matches; without the
// communication stream's wait for the compute stream (the collective starts
// before gelu's kernel ran) and without the compute stream's wait for the
// collective (the kernel after it reads what it has not written yet), the
// emulated runs mismatch on every rank (the child below).
TEST(CudaEmuDistRace, DroppedEventsAreDetectedOn2Ranks) {
  fs::path dir = fresh_dir("race");
  auto [rc, log] = run_ranks(
      2, kChild, "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1 FULGUR_TEST_EMU_MODE=race", dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < 2; ++r) {
    std::string l = read_text_file(dir / ("log" + std::to_string(r)));
    EXPECT_NE(l.find("as planned: matches"), std::string::npos) << l;
    EXPECT_NE(l.find("without the comm stream's wait: mismatch"), std::string::npos) << l;
    EXPECT_NE(l.find("without the compute stream's wait: mismatch"), std::string::npos) << l;
  }
}

// A rank that dies between two runs: the other's second run fails with an
// error naming the collective and the lost rank within the timeout,
// instead of hanging.
TEST(CudaEmuDistRace, AKilledRankIsNamed) {
  fs::path dir = fresh_dir("kill");
  auto [rc, log] = run_ranks(
      2, kChild, "FULGUR_COMM_TIMEOUT_S=20 OMP_NUM_THREADS=1 FULGUR_TEST_EMU_MODE=kill", dir);
  EXPECT_NE(rc, 0) << log;
  std::string l = read_text_file(dir / "log0");
  EXPECT_NE(l.find("rank 0 failed: "), std::string::npos) << l;
  EXPECT_NE(l.find("rank 1"), std::string::npos) << l;
  EXPECT_NE(l.find("ncclAllReduce on world (rank 0 of 2) failed"), std::string::npos) << l;
}

// A two-rank communicator whose unique id no CPU process group exchanged
// is refused by name (cuda::Communicators binds it).
TEST(CudaEmuDistRace, AnUnboundMultiRankIdIsRefusedByName) {
  auto dev = std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
  try {
    cuda::Communicator comm(*dev, cuda::NcclUniqueId{}, 0, 2);
    ADD_FAILURE() << "a two-rank communicator without its process group";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("this id was bound to none"), std::string::npos)
        << e.what();
  }
}

// The child of the tests above (skipped unless it runs as that child).
TEST(CudaEmuDistChild, Runs) {
  const char* mode_env = std::getenv("FULGUR_TEST_EMU_MODE");
  if (!mode_env) GTEST_SKIP() << "runs as a child only";
  const std::string mode = mode_env;
  auto world = CpuCommunicator::process_default();
  const int rank = world->rank();
  try {
    Trace t = parse_trace(kRaceTrace, "race.trace");
    if (mode == "kill") {
      // Both ranks run once (the world's communicator is made), then rank 1
      // dies and rank 0 runs again.
      auto dev = std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
      codegen::CudaProgram program(codegen::plan_cuda_program(t), dev);
      program.run(random_inputs(t, rank_seed(5, rank)));
      std::cout << "first run done" << std::endl;
      if (rank == 1) std::_Exit(3);
      program.run(random_inputs(t, rank_seed(5, rank)));
      std::cout << "the second run finished without rank 1\n";
      std::exit(0);
    }
    // Every rank's expected output: the single-process program.
    std::vector<RuntimeValue> expected;
    run_simulated_world(world->size(), [&](int r) {
      auto out = run_reference(t, random_inputs(t, rank_seed(5, r)), ExecutionLevel::TopLevel);
      if (r == rank) expected = std::move(out);
    });
    auto run = [&](codegen::CudaPlan plan) {
      codegen::CudaProgram program(std::move(plan),
                                   std::make_shared<cuda::Device>(0, &cuda::emulated_driver()));
      auto actual = program.run(random_inputs(t, rank_seed(5, rank)));
      Comparison c = compare(actual.at(0), expected.at(0));
      return c.ok ? std::string("matches") : "mismatch (" + c.problem + ")";
    };
    auto without = [&](HostStream s) {
      codegen::CudaPlan p = codegen::plan_cuda_program(t);
      size_t before = p.host.instrs.size();
      std::erase_if(p.host.instrs, [&](const HostInstr& in) {
        return in.op == HostInstr::Op::WaitEvent && in.stream == s;
      });
      FULGUR_INTERNAL_ASSERT(p.host.instrs.size() < before, "the plan has no such wait");
      return p;
    };
    // Each result whole before it is printed: the last run's device also
    // reports on stderr, at its teardown, the collective's finish writing
    // into its output after the compute stream freed it (a use after free).
    std::string planned = run(codegen::plan_cuda_program(t));
    std::cout << "as planned: " << planned << std::endl;
    std::string no_comm_wait = run(without(HostStream::Comm));
    std::cout << "without the comm stream's wait: " << no_comm_wait << std::endl;
    std::string no_compute_wait = run(without(HostStream::Compute));
    std::cout << "without the compute stream's wait: " << no_compute_wait << std::endl;
  } catch (const std::exception& e) {
    std::cout << "rank " << rank << " failed: " << e.what() << "\n";
    std::cout.flush();
    std::exit(1);
  }
  std::cout.flush();
  std::exit(0);
}

}  // namespace
}  // namespace fulgur
