// Collectives between the processes of a CPU run on PyTorch's c10d Gloo
// engine (docs/design.md section 5): libtorch's ProcessGroupGloo over a c10d
// store. Only cpu_comm.cpp sees c10d and gloo; everything else uses this
// class. Collectives are queued and run in order by the communicator's
// thread on Gloo's own threads; a Work per collective, whose wait() blocks
// only the consumer, turns into a result or an Error.
//
// Rendezvous like torchrun: process_default() reads RANK, WORLD_SIZE,
// MASTER_ADDR and MASTER_PORT; under torchrun (TORCHELASTIC_USE_AGENT_STORE=
// True) every rank is a c10d::TCPStore client of the agent's store, under a
// prefix per restart attempt (TORCHELASTIC_RESTART_COUNT); otherwise rank 0
// hosts the store on MASTER_PORT (a busy port is an Error naming it).
//
// One job, one mesh: rank 0 publishes a random job nonce (and its world
// size, and the launcher's job id when it has one) in the store; every rank
// registers its rank exactly once (a second registration is an Error naming
// the store, i.e. MASTER_PORT, as shared with another job) and Gloo meets
// under a prefix made of the nonce, so keys of another job or an earlier run
// are never read. A launcher's job id (FULGUR_JOB_ID, or torchrun's
// TORCHELASTIC_RUN_ID) rules out pairing across jobs: a rank whose id
// differs from rank 0's is refused before it registers. Without one, another
// job's rank r that registers first can pair with this rank 0; this job's
// rank r is then refused, and a rank 0 that hosts a fulgur TcpStore aborts
// when that happens within its rendezvous window.
//
// Gloo does not check that the ranks call the same collective, so before
// each collective every rank sends every other rank a header describing its
// call (sequence number, kind, reduce op, dtype, shape, dim or root), all in
// one round of point-to-point messages, and judges the table itself: ranks
// that run different collectives get an Error naming both calls instead of
// each other's bytes, and a rank that does not come is named.
//
// Failures never hang: the rendezvous and every collective have a deadline
// (FULGUR_COMM_TIMEOUT_S, default 300 s: Gloo's timeout); after the first
// failure the communicator is aborted and every pending and later
// collective raises that first error.
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "ir/proxy.h"
#include "ir/value.h"
#include "runtime/host_tensor.h"
#include "runtime/store.h"

namespace fulgur {

class CpuCommunicator {
 public:
  // The result of one collective.
  class Work {
   public:
    // Blocks until the collective finished; raises its Error if it failed.
    void wait();
    bool done() const;
    // When the communicator began running it (after the collectives queued
    // before it) and when it was done; meaningful once done() (timelines).
    std::chrono::steady_clock::time_point began() const;
    std::chrono::steady_clock::time_point finished() const;

   private:
    friend class CpuCommunicator;
    void finish(const std::string& error);  // once; later calls do nothing
    mutable std::mutex mu_;
    std::condition_variable cv_;
    bool done_ = false;
    std::string error_;
    std::chrono::steady_clock::time_point began_, finished_;
  };

  // Rendezvous through `store` (keys under `prefix`): every rank registers,
  // then Gloo's ranks meet through the store (Gloo's device on `host`); the
  // store is not used after create() returns. Raises Error when a rank does not show up within
  // `timeout` (default: FULGUR_COMM_TIMEOUT_S), when a rank registers twice, or when the ranks
  // disagree on the world size or the job.
  static std::shared_ptr<CpuCommunicator> create(Store& store, int rank, int world_size,
                                                 const std::string& host = "127.0.0.1",
                                                 const std::string& prefix = "fulgur_cpu_comm");
  static std::shared_ptr<CpuCommunicator> create(Store& store, int rank, int world_size,
                                                 const std::string& host, const std::string& prefix,
                                                 std::chrono::milliseconds timeout);
  // The process's communicator, made on first use: one rank when WORLD_SIZE
  // is unset, else from RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT (a
  // TCP store, as torchrun sets them); the store and the rendezvous wait up
  // to FULGUR_COMM_TIMEOUT_S.
  // The store is a c10d::TCPStore: a client of torchrun's agent store when
  // TORCHELASTIC_USE_AGENT_STORE=True, else hosted by rank 0.
  static std::shared_ptr<CpuCommunicator> process_default();
  // The communicator of the process group `ranks` (ranks of the world of
  // process_default(), this process's among them; a group's rank i is
  // ranks[i]): made on first use over the world's store, under a prefix of
  // its own, and cached. The whole world in order is the world itself.
  // Every member must ask for the group (the rendezvous waits up to
  // FULGUR_COMM_TIMEOUT_S for them).
  static std::shared_ptr<CpuCommunicator> process_group(const std::vector<int64_t>& ranks);
  // The communicator of a collective's group= argument: the world for None,
  // else the group of this process's rank in the ProcessGroup.
  static std::shared_ptr<CpuCommunicator> for_group(const Value& group);
  // The ranks of the group that spans `dims` of `mesh` and holds `rank`: the
  // members that share its coordinates on the other dims, in row-major
  // order of their coordinates on `dims`. An Error names a dim out of range,
  // a repeated dim, or a rank that is not in the mesh.
  static std::vector<int64_t> mesh_group_ranks(const DeviceMesh& mesh,
                                               const std::vector<int64_t>& dims, int64_t rank);
  // FULGUR_COMM_TIMEOUT_S (seconds, default 300): an Error unless it is a
  // number in [0.001, 1e9].
  static std::chrono::milliseconds timeout_from_env();

  ~CpuCommunicator();
  CpuCommunicator(const CpuCommunicator&) = delete;
  CpuCommunicator& operator=(const CpuCommunicator&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }
  // "world", or "group [0, 2]" (the world's ranks): for timelines and errors.
  const std::string& name() const { return name_; }

  // What a collective is for, in its header: a rank that runs fulgur's own
  // check of a new program while another runs a program's collective is told
  // so (the ranks' calls differ), not only that the shapes differ.
  enum class Purpose : uint8_t {
    program = 0,    // a collective of the user's program
    agreement = 1,  // the ranks' check that they compile the same program (jit.cpp)
  };

  // Enqueue a collective; `out` (contiguous, the result's shape and dtype) is
  // written before the Work completes. `in` and `out` stay alive until then.
  std::shared_ptr<Work> all_reduce(const HostTensor& in, const HostTensor& out, ReduceOp op);
  std::shared_ptr<Work> all_gather(const HostTensor& in, const HostTensor& out, int64_t dim,
                                   Purpose purpose = Purpose::program);
  std::shared_ptr<Work> reduce_scatter(const HostTensor& in, const HostTensor& out, ReduceOp op,
                                       int64_t dim);
  std::shared_ptr<Work> broadcast(const HostTensor& in, const HostTensor& out, int64_t root);

  // Fails every pending collective with `why` and shuts the sockets down.
  void abort(const std::string& why);

  // Deadline of each send and receive (positive; a huge one saturates).
  void set_timeout(std::chrono::milliseconds t);

 private:
  friend struct CpuCommunicatorC10d;  // communicators of handed-in backends (cpu_comm_c10d.h)
  struct Engine;                      // the c10d store and ProcessGroupGloo (cpu_comm.cpp)
  struct Task {
    std::vector<int64_t> header;  // what this rank called (see cpu_comm.cpp)
    std::function<void()> run;
    std::shared_ptr<Work> work;
  };
  CpuCommunicator(int rank, int size);
  static std::vector<int64_t> make_header(int kind, const HostTensor& t, int op, int64_t arg,
                                          Purpose purpose = Purpose::program);
  static std::string describe(const std::vector<int64_t>& header);
  static std::shared_ptr<CpuCommunicator> create_with(std::unique_ptr<Engine> engine, Store& meta,
                                                      int rank, int world_size,
                                                      const std::string& host,
                                                      const std::string& prefix,
                                                      std::chrono::milliseconds timeout);
  std::shared_ptr<Work> enqueue(std::vector<int64_t> header, std::function<void()> run);
  void worker();
  // Sends this rank's header to rank 0 and gets every rank's back; raises
  // an Error naming the calls that differ or the ranks that did not come.
  void check_headers(const std::vector<int64_t>& mine);

  int rank_, size_;
  std::string name_ = "world";
  std::string host_;  // Gloo's device address (process groups reuse it)
  std::unique_ptr<Engine> engine_;
  std::atomic<int64_t> timeout_ms_;
  uint64_t seq_ = 0;  // collectives run so far (checked against each peer's)
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<Task> queue_;
  bool stop_ = false;
  bool busy_ = false;    // the worker is running a collective
  std::string aborted_;  // the first failure
  std::thread thread_;
};

}  // namespace fulgur
