// Golden files for lowering (src/codegen/kernel): every kernel the pipeline
// lowers for the examples, a table of schedule cases and every op sample, for
// CUDA and the CPU, with and without gradients, compared byte for byte with
// tests/golden/kernels/. They pin the generated code while lowering is
// refactored: any change to a kernel's IR (every field, the expression table
// included) or to its CUDA C++ shows up here with the name of the first case
// that differs.
//
// - <example>.txt and schedules.txt: the readable kernel IR, launch shape and
//   CUDA C++ of each case.
// - manifest.txt: for every case (op samples included), a 64-bit FNV-1a hash
//   of a dump of every field of its kernels, and of their CUDA C++.
//
// Kernel IR and CUDA C++ are plain data and text, independent of LLVM's
// version. After an intended change in code generation, regenerate with
//   FULGUR_UPDATE_GOLDEN=1 build/tests/fulgur_tests --gtest_filter='KernelGolden.*'
// and review the diff.
#include <gtest/gtest.h>

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "op_samples.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using codegen::Target;
using namespace codegen::kernel;

const fs::path kGoldenDir = fs::path(FULGUR_SOURCE_DIR) / "tests" / "golden" / "kernels";

bool updating() {
  return std::getenv("FULGUR_UPDATE_GOLDEN") != nullptr;
}

std::string read_text(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

void write_text(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

uint64_t fnv1a(const std::string& s) {
  uint64_t h = 14695981039346656037ull;
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

std::string hex(uint64_t v) {
  std::ostringstream os;
  os << std::hex;
  os.width(16);
  os.fill('0');
  os << v;
  return os.str();
}

// ---- what a case lowers to ---------------------------------------------------------

template <typename T>
std::string list(const std::vector<T>& v) {
  std::string s = "[";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "," : "") + std::to_string(v[i]);
  return s + "]";
}

std::string dt(DType d) {
  return std::string(dtype_short_name(d));
}

void dump_stmts(std::ostringstream& os, const std::vector<Stmt>& body, int depth) {
  for (const Stmt& s : body) {
    os << std::string(static_cast<size_t>(depth) * 2, ' ') << "stmt kind=" << int(s.kind)
       << " var=" << s.var << " aux=" << s.aux << " value=" << s.value << " start=" << s.start
       << " offset=" << s.offset << " buffer=" << s.buffer << " width=" << s.width
       << " parallel=" << int(s.parallel) << " reduce=" << int(s.reduce)
       << " level=" << int(s.level) << " leader=" << s.leader << " body=" << s.body.size() << "\n";
    dump_stmts(os, s.body, depth + 1);
  }
}

// Every field of a kernel, for the manifest's hash.
std::string dump_kernel(const Kernel& k) {
  std::ostringstream os;
  os << "kernel " << k.name << " region=" << k.region << " kind=" << k.kind
     << " index=" << dt(k.index_type) << " domain=" << list(k.domain)
     << " vector=" << k.vector_width << "\n";
  for (const auto& b : k.buffers)
    os << "buffer " << b.name << " " << dt(b.dtype) << " out=" << b.is_output
       << " region_index=" << b.region_index << " scratch=" << b.scratch << "\n";
  for (const auto& s : k.scalars)
    os << "scalar " << s.name << " " << dt(s.type) << " kind=" << int(s.kind)
       << " dims=" << list(s.dims) << " buffer=" << s.buffer << " dim=" << s.dim
       << " region_index=" << s.region_index << "\n";
  for (const auto& v : k.vars)
    os << "var " << v.name << " " << dt(v.type) << " array=" << v.array_size << "\n";
  for (size_t i = 0; i < k.exprs.size(); ++i) {
    const Expr& e = k.exprs[i];
    os << "expr " << i << " op=" << int(e.op) << " type=" << dt(e.type) << " mem=" << dt(e.mem)
       << " operand=" << dt(e.operand_type) << " a=" << e.a << " b=" << e.b << " c=" << e.c
       << " i=" << e.i << " f=" << std::hexfloat << e.f << std::defaultfloat << " fn=" << e.fn
       << "\n";
  }
  dump_stmts(os, k.body, 0);
  os << "launch kind=" << int(k.launch.kind) << " threads=" << k.launch.threads
     << " items_per_block=" << k.launch.items_per_block << " work_dims=" << list(k.launch.work_dims)
     << " work_multiplier=" << k.launch.work_multiplier << "\n";
  return os.str();
}

const char* launch_name(LaunchShape::Kind k) {
  switch (k) {
    case LaunchShape::Kind::Pointwise:
      return "pointwise";
    case LaunchShape::Kind::BlockPerRow:
      return "block per row";
    case LaunchShape::Kind::WarpPerRow:
      return "warp per row";
    case LaunchShape::Kind::ThreadPerRow:
      return "thread per row";
  }
  return "?";
}

struct Lowered {
  std::string readable;  // kernel IR, launch and CUDA C++
  std::string full;      // every field (hashed into the manifest)
};

void add_region(Lowered& out, const LoweredRegion& r, Target target) {
  out.readable += "== region " + r.region + "\n";
  out.full += "region " + r.region + "\n";
  for (const auto& s : r.scratch) {
    std::string line = "scratch " + dt(s.dtype) + " x " + std::to_string(s.elements) + "\n";
    out.readable += line;
    out.full += line;
  }
  for (const Kernel& k : r.kernels) {
    out.readable += print_kernel_ir(k);
    out.readable += "  launch: " + std::string(launch_name(k.launch.kind)) + ", " +
                    std::to_string(k.launch.threads) + " threads, " +
                    std::to_string(k.launch.items_per_block) + " items a block, work dims " +
                    list(k.launch.work_dims) + " x " + std::to_string(k.launch.work_multiplier) +
                    ", domain " + list(k.domain) + "\n";
    out.full += dump_kernel(k);
    if (target == Target::Cuda) {
      std::string src = codegen::cuda::print_cuda(k);
      out.readable += "-- CUDA C++\n" + src;
      out.full += src;
    }
  }
}

// The kernels of every fusion region the pipeline makes of `t` for `target`
// (the forward, then the backward), or the error it raised.
Lowered lower_case(Trace t, Target target, bool grad) {
  Lowered out;
  try {
    if (grad) require_grad_of_float_inputs(t);
    codegen::Executable e = codegen::compile(t, {.target = target, .grad = grad, .emit = false});
    std::vector<const Trace*> traces = {&e.forward};
    if (e.backward) traces.push_back(&*e.backward);
    for (size_t i = 0; i < traces.size(); ++i) {
      if (i) {
        out.readable += "==== backward\n";
        out.full += "backward\n";
      }
      for (const BoundSymbol* region : codegen::fusion_regions(*traces[i]))
        add_region(out, lower_region(*region, {.target = target}), target);
    }
  } catch (const Error& err) {
    out.readable += std::string("error: ") + err.what() + "\n";
    out.full += std::string("error: ") + err.what() + "\n";
  }
  return out;
}

// ---- cases ---------------------------------------------------------------------

struct Case {
  std::string name;
  Trace trace;
};

std::vector<Case> example_cases() {
  std::vector<Case> out;
  for (const auto& e : fs::directory_iterator(fs::path(FULGUR_SOURCE_DIR) / "examples")) {
    std::string name = e.path().filename().string();
    if (e.path().extension() == ".trace" && name.find(".fused.") == std::string::npos)
      out.push_back({e.path().stem().string(), main_trace(parse_trace_file(e.path().string()))});
  }
  std::sort(out.begin(), out.end(), [](const Case& a, const Case& b) { return a.name < b.name; });
  return out;
}

std::string unary(const std::string& type, const std::string& body) {
  return "def computation(x):\n  # x: \"cpu " + type + "\"\n" + body + "\n  return (t0,)\n";
}

// One trace for each branch of the schedule choice and of each schedule
// builder (shapes are metadata only: nothing is allocated).
std::vector<Case> schedule_cases() {
  std::vector<std::pair<std::string, std::string>> texts = {
      {"pointwise vectorized", unary("f32[128, 64]", "  t0 = ltorch.exp(x)")},
      {"pointwise too small to vectorize", unary("f16[3]", "  t0 = ltorch.exp(x)")},
      {"pointwise 64-bit index", unary("f32[65536, 32768]", "  t0 = ltorch.neg(x)")},
      {"pointwise strided input", unary("f32[64, 32]",
                                        "  t0 = ltorch.transpose(x, 0, 1)\n"
                                        "  t1 = ltorch.exp(t0)")},
      {"pointwise broadcast",
       "def computation(x, b):\n  # x: \"cpu bf16[32, 48]\"\n  # b: \"cpu bf16[48]\"\n"
       "  t0 = ltorch.mul(x, b)\n  return (t0,)\n"},
      {"pointwise number input",
       "def computation(x, s):\n  # x: \"cpu f32[16, 16]\"\n  # s: \"float\"\n"
       "  t0 = ltorch.mul(x, s)\n  return (t0,)\n"},
      {"pointwise two output shapes",
       "def computation(x, b):\n  # x: \"cpu f32[8, 64]\"\n  # b: \"cpu f32[64]\"\n"
       "  t0 = ltorch.add(x, b)\n  t1 = ltorch.exp(b)\n  return (t0, t1)\n"},
      {"row sum warp per row", unary("f32[64, 200]", "  t0 = ltorch.sum(x, 1)")},
      {"row sum block unrolled", unary("f32[64, 1500]", "  t0 = ltorch.sum(x, 1)")},
      {"row sum block multi-pass", unary("f32[4, 100000]", "  t0 = ltorch.sum(x, 1)")},
      {"row sum split on the CPU", unary("f32[2, 300000]", "  t0 = ltorch.sum(x, 1)")},
      {"row amax split f16", unary("f16[3, 70000]", "  t0 = ltorch.amax(x, 1)")},
      {"outer sum", unary("f32[1024, 64]", "  t0 = ltorch.sum(x, 0)")},
      {"middle sum keepdim", unary("f32[8, 16, 32]", "  t0 = ltorch.sum(x, 1, True)")},
      {"softmax f16", unary("f16[32, 1024]", "  t0 = ltorch.softmax(x, -1)")},
      {"softmax long rows", unary("f32[8, 20000]", "  t0 = ltorch.softmax(x, -1)")},
      {"log_softmax bf16 dim 0", unary("bf16[128, 16]", "  t0 = ltorch.log_softmax(x, 0)")},
      {"var", unary("f32[16, 300]", "  t0 = ltorch.var(x, 1)")},
      {"mean all", unary("f64[7, 9]", "  t0 = ltorch.mean(x)")},
      {"layer_norm bf16",
       "def computation(x, w, b):\n  # x: \"cpu bf16[64, 768]\"\n  # w: \"cpu bf16[768]\"\n"
       "  # b: \"cpu bf16[768]\"\n  t0 = ltorch.layer_norm(x, (768,), w, b, 1e-05)\n"
       "  return (t0,)\n"},
      {"rms_norm",
       "def computation(x, w):\n  # x: \"cpu f32[4, 4096]\"\n  # w: \"cpu f32[4096]\"\n"
       "  t0 = ltorch.rms_norm(x, (4096,), w, 1e-06)\n  return (t0,)\n"},
  };
  std::vector<Case> out;
  for (auto& [name, text] : texts) out.push_back({name, parse_trace(text, name + ".trace")});
  return out;
}

std::vector<Case> op_sample_cases() {
  std::vector<Case> out;
  std::map<std::string, int> seen;
  for (const auto& s : testing::op_samples()) {
    for (const auto& d : s.dtypes) {
      std::string name = s.op + " " + (d.empty() ? "-" : d) + " (";
      for (size_t i = 0; i < s.inputs.size(); ++i) name += (i ? ", " : "") + s.inputs[i];
      name += ") " + s.call;
      int n = ++seen[name];
      if (n > 1) name += " #" + std::to_string(n);
      out.push_back({name, parse_trace(testing::sample_trace_text(s, d), "sample.trace")});
    }
  }
  return out;
}

// Each case for CUDA and the CPU, without and with gradients.
struct Variant {
  const char* suffix;
  Target target;
  bool grad;
};
constexpr Variant kVariants[] = {{"cuda", Target::Cuda, false},
                                 {"cuda grad", Target::Cuda, true},
                                 {"cpu", Target::Cpu, false},
                                 {"cpu grad", Target::Cpu, true}};

// ---- comparison ----------------------------------------------------------------

// The first line where `actual` and `expected` differ, under the last
// "#### " section header before it.
std::string first_difference(const std::string& expected, const std::string& actual) {
  std::istringstream e(expected), a(actual);
  std::string le, la, section = "(start of file)";
  for (int line = 1;; ++line) {
    bool he = static_cast<bool>(std::getline(e, le));
    bool ha = static_cast<bool>(std::getline(a, la));
    if (!he && !ha) return "";
    if (he && ha && le == la) {
      if (le.rfind("#### ", 0) == 0) section = le.substr(5);
      continue;
    }
    return "first difference at line " + std::to_string(line) + ", in case '" + section +
           "':\n  expected: " + (he ? le : "(end of file)") +
           "\n  actual:   " + (ha ? la : "(end of file)");
  }
}

void expect_text_golden(const fs::path& path, const std::string& actual) {
  if (updating()) {
    write_text(path, actual);
    return;
  }
  ASSERT_TRUE(fs::exists(path)) << path << " is missing; run with FULGUR_UPDATE_GOLDEN=1";
  std::string diff = first_difference(read_text(path), actual);
  EXPECT_TRUE(diff.empty()) << path << " differs from the generated kernels; " << diff
                            << "\n(after an intended change: FULGUR_UPDATE_GOLDEN=1, then review "
                               "the diff)";
}

// The manifest: "hash  case" lines for every case of every group.
class Manifest {
 public:
  void add(const std::string& name, const Lowered& l) {
    lines_.emplace_back(name, hex(fnv1a(l.full)));
    readable_[name] = l.readable;
  }

  void check(const fs::path& path) {
    std::string text;
    for (const auto& [name, hash] : lines_) text += hash + "  " + name + "\n";
    if (updating()) {
      write_text(path, text);
      return;
    }
    ASSERT_TRUE(fs::exists(path)) << path << " is missing; run with FULGUR_UPDATE_GOLDEN=1";
    std::vector<std::pair<std::string, std::string>> expected;
    std::istringstream in(read_text(path));
    for (std::string line; std::getline(in, line);)
      if (line.size() > 18) expected.emplace_back(line.substr(18), line.substr(0, 16));
    std::map<std::string, std::string> by_name(expected.begin(), expected.end());
    int differing = 0;
    std::string first;
    for (const auto& [name, hash] : lines_) {
      auto it = by_name.find(name);
      if (it != by_name.end() && it->second == hash) continue;
      if (differing++ == 0)
        first = "'" + name + "' " +
                (it == by_name.end() ? "is not in the manifest"
                                     : "lowers to different kernels (hash " + hash + ", expected " +
                                           it->second + ")") +
                "; it now lowers to:\n" + readable_[name];
    }
    EXPECT_EQ(differing, 0) << differing << " of " << lines_.size() << " cases in " << path
                            << " differ; the first: " << first;
    EXPECT_EQ(expected.size(), lines_.size())
        << path << " lists cases that are no longer generated (or the reverse)";
  }

 private:
  std::vector<std::pair<std::string, std::string>> lines_;
  std::map<std::string, std::string> readable_;
};

// Every case as one readable text (one "#### " section a variant) and one
// manifest line a variant.
std::string lower_cases(const std::vector<Case>& cases, const std::string& group,
                        Manifest& manifest) {
  std::string text;
  for (const Case& c : cases)
    for (const Variant& v : kVariants) {
      std::string name = group + ": " + c.name + " [" + v.suffix + "]";
      Lowered l = lower_case(c.trace, v.target, v.grad);
      text += "#### " + name + "\n" + l.readable;
      manifest.add(name, l);
    }
  return text;
}

TEST(KernelGolden, Examples) {
  Manifest manifest;
  for (const Case& c : example_cases())
    expect_text_golden(kGoldenDir / (c.name + ".txt"), lower_cases({c}, "example", manifest));
  manifest.check(kGoldenDir / "examples.manifest");
}

TEST(KernelGolden, Schedules) {
  Manifest manifest;
  expect_text_golden(kGoldenDir / "schedules.txt",
                     lower_cases(schedule_cases(), "schedule", manifest));
  manifest.check(kGoldenDir / "schedules.manifest");
}

TEST(KernelGolden, OpSamples) {
  Manifest manifest;
  lower_cases(op_sample_cases(), "op sample", manifest);
  manifest.check(kGoldenDir / "op_samples.manifest");
}

// The comparison itself: a changed line is found and named with its case.
TEST(KernelGolden, FirstDifferenceNamesTheCase) {
  EXPECT_EQ(first_difference("#### a\nx\n#### b\ny\n", "#### a\nx\n#### b\ny\n"), "");
  std::string d = first_difference("#### a\nx\n#### b\ny\nz\n", "#### a\nx\n#### b\nY\nz\n");
  EXPECT_NE(d.find("line 4"), std::string::npos) << d;
  EXPECT_NE(d.find("case 'b'"), std::string::npos) << d;
  EXPECT_NE(first_difference("#### a\nx\n", "#### a\n").find("(end of file)"), std::string::npos);
}

}  // namespace
}  // namespace fulgur
