// Key-value stores for the rendezvous of distributed runs (the NCCL unique
// id travels through one): a file store for processes on one host. Writes
// are atomic (temporary file + rename), so a reader sees a whole value or
// none; get() waits for the key up to a timeout.
#pragma once

#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace fulgur {

class FileStore {
 public:
  explicit FileStore(std::filesystem::path dir);
  void set(const std::string& key, const std::vector<uint8_t>& value);
  // Raises Error naming the key, the store and the wait when it times out.
  std::vector<uint8_t> get(const std::string& key, std::chrono::milliseconds timeout) const;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::filesystem::path path_of(const std::string& key) const;
  std::filesystem::path dir_;
};

}  // namespace fulgur
