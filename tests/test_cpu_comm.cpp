// The CPU communicator (collectives on c10d's Gloo between ranks, here threads
// or processes of this host) and host programs that start and wait for
// collectives, under both executors.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <iostream>
#include <thread>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "runtime/cpu_comm.h"
#include "runtime/npy.h"
#include "runtime/store.h"
#include "scoped_env.h"
#include "store_test_util.h"

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

// ---- reliability: each class below returned garbage, hung or wrapped before --

// Each rank runs `body`; returns the message of the Error its collectives
// raised ("" when none did).
std::vector<std::string> errors_on_two_ranks(const std::string& name,
                                             const std::function<void(CpuCommunicator&)>& body) {
  return on_ranks(2, name, [&body](CpuCommunicator& c) {
    c.set_timeout(std::chrono::seconds(20));
    try {
      body(c);
      return std::string();
    } catch (const Error& e) {
      return std::string(e.what());
    }
  });
}

void expect_both_calls_named(const std::vector<std::string>& errors, const std::string& call0,
                             const std::string& call1) {
  for (int r = 0; r < 2; ++r) {
    const std::string& e = errors[static_cast<size_t>(r)];
    EXPECT_NE(e.find("the ranks ran different collectives"), std::string::npos)
        << "rank " << r << ": " << e;
    EXPECT_NE(e.find(call0), std::string::npos) << "rank " << r << ": " << e;
    EXPECT_NE(e.find(call1), std::string::npos) << "rank " << r << ": " << e;
  }
}

// Collectives with equal byte counts that differ in dtype, op, shape, dim,
// root or order: every rank raises an Error naming both ranks' calls
// (before, each rank reduced the other's bytes as its own and exited 0).
TEST(CpuCommReliability, CallsThatDifferButSendEqualBytesAreErrorsNamingBoth) {
  auto dtype = errors_on_two_ranks("dtype", [](CpuCommunicator& c) {
    DType dt = c.rank() == 0 ? DType::f32 : DType::i32;
    HostTensor x = rank_tensor(c.rank(), {4}, dt), y = HostTensor::empty({4}, dt);
    c.all_reduce(x, y, ReduceOp::Sum)->wait();
  });
  expect_both_calls_named(dtype, "all_reduce(f32[4], op=sum)", "all_reduce(i32[4], op=sum)");

  auto op = errors_on_two_ranks("op", [](CpuCommunicator& c) {
    HostTensor x = rank_tensor(c.rank(), {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
    c.all_reduce(x, y, c.rank() == 0 ? ReduceOp::Sum : ReduceOp::Max)->wait();
  });
  expect_both_calls_named(op, "all_reduce(f32[4], op=sum)", "all_reduce(f32[4], op=max)");

  auto shape = errors_on_two_ranks("shape", [](CpuCommunicator& c) {
    Shape s = c.rank() == 0 ? Shape{2, 8} : Shape{4, 4};
    HostTensor x = rank_tensor(c.rank(), s, DType::f32), y = HostTensor::empty(s, DType::f32);
    c.all_reduce(x, y, ReduceOp::Sum)->wait();
  });
  expect_both_calls_named(shape, "all_reduce(f32[2, 8], op=sum)", "all_reduce(f32[4, 4], op=sum)");

  auto dim = errors_on_two_ranks("dim", [](CpuCommunicator& c) {
    int64_t d = c.rank();
    HostTensor x = rank_tensor(c.rank(), {2, 2}, DType::f32);
    HostTensor y = HostTensor::empty(d == 0 ? Shape{4, 2} : Shape{2, 4}, DType::f32);
    c.all_gather(x, y, d)->wait();
  });
  expect_both_calls_named(dim, "all_gather(f32[2, 2], dim=0)", "all_gather(f32[2, 2], dim=1)");

  // Each rank a root: nobody received, so each kept its own data.
  auto root = errors_on_two_ranks("root", [](CpuCommunicator& c) {
    HostTensor x = rank_tensor(c.rank(), {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
    c.broadcast(x, y, c.rank())->wait();
  });
  expect_both_calls_named(root, "broadcast(f32[4], root=0)", "broadcast(f32[4], root=1)");

  // The same two collectives in another order (16 bytes each way in both).
  auto order = errors_on_two_ranks("order", [](CpuCommunicator& c) {
    HostTensor x = rank_tensor(c.rank(), {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
    HostTensor g = HostTensor::empty({8}, DType::f32);
    std::shared_ptr<CpuCommunicator::Work> a, b;
    if (c.rank() == 0) {
      a = c.all_reduce(x, y, ReduceOp::Sum);
      b = c.all_gather(x, g, 0);
    } else {
      b = c.all_gather(x, g, 0);
      a = c.all_reduce(x, y, ReduceOp::Sum);
    }
    a->wait();
    b->wait();
  });
  expect_both_calls_named(order, "all_reduce(f32[4], op=sum)", "all_gather(f32[4], dim=0)");

  // Matching calls still agree after all that (a fresh pair of ranks).
  auto fine = errors_on_two_ranks("fine", [](CpuCommunicator& c) {
    HostTensor x = rank_tensor(c.rank(), {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
    c.broadcast(x, y, 1)->wait();
    FULGUR_CHECK(y.get(3) == 103.0, "broadcast gave ", y.get(3));
  });
  EXPECT_EQ(fine, (std::vector<std::string>{"", ""}));
}

using testing::ScopedEnv;

// FULGUR_COMM_TIMEOUT_S is range-checked (1e300 used to overflow to a
// negative timeout: every wait failed at once), and huge timeouts given in
// code saturate instead of wrapping into the past.
TEST(CpuCommReliability, TimeoutsAreRangeCheckedAndSaturate) {
  FileStore store(fresh_dir("timeouts"));
  for (const char* bad : {"1e300", "9.3e15", "inf", "nan", "0", "-5", "1e-9", "10s"}) {
    ScopedEnv env("FULGUR_COMM_TIMEOUT_S", bad);
    try {
      CpuCommunicator::create(store, 0, 1);
      ADD_FAILURE() << "FULGUR_COMM_TIMEOUT_S=" << bad << " was accepted";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("FULGUR_COMM_TIMEOUT_S: expected a number of seconds"),
                std::string::npos)
          << e.what();
    }
  }
  {
    ScopedEnv env("FULGUR_COMM_TIMEOUT_S", "2.5");
    EXPECT_EQ(CpuCommunicator::timeout_from_env(), std::chrono::milliseconds(2500));
  }
  auto results = on_ranks(2, "saturate", [](CpuCommunicator& c) {
    c.set_timeout(std::chrono::milliseconds::max());
    HostTensor x = rank_tensor(c.rank(), {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
    // Rank 1 is late: rank 0 really waits (a deadline in the past failed here).
    if (c.rank() == 1) std::this_thread::sleep_for(std::chrono::milliseconds(200));
    c.all_reduce(x, y, ReduceOp::Sum)->wait();
    return y.get(1);
  });
  EXPECT_EQ(results, (std::vector<double>{102.0, 102.0}));
  // The rendezvous's own timeout saturates too.
  FileStore huge(fresh_dir("huge"));
  std::vector<std::future<double>> ranks;
  for (int r = 0; r < 2; ++r)
    ranks.push_back(std::async(std::launch::async, [&huge, r] {
      if (r == 1) std::this_thread::sleep_for(std::chrono::milliseconds(200));
      auto c =
          CpuCommunicator::create(huge, r, 2, "127.0.0.1", "t", std::chrono::milliseconds::max());
      HostTensor x = rank_tensor(r, {4}, DType::f32), y = HostTensor::empty({4}, DType::f32);
      c->all_reduce(x, y, ReduceOp::Max)->wait();
      return y.get(0);
    }));
  for (auto& f : ranks) EXPECT_EQ(f.get(), 100.0);
  FileStore single(fresh_dir("single-timeout"));
  EXPECT_THROW(CpuCommunicator::create(single, 0, 1)->set_timeout(std::chrono::milliseconds(0)),
               Error);
}

// The rendezvous waits FULGUR_COMM_TIMEOUT_S, not a fixed 300 s: rank 0
// whose peer never comes, and rank 1 whose rank 0 never comes, fail with an
// Error naming the wait. Each runs in a fresh process (this binary, running
// only the test below), killed after 60 s: before the fix it waited 300 s.
TEST(CpuCommReliability, TheRendezvousWaitsFulgurCommTimeoutS) {
  int port = testing::ListeningSocket::free_port();
  std::string self = fs::read_symlink("/proc/self/exe").string();
  for (std::string rank : {"0", "1"}) {
    auto [rc, out] = testing::run_command(
        "WORLD_SIZE=2 RANK=" + rank + " MASTER_ADDR=127.0.0.1 MASTER_PORT=" + std::to_string(port) +
        " FULGUR_COMM_TIMEOUT_S=0.5 FULGUR_TEST_PROCESS_DEFAULT=1 timeout -s KILL 60 " + self +
        " --gtest_filter=CpuCommReliability.ProcessDefaultInAChild");
    ASSERT_NE(rc, 137) << "rank " << rank << " waited past 60 s for a peer that never came";
    EXPECT_EQ(rc, 0) << out;
    if (rank == "0") {
      EXPECT_NE(out.find("waited 500 ms for rank(s) 1 to connect"), std::string::npos) << out;
    } else {
      EXPECT_NE(out.find("within 500 ms"), std::string::npos) << out;
    }
  }
}

// The child of the test above (skipped unless it runs as that child).
TEST(CpuCommReliability, ProcessDefaultInAChild) {
  if (!std::getenv("FULGUR_TEST_PROCESS_DEFAULT")) GTEST_SKIP() << "runs as a child only";
  try {
    CpuCommunicator::process_default();
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    std::cout << "ERROR: " << e.what() << std::endl;
  }
}

// A rank of a second job at the same MASTER_PORT: a second registration of
// rank 1, or a world of another size, is an Error naming the store and
// MASTER_PORT (before, it overwrote rank 1's address and waited to pair).
TEST(CpuCommReliability, ASecondJobOnTheSameStoreIsRefused) {
  TcpStore server("127.0.0.1", 0, true, std::chrono::seconds(10));
  int port = server.port();
  auto make = [port](int rank, int world) {
    TcpStore client("127.0.0.1", port, false, std::chrono::seconds(10));
    return CpuCommunicator::create(client, rank, world, "127.0.0.1", "job",
                                   std::chrono::seconds(3));
  };
  std::shared_ptr<CpuCommunicator> a0, a1;
  {
    auto f0 = std::async(std::launch::async, [&] { return make(0, 2); });
    a1 = make(1, 2);
    a0 = f0.get();
  }
  for (auto [rank, world] : {std::pair{1, 2}, std::pair{0, 2}, std::pair{2, 3}}) {
    try {
      make(rank, world);
      ADD_FAILURE() << "a second job's rank " << rank << " of " << world << " was accepted";
    } catch (const Error& e) {
      std::string m = e.what();
      EXPECT_NE(m.find("127.0.0.1:" + std::to_string(port)), std::string::npos) << m;
      EXPECT_NE(m.find("MASTER_PORT"), std::string::npos) << m;
      if (world == 2)
        EXPECT_NE(m.find("rank " + std::to_string(rank) + " is already registered"),
                  std::string::npos)
            << m;
      else
        EXPECT_NE(m.find("runs a world of 2, but this rank's is 3"), std::string::npos) << m;
    }
  }
  // The first job is unharmed.
  std::vector<double> got(2);
  std::vector<std::thread> ts;
  for (auto* c : {a0.get(), a1.get()})
    ts.emplace_back([c, &got] {
      HostTensor x = rank_tensor(c->rank(), {4}, DType::f32),
                 y = HostTensor::empty({4}, DType::f32);
      c->all_reduce(x, y, ReduceOp::Sum)->wait();
      got[static_cast<size_t>(c->rank())] = y.get(2);
    });
  for (auto& t : ts) t.join();
  EXPECT_EQ(got, (std::vector<double>{104.0, 104.0}));
}

// Another job's rank 1 registers before this job's own: the rank that hosts
// the store pairs with it, but when this job's rank 1 comes (within the
// rendezvous window) and is refused, the host aborts: the pair's
// collectives raise instead of mixing two jobs' data (before, they ran).
TEST(CpuCommReliability, AStrangerThatCameFirstIsCaughtWhenTheRightRankComes) {
  TcpStore server("127.0.0.1", 0, true, std::chrono::seconds(10));
  int port = server.port();
  auto a0 = std::async(std::launch::async, [&] {
    return CpuCommunicator::create(server, 0, 2, "127.0.0.1", "early", std::chrono::seconds(30));
  });
  auto join = [port] {
    TcpStore client("127.0.0.1", port, false, std::chrono::seconds(10));
    return CpuCommunicator::create(client, 1, 2, "127.0.0.1", "early", std::chrono::seconds(30));
  };
  auto stranger = join();
  auto host = a0.get();
  try {
    join();  // this job's own rank 1
    ADD_FAILURE() << "rank 1 registered twice";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("rank 1 is already registered"), std::string::npos)
        << e.what();
  }
  std::vector<std::string> errors(2);
  std::vector<std::thread> ts;
  for (auto* c : {host.get(), stranger.get()})
    ts.emplace_back([c, &errors] {
      HostTensor x = rank_tensor(c->rank(), {4}, DType::f32),
                 y = HostTensor::empty({4}, DType::f32);
      // The host fails at once; the stranger times out waiting for it.
      c->set_timeout(std::chrono::seconds(2));
      try {
        c->all_reduce(x, y, ReduceOp::Sum)->wait();
      } catch (const Error& e) {
        errors[static_cast<size_t>(c->rank())] = e.what();
      }
    });
  for (auto& t : ts) t.join();
  EXPECT_NE(errors[0].find("rank 1 registered again (registration #2)"), std::string::npos)
      << errors[0];
  EXPECT_NE(errors[0].find("may belong to another job using the same MASTER_PORT"),
            std::string::npos)
      << errors[0];
  EXPECT_FALSE(errors[1].empty()) << "the stranger's collective succeeded";
}

// With a launcher's job id (FULGUR_JOB_ID, or torchrun's
// TORCHELASTIC_RUN_ID), another job's rank 1 is refused even when it comes
// first, and this job's own rank 1 then pairs with rank 0.
TEST(CpuCommReliability, ALauncherJobIdKeepsAnEarlierStrangerOut) {
  TcpStore server("127.0.0.1", 0, true, std::chrono::seconds(10));
  int port = server.port();
  ScopedEnv job("FULGUR_JOB_ID", "job-a");
  auto make = [port](int rank) {
    TcpStore client("127.0.0.1", port, false, std::chrono::seconds(10));
    return CpuCommunicator::create(client, rank, 2, "127.0.0.1", "job", std::chrono::seconds(10));
  };
  auto a0 = std::async(std::launch::async, [&] { return make(0); });
  testing::ChildResult stranger = testing::run_in_child(
      [&] {
        ::setenv("FULGUR_JOB_ID", "job-b", 1);
        make(1);
        return std::string("paired");
      },
      std::chrono::seconds(60));
  EXPECT_TRUE(stranger.finished);
  EXPECT_NE(stranger.message.find("belongs to job FULGUR_JOB_ID=job-a, this rank to "
                                  "FULGUR_JOB_ID=job-b"),
            std::string::npos)
      << stranger.message;
  auto a1 = make(1);
  auto c0 = a0.get();
  std::vector<double> got(2);
  std::vector<std::thread> ts;
  for (auto* c : {c0.get(), a1.get()})
    ts.emplace_back([c, &got] {
      HostTensor x = rank_tensor(c->rank(), {4}, DType::f32),
                 y = HostTensor::empty({4}, DType::f32);
      c->all_reduce(x, y, ReduceOp::Sum)->wait();
      got[static_cast<size_t>(c->rank())] = y.get(0);
    });
  for (auto& t : ts) t.join();
  EXPECT_EQ(got, (std::vector<double>{100.0, 100.0}));
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
