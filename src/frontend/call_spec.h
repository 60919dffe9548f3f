// What a jit call passes, as the cache sees it (frontend/jit.cpp's first
// room): the spec of its inputs as words (what a compiled entry is
// specialized on and verified against on every hit) and their hash, which
// inputs share memory, the DTensor part of the spec, device tensors viewed
// as host tensors for the spec, and the checks of a fixed trace's inputs.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "ir/trace.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/host_tensor.h"

namespace fulgur::call_spec {

// A word-at-a-time hash of the spec (a multiply-xorshift mix per word).
uint64_t spec_hash(const std::vector<int64_t>& words);

// Which inputs share memory: for each input, the lowest index of an input
// whose storage overlaps its own (its own index when none does; numbers are
// their own class).
void alias_classes(const std::vector<RuntimeValue>& inputs, std::vector<int64_t>& cls);

// The spec of one call's inputs as words. Tensors: tag, dtype, rank,
// extents, contiguity (or the strides), requires_grad, 16-byte alignment,
// alias class. Numbers: tag, kind, and (`number_values`) value bits.
void describe_inputs(const std::vector<RuntimeValue>& inputs, std::vector<int64_t>& out,
                     bool number_values = true);

// The DTensor part of a call's spec, appended to describe_inputs' words.
void describe_dtensors(const std::vector<std::optional<TensorType>>& dts, int64_t rank,
                       int64_t world, std::vector<int64_t>& out);

TensorType type_of(const HostTensor& t);

// Device tensors seen as host tensors whose storage is the device range they
// span (never dereferenced on the host).
std::vector<RuntimeValue> spec_views(const std::vector<cuda::DeviceValue>& inputs,
                                     const std::vector<bool>& requires_grad);

// Checks inputs against a fixed trace's parameter types, naming the
// argument; `dts` (one entry per input, or null) holds DTensor arguments'
// global types.
void check_fixed(const Trace& t, const std::vector<RuntimeValue>& inputs,
                 const std::vector<std::optional<TensorType>>* dts);

// Refuses a function that writes into an input sharing memory with another.
void check_writes_into_aliases(const Trace& computation, const std::vector<RuntimeValue>& inputs);

}  // namespace fulgur::call_spec
