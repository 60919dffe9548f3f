// The row schedule of reductions and normalizations: every reduction phase is
// a pass over the row. On CUDA, rows that are contiguous get a warp (short
// rows) or a block per row, kept in registers when they fit; outer reductions
// and every reduction on the CPU get a thread per output row.
#include "codegen/kernel/lower_internal.h"

#include <algorithm>

namespace fulgur::codegen::kernel::detail {

Kernel KernelBuilder::build_rows(const std::vector<ProxyPtr>& full_outs,
                                 const std::vector<ProxyPtr>& kept_outs) {
  const Shape& F = k_.domain;
  const int R = static_cast<int>(F.size());
  std::vector<int> kept_dims, red_dims;
  for (int d = 0; d < R; ++d) (info_.reduced[d] ? red_dims : kept_dims).push_back(d);
  int phases = 0;
  for (const auto* r : info_.reductions)
    phases = std::max(phases, info_.level.at(r->flat_outputs()[0].get()));
  k_.kind = phases == 1 && full_outs.empty() ? "reduction" : "normalization";
  choose_index_type();
  std::vector<ProxyPtr> all_outs = full_outs;
  all_outs.insert(all_outs.end(), kept_outs.begin(), kept_outs.end());
  declare_buffers(all_outs);

  // Inner reductions: the reduced dims follow every kept dim with extent > 1,
  // so a row is contiguous and a warp or block walks it coalesced.
  int last_kept = -1, first_red = R;
  for (int d : kept_dims)
    if (F[d] != 1) last_kept = d;
  for (int d : red_dims)
    if (F[d] != 1) first_red = std::min(first_red, d);
  bool inner = first_red > last_kept;
  int64_t row_len = 1;
  for (int d : red_dims) row_len *= F[d];

  Parallel row_par, elem_par;
  CombineLevel level;
  int unroll = 0;
  if (target_ == Target::Cpu || !inner) {
    k_.launch.kind = LaunchShape::Kind::ThreadPerRow;
    k_.launch.threads = 256;
    k_.launch.items_per_block = 256;
    row_par = Parallel::GridStride;
    elem_par = Parallel::Serial;
    level = CombineLevel::None;
  } else if (row_len <= 32 * 8) {
    k_.launch.kind = LaunchShape::Kind::WarpPerRow;
    k_.launch.threads = 128;
    k_.launch.items_per_block = 4;
    row_par = Parallel::WarpStride;
    elem_par = Parallel::LaneUnrolled;
    unroll = static_cast<int>(std::max<int64_t>(1, (row_len + 31) / 32));
    level = CombineLevel::Warp;
  } else {
    // About 8 elements a thread: more bytes in flight per warp and fewer
    // warps per block reduction. Measured on an H200 (docs/perf/gpu.md):
    // softmax over rows of 1024 f32 went from 0.53 to 0.67 of a copy with
    // 128 threads instead of 256; for rows of 4096, 512 stayed the best.
    int threads = row_len <= 1024 ? 128 : row_len <= 2048 ? 256 : row_len <= 4096 ? 512 : 1024;
    k_.launch.kind = LaunchShape::Kind::BlockPerRow;
    k_.launch.threads = threads;
    k_.launch.items_per_block = 1;
    row_par = Parallel::BlockStride;
    level = CombineLevel::Block;
    if (row_len <= static_cast<int64_t>(threads) * 8) {
      elem_par = Parallel::ThreadUnrolled;
      unroll = static_cast<int>((row_len + threads - 1) / threads);
    } else {
      elem_par = Parallel::ThreadStride;  // several passes over rows that do not fit
    }
  }
  k_.launch.work_dims = kept_dims;
  ExprId rows = extent_product(kept_dims);
  ExprId row_extent = extent_product(red_dims);

  Stmt row_loop = for_stmt("row", row_par, rows);
  push(row_loop);
  row_block_ = blocks_.back();
  ExprId row = var_expr(row_loop.var);
  std::vector<ExprId> kept_coords = unravel(row, kept_dims);
  auto full_coords_at = [&](ExprId e) {
    std::vector<ExprId> red_coords = unravel(e, red_dims);
    std::vector<ExprId> coords(R);
    for (size_t i = 0; i < kept_dims.size(); ++i) coords[kept_dims[i]] = kept_coords[i];
    for (size_t i = 0; i < red_dims.size(); ++i) coords[red_dims[i]] = red_coords[i];
    for (int d = 0; d < R; ++d)
      if (F[d] == 1) coords[d] = cint(0);
    return coords;
  };
  auto linear_full = [&](ExprId e, const std::vector<ExprId>& coords) {
    if (inner) return iadd(imul(row, row_extent), e);
    ExprId off = cint(0);
    for (int d = 0; d < R; ++d) off = iadd(off, imul(coords[d], pitch(d)));
    return off;
  };
  // Every pass over the row uses the same element variable, so the same
  // element's offsets are the same expressions and its loads can be cached.
  VarId elem_var = k_.new_var("e", k_.index_type);
  VarId unroll_step = unroll > 0 ? k_.new_var("u", DType::i32) : -1;
  auto elem_loop = [&]() {
    Stmt s;
    s.kind = StmtKind::For;
    s.var = elem_var;
    s.parallel = elem_par;
    s.value = row_extent;
    if (unroll > 0) {
      s.width = unroll;
      s.aux = unroll_step;
    }
    current_unroll_ = unroll;
    return s;
  };
  persistent_ = elem_par == Parallel::ThreadUnrolled || elem_par == Parallel::LaneUnrolled;
  // On the CPU a thread walks a whole row: transcendental values a later
  // pass needs again (softmax's exp) are kept in a row-sized array.
  if (target_ == Target::Cpu && row_len <= 16384 && (phases > 1 || !full_outs.empty())) {
    value_cache_len_ = static_cast<int>(row_len);
    value_cache_index_ = var_expr(elem_var);
  }

  for (int p = 1; p <= phases; ++p) {
    std::vector<std::pair<const BoundSymbol*, VarId>> accs;
    for (const auto* r : info_.reductions) {
      ProxyPtr out = r->flat_outputs()[0];
      if (info_.level.at(out.get()) != p) continue;
      VarId acc = k_.new_var("acc" + std::to_string(accs_made_++), compute_type(ttype(out).dtype));
      Stmt init;
      init.kind = StmtKind::AccInit;
      init.var = acc;
      init.reduce = reduce_kind(*r);
      emit(std::move(init));
      accs.emplace_back(r, acc);
    }
    Stmt loop = elem_loop();
    push(loop);
    unroll_var_ = loop.aux;
    std::vector<ExprId> coords = full_coords_at(var_expr(loop.var));
    set_row_element(coords, linear_full(var_expr(loop.var), coords));
    for (const auto& [r, acc] : accs) {
      ExprId v = eval(r->flat_inputs()[0], domain_coords_);
      Stmt up;
      up.kind = StmtKind::AccUpdate;
      up.var = acc;
      up.reduce = reduce_kind(*r);
      up.value = v;
      emit(std::move(up));
    }
    leave_element_loop();
    for (const auto& [r, acc] : accs) {
      if (level != CombineLevel::None) {
        Stmt c;
        c.kind = StmtKind::AccCombine;
        c.var = acc;
        c.reduce = reduce_kind(*r);
        c.level = level;
        emit(std::move(c));
      }
      ProxyPtr out = r->flat_outputs()[0];
      ExprId value = var_expr(acc);
      if (is_low_precision(ttype(out).dtype)) value = round_to(value, ttype(out).dtype);
      reduced_value_[out.get()] = value;
    }
  }
  for (const auto& o : kept_outs) {
    ExprId v = eval(o, kept_coords_for(ttype(o).shape, kept_coords, kept_dims));
    store(output_buffer(o), row, v, /*leader=*/level != CombineLevel::None);
  }
  if (!full_outs.empty()) {
    Stmt loop = elem_loop();
    push(loop);
    unroll_var_ = loop.aux;
    std::vector<ExprId> coords = full_coords_at(var_expr(loop.var));
    ExprId off = linear_full(var_expr(loop.var), coords);
    set_row_element(coords, off);
    for (const auto& o : full_outs) store(output_buffer(o), off, eval(o, domain_coords_));
    leave_element_loop();
  }
  pop();
  // Register arrays for the row's loads are declared at the top of the row;
  // copies no later pass reads are dropped.
  std::vector<Stmt> decls;
  for (const auto& d : array_decls_)
    if (row_cache_read_.count(d.var)) decls.push_back(d);
  drop_unread_array_stores(*row_block_);
  row_block_->insert(row_block_->begin(), decls.begin(), decls.end());
  return finish();
}

void KernelBuilder::drop_unread_array_stores(std::vector<Stmt>& body) {
  std::vector<Stmt> kept;
  for (auto& st : body) {
    if (st.kind == StmtKind::ArrayStore && is_row_cache(st.var) && !row_cache_read_.count(st.var))
      continue;
    drop_unread_array_stores(st.body);
    kept.push_back(std::move(st));
  }
  body = std::move(kept);
}

bool KernelBuilder::is_row_cache(VarId v) const {
  for (const auto& [key, arr] : row_cache_)
    if (arr == v) return true;
  for (const auto& [key, arr] : value_cache_)
    if (arr == v) return true;
  return false;
}

}  // namespace fulgur::codegen::kernel::detail
