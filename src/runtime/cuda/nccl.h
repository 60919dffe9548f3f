// NCCL, loaded with dlopen (libnccl.so.2, or $FULGUR_LIBNCCL): unique ids and
// their exchange through a store (rank 0 makes the id, every other rank
// waits for it), and communicators whose collectives run on a communication
// stream (the device's), each waiting first (on the device) for the work
// enqueued on the compute stream before it and returning a future (an event
// on the communication stream) that `wait` makes the compute stream wait on. Asynchronous errors
// are polled, and a failed communicator is aborted so that no rank hangs.
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <string>

#include "runtime/cuda/device.h"
#include "runtime/store.h"

namespace fulgur::cuda {

using NcclUniqueId = std::array<uint8_t, 128>;

struct Nccl {
  bool available = false;
  std::string reason;
  int version = 0;  // e.g. 22809 for 2.28.9
  int (*ncclGetVersion)(int*) = nullptr;
  int (*ncclGetUniqueId)(NcclUniqueId*) = nullptr;
  int (*ncclCommInitRank)(void**, int, NcclUniqueId, int) = nullptr;
  int (*ncclCommAbort)(void*) = nullptr;
  int (*ncclCommDestroy)(void*) = nullptr;
  int (*ncclCommGetAsyncError)(void*, int*) = nullptr;
  int (*ncclAllReduce)(const void*, void*, size_t, int, int, void*, CUstream) = nullptr;
  int (*ncclAllGather)(const void*, void*, size_t, int, void*, CUstream) = nullptr;
  int (*ncclReduceScatter)(const void*, void*, size_t, int, int, void*, CUstream) = nullptr;
  int (*ncclBroadcast)(const void*, void*, size_t, int, int, void*, CUstream) = nullptr;
  const char* (*ncclGetErrorString)(int) = nullptr;
  void check(int r, const char* what) const;
};

// The process's NCCL: $FULGUR_LIBNCCL, else libnccl.so.2 (also looked for in
// the CUDA toolkit's library directory). Never throws.
const Nccl& nccl();
const Nccl& require_nccl();

// A new unique id (needs no GPU).
NcclUniqueId nccl_unique_id();
// Rank 0 makes an id and publishes it under `key`; other ranks wait for it.
NcclUniqueId exchange_unique_id(Store& store, int rank, const std::string& key,
                                std::chrono::milliseconds timeout);

enum class NcclType : int { f32 = 7, f64 = 8, f16 = 6, bf16 = 9, i64 = 4, i32 = 2 };
enum class NcclOp : int { Sum = 0, Prod = 1, Max = 2, Min = 3, Avg = 4 };

// An event recorded on the communication stream after a collective;
// destroyed with the last copy of the future.
struct Future {
  Event event;
};

class Communicator {
 public:
  // Joins the communicator of `world` ranks as `rank` on `device`.
  Communicator(Device& device, const NcclUniqueId& id, int rank, int world);
  ~Communicator();
  Communicator(const Communicator&) = delete;
  Communicator& operator=(const Communicator&) = delete;

  int rank() const { return rank_; }
  int world() const { return world_; }
  Future all_reduce(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t, NcclOp op);
  Future all_gather(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank, NcclType t);
  Future reduce_scatter(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank, NcclType t,
                        NcclOp op);
  Future broadcast(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t, int root);
  // Makes `stream` wait for the collective (not the host).
  void wait(const Future& f, CUstream stream);
  // Raises (after aborting the communicator) when NCCL reported an error.
  void poll_errors();

 private:
  // The communication stream, once it waits for the compute stream's work.
  CUstream after_compute();
  Future record(int rc, const char* what);
  const Nccl& n_;
  Device& device_;
  void* comm_ = nullptr;
  int rank_, world_;
  bool aborted_ = false;
};

}  // namespace fulgur::cuda
