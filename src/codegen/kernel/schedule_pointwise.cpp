// The pointwise schedule: one grid-stride loop over the domain, with 16-byte
// vector loads and stores on CUDA when every access is contiguous and aligned,
// and on the CPU a loop nest (rows in parallel) when inputs are read through
// their coordinates.
#include "codegen/kernel/lower_internal.h"

#include <algorithm>

namespace fulgur::codegen::kernel::detail {

Kernel KernelBuilder::build_pointwise(const std::vector<ProxyPtr>& outs) {
  k_.kind = "pointwise";
  choose_index_type();
  declare_buffers(outs);
  int ext_dims_all = static_cast<int>(k_.domain.size());
  std::vector<int> all;
  for (int d = 0; d < ext_dims_all; ++d) all.push_back(d);
  ExprId numel = extent_product(all);
  k_.launch.kind = LaunchShape::Kind::Pointwise;
  k_.launch.threads = 256;
  k_.launch.work_dims = all;

  // 16-byte accesses for contiguous inputs and outputs of the domain's shape.
  std::vector<int> linear_inputs;
  int max_item = 0;
  for (const auto& o : outs) max_item = std::max(max_item, dtype_itemsize(ttype(o).dtype));
  for (const auto& p : info_.inputs)
    if (p->is_tensor() && is_linear_input(p)) {
      linear_inputs.push_back(input_buffer(p));
      max_item = std::max(max_item, dtype_itemsize(ttype(p).dtype));
    }
  int vec = target_ == Target::Cuda && max_item > 0 ? std::min(8, 16 / max_item) : 1;
  if (numel_of(k_.domain) < 2 * vec) vec = 1;
  k_.vector_width = vec;
  k_.launch.items_per_block = 256 * vec;

  ExprId start = -1;
  if (vec > 1) {
    ExprId aligned = -1;
    for (int b = 0; b < static_cast<int>(k_.buffers.size()); ++b) {
      if (k_.buffers[b].is_output || std::count(linear_inputs.begin(), linear_inputs.end(), b)) {
        Expr e;
        e.op = ExprOp::Aligned;
        e.type = DType::b8;
        e.a = b;
        e.i = 16;
        ExprId x = k_.intern(e);
        aligned = aligned < 0 ? x : call("logical_and", DType::b8, DType::b8, aligned, x);
      }
    }
    ExprId nvec =
        let(call("where", k_.index_type, k_.index_type, aligned, idiv(numel, cint(vec)), cint(0)),
            "nvec");
    Stmt loop = for_stmt("v", Parallel::GridStride, nvec);
    push(loop);
    ExprId base = let(imul(var_expr(loop.var), cint(vec)), "base");
    std::unordered_map<int, VarId> arrays;
    for (int b : linear_inputs) {
      VarId arr = k_.new_var(k_.buffers[b].name + "_v", compute_type(k_.buffers[b].dtype), vec);
      Stmt s;
      s.kind = StmtKind::VecLoad;
      s.var = arr;
      s.buffer = b;
      s.offset = base;
      s.width = vec;
      emit(std::move(s));
      arrays[b] = arr;
    }
    std::vector<VarId> out_arrays;
    for (const auto& o : outs) {
      int b = output_buffer(o);
      VarId arr = k_.new_var(k_.buffers[b].name + "_v", compute_type(k_.buffers[b].dtype), vec);
      Stmt s;
      s.kind = StmtKind::ArrayDecl;
      s.var = arr;
      s.width = vec;
      emit(std::move(s));
      out_arrays.push_back(arr);
    }
    for (int j = 0; j < vec; ++j) {
      ExprId lin = iadd(base, cint(j));
      set_element(lin, all);
      vector_lanes_.clear();
      for (int b : linear_inputs) vector_lanes_[b] = array_ref(arrays[b], cint(j));
      for (size_t o = 0; o < outs.size(); ++o) {
        ExprId v = eval(outs[o], domain_coords_);
        Stmt s;
        s.kind = StmtKind::ArrayStore;
        s.var = out_arrays[o];
        s.offset = cint(j);
        s.value = v;
        emit(std::move(s));
      }
    }
    vector_lanes_.clear();
    for (size_t o = 0; o < outs.size(); ++o) {
      Stmt s;
      s.kind = StmtKind::VecStore;
      s.var = out_arrays[o];
      s.buffer = output_buffer(outs[o]);
      s.offset = base;
      s.width = vec;
      emit(std::move(s));
    }
    pop();
    start = imul(nvec, cint(vec));
  }
  // On the CPU, inputs read through their coordinates (broadcasts,
  // transposes) get a loop nest: rows in parallel, the innermost dim as a
  // plain loop, so no element pays a division for its coordinates.
  const int rank = static_cast<int>(k_.domain.size());
  bool strided_input = false;
  for (const auto& p : info_.inputs)
    if (p->is_tensor() && buffer_of_.count(p.get()) && !is_linear_input(p)) strided_input = true;
  if (target_ == Target::Cpu && rank >= 2 && k_.domain.back() >= 16 && strided_input) {
    std::vector<int> outer(all.begin(), all.end() - 1);
    k_.launch.work_dims = outer;
    Stmt rows = for_stmt("r", Parallel::GridStride, extent_product(outer));
    push(rows);
    ExprId r = var_expr(rows.var);
    std::vector<ExprId> outer_coords = unravel(r, outer);
    for (size_t d = 0; d < outer.size(); ++d)
      if (k_.domain[d] == 1) outer_coords[d] = cint(0);
    ExprId inner_extent = extent(rank - 1);
    ExprId row_base = let(imul(r, inner_extent), "base");
    Stmt cols = for_stmt("j", Parallel::Serial, inner_extent);
    push(cols);
    ExprId j = var_expr(cols.var);
    linear_ = iadd(row_base, j);
    domain_coords_ = outer_coords;
    domain_coords_.push_back(j);
    for (const auto& o : outs) store(output_buffer(o), linear_, eval(o, domain_coords_));
    pop();
    pop();
    return finish();
  }
  Stmt loop = for_stmt("i", Parallel::GridStride, numel, start);
  push(loop);
  set_element(var_expr(loop.var), all);
  for (const auto& o : outs) store(output_buffer(o), linear_, eval(o, domain_coords_));
  pop();
  return finish();
}

}  // namespace fulgur::codegen::kernel::detail
