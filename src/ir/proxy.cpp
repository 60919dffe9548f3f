#include "ir/proxy.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "ir/checked_math.h"
#include "ir/error.h"
#include "ir/lexer.h"
#include "ir/value.h"

namespace fulgur {

std::optional<std::vector<int64_t>> DeviceMesh::coordinate_of(int64_t rank) const {
  for (size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] != rank) continue;
    std::vector<int64_t> coord(shape.size());
    auto flat = static_cast<int64_t>(i);
    for (size_t d = shape.size(); d-- > 0;) {
      coord[d] = flat % shape[d];
      flat /= shape[d];
    }
    return coord;
  }
  return std::nullopt;
}

std::string DeviceMesh::repr() const {
  // Nested lists, one level per mesh dim.
  std::string out = "DeviceMesh(" + python_str_repr(device_type) + ", ";
  size_t pos = 0;
  auto emit = [&](auto&& self, size_t dim) -> void {
    out += "[";
    for (int64_t i = 0; i < shape[dim]; ++i) {
      if (i) out += ", ";
      if (dim + 1 == shape.size()) {
        out += std::to_string(ids[pos++]);
      } else {
        self(self, dim + 1);
      }
    }
    out += "]";
  };
  if (shape.empty()) {
    out += "[]";
  } else {
    emit(emit, 0);
  }
  return out + ")";
}

std::string_view reduce_op_name(ReduceOp op) {
  switch (op) {
    case ReduceOp::Sum:
      return "sum";
    case ReduceOp::Avg:
      return "avg";
    case ReduceOp::Max:
      return "max";
    case ReduceOp::Min:
      return "min";
  }
  return "sum";
}

std::optional<ReduceOp> reduce_op_from_name(std::string_view s) {
  for (ReduceOp op : {ReduceOp::Sum, ReduceOp::Avg, ReduceOp::Max, ReduceOp::Min})
    if (reduce_op_name(op) == s) return op;
  return std::nullopt;
}

DeviceMesh DeviceMesh::world(int64_t size, std::string device_type) {
  DeviceMesh m;
  m.device_type = std::move(device_type);
  m.shape = {size};
  for (int64_t r = 0; r < size; ++r) m.ids.push_back(r);
  return m;
}

std::string Placement::repr() const {
  switch (kind) {
    case Kind::Shard:
      return "Shard(dim=" + std::to_string(dim) + ")";
    case Kind::Replicate:
      return "Replicate()";
    case Kind::Partial:
      return "Partial(" + std::string(reduce_op_name(op)) + ")";
  }
  return "";
}

int64_t chunk_extent(int64_t n, int64_t chunks, int64_t index) {
  if (chunks <= 0 || n <= 0 || index < 0) return 0;
  // The ceil and the start without overflow: n may be near 2^63 (u8 types).
  int64_t size = n / chunks + (n % chunks != 0);
  int64_t pieces = n / size + (n % size != 0);
  if (index >= pieces) return 0;
  int64_t start = size * index;
  return std::min(size, n - start);
}

int64_t TensorType::numel() const {
  return checked_product(shape, "element count");
}

int64_t TensorType::local_rank() const {
  if (!dtensor) return 0;
  const auto& mesh = dtensor->mesh;
  if (device.is_cuda() && mesh.coordinate_of(device.index)) return device.index;
  return mesh.ids.empty() ? 0 : mesh.ids.front();
}

Shape TensorType::local_shape(int64_t rank) const {
  if (!dtensor) return shape;
  Shape local = shape;
  auto coord = dtensor->mesh.coordinate_of(rank);
  FULGUR_CHECK(coord, "rank ", rank, " is not in ", dtensor->mesh.repr());
  for (size_t m = 0; m < dtensor->placements.size(); ++m) {
    const Placement& p = dtensor->placements[m];
    if (p.kind != Placement::Kind::Shard) continue;
    local[p.dim] = chunk_extent(local[p.dim], dtensor->mesh.shape[m], (*coord)[m]);
  }
  return local;
}

Shape contiguous_strides(const Shape& shape) {
  Shape strides(shape.size());
  int64_t s = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = s;
    if (i > 0) s = checked_mul(s, std::max<int64_t>(shape[i], 1), "contiguous strides");
  }
  return strides;
}

int64_t storage_bytes(const Shape& shape, const Shape& strides, DType dtype) {
  FULGUR_CHECK(shape.size() == strides.size(), "shape ", shape_string(shape), " has rank ",
               shape.size(), " but strides ", shape_string(strides), " has ", strides.size(),
               " entries");
  int64_t last = 0;  // the largest element offset
  bool empty = false;
  for (size_t i = 0; i < shape.size(); ++i) {
    FULGUR_CHECK(shape[i] >= 0, "negative extent ", shape[i], " in shape ", shape_string(shape));
    FULGUR_CHECK(strides[i] >= 0, "negative stride ", strides[i], " in strides ",
                 shape_string(strides));
    if (shape[i] == 0) empty = true;
  }
  if (empty) return 0;
  for (size_t i = 0; i < shape.size(); ++i)
    last = checked_add(last, checked_mul(shape[i] - 1, strides[i], "largest element offset"),
                       "largest element offset");
  return checked_mul(checked_add(last, 1, "storage size"), dtype_itemsize(dtype),
                     "storage size in bytes");
}

bool may_overlap(const Shape& shape, const Shape& strides) {
  // Dims that move (extent > 1) by increasing stride: each stride must clear
  // everything the smaller ones span. That holds for every dense or gapped
  // layout; a layout failing it (a 0 stride, interleaved dims) may alias.
  std::vector<std::pair<int64_t, int64_t>> dims;  // (stride, extent)
  for (size_t i = 0; i < shape.size() && i < strides.size(); ++i) {
    if (shape[i] == 0) return false;
    if (shape[i] > 1) dims.emplace_back(strides[i], shape[i]);
  }
  std::sort(dims.begin(), dims.end());
  int64_t span = 0;  // the largest offset reached by the dims so far
  for (const auto& [stride, extent] : dims) {
    if (stride <= span) return true;
    int64_t reach = 0;
    if (__builtin_mul_overflow(stride, extent - 1, &reach) ||
        __builtin_add_overflow(span, reach, &span))
      return true;
  }
  return false;
}

// The most dims a tensor may have: a type string or op output beyond it is
// an error, so nothing downstream is slow in a hostile rank (rank 100000 took
// a minute to run). check_tensor_size's contract in proxy.h covers it.
constexpr int64_t kMaxRank = 64;

void check_tensor_size(const TensorType& t) {
  FULGUR_CHECK(t.rank() <= kMaxRank, "a tensor of rank ", t.rank(),
               " has more dims than the limit (", kMaxRank, ")");
  try {
    int64_t n = checked_product(t.shape, "element count");
    checked_mul(n, dtype_itemsize(t.dtype), "size in bytes");
    if (t.strides) storage_bytes(t.shape, *t.strides, t.dtype);
  } catch (const Error& e) {
    FULGUR_FAIL("tensor ", shape_dtype_string(t),
                t.strides ? " strides=" + shape_string(*t.strides) : std::string(),
                " is too large to address: ", e.what());
  }
}

ScalarKind scalar_kind(const Scalar& s) {
  if (std::holds_alternative<bool>(s)) return ScalarKind::Bool;
  if (std::holds_alternative<int64_t>(s)) return ScalarKind::Int;
  return ScalarKind::Float;
}

ProxyType ProxyType::of_number(ScalarKind k, std::optional<Scalar> v) {
  ProxyType t;
  t.kind = ProxyKind::Number;
  t.number_kind = k;
  t.number_value = std::move(v);
  return t;
}

ProxyType ProxyType::of_string(std::optional<std::string> v) {
  ProxyType t;
  t.kind = ProxyKind::String;
  t.string_value = std::move(v);
  return t;
}

std::string shape_string(const Shape& s) {
  std::string out = "[";
  for (size_t i = 0; i < s.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(s[i]);
  }
  return out + "]";
}

std::string shape_dtype_string(const TensorType& t) {
  return std::string(dtype_short_name(t.dtype)) + shape_string(t.shape);
}

namespace {
std::string ints_tuple(const Shape& s) {
  std::string out = "(";
  for (size_t i = 0; i < s.size(); ++i) {
    if (i) out += ", ";
    out += std::to_string(s[i]);
  }
  if (s.size() == 1) out += ",";
  return out + ")";
}

std::string placements_repr(const std::vector<Placement>& ps) {
  std::string out = "(";
  for (size_t i = 0; i < ps.size(); ++i) {
    if (i) out += ", ";
    out += ps[i].repr();
  }
  if (ps.size() == 1) out += ",";
  return out + ")";
}

const char* scalar_kind_name(ScalarKind k) {
  switch (k) {
    case ScalarKind::Bool:
      return "bool";
    case ScalarKind::Int:
      return "int";
    case ScalarKind::Float:
      return "float";
  }
  return "int";
}
}  // namespace

std::string type_string(const ProxyType& t) {
  switch (t.kind) {
    case ProxyKind::Tensor:
    case ProxyKind::Future: {
      const TensorType& tt = t.tensor;
      std::string out;
      if (t.kind == ProxyKind::Future) out += "FUTURE ";
      if (tt.dtensor) out += "DTensor ";
      out += tt.device.str() + " " + shape_dtype_string(tt);
      if (tt.strides) out += " strides=" + ints_tuple(*tt.strides);
      if (tt.dtensor)
        out += " mesh=" + tt.dtensor->mesh.repr() +
               ", placements=" + placements_repr(tt.dtensor->placements);
      if (tt.requires_grad) out += " requires_grad";
      return out;
    }
    case ProxyKind::Number: {
      std::string out = scalar_kind_name(t.number_kind);
      if (t.number_value) {
        out += " ";
        std::visit([&](auto x) { out += value_repr(Value(x)); }, *t.number_value);
      }
      return out;
    }
    case ProxyKind::String:
      return t.string_value ? "str " + python_str_repr(*t.string_value) : "str";
    case ProxyKind::Collection:
      return "collection";
    case ProxyKind::Opaque:
      return "opaque";
  }
  return "";
}

std::string dtensor_spec_repr(const TensorType& t) {
  FULGUR_INTERNAL_ASSERT(t.dtensor.has_value());
  std::string out =
      "DTensorSpec(mesh=" + t.dtensor->mesh.repr() +
      ", placements=" + placements_repr(t.dtensor->placements) +
      ", tensor_meta=TensorMeta(shape=torch.Size(" + shape_string(t.shape) +
      "), stride=" + ints_tuple(t.strides ? *t.strides : contiguous_strides(t.shape)) +
      ", dtype=" + std::string(dtype_torch_name(t.dtype)) + "))";
  return out;
}

namespace {

// Mesh dims and device indices a type string may name: far beyond any real
// machine, small enough that nothing sized by them overflows or recurses deep.
constexpr size_t kMaxMeshRank = 64;
constexpr int64_t kMaxDeviceIndex = 1 << 20;

// Recursive-descent reader over the tokens of one type string.
class TypeReader {
 public:
  explicit TypeReader(std::vector<Token> toks) : toks_(std::move(toks)) {}

  ProxyType read() {
    const Token& first = peek();
    if (first.kind != TokKind::Name)
      fail("expected a device, 'DTensor', 'FUTURE' or a number type");
    if (first.text == "int" || first.text == "float" || first.text == "bool") return read_number();
    if (first.text == "str") {
      next();
      ProxyType t = ProxyType::of_string();
      if (peek().kind == TokKind::String) t.string_value = next().text;
      expect_end();
      return t;
    }
    ProxyType t;
    if (first.text == "FUTURE") {
      next();
      t.kind = ProxyKind::Future;
    }
    bool is_dtensor = false;
    if (peek().kind == TokKind::Name && peek().text == "DTensor") {
      next();
      is_dtensor = true;
    }
    t.tensor.device = read_device();
    const Token& dt = next();
    if (dt.kind != TokKind::Name) fail_at(dt, "expected a dtype such as f32");
    auto d = dtype_from_short_name(dt.text);
    if (!d)
      fail_at(dt, "unknown dtype '" + dt.text +
                      "' (expected one of f64 f32 f16 bf16 i64 i32 i16 i8 u8 b8)");
    t.tensor.dtype = *d;
    expect("[");
    t.tensor.shape = read_ints_until("]", /*allow_negative=*/false);
    while (peek().kind != TokKind::End) {
      const Token& key = next();
      if (key.kind == TokKind::Name && key.text == "requires_grad") {
        t.tensor.requires_grad = true;
      } else if (key.kind == TokKind::Name && key.text == "strides") {
        expect("=");
        expect("(");
        t.tensor.strides = read_ints_until(")", false);
        if (t.tensor.strides->size() != t.tensor.shape.size())
          fail_at(key, "strides has " + std::to_string(t.tensor.strides->size()) +
                           " entries but the shape has rank " +
                           std::to_string(t.tensor.shape.size()));
      } else if (key.kind == TokKind::Name && key.text == "mesh") {
        if (!is_dtensor) fail_at(key, "mesh= is only valid on a DTensor type");
        expect("=");
        DTensorSpec spec;
        spec.mesh = read_mesh();
        expect(",");
        const Token& pk = next();
        if (pk.kind != TokKind::Name || pk.text != "placements")
          fail_at(pk, "expected placements=");
        expect("=");
        spec.placements = read_placements();
        if (spec.placements.size() != spec.mesh.shape.size())
          fail_at(pk, "placements has " + std::to_string(spec.placements.size()) +
                          " entries but the mesh has " + std::to_string(spec.mesh.shape.size()) +
                          " dims");
        for (const auto& p : spec.placements)
          if (p.kind == Placement::Kind::Shard &&
              (p.dim < 0 || p.dim >= static_cast<int64_t>(t.tensor.shape.size())))
            fail_at(pk, "Shard(dim=" + std::to_string(p.dim) + ") is out of range for rank " +
                            std::to_string(t.tensor.shape.size()));
        t.tensor.dtensor = std::move(spec);
      } else {
        fail_at(key, "unexpected '" + key.text + "' (expected strides=, mesh=, or requires_grad)");
      }
    }
    if (is_dtensor && !t.tensor.dtensor) fail("a DTensor type needs mesh=... and placements=...");
    try {
      check_tensor_size(t.tensor);
    } catch (const Error& e) {
      fail_at(toks_.front(), e.what());
    }
    return t;
  }

  size_t error_offset = 0;

 private:
  [[noreturn]] void fail(const std::string& msg) { fail_at(peek(), msg); }
  [[noreturn]] void fail_at(const Token& t, const std::string& msg) {
    error_offset = t.offset;
    throw Error(msg);
  }
  const Token& peek() const { return toks_[pos_]; }
  const Token& next() {
    const Token& t = toks_[pos_];
    if (pos_ + 1 < toks_.size()) ++pos_;
    return t;
  }
  void expect(const char* p) {
    const Token& t = next();
    if (t.kind != TokKind::Punct || t.text != p)
      fail_at(t, std::string("expected '") + p + "'" +
                     (t.kind == TokKind::End ? " at the end" : " but found '" + t.text + "'"));
  }
  void expect_end() {
    if (peek().kind != TokKind::End) fail("unexpected '" + peek().text + "'");
  }
  int64_t read_int(bool allow_negative) {
    bool neg = false;
    if (allow_negative && peek().kind == TokKind::Punct && peek().text == "-") {
      next();
      neg = true;
    }
    const Token& t = next();
    if (t.kind != TokKind::Int) fail_at(t, "expected an integer");
    int64_t v = 0;
    auto [p, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
    if (ec != std::errc()) fail_at(t, "integer out of range");
    return neg ? -v : v;
  }
  std::vector<int64_t> read_ints_until(const char* close, bool allow_negative) {
    std::vector<int64_t> out;
    while (!(peek().kind == TokKind::Punct && peek().text == close)) {
      out.push_back(read_int(allow_negative));
      if (peek().kind == TokKind::Punct && peek().text == ",")
        next();
      else if (!(peek().kind == TokKind::Punct && peek().text == close))
        fail(std::string("expected ',' or '") + close + "'");
    }
    next();
    return out;
  }
  Device read_device() {
    const Token& t = next();
    if (t.kind != TokKind::Name || (t.text != "cpu" && t.text != "cuda"))
      fail_at(t, "expected a device ('cpu' or 'cuda:N'), found '" + t.text + "'");
    if (t.text == "cpu") return Device::cpu();
    expect(":");
    const Token& idx = peek();
    int64_t i = read_int(false);
    if (i > kMaxDeviceIndex)
      fail_at(idx, "device index " + std::to_string(i) + " is out of range (at most " +
                       std::to_string(kMaxDeviceIndex) + ")");
    return Device::cuda(static_cast<int>(i));
  }
  DeviceMesh read_mesh() {
    const Token& t = next();
    if (t.kind != TokKind::Name || t.text != "DeviceMesh") fail_at(t, "expected DeviceMesh(...)");
    expect("(");
    DeviceMesh mesh;
    const Token& dt = next();
    if (dt.kind != TokKind::String) fail_at(dt, "expected the mesh's device type as a string");
    mesh.device_type = dt.text;
    expect(",");
    // Nested lists: the shape comes from the nesting, every row must agree.
    std::vector<int64_t> shape;  // extent per nesting depth, -1 until seen
    auto read_level = [&](auto&& self, size_t depth) -> int64_t {
      if (depth >= kMaxMeshRank)
        fail("the mesh is nested deeper than " + std::to_string(kMaxMeshRank) + " levels");
      expect("[");
      int64_t count = 0;
      bool nested = peek().kind == TokKind::Punct && peek().text == "[";
      std::vector<int64_t> sub;
      while (!(peek().kind == TokKind::Punct && peek().text == "]")) {
        if (nested) {
          sub.push_back(self(self, depth + 1));
        } else {
          mesh.ids.push_back(read_int(false));
        }
        ++count;
        if (peek().kind == TokKind::Punct && peek().text == ",") next();
      }
      next();
      if (shape.size() <= depth) shape.resize(depth + 1, -1);
      if (shape[depth] < 0)
        shape[depth] = count;
      else if (shape[depth] != count)
        fail("the mesh's rows differ in length");
      return count;
    };
    read_level(read_level, 0);
    mesh.shape = shape;
    int64_t expected = 1;
    for (int64_t e : shape) expected *= e;
    if (expected != mesh.size()) fail("the mesh's rows differ in length");
    std::vector<int64_t> sorted = mesh.ids;
    std::sort(sorted.begin(), sorted.end());
    auto dup = std::adjacent_find(sorted.begin(), sorted.end());
    if (dup != sorted.end()) fail("rank " + std::to_string(*dup) + " appears twice in the mesh");
    expect(")");
    return mesh;
  }
  std::vector<Placement> read_placements() {
    expect("(");
    std::vector<Placement> out;
    while (!(peek().kind == TokKind::Punct && peek().text == ")")) {
      const Token& t = next();
      if (t.kind != TokKind::Name) fail_at(t, "expected Shard, Replicate or Partial");
      if (t.text == "Shard") {
        expect("(");
        const Token& k = next();
        if (!(k.kind == TokKind::Name && k.text == "dim")) fail_at(k, "expected Shard(dim=N)");
        expect("=");
        out.push_back(Placement::shard(read_int(false)));
        expect(")");
      } else if (t.text == "Replicate") {
        expect("(");
        expect(")");
        out.push_back(Placement::replicate());
      } else if (t.text == "Partial") {
        expect("(");
        ReduceOp op = ReduceOp::Sum;
        if (peek().kind == TokKind::Name) {
          const Token& o = next();
          auto r = reduce_op_from_name(o.text);
          if (!r) fail_at(o, "unknown reduce op '" + o.text + "' (expected sum, avg, max or min)");
          op = *r;
        }
        expect(")");
        out.push_back(Placement::partial(op));
      } else {
        fail_at(t, "unknown placement '" + t.text + "' (expected Shard, Replicate or Partial)");
      }
      if (peek().kind == TokKind::Punct && peek().text == ",") next();
    }
    next();
    return out;
  }
  ProxyType read_number() {
    std::string kind = next().text;
    ScalarKind k = kind == "int"     ? ScalarKind::Int
                   : kind == "float" ? ScalarKind::Float
                                     : ScalarKind::Bool;
    ProxyType t = ProxyType::of_number(k);
    if (peek().kind == TokKind::End) return t;
    bool neg = false;
    if (peek().kind == TokKind::Punct && peek().text == "-") {
      next();
      neg = true;
    }
    const Token& v = next();
    if (k == ScalarKind::Bool) {
      if (v.kind != TokKind::Name || (v.text != "True" && v.text != "False"))
        fail_at(v, "expected True or False");
      t.number_value = Scalar{v.text == "True"};
    } else if (k == ScalarKind::Int) {
      if (v.kind != TokKind::Int) fail_at(v, "expected an integer value");
      int64_t x = 0;
      auto [p, ec] = std::from_chars(v.text.data(), v.text.data() + v.text.size(), x);
      if (ec != std::errc()) fail_at(v, "integer out of range");
      t.number_value = Scalar{neg ? -x : x};
    } else {
      double x = 0;
      if (v.kind == TokKind::Float || v.kind == TokKind::Int) {
        auto parsed = parse_float_literal(v.text);
        if (!parsed)
          fail_at(v, "float value " + v.text.substr(0, 40) + (v.text.size() > 40 ? "..." : "") +
                         " is out of range for a 64-bit float");
        x = *parsed;
      } else if (v.kind == TokKind::Name && v.text == "float") {
        expect("(");
        const Token& s = next();
        if (s.kind != TokKind::String || (s.text != "inf" && s.text != "nan"))
          fail_at(s, "expected float('inf') or float('nan')");
        x = s.text == "inf" ? HUGE_VAL : std::nan("");
        expect(")");
      } else {
        fail_at(v, "expected a float value");
      }
      t.number_value = Scalar{neg ? -x : x};
    }
    expect_end();
    return t;
  }

  std::vector<Token> toks_;
  size_t pos_ = 0;
};

}  // namespace

std::variant<ProxyType, TypeParseError> parse_type_string(std::string_view s) {
  std::vector<Token> toks;
  LexError lerr;
  if (!lex(s, toks, lerr, /*stop_at_comment=*/false))
    return TypeParseError{lerr.message, lerr.offset};
  TypeReader reader(std::move(toks));
  try {
    return reader.read();
  } catch (const Error& e) {
    return TypeParseError{e.what(), reader.error_offset};
  }
}

}  // namespace fulgur
