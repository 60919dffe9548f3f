// fulgur._C.spmd: the train-step API (src/frontend/spmd.h, docs/spmd.md) for
// python/fulgur/spmd/:
//   - StepTracer: a tracer of its own for one train step's capture (global
//     types), finished into a Trace;
//   - Trace: a trace a transform reads and rewrites (printed, parsed, its
//     statements listed, one replaced: ir/replace_statement.h; sort_waits);
//   - TrainStep: one compiled step (fulgur::spmd::compile) run on torch
//     tensors without copies; overrides' transforms and gm_transformation are
//     Python callables the C++ pipeline calls back (under the GIL);
//   - declare_placeholder: an opaque op spmd.<name> whose meta function is a
//     Python callable (types in, types out).
#include <pybind11/functional.h>
#include <pybind11/stl.h>
#include <torch/csrc/autograd/python_variable.h>

#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "codegen/partition.h"
#include "frontend/spmd.h"
#include "ir/ops/placeholder.h"
#include "ir/parser.h"
#include "ir/passes/sort_waits.h"
#include "ir/printer.h"
#include "ir/replace_statement.h"
#include "python/bindings.h"

namespace py = pybind11;

namespace fulgur::python {
namespace {

// A Python callable held by C++ code that may outlive the call that made it
// (a placeholder's meta lives in the symbol registry until exit): released
// under the GIL, and leaked if the interpreter is gone by then.
std::shared_ptr<py::object> hold(py::object o) {
  return std::shared_ptr<py::object>(new py::object(std::move(o)), [](py::object* p) {
    if (!Py_IsInitialized()) return;
    py::gil_scoped_acquire gil;
    delete p;
  });
}

// Runs a Python callback from the C++ pipeline: a Python exception becomes a
// fulgur Error naming `who` (the pipeline's own errors pass through as they are).
template <typename F>
auto call_back(const std::string& who, F&& f) {
  py::gil_scoped_acquire gil;
  try {
    return f();
  } catch (py::error_already_set& e) {
    std::string msg = e.what();
    FULGUR_FAIL("fulgur.spmd: ", who, " raised ", msg);
  }
}

struct PyStepTracer {
  std::unique_ptr<Tracer> tr;
  py::object handle;  // the PyTracer Capture records through

  explicit PyStepTracer(const std::string& name) : tr(std::make_unique<Tracer>(name)) {
    handle = py::cast(PyTracer{tr.get()});
  }
  PyTraced input(const std::string& name, const Shape& shape, DType dtype, bool requires_grad) {
    TensorType t;
    t.shape = shape;
    t.dtype = dtype;
    t.requires_grad = requires_grad;
    return PyTraced{tr->input(name, t)};
  }
  Trace finish(const py::list& outputs) {
    std::vector<Traced> outs;
    for (py::handle o : outputs) outs.push_back(o.cast<PyTraced&>().t);
    handle.cast<PyTracer&>().tr = nullptr;
    tr->ret(outs);
    return tr->finish();
  }
};

// (index, symbol, output names, input names, {param: name or [names]}, text)
// for each statement of `t`.
py::list statements(const Trace& t) {
  py::list out;
  for (size_t i = 0; i < t.bsyms.size(); ++i) {
    const BoundSymbol& b = t.bsyms[i];
    py::list outs, ins;
    for (const ProxyPtr& p : b.flat_outputs()) outs.append(p->name);
    for (const ProxyPtr& p : b.flat_inputs()) ins.append(p->name);
    py::dict args;
    BoundArgs ba = b.bound_args();
    for (size_t k = 0; k < b.sym->params.size() && k < ba.size(); ++k) {
      const Value& v = ba.at(k);
      if (v.is_tensor()) {
        args[py::str(b.sym->params[k].name)] = v.proxy()->name;
      } else if (v.is_seq() && !v.seq().items.empty()) {
        py::list names;
        bool all = true;
        for (const Value& x : v.seq().items) {
          if (!x.is_tensor()) {
            all = false;
            break;
          }
          names.append(x.proxy()->name);
        }
        if (all) args[py::str(b.sym->params[k].name)] = names;
      }
    }
    out.append(py::make_tuple(i, b.sym->qualified(), outs, ins, args, print_statement(b)));
  }
  return out;
}

class PyTrainStep {
 public:
  // `overrides`: [(placeholder name, transform or None)], a transform taking
  // (Trace, {input name: [Placement]}) and returning a Trace;
  // `gm_transformation`: Trace -> Trace, or None.
  PyTrainStep(const Trace& trace, size_t num_params, size_t num_state,
              const py::object& param_schema, const py::list& input_schemas,
              const py::list& overrides, const py::object& gm_transformation, int64_t rank,
              int64_t world_size, const py::list& param_schemas, const py::list& state_schemas,
              const py::list& input_placements, const std::vector<int64_t>& mesh_shape,
              const std::vector<int64_t>& mesh_ids, int64_t bucket_cap_bytes) {
    spmd::StepOptions o;
    o.bucket_cap_bytes = bucket_cap_bytes;
    o.param_schema = placement_from_py(param_schema);
    // Each entry: one Placement per mesh dim.
    auto per_dim = [](const py::list& l) {
      std::vector<std::vector<Placement>> out;
      for (py::handle h : l) {
        std::vector<Placement> ps;
        for (py::handle p : h.cast<py::list>()) ps.push_back(placement_from_py(p));
        out.push_back(std::move(ps));
      }
      return out;
    };
    o.param_schemas = per_dim(param_schemas);
    o.state_schemas = per_dim(state_schemas);
    o.input_placements = per_dim(input_placements);
    o.mesh_shape = mesh_shape;
    o.mesh_ids = mesh_ids;
    for (py::handle h : input_schemas) o.input_schemas.push_back(placement_from_py(h));
    for (py::handle h : overrides) {
      auto t = h.cast<py::tuple>();
      spmd::Override ov;
      ov.placeholder = t[0].cast<std::string>();
      if (t[1].is_none()) {
        ov.transform = [](const Trace& tr, const spmd::SchemaMap&) { return tr; };
      } else {
        std::shared_ptr<py::object> fn = hold(t[1]);
        std::string who = "the override's transform of spmd." + ov.placeholder;
        ov.transform = [fn, who](const Trace& tr, const spmd::SchemaMap& schemas) {
          return call_back(who, [&] {
            py::dict d;
            for (const auto& [name, ps] : schemas) {
              py::list l;
              for (const Placement& p : ps) l.append(placement_to_py(p));
              d[py::str(name)] = l;
            }
            return (*fn)(tr, d).cast<Trace>();
          });
        };
      }
      o.overrides.push_back(std::move(ov));
    }
    if (!gm_transformation.is_none()) {
      std::shared_ptr<py::object> fn = hold(gm_transformation);
      o.gm_transformation = [fn](const Trace& tr) {
        return call_back("gm_transformation", [&] { return (*fn)(tr).cast<Trace>(); });
      };
    }
    o.rank = rank;
    o.world_size = world_size;
    py::gil_scoped_release nogil;
    step_.emplace(spmd::compile(trace, num_params, num_state, std::move(o)));
  }

  ~PyTrainStep() {
    // Its callbacks are Python objects (released under the GIL by `hold`).
    py::gil_scoped_release nogil;
    step_.reset();
  }

  // Local tensors in, outputs out; parameters and state updated in place.
  py::list run(const py::sequence& params, const py::sequence& state, const py::sequence& batch) {
    std::vector<Tensor> p = unpack(params, 0), s = unpack(state, params.size()),
                        b = unpack(batch, params.size() + state.size());
    std::vector<Tensor> outs;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(mu_);
      outs = (*step_)(p, s, b);
    }
    py::list r;
    for (const Tensor& t : outs) r.append(wrap_tensor(t));
    return r;
  }

  py::list distribute(const py::sequence& whole) {
    std::vector<Tensor> w = unpack(whole, 0), local;
    {
      py::gil_scoped_release nogil;
      std::lock_guard<std::mutex> lock(mu_);
      local = step_->distribute(w);
    }
    py::list r;
    for (const Tensor& t : local) r.append(wrap_tensor(t));
    return r;
  }

  std::vector<std::pair<std::string, std::string>> last_traces() {
    std::lock_guard<std::mutex> lock(mu_);
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& [name, t] : step_->last_traces()) out.emplace_back(name, print_trace(t));
    return out;
  }
  int64_t host_program_calls() {
    std::lock_guard<std::mutex> lock(mu_);
    return step_->host_program_calls();
  }
  py::dict cache_info() {
    std::lock_guard<std::mutex> lock(mu_);
    return cache_info_dict(step_->cache_info());
  }

 private:
  static std::vector<Tensor> unpack(const py::sequence& ts, size_t first) {
    std::vector<Tensor> out;
    out.reserve(ts.size());
    for (size_t i = 0; i < ts.size(); ++i) out.push_back(unpack_tensor(ts[i], first + i, false));
    return out;
  }

  std::optional<spmd::TrainStep> step_;
  std::mutex mu_;
};

}  // namespace

void register_spmd(py::module_& parent) {
  py::module_ m = parent.def_submodule("spmd", "fulgur::spmd (src/frontend/spmd.h)");

  py::class_<Trace>(m, "Trace")
      .def_property_readonly("name", [](const Trace& t) { return t.fn_name; })
      .def(
          "text",
          [](const Trace& t, int depth) { return print_trace(t, PrintOptions{.depth = depth}); },
          py::arg("depth") = 1)
      .def("__str__", [](const Trace& t) { return print_trace(t); })
      .def("inputs",
           [](const Trace& t) {
             std::vector<std::string> names;
             for (const ProxyPtr& p : t.input_proxies()) names.push_back(p->name);
             return names;
           })
      .def("statements", &statements)
      .def("replace_statement", &replace_statement)
      .def("sort_waits", [](const Trace& t) { return sort_waits(t); })
      .def("flatten_to_prims", [](const Trace& t) { return codegen::flatten_to_prims(t); })
      .def_static("parse", [](const std::string& text) { return parse_trace(text); });

  py::class_<PyStepTracer>(m, "StepTracer")
      .def(py::init<const std::string&>())
      .def_readonly("handle", &PyStepTracer::handle)
      .def("input", &PyStepTracer::input)
      .def("finish", &PyStepTracer::finish);

  py::class_<PyTrainStep>(m, "TrainStep")
      .def(py::init<const Trace&, size_t, size_t, const py::object&, const py::list&,
                    const py::list&, const py::object&, int64_t, int64_t, const py::list&,
                    const py::list&, const py::list&, const std::vector<int64_t>&,
                    const std::vector<int64_t>&, int64_t>(),
           py::arg("trace"), py::arg("num_params"), py::arg("num_state"), py::arg("param_schema"),
           py::arg("input_schemas"), py::arg("overrides"), py::arg("gm_transformation"),
           py::arg("rank"), py::arg("world_size"), py::arg("param_schemas") = py::list(),
           py::arg("state_schemas") = py::list(), py::arg("input_placements") = py::list(),
           py::arg("mesh_shape") = std::vector<int64_t>(),
           py::arg("mesh_ids") = std::vector<int64_t>(),
           py::arg("bucket_cap_bytes") = int64_t{25} << 20)
      .def("run", &PyTrainStep::run)
      .def("distribute", &PyTrainStep::distribute)
      .def("last_traces", &PyTrainStep::last_traces)
      .def("host_program_calls", &PyTrainStep::host_program_calls)
      .def("cache_info", &PyTrainStep::cache_info);

  // meta: [(shape, dtype)] of the operands -> [(shape, dtype)] of the outputs.
  // Per autodiff.grad call of a captured step (in program order), the
  // indices in its wrt of the inputs its loss does not reach: what
  // fulgur.spmd's capture checks its own reachability against.
  m.def("zero_gradients", [](const Trace& step) {
    std::vector<std::vector<size_t>> zeros;
    py::gil_scoped_release nogil;
    resolve_grad(step, &zeros);
    return zeros;
  });
  m.def("declare_placeholder", [](const std::string& name, std::vector<std::string> operands,
                                  py::object meta) {
    std::shared_ptr<py::object> fn = hold(std::move(meta));
    std::string who = "the meta function of spmd." + name;
    declare_placeholder(name, std::move(operands), [fn, who](const std::vector<TensorType>& ins) {
      return call_back(who, [&] {
        py::list args;
        bool grad = false;
        for (const TensorType& t : ins) {
          args.append(py::make_tuple(t.shape, t.dtype));
          grad = grad || t.requires_grad;
        }
        std::vector<TensorType> outs;
        for (py::handle o : (*fn)(args)) {
          auto r = o.cast<py::tuple>();
          TensorType t;
          t.shape = r[0].cast<Shape>();
          t.dtype = r[1].cast<DType>();
          if (!ins.empty()) t.device = ins[0].device;
          t.requires_grad = grad;
          outs.push_back(std::move(t));
        }
        return outs;
      });
    });
  });
}

}  // namespace fulgur::python
