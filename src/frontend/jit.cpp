#include "frontend/jit.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "codegen/pipeline.h"
#include "frontend/call_spec.h"
#include "frontend/grad_node.h"
#include "frontend/rank_agreement.h"
#include "ir/error.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/prologue.h"
#include "ir/sharding/sharding.h"
#include "runtime/cpu_comm.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/timeline.h"

namespace fulgur {

using namespace call_spec;

namespace {

std::atomic<detail::SpecHashFn> g_spec_hash{nullptr};

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

const char* jit_device_name(JitDevice d) {
  switch (d) {
    case JitDevice::Cpu:
      return "cpu";
    case JitDevice::Cuda:
      return "cuda";
    case JitDevice::CudaEmu:
      return "cuda-emu";
  }
  return "?";
}

namespace detail {
void set_spec_hash_for_testing(SpecHashFn fn) {
  g_spec_hash.store(fn);
}
}  // namespace detail

struct JitFunction::State {
  struct Entry {
    std::vector<int64_t> spec;  // verified exactly on every hit
    std::unique_ptr<codegen::CpuProgram> program;
    // For inputs that require grad: the augmented forward and the backward
    // (`exec` is then its forward program).
    std::shared_ptr<const codegen::CpuGradProgram> grad;
    const codegen::CpuProgram* exec = nullptr;
    NativeHostFn native = nullptr;      // compiled on the first call that wants it
    codegen::cpu::CpuCode native_code;  // freed with the entry
    // CUDA devices: the plans, the traces of the grad split (when inputs
    // require grad), and the plans loaded on each device calls ran on.
    std::shared_ptr<const codegen::CudaPlan> cuda_forward, cuda_backward;
    std::shared_ptr<const ForwardBackward> fb;
    struct Loaded {
      std::shared_ptr<codegen::CudaProgram> forward, backward;
    };
    std::vector<Loaded> loaded;
    // Per output: its global type when it is a DTensor (JitFunction::call).
    std::vector<std::optional<TensorType>> out_global;
    // Per input: its global type when it is a DTensor; this process's rank.
    std::vector<std::optional<TensorType>> in_global;
    int64_t rank = -1;
  };
  JitOptions options;
  std::shared_ptr<cuda::Device> default_device;
  HostExecutor executor = HostExecutor::Native;
  JitFunction::Builder builder;
  std::vector<std::string> names;
  std::optional<Trace> fixed;
  detail::SpecHashFn hash = nullptr;
  std::unordered_map<uint64_t, std::vector<std::unique_ptr<Entry>>> cache;
  CacheInfo info;
  // The global specs (rank-independent: placements, global shapes) whose
  // programs the ranks have checked to issue the same collectives. A
  // rank-specific cache miss (a local tensor's alignment or strides) must
  // not run the check: the other ranks hit their cache and would pair the
  // check's all_gather with their program's first collective.
  std::unordered_set<uint64_t> agreed;
  TraceHistory last_traces;
  std::string last_host;
  std::vector<int64_t> scratch;  // the spec of the current call

  bool on_cuda() const { return options.device != JitDevice::Cpu; }

  // The device this call runs on.
  std::shared_ptr<cuda::Device> device() {
    const bool emu = options.device == JitDevice::CudaEmu;
    std::shared_ptr<cuda::Device> d;
    if (options.cuda_device) {
      d = options.cuda_device();
      FULGUR_CHECK(d, "jit: the cuda_device option gave no device");
    } else {
      if (!default_device)
        default_device = emu ? std::make_shared<cuda::Device>(0, &cuda::emulated_driver())
                             : std::make_shared<cuda::Device>(0);
      d = default_device;
    }
    FULGUR_CHECK(d->emulated() == emu, "jit: compiled for ", jit_device_name(options.device),
                 " but the cuda_device option gave ",
                 d->emulated() ? "an emulated device" : "a real CUDA device");
    return d;
  }

  // The entry's plans loaded on `dev` (once per device).
  Entry::Loaded& load(Entry& e, const std::shared_ptr<cuda::Device>& dev) {
    for (auto& l : e.loaded)
      if (&l.forward->device() == dev.get()) return l;
    auto t0 = std::chrono::steady_clock::now();
    Entry::Loaded l;
    l.forward = std::make_shared<codegen::CudaProgram>(*e.cuda_forward, dev);
    if (e.cuda_backward) l.backward = std::make_shared<codegen::CudaProgram>(*e.cuda_backward, dev);
    if (executor == HostExecutor::Interpreter) {
      l.forward->use_native_host(false);
      if (l.backward) l.backward->use_native_host(false);
    }
    info.compile_ms += ms_since(t0);
    e.loaded.push_back(std::move(l));
    return e.loaded.back();
  }

  // Marks the differentiable outputs of a call with host outputs.
  static void attach(std::vector<RuntimeValue>& out, const std::shared_ptr<GradNode>& node,
                     const ForwardBackward& fb) {
    node->saved.assign(out.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs), out.end());
    out.resize(fb.num_outputs);
    for (size_t i : fb.cotangent_of) {
      auto& t = std::get<HostTensor>(out[i]);
      t.requires_grad = true;
      t.grad_fn = node;
      t.grad_output = static_cast<int64_t>(i);
    }
  }

  std::vector<RuntimeValue> run_cuda(Entry& e, const std::vector<RuntimeValue>& inputs) {
    Entry::Loaded& l = load(e, device());
    std::vector<RuntimeValue> out = l.forward->run(inputs);
    if (!e.fb) return out;
    auto node = std::make_shared<GradNode>();
    node->fb = e.fb;
    node->cuda_backward = l.backward;
    attach(out, node, *e.fb);
    return out;
  }

  // Finds (or compiles) the entry for `inputs`' spec.
  Entry& lookup(const std::vector<RuntimeValue>& inputs) {
    describe_inputs(inputs, scratch, fixed.has_value());
    scratch.push_back(static_cast<int64_t>(options.device));
    uint64_t key = hash ? hash(scratch) : spec_hash(scratch);
    auto it = cache.find(key);
    if (it != cache.end())
      for (const auto& e : it->second)
        if (e->spec == scratch) {  // exact: a colliding spec never runs this entry
          ++info.hits;
          return *e;
        }
    return compile(inputs, key, nullptr, -1, -1);
  }

  std::vector<RuntimeValue> run(Entry& e, const std::vector<RuntimeValue>& inputs) {
    if (on_cuda()) return run_cuda(e, inputs);
    std::vector<RuntimeValue> out;
    // With a timeline (FULGUR_TIMELINE) the interpreter runs the program: it
    // records every instruction, where native code calls small kernels
    // directly.
    if (executor == HostExecutor::Interpreter || !codegen::cpu::llvm_available() ||
        Timeline::active()) {
      out = e.exec->run_unchecked(inputs);
    } else {
      if (!e.native) {
        auto t0 = std::chrono::steady_clock::now();
        codegen::cpu::NativeHost h =
            codegen::cpu::compile_host_program(e.exec->host_program(), e.spec);
        e.native = h.fn;
        e.native_code = std::move(h.code);
        info.host_compile_ms += ms_since(t0);
      }
      out = run_native(e.exec->host_program(), e.native, inputs, scratch);
    }
    if (!e.grad) return out;
    // Outputs, then what the forward saved: the saved values go to the
    // node the differentiable outputs carry.
    const ForwardBackward& fb = e.grad->traces();
    auto node = std::make_shared<GradNode>();
    node->program = e.grad;
    node->in_global = e.in_global;
    node->rank = e.rank;
    attach(out, node, fb);
    return out;
  }

  // `dts`: the global types of DTensor arguments (one entry per input), or
  // null; `rank`, `world`: this process's, for DTensor traces.
  Entry& compile(const std::vector<RuntimeValue>& inputs, uint64_t key,
                 const std::vector<std::optional<TensorType>>* dts, int64_t rank, int64_t world) {
    auto t0 = std::chrono::steady_clock::now();
    Trace computation;
    if (fixed) {
      check_fixed(*fixed, inputs, dts);
      computation = *fixed;
    } else {
      Tracer tr;
      std::vector<Traced> traced;
      for (size_t i = 0; i < inputs.size(); ++i) {
        std::string name = i < names.size() ? names[i] : "x" + std::to_string(i);
        if (const auto* sc = std::get_if<Scalar>(&inputs[i])) {
          // A number input of the program, its value given at each call (the
          // spec has its kind only).
          traced.emplace_back(&tr, tr.number_input(name, scalar_kind(*sc)));
          continue;
        }
        const auto& ht = std::get<HostTensor>(inputs[i]);
        traced.push_back(tr.input(name, dts && (*dts)[i] ? *(*dts)[i] : type_of(ht)));
      }
      std::vector<Traced> outs = builder(tr, traced);
      tr.ret(outs);
      computation = tr.finish();
    }
    info.trace_ms += ms_since(t0);
    check_writes_into_aliases(computation, inputs);
    codegen::CompileOptions co{.target = on_cuda() ? codegen::Target::Cuda : codegen::Target::Cpu,
                               .grad = true};
    const bool distributed = has_dtensor_inputs(computation);
    FULGUR_CHECK(!distributed || !on_cuda(),
                 "jit: DTensor arguments run on the CPU for now; this "
                 "function was made for ",
                 jit_device_name(options.device));
    if (distributed) {
      co.rank = rank;
      co.world_size = world;
    }
    codegen::Executable ex = codegen::compile(computation, co);
    if (distributed && dts) {
      std::vector<int64_t> g;
      describe_dtensors(*dts, 0, world, g);
      g.push_back(static_cast<int64_t>(inputs.size()));
      uint64_t global_key = spec_hash(g);
      if (!agreed.count(global_key)) {
        check_ranks_agree(ex, rank, world, global_key, *dts);
        agreed.insert(global_key);
      }
    }
    if (distributed) {  // the prologue's spec checks, and each local tensor is this rank's shard
      std::vector<std::optional<DTensorArg>> dargs(inputs.size());
      for (size_t i = 0; i < inputs.size(); ++i)
        if (dts && (*dts)[i])
          dargs[i] = DTensorArg{*(*dts)[i], std::get<HostTensor>(inputs[i]).shape};
      check_dtensor_args(ex.prologue, dargs, rank);
    }
    info.passes_ms += ex.timings.passes_ms;
    info.grad_ms += ex.timings.grad_ms;
    info.compile_ms += ex.timings.fusion_ms + ex.timings.backend_ms;
    auto entry = std::make_unique<Entry>();
    entry->spec = scratch;
    if (dts) entry->in_global = *dts;
    entry->rank = rank;
    std::vector<ProxyPtr> returned;
    collect_proxies(computation.returned(), returned);
    for (const ProxyPtr& p : returned)
      entry->out_global.push_back(p->is_tensor() && p->tensor().dtensor
                                      ? std::optional<TensorType>(p->tensor())
                                      : std::nullopt);
    if (on_cuda()) {
      last_host = codegen::print_host_programs(ex);
      entry->cuda_forward = ex.cuda_forward;
      entry->cuda_backward = ex.cuda_backward;
      if (ex.grad) entry->fb = std::make_shared<ForwardBackward>(std::move(*ex.grad));
      last_traces = std::move(ex.traces);
      ++info.misses;
      ++info.entries;
      auto& chain = cache[key];
      chain.push_back(std::move(entry));
      return *chain.back();
    }
    if (ex.cpu_grad) {
      entry->grad = std::move(ex.cpu_grad);
      entry->exec = &entry->grad->forward_program();
    } else {
      entry->program = std::move(ex.cpu);
      entry->exec = entry->program.get();
    }
    last_traces = std::move(ex.traces);
    last_host = print_host_program(entry->exec->host_program());
    ++info.misses;
    ++info.entries;
    auto& chain = cache[key];
    chain.push_back(std::move(entry));
    return *chain.back();
  }
};

JitFunction::JitFunction(std::unique_ptr<State> s) : state_(std::move(s)) {}
JitFunction::~JitFunction() = default;
JitFunction::JitFunction(JitFunction&&) noexcept = default;
JitFunction& JitFunction::operator=(JitFunction&&) noexcept = default;

std::vector<RuntimeValue> JitFunction::operator()(const std::vector<RuntimeValue>& inputs) {
  State& s = *state_;
  return s.run(s.lookup(inputs), inputs);
}

DeviceCall JitFunction::run_device(const std::vector<cuda::DeviceValue>& inputs,
                                   const std::vector<bool>& requires_grad) {
  State& s = *state_;
  FULGUR_CHECK(s.on_cuda(),
               "jit: run_device takes device tensors, but this function runs on the CPU; call it "
               "with host tensors, or make it with JitOptions{.device = JitDevice::Cuda}");
  std::vector<RuntimeValue> views = spec_views(inputs, requires_grad);
  State::Entry& e = s.lookup(views);
  State::Entry::Loaded& l = s.load(e, s.device());
  DeviceCall call;
  call.outputs = l.forward->run_device(inputs);
  if (!e.fb) return call;
  const ForwardBackward& fb = *e.fb;
  auto node = std::make_shared<GradNode>();
  node->fb = e.fb;
  node->cuda_backward = l.backward;
  node->device_saved.assign(call.outputs.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs),
                            call.outputs.end());
  call.outputs.resize(fb.num_outputs);
  call.differentiable = fb.cotangent_of;
  call.grad = std::move(node);
  return call;
}

JitDevice JitFunction::device() const {
  return state_->options.device;
}

std::vector<std::optional<cuda::DeviceTensor>> grad_device(
    const GradNode& node, const std::vector<std::optional<cuda::DeviceTensor>>& cotangents) {
  FULGUR_CHECK(node.cuda_backward, "grad_device: the call ran on the CPU; use grad");
  const ForwardBackward& fb = *node.fb;
  FULGUR_CHECK(cotangents.size() == fb.cotangent_of.size(), "grad_device: expected ",
               fb.cotangent_of.size(), " cotangent(s), one per differentiable output, got ",
               cotangents.size());
  std::vector<ProxyPtr> flat_outputs;
  collect_proxies(fb.forward.returned().seq().items.at(0), flat_outputs);
  cuda::Device& dev = node.cuda_backward->device();
  std::vector<cuda::DeviceValue> in = node.device_saved;
  for (size_t k = 0; k < cotangents.size(); ++k) {
    const TensorType& t = flat_outputs.at(fb.cotangent_of[k])->tensor();
    if (!cotangents[k]) {  // no gradient reached this output: zeros
      in.emplace_back(cuda::to_device(dev, HostTensor::empty(t.shape, t.dtype)));
      continue;
    }
    const cuda::DeviceTensor& c = *cotangents[k];
    FULGUR_CHECK(c.shape == t.shape && c.dtype == t.dtype, "grad_device: the cotangent of output ",
                 fb.cotangent_of[k], " must be ", shape_dtype_string(t), ", got ",
                 dtype_short_name(c.dtype), shape_string(c.shape));
    in.emplace_back(c);
  }
  std::vector<cuda::DeviceTensor> flat;
  for (auto& v : node.cuda_backward->run_device(in))
    flat.push_back(std::get<cuda::DeviceTensor>(v));
  return node.per_input(flat);
}

std::vector<JitValue> JitFunction::call(const std::vector<JitValue>& inputs) {
  State& s = *state_;
  std::vector<RuntimeValue> locals;
  locals.reserve(inputs.size());
  std::vector<std::optional<TensorType>> dts(inputs.size());
  bool any = false;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (const auto* d = std::get_if<DTensor>(&inputs[i])) {
      const TensorType& g = d->global;
      FULGUR_CHECK(g.dtensor, "jit: input ", i,
                   " is a DTensor whose global type has no mesh and placements");
      FULGUR_CHECK(g.dtensor->placements.size() == g.dtensor->mesh.shape.size(), "jit: input ", i,
                   ": a DTensor on ", g.dtensor->mesh.repr(), " needs one placement per mesh dim (",
                   g.dtensor->mesh.shape.size(), "), got ",
                   placements_string(g.dtensor->placements));
      FULGUR_CHECK(d->local.dtype == g.dtype, "jit: input ", i, ": the local tensor is ",
                   dtype_short_name(d->local.dtype), " but the DTensor is ",
                   dtype_short_name(g.dtype));
      FULGUR_CHECK(d->local.requires_grad == g.requires_grad, "jit: input ", i,
                   ": the local tensor has requires_grad=", d->local.requires_grad,
                   " but the DTensor's global type has requires_grad=", g.requires_grad);
      locals.emplace_back(d->local);
      dts[i] = g;
      any = true;
    } else if (const auto* t = std::get_if<Tensor>(&inputs[i])) {
      locals.emplace_back(*t);
    } else {
      locals.emplace_back(std::get<Scalar>(inputs[i]));
    }
  }
  describe_inputs(locals, s.scratch, s.fixed.has_value());
  s.scratch.push_back(static_cast<int64_t>(s.options.device));
  int64_t rank = -1, world = -1;
  if (any) {
    std::shared_ptr<CpuCommunicator> comm = CpuCommunicator::process_default();
    rank = comm->rank();
    world = comm->size();
    describe_dtensors(dts, rank, world, s.scratch);
  }
  uint64_t key = s.hash ? s.hash(s.scratch) : spec_hash(s.scratch);
  State::Entry* entry = nullptr;
  auto it = s.cache.find(key);
  if (it != s.cache.end())
    for (const auto& e : it->second)
      if (e->spec == s.scratch) {
        ++s.info.hits;
        entry = e.get();
        break;
      }
  if (!entry) entry = &s.compile(locals, key, any ? &dts : nullptr, rank, world);
  std::vector<RuntimeValue> out = s.run(*entry, locals);
  std::vector<JitValue> result;
  result.reserve(out.size());
  for (size_t i = 0; i < out.size(); ++i) {
    if (auto* t = std::get_if<HostTensor>(&out[i])) {
      if (i < entry->out_global.size() && entry->out_global[i]) {
        DTensor d{std::move(*t), *entry->out_global[i]};
        d.global.requires_grad = d.local.requires_grad;
        result.emplace_back(std::move(d));
      } else {
        result.emplace_back(std::move(*t));
      }
    } else {
      result.emplace_back(std::get<Scalar>(out[i]));
    }
  }
  return result;
}

std::vector<std::optional<JitValue>> dtensor_grad(const std::vector<JitValue>& outputs,
                                                  const std::vector<JitValue>& cotangents) {
  FULGUR_CHECK(cotangents.empty() || cotangents.size() == outputs.size(), "dtensor_grad: expected ",
               outputs.size(), " cotangent(s), one per output, got ", cotangents.size());
  auto local_of = [](const JitValue& v, const char* what, size_t i) -> Tensor {
    if (const auto* d = std::get_if<DTensor>(&v)) return d->local;
    const auto* t = std::get_if<Tensor>(&v);
    FULGUR_CHECK(t, "dtensor_grad: ", what, " ", i, " is a number, not a tensor");
    return *t;
  };
  std::vector<Tensor> outs, cots;
  for (size_t i = 0; i < outputs.size(); ++i) outs.push_back(local_of(outputs[i], "output", i));
  for (size_t i = 0; i < cotangents.size(); ++i)
    cots.push_back(local_of(cotangents[i], "cotangent", i));
  FULGUR_CHECK(!outs.empty() && outs[0].grad_fn,
               "dtensor_grad: output 0 carries no backward: it is not a "
               "differentiable output of a jitted call whose inputs require grad");
  const GradNode& node = *outs[0].grad_fn;
  if (cots.empty()) {  // a scalar loss, counted once over the ranks
    for (size_t i = 0; i < outputs.size(); ++i) {
      const Tensor& o = outs[i];
      FULGUR_CHECK(o.numel() == 1, "dtensor_grad: output ", i, " has ", o.numel(),
                   " elements; without cotangents only a single-element output (a scalar loss) "
                   "can be differentiated");
      Tensor c = HostTensor::empty(o.shape, o.dtype);
      double one = 1.0;
      if (const auto* d = std::get_if<DTensor>(&outputs[i])) {
        const DTensorSpec& spec = *d->global.dtensor;
        auto coord = spec.mesh.coordinate_of(node.rank);
        FULGUR_CHECK(coord, "dtensor_grad: rank ", node.rank, " is not in ", spec.mesh.repr());
        for (size_t m = 0; m < spec.placements.size(); ++m) {
          const Placement& p = spec.placements[m];
          if (p.kind == Placement::Kind::Replicate && (*coord)[m] != 0) one = 0;
          // The loss is the mean of the ranks' shares: each share's weight is 1/n.
          if (p.kind == Placement::Kind::Partial && p.op == ReduceOp::Avg)
            one /= static_cast<double>(spec.mesh.shape[m]);
          FULGUR_CHECK(p.kind != Placement::Kind::Partial ||
                           (p.op != ReduceOp::Max && p.op != ReduceOp::Min),
                       "dtensor_grad: output ", i, " is ", p.repr(), " on mesh dim ", m,
                       "; without cotangents only Shard, Replicate(), "
                       "Partial(sum) and Partial(avg) losses can be differentiated (reduce it "
                       "first, or pass cotangents)");
        }
      }
      c.set(0, one);
      cots.push_back(c);
    }
  }
  std::vector<std::optional<Tensor>> g = grad(outs, cots);
  std::vector<std::optional<JitValue>> result(g.size());
  for (size_t i = 0; i < g.size(); ++i) {
    // A rank whose copy of a DTensor input reaches no output (a row-parallel
    // bias, added on coordinate 0 only) holds a zero contribution.
    if (!g[i] && i < node.in_global.size() && node.in_global[i] &&
        node.in_global[i]->requires_grad && is_float(node.in_global[i]->dtype)) {
      TensorType lt = local_type(*node.in_global[i], node.rank);
      g[i] = HostTensor::empty(lt.shape, lt.dtype);
      if (g[i]->numel() > 0)
        std::memset(g[i]->data(), 0, static_cast<size_t>(g[i]->numel() * dtype_itemsize(lt.dtype)));
    }
    if (!g[i]) continue;
    if (i < node.in_global.size() && node.in_global[i]) {
      TensorType t = *node.in_global[i];
      t.requires_grad = false;
      t.strides.reset();
      // A rank's gradient of its share x_r of a Partial input X: for sum,
      // dL/dx_r = dL/dX on every rank; for avg (X = mean of the shares) and
      // max/min (X = the extreme share), dL/dX is the sum of the ranks'
      // dL/dx_r: Partial(sum).
      for (Placement& p : t.dtensor->placements)
        p = p.kind == Placement::Kind::Shard ? p
            : p.kind == Placement::Kind::Replicate ||
                    (p.kind == Placement::Kind::Partial && p.op != ReduceOp::Sum)
                ? Placement::partial(ReduceOp::Sum)
                : Placement::replicate();
      result[i] = JitValue(DTensor{std::move(*g[i]), std::move(t)});
    } else {
      result[i] = JitValue(std::move(*g[i]));
    }
  }
  return result;
}

DTensor distribute_tensor(const Tensor& global, const DeviceMesh& mesh,
                          const std::vector<Placement>& placements, int64_t rank) {
  FULGUR_CHECK(placements.size() == mesh.shape.size(), "distribute_tensor: ", mesh.repr(), " has ",
               mesh.shape.size(), " dim(s), got ", placements.size(), " placement(s) ",
               placements_string(placements));
  auto coord = mesh.coordinate_of(rank);
  FULGUR_CHECK(coord, "distribute_tensor: rank ", rank, " is not in ", mesh.repr());
  HostTensor view = global;
  bool zero = false;
  for (size_t m = 0; m < placements.size(); ++m) {
    const Placement& p = placements[m];
    int64_t k = mesh.shape[m], c = (*coord)[m];
    if (p.kind == Placement::Kind::Shard) {
      FULGUR_CHECK(p.dim >= 0 && p.dim < static_cast<int64_t>(view.shape.size()),
                   "distribute_tensor: ", p.repr(), " of a ", view.shape.size(), "-dim tensor");
      auto d = static_cast<size_t>(p.dim);
      int64_t e = view.shape[d], size = (e + k - 1) / k;
      int64_t start = std::min(c * size, e);
      view.offset += start * view.strides[d];
      view.shape[d] = chunk_extent(e, k, c);
    } else if (p.kind == Placement::Kind::Partial && p.op == ReduceOp::Sum && c != 0) {
      zero = true;
    }
  }
  HostTensor local = HostTensor::empty(view.shape, view.dtype);  // zero-filled
  if (!zero && local.numel() > 0) {
    HostTensor src = view.contiguous();
    std::memcpy(local.data(), src.data(),
                static_cast<size_t>(local.numel() * dtype_itemsize(local.dtype)));
  }
  local.requires_grad = global.requires_grad;
  TensorType g = type_of(global);
  g.strides.reset();
  g.dtensor = DTensorSpec{mesh, placements};
  return DTensor{std::move(local), std::move(g)};
}

CacheInfo JitFunction::cache_info() const {
  return state_->info;
}
void JitFunction::use_host_executor(HostExecutor e) {
  state_->executor = e;
}
const TraceHistory& JitFunction::last_traces() const {
  return state_->last_traces;
}
const std::string& JitFunction::last_host_program() const {
  return state_->last_host;
}

std::vector<std::optional<Tensor>> grad(const std::vector<Tensor>& outputs,
                                        const std::vector<Tensor>& cotangents) {
  FULGUR_CHECK(!outputs.empty(), "grad: expected at least one output");
  FULGUR_CHECK(cotangents.empty() || cotangents.size() == outputs.size(), "grad: expected ",
               outputs.size(), " cotangent(s), one per output, got ", cotangents.size());
  const GradNode* node = outputs[0].grad_fn.get();
  for (size_t i = 0; i < outputs.size(); ++i) {
    FULGUR_CHECK(outputs[i].grad_fn, "grad: output ", i,
                 " carries no backward: it is not a differentiable output of a jitted call whose "
                 "inputs require grad");
    FULGUR_CHECK(outputs[i].grad_fn.get() == node, "grad: outputs 0 and ", i,
                 " come from different calls; grad differentiates one call at a time (pass the "
                 "gradients of one call as the cotangents of the call before it)");
  }
  const ForwardBackward& fb = node->traces();
  std::vector<ProxyPtr> flat_outputs;  // the types every call of this entry returns
  collect_proxies(fb.forward.returned().seq().items.at(0), flat_outputs);
  std::vector<HostTensor> cots;
  for (size_t k = 0; k < fb.cotangent_of.size(); ++k) {
    size_t out = fb.cotangent_of[k];
    const TensorType& t = flat_outputs.at(out)->tensor();
    std::optional<HostTensor> given;
    for (size_t i = 0; i < outputs.size(); ++i) {
      if (outputs[i].grad_output != static_cast<int64_t>(out)) continue;
      HostTensor c;
      if (cotangents.empty()) {
        FULGUR_CHECK(t.numel() == 1, "grad: output ", i, " is ", shape_dtype_string(t),
                     "; without cotangents only single-element outputs (a scalar loss) can be "
                     "differentiated");
        c = HostTensor::empty(t.shape, t.dtype);
        c.set(0, 1.0);
      } else {
        c = cotangents[i];
        FULGUR_CHECK(c.shape == t.shape && c.dtype == t.dtype, "grad: the cotangent of output ", i,
                     " must be ", shape_dtype_string(t), ", got ", dtype_short_name(c.dtype),
                     shape_string(c.shape));
      }
      if (given) {  // one output passed twice: cotangents add up
        HostTensor sum = HostTensor::empty(c.shape, c.dtype);
        for (int64_t e = 0; e < c.numel(); ++e) sum.set(e, given->get(e) + c.get(e));
        given = sum;
      } else {
        given = c.is_contiguous() ? c : c.contiguous();
      }
    }
    cots.push_back(given ? *given : HostTensor::empty(t.shape, t.dtype));
  }
  return node->backward(cots);
}

JitFunction jit(JitFunction::Builder fn, std::vector<std::string> input_names, JitOptions options) {
  auto s = std::make_unique<JitFunction::State>();
  s->options = std::move(options);
  s->builder = std::move(fn);
  s->names = std::move(input_names);
  s->hash = g_spec_hash.load();
  return JitFunction(std::move(s));
}

JitFunction jit(Trace trace, JitOptions options) {
  auto s = std::make_unique<JitFunction::State>();
  s->options = std::move(options);
  s->fixed = std::move(trace);
  s->hash = g_spec_hash.load();
  return JitFunction(std::move(s));
}

}  // namespace fulgur
