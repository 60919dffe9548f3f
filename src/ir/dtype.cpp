#include "ir/dtype.h"

#include "ir/error.h"

namespace fulgur {

namespace {
struct DTypeInfo {
  std::string_view short_name;
  std::string_view torch_name;
  int itemsize;
};
constexpr DTypeInfo kInfo[] = {
    {"f64", "torch.float64", 8},   {"f32", "torch.float32", 4}, {"f16", "torch.float16", 2},
    {"bf16", "torch.bfloat16", 2}, {"i64", "torch.int64", 8},   {"i32", "torch.int32", 4},
    {"i16", "torch.int16", 2},     {"i8", "torch.int8", 1},     {"u8", "torch.uint8", 1},
    {"b8", "torch.bool", 1},
};
const DTypeInfo& info(DType d) {
  return kInfo[static_cast<int>(d)];
}

enum class Category { Bool = 0, Int = 1, Float = 2 };
Category category(DType d) {
  if (is_bool(d)) return Category::Bool;
  if (is_int(d)) return Category::Int;
  return Category::Float;
}
Category category(ScalarKind k) {
  switch (k) {
    case ScalarKind::Bool:
      return Category::Bool;
    case ScalarKind::Int:
      return Category::Int;
    case ScalarKind::Float:
      return Category::Float;
  }
  return Category::Float;
}
DType default_dtype(Category c) {
  switch (c) {
    case Category::Bool:
      return DType::b8;
    case Category::Int:
      return DType::i64;
    case Category::Float:
      return DType::f32;  // torch.get_default_dtype()
  }
  return DType::f32;
}
}  // namespace

std::string_view dtype_short_name(DType d) {
  return info(d).short_name;
}
std::string_view dtype_torch_name(DType d) {
  return info(d).torch_name;
}
int dtype_itemsize(DType d) {
  return info(d).itemsize;
}

std::optional<DType> dtype_from_short_name(std::string_view s) {
  for (DType d : kAllDTypes)
    if (info(d).short_name == s) return d;
  return std::nullopt;
}

std::optional<DType> dtype_from_torch_name(std::string_view s) {
  for (DType d : kAllDTypes)
    if (info(d).torch_name == s) return d;
  struct Alias {
    std::string_view name;
    DType d;
  };
  static constexpr Alias kAliases[] = {
      {"torch.float", DType::f32}, {"torch.double", DType::f64}, {"torch.half", DType::f16},
      {"torch.long", DType::i64},  {"torch.int", DType::i32},    {"torch.short", DType::i16},
  };
  for (const auto& a : kAliases)
    if (a.name == s) return a.d;
  return std::nullopt;
}

bool is_float(DType d) {
  return d == DType::f64 || d == DType::f32 || d == DType::f16 || d == DType::bf16;
}
bool is_bool(DType d) {
  return d == DType::b8;
}
bool is_int(DType d) {
  return !is_float(d) && !is_bool(d);
}
bool is_low_precision(DType d) {
  return d == DType::f16 || d == DType::bf16;
}

DType promote_types(DType a, DType b) {
  if (a == b) return a;
  if (is_bool(a)) return b;
  if (is_bool(b)) return a;
  if (is_float(a) && is_float(b)) {
    if (a == DType::f64 || b == DType::f64) return DType::f64;
    if (a == DType::f32 || b == DType::f32) return DType::f32;
    return DType::f32;  // f16 with bf16
  }
  if (is_float(a)) return a;
  if (is_float(b)) return b;
  // Both integers.
  if (a == DType::u8 || b == DType::u8) {
    DType other = a == DType::u8 ? b : a;
    return other == DType::i8 ? DType::i16 : other;
  }
  return dtype_itemsize(a) >= dtype_itemsize(b) ? a : b;
}

void TypePromoter::add_tensor(DType d, int64_t rank) {
  auto& slot = rank == 0 ? zero_dim_ : dim_;
  slot = slot ? promote_types(*slot, d) : d;
}

void TypePromoter::add_scalar(ScalarKind k) {
  if (!scalar_ || category(k) > category(*scalar_)) scalar_ = k;
}

DType TypePromoter::result() const {
  FULGUR_INTERNAL_ASSERT(dim_ || zero_dim_ || scalar_, "type promotion of no operands");
  // Lower-priority participants only matter when they are of a higher category.
  std::optional<DType> r = dim_;
  if (zero_dim_ && (!r || category(*zero_dim_) > category(*r))) r = *zero_dim_;
  if (scalar_ && (!r || category(*scalar_) > category(*r))) r = default_dtype(category(*scalar_));
  return *r;
}

}  // namespace fulgur
