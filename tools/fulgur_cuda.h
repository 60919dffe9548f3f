// The CUDA halves of `fulgur run` and `fulgur bench` (--device cuda): the
// trace compiled for CUDA device 0 by codegen::CudaProgram. Without a usable
// driver they raise fulgur::Error with the driver's reason (the CLI prints
// it on one line and exits 1).
#pragma once

#include <string>
#include <vector>

#include <optional>

#include "codegen/pipeline.h"
#include "ir/trace.h"
#include "runtime/host_tensor.h"

namespace fulgur::cli {

// Runs `trace` on `inputs` (host tensors, copied to the device and back; the
// device is LOCAL_RANK's, 0 when unset, so torchrun's ranks take a GPU each),
// its host program as native code or, with `interpret`, through the
// interpreter; `how` is set to a description of what ran, for the report.
// `emulated`: on the emulated device (cuda-emu, runtime/cuda/emulated_driver.h)
// instead of the driver's device.
std::vector<RuntimeValue> run_cuda(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                                   std::string& how, bool interpret = false, bool emulated = false);

// run --grad on a CUDA device: `ex` (compiled for CUDA with grad) as two
// programs on one device, the augmented forward on `inputs`, then the
// backward on what it saved and the cotangents `cots`. Sets the outputs, the
// gradient of each input (nullopt where it has none) and `how`.
void run_cuda_grad(const codegen::Executable& ex, const std::vector<RuntimeValue>& inputs,
                   const std::vector<HostTensor>& cots, std::vector<RuntimeValue>& outputs,
                   std::vector<std::optional<HostTensor>>& grads, std::string& how, bool emulated);

// Times the compiled program on device-resident inputs: the median device
// time per call (CUDA events around each call) over `reps` calls after
// warm-up, the bytes its inputs and outputs occupy, and the bandwidth that
// makes as a fraction of a device-to-device copy of as many bytes measured
// in the same run. Prints a report, or one JSON object with `json`.
// Returns the exit status.
int bench_cuda(const std::string& file, const Trace& trace, const std::vector<RuntimeValue>& inputs,
               int reps, bool json, bool emulated = false);

// The device a --device option names: "cuda" (device 0 of the driver) or
// "cuda-emu" (the emulated device): true for those, false for "cpu". Raises Error naming
// the choices for anything else; `command` is for that message.
bool is_cuda_device(const std::string& device, const std::string& command);

}  // namespace fulgur::cli
