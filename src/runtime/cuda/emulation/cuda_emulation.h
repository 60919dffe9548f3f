// Compiles generated CUDA C++ for the host: the CUDA keywords as C++, half
// and bfloat16 as 16-bit structs with CUDA's conversions, and threadIdx,
// blockIdx, blockDim, gridDim, __syncthreads and warp shuffles from the
// emulated driver (runtime/cuda/emulated_driver.cpp), which runs each CUDA
// thread of a block as an OS thread. Shared memory is a static local, so
// the driver runs one block of a kernel at a time.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>

#include "fulgur_emu_abi.h"

#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(n)
#define __shared__ static
#define __restrict__ __restrict

using dim3 = FulgurEmuDim3;
inline thread_local FulgurEmuDim3 threadIdx, blockIdx, blockDim, gridDim;
inline thread_local const FulgurEmuThread* fulgur_emu_thread = nullptr;

inline void fulgur_emu_enter(const FulgurEmuThread* t) {
  threadIdx = t->thread;
  blockIdx = t->block;
  blockDim = t->block_dim;
  gridDim = t->grid_dim;
  fulgur_emu_thread = t;
}

struct alignas(16) uint4 {
  unsigned x, y, z, w;
};
struct alignas(8) uint2 {
  unsigned x, y;
};

struct __half {
  uint16_t bits;
};
struct __nv_bfloat16 {
  uint16_t bits;
};
inline float __half2float(__half h) {
  _Float16 f;
  std::memcpy(&f, &h.bits, 2);
  return static_cast<float>(f);
}
inline __half __float2half_rn(float x) {
  _Float16 f = static_cast<_Float16>(x);
  __half h;
  std::memcpy(&h.bits, &f, 2);
  return h;
}
inline float __bfloat162float(__nv_bfloat16 b) {
  uint32_t u = static_cast<uint32_t>(b.bits) << 16;
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
inline __nv_bfloat16 __float2bfloat16_rn(float x) {
  uint32_t u;
  std::memcpy(&u, &x, 4);
  __nv_bfloat16 b;
  if (std::isnan(x)) {
    b.bits = 0x7fc0;
  } else {
    b.bits = static_cast<uint16_t>((u + 0x7fff + ((u >> 16) & 1)) >> 16);
  }
  return b;
}
inline float __int_as_float(int i) {
  float f;
  std::memcpy(&f, &i, 4);
  return f;
}
inline double __longlong_as_double(long long i) {
  double d;
  std::memcpy(&d, &i, 8);
  return d;
}
inline float rsqrtf(float x) {
  return 1.0f / std::sqrt(x);
}
inline double rsqrt(double x) {
  return 1.0 / std::sqrt(x);
}
using std::max;
using std::min;

inline void __syncthreads() {
  fulgur_emu_thread->hooks->syncthreads(fulgur_emu_thread->ctx);
}

template <typename T>
T __shfl_xor_sync(unsigned, T v, int offset) {
  static_assert(sizeof(T) <= 8, "shuffles move at most 64 bits");
  uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof(T));
  uint64_t other = fulgur_emu_thread->hooks->shfl_xor(fulgur_emu_thread->ctx, bits, offset);
  T out;
  std::memcpy(&out, &other, sizeof(T));
  return out;
}
