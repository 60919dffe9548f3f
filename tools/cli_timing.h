// The CLI benchmarks' timing (bench, bench --ddp, --fsdp, tensor parallel):
// three warm-up calls, then the median of `reps` timed calls, in ms.
#pragma once

#include <algorithm>
#include <chrono>
#include <vector>

namespace fulgur::cli {

template <typename F>
double median_ms(int reps, F&& f) {
  for (int i = 0; i < 3; ++i) f();
  std::vector<double> ms;
  for (int i = 0; i < reps; ++i) {
    auto t0 = std::chrono::steady_clock::now();
    f();
    ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count());
  }
  std::sort(ms.begin(), ms.end());
  return ms[ms.size() / 2];
}

}  // namespace fulgur::cli
