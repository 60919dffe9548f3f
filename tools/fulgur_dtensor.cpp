#include "fulgur_dtensor.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "codegen/cpu_program.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/prologue.h"
#include "ir/sharding/sharding.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
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

}  // namespace

HostTensor local_shard(const HostTensor& global, const TensorType& type, int64_t rank) {
  FULGUR_INTERNAL_ASSERT(type.dtensor.has_value());
  const DTensorSpec& spec = *type.dtensor;
  auto coord = spec.mesh.coordinate_of(rank);
  FULGUR_CHECK(coord, "rank ", rank, " is not in ", spec.mesh.repr());
  HostTensor view = global;
  bool zero = false;
  for (size_t m = 0; m < spec.placements.size(); ++m) {
    const Placement& p = spec.placements[m];
    int64_t k = spec.mesh.shape[m], c = (*coord)[m];
    if (p.kind == Placement::Kind::Shard) {
      auto d = static_cast<size_t>(p.dim);
      int64_t e = view.shape[d], size = (e + k - 1) / k;
      int64_t start = std::min(c * size, e);
      view.offset += start * view.strides[d];
      view.shape[d] = chunk_extent(e, k, c);
    } else if (p.kind == Placement::Kind::Partial && p.op == ReduceOp::Sum && c != 0) {
      zero = true;
    }
  }
  HostTensor out = HostTensor::empty(view.shape, view.dtype);
  if (!zero && out.numel() > 0) {
    HostTensor src = view.contiguous();
    std::memcpy(out.data(), src.data(),
                static_cast<size_t>(out.numel() * dtype_itemsize(out.dtype)));
  }
  out.requires_grad = global.requires_grad;
  return out;
}

int run_dtensor(const std::string& file, const Trace& trace, const DTensorRunOptions& options) {
  bool check = options.check;
  FULGUR_CHECK(!options.grad,
               "run --grad: differentiating a DTensor trace is not supported yet "
               "(docs/dtensor.md, 'Not done yet')");
  int64_t rank = env_int("RANK", 0), world = env_int("WORLD_SIZE", 1);
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
  std::vector<RuntimeValue> expected =
      run_reference(global, global_inputs, ExecutionLevel::TopLevel);
  bool all_ok = true;
  std::cout << "check against the single-device program (ltorch ops through libtorch):\n";
  for (size_t i = 0; i < outputs.size(); ++i) {
    Comparison c = compare(outputs[i], expected[i]);
    char buf[200];
    std::snprintf(buf, sizeof(buf), "  output %zu (%s): max abs err %.3g, max rel err %.3g  %s", i,
                  names[i]->name.c_str(), c.max_abs, c.max_rel, c.ok ? "ok" : "MISMATCH");
    std::cout << buf << (c.ok ? "" : ": " + c.problem) << "\n";
    all_ok = all_ok && c.ok;
  }
  std::cout << (all_ok ? "check passed\n" : "check FAILED\n");
  return all_ok ? 0 : 1;
}

}  // namespace fulgur::cli
