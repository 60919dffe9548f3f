#include "runtime/cuda/nccl.h"

#include <cstdlib>
#include <cstring>

#include "ir/error.h"
#include "runtime/cuda/dynlib.h"
#include "runtime/cuda/emulated_driver.h"

namespace fulgur::cuda {

void Nccl::check(int r, const char* what) const {
  if (r == 0) return;
  FULGUR_FAIL(what, " failed: NCCL error ", r,
              ncclGetErrorString ? std::string(" (") + ncclGetErrorString(r) + ")" : std::string());
}

namespace {

Nccl load_nccl() {
  Nccl n;
  DynLib lib = DynLib::open_first(
      DynLib::candidates("FULGUR_LIBNCCL", {"libnccl.so.2", "/usr/local/cuda/lib64/libnccl.so.2"}));
  if (!lib.loaded()) {
    n.reason = "NCCL is not available: " + lib.errors();
    return n;
  }
  lib.sym(n.ncclGetVersion, "ncclGetVersion");
  lib.sym(n.ncclGetUniqueId, "ncclGetUniqueId");
  lib.sym(n.ncclCommInitRank, "ncclCommInitRank");
  lib.sym(n.ncclCommAbort, "ncclCommAbort");
  lib.sym(n.ncclCommDestroy, "ncclCommDestroy");
  lib.sym(n.ncclCommGetAsyncError, "ncclCommGetAsyncError");
  lib.sym(n.ncclAllReduce, "ncclAllReduce");
  lib.sym(n.ncclAllGather, "ncclAllGather");
  lib.sym(n.ncclReduceScatter, "ncclReduceScatter");
  lib.sym(n.ncclBroadcast, "ncclBroadcast");
  lib.sym(n.ncclGetErrorString, "ncclGetErrorString");
  if (!lib.missing().empty()) {
    n.reason =
        "the NCCL at " + lib.path() + " lacks " + lib.missing() + " (NCCL 2.12 or newer is needed)";
    return n;
  }
  n.ncclGetVersion(&n.version);
  n.available = true;
  return n;
}

}  // namespace

const Nccl& nccl() {
  static const Nccl n = load_nccl();
  return n;
}

const Nccl& require_nccl() {
  const Nccl& n = nccl();
  FULGUR_CHECK(n.available, n.reason);
  return n;
}

NcclUniqueId nccl_unique_id() {
  const Nccl& n = require_nccl();
  NcclUniqueId id{};
  n.check(n.ncclGetUniqueId(&id), "ncclGetUniqueId");
  return id;
}

NcclUniqueId exchange_unique_id(Store& store, int rank, const std::string& key,
                                std::chrono::milliseconds timeout) {
  if (rank == 0) {
    NcclUniqueId id = nccl_unique_id();
    store.set(key, std::vector<uint8_t>(id.begin(), id.end()));
    return id;
  }
  std::vector<uint8_t> bytes = store.get(key, timeout);
  FULGUR_CHECK(bytes.size() == sizeof(NcclUniqueId), "NCCL id under '", key, "' has ", bytes.size(),
               " bytes, expected ", sizeof(NcclUniqueId));
  NcclUniqueId id;
  std::memcpy(id.data(), bytes.data(), id.size());
  return id;
}

Communicator::Communicator(Device& device, const NcclUniqueId& id, int rank, int world)
    : n_(device.emulated() ? emulated_nccl() : require_nccl()),
      device_(device),
      rank_(rank),
      world_(world) {
  FULGUR_CHECK(world >= 1 && rank >= 0 && rank < world, "NCCL: rank ", rank,
               " is not in a world of ", world);
  n_.check(n_.ncclCommInitRank(&comm_, world, id, rank), "ncclCommInitRank");
}

Communicator::~Communicator() {
  if (comm_ && !aborted_) n_.ncclCommDestroy(comm_);
}

Future Communicator::record(int rc, const char* what) {
  if (rc != 0) {
    n_.ncclCommAbort(comm_);
    aborted_ = true;
    n_.check(rc, what);
  }
  Future f;
  f.event = device_.create_event();
  device_.record(f.event, device_.comm_stream());
  return f;
}

// A collective reads what the compute stream wrote before it: the
// communication stream waits for that on the device, the host does not.
CUstream Communicator::after_compute() {
  Event produced = device_.create_event();
  device_.record(produced, device_.stream());
  device_.wait(device_.comm_stream(), produced);
  return device_.comm_stream();
}

Future Communicator::all_reduce(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t,
                                NcclOp op) {
  return record(
      n_.ncclAllReduce(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out), count,
                       static_cast<int>(t), static_cast<int>(op), comm_, after_compute()),
      "ncclAllReduce");
}

Future Communicator::all_gather(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank,
                                NcclType t) {
  return record(n_.ncclAllGather(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out),
                                 count_per_rank, static_cast<int>(t), comm_, after_compute()),
                "ncclAllGather");
}

Future Communicator::reduce_scatter(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank,
                                    NcclType t, NcclOp op) {
  return record(n_.ncclReduceScatter(
                    reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out), count_per_rank,
                    static_cast<int>(t), static_cast<int>(op), comm_, after_compute()),
                "ncclReduceScatter");
}

Future Communicator::broadcast(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t,
                               int root) {
  return record(n_.ncclBroadcast(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out),
                                 count, static_cast<int>(t), root, comm_, after_compute()),
                "ncclBroadcast");
}

void Communicator::wait(const Future& f, CUstream stream) {
  poll_errors();
  device_.wait(stream, f.event);
}

void Communicator::poll_errors() {
  if (aborted_) FULGUR_FAIL("NCCL communicator (rank ", rank_, ") was aborted after an error");
  int async = 0;
  n_.check(n_.ncclCommGetAsyncError(comm_, &async), "ncclCommGetAsyncError");
  if (async != 0) {
    n_.ncclCommAbort(comm_);
    aborted_ = true;
    n_.check(async, "NCCL (asynchronous error; the communicator was aborted)");
  }
}

}  // namespace fulgur::cuda
