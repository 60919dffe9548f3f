// The C++ tracing API, .npy files, random inputs, half/bfloat16 rounding and
// the fulgur CLI end to end.
#include <gtest/gtest.h>

#include "cli_runner.h"

#include <array>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>

#include "frontend/tracing.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "runtime/aten_interop.h"
#include "runtime/inputs.h"
#include "runtime/npy.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

TEST(TracingApi, BuildsTraceWithSourceLocations) {
  Tracer tr;
  Traced x = tr.input("x", "cpu f32[4, 12]");
  Traced w1 = tr.input("w1", "cpu f32[16, 12]");
  Traced b1 = tr.input("b1", "cpu f32[16]");
  Traced h = lt::gelu(lt::linear(x, w1, b1), "tanh");
  Traced y = lt::rms_norm(h * 2.0 + 1.0, {16});
  tr.ret({y});
  Trace t = tr.finish();
  std::string p = print_trace(t, {0});
  EXPECT_NE(p.find("  # test_runtime_frontend.cpp:"), std::string::npos) << p;
  EXPECT_NE(p.find(": Traced h = lt::gelu(lt::linear(x, w1, b1), \"tanh\");"), std::string::npos)
      << p;
  EXPECT_NE(p.find("= ltorch.gelu(t0, approximate='tanh')  # "), std::string::npos) << p;
  EXPECT_NE(p.find("= ltorch.mul(t"), std::string::npos) << p;  // operator*
  // The captured trace round-trips and runs.
  EXPECT_EQ(print_trace(parse_trace(print_trace(t, {1})), {1}), print_trace(t, {1}));
  auto in = random_inputs(t, 3);
  auto ref = run_reference(t, in, ExecutionLevel::TopLevel);
  auto prim = run_reference(t, in, ExecutionLevel::Prims);
  EXPECT_TRUE(compare(prim[0], ref[0]).ok);
}

TEST(TracingApi, ErrorsNameTheCallingLine) {
  Tracer tr;
  Traced x = tr.input("x", "cpu f32[4, 12]");
  Traced w = tr.input("w", "cpu f32[16, 11]");
  try {
    lt::linear(x, w);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    std::string msg = e.what();
    EXPECT_NE(msg.find("test_runtime_frontend.cpp:"), std::string::npos) << msg;
    EXPECT_NE(msg.find("do not match (12 vs 11 input features)"), std::string::npos) << msg;
  }
  EXPECT_THROW(tr.input("y", "cpu f32[4"), Error);
  EXPECT_THROW(tr.finish(), Error);  // no outputs yet
}

TEST(Npy, RoundTripsEveryDType) {
  fs::path dir = fs::temp_directory_path() / "fulgur_npy_test";
  fs::create_directories(dir);
  for (DType d : kAllDTypes) {
    HostTensor t = HostTensor::empty({3, 2}, d);
    for (int64_t i = 0; i < t.numel(); ++i)
      t.set(i, is_bool(d) ? i % 2 : (i - 2) * (is_float(d) || is_complex(d) ? 0.5 : 1));
    if (d == DType::u8) t.set(0, 7);
    std::string path = (dir / "t.npy").string();
    write_npy(path, t);
    HostTensor back = read_npy(path);
    // NumPy has no bfloat16 or complex32: written as f32, c64.
    DType expect = d == DType::bf16 ? DType::f32 : d == DType::c32 ? DType::c64 : d;
    EXPECT_EQ(back.dtype, expect) << dtype_short_name(d);
    EXPECT_EQ(back.shape, t.shape);
    if (d == DType::c32) {  // each half part widened
      const auto* in = reinterpret_cast<const uint16_t*>(t.data());
      const auto* out = reinterpret_cast<const float*>(back.data());
      for (int64_t i = 0; i < 2 * t.numel(); ++i) EXPECT_EQ(out[i], half_bits_to_float(in[i]));
      continue;
    }
    if (is_complex(d)) {  // no one real number per element: the bytes
      ASSERT_EQ(std::memcmp(back.data(), t.data(), t.numel() * dtype_itemsize(d)), 0);
      continue;
    }
    for (int64_t i = 0; i < t.numel(); ++i) EXPECT_EQ(back.get(i), t.get(i)) << dtype_short_name(d);
  }
  // 0-dim and size-0 shapes.
  for (const Shape& s : {Shape{}, Shape{0, 3}, Shape{5}}) {
    write_npy((dir / "s.npy").string(), HostTensor::empty(s, DType::f32));
    EXPECT_EQ(read_npy((dir / "s.npy").string()).shape, s);
  }
}

TEST(Npy, RejectsBadFilesClearly) {
  fs::path dir = fs::temp_directory_path() / "fulgur_npy_test";
  fs::create_directories(dir);
  std::string path = (dir / "bad.npy").string();
  std::ofstream(path) << "not numpy";
  EXPECT_THROW(
      {
        try {
          read_npy(path);
        } catch (const Error& e) {
          EXPECT_NE(std::string(e.what()).find("not a .npy file"), std::string::npos);
          throw;
        }
      },
      Error);
  write_npy(path, HostTensor::empty({100}, DType::f32));
  fs::resize_file(path, fs::file_size(path) - 8);
  try {
    read_npy(path);
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("truncated .npy data"), std::string::npos) << e.what();
  }
  EXPECT_THROW(read_npy((dir / "missing.npy").string()), Error);
}

TEST(HalfPrecision, RoundingMatchesTorch) {
  at::Tensor f = at::randn({4096}, at::kFloat) * 1000;
  f.index_put_({0}, 65520.0f);  // rounds to inf in f16
  f.index_put_({1}, 1e-8f);     // subnormal region
  for (at::ScalarType st : {at::kHalf, at::kBFloat16}) {
    at::Tensor expected = f.to(st).to(at::kFloat);
    for (int64_t i = 0; i < f.numel(); ++i) {
      float x = f[i].item<float>();
      float ours = st == at::kHalf ? half_bits_to_float(float_to_half_bits(x))
                                   : bf16_bits_to_float(float_to_bf16_bits(x));
      ASSERT_EQ(ours, expected[i].item<float>()) << "x = " << x;
    }
  }
}

TEST(RandomInputs, RespectOpDomainsAndStrides) {
  Trace t = parse_trace(R"TXT(def computation(x, y, c, logits, target):
  # x: "cpu f32[64]"
  # y: "cpu i64[64]"
  # c: "cpu f32[8, 4] strides=(1, 8)"
  # logits: "cpu f32[16, 3]"
  # target: "cpu i64[16]"
  a = ltorch.log(x)
  b = ltorch.div(c, 2.0)
  d = ltorch.sqrt(y)
  e = ltorch.cross_entropy(logits, target)
  return (a, b, d, e)
)TXT");
  auto in = random_inputs(t, 7);
  const auto& x = std::get<HostTensor>(in[0]);
  const auto& y = std::get<HostTensor>(in[1]);
  const auto& c = std::get<HostTensor>(in[2]);
  const auto& target = std::get<HostTensor>(in[4]);
  for (int64_t i = 0; i < 64; ++i) EXPECT_GT(x.get(i), 0);
  for (int64_t i = 0; i < 64; ++i) EXPECT_GT(y.get(i), 0);
  for (int64_t i = 0; i < 16; ++i) EXPECT_TRUE(target.get(i) >= 0 && target.get(i) < 3);
  EXPECT_EQ(c.strides, (Shape{1, 8}));
  EXPECT_FALSE(c.is_contiguous());
  auto again = random_inputs(t, 7);
  EXPECT_EQ(std::get<HostTensor>(again[0]).get(5), x.get(5));  // deterministic per seed
}

TEST(ReferenceExecutor, RejectsMismatchedInputs) {
  Trace t =
      parse_trace("def computation(x):\n  # x: \"cpu f32[4]\"\n  y = ltorch.exp(x)\n  return y\n");
  try {
    run_reference(t, {HostTensor::empty({5}, DType::f32)}, ExecutionLevel::TopLevel);
    FAIL();
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("argument 'x': expected f32[4], got f32[5]"),
              std::string::npos)
        << e.what();
  }
  EXPECT_THROW(run_reference(t, {}, ExecutionLevel::Prims), Error);
}

const std::string kExamples = std::string(FULGUR_SOURCE_DIR) + "/examples";

TEST(Cli, RunCheckPassesOnEveryExample) {
  int n = 0;
  for (const auto& entry : fs::directory_iterator(kExamples)) {
    if (entry.path().extension() != ".trace") continue;
    auto [code, out] =
        testing::run_command(testing::kCli + " run " + entry.path().string() + " --check --seed 5");
    EXPECT_EQ(code, 0) << out;
    EXPECT_NE(out.find("check passed"), std::string::npos) << out;
    auto [pcode, printed] =
        testing::run_command(testing::kCli + " print " + entry.path().string() + " --depth -1");
    EXPECT_EQ(pcode, 0) << printed;
    ++n;
  }
  EXPECT_GE(n, 5);
}

TEST(Cli, InputsAndOutputsAsNpy) {
  fs::path dir = fs::temp_directory_path() / "fulgur_cli_test";
  fs::remove_all(dir);
  fs::create_directories(dir / "in");
  std::string trace = (dir / "t.trace").string();
  std::ofstream(trace)
      << "def computation(a, b):\n  # a: \"cpu f32[2, 3]\"\n  # b: \"cpu f32[3]\"\n"
         "  c = ltorch.add(a, b)\n  return (c,)\n";
  HostTensor a = HostTensor::empty({2, 3}, DType::f32), b = HostTensor::empty({3}, DType::f32);
  for (int i = 0; i < 6; ++i) a.set(i, i);
  for (int i = 0; i < 3; ++i) b.set(i, 10 * i);
  write_npy((dir / "in" / "a.npy").string(), a);
  write_npy((dir / "in" / "b.npy").string(), b);
  auto [code, out] =
      testing::run_command(testing::kCli + " run " + trace + " --inputs " + (dir / "in").string() +
                           " --save-outputs " + (dir / "out").string() + " --check");
  ASSERT_EQ(code, 0) << out;
  HostTensor c = read_npy((dir / "out" / "c.npy").string());
  EXPECT_EQ(c.get(4), 4 + 10);
  // A missing input file is named.
  fs::remove(dir / "in" / "b.npy");
  auto [code2, out2] =
      testing::run_command(testing::kCli + " run " + trace + " --inputs " + (dir / "in").string());
  EXPECT_EQ(code2, 1);
  EXPECT_NE(out2.find("argument 'b': missing input file"), std::string::npos) << out2;
}

// --save-inputs makes a run replayable: the inputs and the cotangents of a
// --grad run come back through --inputs, so the replay's gradients are
// bit-identical; --save-outputs keeps the gradients and libtorch's values;
// and the same program in f64 reads the bf16 run's files (widened exactly),
// which is how the fuzzer judges a low-precision difference (an f64 oracle).
TEST(Cli, SavedInputsAndCotangentsReplayARun) {
  fs::path dir = fs::temp_directory_path() / "fulgur_cli_replay";
  fs::remove_all(dir);
  fs::create_directories(dir);
  auto program = [&](const std::string& dtype) {
    std::string path = (dir / (dtype + ".trace")).string();
    std::ofstream(path) << "def computation(x):\n  # x: \"cpu " << dtype
                        << "[4, 2]\"\n  t0 = ltorch.layer_norm(x, (2,), None, None, 0.001)\n"
                           "  return t0\n";
    return path;
  };
  std::string bf16 = program("bf16"), f64 = program("f64");
  std::string in = (dir / "in").string(), out = (dir / "out").string();
  auto [code, text] = testing::run_command(testing::kCli + " run " + bf16 +
                                           " --grad --check --seed 2 --save-inputs " + in +
                                           " --save-outputs " + out);
  ASSERT_TRUE(code == 0 || code == 1) << text;  // libtorch's bf16 backward may disagree
  for (const char* f : {"x.npy", "cotangent0.npy"}) EXPECT_TRUE(fs::exists(dir / "in" / f)) << f;
  for (const char* f : {"t0.npy", "grad_x.npy", "expected_t0.npy", "expected_grad_x.npy"})
    EXPECT_TRUE(fs::exists(dir / "out" / f)) << f;
  HostTensor grad = read_npy((dir / "out" / "grad_x.npy").string());
  // Another seed, but the inputs and cotangents come from the files.
  auto [code2, text2] =
      testing::run_command(testing::kCli + " run " + bf16 + " --grad --seed 7 --inputs " + in +
                           " --save-outputs " + (dir / "replay").string());
  ASSERT_EQ(code2, 0) << text2;
  HostTensor again = read_npy((dir / "replay" / "grad_x.npy").string());
  ASSERT_EQ(again.numel(), grad.numel());
  for (int64_t i = 0; i < grad.numel(); ++i) EXPECT_EQ(again.get(i), grad.get(i)) << i;
  // The f64 twin on the same (widened) inputs: fulgur's bf16 gradient of a
  // layer_norm over two elements is within bf16 rounding of it.
  auto [code3, text3] =
      testing::run_command(testing::kCli + " run " + f64 + " --grad --check --inputs " + in +
                           " --save-outputs " + (dir / "f64").string());
  ASSERT_EQ(code3, 0) << text3;
  HostTensor exact = read_npy((dir / "f64" / "grad_x.npy").string());
  ASSERT_EQ(exact.dtype, DType::f64);
  for (int64_t i = 0; i < grad.numel(); ++i)
    EXPECT_NEAR(grad.get(i), exact.get(i), 0.02 * std::abs(exact.get(i)) + 1e-3) << i;
  // A file that would narrow (f64 values for an f16 argument) is refused.
  fs::create_directories(dir / "wide");
  write_npy((dir / "wide" / "x.npy").string(), exact);
  auto [code4, text4] = testing::run_command(testing::kCli + " run " + program("f16") +
                                             " --inputs " + (dir / "wide").string());
  EXPECT_EQ(code4, 1) << text4;
  EXPECT_NE(text4.find("argument 'x' expects f16[4, 2], the file holds f64[4, 2]"),
            std::string::npos)
      << text4;
}

TEST(Cli, BadInputGetsAClearErrorAndExitCode) {
  auto [code, out] = testing::run_command(testing::kCli + " run /nonexistent.trace");
  EXPECT_EQ(code, 1);
  EXPECT_NE(out.find("cannot open trace file '/nonexistent.trace'"), std::string::npos) << out;
  auto [code2, out2] = testing::run_command(testing::kCli + " frobnicate");
  EXPECT_EQ(code2, 2);
  EXPECT_NE(out2.find("unknown command 'frobnicate'"), std::string::npos);
  auto [code3, out3] = testing::run_command(testing::kCli + " run --help");
  EXPECT_EQ(code3, 0);
  EXPECT_NE(out3.find("--save-outputs DIR"), std::string::npos);
  auto [code4, out4] = testing::run_command(testing::kCli + " print --help");
  EXPECT_EQ(code4, 0);
  auto [code5, out5] =
      testing::run_command(testing::kCli + " print " + kExamples + "/mlp.trace --depth x");
  EXPECT_EQ(code5, 1);
  EXPECT_NE(out5.find("option --depth expects an integer from -1 to 1048576, got 'x'"),
            std::string::npos)
      << out5;
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// Prims that no ltorch decomposition in the sample table reaches, checked
// against values computed by hand.
TEST(ReferenceExecutor, CreationCopyAndIndexingPrims) {
  Trace t = parse_trace(R"TXT(def computation(x, idx, z):
  # x: "cpu f32[3, 4]"
  # idx: "cpu i64[3, 1]"
  # z: "cpu f32[0, 2]"
  a = prims.full((2, 2), 1.5, device='cpu', dtype=torch.float16)
  b = prims.iota(5, start=2, step=3, device='cpu', dtype=torch.int32)
  c = prims.slice(x, (0, 1), (3, 4), (2, 2))
  d = prims.take_along_dim(x, idx, 1)
  f = prims.amax(z, (0,))
  g = prims.sum(z, (0,))
  return (a, b, c, d, f, g)
)TXT");
  HostTensor x = HostTensor::empty({3, 4}, DType::f32);
  for (int i = 0; i < 12; ++i) x.set(i, i);
  HostTensor idx = HostTensor::empty({3, 1}, DType::i64);
  idx.set(0, 3);
  idx.set(1, 0);
  idx.set(2, 2);
  auto out =
      run_reference(t, {x, idx, HostTensor::empty({0, 2}, DType::f32)}, ExecutionLevel::Prims);
  const auto& a = std::get<HostTensor>(out[0]);
  EXPECT_EQ(a.dtype, DType::f16);
  EXPECT_EQ(a.get(3), 1.5);
  const auto& b = std::get<HostTensor>(out[1]);
  EXPECT_EQ(b.dtype, DType::i32);
  EXPECT_EQ(b.get(4), 2 + 4 * 3);
  const auto& c = std::get<HostTensor>(out[2]);
  EXPECT_EQ(c.shape, (Shape{2, 2}));
  EXPECT_EQ(c.get(0), 1);   // x[0, 1]
  EXPECT_EQ(c.get(3), 11);  // x[2, 3]
  const auto& d = std::get<HostTensor>(out[3]);
  EXPECT_EQ(d.get(0), 3);
  EXPECT_EQ(d.get(1), 4);
  EXPECT_EQ(d.get(2), 10);
  // Reductions over empty dims write their identity.
  const auto& f = std::get<HostTensor>(out[4]);
  EXPECT_EQ(f.get(0), -INFINITY);
  const auto& g = std::get<HostTensor>(out[5]);
  EXPECT_EQ(g.get(1), 0);
  // An out-of-range index is an error, not a crash.
  idx.set(0, 4);
  EXPECT_THROW(
      run_reference(t, {x, idx, HostTensor::empty({0, 2}, DType::f32)}, ExecutionLevel::Prims),
      Error);
}

}  // namespace
}  // namespace fulgur
