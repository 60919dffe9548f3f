// Fused scaled-dot-product attention (prims.flash_attention): softmax(q k^T
// scale + mask) v with an online softmax over blocks of keys, so the [L, S]
// scores are never materialized. The shape facts are shared with the CUDA
// kernel's generator (codegen/attention.h); the CPU kernel is here.
#pragma once

#include <cstdint>

#include "ir/symbol.h"

namespace fulgur {

struct AttentionShape {
  int64_t batch_heads = 0;  // product of the query's dims before [L, E]
  int64_t heads = 1;        // query heads (dim -3; 1 for rank-2 inputs)
  int64_t kv_heads = 1;     // key/value heads (< heads with enable_gqa)
  int64_t L = 0, S = 0, E = 0, Ev = 0;
  bool causal = false;  // keep j <= i (top-left aligned, as PyTorch)
  enum class Mask : uint8_t { None, Bool, Float } mask = Mask::None;
  int64_t mask_batch_stride = 0;  // 0: one [L, S] mask for every (batch, head); L * S: one each
  double scale = 1;
  DType dtype = DType::f32;
  DType mask_dtype = DType::b8;

  // The key/value (batch, head) row that serves query row `bh`.
  int64_t kv_index(int64_t bh) const {
    int64_t group = heads / kv_heads;
    return (bh / heads) * kv_heads + (bh % heads) / group;
  }
};

// The shape of a prims.flash_attention call (its meta checked the operands).
AttentionShape attention_shape(const BoundSymbol& b);

// The fused CPU kernel on contiguous f32 operands: q [BH, L, E], k [BKV, S,
// E], v [BKV, S, Ev], mask (bool or f32) [L, S] or [BH, L, S] or null; out
// [BH, L, Ev]. Rows run in parallel on the CPU pool; a row whose every score
// is masked gives 0, as PyTorch's math path does.
void flash_attention_cpu(const AttentionShape& s, const float* q, const float* k, const float* v,
                         const void* mask, float* out);

}  // namespace fulgur
