#include "ir/value.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace fulgur {

bool Seq::operator==(const Seq& o) const {
  return is_list == o.is_list && items == o.items;
}

Value Value::ints(const std::vector<int64_t>& xs) {
  std::vector<Value> items;
  items.reserve(xs.size());
  for (int64_t x : xs) items.emplace_back(x);
  return tuple(std::move(items));
}

bool Value::is_number() const {
  return is_bool() || is_int() || is_float() || (is_proxy() && proxy()->is_number());
}

std::string python_float_repr(double d) {
  if (std::isnan(d)) return "float('nan')";
  if (std::isinf(d)) return d > 0 ? "float('inf')" : "-float('inf')";
  char buf[64];
  // Shortest round-trip digits in scientific form: [-]D[.DDD]e[+-]XX
  auto res = std::to_chars(buf, buf + sizeof(buf), d, std::chars_format::scientific);
  std::string sci(buf, res.ptr);
  bool neg = sci[0] == '-';
  if (neg) sci.erase(0, 1);
  size_t e = sci.find('e');
  std::string mant = sci.substr(0, e);
  int exp = std::stoi(sci.substr(e + 1));
  std::string digits;
  for (char c : mant)
    if (c != '.') digits += c;
  std::string out;
  if (exp >= -4 && exp < 16) {
    // Python uses fixed notation for 1e-4 <= |x| < 1e16 (repr's 'r' format).
    if (exp >= 0) {
      if (static_cast<int>(digits.size()) <= exp + 1) {
        out = digits + std::string(exp + 1 - digits.size(), '0') + ".0";
      } else {
        out = digits.substr(0, exp + 1) + "." + digits.substr(exp + 1);
      }
    } else {
      out = "0." + std::string(-exp - 1, '0') + digits;
    }
    return neg ? "-" + out : out;
  }
  out = digits.substr(0, 1);
  if (digits.size() > 1) out += "." + digits.substr(1);
  char ebuf[16];
  std::snprintf(ebuf, sizeof(ebuf), "e%c%02d", exp < 0 ? '-' : '+', exp < 0 ? -exp : exp);
  out += ebuf;
  return neg ? "-" + out : out;
}

std::string python_str_repr(const std::string& s) {
  bool has_single = s.find('\'') != std::string::npos;
  bool has_double = s.find('"') != std::string::npos;
  char q = (has_single && !has_double) ? '"' : '\'';
  std::string out(1, q);
  for (char c : s) {
    switch (c) {
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (c == q) out += '\\';
        out += c;
    }
  }
  out += q;
  return out;
}

int64_t ProcessGroupSpec::size() const {
  int64_t n = 1;
  for (int64_t d : dims) n *= mesh.shape.at(static_cast<size_t>(d));
  return n;
}

std::string ProcessGroupSpec::repr() const {
  std::string s = "ProcessGroup(mesh=" + mesh.repr() + ", dims=(";
  for (size_t i = 0; i < dims.size(); ++i) s += (i ? ", " : "") + std::to_string(dims[i]);
  if (dims.size() == 1) s += ",";
  return s + "))";
}

std::string value_repr(const Value& v) {
  struct Visitor {
    std::string operator()(const None&) const { return "None"; }
    std::string operator()(bool b) const { return b ? "True" : "False"; }
    std::string operator()(int64_t i) const { return std::to_string(i); }
    std::string operator()(double d) const { return python_float_repr(d); }
    std::string operator()(const std::string& s) const { return python_str_repr(s); }
    std::string operator()(DType d) const { return std::string(dtype_torch_name(d)); }
    std::string operator()(const ProxyPtr& p) const { return p->name; }
    std::string operator()(const ProcessGroupSpec& g) const { return g.repr(); }
    std::string operator()(const Placement& p) const { return p.repr(); }
    std::string operator()(const Seq& s) const {
      std::string out = s.is_list ? "[" : "(";
      for (size_t i = 0; i < s.items.size(); ++i) {
        if (i) out += ", ";
        out += value_repr(s.items[i]);
      }
      if (!s.is_list && s.items.size() == 1) out += ",";
      out += s.is_list ? "]" : ")";
      return out;
    }
  };
  return std::visit(Visitor{}, v.v);
}

std::string describe(const Value& v) {
  if (v.is_proxy()) {
    const Proxy& p = *v.proxy();
    switch (p.type.kind) {
      case ProxyKind::Tensor:
        return (p.tensor().dtensor ? "a DTensor " : "a tensor ") + shape_dtype_string(p.tensor());
      case ProxyKind::Future:
        return "a future " + shape_dtype_string(p.tensor());
      case ProxyKind::Number:
        return "a number (" + type_string(p.type) + ")";
      case ProxyKind::String:
        return "a string";
      case ProxyKind::Collection:
        return "a collection";
      case ProxyKind::Opaque:
        return "an opaque value";
    }
  }
  if (v.is_none()) return "None";
  if (v.is_bool()) return "bool " + value_repr(v);
  if (v.is_int()) return "int " + value_repr(v);
  if (v.is_float()) return "float " + value_repr(v);
  if (v.is_str()) return "str " + value_repr(v);
  if (v.is_dtype()) return "dtype " + value_repr(v);
  if (v.is_group()) return "process group " + value_repr(v);
  if (v.is_placement()) return "placement " + value_repr(v);
  return (v.seq().is_list ? "list " : "tuple ") + value_repr(v);
}

void collect_proxies(const Value& v, std::vector<ProxyPtr>& out) {
  if (v.is_proxy()) {
    out.push_back(v.proxy());
  } else if (v.is_seq()) {
    for (const auto& item : v.seq().items) collect_proxies(item, out);
  }
}

}  // namespace fulgur
