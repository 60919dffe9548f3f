#include "ir/input_file.h"

#include <cerrno>
#include <cstring>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ir/error.h"

namespace fulgur {

namespace {
const char* file_kind(mode_t m) {
  if (S_ISDIR(m)) return "a directory";
  if (S_ISFIFO(m)) return "a FIFO";
  if (S_ISSOCK(m)) return "a socket";
  if (S_ISCHR(m)) return "a character device";
  if (S_ISBLK(m)) return "a block device";
  return "not a regular file";
}
}  // namespace

InputFile::InputFile(const std::string& path, const char* what) : path_(path) {
  // O_NONBLOCK: opening a FIFO with no writer returns at once instead of waiting.
  fd_ = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  FULGUR_CHECK(fd_ >= 0, "cannot open ", what, " '", path, "': ", std::strerror(errno));
  struct stat st {};
  if (::fstat(fd_, &st) != 0) {
    int err = errno;
    ::close(fd_);
    fd_ = -1;
    FULGUR_FAIL("cannot read ", what, " '", path, "': ", std::strerror(err));
  }
  if (!S_ISREG(st.st_mode)) {
    ::close(fd_);
    fd_ = -1;
    FULGUR_FAIL(what, " '", path, "' is ", file_kind(st.st_mode), ", expected a regular file");
  }
  size_ = static_cast<int64_t>(st.st_size);
  int flags = ::fcntl(fd_, F_GETFL);
  if (flags >= 0) ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
}

InputFile::~InputFile() {
  if (fd_ >= 0) ::close(fd_);
}

size_t InputFile::read(void* dst, size_t n) {
  size_t done = 0;
  auto* p = static_cast<char*>(dst);
  while (done < n) {
    ssize_t r = ::read(fd_, p + done, n - done);
    if (r < 0 && errno == EINTR) continue;
    FULGUR_CHECK(r >= 0, "error reading '", path_, "': ", std::strerror(errno));
    if (r == 0) break;
    done += static_cast<size_t>(r);
  }
  return done;
}

std::string InputFile::read_all() {
  std::string out(static_cast<size_t>(size_), '\0');
  out.resize(read(out.data(), out.size()));
  return out;
}

}  // namespace fulgur
