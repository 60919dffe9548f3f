// The running half of CudaProgram (its loading is cuda_program.cpp, its plan
// cuda_plan.cpp): the CUDA HostBackend the host-program interpreter drives
// (CudaProgram::Frame), run_device, and the device timeline.
#include "codegen/cuda/library_kernels.h"
#include "codegen/cuda_program.h"
#include "codegen/dump.h"

#include "codegen/attention.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <set>
#include <sstream>
#include <unordered_map>

#include "codegen/compile_jobs.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/cuda/emulation.h"
#include "codegen/host_planner.h"
#include "codegen/kernel/lower.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/nvrtc.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/del_last_used.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "runtime/cuda/cublas.h"
#include "runtime/cuda/nccl.h"
#include "runtime/host_executor.h"
#include "runtime/reference_executor.h"
#include "runtime/timeline.h"

namespace fulgur::codegen {

namespace rt = ::fulgur::cuda;

// The CUDA device backend of the host-program interpreter
// (runtime/host_executor.h): device tensors and numbers in the slots,
// stream-ordered allocations and frees, launches of the loaded modules on
// the compute stream, cuBLAS, the slow host fallback, events between the
// compute and communication streams, NCCL collectives.
class CudaProgram::Frame final : public HostBackend {
 public:
  Frame(CudaProgram& program, const std::vector<rt::DeviceValue>& inputs)
      : prog_(program),
        p_(program.plan_.host),
        dev_(*program.device_),
        slots_(static_cast<size_t>(p_.num_slots)),
        events_(static_cast<size_t>(p_.num_events)),
        futures_(static_cast<size_t>(p_.num_events)),
        comm_of_(static_cast<size_t>(p_.num_events), nullptr),
        event_slot_(static_cast<size_t>(p_.num_events), -1),
        waited_(static_cast<size_t>(p_.num_events)) {
    for (size_t i = 0; i < inputs.size(); ++i) slots_[i] = inputs[i];
  }
  std::vector<rt::DeviceValue> outputs() const {
    std::vector<rt::DeviceValue> out;
    for (int s : p_.outputs) out.push_back(*slots_.at(static_cast<size_t>(s)));
    return out;
  }

  void* data(int s) override { return reinterpret_cast<void*>(tensor(s).data()); }
  int64_t stride(int s, int dim) override { return tensor(s).strides.at(static_cast<size_t>(dim)); }
  Scalar number(int s) override {
    auto& v = slots_.at(static_cast<size_t>(s));
    FULGUR_INTERNAL_ASSERT(v && std::holds_alternative<Scalar>(*v), "slot ", s, " holds no number");
    return std::get<Scalar>(*v);
  }
  void allocate(const HostInstr& in) override {
    slots_[static_cast<size_t>(in.slot)] = rt::DeviceTensor::allocate(dev_, in.shape, in.dtype);
  }
  void make_contiguous(const HostInstr& in) override {
    rt::DeviceTensor& t = tensor(in.slot);
    if (t.is_contiguous()) return;
    if (in.kernel >= 0) {
      // Plans know every layout: the kernel was made for this one.
      FULGUR_INTERNAL_ASSERT(t.shape == in.shape && t.strides == in.strides && t.dtype == in.dtype,
                             in.name, " was planned for ", dtype_short_name(in.dtype),
                             shape_string(in.shape), " strides ", shape_string(in.strides),
                             ", got ", dtype_short_name(t.dtype), shape_string(t.shape),
                             " strides ", shape_string(t.strides));
      rt::DeviceTensor c = rt::DeviceTensor::allocate(dev_, t.shape, t.dtype);
      run_kernel(static_cast<size_t>(in.kernel), in.name,
                 {static_cast<uint64_t>(t.data()), static_cast<uint64_t>(c.data())}, {});
      slots_[static_cast<size_t>(in.slot)] = std::move(c);  // t's memory goes after the copy
      return;
    }
    HostTensor staged = rt::to_host(dev_, t);
    slots_[static_cast<size_t>(in.slot)] = rt::to_device(dev_, staged);  // keeps `staged`
  }
  void launch(const HostInstr& in, void* const* buffers, const int64_t* scalars) override {
    std::vector<uint64_t> addresses;
    for (size_t i = 0; i < in.buffers.size(); ++i)
      addresses.push_back(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(buffers[i])));
    if (prog_.plan_.kernels.at(static_cast<size_t>(in.kernel)).kind == "gather")
      addresses.push_back(static_cast<uint64_t>(error_flag().data()));
    run_kernel(static_cast<size_t>(in.kernel), in.name, addresses,
               std::vector<int64_t>(scalars, scalars + in.scalars.size()));
  }
  void library_call(const HostInstr& in) override {
    rt::Event begin = mark(dev_.stream());
    library_call_untimed(in);
    if (begin) [[unlikely]] {
      std::string name;
      for (size_t i = 0; i < in.slots.size(); ++i) name += (i ? ", " : "") + slot_name(in.slots[i]);
      name += " = " + (in.bsym ? in.bsym->sym->qualified() : in.name) + "(";
      for (size_t i = 0; i < in.inputs.size(); ++i)
        name += (i ? ", " : "") + slot_name(in.inputs[i].second);
      span(name + ")", "library", begin,
           in.library == HostInstr::Library::Cublas ? "\"via\":\"cuBLAS\""
                                                    : "\"via\":\"libtorch on host copies\"");
    }
  }
  void library_call_untimed(const HostInstr& in) {
    if (in.library == HostInstr::Library::Cublas) {
      const GemmPlan& g = in.gemm;
      const rt::DeviceTensor& a = tensor(in.inputs.at(0).second);
      const rt::DeviceTensor& b = tensor(in.inputs.at(1).second);
      prog_.blas_->batched_matmul(
          a.dtype, g.batch, g.m, g.n, g.k, {a.data(), g.a_transposed, g.lda, g.stride_a},
          {b.data(), g.b_transposed, g.ldb, g.stride_b}, tensor(in.slots.at(0)).data());
      return;
    }
    FULGUR_INTERNAL_ASSERT(in.library == HostInstr::Library::HostLibtorch, in.name,
                           ": libtorch runs on device tensors only through host copies");
    // The slow fallback: host copies in, libtorch, device copies out.
    std::vector<std::pair<const Proxy*, RuntimeValue>> ins;
    for (const auto& [proxy, s] : in.inputs) {
      const auto& v = *slots_.at(static_cast<size_t>(s));
      if (const auto* t = std::get_if<rt::DeviceTensor>(&v))
        ins.emplace_back(proxy, rt::to_host(dev_, *t));
      else
        ins.emplace_back(proxy, std::get<Scalar>(v));
    }
    std::vector<RuntimeValue> outs = run_op_with_libtorch(*in.bsym, ins);
    FULGUR_INTERNAL_ASSERT(outs.size() == in.slots.size(), in.name, " gave ", outs.size(),
                           " outputs, expected ", in.slots.size());
    for (size_t i = 0; i < outs.size(); ++i) {
      const SlotLayout& l = p_.layouts[static_cast<size_t>(in.slots[i])];
      if (const auto* t = std::get_if<HostTensor>(&outs[i])) {
        FULGUR_INTERNAL_ASSERT(t->shape == l.shape && t->dtype == l.dtype, in.name, " gave ",
                               dtype_short_name(t->dtype), shape_string(t->shape), ", expected ",
                               layout_string(l));
        slots_[static_cast<size_t>(in.slots[i])] = rt::to_device(dev_, *t);
      } else {
        slots_[static_cast<size_t>(in.slots[i])] = std::get<Scalar>(outs[i]);
      }
    }
    // to_device keeps the host results alive until the stream is past the copies.
  }
  void view(const HostInstr& in) override {
    rt::DeviceTensor v = tensor(in.source);
    v.shape = in.shape;
    v.strides = in.strides;
    v.offset += in.offset;
    slots_[static_cast<size_t>(in.slot)] = std::move(v);
  }
  void copy(const HostInstr& in) override {
    const rt::DeviceTensor& src = tensor(in.source);
    const rt::DeviceTensor& dst = tensor(in.inputs.at(0).second);
    FULGUR_INTERNAL_ASSERT(src.shape == dst.shape && src.dtype == dst.dtype &&
                               src.is_contiguous() && dst.is_contiguous(),
                           in.name, ": the plan copies only between contiguous tensors");
    rt::Event begin = mark(dev_.stream());
    dev_.copy_on_device(dst.data(), src.data(),
                        static_cast<size_t>(src.numel()) * dtype_itemsize(src.dtype));
    if (begin) [[unlikely]]
      span(slot_name(in.slot) + " = " + in.name + "(" + slot_name(in.inputs.at(0).second) + ", " +
               slot_name(in.source) + ")",
           "copy", begin);
    slots_[static_cast<size_t>(in.slot)] = dst;
  }
  void start_collective(const HostInstr& in) override {
    const BoundSymbol& b = *in.bsym;
    const std::string op = b.sym->qualified();
    BoundArgs a = b.bound_args();
    // The group's communicator: made on first use (every member reaches this
    // collective, in the same order) and cached by the device.
    rt::Communicator& comm = prog_.comm_ && a["group"].is_none()
                                 ? *prog_.comm_
                                 : dev_.communicators().for_group(a["group"]);
    const rt::DeviceTensor& x = tensor(in.inputs.at(0).second);
    const rt::DeviceTensor& out = tensor(in.slot);  // allocated before the event
    const bool reduces = b.sym->name == "all_reduce" || b.sym->name == "reduce_scatter";
    auto type = [&] {
      switch (x.dtype) {
        case DType::f32:
          return rt::NcclType::f32;
        case DType::f64:
          return rt::NcclType::f64;
        case DType::f16:
          return rt::NcclType::f16;
        case DType::bf16:
          return rt::NcclType::bf16;
        case DType::i64:
          return rt::NcclType::i64;
        case DType::i32:
          return rt::NcclType::i32;
        case DType::i8:
          return rt::NcclType::i8;
        case DType::u8:
          return rt::NcclType::u8;
        case DType::b8: {
          // Bytes of 0 and 1: moved as they are, and max / min are or / and;
          // a sum of bools would not stay a bool.
          std::string r = reduces ? a["op"].as_str() : "";
          FULGUR_CHECK(r.empty() || r == "max" || r == "min", op, " of b8 with '", r,
                       "' on NCCL: only max (or) and min (and) reduce bools");
          return rt::NcclType::u8;
        }
        default:
          FULGUR_FAIL(op, ": NCCL has no ", dtype_short_name(x.dtype), " type");
      }
    };
    auto reduce_op = [&] {
      auto r = reduce_op_from_name(a["op"].as_str());
      FULGUR_INTERNAL_ASSERT(r, "reduce op ", a["op"].as_str());
      switch (*r) {
        case ReduceOp::Sum:
          return rt::NcclOp::Sum;
        case ReduceOp::Avg:
          return rt::NcclOp::Avg;
        case ReduceOp::Max:
          return rt::NcclOp::Max;
        case ReduceOp::Min:
          return rt::NcclOp::Min;
      }
      FULGUR_FAIL("reduce op ", a["op"].as_str());
    };
    auto along_dim0 = [&] {
      int64_t d = a["dim"].as_int();
      if (d < 0) d += static_cast<int64_t>(x.shape.size());
      for (int64_t i = 0; i < d; ++i)
        FULGUR_CHECK(x.shape[static_cast<size_t>(i)] == 1, op, " along dim ", d,
                     " on CUDA: NCCL concatenates ranks' buffers in memory order, so only dim 0 "
                     "(or dims after size-1 ones) is supported, got ",
                     shape_string(x.shape));
      FULGUR_CHECK(a["group_size"].as_int() == comm.world(), op,
                   ": the trace was made for a group of ", a["group_size"].as_int(),
                   " rank(s), but this communicator (", comm.name(), ") has ", comm.world());
    };
    auto n = static_cast<size_t>(x.numel());
    // The plan ordered the communication stream after the compute stream
    // (RecordEvent, WaitEvent): the communicator adds nothing, so a plan
    // without that wait races.
    const rt::Ordering ord = rt::Ordering::Caller;
    // With a timeline: in flight from the communication stream reaching it
    // to the collective's completion, both events on that stream.
    rt::Event begin = mark(dev_.comm_stream());
    rt::Future f;
    if (b.sym->name == "all_reduce") {
      f = comm.all_reduce(x.data(), out.data(), n, type(), reduce_op(), ord);
    } else if (b.sym->name == "all_gather") {
      along_dim0();
      f = comm.all_gather(x.data(), out.data(), n, type(), ord);
    } else if (b.sym->name == "reduce_scatter") {
      along_dim0();
      f = comm.reduce_scatter(x.data(), out.data(), static_cast<size_t>(out.numel()), type(),
                              reduce_op(), ord);
    } else if (b.sym->name == "broadcast") {
      f = comm.broadcast(x.data(), out.data(), n, type(), static_cast<int>(a["root"].as_int()),
                         ord);
    } else {
      FULGUR_FAIL(op, " does not run on NCCL");
    }
    const auto e = static_cast<size_t>(in.event);
    futures_.at(e) = f;
    events_.at(e) = f.event;
    comm_of_.at(e) = &comm;
    event_slot_.at(e) = in.slot;
    if (begin) [[unlikely]] {
      rt::Event end = mark(dev_.comm_stream());
      const std::string name =
          slot_name(in.slot) + " = " + op + "(" + slot_name(in.inputs.at(0).second) + ")";
      prog_.timeline_.push_back(
          {name, "collective", begin, end, "comm " + comm.name(),
           "\"bytes\":" +
               std::to_string(static_cast<int64_t>(out.numel()) * dtype_itemsize(out.dtype)) +
               ",\"group_size\":" + std::to_string(comm.world())});
    }
  }
  void wait(const HostInstr& in) override {
    // The compute stream already waits for the collective's event (a
    // WaitEvent before this); NCCL's asynchronous errors surface here.
    const int future = in.inputs.at(0).second;
    for (size_t e = 0; e < futures_.size(); ++e) {
      if (event_slot_[e] != future) continue;
      if (comm_of_[e]) comm_of_[e]->poll_errors();
      auto& [begin, end] = waited_[e];
      if (begin) [[unlikely]]
        prog_.timeline_.push_back({slot_name(in.slot) + " = dist.wait(" + slot_name(future) + ")",
                                   "wait", std::move(begin), std::move(end),
                                   CudaProgram::kComputeTrack, ""});
    }
    slots_[static_cast<size_t>(in.slot)] = *slots_.at(static_cast<size_t>(future));
  }
  void record_event(const HostInstr& in) override {
    rt::Event& e = events_.at(static_cast<size_t>(in.event));
    if (!e) e = dev_.create_event();
    dev_.record(e, stream(in.stream));
  }
  void wait_event(const HostInstr& in) override {
    const rt::Event& e = events_.at(static_cast<size_t>(in.event));
    FULGUR_INTERNAL_ASSERT(e, "waits for event e", in.event, ", which was never recorded");
    // The compute stream blocked on a collective: timed, named at its wait.
    rt::Event begin = in.stream == HostStream::Compute ? mark(dev_.stream()) : rt::Event{};
    dev_.wait(stream(in.stream), e);
    if (begin) [[unlikely]] {
      rt::Event end = mark(dev_.stream());
      waited_.at(static_cast<size_t>(in.event)) = {begin, end};
    }
  }
  void release(int s) override { slots_.at(static_cast<size_t>(s)).reset(); }

  // Raises the error of the first checked kernel that found a bad index
  // (waits for the stream, only when the program has such kernels).
  void check_errors() {
    if (!error_) return;
    HostTensor flag = rt::to_host(dev_, *error_);
    int32_t code = *reinterpret_cast<const int32_t*>(flag.data());
    FULGUR_CHECK(code == 0, prog_.plan_.checked.at(static_cast<size_t>(code - 1)));
  }

 private:
  // The checked kernels' error flag, zero before the first of them runs.
  const rt::DeviceTensor& error_flag() {
    if (!error_) {
      HostTensor zero = HostTensor::empty({1}, DType::i32);  // zero-filled
      error_ = rt::to_device(dev_, zero);
    }
    return *error_;
  }
  // Launches the plan's kernel `k` on the compute stream.
  void run_kernel(size_t k, const std::string& name, const std::vector<uint64_t>& addresses,
                  const std::vector<int64_t>& scalars) {
    const auto& g = prog_.geometry_.at(k);
    if (g.grid == 0) return;
    if (prog_.launcher_) {
      prog_.launcher_(k, g, addresses, scalars);
      return;
    }
    cuda::KernelArgs args(prog_.plan_.kernels[k], addresses, scalars);
    rt::Event begin = mark(dev_.stream());
    dev_.launch(prog_.modules_[k].function(), g.grid, g.block, args.params());
    if (begin) [[unlikely]]
      span(name, "kernel", begin,
           "\"grid\":" + std::to_string(g.grid) + ",\"block\":" + std::to_string(g.block));
  }
  rt::DeviceTensor& tensor(int s) {
    auto& v = slots_.at(static_cast<size_t>(s));
    FULGUR_INTERNAL_ASSERT(v && std::holds_alternative<rt::DeviceTensor>(*v), "slot ", s, " (",
                           p_.slot_names.at(static_cast<size_t>(s)), ") holds no tensor");
    return std::get<rt::DeviceTensor>(*v);
  }
  rt::CUstream stream(HostStream s) const {
    return s == HostStream::Comm ? dev_.comm_stream() : dev_.stream();
  }
  const std::string& slot_name(int s) const { return p_.slot_names.at(static_cast<size_t>(s)); }
  // With a timeline (FULGUR_TIMELINE), a timed event recorded on `s` now;
  // otherwise none (and nothing is recorded).
  rt::Event mark(rt::CUstream s) {
    if (!Timeline::active()) return {};
    rt::Event e = dev_.create_event(true);
    dev_.record(e, s);
    return e;
  }
  // A span on the compute stream from `begin` to an event recorded now.
  void span(std::string name, const char* cat, rt::Event begin, std::string args = "") {
    rt::Event end = mark(dev_.stream());
    prog_.timeline_.push_back({std::move(name), cat, std::move(begin), std::move(end),
                               CudaProgram::kComputeTrack, std::move(args)});
  }

  CudaProgram& prog_;
  const HostProgram& p_;
  rt::Device& dev_;
  std::vector<std::optional<rt::DeviceValue>> slots_;
  std::vector<rt::Event> events_;
  std::vector<rt::Future> futures_;         // by the event a collective records
  std::vector<rt::Communicator*> comm_of_;  // the collective's communicator, by its event
  std::vector<int> event_slot_;             // the collective's future slot, by its event
  // With a timeline: the compute stream's wait for a collective's event.
  std::vector<std::pair<rt::Event, rt::Event>> waited_;
  std::optional<rt::DeviceTensor> error_;  // the checked kernels' flag (error_flag)
};

std::vector<rt::DeviceValue> CudaProgram::run_device(const std::vector<rt::DeviceValue>& inputs) {
  const HostProgram& p = plan_.host;
  FULGUR_CHECK(static_cast<int>(inputs.size()) == p.num_inputs, plan_.fused->fn_name, "() takes ",
               p.num_inputs, " inputs but ", inputs.size(), " were given");
  for (size_t i = 0; i < inputs.size(); ++i) {
    const SlotLayout& l = p.input_layouts.at(i);
    const std::string& name = p.slot_names[i];
    if (l.is_tensor) {
      const auto* t = std::get_if<rt::DeviceTensor>(&inputs[i]);
      FULGUR_CHECK(t, "argument '", name, "': expected a device tensor ", layout_string(l),
                   ", got a number");
      FULGUR_CHECK(t->shape == l.shape && t->dtype == l.dtype &&
                       (t->strides == l.strides || (l.is_contiguous() && t->is_contiguous())),
                   "argument '", name, "': expected a device tensor ", layout_string(l), ", got ",
                   dtype_short_name(t->dtype), shape_string(t->shape), " strides ",
                   shape_string(t->strides));
    } else {
      FULGUR_CHECK(std::holds_alternative<Scalar>(inputs[i]), "argument '", name,
                   "': expected a number, got a device tensor");
    }
  }
  Frame frame(*this, inputs);
  const bool timed = Timeline::active() != nullptr;
  if (timed) [[unlikely]]
    begin_timeline();
  if (!native_) {
    execute(p, frame);
  } else {
    if (!native_fn_) {
      cpu::NativeHost native = cpu::compile_host_program(p, {});
      native_fn_ = native.fn;
      native_code_ = std::move(native.code);
    }
    // A device program's native function takes its HostBackend where a CPU
    // one takes its HostFrame (codegen/llvm/host_emitter.cpp), and has no
    // spec words to compare: the checks above did that.
    auto fn = reinterpret_cast<int32_t (*)(HostBackend*, const int64_t*, int64_t)>(native_fn_);
    int32_t rc = fn(&frame, nullptr, 0);
    FULGUR_INTERNAL_ASSERT(rc == 0, "the native host program of ", plan_.fused->fn_name,
                           " refused an empty spec");
  }
  if (timed) [[unlikely]]
    end_timeline();
  frame.check_errors();
  return frame.outputs();
}

void CudaProgram::begin_timeline() {
  timeline_.clear();
  anchor_ = device_->create_event(true);
  device_->record(anchor_);
  device_->synchronize(anchor_);
  anchor_host_ = Timeline::now();
}

// Waits for each span's events (so a timed run ends synchronized) and
// places them on the host's clock through the anchor.
void CudaProgram::end_timeline() {
  std::vector<TimelineSpan> spans = std::move(timeline_);
  timeline_.clear();
  Timeline* tl = Timeline::active();
  if (!tl || !anchor_) return;
  // The compute stream first, as a whole: on the emulated device, whose
  // streams run when something waits for them, waiting for the spans'
  // events one by one in the order they were recorded would run the
  // streams in that order instead of the program's.
  device_->synchronize();
  auto at = [&](const rt::Event& e) {
    std::chrono::duration<double, std::milli> ms(device_->elapsed_ms(anchor_, e));
    return anchor_host_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(ms);
  };
  for (const TimelineSpan& sp : spans) {
    auto b = at(sp.begin), e = at(sp.end);
    if (std::strcmp(sp.cat, "collective") == 0)
      tl->collective(sp.name, sp.track, b, b, e, sp.args);
    else
      tl->span_on(sp.track, sp.name, sp.cat, b, e, sp.args);
  }
}

void CudaProgram::use_native_host(bool native) {
  FULGUR_CHECK(!native || cpu::llvm_available(),
               "native host programs need LLVM 19: this build of fulgur has none");
  native_ = native;
}

}  // namespace fulgur::codegen
