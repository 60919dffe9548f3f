// fulgur::spmd — a whole train step (forward, backward, optimizer update)
// compiled as one SPMD program per rank (docs/spmd.md).
//
//   auto step = fulgur::spmd::compile(
//       [](fulgur::Tracer&, const std::vector<fulgur::Traced>& p,
//          const std::vector<fulgur::Traced>& state, const std::vector<fulgur::Traced>& batch) {
//         auto loss = fulgur::lt::mse_loss(fulgur::lt::linear(batch[0], p[0]), batch[1]);
//         auto g = fulgur::spmd::grad(loss, {p[0]});
//         p[0].sub_(g[0] * 0.1);
//         return std::vector<fulgur::Traced>{loss};
//       },
//       {w_type}, {}, {x_type, y_type});                 // global types
//   std::vector<fulgur::Tensor> w = step.distribute({w0}); // rank 0's values
//   for (...) loss = step(w, {}, {x_local, y_local}).at(0);  // w updated in place
//
// The pipeline of a step: the captured trace -> resolve_grad (the joint
// forward and backward replaces autodiff.grad) -> type_dtensor (inputs typed
// with their schemas on the 1-D mesh of the world) -> expand_dtensor (what
// this rank runs, collectives included, outputs replicated) -> each
// override's transform -> codegen (CSE, DCE, sort_waits, fusion, one host
// program). `gm_transformation`, when set, rewrites the trace after the
// overrides once the first call has run; the second call on runs its result.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "frontend/jit.h"
#include "frontend/tracing.h"
#include "ir/passes/train_step.h"
#include "ir/trace.h"

namespace fulgur::spmd {

// Records autodiff.grad(loss, wrt) in the trace: one gradient per wrt (each a
// traced input, a floating-point tensor; the loss a single-element
// floating-point tensor), typed like it. Raises Error otherwise.
std::vector<Traced> grad(const Traced& loss, const std::vector<Traced>& wrt,
                         const Loc& loc = Loc::current());

// Step 2 as a pass (src/ir/passes/train_step.h).
using fulgur::resolve_grad;

using SchemaMap = std::map<std::string, std::vector<Placement>>;  // input name -> placements

// A module override's second half: after expansion, `transform(trace,
// schema_map)` rewrites the calls of placeholder `spmd.<placeholder>` (and
// its backward `spmd.<placeholder>_backward`) into real computation. A
// placeholder still in the trace after every transform is an Error.
struct Override {
  std::string placeholder;
  std::function<Trace(const Trace&, const SchemaMap&)> transform;
};

struct StepOptions {
  // Parameters, and optimizer state of a parameter's shape (0-d state is
  // always Replicate()): Replicate() or Shard(0).
  Placement param_schema = Placement::replicate();
  // The device mesh's shape over ranks 0..world-1 (row-major); empty: the
  // 1-D mesh of the world. On an n-D mesh every input's placements are given
  // per mesh dim: param_schemas, state_schemas and input_placements.
  Shape mesh_shape;
  // The ranks of the mesh in row-major order, a permutation of 0..world-1;
  // empty: 0..world-1 (a mesh whose dims are another's in another order:
  // fulgur.spmd's view of FSDP2 beside tensor parallelism).
  std::vector<int64_t> mesh_ids;
  // Placements per parameter, one per mesh dim (Replicate() or Shard(dim=d)
  // of any of its dims: a tensor-parallel weight's Shard(1)), in place of
  // param_schema; empty: param_schema for each. What fulgur.spmd takes from a
  // module whose parameters are DTensors made by PyTorch's APIs.
  std::vector<std::vector<Placement>> param_schemas;
  // Per optimizer state tensor, required with param_schemas when there is
  // state; without param_schemas, empty: a state tensor of a parameter's
  // shape takes param_schema, 0-d and other state Replicate().
  std::vector<std::vector<Placement>> state_schemas;
  std::vector<Placement> input_schemas;  // one per batch input; empty: Shard(0) for each
  // Per batch input, one placement per mesh dim, in place of input_schemas.
  std::vector<std::vector<Placement>> input_placements;
  std::vector<Override> overrides;
  std::function<Trace(const Trace&)> gm_transformation;  // empty: none
  int64_t rank = -1, world_size = -1;  // -1: RANK / WORLD_SIZE (the world's communicator)
  // The expanded step's all-reduces packed into buckets of up to this many
  // bytes (ir/passes/bucket_all_reduce.h: one collective per bucket instead
  // of one per gradient, as DDP's 25 MiB buckets); 0: none.
  int64_t bucket_cap_bytes = int64_t{25} << 20;
};

class TrainStep {  // one compiled train step; not thread-safe
 public:
  // Local tensors (this rank's shard of each parameter/state per schema; the
  // batch part): runs one host program; params and state are updated in
  // place. Returns the outputs (the loss: the global one, on every rank).
  std::vector<Tensor> operator()(const std::vector<Tensor>& params,
                                 const std::vector<Tensor>& state,
                                 const std::vector<Tensor>& batch);
  // Broadcasts (Replicate) or scatters (Shard(0)) rank 0's whole tensors
  // (parameters then state, in order; every rank passes tensors of the
  // global shapes, only rank 0's values count): returns this rank's local
  // tensors.
  std::vector<Tensor> distribute(const std::vector<Tensor>& whole) const;
  // The traces of the program that runs now, each step named (docs/spmd.md).
  const TraceHistory& last_traces() const;
  int64_t host_program_calls() const;  // for tests: one per step
  int64_t rank() const;                // the rank whose program this is
  int64_t world_size() const;
  CacheInfo cache_info() const;

  ~TrainStep();
  TrainStep(TrainStep&&) noexcept;
  TrainStep& operator=(TrainStep&&) noexcept;

  struct State;                                  // internal
  explicit TrainStep(std::unique_ptr<State> s);  // internal: made by compile()

 private:
  std::unique_ptr<State> state_;
};

// From a fixed step trace (global types): its inputs are the params, the
// state and the batch, in that order. The trace holds one autodiff.grad.
TrainStep compile(Trace step, size_t num_params, size_t num_state, StepOptions options = {});

// From the C++ tracing API.
using StepBuilder = std::function<std::vector<Traced>(Tracer&, const std::vector<Traced>& params,
                                                      const std::vector<Traced>& state,
                                                      const std::vector<Traced>& batch)>;
// `params`, `state`, `batch`: the global types (a Shard(0) batch input's dim
// 0 is the sum of the ranks' parts). Inputs are named p0.., s0.., b0...
TrainStep compile(StepBuilder fn, std::vector<TensorType> params, std::vector<TensorType> state,
                  std::vector<TensorType> batch, StepOptions options = {});

}  // namespace fulgur::spmd
