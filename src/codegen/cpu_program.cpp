#include "codegen/cpu_program.h"
#include "codegen/dump.h"

#include <cstdlib>
#include <cstring>
#include <iostream>
#include <unordered_map>

#include "codegen/host_planner.h"
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

// The CPU's half of the host planner: kernels compiled through ORC and run
// on the worker pool in chunks worth a thread; every op outside the regions
// (linear, matmul, what no region holds) through libtorch, without copies.
class CpuProgram::CpuPlanTarget final : public HostPlanTarget {
 public:
  explicit CpuPlanTarget(CpuProgram& program) : program_(program) {}
  HostDevice device() const override { return HostDevice::Cpu; }
  void add_kernel(kernel::Kernel k, HostInstr& l) override {
    cpu::CpuKernel c = cpu::compile_cpu_kernel(k);
    program_.compile_ms_ += c.compile_ms;
    program_.code_.push_back(std::move(c.code));
    l.fn = c.fn;
    l.reports_errors = c.reports_errors;
    l.work = kernel::extent_product(k, k.launch.work_dims) * k.launch.work_multiplier;
    int64_t numel = 1;
    for (int64_t e : k.domain) numel *= e;
    int64_t per_item = l.work > 0 ? std::max<int64_t>(1, numel / l.work) : 1;
    l.grain = std::max<int64_t>(1, kGrainElements / per_item);
    program_.kernels_.push_back(std::move(k));
  }
  void plan_op(HostPlanner& planner, const BoundSymbol& b) override {
    HostInstr call;
    call.op = HostInstr::Op::LibraryCall;
    call.library = HostInstr::Library::Libtorch;
    call.name = b.sym->qualified();
    call.bsym = &b;
    for (const auto& p : b.flat_inputs()) call.inputs.emplace_back(p.get(), planner.slot(p));
    for (const auto& o : b.flat_outputs()) call.slots.push_back(planner.add_slot(o, false));
    planner.emit(std::move(call));
  }

 private:
  CpuProgram& program_;
};

CpuProgram::CpuProgram(const Trace& trace)
    : CpuProgram(trace, fuse_for_target(trace, Target::Cpu)) {}

CpuProgram::CpuProgram(const Trace& trace, Trace fused) : trace_(trace), fused_(std::move(fused)) {
  FULGUR_CHECK(cpu::llvm_available(),
               "the CPU backend needs LLVM 19: this build of fulgur has none (install llvm-19-dev "
               "and rebuild)");
  if (dumping("trace")) std::cerr << "# ---- FULGUR_DUMP=trace\n" << print_trace(fused_);
  CpuPlanTarget target(*this);
  host_ = HostPlanner::plan(fused_, target);
  plan_arena(host_);
  for (const BoundSymbol& b : fused_.bsyms) regions_ += b.sym->has(kTagFusion) ? 1 : 0;
}

std::vector<RuntimeValue> CpuProgram::run(const std::vector<RuntimeValue>& inputs) const {
  check_program_inputs(fused_, inputs, "CPU");
  return interpret(host_, inputs);
}

}  // namespace fulgur::codegen
