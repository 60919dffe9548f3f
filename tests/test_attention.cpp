// The fused attention kernel (prims.flash_attention, codegen/attention.h):
// partitioning puts it in place of scaled_dot_product_attention's
// decomposition where it supports the operands; its CPU kernel
// (runtime/attention_cpu.h) and its CUDA C++ (run on cuda-emu) must match the
// decomposition and libtorch's own sdpa, for causal, masked, scaled,
// grouped-query and odd-sized attention in f32, f16 and bf16.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>

#include "codegen/cuda_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/partition.h"
#include "codegen/pipeline.h"
#include "frontend/jit.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/emulated_driver.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

struct Case {
  std::string name;
  std::string q, k, v;  // type strings without the device
  std::string mask;     // "" for none
  std::string args;     // after (q, k, v[, mask])
};

std::vector<Case> cases() {
  return {
      {"plain", "f32[2, 3, 17, 16]", "f32[2, 3, 29, 16]", "f32[2, 3, 29, 8]", "", ""},
      {"causal", "f32[1, 2, 40, 8]", "f32[1, 2, 50, 8]", "f32[1, 2, 50, 8]", "",
       ", is_causal=True"},
      {"causal long", "f32[1, 1, 300, 24]", "f32[1, 1, 300, 24]", "f32[1, 1, 300, 24]", "",
       ", is_causal=True"},
      {"bool mask", "f32[2, 2, 11, 8]", "f32[2, 2, 13, 8]", "f32[2, 2, 13, 8]", "b8[11, 13]", ""},
      {"float mask full", "f32[2, 2, 11, 8]", "f32[2, 2, 13, 8]", "f32[2, 2, 13, 8]",
       "f32[2, 2, 11, 13]", ", scale=0.3"},
      {"scale", "f32[3, 7, 5]", "f32[3, 9, 5]", "f32[3, 9, 6]", "", ", scale=0.125"},
      {"gqa", "f32[2, 4, 9, 16]", "f32[2, 2, 13, 16]", "f32[2, 2, 13, 16]", "",
       ", is_causal=True, enable_gqa=True"},
      {"rank 2", "f32[5, 3]", "f32[7, 3]", "f32[7, 2]", "", ""},
      {"one", "f32[1, 1, 1, 1]", "f32[1, 1, 1, 1]", "f32[1, 1, 1, 1]", "", ""},
      {"f16 causal", "f16[2, 2, 33, 32]", "f16[2, 2, 33, 32]", "f16[2, 2, 33, 32]", "",
       ", is_causal=True"},
      {"query blocks", "f32[2, 1, 200, 4]", "f32[2, 1, 150, 4]", "f32[2, 1, 150, 3]",
       "f32[2, 1, 200, 150]", ", scale=0.7"},
      {"bf16 causal blocks", "bf16[1, 2, 260, 8]", "bf16[1, 2, 260, 8]", "bf16[1, 2, 260, 8]", "",
       ", is_causal=True"},
      {"bf16 mask", "bf16[1, 3, 20, 16]", "bf16[1, 3, 24, 16]", "bf16[1, 3, 24, 16]", "b8[20, 24]",
       ""},
  };
}

std::string trace_text(const Case& c) {
  std::string text = "def computation(q, k, v" + std::string(c.mask.empty() ? "" : ", m") +
                     "):\n  # q: \"cpu " + c.q + "\"\n  # k: \"cpu " + c.k + "\"\n  # v: \"cpu " +
                     c.v + "\"\n";
  if (!c.mask.empty()) text += "  # m: \"cpu " + c.mask + "\"\n";
  text += "  o = ltorch.scaled_dot_product_attention(q, k, v" +
          std::string(c.mask.empty() ? "" : ", m") + c.args + ")\n  return (o,)\n";
  return text;
}

std::string mismatch(const RuntimeValue& actual, const RuntimeValue& expected, DType dt) {
  Comparison r = compare(actual, expected, tolerance_for(dt));
  return r.ok ? "" : r.problem;
}

DType dtype_of(const Case& c) {
  return c.q[0] == 'f' && c.q[1] == '1' ? DType::f16 : c.q[0] == 'b' ? DType::bf16 : DType::f32;
}

// FULGUR_FUSED_ATTENTION set for one test (the CPU takes the fused kernel
// only when asked: codegen/attention.h).
struct FusedAttentionEnv {
  explicit FusedAttentionEnv(const char* value) { setenv("FULGUR_FUSED_ATTENTION", value, 1); }
  ~FusedAttentionEnv() { unsetenv("FULGUR_FUSED_ATTENTION"); }
};

bool is_fused(const Trace& fused) {
  std::string p = print_trace(fused);
  return p.find("prims.flash_attention") != std::string::npos &&
         p.find("prims.matmul") == std::string::npos;
}

TEST(FusedAttention, ReplacesTheDecompositionWhenSupported) {
  for (const auto& c : cases()) {
    Trace t = parse_trace(trace_text(c), "t.trace");
    // By default on CUDA only; on the CPU when asked.
    EXPECT_FALSE(is_fused(codegen::fuse_for_target(t, codegen::Target::Cpu))) << c.name;
    EXPECT_TRUE(is_fused(codegen::fuse_for_target(t, codegen::Target::Cuda))) << c.name;
    FusedAttentionEnv on("1");
    EXPECT_TRUE(is_fused(codegen::fuse_for_target(t, codegen::Target::Cpu))) << c.name;
  }
  FusedAttentionEnv on("1");
  // f64 and a mask that broadcasts over the heads only run the decomposition.
  for (const Case& c :
       {Case{"f64", "f64[1, 2, 5, 4]", "f64[1, 2, 5, 4]", "f64[1, 2, 5, 4]", "", ""},
        Case{"mask [2, 1, L, S]", "f32[2, 2, 5, 4]", "f32[2, 2, 6, 4]", "f32[2, 2, 6, 4]",
             "b8[2, 1, 5, 6]", ""}}) {
    Trace t = parse_trace(trace_text(c), "t.trace");
    EXPECT_FALSE(is_fused(codegen::fuse_for_target(t, codegen::Target::Cpu))) << c.name;
  }
  FusedAttentionEnv off("0");
  Trace t = parse_trace(trace_text(cases()[0]), "t.trace");
  EXPECT_FALSE(is_fused(codegen::fuse_for_target(t, codegen::Target::Cpu)));
  EXPECT_FALSE(is_fused(codegen::fuse_for_target(t, codegen::Target::Cuda)));
}

TEST(FusedAttention, CpuKernelMatchesTheDecompositionAndLibtorch) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "no LLVM";
  FusedAttentionEnv on("1");
  for (const auto& c : cases()) {
    Trace t = parse_trace(trace_text(c), "t.trace");
    for (uint64_t seed : {1, 2}) {
      auto in = random_inputs(t, seed);
      if (c.name == "bool mask")  // a row with every key masked gives 0, as PyTorch
        for (int64_t j = 0; j < 13; ++j) std::get<HostTensor>(in[3]).set(4 * 13 + j, 0);
      JitFunction f = jit(t);
      auto fused = f(in);
      EXPECT_NE(f.last_host_program().find("prims.flash_attention"), std::string::npos);
      auto torch_sdpa = run_reference(t, in, ExecutionLevel::TopLevel);
      auto decomposition = run_reference(t, in, ExecutionLevel::Prims);
      EXPECT_EQ(mismatch(fused[0], torch_sdpa[0], dtype_of(c)), "") << c.name << " vs libtorch";
      EXPECT_EQ(mismatch(fused[0], decomposition[0], dtype_of(c)), "")
          << c.name << " vs the decomposition";
    }
  }
}

TEST(FusedAttention, CudaKernelOnCudaEmuMatchesTheReference) {
  auto dev = std::make_shared<cuda::Device>(0, &cuda::emulated_driver());
  for (const auto& c : cases()) {
    if (c.name == "causal long" || c.name == "plain")
      continue;  // the emulator runs a thread per CUDA thread
    Trace t = parse_trace(trace_text(c), "t.trace");
    codegen::CudaProgram program(t, dev);
    bool generated = false;
    for (const auto& s : program.plan().sources)
      generated = generated || s.find("fused attention kernel") != std::string::npos;
    EXPECT_TRUE(generated) << c.name;
    auto in = random_inputs(t, 3);
    auto out = program.run(in);
    auto expected = run_reference(t, in, ExecutionLevel::TopLevel);
    EXPECT_EQ(mismatch(out[0], expected[0], dtype_of(c)), "") << c.name;
  }
}

// Training differentiates the decomposition (the fused kernel has no
// gradient rule): the forward and the gradients still match libtorch.
TEST(FusedAttention, GradientsGoThroughTheDecomposition) {
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "no LLVM";
  Trace t = parse_trace(R"(def computation(q, k, v):
  # q: "cpu f32[1, 2, 6, 8] requires_grad"
  # k: "cpu f32[1, 2, 7, 8] requires_grad"
  # v: "cpu f32[1, 2, 7, 4] requires_grad"
  o = ltorch.scaled_dot_product_attention(q, k, v, is_causal=True)
  return (o,)
)",
                        "t.trace");
  JitFunction f = jit(t);
  auto in = random_inputs(t, 5);
  for (auto& v : in) std::get<HostTensor>(v).requires_grad = true;
  auto out = f(in);
  HostTensor cot = std::get<HostTensor>(out[0]).contiguous();
  for (int64_t i = 0; i < cot.numel(); ++i) cot.set(i, 0.5 + 0.01 * static_cast<double>(i % 7));
  cot.requires_grad = false;
  auto g = grad({std::get<HostTensor>(out[0])}, {cot});
  ReferenceGrads ref = run_reference_grad(t, in, {true, true, true}, {cot});
  for (size_t i = 0; i < 3; ++i) {
    ASSERT_TRUE(g[i] && ref.grads[i]) << i;
    EXPECT_EQ(mismatch(*g[i], *ref.grads[i], DType::f32), "") << "grad " << i;
  }
}

// A scale of 0 or below (a fuzzer's mutant of examples/llama_block.trace):
// softmax(q k^T * scale) v is finite, and the reference computes it through
// ATen's math implementation, as the decomposition and fulgur's compiled
// program do; ATen's fused CPU kernel gives NaN there (issue 29).
TEST(FusedAttention, ANonPositiveScaleIsTheDefinitionNotNaN) {
  for (const char* scale : {"0.0", "-0.0", "1e-320", "-2.0"}) {
    Trace t = parse_trace(std::string(R"(def computation(q, k, v):
  # q: "cpu f32[2, 4, 16, 8] requires_grad"
  # k: "cpu f32[2, 4, 16, 8] requires_grad"
  # v: "cpu f32[2, 4, 16, 8] requires_grad"
  o = ltorch.scaled_dot_product_attention(q, k, v, is_causal=True, scale=)") +
                              scale + ")\n  return (o,)\n",
                          "t.trace");
    auto in = random_inputs(t, 4);
    for (auto& v : in) std::get<HostTensor>(v).requires_grad = true;
    auto sdpa = run_reference(t, in, ExecutionLevel::TopLevel);
    auto decomposition = run_reference(t, in, ExecutionLevel::Prims);
    const HostTensor& o = std::get<HostTensor>(sdpa[0]);
    for (int64_t i = 0; i < o.numel(); ++i) ASSERT_TRUE(std::isfinite(o.get(i))) << scale << i;
    EXPECT_EQ(mismatch(sdpa[0], decomposition[0], DType::f32), "") << scale;
    if (codegen::cpu::llvm_available()) {
      EXPECT_EQ(mismatch(jit(t)(in)[0], sdpa[0], DType::f32), "") << scale;
    }
    HostTensor cot = o.contiguous();
    for (int64_t i = 0; i < cot.numel(); ++i) cot.set(i, 1);
    ReferenceGrads g = run_reference_grad(t, in, {true, true, true}, {cot});
    for (const auto& gi : g.grads) {
      ASSERT_TRUE(gi) << scale;
      for (int64_t i = 0; i < gi->numel(); ++i) ASSERT_TRUE(std::isfinite(gi->get(i))) << scale;
    }
  }
}

}  // namespace
}  // namespace fulgur
