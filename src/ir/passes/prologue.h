// The prologue of a computation trace: the checks that inputs match what the
// computation was specialized for (docs/design.md section 3). check_len for the
// argument count; per tensor check_tensor_shape_and_metadata (shape, device,
// dtype, requires_grad); per DTensor check_dtensor_spec_repr plus a check of
// its local tensor; per static number check_number_type_and_value, per
// static string check_string_value.
#pragma once

#include <optional>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

Trace make_prologue(const Trace& computation);

// What a caller passed for a DTensor argument: its global type with its spec
// (mesh, placements, shape, strides, dtype, requires_grad) and the shape of
// its local tensor.
struct DTensorArg {
  TensorType global;  // `dtensor` set; unset means the caller passed a plain tensor
  Shape local_shape;
};

// Runs the DTensor checks of `prologue` (check_dtensor_spec_repr and the
// local tensor's check_tensor_shape_and_metadata) on the arguments of rank
// `rank`: `args` holds one entry per parameter (nullopt for those that are
// not tensors). Raises Error naming the input and every field that differs.
void check_dtensor_args(const Trace& prologue, const std::vector<std::optional<DTensorArg>>& args,
                        int64_t rank);

}  // namespace fulgur
