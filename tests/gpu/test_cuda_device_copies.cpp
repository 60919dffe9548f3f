// On CUDA, what runs outside the fusion regions runs on the device: a
// make_contiguous, a reshape of a strided view, a GEMM operand cuBLAS cannot
// take as laid out, a cat and a take_along_dim (embedding, cross-entropy) each
// get a kernel made for their layouts, instead of a round trip through host
// memory and libtorch. Checked against the reference executor on the GPU
// where there is one (perf/device/check.sh), else on the emulated device
// (cuda-emu), which runs the exact CUDA C++ NVRTC compiles.
#include <gtest/gtest.h>

#include "codegen/cuda_program.h"
#include "gpu_device.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/host_program.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

std::shared_ptr<cuda::Device> gpu_device() {
  static auto d = std::make_shared<cuda::Device>(0, &testing::gpu_test_driver());
  return d;
}

std::string mismatches(codegen::CudaProgram& program, const Trace& t,
                       const std::vector<RuntimeValue>& inputs) {
  auto expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
  auto actual = program.run(inputs);
  std::string problems;
  for (size_t i = 0; i < actual.size(); ++i) {
    Comparison c = compare(actual[i], expected[i]);
    if (!c.ok) problems += "output " + std::to_string(i) + ": " + c.problem + "\n";
  }
  return problems;
}

// The pieces of a transformer block that used to leave the device.
const char* kBlockPieces = R"T(def computation(idx, wte, qkv, freqs):
  # idx: "cpu i64[2, 6]"
  # wte: "cpu f32[10, 16]"
  # qkv: "cpu f32[2, 6, 48]"
  # freqs: "cpu f32[6, 2]"
  x = ltorch.embedding(idx, wte)
  (q0, k0, v0) = ltorch.split(qkv, 16, -1)
  q1 = ltorch.view(q0, 2, 6, 4, 4)
  q = ltorch.transpose(q1, 1, 2)
  k1 = ltorch.view(k0, 2, 6, 4, 4)
  kt = ltorch.permute(k1, 0, 2, 3, 1)
  v1 = ltorch.view(v0, 2, 6, 4, 4)
  v = ltorch.transpose(v1, 1, 2)
  s = ltorch.matmul(q, kt)
  att = ltorch.matmul(s, v)
  att1 = ltorch.transpose(att, 1, 2)
  att2 = ltorch.reshape(att1, 2, 6, 16)
  (q_lo, q_hi) = ltorch.split(q, 2, -1)
  q_rot = ltorch.cat([q_hi, q_lo], -1)
  angles = ltorch.cat([freqs, freqs], -1)
  y = ltorch.add(att2, x)
  return (y, q_rot, angles)
)T";

TEST(CudaDeviceCopies, TransformerPiecesStayOnTheDevice) {
  SKIP_WITHOUT_GPU();
  Trace t = parse_trace(kBlockPieces, "t.trace");
  codegen::CudaProgram program(t, gpu_device());
  const std::string host = print_host_program(program.plan().host);
  EXPECT_EQ(program.plan().host_calls, 0u) << host;
  EXPECT_EQ(host.find("libtorch on host copies"), std::string::npos) << host;
  EXPECT_EQ(host.find("through the host"), std::string::npos) << host;
  EXPECT_NE(host.find("launch cudaTakeAlongDim0"), std::string::npos) << host;
  EXPECT_NE(host.find("with kernel cudaContiguous"), std::string::npos) << host;
  EXPECT_NE(host.find("launch cudaCat"), std::string::npos) << host;
  for (uint64_t seed : {1, 2, 3}) EXPECT_EQ(mismatches(program, t, random_inputs(t, seed)), "");
}

// Every dtype the copies move, size-0 parts of a cat, a broadcast (stride 0)
// and a sliced (offset) source.
TEST(CudaDeviceCopies, CopiesKeepEveryDtypeAndLayout) {
  SKIP_WITHOUT_GPU();
  for (const char* dt : {"f32", "f64", "f16", "bf16", "i64", "i32", "b8", "u8"}) {
    std::string text = std::string(R"T(def computation(a, b, e):
  # a: "cpu )T") + dt + R"T([3, 5, 4]"
  # b: "cpu )T" + dt + R"T([5, 1]"
  # e: "cpu )T" + dt + R"T([3, 0, 4]"
  at = ltorch.transpose(a, 0, 2)
  r = ltorch.reshape(at, 20, 3)
  (s0, s) = ltorch.split(a, [2, 3], 1)
  c = ltorch.cat([s, e, a], 1)
  bb = ltorch.expand(b, 5, 3)
  d = ltorch.cat([bb, bb], 0)
  return (r, c, d)
)T";
    SCOPED_TRACE(dt);
    Trace t;
    try {
      t = parse_trace(text, "t.trace");
    } catch (const Error& err) {
      FAIL() << err.what();
    }
    codegen::CudaProgram program(t, gpu_device());
    EXPECT_EQ(program.plan().host_calls, 0u) << print_host_program(program.plan().host);
    EXPECT_EQ(mismatches(program, t, random_inputs(t, 5)), "");
  }
}

// An input made contiguous for a reshape after a kernel read it strided:
// the input is still uploaded (and checked) with the caller's strides, which
// the earlier kernel was made for. The plan's layout of the input slot is
// its last one (contiguous); uploading with that one made exp(x) read the
// transposed storage.
TEST(CudaDeviceCopies, AnInputMadeContiguousLaterKeepsItsStridesAtTheBoundary) {
  SKIP_WITHOUT_GPU();
  Trace t = parse_trace(R"T(def computation(x, w):
  # x: "cuda:0 f32[4, 6] strides=(1, 4)"
  # w: "cuda:0 f32[6, 3]"
  y = ltorch.exp(x)
  m = ltorch.matmul(y, w)
  z = ltorch.reshape(x, (24,))
  return (m, z)
)T",
                        "t.trace");
  codegen::CudaProgram program(t, gpu_device());
  const std::string host = print_host_program(program.plan().host);
  // The region reads x with its strides, before x is made contiguous.
  ASSERT_LT(host.find("launch cudaFusion0(%0:x"), host.find("make_contiguous %0:x strides=[1, 4]"))
      << host;
  auto inputs = random_inputs(t, 4);
  EXPECT_EQ(mismatches(program, t, inputs), "");
  // Device tensors with the caller's strides are taken as they are.
  auto dev_in = program.to_device(inputs);
  EXPECT_EQ(std::get<cuda::DeviceTensor>(dev_in[0]).strides, (Shape{1, 4}));
  auto out = program.run_device(dev_in);
  EXPECT_EQ(out.size(), 2u);
}

// take_along_dim on the device: negative indices count from the end, as the
// reference's; an index out of range is an error naming the op and the
// extent, never a value read from outside the tensor.
TEST(CudaDeviceCopies, TakeAlongDimChecksItsIndicesOnTheDevice) {
  SKIP_WITHOUT_GPU();
  Trace t = parse_trace(R"T(def computation(a, i):
  # a: "cpu f32[4, 7]"
  # i: "cpu i64[4, 3]"
  y = prims.take_along_dim(a, i, 1)
  return (y,)
)T",
                        "t.trace");
  codegen::CudaProgram program(t, gpu_device());
  auto inputs = random_inputs(t, 1);
  auto& idx = std::get<HostTensor>(inputs[1]);
  idx.set(0, -1);
  idx.set(5, -7);
  idx.set(11, 6);
  EXPECT_EQ(mismatches(program, t, inputs), "");
  for (double bad : {7.0, -8.0, 1000.0}) {
    idx.set(4, bad);
    try {
      program.run(inputs);
      ADD_FAILURE() << "index " << bad << " ran";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("prims.take_along_dim(a, i, 1): an index is out of "
                                           "range for dim 1 of extent 7"),
                std::string::npos)
          << e.what();
    }
  }
  // The program runs again once the indices are good: the flag is per run.
  idx.set(4, 2);
  EXPECT_EQ(mismatches(program, t, inputs), "");
}

}  // namespace
}  // namespace fulgur
