// Writes into existing tensors (docs/aliasing.md): every pass keeps a read of
// a storage on its side of a write into it, buffers live as long as a write
// needs them, the jit spec tells aliased inputs apart, the tracing API's
// in-place ops write the caller's tensors, and an in-place SGD-with-momentum
// loop matches libtorch's bit for bit.
#include <ATen/ATen.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <sstream>

#include "cli_runner.h"
#include "codegen/cpu_program.h"
#include "codegen/cuda_program.h"
#include "codegen/llvm/cpu_jit.h"
#include "codegen/partition.h"
#include "frontend/jit.h"
#include "ir/error.h"
#include "ir/parser.h"
#include "ir/passes/autodiff.h"
#include "ir/passes/cse.h"
#include "ir/passes/dce.h"
#include "ir/passes/del_last_used.h"
#include "ir/printer.h"
#include "runtime/aten_interop.h"

namespace fulgur {
namespace {

#define SKIP_WITHOUT_LLVM() \
  if (!codegen::cpu::llvm_available()) GTEST_SKIP() << "built without LLVM 19 (no CPU backend)"

HostTensor ramp(const Shape& shape, double start, double step = 0.5) {
  HostTensor t = HostTensor::empty(shape, DType::f32);
  for (int64_t i = 0; i < t.numel(); ++i) t.set(i, start + step * static_cast<double>(i));
  return t;
}

// Where the first statement mentioning `needle` is in the printed trace.
size_t position(const std::string& printed, const std::string& needle) {
  size_t at = printed.find(needle);
  EXPECT_NE(at, std::string::npos) << needle << " not in\n" << printed;
  return at;
}

constexpr const char* kReadThenWrite = R"(def computation(p, x):
  # p: "cpu f32[8]"
  # x: "cpu f32[8]"
  old = prims.mul(p, 2.0)  # old: "cpu f32[8]"
  w = prims.copy_(x, p)  # w: "cpu f32[8]"
  y = prims.add(old, 1.0)  # y: "cpu f32[8]"
  later = prims.sin(p)  # later: "cpu f32[8]"
  z = prims.add(later, y)  # z: "cpu f32[8]"
  return (y, z)
)";

TEST(Aliasing, ReadBeforeWriteStaysBeforeItThroughPartition) {
  SKIP_WITHOUT_LLVM();
  Trace t = parse_trace(kReadThenWrite);
  codegen::CpuProgram program(t);
  std::string fused = print_trace(program.fused());
  // The region reading p's old value comes before the write; the read after
  // the write comes after it.
  size_t read = position(fused, "# old = prims.mul(p, 2.0)");
  size_t write = position(fused, "prims.copy_(x, p)");
  size_t after = position(fused, "# later = prims.sin(p)");
  EXPECT_LT(read, write) << fused;
  EXPECT_LT(write, after) << fused;
  HostTensor p = ramp({8}, -1), x = ramp({8}, 3, 0.25);
  HostTensor p0 = HostTensor::empty({8}, DType::f32);
  for (int64_t i = 0; i < 8; ++i) p0.set(i, p.get(i));
  auto out = program.run({p, x});
  const auto& y = std::get<HostTensor>(out[0]);
  const auto& z = std::get<HostTensor>(out[1]);
  for (int64_t i = 0; i < 8; ++i) {
    EXPECT_FLOAT_EQ(static_cast<float>(y.get(i)), static_cast<float>(2 * p0.get(i) + 1)) << i;
    EXPECT_FLOAT_EQ(static_cast<float>(p.get(i)), static_cast<float>(x.get(i))) << i;
    EXPECT_NEAR(z.get(i), std::sin(static_cast<float>(x.get(i))) + y.get(i), 1e-5) << i;
  }
}

TEST(Aliasing, ViewOfWrittenInputIsMaterializedBeforeTheWrite) {
  SKIP_WITHOUT_LLVM();
  // kt is a view of k that a library call reads after k is overwritten: the
  // partitioner must copy it out before the write, not keep it a view.
  Trace t = parse_trace(R"(def computation(q, k, x):
  # q: "cpu f32[3, 4]"
  # k: "cpu f32[3, 4]"
  # x: "cpu f32[3, 4]"
  kt = prims.transpose(k, (1, 0))  # kt: "cpu f32[4, 3]"
  w = prims.copy_(x, k)  # w: "cpu f32[3, 4]"
  s = prims.matmul(q, kt)  # s: "cpu f32[3, 3]"
  return (s,)
)");
  codegen::CpuProgram program(t);
  HostTensor q = ramp({3, 4}, 0.5), k = ramp({3, 4}, -2), x = ramp({3, 4}, 7);
  at::Tensor want = at::matmul(aten_view(q), aten_view(k).t().clone());
  auto out = program.run({q, k, x});
  EXPECT_TRUE(at::equal(aten_view(std::get<HostTensor>(out[0])), want))
      << print_trace(program.fused());
  EXPECT_TRUE(at::equal(aten_view(k), aten_view(x)));
}

TEST(Aliasing, AViewKeptAsAViewAndReadAfterTheWriteIsAClearError) {
  SKIP_WITHOUT_LLVM();
  // kt (and its reshape) are views a matmul reads before k is written; a
  // second matmul reads them after: the compiled path cannot keep that view.
  Trace t = parse_trace(R"(def computation(q, k, x):
  # q: "cpu f32[3, 4]"
  # k: "cpu f32[3, 4]"
  # x: "cpu f32[3, 4]"
  kt = prims.transpose(k, (1, 0))  # kt: "cpu f32[4, 3]"
  kr = prims.reshape(kt, (4, 3))  # kr: "cpu f32[4, 3]"
  s0 = prims.matmul(q, kr)  # s0: "cpu f32[3, 3]"
  w = prims.copy_(x, k)  # w: "cpu f32[3, 4]"
  s1 = prims.matmul(q, kr)  # s1: "cpu f32[3, 3]"
  return (s0, s1)
)");
  try {
    codegen::CpuProgram program(t);
    FAIL() << "expected an error:\n" << print_trace(program.fused());
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("prims.matmul reads kr, a view of k made before "
                                         "prims.copy_ writes into k"),
              std::string::npos)
        << e.what();
  }
}

TEST(Aliasing, CseNeverMergesReadsAcrossAWrite) {
  Trace t = parse_trace(R"(def computation(p, x):
  # p: "cpu f32[4]"
  # x: "cpu f32[4]"
  a = prims.sin(p)  # a: "cpu f32[4]"
  w = prims.copy_(x, p)  # w: "cpu f32[4]"
  b = prims.sin(p)  # b: "cpu f32[4]"
  c = prims.sin(x)  # c: "cpu f32[4]"
  d = prims.sin(x)  # d: "cpu f32[4]"
  return (a, b, c, d)
)");
  std::string after = print_trace(dce(cse(t)));
  EXPECT_NE(after.find("a = prims.sin(p)"), std::string::npos) << after;
  EXPECT_NE(after.find("b = prims.sin(p)"), std::string::npos) << after;  // a new value
  EXPECT_EQ(after.find("d = prims.sin(x)"), std::string::npos) << after;  // merged with c
  EXPECT_NE(after.find("prims.copy_(x, p)"), std::string::npos) << after;
}

TEST(Aliasing, CseNeverMergesAValueThatIsWrittenLater) {
  Trace t = parse_trace(R"(def computation(x, y):
  # x: "cpu f32[4]"
  # y: "cpu f32[4]"
  a = prims.exp(x)  # a: "cpu f32[4]"
  b = prims.exp(x)  # b: "cpu f32[4]"
  w = prims.copy_(y, b)  # w: "cpu f32[4]"
  r = prims.add(a, b)  # r: "cpu f32[4]"
  return (r,)
)");
  std::string after = print_trace(cse(t));
  EXPECT_NE(after.find("r = prims.add(a, b)"), std::string::npos) << after;
}

TEST(Aliasing, DelLastUsedKeepsAWrittenBufferAliveUnderAllItsNames) {
  Trace t = parse_trace(R"(def computation(x, y):
  # x: "cpu f32[4]"
  # y: "cpu f32[4]"
  a = prims.exp(x)  # a: "cpu f32[4]"
  w = prims.copy_(y, a)  # w: "cpu f32[4]"
  r = prims.neg(x)  # r: "cpu f32[4]"
  return (w, r)
)");
  std::string after = print_trace(del_last_used(t));
  // w is returned and is a's memory: a is never deleted.
  std::istringstream lines(after);
  for (std::string line; std::getline(lines, line);) {
    if (line.rfind("  del ", 0) != 0) continue;
    std::istringstream names(line.substr(6));
    for (std::string n; std::getline(names, n, ',');)
      EXPECT_NE(n.substr(n.find_first_not_of(' ')), "a") << after;
  }
}

TEST(Aliasing, DelLastUsedKeepsACollectiveOperandUntilItsWait) {
  Trace t = parse_trace(R"(def computation(x):
  # x: "cpu f32[4]"
  a = prims.exp(x)  # a: "cpu f32[4]"
  f = dist.all_reduce(a, 'sum')  # f: "FUTURE cpu f32[4]"
  r = prims.neg(x)  # r: "cpu f32[4]"
  s = dist.wait(f)  # s: "cpu f32[4]"
  return (s, r)
)");
  std::string after = print_trace(del_last_used(t));
  EXPECT_LT(position(after, "s = dist.wait(f)"), position(after, "del a")) << after;
}

TEST(Aliasing, ArenaNeverHoldsABufferAWriteReadsOrWrites) {
  SKIP_WITHOUT_LLVM();
  // a and b are kernel outputs; a is copied into p, b is written by a copy.
  // Neither may live in the arena, and r, read after b's write, must not join
  // the region computing b before it.
  Trace t = parse_trace(R"(def computation(p, x):
  # p: "cpu f32[16]"
  # x: "cpu f32[16]"
  a = prims.exp(x)  # a: "cpu f32[16]"
  b = prims.neg(x)  # b: "cpu f32[16]"
  w = prims.copy_(a, p)  # w: "cpu f32[16]"
  v = prims.copy_(x, b)  # v: "cpu f32[16]"
  r = prims.add(b, 1.0)  # r: "cpu f32[16]"
  return (r,)
)");
  codegen::CpuProgram program(t);
  const HostProgram& hp = program.host_program();
  for (int s = 0; s < hp.num_slots; ++s) {
    const std::string& n = hp.slot_names[static_cast<size_t>(s)];
    if ((n == "a" || n == "b") && !hp.arena_offset.empty()) {
      EXPECT_EQ(hp.arena_offset[static_cast<size_t>(s)], -1) << n << "\n" << print_host_program(hp);
    }
  }
  HostTensor p = ramp({16}, 0), x = ramp({16}, -4, 0.25);
  auto out = program.run({p, x});
  for (int64_t i = 0; i < 16; ++i) {
    EXPECT_FLOAT_EQ(static_cast<float>(std::get<HostTensor>(out[0]).get(i)),
                    static_cast<float>(x.get(i) + 1));
    EXPECT_FLOAT_EQ(static_cast<float>(p.get(i)), std::exp(static_cast<float>(x.get(i))));
  }
}

// On CUDA the write is a device copy into p's storage, between the kernel
// that reads p's old value and the one that reads the new one.
TEST(Aliasing, CudaPlanCopiesOnTheDeviceBetweenTheReadsAroundTheWrite) {
  codegen::CudaPlan plan = codegen::plan_cuda_program(parse_trace(kReadThenWrite));
  const std::vector<HostInstr>& ins = plan.host.instrs;
  std::string listing = print_cuda_plan(plan, 132);
  EXPECT_EQ(plan.host_calls, 0u) << listing;
  auto copy = std::find_if(ins.begin(), ins.end(),
                           [](const HostInstr& in) { return in.op == HostInstr::Op::Copy; });
  ASSERT_NE(copy, ins.end()) << listing;
  EXPECT_EQ(copy->inputs.at(0).second, 0) << listing;  // into p
  auto reads_p = [](const HostInstr& in) {
    return in.op == HostInstr::Op::Launch &&
           std::find(in.buffers.begin(), in.buffers.end(), 0) != in.buffers.end();
  };
  EXPECT_TRUE(std::any_of(ins.begin(), copy, reads_p)) << listing;
  EXPECT_TRUE(std::any_of(copy + 1, ins.end(), reads_p)) << listing;
}

TEST(Aliasing, AutodiffRefusesToSaveAValueTheForwardWritesInto) {
  // The backward of x * p reads p, which the forward overwrites: the
  // gradient of x would silently use q.
  Trace t = parse_trace(R"(def computation(x, p, q):
  # x: "cpu f32[4] requires_grad"
  # p: "cpu f32[4]"
  # q: "cpu f32[4]"
  h = ltorch.mul(x, p)  # h: "cpu f32[4]"
  w = prims.copy_(q, p)  # w: "cpu f32[4]"
  l = ltorch.sum(h)  # l: "cpu f32[]"
  return (l,)
)");
  try {
    grad_transform(t);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("the backward needs p, which the forward writes into"),
              std::string::npos)
        << e.what();
  }
}

TEST(Aliasing, JitGivesAliasedInputsTheirOwnEntry) {
  SKIP_WITHOUT_LLVM();
  auto f = jit([](Tracer&, const std::vector<Traced>& in) {
    return std::vector<Traced>{in[0] * 2.0 + in[1]};
  });
  HostTensor a = ramp({6}, 1), b = ramp({6}, -3);
  auto o1 = f({a, b});
  auto o2 = f({a, a});
  EXPECT_EQ(f.cache_info().misses, 2);
  EXPECT_EQ(f.cache_info().entries, 2);
  f({a, b});
  f({a, a});
  EXPECT_EQ(f.cache_info().hits, 2);
  const auto& r = std::get<HostTensor>(o2[0]);
  for (int64_t i = 0; i < 6; ++i) EXPECT_FLOAT_EQ(static_cast<float>(r.get(i)), 3 * a.get(i));
  // Two views of one libtorch tensor alias through different Storage objects.
  at::Tensor base = at::arange(12, at::kFloat);
  HostTensor v0 = host_view(base.slice(0, 0, 6)), v1 = host_view(base.slice(0, 6, 12));
  f({v0, v1});
  EXPECT_EQ(f.cache_info().misses, 3);
}

TEST(Aliasing, JitTellsAliasingApartAmongManyInputs) {
  SKIP_WITHOUT_LLVM();
  // More inputs than the pairwise check covers: the sorted sweep decides.
  auto f = jit([](Tracer&, const std::vector<Traced>& in) {
    Traced s = in[0];
    for (size_t i = 1; i < in.size(); ++i) s = s + in[i];
    return std::vector<Traced>{s};
  });
  std::vector<HostTensor> ts;
  for (int i = 0; i < 20; ++i) ts.push_back(ramp({3}, i));
  std::vector<RuntimeValue> in(ts.begin(), ts.end());
  f(in);
  in[17] = ts[3];  // 3 and 17 alias
  auto out = f(in);
  EXPECT_EQ(f.cache_info().misses, 2);
  in[17] = ts[17];
  f(in);
  EXPECT_EQ(f.cache_info().hits, 1);
  EXPECT_FLOAT_EQ(static_cast<float>(std::get<HostTensor>(out[0]).get(0)), 190 - 17 + 3);
}

TEST(Aliasing, JitRefusesWritesIntoAliasedInputs) {
  SKIP_WITHOUT_LLVM();
  auto f = jit([](Tracer&, const std::vector<Traced>& in) {
    in[0].add_(in[1]);
    return std::vector<Traced>{in[0]};
  });
  HostTensor a = ramp({5}, 1);
  try {
    f({a, a});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    std::string m = e.what();
    EXPECT_NE(m.find("writes into its input 0 (x0) in place, and input 1 (x1) shares memory"),
              std::string::npos)
        << m;
  }
  HostTensor b = ramp({5}, 10);
  f({a, b});  // without aliasing it runs
  EXPECT_FLOAT_EQ(static_cast<float>(b.get(0)), 10);
  EXPECT_FLOAT_EQ(static_cast<float>(a.get(4)), 3 + 12);
}

TEST(Aliasing, InPlaceTracingOpsWriteTheCallersTensors) {
  SKIP_WITHOUT_LLVM();
  auto f = jit([](Tracer&, const std::vector<Traced>& in) {
    const Traced& p = in[0];
    Traced before = p * 1.0;  // a read of p's old value
    Traced alias = p;         // the same tensor: sees every write
    p.mul_(3.0).add_(in[1]);  // p = 3p + g
    in[1].zero_();
    in[2].copy_(alias);  // the new p
    return std::vector<Traced>{before, alias};
  });
  HostTensor p = ramp({7}, 1), g = ramp({7}, -2), c = ramp({7}, 100);
  HostTensor p0 = HostTensor::empty({7}, DType::f32), g0 = HostTensor::empty({7}, DType::f32);
  for (int64_t i = 0; i < 7; ++i) p0.set(i, p.get(i)), g0.set(i, g.get(i));
  auto out = f({p, g, c});
  std::string computation = print_trace(f.last_traces().front().second);
  EXPECT_NE(computation.find("prims.copy_("), std::string::npos) << computation;
  for (int64_t i = 0; i < 7; ++i) {
    float want = static_cast<float>(3 * p0.get(i) + g0.get(i));
    EXPECT_FLOAT_EQ(static_cast<float>(std::get<HostTensor>(out[0]).get(i)),
                    static_cast<float>(p0.get(i)));
    EXPECT_FLOAT_EQ(static_cast<float>(std::get<HostTensor>(out[1]).get(i)), want);
    EXPECT_FLOAT_EQ(static_cast<float>(p.get(i)), want);
    EXPECT_EQ(g.get(i), 0.0);
    EXPECT_FLOAT_EQ(static_cast<float>(c.get(i)), want);
  }
}

TEST(Aliasing, InPlaceOnAViewOrReadingAStaleViewIsAClearError) {
  Tracer tr;
  Traced p = tr.input("p", "cpu f32[2, 3]");
  Traced v = lt::view(p, {6});
  try {
    v.add_(1.0);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("add_: " + v.proxy()->name + " is a view"),
              std::string::npos)
        << e.what();
  }
  p.mul_(2.0);
  try {
    lt::exp(v);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("written in place after the view was made"),
              std::string::npos)
        << e.what();
  }
}

// torch.optim.SGD(params, lr, momentum, foreach=True).step() on given grads,
// in libtorch: the first step's momentum buffer is a clone of the grad.
void torch_sgd_step(std::vector<at::Tensor>& params, const std::vector<at::Tensor>& grads,
                    std::vector<at::Tensor>& bufs, double lr, double momentum, bool first) {
  if (first) {
    bufs.clear();
    for (const auto& g : grads) bufs.push_back(g.clone());
  } else {
    at::_foreach_mul_(bufs, momentum);
    at::_foreach_add_(bufs, grads, 1.0);  // alpha = 1 - dampening
  }
  at::_foreach_add_(params, bufs, -lr);
}

TEST(Aliasing, InPlaceSgdWithMomentumMatchesLibtorchBitForBit) {
  SKIP_WITHOUT_LLVM();
  constexpr double kLr = 0.1, kMomentum = 0.9;
  constexpr size_t kParams = 3;
  auto step = [&](bool first) {
    return jit([first](Tracer&, const std::vector<Traced>& in) {
      for (size_t i = 0; i < kParams; ++i) {
        const Traced& p = in[i];
        const Traced& g = in[kParams + i];
        const Traced& buf = in[2 * kParams + i];
        if (first)
          buf.copy_(g);
        else
          buf.mul_(kMomentum).add_(g);
        p.add_(buf, -kLr);
      }
      return std::vector<Traced>{};
    });
  };
  JitFunction first = step(true), rest = step(false);
  at::manual_seed(0);
  std::vector<Shape> shapes = {{17}, {8, 5}, {64, 33}};
  std::vector<at::Tensor> ref_params, ref_bufs;
  std::vector<HostTensor> params, bufs;
  for (const auto& s : shapes) {
    ref_params.push_back(at::randn(s, at::kFloat));
    params.push_back(host_view(ref_params.back().clone()));
    bufs.push_back(HostTensor::empty(s, DType::f32));
  }
  for (int it = 0; it < 10; ++it) {
    std::vector<at::Tensor> grads;
    for (const auto& s : shapes) grads.push_back(at::randn(s, at::kFloat));
    torch_sgd_step(ref_params, grads, ref_bufs, kLr, kMomentum, it == 0);
    std::vector<RuntimeValue> in(params.begin(), params.end());
    for (const auto& g : grads) in.emplace_back(host_view(g));
    in.insert(in.end(), bufs.begin(), bufs.end());
    (it == 0 ? first : rest)(in);
  }
  for (size_t i = 0; i < kParams; ++i) {
    EXPECT_TRUE(at::equal(aten_view(params[i]), ref_params[i]))
        << "param " << i << ": max abs diff "
        << (aten_view(params[i]) - ref_params[i]).abs().max().item<float>();
    EXPECT_TRUE(at::equal(aten_view(bufs[i]), ref_bufs[i])) << "momentum buffer " << i;
  }
  EXPECT_EQ(rest.cache_info().misses, 1);
  EXPECT_EQ(rest.cache_info().hits, 8);
}

TEST(Aliasing, RunCheckComparesWithTheInputsAsTheyWereBeforeTheWrite) {
  SKIP_WITHOUT_LLVM();
  std::string path = ::testing::TempDir() + "/read_then_write.trace";
  {
    FILE* f = std::fopen(path.c_str(), "w");
    ASSERT_TRUE(f);
    std::fputs(kReadThenWrite, f);
    std::fclose(f);
  }
  auto [rc, out] = testing::run_command(testing::kCli + " run " + path + " --check");
  EXPECT_EQ(rc, 0) << out;
  EXPECT_NE(out.find("input p as written: max abs err 0"), std::string::npos) << out;
  EXPECT_NE(out.find("check passed"), std::string::npos) << out;
}

}  // namespace
}  // namespace fulgur
