#include "runtime/reference_executor.h"

#include "runtime/cpu_comm.h"
#include "runtime/reference_collectives.h"

#include <ATen/DLConvertor.h>
#include <ATen/Parallel.h>
#include <torch/csrc/autograd/autograd.h>

#include <unordered_map>

#include "ir/error.h"
#include "ir/ops/prim_tables.h"
#include "ir/syntax.h"
#include "runtime/aten_fallback.h"
#include "runtime/aten_fallback_run.h"
#include "runtime/aten_interop.h"
#include "runtime/attention_cpu.h"
#include "runtime/cpu_comm.h"
#include "runtime/philox.h"

namespace fulgur {

at::ScalarType to_aten(DType d) {
  switch (d) {
    case DType::f64:
      return at::kDouble;
    case DType::f32:
      return at::kFloat;
    case DType::f16:
      return at::kHalf;
    case DType::bf16:
      return at::kBFloat16;
    case DType::i64:
      return at::kLong;
    case DType::i32:
      return at::kInt;
    case DType::i16:
      return at::kShort;
    case DType::i8:
      return at::kChar;
    case DType::u8:
      return at::kByte;
    case DType::b8:
      return at::kBool;
    case DType::c64:
      return at::kComplexFloat;
    case DType::c128:
      return at::kComplexDouble;
    case DType::u16:
      return at::kUInt16;
    case DType::u32:
      return at::kUInt32;
    case DType::u64:
      return at::kUInt64;
    case DType::c32:
      return at::kComplexHalf;
  }
  return at::kFloat;
}

DType from_aten(at::ScalarType s) {
  for (DType d : kAllDTypes)
    if (to_aten(d) == s) return d;
  FULGUR_FAIL("unsupported torch dtype ", c10::toString(s));
}

at::Tensor to_aten(const HostTensor& t) {
  at::Tensor view =
      at::from_blob(t.data(), t.shape, t.strides, at::TensorOptions().dtype(to_aten(t.dtype)));
  return view.clone(at::MemoryFormat::Preserve);
}

HostTensor from_aten(const at::Tensor& src) {
  at::Tensor t = src.device().is_cpu() ? src : src.cpu();
  DType d = from_aten(t.scalar_type());
  Shape shape(t.sizes().begin(), t.sizes().end());
  HostTensor out;
  if (t.is_non_overlapping_and_dense()) {
    out = HostTensor::empty_strided(shape, Shape(t.strides().begin(), t.strides().end()), d);
  } else {
    out = HostTensor::empty(shape, d);
  }
  at::Tensor dst =
      at::from_blob(out.data(), out.shape, out.strides, at::TensorOptions().dtype(t.scalar_type()));
  dst.copy_(t);
  return out;
}

at::Tensor aten_view(const HostTensor& t) {
  std::shared_ptr<Storage> keep = t.storage;
  return at::from_blob(
      t.data(), t.shape, t.strides, [keep](void*) mutable { keep.reset(); },
      at::TensorOptions().dtype(to_aten(t.dtype)));
}

HostTensor host_view(const at::Tensor& src) {
  FULGUR_CHECK(src.device().is_cpu(), "host_view: expected a CPU tensor, got one on ",
               src.device().str());
  HostTensor out;
  out.dtype = from_aten(src.scalar_type());
  out.shape.assign(src.sizes().begin(), src.sizes().end());
  out.strides.assign(src.strides().begin(), src.strides().end());
  auto owner = std::make_shared<at::Tensor>(src);
  auto* base = static_cast<std::byte*>(src.storage().mutable_data());
  // Live: the tensor's memory where it is now (Storage, host_tensor.h).
  Storage::LiveFn live = [](const void* o, size_t bytes) -> std::byte* {
    const c10::Storage& st = static_cast<const at::Tensor*>(o)->storage();
    FULGUR_CHECK(st.nbytes() >= bytes,
                 "fulgur: the storage of a tensor a compiled program reads (an input, or an input "
                 "saved for the backward) was resized from ",
                 bytes, " to ", st.nbytes(),
                 " bytes after the call (as FSDP frees an unsharded parameter after the forward); "
                 "its values are gone: restore the storage before the backward, or compile the "
                 "module with fulgur.jit, which runs fully_shard'ed modules' gathers itself");
    return static_cast<std::byte*>(st.mutable_data());
  };
  out.storage = Storage::borrow(base, src.storage().nbytes(), owner, live);
  out.offset = src.storage_offset();
  return out;
}

DLManagedTensor* to_dlpack(const HostTensor& t) {
  return at::toDLPack(aten_view(t));
}

HostTensor from_dlpack(DLManagedTensor* t) {
  FULGUR_CHECK(t, "from_dlpack: expected a DLManagedTensor, got null");
  at::Tensor a = at::fromDLPack(t);
  FULGUR_CHECK(a.device().is_cpu(), "from_dlpack: expected a CPU tensor, got one on ",
               a.device().str(), " (the CUDA runtime is not part of this build yet)");
  return host_view(a);
}

namespace {

// Integer division and fmod without a division that traps. libtorch divides
// integers with the CPU's idiv, which raises SIGFPE for INT_MIN / -1 (eager
// PyTorch itself dies on torch.div(INT_MIN, -1, rounding_mode="trunc")), and
// that took `run --check` down where fulgur's own kernel was fine. A -1
// divisor gives -x, wrapping as fulgur's kernels compute it (floor and trunc
// agree there), and fmod 0; a zero divisor is an Error, as eager raises
// ZeroDivisionError. `what` names the op.
at::Tensor integer_divide(const at::Tensor& x, const at::Tensor& y,
                          std::optional<c10::string_view> mode, const std::string& what) {
  FULGUR_CHECK(!at::eq(y, 0).any().item<bool>(), what, ": integer division by zero");
  const at::ScalarType rt = at::result_type(x, y);
  at::Tensor minus_one = at::eq(y, -1);
  at::Tensor safe = at::where(minus_one, at::ones_like(y), y);
  return at::where(minus_one, at::neg(x).to(rt), at::div(x, safe, mode).to(rt));
}
at::Tensor integer_fmod(const at::Tensor& x, const at::Tensor& y, const std::string& what) {
  FULGUR_CHECK(!at::eq(y, 0).any().item<bool>(), what, ": integer division by zero");
  const at::ScalarType rt = at::result_type(x, y);
  at::Tensor minus_one = at::eq(y, -1);
  at::Tensor safe = at::where(minus_one, at::ones_like(y), y);
  return at::where(minus_one, at::zeros({}, x.options().dtype(rt)), at::fmod(x, safe).to(rt));
}

// A runtime value inside the executor.
struct RV {
  at::Tensor tensor;
  std::optional<Scalar> scalar;
  std::vector<RV> seq;  // tuples of results (chunk, split)
  bool is_seq = false;
};

class Executor {
 public:
  explicit Executor(ExecutionLevel level, bool copies = true) : level_(level), copies_(copies) {}

  std::vector<RuntimeValue> run(const Trace& trace, const std::vector<RuntimeValue>& inputs) {
    std::vector<ProxyPtr> params = trace.input_proxies();
    FULGUR_CHECK(inputs.size() == params.size(), trace.fn_name, "() takes ", params.size(),
                 " inputs but ", inputs.size(), " were given");
    for (size_t i = 0; i < params.size(); ++i) bind_input(*params[i], inputs[i]);
    for (const auto& b : trace.bsyms) exec(b);
    std::vector<RuntimeValue> out;
    std::vector<ProxyPtr> ret;
    collect_proxies(trace.returned(), ret);
    for (const auto& p : ret) {
      const RV& v = lookup(*p);
      if (v.scalar) {
        out.emplace_back(*v.scalar);
      } else {
        out.emplace_back(copies_ ? from_aten(v.tensor) : host_view(v.tensor));
      }
    }
    return out;
  }

  std::vector<RuntimeValue> run_one(const BoundSymbol& b,
                                    const std::vector<std::pair<const Proxy*, RuntimeValue>>& ins) {
    for (const auto& [p, v] : ins) {
      if (const auto* t = std::get_if<HostTensor>(&v))
        env_[p] = RV{aten_view(*t), std::nullopt, {}, false};
      else
        env_[p] = RV{at::Tensor(), std::get<Scalar>(v), {}, false};
    }
    exec(b);
    std::vector<RuntimeValue> out;
    for (const auto& p : b.flat_outputs()) {
      const RV& v = lookup(*p);
      if (v.scalar)
        out.emplace_back(*v.scalar);
      else
        out.emplace_back(host_view(v.tensor));
    }
    return out;
  }

  ReferenceGrads run_grad(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                          const std::vector<bool>& wrt,
                          const std::vector<std::optional<HostTensor>>& cotangents) {
    std::vector<ProxyPtr> params = trace.input_proxies();
    FULGUR_CHECK(inputs.size() == params.size() && wrt.size() == params.size(), trace.fn_name,
                 "() takes ", params.size(), " inputs but ", inputs.size(), " were given");
    std::vector<at::Tensor> leaves;
    std::vector<size_t> leaf_index;
    for (size_t i = 0; i < params.size(); ++i) {
      bind_input(*params[i], inputs[i]);
      if (!wrt[i]) continue;
      at::Tensor& t = env_[params[i].get()].tensor;
      FULGUR_CHECK(t.defined() && t.is_floating_point(), "argument '", params[i]->name,
                   "': only floating-point tensors take gradients");
      t.requires_grad_(true);
      leaves.push_back(t);
      leaf_index.push_back(i);
    }
    for (const auto& b : trace.bsyms) exec(b);
    std::vector<ProxyPtr> ret;
    collect_proxies(trace.returned(), ret);
    FULGUR_CHECK(cotangents.size() == ret.size(),
                 "expected one cotangent (or none) per output: ", ret.size(), " outputs, ",
                 cotangents.size(), " cotangents");
    ReferenceGrads r;
    std::vector<at::Tensor> outs, cots;
    for (size_t i = 0; i < ret.size(); ++i) {
      const RV& v = lookup(*ret[i]);
      if (v.scalar) {
        r.outputs.emplace_back(*v.scalar);
        r.output_requires_grad.push_back(false);
        continue;
      }
      r.outputs.emplace_back(from_aten(v.tensor.detach()));
      r.output_requires_grad.push_back(v.tensor.requires_grad());
      if (cotangents[i] && v.tensor.requires_grad()) {
        outs.push_back(v.tensor);
        cots.push_back(to_aten(*cotangents[i]));
      }
    }
    r.grads.assign(params.size(), std::nullopt);
    if (outs.empty() || leaves.empty()) return r;
    // In a simulated world: the gradient of every simulated rank's loss.
    ReferenceCollectives* sim = reference_collectives();
    auto g = sim ? sim->grad(outs, leaves, cots)
                 : torch::autograd::grad(outs, leaves, cots, /*retain_graph=*/false,
                                         /*create_graph=*/false, /*allow_unused=*/true);
    for (size_t k = 0; k < g.size(); ++k)
      if (g[k].defined()) r.grads[leaf_index[k]] = from_aten(g[k]);
    return r;
  }

 private:
  void bind_input(const Proxy& p, const RuntimeValue& v) {
    if (p.is_tensor()) {
      const auto* t = std::get_if<HostTensor>(&v);
      FULGUR_CHECK(t, "argument '", p.name, "': expected a tensor ", type_string(p.type),
                   ", got a number");
      const TensorType& tt = p.tensor();
      Shape expect = tt.dtensor ? tt.local_shape(tt.local_rank()) : tt.shape;
      FULGUR_CHECK(t->shape == expect && t->dtype == tt.dtype, "argument '", p.name, "': expected ",
                   dtype_short_name(tt.dtype), shape_string(expect), ", got ",
                   dtype_short_name(t->dtype), shape_string(t->shape));
      env_[&p] = RV{copies_ ? to_aten(*t) : aten_view(*t), std::nullopt, {}, false};
    } else if (p.is_number()) {
      const auto* s = std::get_if<Scalar>(&v);
      FULGUR_CHECK(s, "argument '", p.name, "': expected a number (", type_string(p.type),
                   "), got a tensor");
      env_[&p] = RV{at::Tensor(), *s, {}, false};
    } else {
      FULGUR_FAIL("argument '", p.name, "': the reference executor takes tensors and numbers, not ",
                  type_string(p.type));
    }
  }

  const RV& lookup(const Proxy& p) const {
    auto it = env_.find(&p);
    FULGUR_INTERNAL_ASSERT(it != env_.end(), "no value for ", p.name);
    return it->second;
  }

  void exec(const BoundSymbol& b) {
    if (b.sym->has(kTagSyntax)) {
      if (is_syntax(b, "python_del"))
        for (const auto& a : b.args) env_.erase(a.proxy().get());
      if (is_syntax(b, "python_return") || is_syntax(b, "python_del")) return;
      FULGUR_FAIL("the reference executor does not run '", b.sym->name, "' (prologue syntax)");
    }
    // Training-mode dropout draws fulgur's Philox numbers (runtime/philox.h),
    // not libtorch's: it runs as its decomposition at every level.
    // Arithmetic on Python numbers runs as its prims too (libtorch's
    // namesakes take tensors).
    bool number_out = b.output.is_proxy() && b.output.proxy()->is_number();
    bool top = level_ == ExecutionLevel::TopLevel && b.sym->ns == "ltorch" && !draws_random(b) &&
               !number_out;
    if (!b.sym->is_prim && !top && !b.subsymbols.empty()) {
      for (const auto& s : b.subsymbols) exec(s);
      return;
    }
    RV out;
    try {
      out = is_aten_fallback(*b.sym) ? run_fallback(b)
            : b.sym->ns == "ltorch"  ? run_ltorch(b)
                                     : run_prim(b);
    } catch (const c10::Error& e) {
      FULGUR_FAIL(b.sym->qualified(), ": libtorch failed: ", e.what_without_backtrace());
    }
    bind_output(b.output, out);
  }

  // PyTorch's message for an index outside the scattered dim, checked here
  // (libtorch's own check is a debug assertion on some paths).
  static void check_scatter_indices(const BoundSymbol& b, const at::Tensor& x,
                                    const at::Tensor& idx, int64_t dim) {
    if (idx.numel() == 0) return;
    int64_t n = x.size(dim);
    at::Tensor bad = at::logical_or(idx < 0, idx >= n);
    if (!bad.any().item<bool>()) return;
    int64_t v = idx.masked_select(bad).flatten()[0].item<int64_t>();
    FULGUR_FAIL(b.sym->qualified(), ": index ", v, " is out of bounds for dimension ", dim,
                " with size ", n);
  }

  static bool draws_random(const BoundSymbol& b) {
    for (const auto& s : b.subsymbols)
      if (s.sym->qualified() == "prims.philox_state" || draws_random(s)) return true;
    return false;
  }

  void bind_output(const Value& out, const RV& v) {
    if (out.is_proxy()) {
      env_[out.proxy().get()] = v;
    } else if (out.is_seq()) {
      FULGUR_INTERNAL_ASSERT(v.is_seq && v.seq.size() == out.seq().items.size());
      for (size_t i = 0; i < v.seq.size(); ++i) bind_output(out.seq().items[i], v.seq[i]);
    }
  }

  static RV tensor(at::Tensor t) { return RV{std::move(t), std::nullopt, {}, false}; }

  // A libtorch fallback op (runtime/aten_fallback.h): its outputs bound in
  // the shape of b.output (one tensor or a tuple).
  RV run_fallback(const BoundSymbol& b) {
    std::vector<at::Tensor> outs = run_aten_fallback(
        b, [this](const Value& v) { return T(v); }, [this](const Value& v) { return S(v); });
    if (b.output.is_proxy()) {
      FULGUR_INTERNAL_ASSERT(outs.size() == 1, b.sym->qualified(), ": one output expected");
      return tensor(outs[0]);
    }
    std::vector<ProxyPtr> flat = b.flat_outputs();
    FULGUR_CHECK(outs.size() == flat.size(), b.sym->qualified(), ": libtorch returned ",
                 outs.size(), " tensors, the trace expects ", flat.size());
    RV r;
    r.is_seq = true;
    size_t k = 0;
    for (const auto& item : b.output.seq().items) {
      (void)item;
      r.seq.push_back(tensor(outs[k++]));
    }
    return r;
  }

  // ---- argument access -------------------------------------------------

  const at::Tensor& T(const Value& v) const {
    FULGUR_INTERNAL_ASSERT(v.is_tensor(), "expected a tensor, got ", describe(v));
    return lookup(*v.proxy()).tensor;
  }

  Scalar S(const Value& v) const {
    if (v.is_bool()) return v.as_bool();
    if (v.is_int()) return v.as_int();
    if (v.is_float()) return v.as_float();
    const RV& r = lookup(*v.proxy());
    FULGUR_INTERNAL_ASSERT(r.scalar.has_value());
    return *r.scalar;
  }

  static at::Scalar to_at_scalar(const Scalar& s) {
    if (auto* b = std::get_if<bool>(&s)) return at::Scalar(*b);
    if (auto* i = std::get_if<int64_t>(&s)) return at::Scalar(*i);
    return at::Scalar(std::get<double>(s));
  }

  // A Python number as PyTorch sees one: a "wrapped number" 0-dim tensor, which
  // type promotion treats as a scalar.
  at::Tensor wrapped(const Value& v) const {
    if (v.is_tensor()) return T(v);
    Scalar s = S(v);
    at::Tensor t;
    if (auto* b = std::get_if<bool>(&s))
      t = at::scalar_tensor(*b, at::kBool);
    else if (auto* i = std::get_if<int64_t>(&s))
      t = at::scalar_tensor(*i, at::kLong);
    else
      t = at::scalar_tensor(std::get<double>(s), at::kDouble);
    t.unsafeGetTensorImpl()->set_wrapped_number(true);
    return t;
  }

  std::optional<at::Tensor> opt_tensor(const Value& v) const {
    if (v.is_none()) return std::nullopt;
    return T(v);
  }

  static std::vector<int64_t> ints(const Value& v) {
    if (v.is_int()) return {v.as_int()};
    std::vector<int64_t> out;
    for (const auto& x : v.seq().items) out.push_back(x.as_int());
    return out;
  }

  static std::optional<at::ScalarType> opt_dtype(const Value& v) {
    if (v.is_none()) return std::nullopt;
    return to_aten(v.as_dtype());
  }

  // ---- prims -----------------------------------------------------------

  // Elementwise prims compute f16/bf16 in f32 and round once, like our kernels.
  static at::ScalarType compute_type(at::ScalarType t) {
    return (t == at::kHalf || t == at::kBFloat16) ? at::kFloat : t;
  }

  at::Tensor operand(const Value& v, at::ScalarType ct) const {
    if (v.is_tensor()) return T(v).to(ct);
    return at::scalar_tensor(to_at_scalar(S(v)), ct);
  }

  static at::Tensor reduce_dims(const std::string& op, const at::Tensor& x,
                                const std::vector<int64_t>& dims) {
    if (dims.empty()) return x.clone();
    int64_t count = 1;
    for (int64_t d : dims) count *= x.size(d);
    if (op == "sum") return at::sum(x.to(compute_type(x.scalar_type())), dims).to(x.scalar_type());
    if (op == "prod") {
      at::Tensor r = x.to(compute_type(x.scalar_type()));
      std::vector<int64_t> sorted = dims;
      std::sort(sorted.rbegin(), sorted.rend());
      for (int64_t d : sorted) r = at::prod(r, d);
      return r.to(x.scalar_type());
    }
    if (count == 0) {
      // Reductions over empty dims write their identity.
      std::vector<int64_t> shape;
      for (int64_t i = 0; i < x.dim(); ++i)
        if (std::find(dims.begin(), dims.end(), i) == dims.end()) shape.push_back(x.size(i));
      bool is_max = op == "amax";
      at::Scalar ident;
      if (at::isFloatingType(x.scalar_type())) {
        ident = is_max ? -INFINITY : INFINITY;
      } else if (x.scalar_type() == at::kBool) {
        ident = !is_max;
      } else {
        int64_t lo = 0, hi = 0;
        switch (x.scalar_type()) {
          case at::kLong:
            lo = std::numeric_limits<int64_t>::min();
            hi = std::numeric_limits<int64_t>::max();
            break;
          case at::kInt:
            lo = std::numeric_limits<int32_t>::min();
            hi = std::numeric_limits<int32_t>::max();
            break;
          case at::kShort:
            lo = std::numeric_limits<int16_t>::min();
            hi = std::numeric_limits<int16_t>::max();
            break;
          case at::kChar:
            lo = std::numeric_limits<int8_t>::min();
            hi = std::numeric_limits<int8_t>::max();
            break;
          default:
            lo = 0;
            hi = 255;
            break;
        }
        ident = at::Scalar(is_max ? lo : hi);
      }
      return at::full(shape, ident, x.options());
    }
    return op == "amax" ? at::amax(x, dims) : at::amin(x, dims);
  }

  // A collective through the process's communicator (the one the compiled
  // program uses), run to completion: its future is its result, and
  // dist.wait passes it on.
  RV run_collective(const BoundSymbol& b, BoundArgs& ba) {
    const std::string& name = b.sym->name;
    if (name == "wait") return tensor(lookup(*ba["a"].proxy()).tensor);
    FULGUR_CHECK(b.output.is_proxy() && b.output.proxy()->is_future(), b.sym->qualified(),
                 " does not run in the reference executor");
    const TensorType& ot = b.output.proxy()->tensor();
    // On a thread of a simulated world (run --check on several ranks):
    // computed from every simulated rank's tensor, differentiably.
    if (ReferenceCollectives* sim = reference_collectives())
      return tensor(sim->collective(b, ba, T(ba["a"])));
    std::shared_ptr<CpuCommunicator> comm = CpuCommunicator::for_group(ba["group"]);
    at::Tensor xa = T(ba["a"]).contiguous();
    HostTensor x = host_view(xa);
    HostTensor out = HostTensor::uninitialized(ot.shape, ot.dtype);
    auto dim = [&] {
      int64_t d = ba["dim"].as_int();
      return d < 0 ? d + static_cast<int64_t>(x.shape.size()) : d;
    };
    auto reduce_op = [&] {
      auto r = reduce_op_from_name(ba["op"].as_str());
      FULGUR_INTERNAL_ASSERT(r, "reduce op ", ba["op"].as_str());
      return *r;
    };
    auto group = [&] {
      FULGUR_CHECK(ba["group_size"].as_int() == comm->size(), b.sym->qualified(),
                   ": the trace was made for a group of ", ba["group_size"].as_int(),
                   " rank(s), but this process group has ", comm->size());
    };
    std::shared_ptr<CpuCommunicator::Work> w;
    if (name == "all_reduce") {
      w = comm->all_reduce(x, out, reduce_op());
    } else if (name == "all_gather") {
      group();
      w = comm->all_gather(x, out, dim());
    } else if (name == "reduce_scatter") {
      group();
      w = comm->reduce_scatter(x, out, reduce_op(), dim());
    } else if (name == "broadcast") {
      w = comm->broadcast(x, out, ba["root"].as_int());
    } else {
      FULGUR_FAIL(b.sym->qualified(), " does not run in the reference executor");
    }
    w->wait();
    return tensor(aten_view(out));
  }

  RV run_prim(const BoundSymbol& b) {
    const std::string& name = b.sym->name;
    const auto& a = b.args;
    BoundArgs ba = b.bound_args();
    const TensorType* out_t = b.output.is_tensor() ? &b.output.proxy()->tensor() : nullptr;
    if (b.sym->ns == "dist") return run_collective(b, ba);
    if (b.sym->has(kTagCheck))
      FULGUR_FAIL(b.sym->qualified(),
                  ": prologue checks run in the host program, not the reference executor");
    if (b.sym->has(kTagElementwise) && b.output.is_proxy() && b.output.proxy()->is_number()) {
      std::vector<Scalar> ops;
      for (const auto& v : a) ops.push_back(S(v));
      return RV{at::Tensor(), eval_number_prim(name, ops), {}, false};
    }
    for (const UnaryPrim& u : kUnaryPrims) {
      if (name != u.name) continue;
      at::Tensor x = T(ba["a"]);
      at::Tensor xc = x.to(compute_type(x.scalar_type()));
      return tensor(unary_torch(name, xc).to(to_aten(out_t->dtype)));
    }
    for (const BinaryPrim& bp : kBinaryPrims) {
      if (name != bp.name) continue;
      DType dt =
          ba["a"].is_tensor() ? ba["a"].proxy()->tensor().dtype : ba["b"].proxy()->tensor().dtype;
      at::ScalarType ct = compute_type(to_aten(dt));
      at::Tensor x = operand(ba["a"], ct);
      at::Tensor y = operand(ba["b"], ct);
      at::Tensor r;
      if (name == "add")
        r = at::add(x, y);
      else if (name == "sub")
        r = at::sub(x, y);
      else if (name == "mul")
        r = at::mul(x, y);
      else if (name == "div")
        r = is_float(dt) ? at::div(x, y) : integer_divide(x, y, "trunc", b.sym->qualified());
      else if (name == "pow")
        r = at::pow(x, y);
      else if (name == "maximum")
        r = at::maximum(x, y);
      else if (name == "minimum")
        r = at::minimum(x, y);
      else if (name == "fmod")
        r = is_float(dt) ? at::fmod(x, y) : integer_fmod(x, y, b.sym->qualified());
      else if (name == "eq")
        r = at::eq(x, y);
      else if (name == "ne")
        r = at::ne(x, y);
      else if (name == "lt")
        r = at::lt(x, y);
      else if (name == "le")
        r = at::le(x, y);
      else if (name == "gt")
        r = at::gt(x, y);
      else if (name == "ge")
        r = at::ge(x, y);
      else if (name == "logical_and")
        r = at::logical_and(x, y);
      else if (name == "logical_or")
        r = at::logical_or(x, y);
      else if (name == "bitwise_and")
        r = at::bitwise_and(x, y);
      return tensor(r.to(to_aten(out_t->dtype)));
    }
    if (name == "where") {
      at::ScalarType ct = to_aten(out_t->dtype);
      return tensor(at::where(T(ba["pred"]), operand(ba["a"], ct), operand(ba["b"], ct)));
    }
    if (name == "convert_element_type") return tensor(T(a[0]).to(to_aten(out_t->dtype)));
    if (name == "broadcast_in_dim") {
      const at::Tensor& x = T(ba["a"]);
      auto shape = ints(ba["shape"]);
      auto bdims = ints(ba["broadcast_dimensions"]);
      std::vector<int64_t> view(shape.size(), 1);
      for (size_t i = 0; i < bdims.size(); ++i) view[bdims[i]] = x.size(static_cast<int64_t>(i));
      return tensor(x.reshape(view).expand(shape));
    }
    if (name == "reshape") return tensor(T(ba["a"]).reshape(ints(ba["shape"])));
    if (name == "transpose") return tensor(T(ba["a"]).permute(ints(ba["permutation"])));
    if (name == "slice") {
      at::Tensor x = T(ba["a"]);
      auto start = ints(ba["start_indices"]);
      auto end = ints(ba["end_indices"]);
      std::vector<int64_t> step(start.size(), 1);
      if (!ba["strides"].is_none()) step = ints(ba["strides"]);
      for (size_t d = 0; d < start.size(); ++d)
        x = x.slice(static_cast<int64_t>(d), start[d], end[d], step[d]);
      return tensor(x);
    }
    if (name == "cat") {
      std::vector<at::Tensor> ts;
      for (const auto& v : ba["tensors"].seq().items) ts.push_back(T(v));
      return tensor(at::cat(ts, ba["dim"].as_int()));
    }
    if (name == "squeeze") return tensor(T(ba["a"]).reshape(out_t->shape));
    if (name == "sum" || name == "amax" || name == "amin" || name == "prod")
      return tensor(reduce_dims(name, T(ba["a"]), ints(ba["dims"])));
    if (name == "linear") {
      at::Tensor x = T(ba["a"]);
      at::ScalarType ct = compute_type(x.scalar_type());
      std::optional<at::Tensor> bias = opt_tensor(ba["bias"]);
      if (bias) bias = bias->to(ct);
      return tensor(at::linear(x.to(ct), T(ba["w"]).to(ct), bias).to(x.scalar_type()));
    }
    if (name == "matmul") {
      at::Tensor x = T(ba["a"]);
      at::ScalarType ct = compute_type(x.scalar_type());
      return tensor(at::matmul(x.to(ct), T(ba["b"]).to(ct)).to(x.scalar_type()));
    }
    if (name == "full")
      return tensor(at::full(ints(ba["shape"]), to_at_scalar(S(ba["fill_value"])),
                             at::TensorOptions().dtype(to_aten(out_t->dtype))));
    if (name == "iota") {
      int64_t n = ba["length"].as_int();
      at::Tensor r = at::arange(n, at::kLong) * ba["step"].as_int() + ba["start"].as_int();
      return tensor(r.to(to_aten(out_t->dtype)));
    }
    if (name == "flash_attention") {
      // The fused CPU kernel (runtime/attention_cpu.h) on f32 copies.
      AttentionShape sh = attention_shape(b);
      auto f32 = [](const at::Tensor& t) { return t.to(at::kFloat).contiguous(); };
      at::Tensor q = f32(T(ba["query"])), k = f32(T(ba["key"])), v = f32(T(ba["value"]));
      at::Tensor mask;
      if (ba["attn_mask"].is_tensor())
        mask = sh.mask == AttentionShape::Mask::Bool ? T(ba["attn_mask"]).contiguous()
                                                     : f32(T(ba["attn_mask"]));
      at::Tensor o = at::empty(out_t->shape, at::kFloat);
      flash_attention_cpu(sh, q.data_ptr<float>(), k.data_ptr<float>(), v.data_ptr<float>(),
                          mask.defined() ? mask.data_ptr() : nullptr, o.data_ptr<float>());
      return tensor(o.to(to_aten(out_t->dtype)));
    }
    if (name == "scatter_add") {
      at::Tensor idx = T(ba["indices"]);
      int64_t dim = ba["dim"].as_int();
      check_scatter_indices(b, T(ba["a"]), idx, dim);
      return tensor(at::scatter_add(T(ba["a"]), dim, idx, T(ba["src"])));
    }
    if (name == "philox_state") {
      PhiloxState st = draw_philox_state();
      RV r;
      r.is_seq = true;
      r.seq.push_back(RV{at::Tensor(), Scalar(static_cast<int64_t>(st.seed)), {}, false});
      r.seq.push_back(RV{at::Tensor(), Scalar(static_cast<int64_t>(st.offset)), {}, false});
      return r;
    }
    if (name == "uniform_philox") {
      auto shape = ints(ba["shape"]);
      at::Tensor r = at::empty(shape, at::kFloat);
      auto seed = static_cast<uint64_t>(std::get<int64_t>(S(ba["seed"])));
      auto offset = static_cast<uint64_t>(std::get<int64_t>(S(ba["offset"])));
      float* d = r.data_ptr<float>();
      const int64_t n = r.numel();
      at::parallel_for(0, n, 1 << 14, [&](int64_t begin, int64_t end) {
        for (int64_t i = begin; i < end; ++i)
          d[i] = philox_uniform(seed, offset, static_cast<uint64_t>(i));
      });
      return tensor(r);
    }
    if (name == "copy_") {
      at::Tensor dst = T(ba["copy_to"]);
      dst.copy_(T(ba["copy_from"]));
      return tensor(dst);
    }
    if (name == "take_along_dim") {
      at::Tensor x = T(ba["a"]);
      at::Tensor idx = T(ba["indices"]);
      int64_t dim = ba["dim"].as_int();
      if (x.dim() > 0 && idx.numel() > 0) {
        int64_t n = x.size(dim);
        FULGUR_CHECK(at::logical_and(idx >= -n, idx < n).all().item<bool>(), b.sym->qualified(),
                     ": index out of range for dim ", dim, " of extent ", n);
      }
      return tensor(at::take_along_dim(x, idx, dim));
    }
    FULGUR_FAIL("the reference executor has no implementation of ", b.sym->qualified());
  }

  // ---- ltorch: the libtorch namesakes -----------------------------------

  RV run_ltorch(const BoundSymbol& b) {
    const std::string& name = b.sym->name;
    BoundArgs a = b.bound_args();
    // In-place variants: the functional namesake, cast and written into the
    // tensor, as Tensor.op_ does.
    if (name.size() > 1 && name.back() == '_') {
      const Symbol* f = find_symbol("ltorch." + name.substr(0, name.size() - 1));
      FULGUR_INTERNAL_ASSERT(f, "no functional op for ", b.sym->qualified());
      BoundSymbol fb = b;
      fb.sym = f;
      fb.subsymbols.clear();
      at::Tensor r = run_ltorch(fb).tensor;
      const at::Tensor& dst = T(a["a"]);
      dst.copy_(r);
      return tensor(dst);
    }
    auto W = [&](const char* n) { return wrapped(a[n]); };
    if (name == "round" && a["decimals"].as_int() != 0)
      return tensor(at::round(T(a["a"]), a["decimals"].as_int()));
    for (const UnaryPrim& u : kUnaryPrims) {
      if (name != u.name) continue;
      return tensor(
          upcast_unary(T(a["a"]), [&](const at::Tensor& x) { return unary_torch(name, x); }));
    }
    for (const BinaryPrim& bp : kBinaryPrims) {
      if (name != bp.name) continue;
      at::Tensor x = W("a");
      at::Tensor y = W("b");
      if (name == "add" || name == "sub") {
        at::Scalar alpha = to_at_scalar(S(a["alpha"]));
        if (x.unsafeGetTensorImpl()->is_wrapped_number() &&
            !y.unsafeGetTensorImpl()->is_wrapped_number()) {
          // add(number, tensor): PyTorch's Python binding accepts it; at::add wants the tensor
          // first.
          at::Tensor scaled =
              at::mul(y, at::scalar_tensor(alpha, at::kDouble).to(at::result_type(y, alpha)));
          return tensor(name == "add" ? at::add(scaled, x) : at::add(at::neg(scaled), x));
        }
        return tensor(name == "add" ? at::add(x, y, alpha) : at::sub(x, y, alpha));
      }
      if (name == "div") {
        std::optional<c10::string_view> mode;
        std::string m;
        if (!a["rounding_mode"].is_none()) {
          m = a["rounding_mode"].as_str();
          mode = m;
        }
        if (mode && !at::isFloatingType(at::result_type(x, y)))
          return tensor(integer_divide(x, y, mode, "ltorch.div"));
        return tensor(at::div(x, y, mode));
      }
      if (name == "mul") return tensor(at::mul(x, y));
      if (name == "pow") return tensor(at::pow(x, y));
      if (name == "maximum") return tensor(at::maximum(x, y));
      if (name == "minimum") return tensor(at::minimum(x, y));
      if (name == "fmod") {
        if (!at::isFloatingType(at::result_type(x, y)))
          return tensor(integer_fmod(x, y, "ltorch.fmod"));
        return tensor(at::fmod(x, y));
      }
      if (name == "eq") return tensor(at::eq(x, y));
      if (name == "ne") return tensor(at::ne(x, y));
      if (name == "lt") return tensor(at::lt(x, y));
      if (name == "le") return tensor(at::le(x, y));
      if (name == "gt") return tensor(at::gt(x, y));
      if (name == "ge") return tensor(at::ge(x, y));
      if (name == "logical_and") return tensor(at::logical_and(x, y));
      if (name == "logical_or") return tensor(at::logical_or(x, y));
      if (name == "bitwise_and") return tensor(at::bitwise_and(x, y));
    }
    if (name == "where") return tensor(at::where(T(a["condition"]), W("input"), W("other")));
    if (name == "relu") return tensor(at::relu(T(a["a"])));
    if (name == "gelu")
      return tensor(upcast_unary(
          T(a["a"]), [&](const at::Tensor& x) { return at::gelu(x, a["approximate"].as_str()); }));
    if (name == "silu")
      return tensor(upcast_unary(T(a["a"]), [](const at::Tensor& x) { return at::silu(x); }));
    if (name == "softmax" || name == "log_softmax") {
      int64_t dim = a["dim"].as_int();
      auto dt = opt_dtype(a["dtype"]);
      at::Tensor x = T(a["a"]);
      auto f = [&](const at::Tensor& t) {
        return name == "softmax" ? at::softmax(t, dim, dt) : at::log_softmax(t, dim, dt);
      };
      return tensor(x.dim() == 0 ? f(x.reshape({1})).reshape({}) : f(x));
    }
    if (name == "_safe_softmax") {
      at::Tensor x = T(a["a"]);
      int64_t dim = a["dim"].as_int();
      return tensor(x.dim() == 0 ? at::_safe_softmax(x.reshape({1}), dim).reshape({})
                                 : at::_safe_softmax(x, dim));
    }
    if (name == "layer_norm") {
      auto ns = ints(a["normalized_shape"]);
      return tensor(at::layer_norm(
          T(a["input"]), ns, opt_tensor(a["weight"]), opt_tensor(a["bias"]),
          a["eps"].is_float() ? a["eps"].as_float() : static_cast<double>(a["eps"].as_int())));
    }
    if (name == "rms_norm") {
      auto ns = ints(a["normalized_shape"]);
      std::optional<double> eps;
      if (!a["eps"].is_none())
        eps = a["eps"].is_float() ? a["eps"].as_float() : static_cast<double>(a["eps"].as_int());
      return tensor(at::rms_norm(T(a["input"]), ns, opt_tensor(a["weight"]), eps));
    }
    if (name == "linear")
      return tensor(at::linear(T(a["input"]), T(a["weight"]), opt_tensor(a["bias"])));
    if (name == "matmul") return tensor(at::matmul(T(a["input"]), T(a["other"])));
    if (name == "sum" || name == "mean") {
      at::Tensor x = T(a["a"]);
      auto dt = opt_dtype(a["dtype"]);
      bool keep = a["keepdim"].as_bool();
      at::OptionalIntArrayRef dims;
      std::vector<int64_t> d;
      if (!a["dim"].is_none()) {
        d = ints(a["dim"]);
        dims = d;
      }
      return tensor(name == "sum" ? at::sum(x, dims, keep, dt) : at::mean(x, dims, keep, dt));
    }
    if (name == "prod") {
      at::Tensor x = T(a["a"]);
      auto dt = opt_dtype(a["dtype"]);
      if (a["dim"].is_none()) {
        at::Tensor r = at::prod(x, dt);
        return tensor(a["keepdim"].as_bool() ? r.reshape(std::vector<int64_t>(x.dim(), 1)) : r);
      }
      return tensor(at::prod(x, a["dim"].as_int(), a["keepdim"].as_bool(), dt));
    }
    if (name == "amax" || name == "amin") {
      at::Tensor x = T(a["a"]);
      // None, like (), reduces every dim.
      std::vector<int64_t> dims;
      if (!a["dim"].is_none()) dims = ints(a["dim"]);
      bool keep = a["keepdim"].as_bool();
      if (dims.empty())
        for (int64_t i = 0; i < x.dim(); ++i) dims.push_back(i);
      for (auto& d : dims) d = d < 0 ? d + std::max<int64_t>(x.dim(), 1) : d;
      if (x.dim() == 0) return tensor(x.clone());
      at::Tensor r = reduce_dims(name, x, dims);
      if (keep) {
        std::vector<int64_t> kept(x.sizes().begin(), x.sizes().end());
        for (int64_t d : dims) kept[d] = 1;
        r = r.reshape(kept);
      }
      return tensor(r);
    }
    if ((name == "var" || name == "std") && a["dim"].is_bool()) {
      // The (input, unbiased) overload.
      bool unbiased = a["dim"].as_bool();
      if (name == "var") return tensor(at::var(T(a["a"]), unbiased));
      return tensor(
          upcast_unary(T(a["a"]), [&](const at::Tensor& t) { return at::std(t, unbiased); }));
    }
    if (name == "var" || name == "std") {
      at::Tensor x = T(a["a"]);
      at::OptionalIntArrayRef dims;
      std::vector<int64_t> d;
      if (!a["dim"].is_none()) {
        d = ints(a["dim"]);
        dims = d;
      }
      std::optional<at::Scalar> correction;
      if (!a["correction"].is_none())
        correction = to_at_scalar(S(a["correction"]));
      else if (!a["unbiased"].is_none())
        correction = at::Scalar(a["unbiased"].as_bool() ? 1 : 0);
      bool keepdim = a["keepdim"].as_bool();
      if (name == "var") return tensor(at::var(x, dims, correction, keepdim));
      return tensor(upcast_unary(
          x, [&](const at::Tensor& t) { return at::std(t, dims, correction, keepdim); }));
    }
    if (name == "reshape" || name == "view") return tensor(T(a["a"]).reshape(ints(a["shape"])));
    if (name == "permute") return tensor(T(a["a"]).permute(ints(a["dims"])));
    if (name == "transpose")
      return tensor(T(a["a"]).transpose(a["dim0"].as_int(), a["dim1"].as_int()));
    if (name == "unsqueeze") return tensor(T(a["a"]).unsqueeze(a["dim"].as_int()));
    if (name == "squeeze") {
      if (a["dim"].is_none()) return tensor(T(a["a"]).squeeze());
      return tensor(T(a["a"]).squeeze(ints(a["dim"])));
    }
    if (name == "expand") return tensor(T(a["a"]).expand(ints(a["shape"])));
    if (name == "chunk" || name == "split") {
      at::Tensor x = T(a["a"]);
      std::vector<at::Tensor> parts;
      if (name == "chunk") {
        parts = at::chunk(x, a["chunks"].as_int(), a["dim"].as_int());
      } else if (a["split_size_or_sections"].is_int()) {
        parts = at::split(x, a["split_size_or_sections"].as_int(), a["dim"].as_int());
      } else {
        parts = at::split_with_sizes(x, ints(a["split_size_or_sections"]), a["dim"].as_int());
      }
      RV out;
      out.is_seq = true;
      for (auto& p : parts) out.seq.push_back(tensor(p));
      return out;
    }
    if (name == "cat") {
      std::vector<at::Tensor> ts;
      for (const auto& v : a["tensors"].seq().items) ts.push_back(T(v));
      return tensor(at::cat(ts, a["dim"].as_int()));
    }
    if (name == "to") {
      // The dtype the call names, by any of PyTorch's forms (the device is
      // the input's: the meta function refuses moves).
      at::Tensor x = T(a["a"]);
      std::optional<at::ScalarType> dt;
      for (const auto& v : a["args"].seq().items) {
        if (v.is_dtype()) dt = to_aten(v.as_dtype());
        if (v.is_tensor()) dt = T(v).scalar_type();
      }
      if (a["dtype"].is_dtype()) dt = to_aten(a["dtype"].as_dtype());
      return tensor(x.to(dt.value_or(x.scalar_type()), /*non_blocking=*/false, /*copy=*/true));
    }
    if (name == "full" || name == "ones" || name == "zeros") {
      auto shape = ints(name == "full" ? a["size"] : a["size"]);
      auto opts = at::TensorOptions();
      if (!a["dtype"].is_none()) opts = opts.dtype(to_aten(a["dtype"].as_dtype()));
      if (name == "ones") return tensor(at::ones(shape, opts));
      if (name == "zeros") return tensor(at::zeros(shape, opts));
      // torch.full infers bool/int64/float32 from the fill value, as the at:: call does.
      return tensor(at::full(shape, to_at_scalar(S(a["fill_value"])), opts));
    }
    if (name == "arange") {
      auto opts = at::TensorOptions();
      if (!a["dtype"].is_none()) opts = opts.dtype(to_aten(a["dtype"].as_dtype()));
      at::Scalar start = to_at_scalar(S(a["start"]));
      if (a["end"].is_none()) return tensor(at::arange(start, opts));
      return tensor(at::arange(start, to_at_scalar(S(a["end"])), to_at_scalar(S(a["step"])), opts));
    }
    if (name == "mse_loss" || name == "cross_entropy") {
      std::string red = a["reduction"].as_str();
      int64_t r = red == "none"  ? at::Reduction::None
                  : red == "sum" ? at::Reduction::Sum
                                 : at::Reduction::Mean;
      if (name == "mse_loss") {
        // As torch.nn.functional.mse_loss: broadcast first (at::mse_loss's
        // own backward mishandles a broadcast target).
        std::vector<at::Tensor> b2 = at::broadcast_tensors({T(a["input"]), T(a["target"])});
        return tensor(at::mse_loss(b2[0], b2[1], r));
      }
      return tensor(at::cross_entropy_loss(T(a["input"]), T(a["target"]), opt_tensor(a["weight"]),
                                           r, a["ignore_index"].as_int(),
                                           S_double(a["label_smoothing"])));
    }
    if (name == "dropout") return tensor(at::dropout(T(a["a"]), S_double(a["p"]), false));
    if (name == "clamp") {
      // Number bounds take clamp(Scalar), as PyTorch's binding chooses (its
      // gradient differs from clamp(Tensor)'s on ties); with a tensor bound,
      // numbers become wrapped 0-dim tensors.
      if (!a["min"].is_tensor() && !a["max"].is_tensor()) {
        auto num = [&](const char* n) -> std::optional<at::Scalar> {
          if (a[n].is_none()) return std::nullopt;
          return to_at_scalar(S(a[n]));
        };
        return tensor(at::clamp(T(a["a"]), num("min"), num("max")));
      }
      auto bound = [&](const char* n) -> std::optional<at::Tensor> {
        if (a[n].is_none()) return std::nullopt;
        return W(n);
      };
      return tensor(at::clamp(T(a["a"]), bound("min"), bound("max")));
    }
    if (name == "square") return tensor(at::square(T(a["a"])));
    if (name == "rsub") {
      at::Scalar alpha = to_at_scalar(S(a["alpha"]));
      if (a["b"].is_tensor()) return tensor(at::rsub(T(a["a"]), T(a["b"]), alpha));
      return tensor(at::rsub(T(a["a"]), to_at_scalar(S(a["b"])), alpha));
    }
    if (name == "flatten")
      return tensor(at::flatten(T(a["a"]), a["start_dim"].as_int(), a["end_dim"].as_int()));
    if (name == "stack") {
      std::vector<at::Tensor> ts;
      for (const auto& v : a["tensors"].seq().items) ts.push_back(T(v));
      return tensor(at::stack(ts, a["dim"].as_int()));
    }
    if (name == "full_like") {
      auto dt = opt_dtype(a["dtype"]);
      at::Tensor x = T(a["a"]);
      return tensor(at::full_like(x, to_at_scalar(S(a["fill_value"])),
                                  x.options().dtype(dt ? *dt : x.scalar_type())));
    }
    if (name == "masked_fill") {
      // Out of place, as torch.masked_fill: input and mask broadcast.
      std::vector<at::Tensor> b2 = at::broadcast_tensors({T(a["a"]), T(a["mask"])});
      at::Tensor x = b2[0].contiguous();
      if (a["value"].is_tensor()) return tensor(at::masked_fill(x, b2[1], T(a["value"])));
      return tensor(at::masked_fill(x, b2[1], to_at_scalar(S(a["value"]))));
    }
    if (name == "tril") return tensor(at::tril(T(a["a"]), a["diagonal"].as_int()));
    if (name == "triu") return tensor(at::triu(T(a["a"]), a["diagonal"].as_int()));
    if (name == "logsumexp")
      return tensor(upcast_unary(T(a["a"]), [&](const at::Tensor& t) {
        return at::logsumexp(t, ints(a["dim"]), a["keepdim"].as_bool());
      }));
    if (name == "cumsum") {
      auto dt = opt_dtype(a["dtype"]);
      return tensor(upcast_unary(
          T(a["a"]), [&](const at::Tensor& x) { return at::cumsum(x, a["dim"].as_int(), dt); }));
    }
    if (name == "index_select")
      return tensor(at::index_select(T(a["a"]), a["dim"].as_int(), T(a["index"])));
    if (name == "scatter_add") {
      at::Tensor x = T(a["a"]);
      int64_t dim = a["dim"].as_int();
      if (dim < 0) dim += x.dim();
      check_scatter_indices(b, x, T(a["index"]), dim);
      return tensor(at::scatter_add(x, dim, T(a["index"]), T(a["src"])));
    }
    if (name == "gather") return tensor(at::gather(T(a["a"]), a["dim"].as_int(), T(a["index"])));
    if (name == "embedding") return tensor(at::embedding(T(a["weight"]), T(a["input"])));
    if (name == "max" || name == "min") {
      at::Tensor x = T(a["a"]);
      bool is_max = name == "max";
      if (a["dim"].is_tensor())
        return tensor(is_max ? at::maximum(x, T(a["dim"])) : at::minimum(x, T(a["dim"])));
      if (a["dim"].is_none()) return tensor(is_max ? at::max(x) : at::min(x));
      int64_t dim = a["dim"].as_int();
      bool keep = a["keepdim"].as_bool();
      auto [values, indices] = is_max ? at::max(x, dim, keep) : at::min(x, dim, keep);
      RV out;
      out.is_seq = true;
      out.seq.push_back(tensor(values));
      out.seq.push_back(tensor(indices));
      return out;
    }
    if (name == "bmm") return tensor(at::bmm(T(a["input"]), T(a["mat2"])));
    if (name == "baddbmm")
      return tensor(at::baddbmm(T(a["input"]), T(a["batch1"]), T(a["batch2"]),
                                to_at_scalar(S(a["beta"])), to_at_scalar(S(a["alpha"]))));
    if (name == "scaled_dot_product_attention") {
      std::optional<double> scale;
      if (!a["scale"].is_none()) scale = S_double(a["scale"]);
      // ATen's fused CPU kernel returns NaN for a scale of 0 or below (or
      // one that rounds to 0 in f32; it scales its running maximum, -inf
      // where masked): softmax(q k^T * scale) v is finite there, and ATen's
      // math implementation computes it (SDPBackend.MATH in Python).
      if (scale && !(static_cast<float>(*scale) > 0))
        return tensor(std::get<0>(at::_scaled_dot_product_attention_math(
            T(a["query"]), T(a["key"]), T(a["value"]), opt_tensor(a["attn_mask"]),
            S_double(a["dropout_p"]), a["is_causal"].as_bool(), std::nullopt, scale,
            a["enable_gqa"].as_bool())));
      return tensor(at::scaled_dot_product_attention(
          T(a["query"]), T(a["key"]), T(a["value"]), opt_tensor(a["attn_mask"]),
          S_double(a["dropout_p"]), a["is_causal"].as_bool(), scale, a["enable_gqa"].as_bool()));
    }
    if (name == "argmax" || name == "argmin") {
      std::optional<int64_t> dim;
      if (!a["dim"].is_none()) dim = a["dim"].as_int();
      bool keep = a["keepdim"].as_bool();
      return tensor(name == "argmax" ? at::argmax(T(a["a"]), dim, keep)
                                     : at::argmin(T(a["a"]), dim, keep));
    }
    FULGUR_FAIL("the reference executor has no implementation of ", b.sym->qualified());
  }

  double S_double(const Value& v) const {
    Scalar s = S(v);
    if (auto* i = std::get_if<int64_t>(&s)) return static_cast<double>(*i);
    if (auto* d = std::get_if<double>(&s)) return *d;
    return std::get<bool>(s) ? 1.0 : 0.0;
  }

  // Runs `f` natively; where libtorch lacks a kernel for f16/bf16 on this
  // device, runs it in f32 and rounds back (docs/design.md section 6). Other
  // failures propagate.
  template <typename F>
  static at::Tensor upcast_unary(const at::Tensor& x, F f) {
    try {
      return f(x);
    } catch (const c10::Error&) {
      if (x.scalar_type() != at::kHalf && x.scalar_type() != at::kBFloat16) throw;
      at::Tensor r = f(x.to(at::kFloat));
      return r.is_floating_point() ? r.to(x.scalar_type()) : r;
    }
  }

  static at::Tensor unary_torch(const std::string& name, const at::Tensor& x) {
    if (name == "neg") return at::neg(x);
    if (name == "abs") return at::abs(x);
    if (name == "exp") return at::exp(x);
    if (name == "exp2") return at::exp2(x);
    if (name == "log") return at::log(x);
    if (name == "log1p") return at::log1p(x);
    if (name == "sqrt") return at::sqrt(x);
    if (name == "rsqrt") return at::rsqrt(x);
    if (name == "sin") return at::sin(x);
    if (name == "cos") return at::cos(x);
    if (name == "tanh") return at::tanh(x);
    if (name == "erf") return at::erf(x);
    if (name == "sigmoid") return at::sigmoid(x);
    if (name == "reciprocal") return at::reciprocal(x);
    if (name == "floor") return at::floor(x);
    if (name == "ceil") return at::ceil(x);
    if (name == "round") return at::round(x);
    if (name == "sign") return at::sign(x);
    if (name == "logical_not") return at::logical_not(x);
    FULGUR_INTERNAL_ASSERT(false, "no torch unary ", name);
    return x;
  }

  ExecutionLevel level_;
  bool copies_ = true;  // inputs and outputs copied (false: zero-copy views)
  std::unordered_map<const Proxy*, RV> env_;
};

}  // namespace

std::vector<RuntimeValue> run_op_with_libtorch(
    const BoundSymbol& b, const std::vector<std::pair<const Proxy*, RuntimeValue>>& inputs) {
  try {
    return Executor(ExecutionLevel::TopLevel).run_one(b, inputs);
  } catch (const c10::Error& e) {
    FULGUR_FAIL(b.sym->qualified(), ": libtorch failed: ", e.what_without_backtrace());
  }
}

std::vector<RuntimeValue> run_reference(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                                        ExecutionLevel level, Copies copies) {
  return Executor(level, copies == Copies::Yes).run(trace, inputs);
}

ReferenceGrads run_reference_grad(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                                  const std::vector<bool>& wrt,
                                  const std::vector<std::optional<HostTensor>>& cotangents) {
  try {
    return Executor(ExecutionLevel::TopLevel).run_grad(trace, inputs, wrt, cotangents);
  } catch (const c10::Error& e) {
    FULGUR_FAIL("libtorch autograd failed: ", e.what_without_backtrace());
  }
}

void set_libtorch_threads(int n) {
  FULGUR_CHECK(n >= 1, "expected at least 1 thread, got ", n);
  at::set_num_threads(n);
}

}  // namespace fulgur
