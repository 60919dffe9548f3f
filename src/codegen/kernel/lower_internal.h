// Internal to lowering (lower.cpp and the files it is split into; not part
// of lower.h's API): the facts about a region its kernels share (RegionInfo),
// and the KernelBuilder that builds one kernel. The builder's parts live in
// separate files:
//   lower.cpp              the region's analysis and the choice of schedules
//   schedule_pointwise.cpp a grid-stride pointwise loop (16-byte vectors on CUDA)
//   schedule_rows.cpp      row reductions and normalizations: a warp or block
//                          per row (16-byte vectors for rows in registers on
//                          CUDA), or a thread per output (outer reductions,
//                          and every reduction on the CPU)
//   schedule_split.cpp     few long rows on the CPU: partials over chunks, then
//                          their combination
//   kernel_builder.cpp     expressions, scalar arguments, buffers, statements
//   lower_ops.cpp          the value of each fusible op at some coordinates
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

#include "codegen/kernel/kernel_ir.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/symbol.h"

namespace fulgur::codegen::kernel::detail {

inline DType compute_type(DType d) {
  return is_low_precision(d) ? DType::f32 : d;
}

inline Shape squeezed(const Shape& s) {
  Shape out;
  for (int64_t e : s)
    if (e != 1) out.push_back(e);
  return out;
}

inline int64_t numel_of(const Shape& s) {
  int64_t n = 1;
  for (int64_t e : s) n *= e;
  return n;
}

inline std::vector<int64_t> ints_of(const Value& v) {
  std::vector<int64_t> out;
  if (v.is_int()) return {v.as_int()};
  for (const auto& x : v.seq().items) out.push_back(x.as_int());
  return out;
}

inline const TensorType& ttype(const ProxyPtr& p) {
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

inline std::vector<int64_t> reduction_dims(const BoundSymbol& b) {
  return ints_of(b.bound_args()["dims"]);
}

// The facts lower_region needs before choosing schedules: inputs, outputs,
// definitions, reduction phases and the reduced domain.
RegionInfo analyze(const BoundSymbol& region);

// Index expressions, values and statements of one kernel under construction.
// lower_region makes one builder per kernel and calls one schedule on it.
class KernelBuilder {
 public:
  KernelBuilder(const RegionInfo& info, Target target, std::string name, Shape domain)
      : info_(info), target_(target) {
    k_.name = std::move(name);
    k_.region = info.name;
    k_.domain = std::move(domain);
  }

  // ---- schedules: each builds the whole kernel ------------------------------
  // The outputs `outs`, all of the domain's shape (schedule_pointwise.cpp).
  Kernel build_pointwise(const std::vector<ProxyPtr>& outs);

  // A reduction over few long rows, split for the CPU's threads
  // (schedule_split.cpp): stage 0
  // reduces chunk c of row r into part[r * chunks + c]; stage 1 combines a
  // row's chunks and stores the region's per-row outputs.
  Kernel build_split(const std::vector<ProxyPtr>& kept_outs, int stage, int chunks);

  // Reductions and normalizations, one pass over each row per reduction
  // phase; stores the outputs of the full domain and the per-row ones
  // (schedule_rows.cpp).
  Kernel build_rows(const std::vector<ProxyPtr>& full_outs, const std::vector<ProxyPtr>& kept_outs);

 private:
  // ---- expressions (kernel_builder.cpp) -------------------------------------
  ExprId cint(int64_t v);
  ExprId constant(DType t, double f, int64_t i);
  ExprId literal(const Value& v, DType t);
  bool is_const(ExprId id, int64_t v) const;
  ExprId call(const std::string& fn, DType type, DType operand_type, ExprId a, ExprId b = -1,
              ExprId c = -1);
  ExprId iadd(ExprId a, ExprId b);
  ExprId imul(ExprId a, ExprId b);
  ExprId idiv(ExprId a, ExprId b);
  ExprId imod(ExprId a, ExprId b);
  ExprId cast(ExprId a, DType to);
  ExprId round_to(ExprId a, DType mem);
  ExprId var_expr(VarId v);
  ExprId array_ref(VarId arr, ExprId idx);

  // Binds a computed value to a variable in the current block (once per scope).
  ExprId let(ExprId value, const std::string& prefix = "v");

  // ---- arguments and buffers (kernel_builder.cpp) ---------------------------
  int scalar_extents(const std::vector<int>& dims, const std::string& name);
  ExprId arg_expr(int idx);
  // The product of the domain's extents over `dims` (1 for none; extents of 1
  // are constants).
  ExprId extent_product(const std::vector<int>& dims);
  ExprId extent(int d) { return extent_product({d}); }
  ExprId pitch(int d);
  // Coordinates of linear index `lin` over the domain dims `dims` (row-major).
  std::vector<ExprId> unravel(ExprId lin, const std::vector<int>& dims);

  int input_buffer(const ProxyPtr& p);
  int output_buffer(const ProxyPtr& p);
  ExprId stride_arg(int buffer, int dim);
  // The region inputs that `roots` are computed from, in the region's order.
  void declare_inputs(const std::vector<ProxyPtr>& roots);

  // Buffers in a fixed order: the region inputs this kernel reads (in the
  // region's order), then its outputs.
  void declare_buffers(const std::vector<ProxyPtr>& outs);

  bool is_linear_input(const ProxyPtr& p) const;

  // 32-bit index math when every offset the kernel can form fits.
  void choose_index_type();

  // ---- statements (kernel_builder.cpp) --------------------------------------
  Stmt for_stmt(const std::string& name, Parallel par, ExprId extent, ExprId start = -1);
  void emit(Stmt s) { blocks_.back()->push_back(std::move(s)); }
  // Opens `loop` as the current block.
  void push(Stmt& loop);
  void pop();
  void store(int buffer, ExprId offset, ExprId value, bool leader = false);

  // Closes an element loop: its variable (and the register copies indexed by
  // it) must not be used at the row level after it.
  void leave_element_loop();

  void set_element(ExprId lin, const std::vector<int>& dims);
  void set_row_element(std::vector<ExprId> coords, ExprId linear);

  // The coordinates of a per-row value of shape `s`: its non-1 dims take the
  // row's kept coordinates with extent > 1, in order.
  std::vector<ExprId> kept_coords_for(const Shape& s, const std::vector<ExprId>& kept_coords,
                                      const std::vector<int>& kept_dims);

  // ---- the row schedule (schedule_rows.cpp) --------------------------------
  // The decisions build_rows makes for every copy of the row loop.
  struct RowPlan {
    std::vector<int> kept_dims, red_dims;
    int phases = 0;
    bool inner = false;
    int64_t row_len = 1;
    Parallel row_par = Parallel::GridStride, elem_par = Parallel::Serial;
    CombineLevel level = CombineLevel::None;
    int unroll = 0;  // steps of an unrolled element loop (0: not unrolled)
  };
  // One loop over the rows (extent `rows`) with every pass over each row;
  // `vec` > 1: the element loop walks groups of `vec` elements, read and
  // written with vector accesses where the buffer allows.
  void build_row_loop(const RowPlan& plan, const std::vector<ProxyPtr>& full_outs,
                      const std::vector<ProxyPtr>& kept_outs, int vec, ExprId rows);

  // The group of a vectorized element loop being built: element `lane` of
  // the group starting at `group_start` (= group * width), at `elem`; the
  // group's first element is at `linear_base` in buffers of the domain.
  struct RowVector {
    int width = 1;
    int64_t row_len = 0;
    VarId group = -1;
    ExprId group_start = -1, elem = -1, linear_base = -1;
    int lane = 0;
  };
  // Whether an input read at `coords` is one lane of the current group: a
  // contiguous input whose last dim is the row and whose other coordinates
  // do not move with the group.
  bool row_vector_operand(const TensorType& t, const std::vector<ExprId>& coords) const;
  // The register array of buffer b's group at `base`, loaded with one vector
  // access in the current block the first time it is asked for.
  VarId row_vector_load(int b, ExprId base);
  bool references_var(ExprId e, VarId v) const;
  // The offset of the element of buffer b (an input of type t) at `coords`.
  ExprId element_offset(int b, const TensorType& t, const std::vector<ExprId>& coords);

  // ---- the row schedule's register copies (schedule_rows.cpp) --------------
  // Drops stores into row caches that no later pass reads.
  void drop_unread_array_stores(std::vector<Stmt>& body);
  bool is_row_cache(VarId v) const;

  // ---- values: per-op lowering (lower_ops.cpp) ------------------------------
  ExprId load(const ProxyPtr& p, const std::vector<ExprId>& coords);
  ExprId number_input(const ProxyPtr& p);

  // A scalar operand (literal or number proxy) in `t`.
  ExprId scalar_operand(const Value& v, DType t);

  std::string memo_key(const Proxy* p, const std::vector<ExprId>& coords);

  // The value a tensor computed in this block at `coords`, if there is one.
  std::optional<ExprId> known_value(const ProxyPtr& p, const std::vector<ExprId>& coords,
                                    const std::string& key);

  void remember_value(const ProxyPtr& p, const std::vector<ExprId>& coords, const std::string& key,
                      ExprId v);

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

  ExprId eval(const ProxyPtr& p, const std::vector<ExprId>& coords);

  bool is_expensive(const Proxy* p) const;

  // Advances one frame: its value once it has one, or nothing with `need`
  // set to the operand it waits for (delivered in `f.child`).
  std::optional<ExprId> eval_step(EvalFrame& f, EvalNeed& need);

  // An elementwise op's operands in order (each tensor asked for in turn),
  // then its value.
  std::optional<ExprId> elementwise_step(EvalFrame& f, EvalNeed& need);

  static ReduceKind reduce_kind(const BoundSymbol& r);

  Kernel finish() { return std::move(k_); }

  // ---- state ------------------------------------------------------------------
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
  RowVector row_vec_;
  // (buffer, group offset) -> (register array, scope of its vector load)
  std::map<std::pair<int, ExprId>, std::pair<VarId, int>> row_vec_loads_;
  std::set<int> row_vec_buffers_;  // buffers a vector loop accesses
  int vec_loads_made_ = 0;
};

}  // namespace fulgur::codegen::kernel::detail
