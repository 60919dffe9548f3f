// FULGUR_DUMP: what the compiler prints to stderr as it works, a list of
// names (FULGUR_DUMP=trace,host): `trace` the fused traces, `cuda` the
// generated CUDA C++ and its kernels' launch plans, `llvm` each CPU kernel's
// optimized LLVM IR, `host` the host programs (their listing, and the native
// one's LLVM IR). Read at each use, so that a program (or a test) may set it
// between compiles; one reader for every stage.
#pragma once

#include <cstdlib>
#include <string_view>

namespace fulgur::codegen {

inline bool dumping(std::string_view what) {
  const char* d = std::getenv("FULGUR_DUMP");
  if (!d) return false;
  std::string_view all(d);
  for (size_t start = 0; start <= all.size();) {
    size_t end = all.find(',', start);
    if (end == std::string_view::npos) end = all.size();
    if (all.substr(start, end - start) == what) return true;
    start = end + 1;
  }
  return false;
}

}  // namespace fulgur::codegen
