// For tests that run a region's generated kernels themselves (the CUDA
// emulation, the GPU tests): a one-region trace with random inputs and the
// reference executor's outputs, each kernel's buffers and scalar arguments,
// and the comparison of what the kernels wrote.
#pragma once

#include <gtest/gtest.h>

#include <cstring>
#include <functional>
#include <map>
#include <string>

#include "codegen/kernel/lower.h"
#include "codegen/partition.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur::testing {

struct RegionHarness {
  std::string text;
  Trace trace, fused;
  const BoundSymbol* region = nullptr;
  codegen::kernel::LoweredRegion lowered;
  std::vector<RuntimeValue> inputs, expected;
  std::map<const Proxy*, RuntimeValue> values;  // trace inputs by proxy
  std::vector<ProxyPtr> outs;                   // the region's outputs
  std::vector<HostTensor> out_tensors;          // host memory for each, zero-filled

  // Parses `text`, which must partition into exactly one CUDA region.
  RegionHarness(std::string trace_text, uint64_t seed) : text(std::move(trace_text)) {
    trace = parse_trace(text, "region.trace");
    fused = codegen::partition(trace, codegen::Target::Cuda);
    auto regions = codegen::fusion_regions(fused);
    if (regions.size() != 1) {
      ADD_FAILURE() << "expected one region:\n" << print_trace(fused);
      return;
    }
    region = regions[0];
    lowered = codegen::kernel::lower_region(*region, {codegen::Target::Cuda});
    inputs = random_inputs(trace, seed);
    expected = run_reference(trace, inputs, ExecutionLevel::TopLevel);
    auto params = trace.input_proxies();
    for (size_t i = 0; i < params.size(); ++i) values[params[i].get()] = inputs[i];
    outs = region->flat_outputs();
    for (const auto& o : outs)
      out_tensors.push_back(HostTensor::empty(o->tensor().shape, o->tensor().dtype));
  }

  // The value of the region's input `index`.
  const RuntimeValue& input(int index) const {
    return values.at(region->args.at(static_cast<size_t>(index)).proxy().get());
  }

  // The kernel's scalar arguments as 64-bit slots (floats as their bits).
  std::vector<int64_t> scalars(const codegen::kernel::Kernel& k) const {
    std::vector<int64_t> out;
    for (const auto& s : k.scalars) {
      switch (s.kind) {
        case codegen::kernel::ScalarArg::Kind::Extents: {
          int64_t n = 1;
          for (int d : s.dims) n *= k.domain.at(static_cast<size_t>(d));
          out.push_back(n);
          break;
        }
        case codegen::kernel::ScalarArg::Kind::Stride: {
          const auto& b = k.buffers.at(static_cast<size_t>(s.buffer));
          out.push_back(
              std::get<HostTensor>(input(b.region_index)).strides.at(static_cast<size_t>(s.dim)));
          break;
        }
        case codegen::kernel::ScalarArg::Kind::Number: {
          const Scalar& v = std::get<Scalar>(input(s.region_index));
          int64_t slot = 0;
          if (s.type == DType::f64) {
            double d = std::visit([](auto x) { return static_cast<double>(x); }, v);
            std::memcpy(&slot, &d, sizeof d);
          } else {
            slot = std::visit([](auto x) { return static_cast<int64_t>(x); }, v);
          }
          out.push_back(slot);
          break;
        }
      }
    }
    return out;
  }

  // The kernel's buffers: `output(i)` for region output i, `input(i)` for
  // region input i (both as the caller's pointers, host or device).
  template <typename Ptr>
  std::vector<Ptr> buffers(const codegen::kernel::Kernel& k, const std::function<Ptr(int)>& output,
                           const std::function<Ptr(int)>& input_ptr) const {
    std::vector<Ptr> out;
    for (const auto& b : k.buffers)
      out.push_back(b.is_output ? output(b.region_index) : input_ptr(b.region_index));
    return out;
  }

  // Compares out_tensors with the reference, output by output.
  void expect_matches() const {
    std::vector<ProxyPtr> ret;
    collect_proxies(trace.returned(), ret);
    ASSERT_EQ(ret.size(), expected.size());
    for (size_t i = 0; i < ret.size(); ++i) {
      auto it = std::find_if(outs.begin(), outs.end(),
                             [&](const ProxyPtr& p) { return p.get() == ret[i].get(); });
      ASSERT_NE(it, outs.end()) << ret[i]->name;
      Comparison c = compare(out_tensors[static_cast<size_t>(it - outs.begin())], expected[i]);
      EXPECT_TRUE(c.ok) << ret[i]->name << ": " << c.problem << "\n" << text;
    }
  }
};

}  // namespace fulgur::testing
