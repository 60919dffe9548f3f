// fulgur::jit on a CUDA device, run here on the emulated one (cuda-emu): the
// same function jitted for the CPU and for cuda-emu gives the same outputs
// and the same gradients, with host tensors (copied in and out) and with
// device tensors (run_device / grad_device, nothing copied); the spec keys
// the device; run_device on a CPU function is refused by name.
#include <gtest/gtest.h>

#include <cmath>

#include "codegen/llvm/cpu_jit.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/cuda/emulated_driver.h"

namespace fulgur {
namespace {

#define SKIP_WITHOUT_LLVM() \
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)"

HostTensor filled(const Shape& shape, double start, double step, bool grad = false) {
  HostTensor t = HostTensor::empty(shape, DType::f32);
  for (int64_t i = 0; i < t.numel(); ++i) t.set(i, std::sin(start + step * static_cast<double>(i)));
  t.requires_grad = grad;
  return t;
}

// An MLP with a softmax: a cuBLAS GEMM (linear), kernels (gelu, bias adds,
// the softmax's reductions) and a loss that reduces to a scalar.
JitFunction mlp(JitDevice device) {
  return jit(
      [](Tracer&, const std::vector<Traced>& in) {
        Traced h = lt::gelu(lt::linear(in[0], in[1], in[2]), "tanh");
        Traced y = lt::softmax(lt::linear(h, in[3]), -1);
        return std::vector<Traced>{y, lt::sum(y * lt::sum(in[0], lt::Ints{1}, true))};
      },
      {"x", "w1", "b1", "w2"}, JitOptions{.device = device});
}

std::vector<RuntimeValue> mlp_inputs(bool grad) {
  return {filled({6, 8}, 0.1, 0.37), filled({16, 8}, 0.2, 0.11, grad), filled({16}, 0.3, 0.7, grad),
          filled({5, 16}, 0.4, 0.23, grad)};
}

void expect_close(const HostTensor& a, const HostTensor& b, const std::string& what) {
  ASSERT_EQ(a.shape, b.shape) << what;
  for (int64_t i = 0; i < a.numel(); ++i)
    EXPECT_NEAR(a.get(i), b.get(i), 1e-5 + 1e-4 * std::abs(b.get(i))) << what << " element " << i;
}

TEST(JitDevice, CudaEmuForwardMatchesCpu) {
  SKIP_WITHOUT_LLVM();
  JitFunction cpu = mlp(JitDevice::Cpu), emu = mlp(JitDevice::CudaEmu);
  EXPECT_EQ(emu.device(), JitDevice::CudaEmu);
  auto want = cpu(mlp_inputs(false));
  auto got = emu(mlp_inputs(false));
  ASSERT_EQ(got.size(), 2u);
  for (size_t i = 0; i < got.size(); ++i)
    expect_close(std::get<HostTensor>(got[i]), std::get<HostTensor>(want[i]),
                 "output " + std::to_string(i));
  emu(mlp_inputs(false));
  EXPECT_EQ(emu.cache_info().hits, 1);
  EXPECT_EQ(emu.cache_info().misses, 1);
  // The compiled entry is a CUDA host program (its plan lists launches).
  EXPECT_NE(emu.last_host_program().find("launch"), std::string::npos) << emu.last_host_program();
}

TEST(JitDevice, CudaEmuGradientsMatchCpu) {
  SKIP_WITHOUT_LLVM();
  JitFunction cpu = mlp(JitDevice::Cpu), emu = mlp(JitDevice::CudaEmu);
  auto want = cpu(mlp_inputs(true));
  auto got = emu(mlp_inputs(true));
  auto gw = grad({std::get<HostTensor>(want[1])});
  auto gg = grad({std::get<HostTensor>(got[1])});
  ASSERT_EQ(gg.size(), 4u);
  EXPECT_FALSE(gg[0]);  // x does not require grad
  for (size_t i = 1; i < 4; ++i) {
    ASSERT_TRUE(gg[i] && gw[i]) << i;
    expect_close(*gg[i], *gw[i], "gradient " + std::to_string(i));
  }
}

TEST(JitDevice, RunDeviceKeepsTensorsOnTheDevice) {
  SKIP_WITHOUT_LLVM();
  auto dev = std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
  int asked = 0;
  JitFunction emu = jit(
      [](Tracer&, const std::vector<Traced>& in) {
        return std::vector<Traced>{lt::sum(lt::gelu(lt::linear(in[0], in[1], in[2]), "tanh"))};
      },
      {"x", "w", "b"}, JitOptions{.device = JitDevice::CudaEmu, .cuda_device = [&] {
                                    ++asked;
                                    return dev;
                                  }});
  JitFunction cpu = jit(
      [](Tracer&, const std::vector<Traced>& in) {
        return std::vector<Traced>{lt::sum(lt::gelu(lt::linear(in[0], in[1], in[2]), "tanh"))};
      },
      {"x", "w", "b"});
  std::vector<RuntimeValue> host = {filled({4, 8}, 0.5, 0.3), filled({3, 8}, 0.1, 0.2, true),
                                    filled({3}, 0.2, 0.9, true)};
  std::vector<cuda::DeviceValue> on_dev;
  for (auto& v : host) on_dev.emplace_back(cuda::to_device(*dev, std::get<HostTensor>(v)));
  DeviceCall call = emu.run_device(on_dev, {false, true, true});
  EXPECT_EQ(asked, 1);
  ASSERT_EQ(call.outputs.size(), 1u);
  ASSERT_TRUE(call.grad);
  ASSERT_EQ(call.differentiable, std::vector<size_t>{0});
  auto want = cpu(host);
  HostTensor y = cuda::to_host(*dev, std::get<cuda::DeviceTensor>(call.outputs[0]));
  expect_close(y, std::get<HostTensor>(want[0]), "output");

  HostTensor one = HostTensor::empty({}, DType::f32);
  one.set(0, 1.0);
  auto grads = grad_device(*call.grad, {cuda::to_device(*dev, one)});
  auto want_grads = grad({std::get<HostTensor>(want[0])});
  ASSERT_EQ(grads.size(), 3u);
  EXPECT_FALSE(grads[0]);
  for (size_t i = 1; i < 3; ++i) {
    ASSERT_TRUE(grads[i]) << i;
    expect_close(cuda::to_host(*dev, *grads[i]), *want_grads[i], "gradient " + std::to_string(i));
  }
  // A cotangent of the wrong shape is refused by name.
  try {
    grad_device(*call.grad, {cuda::to_device(*dev, filled({2}, 0, 1))});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("cotangent of output 0 must be f32[]"), std::string::npos)
        << e.what();
  }
  // The same spec is a hit; without requires_grad a miss of its own.
  emu.run_device(on_dev, {false, true, true});
  DeviceCall plain = emu.run_device(on_dev);
  EXPECT_FALSE(plain.grad);
  EXPECT_EQ(emu.cache_info().hits, 1);
  EXPECT_EQ(emu.cache_info().misses, 2);
}

std::vector<std::vector<int64_t>> g_specs;
uint64_t record_spec(const std::vector<int64_t>& spec) {
  g_specs.push_back(spec);
  return 0;
}

TEST(JitDevice, TheSpecKeysTheDevice) {
  SKIP_WITHOUT_LLVM();
  detail::set_spec_hash_for_testing(record_spec);
  g_specs.clear();
  JitFunction cpu = mlp(JitDevice::Cpu), emu = mlp(JitDevice::CudaEmu);
  detail::set_spec_hash_for_testing(nullptr);
  cpu(mlp_inputs(false));
  emu(mlp_inputs(false));
  ASSERT_EQ(g_specs.size(), 2u);
  // The same inputs, a different device: different spec words.
  EXPECT_NE(g_specs[0], g_specs[1]);
  EXPECT_EQ(g_specs[0].size(), g_specs[1].size());
}

TEST(JitDevice, RunDeviceOnACpuFunctionIsRefused) {
  JitFunction cpu = mlp(JitDevice::Cpu);
  try {
    cpu.run_device({});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("runs on the CPU"), std::string::npos) << e.what();
  }
  EXPECT_STREQ(jit_device_name(JitDevice::CudaEmu), "cuda-emu");
}

}  // namespace
}  // namespace fulgur
