// Key-value stores for the rendezvous of distributed runs (the NCCL unique
// id travels through one): a file store for processes on one host (writes
// are atomic: temporary file + rename, so a reader sees a whole value or
// none), and a TCP store whose server runs in rank 0, set up from
// MASTER_ADDR, MASTER_PORT, RANK and WORLD_SIZE as torchrun sets them.
// get() waits for the key up to a timeout.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace fulgur {

class Store {
 public:
  virtual ~Store() = default;
  virtual void set(const std::string& key, const std::vector<uint8_t>& value) = 0;
  // Raises Error naming the key, the store and the wait when it times out.
  virtual std::vector<uint8_t> get(const std::string& key,
                                   std::chrono::milliseconds timeout) const = 0;
};

class FileStore : public Store {
 public:
  explicit FileStore(std::filesystem::path dir);
  void set(const std::string& key, const std::vector<uint8_t>& value) override;
  std::vector<uint8_t> get(const std::string& key,
                           std::chrono::milliseconds timeout) const override;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path path_of(const std::string& key) const;
  std::filesystem::path dir_;
};

class TcpStore : public Store {
 public:
  // Rank 0 (`server`) listens on `port` (0: any free port, see port()); the
  // others connect to host:port, retrying until `timeout`.
  TcpStore(std::string host, int port, bool server, std::chrono::milliseconds timeout);
  // From MASTER_ADDR, MASTER_PORT, RANK (0 serves) and WORLD_SIZE; an Error
  // names a variable that is missing or malformed.
  static std::unique_ptr<TcpStore> from_env(std::chrono::milliseconds timeout);
  ~TcpStore() override;
  void set(const std::string& key, const std::vector<uint8_t>& value) override;
  std::vector<uint8_t> get(const std::string& key,
                           std::chrono::milliseconds timeout) const override;
  int port() const { return port_; }

 private:
  struct Server;
  std::vector<uint8_t> request(char op, const std::string& key, const std::vector<uint8_t>& value,
                               std::chrono::milliseconds timeout) const;
  std::string host_;
  int port_;
  std::chrono::milliseconds connect_timeout_;
  std::unique_ptr<Server> server_;
};

}  // namespace fulgur
