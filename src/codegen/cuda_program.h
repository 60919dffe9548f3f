// A trace compiled for one CUDA device, the GPU twin of cpu_program.h:
// partitioned into cudaFusionN regions whose kernels are printed as CUDA C++,
// compiled by NVRTC for the device's architecture through the disk kernel
// cache and launched on the device's compute stream; linear and matmul run
// through cuBLAS (a linear's bias is split off into an add that fuses with
// what follows it); views outside regions (a transpose feeding a matmul) are
// metadata. Ops nothing on the GPU runs yet take the slow fallback: their
// inputs are copied to the host, run through libtorch, and copied back.
//
// Planning needs no device (plan_cuda_program, print_cuda_plan: what tests
// check on machines without a GPU); a CudaProgram loads a plan onto one.
#pragma once

#include <chrono>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "codegen/cuda/launch.h"
#include "codegen/kernel/kernel_ir.h"
#include "codegen/kernel_cache.h"
#include "ir/trace.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/host_program.h"
#include "runtime/host_tensor.h"

namespace fulgur::cuda {
class BlasHandle;
class Communicator;
}  // namespace fulgur::cuda

namespace fulgur::codegen {

// The CUDA host program is a HostProgram (runtime/host_program.h) for
// HostDevice::Cuda from the one planner (codegen/host_planner.h): every
// slot's layout known when planned (SlotLayout), launches naming the plan's
// kernels, cuBLAS GEMMs as library calls with their GemmPlan, views as
// metadata, the slow host fallback as library calls on host copies, and
// collectives on the communication stream ordered by events.
struct CudaPlan {
  std::shared_ptr<const Trace> fused;  // partitioned, with dels; instructions point into it
  HostProgram host;
  std::vector<kernel::Kernel> kernels;
  // The checks of kernels that find bad input on the device (gathers): the
  // message of error code i + 1.
  std::vector<std::string> checked;
  std::vector<std::string> sources;  // CUDA C++, one per kernel
  size_t regions = 0;
  size_t host_calls = 0;  // instructions that take the slow fallback
};

// Partition, split linear biases, del_last_used, lower and print every
// region: everything but compiling and loading. Raises Error for traces the
// CUDA path cannot run (prologue syntax, regions that cannot be lowered).
CudaPlan plan_cuda_program(const Trace& trace);
// The same from a trace that fuse_for_target (codegen/pipeline.h) already
// partitioned for CUDA: what compile() plans.
CudaPlan plan_fused_cuda_program(const Trace& fused);

// A readable listing: the host program (print_host_program) with each
// launch's grid and block for `sm_count` multiprocessors, after a line with
// the kernel and fallback counts.
std::string print_cuda_plan(const CudaPlan& plan, int sm_count);

// The scalar arguments of launch instruction `instr` as 64-bit slots
// (floats as their bits; cuda::KernelArgs packs them): constants from the
// plan, number inputs from `number(slot)`.
std::vector<int64_t> launch_scalars(const HostInstr& instr,
                                    const std::function<Scalar(int)>& number);

class CudaProgram {
 public:
  // Raises Error with the driver's reason when there is no usable driver or
  // device, and for kernels that fail to compile. `device` defaults to a new
  // cuda::Device(0); `cache` to the default disk kernel cache (none when it
  // cannot be opened).
  // `trace` goes through the pipeline (codegen/pipeline.h: compile()).
  explicit CudaProgram(const Trace& trace, std::shared_ptr<::fulgur::cuda::Device> device = nullptr,
                       KernelCache* cache = nullptr);
  // Loads a plan compile() made (Executable::cuda_forward / cuda_backward)
  // onto `device` (or a new cuda::Device(0) on the process's driver).
  explicit CudaProgram(CudaPlan plan, std::shared_ptr<::fulgur::cuda::Device> device = nullptr,
                       KernelCache* cache = nullptr);
  ~CudaProgram();
  CudaProgram(const CudaProgram&) = delete;
  CudaProgram& operator=(const CudaProgram&) = delete;

  // Host tensors in and out: inputs checked against the trace's parameters
  // and copied to the device, outputs copied back (waiting for those copies),
  // and inputs the program writes into (prims.copy_) updated in place.
  std::vector<RuntimeValue> run(const std::vector<RuntimeValue>& inputs);
  // The checked inputs as device values laid out as the program expects;
  // the copies are enqueued, not waited for (the host inputs may go).
  std::vector<::fulgur::cuda::DeviceValue> to_device(const std::vector<RuntimeValue>& inputs);
  // Device values in and out: enqueues the program on the device's stream
  // and returns without waiting (except around slow fallbacks). Raises Error
  // for inputs whose shape, dtype or strides differ from the plan's.
  std::vector<::fulgur::cuda::DeviceValue> run_device(
      const std::vector<::fulgur::cuda::DeviceValue>& inputs);

  const CudaPlan& plan() const { return plan_; }
  // With FULGUR_TIMELINE (runtime/timeline.h), every run records timed
  // events around its launches, library calls, copies and collectives and
  // the compute stream's waits for them, and at its end waits for them and
  // writes them to the timeline: kernels, library calls, copies and waits
  // on the track kComputeTrack, collectives as async spans on their
  // communicator's track ("comm world", "comm group [0, 2]").
  static constexpr const char* kComputeTrack = "CUDA compute stream";
  // Collectives run on the communication stream through the device's NCCL
  // communicators (Device::communicators(): one per process group, made on
  // the group's first collective). set_communicator gives the collectives
  // of the whole world (no group=) this one instead.
  void set_communicator(std::shared_ptr<::fulgur::cuda::Communicator> comm) {
    comm_ = std::move(comm);
  }
  // Tests on a fake driver (tests/fake_cuda): launches go to `launcher`
  // instead of the loaded module (kernel number, geometry, device addresses,
  // scalar slots).
  using Launcher =
      std::function<void(size_t kernel, cuda::LaunchGeometry, const std::vector<uint64_t>& buffers,
                         const std::vector<int64_t>& scalars)>;
  void set_launcher_for_testing(Launcher launcher) { launcher_ = std::move(launcher); }
  // The host program runs as native code (compiled through LLVM ORC on the
  // first run: each instruction one direct call of the device backend's
  // operation) — the default when fulgur has LLVM — or through the
  // interpreter (runtime/host_executor.h). The two do the same calls in the
  // same order.
  void use_native_host(bool native);
  bool runs_native_host() const { return native_; }
  ::fulgur::cuda::Device& device() { return *device_; }
  double compile_ms() const { return compile_ms_; }  // NVRTC, all kernels (0 for cache hits)
  size_t kernels_from_cache() const { return from_cache_; }

 private:
  class Frame;
  // A span whose times are two events on the device, read at the end of the run.
  struct TimelineSpan {
    std::string name;
    const char* cat;
    ::fulgur::cuda::Event begin, end;
    std::string track, args;
  };
  void begin_timeline();
  void end_timeline();
  std::vector<TimelineSpan> timeline_;
  ::fulgur::cuda::Event anchor_;  // recorded and waited for at the run's start
  std::chrono::steady_clock::time_point anchor_host_;
  CudaPlan plan_;
  std::shared_ptr<::fulgur::cuda::Communicator> comm_;
  Launcher launcher_;
  std::shared_ptr<::fulgur::cuda::Device> device_;
  std::unique_ptr<KernelCache> own_cache_;
  std::unique_ptr<::fulgur::cuda::BlasHandle> blas_;
  std::vector<::fulgur::cuda::Module> modules_;  // one per kernel, unloaded with the program
  std::vector<cuda::LaunchGeometry> geometry_;
  double compile_ms_ = 0;
  bool native_ = false;
  NativeHostFn native_fn_ = nullptr;         // compiled on the first native run
  std::shared_ptr<const void> native_code_;  // keeps native_fn_ in the JIT
  size_t from_cache_ = 0;
};

}  // namespace fulgur::codegen
