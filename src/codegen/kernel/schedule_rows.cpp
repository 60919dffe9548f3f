// The row schedule of reductions and normalizations: every reduction phase is
// a pass over the row. On CUDA, rows that are contiguous get a warp (short
// rows) or a block per row, kept in registers when they fit and then moved in
// 16-byte vectors where the buffers' alignment allows (checked at run time);
// outer reductions and every reduction on the CPU get a thread per output row.
#include "codegen/kernel/lower_internal.h"

#include <algorithm>

namespace fulgur::codegen::kernel::detail {

Kernel KernelBuilder::build_rows(const std::vector<ProxyPtr>& full_outs,
                                 const std::vector<ProxyPtr>& kept_outs) {
  const Shape& F = k_.domain;
  const int R = static_cast<int>(F.size());
  RowPlan plan;
  for (int d = 0; d < R; ++d) (info_.reduced[d] ? plan.red_dims : plan.kept_dims).push_back(d);
  for (const auto* r : info_.reductions)
    plan.phases = std::max(plan.phases, info_.level.at(r->flat_outputs()[0].get()));
  k_.kind = plan.phases == 1 && full_outs.empty() ? "reduction" : "normalization";
  choose_index_type();
  std::vector<ProxyPtr> all_outs = full_outs;
  all_outs.insert(all_outs.end(), kept_outs.begin(), kept_outs.end());
  declare_buffers(all_outs);

  // Inner reductions: the reduced dims follow every kept dim with extent > 1,
  // so a row is contiguous and a warp or block walks it coalesced.
  int last_kept = -1, first_red = R, live_red = 0;
  for (int d : plan.kept_dims)
    if (F[d] != 1) last_kept = d;
  for (int d : plan.red_dims)
    if (F[d] != 1) {
      first_red = std::min(first_red, d);
      ++live_red;
    }
  plan.inner = first_red > last_kept;
  plan.row_len = 1;
  for (int d : plan.red_dims) plan.row_len *= F[d];

  int threads = 32;  // the threads that share a row
  if (target_ == Target::Cpu || !plan.inner) {
    k_.launch.kind = LaunchShape::Kind::ThreadPerRow;
    k_.launch.threads = 256;
    k_.launch.items_per_block = 256;
    plan.row_par = Parallel::GridStride;
    plan.elem_par = Parallel::Serial;
    plan.level = CombineLevel::None;
  } else if (plan.row_len <= 32 * 8) {
    k_.launch.kind = LaunchShape::Kind::WarpPerRow;
    k_.launch.threads = 128;
    k_.launch.items_per_block = 4;
    plan.row_par = Parallel::WarpStride;
    plan.elem_par = Parallel::LaneUnrolled;
    plan.unroll = static_cast<int>(std::max<int64_t>(1, (plan.row_len + 31) / 32));
    plan.level = CombineLevel::Warp;
  } else {
    // About 8 elements a thread: more bytes in flight per warp and fewer
    // warps per block reduction. Measured on an H200 (docs/perf/gpu.md):
    // softmax over rows of 1024 f32 went from 0.53 to 0.67 of a copy with
    // 128 threads instead of 256; for rows of 4096, 512 stayed the best.
    int64_t n = plan.row_len;
    threads = n <= 1024 ? 128 : n <= 2048 ? 256 : n <= 4096 ? 512 : 1024;
    k_.launch.kind = LaunchShape::Kind::BlockPerRow;
    k_.launch.threads = threads;
    k_.launch.items_per_block = 1;
    plan.row_par = Parallel::BlockStride;
    plan.level = CombineLevel::Block;
    if (plan.row_len <= static_cast<int64_t>(threads) * 8) {
      plan.elem_par = Parallel::ThreadUnrolled;
      plan.unroll = static_cast<int>((plan.row_len + threads - 1) / threads);
    } else {
      plan.elem_par = Parallel::ThreadStride;  // several passes over rows that do not fit
    }
  }
  k_.launch.work_dims = plan.kept_dims;
  persistent_ =
      plan.elem_par == Parallel::ThreadUnrolled || plan.elem_par == Parallel::LaneUnrolled;
  // On the CPU a thread walks a whole row: transcendental values a later
  // pass needs again (softmax's exp) are kept in a row-sized array.
  if (target_ == Target::Cpu && plan.row_len <= 16384 && (plan.phases > 1 || !full_outs.empty()))
    value_cache_len_ = static_cast<int>(plan.row_len);

  // Rows kept in registers on CUDA move in 16-byte accesses: each thread
  // takes groups of `vec` consecutive elements, so a warp's load is 512
  // contiguous bytes instead of 32 elements. Only for rows that are a whole
  // number of groups along one dim, and only when every buffer accessed that
  // way is aligned, which the kernel checks before choosing this copy of the
  // row loop over the scalar one.
  int vec = 1;
  if (target_ == Target::Cuda && persistent_ && live_red == 1) {
    int max_item = 0;
    for (const auto& o : full_outs) max_item = std::max(max_item, dtype_itemsize(ttype(o).dtype));
    for (const auto& p : info_.inputs) {
      if (!p->is_tensor() || !buffer_of_.count(p.get())) continue;
      const TensorType& t = ttype(p);
      if (!t.strides && !t.shape.empty() && t.shape.back() == plan.row_len)
        max_item = std::max(max_item, dtype_itemsize(t.dtype));
    }
    int v = max_item > 0 ? std::min(8, 16 / max_item) : 1;
    if (v > 1 && plan.row_len % v == 0 && plan.row_len >= v) vec = v;
  }

  ExprId rows = extent_product(plan.kept_dims);
  if (vec > 1) {
    int per_step = (plan.elem_par == Parallel::LaneUnrolled ? 32 : threads) * vec;
    RowPlan vplan = plan;
    vplan.unroll = static_cast<int>((plan.row_len + per_step - 1) / per_step);
    row_vec_buffers_.clear();
    build_row_loop(vplan, full_outs, kept_outs, vec, rows);
    if (row_vec_buffers_.empty()) {
      k_.body.pop_back();  // nothing moved in vectors: the scalar loop alone
      vec = 1;
    }
  }
  if (vec > 1) {
    // vec_ok = every vector-accessed buffer aligned to its access (a sliced
    // input's base need not be), and the row a whole number of groups.
    ExprId ok = call("eq", DType::b8, k_.index_type, imod(extent_product(plan.red_dims), cint(vec)),
                     cint(0));
    for (int b : row_vec_buffers_) {
      Expr e;
      e.op = ExprOp::Aligned;
      e.type = DType::b8;
      e.a = b;
      e.i = vec * dtype_itemsize(k_.buffers[b].dtype);
      ok = call("logical_and", DType::b8, DType::b8, k_.intern(e), ok);
    }
    Stmt let_ok;
    let_ok.kind = StmtKind::Let;
    let_ok.var = k_.new_var("vec_ok", DType::b8);
    let_ok.value = ok;
    ExprId ok_ref = var_expr(let_ok.var);
    k_.body.back().value = call("where", k_.index_type, k_.index_type, ok_ref, rows, cint(0));
    k_.body.insert(k_.body.begin(), std::move(let_ok));
    build_row_loop(plan, full_outs, kept_outs, 1,
                   call("where", k_.index_type, k_.index_type, ok_ref, cint(0), rows));
  } else {
    build_row_loop(plan, full_outs, kept_outs, 1, rows);
  }
  k_.vector_width = vec;
  return finish();
}

void KernelBuilder::build_row_loop(const RowPlan& plan, const std::vector<ProxyPtr>& full_outs,
                                   const std::vector<ProxyPtr>& kept_outs, int vec, ExprId rows) {
  const Shape& F = k_.domain;
  const int R = static_cast<int>(F.size());
  const std::vector<int>& kept_dims = plan.kept_dims;
  const std::vector<int>& red_dims = plan.red_dims;
  // Each copy of the row loop has its own register copies and reductions.
  row_cache_.clear();
  array_decls_.clear();
  reduced_value_.clear();
  ExprId row_extent = extent_product(red_dims);

  Stmt row_loop = for_stmt("row", plan.row_par, rows);
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
    if (plan.inner) return iadd(imul(row, row_extent), e);
    ExprId off = cint(0);
    for (int d = 0; d < R; ++d) off = iadd(off, imul(coords[d], pitch(d)));
    return off;
  };
  // Every pass over the row uses the same element variable, so the same
  // element's offsets are the same expressions and its loads can be cached.
  // With vectors the loop runs over groups g of `vec` elements g * vec + j.
  VarId elem_var = k_.new_var(vec > 1 ? "g" : "e", k_.index_type);
  VarId unroll_step = plan.unroll > 0 ? k_.new_var("u", DType::i32) : -1;
  ExprId loop_extent = vec > 1 ? let(idiv(row_extent, cint(vec)), "groups") : row_extent;
  auto elem_loop = [&]() {
    Stmt s;
    s.kind = StmtKind::For;
    s.var = elem_var;
    s.parallel = plan.elem_par;
    s.value = loop_extent;
    if (plan.unroll > 0) {
      s.width = plan.unroll;
      s.aux = unroll_step;
    }
    current_unroll_ = plan.unroll;
    return s;
  };
  if (value_cache_len_ > 0) value_cache_index_ = var_expr(elem_var);
  // The elements of one step of the element loop: the loop variable itself,
  // or a group's `vec` elements (load() reads them from one vector access).
  auto for_each_element = [&](ExprId loop_var, auto&& body) {
    if (vec == 1) {
      std::vector<ExprId> coords = full_coords_at(loop_var);
      set_row_element(coords, linear_full(loop_var, coords));
      body(0);
      return;
    }
    // Not bound by a Let: every pass must form the same offsets, for the
    // register copies of the first pass to serve the later ones.
    ExprId start = imul(loop_var, cint(vec));
    row_vec_.width = vec;
    row_vec_.row_len = plan.row_len;
    row_vec_.group = elem_var;
    row_vec_.group_start = start;
    row_vec_.linear_base = linear_full(start, full_coords_at(start));
    for (int j = 0; j < vec; ++j) {
      ExprId e = iadd(start, cint(j));
      std::vector<ExprId> coords = full_coords_at(e);
      set_row_element(coords, linear_full(e, coords));
      row_vec_.elem = e;
      row_vec_.lane = j;
      body(j);
    }
    row_vec_ = RowVector{};
  };

  for (int p = 1; p <= plan.phases; ++p) {
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
    for_each_element(var_expr(loop.var), [&](int) {
      for (const auto& [r, acc] : accs) {
        ExprId v = eval(r->flat_inputs()[0], domain_coords_);
        Stmt up;
        up.kind = StmtKind::AccUpdate;
        up.var = acc;
        up.reduce = reduce_kind(*r);
        up.value = v;
        emit(std::move(up));
      }
    });
    leave_element_loop();
    for (const auto& [r, acc] : accs) {
      if (plan.level != CombineLevel::None) {
        Stmt c;
        c.kind = StmtKind::AccCombine;
        c.var = acc;
        c.reduce = reduce_kind(*r);
        c.level = plan.level;
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
    store(output_buffer(o), row, v, /*leader=*/plan.level != CombineLevel::None);
  }
  if (!full_outs.empty()) {
    Stmt loop = elem_loop();
    push(loop);
    unroll_var_ = loop.aux;
    // With vectors each output's group is gathered in registers and stored
    // in one access.
    std::vector<VarId> out_arrays;
    if (vec > 1)
      for (const auto& o : full_outs) {
        int b = output_buffer(o);
        VarId arr = k_.new_var(k_.buffers[b].name + "_v", compute_type(k_.buffers[b].dtype), vec);
        Stmt s;
        s.kind = StmtKind::ArrayDecl;
        s.var = arr;
        s.width = vec;
        emit(std::move(s));
        out_arrays.push_back(arr);
      }
    for_each_element(var_expr(loop.var), [&](int j) {
      for (size_t i = 0; i < full_outs.size(); ++i) {
        ExprId v = eval(full_outs[i], domain_coords_);
        if (vec == 1) {
          store(output_buffer(full_outs[i]), linear_, v);
          continue;
        }
        Stmt s;
        s.kind = StmtKind::ArrayStore;
        s.var = out_arrays[i];
        s.offset = cint(j);
        s.value = v;
        emit(std::move(s));
        if (j + 1 < vec) continue;
        Stmt st;
        st.kind = StmtKind::VecStore;
        st.var = out_arrays[i];
        st.buffer = output_buffer(full_outs[i]);
        st.offset = row_vec_.linear_base;
        st.width = vec;
        emit(std::move(st));
        row_vec_buffers_.insert(st.buffer);
      }
    });
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
