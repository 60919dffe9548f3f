// A tensor in host memory: what the reference executor, .npy files and the
// CLI exchange. Storage is shared; strides are in elements.
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <variant>
#include <vector>

#include "ir/proxy.h"

namespace fulgur {

// The memory a tensor views: allocated here (64-byte aligned, so vector loads
// of generated kernels are aligned) or borrowed from another owner (a
// libtorch tensor), which `owner` keeps alive.
//
// A borrowed storage may be `live`: its owner's memory can move while fulgur
// holds it (PyTorch's FSDP resizes an unsharded parameter's storage to zero
// after the forward and all-gathers it again before the backward, into new
// memory), so data() asks the owner for its memory at every use; `live`
// raises fulgur::Error when the owner holds fewer than the bytes borrowed.
class Storage {
 public:
  using LiveFn = std::byte* (*)(const void* owner, size_t bytes);
  static std::shared_ptr<Storage> allocate(size_t bytes, bool zero);
  static std::shared_ptr<Storage> borrow(std::byte* data, size_t bytes, std::shared_ptr<void> owner,
                                         LiveFn live = nullptr);
  ~Storage();
  Storage(const Storage&) = delete;
  Storage& operator=(const Storage&) = delete;
  std::byte* data() const { return live_ ? live_(owner_.get(), size_) : data_; }
  size_t size() const { return size_; }

 private:
  struct Key {};  // lets make_shared construct it: one allocation with the control block

 public:
  explicit Storage(Key) {}

 private:
  std::byte* data_ = nullptr;
  size_t size_ = 0;
  bool owned_ = false;
  std::shared_ptr<void> owner_;
  LiveFn live_ = nullptr;
};

// The backward of the compiled call that produced a tensor (frontend/jit.h,
// fulgur::grad): opaque here.
struct GradNode;

struct HostTensor {
  Shape shape;
  Shape strides;  // elements
  DType dtype = DType::f32;
  std::shared_ptr<Storage> storage;
  int64_t offset = 0;          // elements
  bool requires_grad = false;  // as in PyTorch: part of what a compiled entry is specialized on
  // Set on the differentiable outputs of a jitted call whose inputs require
  // grad: its backward, and which of the call's outputs this is.
  std::shared_ptr<const GradNode> grad_fn;
  int64_t grad_output = -1;

  // A new contiguous, zero-filled tensor.
  static HostTensor empty(const Shape& shape, DType dtype);
  // A new contiguous tensor whose contents are undefined (outputs about to be
  // written in full).
  static HostTensor uninitialized(const Shape& shape, DType dtype);
  // A new tensor laid out with `strides` (which may leave gaps), zero-filled.
  static HostTensor empty_strided(const Shape& shape, const Shape& strides, DType dtype);
  int64_t numel() const;
  bool is_contiguous() const;
  std::byte* data() const { return storage->data() + offset * dtype_itemsize(dtype); }
  // Element `i` in row-major logical order, as double (exact for every dtype
  // except i64 beyond 2^53).
  double get(int64_t i) const;
  void set(int64_t i, double v);
  HostTensor contiguous() const;
};

// What a trace takes and returns at run time.
using RuntimeValue = std::variant<HostTensor, Scalar>;

// Float <-> half/bfloat16 bit conversions with round-to-nearest-even.
uint16_t float_to_half_bits(float f);
float half_bits_to_float(uint16_t h);
uint16_t float_to_bf16_bits(float f);
float bf16_bits_to_float(uint16_t b);

}  // namespace fulgur
