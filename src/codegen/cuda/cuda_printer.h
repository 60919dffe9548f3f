// Prints a kernel IR kernel as CUDA C++ for NVRTC: readable, deterministic
// source with one extern "C" entry point named after the kernel.
#pragma once

#include <string>

#include "codegen/kernel/kernel_ir.h"

namespace fulgur::codegen::cuda {

std::string print_cuda(const kernel::Kernel& k);

// The C type a kernel uses for a dtype ("float", "__half", "long long", ...).
const char* cuda_c_type(DType t);

}  // namespace fulgur::codegen::cuda
