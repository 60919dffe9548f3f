// Devices: "cpu" and "cuda:N".
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace fulgur {

struct Device {
  enum class Kind : uint8_t { CPU, CUDA };
  Kind kind = Kind::CPU;
  int index = 0;

  static Device cpu() { return {}; }
  static Device cuda(int i) { return {Kind::CUDA, i}; }
  bool is_cpu() const { return kind == Kind::CPU; }
  bool is_cuda() const { return kind == Kind::CUDA; }
  std::string str() const;
  bool operator==(const Device&) const = default;
};

// Parses "cpu", "cuda", "cuda:N"; nullopt otherwise.
std::optional<Device> parse_device(std::string_view s);

}  // namespace fulgur
