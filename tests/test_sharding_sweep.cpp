// A property sweep of every sharding rule (docs/dtensor.md) against the
// single-device program: for each symbol with a rule and each sample call of
// it (tests/op_samples with one dtype each, f64 where it has one, plus the
// prims, an aten op and the corner cases below), every combination of
// operand placements on a 1-D mesh of 2 ranks — Replicate(), Shard(d) of
// each dim of extent >= 2 (uneven ones included), Partial(sum) and
// Partial(avg) of floating-point operands, Partial(sum) of integer ones,
// Partial(max/min) of a lone floating-point operand — and 30 combinations
// per sample (seeded) on a 2 x 2 mesh. Each case is the one-op DTensor trace
// (an ltorch or aten call written on DTensors; a prim call typed by
// type_dtensor, as a train step's prims are) expanded for every rank
// (expand_dtensor, outputs redistributed to Replicate()), run on every rank
// in one process (run_simulated_world: collectives across the ranks'
// threads), and compared with the single-device program on the global
// values.
//
// A Partial input's ranks hold different random shares whose sum (average,
// max, min) is the global value. Floating-point values and shares lie on a
// grid (steps of 1/512 in [-8, 8] for f32/f64, coarser for f16/bf16) on which
// the shares add up exactly: a mismatch is the rule's, not rounding.
//
// An Error that says it refuses the combination ("not supported yet") is
// counted; any other Error (the single-device program runs), an internal
// error, an Error while running the ranks' programs, or a mismatch fails,
// naming the op, the placements and the first mismatching element.
//
// FULGUR_SWEEP_OP=ltorch.div runs one op's samples; FULGUR_SWEEP_SEED=N and
// FULGUR_SWEEP_2D_CAP=N draw other or more cases; FULGUR_SWEEP_VERBOSE=1
// lists the refusals.
#include <gtest/gtest.h>

#include <ATen/ATen.h>
#include <ATen/Parallel.h>

#include <cstdlib>
#include <map>
#include <random>
#include <regex>
#include <set>
#include <sstream>

#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/sharding/sharding.h"
#include "ir/symbol.h"
#include "op_samples.h"
#include "runtime/aten_interop.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"

namespace fulgur {
namespace {

using K = Placement::Kind;

struct Sample {
  std::string op;
  std::vector<std::string> inputs;  // "f64[4, 5]" (no device, no strides)
  std::string call;
  int outputs = 1;
};

struct MeshSpec {
  Shape shape;
  std::string text;
  int size;
  DeviceMesh mesh() const {
    DeviceMesh m{"cpu", shape, {}};
    for (int i = 0; i < size; ++i) m.ids.push_back(i);
    return m;
  }
};
const MeshSpec kMesh1{{2}, "DeviceMesh('cpu', [0, 1])", 2};
const MeshSpec kMesh2{{2, 2}, "DeviceMesh('cpu', [[0, 1], [2, 3]])", 4};

// The prims with rules (the DTensor-typed backward uses them) and an aten
// fallback op: op_samples holds ltorch calls only.
std::vector<Sample> extra_samples() {
  std::vector<Sample> s;
  for (const char* u :
       {"neg", "abs", "exp", "exp2", "log", "log1p", "sqrt", "rsqrt", "sin", "cos", "tanh", "erf",
        "sigmoid", "reciprocal", "floor", "ceil", "round", "sign", "logical_not"})
    s.push_back({std::string("prims.") + u, {"f64[4, 5]"}, "a0"});
  for (const char* b : {"add", "sub", "mul", "div", "pow", "maximum", "minimum", "fmod", "eq", "ne",
                        "lt", "le", "gt", "ge", "logical_and", "logical_or"}) {
    std::string op = std::string("prims.") + b;
    s.push_back({op, {"f64[4, 5]", "f64[4, 5]"}, "a0, a1"});
    s.push_back({op, {"f64[4, 5]"}, "a0, 2.0"});
    s.push_back({op, {"f64[4, 5]"}, "0.5, a0"});
    s.push_back({op, {"i64[4, 5]"}, "a0, 2"});
  }
  s.push_back({"prims.bitwise_and", {"i64[4, 5]", "i64[4, 5]"}, "a0, a1"});
  s.push_back({"prims.bitwise_and", {"i64[4, 5]"}, "a0, 6"});
  s.push_back({"prims.where", {"b8[4, 5]", "f64[4, 5]", "f64[4, 5]"}, "a0, a1, a2"});
  s.push_back({"prims.where", {"b8[4, 5]", "f64[4, 5]"}, "a0, a1, 0.0"});
  s.push_back({"prims.convert_element_type", {"f64[4, 5]"}, "a0, torch.float32"});
  s.push_back({"prims.convert_element_type", {"f64[4, 5]"}, "a0, torch.int64"});
  for (const char* r : {"sum", "amax", "amin", "prod"}) {
    std::string op = std::string("prims.") + r;
    s.push_back({op, {"f64[4, 5]"}, "a0, (1,)"});
    s.push_back({op, {"f64[4, 5]"}, "a0, (0, 1)"});
    s.push_back({op, {"f64[2, 3, 4]"}, "a0, (0, 2)"});
  }
  s.push_back({"prims.linear", {"f64[4, 12]", "f64[16, 12]", "f64[16]"}, "a0, a1, a2"});
  s.push_back({"prims.linear", {"f64[2, 3, 12]", "f64[16, 12]"}, "a0, a1, None"});
  s.push_back({"prims.matmul", {"f64[4, 8]", "f64[8, 5]"}, "a0, a1"});
  s.push_back({"prims.matmul", {"f64[2, 3, 4]", "f64[2, 4, 5]"}, "a0, a1"});
  s.push_back({"prims.transpose", {"f64[2, 3, 4]"}, "a0, (2, 0, 1)"});
  s.push_back({"prims.reshape", {"f64[4, 6]"}, "a0, (2, 12)"});
  s.push_back({"prims.reshape", {"f64[4, 5]"}, "a0, (20,)"});
  s.push_back({"prims.reshape", {"f64[2, 3, 4]"}, "a0, (6, 4)"});
  s.push_back({"prims.broadcast_in_dim", {"f64[4, 1]"}, "a0, (3, 4, 5), (1, 2)"});
  s.push_back({"prims.broadcast_in_dim", {"f64[5]"}, "a0, (4, 5), (1,)"});
  // Slices that keep a sharded dim whole and that cut it (uneven extents,
  // strided, an empty slice).
  s.push_back({"prims.slice", {"f64[5, 6]"}, "a0, (0, 0), (5, 4)"});
  s.push_back({"prims.slice", {"f64[5, 6]"}, "a0, (1, 0), (4, 6)"});
  s.push_back({"prims.slice", {"f64[5, 6]"}, "a0, (0, 1), (5, 6), (1, 2)"});
  s.push_back({"prims.slice", {"f64[3, 5, 4]"}, "a0, (0, 1, 0), (3, 5, 4), (2, 1, 1)"});
  s.push_back({"prims.slice", {"f64[5, 6]"}, "a0, (2, 0), (2, 6)"});
  s.push_back({"prims.slice", {"i64[5, 6]"}, "a0, (0, 0), (5, 3)"});
  // Extent arguments given by keyword (the expansion localizes them there).
  s.push_back({"prims.slice", {"f64[5, 6]"}, "a0, start_indices=(0, 2), end_indices=(5, 6)"});
  s.push_back({"prims.reshape", {"f64[4, 6]"}, "a0, shape=(2, 12)"});
  s.push_back(
      {"prims.broadcast_in_dim", {"f64[5]"}, "a0, shape=(4, 5), broadcast_dimensions=(1,)"});
  // Cat along a sharded dim and across one (operands of different extents,
  // three operands, one tensor twice, integers).
  s.push_back({"prims.cat", {"f64[3, 5]", "f64[2, 5]"}, "[a0, a1], 0"});
  s.push_back({"prims.cat", {"f64[5, 3]", "f64[5, 2]"}, "[a0, a1], 1"});
  s.push_back({"prims.cat", {"f64[2, 3]", "f64[2, 3]", "f64[2, 1]"}, "[a0, a1, a2], 1"});
  s.push_back({"prims.cat", {"f64[3, 5]"}, "[a0, a0], 0"});
  s.push_back({"prims.cat", {"f64[3, 5]"}, "[a0, a0], 1"});
  s.push_back({"prims.cat", {"i64[3, 5]", "i64[3, 5]"}, "[a0, a1], 1"});
  s.push_back({"prims.cat", {"f64[3, 2, 5]", "f64[3, 1, 5]"}, "[a0, a1], 1"});
  s.push_back({"prims.cat", {"f64[0, 5]", "f64[3, 5]"}, "[a0, a1], 0"});
  // Squeeze of size-1 dims next to a sharded one (before, between, after;
  // nested shards of one element or none on the 2 x 2 mesh).
  s.push_back({"prims.squeeze", {"f64[1, 5, 3]"}, "a0, (0,)"});
  s.push_back({"prims.squeeze", {"f64[5, 1, 3]"}, "a0, (1,)"});
  s.push_back({"prims.squeeze", {"f64[5, 1]"}, "a0, (1,)"});
  s.push_back({"prims.squeeze", {"f64[1, 2, 1]"}, "a0, (0, 2)"});
  s.push_back({"prims.squeeze", {"f64[1, 5, 1, 3]"}, "a0, (2, 0)"});
  // A dim named twice (the prim's meta takes it).
  s.push_back({"prims.squeeze", {"f64[1, 5, 3]"}, "a0, (0, 0)"});
  // Gathers with the indices and the input sharded alike and differently,
  // on the gather dim and off it (the indices lie in the gathered extent).
  s.push_back({"prims.take_along_dim", {"f64[5, 4]", "i64[5, 3]"}, "a0, a1, 1"});
  s.push_back({"prims.take_along_dim", {"f64[4, 5]", "i64[3, 5]"}, "a0, a1, 0"});
  s.push_back({"prims.take_along_dim", {"f64[4, 5]", "i64[4, 5]"}, "a0, a1, 1"});
  s.push_back({"prims.take_along_dim", {"f64[3, 4, 5]", "i64[3, 2, 5]"}, "a0, a1, 1"});
  s.push_back({"prims.take_along_dim", {"f64[5]", "i64[3]"}, "a0, a1, 0"});
  s.push_back({"prims.take_along_dim", {"f64[3, 4, 5]", "i64[3, 4, 2]"}, "a0, a1, 2"});
  s.push_back({"prims.take_along_dim", {"f64[4, 2]", "i64[4, 5]"}, "a0, a1, 1"});
  s.push_back({"aten.erfinv", {"f64[4, 5]"}, "a0"});
  // Extents whose halves are odd (nested shards on the 2 x 2 mesh are
  // uneven though each mesh dim's extent divides evenly).
  s.push_back({"ltorch.mean", {"f64[6, 5]"}, "a0, 0"});
  s.push_back({"ltorch.mse_loss", {"f64[6, 5]", "f64[6, 5]"}, "a0, a1"});
  s.push_back({"ltorch.reshape", {"f64[6, 4]"}, "a0, (2, 12)"});
  s.push_back({"ltorch.flatten", {"f64[6, 4]"}, "a0"});
  // Reshapes that keep, split or merge a sharded dim.
  s.push_back({"ltorch.reshape", {"f64[4, 6]"}, "a0, (4, 2, 3)"});
  s.push_back({"ltorch.reshape", {"f64[4, 6]"}, "a0, (8, 3)"});
  s.push_back({"ltorch.reshape", {"f64[6, 4]"}, "a0, (2, 3, 4)"});
  s.push_back({"ltorch.view", {"f64[6, 4]"}, "a0, 3, 2, 4"});
  s.push_back({"ltorch.reshape", {"f64[2, 3, 4]"}, "a0, (6, 4)"});
  s.push_back({"ltorch.reshape", {"f64[8, 3]"}, "a0, (2, 4, 3)"});
  // A sharded dim whose shards hold one element (a local squeeze drops it).
  s.push_back({"ltorch.squeeze", {"f64[1, 2, 1]"}, "a0"});
  // One tensor used twice.
  s.push_back({"ltorch.add", {"f64[4, 5]"}, "a0, a0"});
  s.push_back({"ltorch.mul", {"f64[4, 5]"}, "a0, a0"});
  s.push_back({"ltorch.matmul", {"f64[4, 4]"}, "a0, a0"});
  s.push_back({"ltorch.cat", {"f64[3, 4]"}, "[a0, a0], 1"});
  // Integer Partial(sum) through the linear ops.
  s.push_back({"ltorch.div", {"i64[4, 5]"}, "a0, 2"});
  s.push_back({"ltorch.mul", {"i64[4, 5]"}, "a0, 3"});
  s.push_back({"ltorch.neg", {"i32[4, 5]"}, "a0"});
  s.push_back({"ltorch.sum", {"i32[4, 5]"}, "a0, 0"});
  s.push_back({"ltorch.cumsum", {"i64[4, 5]"}, "a0, 1"});
  return s;
}

std::string pick_dtype(const std::vector<std::string>& dtypes) {
  for (const char* want : {"f64", "f32"})
    for (const std::string& d : dtypes)
      if (d == want) return d;
  return dtypes.at(0);
}

std::vector<Sample> all_samples() {
  std::vector<Sample> out;
  for (const testing::OpSample& s : testing::op_samples()) {
    if (s.inputs.empty()) continue;
    std::string dt = pick_dtype(s.dtypes);
    Sample x{s.op, {}, s.call, s.outputs};
    for (const std::string& in : s.inputs) {
      std::string t = std::regex_replace(in, std::regex("\\{dt\\}"), dt);
      // The expansion takes local tensors as contiguous (docs/dtensor.md).
      x.inputs.push_back(std::regex_replace(t, std::regex(" strides=\\([^)]*\\)"), ""));
    }
    out.push_back(std::move(x));
  }
  for (Sample& s : extra_samples()) out.push_back(std::move(s));
  return out;
}

std::string trace_text(const Sample& s, const MeshSpec* mesh,
                       const std::vector<std::vector<Placement>>& placements) {
  std::string sig, types;
  for (size_t i = 0; i < s.inputs.size(); ++i) {
    std::string name = "a" + std::to_string(i);
    sig += (i ? ", " : "") + name;
    types += "  # " + name + ": \"";
    if (mesh)
      types += "DTensor cpu " + s.inputs[i] + " mesh=" + mesh->text +
               ", placements=" + placements_string(placements[i]) + "\"\n";
    else
      types += "cpu " + s.inputs[i] + "\"\n";
  }
  std::string outs;
  for (int i = 0; i < s.outputs; ++i)
    outs += (i ? ", " : "") + std::string("r") + std::to_string(i);
  std::string target = s.outputs == 1 ? "r0" : "(" + outs + ")";
  return "def computation(" + sig + "):\n" + types + "  " + target + " = " + s.op + "(" + s.call +
         ")\n  return (" + outs + (s.outputs == 1 ? ",)" : ")") + "\n";
}

std::string case_string(const std::vector<std::vector<Placement>>& pl) {
  std::string s;
  for (size_t i = 0; i < pl.size(); ++i)
    s += (i ? ", " : "") + std::string("a") + std::to_string(i) + "=" + placements_string(pl[i]);
  return s;
}

// The grid of floating-point values: steps of 1/512 (f32, f64), 1/64 (f16),
// 1/4 (bf16), so that every value and share, and the sum of two shares, is
// exact in the dtype.
double grid_step(at::ScalarType t) {
  return t == at::kBFloat16 ? 0.25 : t == at::kHalf ? 1.0 / 64 : 1.0 / 512;
}

// Global values: random_inputs' domains (positive divisors and logarithms,
// valid class indices), floats rounded to the grid keeping their sign.
at::Tensor quantized(const at::Tensor& t) {
  if (!t.is_floating_point()) return t;
  double step = grid_step(t.scalar_type());
  at::Tensor d = t.to(at::kDouble);
  at::Tensor q = at::round(d / step) * step;
  q = at::where((q == 0) & (d > 0), at::full({}, step, at::kDouble), q);
  q = at::where((q == 0) & (d < 0), at::full({}, -step, at::kDouble), q);
  return q.clamp(-8, 8).to(t.scalar_type());
}

// A random share like `t`: on the grid within [-8, 8] for floats; small
// integers for integer dtypes (an unsigned dtype's shares are split off
// without wrapping around: see distribute).
at::Tensor random_share(const at::Tensor& t, std::mt19937& rng) {
  at::Tensor r = at::empty(t.sizes(), at::kLong);
  auto* p = r.data_ptr<int64_t>();
  for (int64_t i = 0; i < r.numel(); ++i) p[i] = static_cast<int64_t>(rng() % 1000003);
  if (t.is_floating_point()) {
    double step = grid_step(t.scalar_type());
    int64_t half = static_cast<int64_t>(8 / step);
    return ((r % (2 * half + 1) - half).to(at::kDouble) * step).to(t.scalar_type());
  }
  return (r % 41 - 20).to(t.scalar_type());
}

// Each rank's local tensor of `g` in `placements` on `mesh`: Shard(d) takes
// this rank's torch.chunk extent (nested in mesh order), a Partial different
// random shares on the ranks along that mesh dim.
std::vector<at::Tensor> distribute(const at::Tensor& g, const MeshSpec& mesh,
                                   const std::vector<Placement>& placements, std::mt19937& rng) {
  std::vector<at::Tensor> cur = {g};
  for (size_t m = 0; m < mesh.shape.size(); ++m) {
    int64_t k = mesh.shape[m];
    const Placement& p = placements[m];
    std::vector<at::Tensor> next;
    for (const at::Tensor& t : cur) {
      if (p.kind == K::Replicate) {
        for (int64_t c = 0; c < k; ++c) next.push_back(t.clone());
      } else if (p.kind == K::Shard) {
        int64_t e = t.size(p.dim), size = (e + k - 1) / k;
        for (int64_t c = 0; c < k; ++c)
          next.push_back(
              t.narrow(p.dim, std::min(c * size, e), chunk_extent(e, k, c)).contiguous());
      } else if (p.op == ReduceOp::Sum || p.op == ReduceOp::Avg) {
        at::Tensor total = p.op == ReduceOp::Sum ? t.clone() : t * k;
        std::vector<at::Tensor> shares;
        for (int64_t c = 0; c + 1 < k; ++c) {
          at::Tensor share = random_share(t, rng);
          // An unsigned share in [0, total]: shares that wrap around sum to
          // the value only modulo 2^bits, which a promotion to a wider
          // dtype (u8 + i8 -> i16) does not keep.
          if (t.scalar_type() == at::kByte)
            share = at::remainder(share.to(at::kLong) + 20, total.to(at::kLong) + 1).to(at::kByte);
          shares.push_back(share);
          total = total - shares.back();
        }
        shares.push_back(total.to(t.scalar_type()));
        for (at::Tensor& s : shares) next.push_back(s);
      } else {  // max / min: the value on one random rank per element, beyond it elsewhere
        at::Tensor holder = at::empty(t.sizes(), at::kLong);
        auto* h = holder.data_ptr<int64_t>();
        for (int64_t i = 0; i < holder.numel(); ++i) h[i] = static_cast<int64_t>(rng() % k);
        for (int64_t c = 0; c < k; ++c) {
          at::Tensor off = at::abs(random_share(t, rng)) + grid_step(t.scalar_type());
          at::Tensor beyond = p.op == ReduceOp::Max ? t - off : t + off;
          next.push_back(at::where(holder == c, t, beyond).to(t.scalar_type()));
        }
      }
    }
    cur = std::move(next);
  }
  return cur;  // row-major over the mesh: index = rank
}

// The placements one operand may take on one mesh dim.
std::vector<Placement> options(const TensorType& t, bool lone) {
  std::vector<Placement> o = {Placement::replicate()};
  for (int64_t d = 0; d < t.rank(); ++d)
    if (t.shape[d] >= 2) o.push_back(Placement::shard(d));
  if (is_float(t.dtype)) {
    o.push_back(Placement::partial(ReduceOp::Sum));
    o.push_back(Placement::partial(ReduceOp::Avg));
    if (lone) {
      o.push_back(Placement::partial(ReduceOp::Max));
      o.push_back(Placement::partial(ReduceOp::Min));
    }
  } else if (t.dtype != DType::b8) {
    o.push_back(Placement::partial(ReduceOp::Sum));
  }
  return o;
}

// The first element where `got` and `want` differ beyond the tolerance.
std::string first_mismatch(const at::Tensor& got, const at::Tensor& want, double rtol,
                           double atol) {
  if (got.sizes() != want.sizes())
    return "shape " + shape_string(Shape(got.sizes().begin(), got.sizes().end())) +
           " but the single-device program's is " +
           shape_string(Shape(want.sizes().begin(), want.sizes().end()));
  at::Tensor g = got.to(at::kDouble).flatten(), w = want.to(at::kDouble).flatten();
  for (int64_t i = 0; i < g.numel(); ++i) {
    double a = g[i].item<double>(), b = w[i].item<double>();
    if (std::isnan(a) && std::isnan(b)) continue;
    if (a == b) continue;
    if (std::isfinite(a) && std::isfinite(b) && std::abs(a - b) <= atol + rtol * std::abs(b))
      continue;
    // The multi-index of flat element i.
    std::string idx;
    int64_t rest = i;
    for (int64_t d = want.dim() - 1; d >= 0; --d) {
      idx = std::to_string(rest % want.size(d)) + (idx.empty() ? "" : ", ") + idx;
      rest /= want.size(d);
    }
    std::ostringstream os;
    os.precision(17);
    os << "element [" << idx << "] is " << a << ", the single-device program's " << b;
    return os.str();
  }
  return "";
}

struct Tally {
  int64_t cases = 0, passed = 0, refused = 0, known = 0;
  int64_t capped = 0;                       // samples with more combinations than the cap, sampled
  std::map<std::string, int64_t> refusals;  // first words of the error -> count
  std::vector<std::string> failures;
  std::set<std::string> ops;
};

// Cases known to fail, with why (none at present: each bug the sweep found
// was fixed in rules.cpp).
const std::map<std::string, std::string>& known_failures() {
  static const std::map<std::string, std::string> k = {};
  return k;
}

// The Errors that refuse a placement combination on purpose.
bool is_refusal(const std::string& msg) {
  for (const char* limit : {"not supported yet", "has no sharding rule"})
    if (msg.find(limit) != std::string::npos) return true;
  return false;
}

void run_case(const Sample& s, const Trace& plain, const MeshSpec& mesh,
              const std::vector<at::Tensor>& globals, const std::vector<RuntimeValue>& want,
              const std::vector<std::vector<Placement>>& pl, std::mt19937& rng, Tally& tally) {
  ++tally.cases;
  std::string what = s.op + "(" + s.call + ") on " + mesh.text + " with " + case_string(pl);
  // The single-device program runs, so an Error is a refusal only where it
  // says so (a documented limitation); any other (a local op's meta failing
  // on the shapes a rule gave, a rule misreading the call) is a bug.
  auto refuse = [&](const std::string& msg) {
    if (!is_refusal(msg)) {
      tally.failures.push_back(what +
                               ": raised an Error where the single-device program runs: " + msg);
      return;
    }
    ++tally.refused;
    std::string key = s.op + ": " + msg.substr(0, std::min<size_t>(msg.size(), 90));
    ++tally.refusals[key];
  };
  const bool prim = s.op.rfind("prims.", 0) == 0;
  std::vector<Trace> ranks;
  try {
    // A prim call is typed as a train step's prims are (type_dtensor of
    // the single-device trace); an ltorch or aten call is written with
    // DTensor operands (its meta asks the rule). expand_dtensor expands
    // both.
    Trace t;
    if (prim) {
      std::map<std::string, std::vector<Placement>> named;
      for (size_t i = 0; i < pl.size(); ++i) named["a" + std::to_string(i)] = pl[i];
      t = type_dtensor(plain, mesh.mesh(), named);
    } else {
      t = parse_trace(trace_text(s, &mesh, pl), "sweep.trace");
    }
    for (int r = 0; r < mesh.size; ++r)
      ranks.push_back(
          expand_dtensor(t, {.rank = r, .world_size = mesh.size, .replicate_outputs = true}));
  } catch (const Error& e) {
    refuse(e.what());
    return;
  } catch (const std::exception& e) {
    tally.failures.push_back(what + ": " + e.what());
    return;
  }
  std::vector<std::vector<RuntimeValue>> local(static_cast<size_t>(mesh.size));
  for (size_t i = 0; i < globals.size(); ++i) {
    std::vector<at::Tensor> pieces = distribute(globals[i], mesh, pl[i], rng);
    for (int r = 0; r < mesh.size; ++r)
      local[static_cast<size_t>(r)].push_back(from_aten(pieces[static_cast<size_t>(r)]));
  }
  std::vector<std::vector<RuntimeValue>> got(static_cast<size_t>(mesh.size));
  std::string bad;
  try {
    run_simulated_world(mesh.size, [&](int r) {
      got[static_cast<size_t>(r)] = run_reference(
          ranks[static_cast<size_t>(r)], local[static_cast<size_t>(r)], ExecutionLevel::TopLevel);
    });
  } catch (const std::exception& e) {
    bad = std::string("running the ranks' programs raised: ") + e.what();
  }
  for (int r = 0; r < mesh.size && bad.empty(); ++r) {
    const auto& out = got[static_cast<size_t>(r)];
    if (out.size() != want.size()) {
      bad = "rank " + std::to_string(r) + " returned " + std::to_string(out.size()) +
            " values, the single-device program " + std::to_string(want.size());
      break;
    }
    for (size_t i = 0; i < out.size() && bad.empty(); ++i) {
      const auto* gt = std::get_if<HostTensor>(&out[i]);
      const auto* wt = std::get_if<HostTensor>(&want[i]);
      if (!gt || !wt) continue;
      if (gt->dtype != wt->dtype) {
        bad = "output " + std::to_string(i) + " is " + std::string(dtype_short_name(gt->dtype)) +
              ", the single-device program's " + std::string(dtype_short_name(wt->dtype));
        break;
      }
      Tolerance tol = tolerance_for(wt->dtype);
      std::string m = first_mismatch(to_aten(*gt), to_aten(*wt), tol.rtol, tol.atol);
      if (!m.empty())
        bad = "MISMATCH: rank " + std::to_string(r) + ", output " + std::to_string(i) + ": " + m;
    }
  }
  std::string key = s.op + " " + case_string(pl);
  bool known = known_failures().count(key) > 0;
  if (bad.empty() && !known) {
    ++tally.passed;
  } else if (!bad.empty() && known) {
    ++tally.known;
  } else if (known) {
    tally.failures.push_back(what + ": listed as a known failure but passes now");
  } else {
    tally.failures.push_back(what + ": " + bad);
  }
}

// Partials of different kinds on two mesh dims — (Partial(max),
// Partial(sum)) — have no single global value: max-then-sum and
// sum-then-max differ, and the rules, one mesh dim at a time, do not order
// them. Partial(sum) with Partial(avg) is fine (both linear). Not swept.
bool mixed_partials(const std::vector<Placement>& ps) {
  auto family = [](const Placement& p) { return p.op == ReduceOp::Avg ? ReduceOp::Sum : p.op; };
  const Placement* first = nullptr;
  for (const Placement& p : ps) {
    if (p.kind != K::Partial) continue;
    if (first && family(*first) != family(p)) return true;
    first = &p;
  }
  return false;
}

// Every combination (1-D) or a sample of them (2-D), mixed radix.
void sweep(const MeshSpec& mesh, int64_t cap, Tally& tally) {
  for (const Sample& s : all_samples()) {
    // Seeded per sample (FNV-1a of the call), so that a filtered run
    // (FULGUR_SWEEP_OP) draws the same shares and combinations.
    // FULGUR_SWEEP_SEED=N draws other shares and combinations.
    const char* salt = std::getenv("FULGUR_SWEEP_SEED");
    uint32_t seed = 2166136261u ^ static_cast<uint32_t>(salt ? std::atoi(salt) : 0);
    std::string key = s.op + "(" + s.call + ")";
    for (const std::string& in : s.inputs) key += " " + in;
    for (char c : key) seed = (seed ^ static_cast<uint8_t>(c)) * 16777619u;
    std::mt19937 rng(seed);
    const Symbol* sym = find_symbol(s.op);
    if (!sym || (!sym->sharding && sym->ns != "aten")) continue;
    // FULGUR_SWEEP_OP=ltorch.div runs the samples of the ops whose name holds it.
    if (const char* only = std::getenv("FULGUR_SWEEP_OP");
        only && s.op.find(only) == std::string::npos)
      continue;
    Trace plain;
    std::vector<at::Tensor> globals;
    std::vector<RuntimeValue> want;
    try {
      plain = parse_trace(trace_text(s, nullptr, {}), "sample.trace");
      std::vector<RuntimeValue> in = random_inputs(plain, 7);
      std::vector<RuntimeValue> qin;
      for (const RuntimeValue& v : in) {
        globals.push_back(quantized(to_aten(std::get<HostTensor>(v))));
        qin.push_back(from_aten(globals.back()));
      }
      want = run_reference(plain, qin, ExecutionLevel::TopLevel);
    } catch (const std::exception& e) {
      ADD_FAILURE() << s.op << "(" << s.call << "): the single-device sample fails: " << e.what();
      continue;
    }
    tally.ops.insert(s.op);
    bool lone = plain.params.size() == 1;
    // Per operand, its placements over the mesh dims.
    std::vector<std::vector<std::vector<Placement>>> per;
    for (const TraceParam& p : plain.params) {
      std::vector<std::vector<Placement>> combos = {{}};
      for (size_t m = 0; m < mesh.shape.size(); ++m) {
        std::vector<std::vector<Placement>> next;
        for (const auto& c : combos)
          for (const Placement& o : options(p.proxy->tensor(), lone)) {
            auto x = c;
            x.push_back(o);
            next.push_back(x);
          }
        combos = std::move(next);
      }
      per.push_back(std::move(combos));
    }
    int64_t n = 1;
    for (const auto& p : per) n *= static_cast<int64_t>(p.size());
    std::vector<int64_t> picks;
    if (n <= cap) {
      for (int64_t i = 0; i < n; ++i) picks.push_back(i);
    } else {
      ++tally.capped;
      std::set<int64_t> chosen;
      while (static_cast<int64_t>(chosen.size()) < cap)
        chosen.insert(static_cast<int64_t>(rng() % static_cast<uint64_t>(n)));
      picks.assign(chosen.begin(), chosen.end());
    }
    for (int64_t idx : picks) {
      std::vector<std::vector<Placement>> pl;
      for (const auto& p : per) {
        pl.push_back(p[static_cast<size_t>(idx % static_cast<int64_t>(p.size()))]);
        idx /= static_cast<int64_t>(p.size());
      }
      if (std::any_of(pl.begin(), pl.end(), mixed_partials)) continue;
      run_case(s, plain, mesh, globals, want, pl, rng, tally);
    }
  }
}

void report(const char* name, const Tally& t) {
  std::cout << name << ": " << t.cases << " (op sample, placements) cases over " << t.ops.size()
            << " ops: " << t.passed << " match the single-device program, " << t.refused
            << " refused with an Error, " << t.known << " known failures, " << t.failures.size()
            << " failures; " << t.capped
            << " samples had more combinations than the cap and were sampled\n";
  if (std::getenv("FULGUR_SWEEP_VERBOSE"))
    for (const auto& [k, n] : t.refusals) std::cout << "  refused " << n << "x: " << k << "\n";
  size_t shown = 0;
  for (const std::string& f : t.failures)
    if (shown++ < 60) ADD_FAILURE() << f;
  EXPECT_TRUE(t.failures.empty()) << t.failures.size() << " failures";
}

class ShardingSweep : public ::testing::Test {
 protected:
  void SetUp() override {
    threads_ = at::get_num_threads();
    at::set_num_threads(1);
  }
  void TearDown() override { at::set_num_threads(threads_); }
  int threads_ = 1;
};

TEST_F(ShardingSweep, EveryRuleOnEveryPlacementOfTwoRanksMatchesTheSingleDeviceProgram) {
  Tally t;
  sweep(kMesh1, 4000, t);
  report("1-D mesh of 2", t);
  // Every symbol with a rule has a sample.
  if (std::getenv("FULGUR_SWEEP_OP")) return;
  std::vector<std::string> unsampled;
  for (const Symbol* s : all_symbols())
    if (s->sharding && !t.ops.count(s->qualified())) unsampled.push_back(s->qualified());
  std::string list;
  for (const std::string& u : unsampled) list += " " + u;
  EXPECT_TRUE(unsampled.empty()) << "rules without a sample:" << list;
}

TEST_F(ShardingSweep,
       EveryRuleOnASampleOfThePlacementsOfATwoByTwoMeshMatchesTheSingleDeviceProgram) {
  Tally t;
  // FULGUR_SWEEP_2D_CAP=N takes up to N combinations per sample (default 30:
  // CI's sample; 60 took two minutes of CI's 2 cores).
  const char* cap = std::getenv("FULGUR_SWEEP_2D_CAP");
  sweep(kMesh2, cap ? std::atoll(cap) : 30, t);
  report("2 x 2 mesh", t);
}

}  // namespace
}  // namespace fulgur
