// The CUDA host program without a device: what a CudaProgram would allocate,
// launch (grid, block, packed arguments), hand to cuBLAS, view, fall back on
// and free, planned from the trace alone; and the plain-words error when
// there is no driver, from the API and from `fulgur run/bench --device cuda`.
// tests/gpu/test_cuda_program.cpp runs the same programs on a GPU.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <iostream>

#include "cli_runner.h"
#include "codegen/cuda/launch.h"
#include "codegen/cuda_program.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "op_samples.h"
#include "runtime/cuda/driver.h"

namespace fulgur {
namespace {

using CudaInstr = HostInstr;
// The instructions a CUDA plan has, with cuBLAS GEMMs and the host fallback
// told apart from other library calls.
enum class Op {
  Allocate,
  Launch,
  Gemm,
  View,
  MakeContiguous,
  HostCall,
  Free,
  Start,
  Wait,
  Record,
  WaitEvent
};

Op op_of(const HostInstr& in) {
  switch (in.op) {
    case HostInstr::Op::Allocate:
      return Op::Allocate;
    case HostInstr::Op::Launch:
      return Op::Launch;
    case HostInstr::Op::LibraryCall:
      return in.library == HostInstr::Library::Cublas ? Op::Gemm : Op::HostCall;
    case HostInstr::Op::View:
      return Op::View;
    case HostInstr::Op::MakeContiguous:
      return Op::MakeContiguous;
    case HostInstr::Op::Free:
      return Op::Free;
    case HostInstr::Op::StartCollective:
      return Op::Start;
    case HostInstr::Op::Wait:
      return Op::Wait;
    case HostInstr::Op::RecordEvent:
      return Op::Record;
    case HostInstr::Op::WaitEvent:
      return Op::WaitEvent;
  }
  return Op::HostCall;
}

const std::string kSource = FULGUR_SOURCE_DIR;

codegen::CudaPlan plan_file(const std::string& example) {
  return codegen::plan_cuda_program(main_trace(parse_trace_file(kSource + "/examples/" + example)));
}

codegen::CudaPlan plan_text(const std::string& text) {
  return codegen::plan_cuda_program(parse_trace(text, "t.trace"));
}

std::vector<Op> ops(const codegen::CudaPlan& p) {
  std::vector<Op> out;
  for (const auto& in : p.host.instrs) out.push_back(op_of(in));
  return out;
}

size_t count(const codegen::CudaPlan& p, Op op) {
  auto o = ops(p);
  return static_cast<size_t>(std::count(o.begin(), o.end(), op));
}

const std::string& slot_name(const codegen::CudaPlan& p, int s) {
  return p.host.slot_names.at(static_cast<size_t>(s));
}

TEST(CudaProgram, WithoutADriverRaisesTheDriversReason) {
  if (cuda::driver().available) GTEST_SKIP() << "this machine has a CUDA driver";
  Trace t = main_trace(parse_trace_file(kSource + "/examples/mlp.trace"));
  try {
    codegen::CudaProgram program(t);
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), cuda::driver().reason);
  }
}

// The MLP: each linear is a cuBLAS GEMM without its bias; the bias add fuses
// with the GELU (and alone after the second GEMM); each GEMM result is freed
// right after the region that reads it.
TEST(CudaPlan, MlpIsTwoGemmsWithTheBiasFusedIntoTheirConsumers) {
  codegen::CudaPlan p = plan_file("mlp.trace");
  EXPECT_EQ(p.host.num_inputs, 5);
  EXPECT_EQ(p.regions, 2u);
  EXPECT_EQ(p.host_calls, 0u);
  ASSERT_EQ(p.kernels.size(), 2u);
  EXPECT_EQ(ops(p),
            (std::vector<Op>{Op::Allocate, Op::Gemm, Op::Allocate, Op::Launch, Op::Free,
                             Op::Allocate, Op::Gemm, Op::Free, Op::Allocate, Op::Launch, Op::Free}))
      << print_cuda_plan(p, 132);
  const CudaInstr& g1 = p.host.instrs[1];
  EXPECT_EQ(g1.name, "prims.linear");
  EXPECT_EQ(slot_name(p, g1.inputs[0].second), "x");
  EXPECT_EQ(slot_name(p, g1.inputs[1].second), "w1");
  // x[4, 12] row-major times w1^T: w1 [16, 12] read column-major.
  EXPECT_EQ(g1.gemm.batch, 1);
  EXPECT_EQ(g1.gemm.m, 4);
  EXPECT_EQ(g1.gemm.n, 16);
  EXPECT_EQ(g1.gemm.k, 12);
  EXPECT_FALSE(g1.gemm.a_transposed);
  EXPECT_TRUE(g1.gemm.b_transposed);
  EXPECT_EQ(g1.gemm.lda, 12);
  EXPECT_EQ(g1.gemm.ldb, 12);
  EXPECT_EQ(p.host.instrs[0].slot, g1.slots[0]);  // allocated just before
  // The first region reads the GEMM result and b1, writes the GELU.
  const CudaInstr& l1 = p.host.instrs[3];
  std::vector<std::string> bufs;
  for (int s : l1.buffers) bufs.push_back(slot_name(p, s));
  EXPECT_EQ(bufs.size(), 3u);
  EXPECT_NE(std::find(bufs.begin(), bufs.end(), "b1"), bufs.end()) << print_cuda_plan(p, 132);
  EXPECT_NE(std::find(l1.buffers.begin(), l1.buffers.end(), g1.slots[0]), l1.buffers.end());
  EXPECT_EQ(p.host.instrs[4].slots, std::vector<int>{g1.slots[0]});  // the GEMM result, once read
  EXPECT_EQ(p.host.outputs.size(), 1u);
  EXPECT_EQ(slot_name(p, p.host.outputs[0]), "t2");
  // The GELU output goes once the second GEMM has read it; the last
  // region's output is returned, never freed.
  EXPECT_EQ(p.host.instrs[7].slots, std::vector<int>{p.host.instrs[2].slot});
  EXPECT_EQ(p.host.outputs[0], p.host.instrs[8].slot);
  // Geometry for 64 elements: one block.
  auto g = codegen::cuda::launch_geometry(p.kernels[static_cast<size_t>(l1.kernel)], 132);
  EXPECT_EQ(g.grid, 1u);
  EXPECT_GT(g.block, 0u);
  std::string listing = print_cuda_plan(p, 132);
  EXPECT_NE(listing.find("= cublas prims.linear(%0:x, %1:w1): 1 x [4, 16, 12] a row-major ld 12"),
            std::string::npos)
      << listing;
  EXPECT_NE(listing.find("grid 1 block"), std::string::npos) << listing;
}

// Attention: k^T stays a view (strides swapped, no copy), the first matmul
// reads it column-major as a batch of 8 matrices, softmax is one region.
TEST(CudaPlan, AttentionReadsTheTransposedViewColumnMajor) {
  codegen::CudaPlan p = plan_file("attention.trace");
  EXPECT_EQ(p.host_calls, 0u);
  EXPECT_EQ(ops(p), (std::vector<Op>{Op::View, Op::Allocate, Op::Gemm, Op::Free, Op::Allocate,
                                     Op::Launch, Op::Free, Op::Allocate, Op::Gemm, Op::Free}))
      << print_cuda_plan(p, 132);
  const CudaInstr& view = p.host.instrs[0];
  EXPECT_EQ(slot_name(p, view.slot), "kt");
  EXPECT_EQ(p.host.layouts[static_cast<size_t>(view.slot)].shape, (Shape{2, 4, 32, 16}));
  EXPECT_EQ(p.host.layouts[static_cast<size_t>(view.slot)].strides, (Shape{2048, 512, 1, 32}));
  const auto& g = p.host.instrs[2].gemm;
  EXPECT_EQ(g.batch, 8);
  EXPECT_EQ(g.m, 16);
  EXPECT_EQ(g.n, 16);
  EXPECT_EQ(g.k, 32);
  EXPECT_FALSE(g.a_transposed);
  EXPECT_TRUE(g.b_transposed);
  EXPECT_EQ(g.ldb, 32);
  EXPECT_EQ(g.stride_a, 512);
  EXPECT_EQ(g.stride_b, 512);
  // The view (not its source: k stays the caller's) goes once the GEMM has
  // read it.
  EXPECT_EQ(p.host.instrs[3].slots, std::vector<int>{view.slot});
  for (const auto& in : p.host.instrs) {
    if (in.op != HostInstr::Op::Free) continue;
    for (int s : in.slots) {
      EXPECT_GE(s, p.host.num_inputs) << "frees a caller's input";
    }
  }
}

// A linear over [batch, seq, features] is one tall GEMM, not a batch.
TEST(CudaPlan, ALinearOverLeadingDimsIsOneTallGemm) {
  codegen::CudaPlan p = plan_text(R"(def computation(x, w):
  # x: "cuda:0 f16[3, 5, 8]"
  # w: "cuda:0 f16[6, 8]"
  y = ltorch.linear(x, w)
  return (y,)
)");
  ASSERT_EQ(count(p, Op::Gemm), 1u) << print_cuda_plan(p, 132);
  const auto& g = std::find_if(p.host.instrs.begin(), p.host.instrs.end(), [](const auto& in) {
                    return op_of(in) == Op::Gemm;
                  })->gemm;
  EXPECT_EQ(g.batch, 1);
  EXPECT_EQ(g.m, 15);
  EXPECT_EQ(g.n, 6);
  EXPECT_EQ(g.k, 8);
  EXPECT_EQ(p.regions, 0u);
}

// Layouts cuBLAS cannot take in one call, integer ops nothing generates and
// non-fusible prims take the slow host fallback; everything else does not.
TEST(CudaPlan, WhatTheGpuCannotRunFallsBackThroughTheHost) {
  // Batch dims that broadcast within one operand need more than one stride.
  codegen::CudaPlan bmm = plan_text(R"(def computation(a, b):
  # a: "cuda:0 f32[2, 1, 4, 8]"
  # b: "cuda:0 f32[3, 8, 5]"
  c = ltorch.matmul(a, b)
  return (c,)
)");
  EXPECT_EQ(count(bmm, Op::Gemm), 0u);
  EXPECT_EQ(bmm.host_calls, 1u) << print_cuda_plan(bmm, 132);
  codegen::CudaPlan cat = plan_text(R"(def computation(a, b):
  # a: "cuda:0 f32[2, 3]"
  # b: "cuda:0 f32[4, 3]"
  c = ltorch.cat([a, b])
  d = ltorch.exp(c)
  return (d,)
)");
  EXPECT_EQ(cat.host_calls, 1u);
  EXPECT_NE(print_cuda_plan(cat, 132).find("= host prims.cat(%0:a, %1:b) (libtorch on host "
                                           "copies: slow)"),
            std::string::npos)
      << print_cuda_plan(cat, 132);
  EXPECT_EQ(cat.regions, 1u);
}

// Strides are known when planned: a non-contiguous input's strides reach
// the kernel as constants, and the packed parameters are what
// cuLaunchKernel reads (pointers, then each scalar in its C type).
TEST(CudaPlan, StridedInputsAndScalarsArePackedFromThePlan) {
  codegen::CudaPlan p = plan_text(R"T(def computation(x, y, s):
  # x: "cuda:0 f16[240, 200] strides=(1, 240)"
  # y: "cuda:0 f16[240, 200]"
  # s: "float 0.5"
  t = ltorch.mul(x, y)
  u = ltorch.mul(t, s)
  return (u,)
)T");
  ASSERT_EQ(count(p, Op::Launch), 1u) << print_cuda_plan(p, 132);
  const CudaInstr& l = *std::find_if(p.host.instrs.begin(), p.host.instrs.end(),
                                     [](const auto& in) { return in.op == HostInstr::Op::Launch; });
  const auto& k = p.kernels.at(static_cast<size_t>(l.kernel));
  std::vector<int64_t> scalars = codegen::launch_scalars(l, [](int slot) -> Scalar {
    EXPECT_EQ(slot, 2);
    return 0.5;
  });
  ASSERT_EQ(scalars.size(), k.scalars.size());
  bool saw_stride = false, saw_number = false;
  for (size_t i = 0; i < k.scalars.size(); ++i) {
    const auto& sa = k.scalars[i];
    if (sa.kind == codegen::kernel::ScalarArg::Kind::Stride) {
      EXPECT_EQ(scalars[i], sa.dim == 0 ? 1 : 240) << sa.name;
      saw_stride = true;
    }
    if (sa.kind == codegen::kernel::ScalarArg::Kind::Number) {
      double d;
      std::memcpy(&d, &scalars[i], sizeof d);
      EXPECT_EQ(d, 0.5);
      saw_number = true;
    }
    if (sa.kind == codegen::kernel::ScalarArg::Kind::Extents) {
      EXPECT_EQ(scalars[i] % 200, 0);
    }
  }
  EXPECT_TRUE(saw_stride);
  EXPECT_TRUE(saw_number);
  std::vector<uint64_t> addresses;
  for (size_t i = 0; i < l.buffers.size(); ++i) addresses.push_back(0x7f0000000000ull + 256 * i);
  codegen::cuda::KernelArgs args(k, addresses, scalars);
  ASSERT_EQ(args.size(), l.buffers.size() + scalars.size());
  for (size_t i = 0; i < addresses.size(); ++i)
    EXPECT_EQ(*static_cast<uint64_t*>(args.params()[i]), addresses[i]);
}

TEST(CudaPlan, EveryExamplePlansWithoutFallbacks) {
  // The partitioned prints as well (the GPU test runs them too).
  for (const char* e :
       {"mlp.trace", "attention.trace", "layer_norm_residual.trace", "llama_mlp.trace",
        "mixed_dtype.trace", "mlp.fused.trace", "attention.fused.trace",
        "layer_norm_residual.fused.trace", "llama_mlp.fused.trace", "mixed_dtype.fused.trace"}) {
    codegen::CudaPlan p = plan_file(e);
    EXPECT_EQ(p.host_calls, 0u) << e << "\n" << print_cuda_plan(p, 132);
    EXPECT_EQ(p.sources.size(), p.kernels.size());
    EXPECT_FALSE(p.host.outputs.empty());
  }
}

// Every op sample plans (the GPU test runs them all), and every launch's
// parameters pack: number inputs come from the trace's parameters.
TEST(CudaPlan, EveryOpSamplePlansAndPacks) {
  int n = 0, failed = 0;
  size_t fallbacks = 0, gemms = 0;
  for (const auto& s : testing::op_samples())
    for (const auto& dt : s.dtypes) {
      std::string text = testing::sample_trace_text(s, dt);
      try {
        codegen::CudaPlan p = plan_text(text);
        fallbacks += p.host_calls;
        gemms += count(p, Op::Gemm);
        for (const auto& in : p.host.instrs) {
          if (in.op != HostInstr::Op::Launch) continue;
          const auto& k = p.kernels.at(static_cast<size_t>(in.kernel));
          std::vector<uint64_t> addresses(in.buffers.size(), 0x10000);
          auto scalars = codegen::launch_scalars(in, [&](int slot) -> Scalar {
            EXPECT_LT(slot, p.host.num_inputs);
            EXPECT_FALSE(p.host.layouts.at(static_cast<size_t>(slot)).is_tensor);
            return int64_t{2};
          });
          codegen::cuda::KernelArgs args(k, addresses, scalars);
          EXPECT_EQ(args.size(), k.buffers.size() + k.scalars.size());
        }
      } catch (const Error& e) {
        if (failed++ < 5) ADD_FAILURE() << s.op << " " << dt << ": " << e.what() << "\n" << text;
      }
      ++n;
    }
  EXPECT_EQ(failed, 0) << "of " << n;
  EXPECT_GT(gemms, 5u);
  std::cout << n << " op samples planned: " << gemms << " cuBLAS call(s), " << fallbacks
            << " slow host fallback(s)\n";
}

TEST(CudaCli, RunAndBenchWithoutADriverExitOneWithTheReason) {
  if (cuda::driver().available) GTEST_SKIP() << "this machine has a CUDA driver";
  std::string mlp = kSource + "/examples/mlp.trace";
  auto [rc, out] = testing::run_command(testing::kCli + " run " + mlp + " --device cuda --check");
  EXPECT_EQ(rc, 1) << out;
  EXPECT_EQ(out, "fulgur run: error: " + cuda::driver().reason + "\n");
  auto [brc, bout] = testing::run_command(testing::kCli + " bench " + mlp + " --device cuda");
  EXPECT_EQ(brc, 1) << bout;
  EXPECT_EQ(bout, "fulgur bench: error: " + cuda::driver().reason + "\n");
  auto [xrc, xout] = testing::run_command(testing::kCli + " run " + mlp + " --device tpu");
  EXPECT_EQ(xrc, 1);
  EXPECT_NE(xout.find("expected 'cpu' or 'cuda', got 'tpu'"), std::string::npos) << xout;
}

}  // namespace
}  // namespace fulgur
