// Traces: an ordered list of bound symbols with a signature, a name generator
// and provenance; TraceBuilder records symbol calls into one, nesting the
// calls a meta function makes as subsymbols.
#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <vector>

#include "ir/symbol.h"

namespace fulgur {

// Fresh names ("t0", "t1", ...) that avoid every name in use or reserved.
class NameGen {
 public:
  std::string fresh(const std::string& prefix = "t");
  void reserve(const std::string& name) { used_.insert(name); }
  void release(const std::string& name) { used_.erase(name); }
  bool in_use(const std::string& name) const { return used_.count(name) != 0; }

 private:
  std::unordered_set<std::string> used_;
  std::unordered_map<std::string, int64_t> counters_;  // per prefix
};

struct TraceParam {
  enum class Kind : uint8_t { Plain, Star, StarStar };  // x, *args, **kwargs
  ProxyPtr proxy;
  Kind kind = Kind::Plain;
};

struct Trace {
  std::string fn_name = "computation";
  std::vector<TraceParam> params;
  std::vector<BoundSymbol> bsyms;  // ends with a return
  // Comment lines printed above `def` (without "# "): provenance first.
  std::vector<std::string> header;
  NameGen names;

  void set_provenance(const std::string& pass, double milliseconds);
  // A trace with this one's signature, header and names but no statements:
  // what a pass starts its output from.
  Trace empty_like() const;
  // The value the trace returns (its return statement's argument), None if absent.
  const Value& returned() const;
  std::vector<ProxyPtr> input_proxies() const;
  // "x, w1, b1": the inputs' names, for messages that list them.
  std::string input_names() const;
};

// The traces a program went through, in order (capture, each pass, ...).
using TraceHistory = std::vector<std::pair<std::string, Trace>>;

class TraceBuilder {
 public:
  explicit TraceBuilder(std::string fn_name = "computation");
  explicit TraceBuilder(Trace start);  // continue an existing trace

  ProxyPtr add_input(const std::string& name, ProxyType type,
                     TraceParam::Kind kind = TraceParam::Kind::Plain);
  ProxyPtr new_proxy(ProxyType type, const std::string& prefix = "t");
  ProxyPtr new_tensor(TensorType t) { return new_proxy(ProxyType::of_tensor(std::move(t))); }

  // Records `sym(args, kwargs)`: binds the arguments, runs the meta function
  // (its own symbol calls become subsymbols) and appends the bound symbol to
  // the current scope. Returns the output value.
  Value call(const Symbol& sym, std::vector<Value> args,
             std::vector<std::pair<std::string, Value>> kwargs = {},
             std::optional<SourceLoc> loc = std::nullopt);
  Value call(std::string_view qualified, std::vector<Value> args,
             std::vector<std::pair<std::string, Value>> kwargs = {});

  // Appends an already-formed bound symbol (parsers and passes use this).
  void append(BoundSymbol b);
  void set_return(Value v);
  Trace& trace() { return trace_; }
  Trace finish() { return std::move(trace_); }

 private:
  Trace trace_;
  std::vector<std::vector<BoundSymbol>*> scopes_;
};

}  // namespace fulgur
