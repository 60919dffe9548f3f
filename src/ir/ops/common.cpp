#include "ir/ops/common.h"

namespace fulgur::ops {

const TensorType& tensor_arg(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_tensor(), opname(a), ": expected a tensor for '", name, "', got ", describe(v));
  return v.proxy()->tensor();
}

void check_tensor_or_number(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_tensor() || v.is_number(), opname(a), ": expected a tensor or a number for '",
               name, "', got ", describe(v));
}

int64_t int_arg(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_int(), opname(a), ": expected an int for '", name, "', got ", describe(v));
  return v.as_int();
}

bool bool_arg(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_bool(), opname(a), ": expected a bool for '", name, "', got ", describe(v));
  return v.as_bool();
}

double number_arg(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  if (v.is_float()) return v.as_float();
  if (v.is_int()) return static_cast<double>(v.as_int());
  FULGUR_FAIL(opname(a), ": expected a number for '", name, "', got ", describe(v));
}

std::string str_arg(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_str(), opname(a), ": expected a string for '", name, "', got ", describe(v));
  return v.as_str();
}

DType dtype_arg(const BoundArgs& a, std::string_view name) {
  const Value& v = a[name];
  FULGUR_CHECK(v.is_dtype(), opname(a), ": expected a dtype such as torch.float32 for '", name,
               "', got ", describe(v));
  return v.as_dtype();
}

bool is_int_seq(const Value& v) {
  if (!v.is_seq()) return false;
  for (const auto& x : v.seq().items)
    if (!x.is_int()) return false;
  return true;
}

std::vector<int64_t> ints_arg(const BoundArgs& a, std::string_view name, bool allow_int) {
  const Value& v = a[name];
  if (allow_int && v.is_int()) return {v.as_int()};
  FULGUR_CHECK(is_int_seq(v), opname(a), ": expected a tuple of ints for '", name, "', got ",
               describe(v));
  std::vector<int64_t> out;
  for (const auto& x : v.seq().items) out.push_back(x.as_int());
  return out;
}

int64_t canonical_dim(const std::string& op, int64_t dim, int64_t rank) {
  int64_t r = std::max<int64_t>(rank, 1);
  FULGUR_CHECK(dim >= -r && dim < r, op, ": dimension out of range (expected to be in range of [",
               -r, ", ", r - 1, "], but got ", dim, ")");
  return dim < 0 ? dim + r : dim;
}

std::vector<int64_t> canonical_dims(const std::string& op, const std::vector<int64_t>& dims,
                                    int64_t rank) {
  std::vector<int64_t> out;
  for (int64_t d : dims) {
    int64_t c = canonical_dim(op, d, rank);
    for (int64_t seen : out) FULGUR_CHECK(seen != c, op, ": dim ", c, " appears multiple times");
    out.push_back(c);
  }
  if (rank == 0) out.clear();  // dim 0 / -1 of a 0-dim tensor names no real dimension
  return out;
}

Shape broadcast_shapes(const std::string& op, const Shape& a, const Shape& b) {
  size_t n = std::max(a.size(), b.size());
  Shape out(n);
  for (size_t i = 0; i < n; ++i) {
    int64_t da = i < n - a.size() ? 1 : a[i - (n - a.size())];
    int64_t db = i < n - b.size() ? 1 : b[i - (n - b.size())];
    FULGUR_CHECK(da == db || da == 1 || db == 1, op, ": shapes ", shape_string(a), " and ",
                 shape_string(b), " cannot be broadcast (dimension ", i, ": ", da, " vs ", db, ")");
    out[i] = da == 1 ? db : da;
  }
  return out;
}

ScalarKind number_kind(const Value& v) {
  if (v.is_bool()) return ScalarKind::Bool;
  if (v.is_int()) return ScalarKind::Int;
  if (v.is_float()) return ScalarKind::Float;
  // Reachable from a hand-written trace: an input whose type comment is
  // missing or malformed is an untyped collection, not a number.
  FULGUR_CHECK(v.is_proxy() && v.proxy()->is_number(), "expected a tensor or a number, got ",
               value_repr(v),
               v.is_proxy() && !v.proxy()->type.has_type_string()
                   ? " (a value with no type: does its type comment say what it is, e.g. # " +
                         v.proxy()->name + ": \"cpu f32[4]\"?)"
                   : std::string());
  return v.proxy()->type.number_kind;
}

// Dims argument of reductions: None (all), an int, or a tuple of ints; an
// empty tuple reduces every dim too, as in PyTorch (`x.sum(dim=())`).
std::vector<int64_t> reduction_dims(const BoundArgs& a, const char* name, int64_t rank) {
  const Value& v = a[name];
  std::vector<int64_t> dims;
  if (v.is_none() || (v.is_seq() && v.seq().items.empty())) {
    for (int64_t i = 0; i < rank; ++i) dims.push_back(i);
    return dims;
  }
  return canonical_dims(opname(a), ints_arg(a, name, /*allow_int=*/true), rank);
}

double var_correction(const BoundArgs& a) {
  if (!a["correction"].is_none()) {
    FULGUR_CHECK(a["unbiased"].is_none(), opname(a),
                 ": pass either unbiased or correction, not both");
    return number_arg(a, "correction");
  }
  if (!a["unbiased"].is_none()) return bool_arg(a, "unbiased") ? 1 : 0;
  return 1;
}

}  // namespace fulgur::ops
