#include "codegen/cuda_program.h"

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <iostream>
#include <sstream>
#include <unordered_map>

#include "codegen/compile_jobs.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/nvrtc.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/passes/del_last_used.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "runtime/cuda/cublas.h"
#include "runtime/reference_executor.h"

namespace fulgur::codegen {

namespace rt = ::fulgur::cuda;

bool SlotLayout::is_contiguous() const {
  int64_t expected = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] != 1 && strides[d] != expected) return false;
    expected *= shape[d];
  }
  return true;
}

namespace {

bool dumping(const char* what) {
  const char* d = std::getenv("FULGUR_DUMP");
  return d && std::strstr(d, what);
}

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

}  // namespace

CudaPlan plan_cuda_program(const Trace& trace) {
  return plan_fused_cuda_program(fuse_for_target(trace, Target::Cuda));
}

CudaPlan plan_fused_cuda_program(const Trace& fused_trace) {
  CudaPlan plan;
  auto fused = std::make_shared<Trace>(fused_trace);
  plan.fused = fused;
  if (dumping("trace")) std::cerr << "# ---- FULGUR_DUMP=trace\n" << print_trace(*fused);
  std::unordered_map<const Proxy*, int> slot_of;
  auto new_slot = [&](const std::string& name, SlotLayout layout) {
    plan.slot_names.push_back(name);
    plan.layouts.push_back(std::move(layout));
    return plan.num_slots++;
  };
  auto contiguous_layout = [](const TensorType& t) {
    SlotLayout l;
    l.shape = t.shape;
    l.strides = contiguous_strides(t.shape);
    l.dtype = t.dtype;
    return l;
  };
  auto number_layout = [] {
    SlotLayout l;
    l.is_tensor = false;
    return l;
  };
  auto slot = [&](const ProxyPtr& p) {
    auto it = slot_of.find(p.get());
    FULGUR_INTERNAL_ASSERT(it != slot_of.end(), "no slot for ", p->name);
    return it->second;
  };
  for (const auto& p : fused->input_proxies()) {
    SlotLayout l;
    if (p->is_tensor()) {
      l = contiguous_layout(p->tensor());
      if (p->tensor().strides) l.strides = *p->tensor().strides;
    } else {
      FULGUR_CHECK(p->is_number(), "argument '", p->name,
                   "': the CUDA path takes tensors and numbers, not ", type_string(p->type));
      l = number_layout();
    }
    slot_of[p.get()] = new_slot(p->name, l);
  }
  plan.num_inputs = plan.num_slots;
  auto allocate = [&](int s) {
    CudaInstr al;
    al.op = CudaInstr::Op::Allocate;
    al.slot = s;
    plan.instrs.push_back(std::move(al));
  };
  auto host_call = [&](const BoundSymbol& b) {
    // A host round trip would write a host copy, never the device tensor.
    FULGUR_CHECK(b.written().empty(), b.sym->qualified(),
                 " writes into an existing tensor; the CUDA path runs it on a host copy, so the "
                 "write would be lost: writes into tensors run on the CPU path only for now "
                 "(docs/aliasing.md)");
    CudaInstr call;
    call.op = CudaInstr::Op::HostCall;
    call.name = b.sym->qualified();
    call.bsym = &b;
    for (const auto& p : b.flat_inputs()) call.inputs.emplace_back(p.get(), slot(p));
    for (const auto& o : b.flat_outputs()) {
      int s = new_slot(o->name, o->is_tensor() ? contiguous_layout(o->tensor()) : number_layout());
      slot_of[o.get()] = s;
      call.slots.push_back(s);
    }
    plan.instrs.push_back(std::move(call));
    ++plan.host_calls;
  };

  for (const BoundSymbol& b : fused->bsyms) {
    if (b.sym->has(kTagFusion)) {
      ++plan.regions;
      kernel::LoweredRegion lowered = kernel::lower_region(b, {Target::Cuda});
      std::vector<int> in_slots, out_slots, scratch_slots;
      for (const auto& a : b.args) {
        int s = slot(a.proxy());
        in_slots.push_back(s);
        // Kernels index what the trace calls contiguous linearly; only a
        // view made outside the regions can differ (rare: the partitioner
        // keeps views for library calls and the return).
        const SlotLayout& l = plan.layouts[static_cast<size_t>(s)];
        if (a.proxy()->is_tensor() && !a.proxy()->tensor().strides && !l.is_contiguous()) {
          CudaInstr mc;
          mc.op = CudaInstr::Op::MakeContiguous;
          mc.slot = s;
          plan.instrs.push_back(std::move(mc));
          plan.layouts[static_cast<size_t>(s)].strides = contiguous_strides(l.shape);
          ++plan.host_calls;
        }
      }
      for (const auto& o : b.flat_outputs()) {
        int s = new_slot(o->name, contiguous_layout(o->tensor()));
        slot_of[o.get()] = s;
        out_slots.push_back(s);
        allocate(s);
      }
      for (const auto& sb : lowered.scratch) {
        SlotLayout l;
        l.shape = {sb.elements};
        l.strides = {1};
        l.dtype = sb.dtype;
        int s = new_slot(b.sym->name + "_scratch", l);
        scratch_slots.push_back(s);
        allocate(s);
      }
      for (auto& k : lowered.kernels) {
        CudaInstr l;
        l.op = CudaInstr::Op::Launch;
        l.name = k.name;
        l.kernel = static_cast<int>(plan.kernels.size());
        l.buffers = kernel::buffer_slots(k, in_slots, out_slots, scratch_slots);
        for (const auto& sa : k.scalars) {
          ScalarSource src;
          switch (sa.kind) {
            case kernel::ScalarArg::Kind::Extents:
              src.kind = ScalarSource::Kind::Const;
              src.value = kernel::extent_product(k, sa.dims);
              break;
            case kernel::ScalarArg::Kind::Stride: {
              // Known when planned: every slot's layout is.
              int s = l.buffers.at(static_cast<size_t>(sa.buffer));
              src.kind = ScalarSource::Kind::Const;
              src.value =
                  plan.layouts[static_cast<size_t>(s)].strides.at(static_cast<size_t>(sa.dim));
              break;
            }
            case kernel::ScalarArg::Kind::Number:
              src.kind = ScalarSource::Kind::Number;
              src.slot = in_slots.at(static_cast<size_t>(sa.region_index));
              src.as_double = sa.type == DType::f64;
              break;
          }
          l.scalars.push_back(src);
        }
        std::string source = cuda::print_cuda(k);
        if (dumping("cuda")) std::cerr << "// ---- FULGUR_DUMP=cuda: " << k.name << "\n" << source;
        plan.sources.push_back(std::move(source));
        plan.kernels.push_back(std::move(k));
        plan.instrs.push_back(std::move(l));
      }
      if (!scratch_slots.empty()) {
        CudaInstr free;
        free.op = CudaInstr::Op::Free;
        free.slots = scratch_slots;
        plan.instrs.push_back(std::move(free));
      }
      continue;
    }
    if (b.sym->has(kTagSyntax)) {
      if (is_syntax(b, "python_del")) {
        // Inputs belong to the caller: only what the program made is freed.
        CudaInstr free;
        free.op = CudaInstr::Op::Free;
        for (const auto& a : b.args) {
          int s = slot(a.proxy());
          if (s >= plan.num_inputs) free.slots.push_back(s);
        }
        if (!free.slots.empty()) plan.instrs.push_back(std::move(free));
        continue;
      }
      if (is_syntax(b, "python_return")) {
        std::vector<ProxyPtr> ret;
        collect_proxies(b.args.empty() ? Value() : b.args[0], ret);
        for (const auto& p : ret) plan.outputs.push_back(slot(p));
        continue;
      }
      FULGUR_FAIL("the CUDA path runs computation traces; '", b.sym->name, "' is prologue syntax");
    }
    const std::string& name = b.sym->name;
    if (b.sym->ns == "prims" && (name == "linear" || name == "matmul")) {
      BoundArgs ba = b.bound_args();
      ProxyPtr out = b.flat_outputs().at(0);
      bool linear = name == "linear";
      int sa = slot(ba["a"].proxy()), sb = slot(ba[linear ? "w" : "b"].proxy());
      SlotLayout la = plan.layouts[static_cast<size_t>(sa)];
      SlotLayout lb = plan.layouts[static_cast<size_t>(sb)];
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
      std::optional<GemmPlan> g;
      if (!linear || ba["bias"].is_none()) g = plan_gemm(la, lb, out_shape);
      if (g) {
        int s = new_slot(out->name, contiguous_layout(out->tensor()));
        slot_of[out.get()] = s;
        allocate(s);
        CudaInstr gi;
        gi.op = CudaInstr::Op::Gemm;
        gi.name = b.sym->qualified();
        gi.slot = s;
        gi.a = sa;
        gi.b = sb;
        gi.gemm = *g;
        plan.instrs.push_back(std::move(gi));
        continue;
      }
      host_call(b);
      continue;
    }
    if (b.sym->ns == "prims" && b.args.size() >= 1 && b.args[0].is_tensor() &&
        b.flat_outputs().size() == 1 && b.flat_outputs()[0]->is_tensor()) {
      int src = slot(b.args[0].proxy());
      ProxyPtr out = b.flat_outputs()[0];
      if (auto v = plan_view(b, plan.layouts[static_cast<size_t>(src)], out->tensor())) {
        int s = new_slot(out->name, v->first);
        slot_of[out.get()] = s;
        CudaInstr vi;
        vi.op = CudaInstr::Op::View;
        vi.name = b.sym->qualified();
        vi.slot = s;
        vi.source = src;
        vi.offset = v->second;
        plan.instrs.push_back(std::move(vi));
        continue;
      }
    }
    host_call(b);
  }
  return plan;
}

std::vector<int64_t> launch_scalars(const CudaInstr& instr,
                                    const std::function<Scalar(int)>& number) {
  std::vector<int64_t> out;
  for (const ScalarSource& s : instr.scalars) {
    if (s.kind != ScalarSource::Kind::Number) {
      out.push_back(s.value);
      continue;
    }
    Scalar v = number(s.slot);
    if (s.as_double) {
      double d = std::visit([](auto x) { return static_cast<double>(x); }, v);
      int64_t bits;
      std::memcpy(&bits, &d, sizeof d);
      out.push_back(bits);
    } else {
      out.push_back(std::visit([](auto x) { return static_cast<int64_t>(x); }, v));
    }
  }
  return out;
}

std::string print_cuda_plan(const CudaPlan& p, int sm_count) {
  std::ostringstream os;
  auto name = [&](int s) {
    return "%" + std::to_string(s) + ":" + p.slot_names.at(static_cast<size_t>(s));
  };
  auto layout = [&](int s) { return layout_string(p.layouts.at(static_cast<size_t>(s))); };
  os << "cuda plan (" << p.num_inputs << " inputs, " << p.num_slots << " slots, "
     << p.kernels.size() << " kernels)\n";
  for (const CudaInstr& in : p.instrs) {
    switch (in.op) {
      case CudaInstr::Op::Allocate:
        os << "  " << name(in.slot) << " = allocate " << layout(in.slot) << "\n";
        break;
      case CudaInstr::Op::Launch: {
        const kernel::Kernel& k = p.kernels.at(static_cast<size_t>(in.kernel));
        auto g = cuda::launch_geometry(k, sm_count);
        os << "  launch " << in.name << "(";
        for (size_t i = 0; i < in.buffers.size(); ++i) os << (i ? ", " : "") << name(in.buffers[i]);
        for (const ScalarSource& s : in.scalars)
          os << ", "
             << (s.kind == ScalarSource::Kind::Number ? name(s.slot) : std::to_string(s.value));
        os << ") grid " << g.grid << " block " << g.block << "\n";
        break;
      }
      case CudaInstr::Op::Gemm: {
        const GemmPlan& g = in.gemm;
        os << "  " << name(in.slot) << " = cublas " << in.name << "(" << name(in.a) << ", "
           << name(in.b) << "): " << g.batch << " x [" << g.m << ", " << g.n << ", " << g.k
           << "] a " << (g.a_transposed ? "col" : "row") << "-major ld " << g.lda << " step "
           << g.stride_a << ", b " << (g.b_transposed ? "col" : "row") << "-major ld " << g.ldb
           << " step " << g.stride_b << "\n";
        break;
      }
      case CudaInstr::Op::View:
        os << "  " << name(in.slot) << " = view " << in.name << "(" << name(in.source) << ") "
           << layout(in.slot) << (in.offset ? " offset " + std::to_string(in.offset) : "") << "\n";
        break;
      case CudaInstr::Op::MakeContiguous:
        os << "  make_contiguous " << name(in.slot) << " (through the host: slow)\n";
        break;
      case CudaInstr::Op::HostCall: {
        os << "  ";
        for (size_t i = 0; i < in.slots.size(); ++i) os << (i ? ", " : "") << name(in.slots[i]);
        os << " = host " << in.name << "(";
        for (size_t i = 0; i < in.inputs.size(); ++i)
          os << (i ? ", " : "") << name(in.inputs[i].second);
        os << ") (libtorch on host copies: slow)\n";
        break;
      }
      case CudaInstr::Op::Free:
        os << "  free ";
        for (size_t i = 0; i < in.slots.size(); ++i) os << (i ? ", " : "") << name(in.slots[i]);
        os << "\n";
        break;
    }
  }
  os << "  return ";
  for (size_t i = 0; i < p.outputs.size(); ++i) os << (i ? ", " : "") << name(p.outputs[i]);
  os << "\n";
  return os.str();
}

// ---- loading and running -------------------------------------------------------------------

namespace {
// The driver's reason comes before any work.
CudaPlan plan_on_a_driver(const Trace& trace) {
  rt::require_driver();
  return *compile(trace, {.target = Target::Cuda}).cuda_forward;
}
}  // namespace

CudaProgram::CudaProgram(const Trace& trace, std::shared_ptr<rt::Device> device, KernelCache* cache)
    : CudaProgram(plan_on_a_driver(trace), std::move(device), cache) {}

CudaProgram::CudaProgram(CudaPlan plan, std::shared_ptr<rt::Device> device, KernelCache* cache)
    : plan_(std::move(plan)) {
  rt::require_driver();
  FULGUR_CHECK(nvrtc_available(),
               "the CUDA path needs NVRTC: this build of fulgur has no CUDA toolkit");
  device_ = device ? std::move(device) : std::make_shared<rt::Device>(0);
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
  if (cache && plan_.kernels.size() > 1) {
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
    CompiledKernel c = compile_cached(cache, plan_.sources[i], k.name, opts);
    if (plan_.kernels.size() <= 1 || !cache) {
      compile_ms_ += c.compile_ms;
      from_cache_ += c.from_cache ? 1 : 0;
    }
    modules_.push_back(device_->load(c.binary, k.name));
    geometry_.push_back(cuda::launch_geometry(k, device_->sm_count()));
  }
  for (const CudaInstr& in : plan_.instrs)
    if (in.op == CudaInstr::Op::Gemm && !blas_) blas_ = std::make_unique<rt::BlasHandle>(*device_);
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
      out.emplace_back(rt::to_device(*device_, *t, plan_.layouts[i].strides));
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
  std::vector<rt::DeviceValue> outs = run_device(to_device(inputs));
  std::vector<RuntimeValue> host;
  for (const auto& v : outs) {
    if (const auto* t = std::get_if<rt::DeviceTensor>(&v))
      host.emplace_back(rt::to_host(*device_, *t));
    else
      host.emplace_back(std::get<Scalar>(v));
  }
  return host;
}

std::vector<rt::DeviceValue> CudaProgram::run_device(const std::vector<rt::DeviceValue>& inputs) {
  FULGUR_CHECK(static_cast<int>(inputs.size()) == plan_.num_inputs, plan_.fused->fn_name,
               "() takes ", plan_.num_inputs, " inputs but ", inputs.size(), " were given");
  std::vector<std::optional<rt::DeviceValue>> slots(static_cast<size_t>(plan_.num_slots));
  for (size_t i = 0; i < inputs.size(); ++i) {
    const SlotLayout& l = plan_.layouts[i];
    const std::string& name = plan_.slot_names[i];
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
    slots[i] = inputs[i];
  }
  auto tensor = [&](int s) -> rt::DeviceTensor& {
    auto& v = slots.at(static_cast<size_t>(s));
    FULGUR_INTERNAL_ASSERT(v && std::holds_alternative<rt::DeviceTensor>(*v), "slot ", s, " (",
                           plan_.slot_names.at(static_cast<size_t>(s)), ") holds no tensor");
    return std::get<rt::DeviceTensor>(*v);
  };
  auto number = [&](int s) -> Scalar {
    auto& v = slots.at(static_cast<size_t>(s));
    FULGUR_INTERNAL_ASSERT(v && std::holds_alternative<Scalar>(*v), "slot ", s, " holds no number");
    return std::get<Scalar>(*v);
  };
  rt::Device& dev = *device_;
  for (const CudaInstr& in : plan_.instrs) {
    switch (in.op) {
      case CudaInstr::Op::Allocate: {
        const SlotLayout& l = plan_.layouts[static_cast<size_t>(in.slot)];
        slots[static_cast<size_t>(in.slot)] = rt::DeviceTensor::allocate(dev, l.shape, l.dtype);
        break;
      }
      case CudaInstr::Op::Launch: {
        const auto& g = geometry_[static_cast<size_t>(in.kernel)];
        if (g.grid == 0) break;
        std::vector<uint64_t> buffers;
        for (int s : in.buffers) buffers.push_back(tensor(s).data());
        cuda::KernelArgs args(plan_.kernels[static_cast<size_t>(in.kernel)], buffers,
                              launch_scalars(in, number));
        dev.launch(modules_[static_cast<size_t>(in.kernel)].function(), g.grid, g.block,
                   args.params());
        break;
      }
      case CudaInstr::Op::Gemm: {
        const GemmPlan& g = in.gemm;
        const rt::DeviceTensor& a = tensor(in.a);
        const rt::DeviceTensor& b = tensor(in.b);
        blas_->batched_matmul(
            a.dtype, g.batch, g.m, g.n, g.k, {a.data(), g.a_transposed, g.lda, g.stride_a},
            {b.data(), g.b_transposed, g.ldb, g.stride_b}, tensor(in.slot).data());
        break;
      }
      case CudaInstr::Op::View: {
        rt::DeviceTensor v = tensor(in.source);
        const SlotLayout& l = plan_.layouts[static_cast<size_t>(in.slot)];
        v.shape = l.shape;
        v.strides = l.strides;
        v.offset += in.offset;
        slots[static_cast<size_t>(in.slot)] = std::move(v);
        break;
      }
      case CudaInstr::Op::MakeContiguous: {
        rt::DeviceTensor& t = tensor(in.slot);
        if (t.is_contiguous()) break;
        HostTensor staged = rt::to_host(dev, t);
        slots[static_cast<size_t>(in.slot)] = rt::to_device(dev, staged);  // keeps `staged`
        break;
      }
      case CudaInstr::Op::HostCall: {
        // The slow fallback: host copies in, libtorch, device copies out.
        std::vector<std::pair<const Proxy*, RuntimeValue>> ins;
        for (const auto& [proxy, s] : in.inputs) {
          const auto& v = *slots.at(static_cast<size_t>(s));
          if (const auto* t = std::get_if<rt::DeviceTensor>(&v))
            ins.emplace_back(proxy, rt::to_host(dev, *t));
          else
            ins.emplace_back(proxy, std::get<Scalar>(v));
        }
        std::vector<RuntimeValue> outs = run_op_with_libtorch(*in.bsym, ins);
        FULGUR_INTERNAL_ASSERT(outs.size() == in.slots.size(), in.name, " gave ", outs.size(),
                               " outputs, expected ", in.slots.size());
        for (size_t i = 0; i < outs.size(); ++i) {
          const SlotLayout& l = plan_.layouts[static_cast<size_t>(in.slots[i])];
          if (const auto* t = std::get_if<HostTensor>(&outs[i])) {
            FULGUR_INTERNAL_ASSERT(t->shape == l.shape && t->dtype == l.dtype, in.name, " gave ",
                                   dtype_short_name(t->dtype), shape_string(t->shape),
                                   ", expected ", layout_string(l));
            slots[static_cast<size_t>(in.slots[i])] = rt::to_device(dev, *t);
          } else {
            slots[static_cast<size_t>(in.slots[i])] = std::get<Scalar>(outs[i]);
          }
        }
        break;  // to_device keeps the host results alive until the stream is past the copies
      }
      case CudaInstr::Op::Free:
        for (int s : in.slots) slots[static_cast<size_t>(s)].reset();
        break;
    }
  }
  std::vector<rt::DeviceValue> out;
  for (int s : plan_.outputs) out.push_back(*slots.at(static_cast<size_t>(s)));
  return out;
}

}  // namespace fulgur::codegen
