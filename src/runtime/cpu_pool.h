// The CPU worker threads that run fusion regions: the iteration space of a
// region is split into one contiguous chunk per thread, and the calling
// thread runs a chunk itself. Size: $FULGUR_NUM_THREADS, else the core count.
#pragma once

#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace fulgur {

class CpuPool {
 public:
  static CpuPool& global();
  explicit CpuPool(int threads);
  ~CpuPool();
  CpuPool(const CpuPool&) = delete;
  CpuPool& operator=(const CpuPool&) = delete;

  int threads() const { return static_cast<int>(workers_.size()) + 1; }
  // Restarts the pool with `n` threads (n >= 1); not while run() is running.
  void set_threads(int n);
  // Calls fn(begin, end) on disjoint chunks covering [0, n), each at least
  // `grain` items (one chunk when n is small), and returns when all are done.
  // Callers on several threads take turns.
  void run(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn);

 private:
  void start(int n);
  void stop();
  void worker(int index);

  std::vector<std::thread> workers_;
  std::mutex run_mu_;  // serializes run() callers
  std::mutex mu_;
  std::condition_variable wake_, done_;
  uint64_t generation_ = 0;  // guarded by mu_
  bool stopping_ = false;
  const std::function<void(int64_t, int64_t)>* job_ = nullptr;
  int64_t n_ = 0, chunk_ = 0;
  int chunks_ = 0, pending_ = 0;
};

// FULGUR_NUM_THREADS when set (a positive integer), else the core count.
int default_cpu_threads();

}  // namespace fulgur
