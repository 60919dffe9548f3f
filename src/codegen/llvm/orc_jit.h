// A small ORC wrapper (KaleidoscopeJIT-sized; internal to src/codegen/llvm):
// one LLJIT for the host CPU, with the process's symbols and the runtime's
// C ABI visible to JIT'd code; modules and object files go in, addresses of
// symbols come out.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/Support/Error.h>
#include <llvm/Support/MemoryBuffer.h>
#include <llvm/Target/TargetMachine.h>

#include "ir/error.h"

namespace fulgur::codegen::cpu {

[[noreturn]] void fail_llvm(const std::string& what, llvm::Error e);

template <typename T>
T check_llvm(const std::string& what, llvm::Expected<T> v) {
  if (!v) fail_llvm(what, v.takeError());
  return std::move(*v);
}

class OrcJit {
 public:
  // Detects the host CPU and its features; `runtime` are the absolute
  // symbols (name, address) JIT'd code may call besides the process's own.
  explicit OrcJit(const std::vector<std::pair<const char*, void*>>& runtime);

  const std::string& cpu() const { return cpu_; }
  const std::string& features() const { return features_; }  // "+avx2,+fma,..."
  const std::string& triple() const { return triple_; }
  // The target machine modules are optimized for (O3 code generation).
  llvm::TargetMachine& target_machine() { return *tm_; }

  // `what` names the code in errors.
  void add_module(llvm::orc::ThreadSafeModule m, const std::string& what);
  void add_object(std::unique_ptr<llvm::MemoryBuffer> object, const std::string& what);
  void* lookup(const std::string& symbol);

 private:
  std::string cpu_, features_, triple_;
  std::unique_ptr<llvm::TargetMachine> tm_;
  std::unique_ptr<llvm::orc::LLJIT> jit_;
};

}  // namespace fulgur::codegen::cpu
