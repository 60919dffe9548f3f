// Ops whose CUDA kernels have their own code (label `gpu`; on the emulated
// device without a driver): training-mode dropout's Philox numbers must be
// the CPU kernel's bit for bit, and the fused attention kernel
// (codegen/attention.h, generated CUDA C++) must match libtorch's sdpa.
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>

#include "codegen/cuda_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "frontend/jit.h"
#include "gpu_device.h"
#include "ir/parser.h"
#include "runtime/cuda/device.h"
#include "runtime/inputs.h"
#include "runtime/philox.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

std::shared_ptr<cuda::Device> device() {
  static auto d = std::make_shared<cuda::Device>(0, &testing::gpu_test_driver());
  return d;
}

bool same_bits(const HostTensor& a, const HostTensor& b) {
  return a.shape == b.shape && a.dtype == b.dtype &&
         std::memcmp(a.data(), b.data(),
                     static_cast<size_t>(a.numel()) * dtype_itemsize(a.dtype)) == 0;
}

TEST(GpuOps, DropoutMaskIsTheCpuKernelsBitForBit) {
  SKIP_WITHOUT_GPU();
  for (const char* dt : {"f32", "bf16"}) {
    Trace t = parse_trace(std::string("def computation(x):\n  # x: \"cpu ") + dt +
                              "[33, 1000]\"\n  y = ltorch.dropout(x, 0.3)\n  return (y,)\n",
                          "t.trace");
    auto in = random_inputs(t, 1);
    set_philox_state({0xfeedfacecafebeefull, 12345});
    HostTensor ref = std::get<HostTensor>(run_reference(t, in, ExecutionLevel::Prims).at(0));
    codegen::CudaProgram program(t, device());
    set_philox_state({0xfeedfacecafebeefull, 12345});
    HostTensor gpu = std::get<HostTensor>(program.run(in).at(0));
    EXPECT_TRUE(same_bits(gpu, ref)) << dt;
    if (codegen::cpu::llvm_available()) {
      JitFunction f = jit(t);
      set_philox_state({0xfeedfacecafebeefull, 12345});
      EXPECT_TRUE(same_bits(std::get<HostTensor>(f(in).at(0)), gpu)) << dt;
    }
  }
}

TEST(GpuOps, FusedAttentionMatchesLibtorch) {
  SKIP_WITHOUT_GPU();
  struct Case {
    const char *q, *k, *v, *mask, *args;
  };
  const bool emu = testing::on_emulated_device();
  std::vector<Case> cases = {
      {"f32[1, 2, 40, 8]", "f32[1, 2, 50, 8]", "f32[1, 2, 50, 8]", nullptr, ", is_causal=True"},
      {"f16[2, 2, 33, 32]", "f16[2, 2, 33, 32]", "f16[2, 2, 33, 32]", nullptr, ", is_causal=True"},
      {"bf16[1, 3, 20, 16]", "bf16[1, 3, 24, 16]", "bf16[1, 3, 24, 16]", "b8[20, 24]", ""},
      {"f32[2, 4, 9, 16]", "f32[2, 2, 13, 16]", "f32[2, 2, 13, 16]", nullptr,
       ", scale=0.2, enable_gqa=True"},
  };
  if (!emu) {  // sizes a real device takes in its stride: several query blocks, E = 128
    cases.push_back({"f16[2, 8, 1000, 64]", "f16[2, 8, 1000, 64]", "f16[2, 8, 1000, 64]", nullptr,
                     ", is_causal=True"});
    cases.push_back({"bf16[1, 16, 300, 128]", "bf16[1, 16, 517, 128]", "bf16[1, 16, 517, 128]",
                     "bf16[1, 16, 300, 517]", ""});
  }
  for (const auto& c : cases) {
    std::string text = std::string("def computation(q, k, v") + (c.mask ? ", m" : "") +
                       "):\n  # q: \"cpu " + c.q + "\"\n  # k: \"cpu " + c.k + "\"\n  # v: \"cpu " +
                       c.v + "\"\n";
    if (c.mask) text += std::string("  # m: \"cpu ") + c.mask + "\"\n";
    text += std::string("  o = ltorch.scaled_dot_product_attention(q, k, v") +
            (c.mask ? ", m" : "") + c.args + ")\n  return (o,)\n";
    Trace t = parse_trace(text, "t.trace");
    codegen::CudaProgram program(t, device());
    bool fused = false;
    for (const auto& s : program.plan().sources)
      fused = fused || s.find("fused attention kernel") != std::string::npos;
    EXPECT_TRUE(fused) << c.q;
    auto in = random_inputs(t, 7);
    auto out = program.run(in);
    auto expected = run_reference(t, in, ExecutionLevel::TopLevel);
    Comparison r = compare(out[0], expected[0]);
    EXPECT_TRUE(r.ok) << c.q << ": " << r.problem;
  }
}

}  // namespace
}  // namespace fulgur
