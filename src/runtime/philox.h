// Counter-based random numbers: Philox 4x32-10 (Salmon et al., "Parallel
// random numbers: as easy as 1, 2, 3", SC'11), the generator of training-mode
// dropout. One definition of the bits, three executions that must agree:
// this header (the reference executor and tests), the LLVM emitter's inline
// IR (codegen/llvm/kernel_emitter.cpp) and the CUDA prelude's
// fulgur_philox_uniform (codegen/cuda/cuda_printer.cpp).
//
// Element i of prims.uniform_philox(shape, seed, offset) is
//   r = Philox4x32-10(key = (lo32(seed), hi32(seed)),
//                     counter = (lo32(i), hi32(i), lo32(offset), hi32(offset)))
//   u = (r[0] >> 8) * 2^-24           (an f32 in [0, 1), exact)
// with i the row-major index of the element. Distinct offsets give disjoint
// counter ranges, so one seed serves every call: a call draws the next offset.
#pragma once

#include <cstdint>

namespace fulgur {

namespace philox {
inline constexpr uint32_t kM0 = 0xD2511F53u, kM1 = 0xCD9E8D57u;
inline constexpr uint32_t kW0 = 0x9E3779B9u, kW1 = 0xBB67AE85u;
inline constexpr int kRounds = 10;
}  // namespace philox

// The first 32-bit word of Philox4x32-10 at (seed, offset, index).
inline uint32_t philox_word(uint64_t seed, uint64_t offset, uint64_t index) {
  uint32_t k0 = static_cast<uint32_t>(seed), k1 = static_cast<uint32_t>(seed >> 32);
  uint32_t c0 = static_cast<uint32_t>(index), c1 = static_cast<uint32_t>(index >> 32);
  uint32_t c2 = static_cast<uint32_t>(offset), c3 = static_cast<uint32_t>(offset >> 32);
  for (int r = 0; r < philox::kRounds; ++r) {
    uint64_t p0 = static_cast<uint64_t>(philox::kM0) * c0;
    uint64_t p1 = static_cast<uint64_t>(philox::kM1) * c2;
    uint32_t n0 = static_cast<uint32_t>(p1 >> 32) ^ c1 ^ k0;
    uint32_t n1 = static_cast<uint32_t>(p1);
    uint32_t n2 = static_cast<uint32_t>(p0 >> 32) ^ c3 ^ k1;
    uint32_t n3 = static_cast<uint32_t>(p0);
    c0 = n0;
    c1 = n1;
    c2 = n2;
    c3 = n3;
    k0 += philox::kW0;
    k1 += philox::kW1;
  }
  return c0;
}

// The uniform in [0, 1) of element `index` (24 random bits, exact in f32).
inline float philox_uniform(uint64_t seed, uint64_t offset, uint64_t index) {
  return static_cast<float>(philox_word(seed, offset, index) >> 8) * (1.0f / 16777216.0f);
}

// The process's generator: a seed and the next offset. Each training-mode
// dropout call (prims.philox_state at run time) takes the current pair and
// advances the offset, so every call draws new numbers; manual_seed makes
// the sequence of calls reproducible (like torch.manual_seed). The seed
// starts from std::random_device, or, in a job of several ranks
// (WORLD_SIZE > 1), from the job's identity, the same on every rank (SPMD
// programs apply one mask to a replicated value); manual_seed with one seed
// on every rank does the same explicitly. Thread-safe.
struct PhiloxState {
  uint64_t seed = 0;
  uint64_t offset = 0;
  bool operator==(const PhiloxState&) const = default;
};
void manual_seed(uint64_t seed);
PhiloxState get_philox_state();
void set_philox_state(PhiloxState s);
// The pair for one call; advances the offset by one.
PhiloxState draw_philox_state();

}  // namespace fulgur
