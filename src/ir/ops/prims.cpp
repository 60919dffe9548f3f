// prims: the primitive ops. They neither broadcast nor promote: operands of
// an elementwise prim have one shape and one dtype (Python numbers may stand
// for tensors). ltorch ops make their arguments fit and decompose into these.
#include <algorithm>
#include <cmath>

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

bool all_numbers(const BoundArgs& a, const std::vector<std::string>& names) {
  for (const auto& n : names)
    if (!a[n].is_number()) return false;
  return true;
}

// An elementwise prim whose operands are all Python numbers: a number,
// known (folded) when every operand is known; otherwise computed when the
// program runs (a host op: partition never fuses it).
Value number_meta(TraceBuilder& tb, const BoundArgs& a, const std::vector<std::string>& names) {
  std::vector<ScalarKind> kinds;
  std::vector<Scalar> values;
  bool known = true;
  for (const auto& n : names) {
    const Value& v = a[n];
    kinds.push_back(number_kind(v));
    if (v.is_proxy()) {
      if (v.proxy()->type.number_value)
        values.push_back(*v.proxy()->type.number_value);
      else
        known = false;
    } else if (v.is_bool()) {
      values.push_back(v.as_bool());
    } else if (v.is_int()) {
      values.push_back(v.as_int());
    } else {
      values.push_back(v.as_float());
    }
  }
  const std::string& name = a.symbol().name;
  ScalarKind k = number_prim_kind(name, kinds);
  std::optional<Scalar> value;
  if (known) value = eval_number_prim(name, values);
  return tb.new_proxy(ProxyType::of_number(k, value), "n");
}

Value unary_meta(TraceBuilder& tb, const BoundArgs& a, const UnaryPrim& info) {
  if (all_numbers(a, {"a"})) return number_meta(tb, a, {"a"});
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
  if (all_numbers(a, {"a", "b"})) return number_meta(tb, a, {"a", "b"});
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

// The generator's (seed, offset) for one call, drawn at run time
// (runtime/philox.h): two int numbers. A side effect, so CSE never merges
// two draws and DCE never drops one.
Value philox_state_meta(TraceBuilder& tb, const BoundArgs&) {
  ProxyPtr seed = tb.new_proxy(ProxyType::of_number(ScalarKind::Int), "seed");
  ProxyPtr offset = tb.new_proxy(ProxyType::of_number(ScalarKind::Int), "offset");
  return Value::tuple({seed, offset});
}

// f32 uniforms in [0, 1) from Philox 4x32-10 at (seed, offset, element index);
// the bits are defined in runtime/philox.h.
Value uniform_philox_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  auto shape = ints_arg(a, "shape");
  for (int64_t e : shape) FULGUR_CHECK(e >= 0, op, ": negative extent in ", shape_string(shape));
  for (const char* n : {"seed", "offset"}) {
    const Value& v = a[n];
    FULGUR_CHECK(v.is_number() && number_kind(v) == ScalarKind::Int, op, ": expected an int for '",
                 n, "', got ", describe(v));
  }
  return tb.new_tensor(out_of(shape, DType::f32, device_arg(a, "device")));
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

// out = a with src[i] added at a[.., indices[i], ..] along dim (torch's
// scatter_add once ltorch made src the indices' shape). Indices are checked
// against a's extent when the op runs.
Value scatter_add_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& t = tensor_arg(a, "a");
  const TensorType& idx = tensor_arg(a, "indices");
  const TensorType& src = tensor_arg(a, "src");
  int64_t dim = int_arg(a, "dim");
  FULGUR_CHECK(idx.dtype == DType::i64, op, ": indices must be i64, got ",
               dtype_short_name(idx.dtype));
  FULGUR_CHECK(src.dtype == t.dtype, op, ": src is ", dtype_short_name(src.dtype), " but a is ",
               dtype_short_name(t.dtype), " (prims do not promote)");
  FULGUR_CHECK(src.shape == idx.shape, op, ": src ", shape_string(src.shape),
               " must have the indices' shape ", shape_string(idx.shape));
  FULGUR_CHECK(idx.rank() == t.rank() && t.rank() > 0, op, ": indices have rank ", idx.rank(),
               ", a has rank ", t.rank(), " (equal and at least 1)");
  FULGUR_CHECK(dim >= 0 && dim < t.rank(), op, ": dim ", dim, " out of range for rank ", t.rank());
  for (int64_t d = 0; d < t.rank(); ++d)
    FULGUR_CHECK(d == dim || idx.shape[d] <= t.shape[d], op, ": indices ", shape_string(idx.shape),
                 " are larger than a ", shape_string(t.shape), " in dim ", d);
  FULGUR_CHECK(t.device == idx.device && t.device == src.device, op,
               ": operands on different devices");
  return tb.new_tensor(out_like(t, t.dtype));
}

// The fused attention kernel (codegen/attention.h chooses it for an
// ltorch.scaled_dot_product_attention whose operands it supports; the
// decomposition stays the reference): softmax(query key^T scale + mask)
// value with an online softmax, no [L, S] scores in memory.
Value flash_attention_meta(TraceBuilder& tb, const BoundArgs& a) {
  const std::string op = opname(a);
  const TensorType& q = tensor_arg(a, "query");
  const TensorType& k = tensor_arg(a, "key");
  const TensorType& v = tensor_arg(a, "value");
  FULGUR_CHECK(q.rank() >= 2 && k.rank() == q.rank() && v.rank() == q.rank(), op,
               ": query, key and value need one rank of at least 2");
  FULGUR_CHECK(q.dtype == k.dtype && k.dtype == v.dtype && is_float(q.dtype), op,
               ": expected one floating-point dtype");
  FULGUR_CHECK(k.shape.back() == q.shape.back() && k.shape[k.rank() - 2] == v.shape[v.rank() - 2],
               op, ": query, key and value do not fit");
  bool_arg(a, "is_causal");
  bool_arg(a, "enable_gqa");
  number_arg(a, "scale");
  Shape out = q.shape;
  out.back() = v.shape.back();
  return tb.new_tensor(out_of(out, q.dtype, q.device));
}

Value check_meta(TraceBuilder&, const BoundArgs&) {
  return None{};
}

}  // namespace

ScalarKind number_prim_kind(const std::string& name, const std::vector<ScalarKind>& operands) {
  for (const BinaryPrim& b : kBinaryPrims)
    if (name == b.name && b.bool_result) return ScalarKind::Bool;
  if (name == "logical_not") return ScalarKind::Bool;
  ScalarKind k = ScalarKind::Bool;
  for (ScalarKind o : operands) k = std::max(k, o);
  static const char* kFloatOnly[] = {"exp", "exp2", "log",  "log1p", "sqrt",    "rsqrt",
                                     "sin", "cos",  "tanh", "erf",   "sigmoid", "reciprocal"};
  for (const char* f : kFloatOnly)
    if (name == f) return ScalarKind::Float;
  return k;
}

Scalar eval_number_prim(const std::string& name, const std::vector<Scalar>& operands) {
  std::vector<ScalarKind> kinds;
  for (const Scalar& s : operands) kinds.push_back(scalar_kind(s));
  ScalarKind k = ScalarKind::Bool;
  for (ScalarKind o : kinds) k = std::max(k, o);
  auto as_d = [](const Scalar& s) {
    return std::visit([](auto x) { return static_cast<double>(x); }, s);
  };
  auto as_i = [](const Scalar& s) {
    return std::visit([](auto x) { return static_cast<int64_t>(x); }, s);
  };
  const std::string op = "prims." + name;
  if (operands.size() == 1) {
    const Scalar& x = operands[0];
    if (name == "logical_not") return as_d(x) == 0;
    if (k == ScalarKind::Bool && (name == "abs" || name == "sign")) return std::get<bool>(x);
    FULGUR_CHECK(!(k == ScalarKind::Bool && name == "neg"), op,
                 ": negation of a bool is not supported, as in PyTorch");
    if (k == ScalarKind::Int || k == ScalarKind::Bool) {
      int64_t v = as_i(x);
      if (name == "neg") return -v;
      if (name == "abs") return v < 0 ? -v : v;
      if (name == "floor" || name == "ceil" || name == "round") return v;
      if (name == "sign") return static_cast<int64_t>((v > 0) - (v < 0));
    }
    double v = as_d(x);
    if (name == "neg") return -v;
    if (name == "abs") return std::fabs(v);
    if (name == "exp") return std::exp(v);
    if (name == "exp2") return std::exp2(v);
    if (name == "log") return std::log(v);
    if (name == "log1p") return std::log1p(v);
    if (name == "sqrt") return std::sqrt(v);
    if (name == "rsqrt") return 1.0 / std::sqrt(v);
    if (name == "sin") return std::sin(v);
    if (name == "cos") return std::cos(v);
    if (name == "tanh") return std::tanh(v);
    if (name == "erf") return std::erf(v);
    if (name == "sigmoid") return 1.0 / (1.0 + std::exp(-v));
    if (name == "reciprocal") return 1.0 / v;
    if (name == "floor") return std::floor(v);
    if (name == "ceil") return std::ceil(v);
    if (name == "round") return std::nearbyint(v);                      // half to even
    if (name == "sign") return static_cast<double>((v > 0) - (v < 0));  // NaN: 0, as torch.sign
    FULGUR_FAIL(op, ": not defined on Python numbers");
  }
  FULGUR_CHECK(operands.size() == 2, op, ": expected two operands");
  const Scalar &x = operands[0], &y = operands[1];
  if (name == "logical_and") return as_d(x) != 0 && as_d(y) != 0;
  if (name == "logical_or") return as_d(x) != 0 || as_d(y) != 0;
  if (k == ScalarKind::Float) {
    double a = as_d(x), b = as_d(y);
    if (name == "add") return a + b;
    if (name == "sub") return a - b;
    if (name == "mul") return a * b;
    if (name == "div") return a / b;
    if (name == "pow") return std::pow(a, b);
    if (name == "maximum") return std::isnan(a) || std::isnan(b) ? NAN : std::max(a, b);
    if (name == "minimum") return std::isnan(a) || std::isnan(b) ? NAN : std::min(a, b);
    if (name == "fmod") return std::fmod(a, b);
    if (name == "eq") return a == b;
    if (name == "ne") return a != b;
    if (name == "lt") return a < b;
    if (name == "le") return a <= b;
    if (name == "gt") return a > b;
    if (name == "ge") return a >= b;
    FULGUR_FAIL(op, ": not defined on float numbers");
  }
  int64_t a = as_i(x), b = as_i(y);
  if (k == ScalarKind::Bool) {  // as on bool tensors: add is or, mul is and
    if (name == "add" || name == "maximum") return a || b;
    if (name == "mul" || name == "minimum" || name == "bitwise_and") return a && b;
    FULGUR_CHECK(name != "sub", op, ": subtraction of bools is not supported, as in PyTorch");
    if (name == "div" || name == "fmod" || name == "pow") {
      // The result keeps the operands' kind, as a bool tensor's would.
      Scalar r = eval_number_prim(name, {a, b});
      return std::get<int64_t>(r) != 0;
    }
  }
  if (name == "add")
    return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b));
  if (name == "sub")
    return static_cast<int64_t>(static_cast<uint64_t>(a) - static_cast<uint64_t>(b));
  if (name == "mul")
    return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b));
  if (name == "div" || name == "fmod") {
    FULGUR_CHECK(b != 0, op, ": integer division by zero (ZeroDivisionError)");
    if (b == -1)
      return name == "div" ? static_cast<int64_t>(0 - static_cast<uint64_t>(a)) : int64_t{0};
    return name == "div" ? a / b : a % b;  // C's truncation, as torch.div(rounding_mode='trunc')
  }
  if (name == "pow") {
    FULGUR_CHECK(b >= 0, op, ": integers to negative integer powers are not allowed");
    uint64_t r = 1, base = static_cast<uint64_t>(a);
    for (int64_t e = b; e > 0; e >>= 1, base *= base)
      if (e & 1) r *= base;
    return static_cast<int64_t>(r);
  }
  if (name == "maximum") return std::max(a, b);
  if (name == "minimum") return std::min(a, b);
  if (name == "bitwise_and") return a & b;
  if (name == "eq") return a == b;
  if (name == "ne") return a != b;
  if (name == "lt") return a < b;
  if (name == "le") return a <= b;
  if (name == "gt") return a > b;
  if (name == "ge") return a >= b;
  FULGUR_FAIL(op, ": not defined on integer numbers");
}

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
  define("prims", "philox_state", {}, philox_state_meta, kTagSideEffect);
  define("prims", "uniform_philox",
         {req("shape"), req("seed"), req("offset"), kwonly("device", "cpu")}, uniform_philox_meta,
         kTagCreation);
  define("prims", "copy_", {req("copy_from"), req("copy_to")}, copy_meta, kTagSideEffect).writes = {
      "copy_to"};
  define("prims", "flash_attention",
         {req("query"), req("key"), req("value"), req("attn_mask"), req("is_causal"), req("scale"),
          req("enable_gqa")},
         flash_attention_meta, kTagLibraryCall);
  define("prims", "scatter_add", {req("a"), req("indices"), req("src"), req("dim")},
         scatter_add_meta);
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
