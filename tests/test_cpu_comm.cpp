// The CPU communicator (collectives over TCP between ranks, here threads or
// processes of this host) and host programs that start and wait for
// collectives, under both executors.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <thread>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "runtime/cpu_comm.h"
#include "runtime/npy.h"
#include "runtime/store.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

fs::path fresh_dir(const std::string& name) {
  fs::path d = fs::temp_directory_path() /
               ("fulgur-comm-" + name + "-" + std::to_string(::getpid()) + "-" +
                std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
  fs::create_directories(d);
  return d;
}

// Rank r's input: element i is 100 * r + i (exact in every dtype used).
HostTensor rank_tensor(int r, const Shape& shape, DType dt) {
  HostTensor t = HostTensor::empty(shape, dt);
  for (int64_t i = 0; i < t.numel(); ++i) t.set(i, 100.0 * r + static_cast<double>(i % 50));
  return t;
}

// Runs `body(comm)` on `n` ranks, one thread each, and returns each rank's result.
template <typename Body>
auto on_ranks(int n, const std::string& name, Body body) {
  FileStore store(fresh_dir(name));
  using R = decltype(body(std::declval<CpuCommunicator&>()));
  std::vector<std::future<R>> futures;
  for (int r = 0; r < n; ++r)
    futures.push_back(std::async(std::launch::async, [&store, r, n, &body] {
      auto comm = CpuCommunicator::create(store, r, n, "127.0.0.1", "t", std::chrono::seconds(20));
      return body(*comm);
    }));
  std::vector<R> out;
  for (auto& f : futures) out.push_back(f.get());
  return out;
}

TEST(CpuComm, EveryCollectiveOnThreeRanks) {
  const int n = 3;
  auto results = on_ranks(n, "all", [](CpuCommunicator& c) {
    int r = c.rank();
    std::vector<HostTensor> out;
    HostTensor x = rank_tensor(r, {4, 6}, DType::f32);
    for (ReduceOp op : {ReduceOp::Sum, ReduceOp::Max, ReduceOp::Avg}) {
      HostTensor y = HostTensor::empty({4, 6}, DType::f32);
      c.all_reduce(x, y, op)->wait();
      out.push_back(y);
    }
    HostTensor xi = rank_tensor(r, {5}, DType::i64);
    HostTensor yi = HostTensor::empty({5}, DType::i64);
    c.all_reduce(xi, yi, ReduceOp::Sum)->wait();
    out.push_back(yi);
    HostTensor xb = rank_tensor(r, {8}, DType::bf16);
    HostTensor yb = HostTensor::empty({8}, DType::bf16);
    c.all_reduce(xb, yb, ReduceOp::Min)->wait();
    out.push_back(yb);
    HostTensor g0 = HostTensor::empty({12, 6}, DType::f32),
               g1 = HostTensor::empty({4, 18}, DType::f32);
    // Two in flight at once: they complete in order.
    auto w0 = c.all_gather(x, g0, 0);
    auto w1 = c.all_gather(x, g1, 1);
    w1->wait();
    w0->wait();
    out.push_back(g0);
    out.push_back(g1);
    HostTensor s = rank_tensor(r, {6, 6}, DType::f64);
    HostTensor s0 = HostTensor::empty({2, 6}, DType::f64),
               s1 = HostTensor::empty({6, 2}, DType::f64);
    c.reduce_scatter(s, s0, ReduceOp::Sum, 0)->wait();
    c.reduce_scatter(s, s1, ReduceOp::Sum, 1)->wait();
    out.push_back(s0);
    out.push_back(s1);
    HostTensor bc = HostTensor::empty({4, 6}, DType::f32);
    c.broadcast(x, bc, 1)->wait();
    out.push_back(bc);
    return out;
  });
  for (int r = 0; r < n; ++r) {
    const auto& o = results[static_cast<size_t>(r)];
    for (int64_t i = 0; i < 24; ++i) {
      double v = static_cast<double>(i % 50);
      EXPECT_EQ(o[0].get(i), 300 + 3 * v);    // sum of 100r + v
      EXPECT_EQ(o[1].get(i), 200 + v);        // max
      EXPECT_FLOAT_EQ(o[2].get(i), 100 + v);  // avg
      EXPECT_EQ(o[9].get(i), 100 + v);        // broadcast from rank 1
    }
    for (int64_t i = 0; i < 5; ++i) EXPECT_EQ(o[3].get(i), 300 + 3 * i);
    for (int64_t i = 0; i < 8; ++i) EXPECT_EQ(o[4].get(i), static_cast<double>(i));  // min: rank 0
    // all_gather along dim 0: rank q's rows at [4q, 4q + 4).
    for (int64_t row = 0; row < 12; ++row)
      for (int64_t col = 0; col < 6; ++col)
        EXPECT_EQ(o[5].get(row * 6 + col), 100.0 * (row / 4) + (row % 4) * 6 + col);
    // along dim 1: rank q's columns at [6q, 6q + 6).
    for (int64_t row = 0; row < 4; ++row)
      for (int64_t col = 0; col < 18; ++col)
        EXPECT_EQ(o[6].get(row * 18 + col), 100.0 * (col / 6) + row * 6 + col % 6);
    // reduce_scatter: rank r keeps rows (dim 0) or columns (dim 1) [2r, 2r + 2) of the sum.
    auto summed = [](int64_t i) { return 300.0 + 3.0 * static_cast<double>(i % 50); };
    for (int64_t row = 0; row < 2; ++row)
      for (int64_t col = 0; col < 6; ++col)
        EXPECT_EQ(o[7].get(row * 6 + col), summed((2 * r + row) * 6 + col));
    for (int64_t row = 0; row < 6; ++row)
      for (int64_t col = 0; col < 2; ++col)
        EXPECT_EQ(o[8].get(row * 2 + col), summed(row * 6 + 2 * r + col));
  }
}

TEST(CpuComm, FailuresRaiseInsteadOfHanging) {
  // Different collectives on the two ranks.
  auto mismatch = on_ranks(2, "mismatch", [](CpuCommunicator& c) {
    HostTensor x = rank_tensor(c.rank(), {c.rank() == 0 ? 16 : 8}, DType::f32);
    HostTensor y = HostTensor::empty(x.shape, DType::f32);
    try {
      c.all_reduce(x, y, ReduceOp::Sum)->wait();
      return std::string();
    } catch (const Error& e) {
      // Aborted: later collectives fail with the first error at once.
      try {
        c.all_reduce(x, y, ReduceOp::Sum)->wait();
      } catch (const Error& again) {
        if (std::string(again.what()) != e.what()) return std::string("not the first error");
      }
      return std::string(e.what());
    }
  });
  EXPECT_NE(mismatch[0].find("the ranks ran different collectives"), std::string::npos)
      << mismatch[0];
  EXPECT_FALSE(mismatch[1].empty());
  // A rank that never joins: a deadline, not a hang.
  auto timeout = on_ranks(2, "timeout", [](CpuCommunicator& c) {
    if (c.rank() == 1) {  // alive, but never joins the collective
      std::this_thread::sleep_for(std::chrono::milliseconds(1500));
      return std::string();
    }
    c.set_timeout(std::chrono::milliseconds(300));
    HostTensor x = rank_tensor(0, {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
    try {
      c.all_reduce(x, y, ReduceOp::Sum)->wait();
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  });
  EXPECT_NE(timeout[0].find("timed out after 300 ms waiting for rank 1"), std::string::npos)
      << timeout[0];
  // Bad arguments are named.
  FileStore store(fresh_dir("single"));
  auto one = CpuCommunicator::create(store, 0, 1);
  EXPECT_THROW(one->all_reduce(HostTensor::empty({4}, DType::i64),
                               HostTensor::empty({4}, DType::i64), ReduceOp::Avg),
               Error);
  EXPECT_THROW(
      one->all_gather(HostTensor::empty({4}, DType::f32), HostTensor::empty({5}, DType::f32), 0),
      Error);
  EXPECT_THROW(CpuCommunicator::create(store, 2, 2), Error);
}

constexpr const char* kCollectiveTrace = R"TXT(def computation(x):
  # x: "cpu f32[4, 6]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cpu f32[4, 6]"
  y = ltorch.mul(x, 2.0)  # y: "cpu f32[4, 6]"
  s = dist.wait(f0)  # s: "cpu f32[4, 6]"
  f1 = dist.all_gather(y, 2, 0)  # f1: "FUTURE cpu f32[8, 6]"
  z = ltorch.add(s, 1.0)  # z: "cpu f32[4, 6]"
  g = dist.wait(f1)  # g: "cpu f32[8, 6]"
  return (z, g)
)TXT";

TEST(CpuComm, HostProgramsStartAndWaitForCollectives) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  // This process is one rank (WORLD_SIZE unset): the trace's group of 2 is refused by name.
  Trace t = parse_trace(kCollectiveTrace);
  codegen::CpuProgram program(t);
  std::string listing = print_host_program(program.host_program());
  EXPECT_NE(listing.find("= start dist.all_reduce(%0:x)"), std::string::npos) << listing;
  EXPECT_NE(listing.find("= wait %"), std::string::npos) << listing;
  std::vector<RuntimeValue> in = {rank_tensor(0, {4, 6}, DType::f32)};
  try {
    program.run(in);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "dist.all_gather: the trace was made for a group of 2 rank(s), but this process "
                  "group has 1"),
              std::string::npos)
        << e.what();
  }
  // Both executors on a one-rank trace: all_reduce is the identity.
  std::string one = kCollectiveTrace;
  one.replace(one.find("all_gather(y, 2, 0)"), 19, "all_gather(y, 1, 0)");
  one.replace(one.find("FUTURE cpu f32[8, 6]"), 20, "FUTURE cpu f32[4, 6]");
  one.replace(one.find("g: \"cpu f32[8, 6]\""), 18, "g: \"cpu f32[4, 6]\"");
  codegen::CpuProgram p1(parse_trace(one));
  std::vector<RuntimeValue> a = p1.run(in);
  auto native = codegen::cpu::compile_host_program(p1.host_program(), {});
  std::vector<RuntimeValue> b = run_native(p1.host_program(), native.fn, in, {});
  for (const auto& out : {a, b}) {
    const HostTensor& z = std::get<HostTensor>(out[0]);
    const HostTensor& g = std::get<HostTensor>(out[1]);
    for (int64_t i = 0; i < 24; ++i) {
      EXPECT_EQ(z.get(i), static_cast<double>(i % 50) + 1.0);
      EXPECT_EQ(g.get(i), 2.0 * static_cast<double>(i % 50));
    }
  }
}

TEST(CpuComm, TwoProcessesRunATraceWithCollectives) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  fs::path dir = fresh_dir("procs");
  std::ofstream(dir / "c.trace") << kCollectiveTrace;
  for (int r = 0; r < 2; ++r) {
    fs::create_directories(dir / ("in" + std::to_string(r)));
    write_npy((dir / ("in" + std::to_string(r)) / "x.npy").string(),
              rank_tensor(r, {4, 6}, DType::f32));
  }
  // A free port for rank 0's TcpStore.
  int port = 0;
  {
    TcpStore probe("127.0.0.1", 0, true, std::chrono::seconds(5));
    port = probe.port();
  }
  std::string cmd;
  for (int r = 1; r >= 0; --r)
    cmd += "RANK=" + std::to_string(r) +
           " WORLD_SIZE=2 MASTER_ADDR=127.0.0.1 MASTER_PORT=" + std::to_string(port) +
           " FULGUR_COMM_TIMEOUT_S=60 " + testing::kCli + " run " + (dir / "c.trace").string() +
           " --inputs " + (dir / ("in" + std::to_string(r))).string() + " --save-outputs " +
           (dir / ("out" + std::to_string(r))).string() + " > " +
           (dir / ("log" + std::to_string(r))).string() + " 2>&1 " + (r ? "& " : "; wait");
  auto [rc, out] = testing::run_command(cmd);
  EXPECT_EQ(rc, 0) << out;
  for (int r = 0; r < 2; ++r) {
    std::string o = (dir / ("out" + std::to_string(r))).string();
    ASSERT_TRUE(fs::exists(o + "/z.npy"))
        << testing::run_command("cat " + (dir / "log0").string() + " " + (dir / "log1").string())
               .second;
    HostTensor z = read_npy(o + "/z.npy");
    HostTensor g = read_npy(o + "/g.npy");
    for (int64_t i = 0; i < 24; ++i)
      EXPECT_EQ(z.get(i), 100.0 + 2.0 * static_cast<double>(i % 50) + 1.0);
    for (int64_t row = 0; row < 8; ++row)
      for (int64_t col = 0; col < 6; ++col)
        EXPECT_EQ(g.get(row * 6 + col), 2.0 * (100.0 * (row / 4) + ((row % 4) * 6 + col) % 50));
  }
}

}  // namespace
}  // namespace fulgur
