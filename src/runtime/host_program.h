// Host programs: the glue of a compiled trace as a flat list of
// instructions over numbered value slots (inputs first): allocate an output,
// launch a compiled CPU kernel, make a value contiguous, call a library op
// (linear, matmul, and ops outside fusion regions, through libtorch), free a
// slot after its last use. The interpreter here is the reference executor of
// host programs (nvFuser's host IR idea); codegen builds them.
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
  enum class Op : uint8_t { Allocate, MakeContiguous, Launch, LibraryCall, Free };
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
  // proxies with their slots, and its output slots. Free: `slots`.
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
};

// Runs `p` on `inputs` (already checked against what it was built for).
std::vector<RuntimeValue> interpret(const HostProgram& p, const std::vector<RuntimeValue>& inputs);

// A readable listing (last_traces(), FULGUR_DUMP=host).
std::string print_host_program(const HostProgram& p);

}  // namespace fulgur
