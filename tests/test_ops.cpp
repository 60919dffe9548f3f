// Op samples against libtorch: meta inference (output shape and dtype),
// decompositions (prim-level execution vs each ltorch op's libtorch
// namesake) and the print/parse round trip. Also type promotion.
#include <gtest/gtest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>

#include <ATen/native/TypeProperties.h>

#include "cli_runner.h"
#include "codegen/cuda_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "op_samples.h"
#include "runtime/aten_interop.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/inputs.h"
#include "runtime/philox.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

using testing::op_samples;
using testing::OpSample;
using testing::sample_trace_text;

std::map<std::string, std::vector<OpSample>> samples_by_op() {
  std::map<std::string, std::vector<OpSample>> m;
  for (auto& s : op_samples()) m[s.op].push_back(s);
  return m;
}

TEST(OpSamples, CoverEveryLtorchOp) {
  auto by_op = samples_by_op();
  for (const Symbol* s : all_symbols()) {
    if (s->ns == "ltorch") {
      EXPECT_TRUE(by_op.count(s->qualified())) << s->qualified() << " has no op sample";
    }
  }
}

TEST(OpSamples, CoverEveryDType) {
  std::set<std::string> seen;
  for (const auto& s : op_samples())
    for (const auto& d : s.dtypes) seen.insert(d);
  for (DType d : kRealDTypes)  // complex tensors are libtorch ops' only
    EXPECT_TRUE(seen.count(std::string(dtype_short_name(d)))) << dtype_short_name(d);
}

class OpSampleTest : public ::testing::TestWithParam<std::string> {};

TEST_P(OpSampleTest, MetaDecompositionAndRoundTrip) {
  auto by_op = samples_by_op();
  int cases = 0;
  for (const OpSample& s : by_op.at(GetParam())) {
    for (const std::string& dt : s.dtypes) {
      std::string text = sample_trace_text(s, dt);
      SCOPED_TRACE(text);
      Trace t = parse_trace(text, "sample.trace");
      auto inputs = random_inputs(t, 1234);
      std::vector<RuntimeValue> ref, prim;
      ASSERT_NO_THROW(ref = run_reference(t, inputs, ExecutionLevel::TopLevel));
      ASSERT_NO_THROW(prim = run_reference(t, inputs, ExecutionLevel::Prims));
      std::vector<ProxyPtr> outs;
      collect_proxies(t.returned(), outs);
      ASSERT_EQ(ref.size(), outs.size());
      ASSERT_EQ(prim.size(), outs.size());
      for (size_t i = 0; i < outs.size(); ++i) {
        // Meta inference against libtorch.
        const HostTensor& r = std::get<HostTensor>(ref[i]);
        EXPECT_EQ(shape_string(r.shape), shape_string(outs[i]->tensor().shape)) << "output " << i;
        EXPECT_EQ(dtype_short_name(r.dtype), dtype_short_name(outs[i]->tensor().dtype))
            << "output " << i;
        // Decomposition against libtorch values.
        Comparison c = compare(prim[i], ref[i]);
        EXPECT_TRUE(c.ok) << "output " << i << ": " << c.problem;
      }
      // print -> parse -> print is the identity, at full depth and at depth 1.
      for (int depth : {-1, 1}) {
        std::string printed = print_trace(t, {depth});
        std::string again = print_trace(parse_trace(printed, "printed.trace"), {depth});
        EXPECT_EQ(printed, again);
      }
      ++cases;
    }
  }
  EXPECT_GT(cases, 0);
}

std::vector<std::string> op_names() {
  std::vector<std::string> names;
  for (const auto& [op, _] : samples_by_op()) names.push_back(op);
  return names;
}

INSTANTIATE_TEST_SUITE_P(Ltorch, OpSampleTest, ::testing::ValuesIn(op_names()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param.substr(info.param.find('.') + 1);
                         });

// The new ops' meta functions refuse bad arguments with a message naming
// what was expected and what came.
TEST(OpMeta, BadArgumentsOfTheNewOpsAreNamed) {
  struct Bad {
    std::string call;  // using x: f32[4, 8], m: b8[4, 8], i: i64[3], e: f32[0, 5]
    std::string expected;
  };
  const std::vector<Bad> cases = {
      {"ltorch.clamp(x)", "at least one of 'min' or 'max' must not be None"},
      {"ltorch.clamp(m, True)", "ltorch.clamp: bool operands are refused, as PyTorch refuses them"},
      {"ltorch.flatten(x, 1, 0)", "start_dim (1) cannot come after end_dim (0)"},
      {"ltorch.stack([x, i])",
       "expects each tensor to be equal size, but got [4, 8] at entry 0 "
       "and [3] at entry 1"},
      {"ltorch.masked_fill(x, i, 1.0)", "expected a bool mask, got i64[3]"},
      {"ltorch.masked_fill(x, m, x)", "only supports a 0-dimensional value tensor"},
      {"ltorch.tril(i)", "input tensor must have at least 2 dimensions, got i64[3]"},
      {"ltorch.logsumexp(x, ())", "dim must name at least one dim"},
      {"ltorch.argmax(m)", "ltorch.argmax: does not support bool input"},
      {"ltorch.argmin(e, 0)", "expected reduction dim 0 to have non-zero size"},
      {"ltorch.max(x, keepdim=True)", "keepdim needs a dim"},
      {"ltorch.index_select(x, 0, x)", "index must be an int64 or int32 tensor, got f32[4, 8]"},
      {"ltorch.gather(x, 1, i)", "index must have as many dims as input"},
      {"ltorch.bmm(x, x)", "input must be a 3-D tensor, got f32[4, 8]"},
      {"ltorch.scaled_dot_product_attention(x, x, x, dropout_p=0.1)",
       "dropout_p other than 0.0 is not supported"},
      {"ltorch.scaled_dot_product_attention(x, x, x, m, is_causal=True)",
       "attn_mask and is_causal cannot both be set"},
      {"ltorch.scaled_dot_product_attention(x, x, x, enable_gqa=True)",
       "enable_gqa needs a heads dim (-3)"},
      {"ltorch.to(x, 'cuda:0')", "moving between devices (cpu to cuda:0)"},
      {"ltorch.to(x, torch.float16, dtype=torch.float64)", "got multiple values for dtype"},
      {"ltorch.arange(1, 5, 0)", "step must be nonzero"},
      {"ltorch.var(x, True, 1)", "the form (input, unbiased) takes no dim"},
      {"ltorch.round(i, decimals=2)", "decimals is not supported for integer tensors"},
      {"ltorch.scatter_add(x, 0, i, x)", "index, input and src must have the same number of dims"},
      {"ltorch.scatter_add(x, 0, m, x)", "index must be an int64 tensor, got b8[4, 8]"},
      {"ltorch.scatter_add(m, 0, i, x)",
       "expected self.dtype to be equal to src.dtype, got b8 and f32"},
      {"ltorch.dropout(i, 0.5)", "training-mode dropout takes a floating-point tensor"},
      {"ltorch.fmod(5, 0)", "integer division by zero"},
      {"ltorch.pow(2, -1)", "integers to negative integer powers are not allowed"},
      {"ltorch.embedding(i, x, padding_idx=0)",
       "padding_idx, max_norm, scale_grad_by_freq and "
       "sparse are not supported yet"},
  };
  for (const auto& c : cases) {
    std::string text =
        "def computation(x, m, i, e):\n  # x: \"cpu f32[4, 8]\"\n"
        "  # m: \"cpu b8[4, 8]\"\n  # i: \"cpu i64[3]\"\n  # e: \"cpu f32[0, 5]\"\n  r = " +
        c.call + "\n  return r\n";
    std::string msg;
    try {
      parse_trace(text, "bad.trace");
    } catch (const Error& e) {
      msg = e.what();
    }
    EXPECT_NE(msg.find(c.expected), std::string::npos)
        << c.call << "\n  expected: " << c.expected << "\n  got:      " << msg;
  }
}

// scatter_add checks its indices when it runs on the CPU (PyTorch's
// message): an index outside [0, size) along dim is an error, never a write
// out of bounds or a dropped element.
TEST(ScatterAdd, AnOutOfRangeIndexIsAnErrorWhenItRuns) {
  Trace t = parse_trace(R"(def computation(x, i, s):
  # x: "cpu f32[4, 5]"
  # i: "cpu i64[2, 5]"
  # s: "cpu f32[2, 5]"
  y = ltorch.scatter_add(x, 0, i, s)
  return (y,)
)",
                        "t.trace");
  JitFunction f = jit(t);
  for (int64_t bad : {4, -1, 100}) {
    auto in = random_inputs(t, 1);
    std::get<HostTensor>(in[1]).set(7, static_cast<double>(bad));
    std::string msg;
    try {
      f(in);
    } catch (const Error& e) {
      msg = e.what();
    }
    EXPECT_NE(
        msg.find("index " + std::to_string(bad) + " is out of bounds for dimension 0 with size 4"),
        std::string::npos)
        << bad << ": " << msg;
  }
  // In range: every src element lands, duplicates add up.
  auto in = random_inputs(t, 2);
  auto& idx = std::get<HostTensor>(in[1]);
  for (int64_t k = 0; k < idx.numel(); ++k) idx.set(k, 1);
  HostTensor y = std::get<HostTensor>(f(in).at(0));
  const auto& x = std::get<HostTensor>(in[0]);
  const auto& s = std::get<HostTensor>(in[2]);
  for (int64_t c = 0; c < 5; ++c) {
    EXPECT_FLOAT_EQ(y.get(5 + c), x.get(5 + c) + s.get(c) + s.get(5 + c));
    EXPECT_EQ(y.get(c), x.get(c));
  }
}

// Arithmetic on two Python numbers gives a number with PyTorch's promotion
// of the operands' kinds (folded when both are known), usable by tensor ops
// after it, on the CPU path, the reference and the emulated CUDA path.
TEST(NumberArithmetic, TwoPythonNumbersGiveANumber) {
  Trace t = parse_trace(R"(def computation(x, n):
  # x: "cpu f32[3, 4]"
  # n: "int 5"
  a = ltorch.add(n, 3)
  b = ltorch.div(7, 2)
  c = ltorch.mul(a, b)
  d = ltorch.add(True, True)
  e = ltorch.sub(n, 1.5)
  f = ltorch.lt(n, 2)
  g = ltorch.exp(0)
  y = ltorch.mul(x, c)
  return (y, a, b, c, d, e, f, g)
)",
                        "t.trace");
  std::string printed = print_trace(t);
  for (const char* want :
       {"# a: \"int 8\"", "# b: \"float 3.5\"", "# c: \"float 28.0\"", "# d: \"bool True\"",
        "# e: \"float 3.5\"", "# f: \"bool False\"", "# g: \"float 1.0\""})
    EXPECT_NE(printed.find(want), std::string::npos) << want << "\n" << printed;
  EXPECT_EQ(print_trace(parse_trace(printed, "again.trace")), printed);
  auto in = random_inputs(t, 3);
  const std::vector<Scalar> numbers = {int64_t{8}, 3.5, 28.0, true, 3.5, false, 1.0};
  auto check = [&](const std::vector<RuntimeValue>& out, const char* how) {
    const auto& x = std::get<HostTensor>(in[0]);
    const auto& y = std::get<HostTensor>(out.at(0));
    for (int64_t k = 0; k < x.numel(); ++k)
      ASSERT_EQ(static_cast<float>(y.get(k)), static_cast<float>(x.get(k)) * 28.0f) << how;
    for (size_t k = 0; k < numbers.size(); ++k)
      EXPECT_EQ(std::get<Scalar>(out.at(k + 1)), numbers[k]) << how << " output " << k + 1;
  };
  check(run_reference(t, in, ExecutionLevel::TopLevel), "reference");
  check(run_reference(t, in, ExecutionLevel::Prims), "prims");
  if (codegen::cpu::llvm_available()) {
    JitFunction f = jit(t);
    check(f(in), "cpu");
  }
  codegen::CudaProgram emu(t, std::make_shared<cuda::Device>(0, &cuda::emulated_driver()));
  check(emu.run(in), "cuda-emu");
}

// A number only known when the program runs (here: the seed prims.philox_state
// draws) goes through the same arithmetic as a host op.
TEST(NumberArithmetic, NumbersKnownOnlyAtRunTime) {
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[3, 4]"
  (s, o) = prims.philox_state()
  k = ltorch.add(o, 2)
  y = ltorch.mul(x, k)
  return (y, k)
)",
                        "t.trace");
  EXPECT_NE(print_trace(t).find("# k: \"int\""), std::string::npos) << print_trace(t);
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "no LLVM";
  JitFunction f = jit(t);
  auto in = random_inputs(t, 4);
  manual_seed(1);
  for (int64_t off : {0, 1}) {
    auto out = f(in);
    EXPECT_EQ(std::get<Scalar>(out.at(1)), Scalar(off + 2));
    const auto& x = std::get<HostTensor>(in[0]);
    EXPECT_EQ(std::get<HostTensor>(out.at(0)).get(5), static_cast<float>(x.get(5)) * (off + 2));
  }
}

// baddbmm with beta=0 does not read input: its NaNs do not reach the
// result, as in PyTorch (beta * NaN would be NaN).
TEST(OpMeta, BaddbmmWithBetaZeroIgnoresTheInput) {
  Trace t = parse_trace(R"(def computation(x, a, b):
  # x: "cpu f32[2, 3, 5]"
  # a: "cpu f32[2, 3, 4]"
  # b: "cpu f32[2, 4, 5]"
  r = ltorch.baddbmm(x, a, b, beta=0, alpha=0.5)
  return r
)",
                        "baddbmm.trace");
  auto inputs = random_inputs(t, 3);
  std::get<HostTensor>(inputs[0]).set(0, std::nan(""));
  auto ref = run_reference(t, inputs, ExecutionLevel::TopLevel);
  auto prim = run_reference(t, inputs, ExecutionLevel::Prims);
  Comparison c = compare(prim[0], ref[0]);
  EXPECT_TRUE(c.ok) << c.problem;
  EXPECT_FALSE(std::isnan(std::get<HostTensor>(prim[0]).get(0)));
}

// A probability target that requires grad gets -(1 - eps) w log_softmax(x)
// g / D; the op samples differentiate only the input (as class weights take
// none), so this checks the target's gradient against libtorch autograd.
TEST(OpMeta, CrossEntropyProbabilityTargetsTakeGradients) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "this build has no LLVM";
  fs::path p = fs::temp_directory_path() / ("fulgur_ce_" + std::to_string(getpid()) + ".trace");
  std::ofstream(p) << R"(def computation(x, t, w):
  # x: "cpu f64[6, 5] requires_grad"
  # t: "cpu f64[6, 5] requires_grad"
  # w: "cpu f64[5]"
  r = ltorch.cross_entropy(x, t, w, label_smoothing=0.2)
  return r
)";
  auto [rc, out] = testing::run_command(testing::kCli + " run " + p.string() + " --grad --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("grad of t: max abs err"), std::string::npos) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
  fs::remove(p);
}

TEST(TypePromotion, PromoteTypesMatchesTorch) {
  for (DType a : kAllDTypes) {
    for (DType b : kAllDTypes) {
      at::ScalarType expect;
      try {
        expect = at::promote_types(to_aten(a), to_aten(b));
      } catch (const c10::Error&) {  // uint16/32/64 with a non-float: refused by both
        EXPECT_THROW(promote_types(a, b), Error)
            << dtype_short_name(a) << " with " << dtype_short_name(b);
        continue;
      }
      EXPECT_EQ(to_aten(promote_types(a, b)), expect)
          << dtype_short_name(a) << " with " << dtype_short_name(b);
    }
  }
}

TEST(TypePromotion, ResultTypeWithZeroDimAndScalarsMatchesTorch) {
  auto wrapped = [](ScalarKind k) {
    at::Tensor t = k == ScalarKind::Bool  ? at::scalar_tensor(true, at::kBool)
                   : k == ScalarKind::Int ? at::scalar_tensor(2, at::kLong)
                                          : at::scalar_tensor(2.5, at::kDouble);
    t.unsafeGetTensorImpl()->set_wrapped_number(true);
    return t;
  };
  for (DType a : kAllDTypes) {
    for (DType z : kAllDTypes) {
      for (ScalarKind k : {ScalarKind::Bool, ScalarKind::Int, ScalarKind::Float}) {
        TypePromoter p;
        p.add_tensor(a, 2);
        p.add_tensor(z, 0);
        p.add_scalar(k);
        at::Tensor ta = at::zeros({2, 2}, to_aten(a));
        at::Tensor tz = at::zeros({}, to_aten(z));
        // torch.result_type over all three operands at once.
        at::ScalarType expect;
        try {
          at::native::ResultTypeState st;
          st = at::native::update_result_type_state(ta, st);
          st = at::native::update_result_type_state(tz, st);
          st = at::native::update_result_type_state(wrapped(k), st);
          expect = at::native::result_type(st);
        } catch (const c10::Error&) {  // uint16/32/64 with a non-float: refused by both
          EXPECT_THROW(p.result(), Error) << dtype_short_name(a) << " with " << dtype_short_name(z);
          continue;
        }
        // torch.bcomplex32 (bfloat16 parts): refused by name.
        if (c10::isComplexType(expect) && expect != at::kComplexHalf &&
            c10::elementSize(expect) == 4) {
          EXPECT_THROW(p.result(), Error) << dtype_short_name(a) << " with " << dtype_short_name(z);
          continue;
        }
        EXPECT_EQ(to_aten(p.result()), expect)
            << dtype_short_name(a) << "[2, 2] with " << dtype_short_name(z) << "[] and scalar kind "
            << static_cast<int>(k);
      }
    }
  }
}

}  // namespace
}  // namespace fulgur
