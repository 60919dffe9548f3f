// The emulated CUDA device (cuda-emu, runtime/cuda/emulated_driver.h) finds
// what a GPU would: each test breaks one thing the real launcher, packer or
// host program must get right — the launch geometry, the packed kernel
// arguments, an event wait between streams, a stream-ordered free, a cuBLAS
// leading dimension — and checks that the emulated run fails or mismatches,
// and that the unbroken run matches.
#include <gtest/gtest.h>

#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>

#include "cli_runner.h"
#include "codegen/cuda/emulation.h"
#include "codegen/cuda/launch.h"
#include "codegen/cuda_program.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "runtime/cuda/cublas.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/cuda/nccl.h"
#include "runtime/host_program.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"
#include "scoped_env.h"

namespace fulgur {
namespace {

std::shared_ptr<cuda::Device> emu_device() {
  return std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
}

// Every mismatch between the program's outputs and the reference (empty: none).
std::string differential(codegen::CudaProgram& program, const Trace& t, uint64_t seed = 3) {
  auto inputs = random_inputs(t, seed);
  auto expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
  auto actual = program.run(inputs);
  std::string problems;
  for (size_t i = 0; i < actual.size(); ++i) {
    Comparison c = compare(actual[i], expected[i]);
    if (!c.ok) problems += "output " + std::to_string(i) + ": " + c.problem + "\n";
  }
  return problems;
}

// The error a run raises ("" when it runs), with its mismatches otherwise.
std::string run_error(codegen::CudaPlan plan, const Trace& t, std::string* mismatch = nullptr) {
  try {
    codegen::CudaProgram program(std::move(plan), emu_device());
    std::string d = differential(program, t);
    if (mismatch) *mismatch = d;
    return "";
  } catch (const Error& e) {
    return e.what();
  }
}

// A new, empty directory under the system's temporary directory for one
// test's cache (FULGUR_CACHE_DIR).
std::filesystem::path fresh_cache_root(const std::string& name) {
  auto root = std::filesystem::temp_directory_path() /
              ("fulgur-emu-" + name + "-" + std::to_string(::getpid()));
  std::filesystem::remove_all(root);
  std::filesystem::create_directories(root);
  return root;
}

// The entries of `dir` that `keep` keeps.
std::vector<std::filesystem::path> entries(
    const std::filesystem::path& dir,
    const std::function<bool(const std::filesystem::path&)>& keep) {
  std::vector<std::filesystem::path> out;
  for (const auto& e : std::filesystem::directory_iterator(dir))
    if (keep(e.path())) out.push_back(e.path());
  return out;
}
bool is_module(const std::filesystem::path& p) {
  return p.extension() == ".so";
}
auto named_from(const std::string& prefix) {
  return [prefix](const std::filesystem::path& p) {
    return p.filename().string().rfind(prefix, 0) == 0;
  };
}

// `fulgur run --device cuda-emu --check` of an example with its own cache, as
// a fresh process (a user's next run), ended after 120 s if it hangs.
std::string emu_run_command(const std::filesystem::path& cache) {
  return "timeout 120 env FULGUR_CACHE_DIR=" + cache.string() + " " + testing::kCli + " run " +
         std::string(FULGUR_SOURCE_DIR) +
         "/examples/layer_norm_residual.trace --device cuda-emu --check";
}

const char* kSoftmax = R"T(def computation(x):
  # x: "cpu f32[5, 1500]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T";

TEST(CudaEmu, RunsAProgramAndMatches) {
  Trace t = parse_trace(kSoftmax, "t.trace");
  codegen::CudaProgram program(t, emu_device());
  EXPECT_EQ(differential(program, t), "");
}

// Modules compile against cuda_emulation.h precompiled once in the cache
// (pch-<key>/cuda_emulation.h.gch); with a compiler that can't precompile
// it, they compile from the headers as text and run the same.
TEST(CudaEmu, ModulesCompileAgainstAPrecompiledHeaderOrWithoutOne) {
  namespace fs = std::filesystem;
  const fs::path root = fresh_cache_root("pch");
  Trace t = parse_trace(kSoftmax, "softmax.trace");
  auto compile_and_run = [&] {
    long compiled = cuda::emulation_stats().modules_compiled;
    codegen::CudaProgram program(t, emu_device());
    EXPECT_EQ(differential(program, t), "");
    EXPECT_GT(cuda::emulation_stats().modules_compiled, compiled) << "nothing was compiled";
  };
  {
    testing::ScopedEnv cache("FULGUR_CACHE_DIR", (root / "a").string());
    compile_and_run();
    auto pch = entries(root / "a" / "emu", named_from("pch-"));
    ASSERT_EQ(pch.size(), 1u) << "expected one precompiled header directory";
    EXPECT_TRUE(fs::exists(pch[0] / "cuda_emulation.h.gch"));
  }
  {
    fs::path cxx = root / "no-pch-cxx";
    std::ofstream(cxx)
        << "#!/bin/sh\nfor a in \"$@\"; do [ \"$a\" = c++-header ] && exit 1; done\nexec "
        << FULGUR_CXX_COMPILER << " \"$@\"\n";
    fs::permissions(cxx, fs::perms::owner_all);
    testing::ScopedEnv cache("FULGUR_CACHE_DIR", (root / "b").string());
    testing::ScopedEnv compiler("FULGUR_EMU_CXX", cxx.string());
    compile_and_run();
    EXPECT_TRUE(entries(root / "b" / "emu", named_from("pch-")).empty())
        << "a failed precompile left a directory";
    EXPECT_TRUE(entries(root / "b" / "emu", named_from("build-")).empty())
        << "a work directory was left";
  }
  fs::remove_all(root);
}

// A damaged module in the cache (truncated, bytes flipped, its footer cut
// off, empty, a FIFO or a directory in its place) is compiled again and
// replaced: the next run passes its check instead of dying in dlopen
// (SIGBUS, SIGSEGV) or hanging on the FIFO. Each run is a fresh process, as
// a user's next run would be.
TEST(CudaEmu, ADamagedModuleInTheCacheIsCompiledAgain) {
  namespace fs = std::filesystem;
  const fs::path root = fresh_cache_root("damage");
  const std::string run = emu_run_command(root);
  auto modules = [&] { return entries(root / "emu", is_module); };
  auto [code, out] = testing::run_command(run);
  ASSERT_EQ(code, 0) << out;
  const size_t n = modules().size();
  ASSERT_GT(n, 0u);
  auto bytes_of = [](const fs::path& p) {
    std::ifstream in(p, std::ios::binary);
    return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  };
  auto write = [](const fs::path& p, const std::string& b) {
    std::ofstream(p, std::ios::binary | std::ios::trunc) << b;
  };
  const std::vector<std::pair<std::string, std::function<void(const fs::path&)>>> damages = {
      {"truncated", [&](const fs::path& p) { fs::resize_file(p, fs::file_size(p) / 2); }},
      {"bytes flipped",
       [&](const fs::path& p) {
         std::string b = bytes_of(p);
         for (size_t i = b.size() / 4; i < b.size() / 2; i += 7) b[i] = static_cast<char>(~b[i]);
         write(p, b);
       }},
      {"footer cut off", [&](const fs::path& p) { fs::resize_file(p, fs::file_size(p) - 16); }},
      {"empty", [&](const fs::path& p) { write(p, ""); }},
      {"a FIFO",
       [&](const fs::path& p) {
         fs::remove(p);
         ASSERT_EQ(::mkfifo(p.c_str(), 0600), 0);
       }},
      {"a directory",
       [&](const fs::path& p) {
         fs::remove(p);
         fs::create_directories(p / "x");
       }},
  };
  for (const auto& [what, damage] : damages) {
    for (const fs::path& p : modules()) damage(p);
    auto [c, o] = testing::run_command(run);
    EXPECT_EQ(c, 0) << "with every cached module " << what << ":\n" << o;
    EXPECT_EQ(modules().size(), n) << what;
    for (const fs::path& p : modules())
      EXPECT_TRUE(fs::is_regular_file(p) && fs::file_size(p) > 16) << what << ": " << p;
  }
  fs::remove_all(root);
}

// A damaged precompiled header (GCC refuses a truncated .gch) makes no
// kernel fail: the module is compiled from the header text, the .gch is
// removed, and the next process makes it again.
TEST(CudaEmu, ADamagedPrecompiledHeaderIsMadeAgain) {
  namespace fs = std::filesystem;
  const fs::path root = fresh_cache_root("gch");
  const std::string run = emu_run_command(root);
  auto gch = [&]() -> fs::path {
    for (const fs::path& d : entries(root / "emu", named_from("pch-")))
      if (fs::exists(d / "cuda_emulation.h.gch")) return d / "cuda_emulation.h.gch";
    return {};
  };
  auto drop_modules = [&] {
    for (const fs::path& p : entries(root / "emu", is_module)) fs::remove(p);
  };
  auto [code, out] = testing::run_command(run);
  ASSERT_EQ(code, 0) << out;
  const fs::path first = gch();
  ASSERT_FALSE(first.empty()) << "no precompiled header was made";
  const auto whole = fs::file_size(first);
  fs::resize_file(first, whole / 2);
  drop_modules();
  auto [c2, o2] = testing::run_command(run);
  EXPECT_EQ(c2, 0) << "with a truncated .gch:\n" << o2;
  EXPECT_TRUE(gch().empty()) << "the truncated .gch was kept";
  drop_modules();
  auto [c3, o3] = testing::run_command(run);
  EXPECT_EQ(c3, 0) << o3;
  ASSERT_FALSE(gch().empty()) << "the precompiled header was not made again";
  EXPECT_GT(fs::file_size(gch()), whole / 2) << "the remade .gch is short";
  fs::remove_all(root);
}

// A view made before its slot is made contiguous keeps its own strides.
// The plan records a slot's last layout, which make_contiguous changes; the
// transpose below was viewed with that contiguous layout, so the copy was
// skipped and the kernel read the untransposed storage (the LLaMA block's
// rotary embedding gave a wrong loss on cuda-emu).
TEST(CudaEmu, AViewBeforeMakeContiguousKeepsItsStrides) {
  Trace t = parse_trace(R"T(def computation(a):
  # a: "cpu f32[2, 16, 32]"
  q1 = ltorch.view(a, 2, 16, 4, 8)
  q = ltorch.transpose(q1, 1, 2)
  (q_lo, q_hi) = ltorch.split(q, 4, -1)
  q_hi_neg = ltorch.neg(q_hi)
  q_rot = ltorch.cat([q_hi_neg, q_lo], -1)
  return (q_rot,)
)T",
                        "t.trace");
  codegen::CudaProgram program(t, emu_device());
  EXPECT_EQ(differential(program, t), "");
  EXPECT_NE(print_host_program(program.plan().host)
                .find("view prims.transpose(%1:q1) f32[2, 4, 16, 8] strides=[512, 8, 32, 1]"),
            std::string::npos)
      << print_host_program(program.plan().host);
}

// A block larger than the source's __launch_bounds__ is refused, as the
// driver refuses it; a smaller one leaves part of each row kept in
// registers unread, so the outputs mismatch.
TEST(CudaEmu, BrokenLaunchGeometryFails) {
  Trace t = parse_trace(kSoftmax, "t.trace");
  codegen::CudaPlan plan = codegen::plan_cuda_program(t);
  ASSERT_EQ(plan.kernels.size(), 1u);
  const int threads = plan.kernels[0].launch.threads;
  std::string mismatch;
  EXPECT_EQ(run_error(plan, t, &mismatch), "");
  EXPECT_EQ(mismatch, "");

  codegen::CudaPlan bigger = plan;
  bigger.kernels[0].launch.threads = threads * 2;  // the source still says `threads`
  std::string err = run_error(bigger, t);
  EXPECT_NE(err.find("__launch_bounds__"), std::string::npos) << err;

  codegen::CudaPlan smaller = plan;
  smaller.kernels[0].launch.threads = threads / 2;
  mismatch.clear();
  err = run_error(smaller, t, &mismatch);
  EXPECT_TRUE(!err.empty() || !mismatch.empty()) << "a half-size block went unnoticed";
}

// A kernel launched by hand on the emulated device: y = x * s over n
// elements, with s a double, as `mul` by a number input compiles.
struct ScaleKernel {
  std::shared_ptr<cuda::Device> dev = emu_device();
  codegen::kernel::Kernel kernel;
  cuda::Module module;
  codegen::cuda::LaunchGeometry geometry;
  std::vector<int64_t> scalars;
  cuda::CUdeviceptr x = 0, y = 0;
  static constexpr int64_t n = 1000;

  ScaleKernel() {
    Trace t = parse_trace(R"T(def computation(x, s):
  # x: "cpu f64[1000]"
  # s: "float 1.5"
  y = ltorch.mul(x, s)
  return (y,)
)T",
                          "t.trace");
    codegen::CudaPlan plan = codegen::plan_cuda_program(t);
    kernel = plan.kernels.at(0);
    module = dev->load(codegen::cuda::emulation_image(kernel, plan.sources[0]), kernel.name);
    geometry = codegen::cuda::launch_geometry(kernel, dev->sm_count());
    std::vector<double> host(n);
    for (int64_t i = 0; i < n; ++i) host[static_cast<size_t>(i)] = static_cast<double>(i + 1);
    x = dev->alloc(n * 8);
    y = dev->alloc(n * 8);
    dev->copy_to_device(x, host.data(), n * 8);
    dev->synchronize();
    // The scalar slots as the host program computes them: s as its bits,
    // then the sizes.
    for (const auto& s : kernel.scalars) {
      if (s.type == DType::f64) {
        double v = 1.5;
        int64_t bits;
        std::memcpy(&bits, &v, 8);
        scalars.push_back(bits);
      } else {
        scalars.push_back(n);
      }
    }
  }
  std::vector<uint64_t> buffers() const {
    std::vector<uint64_t> b;
    for (const auto& buf : kernel.buffers) b.push_back(buf.is_output ? y : x);
    return b;
  }
  // Runs the launch and returns the outputs that are not x * 1.5 (x[i] = i + 1).
  int wrong_outputs(void** params) {
    dev->launch(module.function(), geometry.grid, geometry.block, params);
    std::vector<double> back(n);
    dev->copy_to_host(back.data(), y, n * 8);
    dev->synchronize();
    int wrong = 0;
    for (int64_t i = 0; i < n; ++i) wrong += back[static_cast<size_t>(i)] != 1.5 * (i + 1);
    return wrong;
  }
};

// KernelArgs' bytes are what the kernel reads: packed right, the results
// are right; the number stored as a float (4 bytes, where the kernel
// declares a double) or a buffer passed as the address of its slot instead
// of its value, the emulated run mismatches or fails.
TEST(CudaEmu, BrokenArgumentPackingFails) {
  ScaleKernel k;
  ASSERT_EQ(k.kernel.buffers.size(), 2u);
  {
    codegen::cuda::KernelArgs args(k.kernel, k.buffers(), k.scalars);
    EXPECT_EQ(k.wrong_outputs(args.params()), 0);
  }
  size_t s_index = k.kernel.buffers.size();
  for (const auto& s : k.kernel.scalars) {
    if (s.type == DType::f64) break;
    ++s_index;
  }
  ASSERT_LT(s_index, k.kernel.buffers.size() + k.kernel.scalars.size()) << "no double scalar";
  {
    codegen::cuda::KernelArgs args(k.kernel, k.buffers(), k.scalars);
    uint64_t slot = 0;
    float f = 1.5f;
    std::memcpy(&slot, &f, 4);
    args.params()[s_index] = &slot;  // a float where the kernel reads a double
    EXPECT_EQ(k.wrong_outputs(args.params()), ScaleKernel::n);
  }
  {
    codegen::cuda::KernelArgs args(k.kernel, k.buffers(), k.scalars);
    void** params = args.params();
    uint64_t slot_address = reinterpret_cast<uint64_t>(params[0]);
    params[0] = &slot_address;  // the slot's address, not the buffer's
    try {
      k.wrong_outputs(params);
      ADD_FAILURE() << "a host address as a kernel's buffer went unnoticed";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("is not device memory"), std::string::npos) << e.what();
    }
  }
}

// A kernel that runs outside its buffers faults in the host process: the
// report names the kernel, where a GPU would say CUDA_ERROR_ILLEGAL_ADDRESS.
TEST(CudaEmuDeathTest, AnOutOfBoundsKernelAccessIsReportedNamingTheKernel) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_DEATH(
      {
        ScaleKernel k;
        for (size_t i = 0; i < k.kernel.scalars.size(); ++i)
          if (k.kernel.scalars[i].type != DType::f64) k.scalars[i] = 2147483647;  // the size
        codegen::cuda::KernelArgs args(k.kernel, k.buffers(), k.scalars);
        k.wrong_outputs(args.params());
      },
      "cuda-emu: kernel cudaFusion0 \\(block [0-9]+, thread [0-9]+\\) accessed address");
}

// A copy on the communication stream that the compute stream reads: with
// the event wait, the kernel sees the data; without it, the lazily run
// streams let the kernel read memory no one wrote yet (NaN), as a race on
// a GPU would.
TEST(CudaEmu, MissingEventWaitIsARace) {
  for (bool wait : {true, false}) {
    ScaleKernel k;
    const cuda::Driver& d = k.dev->driver();
    std::vector<double> host(ScaleKernel::n);
    for (int64_t i = 0; i < ScaleKernel::n; ++i)
      host[static_cast<size_t>(i)] = static_cast<double>(i + 1);
    cuda::CUdeviceptr fresh = k.dev->alloc(ScaleKernel::n * 8);
    d.check(d.cuMemcpyHtoDAsync(fresh, host.data(), ScaleKernel::n * 8, k.dev->comm_stream()),
            "cuMemcpyHtoDAsync");
    cuda::Event e = k.dev->create_event();
    k.dev->record(e, k.dev->comm_stream());
    if (wait) k.dev->wait(k.dev->stream(), e);
    k.x = fresh;
    codegen::cuda::KernelArgs args(k.kernel, k.buffers(), k.scalars);
    int wrong = k.wrong_outputs(args.params());
    if (wait)
      EXPECT_EQ(wrong, 0);
    else
      EXPECT_EQ(wrong, ScaleKernel::n) << "the missing wait went unnoticed";
    k.dev->synchronize(e);  // the copy reads `host`: let it finish first
  }
}

// A launch that reads memory after its stream-ordered free ran is reported
// as a use after free naming the free; a fresh context starts clean.
TEST(CudaEmu, UseAfterStreamOrderedFreeIsReported) {
  {
    ScaleKernel k;
    k.dev->free(k.x);
    codegen::cuda::KernelArgs args(k.kernel, k.buffers(), k.scalars);
    try {
      k.wrong_outputs(args.params());
      ADD_FAILURE() << "the use after free went unnoticed";
    } catch (const Error& e) {
      std::string what = e.what();
      EXPECT_NE(what.find("use after free"), std::string::npos) << what;
      EXPECT_NE(what.find("cuMemFreeAsync"), std::string::npos) << what;
      EXPECT_NE(what.find("CUDA_ERROR_ILLEGAL_ADDRESS"), std::string::npos) << what;
    }
  }
  ScaleKernel again;
  codegen::cuda::KernelArgs args(again.kernel, again.buffers(), again.scalars);
  EXPECT_EQ(again.wrong_outputs(args.params()), 0);
}

// cuBLAS's operand mapping executed: batched matmuls of transposed and
// broadcast views, linear with its bias split off, in f32, f64 and bf16.
TEST(CudaEmu, CublasStridedBatchedTransposedMatches) {
  for (const char* text : {R"T(def computation(a, b):
  # a: "cpu f32[3, 7, 5] strides=(35, 1, 7)"
  # b: "cpu f32[3, 5, 4]"
  c = ltorch.matmul(a, b)
  return (c,)
)T",
                           R"T(def computation(a, b):
  # a: "cpu f64[2, 3, 6, 5]"
  # b: "cpu f64[5, 4] strides=(1, 5)"
  c = ltorch.matmul(a, b)
  return (c,)
)T",
                           R"T(def computation(x, w, b):
  # x: "cpu bf16[4, 6, 16]"
  # w: "cpu bf16[8, 16]"
  # b: "cpu bf16[8]"
  y = ltorch.linear(x, w, b)
  return (y,)
)T"}) {
    Trace t = parse_trace(text, "t.trace");
    codegen::CudaProgram program(t, emu_device());
    size_t gemms = 0;
    for (const auto& in : program.plan().host.instrs)
      gemms += in.op == HostInstr::Op::LibraryCall && in.library == HostInstr::Library::Cublas;
    EXPECT_GE(gemms, 1u) << text;
    EXPECT_EQ(differential(program, t), "") << text;
  }
}

// cuBLAS's own argument checks: a leading dimension shorter than the rows
// it must cover is CUBLAS_STATUS_INVALID_VALUE, as on a GPU.
TEST(CudaEmu, CublasRefusesAShortLeadingDimension) {
  auto dev = emu_device();
  cuda::BlasHandle blas(*dev);
  auto a = dev->alloc(64 * 4), b = dev->alloc(64 * 4), c = dev->alloc(64 * 4);
  try {
    blas.batched_matmul(DType::f32, 1, 4, 4, 4, {a, false, 2, 0}, {b, false, 4, 0}, c);
    ADD_FAILURE() << "lda 2 for 4 columns went unnoticed";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("CUBLAS_STATUS_INVALID_VALUE"), std::string::npos)
        << e.what();
  }
  for (auto p : {a, b, c}) dev->free(p);
  dev->synchronize();
}

const char* kCollective = R"T(def computation(x, w):
  # x: "cpu f32[4, 6]"
  # w: "cpu f32[6, 6]"
  h = ltorch.gelu(x)  # h: "cpu f32[4, 6]"
  f0 = dist.all_reduce(h, 'sum')  # f0: "FUTURE cpu f32[4, 6]"
  f1 = dist.reduce_scatter(w, 'max', 1, 0)  # f1: "FUTURE cpu f32[6, 6]"
  y = ltorch.mul(h, 3.0)  # y: "cpu f32[4, 6]"
  s = dist.wait(f0)  # s: "cpu f32[4, 6]"
  f2 = dist.all_gather(y, 1, 0)  # f2: "FUTURE cpu f32[4, 6]"
  z = ltorch.add(s, y)  # z: "cpu f32[4, 6]"
  g = dist.wait(f2)  # g: "cpu f32[4, 6]"
  r = dist.wait(f1)  # r: "cpu f32[6, 6]"
  o = ltorch.mul(g, z)  # o: "cpu f32[4, 6]"
  return (o, r)
)T";

// Collectives on the emulated device (one rank): the program's comm
// stream and events are executed and it matches the reference; with the
// compute stream's waits for the collectives' events taken out of the plan,
// the kernels after them read what the collectives had not written yet.
TEST(CudaEmu, CollectivesRunOnTheCommStreamAndAMissingWaitIsARace) {
  Trace t = parse_trace(kCollective, "t.trace");
  codegen::CudaPlan plan = codegen::plan_cuda_program(t);
  auto run = [&](codegen::CudaPlan p) {
    auto dev = emu_device();
    codegen::CudaProgram program(std::move(p), dev);
    program.set_communicator(
        std::make_shared<cuda::Communicator>(*dev, cuda::NcclUniqueId{}, 0, 1));
    return differential(program, t);
  };
  EXPECT_EQ(run(plan), "");
  size_t before = plan.host.instrs.size();
  std::erase_if(plan.host.instrs, [](const HostInstr& in) {
    return in.op == HostInstr::Op::WaitEvent && in.stream == HostStream::Compute;
  });
  ASSERT_LT(plan.host.instrs.size(), before) << "the plan has no compute-stream waits";
  EXPECT_NE(run(plan), "") << "the missing waits went unnoticed";
}

// A module that is not an emulation image (a cubin) is refused by name.
TEST(CudaEmu, RefusesACubin) {
  auto dev = emu_device();
  std::vector<uint8_t> elf = {0x7f, 'E', 'L', 'F', 0};
  try {
    dev->load(elf, "k");
    ADD_FAILURE() << "a cubin loaded on the emulated device";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("emulation images"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace fulgur
