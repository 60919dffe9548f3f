#include "frontend/spmd.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <optional>

#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/ops/placeholder.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/printer.h"
#include "runtime/cpu_comm.h"

namespace fulgur::spmd {

std::vector<Traced> grad(const Traced& loss, const std::vector<Traced>& wrt, const Loc& loc) {
  Tracer& tr = loss.tracer();
  FULGUR_CHECK(!wrt.empty(),
               "spmd::grad: expected at least one tensor to differentiate with "
               "respect to (wrt is empty)");
  std::vector<Value> ws;
  for (size_t i = 0; i < wrt.size(); ++i) {
    FULGUR_CHECK(&wrt[i].tracer() == &tr, "spmd::grad: wrt[", i, "] (", wrt[i].proxy()->name,
                 ") belongs to another tracer than the loss");
    ws.emplace_back(wrt[i].proxy());
  }
  Value out = tr.call("autodiff.grad", {Value(loss.proxy()), Value::list(std::move(ws))}, {}, loc);
  std::vector<ProxyPtr> gs;
  collect_proxies(out, gs);
  std::vector<Traced> r;
  for (const ProxyPtr& g : gs) r.emplace_back(&tr, g);
  return r;
}

namespace {

std::string local_type_string(const TensorType& t) {
  return std::string(dtype_short_name(t.dtype)) + shape_string(t.shape);
}

using Placements = std::vector<Placement>;  // one per mesh dim

// The type `t` with `placements` on the step's mesh.
TensorType on_mesh(TensorType t, const DeviceMesh& mesh, const Placements& ps) {
  t.dtensor = DTensorSpec{mesh, ps};
  return t;
}

std::string placements_repr(const Placements& ps) {
  if (ps.size() == 1) return ps[0].repr();
  std::string r = "(";
  for (size_t k = 0; k < ps.size(); ++k) r += (k ? ", " : "") + ps[k].repr();
  return r + ")";
}

// `one_for_all`: the one param_schema of every parameter (Replicate() or
// Shard(0)); otherwise the schema is the tensor's own (param_schemas).
// `world`: the ranks along the placement's mesh dim.
void check_placement(const std::string& what, const TensorType& t, const Placement& p,
                     int64_t world, bool is_param, bool one_for_all) {
  if (is_param && one_for_all)
    FULGUR_CHECK(
        p.kind == Placement::Kind::Replicate || (p.kind == Placement::Kind::Shard && p.dim == 0),
        "spmd: the parameter schema must be Replicate() or Shard(dim=0), got ", p.repr(), " (for ",
        what, ")");
  FULGUR_CHECK(p.kind != Placement::Kind::Partial, "spmd: ", what,
               ": a schema is Replicate() or Shard(dim=d), got ", p.repr());
  if (p.kind != Placement::Kind::Shard) return;
  FULGUR_CHECK(p.dim >= 0 && p.dim < t.rank(), "spmd: ", what, " (", local_type_string(t),
               ") cannot take ", p.repr(), ": it has ", t.rank(), " dim(s)");
  if (is_param)
    FULGUR_CHECK(t.shape[static_cast<size_t>(p.dim)] >= world, "spmd: ", what, " (",
                 local_type_string(t), ") cannot take ", p.repr(), " over ", world, " ranks: dim ",
                 p.dim, " has ", t.shape[static_cast<size_t>(p.dim)],
                 " element(s), fewer than the ranks");
}

void check_schema(const std::string& what, const TensorType& t, const Placements& ps,
                  const DeviceMesh& mesh, bool is_param, bool one_for_all = true) {
  FULGUR_CHECK(ps.size() == mesh.shape.size(), "spmd: ", what, " has ", ps.size(),
               " placement(s); expected one per dim of the ", mesh.shape.size(), "-D mesh");
  for (size_t k = 0; k < ps.size(); ++k)
    check_placement(what, t, ps[k], mesh.shape[k], is_param, one_for_all);
}

}  // namespace

struct TrainStep::State {
  struct Entry {
    std::vector<TensorType> global;    // per input, with its schema on the mesh
    std::vector<Shape> local;          // this rank's shape per input
    TraceHistory stages;               // captured .. after overrides
    Trace final_trace;                 // what the first call runs
    std::optional<Trace> transformed;  // after gm_transformation
    std::optional<JitFunction> fn;
    int64_t calls = 0;
    CacheInfo past;  // of the functions replaced by gm_transformation's
  };
  StepOptions options;
  size_t num_params = 0, num_state = 0, num_batch = 0;
  int64_t rank = 0, world = 1;
  DeviceMesh mesh;
  std::optional<Trace> fixed;
  StepBuilder builder;
  std::vector<TensorType> param_types, state_types;
  std::vector<std::unique_ptr<Entry>> entries;
  Entry* last = nullptr;
  mutable TraceHistory history;
  int64_t misses = 0;

  bool param_like(size_t i) const { return i < num_params + num_state; }

  // The schema of input i (of global type t).
  bool own_schemas() const { return !options.param_schemas.empty(); }

  Placements replicated() const { return Placements(mesh.shape.size(), Placement::replicate()); }

  // The placements of batch input b (one per mesh dim).
  Placements batch_schema(size_t b) const {
    if (!options.input_placements.empty()) return options.input_placements[b];
    return {options.input_schemas.empty() ? Placement::shard(0) : options.input_schemas[b]};
  }

  Placements schema_of(size_t i, const TensorType& t, const std::vector<TensorType>& params) const {
    if (i < num_params)
      return own_schemas() ? options.param_schemas[i] : Placements{options.param_schema};
    if (i < num_params + num_state) {
      if (!options.state_schemas.empty()) return options.state_schemas[i - num_params];
      if (t.rank() == 0) return replicated();
      for (const TensorType& p : params)
        if (p.shape == t.shape) return {options.param_schema};
      return replicated();
    }
    return batch_schema(i - num_params - num_state);
  }

  std::string input_what(size_t i, const std::string& name) const {
    if (i < num_params) return "parameter " + std::to_string(i) + " (" + name + ")";
    if (i < num_params + num_state)
      return "optimizer state " + std::to_string(i - num_params) + " (" + name + ")";
    return "batch input " + std::to_string(i - num_params - num_state) + " (" + name + ")";
  }

  Entry& build(const Trace& captured) {
    std::vector<ProxyPtr> inputs = captured.input_proxies();
    FULGUR_CHECK(inputs.size() == num_params + num_state + num_batch, "spmd: the step ",
                 captured.fn_name, "() takes ", inputs.size(), " inputs, expected ",
                 num_params + num_state + num_batch, " (", num_params, " parameters, ", num_state,
                 " state, ", num_batch, " batch)");
    std::vector<TensorType> params;
    for (size_t i = 0; i < num_params; ++i) {
      FULGUR_CHECK(inputs[i]->is_tensor(), "spmd: input ", i, " (", inputs[i]->name,
                   ") must be a tensor");
      params.push_back(inputs[i]->tensor());
    }
    auto e = std::make_unique<Entry>();
    SchemaMap schemas;
    for (size_t i = 0; i < inputs.size(); ++i) {
      const std::string what = input_what(i, inputs[i]->name);
      FULGUR_CHECK(inputs[i]->is_tensor() && !inputs[i]->tensor().dtensor, "spmd: ", what,
                   " must be a plain tensor of the global program, got ",
                   type_string(inputs[i]->type));
      const TensorType& t = inputs[i]->tensor();
      Placements p = schema_of(i, t, params);
      check_schema(what, t, p, mesh, param_like(i), !own_schemas());
      schemas[inputs[i]->name] = p;
      TensorType g = on_mesh(t, mesh, p);
      g.requires_grad = false;
      e->local.push_back(g.local_shape(rank));
      e->global.push_back(std::move(g));
    }
    codegen::TrainStepStages st;
    st.mesh = mesh;
    st.schemas = schemas;
    st.rank = rank;
    st.world_size = world;
    st.bucket_cap_bytes = options.bucket_cap_bytes;
    for (const Override& o : options.overrides) {
      FULGUR_CHECK(o.transform, "spmd: the override of placeholder '", o.placeholder,
                   "' has no transform");
      st.transforms.push_back(o.transform);
    }
    // The stages live in the pipeline (codegen/pipeline.h), beside compile()'s.
    Trace t = codegen::train_step_stages(captured, st, e->stages);
    e->final_trace = t;
    e->fn.emplace(jit(t));
    ++misses;
    entries.push_back(std::move(e));
    return *entries.back();
  }

  Entry& entry_for(const std::vector<Tensor>& batch) {
    if (fixed) {
      if (entries.empty()) build(*fixed);
      return *entries.front();
    }
    // The batch's spec: its global types (a Shard(d) part's dim d times the world).
    std::vector<TensorType> bt;
    for (size_t b = 0; b < batch.size(); ++b) {
      TensorType t;
      t.dtype = batch[b].dtype;
      t.shape = batch[b].shape;
      Placements ps = batch_schema(b);
      for (size_t k = 0; k < ps.size() && k < mesh.shape.size(); ++k)
        if (ps[k].kind == Placement::Kind::Shard && ps[k].dim >= 0 && ps[k].dim < t.rank())
          t.shape[static_cast<size_t>(ps[k].dim)] *= mesh.shape[k];
      bt.push_back(std::move(t));
    }
    for (auto& e : entries) {
      bool same = true;
      for (size_t b = 0; b < bt.size() && same; ++b) {
        const TensorType& g = e->global[num_params + num_state + b];
        same = g.dtype == bt[b].dtype && e->local[num_params + num_state + b] == batch[b].shape;
      }
      if (same) return *e;
    }
    Tracer tr("train_step");
    std::vector<Traced> ps, ss, bs;
    for (size_t i = 0; i < param_types.size(); ++i)
      ps.push_back(tr.input("p" + std::to_string(i), param_types[i]));
    for (size_t i = 0; i < state_types.size(); ++i)
      ss.push_back(tr.input("s" + std::to_string(i), state_types[i]));
    for (size_t i = 0; i < bt.size(); ++i) bs.push_back(tr.input("b" + std::to_string(i), bt[i]));
    std::vector<Traced> outs = builder(tr, ps, ss, bs);
    tr.ret(outs);
    return build(tr.finish());
  }

  void check_inputs(const Entry& e, const std::vector<Tensor>& all,
                    const std::vector<ProxyPtr>& names) const {
    for (size_t i = 0; i < all.size(); ++i) {
      const TensorType& g = e.global[i];
      const std::string what = input_what(i, names[i]->name);
      FULGUR_CHECK(all[i].dtype == g.dtype, "spmd: ", what, ": expected dtype ",
                   dtype_short_name(g.dtype), ", got ", dtype_short_name(all[i].dtype));
      FULGUR_CHECK(all[i].shape == e.local[i], "spmd: ", what, ": expected this rank's (", rank,
                   " of ", world, ") local tensor of shape ", shape_string(e.local[i]), " (global ",
                   shape_string(g.shape), ", ", placements_repr(g.dtensor->placements),
                   "), got shape ", shape_string(all[i].shape));
    }
  }
};

TrainStep::TrainStep(std::unique_ptr<State> s) : state_(std::move(s)) {}
TrainStep::~TrainStep() = default;
TrainStep::TrainStep(TrainStep&&) noexcept = default;
TrainStep& TrainStep::operator=(TrainStep&&) noexcept = default;

std::vector<Tensor> TrainStep::operator()(const std::vector<Tensor>& params,
                                          const std::vector<Tensor>& state,
                                          const std::vector<Tensor>& batch) {
  State& s = *state_;
  FULGUR_CHECK(params.size() == s.num_params, "spmd: the train step takes ", s.num_params,
               " parameter(s), got ", params.size());
  FULGUR_CHECK(state.size() == s.num_state, "spmd: the train step takes ", s.num_state,
               " optimizer state tensor(s), got ", state.size());
  FULGUR_CHECK(batch.size() == s.num_batch, "spmd: the train step takes ", s.num_batch,
               " batch input(s), got ", batch.size());
  State::Entry& e = s.entry_for(batch);
  s.last = &e;
  std::vector<Tensor> all;
  all.reserve(params.size() + state.size() + batch.size());
  all.insert(all.end(), params.begin(), params.end());
  all.insert(all.end(), state.begin(), state.end());
  all.insert(all.end(), batch.begin(), batch.end());
  s.check_inputs(e, all, e.stages.front().second.input_proxies());
  std::vector<RuntimeValue> in;
  in.reserve(all.size());
  for (Tensor& t : all) {
    t.requires_grad = false;  // the gradient is part of the program
    t.grad_fn.reset();
    in.emplace_back(std::move(t));
  }
  // gm_transformation runs after the first call; one that raised then is
  // tried again before the next call runs, so its error comes back rather
  // than the untransformed program running on.
  auto transform = [&] {
    Trace t = s.options.gm_transformation(e.final_trace);
    check_no_placeholders(t);
    CacheInfo c = e.fn->cache_info();
    e.past.hits += c.hits;
    e.past.misses += c.misses;
    e.past.entries += c.entries;
    e.transformed = t;
    e.fn.emplace(jit(std::move(t)));
  };
  const bool transform_due = s.options.gm_transformation && !e.transformed;
  if (transform_due && e.calls >= 1) transform();
  std::vector<RuntimeValue> out = (*e.fn)(in);
  ++e.calls;
  if (transform_due && e.calls == 1) transform();
  std::vector<Tensor> r;
  for (RuntimeValue& v : out) {
    auto* t = std::get_if<HostTensor>(&v);
    FULGUR_CHECK(t, "spmd: the train step returned a number; it returns tensors");
    r.push_back(std::move(*t));
  }
  return r;
}

std::vector<Tensor> TrainStep::distribute(const std::vector<Tensor>& whole) const {
  const State& s = *state_;
  FULGUR_CHECK(whole.size() == s.num_params + s.num_state, "spmd: distribute takes the ",
               s.num_params, " parameter(s) and ", s.num_state,
               " optimizer state tensor(s), whole, in order; got ", whole.size(), " tensor(s)");
  std::vector<TensorType> params;
  for (size_t i = 0; i < s.num_params; ++i) {
    TensorType t;
    t.shape = whole[i].shape;
    t.dtype = whole[i].dtype;
    params.push_back(t);
  }
  std::shared_ptr<CpuCommunicator> comm =
      s.world > 1 ? CpuCommunicator::process_default() : nullptr;
  std::vector<Tensor> out;
  for (size_t i = 0; i < whole.size(); ++i) {
    const Tensor& w = whole[i];
    TensorType t;
    t.shape = w.shape;
    t.dtype = w.dtype;
    if (i < s.num_params + s.num_state && s.fixed) {
      const TensorType& want = s.fixed->input_proxies()[i]->tensor();
      FULGUR_CHECK(want.shape == w.shape && want.dtype == w.dtype, "spmd: distribute: tensor ", i,
                   " (", s.fixed->input_proxies()[i]->name, "): expected the whole ",
                   local_type_string(want), ", got ", local_type_string(t));
    }
    Placements p = s.schema_of(i, t, params);
    check_schema(s.input_what(i, "tensor " + std::to_string(i)), t, p, s.mesh, true,
                 !s.own_schemas());
    Tensor full = HostTensor::empty(w.shape, w.dtype);
    if (full.numel() > 0) {
      Tensor src = w.is_contiguous() ? w : w.contiguous();
      std::memcpy(full.data(), src.data(),
                  static_cast<size_t>(full.numel() * dtype_itemsize(full.dtype)));
    }
    if (comm) comm->broadcast(full, full, 0)->wait();  // rank 0's values everywhere
    full = distribute_tensor(full, s.mesh, p, s.rank).local;
    full.requires_grad = false;
    out.push_back(std::move(full));
  }
  return out;
}

const TraceHistory& TrainStep::last_traces() const {
  const State& s = *state_;
  s.history.clear();
  if (!s.last) return s.history;
  const State::Entry& e = *s.last;
  s.history = e.stages;
  if (e.transformed) s.history.emplace_back("After gm_transformation", *e.transformed);
  for (const auto& st : e.fn->last_traces()) s.history.push_back(st);
  return s.history;
}

int64_t TrainStep::host_program_calls() const {
  // Every call of a compiled function runs its one host program.
  int64_t n = 0;
  for (const auto& e : state_->entries) {
    CacheInfo c = e->fn->cache_info();
    n += c.hits + c.misses + e->past.hits + e->past.misses;
  }
  return n;
}

int64_t TrainStep::rank() const {
  return state_->rank;
}
int64_t TrainStep::world_size() const {
  return state_->world;
}

CacheInfo TrainStep::cache_info() const {
  CacheInfo r;
  for (const auto& e : state_->entries) {
    CacheInfo c = e->fn->cache_info();
    r.trace_ms += c.trace_ms;
    r.passes_ms += c.passes_ms;
    r.compile_ms += c.compile_ms;
    r.host_compile_ms += c.host_compile_ms;
    r.grad_ms += c.grad_ms;
    r.hits += e->calls > 0 ? e->calls - 1 : 0;
  }
  r.misses = state_->misses;
  r.entries = static_cast<int64_t>(state_->entries.size());
  return r;
}

namespace {
std::unique_ptr<TrainStep::State> new_state(StepOptions options, size_t num_params,
                                            size_t num_state, size_t num_batch) {
  auto s = std::make_unique<TrainStep::State>();
  s->options = std::move(options);
  s->num_params = num_params;
  s->num_state = num_state;
  s->num_batch = num_batch;
  FULGUR_CHECK(s->options.input_schemas.empty() || s->options.input_schemas.size() == num_batch,
               "spmd: input_schemas has ", s->options.input_schemas.size(),
               " placement(s); expected one per batch input (", num_batch, "), or none");
  FULGUR_CHECK(s->options.param_schemas.empty() || s->options.param_schemas.size() == num_params,
               "spmd: param_schemas has ", s->options.param_schemas.size(),
               " placement(s); expected one per parameter (", num_params, "), or none");
  FULGUR_CHECK(s->options.state_schemas.empty() || (!s->options.param_schemas.empty() &&
                                                    s->options.state_schemas.size() == num_state),
               "spmd: state_schemas has ", s->options.state_schemas.size(),
               " placement(s); expected one per optimizer state tensor (", num_state,
               ") with param_schemas, or none");
  FULGUR_CHECK(s->options.bucket_cap_bytes >= 0,
               "spmd: bucket_cap_bytes must be 0 (no buckets) or ", "positive, got ",
               s->options.bucket_cap_bytes);
  FULGUR_CHECK((s->options.rank < 0) == (s->options.world_size < 0),
               "spmd: give both rank and world_size, or neither (got rank ", s->options.rank,
               ", world_size ", s->options.world_size, ")");
  if (s->options.world_size < 0) {
    std::shared_ptr<CpuCommunicator> comm = CpuCommunicator::process_default();
    s->rank = comm->rank();
    s->world = comm->size();
  } else {
    FULGUR_CHECK(s->options.world_size >= 1 && s->options.rank < s->options.world_size,
                 "spmd: rank ", s->options.rank, " is not in a world of ", s->options.world_size);
    s->rank = s->options.rank;
    s->world = s->options.world_size;
  }
  const StepOptions& o = s->options;
  s->mesh.device_type = "cpu";
  s->mesh.shape = o.mesh_shape.empty() ? Shape{s->world} : o.mesh_shape;
  int64_t ranks = 1;
  for (int64_t n : s->mesh.shape) ranks *= n;
  FULGUR_CHECK(ranks == s->world, "spmd: the mesh ", shape_string(s->mesh.shape), " holds ", ranks,
               " ranks; the world has ", s->world);
  if (o.mesh_ids.empty()) {
    for (int64_t r = 0; r < s->world; ++r) s->mesh.ids.push_back(r);
  } else {
    std::vector<int64_t> sorted = o.mesh_ids;
    std::sort(sorted.begin(), sorted.end());
    bool perm = static_cast<int64_t>(sorted.size()) == s->world;
    for (size_t r = 0; perm && r < sorted.size(); ++r) perm = sorted[r] == static_cast<int64_t>(r);
    FULGUR_CHECK(perm, "spmd: mesh_ids must hold each rank of the world (0..", s->world - 1,
                 ") once, got ", shape_string(o.mesh_ids));
    s->mesh.ids = o.mesh_ids;
  }
  const size_t nd = s->mesh.shape.size();
  if (nd > 1) {
    FULGUR_CHECK(!o.param_schemas.empty() && (num_state == 0 || !o.state_schemas.empty()) &&
                     (num_batch == 0 || !o.input_placements.empty()),
                 "spmd: on the ", nd, "-D mesh ", shape_string(s->mesh.shape),
                 " every input's placements are given per mesh dim: param_schemas, state_schemas "
                 "and input_placements");
  }
  FULGUR_CHECK(o.input_placements.empty() || o.input_placements.size() == num_batch,
               "spmd: input_placements has ", o.input_placements.size(),
               " entries; expected one per batch input (", num_batch, "), or none");
  FULGUR_CHECK(o.param_schemas.empty() || num_state == 0 || !o.state_schemas.empty(),
               "spmd: with param_schemas, state_schemas gives the optimizer state's (", num_state,
               " tensor(s)): a state tensor of a parameter's shape does not say which parameter's "
               "placements it takes");
  return s;
}
}  // namespace

TrainStep compile(Trace step, size_t num_params, size_t num_state, StepOptions options) {
  size_t n = step.input_proxies().size();
  FULGUR_CHECK(num_params + num_state <= n, "spmd: the step ", step.fn_name, "() takes ", n,
               " inputs, fewer than ", num_params, " parameters and ", num_state, " state");
  auto s = new_state(std::move(options), num_params, num_state, n - num_params - num_state);
  s->fixed = std::move(step);
  s->build(*s->fixed);  // errors in the step surface now, not at the first call
  s->last = s->entries.front().get();
  return TrainStep(std::move(s));
}

TrainStep compile(StepBuilder fn, std::vector<TensorType> params, std::vector<TensorType> state,
                  std::vector<TensorType> batch, StepOptions options) {
  FULGUR_CHECK(fn, "spmd::compile: no step function given");
  size_t np = params.size(), ns = state.size(), nb = batch.size();
  auto s = new_state(std::move(options), np, ns, nb);
  s->builder = std::move(fn);
  s->param_types = params;
  s->state_types = state;
  // The first entry, from the global types given.
  Tracer tr("train_step");
  std::vector<Traced> ps, ss, bs;
  for (size_t i = 0; i < np; ++i) ps.push_back(tr.input("p" + std::to_string(i), params[i]));
  for (size_t i = 0; i < ns; ++i) ss.push_back(tr.input("s" + std::to_string(i), state[i]));
  for (size_t i = 0; i < nb; ++i) bs.push_back(tr.input("b" + std::to_string(i), batch[i]));
  std::vector<Traced> outs = s->builder(tr, ps, ss, bs);
  tr.ret(outs);
  s->build(tr.finish());
  s->last = s->entries.front().get();
  return TrainStep(std::move(s));
}

}  // namespace fulgur::spmd
