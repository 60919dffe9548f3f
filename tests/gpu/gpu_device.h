// The device the gpu-labelled tests run on: device 0 of the CUDA driver
// when this machine has one, else the emulated device (cuda-emu,
// runtime/cuda/emulated_driver.h), so that the tests execute everywhere
// instead of being skipped. NVRTC compiles every kernel where the build has
// it; on the emulated device the module is the kernel's emulation image.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "codegen/cuda/emulation.h"
#include "codegen/nvrtc.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"

namespace fulgur::testing {

inline const cuda::Driver& gpu_test_driver() {
  return cuda::driver().available ? cuda::driver() : cuda::emulated_driver();
}
inline bool on_emulated_device() {
  return gpu_test_driver().emulated;
}

// What Device::load takes for kernel `k` printed as `source`: NVRTC's cubin
// on a real device (NVRTC compiles it on the emulated one too, when the
// build has it), the emulation image on the emulated device.
inline std::vector<uint8_t> module_image(const cuda::Device& dev, const codegen::kernel::Kernel& k,
                                         const std::string& source) {
  std::vector<uint8_t> cubin;
  if (codegen::nvrtc_available()) {
    codegen::NvrtcOptions opts;
    opts.arch = dev.arch();
    cubin = codegen::nvrtc_compile(source, k.name, opts).binary;
  }
  return dev.emulated() ? codegen::cuda::emulation_image(k, source) : cubin;
}

}  // namespace fulgur::testing

// Skips only where neither runs: a real driver without NVRTC in the build.
#define SKIP_WITHOUT_GPU()                                                     \
  if (!::fulgur::testing::on_emulated_device() && !codegen::nvrtc_available()) \
  GTEST_SKIP() << "built without NVRTC"
