#include "runtime/cuda/nccl.h"

#include <cstdlib>
#include <cstring>
#include <iostream>

#include "ir/error.h"
#include "runtime/cpu_comm.h"
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

Communicator::Communicator(Device& device, const NcclUniqueId& id, int rank, int world,
                           std::string name)
    : n_(device.emulated() ? emulated_nccl() : require_nccl()),
      device_(device),
      rank_(rank),
      world_(world),
      name_(std::move(name)) {
  FULGUR_CHECK(world >= 1 && rank >= 0 && rank < world, "NCCL: rank ", rank,
               " is not in a world of ", world);
  n_.check(n_.ncclCommInitRank(&comm_, world, id, rank),
           ("ncclCommInitRank (" + name_ + ")").c_str());
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
CUstream Communicator::comm_stream(Ordering o) {
  if (o == Ordering::AfterCompute) {
    Event produced = device_.create_event();
    device_.record(produced, device_.stream());
    device_.wait(device_.comm_stream(), produced);
  }
  return device_.comm_stream();
}

Future Communicator::all_reduce(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t,
                                NcclOp op, Ordering o) {
  return record(
      n_.ncclAllReduce(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out), count,
                       static_cast<int>(t), static_cast<int>(op), comm_, comm_stream(o)),
      "ncclAllReduce");
}

Future Communicator::all_gather(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank, NcclType t,
                                Ordering o) {
  return record(n_.ncclAllGather(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out),
                                 count_per_rank, static_cast<int>(t), comm_, comm_stream(o)),
                "ncclAllGather");
}

Future Communicator::reduce_scatter(CUdeviceptr in, CUdeviceptr out, size_t count_per_rank,
                                    NcclType t, NcclOp op, Ordering o) {
  return record(n_.ncclReduceScatter(
                    reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out), count_per_rank,
                    static_cast<int>(t), static_cast<int>(op), comm_, comm_stream(o)),
                "ncclReduceScatter");
}

Future Communicator::broadcast(CUdeviceptr in, CUdeviceptr out, size_t count, NcclType t, int root,
                               Ordering o) {
  return record(n_.ncclBroadcast(reinterpret_cast<const void*>(in), reinterpret_cast<void*>(out),
                                 count, static_cast<int>(t), root, comm_, comm_stream(o)),
                "ncclBroadcast");
}

void Communicator::wait(const Future& f, CUstream stream) {
  poll_errors();
  device_.wait(stream, f.event);
}

void Communicator::poll_errors() {
  if (aborted_)
    FULGUR_FAIL("NCCL communicator ", name_, " (rank ", rank_, " of ", world_,
                ") was aborted after an error");
  int async = 0;
  n_.check(n_.ncclCommGetAsyncError(comm_, &async), "ncclCommGetAsyncError");
  if (async != 0) {
    n_.ncclCommAbort(comm_);
    aborted_ = true;
    n_.check(async,
             ("NCCL communicator " + name_ + " (rank " + std::to_string(rank_) + " of " +
              std::to_string(world_) + "): an asynchronous error; the communicator was aborted")
                 .c_str());
  }
}

// ---- one communicator per process group ------------------------------------------

Communicators::Communicators(Device& device) : device_(device) {}

// The collectives still in flight finish before their communicators go
// (NCCL's ncclCommDestroy does not wait for them everywhere).
Communicators::~Communicators() {
  if (!world_ && by_ranks_.empty()) return;
  const Driver& d = device_.driver();
  CUresult r = d.cuStreamSynchronize(device_.comm_stream());
  if (r != kCudaSuccess)
    std::cerr << "fulgur: cuStreamSynchronize (communication stream) failed during teardown: "
              << cuda_error_name(r) << "\n";
}

void Communicators::set_world(std::shared_ptr<Communicator> comm) {
  world_ = std::move(comm);
}

Communicator& Communicators::for_group(const Value& group) {
  std::shared_ptr<CpuCommunicator> world = CpuCommunicator::process_default();
  if (group.is_none()) {
    std::vector<int64_t> all(static_cast<size_t>(world->size()));
    for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int64_t>(i);
    return for_ranks(all);
  }
  FULGUR_CHECK(group.is_group(), "expected a ProcessGroup or None, got ", describe(group));
  const ProcessGroupSpec& g = group.group();
  return for_ranks(CpuCommunicator::mesh_group_ranks(g.mesh, g.dims, world->rank()));
}

Communicator& Communicators::for_ranks(const std::vector<int64_t>& ranks) {
  std::shared_ptr<CpuCommunicator> world = CpuCommunicator::process_default();
  bool whole = static_cast<int>(ranks.size()) == world->size();
  for (size_t i = 0; whole && i < ranks.size(); ++i) whole = ranks[i] == static_cast<int64_t>(i);
  if (whole && world_) return *world_;
  if (!whole)
    if (auto it = by_ranks_.find(ranks); it != by_ranks_.end()) return *it->second;
  // The group's CPU communicator (made on first use, cached; it checks the
  // ranks) carries the unique id from the group's first member to the
  // others. It times out (FULGUR_COMM_TIMEOUT_S) naming a member that does
  // not come, so ncclCommInitRank, which waits for every member without a
  // deadline, runs only once all of them have reached it.
  std::shared_ptr<CpuCommunicator> cpu = whole ? world : CpuCommunicator::process_group(ranks);
  const Nccl& n = device_.emulated() ? emulated_nccl() : require_nccl();
  NcclUniqueId id{};
  const std::string name = whole ? std::string("world") : cpu->name();
  if (cpu->rank() == 0) n.check(n.ncclGetUniqueId(&id), "ncclGetUniqueId");
  if (cpu->size() > 1) {
    HostTensor mine = HostTensor::empty({static_cast<int64_t>(id.size())}, DType::u8);
    HostTensor got = HostTensor::empty({static_cast<int64_t>(id.size())}, DType::u8);
    std::memcpy(mine.data(), id.data(), id.size());
    try {
      cpu->broadcast(mine, got, 0)->wait();
    } catch (const Error& e) {
      FULGUR_FAIL("NCCL communicator ", name,
                  ": the unique id did not reach every member: ", e.what());
    }
    std::memcpy(id.data(), got.data(), id.size());
    // The emulated NCCL runs this communicator's collectives on `cpu`.
    if (device_.emulated()) bind_emulated_nccl_id(id, cpu);
  }
  auto comm = std::make_shared<Communicator>(device_, id, cpu->rank(), cpu->size(), name);
  if (whole) {
    world_ = comm;
  } else {
    by_ranks_[ranks] = comm;
  }
  return *comm;
}

void Communicators::poll_errors() {
  if (world_) world_->poll_errors();
  for (auto& [ranks, c] : by_ranks_) c->poll_errors();
}

}  // namespace fulgur::cuda
