// HostTensor <-> at::Tensor. Includes ATen: only for the reference executor,
// tests and torch interop, never for widely included headers.
#pragma once

#include <ATen/ATen.h>

#include "runtime/host_tensor.h"

namespace fulgur {

at::ScalarType to_aten(DType d);
DType from_aten(at::ScalarType s);  // raises Error for unsupported dtypes
// Copies (the result owns its memory), keeping strides.
at::Tensor to_aten(const HostTensor& t);
HostTensor from_aten(const at::Tensor& t);

}  // namespace fulgur
