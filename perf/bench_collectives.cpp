// all_reduce, all_gather and reduce_scatter of f32 between local processes,
// 4 KB to 64 MB: fulgur's communicator (CpuCommunicator, the path host
// programs take: the mismatch check, its worker thread, Gloo) next to c10d's
// ProcessGroupGloo used directly (what torch.distributed runs), in the same
// processes and run. Reported as bus bandwidth (nccl-tests' convention:
// all_reduce moves 2(n-1)/n of the buffer per rank, the others (n-1)/n) from
// the median of the per-iteration times, and for fulgur its median over
// c10d's (ratio_vs_c10d; 1.0 is no overhead). Every rank runs the same
// benchmarks with fixed iteration counts (they must call the same
// collectives); rank 0's figures are printed. Not part of the tests:
//
//   torchrun --standalone --nproc-per-node=2 --no-python build/perf/bench_collectives
//   torchrun --standalone --nproc-per-node=4 --no-python build/perf/bench_collectives
//
// (docs/distributed.md quotes medians).
#include <benchmark/benchmark.h>

#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupGloo.hpp>
#include <torch/csrc/distributed/c10d/TCPStore.hpp>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>

#include "runtime/aten_interop.h"
#include "runtime/cpu_comm.h"
#include "runtime/store.h"

namespace fulgur {
namespace {

enum Coll { AllReduce, AllGather, ReduceScatter };
const char* kCollName[] = {"all_reduce", "all_gather", "reduce_scatter"};

struct World {
  std::shared_ptr<CpuCommunicator> fulgur;
  c10::intrusive_ptr<c10d::ProcessGroupGloo> gloo;
  int rank = 0, size = 1;
};

World& world() {
  static World w = [] {
    World w;
    w.fulgur = CpuCommunicator::process_default();
    w.rank = w.fulgur->rank();
    w.size = w.fulgur->size();
    DistEnv env = DistEnv::from_environment();
    // A client of the store fulgur's world uses (torchrun's agent, or rank 0).
    c10d::TCPStoreOptions o;
    o.port = static_cast<uint16_t>(env.master_port);
    o.isServer = false;
    o.waitWorkers = false;
    o.timeout = std::chrono::seconds(120);
    auto store = c10::make_intrusive<c10d::TCPStore>(env.master_addr, o);
    const char* attempt = std::getenv("TORCHELASTIC_RESTART_COUNT");
    auto opts = c10d::ProcessGroupGloo::Options::create(std::chrono::seconds(120));
    opts->devices.push_back(c10d::ProcessGroupGloo::createDeviceForHostname("127.0.0.1"));
    w.gloo = c10::make_intrusive<c10d::ProcessGroupGloo>(
        c10::make_intrusive<c10d::PrefixStore>(
            std::string("bench_direct_") + (attempt ? attempt : "0"), store),
        w.rank, w.size, opts);
    return w;
  }();
  return w;
}

// Medians of c10d's runs, for the ratio of fulgur's that follow.
std::map<std::pair<int, int64_t>, double>& c10d_medians() {
  static std::map<std::pair<int, int64_t>, double> m;
  return m;
}

int iterations(int64_t bytes) {
  return static_cast<int>(std::clamp<int64_t>((int64_t{256} << 20) / bytes, 4, 100));
}

// `bytes`: the full buffer (all_reduce's, all_gather's output,
// reduce_scatter's input).
void run(benchmark::State& state, Coll coll, bool ours) {
  World& w = world();
  const int64_t bytes = state.range(0);
  const int64_t n = bytes / 4, part = n / w.size;
  const Shape full{n}, one{part};
  HostTensor in = HostTensor::empty(coll == AllGather ? one : full, DType::f32);
  HostTensor out = HostTensor::empty(coll == ReduceScatter ? one : full, DType::f32);
  for (int64_t i = 0; i < in.numel(); ++i) in.set(i, static_cast<double>((i + w.rank) % 7));
  at::Tensor a_in = aten_view(in), a_out = aten_view(out);
  std::vector<at::Tensor> parts;
  for (int r = 0; r < w.size; ++r) parts.push_back(at::empty({part}, at::kFloat));
  auto once = [&] {
    if (ours) {
      switch (coll) {
        case AllReduce:
          w.fulgur->all_reduce(in, out, ReduceOp::Sum)->wait();
          break;
        case AllGather:
          w.fulgur->all_gather(in, out, 0)->wait();
          break;
        case ReduceScatter:
          w.fulgur->reduce_scatter(in, out, ReduceOp::Sum, 0)->wait();
          break;
      }
      return;
    }
    switch (coll) {
      case AllReduce: {
        std::vector<at::Tensor> v{a_out};
        w.gloo->allreduce(v)->wait();
        break;
      }
      case AllGather: {
        std::vector<std::vector<at::Tensor>> o{parts};
        std::vector<at::Tensor> i{a_in};
        w.gloo->allgather(o, i)->wait();
        break;
      }
      case ReduceScatter: {
        std::vector<std::vector<at::Tensor>> i{a_in.chunk(w.size)};
        std::vector<at::Tensor> o{a_out};
        w.gloo->reduce_scatter(o, i)->wait();
        break;
      }
    }
  };
  once();  // warm up (and meet)
  w.gloo->barrier()->wait();
  std::vector<double> secs;
  for (auto _ : state) {
    auto t0 = std::chrono::steady_clock::now();
    once();
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    state.SetIterationTime(s);
    secs.push_back(s);
  }
  std::sort(secs.begin(), secs.end());
  const double median = secs[secs.size() / 2];
  const double factor = (coll == AllReduce ? 2.0 : 1.0) * (w.size - 1) / w.size;
  state.counters["median_us"] = median * 1e6;
  state.counters["busbw_GBps"] = static_cast<double>(bytes) * factor / median / 1e9;
  state.counters["ranks"] = w.size;
  auto key = std::make_pair(static_cast<int>(coll), bytes);
  if (!ours) {
    c10d_medians()[key] = median;
  } else if (auto it = c10d_medians().find(key); it != c10d_medians().end()) {
    state.counters["ratio_vs_c10d"] = median / it->second;
  }
}

void register_all() {
  for (int c = 0; c < 3; ++c)
    for (int64_t bytes = 4 << 10; bytes <= (int64_t{64} << 20); bytes *= 4)
      for (bool ours : {false, true}) {
        std::string name = std::string(kCollName[c]) + (ours ? "/fulgur" : "/c10d_gloo");
        benchmark::RegisterBenchmark(
            name.c_str(), [c, ours](benchmark::State& s) { run(s, static_cast<Coll>(c), ours); })
            ->Arg(bytes)
            ->Iterations(iterations(bytes))
            ->UseManualTime()
            ->Unit(benchmark::kMicrosecond);
      }
}

}  // namespace
}  // namespace fulgur

int main(int argc, char** argv) {
  fulgur::register_all();
  benchmark::Initialize(&argc, argv);
  // Every rank runs every benchmark (they meet in each collective); only
  // rank 0 reports.
  const char* rank = std::getenv("RANK");
  std::ofstream null("/dev/null");
  benchmark::ConsoleReporter quiet;
  quiet.SetOutputStream(&null);
  quiet.SetErrorStream(&null);
  if (rank && std::string(rank) != "0")
    benchmark::RunSpecifiedBenchmarks(&quiet);
  else
    benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
