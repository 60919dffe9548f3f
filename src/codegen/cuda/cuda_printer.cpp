#include "codegen/cuda/cuda_printer.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <sstream>

#include "codegen/cuda/op_table.h"
#include "ir/error.h"

namespace fulgur::codegen::cuda {

using namespace kernel;

namespace {

// Helpers every kernel may use. NaN propagates through max/min as in
// PyTorch (fmaxf would drop it); integer division and modulo by zero give 0
// instead of undefined behaviour.
constexpr const char* kPrelude = R"(template <typename T>
__device__ __forceinline__ T fulgur_max(T a, T b) { return (a != a) ? a : ((b != b) ? b : (a > b ? a : b)); }
template <typename T>
__device__ __forceinline__ T fulgur_min(T a, T b) { return (a != a) ? a : ((b != b) ? b : (a < b ? a : b)); }
template <typename T>
__device__ __forceinline__ T fulgur_sign(T a) { return (T)((T(0) < a) - (a < T(0))); }  // NaN: 0
template <typename T>
__device__ __forceinline__ T fulgur_div(T a, T b) { return b == T(0) ? T(0) : a / b; }
template <typename T>
__device__ __forceinline__ T fulgur_imod(T a, T b) { return b == T(0) ? T(0) : a % b; }
template <typename T>
__device__ __forceinline__ T fulgur_ipow(T base, T exp) {
  if (exp < T(0)) return base == T(1) ? T(1) : (base == T(-1) ? ((exp & T(1)) ? T(-1) : T(1)) : T(0));
  T r = T(1);
  while (exp) { if (exp & T(1)) r *= base; base *= base; exp >>= 1; }
  return r;
}
struct FulgurSum { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return a + b; } };
struct FulgurProd { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return a * b; } };
struct FulgurMax { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return fulgur_max(a, b); } };
struct FulgurMin { template <typename T> __device__ __forceinline__ T operator()(T a, T b) const { return fulgur_min(a, b); } };
template <typename T>
__device__ __forceinline__ T fulgur_shfl_xor(T v, int offset) {
  if constexpr (sizeof(T) < 4) return (T)__shfl_xor_sync(0xffffffffu, (int)v, offset);
  else return __shfl_xor_sync(0xffffffffu, v, offset);
}
// Every lane gets the warp's result.
template <typename T, typename Op>
__device__ __forceinline__ T fulgur_warp_reduce(T v, Op op) {
#pragma unroll
  for (int offset = 16; offset > 0; offset >>= 1) v = op(v, fulgur_shfl_xor(v, offset));
  return v;
}
// Every thread gets the block's result; the warps' partials combine in a
// fixed order, so the result does not depend on scheduling.
template <typename T, typename Op>
__device__ __forceinline__ T fulgur_block_reduce(T v, Op op, T* smem) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps = (blockDim.x + 31) >> 5;
  v = fulgur_warp_reduce(v, op);
  if (lane == 0) smem[warp] = v;
  __syncthreads();
  T r = smem[0];
  for (int i = 1; i < warps; ++i) r = op(r, smem[i]);
  __syncthreads();  // smem is reused by the next reduction
  return r;
}
)";

// Philox 4x32-10 (runtime/philox.h defines the bits; the CPU's LLVM IR
// computes the same): the uniform in [0, 1) of element `index` at (seed,
// offset). Printed only into kernels that use it, so other kernels' sources
// (and their cache keys) do not change.
constexpr const char* kPhiloxHelper =
    R"(__device__ __forceinline__ float fulgur_philox_uniform(long long seed, long long offset, long long index) {
  unsigned int k0 = (unsigned int)seed, k1 = (unsigned int)((unsigned long long)seed >> 32);
  unsigned int c0 = (unsigned int)index, c1 = (unsigned int)((unsigned long long)index >> 32);
  unsigned int c2 = (unsigned int)offset, c3 = (unsigned int)((unsigned long long)offset >> 32);
#pragma unroll
  for (int r = 0; r < 10; ++r) {
    unsigned long long p0 = (unsigned long long)0xD2511F53u * c0;
    unsigned long long p1 = (unsigned long long)0xCD9E8D57u * c2;
    unsigned int n0 = (unsigned int)(p1 >> 32) ^ c1 ^ k0;
    unsigned int n1 = (unsigned int)p1;
    unsigned int n2 = (unsigned int)(p0 >> 32) ^ c3 ^ k1;
    unsigned int n3 = (unsigned int)p0;
    c0 = n0; c1 = n1; c2 = n2; c3 = n3;
    k0 += 0x9E3779B9u; k1 += 0xBB67AE85u;
  }
  return (float)(c0 >> 8) * (1.0f / 16777216.0f);
}
)";

const char* c_type(DType t) {
  switch (t) {
    case DType::f64:
      return "double";
    case DType::f32:
      return "float";
    case DType::f16:
      return "__half";
    case DType::bf16:
      return "__nv_bfloat16";
    case DType::i64:
      return "long long";
    case DType::i32:
      return "int";
    case DType::i16:
      return "short";
    case DType::i8:
      return "signed char";
    case DType::u8:
      return "unsigned char";
    case DType::b8:
      return "bool";
    case DType::u16:
    case DType::u32:
    case DType::u64:
    case DType::c32:
    case DType::c64:
    case DType::c128:
      FULGUR_FAIL("CUDA kernels take the dtypes of fulgur's own ops, not ", dtype_short_name(t),
                  " (complex and uint16/32/64 values are libtorch ops')");
  }
  return "?";
}

std::string float_literal(double f, DType t) {
  bool f32 = t == DType::f32;
  // An f32 literal is the value rounded to float, as the CPU emitter's
  // constant is: a double beyond float's range (1e-320, 1e39) would
  // otherwise print as a float literal NVRTC rejects as out of range.
  if (f32) f = static_cast<double>(static_cast<float>(f));
  if (std::isnan(f))
    return f32 ? "__int_as_float(0x7fffffff)" : "__longlong_as_double(0x7ff8000000000000LL)";
  if (std::isinf(f)) {
    std::string inf =
        f32 ? "__int_as_float(0x7f800000)" : "__longlong_as_double(0x7ff0000000000000LL)";
    return f < 0 ? "(-" + inf + ")" : inf;
  }
  char buf[64];
  // The shortest digits that give back the same value in the literal's type.
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, f);
    double back = std::strtod(buf, nullptr);
    if (f32 ? static_cast<float>(back) == static_cast<float>(f) : back == f) break;
  }
  std::string s = buf;
  if (s.find_first_of(".en") == std::string::npos) s += ".0";
  if (f32) s += "f";
  return s[0] == '-' ? "(" + s + ")" : s;
}

std::string int_literal(int64_t v, DType t) {
  if (t == DType::b8) return v ? "true" : "false";
  if (v == INT64_MIN) return "(-9223372036854775807LL - 1)";
  std::string s = std::to_string(v);
  if (t == DType::i64) s += "LL";
  return v < 0 ? "(" + s + ")" : s;
}

std::string format(const char* fmt, const std::vector<std::string>& ops) {
  std::string out;
  for (const char* p = fmt; *p; ++p) {
    if (p[0] == '{' && p[1] >= '0' && p[1] <= '2' && p[2] == '}') {
      out += ops.at(static_cast<size_t>(p[1] - '0'));
      p += 2;
    } else {
      out += *p;
    }
  }
  return out;
}

const char* op_form(const std::string& fn, DType operand) {
  for (const auto& row : kCudaOps) {
    if (row.name != fn) continue;
    if (operand == DType::f32) return row.f32;
    if (operand == DType::f64) return row.f64;
    if (operand == DType::b8) return row.boolean ? row.boolean : row.integer;
    return row.integer;
  }
  return nullptr;
}

std::string identity(ReduceKind r, DType t) {
  switch (r) {
    case ReduceKind::Sum:
      return is_float(t) ? float_literal(0.0, t) : int_literal(0, t);
    case ReduceKind::Prod:
      return is_float(t) ? float_literal(1.0, t) : int_literal(1, t);
    case ReduceKind::Max:
    case ReduceKind::Min: {
      bool max = r == ReduceKind::Max;
      if (is_float(t)) return float_literal(max ? -INFINITY : INFINITY, t);
      switch (t) {
        case DType::b8:
          return max ? "false" : "true";
        case DType::u8:
          return max ? "0" : "255";
        case DType::i8:
          return max ? "(-128)" : "127";
        case DType::i16:
          return max ? "(-32768)" : "32767";
        case DType::i32:
          return max ? "(-2147483647 - 1)" : "2147483647";
        default:
          return max ? "(-9223372036854775807LL - 1)" : "9223372036854775807LL";
      }
    }
  }
  return "?";
}

const char* functor(ReduceKind r) {
  switch (r) {
    case ReduceKind::Sum:
      return "FulgurSum()";
    case ReduceKind::Prod:
      return "FulgurProd()";
    case ReduceKind::Max:
      return "FulgurMax()";
    case ReduceKind::Min:
      return "FulgurMin()";
  }
  return "?";
}

std::string widen(const std::string& x, DType mem) {
  if (mem == DType::f16) return "__half2float(" + x + ")";
  if (mem == DType::bf16) return "__bfloat162float(" + x + ")";
  return x;
}

std::string narrow(const std::string& x, DType mem) {
  if (mem == DType::f16) return "__float2half_rn(" + x + ")";
  if (mem == DType::bf16) return "__float2bfloat16_rn(" + x + ")";
  return "static_cast<" + std::string(c_type(mem)) + ">(" + x + ")";
}

const char* vector_type(int bytes) {
  switch (bytes) {
    case 16:
      return "uint4";
    case 8:
      return "uint2";
    case 4:
      return "unsigned int";
    case 2:
      return "unsigned short";
    default:
      return "unsigned char";
  }
}

class Printer {
 public:
  explicit Printer(const Kernel& k) : k_(k) {}

  std::string run() {
    bool half = false, bfloat = false;
    for (const auto& b : k_.buffers) {
      half = half || b.dtype == DType::f16;
      bfloat = bfloat || b.dtype == DType::bf16;
    }
    for (const auto& e : k_.exprs) {
      half = half || (e.op == ExprOp::Round && e.mem == DType::f16);
      bfloat = bfloat || (e.op == ExprOp::Round && e.mem == DType::bf16);
    }
    idx_ = c_type(k_.index_type);
    std::ostringstream os;
    // Extents and strides are arguments, so the source (and its cache entry)
    // does not change with the shape; the comment says only the rank.
    os << "// fulgur: " << k_.kind << " kernel for " << k_.region << ", rank " << k_.domain.size()
       << "\n";
    if (half) os << "#include <cuda_fp16.h>\n";
    if (bfloat) os << "#include <cuda_bf16.h>\n";
    os << "\n" << kPrelude << "\n";
    for (const auto& e : k_.exprs)
      if (e.op == ExprOp::Call && e.fn == "philox_uniform") {
        os << kPhiloxHelper << "\n";
        break;
      }
    os << "extern \"C\" __global__ void __launch_bounds__(" << k_.launch.threads << ") " << k_.name
       << "(";
    bool first = true;
    for (const auto& b : k_.buffers) {
      os << (first ? "" : ", ") << (b.is_output ? "" : "const ") << c_type(b.dtype)
         << "* __restrict__ " << b.name;
      first = false;
    }
    for (const auto& s : k_.scalars) {
      os << (first ? "" : ", ") << c_type(s.type) << " " << s.name;
      first = false;
    }
    os << ") {\n";
    body_ = &os;
    if (k_.launch.kind == LaunchShape::Kind::WarpPerRow)
      line(1,
           "const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, warps_per_block = "
           "blockDim.x >> 5;");
    declare_shared(k_.body, 1);
    stmts(k_.body, 1);
    os << "}\n";
    return os.str();
  }

 private:
  void line(int indent, const std::string& text) {
    *body_ << std::string(static_cast<size_t>(indent) * 2, ' ') << text << "\n";
  }

  // Block-level reductions need 32 slots of shared memory each.
  void declare_shared(const std::vector<Stmt>& body, int indent) {
    for (const auto& s : body) {
      if (s.kind == StmtKind::AccCombine && s.level == CombineLevel::Block)
        line(indent, std::string("__shared__ ") + c_type(k_.vars[s.var].type) + " " +
                         k_.vars[s.var].name + "_smem[32];");
      declare_shared(s.body, indent);
    }
  }

  std::string var(VarId v) const { return k_.vars.at(v).name; }

  std::string expr(ExprId id) const {
    const Expr& e = k_.expr(id);
    switch (e.op) {
      case ExprOp::Const:
        return is_float(e.type) ? float_literal(e.f, e.type) : int_literal(e.i, e.type);
      case ExprOp::Arg:
        return k_.scalars.at(e.a).name;
      case ExprOp::Var:
        return var(e.a);
      case ExprOp::Load:
        return widen(k_.buffers.at(e.a).name + "[" + expr(e.b) + "]", e.mem);
      case ExprOp::Call: {
        const char* fmt = op_form(e.fn, e.operand_type);
        FULGUR_INTERNAL_ASSERT(fmt, "no CUDA form for ", e.fn, " on ",
                               dtype_short_name(e.operand_type));
        std::vector<std::string> ops;
        // The fulgur_* helpers are templates on one type T: a literal for a
        // type narrower than int (an int literal in C++) would make deducing
        // T ambiguous (fulgur_max(signed char, int)), so it is cast.
        bool helper = std::string_view(fmt).substr(0, 7) == "fulgur_";
        for (ExprId o : {e.a, e.b, e.c}) {
          if (o < 0) continue;
          const Expr& oe = k_.expr(o);
          bool narrow_int = oe.type == DType::i8 || oe.type == DType::u8 || oe.type == DType::i16;
          if (helper && oe.op == ExprOp::Const && narrow_int)
            ops.push_back("static_cast<" + std::string(c_type(oe.type)) + ">(" + expr(o) + ")");
          else
            ops.push_back(expr(o));
        }
        return format(fmt, ops);
      }
      case ExprOp::Cast: {
        const Expr& from = k_.expr(e.a);
        if (e.type == DType::b8 && from.type != DType::b8) return "(" + expr(e.a) + " != 0)";
        // Float to uint8 goes through int64 as in PyTorch (c10's
        // static_cast_with_inter_type): -1.5 is 255, not 0.
        if (e.type == DType::u8 && is_float(from.type))
          return "static_cast<" + std::string(c_type(e.type)) + ">(static_cast<long long>(" +
                 expr(e.a) + "))";
        return "static_cast<" + std::string(c_type(e.type)) + ">(" + expr(e.a) + ")";
      }
      case ExprOp::Round:
        return widen(narrow(expr(e.a), e.mem), e.mem);
      case ExprOp::ArrayRef:
        return var(e.a) + "[" + expr(e.b) + "]";
      case ExprOp::Aligned:
        return "(reinterpret_cast<unsigned long long>(" + k_.buffers.at(e.a).name + ") % " +
               std::to_string(e.i) + " == 0)";
      case ExprOp::Special:
        switch (static_cast<SpecialIndex>(e.a)) {
          case SpecialIndex::ThreadIdx:
            return "threadIdx.x";
          case SpecialIndex::BlockDim:
            return "blockDim.x";
          case SpecialIndex::Lane:
            return "lane";
          case SpecialIndex::WarpIdx:
            return "warp";
          case SpecialIndex::WarpsPerBlock:
            return "warps_per_block";
        }
    }
    return "?";
  }

  void for_loop(const Stmt& s, int indent) {
    std::string v = var(s.var);
    std::string ext = expr(s.value);
    std::string start = s.start >= 0 ? expr(s.start) + " + " : "";
    std::string ty = idx_;
    auto cast = [&](const char* x) { return "static_cast<" + ty + ">(" + x + ")"; };
    switch (s.parallel) {
      case Parallel::Serial:
        line(indent, "for (" + ty + " " + v + " = " + (s.start >= 0 ? expr(s.start) : "0") + "; " +
                         v + " < " + ext + "; ++" + v + ") {");
        break;
      case Parallel::GridStride:
        line(indent, "for (" + ty + " " + v + " = " + start + cast("blockIdx.x") + " * " +
                         cast("blockDim.x") + " + " + cast("threadIdx.x") + "; " + v + " < " + ext +
                         "; " + v + " += " + cast("gridDim.x") + " * " + cast("blockDim.x") +
                         ") {");
        break;
      case Parallel::BlockStride:
        line(indent, "for (" + ty + " " + v + " = " + start + cast("blockIdx.x") + "; " + v +
                         " < " + ext + "; " + v + " += " + cast("gridDim.x") + ") {");
        break;
      case Parallel::WarpStride:
        line(indent, "for (" + ty + " " + v + " = " + start + cast("blockIdx.x") +
                         " * warps_per_block + warp; " + v + " < " + ext + "; " + v +
                         " += " + cast("gridDim.x") + " * warps_per_block) {");
        break;
      case Parallel::ThreadStride:
        line(indent, "for (" + ty + " " + v + " = " + cast("threadIdx.x") + "; " + v + " < " + ext +
                         "; " + v + " += " + cast("blockDim.x") + ") {");
        break;
      case Parallel::LaneStride:
        line(indent,
             "for (" + ty + " " + v + " = lane; " + v + " < " + ext + "; " + v + " += 32) {");
        break;
      case Parallel::ThreadUnrolled:
      case Parallel::LaneUnrolled: {
        bool lanes = s.parallel == Parallel::LaneUnrolled;
        std::string u = var(s.aux);
        line(indent, "#pragma unroll");
        line(indent,
             "for (int " + u + " = 0; " + u + " < " + std::to_string(s.width) + "; ++" + u + ") {");
        line(indent + 1,
             "const " + ty + " " + v + " = " +
                 (lanes ? std::string("lane + ") + u + " * 32"
                        : cast("threadIdx.x") + " + " + u + " * " + cast("blockDim.x")) +
                 ";");
        line(indent + 1, "if (" + v + " < " + ext + ") {");
        stmts(s.body, indent + 2);
        line(indent + 1, "}");
        line(indent, "}");
        return;
      }
    }
    stmts(s.body, indent + 1);
    line(indent, "}");
  }

  std::string leader_guard() const {
    return k_.launch.kind == LaunchShape::Kind::WarpPerRow ? "if (lane == 0) "
                                                           : "if (threadIdx.x == 0) ";
  }

  void stmts(const std::vector<Stmt>& body, int indent) {
    for (const Stmt& s : body) {
      switch (s.kind) {
        case StmtKind::For:
          for_loop(s, indent);
          break;
        case StmtKind::Let:
          line(indent, "const " + std::string(c_type(k_.vars[s.var].type)) + " " + var(s.var) +
                           " = " + expr(s.value) + ";");
          break;
        case StmtKind::Store: {
          const Buffer& b = k_.buffers.at(s.buffer);
          std::string v =
              k_.expr(s.value).type == b.dtype ? expr(s.value) : narrow(expr(s.value), b.dtype);
          line(indent, (s.leader ? leader_guard() : std::string()) + b.name + "[" + expr(s.offset) +
                           "] = " + v + ";");
          break;
        }
        case StmtKind::ArrayDecl:
          line(indent, std::string(c_type(k_.vars[s.var].type)) + " " + var(s.var) + "[" +
                           std::to_string(s.width) + "];");
          break;
        case StmtKind::ArrayStore:
          line(indent, var(s.var) + "[" + expr(s.offset) + "] = " + expr(s.value) + ";");
          break;
        case StmtKind::VecLoad: {
          const Buffer& b = k_.buffers.at(s.buffer);
          std::string w = std::to_string(s.width);
          int bytes = s.width * dtype_itemsize(b.dtype);
          line(indent,
               std::string(c_type(k_.vars[s.var].type)) + " " + var(s.var) + "[" + w + "];");
          line(indent, "{");
          line(indent + 1, "alignas(16) " + std::string(c_type(b.dtype)) + " raw[" + w + "];");
          line(indent + 1, std::string("*reinterpret_cast<") + vector_type(bytes) +
                               "*>(raw) = *reinterpret_cast<const " + vector_type(bytes) + "*>(" +
                               b.name + " + " + expr(s.offset) + ");");
          line(indent + 1, "#pragma unroll");
          line(indent + 1, "for (int j = 0; j < " + w + "; ++j) " + var(s.var) +
                               "[j] = " + widen("raw[j]", b.dtype) + ";");
          line(indent, "}");
          break;
        }
        case StmtKind::VecStore: {
          const Buffer& b = k_.buffers.at(s.buffer);
          std::string w = std::to_string(s.width);
          int bytes = s.width * dtype_itemsize(b.dtype);
          line(indent, "{");
          line(indent + 1, "alignas(16) " + std::string(c_type(b.dtype)) + " raw[" + w + "];");
          line(indent + 1, "#pragma unroll");
          line(indent + 1, "for (int j = 0; j < " + w +
                               "; ++j) raw[j] = " + narrow(var(s.var) + "[j]", b.dtype) + ";");
          line(indent + 1, std::string("*reinterpret_cast<") + vector_type(bytes) + "*>(" + b.name +
                               " + " + expr(s.offset) + ") = *reinterpret_cast<const " +
                               vector_type(bytes) + "*>(raw);");
          line(indent, "}");
          break;
        }
        case StmtKind::AccInit:
          line(indent, std::string(c_type(k_.vars[s.var].type)) + " " + var(s.var) + " = " +
                           identity(s.reduce, k_.vars[s.var].type) + ";");
          break;
        case StmtKind::AccUpdate:
          line(indent, var(s.var) + " = " + functor(s.reduce) + "(" + var(s.var) + ", " +
                           expr(s.value) + ");");
          break;
        case StmtKind::AccCombine:
          if (s.level == CombineLevel::Warp)
            line(indent, var(s.var) + " = fulgur_warp_reduce(" + var(s.var) + ", " +
                             functor(s.reduce) + ");");
          else
            line(indent, var(s.var) + " = fulgur_block_reduce(" + var(s.var) + ", " +
                             functor(s.reduce) + ", " + var(s.var) + "_smem);");
          break;
      }
    }
  }

  const Kernel& k_;
  std::string idx_;
  std::ostringstream* body_ = nullptr;
};

}  // namespace

std::string print_cuda(const Kernel& k) {
  return Printer(k).run();
}

const char* cuda_c_type(DType t) {
  return c_type(t);
}

}  // namespace fulgur::codegen::cuda
