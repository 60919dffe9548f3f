#include "runtime/store.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <climits>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <map>
#include <mutex>
#include <optional>
#include <thread>

#include "ir/error.h"

namespace fulgur {

using Clock = std::chrono::steady_clock;

Clock::time_point deadline_after(std::chrono::milliseconds t) {
  auto now = Clock::now();
  if (t.count() <= 0) return now;
  // Compared in milliseconds: converting a huge `t` to the clock's
  // nanoseconds would itself overflow.
  auto room = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::time_point::max() - now);
  if (t >= room) return Clock::time_point::max();
  return now + t;
}

namespace {

std::chrono::milliseconds saturating_add(std::chrono::milliseconds a, std::chrono::milliseconds b) {
  int64_t r = 0;
  if (__builtin_add_overflow(a.count(), b.count(), &r)) r = INT64_MAX;
  return std::chrono::milliseconds(r);
}

}  // namespace

// ---- file store --------------------------------------------------------------

FileStore::FileStore(std::filesystem::path dir) : dir_(std::move(dir)) {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  FULGUR_CHECK(!ec, "FileStore: cannot create ", dir_.string(), ": ", ec.message());
}

std::string FileStore::describe() const {
  return "the file store in " + dir_.string();
}

std::filesystem::path FileStore::path_of(const std::string& key) const {
  FULGUR_CHECK(!key.empty() && key.find('/') == std::string::npos && key[0] != '.',
               "FileStore: expected a key without '/' that does not start with '.', got '", key,
               "'");
  return dir_ / key;
}

void FileStore::set(const std::string& key, const std::vector<uint8_t>& value) {
  std::filesystem::path final_path = path_of(key);
  std::filesystem::path tmp =
      dir_ / ("." + key + ".tmp." + std::to_string(::getpid()) + "." +
              std::to_string(std::hash<std::thread::id>()(std::this_thread::get_id())));
  {
    std::ofstream out(tmp, std::ios::binary);
    FULGUR_CHECK(out, "FileStore: cannot write ", tmp.string());
    out.write(reinterpret_cast<const char*>(value.data()),
              static_cast<std::streamsize>(value.size()));
    FULGUR_CHECK(out.good(), "FileStore: writing ", tmp.string(), " failed");
  }
  std::error_code ec;
  std::filesystem::rename(tmp, final_path, ec);
  FULGUR_CHECK(!ec, "FileStore: cannot publish key '", key, "' in ", dir_.string(), ": ",
               ec.message());
}

std::vector<uint8_t> FileStore::get(const std::string& key,
                                    std::chrono::milliseconds timeout) const {
  std::filesystem::path p = path_of(key);
  auto deadline = deadline_after(timeout);
  auto pause = std::chrono::microseconds(200);
  while (true) {
    std::ifstream in(p, std::ios::binary);
    if (in) return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
    FULGUR_CHECK(Clock::now() < deadline, "FileStore: key '", key, "' did not appear in ",
                 dir_.string(), " within ", timeout.count(),
                 " ms (did every rank start, with the same store?)");
    std::this_thread::sleep_for(pause);
    pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(20));
  }
}

int64_t FileStore::add(const std::string& key, int64_t delta) {
  std::filesystem::path p = path_of(key);
  // Read-modify-write under an exclusive lock on the directory's lock file.
  std::string lock_path = (dir_ / ".lock").string();
  int lfd = ::open(lock_path.c_str(), O_CREAT | O_RDWR | O_CLOEXEC, 0644);
  FULGUR_CHECK(lfd >= 0, "FileStore: cannot open ", lock_path, ": ", std::strerror(errno));
  while (::flock(lfd, LOCK_EX) != 0) {
    int e = errno;
    if (e == EINTR) continue;
    ::close(lfd);
    FULGUR_FAIL("FileStore: cannot lock ", lock_path, ": ", std::strerror(e));
  }
  try {
    int64_t value = 0;
    std::ifstream in(p, std::ios::binary);
    if (in) {
      std::string text((std::istreambuf_iterator<char>(in)), {});
      char* end = nullptr;
      errno = 0;
      long long v = std::strtoll(text.c_str(), &end, 10);
      FULGUR_CHECK(!text.empty() && *end == '\0' && errno == 0, "FileStore: key '", key, "' in ",
                   dir_.string(), " holds '", text, "', not a counter");
      value = v;
    }
    FULGUR_CHECK(!__builtin_add_overflow(value, delta, &value), "FileStore: counter '", key,
                 "' would overflow");
    std::string text = std::to_string(value);
    set(key, std::vector<uint8_t>(text.begin(), text.end()));
    ::close(lfd);  // releases the lock
    return value;
  } catch (...) {
    ::close(lfd);
    throw;
  }
}

// ---- the variables torchrun sets ----------------------------------------------

namespace {

int parse_env_int(const char* name, long lo, long hi) {
  const char* v = std::getenv(name);
  FULGUR_CHECK(v && *v, "TcpStore: ", name,
               " is not set (torchrun sets MASTER_ADDR, MASTER_PORT, "
               "RANK and WORLD_SIZE)");
  char* end = nullptr;
  errno = 0;
  long x = std::strtol(v, &end, 10);
  FULGUR_CHECK(*end == '\0' && errno == 0 && x >= lo && x <= hi, "TcpStore: ", name,
               " must be an integer in ", lo, "..", hi, ", got '", v, "'");
  return static_cast<int>(x);
}

// -1 where unset or empty.
int64_t optional_env_int(const char* name, long lo) {
  const char* v = std::getenv(name);
  if (!v || !*v) return -1;
  char* end = nullptr;
  errno = 0;
  long x = std::strtol(v, &end, 10);
  FULGUR_CHECK(*end == '\0' && errno == 0 && x >= lo && x <= INT_MAX, name,
               " must be an integer in ", lo, "..", INT_MAX, ", got '", v, "'");
  return x;
}

}  // namespace

LaunchRank LaunchRank::from_environment() {
  LaunchRank r;
  r.rank = optional_env_int("RANK", 0);
  r.world_size = optional_env_int("WORLD_SIZE", 1);
  FULGUR_CHECK(r.rank < 0 || r.world_size < 0 || r.rank < r.world_size, "RANK ", r.rank,
               " is not below WORLD_SIZE ", r.world_size);
  return r;
}

DistEnv DistEnv::from_environment() {
  DistEnv e;
  const char* host = std::getenv("MASTER_ADDR");
  FULGUR_CHECK(host && *host,
               "TcpStore: MASTER_ADDR is not set (torchrun sets MASTER_ADDR, "
               "MASTER_PORT, RANK and WORLD_SIZE)");
  e.master_addr = host;
  e.master_port = parse_env_int("MASTER_PORT", 1, 65535);
  e.world_size = parse_env_int("WORLD_SIZE", 1, INT_MAX);
  e.rank = parse_env_int("RANK", 0, INT_MAX);
  FULGUR_CHECK(e.rank < e.world_size, "TcpStore: RANK ", e.rank, " is not below WORLD_SIZE ",
               e.world_size);
  return e;
}

// ---- TCP store ---------------------------------------------------------------
// One request per connection. Request: magic (u32), op ('S' set, 'G' get,
// 'A' add), key length (u32), key, then for S the value length (u32) and
// value, for G the wait in ms (u32), for A the delta (i64). Reply: magic
// (u32), status (u8: 0 done, 1 the key did not appear within the wait, 2
// refused, followed by a u32 length and the reason), then for G the value's
// length (u32) and the value, for A the new count (i64). The magics let a
// client tell a fulgur store from another program on MASTER_PORT.

namespace {

constexpr uint32_t kRequestMagic = 0x46475332;  // "FGS2"
constexpr uint32_t kReplyMagic = 0x46475352;    // "FGSR"
constexpr uint32_t kMaxKey = 1u << 20, kMaxValue = 1u << 30;

// Waits until `fd` is ready for `events`; false on the deadline.
bool wait_fd(int fd, short events, Clock::time_point deadline) {
  while (true) {
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
    int ms = static_cast<int>(std::clamp<int64_t>(left.count(), 0, INT_MAX));
    pollfd p{fd, events, 0};
    int rc = ::poll(&p, 1, ms);
    if (rc > 0) return true;
    if (rc == 0) {
      if (Clock::now() >= deadline) return false;
      continue;  // poll's wait was capped at INT_MAX ms
    }
    if (errno != EINTR) return true;  // let the read or write report it
  }
}

enum class Io { Ok, Closed, TimedOut, Failed };

// Exact send/receive on a non-blocking socket, bounded by `deadline`.
Io send_exact(int fd, const void* p, size_t n, Clock::time_point deadline) {
  const char* c = static_cast<const char*>(p);
  while (n > 0) {
    ssize_t k = ::send(fd, c, n, MSG_NOSIGNAL);
    if (k > 0) {
      c += k;
      n -= static_cast<size_t>(k);
      continue;
    }
    if (k < 0 && errno == EINTR) continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      if (!wait_fd(fd, POLLOUT, deadline)) return Io::TimedOut;
      continue;
    }
    return Io::Failed;
  }
  return Io::Ok;
}

Io recv_exact(int fd, void* p, size_t n, Clock::time_point deadline) {
  char* c = static_cast<char*>(p);
  while (n > 0) {
    ssize_t k = ::recv(fd, c, n, 0);
    if (k > 0) {
      c += k;
      n -= static_cast<size_t>(k);
      continue;
    }
    if (k == 0) return Io::Closed;
    if (errno == EINTR) continue;
    if (errno == EAGAIN || errno == EWOULDBLOCK) {
      if (!wait_fd(fd, POLLIN, deadline)) return Io::TimedOut;
      continue;
    }
    return Io::Failed;
  }
  return Io::Ok;
}

void set_nonblocking(int fd) {
  ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL, 0) | O_NONBLOCK);
}

}  // namespace

struct TcpStore::Server {
  int listen_fd = -1;
  std::thread thread;
  std::mutex mu;
  std::condition_variable cv;
  std::map<std::string, std::vector<uint8_t>> data;
  std::vector<std::pair<std::string, std::function<void(const std::vector<uint8_t>&)>>> hooks;
  std::atomic<bool> stopping{false};
  std::atomic<int> active{0};  // handler threads still running

  void serve() {
    while (!stopping) {
      int fd = ::accept(listen_fd, nullptr, nullptr);
      if (fd < 0) continue;
      set_nonblocking(fd);
      ++active;
      std::thread([this, fd] {
        handle(fd);
        ::close(fd);
        --active;
      }).detach();
    }
  }

  void reply(int fd, uint8_t status, const std::vector<uint8_t>& body, Clock::time_point deadline) {
    std::vector<uint8_t> out(5);
    std::memcpy(out.data(), &kReplyMagic, 4);
    out[4] = status;
    out.insert(out.end(), body.begin(), body.end());
    send_exact(fd, out.data(), out.size(), deadline);
  }

  void refuse(int fd, const std::string& why, Clock::time_point deadline) {
    std::vector<uint8_t> body(4);
    uint32_t n = static_cast<uint32_t>(why.size());
    std::memcpy(body.data(), &n, 4);
    body.insert(body.end(), why.begin(), why.end());
    reply(fd, 2, body, deadline);
  }

  void handle(int fd) {
    // A client that stops sending does not hold a handler forever.
    auto deadline = deadline_after(std::chrono::seconds(30));
    uint32_t magic = 0, klen = 0;
    char op = 0;
    if (recv_exact(fd, &magic, 4, deadline) != Io::Ok || magic != kRequestMagic) return;
    if (recv_exact(fd, &op, 1, deadline) != Io::Ok || recv_exact(fd, &klen, 4, deadline) != Io::Ok)
      return;
    if (klen > kMaxKey) return refuse(fd, "key too long", deadline);
    std::string key(klen, '\0');
    if (recv_exact(fd, key.data(), klen, deadline) != Io::Ok) return;
    if (op == 'S') {
      uint32_t vlen = 0;
      if (recv_exact(fd, &vlen, 4, deadline) != Io::Ok) return;
      if (vlen > kMaxValue) return refuse(fd, "value too long", deadline);
      std::vector<uint8_t> v(vlen);
      if (recv_exact(fd, v.data(), vlen, deadline) != Io::Ok) return;
      std::vector<std::function<void(const std::vector<uint8_t>&)>> to_call;
      {
        std::lock_guard<std::mutex> lock(mu);
        for (const auto& [k, cb] : hooks)
          if (k == key) to_call.push_back(cb);
        data[key] = v;
      }
      cv.notify_all();
      for (const auto& cb : to_call) cb(v);  // before the reply: the setter knows they ran
      reply(fd, 0, {}, deadline);
    } else if (op == 'A') {
      int64_t delta = 0, value = 0;
      if (recv_exact(fd, &delta, 8, deadline) != Io::Ok) return;
      std::string bad;
      {
        std::lock_guard<std::mutex> lock(mu);
        auto it = data.find(key);
        if (it != data.end()) {
          std::string text(it->second.begin(), it->second.end());
          char* end = nullptr;
          errno = 0;
          long long v = std::strtoll(text.c_str(), &end, 10);
          if (text.empty() || *end != '\0' || errno != 0)
            bad = "holds '" + text + "', not a counter";
          value = v;
        }
        if (bad.empty() && __builtin_add_overflow(value, delta, &value)) bad = "would overflow";
        if (bad.empty()) {
          std::string text = std::to_string(value);
          data[key] = std::vector<uint8_t>(text.begin(), text.end());
        }
      }
      if (!bad.empty()) return refuse(fd, "the key '" + key + "' " + bad, deadline);
      cv.notify_all();
      std::vector<uint8_t> body(8);
      std::memcpy(body.data(), &value, 8);
      reply(fd, 0, body, deadline);
    } else if (op == 'G') {
      uint32_t wait_ms = 0;
      if (recv_exact(fd, &wait_ms, 4, deadline) != Io::Ok) return;
      std::unique_lock<std::mutex> lock(mu);
      bool found = cv.wait_for(lock, std::chrono::milliseconds(wait_ms), [&] {
        return data.count(key) > 0 || stopping.load();
      }) && data.count(key) > 0;
      std::vector<uint8_t> v = found ? data[key] : std::vector<uint8_t>();
      lock.unlock();
      std::vector<uint8_t> body;
      if (found) {
        body.resize(4);
        uint32_t len = static_cast<uint32_t>(v.size());
        std::memcpy(body.data(), &len, 4);
        body.insert(body.end(), v.begin(), v.end());
      }
      reply(fd, found ? 0 : 1, body, deadline_after(std::chrono::seconds(30)));
    } else {
      refuse(fd, std::string("unknown request '") + op + "'", deadline);
    }
  }
};

TcpStore::TcpStore(std::string host, int port, bool server, std::chrono::milliseconds timeout)
    : host_(std::move(host)), port_(port), timeout_(timeout) {
  FULGUR_CHECK(port >= (server ? 0 : 1) && port <= 65535, "TcpStore: expected a port in ",
               server ? "0..65535 (0: any free port)" : "1..65535", ", got ", port);
  FULGUR_CHECK(timeout.count() > 0, "TcpStore: expected a positive timeout, got ", timeout.count(),
               " ms");
  if (!server) return;
  server_ = std::make_unique<Server>();
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  FULGUR_CHECK(fd >= 0, "TcpStore: socket() failed: ", std::strerror(errno));
  int one = 1;
  // Lets a new run reuse the port of one that just ended (TIME_WAIT); Linux
  // still refuses a second listener on a port that is in use.
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_ANY);
  addr.sin_port = htons(static_cast<uint16_t>(port));
  if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(fd, 128) != 0) {
    int e = errno;
    ::close(fd);
    const char* agent = std::getenv("TORCHELASTIC_USE_AGENT_STORE");
    bool torchrun_store = e == EADDRINUSE && agent && std::string(agent) == "True";
    FULGUR_FAIL("TcpStore: cannot listen on port ", port, ": ", std::strerror(e),
                torchrun_store    ? " (under torchrun the agent's own store holds MASTER_PORT, and "
                                    "fulgur cannot join torchrun's store yet)"
                : e == EADDRINUSE ? " (another job or program is using it: give this run "
                                    "another MASTER_PORT)"
                                  : "");
  }
  socklen_t len = sizeof addr;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  port_ = ntohs(addr.sin_port);
  server_->listen_fd = fd;
  server_->thread = std::thread([s = server_.get()] { s->serve(); });
}

TcpStore::~TcpStore() {
  if (!server_) return;
  server_->stopping = true;
  server_->cv.notify_all();
  ::shutdown(server_->listen_fd, SHUT_RDWR);
  ::close(server_->listen_fd);
  server_->thread.join();
  // Handlers waiting for a key see `stopping` and finish before the server goes.
  while (server_->active.load() > 0) {
    server_->cv.notify_all();
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
}

void TcpStore::on_set(const std::string& key, std::function<void(const std::vector<uint8_t>&)> cb) {
  FULGUR_CHECK(server_, "TcpStore::on_set: only the store's server sees its sets");
  std::optional<std::vector<uint8_t>> now;
  {
    std::lock_guard<std::mutex> lock(server_->mu);
    server_->hooks.emplace_back(key, cb);
    if (auto it = server_->data.find(key); it != server_->data.end()) now = it->second;
  }
  if (now) cb(*now);
}

std::unique_ptr<TcpStore> TcpStore::from_env(std::chrono::milliseconds timeout) {
  DistEnv e = DistEnv::from_environment();
  return std::make_unique<TcpStore>(e.master_addr, e.master_port, e.rank == 0, timeout);
}

std::string TcpStore::describe() const {
  return "the TCP store at " + host_ + ":" + std::to_string(port_);
}

std::vector<uint8_t> TcpStore::request(char op, const std::string& key,
                                       const std::vector<uint8_t>& value, int64_t arg,
                                       std::chrono::milliseconds wait) const {
  const char* what = op == 'S' ? "set" : op == 'G' ? "get" : "add";
  std::string where = host_ + ":" + std::to_string(port_);
  FULGUR_CHECK(key.size() <= kMaxKey && value.size() <= kMaxValue, "TcpStore: key '",
               key.substr(0, 64), "' or its value is too long (", key.size(), " and ", value.size(),
               " bytes)");
  // Connect, retrying while the server is not up yet (ranks start in any order).
  auto connect_deadline = deadline_after(timeout_);
  int fd = -1;
  std::string last_error;
  while (true) {
    addrinfo hints{}, *res = nullptr;
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM;
    int rc = ::getaddrinfo(host_.c_str(), std::to_string(port_).c_str(), &hints, &res);
    FULGUR_CHECK(rc == 0, "TcpStore: cannot resolve '", host_, "': ", gai_strerror(rc));
    fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    FULGUR_CHECK(fd >= 0, "TcpStore: socket() failed: ", std::strerror(errno));
    set_nonblocking(fd);
    bool ok = ::connect(fd, res->ai_addr, res->ai_addrlen) == 0;
    int err = ok ? 0 : errno;
    ::freeaddrinfo(res);
    if (err == EINPROGRESS) {
      if (wait_fd(fd, POLLOUT, connect_deadline)) {
        socklen_t len = sizeof err;
        ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len);
        ok = err == 0;
      } else {
        err = ETIMEDOUT;
      }
    }
    if (ok) break;
    last_error = std::strerror(err);
    ::close(fd);
    FULGUR_CHECK(Clock::now() < connect_deadline, "TcpStore: no server at ", where, " within ",
                 timeout_.count(), " ms (", last_error,
                 "; did rank 0 start, with the same MASTER_ADDR and MASTER_PORT?)");
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  // The exchange: the request's own wait plus the store's timeout.
  auto deadline = deadline_after(saturating_add(timeout_, wait));
  std::vector<uint8_t> req(9);
  uint32_t klen = static_cast<uint32_t>(key.size());
  std::memcpy(req.data(), &kRequestMagic, 4);
  req[4] = static_cast<uint8_t>(op);
  std::memcpy(req.data() + 5, &klen, 4);
  req.insert(req.end(), key.begin(), key.end());
  auto append = [&](const void* p, size_t n) {
    const auto* b = static_cast<const uint8_t*>(p);
    req.insert(req.end(), b, b + n);
  };
  if (op == 'S') {
    uint32_t vlen = static_cast<uint32_t>(value.size());
    append(&vlen, 4);
    req.insert(req.end(), value.begin(), value.end());
  } else if (op == 'G') {
    uint32_t wait_ms = static_cast<uint32_t>(std::clamp<int64_t>(wait.count(), 0, UINT32_MAX));
    append(&wait_ms, 4);
  } else {
    append(&arg, 8);
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } closer{fd};
  auto check = [&](Io io, const char* part) {
    if (io == Io::Ok) return;
    if (io == Io::TimedOut)
      FULGUR_FAIL("TcpStore: the server at ", where, " did not ",
                  std::string(part) == "request" ? "take" : "answer", " a ", what, " of '", key,
                  "' within ", saturating_add(timeout_, wait).count(),
                  " ms (is it frozen, or another program on MASTER_PORT?)");
    FULGUR_FAIL("TcpStore: the connection to ", where, " broke during a ", what, " of '", key,
                "' (", io == Io::Closed ? "closed by the server" : std::strerror(errno),
                "; did rank 0 exit, or is another program on MASTER_PORT?)");
  };
  check(send_exact(fd, req.data(), req.size(), deadline), "request");
  uint32_t magic = 0;
  uint8_t status = 0;
  check(recv_exact(fd, &magic, 4, deadline), "reply");
  FULGUR_CHECK(magic == kReplyMagic, "TcpStore: the server at ", where,
               " is not a fulgur TCP store (it answered a ", what,
               " with other bytes): another program or job uses MASTER_PORT; pick a free port");
  check(recv_exact(fd, &status, 1, deadline), "reply");
  if (status == 1)
    FULGUR_FAIL("TcpStore: key '", key, "' did not appear at ", where, " within ", wait.count(),
                " ms (did every rank start?)");
  if (status == 2) {
    uint32_t n = 0;
    check(recv_exact(fd, &n, 4, deadline), "reply");
    std::string why(std::min<uint32_t>(n, 4096), '\0');
    check(recv_exact(fd, why.data(), why.size(), deadline), "reply");
    FULGUR_FAIL("TcpStore: the server at ", where, " refused a ", what, " of '", key, "': ", why);
  }
  FULGUR_CHECK(status == 0, "TcpStore: the server at ", where, " sent an unknown status ",
               int(status));
  std::vector<uint8_t> out;
  if (op == 'G') {
    uint32_t len = 0;
    check(recv_exact(fd, &len, 4, deadline), "reply");
    out.resize(len);
    check(recv_exact(fd, out.data(), len, deadline), "reply");
  } else if (op == 'A') {
    out.resize(8);
    check(recv_exact(fd, out.data(), 8, deadline), "reply");
  }
  return out;
}

void TcpStore::set(const std::string& key, const std::vector<uint8_t>& value) {
  request('S', key, value, 0, std::chrono::milliseconds(0));
}

std::vector<uint8_t> TcpStore::get(const std::string& key,
                                   std::chrono::milliseconds timeout) const {
  return request('G', key, {}, 0, timeout);
}

int64_t TcpStore::add(const std::string& key, int64_t delta) {
  std::vector<uint8_t> r = request('A', key, {}, delta, std::chrono::milliseconds(0));
  int64_t v = 0;
  std::memcpy(&v, r.data(), 8);
  return v;
}

}  // namespace fulgur
