// The versioned disk cache of compiled kernels, so that a process (or the
// warmup tool, ahead of time) pays NVRTC's ~100 ms per kernel once per
// machine. An entry's key covers the source, the NVRTC options, the
// architecture, the NVRTC version and the cache format version; writes are
// atomic (temp file + rename), reads are checksummed, and a corrupt or
// truncated entry is deleted and recompiled, never loaded. Many processes may
// share one directory.
//
// Entry file `<dir>/<key>.bin`: a 40-byte header
//   "FULGURKC" | u32 format version | u32 key length | u64 payload length |
//   u64 checksum (64-bit hash of key and payload) | u64 reserved (0)
// then the key, then the payload (integers little-endian).
//
// compile_cached's payload is a CompiledKernel:
//   u32 is_ptx | u32 n + kernel name | u32 n + arch | u32 n + NVRTC log |
//   u64 n + binary
// so a hit rebuilds the same CompiledKernel (with from_cache = true,
// compile_ms = 0).
#pragma once

#include <atomic>
#include <cstdint>
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "codegen/nvrtc.h"

namespace fulgur::codegen {

inline constexpr int kKernelCacheFormatVersion = 1;

// $FULGUR_CACHE_DIR/kernels, else $XDG_CACHE_HOME/fulgur/kernels, else
// $HOME/.cache/fulgur/kernels. Throws fulgur::Error when none is set.
std::filesystem::path default_kernel_cache_dir();

// $FULGUR_CACHE_MAX_BYTES (a byte count) if set, else 2 GiB.
uint64_t default_kernel_cache_max_bytes();

struct KernelCacheStats {
  int64_t hits = 0, misses = 0, stores = 0, corrupt_discarded = 0, evicted = 0;
  int64_t store_failures = 0;  // compile_cached's stores that failed (the kernel ran uncached)
};

class KernelCache {
 public:
  // Creates `dir` if needed (fulgur::Error naming the path if it cannot).
  explicit KernelCache(std::filesystem::path dir = default_kernel_cache_dir(),
                       uint64_t max_bytes = default_kernel_cache_max_bytes());

  // 32 hex digits: two 64-bit hashes (different seeds) of the fields, each
  // length-prefixed so that no two field lists serialize the same.
  static std::string make_key(const std::string& source, const std::string& options,
                              const std::string& arch, const std::string& nvrtc_version,
                              int format_version = kKernelCacheFormatVersion);

  // The payload stored under `key`, or nullopt on a miss. An entry that fails
  // verification (magic, format version, key, length, checksum) is deleted and
  // counted in corrupt_discarded. A hit marks the entry recently used (mtime).
  std::optional<std::vector<uint8_t>> load(const std::string& key);

  // Writes atomically (a unique temp file in `dir`, renamed over the entry),
  // then evicts the least recently used entries while the directory holds
  // more than max_bytes; the entry just stored is never evicted. Throws
  // fulgur::Error naming the path when the directory is not writable.
  //
  // The directory total is rescanned every so many stores, or when this
  // process's running estimate passes max_bytes, so other processes' writes
  // are accounted at the next scan rather than at each store.
  void store(const std::string& key, const std::vector<uint8_t>& payload);

  // compile_cached catches store's errors (the compile succeeded; only the
  // cache lost an entry) and notes them here.
  void note_store_failure(const std::string& message);
  std::string last_store_error() const;

  const std::filesystem::path& dir() const { return dir_; }
  uint64_t max_bytes() const { return max_bytes_; }
  KernelCacheStats stats() const;

 private:
  std::filesystem::path entry_path(const std::string& key) const;
  void evict_locked(const std::filesystem::path& keep);

  std::filesystem::path dir_;
  uint64_t max_bytes_;
  std::atomic<int64_t> hits_{0}, misses_{0}, stores_{0}, corrupt_discarded_{0}, evicted_{0},
      store_failures_{0};
  mutable std::mutex evict_mu_;
  std::string last_store_error_;             // guarded by evict_mu_
  std::optional<uint64_t> estimated_bytes_;  // guarded by evict_mu_; unknown before a scan
  int stores_since_scan_ = 0;                // guarded by evict_mu_
};

// Compiles through `cache` (nullable: no cache): loads by key, else
// nvrtc_compile and stores. A hit has from_cache = true and compile_ms = 0.
// A hit whose CUBIN does not read back (cubin_resources) is recompiled and
// replaced; a failed store is noted in the cache's stats, not thrown.
CompiledKernel compile_cached(KernelCache* cache, const std::string& source,
                              const std::string& kernel_name, const NvrtcOptions& opts);

}  // namespace fulgur::codegen
