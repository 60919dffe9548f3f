// Prints a kernel IR kernel as CUDA C++ for NVRTC: readable, deterministic
// source with one extern "C" entry point named after the kernel.
#pragma once

#include <string>

#include "codegen/kernel/kernel_ir.h"

namespace fulgur::codegen::cuda {

std::string print_cuda(const kernel::Kernel& k);

}  // namespace fulgur::codegen::cuda
