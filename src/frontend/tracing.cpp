#include "frontend/tracing.h"

#include <filesystem>
#include <fstream>
#include <mutex>
#include <unordered_map>

#include "ir/error.h"
#include "runtime/aten_fallback.h"

namespace fulgur {

namespace {

// Source lines of the files that call the tracing API, read once per file.
std::string source_line(const std::string& file, int line) {
  static std::mutex mu;
  static std::unordered_map<std::string, std::vector<std::string>> cache;
  std::lock_guard<std::mutex> lock(mu);
  auto it = cache.find(file);
  if (it == cache.end()) {
    std::vector<std::string> lines;
    std::ifstream in(file);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
    it = cache.emplace(file, std::move(lines)).first;
  }
  if (line < 1 || line > static_cast<int>(it->second.size())) return "";
  std::string s = it->second[line - 1];
  size_t b = s.find_first_not_of(" \t");
  size_t e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

SourceLoc to_source_loc(const Loc& loc) {
  SourceLoc s;
  s.file = std::filesystem::path(loc.file_name()).filename().string();
  s.line = static_cast<int>(loc.line());
  s.text = source_line(loc.file_name(), s.line);
  return s;
}

Value opt(const std::optional<Traced>& t) {
  return t ? Value(*t) : Value(None{});
}
Value opt_ints(const std::optional<std::vector<int64_t>>& d) {
  return d ? Value::ints(*d) : Value(None{});
}

}  // namespace

Traced::Traced(Tracer* tracer, ProxyPtr proxy) : tracer_(tracer), cell_(std::make_shared<Cell>()) {
  cell_->proxy = std::move(proxy);
  cell_->memory = std::make_shared<Memory>();
}

const ProxyPtr& Traced::proxy() const {
  const Cell& c = *cell_;
  FULGUR_CHECK(c.version == c.memory->version, c.proxy->name,
               " is a view of a tensor that was written in place after the view was made; "
               "tracing keeps views as values, so it cannot see the write: make the view again "
               "after the in-place op");
  return c.proxy;
}

Traced Traced::view_result(const Traced& result) const {
  auto c = std::make_shared<Cell>();
  c->proxy = result.proxy();
  c->memory = cell_->memory;
  c->version = cell_->memory->version;
  c->is_view = true;
  return Traced(tracer_, std::move(c));
}

const Traced& Traced::check_writable(const char* op) const {
  FULGUR_CHECK(!cell_->is_view, op, ": ", proxy()->name,
               " is a view of another tensor; writing into a view in place is not supported (the "
               "tensor it views would not see the write): apply ",
               op, " to that tensor");
  return *this;
}

const Traced& Traced::write(const Value& value, const char* op, const Loc& loc) const {
  Cell& c = *cell_;
  const ProxyPtr& self = check_writable(op).proxy();
  Value v = value;
  const TensorType& want = self->tensor();
  if (v.proxy()->tensor().dtype != want.dtype)
    v = tracer_->call("ltorch.to", {v, want.dtype}, {}, loc);
  if (v.proxy()->tensor().shape != want.shape)
    v = tracer_->call("ltorch.expand", {v, Value::ints(want.shape)}, {}, loc);
  FULGUR_CHECK(v.proxy()->tensor().shape == want.shape, op, ": the result has shape ",
               shape_string(v.proxy()->tensor().shape), " but ", self->name, " has shape ",
               shape_string(want.shape));
  c.proxy = v.proxy();
  c.version = ++c.memory->version;
  c.memory->latest = c.proxy;
  return *this;
}

namespace {
// torch.add(a, b, alpha=alpha) on floats computes fma(b, alpha, a) in the
// tensor's compute type: one rounding. For f32 and narrower, the product of
// two f32 values is exact in f64, so computing in f64 and rounding back
// rounds once more only when the f64 sum lands exactly on an f32 midpoint.
Value scaled_add(Tracer& tr, const char* op, const Traced& a, const Value& b, double alpha,
                 const Loc& loc) {
  if (alpha == 1) return tr.call(std::string("ltorch.") + op, {a, b}, {}, loc);
  if (b.is_int() || b.is_float()) {  // a number operand is scaled before the op
    double x = b.is_int() ? static_cast<double>(b.as_int()) : b.as_float();
    return tr.call(std::string("ltorch.") + op, {a, x * alpha}, {}, loc);
  }
  DType dt = a.dtype();
  bool narrow = dt == DType::f32 || dt == DType::f16 || dt == DType::bf16;
  if (!narrow || !b.is_tensor() || b.proxy()->tensor().dtype != dt)
    return tr.call(std::string("ltorch.") + op, {a, b}, {{"alpha", alpha}}, loc);
  Value a64 = tr.call("ltorch.to", {a, DType::f64}, {}, loc);
  Value b64 = tr.call("ltorch.to", {b, DType::f64}, {}, loc);
  Value scaled =
      tr.call("ltorch.mul", {b64, static_cast<double>(static_cast<float>(alpha))}, {}, loc);
  Value sum = tr.call(std::string("ltorch.") + op, {a64, scaled}, {}, loc);
  return tr.call("ltorch.to", {sum, dt}, {}, loc);
}
}  // namespace

const Traced& Traced::add_(const Value& other, double alpha, const Loc& loc) const {
  check_writable("add_");
  return write(scaled_add(*tracer_, "add", *this, other, alpha, loc), "add_", loc);
}
const Traced& Traced::sub_(const Value& other, double alpha, const Loc& loc) const {
  check_writable("sub_");
  return write(scaled_add(*tracer_, "sub", *this, other, alpha, loc), "sub_", loc);
}
const Traced& Traced::mul_(const Value& other, const Loc& loc) const {
  check_writable("mul_");
  return write(tracer_->call("ltorch.mul", {*this, other}, {}, loc), "mul_", loc);
}
const Traced& Traced::div_(const Value& other, const Loc& loc) const {
  check_writable("div_");
  return write(tracer_->call("ltorch.div", {*this, other}, {}, loc), "div_", loc);
}
const Traced& Traced::copy_(const Traced& src, const Loc& loc) const {
  return write(src.proxy(), "copy_", loc);
}
const Traced& Traced::zero_(const Loc& loc) const {
  const TensorType& t = check_writable("zero_").proxy()->tensor();
  Value zeros = tracer_->call("prims.full", {Value::ints(t.shape), 0},
                              {{"device", t.device.str()}, {"dtype", t.dtype}}, loc);
  return write(zeros, "zero_", loc);
}

Tracer::Tracer(std::string fn_name) : tb_(std::move(fn_name)) {}

Traced Tracer::input(const std::string& name, const std::string& type) {
  auto parsed = parse_type_string(type);
  if (auto* e = std::get_if<TypeParseError>(&parsed))
    FULGUR_FAIL("input '", name, "': bad type string \"", type, "\" at offset ", e->offset, ": ",
                e->message);
  const ProxyType& t = std::get<ProxyType>(parsed);
  FULGUR_CHECK(t.kind == ProxyKind::Tensor, "input '", name, "': expected a tensor type, got \"",
               type, "\"");
  return input(name, t.tensor);
}

Traced Tracer::input(const std::string& name, const TensorType& type) {
  Traced t(this, tb_.add_input(name, ProxyType::of_tensor(type)));
  t.cell_->memory->input = t.cell_->proxy;
  inputs_.push_back(t.cell_->memory);
  return t;
}

ProxyPtr Tracer::number_input(const std::string& name, Scalar value) {
  return tb_.add_input(name, ProxyType::of_number(scalar_kind(value), value));
}

ProxyPtr Tracer::number_input(const std::string& name, ScalarKind kind) {
  return tb_.add_input(name, ProxyType::of_number(kind));
}

void Tracer::ret(const std::vector<Traced>& outputs) {
  std::vector<Value> items;
  for (const auto& o : outputs) {
    FULGUR_CHECK(&o.tracer() == this, "returned tensor ", o.proxy()->name,
                 " belongs to another tracer");
    items.emplace_back(o.proxy());
  }
  // Inputs written in place: their final values go into the caller's memory.
  for (const auto& m : inputs_)
    if (m->version > 0 && m->latest != m->input) tb_.call("prims.copy_", {m->latest, m->input});
  tb_.set_return(Value::tuple(std::move(items)));
}

Trace Tracer::finish() {
  FULGUR_CHECK(!finished_, "Tracer::finish() called twice");
  bool has_return =
      !tb_.trace().bsyms.empty() && tb_.trace().bsyms.back().sym->name == "python_return";
  FULGUR_CHECK(has_return, "trace '", tb_.trace().fn_name,
               "' has no outputs: call Tracer::ret() before finish()");
  finished_ = true;
  return tb_.finish();
}

Value Tracer::call(const std::string& op, std::vector<Value> args,
                   std::vector<std::pair<std::string, Value>> kwargs, const Loc& loc) {
  // Operators carry no location (C++ gives them no way to learn the caller's).
  if (loc.line() == 0) return call(op, std::move(args), std::move(kwargs), std::nullopt);
  return call(op, std::move(args), std::move(kwargs), std::optional<SourceLoc>(to_source_loc(loc)));
}

Value Tracer::call(const std::string& op, std::vector<Value> args,
                   std::vector<std::pair<std::string, Value>> kwargs,
                   const std::optional<SourceLoc>& loc) {
  FULGUR_CHECK(!finished_, "tracing after Tracer::finish()");
  const Symbol* sym = find_symbol(op);
  FULGUR_CHECK(sym, "unknown op '", op, "'");
  if (!loc) return tb_.call(*sym, std::move(args), std::move(kwargs));
  try {
    return tb_.call(*sym, std::move(args), std::move(kwargs), loc);
  } catch (const Error& e) {
    throw Error(loc->file + ":" + std::to_string(loc->line) + ": " + e.what());
  }
}

Value Tracer::call_aten(const std::string& name, const std::string& overload,
                        std::vector<Value> args, std::vector<std::pair<std::string, Value>> kwargs,
                        const std::optional<SourceLoc>& loc) {
  const Symbol& s = aten_fallback_symbol(name, overload);
  size_t before = tb_.trace().bsyms.size();
  Value out = call(s.qualified(), std::move(args), std::move(kwargs), loc);
  auto& bsyms = tb_.trace().bsyms;
  if (bsyms.size() == before + 1 && bsyms.back().sym == &s)
    bsyms.back().header.push_back("libtorch fallback: torch.ops.aten." + s.name);
  return out;
}

Traced Tracer::call_tensor(const std::string& op, std::vector<Value> args,
                           std::vector<std::pair<std::string, Value>> kwargs, const Loc& loc) {
  Value v = call(op, std::move(args), std::move(kwargs), loc);
  FULGUR_INTERNAL_ASSERT(v.is_tensor(), op, " did not return a tensor");
  return Traced(this, v.proxy());
}

namespace {
Traced binop(const char* op, const Value& a, const Value& b, Tracer& tr, const Loc& loc) {
  return tr.call_tensor(std::string("ltorch.") + op, {a, b}, {}, loc);
}
}  // namespace

Traced operator+(const Traced& a, const Traced& b) {
  return binop("add", a, b, a.tracer(), Loc{});
}
Traced operator+(const Traced& a, double b) {
  return binop("add", a, b, a.tracer(), Loc{});
}
Traced operator+(double a, const Traced& b) {
  return binop("add", a, b, b.tracer(), Loc{});
}
Traced operator-(const Traced& a, const Traced& b) {
  return binop("sub", a, b, a.tracer(), Loc{});
}
Traced operator-(const Traced& a, double b) {
  return binop("sub", a, b, a.tracer(), Loc{});
}
Traced operator-(double a, const Traced& b) {
  return binop("sub", a, b, b.tracer(), Loc{});
}
Traced operator*(const Traced& a, const Traced& b) {
  return binop("mul", a, b, a.tracer(), Loc{});
}
Traced operator*(const Traced& a, double b) {
  return binop("mul", a, b, a.tracer(), Loc{});
}
Traced operator*(double a, const Traced& b) {
  return binop("mul", a, b, b.tracer(), Loc{});
}
Traced operator/(const Traced& a, const Traced& b) {
  return binop("div", a, b, a.tracer(), Loc{});
}
Traced operator/(const Traced& a, double b) {
  return binop("div", a, b, a.tracer(), Loc{});
}
Traced operator/(double a, const Traced& b) {
  return binop("div", a, b, b.tracer(), Loc{});
}
Traced operator-(const Traced& a) {
  return a.tracer().call_tensor("ltorch.neg", {a}, {}, Loc{});
}

namespace lt {

#define FULGUR_LT_UNARY(name)                                     \
  Traced name(const Traced& a, const Loc& loc) {                  \
    return a.tracer().call_tensor("ltorch." #name, {a}, {}, loc); \
  }
FULGUR_LT_UNARY_OPS(FULGUR_LT_UNARY)
#undef FULGUR_LT_UNARY

#define FULGUR_LT_BINARY(name)                                       \
  Traced name(const Traced& a, const Value& b, const Loc& loc) {     \
    return a.tracer().call_tensor("ltorch." #name, {a, b}, {}, loc); \
  }
FULGUR_LT_BINARY_OPS(FULGUR_LT_BINARY)
#undef FULGUR_LT_BINARY

Traced where(const Traced& cond, const Value& a, const Value& b, const Loc& loc) {
  return cond.tracer().call_tensor("ltorch.where", {cond, a, b}, {}, loc);
}
Traced gelu(const Traced& a, const std::string& approximate, const Loc& loc) {
  if (approximate == "none") return a.tracer().call_tensor("ltorch.gelu", {a}, {}, loc);
  return a.tracer().call_tensor("ltorch.gelu", {a}, {{"approximate", approximate}}, loc);
}
Traced softmax(const Traced& a, int64_t dim, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.softmax", {a, dim}, {}, loc);
}
Traced log_softmax(const Traced& a, int64_t dim, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.log_softmax", {a, dim}, {}, loc);
}
Traced layer_norm(const Traced& a, const Ints& ns, const OptT& w, const OptT& b, double eps,
                  const Loc& loc) {
  return a.tracer().call_tensor("ltorch.layer_norm", {a, Value::ints(ns), opt(w), opt(b), eps}, {},
                                loc);
}
Traced rms_norm(const Traced& a, const Ints& ns, const OptT& w, std::optional<double> eps,
                const Loc& loc) {
  return a.tracer().call_tensor(
      "ltorch.rms_norm", {a, Value::ints(ns), opt(w), eps ? Value(*eps) : Value(None{})}, {}, loc);
}
Traced linear(const Traced& a, const Traced& w, const OptT& b, const Loc& loc) {
  if (!b) return a.tracer().call_tensor("ltorch.linear", {a, w}, {}, loc);
  return a.tracer().call_tensor("ltorch.linear", {a, w, *b}, {}, loc);
}
Traced matmul(const Traced& a, const Traced& b, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.matmul", {a, b}, {}, loc);
}
Traced sum(const Traced& a, const std::optional<Ints>& dim, bool keepdim, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.sum", {a, opt_ints(dim), keepdim}, {}, loc);
}
Traced mean(const Traced& a, const std::optional<Ints>& dim, bool keepdim, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.mean", {a, opt_ints(dim), keepdim}, {}, loc);
}
Traced var(const Traced& a, const std::optional<Ints>& dim, int64_t correction, bool keepdim,
           const Loc& loc) {
  return a.tracer().call_tensor("ltorch.var", {a, opt_ints(dim)},
                                {{"keepdim", keepdim}, {"correction", correction}}, loc);
}
Traced amax(const Traced& a, const Ints& dim, bool keepdim, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.amax", {a, Value::ints(dim), keepdim}, {}, loc);
}
Traced amin(const Traced& a, const Ints& dim, bool keepdim, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.amin", {a, Value::ints(dim), keepdim}, {}, loc);
}
Traced reshape(const Traced& a, const Ints& shape, const Loc& loc) {
  return a.view_result(a.tracer().call_tensor("ltorch.reshape", {a, Value::ints(shape)}, {}, loc));
}
Traced view(const Traced& a, const Ints& shape, const Loc& loc) {
  return a.view_result(a.tracer().call_tensor("ltorch.view", {a, Value::ints(shape)}, {}, loc));
}
Traced permute(const Traced& a, const Ints& dims, const Loc& loc) {
  return a.view_result(a.tracer().call_tensor("ltorch.permute", {a, Value::ints(dims)}, {}, loc));
}
Traced transpose(const Traced& a, int64_t d0, int64_t d1, const Loc& loc) {
  return a.view_result(a.tracer().call_tensor("ltorch.transpose", {a, d0, d1}, {}, loc));
}
Traced unsqueeze(const Traced& a, int64_t dim, const Loc& loc) {
  return a.view_result(a.tracer().call_tensor("ltorch.unsqueeze", {a, dim}, {}, loc));
}
Traced squeeze(const Traced& a, const std::optional<Ints>& dim, const Loc& loc) {
  if (!dim) return a.view_result(a.tracer().call_tensor("ltorch.squeeze", {a}, {}, loc));
  return a.view_result(a.tracer().call_tensor("ltorch.squeeze", {a, Value::ints(*dim)}, {}, loc));
}
Traced expand(const Traced& a, const Ints& shape, const Loc& loc) {
  return a.view_result(a.tracer().call_tensor("ltorch.expand", {a, Value::ints(shape)}, {}, loc));
}
namespace {
// chunk and split return views of `a`.
std::vector<Traced> unpack(const Traced& a, const Value& v) {
  std::vector<Traced> out;
  for (const auto& item : v.seq().items)
    out.push_back(a.view_result(Traced(&a.tracer(), item.proxy())));
  return out;
}
}  // namespace
std::vector<Traced> chunk(const Traced& a, int64_t chunks, int64_t dim, const Loc& loc) {
  return unpack(a, a.tracer().call("ltorch.chunk", {a, chunks, dim}, {}, loc));
}
std::vector<Traced> split(const Traced& a, int64_t size, int64_t dim, const Loc& loc) {
  return unpack(a, a.tracer().call("ltorch.split", {a, size, dim}, {}, loc));
}
Traced cat(const std::vector<Traced>& tensors, int64_t dim, const Loc& loc) {
  FULGUR_CHECK(!tensors.empty(), "lt::cat: expected a non-empty list of tensors");
  std::vector<Value> items(tensors.begin(), tensors.end());
  return tensors[0].tracer().call_tensor("ltorch.cat", {Value::list(std::move(items)), dim}, {},
                                         loc);
}
Traced to(const Traced& a, DType dtype, const Loc& loc) {
  // To its own dtype, torch returns the tensor itself.
  Traced r = a.tracer().call_tensor("ltorch.to", {a, dtype}, {}, loc);
  return dtype == a.dtype() ? a.view_result(r) : r;
}
Traced mse_loss(const Traced& input, const Traced& target, const std::string& reduction,
                const Loc& loc) {
  return input.tracer().call_tensor("ltorch.mse_loss", {input, target}, {{"reduction", reduction}},
                                    loc);
}
Traced cross_entropy(const Traced& input, const Traced& target, const OptT& weight,
                     int64_t ignore_index, const std::string& reduction, const Loc& loc) {
  std::vector<std::pair<std::string, Value>> kw;
  if (weight) kw.emplace_back("weight", *weight);
  if (ignore_index != -100) kw.emplace_back("ignore_index", ignore_index);
  if (reduction != "mean") kw.emplace_back("reduction", reduction);
  return input.tracer().call_tensor("ltorch.cross_entropy", {input, target}, std::move(kw), loc);
}
Traced dropout(const Traced& a, double p, bool training, const Loc& loc) {
  return a.tracer().call_tensor("ltorch.dropout", {a, p, training}, {}, loc);
}

}  // namespace lt
}  // namespace fulgur
