#include "codegen/cuda/launch.h"

#include <algorithm>
#include <cstring>

#include "ir/error.h"

namespace fulgur::codegen::cuda {

int64_t work_items(const kernel::Kernel& k) {
  int64_t n = 1;
  for (int d : k.launch.work_dims) n *= k.domain.at(static_cast<size_t>(d));
  return n * k.launch.work_multiplier;
}

LaunchGeometry launch_geometry(const kernel::Kernel& k, int sm_count) {
  FULGUR_CHECK(sm_count >= 1, "launch_geometry: expected at least one multiprocessor, got ",
               sm_count);
  LaunchGeometry g;
  g.block = static_cast<unsigned>(k.launch.threads);
  int64_t work = work_items(k);
  if (work <= 0) return g;
  int64_t per_block = std::max(1, k.launch.items_per_block);
  int64_t needed = (work + per_block - 1) / per_block;
  int64_t resident = static_cast<int64_t>(sm_count) * std::max(1, 2048 / k.launch.threads);
  g.grid = static_cast<unsigned>(std::clamp<int64_t>(needed, 1, 2 * resident));
  return g;
}

KernelArgs::KernelArgs(const kernel::Kernel& k, const std::vector<uint64_t>& buffers,
                       const std::vector<int64_t>& scalars) {
  FULGUR_CHECK(buffers.size() == k.buffers.size(), "kernel ", k.name, " takes ", k.buffers.size(),
               " buffers, got ", buffers.size());
  FULGUR_CHECK(scalars.size() == k.scalars.size(), "kernel ", k.name, " takes ", k.scalars.size(),
               " scalars, got ", scalars.size());
  storage_.assign(buffers.size() + scalars.size(), 0);
  size_t i = 0;
  for (uint64_t b : buffers) storage_[i++] = b;
  for (size_t s = 0; s < scalars.size(); ++s, ++i) {
    void* slot = &storage_[i];
    int64_t v = scalars[s];
    switch (k.scalars[s].type) {
      case DType::i32: {
        int32_t x = static_cast<int32_t>(v);
        FULGUR_CHECK(x == v, "kernel ", k.name, ": ", k.scalars[s].name, " = ", v,
                     " does not fit its 32-bit index type");
        std::memcpy(slot, &x, sizeof x);
        break;
      }
      case DType::b8: {
        bool x = v != 0;
        std::memcpy(slot, &x, sizeof x);
        break;
      }
      default:  // i64, and f64 already as its bits
        std::memcpy(slot, &v, sizeof v);
    }
  }
  for (auto& s : storage_) params_.push_back(&s);
}

}  // namespace fulgur::codegen::cuda
