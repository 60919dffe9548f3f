#include "runtime/cuda/driver.h"

#include <cstdlib>

#include "ir/error.h"
#include "runtime/cuda/dynlib.h"

namespace fulgur::cuda {

std::string cuda_error_name(CUresult r) {
  switch (r) {
    case 0:
      return "CUDA_SUCCESS";
    case 1:
      return "CUDA_ERROR_INVALID_VALUE";
    case 2:
      return "CUDA_ERROR_OUT_OF_MEMORY";
    case 3:
      return "CUDA_ERROR_NOT_INITIALIZED";
    case 4:
      return "CUDA_ERROR_DEINITIALIZED";
    case 34:
      return "CUDA_ERROR_STUB_LIBRARY";
    case 35:
      return "CUDA_ERROR_INSUFFICIENT_DRIVER";
    case 46:
      return "CUDA_ERROR_DEVICE_UNAVAILABLE";
    case 100:
      return "CUDA_ERROR_NO_DEVICE";
    case 101:
      return "CUDA_ERROR_INVALID_DEVICE";
    case 200:
      return "CUDA_ERROR_INVALID_IMAGE";
    case 201:
      return "CUDA_ERROR_INVALID_CONTEXT";
    case 209:
      return "CUDA_ERROR_NO_BINARY_FOR_GPU";
    case 218:
      return "CUDA_ERROR_INVALID_PTX";
    case 222:
      return "CUDA_ERROR_UNSUPPORTED_PTX_VERSION";
    case 400:
      return "CUDA_ERROR_INVALID_HANDLE";
    case 500:
      return "CUDA_ERROR_NOT_FOUND";
    case 600:
      return "CUDA_ERROR_NOT_READY";
    case 700:
      return "CUDA_ERROR_ILLEGAL_ADDRESS";
    case 701:
      return "CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES";
    case 702:
      return "CUDA_ERROR_LAUNCH_TIMEOUT";
    case 719:
      return "CUDA_ERROR_LAUNCH_FAILED";
    case 999:
      return "CUDA_ERROR_UNKNOWN";
    default:
      return "CUDA error " + std::to_string(r);
  }
}

void Driver::check(CUresult r, const char* what) const {
  if (r == kCudaSuccess) return;
  std::string name = cuda_error_name(r);
  const char* desc = nullptr;
  if (cuGetErrorString && r != 34) cuGetErrorString(r, &desc);
  FULGUR_FAIL(what, " failed: ", name, desc ? std::string(" (") + desc + ")" : std::string());
}

Driver load_driver(const std::string& path) {
  Driver d;
  d.path = path;
  DynLib lib = DynLib::open_first({path});
  if (!lib.loaded()) {
    d.reason = "no NVIDIA driver: " + path + " could not be loaded (" + lib.errors() +
               "); fulgur runs on the CPU only on this machine";
    return d;
  }
  lib.sym(d.cuInit, "cuInit");
  lib.sym(d.cuDriverGetVersion, "cuDriverGetVersion");
  lib.sym(d.cuDeviceGetCount, "cuDeviceGetCount");
  lib.sym(d.cuDeviceGet, "cuDeviceGet");
  lib.sym(d.cuDeviceGetAttribute, "cuDeviceGetAttribute");
  lib.sym(d.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  lib.sym(d.cuDevicePrimaryCtxRelease, "cuDevicePrimaryCtxRelease_v2");
  lib.sym(d.cuCtxSetCurrent, "cuCtxSetCurrent");
  lib.sym(d.cuModuleLoadData, "cuModuleLoadData");
  lib.sym(d.cuModuleGetFunction, "cuModuleGetFunction");
  lib.sym(d.cuModuleUnload, "cuModuleUnload");
  lib.sym(d.cuLaunchKernel, "cuLaunchKernel");
  lib.sym(d.cuStreamCreate, "cuStreamCreate");
  lib.sym(d.cuStreamDestroy, "cuStreamDestroy_v2");
  lib.sym(d.cuStreamSynchronize, "cuStreamSynchronize");
  lib.sym(d.cuStreamWaitEvent, "cuStreamWaitEvent");
  lib.sym(d.cuEventCreate, "cuEventCreate");
  lib.sym(d.cuEventRecord, "cuEventRecord");
  lib.sym(d.cuEventSynchronize, "cuEventSynchronize");
  lib.sym(d.cuEventQuery, "cuEventQuery");
  lib.sym(d.cuEventDestroy, "cuEventDestroy_v2");
  // CUDA 12.8 added cuEventElapsedTime_v2 (what cuda.h 13 calls by that name);
  // older drivers have only the first version, which times the same way.
  if (!lib.try_sym(d.cuEventElapsedTime, "cuEventElapsedTime_v2"))
    lib.sym(d.cuEventElapsedTime, "cuEventElapsedTime");
  lib.sym(d.cuMemAllocAsync, "cuMemAllocAsync");
  lib.sym(d.cuDeviceGetDefaultMemPool, "cuDeviceGetDefaultMemPool");
  lib.sym(d.cuMemPoolSetAttribute, "cuMemPoolSetAttribute");
  lib.sym(d.cuMemFreeAsync, "cuMemFreeAsync");
  lib.sym(d.cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2");
  lib.sym(d.cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2");
  lib.sym(d.cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2");
  lib.sym(d.cuGetErrorName, "cuGetErrorName");
  lib.sym(d.cuGetErrorString, "cuGetErrorString");
  if (!lib.missing().empty()) {
    d.reason = "the CUDA driver at " + path + " lacks " + lib.missing() +
               " (a driver for CUDA 11.2 or newer is needed, for stream-ordered memory)";
    return d;
  }
  CUresult r = d.cuInit(0);
  if (r == 34) {
    d.reason = "the CUDA driver found (" + path +
               ") is the toolkit's stub library, not an NVIDIA driver (CUDA_ERROR_STUB_LIBRARY): "
               "this machine has no GPU driver installed, so fulgur runs on the CPU only";
    return d;
  }
  if (r == 100) {
    d.reason = "the NVIDIA driver is installed but sees no CUDA device (CUDA_ERROR_NO_DEVICE)";
    return d;
  }
  if (r != kCudaSuccess) {
    d.reason = "the CUDA driver at " + path + " failed to initialize: " + cuda_error_name(r);
    return d;
  }
  d.cuDriverGetVersion(&d.version);
  d.cuDeviceGetCount(&d.device_count);
  d.available = d.device_count > 0;
  if (!d.available) d.reason = "the NVIDIA driver is installed but reports no CUDA device";
  return d;
}

const Driver& driver() {
  static const Driver d = [] {
    const char* env = std::getenv("FULGUR_LIBCUDA");
    return load_driver(env && *env ? env : "libcuda.so.1");
  }();
  return d;
}

const Driver& require_driver() {
  const Driver& d = driver();
  FULGUR_CHECK(d.available, d.reason);
  return d;
}

}  // namespace fulgur::cuda
