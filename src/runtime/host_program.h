// Host programs: the glue of a compiled trace, for the CPU and for CUDA, as
// one flat list of instructions over numbered value slots (inputs first).
// Device-specific parts are instructions, not a second IR: allocate (CPU:
// a tensor or the arena; CUDA: stream-ordered), launch a compiled kernel
// (CPU: on the worker pool; CUDA: on the compute stream), make a value
// contiguous, view, library call (CPU: libtorch in place; CUDA: a cuBLAS
// GEMM, or libtorch on host copies as the slow fallback), start a collective
// (its slot holds the future: the buffer being written), wait for one, copy
// into an existing tensor (CUDA's prims.copy_: a device copy),
// record an event on a stream or make a stream wait for one (CUDA: the
// compute and communication streams), free a slot after its last use.
// codegen/host_planner.h builds them; the interpreter (runtime/host_executor.h,
// nvFuser's host IR idea) runs them on either device through a small device
// backend, and codegen/llvm compiles CPU ones to native code.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ir/symbol.h"
#include "runtime/host_tensor.h"

namespace fulgur {

// A compiled CPU kernel: runs iterations [begin, end) of its outer loop.
using HostKernelFn = void (*)(void* const* buffers, const int64_t* scalars, int64_t begin,
                              int64_t end);

// Where a kernel's scalar argument comes from at run time.
struct ScalarSource {
  enum class Kind : uint8_t { Const, Stride, Number };
  Kind kind = Kind::Const;
  int64_t value = 0;       // Const
  int slot = -1;           // Stride (a tensor slot), Number (a number slot)
  int dim = 0;             // Stride
  bool as_double = false;  // Number: passed as the bits of a double
};

// The device a host program runs on.
enum class HostDevice : uint8_t { Cpu, Cuda };

// Where a slot's value lives, when the planner knows it (CUDA: every
// tensor's layout is known from the trace's types: inputs as their type
// says, everything the program makes contiguous, views derived).
struct SlotLayout {
  bool is_tensor = true;  // false: a number
  Shape shape;
  Shape strides;  // elements
  DType dtype = DType::f32;
  bool is_contiguous() const;
};

// A row-major batched GEMM on slot layouts (cuda::BlasHandle::batched_matmul).
struct GemmPlan {
  int64_t batch = 1, m = 0, n = 0, k = 0;
  bool a_transposed = false, b_transposed = false;
  int64_t lda = 0, ldb = 0, stride_a = 0, stride_b = 0;
};

// The streams of a device (CUDA; the CPU has one).
enum class HostStream : uint8_t { Compute, Comm };

struct HostInstr {
  enum class Op : uint8_t {
    Allocate,         // slot = a new contiguous tensor of `shape`, `dtype`
    MakeContiguous,   // slot = a contiguous copy of itself, when it is not
    Launch,           // a compiled kernel over `buffers` and `scalars`
    LibraryCall,      // slots = bsym(inputs) through `library`
    View,             // slot = `source` viewed with the slot's layout, `offset` elements further
    Copy,             // inputs[0]'s storage = `source`'s contents; slot names that storage
    StartCollective,  // slot = the future of bsym(inputs[0]), on `stream`
    Wait,             // slot = the tensor of the future inputs[0]
    RecordEvent,      // event `event` recorded on `stream`
    WaitEvent,        // `stream` waits (on the device) for event `event`
    Free              // slots released (CUDA: stream-ordered)
  };
  // How a LibraryCall runs.
  enum class Library : uint8_t {
    Libtorch,      // on the tensors in place (CPU)
    Cublas,        // `gemm` into the allocated `slots[0]` (CUDA)
    HostLibtorch,  // on host copies, results copied back (CUDA's slow fallback)
  };
  Op op = Op::Allocate;
  std::string name;  // kernel or op name, for printing
  // Allocate, MakeContiguous, View, StartCollective, Wait: the slot written.
  int slot = -1;
  Shape shape;
  DType dtype = DType::f32;
  // Launch: the kernel (CPU: `fn`, run over `work` items in chunks of at
  // least `grain` on the pool; CUDA: the plan's kernel number `kernel`).
  HostKernelFn fn = nullptr;
  int kernel = -1;
  std::vector<int> buffers;  // slots, in the kernel's buffer order
  std::vector<ScalarSource> scalars;
  int64_t work = 0, grain = 1;
  // CPU: the kernel can fail (an integer division by zero), so a native host
  // program launches it through fulgur_rt_launch, which reports that, even
  // when it is one chunk.
  bool reports_errors = false;
  // LibraryCall: the bound symbol (owned by the program's trace), its input
  // proxies with their slots, and its output slots. StartCollective: the
  // dist bound symbol, its tensor input, and `slot` for the future (of
  // `shape`, `dtype`). Wait: the future in `inputs`, the tensor in `slot`.
  // Free: `slots`.
  const BoundSymbol* bsym = nullptr;
  std::vector<std::pair<const Proxy*, int>> inputs;
  std::vector<int> slots;
  Library library = Library::Libtorch;
  GemmPlan gemm;  // Cublas: inputs are a and b
  // MakeContiguous (CUDA): the slot's layout before the copy in `shape`,
  // `strides`, `dtype`, and the plan's copy kernel in `kernel` (-1: the copy
  // goes through the host).
  // View: `source` seen with `shape` and these strides, `offset` elements
  // further. The view's own layout, fixed when it is made: the slot's
  // layout in HostProgram::layouts is its last one, which a later
  // MakeContiguous of the slot changes.
  int source = -1;
  int64_t offset = 0;
  Shape strides;
  // RecordEvent, WaitEvent, StartCollective (the event its future records
  // on `stream` when the collective is done; -1 on the CPU).
  int event = -1;
  HostStream stream = HostStream::Compute;
};

struct HostProgram {
  HostDevice device = HostDevice::Cpu;
  int num_inputs = 0;
  int num_slots = 0;
  int num_events = 0;
  std::vector<std::string> slot_names;  // the trace's names, for printing
  // Per slot when the planner knows every layout (CUDA), else empty (the
  // CPU: library calls return what libtorch makes).
  std::vector<SlotLayout> layouts;
  // Per input, when layouts are planned: its layout as the caller passes it.
  // `layouts` holds each slot's last layout, which a make_contiguous of an
  // input slot changes: uploads and input checks read this one.
  std::vector<SlotLayout> input_layouts;
  std::vector<HostInstr> instrs;
  std::vector<int> outputs;  // slots returned, in order
  // Buffers only kernels touch (intermediates and scratch) live in one arena
  // reused call after call: byte offset per slot (-1: a tensor of its own),
  // planned by plan_arena so that buffers live at once never overlap (CPU).
  std::vector<int64_t> arena_offset;
  int64_t arena_bytes = 0;
};

// Puts every allocated slot that only kernels read and write (not returned,
// not given to a library call, a collective or a copy) into the arena, with
// offsets reused once a buffer's last launch is done. A write into existing
// storage (prims.copy_) and a collective are library calls and collectives
// here, so every buffer they read or write, and every buffer a collective
// still reads until its wait, lives outside the arena, owned by its slot
// until del_last_used frees it after its last use under any name
// (docs/aliasing.md). The strides kernels
// read of those slots become constants (they are contiguous). Allocations
// and frees of arena slots then cost nothing.
void plan_arena(HostProgram& p);

// Writes `from`'s elements into `into`'s storage, laid out as `into` is
// (same shape and dtype; `into`'s elements must not overlap).
void copy_host_tensor(const HostTensor& from, const HostTensor& into);

// Runs `p` on `inputs` (already checked against what it was built for).
std::vector<RuntimeValue> interpret(const HostProgram& p, const std::vector<RuntimeValue>& inputs);

// The same program compiled to native code (codegen/llvm/cpu_jit.h): its
// first step compares `spec` word for word with the spec it was compiled for
// (the JIT'd prologue) and returns non-zero on a mismatch; then it runs the
// instructions, launching kernels directly and calling the C ABI below for
// the rest.
struct HostFrame;
class HostBackend;
using NativeHostFn = int32_t (*)(HostFrame* frame, const int64_t* spec, int64_t spec_len);
std::vector<RuntimeValue> run_native(const HostProgram& p, NativeHostFn fn,
                                     const std::vector<RuntimeValue>& inputs,
                                     const std::vector<int64_t>& spec);

// The C ABI native host programs call (registered with the JIT as absolute
// symbols). Each instruction other than a launch is one call with its
// operands baked into the native code as constants (slots, dtypes, shapes;
// bound symbols and proxies by address, owned by the program's trace).
extern "C" {
void* fulgur_rt_data(HostFrame* f, int32_t slot);
std::byte* fulgur_rt_arena(HostFrame* f);
int64_t fulgur_rt_stride(HostFrame* f, int32_t slot, int32_t dim);
int64_t fulgur_rt_number_bits(HostFrame* f, int32_t slot, int32_t as_double);
void fulgur_rt_launch(HostFrame* f, HostKernelFn fn, void** buffers, int64_t* scalars, int64_t work,
                      int64_t grain);
// Called by a CPU kernel that divides an integer by zero (div, fmod;
// codegen/llvm/kernel_emitter.cpp): marks the launch running on this thread,
// and the launch then fails with "integer division by zero" once the kernel
// is done, as eager PyTorch raises ZeroDivisionError. (Kernels are nounwind:
// they cannot throw themselves.) Outside a launch it does nothing.
void fulgur_cpu_integer_division_by_zero();
// `slot` gets a new contiguous tensor of `dtype` (a DType) and shape[0..rank).
void fulgur_rt_allocate(HostFrame* f, int32_t slot, int32_t dtype, int32_t rank,
                        const int64_t* shape);
void fulgur_rt_make_contiguous(HostFrame* f, int32_t slot);
// Runs `bsym` through libtorch on (proxies[i], inputs[i]) for i < num_inputs;
// its results go to outputs[0..num_outputs).
void fulgur_rt_library_call(HostFrame* f, const BoundSymbol* bsym, const Proxy* const* proxies,
                            const int32_t* inputs, int32_t num_inputs, const int32_t* outputs,
                            int32_t num_outputs);
// Starts the dist collective `bsym` on the tensor in `input`; `slot` holds
// the future (a tensor of dtype and shape[0..rank)).
void fulgur_rt_start_collective(HostFrame* f, const BoundSymbol* bsym, int32_t input, int32_t slot,
                                int32_t dtype, int32_t rank, const int64_t* shape);
// Waits for the collective whose future is in `future`; `slot` gets its tensor.
void fulgur_rt_wait(HostFrame* f, int32_t future, int32_t slot);
void fulgur_rt_free(HostFrame* f, int32_t slot);
// A view or a copy with its operands as the planner left them (the
// instruction outlives the native code, like the bound symbols above).
void fulgur_rt_view(HostFrame* f, const HostInstr* in);
void fulgur_rt_copy(HostFrame* f, const HostInstr* in);

// Native host programs of other devices (CUDA) run on their HostBackend
// (runtime/host_executor.h): one entry per instruction kind, each calling
// that backend operation directly (no dispatch on the instruction), the
// instruction's operands read from the instruction (which outlives the
// native code). A launch gathers its arguments through data/stride/number.
void* fulgur_rt_dev_data(HostBackend* d, int32_t slot);
int64_t fulgur_rt_dev_stride(HostBackend* d, int32_t slot, int32_t dim);
int64_t fulgur_rt_dev_number_bits(HostBackend* d, int32_t slot, int32_t as_double);
void fulgur_rt_dev_launch(HostBackend* d, const HostInstr* in, void** buffers, int64_t* scalars);
void fulgur_rt_dev_allocate(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_make_contiguous(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_library_call(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_view(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_copy(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_start_collective(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_wait(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_record_event(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_wait_event(HostBackend* d, const HostInstr* in);
void fulgur_rt_dev_free(HostBackend* d, int32_t slot);
}

// A readable listing for either device (last_traces(), FULGUR_DUMP=host):
// each instruction on a line. `launch_note`, when given, says what follows a
// launch's arguments (CUDA: its grid and block for a device); without it a
// CPU launch shows its work items.
using LaunchNote = std::function<std::string(const HostInstr&)>;
std::string print_host_program(const HostProgram& p, const LaunchNote& launch_note = {});

}  // namespace fulgur
