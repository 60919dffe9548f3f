#include "runtime/cpu_comm.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <random>

#include "ir/error.h"

namespace fulgur {

namespace {

using Clock = std::chrono::steady_clock;

constexpr uint32_t kHelloMagic = 0x46474332;  // "FGC2": mesh handshake
constexpr uint32_t kCallMagic = 0x4647434b;   // "FGCK": collective header

// The mesh handshake, both ways: who connects, and for which job.
struct Hello {
  uint32_t magic;
  int32_t rank;
  int32_t size;
  uint8_t nonce[16];
};

enum Kind : uint8_t { kAllReduce = 1, kAllGather, kReduceScatter, kBroadcast };
constexpr uint8_t kNoOp = 0xff;

const char* kind_name(uint8_t k) {
  switch (k) {
    case kAllReduce:
      return "all_reduce";
    case kAllGather:
      return "all_gather";
    case kReduceScatter:
      return "reduce_scatter";
    case kBroadcast:
      return "broadcast";
  }
  return nullptr;
}

constexpr int64_t kMaxTimeoutS = 1000000000;  // 1e9 s: about 31 years

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
  return static_cast<int>(std::max<int64_t>(0, std::min<int64_t>(left.count(), INT32_MAX)));
}

std::chrono::milliseconds left_until(Clock::time_point deadline) {
  return std::chrono::milliseconds(std::max<int64_t>(
      1, std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count()));
}

// Waits until `fd` is ready for `events`; false on the deadline.
bool wait_fd(int fd, short events, Clock::time_point deadline) {
  while (true) {
    pollfd p{fd, events, 0};
    int rc = ::poll(&p, 1, remaining_ms(deadline));
    if (rc > 0) return true;
    if (rc == 0) {
      if (Clock::now() >= deadline) return false;
      continue;  // poll's wait is capped at INT32_MAX ms
    }
    if (errno != EINTR) return true;  // let the read or write report it
  }
}

sockaddr_in resolve(const std::string& host, int port) {
  addrinfo hints{}, *res = nullptr;
  hints.ai_family = AF_INET;
  hints.ai_socktype = SOCK_STREAM;
  int rc = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &res);
  FULGUR_CHECK(rc == 0, "CpuCommunicator: cannot resolve '", host, "': ", gai_strerror(rc));
  sockaddr_in addr;
  std::memcpy(&addr, res->ai_addr, sizeof addr);
  ::freeaddrinfo(res);
  return addr;
}

void set_nodelay(int fd) {
  int one = 1;
  ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
}

// Exact read/write with a deadline, for the rendezvous.
void write_exact(int fd, const void* data, size_t n, Clock::time_point deadline, const char* what) {
  const auto* p = static_cast<const char*>(data);
  while (n > 0) {
    ssize_t k = ::send(fd, p, n, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      FULGUR_CHECK(wait_fd(fd, POLLOUT, deadline), "CpuCommunicator: timed out sending ", what);
      continue;
    }
    FULGUR_CHECK(k > 0, "CpuCommunicator: sending ", what, " failed: ", std::strerror(errno));
    p += k;
    n -= static_cast<size_t>(k);
  }
}

void read_exact(int fd, void* data, size_t n, Clock::time_point deadline, const char* what) {
  auto* p = static_cast<char*>(data);
  while (n > 0) {
    ssize_t k = ::recv(fd, p, n, MSG_DONTWAIT);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      FULGUR_CHECK(wait_fd(fd, POLLIN, deadline), "CpuCommunicator: timed out waiting for ", what);
      continue;
    }
    FULGUR_CHECK(k != 0, "CpuCommunicator: the connection closed while reading ", what);
    FULGUR_CHECK(k > 0, "CpuCommunicator: reading ", what, " failed: ", std::strerror(errno));
    p += k;
    n -= static_cast<size_t>(k);
  }
}

// A connected socket to `sa`, or -1 with errno set, by `deadline`.
int connect_before(const sockaddr_in& sa, Clock::time_point deadline) {
  int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC | SOCK_NONBLOCK, 0);
  if (fd < 0) return -1;
  int err = 0;
  if (::connect(fd, reinterpret_cast<const sockaddr*>(&sa), sizeof sa) != 0) {
    err = errno;
    if (err == EINPROGRESS) {
      if (wait_fd(fd, POLLOUT, deadline)) {
        socklen_t len = sizeof err;
        ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len);
      } else {
        err = ETIMEDOUT;
      }
    }
  }
  if (err != 0) {
    ::close(fd);
    errno = err;
    return -1;
  }
  return fd;
}

std::string hex(const uint8_t* p, size_t n) {
  static const char* digits = "0123456789abcdef";
  std::string s;
  for (size_t i = 0; i < n; ++i) {
    s += digits[p[i] >> 4];
    s += digits[p[i] & 15];
  }
  return s;
}

// The launcher's id of this job, when it gives one: FULGUR_JOB_ID, else
// torchrun's TORCHELASTIC_RUN_ID (its default "none" says nothing).
std::string launcher_job_id() {
  for (const char* name : {"FULGUR_JOB_ID", "TORCHELASTIC_RUN_ID"}) {
    const char* v = std::getenv(name);
    if (v && *v && std::string(v) != "none") return std::string(name) + "=" + v;
  }
  return "";
}

// acc op= x elementwise, in dtype `d`.
template <typename T, typename Load, typename Store>
void reduce_as(std::byte* acc, const std::byte* x, int64_t n, ReduceOp op, Load load, Store store) {
  for (int64_t i = 0; i < n; ++i) {
    T a = load(acc, i), b = load(x, i);
    T r = a;
    switch (op) {
      case ReduceOp::Sum:
      case ReduceOp::Avg:
        r = a + b;
        break;
      case ReduceOp::Max:
        r = (b > a || b != b) ? b : a;  // NaN wins, as in torch.maximum
        break;
      case ReduceOp::Min:
        r = (b < a || b != b) ? b : a;
        break;
    }
    store(acc, i, r);
  }
}

template <typename T>
void reduce_native(std::byte* acc, const std::byte* x, int64_t n, ReduceOp op) {
  reduce_as<T>(
      acc, x, n, op,
      [](const std::byte* p, int64_t i) {
        T v;
        std::memcpy(&v, p + i * static_cast<int64_t>(sizeof(T)), sizeof(T));
        return v;
      },
      [](std::byte* p, int64_t i, T v) {
        std::memcpy(p + i * static_cast<int64_t>(sizeof(T)), &v, sizeof(T));
      });
}

template <float (*ToF)(uint16_t), uint16_t (*FromF)(float)>
void reduce_half(std::byte* acc, const std::byte* x, int64_t n, ReduceOp op) {
  reduce_as<float>(
      acc, x, n, op,
      [](const std::byte* p, int64_t i) {
        uint16_t b;
        std::memcpy(&b, p + 2 * i, 2);
        return ToF(b);
      },
      [](std::byte* p, int64_t i, float v) {
        uint16_t b = FromF(v);
        std::memcpy(p + 2 * i, &b, 2);
      });
}

void reduce(DType d, std::byte* acc, const std::byte* x, int64_t n, ReduceOp op) {
  switch (d) {
    case DType::f64:
      return reduce_native<double>(acc, x, n, op);
    case DType::f32:
      return reduce_native<float>(acc, x, n, op);
    case DType::f16:
      return reduce_half<half_bits_to_float, float_to_half_bits>(acc, x, n, op);
    case DType::bf16:
      return reduce_half<bf16_bits_to_float, float_to_bf16_bits>(acc, x, n, op);
    case DType::i64:
      return reduce_native<int64_t>(acc, x, n, op);
    case DType::i32:
      return reduce_native<int32_t>(acc, x, n, op);
    case DType::i16:
      return reduce_native<int16_t>(acc, x, n, op);
    case DType::i8:
      return reduce_native<int8_t>(acc, x, n, op);
    case DType::u8:
    case DType::b8:
      return reduce_native<uint8_t>(acc, x, n, op);
  }
}

void divide(DType d, std::byte* acc, int64_t n, int size) {
  HostTensor t;
  for (int64_t i = 0; i < n; ++i) {
    switch (d) {
      case DType::f64: {
        double v;
        std::memcpy(&v, acc + 8 * i, 8);
        v /= size;
        std::memcpy(acc + 8 * i, &v, 8);
        break;
      }
      case DType::f32: {
        float v;
        std::memcpy(&v, acc + 4 * i, 4);
        v /= static_cast<float>(size);
        std::memcpy(acc + 4 * i, &v, 4);
        break;
      }
      case DType::f16:
      case DType::bf16: {
        uint16_t b;
        std::memcpy(&b, acc + 2 * i, 2);
        bool h = d == DType::f16;
        float v = (h ? half_bits_to_float(b) : bf16_bits_to_float(b)) / static_cast<float>(size);
        b = h ? float_to_half_bits(v) : float_to_bf16_bits(v);
        std::memcpy(acc + 2 * i, &b, 2);
        break;
      }
      default:
        break;
    }
  }
}

size_t nbytes(const HostTensor& t) {
  return static_cast<size_t>(t.numel()) * static_cast<size_t>(dtype_itemsize(t.dtype));
}

// Rows and row bytes of `t` split at `dim`: prod(shape[:dim]) blocks of
// shape[dim:] elements.
std::pair<int64_t, size_t> blocks(const HostTensor& t, int64_t dim) {
  int64_t outer = 1;
  for (int64_t i = 0; i < dim; ++i) outer *= t.shape[static_cast<size_t>(i)];
  size_t inner = outer ? nbytes(t) / static_cast<size_t>(outer) : 0;
  return {outer, inner};
}

}  // namespace

void CpuCommunicator::Work::wait() {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [&] { return done_; });
  FULGUR_CHECK(error_.empty(), error_);
}

bool CpuCommunicator::Work::done() const {
  std::lock_guard<std::mutex> lock(mu_);
  return done_;
}

CpuCommunicator::CpuCommunicator(int rank, int size)
    : rank_(rank),
      size_(size),
      fds_(static_cast<size_t>(size), -1),
      timeout_ms_(timeout_from_env().count()) {}

std::chrono::milliseconds CpuCommunicator::timeout_from_env() {
  const char* s = std::getenv("FULGUR_COMM_TIMEOUT_S");
  if (!s || !*s) return std::chrono::seconds(300);
  char* end = nullptr;
  double v = std::strtod(s, &end);
  // Bounded, so the milliseconds fit and deadlines stay far from overflow.
  FULGUR_CHECK(end && *end == '\0' && std::isfinite(v) && v >= 0.001 &&
                   v <= static_cast<double>(kMaxTimeoutS),
               "FULGUR_COMM_TIMEOUT_S: expected a number of seconds in [0.001, ", kMaxTimeoutS,
               "], got '", s, "'");
  return std::chrono::milliseconds(std::llround(v * 1000));
}

void CpuCommunicator::set_timeout(std::chrono::milliseconds t) {
  FULGUR_CHECK(t.count() > 0, "CpuCommunicator::set_timeout: expected a positive timeout, got ",
               t.count(), " ms");
  timeout_ms_ = t.count();
}

std::shared_ptr<CpuCommunicator> CpuCommunicator::create(Store& store, int rank, int world_size,
                                                         const std::string& host,
                                                         const std::string& prefix) {
  return create(store, rank, world_size, host, prefix, timeout_from_env());
}

std::shared_ptr<CpuCommunicator> CpuCommunicator::create(Store& store, int rank, int world_size,
                                                         const std::string& host,
                                                         const std::string& prefix,
                                                         std::chrono::milliseconds timeout) {
  FULGUR_CHECK(world_size >= 1 && rank >= 0 && rank < world_size,
               "CpuCommunicator: expected 0 <= rank < world size, got rank ", rank,
               " of world size ", world_size);
  FULGUR_CHECK(timeout.count() > 0, "CpuCommunicator: expected a positive rendezvous timeout, got ",
               timeout.count(), " ms");
  // A legitimate rank can join until rank 0's rendezvous deadline; a
  // second registration of a rank before then means the one that came
  // first may be another job's (two jobs on one MASTER_PORT).
  const auto window_end = deadline_after(timeout);
  std::shared_ptr<CpuCommunicator> c(new CpuCommunicator(rank, world_size));
  if (world_size > 1) c->rendezvous(store, host, prefix, timeout);
  c->thread_ = std::thread([p = c.get()] { p->worker(); });
  // The rank that hosts a TcpStore (rank 0 under process_default) hears of
  // such a registration even after its rendezvous, and aborts: its
  // collectives fail, and so do its peers' (its sockets shut down).
  if (auto* tcp = dynamic_cast<TcpStore*>(&store); tcp && tcp->serves() && world_size > 1) {
    std::weak_ptr<CpuCommunicator> weak = c;
    std::string where = store.describe();
    tcp->on_set(prefix + "_conflict",
                [weak, window_end, where, rank](const std::vector<uint8_t>& v) {
                  if (Clock::now() >= window_end) return;  // too late to be one of ours
                  if (auto comm = weak.lock())
                    comm->abort("rank " + std::to_string(rank) + ": aborted: at " + where + ", " +
                                std::string(v.begin(), v.end()) +
                                " while this job's ranks could still arrive, so a rank this one "
                                "paired with may belong to another job using the same "
                                "MASTER_PORT; give each job its own MASTER_PORT");
                });
  }
  return c;
}

void CpuCommunicator::rendezvous(Store& store, const std::string& host, const std::string& prefix,
                                 std::chrono::milliseconds timeout) {
  const auto deadline = deadline_after(timeout);
  const std::string where = store.describe();
  const std::string me = "rank " + std::to_string(rank_) + " of " + std::to_string(size_);
  const std::string key = prefix + "_";
  const std::string shared =
      ": another job is probably using the same store (the same MASTER_ADDR and MASTER_PORT); "
      "give each job its own MASTER_PORT";
  const std::string job = launcher_job_id();

  // 1. Register this rank, exactly once. Rank 0 then publishes the job: a
  //    nonce that every mesh handshake carries, the world size and the
  //    launcher's job id; the others check theirs against it before they
  //    register.
  auto register_rank = [&] {
    int64_t n = store.add(key + "rank_" + std::to_string(rank_), 1);
    store.add(key + "registrations", 1);
    if (n != 1) {
      // The rank that registered first may be this job's stranger: tell
      // the store's host (see create()).
      std::string why = "rank " + std::to_string(rank_) + " registered again (registration #" +
                        std::to_string(n) + ")";
      store.set(key + "conflict", std::vector<uint8_t>(why.begin(), why.end()));
    }
    FULGUR_CHECK(n == 1, "CpuCommunicator: ", me, ": rank ", rank_, " is already registered at ",
                 where, " (this is registration #", n, ")", shared,
                 ", or do not start a rank twice");
  };
  if (rank_ == 0) {
    register_rank();
    std::random_device rd;
    for (size_t i = 0; i < nonce_.size(); i += 4) {
      uint32_t r = rd();
      std::memcpy(nonce_.data() + i, &r, 4);
    }
    std::string v = hex(nonce_.data(), nonce_.size()) + "\n" + std::to_string(size_) + "\n" + job;
    store.set(key + "job", std::vector<uint8_t>(v.begin(), v.end()));
  } else {
    std::vector<uint8_t> v;
    try {
      v = store.get(key + "job", left_until(deadline));
    } catch (const Error& e) {
      FULGUR_FAIL("CpuCommunicator: ", me, ": rank 0 did not publish the job at ", where,
                  " within ", timeout.count(),
                  " ms (did it start, with the same store?): ", e.what());
    }
    std::string text(v.begin(), v.end());
    size_t a = text.find('\n'), b = a == std::string::npos ? a : text.find('\n', a + 1);
    bool well_formed = b != std::string::npos && a == 2 * nonce_.size() &&
                       text.find_first_not_of("0123456789abcdef") >= a;
    FULGUR_CHECK(well_formed, "CpuCommunicator: ", me, ": the job record at ", where,
                 " is malformed", shared);
    for (size_t i = 0; i < nonce_.size(); ++i)
      nonce_[i] = static_cast<uint8_t>(std::strtoul(text.substr(2 * i, 2).c_str(), nullptr, 16));
    std::string world = text.substr(a + 1, b - a - 1), theirs = text.substr(b + 1);
    FULGUR_CHECK(world == std::to_string(size_), "CpuCommunicator: ", me, ": rank 0 registered at ",
                 where, " runs a world of ", world, ", but this rank's is ", size_,
                 " (every rank needs the same WORLD_SIZE", shared, ")");
    FULGUR_CHECK(theirs.empty() || job.empty() || theirs == job, "CpuCommunicator: ", me,
                 ": rank 0 registered at ", where, " belongs to job ", theirs, ", this rank to ",
                 job, shared);
    register_rank();
  }

  // 2. Listen, publish the address, connect to the lower ranks and accept
  //    the higher ones; both sides of each connection check the handshake.
  int lfd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
  FULGUR_CHECK(lfd >= 0, "CpuCommunicator: socket() failed: ", std::strerror(errno));
  int one = 1;
  ::setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
  sockaddr_in any{};
  any.sin_family = AF_INET;
  any.sin_addr.s_addr = htonl(INADDR_ANY);
  any.sin_port = 0;
  bool ok =
      ::bind(lfd, reinterpret_cast<sockaddr*>(&any), sizeof any) == 0 && ::listen(lfd, size_) == 0;
  int listen_errno = errno;
  if (!ok) ::close(lfd);
  FULGUR_CHECK(ok, "CpuCommunicator: cannot listen: ", std::strerror(listen_errno));
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } close_listener{lfd};
  socklen_t len = sizeof any;
  ::getsockname(lfd, reinterpret_cast<sockaddr*>(&any), &len);
  std::string my_addr = host + ":" + std::to_string(ntohs(any.sin_port));
  store.set(key + "addr_" + std::to_string(rank_),
            std::vector<uint8_t>(my_addr.begin(), my_addr.end()));
  Hello hello{kHelloMagic, rank_, size_, {}};
  std::memcpy(hello.nonce, nonce_.data(), nonce_.size());
  auto same_job = [&](const Hello& h) {
    return h.magic == kHelloMagic && h.size == size_ &&
           std::memcmp(h.nonce, nonce_.data(), nonce_.size()) == 0;
  };
  auto introduce = [&](const Hello& h) {
    if (h.magic != kHelloMagic) return std::string("a program that is not a fulgur rank");
    return "rank " + std::to_string(h.rank) + " of " + std::to_string(h.size) + " of job " +
           hex(h.nonce, sizeof h.nonce);
  };
  for (int j = 0; j < rank_; ++j) {
    std::vector<uint8_t> v;
    try {
      v = store.get(key + "addr_" + std::to_string(j), left_until(deadline));
    } catch (const Error& e) {
      FULGUR_FAIL("CpuCommunicator: ", me, ": rank ", j, " did not publish its address within ",
                  timeout.count(), " ms (did every rank start?): ", e.what());
    }
    std::string addr(v.begin(), v.end());
    size_t colon = addr.rfind(':');
    FULGUR_CHECK(colon != std::string::npos, "CpuCommunicator: rank ", j,
                 " published a malformed address '", addr, "'");
    int port = std::atoi(addr.c_str() + colon + 1);
    FULGUR_CHECK(port >= 1 && port <= 65535, "CpuCommunicator: rank ", j,
                 " published a malformed address '", addr, "'");
    sockaddr_in sa = resolve(addr.substr(0, colon), port);
    int fd = -1;
    while ((fd = connect_before(sa, deadline)) < 0) {
      int e = errno;
      FULGUR_CHECK(Clock::now() < deadline, "CpuCommunicator: ", me, " cannot connect to rank ", j,
                   " at ", addr, " within ", timeout.count(), " ms: ", std::strerror(e));
      std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
    fds_[static_cast<size_t>(j)] = fd;  // closed by the destructor on an error
    write_exact(fd, &hello, sizeof hello, deadline, "the handshake");
    Hello h{};
    read_exact(fd, &h, sizeof h, deadline, "the handshake's answer");
    FULGUR_CHECK(same_job(h) && h.rank == j, "CpuCommunicator: ", me, " connected to rank ", j,
                 " at ", addr, " and met ", introduce(h), ", this rank's job is ",
                 hex(nonce_.data(), nonce_.size()), shared);
  }
  for (int k = rank_ + 1; k < size_; ++k) {
    if (!wait_fd(lfd, POLLIN, deadline)) {
      std::string missing;
      for (int q = rank_ + 1; q < size_; ++q)
        if (fds_[static_cast<size_t>(q)] < 0)
          missing += (missing.empty() ? "" : ", ") + std::to_string(q);
      FULGUR_FAIL("CpuCommunicator: ", me, " waited ", timeout.count(), " ms for rank(s) ", missing,
                  " to connect (did every rank start, with WORLD_SIZE ", size_,
                  "? FULGUR_COMM_TIMEOUT_S sets the wait)");
    }
    int fd = ::accept4(lfd, nullptr, nullptr, SOCK_CLOEXEC);
    FULGUR_CHECK(fd >= 0, "CpuCommunicator: accept() failed: ", std::strerror(errno));
    Hello h{};
    try {
      read_exact(fd, &h, sizeof h, deadline, "the handshake");
    } catch (...) {
      ::close(fd);
      throw;
    }
    bool mine =
        same_job(h) && h.rank > rank_ && h.rank < size_ && fds_[static_cast<size_t>(h.rank)] < 0;
    if (!mine) ::close(fd);
    FULGUR_CHECK(mine, "CpuCommunicator: ", me, " (job ", hex(nonce_.data(), nonce_.size()),
                 ") expected a rank above ", rank_, " to connect, but ", introduce(h), " did",
                 shared);
    fds_[static_cast<size_t>(h.rank)] = fd;
    write_exact(fd, &hello, sizeof hello, deadline, "the handshake's answer");
  }
  for (int fd : fds_)
    if (fd >= 0) set_nodelay(fd);

  // 3. Every rank of this world registered once; more registrations mean
  //    another job's ranks came to the same store while this one met.
  int64_t n = store.add(key + "registrations", 0);
  FULGUR_CHECK(n == size_, "CpuCommunicator: ", me, ": ", n, " ranks registered at ", where,
               " for a world of ", size_, shared);
}

std::shared_ptr<CpuCommunicator> CpuCommunicator::process_default() {
  static std::mutex mu;
  static std::shared_ptr<CpuCommunicator> comm;
  static std::unique_ptr<Store> store;  // rank 0's TcpStore serves the others' rendezvous
  std::lock_guard<std::mutex> lock(mu);
  if (comm) return comm;
  const char* ws = std::getenv("WORLD_SIZE");
  if (!ws || !*ws || std::string(ws) == "1") {
    FileStore unused(std::filesystem::temp_directory_path());
    comm = create(unused, 0, 1);
    return comm;
  }
  DistEnv env = DistEnv::from_environment();
  // The store's connect and replies and the rendezvous wait as long as
  // the collectives do.
  std::chrono::milliseconds timeout = timeout_from_env();
  auto tcp = std::make_unique<TcpStore>(env.master_addr, env.master_port, env.rank == 0, timeout);
  std::string host;
  if (const char* h = std::getenv("FULGUR_COMM_HOST"); h && *h) {
    host = h;
  } else if (env.master_addr == "localhost" || env.master_addr.rfind("127.", 0) == 0) {
    host = "127.0.0.1";
  } else {
    char name[256] = {};
    ::gethostname(name, sizeof name - 1);
    host = name;
  }
  comm = create(*tcp, env.rank, env.world_size, host, "fulgur_cpu_comm", timeout);
  store = std::move(tcp);
  return comm;
}

CpuCommunicator::~CpuCommunicator() {
  bool queued;
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
    queued = !queue_.empty() || busy_;
  }
  // Collectives nobody will wait for must not hold the destructor for a
  // whole timeout: they fail at once, and the peers see the sockets close.
  if (queued) abort("the communicator was destroyed with collectives pending");
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
  for (int fd : fds_)
    if (fd >= 0) ::close(fd);
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::enqueue(Call call,
                                                                std::function<void()> run) {
  auto work = std::make_shared<Work>();
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back({call, std::move(run), work});
  }
  cv_.notify_all();
  return work;
}

void CpuCommunicator::worker() {
  while (true) {
    Task task;
    std::string failed;
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [&] { return stop_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, nothing left
      task = std::move(queue_.front());
      queue_.pop_front();
      failed = aborted_;
      busy_ = true;
    }
    std::string error = failed;
    if (error.empty()) {
      try {
        current_ = task.call;
        current_.seq = seq_;
        task.run();
        ++seq_;
      } catch (const std::exception& e) {
        error = "rank " + std::to_string(rank_) + ": " + describe(current_) + " (collective #" +
                std::to_string(seq_) + ") failed: " + e.what();
        {
          // Aborted meanwhile (the sockets' failure is its effect): say why.
          std::lock_guard<std::mutex> lock(mu_);
          if (!aborted_.empty()) error = aborted_ + " [" + error + "]";
        }
        abort(error);
      }
    }
    {
      std::lock_guard<std::mutex> lock(mu_);
      busy_ = false;
    }
    {
      std::lock_guard<std::mutex> lock(task.work->mu_);
      task.work->done_ = true;
      task.work->error_ = error;
    }
    task.work->cv_.notify_all();
  }
}

void CpuCommunicator::abort(const std::string& why) {
  std::lock_guard<std::mutex> lock(mu_);
  if (aborted_.empty()) aborted_ = why.empty() ? "the communicator was aborted" : why;
  for (int fd : fds_)
    if (fd >= 0) ::shutdown(fd, SHUT_RDWR);
}

void CpuCommunicator::send_all(int peer, const void* data, size_t bytes) {
  int fd = fds_[static_cast<size_t>(peer)];
  const std::chrono::milliseconds timeout(timeout_ms_.load());
  auto deadline = deadline_after(timeout);
  const auto* p = static_cast<const char*>(data);
  while (bytes > 0) {
    ssize_t k = ::send(fd, p, bytes, MSG_NOSIGNAL | MSG_DONTWAIT);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      FULGUR_CHECK(wait_fd(fd, POLLOUT, deadline), "timed out after ", timeout.count(),
                   " ms sending to rank ", peer, " (is it running the same collectives?)");
      continue;
    }
    FULGUR_CHECK(k > 0, "sending to rank ", peer, " failed: ", std::strerror(errno),
                 " (did it exit or abort?)");
    p += k;
    bytes -= static_cast<size_t>(k);
  }
}

void CpuCommunicator::recv_all(int peer, void* data, size_t bytes) {
  int fd = fds_[static_cast<size_t>(peer)];
  const std::chrono::milliseconds timeout(timeout_ms_.load());
  auto deadline = deadline_after(timeout);
  auto* p = static_cast<char*>(data);
  while (bytes > 0) {
    ssize_t k = ::recv(fd, p, bytes, MSG_DONTWAIT);
    if (k < 0 && errno == EINTR) continue;
    if (k < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      FULGUR_CHECK(wait_fd(fd, POLLIN, deadline), "timed out after ", timeout.count(),
                   " ms waiting for rank ", peer, " (is it running the same collectives?)");
      continue;
    }
    FULGUR_CHECK(k != 0, "rank ", peer, " closed the connection (did it exit or abort?)");
    FULGUR_CHECK(k > 0, "receiving from rank ", peer, " failed: ", std::strerror(errno));
    p += k;
    bytes -= static_cast<size_t>(k);
  }
}

CpuCommunicator::Call CpuCommunicator::make_call(int kind, const HostTensor& t, int op,
                                                 int64_t arg) {
  static_assert(sizeof(Call) == 96, "the header's wire format has no padding");
  Call c;
  c.magic = kCallMagic;
  c.kind = static_cast<uint8_t>(kind);
  c.op = static_cast<uint8_t>(op);
  c.dtype = static_cast<uint8_t>(t.dtype);
  c.ndim = static_cast<uint8_t>(std::min<size_t>(t.shape.size(), 255));
  c.arg = arg;
  uint64_t h = 1469598103934665603ull;  // FNV-1a over the rank and every extent
  auto mix = [&](uint64_t v) {
    for (int i = 0; i < 8; ++i) h = (h ^ ((v >> (8 * i)) & 0xff)) * 1099511628211ull;
  };
  mix(t.shape.size());
  for (size_t i = 0; i < t.shape.size(); ++i) {
    mix(static_cast<uint64_t>(t.shape[i]));
    if (i < std::size(c.dims)) c.dims[i] = t.shape[i];
  }
  c.shape_hash = h;
  return c;
}

std::string CpuCommunicator::describe(const Call& c) {
  const char* kind = kind_name(c.kind);
  std::string s = kind ? kind : "an unknown collective (" + std::to_string(c.kind) + ")";
  s += "(";
  s += c.dtype < std::size(kAllDTypes) ? std::string(dtype_short_name(static_cast<DType>(c.dtype)))
                                       : "dtype " + std::to_string(c.dtype);
  s += "[";
  for (size_t i = 0; i < c.ndim && i < std::size(c.dims); ++i)
    s += (i ? ", " : "") + std::to_string(c.dims[i]);
  if (c.ndim > std::size(c.dims)) s += ", ...";
  s += "]";
  if (c.op != kNoOp)
    s += ", op=" + (c.op <= static_cast<uint8_t>(ReduceOp::Min)
                        ? std::string(reduce_op_name(static_cast<ReduceOp>(c.op)))
                        : std::to_string(c.op));
  if (c.kind == kAllGather || c.kind == kReduceScatter) s += ", dim=" + std::to_string(c.arg);
  if (c.kind == kBroadcast) s += ", root=" + std::to_string(c.arg);
  return s + ")";
}

void CpuCommunicator::exchange(const std::function<const std::byte*(int)>& payload,
                               size_t send_bytes, const std::function<std::byte*(int)>& into,
                               size_t recv_bytes, const std::vector<bool>& send_to,
                               const std::vector<bool>& recv_from) {
  // Every rank sends every peer its call's header (also where no data
  // flows, as between broadcast's receivers), then the data; it checks
  // every peer's header before it reads that peer's data.
  const Call& mine = current_;
  std::string send_error;
  std::mutex headers_mu;
  std::condition_variable headers_cv;
  bool headers_sent = false;
  std::thread sender([&] {
    auto signal = [&] {
      std::lock_guard<std::mutex> lock(headers_mu);
      headers_sent = true;
      headers_cv.notify_all();
    };
    try {
      for (int p = 0; p < size_; ++p)
        if (p != rank_) send_all(p, &mine, sizeof mine);
      signal();
      for (int p = 0; p < size_; ++p) {
        if (p == rank_ || !send_to[static_cast<size_t>(p)]) continue;
        send_all(p, payload(p), send_bytes);
      }
    } catch (const std::exception& e) {
      send_error = e.what();
      signal();
    }
  });
  try {
    for (int p = 0; p < size_; ++p) {
      if (p == rank_) continue;
      Call theirs;
      recv_all(p, &theirs, sizeof theirs);
      if (std::memcmp(&theirs, &mine, sizeof mine) != 0) {
        // The peer finds the same mismatch only if it gets this rank's
        // header before the sockets are shut down.
        std::unique_lock<std::mutex> lock(headers_mu);
        headers_cv.wait(lock, [&] { return headers_sent; });
        FULGUR_CHECK(theirs.magic == kCallMagic, "rank ", p,
                     " sent bytes that are not a collective header while this rank ran ",
                     describe(mine), " as collective #", mine.seq,
                     ": the ranks ran different collectives");
        FULGUR_FAIL("rank ", rank_, " ran ", describe(mine), " as collective #", mine.seq,
                    ", but rank ", p, " ran ", describe(theirs),
                    theirs.seq != mine.seq ? " as its collective #" + std::to_string(theirs.seq)
                                           : std::string(),
                    ": the ranks ran different collectives (every rank must run the same "
                    "collectives, with the same dtypes, shapes, ops, dims and roots, in the same "
                    "order)");
      }
      if (recv_from[static_cast<size_t>(p)]) recv_all(p, into(p), recv_bytes);
    }
  } catch (...) {
    for (int fd : fds_)
      if (fd >= 0) ::shutdown(fd, SHUT_RDWR);  // unblocks the sender; peers see the failure
    sender.join();
    throw;
  }
  sender.join();
  FULGUR_CHECK(send_error.empty(), send_error);
}

std::vector<const std::byte*> CpuCommunicator::swap(
    const std::function<const std::byte*(int)>& payload, size_t bytes,
    std::vector<std::vector<std::byte>>& got) {
  got.assign(static_cast<size_t>(size_), {});
  std::vector<bool> all(static_cast<size_t>(size_), true);
  exchange(
      payload, bytes,
      [&](int p) {
        got[static_cast<size_t>(p)].resize(bytes);
        return got[static_cast<size_t>(p)].data();
      },
      bytes, all, all);
  std::vector<const std::byte*> from;
  for (int r = 0; r < size_; ++r)
    from.push_back(r == rank_ ? payload(r) : got[static_cast<size_t>(r)].data());
  return from;
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::all_reduce(const HostTensor& in,
                                                                   const HostTensor& out,
                                                                   ReduceOp op) {
  FULGUR_CHECK(
      in.is_contiguous() && out.is_contiguous() && in.shape == out.shape && in.dtype == out.dtype,
      "all_reduce: expected contiguous input and output of one shape and dtype, got ",
      dtype_short_name(in.dtype), shape_string(in.shape), " and ", dtype_short_name(out.dtype),
      shape_string(out.shape));
  FULGUR_CHECK(op != ReduceOp::Avg || is_float(in.dtype),
               "all_reduce: 'avg' needs a floating-point tensor, got ", dtype_short_name(in.dtype));
  return enqueue(make_call(kAllReduce, in, static_cast<int>(op), 0), [this, in, out, op] {
    size_t n = nbytes(in);
    std::vector<std::vector<std::byte>> got;
    auto src = swap([&](int) { return in.data(); }, n, got);
    // In rank order, so every rank computes the same bits.
    std::memcpy(out.data(), src[0], n);
    for (int r = 1; r < size_; ++r)
      reduce(in.dtype, out.data(), src[static_cast<size_t>(r)], in.numel(), op);
    if (op == ReduceOp::Avg) divide(in.dtype, out.data(), in.numel(), size_);
  });
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::all_gather(const HostTensor& in,
                                                                   const HostTensor& out,
                                                                   int64_t dim) {
  FULGUR_CHECK(in.is_contiguous() && out.is_contiguous() && in.dtype == out.dtype && dim >= 0 &&
                   dim < static_cast<int64_t>(in.shape.size()) && out.numel() == in.numel() * size_,
               "all_gather: expected contiguous tensors with the output ", size_,
               " times the input along dim ", dim, ", got ", dtype_short_name(in.dtype),
               shape_string(in.shape), " and ", dtype_short_name(out.dtype),
               shape_string(out.shape));
  return enqueue(make_call(kAllGather, in, kNoOp, dim), [this, in, out, dim] {
    std::vector<std::vector<std::byte>> got;
    auto from = swap([&](int) { return in.data(); }, nbytes(in), got);
    auto [outer, inner] = blocks(in, dim);
    for (int r = 0; r < size_; ++r) {
      const std::byte* src = from[static_cast<size_t>(r)];
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(out.data() + (static_cast<size_t>(o) * static_cast<size_t>(size_) +
                                  static_cast<size_t>(r)) *
                                     inner,
                    src + static_cast<size_t>(o) * inner, inner);
    }
  });
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::reduce_scatter(const HostTensor& in,
                                                                       const HostTensor& out,
                                                                       ReduceOp op, int64_t dim) {
  FULGUR_CHECK(in.is_contiguous() && out.is_contiguous() && in.dtype == out.dtype && dim >= 0 &&
                   dim < static_cast<int64_t>(in.shape.size()) && in.numel() == out.numel() * size_,
               "reduce_scatter: expected contiguous tensors with the input ", size_,
               " times the output along dim ", dim, ", got ", dtype_short_name(in.dtype),
               shape_string(in.shape), " and ", dtype_short_name(out.dtype),
               shape_string(out.shape));
  FULGUR_CHECK(op != ReduceOp::Avg || is_float(in.dtype),
               "reduce_scatter: 'avg' needs a floating-point tensor, got ",
               dtype_short_name(in.dtype));
  return enqueue(
      make_call(kReduceScatter, in, static_cast<int>(op), dim), [this, in, out, op, dim] {
        size_t n = nbytes(out);
        auto [outer, inner] = blocks(out, dim);
        // The part of `in` that rank p keeps, packed.
        std::vector<std::vector<std::byte>> part(static_cast<size_t>(size_));
        for (int p = 0; p < size_; ++p) {
          part[static_cast<size_t>(p)].resize(n);
          for (int64_t o = 0; o < outer; ++o)
            std::memcpy(part[static_cast<size_t>(p)].data() + static_cast<size_t>(o) * inner,
                        in.data() + (static_cast<size_t>(o) * static_cast<size_t>(size_) +
                                     static_cast<size_t>(p)) *
                                        inner,
                        inner);
        }
        std::vector<std::vector<std::byte>> got_storage;
        auto src = swap([&](int p) { return part[static_cast<size_t>(p)].data(); }, n, got_storage);
        std::memcpy(out.data(), src[0], n);
        for (int r = 1; r < size_; ++r)
          reduce(in.dtype, out.data(), src[static_cast<size_t>(r)], out.numel(), op);
        if (op == ReduceOp::Avg) divide(in.dtype, out.data(), out.numel(), size_);
      });
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::broadcast(const HostTensor& in,
                                                                  const HostTensor& out,
                                                                  int64_t root) {
  FULGUR_CHECK(
      in.is_contiguous() && out.is_contiguous() && in.shape == out.shape && in.dtype == out.dtype,
      "broadcast: expected contiguous input and output of one shape and dtype");
  FULGUR_CHECK(root >= 0 && root < size_, "broadcast: root ", root, " is not a rank of a group of ",
               size_);
  return enqueue(make_call(kBroadcast, in, kNoOp, root), [this, in, out, root] {
    size_t n = nbytes(in);
    std::vector<bool> to(static_cast<size_t>(size_), rank_ == root),
        from(static_cast<size_t>(size_), false);
    from[static_cast<size_t>(root)] = rank_ != root;
    exchange([&](int) { return in.data(); }, n, [&](int) { return out.data(); }, n, to, from);
    if (rank_ == root) std::memcpy(out.data(), in.data(), n);
  });
}

}  // namespace fulgur
