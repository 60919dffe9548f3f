// Tests of the NVRTC wrapper, the disk kernel cache, the thread pool and
// compile_all. NVRTC needs no GPU, so these run on any machine with the CUDA
// toolkit; without it the NVRTC-dependent tests skip.
#include <gtest/gtest.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <sstream>

#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <future>
#include <memory>
#include <optional>
#include <random>
#include <regex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "cli_runner.h"
#include "codegen/compile_jobs.h"
#include "codegen/kernel_cache.h"
#include "codegen/nvrtc.h"
#include "codegen/thread_pool.h"
#include "ir/error.h"
#include "scoped_env.h"

namespace fulgur::codegen {
namespace {

namespace fs = std::filesystem;

#define REQUIRE_NVRTC() \
  if (!nvrtc_available()) GTEST_SKIP() << "fulgur was built without the CUDA toolkit (no NVRTC)"

// Uses cuda_fp16.h, so it also proves that the include directory is passed.
constexpr const char* kAxpy = R"(#include <cuda_fp16.h>
extern "C" __global__ void axpy(float a, const __half* x, float* y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * __half2float(x[i]) + y[i];
}
)";

// No includes: the cheapest compile, for tests that compile a lot.
std::string scale_source(const std::string& name, int variant) {
  return "extern \"C\" __global__ void " + name +
         "(float* y, float a, int n) {\n"
         "  int i = blockIdx.x * blockDim.x + threadIdx.x;\n"
         "  if (i < n) y[i] = a * y[i] + " +
         std::to_string(variant) + ".0f;\n}\n";
}

// Registers, static shared memory and a stack (a local array indexed at run
// time, and a call into a non-inlined device function with its own frame).
constexpr const char* kResources = R"(
__noinline__ float pick(const float* x, int k) {
  float a[32];
  for (int j = 0; j < 32; ++j) a[j] = x[j * k];
  return a[k & 31] + a[(k * 3) & 31];
}
extern "C" __global__ void calls(const float* x, float* y, int k) { y[threadIdx.x] = pick(x, k); }
extern "C" __global__ void __launch_bounds__(128) tiled(const float* x, float* y) {
  __shared__ double t[3000];
  t[threadIdx.x] = x[threadIdx.x];
  __syncthreads();
  y[threadIdx.x] = t[2999 - threadIdx.x];
}
extern "C" __global__ void spill(const float* x, float* y, int n, int k) {
  float acc[64];
  for (int j = 0; j < 64; ++j) acc[j] = x[(j * 7 + k) % n];
  float s = 0;
  for (int j = 0; j < 64; ++j) s += acc[(j * k) & 63] * acc[j];
  y[threadIdx.x] = s;
}
)";

// A fresh directory per test, removed at the end.
class TempDir {
 public:
  TempDir() {
    static std::atomic<int> counter{0};
    std::random_device rd;
    path_ = fs::temp_directory_path() / ("fulgur-kc-test-" + std::to_string(::getpid()) + "-" +
                                         std::to_string(counter++) + "-" + std::to_string(rd()));
    fs::create_directories(path_);
  }
  ~TempDir() {
    std::error_code ec;
    fs::remove_all(path_, ec);
  }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

using testing::ScopedEnv;

NvrtcOptions arch_options(const std::string& arch, bool ptx = false) {
  NvrtcOptions o;
  o.arch = arch;
  o.ptx = ptx;
  return o;
}

std::vector<fs::path> entries_in(const fs::path& dir) {
  std::vector<fs::path> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.path().extension() == ".bin") out.push_back(e.path());
  return out;
}

std::vector<char> read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::vector<char>((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

void write_file(const fs::path& p, const std::vector<char>& bytes) {
  std::ofstream(p, std::ios::binary | std::ios::trunc).write(bytes.data(), bytes.size());
}

std::vector<uint8_t> payload_of(size_t n, uint8_t seed) {
  std::vector<uint8_t> out(n);
  for (size_t i = 0; i < n; ++i) out[i] = static_cast<uint8_t>(seed * 31 + i * 7 + (i >> 8));
  return out;
}

std::string error_of(const std::function<void()>& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e.what();
  }
  return "(no fulgur::Error thrown)";
}

// ---- NVRTC -----------------------------------------------------------------------

TEST(Nvrtc, CompilesCubinForSm80AndSm90) {
  REQUIRE_NVRTC();
  for (const char* arch : {"sm_80", "sm_90"}) {
    const CompiledKernel k = nvrtc_compile(kAxpy, "axpy", arch_options(arch));
    EXPECT_EQ(k.kernel_name, "axpy");
    EXPECT_EQ(k.arch, arch);
    EXPECT_FALSE(k.is_ptx);
    EXPECT_FALSE(k.from_cache);
    ASSERT_GT(k.binary.size(), 4u);
    EXPECT_EQ(k.binary[0], 0x7f);  // an ELF file
    EXPECT_EQ(std::string(k.binary.begin() + 1, k.binary.begin() + 4), "ELF");
    EXPECT_GT(cubin_resources(k.binary, "axpy").registers, 0);
  }
}

TEST(Nvrtc, CompilesPtx) {
  REQUIRE_NVRTC();
  const CompiledKernel k = nvrtc_compile(kAxpy, "axpy", arch_options("sm_90", /*ptx=*/true));
  EXPECT_TRUE(k.is_ptx);
  const std::string ptx(k.binary.begin(), k.binary.end());
  EXPECT_NE(ptx.find(".entry axpy("), std::string::npos);
  EXPECT_NE(ptx.find(".target sm_90"), std::string::npos);
}

TEST(Nvrtc, UnknownArchNamesTheSupportedOnes) {
  REQUIRE_NVRTC();
  const std::string msg = error_of([] { nvrtc_compile(kAxpy, "axpy", arch_options("sm_1")); });
  EXPECT_NE(msg.find("'sm_1'"), std::string::npos) << msg;
  const std::vector<std::string> supported = nvrtc_supported_archs();
  ASSERT_FALSE(supported.empty());
  for (const std::string& a : supported) EXPECT_NE(msg.find(a), std::string::npos) << msg;
  EXPECT_NE(error_of([] { nvrtc_compile(kAxpy, "axpy", arch_options("gfx90a")); }).find("gfx90a"),
            std::string::npos);
}

TEST(Nvrtc, SyntaxErrorReportsLogAndNumberedSource) {
  REQUIRE_NVRTC();
  const std::string source =
      "extern \"C\" __global__ void broken(float* y) {\n"
      "  int i = threadIdx.x;\n"
      "  y[i] = undeclared_name + ;\n"
      "}\n";
  const std::string msg = error_of([&] { nvrtc_compile(source, "broken", arch_options("sm_90")); });
  EXPECT_NE(msg.find("'broken'"), std::string::npos) << msg;
  EXPECT_NE(msg.find("sm_90"), std::string::npos) << msg;
  EXPECT_NE(msg.find("NVRTC_ERROR_COMPILATION"), std::string::npos) << msg;
  EXPECT_NE(msg.find("undeclared_name"), std::string::npos) << msg;  // from the log
  EXPECT_NE(msg.find("error"), std::string::npos) << msg;
  EXPECT_NE(msg.find("  3 |   y[i] = undeclared_name + ;"), std::string::npos) << msg;
  // The failure leaves a reproducer whose path the message names.
  size_t at = msg.find("--- reproducer: ");
  ASSERT_NE(at, std::string::npos) << msg;
  std::string path = msg.substr(at + 16, msg.find(' ', at + 16) - (at + 16));
  std::ifstream repro(path);
  std::stringstream text;
  text << repro.rdbuf();
  EXPECT_NE(text.str().find("undeclared_name"), std::string::npos) << path;
}

TEST(Nvrtc, WrongKernelNameIsAnError) {
  REQUIRE_NVRTC();
  const std::string msg = error_of(
      [] { nvrtc_compile(scale_source("scale", 0), "no_such_kernel", arch_options("sm_90")); });
  EXPECT_NE(msg.find("no kernel 'no_such_kernel'"), std::string::npos) << msg;
}

TEST(Nvrtc, IncludeDirFollowsCudaHome) {
  REQUIRE_NVRTC();
  TempDir tmp;
  {
    ScopedEnv home("CUDA_HOME", tmp.path().c_str());
    const std::string msg = error_of([] { cuda_include_dir(); });
    EXPECT_NE(msg.find((tmp.path() / "include").string()), std::string::npos) << msg;
    EXPECT_NE(msg.find("cuda_fp16.h"), std::string::npos) << msg;
  }
  ScopedEnv home("CUDA_HOME", nullptr);
  ScopedEnv path("CUDA_PATH", nullptr);
  EXPECT_TRUE(fs::exists(fs::path(cuda_include_dir()) / "cuda_fp16.h"));
}

TEST(Nvrtc, OptionsStringIsCanonical) {
  NvrtcOptions a;
  a.extra = {"-DX=1", "-lineinfo"};
  NvrtcOptions b = a;
  EXPECT_EQ(a.options_string(), b.options_string());
  EXPECT_NE(a.options_string().find("--gpu-architecture=sm_90"), std::string::npos);
  b.ptx = true;
  EXPECT_NE(b.options_string().find("--gpu-architecture=compute_90"), std::string::npos);
  // One option with a blank is not two options.
  NvrtcOptions c, d;
  c.extra = {"-DX=1 -DY=2"};
  d.extra = {"-DX=1", "-DY=2"};
  EXPECT_NE(c.options_string(), d.options_string());
}

// Where cuobjdump is: $FULGUR_CUOBJDUMP, next to the toolkit, or on $PATH.
std::optional<std::string> find_cuobjdump() {
  std::vector<fs::path> candidates;
  if (const char* env = std::getenv("FULGUR_CUOBJDUMP")) candidates.emplace_back(env);
  try {
    candidates.push_back(fs::path(cuda_include_dir()).parent_path() / "bin" / "cuobjdump");
  } catch (const Error&) {
  }
  candidates.emplace_back("/usr/local/cuda/bin/cuobjdump");
  if (const char* path = std::getenv("PATH")) {
    std::string p = path;
    for (size_t at = 0, end; at <= p.size(); at = end + 1) {
      end = p.find(':', at);
      if (end == std::string::npos) end = p.size();
      if (end > at) candidates.push_back(fs::path(p.substr(at, end - at)) / "cuobjdump");
    }
  }
  for (const fs::path& c : candidates)
    if (::access(c.c_str(), X_OK) == 0) return c.string();
  return std::nullopt;
}

std::string run_command(const std::string& cmd) {
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen(cmd.c_str(), "r"), ::pclose);
  if (!pipe) return {};
  std::string out;
  std::array<char, 4096> buf;
  for (size_t n; (n = std::fread(buf.data(), 1, buf.size(), pipe.get())) > 0;)
    out.append(buf.data(), n);
  return out;
}

TEST(Nvrtc, CubinResourcesMatchCuobjdump) {
  REQUIRE_NVRTC();
  const std::optional<std::string> cuobjdump = find_cuobjdump();
  if (!cuobjdump)
    GTEST_SKIP() << "cuobjdump not found (set FULGUR_CUOBJDUMP, or put the toolkit's bin on PATH)";
  TempDir tmp;
  for (const char* arch : {"sm_80", "sm_90"}) {
    const CompiledKernel k = nvrtc_compile(kResources, "calls", arch_options(arch));
    const fs::path file = tmp.path() / (std::string(arch) + ".cubin");
    write_file(file, std::vector<char>(k.binary.begin(), k.binary.end()));
    const std::string dump =
        run_command("'" + *cuobjdump + "' --dump-resource-usage '" + file.string() + "' 2>&1");
    for (const char* name : {"calls", "tiled", "spill"}) {
      SCOPED_TRACE(std::string(arch) + " " + name);
      std::smatch m;
      const std::regex line(std::string("Function ") + name +
                            R"(:\s*REG:(\d+) STACK:(\d+) SHARED:(\d+) LOCAL:(\d+))");
      ASSERT_TRUE(std::regex_search(dump, m, line)) << dump;
      const KernelResources r = cubin_resources(k.binary, name);
      EXPECT_EQ(r.registers, std::stoi(m[1]));
      EXPECT_EQ(r.shared_bytes, std::stoll(m[3]));
      EXPECT_EQ(r.local_bytes, std::stoll(m[2]) + std::stoll(m[4]));
    }
    // Known values, independent of cuobjdump's reading.
    EXPECT_GE(cubin_resources(k.binary, "tiled").shared_bytes, 24000);
    EXPECT_EQ(cubin_resources(k.binary, "tiled").max_threads, 128);
    EXPECT_GT(cubin_resources(k.binary, "calls").local_bytes, 0);
  }
}

TEST(Nvrtc, CubinResourcesRejectsBadInput) {
  std::vector<uint8_t> junk = payload_of(256, 3);
  EXPECT_NE(error_of([&] { cubin_resources(junk, "k"); }).find("not a CUBIN"), std::string::npos);
  junk.resize(10);
  EXPECT_NE(error_of([&] { cubin_resources(junk, "k"); }).find("not a CUBIN"), std::string::npos);
  REQUIRE_NVRTC();
  const CompiledKernel k = nvrtc_compile(scale_source("scale", 1), "scale", arch_options("sm_90"));
  EXPECT_NE(error_of([&] { cubin_resources(k.binary, "other"); }).find("no kernel 'other'"),
            std::string::npos);
  std::vector<uint8_t> cut(k.binary.begin(), k.binary.begin() + 100);
  EXPECT_NE(error_of([&] { cubin_resources(cut, "scale"); }).find("not a CUBIN"),
            std::string::npos);
}

// ---- the disk cache ----------------------------------------------------------------

TEST(KernelCache, MissThenHit) {
  REQUIRE_NVRTC();
  TempDir tmp;
  KernelCache cache(tmp.path());
  const CompiledKernel first = compile_cached(&cache, kAxpy, "axpy", arch_options("sm_90"));
  EXPECT_FALSE(first.from_cache);
  KernelCacheStats s = cache.stats();
  EXPECT_EQ(s.misses, 1);
  EXPECT_EQ(s.hits, 0);
  EXPECT_EQ(s.stores, 1);

  const CompiledKernel second = compile_cached(&cache, kAxpy, "axpy", arch_options("sm_90"));
  EXPECT_TRUE(second.from_cache);
  EXPECT_EQ(second.compile_ms, 0);
  EXPECT_EQ(second.binary, first.binary);
  EXPECT_EQ(second.kernel_name, "axpy");
  EXPECT_EQ(second.arch, "sm_90");
  EXPECT_EQ(second.log, first.log);
  s = cache.stats();
  EXPECT_EQ(s.hits, 1);
  EXPECT_EQ(s.misses, 1);
  EXPECT_EQ(s.stores, 1);

  // A second cache object on the same directory (another process) hits too.
  KernelCache other(tmp.path());
  EXPECT_TRUE(compile_cached(&other, kAxpy, "axpy", arch_options("sm_90")).from_cache);
  // PTX is a different entry.
  EXPECT_FALSE(compile_cached(&cache, kAxpy, "axpy", arch_options("sm_90", true)).from_cache);
  EXPECT_TRUE(compile_cached(&cache, kAxpy, "axpy", arch_options("sm_90", true)).is_ptx);
}

// Compiles one small kernel into a fresh cache, damages its entry with
// `damage`, and checks the next compile discards it and recompiles.
void expect_damaged_entry_recompiled(const std::function<void(std::vector<char>*)>& damage) {
  TempDir tmp;
  KernelCache cache(tmp.path());
  const std::string source = scale_source("scale", 2);
  const CompiledKernel first = compile_cached(&cache, source, "scale", arch_options("sm_90"));
  const std::vector<fs::path> files = entries_in(tmp.path());
  ASSERT_EQ(files.size(), 1u);
  std::vector<char> bytes = read_file(files[0]);
  damage(&bytes);
  write_file(files[0], bytes);

  const CompiledKernel again = compile_cached(&cache, source, "scale", arch_options("sm_90"));
  EXPECT_FALSE(again.from_cache);
  EXPECT_EQ(again.binary, first.binary);
  EXPECT_EQ(cache.stats().corrupt_discarded, 1);
  EXPECT_EQ(cache.stats().hits, 0);
  // The recompiled entry replaced the damaged one.
  EXPECT_TRUE(compile_cached(&cache, source, "scale", arch_options("sm_90")).from_cache);
}

TEST(KernelCache, FlippedByteIsDiscardedAndRecompiled) {
  REQUIRE_NVRTC();
  expect_damaged_entry_recompiled([](std::vector<char>* b) { (*b)[b->size() / 2] ^= 0x10; });
}

TEST(KernelCache, TruncatedEntryIsDiscardedAndRecompiled) {
  REQUIRE_NVRTC();
  expect_damaged_entry_recompiled([](std::vector<char>* b) { b->resize(b->size() / 2); });
}

TEST(KernelCache, AnyDamagedByteIsNeverLoaded) {
  TempDir tmp;
  KernelCache cache(tmp.path());
  const std::string key = KernelCache::make_key("src", "opts", "sm_90", "13.0");
  const std::vector<uint8_t> payload = payload_of(300, 1);
  const fs::path file = tmp.path() / (key + ".bin");
  cache.store(key, payload);
  const std::vector<char> good = read_file(file);
  // Each header field (magic, version, key length, payload length, checksum),
  // the key, the payload's first and last byte; then truncations and growth.
  int damaged = 0;
  for (size_t at : {size_t{0}, size_t{8}, size_t{12}, size_t{16}, size_t{24}, size_t{40},
                    size_t{72}, good.size() - 1}) {
    std::vector<char> bad = good;
    bad[at] ^= 0x01;
    write_file(file, bad);
    EXPECT_FALSE(cache.load(key)) << "flipped byte " << at;
    EXPECT_FALSE(fs::exists(file)) << "flipped byte " << at;
    ++damaged;
  }
  for (size_t size : {size_t{0}, size_t{20}, size_t{40}, good.size() - 1}) {
    write_file(file, std::vector<char>(good.begin(), good.begin() + size));
    EXPECT_FALSE(cache.load(key)) << "truncated to " << size;
    ++damaged;
  }
  std::vector<char> longer = good;
  longer.push_back('x');
  write_file(file, longer);
  EXPECT_FALSE(cache.load(key));
  ++damaged;
  EXPECT_EQ(cache.stats().corrupt_discarded, damaged);

  write_file(file, good);
  EXPECT_EQ(cache.load(key), payload);
  EXPECT_EQ(cache.stats().hits, 1);
}

TEST(KernelCache, KeyCoversVersionsAndFields) {
  const std::string base = KernelCache::make_key("src", "opts", "sm_90", "13.0");
  EXPECT_EQ(base.size(), 32u);
  EXPECT_EQ(base, KernelCache::make_key("src", "opts", "sm_90", "13.0"));
  EXPECT_EQ(base, KernelCache::make_key("src", "opts", "sm_90", "13.0", kKernelCacheFormatVersion));
  EXPECT_NE(base, KernelCache::make_key("src", "opts", "sm_90", "13.1"));
  EXPECT_NE(base,
            KernelCache::make_key("src", "opts", "sm_90", "13.0", kKernelCacheFormatVersion + 1));
  EXPECT_NE(base, KernelCache::make_key("src", "opts", "sm_80", "13.0"));
  EXPECT_NE(base, KernelCache::make_key("src ", "opts", "sm_90", "13.0"));
  EXPECT_NE(base, KernelCache::make_key("src", "opts -lineinfo", "sm_90", "13.0"));
  // Length prefixes: moving a boundary between fields changes the key.
  EXPECT_NE(KernelCache::make_key("ab", "c", "sm_90", "13.0"),
            KernelCache::make_key("a", "bc", "sm_90", "13.0"));

  // A new NVRTC or format version misses on what the old one stored.
  TempDir tmp;
  KernelCache cache(tmp.path());
  cache.store(base, payload_of(100, 2));
  EXPECT_FALSE(cache.load(KernelCache::make_key("src", "opts", "sm_90", "13.1")));
  EXPECT_FALSE(cache.load(
      KernelCache::make_key("src", "opts", "sm_90", "13.0", kKernelCacheFormatVersion + 1)));
  EXPECT_TRUE(cache.load(base));
  EXPECT_EQ(cache.stats().misses, 2);
  EXPECT_EQ(cache.stats().corrupt_discarded, 0);
}

TEST(KernelCache, RejectsKeysThatAreNotFileNames) {
  TempDir tmp;
  KernelCache cache(tmp.path());
  EXPECT_NE(error_of([&] { cache.store("../escape", {1, 2}); }).find("bad key"), std::string::npos);
  EXPECT_NE(error_of([&] { cache.load(""); }).find("bad key"), std::string::npos);
}

TEST(KernelCache, EvictsLeastRecentlyUsed) {
  TempDir tmp;
  const size_t payload_bytes = 1000;
  const uint64_t entry_bytes = 40 + 32 + payload_bytes;
  KernelCache cache(tmp.path(), /*max_bytes=*/3 * entry_bytes + entry_bytes / 2);
  std::vector<std::string> keys;
  for (const char* name : {"a", "b", "c", "d"})
    keys.push_back(KernelCache::make_key(name, "", "sm_90", "13.0"));
  for (int i = 0; i < 3; ++i) cache.store(keys[i], payload_of(payload_bytes, i));
  // File times are coarse (a clock tick): spell out the order of use.
  const auto now = fs::file_time_type::clock::now();
  for (int i = 0; i < 3; ++i)
    fs::last_write_time(tmp.path() / (keys[i] + ".bin"), now - std::chrono::seconds(3 - i));
  EXPECT_EQ(cache.stats().evicted, 0);

  ASSERT_TRUE(cache.load(keys[0]));  // "a" becomes the most recently used
  cache.store(keys[3], payload_of(payload_bytes, 3));
  EXPECT_EQ(cache.stats().evicted, 1);
  EXPECT_TRUE(cache.load(keys[0]));
  EXPECT_FALSE(cache.load(keys[1])) << "the least recently used entry should be gone";
  EXPECT_TRUE(cache.load(keys[2]));
  EXPECT_TRUE(cache.load(keys[3]));
  EXPECT_EQ(cache.stats().corrupt_discarded, 0);

  // An entry larger than the whole budget is still kept once stored.
  KernelCache tiny(tmp.path() / "tiny", /*max_bytes=*/10);
  tiny.store(keys[0], payload_of(payload_bytes, 0));
  EXPECT_TRUE(tiny.load(keys[0]));
}

TEST(KernelCache, DirectoryFromEnvironment) {
  ScopedEnv fulgur_dir("FULGUR_CACHE_DIR", "/tmp/fulgur-env-a");
  ScopedEnv xdg("XDG_CACHE_HOME", "/tmp/fulgur-env-b");
  ScopedEnv home("HOME", "/tmp/fulgur-env-c");
  EXPECT_EQ(default_kernel_cache_dir(), fs::path("/tmp/fulgur-env-a/kernels"));
  {
    ScopedEnv unset("FULGUR_CACHE_DIR", nullptr);
    EXPECT_EQ(default_kernel_cache_dir(), fs::path("/tmp/fulgur-env-b/fulgur/kernels"));
    {
      ScopedEnv empty("XDG_CACHE_HOME", "");  // empty means unset
      EXPECT_EQ(default_kernel_cache_dir(), fs::path("/tmp/fulgur-env-c/.cache/fulgur/kernels"));
      ScopedEnv no_home("HOME", nullptr);
      EXPECT_NE(error_of([] { default_kernel_cache_dir(); }).find("FULGUR_CACHE_DIR"),
                std::string::npos);
    }
  }
  EXPECT_EQ(default_kernel_cache_dir(), fs::path("/tmp/fulgur-env-a/kernels"));

  {
    ScopedEnv max("FULGUR_CACHE_MAX_BYTES", nullptr);
    EXPECT_EQ(default_kernel_cache_max_bytes(), uint64_t{2} << 30);
  }
  {
    ScopedEnv max("FULGUR_CACHE_MAX_BYTES", "12345");
    EXPECT_EQ(default_kernel_cache_max_bytes(), 12345u);
  }
  {
    ScopedEnv max("FULGUR_CACHE_MAX_BYTES", "2GB");
    EXPECT_NE(error_of([] { default_kernel_cache_max_bytes(); }).find("'2GB'"), std::string::npos);
  }
}

TEST(KernelCache, UnusableDirectoryNamesThePath) {
  TempDir tmp;
  const fs::path file = tmp.path() / "a-file";
  write_file(file, {'x'});
  const std::string msg = error_of([&] { KernelCache cache(file / "kernels"); });
  EXPECT_NE(msg.find((file / "kernels").string()), std::string::npos) << msg;

  // The directory disappears (or turns into a file) after the cache opened it.
  const fs::path dir = tmp.path() / "gone";
  KernelCache cache(dir);
  fs::remove_all(dir);
  write_file(dir, {'x'});
  const std::string store_msg = error_of([&] { cache.store("abc", {1, 2, 3}); });
  EXPECT_NE(store_msg.find(dir.string()), std::string::npos) << store_msg;
  EXPECT_FALSE(cache.load("abc"));
}

// Four processes compile and store the same kernels into one directory at
// once, and also hammer shared keys with large payloads: every entry left must
// verify, and no temp file may be left behind.
TEST(KernelCache, ConcurrentProcessesNeverCorrupt) {
  REQUIRE_NVRTC();
  TempDir tmp;
  const std::vector<std::string> sources = {scale_source("k0", 10), scale_source("k1", 11),
                                            scale_source("k2", 12)};
  std::vector<std::string> raw_keys;
  for (int i = 0; i < 3; ++i) raw_keys.push_back(KernelCache::make_key("raw", "", "", "", i));
  const size_t raw_bytes = 1 << 20;  // large, so a non-atomic write would show

  std::vector<pid_t> children;
  for (int c = 0; c < 4; ++c) {
    const pid_t pid = ::fork();
    ASSERT_GE(pid, 0) << "fork failed";
    if (pid == 0) {
      int status = 0;
      try {
        KernelCache cache(tmp.path());
        for (int round = 0; round < 10; ++round)
          for (size_t i = 0; i < raw_keys.size(); ++i)
            cache.store(raw_keys[i], payload_of(raw_bytes, static_cast<uint8_t>(i)));
        for (size_t i = 0; i < sources.size(); ++i)
          compile_cached(&cache, sources[i], "k" + std::to_string(i), arch_options("sm_90"));
        if (cache.stats().corrupt_discarded != 0) status = 2;
      } catch (...) {
        status = 1;
      }
      ::_exit(status);
    }
    children.push_back(pid);
  }
  for (pid_t pid : children) {
    int status = 0;
    ASSERT_EQ(::waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "child status " << status;
  }

  KernelCache cache(tmp.path());
  for (size_t i = 0; i < raw_keys.size(); ++i)
    EXPECT_EQ(cache.load(raw_keys[i]), payload_of(raw_bytes, static_cast<uint8_t>(i)));
  for (size_t i = 0; i < sources.size(); ++i) {
    const CompiledKernel k =
        compile_cached(&cache, sources[i], "k" + std::to_string(i), arch_options("sm_90"));
    EXPECT_TRUE(k.from_cache);
    EXPECT_GT(cubin_resources(k.binary, "k" + std::to_string(i)).registers, 0);
  }
  EXPECT_EQ(cache.stats().corrupt_discarded, 0);
  EXPECT_EQ(cache.stats().misses, 0);
  for (const auto& e : fs::directory_iterator(tmp.path()))
    EXPECT_EQ(e.path().filename().string().rfind(".tmp.", 0), std::string::npos)
        << "left behind: " << e.path();
}

// ---- entries that cannot be trusted, read or written ------------------------------

// An ELF that passes the header checks but whose string table's offset + size
// wraps around 2^64 to a small number: reading it past a wrapped bounds check
// dereferences an address 2^63 bytes away.
std::vector<uint8_t> wrapping_elf() {
  std::vector<uint8_t> b(256, 0);
  auto put = [&](size_t at, uint64_t v, size_t n) { std::memcpy(b.data() + at, &v, n); };
  const uint8_t magic[4] = {0x7f, 'E', 'L', 'F'};
  std::memcpy(b.data(), magic, 4);
  b[4] = 2;         // 64-bit
  b[5] = 1;         // little-endian
  put(18, 190, 2);  // EM_CUDA
  put(40, 64, 8);   // section headers right after the ELF header
  put(58, 64, 2);   // entry size
  put(60, 2, 2);    // two sections
  put(62, 1, 2);    // the second is the section name table
  const size_t strtab = 64 + 64;
  put(strtab + 4, 3, 4);                             // SHT_STRTAB
  put(strtab + 24, uint64_t{1} << 63, 8);            // offset
  put(strtab + 32, (uint64_t{1} << 63) + 0x100, 8);  // size: offset + size == 0x100
  return b;
}

// compile_cached's payload (see kernel_cache.h) holding `binary`.
std::vector<uint8_t> kernel_payload(const std::string& name, const std::string& arch,
                                    const std::vector<uint8_t>& binary) {
  std::vector<uint8_t> out;
  auto put32 = [&](uint32_t v) {
    out.insert(out.end(), reinterpret_cast<uint8_t*>(&v), reinterpret_cast<uint8_t*>(&v) + 4);
  };
  put32(0);  // a CUBIN
  const std::string no_log;
  for (const std::string* s : {&name, &arch, &no_log}) {
    put32(static_cast<uint32_t>(s->size()));
    out.insert(out.end(), s->begin(), s->end());
  }
  uint64_t n = binary.size();
  out.insert(out.end(), reinterpret_cast<uint8_t*>(&n), reinterpret_cast<uint8_t*>(&n) + 8);
  out.insert(out.end(), binary.begin(), binary.end());
  return out;
}

TEST(Nvrtc, CubinResourcesRejectsSectionsWhoseEndWraps) {
  const std::string msg = error_of([] { cubin_resources(wrapping_elf(), "k"); });
  EXPECT_NE(msg.find("not a CUBIN"), std::string::npos) << msg;
  EXPECT_NE(msg.find("past the end"), std::string::npos) << msg;
}

// One kernel through compile_all into `cache`: the result and its entry file.
std::pair<CompileJobResult, fs::path> compile_one(KernelCache* cache, const std::string& name) {
  const std::vector<CompileJobResult> r =
      compile_all({{name, scale_source(name, 5)}}, {"sm_90"}, 1, cache, NvrtcOptions{}, nullptr);
  EXPECT_EQ(r.size(), 1u);
  const std::vector<fs::path> files = entries_in(cache->dir());
  EXPECT_EQ(files.size(), 1u);
  return {r.at(0), files.empty() ? fs::path() : files[0]};
}

TEST(KernelCache, CraftedCubinWithAValidChecksumIsRecompiled) {
  REQUIRE_NVRTC();
  TempDir tmp;
  KernelCache cache(tmp.path());
  auto [first, entry] = compile_one(&cache, "scale");
  ASSERT_TRUE(first.ok) << first.error;
  // Stored through the cache itself, so the checksum is right.
  cache.store(entry.stem().string(), kernel_payload("scale", "sm_90", wrapping_elf()));
  auto [again, entry2] = compile_one(&cache, "scale");
  EXPECT_TRUE(again.ok) << again.error;
  EXPECT_FALSE(again.from_cache);
  EXPECT_EQ(again.registers, first.registers);
  // The recompiled entry replaced the crafted one.
  auto [third, entry3] = compile_one(&cache, "scale");
  EXPECT_TRUE(third.ok) << third.error;
  EXPECT_TRUE(third.from_cache);
}

TEST(KernelCache, FifoAtAnEntryPathIsReplacedNotWaitedOn) {
  REQUIRE_NVRTC();
  TempDir tmp;
  KernelCache cache(tmp.path());
  auto [first, entry] = compile_one(&cache, "scale");
  ASSERT_TRUE(first.ok) << first.error;
  fs::remove(entry);
  ASSERT_EQ(::mkfifo(entry.c_str(), 0644), 0) << std::strerror(errno);
  auto done = std::async(std::launch::async, [&] { return compile_one(&cache, "scale").first; });
  if (done.wait_for(std::chrono::seconds(60)) != std::future_status::ready) {
    // Unblock the reader (a writer that closes at once) before failing.
    const int fd = ::open(entry.c_str(), O_WRONLY | O_NONBLOCK);
    if (fd >= 0) ::close(fd);
    done.wait();
    FAIL() << "compile_cached blocked on a FIFO at " << entry;
  }
  const CompileJobResult r = done.get();
  EXPECT_TRUE(r.ok) << r.error;
  EXPECT_FALSE(r.from_cache);
  EXPECT_TRUE(fs::is_regular_file(entry));
  EXPECT_EQ(cache.stats().corrupt_discarded, 1);
}

TEST(KernelCache, DirectoryAtAnEntryPathRunsUncached) {
  REQUIRE_NVRTC();
  TempDir tmp;
  KernelCache cache(tmp.path());
  auto [first, entry] = compile_one(&cache, "scale");
  ASSERT_TRUE(first.ok) << first.error;
  fs::remove(entry);
  fs::create_directories(entry / "inside");  // not empty: cannot be removed or renamed over
  const std::vector<CompileJobResult> r = compile_all(
      {{"scale", scale_source("scale", 5)}}, {"sm_90"}, 1, &cache, NvrtcOptions{}, nullptr);
  ASSERT_EQ(r.size(), 1u);
  EXPECT_TRUE(r[0].ok) << r[0].error;
  EXPECT_FALSE(r[0].from_cache);
  EXPECT_GT(r[0].registers, 0);
  EXPECT_EQ(cache.stats().store_failures, 1);
  EXPECT_NE(cache.last_store_error().find(entry.string()), std::string::npos)
      << cache.last_store_error();
  // An empty directory is removed and replaced by the entry.
  fs::remove_all(entry);
  fs::create_directories(entry);
  auto [again, entry2] = compile_one(&cache, "scale");
  EXPECT_TRUE(again.ok) << again.error;
  EXPECT_TRUE(fs::is_regular_file(entry));
}

TEST(KernelCache, UnwritableCacheRunsUncached) {
  REQUIRE_NVRTC();
  // The directory turns into a file after the cache opened it: every store
  // fails at creating its temp file.
  TempDir tmp;
  const fs::path dir = tmp.path() / "gone";
  KernelCache cache(dir);
  fs::remove_all(dir);
  write_file(dir, {'x'});
  const CompiledKernel k =
      compile_cached(&cache, scale_source("scale", 9), "scale", arch_options("sm_90"));
  EXPECT_FALSE(k.binary.empty());
  EXPECT_EQ(cache.stats().store_failures, 1);
  EXPECT_NE(cache.last_store_error().find(dir.string()), std::string::npos)
      << cache.last_store_error();

  // A read-only directory (root writes anyway: checked only when that holds).
  const fs::path ro = tmp.path() / "ro";
  KernelCache ro_cache(ro);
  fs::permissions(ro, fs::perms::owner_read | fs::perms::owner_exec);
  const bool enforced = ::access(ro.c_str(), W_OK) != 0;
  const CompiledKernel k2 =
      compile_cached(&ro_cache, scale_source("scale", 9), "scale", arch_options("sm_90"));
  EXPECT_FALSE(k2.binary.empty());
  if (enforced) {
    EXPECT_EQ(ro_cache.stats().store_failures, 1);
  }
  fs::permissions(ro, fs::perms::owner_all);
}

// A full disk, for real: the file size limit makes every write fail (EFBIG)
// in a `fulgur warmup` whose cache starts empty.
TEST(WarmupCliCache, FullCacheCompilesAndRunsUncached) {
  REQUIRE_NVRTC();
  TempDir tmp;
  const std::string warmup = testing::kCli + " warmup " + std::string(FULGUR_SOURCE_DIR) +
                             "/examples/mlp.trace --arch sm_90 --cache-dir " + tmp.path().string();
  auto [code, out] =
      testing::run_command("bash -c \"trap '' XFSZ; ulimit -f 0; exec " + warmup + "\"");
  EXPECT_EQ(code, 0) << out;
  // mlp's two kernels for CUDA: the GELU region and the second bias's epilogue.
  EXPECT_NE(out.find("2 compiled, 0 already cached, 0 failed"), std::string::npos) << out;
  EXPECT_NE(out.find("warning: 2 kernel(s) compiled but not stored in the cache"),
            std::string::npos)
      << out;
  EXPECT_TRUE(entries_in(tmp.path()).empty());
}

// ---- thread pool and compile_all ------------------------------------------------

TEST(CompileJobsThreadPool, SubmitReturnsResultsAndExceptions) {
  ThreadPool pool(2);
  EXPECT_EQ(pool.size(), 2);
  std::vector<std::future<int>> futures;
  for (int i = 0; i < 20; ++i) futures.push_back(pool.submit([i] { return i * i; }));
  for (int i = 0; i < 20; ++i) EXPECT_EQ(futures[i].get(), i * i);
  auto failing = pool.submit([]() -> int { throw std::runtime_error("boom"); });
  EXPECT_THROW(failing.get(), std::runtime_error);
}

TEST(CompileJobsThreadPool, ParallelForRunsAllAndPropagatesFirstException) {
  for (int jobs : {1, 2, 4}) {
    std::vector<std::atomic<int>> hits(100);
    parallel_for(100, jobs, [&](int i) { ++hits[i]; });
    for (auto& h : hits) EXPECT_EQ(h.load(), 1) << "jobs " << jobs;
  }
  std::atomic<int> running{0}, finished{0};
  try {
    parallel_for(50, 2, [&](int i) {
      ++running;
      if (i == 3) throw Error("index 3 failed");
      std::this_thread::sleep_for(std::chrono::milliseconds(1));
      ++finished;
    });
    FAIL() << "expected an exception";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "index 3 failed");
  }
  // Every call that started has ended by the time the exception arrives.
  EXPECT_EQ(finished.load(), running.load() - 1);
}

TEST(CompileJobs, CompilesAllPairsThenHitsTheCache) {
  REQUIRE_NVRTC();
  TempDir tmp;
  KernelCache cache(tmp.path());
  std::vector<KernelSource> kernels;
  for (int i = 0; i < 4; ++i) {
    const std::string name = "job" + std::to_string(i);
    kernels.push_back({name, scale_source(name, 20 + i)});
  }
  const std::vector<std::string> archs = {"sm_80", "sm_90"};
  std::vector<size_t> done_seen;
  auto progress = [&](size_t done, size_t total, const CompileJobResult&) {
    EXPECT_EQ(total, 8u);
    done_seen.push_back(done);
  };
  const std::vector<CompileJobResult> first =
      compile_all(kernels, archs, /*jobs=*/2, &cache, NvrtcOptions{}, progress);
  ASSERT_EQ(first.size(), 8u);
  EXPECT_EQ(done_seen, (std::vector<size_t>{1, 2, 3, 4, 5, 6, 7, 8}));
  for (size_t i = 0; i < first.size(); ++i) {
    const CompileJobResult& r = first[i];
    EXPECT_TRUE(r.ok) << r.error;
    EXPECT_EQ(r.kernel_name, kernels[i / 2].name);
    EXPECT_EQ(r.arch, archs[i % 2]);
    EXPECT_FALSE(r.from_cache);
    EXPECT_GT(r.binary_bytes, 0u);
    EXPECT_GT(r.registers, 0);
  }
  EXPECT_EQ(cache.stats().stores, 8);

  const std::vector<CompileJobResult> second =
      compile_all(kernels, archs, /*jobs=*/2, &cache, NvrtcOptions{}, nullptr);
  for (const CompileJobResult& r : second) {
    EXPECT_TRUE(r.ok) << r.error;
    EXPECT_TRUE(r.from_cache) << r.kernel_name << " " << r.arch;
    EXPECT_GT(r.registers, 0);
  }
  EXPECT_EQ(cache.stats().hits, 8);
}

TEST(CompileJobs, FailedKernelIsReportedNotThrown) {
  REQUIRE_NVRTC();
  TempDir tmp;
  KernelCache cache(tmp.path());
  const std::vector<KernelSource> kernels = {
      {"good", scale_source("good", 1)},
      {"bad", "extern \"C\" __global__ void bad() { this is not C++; }\n"},
      {"good", scale_source("good", 1)},  // a duplicate: compiled once, reported twice
  };
  std::vector<CompileJobResult> results;
  ASSERT_NO_THROW(results = compile_all(kernels, {"sm_90"}, 2, &cache, NvrtcOptions{}, nullptr));
  ASSERT_EQ(results.size(), 3u);
  EXPECT_TRUE(results[0].ok) << results[0].error;
  EXPECT_FALSE(results[1].ok);
  EXPECT_NE(results[1].error.find("'bad'"), std::string::npos) << results[1].error;
  EXPECT_NE(results[1].error.find("NVRTC_ERROR_COMPILATION"), std::string::npos);
  EXPECT_EQ(results[1].kernel_name, "bad");
  EXPECT_TRUE(results[2].ok);
  EXPECT_EQ(results[2].binary_bytes, results[0].binary_bytes);
  EXPECT_EQ(cache.stats().stores, 1);  // the duplicate did not compile again

  // An unsupported arch is a failed job too, not an exception.
  const std::vector<CompileJobResult> bad_arch =
      compile_all({kernels[0]}, {"sm_1"}, 1, nullptr, NvrtcOptions{}, nullptr);
  ASSERT_EQ(bad_arch.size(), 1u);
  EXPECT_FALSE(bad_arch[0].ok);
  EXPECT_NE(bad_arch[0].error.find("sm_1"), std::string::npos);
}

}  // namespace
}  // namespace fulgur::codegen
