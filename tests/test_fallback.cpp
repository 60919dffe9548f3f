// The libtorch fallback (runtime/aten_fallback.h): an ATen op fulgur has no
// ltorch definition for is an opaque "aten.*" symbol typed on meta tensors,
// run through libtorch on the CPU path, printed by its name, and
// differentiated through libtorch autograd.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "cli_runner.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/trace.h"
#include "runtime/aten_fallback.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

// erfinv and lgamma have no ltorch definition: only the fallback knows them.
const char* kTrace = R"(def computation(x, y):
  # x: "cpu f32[4, 5]"
  # y: "cpu f32[5]"
  t0 = ltorch.tanh(x)
  t1 = aten.erfinv(t0)
  t2 = ltorch.mul(t1, y)
  t5 = ltorch.abs(t2)
  t3 = aten.lgamma(t5)
  t4 = aten.amax(t3, (1,))
  return (t2, t4)
)";

std::string write_trace(const std::string& name, const std::string& text) {
  fs::path dir = fs::temp_directory_path() / ("fulgur_fallback_" + std::to_string(getpid()));
  fs::create_directories(dir);
  fs::path p = dir / name;
  std::ofstream(p) << text;
  return p.string();
}

// The message of the Error `f` raises ("(no error)" when it raises none).
template <typename F>
std::string message(F f) {
  try {
    f();
  } catch (const Error& e) {
    return std::string(e.what());
  }
  return std::string("(no error)");
}

TEST(AtenFallback, TypesComeFromMetaTensorsAndPrintRoundTrips) {
  Trace t = parse_trace(kTrace, "fallback.trace");
  std::string printed = print_trace(t);
  EXPECT_NE(printed.find("t1 = aten.erfinv(t0)  # t1: \"cpu f32[4, 5]\""), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("aten.amax(t3, (1,))  # t4: \"cpu f32[4]\""), std::string::npos)
      << printed;
  EXPECT_EQ(print_trace(parse_trace(printed, "printed.trace")), printed);
}

TEST(AtenFallback, AnOpOnlyTheFallbackKnowsRunsOnTheCpuAndMatchesLibtorch) {
  std::string path = write_trace("run.trace", kTrace);
  auto [rc, out] = testing::run_command(testing::kCli + " run " + path + " --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
  // The host program names the fallback calls it makes through libtorch.
  auto [rc2, listing] =
      testing::run_command(testing::kCli + " print " + path + " --passes --device cpu");
  EXPECT_EQ(rc2, 0) << listing;
  EXPECT_NE(listing.find("aten.erfinv"), std::string::npos) << listing;
  EXPECT_NE(listing.find("aten.lgamma"), std::string::npos) << listing;
}

TEST(AtenFallback, GradientsComeFromLibtorchAutograd) {
  std::string text = kTrace;
  text.replace(text.find("cpu f32[4, 5]\""), 14, "cpu f32[4, 5] requires_grad\"");
  std::string path = write_trace("grad.trace", text);
  auto [rc, out] = testing::run_command(testing::kCli + " run " + path + " --grad --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
  Trace t = parse_trace(text, "grad.trace");
  auto [rc2, printed] = testing::run_command(testing::kCli + " print " + path + " --grad");
  EXPECT_EQ(rc2, 0) << printed;
  EXPECT_NE(printed.find("aten_vjp.erfinv("), std::string::npos) << printed;
}

TEST(AtenFallback, TheCppEntryMarksTheCallAndNamesBadOps) {
  TraceBuilder tb;
  TensorType tt;
  tt.shape = {3, 4};
  ProxyPtr x = tb.add_input("x", ProxyType::of_tensor(tt));
  Value r = call_aten_fallback(tb, "aten::special_i0e", {x});
  Value s = call_aten_fallback(tb, "clamp_min", {r, 0.5});
  Value c = call_aten_fallback(tb, "cumprod", {s, 1}, {{"dtype", DType::f64}});
  tb.set_return(Value::tuple({c}));
  Trace t = tb.finish();
  std::string printed = print_trace(t);
  EXPECT_NE(printed.find("# libtorch fallback: torch.ops.aten.special_i0e\n"), std::string::npos)
      << printed;
  EXPECT_NE(printed.find("aten.cumprod(t1, 1, dtype=torch.float64)  # t2: \"cpu f64[3, 4]\""),
            std::string::npos)
      << printed;
  EXPECT_EQ(print_trace(parse_trace(printed, "api.trace")), printed);

  EXPECT_NE(message([] {
              aten_fallback_symbol("no_such_op_anywhere");
            }).find("libtorch has no op aten::no_such_op_anywhere"),
            std::string::npos);
  EXPECT_NE(message([] {
              aten_fallback_symbol("_foreach_add_", "Scalar");
            }).find("aten::_foreach_add_.Scalar writes into its argument 'self' of type Tensor[]"),
            std::string::npos);
  EXPECT_NE(message([] {
              parse_trace(
                  "def computation(x):\n  # x: \"cpu f32[3]\"\n  t = aten.erfinv(x, 2)\n"
                  "  return t\n",
                  "bad.trace");
            }).find("aten.erfinv"),
            std::string::npos);
}

// An op that writes into its arguments is functional in the trace: it returns
// its own results, then each written argument's new value, and leaves the
// argument as it was; an op with several results is differentiated through
// libtorch autograd with one cotangent per result.
TEST(AtenFallback, WritingAndMultiOutputOpsAreFunctionalAndDifferentiable) {
  TraceBuilder tb;
  TensorType tt;
  tt.shape = {4, 6};
  tt.requires_grad = true;
  ProxyPtr x = tb.add_input("x", ProxyType::of_tensor(tt));
  TensorType mt;
  mt.shape = {6};
  ProxyPtr m = tb.add_input("m", ProxyType::of_tensor(mt));
  Value added = call_aten_fallback(tb, "add_", {m, 2.0}, {}, "Scalar");
  ASSERT_TRUE(added.is_seq()) << describe(added);
  ASSERT_EQ(added.seq().items.size(), 1u);  // self's new value; the aliasing result left out
  Value sorted = call_aten_fallback(tb, "sort", {x, 1, true});
  ASSERT_TRUE(sorted.is_seq());
  ASSERT_EQ(sorted.seq().items.size(), 2u);
  Value top = call_aten_fallback(tb, "topk", {x, 2});
  Value y = tb.call("ltorch.mul", {sorted.seq().items[0], added.seq().items[0]});
  Value z = tb.call("ltorch.sum", {top.seq().items[0]});
  tb.set_return(Value::tuple({y, z, m}));
  std::string printed = print_trace(tb.finish());
  EXPECT_NE(printed.find("aten.add_.Scalar(m, 2.0)"), std::string::npos) << printed;
  EXPECT_EQ(print_trace(parse_trace(printed, "write.trace")), printed);
  std::string path = write_trace("write.trace", printed);
  auto [rc, out] = testing::run_command(testing::kCli + " run " + path + " --grad --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
  auto [rc2, grad] = testing::run_command(testing::kCli + " print " + path + " --grad");
  EXPECT_EQ(rc2, 0) << grad;
  EXPECT_NE(grad.find("aten_vjp.sort("), std::string::npos) << grad;
  EXPECT_NE(grad.find("aten_vjp.topk("), std::string::npos) << grad;
}

// An op that writes into an argument which requires grad: its new value
// would carry no gradient, so autodiff refuses it by name.
TEST(AtenFallback, AWrittenArgumentThatRequiresGradIsRefusedByAutodiff) {
  std::string path = write_trace("write_grad.trace", R"(def computation(x):
  # x: "cpu f32[4, 6] requires_grad"
  t0 = ltorch.mul(x, 2.0)
  (t1,) = aten.add_.Scalar(t0, 2.0)
  t2 = ltorch.mul(t1, 3.0)
  return (t2,)
)");
  auto [rc, out] = testing::run_command(testing::kCli + " run " + path + " --grad");
  EXPECT_NE(rc, 0) << out;
  EXPECT_NE(out.find("aten.add_.Scalar writes into its argument 'self' (t0), which requires grad"),
            std::string::npos)
      << out;
}

// Complex tensors are values of libtorch ops: they print and parse as c64 /
// c128, run and differentiate through the fallback (the gradient of a value
// used twice summed by libtorch), and fulgur's own ops refuse them by name.
TEST(AtenFallback, ComplexValuesFlowThroughLibtorchOpsOnly) {
  const char* text = R"(def computation(x):
  # x: "cpu f32[4, 3, 2] requires_grad"
  t0 = aten.view_as_complex(x)
  t1 = aten.mul.Tensor(t0, t0)
  t2 = aten.add.Tensor(t1, t0)
  t3 = aten.view_as_real(t2)
  t4 = ltorch.mul(t3, 2.0)
  t5 = aten.abs(t2)
  return (t4, t5)
)";
  Trace t = parse_trace(text, "complex.trace");
  std::string printed = print_trace(t);
  EXPECT_NE(printed.find("t1 = aten.mul.Tensor(t0, t0)  # t1: \"cpu c64[4, 3]\""),
            std::string::npos)
      << printed;
  EXPECT_NE(printed.find("t5 = aten.abs(t2)  # t5: \"cpu f32[4, 3]\""), std::string::npos)
      << printed;
  EXPECT_EQ(print_trace(parse_trace(printed, "printed.trace")), printed);
  std::string path = write_trace("complex.trace", text);
  auto [rc, out] = testing::run_command(testing::kCli + " run " + path + " --grad --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;

  std::string bad = text;
  bad.replace(bad.find("aten.view_as_real(t2)"), 21, "ltorch.mul(t2, 2.0)");
  std::string refused = message([&] { parse_trace(bad, "bad.trace"); });
  EXPECT_NE(refused.find("ltorch.mul takes a c64 tensor (t2): fulgur's own ops take real tensors"),
            std::string::npos)
      << refused;
}

}  // namespace
}  // namespace fulgur
