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
// Zero-copy views that keep the other side's memory alive.
at::Tensor aten_view(const HostTensor& t);
HostTensor host_view(const at::Tensor& t);  // CPU tensors of supported dtypes

}  // namespace fulgur

struct DLManagedTensor;

namespace fulgur {

// DLPack in and out, zero-copy: to_dlpack's result owns a reference to the
// tensor's storage (its deleter releases it); from_dlpack takes ownership of
// `t` and calls its deleter when the last view of the memory goes.
DLManagedTensor* to_dlpack(const HostTensor& t);
HostTensor from_dlpack(DLManagedTensor* t);

}  // namespace fulgur
