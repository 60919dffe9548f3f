#include "runtime/cpu_pool.h"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "ir/error.h"

namespace fulgur {

int default_cpu_threads() {
  if (const char* env = std::getenv("FULGUR_NUM_THREADS")) {
    char* end = nullptr;
    long v = std::strtol(env, &end, 10);
    FULGUR_CHECK(end != env && *end == '\0' && v >= 1 && v <= 4096,
                 "FULGUR_NUM_THREADS: expected a positive number of threads, got '", env, "'");
    return static_cast<int>(v);
  }
  return std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

CpuPool& CpuPool::global() {
  static CpuPool pool(default_cpu_threads());
  return pool;
}

CpuPool::CpuPool(int threads) {
  start(threads);
}

CpuPool::~CpuPool() {
  stop();
}

void CpuPool::set_threads(int n) {
  FULGUR_CHECK(n >= 1, "expected at least 1 thread, got ", n);
  stop();
  start(n);
}

void CpuPool::start(int n) {
  stopping_ = false;
  for (int i = 1; i < n; ++i) workers_.emplace_back([this, i] { worker(i); });
}

void CpuPool::stop() {
  {
    std::lock_guard<std::mutex> lock(mu_);
    stopping_ = true;
    ++generation_;
  }
  wake_.notify_all();
  for (auto& t : workers_) t.join();
  workers_.clear();
}

void CpuPool::run(int64_t n, int64_t grain, const std::function<void(int64_t, int64_t)>& fn) {
  if (n <= 0) return;
  // One job at a time: a second caller waits for the pool.
  std::lock_guard<std::mutex> one_job(run_mu_);
  int64_t max_chunks = std::max<int64_t>(1, n / std::max<int64_t>(grain, 1));
  int chunks = static_cast<int>(std::min<int64_t>(threads(), max_chunks));
  if (chunks == 1) {
    fn(0, n);
    return;
  }
  int64_t chunk = (n + chunks - 1) / chunks;
  {
    std::lock_guard<std::mutex> lock(mu_);
    job_ = &fn;
    n_ = n;
    chunk_ = chunk;
    chunks_ = chunks;
    pending_ = chunks - 1;
    ++generation_;
  }
  wake_.notify_all();
  fn(0, std::min(n, chunk));
  std::unique_lock<std::mutex> lock(mu_);
  done_.wait(lock, [&] { return pending_ == 0; });
  job_ = nullptr;
}

void CpuPool::worker(int index) {
  uint64_t seen = 0;
  while (true) {
    const std::function<void(int64_t, int64_t)>* job;
    int64_t begin, end;
    {
      std::unique_lock<std::mutex> lock(mu_);
      wake_.wait(lock, [&] { return generation_ != seen; });
      seen = generation_;
      if (stopping_) return;
      if (index >= chunks_ || !job_) continue;
      job = job_;
      begin = index * chunk_;
      end = std::min(n_, begin + chunk_);
    }
    if (begin < end) (*job)(begin, end);
    {
      std::lock_guard<std::mutex> lock(mu_);
      if (--pending_ == 0) done_.notify_one();
    }
  }
}

}  // namespace fulgur
