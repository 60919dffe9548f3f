// A c10d group handed in by the caller (runtime/cpu_comm_c10d.h): the test
// makes its own ProcessGroupGloo groups over its own c10d::TCPStore on
// MASTER_PORT, as torch.distributed does, hands them in for the world and
// for a trace's process group, and runs a compiled trace on 2 processes.
// Had fulgur made its own world, rank 0 would have failed to host a store
// on MASTER_PORT (the test's store is there). This file sees gloo's headers
// (tests/CMakeLists.txt) to make the groups, as a caller would.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "codegen/cpu_program.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ranks_test_util.h"
#include "runtime/cpu_comm.h"
#include "runtime/cpu_comm_c10d.h"

#ifdef FULGUR_HAVE_GLOO
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#endif

namespace fulgur {
namespace {

namespace fs = std::filesystem;

const std::string kChild =
    fs::read_symlink("/proc/self/exe").string() + " --gtest_filter=C10dBackendChild.Runs";

// An all_reduce over the world and a broadcast over the group [1, 0] of a
// 1-D mesh (its rank 0 is world rank 1: not the world in order, so a group
// of its own), from the group's rank 0.
const char* kTrace = R"(def computation(x):
  # x: "cpu f32[4, 6]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cpu f32[4, 6]"
  f1 = dist.broadcast(x, 0, group=ProcessGroup(mesh=DeviceMesh('cpu', [1, 0]), dims=(0,)))  # f1: "FUTURE cpu f32[4, 6]"
  a = dist.wait(f0)  # a: "cpu f32[4, 6]"
  b = dist.wait(f1)  # b: "cpu f32[4, 6]"
  return (a, b)
)";

HostTensor input(int rank) {
  HostTensor x = HostTensor::empty({4, 6}, DType::f32);
  for (int64_t i = 0; i < 24; ++i) x.set(i, static_cast<double>(i + 100 * rank));
  return x;
}

TEST(C10dBackend, HandedInGlooGroupsRunATracesCollectivesOn2Processes) {
#ifndef FULGUR_HAVE_GLOO
  GTEST_SKIP() << "built without gloo's headers";
#endif
  fs::path dir = testing::fresh_test_dir("fulgur-c10d", "handed");
  auto [rc, log] = testing::run_ranks(
      2, kChild, "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1 FULGUR_TEST_C10D_MODE=trace", dir);
  ASSERT_EQ(rc, 0) << log;
  EXPECT_EQ(testing::read_text_file(dir / "log0").find("ERROR"), std::string::npos) << log;
  for (int r = 0; r < 2; ++r) {
    std::string l = testing::read_text_file(dir / ("log" + std::to_string(r)));
    EXPECT_NE(l.find("c10d trace ok on world (gloo, handed in)"), std::string::npos)
        << "rank " << r << ":\n"
        << log;
  }
}

// The mismatch check runs on a handed-in backend too.
TEST(C10dBackend, MismatchedCollectivesOnAHandedInBackendAreNamed) {
#ifndef FULGUR_HAVE_GLOO
  GTEST_SKIP() << "built without gloo's headers";
#endif
  fs::path dir = testing::fresh_test_dir("fulgur-c10d", "mismatch");
  auto [rc, log] = testing::run_ranks(
      2, kChild, "FULGUR_COMM_TIMEOUT_S=20 OMP_NUM_THREADS=1 FULGUR_TEST_C10D_MODE=mismatch", dir);
  EXPECT_NE(log.find("rank 0 ran all_reduce(f32[8], op=sum) as collective #0, but rank 1 ran "
                     "all_gather(f32[8], dim=0)"),
            std::string::npos)
      << log;
  EXPECT_EQ(log.find("no error"), std::string::npos) << log;
}

// A backend whose rank or size is not this process's in the group: refused.
TEST(C10dBackend, AGroupBackendOfTheWrongRankIsRefused) {
#ifndef FULGUR_HAVE_GLOO
  GTEST_SKIP() << "built without gloo's headers";
#endif
  fs::path dir = testing::fresh_test_dir("fulgur-c10d", "wrong");
  auto [rc, log] = testing::run_ranks(
      2, kChild, "FULGUR_COMM_TIMEOUT_S=20 OMP_NUM_THREADS=1 FULGUR_TEST_C10D_MODE=wrong", dir);
  EXPECT_NE(log.find("use_c10d_group: the backend handed in for the group [1, 0] has rank 0 of "
                     "size 2, but this process (rank 0) is rank 1 of 2 in that group"),
            std::string::npos)
      << log;
}

TEST(C10dBackendChild, Runs) {
  const char* mode_env = std::getenv("FULGUR_TEST_C10D_MODE");
  if (!mode_env) GTEST_SKIP() << "runs as a child only";
#ifdef FULGUR_HAVE_GLOO
  const std::string mode = mode_env;
  try {
    const int rank = std::atoi(std::getenv("RANK"));
    const int port = std::atoi(std::getenv("MASTER_PORT"));
    c10d::TCPStoreOptions o;
    o.port = static_cast<uint16_t>(port);
    o.isServer = rank == 0;
    o.waitWorkers = false;
    o.timeout = std::chrono::seconds(60);
    auto store = c10::make_intrusive<c10d::TCPStore>("127.0.0.1", o);
    auto gloo = [&](const std::string& prefix, int r) {
      auto opts = c10d::ProcessGroupGloo::Options::create(std::chrono::seconds(60));
      opts->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname("127.0.0.1"));
      return c10::make_intrusive<c10d::ProcessGroupGloo>(
          c10::make_intrusive<c10d::PrefixStore>(prefix, store), r, 2, opts);
    };
    // The world as torch.distributed holds it: a ProcessGroup whose CPU
    // backend is Gloo.
    auto world = c10::make_intrusive<c10d::ProcessGroup>(store, rank, 2);
    world->setBackend(c10::DeviceType::CPU, c10d::ProcessGroup::BackendType::GLOO,
                      gloo("world", rank));
    world->setDefaultBackend(c10d::ProcessGroup::BackendType::GLOO);
    use_c10d_world(world);
    auto comm = CpuCommunicator::process_default();
    if (mode == "trace") {
      use_c10d_group(ProcessGroupSpec{DeviceMesh{"cpu", {2}, {1, 0}}, {0}}, gloo("g10", 1 - rank));
      Trace t = parse_trace(kTrace, "handed.trace");
      auto out = codegen::CpuProgram(t).run({input(rank)});
      const auto& a = std::get<HostTensor>(out.at(0));
      const auto& b = std::get<HostTensor>(out.at(1));
      std::string bad;
      for (int64_t i = 0; i < 24; ++i) {
        if (a.get(i) != input(0).get(i) + input(1).get(i)) bad += " sum";
        if (b.get(i) != input(1).get(i)) bad += " broadcast";
      }
      std::cout << (bad.empty() ? "c10d trace ok on " + comm->name() : "wrong:" + bad.substr(0, 80))
                << std::endl;
    } else if (mode == "mismatch") {
      HostTensor x = HostTensor::empty({8}, DType::f32);
      HostTensor y = HostTensor::empty({rank == 0 ? 8 : 16}, DType::f32);
      if (rank == 0)
        comm->all_reduce(x, y, ReduceOp::Sum)->wait();
      else
        comm->all_gather(x, y, 0)->wait();
      std::cout << "no error" << std::endl;
    } else if (mode == "wrong") {
      // Rank 0 is rank 1 of [1, 0], but hands in a backend of rank 0 (rank 1
      // makes one too, so rank 0's Gloo rendezvous completes).
      auto g = gloo("g10", rank);
      use_c10d_group(ProcessGroupSpec{DeviceMesh{"cpu", {2}, {1, 0}}, {0}}, g);
      std::cout << "no error" << std::endl;
    }
  } catch (const std::exception& e) {
    std::cout << "ERROR: " << e.what() << std::endl;
  }
#endif
}

}  // namespace
}  // namespace fulgur
