// The split schedule for the CPU: a reduction over few, long rows becomes
// partial results over chunks of each row (in parallel), then a kernel that
// combines each row's chunks and stores the region's per-row outputs.
#include "codegen/kernel/lower_internal.h"

#include <algorithm>

namespace fulgur::codegen::kernel::detail {

Kernel KernelBuilder::build_split(const std::vector<ProxyPtr>& kept_outs, int stage, int chunks) {
  const Shape& F = k_.domain;
  const int R = static_cast<int>(F.size());
  std::vector<int> kept_dims, red_dims;
  for (int d = 0; d < R; ++d) (info_.reduced[d] ? red_dims : kept_dims).push_back(d);
  k_.kind = stage == 0 ? "reduction partials" : "reduction combine";
  choose_index_type();
  k_.launch.kind = LaunchShape::Kind::ThreadPerRow;
  k_.launch.work_dims = kept_dims;
  ExprId rows = extent_product(kept_dims);
  ExprId row_extent = extent_product(red_dims);
  ExprId c = cint(chunks);
  std::vector<int> parts;
  for (size_t j = 0; j < info_.reductions.size(); ++j) {
    Buffer b;
    b.name = "part" + std::to_string(j);
    b.dtype = compute_type(ttype(info_.reductions[j]->flat_outputs()[0]).dtype);
    b.is_output = stage == 0;
    b.region_index = -1;
    b.scratch = static_cast<int>(j);
    if (stage == 1) {
      k_.buffers.push_back(b);
      parts.push_back(static_cast<int>(k_.buffers.size() - 1));
    } else {
      scratch_buffers_.push_back(b);
    }
  }
  if (stage == 0) {
    std::vector<ProxyPtr> roots;
    for (const auto* r : info_.reductions) roots.push_back(r->flat_inputs()[0]);
    declare_inputs(roots);
    for (auto& b : scratch_buffers_) {
      k_.buffers.push_back(b);
      parts.push_back(static_cast<int>(k_.buffers.size() - 1));
    }
    k_.launch.work_multiplier = chunks;
    Stmt loop = for_stmt("w", Parallel::GridStride, imul(rows, c));
    push(loop);
    ExprId w = var_expr(loop.var);
    ExprId row = let(idiv(w, c), "row");
    ExprId chunk = let(imod(w, c), "chunk");
    ExprId size = let(idiv(iadd(row_extent, cint(chunks - 1)), c), "chunk_size");
    ExprId lo = let(imul(chunk, size), "lo");
    ExprId hi =
        let(call("idx_min", k_.index_type, k_.index_type, iadd(lo, size), row_extent), "hi");
    std::vector<ExprId> kept_coords = unravel(row, kept_dims);
    std::vector<VarId> accs;
    for (const auto* r : info_.reductions) {
      VarId acc = k_.new_var("acc" + std::to_string(accs.size()),
                             compute_type(ttype(r->flat_outputs()[0]).dtype));
      Stmt init;
      init.kind = StmtKind::AccInit;
      init.var = acc;
      init.reduce = reduce_kind(*r);
      emit(std::move(init));
      accs.push_back(acc);
    }
    Stmt elems = for_stmt("e", Parallel::Serial, hi, lo);
    push(elems);
    ExprId e = var_expr(elems.var);
    std::vector<ExprId> red_coords = unravel(e, red_dims);
    std::vector<ExprId> coords(R);
    for (size_t i = 0; i < kept_dims.size(); ++i) coords[kept_dims[i]] = kept_coords[i];
    for (size_t i = 0; i < red_dims.size(); ++i) coords[red_dims[i]] = red_coords[i];
    for (int d = 0; d < R; ++d)
      if (F[d] == 1) coords[d] = cint(0);
    // A contiguous row: the element's offset is row * row_len + e.
    int last_kept = -1, first_red = R;
    for (int d : kept_dims)
      if (F[d] != 1) last_kept = d;
    for (int d : red_dims)
      if (F[d] != 1) first_red = std::min(first_red, d);
    set_row_element(coords, first_red > last_kept ? iadd(imul(row, row_extent), e) : -1);
    for (size_t j = 0; j < accs.size(); ++j) {
      Stmt up;
      up.kind = StmtKind::AccUpdate;
      up.var = accs[j];
      up.reduce = reduce_kind(*info_.reductions[j]);
      up.value = eval(info_.reductions[j]->flat_inputs()[0], domain_coords_);
      emit(std::move(up));
    }
    pop();
    for (size_t j = 0; j < accs.size(); ++j) store(parts[j], w, var_expr(accs[j]));
    pop();
    return finish();
  }
  declare_inputs({});
  for (const auto& o : kept_outs) output_buffer(o);
  Stmt loop = for_stmt("row", Parallel::GridStride, rows);
  push(loop);
  ExprId row = var_expr(loop.var);
  std::vector<ExprId> kept_coords = unravel(row, kept_dims);
  std::vector<VarId> accs;
  for (const auto* r : info_.reductions) {
    VarId acc = k_.new_var("acc" + std::to_string(accs.size()),
                           compute_type(ttype(r->flat_outputs()[0]).dtype));
    Stmt init;
    init.kind = StmtKind::AccInit;
    init.var = acc;
    init.reduce = reduce_kind(*r);
    emit(std::move(init));
    accs.push_back(acc);
  }
  Stmt chunk_loop = for_stmt("chunk", Parallel::Serial, c);
  push(chunk_loop);
  for (size_t j = 0; j < accs.size(); ++j) {
    Expr ld;
    ld.op = ExprOp::Load;
    ld.type = k_.buffers[parts[j]].dtype;
    ld.mem = k_.buffers[parts[j]].dtype;
    ld.a = parts[j];
    ld.b = iadd(imul(row, c), var_expr(chunk_loop.var));
    Stmt up;
    up.kind = StmtKind::AccUpdate;
    up.var = accs[j];
    up.reduce = reduce_kind(*info_.reductions[j]);
    up.value = let(k_.intern(ld), "x");
    emit(std::move(up));
  }
  pop();
  for (size_t j = 0; j < accs.size(); ++j) {
    ProxyPtr out = info_.reductions[j]->flat_outputs()[0];
    ExprId value = var_expr(accs[j]);
    if (is_low_precision(ttype(out).dtype)) value = round_to(value, ttype(out).dtype);
    reduced_value_[out.get()] = value;
  }
  for (const auto& o : kept_outs)
    store(output_buffer(o), row, eval(o, kept_coords_for(ttype(o).shape, kept_coords, kept_dims)));
  pop();
  return finish();
}

}  // namespace fulgur::codegen::kernel::detail
