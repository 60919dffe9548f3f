#include "ir/dtype.h"

#include <iterator>

#include "ir/error.h"

namespace fulgur {

namespace {
struct DTypeInfo {
  std::string_view short_name;
  std::string_view torch_name;
  int itemsize;
};
constexpr DTypeInfo kInfo[] = {
    {"f64", "torch.float64", 8},   {"f32", "torch.float32", 4},   {"f16", "torch.float16", 2},
    {"bf16", "torch.bfloat16", 2}, {"i64", "torch.int64", 8},     {"i32", "torch.int32", 4},
    {"i16", "torch.int16", 2},     {"i8", "torch.int8", 1},       {"u8", "torch.uint8", 1},
    {"b8", "torch.bool", 1},       {"c64", "torch.complex64", 8}, {"c128", "torch.complex128", 16},
    {"u16", "torch.uint16", 2},    {"u32", "torch.uint32", 4},    {"u64", "torch.uint64", 8},
    {"c32", "torch.complex32", 4},
};
static_assert(std::size(kInfo) == std::size(kAllDTypes));
const DTypeInfo& info(DType d) {
  return kInfo[static_cast<int>(d)];
}

bool is_wide_unsigned(DType d) {
  return d == DType::u16 || d == DType::u32 || d == DType::u64;
}
// The dtype of a complex dtype's real and imaginary parts.
DType complex_part(DType d) {
  return d == DType::c32 ? DType::f16 : d == DType::c64 ? DType::f32 : DType::f64;
}
// The complex dtype whose parts are of real dtype `part`.
DType complex_of(DType part) {
  FULGUR_CHECK(part != DType::bf16,
               "a complex result with bfloat16 parts (torch.bcomplex32) is not supported");
  return part == DType::f16 ? DType::c32 : part == DType::f32 ? DType::c64 : DType::c128;
}

enum class Category { Bool = 0, Int = 1, Float = 2, Complex = 3 };
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
    case Category::Complex:
      return DType::c64;
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
      {"torch.float", DType::f32},  {"torch.double", DType::f64},   {"torch.half", DType::f16},
      {"torch.long", DType::i64},   {"torch.int", DType::i32},      {"torch.short", DType::i16},
      {"torch.cfloat", DType::c64}, {"torch.cdouble", DType::c128}, {"torch.chalf", DType::c32},
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
  return !is_float(d) && !is_bool(d) && !is_complex(d);
}
bool is_complex(DType d) {
  return d == DType::c32 || d == DType::c64 || d == DType::c128;
}
bool is_library_only(DType d) {
  return is_complex(d) || is_wide_unsigned(d);
}
bool is_differentiable(DType d) {
  return is_float(d) || is_complex(d);
}
bool is_low_precision(DType d) {
  return d == DType::f16 || d == DType::bf16;
}

DType promote_types(DType a, DType b) {
  if (a == b) return a;
  if (is_wide_unsigned(a) || is_wide_unsigned(b)) {
    // PyTorch promotes uint16/32/64 with floating-point types only.
    DType other = is_wide_unsigned(a) ? b : a;
    FULGUR_CHECK(is_float(other), "type promotion of ", dtype_torch_name(a), " with ",
                 dtype_torch_name(b),
                 " is not defined (PyTorch promotes uint16, uint32 and uint64 with floating-point "
                 "types only)");
    return other;
  }
  if (is_bool(a)) return b;
  if (is_bool(b)) return a;
  if (is_complex(a) || is_complex(b)) {
    // The complex type whose parts hold both sides' real parts.
    std::optional<DType> part;
    for (DType d : {a, b}) {
      std::optional<DType> p = is_complex(d) ? std::optional<DType>(complex_part(d))
                               : is_float(d) ? std::optional<DType>(d)
                                             : std::nullopt;
      if (p) part = part ? promote_types(*part, *p) : *p;
    }
    return complex_of(*part);
  }
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

namespace {
// PyTorch's combine_categories (c10/core/ScalarType.h's result_type rules):
// `higher` (dimensioned tensors, say) against a lower-priority participant.
std::optional<DType> combine(std::optional<DType> higher, std::optional<DType> lower) {
  if (!higher) return lower;
  if (!lower) return higher;
  if (is_complex(*higher)) return higher;
  if (is_complex(*lower)) {
    if (!is_float(*higher)) return lower;
    return complex_of(*higher);  // the complex type of the higher one's width
  }
  if (is_float(*higher)) return higher;
  if (is_bool(*higher) || is_float(*lower)) return promote_types(*higher, *lower);
  return higher;
}
}  // namespace

DType TypePromoter::result() const {
  FULGUR_INTERNAL_ASSERT(dim_ || zero_dim_ || scalar_, "type promotion of no operands");
  std::optional<DType> scalar;
  if (scalar_) scalar = default_dtype(category(*scalar_));
  return *combine(dim_, combine(zero_dim_, scalar));
}

}  // namespace fulgur
