// The disk kernel cache (see kernel_cache.h for the entry format).
#include "codegen/kernel_cache.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <thread>

#include "ir/error.h"

namespace fulgur::codegen {

namespace fs = std::filesystem;

namespace {

constexpr char kMagic[8] = {'F', 'U', 'L', 'G', 'U', 'R', 'K', 'C'};
constexpr size_t kHeaderBytes = 40;
constexpr const char* kEntrySuffix = ".bin";
constexpr const char* kTempPrefix = ".tmp.";
// A temp file this old belongs to a writer that died; eviction removes it.
constexpr auto kStaleTempAge = std::chrono::hours(1);
// Stores between two rescans of the directory total.
constexpr int kStoresPerScan = 64;
constexpr uint64_t kDefaultMaxBytes = uint64_t{2} << 30;

// ---- hashing: xxHash64's structure (stripes of 32 bytes, four lanes) -------------

constexpr uint64_t kP1 = 0x9E3779B185EBCA87ULL, kP2 = 0xC2B2AE3D27D4EB4FULL,
                   kP3 = 0x165667B19E3779F9ULL, kP4 = 0x85EBCA77C2B2AE63ULL,
                   kP5 = 0x27D4EB2F165667C5ULL;

uint64_t rotl(uint64_t x, int r) {
  return (x << r) | (x >> (64 - r));
}
uint64_t read64(const uint8_t* p) {
  uint64_t v;
  std::memcpy(&v, p, 8);
  return v;
}
uint32_t read32(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  return v;
}
uint64_t round64(uint64_t acc, uint64_t in) {
  return rotl(acc + in * kP2, 31) * kP1;
}
uint64_t merge64(uint64_t acc, uint64_t v) {
  return (acc ^ round64(0, v)) * kP1 + kP4;
}

uint64_t hash64(const uint8_t* p, size_t n, uint64_t seed) {
  const uint8_t* const end = p + n;
  uint64_t h;
  if (n >= 32) {
    uint64_t v1 = seed + kP1 + kP2, v2 = seed + kP2, v3 = seed, v4 = seed - kP1;
    for (; end - p >= 32; p += 32) {
      v1 = round64(v1, read64(p));
      v2 = round64(v2, read64(p + 8));
      v3 = round64(v3, read64(p + 16));
      v4 = round64(v4, read64(p + 24));
    }
    h = rotl(v1, 1) + rotl(v2, 7) + rotl(v3, 12) + rotl(v4, 18);
    h = merge64(merge64(merge64(merge64(h, v1), v2), v3), v4);
  } else {
    h = seed + kP5;
  }
  h += n;
  for (; end - p >= 8; p += 8) h = rotl(h ^ round64(0, read64(p)), 27) * kP1 + kP4;
  if (end - p >= 4) {
    h = rotl(h ^ (uint64_t{read32(p)} * kP1), 23) * kP2 + kP3;
    p += 4;
  }
  for (; p < end; ++p) h = rotl(h ^ (*p * kP5), 11) * kP1;
  h ^= h >> 33;
  h *= kP2;
  h ^= h >> 29;
  h *= kP3;
  h ^= h >> 32;
  return h;
}

uint64_t hash64(const std::string& s, uint64_t seed) {
  return hash64(reinterpret_cast<const uint8_t*>(s.data()), s.size(), seed);
}

// ---- little-endian framing -----------------------------------------------------

template <typename T>
void put(std::vector<uint8_t>* out, T v) {
  uint8_t bytes[sizeof(T)];
  std::memcpy(bytes, &v, sizeof(T));
  out->insert(out->end(), bytes, bytes + sizeof(T));
}

template <typename Len>
void put_bytes(std::vector<uint8_t>* out, const void* data, size_t n) {
  put<Len>(out, static_cast<Len>(n));
  const auto* p = static_cast<const uint8_t*>(data);
  out->insert(out->end(), p, p + n);
}

// Reads fields in order; any overrun makes the reader !ok().
class Reader {
 public:
  Reader(const uint8_t* p, size_t n) : p_(p), n_(n) {}
  template <typename T>
  T get() {
    T v{};
    if (!take(sizeof(T))) return v;
    std::memcpy(&v, p_ + at_ - sizeof(T), sizeof(T));
    return v;
  }
  template <typename Len>
  std::string get_string() {
    const Len n = get<Len>();
    if (!take(n)) return {};
    return std::string(reinterpret_cast<const char*>(p_ + at_ - n), n);
  }
  bool ok() const { return ok_; }
  bool at_end() const { return ok_ && at_ == n_; }

 private:
  bool take(uint64_t k) {
    if (!ok_ || k > n_ - at_) return ok_ = false;
    at_ += k;
    return true;
  }
  const uint8_t* p_;
  size_t n_;
  size_t at_ = 0;
  bool ok_ = true;
};

uint64_t entry_checksum(const std::string& key, const uint8_t* payload, size_t n) {
  return hash64(payload, n, hash64(key, 0));
}

std::string to_hex(uint64_t v) {
  static const char* digits = "0123456789abcdef";
  std::string out(16, '0');
  for (int i = 15; i >= 0; --i, v >>= 4) out[i] = digits[v & 15];
  return out;
}

// Unique in the machine: two processes (pid), two threads (id) and two stores
// of one thread (counter) never share a temp file.
fs::path temp_path(const fs::path& dir, const std::string& key) {
  static std::atomic<uint64_t> counter{0};
  const size_t tid = std::hash<std::thread::id>{}(std::this_thread::get_id());
  return dir / (kTempPrefix + key + "." + std::to_string(::getpid()) + "." + std::to_string(tid) +
                "." + std::to_string(counter++));
}

bool is_entry(const fs::path& p) {
  const std::string name = p.filename().string();
  return name.size() > 4 && name.rfind(kTempPrefix, 0) != 0 && p.extension() == kEntrySuffix;
}

[[noreturn]] void fail_io(const char* what, const fs::path& path, int err) {
  FULGUR_FAIL("kernel cache: cannot ", what, " ", path.string(), ": ", std::strerror(err));
}

void write_all(int fd, const uint8_t* p, size_t n, const fs::path& path) {
  while (n > 0) {
    const ssize_t w = ::write(fd, p, n);
    if (w < 0 && errno == EINTR) continue;
    if (w < 0) {
      const int err = errno;
      ::close(fd);
      std::error_code ec;
      fs::remove(path, ec);
      fail_io("write", path, err);
    }
    p += w;
    n -= static_cast<size_t>(w);
  }
}

std::vector<uint8_t> serialize(const CompiledKernel& k) {
  std::vector<uint8_t> out;
  out.reserve(k.binary.size() + k.log.size() + k.kernel_name.size() + 64);
  put<uint32_t>(&out, k.is_ptx ? 1 : 0);
  put_bytes<uint32_t>(&out, k.kernel_name.data(), k.kernel_name.size());
  put_bytes<uint32_t>(&out, k.arch.data(), k.arch.size());
  put_bytes<uint32_t>(&out, k.log.data(), k.log.size());
  put_bytes<uint64_t>(&out, k.binary.data(), k.binary.size());
  return out;
}

std::optional<CompiledKernel> deserialize(const std::vector<uint8_t>& bytes) {
  Reader r(bytes.data(), bytes.size());
  CompiledKernel k;
  const uint32_t is_ptx = r.get<uint32_t>();
  k.is_ptx = is_ptx == 1;
  k.kernel_name = r.get_string<uint32_t>();
  k.arch = r.get_string<uint32_t>();
  k.log = r.get_string<uint32_t>();
  const std::string binary = r.get_string<uint64_t>();
  if (!r.at_end() || is_ptx > 1) return std::nullopt;
  k.binary.assign(binary.begin(), binary.end());
  k.from_cache = true;
  return k;
}

}  // namespace

fs::path default_kernel_cache_dir() {
  auto env = [](const char* name) -> const char* {
    const char* v = std::getenv(name);
    return v != nullptr && *v != '\0' ? v : nullptr;
  };
  if (const char* dir = env("FULGUR_CACHE_DIR")) return fs::path(dir) / "kernels";
  if (const char* dir = env("XDG_CACHE_HOME")) return fs::path(dir) / "fulgur" / "kernels";
  if (const char* dir = env("HOME")) return fs::path(dir) / ".cache" / "fulgur" / "kernels";
  FULGUR_FAIL("kernel cache: no cache directory: set FULGUR_CACHE_DIR (or XDG_CACHE_HOME or HOME)");
}

uint64_t default_kernel_cache_max_bytes() {
  const char* v = std::getenv("FULGUR_CACHE_MAX_BYTES");
  if (v == nullptr || *v == '\0') return kDefaultMaxBytes;
  char* end = nullptr;
  errno = 0;
  const unsigned long long n = std::strtoull(v, &end, 10);
  FULGUR_CHECK(errno == 0 && *end == '\0' && v[0] != '-',
               "FULGUR_CACHE_MAX_BYTES must be a byte count, got '", v, "'");
  return n;
}

KernelCache::KernelCache(fs::path dir, uint64_t max_bytes)
    : dir_(std::move(dir)), max_bytes_(max_bytes) {
  FULGUR_CHECK(!dir_.empty(), "kernel cache: empty directory path");
  std::error_code ec;
  fs::create_directories(dir_, ec);
  FULGUR_CHECK(!ec, "kernel cache: cannot create directory ", dir_.string(), ": ", ec.message());
  FULGUR_CHECK(fs::is_directory(dir_, ec), "kernel cache: ", dir_.string(),
               " exists but is not a directory");
}

std::string KernelCache::make_key(const std::string& source, const std::string& options,
                                  const std::string& arch, const std::string& nvrtc_version,
                                  int format_version) {
  std::vector<uint8_t> fields;
  fields.reserve(source.size() + options.size() + 64);
  for (const std::string* f : {&source, &options, &arch, &nvrtc_version})
    put_bytes<uint64_t>(&fields, f->data(), f->size());
  put<int64_t>(&fields, format_version);
  return to_hex(hash64(fields.data(), fields.size(), 0)) +
         to_hex(hash64(fields.data(), fields.size(), kP3));
}

fs::path KernelCache::entry_path(const std::string& key) const {
  // Keys become file names: nothing that could climb out of the directory.
  FULGUR_CHECK(!key.empty() && key.size() <= 128 &&
                   std::all_of(key.begin(), key.end(),
                               [](char c) {
                                 return std::isalnum(static_cast<unsigned char>(c)) || c == '-' ||
                                        c == '_';
                               }),
               "kernel cache: bad key '", key, "' (expected letters, digits, '-' or '_')");
  return dir_ / (key + kEntrySuffix);
}

std::optional<std::vector<uint8_t>> KernelCache::load(const std::string& key) {
  const fs::path path = entry_path(key);
  // O_NONBLOCK: a FIFO at the entry's path must not block the open. Anything
  // but a regular file there (a FIFO, a directory, a device) is no entry.
  const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) {
    ++misses_;
    return std::nullopt;
  }
  struct stat st {};
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    // Removed (unless a non-empty directory) so that the store that follows
    // can rename the recompiled entry into place.
    std::error_code ec;
    fs::remove(path, ec);
    ++corrupt_discarded_;
    ++misses_;
    return std::nullopt;
  }
  std::vector<uint8_t> file;
  bool read_ok = true;
  for (uint8_t buf[1 << 16];;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) read_ok = false;
    if (n <= 0) break;
    file.insert(file.end(), buf, buf + n);
  }
  ::close(fd);

  Reader r(file.data(), file.size());
  char magic[8];
  for (char& c : magic) c = static_cast<char>(r.get<uint8_t>());
  const uint32_t version = r.get<uint32_t>();
  const uint32_t key_len = r.get<uint32_t>();
  const uint64_t payload_len = r.get<uint64_t>();
  const uint64_t checksum = r.get<uint64_t>();
  r.get<uint64_t>();  // reserved
  const std::string stored_key(
      r.ok() && key_len <= file.size() - kHeaderBytes
          ? std::string(reinterpret_cast<const char*>(file.data() + kHeaderBytes), key_len)
          : std::string());
  const bool valid =
      read_ok && r.ok() && std::memcmp(magic, kMagic, 8) == 0 &&
      version == static_cast<uint32_t>(kKernelCacheFormatVersion) && stored_key == key &&
      file.size() - kHeaderBytes - key_len == payload_len &&
      checksum == entry_checksum(key, file.data() + kHeaderBytes + key_len, payload_len);
  if (!valid) {
    // Never load it; a racing writer renaming a good entry over it at this
    // moment only costs that entry a recompile.
    std::error_code ec;
    fs::remove(path, ec);
    ++corrupt_discarded_;
    ++misses_;
    return std::nullopt;
  }
  std::error_code ec;
  fs::last_write_time(path, fs::file_time_type::clock::now(), ec);  // LRU; best effort
  ++hits_;
  const auto payload_begin = file.begin() + static_cast<std::ptrdiff_t>(kHeaderBytes + key_len);
  return std::vector<uint8_t>(payload_begin, file.end());
}

void KernelCache::store(const std::string& key, const std::vector<uint8_t>& payload) {
  const fs::path path = entry_path(key);
  // Header fields at fixed offsets (see kernel_cache.h).
  uint8_t head[kHeaderBytes] = {};
  const uint32_t version = kKernelCacheFormatVersion;
  const uint32_t key_len = static_cast<uint32_t>(key.size());
  const uint64_t payload_len = payload.size();
  const uint64_t checksum = entry_checksum(key, payload.data(), payload.size());
  std::memcpy(head, kMagic, 8);
  std::memcpy(head + 8, &version, 4);
  std::memcpy(head + 12, &key_len, 4);
  std::memcpy(head + 16, &payload_len, 8);
  std::memcpy(head + 24, &checksum, 8);

  const fs::path temp = temp_path(dir_, key);
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
  if (fd < 0) fail_io("create", temp, errno);
  write_all(fd, head, kHeaderBytes, temp);
  write_all(fd, reinterpret_cast<const uint8_t*>(key.data()), key.size(), temp);
  write_all(fd, payload.data(), payload.size(), temp);
  // No fsync: after a crash a half-written entry fails its checksum and is
  // recompiled, which is cheaper than syncing every store.
  if (::close(fd) != 0) {
    const int err = errno;
    std::error_code ec;
    fs::remove(temp, ec);
    fail_io("write", temp, err);
  }
  if (::rename(temp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    std::error_code ec;
    fs::remove(temp, ec);
    fail_io("rename a temp file to", path, err);
  }
  ++stores_;

  std::lock_guard<std::mutex> lock(evict_mu_);
  const uint64_t written = kHeaderBytes + key.size() + payload.size();
  if (estimated_bytes_) *estimated_bytes_ += written;
  if (!estimated_bytes_ || *estimated_bytes_ > max_bytes_ || ++stores_since_scan_ >= kStoresPerScan)
    evict_locked(path);
}

void KernelCache::evict_locked(const fs::path& keep) {
  struct Entry {
    fs::path path;
    fs::file_time_type mtime;
    uint64_t bytes;
  };
  std::vector<Entry> entries;
  uint64_t total = 0;
  const auto now = fs::file_time_type::clock::now();
  std::error_code ec;
  for (fs::directory_iterator it(dir_, ec), end; !ec && it != end; it.increment(ec)) {
    // Entries vanish under us when other processes evict: skip what fails.
    std::error_code entry_ec;
    const fs::path& p = it->path();
    const auto mtime = fs::last_write_time(p, entry_ec);
    if (entry_ec) continue;
    if (p.filename().string().rfind(kTempPrefix, 0) == 0) {
      if (now - mtime > kStaleTempAge) fs::remove(p, entry_ec);
      continue;
    }
    if (!is_entry(p)) continue;
    const uint64_t bytes = fs::file_size(p, entry_ec);
    if (entry_ec) continue;
    entries.push_back({p, mtime, bytes});
    total += bytes;
  }
  if (total > max_bytes_) {
    std::sort(entries.begin(), entries.end(),
              [](const Entry& a, const Entry& b) { return a.mtime < b.mtime; });
    for (const Entry& e : entries) {
      if (total <= max_bytes_) break;
      if (e.path == keep) continue;
      std::error_code remove_ec;
      if (fs::remove(e.path, remove_ec)) ++evicted_;
      total -= e.bytes;  // gone either way: removed here or by another process
    }
  }
  estimated_bytes_ = total;
  stores_since_scan_ = 0;
}

KernelCacheStats KernelCache::stats() const {
  return {hits_.load(),    misses_.load(),        stores_.load(), corrupt_discarded_.load(),
          evicted_.load(), store_failures_.load()};
}

namespace {
bool readable_cubin(const std::vector<uint8_t>& binary, const std::string& kernel_name) {
  try {
    cubin_resources(binary, kernel_name);
    return true;
  } catch (const Error&) {
    return false;
  }
}
}  // namespace

void KernelCache::note_store_failure(const std::string& message) {
  ++store_failures_;
  std::lock_guard<std::mutex> lock(evict_mu_);
  last_store_error_ = message;
}

std::string KernelCache::last_store_error() const {
  std::lock_guard<std::mutex> lock(evict_mu_);
  return last_store_error_;
}

CompiledKernel compile_cached(KernelCache* cache, const std::string& source,
                              const std::string& kernel_name, const NvrtcOptions& opts) {
  if (cache == nullptr) return nvrtc_compile(source, kernel_name, opts);
  const std::string key =
      KernelCache::make_key(source, opts.options_string(), opts.arch, nvrtc_version_string());
  if (std::optional<std::vector<uint8_t>> payload = cache->load(key)) {
    std::optional<CompiledKernel> k = deserialize(*payload);
    // A payload for another entry point of the same source (or not written by
    // compile_cached) is recompiled and replaced; so is a CUBIN that does not
    // read back (a checksum proves only that the bytes are the ones stored).
    if (k && k->kernel_name == kernel_name && k->arch == opts.arch && k->is_ptx == opts.ptx &&
        (k->is_ptx || readable_cubin(k->binary, kernel_name)))
      return *k;
  }
  CompiledKernel k = nvrtc_compile(source, kernel_name, opts);
  // A cache that cannot take the entry (read-only, full, not a directory any
  // more) costs the next process a recompile, never this compile.
  try {
    cache->store(key, serialize(k));
  } catch (const Error& e) {
    cache->note_store_failure(e.what());
  }
  return k;
}

}  // namespace fulgur::codegen
