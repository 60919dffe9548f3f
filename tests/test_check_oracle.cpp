// What `fulgur run --check` calls a mismatch: the element-wise tolerance
// (runtime/inputs.h), and the f64 oracle (runtime/f64_oracle.h) that judges
// again what fails it. Rounding on values that cancel passes; an element off
// by 1% of the tensor's scale, a wrong sign, or fulgur six times as far from
// the f64 values as libtorch does not.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <random>

#include "../tools/cli_check.h"
#include "cli_runner.h"
#include "ir/parser.h"
#include "runtime/f64_oracle.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

HostTensor tensor(const std::vector<double>& v, DType d = DType::f32) {
  HostTensor t = HostTensor::empty({static_cast<int64_t>(v.size())}, d);
  for (size_t i = 0; i < v.size(); ++i) t.set(static_cast<int64_t>(i), v[i]);
  return t;
}

// A gradient-like tensor of 512 values in [-2, 2], every 8th one the near-zero
// result of a cancellation, as f64 values (t), libtorch's f32 result (e) and
// fulgur's (a): both carry roundoff of up to 6e-5 (3e-5 of the largest
// value, as the four-layer MLP's weight gradients do) in independent draws.
struct Case {
  std::vector<double> t, e, a;
};
Case cancellation(double our_noise = 1.0) {
  std::mt19937_64 rng(7);
  std::uniform_real_distribution<double> value(-2, 2), noise(-6e-5, 6e-5);
  Case c;
  for (int i = 0; i < 512; ++i) {
    double t = i % 8 == 0 ? value(rng) * 1e-4 : value(rng);
    double lib = i % 8 == 0 ? noise(rng) : noise(rng) * 1e-3;
    double ours = i % 8 == 0 ? noise(rng) : noise(rng) * 1e-3;
    c.t.push_back(t);
    c.e.push_back(static_cast<float>(t + lib));
    c.a.push_back(static_cast<float>(t + ours * our_noise));
  }
  c.t[0] = 2.0;  // the largest magnitude, exact
  c.e[0] = c.a[0] = 2.0;
  return c;
}

OracleVerdict judge(const Case& c) {
  return judge_with_oracle(tensor(c.a), tensor(c.e), tensor(c.t, DType::f64),
                           tolerance_for(DType::f32));
}

TEST(CheckOracle, RoundingOnValuesThatCancelFailsElementwiseButPassesTheOracle) {
  Case c = cancellation();
  Comparison elementwise = compare(tensor(c.a), tensor(c.e));
  EXPECT_FALSE(elementwise.ok) << "the case must need the oracle";
  OracleVerdict v = judge(c);
  EXPECT_TRUE(v.applies);
  EXPECT_TRUE(v.ok) << v.problem;
  EXPECT_GT(v.libtorch, 3e-5);
  EXPECT_LE(v.ours, 6.1e-5);
}

TEST(CheckOracle, AnElementOffByOnePercentOfTheScaleIsAMismatch) {
  Case c = cancellation();
  c.a[37] += 0.02;  // 1% of the largest magnitude, 2
  OracleVerdict v = judge(c);
  EXPECT_TRUE(v.applies);
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.problem.find("element 37 is 0.0"), std::string::npos) << v.problem;
  // On a cancelling element too.
  c = cancellation();
  c.a[40] += 0.02;
  EXPECT_FALSE(judge(c).ok);
}

TEST(CheckOracle, AWrongSignIsAMismatch) {
  Case c = cancellation();
  c.t[5] = 0.75;
  c.e[5] = 0.75f;
  c.a[5] = -0.75f;
  OracleVerdict v = judge(c);
  EXPECT_FALSE(v.ok);
  EXPECT_NE(v.problem.find("element 5 is 1.5 from the f64 value 0.75"), std::string::npos)
      << v.problem;
  // A small value's sign, well above the rounding of this tensor.
  c = cancellation();
  c.t[9] = 0.01;
  c.e[9] = 0.01f;
  c.a[9] = -0.01f;
  EXPECT_FALSE(judge(c).ok);
}

// kOracleFactor (4): fulgur 3.5 times as far from f64 as libtorch is
// rounding, 6 times is not.
TEST(CheckOracle, FulgurSixTimesAsFarFromF64AsLibtorchIsAMismatch) {
  EXPECT_TRUE(judge(cancellation(3.5)).ok);
  EXPECT_FALSE(judge(cancellation(6.0)).ok);
}

// An element where libtorch's f32 took another branch than f64 (a where or
// a comparison on a value at the threshold) is no measure of rounding: it
// does not widen what the other elements may carry.
TEST(CheckOracle, ABranchLibtorchTookDifferentlyDoesNotLoosenTheRest) {
  Case c = cancellation();
  c.t[3] = c.a[3] = 1;
  c.e[3] = 0;  // libtorch's f32 gave 0 where f64 gives 1
  EXPECT_TRUE(judge(c).ok) << "fulgur agrees with f64 there";
  c.a[11] += 0.05;
  OracleVerdict v = judge(c);
  EXPECT_FALSE(v.ok);
  EXPECT_LT(v.libtorch, 1e-4);
}

TEST(CheckOracle, SpecialValuesMustSitAtTheSameElements) {
  Case c = cancellation();
  c.a[2] = NAN;
  EXPECT_FALSE(judge(c).applies);
  c = cancellation();
  c.a[2] = c.e[2] = c.t[2] = INFINITY;
  EXPECT_TRUE(judge(c).ok);
  c.t[2] = 1e39;  // f32 overflowed where f64 did not
  EXPECT_FALSE(judge(c).applies);
  EXPECT_FALSE(judge_with_oracle(tensor({1, 2}), tensor({1, 2, 3}), tensor({1, 2, 3}, DType::f64),
                                 tolerance_for(DType::f32))
                   .applies);
}

// CheckReport: the oracle turns a rounding MISMATCH into ok, says so, and
// keeps a real one with what the oracle found.
TEST(CheckOracle, CheckReportAsksTheOracleOnlyForWhatFails) {
  Case c = cancellation();
  const HostTensor truth = tensor(c.t, DType::f64);
  int asked = 0;
  auto oracle = [&]() -> const HostTensor* {
    ++asked;
    return &truth;
  };
  ::testing::internal::CaptureStdout();
  cli::CheckReport pass;
  pass.compare("grad of w", tensor(c.e), tensor(c.e), std::nullopt, oracle);
  EXPECT_EQ(asked, 0);
  pass.compare("grad of w", tensor(c.a), tensor(c.e), std::nullopt, oracle);
  EXPECT_EQ(asked, 1);
  EXPECT_EQ(pass.finish(), 0);
  std::string out = ::testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("  ok (rounding, by the f64 oracle: ours is within"), std::string::npos)
      << out;
  Case bad = cancellation();
  bad.a[37] += 0.02;
  ::testing::internal::CaptureStdout();
  cli::CheckReport fail;
  fail.compare("grad of w", tensor(bad.a), tensor(bad.e), std::nullopt, oracle);
  fail.compare("grad of v", tensor(bad.a), tensor(bad.e), std::nullopt,
               [] { return static_cast<const HostTensor*>(nullptr); });
  EXPECT_EQ(fail.finish(), 1);
  out = ::testing::internal::GetCapturedStdout();
  EXPECT_NE(out.find("MISMATCH: element "), std::string::npos) << out;
  EXPECT_NE(out.find("; by the f64 oracle: element 37 is 0.0"), std::string::npos) << out;
  EXPECT_NE(out.find("; no f64 oracle for this program"), std::string::npos) << out;
}

// The twin: f64 inputs and dtype arguments, integers kept, the same values.
TEST(CheckOracle, TheF64TwinWidensInputsAndDtypeArguments) {
  Trace t = parse_trace(
      "def computation(a, i):\n"
      "  # a: \"cpu f16[4, 8]\"\n"
      "  # i: \"cpu i64[4, 1]\"\n"
      "  t0 = ltorch.add(a, i)\n"
      "  t1 = ltorch.to(t0, torch.bfloat16)\n"
      "  r = ltorch.arange(8, dtype=torch.float32)\n"
      "  t2 = ltorch.mul(t1, r)\n"
      "  t3 = ltorch.argmax(t2, 1)\n"
      "  return (t1, t2, t3)\n");
  std::optional<Trace> twin = f64_twin(t);
  ASSERT_TRUE(twin);
  auto in = twin->input_proxies();
  EXPECT_EQ(in[0]->tensor().dtype, DType::f64);
  EXPECT_EQ(in[1]->tensor().dtype, DType::i64);
  std::vector<RuntimeValue> inputs = random_inputs(t, 3);
  std::vector<RuntimeValue> low = run_reference(t, inputs, ExecutionLevel::TopLevel);
  std::vector<RuntimeValue> high =
      run_reference(*twin, widened_to_f64(inputs), ExecutionLevel::TopLevel);
  ASSERT_EQ(high.size(), 3u);
  const DType want_low[] = {DType::bf16, DType::f32, DType::i64};
  const DType want_high[] = {DType::f64, DType::f64, DType::i64};
  for (size_t o = 0; o < 3; ++o) {
    const auto& l = std::get<HostTensor>(low[o]);
    const auto& h = std::get<HostTensor>(high[o]);
    EXPECT_EQ(l.dtype, want_low[o]) << o;
    EXPECT_EQ(h.dtype, want_high[o]) << o;
    if (o == 2) continue;  // an argmax may go either way between two near values
    for (int64_t k = 0; k < l.numel(); ++k)
      EXPECT_NEAR(l.get(k), h.get(k), 0.01 * std::abs(h.get(k)) + 1e-3) << o << ", " << k;
  }
  // A fused trace is built from regions, not retraced.
  auto fused = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/mlp.fused.trace");
  EXPECT_FALSE(f64_twin(main_trace(fused)));
}

// The CLI end to end: the four-layer MLP's gradients fail the element-wise
// tolerance and pass as rounding.
TEST(CheckOracle, RunGradCheckOfAFourLayerMlpPassesByTheOracle) {
  auto [rc, out] = testing::run_command(testing::kCli + " run " + FULGUR_SOURCE_DIR +
                                        "/tests/dist/mlp4_mse.trace --grad --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("ok (rounding, by the f64 oracle"), std::string::npos) << out;
  EXPECT_EQ(out.find("MISMATCH"), std::string::npos) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
}

}  // namespace
}  // namespace fulgur
