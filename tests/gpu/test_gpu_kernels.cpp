// Generated kernels on a real GPU (label `gpu`; perf/device/check.sh runs
// these on a lent machine): each trace's region is compiled by NVRTC for the
// device's architecture, loaded, launched with the computed geometry and
// packed parameters, and its outputs compared with the reference executor.
// Without a driver every test is skipped with the reason.
#include <gtest/gtest.h>

#include <cstring>
#include <map>

#include "../region_harness.h"
#include "codegen/cuda/cuda_printer.h"
#include "codegen/cuda/launch.h"
#include "codegen/kernel/lower.h"
#include "codegen/nvrtc.h"
#include "codegen/partition.h"
#include "gpu_device.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "runtime/cuda/cublas.h"
#include "runtime/cuda/device.h"
#include "runtime/cuda/device_tensor.h"
#include "runtime/cuda/nccl.h"
#include "runtime/inputs.h"
#include "runtime/reference_executor.h"

namespace fulgur {
namespace {

int64_t span_bytes(const HostTensor& t) {
  int64_t reach = 1;
  for (size_t d = 0; d < t.shape.size(); ++d) {
    if (t.shape[d] == 0) return 0;
    reach += (t.shape[d] - 1) * t.strides[d];
  }
  return reach * dtype_itemsize(t.dtype);
}

// `misalign` bytes shift every input's and output's base (a sliced view's
// would be): kernels with vector accesses must take their scalar copy.
void check_on_gpu(const std::string& text, size_t misalign = 0) {
  cuda::Device dev(0, &testing::gpu_test_driver());
  testing::RegionHarness h(text, 5);
  ASSERT_TRUE(h.region);
  std::vector<cuda::CUdeviceptr> dev_out;
  for (const auto& t : h.out_tensors)
    dev_out.push_back(dev.alloc(static_cast<size_t>(span_bytes(t)) + misalign) + misalign);
  std::map<int, cuda::CUdeviceptr> dev_in;  // region input index -> device copy
  auto device_input = [&](int i) -> uint64_t {
    if (!dev_in.count(i)) {
      const auto& t = std::get<HostTensor>(h.input(i));
      auto p = dev.alloc(static_cast<size_t>(span_bytes(t)) + misalign) + misalign;
      dev.copy_to_device(p, t.data(), static_cast<size_t>(span_bytes(t)));
      dev_in[i] = p;
    }
    return dev_in[i];
  };
  std::vector<cuda::Module> modules;  // alive until the launches are done
  for (const auto& k : h.lowered.kernels) {
    modules.push_back(
        dev.load(testing::module_image(dev, k, codegen::cuda::print_cuda(k)), k.name));
    cuda::CUfunction fn = modules.back().function();
    std::vector<uint64_t> buffers = h.buffers<uint64_t>(
        k, [&](int i) -> uint64_t { return dev_out.at(static_cast<size_t>(i)); }, device_input);
    codegen::cuda::KernelArgs args(k, buffers, h.scalars(k));
    auto g = codegen::cuda::launch_geometry(k, dev.sm_count());
    dev.launch(fn, g.grid, g.block, args.params());
  }
  for (size_t i = 0; i < h.out_tensors.size(); ++i)
    dev.copy_to_host(h.out_tensors[i].data(), dev_out[i],
                     static_cast<size_t>(span_bytes(h.out_tensors[i])));
  dev.synchronize();
  for (auto p : dev_out) dev.free(p - misalign);
  for (auto& [idx, p] : dev_in) dev.free(p - misalign);
  dev.synchronize();
  h.expect_matches();
}

TEST(GpuKernels, PointwiseVectorizedBroadcastAndHalf) {
  SKIP_WITHOUT_GPU();
  check_on_gpu(R"T(def computation(x, b):
  # x: "cpu f32[1037, 333]"
  # b: "cpu f32[333]"
  t = ltorch.add(x, b)
  y = ltorch.gelu(t, approximate='tanh')
  return (y,)
)T");
  check_on_gpu(R"T(def computation(x, y):
  # x: "cpu f16[240, 200] strides=(1, 240)"
  # y: "cpu f16[240, 200]"
  t = ltorch.mul(x, y)
  u = ltorch.to(t, torch.bfloat16)
  v = ltorch.sigmoid(u)
  return (v,)
)T");
}

// Rows kept in registers move in 16-byte vectors (layer_norm's row, weight,
// bias and output in bf16 groups of 8, softmax's in f32 groups of 4, a warp
// per row of f16); a misaligned base takes the scalar copy (the vector one
// would fault), and a row that is not whole groups has no vector copy.
TEST(GpuKernels, RowVectorsAlignedMisalignedAndOddRows) {
  SKIP_WITHOUT_GPU();
  const char* layer_norm = R"T(def computation(x, w, b):
  # x: "cpu bf16[24, 4096]"
  # w: "cpu bf16[4096]"
  # b: "cpu bf16[4096]"
  y = ltorch.layer_norm(x, (4096,), w, b, 1e-05)
  return (y,)
)T";
  check_on_gpu(layer_norm);
  check_on_gpu(layer_norm, 2);
  const char* softmax = R"T(def computation(x):
  # x: "cpu f32[33, 1024]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T";
  check_on_gpu(softmax);
  check_on_gpu(softmax, 4);
  check_on_gpu(R"T(def computation(x, w):
  # x: "cpu f16[61, 200]"
  # w: "cpu f16[200]"
  y = ltorch.rms_norm(x, (200,), w, 1e-06)
  return (y,)
)T");
  check_on_gpu(R"T(def computation(x, w, b):
  # x: "cpu bf16[13, 1001]"
  # w: "cpu bf16[1001]"
  # b: "cpu bf16[1001]"
  y = ltorch.layer_norm(x, (1001,), w, b, 1e-05)
  return (y,)
)T",
               2);
}

TEST(GpuKernels, RowReductionsAndNormalizations) {
  SKIP_WITHOUT_GPU();
  check_on_gpu(R"T(def computation(x, w, b):
  # x: "cpu f32[513, 100]"
  # w: "cpu f32[100]"
  # b: "cpu f32[100]"
  y = ltorch.layer_norm(x, (100,), w, b, 1e-05)
  return (y,)
)T");
  check_on_gpu(R"T(def computation(x):
  # x: "cpu f32[257, 1500]"
  y = ltorch.softmax(x, -1)
  return (y,)
)T");
  check_on_gpu(R"T(def computation(x):
  # x: "cpu f32[3, 200000]"
  m = ltorch.mean(x, 1)
  v = ltorch.var(x, 1)
  return (m, v)
)T");
  check_on_gpu(R"T(def computation(x):
  # x: "cpu f32[3000, 70]"
  s = ltorch.sum(x, 0)
  return (s,)
)T");
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// One GPU: NCCL as a one-rank communicator; all_reduce leaves the data as
// it is, through the communication stream and a future the compute stream
// waits on.
TEST(GpuNccl, OneRankAllReduceThroughAFuture) {
  SKIP_WITHOUT_GPU();
  const bool emulated = testing::on_emulated_device();
  if (!emulated && !cuda::nccl().available) GTEST_SKIP() << cuda::nccl().reason;
  cuda::Device dev(0, &testing::gpu_test_driver());
  // The emulated NCCL (one rank) takes any id.
  cuda::Communicator comm(dev, emulated ? cuda::NcclUniqueId{} : cuda::nccl_unique_id(), 0, 1);
  std::vector<float> host(1000);
  for (size_t i = 0; i < host.size(); ++i) host[i] = 0.5f * static_cast<float>(i);
  auto in = dev.alloc(host.size() * 4), out = dev.alloc(host.size() * 4);
  // No synchronize: the collective waits for the copy on the device.
  dev.copy_to_device(in, host.data(), host.size() * 4);
  cuda::Future f = comm.all_reduce(in, out, host.size(), cuda::NcclType::f32, cuda::NcclOp::Sum);
  comm.wait(f, dev.stream());
  std::vector<float> back(host.size());
  dev.copy_to_host(back.data(), out, back.size() * 4);
  dev.synchronize();
  EXPECT_EQ(back, host);
  dev.free(in);
  dev.free(out);
  dev.synchronize();
}

}  // namespace
}  // namespace fulgur

namespace fulgur {
namespace {

// linear and matmul through cuBLAS, against a double-precision loop.
TEST(GpuCublas, LinearAndMatmulRowMajor) {
  SKIP_WITHOUT_GPU();
  if (!testing::on_emulated_device() && !cuda::cublas().available)
    GTEST_SKIP() << cuda::cublas().reason;
  cuda::Device dev(0, &testing::gpu_test_driver());
  cuda::BlasHandle blas(dev);
  const int64_t m = 37, n = 19, k = 23;
  std::vector<float> x(m * k), w(n * k), b(k * n);
  for (size_t i = 0; i < x.size(); ++i) x[i] = static_cast<float>((i * 7) % 13) - 6;
  for (size_t i = 0; i < w.size(); ++i) w[i] = static_cast<float>((i * 5) % 11) - 5;
  for (size_t i = 0; i < b.size(); ++i) b[i] = static_cast<float>((i * 3) % 7) - 3;
  auto up = [&](const std::vector<float>& v) {
    auto p = dev.alloc(v.size() * 4);
    dev.copy_to_device(p, v.data(), v.size() * 4);
    return p;
  };
  auto dx = up(x), dw = up(w), db = up(b);
  auto dy = dev.alloc(m * n * 4), dc = dev.alloc(m * n * 4);
  blas.linear(DType::f32, m, n, k, dx, dw, dy);
  blas.matmul(DType::f32, m, n, k, dx, db, dc);
  std::vector<float> y(m * n), c(m * n);
  dev.copy_to_host(y.data(), dy, y.size() * 4);
  dev.copy_to_host(c.data(), dc, c.size() * 4);
  dev.synchronize();
  for (int64_t i = 0; i < m; ++i)
    for (int64_t j = 0; j < n; ++j) {
      double lin = 0, mm = 0;
      for (int64_t t = 0; t < k; ++t) {
        lin += double(x[i * k + t]) * w[j * k + t];
        mm += double(x[i * k + t]) * b[t * n + j];
      }
      EXPECT_EQ(y[i * n + j], static_cast<float>(lin)) << i << "," << j;
      EXPECT_EQ(c[i * n + j], static_cast<float>(mm)) << i << "," << j;
    }
  for (auto p : {dx, dw, db, dy, dc}) dev.free(p);
  dev.synchronize();
}

// Lifetimes on the real driver: a copy to the device reads host memory that
// is dropped at once (to_device keeps it until the stream is past the copy),
// memory outlives its Device and frees on that device's live stream, and a
// new Device works after the old one's state is torn down.
TEST(GpuDevice, CopiesKeepTheirSourceAndMemoryOutlivesItsDevice) {
  SKIP_WITHOUT_GPU();
  auto dev = std::make_unique<cuda::Device>(0, &testing::gpu_test_driver());
  const int64_t rows = 1024, cols = 1024;
  std::vector<float> expected(static_cast<size_t>(rows * cols));
  cuda::DeviceTensor d, e;
  {
    HostTensor h = HostTensor::empty_strided({rows, cols}, {cols, 1}, DType::f32);
    auto* p = reinterpret_cast<float*>(h.data());
    for (size_t i = 0; i < expected.size(); ++i) p[i] = expected[i] = 0.25f * static_cast<float>(i);
    d = cuda::to_device(*dev, h);             // direct
    e = cuda::to_device(*dev, h, {1, rows});  // staged for a column-major layout
  }                                           // h goes before the copies are known to be done
  for (const auto* t : {&d, &e}) {
    HostTensor back = cuda::to_host(*dev, *t);
    ASSERT_TRUE(back.is_contiguous());
    EXPECT_EQ(std::memcmp(back.data(), expected.data(), expected.size() * 4), 0);
  }
  cuda::Event start = dev->create_event(true), end = dev->create_event(true);
  dev->record(start);
  dev->copy_on_device(e.data(), d.data(), expected.size() * 4);
  dev->record(end);
  EXPECT_GE(dev->elapsed_ms(start, end), 0.0f);
  dev.reset();  // d, e and the events still hold its streams
  d.memory.reset();
  e.memory.reset();
  start = end = cuda::Event();  // the last holders: the state goes now
  cuda::Device again(0, &testing::gpu_test_driver());
  cuda::DeviceTensor f = cuda::DeviceTensor::allocate(again, {16}, DType::f32);
  again.synchronize();
}

}  // namespace
}  // namespace fulgur
