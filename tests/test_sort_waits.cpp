// sort_waits (ir/passes/sort_waits.h): collectives start early, waits come
// late, and nothing that must stay ordered moves: data, writes into
// existing storage, the collectives' order, return.
#include <gtest/gtest.h>

#include <string>

#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/sort_waits.h"
#include "ir/printer.h"
#include "ir/syntax.h"
#include "ranks_test_util.h"

namespace fulgur {
namespace {

// Where the statement starting with `needle` is in the printed trace.
size_t position(const std::string& printed, const std::string& needle) {
  size_t at = printed.find("\n  " + needle);
  EXPECT_NE(at, std::string::npos) << needle << " not in\n" << printed;
  return at;
}

// `fulgur run --check` of the trace `text` on 2 ranks (its compiled program,
// sort_waits included, against the single-process program): both pass.
void expect_check_passes_on_two_ranks(const char* text, const std::string& name) {
  namespace fs = std::filesystem;
  fs::path dir = testing::fresh_test_dir("fulgur-sort-waits", name);
  std::ofstream(dir / (name + ".trace")) << text;
  auto [rc, log] = testing::run_ranks(
      2, testing::kCli + " run " + (dir / (name + ".trace")).string() + " --check",
      "FULGUR_COMM_TIMEOUT_S=60", dir);
  EXPECT_EQ(rc, 0) << log;
  int passed = 0;
  for (size_t at = log.find("check passed"); at != std::string::npos;
       at = log.find("check passed", at + 1))
    ++passed;
  EXPECT_EQ(passed, 2) << log;
}

// Each wait right after its collective, as a naive trace (or a transform
// emitting collective-and-wait pairs) has them: nothing overlaps.
constexpr const char* kEagerWaits = R"(def computation(x, w, b):
  # x: "cpu f32[4, 6]"
  # w: "cpu f32[6, 6]"
  # b: "cpu f32[6]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cpu f32[4, 6]"
  s = dist.wait(f0)  # s: "cpu f32[4, 6]"
  f1 = dist.all_gather(w, 2, 0)  # f1: "FUTURE cpu f32[12, 6]"
  g = dist.wait(f1)  # g: "cpu f32[12, 6]"
  h = ltorch.gelu(x)  # h: "cpu f32[4, 6]"
  y = ltorch.mul(h, 2.0)  # y: "cpu f32[4, 6]"
  c = ltorch.add(b, 1.0)  # c: "cpu f32[6]"
  z = ltorch.add(s, y)  # z: "cpu f32[4, 6]"
  f2 = dist.all_reduce(z, 'avg')  # f2: "FUTURE cpu f32[4, 6]"
  r = dist.wait(f2)  # r: "cpu f32[4, 6]"
  q = ltorch.mul(c, 3.0)  # q: "cpu f32[6]"
  return (r, g, q)
)";

TEST(SortWaits, MovesComputeBetweenCollectivesAndTheirWaits) {
  Trace t = parse_trace(kEagerWaits);
  EXPECT_EQ(compute_between_collectives_and_waits(t), (std::vector<int>{0, 0, 0}));
  Trace sorted = sort_waits(t);
  std::string p = print_trace(sorted);
  // Both leading collectives start before any compute; gelu, mul and the
  // bias's add and multiply run while they are in flight (waits come as
  // late as possible, so nothing is left for the last all_reduce).
  EXPECT_EQ(compute_between_collectives_and_waits(sorted), (std::vector<int>{4, 5, 0})) << p;
  EXPECT_LT(position(p, "f1 = dist.all_gather"), position(p, "h = ltorch.gelu"));
  EXPECT_LT(position(p, "q = ltorch.mul"), position(p, "s = dist.wait"));
  EXPECT_LT(position(p, "s = dist.wait"), position(p, "z = ltorch.add"));
  EXPECT_LT(position(p, "f2 = dist.all_reduce"), position(p, "g = dist.wait"));
  EXPECT_NE(p.find("# Constructed by Sort Waits"), std::string::npos) << p;
  // Deterministic, and the printed result parses back to the same trace.
  EXPECT_EQ(print_trace(sort_waits(t)), p);
  EXPECT_EQ(print_trace(parse_trace(p)), p);
  // Already sorted: sorting again changes nothing.
  EXPECT_EQ(print_trace(sort_waits(sorted)), p);
}

// Every rank must issue its collectives in one order: the scheduler keeps
// the input's order even when a later collective's inputs are ready first.
TEST(SortWaits, KeepsTheCollectivesInTheirOrder) {
  Trace t = parse_trace(R"(def computation(x, w):
  # x: "cpu f32[4, 6]"
  # w: "cpu f32[6, 6]"
  h = ltorch.exp(x)  # h: "cpu f32[4, 6]"
  f0 = dist.all_reduce(h, 'sum')  # f0: "FUTURE cpu f32[4, 6]"
  f1 = dist.reduce_scatter(w, 'sum', 2, 1)  # f1: "FUTURE cpu f32[6, 3]"
  s = dist.wait(f0)  # s: "cpu f32[4, 6]"
  r = dist.wait(f1)  # r: "cpu f32[6, 3]"
  return (s, r)
)");
  std::string p = print_trace(sort_waits(t));
  EXPECT_LT(position(p, "h = ltorch.exp"), position(p, "f0 = dist.all_reduce"));
  EXPECT_LT(position(p, "f0 = dist.all_reduce"), position(p, "f1 = dist.reduce_scatter")) << p;
}

// Return stays last, even after a wait whose value nothing returns.
TEST(SortWaits, ReturnStaysLast) {
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[4]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cpu f32[4]"
  s = dist.wait(f0)  # s: "cpu f32[4]"
  y = ltorch.exp(x)  # y: "cpu f32[4]"
  return (y,)
)");
  Trace sorted = sort_waits(t);
  ASSERT_EQ(sorted.bsyms.size(), t.bsyms.size());
  EXPECT_TRUE(is_syntax(sorted.bsyms.back(), "python_return")) << print_trace(sorted);
  EXPECT_EQ(compute_between_collectives_and_waits(sorted), (std::vector<int>{1}));
}

// A read of an input before a write into it stays before the write, and a
// read after it stays after it, even when the write waits on a collective
// and the later read's only data input is the input itself.
TEST(SortWaits, KeepsReadsOnTheirSideOfWrites) {
  Trace t = parse_trace(R"(def computation(p, x):
  # p: "cpu f32[8]"
  # x: "cpu f32[8]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cpu f32[8]"
  s = dist.wait(f0)  # s: "cpu f32[8]"
  w = prims.copy_(s, p)  # w: "cpu f32[8]"
  later = prims.sin(p)  # later: "cpu f32[8]"
  old = prims.mul(x, 2.0)  # old: "cpu f32[8]"
  return (later, old)
)");
  Trace early_read = parse_trace(R"(def computation(p, x):
  # p: "cpu f32[8]"
  # x: "cpu f32[8]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cpu f32[8]"
  s = dist.wait(f0)  # s: "cpu f32[8]"
  before = prims.cos(p)  # before: "cpu f32[8]"
  w = prims.copy_(s, p)  # w: "cpu f32[8]"
  return (before,)
)");
  std::string p = print_trace(sort_waits(t));
  EXPECT_LT(position(p, "old = prims.mul"), position(p, "s = dist.wait")) << p;
  EXPECT_LT(position(p, "w = prims.copy_"), position(p, "later = prims.sin")) << p;
  std::string q = print_trace(sort_waits(early_read));
  EXPECT_LT(position(q, "before = prims.cos"), position(q, "w = prims.copy_")) << q;
  EXPECT_LT(position(q, "before = prims.cos"), position(q, "s = dist.wait")) << q;
}

// With a limit on collectives in flight, a start waits for an earlier
// collective's wait.
TEST(SortWaits, HonoursTheInFlightLimit) {
  Trace t = parse_trace(R"(def computation(a, b, c):
  # a: "cpu f32[4]"
  # b: "cpu f32[4]"
  # c: "cpu f32[4]"
  f0 = dist.all_gather(a, 2, 0)  # f0: "FUTURE cpu f32[8]"
  f1 = dist.all_gather(b, 2, 0)  # f1: "FUTURE cpu f32[8]"
  f2 = dist.all_gather(c, 2, 0)  # f2: "FUTURE cpu f32[8]"
  x = dist.wait(f0)  # x: "cpu f32[8]"
  y = dist.wait(f1)  # y: "cpu f32[8]"
  z = dist.wait(f2)  # z: "cpu f32[8]"
  u = ltorch.exp(a)  # u: "cpu f32[4]"
  return (x, y, z, u)
)");
  for (int limit : {0, 1, 2, 3}) {
    Trace sorted = sort_waits(t, SortWaitsOptions{limit});
    int in_flight = 0, most = 0;
    for (const auto& b : sorted.bsyms) {
      if (b.sym->has(kTagCollective)) most = std::max(most, ++in_flight);
      if (b.sym->has(kTagWait)) --in_flight;
    }
    EXPECT_EQ(most, limit == 0 ? 3 : limit) << print_trace(sorted);
  }
  EXPECT_THROW(sort_waits(t, SortWaitsOptions{-1}), Error);
}

// The pipeline runs it on traces with collectives (after the grad split)
// and records the step; single-device traces get no such step.
TEST(SortWaits, RunsInThePipelineOnlyWhereThereAreCollectives) {
  codegen::CompileOptions o;
  o.emit = false;
  auto steps = [](const codegen::Executable& e) {
    std::string s;
    for (const auto& [step, trace] : e.traces) s += step + ";";
    return s;
  };
  codegen::Executable e = codegen::compile(parse_trace(kEagerWaits), o);
  EXPECT_NE(steps(e).find("Sort waits;"), std::string::npos) << steps(e);
  // Fusion keeps the overlap: what ran before a wait is a region before it
  // (gelu, mul and the bias's ops), not fused into the consumer of the
  // waited value after it.
  EXPECT_EQ(compute_between_collectives_and_waits(e.forward), (std::vector<int>{1, 2, 0}))
      << print_trace(e.forward);
  o.sort_waits = false;
  codegen::Executable off = codegen::compile(parse_trace(kEagerWaits), o);
  EXPECT_EQ(steps(off).find("Sort waits"), std::string::npos) << steps(off);
  Trace single = parse_trace(R"(def computation(x):
  # x: "cpu f32[4]"
  y = ltorch.exp(x)  # y: "cpu f32[4]"
  return (y,)
)");
  o.sort_waits = true;
  EXPECT_EQ(steps(codegen::compile(single, o)).find("Sort waits"), std::string::npos);
}

// The most bytes of collective outputs in flight at any point of `t`.
int64_t max_bytes_in_flight(const Trace& t) {
  std::unordered_map<const Proxy*, int64_t> pending;
  int64_t now = 0, most = 0;
  for (const auto& b : t.bsyms) {
    if (b.sym->has(kTagCollective))
      for (const auto& p : b.flat_outputs()) {
        int64_t bytes = p->tensor().numel() * dtype_itemsize(p->tensor().dtype);
        pending[p.get()] = bytes;
        now += bytes;
      }
    if (b.sym->has(kTagWait))
      for (const auto& p : b.flat_inputs())
        if (auto it = pending.find(p.get()); it != pending.end()) {
          now -= it->second;
          pending.erase(it);
        }
    most = std::max(most, now);
  }
  return most;
}

// The memory cap: f0's output is 96 bytes, f1's 288. Under a 400-byte cap
// both are in flight at once (as without a cap); under 200 f1 starts only
// after f0's wait; under 100 f1, larger than the cap, still runs, alone.
TEST(SortWaits, KeepsTheBytesInFlightUnderTheCap) {
  Trace t = parse_trace(kEagerWaits);
  EXPECT_EQ(max_bytes_in_flight(sort_waits(t)), 384);
  EXPECT_EQ(max_bytes_in_flight(sort_waits(t, {.max_bytes_in_flight = 400})), 384);
  std::string p = print_trace(sort_waits(t, {.max_bytes_in_flight = 200}));
  EXPECT_LT(position(p, "s = dist.wait"), position(p, "f1 = dist.all_gather")) << p;
  EXPECT_EQ(max_bytes_in_flight(parse_trace(p)), 288) << p;
  // Compute still hides the collectives while they are in flight alone.
  std::vector<int> overlap = compute_between_collectives_and_waits(parse_trace(p));
  EXPECT_GT(overlap[0] + overlap[1], 0) << p;
  EXPECT_EQ(max_bytes_in_flight(sort_waits(t, {.max_bytes_in_flight = 100})), 288);
  try {
    sort_waits(t, {.max_bytes_in_flight = -1});
    ADD_FAILURE() << "a negative cap was taken";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("max_bytes_in_flight must be 0 (no cap) or positive"),
              std::string::npos)
        << e.what();
  }
}

// An in-place collective: one composite (all_reduce, wait, copy_) in the
// trace as written; sort_waits flattens it so its wait moves after the
// independent compute, which the composite kept from overlapping.
constexpr const char* kInPlace = R"(def computation(x, w):
  # x: "cpu f32[4, 6]"
  # w: "cpu f32[6, 6]"
  a = ltorch.mul(x, 2.0)  # a: "cpu f32[4, 6]"
  r = dist.all_reduce_(a, 'sum')  # r: "cpu f32[4, 6]"
  h = ltorch.exp(w)  # h: "cpu f32[6, 6]"
  y = ltorch.mul(h, 3.0)  # y: "cpu f32[6, 6]"
  z = ltorch.add(a, 1.0)  # z: "cpu f32[4, 6]"
  return (z, y)
)";

TEST(SortWaits, FlattensInPlaceCollectivesSoTheirWaitsMove) {
  Trace t = parse_trace(kInPlace);
  std::string written = print_trace(t, {.depth = 1});
  EXPECT_NE(written.find("r = dist.all_reduce_(a, 'sum')"), std::string::npos) << written;
  EXPECT_NE(written.find("dist.wait"), std::string::npos) << written;  // a subsymbol
  EXPECT_EQ(compute_between_collectives_and_waits(flatten_inplace_collectives(t)),
            (std::vector<int>{0}));
  Trace sorted = sort_waits(t);
  std::string p = print_trace(sorted);
  EXPECT_EQ(compute_between_collectives_and_waits(sorted), (std::vector<int>{2})) << p;
  EXPECT_NE(p.find("# dist.all_reduce_(a, 'sum'), in place: its collective, wait and copy_"),
            std::string::npos)
      << p;
  EXPECT_LT(position(p, "y = ltorch.mul"), position(p, "r = prims.copy_")) << p;
  // z reads a after the copy into it.
  EXPECT_LT(position(p, "r = prims.copy_"), position(p, "z = ltorch.add")) << p;
  // all_gather_into writes the gathered tensor into `out`, an input here.
  Trace g = parse_trace(R"(def computation(x, out, w):
  # x: "cpu f32[4, 6]"
  # out: "cpu f32[8, 6]"
  # w: "cpu f32[6, 6]"
  r = dist.all_gather_into(out, x, 2, 0)  # r: "cpu f32[8, 6]"
  h = ltorch.exp(w)  # h: "cpu f32[6, 6]"
  z = ltorch.sum(out)  # z: "cpu f32[]"
  return (z, h)
)");
  std::string gp = print_trace(sort_waits(g));
  EXPECT_EQ(compute_between_collectives_and_waits(sort_waits(g)), (std::vector<int>{1})) << gp;
  EXPECT_LT(position(gp, "h = ltorch.exp"), position(gp, "r = prims.copy_")) << gp;
  EXPECT_LT(position(gp, "r = prims.copy_"), position(gp, "z = ltorch.sum")) << gp;
  // Run on 2 ranks against the single-process program.
  expect_check_passes_on_two_ranks(kInPlace, "inplace");
}

// A DTensor program: x @ w contracts over the sharded dim, so its result is
// Partial and the add of a number all-reduces it (a dist.redistribute
// composite of the expansion). Its collective and wait are flattened out of
// the composite, so the exp and mul of the replicated b run while the
// all-reduce is in flight.
constexpr const char* kRedistribute = R"T(def computation(x, w, b):
  # x: "DTensor cpu f32[4, 8] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=1),)"
  # w: "DTensor cpu f32[8, 6] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=0),)"
  # b: "DTensor cpu f32[6, 6] mesh=DeviceMesh('cpu', [0, 1]), placements=(Replicate(),)"
  y = ltorch.matmul(x, w)
  z = ltorch.add(y, 1.0)
  h = ltorch.exp(b)
  q = ltorch.mul(h, 3.0)
  return (z, q)
)T";

TEST(SortWaits, FlattensDTensorRedistributionsSoTheirWaitsMove) {
  Trace t = expand_dtensor(parse_trace(kRedistribute), {.rank = 0, .world_size = 2});
  std::string expanded = print_trace(t);
  ASSERT_NE(expanded.find("dist.redistribute("), std::string::npos) << expanded;
  EXPECT_EQ(compute_between_collectives_and_waits(flatten_inplace_collectives(t)),
            (std::vector<int>{0}))
      << expanded;
  Trace sorted = sort_waits(t);
  std::string p = print_trace(sorted);
  EXPECT_EQ(p.find(" = dist.redistribute("), std::string::npos) << p;  // flattened
  EXPECT_NE(p.find("# dist.redistribute(y, src=(Partial(sum),), placements=(Replicate(),)): its "
                   "collectives, waits and local slicing"),
            std::string::npos)
      << p;
  EXPECT_EQ(compute_between_collectives_and_waits(sorted), (std::vector<int>{2})) << p;
  EXPECT_LT(position(p, "q = ltorch.mul"), position(p, "z = ltorch.add")) << p;
  // The flattened program parses back, and on 2 ranks it computes what the
  // single-process program does.
  EXPECT_EQ(print_trace(parse_trace(p)), p);
  expect_check_passes_on_two_ranks(kRedistribute, "redistribute");
}

}  // namespace
}  // namespace fulgur
