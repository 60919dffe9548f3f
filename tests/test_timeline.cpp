// Timelines (FULGUR_TIMELINE=DIR): one Chrome-trace JSON per rank with the
// kernels, library calls, collectives in flight and waits of the host
// program, under the trace's names; tools/fulgur_timeline.py merges them and
// reports the fraction of communication time hidden behind compute. The
// structure is asserted (what starts before what ends), never durations.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "cli_runner.h"
#include "ranks_test_util.h"
#include "runtime/timeline.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using testing::run_command;

const std::string kTool = std::string(FULGUR_SOURCE_DIR) + "/tools/fulgur_timeline.py";

// An all_reduce started before an independent fused region (gelu, fused
// into one kernel) and a library call that reads it; waited for after them.
const char* kOverlapTrace = R"(def computation(x, v, w):
  # x: "cpu f32[64, 128]"
  # v: "cpu f32[128, 32]"
  # w: "cpu f32[128, 128]"
  f0 = dist.all_reduce(w, 'sum')  # f0: "FUTURE cpu f32[128, 128]"
  h = ltorch.gelu(x)  # h: "cpu f32[64, 128]"
  m = ltorch.matmul(h, v)  # m: "cpu f32[64, 32]"
  s = dist.wait(f0)  # s: "cpu f32[128, 128]"
  return (m, s)
)";

// Checks one rank's timeline (argv[1]) and prints "ok" or what is wrong.
const char* kCheckRank = R"PY(
import json, sys
t = json.load(open(sys.argv[1]))
ev = t["traceEvents"]
rank = int(sys.argv[2])
def one(pred, what):
    found = [e for e in ev if pred(e)]
    if len(found) != 1:
        sys.exit("expected one %s, got %d: %s" % (what, len(found), found))
    return found[0]
assert all(e["pid"] == rank for e in ev), "pid is not the rank"
one(lambda e: e["ph"] == "M" and e["name"] == "process_name" and e["args"]["name"] == "rank %d" % rank, "process name")
k = one(lambda e: e.get("cat") == "kernel", "kernel span")
assert k["name"].startswith("cpuFusion"), k
lib = one(lambda e: e.get("cat") == "library", "library span")
assert lib["name"] == "m = prims.matmul(h, v)", lib
w = one(lambda e: e.get("cat") == "wait", "wait span")
assert w["name"] == "s = dist.wait(f0)", w
b = one(lambda e: e.get("cat") == "collective" and e["ph"] == "b", "collective start")
e = one(lambda e: e.get("cat") == "collective" and e["ph"] == "e", "collective end")
assert b["name"] == e["name"] == "f0 = dist.all_reduce(w)" and b["id"] == e["id"], (b, e)
assert b["args"]["bytes"] == 128 * 128 * 4 and b["args"]["group_size"] == 2, b
one(lambda e: e["ph"] == "M" and e["args"]["name"] == "comm world" and e.get("tid") == b["tid"], "communicator track")
eng = one(lambda e: e.get("cat") == "comm_engine", "engine span")
kend, wend = k["ts"] + k["dur"], w["ts"] + w["dur"]
# In flight while the region runs: started before the region started (so
# before it ended), done no later than the wait returned, which follows the
# region and the library call.
assert b["ts"] <= k["ts"] < kend, (b, k)
assert kend <= lib["ts"] + lib["dur"] <= w["ts"], (k, lib, w)
assert b["ts"] <= eng["ts"] <= e["ts"] <= wend + 1, (b, eng, e, w)
print("ok")
)PY";

TEST(Timeline, AnAllReduceInFlightWhileAFusedRegionRunsOn2Ranks) {
  fs::path dir = testing::fresh_test_dir("fulgur-timeline", "overlap");
  std::ofstream(dir / "overlap.trace") << kOverlapTrace;
  std::ofstream(dir / "check_rank.py") << kCheckRank;
  fs::path tl = dir / "timeline";
  auto [rc, log] = testing::run_ranks(
      2, testing::kCli + " run " + (dir / "overlap.trace").string(),
      "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1 FULGUR_TIMELINE=" + tl.string(), dir);
  ASSERT_EQ(rc, 0) << log;
  for (int r = 0; r < 2; ++r) {
    fs::path f = tl / ("rank" + std::to_string(r) + ".json");
    ASSERT_TRUE(fs::exists(f)) << f << "\n" << log;
    auto [crc, out] = run_command("python3 " + (dir / "check_rank.py").string() + " " + f.string() +
                                  " " + std::to_string(r));
    EXPECT_EQ(crc, 0) << "rank " << r << ": " << out;
    EXPECT_NE(out.find("ok"), std::string::npos) << out;
  }
  // The merge: both ranks, one collective each, a fraction in [0, 1].
  fs::path merged = dir / "merged.json";
  auto [mrc, text] = run_command("python3 " + kTool + " " + tl.string() + " -o " + merged.string());
  ASSERT_EQ(mrc, 0) << text;
  EXPECT_NE(text.find("rank 0: 1 collective(s)"), std::string::npos) << text;
  EXPECT_NE(text.find("rank 1: 1 collective(s)"), std::string::npos) << text;
  EXPECT_NE(text.find("all ranks: hidden fraction of communication time "), std::string::npos)
      << text;
  auto [jrc, json] = run_command(
      "python3 " + kTool + " " + tl.string() +
      " --json | python3 -c 'import json,sys; t=json.load(sys.stdin)[\"total\"]; "
      "f=t[\"hidden_fraction\"]; print(t[\"ranks\"], t[\"collectives\"], 0 <= f <= 1)'");
  EXPECT_EQ(jrc, 0) << json;
  EXPECT_EQ(json, "2 2 True\n");
  auto [prc, pids] = run_command(
      "python3 -c 'import json,sys; print(sorted({e[\"pid\"] for e in "
      "json.load(open(sys.argv[1]))[\"traceEvents\"]}))' " +
      merged.string());
  EXPECT_EQ(pids, "[0, 1]\n") << "the merged trace has both ranks as processes";
}

// A process that ran nothing (the launcher of workers that ran the programs,
// perf/python/bench_spmd_step.py's) writes no file, which would replace the
// file of a worker of its rank; one that recorded a span writes its file.
TEST(Timeline, AProcessThatRecordedNothingWritesNoFile) {
  fs::path dir = testing::fresh_test_dir("fulgur-timeline", "empty");
  Timeline::start(dir.string(), 5);
  Timeline::start("");  // flushes the one started above
  EXPECT_FALSE(fs::exists(dir / "rank5.json"));
  Timeline::start(dir.string(), 6);
  Timeline* t = Timeline::active();
  ASSERT_NE(t, nullptr);
  t->span("k", "kernel", Timeline::now(), Timeline::now());
  Timeline::start("");
  EXPECT_TRUE(fs::exists(dir / "rank6.json"));
}

// The hidden fraction of made-up timelines, exactly: rank 0's collective is
// in flight for 100 us, 50 of them under a kernel and a library call that
// overlap each other; rank 1's 100 us are under no compute (a wait is not
// compute).
TEST(Timeline, TheMergeToolComputesTheHiddenFraction) {
  fs::path dir = testing::fresh_test_dir("fulgur-timeline", "merge");
  auto rank = [&](int r, const std::string& events) {
    std::ofstream(dir / ("rank" + std::to_string(r) + ".json"))
        << "{\"traceEvents\":[" << events << "]}";
  };
  auto coll = [](int pid, int b, int e) {
    std::string c =
        "\"name\":\"f0\",\"cat\":\"collective\",\"id\":0,\"pid\":" + std::to_string(pid) +
        ",\"tid\":1000";
    return "{" + c + ",\"ph\":\"b\",\"ts\":" + std::to_string(b) + "},{" + c +
           ",\"ph\":\"e\",\"ts\":" + std::to_string(e) + "}";
  };
  auto span = [](int pid, const char* cat, int ts, int dur) {
    return std::string("{\"name\":\"k\",\"cat\":\"") + cat +
           "\",\"ph\":\"X\",\"ts\":" + std::to_string(ts) + ",\"dur\":" + std::to_string(dur) +
           ",\"pid\":" + std::to_string(pid) + ",\"tid\":1}";
  };
  rank(0, coll(0, 1000, 1100) + "," + span(0, "kernel", 1050, 30) + "," +
              span(0, "library", 1070, 100) + "," + span(0, "kernel", 900, 50));
  rank(1, coll(1, 1000, 1100) + "," + span(1, "wait", 1000, 100));
  auto [rc, out] = run_command("python3 " + kTool + " " + dir.string());
  ASSERT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("rank 0: 1 collective(s), communication 0.100 ms, hidden behind compute "
                     "0.050 ms (50.0%)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("rank 1: 1 collective(s), communication 0.100 ms, hidden behind compute "
                     "0.000 ms (0.0%), blocked in waits 0.100 ms"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("all ranks: hidden fraction of communication time 0.250"), std::string::npos)
      << out;
  // Two files with one rank: an error, not a silent sum.
  rank(1, coll(0, 0, 10));
  auto [brc, bad] = run_command("python3 " + kTool + " " + dir.string());
  EXPECT_NE(brc, 0) << bad;
  EXPECT_NE(bad.find("has rank(s) [0] again"), std::string::npos) << bad;
}

// The same trace's CUDA host program on the emulated device (cuda-emu), 2
// ranks: the kernel, the cuBLAS call and the compute stream's wait on the
// compute stream's track, the collective on the communicator's, all timed by
// events on the streams and under the trace's names; the all_reduce is in
// flight (on the communication stream) while the fused region runs on the
// compute stream, and the merge tool finds it hidden.
const char* kCheckCudaRank = R"PY(
import json, sys
t = json.load(open(sys.argv[1]))
ev = t["traceEvents"]
rank = int(sys.argv[2])
def one(pred, what):
    found = [e for e in ev if pred(e)]
    if len(found) != 1:
        sys.exit("expected one %s, got %d: %s" % (what, len(found), found))
    return found[0]
tracks = {e["tid"]: e["args"]["name"] for e in ev if e["ph"] == "M" and e["name"] == "thread_name"}
k = one(lambda e: e.get("cat") == "kernel", "kernel span")
assert k["name"].startswith("cudaFusion") and tracks[k["tid"]] == "CUDA compute stream", (k, tracks)
lib = one(lambda e: e.get("cat") == "library", "library span")
assert lib["name"] == "m = prims.matmul(h, v)" and lib["args"]["via"] == "cuBLAS", lib
assert tracks[lib["tid"]] == "CUDA compute stream", (lib, tracks)
w = one(lambda e: e.get("cat") == "wait", "wait span")
assert w["name"] == "s = dist.wait(f0)" and tracks[w["tid"]] == "CUDA compute stream", (w, tracks)
b = one(lambda e: e.get("cat") == "collective" and e["ph"] == "b", "collective start")
e = one(lambda e: e.get("cat") == "collective" and e["ph"] == "e", "collective end")
assert b["name"] == e["name"] == "f0 = dist.all_reduce(w)" and b["id"] == e["id"], (b, e)
assert b["args"]["bytes"] == 128 * 128 * 4 and b["args"]["group_size"] == 2, b
assert tracks[b["tid"]] == "comm world", (b, tracks)
kend = k["ts"] + k["dur"]
# The collective started before the region and completed after it; the
# library call follows the region and the wait follows the library call.
assert b["ts"] <= k["ts"] < kend <= e["ts"], (b, k, e)
assert kend <= lib["ts"] and lib["ts"] + lib["dur"] <= w["ts"] + 1, (k, lib, w)
print("ok")
)PY";

TEST(Timeline, CudaEmuAllReduceInFlightWhileAFusedRegionRunsOn2Ranks) {
  fs::path dir = testing::fresh_test_dir("fulgur-timeline", "cuda-emu");
  std::ofstream(dir / "overlap.trace") << kOverlapTrace;
  std::ofstream(dir / "check_rank.py") << kCheckCudaRank;
  fs::path tl = dir / "timeline";
  auto [rc, log] = testing::run_ranks(
      2, testing::kCli + " run " + (dir / "overlap.trace").string() + " --device cuda-emu --check",
      "FULGUR_COMM_TIMEOUT_S=60 OMP_NUM_THREADS=1 FULGUR_TIMELINE=" + tl.string(), dir);
  ASSERT_EQ(rc, 0) << log;
  EXPECT_NE(log.find("check passed"), std::string::npos) << log;
  for (int r = 0; r < 2; ++r) {
    fs::path f = tl / ("rank" + std::to_string(r) + ".json");
    ASSERT_TRUE(fs::exists(f)) << f << "\n" << log;
    auto [crc, out] = run_command("python3 " + (dir / "check_rank.py").string() + " " + f.string() +
                                  " " + std::to_string(r));
    EXPECT_EQ(crc, 0) << "rank " << r << ": " << out;
    EXPECT_NE(out.find("ok"), std::string::npos) << out;
  }
  auto [jrc, json] = run_command(
      "python3 " + kTool + " " + tl.string() +
      " --json | python3 -c 'import json,sys; r=json.load(sys.stdin)[\"ranks\"]; "
      "print(all(v[\"collectives\"] == 1 and v[\"hidden_fraction\"] > 0 for v in r.values()), "
      "len(r))'");
  EXPECT_EQ(jrc, 0) << json;
  EXPECT_EQ(json, "True 2\n") << "every rank's all_reduce is partly hidden behind the region";
}

}  // namespace
}  // namespace fulgur
