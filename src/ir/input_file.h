// Files named by users (traces, .npy inputs) are opened only when they are
// regular files: a FIFO would block, a directory or device has no size, and
// a symlink loop is reported as such instead of escaping as an exception.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace fulgur {

class InputFile {
 public:
  // Opens `path` for reading without blocking; raises Error naming `what`
  // ("trace file", ".npy file") when it cannot be opened or is not a regular file.
  InputFile(const std::string& path, const char* what);
  ~InputFile();
  InputFile(const InputFile&) = delete;
  InputFile& operator=(const InputFile&) = delete;

  int64_t size() const { return size_; }
  // Reads up to `n` bytes at the current position; returns how many were read.
  size_t read(void* dst, size_t n);
  // The whole file as a string.
  std::string read_all();

 private:
  std::string path_;
  int fd_ = -1;
  int64_t size_ = 0;
};

}  // namespace fulgur
