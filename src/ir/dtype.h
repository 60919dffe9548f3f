// Element types and PyTorch's type promotion (tensors, 0-dim tensors and
// Python scalars each take part at their own priority).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fulgur {

// The complex dtypes (c32, c64, c128: torch.complex32/64/128) and the wide
// unsigned ones (u16, u32, u64) are values of libtorch ops only
// (is_library_only): the capture records every op on such a tensor as the
// libtorch fallback, and fulgur's own ops (ltorch, prims, kernels,
// collectives) refuse them. The order is the wire and cache format's.
enum class DType : uint8_t {
  f64,
  f32,
  f16,
  bf16,
  i64,
  i32,
  i16,
  i8,
  u8,
  b8,
  c64,
  c128,
  u16,
  u32,
  u64,
  c32
};

// The dtypes of fulgur's own ops and kernels.
inline constexpr DType kRealDTypes[] = {DType::f64, DType::f32, DType::f16, DType::bf16, DType::i64,
                                        DType::i32, DType::i16, DType::i8,  DType::u8,   DType::b8};
inline constexpr DType kAllDTypes[] = {DType::f64, DType::f32, DType::f16, DType::bf16,
                                       DType::i64, DType::i32, DType::i16, DType::i8,
                                       DType::u8,  DType::b8,  DType::c64, DType::c128,
                                       DType::u16, DType::u32, DType::u64, DType::c32};

// "f32", as in type strings.
std::string_view dtype_short_name(DType d);
// "torch.float32", as dtype literals in trace text.
std::string_view dtype_torch_name(DType d);
std::optional<DType> dtype_from_short_name(std::string_view s);
// Accepts "torch.float32" and aliases PyTorch accepts ("torch.float", "torch.half", ...).
std::optional<DType> dtype_from_torch_name(std::string_view s);

int dtype_itemsize(DType d);
bool is_float(DType d);  // real floating point
bool is_int(DType d);    // signed or unsigned integer, not bool
bool is_bool(DType d);
bool is_complex(DType d);
// Computed by libtorch ops only: complex, uint16/32/64.
bool is_library_only(DType d);
// Floating point or complex: the dtypes autograd differentiates.
bool is_differentiable(DType d);
bool is_low_precision(DType d);  // f16, bf16: computed in f32

// torch.promote_types.
DType promote_types(DType a, DType b);

// What a Python scalar is, for promotion.
enum class ScalarKind { Bool, Int, Float };

// Collects the operands of an op and gives torch.result_type of them.
class TypePromoter {
 public:
  void add_tensor(DType d, int64_t rank);
  void add_scalar(ScalarKind k);
  // Nothing added is an internal error.
  DType result() const;

 private:
  std::optional<DType> dim_, zero_dim_;
  std::optional<ScalarKind> scalar_;
};

}  // namespace fulgur
