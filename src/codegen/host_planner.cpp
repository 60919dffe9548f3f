#include "codegen/host_planner.h"

#include <algorithm>

#include "codegen/kernel/lower.h"
#include "ir/error.h"
#include "ir/passes/tensor_parallel.h"
#include "ir/printer.h"
#include "ir/syntax.h"

namespace fulgur::codegen {

SlotLayout contiguous_layout(const TensorType& t) {
  SlotLayout l;
  l.shape = t.shape;
  l.strides = contiguous_strides(t.shape);
  l.dtype = t.dtype;
  return l;
}

SlotLayout number_layout() {
  SlotLayout l;
  l.is_tensor = false;
  return l;
}

int HostPlanner::slot(const ProxyPtr& proxy) const {
  auto it = slot_of_.find(proxy.get());
  FULGUR_INTERNAL_ASSERT(it != slot_of_.end(), "no slot for ", proxy->name);
  return it->second;
}

int HostPlanner::new_slot(const std::string& name, const SlotLayout& layout, bool contiguous) {
  p_.slot_names.push_back(name);
  if (layouts_) p_.layouts.push_back(layout);
  contiguous_.push_back(layouts_ ? (!layout.is_tensor || layout.is_contiguous()) : contiguous);
  return p_.num_slots++;
}

int HostPlanner::add_slot(const ProxyPtr& proxy, bool contiguous) {
  SlotLayout l = proxy->is_tensor() || proxy->is_future() ? contiguous_layout(proxy->tensor())
                                                          : number_layout();
  int s = new_slot(proxy->name, l, contiguous);
  bind(proxy, s);
  return s;
}

int HostPlanner::add_slot(const ProxyPtr& proxy, const SlotLayout& layout) {
  FULGUR_INTERNAL_ASSERT(layouts_, "a derived layout for ", proxy->name,
                         " in a program without layouts");
  int s = new_slot(proxy->name, layout, false);
  bind(proxy, s);
  return s;
}

void HostPlanner::allocate(int s, const Shape& shape, DType dtype) {
  HostInstr al;
  al.op = HostInstr::Op::Allocate;
  al.slot = s;
  al.shape = shape;
  al.dtype = dtype;
  emit(std::move(al));
}

void HostPlanner::make_contiguous(int s) {
  HostInstr mc;
  mc.op = HostInstr::Op::MakeContiguous;
  mc.slot = s;
  if (layouts_) {
    // The layout copied from, at this point of the program (CUDA plans copy
    // on the device with a kernel made for it).
    SlotLayout& l = p_.layouts[static_cast<size_t>(s)];
    mc.shape = l.shape;
    mc.strides = l.strides;
    mc.dtype = l.dtype;
    l.strides = contiguous_strides(l.shape);
  }
  emit(std::move(mc));
  contiguous_[static_cast<size_t>(s)] = true;
}

void HostPlanner::plan_region(const BoundSymbol& b) {
  kernel::LoweredRegion lowered = kernel::lower_region(b, {target_.target()});
  std::vector<int> in_slots, out_slots, scratch_slots;
  for (const auto& a : b.args) {
    int s = slot(a.proxy());
    in_slots.push_back(s);
    // Kernels index inputs the trace calls contiguous linearly; views from
    // library calls (and, on the CPU, callers' tensors) may not be.
    if (a.proxy()->is_tensor() && !a.proxy()->tensor().strides &&
        !contiguous_[static_cast<size_t>(s)])
      make_contiguous(s);
  }
  for (const auto& o : b.flat_outputs()) {
    int s = add_slot(o, true);
    out_slots.push_back(s);
    allocate(s, o->tensor().shape, o->tensor().dtype);
  }
  for (const auto& sb : lowered.scratch) {
    SlotLayout l;
    l.shape = {sb.elements};
    l.strides = {1};
    l.dtype = sb.dtype;
    int s = new_slot(b.sym->name + "_scratch", l, true);
    scratch_slots.push_back(s);
    allocate(s, l.shape, l.dtype);
  }
  for (auto& k : lowered.kernels) {
    HostInstr l;
    l.op = HostInstr::Op::Launch;
    l.name = k.name;
    l.buffers = kernel::buffer_slots(k, in_slots, out_slots, scratch_slots);
    for (const auto& sa : k.scalars) {
      ScalarSource src;
      switch (sa.kind) {
        case kernel::ScalarArg::Kind::Extents:
          src.kind = ScalarSource::Kind::Const;
          src.value = kernel::extent_product(k, sa.dims);
          break;
        case kernel::ScalarArg::Kind::Stride: {
          int s = l.buffers.at(static_cast<size_t>(sa.buffer));
          if (layouts_) {  // known when planned
            src.kind = ScalarSource::Kind::Const;
            src.value = layout(s).strides.at(static_cast<size_t>(sa.dim));
          } else {
            src.kind = ScalarSource::Kind::Stride;
            src.slot = s;
            src.dim = sa.dim;
          }
          break;
        }
        case kernel::ScalarArg::Kind::Number:
          src.kind = ScalarSource::Kind::Number;
          src.slot = in_slots.at(static_cast<size_t>(sa.region_index));
          src.as_double = sa.type == DType::f64;
          break;
      }
      l.scalars.push_back(src);
    }
    target_.add_kernel(std::move(k), l);
    emit(std::move(l));
  }
  if (!scratch_slots.empty()) {
    HostInstr free;
    free.op = HostInstr::Op::Free;
    free.slots = scratch_slots;
    emit(std::move(free));
  }
}

// A collective starts (its slot holds the future) and a wait turns the
// future into its tensor. With streams (CUDA), the collective runs on the
// communication stream once it is past the compute stream's work so far,
// and the compute stream waits for the collective's event before the wait.
void HostPlanner::plan_collective(const BoundSymbol& b) {
  const bool wait = b.sym->has(kTagWait);
  HostInstr c;
  c.op = wait ? HostInstr::Op::Wait : HostInstr::Op::StartCollective;
  c.name = b.sym->qualified();
  c.bsym = &b;
  for (const auto& p : b.flat_inputs())
    if (p->is_tensor() || p->is_future()) c.inputs.emplace_back(p.get(), slot(p));
  FULGUR_CHECK(c.inputs.size() == 1, c.name, ": expected one tensor operand, got ",
               c.inputs.size());
  ProxyPtr o = b.flat_outputs().at(0);
  c.shape = o->tensor().shape;
  c.dtype = o->tensor().dtype;
  if (!layouts_) {
    c.slot = add_slot(o, true);
    emit(std::move(c));
    return;
  }
  const int operand = c.inputs[0].second;
  if (wait) {
    // The future's event, recorded when its collective started.
    int event = -1;
    for (const HostInstr& in : p_.instrs)
      if (in.op == HostInstr::Op::StartCollective && in.slot == operand) event = in.event;
    FULGUR_INTERNAL_ASSERT(event >= 0, c.name, " on ", c.inputs[0].first->name,
                           ", which no collective started");
    HostInstr we;
    we.op = HostInstr::Op::WaitEvent;
    we.event = event;
    we.stream = HostStream::Compute;
    emit(std::move(we));
    c.slot = add_slot(o, true);
    emit(std::move(c));
    return;
  }
  if (!contiguous_[static_cast<size_t>(operand)]) make_contiguous(operand);
  c.slot = add_slot(o, true);
  allocate(c.slot, c.shape, c.dtype);  // stream-ordered on the compute stream, before the event
  HostInstr rec;
  rec.op = HostInstr::Op::RecordEvent;
  rec.event = p_.num_events++;
  rec.stream = HostStream::Compute;
  HostInstr we;
  we.op = HostInstr::Op::WaitEvent;
  we.event = rec.event;
  we.stream = HostStream::Comm;
  emit(std::move(rec));
  emit(std::move(we));
  c.stream = HostStream::Comm;
  c.event = p_.num_events++;
  emit(std::move(c));
}

HostProgram HostPlanner::plan(const Trace& fused, HostPlanTarget& target) {
  HostPlanner pl(target);
  HostProgram& p = pl.p_;
  p.device = target.device();
  const char* device = p.device == HostDevice::Cuda ? "CUDA" : "CPU";
  for (const auto& in : fused.input_proxies()) {
    if (pl.layouts_) {
      SlotLayout l;
      if (in->is_tensor()) {
        l = contiguous_layout(in->tensor());
        if (in->tensor().strides) l.strides = *in->tensor().strides;
      } else {
        FULGUR_CHECK(in->is_number(), "argument '", in->name, "': the ", device,
                     " path takes tensors and numbers, not ", type_string(in->type));
        l = number_layout();
      }
      pl.bind(in, pl.new_slot(in->name, l, false));
    } else {
      // Callers' tensors may have any strides.
      pl.add_slot(in, false);
    }
  }
  p.num_inputs = p.num_slots;
  // The inputs' layouts as the caller passes them (a later make_contiguous
  // of an input slot changes that slot's entry in `layouts`).
  if (pl.layouts_) p.input_layouts = p.layouts;
  for (const BoundSymbol& b : fused.bsyms) {
    if (b.sym->has(kTagFusion)) {
      pl.plan_region(b);
      continue;
    }
    if (b.sym->has(kTagSyntax)) {
      if (is_syntax(b, "python_del")) {
        // Inputs belong to the caller (del_last_used never deletes what is
        // returned): only what the program made is freed.
        HostInstr free;
        free.op = HostInstr::Op::Free;
        for (const auto& a : b.args) {
          int s = pl.slot(a.proxy());
          if (s >= p.num_inputs) free.slots.push_back(s);
        }
        if (!free.slots.empty()) pl.emit(std::move(free));
        continue;
      }
      if (is_syntax(b, "python_return")) {
        std::vector<ProxyPtr> ret;
        collect_proxies(b.args.empty() ? Value() : b.args[0], ret);
        for (const auto& r : ret) p.outputs.push_back(pl.slot(r));
        continue;
      }
      FULGUR_FAIL("the ", device, " path runs computation traces; '", b.sym->name,
                  "' is prologue syntax");
    }
    if (b.sym->has(kTagCollective) || b.sym->has(kTagWait)) {
      pl.plan_collective(b);
      continue;
    }
    // A tensor-parallel composite (ir/passes/tensor_parallel.h): its pieces,
    // collectives and prims, in order; what they made besides its output is
    // freed after it.
    if (is_tensor_parallel_composite(b)) {
      std::vector<ProxyPtr> outs = b.flat_outputs();
      HostInstr free;
      free.op = HostInstr::Op::Free;
      for (const BoundSymbol& s : b.subsymbols) {
        FULGUR_INTERNAL_ASSERT(!s.subsymbols.empty() || s.sym->is_prim ||
                                   s.sym->has(kTagCollective) || s.sym->has(kTagWait),
                               b.sym->qualified(), ": unexpected piece ", s.sym->qualified());
        if (s.sym->has(kTagCollective) || s.sym->has(kTagWait))
          pl.plan_collective(s);
        else
          target.plan_op(pl, s);
        for (const auto& o : s.flat_outputs())
          if (std::find(outs.begin(), outs.end(), o) == outs.end())
            free.slots.push_back(pl.slot(o));
      }
      if (!free.slots.empty()) pl.emit(std::move(free));
      continue;
    }
    target.plan_op(pl, b);
  }
  return std::move(pl.p_);
}

void check_program_inputs(const Trace& fused, const std::vector<RuntimeValue>& inputs,
                          const char* device) {
  std::vector<ProxyPtr> params = fused.input_proxies();
  FULGUR_CHECK(inputs.size() == params.size(), fused.fn_name, "() takes ", params.size(),
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
      FULGUR_FAIL("argument '", p.name, "': the ", device, " path takes tensors and numbers, not ",
                  type_string(p.type));
    }
  }
}

}  // namespace fulgur::codegen
