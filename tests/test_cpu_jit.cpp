// The CPU JIT (src/codegen/llvm): the LLVM IR its emitters produce for every
// example (golden files), and the ORC wrapper's lifetimes.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "codegen/llvm/cpu_jit.h"
#include "codegen/pipeline.h"
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

}  // namespace
}  // namespace fulgur
