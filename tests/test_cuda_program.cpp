// The CUDA host program without a device: what a CudaProgram would allocate,
// launch (grid, block, packed arguments), hand to cuBLAS, view, fall back on
// and free, planned from the trace alone; and the plain-words error when
// there is no driver, from the API and from `fulgur run/bench --device cuda`.
// tests/gpu/test_cuda_program.cpp runs the same programs on a GPU.
#include <dlfcn.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/cuda/launch.h"
#include "codegen/cuda_program.h"
#include "codegen/kernel_cache.h"
#include "codegen/pipeline.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "op_samples.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/cuda/driver.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

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
  WaitEvent,
  Copy
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
    case HostInstr::Op::Copy:
      return Op::Copy;
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
  // A cat outside the regions runs on the device: each input copied into
  // its part of the output (tests/gpu/test_cuda_device_copies.cpp runs it).
  EXPECT_EQ(cat.host_calls, 0u);
  EXPECT_NE(print_cuda_plan(cat, 132).find("launch cudaCat1(%1:b, %2:c)"), std::string::npos)
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
  for (const char* e : {"mlp.trace", "attention.trace", "layer_norm_residual.trace",
                        "llama_mlp.trace", "mixed_dtype.trace", "mlp.fused.trace",
                        "attention.fused.trace", "layer_norm_residual.fused.trace",
                        "llama_mlp.fused.trace", "mixed_dtype.fused.trace", "gpt2_block.trace",
                        "llama_block.trace", "gpt2_block.fused.trace", "llama_block.fused.trace"}) {
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
          // A gather's error flag is the frame's, passed after the plan's buffers.
          std::vector<uint64_t> addresses(in.buffers.size() + (k.kind == "gather" ? 1 : 0),
                                          0x10000);
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

// ---- one planner, one host IR ------------------------------------------------------------

// Each instruction with what is the same on every device: device-only
// instructions (the CPU's make_contiguous of callers' tensors, checked at
// run time; CUDA's allocation of a GEMM's output) dropped, and a library
// call, a cuBLAS GEMM and a view all read as a call of the op.
std::vector<std::string> common_listing(const HostProgram& p) {
  std::vector<std::string> out;
  auto name = [&](int s) { return p.slot_names.at(static_cast<size_t>(s)); };
  for (size_t i = 0; i < p.instrs.size(); ++i) {
    const HostInstr& in = p.instrs[i];
    std::string line;
    switch (in.op) {
      case HostInstr::Op::MakeContiguous:
        continue;
      case HostInstr::Op::Allocate:
        if (i + 1 < p.instrs.size() && p.instrs[i + 1].op == HostInstr::Op::LibraryCall &&
            p.instrs[i + 1].library == HostInstr::Library::Cublas)
          continue;
        line = "allocate " + name(in.slot) + " " + std::string(dtype_short_name(in.dtype)) +
               shape_string(in.shape);
        break;
      case HostInstr::Op::Launch:
        line = "launch " + in.name.substr(in.name.find("Fusion")) + "(";
        for (int b : in.buffers) line += name(b) + " ";
        line += ")";
        break;
      case HostInstr::Op::LibraryCall:
      case HostInstr::Op::View:
        line = "call " + (in.bsym ? in.bsym->sym->qualified() : in.name) + "(";
        if (in.op == HostInstr::Op::View) line += name(in.source) + " ";
        for (const auto& [proxy, s] : in.inputs) line += name(s) + " ";
        line += ") -> ";
        if (in.op == HostInstr::Op::View) line += name(in.slot) + " ";
        for (int s : in.slots) line += name(s) + " ";
        break;
      case HostInstr::Op::Free:
        line = "free";
        for (int s : in.slots) line += " " + name(s);
        break;
      default:
        line = "other " + std::to_string(static_cast<int>(in.op));
    }
    out.push_back(line);
  }
  out.push_back("return");
  for (int s : p.outputs) out.back() += " " + name(s);
  return out;
}

// The one planner, given the same fused trace for each device: the programs
// agree instruction for instruction (same slots, same kernels over the same
// buffers, same calls, same frees, same return) except where the device
// differs — CUDA's GEMMs into allocated outputs and views as metadata, the
// CPU's libtorch calls and its run-time contiguity checks.
TEST(HostPlanner, OneFusedTraceGivesTheSameProgramOnBothDevicesButForDeviceInstructions) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)";
  for (const char* e : {"mlp.trace", "attention.trace", "layer_norm_residual.trace",
                        "llama_mlp.trace", "mixed_dtype.trace"}) {
    Trace t = main_trace(parse_trace_file(kSource + "/examples/" + e));
    Trace fused = codegen::fuse_for_target(t, codegen::Target::Cuda);
    codegen::CpuProgram cpu(t, fused);
    codegen::CudaPlan cuda = codegen::plan_fused_cuda_program(fused);
    const HostProgram& hc = cpu.host_program();
    const HostProgram& hg = cuda.host;
    EXPECT_EQ(hc.device, HostDevice::Cpu);
    EXPECT_EQ(hg.device, HostDevice::Cuda);
    EXPECT_EQ(hc.slot_names, hg.slot_names) << e;
    EXPECT_EQ(common_listing(hc), common_listing(hg))
        << e << "\n"
        << print_host_program(hc) << print_cuda_plan(cuda, 132);
    EXPECT_TRUE(hc.layouts.empty());
    EXPECT_EQ(hg.layouts.size(), static_cast<size_t>(hg.num_slots));
    // ... and they do differ where the device does.
    std::string lc = print_host_program(hc), lg = print_cuda_plan(cuda, 132);
    EXPECT_EQ(lc.find("cublas"), std::string::npos) << lc;
    if (std::string(e) != "layer_norm_residual.trace" && std::string(e) != "mixed_dtype.trace") {
      EXPECT_NE(lg.find("= cublas prims."), std::string::npos) << e << "\n" << lg;
      EXPECT_NE(lc.find("= library prims."), std::string::npos) << e << "\n" << lc;
    }
    EXPECT_NE(lg.find(" grid "), std::string::npos) << lg;
    EXPECT_NE(lc.find(" items"), std::string::npos) << lc;
  }
}

constexpr const char* kCollectives = R"TXT(def computation(x):
  # x: "cuda:0 f32[4, 6]"
  f0 = dist.all_reduce(x, 'sum')  # f0: "FUTURE cuda:0 f32[4, 6]"
  y = ltorch.mul(x, 2.0)  # y: "cuda:0 f32[4, 6]"
  s = dist.wait(f0)  # s: "cuda:0 f32[4, 6]"
  z = ltorch.add(s, y)  # z: "cuda:0 f32[4, 6]"
  return (z,)
)TXT";

// On CUDA a collective runs on the communication stream once it is past
// the compute stream's work (an event recorded on one, waited for on the
// other), writing an output allocated on the compute stream before that
// event; the compute stream waits for the collective's own event before
// the wait, and the operand lives until then. On the CPU the same trace is
// a start and a wait.
TEST(HostPlanner, CudaCollectivesRunOnTheCommunicationStreamBetweenEvents) {
  codegen::CudaPlan p = plan_text(kCollectives);
  EXPECT_EQ(p.host_calls, 0u) << print_cuda_plan(p, 132);
  EXPECT_EQ(p.host.num_events, 2);
  std::string listing = print_cuda_plan(p, 132);
  std::vector<std::string> lines = {
      "= allocate f32[4, 6]",     "record e0 on compute",
      "wait_event e0 on comm",    "= start dist.all_reduce(%0:x) on comm, done: e1",
      "wait_event e1 on compute", "= wait %"};
  size_t at = 0;
  for (const auto& l : lines) {
    size_t found = listing.find(l, at);
    ASSERT_NE(found, std::string::npos) << "'" << l << "' after offset " << at << " in\n"
                                        << listing;
    at = found + l.size();
  }
  // The collective's output is the slot allocated just before the events.
  const auto& ins = p.host.instrs;
  auto start = std::find_if(ins.begin(), ins.end(), [](const HostInstr& in) {
    return in.op == HostInstr::Op::StartCollective;
  });
  ASSERT_NE(start, ins.end());
  EXPECT_EQ(start->stream, HostStream::Comm);
  EXPECT_EQ((start - 3)->op, HostInstr::Op::Allocate);
  EXPECT_EQ((start - 3)->slot, start->slot);
  // Nothing frees the operand before the compute stream waits for the event.
  auto wait_event = std::find_if(
      start, ins.end(), [](const HostInstr& in) { return in.op == HostInstr::Op::WaitEvent; });
  for (auto it = start; it != wait_event; ++it)
    if (it->op == HostInstr::Op::Free) {
      for (int s : it->slots) EXPECT_NE(s, start->inputs.at(0).second) << listing;
    }
  if (!codegen::cpu::llvm_available()) return;
  std::string cpu_text = kCollectives;
  for (size_t i; (i = cpu_text.find("cuda:0")) != std::string::npos;) cpu_text.replace(i, 6, "cpu");
  codegen::CpuProgram cpu(parse_trace(cpu_text, "t.trace"));
  std::string cpu_listing = print_host_program(cpu.host_program());
  EXPECT_EQ(cpu_listing.find("record"), std::string::npos) << cpu_listing;
  EXPECT_NE(cpu_listing.find("= start dist.all_reduce(%0:x)\n"), std::string::npos) << cpu_listing;
}

// Without a communicator, running a program with collectives on a device
// is an error that says what to do (checked on the fake driver below).

// ---- the one interpreter runs CUDA host programs (fake driver, emulated kernels) ------

struct FakeDriver {
  cuda::Driver driver;
  long* counters = nullptr;  // FakeCudaCounters (tests/fake_cuda): launches is the 9th
};

const FakeDriver& fake_driver() {
  static const FakeDriver f = [] {
    FakeDriver f;
    f.driver = cuda::load_driver(FULGUR_FAKE_LIBCUDA);
    void* lib = dlopen(FULGUR_FAKE_LIBCUDA, RTLD_NOW | RTLD_LOCAL);
    if (lib)
      if (auto get = reinterpret_cast<long* (*)()>(dlsym(lib, "fake_cuda_counters")))
        f.counters = get();
    return f;
  }();
  return f;
}

// A CUDA host program with launches (one reading a number input), a cat on
// the device, the slow host fallback (a matmul whose batch broadcasts inside
// one operand) and a view, run through CudaProgram on the emulated device
// (cuda-emu): each launch runs the kernel's generated CUDA C++ with the
// geometry and packed arguments the host program computes. The interpreter
// and the native host program (each instruction one direct call of the
// CUDA backend's operation) make the same launches, give bit-identical
// outputs, both match the reference, and free every allocation.
TEST(CudaProgram, TheInterpreterAndTheNativeHostProgramRunACudaHostProgramOnTheEmulatedDevice) {
  Trace t = parse_trace(R"T(def computation(x, y, s, a, b):
  # x: "cuda:0 f32[5, 6]"
  # y: "cuda:0 f32[6]"
  # s: "float 0.5"
  # a: "cuda:0 f32[2, 1, 4, 6]"
  # b: "cuda:0 f32[3, 6, 5]"
  z = ltorch.add(x, y)
  w = ltorch.mul(z, s)
  c = ltorch.cat([w, x])
  e = ltorch.exp(c)
  v = ltorch.transpose(e, 0, 1)
  r = ltorch.reshape(c, (60,))
  m = ltorch.matmul(a, b)
  return (w, v, r, m)
)T",
                        "t.trace");
  codegen::Executable ex = codegen::compile(t, {.target = codegen::Target::Cuda});
  const codegen::CudaPlan& plan = *ex.cuda_forward;
  std::vector<Op> o = ops(plan);
  for (Op want : {Op::Allocate, Op::Launch, Op::HostCall, Op::View, Op::Free})
    EXPECT_NE(std::find(o.begin(), o.end(), want), o.end()) << print_cuda_plan(plan, 132);
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("fulgur_hostir_" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::vector<RuntimeValue> inputs = random_inputs(t, 5);
  const long live_before = cuda::emulation_stats().live_allocations;
  auto run = [&](bool native) {
    auto dev = std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
    codegen::KernelCache cache(dir / "cache");
    codegen::CudaProgram program(plan, dev, &cache);
    program.use_native_host(native);
    EXPECT_EQ(program.runs_native_host(), native);
    const long launches = cuda::emulation_stats().launches;
    std::vector<RuntimeValue> outs = program.run(inputs);
    EXPECT_EQ(cuda::emulation_stats().launches - launches, static_cast<long>(plan.kernels.size()));
    return outs;
  };
  std::vector<RuntimeValue> outs = run(false), native = run(true);
  EXPECT_EQ(cuda::emulation_stats().live_allocations, live_before);  // everything freed
  ASSERT_EQ(native.size(), outs.size());
  for (size_t i = 0; i < outs.size(); ++i) {
    const HostTensor& a = std::get<HostTensor>(outs[i]);
    const HostTensor& b = std::get<HostTensor>(native[i]);
    ASSERT_EQ(a.shape, b.shape) << i;
    for (int64_t j = 0; j < a.numel(); ++j) EXPECT_EQ(a.get(j), b.get(j)) << i << " at " << j;
  }
  std::vector<RuntimeValue> want = run_reference(t, inputs, ExecutionLevel::TopLevel);
  ASSERT_EQ(outs.size(), want.size());
  for (size_t i = 0; i < outs.size(); ++i) {
    const HostTensor& got = std::get<HostTensor>(outs[i]);
    const HostTensor& ref = std::get<HostTensor>(want[i]);
    ASSERT_EQ(got.shape, ref.shape) << i;
    for (int64_t j = 0; j < got.numel(); ++j)
      EXPECT_NEAR(got.get(j), ref.get(j), 1e-5 * (1 + std::abs(ref.get(j)))) << i << " at " << j;
  }
  fs::remove_all(dir);
}

// A program with a collective makes the device's world communicator on its
// first collective, which on the fake driver (no GPU behind it) is a clear
// error naming NCCL: that it is not available, or the failing call.
TEST(CudaProgram, ACollectiveOnTheFakeDriverIsAClearNcclError) {
  const FakeDriver& fake = fake_driver();
  ASSERT_TRUE(fake.driver.available) << fake.driver.reason;
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("fulgur_hostir_c" + std::to_string(::getpid()));
  codegen::CudaPlan plan = plan_text(kCollectives);
  auto dev = std::make_shared<cuda::Device>(0, &fake.driver);
  codegen::KernelCache cache(dir);
  codegen::CudaProgram program(plan, dev, &cache);
  program.set_launcher_for_testing([](size_t, codegen::cuda::LaunchGeometry,
                                      const std::vector<uint64_t>&,
                                      const std::vector<int64_t>&) {});
  std::vector<cuda::DeviceValue> in = {cuda::DeviceTensor::allocate(*dev, {4, 6}, DType::f32)};
  try {
    program.run_device(in);
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_TRUE(what.find("NCCL is not available") != std::string::npos ||
                what.find("ncclCommInitRank (world) failed: NCCL error") != std::string::npos)
        << what;
  }
  fs::remove_all(dir);
}

// Writes on the CUDA path: an in-place SGD-with-momentum step plans with each
// prims.copy_ as a device copy into the input's storage (no host fallback),
// and CudaProgram::run on the emulated device (cuda-emu) updates the
// caller's tensors to what the reference executor computes on copies.
TEST(CudaProgram, AnInPlaceSgdStepCopiesOnTheDevice) {
  Trace t = parse_trace(R"T(def computation(p, g, buf):
  # p: "cuda:0 f32[7, 5]"
  # g: "cuda:0 f32[7, 5]"
  # buf: "cuda:0 f32[7, 5]"
  m = ltorch.mul(buf, 0.9)  # m: "cuda:0 f32[7, 5]"
  b = ltorch.add(m, g)  # b: "cuda:0 f32[7, 5]"
  s = ltorch.mul(b, -0.1)  # s: "cuda:0 f32[7, 5]"
  n = ltorch.add(p, s)  # n: "cuda:0 f32[7, 5]"
  w0 = prims.copy_(n, p)  # w0: "cuda:0 f32[7, 5]"
  w1 = prims.copy_(b, buf)  # w1: "cuda:0 f32[7, 5]"
  return ()
)T",
                        "t.trace");
  codegen::Executable ex = codegen::compile(t, {.target = codegen::Target::Cuda});
  const codegen::CudaPlan& plan = *ex.cuda_forward;
  std::string listing = print_cuda_plan(plan, 132);
  EXPECT_EQ(plan.host_calls, 0u) << listing;
  EXPECT_NE(listing.find(" = copy %"), std::string::npos) << listing;
  EXPECT_NE(listing.find(" into %0:p\n"), std::string::npos) << listing;
  EXPECT_NE(listing.find(" into %2:buf\n"), std::string::npos) << listing;
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("fulgur_hostir_s" + std::to_string(::getpid()));
  fs::create_directories(dir);
  std::vector<RuntimeValue> inputs = random_inputs(t, 9);
  std::vector<RuntimeValue> ref_inputs;
  for (const auto& v : inputs) ref_inputs.push_back(std::get<HostTensor>(v).contiguous());
  {
    auto dev = std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
    codegen::KernelCache cache(dir / "cache");
    codegen::CudaProgram program(plan, dev, &cache);
    EXPECT_TRUE(program.run(inputs).empty());
  }
  run_reference(t, ref_inputs, ExecutionLevel::TopLevel);
  for (size_t i : {size_t{0}, size_t{2}}) {  // p and buf, as written
    const HostTensor& got = std::get<HostTensor>(inputs[i]);
    const HostTensor& want = std::get<HostTensor>(ref_inputs[i]);
    for (int64_t j = 0; j < got.numel(); ++j)
      EXPECT_EQ(got.get(j), want.get(j)) << "input " << i << " at " << j;
  }
  fs::remove_all(dir);
}

// A copy the device cannot do in one device copy yet is refused by name.
TEST(CudaPlan, AStridedCopyIsRefusedByName) {
  try {
    plan_text(R"T(def computation(p, x):
  # p: "cuda:0 f32[4, 3] strides=(1, 4)"
  # x: "cuda:0 f32[4, 3]"
  w = prims.copy_(x, p)  # w: "cuda:0 f32[4, 3]"
  return ()
)T");
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("prims.copy_(x, p) copies f32[4, 3] into f32[4, 3] "
                                         "strides=[1, 4]: on CUDA only copies between contiguous"),
              std::string::npos)
        << e.what();
  }
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
  EXPECT_NE(xout.find("expected 'cpu', 'cuda' or 'cuda-emu', got 'tpu'"), std::string::npos)
      << xout;
}

}  // namespace
}  // namespace fulgur
