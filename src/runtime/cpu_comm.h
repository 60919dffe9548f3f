// Collectives between the processes of a CPU run (DESIGN.md: Gloo's place on
// the CPU), over TCP: a full mesh of sockets set up through a Store, one
// ordered queue of collectives per communicator run by its own thread, and a
// Work per collective that wait() turns into a result or an Error.
//
// Algorithms are direct (each rank sends every peer what that peer needs and
// reduces what it receives in rank order), so every rank computes
// bit-identical results; fine for the group sizes of one host.
//
// One job, one mesh: rank 0 publishes a random job nonce (and its world
// size, and the launcher's job id when it has one) in the store; every rank
// registers its rank exactly once (a second registration is an Error naming
// the store, i.e. MASTER_PORT, as shared with another job), and every mesh
// handshake carries (nonce, rank, world size), so a connection from another
// job or an earlier run is refused. A launcher's job id (FULGUR_JOB_ID, or
// torchrun's TORCHELASTIC_RUN_ID) rules out pairing across jobs: a rank whose
// id differs from rank 0's is refused before it registers. Without one, ranks
// carry nothing a second job's ranks lack (the same MASTER_ADDR, MASTER_PORT,
// RANK and WORLD_SIZE), so another job's rank r that registers first can pair
// with this rank 0; this job's rank r is then refused, and the rank that
// hosts the TcpStore aborts when that happens within its rendezvous window
// (its collectives and its peers' fail). Jobs that finish before the other
// job's ranks arrive cannot be told apart at all.
//
// Every collective message starts with a 96-byte header describing the call
// (sequence number, kind, reduce op, dtype, shape, dim or root); each rank
// checks every peer's header against its own call, so ranks that run
// different collectives (even ones with equal byte counts) get an Error
// naming both calls instead of each other's bytes.
//
// Failures never hang: the rendezvous, every send and every receive have a
// deadline (FULGUR_COMM_TIMEOUT_S, default 300 s), a closed peer is an Error
// naming it, and after the first failure the communicator is aborted: its
// sockets are shut down (peers see the failure at once) and every pending and
// later collective raises that first error.
#pragma once

#include <array>
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

   private:
    friend class CpuCommunicator;
    mutable std::mutex mu_;
    std::condition_variable cv_;
    bool done_ = false;
    std::string error_;
  };

  // Rendezvous through `store` (keys under `prefix`): every rank registers,
  // listens on a free port of `host`, publishes it, and connects to the
  // lower ranks. Raises Error when a rank does not show up within `timeout`
  // (default: FULGUR_COMM_TIMEOUT_S), when a rank registers twice, or when
  // the ranks disagree on the world size or the job.
  static std::shared_ptr<CpuCommunicator> create(Store& store, int rank, int world_size,
                                                 const std::string& host = "127.0.0.1",
                                                 const std::string& prefix = "fulgur_cpu_comm");
  static std::shared_ptr<CpuCommunicator> create(Store& store, int rank, int world_size,
                                                 const std::string& host, const std::string& prefix,
                                                 std::chrono::milliseconds timeout);
  // The process's communicator, made on first use: one rank when WORLD_SIZE
  // is unset, else from RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT (a
  // TcpStore, as torchrun sets them); the store and the rendezvous wait up
  // to FULGUR_COMM_TIMEOUT_S.
  static std::shared_ptr<CpuCommunicator> process_default();
  // FULGUR_COMM_TIMEOUT_S (seconds, default 300): an Error unless it is a
  // number in [0.001, 1e9].
  static std::chrono::milliseconds timeout_from_env();

  ~CpuCommunicator();
  CpuCommunicator(const CpuCommunicator&) = delete;
  CpuCommunicator& operator=(const CpuCommunicator&) = delete;

  int rank() const { return rank_; }
  int size() const { return size_; }

  // Enqueue a collective; `out` (contiguous, the result's shape and dtype) is
  // written before the Work completes. `in` and `out` stay alive until then.
  std::shared_ptr<Work> all_reduce(const HostTensor& in, const HostTensor& out, ReduceOp op);
  std::shared_ptr<Work> all_gather(const HostTensor& in, const HostTensor& out, int64_t dim);
  std::shared_ptr<Work> reduce_scatter(const HostTensor& in, const HostTensor& out, ReduceOp op,
                                       int64_t dim);
  std::shared_ptr<Work> broadcast(const HostTensor& in, const HostTensor& out, int64_t root);

  // Fails every pending collective with `why` and shuts the sockets down.
  void abort(const std::string& why);

  // Deadline of each send and receive (positive; a huge one saturates).
  void set_timeout(std::chrono::milliseconds t);

 private:
  CpuCommunicator(int rank, int size);
  // What one rank called, as sent ahead of each collective's data (the
  // wire format; see cpu_comm.cpp).
  struct Call {
    uint32_t magic = 0;
    uint8_t kind = 0, op = 0, dtype = 0, ndim = 0;
    uint64_t seq = 0;
    int64_t arg = 0;  // dim (all_gather, reduce_scatter) or root (broadcast)
    uint64_t shape_hash = 0;
    int64_t dims[8] = {};
  };
  struct Task {
    Call call;
    std::function<void()> run;
    std::shared_ptr<Work> work;
  };
  static Call make_call(int kind, const HostTensor& t, int op, int64_t arg);
  static std::string describe(const Call& c);
  void rendezvous(Store& store, const std::string& host, const std::string& prefix,
                  std::chrono::milliseconds timeout);
  std::shared_ptr<Work> enqueue(Call call, std::function<void()> run);
  void worker();
  void send_all(int peer, const void* data, size_t bytes);
  void recv_all(int peer, void* data, size_t bytes);
  // One message to every peer (from a sender thread) while receiving one
  // from every peer: payload(p) and into(p) give the bytes for peer p.
  void exchange(const std::function<const std::byte*(int)>& payload, size_t send_bytes,
                const std::function<std::byte*(int)>& into, size_t recv_bytes,
                const std::vector<bool>& send_to, const std::vector<bool>& recv_from);

  // Every rank sends each peer payload(peer) (`bytes` each); returns, per
  // rank r, what r sent this one (for itself: payload(rank)), kept in `got`.
  std::vector<const std::byte*> swap(const std::function<const std::byte*(int)>& payload,
                                     size_t bytes, std::vector<std::vector<std::byte>>& got);

  int rank_, size_;
  std::vector<int> fds_;  // one socket per peer, -1 for self
  std::atomic<int64_t> timeout_ms_;
  uint64_t seq_ = 0;                 // collectives run so far (checked against each peer's)
  Call current_;                     // the collective the worker runs
  std::array<uint8_t, 16> nonce_{};  // the job's, from rank 0
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<Task> queue_;
  bool stop_ = false;
  bool busy_ = false;    // the worker is running a collective
  std::string aborted_;  // the first failure
  std::thread thread_;
};

}  // namespace fulgur
