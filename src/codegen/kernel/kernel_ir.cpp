#include "codegen/kernel/kernel_ir.h"

#include <sstream>

#include "ir/error.h"

namespace fulgur::codegen::kernel {

namespace {

std::string key_of(const Expr& e) {
  std::ostringstream os;
  os << static_cast<int>(e.op) << '|' << static_cast<int>(e.type) << '|' << static_cast<int>(e.mem)
     << '|' << static_cast<int>(e.operand_type) << '|' << e.a << '|' << e.b << '|' << e.c << '|'
     << e.i << '|';
  os.precision(17);
  os << e.f << '|' << e.fn;
  return os.str();
}

const char* parallel_name(Parallel p) {
  switch (p) {
    case Parallel::Serial:
      return "serial";
    case Parallel::GridStride:
      return "grid";
    case Parallel::BlockStride:
      return "blocks";
    case Parallel::WarpStride:
      return "warps";
    case Parallel::ThreadStride:
      return "threads";
    case Parallel::LaneStride:
      return "lanes";
    case Parallel::ThreadUnrolled:
      return "threads-unrolled";
    case Parallel::LaneUnrolled:
      return "lanes-unrolled";
  }
  return "?";
}

const char* reduce_name(ReduceKind r) {
  switch (r) {
    case ReduceKind::Sum:
      return "sum";
    case ReduceKind::Prod:
      return "prod";
    case ReduceKind::Max:
      return "max";
    case ReduceKind::Min:
      return "min";
  }
  return "?";
}

class IrPrinter {
 public:
  explicit IrPrinter(const Kernel& k) : k_(k) {}

  std::string expr(ExprId id) const {
    const Expr& e = k_.expr(id);
    switch (e.op) {
      case ExprOp::Const:
        if (is_float(e.type)) {
          std::ostringstream os;
          os.precision(17);
          os << e.f;
          return os.str();
        }
        return std::to_string(e.i);
      case ExprOp::Arg:
        return k_.scalars.at(e.a).name;
      case ExprOp::Var:
        return k_.vars.at(e.a).name;
      case ExprOp::Load:
        return k_.buffers.at(e.a).name + "[" + expr(e.b) + "]";
      case ExprOp::Call: {
        std::string s = e.fn + "(" + expr(e.a);
        if (e.b >= 0) s += ", " + expr(e.b);
        if (e.c >= 0) s += ", " + expr(e.c);
        return s + ")";
      }
      case ExprOp::Cast:
        return std::string(dtype_short_name(e.type)) + "(" + expr(e.a) + ")";
      case ExprOp::Round:
        return "round_" + std::string(dtype_short_name(e.mem)) + "(" + expr(e.a) + ")";
      case ExprOp::ArrayRef:
        return k_.vars.at(e.a).name + "[" + expr(e.b) + "]";
      case ExprOp::Aligned:
        return "aligned(" + k_.buffers.at(e.a).name + ", " + std::to_string(e.i) + ")";
      case ExprOp::Special: {
        static const char* names[] = {"thread", "block_size", "lane", "warp", "warps_per_block"};
        return names[e.a];
      }
    }
    return "?";
  }

  void stmts(std::ostringstream& os, const std::vector<Stmt>& body, int indent) const {
    std::string pad(static_cast<size_t>(indent), ' ');
    for (const Stmt& s : body) {
      switch (s.kind) {
        case StmtKind::For:
          os << pad << "for " << k_.vars.at(s.var).name << " in ["
             << (s.start >= 0 ? expr(s.start) : "0") << ", " << expr(s.value) << ") "
             << parallel_name(s.parallel);
          if (s.width) os << " x" << s.width;
          os << ":\n";
          stmts(os, s.body, indent + 2);
          break;
        case StmtKind::Let:
          os << pad << k_.vars.at(s.var).name << " = " << expr(s.value) << "\n";
          break;
        case StmtKind::Store:
          os << pad << (s.leader ? "leader: " : "") << k_.buffers.at(s.buffer).name << "["
             << expr(s.offset) << "] = " << expr(s.value) << "\n";
          break;
        case StmtKind::ArrayDecl:
          os << pad << "array " << k_.vars.at(s.var).name << "[" << s.width << "]\n";
          break;
        case StmtKind::ArrayStore:
          os << pad << k_.vars.at(s.var).name << "[" << expr(s.offset) << "] = " << expr(s.value)
             << "\n";
          break;
        case StmtKind::VecLoad:
          os << pad << k_.vars.at(s.var).name << " = vload" << s.width << "("
             << k_.buffers.at(s.buffer).name << ", " << expr(s.offset) << ")\n";
          break;
        case StmtKind::VecStore:
          os << pad << "vstore" << s.width << "(" << k_.buffers.at(s.buffer).name << ", "
             << expr(s.offset) << ", " << k_.vars.at(s.var).name << ")\n";
          break;
        case StmtKind::AccInit:
          os << pad << k_.vars.at(s.var).name << " = identity(" << reduce_name(s.reduce) << ")\n";
          break;
        case StmtKind::AccUpdate:
          os << pad << k_.vars.at(s.var).name << " " << reduce_name(s.reduce) << "= "
             << expr(s.value) << "\n";
          break;
        case StmtKind::AccCombine:
          os << pad << k_.vars.at(s.var).name << " = " << reduce_name(s.reduce) << " over "
             << (s.level == CombineLevel::Warp ? "warp" : "block") << "\n";
          break;
      }
    }
  }

 private:
  const Kernel& k_;
};

}  // namespace

ExprId Kernel::intern(const Expr& e) {
  std::string key = key_of(e);
  auto it = interned_.find(key);
  if (it != interned_.end()) return it->second;
  ExprId id = static_cast<ExprId>(exprs.size());
  exprs.push_back(e);
  interned_.emplace(std::move(key), id);
  return id;
}

VarId Kernel::new_var(std::string name, DType type, int array_size) {
  vars.push_back(VarInfo{std::move(name), type, array_size});
  return static_cast<VarId>(vars.size() - 1);
}

std::string print_kernel_ir(const Kernel& k) {
  std::ostringstream os;
  os << "kernel " << k.name << " (" << k.kind << ", index " << dtype_short_name(k.index_type)
     << ", vector " << k.vector_width << ")\n";
  for (const auto& b : k.buffers)
    os << "  " << (b.is_output ? "out " : "in  ") << b.name << ": " << dtype_short_name(b.dtype)
       << "\n";
  // Types and kinds are part of the text: the CPU backend caches compiled
  // kernels by it, and an f64 number must not share a kernel with an i64 one.
  static const char* kinds[] = {"extents", "stride", "number"};
  for (const auto& s : k.scalars)
    os << "  arg " << s.name << ": " << dtype_short_name(s.type) << " "
       << kinds[static_cast<int>(s.kind)] << "\n";
  IrPrinter(k).stmts(os, k.body, 2);
  return os.str();
}

std::vector<int> buffer_slots(const Kernel& k, const std::vector<int>& inputs,
                              const std::vector<int>& outputs, const std::vector<int>& scratch) {
  std::vector<int> slots;
  for (const auto& buf : k.buffers) {
    if (buf.scratch >= 0)
      slots.push_back(scratch.at(static_cast<size_t>(buf.scratch)));
    else if (buf.is_output)
      slots.push_back(outputs.at(static_cast<size_t>(buf.region_index)));
    else
      slots.push_back(inputs.at(static_cast<size_t>(buf.region_index)));
  }
  return slots;
}

int64_t extent_product(const Kernel& k, const std::vector<int>& dims) {
  int64_t n = 1;
  for (int d : dims) n *= k.domain.at(static_cast<size_t>(d));
  return n;
}

}  // namespace fulgur::codegen::kernel
