// fulgur._C: the Python extension module (with spmd_bindings.cpp, which binds
// fulgur._C.spmd, the train-step API, through the helpers of bindings.h). It
// binds what python/fulgur/ needs and nothing more:
//   - Tracer / Traced: record ops by name ("ltorch.gelu") with a Python
//     source location, while a jitted function is captured;
//   - Compiled: one fulgur::jit (cached by the inputs' spec) whose builder is
//     a Python callable; torch.Tensor arguments and results cross as
//     at::Tensor without copies; the GIL is released while compiled code
//     runs, and a mutex makes one Compiled safe to call from several threads;
//   - GradCall: the backward of one call whose inputs required grad.
// CUDA tensors run on PyTorch's current stream with memory from its caching
// allocator (python/torch_cuda.h); CPU tensors on the CPU, or, for a
// function jitted with device="cuda-emu", on the emulated CUDA device.
// pybind11 is the copy torch ships in torch/include (docs/python.md says why);
// torch.Tensor <-> at::Tensor goes through THPVariable_Wrap/Unpack, so no
// torch/extension.h here.
#include <c10/core/DeviceGuard.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
#include <torch/csrc/autograd/python_variable.h>
#include <torch/csrc/utils/pybind.h>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>

#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "frontend/jit.h"
#include "frontend/tracing.h"
#include "ir/error.h"
#include "ir/printer.h"
#include "ir/symbol.h"
#include "python/bindings.h"
#include "python/torch_cuda.h"
#include "runtime/aten_interop.h"
#include "runtime/cpu_comm_c10d.h"

namespace py = pybind11;

namespace fulgur::python {

Value to_value(py::handle h) {
  if (h.is_none()) return None{};
  if (py::isinstance<py::bool_>(h)) return h.cast<bool>();
  if (py::isinstance<py::int_>(h)) return h.cast<int64_t>();
  if (py::isinstance<py::float_>(h)) return h.cast<double>();
  if (py::isinstance<py::str>(h)) return h.cast<std::string>();
  if (py::isinstance<PyTraced>(h)) return Value(h.cast<PyTraced&>().t);
  if (py::isinstance<DType>(h)) return h.cast<DType>();
  if (py::isinstance<py::tuple>(h) || py::isinstance<py::list>(h)) {
    std::vector<Value> items;
    for (py::handle x : h) items.push_back(to_value(x));
    return py::isinstance<py::list>(h) ? Value::list(std::move(items))
                                       : Value::tuple(std::move(items));
  }
  // A DeviceMesh as capture/dtensors.py reads it once (MeshValue: its device
  // type, shape and ranks): the group of all its dims.
  if (py::hasattr(h, "__fulgur_mesh__")) {
    py::tuple m = h.attr("__fulgur_mesh__").cast<py::tuple>();
    DeviceMesh mesh;
    mesh.device_type = m[0].cast<std::string>();
    mesh.shape = m[1].cast<std::vector<int64_t>>();
    mesh.ids = m[2].cast<std::vector<int64_t>>();
    std::vector<int64_t> dims;
    for (size_t i = 0; i < mesh.shape.size(); ++i) dims.push_back(static_cast<int64_t>(i));
    return Value(ProcessGroupSpec{std::move(mesh), std::move(dims)});
  }
  // torch.distributed.tensor's placements (DTensor.from_local
  // and redistribute in a capture: ir/sharding/boundaries.cpp).
  std::string type_name = py::str(py::type::handle_of(h).attr("__qualname__")).cast<std::string>();
  std::string module_name = py::str(py::type::handle_of(h).attr("__module__")).cast<std::string>();
  if (module_name.rfind("torch.distributed", 0) == 0) {
    if (type_name == "Shard") return Placement::shard(h.attr("dim").cast<int64_t>());
    if (type_name == "Replicate") return Placement::replicate();
    if (type_name == "Partial") {
      std::string op = h.attr("reduce_op").cast<std::string>();
      auto r = reduce_op_from_name(op);
      FULGUR_CHECK(r, "fulgur: Partial('", op, "') is not one of sum, avg, max, min");
      return Placement::partial(*r);
    }
    throw py::type_error("fulgur: a " + type_name +
                         " placement is not supported (fulgur's DTensors take Shard, Replicate "
                         "and Partial)");
  }
  throw py::type_error("fulgur: cannot pass a " +
                       py::str(py::type::handle_of(h).attr("__qualname__")).cast<std::string>() +
                       " to a traced op (expected a tensor, a number, a str, None, a dtype, or a "
                       "tuple/list of these)");
}

py::object from_value(Tracer& tr, const Value& v) {
  if (v.is_none()) return py::none();
  if (v.is_bool()) return py::bool_(v.as_bool());
  if (v.is_int()) return py::int_(v.as_int());
  if (v.is_float()) return py::float_(v.as_float());
  if (v.is_str()) return py::str(v.as_str());
  if (v.is_dtype()) return py::cast(v.as_dtype());
  if (v.is_tensor()) return py::cast(PyTraced{Traced(&tr, v.proxy())});
  if (v.is_proxy() && v.proxy()->is_number()) {  // a number the program computes
    const auto& known = v.proxy()->type.number_value;
    if (!known) return py::cast(PyTraced{Traced(&tr, v.proxy())});  // capture/numbers.py wraps it
    return std::visit([](auto x) -> py::object { return py::cast(x); }, *known);
  }
  if (v.is_seq()) {
    const Seq& s = v.seq();
    py::list out;
    for (const Value& x : s.items) out.append(from_value(tr, x));
    if (s.is_list) return out;
    return py::tuple(out);
  }
  FULGUR_FAIL("an op returned ", describe(v), ", which Python cannot hold");
}

// The at::Tensor a torch.Tensor argument holds.
const at::Tensor& unpack_aten(py::handle h, size_t i) {
  // torch.Tensor and nn.Parameter only: a subclass (DTensor, a tensor
  // subclass with __torch_function__) would not be seen as it means to be.
  PyObject* type = reinterpret_cast<PyObject*>(Py_TYPE(h.ptr()));
  if (type != THPVariableClass && type != ParameterClass)
    throw py::type_error("fulgur: input " + std::to_string(i) + " is a " +
                         py::str(py::type::handle_of(h).attr("__qualname__")).cast<std::string>() +
                         ", expected a torch.Tensor or a DTensor (other tensor subclasses are "
                         "not supported)");
  const at::Tensor& a = THPVariable_Unpack(h.ptr());
  if (a.is_quantized())
    throw py::type_error("fulgur.jit: argument " + std::to_string(i) +
                         " is a quantized tensor; fulgur's tensors are strided (dense) ones: pass "
                         "x.dequantize()");
  if (a.layout() != at::kStrided)
    throw py::type_error("fulgur.jit: argument " + std::to_string(i) + " is a " +
                         py::str(h.attr("layout")).cast<std::string>() +
                         " tensor; fulgur's tensors are strided (dense) ones: pass x.to_dense()");
  return a;
}

// torch.Tensor -> HostTensor without a copy. requires_grad only where
// autograd will record the call.
HostTensor unpack_tensor(py::handle h, size_t i, bool grad) {
  const at::Tensor& a = unpack_aten(h, i);
  FULGUR_CHECK(a.device().is_cpu(), "fulgur: input ", i, " is on ", a.device().str(),
               ", expected cpu like the call's first tensor");
  HostTensor t = host_view(a);
  t.requires_grad = grad && a.requires_grad();
  return t;
}

// A Python float or int among a call's inputs (a number input of the
// program: _jit.py passes the numbers it does not make constants).
bool is_number_input(py::handle h) {
  return PyFloat_CheckExact(h.ptr()) || PyLong_CheckExact(h.ptr());
}
Scalar number_input_of(py::handle h) {
  if (PyFloat_CheckExact(h.ptr())) return Scalar{PyFloat_AS_DOUBLE(h.ptr())};
  int overflow = 0;
  long long v = PyLong_AsLongLongAndOverflow(h.ptr(), &overflow);
  FULGUR_CHECK(!overflow, "fulgur: the int argument ", py::str(h).cast<std::string>(),
               " does not fit in 64 bits");
  return Scalar{static_cast<int64_t>(v)};
}

py::object wrap_tensor(const HostTensor& t) {
  return py::reinterpret_steal<py::object>(THPVariable_Wrap(aten_view(t)));
}

Placement placement_from_py(const py::handle& h) {
  if (py::isinstance<Placement>(h)) return h.cast<Placement>();
  std::string what = py::str(py::type::handle_of(h).attr("__name__")).cast<std::string>();
  throw Error(
      "fulgur: expected a placement (fulgur._C.Placement: Placement.shard(d), "
      "Placement.replicate(), "
      "Placement.partial(op)), got a " +
      what + " (" + py::repr(h).cast<std::string>() + ")");
}

py::object placement_to_py(const Placement& p) {
  return py::cast(p);
}

namespace {

// The backward of one call whose inputs required grad: holds that call's
// outputs (which carry the compiled backward and what the forward saved), or
// for a call on CUDA tensors its backward node and device.
struct GradCall {
  std::vector<HostTensor> outputs;   // the differentiable ones
  std::vector<size_t> output_index;  // their places among the call's outputs
  size_t num_inputs = 0;
  std::shared_ptr<std::mutex> mu;        // the Compiled's: backward programs share its state
  std::shared_ptr<const GradNode> node;  // CUDA
  std::shared_ptr<cuda::Device> device;
  int index = -1;

  py::list backward_cuda(const py::list& cotangents) {
    c10::DeviceGuard guard(
        c10::Device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(index)));
    std::vector<std::optional<cuda::DeviceTensor>> cots;
    for (size_t k = 0; k < output_index.size(); ++k) {
      py::handle c = cotangents[output_index[k]];
      if (c.is_none()) {
        cots.emplace_back();
        continue;
      }
      const at::Tensor& a = THPVariable_Unpack(c.ptr());
      FULGUR_CHECK(a.is_cuda() && a.get_device() == index, "fulgur: the gradient of output ",
                   output_index[k], " is on ", a.device().str(), ", expected cuda:", index);
      cots.emplace_back(device_view(*device, a.is_contiguous() ? a : a.contiguous()));
    }
    std::vector<std::optional<cuda::DeviceTensor>> grads;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu);
      grads = grad_device(*node, cots);
    }
    py::list out;
    for (auto& g : grads)
      out.append(g ? py::reinterpret_steal<py::object>(THPVariable_Wrap(aten_cuda_view(*g, index)))
                   : py::none());
    return out;
  }

  py::list backward(const py::list& cotangents) {
    if (node) return backward_cuda(cotangents);
    std::vector<HostTensor> cots;
    for (size_t k = 0; k < output_index.size(); ++k) {
      py::handle c = cotangents[output_index[k]];
      FULGUR_CHECK(!c.is_none(), "fulgur: missing cotangent for output ", output_index[k]);
      const at::Tensor& a = THPVariable_Unpack(c.ptr());
      // The backward reads its cotangents as laid out by the trace.
      cots.push_back(host_view(a.is_contiguous() ? a : a.contiguous()));
    }
    std::vector<std::optional<Tensor>> grads;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu);
      grads = fulgur::grad(outputs, cots);
    }
    py::list out;
    for (auto& g : grads) out.append(g ? wrap_tensor(*g) : py::none());
    return out;
  }
};

// ---- DTensor arguments (python/fulgur/_dtensor.py, docs/dtensor.md) ----
// A DTensor crosses as (local tensor, spec), the spec a tuple (mesh device
// type, mesh shape, mesh ranks (row-major), placements [fulgur._C.Placement],
// global shape, global stride, requires_grad) that _dtensor.py reads off
// torch's DTensorSpec field by field.

// The global type of a spec's fields (mesh, placements, shape, stride),
// parsed once per fields tuple: _dtensor.spec_of hands the same tuple object
// for the same DTensorSpec, so a cache hit is a pointer lookup. Held (with a
// reference, so the address stays the tuple's) up to a bound; the GIL guards it.
const TensorType& global_type_of(const py::tuple& fields, size_t i);

DTensor dtensor_from_py(const py::handle& local, const py::tuple& spec, size_t i) {
  DTensor d;
  d.local = unpack_tensor(local, i, false);
  d.global = global_type_of(spec[0].cast<py::tuple>(), i);
  d.global.dtype = d.local.dtype;
  d.global.requires_grad = spec[1].cast<bool>();
  d.local.requires_grad = d.global.requires_grad;
  return d;
}

const TensorType& global_type_of(const py::tuple& spec, size_t i) {
  static auto* cache = new std::unordered_map<PyObject*, std::pair<py::object, TensorType>>();
  auto it = cache->find(spec.ptr());
  if (it != cache->end()) return it->second.second;
  if (cache->size() > 4096) cache->clear();
  TensorType g;
  DeviceMesh mesh;
  mesh.device_type = spec[0].cast<std::string>();
  FULGUR_CHECK(mesh.device_type == "cpu", "fulgur: input ", i, " is a DTensor on a '",
               mesh.device_type, "' mesh; DTensors from Python run on CPU meshes for now");
  mesh.shape = spec[1].cast<Shape>();
  mesh.ids = spec[2].cast<std::vector<int64_t>>();
  std::vector<Placement> ps;
  for (py::handle p : spec[3].cast<py::list>()) ps.push_back(placement_from_py(p));
  g.shape = spec[4].cast<Shape>();
  Shape stride = spec[5].cast<Shape>();
  if (stride != contiguous_strides(g.shape)) g.strides = stride;
  g.dtensor = DTensorSpec{std::move(mesh), std::move(ps)};
  return cache
      ->emplace(spec.ptr(), std::make_pair(py::reinterpret_borrow<py::object>(spec), std::move(g)))
      .first->second.second;
}

py::object value_to_py(const JitValue& o) {
  if (const auto* d = std::get_if<DTensor>(&o)) {
    py::list ps;
    for (const Placement& p : d->global.dtensor->placements) ps.append(placement_to_py(p));
    Shape stride = d->global.strides ? *d->global.strides : contiguous_strides(d->global.shape);
    return py::make_tuple(wrap_tensor(d->local), ps, d->global.shape, stride);
  }
  const auto* t = std::get_if<HostTensor>(&o);
  FULGUR_INTERNAL_ASSERT(t, "a jitted Python function returned a number");
  return wrap_tensor(*t);
}

// The backward of one call with DTensor arguments whose inputs required
// grad: dtensor_grad of its differentiable outputs. Cotangents come as this
// rank's local tensors in fulgur's convention (_dtensor.py converts).
struct DTensorGradCall {
  std::vector<JitValue> outputs;     // the differentiable ones
  std::vector<size_t> output_index;  // their places among the call's outputs
  std::shared_ptr<std::mutex> mu;

  py::list backward(const py::list& cotangents) {
    std::vector<JitValue> cots;
    for (size_t k = 0; k < outputs.size(); ++k) {
      py::handle c = cotangents[output_index[k]];
      const Tensor& local = std::holds_alternative<DTensor>(outputs[k])
                                ? std::get<DTensor>(outputs[k]).local
                                : std::get<Tensor>(outputs[k]);
      HostTensor h;
      if (c.is_none()) {
        h = HostTensor::empty(local.shape, local.dtype);
        for (int64_t e = 0; e < h.numel(); ++e) h.set(e, 0.0);
      } else {
        const at::Tensor& a = THPVariable_Unpack(c.ptr());
        h = host_view(a.is_contiguous() ? a : a.contiguous());
      }
      if (const auto* d = std::get_if<DTensor>(&outputs[k]))
        cots.emplace_back(DTensor{h, d->global});
      else
        cots.emplace_back(h);
    }
    std::vector<std::optional<JitValue>> grads;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu);
      grads = dtensor_grad(outputs, cots);
    }
    py::list out;
    for (auto& g : grads) out.append(g ? value_to_py(*g) : py::none());
    return out;
  }
};

// Runs `fn` on `ins` (the entry's lock held, the GIL released) and converts
// each output with `to_py(output, index)`; with grad, returns (outputs,
// DTensorGradCall or None).
template <class ToPy>
py::object run_jit_values(JitFunction& fn, const std::shared_ptr<std::mutex>& mu,
                          const std::vector<JitValue>& ins, bool grad, ToPy&& to_py) {
  std::vector<JitValue> outs;
  {
    py::gil_scoped_release nogil;
    std::lock_guard<std::mutex> lock(*mu);
    outs = fn.call(ins);
  }
  py::list result;
  std::shared_ptr<DTensorGradCall> gc;
  for (size_t i = 0; i < outs.size(); ++i) {
    const JitValue& o = outs[i];
    result.append(to_py(o, i));
    const Tensor* local =
        std::holds_alternative<DTensor>(o) ? &std::get<DTensor>(o).local : std::get_if<Tensor>(&o);
    if (local && local->grad_fn) {
      if (!gc) {
        gc = std::make_shared<DTensorGradCall>();
        gc->mu = mu;
      }
      gc->outputs.push_back(o);
      gc->output_index.push_back(i);
    }
  }
  if (!grad) return result;
  return py::make_tuple(result, gc ? py::cast(gc) : py::none());
}

// Runs `fn` on `args`: each a torch.Tensor, or a (local, spec) tuple for a
// DTensor. Returns per output a torch.Tensor, or (local, placements, global
// shape, global stride) for a DTensor; with grad, (outputs, DTensorGradCall
// or None).
py::object run_with_dtensors(JitFunction& fn, const std::shared_ptr<std::mutex>& mu,
                             const py::sequence& args, bool grad) {
  std::vector<JitValue> ins;
  for (size_t i = 0; i < args.size(); ++i) {
    py::object a = args[i];
    if (py::isinstance<py::tuple>(a)) {
      auto t = a.cast<py::tuple>();
      DTensor d = dtensor_from_py(t[0], t[1].cast<py::tuple>(), i);
      d.global.requires_grad = d.local.requires_grad = grad && d.global.requires_grad;
      ins.emplace_back(std::move(d));
    } else if (is_number_input(a)) {
      ins.emplace_back(number_input_of(a));
    } else {
      ins.emplace_back(unpack_tensor(a, i, grad));
    }
  }
  return run_jit_values(fn, mu, ins, grad,
                        [](const JitValue& o, size_t) { return value_to_py(o); });
}

// What the DTensor fast path (Compiled::run_dtensors) needs of Python, handed
// over once by _dtensor.py (_C.use_dtensor_helpers): the DTensor class, its
// C++ constructor, `fields_of(d)` (a DTensor's spec fields as
// global_type_of reads them, or None where they cannot be kept) and
// `out_spec(mesh, placements, shape, stride, local)` (a result's
// DTensorSpec). Never freed: Python objects must not die in static
// destructors after the interpreter.
struct DTensorHelpers {
  py::object cls, make, fields_of, out_spec, no_grad_kwargs;
  PyObject* local_name = nullptr;
  PyObject* spec_name = nullptr;
  PyObject* mesh_name = nullptr;
};
DTensorHelpers* dtensor_helpers = nullptr;

// A result's spec for one output position, kept while the mesh and the
// description (placements, global shape, strides, dtype) stay the same.
struct OutSpecSlot {
  py::object mesh;
  std::vector<int64_t> desc;
  py::object spec;
};

// An input position's DTensorSpec, its mesh and its global type, parsed the
// first time a DTensor with that spec object comes in at that position (a
// parameter's, or a result's fed back, is the same object on every call).
struct InSpecSlot {
  py::object spec, mesh;
  TensorType global;
};

std::vector<int64_t> describe_out(const TensorType& g) {
  std::vector<int64_t> d;
  for (const Placement& p : g.dtensor->placements) {
    d.push_back(static_cast<int64_t>(p.kind));
    d.push_back(p.dim);
    d.push_back(static_cast<int64_t>(p.op));
  }
  d.push_back(-1);
  d.insert(d.end(), g.shape.begin(), g.shape.end());
  d.push_back(-1);
  if (g.strides) d.insert(d.end(), g.strides->begin(), g.strides->end());
  d.push_back(static_cast<int64_t>(g.dtype));
  return d;
}

// One jitted Python function for one structure of non-tensor arguments.
class Compiled {
 public:
  // `device`: "" (the inputs' device: cpu or cuda) or "cuda-emu" (CPU
  // tensors run on the emulated CUDA device).
  Compiled(py::object builder, std::vector<std::string> names, const std::string& device)
      : builder_(std::make_shared<py::object>(std::move(builder))),
        names_(std::move(names)),
        mu_(std::make_shared<std::mutex>()) {
    FULGUR_CHECK(device.empty() || device == "cuda-emu",
                 "fulgur.jit: device must be None or 'cuda-emu', got '", device, "'");
    emu_ = device == "cuda-emu";
  }

  // The C++ jit for `d`, made on first use: one per device, each with its
  // own compiled entries.
  JitFunction& fn(JitDevice d) {
    std::optional<JitFunction>& f = fns_[static_cast<size_t>(d)];
    if (f) return *f;
    std::shared_ptr<py::object> b = builder_;
    JitOptions options{.device = d};
    if (d == JitDevice::Cuda) options.cuda_device = [this] { return call_device_; };
    f.emplace(jit(
        [b](Tracer& tr, const std::vector<Traced>& ins) -> std::vector<Traced> {
          py::gil_scoped_acquire gil;
          PyTracer handle{&tr};
          py::list args;
          for (const Traced& t : ins) args.append(py::cast(PyTraced{t}));
          py::object tracer = py::cast(handle);
          py::object res;
          try {
            res = (*b)(tracer, args);
          } catch (...) {
            tracer.cast<PyTracer&>().tr = nullptr;  // a traceback may keep it
            throw;
          }
          tracer.cast<PyTracer&>().tr = nullptr;
          std::vector<Traced> outs;
          for (py::handle o : res) outs.push_back(o.cast<PyTraced&>().t);
          return outs;
        },
        names_, std::move(options)));
    if (interpreter_) f->use_host_executor(HostExecutor::Interpreter);
    last_ = &*f;
    return *f;
  }
  ~Compiled() {
    py::gil_scoped_acquire gil;  // the builder is a Python object
    for (auto& f : fns_) f.reset();
    builder_.reset();
    in_slots_.clear();  // Python objects: freed with the GIL
    out_slots_.clear();
  }

  // Runs on `tensors` (all on one device). With grad, returns (outputs,
  // GradCall or None).
  py::object run(const py::sequence& tensors, bool grad) {
    size_t n = tensors.size();
    size_t first_tensor = 0;  // the first input that is not a float: its device is the call's
    while (first_tensor < n && is_number_input(tensors[first_tensor])) ++first_tensor;
    if (first_tensor < n) {
      const at::Tensor& first = unpack_aten(tensors[first_tensor], first_tensor);
      if (first.is_cuda()) return run_cuda(tensors, grad, first.get_device());
      FULGUR_CHECK(first.is_cpu(), "fulgur: input ", first_tensor, " is on ", first.device().str(),
                   "; fulgur runs cpu and cuda tensors");
    }
    std::vector<RuntimeValue> ins;
    ins.reserve(n);
    bool any_grad = false;
    for (size_t i = 0; i < n; ++i) {
      if (is_number_input(tensors[i])) {
        ins.emplace_back(number_input_of(tensors[i]));
        continue;
      }
      HostTensor t = unpack_tensor(tensors[i], i, grad);
      any_grad = any_grad || t.requires_grad;
      ins.emplace_back(std::move(t));
    }
    std::vector<RuntimeValue> outs;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu_);
      JitFunction& f = fn(emu_ ? JitDevice::CudaEmu : JitDevice::Cpu);
      last_ = &f;
      outs = f(ins);
    }
    py::list result;
    std::shared_ptr<GradCall> gc;
    for (size_t i = 0; i < outs.size(); ++i) {
      auto* t = std::get_if<HostTensor>(&outs[i]);
      FULGUR_INTERNAL_ASSERT(t, "a jitted Python function returned a number");
      result.append(wrap_tensor(*t));
      if (t->grad_fn) {
        if (!gc) {
          gc = std::make_shared<GradCall>();
          gc->num_inputs = n;
          gc->mu = mu_;
        }
        gc->outputs.push_back(*t);
        gc->output_index.push_back(i);
      }
    }
    if (!grad) return result;
    return py::make_tuple(result, gc ? py::cast(gc) : py::none());
  }

  // DTensor arguments (python/fulgur/_dtensor.py): on the CPU, through the
  // caller's process groups.
  py::object run_dtensor(const py::sequence& args, bool grad) {
    FULGUR_CHECK(!emu_,
                 "fulgur: DTensor arguments run on the CPU; this function was jitted "
                 "with device='cuda-emu'");
    JitFunction* f = nullptr;
    {
      // Never wait for the entry's lock holding the GIL: the thread that
      // holds it may be compiling, and the capture needs the GIL.
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu_);
      f = &fn(JitDevice::Cpu);
      last_ = f;
    }
    return run_with_dtensors(*f, mu_, args, grad);
  }

  // The DTensor fast path (_dtensor.fast_call): `tensors` as the user passed
  // them, each a torch.Tensor or a DTensor on `mesh` (the mesh whose groups
  // are bound). Each DTensor's spec is parsed once per spec object and input
  // position, and each result is made here, from a spec kept per output
  // position. Returns what run_dtensor returns, with results already
  // DTensors; None where the slow path must run (no helpers yet, a DTensor on
  // another mesh, a spec that cannot be kept).
  py::object run_dtensors(const py::tuple& tensors, bool grad, const py::handle& mesh) {
    const DTensorHelpers* h = dtensor_helpers;
    if (!h || emu_) return py::none();
    const size_t n = tensors.size();
    std::vector<JitValue> ins;
    ins.reserve(n);
    auto* cls = reinterpret_cast<PyTypeObject*>(h->cls.ptr());
    bool any = false;
    for (size_t i = 0; i < n; ++i)
      any = any || Py_TYPE(PyTuple_GET_ITEM(tensors.ptr(), static_cast<Py_ssize_t>(i))) == cls;
    if (!any) return py::none();  // plain tensors: the plain path's entry
    for (size_t i = 0; i < n; ++i) {
      PyObject* o = PyTuple_GET_ITEM(tensors.ptr(), static_cast<Py_ssize_t>(i));
      if (Py_TYPE(o) != cls) {
        if (is_number_input(o))
          ins.emplace_back(number_input_of(o));
        else
          ins.emplace_back(unpack_tensor(o, i, grad));
        continue;
      }
      auto attr = [o](PyObject* name) {
        PyObject* v = PyObject_GetAttr(o, name);
        if (!v) throw py::error_already_set();
        return py::reinterpret_steal<py::object>(v);
      };
      py::object spec = attr(h->spec_name);
      // No reference into in_slots_ is held across a call into Python, which
      // may let another thread in.
      if (i >= in_slots_.size() || spec.ptr() != in_slots_[i].spec.ptr()) {
        py::object fields = h->fields_of(py::handle(o));
        if (fields.is_none()) return py::none();
        InSpecSlot parsed{spec, spec.attr(py::handle(h->mesh_name)),
                          global_type_of(fields.cast<py::tuple>(), i)};
        if (in_slots_.size() <= i) in_slots_.resize(i + 1);
        in_slots_[i] = std::move(parsed);
      }
      const InSpecSlot& slot = in_slots_[i];
      if (slot.mesh.ptr() != mesh.ptr()) return py::none();
      DTensor d;
      d.global = slot.global;
      d.local = unpack_tensor(attr(h->local_name), i, false);
      d.global.dtype = d.local.dtype;
      d.global.requires_grad = d.local.requires_grad =
          grad && THPVariable_Unpack(o).requires_grad();
      ins.emplace_back(std::move(d));
    }
    JitFunction* f = nullptr;
    {
      py::gil_scoped_release nogil;  // as in run_dtensor
      std::lock_guard<std::mutex> lock(*mu_);
      f = &fn(JitDevice::Cpu);
      last_ = f;
    }
    return run_jit_values(*f, mu_, ins, grad, [&](const JitValue& o, size_t i) -> py::object {
      const auto* d = std::get_if<DTensor>(&o);
      if (!d) return value_to_py(o);
      std::vector<int64_t> desc = describe_out(d->global);
      py::object local = wrap_tensor(d->local);
      py::object spec;
      if (i < out_slots_.size() && out_slots_[i].mesh.ptr() == mesh.ptr() &&
          out_slots_[i].desc == desc) {
        spec = out_slots_[i].spec;
      } else {
        py::list ps;
        for (const Placement& p : d->global.dtensor->placements) ps.append(placement_to_py(p));
        Shape stride = d->global.strides ? *d->global.strides : contiguous_strides(d->global.shape);
        spec = h->out_spec(mesh, ps, d->global.shape, stride, local);
        if (out_slots_.size() <= i) out_slots_.resize(i + 1);
        out_slots_[i] =
            OutSpecSlot{py::reinterpret_borrow<py::object>(mesh), std::move(desc), spec};
      }
      PyObject* r = PyObject_Call(h->make.ptr(), py::make_tuple(h->cls, local, spec).ptr(),
                                  h->no_grad_kwargs.ptr());
      if (!r) throw py::error_already_set();
      return py::reinterpret_steal<py::object>(r);
    });
  }

  // CUDA tensors on device `index`: viewed, run on PyTorch's current stream
  // with memory from its caching allocator, outputs viewed back; nothing
  // is copied or waited for.
  py::object run_cuda(const py::sequence& tensors, bool grad, int index) {
    FULGUR_CHECK(!emu_, "fulgur: input 0 is on cuda:", index,
                 "; this function was jitted with device='cuda-emu', which takes CPU tensors");
    c10::DeviceGuard guard(
        c10::Device(c10::DeviceType::CUDA, static_cast<c10::DeviceIndex>(index)));
    std::shared_ptr<cuda::Device> dev = torch_cuda_device(index);
    size_t n = tensors.size();
    std::vector<cuda::DeviceValue> ins;
    std::vector<bool> requires_grad;
    ins.reserve(n);
    requires_grad.reserve(n);
    for (size_t i = 0; i < n; ++i) {
      if (is_number_input(tensors[i])) {
        ins.emplace_back(number_input_of(tensors[i]));
        requires_grad.push_back(false);
        continue;
      }
      const at::Tensor& a = unpack_aten(tensors[i], i);
      FULGUR_CHECK(a.is_cuda() && a.get_device() == index, "fulgur: input ", i, " is on ",
                   a.device().str(), ", expected cuda:", index,
                   " like the first tensor input (all inputs of a call, parameters included, "
                   "must be on one "
                   "device)");
      ins.emplace_back(device_view(*dev, a));
      requires_grad.push_back(grad && a.requires_grad());
    }
    DeviceCall call;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu_);
      call_device_ = dev;
      JitFunction& f = fn(JitDevice::Cuda);
      last_ = &f;
      call = f.run_device(ins, requires_grad);
      call_device_.reset();
    }
    py::list result;
    for (const auto& v : call.outputs) {
      const auto* t = std::get_if<cuda::DeviceTensor>(&v);
      FULGUR_INTERNAL_ASSERT(t, "a jitted Python function returned a number");
      result.append(py::reinterpret_steal<py::object>(THPVariable_Wrap(aten_cuda_view(*t, index))));
    }
    if (!grad) return result;
    std::shared_ptr<GradCall> gc;
    if (call.grad) {
      gc = std::make_shared<GradCall>();
      gc->num_inputs = n;
      gc->mu = mu_;
      gc->node = call.grad;
      gc->device = dev;
      gc->index = index;
      gc->output_index = call.differentiable;
    }
    return py::make_tuple(result, gc ? py::cast(gc) : py::none());
  }

  // The function the last call ran (for the introspection below).
  const JitFunction& last() const {
    FULGUR_CHECK(last_, "fulgur: this function has not been called yet");
    return *last_;
  }

  // The introspection below waits for the entry's lock without the GIL: a
  // thread compiling this function holds the lock and takes the GIL to run
  // the capture (holding the GIL here deadlocked fulgur.cache_info called
  // during a compile).
  py::dict cache_info() const {
    CacheInfo c;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(*mu_);
      c = cache_info_locked();
    }
    return cache_info_dict(c);
  }
  CacheInfo cache_info_locked() const {
    CacheInfo c;
    for (const auto& f : fns_) {
      if (!f) continue;
      CacheInfo x = f->cache_info();
      c.hits += x.hits;
      c.misses += x.misses;
      c.entries += x.entries;
      c.trace_ms += x.trace_ms;
      c.passes_ms += x.passes_ms;
      c.grad_ms += x.grad_ms;
      c.compile_ms += x.compile_ms;
      c.host_compile_ms += x.host_compile_ms;
    }
    return c;
  }

  // (step name, printed trace) for every trace of the last compile.
  std::vector<std::pair<std::string, std::string>> last_traces() const {
    py::gil_scoped_release nogil;
    std::lock_guard<std::mutex> lock(*mu_);
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& [name, t] : last().last_traces()) out.emplace_back(name, print_trace(t));
    return out;
  }
  std::string last_host_program() const {
    py::gil_scoped_release nogil;
    std::lock_guard<std::mutex> lock(*mu_);
    return last().last_host_program();
  }
  void use_interpreter(bool on) {
    py::gil_scoped_release nogil;
    std::lock_guard<std::mutex> lock(*mu_);
    interpreter_ = on;
    for (auto& f : fns_)
      if (f) f->use_host_executor(on ? HostExecutor::Interpreter : HostExecutor::Native);
  }

 private:
  std::shared_ptr<py::object> builder_;
  std::vector<std::string> names_;
  // The DTensor fast path's kept specs (run_dtensors), guarded by the GIL.
  std::vector<InSpecSlot> in_slots_;
  std::vector<OutSpecSlot> out_slots_;
  std::shared_ptr<std::mutex> mu_;
  bool emu_ = false;
  bool interpreter_ = false;
  std::optional<JitFunction> fns_[3];  // by JitDevice
  const JitFunction* last_ = nullptr;
  std::shared_ptr<cuda::Device> call_device_;  // the device of the CUDA call in progress
};

std::optional<SourceLoc> make_loc(const py::object& file, int line, const std::string& text) {
  if (file.is_none()) return std::nullopt;
  return SourceLoc{file.cast<std::string>(), line, text};
}

}  // namespace

py::dict cache_info_dict(const CacheInfo& c) {
  py::dict d;
  d["hits"] = c.hits;
  d["misses"] = c.misses;
  d["entries"] = c.entries;
  d["trace_ms"] = c.trace_ms;
  d["passes_ms"] = c.passes_ms;
  d["grad_ms"] = c.grad_ms;
  d["compile_ms"] = c.compile_ms;
  d["host_compile_ms"] = c.host_compile_ms;
  return d;
}

}  // namespace fulgur::python

PYBIND11_MODULE(_C, m) {
  using namespace fulgur;
  using namespace fulgur::python;
  m.doc() = "fulgur's C++ core (see the fulgur package for the Python API)";

  static py::exception<Error> fulgur_error(m, "FulgurError", PyExc_RuntimeError);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const Error& e) {
      py::set_error(fulgur_error, e.what());
    } catch (const InternalError& e) {
      py::set_error(PyExc_SystemError, (std::string("fulgur: ") + e.what()).c_str());
    }
  });

  py::enum_<DType> dt(m, "DType");
  for (DType d : kAllDTypes) dt.value(std::string(dtype_short_name(d)).c_str(), d);

  // One placement along one mesh dim, as the trace prints it: Shard(dim=1),
  // Replicate(), Partial(sum). Values: compared and hashed by their fields.
  py::class_<Placement>(m, "Placement")
      .def_static("shard", &Placement::shard, py::arg("dim"))
      .def_static("replicate", &Placement::replicate)
      .def_static(
          "partial",
          [](const std::string& op) {
            auto r = reduce_op_from_name(op);
            FULGUR_CHECK(r, "fulgur: Partial('", op, "') is not one of sum, avg, max, min");
            return Placement::partial(*r);
          },
          py::arg("op") = "sum")
      .def_property_readonly("kind",
                             [](const Placement& p) {
                               return p.kind == Placement::Kind::Shard       ? "shard"
                                      : p.kind == Placement::Kind::Replicate ? "replicate"
                                                                             : "partial";
                             })
      .def_property_readonly("dim",
                             [](const Placement& p) -> py::object {
                               return p.kind == Placement::Kind::Shard ? py::int_(p.dim)
                                                                       : py::object(py::none());
                             })
      .def_property_readonly("op",
                             [](const Placement& p) -> py::object {
                               return p.kind == Placement::Kind::Partial
                                          ? py::str(std::string(reduce_op_name(p.op)))
                                          : py::object(py::none());
                             })
      .def("is_shard", [](const Placement& p) { return p.kind == Placement::Kind::Shard; })
      .def("is_replicate", [](const Placement& p) { return p.kind == Placement::Kind::Replicate; })
      .def("is_partial", [](const Placement& p) { return p.kind == Placement::Kind::Partial; })
      .def("__eq__",
           [](const Placement& a, const py::object& b) {
             return py::isinstance<Placement>(b) && a == b.cast<Placement>();
           })
      .def("__hash__",
           [](const Placement& p) {
             return py::hash(
                 py::make_tuple(static_cast<int>(p.kind), p.dim, static_cast<int>(p.op)));
           })
      .def("__repr__", &Placement::repr);

  py::class_<PyTraced>(m, "Traced")
      .def_property_readonly("name", [](const PyTraced& t) { return t.t.proxy()->name; })
      .def_property_readonly("is_number",
                             [](const PyTraced& t) { return t.t.proxy()->is_number(); })
      .def_property_readonly("shape", [](const PyTraced& t) { return t.t.shape(); })
      .def_property_readonly("dtype", [](const PyTraced& t) { return t.t.dtype(); })
      .def_property_readonly(
          "placements",
          [](const PyTraced& t) -> py::object {
            const ProxyType& type = t.t.proxy()->type;
            if (!t.t.proxy()->is_tensor() || !type.tensor.dtensor) return py::none();
            py::list ps;
            for (const Placement& p : type.tensor.dtensor->placements)
              ps.append(placement_to_py(p));
            return py::tuple(ps);
          },
          "A DTensor's placements (fulgur._C.Placement); None for a plain tensor.")
      .def(
          "copy_",
          [](const PyTraced& self, const PyTraced& src) {
            self.t.copy_(src.t, Loc{});
            return self;
          },
          "Makes `src` this tensor's value from now on (an in-place write).")
      .def(
          "view_result",
          [](const PyTraced& self, const PyTraced& r) { return PyTraced{self.t.view_result(r.t)}; },
          "`r` as a view of this tensor's memory.")
      .def(
          "fresh",
          [](const PyTraced& self) { return PyTraced{Traced(&self.t.tracer(), self.t.proxy())}; },
          "The same value in memory of its own (a clone: writes to one do not reach the other).")
      .def("__repr__", [](const PyTraced& t) {
        return "<traced " + t.t.proxy()->name + ": " + type_string(t.t.proxy()->type) + ">";
      });

  py::class_<PyTracer>(m, "Tracer")
      .def(
          "call",
          [](const PyTracer& self, const std::string& op, const py::list& args,
             const py::dict& kwargs, const py::object& file, int line, const std::string& text) {
            Tracer& tr = self.get();
            std::vector<Value> a;
            for (py::handle h : args) a.push_back(to_value(h));
            std::vector<std::pair<std::string, Value>> kw;
            for (auto [k, v] : kwargs) kw.emplace_back(k.cast<std::string>(), to_value(v));
            Value out = tr.call(op, std::move(a), std::move(kw), make_loc(file, line, text));
            return from_value(tr, out);
          },
          py::arg("op"), py::arg("args"), py::arg("kwargs"), py::arg("file") = py::none(),
          py::arg("line") = 0, py::arg("text") = "")
      .def(
          "call_aten",
          [](const PyTracer& self, const std::string& name, const py::list& args,
             const py::dict& kwargs, const py::object& file, int line, const std::string& text,
             const std::string& overload) {
            Tracer& tr = self.get();
            std::vector<Value> a;
            for (py::handle h : args) a.push_back(to_value(h));
            std::vector<std::pair<std::string, Value>> kw;
            for (auto [k, v] : kwargs) kw.emplace_back(k.cast<std::string>(), to_value(v));
            Value out = tr.call_aten(name, overload, std::move(a), std::move(kw),
                                     make_loc(file, line, text));
            return from_value(tr, out);
          },
          "Records ATen op `name` (its overload `overload`, \"\" for the default one) through "
          "the libtorch fallback.",
          py::arg("name"), py::arg("args"), py::arg("kwargs"), py::arg("file") = py::none(),
          py::arg("line") = 0, py::arg("text") = "", py::arg("overload") = "");

  py::class_<GradCall, std::shared_ptr<GradCall>>(m, "GradCall")
      .def_readonly("output_index", &GradCall::output_index)
      .def("backward", &GradCall::backward);

  py::class_<DTensorGradCall, std::shared_ptr<DTensorGradCall>>(m, "DTensorGradCall")
      .def_readonly("output_index", &DTensorGradCall::output_index)
      .def("backward", &DTensorGradCall::backward);

  py::class_<Compiled>(m, "Compiled")
      .def(py::init<py::object, std::vector<std::string>, std::string>(), py::arg("builder"),
           py::arg("names"), py::arg("device") = "")
      .def("run", &Compiled::run)
      .def("run_dtensor", &Compiled::run_dtensor)
      .def("run_dtensors", &Compiled::run_dtensors)
      .def("cache_info", &Compiled::cache_info)
      .def("last_traces", &Compiled::last_traces)
      .def("last_host_program", &Compiled::last_host_program)
      .def("use_interpreter", &Compiled::use_interpreter);

  m.def("ops", [] {
    std::vector<std::string> names;
    for (const Symbol* s : all_symbols()) names.push_back(s->qualified());
    return names;
  });
  // The caller's torch.distributed group as the world of fulgur's collectives
  // (DTensor programs from Python); None goes back to the environment's.
  m.def("use_dtensor_helpers",
        [](py::object cls, py::object make, py::object fields_of, py::object out_spec) {
          if (!dtensor_helpers) dtensor_helpers = new DTensorHelpers();
          DTensorHelpers& h = *dtensor_helpers;
          h.cls = std::move(cls);
          h.make = std::move(make);
          h.fields_of = std::move(fields_of);
          h.out_spec = std::move(out_spec);
          h.no_grad_kwargs = py::dict(py::arg("requires_grad") = false);
          if (!h.local_name) {
            h.local_name = PyUnicode_InternFromString("_local_tensor");
            h.spec_name = PyUnicode_InternFromString("_spec");
            h.mesh_name = PyUnicode_InternFromString("mesh");
          }
        });
  // Without the GIL: replacing the world's communicator joins its worker,
  // which may be destroying a finished collective's tensors, whose Python
  // objects it releases under the GIL (at exit, a rank that raised hung here,
  // holding the GIL while joining the worker that waited for it).
  m.def("use_c10d_world", [](py::object group) {
    c10::intrusive_ptr<c10d::ProcessGroup> g;
    if (!group.is_none()) g = group.cast<c10::intrusive_ptr<c10d::ProcessGroup>>();
    py::gil_scoped_release release;
    if (!g) return use_c10d_world(c10::intrusive_ptr<c10d::Backend>());
    use_c10d_world(g);
  });
  // The caller's group along `dims` of a mesh (its ranks row-major over
  // `mesh_shape`) as the group of fulgur's collectives with
  // group=ProcessGroup(mesh=..., dims=...) that holds this rank.
  m.def("use_c10d_group", [](const Shape& mesh_shape, const std::vector<int64_t>& ids,
                             const std::vector<int64_t>& dims, py::object group) {
    ProcessGroupSpec spec{DeviceMesh{"cpu", mesh_shape, ids}, dims};
    c10::intrusive_ptr<c10d::Backend> backend =
        group.is_none() ? c10::intrusive_ptr<c10d::Backend>()
                        : c10d_cpu_backend(group.cast<c10::intrusive_ptr<c10d::ProcessGroup>>());
    py::gil_scoped_release release;  // as use_c10d_world: a replaced group joins its worker
    use_c10d_group(spec, backend);
  });
  m.def("has_op", [](const std::string& name) { return find_symbol(name) != nullptr; });
  register_spmd(m);  // fulgur._C.spmd: spmd_bindings.cpp
  m.def("type_string", [](const PyTraced& t) { return type_string(t.t.proxy()->type); });
}
