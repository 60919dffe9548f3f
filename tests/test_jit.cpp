// fulgur::jit: the spec-keyed cache (a hit for the same metadata, a miss for
// each kind of change), exact verification under forced hash collisions,
// fixed specializations that reject mismatches by name, the traces a compile
// leaves, and prologue traces.
#include <ATen/ATen.h>
#include <ATen/DLConvertor.h>
#include <gtest/gtest.h>

#include <cmath>
#include <map>
#include <sstream>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/partition.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/del_last_used.h"
#include "ir/passes/prologue.h"
#include "ir/printer.h"
#include "runtime/aten_interop.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

#define SKIP_WITHOUT_LLVM() \
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)"

HostTensor filled(const Shape& shape, DType dt, double start = 0) {
  HostTensor t = HostTensor::empty(shape, dt);
  for (int64_t i = 0; i < t.numel(); ++i) t.set(i, start + 0.5 * static_cast<double>(i));
  return t;
}

JitFunction make_axpb() {
  return jit(
      [](Tracer&, const std::vector<Traced>& in) {
        return std::vector<Traced>{lt::relu(in[0] * 2.0 + in[1])};
      },
      {"x", "b"});
}

TEST(Jit, HitAfterMissWithTheSameResults) {
  SKIP_WITHOUT_LLVM();
  JitFunction f = make_axpb();
  HostTensor x = filled({3, 4}, DType::f32, -3), b = filled({4}, DType::f32);
  auto first = f({x, b});
  auto second = f({x, b});
  CacheInfo info = f.cache_info();
  EXPECT_EQ(info.misses, 1);
  EXPECT_EQ(info.hits, 1);
  EXPECT_EQ(info.entries, 1);
  const auto& y = std::get<HostTensor>(second[0]);
  for (int64_t i = 0; i < y.numel(); ++i) {
    double want = std::max(0.0, 2 * x.get(i) + b.get(i % 4));
    EXPECT_FLOAT_EQ(static_cast<float>(y.get(i)), static_cast<float>(want)) << i;
  }
  EXPECT_EQ(std::get<HostTensor>(first[0]).get(11), y.get(11));
}

// A number input of a traced function (a float or an int) is a number input
// of the program: the spec has its kind, not its value, so one compile
// serves every value; another kind is another program.
TEST(Jit, ANumberInputIsOneProgramForEveryValue) {
  SKIP_WITHOUT_LLVM();
  JitFunction f = jit(
      [](Tracer&, const std::vector<Traced>& in) {
        return std::vector<Traced>{lt::relu(in[0] * in[1]) + in[1]};
      },
      {"x", "s"});
  HostTensor x = filled({3, 4}, DType::f32, -3);
  for (double s : {0.5, -2.0, 0.0, 3.25}) {
    HostTensor y = std::get<HostTensor>(f({x, Scalar{s}})[0]);
    for (int64_t i = 0; i < y.numel(); ++i)
      EXPECT_FLOAT_EQ(static_cast<float>(y.get(i)),
                      static_cast<float>(std::max(0.0, x.get(i) * s) + s))
          << s << " " << i;
  }
  EXPECT_EQ(f.cache_info().misses, 1);
  EXPECT_EQ(f.cache_info().hits, 3);
  std::string computation = print_trace(f.last_traces().front().second);
  EXPECT_NE(computation.find("# s: \"float\""), std::string::npos) << computation;
  for (int64_t n : {3, -4, 3}) {
    HostTensor y = std::get<HostTensor>(f({x, Scalar{n}})[0]);
    for (int64_t i = 0; i < y.numel(); ++i) {
      double d = static_cast<double>(n);
      EXPECT_FLOAT_EQ(static_cast<float>(y.get(i)),
                      static_cast<float>(std::max(0.0, x.get(i) * d) + d))
          << n << " " << i;
    }
  }
  EXPECT_EQ(f.cache_info().misses, 2);  // the int kind: one more program
}

TEST(Jit, EachMetadataChangeIsANewSpecialization) {
  SKIP_WITHOUT_LLVM();
  JitFunction f = make_axpb();
  HostTensor x = filled({3, 4}, DType::f32), b = filled({4}, DType::f32);
  f({x, b});
  int64_t misses = 1;
  auto expect_miss = [&](const std::vector<RuntimeValue>& in, const char* what) {
    f(in);
    EXPECT_EQ(f.cache_info().misses, ++misses) << what;
    f(in);
    EXPECT_EQ(f.cache_info().misses, misses) << what << " (second call)";
  };
  expect_miss({filled({3, 4}, DType::f64), filled({4}, DType::f64)}, "dtype");
  expect_miss({filled({5, 4}, DType::f32), b}, "shape");
  HostTensor xt = filled({4, 3}, DType::f32);  // a transposed view: strides (1, 3)
  xt.shape = {3, 4};
  xt.strides = {1, 3};
  expect_miss({xt, b}, "strides");
  HostTensor xg = filled({3, 4}, DType::f32);
  xg.requires_grad = true;
  expect_miss({xg, b}, "requires_grad");
  HostTensor big = filled({13}, DType::f32);
  HostTensor shifted = big;  // data pointer 4 bytes past a 64-byte boundary
  shifted.shape = {3, 4};
  shifted.strides = {4, 1};
  shifted.offset = 1;
  expect_miss({shifted, b}, "alignment");
  // Back to the first spec: a hit.
  int64_t hits = f.cache_info().hits;
  f({x, b});
  EXPECT_EQ(f.cache_info().hits, hits + 1);
  EXPECT_EQ(f.cache_info().entries, misses);
  // The strided and shifted inputs computed from the right elements.
  auto y = std::get<HostTensor>(f({xt, b})[0]);
  EXPECT_FLOAT_EQ(static_cast<float>(y.get(1)),
                  static_cast<float>(std::max(0.0, 2 * xt.get(1) + b.get(1))));
  auto z = std::get<HostTensor>(f({shifted, b})[0]);
  EXPECT_FLOAT_EQ(static_cast<float>(z.get(0)), static_cast<float>(2 * big.get(1) + b.get(0)));
}

// Every spec hashed to one key: the exact check still tells them apart.
TEST(Jit, ForcedHashCollisionsNeverRunTheWrongProgram) {
  SKIP_WITHOUT_LLVM();
  detail::set_spec_hash_for_testing([](const std::vector<int64_t>&) { return uint64_t{42}; });
  JitFunction f = make_axpb();
  detail::set_spec_hash_for_testing(nullptr);
  HostTensor x1 = filled({2, 4}, DType::f32), b = filled({4}, DType::f32);
  HostTensor x2 = filled({6, 4}, DType::f32, 1);
  auto y1 = std::get<HostTensor>(f({x1, b})[0]);
  auto y2 = std::get<HostTensor>(f({x2, b})[0]);
  auto y1b = std::get<HostTensor>(f({x1, b})[0]);
  auto y2b = std::get<HostTensor>(f({x2, b})[0]);
  EXPECT_EQ(f.cache_info().misses, 2);
  EXPECT_EQ(f.cache_info().hits, 2);
  EXPECT_EQ(y1b.shape, (Shape{2, 4}));
  EXPECT_EQ(y2b.shape, (Shape{6, 4}));
  for (int64_t i = 0; i < y2b.numel(); ++i) EXPECT_EQ(y2b.get(i), y2.get(i));
  for (int64_t i = 0; i < y1b.numel(); ++i) EXPECT_EQ(y1b.get(i), y1.get(i));
}

TEST(Jit, FixedTraceRejectsEachMismatchByName) {
  SKIP_WITHOUT_LLVM();
  JitFunction f = jit(parse_trace(R"(def computation(x, n):
  # x: "cpu f32[2, 3]"
  # n: "float 0.5"
  y = ltorch.mul(x, n)
  return (y,)
)",
                                  "fixed.trace"));
  HostTensor x = filled({2, 3}, DType::f32);
  auto out = f({x, Scalar{0.5}});
  EXPECT_EQ(std::get<HostTensor>(out[0]).get(5), 0.5 * x.get(5));
  auto expect_error = [&](const std::vector<RuntimeValue>& in, const std::string& want) {
    try {
      f(in);
      ADD_FAILURE() << "no error; expected " << want;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(want), std::string::npos) << e.what();
    }
  };
  expect_error({x}, "takes 2 inputs but 1 were given");
  expect_error({filled({2, 3}, DType::f64), Scalar{0.5}},
               "argument 'x': expected dtype f32, got f64");
  expect_error({filled({3, 2}, DType::f32), Scalar{0.5}},
               "argument 'x': expected shape [2, 3], got [3, 2]");
  HostTensor g = filled({2, 3}, DType::f32);
  g.requires_grad = true;
  expect_error({g, Scalar{0.5}}, "argument 'x': expected requires_grad=False, got True");
  expect_error({x, Scalar{0.25}}, "argument 'n': the trace was specialized on float 0.5, got 0.25");
  expect_error({Scalar{1.0}, Scalar{0.5}}, "argument 'x': expected a tensor");
  expect_error({x, x}, "argument 'n': expected a number");
  expect_error({x, Scalar{int64_t{1}}}, "argument 'n': expected float 0.5, got 1");
  EXPECT_EQ(f.cache_info().entries, 1);
}

TEST(Jit, LastTracesShowEveryStage) {
  SKIP_WITHOUT_LLVM();
  JitFunction f = make_axpb();
  f({filled({3, 4}, DType::f32), filled({4}, DType::f32)});
  std::vector<std::string> stages;
  for (const auto& [name, t] : f.last_traces()) stages.push_back(name);
  ASSERT_GE(stages.size(), 4u);
  EXPECT_EQ(stages.front(), "Computation");
  EXPECT_EQ(stages[stages.size() - 2], "Prologue");
  EXPECT_EQ(stages.back(), "Fusion");
  std::string prologue = print_trace(f.last_traces()[stages.size() - 2].second);
  EXPECT_NE(prologue.find(
                "prims.check_tensor_shape_and_metadata(x, (3, 4), 'cpu', torch.float32, False)"),
            std::string::npos)
      << prologue;
  EXPECT_NE(print_trace(f.last_traces().back().second).find("cpuFusion0(x, b)"), std::string::npos);
  EXPECT_NE(f.last_host_program().find("launch cpuFusion0("), std::string::npos)
      << f.last_host_program();
}

TEST(Jit, EveryExampleThroughJitMatchesTheReference) {
  SKIP_WITHOUT_LLVM();
  for (const char* name : {"mlp", "llama_mlp", "attention", "layer_norm_residual", "mixed_dtype"}) {
    auto traces = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace");
    const Trace& t = main_trace(traces);
    JitFunction f = jit(t);
    auto inputs = random_inputs(t, 4);
    auto expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
    for (int call = 0; call < 2; ++call) {
      auto got = f(inputs);
      ASSERT_EQ(got.size(), expected.size());
      for (size_t i = 0; i < got.size(); ++i)
        EXPECT_TRUE(compare(got[i], expected[i]).ok) << name << " output " << i;
    }
    EXPECT_EQ(f.cache_info().hits, 1) << name;
  }
}

// The interpreter is the reference for native host programs: both give
// bit-identical results on every example.
TEST(Jit, InterpreterAndNativeHostProgramAgreeOnEveryExample) {
  SKIP_WITHOUT_LLVM();
  for (const char* name : {"mlp", "llama_mlp", "attention", "layer_norm_residual", "mixed_dtype"}) {
    auto traces = parse_trace_file(std::string(FULGUR_SOURCE_DIR) + "/examples/" + name + ".trace");
    const Trace& t = main_trace(traces);
    auto inputs = random_inputs(t, 9);
    JitFunction native = jit(t);
    JitFunction interp = jit(t);
    interp.use_host_executor(HostExecutor::Interpreter);
    int64_t before = codegen::cpu::cpu_jit_stats().host_programs;
    auto a = native(inputs);
    EXPECT_EQ(codegen::cpu::cpu_jit_stats().host_programs, before + 1) << name;
    auto b = interp(inputs);  // the interpreter compiles no host program
    EXPECT_EQ(codegen::cpu::cpu_jit_stats().host_programs, before + 1) << name;
    EXPECT_EQ(interp.cache_info().host_compile_ms, 0) << name;
    ASSERT_EQ(a.size(), b.size());
    for (size_t i = 0; i < a.size(); ++i) {
      const auto& x = std::get<HostTensor>(a[i]);
      const auto& y = std::get<HostTensor>(b[i]);
      ASSERT_EQ(x.shape, y.shape);
      for (int64_t j = 0; j < x.numel(); ++j) ASSERT_EQ(x.get(j), y.get(j)) << name << " " << i;
    }
  }
}

// A fusion region of more arguments than the interpreter keeps on its stack
// (64 buffers): 80 inputs summed in one kernel, interpreted and native alike
// (it was an internal error under the interpreter, which FULGUR_TIMELINE uses).
TEST(Jit, TheInterpreterLaunchesAKernelOfManyArguments) {
  SKIP_WITHOUT_LLVM();
  std::string text = "def computation(";
  for (int i = 0; i < 80; ++i) text += (i ? ", x" : "x") + std::to_string(i);
  text += "):\n";
  for (int i = 0; i < 80; ++i) text += "  # x" + std::to_string(i) + ": \"cpu f32[5]\"\n";
  std::string acc = "x0";
  for (int i = 1; i < 80; ++i) {
    std::string out = "t" + std::to_string(i);
    text += "  " + out + " = ltorch.add(" + acc + ", x" + std::to_string(i) + ")  # " + out +
            ": \"cpu f32[5]\"\n";
    acc = out;
  }
  text += "  return " + acc + "\n";
  Trace t = parse_trace(text);
  auto inputs = random_inputs(t, 3);
  JitFunction native = jit(t);
  JitFunction interp = jit(t);
  interp.use_host_executor(HostExecutor::Interpreter);
  auto a = native(inputs);
  auto b = interp(inputs);
  const auto& x = std::get<HostTensor>(a[0]);
  const auto& y = std::get<HostTensor>(b[0]);
  for (int64_t j = 0; j < 5; ++j) {
    double want = 0;
    for (const auto& in : inputs) want += std::get<HostTensor>(in).get(j);
    EXPECT_NEAR(x.get(j), want, 1e-4) << j;
    EXPECT_EQ(x.get(j), y.get(j)) << j;
  }
  std::string fused;
  for (const auto& [step, tr] : interp.last_traces())
    if (step == "Fusion") fused = print_trace(tr);
  EXPECT_NE(fused.find("cpuFusion0"), std::string::npos) << fused;
  EXPECT_EQ(fused.find("cpuFusion1"), std::string::npos) << "not one region:\n" << fused;
}

// The native prologue compares the whole spec: any other spec is refused.
TEST(Jit, NativePrologueRefusesAnotherSpec) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(
      "def computation(x):\n  # x: \"cpu f32[4]\"\n  y = ltorch.exp(x)\n  return (y,)\n",
      "t.trace");
  codegen::CpuProgram program(t);
  std::vector<int64_t> spec = {1, 1, static_cast<int64_t>(DType::f32), 1, 4, 1, 0, 1};
  auto native = codegen::cpu::compile_host_program(program.host_program(), spec);
  std::vector<RuntimeValue> in{filled({4}, DType::f32)};
  auto out = run_native(program.host_program(), native.fn, in, spec);
  EXPECT_FLOAT_EQ(static_cast<float>(std::get<HostTensor>(out[0]).get(1)), std::exp(0.5f));
  for (size_t i = 0; i < spec.size(); ++i) {
    std::vector<int64_t> other = spec;
    other[i] += 1;
    EXPECT_THROW(run_native(program.host_program(), native.fn, in, other), Error) << i;
  }
  std::vector<int64_t> shorter(spec.begin(), spec.end() - 1);
  EXPECT_THROW(run_native(program.host_program(), native.fn, in, shorter), Error);
}

TEST(Prologue, ChecksEveryKindOfInputAndRoundTrips) {
  Trace t = parse_trace(R"T(def computation(x, d, n, s):
  # x: "cpu f32[4, 6] strides=(1, 4) requires_grad"
  # d: "DTensor cuda:0 f32[16, 16] mesh=DeviceMesh('cuda', [0, 1]), placements=(Shard(dim=0),)"
  # n: "int 3"
  # s: "str 'mean'"
  return (x,)
)T",
                        "p.trace");
  Trace p = make_prologue(t);
  std::string text = print_trace(p);
  for (const char* want :
       {"prims.check_len(args, 4)", "x: \"cpu f32[4, 6] strides=(1, 4) requires_grad\" = args[0]",
        "prims.check_tensor_shape_and_metadata(x, (4, 6), 'cpu', torch.float32, True)",
        "spec0 = d._spec",
        "prims.check_dtensor_spec_repr(spec0, \"DTensorSpec(mesh=DeviceMesh('cuda', [0, 1]), "
        "placements=(Shard(dim=0),), tensor_meta=TensorMeta(shape=torch.Size([16, 16]), "
        "stride=(16, 1), dtype=torch.float32))\")",
        "= d._local_tensor", "(8, 16), 'cuda:0', torch.float32, False)",
        "prims.check_number_type_and_value(n, 3)", "prims.check_string_value(s, 'mean')",
        "return None"})
    EXPECT_NE(text.find(want), std::string::npos) << want << "\n" << text;
  EXPECT_EQ(print_trace(parse_trace(text, "prologue.trace")), text);
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// fulgur::Tensor to and from at::Tensor and DLPack without copies: a jitted
// function reads libtorch's memory and hands its result back.
TEST(Jit, TensorsCrossToLibtorchAndDlpackWithoutCopies) {
  SKIP_WITHOUT_LLVM();
  at::Tensor a = at::arange(12, at::kFloat).reshape({3, 4});
  HostTensor x = host_view(a);
  EXPECT_EQ(x.data(), static_cast<std::byte*>(a.data_ptr()));
  HostTensor b = from_dlpack(at::toDLPack(at::ones({4}, at::kFloat)));
  JitFunction f = make_axpb();
  HostTensor y = std::get<HostTensor>(f({x, b})[0]);
  at::Tensor back = aten_view(y);
  EXPECT_EQ(back.data_ptr(), static_cast<void*>(y.data()));
  EXPECT_TRUE(at::equal(back, at::relu(a * 2 + 1)));
  DLManagedTensor* out = to_dlpack(y);
  EXPECT_EQ(out->dl_tensor.data, static_cast<void*>(y.data()));
  EXPECT_EQ(out->dl_tensor.ndim, 2);
  HostTensor again = from_dlpack(out);  // takes ownership back
  EXPECT_EQ(again.get(5), y.get(5));
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

TEST(DelLastUsed, DeletesEachValueAfterItsLastUseButNotWhatIsReturned) {
  Trace t = parse_trace(R"T(def computation(x, w):
  # x: "cpu f32[4, 4]"
  # w: "cpu f32[4, 4]"
  a = ltorch.exp(x)
  m = ltorch.matmul(a, w)
  b = ltorch.add(m, x)
  return (b, a)
)T",
                        "t.trace");
  Trace fused = codegen::partition(t, codegen::Target::Cpu);
  std::string text = print_trace(del_last_used(fused));
  // w dies at the matmul, m and x at the second region; a and b are returned.
  EXPECT_NE(text.find("m = prims.matmul(a, w)  # m: \"cpu f32[4, 4]\"\n  del w\n"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("del x, m\n"), std::string::npos) << text;
  EXPECT_EQ(text.find("del a"), std::string::npos) << text;
  EXPECT_EQ(text.find("del b"), std::string::npos) << text;
  EXPECT_EQ(print_trace(parse_trace(text, "dels.trace")), text);
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

constexpr const char* kGradTrace = R"TXT(def computation(x, w, b):
  # x: "cpu f32[8, 16] requires_grad"
  # w: "cpu f32[4, 16] requires_grad"
  # b: "cpu f32[4]"
  h = ltorch.linear(x, w, b)  # h: "cpu f32[8, 4]"
  y = ltorch.softmax(h, -1)  # y: "cpu f32[8, 4]"
  n = ltorch.gt(y, 0.5)  # n: "cpu b8[8, 4]"
  return (y, n)
)TXT";

TEST(JitGrad, OutputsCarryTheCompiledBackward) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(kGradTrace);
  JitFunction f = jit(t);
  std::vector<RuntimeValue> inputs = random_inputs(t, 2);
  for (size_t i = 0; i < 2; ++i) std::get<HostTensor>(inputs[i]).requires_grad = true;
  std::vector<RuntimeValue> out = f(inputs);
  ASSERT_EQ(out.size(), 2u);  // the saved values stay inside
  const HostTensor& y = std::get<HostTensor>(out[0]);
  EXPECT_TRUE(y.requires_grad && y.grad_fn);
  EXPECT_FALSE(std::get<HostTensor>(out[1]).grad_fn);  // bool: not differentiable
  HostTensor cot = std::get<HostTensor>(random_inputs(parse_trace(R"TXT(def c(g):
  # g: "cpu f32[8, 4]"
  return g
)TXT"),
                                                      9)[0]);
  std::vector<std::optional<Tensor>> g = grad({y}, {cot});
  ASSERT_EQ(g.size(), 3u);
  EXPECT_FALSE(g[2].has_value());  // b does not require grad
  ReferenceGrads ref = run_reference_grad(t, inputs, {true, true, false}, {cot, std::nullopt});
  for (size_t i = 0; i < 2; ++i) {
    ASSERT_TRUE(g[i].has_value());
    Comparison c = compare(*g[i], *ref.grads[i]);
    EXPECT_TRUE(c.ok) << "input " << i << ": " << c.problem;
  }
  // A second call is a cache hit with its own saved values.
  std::vector<RuntimeValue> again = f(inputs);
  EXPECT_EQ(f.cache_info().hits, 1);
  std::vector<std::optional<Tensor>> g2 = grad({std::get<HostTensor>(again[0])}, {cot});
  EXPECT_TRUE(compare(*g2[1], *g[1]).ok);
  bool saw_backward = false;
  for (const auto& [stage, tr] : f.last_traces())
    saw_backward = saw_backward || (stage == "Backward" && tr.fn_name == "backward_fn");
  EXPECT_TRUE(saw_backward);
}

TEST(JitGrad, GradRejectsWhatItCannotDifferentiate) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(kGradTrace);
  JitFunction f = jit(t);
  std::vector<RuntimeValue> inputs = random_inputs(t, 2);
  for (size_t i = 0; i < 2; ++i) std::get<HostTensor>(inputs[i]).requires_grad = true;
  auto expect_error = [](const std::function<void()>& fn, const std::string& text) {
    try {
      fn();
      ADD_FAILURE() << "expected an error containing: " << text;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(text), std::string::npos) << e.what();
    }
  };
  std::vector<RuntimeValue> a = f(inputs);
  std::vector<RuntimeValue> b = f(inputs);
  const HostTensor& ya = std::get<HostTensor>(a[0]);
  const HostTensor& yb = std::get<HostTensor>(b[0]);
  expect_error([&] { grad({std::get<HostTensor>(a[1])}); }, "output 0 carries no backward");
  expect_error([&] { grad({ya, yb}); }, "come from different calls");
  expect_error([&] { grad({ya}); }, "only single-element outputs (a scalar loss)");
  expect_error(
      [&] {
        grad({ya}, {HostTensor::empty({8, 5}, DType::f32)});
      },
      "must be f32[8, 4], got f32[8, 5]");
}

TEST(JitGrad, TrainingExampleLossDecreasesOver20Steps) {
  SKIP_WITHOUT_LLVM();
  auto [rc, out] = testing::run_command(std::string(FULGUR_BINARY_DIR) + "/train_mlp --traces");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("over 20 steps (decreased); loss_fn compiled once (1 miss, 19 hits)"),
            std::string::npos)
      << out;
  EXPECT_NE(out.find("def backward_fn(saved_for_backward, cotangents):"), std::string::npos) << out;
  // Every step's loss is below the one before.
  std::istringstream lines(out);
  double prev = 1e300;
  int steps = 0;
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("step ", 0) != 0) continue;
    double v = std::stod(line.substr(line.find("loss ") + 5));
    EXPECT_LT(v, prev) << line;
    prev = v;
    ++steps;
  }
  EXPECT_EQ(steps, 20) << out;
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// The arena of a host program: only buffers kernels alone touch, and two
// buffers live at the same time never share bytes.
TEST(HostArena, LiveBuffersNeverOverlapAndOnlyKernelsUseThem) {
  SKIP_WITHOUT_LLVM();
  // Regions feeding regions: softmax rows, a column sum, softmax of that, a
  // row norm.
  Trace chain = parse_trace(R"TXT(def computation(x):
  # x: "cpu f32[16, 32]"
  t0 = ltorch.softmax(x, 1)
  t1 = ltorch.sum(t0, 0)
  t2 = ltorch.softmax(t1, 0)
  t3 = ltorch.layer_norm(t0, (32,))
  t4 = ltorch.mul(t3, t2)
  return t4
)TXT");
  for (const auto& [ex, t] : {std::pair<const char*, Trace>{"chain", chain}}) {
    codegen::CpuProgram prog(t);
    std::vector<RuntimeValue> in = random_inputs(t, 1);
    // The arena is reused call after call: the same results every time.
    std::vector<RuntimeValue> first = prog.run(in);
    for (int k = 0; k < 3; ++k) {
      std::vector<RuntimeValue> again = prog.run(in);
      for (size_t i = 0; i < first.size(); ++i) EXPECT_TRUE(compare(again[i], first[i]).ok) << ex;
    }
    const HostProgram& p = prog.host_program();
    auto off = [&](int s) { return p.arena_offset.at(static_cast<size_t>(s)); };
    std::map<int, std::pair<int, int>> live;  // slot -> [allocate, last launch]
    std::map<int, int64_t> size;
    for (size_t i = 0; i < p.instrs.size(); ++i) {
      const HostInstr& in = p.instrs[i];
      if (in.op == HostInstr::Op::Allocate && off(in.slot) >= 0) {
        live[in.slot] = {static_cast<int>(i), static_cast<int>(i)};
        int64_t n = dtype_itemsize(in.dtype);
        for (int64_t e : in.shape) n *= e;
        size[in.slot] = n;
      }
      if (in.op == HostInstr::Op::Launch)
        for (int b : in.buffers)
          if (live.count(b)) live[b].second = static_cast<int>(i);
      if (in.op == HostInstr::Op::LibraryCall) {
        for (const auto& [proxy, s] : in.inputs) {
          EXPECT_LT(off(s), 0) << ex << ": " << proxy->name;
        }
      }
      if (in.op == HostInstr::Op::Launch) {
        for (const auto& sc : in.scalars) {
          if (sc.kind == ScalarSource::Kind::Stride) {
            EXPECT_LT(off(sc.slot), 0);
          }
        }
      }
    }
    for (int s : p.outputs) EXPECT_LT(off(s), 0) << ex;
    EXPECT_FALSE(live.empty()) << ex << ": nothing in the arena\n" << print_host_program(p);
    for (const auto& [a, ra] : live)
      for (const auto& [b, rb] : live) {
        if (a >= b || ra.second < rb.first || rb.second < ra.first) continue;
        bool disjoint = off(a) + size[a] <= off(b) || off(b) + size[b] <= off(a);
        EXPECT_TRUE(disjoint) << ex << ": slots " << a << " and " << b << " overlap while live";
      }
    EXPECT_NE(print_host_program(p).find("in the arena at +"), std::string::npos);
  }
}

}  // namespace
}  // namespace fulgur
