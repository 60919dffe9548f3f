#include "runtime/philox.h"

#include <mutex>
#include <random>

namespace fulgur {

namespace {

std::mutex& philox_mutex() {
  static std::mutex m;
  return m;
}

PhiloxState& philox_global() {
  static PhiloxState s = [] {
    std::random_device rd;
    PhiloxState st;
    st.seed = (static_cast<uint64_t>(rd()) << 32) ^ rd();
    return st;
  }();
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
