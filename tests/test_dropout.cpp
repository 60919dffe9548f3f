// Training-mode dropout: Philox 4x32-10 numbers (runtime/philox.h) drawn per
// call from the process's generator. The bits are one definition executed
// three ways (the C++ reference, the CPU kernel's LLVM IR, the CUDA C++ on
// cuda-emu), which must agree exactly; the mask's statistics, its scaling,
// its determinism for a seed and its gradient are checked here.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>

#include "codegen/cuda_program.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/inputs.h"
#include "runtime/philox.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

std::string dropout_trace(const std::string& shape, double p, const char* dtype = "f32",
                          bool training = true, bool grad = false) {
  return "def computation(x):\n  # x: \"cpu " + std::string(dtype) + "[" + shape + "]" +
         (grad ? " requires_grad" : "") + "\"\n  y = ltorch.dropout(x, " + std::to_string(p) +
         ", " + (training ? "True" : "False") + ")\n  return (y,)\n";
}

HostTensor run1(JitFunction& f, const std::vector<RuntimeValue>& in) {
  return std::get<HostTensor>(f(in).at(0));
}

bool same_bits(const HostTensor& a, const HostTensor& b) {
  if (a.shape != b.shape || a.dtype != b.dtype) return false;
  return std::memcmp(a.data(), b.data(),
                     static_cast<size_t>(a.numel()) * dtype_itemsize(a.dtype)) == 0;
}

// The published known-answer vectors of Philox4x32-10 (Random123's kat_vectors):
// counter 0 and key 0, and all counter and key words 0xffffffff.
TEST(Philox, KnownAnswerVectors) {
  EXPECT_EQ(philox_word(0, 0, 0), 0x6627e8d5u);
  EXPECT_EQ(philox_word(~0ull, ~0ull, ~0ull), 0x408f276du);
  float u = philox_uniform(0, 0, 0);
  EXPECT_EQ(u, static_cast<float>(0x6627e8d5u >> 8) / 16777216.0f);
  EXPECT_GE(u, 0.0f);
  EXPECT_LT(u, 1.0f);
}

TEST(Dropout, KeptFractionAndScaleOnTheCompiledCpuPath) {
  const double p = 0.3;
  Trace t = parse_trace(dropout_trace("256, 1024", p), "t.trace");
  JitFunction f = jit(t);
  auto in = random_inputs(t, 1);
  manual_seed(1234);
  HostTensor y = run1(f, in);
  const HostTensor& x = std::get<HostTensor>(in[0]);
  const auto* xs = reinterpret_cast<const float*>(x.data());
  const auto* ys = reinterpret_cast<const float*>(y.data());
  const float scale = static_cast<float>(1.0 / (1.0 - p));
  int64_t kept = 0, n = y.numel();
  for (int64_t i = 0; i < n; ++i) {
    if (ys[i] == 0.0f && xs[i] != 0.0f) continue;
    ++kept;
    ASSERT_EQ(ys[i], xs[i] * scale) << "element " << i;
  }
  double frac = static_cast<double>(kept) / static_cast<double>(n);
  double sigma = std::sqrt(p * (1 - p) / static_cast<double>(n));
  EXPECT_NEAR(frac, 1 - p, 5 * sigma);
}

TEST(Dropout, CompiledCpuKernelMatchesTheReferenceBitForBit) {
  for (const char* dt : {"f32", "f16", "bf16", "f64"}) {
    Trace t = parse_trace(dropout_trace("3, 5, 67", 0.5, dt), "t.trace");
    JitFunction f = jit(t);
    auto in = random_inputs(t, 2);
    set_philox_state({0x123456789abcdefull, 77});
    HostTensor y = run1(f, in);
    set_philox_state({0x123456789abcdefull, 77});
    HostTensor ref = std::get<HostTensor>(run_reference(t, in, ExecutionLevel::TopLevel).at(0));
    EXPECT_TRUE(same_bits(y, ref)) << dt;
    EXPECT_EQ(get_philox_state().offset, 78u) << "one call draws one offset";
  }
}

TEST(Dropout, DeterministicForASeedAndNewForEachCall) {
  Trace t = parse_trace(dropout_trace("64, 33", 0.5), "t.trace");
  JitFunction f = jit(t);
  auto in = random_inputs(t, 3);
  manual_seed(7);
  HostTensor a = run1(f, in);
  HostTensor b = run1(f, in);  // the next call: a new offset
  manual_seed(7);
  HostTensor a2 = run1(f, in);
  manual_seed(8);
  HostTensor c = run1(f, in);
  EXPECT_TRUE(same_bits(a, a2));
  EXPECT_FALSE(same_bits(a, b));
  EXPECT_FALSE(same_bits(a, c));
  EXPECT_EQ(f.cache_info().misses, 1) << "a new seed must not recompile";
}

TEST(Dropout, ZeroOneAndEvalMode) {
  for (auto [p, training] : {std::pair{0.0, true}, std::pair{0.5, false}, std::pair{1.0, true}}) {
    Trace t = parse_trace(dropout_trace("17, 9", p, "f32", training), "t.trace");
    JitFunction f = jit(t);
    auto in = random_inputs(t, 4);
    HostTensor y = run1(f, in);
    const HostTensor& x = std::get<HostTensor>(in[0]);
    for (int64_t i = 0; i < y.numel(); ++i)
      ASSERT_EQ(y.get(i), p == 1.0 ? 0.0 : x.get(i)) << "p=" << p << " element " << i;
  }
}

TEST(Dropout, TrainingOnAnIntegerTensorIsRefusedByName) {
  try {
    parse_trace(dropout_trace("4", 0.5, "i64"), "t.trace");
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("floating-point"), std::string::npos) << e.what();
  }
}

// The gradient is the forward's mask times 1 / (1 - p): zero where the
// output was dropped, the cotangent scaled where it was kept.
TEST(Dropout, GradientIsTheSameMaskScaled) {
  const double p = 0.25;
  Trace t = parse_trace(dropout_trace("40, 30", p, "f32", true, true), "t.trace");
  JitFunction f = jit(t);
  auto in = random_inputs(t, 5);
  std::get<HostTensor>(in[0]).requires_grad = true;
  manual_seed(11);
  auto out = f(in);
  const HostTensor& y = std::get<HostTensor>(out[0]);
  HostTensor cot = std::get<HostTensor>(random_inputs(t, 6)[0]);
  cot.requires_grad = false;
  auto g = grad({y}, {cot});
  ASSERT_TRUE(g.at(0));
  const HostTensor& x = std::get<HostTensor>(in[0]);
  const float scale = static_cast<float>(1.0 / (1.0 - p));
  int64_t kept = 0;
  for (int64_t i = 0; i < y.numel(); ++i) {
    bool keep = y.get(i) != 0.0 || x.get(i) == 0.0;
    kept += keep;
    float expect = keep ? static_cast<float>(cot.get(i)) * scale : 0.0f;
    ASSERT_EQ(static_cast<float>(g[0]->get(i)), expect) << "element " << i;
  }
  EXPECT_GT(kept, 0);
  EXPECT_LT(kept, y.numel());
}

// The CUDA C++ kernel (run on the emulated device) draws the same bits as
// the CPU kernel for the same (seed, offset).
TEST(Dropout, CudaKernelOnCudaEmuMatchesTheCpuKernel) {
  Trace t = parse_trace(dropout_trace("5, 301", 0.4), "t.trace");
  auto in = random_inputs(t, 8);
  JitFunction f = jit(t);
  set_philox_state({99, 5});
  HostTensor cpu = run1(f, in);
  codegen::CudaProgram program(t, std::make_shared<cuda::Device>(0, &cuda::emulated_driver()));
  set_philox_state({99, 5});
  HostTensor emu = std::get<HostTensor>(program.run(in).at(0));
  EXPECT_TRUE(same_bits(cpu, emu));
  bool uses_philox = false;
  for (const auto& s : program.plan().sources)
    uses_philox = uses_philox || s.find("fulgur_philox_uniform") != std::string::npos;
  EXPECT_TRUE(uses_philox) << "the mask is computed in the generated CUDA C++";
}

}  // namespace
}  // namespace fulgur
