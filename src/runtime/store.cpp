#include "runtime/store.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#include <fstream>
#include <iterator>
#include <thread>

#include "ir/error.h"

namespace fulgur {

FileStore::FileStore(std::filesystem::path dir) : dir_(std::move(dir)) {
  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  FULGUR_CHECK(!ec, "FileStore: cannot create ", dir_.string(), ": ", ec.message());
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
  auto deadline = std::chrono::steady_clock::now() + timeout;
  auto pause = std::chrono::microseconds(200);
  while (true) {
    std::ifstream in(p, std::ios::binary);
    if (in) return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), {});
    FULGUR_CHECK(std::chrono::steady_clock::now() < deadline, "FileStore: key '", key,
                 "' did not appear in ", dir_.string(), " within ", timeout.count(),
                 " ms (did every rank start, with the same store?)");
    std::this_thread::sleep_for(pause);
    pause = std::min<std::chrono::microseconds>(pause * 2, std::chrono::milliseconds(20));
  }
}

// ---- TCP store ---------------------------------------------------------------
// One request per connection: op ('S' set, 'G' get), key length (u32), key,
// for S the value length (u32) and value, for G the wait in ms (u32). The
// reply to S is one byte, to G a u32 length (0xffffffff: timed out) and the
// value.

namespace {

bool send_all(int fd, const void* p, size_t n) {
  const char* c = static_cast<const char*>(p);
  while (n > 0) {
    ssize_t k = ::send(fd, c, n, MSG_NOSIGNAL);
    if (k <= 0) return false;
    c += k;
    n -= static_cast<size_t>(k);
  }
  return true;
}

bool recv_all(int fd, void* p, size_t n) {
  char* c = static_cast<char*>(p);
  while (n > 0) {
    ssize_t k = ::recv(fd, c, n, 0);
    if (k <= 0) return false;
    c += k;
    n -= static_cast<size_t>(k);
  }
  return true;
}

int parse_env_int(const char* name) {
  const char* v = std::getenv(name);
  FULGUR_CHECK(v && *v, "TcpStore: ", name,
               " is not set (torchrun sets MASTER_ADDR, MASTER_PORT, "
               "RANK and WORLD_SIZE)");
  char* end = nullptr;
  long x = std::strtol(v, &end, 10);
  FULGUR_CHECK(*end == '\0' && x >= 0 && x <= 65535 * 1000, "TcpStore: ", name,
               " must be a non-negative integer, got '", v, "'");
  return static_cast<int>(x);
}

}  // namespace

struct TcpStore::Server {
  int listen_fd = -1;
  std::thread thread;
  std::mutex mu;
  std::condition_variable cv;
  std::map<std::string, std::vector<uint8_t>> data;
  std::atomic<bool> stopping{false};
  std::atomic<int> active{0};  // handler threads still running

  void serve() {
    while (!stopping) {
      int fd = ::accept(listen_fd, nullptr, nullptr);
      if (fd < 0) continue;
      timeval tv{5, 0};  // a client that stops sending does not hold a handler forever
      ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
      ++active;
      std::thread([this, fd] {
        handle(fd);
        --active;
      }).detach();
    }
  }

  void handle(int fd) {
    char op = 0;
    uint32_t klen = 0;
    std::string key;
    if (recv_all(fd, &op, 1) && recv_all(fd, &klen, 4) && klen < (1u << 20)) {
      key.resize(klen);
      if (recv_all(fd, key.data(), klen)) {
        if (op == 'S') {
          uint32_t vlen = 0;
          std::vector<uint8_t> v;
          if (recv_all(fd, &vlen, 4) && vlen < (1u << 30)) {
            v.resize(vlen);
            if (recv_all(fd, v.data(), vlen)) {
              {
                std::lock_guard<std::mutex> lock(mu);
                data[key] = std::move(v);
              }
              cv.notify_all();
              char ok = 1;
              send_all(fd, &ok, 1);
            }
          }
        } else if (op == 'G') {
          uint32_t wait_ms = 0;
          if (recv_all(fd, &wait_ms, 4)) {
            std::unique_lock<std::mutex> lock(mu);
            bool found = cv.wait_for(lock, std::chrono::milliseconds(wait_ms), [&] {
              return data.count(key) > 0 || stopping.load();
            }) && data.count(key) > 0;
            std::vector<uint8_t> v = found ? data[key] : std::vector<uint8_t>();
            lock.unlock();
            uint32_t len = found ? static_cast<uint32_t>(v.size()) : 0xffffffffu;
            if (send_all(fd, &len, 4) && found) send_all(fd, v.data(), v.size());
          }
        }
      }
    }
    ::close(fd);
  }
};

TcpStore::TcpStore(std::string host, int port, bool server, std::chrono::milliseconds timeout)
    : host_(std::move(host)), port_(port), connect_timeout_(timeout) {
  if (!server) return;
  server_ = std::make_unique<Server>();
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  FULGUR_CHECK(fd >= 0, "TcpStore: socket() failed: ", std::strerror(errno));
  int one = 1;
  ::setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_ANY);
  addr.sin_port = htons(static_cast<uint16_t>(port));
  if (::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0 || ::listen(fd, 64) != 0) {
    int e = errno;
    ::close(fd);
    FULGUR_FAIL("TcpStore: cannot listen on port ", port, ": ", std::strerror(e),
                " (is another run using it? set MASTER_PORT)");
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

std::unique_ptr<TcpStore> TcpStore::from_env(std::chrono::milliseconds timeout) {
  const char* host = std::getenv("MASTER_ADDR");
  FULGUR_CHECK(host && *host,
               "TcpStore: MASTER_ADDR is not set (torchrun sets MASTER_ADDR, "
               "MASTER_PORT, RANK and WORLD_SIZE)");
  int port = parse_env_int("MASTER_PORT");
  int rank = parse_env_int("RANK");
  int world = parse_env_int("WORLD_SIZE");
  FULGUR_CHECK(rank < world, "TcpStore: RANK ", rank, " is not below WORLD_SIZE ", world);
  return std::make_unique<TcpStore>(host, port, rank == 0, timeout);
}

std::vector<uint8_t> TcpStore::request(char op, const std::string& key,
                                       const std::vector<uint8_t>& value,
                                       std::chrono::milliseconds timeout) const {
  auto deadline = std::chrono::steady_clock::now() + connect_timeout_;
  int fd = -1;
  while (true) {
    addrinfo hints{}, *res = nullptr;
    hints.ai_family = AF_INET;
    hints.ai_socktype = SOCK_STREAM;
    int rc = ::getaddrinfo(host_.c_str(), std::to_string(port_).c_str(), &hints, &res);
    FULGUR_CHECK(rc == 0, "TcpStore: cannot resolve '", host_, "': ", gai_strerror(rc));
    fd = ::socket(AF_INET, SOCK_STREAM, 0);
    bool ok = fd >= 0 && ::connect(fd, res->ai_addr, res->ai_addrlen) == 0;
    ::freeaddrinfo(res);
    if (ok) break;
    if (fd >= 0) ::close(fd);
    FULGUR_CHECK(std::chrono::steady_clock::now() < deadline, "TcpStore: no server at ", host_, ":",
                 port_, " within ", connect_timeout_.count(), " ms (did rank 0 start?)");
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  uint32_t klen = static_cast<uint32_t>(key.size());
  bool ok = send_all(fd, &op, 1) && send_all(fd, &klen, 4) && send_all(fd, key.data(), key.size());
  std::vector<uint8_t> out;
  if (ok && op == 'S') {
    uint32_t vlen = static_cast<uint32_t>(value.size());
    char ack = 0;
    ok =
        send_all(fd, &vlen, 4) && send_all(fd, value.data(), value.size()) && recv_all(fd, &ack, 1);
  } else if (ok) {
    uint32_t wait_ms = static_cast<uint32_t>(timeout.count()), len = 0;
    ok = send_all(fd, &wait_ms, 4) && recv_all(fd, &len, 4);
    if (ok && len == 0xffffffffu) {
      ::close(fd);
      FULGUR_FAIL("TcpStore: key '", key, "' did not appear at ", host_, ":", port_, " within ",
                  timeout.count(), " ms (did every rank start?)");
    }
    if (ok) {
      out.resize(len);
      ok = recv_all(fd, out.data(), len);
    }
  }
  ::close(fd);
  FULGUR_CHECK(ok, "TcpStore: the connection to ", host_, ":", port_, " broke during a ",
               op == 'S' ? "set" : "get", " of '", key, "'");
  return out;
}

void TcpStore::set(const std::string& key, const std::vector<uint8_t>& value) {
  request('S', key, value, std::chrono::milliseconds(0));
}

std::vector<uint8_t> TcpStore::get(const std::string& key,
                                   std::chrono::milliseconds timeout) const {
  return request('G', key, {}, timeout);
}

}  // namespace fulgur
