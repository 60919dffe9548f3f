// A small ORC wrapper (KaleidoscopeJIT-sized; internal to src/codegen/llvm):
// one LLJIT for the host CPU, with the process's symbols and the runtime's
// C ABI visible to JIT'd code; modules and object files go in, addresses of
// symbols come out.
#pragma once

#include <atomic>
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

// Code ORC holds for one compiled unit (a module or an object file, under
// its own ResourceTracker): removed from the JIT, its memory freed, when the
// last copy of the handle goes. Each handle also keeps its OrcJit alive.
using CodeHandle = std::shared_ptr<const void>;

class OrcJit : public std::enable_shared_from_this<OrcJit> {
 public:
  // Detects the host CPU and its features; `runtime` are the absolute
  // symbols (name, address) JIT'd code may call besides the process's own.
  explicit OrcJit(const std::vector<std::pair<const char*, void*>>& runtime);

  const std::string& cpu() const { return cpu_; }
  const std::string& features() const { return features_; }  // "+avx2,+fma,..."
  const std::string& triple() const { return triple_; }
  // The target machine modules are optimized for (O3 code generation).
  llvm::TargetMachine& target_machine() { return *tm_; }

  // Adds code under a new ResourceTracker; `what` names it in errors. The
  // code's symbols resolve until the handle's last copy goes (then they are
  // removed and may be defined again).
  CodeHandle add_module(llvm::orc::ThreadSafeModule m, const std::string& what);
  CodeHandle add_object(std::unique_ptr<llvm::MemoryBuffer> object, const std::string& what);
  void* lookup(const std::string& symbol);

  // Units added and not yet freed.
  int64_t live_units() const { return live_.load(); }

 private:
  std::string cpu_, features_, triple_;
  std::unique_ptr<llvm::TargetMachine> tm_;
  std::unique_ptr<llvm::orc::LLJIT> jit_;
  std::atomic<int64_t> live_{0};

  CodeHandle track(llvm::orc::ResourceTrackerSP rt);
};

}  // namespace fulgur::codegen::cpu
