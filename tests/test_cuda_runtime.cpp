// The CUDA runtime pieces that need no device: the driver loader's answers
// on a machine without a driver (missing library, the toolkit's stub),
// error names, launch geometry, parameter packing, the file store that
// carries the NCCL id between processes, and (on a fake driver,
// tests/fake_cuda) what a Device releases and when the host waits.
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <thread>

#include "codegen/cuda/launch.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "runtime/cuda/cublas.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/cuda/driver.h"
#include "runtime/cuda/nccl.h"
#include "runtime/store.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

TEST(CudaDriver, MissingDriverIsExplainedInPlainWords) {
  cuda::Driver d = cuda::load_driver("/nonexistent/libcuda.so.1");
  EXPECT_FALSE(d.available);
  EXPECT_NE(d.reason.find("no NVIDIA driver: /nonexistent/libcuda.so.1 could not be loaded"),
            std::string::npos)
      << d.reason;
  EXPECT_NE(d.reason.find("CPU only"), std::string::npos) << d.reason;
}

TEST(CudaDriver, TheToolkitStubIsNamed) {
  fs::path stub;
  for (const char* dir :
       {"/usr/local/cuda/lib64/stubs", "/usr/local/cuda/targets/x86_64-linux/lib/stubs"})
    if (fs::exists(fs::path(dir) / "libcuda.so")) stub = fs::path(dir) / "libcuda.so";
  if (stub.empty()) GTEST_SKIP() << "no CUDA toolkit stub library on this machine";
  cuda::Driver d = cuda::load_driver(stub.string());
  EXPECT_FALSE(d.available);
  EXPECT_NE(d.reason.find("stub library, not an NVIDIA driver (CUDA_ERROR_STUB_LIBRARY)"),
            std::string::npos)
      << d.reason;
}

TEST(CudaDriver, RequireDriverRaisesTheReason) {
  const cuda::Driver& d = cuda::driver();
  if (d.available)
    GTEST_SKIP() << "this machine has a CUDA driver and " << d.device_count << " device(s)";
  EXPECT_FALSE(d.reason.empty());
  try {
    cuda::require_driver();
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), d.reason);
  }
  EXPECT_EQ(cuda::cuda_error_name(34), "CUDA_ERROR_STUB_LIBRARY");
  EXPECT_EQ(cuda::cuda_error_name(700), "CUDA_ERROR_ILLEGAL_ADDRESS");
  EXPECT_EQ(cuda::cuda_error_name(12345), "CUDA error 12345");
}

codegen::kernel::Kernel lower(const std::string& text) {
  Trace fused = codegen::partition(parse_trace(text, "t.trace"), codegen::Target::Cuda);
  return codegen::kernel::lower_region(*codegen::fusion_regions(fused).at(0)).kernels.at(0);
}

TEST(CudaLaunch, GeometryFollowsTheLaunchShape) {
  auto pointwise = lower(
      "def computation(x):\n  # x: \"cuda:0 f32[1000, 1000]\"\n  y = ltorch.exp(x)\n  return "
      "(y,)\n");
  auto g = codegen::cuda::launch_geometry(pointwise, 132);
  EXPECT_EQ(g.block, 256u);
  EXPECT_EQ(g.grid, 977u);  // 1e6 elements, 256 threads x 4 per 16-byte vector
  EXPECT_EQ(codegen::cuda::launch_geometry(pointwise, 2).grid, 32u);  // two waves of 2 x 8 blocks
  auto rows = lower(
      "def computation(x):\n  # x: \"cuda:0 f32[9, 100]\"\n  y = ltorch.softmax(x, -1)\n  return "
      "(y,)\n");
  EXPECT_EQ(rows.launch.kind, codegen::kernel::LaunchShape::Kind::WarpPerRow);
  auto rg = codegen::cuda::launch_geometry(rows, 132);
  EXPECT_EQ(rg.block, 128u);
  EXPECT_EQ(rg.grid, 3u);  // 9 rows, 4 warps a block
  // Rows of 1024: 128 threads of 8 elements each (faster than 256 of 4 on
  // an H200, docs/perf/gpu.md), two waves of 16 blocks on each multiprocessor.
  auto softmax = lower(
      "def computation(x):\n  # x: \"cuda:0 f32[16384, 1024]\"\n  y = ltorch.softmax(x, -1)\n"
      "  return (y,)\n");
  EXPECT_EQ(softmax.launch.kind, codegen::kernel::LaunchShape::Kind::BlockPerRow);
  auto sg = codegen::cuda::launch_geometry(softmax, 132);
  EXPECT_EQ(sg.block, 128u);
  EXPECT_EQ(sg.grid, 4224u);
  auto empty = lower(
      "def computation(x):\n  # x: \"cuda:0 f32[0, 5]\"\n  y = ltorch.exp(x)\n  return (y,)\n");
  EXPECT_EQ(codegen::cuda::launch_geometry(empty, 132).grid, 0u);
  EXPECT_THROW(codegen::cuda::launch_geometry(pointwise, 0), Error);
}

TEST(CudaLaunch, ParametersArePackedInTheirDeclaredTypes) {
  auto k = lower(
      "def computation(x, n):\n  # x: \"cuda:0 f32[4, 6] strides=(1, 4)\"\n  # n: \"float\"\n"
      "  y = ltorch.mul(x, n)\n  return (y,)\n");
  ASSERT_EQ(k.index_type, DType::i32);
  std::vector<uint64_t> buffers(k.buffers.size());
  for (size_t i = 0; i < buffers.size(); ++i) buffers[i] = 0x7f0000001000ull + 256 * i;
  std::vector<int64_t> scalars;
  double n = 2.5;
  for (const auto& s : k.scalars) {
    int64_t v = 17;
    if (s.kind == codegen::kernel::ScalarArg::Kind::Number) std::memcpy(&v, &n, sizeof n);
    scalars.push_back(v);
  }
  codegen::cuda::KernelArgs args(k, buffers, scalars);
  ASSERT_EQ(args.size(), k.buffers.size() + k.scalars.size());
  for (size_t i = 0; i < buffers.size(); ++i)
    EXPECT_EQ(*static_cast<uint64_t*>(args.params()[i]), buffers[i]);
  bool saw_number = false;
  for (size_t s = 0; s < k.scalars.size(); ++s) {
    void* p = args.params()[buffers.size() + s];
    if (k.scalars[s].type == DType::f64) {
      EXPECT_EQ(*static_cast<double*>(p), 2.5);
      saw_number = true;
    } else {
      EXPECT_EQ(k.scalars[s].type, DType::i32) << k.scalars[s].name;
      EXPECT_EQ(*static_cast<int32_t*>(p), 17);
    }
  }
  EXPECT_TRUE(saw_number);
  std::vector<int64_t> too_big(k.scalars.size(), int64_t{1} << 40);
  EXPECT_THROW(codegen::cuda::KernelArgs(k, buffers, too_big), Error);
  EXPECT_THROW(codegen::cuda::KernelArgs(k, {}, scalars), Error);
}

// The NCCL id's path: one process publishes, another waits for it.
TEST(FileStore, CarriesAValueBetweenProcesses) {
  fs::path dir = fs::temp_directory_path() / ("fulgur_store_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  FileStore store(dir);
  std::vector<uint8_t> id(128);
  for (size_t i = 0; i < id.size(); ++i) id[i] = static_cast<uint8_t>(i * 7);
  pid_t child = fork();
  if (child == 0) {
    std::this_thread::sleep_for(std::chrono::milliseconds(100));
    FileStore(dir).set("nccl_unique_id", id);
    _exit(0);
  }
  std::vector<uint8_t> got = store.get("nccl_unique_id", std::chrono::seconds(10));
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_EQ(got, id);
  try {
    store.get("missing", std::chrono::milliseconds(50));
    ADD_FAILURE() << "no timeout";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("key 'missing' did not appear"), std::string::npos)
        << e.what();
  }
  EXPECT_THROW(store.set("../escape", id), Error);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// A real NCCL unique id (which needs no GPU) from rank 0 reaches rank 1, in
// another process, through the file store.
TEST(NcclIdExchange, TwoProcessesAgreeOnTheUniqueId) {
  if (!cuda::nccl().available) GTEST_SKIP() << cuda::nccl().reason;
  fs::path dir = fs::temp_directory_path() / ("fulgur_nccl_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  FileStore store(dir);
  pid_t child = fork();
  if (child == 0) {
    int rc = 0;
    try {
      FileStore s(dir);
      cuda::NcclUniqueId id = cuda::exchange_unique_id(s, 1, "nccl_id", std::chrono::seconds(20));
      s.set("echo", std::vector<uint8_t>(id.begin(), id.end()));
    } catch (...) {
      rc = 1;
    }
    _exit(rc);
  }
  cuda::NcclUniqueId mine = cuda::exchange_unique_id(store, 0, "nccl_id", std::chrono::seconds(20));
  std::vector<uint8_t> echoed = store.get("echo", std::chrono::seconds(20));
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(echoed, std::vector<uint8_t>(mine.begin(), mine.end()));
  EXPECT_NE(mine, cuda::NcclUniqueId{});  // not all zero
  EXPECT_GT(cuda::nccl().version, 0);
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// The TCP store torchrun-style: rank 0 serves, another process connects.
TEST(TcpStore, CarriesValuesBetweenProcessesAndNamesMissingVariables) {
  TcpStore server("127.0.0.1", 0, true, std::chrono::seconds(5));
  ASSERT_GT(server.port(), 0);
  int port = server.port();
  std::vector<uint8_t> id(128);
  for (size_t i = 0; i < id.size(); ++i) id[i] = static_cast<uint8_t>(255 - i);
  pid_t child = fork();
  if (child == 0) {
    int rc = 0;
    try {
      ::setenv("MASTER_ADDR", "127.0.0.1", 1);
      ::setenv("MASTER_PORT", std::to_string(port).c_str(), 1);
      ::setenv("RANK", "1", 1);
      ::setenv("WORLD_SIZE", "2", 1);
      auto client = TcpStore::from_env(std::chrono::seconds(5));
      std::vector<uint8_t> got = client->get("nccl_id", std::chrono::seconds(10));
      client->set("echo", got);
    } catch (...) {
      rc = 1;
    }
    _exit(rc);
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  server.set("nccl_id", id);
  std::vector<uint8_t> echoed = server.get("echo", std::chrono::seconds(10));
  int status = 0;
  waitpid(child, &status, 0);
  EXPECT_EQ(WEXITSTATUS(status), 0);
  EXPECT_EQ(echoed, id);
  try {
    server.get("never", std::chrono::milliseconds(50));
    ADD_FAILURE() << "no timeout";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("key 'never' did not appear"), std::string::npos)
        << e.what();
  }
  ::unsetenv("MASTER_ADDR");
  try {
    TcpStore::from_env(std::chrono::milliseconds(10));
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("MASTER_ADDR is not set"), std::string::npos) << e.what();
  }
  TcpStore nobody("127.0.0.1", 1, false, std::chrono::milliseconds(100));
  EXPECT_THROW(nobody.get("x", std::chrono::milliseconds(10)), Error);
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

TEST(Cublas, LoadsWithoutAGpuAndNamesWhyItCannotStart) {
  const cuda::Cublas& c = cuda::cublas();
  if (!c.available) GTEST_SKIP() << c.reason;
  EXPECT_FALSE(c.path.empty());
  EXPECT_EQ(cuda::cublas_status_name(1), "CUBLAS_STATUS_NOT_INITIALIZED");
  if (cuda::driver().available) GTEST_SKIP() << "this machine has a GPU; see the gpu tests";
  void* handle = nullptr;
  try {
    c.check(c.cublasCreate(&handle), "cublasCreate");
    ADD_FAILURE() << "cublasCreate succeeded without a driver";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("cublasCreate failed: CUBLAS_STATUS_NOT_INITIALIZED"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace fulgur

// ---- lifetimes and streams, on a fake driver (tests/fake_cuda) -------------------------------

namespace fulgur {
namespace {

struct FakeCudaCounters {  // as in fake_libcuda.cpp
  long live_streams, live_events, live_modules, live_allocations, retained_contexts;
  long stream_syncs, event_syncs, stream_waits, launches;
};

struct FakeCuda {
  cuda::Driver driver;
  FakeCudaCounters* counters = nullptr;
};

const FakeCuda& fake() {
  static const FakeCuda f = [] {
    FakeCuda f;
    f.driver = cuda::load_driver(FULGUR_FAKE_LIBCUDA);
    // dlopen of a loaded library hands back the same one: the same counters.
    void* lib = dlopen(FULGUR_FAKE_LIBCUDA, RTLD_NOW | RTLD_LOCAL);
    if (lib) {
      auto get = reinterpret_cast<FakeCudaCounters* (*)()>(dlsym(lib, "fake_cuda_counters"));
      if (get) f.counters = get();
    }
    return f;
  }();
  return f;
}

#define USE_FAKE_CUDA()                                                                   \
  ASSERT_TRUE(fake().driver.available) << fake().driver.reason;                           \
  ASSERT_NE(fake().counters, nullptr) << "no fake_cuda_counters in " FULGUR_FAKE_LIBCUDA; \
  const FakeCudaCounters base = *fake().counters;                                         \
  const FakeCudaCounters& now = *fake().counters

// Everything the device made is gone again.
void expect_all_released(const FakeCudaCounters& base, const FakeCudaCounters& now) {
  EXPECT_EQ(now.live_streams, base.live_streams);
  EXPECT_EQ(now.live_events, base.live_events);
  EXPECT_EQ(now.live_modules, base.live_modules);
  EXPECT_EQ(now.live_allocations, base.live_allocations);
  EXPECT_EQ(now.retained_contexts, base.retained_contexts);
}

HostTensor iota(const Shape& shape, const Shape& strides) {
  HostTensor t = HostTensor::empty_strided(shape, strides, DType::f32);
  auto* p = reinterpret_cast<float*>(t.data());
  int64_t span = cuda::span_bytes(t.shape, t.strides, t.dtype) / 4;
  for (int64_t i = 0; i < span; ++i) p[i] = static_cast<float>(i) + 0.5f;
  return t;
}

// Memory outlives the Device it was allocated on: it still frees on a live
// stream, and the streams, context and allocations all go with the last of
// them.
TEST(CudaLifetimes, AllocationsOutliveTheirDevice) {
  USE_FAKE_CUDA();
  {
    auto dev = std::make_unique<cuda::Device>(0, &fake().driver);
    EXPECT_EQ(dev->arch(), "sm_90");
    EXPECT_EQ(now.live_streams, base.live_streams + 2);  // compute and communication
    EXPECT_NE(dev->stream(), dev->comm_stream());
    EXPECT_EQ(now.retained_contexts, base.retained_contexts + 1);
    cuda::DeviceTensor t = cuda::DeviceTensor::allocate(*dev, {4, 4}, DType::f32);
    EXPECT_EQ(now.live_allocations, base.live_allocations + 1);
    dev.reset();
    EXPECT_EQ(now.live_streams, base.live_streams + 2) << "the allocation holds the streams";
    t.memory.reset();
  }
  expect_all_released(base, now);
}

// Modules are unloaded and events destroyed with their last copy, not only
// with the device (a program's kernels go with the program).
TEST(CudaLifetimes, ModulesAndEventsAreReleased) {
  USE_FAKE_CUDA();
  {
    cuda::Device dev(0, &fake().driver);
    std::vector<uint8_t> cubin(16, 0);
    cuda::Module k0 = dev.load(cubin, "k0");
    EXPECT_NE(k0.function(), nullptr);
    {
      cuda::Module k1 = dev.load(cubin, "k1");
      EXPECT_EQ(dev.loaded_modules(), 2u);
      EXPECT_EQ(now.live_modules, base.live_modules + 2);
    }
    EXPECT_EQ(dev.loaded_modules(), 1u);
    EXPECT_EQ(now.live_modules, base.live_modules + 1);
    cuda::Event start = dev.create_event(true), end = dev.create_event(true);
    dev.record(start);
    dev.record(end);
    EXPECT_EQ(dev.elapsed_ms(start, end), 0.5f);
    {
      cuda::Event copy = start;  // shared: destroyed with its last copy
      EXPECT_EQ(now.live_events, base.live_events + 2);
    }
    EXPECT_EQ(now.live_events, base.live_events + 2);
  }
  expect_all_released(base, now);
}

// to_device enqueues its copy and returns: no wait, and the host memory it
// reads (the caller's, or a staging buffer for another layout) stays alive
// until the stream is past it. to_host waits for its own copy (an event),
// not for the stream.
TEST(CudaStreams, CopiesToTheDeviceDoNotWaitAndKeepTheirSourceAlive) {
  USE_FAKE_CUDA();
  {
    cuda::Device dev(0, &fake().driver);
    for (bool staged : {false, true}) {
      SCOPED_TRACE(staged ? "staged for another layout" : "direct");
      const long syncs = now.stream_syncs;
      cuda::DeviceTensor d;
      std::vector<float> expected;
      {
        HostTensor h = iota({3, 5}, {5, 1});
        for (int i = 0; i < 15; ++i) expected.push_back(reinterpret_cast<float*>(h.data())[i]);
        std::weak_ptr<Storage> storage = h.storage;
        d = cuda::to_device(dev, h, staged ? Shape{1, 3} : Shape{});
        EXPECT_EQ(now.stream_syncs, syncs) << "to_device waited for the stream";
        EXPECT_EQ(dev.pending_holders(), 1u);
        h = HostTensor();
        if (!staged) {
          EXPECT_FALSE(storage.expired()) << "the copy's source was released";
        }
      }
      long event_syncs = now.event_syncs;
      HostTensor back = cuda::to_host(dev, d);  // runs the lazy copies up to its own
      EXPECT_EQ(now.stream_syncs, syncs) << "to_host waited for the whole stream";
      EXPECT_EQ(now.event_syncs, event_syncs + 1);
      ASSERT_TRUE(back.is_contiguous());
      for (int i = 0; i < 15; ++i)
        EXPECT_EQ(reinterpret_cast<float*>(back.data())[i], expected[static_cast<size_t>(i)]) << i;
      dev.synchronize();
      EXPECT_EQ(dev.pending_holders(), 0u);
    }
  }
  expect_all_released(base, now);
}

// The communication stream waits on the device for an event recorded on the
// compute stream: the work before the event is done when it runs.
TEST(CudaStreams, TheCommunicationStreamWaitsForTheComputeStreamThroughAnEvent) {
  USE_FAKE_CUDA();
  {
    cuda::Device dev(0, &fake().driver);
    cuda::DeviceTensor d = cuda::DeviceTensor::allocate(dev, {4}, DType::f32);
    std::vector<float> host = {1, 2, 3, 4};
    dev.copy_to_device(d.data(), host.data(), 16);
    cuda::Event produced = dev.create_event();
    dev.record(produced, dev.stream());
    dev.wait(dev.comm_stream(), produced);
    EXPECT_EQ(now.stream_waits, base.stream_waits + 1);
    const auto* fake_memory = reinterpret_cast<const float*>(d.data());  // host memory here
    fake().driver.cuStreamSynchronize(dev.comm_stream());
    EXPECT_EQ(std::vector<float>(fake_memory, fake_memory + 4), host);
  }
  expect_all_released(base, now);
}

}  // namespace
}  // namespace fulgur
