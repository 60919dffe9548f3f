// The CUDA driver API, loaded with dlopen("libcuda.so.1") on first use: no
// link-time dependency, so every binary runs (and every CPU test passes) on
// machines without a GPU. Without a usable driver, the reason is given in
// plain words, including the toolkit's stub library, whose errors the stub
// itself cannot name.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace fulgur::cuda {

using CUresult = int;
using CUdevice = int;
using CUcontext = void*;
using CUmodule = void*;
using CUfunction = void*;
using CUstream = void*;
using CUevent = void*;
using CUmemoryPool = void*;
using CUdeviceptr = uint64_t;

inline constexpr CUresult kCudaSuccess = 0;

// The name of a driver error code ("CUDA_ERROR_STUB_LIBRARY"), from a table
// of the codes fulgur meets (the stub library cannot name them).
std::string cuda_error_name(CUresult r);

struct Driver {
  // Loaded and initialized; otherwise `reason` says why not.
  bool available = false;
  std::string reason;
  std::string path;  // the library that was loaded
  int version = 0;   // cuDriverGetVersion, e.g. 13000
  int device_count = 0;
  // The emulated device (runtime/cuda/emulated_driver.h): modules are
  // emulation images (generated CUDA C++), not cubins.
  bool emulated = false;

  CUresult (*cuInit)(unsigned) = nullptr;
  CUresult (*cuDriverGetVersion)(int*) = nullptr;
  CUresult (*cuDeviceGetCount)(int*) = nullptr;
  CUresult (*cuDeviceGet)(CUdevice*, int) = nullptr;
  CUresult (*cuDeviceGetAttribute)(int*, int, CUdevice) = nullptr;
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext*, CUdevice) = nullptr;
  CUresult (*cuDevicePrimaryCtxRelease)(CUdevice) = nullptr;
  CUresult (*cuCtxSetCurrent)(CUcontext) = nullptr;
  CUresult (*cuModuleLoadData)(CUmodule*, const void*) = nullptr;
  CUresult (*cuModuleGetFunction)(CUfunction*, CUmodule, const char*) = nullptr;
  CUresult (*cuModuleUnload)(CUmodule) = nullptr;
  CUresult (*cuLaunchKernel)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned,
                             unsigned, CUstream, void**, void**) = nullptr;
  CUresult (*cuStreamCreate)(CUstream*, unsigned) = nullptr;
  CUresult (*cuStreamDestroy)(CUstream) = nullptr;
  CUresult (*cuStreamSynchronize)(CUstream) = nullptr;
  CUresult (*cuStreamWaitEvent)(CUstream, CUevent, unsigned) = nullptr;
  CUresult (*cuEventCreate)(CUevent*, unsigned) = nullptr;
  CUresult (*cuEventRecord)(CUevent, CUstream) = nullptr;
  CUresult (*cuEventSynchronize)(CUevent) = nullptr;
  CUresult (*cuEventQuery)(CUevent) = nullptr;  // CUDA_ERROR_NOT_READY (600) while pending
  CUresult (*cuEventDestroy)(CUevent) = nullptr;
  CUresult (*cuEventElapsedTime)(float*, CUevent, CUevent) = nullptr;
  CUresult (*cuMemAllocAsync)(CUdeviceptr*, size_t, CUstream) = nullptr;
  CUresult (*cuDeviceGetDefaultMemPool)(CUmemoryPool*, CUdevice) = nullptr;
  CUresult (*cuMemPoolSetAttribute)(CUmemoryPool, int, void*) = nullptr;
  CUresult (*cuMemFreeAsync)(CUdeviceptr, CUstream) = nullptr;
  CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr, const void*, size_t, CUstream) = nullptr;
  CUresult (*cuMemcpyDtoHAsync)(void*, CUdeviceptr, size_t, CUstream) = nullptr;
  CUresult (*cuMemcpyDtoDAsync)(CUdeviceptr, CUdeviceptr, size_t, CUstream) = nullptr;
  CUresult (*cuGetErrorName)(CUresult, const char**) = nullptr;
  CUresult (*cuGetErrorString)(CUresult, const char**) = nullptr;

  // Raises Error naming `what`, the error's name and the driver's
  // description, when r is not success.
  void check(CUresult r, const char* what) const;
};

// Loads the driver from `path` and initializes it; never throws (a failure
// is in the result's `reason`). Tests load other paths (the stub library).
Driver load_driver(const std::string& path);

// The process's driver: $FULGUR_LIBCUDA, else libcuda.so.1, loaded once.
const Driver& driver();
// driver(), or an Error with the reason there is none.
const Driver& require_driver();

}  // namespace fulgur::cuda
