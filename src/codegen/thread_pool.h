// A small fixed-size thread pool and parallel_for, used to compile many
// kernels at once (NVRTC is thread-safe across programs, and one compile
// takes ~100 ms, so a handful of threads is all that pays).
#pragma once

#include <condition_variable>
#include <deque>
#include <functional>
#include <future>
#include <memory>
#include <mutex>
#include <thread>
#include <type_traits>
#include <vector>

namespace fulgur::codegen {

class ThreadPool {
 public:
  // `threads` <= 0 means one per hardware thread.
  explicit ThreadPool(int threads);
  // Runs every task already submitted, then joins the threads.
  ~ThreadPool();
  ThreadPool(const ThreadPool&) = delete;
  ThreadPool& operator=(const ThreadPool&) = delete;

  int size() const { return static_cast<int>(threads_.size()); }

  // Runs f() on a pool thread; its result or exception arrives in the future.
  template <class F>
  auto submit(F f) -> std::future<std::invoke_result_t<F>> {
    using R = std::invoke_result_t<F>;
    // std::function needs a copyable callable; packaged_task is move-only.
    auto task = std::make_shared<std::packaged_task<R()>>(std::move(f));
    std::future<R> result = task->get_future();
    enqueue([task] { (*task)(); });
    return result;
  }

 private:
  void enqueue(std::function<void()> task);
  void worker();

  std::vector<std::thread> threads_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> queue_;  // guarded by mu_
  bool stopping_ = false;                    // guarded by mu_
};

// Calls fn(i) for i in [0, n) on up to `jobs` threads (<= 0: one per hardware
// thread; 1: inline on the caller). If a call throws, no further indices are
// started; once the running ones have ended, the first exception is rethrown.
void parallel_for(int n, int jobs, const std::function<void(int)>& fn);

}  // namespace fulgur::codegen
