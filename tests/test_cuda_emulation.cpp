// The generated CUDA C++ executed: each kernel is compiled by the host C++
// compiler against tests/cuda_emulation (CUDA threads as OS threads, warp
// shuffles and __syncthreads as barriers) and run on small shapes, against
// the reference executor. This covers what the CPU backend's lowering does
// not: vectorized loads with their scalar tail, warp- and block-per-row
// reductions, rows kept in registers, several passes over long rows, leader
// stores and grid-stride loops over more work than the grid.
#include <dlfcn.h>
#include <gtest/gtest.h>

#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

#include "codegen/cuda/cuda_printer.h"
#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

namespace fs = std::filesystem;
using codegen::kernel::Kernel;
using codegen::kernel::LaunchShape;

const char* c_type(DType t) {
  switch (t) {
    case DType::f64:
      return "double";
    case DType::f32:
      return "float";
    case DType::f16:
      return "__half";
    case DType::bf16:
      return "__nv_bfloat16";
    case DType::i64:
      return "long long";
    case DType::i32:
      return "int";
    case DType::i16:
      return "short";
    case DType::i8:
      return "signed char";
    case DType::u8:
      return "unsigned char";
    case DType::b8:
      return "bool";
  }
  return "?";
}

using EmulateFn = void (*)(void* const*, const int64_t*, unsigned, unsigned);

// Compiles the kernel's CUDA source with a launch wrapper into a shared
// library and returns its entry point.
EmulateFn build(const Kernel& k, const std::string& source, const fs::path& dir) {
  std::string wrapper =
      "\nextern \"C\" void fulgur_emulate(void* const* b, const int64_t* s, "
      "unsigned grid, unsigned block) {\n  fulgur_launch(grid, block, [&] { " +
      k.name + "(";
  for (size_t i = 0; i < k.buffers.size(); ++i)
    wrapper += std::string(i ? ", " : "") + "(" + (k.buffers[i].is_output ? "" : "const ") +
               c_type(k.buffers[i].dtype) + "*)b[" + std::to_string(i) + "]";
  for (size_t i = 0; i < k.scalars.size(); ++i) {
    std::string slot = "s[" + std::to_string(i) + "]";
    std::string v = k.scalars[i].type == DType::f64
                        ? "[&] { double d; std::memcpy(&d, &" + slot + ", 8); return d; }()"
                        : "(" + std::string(c_type(k.scalars[i].type)) + ")" + slot;
    wrapper += (k.buffers.empty() && i == 0 ? "" : ", ") + v;
  }
  wrapper += "); });\n}\n";
  // A fresh name each time: dlopen returns an already loaded library for a
  // path it has seen.
  static int counter = 0;
  std::string stem = k.name + "_" + std::to_string(counter++);
  fs::path src = dir / (stem + ".cpp");
  fs::path lib = dir / (stem + ".so");
  std::ofstream(src) << "#include \"cuda_emulation.h\"\n" << source << wrapper;
  std::string cmd = std::string(FULGUR_CXX_COMPILER) +
                    " -std=c++20 -O1 -w -shared -fPIC -fno-gnu-unique -I" + FULGUR_SOURCE_DIR +
                    "/tests/cuda_emulation " + src.string() + " -o " + lib.string() +
                    " -lpthread 2>&1";
  FILE* p = popen(cmd.c_str(), "r");
  std::string out;
  char buf[512];
  while (fgets(buf, sizeof buf, p)) out += buf;
  int rc = pclose(p);
  EXPECT_EQ(rc, 0) << out << "\n" << source;
  if (rc != 0) return nullptr;
  void* handle = dlopen(lib.c_str(), RTLD_NOW | RTLD_LOCAL);
  EXPECT_TRUE(handle) << dlerror();
  return handle ? reinterpret_cast<EmulateFn>(dlsym(handle, "fulgur_emulate")) : nullptr;
}

int64_t product(const std::vector<int64_t>& domain, const std::vector<int>& dims) {
  int64_t n = 1;
  for (int d : dims) n *= domain.at(static_cast<size_t>(d));
  return n;
}

// Runs a one-region trace through its generated CUDA kernels and compares
// every output with the reference executor. `grid_cap` keeps grids small so
// the grid-stride loops go round more than once.
void check_trace(const std::string& text, const std::string& expect_kind, unsigned grid_cap = 3) {
  Trace t = parse_trace(text, "emulated.trace");
  Trace fused = codegen::partition(t, codegen::Target::Cuda);
  auto regions = codegen::fusion_regions(fused);
  ASSERT_EQ(regions.size(), 1u) << print_trace(fused);
  auto lowered = codegen::kernel::lower_region(*regions[0], {codegen::Target::Cuda});
  ASSERT_FALSE(lowered.kernels.empty());
  if (!expect_kind.empty()) {
    std::string ir = codegen::kernel::print_kernel_ir(lowered.kernels[0]);
    EXPECT_NE(ir.find(expect_kind), std::string::npos) << ir;
  }

  std::vector<RuntimeValue> inputs = random_inputs(t, 11);
  std::vector<RuntimeValue> expected = run_reference(t, inputs, ExecutionLevel::TopLevel);
  // Region inputs and outputs by name.
  std::map<const Proxy*, RuntimeValue> env;
  auto params = t.input_proxies();
  for (size_t i = 0; i < params.size(); ++i) env[params[i].get()] = inputs[i];
  std::vector<ProxyPtr> outs = regions[0]->flat_outputs();
  std::vector<HostTensor> out_tensors;
  for (const auto& o : outs)
    out_tensors.push_back(HostTensor::empty(o->tensor().shape, o->tensor().dtype));

  fs::path dir = fs::temp_directory_path() / ("fulgur_emu_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  for (const Kernel& k : lowered.kernels) {
    std::string source = codegen::cuda::print_cuda(k);
    EmulateFn fn = build(k, source, dir);
    ASSERT_TRUE(fn);
    std::vector<void*> buffers;
    for (const auto& b : k.buffers) {
      if (b.is_output) {
        buffers.push_back(out_tensors.at(static_cast<size_t>(b.region_index)).data());
      } else {
        const auto& v =
            env.at(regions[0]->args.at(static_cast<size_t>(b.region_index)).proxy().get());
        buffers.push_back(std::get<HostTensor>(v).data());
      }
    }
    std::vector<int64_t> scalars;
    for (const auto& s : k.scalars) {
      if (s.kind == codegen::kernel::ScalarArg::Kind::Extents) {
        scalars.push_back(product(k.domain, s.dims));
      } else if (s.kind == codegen::kernel::ScalarArg::Kind::Stride) {
        const auto& b = k.buffers.at(static_cast<size_t>(s.buffer));
        const auto& v =
            env.at(regions[0]->args.at(static_cast<size_t>(b.region_index)).proxy().get());
        scalars.push_back(std::get<HostTensor>(v).strides.at(static_cast<size_t>(s.dim)));
      } else {
        const auto& v = std::get<Scalar>(
            env.at(regions[0]->args.at(static_cast<size_t>(s.region_index)).proxy().get()));
        double d = std::visit([](auto x) { return static_cast<double>(x); }, v);
        int64_t slot = 0;
        if (s.type == DType::f64)
          std::memcpy(&slot, &d, 8);
        else
          slot = static_cast<int64_t>(d);
        scalars.push_back(slot);
      }
    }
    int64_t work = product(k.domain, k.launch.work_dims) * k.launch.work_multiplier;
    unsigned grid = static_cast<unsigned>(std::clamp<int64_t>(
        (work + k.launch.items_per_block - 1) / k.launch.items_per_block, 1, grid_cap));
    fn(buffers.data(), scalars.data(), grid, static_cast<unsigned>(k.launch.threads));
  }
  fs::remove_all(dir);
  // Map the region outputs to the trace's returned values.
  std::vector<ProxyPtr> ret;
  collect_proxies(t.returned(), ret);
  ASSERT_EQ(ret.size(), expected.size());
  for (size_t i = 0; i < ret.size(); ++i) {
    auto it = std::find_if(outs.begin(), outs.end(),
                           [&](const ProxyPtr& p) { return p.get() == ret[i].get(); });
    ASSERT_NE(it, outs.end()) << ret[i]->name;
    Comparison c = compare(out_tensors[static_cast<size_t>(it - outs.begin())], expected[i]);
    EXPECT_TRUE(c.ok) << ret[i]->name << ": " << c.problem << "\n" << text;
  }
}

TEST(CudaEmulation, PointwiseVectorizedWithTailAndBroadcast) {
  // 16-byte loads for x and the output, b by its coordinate, a tail of 3.
  check_trace(R"T(def computation(x, b):
  # x: "cpu f32[37, 33]"
  # b: "cpu f32[33]"
  t = ltorch.add(x, b)
  y = ltorch.gelu(t, approximate='tanh')
  return (y,)
)T",
              "vector 4");
}

TEST(CudaEmulation, PointwiseHalfStridedAndBf16) {
  check_trace(R"T(def computation(x, y):
  # x: "cpu f16[24, 20] strides=(1, 24)"
  # y: "cpu f16[24, 20]"
  t = ltorch.mul(x, y)
  u = ltorch.to(t, torch.bfloat16)
  v = ltorch.sigmoid(u)
  return (v,)
)T",
              "");
}

TEST(CudaEmulation, WarpPerRowLayerNormInRegisters) {
  check_trace(R"T(def computation(x, w, b):
  # x: "cpu f32[9, 100]"
  # w: "cpu f32[100]"
  # b: "cpu f32[100]"
  y = ltorch.layer_norm(x, (100,), w, b, 1e-05)
  return (y,)
)T",
              "lanes-unrolled");
}

TEST(CudaEmulation, BlockPerRowSoftmaxInRegisters) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[5, 1500]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T",
              "threads-unrolled");
}

TEST(CudaEmulation, BlockPerRowSeveralPassesOverLongRows) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[2, 20000]"
  m = ltorch.mean(x, 1)
  v = ltorch.var(x, 1)
  return (m, v)
)T",
              ") threads:");
}

// A per-row output that reads an input the row passes already cached in
// registers: it must be read at the row level, not through the loop's copy.
TEST(CudaEmulation, PerRowOutputReadsAnInputTheRowCached) {
  check_trace(R"T(def computation(x, b):
  # x: "cpu f32[9, 64]"
  # b: "cpu f32[9]"
  b2 = ltorch.unsqueeze(b, 1)
  t = ltorch.mul(x, b2)
  s = ltorch.sum(t, 1)
  o = ltorch.add(s, b)
  return (o,)
)T",
              "lanes-unrolled");
}

TEST(CudaEmulation, OuterReductionThreadPerColumn) {
  check_trace(R"T(def computation(x):
  # x: "cpu f32[300, 70]"
  s = ltorch.sum(x, 0)
  m = ltorch.amax(x, 0)
  return (s, m)
)T",
              "grid");
}

TEST(CudaEmulation, HalfRmsNormAndIntegerSum) {
  check_trace(R"T(def computation(x, w):
  # x: "cpu f16[6, 64]"
  # w: "cpu f16[64]"
  y = ltorch.rms_norm(x, (64,), w, 1e-06)
  return (y,)
)T",
              "");
  check_trace(R"T(def computation(x):
  # x: "cpu i32[7, 50]"
  s = ltorch.sum(x, 1)
  return (s,)
)T",
              "");
}

}  // namespace
}  // namespace fulgur
