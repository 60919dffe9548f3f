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

std::string layout_string(const SlotLayout& l) {
  if (!l.is_tensor) return "number";
  std::string s = std::string(dtype_short_name(l.dtype)) + shape_string(l.shape);
  if (!l.is_contiguous()) s += " strides=" + shape_string(l.strides);
  return s;
}

// A copy on the device of a tensor laid out with `in_strides` into one laid
// out with `out_strides`, `out_offset` elements into its buffer (both known
// when planned): make_contiguous, and each input of a cat. One element a
// thread in a grid-stride loop; the offsets are unraveled from the element's
// row-major index with the extents and strides as constants.
std::pair<kernel::Kernel, std::string> strided_copy_kernel(const std::string& name,
                                                           const Shape& shape,
                                                           const Shape& in_strides,
                                                           const Shape& out_strides,
                                                           int64_t out_offset, DType dtype) {
  kernel::Kernel k;
  k.name = name;
  k.region = "copy";
  k.kind = "copy";
  const bool out_contiguous = out_strides == contiguous_strides(shape) && out_offset == 0;
  int64_t n = 1, in_span = 0, out_span = out_offset;
  for (size_t d = 0; d < shape.size(); ++d) {
    n *= shape[d];
    if (shape[d] > 0) {
      in_span += (shape[d] - 1) * in_strides[d];
      out_span += (shape[d] - 1) * out_strides[d];
    }
  }
  const int64_t big = 2147483647 / 2;
  const bool wide = n > big || in_span > big || out_span > big;
  k.index_type = wide ? DType::i64 : DType::i32;
  k.domain = {n};
  k.buffers = {{"in0", dtype, false, 0, -1}, {"out0", dtype, true, 0, -1}};
  k.launch.kind = kernel::LaunchShape::Kind::Pointwise;
  k.launch.threads = 256;
  k.launch.items_per_block = 256;
  k.launch.work_dims = {0};
  const std::string idx = wide ? "long long" : "int";
  const char* t = cuda::cuda_c_type(dtype);
  std::ostringstream src;
  src << "// fulgur: copy of " << dtype_short_name(dtype) << shape_string(shape)
      << " strides=" << shape_string(in_strides) << " into strides=" << shape_string(out_strides)
      << " at +" << out_offset << "\n";
  if (dtype == DType::f16) src << "#include <cuda_fp16.h>\n";
  if (dtype == DType::bf16) src << "#include <cuda_bf16.h>\n";
  src << "extern \"C\" __global__ void __launch_bounds__(256) " << name << "(const " << t
      << "* __restrict__ in0, " << t << "* __restrict__ out0) {\n"
      << "  const " << idx << " n = " << n << ";\n"
      << "  for (" << idx << " i = static_cast<" << idx << ">(blockIdx.x) * static_cast<" << idx
      << ">(blockDim.x) + static_cast<" << idx << ">(threadIdx.x); i < n; i += static_cast<" << idx
      << ">(gridDim.x) * static_cast<" << idx << ">(blockDim.x)) {\n"
      << "    " << idx << " r = i, at = 0, to = " << out_offset << ";\n";
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] == 1) continue;
    src << "    { const " << idx << " c = r % " << shape[d] << "; r /= " << shape[d]
        << "; at += c * " << in_strides[d] << ";";
    if (!out_contiguous) src << " to += c * " << out_strides[d] << ";";
    src << " }\n";
  }
  src << "    out0[" << (out_contiguous ? "i" : "to") << "] = in0[at];\n  }\n}\n";
  return {std::move(k), src.str()};
}

// The kernel of prims.take_along_dim(a, indices, dim) on the device: out[c]
// = a[c with c[dim] = indices[c]], the layouts of `a` and `indices` known
// when planned. An index outside [-n, n) (n = a's extent in `dim`; negative
// ones count from the end, as the reference does) is not read: the kernel
// stores `error_code` in its last buffer, which the program checks after it
// ran (CudaProgram::run_device), so a bad index is an error, never a value.
std::pair<kernel::Kernel, std::string> take_along_dim_kernel(const std::string& name,
                                                             const SlotLayout& a,
                                                             const SlotLayout& idx, int64_t dim,
                                                             int error_code) {
  kernel::Kernel k;
  k.name = name;
  k.region = "take_along_dim";
  k.kind = "gather";
  int64_t n = 1, span = 0;
  for (size_t d = 0; d < idx.shape.size(); ++d) {
    n *= idx.shape[d];
    if (idx.shape[d] > 0) span += (idx.shape[d] - 1) * idx.strides[d];
  }
  int64_t a_span = 0;
  for (size_t d = 0; d < a.shape.size(); ++d)
    if (a.shape[d] > 0) a_span += (a.shape[d] - 1) * a.strides[d];
  span = std::max(span, a_span);
  const bool wide = n > 2147483647 / 2 || span > 2147483647 / 2;
  k.index_type = wide ? DType::i64 : DType::i32;
  k.domain = {n};
  k.buffers = {{"in0", a.dtype, false, 0, -1},
               {"in1", idx.dtype, false, 1, -1},
               {"out0", a.dtype, true, 0, -1},
               {"err", DType::i32, true, 1, -1}};
  k.launch.kind = kernel::LaunchShape::Kind::Pointwise;
  k.launch.threads = 256;
  k.launch.items_per_block = 256;
  k.launch.work_dims = {0};
  const std::string ix = wide ? "long long" : "int";
  const char* t = cuda::cuda_c_type(a.dtype);
  const int64_t extent = a.shape.at(static_cast<size_t>(dim));
  std::ostringstream src;
  src << "// fulgur: prims.take_along_dim of " << dtype_short_name(a.dtype) << shape_string(a.shape)
      << " strides=" << shape_string(a.strides) << " at " << dtype_short_name(idx.dtype)
      << shape_string(idx.shape) << " strides=" << shape_string(idx.strides) << " in dim " << dim
      << "\n";
  if (a.dtype == DType::f16) src << "#include <cuda_fp16.h>\n";
  if (a.dtype == DType::bf16) src << "#include <cuda_bf16.h>\n";
  src << "extern \"C\" __global__ void __launch_bounds__(256) " << name << "(const " << t
      << "* __restrict__ in0, const " << cuda::cuda_c_type(idx.dtype) << "* __restrict__ in1, " << t
      << "* __restrict__ out0, int* __restrict__ err) {\n"
      << "  const " << ix << " n = " << n << ";\n"
      << "  for (" << ix << " i = static_cast<" << ix << ">(blockIdx.x) * static_cast<" << ix
      << ">(blockDim.x) + static_cast<" << ix << ">(threadIdx.x); i < n; i += static_cast<" << ix
      << ">(gridDim.x) * static_cast<" << ix << ">(blockDim.x)) {\n"
      << "    " << ix << " r = i, at = 0, ai = 0;\n";
  for (size_t d = idx.shape.size(); d-- > 0;) {
    if (idx.shape[d] == 1) continue;
    src << "    { const " << ix << " c = r % " << idx.shape[d] << "; r /= " << idx.shape[d]
        << "; ai += c * " << idx.strides[d] << ";";
    if (static_cast<int64_t>(d) != dim) src << " at += c * " << a.strides[d] << ";";
    src << " }\n";
  }
  src << "    long long v = static_cast<long long>(in1[ai]);\n"
      << "    if (v < 0) v += " << extent << "LL;\n"
      << "    if (v < 0 || v >= " << extent << "LL) {\n"
      << "      *err = " << error_code << ";\n"
      << "      continue;\n"
      << "    }\n"
      << "    out0[i] = in0[at + static_cast<" << ix << ">(v) * "
      << a.strides.at(static_cast<size_t>(dim)) << "];\n  }\n}\n";
  return {std::move(k), src.str()};
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

// ---- loading and running -------------------------------------------------------------------

namespace {
// The driver's reason comes before any work.
// (Unless a device is given: it was opened on a driver already, perhaps the
// emulated one.)
CudaPlan plan_on_a_driver(const Trace& trace, bool have_device) {
  if (!have_device) rt::require_driver();
  return *compile(trace, {.target = Target::Cuda}).cuda_forward;
}
}  // namespace

CudaProgram::CudaProgram(const Trace& trace, std::shared_ptr<rt::Device> device, KernelCache* cache)
    : CudaProgram(plan_on_a_driver(trace, device != nullptr), device, cache) {}

CudaProgram::CudaProgram(CudaPlan plan, std::shared_ptr<rt::Device> device, KernelCache* cache)
    : plan_(std::move(plan)), native_(cpu::llvm_available()) {
  // A device given was opened on a driver already (perhaps not the
  // process's: tests pass one on a fake driver).
  if (!device) rt::require_driver();
  device_ = device ? std::move(device) : std::make_shared<rt::Device>(0);
  // The emulated device (cuda-emu) runs the kernels from their CUDA C++;
  // NVRTC, where this build has it, still compiles each one, so both accept
  // the source.
  const bool emulated = device_->emulated();
  FULGUR_CHECK(emulated || nvrtc_available(),
               "the CUDA path needs NVRTC: this build of fulgur has no CUDA toolkit");
  const bool nvrtc = nvrtc_available();
  if (!cache) {
    try {
      own_cache_ = std::make_unique<KernelCache>();
      cache = own_cache_.get();
    } catch (const Error&) {
      // No cache directory (no HOME): compile every time.
    }
  }
  NvrtcOptions opts;
  opts.arch = device_->arch();
  // Many kernels compile in parallel into the cache first; then each load
  // is a hit.
  if (nvrtc && cache && plan_.kernels.size() > 1) {
    std::vector<KernelSource> sources;
    for (size_t i = 0; i < plan_.kernels.size(); ++i)
      sources.push_back({plan_.kernels[i].name, plan_.sources[i]});
    auto t0 = std::chrono::steady_clock::now();
    auto results = compile_all(sources, {opts.arch}, 0, cache, opts, nullptr);
    for (const auto& r : results) FULGUR_CHECK(r.ok, r.error);
    for (const auto& r : results) from_cache_ += r.from_cache ? 1 : 0;
    if (from_cache_ < results.size())
      compile_ms_ =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
  for (size_t i = 0; i < plan_.kernels.size(); ++i) {
    const kernel::Kernel& k = plan_.kernels[i];
    CompiledKernel c;
    if (nvrtc) {
      c = compile_cached(cache, plan_.sources[i], k.name, opts);
      if (plan_.kernels.size() <= 1 || !cache) {
        compile_ms_ += c.compile_ms;
        from_cache_ += c.from_cache ? 1 : 0;
      }
    }
    modules_.push_back(
        device_->load(emulated ? cuda::emulation_image(k, plan_.sources[i]) : c.binary, k.name));
    geometry_.push_back(cuda::launch_geometry(k, device_->sm_count()));
  }
  for (const HostInstr& in : plan_.host.instrs)
    if (in.op == HostInstr::Op::LibraryCall && in.library == HostInstr::Library::Cublas && !blas_)
      blas_ = std::make_unique<rt::BlasHandle>(*device_);
}

CudaProgram::~CudaProgram() = default;

std::vector<rt::DeviceValue> CudaProgram::to_device(const std::vector<RuntimeValue>& inputs) {
  std::vector<ProxyPtr> params = plan_.fused->input_proxies();
  FULGUR_CHECK(inputs.size() == params.size(), plan_.fused->fn_name, "() takes ", params.size(),
               " inputs but ", inputs.size(), " were given");
  std::vector<rt::DeviceValue> out;
  for (size_t i = 0; i < params.size(); ++i) {
    const Proxy& p = *params[i];
    if (p.is_tensor()) {
      const auto* t = std::get_if<HostTensor>(&inputs[i]);
      FULGUR_CHECK(t, "argument '", p.name, "': expected a tensor ", type_string(p.type),
                   ", got a number");
      FULGUR_CHECK(t->shape == p.tensor().shape && t->dtype == p.tensor().dtype, "argument '",
                   p.name, "': expected ", shape_dtype_string(p.tensor()), ", got ",
                   dtype_short_name(t->dtype), shape_string(t->shape));
      out.emplace_back(rt::to_device(*device_, *t, plan_.host.input_layouts.at(i).strides));
    } else {
      FULGUR_CHECK(std::holds_alternative<Scalar>(inputs[i]), "argument '", p.name,
                   "': expected a number (", type_string(p.type), "), got a tensor");
      const Scalar& got = std::get<Scalar>(inputs[i]);
      FULGUR_CHECK(scalar_kind(got) == p.type.number_kind, "argument '", p.name, "': expected ",
                   type_string(p.type), ", got ",
                   std::visit([](auto x) { return value_repr(Value(x)); }, got));
      out.emplace_back(got);
    }
  }
  // No wait: to_device keeps the host memory its copies read alive until the
  // stream is past them, so the inputs may go once this returns.
  return out;
}

std::vector<RuntimeValue> CudaProgram::run(const std::vector<RuntimeValue>& inputs) {
  std::vector<rt::DeviceValue> dev_inputs = to_device(inputs);
  std::vector<rt::DeviceValue> outs = run_device(dev_inputs);
  // Inputs the program wrote into get their new contents back.
  for (const HostInstr& in : plan_.host.instrs) {
    if (in.op != HostInstr::Op::Copy) continue;
    auto s = static_cast<size_t>(in.inputs.at(0).second);
    if (s >= inputs.size()) continue;
    copy_host_tensor(rt::to_host(*device_, std::get<rt::DeviceTensor>(dev_inputs[s])),
                     std::get<HostTensor>(inputs[s]));
  }
  std::vector<RuntimeValue> host;
  for (const auto& v : outs) {
    if (const auto* t = std::get_if<rt::DeviceTensor>(&v))
      host.emplace_back(rt::to_host(*device_, *t));
    else
      host.emplace_back(std::get<Scalar>(v));
  }
  // The outputs are on the host: NCCL's asynchronous errors of the run are in.
  if (comm_) comm_->poll_errors();
  device_->communicators().poll_errors();
  return host;
}

// The CUDA device backend of the host-program interpreter
// (runtime/host_executor.h): device tensors and numbers in the slots,
// stream-ordered allocations and frees, launches of the loaded modules on
// the compute stream, cuBLAS, the slow host fallback, events between the
// compute and communication streams, NCCL collectives.
class CudaProgram::Frame final : public HostBackend {
 public:
  Frame(CudaProgram& program, const std::vector<rt::DeviceValue>& inputs)
      : prog_(program),
        p_(program.plan_.host),
        dev_(*program.device_),
        slots_(static_cast<size_t>(p_.num_slots)),
        events_(static_cast<size_t>(p_.num_events)),
        futures_(static_cast<size_t>(p_.num_events)),
        comm_of_(static_cast<size_t>(p_.num_events), nullptr),
        event_slot_(static_cast<size_t>(p_.num_events), -1),
        waited_(static_cast<size_t>(p_.num_events)) {
    for (size_t i = 0; i < inputs.size(); ++i) slots_[i] = inputs[i];
  }
  std::vector<rt::DeviceValue> outputs() const {
    std::vector<rt::DeviceValue> out;
    for (int s : p_.outputs) out.push_back(*slots_.at(static_cast<size_t>(s)));
    return out;
  }

  void* data(int s) override { return reinterpret_cast<void*>(tensor(s).data()); }
  int64_t stride(int s, int dim) override { return tensor(s).strides.at(static_cast<size_t>(dim)); }
  Scalar number(int s) override {
    auto& v = slots_.at(static_cast<size_t>(s));
    FULGUR_INTERNAL_ASSERT(v && std::holds_alternative<Scalar>(*v), "slot ", s, " holds no number");
    return std::get<Scalar>(*v);
  }
  void allocate(const HostInstr& in) override {
    slots_[static_cast<size_t>(in.slot)] = rt::DeviceTensor::allocate(dev_, in.shape, in.dtype);
  }
  void make_contiguous(const HostInstr& in) override {
    rt::DeviceTensor& t = tensor(in.slot);
    if (t.is_contiguous()) return;
    if (in.kernel >= 0) {
      // Plans know every layout: the kernel was made for this one.
      FULGUR_INTERNAL_ASSERT(t.shape == in.shape && t.strides == in.strides && t.dtype == in.dtype,
                             in.name, " was planned for ", dtype_short_name(in.dtype),
                             shape_string(in.shape), " strides ", shape_string(in.strides),
                             ", got ", dtype_short_name(t.dtype), shape_string(t.shape),
                             " strides ", shape_string(t.strides));
      rt::DeviceTensor c = rt::DeviceTensor::allocate(dev_, t.shape, t.dtype);
      run_kernel(static_cast<size_t>(in.kernel), in.name,
                 {static_cast<uint64_t>(t.data()), static_cast<uint64_t>(c.data())}, {});
      slots_[static_cast<size_t>(in.slot)] = std::move(c);  // t's memory goes after the copy
      return;
    }
    HostTensor staged = rt::to_host(dev_, t);
    slots_[static_cast<size_t>(in.slot)] = rt::to_device(dev_, staged);  // keeps `staged`
  }
  void launch(const HostInstr& in, void* const* buffers, const int64_t* scalars) override {
    std::vector<uint64_t> addresses;
    for (size_t i = 0; i < in.buffers.size(); ++i)
      addresses.push_back(static_cast<uint64_t>(reinterpret_cast<uintptr_t>(buffers[i])));
    if (prog_.plan_.kernels.at(static_cast<size_t>(in.kernel)).kind == "gather")
      addresses.push_back(static_cast<uint64_t>(error_flag().data()));
    run_kernel(static_cast<size_t>(in.kernel), in.name, addresses,
               std::vector<int64_t>(scalars, scalars + in.scalars.size()));
  }
  void library_call(const HostInstr& in) override {
    rt::Event begin = mark(dev_.stream());
    library_call_untimed(in);
    if (begin) [[unlikely]] {
      std::string name;
      for (size_t i = 0; i < in.slots.size(); ++i) name += (i ? ", " : "") + slot_name(in.slots[i]);
      name += " = " + (in.bsym ? in.bsym->sym->qualified() : in.name) + "(";
      for (size_t i = 0; i < in.inputs.size(); ++i)
        name += (i ? ", " : "") + slot_name(in.inputs[i].second);
      span(name + ")", "library", begin,
           in.library == HostInstr::Library::Cublas ? "\"via\":\"cuBLAS\""
                                                    : "\"via\":\"libtorch on host copies\"");
    }
  }
  void library_call_untimed(const HostInstr& in) {
    if (in.library == HostInstr::Library::Cublas) {
      const GemmPlan& g = in.gemm;
      const rt::DeviceTensor& a = tensor(in.inputs.at(0).second);
      const rt::DeviceTensor& b = tensor(in.inputs.at(1).second);
      prog_.blas_->batched_matmul(
          a.dtype, g.batch, g.m, g.n, g.k, {a.data(), g.a_transposed, g.lda, g.stride_a},
          {b.data(), g.b_transposed, g.ldb, g.stride_b}, tensor(in.slots.at(0)).data());
      return;
    }
    FULGUR_INTERNAL_ASSERT(in.library == HostInstr::Library::HostLibtorch, in.name,
                           ": libtorch runs on device tensors only through host copies");
    // The slow fallback: host copies in, libtorch, device copies out.
    std::vector<std::pair<const Proxy*, RuntimeValue>> ins;
    for (const auto& [proxy, s] : in.inputs) {
      const auto& v = *slots_.at(static_cast<size_t>(s));
      if (const auto* t = std::get_if<rt::DeviceTensor>(&v))
        ins.emplace_back(proxy, rt::to_host(dev_, *t));
      else
        ins.emplace_back(proxy, std::get<Scalar>(v));
    }
    std::vector<RuntimeValue> outs = run_op_with_libtorch(*in.bsym, ins);
    FULGUR_INTERNAL_ASSERT(outs.size() == in.slots.size(), in.name, " gave ", outs.size(),
                           " outputs, expected ", in.slots.size());
    for (size_t i = 0; i < outs.size(); ++i) {
      const SlotLayout& l = p_.layouts[static_cast<size_t>(in.slots[i])];
      if (const auto* t = std::get_if<HostTensor>(&outs[i])) {
        FULGUR_INTERNAL_ASSERT(t->shape == l.shape && t->dtype == l.dtype, in.name, " gave ",
                               dtype_short_name(t->dtype), shape_string(t->shape), ", expected ",
                               layout_string(l));
        slots_[static_cast<size_t>(in.slots[i])] = rt::to_device(dev_, *t);
      } else {
        slots_[static_cast<size_t>(in.slots[i])] = std::get<Scalar>(outs[i]);
      }
    }
    // to_device keeps the host results alive until the stream is past the copies.
  }
  void view(const HostInstr& in) override {
    rt::DeviceTensor v = tensor(in.source);
    v.shape = in.shape;
    v.strides = in.strides;
    v.offset += in.offset;
    slots_[static_cast<size_t>(in.slot)] = std::move(v);
  }
  void copy(const HostInstr& in) override {
    const rt::DeviceTensor& src = tensor(in.source);
    const rt::DeviceTensor& dst = tensor(in.inputs.at(0).second);
    FULGUR_INTERNAL_ASSERT(src.shape == dst.shape && src.dtype == dst.dtype &&
                               src.is_contiguous() && dst.is_contiguous(),
                           in.name, ": the plan copies only between contiguous tensors");
    rt::Event begin = mark(dev_.stream());
    dev_.copy_on_device(dst.data(), src.data(),
                        static_cast<size_t>(src.numel()) * dtype_itemsize(src.dtype));
    if (begin) [[unlikely]]
      span(slot_name(in.slot) + " = " + in.name + "(" + slot_name(in.inputs.at(0).second) + ", " +
               slot_name(in.source) + ")",
           "copy", begin);
    slots_[static_cast<size_t>(in.slot)] = dst;
  }
  void start_collective(const HostInstr& in) override {
    const BoundSymbol& b = *in.bsym;
    const std::string op = b.sym->qualified();
    BoundArgs a = b.bound_args();
    // The group's communicator: made on first use (every member reaches this
    // collective, in the same order) and cached by the device.
    rt::Communicator& comm = prog_.comm_ && a["group"].is_none()
                                 ? *prog_.comm_
                                 : dev_.communicators().for_group(a["group"]);
    const rt::DeviceTensor& x = tensor(in.inputs.at(0).second);
    const rt::DeviceTensor& out = tensor(in.slot);  // allocated before the event
    const bool reduces = b.sym->name == "all_reduce" || b.sym->name == "reduce_scatter";
    auto type = [&] {
      switch (x.dtype) {
        case DType::f32:
          return rt::NcclType::f32;
        case DType::f64:
          return rt::NcclType::f64;
        case DType::f16:
          return rt::NcclType::f16;
        case DType::bf16:
          return rt::NcclType::bf16;
        case DType::i64:
          return rt::NcclType::i64;
        case DType::i32:
          return rt::NcclType::i32;
        case DType::i8:
          return rt::NcclType::i8;
        case DType::u8:
          return rt::NcclType::u8;
        case DType::b8: {
          // Bytes of 0 and 1: moved as they are, and max / min are or / and;
          // a sum of bools would not stay a bool.
          std::string r = reduces ? a["op"].as_str() : "";
          FULGUR_CHECK(r.empty() || r == "max" || r == "min", op, " of b8 with '", r,
                       "' on NCCL: only max (or) and min (and) reduce bools");
          return rt::NcclType::u8;
        }
        default:
          FULGUR_FAIL(op, ": NCCL has no ", dtype_short_name(x.dtype), " type");
      }
    };
    auto reduce_op = [&] {
      auto r = reduce_op_from_name(a["op"].as_str());
      FULGUR_INTERNAL_ASSERT(r, "reduce op ", a["op"].as_str());
      switch (*r) {
        case ReduceOp::Sum:
          return rt::NcclOp::Sum;
        case ReduceOp::Avg:
          return rt::NcclOp::Avg;
        case ReduceOp::Max:
          return rt::NcclOp::Max;
        case ReduceOp::Min:
          return rt::NcclOp::Min;
      }
      FULGUR_FAIL("reduce op ", a["op"].as_str());
    };
    auto along_dim0 = [&] {
      int64_t d = a["dim"].as_int();
      if (d < 0) d += static_cast<int64_t>(x.shape.size());
      for (int64_t i = 0; i < d; ++i)
        FULGUR_CHECK(x.shape[static_cast<size_t>(i)] == 1, op, " along dim ", d,
                     " on CUDA: NCCL concatenates ranks' buffers in memory order, so only dim 0 "
                     "(or dims after size-1 ones) is supported, got ",
                     shape_string(x.shape));
      FULGUR_CHECK(a["group_size"].as_int() == comm.world(), op,
                   ": the trace was made for a group of ", a["group_size"].as_int(),
                   " rank(s), but this communicator (", comm.name(), ") has ", comm.world());
    };
    auto n = static_cast<size_t>(x.numel());
    // The plan ordered the communication stream after the compute stream
    // (RecordEvent, WaitEvent): the communicator adds nothing, so a plan
    // without that wait races.
    const rt::Ordering ord = rt::Ordering::Caller;
    // With a timeline: in flight from the communication stream reaching it
    // to the collective's completion, both events on that stream.
    rt::Event begin = mark(dev_.comm_stream());
    rt::Future f;
    if (b.sym->name == "all_reduce") {
      f = comm.all_reduce(x.data(), out.data(), n, type(), reduce_op(), ord);
    } else if (b.sym->name == "all_gather") {
      along_dim0();
      f = comm.all_gather(x.data(), out.data(), n, type(), ord);
    } else if (b.sym->name == "reduce_scatter") {
      along_dim0();
      f = comm.reduce_scatter(x.data(), out.data(), static_cast<size_t>(out.numel()), type(),
                              reduce_op(), ord);
    } else if (b.sym->name == "broadcast") {
      f = comm.broadcast(x.data(), out.data(), n, type(), static_cast<int>(a["root"].as_int()),
                         ord);
    } else {
      FULGUR_FAIL(op, " does not run on NCCL");
    }
    const auto e = static_cast<size_t>(in.event);
    futures_.at(e) = f;
    events_.at(e) = f.event;
    comm_of_.at(e) = &comm;
    event_slot_.at(e) = in.slot;
    if (begin) [[unlikely]] {
      rt::Event end = mark(dev_.comm_stream());
      const std::string name =
          slot_name(in.slot) + " = " + op + "(" + slot_name(in.inputs.at(0).second) + ")";
      prog_.timeline_.push_back(
          {name, "collective", begin, end, "comm " + comm.name(),
           "\"bytes\":" +
               std::to_string(static_cast<int64_t>(out.numel()) * dtype_itemsize(out.dtype)) +
               ",\"group_size\":" + std::to_string(comm.world())});
    }
  }
  void wait(const HostInstr& in) override {
    // The compute stream already waits for the collective's event (a
    // WaitEvent before this); NCCL's asynchronous errors surface here.
    const int future = in.inputs.at(0).second;
    for (size_t e = 0; e < futures_.size(); ++e) {
      if (event_slot_[e] != future) continue;
      if (comm_of_[e]) comm_of_[e]->poll_errors();
      auto& [begin, end] = waited_[e];
      if (begin) [[unlikely]]
        prog_.timeline_.push_back({slot_name(in.slot) + " = dist.wait(" + slot_name(future) + ")",
                                   "wait", std::move(begin), std::move(end),
                                   CudaProgram::kComputeTrack, ""});
    }
    slots_[static_cast<size_t>(in.slot)] = *slots_.at(static_cast<size_t>(future));
  }
  void record_event(const HostInstr& in) override {
    rt::Event& e = events_.at(static_cast<size_t>(in.event));
    if (!e) e = dev_.create_event();
    dev_.record(e, stream(in.stream));
  }
  void wait_event(const HostInstr& in) override {
    const rt::Event& e = events_.at(static_cast<size_t>(in.event));
    FULGUR_INTERNAL_ASSERT(e, "waits for event e", in.event, ", which was never recorded");
    // The compute stream blocked on a collective: timed, named at its wait.
    rt::Event begin = in.stream == HostStream::Compute ? mark(dev_.stream()) : rt::Event{};
    dev_.wait(stream(in.stream), e);
    if (begin) [[unlikely]] {
      rt::Event end = mark(dev_.stream());
      waited_.at(static_cast<size_t>(in.event)) = {begin, end};
    }
  }
  void release(int s) override { slots_.at(static_cast<size_t>(s)).reset(); }

  // Raises the error of the first checked kernel that found a bad index
  // (waits for the stream, only when the program has such kernels).
  void check_errors() {
    if (!error_) return;
    HostTensor flag = rt::to_host(dev_, *error_);
    int32_t code = *reinterpret_cast<const int32_t*>(flag.data());
    FULGUR_CHECK(code == 0, prog_.plan_.checked.at(static_cast<size_t>(code - 1)));
  }

 private:
  // The checked kernels' error flag, zero before the first of them runs.
  const rt::DeviceTensor& error_flag() {
    if (!error_) {
      HostTensor zero = HostTensor::empty({1}, DType::i32);  // zero-filled
      error_ = rt::to_device(dev_, zero);
    }
    return *error_;
  }
  // Launches the plan's kernel `k` on the compute stream.
  void run_kernel(size_t k, const std::string& name, const std::vector<uint64_t>& addresses,
                  const std::vector<int64_t>& scalars) {
    const auto& g = prog_.geometry_.at(k);
    if (g.grid == 0) return;
    if (prog_.launcher_) {
      prog_.launcher_(k, g, addresses, scalars);
      return;
    }
    cuda::KernelArgs args(prog_.plan_.kernels[k], addresses, scalars);
    rt::Event begin = mark(dev_.stream());
    dev_.launch(prog_.modules_[k].function(), g.grid, g.block, args.params());
    if (begin) [[unlikely]]
      span(name, "kernel", begin,
           "\"grid\":" + std::to_string(g.grid) + ",\"block\":" + std::to_string(g.block));
  }
  rt::DeviceTensor& tensor(int s) {
    auto& v = slots_.at(static_cast<size_t>(s));
    FULGUR_INTERNAL_ASSERT(v && std::holds_alternative<rt::DeviceTensor>(*v), "slot ", s, " (",
                           p_.slot_names.at(static_cast<size_t>(s)), ") holds no tensor");
    return std::get<rt::DeviceTensor>(*v);
  }
  rt::CUstream stream(HostStream s) const {
    return s == HostStream::Comm ? dev_.comm_stream() : dev_.stream();
  }
  const std::string& slot_name(int s) const { return p_.slot_names.at(static_cast<size_t>(s)); }
  // With a timeline (FULGUR_TIMELINE), a timed event recorded on `s` now;
  // otherwise none (and nothing is recorded).
  rt::Event mark(rt::CUstream s) {
    if (!Timeline::active()) return {};
    rt::Event e = dev_.create_event(true);
    dev_.record(e, s);
    return e;
  }
  // A span on the compute stream from `begin` to an event recorded now.
  void span(std::string name, const char* cat, rt::Event begin, std::string args = "") {
    rt::Event end = mark(dev_.stream());
    prog_.timeline_.push_back({std::move(name), cat, std::move(begin), std::move(end),
                               CudaProgram::kComputeTrack, std::move(args)});
  }

  CudaProgram& prog_;
  const HostProgram& p_;
  rt::Device& dev_;
  std::vector<std::optional<rt::DeviceValue>> slots_;
  std::vector<rt::Event> events_;
  std::vector<rt::Future> futures_;         // by the event a collective records
  std::vector<rt::Communicator*> comm_of_;  // the collective's communicator, by its event
  std::vector<int> event_slot_;             // the collective's future slot, by its event
  // With a timeline: the compute stream's wait for a collective's event.
  std::vector<std::pair<rt::Event, rt::Event>> waited_;
  std::optional<rt::DeviceTensor> error_;  // the checked kernels' flag (error_flag)
};

std::vector<rt::DeviceValue> CudaProgram::run_device(const std::vector<rt::DeviceValue>& inputs) {
  const HostProgram& p = plan_.host;
  FULGUR_CHECK(static_cast<int>(inputs.size()) == p.num_inputs, plan_.fused->fn_name, "() takes ",
               p.num_inputs, " inputs but ", inputs.size(), " were given");
  for (size_t i = 0; i < inputs.size(); ++i) {
    const SlotLayout& l = p.input_layouts.at(i);
    const std::string& name = p.slot_names[i];
    if (l.is_tensor) {
      const auto* t = std::get_if<rt::DeviceTensor>(&inputs[i]);
      FULGUR_CHECK(t, "argument '", name, "': expected a device tensor ", layout_string(l),
                   ", got a number");
      FULGUR_CHECK(t->shape == l.shape && t->dtype == l.dtype &&
                       (t->strides == l.strides || (l.is_contiguous() && t->is_contiguous())),
                   "argument '", name, "': expected a device tensor ", layout_string(l), ", got ",
                   dtype_short_name(t->dtype), shape_string(t->shape), " strides ",
                   shape_string(t->strides));
    } else {
      FULGUR_CHECK(std::holds_alternative<Scalar>(inputs[i]), "argument '", name,
                   "': expected a number, got a device tensor");
    }
  }
  Frame frame(*this, inputs);
  const bool timed = Timeline::active() != nullptr;
  if (timed) [[unlikely]]
    begin_timeline();
  if (!native_) {
    execute(p, frame);
  } else {
    if (!native_fn_) {
      cpu::NativeHost native = cpu::compile_host_program(p, {});
      native_fn_ = native.fn;
      native_code_ = std::move(native.code);
    }
    // A device program's native function takes its HostBackend where a CPU
    // one takes its HostFrame (codegen/llvm/host_emitter.cpp), and has no
    // spec words to compare: the checks above did that.
    auto fn = reinterpret_cast<int32_t (*)(HostBackend*, const int64_t*, int64_t)>(native_fn_);
    int32_t rc = fn(&frame, nullptr, 0);
    FULGUR_INTERNAL_ASSERT(rc == 0, "the native host program of ", plan_.fused->fn_name,
                           " refused an empty spec");
  }
  if (timed) [[unlikely]]
    end_timeline();
  frame.check_errors();
  return frame.outputs();
}

void CudaProgram::begin_timeline() {
  timeline_.clear();
  anchor_ = device_->create_event(true);
  device_->record(anchor_);
  device_->synchronize(anchor_);
  anchor_host_ = Timeline::now();
}

// Waits for each span's events (so a timed run ends synchronized) and
// places them on the host's clock through the anchor.
void CudaProgram::end_timeline() {
  std::vector<TimelineSpan> spans = std::move(timeline_);
  timeline_.clear();
  Timeline* tl = Timeline::active();
  if (!tl || !anchor_) return;
  // The compute stream first, as a whole: on the emulated device, whose
  // streams run when something waits for them, waiting for the spans'
  // events one by one in the order they were recorded would run the
  // streams in that order instead of the program's.
  device_->synchronize();
  auto at = [&](const rt::Event& e) {
    std::chrono::duration<double, std::milli> ms(device_->elapsed_ms(anchor_, e));
    return anchor_host_ + std::chrono::duration_cast<std::chrono::steady_clock::duration>(ms);
  };
  for (const TimelineSpan& sp : spans) {
    auto b = at(sp.begin), e = at(sp.end);
    if (std::strcmp(sp.cat, "collective") == 0)
      tl->collective(sp.name, sp.track, b, b, e, sp.args);
    else
      tl->span_on(sp.track, sp.name, sp.cat, b, e, sp.args);
  }
}

void CudaProgram::use_native_host(bool native) {
  FULGUR_CHECK(!native || cpu::llvm_available(),
               "native host programs need LLVM 19: this build of fulgur has none");
  native_ = native;
}

}  // namespace fulgur::codegen
