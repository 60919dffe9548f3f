#include "codegen/kernel/lower.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <unordered_map>
#include <unordered_set>

#include "ir/error.h"

namespace fulgur::codegen::kernel {

namespace {

DType compute_type(DType d) {
  return is_low_precision(d) ? DType::f32 : d;
}

Shape squeezed(const Shape& s) {
  Shape out;
  for (int64_t e : s)
    if (e != 1) out.push_back(e);
  return out;
}

int64_t numel_of(const Shape& s) {
  int64_t n = 1;
  for (int64_t e : s) n *= e;
  return n;
}

std::vector<int64_t> ints_of(const Value& v) {
  std::vector<int64_t> out;
  if (v.is_int()) return {v.as_int()};
  for (const auto& x : v.seq().items) out.push_back(x.as_int());
  return out;
}

const TensorType& ttype(const ProxyPtr& p) {
  return p->tensor();
}

// Facts about the region as a whole, shared by its kernels.
struct RegionInfo {
  std::string name;
  std::vector<ProxyPtr> inputs;   // region arguments (tensors and numbers)
  std::vector<ProxyPtr> outputs;  // region outputs
  std::unordered_map<const Proxy*, const BoundSymbol*> def;
  std::unordered_map<const Proxy*, int> input_index;
  std::unordered_map<const Proxy*, int> output_index;
  std::unordered_map<const Proxy*, int> level;  // reduction phases a value needs
  bool has_reduction = false;
  Shape full;
  std::vector<bool> reduced;
  std::vector<const BoundSymbol*> reductions;  // with non-empty dims, in order

  bool depends_on_reduction(const Proxy* p) const {
    auto it = level.find(p);
    return it != level.end() && it->second > 0;
  }
  bool kept_compatible(const Shape& s) const {
    Shape kept;
    for (size_t d = 0; d < full.size(); ++d)
      if (!reduced[d]) kept.push_back(full[d]);
    return squeezed(s) == squeezed(kept);
  }
};

std::vector<int64_t> reduction_dims(const BoundSymbol& b) {
  return ints_of(b.bound_args()["dims"]);
}

RegionInfo analyze(const BoundSymbol& region) {
  RegionInfo info;
  info.name = region.sym->name;
  for (const auto& a : region.args) {
    FULGUR_CHECK(a.is_proxy(), info.name, ": region arguments must be names, got ", value_repr(a));
    info.input_index[a.proxy().get()] = static_cast<int>(info.inputs.size());
    info.inputs.push_back(a.proxy());
  }
  info.outputs = region.flat_outputs();
  for (size_t i = 0; i < info.outputs.size(); ++i)
    info.output_index[info.outputs[i].get()] = static_cast<int>(i);
  for (const auto& b : region.subsymbols) {
    FULGUR_CHECK(fusible_kind(b) != FusibleKind::NotFusible, info.name, ": ", b.sym->qualified(),
                 " cannot be generated inside a fusion region");
    int lvl = 0;
    for (const auto& p : b.flat_inputs()) {
      auto it = info.level.find(p.get());
      if (it != info.level.end()) lvl = std::max(lvl, it->second);
    }
    if (fusible_kind(b) == FusibleKind::Reduction && !reduction_dims(b).empty()) {
      const Shape& in = ttype(b.flat_inputs().at(0)).shape;
      std::vector<bool> red(in.size(), false);
      for (int64_t d : reduction_dims(b)) red[static_cast<size_t>(d)] = true;
      if (!info.has_reduction) {
        info.has_reduction = true;
        info.full = in;
        info.reduced = red;
      }
      FULGUR_CHECK(in == info.full && red == info.reduced, info.name,
                   ": reductions over different domains in one region (", shape_string(info.full),
                   " vs ", shape_string(in), ")");
      info.reductions.push_back(&b);
      ++lvl;
    }
    for (const auto& o : b.flat_outputs()) {
      info.def[o.get()] = &b;
      info.level[o.get()] = lvl;
    }
  }
  return info;
}

// Index expressions, values and statements of one kernel under construction.
class KernelBuilder {
 public:
  KernelBuilder(const RegionInfo& info, Target target, std::string name, Shape domain)
      : info_(info), target_(target) {
    k_.name = std::move(name);
    k_.region = info.name;
    k_.domain = std::move(domain);
  }

  Kernel build_pointwise(const std::vector<ProxyPtr>& outs) {
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

  // A reduction over few long rows, split for the CPU's threads: stage 0
  // reduces chunk c of row r into part[r * chunks + c]; stage 1 combines a
  // row's chunks and stores the region's per-row outputs.
  Kernel build_split(const std::vector<ProxyPtr>& kept_outs, int stage, int chunks) {
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
      store(output_buffer(o), row,
            eval(o, kept_coords_for(ttype(o).shape, kept_coords, kept_dims)));
    pop();
    return finish();
  }

  Kernel build_rows(const std::vector<ProxyPtr>& full_outs,
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
        VarId acc =
            k_.new_var("acc" + std::to_string(accs_made_++), compute_type(ttype(out).dtype));
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

 private:
  // ---- expressions ----------------------------------------------------------
  ExprId cint(int64_t v) {
    Expr e;
    e.op = ExprOp::Const;
    e.type = k_.index_type;
    e.i = v;
    return k_.intern(e);
  }
  ExprId constant(DType t, double f, int64_t i) {
    Expr e;
    e.op = ExprOp::Const;
    e.type = t;
    if (is_float(t))
      e.f = f;
    else
      e.i = i;
    return k_.intern(e);
  }
  ExprId literal(const Value& v, DType t) {
    if (v.is_bool()) return constant(t, v.as_bool() ? 1.0 : 0.0, v.as_bool() ? 1 : 0);
    if (v.is_int()) return constant(t, static_cast<double>(v.as_int()), v.as_int());
    double f = v.as_float();
    return constant(t, f, static_cast<int64_t>(f));
  }
  bool is_const(ExprId id, int64_t v) const {
    const Expr& e = k_.expr(id);
    return e.op == ExprOp::Const && !is_float(e.type) && e.i == v;
  }
  ExprId call(const std::string& fn, DType type, DType operand_type, ExprId a, ExprId b = -1,
              ExprId c = -1) {
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
  ExprId iadd(ExprId a, ExprId b) {
    if (is_const(a, 0)) return b;
    if (is_const(b, 0)) return a;
    return call("idx_add", k_.index_type, k_.index_type, a, b);
  }
  ExprId imul(ExprId a, ExprId b) {
    if (is_const(a, 0) || is_const(b, 0)) return cint(0);
    if (is_const(a, 1)) return b;
    if (is_const(b, 1)) return a;
    return call("idx_mul", k_.index_type, k_.index_type, a, b);
  }
  ExprId idiv(ExprId a, ExprId b) {
    if (is_const(b, 1)) return a;
    return call("idx_div", k_.index_type, k_.index_type, a, b);
  }
  ExprId imod(ExprId a, ExprId b) {
    if (is_const(b, 1)) return cint(0);
    return call("idx_mod", k_.index_type, k_.index_type, a, b);
  }
  ExprId cast(ExprId a, DType to) {
    if (k_.expr(a).type == to) return a;
    Expr e;
    e.op = ExprOp::Cast;
    e.type = to;
    e.a = a;
    return k_.intern(e);
  }
  ExprId round_to(ExprId a, DType mem) {
    Expr e;
    e.op = ExprOp::Round;
    e.type = DType::f32;
    e.mem = mem;
    e.a = a;
    return k_.intern(e);
  }
  ExprId var_expr(VarId v) {
    Expr e;
    e.op = ExprOp::Var;
    e.type = k_.vars.at(v).type;
    e.a = v;
    return k_.intern(e);
  }
  ExprId array_ref(VarId arr, ExprId idx) {
    Expr e;
    e.op = ExprOp::ArrayRef;
    e.type = k_.vars.at(arr).type;
    e.a = arr;
    e.b = idx;
    return k_.intern(e);
  }

  // Binds a computed value to a variable in the current block (once per scope).
  ExprId let(ExprId value, const std::string& prefix = "v") {
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

  // ---- arguments and buffers -----------------------------------------------
  int scalar_extents(const std::vector<int>& dims, const std::string& name) {
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
  ExprId arg_expr(int idx) {
    Expr e;
    e.op = ExprOp::Arg;
    e.type = k_.scalars.at(idx).type;
    e.a = idx;
    return k_.intern(e);
  }
  // The product of the domain's extents over `dims` (1 for none; extents of 1
  // are constants).
  ExprId extent_product(const std::vector<int>& dims) {
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
  ExprId extent(int d) { return extent_product({d}); }
  ExprId pitch(int d) {
    std::vector<int> later;
    for (int e = d + 1; e < static_cast<int>(k_.domain.size()); ++e) later.push_back(e);
    return extent_product(later);
  }
  // Coordinates of linear index `lin` over the domain dims `dims` (row-major).
  std::vector<ExprId> unravel(ExprId lin, const std::vector<int>& dims) {
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

  int input_buffer(const ProxyPtr& p) {
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
  int output_buffer(const ProxyPtr& p) {
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
  ExprId stride_arg(int buffer, int dim) {
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
  // The region inputs that `roots` are computed from, in the region's order.
  void declare_inputs(const std::vector<ProxyPtr>& roots) {
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

  // Buffers in a fixed order: the region inputs this kernel reads (in the
  // region's order), then its outputs.
  void declare_buffers(const std::vector<ProxyPtr>& outs) {
    declare_inputs(outs);
    for (const auto& o : outs) output_buffer(o);
  }

  bool is_linear_input(const ProxyPtr& p) const {
    const TensorType& t = ttype(p);
    return !t.strides && t.shape == k_.domain;
  }

  // 32-bit index math when every offset the kernel can form fits.
  void choose_index_type() {
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

  // ---- statements -----------------------------------------------------------
  Stmt for_stmt(const std::string& name, Parallel par, ExprId extent, ExprId start = -1) {
    Stmt s;
    s.kind = StmtKind::For;
    s.var = k_.new_var(name, k_.index_type);
    s.parallel = par;
    s.value = extent;
    s.start = start;
    return s;
  }
  void emit(Stmt s) { blocks_.back()->push_back(std::move(s)); }
  // Opens `loop` as the current block.
  void push(Stmt& loop) {
    blocks_.back()->push_back(loop);
    blocks_.push_back(&blocks_.back()->back().body);
    memo_.emplace_back();
    scope_ids_.push_back(next_scope_id_++);
  }
  void pop() {
    blocks_.pop_back();
    memo_.pop_back();
    scope_ids_.pop_back();
  }
  void store(int buffer, ExprId offset, ExprId value, bool leader = false) {
    Stmt s;
    s.kind = StmtKind::Store;
    s.buffer = buffer;
    s.offset = offset;
    s.value = value;
    s.leader = leader;
    emit(std::move(s));
  }

  // Closes an element loop: its variable (and the register copies indexed by
  // it) must not be used at the row level after it.
  void leave_element_loop() {
    pop();
    unroll_var_ = -1;
    linear_ = -1;
    domain_coords_.clear();
  }

  void set_element(ExprId lin, const std::vector<int>& dims) {
    linear_ = lin;
    domain_coords_ = unravel(lin, dims);
    for (size_t d = 0; d < k_.domain.size(); ++d)
      if (k_.domain[d] == 1) domain_coords_[d] = cint(0);
  }
  void set_row_element(std::vector<ExprId> coords, ExprId linear) {
    linear_ = linear;
    domain_coords_ = std::move(coords);
  }

  // The coordinates of a per-row value of shape `s`: its non-1 dims take the
  // row's kept coordinates with extent > 1, in order.
  std::vector<ExprId> kept_coords_for(const Shape& s, const std::vector<ExprId>& kept_coords,
                                      const std::vector<int>& kept_dims) {
    std::vector<ExprId> live;
    for (size_t i = 0; i < kept_dims.size(); ++i)
      if (k_.domain[kept_dims[i]] != 1) live.push_back(kept_coords[i]);
    std::vector<ExprId> out;
    size_t j = 0;
    for (int64_t e : s) out.push_back(e == 1 ? cint(0) : live.at(j++));
    return out;
  }

  void drop_unread_array_stores(std::vector<Stmt>& body) {
    std::vector<Stmt> kept;
    for (auto& st : body) {
      if (st.kind == StmtKind::ArrayStore && is_row_cache(st.var) && !row_cache_read_.count(st.var))
        continue;
      drop_unread_array_stores(st.body);
      kept.push_back(std::move(st));
    }
    body = std::move(kept);
  }
  bool is_row_cache(VarId v) const {
    for (const auto& [key, arr] : row_cache_)
      if (arr == v) return true;
    for (const auto& [key, arr] : value_cache_)
      if (arr == v) return true;
    return false;
  }

  // ---- values ---------------------------------------------------------------
  ExprId load(const ProxyPtr& p, const std::vector<ExprId>& coords) {
    int b = input_buffer(p);
    const TensorType& t = ttype(p);
    ExprId offset;
    if (coords == domain_coords_ && is_linear_input(p)) {
      auto lane = vector_lanes_.find(b);
      if (lane != vector_lanes_.end()) return lane->second;
      offset = linear_ >= 0 ? linear_ : -1;
    } else {
      offset = -1;
    }
    if (offset < 0) {
      offset = cint(0);
      for (size_t d = 0; d < t.shape.size(); ++d) {
        if (t.shape[d] == 1 || is_const(coords[d], 0)) continue;
        // A contiguous input's innermost stride is 1: a constant, so its
        // loads are unit-stride (vectorizable) without knowing the shape.
        bool innermost = !t.strides && d + 1 == t.shape.size();
        offset = iadd(offset,
                      innermost ? coords[d] : imul(coords[d], stride_arg(b, static_cast<int>(d))));
      }
    }
    Expr e;
    e.op = ExprOp::Load;
    e.type = compute_type(t.dtype);
    e.mem = t.dtype;
    e.a = b;
    e.b = offset;
    ExprId ld = k_.intern(e);
    if (!persistent_ || unroll_var_ < 0) return let(ld, "x");
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
    ExprId v = let(ld, "x");
    Stmt st;
    st.kind = StmtKind::ArrayStore;
    st.var = arr;
    st.offset = u;
    st.value = v;
    emit(std::move(st));
    return v;
  }
  ExprId number_input(const ProxyPtr& p) {
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

  // A scalar operand (literal or number proxy) in `t`.
  ExprId scalar_operand(const Value& v, DType t) {
    if (v.is_proxy()) return cast(number_input(v.proxy()), t);
    return literal(v, t);
  }

  std::string memo_key(const Proxy* p, const std::vector<ExprId>& coords) {
    std::string key = std::to_string(reinterpret_cast<uintptr_t>(p));
    for (ExprId c : coords) key += "," + std::to_string(c);
    return key;
  }

  // The value a tensor computed in this block at `coords`, if there is one.
  std::optional<ExprId> known_value(const ProxyPtr& p, const std::vector<ExprId>& coords,
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

  void remember_value(const ProxyPtr& p, const std::vector<ExprId>& coords, const std::string& key,
                      ExprId v) {
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

  // One tensor being evaluated at some coordinates. Chains of dependent ops
  // are as long as the program, so evaluation keeps its own stack of these
  // instead of recursing.
  struct EvalFrame {
    EvalFrame(ProxyPtr p_, std::vector<ExprId> coords_, std::string key_)
        : p(std::move(p_)), coords(std::move(coords_)), key(std::move(key_)) {}
    ProxyPtr p;
    std::vector<ExprId> coords;
    std::string key;
    const BoundSymbol* b = nullptr;
    std::optional<BoundArgs> args;
    enum class Stage { Start, Convert, Elementwise, Forward } stage = Stage::Start;
    size_t next = 0;  // elementwise: the next operand
    DType op_ct = DType::f32;
    std::vector<ExprId> ops;
    ExprId child = -1;  // the value of the operand last asked for
  };
  // What a frame needs before it can go on: a tensor at some coordinates.
  struct EvalNeed {
    ProxyPtr p;
    std::vector<ExprId> coords;
  };

  ExprId eval(const ProxyPtr& p, const std::vector<ExprId>& coords) {
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

  bool is_expensive(const Proxy* p) const {
    auto it = info_.def.find(p);
    if (it == info_.def.end()) return false;
    const std::string& n = it->second->sym->name;
    return n == "exp" || n == "exp2" || n == "log" || n == "log1p" || n == "tanh" || n == "erf" ||
           n == "sigmoid" || n == "pow" || n == "sin" || n == "cos";
  }

  // Advances one frame: its value once it has one, or nothing with `need`
  // set to the operand it waits for (delivered in `f.child`).
  std::optional<ExprId> eval_step(EvalFrame& f, EvalNeed& need) {
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

  // An elementwise op's operands in order (each tensor asked for in turn),
  // then its value.
  std::optional<ExprId> elementwise_step(EvalFrame& f, EvalNeed& need) {
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

  static ReduceKind reduce_kind(const BoundSymbol& r) {
    const std::string& n = r.sym->name;
    if (n == "sum") return ReduceKind::Sum;
    if (n == "prod") return ReduceKind::Prod;
    if (n == "amax") return ReduceKind::Max;
    return ReduceKind::Min;
  }

  Kernel finish() { return std::move(k_); }

  const RegionInfo& info_;
  Target target_;
  Kernel k_;
  std::vector<std::vector<Stmt>*> blocks_{&k_.body};
  std::vector<std::unordered_map<ExprId, ExprId>> memo_{1};
  std::unordered_map<std::string, std::pair<ExprId, int>> values_;
  std::vector<int> scope_ids_{0};
  int next_scope_id_ = 1;
  std::unordered_map<const Proxy*, int> buffer_of_, out_buffer_of_, number_arg_;
  std::vector<ProxyPtr> buffer_proxy_;
  std::unordered_map<const Proxy*, ExprId> reduced_value_;
  std::unordered_map<int, ExprId> vector_lanes_;
  std::vector<ExprId> domain_coords_;
  ExprId linear_ = -1;
  int n_inputs_ = 0, n_outputs_ = 0, accs_made_ = 0;
  bool persistent_ = false;
  VarId unroll_var_ = -1;
  int current_unroll_ = 0;
  std::vector<Stmt>* row_block_ = nullptr;
  std::vector<Stmt> array_decls_;
  std::map<std::pair<int, ExprId>, VarId> row_cache_;
  std::vector<Buffer> scratch_buffers_;
  int value_cache_len_ = 0;  // > 0: expensive values are kept per row (CPU)
  ExprId value_cache_index_ = -1;
  std::unordered_map<const Proxy*, VarId> value_cache_;
  std::unordered_set<VarId> row_cache_read_;
};

}  // namespace

LoweredRegion lower_region(const BoundSymbol& region, const LowerOptions& opts) {
  FULGUR_CHECK(region.sym && region.sym->has(kTagFusion),
               "lower_region: expected a fusion region, got ",
               region.sym ? region.sym->qualified() : std::string("nothing"));
  RegionInfo info = analyze(region);
  LoweredRegion out;
  out.region = info.name;

  // Which outputs the main kernel stores; the rest get pointwise kernels of
  // their own, one per shape.
  std::vector<ProxyPtr> main_full, main_kept;
  std::vector<std::pair<Shape, std::vector<ProxyPtr>>> extra;
  Shape domain;
  if (info.has_reduction) {
    domain = info.full;
  } else {
    int64_t best = -1;
    for (const auto& o : info.outputs)
      if (numel_of(ttype(o).shape) > best) {
        best = numel_of(ttype(o).shape);
        domain = ttype(o).shape;
      }
  }
  for (const auto& o : info.outputs) {
    const Shape& s = ttype(o).shape;
    if (s == domain) {
      main_full.push_back(o);
    } else if (info.has_reduction && info.kept_compatible(s)) {
      main_kept.push_back(o);
    } else {
      FULGUR_INTERNAL_ASSERT(!info.depends_on_reduction(o.get()), info.name, ": output ", o->name,
                             " depends on a reduction but fits no domain");
      auto it =
          std::find_if(extra.begin(), extra.end(), [&](const auto& e) { return e.first == s; });
      if (it == extra.end())
        extra.push_back({s, {o}});
      else
        it->second.push_back(o);
    }
  }
  int64_t rows = 1, row_len = 1;
  for (size_t d = 0; d < info.full.size(); ++d) (info.reduced[d] ? row_len : rows) *= info.full[d];
  bool single_pass = true;
  for (const auto* r : info.reductions)
    single_pass = single_pass && info.level.at(r->flat_outputs()[0].get()) == 1;
  // Few long rows: a thread per row would leave the other threads idle.
  if (info.has_reduction && opts.target == Target::Cpu && main_full.empty() && single_pass &&
      rows < 16 && row_len >= (int64_t{1} << 16)) {
    constexpr int kChunks = 64;
    for (int stage = 0; stage < 2; ++stage) {
      KernelBuilder kb(info, opts.target, info.name + (stage ? "_combine" : "_partials"), domain);
      out.kernels.push_back(kb.build_split(main_kept, stage, kChunks));
    }
    for (const auto* r : info.reductions)
      out.scratch.push_back({compute_type(ttype(r->flat_outputs()[0]).dtype), rows * kChunks});
  } else if (info.has_reduction) {
    KernelBuilder kb(info, opts.target, info.name, domain);
    out.kernels.push_back(kb.build_rows(main_full, main_kept));
  } else if (!main_full.empty()) {
    KernelBuilder kb(info, opts.target, info.name, domain);
    out.kernels.push_back(kb.build_pointwise(main_full));
  }
  for (const auto& [shape, outs] : extra) {
    std::string name = info.name + "_" + std::to_string(out.kernels.size());
    KernelBuilder kb(info, opts.target, name, shape);
    out.kernels.push_back(kb.build_pointwise(outs));
  }
  return out;
}

}  // namespace fulgur::codegen::kernel
