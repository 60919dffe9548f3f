#include "codegen/cpu_program.h"

#include <cstring>
#include <unordered_map>

#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/error.h"
#include "ir/syntax.h"
#include "runtime/cpu_pool.h"
#include "runtime/reference_executor.h"

namespace fulgur::codegen {

namespace {

int64_t product(const std::vector<int64_t>& domain, const std::vector<int>& dims) {
  int64_t n = 1;
  for (int d : dims) n *= domain.at(static_cast<size_t>(d));
  return n;
}

// Chunks of about this many elements are worth a thread.
constexpr int64_t kGrainElements = 1 << 15;

}  // namespace

CpuProgram::CpuProgram(const Trace& trace) : trace_(trace) {
  FULGUR_CHECK(cpu::llvm_available(),
               "the CPU backend needs LLVM 19: this build of fulgur has none (install llvm-19-dev "
               "and rebuild)");
  fused_ = partition(trace_, Target::Cpu);
  for (const BoundSymbol* r : fusion_regions(fused_)) {
    Region region;
    kernel::LoweredRegion lowered = kernel::lower_region(*r, {Target::Cpu});
    for (const auto& sb : lowered.scratch) region.scratch.emplace_back(sb.dtype, sb.elements);
    for (auto& k : lowered.kernels) {
      cpu::CpuKernel c = cpu::compile_cpu_kernel(k);
      compile_ms_ += c.compile_ms;
      CompiledKernel ck;
      ck.kernel = kernels_.size();
      ck.fn = c.fn;
      ck.work = product(k.domain, k.launch.work_dims) * k.launch.work_multiplier;
      int64_t numel = 1;
      for (int64_t e : k.domain) numel *= e;
      int64_t per_item = ck.work > 0 ? std::max<int64_t>(1, numel / ck.work) : 1;
      ck.grain = std::max<int64_t>(1, kGrainElements / per_item);
      kernels_.push_back(std::move(k));
      region.kernels.push_back(ck);
    }
    regions_.push_back(std::move(region));
  }
}

std::vector<RuntimeValue> CpuProgram::run(const std::vector<RuntimeValue>& inputs) const {
  std::vector<ProxyPtr> params = fused_.input_proxies();
  FULGUR_CHECK(inputs.size() == params.size(), fused_.fn_name, "() takes ", params.size(),
               " inputs but ", inputs.size(), " were given");
  std::unordered_map<const Proxy*, RuntimeValue> env;
  for (size_t i = 0; i < params.size(); ++i) {
    const Proxy& p = *params[i];
    if (p.is_tensor()) {
      const auto* t = std::get_if<HostTensor>(&inputs[i]);
      FULGUR_CHECK(t, "argument '", p.name, "': expected a tensor ", type_string(p.type),
                   ", got a number");
      FULGUR_CHECK(t->shape == p.tensor().shape && t->dtype == p.tensor().dtype, "argument '",
                   p.name, "': expected ", shape_dtype_string(p.tensor()), ", got ",
                   dtype_short_name(t->dtype), shape_string(t->shape));
    } else if (p.is_number()) {
      FULGUR_CHECK(std::holds_alternative<Scalar>(inputs[i]), "argument '", p.name,
                   "': expected a number (", type_string(p.type), "), got a tensor");
    } else {
      FULGUR_FAIL("argument '", p.name, "': the CPU path takes tensors and numbers, not ",
                  type_string(p.type));
    }
    env[&p] = inputs[i];
  }
  auto lookup = [&](const Proxy* p) -> const RuntimeValue& {
    auto it = env.find(p);
    FULGUR_INTERNAL_ASSERT(it != env.end(), "no value for ", p->name);
    return it->second;
  };

  CpuPool& pool = CpuPool::global();
  size_t next_region = 0;
  for (const BoundSymbol& b : fused_.bsyms) {
    if (b.sym->has(kTagFusion)) {
      const Region& region = regions_.at(next_region++);
      std::vector<ProxyPtr> outs = b.flat_outputs();
      std::vector<HostTensor> out_tensors;
      for (const auto& o : outs)
        out_tensors.push_back(HostTensor::uninitialized(o->tensor().shape, o->tensor().dtype));
      // Inputs the trace calls contiguous must be (views from libtorch ops
      // may not be): kernels index them linearly.
      std::vector<RuntimeValue> args;
      for (const auto& a : b.args) {
        const RuntimeValue& v = lookup(a.proxy().get());
        const auto* t = std::get_if<HostTensor>(&v);
        if (t && !a.proxy()->tensor().strides && !t->is_contiguous())
          args.emplace_back(t->contiguous());
        else
          args.push_back(v);
      }
      std::vector<HostTensor> scratch;
      for (const auto& [dtype, elements] : region.scratch)
        scratch.push_back(HostTensor::uninitialized({elements}, dtype));
      for (const CompiledKernel& ck : region.kernels) {
        const kernel::Kernel& k = kernels_[ck.kernel];
        std::vector<void*> buffers;
        for (const auto& buf : k.buffers) {
          if (buf.scratch >= 0) {
            buffers.push_back(scratch.at(static_cast<size_t>(buf.scratch)).data());
          } else if (buf.is_output) {
            buffers.push_back(out_tensors.at(static_cast<size_t>(buf.region_index)).data());
          } else {
            buffers.push_back(
                std::get<HostTensor>(args.at(static_cast<size_t>(buf.region_index))).data());
          }
        }
        std::vector<int64_t> scalars;
        for (const auto& s : k.scalars) {
          switch (s.kind) {
            case kernel::ScalarArg::Kind::Extents:
              scalars.push_back(product(k.domain, s.dims));
              break;
            case kernel::ScalarArg::Kind::Stride: {
              const auto& buf = k.buffers.at(static_cast<size_t>(s.buffer));
              const auto& t = std::get<HostTensor>(args.at(static_cast<size_t>(buf.region_index)));
              scalars.push_back(t.strides.at(static_cast<size_t>(s.dim)));
              break;
            }
            case kernel::ScalarArg::Kind::Number: {
              const Scalar& v = std::get<Scalar>(args.at(static_cast<size_t>(s.region_index)));
              int64_t slot = 0;
              if (s.type == DType::f64) {
                double d = std::visit([](auto x) { return static_cast<double>(x); }, v);
                std::memcpy(&slot, &d, sizeof d);
              } else {
                slot = std::visit([](auto x) { return static_cast<int64_t>(x); }, v);
              }
              scalars.push_back(slot);
              break;
            }
          }
        }
        if (ck.work == 0) continue;
        cpu::CpuKernelFn fn = ck.fn;
        pool.run(ck.work, ck.grain, [&](int64_t begin, int64_t end) {
          fn(buffers.data(), scalars.data(), begin, end);
        });
      }
      for (size_t i = 0; i < outs.size(); ++i) env[outs[i].get()] = std::move(out_tensors[i]);
      continue;
    }
    if (b.sym->has(kTagSyntax)) {
      if (is_syntax(b, "python_del")) {
        for (const auto& a : b.args) env.erase(a.proxy().get());
        continue;
      }
      if (is_syntax(b, "python_return")) break;
      FULGUR_FAIL("the CPU path runs computation traces; '", b.sym->name, "' is prologue syntax");
    }
    // Library calls and the ops no region holds: libtorch, without copies.
    std::vector<std::pair<const Proxy*, RuntimeValue>> ins;
    for (const auto& p : b.flat_inputs()) ins.emplace_back(p.get(), lookup(p.get()));
    std::vector<RuntimeValue> outs = run_op_with_libtorch(b, ins);
    std::vector<ProxyPtr> names = b.flat_outputs();
    for (size_t i = 0; i < names.size(); ++i) env[names[i].get()] = std::move(outs[i]);
  }
  std::vector<ProxyPtr> ret;
  collect_proxies(fused_.returned(), ret);
  std::vector<RuntimeValue> out;
  for (const auto& p : ret) out.push_back(lookup(p.get()));
  return out;
}

}  // namespace fulgur::codegen
