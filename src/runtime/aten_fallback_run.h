// Running libtorch fallback calls (runtime/aten_fallback.h) with ATen
// tensors: for the reference executor, which every run path goes through.
#pragma once

#include <functional>
#include <vector>

#include <ATen/ATen.h>

#include "ir/trace.h"

namespace fulgur {

// The at::Tensor of a tensor argument, the value of a number proxy.
using FallbackTensorFn = std::function<at::Tensor(const Value&)>;
using FallbackNumberFn = std::function<Scalar(const Value&)>;

// Runs the fallback call `b` ("aten.*" or "aten_vjp.*") through the
// dispatcher and returns its outputs in the order of b.flat_outputs().
// Outputs that alias an input are copied: fulgur's values never share memory
// with their inputs unless the trace says so.
std::vector<at::Tensor> run_aten_fallback(const BoundSymbol& b, const FallbackTensorFn& tensor,
                                          const FallbackNumberFn& number);

}  // namespace fulgur
