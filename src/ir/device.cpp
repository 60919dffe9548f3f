#include "ir/device.h"

#include <charconv>

namespace fulgur {

std::string Device::str() const {
  return is_cpu() ? std::string("cpu") : "cuda:" + std::to_string(index);
}

std::optional<Device> parse_device(std::string_view s) {
  if (s == "cpu") return Device::cpu();
  if (s == "cuda") return Device::cuda(0);
  if (s.substr(0, 5) != "cuda:" || s.size() == 5) return std::nullopt;
  int idx = 0;
  auto tail = s.substr(5);
  auto [p, ec] = std::from_chars(tail.data(), tail.data() + tail.size(), idx);
  if (ec != std::errc() || p != tail.data() + tail.size() || idx < 0) return std::nullopt;
  return Device::cuda(idx);
}

}  // namespace fulgur
