// The emulation image of a generated kernel for the emulated CUDA device
// (runtime/cuda/emulated_driver.h): the exact CUDA C++ NVRTC compiles,
// followed by an entry point that reads each parameter from the launch's
// parameter array as the kernel declares it (so the bytes KernelArgs packed
// are what the kernel gets), the parameters' kinds, and the source's
// __launch_bounds__.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "codegen/kernel/kernel_ir.h"

namespace fulgur::codegen::cuda {

std::string emulation_source(const kernel::Kernel& k, const std::string& cuda_source);
// The image cuModuleLoadData takes on the emulated device (NUL-terminated).
std::vector<uint8_t> emulation_image(const kernel::Kernel& k, const std::string& cuda_source);

}  // namespace fulgur::codegen::cuda
