#include "runtime/philox.h"

#include <cstdlib>
#include <mutex>
#include <random>
#include <string>

namespace fulgur {

namespace {

std::mutex& philox_mutex() {
  static std::mutex m;
  return m;
}

// FNV-1a over `s`, for a seed every rank of a job computes alike.
uint64_t fnv1a(const std::string& s) {
  uint64_t h = 1469598103934665603ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// The seed a process starts from: in a job of several ranks (WORLD_SIZE > 1,
// as torchrun sets it), one every rank shares, from the job's identity
// (torchrun's TORCHELASTIC_RUN_ID, FULGUR_JOB_ID, MASTER_ADDR, MASTER_PORT):
// a program that runs on every rank (tensor parallelism, a DTensor
// program) applies one mask to a replicated value, as the single-process
// program does. Otherwise std::random_device.
uint64_t initial_seed() {
  const char* ws = std::getenv("WORLD_SIZE");
  if (ws && std::atoll(ws) > 1) {
    std::string id = "fulgur-philox";
    for (const char* v : {"TORCHELASTIC_RUN_ID", "FULGUR_JOB_ID", "MASTER_ADDR", "MASTER_PORT"}) {
      const char* x = std::getenv(v);
      id += std::string("|") + (x ? x : "");
    }
    return fnv1a(id);
  }
  std::random_device rd;
  return (static_cast<uint64_t>(rd()) << 32) ^ rd();
}

PhiloxState& philox_global() {
  static PhiloxState s{initial_seed(), 0};
  return s;
}

}  // namespace

void manual_seed(uint64_t seed) {
  std::lock_guard<std::mutex> lock(philox_mutex());
  philox_global() = PhiloxState{seed, 0};
}

PhiloxState get_philox_state() {
  std::lock_guard<std::mutex> lock(philox_mutex());
  return philox_global();
}

void set_philox_state(PhiloxState s) {
  std::lock_guard<std::mutex> lock(philox_mutex());
  philox_global() = s;
}

PhiloxState draw_philox_state() {
  std::lock_guard<std::mutex> lock(philox_mutex());
  PhiloxState& g = philox_global();
  PhiloxState out = g;
  ++g.offset;
  return out;
}

}  // namespace fulgur
