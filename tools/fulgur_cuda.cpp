#include "fulgur_cuda.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>

#include "codegen/cuda_program.h"
#include "ir/error.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/cuda/emulated_driver.h"

namespace fulgur::cli {

namespace {

size_t count_gemms(const codegen::CudaPlan& p) {
  return static_cast<size_t>(
      std::count_if(p.host.instrs.begin(), p.host.instrs.end(), [&](const HostInstr& in) {
        return in.op == HostInstr::Op::LibraryCall && in.library == HostInstr::Library::Cublas;
      }));
}

std::string describe(codegen::CudaProgram& program) {
  const codegen::CudaPlan& p = program.plan();
  char buf[320];
  std::snprintf(buf, sizeof buf,
                "compiled for CUDA %s%s: %zu fusion region(s), %zu kernel(s) (NVRTC %.0f ms, %zu "
                "from the kernel cache), %zu cuBLAS call(s), %zu slow host fallback(s)",
                program.device().arch().c_str(),
                program.device().emulated() ? " on the emulated device (cuda-emu)" : "", p.regions,
                p.kernels.size(), program.compile_ms(), program.kernels_from_cache(),
                count_gemms(p), p.host_calls);
  std::string out = buf;
  if (program.device().emulated()) {
    cuda::EmulationStats st = cuda::emulation_stats();
    std::snprintf(buf, sizeof buf,
                  "; emulated: %ld module(s) compiled for the host (%.0f ms), %ld from its cache, "
                  "%ld launch(es), %ld block(s), %ld GEMM(s)",
                  st.modules_compiled, st.compile_ms, st.modules_from_cache, st.launches, st.blocks,
                  st.gemms);
    out += buf;
  }
  return out;
}

// The device of this process: LOCAL_RANK's (as torchrun sets it; 0 when
// unset), so the ranks of one host each take their own GPU (NCCL refuses two
// ranks on one device). Each process has one emulated device.
std::shared_ptr<cuda::Device> open_device(bool emulated) {
  if (emulated) return std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
  int index = 0;
  if (const char* lr = std::getenv("LOCAL_RANK"); lr && *lr) {
    char* end = nullptr;
    long v = std::strtol(lr, &end, 10);
    FULGUR_CHECK(end && *end == '\0' && v >= 0 && v < 1 << 20,
                 "LOCAL_RANK: expected a non-negative integer, got '", lr, "'");
    index = static_cast<int>(v);
  }
  return std::make_shared<cuda::Device>(index);
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Device milliseconds of each of `reps` calls of `f`, between events on the
// compute stream recorded around it.
template <typename F>
std::vector<double> time_on_device(cuda::Device& dev, int reps, F&& f) {
  cuda::Event start = dev.create_event(true), end = dev.create_event(true);
  std::vector<double> ms;
  for (int i = 0; i < 3; ++i) f();
  dev.synchronize();
  for (int i = 0; i < reps; ++i) {
    dev.record(start);
    f();
    dev.record(end);
    ms.push_back(dev.elapsed_ms(start, end));
  }
  return ms;
}

}  // namespace

std::vector<RuntimeValue> run_cuda(const Trace& trace, const std::vector<RuntimeValue>& inputs,
                                   std::string& how, bool interpret, bool emulated) {
  codegen::CudaProgram program(trace, open_device(emulated));
  if (interpret) program.use_native_host(false);
  std::vector<RuntimeValue> outputs = program.run(inputs);
  how = describe(program) +
        (program.runs_native_host() ? ", native host program" : ", interpreted host program");
  return outputs;
}

void run_cuda_grad(const codegen::Executable& ex, const std::vector<RuntimeValue>& inputs,
                   const std::vector<HostTensor>& cots, std::vector<RuntimeValue>& outputs,
                   std::vector<std::optional<HostTensor>>& grads, std::string& how, bool emulated) {
  FULGUR_INTERNAL_ASSERT(ex.grad && ex.cuda_forward && ex.cuda_backward,
                         "run_cuda_grad: the executable holds no CUDA forward and backward");
  const ForwardBackward& fb = *ex.grad;
  std::shared_ptr<cuda::Device> dev = open_device(emulated);
  codegen::CudaProgram forward(*ex.cuda_forward, dev);
  codegen::CudaProgram backward(*ex.cuda_backward, dev);
  // The forward returns the outputs, then what the backward reads.
  std::vector<RuntimeValue> all = forward.run(inputs);
  FULGUR_INTERNAL_ASSERT(all.size() >= fb.num_outputs, "the forward gave ", all.size(),
                         " values, fewer than its ", fb.num_outputs, " outputs");
  outputs.assign(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs));
  std::vector<RuntimeValue> bw_in(all.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs),
                                  all.end());
  bw_in.insert(bw_in.end(), cots.begin(), cots.end());
  std::vector<RuntimeValue> flat = backward.run(bw_in);
  size_t k = 0;
  grads.clear();
  for (bool has : fb.has_grad)
    grads.push_back(has ? std::optional<HostTensor>(std::get<HostTensor>(flat.at(k++)))
                        : std::nullopt);
  how = "forward " + describe(forward) + "; backward " + describe(backward);
}

int bench_cuda(const std::string& file, const Trace& trace, const std::vector<RuntimeValue>& inputs,
               int reps, bool json, bool emulated) {
  codegen::CudaProgram program(trace, open_device(emulated));
  cuda::Device& dev = program.device();
  std::vector<cuda::DeviceValue> dev_inputs = program.to_device(inputs);
  const codegen::CudaPlan& plan = program.plan();

  // The least traffic any implementation has: read every input once, write
  // every output once.
  int64_t bytes = 0;
  for (const auto& v : dev_inputs)
    if (const auto* t = std::get_if<cuda::DeviceTensor>(&v))
      bytes += cuda::span_bytes(t->shape, t->strides, t->dtype);
  for (int s : plan.host.outputs) {
    const auto& l = plan.host.layouts[static_cast<size_t>(s)];
    if (l.is_tensor && s >= plan.host.num_inputs)
      bytes += cuda::span_bytes(l.shape, l.strides, l.dtype);
  }

  std::vector<double> ours = time_on_device(dev, reps, [&] { program.run_device(dev_inputs); });
  auto wall0 = std::chrono::steady_clock::now();
  for (int i = 0; i < reps; ++i) program.run_device(dev_inputs);
  dev.synchronize();
  double wall_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - wall0).count() /
      reps;

  // A copy that moves as many bytes (it reads half and writes half).
  size_t half = static_cast<size_t>(std::max<int64_t>(bytes / 2, 256));
  cuda::DeviceAllocation src(dev, half), dst(dev, half);
  std::vector<double> copy =
      time_on_device(dev, reps, [&] { dev.copy_on_device(dst.ptr(), src.ptr(), half); });

  double ours_ms = median(ours), copy_ms = median(copy);
  double ours_gbps = static_cast<double>(bytes) / (ours_ms * 1e6);
  double copy_gbps = 2.0 * static_cast<double>(half) / (copy_ms * 1e6);
  size_t gemms = count_gemms(plan);
  if (json) {
    std::printf(
        "{\"file\": \"%s\", \"arch\": \"%s\", \"sm_count\": %d, \"regions\": %zu, \"kernels\": "
        "%zu, \"cublas_calls\": %zu, \"host_fallbacks\": %zu, \"reps\": %d, \"ours_ms\": %.6f, "
        "\"ours_min_ms\": %.6f, \"ours_wall_ms\": %.6f, \"bytes\": %lld, \"ours_gbps\": %.3f, "
        "\"copy_ms\": %.6f, \"copy_gbps\": %.3f, \"fraction_of_copy\": %.4f}\n",
        file.c_str(), dev.arch().c_str(), dev.sm_count(), plan.regions, plan.kernels.size(), gemms,
        plan.host_calls, reps, ours_ms, *std::min_element(ours.begin(), ours.end()), wall_ms,
        static_cast<long long>(bytes), ours_gbps, copy_ms, copy_gbps, ours_gbps / copy_gbps);
    return 0;
  }
  std::printf("%s: %s\n", file.c_str(), describe(program).c_str());
  std::printf("median of %d calls on %s (%d SMs), inputs resident on the device:\n", reps,
              dev.arch().c_str(), dev.sm_count());
  std::printf("  fulgur (compiled CUDA) %10.4f ms device time, %10.4f ms wall per call\n", ours_ms,
              wall_ms);
  std::printf("  bytes in + out         %10lld\n", static_cast<long long>(bytes));
  std::printf("  bandwidth              %10.1f GB/s\n", ours_gbps);
  std::printf("  device-to-device copy  %10.1f GB/s (%.4f ms for the same bytes)\n", copy_gbps,
              copy_ms);
  std::printf("  fraction of copy       %10.2f\n", ours_gbps / copy_gbps);
  return 0;
}

bool is_cuda_device(const std::string& device, const std::string& command) {
  FULGUR_CHECK(device == "cpu" || device == "cuda" || device == "cuda-emu", command,
               " --device: expected 'cpu', 'cuda' or 'cuda-emu', got '", device, "'");
  return device != "cpu";
}

}  // namespace fulgur::cli
