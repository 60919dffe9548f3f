// A tensor in host memory: what the reference executor, .npy files and the
// CLI exchange. Storage is shared; strides are in elements.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "ir/proxy.h"

namespace fulgur {

struct HostTensor {
  Shape shape;
  Shape strides;  // elements
  DType dtype = DType::f32;
  std::shared_ptr<std::vector<std::byte>> storage;
  int64_t offset = 0;  // elements

  // A new contiguous, zero-filled tensor.
  static HostTensor empty(const Shape& shape, DType dtype);
  // A new tensor laid out with `strides` (which may leave gaps), zero-filled.
  static HostTensor empty_strided(const Shape& shape, const Shape& strides, DType dtype);
  int64_t numel() const;
  bool is_contiguous() const;
  std::byte* data() const { return storage->data() + offset * dtype_itemsize(dtype); }
  // Element `i` in row-major logical order, as double (exact for every dtype
  // except i64 beyond 2^53).
  double get(int64_t i) const;
  void set(int64_t i, double v);
  HostTensor contiguous() const;
};

// What a trace takes and returns at run time.
using RuntimeValue = std::variant<HostTensor, Scalar>;

// Float <-> half/bfloat16 bit conversions with round-to-nearest-even.
uint16_t float_to_half_bits(float f);
float half_bits_to_float(uint16_t h);
uint16_t float_to_bf16_bits(float f);
float bf16_bits_to_float(uint16_t b);

}  // namespace fulgur
