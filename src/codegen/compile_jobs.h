// Compiles many kernels for many architectures on a few threads through the
// disk kernel cache: what the warmup tool and CI's "compile every generated
// kernel" check run. A failed kernel is reported, never thrown, so one bad
// kernel does not hide the others.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "codegen/kernel_cache.h"
#include "codegen/nvrtc.h"

namespace fulgur::codegen {

struct KernelSource {
  std::string name;    // the extern "C" entry point
  std::string source;  // CUDA C++
};

struct CompileJobResult {
  std::string kernel_name;
  std::string arch;
  bool ok = false;
  bool from_cache = false;
  double ms = 0;            // wall time of the job: the compile, or the cache load
  size_t binary_bytes = 0;  // CUBIN or PTX size
  int registers = 0;        // per thread, from the CUBIN; 0 for PTX or on failure
  std::string error;        // fulgur::Error's message when !ok
};

// Compiles every (kernel, arch) pair (base's arch replaced by each of `archs`)
// on `jobs` threads (<= 0: one per hardware thread) through `cache`
// (nullable). Results come in kernel-major order: kernels[i] for archs[j] is
// result i * archs.size() + j. Identical (name, source, arch) jobs compile
// once and are reported once each. progress(done, total, result), if set, is
// called under a mutex as each result is ready.
std::vector<CompileJobResult> compile_all(
    const std::vector<KernelSource>& kernels, const std::vector<std::string>& archs, int jobs,
    KernelCache* cache, NvrtcOptions base,
    std::function<void(size_t, size_t, const CompileJobResult&)> progress);

}  // namespace fulgur::codegen
