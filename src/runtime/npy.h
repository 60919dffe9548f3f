// NumPy .npy files (format versions 1-3, little-endian): reading and writing
// HostTensors. bfloat16 has no NumPy dtype: it is written as float32
// (lossless), and a float32 file is accepted for a bfloat16 argument.
#pragma once

#include <string>

#include "runtime/host_tensor.h"

namespace fulgur {

HostTensor read_npy(const std::string& path);
void write_npy(const std::string& path, const HostTensor& t);

}  // namespace fulgur
