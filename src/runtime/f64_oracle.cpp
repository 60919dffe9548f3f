#include "runtime/f64_oracle.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <unordered_map>

#include "ir/error.h"

namespace fulgur {

namespace {

DType widened(DType d) {
  return is_float(d) ? DType::f64 : d;
}

// Maps the proxies of a trace to the values of its twin while retracing it.
class Retracer {
 public:
  // nullopt: a proxy defined by nothing retraced (should not happen).
  std::optional<Value> arg(const Value& v) const {
    if (v.is_proxy()) {
      auto it = map_.find(v.proxy().get());
      if (it == map_.end()) return std::nullopt;
      return it->second;
    }
    if (v.is_dtype()) return Value(widened(v.as_dtype()));
    if (v.is_seq()) {
      Seq s = v.seq();
      for (Value& item : s.items) {
        std::optional<Value> m = arg(item);
        if (!m) return std::nullopt;
        item = std::move(*m);
      }
      return Value(std::move(s));
    }
    return v;
  }
  // Pairs the outputs of a statement with its twin's, by position.
  bool bind(const Value& old_out, const Value& new_out) {
    if (old_out.is_proxy()) {
      if (!new_out.is_proxy()) return false;
      map_[old_out.proxy().get()] = new_out;
      return true;
    }
    if (old_out.is_seq()) {
      if (!new_out.is_seq() || new_out.seq().items.size() != old_out.seq().items.size())
        return false;
      for (size_t i = 0; i < old_out.seq().items.size(); ++i)
        if (!bind(old_out.seq().items[i], new_out.seq().items[i])) return false;
      return true;
    }
    return old_out.is_none() || new_out.is_none() || old_out == new_out;
  }
  void input(const Proxy* p, ProxyPtr twin) { map_[p] = Value(std::move(twin)); }

 private:
  std::unordered_map<const Proxy*, Value> map_;
};

}  // namespace

std::optional<Trace> f64_twin(const Trace& t) {
  TraceBuilder tb(t.fn_name);
  Retracer r;
  for (const TraceParam& param : t.params) {
    ProxyType type = param.proxy->type;
    if (type.kind == ProxyKind::Tensor || type.kind == ProxyKind::Future) {
      if (type.tensor.dtensor) return std::nullopt;
      type.tensor.dtype = widened(type.tensor.dtype);
    }
    r.input(param.proxy.get(), tb.add_input(param.proxy->name, type, param.kind));
  }
  try {
    for (const BoundSymbol& b : t.bsyms) {
      const std::string& name = b.sym->name;
      if (b.sym->ns.empty() && name == "python_del") continue;
      if (b.sym->ns.empty() && name == "python_return") {
        std::optional<Value> v = r.arg(b.args.at(0));
        if (!v) return std::nullopt;
        tb.set_return(std::move(*v));
        continue;
      }
      // Unpacking, attribute reads and fusion regions are built, not called.
      if (b.sym->has(kTagSyntax) || b.sym->has(kTagFusion)) return std::nullopt;
      std::vector<Value> args;
      for (const Value& a : b.args) {
        std::optional<Value> v = r.arg(a);
        if (!v) return std::nullopt;
        args.push_back(std::move(*v));
      }
      std::vector<std::pair<std::string, Value>> kwargs;
      for (const auto& [k, a] : b.kwargs) {
        std::optional<Value> v = r.arg(a);
        if (!v) return std::nullopt;
        kwargs.emplace_back(k, std::move(*v));
      }
      Value out = tb.call(*b.sym, std::move(args), std::move(kwargs), b.loc);
      if (!r.bind(b.output, out)) return std::nullopt;
    }
  } catch (const Error&) {
    return std::nullopt;  // an op that refuses f64 (or its arguments so widened)
  }
  return tb.finish();
}

HostTensor widened_to_f64(const HostTensor& t) {
  HostTensor w = HostTensor::empty(t.shape, is_float(t.dtype) ? DType::f64 : t.dtype);
  if (is_float(t.dtype)) {
    for (int64_t i = 0, n = t.numel(); i < n; ++i) w.set(i, t.get(i));
  } else {  // bytes, not doubles: i64 beyond 2^53 stays exact
    HostTensor src = t.contiguous();
    std::memcpy(w.data(), src.data(), static_cast<size_t>(t.numel() * dtype_itemsize(t.dtype)));
  }
  w.requires_grad = t.requires_grad;
  return w;
}

RuntimeValue widened_to_f64(const RuntimeValue& v) {
  if (const auto* t = std::get_if<HostTensor>(&v)) return widened_to_f64(*t);
  return v;
}

std::vector<RuntimeValue> widened_to_f64(const std::vector<RuntimeValue>& v) {
  std::vector<RuntimeValue> out;
  out.reserve(v.size());
  for (const auto& x : v) out.push_back(widened_to_f64(x));
  return out;
}

OracleVerdict judge_with_oracle(const HostTensor& actual, const HostTensor& expected,
                                const HostTensor& truth, Tolerance tol) {
  OracleVerdict v;
  if (!is_float(expected.dtype) || actual.dtype != expected.dtype || !is_float(truth.dtype) ||
      actual.shape != expected.shape || truth.shape != expected.shape)
    return v;
  const int64_t n = expected.numel();
  double scale = 0;
  for (int64_t i = 0; i < n; ++i) {
    double a = actual.get(i), e = expected.get(i), t = truth.get(i);
    // NaN and infinities: the same elements, the same values, in all three.
    if (std::isnan(a) || std::isnan(e) || std::isnan(t)) {
      if (!(std::isnan(a) && std::isnan(e) && std::isnan(t))) return v;
      continue;
    }
    if (std::isinf(a) || std::isinf(e) || std::isinf(t)) {
      if (!(a == e && e == t)) return v;
      continue;
    }
    scale = std::max(scale, std::abs(t));
  }
  v.applies = true;
  auto floor_of = [&](double t) { return std::max(std::abs(t), 0.01 * scale); };
  for (int64_t i = 0; i < n; ++i) {
    double e = expected.get(i), t = truth.get(i);
    if (!std::isfinite(t)) continue;
    double d = std::abs(e - t);
    if (d < 0.5 * floor_of(t)) v.libtorch = std::max(v.libtorch, d);
  }
  int64_t worst = -1;
  double worst_excess = 0, worst_allowed = 0;
  for (int64_t i = 0; i < n; ++i) {
    double a = actual.get(i), t = truth.get(i);
    if (!std::isfinite(t)) continue;
    double d = std::abs(a - t);
    v.ours = std::max(v.ours, d);
    double allowed = tol.atol + tol.rtol * floor_of(t) + kOracleFactor * v.libtorch;
    if (d > allowed && (worst < 0 || d - allowed > worst_excess)) {
      worst = i;
      worst_excess = d - allowed;
      worst_allowed = allowed;
    }
  }
  v.ok = worst < 0;
  if (!v.ok) {
    auto num = [](double x) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.6g", x);
      return std::string(buf);
    };
    v.problem = "element " + std::to_string(worst) + " is " +
                num(std::abs(actual.get(worst) - truth.get(worst))) + " from the f64 value " +
                num(truth.get(worst)) + ", beyond the " + num(worst_allowed) +
                " rounding allows (libtorch is within " + num(v.libtorch) + " of the f64 values)";
  }
  return v;
}

}  // namespace fulgur
