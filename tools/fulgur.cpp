// fulgur: the command-line front door. `fulgur print` parses and prints
// traces; `fulgur run` runs one, optionally checking it against libtorch;
// `fulgur codegen` shows the fusion regions and their generated CUDA C++;
// `fulgur warmup` fills the disk kernel cache ahead of time.
#include <algorithm>
#include <charconv>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include <unistd.h>
#include <thread>

#include "cli_check.h"
#include "cli_timing.h"
#include "codegen/codegen.h"
#include "codegen/compile_jobs.h"
#include "codegen/cpu_program.h"
#include "codegen/grad_program.h"
#include "codegen/kernel/lower.h"
#include "codegen/kernel_cache.h"
#include "codegen/nvrtc.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "fulgur_cuda.h"
#include "fulgur_dtensor.h"
#include "fulgur_fsdp.h"
#include "fulgur_spmd.h"
#include "fulgur_tp.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/del_last_used.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/prologue.h"
#include "ir/printer.h"
#include "runtime/cpu_pool.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/philox.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"
#include "runtime/store.h"
#include "runtime/timeline.h"

namespace {

using namespace fulgur;

const char* kUsage =
    "usage: fulgur <command> [options]\n"
    "\n"
    "commands:\n"
    "  print FILE [--depth N]     parse a trace file and print it (--passes: after each pass)\n"
    "  run FILE [--check] ...     run a trace; --check compares with libtorch\n"
    "  codegen FILE --target cuda partition into fusion regions and print their CUDA C++\n"
    "  warmup FILE... [--arch ..] compile every kernel of the traces into the disk cache\n"
    "  bench FILE [--threads N]   time the compiled CPU path against libtorch eager\n"
    "\n"
    "'fulgur <command> --help' describes a command.\n";

const char* kPrintHelp =
    "usage: fulgur print FILE [--depth N] [--passes [--device cpu|cuda]] [--grad]\n"
    "\n"
    "Parses FILE (every function in it) and prints it again.\n"
    "  --depth N   levels of subsymbols to print as comments (default 1, -1 for all)\n"
    "  --passes    print every trace the compile pipeline makes of the main function\n"
    "              (codegen/pipeline.h: CSE, DCE, prologue, the grad split with --grad,\n"
    "              fusion with frees), then its host program(s); --device cuda plans for\n"
    "              CUDA (needs no GPU): the CUDA plan with its launches and GEMMs\n"
    "  --grad      print the main function's augmented forward and backward instead\n"
    "              (inputs typed requires_grad, else every floating-point input)\n"
    "  --ddp, --ddp-params NAMES, --bucket-cap-mb N\n"
    "              with --passes --grad: data parallelism, as for run\n"
    "  --fsdp [--zero2], --fsdp-params NAMES\n"
    "              with --passes: fully-sharded data parallelism, as for run, over\n"
    "              --world-size N (default $WORLD_SIZE, else 1)\n"
    "  --prologue  print the main function's prologue (the checks of its inputs)\n"
    "  --rank R --world-size N  with --passes, for a DTensor trace: the program rank R of\n"
    "              N runs (default: $RANK / $WORLD_SIZE, else rank 0 of the mesh's size)\n"
    "  --column-parallel NAMES, --row-parallel NAMES\n"
    "              with --passes: tensor parallelism, as for run, for --rank R of --world-size N\n";

const char* kRunHelp =
    "usage: fulgur run FILE [--device cpu|cuda|cuda-emu] [--check] [--grad] [--prims] [--seed N]\n"
    "                       [--inputs DIR] [--save-inputs DIR] [--save-outputs DIR]\n"
    "\n"
    "Runs the trace's 'computation' function (or its only/last function) compiled for\n"
    "the CPU: fusion regions through LLVM ORC, linear/matmul through libtorch.\n"
    "  --device cuda       compile for CUDA device 0 instead: regions through NVRTC, linear/\n"
    "                      matmul through cuBLAS (inputs and outputs copied at the boundary)\n"
    "  --device cuda-emu   the same CUDA host program on the emulated device: each kernel's\n"
    "                      CUDA C++ compiled for the host (cached), launched with the real\n"
    "                      geometry and packed arguments, cuBLAS as CPU GEMMs\n"
    "  --prims             run every prim through libtorch instead (no compilation)\n"
    "  --interpret         run the host program with the interpreter instead of as native\n"
    "                      code (the two are kept bit-identical)\n"
    "  --check             also run the reference executor (each ltorch op through its\n"
    "                      libtorch namesake) and compare every output; prints max abs/rel\n"
    "                      error per output, exits 1 on a mismatch. A value within the dtype's\n"
    "                      tolerance element-wise is ok; a floating-point one beyond it is\n"
    "                      judged by the f64 oracle: the reference on the program with every\n"
    "                      float dtype made f64 and the same inputs widened. It is rounding\n"
    "                      (ok, said so) when every element of ours is within the tolerance\n"
    "                      plus 4x libtorch's largest distance from the f64 values; else a\n"
    "                      MISMATCH, with the element farthest from them (docs/reliability.md;\n"
    "                      plain, --grad, --ddp and --fsdp runs; tensor parallelism, DTensor\n"
    "                      and --train-steps compare element-wise only)\n"
    "  --grad              differentiate: run the augmented forward and the backward on random\n"
    "                      cotangents, print every input gradient; with --check, compare them\n"
    "                      with libtorch autograd. Inputs typed requires_grad are\n"
    "                      differentiated, or every floating-point input when none is (with\n"
    "                      --device cuda or cuda-emu: forward and backward as CUDA programs)\n"
    "  --seed N            seed for random inputs (default 0); values respect each op's domain\n"
    "  --inputs DIR        read DIR/NAME.npy for each tensor argument instead (with --grad,\n"
    "                      the cotangents from DIR/cotangentN.npy when DIR has them)\n"
    "  --save-inputs DIR   write the inputs the run used to DIR/NAME.npy (with --grad, the\n"
    "                      cotangents to DIR/cotangentN.npy): --inputs DIR replays them\n"
    "  --save-outputs DIR  write each output to DIR/NAME.npy (bf16 as f32); with --grad each\n"
    "                      input gradient to DIR/grad_NAME.npy; with --check libtorch's values\n"
    "                      as DIR/expected_NAME.npy and DIR/expected_grad_NAME.npy\n"
    "  --ddp               with --grad: data parallelism (DDP): average every input gradient\n"
    "                      over the ranks (WORLD_SIZE/RANK as torchrun sets them), in buckets\n"
    "  --ddp-params NAMES  ... only these inputs' gradients (comma-separated; implies --ddp)\n"
    "  --bucket-cap-mb N   DDP bucket size cap in MiB (default 25, as PyTorch)\n"
    "  --column-parallel NAMES  tensor parallelism over the ranks (WORLD_SIZE/RANK): these\n"
    "                      inputs (linear weights and their biases) sharded on dim 0\n"
    "  --row-parallel NAMES     ... these linear weights sharded on dim 1; every rank gets the\n"
    "                      same full inputs from --seed and takes its shards; --check compares\n"
    "                      with the single-process program (docs/distributed.md)\n"
    "  --fsdp              FSDP (ZeRO-3): every floating-point input (those that require\n"
    "                      grad) sharded on dim 0 over the ranks, gathered before use;\n"
    "                      each rank passes its shard and gets its shard's gradient (the\n"
    "                      mean over the ranks). Parameters are the same on every rank\n"
    "                      (from the seed), data the rank's own\n"
    "  --fsdp-params NAMES ... only these inputs (comma-separated; implies --fsdp)\n"
    "  --zero2             with --grad: ZeRO-2 instead: whole parameters, each rank gets\n"
    "                      its shard of the mean gradient\n"
    "  --train-steps N     the trace is a train step (one autodiff.grad; inputs: parameters,\n"
    "                      optimizer state, batch): compile it with fulgur::spmd for this rank\n"
    "                      (docs/spmd.md) and run N steps on batches from --seed, each rank its\n"
    "                      Shard(0) part; prints each step's outputs. --check compares them and\n"
    "                      the final parameters and state with the single-process program\n"
    "  --params K          with --train-steps: the first K inputs are the parameters\n"
    "  --state M           ... the next M the optimizer state (starting at zeros; default 0)\n"
    "  --param-schema S    ... replicate (data parallel, the default) or shard0 (fully sharded)\n";

const char* kCodegenHelp =
    "usage: fulgur codegen FILE --target cuda [--arch sm_90] [--compile] [--ptx] [--ir]\n"
    "                              [--cache-dir DIR] [--no-cache]\n"
    "\n"
    "Partitions the trace into fusion regions, prints the partitioned trace and\n"
    "each region's generated CUDA C++ (--ir: the kernel IR as well).\n"
    "  --target cuda   the code generator (cpu prints the kernel IR the CPU backend uses)\n"
    "  --compile       compile every kernel with NVRTC for --arch (default sm_90) and print,\n"
    "                  per kernel, compile milliseconds, binary bytes and registers per\n"
    "                  thread; exits 1 if any kernel fails\n"
    "  --ptx           compile to PTX instead of CUBIN\n"
    "  --cache-dir DIR the disk kernel cache (default $FULGUR_CACHE_DIR, $XDG_CACHE_HOME/fulgur\n"
    "                  or ~/.cache/fulgur); --no-cache compiles without it\n";

const char* kWarmupHelp =
    "usage: fulgur warmup FILE... [--arch sm_80,sm_90] [--grad] [-j N] [--cache-dir DIR]\n"
    "\n"
    "Compiles every kernel of every trace for every architecture into the disk kernel\n"
    "cache, so later runs load them instead of compiling. Prints a progress bar on a\n"
    "terminal and one line per kernel otherwise, then 'K kernels: C compiled, H already\n"
    "cached, F failed'. Exits 1 if any kernel failed; a second run compiles nothing.\n"
    "  --arch LIST      comma-separated architectures (default sm_80,sm_90)\n"
    "  -j N             parallel compiles (default: hardware threads)\n"
    "  --cache-dir DIR  cache location (default $FULGUR_CACHE_DIR, $XDG_CACHE_HOME/fulgur\n"
    "                   or ~/.cache/fulgur)\n";

const char* kBenchHelp =
    "usage: fulgur bench FILE [--device cpu|cuda|cuda-emu] [--threads N] [--reps N] [--seed N] "
    "[--json]\n"
    "\n"
    "Times the trace compiled for the CPU (fusion regions through LLVM ORC, library\n"
    "calls through libtorch) and libtorch eager (each ltorch op through its libtorch\n"
    "namesake) on the same inputs and thread count: warm-up runs, then N timed runs\n"
    "of each; prints the medians and their ratio.\n"
    "  --device cuda  time the program compiled for CUDA device 0 instead, inputs resident on\n"
    "                 the device: median device time per call, and bandwidth as a fraction of\n"
    "                 a device-to-device copy of as many bytes in the same run (--json: one\n"
    "                 JSON object)\n"
    "  --threads N    threads for both (default $FULGUR_NUM_THREADS or the core count)\n"
    "  --column-parallel NAMES, --row-parallel NAMES\n"
    "                 the tensor-parallel forward on this rank (WORLD_SIZE/RANK), as for run\n"
    "  --reps N       timed runs (default 20)\n"
    "  --ddp [--ddp-params NAMES] [--bucket-cap-mb N]\n"
    "                 under torchrun: this rank's forward and backward with the gradients\n"
    "                 averaged over the ranks, with and without sort_waits, side by side\n"
    "  --fsdp [--zero2] [--fsdp-params NAMES] [--grad]\n"
    "                 under torchrun: the sharded program (as for run; --grad: forward and\n"
    "                 backward) with and without sort_waits, medians side by side\n";

struct Args {
  std::vector<std::string> positional;
  std::map<std::string, std::string> options;  // --name -> value ("" for flags)
};

Args parse_args(int argc, char** argv, int start, const std::vector<std::string>& flags,
                const std::vector<std::string>& valued) {
  Args a;
  for (int i = start; i < argc; ++i) {
    std::string s = argv[i];
    bool known_short = std::find(valued.begin(), valued.end(), s) != valued.end() ||
                       std::find(flags.begin(), flags.end(), s) != flags.end();
    if (s.rfind("--", 0) == 0 || known_short) {
      if (std::find(flags.begin(), flags.end(), s) != flags.end()) {
        a.options[s] = "";
      } else if (std::find(valued.begin(), valued.end(), s) != valued.end()) {
        FULGUR_CHECK(i + 1 < argc, "option ", s, " needs a value");
        a.options[s] = argv[++i];
      } else {
        FULGUR_FAIL("unknown option '", s, "'");
      }
    } else {
      a.positional.push_back(s);
    }
  }
  return a;
}

// A numeric option's value within [lo, hi]; `def` when it is absent.
int64_t int_option(const Args& a, const std::string& name, int64_t def, int64_t lo, int64_t hi) {
  auto it = a.options.find(name);
  if (it == a.options.end()) return def;
  int64_t v = 0;
  const std::string& s = it->second;
  auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
  FULGUR_CHECK(ec == std::errc() && p == s.data() + s.size() && v >= lo && v <= hi, "option ", name,
               " expects an integer from ", lo, " to ", hi, ", got '", s, "'");
  return v;
}

// Limits of the numeric options.
constexpr int64_t kMaxSeed = INT64_MAX;
constexpr int64_t kMaxThreads = 4096;  // as FULGUR_NUM_THREADS
constexpr int64_t kMaxDepth = 1 << 20;
constexpr int64_t kMaxReps = 1000000;
constexpr int64_t kMaxRanks = 1 << 20;

bool wants_help(int argc, char** argv) {
  for (int i = 2; i < argc; ++i)
    if (std::string(argv[i]) == "--help" || std::string(argv[i]) == "-h") return true;
  return false;
}

// Fusion regions of a jitted function's last compile (its "Fusion" trace).
size_t fusion_region_count(const JitFunction& f) {
  for (const auto& [step, t] : f.last_traces())
    if (step == "Fusion") return codegen::fusion_regions(t).size();
  return 0;
}

bool requires_grad_marked(const Trace& t) {
  for (const auto& p : t.input_proxies())
    if (p->is_tensor() && p->tensor().requires_grad) return true;
  return false;
}

// --ddp / --ddp-params NAMES (comma-separated) / --bucket-cap-mb N: data
// parallelism over the ranks (ir/passes/ddp.h), for run --grad and print --passes.
std::optional<DdpOptions> ddp_option(Args& a) {
  if (!a.options.count("--ddp") && !a.options.count("--ddp-params")) {
    FULGUR_CHECK(!a.options.count("--bucket-cap-mb"), "--bucket-cap-mb goes with --ddp");
    return std::nullopt;
  }
  DdpOptions o;
  if (a.options.count("--ddp-params")) {
    std::stringstream names(a.options["--ddp-params"]);
    for (std::string n; std::getline(names, n, ',');) {
      FULGUR_CHECK(!n.empty(), "--ddp-params: expected comma-separated input names, got '",
                   a.options["--ddp-params"], "'");
      o.params.push_back(n);
    }
  }
  if (a.options.count("--bucket-cap-mb")) {
    const std::string& v = a.options["--bucket-cap-mb"];
    char* end = nullptr;
    double mb = std::strtod(v.c_str(), &end);
    FULGUR_CHECK(!v.empty() && *end == '\0' && mb * (1 << 20) >= 1 && mb <= (1 << 20),
                 "--bucket-cap-mb: expected a size in MiB from 1 byte to 1 TiB (e.g. 25 or 0.5), "
                 "got '",
                 v, "'");
    o.bucket_cap_bytes = static_cast<int64_t>(mb * (1 << 20));
  }
  return o;
}

// --column-parallel NAMES / --row-parallel NAMES (comma-separated input
// names): tensor parallelism over the world (ir/passes/tensor_parallel.h).
std::optional<TensorParallelOptions> tp_option(Args& a) {
  if (!a.options.count("--column-parallel") && !a.options.count("--row-parallel"))
    return std::nullopt;
  TensorParallelOptions o;
  for (auto [flag, names] :
       {std::pair{"--column-parallel", &o.column}, std::pair{"--row-parallel", &o.row}}) {
    if (!a.options.count(flag)) continue;
    std::stringstream in(a.options[flag]);
    for (std::string n; std::getline(in, n, ',');) {
      FULGUR_CHECK(!n.empty(), flag, ": expected comma-separated input names, got '",
                   a.options[flag], "'");
      names->push_back(n);
    }
  }
  return o;
}

// --fsdp / --fsdp-params NAMES / --zero2: fully-sharded data parallelism
// (ir/passes/fsdp.h), for run and print --passes.
std::optional<FsdpOptions> fsdp_option(Args& a) {
  if (!a.options.count("--fsdp") && !a.options.count("--fsdp-params")) {
    FULGUR_CHECK(!a.options.count("--zero2"), "--zero2 goes with --fsdp");
    return std::nullopt;
  }
  FsdpOptions o;
  o.zero2 = a.options.count("--zero2") > 0;
  if (a.options.count("--fsdp-params")) {
    std::stringstream names(a.options["--fsdp-params"]);
    for (std::string n; std::getline(names, n, ',');) {
      FULGUR_CHECK(!n.empty(), "--fsdp-params: expected comma-separated input names, got '",
                   a.options["--fsdp-params"], "'");
      o.params.push_back(n);
    }
  }
  return o;
}

int cmd_print(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kPrintHelp;
    return 0;
  }
  Args a =
      parse_args(argc, argv, 2, {"--passes", "--grad", "--ddp", "--prologue", "--fsdp", "--zero2"},
                 {"--depth", "--device", "--ddp-params", "--bucket-cap-mb", "--rank",
                  "--world-size", "--column-parallel", "--row-parallel", "--fsdp-params"});
  FULGUR_CHECK(a.positional.size() == 1, "print takes one FILE\n", kPrintHelp);
  PrintOptions opts;
  opts.depth = static_cast<int>(int_option(a, "--depth", 1, -1, kMaxDepth));
  auto traces = parse_trace_file(a.positional[0]);
  FULGUR_CHECK(!a.options.count("--device") || a.options.count("--passes"),
               "print --device goes with --passes");
  if (a.options.count("--passes")) {
    Trace& t = main_trace(traces);
    codegen::CompileOptions co;
    co.target = codegen::parse_target(a.options.count("--device") ? a.options["--device"] : "cpu");
    co.grad = a.options.count("--grad") > 0;
    co.ddp = ddp_option(a);
    co.fsdp = fsdp_option(a);
    co.rank = int_option(a, "--rank", -1, 0, kMaxRanks);
    co.world_size = int_option(a, "--world-size", -1, 1, kMaxRanks);
    co.tensor_parallel = tp_option(a);
    if (co.grad && !requires_grad_marked(t)) require_grad_of_float_inputs(t);
    // The CPU's host programs need compiled kernels; a CUDA plan needs no device.
    co.emit = co.target == codegen::Target::Cuda || codegen::cpu::llvm_available();
    codegen::Executable e = codegen::compile(t, co);
    for (const auto& [step, trace] : e.traces)
      std::cout << "# ---- after " << step << "\n" << print_trace(trace, opts) << "\n";
    if (co.emit) std::cout << codegen::print_host_programs(e);
    return 0;
  }
  FULGUR_CHECK(!fsdp_option(a), "print --fsdp goes with --passes");
  FULGUR_CHECK(!(a.options.count("--rank") || a.options.count("--world-size")) ||
                   a.options.count("--passes") || a.options.count("--grad"),
               "print --rank and --world-size go with --passes or --grad");
  FULGUR_CHECK(!tp_option(a), "print --column-parallel/--row-parallel go with --passes");
  if (a.options.count("--prologue")) {
    std::cout << print_trace(make_prologue(main_trace(traces)), opts);
    return 0;
  }
  if (a.options.count("--grad")) {
    Trace t = main_trace(traces);
    if (!requires_grad_marked(t)) require_grad_of_float_inputs(t);
    // A DTensor trace: its DTensor-typed backward, then what the rank runs
    // (tools/fulgur_dtensor.cpp, docs/dtensor.md).
    if (has_dtensor_inputs(t)) {
      std::cout << cli::print_dtensor_grad(t, int_option(a, "--rank", -1, 0, kMaxRanks),
                                           int_option(a, "--world-size", -1, 1, kMaxRanks), opts);
      return 0;
    }
    ForwardBackward fb = grad_transform(t);
    std::cout << print_trace(del_last_used(fb.forward), opts) << "\n"
              << print_trace(del_last_used(fb.backward), opts);
    return 0;
  }
  for (size_t i = 0; i < traces.size(); ++i) {
    if (i) std::cout << "\n";
    std::cout << print_trace(traces[i], opts);
  }
  return 0;
}

// "; 3 kernels from the disk cache" when this process loaded CPU kernels
// from the disk cache (codegen/llvm/cpu_jit.h) instead of compiling them.
std::string disk_cache_note() {
  int64_t n = codegen::cpu::cpu_jit_stats().disk_hits;
  if (n == 0) return "";
  return "; " + std::to_string(n) + (n == 1 ? " kernel" : " kernels") + " from the disk cache";
}

std::string describe_value(const RuntimeValue& v) {
  if (const auto* s = std::get_if<Scalar>(&v))
    return std::visit([](auto x) { return value_repr(Value(x)); }, *s);
  const HostTensor& t = std::get<HostTensor>(v);
  std::string out = std::string(dtype_short_name(t.dtype)) + shape_string(t.shape);
  int64_t n = std::min<int64_t>(t.numel(), 6);
  out += " [";
  for (int64_t i = 0; i < n; ++i) {
    char buf[32];
    std::snprintf(buf, sizeof(buf), "%s%.6g", i ? ", " : "", t.get(i));
    out += buf;
  }
  if (t.numel() > n) out += ", ...";
  return out + "]";
}

// Copies of `inputs` with storage of their own: a trace that writes into its
// inputs (prims.copy_) changes the caller's tensors, so the reference run of
// --check gets the inputs as they were before the compiled run.
// Writes each value to DIR/PREFIX+NAME.npy (a number as a 0-d f64 tensor;
// a missing gradient is skipped).
void save_values(const std::string& dir, const std::string& prefix,
                 const std::vector<std::string>& names,
                 const std::vector<std::optional<RuntimeValue>>& values) {
  std::filesystem::create_directories(dir);
  for (size_t i = 0; i < values.size(); ++i) {
    if (!values[i]) continue;
    const auto* t = std::get_if<HostTensor>(&*values[i]);
    HostTensor ht = t ? *t : HostTensor::empty({}, DType::f64);
    if (!t)
      ht.set(0, std::visit([](auto x) { return static_cast<double>(x); },
                           std::get<Scalar>(*values[i])));
    write_npy((std::filesystem::path(dir) / (prefix + names[i] + ".npy")).string(), ht);
  }
}

template <typename T>
std::vector<std::optional<RuntimeValue>> optional_values(const std::vector<T>& values) {
  std::vector<std::optional<RuntimeValue>> out;
  for (const auto& v : values) {
    if constexpr (std::is_same_v<T, std::optional<HostTensor>>)
      out.push_back(v ? std::optional<RuntimeValue>(*v) : std::nullopt);
    else
      out.emplace_back(RuntimeValue(v));
  }
  return out;
}

std::vector<std::string> proxy_names(const std::vector<ProxyPtr>& proxies) {
  std::vector<std::string> out;
  for (const auto& p : proxies) out.push_back(p->name);
  return out;
}

std::vector<RuntimeValue> copy_inputs(const std::vector<RuntimeValue>& inputs) {
  std::vector<RuntimeValue> out;
  out.reserve(inputs.size());
  for (const auto& v : inputs) {
    const auto* t = std::get_if<HostTensor>(&v);
    if (!t) {
      out.push_back(v);
      continue;
    }
    // contiguous() copies only what is not contiguous already.
    HostTensor c = HostTensor::uninitialized(t->shape, t->dtype);
    HostTensor src = t->contiguous();
    std::memcpy(c.data(), src.data(), static_cast<size_t>(t->numel() * dtype_itemsize(t->dtype)));
    c.requires_grad = t->requires_grad;
    out.emplace_back(std::move(c));
  }
  return out;
}

// This process's rank and the world size of a distributed run (RANK,
// WORLD_SIZE, as torchrun sets them), else 0 and 1. Each rank's random
// inputs and cotangents come from rank_seed(--seed, rank), so --check can
// rebuild every rank's and compute the collectives from all of them.
std::pair<int, int> rank_and_world() {
  const char* ws = std::getenv("WORLD_SIZE");
  if (!ws || !*ws || std::string(ws) == "1") return {0, 1};
  DistEnv e = DistEnv::from_environment();
  return {e.rank, e.world_size};
}

// fulgur run --grad: the augmented forward and the backward compiled for the
// CPU (or run prim by prim through libtorch with --prims) on random
// cotangents; --check compares outputs and input gradients with libtorch
// autograd.
int run_with_grad(Args& a, Trace& trace, const std::vector<RuntimeValue>& inputs) {
  const std::string device = a.options.count("--device") ? a.options["--device"] : "cpu";
  const bool on_cuda = cli::is_cuda_device(device, "run");
  FULGUR_CHECK(!on_cuda || !a.options.count("--prims"),
               "--prims runs on the CPU, not with --device ", device);
  if (!requires_grad_marked(trace)) require_grad_of_float_inputs(trace);
  bool compiled = on_cuda || (codegen::cpu::llvm_available() && !a.options.count("--prims"));
  codegen::CompileOptions co{.target = on_cuda ? codegen::Target::Cuda : codegen::Target::Cpu,
                             .grad = true,
                             .emit = compiled};
  co.ddp = ddp_option(a);
  codegen::Executable ex = codegen::compile(trace, co);
  FULGUR_CHECK(ex.grad, "run --grad: no output of ", trace.fn_name,
               " depends on a floating-point input that requires grad; nothing to differentiate");
  const ForwardBackward& fb = *ex.grad;
  bool replay =
      a.options.count("--inputs") &&
      std::filesystem::exists(std::filesystem::path(a.options["--inputs"]) / "cotangent0.npy");
  const auto [rank, world] = rank_and_world();
  const auto seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed));
  std::vector<HostTensor> cots = replay ? load_cotangents(fb, a.options["--inputs"])
                                        : random_cotangents(fb, rank_seed(seed, rank));
  if (a.options.count("--save-inputs")) {
    std::vector<std::string> cot_names;
    for (size_t i = 0; i < cots.size(); ++i) cot_names.push_back("cotangent" + std::to_string(i));
    save_values(a.options["--save-inputs"], "", cot_names, optional_values(cots));
  }
  std::vector<RuntimeValue> outputs;
  std::vector<std::optional<HostTensor>> grads;
  std::string how;
  std::vector<RuntimeValue> ref_inputs;
  if (a.options.count("--check")) ref_inputs = copy_inputs(inputs);
  const PhiloxState rng_start = get_philox_state();
  if (on_cuda) {
    cli::run_cuda_grad(ex, inputs, cots, outputs, grads, how, device == "cuda-emu");
  } else if (compiled) {
    const codegen::CpuGradProgram& program = *ex.cpu_grad;
    auto fwd = program.forward(inputs);
    outputs = fwd.outputs;
    grads = program.backward(fwd.saved, cots);
    char buf[200];
    std::snprintf(
        buf, sizeof buf,
        "compiled for the CPU: forward %zu fusion region(s), backward %zu; LLVM+ORC %.0f ms",
        program.forward_program().region_count(), program.backward_program()->region_count(),
        program.forward_program().compile_ms() + program.backward_program()->compile_ms());
    how = buf + disk_cache_note();
  } else {
    std::vector<RuntimeValue> all = run_reference(fb.forward, inputs, ExecutionLevel::Prims);
    outputs.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs));
    std::vector<RuntimeValue> bw_in(all.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs),
                                    all.end());
    bw_in.insert(bw_in.end(), cots.begin(), cots.end());
    std::vector<RuntimeValue> flat =
        run_reference(flatten_signature(fb.backward), bw_in, ExecutionLevel::Prims);
    size_t k = 0;
    for (bool has : fb.has_grad)
      grads.push_back(has ? std::optional<HostTensor>(std::get<HostTensor>(flat.at(k++)))
                          : std::nullopt);
    how = "prim-level execution through libtorch";
  }
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  std::vector<ProxyPtr> params = trace.input_proxies();
  std::cout << a.positional[0] << ": " << trace.fn_name << " and its backward ran (" << how << ")\n"
            << "  saved for the backward: " << fb.saved_tensors << " tensor(s), " << fb.saved_bytes
            << " bytes (without recomputation " << fb.saved_tensors_without_recompute << ", "
            << fb.saved_bytes_without_recompute << " bytes)\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    std::cout << "  output " << i << " (" << names[i]->name << "): " << describe_value(outputs[i])
              << "\n";
  for (size_t i = 0; i < params.size(); ++i)
    std::cout << "  grad of " << params[i]->name << ": "
              << (grads[i] ? describe_value(*grads[i]) : std::string("None")) << "\n";
  std::string save = a.options.count("--save-outputs") ? a.options["--save-outputs"] : "";
  if (!save.empty()) {
    save_values(save, "", proxy_names(names), optional_values(outputs));
    save_values(save, "grad_", proxy_names(params), optional_values(grads));
    std::cout << "  saved the outputs and gradients to " << save << "\n";
  }
  if (!a.options.count("--check")) return 0;
  std::vector<bool> wrt;
  for (const auto& p : params) wrt.push_back(p->is_tensor() && p->tensor().requires_grad);
  std::vector<std::optional<HostTensor>> ref_cots(outputs.size());
  for (size_t i = 0; i < fb.cotangent_of.size(); ++i) ref_cots[fb.cotangent_of[i]] = cots[i];
  const bool simulated = world > 1 && !a.options.count("--inputs");
  // libtorch autograd on `t` (the program, or its f64 twin with `widen`) and
  // this rank's inputs and cotangents.
  auto reference = [&](const Trace& t, bool widen) {
    auto as = [&](std::vector<RuntimeValue> v) { return widen ? widened_to_f64(v) : v; };
    auto as_cots = [&](std::vector<std::optional<HostTensor>> c) {
      if (widen)
        for (auto& x : c)
          if (x) x = widened_to_f64(*x);
      return c;
    };
    ReferenceGrads ref;
    if (!simulated) {
      set_philox_state(rng_start);
      return run_reference_grad(t, as(ref_inputs), wrt, as_cots(ref_cots));
    }
    // The single-process program: every rank's copy on a thread, the
    // collectives computed from all ranks' values, the gradient that of
    // the sum of every rank's loss.
    std::vector<std::vector<std::optional<HostTensor>>> every_rank(static_cast<size_t>(world));
    run_simulated_world(world, [&](int r) {
      std::vector<RuntimeValue> in =
          as(r == rank ? ref_inputs : random_inputs(trace, rank_seed(seed, r)));
      std::vector<std::optional<HostTensor>> c = ref_cots;
      if (r != rank) {
        std::vector<HostTensor> theirs = random_cotangents(fb, rank_seed(seed, r));
        c.assign(outputs.size(), std::nullopt);
        for (size_t i = 0; i < fb.cotangent_of.size(); ++i) c[fb.cotangent_of[i]] = theirs[i];
      }
      ReferenceGrads g = run_reference_grad(t, in, wrt, as_cots(c));
      if (co.ddp) every_rank[static_cast<size_t>(r)] = g.grads;
      if (r == rank) ref = std::move(g);
    });
    // DDP: the averaged parameters' gradients are the mean of every rank's.
    if (co.ddp)
      for (size_t i = 0; i < params.size(); ++i) {
        const auto& chosen = co.ddp->params;
        if (!ref.grads[i] || (!chosen.empty() && std::find(chosen.begin(), chosen.end(),
                                                           params[i]->name) == chosen.end()))
          continue;
        HostTensor& mean = *ref.grads[i];
        for (int64_t e = 0; e < mean.numel(); ++e) {
          double sum = 0;
          for (const auto& g : every_rank) sum += g.at(i)->get(e);
          mean.set(e, sum / world);
        }
      }
    return ref;
  };
  ReferenceGrads ref = reference(trace, false);
  // The f64 oracle: the outputs, then the gradients.
  // Not where the reference's collectives go through the communicator
  // (several ranks with --inputs): only the ranks with a failed comparison
  // would run it, and the others would not join.
  cli::LazyOracle oracle([&] {
    std::vector<std::optional<HostTensor>> values;
    std::optional<Trace> twin = f64_twin(trace);
    if (!twin || (world > 1 && !simulated)) return values;
    ReferenceGrads g = reference(*twin, true);
    for (const auto& v : g.outputs)
      values.push_back(std::holds_alternative<HostTensor>(v)
                           ? std::optional<HostTensor>(std::get<HostTensor>(v))
                           : std::nullopt);
    values.insert(values.end(), g.grads.begin(), g.grads.end());
    return values;
  });
  if (!save.empty()) {
    save_values(save, "expected_", proxy_names(names), optional_values(ref.outputs));
    save_values(save, "expected_grad_", proxy_names(params), optional_values(ref.grads));
  }
  cli::CheckReport check;
  std::cout << "check against libtorch autograd (ltorch ops through libtorch"
            << (simulated ? "; the single-process program of all " + std::to_string(world) +
                                " ranks, their inputs rebuilt from the seed"
                          : std::string())
            << "):\n";
  // Gradients that flowed through f16/bf16 values carry their rounding, at
  // other points than libtorch's: they are held to the loosest tolerance.
  Tolerance grad_tol = loosest_tolerance(trace);
  for (size_t i = 0; i < outputs.size(); ++i)
    check.compare("output " + std::to_string(i) + " (" + names[i]->name + ")", outputs[i],
                  ref.outputs[i], std::nullopt, oracle.of(i));
  for (size_t i = 0; i < params.size(); ++i) {
    std::string what = "grad of " + params[i]->name;
    // A gradient of zeros is no gradient (a broadcast's non-root ranks get
    // zeros, where autograd finds no path from their input).
    auto all_zero = [](const std::optional<HostTensor>& g) {
      if (!g) return false;
      for (int64_t k = 0, n = g->numel(); k < n; ++k)
        if (g->get(k) != 0) return false;
      return true;
    };
    if (grads[i].has_value() != ref.grads[i].has_value() &&
        (all_zero(grads[i]) || all_zero(ref.grads[i]))) {
      std::cout << "  " << what << ": zero, and "
                << (grads[i] ? "libtorch's is None" : "ours is None") << "  ok\n";
      continue;
    }
    if (grads[i].has_value() != ref.grads[i].has_value()) {
      check.fail(what + ": MISMATCH: " + (grads[i] ? "ours is a tensor" : "ours is None") +
                 ", libtorch's is " + (ref.grads[i] ? "a tensor" : "None"));
      continue;
    }
    if (grads[i])
      check.compare(what, *grads[i], *ref.grads[i], grad_tol, oracle.of(outputs.size() + i));
  }
  return check.finish();
}

int cmd_run(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kRunHelp;
    return 0;
  }
  Args a = parse_args(argc, argv, 2,
                      {"--check", "--prims", "--grad", "--interpret", "--ddp", "--fsdp", "--zero2"},
                      {"--seed", "--inputs", "--save-inputs", "--save-outputs", "--device",
                       "--ddp-params", "--bucket-cap-mb", "--column-parallel", "--row-parallel",
                       "--fsdp-params", "--train-steps", "--params", "--state", "--param-schema"});
  FULGUR_CHECK(!ddp_option(a) || a.options.count("--grad"),
               "run --ddp averages gradients: it needs --grad");
  FULGUR_CHECK(!ddp_option(a) || !a.options.count("--check") || !a.options.count("--inputs"),
               "run --ddp --check --inputs: the reference needs every rank's inputs, and the "
               "other ranks' files are not known here; drop --inputs (each rank's random inputs "
               "come from the seed and its rank) or compare the gradients saved by "
               "--save-outputs");
  FULGUR_CHECK(a.positional.size() == 1, "run takes one FILE\n", kRunHelp);
  auto traces = parse_trace_file(a.positional[0]);
  Trace& trace = main_trace(traces);
  if (a.options.count("--train-steps")) {  // tools/fulgur_spmd.cpp
    for (const char* no :
         {"--inputs", "--save-inputs", "--save-outputs", "--device", "--prims", "--interpret",
          "--grad", "--ddp", "--ddp-params", "--bucket-cap-mb", "--column-parallel",
          "--row-parallel", "--fsdp", "--fsdp-params", "--zero2"})
      FULGUR_CHECK(!a.options.count(no), "run --train-steps does not take ", no,
                   " (a train step computes its own gradients; inputs come from --seed)");
    FULGUR_CHECK(a.options.count("--params"),
                 "run --train-steps needs --params K: the step's first K inputs are its "
                 "parameters");
    std::string schema =
        a.options.count("--param-schema") ? a.options["--param-schema"] : "replicate";
    FULGUR_CHECK(schema == "replicate" || schema == "shard0",
                 "--param-schema: expected replicate or shard0, got '", schema, "'");
    return cli::run_train_steps(
        a.positional[0], trace,
        {.steps = int_option(a, "--train-steps", 1, 1, 1000000),
         .params = static_cast<size_t>(int_option(a, "--params", 0, 1, 1000000)),
         .state = static_cast<size_t>(int_option(a, "--state", 0, 0, 1000000)),
         .shard_params = schema == "shard0",
         .seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)),
         .check = a.options.count("--check") > 0});
  }
  if (auto fsdp = fsdp_option(a)) {  // tools/fulgur_fsdp.cpp
    for (const char* no :
         {"--inputs", "--save-inputs", "--save-outputs", "--device", "--prims", "--interpret",
          "--ddp", "--ddp-params", "--bucket-cap-mb", "--column-parallel", "--row-parallel"})
      FULGUR_CHECK(!a.options.count(no), "run --fsdp does not take ", no,
                   " (it runs the compiled CPU path on inputs from the seed)");
    FULGUR_CHECK(!fsdp->zero2 || a.options.count("--grad"),
                 "run --zero2 shards gradients: it needs --grad");
    return cli::run_fsdp(a.positional[0], trace,
                         {.fsdp = *fsdp,
                          .seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)),
                          .check = a.options.count("--check") > 0,
                          .grad = a.options.count("--grad") > 0});
  }
  if (has_dtensor_inputs(trace))  // tools/fulgur_dtensor.cpp
    return cli::run_dtensor(
        a.positional[0], trace,
        {.seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)),
         .check = a.options.count("--check") > 0,
         .grad = a.options.count("--grad") > 0,
         .inputs = a.options.count("--inputs") ? a.options["--inputs"] : "",
         .save_inputs = a.options.count("--save-inputs") ? a.options["--save-inputs"] : "",
         .save_outputs = a.options.count("--save-outputs") ? a.options["--save-outputs"] : ""});
  if (auto tp = tp_option(a)) {  // tools/fulgur_tp.cpp
    for (const char* flag :
         {"--inputs", "--save-inputs", "--save-outputs", "--device", "--prims", "--interpret"})
      FULGUR_CHECK(!a.options.count(flag), "run --column-parallel/--row-parallel does not take ",
                   flag,
                   " yet: the inputs come from --seed (the same on every rank), on the "
                   "compiled CPU path");
    return cli::run_tensor_parallel(
        a.positional[0], trace,
        {.tp = *tp,
         .ddp = ddp_option(a),
         .seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)),
         .check = a.options.count("--check") > 0,
         .grad = a.options.count("--grad") > 0});
  }
  const auto [rank, world] = rank_and_world();
  const auto seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed));
  std::vector<RuntimeValue> inputs = a.options.count("--inputs")
                                         ? load_inputs(trace, a.options["--inputs"])
                                         : random_inputs(trace, rank_seed(seed, rank));
  if (a.options.count("--save-inputs")) {
    std::vector<std::optional<RuntimeValue>> tensors;
    for (const auto& v : inputs)  // number arguments come from their type comments
      tensors.push_back(std::holds_alternative<HostTensor>(v) ? std::optional(v) : std::nullopt);
    save_values(a.options["--save-inputs"], "", proxy_names(trace.input_proxies()), tensors);
  }
  // Training-mode dropout's generator starts from the run's seed, and the
  // reference starts from the same state, so their masks agree.
  set_philox_state({rank_seed(seed, rank), 0});
  if (a.options.count("--grad")) return run_with_grad(a, trace, inputs);
  const PhiloxState rng_start = get_philox_state();
  std::vector<RuntimeValue> ref_inputs;
  if (a.options.count("--check")) ref_inputs = copy_inputs(inputs);
  std::vector<RuntimeValue> outputs;
  std::string how;
  std::string device = a.options.count("--device") ? a.options["--device"] : "cpu";
  if (cli::is_cuda_device(device, "run")) {
    FULGUR_CHECK(!a.options.count("--prims"), "--prims runs on the CPU, not with --device ",
                 device);
    outputs =
        cli::run_cuda(trace, inputs, how, a.options.count("--interpret") > 0, device == "cuda-emu");
  } else if (codegen::cpu::llvm_available() && !a.options.count("--prims")) {
    // Through jit(): the compile pipeline, the prologue's checks, then the
    // host program as native code (--interpret: the interpreter).
    JitFunction f = jit(trace);
    bool interpret = a.options.count("--interpret") > 0;
    if (interpret) f.use_host_executor(HostExecutor::Interpreter);
    interpret = interpret || Timeline::active();  // a timeline records the interpreter's run
    outputs = f(inputs);
    size_t regions = fusion_region_count(f);
    CacheInfo info = f.cache_info();
    char buf[200];
    std::snprintf(buf, sizeof buf,
                  "compiled for the CPU: %zu fusion region(s), %s host program; compile %.0f ms",
                  regions, interpret ? "interpreted" : "native",
                  info.passes_ms + info.grad_ms + info.compile_ms + info.host_compile_ms);
    how = buf + disk_cache_note();
  } else {
    outputs = run_reference(trace, inputs, ExecutionLevel::Prims);
    how = codegen::cpu::llvm_available() ? "prim-level execution through libtorch"
                                         : "prim-level execution through libtorch; this build "
                                           "has no LLVM for the compiled CPU path";
  }
  std::vector<ProxyPtr> names;
  collect_proxies(trace.returned(), names);
  std::cout << a.positional[0] << ": " << trace.fn_name << " ran (" << how << ")\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    std::cout << "  output " << i << " (" << names[i]->name << "): " << describe_value(outputs[i])
              << "\n";
  if (a.options.count("--save-outputs")) {
    save_values(a.options["--save-outputs"], "", proxy_names(names), optional_values(outputs));
    std::cout << "  saved " << outputs.size() << " output(s) to " << a.options["--save-outputs"]
              << "\n";
  }
  if (!a.options.count("--check")) return 0;
  // Without copies: the reference writes into its own copies of the inputs,
  // which are then compared with what the compiled run wrote.
  // On several ranks, the collectives are computed from every rank's inputs
  // (rebuilt from the seed) in this process; with --inputs the others' are
  // unknown here, and the reference's collectives go through the
  // communicator.
  const bool simulated = world > 1 && !a.options.count("--inputs");
  // The f64 oracle (runtime/f64_oracle.h) starts from the inputs as they
  // were, before the reference writes into its copies.
  const std::vector<RuntimeValue> oracle_inputs = widened_to_f64(ref_inputs);
  std::vector<RuntimeValue> expected;
  if (simulated) {
    run_simulated_world(world, [&](int r) {
      std::vector<RuntimeValue> theirs;
      if (r != rank) theirs = random_inputs(trace, rank_seed(seed, r));
      auto out = run_reference(trace, r == rank ? ref_inputs : theirs, ExecutionLevel::TopLevel,
                               Copies::No);
      if (r == rank) expected = std::move(out);
    });
  } else {
    set_philox_state(rng_start);
    expected = run_reference(trace, ref_inputs, ExecutionLevel::TopLevel, Copies::No);
  }
  if (a.options.count("--save-outputs"))
    save_values(a.options["--save-outputs"], "expected_", proxy_names(names),
                optional_values(expected));
  // The same reference on the f64 twin of the program: its outputs, then the
  // inputs as it wrote them. Not where the reference's collectives go
  // through the communicator: only the ranks with a failed comparison would
  // run it.
  cli::LazyOracle oracle([&] {
    std::optional<Trace> twin = f64_twin(trace);
    std::vector<std::optional<HostTensor>> values;
    if (!twin || (world > 1 && !simulated)) return values;
    std::vector<RuntimeValue> in = oracle_inputs, out;
    if (simulated) {
      run_simulated_world(world, [&](int r) {
        std::vector<RuntimeValue> theirs;
        if (r != rank) theirs = widened_to_f64(random_inputs(trace, rank_seed(seed, r)));
        auto o =
            run_reference(*twin, r == rank ? in : theirs, ExecutionLevel::TopLevel, Copies::No);
        if (r == rank) out = std::move(o);
      });
    } else {
      set_philox_state(rng_start);
      out = run_reference(*twin, in, ExecutionLevel::TopLevel, Copies::No);
    }
    for (const auto* vals : {&out, &in})
      for (const auto& v : *vals)
        values.push_back(std::holds_alternative<HostTensor>(v)
                             ? std::optional<HostTensor>(std::get<HostTensor>(v))
                             : std::nullopt);
    return values;
  });
  cli::CheckReport check;
  std::cout << "check against the reference executor (ltorch ops through libtorch"
            << (simulated ? "; the single-process program of all " + std::to_string(world) +
                                " ranks, their inputs rebuilt from the seed"
                          : std::string())
            << "):\n";
  for (size_t i = 0; i < outputs.size(); ++i)
    check.compare("output " + std::to_string(i) + " (" + names[i]->name + ")", outputs[i],
                  expected[i], std::nullopt, oracle.of(i));
  std::vector<ProxyPtr> params = trace.input_proxies();
  for (const BoundSymbol& b : trace.bsyms)
    for (const auto& w : b.written()) {
      auto at = std::find(params.begin(), params.end(), w);
      if (at == params.end()) continue;
      auto i = static_cast<size_t>(at - params.begin());
      check.compare("input " + w->name + " as written", inputs[i], ref_inputs[i], std::nullopt,
                    oracle.of(outputs.size() + i));
      params.erase(at);  // once per input
    }
  return check.finish();
}

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  size_t start = 0;
  while (start <= s.size()) {
    size_t comma = s.find(',', start);
    std::string part =
        s.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
    if (!part.empty()) out.push_back(part);
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return out;
}

std::unique_ptr<codegen::KernelCache> open_cache(const Args& a) {
  if (a.options.count("--no-cache")) return nullptr;
  auto it = a.options.find("--cache-dir");
  std::filesystem::path dir = it != a.options.end() ? std::filesystem::path(it->second)
                                                    : codegen::default_kernel_cache_dir();
  return std::make_unique<codegen::KernelCache>(dir);
}

std::vector<codegen::KernelSource> kernel_sources(const codegen::GeneratedProgram& p) {
  std::vector<codegen::KernelSource> out;
  for (const auto& k : p.kernels) out.push_back({k.ir.name, k.source});
  return out;
}

int cmd_codegen(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kCodegenHelp;
    return 0;
  }
  Args a = parse_args(argc, argv, 2, {"--compile", "--ptx", "--ir", "--no-cache"},
                      {"--target", "--arch", "--cache-dir"});
  FULGUR_CHECK(a.positional.size() == 1, "codegen takes one FILE\n", kCodegenHelp);
  codegen::Target target =
      codegen::parse_target(a.options.count("--target") ? a.options["--target"] : "cuda");
  auto traces = parse_trace_file(a.positional[0]);
  const Trace& trace = main_trace(traces);
  if (target == codegen::Target::Cpu) {
    FULGUR_CHECK(!a.options.count("--compile"), "--compile needs --target cuda");
    Trace fused = codegen::compile(trace, {.target = target, .emit = false}).forward;
    std::cout << print_trace(fused);
    for (const BoundSymbol* r : codegen::fusion_regions(fused))
      for (const auto& k : codegen::kernel::lower_region(*r, {target}).kernels)
        std::cout << "\n" << codegen::kernel::print_kernel_ir(k);
    return 0;
  }
  codegen::GeneratedProgram program = codegen::generate_cuda(trace);
  std::cout << print_trace(program.fused);
  for (const auto& k : program.kernels) {
    std::cout << "\n// ---- kernel " << k.ir.name << " (" << k.ir.kind << ")\n";
    if (a.options.count("--ir"))
      std::cout << "/*\n" << codegen::kernel::print_kernel_ir(k.ir) << "*/\n";
    std::cout << k.source;
  }
  if (!a.options.count("--compile")) return 0;
  codegen::NvrtcOptions opts;
  opts.arch = a.options.count("--arch") ? a.options["--arch"] : "sm_90";
  opts.ptx = a.options.count("--ptx") > 0;
  auto cache = open_cache(a);
  auto results =
      codegen::compile_all(kernel_sources(program), {opts.arch}, 0, cache.get(), opts, nullptr);
  std::cout << "\n# compiled for " << opts.arch << (opts.ptx ? " (PTX)" : "") << " with NVRTC "
            << codegen::nvrtc_version_string() << "\n";
  int failed = 0;
  for (const auto& r : results) {
    char buf[256];
    if (r.ok) {
      std::snprintf(buf, sizeof buf, "#   %-28s %8.1f ms%s  %7zu bytes  %3d registers/thread",
                    r.kernel_name.c_str(), r.ms, r.from_cache ? " (cache)" : "        ",
                    r.binary_bytes, r.registers);
      std::cout << buf << "\n";
    } else {
      ++failed;
      std::cout << "#   " << r.kernel_name << ": FAILED\n" << r.error << "\n";
    }
  }
  return failed ? 1 : 0;
}

int cmd_warmup(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kWarmupHelp;
    return 0;
  }
  Args a = parse_args(argc, argv, 2, {"--grad"}, {"--arch", "-j", "--cache-dir"});
  FULGUR_CHECK(!a.positional.empty(), "warmup takes at least one FILE\n", kWarmupHelp);
  std::vector<std::string> archs =
      split_commas(a.options.count("--arch") ? a.options["--arch"] : "sm_80,sm_90");
  FULGUR_CHECK(!archs.empty(), "--arch needs at least one architecture, e.g. sm_90");
  int jobs = static_cast<int>(int_option(a, "-j", 0, 0, kMaxThreads));
  std::vector<codegen::KernelSource> kernels;
  // The kernels CudaProgram runs: the pipeline compiled for CUDA, with the
  // backward's kernels too for --grad.
  for (const auto& file : a.positional)
    for (Trace& t : parse_trace_file(file)) {
      bool grad = a.options.count("--grad") > 0;
      if (grad && !requires_grad_marked(t)) require_grad_of_float_inputs(t);
      codegen::Executable e = codegen::compile(t, {.target = codegen::Target::Cuda, .grad = grad});
      for (auto& k : codegen::cuda_kernel_sources(e)) kernels.push_back(std::move(k));
    }
  auto cache = open_cache(a);
  bool tty = isatty(STDOUT_FILENO);
  std::cout << "warmup: " << kernels.size() << " kernel(s) x " << archs.size()
            << " architecture(s) into " << cache->dir().string() << "\n";
  auto progress = [&](size_t done, size_t total, const codegen::CompileJobResult& r) {
    if (tty) {
      int width = 30;
      int filled = total ? static_cast<int>(width * done / total) : width;
      std::cout << "\r[" << std::string(static_cast<size_t>(filled), '#')
                << std::string(static_cast<size_t>(width - filled), ' ') << "] " << done << "/"
                << total << " " << r.kernel_name << " " << r.arch << "        " << std::flush;
      if (done == total) std::cout << "\n";
      if (!r.ok)
        std::cout << "\n" << r.kernel_name << " " << r.arch << ": FAILED\n" << r.error << "\n";
    } else {
      char buf[256];
      std::snprintf(buf, sizeof buf, "[%zu/%zu] %s %s: %s (%.1f ms)", done, total,
                    r.kernel_name.c_str(), r.arch.c_str(),
                    !r.ok          ? "FAILED"
                    : r.from_cache ? "cached"
                                   : "compiled",
                    r.ms);
      std::cout << buf << "\n";
      if (!r.ok) std::cout << r.error << "\n";
    }
  };
  codegen::NvrtcOptions base;
  auto results = codegen::compile_all(kernels, archs, jobs, cache.get(), base, progress);
  size_t compiled = 0, cached = 0, failed = 0;
  for (const auto& r : results) (r.ok ? (r.from_cache ? cached : compiled) : failed)++;
  std::cout << results.size() << " kernels: " << compiled << " compiled, " << cached
            << " already cached, " << failed << " failed\n";
  if (int64_t lost = cache->stats().store_failures; lost > 0)
    std::cout << "warning: " << lost << " kernel(s) compiled but not stored in the cache ("
              << cache->last_store_error() << ")\n";
  return failed ? 1 : 0;
}

// bench --ddp: this rank's forward and backward with the gradients
// averaged over the ranks (WORLD_SIZE/RANK from torchrun), compiled with
// and without sort_waits, medians side by side.
int bench_ddp(const std::string& file, Trace trace, const DdpOptions& ddp, int reps,
              uint64_t seed) {
  if (!requires_grad_marked(trace)) require_grad_of_float_inputs(trace);
  const auto [rank, world] = rank_and_world();
  std::vector<RuntimeValue> inputs = random_inputs(trace, rank_seed(seed, rank));
  std::printf("%s: DDP on rank %d of %d, forward and backward; median of %d runs:\n", file.c_str(),
              rank, world, reps);
  double medians[2] = {0, 0};
  for (bool sorted : {true, false}) {
    codegen::CompileOptions co{.target = codegen::Target::Cpu, .grad = true};
    co.ddp = ddp;
    co.sort_waits = sorted;
    codegen::Executable ex = codegen::compile(trace, co);
    FULGUR_CHECK(ex.cpu_grad, "bench --ddp: no output of ", trace.fn_name,
                 " depends on a floating-point input that requires grad");
    std::vector<HostTensor> cots = random_cotangents(*ex.grad, rank_seed(seed, rank));
    auto step = [&] {
      auto fwd = ex.cpu_grad->forward(inputs);
      ex.cpu_grad->backward(fwd.saved, cots);
    };
    medians[sorted ? 0 : 1] = cli::median_ms(reps, step);
  }
  std::printf("  with sort_waits     %10.3f ms\n", medians[0]);
  std::printf("  without sort_waits  %10.3f ms\n", medians[1]);
  return 0;
}

int cmd_bench(int argc, char** argv) {
  if (wants_help(argc, argv)) {
    std::cout << kBenchHelp;
    return 0;
  }
  Args a =
      parse_args(argc, argv, 2, {"--json", "--interpret", "--fsdp", "--zero2", "--grad", "--ddp"},
                 {"--device", "--threads", "--reps", "--seed", "--column-parallel",
                  "--row-parallel", "--fsdp-params", "--ddp-params", "--bucket-cap-mb"});
  FULGUR_CHECK(a.positional.size() == 1, "bench takes one FILE\n", kBenchHelp);
  std::string device = a.options.count("--device") ? a.options["--device"] : "cpu";
  bool on_cuda = cli::is_cuda_device(device, "bench");
  int threads = static_cast<int>(int_option(a, "--threads", default_cpu_threads(), 1, kMaxThreads));
  int reps = static_cast<int>(int_option(a, "--reps", 20, 1, kMaxReps));
  auto traces = parse_trace_file(a.positional[0]);
  const Trace& trace = main_trace(traces);
  if (auto tp = tp_option(a)) {  // tools/fulgur_tp.cpp
    FULGUR_CHECK(!on_cuda, "bench --column-parallel/--row-parallel runs on the CPU");
    FULGUR_CHECK(!a.options.count("--fsdp") && !a.options.count("--fsdp-params"),
                 "bench takes one strategy: --column-parallel/--row-parallel or --fsdp");
    return cli::bench_tensor_parallel(
        a.positional[0], trace, *tp, reps,
        static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)));
  }
  if (auto fsdp = fsdp_option(a)) {  // tools/fulgur_fsdp.cpp
    FULGUR_CHECK(!a.options.count("--device") && !a.options.count("--json") &&
                     !a.options.count("--interpret"),
                 "bench --fsdp times the compiled CPU path; it takes --grad, --reps, --seed, "
                 "--threads");
    CpuPool::global().set_threads(threads);
    return cli::bench_fsdp(a.positional[0], trace,
                           {.fsdp = *fsdp,
                            .seed = static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)),
                            .grad = a.options.count("--grad") > 0},
                           reps);
  }
  if (auto ddp = ddp_option(a)) {
    FULGUR_CHECK(!a.options.count("--device") && !a.options.count("--json") &&
                     !a.options.count("--interpret") && !tp_option(a) && !fsdp_option(a),
                 "bench --ddp times the compiled CPU path's forward and backward; it takes "
                 "--reps, --seed, --threads, --ddp-params, --bucket-cap-mb");
    CpuPool::global().set_threads(threads);
    set_libtorch_threads(threads);
    return bench_ddp(a.positional[0], trace, *ddp, reps,
                     static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)));
  }
  FULGUR_CHECK(!a.options.count("--grad"),
               "bench --grad goes with --fsdp (--ddp times the "
               "backward always)");
  auto inputs =
      random_inputs(trace, static_cast<uint64_t>(int_option(a, "--seed", 0, 0, kMaxSeed)));
  if (on_cuda)
    return cli::bench_cuda(a.positional[0], trace, inputs, reps, a.options.count("--json") > 0,
                           device == "cuda-emu");
  FULGUR_CHECK(!a.options.count("--json"), "--json is for --device cuda");
  CpuPool::global().set_threads(threads);
  set_libtorch_threads(threads);
  // Through jit(), as a caller runs it: prologue checks and the native host
  // program (--interpret: the interpreter).
  JitFunction program = jit(trace);
  if (a.options.count("--interpret")) program.use_host_executor(HostExecutor::Interpreter);
  program(inputs);  // compiles
  size_t regions = fusion_region_count(program);
  CacheInfo info = program.cache_info();
  double ours = cli::median_ms(reps, [&] { program(inputs); });
  double eager = cli::median_ms(
      reps, [&] { run_reference(trace, inputs, ExecutionLevel::TopLevel, Copies::No); });
  std::printf("%s: %zu fusion region(s), %s host program, compile %.0f ms\n",
              a.positional[0].c_str(), regions,
              a.options.count("--interpret") ? "interpreted" : "native",
              info.passes_ms + info.grad_ms + info.compile_ms + info.host_compile_ms);
  std::printf("median of %d runs, %d thread(s):\n", reps, threads);
  std::printf("  fulgur (compiled CPU) %10.3f ms\n", ours);
  std::printf("  libtorch eager        %10.3f ms\n", eager);
  std::printf("  speedup               %10.2fx\n", eager / ours);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
    std::cout << kUsage;
    return argc < 2 ? 2 : 0;
  }
  std::string cmd = argv[1];
  try {
    if (cmd == "print") return cmd_print(argc, argv);
    if (cmd == "run") return cmd_run(argc, argv);
    if (cmd == "codegen") return cmd_codegen(argc, argv);
    if (cmd == "warmup") return cmd_warmup(argc, argv);
    if (cmd == "bench") return cmd_bench(argc, argv);
    std::cerr << "fulgur: unknown command '" << cmd << "'\n\n" << kUsage;
    return 2;
  } catch (const fulgur::Error& e) {
    std::cerr << "fulgur " << cmd << ": error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception& e) {
    std::cerr << "fulgur " << cmd << ": internal error: " << e.what() << "\n";
    return 3;
  }
}
