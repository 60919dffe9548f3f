// NVRTC wrapper: compiles CUDA C++ source to a CUBIN or PTX at run time, and
// reads a kernel's resource usage (registers, shared and local memory) out of a
// CUBIN. Compiling is a pure function of (source, options): no device or driver
// is needed, so the result is cacheable (see kernel_cache.h) and loading it onto
// a device is a separate step in the runtime. CUDA headers stay in nvrtc.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace fulgur::codegen {

struct NvrtcOptions {
  // "sm_80", "sm_90", "sm_90a", ...; validated against nvrtcGetSupportedArchs.
  std::string arch = "sm_90";
  // PTX instead of CUBIN (compiled for the virtual compute_XX architecture).
  bool ptx = false;
  // Extra NVRTC options, passed after the fixed ones in this order.
  std::vector<std::string> extra;

  // Canonical, deterministic text of every option that changes the output
  // (not the include directory: the NVRTC version in the cache key covers the
  // headers that ship with it). Part of the kernel cache key.
  std::string options_string() const;
};

struct CompiledKernel {
  std::string kernel_name;
  std::string arch;
  bool is_ptx = false;
  // A CUBIN (ELF), or PTX text with its terminating NUL (as cuModuleLoadData takes it).
  std::vector<uint8_t> binary;
  std::string log;        // NVRTC log (warnings), kept even on success
  double compile_ms = 0;  // 0 when loaded from the cache
  bool from_cache = false;
};

// False when fulgur was built without the CUDA toolkit.
bool nvrtc_available();

// "13.0": part of the kernel cache key.
std::string nvrtc_version_string();

// The real architectures this NVRTC can compile for: {"sm_75", "sm_80", ...}.
std::vector<std::string> nvrtc_supported_archs();

// Headers for NVRTC (cuda_fp16.h and friends): $CUDA_HOME/include, else
// $CUDA_PATH/include, else the toolkit found at build time, else
// /usr/local/cuda/include. The chosen directory must contain cuda_fp16.h.
std::string cuda_include_dir();

// Compiles `source`, whose entry point is the extern "C" kernel `kernel_name`.
// Pure and thread-safe. The options always include --std=c++17,
// -default-device, --gpu-architecture=<arch> and -I<cuda_include_dir()>.
// Throws fulgur::Error on an unsupported arch, or on a failed compile with the
// kernel name, arch, NVRTC's error, its full log and the numbered source; also
// when the output has no kernel named `kernel_name`.
CompiledKernel nvrtc_compile(const std::string& source, const std::string& kernel_name,
                             const NvrtcOptions& opts);

struct KernelResources {
  int registers = 0;         // per thread
  int64_t shared_bytes = 0;  // static shared memory per block
  int64_t local_bytes = 0;   // per thread: stack (spills, local arrays, callees' frames)
  int max_threads = 0;       // __launch_bounds__ max threads per block; 0 when absent
};

// Reads the resource usage of `kernel_name` from a CUBIN's ELF sections (no
// driver needed). Throws fulgur::Error when `cubin` is not a CUBIN or has no
// such kernel.
KernelResources cubin_resources(const std::vector<uint8_t>& cubin, const std::string& kernel_name);

}  // namespace fulgur::codegen
