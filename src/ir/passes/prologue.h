// The prologue of a computation trace: the checks that inputs match what the
// computation was specialized for (DESIGN.md section 3). check_len for the
// argument count; per tensor check_tensor_shape_and_metadata (shape, device,
// dtype, requires_grad); per DTensor check_dtensor_spec_repr plus a check of
// its local tensor; per static number check_number_type_and_value, per
// static string check_string_value.
#pragma once

#include "ir/trace.h"

namespace fulgur {

Trace make_prologue(const Trace& computation);

}  // namespace fulgur
