// Values: what bound symbols take and give. A value is None, a Python literal
// (bool, int, float, str), a dtype, a proxy, or a tuple/list of values.
#pragma once

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

#include "ir/proxy.h"

namespace fulgur {

struct Value;

struct Seq {
  bool is_list = false;  // [a, b] vs (a, b)
  std::vector<Value> items;
  bool operator==(const Seq&) const;
};

struct None {
  bool operator==(const None&) const = default;
};

// The process group a collective runs on: the ranks of `mesh` that share
// this rank's coordinates on every mesh dim outside `dims` (docs/distributed.md).
// Printed ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,)).
struct ProcessGroupSpec {
  DeviceMesh mesh;
  std::vector<int64_t> dims;
  int64_t size() const;  // the product of the mesh's extents on `dims`
  std::string repr() const;
  bool operator==(const ProcessGroupSpec&) const = default;
};

struct Value {
  std::variant<None, bool, int64_t, double, std::string, DType, ProxyPtr, Seq, ProcessGroupSpec,
               Placement>
      v;

  Value() = default;
  Value(None) {}
  Value(bool b) : v(b) {}
  Value(int i) : v(int64_t{i}) {}
  Value(int64_t i) : v(i) {}
  Value(double d) : v(d) {}
  Value(const char* s) : v(std::string(s)) {}
  Value(std::string s) : v(std::move(s)) {}
  Value(DType d) : v(d) {}
  Value(ProxyPtr p) : v(std::move(p)) {}
  Value(Seq s) : v(std::move(s)) {}
  Value(ProcessGroupSpec g) : v(std::move(g)) {}
  // A DTensor placement (dist.redistribute's arguments): Shard(dim=0),
  // Replicate(), Partial(sum).
  Value(Placement p) : v(p) {}

  static Value tuple(std::vector<Value> items) { return Seq{false, std::move(items)}; }
  static Value list(std::vector<Value> items) { return Seq{true, std::move(items)}; }
  static Value ints(const std::vector<int64_t>& xs);  // a tuple of ints

  bool is_none() const { return std::holds_alternative<None>(v); }
  bool is_bool() const { return std::holds_alternative<bool>(v); }
  bool is_int() const { return std::holds_alternative<int64_t>(v); }
  bool is_float() const { return std::holds_alternative<double>(v); }
  bool is_str() const { return std::holds_alternative<std::string>(v); }
  bool is_dtype() const { return std::holds_alternative<DType>(v); }
  bool is_proxy() const { return std::holds_alternative<ProxyPtr>(v); }
  bool is_seq() const { return std::holds_alternative<Seq>(v); }
  bool is_group() const { return std::holds_alternative<ProcessGroupSpec>(v); }
  bool is_placement() const { return std::holds_alternative<Placement>(v); }
  bool is_tensor() const { return is_proxy() && proxy()->is_tensor(); }
  // A Python number: a bool/int/float literal or a number proxy.
  bool is_number() const;

  bool as_bool() const { return std::get<bool>(v); }
  int64_t as_int() const { return std::get<int64_t>(v); }
  double as_float() const { return std::get<double>(v); }
  const std::string& as_str() const { return std::get<std::string>(v); }
  DType as_dtype() const { return std::get<DType>(v); }
  const ProxyPtr& proxy() const { return std::get<ProxyPtr>(v); }
  const ProcessGroupSpec& group() const { return std::get<ProcessGroupSpec>(v); }
  const Placement& placement() const { return std::get<Placement>(v); }
  const Seq& seq() const { return std::get<Seq>(v); }
  Seq& seq() { return std::get<Seq>(v); }

  // Literal equality; proxies compare by identity.
  bool operator==(const Value& o) const { return v == o.v; }
};

// Python's repr of a float: shortest round-trip digits, "1e-05", "0.5", "2.0",
// "float('inf')", "-float('inf')", "float('nan')".
std::string python_float_repr(double d);
// Python's repr of a str: single quotes unless the text has one and no double.
std::string python_str_repr(const std::string& s);
// The value as trace text: names for proxies, Python literals otherwise.
std::string value_repr(const Value& v);
// What kind of value this is, for error messages: "a tensor f32[4]", "int 3".
std::string describe(const Value& v);

// Every proxy in `v`, in order (nested sequences flattened).
void collect_proxies(const Value& v, std::vector<ProxyPtr>& out);

}  // namespace fulgur
