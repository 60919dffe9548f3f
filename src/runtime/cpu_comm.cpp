#include "runtime/cpu_comm.h"

#include <arpa/inet.h>
#include <netdb.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>
#include <cmath>
#include <cstring>

#include "ir/error.h"

namespace fulgur {

namespace {

using Clock = std::chrono::steady_clock;

constexpr uint32_t kMagic = 0x46474331;  // "FGC1"

struct Hello {
  uint32_t magic;
  int32_t rank;
  int32_t size;
};

struct Header {
  uint64_t seq;
  uint64_t bytes;
};

std::chrono::milliseconds env_timeout() {
  const char* s = std::getenv("FULGUR_COMM_TIMEOUT_S");
  if (!s || !*s) return std::chrono::seconds(300);
  char* end = nullptr;
  double v = std::strtod(s, &end);
  // At most a million seconds (11.6 days): inf or 1e300 would overflow the
  // millisecond count.
  FULGUR_CHECK(end && *end == '\0' && v > 0 && v <= 1e6,
               "FULGUR_COMM_TIMEOUT_S: expected a positive number of "
               "seconds up to 1e6, got '",
               s, "'");
  return std::chrono::milliseconds(static_cast<int64_t>(v * 1000));
}

int remaining_ms(Clock::time_point deadline) {
  auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
  return static_cast<int>(std::max<int64_t>(0, std::min<int64_t>(left.count(), INT32_MAX)));
}

// Waits until `fd` is ready for `events`; false on the deadline.
bool wait_fd(int fd, short events, Clock::time_point deadline) {
  while (true) {
    pollfd p{fd, events, 0};
    int rc = ::poll(&p, 1, remaining_ms(deadline));
    if (rc > 0) return true;
    if (rc == 0) return false;
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

// Blocking exact read/write with a deadline, for the rendezvous.
void write_exact(int fd, const void* data, size_t n, Clock::time_point deadline, const char* what) {
  const auto* p = static_cast<const char*>(data);
  while (n > 0) {
    FULGUR_CHECK(wait_fd(fd, POLLOUT, deadline), "CpuCommunicator: timed out sending ", what);
    ssize_t k = ::send(fd, p, n, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    FULGUR_CHECK(k > 0, "CpuCommunicator: sending ", what, " failed: ", std::strerror(errno));
    p += k;
    n -= static_cast<size_t>(k);
  }
}

void read_exact(int fd, void* data, size_t n, Clock::time_point deadline, const char* what) {
  auto* p = static_cast<char*>(data);
  while (n > 0) {
    FULGUR_CHECK(wait_fd(fd, POLLIN, deadline), "CpuCommunicator: timed out waiting for ", what);
    ssize_t k = ::recv(fd, p, n, 0);
    if (k < 0 && errno == EINTR) continue;
    FULGUR_CHECK(k != 0, "CpuCommunicator: the connection closed while reading ", what);
    FULGUR_CHECK(k > 0, "CpuCommunicator: reading ", what, " failed: ", std::strerror(errno));
    p += k;
    n -= static_cast<size_t>(k);
  }
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
      timeout_ms_(env_timeout().count()) {}

std::shared_ptr<CpuCommunicator> CpuCommunicator::create(Store& store, int rank, int world_size,
                                                         const std::string& host,
                                                         const std::string& prefix,
                                                         std::chrono::milliseconds timeout) {
  FULGUR_CHECK(world_size >= 1 && rank >= 0 && rank < world_size,
               "CpuCommunicator: expected 0 <= rank < world size, got rank ", rank,
               " of world size ", world_size);
  std::shared_ptr<CpuCommunicator> c(new CpuCommunicator(rank, world_size));
  auto deadline = Clock::now() + timeout;
  if (world_size > 1) {
    int lfd = ::socket(AF_INET, SOCK_STREAM, 0);
    FULGUR_CHECK(lfd >= 0, "CpuCommunicator: socket() failed: ", std::strerror(errno));
    int one = 1;
    ::setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
    sockaddr_in any{};
    any.sin_family = AF_INET;
    any.sin_addr.s_addr = htonl(INADDR_ANY);
    any.sin_port = 0;
    bool ok = ::bind(lfd, reinterpret_cast<sockaddr*>(&any), sizeof any) == 0 &&
              ::listen(lfd, world_size) == 0;
    if (!ok) ::close(lfd);
    FULGUR_CHECK(ok, "CpuCommunicator: cannot listen: ", std::strerror(errno));
    socklen_t len = sizeof any;
    ::getsockname(lfd, reinterpret_cast<sockaddr*>(&any), &len);
    int port = ntohs(any.sin_port);
    std::string me = host + ":" + std::to_string(port);
    store.set(prefix + "_" + std::to_string(rank), std::vector<uint8_t>(me.begin(), me.end()));
    try {
      for (int j = 0; j < rank; ++j) {
        auto v = store.get(prefix + "_" + std::to_string(j), timeout);
        std::string addr(v.begin(), v.end());
        size_t colon = addr.rfind(':');
        FULGUR_CHECK(colon != std::string::npos, "CpuCommunicator: rank ", j,
                     " published a malformed address '", addr, "'");
        sockaddr_in sa = resolve(addr.substr(0, colon), std::stoi(addr.substr(colon + 1)));
        int fd = -1;
        while (true) {
          fd = ::socket(AF_INET, SOCK_STREAM, 0);
          if (::connect(fd, reinterpret_cast<sockaddr*>(&sa), sizeof sa) == 0) break;
          ::close(fd);
          fd = -1;
          FULGUR_CHECK(Clock::now() < deadline, "CpuCommunicator: rank ", rank,
                       " cannot connect to rank ", j, " at ", addr, " within ", timeout.count(),
                       " ms");
          std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        c->fds_[static_cast<size_t>(j)] = fd;
        Hello h{kMagic, rank, world_size};
        write_exact(fd, &h, sizeof h, deadline, "the handshake");
      }
      for (int k = rank + 1; k < world_size; ++k) {
        FULGUR_CHECK(wait_fd(lfd, POLLIN, deadline), "CpuCommunicator: rank ", rank, " waited ",
                     timeout.count(), " ms for ", world_size - k,
                     " higher rank(s) to connect (did every rank start with WORLD_SIZE ",
                     world_size, "?)");
        int fd = ::accept(lfd, nullptr, nullptr);
        FULGUR_CHECK(fd >= 0, "CpuCommunicator: accept() failed: ", std::strerror(errno));
        Hello h{};
        read_exact(fd, &h, sizeof h, deadline, "the handshake");
        FULGUR_CHECK(h.magic == kMagic && h.size == world_size && h.rank > rank &&
                         h.rank < world_size && c->fds_[static_cast<size_t>(h.rank)] < 0,
                     "CpuCommunicator: a peer introduced itself as rank ", h.rank, " of ", h.size,
                     "; expected a rank above ", rank, " of ", world_size);
        c->fds_[static_cast<size_t>(h.rank)] = fd;
      }
    } catch (...) {
      ::close(lfd);
      throw;
    }
    ::close(lfd);
    for (int fd : c->fds_)
      if (fd >= 0) set_nodelay(fd);
  }
  c->thread_ = std::thread([p = c.get()] { p->worker(); });
  return c;
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
  auto tcp = TcpStore::from_env(std::chrono::minutes(5));
  int rank = std::atoi(std::getenv("RANK"));
  int size = std::atoi(ws);
  std::string master = std::getenv("MASTER_ADDR");
  std::string host;
  if (const char* h = std::getenv("FULGUR_COMM_HOST"); h && *h) {
    host = h;
  } else if (master == "localhost" || master.rfind("127.", 0) == 0) {
    host = "127.0.0.1";
  } else {
    char name[256] = {};
    ::gethostname(name, sizeof name - 1);
    host = name;
  }
  comm = create(*tcp, rank, size, host);
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

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::enqueue(std::string name,
                                                                std::function<void()> run) {
  auto work = std::make_shared<Work>();
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back({std::move(name), std::move(run), work});
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
        current_ = task.name;
        task.run();
        ++seq_;
      } catch (const std::exception& e) {
        error = "rank " + std::to_string(rank_) + ": " + task.name + " (collective #" +
                std::to_string(seq_) + ") failed: " + e.what();
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
  auto deadline = Clock::now() + timeout;
  const auto* p = static_cast<const char*>(data);
  while (bytes > 0) {
    FULGUR_CHECK(wait_fd(fd, POLLOUT, deadline), "timed out after ", timeout.count(),
                 " ms sending to rank ", peer, " (is it running the same collectives?)");
    ssize_t k = ::send(fd, p, bytes, MSG_NOSIGNAL);
    if (k < 0 && errno == EINTR) continue;
    FULGUR_CHECK(k > 0, "sending to rank ", peer, " failed: ", std::strerror(errno),
                 " (did it exit or abort?)");
    p += k;
    bytes -= static_cast<size_t>(k);
  }
}

void CpuCommunicator::recv_all(int peer, void* data, size_t bytes) {
  int fd = fds_[static_cast<size_t>(peer)];
  const std::chrono::milliseconds timeout(timeout_ms_.load());
  auto deadline = Clock::now() + timeout;
  auto* p = static_cast<char*>(data);
  while (bytes > 0) {
    FULGUR_CHECK(wait_fd(fd, POLLIN, deadline), "timed out after ", timeout.count(),
                 " ms waiting for rank ", peer, " (is it running the same collectives?)");
    ssize_t k = ::recv(fd, p, bytes, 0);
    if (k < 0 && errno == EINTR) continue;
    FULGUR_CHECK(k != 0, "rank ", peer, " closed the connection (did it exit or abort?)");
    FULGUR_CHECK(k > 0, "receiving from rank ", peer, " failed: ", std::strerror(errno));
    p += k;
    bytes -= static_cast<size_t>(k);
  }
}

void CpuCommunicator::exchange(const std::function<const std::byte*(int)>& payload,
                               size_t send_bytes, const std::function<std::byte*(int)>& into,
                               size_t recv_bytes, const std::vector<bool>& send_to,
                               const std::vector<bool>& recv_from) {
  std::string send_error;
  std::thread sender([&] {
    try {
      for (int p = 0; p < size_; ++p) {
        if (p == rank_ || !send_to[static_cast<size_t>(p)]) continue;
        Header h{seq_, send_bytes};
        send_all(p, &h, sizeof h);
        send_all(p, payload(p), send_bytes);
      }
    } catch (const std::exception& e) {
      send_error = e.what();
    }
  });
  try {
    for (int p = 0; p < size_; ++p) {
      if (p == rank_ || !recv_from[static_cast<size_t>(p)]) continue;
      Header h{};
      recv_all(p, &h, sizeof h);
      FULGUR_CHECK(h.seq == seq_ && h.bytes == recv_bytes, "rank ", p, " is at collective #", h.seq,
                   " sending ", h.bytes, " bytes, but this rank is at #", seq_, " expecting ",
                   recv_bytes, " bytes: the ranks ran different collectives");
      recv_all(p, into(p), recv_bytes);
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
  return enqueue("all_reduce", [this, in, out, op] {
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
  return enqueue("all_gather", [this, in, out, dim] {
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
  return enqueue("reduce_scatter", [this, in, out, op, dim] {
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
  return enqueue("broadcast", [this, in, out, root] {
    size_t n = nbytes(in);
    std::vector<bool> to(static_cast<size_t>(size_), rank_ == root),
        from(static_cast<size_t>(size_), false);
    from[static_cast<size_t>(root)] = rank_ != root;
    exchange([&](int) { return in.data(); }, n, [&](int) { return out.data(); }, n, to, from);
    if (rank_ == root) std::memcpy(out.data(), in.data(), n);
  });
}

}  // namespace fulgur
