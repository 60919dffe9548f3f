// The emulated CUDA device `cuda-emu`: the CUDA driver's entry points (a
// Driver, runtime/cuda/driver.h) and cuBLAS's (a Cublas) on the CPU, so the
// whole CUDA host program runs on machines without a GPU through the same
// cuda::Device as on a real one.
//
// - Modules: cuModuleLoadData takes an emulation image (the generated CUDA
//   C++ with a per-kernel entry point, codegen/cuda/emulation.h) instead of
//   a cubin, compiles it with the host C++ compiler against
//   emulation/cuda_emulation.h into a shared object (cached on disk by a
//   hash of everything that goes into it) and dlopens it.
// - Launches: cuLaunchKernel copies each parameter's bytes as the kernel
//   declares them (the packed KernelArgs, as the real driver does); when the
//   launch runs, every CUDA thread of a block is an OS thread, blocks run
//   one after another, and the block size is checked against the source's
//   __launch_bounds__.
// - Memory is host memory. New allocations are filled with 0xff bytes (NaN
//   for floats), and memory freed with cuMemFreeAsync is poisoned and kept
//   out of reuse: a launch or copy that reaches it after the free ran
//   fails with CUDA_ERROR_ILLEGAL_ADDRESS and a message naming the use, as
//   compute-sanitizer would report it.
// - Streams are ordered queues run lazily (when the host synchronizes, or
//   when another stream waits for an event on them), so a missing event
//   wait reads what was not computed yet.
// Errors are sticky, like a real context's: after one, every later
// synchronizing call fails with it.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "runtime/cuda/cublas.h"
#include "runtime/cuda/driver.h"
#include "runtime/cuda/nccl.h"

namespace fulgur {
class CpuCommunicator;
}

namespace fulgur::cuda {

// The emulated driver: one device, compute capability 9.0 (NVRTC still
// compiles every kernel for sm_90), $FULGUR_EMU_SM_COUNT multiprocessors
// (default 2; launch grids are sized from it).
const Driver& emulated_driver();
// cuBLAS on the emulated device: GEMMs as CPU loops with cuBLAS's exact
// column-major operand mapping (transposes, leading dimensions, batch
// strides, alpha and beta), enqueued on the handle's stream.
const Cublas& emulated_cublas();

// Compiles an emulation image into the module cache (what cuModuleLoadData
// does first), so that many can compile in parallel ahead of their loads.
// Returns the compiler's complaint, empty on success. Thread-safe.
std::string compile_emulated_module(const std::vector<uint8_t>& image);

// NCCL on the emulated device. A communicator of one rank: each collective a
// copy on the communication stream it is given. Of more ranks: each
// collective runs on the CPU engine's process group its unique id was bound
// to (bind_emulated_nccl_id; cuda::Communicators does it), modelled as two
// operations on the communication stream: the start, which runs as soon as
// the stream reaches it (the stream runs up to it when the collective is
// enqueued), copies the input out of device memory and hands the collective
// to the CPU communicator, whose threads run it while the host and the
// compute stream go on; the finish, which runs when something waits for the
// stream past it (an event, a synchronize), waits for the CPU collective and
// copies the result into the output. So the ordering events are executed on
// every rank: a collective started before the compute stream produced its
// input sends what was there (0xff bytes of a new allocation), and a kernel
// that reads the output without waiting for the collective's event reads
// what the finish has not written yet. A failed CPU collective is an
// asynchronous NCCL error of the communicator (ncclRemoteError, with the CPU
// engine's message) and a sticky CUDA_ERROR_LAUNCH_FAILED.
const Nccl& emulated_nccl();
// Binds an emulated unique id (from emulated_nccl().ncclGetUniqueId) to the
// CPU communicator of the process group that exchanged it: the emulated
// ncclCommInitRank of that id, with the group's size and this process's rank
// in it, runs its collectives there.
void bind_emulated_nccl_id(const NcclUniqueId& id, std::shared_ptr<CpuCommunicator> group);

struct EmulationStats {
  long launches = 0, blocks = 0, gemms = 0;
  long modules_compiled = 0, modules_from_cache = 0;
  long modules_discarded = 0;  // damaged cache files compiled again (emulated_driver.cpp)
  double compile_ms = 0;       // host compiler time for the modules compiled
  long live_allocations = 0;   // allocated and not (yet) freed by a stream
};
EmulationStats emulation_stats();

// Where compiled modules are kept: $FULGUR_CACHE_DIR/emu, else
// $XDG_CACHE_HOME/fulgur/emu, else $HOME/.cache/fulgur/emu, else a
// directory under the system's temporary directory.
std::string emulation_cache_dir();

}  // namespace fulgur::cuda
