#include "fulgur_tp.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>

#include "cli_check.h"
#include "cli_timing.h"
#include "codegen/cpu_program.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/autodiff.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"
#include "runtime/store.h"

namespace fulgur::cli {

namespace {

std::string describe(const HostTensor& t) {
  std::string out = std::string(dtype_short_name(t.dtype)) + shape_string(t.shape) + " [";
  int64_t n = std::min<int64_t>(t.numel(), 6);
  for (int64_t i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%s%.6g", i ? ", " : "", t.get(i));
    out += buf;
  }
  return out + (t.numel() > n ? ", ...]" : "]");
}

}  // namespace

HostTensor tensor_parallel_chunk(const HostTensor& t, int dim, int64_t rank, int64_t n) {
  HostTensor c = t.contiguous();
  Shape shape = c.shape;
  const auto d = static_cast<size_t>(dim);
  FULGUR_INTERNAL_ASSERT(d < shape.size() && shape[d] % n == 0, "chunk of dim ", dim, " of ",
                         shape_string(shape), " into ", n);
  int64_t outer = 1, inner = 1;
  for (size_t i = 0; i < d; ++i) outer *= shape[i];
  for (size_t i = d + 1; i < shape.size(); ++i) inner *= shape[i];
  const int64_t full = shape[d], part = full / n;
  shape[d] = part;
  HostTensor out = HostTensor::empty(shape, c.dtype);
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t k = 0; k < part; ++k)
      for (int64_t i = 0; i < inner; ++i)
        out.set((o * part + k) * inner + i, c.get((o * full + rank * part + k) * inner + i));
  return out;
}

namespace {
// The options' rank and world, else the launch's (RANK / WORLD_SIZE).
TensorParallelOptions with_launch_rank(TensorParallelOptions tp) {
  LaunchRank launch = LaunchRank::from_environment();
  if (tp.rank < 0) tp.rank = launch.rank;
  if (tp.world_size < 0) tp.world_size = launch.world_size;
  return tp;
}
}  // namespace

int run_tensor_parallel(const std::string& file, Trace trace,
                        const TensorParallelRunOptions& options) {
  FULGUR_CHECK(codegen::cpu::llvm_available(),
               "run --column-parallel/--row-parallel needs the compiled CPU path (this build has "
               "no LLVM)");
  auto [rank, world] = tensor_parallel_rank(with_launch_rank(options.tp));
  if (options.grad) {
    bool marked = false;
    for (const auto& p : trace.input_proxies())
      marked = marked || (p->is_tensor() && p->tensor().requires_grad);
    if (!marked) require_grad_of_float_inputs(trace);
  }
  // Compiled first: the transform checks the names and shapes.
  codegen::CompileOptions co;
  co.grad = options.grad;
  co.rank = rank;
  co.world_size = world;
  co.tensor_parallel = options.tp;
  co.ddp = options.ddp;
  codegen::Executable e = codegen::compile(trace, co);
  // The full inputs, the same on every rank; this rank's shards of the
  // sharded parameters.
  std::vector<RuntimeValue> full = random_inputs(trace, options.seed);
  std::vector<ProxyPtr> params = trace.input_proxies();
  std::vector<RuntimeValue> local;
  std::vector<int> dims;
  for (size_t i = 0; i < params.size(); ++i) {
    int d = tensor_parallel_shard_dim(options.tp, params[i]->name);
    dims.push_back(d);
    local.push_back(
        d < 0 ? full[i]
              : RuntimeValue(tensor_parallel_chunk(std::get<HostTensor>(full[i]), d, rank, world)));
  }
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  std::vector<RuntimeValue> outputs;
  std::vector<std::optional<HostTensor>> grads;
  std::vector<std::optional<HostTensor>> cots(names.size());
  if (options.grad) {
    FULGUR_CHECK(e.grad && e.cpu_grad, "run --grad: no output of ", trace.fn_name,
                 " depends on a floating-point input that requires grad; nothing to "
                 "differentiate");
    const ForwardBackward& fb = *e.grad;
    // The cotangents of replicated outputs: the same on every rank.
    std::vector<HostTensor> c = random_cotangents(fb, options.seed);
    for (size_t i = 0; i < fb.cotangent_of.size(); ++i) cots[fb.cotangent_of[i]] = c[i];
    auto fwd = e.cpu_grad->forward(local);
    outputs = fwd.outputs;
    grads = e.cpu_grad->backward(fwd.saved, c);
  } else {
    outputs = e.cpu->run(local);
  }
  std::cout << file << ": " << trace.fn_name << (options.grad ? " and its backward" : "")
            << " ran tensor-parallel on rank " << rank << " of " << world
            << " (compiled for the CPU)\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    std::cout << "  output " << i << " (" << names[i]->name
              << "): " << describe(std::get<HostTensor>(outputs[i])) << "\n";
  for (size_t i = 0; i < grads.size(); ++i)
    if (grads[i])
      std::cout << "  grad of " << params[i]->name << (dims[i] >= 0 ? " (this rank's shard)" : "")
                << ": " << describe(*grads[i]) << "\n";
  if (!options.check) return 0;
  CheckReport check;
  std::vector<RuntimeValue> ref_outputs;
  std::vector<std::optional<HostTensor>> ref_grads;
  if (options.grad) {
    std::vector<bool> wrt;
    for (const auto& p : params) wrt.push_back(p->is_tensor() && p->tensor().requires_grad);
    ReferenceGrads ref = run_reference_grad(trace, full, wrt, cots);
    ref_outputs = ref.outputs;
    ref_grads = ref.grads;
    std::cout << "check against libtorch autograd of the single-process program (a sharded "
                 "parameter's gradient: this rank's chunk of it):\n";
  } else {
    ref_outputs = run_reference(trace, full, ExecutionLevel::TopLevel);
    std::cout << "check against the single-process program (ltorch ops through libtorch):\n";
  }
  for (size_t i = 0; i < outputs.size(); ++i)
    check.compare("output " + std::to_string(i) + " (" + names[i]->name + ")", outputs[i],
                  ref_outputs.at(i));
  Tolerance tol = loosest_tolerance(trace);
  for (size_t i = 0; i < grads.size() && options.grad; ++i) {
    std::string what = "grad of " + params[i]->name;
    if (grads[i].has_value() != ref_grads.at(i).has_value()) {
      check.fail(what + ": MISMATCH: ours is " + (grads[i] ? "a tensor" : "None") +
                 ", libtorch's is " + (ref_grads[i] ? "a tensor" : "None"));
      continue;
    }
    if (!grads[i]) continue;
    HostTensor want =
        dims[i] >= 0 ? tensor_parallel_chunk(*ref_grads[i], dims[i], rank, world) : *ref_grads[i];
    check.compare(what, *grads[i], want, tol);
  }
  return check.finish();
}

int bench_tensor_parallel(const std::string& file, const Trace& trace,
                          const TensorParallelOptions& tp, int reps, uint64_t seed) {
  FULGUR_CHECK(codegen::cpu::llvm_available(),
               "bench --column-parallel/--row-parallel needs the compiled CPU path");
  auto [rank, world] = tensor_parallel_rank(with_launch_rank(tp));
  codegen::CompileOptions co;
  co.rank = rank;
  co.world_size = world;
  co.tensor_parallel = tp;
  codegen::Executable e = codegen::compile(trace, co);
  std::vector<RuntimeValue> full = random_inputs(trace, seed);
  std::vector<ProxyPtr> params = trace.input_proxies();
  std::vector<RuntimeValue> local;
  for (size_t i = 0; i < params.size(); ++i) {
    int d = tensor_parallel_shard_dim(tp, params[i]->name);
    local.push_back(
        d < 0 ? full[i]
              : RuntimeValue(tensor_parallel_chunk(std::get<HostTensor>(full[i]), d, rank, world)));
  }
  // Every rank runs the same number of calls: each call's collectives meet.
  double ours = median_ms(reps, [&] { e.cpu->run(local); });
  double eager =
      median_ms(reps, [&] { run_reference(trace, full, ExecutionLevel::TopLevel, Copies::No); });
  if (rank != 0) return 0;
  std::printf("%s: tensor-parallel on %lld rank(s), %zu fusion region(s)\n", file.c_str(),
              static_cast<long long>(world), e.cpu->region_count());
  std::printf("median of %d runs on rank 0:\n", reps);
  std::printf("  fulgur (compiled CPU, tensor-parallel) %10.3f ms\n", ours);
  std::printf("  libtorch eager (one process)           %10.3f ms\n", eager);
  return 0;
}

}  // namespace fulgur::cli
