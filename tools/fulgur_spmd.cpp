#include "fulgur_spmd.h"

#include <cstring>
#include <iostream>

#include "frontend/spmd.h"
#include "ir/error.h"
#include "ir/passes/train_step.h"
#include "runtime/inputs.h"

namespace fulgur::cli {

namespace {
Tensor copy_of(const Tensor& t) {
  Tensor c = HostTensor::empty(t.shape, t.dtype);
  if (c.numel() > 0) {
    Tensor src = t.is_contiguous() ? t : t.contiguous();
    std::memcpy(c.data(), src.data(), static_cast<size_t>(c.numel() * dtype_itemsize(c.dtype)));
  }
  return c;
}
}  // namespace

int run_train_steps(const std::string& file, const Trace& trace, const TrainRunOptions& o) {
  std::vector<ProxyPtr> in = trace.input_proxies();
  FULGUR_CHECK(o.params >= 1 && o.params + o.state <= in.size(), "run --train-steps: ", file,
               ": --params ", o.params, " and --state ", o.state, " do not fit ", trace.fn_name,
               "(), which takes ", in.size(), " inputs (parameters, state, then the batch)");
  spmd::StepOptions so;
  so.param_schema = o.shard_params ? Placement::shard(0) : Placement::replicate();
  spmd::TrainStep step = spmd::compile(trace, o.params, o.state, so);
  const size_t np = o.params, ns = o.state;
  auto global_inputs = [&](uint64_t seed) {
    std::vector<Tensor> r;
    for (RuntimeValue& v : random_inputs(trace, seed)) {
      auto* t = std::get_if<HostTensor>(&v);
      FULGUR_CHECK(t, "run --train-steps: ", file, ": the step takes numbers; it takes tensors");
      t->requires_grad = false;
      r.push_back(std::move(*t));
    }
    return r;
  };
  std::vector<Tensor> whole = global_inputs(o.seed);
  whole.resize(np + ns);
  for (size_t i = np; i < np + ns; ++i)  // optimizer state starts at zeros
    whole[i] = HostTensor::empty(whole[i].shape, whole[i].dtype);
  std::vector<Tensor> local = step.distribute(whole);
  std::vector<Tensor> params(local.begin(), local.begin() + static_cast<std::ptrdiff_t>(np));
  std::vector<Tensor> state(local.begin() + static_cast<std::ptrdiff_t>(np), local.end());
  // The single-process reference: the resolved global program.
  std::optional<JitFunction> ref;
  std::vector<Tensor> ref_vals;
  if (o.check) {
    ref.emplace(jit(resolve_grad(trace)));
    for (const Tensor& t : whole) ref_vals.push_back(copy_of(t));
  }
  // This rank's part of a batch input: its torch.chunk of dim 0 (the default
  // Shard(0) schema); of a parameter or state tensor: the same where the
  // local shape differs from the global one (Shard(0)), else the whole.
  const DeviceMesh mesh = [&] {
    DeviceMesh m;
    m.device_type = "cpu";
    m.shape = {step.world_size()};
    for (int64_t r = 0; r < step.world_size(); ++r) m.ids.push_back(r);
    return m;
  }();
  auto part = [&](const Tensor& t, bool sharded) {
    if (!sharded || t.shape.empty()) return t;
    return distribute_tensor(t, mesh, {Placement::shard(0)}, step.rank()).local;
  };
  bool ok = true;
  for (int64_t t = 0; t < o.steps; ++t) {
    std::vector<Tensor> batch = global_inputs(o.seed + 1 + static_cast<uint64_t>(t));
    batch.erase(batch.begin(), batch.begin() + static_cast<std::ptrdiff_t>(np + ns));
    std::vector<Tensor> parts;
    for (const Tensor& b : batch) parts.push_back(part(b, true));
    std::vector<Tensor> out = step(params, state, parts);
    std::cout << "step " << t << ":";
    for (const Tensor& v : out) {
      if (v.numel() == 1)
        std::cout << " " << v.get(0);
      else
        std::cout << " [" << v.numel() << " values]";
    }
    std::cout << "\n";
    if (ref) {
      std::vector<RuntimeValue> rin(ref_vals.begin(), ref_vals.end());
      rin.insert(rin.end(), batch.begin(), batch.end());
      std::vector<RuntimeValue> want = (*ref)(rin);
      for (size_t k = 0; k < out.size(); ++k) {
        Comparison c = compare(RuntimeValue(out[k]), want.at(k));
        if (!c.ok) {
          ok = false;
          std::cout << "step " << t << ": output " << k << " differs from the single-process "
                    << "program: " << c.problem << "\n";
        }
      }
    }
  }
  if (!ref) return 0;
  for (size_t i = 0; i < np + ns; ++i) {
    Tensor want = part(ref_vals[i], local[i].shape != ref_vals[i].shape);
    Comparison c = compare(RuntimeValue(local[i]), RuntimeValue(want));
    if (!c.ok) {
      ok = false;
      std::cout << "input " << in[i]->name << " after " << o.steps
                << " steps differs from the single-process program: " << c.problem << "\n";
    }
  }
  std::cout << (ok ? "check passed" : "check FAILED") << "\n";
  return ok ? 0 : 1;
}

}  // namespace fulgur::cli
