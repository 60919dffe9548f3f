// ltorch: PyTorch-level ops. They take their PyTorch namesakes' arguments,
// broadcast and promote explicitly, and decompose into prims (or other ltorch
// ops, which then show as nested subsymbols).
#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <numeric>

#include "ir/checked_math.h"
#include "ir/ops/common.h"
#include "ir/ops/prim_tables.h"
#include "ir/ops/registry_helpers.h"

namespace fulgur {
namespace {

using namespace ops;

// How an elementwise op's result dtype follows from the promoted dtype
// (thunder's ELEMENTWISE_TYPE_PROMOTION_KIND).
enum class Promotion { Default, IntToFloat, AlwaysBool };

DType promoted_dtype(const std::vector<const Value*>& operands) {
  TypePromoter p;
  for (const Value* v : operands) {
    if (v->is_tensor()) {
      p.add_tensor(ttype(*v).dtype, ttype(*v).rank());
    } else {
      p.add_scalar(number_kind(*v));
    }
  }
  return p.result();
}

Value to_dtype(TraceBuilder& tb, const Value& v, DType d) {
  if (v.is_tensor()) {
    if (ttype(v).dtype == d) return v;
    return call(tb, "prims.convert_element_type", {v, d});
  }
  // Python numbers stay numbers; a float number used with a float tensor is fine,
  // an int/bool number is converted only when the computation is floating-point.
  if (v.is_bool() && !is_bool(d))
    return is_float(d) ? Value(v.as_bool() ? 1.0 : 0.0) : Value(int64_t{v.as_bool()});
  if (v.is_int() && is_float(d)) return Value(static_cast<double>(v.as_int()));
  return v;
}

Value broadcast_to(TraceBuilder& tb, const Value& v, const Shape& shape) {
  if (!v.is_tensor() || ttype(v).shape == shape) return v;
  const Shape& s = ttype(v).shape;
  std::vector<int64_t> bdims;
  int64_t offset = static_cast<int64_t>(shape.size() - s.size());
  for (int64_t i = 0; i < static_cast<int64_t>(s.size()); ++i) bdims.push_back(i + offset);
  return call(tb, "prims.broadcast_in_dim", {v, Value::ints(shape), Value::ints(bdims)});
}

void require_tensor_operand(const BoundArgs& a, const std::vector<const Value*>& ops) {
  for (const Value* v : ops)
    if (v->is_tensor()) {
      FULGUR_CHECK(!ttype(*v).dtensor, opname(a), ": DTensor operands are not supported yet");
      return;
    }
  FULGUR_FAIL(opname(a), ": expected at least one tensor argument");
}

// An elementwise op on Python numbers only (x * (n + 3) with n a number
// input): a number, as the prim computes it on numbers (prims.cpp,
// eval_number_prim) after PyTorch's promotion: ops that take ints to float
// (div, exp, ...) get float operands, so 7 / 2 is 3.5. Folded into a known
// number when the operands are known.
Value number_elementwise(TraceBuilder& tb, const BoundArgs& a, const std::string& prim,
                         const std::vector<const Value*>& operands, Promotion kind) {
  std::vector<Value> args;
  for (const Value* v : operands) {
    FULGUR_CHECK(v->is_number(), opname(a), ": expected tensors or numbers, got ", describe(*v));
    Value x = *v;
    if (kind == Promotion::IntToFloat && number_kind(x) != ScalarKind::Float) {
      if (x.is_proxy())
        x = call(tb, "prims.mul", {x, 1.0});  // an int number proxy as a float
      else
        x = x.is_bool() ? Value(x.as_bool() ? 1.0 : 0.0) : Value(static_cast<double>(x.as_int()));
    }
    args.push_back(std::move(x));
  }
  return call(tb, "prims." + prim, std::move(args));
}

// Promotes, converts and broadcasts the operands of an elementwise op, then
// calls the prim.
Value elementwise(TraceBuilder& tb, const BoundArgs& a, const std::string& prim,
                  const std::vector<std::string>& names, Promotion kind) {
  std::vector<const Value*> operands;
  for (const auto& n : names) {
    check_tensor_or_number(a, n);
    operands.push_back(&a[n]);
  }
  if (std::none_of(operands.begin(), operands.end(), [](const Value* v) { return v->is_tensor(); }))
    return number_elementwise(tb, a, prim, operands, kind);
  require_tensor_operand(a, operands);
  DType dt = promoted_dtype(operands);
  if (kind == Promotion::IntToFloat && !is_float(dt)) dt = DType::f32;
  Shape shape;
  bool first = true;
  for (const Value* v : operands) {
    if (!v->is_tensor()) continue;
    shape = first ? ttype(*v).shape : broadcast_shapes(opname(a), shape, ttype(*v).shape);
    first = false;
  }
  // PyTorch's CPU mul and div read a 0-dim second operand at its own
  // precision (TensorIterator's "cpu scalar" path): bf16 * f32 0-dim tensor
  // computes in f32 with the unrounded scalar, then rounds once.
  if (is_low_precision(dt) && (prim == "mul" || prim == "div") && operands.size() == 2 &&
      operands[1]->is_tensor() && ttype(*operands[1]).rank() == 0 &&
      is_float(ttype(*operands[1]).dtype) && ttype(*operands[1]).dtype != dt &&
      operands[0]->is_tensor() && ttype(*operands[0]).rank() > 0) {
    std::vector<Value> args;
    for (const Value* v : operands)
      args.push_back(broadcast_to(tb, to_dtype(tb, *v, DType::f32), shape));
    return to_dtype(tb, call(tb, "prims." + prim, std::move(args)), dt);
  }
  std::vector<Value> args;
  for (const Value* v : operands) args.push_back(broadcast_to(tb, to_dtype(tb, *v, dt), shape));
  return call(tb, "prims." + prim, std::move(args));
}

// ltorch ops called from decompositions.
Value lt(TraceBuilder& tb, const char* op, std::vector<Value> args,
         std::vector<std::pair<std::string, Value>> kwargs = {}) {
  return call(tb, std::string("ltorch.") + op, std::move(args), std::move(kwargs));
}

Value keep_dims(TraceBuilder& tb, const Value& reduced, const Shape& in_shape,
                const std::vector<int64_t>& dims) {
  Shape kept = in_shape;
  std::vector<int64_t> bdims;
  for (int64_t i = 0; i < static_cast<int64_t>(in_shape.size()); ++i) {
    if (std::find(dims.begin(), dims.end(), i) != dims.end()) {
      kept[i] = 1;
    } else {
      bdims.push_back(i);
    }
  }
  return call(tb, "prims.broadcast_in_dim", {reduced, Value::ints(kept), Value::ints(bdims)});
}

int64_t reduced_count(const Shape& s, const std::vector<int64_t>& dims) {
  int64_t n = 1;
  for (int64_t d : dims) n *= s[d];
  return n;
}

Value reduce(TraceBuilder& tb, const BoundArgs& a, const char* prim) {
  const TensorType& t = tensor_arg(a, "a");
  auto dims = reduction_dims(a, "dim", t.rank());
  Value x = a["a"];
  std::string p = prim;
  if (p == "sum" || p == "prod") {
    DType dt = t.dtype;
    if (!a["dtype"].is_none()) {
      dt = dtype_arg(a, "dtype");
    } else if (!is_float(dt)) {
      dt = DType::i64;  // integer and bool sums are int64, as in PyTorch
    }
    x = to_dtype(tb, x, dt);
  }
  std::sort(dims.begin(), dims.end());
  Value r = call(tb, "prims." + p, {x, Value::ints(dims)});
  if (bool_arg(a, "keepdim")) r = keep_dims(tb, r, t.shape, dims);
  return r;
}

// The dtype composites compute in: f32 for f16/bf16 inputs.
DType compute_dtype(DType d) {
  return is_low_precision(d) ? DType::f32 : d;
}

void require_float(const BoundArgs& a, const TensorType& t) {
  FULGUR_CHECK(is_float(t.dtype), opname(a), ": expected a floating-point tensor, got ",
               shape_dtype_string(t));
}

Value mean_impl(TraceBuilder& tb, const Value& x, const std::vector<int64_t>& dims, bool keepdim) {
  const TensorType& t = ttype(x);
  Value s = lt(tb, "sum", {x, Value::ints(dims)}, {{"keepdim", keepdim}});
  return lt(tb, "div", {s, static_cast<double>(reduced_count(t.shape, dims))});
}

Value softmax_like(TraceBuilder& tb, const BoundArgs& a, bool log) {
  const TensorType& t = tensor_arg(a, "a");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  DType out = a["dtype"].is_none() ? t.dtype : dtype_arg(a, "dtype");
  FULGUR_CHECK(is_float(out), opname(a), ": expected a floating-point tensor or dtype, got ",
               shape_dtype_string(t));
  Value x = to_dtype(tb, a["a"], compute_dtype(out));
  Value d = Value::ints({dim});
  Value m = lt(tb, "amax", {x, d, true});
  Value shifted = lt(tb, "sub", {x, m});
  Value e = lt(tb, "exp", {shifted});
  Value s = lt(tb, "sum", {e, d, true});
  Value r = log ? lt(tb, "sub", {shifted, lt(tb, "log", {s})}) : lt(tb, "div", {e, s});
  return to_dtype(tb, r, out);
}

std::vector<int64_t> normalized_dims(const BoundArgs& a, const TensorType& t) {
  auto ns = ints_arg(a, "normalized_shape", /*allow_int=*/true);
  int64_t k = static_cast<int64_t>(ns.size());
  FULGUR_CHECK(k <= t.rank() && std::equal(ns.begin(), ns.end(), t.shape.end() - k), opname(a),
               ": normalized_shape ", shape_string(ns),
               " does not match the input's trailing dims ", shape_string(t.shape));
  std::vector<int64_t> dims;
  for (int64_t i = t.rank() - k; i < t.rank(); ++i) dims.push_back(i);
  return dims;
}

void check_affine(const BoundArgs& a, const char* name, const std::vector<int64_t>& ns_dims,
                  const TensorType& t) {
  if (a[name].is_none()) return;
  const TensorType& w = tensor_arg(a, name);
  Shape expect;
  for (int64_t d : ns_dims) expect.push_back(t.shape[d]);
  FULGUR_CHECK(w.shape == expect, opname(a), ": ", name, " must have shape ", shape_string(expect),
               ", got ", shape_dtype_string(w));
}

double finfo_eps(DType d) {
  switch (d) {
    case DType::f64:
      return 2.220446049250313e-16;
    case DType::f16:
      return 0.0009765625;
    case DType::bf16:
      return 0.0078125;
    default:
      return 1.1920928955078125e-07;
  }
}

Value layer_norm(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "input");
  require_float(a, t);
  auto dims = normalized_dims(a, t);
  check_affine(a, "weight", dims, t);
  check_affine(a, "bias", dims, t);
  double eps = number_arg(a, "eps");
  Value x = to_dtype(tb, a["input"], compute_dtype(t.dtype));
  Value mu = mean_impl(tb, x, dims, true);
  Value xc = lt(tb, "sub", {x, mu});
  Value var = mean_impl(tb, lt(tb, "mul", {xc, xc}), dims, true);
  Value y = lt(tb, "mul", {xc, lt(tb, "rsqrt", {lt(tb, "add", {var, eps})})});
  if (!a["weight"].is_none()) y = lt(tb, "mul", {y, a["weight"]});
  if (!a["bias"].is_none()) y = lt(tb, "add", {y, a["bias"]});
  return to_dtype(tb, y, t.dtype);
}

Value rms_norm(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "input");
  require_float(a, t);
  auto dims = normalized_dims(a, t);
  check_affine(a, "weight", dims, t);
  // No eps: the machine epsilon of the type it is computed in, as ATen does
  // (numeric_limits<opmath_type>::epsilon(): f32's for f16 and bf16, not
  // finfo(bf16).eps, which is 2^16 times larger and shows when mean(x^2) is small).
  double eps = a["eps"].is_none() ? finfo_eps(compute_dtype(t.dtype)) : number_arg(a, "eps");
  Value x = to_dtype(tb, a["input"], compute_dtype(t.dtype));
  Value ms = mean_impl(tb, lt(tb, "mul", {x, x}), dims, true);
  Value y = lt(tb, "mul", {x, lt(tb, "rsqrt", {lt(tb, "add", {ms, eps})})});
  if (!a["weight"].is_none()) y = lt(tb, "mul", {y, a["weight"]});
  return to_dtype(tb, y, t.dtype);
}

// var in the compute dtype (f32 for f16/bf16), shared with std.
Value var_core(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  require_float(a, t);
  auto dims = reduction_dims(a, "dim", t.rank());
  double correction = var_correction(a);
  bool keepdim = bool_arg(a, "keepdim");
  Value x = to_dtype(tb, a["a"], compute_dtype(t.dtype));
  Value mu = mean_impl(tb, x, dims, true);
  Value xc = lt(tb, "sub", {x, mu});
  Value ss = lt(tb, "sum", {lt(tb, "mul", {xc, xc}), Value::ints(dims)}, {{"keepdim", keepdim}});
  double n = static_cast<double>(reduced_count(t.shape, dims));
  return lt(tb, "div", {ss, std::max(0.0, n - correction)});
}

// var(input, unbiased) and std(input, unbiased): PyTorch's overload whose
// second positional argument is a bool. Rebinds as unbiased=, a subsymbol.
std::optional<Value> unbiased_overload(TraceBuilder& tb, const BoundArgs& a) {
  if (!a["dim"].is_bool()) return std::nullopt;
  FULGUR_CHECK(a["unbiased"].is_none() && a["correction"].is_none() && !bool_arg(a, "keepdim"),
               opname(a), ": the form (input, unbiased) takes no dim, keepdim or correction");
  return call(tb, opname(a), {a["a"]}, {{"unbiased", a["dim"]}});
}

Value var_impl(TraceBuilder& tb, const BoundArgs& a) {
  if (auto r = unbiased_overload(tb, a)) return *r;
  return to_dtype(tb, var_core(tb, a), tensor_arg(a, "a").dtype);
}

// Floating-point floor division as PyTorch computes it (ATen's
// div_floor_floating, Python's `//`): from the remainder, not floor(a / b),
// which rounds the quotient first (1.0 // 0.1 is 9, floor(1.0 / 0.1) is 10).
// f16/bf16 compute in f32 and round once; division by zero gives a / b.
Value floor_divide(TraceBuilder& tb, const BoundArgs& a, DType dt) {
  DType ct = compute_dtype(dt);
  Device device;
  for (const char* n : {"a", "b"})
    if (a[n].is_tensor()) device = ttype(a[n]).device;
  // Numbers become 0-dim tensors of the compute dtype so that every test
  // below is a traced op (a number may be a proxy known only at run time).
  auto operand = [&](const char* n) {
    if (a[n].is_tensor()) return to_dtype(tb, a[n], ct);
    return call(tb, "prims.full", {Value::ints({}), to_dtype(tb, a[n], ct)},
                {{"device", device.str()}, {"dtype", ct}});
  };
  Value x = operand("a");
  Value y = operand("b");
  Value q = lt(tb, "div", {x, y});
  Value mod = lt(tb, "fmod", {x, y});
  Value div = lt(tb, "div", {lt(tb, "sub", {x, mod}), y});
  // A non-zero remainder whose sign differs from the divisor's: one less.
  Value adjust = lt(tb, "lt", {lt(tb, "mul", {lt(tb, "sign", {mod}), y}), 0});
  div = lt(tb, "where", {adjust, lt(tb, "sub", {div, 1}), div});
  Value fl = lt(tb, "floor", {div});
  fl = lt(tb, "where", {lt(tb, "gt", {lt(tb, "sub", {div, fl}), 0.5}), lt(tb, "add", {fl, 1}), fl});
  // A zero quotient keeps the sign of a / b.
  Value r = lt(tb, "where", {lt(tb, "ne", {div, 0}), fl, lt(tb, "mul", {q, 0})});
  r = lt(tb, "where", {lt(tb, "eq", {y, 0}), q, r});
  return to_dtype(tb, r, dt);
}

Value gelu(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  require_float(a, t);
  std::string approx = str_arg(a, "approximate");
  FULGUR_CHECK(approx == "none" || approx == "tanh", opname(a),
               ": approximate must be 'none' or 'tanh', got '", approx, "'");
  Value x = to_dtype(tb, a["a"], compute_dtype(t.dtype));
  Value inner;
  if (approx == "tanh") {
    // 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3)))
    Value x3 = lt(tb, "mul", {lt(tb, "mul", {x, x}), x});
    Value u =
        lt(tb, "mul", {std::sqrt(2.0 / M_PI), lt(tb, "add", {x, lt(tb, "mul", {0.044715, x3})})});
    inner = lt(tb, "tanh", {u});
  } else {
    inner = lt(tb, "erf", {lt(tb, "mul", {x, M_SQRT1_2})});
  }
  Value y = lt(tb, "mul", {lt(tb, "mul", {0.5, x}), lt(tb, "add", {1.0, inner})});
  return to_dtype(tb, y, t.dtype);
}

Value silu(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  require_float(a, t);
  Value x = to_dtype(tb, a["a"], compute_dtype(t.dtype));
  return to_dtype(tb, lt(tb, "mul", {x, lt(tb, "sigmoid", {x})}), t.dtype);
}

// Shape arguments of reshape/view/expand: varargs or one tuple.
std::vector<int64_t> shape_varargs(const BoundArgs& a, const char* name) {
  return ints_arg(a, name);
}

Value reshape(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  auto shape = shape_varargs(a, "shape");
  int64_t infer = -1;
  int64_t known = 1;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] == -1) {
      FULGUR_CHECK(infer < 0, opname(a), ": only one dimension can be inferred, got ",
                   shape_string(shape));
      infer = static_cast<int64_t>(i);
    } else {
      FULGUR_CHECK(shape[i] >= 0, opname(a), ": invalid extent ", shape[i], " in ",
                   shape_string(shape));
      known = checked_mul(known, shape[i], "reshape: product of the extents");
    }
  }
  if (infer >= 0) {
    FULGUR_CHECK(known != 0 && t.numel() % known == 0, opname(a), ": shape ", shape_string(shape),
                 " is invalid for input of size ", t.numel());
    shape[infer] = t.numel() / known;
  }
  FULGUR_CHECK(t.numel() == checked_product(shape, "reshape: product of the extents"), opname(a),
               ": shape ", shape_string(shape), " is invalid for input of size ", t.numel());
  return call(tb, "prims.reshape", {a["a"], Value::ints(shape)});
}

Value permute(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  auto dims = ints_arg(a, "dims");
  FULGUR_CHECK(static_cast<int64_t>(dims.size()) == t.rank(), opname(a), ": number of dims (",
               dims.size(), ") does not match the input's rank ", t.rank());
  dims = canonical_dims(opname(a), dims, t.rank());
  if (t.rank() == 0) dims.clear();
  return call(tb, "prims.transpose", {a["a"], Value::ints(dims)});
}

Value transpose(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  int64_t d0 = canonical_dim(opname(a), int_arg(a, "dim0"), t.rank());
  int64_t d1 = canonical_dim(opname(a), int_arg(a, "dim1"), t.rank());
  std::vector<int64_t> perm(t.rank());
  std::iota(perm.begin(), perm.end(), 0);
  if (t.rank() > 0) std::swap(perm[d0], perm[d1]);
  return call(tb, "prims.transpose", {a["a"], Value::ints(perm)});
}

Value unsqueeze(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank() + 1);
  Shape out = t.shape;
  out.insert(out.begin() + dim, 1);
  std::vector<int64_t> bdims;
  for (int64_t i = 0; i < t.rank() + 1; ++i)
    if (i != dim) bdims.push_back(i);
  return call(tb, "prims.broadcast_in_dim", {a["a"], Value::ints(out), Value::ints(bdims)});
}

Value squeeze(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  std::vector<int64_t> dims;
  if (a["dim"].is_none()) {
    for (int64_t i = 0; i < t.rank(); ++i)
      if (t.shape[i] == 1) dims.push_back(i);
  } else {
    // PyTorch leaves named dims whose extent is not 1 alone.
    for (int64_t d : canonical_dims(opname(a), ints_arg(a, "dim", true), t.rank()))
      if (t.shape[d] == 1) dims.push_back(d);
    std::sort(dims.begin(), dims.end());
  }
  return call(tb, "prims.squeeze", {a["a"], Value::ints(dims)});
}

Value expand(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  auto shape = shape_varargs(a, "shape");
  FULGUR_CHECK(static_cast<int64_t>(shape.size()) >= t.rank(), opname(a), ": the number of sizes (",
               shape.size(), ") must be at least the tensor's rank ", t.rank());
  int64_t offset = static_cast<int64_t>(shape.size()) - t.rank();
  for (int64_t i = 0; i < static_cast<int64_t>(shape.size()); ++i) {
    int64_t src = i >= offset ? t.shape[i - offset] : -2;
    if (shape[i] == -1) {
      FULGUR_CHECK(src != -2, opname(a), ": -1 is not allowed for a new leading dim (dim ", i, ")");
      shape[i] = src;
    }
    FULGUR_CHECK(src == -2 || src == shape[i] || src == 1, opname(a), ": the expanded size ",
                 shape[i], " must match the existing size ", src, " at dim ", i);
  }
  std::vector<int64_t> bdims;
  for (int64_t i = 0; i < t.rank(); ++i) bdims.push_back(i + offset);
  return call(tb, "prims.broadcast_in_dim", {a["a"], Value::ints(shape), Value::ints(bdims)});
}

Value slice_along(TraceBuilder& tb, const Value& x, int64_t dim, int64_t start, int64_t end) {
  const TensorType& t = ttype(x);
  std::vector<int64_t> s(t.rank(), 0);
  std::vector<int64_t> e = t.shape;
  s[dim] = start;
  e[dim] = end;
  return call(tb, "prims.slice", {x, Value::ints(s), Value::ints(e)});
}

// chunk and split give one tensor per piece: a bound on their count keeps a
// hostile argument (an extent of 2^40 split by 1) from building a trace that
// cannot fit in memory.
constexpr int64_t kMaxPieces = 1 << 16;

Value chunk(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  int64_t chunks = int_arg(a, "chunks");
  FULGUR_CHECK(chunks > 0, opname(a), ": chunks must be positive, got ", chunks);
  FULGUR_CHECK(t.rank() > 0, opname(a), ": cannot chunk a 0-dim tensor");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  int64_t n = t.shape[dim];
  int64_t size = n / chunks + (n % chunks != 0);  // ceil without overflow
  int64_t pieces =
      n == 0 ? chunks : n / std::max<int64_t>(size, 1) + (n % std::max<int64_t>(size, 1) != 0);
  FULGUR_CHECK(pieces <= kMaxPieces, opname(a), ": ", chunks, " chunks of extent ", n,
               " would give ", pieces, " tensors (at most ", kMaxPieces, ")");
  std::vector<Value> out;
  if (n == 0) {
    // torch.chunk of an empty dim gives `chunks` empty pieces.
    for (int64_t i = 0; i < chunks; ++i) out.push_back(slice_along(tb, a["a"], dim, 0, 0));
  } else {
    for (int64_t start = 0; start < n; start += std::min(size, n - start))
      out.push_back(slice_along(tb, a["a"], dim, start, start + std::min(size, n - start)));
  }
  return Value::tuple(std::move(out));
}

Value split(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(t.rank() > 0, opname(a), ": cannot split a 0-dim tensor");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  int64_t n = t.shape[dim];
  const Value& spec = a["split_size_or_sections"];
  std::vector<int64_t> sizes;
  if (spec.is_int()) {
    int64_t s = spec.as_int();
    FULGUR_CHECK(s > 0 || (s == 0 && n == 0), opname(a), ": split_size must be positive, got ", s);
    if (n == 0) sizes.push_back(0);
    FULGUR_CHECK(n == 0 || n / s + (n % s != 0) <= kMaxPieces, opname(a), ": split_size ", s,
                 " of extent ", n, " would give ", n / s + (n % s != 0), " tensors (at most ",
                 kMaxPieces, ")");
    for (int64_t start = 0; start < n; start += std::min(s, n - start))
      sizes.push_back(std::min(s, n - start));
  } else {
    sizes = ints_arg(a, "split_size_or_sections");
    int64_t total = 0;
    for (int64_t s : sizes) {
      FULGUR_CHECK(s >= 0, opname(a), ": negative section size ", s);
      total = checked_add(total, s, "sum of the sections");
    }
    FULGUR_CHECK(total == n, opname(a), ": sections ", shape_string(sizes), " sum to ", total,
                 " but dim ", dim, " has extent ", n);
  }
  std::vector<Value> out;
  int64_t start = 0;
  for (int64_t s : sizes) {
    out.push_back(slice_along(tb, a["a"], dim, start, start + s));
    start += s;
  }
  return Value::tuple(std::move(out));
}

Value cat(TraceBuilder& tb, const BoundArgs& a) {
  const Value& ts = a["tensors"];
  FULGUR_CHECK(ts.is_seq() && !ts.seq().items.empty(), opname(a),
               ": expected a non-empty list of tensors, got ", describe(ts));
  std::vector<const Value*> ops;
  for (const auto& v : ts.seq().items) {
    FULGUR_CHECK(v.is_tensor(), opname(a), ": expected tensors in the list, got ", describe(v));
    ops.push_back(&v);
  }
  TypePromoter p;
  for (const Value* v : ops) p.add_tensor(ttype(*v).dtype, 1);  // cat promotes all alike
  DType dt = p.result();
  const TensorType& first = ttype(*ops[0]);
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), first.rank());
  FULGUR_CHECK(first.rank() > 0, opname(a), ": zero-dimensional tensor cannot be concatenated");
  std::vector<Value> items;
  for (const Value* v : ops) items.push_back(to_dtype(tb, *v, dt));
  return call(tb, "prims.cat", {Value::list(std::move(items)), dim});
}

// to(dtype, non_blocking=False, copy=False), to(device=None, dtype=None,
// non_blocking=False, copy=False) and to(other, non_blocking=False,
// copy=False), positionally or by keyword, as PyTorch accepts them. The
// result is always a new value (copy is then moot); moving between devices
// inside a trace is refused.
Value to(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& t = tensor_arg(a, "a");
  const auto& pos = a["args"].seq().items;
  std::optional<Value> device, dtype, non_blocking, copy;
  auto set = [&](std::optional<Value>& slot, const Value& v, const char* what) {
    FULGUR_CHECK(!slot, op, ": got multiple values for ", what);
    slot = v;
  };
  size_t i = 0;
  if (i < pos.size()) {
    const Value& first = pos[i];
    if (first.is_dtype()) {
      set(dtype, first, "dtype");
      ++i;
    } else if (first.is_str() || first.is_none()) {
      set(device, first, "device");
      ++i;
      if (i < pos.size() && (pos[i].is_dtype() || pos[i].is_none())) set(dtype, pos[i++], "dtype");
    } else if (first.is_tensor()) {
      set(dtype, Value(ttype(first).dtype), "dtype");
      set(device, Value(ttype(first).device.str()), "device");
      ++i;
    } else {
      FULGUR_FAIL(op, ": expected a dtype, a device or a tensor, got ", describe(first));
    }
  }
  if (i < pos.size()) set(non_blocking, pos[i++], "non_blocking");
  if (i < pos.size()) set(copy, pos[i++], "copy");
  FULGUR_CHECK(i == pos.size(), op, ": too many positional arguments (", pos.size(), ")");
  if (!a["dtype"].is_none()) set(dtype, a["dtype"], "dtype");
  if (!a["device"].is_none()) set(device, a["device"], "device");
  for (auto [slot, name] : {std::pair{&non_blocking, "non_blocking"}, std::pair{&copy, "copy"}}) {
    if (!a[name].is_bool() || a[name].as_bool()) set(*slot, a[name], name);
    if (*slot)
      FULGUR_CHECK((*slot)->is_bool(), op, ": ", name, " must be a bool, got ", describe(**slot));
  }
  if (device && !device->is_none()) {
    FULGUR_CHECK(device->is_str(), op, ": expected a device, got ", describe(*device));
    auto d = parse_device(device->as_str());
    FULGUR_CHECK(d, op, ": expected a dtype or device, got ", describe(*device));
    FULGUR_CHECK(
        *d == t.device || (d->is_cuda() && t.device.is_cuda() && device->as_str() == "cuda"), op,
        ": moving between devices (", t.device.str(), " to ", d->str(),
        ") is not supported inside a trace");
  }
  DType dt = t.dtype;
  if (dtype && !dtype->is_none()) {
    FULGUR_CHECK(dtype->is_dtype(), op, ": expected a dtype, got ", describe(*dtype));
    dt = dtype->as_dtype();
  }
  // A conversion to the same dtype still yields a new value: ltorch ops always do.
  return call(tb, "prims.convert_element_type", {a["a"], dt});
}

Value where(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& c = tensor_arg(a, "condition");
  FULGUR_CHECK(c.dtype == DType::b8, opname(a), ": condition must be a bool tensor, got ",
               shape_dtype_string(c));
  check_tensor_or_number(a, "input");
  check_tensor_or_number(a, "other");
  DType dt = promoted_dtype({&a["input"], &a["other"]});
  Shape shape = c.shape;
  for (const char* n : {"input", "other"})
    if (a[n].is_tensor()) shape = broadcast_shapes(opname(a), shape, ttype(a[n]).shape);
  Value cond = broadcast_to(tb, a["condition"], shape);
  Value x = broadcast_to(tb, to_dtype(tb, a["input"], dt), shape);
  Value y = broadcast_to(tb, to_dtype(tb, a["other"], dt), shape);
  return call(tb, "prims.where", {cond, x, y});
}

Value reduce_loss(TraceBuilder& tb, const BoundArgs& a, const Value& loss) {
  std::string red = str_arg(a, "reduction");
  if (red == "none") return loss;
  if (red == "sum") return lt(tb, "sum", {loss});
  FULGUR_CHECK(red == "mean", opname(a), ": reduction must be 'none', 'mean' or 'sum', got '", red,
               "'");
  return lt(tb, "mean", {loss});
}

// size_average and reduce are deprecated in PyTorch; only `reduction` is honoured.
void check_no_legacy(const BoundArgs& a) {
  for (const char* n : {"size_average", "reduce"})
    FULGUR_CHECK(a[n].is_none(), opname(a), ": '", n,
                 "' is deprecated in PyTorch and not supported; use reduction=");
}

Value mse_loss(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& x = tensor_arg(a, "input");
  tensor_arg(a, "target");
  require_float(a, x);
  check_no_legacy(a);
  Value d = lt(tb, "sub", {a["input"], a["target"]});
  return reduce_loss(tb, a, lt(tb, "mul", {d, d}));
}

// The class weights broadcast over input's shape: [1, .., C, .., 1].
Value class_weights(TraceBuilder& tb, const BoundArgs& a, int64_t cdim) {
  const TensorType& x = ttype(a["input"]);
  Shape wshape(x.rank(), 1);
  wshape[cdim] = x.shape[cdim];
  return lt(tb, "reshape", {a["weight"], Value::ints(wshape)});
}

// cross_entropy with probability targets (a float target of input's shape):
// -sum_c w_c t_c log_softmax(x)_c, with t smoothed to (1 - eps) t + eps / C;
// the mean divides by the batch size, as in PyTorch.
Value cross_entropy_probs(TraceBuilder& tb, const BoundArgs& a, int64_t cdim, double eps,
                          const std::string& red) {
  const TensorType& x = ttype(a["input"]);
  const TensorType& tgt = ttype(a["target"]);
  FULGUR_CHECK(tgt.shape == x.shape && tgt.dtype == x.dtype, opname(a),
               ": probability targets must have the input's shape and dtype (",
               shape_dtype_string(x), "), got ", shape_dtype_string(tgt));
  int64_t classes = x.shape[cdim];
  Value logp = lt(tb, "log_softmax", {a["input"], cdim});
  // logp ((1 - eps) t + eps / C) as logp t (1 - eps) + logp eps / C: every
  // pointwise step reads logp, so they join the reduction's fusion region.
  Value prod = lt(tb, "mul", {logp, a["target"]});
  if (eps > 0)
    prod = lt(tb, "add",
              {lt(tb, "mul", {prod, 1.0 - eps}),
               lt(tb, "mul", {logp, eps / static_cast<double>(classes)})});
  if (!a["weight"].is_none()) prod = lt(tb, "mul", {prod, class_weights(tb, a, cdim)});
  Value loss = lt(tb, "neg", {lt(tb, "sum", {prod, cdim})});
  if (red == "none") return loss;
  Value total = lt(tb, "sum", {loss});
  if (red == "sum") return total;
  int64_t batch = classes == 0 ? 0 : x.numel() / classes;
  return lt(tb, "div", {total, static_cast<double>(batch)});
}

Value cross_entropy(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& x = tensor_arg(a, "input");
  const TensorType& tgt = tensor_arg(a, "target");
  require_float(a, x);
  check_no_legacy(a);
  FULGUR_CHECK(x.rank() >= 1, op, ": input must have at least 1 dim");
  double eps = number_arg(a, "label_smoothing");
  FULGUR_CHECK(eps >= 0.0 && eps <= 1.0, op, ": label_smoothing must be between 0.0 and 1.0, got ",
               eps);
  int64_t cdim = x.rank() == 1 ? 0 : 1;
  std::string red = str_arg(a, "reduction");
  FULGUR_CHECK(red == "none" || red == "mean" || red == "sum", op,
               ": reduction must be 'none', 'mean' or 'sum', got '", red, "'");
  if (!a["weight"].is_none()) {
    const TensorType& w = tensor_arg(a, "weight");
    FULGUR_CHECK(w.shape == Shape{x.shape[cdim]}, op, ": weight must have shape [", x.shape[cdim],
                 "], got ", shape_dtype_string(w));
  }
  if (is_float(tgt.dtype)) return cross_entropy_probs(tb, a, cdim, eps, red);
  FULGUR_CHECK(tgt.dtype == DType::i64, op,
               ": expected class indices of dtype i64 or probabilities of the input's dtype as "
               "target, got ",
               shape_dtype_string(tgt));
  Shape expect = x.shape;
  expect.erase(expect.begin() + cdim);
  FULGUR_CHECK(tgt.shape == expect, op, ": target must have shape ", shape_string(expect),
               " for input ", shape_string(x.shape), ", got ", shape_string(tgt.shape));
  int64_t ignore = int_arg(a, "ignore_index");
  Value logp = lt(tb, "log_softmax", {a["input"], cdim});
  Value valid = lt(tb, "ne", {a["target"], ignore});
  Value safe_target = lt(tb, "where", {valid, a["target"], 0});
  Value index = lt(tb, "unsqueeze", {safe_target, cdim});
  Value picked = lt(tb, "squeeze", {call(tb, "prims.take_along_dim", {logp, index, cdim}), cdim});
  Value weight = to_dtype(tb, valid, x.dtype);
  if (!a["weight"].is_none()) {
    Shape wshape(x.rank(), 1);
    wshape[cdim] = x.shape[cdim];
    Value wb = lt(tb, "expand",
                  {lt(tb, "reshape", {a["weight"], Value::ints(wshape)}), Value::ints(x.shape)});
    Value wt = lt(tb, "squeeze", {call(tb, "prims.take_along_dim", {wb, index, cdim}), cdim});
    weight = lt(tb, "mul", {weight, wt});
  }
  Value loss = lt(tb, "mul", {lt(tb, "neg", {picked}), weight});
  if (eps > 0) {
    // Label smoothing with class indices: (1 - eps) nll + eps / C sum_c -w_c
    // logp_c, both zero where the target is ignored; the mean divides both by
    // the weights of the targets, as ATen's cross_entropy_loss_label_smoothing.
    Value wl = a["weight"].is_none() ? logp : lt(tb, "mul", {logp, class_weights(tb, a, cdim)});
    Value smooth = lt(tb, "where", {valid, lt(tb, "neg", {lt(tb, "sum", {wl, cdim})}), 0.0});
    int64_t classes = x.shape[cdim];
    loss = lt(tb, "add",
              {lt(tb, "mul", {loss, 1.0 - eps}),
               lt(tb, "mul", {smooth, eps / static_cast<double>(classes)})});
  }
  if (red == "none") return loss;
  Value total = lt(tb, "sum", {loss});
  if (red == "sum") return total;
  return lt(tb, "div", {total, lt(tb, "sum", {weight})});
}

// Training mode keeps each element with probability 1 - p and scales it by
// 1 / (1 - p). The mask comes from Philox 4x32-10 at a (seed, offset) drawn
// from the process's generator when the program runs (prims.philox_state,
// runtime/philox.h): each call draws new numbers, manual_seed makes the calls
// reproducible, and for a given (seed, offset) and shape the mask is the same
// on every device. Autodiff differentiates the decomposition: the gradient
// is the same mask times 1 / (1 - p). It does not reproduce PyTorch's stream.
Value dropout(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  double p = number_arg(a, "p");
  FULGUR_CHECK(p >= 0 && p <= 1, opname(a),
               ": dropout probability has to be between 0 and 1, but got ", p);
  FULGUR_CHECK(!bool_arg(a, "inplace"), opname(a), ": inplace=True is not supported in traces");
  if (!bool_arg(a, "training") || p == 0)
    return call(tb, "prims.convert_element_type", {a["a"], t.dtype});
  FULGUR_CHECK(is_float(t.dtype), opname(a),
               ": training-mode dropout takes a floating-point "
               "tensor, got ",
               shape_dtype_string(t));
  if (p == 1)
    return call(tb, "prims.full", {Value::ints(t.shape), 0.0},
                {{"device", t.device.str()}, {"dtype", t.dtype}});
  Value state = call(tb, "prims.philox_state", {});
  const auto& sv = state.seq().items;
  Value u = call(tb, "prims.uniform_philox", {Value::ints(t.shape), sv.at(0), sv.at(1)},
                 {{"device", t.device.str()}});
  Value keep = call(tb, "prims.ge", {u, p});
  Value scaled = lt(tb, "mul", {a["a"], 1.0 / (1.0 - p)});
  return lt(tb, "where", {keep, scaled, 0.0});
}

// Integer matmul and linear have no kernel in fulgur: they go through the
// libtorch fallback (runtime/aten_fallback.h), which costs speed, not a
// failure (docs/design.md section 6).
Value integer_library_call(TraceBuilder& tb, const BoundArgs& a, const char* aten,
                           std::vector<Value> args) {
  FULGUR_CHECK(find_symbol(std::string("aten.") + aten), opname(a),
               ": integer operands need the libtorch fallback, which this program does not link");
  for (const Value& v : args)
    if (v.is_tensor())
      FULGUR_CHECK(!is_float(ttype(v).dtype) && ttype(v).dtype == ttype(args[0]).dtype, opname(a),
                   ": expected operands of one dtype, got ", shape_dtype_string(ttype(args[0])),
                   " and ", shape_dtype_string(ttype(v)));
  return call(tb, std::string("aten.") + aten, std::move(args));
}

bool any_integer(const std::vector<const Value*>& vs) {
  for (const Value* v : vs)
    if (v->is_tensor() && !is_float(ttype(*v).dtype)) return true;
  return false;
}

// linear(input, weight, bias=None); a 1-D weight [in] gives input @ weight
// (the last dim reduced) plus bias, as in PyTorch.
Value linear(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& x = tensor_arg(a, "input");
  const TensorType& w = tensor_arg(a, "weight");
  if (any_integer({&a["input"], &a["weight"], &a["bias"]}))
    return integer_library_call(tb, a, "linear", {a["input"], a["weight"], a["bias"]});
  if (w.rank() == 1) {
    FULGUR_CHECK(x.rank() >= 1 && x.shape.back() == w.shape[0], opname(a), ": input ",
                 shape_dtype_string(x), " and weight ", shape_dtype_string(w), " do not match (",
                 x.rank() ? x.shape.back() : 0, " vs ", w.shape[0], " input features)");
    Value y = call(tb, "prims.matmul", {a["input"], a["weight"]});
    if (a["bias"].is_none()) return y;
    const TensorType& b = tensor_arg(a, "bias");
    FULGUR_CHECK(b.rank() == 0 && b.dtype == x.dtype, opname(a),
                 ": with a 1-D weight, bias must be a 0-dim tensor of the input's dtype, got ",
                 shape_dtype_string(b));
    return lt(tb, "add", {y, a["bias"]});
  }
  return call(tb, "prims.linear", {a["input"], a["weight"], a["bias"]});
}

Value matmul(TraceBuilder& tb, const BoundArgs& a) {
  if (any_integer({&a["input"], &a["other"]}))
    return integer_library_call(tb, a, "matmul", {a["input"], a["other"]});
  return call(tb, "prims.matmul", {a["input"], a["other"]});
}

// clamp(input, min=None, max=None): min and max are numbers or tensors and
// take part in type promotion, as in PyTorch; maximum then minimum, so NaN
// propagates and min > max gives max.
Value clamp(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!a["min"].is_none() || !a["max"].is_none(), opname(a),
               ": at least one of 'min' or 'max' must not be None");
  std::vector<const Value*> operands = {&a["a"]};
  for (const char* n : {"min", "max"}) {
    if (a[n].is_none()) continue;
    check_tensor_or_number(a, n);
    operands.push_back(&a[n]);
  }
  DType dt = promoted_dtype(operands);
  FULGUR_CHECK(!is_bool(dt), opname(a),
               ": bool operands are refused, as PyTorch refuses them (input ",
               shape_dtype_string(t), ")");
  Value r = to_dtype(tb, a["a"], dt);
  if (!a["min"].is_none()) r = lt(tb, "maximum", {r, to_dtype(tb, a["min"], dt)});
  if (!a["max"].is_none()) r = lt(tb, "minimum", {r, to_dtype(tb, a["max"], dt)});
  return r;
}

Value square(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  // pow(x, 2): bool squares to int64, as in PyTorch.
  Value x = is_bool(t.dtype) ? to_dtype(tb, a["a"], DType::i64) : a["a"];
  return lt(tb, "mul", {x, x});
}

// rsub(input, other, alpha=1) = other - alpha * input.
Value rsub(TraceBuilder& tb, const BoundArgs& a) {
  tensor_arg(a, "a");
  return lt(tb, "sub", {a["b"], a["a"]}, {{"alpha", a["alpha"]}});
}

Value flatten(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  if (t.rank() == 0) {
    canonical_dim(opname(a), int_arg(a, "start_dim"), 0);
    canonical_dim(opname(a), int_arg(a, "end_dim"), 0);
    return call(tb, "prims.reshape", {a["a"], Value::ints({1})});
  }
  int64_t s = canonical_dim(opname(a), int_arg(a, "start_dim"), t.rank());
  int64_t e = canonical_dim(opname(a), int_arg(a, "end_dim"), t.rank());
  FULGUR_CHECK(s <= e, opname(a), ": start_dim (", int_arg(a, "start_dim"),
               ") cannot come after end_dim (", int_arg(a, "end_dim"), ") for a tensor of rank ",
               t.rank());
  Shape out(t.shape.begin(), t.shape.begin() + s);
  int64_t n = 1;
  for (int64_t i = s; i <= e; ++i)
    n = checked_mul(n, t.shape[i], "flatten: product of the extents");
  out.push_back(n);
  out.insert(out.end(), t.shape.begin() + e + 1, t.shape.end());
  return call(tb, "prims.reshape", {a["a"], Value::ints(out)});
}

Value stack(TraceBuilder& tb, const BoundArgs& a) {
  const Value& ts = a["tensors"];
  FULGUR_CHECK(ts.is_seq() && !ts.seq().items.empty(), opname(a),
               ": expected a non-empty list of tensors, got ", describe(ts));
  const auto& items = ts.seq().items;
  for (size_t i = 0; i < items.size(); ++i) {
    FULGUR_CHECK(items[i].is_tensor(), opname(a), ": expected tensors in the list, got ",
                 describe(items[i]));
    FULGUR_CHECK(ttype(items[i]).shape == ttype(items[0]).shape, opname(a),
                 ": expects each tensor to be equal size, but got ",
                 shape_string(ttype(items[0]).shape), " at entry 0 and ",
                 shape_string(ttype(items[i]).shape), " at entry ", i);
  }
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), ttype(items[0]).rank() + 1);
  std::vector<Value> parts;
  for (const auto& v : items) parts.push_back(lt(tb, "unsqueeze", {v, dim}));
  return lt(tb, "cat", {Value::list(std::move(parts)), dim});
}

// full_like(a, fill_value, *, dtype=None): a tensor of a's shape and device
// (and dtype, unless given) filled with a number: torch.zeros_like /
// ones_like / full_like. It does not read a's values, so it has no gradient
// to a; it keeps a as an operand so that a DTensor's placements carry over.
Value full_like(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const Value& v = a["fill_value"];
  FULGUR_CHECK(v.is_bool() || v.is_int() || v.is_float(), opname(a),
               ": fill_value must be a literal number, got ", describe(v));
  const Value& d = a["dtype"];
  FULGUR_CHECK(d.is_none() || d.is_dtype(), opname(a), ": dtype must be a dtype or None, got ",
               describe(d));
  return call(tb, "prims.full", {Value::ints(t.shape), v},
              {{"device", t.device.str()}, {"dtype", d.is_none() ? t.dtype : d.as_dtype()}});
}

// masked_fill(input, mask, value): the result keeps input's dtype; value is a
// number or a 0-dim tensor converted to it.
Value masked_fill(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const TensorType& m = tensor_arg(a, "mask");
  FULGUR_CHECK(m.dtype == DType::b8, opname(a), ": expected a bool mask, got ",
               shape_dtype_string(m));
  check_tensor_or_number(a, "value");
  Value v = a["value"];
  if (v.is_tensor()) {
    FULGUR_CHECK(ttype(v).rank() == 0, opname(a),
                 ": only supports a 0-dimensional value tensor, but got one with ", ttype(v).rank(),
                 " dimension(s)");
    v = to_dtype(tb, v, t.dtype);
  } else if (is_bool(t.dtype)) {
    FULGUR_CHECK(v.is_bool() || v.is_int() || v.is_float(), opname(a),
                 ": a value for a bool tensor must be a literal number, got ", describe(v));
    v = Value(v.is_bool() ? v.as_bool() : v.is_int() ? v.as_int() != 0 : v.as_float() != 0.0);
  } else if (!is_float(t.dtype) && number_kind(v) == ScalarKind::Float) {
    FULGUR_CHECK(v.is_float() && std::isfinite(v.as_float()), opname(a),
                 ": a value for an integer tensor must be a finite literal number, got ",
                 describe(v));
    v = Value(static_cast<int64_t>(std::trunc(v.as_float())));
  } else {
    v = to_dtype(tb, v, t.dtype);
  }
  return lt(tb, "where", {a["mask"], v, a["a"]});
}

// tril/triu: where(col - row <= diagonal, x, 0) (>= for triu) on the last two dims.
Value tri(TraceBuilder& tb, const BoundArgs& a, bool lower) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(t.rank() >= 2, opname(a), ": input tensor must have at least 2 dimensions, got ",
               shape_dtype_string(t));
  int64_t diagonal = int_arg(a, "diagonal");
  int64_t r = t.rank();
  int64_t n = t.shape[r - 2], m = t.shape[r - 1];
  std::vector<std::pair<std::string, Value>> kw = {{"device", t.device.str()},
                                                   {"dtype", DType::i64}};
  Value rows = call(tb, "prims.iota", {n}, kw);
  Value cols = call(tb, "prims.iota", {m}, kw);
  Shape nm = {n, m};
  rows = call(tb, "prims.broadcast_in_dim", {rows, Value::ints(nm), Value::ints({0})});
  cols = call(tb, "prims.broadcast_in_dim", {cols, Value::ints(nm), Value::ints({1})});
  Value d = lt(tb, "sub", {cols, rows});
  Value keep = lt(tb, lower ? "le" : "ge", {d, diagonal});
  Value zero = is_bool(t.dtype) ? Value(false) : Value(int64_t{0});
  return lt(tb, "where", {keep, a["a"], zero});
}

Value std_impl(TraceBuilder& tb, const BoundArgs& a) {
  if (auto r = unbiased_overload(tb, a)) return *r;
  const TensorType& t = tensor_arg(a, "a");
  return to_dtype(tb, lt(tb, "sqrt", {var_core(tb, a)}), t.dtype);
}

// logsumexp(input, dim, keepdim=False): max-subtracted, so large inputs do not
// overflow; an infinite max is replaced by 0 (all -inf rows give -inf).
Value logsumexp(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!a["dim"].is_seq() || !a["dim"].seq().items.empty(), opname(a),
               ": dim must name at least one dim, got ", describe(a["dim"]));
  auto dims = reduction_dims(a, "dim", t.rank());
  std::sort(dims.begin(), dims.end());
  bool keepdim = bool_arg(a, "keepdim");
  DType out = is_float(t.dtype) ? t.dtype : DType::f32;
  DType ct = compute_dtype(out);
  Value x = to_dtype(tb, a["a"], ct);
  Value m = lt(tb, "amax", {x, Value::ints(dims), true});
  double big = ct == DType::f64 ? std::numeric_limits<double>::max()
                                : static_cast<double>(std::numeric_limits<float>::max());
  m = lt(tb, "where", {lt(tb, "le", {lt(tb, "abs", {m}), big}), m, 0.0});
  Value s = lt(tb, "sum", {lt(tb, "exp", {lt(tb, "sub", {x, m})}), Value::ints(dims)},
               {{"keepdim", keepdim}});
  Value mk = keepdim || t.rank() == 0 ? m : lt(tb, "squeeze", {m, Value::ints(dims)});
  return to_dtype(tb, lt(tb, "add", {lt(tb, "log", {s}), mk}), out);
}

// argmax/argmin(input, dim=None, keepdim=False) from existing reductions:
// the smallest index where the row's extremum sits, amin(where(x == m, iota,
// n)). NaN counts as the extremum, as in PyTorch: amax/amin propagate it and
// x != x marks where it is. dim=None reduces the flattened tensor.
Value arg_extremum(TraceBuilder& tb, const BoundArgs& a, bool is_max) {
  const TensorType& t = tensor_arg(a, "a");
  FULGUR_CHECK(!is_bool(t.dtype), opname(a), ": does not support bool input");
  bool keepdim = bool_arg(a, "keepdim");
  Value x = a["a"];
  int64_t dim = 0;
  if (a["dim"].is_none()) {
    FULGUR_CHECK(t.numel() > 0, opname(a),
                 ": expected reduction dim to be specified for an input with no elements, got ",
                 shape_dtype_string(t));
    x = call(tb, "prims.reshape", {x, Value::ints({t.numel()})});
  } else if (t.rank() == 0) {
    canonical_dim(opname(a), int_arg(a, "dim"), 0);
    x = call(tb, "prims.reshape", {x, Value::ints({1})});
  } else {
    dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
    FULGUR_CHECK(t.shape[dim] > 0, opname(a), ": expected reduction dim ", dim,
                 " to have non-zero size, got ", shape_dtype_string(t));
  }
  const TensorType& xt = ttype(x);
  int64_t n = xt.shape[dim];
  Value m = lt(tb, is_max ? "amax" : "amin", {x, Value::ints({dim}), true});
  Value hit = lt(tb, "eq", {x, m});
  if (is_float(t.dtype)) hit = lt(tb, "logical_or", {hit, lt(tb, "ne", {x, x})});
  Value iota = call(tb, "prims.iota", {n}, {{"device", t.device.str()}, {"dtype", DType::i64}});
  iota = call(tb, "prims.broadcast_in_dim", {iota, Value::ints(xt.shape), Value::ints({dim})});
  Value idx = lt(tb, "where", {hit, iota, n});
  bool flat_keep = keepdim && a["dim"].is_none();
  Value r = lt(tb, "amin", {idx, Value::ints({dim}), keepdim && !flat_keep && t.rank() > 0});
  if (flat_keep) r = call(tb, "prims.reshape", {r, Value::ints(Shape(t.rank(), 1))});
  if (t.rank() == 0 && !a["dim"].is_none()) r = call(tb, "prims.reshape", {r, Value::ints({})});
  return r;
}

// max/min(input), max/min(input, dim, keepdim) -> (values, indices) and
// max/min(input, other) = maximum/minimum, as torch.max's three forms. The
// values are x at the index (a sum over a one-hot where, exact, fusible), so
// their gradient goes to that one element as PyTorch's does, not split over ties.
Value max_min(TraceBuilder& tb, const BoundArgs& a, bool is_max) {
  const TensorType& t = tensor_arg(a, "a");
  const Value& d = a["dim"];
  if (d.is_tensor()) {
    FULGUR_CHECK(!bool_arg(a, "keepdim"), opname(a),
                 ": keepdim is not an argument of the "
                 "elementwise form (input, other)");
    return lt(tb, is_max ? "maximum" : "minimum", {a["a"], d});
  }
  if (d.is_none()) {
    FULGUR_CHECK(!bool_arg(a, "keepdim"), opname(a),
                 ": keepdim needs a dim (the reduction over every dim returns a 0-dim tensor)");
    FULGUR_CHECK(t.numel() > 0, opname(a), ": expected a tensor with elements, got ",
                 shape_dtype_string(t));
    return lt(tb, is_max ? "amax" : "amin", {a["a"]});
  }
  bool keepdim = bool_arg(a, "keepdim");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  // argmax does not take bool; u8 orders bools the same.
  Value xi = is_bool(t.dtype) ? to_dtype(tb, a["a"], DType::u8) : a["a"];
  const char* arg = is_max ? "argmax" : "argmin";
  if (t.rank() == 0) {
    Value idx = lt(tb, arg, {xi, dim, keepdim});
    return Value::tuple({call(tb, "prims.convert_element_type", {a["a"], t.dtype}), idx});
  }
  Value idx = lt(tb, arg, {xi, dim, true});
  Value values;
  if (is_bool(t.dtype)) {
    values = lt(tb, is_max ? "amax" : "amin", {a["a"], Value::ints({dim}), keepdim});
  } else {
    Value iota =
        call(tb, "prims.iota", {t.shape[dim]}, {{"device", t.device.str()}, {"dtype", DType::i64}});
    iota = call(tb, "prims.broadcast_in_dim", {iota, Value::ints(t.shape), Value::ints({dim})});
    Value zero = is_float(t.dtype) ? Value(-0.0) : Value(int64_t{0});
    Value picked = lt(tb, "where", {lt(tb, "eq", {iota, idx}), a["a"], zero});
    values = to_dtype(tb, lt(tb, "sum", {picked, Value::ints({dim}), keepdim}), t.dtype);
  }
  if (!keepdim) idx = lt(tb, "squeeze", {idx, dim});
  return Value::tuple({values, idx});
}

void require_index(const BoundArgs& a, const char* name, bool int32_ok) {
  const TensorType& i = tensor_arg(a, name);
  FULGUR_CHECK(i.dtype == DType::i64 || (int32_ok && i.dtype == DType::i32), opname(a), ": ", name,
               " must be an ", int32_ok ? "int64 or int32" : "int64", " tensor, got ",
               shape_dtype_string(i));
}

// index_select(input, dim, index): take_along_dim with the 1-D index
// broadcast over the other dims.
Value index_select(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  require_index(a, "index", true);
  const TensorType& i = ttype(a["index"]);
  FULGUR_CHECK(i.rank() <= 1, opname(a), ": index must be 0-dim or 1-dim, got ",
               shape_dtype_string(i));
  FULGUR_CHECK(t.rank() > 0, opname(a), ": a 0-dim input is not supported yet");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  Shape out = t.shape;
  out[dim] = i.rank() == 0 ? 1 : i.shape[0];
  Value idx =
      call(tb, "prims.broadcast_in_dim",
           {to_dtype(tb, a["index"], DType::i64), Value::ints(out),
            Value::ints(i.rank() == 0 ? std::vector<int64_t>{} : std::vector<int64_t>{dim})});
  return call(tb, "prims.take_along_dim", {a["a"], idx, dim});
}

// gather(input, dim, index): out[..i..] = input[..index[..i..]..] along dim;
// index may be smaller than input in the other dims, so input is sliced to it.
Value gather(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  require_index(a, "index", false);
  const TensorType& i = ttype(a["index"]);
  FULGUR_CHECK(!bool_arg(a, "sparse_grad"), opname(a), ": sparse_grad=True is not supported");
  FULGUR_CHECK(i.rank() == t.rank(), opname(a),
               ": index must have as many dims as input, got index ", shape_dtype_string(i),
               " and input ", shape_dtype_string(t));
  FULGUR_CHECK(t.rank() > 0, opname(a), ": a 0-dim input is not supported yet");
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  std::vector<int64_t> start(t.rank(), 0);
  Shape end = t.shape;
  for (int64_t d = 0; d < t.rank(); ++d) {
    if (d == dim) continue;
    FULGUR_CHECK(i.shape[d] <= t.shape[d], opname(a), ": index ", shape_string(i.shape),
                 " is larger than input ", shape_string(t.shape), " in dim ", d);
    end[d] = i.shape[d];
  }
  Value x = end == t.shape
                ? a["a"]
                : call(tb, "prims.slice", {a["a"], Value::ints(start), Value::ints(end)});
  return call(tb, "prims.take_along_dim", {x, a["index"], dim});
}

// scatter_add(input, dim, index, src): input with src[i] added at
// input[.., index[i], ..] along dim, for i over index's extents (src may be
// larger: only its leading part is read, as in PyTorch). An index outside
// [0, input.size(dim)) is an error when the op runs.
Value scatter_add(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& t = tensor_arg(a, "a");
  require_index(a, "index", false);
  const TensorType& i = ttype(a["index"]);
  const TensorType& src = tensor_arg(a, "src");
  FULGUR_CHECK(src.dtype == t.dtype, op, ": expected self.dtype to be equal to src.dtype, got ",
               dtype_short_name(t.dtype), " and ", dtype_short_name(src.dtype));
  FULGUR_CHECK(i.rank() == t.rank() && src.rank() == t.rank(), op,
               ": index, input and src must have the same number of dims, got index ",
               shape_dtype_string(i), ", input ", shape_dtype_string(t), " and src ",
               shape_dtype_string(src));
  FULGUR_CHECK(t.rank() > 0, op, ": a 0-dim input is not supported yet");
  int64_t dim = canonical_dim(op, int_arg(a, "dim"), t.rank());
  for (int64_t d = 0; d < t.rank(); ++d) {
    FULGUR_CHECK(i.shape[d] <= src.shape[d], op, ": index ", shape_string(i.shape),
                 " is larger than src ", shape_string(src.shape), " in dim ", d);
    FULGUR_CHECK(d == dim || i.shape[d] <= t.shape[d], op, ": index ", shape_string(i.shape),
                 " is larger than input ", shape_string(t.shape), " in dim ", d);
  }
  Value s = a["src"];
  if (src.shape != i.shape)
    s = call(tb, "prims.slice",
             {s, Value::ints(std::vector<int64_t>(t.shape.size(), 0)), Value::ints(i.shape)});
  return call(tb, "prims.scatter_add", {a["a"], a["index"], s, dim});
}

// embedding(input, weight): weight's rows picked by the indices,
// index_select on the flattened indices reshaped to input.shape + [D].
Value embedding(TraceBuilder& tb, const BoundArgs& a) {
  require_index(a, "input", true);
  const TensorType& w = tensor_arg(a, "weight");
  const TensorType& i = ttype(a["input"]);
  FULGUR_CHECK(w.rank() == 2, opname(a), ": weight must be 2-D, got ", shape_dtype_string(w));
  FULGUR_CHECK(a["padding_idx"].is_none() && a["max_norm"].is_none() &&
                   !bool_arg(a, "scale_grad_by_freq") && !bool_arg(a, "sparse"),
               opname(a),
               ": padding_idx, max_norm, scale_grad_by_freq and sparse are not supported yet");
  Value flat = call(tb, "prims.reshape", {a["input"], Value::ints({i.numel()})});
  Value rows = lt(tb, "index_select", {a["weight"], 0, flat});
  Shape out = i.shape;
  out.push_back(w.shape[1]);
  return call(tb, "prims.reshape", {rows, Value::ints(out)});
}

// cumsum(input, dim, *, dtype=None) as a masked sum: out[i] = sum_j x[j] *
// (j <= i), over an extra dim of extent n. O(n^2) work along dim, but one
// fused region in both code generators and an exact gradient (the reverse
// cumsum) through the decomposition; no scan in the kernel IR yet.
Value cumsum(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  DType out = !a["dtype"].is_none() ? dtype_arg(a, "dtype")
              : is_float(t.dtype)   ? t.dtype
                                    : DType::i64;
  Value x = to_dtype(tb, a["a"], compute_dtype(out));
  if (t.rank() == 0) {
    canonical_dim(opname(a), int_arg(a, "dim"), 0);
    return to_dtype(tb, call(tb, "prims.convert_element_type", {x, ttype(x).dtype}), out);
  }
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  int64_t n = t.shape[dim];
  Shape wide = t.shape;
  wide.insert(wide.begin() + dim, n);  // [.., i, j, ..]: j is x's dim
  std::vector<int64_t> bdims;
  for (int64_t d = 0; d < t.rank(); ++d) bdims.push_back(d < dim ? d : d + 1);
  Value xb = call(tb, "prims.broadcast_in_dim", {x, Value::ints(wide), Value::ints(bdims)});
  std::vector<std::pair<std::string, Value>> kw = {{"device", t.device.str()},
                                                   {"dtype", DType::i64}};
  Shape nn = {n, n};
  Value i = call(tb, "prims.broadcast_in_dim",
                 {call(tb, "prims.iota", {n}, kw), Value::ints(nn), Value::ints({0})});
  Value j = call(tb, "prims.broadcast_in_dim",
                 {call(tb, "prims.iota", {n}, kw), Value::ints(nn), Value::ints({1})});
  Shape mshape(wide.size(), 1);
  mshape[dim] = n;
  mshape[dim + 1] = n;
  Value mask = call(tb, "prims.reshape", {lt(tb, "le", {j, i}), Value::ints(mshape)});
  Value zero = is_float(ttype(x).dtype) ? Value(0.0) : Value(int64_t{0});
  Value picked = lt(tb, "where", {mask, xb, zero});
  return to_dtype(tb, lt(tb, "sum", {picked, dim + 1}, {{"dtype", ttype(x).dtype}}), out);
}

void require_batched_matrices(const BoundArgs& a, const char* name) {
  const TensorType& t = tensor_arg(a, name);
  FULGUR_CHECK(t.rank() == 3, opname(a), ": ", name, " must be a 3-D tensor, got ",
               shape_dtype_string(t));
}

// bmm(input, mat2): [B, N, M] @ [B, M, P] with one dtype, as PyTorch
// requires (no promotion, no broadcasting of the batch).
Value bmm(TraceBuilder& tb, const BoundArgs& a) {
  require_batched_matrices(a, "input");
  require_batched_matrices(a, "mat2");
  const TensorType& x = ttype(a["input"]);
  const TensorType& y = ttype(a["mat2"]);
  FULGUR_CHECK(x.shape[0] == y.shape[0] && x.shape[2] == y.shape[1], opname(a),
               ": batch1 and batch2 do not fit: ", shape_string(x.shape), " @ ",
               shape_string(y.shape), " (expected [B, N, M] @ [B, M, P])");
  FULGUR_CHECK(x.dtype == y.dtype, opname(a), ": expected both tensors to have one dtype, got ",
               dtype_short_name(x.dtype), " and ", dtype_short_name(y.dtype));
  return call(tb, "prims.matmul", {a["input"], a["mat2"]});
}

// baddbmm(input, batch1, batch2, *, beta=1, alpha=1) = beta input + alpha
// (batch1 @ batch2); input broadcasts to the product's shape and, with beta
// 0, is not read (its NaNs do not propagate), as in PyTorch.
Value baddbmm(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& in = tensor_arg(a, "input");
  require_batched_matrices(a, "batch1");
  require_batched_matrices(a, "batch2");
  const TensorType& x = ttype(a["batch1"]);
  const TensorType& y = ttype(a["batch2"]);
  FULGUR_CHECK(x.shape[0] == y.shape[0] && x.shape[2] == y.shape[1], opname(a),
               ": batch1 and batch2 do not fit: ", shape_string(x.shape), " @ ",
               shape_string(y.shape), " (expected [B, N, M] @ [B, M, P])");
  FULGUR_CHECK(in.dtype == x.dtype && x.dtype == y.dtype, opname(a),
               ": expected input, batch1 and batch2 to have one dtype, got ",
               dtype_short_name(in.dtype), ", ", dtype_short_name(x.dtype), " and ",
               dtype_short_name(y.dtype));
  Shape out = {x.shape[0], x.shape[1], y.shape[2]};
  FULGUR_CHECK(broadcast_shapes(opname(a), in.shape, out) == out, opname(a), ": input ",
               shape_string(in.shape), " does not broadcast to the product's shape ",
               shape_string(out));
  for (const char* n : {"beta", "alpha"})
    FULGUR_CHECK(a[n].is_number(), opname(a), ": ", n, " must be a number, got ", describe(a[n]));
  // bf16 and f16 compute in f32 and round once at the end, as ATen's kernel
  // does (a bf16 product rounded before the add was a rounding step off).
  const bool narrow = x.dtype == DType::bf16 || x.dtype == DType::f16;
  auto wide = [&](const Value& v) { return narrow ? to_dtype(tb, v, DType::f32) : v; };
  Value m = call(tb, "prims.matmul", {wide(a["batch1"]), wide(a["batch2"])});
  if (!(a["alpha"] == Value(1))) m = lt(tb, "mul", {m, a["alpha"]});
  if (a["beta"] == Value(0) || a["beta"] == Value(0.0))
    return to_dtype(tb, broadcast_to(tb, m, out), x.dtype);
  Value input = wide(a["input"]);
  Value bi = a["beta"] == Value(1) ? input : lt(tb, "mul", {input, a["beta"]});
  return to_dtype(tb, lt(tb, "add", {bi, m}), x.dtype);
}

// scaled_dot_product_attention(query, key, value, attn_mask=None,
// dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
// softmax(q k^T scale + mask) v, computed in f32 for f16/bf16. The causal
// mask is tril(ones(L, S)) (top-left aligned) as in PyTorch; a bool mask
// keeps where True, a float mask is added. Rows with every score masked
// give 0, as PyTorch's math path (_safe_softmax) does, with a gradient of 0.
Value sdpa(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& q = tensor_arg(a, "query");
  const TensorType& k = tensor_arg(a, "key");
  const TensorType& v = tensor_arg(a, "value");
  for (const TensorType* t : {&q, &k, &v}) {
    require_float(a, *t);
    FULGUR_CHECK(t->rank() >= 2, op, ": query, key and value need at least 2 dims, got ",
                 shape_dtype_string(*t));
  }
  FULGUR_CHECK(q.dtype == k.dtype && k.dtype == v.dtype, op,
               ": expected query, key and value to have one dtype, got ", dtype_short_name(q.dtype),
               ", ", dtype_short_name(k.dtype), " and ", dtype_short_name(v.dtype));
  int64_t L = q.shape[q.rank() - 2], E = q.shape.back(), S = k.shape[k.rank() - 2];
  FULGUR_CHECK(k.shape.back() == E, op, ": query and key must have one embedding size, got ",
               shape_string(q.shape), " and ", shape_string(k.shape));
  FULGUR_CHECK(v.shape[v.rank() - 2] == S, op,
               ": key and value must have one sequence length, got ", shape_string(k.shape),
               " and ", shape_string(v.shape));
  double p = number_arg(a, "dropout_p");
  FULGUR_CHECK(p == 0.0, op, ": dropout_p other than 0.0 is not supported (got ", p,
               ") inside scaled_dot_product_attention yet; apply ltorch.dropout to the attention "
               "weights of a decomposed attention instead");
  bool causal = bool_arg(a, "is_causal");
  const Value& mask = a["attn_mask"];
  FULGUR_CHECK(!(causal && !mask.is_none()), op,
               ": attn_mask and is_causal cannot both be set, as in PyTorch");
  DType ct = compute_dtype(q.dtype);
  Value qc = to_dtype(tb, a["query"], ct);
  Value kc = to_dtype(tb, a["key"], ct);
  Value vc = to_dtype(tb, a["value"], ct);
  if (bool_arg(a, "enable_gqa")) {
    // Grouped-query attention: each key/value head serves q.size(-3) /
    // k.size(-3) query heads, as repeat_interleave along dim -3 gives them.
    FULGUR_CHECK(q.rank() >= 3 && k.rank() >= 3 && v.rank() >= 3, op,
                 ": enable_gqa needs a heads dim (-3) in query, key and value");
    int64_t hq = q.shape[q.rank() - 3], hk = k.shape[k.rank() - 3], hv = v.shape[v.rank() - 3];
    FULGUR_CHECK(hk > 0 && hv == hk && hq % hk == 0, op, ": with enable_gqa the query heads (", hq,
                 ") must be a multiple of the key and value heads (", hk, " and ", hv, ")");
    auto repeat = [&](const Value& t) {
      const Shape& sh = ttype(t).shape;
      int64_t r = static_cast<int64_t>(sh.size());
      Shape wide = sh;
      wide.insert(wide.begin() + (r - 2), hq / hk);  // [.., Hk, G, S, E]
      std::vector<int64_t> bdims;
      for (int64_t d = 0; d < r; ++d) bdims.push_back(d < r - 2 ? d : d + 1);
      Value e = call(tb, "prims.broadcast_in_dim", {t, Value::ints(wide), Value::ints(bdims)});
      Shape out = sh;
      out[static_cast<size_t>(r - 3)] = hq;
      return call(tb, "prims.reshape", {e, Value::ints(out)});
    };
    if (hq != hk) {
      kc = repeat(kc);
      vc = repeat(vc);
    }
  }
  double scale =
      a["scale"].is_none() ? 1.0 / std::sqrt(static_cast<double>(E)) : number_arg(a, "scale");
  Value s = lt(tb, "mul", {lt(tb, "matmul", {qc, lt(tb, "transpose", {kc, -2, -1})}), scale});
  const double ninf = -std::numeric_limits<double>::infinity();
  if (causal) {
    Value ones = call(tb, "prims.full", {Value::ints({L, S}), true},
                      {{"device", q.device.str()}, {"dtype", DType::b8}});
    Value keep = lt(tb, "tril", {ones});
    s = lt(tb, "where", {keep, s, ninf});
  } else if (!mask.is_none()) {
    const TensorType& m = tensor_arg(a, "attn_mask");
    Shape sshape = ttype(s).shape;
    FULGUR_CHECK(broadcast_shapes(op, m.shape, sshape) == sshape, op, ": attn_mask ",
                 shape_string(m.shape), " does not broadcast to the scores' shape ",
                 shape_string(sshape));
    if (is_bool(m.dtype)) {
      s = lt(tb, "where", {mask, s, ninf});
    } else {
      FULGUR_CHECK(m.dtype == q.dtype, op, ": a float attn_mask must have the query's dtype (",
                   dtype_short_name(q.dtype), "), got ", shape_dtype_string(m));
      s = lt(tb, "add", {s, to_dtype(tb, mask, ct)});
    }
  }
  Value attn = lt(tb, "_safe_softmax", {s, -1});
  return to_dtype(tb, lt(tb, "matmul", {attn, vc}), q.dtype);
}

// _safe_softmax(a, dim): softmax, with 0 for a row whose every element is
// -inf (PyTorch's aten::_safe_softmax, what the math path of
// scaled_dot_product_attention uses for fully masked rows). An op of its
// own so that autodiff takes softmax's rule, (g - sum(g y)) y, rather than
// differentiating the max-shift (whose gradient is zero) op by op.
Value safe_softmax(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  require_float(a, t);
  int64_t dim = canonical_dim(opname(a), int_arg(a, "dim"), t.rank());
  const double ninf = -std::numeric_limits<double>::infinity();
  Value x = to_dtype(tb, a["a"], compute_dtype(t.dtype));
  Value d = Value::ints({dim});
  Value mx = lt(tb, "amax", {x, d, true});
  Value shift = lt(tb, "where", {lt(tb, "ne", {mx, ninf}), mx, 0.0});
  Value e = lt(tb, "exp", {lt(tb, "sub", {x, shift})});
  Value sum = lt(tb, "sum", {e, d, true});
  Value den = lt(tb, "where", {lt(tb, "eq", {sum, 0.0}), 1.0, sum});
  return to_dtype(tb, lt(tb, "div", {e, den}), t.dtype);
}

// round(input, *, decimals=0): with decimals, PyTorch's round_decimals:
// round(x * 10^d) / 10^d, or round(x / 10^-d) * 10^-d for negative d (half
// to even), computed in f32 for f16/bf16.
Value round_decimals(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  int64_t d = int_arg(a, "decimals");
  FULGUR_CHECK(!is_bool(t.dtype), opname(a), ": not defined for bool tensors");
  if (!is_float(t.dtype)) {
    FULGUR_CHECK(d == 0, opname(a), ": decimals is not supported for integer tensors (got ",
                 shape_dtype_string(t), ")");
    return call(tb, "prims.convert_element_type", {a["a"], t.dtype});  // identity on integers
  }
  if (d == 0) return call(tb, "prims.round", {a["a"]});
  FULGUR_CHECK(d >= -308 && d <= 308, opname(a), ": decimals out of range, got ", d);
  double p = std::pow(10.0, static_cast<double>(d < 0 ? -d : d));
  Value x = to_dtype(tb, a["a"], compute_dtype(t.dtype));
  Value r = d > 0 ? lt(tb, "div", {lt(tb, "round", {lt(tb, "mul", {x, p})}), p})
                  : lt(tb, "mul", {lt(tb, "round", {lt(tb, "div", {x, p})}), p});
  return to_dtype(tb, r, t.dtype);
}

// Creation ops: full(size, fill_value), ones(*size), zeros(*size) and
// arange(start, end=None, step=1), each with keyword dtype= and device=.
Device creation_device(const BoundArgs& a) {
  if (a["device"].is_none()) return Device::cpu();
  std::string s = str_arg(a, "device");
  auto d = parse_device(s);
  FULGUR_CHECK(d, opname(a), ": expected a device such as 'cpu' or 'cuda:0', got '", s, "'");
  return *d;
}

// A literal number as the fill value of a `dt` tensor.
Value fill_as(const Value& v, DType dt) {
  double x = v.is_bool()  ? (v.as_bool() ? 1.0 : 0.0)
             : v.is_int() ? static_cast<double>(v.as_int())
                          : v.as_float();
  if (is_bool(dt)) return Value(x != 0.0);
  if (!is_float(dt)) return Value(static_cast<int64_t>(x));
  return Value(x);
}

Value full_impl(TraceBuilder& tb, const BoundArgs& a, const Shape& shape, const Value& fill) {
  for (int64_t e : shape)
    FULGUR_CHECK(e >= 0, opname(a), ": negative extent in ", shape_string(shape));
  checked_product(shape, "the number of elements");
  FULGUR_CHECK(fill.is_number(), opname(a), ": expected a number to fill with, got ",
               describe(fill));
  DType dt;
  if (!a["dtype"].is_none()) {
    dt = dtype_arg(a, "dtype");
  } else {
    ScalarKind k = number_kind(fill);
    dt = k == ScalarKind::Bool ? DType::b8 : k == ScalarKind::Int ? DType::i64 : DType::f32;
  }
  Value f = fill.is_proxy() ? fill : fill_as(fill, dt);
  return call(tb, "prims.full", {Value::ints(shape), f},
              {{"device", creation_device(a).str()}, {"dtype", dt}});
}

double literal_number(const BoundArgs& a, const char* name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_bool() || v.is_int() || v.is_float(), opname(a), ": ", name,
               " must be a literal number (the length must be known when tracing), got ",
               describe(v));
  return v.is_float() ? v.as_float() : v.is_int() ? static_cast<double>(v.as_int()) : v.as_bool();
}

Value arange(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  bool one_arg = a["end"].is_none();
  const char* start_name = "start";
  double start = one_arg ? 0.0 : literal_number(a, start_name);
  double end = one_arg ? literal_number(a, "start") : literal_number(a, "end");
  double step = literal_number(a, "step");
  FULGUR_CHECK(step != 0, op, ": step must be nonzero");
  FULGUR_CHECK(std::isfinite(start) && std::isfinite(end), op, ": unsupported range: ", start,
               " -> ", end);
  FULGUR_CHECK((step > 0 && end >= start) || (step < 0 && end <= start), op,
               ": upper bound and lower bound inconsistent with step sign");
  double len = std::ceil((end - start) / step);
  FULGUR_CHECK(len < 9.2e18, op, ": the range has too many elements (", len, ")");
  int64_t n = static_cast<int64_t>(len);
  bool any_float = a["start"].is_float() || a["end"].is_float() || a["step"].is_float();
  DType dt = !a["dtype"].is_none() ? dtype_arg(a, "dtype") : any_float ? DType::f32 : DType::i64;
  FULGUR_CHECK(
      !is_bool(dt), op,
      ": bool is not a dtype arange can make (PyTorch: \"arange_cpu\" not implemented for 'Bool')");
  std::string dev = creation_device(a).str();
  // An integer dtype counts in integers, as ATen does: start and step are
  // converted to the dtype first (truncated toward zero), the length comes
  // from the numbers as given (arange(-2.5, 3, 1, dtype=int64) is -2..3).
  if (!is_float(dt))
    return call(tb, "prims.iota", {n},
                {{"start", static_cast<int64_t>(std::trunc(start))},
                 {"step", static_cast<int64_t>(std::trunc(step))},
                 {"device", dev},
                 {"dtype", dt}});
  // start + step * i in f64, then rounded once, as ATen computes it.
  Value i = call(tb, "prims.iota", {n}, {{"device", dev}, {"dtype", DType::i64}});
  Value x = lt(tb, "add", {lt(tb, "mul", {to_dtype(tb, i, DType::f64), step}), start});
  return to_dtype(tb, x, dt);
}

// In-place variants (abs_, add_, ...): the functional op, cast to the
// tensor's dtype, written into it with prims.copy_ (docs/aliasing.md: the
// write is the copy_'s, passes see it through written()). PyTorch's rules:
// the result must keep the tensor's shape (no broadcasting of self) and be
// castable to its dtype (no float into an integer tensor, nothing into a
// bool one but bool).
bool can_cast(DType from, DType to) {
  if (is_float(from) && !is_float(to)) return false;
  if (!is_bool(from) && is_bool(to)) return false;
  return true;
}

Value inplace(TraceBuilder& tb, const BoundArgs& a, const std::string& base) {
  const TensorType& t = tensor_arg(a, "a");
  const Symbol& f = get_symbol("ltorch." + base);
  std::vector<Value> args;
  std::vector<std::pair<std::string, Value>> kwargs;
  for (size_t i = 0; i < f.params.size(); ++i) {
    if (f.params[i].kind == ParamKind::KeywordOnly)
      kwargs.emplace_back(f.params[i].name, a.at(i));
    else
      args.push_back(a.at(i));
  }
  Value r = call(tb, "ltorch." + base, std::move(args), std::move(kwargs));
  const TensorType& rt = ttype(r);
  FULGUR_CHECK(rt.shape == t.shape, opname(a), ": output with shape ", shape_string(t.shape),
               " doesn't match the broadcast shape ", shape_string(rt.shape));
  FULGUR_CHECK(can_cast(rt.dtype, t.dtype), opname(a), ": result type ", dtype_short_name(rt.dtype),
               " can't be cast to the desired output type ", dtype_short_name(t.dtype));
  return call(tb, "prims.copy_", {to_dtype(tb, r, t.dtype), a["a"]});
}

// Each ltorch op's parameters, for the in-place variants defined after them
// (the registry cannot be asked while it is being filled).
std::map<std::string, std::vector<Param>>& ltorch_params() {
  static std::map<std::string, std::vector<Param>> m;
  return m;
}

void define_ltorch(const char* name, std::vector<Param> params, MetaFn meta) {
  ltorch_params()[name] = params;
  define("ltorch", name, std::move(params), std::move(meta));
}

}  // namespace

namespace detail {
void register_ltorch() {
  static const char* kIntToFloat[] = {"exp", "exp2", "log",  "log1p", "sqrt",    "rsqrt",
                                      "sin", "cos",  "tanh", "erf",   "sigmoid", "reciprocal"};
  for (const UnaryPrim& u : kUnaryPrims) {
    Promotion kind = Promotion::Default;
    for (const char* f : kIntToFloat)
      if (std::string(f) == u.name) kind = Promotion::IntToFloat;
    if (u.bool_result) kind = Promotion::AlwaysBool;
    std::string prim = u.name;
    if (prim == "round") {
      define_ltorch("round", {req("a"), kwonly("decimals", 0)}, round_decimals);
      continue;
    }
    define_ltorch(u.name, {req("a")}, [prim, kind](TraceBuilder& tb, const BoundArgs& a) {
      if (a["a"].is_number()) return elementwise(tb, a, prim, {"a"}, kind);
      const TensorType& t = tensor_arg(a, "a");
      if (kind == Promotion::Default && !is_float(t.dtype) &&
          (prim == "floor" || prim == "ceil" || prim == "round"))
        return call(tb, "prims.convert_element_type", {a["a"], t.dtype});  // identity on integers
      return elementwise(tb, a, prim, {"a"}, kind);
    });
  }
  for (const BinaryPrim& b : kBinaryPrims) {
    std::string prim = b.name;
    if (prim == "add" || prim == "sub") {
      define_ltorch(b.name, {req("a"), req("b"), kwonly("alpha", 1)},
                    [prim](TraceBuilder& tb, const BoundArgs& a) -> Value {
                      const Value& alpha = a["alpha"];
                      FULGUR_CHECK(alpha.is_number(), opname(a), ": alpha must be a number, got ",
                                   describe(alpha));
                      if (prim == "sub")
                        for (const char* n : {"a", "b"})
                          FULGUR_CHECK(
                              !(a[n].is_tensor() && is_bool(ttype(a[n]).dtype)), opname(a),
                              ": subtraction with a bool tensor is not supported (use logical_not "
                              "to invert a mask)");
                      if (alpha == Value(1))
                        return elementwise(tb, a, prim, {"a", "b"}, Promotion::Default);
                      // alpha scales b in the result's dtype, as in PyTorch: scaling a
                      // u8 b by -1 in u8 first wrapped (i32 - u8 * -1 gave a - (256 - b)).
                      DType dt = promoted_dtype({&a["a"], &a["b"]});
                      FULGUR_CHECK(is_float(dt) || !alpha.is_float(), opname(a),
                                   ": for integral input tensors, alpha must not be a "
                                   "floating-point number, got ",
                                   describe(alpha));
                      Value b = a["b"];
                      if (b.is_tensor() && ttype(b).dtype != dt) b = to_dtype(tb, b, dt);
                      Value scaled = lt(tb, "mul", {b, alpha});
                      return lt(tb, prim.c_str(), {a["a"], scaled});
                    });
      continue;
    }
    if (prim == "div") {
      define_ltorch(
          "div", {req("a"), req("b"), kwonly("rounding_mode", None{})},
          [](TraceBuilder& tb, const BoundArgs& a) -> Value {
            const Value& mode = a["rounding_mode"];
            if (mode.is_none()) return elementwise(tb, a, "div", {"a", "b"}, Promotion::IntToFloat);
            FULGUR_CHECK(mode.is_str() && (mode.as_str() == "trunc" || mode.as_str() == "floor"),
                         opname(a), ": rounding_mode must be None, 'trunc' or 'floor', got ",
                         describe(mode));
            DType dt = promoted_dtype({&a["a"], &a["b"]});
            if (!is_float(dt)) {
              FULGUR_CHECK(mode.as_str() == "trunc", opname(a),
                           ": rounding_mode='floor' on integer tensors is not supported yet");
              return elementwise(tb, a, "div", {"a", "b"}, Promotion::Default);
            }
            if (mode.as_str() == "floor") return floor_divide(tb, a, dt);
            Value q = elementwise(tb, a, "div", {"a", "b"}, Promotion::Default);
            // trunc(q) = sign(q) * floor(|q|)
            return lt(tb, "mul", {lt(tb, "sign", {q}), lt(tb, "floor", {lt(tb, "abs", {q})})});
          });
      continue;
    }
    Promotion kind = b.bool_result ? Promotion::AlwaysBool : Promotion::Default;
    define_ltorch(b.name, {req("a"), req("b")}, [prim, kind](TraceBuilder& tb, const BoundArgs& a) {
      if (prim == "bitwise_and") {
        DType dt = promoted_dtype({&a["a"], &a["b"]});
        FULGUR_CHECK(!is_float(dt), opname(a), ": not defined for floating-point operands (",
                     dtype_short_name(dt), ")");
      }
      return elementwise(tb, a, prim, {"a", "b"}, kind);
    });
  }
  define_ltorch("where", {req("condition"), req("input"), req("other")}, where);
  define_ltorch("relu", {req("a"), opt("inplace", false)},
                [](TraceBuilder& tb, const BoundArgs& a) {
                  const TensorType& t = tensor_arg(a, "a");
                  FULGUR_CHECK(!is_bool(t.dtype), opname(a), ": not defined for bool tensors");
                  FULGUR_CHECK(!bool_arg(a, "inplace"), opname(a),
                               ": inplace=True is not supported in traces");
                  return call(tb, "prims.maximum", {a["a"], 0});
                });
  define_ltorch("gelu", {req("a"), kwonly("approximate", "none")}, gelu);
  define_ltorch("silu", {req("a"), opt("inplace", false)}, silu);
  define_ltorch("softmax", {req("a"), req("dim"), opt("dtype", None{})},
                [](TraceBuilder& tb, const BoundArgs& a) { return softmax_like(tb, a, false); });
  define_ltorch("log_softmax", {req("a"), req("dim"), opt("dtype", None{})},
                [](TraceBuilder& tb, const BoundArgs& a) { return softmax_like(tb, a, true); });
  define_ltorch("_safe_softmax", {req("a"), req("dim")}, safe_softmax);
  define_ltorch("layer_norm",
                {req("input"), req("normalized_shape"), opt("weight", None{}), opt("bias", None{}),
                 opt("eps", 1e-5)},
                layer_norm);
  define_ltorch("rms_norm",
                {req("input"), req("normalized_shape"), opt("weight", None{}), opt("eps", None{})},
                rms_norm);
  define_ltorch("linear", {req("input"), req("weight"), opt("bias", None{})}, linear);
  define_ltorch("matmul", {req("input"), req("other")}, matmul);
  define_ltorch("sum",
                {req("a"), opt("dim", None{}), opt("keepdim", false), kwonly("dtype", None{})},
                [](TraceBuilder& tb, const BoundArgs& a) { return reduce(tb, a, "sum"); });
  define_ltorch("prod",
                {req("a"), opt("dim", None{}), opt("keepdim", false), kwonly("dtype", None{})},
                [](TraceBuilder& tb, const BoundArgs& a) {
                  FULGUR_CHECK(a["dim"].is_none() || a["dim"].is_int(), opname(a),
                               ": dim must be an int or None, got ", describe(a["dim"]));
                  return reduce(tb, a, "prod");
                });
  define_ltorch("amax", {req("a"), opt("dim", Value::tuple({})), opt("keepdim", false)},
                [](TraceBuilder& tb, const BoundArgs& a) { return reduce(tb, a, "amax"); });
  define_ltorch("amin", {req("a"), opt("dim", Value::tuple({})), opt("keepdim", false)},
                [](TraceBuilder& tb, const BoundArgs& a) { return reduce(tb, a, "amin"); });
  define_ltorch(
      "mean", {req("a"), opt("dim", None{}), opt("keepdim", false), kwonly("dtype", None{})},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const TensorType& t = tensor_arg(a, "a");
        DType out = a["dtype"].is_none() ? t.dtype : dtype_arg(a, "dtype");
        FULGUR_CHECK(is_float(out), opname(a),
                     ": could not infer output dtype; input dtype must be floating point, got ",
                     shape_dtype_string(t));
        auto dims = reduction_dims(a, "dim", t.rank());
        Value x = to_dtype(tb, a["a"], compute_dtype(out));
        return to_dtype(tb, mean_impl(tb, x, dims, bool_arg(a, "keepdim")), out);
      });
  define_ltorch("var",
                {req("a"), opt("dim", None{}), opt("unbiased", None{}), opt("keepdim", false),
                 kwonly("correction", None{})},
                var_impl);
  define_ltorch("reshape", {req("a"), varargs("shape")}, reshape);
  define_ltorch("view", {req("a"), varargs("shape")}, reshape);
  define_ltorch("permute", {req("a"), varargs("dims")}, permute);
  define_ltorch("transpose", {req("a"), req("dim0"), req("dim1")}, transpose);
  define_ltorch("unsqueeze", {req("a"), req("dim")}, unsqueeze);
  define_ltorch("squeeze", {req("a"), opt("dim", None{})}, squeeze);
  define_ltorch("expand", {req("a"), varargs("shape")}, expand);
  define_ltorch("chunk", {req("a"), req("chunks"), opt("dim", 0)}, chunk);
  define_ltorch("split", {req("a"), req("split_size_or_sections"), opt("dim", 0)}, split);
  define_ltorch("cat", {req("tensors"), opt("dim", 0)}, cat);
  define_ltorch("to",
                {req("a"), varargs("args"), kwonly("device", None{}), kwonly("dtype", None{}),
                 kwonly("non_blocking", false), kwonly("copy", false)},
                to);
  define_ltorch("mse_loss",
                {req("input"), req("target"), opt("size_average", None{}), opt("reduce", None{}),
                 opt("reduction", "mean")},
                mse_loss);
  define_ltorch("cross_entropy",
                {req("input"), req("target"), opt("weight", None{}), opt("size_average", None{}),
                 opt("ignore_index", -100), opt("reduce", None{}), opt("reduction", "mean"),
                 opt("label_smoothing", 0.0)},
                cross_entropy);
  define_ltorch("dropout", {req("a"), opt("p", 0.5), opt("training", true), opt("inplace", false)},
                dropout);
  define_ltorch("clamp", {req("a"), opt("min", None{}), opt("max", None{})}, clamp);
  define_ltorch("square", {req("a")}, square);
  define_ltorch("rsub", {req("a"), req("b"), kwonly("alpha", 1)}, rsub);
  define_ltorch("flatten", {req("a"), opt("start_dim", 0), opt("end_dim", -1)}, flatten);
  define_ltorch("stack", {req("tensors"), opt("dim", 0)}, stack);
  define_ltorch("masked_fill", {req("a"), req("mask"), req("value")}, masked_fill);
  define_ltorch("full_like", {req("a"), req("fill_value"), kwonly("dtype", None{})}, full_like);
  define_ltorch("tril", {req("a"), opt("diagonal", 0)},
                [](TraceBuilder& tb, const BoundArgs& a) { return tri(tb, a, true); });
  define_ltorch("triu", {req("a"), opt("diagonal", 0)},
                [](TraceBuilder& tb, const BoundArgs& a) { return tri(tb, a, false); });
  define_ltorch("std",
                {req("a"), opt("dim", None{}), opt("unbiased", None{}), opt("keepdim", false),
                 kwonly("correction", None{})},
                std_impl);
  define_ltorch("logsumexp", {req("a"), req("dim"), opt("keepdim", false)}, logsumexp);
  define_ltorch("argmax", {req("a"), opt("dim", None{}), opt("keepdim", false)},
                [](TraceBuilder& tb, const BoundArgs& a) { return arg_extremum(tb, a, true); });
  define_ltorch("cumsum", {req("a"), req("dim"), kwonly("dtype", None{})}, cumsum);
  define_ltorch("index_select", {req("a"), req("dim"), req("index")}, index_select);
  define_ltorch("scatter_add", {req("a"), req("dim"), req("index"), req("src")}, scatter_add);
  define_ltorch("gather", {req("a"), req("dim"), req("index"), kwonly("sparse_grad", false)},
                gather);
  define_ltorch("embedding",
                {req("input"), req("weight"), opt("padding_idx", None{}), opt("max_norm", None{}),
                 opt("norm_type", 2.0), opt("scale_grad_by_freq", false), opt("sparse", false)},
                embedding);
  define_ltorch("max", {req("a"), opt("dim", None{}), opt("keepdim", false)},
                [](TraceBuilder& tb, const BoundArgs& a) { return max_min(tb, a, true); });
  define_ltorch("min", {req("a"), opt("dim", None{}), opt("keepdim", false)},
                [](TraceBuilder& tb, const BoundArgs& a) { return max_min(tb, a, false); });
  define_ltorch("bmm", {req("input"), req("mat2")}, bmm);
  define_ltorch("full",
                {req("size"), req("fill_value"), kwonly("dtype", None{}), kwonly("device", None{})},
                [](TraceBuilder& tb, const BoundArgs& a) {
                  return full_impl(tb, a, ints_arg(a, "size", true), a["fill_value"]);
                });
  for (auto [name, fill] : {std::pair{"ones", 1}, std::pair{"zeros", 0}})
    define_ltorch(name, {varargs("size"), kwonly("dtype", None{}), kwonly("device", None{})},
                  [fill](TraceBuilder& tb, const BoundArgs& a) {
                    Value f = a["dtype"].is_none() ? Value(static_cast<double>(fill)) : Value(fill);
                    return full_impl(tb, a, ints_arg(a, "size"), f);
                  });
  define_ltorch("arange",
                {req("start"), opt("end", None{}), opt("step", 1), kwonly("dtype", None{}),
                 kwonly("device", None{})},
                arange);
  define_ltorch("baddbmm",
                {req("input"), req("batch1"), req("batch2"), kwonly("beta", 1), kwonly("alpha", 1)},
                baddbmm);
  define_ltorch(
      "scaled_dot_product_attention",
      {req("query"), req("key"), req("value"), opt("attn_mask", None{}), opt("dropout_p", 0.0),
       opt("is_causal", false), kwonly("scale", None{}), kwonly("enable_gqa", false)},
      sdpa);
  define_ltorch("argmin", {req("a"), opt("dim", None{}), opt("keepdim", false)},
                [](TraceBuilder& tb, const BoundArgs& a) { return arg_extremum(tb, a, false); });
  // In-place variants, with their functional op's parameters.
  std::vector<std::string> inplace_ops = {"add", "sub",  "mul",   "div",
                                          "pow", "fmod", "clamp", "masked_fill"};
  for (const UnaryPrim& u : kUnaryPrims) inplace_ops.emplace_back(u.name);
  for (const std::string& base : inplace_ops) {
    define_ltorch((base + "_").c_str(), ltorch_params().at(base),
                  [base](TraceBuilder& tb, const BoundArgs& a) { return inplace(tb, a, base); });
  }
}
}  // namespace detail

}  // namespace fulgur
