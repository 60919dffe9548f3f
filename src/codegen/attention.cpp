#include "codegen/attention.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "ir/error.h"
#include "ir/printer.h"

namespace fulgur::codegen {

namespace {

// FULGUR_FUSED_ATTENTION: "0" never, "1" on every target; unset, on CUDA
// only: on the CPU the fused kernel measured 1.3-2.7x slower than the
// decomposition's GEMMs (docs/ops.md), so it is there for its memory (no
// [L, S] scores), by choice.
bool fused_attention_enabled(bool on_cuda) {
  const char* e = std::getenv("FULGUR_FUSED_ATTENTION");
  if (e && std::strcmp(e, "0") == 0) return false;
  if (e && std::strcmp(e, "1") == 0) return true;
  return on_cuda;
}

const char* c_type(DType d) {
  switch (d) {
    case DType::f16:
      return "__half";
    case DType::bf16:
      return "__nv_bfloat16";
    case DType::b8:
      return "bool";
    default:
      return "float";
  }
}

std::string widen(DType d, const std::string& x) {
  if (d == DType::f16) return "__half2float(" + x + ")";
  if (d == DType::bf16) return "__bfloat162float(" + x + ")";
  if (d == DType::b8) return x;
  return x;
}

std::string narrow(DType d, const std::string& x) {
  if (d == DType::f16) return "__float2half_rn(" + x + ")";
  if (d == DType::bf16) return "__float2bfloat16_rn(" + x + ")";
  return x;
}

std::string float_literal(double v) {
  std::ostringstream os;
  os.precision(9);
  os << std::scientific << v << "f";
  return os.str();
}

}  // namespace

std::optional<BoundSymbol> fused_attention(const BoundSymbol& b, bool on_cuda) {
  if (b.sym->qualified() != "ltorch.scaled_dot_product_attention" ||
      !fused_attention_enabled(on_cuda))
    return std::nullopt;
  BoundArgs a = b.bound_args();
  if (!b.output.is_proxy() || !a["query"].is_tensor() || !a["key"].is_tensor() ||
      !a["value"].is_tensor())
    return std::nullopt;
  const TensorType& q = a["query"].proxy()->tensor();
  const TensorType& k = a["key"].proxy()->tensor();
  const TensorType& v = a["value"].proxy()->tensor();
  if (q.dtensor || q.dtype != k.dtype || k.dtype != v.dtype) return std::nullopt;
  if (q.dtype != DType::f32 && q.dtype != DType::f16 && q.dtype != DType::bf16) return std::nullopt;
  const int64_t r = q.rank();
  if (r < 2 || k.rank() != r || v.rank() != r) return std::nullopt;
  const bool gqa = a["enable_gqa"].as_bool();
  for (int64_t d = 0; d + 2 < r; ++d) {
    if (k.shape[d] != v.shape[d]) return std::nullopt;
    if (gqa && d == r - 3) {
      if (k.shape[d] == 0 || q.shape[d] % k.shape[d] != 0) return std::nullopt;
    } else if (q.shape[d] != k.shape[d]) {
      return std::nullopt;
    }
  }
  const int64_t L = q.shape[r - 2], S = k.shape[r - 2], E = q.shape[r - 1], Ev = v.shape[r - 1];
  if (E > 256 || Ev > 256 || k.shape[r - 1] != E || v.shape[r - 2] != S) return std::nullopt;
  const Value& mask = a["attn_mask"];
  if (mask.is_tensor()) {
    const TensorType& m = mask.proxy()->tensor();
    if (m.dtype != DType::b8 && m.dtype != q.dtype) return std::nullopt;
    Shape full = q.shape;
    full.back() = S;
    if (m.shape != Shape{L, S} && m.shape != full) return std::nullopt;
  } else if (!mask.is_none()) {
    return std::nullopt;
  }
  if (!(a["dropout_p"] == Value(0.0)) && !(a["dropout_p"] == Value(int64_t{0})))
    return std::nullopt;
  double scale = 1.0 / std::sqrt(static_cast<double>(E));
  if (!a["scale"].is_none()) {
    if (!a["scale"].is_number() || a["scale"].is_proxy()) return std::nullopt;
    scale =
        a["scale"].is_float() ? a["scale"].as_float() : static_cast<double>(a["scale"].as_int());
  }
  BoundSymbol f;
  f.sym = find_symbol("prims.flash_attention");
  FULGUR_INTERNAL_ASSERT(f.sym, "prims.flash_attention is not registered");
  f.args = {a["query"], a["key"], a["value"], mask, a["is_causal"], scale, Value(gqa)};
  f.output = b.output;
  return f;
}

std::string flash_attention_cuda(const AttentionShape& s, const std::string& name) {
  const int64_t E = s.E, Ev = s.Ev;
  // Keys per shared-memory block: K and V tiles of at most 32 KiB together.
  const int64_t bn =
      std::max<int64_t>(1, std::min<int64_t>(64, 8192 / std::max<int64_t>(1, E + Ev)));
  const std::string T = c_type(s.dtype);
  const bool mask = s.mask != AttentionShape::Mask::None;
  std::ostringstream os;
  os << "// fulgur: fused attention kernel (flash-style online softmax), E " << E << ", Ev " << Ev
     << (s.causal ? ", causal" : "")
     << (s.mask == AttentionShape::Mask::Bool    ? ", bool mask"
         : s.mask == AttentionShape::Mask::Float ? ", float mask"
                                                 : "")
     << (s.kv_heads != s.heads ? ", grouped-query" : "") << "\n";
  if (s.dtype == DType::f16 || s.mask_dtype == DType::f16) os << "#include <cuda_fp16.h>\n";
  if (s.dtype == DType::bf16 || s.mask_dtype == DType::bf16) os << "#include <cuda_bf16.h>\n";
  os << "#ifdef INFINITY\n#define FULGUR_INF INFINITY\n#else\n#define FULGUR_INF "
        "__int_as_float(0x7f800000)\n#endif\n";
  os << "\nextern \"C\" __global__ void __launch_bounds__(" << kFlashThreads << ") " << name
     << "(const " << T << "* __restrict__ q, const " << T << "* __restrict__ k, const " << T
     << "* __restrict__ v, ";
  if (mask) os << "const " << c_type(s.mask_dtype) << "* __restrict__ mask, ";
  os << T << "* __restrict__ out, long long batch_heads, long long L, long long S) {\n";
  os << "  constexpr int E = " << E << ", EV = " << Ev << ", BN = " << bn
     << ", BM = " << kFlashThreads << ";\n";
  os << "  constexpr long long HEADS = " << s.heads << ", KV_HEADS = " << s.kv_heads << ";\n";
  os << "  __shared__ float ks[BN][E > 0 ? E : 1];\n";
  os << "  __shared__ float vs[BN][EV > 0 ? EV : 1];\n";
  os << "  const float scale = " << float_literal(s.scale) << ";\n";
  os << "  const long long qblocks = (L + BM - 1) / BM;\n";
  os << "  for (long long item = blockIdx.x; item < batch_heads * qblocks; item += gridDim.x) {\n";
  os << "    const long long bh = item / qblocks, qb = item % qblocks;\n";
  os << "    const long long kv = (bh / HEADS) * KV_HEADS + (bh % HEADS) / (HEADS / KV_HEADS);\n";
  os << "    const long long i = qb * BM + threadIdx.x;\n";
  os << "    const bool active = i < L;\n";
  os << "    float qr[E > 0 ? E : 1], acc[EV > 0 ? EV : 1];\n";
  os << "    float m = -FULGUR_INF, l = 0.0f;\n";
  os << "    for (int e = 0; e < E; ++e) qr[e] = active ? "
     << widen(s.dtype, "q[(bh * L + i) * E + e]") << " : 0.0f;\n";
  os << "    for (int e = 0; e < EV; ++e) acc[e] = 0.0f;\n";
  if (s.causal) {
    os << "    long long s_end = (qb + 1) * BM;  // the block's last row sees keys up to it\n";
    os << "    if (s_end > S) s_end = S;\n";
  } else {
    os << "    const long long s_end = S;\n";
  }
  if (mask)
    os << "    const long long mrow = " << (s.mask_batch_stride ? "bh * L * S + " : "")
       << "i * S;\n";
  os << "    for (long long j0 = 0; j0 < s_end; j0 += BN) {\n";
  os << "      __syncthreads();  // the previous block's tiles are read\n";
  os << "      for (int t = threadIdx.x; t < BN * E; t += blockDim.x) {\n";
  os << "        const long long j = j0 + t / E;\n";
  os << "        ks[t / E][t % E] = j < S ? " << widen(s.dtype, "k[(kv * S + j) * E + t % E]")
     << " : 0.0f;\n";
  os << "      }\n";
  os << "      for (int t = threadIdx.x; t < BN * EV; t += blockDim.x) {\n";
  os << "        const long long j = j0 + t / EV;\n";
  os << "        vs[t / EV][t % EV] = j < S ? " << widen(s.dtype, "v[(kv * S + j) * EV + t % EV]")
     << " : 0.0f;\n";
  os << "      }\n";
  os << "      __syncthreads();\n";
  os << "      if (!active) continue;\n";
  os << "      const int n = (int)(s_end - j0 < BN ? s_end - j0 : BN);\n";
  os << "      for (int r = 0; r < n; ++r) {\n";
  os << "        const long long j = j0 + r;\n";
  if (s.causal) os << "        if (j > i) break;\n";
  os << "        float d = 0.0f;\n";
  os << "        for (int e = 0; e < E; ++e) d += qr[e] * ks[r][e];\n";
  os << "        d *= scale;\n";
  if (s.mask == AttentionShape::Mask::Bool) os << "        if (!mask[mrow + j]) continue;\n";
  if (s.mask == AttentionShape::Mask::Float)
    os << "        d += " << widen(s.mask_dtype, "mask[mrow + j]") << ";\n";
  os << "        if (d == -FULGUR_INF) continue;\n";
  os << "        const float mn = fmaxf(m, d);\n";
  os << "        const float corr = expf(m - mn), p = expf(d - mn);\n";
  os << "        l = l * corr + p;\n";
  os << "        for (int e = 0; e < EV; ++e) acc[e] = acc[e] * corr + p * vs[r][e];\n";
  os << "        m = mn;\n";
  os << "      }\n";
  os << "    }\n";
  os << "    if (active) {\n";
  os << "      const float inv = l > 0.0f ? 1.0f / l : 0.0f;  // every score masked: 0\n";
  os << "      for (int e = 0; e < EV; ++e) out[(bh * L + i) * EV + e] = "
     << narrow(s.dtype, "acc[e] * inv") << ";\n";
  os << "    }\n";
  os << "  }\n";
  os << "}\n";
  return os.str();
}

}  // namespace fulgur::codegen
