// CudaProgram's plan (codegen/cuda_program.h): GEMMs on their operands'
// layouts, views as metadata, the planner's own kernels
// (cuda/library_kernels.h) and the host program that launches them.
#include "codegen/cuda/library_kernels.h"
#include "codegen/cuda_program.h"
#include "codegen/dump.h"

#include "codegen/attention.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <set>
#include <sstream>
#include <unordered_map>

#include "codegen/compile_jobs.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/cuda/emulation.h"
#include "codegen/host_planner.h"
#include "codegen/kernel/lower.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/nvrtc.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/del_last_used.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "runtime/cuda/cublas.h"
#include "runtime/cuda/nccl.h"
#include "runtime/host_executor.h"
#include "runtime/reference_executor.h"
#include "runtime/timeline.h"

namespace fulgur::codegen {

namespace rt = ::fulgur::cuda;

namespace {

int64_t product(const std::vector<int64_t>& xs, size_t begin = 0, size_t end = SIZE_MAX) {
  int64_t n = 1;
  for (size_t i = begin; i < std::min(end, xs.size()); ++i) n *= xs[i];
  return n;
}

std::vector<int64_t> ints_of(const Value& v) {
  std::vector<int64_t> out;
  for (const Value& x : v.seq().items) out.push_back(x.as_int());
  return out;
}

// One GEMM operand in a plan: its matrix (the last two dims) row-major or
// column-major, and one batch stride over the flattened batch `batch_shape`.
struct Operand {
  bool ok = false;
  bool transposed = false;
  int64_t ld = 0, batch_stride = 0;
};

Operand classify(const Shape& shape, const Shape& strides, const Shape& batch_shape) {
  Operand o;
  size_t r = shape.size();
  if (r < 2) return o;
  int64_t rows = shape[r - 2], cols = shape[r - 1];
  int64_t s0 = strides[r - 2], s1 = strides[r - 1];
  if ((cols == 1 || s1 == 1) && (rows == 1 || s0 >= cols)) {
    o.transposed = false;
    o.ld = rows == 1 ? std::max<int64_t>(cols, 1) : std::max<int64_t>(s0, 1);
  } else if ((rows == 1 || s0 == 1) && (cols == 1 || s1 >= rows)) {
    o.transposed = true;
    o.ld = cols == 1 ? std::max<int64_t>(rows, 1) : std::max<int64_t>(s1, 1);
  } else {
    return o;
  }
  // The operand's batch dims, right-aligned to the output's; broadcast dims
  // step by 0. The flattened batch must step by one stride.
  size_t nb = batch_shape.size(), ob = r - 2;
  std::vector<int64_t> bstride(nb, 0);
  for (size_t i = 0; i < nb; ++i) {
    if (i + ob < nb) continue;
    size_t j = i + ob - nb;
    bstride[i] = shape[j] == 1 ? 0 : strides[j];
  }
  int64_t single = 0;
  bool found = false;
  for (size_t i = nb; i-- > 0;) {
    if (batch_shape[i] == 1) continue;
    int64_t inner = product(batch_shape, i + 1);
    if (!found) {
      if (bstride[i] % inner != 0) return o;
      single = bstride[i] / inner;
      found = true;
    }
    if (bstride[i] != single * inner) return o;
  }
  o.batch_stride = single;
  o.ok = true;
  return o;
}

bool fits_int(int64_t v) {
  return v >= 0 && v <= 2147483647;
}

// The GEMM of out = a @ b (a, b as laid out; out contiguous), or nullopt
// when cuBLAS cannot take these layouts in one call.
std::optional<GemmPlan> plan_gemm(const SlotLayout& a, const SlotLayout& b, const Shape& out) {
  if (a.shape.size() < 2 || b.shape.size() < 2 || out.size() < 2) return std::nullopt;
  if (a.dtype != b.dtype || !(a.dtype == DType::f32 || a.dtype == DType::f64 ||
                              a.dtype == DType::f16 || a.dtype == DType::bf16))
    return std::nullopt;
  Shape batch(out.begin(), out.end() - 2);
  GemmPlan g;
  g.batch = product(batch);
  g.m = out[out.size() - 2];
  g.n = out.back();
  g.k = a.shape.back();
  // k == 0 must write zeros: left to the fallback rather than to cuBLAS's
  // handling of an empty product.
  if (g.k == 0) return std::nullopt;
  Operand oa = classify(a.shape, a.strides, batch), ob = classify(b.shape, b.strides, batch);
  if (!oa.ok || !ob.ok) return std::nullopt;
  // A row-major a whose batch entries follow each other row by row, times
  // one shared b, is one taller GEMM.
  if (g.batch > 1 && ob.batch_stride == 0 && !oa.transposed && oa.batch_stride == g.m * oa.ld) {
    g.m *= g.batch;
    g.batch = 1;
    oa.batch_stride = 0;
  }
  g.a_transposed = oa.transposed;
  g.b_transposed = ob.transposed;
  g.lda = oa.ld;
  g.ldb = ob.ld;
  g.stride_a = oa.batch_stride;
  g.stride_b = ob.batch_stride;
  for (int64_t v : {g.m, g.n, g.k, g.batch, g.lda, g.ldb})
    if (!fits_int(v)) return std::nullopt;
  return g;
}

// The layout of a view op's output, or nullopt when it is not a view of
// `in` (a reshape of a non-contiguous tensor copies).
std::optional<std::pair<SlotLayout, int64_t>> plan_view(const BoundSymbol& b, const SlotLayout& in,
                                                        const TensorType& out) {
  const std::string& n = b.sym->name;
  BoundArgs ba = b.bound_args();
  SlotLayout l;
  l.shape = out.shape;
  l.dtype = out.dtype;
  int64_t offset = 0;
  if (n == "transpose") {
    auto perm = ints_of(ba["permutation"]);
    for (int64_t p : perm) l.strides.push_back(in.strides.at(static_cast<size_t>(p)));
  } else if (n == "broadcast_in_dim") {
    auto bdims = ints_of(ba["broadcast_dimensions"]);
    l.strides.assign(out.shape.size(), 0);
    for (size_t i = 0; i < bdims.size(); ++i) {
      size_t d = static_cast<size_t>(bdims[i]);
      if (in.shape.at(i) == out.shape.at(d)) l.strides[d] = in.strides[i];
    }
  } else if (n == "reshape" || n == "squeeze") {
    if (!in.is_contiguous()) return std::nullopt;
    l.strides = contiguous_strides(out.shape);
  } else if (n == "slice") {
    auto start = ints_of(ba["start_indices"]);
    std::vector<int64_t> step(start.size(), 1);
    if (!ba["strides"].is_none()) step = ints_of(ba["strides"]);
    for (size_t d = 0; d < start.size(); ++d) {
      offset += start[d] * in.strides[d];
      l.strides.push_back(in.strides[d] * step[d]);
    }
  } else {
    return std::nullopt;
  }
  if (l.strides.size() != l.shape.size()) return std::nullopt;
  return std::make_pair(l, offset);
}

// CUDA's half of the host planner: kernels printed as CUDA C++ (NVRTC
// compiles them when a device loads the plan); linear and matmul as cuBLAS
// GEMMs on the operands' layouts; views outside the regions as metadata;
// everything else through libtorch on host copies (slow, counted).
class CudaPlanTarget final : public HostPlanTarget {
 public:
  explicit CudaPlanTarget(CudaPlan& plan) : plan_(plan) {}
  HostDevice device() const override { return HostDevice::Cuda; }
  void add_kernel(kernel::Kernel k, HostInstr& l) override {
    l.kernel = static_cast<int>(plan_.kernels.size());
    std::string source = cuda::print_cuda(k);
    if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << k.name << "\n" << source;
    plan_.sources.push_back(std::move(source));
    plan_.kernels.push_back(std::move(k));
  }
  void plan_op(HostPlanner& pl, const BoundSymbol& b) override {
    const std::string& name = b.sym->name;
    if (b.sym->qualified() == "prims.copy_") {
      plan_copy(pl, b);
      return;
    }
    if (b.sym->qualified() == "prims.take_along_dim" && b.args.at(0).is_tensor() &&
        b.args.at(0).proxy()->tensor().rank() > 0) {
      plan_take_along_dim(pl, b);
      return;
    }
    if (b.sym->qualified() == "prims.cat") {
      plan_cat(pl, b);
      return;
    }
    if (b.sym->qualified() == "prims.flash_attention") {
      plan_flash_attention(pl, b);
      return;
    }
    if (b.sym->ns == "prims" && (name == "linear" || name == "matmul")) {
      if (plan_gemm_call(pl, b)) return;
      host_call(pl, b);
      return;
    }
    if (b.sym->ns == "prims" && b.args.size() >= 1 && b.args[0].is_tensor() &&
        b.flat_outputs().size() == 1 && b.flat_outputs()[0]->is_tensor()) {
      int src = pl.slot(b.args[0].proxy());
      ProxyPtr out = b.flat_outputs()[0];
      // A reshape that is no view of its input: a contiguous copy on the
      // device first, then a view of that.
      if ((name == "reshape" || name == "squeeze") && !pl.layout(src).is_contiguous())
        pl.make_contiguous(src);
      if (auto v = plan_view(b, pl.layout(src), out->tensor())) {
        HostInstr vi;
        vi.op = HostInstr::Op::View;
        vi.name = b.sym->qualified();
        vi.slot = pl.add_slot(out, v->first);
        vi.source = src;
        vi.offset = v->second;
        vi.shape = v->first.shape;
        vi.strides = v->first.strides;
        pl.emit(std::move(vi));
        return;
      }
    }
    host_call(pl, b);
  }

 private:
  // A gather on the device, its bad indices reported by the program.
  void plan_take_along_dim(HostPlanner& pl, const BoundSymbol& b) {
    BoundArgs ba = b.bound_args();
    ProxyPtr a = ba["a"].proxy(), idx = ba["indices"].proxy();
    ProxyPtr out = b.flat_outputs().at(0);
    int64_t dim = ba["dim"].as_int();
    int sa = pl.slot(a), si = pl.slot(idx);
    const int code = static_cast<int>(plan_.checked.size()) + 1;
    std::string kname = "cudaTakeAlongDim" + std::to_string(code - 1);
    auto [k, source] = take_along_dim_kernel(kname, pl.layout(sa), pl.layout(si), dim, code);
    plan_.checked.push_back(b.sym->qualified() + "(" + a->name + ", " + idx->name + ", " +
                            std::to_string(dim) + "): an index is out of range for dim " +
                            std::to_string(dim) + " of extent " +
                            std::to_string(a->tensor().shape.at(static_cast<size_t>(dim))));
    int so = pl.add_slot(out, true);
    pl.allocate(so, out->tensor().shape, out->tensor().dtype);
    HostInstr l;
    l.op = HostInstr::Op::Launch;
    l.name = kname;
    l.kernel = static_cast<int>(plan_.kernels.size());
    l.buffers = {sa, si, so};  // the error flag is the frame's (Frame::launch)
    if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << kname << "\n" << source;
    plan_.sources.push_back(std::move(source));
    plan_.kernels.push_back(std::move(k));
    pl.emit(std::move(l));
  }

  // The fused attention kernel (codegen/attention.h): its CUDA C++ comes
  // from its own generator, not from the kernel IR; the Kernel made here
  // carries what launching needs (buffers, scalars, launch shape).
  void plan_flash_attention(HostPlanner& pl, const BoundSymbol& b) {
    AttentionShape sh = attention_shape(b);
    BoundArgs a = b.bound_args();
    ProxyPtr out = b.flat_outputs().at(0);
    kernel::Kernel k;
    k.name = "flash_attention" + std::to_string(plan_.kernels.size());
    k.region = out->name;
    k.kind = "attention";
    k.index_type = DType::i64;
    const int64_t qblocks = (sh.L + kFlashThreads - 1) / kFlashThreads;
    k.domain = {sh.batch_heads, qblocks, sh.L, sh.S};
    HostInstr l;
    l.op = HostInstr::Op::Launch;
    l.name = k.name;
    int index = 0;
    for (const char* n : {"query", "key", "value", "attn_mask"}) {
      if (!a[n].is_tensor()) continue;
      int s = pl.slot(a[n].proxy());
      if (!pl.layout(s).is_contiguous()) pl.make_contiguous(s);
      kernel::Buffer buf;
      buf.name = "in" + std::to_string(index);
      buf.dtype = a[n].proxy()->tensor().dtype;
      buf.region_index = index++;
      k.buffers.push_back(buf);
      l.buffers.push_back(s);
    }
    int o = pl.add_slot(out, true);
    pl.allocate(o, out->tensor().shape, out->tensor().dtype);
    kernel::Buffer ob;
    ob.name = "out0";
    ob.dtype = out->tensor().dtype;
    ob.is_output = true;
    k.buffers.push_back(ob);
    l.buffers.push_back(o);
    const std::pair<const char*, int> scalars[] = {{"batch_heads", 0}, {"L", 2}, {"S", 3}};
    for (const auto& [n, d] : scalars) {
      kernel::ScalarArg sa;
      sa.name = n;
      sa.type = DType::i64;
      sa.kind = kernel::ScalarArg::Kind::Extents;
      sa.dims = {d};
      k.scalars.push_back(sa);
      ScalarSource src;
      src.kind = ScalarSource::Kind::Const;
      src.value = k.domain[static_cast<size_t>(d)];
      l.scalars.push_back(src);
    }
    k.launch.kind = kernel::LaunchShape::Kind::BlockPerRow;
    k.launch.threads = kFlashThreads;
    k.launch.items_per_block = 1;
    k.launch.work_dims = {0, 1};
    l.kernel = static_cast<int>(plan_.kernels.size());
    std::string source = flash_attention_cuda(sh, k.name);
    if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << k.name << "\n" << source;
    plan_.sources.push_back(std::move(source));
    plan_.kernels.push_back(std::move(k));
    pl.emit(std::move(l));
  }

  // A cat on the device: each input copied into its part of the output.
  void plan_cat(HostPlanner& pl, const BoundSymbol& b) {
    BoundArgs ba = b.bound_args();
    ProxyPtr out = b.flat_outputs().at(0);
    const TensorType& ot = out->tensor();
    auto dim = static_cast<size_t>(ba["dim"].as_int());
    std::vector<std::pair<const Proxy*, int>> ins;
    for (const Value& v : ba["tensors"].seq().items)
      ins.emplace_back(v.proxy().get(), pl.slot(v.proxy()));
    int so = pl.add_slot(out, true);
    pl.allocate(so, ot.shape, ot.dtype);
    const Shape out_strides = contiguous_strides(ot.shape);
    int64_t at = 0;
    for (const auto& [proxy, s] : ins) {
      const SlotLayout& l = pl.layout(s);
      int64_t offset = at * out_strides.at(dim);
      at += l.shape.at(dim);
      int64_t numel = 1;
      for (int64_t e : l.shape) numel *= e;
      if (numel == 0) continue;
      std::string kname = "cudaCat" + std::to_string(cats_++);
      auto [k, source] =
          strided_copy_kernel(kname, l.shape, l.strides, out_strides, offset, l.dtype);
      HostInstr c;
      c.op = HostInstr::Op::Launch;
      c.name = kname;
      c.kernel = static_cast<int>(plan_.kernels.size());
      c.buffers = {s, so};
      if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << kname << "\n" << source;
      plan_.sources.push_back(std::move(source));
      plan_.kernels.push_back(std::move(k));
      pl.emit(std::move(c));
    }
  }

  bool plan_gemm_call(HostPlanner& pl, const BoundSymbol& b) {
    BoundArgs ba = b.bound_args();
    ProxyPtr out = b.flat_outputs().at(0);
    bool linear = b.sym->name == "linear";
    ProxyPtr pa = ba["a"].proxy(), pb = ba[linear ? "w" : "b"].proxy();
    int sa = pl.slot(pa), sb = pl.slot(pb);
    SlotLayout la = pl.layout(sa);
    SlotLayout lb = pl.layout(sb);
    Shape out_shape = out->tensor().shape;
    if (linear) {
      // x @ w^T: w^T is w's storage read column-major.
      std::swap(lb.shape[0], lb.shape[1]);
      std::swap(lb.strides[0], lb.strides[1]);
      if (la.shape.size() == 1) {  // a vector is one row
        la.shape.insert(la.shape.begin(), 1);
        la.strides.insert(la.strides.begin(), la.shape[1]);
        out_shape.insert(out_shape.begin(), 1);
      }
    }
    if (linear && !ba["bias"].is_none()) return false;
    std::optional<GemmPlan> g = plan_gemm(la, lb, out_shape);
    if (!g && (!la.is_contiguous() || !lb.is_contiguous())) {
      // Layouts one cuBLAS call cannot take (a transposed batch, say): the
      // operands copied contiguous on the device, then one GEMM.
      auto contiguous = [&](int s, SlotLayout& l) {
        if (l.is_contiguous()) return;
        pl.make_contiguous(s);
        l.strides = contiguous_strides(l.shape);
      };
      contiguous(sa, la);
      if (linear) {
        // w^T again: w made contiguous is read column-major.
        std::swap(lb.shape[0], lb.shape[1]);
        std::swap(lb.strides[0], lb.strides[1]);
        contiguous(sb, lb);
        std::swap(lb.shape[0], lb.shape[1]);
        std::swap(lb.strides[0], lb.strides[1]);
      } else {
        contiguous(sb, lb);
      }
      g = plan_gemm(la, lb, out_shape);
    }
    if (!g) return false;
    int s = pl.add_slot(out, true);
    pl.allocate(s, out->tensor().shape, out->tensor().dtype);
    HostInstr gi;
    gi.op = HostInstr::Op::LibraryCall;
    gi.library = HostInstr::Library::Cublas;
    gi.name = b.sym->qualified();
    gi.bsym = &b;
    gi.inputs = {{pa.get(), sa}, {pb.get(), sb}};
    gi.slots = {s};
    gi.gemm = *g;
    pl.emit(std::move(gi));
    return true;
  }

  // A write into an existing tensor: a device-to-device copy into its
  // storage, which the write's output then names too.
  void plan_copy(HostPlanner& pl, const BoundSymbol& b) {
    BoundArgs ba = b.bound_args();
    ProxyPtr from = ba["copy_from"].proxy(), to = ba["copy_to"].proxy();
    int src = pl.slot(from), dst = pl.slot(to);
    const SlotLayout &ls = pl.layout(src), &ld = pl.layout(dst);
    // A make_contiguous made the slot written, or a slot it is a view of, a
    // copy of the tensor the trace writes: the write would go to the copy.
    std::set<int> storage = {dst};
    for (auto it = pl.program().instrs.rbegin(); it != pl.program().instrs.rend(); ++it)
      if (it->op == HostInstr::Op::View && storage.count(it->slot)) storage.insert(it->source);
    bool replaced = false;
    for (const HostInstr& in : pl.program().instrs)
      replaced |= in.op == HostInstr::Op::MakeContiguous && storage.count(in.slot) > 0;
    FULGUR_CHECK(ls.is_contiguous() && ld.is_contiguous() && !replaced, b.sym->qualified(), "(",
                 from->name, ", ", to->name, ") copies ", layout_string(ls), " into ",
                 layout_string(ld),
                 ": on CUDA only copies between contiguous tensors run on the device for now "
                 "(there is no strided copy kernel yet); the CPU path runs any");
    HostInstr c;
    c.op = HostInstr::Op::Copy;
    c.name = b.sym->qualified();
    c.bsym = &b;
    c.source = src;
    c.inputs = {{to.get(), dst}};
    // A copy of the layout: add_slot appends to the layouts `ld` points into.
    SlotLayout out_layout = ld;
    c.slot = pl.add_slot(b.flat_outputs().at(0), out_layout);
    pl.emit(std::move(c));
  }

  void host_call(HostPlanner& pl, const BoundSymbol& b) {
    // A host round trip would write a host copy, never the device tensor.
    FULGUR_CHECK(b.written().empty(), b.sym->qualified(),
                 " writes into an existing tensor; the CUDA path runs it on a host copy, so the "
                 "write would be lost: writes into tensors run on the CPU path only for now "
                 "(docs/aliasing.md)");
    HostInstr call;
    call.op = HostInstr::Op::LibraryCall;
    call.library = HostInstr::Library::HostLibtorch;
    call.name = b.sym->qualified();
    call.bsym = &b;
    for (const auto& p : b.flat_inputs()) call.inputs.emplace_back(p.get(), pl.slot(p));
    for (const auto& o : b.flat_outputs()) call.slots.push_back(pl.add_slot(o, true));
    pl.emit(std::move(call));
  }

  CudaPlan& plan_;
  int cats_ = 0;
};

}  // namespace

CudaPlan plan_cuda_program(const Trace& trace) {
  return plan_fused_cuda_program(fuse_for_target(trace, Target::Cuda));
}

CudaPlan plan_fused_cuda_program(const Trace& fused_trace) {
  CudaPlan plan;
  auto fused = std::make_shared<Trace>(fused_trace);
  plan.fused = fused;
  if (dumping("trace")) std::cerr << "# ---- FULGUR_DUMP=trace\n" << print_trace(*fused);
  CudaPlanTarget target(plan);
  plan.host = HostPlanner::plan(*fused, target);
  // Every make_contiguous copies on the device, with a kernel made for the
  // layout it copies from.
  int copies = 0;
  for (HostInstr& in : plan.host.instrs) {
    if (in.op != HostInstr::Op::MakeContiguous || in.strides.size() != in.shape.size() ||
        in.shape.empty())
      continue;
    in.name = "cudaContiguous" + std::to_string(copies++);
    auto [k, source] = strided_copy_kernel(in.name, in.shape, in.strides,
                                           contiguous_strides(in.shape), 0, in.dtype);
    if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << k.name << "\n" << source;
    in.kernel = static_cast<int>(plan.kernels.size());
    plan.sources.push_back(std::move(source));
    plan.kernels.push_back(std::move(k));
  }
  for (const BoundSymbol& b : fused->bsyms) plan.regions += b.sym->has(kTagFusion) ? 1 : 0;
  for (const HostInstr& in : plan.host.instrs)
    plan.host_calls += (in.op == HostInstr::Op::MakeContiguous && in.kernel < 0) ||
                               (in.op == HostInstr::Op::LibraryCall &&
                                in.library == HostInstr::Library::HostLibtorch)
                           ? 1
                           : 0;
  return plan;
}

std::vector<int64_t> launch_scalars(const HostInstr& instr,
                                    const std::function<Scalar(int)>& number) {
  std::vector<int64_t> out;
  for (const ScalarSource& s : instr.scalars) {
    FULGUR_INTERNAL_ASSERT(s.kind != ScalarSource::Kind::Stride,
                           "a stride read at run time in a CUDA program");
    out.push_back(s.kind == ScalarSource::Kind::Number ? scalar_bits(number(s.slot), s.as_double)
                                                       : s.value);
  }
  return out;
}

std::string print_cuda_plan(const CudaPlan& p, int sm_count) {
  std::string head = "cuda plan (" + std::to_string(p.kernels.size()) + " kernels, " +
                     std::to_string(p.host_calls) + " slow host fallbacks)\n";
  return head + print_host_program(p.host, [&](const HostInstr& in) {
           auto g = cuda::launch_geometry(p.kernels.at(static_cast<size_t>(in.kernel)), sm_count);
           return " grid " + std::to_string(g.grid) + " block " + std::to_string(g.block);
         });
}

}  // namespace fulgur::codegen
