#include "ir/grad.h"

#include <mutex>
#include <unordered_map>
#include <unordered_set>

#include "ir/error.h"

namespace fulgur {

namespace {
struct MultiOutputGrads {
  std::mutex mu;
  std::unordered_set<const Symbol*> symbols;
  // The parameters whose new values the trailing outputs are.
  std::unordered_map<const Symbol*, std::vector<size_t>> nondifferentiable;
  std::unordered_set<const Symbol*> overwrites;
};
MultiOutputGrads& multi_output_grads() {
  static auto* m = new MultiOutputGrads;  // never destroyed: symbols outlive static destructors
  return *m;
}
}  // namespace

void allow_multi_output_grad(const Symbol& s) {
  auto& m = multi_output_grads();
  std::lock_guard<std::mutex> lock(m.mu);
  m.symbols.insert(&s);
}

bool has_multi_output_grad(const Symbol& s) {
  auto& m = multi_output_grads();
  std::lock_guard<std::mutex> lock(m.mu);
  return m.symbols.count(&s) != 0;
}

void set_written_params(const Symbol& s, std::vector<size_t> params, bool overwrites) {
  auto& m = multi_output_grads();
  std::lock_guard<std::mutex> lock(m.mu);
  m.nondifferentiable[&s] = std::move(params);
  if (overwrites) m.overwrites.insert(&s);
}

bool overwrites_written_params(const Symbol& s) {
  auto& m = multi_output_grads();
  std::lock_guard<std::mutex> lock(m.mu);
  return m.overwrites.count(&s) != 0;
}

std::vector<size_t> written_params(const Symbol& s) {
  auto& m = multi_output_grads();
  std::lock_guard<std::mutex> lock(m.mu);
  auto it = m.nondifferentiable.find(&s);
  return it == m.nondifferentiable.end() ? std::vector<size_t>{} : it->second;
}

size_t nondifferentiable_trailing_outputs(const Symbol& s) {
  return written_params(s).size();
}

GradContext::GradContext(TraceBuilder& tb, const BoundSymbol& fw, Value cotangent,
                         std::function<bool(const Proxy&)> requires_grad)
    : tb_(tb),
      fw_(fw),
      args_(fw.bound_args()),
      g_(std::move(cotangent)),
      requires_grad_(std::move(requires_grad)) {}

bool GradContext::needs(const Value& input) const {
  return input.is_tensor() && requires_grad_(*input.proxy());
}

void GradContext::add(const Value& input, const Value& grad) {
  if (!needs(input)) return;
  const TensorType& want = input.proxy()->tensor();
  FULGUR_INTERNAL_ASSERT(grad.is_tensor(), "the gradient rule of ", op(), " gave ", describe(grad),
                         " for ", input.proxy()->name);
  const TensorType& got = grad.proxy()->tensor();
  FULGUR_INTERNAL_ASSERT(got.shape == want.shape && got.dtype == want.dtype,
                         "the gradient rule of ", op(), " gave ", shape_dtype_string(got), " for ",
                         input.proxy()->name, " of ", shape_dtype_string(want));
  grads_.emplace_back(input.proxy(), grad);
}

Value GradContext::call(std::string_view op, std::vector<Value> args,
                        std::vector<std::pair<std::string, Value>> kwargs) {
  return tb_.call(op, std::move(args), std::move(kwargs));
}

Value GradContext::zeros(const TensorType& t) {
  Value fill = is_float(t.dtype) ? Value(0.0) : is_bool(t.dtype) ? Value(false) : Value(0);
  return call("prims.full", {Value::ints(t.shape), fill},
              {{"device", t.device.str()}, {"dtype", t.dtype}});
}

namespace grad {

Value sum_to_shape(GradContext& c, const Value& x, const Shape& shape) {
  const Shape& xs = x.proxy()->tensor().shape;
  if (xs == shape) return x;
  int64_t lead = static_cast<int64_t>(xs.size()) - static_cast<int64_t>(shape.size());
  FULGUR_INTERNAL_ASSERT(lead >= 0, "sum_to_shape: ", shape_string(xs), " to ",
                         shape_string(shape));
  std::vector<int64_t> dims;
  for (int64_t i = 0; i < static_cast<int64_t>(xs.size()); ++i)
    if (i < lead || (shape[i - lead] == 1 && xs[i] != 1)) dims.push_back(i);
  Value s = dims.empty() ? x : c.call("ltorch.sum", {x, Value::ints(dims)});
  return reshape(c, s, shape);
}

Value reshape(GradContext& c, const Value& x, const Shape& shape) {
  if (x.proxy()->tensor().shape == shape) return x;
  return c.call("ltorch.reshape", {x, Value::ints(shape)});
}

Value to_dtype(GradContext& c, const Value& x, DType d) {
  if (x.proxy()->tensor().dtype == d) return x;
  return c.call("prims.convert_element_type", {x, d});
}

}  // namespace grad

}  // namespace fulgur
