#include "runtime/cuda/nccl.h"

#include <dlfcn.h>

#include <cstdlib>
#include <cstring>

#include "ir/error.h"

namespace fulgur::cuda {

void Nccl::check(int r, const char* what) const {
  if (r == 0) return;
  FULGUR_FAIL(what, " failed: NCCL error ", r,
              ncclGetErrorString ? std::string(" (") + ncclGetErrorString(r) + ")" : std::string());
}

namespace {

Nccl load_nccl() {
  Nccl n;
  std::vector<std::string> paths;
  if (const char* env = std::getenv("FULGUR_LIBNCCL"); env && *env) paths.push_back(env);
  paths.push_back("libnccl.so.2");
  paths.push_back("/usr/local/cuda/lib64/libnccl.so.2");
  void* lib = nullptr;
  std::string errors;
  for (const auto& p : paths) {
    lib = dlopen(p.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (lib) break;
    const char* e = dlerror();
    errors += (errors.empty() ? "" : "; ") + std::string(e ? e : p);
  }
  if (!lib) {
    n.reason = "NCCL is not available: " + errors;
    return n;
  }
  bool missing = false;
  auto sym = [&](auto& fn, const char* name) {
    fn = reinterpret_cast<std::remove_reference_t<decltype(fn)>>(dlsym(lib, name));
    missing = missing || !fn;
  };
  sym(n.ncclGetVersion, "ncclGetVersion");
  sym(n.ncclGetUniqueId, "ncclGetUniqueId");
  sym(n.ncclCommInitRank, "ncclCommInitRank");
  sym(n.ncclCommAbort, "ncclCommAbort");
  sym(n.ncclCommDestroy, "ncclCommDestroy");
  sym(n.ncclCommGetAsyncError, "ncclCommGetAsyncError");
  sym(n.ncclAllReduce, "ncclAllReduce");
  sym(n.ncclAllGather, "ncclAllGather");
  sym(n.ncclReduceScatter, "ncclReduceScatter");
  sym(n.ncclBroadcast, "ncclBroadcast");
  sym(n.ncclGetErrorString, "ncclGetErrorString");
  if (missing) {
    n.reason = "the NCCL library found lacks entry points fulgur needs (NCCL 2.12 or newer)";
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
    : n_(require_nccl()), device_(device), rank_(rank), world_(world) {
  FULGUR_CHECK(world >= 1 && rank >= 0 && rank < world, "NCCL: rank ", rank,
               " is not in a world of ", world);
  const Driver& d = require_driver();
  d.check(d.cuStreamCreate(&comm_stream_, 1), "cuStreamCreate (communication stream)");
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
  const Driver& d = require_driver();
  Future f;
  d.check(d.cuEventCreate(&f.event, 2 /* disable timing */), "cuEventCreate");
  d.check(d.cuEventRecord(f.event, comm_stream_), "cuEventRecord");
  return f;
}

Future Communicator::all_reduce(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t,
                                NcclOp op) {
  return record(
      n_.ncclAllReduce(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out), count,
                       static_cast<int>(t), static_cast<int>(op), comm_, comm_stream_),
      "ncclAllReduce");
}

Future Communicator::all_gather(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank,
                                NcclType t) {
  return record(n_.ncclAllGather(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out),
                                 count_per_rank, static_cast<int>(t), comm_, comm_stream_),
                "ncclAllGather");
}

Future Communicator::reduce_scatter(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank,
                                    NcclType t, NcclOp op) {
  return record(n_.ncclReduceScatter(
                    reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out), count_per_rank,
                    static_cast<int>(t), static_cast<int>(op), comm_, comm_stream_),
                "ncclReduceScatter");
}

Future Communicator::broadcast(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t,
                               int root) {
  return record(n_.ncclBroadcast(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out),
                                 count, static_cast<int>(t), root, comm_, comm_stream_),
                "ncclBroadcast");
}

void Communicator::wait(const Future& f, CUstream stream) {
  poll_errors();
  const Driver& d = require_driver();
  d.check(d.cuStreamWaitEvent(stream, f.event, 0), "cuStreamWaitEvent");
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
