// The generated CUDA C++ executed on the emulated device (cuda-emu,
// runtime/cuda/emulated_driver.h: CUDA threads as OS threads, warp shuffles
// and __syncthreads as barriers), each kernel loaded from its emulation
// image and launched with packed KernelArgs on small shapes, against the
// reference executor. Grids are capped small so that grid-stride loops go
// round more than once. This covers what the CPU backend's lowering does
// not: vectorized loads with their scalar tail, warp- and block-per-row
// reductions, rows kept in registers, several passes over long rows, leader
// stores and grid-stride loops over more work than the grid.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>

#include "codegen/cuda/cuda_printer.h"
#include "codegen/cuda/emulation.h"
#include "codegen/cuda/launch.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "region_harness.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

using codegen::kernel::Kernel;

int64_t span_bytes(const HostTensor& t) {
  int64_t reach = 1;
  for (size_t d = 0; d < t.shape.size(); ++d) {
    if (t.shape[d] == 0) return 0;
    reach += (t.shape[d] - 1) * t.strides[d];
  }
  return reach * dtype_itemsize(t.dtype);
}

// Runs a one-region trace through its generated CUDA kernels and compares
// every output with the reference executor. `grid_cap` keeps grids small so
// the grid-stride loops go round more than once. `misalign` bytes shift
// every input's base, as a sliced view's would be.
void check_trace(const std::string& text, const std::string& expect_kind, unsigned grid_cap = 3,
                 size_t misalign = 0) {
  testing::RegionHarness h(text, 11);
  ASSERT_TRUE(h.region);
  ASSERT_FALSE(h.lowered.kernels.empty());
  if (!expect_kind.empty()) {
    std::string ir = codegen::kernel::print_kernel_ir(h.lowered.kernels[0]);
    EXPECT_NE(ir.find(expect_kind), std::string::npos) << ir;
  }
  cuda::Device dev(0, &cuda::emulated_driver());
  std::vector<cuda::CUdeviceptr> dev_out;
  for (const auto& t : h.out_tensors)
    dev_out.push_back(dev.alloc(static_cast<size_t>(span_bytes(t))));
  std::map<int, cuda::CUdeviceptr> dev_in;  // region input index -> device allocation
  auto device_input = [&](int i) -> uint64_t {
    if (!dev_in.count(i)) {
      const auto& t = std::get<HostTensor>(h.input(i));
      auto p = dev.alloc(static_cast<size_t>(span_bytes(t)) + misalign);
      dev.copy_to_device(p + misalign, t.data(), static_cast<size_t>(span_bytes(t)));
      dev_in[i] = p;
    }
    return dev_in[i] + misalign;
  };
  std::vector<cuda::Module> modules;  // alive until the launches are done
  for (const Kernel& k : h.lowered.kernels) {
    modules.push_back(
        dev.load(codegen::cuda::emulation_image(k, codegen::cuda::print_cuda(k)), k.name));
    std::vector<uint64_t> buffers = h.buffers<uint64_t>(
        k, [&](int i) -> uint64_t { return dev_out.at(static_cast<size_t>(i)); }, device_input);
    codegen::cuda::KernelArgs args(k, buffers, h.scalars(k));
    auto g = codegen::cuda::launch_geometry(k, dev.sm_count());
    dev.launch(modules.back().function(), std::min(g.grid, grid_cap), g.block, args.params());
  }
  for (size_t i = 0; i < h.out_tensors.size(); ++i)
    dev.copy_to_host(h.out_tensors[i].data(), dev_out[i],
                     static_cast<size_t>(span_bytes(h.out_tensors[i])));
  dev.synchronize();
  for (auto p : dev_out) dev.free(p);
  for (auto& [idx, p] : dev_in) dev.free(p);
  dev.synchronize();
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

// Rows kept in registers move in 16-byte vectors: a thread's elements are
// groups of 16 / itemsize consecutive ones, the row and the weight and bias
// (indexed by the element alone) read with one access a group, the output
// written with one. Every vector-accessed buffer's alignment is checked at
// run time; a misaligned base (a sliced view's) takes the scalar copy of the
// row loop.
constexpr const char* kLayerNormBf16 = R"T(def computation(x, w, b):
  # x: "cpu bf16[3, 4096]"
  # w: "cpu bf16[4096]"
  # b: "cpu bf16[4096]"
  y = ltorch.layer_norm(x, (4096,), w, b, 1e-05)
  return (y,)
)T";

TEST(CudaEmulation, RowVectorsLayerNormBf16AlignedAndMisaligned) {
  testing::RegionHarness h(kLayerNormBf16, 11);
  ASSERT_TRUE(h.region);
  ASSERT_EQ(h.lowered.kernels.size(), 1u);
  const Kernel& k = h.lowered.kernels[0];
  std::string ir = codegen::kernel::print_kernel_ir(k);
  for (const char* want :
       {"vector 8", "vload8(in0", "vload8(in1", "vload8(in2", "vstore8(out0", "aligned(in0, 16)",
        "aligned(in1, 16)", "aligned(in2, 16)", "aligned(out0, 16)"})
    EXPECT_NE(ir.find(want), std::string::npos) << want << "\n" << ir;
  std::string src = codegen::cuda::print_cuda(k);
  EXPECT_NE(src.find("*reinterpret_cast<const uint4*>(in0 + "), std::string::npos) << src;
  EXPECT_NE(src.find("*reinterpret_cast<uint4*>(out0 + "), std::string::npos) << src;
  check_trace(kLayerNormBf16, "vload8");
  check_trace(kLayerNormBf16, "vload8", 3, /*misalign=*/2);
}

TEST(CudaEmulation, RowVectorsSoftmaxF32AndMixedWidths) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[4, 1024]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T",
              "vload4(in0");
  // bf16 in, f32 out: groups of 4, the bf16 row in 8-byte accesses.
  check_trace(R"T(def computation(x):
  # x: "cpu bf16[3, 1024]"
  t = ltorch.to(x, torch.float32)
  y = ltorch.softmax(t, -1)
  return (y,)
)T",
              "vload4(in0");
  check_trace(R"T(def computation(x):
  # x: "cpu f32[4, 1024]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T",
              "vstore4(out0", 3, /*misalign=*/4);
}

TEST(CudaEmulation, RowVectorsWarpPerRowAndReductions) {
  check_trace(R"T(def computation(x, w):
  # x: "cpu f16[7, 200]"
  # w: "cpu f16[200]"
  y = ltorch.rms_norm(x, (200,), w, 1e-06)
  return (y,)
)T",
              "vload8(in1");
  // Two groups of 4 a lane.
  check_trace(R"T(def computation(x, w, b):
  # x: "cpu f32[9, 256]"
  # w: "cpu f32[256]"
  # b: "cpu f32[256]"
  y = ltorch.layer_norm(x, (256,), w, b, 1e-05)
  return (y,)
)T",
              "lanes-unrolled x2");
  check_trace(R"T(def computation(x):
  # x: "cpu f32[5, 2048]"
  s = ltorch.sum(x, 1)
  m = ltorch.amax(x, 1)
  return (s, m)
)T",
              "vload4(in0");
}

// Rows that are not whole groups, and inputs that are not contiguous rows,
// keep scalar accesses (a transposed input beside a vector-stored output).
TEST(CudaEmulation, RowVectorsFallBackToScalarAccesses) {
  check_trace(R"T(def computation(x, w, b):
  # x: "cpu bf16[3, 1001]"
  # w: "cpu bf16[1001]"
  # b: "cpu bf16[1001]"
  y = ltorch.layer_norm(x, (1001,), w, b, 1e-05)
  return (y,)
)T",
              "vector 1");
  testing::RegionHarness h(R"T(def computation(x):
  # x: "cpu f32[6, 520] strides=(1, 6)"
  y = ltorch.softmax(x, -1)
  return (y,)
)T",
                           11);
  ASSERT_TRUE(h.region);
  std::string ir = codegen::kernel::print_kernel_ir(h.lowered.kernels.at(0));
  EXPECT_NE(ir.find("vstore4(out0"), std::string::npos) << ir;
  EXPECT_EQ(ir.find("vload"), std::string::npos) << ir;
  check_trace(R"T(def computation(x):
  # x: "cpu f32[6, 520] strides=(1, 6)"
  y = ltorch.softmax(x, -1)
  return (y,)
)T",
              "vstore4");
}

}  // namespace
}  // namespace fulgur
