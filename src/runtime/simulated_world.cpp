#include "runtime/simulated_world.h"

#include <torch/csrc/autograd/autograd.h>

#include <condition_variable>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

#include "ir/error.h"
#include "runtime/cpu_comm.h"
#include "runtime/reference_collectives.h"

namespace fulgur {

namespace {

thread_local ReferenceCollectives* current = nullptr;
thread_local int current_rank = -1;

class World final : public ReferenceCollectives {
 public:
  explicit World(int size)
      : size_(size), seq_(static_cast<size_t>(size), 0), done_(static_cast<size_t>(size), false) {}

  at::Tensor collective(const BoundSymbol& b, BoundArgs& ba, const at::Tensor& x) override {
    const int rank = current_rank;
    const std::vector<int64_t> group = group_ranks(ba["group"], rank);
    const size_t me = static_cast<size_t>(
        std::find(group.begin(), group.end(), static_cast<int64_t>(rank)) - group.begin());
    const std::string call = b.sym->qualified() + " (collective #" +
                             std::to_string(seq_[static_cast<size_t>(rank)]) + " of rank " +
                             std::to_string(rank) + ")";
    Key key{seq_[static_cast<size_t>(rank)]++, group};
    std::unique_lock<std::mutex> lock(mu_);
    Slot& s = slots_[key];
    if (s.xs.empty()) {
      s.xs.resize(group.size());
      s.name = b.sym->qualified();
    }
    FULGUR_CHECK(s.name == b.sym->qualified(),
                 "the simulated ranks ran different collectives: ", call, " met ", s.name);
    s.xs[me] = x;
    if (++s.arrived == group.size()) {
      // On an error the others are released once run_simulated_world
      // recorded it (World::fail), so the first error raised is this one.
      s.results = compute(b, ba, s.xs);
      s.ready = true;
      cv_.notify_all();
    } else {
      cv_.wait(lock, [&] { return s.ready || failed_ || member_done(group); });
      FULGUR_CHECK(s.ready, call, ": ",
                   failed_ ? "another simulated rank failed"
                           : "a member of its group finished without running it (the ranks ran "
                             "different collectives)");
    }
    at::Tensor r = s.results[me];
    if (++s.taken == group.size()) slots_.erase(key);
    return r;
  }

  std::vector<at::Tensor> grad(const std::vector<at::Tensor>& outs,
                               const std::vector<at::Tensor>& leaves,
                               const std::vector<at::Tensor>& cots) override {
    const auto rank = static_cast<size_t>(current_rank);
    std::unique_lock<std::mutex> lock(mu_);
    grad_in_.resize(static_cast<size_t>(size_));
    grad_in_[rank] = {outs, leaves, cots, true};
    if (grad_ready_all()) {
      compute_grads();
    } else {
      cv_.wait(lock, [&] { return grads_done_ || failed_ || grad_ready_all(); });
      if (!grads_done_ && !failed_) compute_grads();  // the last rank finished without a gradient
      FULGUR_CHECK(grads_done_, "rank ", rank,
                   ": the gradient of the simulated world: another "
                   "simulated rank failed");
    }
    return grad_out_[rank];
  }

  void fail() {
    std::lock_guard<std::mutex> lock(mu_);
    failed_ = true;
    cv_.notify_all();
  }
  void finished(int rank) {
    std::lock_guard<std::mutex> lock(mu_);
    done_[static_cast<size_t>(rank)] = true;
    cv_.notify_all();
  }

 private:
  struct Key {
    int64_t seq;
    std::vector<int64_t> group;
    bool operator<(const Key& o) const { return seq != o.seq ? seq < o.seq : group < o.group; }
  };
  struct Slot {
    std::string name;
    std::vector<at::Tensor> xs, results;
    size_t arrived = 0, taken = 0;
    bool ready = false;
  };
  struct GradIn {
    std::vector<at::Tensor> outs, leaves, cots;
    bool arrived = false;
  };

  std::vector<int64_t> group_ranks(const Value& g, int rank) const {
    if (g.is_none()) {
      std::vector<int64_t> all;
      for (int r = 0; r < size_; ++r) all.push_back(r);
      return all;
    }
    std::vector<int64_t> ranks =
        CpuCommunicator::mesh_group_ranks(g.group().mesh, g.group().dims, rank);
    for (int64_t r : ranks)
      FULGUR_CHECK(r >= 0 && r < size_, "the group ", g.group().repr(), " has rank ", r,
                   ", not a rank of the world of ", size_, " (WORLD_SIZE)");
    return ranks;
  }
  bool member_done(const std::vector<int64_t>& group) const {
    for (int64_t r : group)
      if (done_[static_cast<size_t>(r)]) return true;
    return false;
  }
  bool grad_ready_all() const {
    if (grads_done_) return false;
    for (int r = 0; r < size_; ++r) {
      auto i = static_cast<size_t>(r);
      if (!(i < grad_in_.size() && grad_in_[i].arrived) && !done_[i]) return false;
    }
    return true;
  }
  void compute_grads() {
    std::vector<at::Tensor> outs, leaves, cots;
    for (const GradIn& g : grad_in_) {
      outs.insert(outs.end(), g.outs.begin(), g.outs.end());
      leaves.insert(leaves.end(), g.leaves.begin(), g.leaves.end());
      cots.insert(cots.end(), g.cots.begin(), g.cots.end());
    }
    std::vector<at::Tensor> all;
    if (!outs.empty() && !leaves.empty())
      all = torch::autograd::grad(outs, leaves, cots, /*retain_graph=*/false,
                                  /*create_graph=*/false, /*allow_unused=*/true);
    grad_out_.assign(grad_in_.size(), {});
    size_t k = 0;
    for (size_t r = 0; r < grad_in_.size(); ++r)
      for (size_t i = 0; i < grad_in_[r].leaves.size(); ++i, ++k)
        grad_out_[r].push_back(all.empty() ? at::Tensor() : all[k]);
    grads_done_ = true;
    cv_.notify_all();
  }

  // Rank i's result (i: its index in the group) from every member's x.
  static std::vector<at::Tensor> compute(const BoundSymbol& b, BoundArgs& ba,
                                         const std::vector<at::Tensor>& xs) {
    const std::string& name = b.sym->name;
    const auto n = static_cast<int64_t>(xs.size());
    auto reduce = [&] {
      const std::string op = ba["op"].as_str();
      at::Tensor st = at::stack(xs);
      const bool is_bool = st.scalar_type() == at::kBool;
      if (op == "sum") return is_bool ? st.any(0) : st.sum(0, false, st.scalar_type());
      if (op == "avg") return st.sum(0, false, st.scalar_type()) / n;
      if (op == "max") return is_bool ? st.any(0) : st.amax(0);
      if (op == "min") return is_bool ? st.all(0) : st.amin(0);
      FULGUR_FAIL(b.sym->qualified(), ": reduce op '", op, "'");
    };
    auto dim = [&] {
      int64_t d = ba["dim"].as_int();
      return d < 0 ? d + xs[0].dim() : d;
    };
    std::vector<at::Tensor> out;
    if (name == "all_reduce") {
      at::Tensor r = reduce();
      for (int64_t i = 0; i < n; ++i) out.push_back(r.clone());
    } else if (name == "all_gather") {
      at::Tensor r = at::cat(xs, dim());
      for (int64_t i = 0; i < n; ++i) out.push_back(r.clone());
    } else if (name == "reduce_scatter") {
      std::vector<at::Tensor> parts = reduce().chunk(n, dim());
      for (int64_t i = 0; i < n; ++i) out.push_back(parts[static_cast<size_t>(i)].contiguous());
    } else if (name == "broadcast") {
      int64_t root = ba["root"].as_int();
      FULGUR_CHECK(root >= 0 && root < n, b.sym->qualified(), ": root ", root,
                   " is not a rank of a group of ", n);
      for (int64_t i = 0; i < n; ++i) out.push_back(xs[static_cast<size_t>(root)].clone());
    } else {
      FULGUR_FAIL(b.sym->qualified(), " does not run in a simulated world");
    }
    return out;
  }

  const int size_;
  std::vector<int64_t> seq_;  // per rank: collectives it ran (its own thread's)
  std::mutex mu_;
  std::condition_variable cv_;
  std::map<Key, Slot> slots_;
  std::vector<bool> done_;
  bool failed_ = false;
  std::vector<GradIn> grad_in_;
  std::vector<std::vector<at::Tensor>> grad_out_;
  bool grads_done_ = false;
};

}  // namespace

ReferenceCollectives* reference_collectives() {
  return current;
}

uint64_t rank_seed(uint64_t seed, int rank) {
  if (rank == 0) return seed;
  // splitmix64 of (seed, rank): distinct ranks get unrelated streams.
  uint64_t z = seed + 0x9e3779b97f4a7c15ull * static_cast<uint64_t>(rank);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

void run_simulated_world(int size, const std::function<void(int rank)>& body) {
  FULGUR_CHECK(size >= 1, "a simulated world needs at least one rank, got ", size);
  World world(size);
  std::mutex mu;
  std::exception_ptr first;
  std::vector<std::thread> threads;
  for (int r = 0; r < size; ++r)
    threads.emplace_back([&, r] {
      current = &world;
      current_rank = r;
      try {
        body(r);
      } catch (...) {
        {
          std::lock_guard<std::mutex> lock(mu);
          if (!first) first = std::current_exception();
        }
        world.fail();
      }
      current = nullptr;
      current_rank = -1;
      world.finished(r);
    });
  for (auto& t : threads) t.join();
  if (first) std::rethrow_exception(first);
}

}  // namespace fulgur
