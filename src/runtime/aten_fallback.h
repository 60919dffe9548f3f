// The libtorch fallback: any ATen op fulgur has no ltorch definition for
// becomes an opaque symbol "aten.<name>" (or "aten.<name>.<overload>"),
// printed by its PyTorch name (torch.ops.aten.<name>). Its output types come
// from running the ATen op on meta tensors; at run time it runs through
// libtorch (the reference executor, the CPU path's library calls, the CUDA
// path's host round trip). Autodiff goes through libtorch autograd: the
// gradient of such a call is one "aten_vjp.<name>" call, which reruns the op
// with autograd on and asks torch::autograd::grad.
//
// A trace names them like any op, so print -> parse works:
//   t0 = aten.erfinv(x)  # t0: "cpu f32[4, 5]"
// The parser finds them through the symbol resolver this file installs.
// ATen-free: for the tracing API and the Python host.
#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

// The fallback symbol of ATen op `name` ("erfinv" or "aten::erfinv") and
// `overload` ("" for the default one, e.g. "Tensor" for aten::add.Tensor).
// Raises Error naming the op when libtorch has no such op or overload, or
// when the op writes into its arguments (in-place and out= forms).
const Symbol& aten_fallback_symbol(std::string_view name, std::string_view overload = "");

// Records a call of the fallback op in `tb` (its arguments bound to the
// ATen schema's parameter names, the output types from meta tensors) and
// gives the statement a header comment marking it as a libtorch fallback.
Value call_aten_fallback(TraceBuilder& tb, std::string_view name, std::vector<Value> args,
                         std::vector<std::pair<std::string, Value>> kwargs = {},
                         std::string_view overload = "");

// Whether `s` is a fallback symbol (or the gradient of one).
bool is_aten_fallback(const Symbol& s);

// Makes "aten.*" names resolvable by find_symbol and the parser. Called by
// aten_fallback_symbol and by the reference executor; idempotent.
void install_aten_fallback();

}  // namespace fulgur
