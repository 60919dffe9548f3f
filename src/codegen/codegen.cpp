#include "codegen/codegen.h"

#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/printer.h"

#include <cstdlib>
#include <cstring>
#include <iostream>

namespace fulgur::codegen {

namespace {
bool dumping(const char* what) {
  const char* d = std::getenv("FULGUR_DUMP");
  return d && std::strstr(d, what);
}
}  // namespace

GeneratedProgram generate_cuda(const Trace& t) {
  GeneratedProgram out;
  out.fused = partition(t, Target::Cuda);
  if (dumping("trace")) std::cerr << "# ---- FULGUR_DUMP=trace\n" << print_trace(out.fused);
  for (const BoundSymbol* region : fusion_regions(out.fused)) {
    kernel::LoweredRegion lowered = kernel::lower_region(*region, {Target::Cuda});
    for (auto& k : lowered.kernels) {
      std::string src = cuda::print_cuda(k);
      if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << k.name << "\n" << src;
      out.kernels.push_back({std::move(k), std::move(src)});
    }
  }
  return out;
}

}  // namespace fulgur::codegen
