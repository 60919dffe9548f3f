// Inputs for running a trace (random ones in each op's valid domain, or
// .npy files named after the arguments) and comparison of results within a
// dtype's tolerance.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "ir/trace.h"
#include "runtime/host_tensor.h"

namespace fulgur {

// Random values from `seed`: positive where an op needs it (log, sqrt,
// rsqrt, a divisor, pow's base), valid class indices for cross_entropy
// targets and take_along_dim indices. Non-contiguous inputs get their strides.
std::vector<RuntimeValue> random_inputs(const Trace& trace, uint64_t seed);
// DIR/NAME.npy for each tensor argument; number arguments take the value in
// their type comment. Missing files and mismatched shapes or dtypes are
// errors, except that an f32 file fills a bf16 argument (NumPy has no bf16)
// and a narrower floating-point file widens exactly (f16/f32 for f64).
std::vector<RuntimeValue> load_inputs(const Trace& trace, const std::string& dir);

struct ForwardBackward;
// Random cotangents for the differentiable outputs of a grad transform
// (ir/passes/autodiff.h), one per entry of its cotangent_of, from `seed`.
std::vector<HostTensor> random_cotangents(const ForwardBackward& fb, uint64_t seed);
// The same read from DIR/cotangent0.npy, DIR/cotangent1.npy, ... (what
// `fulgur run --grad --save-inputs DIR` wrote), checked like load_inputs.
std::vector<HostTensor> load_cotangents(const ForwardBackward& fb, const std::string& dir);

struct Tolerance {
  double rtol = 0, atol = 0;
};
Tolerance tolerance_for(DType d);

struct Comparison {
  bool ok = true;
  double max_abs = 0, max_rel = 0;
  std::string problem;  // set when !ok: shape/dtype mismatch, NaN placement, values
};
// |actual - expected| <= atol + rtol * max(|expected|, 1% of max |expected|)
// elementwise; NaN matches NaN, infinities must be equal.
Comparison compare(const RuntimeValue& actual, const RuntimeValue& expected);
// The same with an explicit tolerance (gradients that flowed through f16/bf16
// values carry that dtype's rounding whatever their own dtype).
Comparison compare(const RuntimeValue& actual, const RuntimeValue& expected, Tolerance tol);
// The loosest tolerance among the floating-point values `t` computes (its
// inputs, outputs and every intermediate at any depth).
Tolerance loosest_tolerance(const Trace& t);

}  // namespace fulgur
