// The CUDA kernels the planner writes itself rather than lowering from a
// fusion region (codegen/cuda_plan.cpp): a strided copy (make_contiguous,
// each input of a cat) and take_along_dim with its bounds check, each built
// through the kernel IR and printed as CUDA C++ for the layouts known when
// planned; and the text of a planned layout, for messages.
#pragma once
#include <cstdint>
#include <string>
#include <utility>

#include "codegen/kernel/kernel_ir.h"
#include "runtime/host_program.h"

namespace fulgur::codegen {

std::pair<kernel::Kernel, std::string> strided_copy_kernel(const std::string& name,
                                                           const Shape& shape,
                                                           const Shape& in_strides,
                                                           const Shape& out_strides,
                                                           int64_t out_offset, DType dtype);

std::pair<kernel::Kernel, std::string> take_along_dim_kernel(const std::string& name,
                                                             const SlotLayout& a,
                                                             const SlotLayout& idx, int64_t dim,
                                                             int error_code);

// "f32[4, 8]", "f16[2, 3] strides=(1, 2)", "number".
std::string layout_string(const SlotLayout& l);

}  // namespace fulgur::codegen
