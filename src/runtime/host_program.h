// Host programs: the glue of a compiled trace as a flat list of
// instructions over numbered value slots (inputs first): allocate an output,
// launch a compiled CPU kernel, make a value contiguous, call a library op
// (linear, matmul, and ops outside fusion regions, through libtorch), start
// a collective on the process's CPU communicator (its slot holds the future:
// the buffer being written), wait for one, free a slot after its last use. The interpreter here is
// the reference executor of host programs (nvFuser's host IR idea); codegen builds them.
#pragma once

#include <cstdint>
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

struct HostInstr {
  enum class Op : uint8_t {
    Allocate,
    MakeContiguous,
    Launch,
    LibraryCall,
    StartCollective,
    Wait,
    Free
  };
  Op op = Op::Allocate;
  std::string name;  // kernel or op name, for printing
  // Allocate: `slot` gets a new contiguous tensor. MakeContiguous: `slot`.
  int slot = -1;
  Shape shape;
  DType dtype = DType::f32;
  // Launch.
  HostKernelFn fn = nullptr;
  std::vector<int> buffers;  // slots, in the kernel's buffer order
  std::vector<ScalarSource> scalars;
  int64_t work = 0, grain = 1;
  // LibraryCall: the bound symbol (owned by the program's trace), its input
  // proxies with their slots, and its output slots. StartCollective: the
  // dist bound symbol, its tensor input, and `slot` for the future (of
  // `shape`, `dtype`). Wait: the future in `inputs`, the tensor in `slot`.
  // Free: `slots`.
  const BoundSymbol* bsym = nullptr;
  std::vector<std::pair<const Proxy*, int>> inputs;
  std::vector<int> slots;
};

struct HostProgram {
  int num_inputs = 0;
  int num_slots = 0;
  std::vector<std::string> slot_names;  // the trace's names, for printing
  std::vector<HostInstr> instrs;
  std::vector<int> outputs;  // slots returned, in order
  // Buffers only kernels touch (intermediates and scratch) live in one arena
  // reused call after call: byte offset per slot (-1: a tensor of its own),
  // planned by plan_arena so that buffers live at once never overlap.
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

// Runs `p` on `inputs` (already checked against what it was built for).
std::vector<RuntimeValue> interpret(const HostProgram& p, const std::vector<RuntimeValue>& inputs);

// The same program compiled to native code (codegen/llvm/cpu_jit.h): its
// first step compares `spec` word for word with the spec it was compiled for
// (the JIT'd prologue) and returns non-zero on a mismatch; then it runs the
// instructions, launching kernels directly and calling the C ABI below for
// the rest.
struct HostFrame;
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
}

// A readable listing (last_traces(), FULGUR_DUMP=host).
std::string print_host_program(const HostProgram& p);

}  // namespace fulgur
