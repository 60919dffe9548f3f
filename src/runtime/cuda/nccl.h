// NCCL, loaded with dlopen (libnccl.so.2, or $FULGUR_LIBNCCL): unique ids and
// their exchange through a store (rank 0 makes the id, every other rank
// waits for it), and communicators whose collectives run on a communication
// stream (the device's), each waiting first (on the device) for the work
// enqueued on the compute stream before it and returning a future (an event
// on the communication stream) that `wait` makes the compute stream wait on. Asynchronous errors
// are polled, and a failed communicator is aborted so that no rank hangs.
//
// Communicators (one per device, Device::communicators()) keeps one
// communicator per distinct process group — the world, or the group of a
// trace's ProcessGroup(mesh=..., dims=...) that holds this rank — made on
// first use with ncclCommInitRank and cached. The group's first member makes
// the unique id and broadcasts it over the group's CPU communicator
// (CpuCommunicator::process_group: c10d Gloo, met through the store torchrun
// or RANK/MASTER_PORT set up), so NCCL needs no store of its own. On the
// emulated device (cuda-emu) the same happens, and the emulated NCCL runs the
// communicator's collectives on that CPU communicator (emulated_driver.h).
#pragma once

#include <array>
#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "ir/value.h"
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

enum class NcclType : int { i8 = 0, u8 = 1, i32 = 2, i64 = 4, f16 = 6, f32 = 7, f64 = 8, bf16 = 9 };
enum class NcclOp : int { Sum = 0, Prod = 1, Max = 2, Min = 3, Avg = 4 };

// An event recorded on the communication stream after a collective;
// destroyed with the last copy of the future.
struct Future {
  Event event;
};

// How a collective is ordered after the compute stream's work.
enum class Ordering {
  // The communicator records an event on the compute stream and makes the
  // communication stream wait for it (what a caller without a plan wants).
  AfterCompute,
  // The caller ordered the communication stream itself (a CUDA host
  // program's RecordEvent / WaitEvent instructions): nothing is added, so a
  // plan that forgets the wait races, and the emulator shows it.
  Caller,
};

class Communicator {
 public:
  // Joins the communicator of `world` ranks as `rank` on `device`; `name`
  // ("world", "group [0, 2]") is for errors and timelines.
  Communicator(Device& device, const NcclUniqueId& id, int rank, int world,
               std::string name = "world");
  ~Communicator();
  Communicator(const Communicator&) = delete;
  Communicator& operator=(const Communicator&) = delete;

  int rank() const { return rank_; }
  int world() const { return world_; }
  const std::string& name() const { return name_; }
  Future all_reduce(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t, NcclOp op,
                    Ordering o = Ordering::AfterCompute);
  Future all_gather(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank, NcclType t,
                    Ordering o = Ordering::AfterCompute);
  Future reduce_scatter(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank, NcclType t,
                        NcclOp op, Ordering o = Ordering::AfterCompute);
  Future broadcast(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t, int root,
                   Ordering o = Ordering::AfterCompute);
  // Makes `stream` wait for the collective (not the host).
  void wait(const Future& f, CUstream stream);
  // Raises (after aborting the communicator) when NCCL reported an error.
  void poll_errors();

 private:
  // The communication stream, once it waits for the compute stream's work
  // (with Ordering::AfterCompute).
  CUstream comm_stream(Ordering o);
  Future record(int rc, const char* what);
  const Nccl& n_;
  Device& device_;
  void* comm_ = nullptr;
  int rank_, world_;
  std::string name_;
  bool aborted_ = false;
};

// The communicators of one device, one per distinct process group, made on
// first use and cached (Device::communicators() holds them). Every member of
// a group must ask for it (the id's broadcast and ncclCommInitRank are
// collective); a CUDA host program asks at each collective, in the trace's
// order, which is the same on every rank.
class Communicators {
 public:
  explicit Communicators(Device& device);
  ~Communicators();
  Communicators(const Communicators&) = delete;
  Communicators& operator=(const Communicators&) = delete;

  // The communicator of a collective's group= argument: the world for None,
  // else the group of the ProcessGroup that holds this process's rank
  // (CpuCommunicator::mesh_group_ranks).
  Communicator& for_group(const Value& group);
  // The group of these world ranks (group rank i is ranks[i], this process
  // among them); the whole world in order is the world.
  Communicator& for_ranks(const std::vector<int64_t>& ranks);
  // Uses `comm` as the world's communicator (tests, and callers that made
  // their own); groups are still made here.
  void set_world(std::shared_ptr<Communicator> comm);
  // Polls every communicator made so far (raises the first error).
  void poll_errors();
  size_t size() const { return by_ranks_.size() + (world_ ? 1 : 0); }

 private:
  Device& device_;
  std::shared_ptr<Communicator> world_;
  std::map<std::vector<int64_t>, std::shared_ptr<Communicator>> by_ranks_;
};

}  // namespace fulgur::cuda
