// compile_all (see compile_jobs.h).
#include "codegen/compile_jobs.h"

#include <chrono>
#include <exception>
#include <map>
#include <mutex>
#include <string_view>
#include <tuple>

#include "codegen/thread_pool.h"

namespace fulgur::codegen {

namespace {

CompileJobResult run_job(const KernelSource& k, const std::string& arch, KernelCache* cache,
                         const NvrtcOptions& base) {
  CompileJobResult r;
  r.kernel_name = k.name;
  r.arch = arch;
  const auto start = std::chrono::steady_clock::now();
  try {
    NvrtcOptions opts = base;
    opts.arch = arch;
    const CompiledKernel compiled = compile_cached(cache, k.source, k.name, opts);
    r.from_cache = compiled.from_cache;
    r.binary_bytes = compiled.binary.size();
    if (!compiled.is_ptx) r.registers = cubin_resources(compiled.binary, k.name).registers;
    r.ok = true;
  } catch (const std::exception& e) {
    r.ok = false;
    r.error = e.what();
  }
  r.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return r;
}

}  // namespace

std::vector<CompileJobResult> compile_all(
    const std::vector<KernelSource>& kernels, const std::vector<std::string>& archs, int jobs,
    KernelCache* cache, NvrtcOptions base,
    std::function<void(size_t, size_t, const CompileJobResult&)> progress) {
  const size_t total = kernels.size() * archs.size();
  std::vector<CompileJobResult> results(total);

  // One job per distinct (name, source, arch); each lists the results it fills.
  struct Job {
    size_t kernel, arch;
    std::vector<size_t> reports;
  };
  std::vector<Job> unique;
  // Views into `kernels` and `archs`, which outlive the map.
  std::map<std::tuple<std::string_view, std::string_view, std::string_view>, size_t> seen;
  for (size_t i = 0; i < kernels.size(); ++i) {
    for (size_t j = 0; j < archs.size(); ++j) {
      auto [it, inserted] =
          seen.try_emplace({kernels[i].name, kernels[i].source, archs[j]}, unique.size());
      if (inserted) unique.push_back({i, j, {}});
      unique[it->second].reports.push_back(i * archs.size() + j);
    }
  }

  std::mutex progress_mu;
  size_t done = 0;
  parallel_for(static_cast<int>(unique.size()), jobs, [&](int u) {
    const Job& job = unique[u];
    const CompileJobResult r = run_job(kernels[job.kernel], archs[job.arch], cache, base);
    std::lock_guard<std::mutex> lock(progress_mu);
    for (size_t index : job.reports) {
      results[index] = r;
      ++done;
      if (progress) progress(done, total, r);
    }
  });
  return results;
}

}  // namespace fulgur::codegen
