// Runs generated CUDA C++ on the CPU for tests: each CUDA thread is an OS
// thread, blocks run one after another, __syncthreads and warp shuffles are
// barriers. Slow and only for small shapes, but it executes exactly the
// source NVRTC compiles: grid-stride loops, vector loads, warp and block
// reductions, rows kept in registers. Not used outside tests.
#pragma once

#include <algorithm>
#include <array>
#include <barrier>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <memory>
#include <thread>
#include <vector>

#define __global__
#define __device__
#define __forceinline__ inline
#define __launch_bounds__(n)
#define __shared__ static

struct FulgurDim3 {
  unsigned x = 1, y = 1, z = 1;
};
inline thread_local FulgurDim3 threadIdx, blockIdx;
inline FulgurDim3 blockDim, gridDim;

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

inline std::barrier<>* fulgur_block_barrier = nullptr;
inline std::vector<std::unique_ptr<std::barrier<>>> fulgur_warp_barriers;
inline std::vector<std::array<uint64_t, 32>> fulgur_warp_slots;

inline void __syncthreads() {
  fulgur_block_barrier->arrive_and_wait();
}

template <typename T>
T __shfl_xor_sync(unsigned, T v, int offset) {
  const unsigned lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  uint64_t bits = 0;
  std::memcpy(&bits, &v, sizeof(T));
  fulgur_warp_slots[warp][lane] = bits;
  fulgur_warp_barriers[warp]->arrive_and_wait();
  uint64_t other = fulgur_warp_slots[warp][lane ^ static_cast<unsigned>(offset)];
  fulgur_warp_barriers[warp]->arrive_and_wait();
  T out;
  std::memcpy(&out, &other, sizeof(T));
  return out;
}

// Runs body() as grid x block CUDA threads (one block at a time).
template <typename F>
void fulgur_launch(unsigned grid, unsigned block, F body) {
  gridDim = {grid, 1, 1};
  blockDim = {block, 1, 1};
  for (unsigned b = 0; b < grid; ++b) {
    std::barrier<> bar(static_cast<std::ptrdiff_t>(block));
    fulgur_block_barrier = &bar;
    unsigned warps = (block + 31) / 32;
    fulgur_warp_barriers.clear();
    for (unsigned w = 0; w < warps; ++w)
      fulgur_warp_barriers.push_back(std::make_unique<std::barrier<>>(32));
    fulgur_warp_slots.assign(warps, {});
    std::vector<std::thread> threads;
    for (unsigned t = 0; t < block; ++t)
      threads.emplace_back([=] {
        threadIdx = {t, 1, 1};
        blockIdx = {b, 1, 1};
        body();
      });
    for (auto& t : threads) t.join();
  }
}
