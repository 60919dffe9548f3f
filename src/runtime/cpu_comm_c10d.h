// A c10d group handed in by the caller as the communicator of the world or
// of a process group (the Python host passes the user's torch.distributed
// group): fulgur's CPU collectives then run on it instead of on a Gloo group
// fulgur makes from RANK, WORLD_SIZE, MASTER_ADDR and MASTER_PORT. The
// mismatch check (every rank's header to rank 0 and back, point to point)
// and the timeouts stay; the caller's backend must do send and recv (Gloo,
// MPI and NCCL do) and hold CPU tensors.
//
// This header includes c10d's Backend and ProcessGroup (not gloo): include
// it only where a group is handed in. Registering replaces what an earlier
// call registered, for the collectives that start afterwards.
#pragma once

#include <torch/csrc/distributed/c10d/Backend.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroup.hpp>

#include <cstdint>
#include <vector>

#include "ir/value.h"

namespace fulgur {

// The world's collectives run on `backend`: its rank and size are the
// world's. A null backend goes back to the default (the environment's).
void use_c10d_world(c10::intrusive_ptr<c10d::Backend> backend);
// The same with a ProcessGroup's CPU backend (an Error when it has none).
void use_c10d_world(const c10::intrusive_ptr<c10d::ProcessGroup>& group);
// The group `ranks` (world ranks; group rank i is ranks[i], this process
// among them) runs on `backend`, whose rank must be this process's index
// in `ranks` and whose size must be ranks.size(). A null backend unregisters.
void use_c10d_group(const std::vector<int64_t>& ranks, c10::intrusive_ptr<c10d::Backend> backend);
// For a trace's group= argument: the group of `group` that holds this
// process's world rank (CpuCommunicator::mesh_group_ranks).
void use_c10d_group(const ProcessGroupSpec& group, c10::intrusive_ptr<c10d::Backend> backend);
// A ProcessGroup's CPU backend (an Error naming the group when it has none).
c10::intrusive_ptr<c10d::Backend> c10d_cpu_backend(const c10::intrusive_ptr<c10d::ProcessGroup>& g);

}  // namespace fulgur
