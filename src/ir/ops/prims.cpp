// prims: the primitive ops. They neither broadcast nor promote: operands of
// an elementwise prim have one shape and one dtype (Python numbers may stand
// for tensors). ltorch ops make their arguments fit and decompose into these.
#include <algorithm>

#include "ir/checked_math.h"
#include "ir/ops/common.h"
#include "ir/ops/prim_tables.h"
#include "ir/ops/registry_helpers.h"

namespace fulgur {
namespace {

using namespace ops;

TensorType out_like(const TensorType& t, DType dtype) {
  TensorType out;
  out.shape = t.shape;
  out.dtype = dtype;
  out.device = t.device;
  return out;
}

TensorType out_of(const Shape& shape, DType dtype, Device device) {
  TensorType out;
  out.shape = shape;
  out.dtype = dtype;
  out.device = device;
  return out;
}

Value unary_meta(TraceBuilder& tb, const BoundArgs& a, const UnaryPrim& info) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  if (info.float_only)
    FULGUR_CHECK(is_float(t.dtype), op, ": expected a floating-point tensor, got ",
                 shape_dtype_string(t), " (ltorch.", info.name, " converts integers to float)");
  if (info.no_bool) FULGUR_CHECK(!is_bool(t.dtype), op, ": not defined for bool tensors");
  return tb.new_tensor(out_like(t, info.bool_result ? DType::b8 : t.dtype));
}

// Checks the operands of an elementwise prim and returns the tensor they
// agree on (shape, dtype, device); `what` lists the operand names.
const TensorType* common_operand(const BoundArgs& a, const std::vector<std::string>& names) {
  const std::string op = opname(a);
  const TensorType* ref = nullptr;
  std::string ref_name;
  for (const auto& n : names) {
    check_tensor_or_number(a, n);
    const Value& v = a[n];
    if (!v.is_tensor()) continue;
    const TensorType& t = v.proxy()->tensor();
    FULGUR_CHECK(!t.dtensor, op, ": prims take local tensors, got a DTensor for '", n, "'");
    if (!ref) {
      ref = &t;
      ref_name = n;
      continue;
    }
    FULGUR_CHECK(t.shape == ref->shape, op, ": prims do not broadcast: '", ref_name, "' has shape ",
                 shape_string(ref->shape), " but '", n, "' has shape ", shape_string(t.shape));
    FULGUR_CHECK(t.device == ref->device, op,
                 ": operands on different devices: ", ref->device.str(), " and ", t.device.str());
  }
  return ref;
}

Value binary_meta(TraceBuilder& tb, const BoundArgs& a, const BinaryPrim& info) {
  const std::string op = opname(a);
  const TensorType* ref = common_operand(a, {"a", "b"});
  FULGUR_CHECK(ref, op, ": expected at least one tensor operand, got ", describe(a["a"]), " and ",
               describe(a["b"]));
  const Value& x = a["a"];
  const Value& y = a["b"];
  if (x.is_tensor() && y.is_tensor())
    FULGUR_CHECK(ttype(x).dtype == ttype(y).dtype, op, ": prims do not promote: dtypes ",
                 dtype_short_name(ttype(x).dtype), " and ", dtype_short_name(ttype(y).dtype),
                 " differ");
  DType dt = ref->dtype;
  for (const Value* v : {&x, &y}) {
    if (v->is_tensor()) continue;
    ScalarKind k = number_kind(*v);
    FULGUR_CHECK(!(k == ScalarKind::Float && !is_float(dt)), op, ": a float number with a ",
                 dtype_short_name(dt), " tensor (ltorch promotes the tensor first)");
  }
  if (info.int_only)
    FULGUR_CHECK(!is_float(dt), op, ": expected integer or bool tensors, got ",
                 dtype_short_name(dt));
  if (info.float_only)
    FULGUR_CHECK(is_float(dt), op, ": expected floating-point tensors, got ", dtype_short_name(dt));
  return tb.new_tensor(out_like(*ref, info.bool_result ? DType::b8 : dt));
}

Value where_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& pred = tensor_arg(a, "pred");
  FULGUR_CHECK(pred.dtype == DType::b8, op, ": expected a bool condition, got ",
               shape_dtype_string(pred));
  const TensorType* ref = common_operand(a, {"pred", "a", "b"});
  const Value& x = a["a"];
  const Value& y = a["b"];
  DType dt;
  if (x.is_tensor() && y.is_tensor()) {
    FULGUR_CHECK(ttype(x).dtype == ttype(y).dtype, op, ": prims do not promote: dtypes ",
                 dtype_short_name(ttype(x).dtype), " and ", dtype_short_name(ttype(y).dtype),
                 " differ");
    dt = ttype(x).dtype;
  } else if (x.is_tensor() || y.is_tensor()) {
    dt = ttype(x.is_tensor() ? x : y).dtype;
  } else {
    TypePromoter p;
    p.add_scalar(number_kind(x));
    p.add_scalar(number_kind(y));
    dt = p.result();
  }
  return tb.new_tensor(out_like(*ref, dt));
}

Value reduction_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  auto dims = ints_arg(a, "dims");
  for (int64_t d : dims)
    FULGUR_CHECK(d >= 0 && d < t.rank(), op, ": dim ", d, " is out of range for rank ", t.rank(),
                 " (prims take non-negative dims)");
  std::vector<int64_t> sorted = dims;
  std::sort(sorted.begin(), sorted.end());
  FULGUR_CHECK(std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end(), op,
               ": repeated dim in ", value_repr(a["dims"]));
  FULGUR_CHECK(!is_bool(t.dtype) || a.symbol().name == "amax" || a.symbol().name == "amin", op,
               ": not defined for bool tensors (ltorch converts them first)");
  Shape out;
  for (int64_t i = 0; i < t.rank(); ++i)
    if (!std::binary_search(sorted.begin(), sorted.end(), i)) out.push_back(t.shape[i]);
  return tb.new_tensor(out_of(out, t.dtype, t.device));
}

Value broadcast_in_dim_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  auto shape = ints_arg(a, "shape");
  auto bdims = ints_arg(a, "broadcast_dimensions");
  FULGUR_CHECK(static_cast<int64_t>(bdims.size()) == t.rank(), op, ": broadcast_dimensions has ",
               bdims.size(), " entries but the input has rank ", t.rank());
  for (size_t i = 0; i < bdims.size(); ++i) {
    int64_t d = bdims[i];
    FULGUR_CHECK(d >= 0 && d < static_cast<int64_t>(shape.size()), op, ": broadcast dimension ", d,
                 " is out of range for the output rank ", shape.size());
    FULGUR_CHECK(i == 0 || d > bdims[i - 1], op, ": broadcast_dimensions must increase, got ",
                 value_repr(a["broadcast_dimensions"]));
    FULGUR_CHECK(t.shape[i] == shape[d] || t.shape[i] == 1, op, ": input dim ", i, " of extent ",
                 t.shape[i], " cannot broadcast to extent ", shape[d]);
  }
  for (int64_t e : shape) FULGUR_CHECK(e >= 0, op, ": negative extent in ", shape_string(shape));
  return tb.new_tensor(out_of(shape, t.dtype, t.device));
}

Value reshape_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  auto shape = ints_arg(a, "shape");
  int64_t n = 1;
  for (int64_t e : shape) {
    FULGUR_CHECK(e >= 0, op, ": negative extent in ", shape_string(shape),
                 " (prims.reshape takes explicit extents; ltorch.reshape infers -1)");
    n = checked_mul(n, e, "prims.reshape: product of the extents");
  }
  FULGUR_CHECK(n == t.numel(), op, ": shape ", shape_string(shape),
               " is invalid for input of size ", t.numel());
  return tb.new_tensor(out_of(shape, t.dtype, t.device));
}

Value transpose_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  auto perm = ints_arg(a, "permutation");
  FULGUR_CHECK(static_cast<int64_t>(perm.size()) == t.rank(), op, ": permutation ",
               value_repr(a["permutation"]), " does not match rank ", t.rank());
  std::vector<bool> seen(perm.size(), false);
  Shape out;
  for (int64_t p : perm) {
    FULGUR_CHECK(p >= 0 && p < t.rank() && !seen[p], op, ": ", value_repr(a["permutation"]),
                 " is not a permutation of range(", t.rank(), ")");
    seen[p] = true;
    out.push_back(t.shape[p]);
  }
  return tb.new_tensor(out_of(out, t.dtype, t.device));
}

Value slice_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  auto start = ints_arg(a, "start_indices");
  auto end = ints_arg(a, "end_indices");
  std::vector<int64_t> step(t.rank(), 1);
  if (!a["strides"].is_none()) step = ints_arg(a, "strides");
  FULGUR_CHECK(static_cast<int64_t>(start.size()) == t.rank() &&
                   static_cast<int64_t>(end.size()) == t.rank() &&
                   static_cast<int64_t>(step.size()) == t.rank(),
               op, ": start, end and strides need one entry per dim (rank ", t.rank(), ")");
  Shape out;
  for (int64_t i = 0; i < t.rank(); ++i) {
    FULGUR_CHECK(0 <= start[i] && start[i] <= end[i] && end[i] <= t.shape[i], op, ": dim ", i,
                 ": need 0 <= start <= end <= ", t.shape[i], ", got start ", start[i], ", end ",
                 end[i]);
    FULGUR_CHECK(step[i] >= 1, op, ": dim ", i, ": stride must be positive, got ", step[i]);
    int64_t n = end[i] - start[i];
    out.push_back(n / step[i] + (n % step[i] != 0));  // ceil, without overflow for huge steps
  }
  return tb.new_tensor(out_of(out, t.dtype, t.device));
}

Value cat_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const Value& ts = a["tensors"];
  FULGUR_CHECK(ts.is_seq() && !ts.seq().items.empty(), op,
               ": expected a non-empty list of tensors, got ", describe(ts));
  const auto& items = ts.seq().items;
  for (const auto& v : items)
    FULGUR_CHECK(v.is_tensor(), op, ": expected tensors in the list, got ", describe(v));
  const TensorType& first = ttype(items[0]);
  int64_t dim = int_arg(a, "dim");
  FULGUR_CHECK(dim >= 0 && dim < first.rank(), op, ": dim ", dim, " out of range for rank ",
               first.rank());
  Shape out = first.shape;
  out[dim] = 0;
  for (size_t i = 0; i < items.size(); ++i) {
    const TensorType& t = ttype(items[i]);
    FULGUR_CHECK(t.dtype == first.dtype, op, ": prims do not promote: tensor ", i, " is ",
                 dtype_short_name(t.dtype), ", tensor 0 is ", dtype_short_name(first.dtype));
    FULGUR_CHECK(t.rank() == first.rank(), op, ": tensor ", i, " has rank ", t.rank(),
                 ", tensor 0 has rank ", first.rank());
    for (int64_t d = 0; d < t.rank(); ++d)
      FULGUR_CHECK(d == dim || t.shape[d] == first.shape[d], op,
                   ": sizes must match except in dim ", dim, ": tensor ", i, " is ",
                   shape_string(t.shape), ", tensor 0 is ", shape_string(first.shape));
    out[dim] += t.shape[dim];
  }
  return tb.new_tensor(out_of(out, first.dtype, first.device));
}

Value squeeze_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& t = tensor_arg(a, "a");
  const std::string op = opname(a);
  auto dims = ints_arg(a, "dims");
  std::vector<bool> drop(t.rank(), false);
  for (int64_t d : dims) {
    FULGUR_CHECK(d >= 0 && d < t.rank(), op, ": dim ", d, " out of range for rank ", t.rank());
    FULGUR_CHECK(t.shape[d] == 1, op, ": dim ", d, " has extent ", t.shape[d], ", expected 1");
    drop[d] = true;
  }
  Shape out;
  for (int64_t i = 0; i < t.rank(); ++i)
    if (!drop[i]) out.push_back(t.shape[i]);
  return tb.new_tensor(out_of(out, t.dtype, t.device));
}

Value linear_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& x = tensor_arg(a, "a");
  const TensorType& w = tensor_arg(a, "w");
  FULGUR_CHECK(x.rank() >= 1, op, ": input must have at least 1 dim, got ", shape_dtype_string(x));
  FULGUR_CHECK(w.rank() == 2, op, ": weight must be 2-D [out, in], got ", shape_dtype_string(w));
  FULGUR_CHECK(x.shape.back() == w.shape[1], op, ": input ", shape_dtype_string(x), " and weight ",
               shape_dtype_string(w), " do not match (", x.shape.back(), " vs ", w.shape[1],
               " input features)");
  FULGUR_CHECK(x.dtype == w.dtype, op, ": input is ", dtype_short_name(x.dtype), " but weight is ",
               dtype_short_name(w.dtype));
  FULGUR_CHECK(is_float(x.dtype), op, ": expected floating-point tensors, got ",
               dtype_short_name(x.dtype));
  FULGUR_CHECK(x.device == w.device, op, ": input on ", x.device.str(), ", weight on ",
               w.device.str());
  if (!a["bias"].is_none()) {
    const TensorType& b = tensor_arg(a, "bias");
    FULGUR_CHECK(b.rank() == 1 && b.shape[0] == w.shape[0], op, ": bias must be [", w.shape[0],
                 "], got ", shape_dtype_string(b));
    FULGUR_CHECK(b.dtype == x.dtype, op, ": bias is ", dtype_short_name(b.dtype), " but input is ",
                 dtype_short_name(x.dtype));
  }
  Shape out = x.shape;
  out.back() = w.shape[0];
  return tb.new_tensor(out_of(out, x.dtype, x.device));
}

}  // namespace

Shape matmul_shape(const std::string& op, const Shape& a, const Shape& b) {
  FULGUR_CHECK(!a.empty() && !b.empty(), op, ": both arguments need at least 1 dim, got ",
               shape_string(a), " and ", shape_string(b));
  int64_t k_a = a.back();
  int64_t k_b = b.size() == 1 ? b[0] : b[b.size() - 2];
  FULGUR_CHECK(k_a == k_b, op, ": shapes ", shape_string(a), " and ", shape_string(b),
               " cannot be multiplied (", k_a, " vs ", k_b, ")");
  Shape batch_a(a.begin(), a.end() - std::min<size_t>(a.size(), 2));
  Shape batch_b(b.begin(), b.end() - std::min<size_t>(b.size(), 2));
  Shape out = broadcast_shapes(op, batch_a, batch_b);
  if (a.size() >= 2) out.push_back(a[a.size() - 2]);
  if (b.size() >= 2) out.push_back(b.back());
  return out;
}

namespace {

Value matmul_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& x = tensor_arg(a, "a");
  const TensorType& y = tensor_arg(a, "b");
  FULGUR_CHECK(x.dtype == y.dtype, op, ": dtypes ", dtype_short_name(x.dtype), " and ",
               dtype_short_name(y.dtype), " differ");
  FULGUR_CHECK(is_float(x.dtype), op, ": expected floating-point tensors, got ",
               dtype_short_name(x.dtype));
  FULGUR_CHECK(x.device == y.device, op, ": operands on ", x.device.str(), " and ", y.device.str());
  return tb.new_tensor(out_of(matmul_shape(op, x.shape, y.shape), x.dtype, x.device));
}

Device device_arg(const BoundArgs& a, std::string_view name) {
  std::string s = str_arg(a, name);
  auto d = parse_device(s);
  FULGUR_CHECK(d, opname(a), ": expected a device such as 'cpu' or 'cuda:0', got '", s, "'");
  return *d;
}

Value full_meta(TraceBuilder& tb, const BoundArgs& a) {
  auto shape = ints_arg(a, "shape");
  for (int64_t e : shape)
    FULGUR_CHECK(e >= 0, opname(a), ": negative extent in ", shape_string(shape));
  FULGUR_CHECK(a["fill_value"].is_number(), opname(a), ": expected a number for 'fill_value', got ",
               describe(a["fill_value"]));
  return tb.new_tensor(out_of(shape, dtype_arg(a, "dtype"), device_arg(a, "device")));
}

Value iota_meta(TraceBuilder& tb, const BoundArgs& a) {
  int64_t n = int_arg(a, "length");
  FULGUR_CHECK(n >= 0, opname(a), ": negative length ", n);
  int_arg(a, "start");
  int_arg(a, "step");
  DType dt = dtype_arg(a, "dtype");
  FULGUR_CHECK(!is_bool(dt), opname(a), ": bool is not a valid iota dtype");
  return tb.new_tensor(out_of({n}, dt, device_arg(a, "device")));
}

Value copy_meta(TraceBuilder& tb, const BoundArgs& a) {
  const TensorType& src = tensor_arg(a, "copy_from");
  const TensorType& dst = tensor_arg(a, "copy_to");
  FULGUR_CHECK(src.shape == dst.shape && src.dtype == dst.dtype, opname(a), ": copy_from is ",
               shape_dtype_string(src), " but copy_to is ", shape_dtype_string(dst));
  FULGUR_CHECK(!dst.strides || !may_overlap(dst.shape, *dst.strides), opname(a),
               ": copy_to has strides ", shape_string(*dst.strides), " on shape ",
               shape_string(dst.shape),
               ", whose elements may share memory; a copy into it would be ill-defined");
  return tb.new_tensor(out_like(dst, dst.dtype));
}

Value take_along_dim_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& t = tensor_arg(a, "a");
  const TensorType& idx = tensor_arg(a, "indices");
  int64_t dim = int_arg(a, "dim");
  FULGUR_CHECK(is_int(idx.dtype), op, ": indices must be integers, got ",
               dtype_short_name(idx.dtype));
  FULGUR_CHECK(idx.rank() == t.rank(), op, ": indices have rank ", idx.rank(), ", input has rank ",
               t.rank());
  FULGUR_CHECK(dim >= 0 && dim < std::max<int64_t>(t.rank(), 1), op, ": dim ", dim,
               " out of range for rank ", t.rank());
  for (int64_t d = 0; d < t.rank(); ++d)
    FULGUR_CHECK(d == dim || idx.shape[d] == t.shape[d], op, ": indices ", shape_string(idx.shape),
                 " must match the input ", shape_string(t.shape), " except in dim ", dim);
  return tb.new_tensor(out_of(idx.shape, t.dtype, t.device));
}

Value check_meta(TraceBuilder&, const BoundArgs&) {
  return None{};
}

}  // namespace

namespace detail {
void register_prims() {
  for (const UnaryPrim& u : kUnaryPrims)
    define(
        "prims", u.name, {req("a")},
        [&u](TraceBuilder& tb, const BoundArgs& a) { return unary_meta(tb, a, u); },
        kTagElementwise);
  for (const BinaryPrim& b : kBinaryPrims)
    define(
        "prims", b.name, {req("a"), req("b")},
        [&b](TraceBuilder& tb, const BoundArgs& a) { return binary_meta(tb, a, b); },
        kTagElementwise);
  define("prims", "where", {req("pred"), req("a"), req("b")}, where_meta, kTagElementwise);
  define(
      "prims", "convert_element_type", {req("a"), req("dtype")},
      [](TraceBuilder& tb, const BoundArgs& a) -> Value {
        const TensorType& t = tensor_arg(a, "a");
        return tb.new_tensor(out_like(t, dtype_arg(a, "dtype")));
      },
      kTagElementwise);
  define("prims", "broadcast_in_dim", {req("a"), req("shape"), req("broadcast_dimensions")},
         broadcast_in_dim_meta, kTagShape);
  define("prims", "reshape", {req("a"), req("shape")}, reshape_meta, kTagShape);
  define("prims", "transpose", {req("a"), req("permutation")}, transpose_meta, kTagShape);
  define("prims", "slice",
         {req("a"), req("start_indices"), req("end_indices"), opt("strides", None{})}, slice_meta,
         kTagShape);
  define("prims", "cat", {req("tensors"), req("dim")}, cat_meta, kTagShape);
  define("prims", "squeeze", {req("a"), req("dims")}, squeeze_meta, kTagShape);
  for (const char* r : {"sum", "amax", "amin", "prod"})
    define("prims", r, {req("a"), req("dims")}, reduction_meta, kTagReduction);
  define("prims", "linear", {req("a"), req("w"), req("bias")}, linear_meta, kTagLibraryCall);
  define("prims", "matmul", {req("a"), req("b")}, matmul_meta, kTagLibraryCall);
  define("prims", "full",
         {req("shape"), req("fill_value"), kwonly("device", "cpu"), kwonly("dtype", DType::f32)},
         full_meta, kTagCreation);
  define("prims", "iota",
         {req("length"), kwonly("start", 0), kwonly("step", 1), kwonly("device", "cpu"),
          kwonly("dtype", DType::i64)},
         iota_meta, kTagCreation);
  define("prims", "copy_", {req("copy_from"), req("copy_to")}, copy_meta, kTagSideEffect).writes = {
      "copy_to"};
  define("prims", "take_along_dim", {req("a"), req("indices"), req("dim")}, take_along_dim_meta);
  const uint32_t check = kTagCheck | kTagSideEffect;
  define("prims", "check_len", {req("args"), req("length")}, check_meta, check);
  define(
      "prims", "check_tensor_shape_and_metadata",
      {req("t"), req("shape"), req("device"), req("dtype"), req("requires_grad")},
      [](TraceBuilder&, const BoundArgs& a) -> Value {
        const Value& t = a["t"];
        FULGUR_CHECK(t.is_tensor(), opname(a), ": expected a tensor, got ", describe(t));
        ints_arg(a, "shape");
        str_arg(a, "device");
        dtype_arg(a, "dtype");
        bool_arg(a, "requires_grad");
        return None{};
      },
      check);
  define(
      "prims", "check_dtensor_spec_repr", {req("spec"), req("repr")},
      [](TraceBuilder&, const BoundArgs& a) -> Value {
        str_arg(a, "repr");
        return None{};
      },
      check);
  define("prims", "check_number_type_and_value", {req("n"), req("value")}, check_meta, check);
  define(
      "prims", "check_string_value", {req("s"), req("value")},
      [](TraceBuilder&, const BoundArgs& a) -> Value {
        str_arg(a, "value");
        return None{};
      },
      check);
}
}  // namespace detail

}  // namespace fulgur
