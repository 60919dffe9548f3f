// Proxies: the named values of a trace (tensors, DTensors, futures of
// asynchronous collectives, numbers, strings and opaque collections), their
// types, and the type strings that trace text carries in comments.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "ir/device.h"
#include "ir/dtype.h"

namespace fulgur {

using Shape = std::vector<int64_t>;

// A mesh of ranks of any rank (1-D: [0, 1]; 2-D: [[0, 1], [2, 3]]).
struct DeviceMesh {
  std::string device_type = "cuda";
  Shape shape;               // extent per mesh dim
  std::vector<int64_t> ids;  // row-major over `shape`
  int64_t size() const { return static_cast<int64_t>(ids.size()); }
  // Coordinate of `rank` in the mesh, nullopt when it is not a member.
  std::optional<std::vector<int64_t>> coordinate_of(int64_t rank) const;
  std::string repr() const;  // DeviceMesh('cuda', [0, 1])
  // The 1-D mesh of ranks 0..size-1 (a world: DDP's, FSDP's, tensor parallelism's).
  static DeviceMesh world(int64_t size, std::string device_type);
  bool operator==(const DeviceMesh&) const = default;
};

enum class ReduceOp : uint8_t { Sum, Avg, Max, Min };
std::string_view reduce_op_name(ReduceOp op);  // "sum", ...
std::optional<ReduceOp> reduce_op_from_name(std::string_view s);

struct Placement {
  enum class Kind : uint8_t { Shard, Replicate, Partial };
  Kind kind = Kind::Replicate;
  int64_t dim = 0;              // Shard
  ReduceOp op = ReduceOp::Sum;  // Partial
  static Placement shard(int64_t d) { return {Kind::Shard, d, ReduceOp::Sum}; }
  static Placement replicate() { return {}; }
  static Placement partial(ReduceOp o = ReduceOp::Sum) { return {Kind::Partial, 0, o}; }
  std::string repr() const;  // Shard(dim=0), Replicate(), Partial(sum)
  bool operator==(const Placement&) const = default;
};

struct DTensorSpec {
  DeviceMesh mesh;
  std::vector<Placement> placements;  // one per mesh dim
  bool operator==(const DTensorSpec&) const = default;
};

// Size of chunk `index` of `n` elements split into `chunks` by torch.chunk
// semantics (chunk size ceil(n/chunks); trailing chunks may be short or empty).
int64_t chunk_extent(int64_t n, int64_t chunks, int64_t index);

struct TensorType {
  Shape shape;
  DType dtype = DType::f32;
  Device device;
  bool requires_grad = false;
  std::optional<Shape> strides;        // set only for non-contiguous tensors
  std::optional<DTensorSpec> dtensor;  // shape above is the global shape

  int64_t rank() const { return static_cast<int64_t>(shape.size()); }
  int64_t numel() const;
  // The local tensor of a DTensor on `rank` (global rank, a mesh id).
  Shape local_shape(int64_t rank) const;
  // The rank this DTensor lives on: its CUDA device index when that is in the
  // mesh, else the mesh's first rank.
  int64_t local_rank() const;
  bool operator==(const TensorType&) const = default;
};

// Row-major strides of `shape`; raises Error when they overflow 64 bits.
Shape contiguous_strides(const Shape& shape);
// Bytes of memory a tensor laid out with `strides` spans (1 + its largest
// element offset, times the item size; 0 when it has no elements). Raises
// Error for negative extents or strides and for sizes that overflow 64 bits.
int64_t storage_bytes(const Shape& shape, const Shape& strides, DType dtype);
// Whether two distinct indices of a tensor laid out with `strides` may share
// an element (a 0 stride on an extent > 1, dims that interleave). Such
// layouts are valid to read, as PyTorch's expanded tensors are, but not to
// write into: copy_ rejects them as its destination.
bool may_overlap(const Shape& shape, const Shape& strides);
// Raises Error when `t` has more elements or bytes, or (with strides) spans
// more memory, than 64-bit offsets address.
void check_tensor_size(const TensorType& t);

// Number: a Python scalar input or result; its value is known when static.
using Scalar = std::variant<bool, int64_t, double>;
ScalarKind scalar_kind(const Scalar& s);

enum class ProxyKind : uint8_t { Tensor, Future, Number, String, Collection, Opaque };

struct ProxyType {
  ProxyKind kind = ProxyKind::Tensor;
  TensorType tensor;                         // Tensor, Future
  ScalarKind number_kind = ScalarKind::Int;  // Number
  std::optional<Scalar> number_value;        // Number
  std::optional<std::string> string_value;   // String

  static ProxyType of_tensor(TensorType t) { return with_kind(ProxyKind::Tensor, std::move(t)); }
  static ProxyType of_future(TensorType t) { return with_kind(ProxyKind::Future, std::move(t)); }
  static ProxyType of_number(ScalarKind k, std::optional<Scalar> v = std::nullopt);
  static ProxyType of_string(std::optional<std::string> v = std::nullopt);
  static ProxyType collection() { return with_kind(ProxyKind::Collection, {}); }
  static ProxyType opaque() { return with_kind(ProxyKind::Opaque, {}); }
  static ProxyType with_kind(ProxyKind k, TensorType t) {
    ProxyType p;
    p.kind = k;
    p.tensor = std::move(t);
    return p;
  }
  // Collections and opaque values have no type comment.
  bool has_type_string() const {
    return kind != ProxyKind::Collection && kind != ProxyKind::Opaque;
  }
  bool operator==(const ProxyType&) const = default;
};

// A named value. Proxies are shared between the bound symbols that use them;
// renaming one renames it everywhere.
struct Proxy {
  std::string name;
  ProxyType type;
  bool is_tensor() const { return type.kind == ProxyKind::Tensor; }
  bool is_future() const { return type.kind == ProxyKind::Future; }
  bool is_number() const { return type.kind == ProxyKind::Number; }
  const TensorType& tensor() const { return type.tensor; }
};
using ProxyPtr = std::shared_ptr<Proxy>;

// "cpu f32[4, 6] strides=(1, 4) requires_grad", "DTensor cuda:0 f32[16, 16]
// mesh=DeviceMesh('cuda', [0, 1]), placements=(Shard(dim=0),)",
// "FUTURE cuda:0 f32[2, 8]", "int 5", "float 0.5", "str 'a'".
std::string type_string(const ProxyType& t);
// Parses a type string; on failure returns the problem and the offset in `s`
// where it was found.
struct TypeParseError {
  std::string message;
  size_t offset = 0;
};
std::variant<ProxyType, TypeParseError> parse_type_string(std::string_view s);

// "f32[4, 6]" (no device): for error messages.
std::string shape_dtype_string(const TensorType& t);
std::string shape_string(const Shape& s);  // [4, 6]

// PyTorch's DTensorSpec repr, in the fixed format of docs/design.md section 3.
std::string dtensor_spec_repr(const TensorType& t);

}  // namespace fulgur
