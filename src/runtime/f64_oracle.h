// The f64 oracle of `fulgur run --check`: what a program computes with every
// floating-point dtype made f64, on the very inputs of the low-precision run
// (widened exactly), judges a difference between fulgur and libtorch that the
// element-wise tolerance (runtime/inputs.h) calls a mismatch. Values that
// cancel (a gradient summed over a batch, 1 - tanh(x)^2 of a saturated tanh)
// carry absolute rounding errors far above that tolerance in libtorch and in
// fulgur alike; a bug puts fulgur farther from the f64 values than libtorch.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "ir/trace.h"
#include "runtime/host_tensor.h"
#include "runtime/inputs.h"

namespace fulgur {

// `t` traced again with every floating-point dtype f64: its inputs' types and
// the dtype arguments of its ops (`dtype=torch.float32`, `ltorch.to(x,
// torch.bfloat16)`), so every intermediate follows. Integer and bool values
// keep their dtypes. nullopt where the program cannot be retraced so: DTensor
// inputs, fusion regions, unpacking and attribute statements, or an op that
// refuses f64.
std::optional<Trace> f64_twin(const Trace& t);

// A contiguous copy of a tensor, f64 when it is floating-point (the values
// widen exactly); numbers as they are.
RuntimeValue widened_to_f64(const RuntimeValue& v);
std::vector<RuntimeValue> widened_to_f64(const std::vector<RuntimeValue>& v);
HostTensor widened_to_f64(const HostTensor& t);

// Rounding error a tensor's values may carry against the f64 oracle, relative
// to libtorch's own: fulgur may be at most this many times farther from the
// f64 values than libtorch's farthest element. Two f32 computations of the
// same quality in different orders differ in their largest error by sampling
// alone: over 488 gradients of tests/dist/mlp4_mse.trace (61 seeds) fulgur's
// largest distance from f64 was libtorch's times 1.0 at the median, 2.6 at
// the 99th percentile and 3.4 at most.
constexpr double kOracleFactor = 4;

struct OracleVerdict {
  bool applies = false;  // false: no verdict (shapes, NaN or infinity placement, dtypes)
  bool ok = false;
  double ours = 0;      // fulgur's largest distance from the f64 values
  double libtorch = 0;  // libtorch's, over its rounding-sized differences (below)
  std::string problem;  // set when applies && !ok: the worst element
};

// Judges `actual` (fulgur) against `truth` (the f64 oracle), given `expected`
// (libtorch in the program's own dtypes). With t the f64 values, s the largest
// |t|, f_i = max(|t_i|, s / 100) and L = the largest |expected_i - t_i| among
// the elements where it is under f_i / 2 (libtorch's rounding; a larger
// difference is a branch the two precisions took differently, no measure of
// rounding), every element must satisfy
//   |actual_i - t_i| <= tol.atol + tol.rtol * f_i + kOracleFactor * L.
// NaN and infinities must sit at the same elements in all three.
OracleVerdict judge_with_oracle(const HostTensor& actual, const HostTensor& expected,
                                const HostTensor& truth, Tolerance tol);

}  // namespace fulgur
