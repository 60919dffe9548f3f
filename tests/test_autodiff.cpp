// Autodiff: the grad transform (joint trace, forward/backward split with
// saved_for_backward, recomputation), the gradient rules of every op sample
// and example against libtorch autograd, compiled for the CPU.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <optional>

#include "cli_runner.h"
#include "codegen/grad_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/printer.h"
#include "op_samples.h"
#include "runtime/f64_oracle.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

#define SKIP_WITHOUT_LLVM() \
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)"

bool any_float_input(const Trace& t) {
  for (const auto& p : t.input_proxies())
    if (p->is_tensor() && is_float(p->tensor().dtype)) return true;
  return false;
}

// Differentiates `t` (every float input) compiled for the CPU and through
// libtorch autograd on the same inputs and cotangents; returns every
// mismatch (empty when all match). `differentiable` reports whether any
// output had a cotangent.
// `set_inputs` may overwrite the random inputs (points random values never hit).
using InputEdit = std::function<void(std::vector<RuntimeValue>&)>;

std::string grad_differential(Trace t, uint64_t seed, bool* differentiable = nullptr,
                              bool mark_float_inputs = true, const InputEdit& set_inputs = {}) {
  if (mark_float_inputs) require_grad_of_float_inputs(t);
  ForwardBackward fb = grad_transform(t);
  if (differentiable) *differentiable = !fb.cotangent_of.empty();
  std::vector<RuntimeValue> inputs = random_inputs(t, seed);
  if (set_inputs) set_inputs(inputs);
  std::vector<bool> wrt;
  for (const auto& p : t.input_proxies())
    wrt.push_back(p->is_tensor() && p->tensor().requires_grad);
  if (fb.cotangent_of.empty()) {
    // Nothing differentiable: libtorch must agree that no output requires grad.
    std::vector<std::optional<HostTensor>> none(fb.num_outputs);
    ReferenceGrads ref = run_reference_grad(t, inputs, wrt, none);
    for (size_t i = 0; i < ref.output_requires_grad.size(); ++i)
      if (ref.output_requires_grad[i])
        return "output " + std::to_string(i) + " requires grad in libtorch, but not here\n";
    return "";
  }
  std::vector<HostTensor> cots = random_cotangents(fb, seed);
  codegen::CpuGradProgram program(fb);
  auto fwd = program.forward(inputs);
  auto grads = program.backward(fwd.saved, cots);
  std::vector<std::optional<HostTensor>> ref_cots(fb.num_outputs);
  for (size_t i = 0; i < fb.cotangent_of.size(); ++i) ref_cots[fb.cotangent_of[i]] = cots[i];
  ReferenceGrads ref = run_reference_grad(t, inputs, wrt, ref_cots);
  std::string problems;
  for (size_t i = 0; i < fwd.outputs.size(); ++i) {
    Comparison c = compare(fwd.outputs[i], ref.outputs[i]);
    if (!c.ok) problems += "output " + std::to_string(i) + ": " + c.problem + "\n";
  }
  Tolerance tol = loosest_tolerance(t);
  std::vector<ProxyPtr> params = t.input_proxies();
  // A gradient beyond the element-wise tolerance is judged by the f64 oracle
  // (runtime/f64_oracle.h, as `fulgur run --check` judges): a gradient summed
  // over many terms carries rounding in libtorch and here alike, and which
  // of the two lands nearer depends on the CPU's vector width (libtorch's
  // AVX-512 kernels sum in another order than its AVX2 ones); a bug puts
  // fulgur farther from the f64 values than libtorch.
  std::optional<ReferenceGrads> truth;
  auto oracle = [&]() -> const ReferenceGrads* {
    if (!truth) {
      std::optional<Trace> twin = f64_twin(t);
      if (!twin) return nullptr;
      std::vector<std::optional<HostTensor>> wide(fb.num_outputs);
      for (size_t i = 0; i < ref_cots.size(); ++i)
        if (ref_cots[i]) wide[i] = widened_to_f64(*ref_cots[i]);
      truth = run_reference_grad(*twin, widened_to_f64(inputs), wrt, wide);
    }
    return &*truth;
  };
  for (size_t i = 0; i < params.size(); ++i) {
    if (grads[i].has_value() != ref.grads[i].has_value()) {
      problems += "grad of " + params[i]->name + ": ours is " + (grads[i] ? "a tensor" : "None") +
                  ", libtorch's is " + (ref.grads[i] ? "a tensor" : "None") + "\n";
      continue;
    }
    if (!grads[i]) continue;
    Comparison c = compare(*grads[i], *ref.grads[i], tol);
    if (c.ok) continue;
    const ReferenceGrads* o = oracle();
    if (o && i < o->grads.size() && o->grads[i]) {
      OracleVerdict v = judge_with_oracle(*grads[i], *ref.grads[i], *o->grads[i], tol);
      if (v.applies && v.ok) continue;
      if (v.applies) {
        problems += "grad of " + params[i]->name + ": " + c.problem +
                    " (the f64 oracle: " + v.problem + ")\n";
        continue;
      }
    }
    problems += "grad of " + params[i]->name + ": " + c.problem + "\n";
  }
  return problems;
}

constexpr const char* kMulTrace = R"TXT(def computation(w, x):
  # w: "cpu f32[16, 16] requires_grad"
  # x: "cpu f32[16, 16] requires_grad"
  t0 = ltorch.mul(w, x)  # t0: "cpu f32[16, 16]"
  return t0
)TXT";

TEST(Autodiff, BackwardTraceHasThunderShapeAndParsesBack) {
  ForwardBackward fb = grad_transform(parse_trace(kMulTrace));
  std::string bw = print_trace(fb.backward);
  // The shape of thunder's backward: saved values and cotangents unpacked.
  EXPECT_NE(bw.find("def backward_fn(saved_for_backward, cotangents):\n"
                    "  C0, _, = saved_for_backward\n"
                    "  t2, = cotangents  # t2: \"cpu f32[16, 16]\"\n"
                    "  w, x, = C0"),
            std::string::npos)
      << bw;
  EXPECT_NE(bw.find("t3 = ltorch.mul(t2, x)"), std::string::npos) << bw;
  EXPECT_NE(bw.find("t4 = ltorch.mul(t2, w)"), std::string::npos) << bw;
  EXPECT_NE(bw.find("return (t3, t4)"), std::string::npos) << bw;
  EXPECT_EQ(print_trace(parse_trace(bw)), bw);
  std::string fw = print_trace(fb.forward);
  EXPECT_NE(fw.find("return (t0, ((w, x), ()))"), std::string::npos) << fw;
  EXPECT_EQ(print_trace(parse_trace(fw)), fw);
  EXPECT_EQ(fb.saved_tensors, 2u);
  EXPECT_EQ(fb.cotangent_of, (std::vector<size_t>{0}));
  EXPECT_EQ(fb.has_grad, (std::vector<bool>{true, true}));
}

TEST(Autodiff, OnlyInputsThatRequireGradGetGradients) {
  std::string text = kMulTrace;
  text.replace(text.find("16] requires_grad\"\n  # x"), 24, "16]\"\n  # x");
  Trace t = parse_trace(text);
  ForwardBackward fb = grad_transform(t);
  EXPECT_EQ(fb.has_grad, (std::vector<bool>{false, true}));
  // Only w is read (x's gradient is g * w).
  EXPECT_EQ(fb.saved_tensors, 1u);
  EXPECT_NE(print_trace(fb.backward).find("return (None, t3)"), std::string::npos)
      << print_trace(fb.backward);
}

TEST(Autodiff, JointTraceAgreesWithTheSplit) {
  Trace t = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/mlp.trace").back();
  require_grad_of_float_inputs(t);
  ForwardBackward fb = grad_transform(t);
  std::vector<RuntimeValue> inputs = random_inputs(t, 3);
  std::vector<HostTensor> cots = random_cotangents(fb, 3);
  // Joint: inputs then cotangents; returns (outputs, gradients).
  std::vector<RuntimeValue> joint_in = inputs;
  joint_in.insert(joint_in.end(), cots.begin(), cots.end());
  std::vector<RuntimeValue> joint = run_reference(fb.joint, joint_in, ExecutionLevel::Prims);
  // Split: forward, then the backward on what it saved.
  std::vector<RuntimeValue> fwd = run_reference(fb.forward, inputs, ExecutionLevel::Prims);
  std::vector<RuntimeValue> bw_in(fwd.begin() + static_cast<std::ptrdiff_t>(fb.num_outputs),
                                  fwd.end());
  bw_in.insert(bw_in.end(), cots.begin(), cots.end());
  std::vector<RuntimeValue> bw =
      run_reference(flatten_signature(fb.backward), bw_in, ExecutionLevel::Prims);
  ASSERT_EQ(joint.size(), fb.num_outputs + bw.size());
  for (size_t i = 0; i < fb.num_outputs; ++i) EXPECT_TRUE(compare(joint[i], fwd[i]).ok);
  for (size_t i = 0; i < bw.size(); ++i) {
    Comparison c = compare(bw[i], joint[fb.num_outputs + i]);
    EXPECT_TRUE(c.ok) << "gradient " << i << ": " << c.problem;
  }
}

TEST(Autodiff, CheapValuesAreRecomputedNotSaved) {
  // gelu's output feeds the second linear, whose weight gradient reads it;
  // it is recomputed from the first linear's output, which gelu's rule
  // reads anyway.
  Trace t = parse_trace(R"TXT(def computation(x, w1, w2):
  # x: "cpu f32[8, 32] requires_grad"
  # w1: "cpu f32[64, 32] requires_grad"
  # w2: "cpu f32[16, 64] requires_grad"
  h = ltorch.linear(x, w1)  # h: "cpu f32[8, 64]"
  a = ltorch.gelu(h, approximate='tanh')  # a: "cpu f32[8, 64]"
  y = ltorch.linear(a, w2)  # y: "cpu f32[8, 16]"
  return y
)TXT");
  ForwardBackward fb = grad_transform(t);
  ForwardBackward all = grad_transform(t, {.recompute = false});
  std::string fw = print_trace(fb.forward);
  EXPECT_NE(fw.find("((x, w1, w2, h), ())"), std::string::npos) << fw;
  EXPECT_EQ(fb.saved_tensors, 4u);
  EXPECT_EQ(all.saved_tensors, 5u);  // a as well
  EXPECT_EQ(fb.saved_tensors_without_recompute, 5u);
  EXPECT_LT(fb.saved_bytes, all.saved_bytes);
  // The backward recomputes a = gelu(h) before using it.
  std::string bw = print_trace(fb.backward);
  EXPECT_NE(bw.find("a = ltorch.gelu(h"), std::string::npos) << bw;
  SKIP_WITHOUT_LLVM();
  EXPECT_EQ(grad_differential(t, 0), "");
}

TEST(Autodiff, OpsWithoutARuleAreDifferentiatedThroughTheirDecomposition) {
  // mean has no rule: the forward holds its decomposition instead.
  Trace t = parse_trace(R"TXT(def computation(x):
  # x: "cpu f32[4, 6] requires_grad"
  v = ltorch.mean(x, 1)  # v: "cpu f32[4]"
  return v
)TXT");
  ForwardBackward fb = grad_transform(t);
  std::string fw = print_trace(fb.forward);
  EXPECT_EQ(fw.find("ltorch.mean"), std::string::npos) << fw;
  EXPECT_NE(fw.find("prims.sum(x, (1,))"), std::string::npos) << fw;
  SKIP_WITHOUT_LLVM();
  EXPECT_EQ(grad_differential(t, 0), "");
}

// The gradient of a gather (an embedding) on the CPU is a scatter_add of the
// cotangent, O(indices): it was a one-hot comparison summed over the
// indices, O(indices x vocabulary), a [T, V, D] value that took seconds for
// GPT-2's vocabulary. Repeated indices sum as libtorch's do;
// bf16 accumulates in f32.
TEST(Autodiff, AGathersGradientOnTheCpuIsAScatterAdd) {
  for (const char* dt : {"f32", "bf16"}) {
    std::string text = std::string(R"TXT(def computation(w, idx):
  # w: "cpu DT[50, 8] requires_grad"
  # idx: "cpu i64[6]"
  t0 = ltorch.embedding(idx, w)
  return t0
)TXT");
    text.replace(text.find("DT"), 2, dt);
    Trace t = parse_trace(text, "embedding.trace");
    ForwardBackward fb = grad_transform(t);
    std::string bw = print_trace(fb.backward);
    EXPECT_NE(bw.find("prims.scatter_add("), std::string::npos) << bw;
    for (const auto& b : fb.backward.bsyms)
      for (const auto& o : b.flat_outputs())
        if (o->is_tensor()) {
          EXPECT_LE(o->tensor().numel(), 50 * 8) << o->name << "\n" << bw;
        }
    SKIP_WITHOUT_LLVM();
    EXPECT_EQ(grad_differential(t, 0, nullptr, false,
                                [](std::vector<RuntimeValue>& in) {
                                  HostTensor& idx = std::get<HostTensor>(in[1]);
                                  int64_t v[] = {3, 3, 1, 0, 49, 3};
                                  for (int64_t i = 0; i < 6; ++i) idx.set(i, v[i]);
                                }),
              "")
        << dt;
  }
}

// Edges where a decomposition's chain rule and libtorch's formula part:
// var past its degrees of freedom (libtorch divides by N - correction as it
// is, the forward clamps it at 0), and maximum/minimum with a NaN operand
// (libtorch gives both operands the whole cotangent). Found by the fuzzer.
// (Not var over dim=(): libtorch's backward takes N = 1 there while its
// forward reduces every dim, a PyTorch bug; ours is the forward's gradient.)
TEST(Autodiff, VarPastItsDegreesOfFreedomAndExtremaWithNaNMatchLibtorch) {
  SKIP_WITHOUT_LLVM();
  for (const char* text : {R"TXT(def computation(x, y):
  # x: "cpu f32[1, 1] requires_grad"
  # y: "cpu f32[] requires_grad"
  v = ltorch.var(x, (0, 1), correction=2)  # v: "cpu f32[]"
  m = ltorch.maximum(v, y)  # m: "cpu f32[]"
  return m
)TXT",
                           R"TXT(def computation(x, y):
  # x: "cpu f32[3, 2] requires_grad"
  # y: "cpu f32[3] requires_grad"
  v = ltorch.var(x, 1, correction=2)  # v: "cpu f32[3]"
  m = ltorch.minimum(y, v)  # m: "cpu f32[3]"
  return m
)TXT",
                           R"TXT(def computation(x):
  # x: "cpu f64[4, 5] requires_grad"
  v = ltorch.var(x, (0, 1), keepdim=True, correction=0)  # v: "cpu f64[1, 1]"
  return v
)TXT"}) {
    Trace t = parse_trace(text);
    for (uint64_t seed : {0, 1}) EXPECT_EQ(grad_differential(t, seed), "") << text;
  }
}

TEST(Autodiff, AnOpWithoutGradientRuleIsNamed) {
  Trace t = parse_trace(R"TXT(def computation(x, y):
  # x: "cpu f32[4] requires_grad"
  # y: "cpu f32[4]"
  t0 = prims.copy_(x, y)  # t0: "cpu f32[4]"
  return t0
)TXT");
  try {
    grad_transform(t);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("prims.copy_ has no gradient rule"), std::string::npos)
        << e.what();
  }
}

TEST(Autodiff, WrongCotangentsAreRejectedByOutput) {
  SKIP_WITHOUT_LLVM();
  codegen::CpuGradProgram program(grad_transform(parse_trace(kMulTrace)));
  std::vector<RuntimeValue> inputs = random_inputs(program.traces().forward, 0);
  auto fwd = program.forward(inputs);
  try {
    program.backward(fwd.saved, {HostTensor::empty({16, 8}, DType::f32)});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "the cotangent of output 0 (t0) must be f32[16, 16], got f32[16, 8]"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(program.backward(fwd.saved, {}), Error);
}

TEST(Autodiff, BothTracesFreeBuffersAfterTheirLastUse) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/llama_mlp.trace").back();
  require_grad_of_float_inputs(t);
  codegen::CpuGradProgram program(grad_transform(t));
  for (const codegen::CpuProgram* p : {&program.forward_program(), program.backward_program()}) {
    int frees = 0;
    for (const auto& in : p->host_program().instrs) frees += in.op == HostInstr::Op::Free;
    EXPECT_GT(frees, 0);
  }
}

// Every op sample, in f64 and f32, against libtorch autograd.
TEST(AutodiffSamples, EveryOpSampleGradientMatchesLibtorch) {
  SKIP_WITHOUT_LLVM();
  auto start = std::chrono::steady_clock::now();
  int checked = 0, nondifferentiable = 0;
  std::string failures;
  for (const auto& s : testing::op_samples()) {
    std::vector<std::string> dts;
    for (const auto& d : s.dtypes)
      if (d.empty() || d == "f64" || d == "f32") dts.push_back(d);
    for (const auto& d : dts) {
      Trace t = parse_trace(testing::sample_trace_text(s, d));
      if (!any_float_input(t)) continue;
      if (s.op.back() == '_') {
        // An in-place write into a tensor that requires grad is refused, as
        // PyTorch refuses it on a leaf.
        require_grad_of_float_inputs(t);
        std::string msg = "(no error)";
        try {
          grad_transform(t);
        } catch (const Error& e) {
          msg = e.what();
        }
        if (msg.find("prims.copy_ has no gradient rule") == std::string::npos)
          failures += s.op + "(" + s.call + ") " + d + ": expected a refusal, got " + msg + "\n";
        continue;
      }
      // Class weights take no gradient in PyTorch (nor here): only the input.
      bool only_first = s.op == "ltorch.cross_entropy";
      if (only_first) t.params[0].proxy->type.tensor.requires_grad = true;
      try {
        bool differentiable = false;
        std::string p = grad_differential(t, 7, &differentiable, !only_first);
        differentiable ? ++checked : ++nondifferentiable;
        if (!p.empty()) failures += s.op + "(" + s.call + ") " + d + ":\n" + p;
      } catch (const std::exception& e) {
        failures += s.op + "(" + s.call + ") " + d + ": " + e.what() + "\n";
      }
    }
  }
  EXPECT_EQ(failures, "");
  EXPECT_GT(checked, 300);
  std::cout << checked << " differentiated samples, " << nondifferentiable
            << " with no differentiable output, "
            << std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count()
            << " s\n";
}

// Points random inputs never hit, and forms no ltorch op produces.
TEST(AutodiffSamples, EdgeCasesMatchLibtorch) {
  SKIP_WITHOUT_LLVM();
  auto values = [](std::vector<double> v) {
    return [v](std::vector<RuntimeValue>& in) {
      HostTensor& t = std::get<HostTensor>(in[0]);
      for (size_t i = 0; i < v.size(); ++i) t.set(static_cast<int64_t>(i), v[i]);
    };
  };
  struct Case {
    const char* what;
    std::string body;  // statements after the signature
    std::string params;
    std::string types;
    InputEdit edit;
  };
  auto ty = [](const char* name, const char* t) {
    return std::string("  # ") + name + ": \"cpu " + t + "\"\n";
  };
  std::vector<Case> cases = {
      {"prod with one and two zeros per row", "  r = ltorch.prod(x, 1)\n  return r\n", "x",
       ty("x", "f64[3, 4]"), values({2, 0, 3, 1, 0, 0, 1, 2, 1, 2, 3, 4})},
      {"maximum with ties", "  r = ltorch.maximum(x, y)\n  return r\n", "x, y",
       ty("x", "f64[4]") + ty("y", "f64[4]"),
       [](std::vector<RuntimeValue>& in) {
         for (int i = 0; i < 4; ++i) {
           std::get<HostTensor>(in[0]).set(i, i % 2 ? 1.0 : 2.0);
           std::get<HostTensor>(in[1]).set(i, 1.0);
         }
       }},
      {"amax with ties", "  r = ltorch.amax(x, 1)\n  return r\n", "x", ty("x", "f64[2, 4]"),
       values({1, 3, 3, 0, 5, 5, 5, 1})},
      // clamp with number bounds passes nothing on a tie with a bound, as
      // PyTorch's clamp(Scalar) (maximum's rule would pass half).
      // max/min over a dim give the whole cotangent to the returned index
      // (the first of tied extrema), as PyTorch does; amax splits it.
      {"max over a dim with ties", "  (v, i) = ltorch.max(x, 1)\n  return v\n", "x",
       ty("x", "f64[2, 4]"), values({1, 3, 3, 0, 5, 5, 5, 1})},
      {"min over a dim with ties, keepdim", "  (v, i) = ltorch.min(x, 0, True)\n  return v\n", "x",
       ty("x", "f64[2, 3]"), values({1, 0, 2, 1, 0, -2})},
      {"clamp with number bounds hit exactly", "  r = ltorch.clamp(x, 0.0, 1.0)\n  return r\n", "x",
       ty("x", "f64[6]"), values({0, 1, -1, 2, 0.5, 0})},
      {"clamp with a min hit exactly", "  r = ltorch.clamp(x, min=0)\n  return r\n", "x",
       ty("x", "f64[4]"), values({0, 1, -1, 0})},
      {"cross_entropy with every target ignored", "  r = ltorch.cross_entropy(x, t)\n  return r\n",
       "x, t", ty("x", "f64[3, 5]") + ty("t", "i64[3]"),
       [](std::vector<RuntimeValue>& in) {
         for (int i = 0; i < 3; ++i) std::get<HostTensor>(in[1]).set(i, -100);
       }},
      {"cross_entropy with weight and ignore_index, reduction none",
       "  r = ltorch.cross_entropy(x, t, w, ignore_index=1, reduction='none')\n  return r\n",
       "x, t, w",
       ty("x", "f64[4, 3]") + ty("t", "i64[4]") + ty("w", "f64[3]"),
       {}},
      {"strided prims.slice",
       "  r = prims.slice(x, (0, 1), (4, 7), (2, 3))\n  return r\n",
       "x",
       ty("x", "f64[5, 8]"),
       {}},
      {"prims.take_along_dim",
       "  r = prims.take_along_dim(x, i, 1)\n  return r\n",
       "x, i",
       ty("x", "f64[3, 5]") + ty("i", "i64[3, 4]"),
       {}},
      {"prims.take_along_dim with negative indices (counted from the end)",
       "  r = prims.take_along_dim(x, i, 1)\n  return r\n", "x, i",
       ty("x", "f64[3, 5]") + ty("i", "i64[3, 4]"),
       [](std::vector<RuntimeValue>& in) {
         int64_t is[] = {-1, 0, -5, 4, 2, -2, -2, 1, -3, 3, -4, 0};
         for (int k = 0; k < 12; ++k) std::get<HostTensor>(in[1]).set(k, is[k]);
       }},
      {"matmul vector by vector",
       "  r = ltorch.matmul(a, b)\n  return r\n",
       "a, b",
       ty("a", "f64[4]") + ty("b", "f64[4]"),
       {}},
      {"matmul vector by batch",
       "  r = ltorch.matmul(a, b)\n  return r\n",
       "a, b",
       ty("a", "f64[4]") + ty("b", "f64[2, 4, 3]"),
       {}},
      {"matmul batch by broadcast batch",
       "  r = ltorch.matmul(a, b)\n  return r\n",
       "a, b",
       ty("a", "f64[2, 1, 3, 4]") + ty("b", "f64[5, 4, 2]"),
       {}},
      {"linear of a vector",
       "  r = ltorch.linear(a, w, b)\n  return r\n",
       "a, w, b",
       ty("a", "f64[4]") + ty("w", "f64[3, 4]") + ty("b", "f64[3]"),
       {}},
      {"pow with a number base",
       "  r = ltorch.pow(2.0, x)\n  return r\n",
       "x",
       ty("x", "f64[6]"),
       {}},
      {"pow at zero", "  r = ltorch.pow(x, y)\n  return r\n", "x, y",
       ty("x", "f64[4]") + ty("y", "f64[4]"),
       [](std::vector<RuntimeValue>& in) {
         double xs[] = {0, 0, 2, 3}, ys[] = {0, 2, 0, 1.5};
         for (int i = 0; i < 4; ++i) {
           std::get<HostTensor>(in[0]).set(i, xs[i]);
           std::get<HostTensor>(in[1]).set(i, ys[i]);
         }
       }},
      {"layer_norm with weight, no bias",
       "  r = ltorch.layer_norm(x, (6,), w)\n  return r\n",
       "x, w",
       ty("x", "f64[3, 6]") + ty("w", "f64[6]"),
       {}},
      {"mse_loss broadcasting the target",
       "  r = ltorch.mse_loss(x, y)\n  return r\n",
       "x, y",
       ty("x", "f64[4, 5]") + ty("y", "f64[5]"),
       {}},
      {"log_softmax with dtype",
       "  r = ltorch.log_softmax(x, 1, torch.float64)\n  return r\n",
       "x",
       ty("x", "f32[3, 5]"),
       {}},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.what);
    Trace t = parse_trace("def computation(" + c.params + "):\n" + c.types + c.body);
    bool only_first = std::string(c.what).find("weight") != std::string::npos;
    if (only_first) t.params[0].proxy->type.tensor.requires_grad = true;
    EXPECT_EQ(grad_differential(t, 3, nullptr, !only_first, c.edit), "");
  }
}

TEST(Autodiff, BackwardCodeNoGradientNeedsIsNotKept) {
  // Only the bias requires grad: the backward needs no row statistics, so x
  // is not saved.
  Trace t = parse_trace(R"TXT(def computation(x, b):
  # x: "cpu f32[4, 8]"
  # b: "cpu f32[8] requires_grad"
  r = ltorch.layer_norm(x, (8,), None, b)  # r: "cpu f32[4, 8]"
  return r
)TXT");
  ForwardBackward fb = grad_transform(t);
  EXPECT_EQ(fb.saved_tensors, 0u) << print_trace(fb.backward);
}

// Each example with a scalar loss appended, against libtorch autograd.
TEST(AutodiffSamples, EveryExampleWithALossMatchesLibtorch) {
  SKIP_WITHOUT_LLVM();
  int n = 0;
  for (const auto& entry : fs::directory_iterator(std::string(FULGUR_SOURCE_DIR) + "/examples")) {
    std::string path = entry.path().string();
    if (entry.path().extension() != ".trace" || path.find(".fused.") != std::string::npos) continue;
    for (const char* loss : {"mse_loss", "cross_entropy"}) {
      Trace t = main_trace(parse_trace_file(path));
      std::vector<ProxyPtr> outs;
      collect_proxies(t.returned(), outs);
      ProxyPtr out;
      for (const auto& o : outs)
        if (o->is_tensor() && is_float(o->tensor().dtype)) out = o;
      ASSERT_TRUE(out) << path;
      const TensorType ot = out->tensor();
      if (std::string(loss) == "cross_entropy" && ot.rank() < 2) continue;
      // Continue the trace: a target input, the loss, and the loss returned.
      Trace base = t;
      base.bsyms.pop_back();  // the return
      TraceBuilder tb(std::move(base));
      TensorType target = ot;
      target.strides.reset();
      if (std::string(loss) == "cross_entropy") {
        target.shape.erase(target.shape.begin() + 1);
        target.dtype = DType::i64;
      }
      ProxyPtr tp = tb.add_input("target", ProxyType::of_tensor(target));
      Value l = tb.call(std::string("ltorch.") + loss, {out, tp});
      tb.set_return(l);
      SCOPED_TRACE(path + " + " + loss);
      EXPECT_EQ(grad_differential(tb.finish(), 5), "");
      ++n;
    }
  }
  EXPECT_GE(n, 8);
}

TEST(AutodiffCli, RunGradCheckComparesEveryInputGradient) {
  SKIP_WITHOUT_LLVM();
  const std::string ex = std::string(FULGUR_SOURCE_DIR) + "/examples/";
  auto [rc, out] =
      testing::run_command(testing::kCli + " run " + ex + "llama_mlp.trace --grad --check");
  EXPECT_EQ(rc, 0) << out;
  for (const char* name : {"x", "norm_w", "w_gate", "w_up", "w_down"})
    EXPECT_NE(out.find(std::string("grad of ") + name + ": max abs err"), std::string::npos) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
  auto [prc, printed] = testing::run_command(testing::kCli + " print " + ex + "mlp.trace --grad");
  EXPECT_EQ(prc, 0) << printed;
  EXPECT_NE(printed.find("def backward_fn(saved_for_backward, cotangents):"), std::string::npos)
      << printed;
}

}  // namespace
}  // namespace fulgur
