// HostProgram -> the LLVM IR of its native host function (internal to
// src/codegen/llvm: LLVM types).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "runtime/host_program.h"

namespace llvm {
class Module;
}

namespace fulgur::codegen::cpu {

// Adds `p` to `m` as `int32 symbol(HostFrame*, const int64_t* spec, int64_t
// len)` (a NativeHostFn): the prologue compares the spec words with `spec`
// and returns 1 on a mismatch; then one call per instruction (kernels
// directly, the rest through the runtime's C ABI); returns 0.
void emit_host_program(const HostProgram& p, const std::vector<int64_t>& spec, llvm::Module& m,
                       const std::string& symbol, const std::string& cpu,
                       const std::string& features);

}  // namespace fulgur::codegen::cpu
