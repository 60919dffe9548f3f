#include "fulgur_dtensor.h"

#include "cli_check.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "codegen/cpu_program.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/del_last_used.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/prologue.h"
#include "ir/sharding/sharding.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/philox.h"
#include "runtime/reference_executor.h"

namespace fulgur::cli {

namespace {

int64_t env_int(const char* name, int64_t def) {
  const char* v = std::getenv(name);
  if (!v || !*v) return def;
  char* end = nullptr;
  long long x = std::strtoll(v, &end, 10);
  FULGUR_CHECK(*end == '\0' && x >= 0, name, " must be a non-negative integer, got '", v, "'");
  return x;
}

std::string describe(const RuntimeValue& v) {
  if (const auto* s = std::get_if<Scalar>(&v))
    return std::visit([](auto x) { return std::to_string(x); }, *s);
  const HostTensor& t = std::get<HostTensor>(v);
  std::string out = std::string(dtype_short_name(t.dtype)) + shape_string(t.shape) + " [";
  int64_t n = std::min<int64_t>(t.numel(), 6);
  for (int64_t i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%s%.6g", i ? ", " : "", t.get(i));
    out += buf;
  }
  return out + (t.numel() > n ? ", ...]" : "]");
}

// The same deterministic values on every rank (global cotangents).
HostTensor global_values(const TensorType& t, uint64_t seed, size_t which) {
  HostTensor h = HostTensor::empty(t.shape, t.dtype);
  for (int64_t i = 0; i < h.numel(); ++i)
    h.set(i, std::sin(0.37 * static_cast<double>(i) + 1.3 * static_cast<double>(which) +
                      0.11 * static_cast<double>(seed % 1000)));
  return h;
}

// The gradient of an input in placements `grad_placements` (per mesh dim:
// Shard for a sharded input, Partial(sum) for a replicated one, Replicate for
// a Partial(sum) one) redistributed to Replicate(): the global gradient, on
// every rank, by a one-statement program through the same pipeline.
HostTensor global_gradient(const HostTensor& local, TensorType global, int64_t rank,
                           int64_t world) {
  std::vector<Placement> grad_placements, replicated;
  for (const Placement& p : global.dtensor->placements) {
    replicated.push_back(Placement::replicate());
    if (p.kind == Placement::Kind::Shard)
      grad_placements.push_back(p);
    else if (p.kind == Placement::Kind::Replicate)
      grad_placements.push_back(Placement::partial(ReduceOp::Sum));
    else
      grad_placements.push_back(Placement::replicate());
  }
  global.dtensor->placements = grad_placements;
  global.requires_grad = false;
  if (grad_placements == replicated) return local;
  TraceBuilder tb("gather_gradient");
  TensorType lt = local_type(global, rank);
  ProxyPtr in = tb.add_input("g", ProxyType::of_tensor(lt));
  Value out = redistribute(tb, Value(in), global, replicated, rank);
  tb.set_return(Value::tuple({out}));
  codegen::CompileOptions co;
  co.rank = rank;
  co.world_size = world;
  codegen::Executable e = codegen::compile(tb.finish(), co);
  return std::get<HostTensor>(e.cpu->run({RuntimeValue(local)}).at(0));
}

// fulgur run --grad on a DTensor trace: the expanded trace differentiated
// (every collective and redistribution has a gradient rule, docs/distributed.md:
// a rank's cotangents are the gradient of its share of a loss summed over
// ranks). Every output is redistributed to Replicate() and rank 0 (coordinate 0
// on every mesh dim) takes the global cotangent, the others zeros, so the sum
// over ranks is the single-device loss; each input's local gradient is then
// redistributed to Replicate() and, with --check, compared with libtorch
// autograd of the single-device program.
int run_dtensor_grad(const std::string& file, Trace trace, const DTensorRunOptions& options,
                     int64_t rank, int64_t world) {
  FULGUR_CHECK(
      codegen::cpu::llvm_available(),
      "run --grad on a DTensor trace needs the compiled CPU path (this build has no LLVM)");
  bool marked = false;
  for (const auto& p : trace.input_proxies())
    marked = marked || (p->is_tensor() && p->tensor().requires_grad);
  if (!marked) require_grad_of_float_inputs(trace);
  Trace global = strip_dtensor(trace);
  std::vector<RuntimeValue> global_inputs = options.inputs.empty()
                                                ? random_inputs(global, options.seed)
                                                : load_inputs(global, options.inputs);
  std::vector<ProxyPtr> params = trace.input_proxies();
  std::vector<RuntimeValue> local;
  for (size_t i = 0; i < params.size(); ++i) {
    const ProxyPtr& p = params[i];
    if (p->is_tensor() && p->tensor().dtensor)
      local.emplace_back(local_shard(std::get<HostTensor>(global_inputs[i]), p->tensor(), rank));
    else
      local.push_back(global_inputs[i]);
  }
  codegen::CompileOptions co;
  co.grad = true;
  co.rank = rank;
  co.world_size = world;
  co.replicate_outputs = true;
  codegen::Executable e = codegen::compile(trace, co);
  FULGUR_CHECK(e.grad && e.cpu_grad, "run --grad: no output of ", trace.fn_name,
               " depends on a floating-point input that requires grad; nothing to differentiate");
  const ForwardBackward& fb = *e.grad;
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  bool first = true;
  for (const auto& p : params)
    if (p->is_tensor() && p->tensor().dtensor) {
      auto c = p->tensor().dtensor->mesh.coordinate_of(rank);
      first = c && std::all_of(c->begin(), c->end(), [](int64_t x) { return x == 0; });
      break;
    }
  std::vector<std::optional<HostTensor>> global_cots(names.size());
  std::vector<HostTensor> cots;
  for (size_t i = 0; i < fb.cotangent_of.size(); ++i) {
    size_t o = fb.cotangent_of[i];
    TensorType gt = names.at(o)->tensor();
    gt.dtensor.reset();
    global_cots[o] = global_values(gt, options.seed, o);
    cots.push_back(first ? *global_cots[o] : HostTensor::empty(gt.shape, gt.dtype));
  }
  auto fwd = e.cpu_grad->forward(local);
  std::vector<std::optional<HostTensor>> grads = e.cpu_grad->backward(fwd.saved, cots);
  std::cout << file << ": " << trace.fn_name << " and its backward ran on rank " << rank << " of "
            << world << " (compiled for the CPU; outputs and gradients redistributed to "
            << "Replicate())\n";
  for (size_t i = 0; i < params.size(); ++i) {
    const ProxyPtr& p = params[i];
    bool wanted = p->is_tensor() && p->tensor().requires_grad && is_float(p->tensor().dtype);
    // A rank whose copy of an input reaches no output (a bias added on
    // coordinate 0 only) still takes part in the gradient's redistribution.
    if (!grads[i] && wanted && p->tensor().dtensor) {
      TensorType lt = local_type(p->tensor(), rank);
      grads[i] = HostTensor::empty(lt.shape, lt.dtype);
    }
    if (!grads[i]) continue;
    if (p->tensor().dtensor) grads[i] = global_gradient(*grads[i], p->tensor(), rank, world);
    std::cout << "  grad of " << params[i]->name << ": " << describe(*grads[i]) << "\n";
  }
  if (!options.check) return 0;
  std::vector<bool> wrt;
  for (const auto& p : params) wrt.push_back(p->is_tensor() && p->tensor().requires_grad);
  ReferenceGrads ref = run_reference_grad(global, global_inputs, wrt, global_cots);
  CheckReport check;
  std::cout << "check against libtorch autograd of the single-device program:\n";
  Tolerance tol = loosest_tolerance(global);
  for (size_t i = 0; i < names.size(); ++i)
    check.compare("output " + std::to_string(i) + " (" + names[i]->name + ")", fwd.outputs.at(i),
                  ref.outputs.at(i));
  for (size_t i = 0; i < params.size(); ++i) {
    if (!wrt[i]) continue;
    std::string what = "grad of " + params[i]->name;
    if (grads[i].has_value() != ref.grads[i].has_value()) {
      check.fail(what + ": MISMATCH: ours is " + (grads[i] ? "a tensor" : "None") +
                 ", libtorch's is " + (ref.grads[i] ? "a tensor" : "None"));
      continue;
    }
    if (grads[i]) check.compare(what, *grads[i], *ref.grads[i], tol);
  }
  return check.finish();
}

}  // namespace

std::string print_dtensor_grad(const Trace& trace, int64_t rank, int64_t world_size,
                               const PrintOptions& opts) {
  ForwardBackward typed = dtensor_typed_grad(trace);
  ForwardBackward local =
      grad_transform(expand_dtensor(trace, {.rank = rank, .world_size = world_size}));
  std::string out = "# DTensor-typed forward and backward (before the DTensor expansion)\n";
  out += print_trace(typed.forward, opts) + "\n" + print_trace(typed.backward, opts) + "\n";
  out += "# What one rank runs (after the DTensor expansion)\n";
  out += print_trace(del_last_used(local.forward), opts) + "\n" +
         print_trace(del_last_used(local.backward), opts);
  return out;
}

HostTensor local_shard(const HostTensor& global, const TensorType& type, int64_t rank) {
  FULGUR_INTERNAL_ASSERT(type.dtensor.has_value());
  return distribute_tensor(global, type.dtensor->mesh, type.dtensor->placements, rank).local;
}

int run_dtensor(const std::string& file, const Trace& trace, const DTensorRunOptions& options) {
  bool check = options.check;
  int64_t rank = env_int("RANK", 0), world = env_int("WORLD_SIZE", 1);
  if (options.grad) return run_dtensor_grad(file, trace, options, rank, world);
  // Every rank builds the same global inputs from the seed and takes its shards.
  Trace global = strip_dtensor(trace);
  std::vector<RuntimeValue> global_inputs = options.inputs.empty()
                                                ? random_inputs(global, options.seed)
                                                : load_inputs(global, options.inputs);
  std::vector<ProxyPtr> params = trace.input_proxies();
  auto save = [&](const std::string& dir, const std::vector<ProxyPtr>& names,
                  const std::vector<RuntimeValue>& values) {
    if (dir.empty() || rank != 0) return;
    std::filesystem::create_directories(dir);
    for (size_t i = 0; i < values.size(); ++i)
      if (const auto* t = std::get_if<HostTensor>(&values[i]))
        write_npy((std::filesystem::path(dir) / (names[i]->name + ".npy")).string(), *t);
  };
  save(options.save_inputs, params, global_inputs);
  std::vector<RuntimeValue> local;
  std::vector<std::optional<DTensorArg>> dargs;
  for (size_t i = 0; i < params.size(); ++i) {
    const ProxyPtr& p = params[i];
    if (p->is_tensor() && p->tensor().dtensor) {
      HostTensor t = local_shard(std::get<HostTensor>(global_inputs[i]), p->tensor(), rank);
      dargs.push_back(DTensorArg{p->tensor(), t.shape});
      local.emplace_back(std::move(t));
    } else {
      dargs.emplace_back(std::nullopt);
      local.push_back(global_inputs[i]);
    }
  }
  codegen::CompileOptions co;
  co.target = codegen::Target::Cpu;
  co.emit = codegen::cpu::llvm_available();
  co.rank = rank;
  co.world_size = world;
  co.replicate_outputs = check;
  codegen::Executable e = codegen::compile(trace, co);
  check_dtensor_args(e.prologue, dargs, rank);
  // Random numbers (training dropout) from --seed, the same on every rank,
  // and again for the reference, which then draws the same masks.
  const PhiloxState rng_start{options.seed, 0};
  set_philox_state(rng_start);
  std::vector<RuntimeValue> outputs =
      e.cpu ? e.cpu->run(local) : run_reference(e.computation, local, ExecutionLevel::Prims);
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  std::cout << file << ": " << trace.fn_name << " ran on rank " << rank << " of " << world << " ("
            << (e.cpu ? "compiled for the CPU" : "prim-level execution through libtorch") << ", "
            << (check ? "outputs redistributed to Replicate()" : "local tensors") << ")\n";
  for (size_t i = 0; i < outputs.size(); ++i) {
    const TensorType& t = names[i]->tensor();
    std::cout << "  output " << i << " (" << names[i]->name;
    if (t.dtensor && !check)
      std::cout << ", local of " << shape_string(t.shape) << " "
                << placements_string(t.dtensor->placements);
    std::cout << "): " << describe(outputs[i]) << "\n";
  }
  save(options.save_outputs, names, outputs);
  if (!check) return 0;
  set_philox_state(rng_start);
  std::vector<RuntimeValue> expected =
      run_reference(global, global_inputs, ExecutionLevel::TopLevel);
  CheckReport report;
  std::cout << "check against the single-device program (ltorch ops through libtorch):\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    report.compare("output " + std::to_string(i) + " (" + names[i]->name + ")", outputs[i],
                   expected[i]);
  return report.finish();
}

}  // namespace fulgur::cli
