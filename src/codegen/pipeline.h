// The one compile pipeline: every step from a captured trace to what runs,
// for the CPU and for CUDA, as a straight list of calls in pipeline.cpp (read
// `compile()` top to bottom). Every entry point goes through it — the CLI's
// print, run, bench, codegen and warmup, `jit()` and the grad path — so the
// kernels `fulgur warmup` compiles are the kernels that run, and
// `Executable::traces` shows every intermediate trace with its provenance.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "codegen/compile_jobs.h"
#include "codegen/cpu_program.h"
#include "codegen/cuda_program.h"
#include "codegen/grad_program.h"
#include "codegen/partition.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/ddp.h"
#include "ir/passes/fsdp.h"
#include "ir/passes/sort_waits.h"
#include "ir/passes/tensor_parallel.h"
#include "ir/trace.h"

namespace fulgur::codegen {

struct CompileOptions {
  Target target = Target::Cpu;
  // Differentiate with respect to the inputs whose type says requires_grad:
  // the executable then holds an augmented forward and a backward. When no
  // output depends on such an input there is nothing to differentiate and
  // the executable holds the plain computation.
  bool grad = false;
  // Build the backend's programs (CPU: ORC-compiled kernels and host
  // programs; CUDA: device-free plans with their CUDA C++). False stops
  // after the traces, for `fulgur print --passes`.
  bool emit = true;
  // Schedule collectives early and waits late (ir/passes/sort_waits.h);
  // false keeps the trace's own order (to measure what the pass gains).
  bool sort_waits = true;
  // Data parallelism: average the chosen inputs' gradients over the ranks
  // in the backward (ir/passes/ddp.h); needs `grad`.
  std::optional<DdpOptions> ddp{};
  // Fully-sharded data parallelism (ir/passes/fsdp.h): FSDP (ZeRO-3) shards
  // the chosen inputs on dim 0 and gathers them; ZeRO-2 (needs `grad`)
  // shards their gradients. Its world size 0: `world_size` below, else
  // $WORLD_SIZE, else 1.
  std::optional<FsdpOptions> fsdp{};
  SortWaitsOptions sort_waits_options{};
  // Tensor parallelism: shard these inputs over the world and rewrite their
  // layers (ir/passes/tensor_parallel.h), for this options' rank.
  std::optional<TensorParallelOptions> tensor_parallel{};
  // DTensor traces: the rank whose program to build and the world's size
  // (-1: RANK / WORLD_SIZE, else rank 0 of a world the size of the mesh).
  int64_t rank = -1;
  int64_t world_size = -1;
  // DTensor traces: every returned DTensor redistributed to Replicate(), so
  // each rank returns the global values (`fulgur run --check`).
  bool replicate_outputs = false;
};

// What the pipeline made of one trace.
struct Executable {
  CompileOptions options;
  // Every trace in order — capture, each IR pass, the prologue, the grad
  // split, the partitioned traces with their frees — each with its
  // provenance line.
  TraceHistory traces;
  Trace prologue;     // one check per input (ir/passes/prologue.h)
  Trace computation;  // after the IR passes: what the reference executor runs
  // Set when the trace was differentiated.
  std::optional<ForwardBackward> grad;
  // The partitioned traces with their frees, as the host programs run them:
  // the computation (or the augmented forward), and the backward.
  Trace forward;
  std::optional<Trace> backward;

  // CPU (options.emit): the computation's program, or the forward and
  // backward programs.
  std::unique_ptr<CpuProgram> cpu;
  std::unique_ptr<CpuGradProgram> cpu_grad;
  const CpuProgram* cpu_forward() const {
    return cpu_grad ? &cpu_grad->forward_program() : cpu.get();
  }
  // CUDA (options.emit): the device-free plans (kernels as CUDA C++); a
  // CudaProgram loads a plan onto a device.
  std::shared_ptr<const CudaPlan> cuda_forward, cuda_backward;

  // Milliseconds per group of steps.
  struct Timings {
    double passes_ms = 0;   // CSE, DCE, prologue
    double grad_ms = 0;     // the grad transform
    double fusion_ms = 0;   // partition and del_last_used
    double backend_ms = 0;  // lowering, LLVM + ORC or CUDA C++, host programs
  } timings;
};

// Runs the whole pipeline on `captured`. Raises Error for traces a step
// rejects (the step names the problem).
Executable compile(const Trace& captured, const CompileOptions& options);

// A train step's own stages (docs/spmd.md), which turn the captured global
// step into the trace compile() takes for one rank:
//   resolve_grad -> type_dtensor (the inputs' placements on `mesh`) ->
//   expand_dtensor (for `rank`) -> bucket_all_reduces -> `transforms`.
struct TrainStepStages {
  DeviceMesh mesh;
  std::map<std::string, std::vector<Placement>> schemas;  // input name -> placements on mesh
  int64_t rank = 0, world_size = 1;
  int64_t bucket_cap_bytes = int64_t{25} << 20;  // 0: no buckets
  // Rewrites of the expanded trace, in order, each given `schemas` (the
  // module overrides: placeholders made real computation).
  std::vector<
      std::function<Trace(const Trace&, const std::map<std::string, std::vector<Placement>>&)>>
      transforms;
};

// Runs the stages on `captured` (a trace with autodiff.grad calls, global
// types), recording each into `traces` under its name ("Captured train
// step", "After autodiff", "After DTensor typing", "After expansion",
// "After bucketing", "After overrides"), as compile() records its own, and
// returns the trace for compile(). Raises Error for a placeholder left after
// the transforms, and for what a stage rejects.
Trace train_step_stages(const Trace& captured, const TrainStepStages& stages, TraceHistory& traces);

// The step that turns an optimized trace into what a target's host program
// runs: for CUDA, flattened to prims with each linear's bias split off (cuBLAS
// does the GEMM, a generated kernel the bias and what follows it); then
// partitioned into fusion regions, and `del`s inserted after last uses
// (they become the host program's frees). compile() and the programs built
// from a trace (CpuProgram, plan_cuda_program) share it.
Trace fuse_for_target(const Trace& optimized, Target target);

// Every CUDA kernel an executable compiled for CUDA runs, as NVRTC sources
// (what `fulgur warmup` compiles into the disk cache and what CudaProgram
// loads: same source, same options, same cache key).
std::vector<KernelSource> cuda_kernel_sources(const Executable& e);

// The host programs as readable text (FULGUR_DUMP=host): the CPU host
// program(s) or the CUDA plan(s), for `sm_count` multiprocessors on CUDA.
std::string print_host_programs(const Executable& e, int sm_count = 132);

}  // namespace fulgur::codegen
