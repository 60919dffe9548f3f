#include "codegen/cuda/library_kernels.h"

#include <sstream>

#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "ir/error.h"

namespace fulgur::codegen {

// A copy on the device of a tensor laid out with `in_strides` into one laid
// out with `out_strides`, `out_offset` elements into its buffer (both known
// when planned): make_contiguous, and each input of a cat. One element a
// thread in a grid-stride loop; the offsets are unraveled from the element's
// row-major index with the extents and strides as constants.
std::pair<kernel::Kernel, std::string> strided_copy_kernel(const std::string& name,
                                                           const Shape& shape,
                                                           const Shape& in_strides,
                                                           const Shape& out_strides,
                                                           int64_t out_offset, DType dtype) {
  kernel::Kernel k;
  k.name = name;
  k.region = "copy";
  k.kind = "copy";
  const bool out_contiguous = out_strides == contiguous_strides(shape) && out_offset == 0;
  int64_t n = 1, in_span = 0, out_span = out_offset;
  for (size_t d = 0; d < shape.size(); ++d) {
    n *= shape[d];
    if (shape[d] > 0) {
      in_span += (shape[d] - 1) * in_strides[d];
      out_span += (shape[d] - 1) * out_strides[d];
    }
  }
  const int64_t big = 2147483647 / 2;
  const bool wide = n > big || in_span > big || out_span > big;
  k.index_type = wide ? DType::i64 : DType::i32;
  k.domain = {n};
  k.buffers = {{"in0", dtype, false, 0, -1}, {"out0", dtype, true, 0, -1}};
  k.launch.kind = kernel::LaunchShape::Kind::Pointwise;
  k.launch.threads = 256;
  k.launch.items_per_block = 256;
  k.launch.work_dims = {0};
  const std::string idx = wide ? "long long" : "int";
  const char* t = cuda::cuda_c_type(dtype);
  std::ostringstream src;
  src << "// fulgur: copy of " << dtype_short_name(dtype) << shape_string(shape)
      << " strides=" << shape_string(in_strides) << " into strides=" << shape_string(out_strides)
      << " at +" << out_offset << "\n";
  if (dtype == DType::f16) src << "#include <cuda_fp16.h>\n";
  if (dtype == DType::bf16) src << "#include <cuda_bf16.h>\n";
  src << "extern \"C\" __global__ void __launch_bounds__(256) " << name << "(const " << t
      << "* __restrict__ in0, " << t << "* __restrict__ out0) {\n"
      << "  const " << idx << " n = " << n << ";\n"
      << "  for (" << idx << " i = static_cast<" << idx << ">(blockIdx.x) * static_cast<" << idx
      << ">(blockDim.x) + static_cast<" << idx << ">(threadIdx.x); i < n; i += static_cast<" << idx
      << ">(gridDim.x) * static_cast<" << idx << ">(blockDim.x)) {\n"
      << "    " << idx << " r = i, at = 0, to = " << out_offset << ";\n";
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] == 1) continue;
    src << "    { const " << idx << " c = r % " << shape[d] << "; r /= " << shape[d]
        << "; at += c * " << in_strides[d] << ";";
    if (!out_contiguous) src << " to += c * " << out_strides[d] << ";";
    src << " }\n";
  }
  src << "    out0[" << (out_contiguous ? "i" : "to") << "] = in0[at];\n  }\n}\n";
  return {std::move(k), src.str()};
}

// The kernel of prims.take_along_dim(a, indices, dim) on the device: out[c]
// = a[c with c[dim] = indices[c]], the layouts of `a` and `indices` known
// when planned. An index outside [-n, n) (n = a's extent in `dim`; negative
// ones count from the end, as the reference does) is not read: the kernel
// stores `error_code` in its last buffer, which the program checks after it
// ran (CudaProgram::run_device), so a bad index is an error, never a value.
std::pair<kernel::Kernel, std::string> take_along_dim_kernel(const std::string& name,
                                                             const SlotLayout& a,
                                                             const SlotLayout& idx, int64_t dim,
                                                             int error_code) {
  kernel::Kernel k;
  k.name = name;
  k.region = "take_along_dim";
  k.kind = "gather";
  int64_t n = 1, span = 0;
  for (size_t d = 0; d < idx.shape.size(); ++d) {
    n *= idx.shape[d];
    if (idx.shape[d] > 0) span += (idx.shape[d] - 1) * idx.strides[d];
  }
  int64_t a_span = 0;
  for (size_t d = 0; d < a.shape.size(); ++d)
    if (a.shape[d] > 0) a_span += (a.shape[d] - 1) * a.strides[d];
  span = std::max(span, a_span);
  const bool wide = n > 2147483647 / 2 || span > 2147483647 / 2;
  k.index_type = wide ? DType::i64 : DType::i32;
  k.domain = {n};
  k.buffers = {{"in0", a.dtype, false, 0, -1},
               {"in1", idx.dtype, false, 1, -1},
               {"out0", a.dtype, true, 0, -1},
               {"err", DType::i32, true, 1, -1}};
  k.launch.kind = kernel::LaunchShape::Kind::Pointwise;
  k.launch.threads = 256;
  k.launch.items_per_block = 256;
  k.launch.work_dims = {0};
  const std::string ix = wide ? "long long" : "int";
  const char* t = cuda::cuda_c_type(a.dtype);
  const int64_t extent = a.shape.at(static_cast<size_t>(dim));
  std::ostringstream src;
  src << "// fulgur: prims.take_along_dim of " << dtype_short_name(a.dtype) << shape_string(a.shape)
      << " strides=" << shape_string(a.strides) << " at " << dtype_short_name(idx.dtype)
      << shape_string(idx.shape) << " strides=" << shape_string(idx.strides) << " in dim " << dim
      << "\n";
  if (a.dtype == DType::f16) src << "#include <cuda_fp16.h>\n";
  if (a.dtype == DType::bf16) src << "#include <cuda_bf16.h>\n";
  src << "extern \"C\" __global__ void __launch_bounds__(256) " << name << "(const " << t
      << "* __restrict__ in0, const " << cuda::cuda_c_type(idx.dtype) << "* __restrict__ in1, " << t
      << "* __restrict__ out0, int* __restrict__ err) {\n"
      << "  const " << ix << " n = " << n << ";\n"
      << "  for (" << ix << " i = static_cast<" << ix << ">(blockIdx.x) * static_cast<" << ix
      << ">(blockDim.x) + static_cast<" << ix << ">(threadIdx.x); i < n; i += static_cast<" << ix
      << ">(gridDim.x) * static_cast<" << ix << ">(blockDim.x)) {\n"
      << "    " << ix << " r = i, at = 0, ai = 0;\n";
  for (size_t d = idx.shape.size(); d-- > 0;) {
    if (idx.shape[d] == 1) continue;
    src << "    { const " << ix << " c = r % " << idx.shape[d] << "; r /= " << idx.shape[d]
        << "; ai += c * " << idx.strides[d] << ";";
    if (static_cast<int64_t>(d) != dim) src << " at += c * " << a.strides[d] << ";";
    src << " }\n";
  }
  src << "    long long v = static_cast<long long>(in1[ai]);\n"
      << "    if (v < 0) v += " << extent << "LL;\n"
      << "    if (v < 0 || v >= " << extent << "LL) {\n"
      << "      *err = " << error_code << ";\n"
      << "      continue;\n"
      << "    }\n"
      << "    out0[i] = in0[at + static_cast<" << ix << ">(v) * "
      << a.strides.at(static_cast<size_t>(dim)) << "];\n  }\n}\n";
  return {std::move(k), src.str()};
}

std::string layout_string(const SlotLayout& l) {
  if (!l.is_tensor) return "number";
  std::string s = std::string(dtype_short_name(l.dtype)) + shape_string(l.shape);
  if (!l.is_contiguous()) s += " strides=" + shape_string(l.strides);
  return s;
}

}  // namespace fulgur::codegen
