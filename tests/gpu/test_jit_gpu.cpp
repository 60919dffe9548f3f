// fulgur::jit on the GPU test device (a real CUDA device where there is a
// driver, else cuda-emu): forward and gradients against libtorch autograd,
// with host tensors and with device tensors (run_device / grad_device).
#include <ATen/ATen.h>
#include <gtest/gtest.h>

#include "frontend/jit.h"
#include "gpu_device.h"
#include "runtime/aten_interop.h"
#include "runtime/cuda/device_tensor.h"

namespace fulgur {
namespace {

JitDevice test_jit_device() {
  return testing::on_emulated_device() ? JitDevice::CudaEmu : JitDevice::Cuda;
}

std::vector<Traced> mlp_loss(Tracer&, const std::vector<Traced>& in) {
  Traced h = lt::gelu(lt::linear(in[0], in[1], in[2]), "tanh");
  return {lt::softmax(h, -1), lt::sum(h * h)};
}

struct Reference {
  at::Tensor x, w, b;
  at::Tensor y, loss;
  Reference() {
    at::manual_seed(5);
    x = at::randn({8, 16});
    w = at::randn({12, 16}).requires_grad_();
    b = at::randn({12}).requires_grad_();
    at::Tensor h = at::gelu(at::linear(x, w, b), "tanh");
    y = at::softmax(h, -1);
    loss = (h * h).sum();
    loss.backward();
  }
};

void expect_close(const HostTensor& got, const at::Tensor& want, const char* what) {
  at::Tensor g = to_aten(got);
  EXPECT_TRUE(at::allclose(g, want.detach(), 1e-4, 1e-4))
      << what << ": max difference " << (g - want.detach()).abs().max().item<double>();
}

TEST(GpuJit, HostTensorsForwardAndBackwardMatchLibtorch) {
  SKIP_WITHOUT_GPU();
  Reference ref;
  JitFunction f = jit(mlp_loss, {"x", "w", "b"}, JitOptions{.device = test_jit_device()});
  HostTensor x = from_aten(ref.x), w = from_aten(ref.w.detach()), b = from_aten(ref.b.detach());
  w.requires_grad = b.requires_grad = true;
  auto out = f({x, w, b});
  expect_close(std::get<HostTensor>(out[0]), ref.y, "softmax");
  expect_close(std::get<HostTensor>(out[1]), ref.loss, "loss");
  auto grads = grad({std::get<HostTensor>(out[1])});
  ASSERT_TRUE(grads[1] && grads[2]);
  EXPECT_FALSE(grads[0]);
  expect_close(*grads[1], ref.w.grad(), "dw");
  expect_close(*grads[2], ref.b.grad(), "db");
}

TEST(GpuJit, DeviceTensorsStayOnTheDevice) {
  SKIP_WITHOUT_GPU();
  Reference ref;
  auto dev = std::make_shared<cuda::Device>(0, &testing::gpu_test_driver());
  JitFunction f =
      jit(mlp_loss, {"x", "w", "b"},
          JitOptions{.device = test_jit_device(), .cuda_device = [dev] { return dev; }});
  std::vector<cuda::DeviceValue> in = {cuda::to_device(*dev, from_aten(ref.x)),
                                       cuda::to_device(*dev, from_aten(ref.w.detach())),
                                       cuda::to_device(*dev, from_aten(ref.b.detach()))};
  DeviceCall call = f.run_device(in, {false, true, true});
  ASSERT_TRUE(call.grad);
  ASSERT_EQ(call.differentiable.size(), 2u);
  expect_close(cuda::to_host(*dev, std::get<cuda::DeviceTensor>(call.outputs[0])), ref.y,
               "softmax");
  // Only the loss gets a cotangent (1); the softmax's is zeros.
  HostTensor one = HostTensor::empty({}, DType::f32);
  one.set(0, 1.0);
  std::vector<std::optional<cuda::DeviceTensor>> cots(2);
  for (size_t k = 0; k < 2; ++k)
    if (call.differentiable[k] == 1) cots[k] = cuda::to_device(*dev, one);
  auto grads = grad_device(*call.grad, cots);
  ASSERT_TRUE(grads[1] && grads[2]);
  expect_close(cuda::to_host(*dev, *grads[1]), ref.w.grad(), "dw");
  expect_close(cuda::to_host(*dev, *grads[2]), ref.b.grad(), "db");
}

}  // namespace
}  // namespace fulgur
