// The CPU JIT (src/codegen/llvm): the LLVM IR its emitters produce for every
// example (golden files), and the ORC wrapper's lifetimes.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "cli_runner.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;

#define SKIP_WITHOUT_LLVM() \
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)"

std::string read_file(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// What depends on the machine or the process: the host CPU's name and
// features, and addresses baked into host programs (kernels, bound symbols).
std::string normalized(const std::string& ir) {
  std::string s =
      std::regex_replace(ir, std::regex(R"re("target-cpu"="[^"]*")re"), "\"target-cpu\"=\"HOST\"");
  s = std::regex_replace(s, std::regex(R"re("target-features"="[^"]*")re"),
                         "\"target-features\"=\"HOST\"");
  s = std::regex_replace(s, std::regex(R"(target datalayout = "[^"]*")"),
                         "target datalayout = \"HOST\"");
  s = std::regex_replace(s, std::regex(R"(target triple = "[^"]*")"), "target triple = \"HOST\"");
  return std::regex_replace(s, std::regex(R"(i64 [0-9]{9,})"), "i64 ADDRESS");
}

std::string program_ir(const codegen::CpuProgram& p) {
  std::string out;
  for (const auto& k : p.kernels()) out += codegen::cpu::emit_llvm_ir(k);
  return out + codegen::cpu::emit_host_llvm_ir(p.host_program(), {1, 2, 3});
}

// Every example, with and without gradients: the LLVM IR of every kernel and
// host program, before optimization, stays what the golden files say
// (tests/golden/cpu_jit; FULGUR_UPDATE_GOLDEN=1 rewrites them). Refactoring
// the emitters must not change it; changing what they emit shows up here as
// a reviewable diff. (LLVM 19 is pinned; the host CPU is normalized away.)
TEST(CpuJit, EmittedIrMatchesTheGoldenFiles) {
  SKIP_WITHOUT_LLVM();
  const fs::path src = FULGUR_SOURCE_DIR;
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(src / "examples")) {
    std::string name = e.path().filename().string();
    if (e.path().extension() == ".trace" && name.find(".fused.") == std::string::npos)
      files.push_back(e.path());
  }
  std::sort(files.begin(), files.end());
  ASSERT_FALSE(files.empty());
  for (const auto& file : files) {
    for (bool grad : {false, true}) {
      Trace t = main_trace(parse_trace_file(file.string()));
      if (grad) require_grad_of_float_inputs(t);
      codegen::Executable e = codegen::compile(t, {.target = codegen::Target::Cpu, .grad = grad});
      std::string ir = program_ir(*e.cpu_forward());
      if (e.cpu_grad && e.cpu_grad->backward_program())
        ir += program_ir(*e.cpu_grad->backward_program());
      ir = normalized(ir);
      fs::path golden =
          src / "tests/golden/cpu_jit" / (file.stem().string() + (grad ? ".grad.ll" : ".ll"));
      if (std::getenv("FULGUR_UPDATE_GOLDEN")) {
        std::ofstream(golden) << ir;
        continue;
      }
      ASSERT_TRUE(fs::exists(golden)) << golden << " is missing; run with FULGUR_UPDATE_GOLDEN=1";
      EXPECT_TRUE(read_file(golden) == ir)
          << golden << " is out of date; run with FULGUR_UPDATE_GOLDEN=1 and review the diff";
    }
  }
}

// ---- freeing code --------------------------------------------------------------

int64_t live_code() {
  return codegen::cpu::cpu_jit_stats().live_code;
}

HostTensor iota(int64_t rows, int64_t cols, double start) {
  HostTensor t = HostTensor::empty({rows, cols}, DType::f32);
  for (int64_t i = 0; i < rows * cols; ++i) t.set(i, start + 0.25 * static_cast<double>(i));
  return t;
}

// y = (x * scale + x) - rowsum(x) (one pointwise and one row kernel at
// least), checked against the same arithmetic in f32 here.
JitFunction affine_minus_rowsum(double scale) {
  return jit([scale](Tracer&, const std::vector<Traced>& in) {
    return std::vector<Traced>{(in[0] * scale + in[0]) - lt::sum(in[0], lt::Ints{1}, true)};
  });
}

void expect_affine_minus_rowsum(JitFunction& f, const HostTensor& x, double scale) {
  auto out = f({x});
  ASSERT_EQ(out.size(), 1u);
  const auto& y = std::get<HostTensor>(out[0]);
  const int64_t rows = x.shape[0], cols = x.shape[1];
  for (int64_t r = 0; r < rows; ++r) {
    float sum = 0;
    for (int64_t c = 0; c < cols; ++c) sum += static_cast<float>(x.get(r * cols + c));
    for (int64_t c = 0; c < cols; ++c) {
      float v = static_cast<float>(x.get(r * cols + c));
      EXPECT_NEAR(y.get(r * cols + c), v * static_cast<float>(scale) + v - sum,
                  1e-4 * (1 + std::abs(sum)))
          << "row " << r << " col " << c;
    }
  }
}

// Every compiled unit (each kernel, each native host program) is freed from
// the JIT when its owners go: after compiling and destroying many programs
// of distinct shapes the JIT holds as many units as before, and a program
// compiled afterwards (its symbols numbered after the freed ones) runs.
TEST(CpuJit, DestroyedProgramsFreeTheirCode) {
  SKIP_WITHOUT_LLVM();
  const int64_t before = live_code();
  {
    std::vector<JitFunction> fns;
    for (int i = 0; i < 12; ++i) {
      fns.push_back(affine_minus_rowsum(1.5));
      expect_affine_minus_rowsum(fns.back(), iota(i + 1, 3 + i, 0.5), 1.5);
    }
    // A host program each, and their kernels (shared where the kernel IR
    // does not depend on the shape).
    EXPECT_GE(live_code(), before + 13);
  }
  EXPECT_EQ(live_code(), before);
  JitFunction after = affine_minus_rowsum(1.5);
  expect_affine_minus_rowsum(after, iota(2, 3, -1), 1.5);
  EXPECT_GT(live_code(), before);
}

// Tiny kernels are compiled for their extents, larger ones stay
// shape-generic: one JitFunction called with two tiny shapes compiles its
// kernels for each (a kernel built for 3x5 must not run on 4x6, whose
// results would be silently wrong), while two large shapes share them.
TEST(CpuJit, TinyKernelsAreSpecializedLargeOnesShared) {
  SKIP_WITHOUT_LLVM();
  JitFunction f = affine_minus_rowsum(0.5);
  expect_affine_minus_rowsum(f, iota(3, 5, 0.25), 0.5);
  auto before = codegen::cpu::cpu_jit_stats();
  expect_affine_minus_rowsum(f, iota(4, 6, -0.5), 0.5);
  auto tiny = codegen::cpu::cpu_jit_stats();
  EXPECT_GT(tiny.compiled, before.compiled) << "a tiny kernel was reused for other extents";
  EXPECT_EQ(tiny.hits, before.hits);

  expect_affine_minus_rowsum(f, iota(64, 80, 0.01), 0.5);  // 5120 elements
  auto large = codegen::cpu::cpu_jit_stats();
  expect_affine_minus_rowsum(f, iota(72, 96, 0.01), 0.5);
  auto after = codegen::cpu::cpu_jit_stats();
  EXPECT_EQ(after.compiled, large.compiled) << "large kernels should serve every shape";
  EXPECT_GT(after.hits, large.hits);
}

// Freeing one program leaves another that shares nothing with it running.
TEST(CpuJit, FreeingOneProgramKeepsAnotherRunning) {
  SKIP_WITHOUT_LLVM();
  const int64_t before = live_code();
  JitFunction b = affine_minus_rowsum(3.0);
  HostTensor xb = iota(5, 9, 1);
  expect_affine_minus_rowsum(b, xb, 3.0);
  const int64_t with_b = live_code();
  {
    JitFunction a = affine_minus_rowsum(-2.0);
    expect_affine_minus_rowsum(a, iota(7, 4, 2), -2.0);
    EXPECT_GT(live_code(), with_b);
  }
  EXPECT_EQ(live_code(), with_b);
  expect_affine_minus_rowsum(b, xb, 3.0);
  EXPECT_GT(with_b, before);
}

// Programs that compile the same kernel share its code through the process
// cache: the kernel stays while any of them lives, and is compiled again
// (not found dangling in the cache) once all are gone.
TEST(CpuJit, SharedKernelsLiveWhileAnyProgramUsesThem) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[3, 11]"
  t = ltorch.mul(x, 7.0)
  y = ltorch.exp(t)
  return (y,)
)",
                        "shared.trace");
  HostTensor x = iota(3, 11, -2);
  auto check = [&](const codegen::CpuProgram& p) {
    auto out = p.run({x});
    const auto& y = std::get<HostTensor>(out.at(0));
    for (int64_t i = 0; i < 33; ++i)
      EXPECT_FLOAT_EQ(static_cast<float>(y.get(i)), std::exp(static_cast<float>(x.get(i)) * 7.0f))
          << i;
  };
  const int64_t before = live_code();
  auto first = std::make_unique<codegen::CpuProgram>(t);
  const int64_t with_first = live_code();
  EXPECT_GT(with_first, before);
  auto stats = codegen::cpu::cpu_jit_stats();
  codegen::CpuProgram second(t);
  EXPECT_EQ(codegen::cpu::cpu_jit_stats().compiled, stats.compiled);  // a cache hit
  EXPECT_EQ(live_code(), with_first);                                 // the same code
  first.reset();
  EXPECT_EQ(live_code(), with_first);  // still second's
  check(second);
}

TEST(CpuJit, AKernelFreedByEveryProgramIsCompiledAgain) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[13]"
  y = ltorch.mul(x, 0.75)
  return (y,)
)",
                        "again.trace");
  HostTensor x = HostTensor::empty({13}, DType::f32);
  for (int64_t i = 0; i < 13; ++i) x.set(i, static_cast<double>(i) - 4);
  const int64_t before = live_code();
  { codegen::CpuProgram p(t); }
  EXPECT_EQ(live_code(), before);
  auto stats = codegen::cpu::cpu_jit_stats();
  codegen::CpuProgram again(t);
  EXPECT_EQ(codegen::cpu::cpu_jit_stats().compiled, stats.compiled + 1);
  auto out = again.run({x});
  const auto& y = std::get<HostTensor>(out.at(0));
  for (int64_t i = 0; i < 13; ++i)
    EXPECT_EQ(static_cast<float>(y.get(i)), static_cast<float>(x.get(i)) * 0.75f) << i;
}

// The frame moves a value the program made into the results at its last
// mention: one returned twice comes back twice, an input returned comes
// back as it is, and a second call (reusing the thread's frame) agrees.
TEST(CpuJit, ValuesReturnedTwiceAndInputsReturnedComeBackIntact) {
  SKIP_WITHOUT_LLVM();
  for (HostExecutor ex : {HostExecutor::Native, HostExecutor::Interpreter}) {
    JitFunction f = jit([](Tracer&, const std::vector<Traced>& in) {
      Traced y = in[0] * 3.0;
      return std::vector<Traced>{y, in[0], y};
    });
    f.use_host_executor(ex);
    HostTensor x = iota(2, 3, 1);
    for (int call = 0; call < 2; ++call) {
      auto out = f({x});
      ASSERT_EQ(out.size(), 3u);
      const auto& a = std::get<HostTensor>(out[0]);
      const auto& same = std::get<HostTensor>(out[1]);
      const auto& b = std::get<HostTensor>(out[2]);
      ASSERT_EQ(a.shape, (Shape{2, 3}));
      ASSERT_EQ(b.shape, (Shape{2, 3}));
      for (int64_t i = 0; i < 6; ++i) {
        EXPECT_EQ(static_cast<float>(a.get(i)), static_cast<float>(x.get(i)) * 3.0f) << i;
        EXPECT_EQ(b.get(i), a.get(i)) << i;
        EXPECT_EQ(same.get(i), x.get(i)) << i;
      }
    }
  }
}

// The disk cache of CPU kernels: a second process loads the kernels the
// first compiled (and runs them to the same --check), a damaged entry is
// compiled again, never loaded, and FULGUR_CPU_KERNEL_CACHE=0 writes nothing.
TEST(CpuJit, ASecondProcessLoadsTheKernelsFromTheDiskCache) {
  SKIP_WITHOUT_LLVM();
  fs::path dir = fs::temp_directory_path() / ("fulgur_cpu_cache_" + std::to_string(getpid()));
  fs::remove_all(dir);
  const std::string trace = std::string(FULGUR_SOURCE_DIR) + "/examples/llama_block.trace";
  auto run = [&](const std::string& env, const std::string& flags) {
    return testing::run_command(env + " FULGUR_CACHE_DIR=" + dir.string() + " " + testing::kCli +
                                " run " + trace + " --check " + flags);
  };
  for (const std::string flags : {"", "--grad"}) {
    fs::remove_all(dir);
    auto [rc1, cold] = run("", flags);
    ASSERT_EQ(rc1, 0) << cold;
    EXPECT_EQ(cold.find("from the disk cache"), std::string::npos) << cold;
    size_t entries = 0;
    for (const auto& e : fs::directory_iterator(dir / "kernels")) entries += e.is_regular_file();
    EXPECT_GT(entries, 0u);
    auto [rc2, warm] = run("", flags);
    ASSERT_EQ(rc2, 0) << warm;
    EXPECT_NE(warm.find("check passed"), std::string::npos) << warm;
    std::smatch m;
    ASSERT_TRUE(std::regex_search(warm, m, std::regex(R"((\d+) kernels? from the disk cache)")))
        << warm;
    EXPECT_EQ(static_cast<size_t>(std::stoul(m[1])), entries) << warm;
    // Every entry damaged: each is discarded and compiled again.
    for (const auto& e : fs::directory_iterator(dir / "kernels")) {
      std::fstream f(e.path(), std::ios::in | std::ios::out | std::ios::binary);
      f.seekp(static_cast<std::streamoff>(fs::file_size(e.path()) / 2));
      f.put('\x5a').put('\xa5');
    }
    auto [rc3, damaged] = run("", flags);
    ASSERT_EQ(rc3, 0) << damaged;
    EXPECT_NE(damaged.find("check passed"), std::string::npos) << damaged;
    EXPECT_EQ(damaged.find("from the disk cache"), std::string::npos) << damaged;
  }
  fs::remove_all(dir);
  auto [rc4, off] = run("FULGUR_CPU_KERNEL_CACHE=0", "");
  ASSERT_EQ(rc4, 0) << off;
  EXPECT_FALSE(fs::exists(dir / "kernels") && !fs::is_empty(dir / "kernels"));
  fs::remove_all(dir);
}

}  // namespace
}  // namespace fulgur
