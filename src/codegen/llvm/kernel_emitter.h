// Kernel IR -> LLVM IR for the CPU (internal to src/codegen/llvm: LLVM types).
#pragma once

#include <cstdint>
#include <string>

#include "codegen/kernel/kernel_ir.h"

namespace llvm {
class Module;
}

namespace fulgur::codegen::cpu {

// Integer power for integer tensors (no LLVM intrinsic); called from JIT code.
extern "C" int64_t fulgur_cpu_ipow(int64_t base, int64_t exp);

// Kernels over at most this many elements are compiled for their extents
// (the iteration domain as traced): on tiny tensors the loop bookkeeping of a
// shape-generic kernel is most of its cost (a 4x4 reduction runs about twice
// as fast with constant trip counts). Larger kernels stay shape-generic, so
// one compiled kernel serves every shape; the kernel cache keys a
// specialized kernel by its extents too (see specializes_extents).
inline constexpr int64_t kSpecializeMaxElements = 4096;
bool specializes_extents(const kernel::Kernel& k);

// Adds `k` to `m` as the external function `symbol` (a CpuKernelFn) and its
// internal body `symbol`_body, both compiled for `cpu` with `features`.
void emit_kernel(const kernel::Kernel& k, llvm::Module& m, const std::string& symbol,
                 const std::string& cpu, const std::string& features);

}  // namespace fulgur::codegen::cpu
