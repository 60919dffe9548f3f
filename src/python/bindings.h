// What the translation units of fulgur._C share (module.cpp, spmd_bindings.cpp):
// the traced-tensor and tracer handles Python holds while it captures, and the
// conversions between Python objects and fulgur values. Internal to the
// module (built with hidden visibility); includes pybind11, not torch.
#pragma once

#include <pybind11/pybind11.h>

#include <cstddef>

#include "frontend/tracing.h"
#include "ir/error.h"
#include "ir/proxy.h"
#include "runtime/host_tensor.h"

namespace fulgur {
struct CacheInfo;
}

namespace fulgur::python {

// A traced tensor as Python sees it while a function is captured.
struct PyTraced {
  Traced t;
};

// The tracer of the capture in progress (valid only inside a builder call).
struct PyTracer {
  Tracer* tr = nullptr;
  Tracer& get() const {
    FULGUR_CHECK(tr, "this tracer has finished: traced tensors cannot be used after the capture");
    return *tr;
  }
};

// A Python argument of a traced op as a fulgur value (tensors, numbers, str,
// None, dtypes, tuples and lists of these); TypeError otherwise.
Value to_value(pybind11::handle h);
// An op's result as Python objects (traced tensors as PyTraced of `tr`).
pybind11::object from_value(Tracer& tr, const Value& v);
// A CPU torch.Tensor argument (input `i` in messages) viewed without a copy;
// requires_grad only with `grad`.
HostTensor unpack_tensor(pybind11::handle h, size_t i, bool grad);
// A fulgur tensor as a torch.Tensor over the same memory.
pybind11::object wrap_tensor(const HostTensor& t);
// Placements cross as fulgur._C.Placement (bound in module.cpp); anything
// else is an Error naming what came.
Placement placement_from_py(const pybind11::handle& h);
pybind11::object placement_to_py(const Placement& p);

// hits, misses, entries and each compile stage's milliseconds as a dict
// (the cache_info of jit() and of a train step).
pybind11::dict cache_info_dict(const CacheInfo& c);

// fulgur._C.spmd (spmd_bindings.cpp): the train-step API of docs/spmd.md.
void register_spmd(pybind11::module_& m);

}  // namespace fulgur::python
