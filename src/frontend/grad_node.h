// The eager autograd tape's node (frontend/jit.cpp's grad room): what a
// differentiable output of a jit call carries to run its compiled backward.
#pragma once
#include <memory>
#include <optional>
#include <vector>

#include "codegen/cuda_program.h"
#include "codegen/grad_program.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/passes/autodiff.h"

namespace fulgur {

// What a differentiable output carries: the compiled backward and what the
// forward saved for it. On the CPU the backward is `program`'s; on a CUDA
// device it is `cuda_backward` (loaded on the device the forward ran on),
// reading `saved` (a call with host tensors) or `device_saved` (run_device).
struct GradNode {
  std::shared_ptr<const codegen::CpuGradProgram> program;
  std::vector<RuntimeValue> saved;
  std::shared_ptr<const ForwardBackward> fb;
  std::shared_ptr<codegen::CudaProgram> cuda_backward;
  std::vector<cuda::DeviceValue> device_saved;

  const ForwardBackward& traces() const { return program ? program->traces() : *fb; }

  // The CUDA backward's flat gradients, one per input that has one, back to
  // one entry per input.
  template <typename T>
  std::vector<std::optional<T>> per_input(const std::vector<T>& flat) const {
    std::vector<std::optional<T>> grads;
    size_t k = 0;
    for (bool has : fb->has_grad)
      grads.push_back(has ? std::optional<T>(flat.at(k++)) : std::nullopt);
    return grads;
  }

  std::vector<std::optional<HostTensor>> backward(const std::vector<HostTensor>& cots) const {
    if (program) return program->backward(saved, cots);
    FULGUR_CHECK(!saved.empty() || device_saved.empty(),
                 "grad: these outputs come from run_device(); use grad_device");
    std::vector<RuntimeValue> in = saved;
    in.insert(in.end(), cots.begin(), cots.end());
    std::vector<HostTensor> flat;
    for (auto& v : cuda_backward->run(in)) flat.push_back(std::get<HostTensor>(v));
    return per_input(flat);
  }
  // Per input: its global type when it was a DTensor (dtensor_grad).
  std::vector<std::optional<TensorType>> in_global;
  int64_t rank = -1;
};

}  // namespace fulgur
