// fulgur: pointwise kernel for cudaFusion0, rank 2

template <typename T>
__device__ __forceinline__ T fulgur_max(T a, T b) { return (a != a) ? a : ((b != b) ? b : (a > b ? a : b)); }
template <typename T>
__device__ __forceinline__ T fulgur_min(T a, T b) { return (a != a) ? a : ((b != b) ? b : (a < b ? a : b)); }
template <typename T>
__device__ __forceinline__ T fulgur_sign(T a) { return (T)((T(0) < a) - (a < T(0))); }  // NaN: 0
template <typename T>
__device__ __forceinline__ T fulgur_div(T a, T b) { return b == T(0) ? T(0) : a / b; }
template <typename T>
__device__ __forceinline__ T fulgur_imod(T a, T b) { return b == T(0) ? T(0) : a % b; }
template <typename T>
__device__ __forceinline__ T fulgur_ipow(T base, T exp) {
  if (exp < T(0)) return base == T(1) ? T(1) : (base == T(-1) ? ((exp & T(1)) ? T(-1) : T(1)) : T(0));
  T r = T(1);
  while (exp) { if (exp & T(1)) r *= base; base *= base; exp >>= 1; }
  return r;
}
struct FulgurSum { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return a + b; } };
struct FulgurProd { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return a * b; } };
struct FulgurMax { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return fulgur_max(a, b); } };
struct FulgurMin { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return fulgur_min(a, b); } };
template <typename T>
__device__ __forceinline__ T fulgur_shfl_xor(T v, int offset) {
  if constexpr (sizeof(T) < 4) return (T)__shfl_xor_sync(0xffffffffu, (int)v, offset);
  else return __shfl_xor_sync(0xffffffffu, v, offset);
}
// Every lane gets the warp's result.
template <typename T, typename Op>
__device__ __forceinline__ T fulgur_warp_reduce(T v, Op op) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) v = op(v, fulgur_shfl_xor(v, offset));
  return v;
}
// Every thread gets the block's result; the warps' partials combine in a
// fixed order, so the result does not depend on scheduling.
template <typename T, typename Op>
__device__ __forceinline__ T fulgur_block_reduce(T v, Op op, T* smem) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = (blockDim.x + 31) >> 5;
  v = fulgur_warp_reduce(v, op);
  if (lane == 0) smem[warp] = v;
  __syncthreads();
  T r = smem[0];
  for (int i = 1; i < warps; ++i) r = op(r, smem[i]);
  __syncthreads();  // smem is reused by the next reduction
  return r;
}

extern "C" __global__ void __launch_bounds__(256) cudaFusion0(const float* __restrict__ in0, const float* __restrict__ in1, float* __restrict__ out0, int numel, int size1) {
  const int nvec0 = (((reinterpret_cast<unsigned long long>(in1) % 16 == 0) && (reinterpret_cast<unsigned long long>(out0) % 16 == 0)) ? (numel / 4) : 0);
  for (int v = static_cast<int>(blockIdx.x) * static_cast<int>(blockDim.x) + static_cast<int>(threadIdx.x); v < nvec0; v += static_cast<int>(gridDim.x) * static_cast<int>(blockDim.x)) {
    const int base2 = (v * 4);
    float in1_v[4];
    {
      alignas(16) float raw[4];
      *reinterpret_cast<uint4*>(raw) = *reinterpret_cast<const uint4*>(in1 + base2);
      #pragma unroll
      for (int j = 0; j < 4; ++j) in1_v[j] = raw[j];
    }
    float out0_v[4];
    const float x5 = in0[(base2 % size1)];
    const float v6 = (in1_v[0] + x5);
    const float v7 = (0.5f * v6);
    const float v8 = (v6 * v6);
    const float v9 = (v8 * v6);
    const float v10 = (0.044715f * v9);
    const float v11 = (v6 + v10);
    const float v12 = (0.7978846f * v11);
    const float v13 = tanhf(v12);
    const float v14 = (1.0f + v13);
    const float v15 = (v7 * v14);
    out0_v[0] = v15;
    const float x16 = in0[((base2 + 1) % size1)];
    const float v17 = (in1_v[1] + x16);
    const float v18 = (0.5f * v17);
    const float v19 = (v17 * v17);
    const float v20 = (v19 * v17);
    const float v21 = (0.044715f * v20);
    const float v22 = (v17 + v21);
    const float v23 = (0.7978846f * v22);
    const float v24 = tanhf(v23);
    const float v25 = (1.0f + v24);
    const float v26 = (v18 * v25);
    out0_v[1] = v26;
    const float x27 = in0[((base2 + 2) % size1)];
    const float v28 = (in1_v[2] + x27);
    const float v29 = (0.5f * v28);
    const float v30 = (v28 * v28);
    const float v31 = (v30 * v28);
    const float v32 = (0.044715f * v31);
    const float v33 = (v28 + v32);
    const float v34 = (0.7978846f * v33);
    const float v35 = tanhf(v34);
    const float v36 = (1.0f + v35);
    const float v37 = (v29 * v36);
    out0_v[2] = v37;
    const float x38 = in0[((base2 + 3) % size1)];
    const float v39 = (in1_v[3] + x38);
    const float v40 = (0.5f * v39);
    const float v41 = (v39 * v39);
    const float v42 = (v41 * v39);
    const float v43 = (0.044715f * v42);
    const float v44 = (v39 + v43);
    const float v45 = (0.7978846f * v44);
    const float v46 = tanhf(v45);
    const float v47 = (1.0f + v46);
    const float v48 = (v40 * v47);
    out0_v[3] = v48;
    {
      alignas(16) float raw[4];
      #pragma unroll
      for (int j = 0; j < 4; ++j) raw[j] = static_cast<float>(out0_v[j]);
      *reinterpret_cast<uint4*>(out0 + base2) = *reinterpret_cast<const uint4*>(raw);
    }
  }
  for (int i = (nvec0 * 4) + static_cast<int>(blockIdx.x) * static_cast<int>(blockDim.x) + static_cast<int>(threadIdx.x); i < numel; i += static_cast<int>(gridDim.x) * static_cast<int>(blockDim.x)) {
    const float x50 = in1[i];
    const float x51 = in0[(i % size1)];
    const float v52 = (x50 + x51);
    const float v53 = (0.5f * v52);
    const float v54 = (v52 * v52);
    const float v55 = (v54 * v52);
    const float v56 = (0.044715f * v55);
    const float v57 = (v52 + v56);
    const float v58 = (0.7978846f * v57);
    const float v59 = tanhf(v58);
    const float v60 = (1.0f + v59);
    const float v61 = (v53 * v60);
    out0[i] = v61;
  }
}
