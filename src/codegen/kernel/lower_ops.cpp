// Per-op lowering: the value of a region's tensor at some coordinates, as
// kernel IR. Loads (with the row caches of the register schedules), number
// inputs, and each fusible op (elementwise, broadcast, reshape, permute,
// slice, identity reductions, creation), evaluated with an explicit stack.
#include "codegen/kernel/lower_internal.h"

#include <algorithm>
#include <cstdint>

#include "ir/error.h"

namespace fulgur::codegen::kernel::detail {

ExprId KernelBuilder::element_offset(int b, const TensorType& t,
                                     const std::vector<ExprId>& coords) {
  ExprId offset = cint(0);
  for (size_t d = 0; d < t.shape.size(); ++d) {
    if (t.shape[d] == 1 || is_const(coords[d], 0)) continue;
    // A contiguous input's innermost stride is 1: a constant, so its
    // loads are unit-stride (vectorizable) without knowing the shape.
    bool innermost = !t.strides && d + 1 == t.shape.size();
    offset =
        iadd(offset, innermost ? coords[d] : imul(coords[d], stride_arg(b, static_cast<int>(d))));
  }
  return offset;
}

bool KernelBuilder::references_var(ExprId id, VarId v) const {
  std::vector<ExprId> stack{id};
  while (!stack.empty()) {
    const Expr& e = k_.expr(stack.back());
    stack.pop_back();
    switch (e.op) {
      case ExprOp::Var:
        if (e.a == v) return true;
        break;
      case ExprOp::Load:
        stack.push_back(e.b);
        break;
      case ExprOp::Call:
        for (ExprId o : {e.a, e.b, e.c})
          if (o >= 0) stack.push_back(o);
        break;
      case ExprOp::Cast:
      case ExprOp::Round:
        stack.push_back(e.a);
        break;
      case ExprOp::ArrayRef:
        if (e.a == v) return true;
        stack.push_back(e.b);
        break;
      default:
        break;
    }
  }
  return false;
}

bool KernelBuilder::row_vector_operand(const TensorType& t,
                                       const std::vector<ExprId>& coords) const {
  if (row_vec_.width <= 1 || t.strides || t.shape.empty() || t.shape.back() != row_vec_.row_len ||
      coords.back() != row_vec_.elem)
    return false;
  // Offsets in a contiguous row step by 1 along its last dim, and the rows
  // before it are a multiple of row_len (so of the width) apart: the group
  // is `width` consecutive elements at an aligned offset.
  for (size_t d = 0; d + 1 < coords.size(); ++d)
    if (t.shape[d] != 1 && references_var(coords[d], row_vec_.group)) return false;
  return true;
}

VarId KernelBuilder::row_vector_load(int b, ExprId base) {
  auto it = row_vec_loads_.find({b, base});
  if (it != row_vec_loads_.end() &&
      std::find(scope_ids_.begin(), scope_ids_.end(), it->second.second) != scope_ids_.end())
    return it->second.first;
  VarId arr = k_.new_var(k_.buffers[b].name + "_v" + std::to_string(vec_loads_made_++),
                         compute_type(k_.buffers[b].dtype), row_vec_.width);
  Stmt s;
  s.kind = StmtKind::VecLoad;
  s.var = arr;
  s.buffer = b;
  s.offset = base;
  s.width = row_vec_.width;
  emit(std::move(s));
  row_vec_loads_[{b, base}] = {arr, scope_ids_.back()};
  row_vec_buffers_.insert(b);
  return arr;
}

ExprId KernelBuilder::load(const ProxyPtr& p, const std::vector<ExprId>& coords) {
  int b = input_buffer(p);
  const TensorType& t = ttype(p);
  ExprId offset = -1;
  bool linear = coords == domain_coords_ && is_linear_input(p) && linear_ >= 0;
  if (coords == domain_coords_ && is_linear_input(p)) {
    auto lane = vector_lanes_.find(b);
    if (lane != vector_lanes_.end()) return lane->second;
    if (linear) offset = linear_;
  }
  if (offset < 0) offset = element_offset(b, t, coords);
  // In a vectorized row loop: the element is lane j of its group's vector.
  ExprId group_base = -1;
  if (row_vector_operand(t, coords)) {
    if (linear) {
      group_base = row_vec_.linear_base;
    } else {
      std::vector<ExprId> first = coords;
      first.back() = row_vec_.group_start;
      group_base = element_offset(b, t, first);
    }
  }
  auto value = [&]() {
    if (group_base >= 0)
      return let(array_ref(row_vector_load(b, group_base), cint(row_vec_.lane)), "x");
    Expr e;
    e.op = ExprOp::Load;
    e.type = compute_type(t.dtype);
    e.mem = t.dtype;
    e.a = b;
    e.b = offset;
    return let(k_.intern(e), "x");
  };
  if (!persistent_ || unroll_var_ < 0) return value();
  // Rows kept in registers: each load of the row is made once, in the first
  // pass that needs it, and later passes read the register copy.
  auto key = std::make_pair(b, offset);
  auto it = row_cache_.find(key);
  ExprId u = var_expr(unroll_var_);
  if (it != row_cache_.end()) {
    row_cache_read_.insert(it->second);
    return let(array_ref(it->second, u), "x");
  }
  VarId arr = k_.new_var(k_.buffers[b].name + "_row" + std::to_string(row_cache_.size()),
                         compute_type(t.dtype), current_unroll_);
  Stmt decl;
  decl.kind = StmtKind::ArrayDecl;
  decl.var = arr;
  decl.width = current_unroll_;
  array_decls_.push_back(decl);
  row_cache_[key] = arr;
  ExprId v = value();
  Stmt st;
  st.kind = StmtKind::ArrayStore;
  st.var = arr;
  st.offset = u;
  st.value = v;
  emit(std::move(st));
  return v;
}

ExprId KernelBuilder::number_input(const ProxyPtr& p) {
  auto it = number_arg_.find(p.get());
  if (it != number_arg_.end()) return arg_expr(it->second);
  ScalarArg a;
  a.name = "num" + std::to_string(number_arg_.size());
  a.kind = ScalarArg::Kind::Number;
  ScalarKind sk = p->type.number_kind;
  a.type = sk == ScalarKind::Float ? DType::f64 : sk == ScalarKind::Int ? DType::i64 : DType::b8;
  a.region_index = info_.input_index.at(p.get());
  k_.scalars.push_back(a);
  int idx = static_cast<int>(k_.scalars.size() - 1);
  number_arg_[p.get()] = idx;
  return arg_expr(idx);
}

ExprId KernelBuilder::scalar_operand(const Value& v, DType t) {
  if (v.is_proxy()) return cast(number_input(v.proxy()), t);
  return literal(v, t);
}

std::string KernelBuilder::memo_key(const Proxy* p, const std::vector<ExprId>& coords) {
  std::string key = std::to_string(reinterpret_cast<uintptr_t>(p));
  for (ExprId c : coords) key += "," + std::to_string(c);
  return key;
}

std::optional<ExprId> KernelBuilder::known_value(const ProxyPtr& p,
                                                 const std::vector<ExprId>& coords,
                                                 const std::string& key) {
  // A value is reused only inside the block that computed it.
  auto found = values_.find(key);
  if (found != values_.end() &&
      std::find(scope_ids_.begin(), scope_ids_.end(), found->second.second) != scope_ids_.end())
    return found->second.first;
  if (value_cache_len_ > 0 && coords == domain_coords_ && is_expensive(p.get())) {
    auto it = value_cache_.find(p.get());
    if (it != value_cache_.end()) {
      row_cache_read_.insert(it->second);
      ExprId v = let(array_ref(it->second, value_cache_index_), "c");
      values_[key] = {v, scope_ids_.back()};
      return v;
    }
  }
  return std::nullopt;
}

void KernelBuilder::remember_value(const ProxyPtr& p, const std::vector<ExprId>& coords,
                                   const std::string& key, ExprId v) {
  values_[key] = {v, scope_ids_.back()};
  if (value_cache_len_ > 0 && coords == domain_coords_ && is_expensive(p.get())) {
    VarId arr = k_.new_var(p->name + "_row", k_.expr(v).type, value_cache_len_);
    Stmt decl;
    decl.kind = StmtKind::ArrayDecl;
    decl.var = arr;
    decl.width = value_cache_len_;
    array_decls_.push_back(decl);
    value_cache_[p.get()] = arr;
    Stmt st;
    st.kind = StmtKind::ArrayStore;
    st.var = arr;
    st.offset = value_cache_index_;
    st.value = v;
    emit(std::move(st));
  }
}

ExprId KernelBuilder::eval(const ProxyPtr& p, const std::vector<ExprId>& coords) {
  if (!p->is_tensor()) return number_input(p);
  std::string key = memo_key(p.get(), coords);
  if (auto v = known_value(p, coords, key)) return *v;
  std::vector<EvalFrame> stack;
  stack.emplace_back(p, coords, std::move(key));
  for (;;) {
    EvalNeed need;
    std::optional<ExprId> done = eval_step(stack.back(), need);
    if (done) {
      EvalFrame& f = stack.back();
      remember_value(f.p, f.coords, f.key, *done);
      stack.pop_back();
      if (stack.empty()) return *done;
      stack.back().child = *done;
      continue;
    }
    FULGUR_INTERNAL_ASSERT(need.p && need.p->is_tensor(), info_.name,
                           ": an operand asked for is not a tensor");
    std::string need_key = memo_key(need.p.get(), need.coords);
    if (auto v = known_value(need.p, need.coords, need_key)) {
      stack.back().child = *v;
      continue;
    }
    stack.emplace_back(std::move(need.p), std::move(need.coords), std::move(need_key));
  }
}

bool KernelBuilder::is_expensive(const Proxy* p) const {
  auto it = info_.def.find(p);
  if (it == info_.def.end()) return false;
  const std::string& n = it->second->sym->name;
  return n == "exp" || n == "exp2" || n == "log" || n == "log1p" || n == "tanh" || n == "erf" ||
         n == "sigmoid" || n == "pow" || n == "sin" || n == "cos";
}

std::optional<ExprId> KernelBuilder::eval_step(EvalFrame& f, EvalNeed& need) {
  using Stage = EvalFrame::Stage;
  const std::vector<ExprId>& coords = f.coords;
  switch (f.stage) {
    case Stage::Forward:
      return f.child;
    case Stage::Convert: {
      const TensorType& out = ttype(f.p);
      ExprId v = cast(f.child, compute_type(out.dtype));
      if (is_low_precision(out.dtype)) v = round_to(v, out.dtype);
      return let(v);
    }
    case Stage::Elementwise:
      return elementwise_step(f, need);
    case Stage::Start:
      break;
  }
  const ProxyPtr& p = f.p;
  auto red = reduced_value_.find(p.get());
  if (red != reduced_value_.end()) return red->second;
  auto def_it = info_.def.find(p.get());
  if (def_it == info_.def.end()) return load(p, coords);
  const BoundSymbol& b = *def_it->second;
  f.b = &b;
  const TensorType& out = ttype(p);
  f.args.emplace(b.bound_args());
  const BoundArgs& args = *f.args;
  const std::string& name = b.sym->name;
  auto forward = [&](const ProxyPtr& a, std::vector<ExprId> in) -> std::optional<ExprId> {
    f.stage = Stage::Forward;
    need = EvalNeed{a, std::move(in)};
    return std::nullopt;
  };
  switch (fusible_kind(b)) {
    case FusibleKind::Elementwise: {
      if (name == "convert_element_type") {
        f.stage = Stage::Convert;
        need = EvalNeed{args["a"].proxy(), coords};
        return std::nullopt;
      }
      // The operands' type: the tensors agree (prims neither promote nor
      // broadcast); `where` takes it from its value operands.
      DType operand = out.dtype;
      for (size_t i = 0; i < b.sym->params.size(); ++i) {
        const Value& v = args.at(i);
        if (v.is_tensor() && !(name == "where" && i == 0)) {
          operand = ttype(v.proxy()).dtype;
          break;
        }
      }
      if (name == "where") operand = out.dtype;
      f.op_ct = compute_type(operand);
      f.stage = Stage::Elementwise;
      return elementwise_step(f, need);
    }
    case FusibleKind::Broadcast: {
      const ProxyPtr& a = args["a"].proxy();
      auto bdims = ints_of(args["broadcast_dimensions"]);
      std::vector<ExprId> in(bdims.size());
      for (size_t k = 0; k < bdims.size(); ++k)
        in[k] = ttype(a).shape[k] == 1 ? cint(0) : coords[static_cast<size_t>(bdims[k])];
      return forward(a, std::move(in));
    }
    case FusibleKind::Reshape: {
      const ProxyPtr& a = args["a"].proxy();
      const Shape& in_shape = ttype(a).shape;
      std::vector<ExprId> in;
      if (squeezed(in_shape) == squeezed(out.shape)) {
        std::vector<ExprId> live;
        for (size_t d = 0; d < out.shape.size(); ++d)
          if (out.shape[d] != 1) live.push_back(coords[d]);
        size_t j = 0;
        for (int64_t e : in_shape) in.push_back(e == 1 ? cint(0) : live.at(j++));
      } else {
        ExprId lin = cint(0);
        int64_t pitch = 1;
        for (size_t d = out.shape.size(); d-- > 0;) {
          lin = iadd(lin, imul(coords[d], cint(pitch)));
          pitch *= out.shape[d];
        }
        lin = let(lin, "lin");
        int64_t later = 1;
        in.assign(in_shape.size(), cint(0));
        for (size_t d = in_shape.size(); d-- > 0;) {
          if (in_shape[d] != 1) in[d] = imod(idiv(lin, cint(later)), cint(in_shape[d]));
          later *= in_shape[d];
        }
      }
      return forward(a, std::move(in));
    }
    case FusibleKind::Permute: {
      const ProxyPtr& a = args["a"].proxy();
      auto perm = ints_of(args["permutation"]);
      std::vector<ExprId> in(perm.size());
      for (size_t k = 0; k < perm.size(); ++k) in[static_cast<size_t>(perm[k])] = coords[k];
      return forward(a, std::move(in));
    }
    case FusibleKind::Slice: {
      const ProxyPtr& a = args["a"].proxy();
      auto start = ints_of(args["start_indices"]);
      std::vector<int64_t> step(start.size(), 1);
      if (!args["strides"].is_none()) step = ints_of(args["strides"]);
      std::vector<ExprId> in(start.size());
      // Bound to a variable: a chain of slices would otherwise nest its
      // index math as deep as the chain is long.
      for (size_t k = 0; k < start.size(); ++k)
        in[k] = let(iadd(cint(start[k]), imul(coords[k], cint(step[k]))), "idx");
      return forward(a, std::move(in));
    }
    case FusibleKind::Reduction: {
      // Reached only for reductions over no dims (an identity); the others
      // are accumulators of an earlier pass.
      FULGUR_INTERNAL_ASSERT(reduction_dims(b).empty(), info_.name, ": ", p->name,
                             " is used before its reduction pass");
      return forward(args["a"].proxy(), coords);
    }
    case FusibleKind::Creation: {
      DType ct = compute_type(out.dtype);
      if (name == "full") {
        ExprId v = scalar_operand(args["fill_value"], ct);
        if (is_low_precision(out.dtype)) v = round_to(v, out.dtype);
        return v;
      }
      if (name == "uniform_philox") {
        // Philox at the element's row-major index (runtime/philox.h).
        ExprId lin = cint(0);
        int64_t pitch = 1;
        for (size_t d = out.shape.size(); d-- > 0;) {
          if (out.shape[d] != 1) lin = iadd(lin, imul(coords[d], cint(pitch)));
          pitch *= out.shape[d];
        }
        ExprId seed = scalar_operand(args["seed"], DType::i64);
        ExprId offset = scalar_operand(args["offset"], DType::i64);
        return let(call("philox_uniform", DType::f32, DType::i64, seed, offset,
                        cast(let(lin, "lin"), DType::i64)));
      }
      ExprId idx =
          iadd(cint(args["start"].as_int()), imul(coords.at(0), cint(args["step"].as_int())));
      ExprId v = cast(idx, ct);
      if (is_low_precision(out.dtype)) v = round_to(v, out.dtype);
      return let(v);
    }
    case FusibleKind::NotFusible:
      break;
  }
  FULGUR_FAIL(info_.name, ": ", b.sym->qualified(), " cannot be generated");
}

std::optional<ExprId> KernelBuilder::elementwise_step(EvalFrame& f, EvalNeed& need) {
  const BoundSymbol& b = *f.b;
  const BoundArgs& args = *f.args;
  const std::string& name = b.sym->name;
  const size_t n = b.sym->params.size();
  auto want = [&](size_t i) { return (name == "where" && i == 0) ? DType::b8 : f.op_ct; };
  if (f.child >= 0) {
    f.ops.push_back(cast(f.child, want(f.next)));
    f.child = -1;
    ++f.next;
  }
  for (; f.next < n; ++f.next) {
    const Value& v = args.at(f.next);
    if (v.is_tensor()) {
      need = EvalNeed{v.proxy(), f.coords};
      return std::nullopt;
    }
    f.ops.push_back(scalar_operand(v, want(f.next)));
  }
  const TensorType& out = ttype(f.p);
  ExprId r = call(name, compute_type(out.dtype), f.op_ct, f.ops.at(0),
                  f.ops.size() > 1 ? f.ops[1] : -1, f.ops.size() > 2 ? f.ops[2] : -1);
  if (is_low_precision(out.dtype)) r = round_to(r, out.dtype);
  return let(r);
}

ReduceKind KernelBuilder::reduce_kind(const BoundSymbol& r) {
  const std::string& n = r.sym->name;
  if (n == "sum") return ReduceKind::Sum;
  if (n == "prod") return ReduceKind::Prod;
  if (n == "amax") return ReduceKind::Max;
  return ReduceKind::Min;
}

}  // namespace fulgur::codegen::kernel::detail
