// Gradient rules of the prims (PyTorch's derivatives.yaml formulas, at the
// prim level: operands already share one shape and dtype, so each gradient
// has its input's type without reduction). Rules record ltorch ops, which
// print readably and decompose back to prims.
#include <cmath>
#include <numeric>

#include "ir/error.h"
#include "ir/grad.h"
#include "ir/ops/common.h"
#include "ir/ops/prim_tables.h"

namespace fulgur {
namespace {

using detail::set_grad;
using namespace ops;

// A rule for an elementwise unary prim: the gradient of `a` from the
// cotangent, `a` and the output.
using UnaryRule =
    std::function<Value(GradContext&, const Value& g, const Value& a, const Value& y)>;

void unary(const char* name, UnaryRule rule) {
  set_grad(std::string("prims.") + name, [rule](GradContext& c) {
    const Value& a = c.arg("a");
    if (c.needs(a)) c.add(a, rule(c, c.g(), a, c.out()));
  });
}

// A Python number operand as a double; a number input must be static here.
double number_as_double(const Value& v) {
  if (v.is_bool()) return v.as_bool() ? 1 : 0;
  if (v.is_int()) return static_cast<double>(v.as_int());
  if (v.is_float()) return v.as_float();
  const ProxyType& t = v.proxy()->type;
  FULGUR_CHECK(t.number_value, "the gradient of pow needs the value of the number ",
               v.proxy()->name, " (", type_string(t), "); pass it as a tensor instead");
  return std::visit([](auto x) { return static_cast<double>(x); }, *t.number_value);
}

Value lt(GradContext& c, const char* op, std::vector<Value> args,
         std::vector<std::pair<std::string, Value>> kwargs = {}) {
  return c.call(std::string("ltorch.") + op, std::move(args), std::move(kwargs));
}

// Inputs whose derivative is zero almost everywhere (floor, sign, ...):
// PyTorch gives zeros, not None.
void zero_grad(const char* name) {
  set_grad(std::string("prims.") + name, [](GradContext& c) {
    const Value& a = c.arg("a");
    if (c.needs(a)) c.add(a, c.zeros(ttype(a)));
  });
}

// Ops with no gradient at all (comparisons, logical ops): their outputs
// never require grad, so the rule only needs to exist.
void no_grad(const std::string& qualified) {
  set_grad(qualified, [](GradContext&) {});
}

// The maximum/minimum rule, PyTorch's: an operand gets the cotangent unless
// it loses (is smaller for maximum, larger for minimum), half of it on ties.
// A NaN operand neither ties nor loses, so with a NaN both operands get the
// whole cotangent (libtorch's where(self == other, g / 2, g)
// .masked_fill_(self < other, 0)).
void extremum(const char* name, const char* loses) {
  set_grad(std::string("prims.") + name, [loses](GradContext& c) {
    const Value& a = c.arg("a");
    const Value& b = c.arg("b");
    const Value& g = c.g();
    auto part = [&](const Value& self, const Value& other) {
      Value half = lt(c, "mul", {g, 0.5});
      Value kept = lt(c, "where", {lt(c, loses, {self, other}), 0, g});
      return lt(c, "where", {lt(c, "eq", {self, other}), half, kept});
    };
    if (c.needs(a)) c.add(a, part(a, b));
    if (c.needs(b)) c.add(b, part(b, a));
  });
}

// Zeros of extent `n` in dim `d` of `like`'s type.
Value zeros_with_extent(GradContext& c, const TensorType& like, int64_t d, int64_t n) {
  TensorType z = like;
  z.shape[d] = n;
  z.strides.reset();
  return c.zeros(z);
}

Value cat2(GradContext& c, std::vector<Value> parts, int64_t dim) {
  std::vector<Value> kept;
  for (auto& p : parts)
    if (ttype(p).shape[dim] > 0) kept.push_back(p);
  if (kept.size() == 1) return kept[0];
  return c.call("prims.cat", {Value::list(std::move(kept)), dim});
}

// The gradient of prims.slice: the cotangent placed back at the sliced
// positions of a zero tensor of the input's shape (zeros interleaved for
// strided slices, then padded before and after).
Value unslice(GradContext& c, Value g, const Shape& in, const std::vector<int64_t>& start,
              const std::vector<int64_t>& end, const std::vector<int64_t>& step) {
  for (int64_t d = 0; d < static_cast<int64_t>(in.size()); ++d) {
    if (start[d] == 0 && end[d] == in[d] && step[d] == 1) continue;
    const TensorType gt = ttype(g);
    int64_t m = gt.shape[d];
    int64_t len = end[d] - start[d];
    if (step[d] > 1 && m > 0) {
      // [.., m, ..] -> [.., m, step, ..] with zeros after each element -> [.., m*step, ..].
      Shape u = gt.shape;
      u.insert(u.begin() + d + 1, 1);
      Value gu = c.call("ltorch.reshape", {g, Value::ints(u)});
      Value z = zeros_with_extent(c, ttype(gu), d + 1, step[d] - 1);
      Value inter = cat2(c, {gu, z}, d + 1);
      Shape merged = gt.shape;
      merged[d] = m * step[d];
      g = c.call("ltorch.reshape", {inter, Value::ints(merged)});
      std::vector<int64_t> s0(merged.size(), 0), e0 = merged;
      e0[d] = len;
      g = c.call("prims.slice", {g, Value::ints(s0), Value::ints(e0)});
    } else if (step[d] > 1) {
      g = zeros_with_extent(c, gt, d, len);
    }
    const TensorType& cur = ttype(g);
    g = cat2(
        c,
        {zeros_with_extent(c, cur, d, start[d]), g, zeros_with_extent(c, cur, d, in[d] - end[d])},
        d);
  }
  return g;
}

Value transpose_last2(GradContext& c, const Value& x) {
  return lt(c, "transpose", {x, -1, -2});
}

void register_elementwise() {
  unary("neg", [](GradContext& c, const Value& g, const Value&, const Value&) {
    return lt(c, "neg", {g});
  });
  unary("abs", [](GradContext& c, const Value& g, const Value& a, const Value&) {
    return lt(c, "mul", {g, lt(c, "sign", {a})});
  });
  unary("exp", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    return lt(c, "mul", {g, y});
  });
  unary("exp2", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    return lt(c, "mul", {lt(c, "mul", {g, y}), M_LN2});
  });
  unary("log", [](GradContext& c, const Value& g, const Value& a, const Value&) {
    return lt(c, "div", {g, a});
  });
  unary("log1p", [](GradContext& c, const Value& g, const Value& a, const Value&) {
    return lt(c, "div", {g, lt(c, "add", {a, 1.0})});
  });
  unary("sqrt", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    return lt(c, "div", {g, lt(c, "mul", {y, 2.0})});
  });
  unary("rsqrt", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    Value y3 = lt(c, "mul", {lt(c, "mul", {y, y}), y});
    return lt(c, "mul", {lt(c, "mul", {g, -0.5}), y3});
  });
  unary("sin", [](GradContext& c, const Value& g, const Value& a, const Value&) {
    return lt(c, "mul", {g, lt(c, "cos", {a})});
  });
  unary("cos", [](GradContext& c, const Value& g, const Value& a, const Value&) {
    return lt(c, "mul", {g, lt(c, "neg", {lt(c, "sin", {a})})});
  });
  unary("tanh", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    return lt(c, "mul", {g, lt(c, "sub", {1.0, lt(c, "mul", {y, y})})});
  });
  unary("erf", [](GradContext& c, const Value& g, const Value& a, const Value&) {
    Value e = lt(c, "exp", {lt(c, "neg", {lt(c, "mul", {a, a})})});
    return lt(c, "mul", {lt(c, "mul", {g, 2.0 / std::sqrt(M_PI)}), e});
  });
  unary("sigmoid", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    return lt(c, "mul", {g, lt(c, "mul", {y, lt(c, "sub", {1.0, y})})});
  });
  unary("reciprocal", [](GradContext& c, const Value& g, const Value&, const Value& y) {
    return lt(c, "mul", {lt(c, "neg", {g}), lt(c, "mul", {y, y})});
  });
  for (const char* z : {"floor", "ceil", "round", "sign"}) zero_grad(z);
  no_grad("prims.logical_not");

  set_grad("prims.add", [](GradContext& c) {
    c.add(c.arg("a"), c.g());
    c.add(c.arg("b"), c.g());
  });
  set_grad("prims.sub", [](GradContext& c) {
    c.add(c.arg("a"), c.g());
    if (c.needs(c.arg("b"))) c.add(c.arg("b"), lt(c, "neg", {c.g()}));
  });
  set_grad("prims.mul", [](GradContext& c) {
    const Value &a = c.arg("a"), &b = c.arg("b");
    if (c.needs(a)) c.add(a, lt(c, "mul", {c.g(), b}));
    if (c.needs(b)) c.add(b, lt(c, "mul", {c.g(), a}));
  });
  set_grad("prims.div", [](GradContext& c) {
    const Value &a = c.arg("a"), &b = c.arg("b");
    if (c.needs(a)) c.add(a, lt(c, "div", {c.g(), b}));
    if (c.needs(b)) {
      // -g * a / (b * b)
      Value num = lt(c, "mul", {lt(c, "neg", {c.g()}), a});
      c.add(b, lt(c, "div", {num, lt(c, "mul", {b, b})}));
    }
  });
  set_grad("prims.pow", [](GradContext& c) {
    const Value &a = c.arg("a"), &b = c.arg("b");
    const Value& g = c.g();
    if (c.needs(a)) {
      // g * b * a^(b-1), and 0 where b == 0 (PyTorch's pow_backward_self).
      Value bm1 = b.is_tensor() ? lt(c, "sub", {b, 1}) : Value(number_as_double(b) - 1.0);
      Value d = lt(c, "mul", {lt(c, "mul", {g, b}), lt(c, "pow", {a, bm1})});
      if (b.is_tensor()) {
        d = lt(c, "where", {lt(c, "eq", {b, 0}), 0, d});
        c.add(a, d);
      } else {
        c.add(a, number_as_double(b) == 0.0 ? c.zeros(ttype(a)) : d);
      }
    }
    if (c.needs(b)) {
      // g * a^b * log(a), and 0 where a == 0 and b >= 0 (pow_backward_exponent).
      Value la = a.is_tensor() ? lt(c, "log", {a}) : Value(std::log(number_as_double(a)));
      Value d = lt(c, "mul", {lt(c, "mul", {g, c.out()}), la});
      if (a.is_tensor()) {
        Value zero_base = lt(c, "logical_and", {lt(c, "eq", {a, 0}), lt(c, "ge", {b, 0})});
        d = lt(c, "where", {zero_base, 0, d});
      } else if (number_as_double(a) == 0.0) {
        d = lt(c, "where", {lt(c, "ge", {b, 0}), 0, d});
      }
      c.add(b, d);
    }
  });
  extremum("maximum", "lt");
  extremum("minimum", "gt");
  set_grad("prims.fmod", [](GradContext& c) {
    const Value &a = c.arg("a"), &b = c.arg("b");
    c.add(a, c.g());
    if (c.needs(b)) {
      Value q = lt(c, "div", {a, b}, {{"rounding_mode", "trunc"}});
      c.add(b, lt(c, "mul", {lt(c, "neg", {c.g()}), q}));
    }
  });
  for (const BinaryPrim& b : kBinaryPrims)
    if (b.bool_result || b.int_only) no_grad(std::string("prims.") + b.name);

  set_grad("prims.where", [](GradContext& c) {
    const Value &p = c.arg("pred"), &a = c.arg("a"), &b = c.arg("b");
    if (c.needs(a)) c.add(a, lt(c, "where", {p, c.g(), 0}));
    if (c.needs(b)) c.add(b, lt(c, "where", {p, 0, c.g()}));
  });
  set_grad("prims.convert_element_type", [](GradContext& c) {
    const Value& a = c.arg("a");
    if (c.needs(a)) c.add(a, grad::to_dtype(c, c.g(), ttype(a).dtype));
  });
}

void register_shape() {
  set_grad("prims.broadcast_in_dim", [](GradContext& c) {
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    const Shape& in = ttype(a).shape;
    const Shape& out = c.out_type().shape;
    auto bdims = ints_arg(c.args(), "broadcast_dimensions");
    std::vector<int64_t> dims;
    for (int64_t d = 0; d < static_cast<int64_t>(out.size()); ++d) {
      auto it = std::find(bdims.begin(), bdims.end(), d);
      if (it == bdims.end() || (in[it - bdims.begin()] == 1 && out[d] != 1)) dims.push_back(d);
    }
    Value s = dims.empty() ? c.g() : lt(c, "sum", {c.g(), Value::ints(dims)});
    c.add(a, grad::reshape(c, s, in));
  });
  for (const char* r : {"prims.reshape", "prims.squeeze"})
    set_grad(r, [](GradContext& c) {
      const Value& a = c.arg("a");
      if (c.needs(a)) c.add(a, grad::reshape(c, c.g(), ttype(a).shape));
    });
  set_grad("prims.transpose", [](GradContext& c) {
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    auto perm = ints_arg(c.args(), "permutation");
    std::vector<int64_t> inv(perm.size());
    for (size_t i = 0; i < perm.size(); ++i) inv[static_cast<size_t>(perm[i])] = int64_t(i);
    c.add(a, c.call("prims.transpose", {c.g(), Value::ints(inv)}));
  });
  set_grad("prims.slice", [](GradContext& c) {
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    const Shape& in = ttype(a).shape;
    auto start = ints_arg(c.args(), "start_indices");
    auto end = ints_arg(c.args(), "end_indices");
    std::vector<int64_t> step(in.size(), 1);
    if (!c.arg("strides").is_none()) step = ints_arg(c.args(), "strides");
    if (ttype(a).numel() == 0) {  // nothing to place
      c.add(a, c.zeros(ttype(a)));
      return;
    }
    c.add(a, unslice(c, c.g(), in, start, end, step));
  });
  set_grad("prims.cat", [](GradContext& c) {
    int64_t dim = int_arg(c.args(), "dim");
    const Shape& out = c.out_type().shape;
    int64_t offset = 0;
    for (const Value& t : c.arg("tensors").seq().items) {
      int64_t n = ttype(t).shape[dim];
      if (c.needs(t)) {
        std::vector<int64_t> s(out.size(), 0), e = out;
        s[dim] = offset;
        e[dim] = offset + n;
        c.add(t, c.call("prims.slice", {c.g(), Value::ints(s), Value::ints(e)}));
      }
      offset += n;
    }
  });
  set_grad("prims.scatter_add", [](GradContext& c) {
    // out = a + scatter(src): a's gradient is g; src[i] went to
    // out[.., indices[i], ..], so its gradient is g gathered there (g cut to
    // the indices' extents in the other dims first).
    const Value& a = c.arg("a");
    const Value& src = c.arg("src");
    if (c.needs(a)) c.add(a, c.g());
    if (!c.needs(src)) return;
    const Shape& out = c.out_type().shape;
    const Shape& is = ttype(c.arg("indices")).shape;
    int64_t dim = int_arg(c.args(), "dim");
    Shape end = out;
    for (size_t d = 0; d < out.size(); ++d)
      if (static_cast<int64_t>(d) != dim) end[d] = is[d];
    Value g = c.g();
    if (end != out)
      g = c.call("prims.slice",
                 {g, Value::ints(std::vector<int64_t>(out.size(), 0)), Value::ints(end)});
    c.add(src, c.call("prims.take_along_dim", {g, c.arg("indices"), dim}));
  });
  set_grad("prims.take_along_dim", [](GradContext& c) {
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    const TensorType& at = ttype(a);
    int64_t dim = int_arg(c.args(), "dim");
    FULGUR_CHECK(at.rank() > 0, c.op(), ": the gradient of a 0-dim input is not supported");
    int64_t n = at.shape[dim];
    // A negative index counts from the end, as the forward reads it.
    const Value& raw = c.arg("indices");
    Value wrapped = lt(c, "where", {lt(c, "lt", {raw, int64_t{0}}), lt(c, "add", {raw, n}), raw});
    if (at.device.is_cpu()) {
      // grad_a = zeros with g added at a[.., indices[i], ..]: O(indices) work
      // (the one-hot below is O(indices x n): an embedding's gradient over a
      // vocabulary of 50,257 took seconds). f16/bf16 accumulate in f32, as
      // fulgur computes them.
      DType acc = is_low_precision(at.dtype) ? DType::f32 : at.dtype;
      Value zeros = c.call("prims.full", {Value::ints(at.shape), 0.0},
                           {{"device", at.device.str()}, {"dtype", acc}});
      Value sum = c.call("prims.scatter_add", {zeros, wrapped, grad::to_dtype(c, c.g(), acc), dim});
      c.add(a, grad::to_dtype(c, sum, at.dtype));
      return;
    }
    // On CUDA, where take_along_dim is a kernel and scatter_add a host round
    // trip: grad_a[.., j, ..] = sum_i g[.., i, ..] * (indices[.., i, ..] == j),
    // a one-hot comparison fused into one reduction kernel.
    Value idx = lt(c, "unsqueeze", {wrapped, dim + 1});
    Shape ishape(static_cast<size_t>(at.rank() + 1), 1);
    ishape[dim + 1] = n;
    Value iota = c.call("prims.iota", {n}, {{"device", at.device.str()}, {"dtype", DType::i64}});
    Value onehot = lt(c, "eq", {idx, grad::reshape(c, iota, ishape)});
    Value picked =
        lt(c, "mul", {lt(c, "unsqueeze", {c.g(), dim + 1}), lt(c, "to", {onehot, at.dtype})});
    c.add(a, lt(c, "sum", {picked, dim}));
  });
}

void register_reductions() {
  // The reduced dims come back as broadcasts of the cotangent.
  auto expand_back = [](GradContext& c, const Value& v, const Shape& in) {
    auto dims = ints_arg(c.args(), "dims");
    std::vector<int64_t> keep;
    for (int64_t d = 0; d < static_cast<int64_t>(in.size()); ++d)
      if (std::find(dims.begin(), dims.end(), d) == dims.end()) keep.push_back(d);
    return c.call("prims.broadcast_in_dim", {v, Value::ints(in), Value::ints(keep)});
  };
  set_grad("prims.sum", [expand_back](GradContext& c) {
    const Value& a = c.arg("a");
    if (c.needs(a)) c.add(a, expand_back(c, c.g(), ttype(a).shape));
  });
  for (const char* r : {"prims.amax", "prims.amin"})
    set_grad(r, [expand_back](GradContext& c) {
      // Split evenly among the elements equal to the result.
      const Value& a = c.arg("a");
      if (!c.needs(a)) return;
      const Shape& in = ttype(a).shape;
      Value mask = lt(c, "to", {lt(c, "eq", {a, expand_back(c, c.out(), in)}), ttype(a).dtype});
      auto dims = ints_arg(c.args(), "dims");
      // ltorch.sum over () would reduce every dim; over no dims the count is the mask.
      Value count =
          dims.empty() ? mask : expand_back(c, lt(c, "sum", {mask, Value::ints(dims)}), in);
      c.add(a, lt(c, "div", {lt(c, "mul", {expand_back(c, c.g(), in), mask}), count}));
    });
  set_grad("prims.prod", [expand_back](GradContext& c) {
    // g * prod / a where a != 0; where a == 0, g times the product of the
    // other elements when it is the slice's only zero, else 0 (PyTorch's
    // prod_backward).
    const Value& a = c.arg("a");
    if (!c.needs(a)) return;
    const TensorType& at = ttype(a);
    const Shape& in = at.shape;
    Value dims = c.arg("dims");
    Value zero = lt(c, "eq", {a, 0});
    Value safe = lt(c, "where", {zero, 1, a});
    Value zero_count = lt(c, "to", {zero, at.dtype});
    // ltorch.sum over () would reduce every dim; over no dims the count is the mask.
    Value zeros_per_slice =
        ints_arg(c.args(), "dims").empty() ? zero_count : lt(c, "sum", {zero_count, dims});
    Value others = c.call("prims.prod", {safe, dims});  // product of the non-zero elements
    Value lone = lt(c, "mul",
                    {lt(c, "to", {lt(c, "eq", {zeros_per_slice, 1}), at.dtype}),
                     lt(c, "mul", {c.g(), others})});
    Value nonzero = lt(c, "div", {expand_back(c, lt(c, "mul", {c.g(), c.out()}), in), safe});
    c.add(a, lt(c, "where", {zero, expand_back(c, lone, in), nonzero}));
  });
}

void register_library() {
  set_grad("prims.linear", [](GradContext& c) {
    const Value &x = c.arg("a"), &w = c.arg("w"), &bias = c.arg("bias");
    const Value& g = c.g();
    const TensorType& xt = ttype(x);
    int64_t out_f = ttype(w).shape[0], in_f = ttype(w).shape[1];
    if (c.needs(x)) c.add(x, c.call("prims.matmul", {g, w}));
    int64_t rows =
        std::accumulate(xt.shape.begin(), xt.shape.end() - 1, int64_t{1}, std::multiplies<>());
    // Batch dims flattened into rows.
    Value g2 = grad::reshape(c, g, {rows, out_f});
    if (c.needs(w)) {
      Value x2 = grad::reshape(c, x, {rows, in_f});
      c.add(w, c.call("prims.matmul", {transpose_last2(c, g2), x2}));
    }
    if (c.needs(bias)) c.add(bias, lt(c, "sum", {g2, 0}));
  });
  set_grad("prims.matmul", [](GradContext& c) {
    const Value &a = c.arg("a"), &b = c.arg("b");
    const Shape &as = ttype(a).shape, &bs = ttype(b).shape;
    // Vectors as matrices: a [k] -> [1, k], b [k] -> [k, 1].
    Value A = as.size() == 1 ? grad::reshape(c, a, {1, as[0]}) : a;
    Value B = bs.size() == 1 ? grad::reshape(c, b, {bs[0], 1}) : b;
    Shape full = matmul_shape(c.op(), ttype(A).shape, ttype(B).shape);
    Value G = grad::reshape(c, c.g(), full);
    if (c.needs(a)) {
      Value ga = c.call("prims.matmul", {G, transpose_last2(c, B)});
      ga = grad::sum_to_shape(c, ga, ttype(A).shape);
      c.add(a, grad::reshape(c, ga, as));
    }
    if (c.needs(b)) {
      Value gb = c.call("prims.matmul", {transpose_last2(c, A), G});
      gb = grad::sum_to_shape(c, gb, ttype(B).shape);
      c.add(b, grad::reshape(c, gb, bs));
    }
  });
}

}  // namespace

namespace detail {
void register_prims_grad() {
  register_elementwise();
  register_shape();
  register_reductions();
  register_library();
  // Creation ops have no tensor inputs; checks and copies never need one.
}
}  // namespace detail

}  // namespace fulgur
