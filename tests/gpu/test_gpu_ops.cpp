// Ops whose CUDA kernels have their own code (label `gpu`; on the emulated
// device without a driver): training-mode dropout's Philox numbers must be
// the CPU kernel's bit for bit.
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

}  // namespace
}  // namespace fulgur
