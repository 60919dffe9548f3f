#include "runtime/host_program.h"

#include <cstring>
#include <sstream>

#include "ir/error.h"
#include "runtime/cpu_pool.h"
#include "runtime/reference_executor.h"

namespace fulgur {

std::vector<RuntimeValue> interpret(const HostProgram& p, const std::vector<RuntimeValue>& inputs) {
  FULGUR_INTERNAL_ASSERT(static_cast<int>(inputs.size()) == p.num_inputs);
  // Inputs are read in place (no copies on the call path); values the
  // program makes live in `owned`. Both vectors are reused across calls.
  thread_local std::vector<RuntimeValue> owned;
  thread_local std::vector<const RuntimeValue*> slots;
  owned.resize(static_cast<size_t>(p.num_slots));
  slots.assign(static_cast<size_t>(p.num_slots), nullptr);
  for (size_t i = 0; i < inputs.size(); ++i) slots[i] = &inputs[i];
  auto set = [&](int s, RuntimeValue v) {
    owned[static_cast<size_t>(s)] = std::move(v);
    slots[static_cast<size_t>(s)] = &owned[static_cast<size_t>(s)];
  };
  auto tensor = [&](int s) -> const HostTensor& {
    return std::get<HostTensor>(*slots[static_cast<size_t>(s)]);
  };
  void* buffers[64];
  int64_t scalars[128];
  CpuPool& pool = CpuPool::global();
  for (const HostInstr& in : p.instrs) {
    switch (in.op) {
      case HostInstr::Op::Allocate:
        set(in.slot, HostTensor::uninitialized(in.shape, in.dtype));
        break;
      case HostInstr::Op::MakeContiguous: {
        const HostTensor& t = tensor(in.slot);
        if (!t.is_contiguous()) set(in.slot, t.contiguous());
        break;
      }
      case HostInstr::Op::Launch: {
        FULGUR_INTERNAL_ASSERT(in.buffers.size() <= 64 && in.scalars.size() <= 128, "kernel ",
                               in.name, " has too many arguments");
        for (size_t i = 0; i < in.buffers.size(); ++i) buffers[i] = tensor(in.buffers[i]).data();
        for (size_t i = 0; i < in.scalars.size(); ++i) {
          const ScalarSource& s = in.scalars[i];
          switch (s.kind) {
            case ScalarSource::Kind::Const:
              scalars[i] = s.value;
              break;
            case ScalarSource::Kind::Stride:
              scalars[i] = tensor(s.slot).strides[static_cast<size_t>(s.dim)];
              break;
            case ScalarSource::Kind::Number: {
              const Scalar& v = std::get<Scalar>(*slots[static_cast<size_t>(s.slot)]);
              if (s.as_double) {
                double d = std::visit([](auto x) { return static_cast<double>(x); }, v);
                std::memcpy(&scalars[i], &d, sizeof d);
              } else {
                scalars[i] = std::visit([](auto x) { return static_cast<int64_t>(x); }, v);
              }
              break;
            }
          }
        }
        if (in.work <= 0) break;
        if (in.work <= in.grain || pool.threads() == 1) {
          in.fn(buffers, scalars, 0, in.work);  // not worth waking the pool
        } else {
          HostKernelFn fn = in.fn;
          pool.run(in.work, in.grain,
                   [&](int64_t begin, int64_t end) { fn(buffers, scalars, begin, end); });
        }
        break;
      }
      case HostInstr::Op::LibraryCall: {
        std::vector<std::pair<const Proxy*, RuntimeValue>> ins;
        for (const auto& [proxy, slot] : in.inputs)
          ins.emplace_back(proxy, *slots[static_cast<size_t>(slot)]);
        std::vector<RuntimeValue> outs = run_op_with_libtorch(*in.bsym, ins);
        for (size_t i = 0; i < in.slots.size(); ++i) set(in.slots[i], std::move(outs[i]));
        break;
      }
      case HostInstr::Op::Free:
        for (int s : in.slots) {
          owned[static_cast<size_t>(s)] = RuntimeValue{};
          slots[static_cast<size_t>(s)] = nullptr;
        }
        break;
    }
  }
  std::vector<RuntimeValue> out;
  out.reserve(p.outputs.size());
  for (int s : p.outputs) out.push_back(*slots[static_cast<size_t>(s)]);
  for (auto& v : owned) v = RuntimeValue{};  // nothing the program made outlives the call here
  return out;
}

std::string print_host_program(const HostProgram& p) {
  std::ostringstream os;
  auto name = [&](int s) {
    return "%" + std::to_string(s) + ":" + p.slot_names.at(static_cast<size_t>(s));
  };
  os << "host program (" << p.num_inputs << " inputs, " << p.num_slots << " slots)\n";
  for (const HostInstr& in : p.instrs) {
    switch (in.op) {
      case HostInstr::Op::Allocate:
        os << "  " << name(in.slot) << " = allocate " << dtype_short_name(in.dtype)
           << shape_string(in.shape) << "\n";
        break;
      case HostInstr::Op::MakeContiguous:
        os << "  make_contiguous " << name(in.slot) << "\n";
        break;
      case HostInstr::Op::Launch: {
        os << "  launch " << in.name << "(";
        for (size_t i = 0; i < in.buffers.size(); ++i) os << (i ? ", " : "") << name(in.buffers[i]);
        os << ") over " << in.work << " items\n";
        break;
      }
      case HostInstr::Op::LibraryCall: {
        os << "  ";
        for (size_t i = 0; i < in.slots.size(); ++i) os << (i ? ", " : "") << name(in.slots[i]);
        os << " = library " << in.name << "(";
        for (size_t i = 0; i < in.inputs.size(); ++i)
          os << (i ? ", " : "") << name(in.inputs[i].second);
        os << ")\n";
        break;
      }
      case HostInstr::Op::Free: {
        os << "  free ";
        for (size_t i = 0; i < in.slots.size(); ++i) os << (i ? ", " : "") << name(in.slots[i]);
        os << "\n";
        break;
      }
    }
  }
  os << "  return ";
  for (size_t i = 0; i < p.outputs.size(); ++i) os << (i ? ", " : "") << name(p.outputs[i]);
  os << "\n";
  return os.str();
}

}  // namespace fulgur
