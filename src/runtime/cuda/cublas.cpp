#include "runtime/cuda/cublas.h"

#include <cstdlib>
#include <limits>
#include <vector>

#include "ir/error.h"
#include "runtime/cuda/dynlib.h"
#include "runtime/cuda/emulated_driver.h"

namespace fulgur::cuda {

std::string cublas_status_name(int status) {
  switch (status) {
    case 0:
      return "CUBLAS_STATUS_SUCCESS";
    case 1:
      return "CUBLAS_STATUS_NOT_INITIALIZED";
    case 3:
      return "CUBLAS_STATUS_ALLOC_FAILED";
    case 7:
      return "CUBLAS_STATUS_INVALID_VALUE";
    case 8:
      return "CUBLAS_STATUS_ARCH_MISMATCH";
    case 11:
      return "CUBLAS_STATUS_MAPPING_ERROR";
    case 13:
      return "CUBLAS_STATUS_EXECUTION_FAILED";
    case 14:
      return "CUBLAS_STATUS_INTERNAL_ERROR";
    case 15:
      return "CUBLAS_STATUS_NOT_SUPPORTED";
    default:
      return "cuBLAS status " + std::to_string(status);
  }
}

void Cublas::check(int status, const char* what) const {
  if (status == 0) return;
  FULGUR_FAIL(what, " failed: ", cublas_status_name(status),
              status == 1 ? " (is there a GPU and an NVIDIA driver?)" : "");
}

namespace {

Cublas load_cublas() {
  Cublas c;
  DynLib lib = DynLib::open_first(DynLib::candidates(
      "FULGUR_LIBCUBLAS",
      {"libcublas.so.13", "libcublas.so.12", "/usr/local/cuda/lib64/libcublas.so.13",
       "/usr/local/cuda/lib64/libcublas.so.12"}));
  if (!lib.loaded()) {
    c.reason = "cuBLAS is not available: " + lib.errors();
    return c;
  }
  c.path = lib.path();
  lib.sym(c.cublasCreate, "cublasCreate_v2");
  lib.sym(c.cublasDestroy, "cublasDestroy_v2");
  lib.sym(c.cublasSetStream, "cublasSetStream_v2");
  lib.sym(c.cublasGemmEx, "cublasGemmEx");
  lib.sym(c.cublasGemmStridedBatchedEx, "cublasGemmStridedBatchedEx");
  if (!lib.missing().empty()) {
    c.reason = "the cuBLAS at " + c.path + " lacks " + lib.missing();
    return c;
  }
  c.available = true;
  return c;
}

// cudaDataType and cublasComputeType_t values (library_types.h, cublas_api.h).
int data_type(DType d) {
  switch (d) {
    case DType::f32:
      return 0;  // CUDA_R_32F
    case DType::f64:
      return 1;  // CUDA_R_64F
    case DType::f16:
      return 2;  // CUDA_R_16F
    case DType::bf16:
      return 14;  // CUDA_R_16BF
    default:
      FULGUR_FAIL("cuBLAS GEMM: expected a floating-point dtype, got ", dtype_short_name(d));
  }
}

int checked_int(int64_t v, const char* what) {
  FULGUR_CHECK(v >= 0 && v <= std::numeric_limits<int>::max(), "cuBLAS GEMM: ", what, " = ", v,
               " exceeds what one cuBLAS call takes (2^31 - 1)");
  return static_cast<int>(v);
}

}  // namespace

const Cublas& cublas() {
  static const Cublas c = load_cublas();
  return c;
}

BlasHandle::BlasHandle(Device& device) : c_(device.emulated() ? emulated_cublas() : cublas()) {
  FULGUR_CHECK(c_.available, c_.reason);
  c_.check(c_.cublasCreate(&handle_), "cublasCreate");
  c_.check(c_.cublasSetStream(handle_, device.stream()), "cublasSetStream");
}

BlasHandle::~BlasHandle() {
  if (handle_) c_.cublasDestroy(handle_);
}

void BlasHandle::gemm(DType dtype, bool trans_a, bool trans_b, int64_t m, int64_t n, int64_t k,
                      CUdeviceptr a, int64_t lda, CUdeviceptr b, int64_t ldb, CUdeviceptr c,
                      int64_t ldc) {
  int t = data_type(dtype);
  int compute = dtype == DType::f64 ? 70 : 68;  // CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F
  double alpha64 = 1, beta64 = 0;
  float alpha32 = 1, beta32 = 0;
  const void* alpha = dtype == DType::f64 ? static_cast<const void*>(&alpha64) : &alpha32;
  const void* beta = dtype == DType::f64 ? static_cast<const void*>(&beta64) : &beta32;
  c_.check(c_.cublasGemmEx(handle_, trans_a ? 1 : 0, trans_b ? 1 : 0, checked_int(m, "m"),
                           checked_int(n, "n"), checked_int(k, "k"), alpha,
                           reinterpret_cast<const void*>(a), t, checked_int(lda, "lda"),
                           reinterpret_cast<const void*>(b), t, checked_int(ldb, "ldb"), beta,
                           reinterpret_cast<void*>(c), t, checked_int(ldc, "ldc"), compute,
                           -1 /* CUBLAS_GEMM_DEFAULT */),
           "cublasGemmEx");
}

// Row-major Y[m,n] = X[m,k] W[n,k]^T is column-major Y^T[n,m] = W X^T: W
// (column-major k x n, ld k) transposed times X^T (column-major k x m, ld k).
void BlasHandle::linear(DType dtype, int64_t m, int64_t n, int64_t k, CUdeviceptr x, CUdeviceptr w,
                        CUdeviceptr y) {
  gemm(dtype, true, false, n, m, k, w, k, x, k, y, n);
}

// Row-major C[m,n] = A[m,k] B[k,n] is column-major C^T = B^T A^T.
void BlasHandle::matmul(DType dtype, int64_t m, int64_t n, int64_t k, CUdeviceptr a, CUdeviceptr b,
                        CUdeviceptr c) {
  gemm(dtype, false, false, n, m, k, b, n, a, k, c, n);
}

// Row-major C = A B is column-major C^T = B^T A^T: the first cuBLAS operand
// is b's storage (a row-major b read column-major is b^T already; a
// column-major b needs a transpose), the second is a's.
void BlasHandle::batched_matmul(DType dtype, int64_t batch, int64_t m, int64_t n, int64_t k,
                                Operand a, Operand b, CUdeviceptr c) {
  if (batch == 0 || m == 0 || n == 0) return;
  int t = data_type(dtype);
  int compute = dtype == DType::f64 ? 70 : 68;  // CUBLAS_COMPUTE_64F : CUBLAS_COMPUTE_32F
  double alpha64 = 1, beta64 = 0;
  float alpha32 = 1, beta32 = 0;
  const void* alpha = dtype == DType::f64 ? static_cast<const void*>(&alpha64) : &alpha32;
  const void* beta = dtype == DType::f64 ? static_cast<const void*>(&beta64) : &beta32;
  c_.check(c_.cublasGemmStridedBatchedEx(
               handle_, b.transposed ? 1 : 0, a.transposed ? 1 : 0, checked_int(n, "n"),
               checked_int(m, "m"), checked_int(k, "k"), alpha,
               reinterpret_cast<const void*>(b.ptr), t, checked_int(b.ld, "ldb"), b.batch_stride,
               reinterpret_cast<const void*>(a.ptr), t, checked_int(a.ld, "lda"), a.batch_stride,
               beta, reinterpret_cast<void*>(c), t, checked_int(n, "ldc"), m * n,
               checked_int(batch, "batch"), compute, -1 /* CUBLAS_GEMM_DEFAULT */),
           "cublasGemmStridedBatchedEx");
}

}  // namespace fulgur::cuda
