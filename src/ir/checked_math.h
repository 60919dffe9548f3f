// Checked arithmetic for sizes, strides and offsets that come from input
// (type strings, .npy headers, op arguments): an overflow is a user error
// naming what was being computed, raised before anything is allocated,
// instead of a wrapped value that later aliases memory or allocates nothing.
#pragma once

#include <cstdint>

#include "ir/error.h"

namespace fulgur {

// a * b; on overflow raises Error("<what>: <a> * <b> overflows 64-bit integers").
inline int64_t checked_mul(int64_t a, int64_t b, const char* what) {
  int64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r))
    FULGUR_FAIL(what, ": ", a, " * ", b, " overflows 64-bit integers");
  return r;
}

inline int64_t checked_add(int64_t a, int64_t b, const char* what) {
  int64_t r = 0;
  if (__builtin_add_overflow(a, b, &r))
    FULGUR_FAIL(what, ": ", a, " + ", b, " overflows 64-bit integers");
  return r;
}

// The product of `extents` (a shape): its element count, checked.
template <typename Range>
int64_t checked_product(const Range& extents, const char* what) {
  int64_t n = 1;
  for (int64_t e : extents) n = checked_mul(n, e, what);
  return n;
}

}  // namespace fulgur
