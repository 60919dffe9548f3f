// The kernel IR: a loop-level program for one fusion region. Lowering
// (lower.h) makes every decision here (loop structure, parallel mapping,
// vector width, index width, reductions and how they combine); the CUDA C++
// printer and the LLVM emitter only translate it.
//
// Expressions are hash-consed nodes in the kernel's table; every computed
// value is bound by a Let, so printers emit one statement per node.
#pragma once

#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "ir/dtype.h"

namespace fulgur::codegen::kernel {

using ExprId = int32_t;
using VarId = int32_t;

enum class ExprOp : uint8_t {
  Const,     // `i` (ints, bools) or `f` (floats) of `type`
  Arg,       // scalar kernel argument `a`
  Var,       // variable `a` (Let, loop, accumulator)
  Load,      // element of buffer `a` at offset `b`, memory type `mem`, widened to `type`
  Call,      // `fn` applied to a, b, c (see cuda/op_table.h); operand type `operand_type`
  Cast,      // a converted to `type`
  Round,     // a (f32) rounded to `mem` (f16/bf16) and widened back to f32
  ArrayRef,  // element b of register array variable a
  Aligned,   // whether buffer a's data pointer is a multiple of `i` bytes (bool)
  Special,   // a hardware index: `a` is a SpecialIndex
};

enum class SpecialIndex : int32_t { ThreadIdx, BlockDim, Lane, WarpIdx, WarpsPerBlock };

struct Expr {
  ExprOp op = ExprOp::Const;
  DType type = DType::i64;          // the value's type (compute type: never f16/bf16)
  DType mem = DType::f32;           // Load: element type in memory; Round: target type
  DType operand_type = DType::f32;  // Call: type of the operands (e.g. f32 for lt on floats)
  int32_t a = -1, b = -1, c = -1;
  int64_t i = 0;
  double f = 0;
  std::string fn;
  bool operator==(const Expr&) const = default;
};

// How a loop's iterations are spread over the hardware. The CPU backend maps
// the outermost parallel loop onto its thread pool and runs the rest serially.
enum class Parallel : uint8_t {
  Serial,          // for (v = start; v < extent; ++v)
  GridStride,      // every thread of the grid, striding by the grid size
  BlockStride,     // one block per iteration
  WarpStride,      // one warp per iteration
  ThreadStride,    // the threads of a block, striding by the block size
  LaneStride,      // the lanes of a warp, striding by 32
  ThreadUnrolled,  // `width` fixed steps u: v = thread + u * block size, guarded by v < extent
  LaneUnrolled,    // `width` fixed steps u: v = lane + u * 32, guarded by v < extent
};

enum class ReduceKind : uint8_t { Sum, Prod, Max, Min };
enum class CombineLevel : uint8_t { None, Warp, Block };

enum class StmtKind : uint8_t {
  For,         // var over [start, value) as `parallel`; `aux` is the unroll step (Unrolled)
  Let,         // var = value
  Store,       // buffer[offset] = value (converted to the buffer's type); `leader` = one thread
  ArrayDecl,   // register array var of `width` elements
  ArrayStore,  // var[offset] = value
  VecLoad,     // var[0..width) = buffer[offset .. offset + width) (aligned)
  VecStore,    // buffer[offset .. offset + width) = var[0..width)
  AccInit,     // var = identity of `reduce`
  AccUpdate,   // var = var (reduce) value
  AccCombine,  // var = reduction of var over the `level` (all threads get the result)
};

struct Stmt {
  StmtKind kind = StmtKind::Let;
  VarId var = -1;
  VarId aux = -1;
  ExprId value = -1;
  ExprId start = -1;
  ExprId offset = -1;
  int32_t buffer = -1;
  int32_t width = 0;
  Parallel parallel = Parallel::Serial;
  ReduceKind reduce = ReduceKind::Sum;
  CombineLevel level = CombineLevel::None;
  bool leader = false;
  std::vector<Stmt> body;
};

struct Buffer {
  std::string name;  // in0, out0, part0
  DType dtype = DType::f32;
  bool is_output = false;
  int region_index = 0;  // position among the region's inputs or outputs
  int scratch = -1;      // >= 0: the region's scratch buffer of that index instead
};

// A scalar argument: a product of domain extents, a stride, or a number input.
struct ScalarArg {
  enum class Kind : uint8_t { Extents, Stride, Number };
  std::string name;
  DType type = DType::i64;
  Kind kind = Kind::Extents;
  std::vector<int> dims;  // Extents: product of the domain's extents over these dims
  int buffer = -1;        // Stride: of this buffer ...
  int dim = 0;            // ... along this dim
  int region_index = 0;   // Number: position among the region's inputs
};

struct VarInfo {
  std::string name;
  DType type = DType::f32;
  int array_size = 0;  // > 0: a register array
};

// How the host launches the kernel: `threads` per block and a grid that
// covers `work_items` (numel, or rows) at `items_per_block` items a block.
struct LaunchShape {
  enum class Kind : uint8_t { Pointwise, BlockPerRow, WarpPerRow, ThreadPerRow };
  Kind kind = Kind::Pointwise;
  int threads = 128;
  int items_per_block = 128;
  std::vector<int> work_dims;  // work items = product of the domain's extents over these dims
  int work_multiplier = 1;     // ... times this (chunks per row of a split reduction)
};

struct Kernel {
  std::string name;
  std::string region;  // the fusion region it comes from
  std::string kind;    // "pointwise", "reduction", "normalization"
  DType index_type = DType::i32;
  std::vector<int64_t> domain;  // the iteration domain's extents (as traced)
  std::vector<Buffer> buffers;  // inputs, then outputs
  std::vector<ScalarArg> scalars;
  std::vector<VarInfo> vars;
  std::vector<Expr> exprs;
  std::vector<Stmt> body;
  LaunchShape launch;
  int vector_width = 1;  // elements per 16-byte access in the vectorized loop (1: none)

  ExprId intern(const Expr& e);
  const Expr& expr(ExprId id) const { return exprs.at(static_cast<size_t>(id)); }
  VarId new_var(std::string name, DType type, int array_size = 0);

 private:
  std::unordered_map<std::string, ExprId> interned_;
};

// A readable dump of the IR (FULGUR_DUMP, tests).
std::string print_kernel_ir(const Kernel& k);

// What host programs (CPU and CUDA) need to bind a launch: the slot of each
// of the kernel's buffers, given the slots of its region's inputs, outputs
// and scratch buffers; and the product of the domain's extents over `dims`.
std::vector<int> buffer_slots(const Kernel& k, const std::vector<int>& inputs,
                              const std::vector<int>& outputs, const std::vector<int>& scratch);
int64_t extent_product(const Kernel& k, const std::vector<int>& dims);

}  // namespace fulgur::codegen::kernel
