// fulgur::jit: a function traced and compiled for its inputs' spec (dtype,
// shape, strides, requires_grad, 16-byte alignment of the data, values of
// static numbers) and cached by it. A call hashes the spec to a key (O(1)
// lookup however many entries there are), then verifies the entry's spec
// exactly, so a hash collision can never run the wrong program; a miss
// traces, runs the passes, compiles and inserts.
//
//   auto f = fulgur::jit([](fulgur::Tracer&, const std::vector<fulgur::Traced>& in) {
//     return std::vector<fulgur::Traced>{fulgur::lt::gelu(in[0] + in[1], "tanh")};
//   });
//   std::vector<fulgur::RuntimeValue> out = f({x, b});  // fulgur::Tensor = HostTensor
//
// When inputs require grad (Tensor::requires_grad), the call runs the
// augmented forward of the grad transform and its differentiable outputs
// carry the compiled backward: fulgur::grad(outputs) returns the inputs'
// gradients, like torch.autograd.grad.
//
// DTensor arguments (docs/dtensor.md): `call` takes DTensor values (this
// rank's local tensor and the global type with mesh and placements), traces
// with DTensor types, expands for this process's rank (the world's
// communicator: RANK / WORLD_SIZE, or a handed-in c10d group) and returns
// DTensor results with the placements the sharding rules gave. The cache key
// covers every field of the spec and the rank, so a changed placement
// compiles a new entry (for a function made from a fixed trace it is an
// Error naming the input and the difference).
//
// A JitFunction is not safe to call from several threads at once.
//
// Devices (JitOptions::device): the CPU (the default), CUDA, or the emulated
// CUDA device (cuda-emu, runtime/cuda/emulated_driver.h), which runs the same
// CUDA host program on the CPU. On a CUDA device a call with host tensors
// copies them in and its outputs out; run_device() takes and returns device
// tensors without copies (the Python host's CUDA tensors).
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "frontend/tracing.h"
#include "ir/trace.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/host_tensor.h"

namespace fulgur {

using Tensor = HostTensor;  // CPU tensors; zero-copy to and from at::Tensor (aten_interop.h)

struct CacheInfo {
  int64_t hits = 0;
  int64_t misses = 0;
  int64_t entries = 0;
  // Time spent on misses, per stage, summed.
  double trace_ms = 0;         // tracing the function (or copying a given trace)
  double passes_ms = 0;        // CSE, DCE, prologue
  double compile_ms = 0;       // partition, lowering, LLVM + ORC of the kernels, host program
  double host_compile_ms = 0;  // the host program (with its prologue) through ORC
  double grad_ms = 0;          // the grad transform, for inputs that require grad
};

// A DTensor value: this rank's local tensor and the global type (shape,
// dtype, strides when the global layout is not contiguous, requires_grad,
// and `dtensor`: the mesh and one placement per mesh dim), the fields of
// torch.distributed.tensor.DTensor's spec. The local tensor's dtype is the
// global one; its requires_grad is the global one.
struct DTensor {
  Tensor local;
  TensorType global;
};

// What JitFunction::call takes and returns.
using JitValue = std::variant<Tensor, Scalar, DTensor>;

// Rank `rank`'s DTensor of the global tensor `global` in `placements` on
// `mesh`: Shard(d) takes this rank's torch.chunk of dim d (nested in mesh
// order), Replicate() the whole, Partial(sum) the value on mesh coordinate 0
// and zeros elsewhere, the other Partials the value itself (each rank's
// share then reduces to the global value). The local tensor is a copy.
DTensor distribute_tensor(const Tensor& global, const DeviceMesh& mesh,
                          const std::vector<Placement>& placements, int64_t rank);

// How a compiled entry runs its host program: native code from ORC (the
// default when LLVM is available) or the interpreter (the reference).
enum class HostExecutor { Native, Interpreter };

namespace detail {
// For tests: replaces the spec hash (e.g. with a constant, so that every spec
// collides) for JitFunctions created afterwards; nullptr restores it.
using SpecHashFn = uint64_t (*)(const std::vector<int64_t>& spec);
void set_spec_hash_for_testing(SpecHashFn fn);
}  // namespace detail

// Where a JitFunction's compiled code runs. Each device has its own
// compiled entries (the spec carries it); cuda-emu's kernels are compiled
// for the host into a module cache of their own, never taken for a real
// architecture's cubins.
enum class JitDevice { Cpu, Cuda, CudaEmu };
const char* jit_device_name(JitDevice d);  // "cpu", "cuda", "cuda-emu"

struct JitOptions {
  JitDevice device = JitDevice::Cpu;
  // CUDA devices: the cuda::Device a call runs on, asked once per call (the
  // Python host hands in the device whose compute stream is PyTorch's
  // current stream). Unset: one Device(0) on the process's driver (or on the
  // emulated driver for cuda-emu), opened on the first call. A compiled
  // entry loads its kernels once per device it meets.
  std::function<std::shared_ptr<cuda::Device>()> cuda_device{};
};

struct GradNode;

// What run_device() returns: the outputs, and when some input required
// grad, the backward they share (grad_device) and which outputs take a
// cotangent, in order.
struct DeviceCall {
  std::vector<cuda::DeviceValue> outputs;
  std::shared_ptr<const GradNode> grad;
  std::vector<size_t> differentiable;
};

// The gradients of the inputs of the device call `node` came from, one per
// input (nullopt where it requires no grad or none reaches it), given one
// cotangent per entry of DeviceCall::differentiable (nullopt: zeros). The
// backward is enqueued on the same device's stream; nothing waits.
std::vector<std::optional<cuda::DeviceTensor>> grad_device(
    const GradNode& node, const std::vector<std::optional<cuda::DeviceTensor>>& cotangents);

class JitFunction {
 public:
  using Builder = std::function<std::vector<Traced>(Tracer&, const std::vector<Traced>&)>;

  // Runs the function on `inputs` (tensors, and numbers for traces that take
  // them), compiling a new specialization on a cache miss. For a function
  // made from a fixed trace, inputs that do not match it raise an Error
  // naming the argument, what was expected and what came.
  // On a CUDA device, host tensors are copied to the device and the outputs
  // back (and gradients, through fulgur::grad, run the compiled backward on
  // the device too).
  std::vector<RuntimeValue> operator()(const std::vector<RuntimeValue>& inputs);
  // The same with DTensor arguments and results: a DTensor output comes back
  // as this rank's local tensor with its global type (placements included).
  std::vector<JitValue> call(const std::vector<JitValue>& inputs);
  // CUDA devices only: device tensors (on the device JitOptions::cuda_device
  // gives) in and out, enqueued on its compute stream without waiting;
  // `requires_grad` (empty: none) says which inputs require grad.
  DeviceCall run_device(const std::vector<cuda::DeviceValue>& inputs,
                        const std::vector<bool>& requires_grad = {});
  JitDevice device() const;

  CacheInfo cache_info() const;
  void use_host_executor(HostExecutor e);
  // The traces of the last compile: the computation, each pass, the
  // prologue and the partitioned trace; and its host program as text.
  const TraceHistory& last_traces() const;
  const std::string& last_host_program() const;

  ~JitFunction();
  JitFunction(JitFunction&&) noexcept;
  JitFunction& operator=(JitFunction&&) noexcept;

 private:
  struct State;
  explicit JitFunction(std::unique_ptr<State> s);
  std::unique_ptr<State> state_;
  friend JitFunction jit(Builder fn, std::vector<std::string> input_names, JitOptions options);
  friend JitFunction jit(Trace trace, JitOptions options);
};

// Gradients of the inputs of the jitted call that produced `outputs` (all
// from one call), given one cotangent per output (none: ones, for a scalar
// loss). The call's other differentiable outputs contribute nothing. Returns
// one entry per input of that call: nullopt where the input does not require
// grad or no gradient reaches it. Raises Error for outputs that carry no
// backward or come from different calls, and for cotangents of the wrong
// shape or dtype. The backward reads what the forward saved, which may be
// the call's own inputs (weights, x) without a copy: change them in place
// only after grad, or pass copies.
std::vector<std::optional<Tensor>> grad(const std::vector<Tensor>& outputs,
                                        const std::vector<Tensor>& cotangents = {});

// grad for a call with DTensor arguments (JitFunction::call): `outputs` and
// `cotangents` as that call returned them (DTensors as this rank's local
// tensor and global type). A rank's cotangent is the gradient of its share
// of a loss summed over ranks: a Partial(sum) output's cotangent is the
// same on every rank, a sharded output's is this rank's shard. Without
// cotangents a single-element output is the loss: 1 on every rank where it
// is Partial, and, on the mesh dims where it is Replicate(), 1 on the rank
// at coordinate 0 and 0 on the others (the loss counted once). Returns one
// entry per input: DTensor inputs get a DTensor of this rank's local
// gradient with the placements it holds — Shard(d) for a Shard(d) input,
// Partial(sum) for a Replicate() one (each rank's contribution), Replicate()
// for a Partial(sum) one (each share's gradient is the whole value's), and
// Partial(sum) for a Partial(avg/max/min) one (the whole value's gradient is
// the sum of the shares'). A Partial(avg) loss without cotangents weighs
// each rank's share 1/n.
std::vector<std::optional<JitValue>> dtensor_grad(const std::vector<JitValue>& outputs,
                                                  const std::vector<JitValue>& cotangents = {});

// Traces `fn` for each new input spec; inputs are named `input_names` (or
// x0, x1, ...) in the traces.
JitFunction jit(JitFunction::Builder fn, std::vector<std::string> input_names = {},
                JitOptions options = {});
// A fixed specialization: the trace's input types.
JitFunction jit(Trace trace, JitOptions options = {});

}  // namespace fulgur
