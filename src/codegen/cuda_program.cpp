// CudaProgram's loading (codegen/cuda_program.h): the plan's kernels compiled
// by NVRTC (through the kernel cache) or taken as emulation images, loaded
// on the device, and host tensors moved to and from it; planning is
// cuda_plan.cpp, running cuda_host_backend.cpp.
#include "codegen/cuda_program.h"

#include <chrono>

#include "codegen/compile_jobs.h"
#include "codegen/cuda/emulation.h"
#include "codegen/cuda/launch.h"
#include "codegen/host_planner.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/nvrtc.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "runtime/cuda/cublas.h"
#include "runtime/cuda/nccl.h"

namespace fulgur::codegen {

namespace rt = ::fulgur::cuda;

// ---- loading and running -------------------------------------------------------------------

namespace {
// The driver's reason comes before any work.
// (Unless a device is given: it was opened on a driver already, perhaps the
// emulated one.)
CudaPlan plan_on_a_driver(const Trace& trace, bool have_device) {
  if (!have_device) rt::require_driver();
  return *compile(trace, {.target = Target::Cuda}).cuda_forward;
}
}  // namespace

CudaProgram::CudaProgram(const Trace& trace, std::shared_ptr<rt::Device> device, KernelCache* cache)
    : CudaProgram(plan_on_a_driver(trace, device != nullptr), device, cache) {}

CudaProgram::CudaProgram(CudaPlan plan, std::shared_ptr<rt::Device> device, KernelCache* cache)
    : plan_(std::move(plan)), native_(cpu::llvm_available()) {
  // A device given was opened on a driver already (perhaps not the
  // process's: tests pass one on a fake driver).
  if (!device) rt::require_driver();
  device_ = device ? std::move(device) : std::make_shared<rt::Device>(0);
  // The emulated device (cuda-emu) runs the kernels from their CUDA C++;
  // NVRTC, where this build has it, still compiles each one, so both accept
  // the source.
  const bool emulated = device_->emulated();
  FULGUR_CHECK(emulated || nvrtc_available(),
               "the CUDA path needs NVRTC: this build of fulgur has no CUDA toolkit");
  const bool nvrtc = nvrtc_available();
  if (!cache) {
    try {
      own_cache_ = std::make_unique<KernelCache>();
      cache = own_cache_.get();
    } catch (const Error&) {
      // No cache directory (no HOME): compile every time.
    }
  }
  NvrtcOptions opts;
  opts.arch = device_->arch();
  // Many kernels compile in parallel into the cache first; then each load
  // is a hit.
  if (nvrtc && cache && plan_.kernels.size() > 1) {
    std::vector<KernelSource> sources;
    for (size_t i = 0; i < plan_.kernels.size(); ++i)
      sources.push_back({plan_.kernels[i].name, plan_.sources[i]});
    auto t0 = std::chrono::steady_clock::now();
    auto results = compile_all(sources, {opts.arch}, 0, cache, opts, nullptr);
    for (const auto& r : results) FULGUR_CHECK(r.ok, r.error);
    for (const auto& r : results) from_cache_ += r.from_cache ? 1 : 0;
    if (from_cache_ < results.size())
      compile_ms_ =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  }
  for (size_t i = 0; i < plan_.kernels.size(); ++i) {
    const kernel::Kernel& k = plan_.kernels[i];
    CompiledKernel c;
    if (nvrtc) {
      c = compile_cached(cache, plan_.sources[i], k.name, opts);
      if (plan_.kernels.size() <= 1 || !cache) {
        compile_ms_ += c.compile_ms;
        from_cache_ += c.from_cache ? 1 : 0;
      }
    }
    modules_.push_back(
        device_->load(emulated ? cuda::emulation_image(k, plan_.sources[i]) : c.binary, k.name));
    geometry_.push_back(cuda::launch_geometry(k, device_->sm_count()));
  }
  for (const HostInstr& in : plan_.host.instrs)
    if (in.op == HostInstr::Op::LibraryCall && in.library == HostInstr::Library::Cublas && !blas_)
      blas_ = std::make_unique<rt::BlasHandle>(*device_);
}

CudaProgram::~CudaProgram() = default;

std::vector<rt::DeviceValue> CudaProgram::to_device(const std::vector<RuntimeValue>& inputs) {
  check_program_inputs(*plan_.fused, inputs, "CUDA");
  std::vector<rt::DeviceValue> out;
  for (size_t i = 0; i < inputs.size(); ++i) {
    if (const auto* t = std::get_if<HostTensor>(&inputs[i]))
      out.emplace_back(rt::to_device(*device_, *t, plan_.host.input_layouts.at(i).strides));
    else
      out.emplace_back(std::get<Scalar>(inputs[i]));
  }
  // No wait: to_device keeps the host memory its copies read alive until the
  // stream is past them, so the inputs may go once this returns.
  return out;
}

std::vector<RuntimeValue> CudaProgram::run(const std::vector<RuntimeValue>& inputs) {
  std::vector<rt::DeviceValue> dev_inputs = to_device(inputs);
  std::vector<rt::DeviceValue> outs = run_device(dev_inputs);
  // Inputs the program wrote into get their new contents back.
  for (const HostInstr& in : plan_.host.instrs) {
    if (in.op != HostInstr::Op::Copy) continue;
    auto s = static_cast<size_t>(in.inputs.at(0).second);
    if (s >= inputs.size()) continue;
    copy_host_tensor(rt::to_host(*device_, std::get<rt::DeviceTensor>(dev_inputs[s])),
                     std::get<HostTensor>(inputs[s]));
  }
  std::vector<RuntimeValue> host;
  for (const auto& v : outs) {
    if (const auto* t = std::get_if<rt::DeviceTensor>(&v))
      host.emplace_back(rt::to_host(*device_, *t));
    else
      host.emplace_back(std::get<Scalar>(v));
  }
  // The outputs are on the host: NCCL's asynchronous errors of the run are in.
  if (comm_) comm_->poll_errors();
  device_->communicators().poll_errors();
  return host;
}

}  // namespace fulgur::codegen
