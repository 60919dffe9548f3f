// ThreadPool and parallel_for (see thread_pool.h).
#include "codegen/thread_pool.h"

#include <algorithm>
#include <atomic>
#include <exception>

namespace fulgur::codegen {

namespace {

int resolve_threads(int threads) {
  if (threads > 0) return threads;
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

}  // namespace

ThreadPool::ThreadPool(int threads) {
  const int n = resolve_threads(threads);
  threads_.reserve(n);
  for (int i = 0; i < n; ++i) threads_.emplace_back([this] { worker(); });
}

ThreadPool::~ThreadPool() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
  }
  cv_.notify_all();
  for (std::thread& t : threads_) t.join();
}

void ThreadPool::enqueue(std::function<void()> task) {
  {
    std::lock_guard<std::mutex> lock(mu_);
    queue_.push_back(std::move(task));
  }
  cv_.notify_one();
}

void ThreadPool::worker() {
  for (;;) {
    std::function<void()> task;
    {
      std::unique_lock<std::mutex> lock(mu_);
      cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping, and nothing left to run
      task = std::move(queue_.front());
      queue_.pop_front();
    }
    task();  // packaged_task keeps exceptions in its future
  }
}

void parallel_for(int n, int jobs, const std::function<void(int)>& fn) {
  if (n <= 0) return;
  const int threads = std::min(resolve_threads(jobs), n);
  if (threads == 1) {
    for (int i = 0; i < n; ++i) fn(i);
    return;
  }
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr first;
  std::mutex first_mu;
  auto work = [&] {
    for (int i; !failed.load() && (i = next.fetch_add(1)) < n;) {
      try {
        fn(i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(first_mu);
        if (!first) first = std::current_exception();
        failed = true;
      }
    }
  };
  {
    ThreadPool pool(threads - 1);
    std::vector<std::future<void>> done;
    for (int t = 0; t < threads - 1; ++t) done.push_back(pool.submit(work));
    work();  // the caller is one of the workers
    for (std::future<void>& f : done) f.get();
  }
  if (first) std::rethrow_exception(first);
}

}  // namespace fulgur::codegen
