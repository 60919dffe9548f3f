// Helpers of the store and communicator reliability tests: a listening
// socket that plays a frozen (or foreign) server, a free port, and a child
// process with a hang guard (a regression that hangs fails the test instead
// of holding ctest).
#pragma once

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <exception>
#include <functional>
#include <string>
#include <thread>
#include <vector>

namespace fulgur::testing {

// Listens on 127.0.0.1 at a port the kernel picks. With `accept_and_hold`, a
// thread accepts every connection, sends `reply` (if any) and then never
// reads or answers; without, connections wait in the backlog.
class ListeningSocket {
 public:
  explicit ListeningSocket(bool accept_and_hold, std::string reply = "")
      : reply_(std::move(reply)) {
    fd_ = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    a.sin_port = 0;
    if (::bind(fd_, reinterpret_cast<sockaddr*>(&a), sizeof a) != 0 || ::listen(fd_, 16) != 0)
      throw std::runtime_error("ListeningSocket: bind/listen failed");
    socklen_t len = sizeof a;
    ::getsockname(fd_, reinterpret_cast<sockaddr*>(&a), &len);
    port_ = ntohs(a.sin_port);
    if (accept_and_hold)
      thread_ = std::thread([this] {
        while (!stop_) {
          pollfd p{fd_, POLLIN, 0};
          if (::poll(&p, 1, 20) <= 0) continue;
          int c = ::accept(fd_, nullptr, nullptr);
          if (c < 0) continue;
          if (!reply_.empty()) (void)::send(c, reply_.data(), reply_.size(), MSG_NOSIGNAL);
          held_.push_back(c);
        }
      });
  }
  ~ListeningSocket() {
    stop_ = true;
    if (thread_.joinable()) thread_.join();
    for (int c : held_) ::close(c);
    ::close(fd_);
  }
  int port() const { return port_; }

  // A port nothing listens on right now (bound, then released).
  static int free_port() {
    int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    ::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a);
    socklen_t len = sizeof a;
    ::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len);
    ::close(fd);
    return ntohs(a.sin_port);
  }

 private:
  int fd_ = -1, port_ = 0;
  std::string reply_;
  std::atomic<bool> stop_{false};
  std::vector<int> held_;
  std::thread thread_;
};

struct ChildResult {
  bool finished = false;  // false: killed at the limit (it hung)
  int exit_code = -1;
  std::string message;  // what `body` returned, or "exception: ..."
};

// Runs `body` in a forked child; kills it if it runs past `limit`.
inline ChildResult run_in_child(const std::function<std::string()>& body,
                                std::chrono::milliseconds limit) {
  int fds[2];
  if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
  pid_t pid = ::fork();
  if (pid == 0) {
    ::close(fds[0]);
    std::string msg;
    int rc = 0;
    try {
      msg = body();
    } catch (const std::exception& e) {
      msg = std::string("exception: ") + e.what();
      rc = 1;
    }
    size_t off = 0;
    while (off < msg.size()) {
      ssize_t k = ::write(fds[1], msg.data() + off, msg.size() - off);
      if (k <= 0) break;
      off += static_cast<size_t>(k);
    }
    ::_exit(rc);
  }
  ::close(fds[1]);
  ChildResult r;
  auto deadline = std::chrono::steady_clock::now() + limit;
  char buf[4096];
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
        deadline - std::chrono::steady_clock::now());
    if (left.count() <= 0) break;
    pollfd p{fds[0], POLLIN, 0};
    int rc = ::poll(&p, 1, static_cast<int>(left.count()));
    if (rc <= 0) continue;
    ssize_t k = ::read(fds[0], buf, sizeof buf);
    if (k <= 0) {
      r.finished = true;
      break;
    }
    r.message.append(buf, static_cast<size_t>(k));
  }
  ::close(fds[0]);
  if (!r.finished) ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  if (r.finished && WIFEXITED(status)) r.exit_code = WEXITSTATUS(status);
  return r;
}

}  // namespace fulgur::testing
