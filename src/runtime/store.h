// Key-value stores for the rendezvous of distributed runs (the NCCL unique
// id travels through one): a file store for processes on one host (writes
// are atomic: temporary file + rename, so a reader sees a whole value or
// none), and a TCP store whose server runs in rank 0, set up from
// MASTER_ADDR, MASTER_PORT, RANK and WORLD_SIZE as torchrun sets them.
// get() waits for the key up to a timeout; add() is an atomic counter (as
// c10d's Store::add), which the rendezvous uses to let each rank register
// exactly once.
//
// Nothing waits without a deadline: a TCP store client bounds the connect,
// every send and every reply (a server that accepts and never answers is an
// Error naming it), and deadlines saturate instead of overflowing.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace fulgur {

// now + t, saturating at the clock's end instead of overflowing (a huge
// timeout means "no practical deadline", never one in the past).
std::chrono::steady_clock::time_point deadline_after(std::chrono::milliseconds t);

class Store {
 public:
  virtual ~Store() = default;
  virtual void set(const std::string& key, const std::vector<uint8_t>& value) = 0;
  // Raises Error naming the key, the store and the wait when it times out.
  virtual std::vector<uint8_t> get(const std::string& key,
                                   std::chrono::milliseconds timeout) const = 0;
  // Adds `delta` to the counter under `key` (0 when absent) and returns the
  // new value, atomically with respect to every other client.
  virtual int64_t add(const std::string& key, int64_t delta) = 0;
  // "the TCP store at 127.0.0.1:29500", for errors.
  virtual std::string describe() const = 0;
};

class FileStore : public Store {
 public:
  explicit FileStore(std::filesystem::path dir);
  void set(const std::string& key, const std::vector<uint8_t>& value) override;
  std::vector<uint8_t> get(const std::string& key,
                           std::chrono::milliseconds timeout) const override;
  int64_t add(const std::string& key, int64_t delta) override;
  std::string describe() const override;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path path_of(const std::string& key) const;
  std::filesystem::path dir_;
};

// The variables torchrun sets, parsed and range-checked.
struct DistEnv {
  std::string master_addr;
  int master_port = 0;  // 1..65535
  int rank = 0;         // 0..world_size-1
  int world_size = 1;   // >= 1
  // Reads MASTER_ADDR, MASTER_PORT, RANK and WORLD_SIZE; an Error names a
  // variable that is missing, malformed or out of range.
  static DistEnv from_environment();
};

// RANK and WORLD_SIZE where a launcher set them, -1 where not: what a compile
// that builds one rank's program takes as its rank and world when its caller
// names none (codegen::compile and the tools read it; IR passes take rank and
// world as options and read no environment). An Error names a variable that
// is set but not a non-negative integer (WORLD_SIZE: positive), or a RANK not
// below WORLD_SIZE.
struct LaunchRank {
  int64_t rank = -1;
  int64_t world_size = -1;
  static LaunchRank from_environment();
};

class TcpStore : public Store {
 public:
  // Rank 0 (`server`) listens on `port` (0: any free port, see port()); the
  // others connect to host:port (1..65535), retrying until `timeout`, which
  // also bounds every request's exchange with the server.
  TcpStore(std::string host, int port, bool server, std::chrono::milliseconds timeout);
  // From DistEnv::from_environment(): rank 0 serves.
  static std::unique_ptr<TcpStore> from_env(std::chrono::milliseconds timeout);
  ~TcpStore() override;
  void set(const std::string& key, const std::vector<uint8_t>& value) override;
  std::vector<uint8_t> get(const std::string& key,
                           std::chrono::milliseconds timeout) const override;
  int64_t add(const std::string& key, int64_t delta) override;
  std::string describe() const override;
  int port() const { return port_; }
  bool serves() const { return server_ != nullptr; }
  // Server side only: calls `cb` (on a server thread) after each set of
  // `key`, or at once if the key is set already; how the rank that hosts
  // the store learns of a conflict after its rendezvous.
  void on_set(const std::string& key, std::function<void(const std::vector<uint8_t>&)> cb);

 private:
  struct Server;
  std::vector<uint8_t> request(char op, const std::string& key, const std::vector<uint8_t>& value,
                               int64_t arg, std::chrono::milliseconds wait) const;
  std::string host_;
  int port_;
  std::chrono::milliseconds timeout_;
  std::unique_ptr<Server> server_;
};

}  // namespace fulgur
