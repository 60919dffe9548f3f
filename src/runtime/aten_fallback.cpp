#include "runtime/aten_fallback.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <torch/csrc/autograd/autograd.h>

#include <algorithm>
#include <deque>
#include <mutex>
#include <set>
#include <unordered_map>

#include "ir/error.h"
#include "ir/grad.h"
#include "runtime/aten_fallback_run.h"
#include "runtime/aten_interop.h"

namespace fulgur {

namespace {

constexpr const char* kNs = "aten";
constexpr const char* kVjpNs = "aten_vjp";
// Meta inference that libtorch cannot do on meta tensors is retried on CPU
// tensors of zeros when the inputs hold at most this many elements in all.
constexpr int64_t kCpuProbeElements = 1 << 20;

std::string schema_name(const c10::OperatorHandle& op) {
  const auto& n = op.operator_name();
  std::string name = n.name.rfind("aten::", 0) == 0 ? n.name.substr(6) : n.name;
  return n.overload_name.empty() ? name : name + "." + n.overload_name;
}

// The argument's type without Optional[...], and whether it was optional.
c10::TypePtr bare_type(const c10::Argument& arg) {
  c10::TypePtr t = arg.real_type();
  if (auto o = t->cast<c10::OptionalType>()) t = o->getElementType();
  return t;
}

Value default_value(const std::string& op, const c10::Argument& arg) {
  const c10::IValue& d = *arg.default_value();
  if (d.isNone()) return None{};
  if (d.isBool()) return d.toBool();
  if (d.isInt()) {
    if (bare_type(arg)->kind() == c10::TypeKind::ScalarTypeType)
      return from_aten(static_cast<at::ScalarType>(d.toInt()));
    return d.toInt();
  }
  if (d.isDouble()) return d.toDouble();
  if (d.isString()) return d.toStringRef();
  if (d.isIntList()) return Value::ints(d.toIntVector());
  if (d.isDoubleList()) {
    std::vector<Value> items;
    for (double x : d.toDoubleVector()) items.emplace_back(x);
    return Value::tuple(std::move(items));
  }
  if (d.isBoolList()) {
    std::vector<Value> items;
    for (bool x : d.toBoolList()) items.emplace_back(x);
    return Value::tuple(std::move(items));
  }
  FULGUR_FAIL(op, ": the default of argument '", arg.name(), "' (", d.tagKind(),
              ") has no fulgur value");
}

double as_double(const std::string& op, const c10::Argument& arg, const Value& v,
                 const FallbackNumberFn& number) {
  if (v.is_float()) return v.as_float();
  if (v.is_int()) return static_cast<double>(v.as_int());
  if (v.is_bool()) return v.as_bool() ? 1.0 : 0.0;
  FULGUR_CHECK(v.is_number(), op, ": argument '", arg.name(), "' expects a number, got ",
               describe(v));
  Scalar s = number(v);
  if (auto* d = std::get_if<double>(&s)) return *d;
  if (auto* i = std::get_if<int64_t>(&s)) return static_cast<double>(*i);
  return std::get<bool>(s) ? 1.0 : 0.0;
}

int64_t as_int(const std::string& op, const c10::Argument& arg, const Value& v,
               const FallbackNumberFn& number) {
  if (v.is_int()) return v.as_int();
  if (v.is_bool()) return v.as_bool();
  FULGUR_CHECK(v.is_proxy() && v.proxy()->is_number(), op, ": argument '", arg.name(),
               "' expects an int, got ", describe(v));
  Scalar s = number(v);
  FULGUR_CHECK(!std::holds_alternative<double>(s), op, ": argument '", arg.name(),
               "' expects an int, got a float");
  if (auto* i = std::get_if<int64_t>(&s)) return *i;
  return std::get<bool>(s);
}

c10::IValue to_ivalue(const std::string& op, const c10::Argument& arg, const Value& v,
                      const FallbackTensorFn& tensor, const FallbackNumberFn& number, bool meta) {
  if (v.is_none()) return c10::IValue();
  c10::TypePtr t = bare_type(arg);
  auto expect = [&](bool ok, const char* what) {
    FULGUR_CHECK(ok, op, ": argument '", arg.name(), "' expects ", what, ", got ", describe(v));
  };
  switch (t->kind()) {
    case c10::TypeKind::TensorType: {
      if (v.is_tensor()) return tensor(v);
      // A Python number where the schema has a tensor (x * 2 reaches ATen as
      // aten::mul.Tensor(x, 2)): a wrapped number, as PyTorch's own binding
      // makes it, which takes part in type promotion as a Python scalar.
      expect(v.is_bool() || v.is_int() || v.is_float() || (v.is_proxy() && v.proxy()->is_number()),
             "a tensor");
      Scalar s = v.is_bool()    ? Scalar(v.as_bool())
                 : v.is_int()   ? Scalar(v.as_int())
                 : v.is_float() ? Scalar(v.as_float())
                                : number(v);
      at::Tensor t;
      if (auto* d = std::get_if<double>(&s))
        t = at::scalar_to_tensor(*d);
      else if (auto* i = std::get_if<int64_t>(&s))
        t = at::scalar_to_tensor(*i);
      else
        t = at::scalar_to_tensor(std::get<bool>(s));
      t.unsafeGetTensorImpl()->set_wrapped_number(true);
      return t;
    }
    case c10::TypeKind::IntType:
    case c10::TypeKind::SymIntType:
      return as_int(op, arg, v, number);
    case c10::TypeKind::FloatType:
      return as_double(op, arg, v, number);
    case c10::TypeKind::BoolType:
      expect(v.is_bool(), "a bool");
      return v.as_bool();
    case c10::TypeKind::NumberType: {
      if (v.is_bool()) return v.as_bool();
      if (v.is_int()) return v.as_int();
      if (v.is_float()) return v.as_float();
      expect(v.is_proxy() && v.proxy()->is_number(), "a number");
      Scalar s = number(v);
      if (auto* d = std::get_if<double>(&s)) return *d;
      if (auto* i = std::get_if<int64_t>(&s)) return *i;
      return std::get<bool>(s);
    }
    case c10::TypeKind::StringType:
      expect(v.is_str(), "a string");
      return v.as_str();
    case c10::TypeKind::ScalarTypeType:
      expect(v.is_dtype(), "a dtype");
      return to_aten(v.as_dtype());
    case c10::TypeKind::DeviceObjType: {
      expect(v.is_str() && parse_device(v.as_str()).has_value(), "a device");
      if (meta) return c10::Device(c10::kMeta);
      return c10::Device(v.as_str());
    }
    case c10::TypeKind::ListType: {
      c10::TypePtr e = t->castRaw<c10::ListType>()->getElementType();
      bool opt_elem = false;
      if (auto o = e->cast<c10::OptionalType>()) {
        e = o->getElementType();
        opt_elem = true;
      }
      std::vector<Value> items;
      if (v.is_seq()) {
        items = v.seq().items;
      } else {
        items = {v};  // int[2] accepts one int, as in PyTorch
      }
      if (e->kind() == c10::TypeKind::TensorType) {
        expect(v.is_seq(), "a list of tensors");
        if (opt_elem) {
          c10::List<std::optional<at::Tensor>> l;
          for (const auto& x : items)
            l.push_back(x.is_none() ? std::nullopt : std::optional<at::Tensor>(tensor(x)));
          return l;
        }
        c10::List<at::Tensor> l;
        for (const auto& x : items) {
          FULGUR_CHECK(x.is_tensor(), op, ": argument '", arg.name(),
                       "' expects a list of tensors, got ", describe(x), " in it");
          l.push_back(tensor(x));
        }
        return l;
      }
      if (e->kind() == c10::TypeKind::IntType || e->kind() == c10::TypeKind::SymIntType) {
        std::vector<int64_t> xs;
        for (const auto& x : items) xs.push_back(as_int(op, arg, x, number));
        return xs;
      }
      if (e->kind() == c10::TypeKind::FloatType) {
        std::vector<double> xs;
        for (const auto& x : items) xs.push_back(as_double(op, arg, x, number));
        return xs;
      }
      if (e->kind() == c10::TypeKind::BoolType) {
        c10::List<bool> xs;
        for (const auto& x : items) {
          FULGUR_CHECK(x.is_bool(), op, ": argument '", arg.name(), "' expects bools, got ",
                       describe(x));
          xs.push_back(x.as_bool());
        }
        return xs;
      }
      break;
    }
    default:
      break;
  }
  FULGUR_FAIL(op, ": argument '", arg.name(), "' has type ", arg.type()->str(),
              ", which the libtorch fallback does not pass yet (got ", describe(v), ")");
}

std::vector<at::Tensor> flat_tensors(const std::string& op_name,
                                     const std::vector<c10::IValue>& rs);

// The ATen op a fallback symbol stands for; `vjp` for "aten_vjp.*".
struct FallbackInfo {
  c10::OperatorHandle op;
  bool vjp = false;
  // The tensor arguments the op writes into (schema indices). The symbol is
  // functional: it returns the op's own results that are not these arguments,
  // then each written argument's new value (aten_fallback.h).
  std::vector<size_t> written;
  std::vector<bool> return_is_written;  // per schema return: an alias of a written argument
};

bool writes(const c10::Argument& a) {
  return a.alias_info() != nullptr && a.alias_info()->isWrite();
}

std::vector<size_t> written_args(const c10::FunctionSchema& schema) {
  std::vector<size_t> out;
  for (size_t i = 0; i < schema.arguments().size(); ++i)
    if (writes(schema.arguments()[i])) out.push_back(i);
  return out;
}

std::vector<bool> returns_written(const c10::FunctionSchema& schema) {
  std::vector<bool> out;
  for (const auto& r : schema.returns()) out.push_back(writes(r));
  return out;
}

// The op's results (flat, the written arguments' aliases left out) followed
// by the written arguments' new values: the symbol's outputs.
std::vector<at::Tensor> symbol_outputs(const std::string& op_name,
                                       const std::vector<c10::IValue>& results,
                                       const std::vector<bool>& return_is_written,
                                       const std::vector<at::Tensor>& written_values) {
  std::vector<c10::IValue> own;
  for (size_t i = 0; i < results.size(); ++i)
    if (i >= return_is_written.size() || !return_is_written[i]) own.push_back(results[i]);
  std::vector<at::Tensor> out = flat_tensors(op_name, own);
  out.insert(out.end(), written_values.begin(), written_values.end());
  return out;
}

struct Store {
  std::mutex mu;
  std::deque<Symbol> symbols;
  std::unordered_map<std::string, const Symbol*> by_name;
  std::unordered_map<const Symbol*, FallbackInfo> info;
};

Store& store() {
  static Store* s = new Store;  // never destroyed: symbols outlive static destructors
  return *s;
}

const FallbackInfo& info_of(const Symbol& s) {
  Store& st = store();
  std::lock_guard<std::mutex> lock(st.mu);
  auto it = st.info.find(&s);
  FULGUR_INTERNAL_ASSERT(it != st.info.end(), s.qualified(), " is not a libtorch fallback symbol");
  return it->second;
}

// The call's arguments as a dispatcher stack (the forward op's arguments).
std::vector<c10::IValue> make_stack(const std::string& op_name, const c10::FunctionSchema& schema,
                                    const BoundArgs& a, const FallbackTensorFn& tensor,
                                    const FallbackNumberFn& number, bool meta) {
  std::vector<c10::IValue> stack;
  const auto& args = schema.arguments();
  for (size_t i = 0; i < args.size(); ++i)
    stack.push_back(to_ivalue(op_name, args[i], a.at(i), tensor, number, meta));
  return stack;
}

std::vector<at::Tensor> flat_tensors(const std::string& op_name,
                                     const std::vector<c10::IValue>& rs) {
  std::vector<at::Tensor> out;
  for (const auto& r : rs) {
    if (r.isTensor()) {
      out.push_back(r.toTensor());
    } else if (r.isTensorList()) {
      for (const at::Tensor& t : r.toTensorVector()) out.push_back(t);
    } else {
      FULGUR_FAIL(op_name, ": returns a ", r.tagKind(),
                  ", which the libtorch fallback does not support yet (only tensors)");
    }
  }
  return out;
}

Device first_device(const BoundArgs& a) {
  for (const auto& v : a.values()) {
    if (v.is_tensor()) return v.proxy()->tensor().device;
    if (v.is_seq())
      for (const auto& x : v.seq().items)
        if (x.is_tensor()) return x.proxy()->tensor().device;
  }
  for (const auto& v : a.values())
    if (v.is_str())
      if (auto d = parse_device(v.as_str())) return *d;
  return Device::cpu();
}

int64_t input_elements(const BoundArgs& a) {
  int64_t n = 0;
  auto add = [&](const Value& v) {
    if (v.is_tensor()) n += v.proxy()->tensor().numel();
  };
  for (const auto& v : a.values()) {
    add(v);
    if (v.is_seq())
      for (const auto& x : v.seq().items) add(x);
  }
  return n;
}

// Ops whose CPU kernel's result types differ from their meta kernel's
// (found by the OpInfo sweep, tools/opinfo_sweep.py).
bool cpu_kernel_differs_from_meta(const c10::OperatorHandle& op) {
  static const std::set<std::string> kOps = {
      "aten::native_layer_norm",       "aten::_native_batch_norm_legit",
      "aten::_batch_norm_with_update", "aten::_embedding_bag_forward_only",
      "aten::_embedding_bag",          "aten::embedding_bag"};
  return kOps.count(op.operator_name().name) > 0;
}

Value forward_meta(const c10::OperatorHandle& op, TraceBuilder& tb, const BoundArgs& a) {
  const std::string name = a.symbol().qualified();
  const c10::FunctionSchema& schema = op.schema();
  auto number = [&](const Value& v) -> Scalar {
    const ProxyType& t = v.proxy()->type;
    FULGUR_CHECK(t.number_value.has_value(), name, ": a number known only at run time (",
                 v.proxy()->name, ") cannot be an argument of a libtorch fallback op yet");
    return *t.number_value;
  };
  auto probe = [&](bool meta) {
    // libtorch's own kernels and tensors, not the Python modes of a capture
    // in progress (fulgur.jit traces under PyTorch's FakeTensorMode).
    c10::impl::ExcludeDispatchKeyGuard no_python(
        c10::DispatchKeySet({c10::DispatchKey::Python, c10::DispatchKey::PythonTLSSnapshot}));
    auto tensor = [&](const Value& v) -> at::Tensor {
      const TensorType& t = v.proxy()->tensor();
      FULGUR_CHECK(!t.dtensor, name, ": DTensor arguments are not supported by the fallback");
      Shape strides = t.strides ? *t.strides : contiguous_strides(t.shape);
      auto opts = at::TensorOptions().dtype(to_aten(t.dtype));
      if (meta) return at::empty_strided(t.shape, strides, opts.device(c10::kMeta));
      return at::zeros(t.shape, opts);
    };
    std::vector<c10::IValue> stack = make_stack(name, schema, a, tensor, number, meta);
    std::vector<at::Tensor> written;
    for (size_t i : written_args(schema)) written.push_back(stack.at(i).toTensor());
    op.callBoxed(stack);
    return symbol_outputs(name, stack, returns_written(schema), written);
  };
  std::vector<at::Tensor> outs;
  Device dev = first_device(a);
  // The CPU kernels of a few ops give other result types than their meta
  // kernels (which follow CUDA's): a bf16 layer norm's statistics are bf16
  // on the CPU, an evaluation-mode batch norm's saved statistics and
  // embedding_bag's offset2bag are empty there. A call on the CPU is probed
  // on CPU tensors of zeros, so the trace has what the kernel will compute
  // (and what PyTorch's fake tensors say).
  bool probed = false;
  // (Up to 16x the general bound: an embedding table of a few million
  // elements is what embedding_bag takes.)
  if (dev.is_cpu() && cpu_kernel_differs_from_meta(op) &&
      input_elements(a) <= 16 * kCpuProbeElements) {
    try {
      outs = probe(false);
      probed = true;
    } catch (const c10::Error&) {
      // zeros it refuses: the meta kernel's types below
    }
  }
  if (!probed) {
    try {
      outs = probe(true);
    } catch (const c10::Error& e) {
      FULGUR_CHECK(input_elements(a) <= kCpuProbeElements, name,
                   ": libtorch cannot infer the output types on meta tensors (",
                   e.what_without_backtrace(),
                   "), and the inputs are too large to probe on the CPU");
      try {
        outs = probe(false);
      } catch (const c10::Error& e2) {
        FULGUR_FAIL(name, ": libtorch failed: ", e2.what_without_backtrace());
      }
    }
  }
  std::vector<Value> results;
  for (const at::Tensor& t : outs) {
    TensorType tt;
    tt.shape.assign(t.sizes().begin(), t.sizes().end());
    tt.dtype = from_aten(t.scalar_type());
    tt.device = dev;
    results.emplace_back(tb.new_tensor(std::move(tt)));
  }
  bool single = schema.returns().size() == 1 &&
                schema.returns()[0].type()->kind() == c10::TypeKind::TensorType &&
                written_args(schema).empty();
  if (single) return results.at(0);
  return Value::tuple(std::move(results));
}

// aten_vjp.<op>(<op's arguments>, _cotangent=g, _wrt=('self', ...)): the
// gradients of the named tensor arguments, from libtorch autograd.
// The argument `n` of _wrt names: "self", or "tensors.1" for element 1 of
// the list argument `tensors`.
const Value& wrt_value(const std::string& op, const BoundArgs& a, const std::string& n) {
  auto dot = n.find('.');
  if (dot == std::string::npos) return a[n];
  const Value& list = a[n.substr(0, dot)];
  const std::string index = n.substr(dot + 1);
  FULGUR_CHECK(!index.empty() && index.find_first_not_of("0123456789") == std::string::npos, op,
               ": _wrt names '", n, "'; expected an argument or an element of one ('tensors.1')");
  size_t k = std::stoul(index);
  FULGUR_CHECK(list.is_seq() && k < list.seq().items.size(), op, ": _wrt names '", n,
               "', which is not an element of a list argument");
  return list.seq().items[k];
}

Value vjp_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string name = a.symbol().qualified();
  const Value& wrt = a["_wrt"];
  FULGUR_CHECK(wrt.is_seq(), name, ": _wrt must be a tuple of argument names, got ", describe(wrt));
  std::vector<Value> grads;
  for (const auto& n : wrt.seq().items) {
    FULGUR_CHECK(n.is_str(), name, ": _wrt must name arguments, got ", describe(n));
    const Value& x = wrt_value(name, a, n.as_str());
    FULGUR_CHECK(x.is_tensor(), name, ": _wrt names '", n.as_str(), "', which is not a tensor");
    TensorType t = x.proxy()->tensor();
    t.strides.reset();
    t.requires_grad = false;
    grads.emplace_back(tb.new_tensor(std::move(t)));
  }
  const Value& cot = a["_cotangent"];
  bool ok = cot.is_tensor();
  if (cot.is_seq()) {
    ok = true;
    for (const auto& c : cot.seq().items) ok = ok && (c.is_tensor() || c.is_none());
  }
  FULGUR_CHECK(ok, name,
               ": _cotangent must be a tensor, or a tuple of tensors and None (one per output)");
  return Value::tuple(std::move(grads));
}

// A random op whose dropout probability is a literal 0 (attention, an RNN
// without dropout) draws nothing: its rerun is the same computation.
bool draws_nothing(const BoundArgs& a) {
  for (const char* name : {"dropout_p", "dropout"}) {
    const auto& params = a.symbol().params;
    if (std::none_of(params.begin(), params.end(), [&](const Param& p) { return p.name == name; }))
      continue;
    const Value& v = a[name];
    if ((v.is_float() && v.as_float() == 0.0) || (v.is_int() && v.as_int() == 0)) return true;
  }
  return false;
}

void fallback_grad(GradContext& c) {
  const Symbol& s = *c.fw().sym;
  const FallbackInfo& fi = info_of(s);
  std::vector<Value> wrt;
  std::vector<Value> inputs;
  std::vector<const Proxy*> seen;
  const BoundArgs& a = c.args();
  auto consider = [&](const Value& v, std::string label) {
    if (!v.is_tensor() || !c.needs(v) || !is_differentiable(v.proxy()->tensor().dtype)) return;
    if (std::find(seen.begin(), seen.end(), v.proxy().get()) != seen.end()) return;
    seen.push_back(v.proxy().get());
    wrt.emplace_back(std::move(label));
    inputs.push_back(v);
  };
  for (size_t i = 0; i < s.params.size(); ++i) {
    if (std::find(fi.written.begin(), fi.written.end(), i) != fi.written.end()) {
      FULGUR_CHECK(!(a.at(i).is_tensor() && c.needs(a.at(i))), s.qualified(),
                   ": the op writes into its argument '", s.params[i].name,
                   "', which requires grad; autodiff through a written argument of a libtorch "
                   "fallback op is not supported");
      continue;
    }
    const Value& v = a.at(i);
    if (v.is_seq()) {
      for (size_t k = 0; k < v.seq().items.size(); ++k)
        consider(v.seq().items[k], s.params[i].name + "." + std::to_string(k));
    } else {
      consider(v, s.params[i].name);
    }
  }
  if (wrt.empty()) return;
  // The gradient reruns the op: a random one (dropout inside
  // scaled_dot_product_attention, bernoulli, ...) would draw again and the
  // gradient would belong to other numbers.
  FULGUR_CHECK(!fi.op.hasTag(at::Tag::nondeterministic_seeded) || draws_nothing(a), s.qualified(),
               " draws random numbers; autodiff through a random libtorch fallback op is not "
               "supported (its gradient would be of a second draw)");
  Value cotangent = c.g();
  if (cotangent.is_seq()) {
    // The written arguments' new values come last among the outputs: no
    // gradient flows through them.
    const auto& items = cotangent.seq().items;
    for (size_t k = items.size() - fi.written.size(); k < items.size(); ++k)
      FULGUR_CHECK(items[k].is_none(), s.qualified(),
                   ": a gradient reaches the new value of an argument the op writes into; "
                   "autodiff through it is not supported");
  }
  std::vector<std::pair<std::string, Value>> kwargs;
  for (size_t i = 0; i < s.params.size(); ++i) kwargs.emplace_back(s.params[i].name, a.at(i));
  kwargs.emplace_back("_cotangent", cotangent);
  kwargs.emplace_back("_wrt", Value::tuple(wrt));
  Value r = c.call(std::string(kVjpNs) + "." + s.name, {}, std::move(kwargs));
  for (size_t i = 0; i < inputs.size(); ++i) c.add(inputs[i], r.seq().items[i]);
}

const Symbol* resolve_locked(Store& st, std::string_view qualified);

const Symbol* make_symbols(Store& st, const c10::OperatorHandle& op) {
  const c10::FunctionSchema& schema = op.schema();
  std::string name = schema_name(op);
  std::string shown = "aten::" + name;
  for (const auto& arg : schema.arguments())
    FULGUR_CHECK(!writes(arg) || arg.real_type()->kind() == c10::TypeKind::TensorType, shown,
                 " writes into its argument '", arg.name(), "' of type ", arg.real_type()->str(),
                 "; the libtorch fallback handles ops that write into tensor arguments only");
  FULGUR_CHECK(!schema.is_vararg() && !schema.is_varret(), shown,
               " takes or returns a variable number of values; the fallback cannot bind it");
  for (const auto& r : schema.returns()) {
    auto k = r.type()->kind();
    bool list =
        k == c10::TypeKind::ListType &&
        r.type()->castRaw<c10::ListType>()->getElementType()->kind() == c10::TypeKind::TensorType;
    FULGUR_CHECK(k == c10::TypeKind::TensorType || list, shown, " returns a ", r.type()->str(),
                 "; the libtorch fallback handles ops that return tensors");
  }
  Symbol fw;
  fw.ns = kNs;
  fw.name = name;
  for (const auto& arg : schema.arguments()) {
    Param p;
    p.name = arg.name();
    if (arg.default_value()) p.default_value = default_value(shown, arg);
    p.kind = arg.kwarg_only() ? ParamKind::KeywordOnly : ParamKind::Positional;
    fw.params.push_back(std::move(p));
  }
  fw.meta = [op](TraceBuilder& tb, const BoundArgs& a) { return forward_meta(op, tb, a); };
  if (op.hasTag(at::Tag::nondeterministic_seeded)) fw.tags = kTagSideEffect;
  fw.grad = fallback_grad;
  Symbol vjp = fw;
  vjp.ns = kVjpNs;
  vjp.tags = kTagNone;
  vjp.grad = nullptr;
  for (auto& p : vjp.params) p.kind = ParamKind::KeywordOnly;
  vjp.params.push_back({"_cotangent", std::nullopt, ParamKind::KeywordOnly});
  vjp.params.push_back({"_wrt", std::nullopt, ParamKind::KeywordOnly});
  vjp.meta = vjp_meta;
  st.symbols.push_back(std::move(fw));
  const Symbol* f = &st.symbols.back();
  st.symbols.push_back(std::move(vjp));
  const Symbol* v = &st.symbols.back();
  st.by_name[f->qualified()] = f;
  st.by_name[v->qualified()] = v;
  std::vector<size_t> written = written_args(schema);
  std::vector<bool> rw = returns_written(schema);
  st.info.emplace(f, FallbackInfo{op, false, written, rw});
  st.info.emplace(v, FallbackInfo{op, true, written, rw});
  bool one_output = schema.returns().size() == 1 &&
                    schema.returns()[0].type()->kind() == c10::TypeKind::TensorType &&
                    written.empty();
  if (!one_output) allow_multi_output_grad(*f);
  // A random op's written arguments are overwritten (bernoulli_, uniform_):
  // their new values carry no gradient in PyTorch either.
  if (!written.empty())
    set_written_params(*f, written, op.hasTag(at::Tag::nondeterministic_seeded));
  return f;
}

std::optional<c10::OperatorHandle> find_op(const std::string& name, const std::string& overload) {
  return c10::Dispatcher::singleton().findSchema({"aten::" + name, overload});
}

const Symbol* resolve_locked(Store& st, std::string_view qualified) {
  auto it = st.by_name.find(std::string(qualified));
  if (it != st.by_name.end()) return it->second;
  std::string q(qualified);
  std::string rest;
  bool vjp = false;
  if (q.rfind(std::string(kNs) + ".", 0) == 0) {
    rest = q.substr(std::string(kNs).size() + 1);
  } else if (q.rfind(std::string(kVjpNs) + ".", 0) == 0) {
    rest = q.substr(std::string(kVjpNs).size() + 1);
    vjp = true;
  } else {
    return nullptr;
  }
  auto dot = rest.find('.');
  std::string name = rest.substr(0, dot);
  std::string overload = dot == std::string::npos ? "" : rest.substr(dot + 1);
  auto op = find_op(name, overload);
  if (!op) return nullptr;
  const Symbol* f = make_symbols(st, *op);
  return vjp ? st.by_name.at(std::string(kVjpNs) + "." + f->name) : f;
}

const Symbol* resolver(std::string_view qualified) {
  Store& st = store();
  std::lock_guard<std::mutex> lock(st.mu);
  return resolve_locked(st, qualified);
}

}  // namespace

void install_aten_fallback() {
  static std::once_flag once;
  std::call_once(once, [] { detail::set_symbol_resolver(resolver); });
}

const Symbol& aten_fallback_symbol(std::string_view name, std::string_view overload) {
  install_aten_fallback();
  std::string n(name);
  if (n.rfind("aten::", 0) == 0) n = n.substr(6);
  FULGUR_CHECK(!n.empty() && n.find('.') == std::string::npos && n.find(':') == std::string::npos,
               "libtorch fallback: expected an ATen op name such as 'erfinv' or 'aten::erfinv', "
               "got '",
               name, "'");
  auto op = find_op(n, std::string(overload));
  FULGUR_CHECK(op.has_value(), "libtorch fallback: libtorch has no op aten::", n,
               overload.empty() ? "" : ".", overload);
  Store& st = store();
  std::lock_guard<std::mutex> lock(st.mu);
  std::string q = std::string(kNs) + "." + schema_name(*op);
  auto it = st.by_name.find(q);
  if (it != st.by_name.end()) return *it->second;
  return *make_symbols(st, *op);
}

Value call_aten_fallback(TraceBuilder& tb, std::string_view name, std::vector<Value> args,
                         std::vector<std::pair<std::string, Value>> kwargs,
                         std::string_view overload) {
  const Symbol& s = aten_fallback_symbol(name, overload);
  size_t before = tb.trace().bsyms.size();
  Value out = tb.call(s, std::move(args), std::move(kwargs));
  auto& bsyms = tb.trace().bsyms;
  if (bsyms.size() == before + 1 && bsyms.back().sym == &s)
    bsyms.back().header.push_back("libtorch fallback: torch.ops.aten." + s.name);
  return out;
}

bool is_aten_fallback(const Symbol& s) {
  return s.ns == kNs || s.ns == kVjpNs;
}

namespace {

// What libtorch computed must be what its meta kernel promised when the op
// was traced (PyTorch's meta and CPU kernels disagree for a few ops): a
// result of a narrower floating-point dtype is widened, which is exact
// (aten::_native_batch_norm_legit's bf16 statistics where its meta kernel
// says f32); any other difference is an error, never a result made to fit.
void check_output_types(const BoundSymbol& b, std::vector<at::Tensor>& outs) {
  std::vector<ProxyPtr> flat = b.flat_outputs();
  FULGUR_CHECK(flat.size() == outs.size(), b.sym->qualified(), ": libtorch returned ", outs.size(),
               " tensors, the trace expects ", flat.size());
  for (size_t k = 0; k < outs.size(); ++k) {
    const TensorType& want = flat[k]->tensor();
    Shape got(outs[k].sizes().begin(), outs[k].sizes().end());
    DType got_dtype = from_aten(outs[k].scalar_type());
    bool widen = got == want.shape && got_dtype != want.dtype && is_float(got_dtype) &&
                 is_float(want.dtype) && dtype_itemsize(want.dtype) > dtype_itemsize(got_dtype);
    if (widen) {
      outs[k] = outs[k].to(to_aten(want.dtype));
      continue;
    }
    FULGUR_CHECK(got == want.shape && got_dtype == want.dtype, b.sym->qualified(),
                 ": libtorch computed ", dtype_short_name(got_dtype), shape_string(got),
                 " for result ", k, " where its meta kernel gave ", dtype_short_name(want.dtype),
                 shape_string(want.shape),
                 " when the call was traced (PyTorch's meta and CPU kernels disagree here)");
  }
}

bool aliases_any(const at::Tensor& t, const std::vector<at::Tensor>& others) {
  for (const auto& o : others)
    if (t.defined() && o.defined() && t.is_alias_of(o)) return true;
  return false;
}

}  // namespace

std::vector<at::Tensor> run_aten_fallback(const BoundSymbol& b, const FallbackTensorFn& tensor,
                                          const FallbackNumberFn& number) {
  const FallbackInfo& fi = info_of(*b.sym);
  const std::string name = b.sym->qualified();
  const c10::FunctionSchema& schema = fi.op.schema();
  BoundArgs a = b.bound_args();
  // Operands reach libtorch contiguous: fulgur's values may be strided views
  // (a transpose kept as a view), and a few ATen kernels read their input's
  // memory without looking at its strides (mkldnn_rnn_layer gave wrong
  // numbers for a transposed input).
  FallbackTensorFn dense = [&tensor](const Value& v) {
    at::Tensor t = tensor(v);
    return t.is_contiguous() ? t : t.contiguous();
  };
  if (!fi.vjp) {
    std::vector<c10::IValue> stack = make_stack(name, schema, a, dense, number, false);
    std::vector<at::Tensor> ins;
    for (const auto& v : stack)
      if (v.isTensor()) ins.push_back(v.toTensor());
    // A written argument is written into a copy: the symbol returns its new
    // value, and fulgur's own buffer keeps the value the trace gave it.
    std::vector<at::Tensor> written;
    for (size_t i : fi.written) {
      at::Tensor copy = stack.at(i).toTensor().clone();
      stack[i] = copy;
      written.push_back(copy);
    }
    fi.op.callBoxed(stack);
    std::vector<at::Tensor> outs = symbol_outputs(name, stack, fi.return_is_written, {});
    for (auto& o : outs)
      if (aliases_any(o, ins) || aliases_any(o, written)) o = o.clone();
    outs.insert(outs.end(), written.begin(), written.end());
    check_output_types(b, outs);
    return outs;
  }
  // The gradient: rerun the op on leaves that require grad, then autograd.
  std::vector<std::string> wrt;
  for (const auto& n : a["_wrt"].seq().items) wrt.push_back(n.as_str());
  std::vector<const Value*> wrt_values;
  for (const auto& n : wrt) wrt_values.push_back(&wrt_value(name, a, n));
  std::vector<at::Tensor> leaves(wrt.size());
  at::AutoGradMode grad_mode(true);
  std::vector<at::Tensor> ins;
  auto leaf_tensor = [&](const Value& v) -> at::Tensor {
    at::Tensor t = dense(v);
    ins.push_back(t);
    for (size_t i = 0; i < wrt.size(); ++i)
      if (wrt_values[i]->is_proxy() && v.is_proxy() && wrt_values[i]->proxy() == v.proxy()) {
        if (!leaves[i].defined()) leaves[i] = t.detach().requires_grad_(true);
        return leaves[i];
      }
    return t.detach();
  };
  std::vector<c10::IValue> stack = make_stack(name, schema, a, leaf_tensor, number, false);
  for (size_t i : fi.written) stack[i] = stack.at(i).toTensor().detach().clone();
  for (size_t i = 0; i < leaves.size(); ++i)
    if (!leaves[i].defined()) leaves[i] = dense(*wrt_values[i]).detach().requires_grad_(true);
  fi.op.callBoxed(stack);
  std::vector<at::Tensor> outs = symbol_outputs(name, stack, fi.return_is_written, {});
  std::vector<at::Tensor> ys, gs;
  const Value& cot = a["_cotangent"];
  if (cot.is_seq()) {
    const auto& items = cot.seq().items;
    for (size_t k = 0; k < items.size() && k < outs.size(); ++k)
      if (!items[k].is_none() && outs[k].defined() && outs[k].requires_grad()) {
        ys.push_back(outs[k]);
        gs.push_back(tensor(items[k]));
      }
  } else {
    FULGUR_INTERNAL_ASSERT(outs.size() == 1, name, ": one output expected");
    if (outs[0].requires_grad()) {
      ys.push_back(outs[0]);
      gs.push_back(tensor(cot));
    }
  }
  std::vector<at::Tensor> result;
  if (ys.empty()) {
    for (const auto& l : leaves) result.push_back(at::zeros_like(l));
    return result;
  }
  auto grads = torch::autograd::grad(ys, leaves, gs, /*retain_graph=*/false,
                                     /*create_graph=*/false, /*allow_unused=*/true);
  for (size_t i = 0; i < grads.size(); ++i) {
    at::Tensor g = grads[i];
    // An undefined gradient, or one of autograd's storage-less zero tensors
    // (torch.sgn's backward gives one): real zeros.
    if (!g.defined() || g._is_zerotensor()) {
      result.push_back(at::zeros_like(leaves[i]).detach());
      continue;
    }
    g = g.detach();
    if (aliases_any(g, ins) || aliases_any(g, gs)) g = g.clone();
    result.push_back(g);
  }
  return result;
}

}  // namespace fulgur

namespace fulgur {
namespace {
// Every program that can run a fallback op (this file is linked with the
// reference executor) can also parse one.
const bool kFallbackInstalled = (install_aten_fallback(), true);
}  // namespace
}  // namespace fulgur
