#include "codegen/grad_program.h"

#include "ir/error.h"

namespace fulgur::codegen {

CpuGradProgram::CpuGradProgram(ForwardBackward fb) : fb_(std::move(fb)) {
  forward_ = std::make_unique<CpuProgram>(fb_.forward);
  if (!fb_.cotangent_of.empty())
    backward_ = std::make_unique<CpuProgram>(flatten_signature(fb_.backward));
}

CpuGradProgram::CpuGradProgram(ForwardBackward fb, Trace fused_forward,
                               std::optional<Trace> fused_backward)
    : fb_(std::move(fb)) {
  forward_ = std::make_unique<CpuProgram>(fb_.forward, std::move(fused_forward));
  if (!fb_.cotangent_of.empty()) {
    FULGUR_INTERNAL_ASSERT(fused_backward, "a differentiated program needs its fused backward");
    backward_ =
        std::make_unique<CpuProgram>(flatten_signature(fb_.backward), std::move(*fused_backward));
  }
}

CpuGradProgram::ForwardResult CpuGradProgram::forward(
    const std::vector<RuntimeValue>& inputs) const {
  std::vector<RuntimeValue> all = forward_->run(inputs);
  ForwardResult r;
  auto split = all.begin() + static_cast<std::ptrdiff_t>(fb_.num_outputs);
  r.outputs.assign(all.begin(), split);
  r.saved.assign(split, all.end());
  return r;
}

std::vector<std::optional<HostTensor>> CpuGradProgram::backward(
    const std::vector<RuntimeValue>& saved, const std::vector<HostTensor>& cotangents) const {
  FULGUR_CHECK(backward_, "backward: no output of ", fb_.forward.fn_name,
               " depends on an input that requires grad, so there is nothing to differentiate");
  FULGUR_CHECK(cotangents.size() == fb_.cotangent_of.size(), "backward: expected ",
               fb_.cotangent_of.size(), " cotangent(s), one per differentiable output, got ",
               cotangents.size());
  std::vector<ProxyPtr> outs;
  collect_proxies(fb_.forward.returned().seq().items.at(0), outs);
  std::vector<RuntimeValue> in = saved;
  for (size_t i = 0; i < cotangents.size(); ++i) {
    const TensorType& want = outs.at(fb_.cotangent_of[i])->tensor();
    const HostTensor& c = cotangents[i];
    FULGUR_CHECK(c.shape == want.shape && c.dtype == want.dtype,
                 "backward: the cotangent of output ", fb_.cotangent_of[i], " (",
                 outs[fb_.cotangent_of[i]]->name, ") must be ", shape_dtype_string(want), ", got ",
                 dtype_short_name(c.dtype), shape_string(c.shape));
    in.emplace_back(c);
  }
  std::vector<RuntimeValue> flat = backward_->run(in);
  std::vector<std::optional<HostTensor>> grads;
  size_t k = 0;
  for (bool has : fb_.has_grad) {
    if (!has) {
      grads.emplace_back(std::nullopt);
      continue;
    }
    grads.emplace_back(std::get<HostTensor>(flat.at(k++)));
  }
  return grads;
}

}  // namespace fulgur::codegen
