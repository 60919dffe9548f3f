// Helpers shared by the op definition files: argument checks, dims, shapes
// and calling other symbols from a meta function.
#pragma once

#include <string>
#include <vector>

#include "ir/error.h"
#include "ir/trace.h"

namespace fulgur::ops {

// The op's name for messages, e.g. "ltorch.add".
inline std::string opname(const BoundArgs& a) {
  return a.symbol().qualified();
}

const TensorType& tensor_arg(const BoundArgs& a, std::string_view name);
// A tensor or a Python number.
void check_tensor_or_number(const BoundArgs& a, std::string_view name);
int64_t int_arg(const BoundArgs& a, std::string_view name);
bool bool_arg(const BoundArgs& a, std::string_view name);
double number_arg(const BoundArgs& a, std::string_view name);
std::string str_arg(const BoundArgs& a, std::string_view name);
DType dtype_arg(const BoundArgs& a, std::string_view name);
// A tuple/list of ints (a single int is accepted where `allow_int`).
std::vector<int64_t> ints_arg(const BoundArgs& a, std::string_view name, bool allow_int = false);
bool is_int_seq(const Value& v);

// Wraps a possibly negative dim into [0, rank) as PyTorch does (a 0-dim
// tensor accepts -1 and 0).
int64_t canonical_dim(const std::string& op, int64_t dim, int64_t rank);
std::vector<int64_t> canonical_dims(const std::string& op, const std::vector<int64_t>& dims,
                                    int64_t rank);
Shape broadcast_shapes(const std::string& op, const Shape& a, const Shape& b);

// The ScalarKind of a Python number value (literal or number proxy).
ScalarKind number_kind(const Value& v);

// Calls a symbol from inside a meta function; the call becomes a subsymbol.
inline Value call(TraceBuilder& tb, std::string_view op, std::vector<Value> args,
                  std::vector<std::pair<std::string, Value>> kwargs = {}) {
  return tb.call(op, std::move(args), std::move(kwargs));
}
inline const TensorType& ttype(const Value& v) {
  return v.proxy()->tensor();
}

// The dims a reduction's `name` argument names: None or () is every dim, as
// in PyTorch.
std::vector<int64_t> reduction_dims(const BoundArgs& a, const char* name, int64_t rank);
// var/std's correction from `correction` or `unbiased` (default 1).
double var_correction(const BoundArgs& a);

}  // namespace fulgur::ops
