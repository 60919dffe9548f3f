// The interface between the emulated CUDA driver (runtime/cuda/emulated_driver.cpp)
// and a kernel compiled for the host with cuda_emulation.h: each emulated
// CUDA thread calls the kernel's entry point with its coordinates, and
// __syncthreads and warp shuffles call back into the driver. Plain C, so
// the driver and the kernel's shared object agree on it whatever compiled them.
#pragma once

#include <stdint.h>

struct FulgurEmuDim3 {
  unsigned x, y, z;
};

struct FulgurEmuHooks {
  // The block's barrier (__syncthreads).
  void (*syncthreads)(void* ctx);
  // __shfl_xor_sync: publishes this lane's bits, returns lane ^ offset's.
  uint64_t (*shfl_xor)(void* ctx, uint64_t bits, int offset);
};

struct FulgurEmuThread {
  struct FulgurEmuDim3 thread, block, block_dim, grid_dim;
  const struct FulgurEmuHooks* hooks;
  void* ctx;  // the driver's, passed back to the hooks
};

// What a kernel's shared object exports for kernel NAME:
//   void fulgur_emu_entry_NAME(void** params, const FulgurEmuThread* t)
//     runs one CUDA thread, reading each parameter from params[i] as its
//     declared type (the bytes cuLaunchKernel was given);
//   const char fulgur_emu_params_NAME[]: one letter per parameter
//     ('P' pointer, 'i' int, 'l' long long, 'd' double, 'f' float, 'b' bool,
//     's' short, 'c' char), so the driver copies each parameter's bytes at
//     launch and checks the pointers when the launch runs;
//   const unsigned fulgur_emu_max_threads_NAME: the source's __launch_bounds__.
typedef void (*FulgurEmuEntry)(void** params, const struct FulgurEmuThread* t);
