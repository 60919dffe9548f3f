#include "runtime/cpu_comm.h"

#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <climits>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <map>
#include <random>

#include "ir/error.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_comm_c10d.h"

#ifdef FULGUR_HAVE_GLOO
// The one translation unit that sees gloo's headers (Debian's libgloo-dev at
// build time; the gloo inside libtorch_cpu runs).
#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>
#endif

namespace fulgur {

namespace {

using Clock = std::chrono::steady_clock;
using std::chrono::milliseconds;

// A collective's header: what one rank called (see check_headers).
constexpr int64_t kCallMagic = 0x4647434b;  // "FGCK"
enum HeaderWord : int {
  kMagic,
  kSeq,
  kKind,
  kOp,
  kDType,
  kNDim,
  kArg,  // dim (all_gather, reduce_scatter) or root (broadcast)
  kShapeHash,
  kPurpose,  // CpuCommunicator::Purpose
  kDims,     // the first 8 extents
  kHeaderWords = kDims + 8
};

enum Kind : uint8_t { kAllReduce = 1, kAllGather, kReduceScatter, kBroadcast };
constexpr int64_t kNoOp = 0xff;

const char* kind_name(int64_t k) {
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
// What Gloo and the store are given: a huge timeout saturates (Gloo keeps
// milliseconds in an int in places) instead of wrapping into the past.
constexpr int64_t kMaxEngineTimeoutMs = INT32_MAX;

milliseconds clamp_timeout(milliseconds t) {
  return milliseconds(std::clamp<int64_t>(t.count(), 1, kMaxEngineTimeoutMs));
}

[[maybe_unused]] milliseconds left_until(Clock::time_point deadline) {
  return milliseconds(std::max<int64_t>(
      1, std::chrono::duration_cast<milliseconds>(deadline - Clock::now()).count()));
}

[[maybe_unused]] std::string hex(const uint8_t* p, size_t n) {
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
[[maybe_unused]] std::string launcher_job_id() {
  for (const char* name : {"FULGUR_JOB_ID", "TORCHELASTIC_RUN_ID"}) {
    const char* v = std::getenv(name);
    if (v && *v && std::string(v) != "none") return std::string(name) + "=" + v;
  }
  return "";
}

// An engine's exception as one line (c10::Error's what() carries a stack).
std::string reason(const std::exception& e) {
  if (auto* c = dynamic_cast<const c10::Error*>(&e)) return c->what_without_backtrace();
  return e.what();
}

[[maybe_unused]] std::string rank_list(const std::vector<int>& ranks) {
  std::string s = ranks.size() == 1 ? "rank " : "ranks ";
  for (size_t i = 0; i < ranks.size(); ++i) s += (i ? ", " : "") + std::to_string(ranks[i]);
  return s;
}

#ifdef FULGUR_HAVE_GLOO
// A fulgur Store seen by c10d (for Gloo's rendezvous through the stores the
// tests and callers of create() give). Gloo reads it only while the group is
// made.
class C10dOverFulgur : public c10d::Store {
 public:
  C10dOverFulgur(fulgur::Store& s, milliseconds timeout) : c10d::Store(timeout), s_(s) {}
  c10::intrusive_ptr<c10d::Store> clone() override {
    return c10::make_intrusive<C10dOverFulgur>(s_, getTimeout());
  }
  void set(const std::string& key, const std::vector<uint8_t>& value) override {
    s_.set(flat(key), value);
  }
  std::vector<uint8_t> get(const std::string& key) override {
    return s_.get(flat(key), getTimeout());
  }
  int64_t add(const std::string& key, int64_t value) override { return s_.add(flat(key), value); }
  bool deleteKey(const std::string& key) override {
    TORCH_CHECK(false, "fulgur's stores cannot delete keys (", key, ")");
  }
  bool check(const std::vector<std::string>& keys) override {
    for (const auto& k : keys) {
      try {
        s_.get(flat(k), milliseconds(1));
      } catch (const Error&) {
        return false;
      }
    }
    return true;
  }
  int64_t getNumKeys() override { TORCH_CHECK(false, "fulgur's stores do not count keys"); }
  void wait(const std::vector<std::string>& keys) override { wait(keys, getTimeout()); }
  void wait(const std::vector<std::string>& keys, const milliseconds& timeout) override {
    auto deadline = deadline_after(timeout);
    for (const auto& k : keys) s_.get(flat(k), left_until(deadline));
  }

 private:
  // Gloo's keys have '/' (PrefixStore), which a FileStore's keys may not.
  static std::string flat(std::string key) {
    std::replace(key.begin(), key.end(), '/', '~');
    return key;
  }
  fulgur::Store& s_;
};

// A c10d store seen as a fulgur Store (the registration of process_default,
// whose store is a c10d::TCPStore).
class FulgurOverC10d : public fulgur::Store {
 public:
  FulgurOverC10d(c10::intrusive_ptr<c10d::Store> s, std::string where)
      : s_(std::move(s)), where_(std::move(where)) {}
  void set(const std::string& key, const std::vector<uint8_t>& value) override {
    try {
      s_->set(key, value);
    } catch (const std::exception& e) {
      FULGUR_FAIL("setting '", key, "' at ", where_, " failed: ", reason(e));
    }
  }
  std::vector<uint8_t> get(const std::string& key, milliseconds timeout) const override {
    try {
      s_->wait({key}, clamp_timeout(timeout));
      return s_->get(key);
    } catch (const std::exception& e) {
      FULGUR_FAIL("waiting ", timeout.count(), " ms for '", key, "' at ", where_,
                  " failed: ", reason(e));
    }
  }
  int64_t add(const std::string& key, int64_t delta) override {
    try {
      return s_->add(key, delta);
    } catch (const std::exception& e) {
      FULGUR_FAIL("adding to '", key, "' at ", where_, " failed: ", reason(e));
    }
  }
  std::string describe() const override { return where_; }

 private:
  c10::intrusive_ptr<c10d::Store> s_;
  std::string where_;
};
#endif

}  // namespace

struct CpuCommunicator::Engine {
#ifdef FULGUR_HAVE_GLOO
  c10::intrusive_ptr<c10d::Store> store;  // Gloo meets here (under the job's prefix)
  // Gloo, made here, or the caller's backend (cpu_comm_c10d.h).
  c10::intrusive_ptr<c10d::Backend> pg;
  std::mutex mu;
  std::vector<c10::intrusive_ptr<c10d::Work>> inflight;  // aborted by abort()
  std::vector<at::Tensor> abandoned;  // buffers of receives a failure left posted
#endif
  std::unique_ptr<fulgur::Store> meta;  // the registration's view of `store` (process_default)
};

void CpuCommunicator::Work::wait() {
  std::unique_lock<std::mutex> lock(mu_);
  cv_.wait(lock, [&] { return done_; });
  FULGUR_CHECK(error_.empty(), error_);
}

bool CpuCommunicator::Work::done() const {
  std::lock_guard<std::mutex> lock(mu_);
  return done_;
}

std::chrono::steady_clock::time_point CpuCommunicator::Work::began() const {
  std::lock_guard<std::mutex> lock(mu_);
  return began_;
}

std::chrono::steady_clock::time_point CpuCommunicator::Work::finished() const {
  std::lock_guard<std::mutex> lock(mu_);
  return finished_;
}

void CpuCommunicator::Work::finish(const std::string& error) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (done_) return;
    done_ = true;
    error_ = error;
    finished_ = Clock::now();
    if (began_ == Clock::time_point{}) began_ = finished_;  // never ran (aborted)
  }
  cv_.notify_all();
}

CpuCommunicator::CpuCommunicator(int rank, int size)
    : rank_(rank), size_(size), timeout_ms_(timeout_from_env().count()) {}

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
  timeout_ms_ = clamp_timeout(t).count();
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
  FULGUR_CHECK(timeout.count() > 0, "CpuCommunicator: expected a positive rendezvous timeout, got ",
               timeout.count(), " ms");
  // A legitimate rank can join until rank 0's rendezvous deadline; a
  // second registration of a rank before then means the one that came
  // first may be another job's (two jobs on one MASTER_PORT).
  const auto window_end = deadline_after(timeout);
  auto engine = std::make_unique<Engine>();
#ifdef FULGUR_HAVE_GLOO
  engine->store = c10::make_intrusive<C10dOverFulgur>(store, clamp_timeout(timeout));
#endif
  auto c = create_with(std::move(engine), store, rank, world_size, host, prefix, timeout);
  // The rank that hosts a TcpStore hears of such a registration even after
  // its rendezvous, and aborts: its collectives fail (its peers' time out).
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

std::shared_ptr<CpuCommunicator> CpuCommunicator::create_with(
    std::unique_ptr<Engine> engine, Store& store, int rank, int world_size, const std::string& host,
    const std::string& prefix, std::chrono::milliseconds timeout) {
  FULGUR_CHECK(world_size >= 1 && rank >= 0 && rank < world_size,
               "CpuCommunicator: expected 0 <= rank < world size, got rank ", rank,
               " of world size ", world_size);
  std::shared_ptr<CpuCommunicator> c(new CpuCommunicator(rank, world_size));
  c->engine_ = std::move(engine);
  c->host_ = host;
  if (world_size > 1) {
#ifndef FULGUR_HAVE_GLOO
    FULGUR_FAIL("CpuCommunicator: rank ", rank, " of ", world_size,
                ": this fulgur was built without gloo's headers (Debian's libgloo-dev), so it "
                "runs CPU collectives on one rank only; install libgloo-dev and rebuild");
#else
    const auto deadline = deadline_after(timeout);
    const std::string where = store.describe();
    const std::string me = "rank " + std::to_string(rank) + " of " + std::to_string(world_size);
    const std::string key = prefix + "_";
    const std::string shared =
        ": another job is probably using the same store (the same MASTER_ADDR and MASTER_PORT); "
        "give each job its own MASTER_PORT";
    const std::string job = launcher_job_id();
    const int rank_ = rank, size_ = world_size;
    std::array<uint8_t, 16> nonce_{};
    // 1. Register this rank, exactly once. Rank 0 then publishes the job: a
    //    nonce under which Gloo meets, the world size and the launcher's job
    //    id; the others check theirs against it before they register.
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
      FULGUR_CHECK(world == std::to_string(size_), "CpuCommunicator: ", me,
                   ": rank 0 registered at ", where, " runs a world of ", world,
                   ", but this rank's is ", size_, " (every rank needs the same WORLD_SIZE", shared,
                   ")");
      FULGUR_CHECK(theirs.empty() || job.empty() || theirs == job, "CpuCommunicator: ", me,
                   ": rank 0 registered at ", where, " belongs to job ", theirs, ", this rank to ",
                   job, shared);
      register_rank();
    }

    // 2. Every rank says it is here; rank 0 names the ranks that never come.
    store.set(key + "here_" + std::to_string(rank_), {1});
    if (rank_ == 0) {
      std::vector<int> missing;
      for (int q = 1; q < size_; ++q) {
        try {
          store.get(key + "here_" + std::to_string(q),
                    missing.empty() ? left_until(deadline) : milliseconds(1));
        } catch (const Error&) {
          missing.push_back(q);
        }
      }
      std::string list;
      for (int q : missing) list += (list.empty() ? "" : ", ") + std::to_string(q);
      FULGUR_CHECK(missing.empty(), "CpuCommunicator: ", me, " waited ", timeout.count(),
                   " ms for rank(s) ", list, " to connect (did every rank start, with WORLD_SIZE ",
                   size_, "? FULGUR_COMM_TIMEOUT_S sets the wait)");
    }
    // 3. Gloo's own rendezvous, under this job's nonce.
    try {
      auto gloo_store = c10::make_intrusive<c10d::PrefixStore>(
          key + hex(nonce_.data(), nonce_.size()) + "_gloo", c->engine_->store);
      gloo_store->setTimeout(clamp_timeout(left_until(deadline)));
      auto options = c10d::ProcessGroupGloo::Options::create(clamp_timeout(timeout));
      options->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname(host));
      c->engine_->pg =
          c10::make_intrusive<c10d::ProcessGroupGloo>(gloo_store, rank_, size_, options);
    } catch (const Error&) {
      throw;
    } catch (const std::exception& e) {
      FULGUR_FAIL(
          "CpuCommunicator: ", me, ": Gloo's rendezvous through ", where,
          " failed (did every rank start? FULGUR_COMM_TIMEOUT_S sets the wait): ", reason(e));
    }
    // 4. Every rank of this world registered once; more registrations mean
    //    another job's ranks came to the same store while this one met.
    int64_t n = store.add(key + "registrations", 0);
    FULGUR_CHECK(n == size_, "CpuCommunicator: ", me, ": ", n, " ranks registered at ", where,
                 " for a world of ", size_, shared);
#endif
  }
  c->timeout_ms_ = clamp_timeout(milliseconds(c->timeout_ms_.load())).count();
  c->thread_ = std::thread([p = c.get()] { p->worker(); });
  return c;
}

namespace {

// Communicators of backends the caller handed in (cpu_comm_c10d.h): the
// world's, and groups' by their world ranks.
struct HandedIn {
  std::mutex mu;
  std::shared_ptr<CpuCommunicator> world;
  std::map<std::vector<int64_t>, std::shared_ptr<CpuCommunicator>> groups;
};
HandedIn& handed_in() {
  static auto* h = new HandedIn;  // never destroyed: worker threads may outlive statics
  return *h;
}

}  // namespace

std::shared_ptr<CpuCommunicator> CpuCommunicator::process_default() {
  {
    HandedIn& h = handed_in();
    std::lock_guard<std::mutex> lock(h.mu);
    if (h.world) return h.world;
  }
  static std::mutex mu;
  static std::shared_ptr<CpuCommunicator> comm;
  std::lock_guard<std::mutex> lock(mu);
  if (comm) return comm;
  const char* ws = std::getenv("WORLD_SIZE");
  if (!ws || !*ws || std::string(ws) == "1") {
    FileStore unused(std::filesystem::temp_directory_path());
    comm = create(unused, 0, 1);
    return comm;
  }
  DistEnv env = DistEnv::from_environment();
  // The store's connect and replies and the rendezvous wait as long as the
  // collectives do.
  milliseconds timeout = timeout_from_env();
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
  auto engine = std::make_unique<Engine>();
#ifdef FULGUR_HAVE_GLOO
  // Under torchrun the agent hosts the store on MASTER_PORT and every rank is
  // a client (as PyTorch's own processes are); otherwise rank 0 hosts it.
  const char* agent_env = std::getenv("TORCHELASTIC_USE_AGENT_STORE");
  const bool agent = agent_env && std::string(agent_env) == "True";
  const std::string where =
      "the TCP store at " + env.master_addr + ":" + std::to_string(env.master_port);
  c10d::TCPStoreOptions o;
  o.port = static_cast<uint16_t>(env.master_port);
  o.isServer = !agent && env.rank == 0;
  o.waitWorkers = false;
  o.timeout = clamp_timeout(timeout);
  c10::intrusive_ptr<c10d::Store> tcp;
  try {
    tcp = c10::make_intrusive<c10d::TCPStore>(env.master_addr, o);
  } catch (const std::exception& e) {
    if (o.isServer)
      FULGUR_FAIL("CpuCommunicator: rank 0 cannot host the store on MASTER_PORT ", env.master_port,
                  " (MASTER_ADDR ", env.master_addr,
                  "): the port is probably busy (another program or job listens there; give this "
                  "job a free MASTER_PORT, or run it under torchrun, whose agent hosts the "
                  "store): ",
                  reason(e));
    FULGUR_FAIL("CpuCommunicator: rank ", env.rank, " of ", env.world_size, " cannot reach ", where,
                (agent ? " (torchrun's agent store)" : " (hosted by rank 0)"), " within ",
                timeout.count(), " ms (FULGUR_COMM_TIMEOUT_S sets the wait): ", reason(e));
  }
  const char* attempt = std::getenv("TORCHELASTIC_RESTART_COUNT");
  engine->store = c10::make_intrusive<c10d::PrefixStore>(
      std::string("fulgur/attempt_") + (attempt && *attempt ? attempt : "0"), tcp);
  engine->meta = std::make_unique<FulgurOverC10d>(engine->store, where);
#else
  engine->meta = std::make_unique<FileStore>(std::filesystem::temp_directory_path());
#endif
  Store& meta = *engine->meta;
  comm = create_with(std::move(engine), meta, env.rank, env.world_size, host, "fulgur_cpu_comm",
                     timeout);
  return comm;
}

std::vector<int64_t> CpuCommunicator::mesh_group_ranks(const DeviceMesh& mesh,
                                                       const std::vector<int64_t>& dims,
                                                       int64_t rank) {
  const int64_t nd = static_cast<int64_t>(mesh.shape.size());
  std::vector<bool> in_group(static_cast<size_t>(nd), false);
  for (int64_t d : dims) {
    FULGUR_CHECK(d >= 0 && d < nd, "process group: dim ", d, " is not a dim of ", mesh.repr(), " (",
                 nd, " dim(s))");
    FULGUR_CHECK(!in_group[static_cast<size_t>(d)], "process group: dim ", d,
                 " is given twice for ", mesh.repr());
    in_group[static_cast<size_t>(d)] = true;
  }
  auto mine = mesh.coordinate_of(rank);
  FULGUR_CHECK(mine.has_value(), "process group: rank ", rank, " is not in ", mesh.repr());
  std::vector<int64_t> ranks;
  for (size_t i = 0; i < mesh.ids.size(); ++i) {  // row-major: the order on `dims` too
    auto coord = mesh.coordinate_of(mesh.ids[i]);
    bool same = true;
    for (int64_t d = 0; d < nd; ++d)
      if (!in_group[static_cast<size_t>(d)] &&
          (*coord)[static_cast<size_t>(d)] != (*mine)[static_cast<size_t>(d)])
        same = false;
    if (same) ranks.push_back(mesh.ids[i]);
  }
  return ranks;
}

std::shared_ptr<CpuCommunicator> CpuCommunicator::for_group(const Value& group) {
  if (group.is_none()) return process_default();
  FULGUR_CHECK(group.is_group(), "expected a ProcessGroup or None, got ",
               ::fulgur::describe(group));
  std::shared_ptr<CpuCommunicator> world = process_default();
  const ProcessGroupSpec& g = group.group();
  return process_group(mesh_group_ranks(g.mesh, g.dims, world->rank()));
}

std::shared_ptr<CpuCommunicator> CpuCommunicator::process_group(const std::vector<int64_t>& ranks) {
  std::shared_ptr<CpuCommunicator> world = process_default();
  const int n = world->size();
  std::string list;
  for (int64_t r : ranks) list += (list.empty() ? "" : ", ") + std::to_string(r);
  std::vector<bool> seen(static_cast<size_t>(n), false);
  int mine = -1;
  bool whole = static_cast<int>(ranks.size()) == n;
  for (size_t i = 0; i < ranks.size(); ++i) {
    int64_t r = ranks[i];
    FULGUR_CHECK(r >= 0 && r < n && !seen[static_cast<size_t>(r)], "process group [", list,
                 "]: expected distinct ranks of the world of ", n, " (WORLD_SIZE)");
    seen[static_cast<size_t>(r)] = true;
    if (r == world->rank()) mine = static_cast<int>(i);
    whole = whole && r == static_cast<int64_t>(i);
  }
  FULGUR_CHECK(mine >= 0, "process group [", list, "]: rank ", world->rank(),
               " (this process) is not a member");
  if (whole) return world;
  {
    HandedIn& h = handed_in();
    std::lock_guard<std::mutex> lock(h.mu);
    if (auto it = h.groups.find(ranks); it != h.groups.end()) return it->second;
    FULGUR_CHECK(!h.world || world != h.world, "process group [", list,
                 "]: the world's backend was handed in (use_c10d_world), so fulgur has no store to "
                 "make this group's communicator over; hand in this group's backend too "
                 "(use_c10d_group)");
  }
  static std::mutex mu;
  static std::map<std::vector<int64_t>, std::shared_ptr<CpuCommunicator>> groups;
  std::lock_guard<std::mutex> lock(mu);
  if (auto it = groups.find(ranks); it != groups.end()) return it->second;
  auto engine = std::make_unique<Engine>();
#ifdef FULGUR_HAVE_GLOO
  FULGUR_INTERNAL_ASSERT(world->engine_ && world->engine_->store && world->engine_->meta,
                         "a world of more than one rank without its store");
  engine->store = world->engine_->store;
  engine->meta = std::make_unique<FulgurOverC10d>(engine->store, world->engine_->meta->describe());
#endif
  std::string prefix = "fulgur_group";
  for (int64_t r : ranks) prefix += "_" + std::to_string(r);
  Store& meta = *engine->meta;
  auto c = create_with(std::move(engine), meta, mine, static_cast<int>(ranks.size()), world->host_,
                       prefix, timeout_from_env());
  c->name_ = "group [" + list + "]";
  groups[ranks] = c;
  return c;
}

CpuCommunicator::~CpuCommunicator() {
  bool queued;
  {
    std::lock_guard<std::mutex> lock(mu_);
    stop_ = true;
    queued = !queue_.empty() || busy_;
  }
  // Collectives nobody will wait for must not hold the destructor for a
  // whole timeout: they fail at once.
  if (queued) abort("the communicator was destroyed with collectives pending");
  cv_.notify_all();
  if (thread_.joinable()) thread_.join();
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::enqueue(std::vector<int64_t> header,
                                                                std::function<void()> run) {
  auto work = std::make_shared<Work>();
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back({std::move(header), std::move(run), work});
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
    {
      std::lock_guard<std::mutex> lock(task.work->mu_);
      task.work->began_ = Clock::now();
    }
    std::string error = failed;
    if (error.empty()) {
      try {
        task.header[kSeq] = static_cast<int64_t>(seq_);
        check_headers(task.header);
      } catch (const std::exception& e) {
        error = reason(e);
      }
      if (error.empty()) {
        try {
          task.run();
        } catch (const std::exception& e) {
          error = "rank " + std::to_string(rank_) + ": " + describe(task.header) +
                  " as collective #" + std::to_string(seq_) + ": " + reason(e);
        }
      }
      ++seq_;
    }
    {
      std::lock_guard<std::mutex> lock(mu_);
      busy_ = false;
      if (!error.empty() && aborted_.empty()) aborted_ = error;
      // An abort meanwhile fails this collective too.
      if (error.empty() && !aborted_.empty()) error = aborted_;
    }
    task.work->finish(error);
  }
}

void CpuCommunicator::abort(const std::string& why) {
  std::deque<Task> dropped;
  {
    std::lock_guard<std::mutex> lock(mu_);
    if (aborted_.empty()) aborted_ = why;
    dropped.swap(queue_);
  }
  for (auto& t : dropped) t.work->finish(why);
#ifdef FULGUR_HAVE_GLOO
  // Unblock what the worker waits for (Gloo's receives can be aborted).
  if (engine_) {
    std::lock_guard<std::mutex> lock(engine_->mu);
    for (auto& w : engine_->inflight) {
      try {
        w->abort();
      } catch (const std::exception&) {
      }
    }
  }
#endif
}

std::vector<int64_t> CpuCommunicator::make_header(int kind, const HostTensor& t, int op,
                                                  int64_t arg, Purpose purpose) {
  std::vector<int64_t> c(kHeaderWords, 0);
  c[kMagic] = kCallMagic;
  c[kPurpose] = static_cast<int64_t>(purpose);
  c[kKind] = kind;
  c[kOp] = op;
  c[kDType] = static_cast<int64_t>(t.dtype);
  c[kNDim] = static_cast<int64_t>(t.shape.size());
  c[kArg] = arg;
  uint64_t h = 1469598103934665603ull;  // FNV-1a over the rank and every extent
  auto mix = [&](uint64_t v) {
    for (int i = 0; i < 8; ++i) h = (h ^ ((v >> (8 * i)) & 0xff)) * 1099511628211ull;
  };
  mix(t.shape.size());
  for (size_t i = 0; i < t.shape.size(); ++i) {
    mix(static_cast<uint64_t>(t.shape[i]));
    if (i < 8) c[kDims + static_cast<int>(i)] = t.shape[i];
  }
  c[kShapeHash] = static_cast<int64_t>(h);
  return c;
}

std::string CpuCommunicator::describe(const std::vector<int64_t>& c) {
  const char* kind = kind_name(c[kKind]);
  std::string s = kind ? kind : "an unknown collective (" + std::to_string(c[kKind]) + ")";
  s += "(";
  s += c[kDType] >= 0 && c[kDType] < static_cast<int64_t>(std::size(kAllDTypes))
           ? std::string(dtype_short_name(static_cast<DType>(c[kDType])))
           : "dtype " + std::to_string(c[kDType]);
  s += "[";
  for (int64_t i = 0; i < c[kNDim] && i < 8; ++i)
    s += (i ? ", " : "") + std::to_string(c[kDims + static_cast<int>(i)]);
  if (c[kNDim] > 8) s += ", ...";
  s += "]";
  if (c[kOp] != kNoOp)
    s += ", op=" + (c[kOp] >= 0 && c[kOp] <= static_cast<int64_t>(ReduceOp::Min)
                        ? std::string(reduce_op_name(static_cast<ReduceOp>(c[kOp])))
                        : std::to_string(c[kOp]));
  if (c[kKind] == kAllGather || c[kKind] == kReduceScatter) s += ", dim=" + std::to_string(c[kArg]);
  if (c[kKind] == kBroadcast) s += ", root=" + std::to_string(c[kArg]);
  return s + ")";
}

void CpuCommunicator::check_headers(const std::vector<int64_t>& mine) {
  if (size_ == 1) return;
#ifdef FULGUR_HAVE_GLOO
  c10d::Backend& pg = *engine_->pg;
  const milliseconds timeout(timeout_ms_.load());
  const int64_t seq = mine[kSeq];
  // The point-to-point tag of this collective's headers.
  const int tag_up = static_cast<int>(seq % (1 << 30));
  auto as_tensor = [](const std::vector<int64_t>& v) {
    return at::tensor(at::ArrayRef<int64_t>(v), at::TensorOptions().dtype(at::kLong));
  };
  at::Tensor table = at::zeros({size_, kHeaderWords}, at::TensorOptions().dtype(at::kLong));
  std::vector<std::string> why(static_cast<size_t>(size_));  // per missing rank, Gloo's reason
  auto track = [&](c10::intrusive_ptr<c10d::Work> w) {
    std::lock_guard<std::mutex> lock(engine_->mu);
    engine_->inflight.push_back(w);
    return w;
  };
  auto untrack = [&] {
    std::lock_guard<std::mutex> lock(engine_->mu);
    engine_->inflight.clear();
  };
  // Waits for `w` until `deadline`; "" when it completed, else why not.
  auto wait_for = [&](const c10::intrusive_ptr<c10d::Work>& w, Clock::time_point deadline) {
    try {
      if (w->wait(left_until(deadline))) return std::string();
      return std::string("timed out");
    } catch (const std::exception& e) {
      return reason(e);
    }
  };
  auto abandon = [&](const c10::intrusive_ptr<c10d::Work>& w, const at::Tensor& buffer) {
    try {
      w->abort();
    } catch (const std::exception&) {
    }
    std::lock_guard<std::mutex> lock(engine_->mu);
    engine_->abandoned.push_back(buffer);
  };
  const std::string call = describe(mine) + " as collective #" + std::to_string(seq);
  // One round: every rank sends its header to every other rank and
  // receives theirs, all in flight at once, then judges the table itself
  // (a gather to rank 0 and its answer took two rounds).
  table[rank_].copy_(as_tensor(mine));
  at::Tensor up = as_tensor(mine);
  std::vector<at::Tensor> bufs(static_cast<size_t>(size_));
  std::vector<c10::intrusive_ptr<c10d::Work>> recvs(static_cast<size_t>(size_)), sends;
  for (int q = 0; q < size_; ++q) {
    if (q == rank_) continue;
    std::vector<at::Tensor> v{at::empty({kHeaderWords}, at::TensorOptions().dtype(at::kLong))};
    bufs[static_cast<size_t>(q)] = v[0];
    try {
      recvs[static_cast<size_t>(q)] = track(pg.recv(v, q, tag_up));
    } catch (const std::exception& e) {
      why[static_cast<size_t>(q)] = reason(e);
    }
  }
  for (int q = 0; q < size_; ++q) {
    if (q == rank_) continue;
    std::vector<at::Tensor> v{up};
    try {
      sends.push_back(track(pg.send(v, q, tag_up)));
    } catch (const std::exception&) {
      // That rank does not hear from this one, and names it.
    }
  }
  const auto deadline = deadline_after(timeout);
  for (int q = 0; q < size_; ++q) {
    const auto& w = recvs[static_cast<size_t>(q)];
    if (q == rank_ || !w) continue;
    std::string e = wait_for(w, deadline);
    if (e.empty()) {
      table[q].copy_(bufs[static_cast<size_t>(q)]);
    } else {
      why[static_cast<size_t>(q)] = e;
      abandon(w, bufs[static_cast<size_t>(q)]);
    }
  }
  for (const auto& w : sends)
    if (!wait_for(w, deadline).empty()) abandon(w, up);
  untrack();
  // The verdict from this rank's table (every rank's, when all came).
  // A rank whose header did not come: timed out (alive but elsewhere, or
  // gone silently), or its connection failed (it exited or was killed).
  std::vector<int> late, lost;
  std::string reasons;
  auto row = [&](int q) {
    at::Tensor r = table[q].contiguous();
    return std::vector<int64_t>(r.data_ptr<int64_t>(), r.data_ptr<int64_t>() + kHeaderWords);
  };
  for (int q = 0; q < size_; ++q) {
    if (row(q)[kMagic] == kCallMagic) continue;
    const std::string& w = why[static_cast<size_t>(q)];
    if (w.empty() || w.find("timed out") != std::string::npos ||
        w.find("Timed out") != std::string::npos || w.find("timeout") != std::string::npos) {
      late.push_back(q);
    } else {
      lost.push_back(q);
      reasons += "; rank " + std::to_string(q) + ": " + w;
    }
  }
  FULGUR_CHECK(lost.empty(), "rank ", rank_, ": ", call, ": lost ", rank_list(lost),
               " (did it exit or get killed?", late.empty() ? "" : " and timed out after ",
               late.empty() ? std::string() : std::to_string(timeout.count()) + " ms waiting for ",
               late.empty() ? std::string() : rank_list(late), ")", reasons);
  FULGUR_CHECK(late.empty(), "rank ", rank_, ": ", call, " timed out after ", timeout.count(),
               " ms waiting for ", rank_list(late),
               " (did it exit, or skip this collective? FULGUR_COMM_TIMEOUT_S sets the wait)");
  for (int q = 0; q < size_; ++q) {
    std::vector<int64_t> theirs = row(q);
    if (q == rank_ || theirs == mine) continue;
    const auto agreement = static_cast<int64_t>(Purpose::agreement);
    if ((theirs[kPurpose] == agreement) != (mine[kPurpose] == agreement)) {
      // One rank compiles a new program (its first collective is the check
      // that the ranks agree) where the other runs a program it has: their
      // calls differ, and the shapes of these two collectives do not say how.
      const bool compiling = mine[kPurpose] == agreement;
      const int compiler = compiling ? rank_ : q, runner = compiling ? q : rank_;
      FULGUR_FAIL(
          "rank ", rank_, " ran ", call, ", but rank ", q, " ran ", describe(theirs),
          theirs[kSeq] != seq ? " as its collective #" + std::to_string(theirs[kSeq])
                              : std::string(),
          ": rank ", compiler,
          " is compiling a new program for its call (that all_gather is fulgur's check "
          "that the ranks compile the same program) where rank ",
          runner,
          " runs a program compiled for an earlier call. The ranks called with different "
          "arguments: DTensors that describe different global tensors (global shape, "
          "strides, dtype, mesh or placements), or other arguments of other shapes, dtypes "
          "or values. Every rank must make the same call (for uneven shards, "
          "DTensor.from_local(..., shape=, stride=) gives each rank the same global tensor)");
    }
    FULGUR_FAIL(
        "rank ", rank_, " ran ", call, ", but rank ", q, " ran ", describe(theirs),
        theirs[kSeq] != seq ? " as its collective #" + std::to_string(theirs[kSeq]) : std::string(),
        ": the ranks ran different collectives (every rank must run the same "
        "collectives, with the same dtypes, shapes, ops, dims and roots, in the same "
        "order)");
  }
#endif
}

namespace {

// The collectives' own data movement is plain loops, not ATen: an ATen op
// this large runs an OpenMP team for the calling thread (this communicator's
// worker), whose spinning threads starve Gloo's on a busy machine (a 1 MB
// all_reduce took 18 ms instead of 2).
size_t nbytes(const HostTensor& t) {
  return static_cast<size_t>(t.numel()) * static_cast<size_t>(dtype_itemsize(t.dtype));
}

// Blocks of `t` split at `dim`: prod(shape[:dim]) of them, each the bytes of
// shape[dim:].
[[maybe_unused]] std::pair<int64_t, size_t> blocks(const HostTensor& t, int64_t dim) {
  int64_t outer = 1;
  for (int64_t i = 0; i < dim; ++i) outer *= t.shape[static_cast<size_t>(i)];
  size_t inner = outer ? nbytes(t) / static_cast<size_t>(outer) : 0;
  return {outer, inner};
}

// acc /= size elementwise (avg: a sum, then this, as PyTorch rounds it).
[[maybe_unused]] void divide(DType d, std::byte* acc, int64_t n, int size) {
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
        FULGUR_INTERNAL_ASSERT(false, "avg of ", dtype_short_name(d));
    }
  }
}

bool gloo_reduces(DType d) {
  return d != DType::i16;
}

#ifdef FULGUR_HAVE_GLOO
c10d::ReduceOp to_c10d(ReduceOp op, DType d) {
  // Gloo sums bools as bytes (true + true is a bool whose byte is 2, and 256
  // trues wrap to false); a logical or is PyTorch's bool sum.
  if (d == DType::b8 && op == ReduceOp::Sum) return c10d::ReduceOp::MAX;
  switch (op) {
    case ReduceOp::Max:
      return c10d::ReduceOp::MAX;
    case ReduceOp::Min:
      return c10d::ReduceOp::MIN;
    case ReduceOp::Sum:
    case ReduceOp::Avg:  // a sum, then divided here
      break;
  }
  return c10d::ReduceOp::SUM;
}

// Gloo moves no int16; a bit-exact 2-byte stand-in for data movement only.
at::Tensor movable(at::Tensor t) {
  return t.scalar_type() == at::kShort ? t.view(at::kHalf) : t;
}

void run_engine_work(const c10::intrusive_ptr<c10d::Work>& w) {
  try {
    w->wait();
  } catch (const std::exception& e) {
    FULGUR_FAIL("Gloo failed: ", reason(e),
                " (a rank exited or timed out? FULGUR_COMM_TIMEOUT_S sets the wait)");
  }
}
#endif

}  // namespace

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
  FULGUR_CHECK(gloo_reduces(in.dtype), "all_reduce: the Gloo engine cannot reduce ",
               dtype_short_name(in.dtype), " tensors (it has no int16 arithmetic); cast to i32");
  return enqueue(make_header(kAllReduce, in, static_cast<int>(op), 0), [this, in, out, op] {
    std::memcpy(out.data(), in.data(), nbytes(in));
    if (size_ == 1) return;
#ifdef FULGUR_HAVE_GLOO
    at::Tensor o = aten_view(out);
    c10d::AllreduceOptions opts;
    opts.reduceOp = to_c10d(op, in.dtype);
    opts.timeout = milliseconds(timeout_ms_.load());
    std::vector<at::Tensor> v{o};
    run_engine_work(engine_->pg->allreduce(v, opts));
    if (op == ReduceOp::Avg) divide(out.dtype, out.data(), out.numel(), size_);
#endif
  });
}

std::shared_ptr<CpuCommunicator::Work> CpuCommunicator::all_gather(const HostTensor& in,
                                                                   const HostTensor& out,
                                                                   int64_t dim, Purpose purpose) {
  FULGUR_CHECK(in.is_contiguous() && out.is_contiguous() && in.dtype == out.dtype && dim >= 0 &&
                   dim < static_cast<int64_t>(in.shape.size()) && out.numel() == in.numel() * size_,
               "all_gather: expected contiguous tensors with the output ", size_,
               " times the input along dim ", dim, ", got ", dtype_short_name(in.dtype),
               shape_string(in.shape), " and ", dtype_short_name(out.dtype),
               shape_string(out.shape));
  return enqueue(make_header(kAllGather, in, kNoOp, dim, purpose), [this, in, out, dim] {
    if (size_ == 1) {
      std::memcpy(out.data(), in.data(), nbytes(in));
      return;
    }
#ifdef FULGUR_HAVE_GLOO
    at::Tensor x = movable(aten_view(in));
    std::vector<at::Tensor> parts;
    for (int r = 0; r < size_; ++r) parts.push_back(at::empty_like(x));
    std::vector<std::vector<at::Tensor>> outs{parts};
    std::vector<at::Tensor> ins{x};
    c10d::AllgatherOptions opts;
    opts.timeout = milliseconds(timeout_ms_.load());
    run_engine_work(engine_->pg->allgather(outs, ins, opts));
    // Rank r's block o goes to block (o, r) of the output.
    auto [outer, inner] = blocks(in, dim);
    for (int r = 0; r < size_; ++r) {
      const auto* src = static_cast<const std::byte*>(outs[0][static_cast<size_t>(r)].data_ptr());
      for (int64_t o = 0; o < outer; ++o)
        std::memcpy(out.data() + (static_cast<size_t>(o) * static_cast<size_t>(size_) +
                                  static_cast<size_t>(r)) *
                                     inner,
                    src + static_cast<size_t>(o) * inner, inner);
    }
#endif
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
  FULGUR_CHECK(gloo_reduces(in.dtype), "reduce_scatter: the Gloo engine cannot reduce ",
               dtype_short_name(in.dtype), " tensors (it has no int16 arithmetic); cast to i32");
  return enqueue(
      make_header(kReduceScatter, in, static_cast<int>(op), dim), [this, in, out, op, dim] {
        if (size_ == 1) {
          std::memcpy(out.data(), in.data(), nbytes(in));
          return;
        }
#ifdef FULGUR_HAVE_GLOO
        // The part of `in` that rank p keeps (its chunk along `dim`), packed.
        auto [outer, inner] = blocks(out, dim);
        std::vector<at::Tensor> parts;
        for (int p = 0; p < size_; ++p) {
          HostTensor part = HostTensor::uninitialized(out.shape, out.dtype);
          for (int64_t o = 0; o < outer; ++o)
            std::memcpy(part.data() + static_cast<size_t>(o) * inner,
                        in.data() + (static_cast<size_t>(o) * static_cast<size_t>(size_) +
                                     static_cast<size_t>(p)) *
                                        inner,
                        inner);
          parts.push_back(aten_view(part));
        }
        std::vector<std::vector<at::Tensor>> ins{parts};
        std::vector<at::Tensor> outs{aten_view(out)};
        c10d::ReduceScatterOptions opts;
        opts.reduceOp = to_c10d(op, in.dtype);
        opts.timeout = milliseconds(timeout_ms_.load());
        run_engine_work(engine_->pg->reduce_scatter(outs, ins, opts));
        if (op == ReduceOp::Avg) divide(out.dtype, out.data(), out.numel(), size_);
#endif
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
  return enqueue(make_header(kBroadcast, in, kNoOp, root), [this, in, out, root] {
    std::memcpy(out.data(), in.data(), nbytes(in));
    if (size_ == 1) return;
#ifdef FULGUR_HAVE_GLOO
    at::Tensor o = aten_view(out);
    c10d::BroadcastOptions opts;
    opts.rootRank = root;
    opts.rootTensor = 0;
    opts.timeout = milliseconds(timeout_ms_.load());
    std::vector<at::Tensor> v{movable(o)};
    run_engine_work(engine_->pg->broadcast(v, opts));
#endif
  });
}

// ---- backends handed in (cpu_comm_c10d.h)

struct CpuCommunicatorC10d {
  // A communicator over the caller's backend: no store, no rendezvous (the
  // caller's group met already); the mismatch check runs on it as on Gloo.
  static std::shared_ptr<CpuCommunicator> make(const c10::intrusive_ptr<c10d::Backend>& b,
                                               std::string name) {
#ifndef FULGUR_HAVE_GLOO
    (void)b;
    (void)name;
    FULGUR_FAIL(
        "a c10d backend was handed in, but this fulgur was built without gloo's headers "
        "(Debian's libgloo-dev), so its CPU collectives run on one rank only; install "
        "libgloo-dev and rebuild");
#else
    int rank = b->getRank(), size = b->getSize();
    FULGUR_CHECK(size >= 1 && rank >= 0 && rank < size, "the c10d backend handed in (",
                 b->getBackendName(), ") has rank ", rank, " of size ", size);
    std::shared_ptr<CpuCommunicator> c(new CpuCommunicator(rank, size));
    c->engine_ = std::make_unique<CpuCommunicator::Engine>();
    c->engine_->pg = b;
    c->name_ = std::move(name) + " (" + b->getBackendName() + ", handed in)";
    c->timeout_ms_ = clamp_timeout(milliseconds(c->timeout_ms_.load())).count();
    c->thread_ = std::thread([p = c.get()] { p->worker(); });
    return c;
#endif
  }
};

c10::intrusive_ptr<c10d::Backend> c10d_cpu_backend(
    const c10::intrusive_ptr<c10d::ProcessGroup>& g) {
  FULGUR_CHECK(g, "expected a c10d ProcessGroup, got a null one");
  try {
    return g->getBackend(c10::DeviceType::CPU);
  } catch (const std::exception& e) {
    FULGUR_FAIL("the c10d ProcessGroup handed in (", g->getBackendName(),
                ") has no CPU backend for fulgur's CPU collectives (give it one, e.g. "
                "backend='cpu:gloo,cuda:nccl'): ",
                reason(e));
  }
}

void use_c10d_world(c10::intrusive_ptr<c10d::Backend> backend) {
  std::shared_ptr<CpuCommunicator> c =
      backend ? CpuCommunicatorC10d::make(backend, "world") : nullptr;
  HandedIn& h = handed_in();
  std::lock_guard<std::mutex> lock(h.mu);
  h.world = std::move(c);
  h.groups.clear();  // groups of another world
}

void use_c10d_world(const c10::intrusive_ptr<c10d::ProcessGroup>& group) {
  use_c10d_world(c10d_cpu_backend(group));
}

void use_c10d_group(const std::vector<int64_t>& ranks, c10::intrusive_ptr<c10d::Backend> backend) {
  std::shared_ptr<CpuCommunicator> world = CpuCommunicator::process_default();
  std::string list;
  int mine = -1;
  for (size_t i = 0; i < ranks.size(); ++i) {
    list += (i ? ", " : "") + std::to_string(ranks[i]);
    FULGUR_CHECK(ranks[i] >= 0 && ranks[i] < world->size() &&
                     std::count(ranks.begin(), ranks.end(), ranks[i]) == 1,
                 "use_c10d_group: expected distinct ranks of the world of ", world->size(),
                 ", got [", list, ranks.size() > i + 1 ? ", ...]" : "]");
    if (ranks[i] == world->rank()) mine = static_cast<int>(i);
  }
  FULGUR_CHECK(mine >= 0, "use_c10d_group: rank ", world->rank(),
               " (this process) is not in the group [", list, "]");
  std::shared_ptr<CpuCommunicator> c;
  if (backend) {
    FULGUR_CHECK(backend->getSize() == static_cast<int>(ranks.size()) && backend->getRank() == mine,
                 "use_c10d_group: the backend handed in for the group [", list, "] has rank ",
                 backend->getRank(), " of size ", backend->getSize(), ", but this process (rank ",
                 world->rank(), ") is rank ", mine, " of ", ranks.size(), " in that group");
    c = CpuCommunicatorC10d::make(backend, "group [" + list + "]");
  }
  HandedIn& h = handed_in();
  std::lock_guard<std::mutex> lock(h.mu);
  if (c)
    h.groups[ranks] = std::move(c);
  else
    h.groups.erase(ranks);
}

void use_c10d_group(const ProcessGroupSpec& group, c10::intrusive_ptr<c10d::Backend> backend) {
  std::shared_ptr<CpuCommunicator> world = CpuCommunicator::process_default();
  use_c10d_group(CpuCommunicator::mesh_group_ranks(group.mesh, group.dims, world->rank()),
                 std::move(backend));
}

}  // namespace fulgur
