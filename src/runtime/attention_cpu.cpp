#include "runtime/attention_cpu.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "ir/error.h"
#include "runtime/cpu_pool.h"

namespace fulgur {

AttentionShape attention_shape(const BoundSymbol& b) {
  BoundArgs a = b.bound_args();
  const TensorType& q = a["query"].proxy()->tensor();
  const TensorType& k = a["key"].proxy()->tensor();
  const TensorType& v = a["value"].proxy()->tensor();
  AttentionShape s;
  s.L = q.shape[q.rank() - 2];
  s.E = q.shape.back();
  s.S = k.shape[k.rank() - 2];
  s.Ev = v.shape.back();
  s.batch_heads = 1;
  for (int64_t d = 0; d + 2 < q.rank(); ++d) s.batch_heads *= q.shape[d];
  s.heads = q.rank() >= 3 ? q.shape[q.rank() - 3] : 1;
  s.kv_heads = a["enable_gqa"].as_bool() ? k.shape[k.rank() - 3] : s.heads;
  s.causal = a["is_causal"].as_bool();
  s.scale =
      a["scale"].is_float() ? a["scale"].as_float() : static_cast<double>(a["scale"].as_int());
  s.dtype = q.dtype;
  const Value& m = a["attn_mask"];
  if (m.is_tensor()) {
    const TensorType& mt = m.proxy()->tensor();
    s.mask_dtype = mt.dtype;
    s.mask = mt.dtype == DType::b8 ? AttentionShape::Mask::Bool : AttentionShape::Mask::Float;
    s.mask_batch_stride = mt.rank() == 2 ? 0 : s.L * s.S;
  }
  return s;
}

namespace {

// Keys per block of the online softmax: one block's scores live on the stack.
constexpr int64_t kKeyBlock = 64;

// Eight floats (GCC/Clang vector extension): the dot products and the
// accumulator updates run eight lanes at a time with independent partial
// sums (plain float loops would be one long dependency chain, since the
// compiler may not reassociate them).
// Always inlined into the clones below: 32-byte vectors never cross a call.
#pragma GCC diagnostic ignored "-Wpsabi"
using v8 = float __attribute__((vector_size(32)));

// q . k over n elements: eight lanes of independent partial sums, then the
// tail. (An 8-float vector is two SSE registers on the baseline, one AVX
// register in the AVX2 build.)
inline __attribute__((always_inline)) float dot(const float* q, const float* k, int64_t n) {
  v8 a = {0, 0, 0, 0, 0, 0, 0, 0};
  int64_t e = 0;
  for (; e + 8 <= n; e += 8) {
    v8 x, y;
    std::memcpy(&x, q + e, sizeof x);
    std::memcpy(&y, k + e, sizeof y);
    a += x * y;
  }
  float d = ((a[0] + a[1]) + (a[2] + a[3])) + ((a[4] + a[5]) + (a[6] + a[7]));
  for (; e < n; ++e) d += q[e] * k[e];
  return d;
}

// acc = acc * c + p * v over n elements.
inline __attribute__((always_inline)) void scale_add(float* acc, float c, float p, const float* v,
                                                     int64_t n) {
  int64_t e = 0;
  const v8 cv = {c, c, c, c, c, c, c, c}, pv = {p, p, p, p, p, p, p, p};
  for (; e + 8 <= n; e += 8) {
    v8 a, x;
    std::memcpy(&a, acc + e, sizeof a);
    std::memcpy(&x, v + e, sizeof x);
    a = a * cv + pv * x;
    std::memcpy(acc + e, &a, sizeof a);
  }
  for (; e < n; ++e) acc[e] = acc[e] * c + p * v[e];
}

// e^x in eight lanes: x = n ln2 + r, e^r by its degree-6 Taylor polynomial
// (relative error below 2e-7), 2^n from exponent bits in two halves so that
// underflow gives 0; -inf gives 0.
using i8v = int32_t __attribute__((vector_size(32)));
inline __attribute__((always_inline)) v8 exp8(v8 x) {
  auto splat = [](float f) { return v8{f, f, f, f, f, f, f, f}; };
  v8 c = x < splat(-104.0f) ? splat(-104.0f) : x;
  c = c > splat(88.0f) ? splat(88.0f) : c;
  const v8 magic = splat(12582912.0f);  // 1.5 * 2^23: adding it rounds to an integer
  v8 n = (c * splat(1.44269504088896341f) + magic) - magic;
  v8 r = c - n * splat(0.693145751953125f);
  r = r - n * splat(1.428606765330187045e-06f);
  v8 p = r * splat(1.0f / 720) + splat(1.0f / 120);
  p = p * r + splat(1.0f / 24);
  p = p * r + splat(1.0f / 6);
  p = p * r + splat(0.5f);
  p = p * r + splat(1.0f);
  p = p * r + splat(1.0f);
  i8v ni = __builtin_convertvector(n, i8v);
  i8v h = ni >> 1, h2 = ni - h;
  i8v b1 = (h + 127) << 23, b2 = (h2 + 127) << 23;
  v8 s1, s2;
  std::memcpy(&s1, &b1, sizeof s1);
  std::memcpy(&s2, &b2, sizeof s2);
  v8 out = p * s1 * s2;
  return x == splat(-std::numeric_limits<float>::infinity()) ? splat(0.0f) : out;
}

// Built twice: for AVX2 with FMA (the multiply-adds fuse, 8-lane vectors)
// and for the baseline x86-64; the loader picks the one the CPU runs.
__attribute__((target_clones("avx2,fma", "default"))) void attention_row(
    const AttentionShape& s, int64_t bh, int64_t i, const float* q, const float* k, const float* v,
    const void* mask, float* out, float* acc) {
  const float* qi = q + (bh * s.L + i) * s.E;
  const int64_t kv = s.kv_index(bh);
  const float* kb = k + kv * s.S * s.E;
  const float* vb = v + kv * s.S * s.Ev;
  const auto scale = static_cast<float>(s.scale);
  const int64_t end = s.causal ? std::min(s.S, i + 1) : s.S;
  const int64_t mask_row = (s.mask_batch_stride ? bh * s.mask_batch_stride : 0) + i * s.S;
  const float ninf = -std::numeric_limits<float>::infinity();
  float m = ninf, l = 0;
  std::fill(acc, acc + s.Ev, 0.0f);
  float sc[kKeyBlock];
  for (int64_t j0 = 0; j0 < end; j0 += kKeyBlock) {
    const int64_t n = std::min(kKeyBlock, end - j0);
    float bmax = ninf;
    for (int64_t r = 0; r < n; ++r) {
      float d = dot(qi, kb + (j0 + r) * s.E, s.E) * scale;
      if (s.mask == AttentionShape::Mask::Bool) {
        if (!static_cast<const bool*>(mask)[mask_row + j0 + r]) d = ninf;
      } else if (s.mask == AttentionShape::Mask::Float) {
        d += static_cast<const float*>(mask)[mask_row + j0 + r];
      }
      sc[r] = d;
      bmax = std::max(bmax, d);
    }
    if (bmax == ninf) continue;  // every key of the block masked
    const float mn = std::max(m, bmax);
    // The first key block rescales by exp(-inf) = 0 (acc and l are 0 then).
    float corr = std::exp(m - mn);
    // The block's probabilities, eight at a time (masked keys give 0).
    for (int64_t r = n; r < kKeyBlock; ++r) sc[r] = ninf;
    for (int64_t r = 0; r < kKeyBlock; r += 8) {
      v8 x;
      std::memcpy(&x, sc + r, sizeof x);
      x = exp8(x - v8{mn, mn, mn, mn, mn, mn, mn, mn});
      std::memcpy(sc + r, &x, sizeof x);
    }
    for (int64_t r = 0; r < n; ++r) {
      if (sc[r] == 0.0f) continue;
      l = l * corr + sc[r];
      scale_add(acc, corr, sc[r], vb + (j0 + r) * s.Ev, s.Ev);
      corr = 1.0f;
    }
    m = mn;
  }
  float* o = out + (bh * s.L + i) * s.Ev;
  const float inv = l > 0 ? 1.0f / l : 0.0f;
  for (int64_t e = 0; e < s.Ev; ++e) o[e] = acc[e] * inv;
}

}  // namespace

void flash_attention_cpu(const AttentionShape& s, const float* q, const float* k, const float* v,
                         const void* mask, float* out) {
  FULGUR_INTERNAL_ASSERT(s.kv_heads > 0 && s.heads % s.kv_heads == 0, "flash attention: ", s.heads,
                         " query heads over ", s.kv_heads, " key/value heads");
  const int64_t rows = s.batch_heads * s.L;
  if (rows == 0 || s.Ev == 0) return;
  // About 2^15 multiply-adds' worth of rows per chunk.
  const int64_t per_row = std::max<int64_t>(1, s.S * (s.E + s.Ev));
  const int64_t grain = std::max<int64_t>(1, (int64_t{1} << 15) / per_row);
  CpuPool::global().run(rows, grain, [&](int64_t begin, int64_t end) {
    std::vector<float> acc(static_cast<size_t>(s.Ev));
    for (int64_t r = begin; r < end; ++r)
      attention_row(s, r / s.L, r % s.L, q, k, v, mask, out, acc.data());
  });
}

}  // namespace fulgur
