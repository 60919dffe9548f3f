// The CPU backend: kernel IR -> LLVM IR -> O3 for the host CPU (its features
// detected at run time) -> native code through LLVM ORC. Compiled kernels are
// cached for the process, keyed by their IR. LLVM types stay in the .cpp
// files of this directory: kernel_emitter (kernel IR -> LLVM IR),
// host_emitter (HostProgram -> LLVM IR of the native host function), orc_jit
// (the ORC wrapper) and cpu_jit.cpp, the facade (cache, optimization).
#pragma once

#include <cstdint>
#include <memory>
#include <string>

#include "codegen/kernel/kernel_ir.h"
#include "runtime/host_program.h"

namespace fulgur::codegen::cpu {

// Runs iterations [begin, end) of the kernel's outermost loop (rows, or
// elements for pointwise kernels): buffers in Kernel::buffers order, scalars
// in Kernel::scalars order as 64-bit slots (floats as their bits).
using CpuKernelFn = void (*)(void* const* buffers, const int64_t* scalars, int64_t begin,
                             int64_t end);

bool llvm_available();  // false when built without LLVM 19

// Compiled code stays in the JIT while a copy of its handle lives; the last
// copy going frees it (its functions must not run after that).
using CpuCode = std::shared_ptr<const void>;

struct CpuKernel {
  CpuKernelFn fn = nullptr;
  double compile_ms = 0;  // 0 when the process cache had it
  bool from_cache = false;
  // It can divide an integer by zero, which fails its launch
  // (fulgur_cpu_integer_division_by_zero): it must run inside one.
  bool reports_errors = false;
  CpuCode code;  // keeps `fn` alive
};

// Compiles `k` (thread-safe); raises Error when LLVM is unavailable or the
// kernel cannot be emitted. The process cache shares a kernel's code with
// every program that compiles the same IR while one of them holds it; the
// disk cache (codegen/kernel_cache.h: $FULGUR_CACHE_DIR/kernels, ...; off
// with FULGUR_CPU_KERNEL_CACHE=0) keeps the object code for later processes,
// keyed by the kernel IR, the host CPU and its features, and the LLVM
// version.
CpuKernel compile_cpu_kernel(const kernel::Kernel& k);

// The LLVM IR module of `k`, before optimization (FULGUR_DUMP=llvm, tests).
std::string emit_llvm_ir(const kernel::Kernel& k);

// "x86_64 skylake-avx512 +avx2 +avx512f ..." (what kernels are compiled for).
std::string host_cpu_description();

// A host program compiled to native code: its prologue compares the call's
// spec words with `spec`, then it runs the instructions (kernels called
// directly, the rest through the runtime's C ABI).
struct NativeHost {
  NativeHostFn fn = nullptr;
  double compile_ms = 0;
  CpuCode code;  // keeps `fn` alive (the kernels it calls are their programs')
};
NativeHost compile_host_program(const HostProgram& p, const std::vector<int64_t>& spec);

// The LLVM IR module of `p`'s native host function, before optimization
// (tests; FULGUR_DUMP=host prints it after O3).
std::string emit_host_llvm_ir(const HostProgram& p, const std::vector<int64_t>& spec);

struct CpuJitStats {
  // Kernels: compiled = new code in this process (compiled by LLVM, or
  // loaded from the disk cache: disk_hits of them); hits = the same kernel
  // IR again while its code lives.
  int64_t compiled = 0, hits = 0;
  int64_t host_programs = 0;  // native host programs compiled
  int64_t live_code = 0;      // kernels and host programs whose code the JIT holds now
  int64_t disk_hits = 0;
};
CpuJitStats cpu_jit_stats();

}  // namespace fulgur::codegen::cpu
