// The CPU backend: every op sample and every example trace, partitioned,
// lowered to kernel IR, compiled through LLVM ORC and run, against the
// reference executor (each ltorch op through libtorch). Also: one kernel IR
// drives both the CUDA printer and the LLVM emitter, and bad inputs get
// clear errors.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>

#include <cmath>
#include <filesystem>
#include <functional>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/partition.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "op_samples.h"
#include "runtime/cpu_pool.h"
#include "runtime/host_program.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

#define SKIP_WITHOUT_LLVM() \
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)"

// Same value bit for bit (NaNs count as the same value).
bool same_bits(double a, double b) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::bit_cast<uint64_t>(a) == std::bit_cast<uint64_t>(b);
}

// Runs `t` through jit() (the compile pipeline, then the native host
// program), again on the same compiled entry with the interpreter, and
// through the reference executor, each on fresh inputs from `seed`; returns
// a description of every mismatch with the reference and every bit where
// the two host-program executors differ (empty when all agree).
std::string differential(const Trace& t, uint64_t seed) {
  std::vector<RuntimeValue> expected =
      run_reference(t, random_inputs(t, seed), ExecutionLevel::TopLevel);
  JitFunction f = jit(t);
  std::vector<RuntimeValue> actual = f(random_inputs(t, seed));
  f.use_host_executor(HostExecutor::Interpreter);
  std::vector<RuntimeValue> interpreted = f(random_inputs(t, seed));
  if (actual.size() != expected.size() || interpreted.size() != actual.size())
    return "wrong number of outputs";
  std::string problems;
  for (size_t i = 0; i < actual.size(); ++i) {
    Comparison c = compare(actual[i], expected[i]);
    if (!c.ok) problems += "output " + std::to_string(i) + ": " + c.problem + "\n";
    const auto* x = std::get_if<HostTensor>(&actual[i]);
    const auto* y = std::get_if<HostTensor>(&interpreted[i]);
    if (!x || !y) continue;
    for (int64_t j = 0; j < x->numel(); ++j)
      if (!same_bits(x->get(j), y->get(j))) {
        problems += "output " + std::to_string(i) + " element " + std::to_string(j) +
                    ": native host program " + std::to_string(x->get(j)) + ", interpreter " +
                    std::to_string(y->get(j)) + "\n";
        break;
      }
  }
  return problems;
}

TEST(CpuBackend, EveryOpSampleMatchesTheReference) {
  SKIP_WITHOUT_LLVM();
  int n = 0, failed = 0;
  for (const auto& s : testing::op_samples())
    for (const auto& dt : s.dtypes) {
      std::string text = testing::sample_trace_text(s, dt);
      Trace t = parse_trace(text, "sample.trace");
      std::string problems;
      try {
        problems = differential(t, 7);
      } catch (const Error& e) {
        problems = std::string("error: ") + e.what();
      }
      if (!problems.empty() && failed++ < 10)
        ADD_FAILURE() << s.op << " " << dt << ":\n" << problems << text;
      ++n;
    }
  EXPECT_EQ(failed, 0) << "of " << n << " samples";
  EXPECT_GT(n, 1000);
}

TEST(CpuBackend, EveryExampleMatchesTheReference) {
  SKIP_WITHOUT_LLVM();
  int n = 0;
  for (const auto& e : fs::directory_iterator(std::string(FULGUR_SOURCE_DIR) + "/examples")) {
    if (e.path().extension() != ".trace") continue;
    auto traces = parse_trace_file(e.path().string());
    for (uint64_t seed : {1, 2}) EXPECT_EQ(differential(main_trace(traces), seed), "") << e.path();
    ++n;
  }
  EXPECT_GE(n, 10);
}

// argmax/argmin count NaN as the extremum and pick the first of tied
// extrema, as PyTorch does: random inputs have neither NaN nor float ties.
TEST(CpuBackend, ArgExtremaPickTheFirstTieAndNaN) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[4, 5]"
  a = ltorch.argmax(x, 1)
  b = ltorch.argmin(x, 1)
  c = ltorch.argmax(x)
  d = ltorch.argmin(x, 0, True)
  return (a, b, c, d)
)",
                        "t.trace");
  auto inputs = random_inputs(t, 5);
  const double nan = std::nan("");
  const double rows[4][5] = {{1, 3, 3, 0, 0},       // ties for max and min
                             {2, nan, 5, nan, -1},  // NaN wins both
                             {-4, -4, -4, -4, -4},  // all tied
                             {0, 1, 2, 3, nan}};    // NaN last
  auto& x = std::get<HostTensor>(inputs[0]);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j) x.set(i * 5 + j, rows[i][j]);
  auto expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
  auto prims = run_reference(t, inputs, ExecutionLevel::Prims);
  auto compiled = codegen::CpuProgram(t).run(inputs);
  for (size_t i = 0; i < expected.size(); ++i) {
    Comparison c = compare(prims[i], expected[i]);
    EXPECT_TRUE(c.ok) << "decomposition, output " << i << ": " << c.problem;
    c = compare(compiled[i], expected[i]);
    EXPECT_TRUE(c.ok) << "compiled, output " << i << ": " << c.problem;
  }
  // Row 1: the first NaN (index 1) for both; row 0: the first 3 and the first 0.
  EXPECT_EQ(std::get<HostTensor>(expected[0]).get(1), 1);
  EXPECT_EQ(std::get<HostTensor>(expected[1]).get(0), 3);
}

// INT_MIN / -1 traps in the CPU's idiv (eager PyTorch dies on
// torch.div(INT_MIN, -1, rounding_mode="trunc")): the reference executor
// must not take `run --check` down with it. Fulgur's kernels and the
// reference both wrap (-INT_MIN is INT_MIN) and fmod by -1 is 0; a zero
// divisor is an error in the reference, as eager's ZeroDivisionError.
// `run` fails with fulgur's integer-division-by-zero error.
void expect_division_by_zero(const std::function<void()>& run, const std::string& what) {
  try {
    run();
    ADD_FAILURE() << what << ": a zero divisor was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("integer division by zero"), std::string::npos)
        << what << ": " << e.what();
  }
}

TEST(CpuBackend, IntegerDivisionOfIntMinByMinusOneWrapsAndByZeroIsAnError) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"T(def computation(a, b):
  # a: "cpu i32[4]"
  # b: "cpu i32[4]"
  t0 = ltorch.div(a, b, rounding_mode='trunc')
  t1 = ltorch.fmod(a, b)
  return (t0, t1)
)T",
                        "t.trace");
  const double int_min = -2147483648.0;
  auto inputs = random_inputs(t, 1);
  const double a[4] = {int_min, 7, -7, int_min}, b[4] = {-1, 2, -1, 3};
  for (int i = 0; i < 4; ++i) {
    std::get<HostTensor>(inputs[0]).set(i, a[i]);
    std::get<HostTensor>(inputs[1]).set(i, b[i]);
  }
  const double want[2][4] = {{int_min, 3, 7, -715827882},  // trunc
                             {0, 1, 0, -2}};               // fmod: the dividend's sign
  auto check = [&](const std::vector<RuntimeValue>& got, const char* what) {
    ASSERT_EQ(got.size(), 2u) << what;
    for (int o = 0; o < 2; ++o)
      for (int i = 0; i < 4; ++i)
        EXPECT_EQ(std::get<HostTensor>(got[o]).get(i), want[o][i])
            << what << ", output " << o << ", element " << i;
  };
  check(run_reference(t, inputs, ExecutionLevel::TopLevel), "reference");
  check(run_reference(t, inputs, ExecutionLevel::Prims), "reference, prims");
  check(codegen::CpuProgram(t).run(inputs), "compiled");
  std::get<HostTensor>(inputs[1]).set(2, 0);
  expect_division_by_zero([&] { run_reference(t, inputs, ExecutionLevel::TopLevel); }, "reference");
  codegen::CpuProgram compiled(t);
  expect_division_by_zero([&] { compiled.run(inputs); }, "compiled");
  // The mark belongs to that launch: the same program runs again once the
  // divisor is not zero.
  std::get<HostTensor>(inputs[1]).set(2, -1);
  check(compiled.run(inputs), "compiled, after the error");
}

// A zero divisor anywhere in a kernel split over the pool's threads fails the
// launch, whichever thread meets it; fmod alone too.
TEST(CpuBackend, IntegerDivisionByZeroOnAnyThreadIsAnError) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"T(def computation(a, b):
  # a: "cpu i64[64, 1024]"
  # b: "cpu i64[64, 1024]"
  t0 = ltorch.fmod(a, b)
  return (t0,)
)T",
                        "t.trace");
  auto inputs = random_inputs(t, 7);
  auto& a = std::get<HostTensor>(inputs[0]);
  auto& b = std::get<HostTensor>(inputs[1]);
  const int64_t n = 64 * 1024;
  for (int64_t i = 0; i < n; ++i) {
    a.set(i, static_cast<double>(i % 1000 - 500));
    b.set(i, static_cast<double>(i % 7 + 1));
  }
  codegen::CpuProgram compiled(t);
  auto got = compiled.run(inputs);
  ASSERT_EQ(got.size(), 1u);
  for (int64_t i : {int64_t{0}, int64_t{12345}, n - 1})
    EXPECT_EQ(std::get<HostTensor>(got[0]).get(i),
              std::fmod(static_cast<double>(i % 1000 - 500), static_cast<double>(i % 7 + 1)))
        << "element " << i;
  for (int64_t at : {int64_t{0}, n / 2 + 3, n - 1}) {
    b.set(at, 0);
    expect_division_by_zero([&] { compiled.run(inputs); }, "zero at element " + std::to_string(at));
    b.set(at, 3);
  }
  EXPECT_NO_THROW(compiled.run(inputs));
}

// Rows split over threads, and one thread: the same values either way, for
// shapes that leave ragged chunks.
TEST(CpuBackend, ResultsDoNotDependOnTheThreadCount) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x, w, b):
  # x: "cpu f32[37, 300]"
  # w: "cpu f32[300]"
  # b: "cpu f32[300]"
  y = ltorch.layer_norm(x, (300,), w, b, 1e-05)
  z = ltorch.softmax(y, -1)
  s = ltorch.sum(z, 0)
  return (z, s)
)",
                        "t.trace");
  auto inputs = random_inputs(t, 3);
  codegen::CpuProgram program(t);
  CpuPool& pool = CpuPool::global();
  int before = pool.threads();
  pool.set_threads(1);
  auto one = program.run(inputs);
  pool.set_threads(3);
  auto three = program.run(inputs);
  pool.set_threads(before);
  ASSERT_EQ(one.size(), three.size());
  for (size_t i = 0; i < one.size(); ++i) {
    const auto& a = std::get<HostTensor>(one[i]);
    const auto& b = std::get<HostTensor>(three[i]);
    for (int64_t j = 0; j < a.numel(); ++j) ASSERT_EQ(a.get(j), b.get(j)) << i << " " << j;
  }
  auto expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
  for (size_t i = 0; i < one.size(); ++i) EXPECT_TRUE(compare(one[i], expected[i]).ok) << i;
}

// One kernel IR, two consumers: the CUDA source and the LLVM module are both
// made from the same lowered region, and both carry its structure.
TEST(CpuBackend, OneKernelIrDrivesBothBackends) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[16, 64]"
  y = ltorch.softmax(x, -1)
  return (y,)
)",
                        "t.trace");
  Trace fused = codegen::partition(t, codegen::Target::Cpu);
  auto regions = codegen::fusion_regions(fused);
  ASSERT_EQ(regions.size(), 1u);
  codegen::kernel::Kernel k =
      codegen::kernel::lower_region(*regions[0], {codegen::Target::Cpu}).kernels.at(0);
  std::string cuda = codegen::cuda::print_cuda(k);
  std::string llvm = codegen::cpu::emit_llvm_ir(k);
  // The same buffers and scalar arguments, the same two reductions (amax then
  // sum), the same exp.
  EXPECT_NE(cuda.find("const float* __restrict__ in0"), std::string::npos) << cuda;
  EXPECT_NE(llvm.find("define void @fulgur_cpuFusion0("), std::string::npos) << llvm;
  for (const auto& s : k.scalars) {
    EXPECT_NE(cuda.find(s.name), std::string::npos) << s.name;
  }
  EXPECT_NE(cuda.find("FulgurMax()"), std::string::npos);
  EXPECT_NE(cuda.find("FulgurSum()"), std::string::npos);
  EXPECT_NE(llvm.find("@llvm.maximum.f32"), std::string::npos) << llvm;
  EXPECT_NE(llvm.find("fadd reassoc float"), std::string::npos) << llvm;
  EXPECT_NE(cuda.find("expf("), std::string::npos);
  // And the compiled function runs it.
  auto inputs = random_inputs(t, 1);
  auto out = codegen::CpuProgram(t).run(inputs);
  EXPECT_TRUE(compare(out[0], run_reference(t, inputs, ExecutionLevel::TopLevel)[0]).ok);
}

// exp and tanh on f32 are inline polynomials (they vectorize with plain
// FMAs): sweep them against the C library, special values included.
double max_ulp_error(const char* op, double lo, double hi, double (*ref)(double)) {
  std::string text = std::string("def computation(x):\n  # x: \"cpu f32[200001]\"\n  y = prims.") +
                     op + "(x)\n  return (y,)\n";
  Trace t = parse_trace(text, "sweep.trace");
  HostTensor x = HostTensor::empty({200001}, DType::f32);
  for (int64_t i = 0; i < x.numel(); ++i)
    x.set(i, lo + (hi - lo) * static_cast<double>(i) / 200000);
  HostTensor y = std::get<HostTensor>(codegen::CpuProgram(t).run({x})[0]);
  double worst = 0;
  for (int64_t i = 0; i < x.numel(); ++i) {
    float want = static_cast<float>(ref(static_cast<float>(x.get(i))));
    float got = static_cast<float>(y.get(i));
    if (std::isinf(want) || want == 0) {
      EXPECT_EQ(got, want) << op << "(" << x.get(i) << ")";
      continue;
    }
    double ulp = std::nextafter(std::fabs(want), INFINITY) - std::fabs(want);
    worst = std::max(worst, std::fabs(static_cast<double>(got) - want) / ulp);
  }
  return worst;
}

TEST(CpuBackend, InlineExpAndTanhAreAccurate) {
  SKIP_WITHOUT_LLVM();
  EXPECT_LE(max_ulp_error("exp", -87, 88.7, [](double v) { return std::exp(v); }), 3);
  EXPECT_LE(max_ulp_error("tanh", -10, 10, [](double v) { return std::tanh(v); }), 6);
  Trace t = parse_trace(
      "def computation(x):\n  # x: \"cpu f32[8]\"\n  y = prims.exp(x)\n  z = prims.tanh(x)\n"
      "  return (y, z)\n",
      "special.trace");
  HostTensor x = HostTensor::empty({8}, DType::f32);
  const double in[] = {NAN, INFINITY, -INFINITY, 0.0, -0.0, 200.0, -200.0, 1e-30};
  for (int i = 0; i < 8; ++i) x.set(i, in[i]);
  auto out = codegen::CpuProgram(t).run({x});
  const auto& e = std::get<HostTensor>(out[0]);
  const auto& th = std::get<HostTensor>(out[1]);
  EXPECT_TRUE(std::isnan(e.get(0)));
  EXPECT_TRUE(std::isnan(th.get(0)));
  EXPECT_EQ(e.get(1), INFINITY);
  EXPECT_EQ(e.get(2), 0.0);
  EXPECT_EQ(e.get(3), 1.0);
  EXPECT_EQ(e.get(5), INFINITY);
  EXPECT_EQ(e.get(6), 0.0);
  EXPECT_EQ(th.get(1), 1.0);
  EXPECT_EQ(th.get(2), -1.0);
  EXPECT_TRUE(std::signbit(th.get(4)));
  EXPECT_EQ(th.get(7), static_cast<float>(1e-30));
}

TEST(CpuBackend, ProcessCacheCompilesARegionOnce) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[5, 7]"
  t = ltorch.mul(x, 3.0)
  y = ltorch.tanh(t)
  return (y,)
)",
                        "t.trace");
  codegen::CpuProgram first(t);
  auto before = codegen::cpu::cpu_jit_stats();
  codegen::CpuProgram second(t);
  auto after = codegen::cpu::cpu_jit_stats();
  EXPECT_EQ(after.compiled, before.compiled);
  EXPECT_EQ(after.hits, before.hits + 1);
  EXPECT_EQ(second.compile_ms(), 0);
}

// Two regions whose kernel IR differs only in a number's type must not share
// a compiled kernel (the process cache is keyed by the IR text).
TEST(CpuBackend, NumberTypesAreNotConfusedByTheKernelCache) {
  SKIP_WITHOUT_LLVM();
  auto run = [](const char* type, Scalar n) {
    Trace t =
        parse_trace(std::string("def computation(x, n):\n  # x: \"cpu f32[2, 3]\"\n  # n: \"") +
                        type + "\"\n  y = ltorch.mul(x, n)\n  return (y,)\n",
                    "n.trace");
    HostTensor x = HostTensor::empty({2, 3}, DType::f32);
    for (int i = 0; i < 6; ++i) x.set(i, i);
    return std::get<HostTensor>(codegen::CpuProgram(t).run({x, n})[0]).get(5);
  };
  EXPECT_EQ(run("int", Scalar{int64_t{3}}), 15.0);
  EXPECT_EQ(run("float", Scalar{0.5}), 2.5);
  EXPECT_EQ(run("bool", Scalar{true}), 5.0);
}

TEST(CpuBackend, BadInputsAreRejectedByName) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x, n):
  # x: "cpu f32[4]"
  # n: "float"
  y = ltorch.mul(x, n)
  return (y,)
)",
                        "t.trace");
  codegen::CpuProgram program(t);
  auto expect_error = [&](std::vector<RuntimeValue> in, const std::string& want) {
    try {
      program.run(in);
      ADD_FAILURE() << "no error, expected: " << want;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(want), std::string::npos) << e.what();
    }
  };
  expect_error({HostTensor::empty({4}, DType::f32)}, "takes 2 inputs but 1 were given");
  expect_error({HostTensor::empty({5}, DType::f32), Scalar{2.0}},
               "argument 'x': expected f32[4], got f32[5]");
  expect_error({HostTensor::empty({4}, DType::f16), Scalar{2.0}},
               "argument 'x': expected f32[4], got f16[4]");
  expect_error({Scalar{1.0}, Scalar{2.0}}, "argument 'x': expected a tensor");
  expect_error({HostTensor::empty({4}, DType::f32), HostTensor::empty({4}, DType::f32)},
               "argument 'n': expected a number");
  expect_error({HostTensor::empty({4}, DType::f32), Scalar{int64_t{2}}},
               "argument 'n': expected float, got 2");
  // A number input reaches the kernel as an argument.
  HostTensor x = HostTensor::empty({4}, DType::f32);
  for (int i = 0; i < 4; ++i) x.set(i, i);
  auto out = program.run({x, Scalar{2.5}});
  EXPECT_EQ(std::get<HostTensor>(out[0]).get(3), 7.5);
}

// The device-neutral instructions of the one host IR run on the CPU backend
// too: a copy into a caller's strided tensor writes each element at its
// strided place (the CPU planner runs prims.copy_ through libtorch, the
// CUDA one as this instruction), and a view reads the written storage.
TEST(CpuBackend, TheInterpreterRunsCopyAndViewInstructions) {
  HostTensor dst = HostTensor::empty_strided({3, 4}, {1, 3}, DType::f32);
  HostTensor src = HostTensor::empty({3, 4}, DType::f32);
  for (int64_t i = 0; i < 12; ++i) src.set(i, 0.5 * static_cast<double>(i) - 2);
  HostProgram p;
  p.num_inputs = 2;
  p.num_slots = 4;
  p.slot_names = {"dst", "src", "w", "v"};
  p.layouts.resize(4);
  p.layouts[3] = {true, {4, 3}, {3, 1}, DType::f32};
  HostInstr copy;
  copy.op = HostInstr::Op::Copy;
  copy.name = "prims.copy_";
  copy.source = 1;
  copy.inputs = {{nullptr, 0}};
  copy.slot = 2;
  HostInstr view;
  view.op = HostInstr::Op::View;
  view.name = "prims.transpose";
  view.source = 2;
  view.slot = 3;
  view.shape = {4, 3};  // the view's own layout (HostInstr::strides)
  view.strides = {3, 1};
  p.instrs = {copy, view};
  p.outputs = {2, 3};
  EXPECT_EQ(print_host_program(p),
            "host program (cpu, 2 inputs, 4 slots)\n"
            "  %2:w = copy %1:src into %0:dst\n"
            "  %3:v = view prims.transpose(%2:w) f32[4, 3]\n"
            "  return %2:w, %3:v\n");
  std::vector<RuntimeValue> out = interpret(p, {dst, src});
  const HostTensor& w = std::get<HostTensor>(out[0]);
  const HostTensor& v = std::get<HostTensor>(out[1]);
  EXPECT_EQ(w.storage, dst.storage);  // the caller's tensor, written in place
  EXPECT_EQ(v.strides, (Shape{3, 1}));
  for (int64_t i = 0; i < 3; ++i)
    for (int64_t j = 0; j < 4; ++j) {
      EXPECT_EQ(dst.get(i * 4 + j), src.get(i * 4 + j)) << i << ", " << j;
      EXPECT_EQ(v.get(j * 3 + i), src.get(i * 4 + j)) << i << ", " << j;
    }
}

TEST(CpuBackend, NumThreadsComesFromTheEnvironment) {
  ::setenv("FULGUR_NUM_THREADS", "3", 1);
  EXPECT_EQ(default_cpu_threads(), 3);
  ::setenv("FULGUR_NUM_THREADS", "zero", 1);
  EXPECT_THROW(default_cpu_threads(), Error);
  ::unsetenv("FULGUR_NUM_THREADS");
  EXPECT_GE(default_cpu_threads(), 1);
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

TEST(CpuCli, RunCompilesAndBenchComparesWithEager) {
  SKIP_WITHOUT_LLVM();
  const std::string mlp = std::string(FULGUR_SOURCE_DIR) + "/examples/llama_mlp.trace";
  auto [code, out] = testing::run_command(testing::kCli + " run " + mlp + " --check");
  EXPECT_EQ(code, 0) << out;
  EXPECT_NE(out.find("compiled for the CPU: 3 fusion region(s)"), std::string::npos) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
  auto [bcode, bout] =
      testing::run_command(testing::kCli + " bench " + mlp + " --threads 1 --reps 3");
  EXPECT_EQ(bcode, 0) << bout;
  EXPECT_NE(bout.find("median of 3 runs, 1 thread(s)"), std::string::npos) << bout;
  EXPECT_NE(bout.find("libtorch eager"), std::string::npos) << bout;
  EXPECT_NE(bout.find("speedup"), std::string::npos) << bout;
  auto [dcode, dout] = testing::run_command(testing::kCli + " bench " + mlp + " --device tpu");
  EXPECT_EQ(dcode, 1) << dout;
  EXPECT_NE(dout.find("bench --device: expected 'cpu', 'cuda' or 'cuda-emu', got 'tpu'"),
            std::string::npos)
      << dout;
  auto [tcode, tout] = testing::run_command(testing::kCli + " bench " + mlp + " --threads 0");
  EXPECT_EQ(tcode, 1) << tout;
  EXPECT_NE(tout.find("--threads expects an integer from 1 to 4096, got '0'"), std::string::npos)
      << tout;
}

}  // namespace
}  // namespace fulgur
