// cuBLAS, loaded with dlopen (libcublas.so.13/.12, or $FULGUR_LIBCUBLAS): the
// GPU side of the library-call entry point. linear and matmul are row-major
// GEMMs, run as column-major GEMMs of the transposed problem; f16/bf16
// accumulate in f32, as PyTorch does.
#pragma once

#include <string>

#include "ir/dtype.h"
#include "runtime/cuda/device.h"

namespace fulgur::cuda {

struct Cublas {
  bool available = false;
  std::string reason;
  std::string path;
  int (*cublasCreate)(void**) = nullptr;
  int (*cublasDestroy)(void*) = nullptr;
  int (*cublasSetStream)(void*, CUstream) = nullptr;
  int (*cublasGemmEx)(void*, int, int, int, int, int, const void*, const void*, int, int,
                      const void*, int, int, const void*, void*, int, int, int, int) = nullptr;
  int (*cublasGemmStridedBatchedEx)(void*, int, int, int, int, int, const void*, const void*, int,
                                    int, long long, const void*, int, int, long long, const void*,
                                    void*, int, int, long long, int, int, int) = nullptr;
  void check(int status, const char* what) const;
};

// "CUBLAS_STATUS_NOT_INITIALIZED" for 1, ...
std::string cublas_status_name(int status);

const Cublas& cublas();  // never throws; `reason` says why when unavailable

class BlasHandle {
 public:
  // Raises Error when cuBLAS is missing or cannot start (no driver).
  explicit BlasHandle(Device& device);
  ~BlasHandle();
  BlasHandle(const BlasHandle&) = delete;
  BlasHandle& operator=(const BlasHandle&) = delete;

  // y[m, n] = x[m, k] @ w[n, k]^T: prims.linear without its bias, all
  // row-major and contiguous.
  void linear(DType dtype, int64_t m, int64_t n, int64_t k, CUdeviceptr x, CUdeviceptr w,
              CUdeviceptr y);
  // c[m, n] = a[m, k] @ b[k, n], row-major and contiguous.
  void matmul(DType dtype, int64_t m, int64_t n, int64_t k, CUdeviceptr a, CUdeviceptr b,
              CUdeviceptr c);

  // One operand of a row-major batched GEMM: a matrix stored row-major
  // (element [i, j] at i * ld + j) or, when `transposed`, column-major
  // (at i + j * ld); matrix b of the batch starts at b * batch_stride.
  struct Operand {
    CUdeviceptr ptr = 0;
    bool transposed = false;
    int64_t ld = 0;
    int64_t batch_stride = 0;  // 0: the same matrix for every batch entry
  };
  // c[b][m, n] = a[b][m, k] @ b[b][k, n] for b < batch, with c contiguous
  // (ld n, batch stride m * n): prims.matmul and prims.linear on strided
  // views, in one cublasGemmStridedBatchedEx call.
  void batched_matmul(DType dtype, int64_t batch, int64_t m, int64_t n, int64_t k, Operand a,
                      Operand b, CUdeviceptr c);

 private:
  void gemm(DType dtype, bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k, CUdeviceptr a,
            int64_t lda, CUdeviceptr b, int64_t ldb, CUdeviceptr c, int64_t ldc);
  const Cublas& c_;
  void* handle_ = nullptr;
};

}  // namespace fulgur::cuda
