#include "frontend/jit.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/prologue.h"
#include "ir/sharding/sharding.h"
#include "runtime/cpu_comm.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/timeline.h"

namespace fulgur {

namespace {

std::atomic<detail::SpecHashFn> g_spec_hash{nullptr};

// A word-at-a-time hash of the spec (a multiply-xorshift mix per word).
uint64_t spec_hash(const std::vector<int64_t>& words) {
  uint64_t h = 0x9e3779b97f4a7c15ull ^ words.size();
  for (int64_t w : words) {
    h = (h ^ static_cast<uint64_t>(w)) * 0xff51afd7ed558ccdull;
    h ^= h >> 32;
  }
  return h;
}

// The collectives a rank's program issues, in order, each as every rank
// must issue it: the op, its tensor operands' types and its other
// arguments (group, reduce op, sizes). The expansion is rank-specific
// (uneven shards give ranks different local shapes), so this is what the
// ranks' programs must agree on.
void collective_signature(const std::vector<BoundSymbol>& bsyms, std::vector<std::string>& out) {
  auto arg = [](const Value& v) {
    return v.is_tensor() ? shape_dtype_string(v.proxy()->tensor()) : value_repr(v);
  };
  for (const BoundSymbol& b : bsyms) {
    if (b.sym->ns == "dist" && b.sym->name != "wait" && b.subsymbols.empty()) {
      std::string s = b.sym->qualified() + "(";
      for (size_t i = 0; i < b.args.size(); ++i) s += (i ? ", " : "") + arg(b.args[i]);
      for (const auto& [k, v] : b.kwargs) s += ", " + k + "=" + arg(v);
      out.push_back(s + ")");
    } else {
      collective_signature(b.subsymbols, out);
    }
  }
}

std::string joined(const std::vector<std::string>& xs) {
  std::string s;
  for (const std::string& x : xs) s += (s.empty() ? "" : "; ") + x;
  return s.empty() ? "none" : s;
}

// Every rank's new program issues the same collectives, forward and
// backward: checked with one all_gather of their hashes when a DTensor
// program for new global specs is compiled (every rank compiles then: the
// specs are the same on every rank), so that programs that disagree (a bug)
// fail on every rank with this error instead of hanging in the first
// collective that one rank issues and another does not.
// Every rank compiles its program for one call; their programs must issue the
// same collectives. Gathers, per rank, `global_key` (the hash of the call's
// DTensor global types: mesh, placements, shape, strides, dtype) and the
// hashes and counts of its forward's and backward's collectives. Ranks whose
// DTensors describe different global tensors (a shard of another size on one
// rank, a DTensor.from_local without shape=) are the caller's error, found
// before they could silently compute on different tensors; programs that
// differ for one global call are fulgur's.
void check_ranks_agree(const codegen::Executable& ex, int64_t rank, int64_t world,
                       uint64_t global_key, const std::vector<std::optional<TensorType>>& dts) {
  if (world <= 1) return;
  std::vector<std::string> fwd, bwd;
  collective_signature(ex.forward.bsyms, fwd);
  if (ex.backward) collective_signature(ex.backward->bsyms, bwd);
  auto hash = [](const std::vector<std::string>& xs) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (const std::string& x : xs)
      for (unsigned char c : x + "\n") h = (h ^ c) * 0x100000001b3ull;
    return static_cast<int64_t>(h);
  };
  constexpr int64_t kWords = 5;
  HostTensor mine = HostTensor::empty({kWords}, DType::i64);
  int64_t words[kWords] = {static_cast<int64_t>(global_key), hash(fwd),
                           static_cast<int64_t>(fwd.size()), hash(bwd),
                           static_cast<int64_t>(bwd.size())};
  std::memcpy(mine.data(), words, sizeof words);
  HostTensor all = HostTensor::empty({kWords * world}, DType::i64);
  CpuCommunicator::process_default()
      ->all_gather(mine, all, 0, CpuCommunicator::Purpose::agreement)
      ->wait();
  const auto* w = reinterpret_cast<const int64_t*>(all.data());
  std::vector<int64_t> other_specs;
  for (int64_t r = 0; r < world; ++r)
    if (w[kWords * r] != words[0]) other_specs.push_back(r);
  if (!other_specs.empty()) {
    std::string mine_text;
    for (size_t i = 0; i < dts.size(); ++i)
      if (dts[i])
        mine_text += (mine_text.empty() ? "" : ", ") + std::string("input ") + std::to_string(i) +
                     ": \"" + type_string(ProxyType::of_tensor(*dts[i])) + "\"";
    std::string ranks;
    for (int64_t r : other_specs) ranks += (ranks.empty() ? "" : ", ") + std::to_string(r);
    FULGUR_FAIL(
        "jit: the ranks pass DTensor arguments that describe different global tensors "
        "(global shape, strides, dtype, mesh or placements): rank(s) ",
        ranks, " differ from this rank (", rank, "), whose are ", mine_text,
        ". Each rank's DTensor must describe the same global tensor (for uneven "
        "shards, DTensor.from_local(..., shape=, stride=) gives it); computing on "
        "them would silently mix different tensors");
  }
  for (int64_t r = 0; r < world; ++r) {
    if (std::equal(words, words + kWords, w + kWords * r)) continue;
    FULGUR_CHECK(false,
                 "jit: the ranks' programs for this call would issue different collectives "
                 "(and hang in the first one a rank issues alone): rank ",
                 r, " issues ", w[kWords * r + 2], " in its forward and ", w[kWords * r + 4],
                 " in its backward; this rank (", rank, ") issues ", fwd.size(),
                 " forward: ", joined(fwd), "; and ", bwd.size(), " backward: ", joined(bwd),
                 ". This is a bug of fulgur's DTensor expansion: please report it with the "
                 "placements and shapes of the call");
  }
}

double ms_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

// Which inputs share memory: for each input, the lowest index of an input
// whose storage overlaps its own (its own index when none does; numbers are
// their own class). Storages are compared by address range, so two tensors
// borrowed from one libtorch storage alias even through different Storage
// objects.
void alias_classes(const std::vector<RuntimeValue>& inputs, std::vector<int64_t>& cls) {
  struct Range {
    uintptr_t begin, end;
    int64_t index;
  };
  thread_local std::vector<Range> ranges;
  ranges.clear();
  cls.resize(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    cls[i] = static_cast<int64_t>(i);
    const auto* t = std::get_if<HostTensor>(&inputs[i]);
    if (!t || !t->storage || t->storage->size() == 0) continue;
    auto b = reinterpret_cast<uintptr_t>(t->storage->data());
    ranges.push_back({b, b + t->storage->size(), static_cast<int64_t>(i)});
  }
  if (ranges.size() < 2) return;
  if (ranges.size() <= 16) {
    // Few inputs (the common call): compare every pair, which without
    // aliasing writes nothing; an overlap merges the two classes.
    for (size_t i = 1; i < ranges.size(); ++i)
      for (size_t j = 0; j < i; ++j) {
        if (ranges[i].begin >= ranges[j].end || ranges[j].begin >= ranges[i].end) continue;
        int64_t a = cls[static_cast<size_t>(ranges[i].index)];
        int64_t b = cls[static_cast<size_t>(ranges[j].index)];
        int64_t lo = std::min(a, b), hi = std::max(a, b);
        for (auto& c : cls)
          if (c == hi) c = lo;
      }
    return;
  }
  std::sort(ranges.begin(), ranges.end(),
            [](const Range& a, const Range& b) { return a.begin < b.begin; });
  // Sweep: a run of overlapping ranges is one class, named by its lowest index.
  for (size_t first = 0; first < ranges.size();) {
    size_t last = first + 1;
    uintptr_t end = ranges[first].end;
    int64_t low = ranges[first].index;
    while (last < ranges.size() && ranges[last].begin < end) {
      end = std::max(end, ranges[last].end);
      low = std::min(low, ranges[last].index);
      ++last;
    }
    for (size_t k = first; k < last; ++k) cls[static_cast<size_t>(ranges[k].index)] = low;
    first = last;
  }
}

// The spec of one call's inputs as words: what a compiled entry is
// specialized on. Tensors: tag, dtype, rank, extents, contiguity (or the
// strides), requires_grad, 16-byte alignment, alias class (alias_classes).
// Numbers: tag, kind, value bits.
// `number_values`: whether a number's value is part of the spec (a fixed
// trace's static numbers) or only its kind (a traced function's number
// inputs, one program for every value).
void describe_inputs(const std::vector<RuntimeValue>& inputs, std::vector<int64_t>& out,
                     bool number_values = true) {
  // Sized first, then written through a pointer: this runs on every call.
  thread_local std::vector<uint8_t> contiguous;
  thread_local std::vector<int64_t> aliases;
  contiguous.resize(inputs.size());
  alias_classes(inputs, aliases);
  size_t n = 1;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (const auto* t = std::get_if<HostTensor>(&inputs[i])) {
      contiguous[i] = t->is_contiguous();
      n += 7 + t->shape.size() + (contiguous[i] ? 0 : t->strides.size());
    } else {
      n += 3;
    }
  }
  out.resize(n);
  int64_t* w = out.data();
  *w++ = static_cast<int64_t>(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (const auto* t = std::get_if<HostTensor>(&inputs[i])) {
      *w++ = 1;
      *w++ = static_cast<int64_t>(t->dtype);
      *w++ = static_cast<int64_t>(t->shape.size());
      w = std::copy(t->shape.begin(), t->shape.end(), w);
      if (contiguous[i]) {
        *w++ = 1;
      } else {
        *w++ = 0;
        w = std::copy(t->strides.begin(), t->strides.end(), w);
      }
      *w++ = t->requires_grad ? 1 : 0;
      *w++ = t->storage && reinterpret_cast<uintptr_t>(t->data()) % 16 == 0 ? 1 : 0;
      *w++ = aliases[i];
    } else {
      const Scalar& sc = std::get<Scalar>(inputs[i]);
      *w++ = 2;
      *w++ = static_cast<int64_t>(sc.index());
      int64_t bits = 0;
      if (number_values)
        std::visit(
            [&](auto x) {
              static_assert(sizeof(x) <= sizeof bits);
              std::memcpy(&bits, &x, sizeof x);
            },
            sc);
      *w++ = bits;
    }
  }
}

// The DTensor part of a call's spec, appended to describe_inputs' words:
// this process's rank and the world's size, then per DTensor input its
// index, mesh (device type, extents, ranks), placements and global type
// (dtype, shape, strides, requires_grad) — every field the prologue checks.
void describe_dtensors(const std::vector<std::optional<TensorType>>& dts, int64_t rank,
                       int64_t world, std::vector<int64_t>& out) {
  out.push_back(3);
  out.push_back(rank);
  out.push_back(world);
  for (size_t i = 0; i < dts.size(); ++i) {
    if (!dts[i]) continue;
    const TensorType& t = *dts[i];
    const DTensorSpec& d = *t.dtensor;
    out.push_back(static_cast<int64_t>(i));
    out.push_back(static_cast<int64_t>(d.mesh.device_type.size()));
    for (char c : d.mesh.device_type) out.push_back(c);
    out.push_back(static_cast<int64_t>(d.mesh.shape.size()));
    out.insert(out.end(), d.mesh.shape.begin(), d.mesh.shape.end());
    out.push_back(static_cast<int64_t>(d.mesh.ids.size()));
    out.insert(out.end(), d.mesh.ids.begin(), d.mesh.ids.end());
    out.push_back(static_cast<int64_t>(d.placements.size()));
    for (const Placement& p : d.placements) {
      out.push_back(static_cast<int64_t>(p.kind));
      out.push_back(p.dim);
      out.push_back(static_cast<int64_t>(p.op));
    }
    out.push_back(static_cast<int64_t>(t.dtype));
    out.push_back(static_cast<int64_t>(t.shape.size()));
    out.insert(out.end(), t.shape.begin(), t.shape.end());
    out.push_back(t.strides ? 1 : 0);
    if (t.strides) out.insert(out.end(), t.strides->begin(), t.strides->end());
    out.push_back(t.requires_grad ? 1 : 0);
  }
}

TensorType type_of(const HostTensor& t) {
  TensorType tt;
  tt.shape = t.shape;
  tt.dtype = t.dtype;
  tt.requires_grad = t.requires_grad;
  if (!t.is_contiguous()) tt.strides = t.strides;
  return tt;
}

// Checks inputs against a fixed trace's parameter types, naming the argument.
// `dts` (one entry per input, or null) holds the global types of DTensor
// arguments, whose specs the prologue's checks compare (check_dtensor_args).
void check_fixed(const Trace& t, const std::vector<RuntimeValue>& inputs,
                 const std::vector<std::optional<TensorType>>* dts) {
  std::vector<ProxyPtr> params = t.input_proxies();
  FULGUR_CHECK(inputs.size() == params.size(), t.fn_name, "() takes ", params.size(),
               " inputs but ", inputs.size(), " were given");
  for (size_t i = 0; i < params.size(); ++i) {
    const Proxy& p = *params[i];
    const auto* ht = std::get_if<HostTensor>(&inputs[i]);
    bool is_dtensor = dts && (*dts)[i];
    if (p.is_tensor() && p.tensor().dtensor) {
      FULGUR_CHECK(ht, "argument '", p.name, "': expected a DTensor ", type_string(p.type),
                   ", got a number");
      FULGUR_CHECK(is_dtensor, "argument '", p.name, "': expected a DTensor ", type_string(p.type),
                   ", got a plain tensor ", dtype_short_name(ht->dtype), shape_string(ht->shape),
                   " (pass a fulgur::DTensor to JitFunction::call)");
      continue;  // its spec and local tensor: check_dtensor_args, after the prologue is made
    }
    FULGUR_CHECK(!is_dtensor, "argument '", p.name, "': expected ", type_string(p.type),
                 ", got a DTensor ",
                 is_dtensor ? type_string(ProxyType::of_tensor(*(*dts)[i])) : std::string());
    if (p.is_tensor()) {
      FULGUR_CHECK(ht, "argument '", p.name, "': expected a tensor ", type_string(p.type),
                   ", got a number");
      const TensorType& tt = p.tensor();
      FULGUR_CHECK(ht->dtype == tt.dtype, "argument '", p.name, "': expected dtype ",
                   dtype_short_name(tt.dtype), ", got ", dtype_short_name(ht->dtype));
      FULGUR_CHECK(ht->shape == tt.shape, "argument '", p.name, "': expected shape ",
                   shape_string(tt.shape), ", got ", shape_string(ht->shape));
      FULGUR_CHECK(!tt.device.is_cuda(), "argument '", p.name, "': expected a tensor on ",
                   tt.device.str(), ", got one on cpu");
      FULGUR_CHECK(ht->requires_grad == tt.requires_grad, "argument '", p.name,
                   "': expected requires_grad=", tt.requires_grad ? "True" : "False", ", got ",
                   ht->requires_grad ? "True" : "False");
      if (tt.strides)
        FULGUR_CHECK(ht->strides == *tt.strides, "argument '", p.name, "': expected strides ",
                     shape_string(*tt.strides), ", got ", shape_string(ht->strides));
    } else if (p.is_number()) {
      FULGUR_CHECK(!ht, "argument '", p.name, "': expected a number (", type_string(p.type),
                   "), got a tensor");
      const Scalar& got = std::get<Scalar>(inputs[i]);
      FULGUR_CHECK(scalar_kind(got) == p.type.number_kind, "argument '", p.name, "': expected ",
                   type_string(p.type), ", got ",
                   std::visit([](auto x) { return value_repr(Value(x)); }, got));
      if (p.type.number_value)
        FULGUR_CHECK(
            std::get<Scalar>(inputs[i]) == *p.type.number_value, "argument '", p.name,
            "': the trace was specialized on ", type_string(p.type), ", got ",
            std::visit([](auto x) { return value_repr(Value(x)); }, std::get<Scalar>(inputs[i])));
    }
  }
}

// A function that writes into an input sharing memory with another input
// would need every read of the other to see the write (and the other's
// writes to land in between): refused, naming both.
void check_writes_into_aliases(const Trace& computation, const std::vector<RuntimeValue>& inputs) {
  std::vector<int64_t> cls;
  alias_classes(inputs, cls);
  bool any = false;
  for (size_t i = 0; i < cls.size(); ++i) any = any || cls[i] != static_cast<int64_t>(i);
  if (!any) return;
  std::vector<ProxyPtr> params = computation.input_proxies();
  for (const BoundSymbol& b : computation.bsyms)
    for (const auto& w : b.written()) {
      auto at = std::find(params.begin(), params.end(), w);
      if (at == params.end()) continue;
      auto i = static_cast<size_t>(at - params.begin());
      for (size_t j = 0; j < cls.size(); ++j)
        FULGUR_CHECK(j == i || cls[j] != cls[i], "jit: ", computation.fn_name,
                     "() writes into its input ", i, " (", params[i]->name,
                     ") in place, and input ", j, " (", params[j]->name,
                     ") shares memory with it; writes into aliased inputs are not supported: "
                     "pass a copy (clone) of one of them");
    }
}

}  // namespace

// What a differentiable output carries: the compiled backward and what the
// forward saved for it. On the CPU the backward is `program`'s; on a CUDA
// device it is `cuda_backward` (loaded on the device the forward ran on),
// reading `saved` (a call with host tensors) or `device_saved` (run_device).
struct GradNode {
  std::shared_ptr<const codegen::CpuGradProgram> program;
  std::vector<RuntimeValue> saved;
  std::shared_ptr<const ForwardBackward> fb;
  std::shared_ptr<codegen::CudaProgram> cuda_backward;
  std::vector<cuda::DeviceValue> device_saved;

  const ForwardBackward& traces() const { return program ? program->traces() : *fb; }

  // The CUDA backward's flat gradients, one per input that has one, back to
  // one entry per input.
  template <typename T>
  std::vector<std::optional<T>> per_input(const std::vector<T>& flat) const {
    std::vector<std::optional<T>> grads;
    size_t k = 0;
    for (bool has : fb->has_grad)
      grads.push_back(has ? std::optional<T>(flat.at(k++)) : std::nullopt);
    return grads;
  }

  std::vector<std::optional<HostTensor>> backward(const std::vector<HostTensor>& cots) const {
    if (program) return program->backward(saved, cots);
    FULGUR_CHECK(!saved.empty() || device_saved.empty(),
                 "grad: these outputs come from run_device(); use grad_device");
    std::vector<RuntimeValue> in = saved;
    in.insert(in.end(), cots.begin(), cots.end());
    std::vector<HostTensor> flat;
    for (auto& v : cuda_backward->run(in)) flat.push_back(std::get<HostTensor>(v));
    return per_input(flat);
  }
  // Per input: its global type when it was a DTensor (dtensor_grad).
  std::vector<std::optional<TensorType>> in_global;
  int64_t rank = -1;
};

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

namespace {
// Device tensors seen as host tensors whose storage is the device range they
// span: what the spec (shapes, strides, alignment, aliasing) and the tracer
// read. Never dereferenced on the host.
std::vector<RuntimeValue> spec_views(const std::vector<cuda::DeviceValue>& inputs,
                                     const std::vector<bool>& requires_grad) {
  FULGUR_CHECK(requires_grad.empty() || requires_grad.size() == inputs.size(),
               "run_device: expected one requires_grad flag per input (", inputs.size(), "), got ",
               requires_grad.size());
  std::vector<RuntimeValue> out;
  out.reserve(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    const auto* t = std::get_if<cuda::DeviceTensor>(&inputs[i]);
    if (!t) {
      out.emplace_back(std::get<Scalar>(inputs[i]));
      continue;
    }
    HostTensor h;
    h.shape = t->shape;
    h.strides = t->strides;
    h.dtype = t->dtype;
    auto bytes = static_cast<size_t>(cuda::span_bytes(t->shape, t->strides, t->dtype));
    h.storage = Storage::borrow(reinterpret_cast<std::byte*>(t->data()), bytes, nullptr);
    h.requires_grad = !requires_grad.empty() && requires_grad[i];
    out.emplace_back(std::move(h));
  }
  return out;
}
}  // namespace

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
