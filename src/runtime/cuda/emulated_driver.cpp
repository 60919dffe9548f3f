#include "runtime/cuda/emulated_driver.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <barrier>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <random>
#include <sstream>
#include <thread>
#include <vector>

#include "runtime/cpu_comm.h"
#include "runtime/cuda/emulation/fulgur_emu_abi.h"

namespace fulgur::cuda {

// The emulation headers' text (generated from runtime/cuda/emulation/ by CMake).
extern const char* const kEmuHeaderCudaEmulation;
extern const char* const kEmuHeaderAbi;
extern const char* const kEmuHeaderFp16;
extern const char* const kEmuHeaderBf16;

namespace {

namespace fs = std::filesystem;

constexpr CUresult kOk = 0, kInvalidValue = 1, kInvalidImage = 200, kNotFound = 500,
                   kInvalidHandle = 400, kNotReady = 600, kIllegalAddress = 700,
                   kLaunchOutOfResources = 701, kLaunchFailed = 719;

// Everything runs under one lock: the host's calls, and the queued work
// they run (one stream's work may run another's, so it is recursive).
// The emulator's state is never destroyed: devices held in static objects
// are torn down at exit, after function-local statics made later are gone.
std::recursive_mutex& mu() {
  static auto* m = new std::recursive_mutex;
  return *m;
}

using Lock = std::lock_guard<std::recursive_mutex>;

EmulationStats& stats() {
  static auto* s = new EmulationStats;
  return *s;
}

// The sticky error: its code and message (cuGetErrorString gives it).
struct Sticky {
  CUresult code = kOk;
  std::string message;
};
Sticky& sticky() {
  static auto* s = new Sticky;
  return *s;
}
// The message of the last failing call that is not sticky (a bad argument).
std::string& last_message() {
  static auto* s = new std::string;
  return *s;
}

CUresult fail(CUresult code, std::string message) {
  last_message() = message;
  return code;
}

// Device memory: host allocations, live or freed (poisoned, kept out of
// reuse until the quarantine outgrows its budget).
struct Allocation {
  uint64_t base = 0;
  size_t bytes = 0;
  bool freed = false;
  std::string freed_by;  // what freed it, for the report
};
struct Memory {
  std::map<uint64_t, Allocation> by_base;
  std::vector<uint64_t> quarantine;  // freed, oldest first
  size_t quarantined_bytes = 0;
  static constexpr size_t kQuarantineBudget = size_t{1} << 30;

  const Allocation* find(uint64_t p) const {
    auto it = by_base.upper_bound(p);
    if (it == by_base.begin()) return nullptr;
    --it;
    const Allocation& a = it->second;
    // One past the end counts as inside (an empty view at the end).
    return p <= a.base + a.bytes ? &a : nullptr;
  }
  void release_quarantine() {
    while (quarantined_bytes > kQuarantineBudget && !quarantine.empty()) {
      auto it = by_base.find(quarantine.front());
      quarantine.erase(quarantine.begin());
      if (it == by_base.end()) continue;
      quarantined_bytes -= it->second.bytes;
      std::free(reinterpret_cast<void*>(it->second.base));
      by_base.erase(it);
    }
  }
};
Memory& memory() {
  static auto* m = new Memory;
  return *m;
}

std::string hex(uint64_t p) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "0x%llx", static_cast<unsigned long long>(p));
  return buf;
}

// Checks that [p, p + bytes) is live device memory; the message names
// `what` and the allocation it falls into.
std::string check_range(uint64_t p, size_t bytes, const std::string& what) {
  const Allocation* a = memory().find(p);
  if (!a) return what + ": address " + hex(p) + " is not device memory (no allocation contains it)";
  if (a->freed)
    return what + ": use after free: address " + hex(p) + " is in an allocation of " +
           std::to_string(a->bytes) + " bytes at " + hex(a->base) + " that " + a->freed_by +
           " freed before this ran";
  if (p + bytes > a->base + a->bytes)
    return what + ": " + std::to_string(bytes) + " bytes at " + hex(p) +
           " run past the end of the allocation of " + std::to_string(a->bytes) + " bytes at " +
           hex(a->base);
  return {};
}

struct Stream;
struct Event {
  std::shared_ptr<Stream> stream;  // where it was last recorded
  size_t pos = 0;                  // ... after this many ops
  std::chrono::steady_clock::time_point at{};
};

struct Stream {
  std::string name;
  std::vector<std::function<void()>> queue;
  size_t done = 0;
  void run_to(size_t pos) {
    while (done < pos && done < queue.size()) {
      auto op = std::move(queue[done]);
      queue[done] = nullptr;
      ++done;  // before running: an op may run other streams, never this one again
      if (sticky().code == kOk) op();  // after an error the context runs nothing
    }
  }
  void run_all() { run_to(queue.size()); }
};

// Shared: queued work holds the streams and events it touches, which the
// host may destroy before that work runs.
std::map<void*, std::shared_ptr<Stream>>& streams() {
  static auto* s = new std::map<void*, std::shared_ptr<Stream>>;
  return *s;
}
std::map<void*, std::shared_ptr<Event>>& events() {
  static auto* e = new std::map<void*, std::shared_ptr<Event>>;
  return *e;
}
Stream* stream_of(void* s) {
  auto it = streams().find(s);
  return it == streams().end() ? nullptr : it->second.get();
}
Event* event_of(void* e) {
  auto it = events().find(e);
  return it == events().end() ? nullptr : it->second.get();
}

void set_sticky(CUresult code, const std::string& message) {
  if (sticky().code != kOk) return;
  sticky().code = code;
  sticky().message = message;
}

// ---- modules -------------------------------------------------------------------

constexpr const char* kImageMagic = "// fulgur-emu image\n";

struct Kernel {
  std::string name;
  FulgurEmuEntry entry = nullptr;
  std::string params;  // one letter per parameter (fulgur_emu_abi.h)
  unsigned max_threads = 0;
};
struct Module {
  void* handle = nullptr;
  std::map<std::string, std::unique_ptr<Kernel>> kernels;
};
std::map<void*, std::unique_ptr<Module>>& modules() {
  static auto* m = new std::map<void*, std::unique_ptr<Module>>;
  return *m;
}
Kernel* kernel_of(void* f) {
  for (auto& [h, m] : modules())
    for (auto& [n, k] : m->kernels)
      if (k.get() == f) return k.get();
  return nullptr;
}

uint64_t fnv1a(const std::string& s, uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::string host_compiler() {
  const char* env = std::getenv("FULGUR_EMU_CXX");
  if (env && *env) return env;
#ifdef FULGUR_HOST_CXX
  return FULGUR_HOST_CXX;
#else
  return "c++";
#endif
}

constexpr const char* kCompileFlags = "-std=c++20 -O1 -w -shared -fPIC -fno-gnu-unique";
// The flags the precompiled header is made with: kCompileFlags less -shared
// (GCC uses a .gch only where the options that change code generation match).
constexpr const char* kHeaderFlags = "-std=c++20 -O1 -w -fPIC -fno-gnu-unique";

// Runs `cmd` (its output to `log`); its exit status.
int run_compiler(const std::string& cmd, std::string& log) {
  FILE* p = popen(cmd.c_str(), "r");
  if (p) {
    char line[512];
    while (fgets(line, sizeof line, p)) log += line;
  }
  return p ? pclose(p) : -1;
}

// A new private directory `<dir>/<prefix>-XXXXXX` (made with mkdtemp), or an
// empty path: where a compile or a header is built before being renamed
// into place whole, since other processes may be building the same one.
fs::path private_dir(const fs::path& dir, const std::string& prefix) {
  std::string tmpl = (dir / (prefix + "-XXXXXX")).string();
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  if (!mkdtemp(buf.data())) return {};
  return fs::path(buf.data());
}

// Writes the emulation headers into `dir`.
void write_headers(const fs::path& dir) {
  std::ofstream(dir / "cuda_emulation.h") << kEmuHeaderCudaEmulation;
  std::ofstream(dir / "fulgur_emu_abi.h") << kEmuHeaderAbi;
  std::ofstream(dir / "cuda_fp16.h") << kEmuHeaderFp16;
  std::ofstream(dir / "cuda_bf16.h") << kEmuHeaderBf16;
}

// The directory of the emulation headers with cuda_emulation.h precompiled
// beside them (cuda_emulation.h.gch), made once for a compiler and these
// headers in the cache (<cache>/pch-<key>) and shared by every module: with
// GCC 12 a module then compiles in about 0.2 s instead of 0.7 s, most of
// which went to parsing <cmath> and <algorithm> again. Empty where the header
// can't be precompiled; modules then compile from the headers as text. A
// compiler that can't use the .gch reads the header beside it, and a module
// that fails to compile against it is compiled again from the header text
// (compile_module), so a module never depends on the .gch being valid.
std::mutex& pch_mu() {
  static auto* m = new std::mutex;
  return *m;
}
std::map<std::string, std::string>& pch_made() {  // its directory -> itself, "" if not usable
  static auto* m = new std::map<std::string, std::string>;
  return *m;
}

std::string precompiled_header_dir(const fs::path& dir, const std::string& compiler,
                                   const std::string& key) {
  std::lock_guard<std::mutex> l(pch_mu());
  auto& made = pch_made();
  fs::path final_dir = dir / ("pch-" + key);
  auto [it, fresh] = made.try_emplace(final_dir.string());
  if (!fresh) return it->second;
  std::string& result = it->second;
  std::error_code ec;
  if (fs::exists(final_dir / "cuda_emulation.h.gch", ec)) return result = final_dir.string();
  // Made in a private directory and renamed into place whole.
  fs::path work = private_dir(dir, "pch-" + key);
  if (work.empty()) return result = "";
  write_headers(work);
  std::string log;
  int rc = run_compiler(compiler + " " + kHeaderFlags + " -x c++-header " +
                            (work / "cuda_emulation.h").string() + " -o " +
                            (work / "cuda_emulation.h.gch").string() + " 2>&1",
                        log);
  if (rc != 0) {
    fs::remove_all(work, ec);
    return result = "";
  }
  fs::rename(work, final_dir, ec);
  if (ec) fs::remove_all(work, ec);  // another process put its own there first
  return result = fs::exists(final_dir / "cuda_emulation.h.gch", ec) ? final_dir.string() : "";
}

// A module compiled from the header text where it failed against the
// precompiled header: the .gch is damaged (or stale), so it is removed, to be
// made again by the next process, and not used again by this one.
void distrust_precompiled_header(const std::string& pch_dir) {
  std::lock_guard<std::mutex> l(pch_mu());
  pch_made()[pch_dir] = "";
  std::error_code ec;
  fs::remove_all(pch_dir, ec);
}

// A cached module ends in a footer: 8 bytes of magic, then a 64-bit hash of
// every byte before the footer. A module is loaded only after its footer
// checks out, so a damaged file in the cache (truncated, overwritten, a FIFO
// or a directory where the module was) is compiled again instead of taking
// the process down when dlopen maps it (a truncated module gave SIGBUS,
// flipped bytes SIGSEGV, a FIFO hung every run). The loader ignores bytes
// past the ELF image's segments.
constexpr char kModuleMagic[8] = {'F', 'U', 'L', 'G', 'E', 'M', 'U', '1'};
constexpr size_t kFooterBytes = 16;

// Appends the footer to the module at `path` (the work directory's copy).
bool seal_module(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (!in.good() && !in.eof()) return false;
  uint64_t h = fnv1a(bytes);
  std::ofstream out(path, std::ios::binary | std::ios::app);
  out.write(kModuleMagic, sizeof kModuleMagic);
  out.write(reinterpret_cast<const char*>(&h), sizeof h);
  return out.good();
}

// Whether `path` is a whole module this cache wrote: a regular file (opened
// without blocking, so a FIFO there can't hang us) ending in a footer whose
// hash matches the bytes before it.
bool verified_module(const fs::path& path) {
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return false;
  struct stat st {};
  bool ok = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) &&
            st.st_size >= static_cast<off_t>(kFooterBytes);
  std::string bytes;
  if (ok) {
    bytes.resize(static_cast<size_t>(st.st_size));
    size_t done = 0;
    while (done < bytes.size()) {
      ssize_t n = ::read(fd, bytes.data() + done, bytes.size() - done);
      if (n <= 0) break;
      done += static_cast<size_t>(n);
    }
    ok = done == bytes.size();
  }
  ::close(fd);
  if (!ok) return false;
  const size_t body = bytes.size() - kFooterBytes;
  uint64_t stored = 0;
  std::memcpy(&stored, bytes.data() + body + sizeof kModuleMagic, sizeof stored);
  return std::memcmp(bytes.data() + body, kModuleMagic, sizeof kModuleMagic) == 0 &&
         stored == fnv1a(bytes.substr(0, body));
}

// The shared object for `source` (cached by a hash of the source, the
// headers, the compiler and its flags), or an error message.
std::string compile_module(const std::string& source, std::string& so_path) {
  std::string compiler = host_compiler();
  std::string headers =
      std::string(kEmuHeaderCudaEmulation) + kEmuHeaderAbi + kEmuHeaderFp16 + kEmuHeaderBf16;
  uint64_t h1 = fnv1a(compiler + "\n" + kCompileFlags + "\n" + headers + "\n" + source);
  uint64_t h2 = fnv1a(source, fnv1a(headers, 0x9e3779b97f4a7c15ull));
  char key[40];
  std::snprintf(key, sizeof key, "%016llx%016llx", static_cast<unsigned long long>(h1),
                static_cast<unsigned long long>(h2));
  fs::path dir = emulation_cache_dir();
  std::error_code ec;
  fs::create_directories(dir, ec);
  fs::path so = dir / (std::string(key) + ".so");
  so_path = so.string();
  if (verified_module(so)) {
    Lock l(mu());
    ++stats().modules_from_cache;
    return {};
  }
  if (fs::symlink_status(so, ec).type() != fs::file_type::not_found) {
    // Something that is not a whole module: compiled again, and replaced.
    fs::remove_all(so, ec);
    Lock l(mu());
    ++stats().modules_discarded;
  }
  char header_key[20];
  std::snprintf(
      header_key, sizeof header_key, "%016llx",
      static_cast<unsigned long long>(fnv1a(compiler + "\n" + kHeaderFlags + "\n" + headers)));
  const std::string pch = precompiled_header_dir(dir, compiler, header_key);
  // A private work directory: the source (and the headers where they are not
  // precompiled) and the object, renamed into place when complete.
  fs::path work = private_dir(dir, "build-" + std::string(key));
  if (work.empty()) return "cannot create a work directory in " + dir.string();
  std::ofstream(work / "kernel.cpp") << source;
  fs::path out = work / "kernel.so";
  auto compile = [&](const std::string& include_dir, std::string& log) {
    return run_compiler(compiler + " " + kCompileFlags + " -I" + include_dir +
                            " -include cuda_emulation.h " + (work / "kernel.cpp").string() +
                            " -o " + out.string() + " 2>&1",
                        log);
  };
  auto t0 = std::chrono::steady_clock::now();
  std::string log;
  int rc = 1;
  if (!pch.empty()) rc = compile(pch, log);
  if (rc != 0) {
    // Without a precompiled header, or failed with it: from the header text,
    // which decides (a damaged .gch must not make a good kernel fail).
    write_headers(work);
    log.clear();
    rc = compile(work.string(), log);
    if (rc == 0 && !pch.empty()) distrust_precompiled_header(pch);
  }
  Lock l(mu());
  stats().compile_ms +=
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  if (rc != 0) {
    fs::remove_all(work, ec);
    if (log.size() > 4000) log = log.substr(0, 4000) + "...";
    return "the host compiler (" + compiler + ") rejected the emulated kernel:\n" + log;
  }
  if (!seal_module(out)) {
    fs::remove_all(work, ec);
    return "cannot write the compiled module in " + work.string();
  }
  fs::rename(out, so, ec);
  std::error_code ignored;
  fs::remove_all(work, ignored);
  if (ec) return "cannot store the compiled module at " + so.string() + ": " + ec.message();
  ++stats().modules_compiled;
  return {};
}

// ---- running a launch ------------------------------------------------------------

// A barrier threads can leave (a thread that returned from the kernel no
// longer takes part in __syncthreads or shuffles), reset between blocks.
class Barrier {
 public:
  void reset(int n) {
    std::lock_guard<std::mutex> l(m_);
    expected_ = n;
    arrived_ = 0;
  }
  void arrive_and_wait() {
    std::unique_lock<std::mutex> l(m_);
    uint64_t gen = gen_;
    if (++arrived_ >= expected_) {
      release();
      return;
    }
    cv_.wait(l, [&] { return gen_ != gen; });
  }
  void drop() {
    std::lock_guard<std::mutex> l(m_);
    --expected_;
    if (arrived_ > 0 && arrived_ >= expected_) release();
  }

 private:
  void release() {
    arrived_ = 0;
    ++gen_;
    cv_.notify_all();
  }
  std::mutex m_;
  std::condition_variable cv_;
  int expected_ = 0, arrived_ = 0;
  uint64_t gen_ = 0;
};

struct Launch;
struct ThreadCtx {
  Launch* launch = nullptr;
  unsigned tid = 0;  // linear thread index in the block
};

struct Launch {
  unsigned threads = 0;
  Barrier block;
  std::vector<std::unique_ptr<Barrier>> warps;
  std::vector<std::array<uint64_t, 32>> slots;
  std::vector<unsigned> warp_size;  // threads in each warp

  void reset() {
    block.reset(static_cast<int>(threads));
    for (size_t w = 0; w < warps.size(); ++w) warps[w]->reset(static_cast<int>(warp_size[w]));
  }
};

void hook_syncthreads(void* ctx) {
  static_cast<ThreadCtx*>(ctx)->launch->block.arrive_and_wait();
}

uint64_t hook_shfl_xor(void* ctx, uint64_t bits, int offset) {
  auto* t = static_cast<ThreadCtx*>(ctx);
  Launch& L = *t->launch;
  unsigned warp = t->tid / 32, lane = t->tid % 32;
  L.slots[warp][lane] = bits;
  L.warps[warp]->arrive_and_wait();
  unsigned src = lane ^ static_cast<unsigned>(offset);
  // A lane outside the warp's threads (a partial last warp) reads its own
  // value: on a GPU it is undefined.
  uint64_t other = src < L.warp_size[warp] && src < 32 ? L.slots[warp][src] : bits;
  L.warps[warp]->arrive_and_wait();
  return other;
}

const FulgurEmuHooks kHooks = {hook_syncthreads, hook_shfl_xor};

// A kernel that reads or writes outside memory the process has mapped
// faults in the host process, where a GPU would report an illegal address:
// the fault is reported naming the kernel and the block and thread, then the
// process dies as it would have. Faults outside emulated kernels go to the
// handler that was there before.
thread_local const char* t_kernel = nullptr;
thread_local unsigned t_block = 0, t_thread = 0;
struct sigaction previous_segv, previous_bus;

// The report is built in a buffer and written with one write(2), by the
// first faulting thread only: threads of one launch that fault together
// would otherwise interleave their messages byte by byte.
struct Report {
  char buf[512];
  size_t n = 0;
  void str(const char* s) {
    while (*s && n + 1 < sizeof buf) buf[n++] = *s++;
  }
  void num(unsigned long long v, unsigned base) {
    char digits[32];
    int i = 0;
    do {
      digits[i++] = "0123456789abcdef"[v % base];
      v /= base;
    } while (v && i < 32);
    while (i > 0 && n + 1 < sizeof buf) buf[n++] = digits[--i];
  }
};
std::atomic<bool> fault_reported{false};

void on_fault(int sig, siginfo_t* info, void*) {
  const struct sigaction& prev = sig == SIGSEGV ? previous_segv : previous_bus;
  if (t_kernel) {
    if (fault_reported.exchange(true)) {
      // Another thread reports and ends the process; this one waits for it.
      for (;;) pause();
    }
    Report r;
    r.str("fulgur: cuda-emu: kernel ");
    r.str(t_kernel);
    r.str(" (block ");
    r.num(t_block, 10);
    r.str(", thread ");
    r.num(t_thread, 10);
    r.str(") accessed address 0x");
    r.num(reinterpret_cast<unsigned long long>(info->si_addr), 16);
    r.str(", outside any memory: on a GPU, CUDA_ERROR_ILLEGAL_ADDRESS\n");
    ssize_t w = ::write(2, r.buf, r.n);
    (void)w;
    signal(sig, SIG_DFL);
    return;  // the access faults again, now with the default action
  }
  sigaction(sig, &prev, nullptr);  // not ours: the fault repeats under the old handler
}

void install_fault_report() {
  static bool installed = [] {
    struct sigaction sa {};
    sa.sa_sigaction = on_fault;
    sa.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGSEGV, &sa, &previous_segv);
    sigaction(SIGBUS, &sa, &previous_bus);
    return true;
  }();
  (void)installed;
}

// Runs grid x block CUDA threads: `block` OS threads, each looping over the
// blocks in order, with a barrier between blocks.
void run_launch(const Kernel& k, FulgurEmuDim3 grid, FulgurEmuDim3 block, void** params) {
  Launch L;
  L.threads = block.x * block.y * block.z;
  unsigned nwarps = (L.threads + 31) / 32;
  for (unsigned w = 0; w < nwarps; ++w) {
    L.warps.push_back(std::make_unique<Barrier>());
    L.warp_size.push_back(std::min(32u, L.threads - w * 32));
  }
  L.slots.assign(nwarps, {});
  L.reset();
  std::barrier between(static_cast<std::ptrdiff_t>(L.threads), [&]() noexcept { L.reset(); });
  uint64_t nblocks = uint64_t{grid.x} * grid.y * grid.z;
  auto body = [&](unsigned tid) {
    ThreadCtx ctx{&L, tid};
    FulgurEmuThread t{};
    t.thread = {tid % block.x, (tid / block.x) % block.y, tid / (block.x * block.y)};
    t.block_dim = block;
    t.grid_dim = grid;
    t.hooks = &kHooks;
    t.ctx = &ctx;
    for (uint64_t b = 0; b < nblocks; ++b) {
      t.block = {static_cast<unsigned>(b % grid.x), static_cast<unsigned>((b / grid.x) % grid.y),
                 static_cast<unsigned>(b / (uint64_t{grid.x} * grid.y))};
      t_kernel = k.name.c_str();
      t_block = static_cast<unsigned>(b);
      t_thread = tid;
      k.entry(params, &t);
      t_kernel = nullptr;
      L.block.drop();
      L.warps[tid / 32]->drop();
      between.arrive_and_wait();
    }
  };
  install_fault_report();
  std::vector<std::thread> threads;
  threads.reserve(L.threads);
  for (unsigned tid = 1; tid < L.threads; ++tid) threads.emplace_back(body, tid);
  body(0);
  for (auto& th : threads) th.join();
  stats().blocks += static_cast<long>(nblocks);
}

size_t param_size(char c) {
  switch (c) {
    case 'P':
    case 'l':
    case 'd':
      return 8;
    case 'i':
    case 'f':
      return 4;
    case 's':
      return 2;
    case 'b':
    case 'c':
      return 1;
  }
  return 0;
}

// ---- the driver's entry points ---------------------------------------------------

CUresult emu_init(unsigned) {
  return kOk;
}
CUresult emu_driver_version(int* v) {
  *v = 13000;
  return kOk;
}
CUresult emu_device_count(int* n) {
  *n = 1;
  return kOk;
}
CUresult emu_device_get(CUdevice* d, int i) {
  if (i != 0) return 101;  // CUDA_ERROR_INVALID_DEVICE
  *d = 0;
  return kOk;
}
int sm_count() {
  const char* env = std::getenv("FULGUR_EMU_SM_COUNT");
  int n = env ? std::atoi(env) : 0;
  return n >= 1 ? n : 2;
}
CUresult emu_attribute(int* v, int attr, CUdevice) {
  *v = attr == 75 ? 9 : attr == 76 ? 0 : attr == 16 ? sm_count() : 0;
  return kOk;
}
int& retained() {
  static int n = 0;
  return n;
}
// A fresh primary context (none retained before) starts without the last
// one's error, as after a device reset.
CUresult emu_ctx_retain(CUcontext* ctx, CUdevice) {
  Lock l(mu());
  static int the_context;
  *ctx = &the_context;
  if (retained()++ == 0) sticky() = Sticky{};
  return kOk;
}
CUresult emu_ctx_release(CUdevice) {
  Lock l(mu());
  if (retained() == 0) return kInvalidValue;
  --retained();
  return kOk;
}
CUresult emu_ctx_set(CUcontext) {
  return kOk;
}

CUresult emu_module_load(CUmodule* m, const void* image) {
  const char* text = static_cast<const char*>(image);
  if (std::strncmp(text, kImageMagic, std::strlen(kImageMagic)) != 0)
    return fail(kInvalidImage,
                "the emulated device loads emulation images (generated CUDA C++ with entry "
                "points, codegen/cuda/emulation.h), not cubins");
  std::string so;
  std::string err = compile_module(text, so);  // without the lock: compiles run in parallel
  Lock l(mu());
  if (!err.empty()) return fail(kInvalidImage, err);
  void* h = dlopen(so.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!h) return fail(kInvalidImage, std::string("dlopen of the emulated module: ") + dlerror());
  auto mod = std::make_unique<Module>();
  mod->handle = h;
  *m = mod.get();
  modules()[*m] = std::move(mod);
  return kOk;
}

CUresult emu_module_get_function(CUfunction* f, CUmodule m, const char* name) {
  Lock l(mu());
  auto it = modules().find(m);
  if (it == modules().end()) return kInvalidHandle;
  Module& mod = *it->second;
  auto& slot = mod.kernels[name];
  if (!slot) {
    auto k = std::make_unique<Kernel>();
    k->name = name;
    k->entry = reinterpret_cast<FulgurEmuEntry>(
        dlsym(mod.handle, ("fulgur_emu_entry_" + k->name).c_str()));
    auto* params =
        static_cast<const char*>(dlsym(mod.handle, ("fulgur_emu_params_" + k->name).c_str()));
    auto* bound = static_cast<const unsigned*>(
        dlsym(mod.handle, ("fulgur_emu_max_threads_" + k->name).c_str()));
    if (!k->entry || !params || !bound) {
      mod.kernels.erase(name);
      return fail(kNotFound, "the emulated module has no kernel named " + std::string(name));
    }
    k->params = params;
    k->max_threads = *bound;
    slot = std::move(k);
  }
  *f = slot.get();
  return kOk;
}

CUresult emu_module_unload(CUmodule m) {
  Lock l(mu());
  auto it = modules().find(m);
  if (it == modules().end()) return kInvalidHandle;
  // The handle stays open: a module compiled from the same source maps the
  // same object, and dlclose under a later load of it gains nothing.
  modules().erase(it);
  return kOk;
}

CUresult emu_launch(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
                    unsigned bz, unsigned shared_bytes, CUstream s, void** params, void** extra) {
  Lock l(mu());
  if (sticky().code != kOk) return sticky().code;
  Kernel* k = kernel_of(f);
  Stream* st = stream_of(s);
  if (!k || !st) return kInvalidHandle;
  if (extra) return fail(kInvalidValue, "the emulated device takes kernel parameters, not extra");
  if (gx == 0 || gy == 0 || gz == 0 || bx == 0 || by == 0 || bz == 0 || gy > 65535 || gz > 65535 ||
      bz > 64 || uint64_t{bx} * by * bz > 1024)
    return fail(kInvalidValue, "launch of " + k->name + ": grid (" + std::to_string(gx) + ", " +
                                   std::to_string(gy) + ", " + std::to_string(gz) +
                                   ") and block (" + std::to_string(bx) + ", " +
                                   std::to_string(by) + ", " + std::to_string(bz) +
                                   ") exceed what CUDA launches");
  unsigned threads = bx * by * bz;
  if (threads > k->max_threads)
    return fail(kLaunchOutOfResources,
                "launch of " + k->name + " with " + std::to_string(threads) +
                    " threads per block, but its __launch_bounds__ allow at most " +
                    std::to_string(k->max_threads));
  if (shared_bytes > 48 * 1024)
    return fail(kInvalidValue, "launch of " + k->name + ": " + std::to_string(shared_bytes) +
                                   " bytes of dynamic shared memory, more than 48 KiB without "
                                   "an opt-in");
  if (shared_bytes != 0)
    return fail(kInvalidValue, "launch of " + k->name +
                                   ": the generated kernels declare no dynamic shared memory, "
                                   "got " +
                                   std::to_string(shared_bytes) + " bytes");
  // The parameters' bytes, copied now as the driver does: the caller's
  // buffer may go as soon as this returns.
  if (!params && !k->params.empty())
    return fail(kInvalidValue, "launch of " + k->name + " without its parameters");
  auto storage = std::make_shared<std::vector<std::array<unsigned char, 8>>>(k->params.size());
  for (size_t i = 0; i < k->params.size(); ++i)
    std::memcpy((*storage)[i].data(), params[i], param_size(k->params[i]));
  ++stats().launches;
  FulgurEmuDim3 grid{gx, gy, gz}, block{bx, by, bz};
  st->queue.push_back([k, grid, block, storage] {
    std::vector<void*> ptrs;
    for (size_t i = 0; i < storage->size(); ++i) {
      void* p = (*storage)[i].data();
      ptrs.push_back(p);
      if (k->params[i] != 'P') continue;
      uint64_t addr;
      std::memcpy(&addr, p, 8);
      std::string err =
          check_range(addr, 0, "kernel " + k->name + " parameter " + std::to_string(i));
      if (!err.empty()) {
        set_sticky(kIllegalAddress, err);
        return;
      }
    }
    run_launch(*k, grid, block, ptrs.data());
  });
  return kOk;
}

CUresult emu_stream_create(CUstream* s, unsigned) {
  Lock l(mu());
  auto st = std::make_shared<Stream>();
  *s = st.get();
  st->name = "stream " + std::to_string(streams().size());
  streams()[*s] = std::move(st);
  return kOk;
}
CUresult emu_stream_destroy(CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->run_all();  // destroying does not cancel enqueued work
  streams().erase(s);
  return kOk;
}
CUresult emu_stream_sync(CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  st->run_all();
  return sticky().code;
}
CUresult emu_event_create(CUevent* e, unsigned) {
  Lock l(mu());
  auto ev = std::make_shared<Event>();
  *e = ev.get();
  events()[*e] = std::move(ev);
  return kOk;
}
CUresult emu_event_destroy(CUevent e) {
  Lock l(mu());
  return events().erase(e) ? kOk : kInvalidHandle;
}
CUresult emu_event_record(CUevent e, CUstream s) {
  Lock l(mu());
  Event* ev = event_of(e);
  Stream* st = stream_of(s);
  if (!ev || !st) return kInvalidHandle;
  std::shared_ptr<Event> held = events().at(e);
  st->queue.push_back([held] { held->at = std::chrono::steady_clock::now(); });
  ev->stream = streams().at(s);
  ev->pos = st->queue.size();
  return kOk;
}
CUresult emu_event_query(CUevent e) {
  Lock l(mu());
  Event* ev = event_of(e);
  if (!ev) return kInvalidHandle;
  if (sticky().code != kOk) return sticky().code;
  return !ev->stream || ev->stream->done >= ev->pos ? kOk : kNotReady;
}
CUresult emu_event_sync(CUevent e) {
  Lock l(mu());
  Event* ev = event_of(e);
  if (!ev) return kInvalidHandle;
  if (ev->stream) ev->stream->run_to(ev->pos);
  return sticky().code;
}
CUresult emu_stream_wait(CUstream s, CUevent e, unsigned) {
  Lock l(mu());
  Event* ev = event_of(e);
  Stream* st = stream_of(s);
  if (!ev || !st) return kInvalidHandle;
  std::shared_ptr<Stream> other = ev->stream;
  size_t pos = ev->pos;
  if (other && other.get() != st) st->queue.push_back([other, pos] { other->run_to(pos); });
  return kOk;
}
CUresult emu_elapsed(float* ms, CUevent a, CUevent b) {
  Lock l(mu());
  Event *ea = event_of(a), *eb = event_of(b);
  if (!ea || !eb) return kInvalidHandle;
  *ms = std::chrono::duration<float, std::milli>(eb->at - ea->at).count();
  return kOk;
}
CUresult emu_alloc(CUdeviceptr* p, size_t bytes, CUstream s) {
  Lock l(mu());
  if (!stream_of(s)) return kInvalidHandle;
  void* mem = std::malloc(std::max<size_t>(bytes, 1));
  if (!mem) return 2;  // CUDA_ERROR_OUT_OF_MEMORY
  // Uninitialized device memory: NaN for floats, so a read of what no one
  // wrote shows in the results.
  std::memset(mem, 0xff, bytes);
  *p = reinterpret_cast<uint64_t>(mem);
  memory().by_base[*p] = Allocation{*p, bytes, false, {}};
  return kOk;
}
CUresult emu_default_pool(CUmemoryPool* pool, CUdevice) {
  static int the_pool;
  *pool = &the_pool;
  return kOk;
}
CUresult emu_pool_set(CUmemoryPool, int, void*) {
  return kOk;
}
CUresult emu_free(CUdeviceptr p, CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  auto it = memory().by_base.find(p);
  if (it == memory().by_base.end())
    return fail(kInvalidValue, "cuMemFreeAsync of " + hex(p) + ", which no allocation starts at");
  if (it->second.freed)
    return fail(kInvalidValue, "cuMemFreeAsync of " + hex(p) + ", already freed");
  std::string by = "cuMemFreeAsync on " + st->name;
  st->queue.push_back([p, by] {
    auto it = memory().by_base.find(p);
    if (it == memory().by_base.end() || it->second.freed) {
      set_sticky(kIllegalAddress, "double free of " + hex(p));
      return;
    }
    Allocation& a = it->second;
    a.freed = true;
    a.freed_by = by;
    std::memset(reinterpret_cast<void*>(a.base), 0xfe, a.bytes);
    memory().quarantine.push_back(p);
    memory().quarantined_bytes += a.bytes;
    memory().release_quarantine();
  });
  return kOk;
}

// A copy's device side is checked when the copy runs.
CUresult enqueue_copy(Stream* st, void* dst, const void* src, size_t n, uint64_t check_dst,
                      uint64_t check_src, const char* what) {
  st->queue.push_back([=] {
    std::string err;
    if (check_dst) err = check_range(check_dst, n, std::string(what) + " destination");
    if (err.empty() && check_src) err = check_range(check_src, n, std::string(what) + " source");
    if (!err.empty()) {
      set_sticky(kIllegalAddress, err);
      return;
    }
    std::memcpy(dst, src, n);
  });
  return kOk;
}
CUresult emu_htod(CUdeviceptr dst, const void* src, size_t n, CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  return enqueue_copy(st, reinterpret_cast<void*>(dst), src, n, dst, 0, "cuMemcpyHtoDAsync");
}
CUresult emu_dtoh(void* dst, CUdeviceptr src, size_t n, CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  return enqueue_copy(st, dst, reinterpret_cast<const void*>(src), n, 0, src, "cuMemcpyDtoHAsync");
}
CUresult emu_dtod(CUdeviceptr dst, CUdeviceptr src, size_t n, CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!st) return kInvalidHandle;
  return enqueue_copy(st, reinterpret_cast<void*>(dst), reinterpret_cast<const void*>(src), n, dst,
                      src, "cuMemcpyDtoDAsync");
}
CUresult emu_error_name(CUresult r, const char** s) {
  static thread_local std::string name;
  name = cuda_error_name(r);
  *s = name.c_str();
  return kOk;
}
CUresult emu_error_string(CUresult r, const char** s) {
  static thread_local std::string text;
  Lock l(mu());
  text = r == sticky().code ? sticky().message : last_message();
  if (text.empty()) text = "an error of the emulated device";
  text = "cuda-emu: " + text;
  *s = text.c_str();
  return kOk;
}

Driver make_driver() {
  Driver d;
  d.available = true;
  d.emulated = true;
  d.path = "(the emulated device, cuda-emu)";
  d.version = 13000;
  d.device_count = 1;
  d.cuInit = emu_init;
  d.cuDriverGetVersion = emu_driver_version;
  d.cuDeviceGetCount = emu_device_count;
  d.cuDeviceGet = emu_device_get;
  d.cuDeviceGetAttribute = emu_attribute;
  d.cuDevicePrimaryCtxRetain = emu_ctx_retain;
  d.cuDevicePrimaryCtxRelease = emu_ctx_release;
  d.cuCtxSetCurrent = emu_ctx_set;
  d.cuModuleLoadData = emu_module_load;
  d.cuModuleGetFunction = emu_module_get_function;
  d.cuModuleUnload = emu_module_unload;
  d.cuLaunchKernel = emu_launch;
  d.cuStreamCreate = emu_stream_create;
  d.cuStreamDestroy = emu_stream_destroy;
  d.cuStreamSynchronize = emu_stream_sync;
  d.cuStreamWaitEvent = emu_stream_wait;
  d.cuEventCreate = emu_event_create;
  d.cuEventRecord = emu_event_record;
  d.cuEventSynchronize = emu_event_sync;
  d.cuEventQuery = emu_event_query;
  d.cuEventDestroy = emu_event_destroy;
  d.cuEventElapsedTime = emu_elapsed;
  d.cuMemAllocAsync = emu_alloc;
  d.cuDeviceGetDefaultMemPool = emu_default_pool;
  d.cuMemPoolSetAttribute = emu_pool_set;
  d.cuMemFreeAsync = emu_free;
  d.cuMemcpyHtoDAsync = emu_htod;
  d.cuMemcpyDtoHAsync = emu_dtoh;
  d.cuMemcpyDtoDAsync = emu_dtod;
  d.cuGetErrorName = emu_error_name;
  d.cuGetErrorString = emu_error_string;
  return d;
}

// ---- cuBLAS ----------------------------------------------------------------------

struct BlasHandleState {
  Stream* stream = nullptr;
};

constexpr int kBlasOk = 0, kBlasNotInitialized = 1, kBlasInvalidValue = 7, kBlasNotSupported = 15;

int blas_create(void** h) {
  *h = new BlasHandleState;
  return kBlasOk;
}
int blas_destroy(void* h) {
  delete static_cast<BlasHandleState*>(h);
  return kBlasOk;
}
int blas_set_stream(void* h, CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  if (!h || !st) return kBlasInvalidValue;
  static_cast<BlasHandleState*>(h)->stream = st;
  return kBlasOk;
}

// Reads element i of a matrix of cudaDataType `t` as double.
double load(const void* p, int64_t i, int t) {
  switch (t) {
    case 0:
      return static_cast<const float*>(p)[i];
    case 1:
      return static_cast<const double*>(p)[i];
    case 2: {
      _Float16 h;
      std::memcpy(&h, static_cast<const char*>(p) + 2 * i, 2);
      return static_cast<double>(h);
    }
    case 14: {
      uint16_t b;
      std::memcpy(&b, static_cast<const char*>(p) + 2 * i, 2);
      uint32_t u = static_cast<uint32_t>(b) << 16;
      float f;
      std::memcpy(&f, &u, 4);
      return f;
    }
  }
  return 0;
}
void store(void* p, int64_t i, int t, double v) {
  switch (t) {
    case 0:
      static_cast<float*>(p)[i] = static_cast<float>(v);
      return;
    case 1:
      static_cast<double*>(p)[i] = v;
      return;
    case 2: {
      _Float16 h = static_cast<_Float16>(static_cast<float>(v));
      std::memcpy(static_cast<char*>(p) + 2 * i, &h, 2);
      return;
    }
    case 14: {
      float f = static_cast<float>(v);
      uint32_t u;
      std::memcpy(&u, &f, 4);
      uint16_t b =
          std::isnan(f) ? 0x7fc0 : static_cast<uint16_t>((u + 0x7fff + ((u >> 16) & 1)) >> 16);
      std::memcpy(static_cast<char*>(p) + 2 * i, &b, 2);
      return;
    }
  }
}
size_t type_size(int t) {
  return t == 1 ? 8 : t == 0 ? 4 : 2;
}

// cublasGemmStridedBatchedEx, column-major: for each batch entry,
// C = alpha op(A) op(B) + beta C, op(A) m x k, op(B) k x n, C m x n (ldc).
int blas_gemm_strided(void* h, int transa, int transb, int m, int n, int k, const void* alpha,
                      const void* A, int at, int lda, long long sa, const void* B, int bt, int ldb,
                      long long sb, const void* beta, void* C, int ct, int ldc, long long sc,
                      int batch, int compute, int) {
  Lock l(mu());
  auto* hs = static_cast<BlasHandleState*>(h);
  if (!hs) return kBlasNotInitialized;
  if (!hs->stream) return kBlasInvalidValue;
  auto supported = [](int t) { return t == 0 || t == 1 || t == 2 || t == 14; };
  if (!supported(at) || at != bt || at != ct) return kBlasNotSupported;
  // CUBLAS_COMPUTE_64F for doubles, CUBLAS_COMPUTE_32F otherwise.
  if ((at == 1) != (compute == 70) || (compute != 70 && compute != 68)) return kBlasNotSupported;
  if (transa < 0 || transa > 1 || transb < 0 || transb > 1) return kBlasInvalidValue;
  // cuBLAS's own argument checks: leading dimensions cover the stored rows.
  int a_rows = transa ? k : m, b_rows = transb ? n : k;
  if (m < 0 || n < 0 || k < 0 || batch < 0 || lda < std::max(1, a_rows) ||
      ldb < std::max(1, b_rows) || ldc < std::max(1, m))
    return kBlasInvalidValue;
  double al =
      compute == 70 ? *static_cast<const double*>(alpha) : *static_cast<const float*>(alpha);
  double be = compute == 70 ? *static_cast<const double*>(beta) : *static_cast<const float*>(beta);
  ++stats().gemms;
  hs->stream->queue.push_back([=] {
    if (m == 0 || n == 0 || batch == 0) return;
    // The memory each operand spans, checked like a kernel's.
    int64_t a_cols = transa ? m : k, b_cols = transb ? k : n;
    auto span = [](int64_t rows, int64_t cols, int64_t ld, int64_t stride, int64_t batch,
                   size_t size) {
      if (rows == 0 || cols == 0) return size_t{0};
      return static_cast<size_t>(((cols - 1) * ld + rows) + (batch - 1) * stride) * size;
    };
    std::string err = check_range(reinterpret_cast<uint64_t>(A),
                                  span(a_rows, a_cols, lda, sa, batch, type_size(at)),
                                  "cublasGemmStridedBatchedEx A");
    if (err.empty())
      err = check_range(reinterpret_cast<uint64_t>(B),
                        span(b_rows, b_cols, ldb, sb, batch, type_size(bt)),
                        "cublasGemmStridedBatchedEx B");
    if (err.empty())
      err = check_range(reinterpret_cast<uint64_t>(C), span(m, n, ldc, sc, batch, type_size(ct)),
                        "cublasGemmStridedBatchedEx C");
    if (!err.empty()) {
      set_sticky(kIllegalAddress, err);
      return;
    }
    for (int64_t b = 0; b < batch; ++b) {
      for (int64_t j = 0; j < n; ++j) {
        for (int64_t i = 0; i < m; ++i) {
          // Accumulate in the compute type: f32 for f32/f16/bf16.
          double acc64 = 0;
          float acc32 = 0;
          for (int64_t p = 0; p < k; ++p) {
            int64_t ai = b * sa + (transa ? p + i * lda : i + p * lda);
            int64_t bi = b * sb + (transb ? j + p * ldb : p + j * ldb);
            double x = load(A, ai, at), y = load(B, bi, bt);
            if (compute == 70)
              acc64 += x * y;
            else
              acc32 += static_cast<float>(x) * static_cast<float>(y);
          }
          double acc = compute == 70 ? acc64 : acc32;
          int64_t ci = b * sc + i + j * ldc;
          double out = al * acc + (be == 0 ? 0.0 : be * load(C, ci, ct));
          store(C, ci, ct, out);
        }
      }
    }
  });
  return kBlasOk;
}

int blas_gemm(void* h, int transa, int transb, int m, int n, int k, const void* alpha,
              const void* A, int at, int lda, const void* B, int bt, int ldb, const void* beta,
              void* C, int ct, int ldc, int compute, int algo) {
  return blas_gemm_strided(h, transa, transb, m, n, k, alpha, A, at, lda, 0, B, bt, ldb, 0, beta, C,
                           ct, ldc, 0, 1, compute, algo);
}

Cublas make_cublas() {
  Cublas c;
  c.available = true;
  c.path = "(cuBLAS on the emulated device, cuda-emu)";
  c.cublasCreate = blas_create;
  c.cublasDestroy = blas_destroy;
  c.cublasSetStream = blas_set_stream;
  c.cublasGemmEx = blas_gemm;
  c.cublasGemmStridedBatchedEx = blas_gemm_strided;
  return c;
}

// ---- NCCL ------------------------------------------------------------------------

// A communicator. One rank: each collective is a copy of its input (a sum,
// max, min, product or average over one rank, a gather or scatter of one
// piece, a broadcast from the only root), enqueued on the communication
// stream it is given. More ranks: `cpu` runs the collectives (see
// emulated_driver.h). Held by the operations queued for it, which may run
// after the host destroyed it.
struct NcclComm {
  int rank = 0, size = 1;
  std::shared_ptr<CpuCommunicator> cpu;
  int async_error = 0;
  std::string message;  // of async_error
};

constexpr int kNcclOk = 0, kNcclInvalidArgument = 4, kNcclInvalidUsage = 5, kNcclRemoteError = 6;

std::map<void*, std::shared_ptr<NcclComm>>& nccl_comms() {
  static auto* m = new std::map<void*, std::shared_ptr<NcclComm>>;
  return *m;
}
std::map<NcclUniqueId, std::shared_ptr<CpuCommunicator>>& nccl_bindings() {
  static auto* m = new std::map<NcclUniqueId, std::shared_ptr<CpuCommunicator>>;
  return *m;
}
std::shared_ptr<NcclComm> nccl_comm_of(void* comm) {
  auto it = nccl_comms().find(comm);
  return it == nccl_comms().end() ? nullptr : it->second;
}

size_t nccl_type_size(int t) {
  switch (t) {
    case 0:  // int8
    case 1:  // uint8
      return 1;
    case 2:  // int32
    case 3:  // uint32
    case 7:  // float32
      return 4;
    case 4:  // int64
    case 5:  // uint64
    case 8:  // float64
      return 8;
    case 6:  // float16
    case 9:  // bfloat16
      return 2;
  }
  return 0;
}

// The dtype of an ncclDataType_t the CPU engine reduces (none for uint32 and
// uint64, which fulgur has no dtype for).
std::optional<DType> nccl_dtype(int t) {
  switch (t) {
    case 0:
      return DType::i8;
    case 1:
      return DType::u8;
    case 2:
      return DType::i32;
    case 4:
      return DType::i64;
    case 6:
      return DType::f16;
    case 7:
      return DType::f32;
    case 8:
      return DType::f64;
    case 9:
      return DType::bf16;
  }
  return std::nullopt;
}

int nccl_fail(int code, std::string message) {
  last_message() = std::move(message);
  return code;
}

int nccl_version(int* v) {
  *v = 22809;
  return kNcclOk;
}
// "fulgur-emu", then 16 random bytes: distinct ids for distinct groups.
int nccl_unique_id(NcclUniqueId* id) {
  id->fill(0);
  std::memcpy(id->data(), "fulgur-emu", 10);
  static std::mt19937_64 gen{std::random_device{}() ^
                             static_cast<uint64_t>(getpid()) * 0x9e3779b97f4a7c15ull};
  Lock l(mu());
  for (size_t i = 16; i < 32; i += 8) {
    uint64_t r = gen();
    std::memcpy(id->data() + i, &r, 8);
  }
  return kNcclOk;
}
int nccl_init_rank(void** comm, int world, NcclUniqueId id, int rank) {
  Lock l(mu());
  auto c = std::make_shared<NcclComm>();
  if (world < 1 || rank < 0 || rank >= world)
    return nccl_fail(kNcclInvalidArgument, "ncclCommInitRank: rank " + std::to_string(rank) +
                                               " of a communicator of " + std::to_string(world));
  if (world > 1) {
    auto it = nccl_bindings().find(id);
    if (it == nccl_bindings().end())
      return nccl_fail(kNcclInvalidUsage,
                       "a communicator of " + std::to_string(world) +
                           " ranks on cuda-emu runs on the CPU engine's process group its unique "
                           "id was exchanged over (cuda::Communicators binds it, "
                           "bind_emulated_nccl_id); this id was bound to none, so one rank only");
    const CpuCommunicator& cpu = *it->second;
    if (cpu.size() != world || cpu.rank() != rank)
      return nccl_fail(kNcclInvalidUsage,
                       "ncclCommInitRank as rank " + std::to_string(rank) + " of " +
                           std::to_string(world) + ", but the id was exchanged over " + cpu.name() +
                           ", where this process is rank " + std::to_string(cpu.rank()) + " of " +
                           std::to_string(cpu.size()));
    c->cpu = it->second;
  }
  c->rank = rank;
  c->size = world;
  *comm = c.get();
  nccl_comms()[*comm] = std::move(c);
  return kNcclOk;
}
int nccl_destroy(void* comm) {
  Lock l(mu());
  return nccl_comms().erase(comm) ? kNcclOk : kNcclInvalidArgument;
}
int nccl_async_error(void* comm, int* e) {
  Lock l(mu());
  auto c = nccl_comm_of(comm);
  if (!c) return kNcclInvalidArgument;
  *e = c->async_error;
  if (c->async_error) last_message() = c->message;
  return kNcclOk;
}

enum class Coll { AllReduce, AllGather, ReduceScatter, Broadcast };

const char* coll_name(Coll k) {
  switch (k) {
    case Coll::AllReduce:
      return "ncclAllReduce";
    case Coll::AllGather:
      return "ncclAllGather";
    case Coll::ReduceScatter:
      return "ncclReduceScatter";
    case Coll::Broadcast:
      return "ncclBroadcast";
  }
  return "nccl";
}

// A collective of a communicator of more than one rank in flight: its
// staged input and output on the host, and the CPU engine's work.
struct CollectiveInFlight {
  HostTensor in, out;
  std::shared_ptr<CpuCommunicator::Work> work;
};

// `count` is the collective's NCCL count (per rank for all_gather and
// reduce_scatter); `arg` the reduce op or the root.
int nccl_collective(Coll kind, const void* in, void* out, size_t count, int type, int arg,
                    void* comm, CUstream s) {
  Lock l(mu());
  Stream* st = stream_of(s);
  auto c = nccl_comm_of(comm);
  size_t size = nccl_type_size(type);
  const std::string what = coll_name(kind);
  if (!c || !st || size == 0) return kNcclInvalidArgument;
  const bool reduces = kind == Coll::AllReduce || kind == Coll::ReduceScatter;
  if (reduces && (arg < 0 || arg > 4))
    return nccl_fail(kNcclInvalidArgument, what + ": reduce op " + std::to_string(arg));
  if (kind == Coll::Broadcast && (arg < 0 || arg >= c->size))
    return nccl_fail(kNcclInvalidArgument, what + ": root " + std::to_string(arg) +
                                               " of a communicator of " + std::to_string(c->size));
  const auto n = static_cast<size_t>(c->size);
  const size_t in_count = kind == Coll::ReduceScatter ? count * n : count;
  const size_t out_count = kind == Coll::AllGather ? count * n : count;
  const auto in_addr = reinterpret_cast<uint64_t>(in);
  const auto out_addr = reinterpret_cast<uint64_t>(out);
  if (!c->cpu) {
    enqueue_copy(st, out, in, count * size, out_addr, in_addr, what.c_str());
    return kNcclOk;
  }
  std::optional<DType> dtype = nccl_dtype(type);
  if (!dtype)
    return nccl_fail(kNcclInvalidArgument,
                     what + ": ncclDataType " + std::to_string(type) + " is not emulated");
  ReduceOp op = ReduceOp::Sum;
  if (reduces) {
    if (arg == 1)
      return nccl_fail(kNcclInvalidArgument,
                       what +
                           ": ncclProd is not emulated on more than one rank (the CPU "
                           "engine has sum, max, min and avg)");
    op = arg == 2   ? ReduceOp::Max
         : arg == 3 ? ReduceOp::Min
         : arg == 4 ? ReduceOp::Avg
                    : ReduceOp::Sum;
  }
  const std::string where = what + " on " + c->cpu->name() + " (rank " + std::to_string(c->rank) +
                            " of " + std::to_string(c->size) + ")";
  auto flight = std::make_shared<CollectiveInFlight>();
  // The start: the input as the stream sees it now, handed to the CPU engine.
  st->queue.push_back([=] {
    std::string err = check_range(in_addr, in_count * size, where + " input");
    if (err.empty()) err = check_range(out_addr, out_count * size, where + " output");
    if (!err.empty()) {
      set_sticky(kIllegalAddress, err);
      return;
    }
    flight->in = HostTensor::uninitialized({static_cast<int64_t>(in_count)}, *dtype);
    flight->out = HostTensor::uninitialized({static_cast<int64_t>(out_count)}, *dtype);
    std::memcpy(flight->in.data(), in, in_count * size);
    try {
      switch (kind) {
        case Coll::AllReduce:
          flight->work = c->cpu->all_reduce(flight->in, flight->out, op);
          break;
        case Coll::AllGather:
          flight->work = c->cpu->all_gather(flight->in, flight->out, 0);
          break;
        case Coll::ReduceScatter:
          flight->work = c->cpu->reduce_scatter(flight->in, flight->out, op, 0);
          break;
        case Coll::Broadcast:
          flight->work = c->cpu->broadcast(flight->in, flight->out, arg);
          break;
      }
    } catch (const std::exception& e) {
      c->async_error = kNcclRemoteError;
      c->message = where + " failed: " + e.what();
      set_sticky(kLaunchFailed, c->message);
    }
  });
  // The finish: the CPU engine's result, copied into the output.
  st->queue.push_back([=] {
    if (!flight->work) return;
    try {
      flight->work->wait();
    } catch (const std::exception& e) {
      c->async_error = kNcclRemoteError;
      c->message = where + " failed: " + e.what();
      set_sticky(kLaunchFailed, c->message);
      return;
    }
    std::string err = check_range(out_addr, out_count * size, where + " output");
    if (!err.empty()) {
      set_sticky(kIllegalAddress, err);
      return;
    }
    std::memcpy(out, flight->out.data(), out_count * size);
  });
  // The stream starts the collective now (it runs what is queued before,
  // such as its wait for the compute stream), as a GPU starts it as soon as
  // the stream gets there; the finish waits for someone to need it.
  st->run_to(st->queue.size() - 1);
  return kNcclOk;
}

int nccl_all_reduce(const void* in, void* out, size_t count, int type, int op, void* comm,
                    CUstream s) {
  return nccl_collective(Coll::AllReduce, in, out, count, type, op, comm, s);
}
int nccl_all_gather(const void* in, void* out, size_t count, int type, void* comm, CUstream s) {
  return nccl_collective(Coll::AllGather, in, out, count, type, 0, comm, s);
}
int nccl_reduce_scatter(const void* in, void* out, size_t count, int type, int op, void* comm,
                        CUstream s) {
  return nccl_collective(Coll::ReduceScatter, in, out, count, type, op, comm, s);
}
int nccl_broadcast(const void* in, void* out, size_t count, int type, int root, void* comm,
                   CUstream s) {
  return nccl_collective(Coll::Broadcast, in, out, count, type, root, comm, s);
}
const char* nccl_error_string(int r) {
  static thread_local std::string text;
  Lock l(mu());
  text = (r == kNcclInvalidUsage || r == kNcclInvalidArgument || r == kNcclRemoteError) &&
                 !last_message().empty()
             ? "cuda-emu: " + last_message()
             : "NCCL error " + std::to_string(r) + " on the emulated device";
  return text.c_str();
}

Nccl make_nccl() {
  Nccl n;
  n.available = true;
  n.version = 22809;
  n.ncclGetVersion = nccl_version;
  n.ncclGetUniqueId = nccl_unique_id;
  n.ncclCommInitRank = nccl_init_rank;
  n.ncclCommAbort = nccl_destroy;
  n.ncclCommDestroy = nccl_destroy;
  n.ncclCommGetAsyncError = nccl_async_error;
  n.ncclAllReduce = nccl_all_reduce;
  n.ncclAllGather = nccl_all_gather;
  n.ncclReduceScatter = nccl_reduce_scatter;
  n.ncclBroadcast = nccl_broadcast;
  n.ncclGetErrorString = nccl_error_string;
  return n;
}

}  // namespace

const Nccl& emulated_nccl() {
  static const Nccl n = make_nccl();
  return n;
}

void bind_emulated_nccl_id(const NcclUniqueId& id, std::shared_ptr<CpuCommunicator> group) {
  Lock l(mu());
  nccl_bindings()[id] = std::move(group);
}

std::string compile_emulated_module(const std::vector<uint8_t>& image) {
  std::string text(image.begin(), image.end());
  if (!text.empty() && text.back() == '\0') text.pop_back();
  if (text.rfind(kImageMagic, 0) != 0) return "not an emulation image";
  std::string so;
  return compile_module(text, so);
}

const Driver& emulated_driver() {
  static const Driver d = make_driver();
  return d;
}

const Cublas& emulated_cublas() {
  static const Cublas c = make_cublas();
  return c;
}

EmulationStats emulation_stats() {
  Lock l(mu());
  EmulationStats s = stats();
  for (const auto& [base, a] : memory().by_base) s.live_allocations += a.freed ? 0 : 1;
  return s;
}

std::string emulation_cache_dir() {
  if (const char* d = std::getenv("FULGUR_CACHE_DIR"); d && *d) return std::string(d) + "/emu";
  if (const char* d = std::getenv("XDG_CACHE_HOME"); d && *d) return std::string(d) + "/fulgur/emu";
  if (const char* d = std::getenv("HOME"); d && *d) return std::string(d) + "/.cache/fulgur/emu";
  return (fs::temp_directory_path() / ("fulgur-emu-" + std::to_string(getuid()))).string();
}

}  // namespace fulgur::cuda
