// CPU collectives on c10d's Gloo between processes started here through
// torchrun's variables (RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT): every
// collective on every dtype fulgur has, on 2 and 4 processes, compared byte
// for byte with torch.distributed on Gloo computing the same collectives
// (tests/dist/gloo_reference.py) and with single-process math; and the
// faults (a killed rank, ranks that run different collectives, a busy
// MASTER_PORT) as clear errors within FULGUR_COMM_TIMEOUT_S.
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli_runner.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ranks_test_util.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_comm.h"
#include "runtime/npy.h"
#include "store_test_util.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

enum class Coll { AllReduce, ReduceScatter, AllGather, Broadcast };

struct Case {
  DType dtype;
  Coll coll;
  ReduceOp op = ReduceOp::Sum;
  int64_t dim = 0;
  std::string name() const {
    std::string d(dtype_short_name(dtype));
    switch (coll) {
      case Coll::AllReduce:
        return d + "_all_reduce_" + std::string(reduce_op_name(op));
      case Coll::ReduceScatter:
        return d + "_reduce_scatter_" + std::string(reduce_op_name(op)) + "_d" +
               std::to_string(dim);
      case Coll::AllGather:
        return d + "_all_gather_d" + std::to_string(dim);
      case Coll::Broadcast:
        return d + "_broadcast";
    }
    return "";
  }
};

// The cases of tests/dist/gloo_reference.py, in its order.
std::vector<Case> cases() {
  std::vector<Case> out;
  for (DType d : {DType::f32, DType::f64, DType::f16, DType::bf16, DType::i64, DType::i32,
                  DType::i16, DType::i8, DType::u8, DType::b8}) {
    if (d != DType::i16) {  // Gloo has no int16 arithmetic
      std::vector<ReduceOp> ops = {ReduceOp::Sum, ReduceOp::Max, ReduceOp::Min};
      if (is_float(d)) ops.push_back(ReduceOp::Avg);
      for (ReduceOp op : ops) out.push_back({d, Coll::AllReduce, op, 0});
      for (int64_t dim : {0, 1})
        for (ReduceOp op : {ReduceOp::Sum, ReduceOp::Max})
          out.push_back({d, Coll::ReduceScatter, op, dim});
    }
    for (int64_t dim : {0, 1}) out.push_back({d, Coll::AllGather, ReduceOp::Sum, dim});
    out.push_back({d, Coll::Broadcast});
  }
  return out;
}

// Rank r's 8x8 input (as rank_input() of gloo_reference.py): small integers,
// exact in every dtype and in every sum of 4 ranks.
HostTensor rank_input(int r, DType d) {
  HostTensor t = HostTensor::empty({8, 8}, d);
  for (int64_t i = 0; i < 64; ++i) {
    int64_t v = (r * 7 + i * 3) % 23;
    if (d == DType::b8)
      v = (r + i) % 3 == 0;
    else if (d != DType::u8)
      v -= 11;
    t.set(i, static_cast<double>(v));
  }
  return t;
}

Shape out_shape(const Case& c, int world) {
  switch (c.coll) {
    case Coll::ReduceScatter:
      return c.dim == 0 ? Shape{8 / world, 8} : Shape{8, 8 / world};
    case Coll::AllGather:
      return c.dim == 0 ? Shape{8 * world, 8} : Shape{8, 8 * world};
    default:
      return {8, 8};
  }
}

std::string bytes_of(const HostTensor& t) {
  HostTensor c = t.contiguous();
  return std::string(reinterpret_cast<const char*>(c.data()),
                     static_cast<size_t>(c.numel() * dtype_itemsize(c.dtype)));
}

// Single-process math: the collective computed from every rank's input.
std::string expected(const Case& c, int rank, int world) {
  std::vector<at::Tensor> xs;
  for (int r = 0; r < world; ++r) xs.push_back(to_aten(rank_input(r, c.dtype)).to(at::kDouble));
  at::Tensor all = at::stack(xs), y;
  auto reduced = [&] {
    switch (c.op) {
      case ReduceOp::Sum:
        return all.sum(0);
      case ReduceOp::Avg:
        return all.sum(0) / world;
      case ReduceOp::Max:
        return all.amax(0);
      case ReduceOp::Min:
        return all.amin(0);
    }
    return all.sum(0);
  };
  switch (c.coll) {
    case Coll::AllReduce:
      y = reduced();
      break;
    case Coll::ReduceScatter:
      y = reduced().chunk(world, c.dim)[rank];
      break;
    case Coll::AllGather:
      y = at::cat(xs, c.dim);
      break;
    case Coll::Broadcast:
      y = xs[static_cast<size_t>(world - 1)];
      break;
  }
  y = c.dtype == DType::b8 ? (y != 0) : y.to(to_aten(c.dtype));
  return bytes_of(from_aten(y.contiguous()));
}

fs::path fresh_dir(const std::string& name) {
  return testing::fresh_test_dir("fulgur-gloo", name);
}
using testing::read_text_file;
using testing::run_ranks;

const std::string kSelf = fs::read_symlink("/proc/self/exe").string();
const std::string kChild = kSelf + " --gtest_filter=GlooChild.Runs";

class GlooComm : public ::testing::TestWithParam<int> {};

TEST_P(GlooComm, EveryCollectiveOnEveryDTypeMatchesTorchDistributedAndOneProcessMath) {
  const int world = GetParam();
  fs::path dir = fresh_dir("cases" + std::to_string(world));
  fs::create_directories(dir / "fulgur");
  fs::create_directories(dir / "torch");
  auto [rc, log] = run_ranks(world, kChild,
                             "FULGUR_COMM_TIMEOUT_S=60 FULGUR_TEST_GLOO_MODE=cases "
                             "FULGUR_TEST_GLOO_OUT=" +
                                 (dir / "fulgur").string(),
                             dir);
  ASSERT_EQ(rc, 0) << log;
  auto [trc, tlog] = run_ranks(world,
                               "python3 " + std::string(FULGUR_SOURCE_DIR) +
                                   "/tests/dist/gloo_reference.py " + (dir / "torch").string(),
                               "GLOO_SOCKET_IFNAME=lo", dir);
  ASSERT_EQ(trc, 0) << tlog;
  int compared = 0;
  for (const Case& c : cases()) {
    for (int r = 0; r < world; ++r) {
      std::string file = c.name() + "_r" + std::to_string(r) + ".bin";
      std::string ours = read_text_file(dir / "fulgur" / file);
      std::string theirs = read_text_file(dir / "torch" / file);
      std::string math = expected(c, r, world);
      ASSERT_FALSE(ours.empty()) << file << "\n" << log;
      EXPECT_EQ(ours, theirs) << file << ": fulgur and torch.distributed differ";
      EXPECT_EQ(ours, math) << file << ": fulgur and single-process math differ";
      ++compared;
    }
  }
  EXPECT_EQ(compared, static_cast<int>(cases().size()) * world);
}

INSTANTIATE_TEST_SUITE_P(Ranks, GlooComm, ::testing::Values(2, 4));

// Rank 1 is killed (SIGKILL) after one collective: rank 0's next collective
// is an Error naming rank 1, well within FULGUR_COMM_TIMEOUT_S.
TEST(GlooCommFaults, AKilledRankIsNamed) {
  fs::path dir = fresh_dir("kill");
  auto [rc, log] = run_ranks(2, kChild, "FULGUR_COMM_TIMEOUT_S=20 FULGUR_TEST_GLOO_MODE=kill", dir);
  std::string rank0 = read_text_file(dir / "log0");
  EXPECT_NE(rank0.find("ERROR: rank 0: all_reduce(f32[4], op=sum) as collective #1"),
            std::string::npos)
      << log;
  EXPECT_NE(rank0.find("rank 1"), std::string::npos) << log;
}

// A rank that stays alive but skips a collective: named after the timeout.
TEST(GlooCommFaults, ARankThatSkipsACollectiveIsNamed) {
  fs::path dir = fresh_dir("skip");
  auto [rc, log] = run_ranks(3, kChild, "FULGUR_COMM_TIMEOUT_S=1 FULGUR_TEST_GLOO_MODE=skip", dir);
  for (int r : {0, 1})
    EXPECT_NE(read_text_file(dir / ("log" + std::to_string(r)))
                  .find("timed out after 1000 ms waiting for rank 2"),
              std::string::npos)
        << log;
}

// Processes that run different collectives: both calls named on each rank.
TEST(GlooCommFaults, MismatchedCollectivesAcrossProcessesAreNamed) {
  fs::path dir = fresh_dir("mismatch");
  auto [rc, log] =
      run_ranks(2, kChild, "FULGUR_COMM_TIMEOUT_S=20 FULGUR_TEST_GLOO_MODE=mismatch", dir);
  EXPECT_EQ(rc, 0) << log;
  for (int r : {0, 1}) {
    std::string l = read_text_file(dir / ("log" + std::to_string(r)));
    EXPECT_NE(l.find("the ranks ran different collectives"), std::string::npos) << log;
    EXPECT_NE(l.find("all_reduce(f32[8], op=sum)"), std::string::npos) << log;
    EXPECT_NE(l.find("all_gather(f32[8], dim=0)"), std::string::npos) << log;
  }
}

// MASTER_PORT taken by another program: rank 0 cannot host the store.
TEST(GlooCommFaults, ABusyMasterPortIsNamed) {
  testing::ListeningSocket busy(false);
  std::string port = std::to_string(busy.port());
  auto [rc, out] = testing::run_command(
      "RANK=0 WORLD_SIZE=2 MASTER_ADDR=127.0.0.1 MASTER_PORT=" + port +
      " FULGUR_COMM_TIMEOUT_S=5 FULGUR_TEST_GLOO_MODE=cases FULGUR_TEST_GLOO_OUT=/nonexistent "
      "timeout -s KILL 60 " +
      kChild);
  EXPECT_NE(out.find("ERROR: CpuCommunicator: rank 0 cannot host the store on MASTER_PORT " + port),
            std::string::npos)
      << out;
}

// The ranks of a mesh dim's group: those sharing the other coordinates.
TEST(GlooCommGroups, MeshGroupRanks) {
  DeviceMesh m{"cpu", {2, 3}, {0, 1, 2, 3, 4, 5}};
  using V = std::vector<int64_t>;
  EXPECT_EQ(CpuCommunicator::mesh_group_ranks(m, {1}, 4), (V{3, 4, 5}));
  EXPECT_EQ(CpuCommunicator::mesh_group_ranks(m, {0}, 4), (V{1, 4}));
  EXPECT_EQ(CpuCommunicator::mesh_group_ranks(m, {0, 1}, 2), (V{0, 1, 2, 3, 4, 5}));
  EXPECT_EQ(CpuCommunicator::mesh_group_ranks(m, {}, 2), (V{2}));
  DeviceMesh odd{"cpu", {2, 2}, {3, 1, 0, 2}};  // ranks in mesh order, not rank order
  EXPECT_EQ(CpuCommunicator::mesh_group_ranks(odd, {0}, 1), (V{1, 2}));
  EXPECT_EQ(CpuCommunicator::mesh_group_ranks(odd, {1}, 0), (V{0, 2}));
  EXPECT_THROW(CpuCommunicator::mesh_group_ranks(m, {2}, 0), Error);
  EXPECT_THROW(CpuCommunicator::mesh_group_ranks(m, {1, 1}, 0), Error);
  EXPECT_THROW(CpuCommunicator::mesh_group_ranks(m, {0}, 7), Error);
}

// 4 processes on the mesh [[0, 1], [2, 3]]: all_reduce and all_gather over
// each mesh dim's group (one communicator per group, made on first use),
// checked by each rank against single-process math over its group's inputs.
TEST(GlooCommGroups, CollectivesOverEachDimOfA2x2Mesh) {
  fs::path dir = fresh_dir("mesh");
  auto [rc, log] = run_ranks(4, kChild, "FULGUR_COMM_TIMEOUT_S=60 FULGUR_TEST_GLOO_MODE=mesh", dir);
  EXPECT_EQ(rc, 0) << log;
  for (int r = 0; r < 4; ++r)
    EXPECT_NE(read_text_file(dir / ("log" + std::to_string(r))).find("mesh groups ok"),
              std::string::npos)
        << log;
}

constexpr const char* kMeshTrace = R"TXT(def computation(x):
  # x: "cpu f32[8, 8]"
  f0 = dist.all_reduce(x, 'sum', group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(0,)))  # f0: "FUTURE cpu f32[8, 8]"
  f1 = dist.all_reduce(x, 'max', group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,)))  # f1: "FUTURE cpu f32[8, 8]"
  f2 = dist.all_gather(x, 2, 1, group=ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,)))  # f2: "FUTURE cpu f32[8, 16]"
  f3 = dist.all_reduce(x, 'sum')  # f3: "FUTURE cpu f32[8, 8]"
  a = dist.wait(f0)  # a: "cpu f32[8, 8]"
  b = dist.wait(f1)  # b: "cpu f32[8, 8]"
  g = dist.wait(f2)  # g: "cpu f32[8, 16]"
  w = dist.wait(f3)  # w: "cpu f32[8, 8]"
  return (a, b, g, w)
)TXT";

// group= prints as it is written and parses back; its size is checked
// against group_size, its dims against the mesh.
TEST(GlooCommGroups, TheGroupArgumentPrintsAndParses) {
  Trace t = parse_trace(kMeshTrace);
  std::string text = print_trace(t);
  EXPECT_NE(text.find("dist.all_reduce(x, 'max', group=ProcessGroup(mesh=DeviceMesh('cpu', "
                      "[[0, 1], [2, 3]]), dims=(1,)))"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("dist.all_reduce(x, 'sum')  #"), std::string::npos) << text;
  EXPECT_EQ(print_trace(parse_trace(text)), text);
  auto error_of = [](std::string trace) {
    try {
      parse_trace(trace);
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  std::string wrong_size = kMeshTrace;
  wrong_size.replace(wrong_size.find("all_gather(x, 2, 1"), 18, "all_gather(x, 4, 1");
  EXPECT_NE(error_of(wrong_size)
                .find("group_size 4 does not match ProcessGroup(mesh=DeviceMesh("
                      "'cpu', [[0, 1], [2, 3]]), dims=(1,)), a group of 2"),
            std::string::npos)
      << error_of(wrong_size);
  std::string bad_dim = kMeshTrace;
  bad_dim.replace(bad_dim.find("dims=(0,)"), 9, "dims=(2,)");
  EXPECT_NE(error_of(bad_dim).find("expected distinct dims of the 2-dim mesh, got (2,)"),
            std::string::npos)
      << error_of(bad_dim);
  std::string ragged = kMeshTrace;
  ragged.replace(ragged.find("[[0, 1], [2, 3]]"), 16, "[[0, 1], [2]]");
  EXPECT_NE(error_of(ragged).find("DeviceMesh: the mesh is not rectangular"), std::string::npos)
      << error_of(ragged);
}

// 4 `fulgur run` processes on the 2x2 mesh run a trace with collectives over
// each mesh dim and the whole world (compiled, then --check against the
// reference executor); each rank's outputs match single-process math.
TEST(GlooCommGroups, ATraceWithGroupsOnA2x2MeshRunsOn4Processes) {
  fs::path dir = fresh_dir("meshtrace");
  std::ofstream(dir / "mesh.trace") << kMeshTrace;
  for (int r = 0; r < 4; ++r) {
    fs::create_directories(dir / ("in" + std::to_string(r)));
    write_npy((dir / ("in" + std::to_string(r)) / "x.npy").string(), rank_input(r, DType::f32));
  }
  auto [rc, log] = run_ranks(4,
                             "sh -c '" + testing::kCli + " run " + (dir / "mesh.trace").string() +
                                 " --check --inputs " + dir.string() + "/in$RANK --save-outputs " +
                                 dir.string() + "/out$RANK'",
                             "FULGUR_COMM_TIMEOUT_S=60", dir);
  ASSERT_EQ(rc, 0) << log;
  EXPECT_NE(log.find("check passed"), std::string::npos) << log;
  auto x = [](int r) { return to_aten(rank_input(r, DType::f32)); };
  for (int r = 0; r < 4; ++r) {
    fs::path o = dir / ("out" + std::to_string(r));
    int col = r % 2, row = r / 2;  // the coordinates of r on [[0, 1], [2, 3]]
    at::Tensor a = to_aten(read_npy((o / "a.npy").string()));
    at::Tensor b = to_aten(read_npy((o / "b.npy").string()));
    at::Tensor g = to_aten(read_npy((o / "g.npy").string()));
    at::Tensor w = to_aten(read_npy((o / "w.npy").string()));
    EXPECT_TRUE(at::equal(a, x(col) + x(2 + col))) << "rank " << r << ": sum over dim 0";
    EXPECT_TRUE(at::equal(b, at::maximum(x(2 * row), x(2 * row + 1))))
        << "rank " << r << ": max over dim 1";
    EXPECT_TRUE(at::equal(g, at::cat({x(2 * row), x(2 * row + 1)}, 1)))
        << "rank " << r << ": gather over dim 1";
    EXPECT_TRUE(at::equal(w, x(0) + x(1) + x(2) + x(3))) << "rank " << r << ": world sum";
  }
}

// The child of the tests above (skipped unless it runs as that child).
TEST(GlooChild, Runs) {
  const char* mode_env = std::getenv("FULGUR_TEST_GLOO_MODE");
  if (!mode_env) GTEST_SKIP() << "runs as a child only";
  std::string mode = mode_env;
  try {
    auto comm = CpuCommunicator::process_default();
    const int rank = comm->rank(), world = comm->size();
    if (mode == "cases") {
      fs::path out = std::getenv("FULGUR_TEST_GLOO_OUT");
      std::vector<std::pair<std::string, HostTensor>> results;
      std::vector<std::shared_ptr<CpuCommunicator::Work>> works;
      // All in flight at once: they complete in order.
      for (const Case& c : cases()) {
        HostTensor x = rank_input(rank, c.dtype);
        HostTensor y = HostTensor::empty(out_shape(c, world), c.dtype);
        switch (c.coll) {
          case Coll::AllReduce:
            works.push_back(comm->all_reduce(x, y, c.op));
            break;
          case Coll::ReduceScatter:
            works.push_back(comm->reduce_scatter(x, y, c.op, c.dim));
            break;
          case Coll::AllGather:
            works.push_back(comm->all_gather(x, y, c.dim));
            break;
          case Coll::Broadcast:
            works.push_back(comm->broadcast(x, y, world - 1));
            break;
        }
        results.emplace_back(c.name() + "_r" + std::to_string(rank) + ".bin", y);
      }
      for (auto& w : works) w->wait();
      for (auto& [file, y] : results) std::ofstream(out / file, std::ios::binary) << bytes_of(y);
    } else if (mode == "kill") {
      HostTensor x = rank_input(rank, DType::f32).contiguous();
      x = HostTensor::empty({4}, DType::f32);
      HostTensor y = HostTensor::empty({4}, DType::f32);
      comm->all_reduce(x, y, ReduceOp::Sum)->wait();
      if (rank == 1) ::kill(::getpid(), SIGKILL);
      comm->all_reduce(x, y, ReduceOp::Sum)->wait();
      std::cout << "no error" << std::endl;
    } else if (mode == "skip") {
      HostTensor x = HostTensor::empty({4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
      if (rank == 2) {
        std::this_thread::sleep_for(std::chrono::seconds(5));
        return;
      }
      comm->all_reduce(x, y, ReduceOp::Sum)->wait();
    } else if (mode == "mesh") {
      DeviceMesh mesh{"cpu", {2, 2}, {0, 1, 2, 3}};
      std::string bad;
      // Dim 1 first on even ranks, dim 0 first on odd ones: the groups are
      // independent communicators, so the order across groups is free.
      std::vector<int64_t> order =
          rank % 2 ? std::vector<int64_t>{0, 1} : std::vector<int64_t>{1, 0};
      for (int64_t d : order) {
        std::vector<int64_t> group = CpuCommunicator::mesh_group_ranks(mesh, {d}, rank);
        auto g = CpuCommunicator::process_group(group);
        FULGUR_CHECK(g->size() == 2 && group[static_cast<size_t>(g->rank())] == rank, "group rank ",
                     g->rank(), " of ", g->size());
        HostTensor x = rank_input(rank, DType::f32);
        HostTensor y = HostTensor::empty({8, 8}, DType::f32);
        HostTensor gathered = HostTensor::empty({16, 8}, DType::f32);
        auto w0 = g->all_reduce(x, y, ReduceOp::Sum);
        auto w1 = g->all_gather(x, gathered, 0);
        w0->wait();
        w1->wait();
        HostTensor a = rank_input(static_cast<int>(group[0]), DType::f32);
        HostTensor b = rank_input(static_cast<int>(group[1]), DType::f32);
        for (int64_t i = 0; i < 64; ++i) {
          if (y.get(i) != a.get(i) + b.get(i)) bad += " sum over dim " + std::to_string(d);
          if (gathered.get(i) != a.get(i) || gathered.get(64 + i) != b.get(i))
            bad += " gather over dim " + std::to_string(d);
        }
        // Cached: asking again gives the same communicator.
        FULGUR_CHECK(CpuCommunicator::process_group(group) == g, "the group was made twice");
      }
      std::cout << (bad.empty() ? "mesh groups ok" : "mesh groups wrong:" + bad.substr(0, 200))
                << std::endl;
    } else if (mode == "mismatch") {
      HostTensor x = HostTensor::empty({8}, DType::f32);
      if (rank == 0) {
        HostTensor y = HostTensor::empty({8}, DType::f32);
        comm->all_reduce(x, y, ReduceOp::Sum)->wait();
      } else {
        HostTensor y = HostTensor::empty({16}, DType::f32);
        comm->all_gather(x, y, 0)->wait();
      }
      std::cout << "no error" << std::endl;
    }
  } catch (const Error& e) {
    std::cout << "ERROR: " << e.what() << std::endl;
  }
}

}  // namespace
}  // namespace fulgur
