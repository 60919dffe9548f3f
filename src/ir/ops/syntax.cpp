#include "ir/syntax.h"

#include "ir/error.h"
#include "ir/ops/registry_helpers.h"

namespace fulgur {

namespace {
Value constructed_directly(TraceBuilder&, const BoundArgs& a) {
  FULGUR_INTERNAL_ASSERT(false, a.symbol().name, " is built with make_", a.symbol().name);
  return None{};
}

std::string target_list(const Value& out) {
  std::string s;
  for (const auto& item : out.seq().items)
    s += (item.is_none() ? std::string("_") : item.proxy()->name) + ", ";
  return s.substr(0, s.size() - 1);  // "a, b," keeps the trailing comma
}
}  // namespace

namespace detail {
void register_syntax() {
  using ops::define;
  using ops::req;
  using ops::varargs;
  define(
      "", "python_return", {req("value")},
      [](TraceBuilder&, const BoundArgs&) -> Value { return None{}; }, kTagSyntax | kTagSideEffect)
      .printer = [](const BoundSymbol& b) { return "return " + value_repr(b.args[0]); };
  define(
      "", "python_del", {varargs("names")},
      [](TraceBuilder&, const BoundArgs&) -> Value { return None{}; }, kTagSyntax | kTagSideEffect)
      .printer = [](const BoundSymbol& b) {
    std::string s = "del ";
    for (size_t i = 0; i < b.args.size(); ++i) s += (i ? ", " : "") + value_repr(b.args[i]);
    return s;
  };
  define("", "getitem", {req("collection"), req("index")}, constructed_directly, kTagSyntax)
      .printer = [](const BoundSymbol& b) {
    const Proxy& out = *b.output.proxy();
    std::string s = out.name;
    if (out.type.has_type_string()) s += ": \"" + type_string(out.type) + "\"";
    return s + " = " + value_repr(b.args[0]) + "[" + value_repr(b.args[1]) + "]";
  };
  define("", "getattr", {req("obj"), req("attr")}, constructed_directly, kTagSyntax).printer =
      [](const BoundSymbol& b) {
        return b.output.proxy()->name + " = " + value_repr(b.args[0]) + "." + b.args[1].as_str();
      };
  define("", "unpack_sequence", {req("collection"), req("length")}, constructed_directly,
         kTagSyntax)
      .printer = [](const BoundSymbol& b) {
    return target_list(b.output) + " = " + value_repr(b.args[0]);
  };
}
}  // namespace detail

BoundSymbol make_return(Value v) {
  BoundSymbol b;
  b.sym = &get_symbol("python_return");
  b.args = {std::move(v)};
  return b;
}

BoundSymbol make_del(const std::vector<ProxyPtr>& names) {
  BoundSymbol b;
  b.sym = &get_symbol("python_del");
  for (const auto& p : names) b.args.emplace_back(p);
  return b;
}

BoundSymbol make_getitem(const ProxyPtr& collection, int64_t index, const ProxyPtr& out) {
  BoundSymbol b;
  b.sym = &get_symbol("getitem");
  b.args = {collection, index};
  b.output = out;
  return b;
}

BoundSymbol make_getattr(const ProxyPtr& obj, const std::string& attr, const ProxyPtr& out) {
  BoundSymbol b;
  b.sym = &get_symbol("getattr");
  b.args = {obj, attr};
  b.output = out;
  return b;
}

BoundSymbol make_unpack_sequence(const ProxyPtr& collection, const std::vector<ProxyPtr>& outs) {
  BoundSymbol b;
  b.sym = &get_symbol("unpack_sequence");
  b.args = {collection, static_cast<int64_t>(outs.size())};
  std::vector<Value> items;
  for (const auto& p : outs) items.push_back(p ? Value(p) : Value(None{}));
  b.output = Value::tuple(std::move(items));
  return b;
}

ProxyType getattr_type(const Proxy& obj, const std::string& attr) {
  if (obj.is_tensor() && obj.tensor().dtensor) {
    if (attr == "_spec") return ProxyType::opaque();
    if (attr == "_local_tensor") {
      TensorType local = obj.tensor();
      local.shape = obj.tensor().local_shape(obj.tensor().local_rank());
      local.dtensor.reset();
      local.strides.reset();
      return ProxyType::of_tensor(local);
    }
  }
  FULGUR_FAIL("unsupported attribute '", attr, "' of ", obj.name,
              " (traces read _spec and _local_tensor of DTensors)");
}

bool is_syntax(const BoundSymbol& b, std::string_view name) {
  return b.sym->ns.empty() && b.sym->name == name;
}

}  // namespace fulgur
