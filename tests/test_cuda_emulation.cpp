// The generated CUDA C++ executed: each kernel is compiled by the host C++
// compiler against tests/cuda_emulation (CUDA threads as OS threads, warp
// shuffles and __syncthreads as barriers) and run on small shapes, against
// the reference executor. This covers what the CPU backend's lowering does
// not: vectorized loads with their scalar tail, warp- and block-per-row
// reductions, rows kept in registers, several passes over long rows, leader
// stores and grid-stride loops over more work than the grid.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include "codegen/cuda/cuda_printer.h"
#include "codegen/cuda/launch.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "region_harness.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using codegen::kernel::Kernel;
using codegen::kernel::LaunchShape;

using codegen::cuda::cuda_c_type;

using EmulateFn = void (*)(void* const*, const int64_t*, unsigned, unsigned);

// Compiles the kernel's CUDA source with a launch wrapper into a shared
// library and returns its entry point.
EmulateFn build(const Kernel& k, const std::string& source, const fs::path& dir) {
  std::string wrapper =
      "\nextern \"C\" void fulgur_emulate(void* const* b, const int64_t* s, "
      "unsigned grid, unsigned block) {\n  fulgur_launch(grid, block, [&] { " +
      k.name + "(";
  for (size_t i = 0; i < k.buffers.size(); ++i)
    wrapper += std::string(i ? ", " : "") + "(" + (k.buffers[i].is_output ? "" : "const ") +
               cuda_c_type(k.buffers[i].dtype) + "*)b[" + std::to_string(i) + "]";
  for (size_t i = 0; i < k.scalars.size(); ++i) {
    std::string slot = "s[" + std::to_string(i) + "]";
    std::string v = k.scalars[i].type == DType::f64
                        ? "[&] { double d; std::memcpy(&d, &" + slot + ", 8); return d; }()"
                        : "(" + std::string(cuda_c_type(k.scalars[i].type)) + ")" + slot;
    wrapper += (k.buffers.empty() && i == 0 ? "" : ", ") + v;
  }
  wrapper += "); });\n}\n";
  // A fresh name each time: dlopen returns an already loaded library for a
  // path it has seen.
  static int counter = 0;
  std::string stem = k.name + "_" + std::to_string(counter++);
  fs::path src = dir / (stem + ".cpp");
  fs::path lib = dir / (stem + ".so");
  std::ofstream(src) << "#include \"cuda_emulation.h\"\n" << source << wrapper;
  std::string cmd = std::string(FULGUR_CXX_COMPILER) +
                    " -std=c++20 -O1 -w -shared -fPIC -fno-gnu-unique -I" + FULGUR_SOURCE_DIR +
                    "/tests/cuda_emulation " + src.string() + " -o " + lib.string() +
                    " -lpthread 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  std::string out;
  char buf[512];
  while (fgets(buf, sizeof buf, p)) out += buf;
  int rc = pclose(p);
  EXPECT_EQ(rc, 0) << out << "\n" << source;
  if (rc != 0) return nullptr;
  void* handle = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  EXPECT_TRUE(handle) << dlerror();
  return handle ? reinterpret_cast<EmulateFn>(dlsym(handle, "fulgur_emulate")) : nullptr;
}

// Runs a one-region trace through its generated CUDA kernels and compares
// every output with the reference executor. `grid_cap` keeps grids small so
// the grid-stride loops go round more than once.
void check_trace(const std::string& text, const std::string& expect_kind, unsigned grid_cap = 3) {
  testing::RegionHarness h(text, 11);
  ASSERT_TRUE(h.region);
  ASSERT_FALSE(h.lowered.kernels.empty());
  if (!expect_kind.empty()) {
    std::string ir = codegen::kernel::print_kernel_ir(h.lowered.kernels[0]);
    EXPECT_NE(ir.find(expect_kind), std::string::npos) << ir;
  }
  fs::path dir = fs::temp_directory_path() / ("fulgur_emu_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const Kernel& k : h.lowered.kernels) {
    EmulateFn fn = build(k, codegen::cuda::print_cuda(k), dir);
    ASSERT_TRUE(fn);
    std::vector<void*> buffers = h.buffers<void*>(
        k, [&](int i) -> void* { return h.out_tensors.at(static_cast<size_t>(i)).data(); },
        [&](int i) -> void* { return std::get<HostTensor>(h.input(i)).data(); });
    std::vector<int64_t> scalars = h.scalars(k);
    int64_t work = codegen::cuda::work_items(k);
    unsigned grid = static_cast<unsigned>(std::clamp<int64_t>(
        (work + k.launch.items_per_block - 1) / k.launch.items_per_block, 1, grid_cap));
    fn(buffers.data(), scalars.data(), grid, static_cast<unsigned>(k.launch.threads));
  }
  fs::remove_all(dir);
  h.expect_matches();
}

TEST(CudaEmulation, PointwiseVectorizedWithTailAndBroadcast) {
  // 16-byte loads for x and the output, b by its coordinate, a tail of 3.
  check_trace(R"T(def computation(x, b):
  # x: "cpu f32[37, 33]"
  # b: "cpu f32[33]"
  t = ltorch.add(x, b)
  y = ltorch.gelu(t, approximate='tanh')
  return (y,)
)T",
              "vector 4");
}

TEST(CudaEmulation, PointwiseHalfStridedAndBf16) {
  check_trace(R"T(def computation(x, y):
  # x: "cpu f16[24, 20] strides=(1, 24)"
  # y: "cpu f16[24, 20]"
  t = ltorch.mul(x, y)
  u = ltorch.to(t, torch.bfloat16)
  v = ltorch.sigmoid(u)
  return (v,)
)T",
              "");
}

TEST(CudaEmulation, WarpPerRowLayerNormInRegisters) {
  check_trace(R"T(def computation(x, w, b):
  # x: "cpu f32[9, 100]"
  # w: "cpu f32[100]"
  # b: "cpu f32[100]"
  y = ltorch.layer_norm(x, (100,), w, b, 1e-05)
  return (y,)
)T",
              "lanes-unrolled");
}

TEST(CudaEmulation, BlockPerRowSoftmaxInRegisters) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[5, 1500]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T",
              "threads-unrolled");
}

TEST(CudaEmulation, BlockPerRowSeveralPassesOverLongRows) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[2, 20000]"
  m = ltorch.mean(x, 1)
  v = ltorch.var(x, 1)
  return (m, v)
)T",
              ") threads:");
}

// A per-row output that reads an input the row passes already cached in
// registers: it must be read at the row level, not through the loop's copy.
TEST(CudaEmulation, PerRowOutputReadsAnInputTheRowCached) {
  check_trace(R"T(def computation(x, b):
  # x: "cpu f32[9, 64]"
  # b: "cpu f32[9]"
  b2 = ltorch.unsqueeze(b, 1)
  t = ltorch.mul(x, b2)
  s = ltorch.sum(t, 1)
  o = ltorch.add(s, b)
  return (o,)
)T",
              "lanes-unrolled");
}

TEST(CudaEmulation, OuterReductionThreadPerColumn) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[300, 70]"
  s = ltorch.sum(x, 0)
  m = ltorch.amax(x, 0)
  return (s, m)
)T",
              "grid");
}

TEST(CudaEmulation, HalfRmsNormAndIntegerSum) {
  check_trace(R"T(def computation(x, w):
  # x: "cpu f16[6, 64]"
  # w: "cpu f16[64]"
  y = ltorch.rms_norm(x, (64,), w, 1e-06)
  return (y,)
)T",
              "");
  check_trace(R"T(def computation(x):
  # x: "cpu i32[7, 50]"
  s = ltorch.sum(x, 1)
  return (s,)
)T",
              "");
}

// Floor division as PyTorch's `//` (1.0 // 0.1 is 9; from iota, so the exact
// cases are there), by a tensor of both signs and by a number; float to
// uint8 of negative values wraps through int64.
TEST(CudaEmulation, FloorDivisionAndUint8LikePyTorch) {
  check_trace(R"T(def computation(y):
  # y: "cpu f32[40]"
  i = prims.iota(40, start=-20, step=1, device='cpu', dtype=torch.int64)
  a = ltorch.to(i, torch.float32)
  q = ltorch.div(a, y, rounding_mode='floor')
  s = ltorch.div(a, 0.1, rounding_mode='floor')
  b = ltorch.mul(a, 13.7)
  u = ltorch.to(b, torch.uint8)
  return (q, s, u)
)T",
              "");
}

}  // namespace
}  // namespace fulgur
