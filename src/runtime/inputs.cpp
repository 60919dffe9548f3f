#include "runtime/inputs.h"

#include <cstdio>

#include <cmath>
#include <filesystem>
#include <random>
#include <unordered_map>

#include "ir/error.h"
#include "ir/passes/autodiff.h"
#include "runtime/npy.h"

namespace fulgur {

namespace {

enum class Domain { Any, Positive, Index };

struct DomainInfo {
  Domain domain = Domain::Any;
  int64_t index_extent = 0;  // Index: values in [0, extent)
};

// Finds, for each trace input, the domain its values need, following values
// through conversions and shape ops back to the input they came from.
class DomainAnalysis {
 public:
  explicit DomainAnalysis(const Trace& t) {
    for (const auto& p : t.params) origin_[p.proxy.get()] = p.proxy.get();
    for (const auto& b : t.bsyms) visit(b);
  }
  DomainInfo of(const Proxy* p) const {
    auto it = info_.find(p);
    return it == info_.end() ? DomainInfo{} : it->second;
  }

 private:
  const Proxy* origin(const Value& v) const {
    if (!v.is_proxy()) return nullptr;
    auto it = origin_.find(v.proxy().get());
    return it == origin_.end() ? nullptr : it->second;
  }
  void mark(const Value& v, Domain d, int64_t extent = 0) {
    const Proxy* o = origin(v);
    if (!o) return;
    DomainInfo& i = info_[o];
    if (d == Domain::Index) {
      i.domain = Domain::Index;
      i.index_extent = i.index_extent ? std::min(i.index_extent, extent) : extent;
    } else if (i.domain == Domain::Any) {
      i.domain = d;
    }
  }
  void visit(const BoundSymbol& b) {
    const std::string& n = b.sym->name;
    const std::string& ns = b.sym->ns;
    if (ns == "ltorch" && n == "cross_entropy") {
      const Value& x = b.args[0];
      if (x.is_tensor()) {
        const TensorType& t = x.proxy()->tensor();
        mark(b.args[1], Domain::Index, t.shape[t.rank() == 1 ? 0 : 1]);
      }
    }
    if (ns == "prims") {
      if (n == "log" || n == "sqrt" || n == "rsqrt" || n == "log1p")
        mark(b.args[0], Domain::Positive);
      if (n == "div" || n == "fmod") mark(b.args[1], Domain::Positive);
      if (n == "pow") mark(b.args[0], Domain::Positive);
      if (n == "take_along_dim" && b.args[0].is_tensor()) {
        const TensorType& t = b.args[0].proxy()->tensor();
        int64_t dim = b.args[2].as_int();
        if (t.rank() > 0) mark(b.args[1], Domain::Index, t.shape[dim]);
      }
      if (n == "scatter_add" && b.args[0].is_tensor()) {
        const TensorType& t = b.args[0].proxy()->tensor();
        int64_t dim = b.args[3].as_int();
        if (t.rank() > 0) mark(b.args[1], Domain::Index, t.shape[dim]);
      }
      // Values that are the same numbers as an input.
      if (n == "convert_element_type" || b.sym->has(kTagShape)) {
        const Proxy* o = origin(b.args[0].is_seq() ? Value() : b.args[0]);
        if (o && b.output.is_proxy()) origin_[b.output.proxy().get()] = o;
      }
    }
    for (const auto& s : b.subsymbols) visit(s);
  }

  std::unordered_map<const Proxy*, const Proxy*> origin_;
  std::unordered_map<const Proxy*, DomainInfo> info_;
};

}  // namespace

std::vector<RuntimeValue> random_inputs(const Trace& trace, uint64_t seed) {
  DomainAnalysis domains(trace);
  std::mt19937_64 rng(seed);
  std::vector<RuntimeValue> out;
  for (const auto& param : trace.params) {
    const Proxy& p = *param.proxy;
    if (p.is_number()) {
      FULGUR_CHECK(p.type.number_value, "argument '", p.name, "' (", type_string(p.type),
                   ") has no value to run with; give it one in its type comment, e.g. \"int 5\"");
      out.emplace_back(*p.type.number_value);
      continue;
    }
    FULGUR_CHECK(p.is_tensor(), "argument '", p.name, "': cannot make inputs for ",
                 type_string(p.type));
    const TensorType& tt = p.tensor();
    Shape shape = tt.dtensor ? tt.local_shape(tt.local_rank()) : tt.shape;
    HostTensor t = tt.strides && !tt.dtensor
                       ? HostTensor::empty_strided(shape, *tt.strides, tt.dtype)
                       : HostTensor::empty(shape, tt.dtype);
    DomainInfo d = domains.of(&p);
    std::uniform_real_distribution<double> any(-2.0, 2.0), pos(0.5, 2.5);
    for (int64_t i = 0; i < t.numel(); ++i) {
      double v;
      if (d.domain == Domain::Index) {
        v = d.index_extent > 0 ? static_cast<double>(rng() % static_cast<uint64_t>(d.index_extent))
                               : 0;
      } else if (is_bool(tt.dtype)) {
        v = static_cast<double>(rng() & 1);
      } else if (is_int(tt.dtype)) {
        bool unsigned_ = tt.dtype == DType::u8;
        v = d.domain == Domain::Positive
                ? 1 + static_cast<double>(rng() % 5)
                : (unsigned_ ? static_cast<double>(rng() % 11)
                             : static_cast<double>(static_cast<int64_t>(rng() % 11) - 5));
      } else {
        v = d.domain == Domain::Positive ? pos(rng) : any(rng);
      }
      t.set(i, v);
    }
    out.emplace_back(std::move(t));
  }
  return out;
}

std::vector<RuntimeValue> load_inputs(const Trace& trace, const std::string& dir) {
  std::vector<RuntimeValue> out;
  for (const auto& param : trace.params) {
    const Proxy& p = *param.proxy;
    if (p.is_number()) {
      FULGUR_CHECK(p.type.number_value, "argument '", p.name, "' has no value in its type comment");
      out.emplace_back(*p.type.number_value);
      continue;
    }
    std::string path = (std::filesystem::path(dir) / (p.name + ".npy")).string();
    std::error_code ec;  // a symlink loop or a permission problem is reported by read_npy
    FULGUR_CHECK(std::filesystem::exists(path, ec) || ec, "argument '", p.name,
                 "': missing input file ", path);
    HostTensor t = read_npy(path);
    const TensorType& tt = p.tensor();
    Shape shape = tt.dtensor ? tt.local_shape(tt.local_rank()) : tt.shape;
    // bf16 has no NumPy dtype (written as f32); a narrower floating-point
    // file widens exactly (f16 or f32 values for an f64 argument).
    bool widens = is_float(t.dtype) && is_float(tt.dtype) && t.dtype != DType::bf16 &&
                  dtype_itemsize(t.dtype) < dtype_itemsize(tt.dtype);
    if ((tt.dtype == DType::bf16 && t.dtype == DType::f32) || widens) {
      HostTensor b = HostTensor::empty(t.shape, tt.dtype);
      for (int64_t i = 0; i < t.numel(); ++i) b.set(i, t.get(i));
      t = b;
    }
    FULGUR_CHECK(t.shape == shape && t.dtype == tt.dtype, path, ": argument '", p.name,
                 "' expects ", dtype_short_name(tt.dtype), shape_string(shape), ", the file holds ",
                 dtype_short_name(t.dtype), shape_string(t.shape));
    if (tt.strides && !tt.dtensor) {  // laid out as the type comment says, as random inputs are
      HostTensor s = HostTensor::empty_strided(shape, *tt.strides, tt.dtype);
      for (int64_t i = 0; i < t.numel(); ++i) s.set(i, t.get(i));
      t = std::move(s);
    }
    out.emplace_back(std::move(t));
  }
  return out;
}

namespace {

// The cotangents' types as the inputs of a trace: cotangent0, cotangent1, ...
Trace cotangent_trace(const ForwardBackward& fb) {
  std::vector<ProxyPtr> outs;
  collect_proxies(fb.forward.returned().seq().items.at(0), outs);
  TraceBuilder tb;
  for (size_t i = 0; i < fb.cotangent_of.size(); ++i) {
    TensorType t = outs.at(fb.cotangent_of[i])->tensor();
    t.strides.reset();
    t.requires_grad = false;
    tb.add_input("cotangent" + std::to_string(i), ProxyType::of_tensor(t));
  }
  return tb.finish();
}

std::vector<HostTensor> as_tensors(std::vector<RuntimeValue> values) {
  std::vector<HostTensor> out;
  for (auto& v : values) out.push_back(std::get<HostTensor>(std::move(v)));
  return out;
}

}  // namespace

std::vector<HostTensor> random_cotangents(const ForwardBackward& fb, uint64_t seed) {
  return as_tensors(random_inputs(cotangent_trace(fb), seed ^ 0x5eed));
}

std::vector<HostTensor> load_cotangents(const ForwardBackward& fb, const std::string& dir) {
  return as_tensors(load_inputs(cotangent_trace(fb), dir));
}

Tolerance tolerance_for(DType d) {
  switch (d) {
    case DType::f64:
      return {1e-7, 1e-7};
    case DType::f32:
      return {1e-4, 1e-5};
    case DType::f16:
      return {1e-2, 1e-3};
    case DType::bf16:
      return {4e-2, 1e-2};
    default:
      return {0, 0};
  }
}

Comparison compare(const RuntimeValue& actual, const RuntimeValue& expected) {
  const auto* e = std::get_if<HostTensor>(&expected);
  return compare(actual, expected, e ? tolerance_for(e->dtype) : Tolerance{});
}

namespace {
void loosen(Tolerance& tol, const ProxyPtr& p) {
  if (!p->is_tensor() || !is_float(p->tensor().dtype)) return;
  Tolerance t = tolerance_for(p->tensor().dtype);
  tol.rtol = std::max(tol.rtol, t.rtol);
  tol.atol = std::max(tol.atol, t.atol);
}
void loosen(Tolerance& tol, const std::vector<BoundSymbol>& bsyms) {
  for (const auto& b : bsyms) {
    for (const auto& p : b.flat_outputs()) loosen(tol, p);
    loosen(tol, b.subsymbols);
  }
}
}  // namespace

Tolerance loosest_tolerance(const Trace& t) {
  Tolerance tol;
  for (const auto& p : t.input_proxies()) loosen(tol, p);
  loosen(tol, t.bsyms);
  return tol;
}

Comparison compare(const RuntimeValue& actual, const RuntimeValue& expected, Tolerance tol) {
  Comparison c;
  if (actual.index() != expected.index()) {
    c.ok = false;
    c.problem = "one result is a number, the other a tensor";
    return c;
  }
  if (const auto* es = std::get_if<Scalar>(&expected)) {
    auto to_d = [](const Scalar& s) {
      return std::visit([](auto x) { return static_cast<double>(x); }, s);
    };
    double a = to_d(std::get<Scalar>(actual)), e = to_d(*es);
    c.max_abs = std::abs(a - e);
    c.ok = c.max_abs <= 1e-6 * std::max(1.0, std::abs(e));
    if (!c.ok) c.problem = "numbers differ";
    return c;
  }
  const HostTensor& a = std::get<HostTensor>(actual);
  const HostTensor& e = std::get<HostTensor>(expected);
  if (a.shape != e.shape || a.dtype != e.dtype) {
    c.ok = false;
    c.problem = "expected " + std::string(dtype_short_name(e.dtype)) + shape_string(e.shape) +
                ", got " + std::string(dtype_short_name(a.dtype)) + shape_string(a.shape);
    return c;
  }
  // An element's relative tolerance applies to the larger of its own magnitude
  // and 1% of the tensor's largest: accumulations (matmul, sum) leave absolute
  // errors of that order on elements that cancel to near zero.
  double scale = 0;
  for (int64_t i = 0; i < e.numel(); ++i)
    if (std::isfinite(e.get(i))) scale = std::max(scale, std::abs(e.get(i)));
  scale *= 0.01;
  int64_t bad = -1;
  for (int64_t i = 0; i < e.numel(); ++i) {
    double x = a.get(i), y = e.get(i);
    if (std::isnan(x) || std::isnan(y)) {
      if (std::isnan(x) != std::isnan(y) && bad < 0) bad = i;
      continue;
    }
    if (std::isinf(x) || std::isinf(y)) {
      if (x != y && bad < 0) bad = i;
      continue;
    }
    double diff = std::abs(x - y);
    c.max_abs = std::max(c.max_abs, diff);
    if (diff > 0) c.max_rel = std::max(c.max_rel, diff / std::max(std::abs(y), 1e-30));
    if (diff > tol.atol + tol.rtol * std::max(std::abs(y), scale) && bad < 0) bad = i;
  }
  if (bad >= 0) {
    c.ok = false;
    // %.9g: f64's tolerances (1e-7) and tiny values do not print as 0.000000.
    auto num = [](double v) {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.9g", v);
      return std::string(buf);
    };
    c.problem = "element " + std::to_string(bad) + ": got " + num(a.get(bad)) + ", expected " +
                num(e.get(bad)) + " (rtol " + num(tol.rtol) + ", atol " + num(tol.atol) + ")";
  }
  return c;
}

}  // namespace fulgur
