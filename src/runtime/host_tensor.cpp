#include "runtime/host_tensor.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>

#include <cmath>
#include <cstring>

#include "ir/error.h"

namespace fulgur {

HostTensor HostTensor::empty(const Shape& shape, DType dtype) {
  return empty_strided(shape, contiguous_strides(shape), dtype);
}

HostTensor HostTensor::empty_strided(const Shape& shape, const Shape& strides, DType dtype) {
  // Checked before allocating: extents and strides from a type string or a
  // .npy header must not wrap around into a small (aliasing) allocation.
  int64_t bytes = storage_bytes(shape, strides, dtype);
  HostTensor t;
  t.shape = shape;
  t.strides = strides;
  t.dtype = dtype;
  t.storage = Storage::allocate(static_cast<size_t>(bytes), true);
  return t;
}

HostTensor HostTensor::uninitialized(const Shape& shape, DType dtype) {
  HostTensor t;
  t.shape = shape;
  t.strides = contiguous_strides(shape);
  t.dtype = dtype;
  int64_t bytes = storage_bytes(shape, t.strides, dtype);
  t.storage = Storage::allocate(static_cast<size_t>(bytes), false);
  return t;
}

namespace {

// Large blocks are kept for reuse instead of going back to the system: a
// fresh 40 MB block costs ~10k page faults on first touch, more than the
// kernel that fills it. Blocks are reused only for the same rounded size;
// at most kCachedBytesLimit stay cached.
class BlockCache {
 public:
  static BlockCache& get() {
    static BlockCache* cache = new BlockCache();  // never destroyed: outlives static tensors
    return *cache;
  }
  std::byte* take(size_t rounded) {
    if (rounded <= kSmallBytes) return small_gone ? nullptr : small().take(rounded);
    if (rounded < kMinCachedBytes) return nullptr;
    std::lock_guard<std::mutex> lock(mu_);
    auto it = free_.find(rounded);
    if (it == free_.end()) return nullptr;
    std::byte* p = it->second;
    free_.erase(it);
    cached_ -= rounded;
    return p;
  }
  void give(std::byte* p, size_t rounded) {
    if (rounded <= kSmallBytes && !small_gone && small().give(p, rounded)) return;
    if (rounded >= kMinCachedBytes) {
      std::lock_guard<std::mutex> lock(mu_);
      if (cached_ + rounded <= kCachedBytesLimit) {
        free_.emplace(rounded, p);
        cached_ += rounded;
        return;
      }
    }
    std::free(p);
  }

 private:
  // Small blocks (a jitted call's outputs) are reused per thread without a
  // lock: a few per 64-byte size class.
  static constexpr size_t kSmallBytes = 4096;
  struct Small {
    static constexpr size_t kPerClass = 16;
    std::byte* blocks[kSmallBytes / 64][kPerClass] = {};
    uint8_t count[kSmallBytes / 64] = {};
    std::byte* take(size_t rounded) {
      size_t c = rounded / 64 - 1;
      return count[c] ? blocks[c][--count[c]] : nullptr;
    }
    bool give(std::byte* p, size_t rounded) {
      size_t c = rounded / 64 - 1;
      if (count[c] == kPerClass) return false;
      blocks[c][count[c]++] = p;
      return true;
    }
    ~Small() {
      small_gone = true;  // tensors freed later on this thread (statics) go to free()
      for (size_t c = 0; c < kSmallBytes / 64; ++c)
        for (size_t i = 0; i < count[c]; ++i) std::free(blocks[c][i]);
    }
  };
  // Trivially destructible, so still readable while statics are destroyed.
  static inline thread_local bool small_gone = false;
  static Small& small() {
    thread_local Small s;
    return s;
  }
  static constexpr size_t kMinCachedBytes = size_t{1} << 20;
  static constexpr size_t kCachedBytesLimit = size_t{1} << 30;
  std::mutex mu_;
  std::multimap<size_t, std::byte*> free_;
  size_t cached_ = 0;
};

size_t rounded_size(size_t bytes) {
  return (std::max<size_t>(bytes, 1) + 63) / 64 * 64;
}

}  // namespace

std::shared_ptr<Storage> Storage::allocate(size_t bytes, bool zero) {
  auto s = std::make_shared<Storage>(Key{});
  size_t rounded = rounded_size(bytes);
  s->data_ = BlockCache::get().take(rounded);
  if (!s->data_) s->data_ = static_cast<std::byte*>(std::aligned_alloc(64, rounded));
  FULGUR_CHECK(s->data_, "out of memory allocating ", bytes, " bytes");
  if (zero) std::memset(s->data_, 0, rounded);
  s->size_ = bytes;
  s->owned_ = true;
  return s;
}

std::shared_ptr<Storage> Storage::borrow(std::byte* data, size_t bytes, std::shared_ptr<void> owner,
                                         LiveFn live) {
  auto s = std::make_shared<Storage>(Key{});
  s->data_ = data;
  s->size_ = bytes;
  s->owner_ = std::move(owner);
  s->live_ = live;
  return s;
}

Storage::~Storage() {
  if (owned_) BlockCache::get().give(data_, rounded_size(size_));
}

int64_t HostTensor::numel() const {
  int64_t n = 1;
  for (int64_t d : shape) n *= d;
  return n;
}

bool HostTensor::is_contiguous() const {
  int64_t expected = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    if (shape[i] != 1 && strides[i] != expected) return false;
    expected *= shape[i];
  }
  return true;
}

namespace {
int64_t element_offset(const HostTensor& t, int64_t linear) {
  int64_t off = 0;
  for (size_t d = t.shape.size(); d-- > 0;) {
    int64_t idx = linear % t.shape[d];
    linear /= t.shape[d];
    off += idx * t.strides[d];
  }
  return off;
}
}  // namespace

double HostTensor::get(int64_t i) const {
  const std::byte* p = data() + element_offset(*this, i) * dtype_itemsize(dtype);
  switch (dtype) {
    case DType::f64: {
      double v;
      std::memcpy(&v, p, 8);
      return v;
    }
    case DType::f32: {
      float v;
      std::memcpy(&v, p, 4);
      return v;
    }
    case DType::f16: {
      uint16_t v;
      std::memcpy(&v, p, 2);
      return half_bits_to_float(v);
    }
    case DType::bf16: {
      uint16_t v;
      std::memcpy(&v, p, 2);
      return bf16_bits_to_float(v);
    }
    case DType::i64: {
      int64_t v;
      std::memcpy(&v, p, 8);
      return static_cast<double>(v);
    }
    case DType::i32: {
      int32_t v;
      std::memcpy(&v, p, 4);
      return v;
    }
    case DType::i16: {
      int16_t v;
      std::memcpy(&v, p, 2);
      return v;
    }
    case DType::i8: {
      int8_t v;
      std::memcpy(&v, p, 1);
      return v;
    }
    case DType::u8: {
      uint8_t v;
      std::memcpy(&v, p, 1);
      return v;
    }
    case DType::b8: {
      uint8_t v;
      std::memcpy(&v, p, 1);
      return v ? 1.0 : 0.0;
    }
    case DType::u16: {
      uint16_t v;
      std::memcpy(&v, p, 2);
      return v;
    }
    case DType::u32: {
      uint32_t v;
      std::memcpy(&v, p, 4);
      return v;
    }
    case DType::u64: {
      uint64_t v;
      std::memcpy(&v, p, 8);
      return static_cast<double>(v);
    }
    case DType::c32:
    case DType::c64:
    case DType::c128:
      FULGUR_FAIL("a ", dtype_short_name(dtype),
                  " element is not one real number: read it through libtorch");
  }
  return 0;
}

void HostTensor::set(int64_t i, double v) {
  std::byte* p = data() + element_offset(*this, i) * dtype_itemsize(dtype);
  auto put = [&](auto x) { std::memcpy(p, &x, sizeof(x)); };
  switch (dtype) {
    case DType::f64:
      put(v);
      break;
    case DType::f32:
      put(static_cast<float>(v));
      break;
    case DType::f16:
      put(float_to_half_bits(static_cast<float>(v)));
      break;
    case DType::bf16:
      put(float_to_bf16_bits(static_cast<float>(v)));
      break;
    case DType::i64:
      put(static_cast<int64_t>(v));
      break;
    case DType::i32:
      put(static_cast<int32_t>(v));
      break;
    case DType::i16:
      put(static_cast<int16_t>(v));
      break;
    case DType::i8:
      put(static_cast<int8_t>(v));
      break;
    case DType::u8:
      put(static_cast<uint8_t>(v));
      break;
    case DType::b8:
      put(static_cast<uint8_t>(v != 0));
      break;
    case DType::u16:
      put(static_cast<uint16_t>(v));
      break;
    case DType::u32:
      put(static_cast<uint32_t>(v));
      break;
    case DType::u64:
      put(static_cast<uint64_t>(v));
      break;
    case DType::c32:
      put(std::array<uint16_t, 2>{float_to_half_bits(static_cast<float>(v)), 0});
      break;
    case DType::c64:
      put(std::array<float, 2>{static_cast<float>(v), 0.0f});
      break;
    case DType::c128:
      put(std::array<double, 2>{v, 0.0});
      break;
  }
}

HostTensor HostTensor::contiguous() const {
  if (is_contiguous() && offset == 0) return *this;
  HostTensor out = empty(shape, dtype);
  int64_t n = numel();
  int64_t item = dtype_itemsize(dtype);
  for (int64_t i = 0; i < n; ++i)
    std::memcpy(out.storage->data() + i * item, data() + element_offset(*this, i) * item, item);
  return out;
}

uint16_t float_to_half_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  uint32_t sign = (x >> 16) & 0x8000;
  uint32_t exp = (x >> 23) & 0xff;
  uint32_t mant = x & 0x7fffff;
  if (exp == 0xff) return static_cast<uint16_t>(sign | 0x7c00 | (mant ? 0x200 : 0));
  int32_t e = static_cast<int32_t>(exp) - 127 + 15;
  if (e >= 0x1f) return static_cast<uint16_t>(sign | 0x7c00);
  if (e <= 0) {
    if (e < -10) return static_cast<uint16_t>(sign);
    mant |= 0x800000;
    uint32_t shift = static_cast<uint32_t>(14 - e);
    uint32_t half = mant >> shift;
    uint32_t rem = mant & ((1u << shift) - 1);
    uint32_t halfway = 1u << (shift - 1);
    if (rem > halfway || (rem == halfway && (half & 1))) ++half;
    return static_cast<uint16_t>(sign | half);
  }
  uint32_t half = (static_cast<uint32_t>(e) << 10) | (mant >> 13);
  uint32_t rem = mant & 0x1fff;
  if (rem > 0x1000 || (rem == 0x1000 && (half & 1)))
    ++half;  // may carry into the exponent: correct
  return static_cast<uint16_t>(sign | half);
}

float half_bits_to_float(uint16_t h) {
  uint32_t sign = (h & 0x8000u) << 16;
  uint32_t exp = (h >> 10) & 0x1f;
  uint32_t mant = h & 0x3ff;
  uint32_t x;
  if (exp == 0) {
    if (mant == 0) {
      x = sign;
    } else {
      float f = std::ldexp(static_cast<float>(mant), -24);
      return sign ? -f : f;
    }
  } else if (exp == 0x1f) {
    x = sign | 0x7f800000 | (mant << 13);
  } else {
    x = sign | ((exp - 15 + 127) << 23) | (mant << 13);
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

uint16_t float_to_bf16_bits(float f) {
  uint32_t x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffff) > 0x7f800000)
    return static_cast<uint16_t>((x >> 16) | 0x40);  // NaN stays NaN
  uint32_t rounding = 0x7fff + ((x >> 16) & 1);
  return static_cast<uint16_t>((x + rounding) >> 16);
}

float bf16_bits_to_float(uint16_t b) {
  uint32_t x = static_cast<uint32_t>(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}

}  // namespace fulgur
