// bucket_all_reduces (ir/passes/bucket_all_reduce.h): all-reduces written one
// tensor at a time become one per bucket, only where no result is read
// before the bucket is issued, and the program computes the same values.
#include <gtest/gtest.h>

#include <string>

#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/bucket_all_reduce.h"
#include "ir/passes/dtensor_expansion.h"
#include "ir/passes/sort_waits.h"
#include "ir/printer.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"
#include "runtime/simulated_world.h"

namespace fulgur {
namespace {

// Three gradients all-reduced where they are made (the expanded train step's
// shape), a loss all-reduced in the "forward" whose result a later gradient
// reads (it must stay alone), an f64 one (a bucket of its own dtype) and an
// average (a bucket of its own op).
constexpr const char* kGrads = R"(def computation(loss, g0, g1, g2, h, a):
  # loss: "cpu f32[]"
  # g0: "cpu f32[4, 6]"
  # g1: "cpu f32[6]"
  # g2: "cpu f32[3, 2, 2]"
  # h: "cpu f64[5]"
  # a: "cpu f32[7]"
  f0 = dist.all_reduce(loss, 'sum')  # f0: "FUTURE cpu f32[]"
  l = dist.wait(f0)  # l: "cpu f32[]"
  s0 = ltorch.mul(g0, l)  # s0: "cpu f32[4, 6]"
  f1 = dist.all_reduce(s0, 'sum')  # f1: "FUTURE cpu f32[4, 6]"
  r0 = dist.wait(f1)  # r0: "cpu f32[4, 6]"
  f2 = dist.all_reduce(h, 'sum')  # f2: "FUTURE cpu f64[5]"
  rh = dist.wait(f2)  # rh: "cpu f64[5]"
  s1 = ltorch.mul(g1, 2.0)  # s1: "cpu f32[6]"
  f3 = dist.all_reduce(s1, 'sum')  # f3: "FUTURE cpu f32[6]"
  r1 = dist.wait(f3)  # r1: "cpu f32[6]"
  f4 = dist.all_reduce(a, 'avg')  # f4: "FUTURE cpu f32[7]"
  ra = dist.wait(f4)  # ra: "cpu f32[7]"
  f5 = dist.all_reduce(g2, 'sum')  # f5: "FUTURE cpu f32[3, 2, 2]"
  r2 = dist.wait(f5)  # r2: "cpu f32[3, 2, 2]"
  u0 = ltorch.sub(g0, r0)  # u0: "cpu f32[4, 6]"
  u1 = ltorch.sub(g1, r1)  # u1: "cpu f32[6]"
  return (l, u0, u1, r2, rh, ra)
)";

std::vector<std::vector<RuntimeValue>> run_on_ranks(const Trace& t, int n) {
  std::vector<std::vector<RuntimeValue>> got(static_cast<size_t>(n));
  run_simulated_world(n, [&](int r) {
    got[static_cast<size_t>(r)] =
        run_reference(t, random_inputs(t, rank_seed(7, r)), ExecutionLevel::TopLevel);
  });
  return got;
}

// Every output of every rank the same, exactly, in per-rank runs `got` and `want`.
void expect_same_values(const std::vector<std::vector<RuntimeValue>>& got,
                        const std::vector<std::vector<RuntimeValue>>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t r = 0; r < want.size(); ++r)
    for (size_t i = 0; i < want[r].size(); ++i) {
      Comparison c = compare(got[r][i], want[r][i], Tolerance{0, 0});
      EXPECT_TRUE(c.ok) << want.size() << " ranks: rank " << r << ", output " << i << ": "
                        << c.problem;
    }
}

// `bucketed` computes what `t` does on `n` simulated ranks.
void expect_same_on_ranks(const Trace& bucketed, const Trace& t, int n = 2) {
  expect_same_values(run_on_ranks(bucketed, n), run_on_ranks(t, n));
}

TEST(BucketAllReduces, PacksTheAllReducesThatNothingReadsInBetween) {
  Trace t = parse_trace(kGrads);
  EXPECT_EQ(count_all_reduces(t), 6);
  Trace b = bucket_all_reduces(t);
  std::string p = print_trace(b);
  // The loss stays alone (s0 reads it before the gradients are made); s0,
  // s1 and g2 share a bucket; the f64 one and the average keep their own.
  EXPECT_EQ(count_all_reduces(b), 4) << p;
  EXPECT_NE(p.find("# all-reduce bucket 0 (168 B, 3 tensors): r0, r1, r2"), std::string::npos) << p;
  EXPECT_NE(p.find("f0 = dist.all_reduce(loss, 'sum')"), std::string::npos) << p;
  EXPECT_NE(p.find("f2 = dist.all_reduce(h, 'sum')"), std::string::npos) << p;
  EXPECT_NE(p.find("f4 = dist.all_reduce(a, 'avg')"), std::string::npos) << p;
  // The bucket is issued where its last tensor is made (s1; g2 is an
  // input), before f5 was: as early as its members allow.
  EXPECT_LT(p.find("s1 = ltorch.mul"), p.find("prims.cat(")) << p;
  EXPECT_LT(p.find("prims.cat("), p.find("f4 = dist.all_reduce(a, 'avg')")) << p;
  // It prints and parses back, and computes what the unbucketed program does.
  EXPECT_EQ(print_trace(parse_trace(p)), p);
  expect_same_on_ranks(b, t);
}

// The expanded train step's shape: gradients all-reduced where they are
// made, the loss's average at the return. The average joins the gradients'
// bucket as a sum divided by the group's size after (one collective a step,
// as DDP's), the bucket issued where the loss exists and before the first
// update reads a gradient.
constexpr const char* kGradsAndLoss = R"(def computation(g0, g1, x):
  # g0: "cpu f32[4, 6]"
  # g1: "cpu f32[6]"
  # x: "cpu f32[3]"
  s0 = ltorch.mul(g0, 2.0)  # s0: "cpu f32[4, 6]"
  f0 = dist.all_reduce(s0, 'sum', group=ProcessGroup(mesh=DeviceMesh('cpu', [0, 1]), dims=(0,)))  # f0: "FUTURE cpu f32[4, 6]"
  r0 = dist.wait(f0)  # r0: "cpu f32[4, 6]"
  f1 = dist.all_reduce(g1, 'sum', group=ProcessGroup(mesh=DeviceMesh('cpu', [0, 1]), dims=(0,)))  # f1: "FUTURE cpu f32[6]"
  r1 = dist.wait(f1)  # r1: "cpu f32[6]"
  loss = ltorch.sum(x)  # loss: "cpu f32[]"
  u0 = ltorch.sub(g0, r0)  # u0: "cpu f32[4, 6]"
  u1 = ltorch.sub(g1, r1)  # u1: "cpu f32[6]"
  f2 = dist.all_reduce(loss, 'avg', group=ProcessGroup(mesh=DeviceMesh('cpu', [0, 1]), dims=(0,)))  # f2: "FUTURE cpu f32[]"
  rl = dist.wait(f2)  # rl: "cpu f32[]"
  return (u0, u1, rl)
)";

TEST(BucketAllReduces, AnAverageJoinsTheSumsAndALateAllReduceMovesUp) {
  Trace t = parse_trace(kGradsAndLoss);
  Trace b = bucket_all_reduces(t);
  std::string p = print_trace(b);
  EXPECT_EQ(count_all_reduces(b), 1) << p;
  EXPECT_NE(p.find("# all-reduce bucket 0 (124 B, 3 tensors, averages divided after): r0, r1, rl"),
            std::string::npos)
      << p;
  EXPECT_NE(p.find("dist.all_reduce(t"), std::string::npos) << p;
  EXPECT_EQ(p.find("'avg'"), std::string::npos) << p;
  EXPECT_LT(p.find("loss = ltorch.sum(x)"), p.find("prims.cat(")) << p;
  EXPECT_LT(p.find("prims.cat("), p.find("u0 = ltorch.sub")) << p;
  EXPECT_EQ(print_trace(parse_trace(p)), p);
  expect_same_on_ranks(b, t);
  // Three ranks: the average divided after is the communicator's to the bit
  // where dividing by the group's size is not exact.
  std::string three = kGradsAndLoss;
  for (size_t at = three.find("[0, 1]"); at != std::string::npos; at = three.find("[0, 1]", at))
    three.replace(at, 6, "[0, 1, 2]");
  Trace t3 = parse_trace(three);
  Trace b3 = bucket_all_reduces(t3);
  EXPECT_EQ(count_all_reduces(b3), 1) << print_trace(b3);
  expect_same_on_ranks(b3, t3, 3);
  // A loss made from a reduced gradient cannot share its bucket: it stays apart.
  std::string early = kGradsAndLoss;
  early.replace(early.find("ltorch.sum(x)"), 13, "ltorch.sum(r1)");
  Trace e = bucket_all_reduces(parse_trace(early));
  EXPECT_EQ(count_all_reduces(e), 2) << print_trace(e);
  EXPECT_NE(print_trace(e).find("'avg'"), std::string::npos) << print_trace(e);
}

TEST(BucketAllReduces, HonoursTheCapAndLeavesOtherTracesAlone) {
  Trace t = parse_trace(kGrads);
  // 96 + 24 bytes fit under 128; the 48-byte g2 opens a bucket of its own.
  Trace b = bucket_all_reduces(t, {.cap_bytes = 128});
  std::string p = print_trace(b);
  EXPECT_EQ(count_all_reduces(b), 5) << p;
  EXPECT_NE(p.find("# all-reduce bucket 0 (120 B, 2 tensors): r0, r1"), std::string::npos) << p;
  // One bucket per tensor: nothing to pack, the trace comes back as it was.
  EXPECT_EQ(print_trace(bucket_all_reduces(t, {.cap_bytes = 1})), print_trace(t));
  try {
    bucket_all_reduces(t, {.cap_bytes = 0});
    FAIL() << "a zero cap was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("the bucket cap must be positive, got 0 bytes"),
              std::string::npos)
        << e.what();
  }
}

// A DTensor program whose gradients reach the update as Partial sums: the
// expansion all-reduces each where the update reads it; bucketed, one
// all-reduce carries both, and sort_waits still runs on the result.
constexpr const char* kPartialGrads = R"T(def computation(x, w1, w2):
  # x: "DTensor cpu f32[8, 4] mesh=DeviceMesh('cpu', [0, 1]), placements=(Shard(dim=0),)"
  # w1: "DTensor cpu f32[4, 4] mesh=DeviceMesh('cpu', [0, 1]), placements=(Replicate(),)"
  # w2: "DTensor cpu f32[4, 3] mesh=DeviceMesh('cpu', [0, 1]), placements=(Replicate(),)"
  xt = ltorch.transpose(x, 0, 1)
  g1 = ltorch.matmul(xt, x)
  h = ltorch.matmul(x, w2)
  g2 = ltorch.matmul(xt, h)
  u1 = ltorch.sub(w1, g1)
  u2 = ltorch.sub(w2, g2)
  return (u1, u2)
)T";

TEST(BucketAllReduces, PacksAnExpandedProgramsPartialGradients) {
  Trace global = parse_trace(kPartialGrads);
  std::vector<Trace> ranks;
  for (int r = 0; r < 2; ++r) ranks.push_back(expand_dtensor(global, {.rank = r, .world_size = 2}));
  EXPECT_EQ(count_all_reduces(ranks[0]), 2) << print_trace(ranks[0]);
  std::vector<Trace> bucketed;
  for (const Trace& t : ranks) bucketed.push_back(sort_waits(bucket_all_reduces(t)));
  EXPECT_EQ(count_all_reduces(bucketed[0]), 1) << print_trace(bucketed[0]);
  std::vector<std::vector<RuntimeValue>> want(2), got(2);
  run_simulated_world(2, [&](int r) {
    std::vector<RuntimeValue> in = random_inputs(ranks[static_cast<size_t>(r)], rank_seed(3, r));
    want[static_cast<size_t>(r)] =
        run_reference(ranks[static_cast<size_t>(r)], in, ExecutionLevel::TopLevel);
  });
  run_simulated_world(2, [&](int r) {
    std::vector<RuntimeValue> in = random_inputs(ranks[static_cast<size_t>(r)], rank_seed(3, r));
    got[static_cast<size_t>(r)] =
        run_reference(bucketed[static_cast<size_t>(r)], in, ExecutionLevel::TopLevel);
  });
  expect_same_values(got, want);
}

}  // namespace
}  // namespace fulgur
