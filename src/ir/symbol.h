// Symbols (ops with a signature and a meta function) and bound symbols (a
// symbol applied to arguments, with outputs and subsymbols).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ir/value.h"

namespace fulgur {

class TraceBuilder;
class GradContext;
struct Symbol;
struct BoundSymbol;

enum class ParamKind : uint8_t { Positional, VarArgs, KeywordOnly };

struct Param {
  std::string name;
  std::optional<Value> default_value;  // none: required
  ParamKind kind = ParamKind::Positional;
};

// Arguments normalized to the symbol's parameters, defaults filled in.
class BoundArgs {
 public:
  BoundArgs(const Symbol& sym, std::vector<Value> values)
      : sym_(&sym), values_(std::move(values)) {}
  const Value& operator[](std::string_view name) const;
  const Value& at(size_t i) const { return values_.at(i); }
  size_t size() const { return values_.size(); }
  const Symbol& symbol() const { return *sym_; }
  const std::vector<Value>& values() const { return values_; }

 private:
  const Symbol* sym_;
  std::vector<Value> values_;
};

// What passes and code generators need to know about a symbol.
enum SymbolTag : uint32_t {
  kTagNone = 0,
  kTagElementwise = 1u << 0,  // one output element from the same-index input elements
  kTagReduction = 1u << 1,
  kTagShape = 1u << 2,        // broadcast, reshape, transpose, slice, squeeze, cat
  kTagLibraryCall = 1u << 3,  // linear, matmul
  kTagCollective = 1u << 4,   // dist.* returning futures
  kTagWait = 1u << 5,
  kTagSideEffect = 1u << 6,  // never removed by DCE, never merged by CSE
  kTagCheck = 1u << 7,       // prologue checks (side effect: may raise)
  kTagCreation = 1u << 8,    // full, iota
  kTagSyntax = 1u << 9,      // return, del, unpacking, attribute reads
  kTagFusion = 1u << 10,     // a fusion region (cudaFusionN, cpuFusionN): subsymbols define it
};

using MetaFn = std::function<Value(TraceBuilder&, const BoundArgs&)>;
// A gradient rule (vector-Jacobian product), ir/grad.h: reads the forward
// call and its output's cotangent from the context, records the backward
// computation and hands each input its gradient.
using GradFn = std::function<void(GradContext&)>;
// A sharding rule (ir/sharding/sharding.h), asked once per mesh dim: given
// the call (global types) and each tensor operand's placement on that mesh
// dim, the placement each operand must have (a redistribution when it
// differs) and each tensor output's placement.
struct ShardingQuery {
  const BoundArgs* args = nullptr;  // the call, on the global (DTensor) operands
  std::vector<TensorType> inputs;   // tensor operands in argument order, global types
  std::vector<TensorType> outputs;  // tensor outputs in order, global types
  std::vector<Placement> in;        // each operand's placement on this mesh dim
  int64_t mesh_extent = 1;          // ranks along this mesh dim
};
struct ShardingChoice {
  std::vector<Placement> in;   // one per operand
  std::vector<Placement> out;  // one per tensor output
};
using ShardingFn = std::function<ShardingChoice(const ShardingQuery&)>;
// Prints a syntax symbol's statement (without the trailing type comment).
using StatementPrinter = std::function<std::string(const BoundSymbol&)>;

struct Symbol {
  std::string ns;  // "prims", "ltorch", "dist"; empty for Python syntax
  std::string name;
  std::vector<Param> params;
  MetaFn meta;
  uint32_t tags = kTagNone;
  StatementPrinter printer;  // only for syntax symbols
  bool is_prim = false;      // prims have no subsymbols
  // The gradient rule; without one, autodiff differentiates the subsymbols
  // (and a prim without one is not differentiable).
  GradFn grad;
  // The parameters whose storage the op writes in place (prims.copy_:
  // "copy_to"); its outputs then name that storage too. Passes ask
  // BoundSymbol::written() instead of special-casing ops (docs/aliasing.md).
  std::vector<std::string> writes;
  // The sharding rule: how the op runs on DTensor operands. Without one, a
  // DTensor operand is an error naming the op.
  ShardingFn sharding;

  std::string qualified() const { return ns.empty() ? name : ns + "." + name; }
  bool has(SymbolTag t) const { return (tags & t) != 0; }
  // Binds call arguments to `params` as Python would; raises Error naming the
  // problem (too many positional arguments, unknown or repeated keyword,
  // missing argument).
  BoundArgs bind(const std::vector<Value>& args,
                 const std::vector<std::pair<std::string, Value>>& kwargs) const;
};

struct SourceLoc {
  std::string file;
  int line = 0;
  std::string text;             // the source line, trimmed; may be empty
  std::string comment() const;  // "file.py:12: text"
};

struct BoundSymbol {
  const Symbol* sym = nullptr;
  std::vector<Value> args;  // as the caller wrote them
  std::vector<std::pair<std::string, Value>> kwargs;
  Value output;  // None, a proxy, or a tuple/list of proxies (None = ignored slot)
  std::vector<BoundSymbol> subsymbols;
  std::vector<std::string> header;  // comment lines printed above (without "# ")
  std::optional<SourceLoc> loc;

  BoundArgs bound_args() const { return sym->bind(args, kwargs); }
  std::vector<ProxyPtr> flat_outputs() const;
  std::vector<ProxyPtr> flat_inputs() const;  // proxies among args and kwargs
  // The input proxies whose storage this call writes: its symbol's `writes`,
  // or for an op with subsymbols, the inputs its subsymbols write. Empty for
  // almost every call.
  std::vector<ProxyPtr> written() const;
};

// The registry of all symbols, filled on first use.
const Symbol* find_symbol(std::string_view qualified);
const Symbol& get_symbol(std::string_view qualified);  // internal error if missing
std::vector<const Symbol*> all_symbols();

namespace detail {
// Used by the op definition files.
Symbol& register_symbol(Symbol s);
// Gives a registered symbol its gradient rule (the op files, and the
// distributed ops' own file, call this once per symbol).
void set_grad(std::string_view qualified, GradFn fn);
// Gives a registered symbol its sharding rule (ir/sharding/*.cpp).
void set_sharding(std::string_view qualified, ShardingFn fn);
void register_sharding();
void register_prims();
void register_ltorch();
void register_dist();
void register_autodiff();
void register_syntax();
void register_prims_grad();
void register_ltorch_grad();
// Resolves qualified names the registry does not hold (the libtorch
// fallback's "aten.*" symbols, runtime/aten_fallback.h): find_symbol asks it
// on a miss. The resolver owns what it returns and must be thread-safe.
using SymbolResolver = const Symbol* (*)(std::string_view qualified);
void set_symbol_resolver(SymbolResolver resolver);
}  // namespace detail

}  // namespace fulgur
