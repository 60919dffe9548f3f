#include "fulgur_fsdp.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <optional>
#include <vector>

#include "cli_check.h"
#include "cli_timing.h"
#include "codegen/cpu_program.h"
#include "codegen/grad_program.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/sort_waits.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"
#include "runtime/store.h"

namespace fulgur::cli {

namespace {

std::string describe(const RuntimeValue& v) {
  if (const auto* s = std::get_if<Scalar>(&v))
    return std::visit([](auto x) { return std::to_string(x); }, *s);
  const HostTensor& t = std::get<HostTensor>(v);
  std::string out = std::string(dtype_short_name(t.dtype)) + shape_string(t.shape) + " [";
  const int64_t n = std::min<int64_t>(t.numel(), 6);
  for (int64_t i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%s%.6g", i ? ", " : "", t.get(i));
    out += buf;
  }
  return out + (t.numel() > n ? ", ...]" : "]");
}

// Chunk k of n of `t` along dim 0 (torch.chunk of a divisible extent).
HostTensor chunk0(const HostTensor& t, int64_t n, int64_t k) {
  HostTensor c = t.contiguous();
  Shape s = c.shape;
  s[0] /= n;
  HostTensor out = HostTensor::uninitialized(s, c.dtype);
  const auto bytes = static_cast<size_t>(out.numel() * dtype_itemsize(c.dtype));
  std::memcpy(out.data(), c.data() + static_cast<size_t>(k) * bytes, bytes);
  return out;
}

// What a sharded run needs: the rank, the plan, every rank's inputs.
struct Prepared {
  int rank = 0, world = 1;
  FsdpOptions fsdp;
  FsdpPlan plan;
  std::vector<RuntimeValue> shared;  // rank 0's inputs: the parameters
  std::vector<RuntimeValue> full;    // this rank's inputs, whole
  std::vector<RuntimeValue> run_in;  // what this rank's program takes
};

// Rank r's inputs, whole: the same parameters on every rank, its own data.
std::vector<RuntimeValue> fsdp_inputs_of(const Trace& trace, const Prepared& p, uint64_t seed,
                                         int r) {
  std::vector<RuntimeValue> in = random_inputs(trace, rank_seed(seed, r));
  for (size_t i = 0; i < in.size(); ++i)
    if (p.plan.sharded[i]) in[i] = p.shared[i];
  return in;
}

Prepared prepare(Trace& trace, const FsdpRunOptions& o) {
  FULGUR_CHECK(codegen::cpu::llvm_available(),
               "run --fsdp runs the compiled CPU path; this build has no LLVM");
  Prepared p;
  if (const char* ws = std::getenv("WORLD_SIZE"); ws && *ws && std::string(ws) != "1") {
    DistEnv env = DistEnv::from_environment();
    p.rank = env.rank;
    p.world = env.world_size;
  }
  bool marked = false;
  for (const auto& in : trace.input_proxies())
    marked = marked || (in->is_tensor() && in->tensor().requires_grad);
  if (o.grad && !marked) require_grad_of_float_inputs(trace);
  p.fsdp = o.fsdp;
  p.fsdp.world_size = p.world;
  apply_fsdp(trace, p.fsdp, p.plan);  // checks the options; says which inputs are sharded
  p.shared = random_inputs(trace, rank_seed(o.seed, 0));
  p.full = fsdp_inputs_of(trace, p, o.seed, p.rank);
  p.run_in = p.full;
  if (!p.fsdp.zero2)
    for (size_t i = 0; i < p.run_in.size(); ++i)
      if (p.plan.sharded[i]) p.run_in[i] = chunk0(std::get<HostTensor>(p.full[i]), p.world, p.rank);
  return p;
}

codegen::Executable compile_sharded(const Trace& trace, const Prepared& p, bool grad,
                                    bool sorted = true) {
  codegen::CompileOptions co{.target = codegen::Target::Cpu, .grad = grad, .emit = true};
  co.fsdp = p.fsdp;
  co.world_size = p.world;
  co.sort_waits = sorted;
  codegen::Executable ex = codegen::compile(trace, co);
  FULGUR_CHECK(!grad || ex.grad, "--grad: no output of ", trace.fn_name,
               " depends on a floating-point input that requires grad; nothing to differentiate");
  return ex;
}

}  // namespace

int run_fsdp(const std::string& file, Trace trace, const FsdpRunOptions& o) {
  // The reference below runs every rank's program in this process, one after
  // the other: collectives of the trace's own would have no partners.
  for (const auto& b : trace.bsyms)
    FULGUR_CHECK(!o.check || !issues_collective(b), "run --fsdp --check: ", trace.fn_name,
                 " has collectives of its own (", b.sym->qualified(),
                 "); the single-process reference of --fsdp is for plain traces");
  Prepared prep = prepare(trace, o);
  const int rank = prep.rank, world = prep.world;
  const FsdpPlan& plan = prep.plan;
  const char* what = prep.fsdp.zero2 ? "ZeRO-2" : "FSDP";
  const std::vector<ProxyPtr> params = trace.input_proxies();
  auto inputs_of = [&](int r) { return fsdp_inputs_of(trace, prep, o.seed, r); };
  const std::vector<RuntimeValue>& full = prep.full;
  const std::vector<RuntimeValue>& run_in = prep.run_in;
  codegen::Executable ex = compile_sharded(trace, prep, o.grad);
  std::vector<RuntimeValue> outputs;
  std::vector<std::optional<HostTensor>> grads;
  std::vector<HostTensor> cots;
  if (o.grad) {
    cots = random_cotangents(*ex.grad, rank_seed(o.seed, rank));
    auto fwd = ex.cpu_grad->forward(run_in);
    outputs = fwd.outputs;
    grads = ex.cpu_grad->backward(fwd.saved, cots);
  } else {
    outputs = ex.cpu->run(run_in);
  }
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  std::cout << file << ": " << trace.fn_name << (o.grad ? " and its backward" : "") << " ran ("
            << what << " on rank " << rank << " of " << world << "; compiled for the CPU)\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    std::cout << "  output " << i << " (" << names[i]->name << "): " << describe(outputs[i])
              << "\n";
  for (size_t i = 0; i < grads.size(); ++i)
    std::cout << "  grad of " << params[i]->name << (plan.sharded[i] ? " (this rank's shard)" : "")
              << ": " << (grads[i] ? describe(*grads[i]) : std::string("None")) << "\n";
  if (!o.check) return 0;

  // The single-process program on every rank's inputs.
  std::vector<RuntimeValue> expected;
  std::vector<std::vector<std::optional<HostTensor>>> every(static_cast<size_t>(world));
  std::vector<bool> wrt;
  for (const auto& p : params) wrt.push_back(p->is_tensor() && p->tensor().requires_grad);
  for (int r = 0; r < world; ++r) {
    if (!o.grad) {
      if (r == rank) expected = run_reference(trace, full, ExecutionLevel::TopLevel);
      continue;
    }
    std::vector<HostTensor> theirs = random_cotangents(*ex.grad, rank_seed(o.seed, r));
    std::vector<std::optional<HostTensor>> c(outputs.size());
    for (size_t k = 0; k < ex.grad->cotangent_of.size(); ++k)
      c[ex.grad->cotangent_of[k]] = theirs[k];
    ReferenceGrads g = run_reference_grad(trace, inputs_of(r), wrt, c);
    every[static_cast<size_t>(r)] = std::move(g.grads);
    if (r == rank) expected = std::move(g.outputs);
  }
  // The f64 oracle (runtime/f64_oracle.h): the same on the f64 twin of the
  // program and every rank's inputs and cotangents widened; the outputs,
  // then the gradients (a sharded one as this rank's shard of the mean).
  LazyOracle oracle([&] {
    std::vector<std::optional<HostTensor>> values;
    std::optional<Trace> twin = f64_twin(trace);
    if (!twin) return values;
    std::vector<std::vector<std::optional<HostTensor>>> all(static_cast<size_t>(world));
    std::vector<RuntimeValue> outs;
    for (int r = 0; r < world; ++r) {
      if (!o.grad) {
        if (r == rank) outs = run_reference(*twin, widened_to_f64(full), ExecutionLevel::TopLevel);
        continue;
      }
      std::vector<HostTensor> theirs = random_cotangents(*ex.grad, rank_seed(o.seed, r));
      std::vector<std::optional<HostTensor>> c(outputs.size());
      for (size_t k = 0; k < ex.grad->cotangent_of.size(); ++k)
        c[ex.grad->cotangent_of[k]] = widened_to_f64(theirs[k]);
      ReferenceGrads g = run_reference_grad(*twin, widened_to_f64(inputs_of(r)), wrt, c);
      all[static_cast<size_t>(r)] = std::move(g.grads);
      if (r == rank) outs = std::move(g.outputs);
    }
    for (const auto& v : outs)
      values.push_back(std::holds_alternative<HostTensor>(v)
                           ? std::optional<HostTensor>(std::get<HostTensor>(v))
                           : std::nullopt);
    for (size_t i = 0; i < grads.size(); ++i) {
      std::optional<HostTensor> want = all[static_cast<size_t>(rank)].at(i);
      if (plan.sharded[i] && want) {
        HostTensor mean = want->contiguous();
        for (int64_t e = 0; e < mean.numel(); ++e) {
          double sum = 0;
          for (const auto& g : all) sum += g.at(i)->get(e);
          mean.set(e, sum / world);
        }
        want = chunk0(mean, world, rank);
      }
      values.push_back(std::move(want));
    }
    return values;
  });
  CheckReport check;
  std::cout << "check against the single-process program (ltorch ops through libtorch"
            << (o.grad ? " autograd; a sharded input's gradient is this rank's shard of the mean "
                         "of all " +
                             std::to_string(world) + " ranks' gradients"
                       : std::string())
            << "):\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    check.compare("output " + std::to_string(i) + " (" + names[i]->name + ")", outputs[i],
                  expected[i], std::nullopt, oracle.of(i));
  const Tolerance tol = loosest_tolerance(trace);
  for (size_t i = 0; i < grads.size(); ++i) {
    std::optional<HostTensor> want = every[static_cast<size_t>(rank)].at(i);
    if (plan.sharded[i] && want) {
      HostTensor mean = want->contiguous();
      for (int64_t e = 0; e < mean.numel(); ++e) {
        double sum = 0;
        for (const auto& g : every) sum += g.at(i)->get(e);
        mean.set(e, sum / world);
      }
      want = chunk0(mean, world, rank);
    }
    const std::string label = "grad of " + params[i]->name;
    if (grads[i].has_value() != want.has_value()) {
      check.fail(label + ": MISMATCH: ours is " + (grads[i] ? "a tensor" : "None") +
                 ", libtorch's is " + (want ? "a tensor" : "None"));
      continue;
    }
    if (grads[i]) check.compare(label, *grads[i], *want, tol, oracle.of(outputs.size() + i));
  }
  return check.finish();
}

int bench_fsdp(const std::string& file, Trace trace, const FsdpRunOptions& o, int reps) {
  Prepared prep = prepare(trace, o);
  std::printf("%s: %s on rank %d of %d, %s; median of %d runs:\n", file.c_str(),
              prep.fsdp.zero2 ? "ZeRO-2" : "FSDP", prep.rank, prep.world,
              o.grad ? "forward and backward" : "forward", reps);
  double medians[2] = {0, 0};
  for (bool sorted : {true, false}) {
    codegen::Executable ex = compile_sharded(trace, prep, o.grad, sorted);
    std::vector<HostTensor> cots;
    if (o.grad) cots = random_cotangents(*ex.grad, rank_seed(o.seed, prep.rank));
    auto step = [&] {
      if (!o.grad) {
        ex.cpu->run(prep.run_in);
        return;
      }
      auto fwd = ex.cpu_grad->forward(prep.run_in);
      ex.cpu_grad->backward(fwd.saved, cots);
    };
    medians[sorted ? 0 : 1] = median_ms(reps, step);
  }
  std::printf("  with sort_waits     %10.3f ms\n", medians[0]);
  std::printf("  without sort_waits  %10.3f ms\n", medians[1]);
  return 0;
}

}  // namespace fulgur::cli
