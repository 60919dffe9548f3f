// The KernelBuilder's building blocks, shared by every schedule: interned
// expressions with index-math folding, Let bindings, scalar arguments (extents,
// strides), buffers in a fixed order, the index type, and statements in
// nested blocks.
#include "codegen/kernel/lower_internal.h"

#include <algorithm>
#include <cstdlib>

namespace fulgur::codegen::kernel::detail {

ExprId KernelBuilder::cint(int64_t v) {
  Expr e;
  e.op = ExprOp::Const;
  e.type = k_.index_type;
  e.i = v;
  return k_.intern(e);
}

ExprId KernelBuilder::constant(DType t, double f, int64_t i) {
  Expr e;
  e.op = ExprOp::Const;
  e.type = t;
  if (is_float(t))
    e.f = f;
  else
    e.i = i;
  return k_.intern(e);
}

ExprId KernelBuilder::literal(const Value& v, DType t) {
  if (v.is_bool()) return constant(t, v.as_bool() ? 1.0 : 0.0, v.as_bool() ? 1 : 0);
  if (v.is_int()) return constant(t, static_cast<double>(v.as_int()), v.as_int());
  double f = v.as_float();
  return constant(t, f, static_cast<int64_t>(f));
}

bool KernelBuilder::is_const(ExprId id, int64_t v) const {
  const Expr& e = k_.expr(id);
  return e.op == ExprOp::Const && !is_float(e.type) && e.i == v;
}

ExprId KernelBuilder::call(const std::string& fn, DType type, DType operand_type, ExprId a,
                           ExprId b, ExprId c) {
  Expr e;
  e.op = ExprOp::Call;
  e.fn = fn;
  e.type = type;
  e.operand_type = operand_type;
  e.a = a;
  e.b = b;
  e.c = c;
  return k_.intern(e);
}

ExprId KernelBuilder::iadd(ExprId a, ExprId b) {
  if (is_const(a, 0)) return b;
  if (is_const(b, 0)) return a;
  return call("idx_add", k_.index_type, k_.index_type, a, b);
}

ExprId KernelBuilder::imul(ExprId a, ExprId b) {
  if (is_const(a, 0) || is_const(b, 0)) return cint(0);
  if (is_const(a, 1)) return b;
  if (is_const(b, 1)) return a;
  return call("idx_mul", k_.index_type, k_.index_type, a, b);
}

ExprId KernelBuilder::idiv(ExprId a, ExprId b) {
  if (is_const(b, 1)) return a;
  return call("idx_div", k_.index_type, k_.index_type, a, b);
}

ExprId KernelBuilder::imod(ExprId a, ExprId b) {
  if (is_const(b, 1)) return cint(0);
  return call("idx_mod", k_.index_type, k_.index_type, a, b);
}

ExprId KernelBuilder::cast(ExprId a, DType to) {
  if (k_.expr(a).type == to) return a;
  Expr e;
  e.op = ExprOp::Cast;
  e.type = to;
  e.a = a;
  return k_.intern(e);
}

ExprId KernelBuilder::round_to(ExprId a, DType mem) {
  Expr e;
  e.op = ExprOp::Round;
  e.type = DType::f32;
  e.mem = mem;
  e.a = a;
  return k_.intern(e);
}

ExprId KernelBuilder::var_expr(VarId v) {
  Expr e;
  e.op = ExprOp::Var;
  e.type = k_.vars.at(v).type;
  e.a = v;
  return k_.intern(e);
}

ExprId KernelBuilder::array_ref(VarId arr, ExprId idx) {
  Expr e;
  e.op = ExprOp::ArrayRef;
  e.type = k_.vars.at(arr).type;
  e.a = arr;
  e.b = idx;
  return k_.intern(e);
}

ExprId KernelBuilder::let(ExprId value, const std::string& prefix) {
  ExprOp op = k_.expr(value).op;
  if (op == ExprOp::Const || op == ExprOp::Arg || op == ExprOp::Var) return value;
  for (auto it = memo_.rbegin(); it != memo_.rend(); ++it) {
    auto f = it->find(value);
    if (f != it->end()) return f->second;
  }
  VarId v = k_.new_var(prefix + std::to_string(k_.vars.size()), k_.expr(value).type);
  Stmt s;
  s.kind = StmtKind::Let;
  s.var = v;
  s.value = value;
  emit(std::move(s));
  ExprId ref = var_expr(v);
  memo_.back()[value] = ref;
  return ref;
}

int KernelBuilder::scalar_extents(const std::vector<int>& dims, const std::string& name) {
  for (size_t i = 0; i < k_.scalars.size(); ++i)
    if (k_.scalars[i].kind == ScalarArg::Kind::Extents && k_.scalars[i].dims == dims)
      return static_cast<int>(i);
  ScalarArg a;
  a.name = name;
  a.type = k_.index_type;
  a.kind = ScalarArg::Kind::Extents;
  a.dims = dims;
  k_.scalars.push_back(a);
  return static_cast<int>(k_.scalars.size() - 1);
}

ExprId KernelBuilder::arg_expr(int idx) {
  Expr e;
  e.op = ExprOp::Arg;
  e.type = k_.scalars.at(idx).type;
  e.a = idx;
  return k_.intern(e);
}

ExprId KernelBuilder::extent_product(const std::vector<int>& dims) {
  std::vector<int> live;
  for (int d : dims)
    if (k_.domain[d] != 1) live.push_back(d);
  if (live.empty()) return cint(1);
  if (live.size() == 1) return arg_expr(scalar_extents(live, "size" + std::to_string(live[0])));
  std::string name = dims.size() == k_.domain.size() ? "numel" : "extent";
  if (name == "extent")
    for (int d : live) name += "_" + std::to_string(d);
  return arg_expr(scalar_extents(live, name));
}

ExprId KernelBuilder::pitch(int d) {
  std::vector<int> later;
  for (int e = d + 1; e < static_cast<int>(k_.domain.size()); ++e) later.push_back(e);
  return extent_product(later);
}

std::vector<ExprId> KernelBuilder::unravel(ExprId lin, const std::vector<int>& dims) {
  std::vector<ExprId> out(dims.size());
  int first_live = -1;
  for (size_t i = 0; i < dims.size(); ++i)
    if (k_.domain[dims[i]] != 1) {
      first_live = static_cast<int>(i);
      break;
    }
  for (size_t i = 0; i < dims.size(); ++i) {
    int d = dims[i];
    if (k_.domain[d] == 1) {
      out[i] = cint(0);
      continue;
    }
    std::vector<int> later(dims.begin() + static_cast<std::ptrdiff_t>(i) + 1, dims.end());
    ExprId q = idiv(lin, extent_product(later));
    out[i] = static_cast<int>(i) == first_live ? q : imod(q, extent(d));
  }
  return out;
}

int KernelBuilder::input_buffer(const ProxyPtr& p) {
  auto it = buffer_of_.find(p.get());
  if (it != buffer_of_.end()) return it->second;
  Buffer b;
  b.name = "in" + std::to_string(n_inputs_++);
  b.dtype = ttype(p).dtype;
  b.region_index = info_.input_index.at(p.get());
  k_.buffers.push_back(b);
  int idx = static_cast<int>(k_.buffers.size() - 1);
  buffer_of_[p.get()] = idx;
  buffer_proxy_.push_back(p);
  return idx;
}

int KernelBuilder::output_buffer(const ProxyPtr& p) {
  auto it = out_buffer_of_.find(p.get());
  if (it != out_buffer_of_.end()) return it->second;
  Buffer b;
  b.name = "out" + std::to_string(n_outputs_++);
  b.dtype = ttype(p).dtype;
  b.is_output = true;
  b.region_index = info_.output_index.at(p.get());
  k_.buffers.push_back(b);
  int idx = static_cast<int>(k_.buffers.size() - 1);
  out_buffer_of_[p.get()] = idx;
  buffer_proxy_.push_back(p);
  return idx;
}

ExprId KernelBuilder::stride_arg(int buffer, int dim) {
  for (size_t i = 0; i < k_.scalars.size(); ++i)
    if (k_.scalars[i].kind == ScalarArg::Kind::Stride && k_.scalars[i].buffer == buffer &&
        k_.scalars[i].dim == dim)
      return arg_expr(static_cast<int>(i));
  ScalarArg a;
  a.name = k_.buffers[buffer].name + "_stride" + std::to_string(dim);
  a.type = k_.index_type;
  a.kind = ScalarArg::Kind::Stride;
  a.buffer = buffer;
  a.dim = dim;
  k_.scalars.push_back(a);
  return arg_expr(static_cast<int>(k_.scalars.size() - 1));
}

void KernelBuilder::declare_inputs(const std::vector<ProxyPtr>& roots) {
  std::unordered_map<const Proxy*, bool> used;
  std::vector<const Proxy*> stack;
  for (const auto& o : roots) stack.push_back(o.get());
  while (!stack.empty()) {
    const Proxy* p = stack.back();
    stack.pop_back();
    if (used[p]) continue;
    used[p] = true;
    auto it = info_.def.find(p);
    if (it == info_.def.end()) continue;
    for (const auto& in : it->second->flat_inputs()) stack.push_back(in.get());
  }
  for (const auto& p : info_.inputs)
    if (p->is_tensor() && used[p.get()]) input_buffer(p);
}

void KernelBuilder::declare_buffers(const std::vector<ProxyPtr>& outs) {
  declare_inputs(outs);
  for (const auto& o : outs) output_buffer(o);
}

bool KernelBuilder::is_linear_input(const ProxyPtr& p) const {
  const TensorType& t = ttype(p);
  return !t.strides && t.shape == k_.domain;
}

void KernelBuilder::choose_index_type() {
  int64_t span = numel_of(k_.domain);
  for (const auto& p : info_.inputs) {
    if (!p->is_tensor()) continue;
    const TensorType& t = ttype(p);
    Shape strides = t.strides ? *t.strides : contiguous_strides(t.shape);
    int64_t reach = 1;
    for (size_t d = 0; d < t.shape.size(); ++d)
      reach += std::max<int64_t>(0, t.shape[d] - 1) * std::abs(strides[d]);
    span = std::max(span, reach);
  }
  for (const auto& p : info_.outputs) span = std::max(span, numel_of(ttype(p).shape));
  // Room for the last grid-stride step past the end.
  k_.index_type = span < (int64_t{1} << 30) ? DType::i32 : DType::i64;
}

Stmt KernelBuilder::for_stmt(const std::string& name, Parallel par, ExprId extent, ExprId start) {
  Stmt s;
  s.kind = StmtKind::For;
  s.var = k_.new_var(name, k_.index_type);
  s.parallel = par;
  s.value = extent;
  s.start = start;
  return s;
}

void KernelBuilder::push(Stmt& loop) {
  blocks_.back()->push_back(loop);
  blocks_.push_back(&blocks_.back()->back().body);
  memo_.emplace_back();
  scope_ids_.push_back(next_scope_id_++);
}

void KernelBuilder::pop() {
  blocks_.pop_back();
  memo_.pop_back();
  scope_ids_.pop_back();
}

void KernelBuilder::store(int buffer, ExprId offset, ExprId value, bool leader) {
  Stmt s;
  s.kind = StmtKind::Store;
  s.buffer = buffer;
  s.offset = offset;
  s.value = value;
  s.leader = leader;
  emit(std::move(s));
}

void KernelBuilder::leave_element_loop() {
  pop();
  unroll_var_ = -1;
  linear_ = -1;
  domain_coords_.clear();
}

void KernelBuilder::set_element(ExprId lin, const std::vector<int>& dims) {
  linear_ = lin;
  domain_coords_ = unravel(lin, dims);
  for (size_t d = 0; d < k_.domain.size(); ++d)
    if (k_.domain[d] == 1) domain_coords_[d] = cint(0);
}

void KernelBuilder::set_row_element(std::vector<ExprId> coords, ExprId linear) {
  linear_ = linear;
  domain_coords_ = std::move(coords);
}

std::vector<ExprId> KernelBuilder::kept_coords_for(const Shape& s,
                                                   const std::vector<ExprId>& kept_coords,
                                                   const std::vector<int>& kept_dims) {
  std::vector<ExprId> live;
  for (size_t i = 0; i < kept_dims.size(); ++i)
    if (k_.domain[kept_dims[i]] != 1) live.push_back(kept_coords[i]);
  std::vector<ExprId> out;
  size_t j = 0;
  for (int64_t e : s) out.push_back(e == 1 ? cint(0) : live.at(j++));
  return out;
}

}  // namespace fulgur::codegen::kernel::detail
