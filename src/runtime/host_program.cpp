#include "runtime/host_program.h"
#include "runtime/host_executor.h"

#include <unordered_map>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "ir/error.h"
#include "runtime/cpu_comm.h"
#include "runtime/cpu_pool.h"
#include "runtime/reference_executor.h"
#include "runtime/timeline.h"

namespace fulgur {

bool SlotLayout::is_contiguous() const {
  int64_t expected = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] != 1 && strides[d] != expected) return false;
    expected *= shape[d];
  }
  return true;
}

int64_t scalar_bits(const Scalar& v, bool as_double) {
  if (!as_double) return std::visit([](auto x) { return static_cast<int64_t>(x); }, v);
  double d = std::visit([](auto x) { return static_cast<double>(x); }, v);
  int64_t bits;
  std::memcpy(&bits, &d, sizeof d);
  return bits;
}

void copy_host_tensor(const HostTensor& from, const HostTensor& into) {
  FULGUR_INTERNAL_ASSERT(from.shape == into.shape && from.dtype == into.dtype,
                         "copy_host_tensor between different types");
  const auto item = static_cast<int64_t>(dtype_itemsize(from.dtype));
  if (from.is_contiguous() && into.is_contiguous()) {
    std::memmove(into.data(), from.data(), static_cast<size_t>(from.numel() * item));
    return;
  }
  // Element by element in row-major order, each at its strided place
  // (prims.copy_ refuses destinations whose elements overlap).
  HostTensor src = from.contiguous();
  const size_t rank = into.shape.size();
  std::vector<int64_t> index(rank, 0);
  for (int64_t i = 0, n = into.numel(); i < n; ++i) {
    int64_t at = 0;
    for (size_t d = 0; d < rank; ++d) at += index[d] * into.strides[d];
    std::memcpy(into.data() + at * item, src.data() + i * item, static_cast<size_t>(item));
    for (size_t d = rank; d-- > 0;) {
      if (++index[d] < into.shape[d]) break;
      index[d] = 0;
    }
  }
}

void execute(const HostInstr& in, HostBackend& d) {
  switch (in.op) {
    case HostInstr::Op::Allocate:
      d.allocate(in);
      break;
    case HostInstr::Op::MakeContiguous:
      d.make_contiguous(in);
      break;
    case HostInstr::Op::Launch: {
      // On the stack for the usual kernel; a region with more arguments (a
      // train step's fused optimizer update over many parameters) on the heap.
      void* small_buffers[64];
      int64_t small_scalars[128];
      std::vector<void*> many_buffers;
      std::vector<int64_t> many_scalars;
      void** buffers = small_buffers;
      int64_t* scalars = small_scalars;
      if (in.buffers.size() > 64) {
        many_buffers.resize(in.buffers.size());
        buffers = many_buffers.data();
      }
      if (in.scalars.size() > 128) {
        many_scalars.resize(in.scalars.size());
        scalars = many_scalars.data();
      }
      for (size_t i = 0; i < in.buffers.size(); ++i) buffers[i] = d.data(in.buffers[i]);
      for (size_t i = 0; i < in.scalars.size(); ++i) {
        const ScalarSource& s = in.scalars[i];
        switch (s.kind) {
          case ScalarSource::Kind::Const:
            scalars[i] = s.value;
            break;
          case ScalarSource::Kind::Stride:
            scalars[i] = d.stride(s.slot, s.dim);
            break;
          case ScalarSource::Kind::Number:
            scalars[i] = scalar_bits(d.number(s.slot), s.as_double);
            break;
        }
      }
      d.launch(in, buffers, scalars);
      break;
    }
    case HostInstr::Op::LibraryCall:
      d.library_call(in);
      break;
    case HostInstr::Op::View:
      d.view(in);
      break;
    case HostInstr::Op::Copy:
      d.copy(in);
      break;
    case HostInstr::Op::StartCollective:
      d.start_collective(in);
      break;
    case HostInstr::Op::Wait:
      d.wait(in);
      break;
    case HostInstr::Op::RecordEvent:
      d.record_event(in);
      break;
    case HostInstr::Op::WaitEvent:
      d.wait_event(in);
      break;
    case HostInstr::Op::Free:
      for (int s : in.slots) d.release(s);
      break;
  }
}

void execute(const HostProgram& p, HostBackend& d) {
  for (const HostInstr& in : p.instrs) execute(in, d);
}

namespace {
// The launch running on this thread (HostFrame::run_kernel): where
// fulgur_cpu_integer_division_by_zero marks it.
thread_local std::atomic<bool>* tl_division_by_zero = nullptr;
struct DivisionByZeroScope {
  explicit DivisionByZeroScope(std::atomic<bool>* flag) : prev(tl_division_by_zero) {
    tl_division_by_zero = flag;
  }
  ~DivisionByZeroScope() { tl_division_by_zero = prev; }
  DivisionByZeroScope(const DivisionByZeroScope&) = delete;
  DivisionByZeroScope& operator=(const DivisionByZeroScope&) = delete;
  std::atomic<bool>* prev;
};
}  // namespace

// The CPU device backend, and the state of one run: inputs read in place,
// values the program makes in `owned` (reused across calls on a thread).
// Native host programs (run_native) call into it through the C ABI below.
struct HostFrame final : HostBackend {
  HostFrame(const HostProgram* p, std::vector<RuntimeValue>* o, std::vector<const RuntimeValue*>* s,
            std::byte* a)
      : program(p), owned(o), slots(s), arena(a) {}
  const HostProgram* program = nullptr;
  std::vector<RuntimeValue>* owned = nullptr;
  std::vector<const RuntimeValue*>* slots = nullptr;
  std::byte* arena = nullptr;  // program->arena_bytes, 64-byte aligned
  // Collectives in flight, by future slot. A Work holds its buffers, so one
  // nobody waits for still finishes safely.
  // (Made on the first collective: most programs have none.)
  struct InFlight {
    std::shared_ptr<CpuCommunicator::Work> work;
    // For the timeline only (FULGUR_TIMELINE): when it started, what it is.
    Timeline::TimePoint start;
    std::string name, comm, args;
  };
  std::unique_ptr<std::unordered_map<int, InFlight>> pending;

  const RuntimeValue& value(int s) const { return *(*slots)[static_cast<size_t>(s)]; }
  const HostTensor& tensor(int s) const { return std::get<HostTensor>(value(s)); }
  void set(int s, RuntimeValue v) {
    (*owned)[static_cast<size_t>(s)] = std::move(v);
    (*slots)[static_cast<size_t>(s)] = &(*owned)[static_cast<size_t>(s)];
  }
  int64_t number_bits(int s, bool as_double) const {
    return scalar_bits(std::get<Scalar>(value(s)), as_double);
  }
  void launch(HostKernelFn fn, void** buffers, int64_t* scalars, int64_t work, int64_t grain,
              const std::string* name = nullptr) {
    if (Timeline* tl = Timeline::active()) [[unlikely]] {
      auto t0 = Timeline::now();
      run_kernel(fn, buffers, scalars, work, grain, name);
      tl->span(name ? *name : kernel_name(fn), "kernel", t0, Timeline::now(),
               "\"work\":" + std::to_string(work));
      return;
    }
    run_kernel(fn, buffers, scalars, work, grain, name);
  }
  void run_kernel(HostKernelFn fn, void** buffers, int64_t* scalars, int64_t work, int64_t grain,
                  const std::string* name) {
    if (work <= 0) return;
    std::atomic<bool> division_by_zero{false};
    CpuPool& pool = CpuPool::global();
    if (work <= grain || pool.threads() == 1) {
      DivisionByZeroScope scope(&division_by_zero);
      fn(buffers, scalars, 0, work);  // not worth waking the pool
    } else {
      pool.run(work, grain, [&](int64_t begin, int64_t end) {
        DivisionByZeroScope scope(&division_by_zero);
        fn(buffers, scalars, begin, end);
      });
    }
    FULGUR_CHECK(!division_by_zero.load(std::memory_order_relaxed), "kernel ",
                 name ? *name : kernel_name(fn),
                 ": integer division by zero (an integer div, fmod or remainder with a zero "
                 "divisor; eager PyTorch raises ZeroDivisionError)");
  }

  // A kernel's name in the trace (native host programs launch by address).
  std::string kernel_name(HostKernelFn fn) const {
    for (const HostInstr& in : program->instrs)
      if (in.op == HostInstr::Op::Launch && in.fn == fn) return in.name;
    return "kernel";
  }
  const std::string& slot_name(int s) const {
    return program->slot_names.at(static_cast<size_t>(s));
  }

  bool in_arena(int s) const {
    return !program->arena_offset.empty() && program->arena_offset[static_cast<size_t>(s)] >= 0;
  }
  void* buffer(int s) const {
    return in_arena(s) ? static_cast<void*>(arena + program->arena_offset[static_cast<size_t>(s)])
                       : static_cast<void*>(tensor(s).data());
  }
  void exec(const HostInstr& in) { execute(in, *this); }

  // ---- HostBackend
  void* data(int s) override { return buffer(s); }
  int64_t stride(int s, int dim) override { return tensor(s).strides[static_cast<size_t>(dim)]; }
  Scalar number(int s) override { return std::get<Scalar>(value(s)); }
  void allocate(const HostInstr& in) override { allocate(in.slot, in.shape, in.dtype); }
  void make_contiguous(const HostInstr& in) override { make_contiguous(in.slot); }
  void launch(const HostInstr& in, void* const* buffers, const int64_t* scalars) override {
    launch(in.fn, const_cast<void**>(buffers), const_cast<int64_t*>(scalars), in.work, in.grain,
           &in.name);
  }
  void library_call(const HostInstr& in) override {
    FULGUR_INTERNAL_ASSERT(in.library == HostInstr::Library::Libtorch, in.name,
                           ": the CPU runs library calls through libtorch only");
    std::vector<const Proxy*> proxies;
    std::vector<int32_t> inputs;
    for (const auto& [proxy, slot] : in.inputs) {
      proxies.push_back(proxy);
      inputs.push_back(slot);
    }
    std::vector<int32_t> outputs(in.slots.begin(), in.slots.end());
    library_call(*in.bsym, proxies.data(), inputs.data(), static_cast<int>(inputs.size()),
                 outputs.data(), static_cast<int>(outputs.size()));
  }
  void view(const HostInstr& in) override {
    HostTensor v = tensor(in.source);
    v.shape = in.shape;
    v.strides = in.strides;
    v.offset += in.offset;
    set(in.slot, std::move(v));
  }
  void copy(const HostInstr& in) override {
    const HostTensor& src = tensor(in.source);
    const HostTensor& dst = tensor(in.inputs.at(0).second);
    FULGUR_INTERNAL_ASSERT(src.shape == dst.shape && src.dtype == dst.dtype, in.name,
                           ": copies between different types");
    if (Timeline* tl = Timeline::active()) [[unlikely]] {
      auto t0 = Timeline::now();
      copy_host_tensor(src, dst);
      tl->span(slot_name(in.slot) + " = " + in.name + "(" + slot_name(in.inputs.at(0).second) +
                   ", " + slot_name(in.source) + ")",
               "copy", t0, Timeline::now());
    } else {
      copy_host_tensor(src, dst);
    }
    set(in.slot, dst);
  }
  void start_collective(const HostInstr& in) override {
    start_collective(*in.bsym, in.inputs.at(0).second, in.slot, in.shape, in.dtype);
  }
  void start_collective(const BoundSymbol& b, int input, int slot, const Shape& shape,
                        DType dtype) {
    BoundArgs a = b.bound_args();
    const std::string op = b.sym->qualified();
    HostTensor x = tensor(input);
    if (!x.is_contiguous()) x = x.contiguous();
    HostTensor out = HostTensor::uninitialized(shape, dtype);
    std::shared_ptr<CpuCommunicator> comm = CpuCommunicator::for_group(a["group"]);
    // In flight from here (the first use of a group made its communicator).
    const Timeline::TimePoint start = Timeline::active() ? Timeline::now() : Timeline::TimePoint{};
    auto group_size = [&] {
      int64_t n = a["group_size"].as_int();
      FULGUR_CHECK(n == comm->size(), op, ": the trace was made for a group of ", n,
                   " rank(s), but this process group has ", comm->size(),
                   " (WORLD_SIZE); trace it again for this group");
    };
    auto reduce_op = [&] {
      auto r = reduce_op_from_name(a["op"].as_str());
      FULGUR_INTERNAL_ASSERT(r, "reduce op ", a["op"].as_str());
      return *r;
    };
    auto dim = [&] {
      int64_t d = a["dim"].as_int();
      return d < 0 ? d + static_cast<int64_t>(x.shape.size()) : d;
    };
    std::shared_ptr<CpuCommunicator::Work> w;
    if (b.sym->name == "all_reduce") {
      w = comm->all_reduce(x, out, reduce_op());
    } else if (b.sym->name == "all_gather") {
      group_size();
      w = comm->all_gather(x, out, dim());
    } else if (b.sym->name == "reduce_scatter") {
      group_size();
      w = comm->reduce_scatter(x, out, reduce_op(), dim());
    } else if (b.sym->name == "broadcast") {
      w = comm->broadcast(x, out, a["root"].as_int());
    } else {
      FULGUR_FAIL(op, " does not run on the CPU communicator");
    }
    set(slot, out);
    if (!pending) pending = std::make_unique<decltype(pending)::element_type>();
    InFlight& f = (*pending)[slot];
    f.work = std::move(w);
    if (Timeline::active()) [[unlikely]] {
      f.start = start;
      f.name = slot_name(slot) + " = " + op + "(" + slot_name(input) + ")";
      f.comm = "comm " + comm->name();
      f.args = "\"bytes\":" +
               std::to_string(static_cast<int64_t>(out.numel()) * dtype_itemsize(out.dtype)) +
               ",\"group_size\":" + std::to_string(comm->size());
    }
  }

  // The instructions other than launches, one by one (the C ABI below).
  void allocate(int s, Shape shape, DType dtype) {
    if (!in_arena(s)) set(s, HostTensor::uninitialized(std::move(shape), dtype));
  }
  void make_contiguous(int s) {
    const HostTensor& t = tensor(s);
    if (!t.is_contiguous()) set(s, t.contiguous());
  }
  void library_call(const BoundSymbol& b, const Proxy* const* proxies, const int32_t* inputs,
                    int num_inputs, const int32_t* outputs, int num_outputs) {
    std::vector<std::pair<const Proxy*, RuntimeValue>> ins;
    ins.reserve(static_cast<size_t>(num_inputs));
    for (int i = 0; i < num_inputs; ++i) ins.emplace_back(proxies[i], value(inputs[i]));
    Timeline* tl = Timeline::active();
    const Timeline::TimePoint t0 = tl ? Timeline::now() : Timeline::TimePoint{};
    std::vector<RuntimeValue> outs = run_op_with_libtorch(b, ins);
    if (tl) [[unlikely]] {
      std::string name;
      for (int i = 0; i < num_outputs; ++i) name += (i ? ", " : "") + slot_name(outputs[i]);
      name += " = " + b.sym->qualified() + "(";
      for (int i = 0; i < num_inputs; ++i) name += (i ? ", " : "") + slot_name(inputs[i]);
      tl->span(name + ")", "library", t0, Timeline::now());
    }
    FULGUR_INTERNAL_ASSERT(outs.size() >= static_cast<size_t>(num_outputs), b.sym->qualified(),
                           " returned ", outs.size(), " values for ", num_outputs, " slots");
    for (int i = 0; i < num_outputs; ++i) set(outputs[i], std::move(outs[static_cast<size_t>(i)]));
  }
  void wait(int future, int s) {
    auto it = pending ? pending->find(future) : decltype(pending->find(future)){};
    FULGUR_INTERNAL_ASSERT(pending && it != pending->end(), "wait on ",
                           program->slot_names.at(static_cast<size_t>(future)),
                           ", which no collective started");
    InFlight f = std::move(it->second);
    pending->erase(it);
    if (Timeline* tl = Timeline::active()) [[unlikely]] {
      auto t0 = Timeline::now();
      f.work->wait();
      tl->span(slot_name(s) + " = dist.wait(" + slot_name(future) + ")", "wait", t0,
               Timeline::now());
      // A collective started before the timeline was has no name.
      if (!f.name.empty())
        tl->collective(f.name, f.comm, f.start, f.work->began(), f.work->finished(), f.args);
    } else {
      f.work->wait();
    }
    set(s, value(future));
  }
  void free_slot(int s) {
    if (in_arena(s)) return;
    (*owned)[static_cast<size_t>(s)] = RuntimeValue{};
    (*slots)[static_cast<size_t>(s)] = nullptr;
  }
  void wait(const HostInstr& in) override { wait(in.inputs.at(0).second, in.slot); }
  void record_event(const HostInstr& in) override {
    FULGUR_INTERNAL_ASSERT(false, "event ", in.event,
                           " in a CPU host program: the CPU has one stream");
  }
  void wait_event(const HostInstr& in) override {
    FULGUR_INTERNAL_ASSERT(false, "event ", in.event,
                           " in a CPU host program: the CPU has one stream");
  }
  void release(int s) override { free_slot(s); }
};

namespace {

template <typename Body>
std::vector<RuntimeValue> with_frame(const HostProgram& p, const std::vector<RuntimeValue>& inputs,
                                     Body body) {
  FULGUR_INTERNAL_ASSERT(static_cast<int>(inputs.size()) == p.num_inputs);
  // Reused call after call on a thread (one thread_local: one TLS guard).
  struct ThreadState {
    std::vector<RuntimeValue> owned;
    std::vector<const RuntimeValue*> slots;
    // The arena: grown to the largest program this thread ran, then reused.
    std::unique_ptr<std::byte, decltype(&std::free)> arena{nullptr, &std::free};
    int64_t arena_capacity = 0;
    bool clean = true;  // false while a call runs (or after one that threw)
  };
  thread_local ThreadState t;
  std::vector<RuntimeValue>& owned = t.owned;
  std::vector<const RuntimeValue*>& slots = t.slots;
  if (p.arena_bytes > t.arena_capacity) {
    int64_t bytes = (p.arena_bytes + 63) / 64 * 64;
    t.arena.reset(static_cast<std::byte*>(std::aligned_alloc(64, static_cast<size_t>(bytes))));
    FULGUR_CHECK(t.arena, "cannot allocate the ", bytes, "-byte arena of a host program");
    t.arena_capacity = bytes;
  }
  if (!t.clean)  // a call that threw left what it made
    for (auto& v : owned) v = RuntimeValue{};
  t.clean = false;
  owned.resize(static_cast<size_t>(p.num_slots));
  slots.assign(static_cast<size_t>(p.num_slots), nullptr);
  for (size_t i = 0; i < inputs.size(); ++i) slots[i] = &inputs[i];
  // Only values the program made and did not free yet are released: a slot
  // holds one exactly when it points into `owned` (set() makes it so, a
  // free resets both), so arena slots and inputs cost nothing here.
  auto release = [&] {
    for (size_t i = 0; i < slots.size(); ++i)
      if (slots[i] == &owned[i]) owned[i] = RuntimeValue{};
    t.clean = true;
  };
  HostFrame frame(&p, &owned, &slots, t.arena.get());
  if (!body(frame)) {
    release();
    FULGUR_FAIL("the inputs do not match the spec this program was compiled for");
  }
  std::vector<RuntimeValue> out;
  out.reserve(p.outputs.size());
  for (size_t k = 0; k < p.outputs.size(); ++k) {
    const auto s = static_cast<size_t>(p.outputs[k]);
    // A value the program made is moved out at its last mention in the
    // outputs (inputs returned as they are are copied).
    bool last = std::find(p.outputs.begin() + static_cast<std::ptrdiff_t>(k) + 1, p.outputs.end(),
                          p.outputs[k]) == p.outputs.end();
    if (last && slots[s] == &owned[s])
      out.push_back(std::move(owned[s]));
    else
      out.push_back(frame.value(static_cast<int>(s)));
  }
  release();  // nothing the program made outlives the call here
  return out;
}

}  // namespace

std::vector<RuntimeValue> interpret(const HostProgram& p, const std::vector<RuntimeValue>& inputs) {
  return with_frame(p, inputs, [&](HostFrame& f) {
    FULGUR_INTERNAL_ASSERT(p.device == HostDevice::Cpu,
                           "interpret() runs CPU host programs; CUDA ones run through CudaProgram");
    execute(p, f);
    return true;
  });
}

std::vector<RuntimeValue> run_native(const HostProgram& p, NativeHostFn fn,
                                     const std::vector<RuntimeValue>& inputs,
                                     const std::vector<int64_t>& spec) {
  // The native prologue refuses a spec other than its own before running
  // anything.
  return with_frame(p, inputs, [&](HostFrame& f) {
    return fn(&f, spec.data(), static_cast<int64_t>(spec.size())) == 0;
  });
}

extern "C" {
void* fulgur_rt_data(HostFrame* f, int32_t slot) {
  return f->buffer(slot);
}
std::byte* fulgur_rt_arena(HostFrame* f) {
  return f->arena;
}
int64_t fulgur_rt_stride(HostFrame* f, int32_t slot, int32_t dim) {
  return f->tensor(slot).strides[static_cast<size_t>(dim)];
}
int64_t fulgur_rt_number_bits(HostFrame* f, int32_t slot, int32_t as_double) {
  return f->number_bits(slot, as_double != 0);
}
void fulgur_rt_launch(HostFrame* f, HostKernelFn fn, void** buffers, int64_t* scalars, int64_t work,
                      int64_t grain) {
  f->launch(fn, buffers, scalars, work, grain);
}
void fulgur_cpu_integer_division_by_zero() {
  if (tl_division_by_zero) tl_division_by_zero->store(true, std::memory_order_relaxed);
}
void fulgur_rt_allocate(HostFrame* f, int32_t slot, int32_t dtype, int32_t rank,
                        const int64_t* shape) {
  f->allocate(slot, Shape(shape, shape + rank), static_cast<DType>(dtype));
}
void fulgur_rt_make_contiguous(HostFrame* f, int32_t slot) {
  f->make_contiguous(slot);
}
void fulgur_rt_library_call(HostFrame* f, const BoundSymbol* bsym, const Proxy* const* proxies,
                            const int32_t* inputs, int32_t num_inputs, const int32_t* outputs,
                            int32_t num_outputs) {
  f->library_call(*bsym, proxies, inputs, num_inputs, outputs, num_outputs);
}
void fulgur_rt_start_collective(HostFrame* f, const BoundSymbol* bsym, int32_t input, int32_t slot,
                                int32_t dtype, int32_t rank, const int64_t* shape) {
  f->start_collective(*bsym, input, slot, Shape(shape, shape + rank), static_cast<DType>(dtype));
}
void fulgur_rt_wait(HostFrame* f, int32_t future, int32_t slot) {
  f->wait(future, slot);
}
void fulgur_rt_free(HostFrame* f, int32_t slot) {
  f->free_slot(slot);
}
void fulgur_rt_view(HostFrame* f, const HostInstr* in) {
  f->view(*in);
}
void fulgur_rt_copy(HostFrame* f, const HostInstr* in) {
  f->copy(*in);
}

void* fulgur_rt_dev_data(HostBackend* d, int32_t slot) {
  return d->data(slot);
}
int64_t fulgur_rt_dev_stride(HostBackend* d, int32_t slot, int32_t dim) {
  return d->stride(slot, dim);
}
int64_t fulgur_rt_dev_number_bits(HostBackend* d, int32_t slot, int32_t as_double) {
  return scalar_bits(d->number(slot), as_double != 0);
}
void fulgur_rt_dev_launch(HostBackend* d, const HostInstr* in, void** buffers, int64_t* scalars) {
  d->launch(*in, buffers, scalars);
}
void fulgur_rt_dev_allocate(HostBackend* d, const HostInstr* in) {
  d->allocate(*in);
}
void fulgur_rt_dev_make_contiguous(HostBackend* d, const HostInstr* in) {
  d->make_contiguous(*in);
}
void fulgur_rt_dev_library_call(HostBackend* d, const HostInstr* in) {
  d->library_call(*in);
}
void fulgur_rt_dev_view(HostBackend* d, const HostInstr* in) {
  d->view(*in);
}
void fulgur_rt_dev_copy(HostBackend* d, const HostInstr* in) {
  d->copy(*in);
}
void fulgur_rt_dev_start_collective(HostBackend* d, const HostInstr* in) {
  d->start_collective(*in);
}
void fulgur_rt_dev_wait(HostBackend* d, const HostInstr* in) {
  d->wait(*in);
}
void fulgur_rt_dev_record_event(HostBackend* d, const HostInstr* in) {
  d->record_event(*in);
}
void fulgur_rt_dev_wait_event(HostBackend* d, const HostInstr* in) {
  d->wait_event(*in);
}
void fulgur_rt_dev_free(HostBackend* d, int32_t slot) {
  d->release(slot);
}
}

void plan_arena(HostProgram& p) {
  const size_t n = static_cast<size_t>(p.num_slots);
  std::vector<int> def(n, -1), last(n, -1);
  std::vector<bool> ok(n, false);
  std::vector<int64_t> bytes(n, 0);
  for (size_t i = 0; i < p.instrs.size(); ++i) {
    const HostInstr& in = p.instrs[i];
    if (in.op == HostInstr::Op::Allocate && in.slot >= p.num_inputs) {
      auto s = static_cast<size_t>(in.slot);
      def[s] = static_cast<int>(i);
      ok[s] = true;
      int64_t numel = 1;
      for (int64_t e : in.shape) numel *= e;
      bytes[s] = numel * dtype_itemsize(in.dtype);
    }
  }
  auto disqualify = [&](int s) {
    if (s >= 0) ok[static_cast<size_t>(s)] = false;
  };
  for (int s : p.outputs) disqualify(s);
  for (size_t i = 0; i < p.instrs.size(); ++i) {
    const HostInstr& in = p.instrs[i];
    switch (in.op) {
      case HostInstr::Op::Launch:
        for (int b : in.buffers) last[static_cast<size_t>(b)] = static_cast<int>(i);
        for (const auto& sc : in.scalars)
          if (sc.kind == ScalarSource::Kind::Number) disqualify(sc.slot);
        break;
      case HostInstr::Op::MakeContiguous:
        disqualify(in.slot);
        break;
      case HostInstr::Op::LibraryCall:
      case HostInstr::Op::StartCollective:
      case HostInstr::Op::Wait:
        for (const auto& [proxy, s] : in.inputs) disqualify(s);
        break;
      case HostInstr::Op::View:
        disqualify(in.source);
        break;
      case HostInstr::Op::Copy:
        disqualify(in.source);
        for (const auto& [proxy, s] : in.inputs) disqualify(s);
        break;
      case HostInstr::Op::Allocate:
      case HostInstr::Op::Free:
      case HostInstr::Op::RecordEvent:
      case HostInstr::Op::WaitEvent:
        break;
    }
  }
  // First fit over the buffers live at each allocation, 64-byte aligned.
  p.arena_offset.assign(n, -1);
  p.arena_bytes = 0;
  struct Live {
    int64_t offset, size;
    int last;
  };
  std::vector<Live> live;
  for (size_t i = 0; i < p.instrs.size(); ++i) {
    const HostInstr& in = p.instrs[i];
    if (in.op != HostInstr::Op::Allocate || in.slot < p.num_inputs) continue;
    auto s = static_cast<size_t>(in.slot);
    if (!ok[s]) continue;
    int at = static_cast<int>(i);
    live.erase(std::remove_if(live.begin(), live.end(), [&](const Live& l) { return l.last < at; }),
               live.end());
    std::sort(live.begin(), live.end(),
              [](const Live& a, const Live& b) { return a.offset < b.offset; });
    int64_t size = std::max<int64_t>(64, (bytes[s] + 63) / 64 * 64);
    int64_t offset = 0;
    for (const Live& l : live) {
      if (offset + size <= l.offset) break;
      offset = std::max(offset, l.offset + l.size);
    }
    live.push_back({offset, size, std::max(last[s], at)});
    p.arena_offset[s] = offset;
    p.arena_bytes = std::max(p.arena_bytes, offset + size);
  }
  // Kernels read the strides of arena buffers: they are contiguous.
  for (HostInstr& in : p.instrs) {
    if (in.op != HostInstr::Op::Launch) continue;
    for (ScalarSource& sc : in.scalars) {
      if (sc.kind != ScalarSource::Kind::Stride || p.arena_offset[static_cast<size_t>(sc.slot)] < 0)
        continue;
      const HostInstr& alloc = p.instrs[static_cast<size_t>(def[static_cast<size_t>(sc.slot)])];
      Shape strides = contiguous_strides(alloc.shape);
      sc.kind = ScalarSource::Kind::Const;
      sc.value = strides.at(static_cast<size_t>(sc.dim));
    }
  }
}

namespace {

std::string layout_text(const SlotLayout& l) {
  if (!l.is_tensor) return "number";
  std::string s = std::string(dtype_short_name(l.dtype)) + shape_string(l.shape);
  if (!l.is_contiguous()) s += " strides=" + shape_string(l.strides);
  return s;
}

const char* stream_name(HostStream s) {
  return s == HostStream::Comm ? "comm" : "compute";
}

}  // namespace

std::string print_host_program(const HostProgram& p, const LaunchNote& launch_note) {
  std::ostringstream os;
  const bool cuda = p.device == HostDevice::Cuda;
  auto name = [&](int s) {
    return "%" + std::to_string(s) + ":" + p.slot_names.at(static_cast<size_t>(s));
  };
  auto list = [&](const std::vector<int>& slots) {
    std::string out;
    for (size_t i = 0; i < slots.size(); ++i) out += (i ? ", " : "") + name(slots[i]);
    return out;
  };
  os << "host program (" << (cuda ? "cuda" : "cpu") << ", " << p.num_inputs << " inputs, "
     << p.num_slots << " slots";
  if (p.num_events) os << ", " << p.num_events << " events";
  if (p.arena_bytes) os << ", a " << p.arena_bytes << "-byte arena";
  os << ")\n";
  for (const HostInstr& in : p.instrs) {
    switch (in.op) {
      case HostInstr::Op::Allocate:
        os << "  " << name(in.slot) << " = allocate " << dtype_short_name(in.dtype)
           << shape_string(in.shape);
        if (!p.arena_offset.empty() && p.arena_offset[static_cast<size_t>(in.slot)] >= 0)
          os << " in the arena at +" << p.arena_offset[static_cast<size_t>(in.slot)];
        os << "\n";
        break;
      case HostInstr::Op::MakeContiguous:
        os << "  make_contiguous " << name(in.slot);
        if (cuda && in.kernel >= 0)
          os << " strides=" << shape_string(in.strides) << " with kernel " << in.name;
        else if (cuda)
          os << " (through the host: slow)";
        os << "\n";
        break;
      case HostInstr::Op::Launch: {
        os << "  launch " << in.name << "(" << list(in.buffers);
        for (const ScalarSource& s : in.scalars) {
          os << ", ";
          switch (s.kind) {
            case ScalarSource::Kind::Const:
              os << s.value;
              break;
            case ScalarSource::Kind::Stride:
              os << name(s.slot) << ".stride(" << s.dim << ")";
              break;
            case ScalarSource::Kind::Number:
              os << name(s.slot);
              break;
          }
        }
        os << ")";
        if (launch_note)
          os << launch_note(in);
        else if (cuda)
          os << " kernel " << in.kernel;
        else
          os << " over " << in.work << " items";
        os << "\n";
        break;
      }
      case HostInstr::Op::LibraryCall: {
        os << "  " << list(in.slots);
        if (in.library == HostInstr::Library::Cublas) {
          const GemmPlan& g = in.gemm;
          os << " = cublas " << in.name << "(" << name(in.inputs.at(0).second) << ", "
             << name(in.inputs.at(1).second) << "): " << g.batch << " x [" << g.m << ", " << g.n
             << ", " << g.k << "] a " << (g.a_transposed ? "col" : "row") << "-major ld " << g.lda
             << " step " << g.stride_a << ", b " << (g.b_transposed ? "col" : "row") << "-major ld "
             << g.ldb << " step " << g.stride_b << "\n";
          break;
        }
        bool host = in.library == HostInstr::Library::HostLibtorch;
        os << (host ? " = host " : " = library ") << in.name << "(";
        for (size_t i = 0; i < in.inputs.size(); ++i)
          os << (i ? ", " : "") << name(in.inputs[i].second);
        os << ")" << (host ? " (libtorch on host copies: slow)" : "") << "\n";
        break;
      }
      case HostInstr::Op::View: {
        std::string layout;
        if (!p.layouts.empty()) {  // the view's own layout, not the slot's last
          SlotLayout l = p.layouts.at(static_cast<size_t>(in.slot));
          l.shape = in.shape;
          l.strides = in.strides;
          layout = layout_text(l);
        }
        os << "  " << name(in.slot) << " = view " << in.name << "(" << name(in.source) << ") "
           << layout << (in.offset ? " offset " + std::to_string(in.offset) : "") << "\n";
        break;
      }
      case HostInstr::Op::Copy:
        os << "  " << name(in.slot) << " = copy " << name(in.source) << " into "
           << name(in.inputs.at(0).second) << "\n";
        break;
      case HostInstr::Op::StartCollective:
        os << "  " << name(in.slot) << " = start " << in.name << "(" << name(in.inputs.at(0).second)
           << ")";
        if (cuda) os << " on " << stream_name(in.stream) << ", done: e" << in.event;
        os << "\n";
        break;
      case HostInstr::Op::Wait:
        os << "  " << name(in.slot) << " = wait " << name(in.inputs.at(0).second) << "\n";
        break;
      case HostInstr::Op::RecordEvent:
        os << "  record e" << in.event << " on " << stream_name(in.stream) << "\n";
        break;
      case HostInstr::Op::WaitEvent:
        os << "  wait_event e" << in.event << " on " << stream_name(in.stream) << "\n";
        break;
      case HostInstr::Op::Free:
        os << "  free " << list(in.slots) << "\n";
        break;
    }
  }
  os << "  return " << list(p.outputs) << "\n";
  return os.str();
}

}  // namespace fulgur
