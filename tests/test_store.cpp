// The rendezvous stores' failure classes: a store client never waits
// without a deadline (a frozen server is an Error), ports and the variables
// torchrun sets are range-checked instead of wrapping, a busy port or another
// program on it is named, and add() counts atomically (the rendezvous
// registers each rank with it). Everything runs on 127.0.0.1 with ports the
// kernel picks, so parallel ctest runs do not collide.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "ir/error.h"
#include "runtime/store.h"
#include "store_test_util.h"

namespace fulgur {
namespace {

using namespace std::chrono_literals;
namespace fs = std::filesystem;
using testing::ChildResult;
using testing::ListeningSocket;
using testing::run_in_child;

// Sets the variables torchrun sets for the scope; restores them after.
struct DistVars {
  DistVars(const std::string& addr, const std::string& port, const std::string& rank,
           const std::string& world) {
    ::setenv("MASTER_ADDR", addr.c_str(), 1);
    ::setenv("MASTER_PORT", port.c_str(), 1);
    ::setenv("RANK", rank.c_str(), 1);
    ::setenv("WORLD_SIZE", world.c_str(), 1);
  }
  ~DistVars() {
    for (const char* v : {"MASTER_ADDR", "MASTER_PORT", "RANK", "WORLD_SIZE"}) ::unsetenv(v);
  }
};

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "no error";
}

// A server that accepts and never answers: every request raises an Error
// naming it, within the store's timeout (before, set() and get() blocked
// forever: the test's child was killed).
TEST(TcpStoreDeadlines, AFrozenServerIsAnErrorNotAHang) {
  ListeningSocket frozen(/*accept_and_hold=*/true);
  ChildResult r = run_in_child(
      [port = frozen.port()] {
        TcpStore client("127.0.0.1", port, false, 300ms);
        std::string out = error_of([&] { client.set("k", {1, 2, 3}); }) + "\n";
        out += error_of([&] { client.get("k", 100ms); }) + "\n";
        out += error_of([&] { client.add("n", 1); });
        return out;
      },
      60s);
  ASSERT_TRUE(r.finished) << "a store client waited on a frozen server without a deadline";
  EXPECT_NE(r.message.find("did not answer a set of 'k' within 300 ms"), std::string::npos)
      << r.message;
  EXPECT_NE(r.message.find("did not answer a get of 'k' within 400 ms"), std::string::npos)
      << r.message;
  EXPECT_NE(r.message.find("did not answer a add of 'n'"), std::string::npos) << r.message;
}

// Another program on the port (it answers, but not as a store): named,
// instead of its bytes being taken for an acknowledgement.
TEST(TcpStoreDeadlines, AnotherProgramOnThePortIsNamed) {
  ListeningSocket http(/*accept_and_hold=*/true, "HTTP/1.1 400 Bad Request\r\n\r\n");
  TcpStore client("127.0.0.1", http.port(), false, 2s);
  std::string e = error_of([&] { client.set("k", {1}); });
  EXPECT_NE(e.find("is not a fulgur TCP store"), std::string::npos) << e;
  EXPECT_NE(e.find("MASTER_PORT"), std::string::npos) << e;
}

TEST(TcpStoreDeadlines, NoServerIsAnErrorAfterTheTimeout) {
  int port = ListeningSocket::free_port();
  TcpStore nobody("127.0.0.1", port, false, 100ms);
  std::string e = error_of([&] { nobody.get("x", 10ms); });
  EXPECT_NE(e.find("no server at 127.0.0.1:" + std::to_string(port) + " within 100 ms"),
            std::string::npos)
      << e;
}

// MASTER_PORT 65536 + p used to wrap to p (a store of another job); now every
// variable is range-checked with a message.
TEST(TcpStorePorts, OutOfRangeValuesAreRefusedNotWrapped) {
  TcpStore live("127.0.0.1", 0, true, 5s);
  {
    DistVars vars("127.0.0.1", std::to_string(live.port() + 65536), "1", "2");
    std::string e = error_of([] {
      auto client = TcpStore::from_env(1s);
      client->set("wrapped", {1});  // reached `live` before the fix
    });
    EXPECT_NE(e.find("MASTER_PORT must be an integer in 1..65535, got '" +
                     std::to_string(live.port() + 65536) + "'"),
              std::string::npos)
        << e;
  }
  for (const char* bad : {"0", "-1", "65536", "99999999999999999999", "80x", ""}) {
    DistVars vars("127.0.0.1", bad, "1", "2");
    std::string e = error_of([] { TcpStore::from_env(1s); });
    EXPECT_NE(e.find("MASTER_PORT"), std::string::npos) << bad << ": " << e;
  }
  {
    DistVars vars("127.0.0.1", "29500", "2", "2");
    EXPECT_NE(
        error_of([] { DistEnv::from_environment(); }).find("RANK 2 is not below WORLD_SIZE 2"),
        std::string::npos);
  }
  {
    DistVars vars("127.0.0.1", "29500", "0", "4294967296");
    EXPECT_NE(error_of([] { DistEnv::from_environment(); }).find("WORLD_SIZE must be an integer"),
              std::string::npos);
  }
  {
    DistVars vars("127.0.0.1", "29500", "1", "3");
    DistEnv e = DistEnv::from_environment();
    EXPECT_EQ(e.master_port, 29500);
    EXPECT_EQ(e.rank, 1);
    EXPECT_EQ(e.world_size, 3);
  }
  EXPECT_NE(error_of([] { TcpStore("127.0.0.1", 70000, false, 1s); }).find("expected a port in"),
            std::string::npos);
  EXPECT_NE(error_of([] { TcpStore("127.0.0.1", 0, false, 1s); }).find("expected a port in"),
            std::string::npos);
  EXPECT_NE(error_of([] { TcpStore("127.0.0.1", 70000, true, 1s); }).find("expected a port in"),
            std::string::npos);
}

TEST(TcpStorePorts, ABusyPortIsAClearError) {
  TcpStore first("127.0.0.1", 0, true, 5s);
  std::string e = error_of([&] { TcpStore second("127.0.0.1", first.port(), true, 5s); });
  EXPECT_NE(e.find("cannot listen on port " + std::to_string(first.port())), std::string::npos)
      << e;
  EXPECT_NE(e.find("another MASTER_PORT"), std::string::npos) << e;
}

// Huge timeouts saturate: no deadline in the past. Before, now + max
// wrapped, so a client that came before its server (or a file-store key
// that came late) failed at once.
TEST(TcpStoreDeadlines, HugeTimeoutsSaturate) {
  const auto forever = std::chrono::milliseconds::max();
  EXPECT_GT(deadline_after(forever),
            std::chrono::steady_clock::now() + std::chrono::hours(24 * 365));
  int port = ListeningSocket::free_port();
  std::thread late_server([port] {
    std::this_thread::sleep_for(200ms);
    TcpStore server("127.0.0.1", port, true, 5s);
    server.set("k", {7});
    // Serves until the client has read the key back.
    server.get("done", 20s);
  });
  {
    TcpStore client("127.0.0.1", port, false, forever);
    EXPECT_EQ(client.get("k", forever), std::vector<uint8_t>{7});
    client.set("done", {1});
  }
  late_server.join();
  fs::path dir = fs::temp_directory_path() / ("fulgur-store-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  FileStore files(dir);
  std::thread late_key([&files] {
    std::this_thread::sleep_for(200ms);
    files.set("k", {8});
  });
  EXPECT_EQ(files.get("k", forever), std::vector<uint8_t>{8});
  late_key.join();
  fs::remove_all(dir);
}

// add() is atomic across clients (each rank registers with it exactly once).
TEST(StoreAdd, CountsAtomicallyAcrossClients) {
  TcpStore server("127.0.0.1", 0, true, 5s);
  fs::path dir = fs::temp_directory_path() / ("fulgur-store-add-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  FileStore files(dir);
  const int threads = 4, each = 25;
  std::vector<std::thread> ts;
  std::atomic<int> firsts{0};
  for (int t = 0; t < threads; ++t)
    ts.emplace_back([&] {
      TcpStore client("127.0.0.1", server.port(), false, 5s);
      FileStore mine(dir);
      for (int i = 0; i < each; ++i) {
        if (client.add("n", 1) == 1) ++firsts;
        mine.add("n", 2);
      }
    });
  for (auto& t : ts) t.join();
  EXPECT_EQ(server.add("n", 0), threads * each);
  EXPECT_EQ(files.add("n", 0), 2 * threads * each);
  EXPECT_EQ(firsts.load(), 1);
  server.set("text", {'x'});
  EXPECT_NE(error_of([&] { server.add("text", 1); }).find("not a counter"), std::string::npos);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fulgur
