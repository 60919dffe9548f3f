#include "codegen/cpu_program.h"

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <unordered_map>

#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "runtime/cpu_pool.h"
#include "runtime/reference_executor.h"

namespace fulgur::codegen {

namespace {

// Chunks of about this many elements are worth a thread.
constexpr int64_t kGrainElements = 1 << 15;

}  // namespace

CpuProgram::CpuProgram(const Trace& trace)
    : CpuProgram(trace, fuse_for_target(trace, Target::Cpu)) {}

CpuProgram::CpuProgram(const Trace& trace, Trace fused) : trace_(trace), fused_(std::move(fused)) {
  FULGUR_CHECK(cpu::llvm_available(),
               "the CPU backend needs LLVM 19: this build of fulgur has none (install llvm-19-dev "
               "and rebuild)");
  if (const char* d = std::getenv("FULGUR_DUMP"); d && std::strstr(d, "trace"))
    std::cerr << "# ---- FULGUR_DUMP=trace\n" << print_trace(fused_);
  HostProgram& hp = host_;
  std::unordered_map<const Proxy*, int> slot_of;
  auto new_slot = [&](const std::string& name) {
    hp.slot_names.push_back(name);
    return hp.num_slots++;
  };
  for (const auto& p : fused_.input_proxies()) slot_of[p.get()] = new_slot(p->name);
  hp.num_inputs = hp.num_slots;
  std::vector<bool> contiguous(static_cast<size_t>(hp.num_slots), false);
  auto slot = [&](const ProxyPtr& p) {
    auto it = slot_of.find(p.get());
    FULGUR_INTERNAL_ASSERT(it != slot_of.end(), "no slot for ", p->name);
    return it->second;
  };
  for (const BoundSymbol& b : fused_.bsyms) {
    if (b.sym->has(kTagFusion)) {
      ++regions_;
      kernel::LoweredRegion lowered = kernel::lower_region(b, {Target::Cpu});
      std::vector<int> in_slots, out_slots, scratch_slots;
      for (const auto& a : b.args) {
        int s = slot(a.proxy());
        in_slots.push_back(s);
        // Kernels index inputs the trace calls contiguous linearly; views
        // from library calls (and callers' tensors) may not be.
        if (a.proxy()->is_tensor() && !a.proxy()->tensor().strides &&
            !contiguous[static_cast<size_t>(s)]) {
          HostInstr mc;
          mc.op = HostInstr::Op::MakeContiguous;
          mc.slot = s;
          hp.instrs.push_back(std::move(mc));
          contiguous[static_cast<size_t>(s)] = true;
        }
      }
      for (const auto& o : b.flat_outputs()) {
        int s = new_slot(o->name);
        slot_of[o.get()] = s;
        contiguous.push_back(true);
        out_slots.push_back(s);
        HostInstr al;
        al.op = HostInstr::Op::Allocate;
        al.slot = s;
        al.shape = o->tensor().shape;
        al.dtype = o->tensor().dtype;
        hp.instrs.push_back(std::move(al));
      }
      for (const auto& sb : lowered.scratch) {
        int s = new_slot(b.sym->name + "_scratch");
        contiguous.push_back(true);
        scratch_slots.push_back(s);
        HostInstr al;
        al.op = HostInstr::Op::Allocate;
        al.slot = s;
        al.shape = {sb.elements};
        al.dtype = sb.dtype;
        hp.instrs.push_back(std::move(al));
      }
      for (auto& k : lowered.kernels) {
        cpu::CpuKernel c = cpu::compile_cpu_kernel(k);
        compile_ms_ += c.compile_ms;
        code_.push_back(std::move(c.code));
        HostInstr l;
        l.op = HostInstr::Op::Launch;
        l.name = k.name;
        l.fn = c.fn;
        l.buffers = kernel::buffer_slots(k, in_slots, out_slots, scratch_slots);
        for (const auto& sa : k.scalars) {
          ScalarSource src;
          switch (sa.kind) {
            case kernel::ScalarArg::Kind::Extents:
              src.kind = ScalarSource::Kind::Const;
              src.value = kernel::extent_product(k, sa.dims);
              break;
            case kernel::ScalarArg::Kind::Stride:
              src.kind = ScalarSource::Kind::Stride;
              src.slot = l.buffers.at(static_cast<size_t>(sa.buffer));
              src.dim = sa.dim;
              break;
            case kernel::ScalarArg::Kind::Number:
              src.kind = ScalarSource::Kind::Number;
              src.slot = in_slots.at(static_cast<size_t>(sa.region_index));
              src.as_double = sa.type == DType::f64;
              break;
          }
          l.scalars.push_back(src);
        }
        l.work = kernel::extent_product(k, k.launch.work_dims) * k.launch.work_multiplier;
        int64_t numel = 1;
        for (int64_t e : k.domain) numel *= e;
        int64_t per_item = l.work > 0 ? std::max<int64_t>(1, numel / l.work) : 1;
        l.grain = std::max<int64_t>(1, kGrainElements / per_item);
        hp.instrs.push_back(std::move(l));
        kernels_.push_back(std::move(k));
      }
      if (!scratch_slots.empty()) {
        HostInstr free;
        free.op = HostInstr::Op::Free;
        free.slots = scratch_slots;
        hp.instrs.push_back(std::move(free));
      }
      continue;
    }
    if (b.sym->has(kTagSyntax)) {
      if (is_syntax(b, "python_del")) {
        // Inputs belong to the caller (del_last_used never deletes what is
        // returned): only what the program made is freed.
        HostInstr free;
        free.op = HostInstr::Op::Free;
        for (const auto& a : b.args) {
          int s = slot(a.proxy());
          if (s >= hp.num_inputs) free.slots.push_back(s);
        }
        if (!free.slots.empty()) hp.instrs.push_back(std::move(free));
        continue;
      }
      if (is_syntax(b, "python_return")) {
        std::vector<ProxyPtr> ret;
        collect_proxies(b.args.empty() ? Value() : b.args[0], ret);
        for (const auto& p : ret) hp.outputs.push_back(slot(p));
        continue;
      }
      FULGUR_FAIL("the CPU path runs computation traces; '", b.sym->name, "' is prologue syntax");
    }
    // Collectives start on the process's CPU communicator; a wait turns the
    // future into its tensor.
    if (b.sym->has(kTagCollective) || b.sym->has(kTagWait)) {
      HostInstr c;
      c.op = b.sym->has(kTagWait) ? HostInstr::Op::Wait : HostInstr::Op::StartCollective;
      c.name = b.sym->qualified();
      c.bsym = &b;
      for (const auto& p : b.flat_inputs())
        if (p->is_tensor() || p->is_future()) c.inputs.emplace_back(p.get(), slot(p));
      FULGUR_CHECK(c.inputs.size() == 1, c.name, ": expected one tensor operand, got ",
                   c.inputs.size());
      ProxyPtr o = b.flat_outputs().at(0);
      c.slot = new_slot(o->name);
      slot_of[o.get()] = c.slot;
      contiguous.push_back(true);
      c.shape = o->tensor().shape;
      c.dtype = o->tensor().dtype;
      hp.instrs.push_back(std::move(c));
      continue;
    }
    // Library calls and the ops no region holds: libtorch, without copies.
    HostInstr call;
    call.op = HostInstr::Op::LibraryCall;
    call.name = b.sym->qualified();
    call.bsym = &b;
    for (const auto& p : b.flat_inputs()) call.inputs.emplace_back(p.get(), slot(p));
    for (const auto& o : b.flat_outputs()) {
      int s = new_slot(o->name);
      slot_of[o.get()] = s;
      contiguous.push_back(false);
      call.slots.push_back(s);
    }
    hp.instrs.push_back(std::move(call));
  }
  plan_arena(hp);
}

std::vector<RuntimeValue> CpuProgram::run(const std::vector<RuntimeValue>& inputs) const {
  std::vector<ProxyPtr> params = fused_.input_proxies();
  FULGUR_CHECK(inputs.size() == params.size(), fused_.fn_name, "() takes ", params.size(),
               " inputs but ", inputs.size(), " were given");
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
      const Scalar& got = std::get<Scalar>(inputs[i]);
      FULGUR_CHECK(scalar_kind(got) == p.type.number_kind, "argument '", p.name, "': expected ",
                   type_string(p.type), ", got ",
                   std::visit([](auto x) { return value_repr(Value(x)); }, got));
    } else {
      FULGUR_FAIL("argument '", p.name, "': the CPU path takes tensors and numbers, not ",
                  type_string(p.type));
    }
  }
  return interpret(host_, inputs);
}

}  // namespace fulgur::codegen
