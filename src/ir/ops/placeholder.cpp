// Placeholders: opaque ops declared at run time (ir/ops/placeholder.h).
#include "ir/ops/placeholder.h"

#include <cctype>
#include <deque>
#include <map>
#include <memory>
#include <mutex>

#include "ir/error.h"
#include "ir/grad.h"
#include "ir/ops/common.h"

namespace fulgur {
namespace {

using K = Placement::Kind;

struct Entry {
  std::vector<std::string> operands;
  std::shared_ptr<const PlaceholderMeta> meta;  // replaced on re-declaration
  const Symbol* forward = nullptr;
  const Symbol* backward = nullptr;
};

struct Registry {
  std::mutex mu;
  std::map<std::string, Entry, std::less<>> by_name;  // "expert"
  std::map<std::string, const Symbol*, std::less<>>
      symbols;                 // "spmd.expert", "spmd.expert_backward"
  std::deque<Symbol> storage;  // stable addresses
};

Registry& registry() {
  static Registry* r = new Registry;  // never destroyed: symbols outlive every trace
  return *r;
}

std::shared_ptr<const PlaceholderMeta> meta_of(const std::string& name) {
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  return r.by_name.at(name).meta;
}

bool is_identifier(const std::string& s) {
  if (s.empty() || !(std::isalpha(static_cast<unsigned char>(s[0])) || s[0] == '_')) return false;
  for (char c : s)
    if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '_')) return false;
  return true;
}

TensorType global_of(const TensorType& t) {
  TensorType g = t;
  g.dtensor.reset();
  g.strides.reset();
  g.requires_grad = false;
  return g;
}

std::vector<TensorType> operand_types(const BoundArgs& a, size_t from) {
  std::vector<TensorType> out;
  for (size_t i = from; i < a.size(); ++i) {
    const Value& v = a.at(i);
    FULGUR_CHECK(v.is_tensor(), a.symbol().qualified(), ": operand '", a.symbol().params[i].name,
                 "' must be a tensor, got ", describe(v));
    out.push_back(global_of(v.proxy()->tensor()));
  }
  return out;
}

// The local op's rule: Partial operands replicated, Shard / Replicate kept.
Placement local_operand(const Placement& p) {
  return p.kind == K::Partial ? Placement::replicate() : p;
}

std::string params_string(const std::vector<std::string>& names) {
  std::string s = "(";
  for (size_t i = 0; i < names.size(); ++i) s += (i ? ", " : "") + names[i];
  return s + ")";
}

}  // namespace

const Symbol& declare_placeholder(const std::string& name, std::vector<std::string> operand_names,
                                  PlaceholderMeta meta) {
  FULGUR_CHECK(is_identifier(name), "declare_placeholder: the name must be an identifier, got '",
               name, "'");
  const std::string suffix = "_backward";
  FULGUR_CHECK(name.size() <= suffix.size() ||
                   name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0,
               "declare_placeholder: '", name, "' ends in '_backward', which names gradients ('",
               name, "' would clash with the gradient of '",
               name.substr(0, name.size() - suffix.size()), "')");
  FULGUR_CHECK(!operand_names.empty(), "declare_placeholder: spmd.", name,
               " needs at least one tensor operand");
  for (size_t i = 0; i < operand_names.size(); ++i) {
    FULGUR_CHECK(is_identifier(operand_names[i]), "declare_placeholder: spmd.", name,
                 ": operand names must be identifiers, got '", operand_names[i], "'");
    FULGUR_CHECK(operand_names[i] != "grad_out", "declare_placeholder: spmd.", name,
                 ": 'grad_out' is the cotangent's name in spmd.", name,
                 "_backward; name the operand otherwise");
    for (size_t j = 0; j < i; ++j)
      FULGUR_CHECK(operand_names[i] != operand_names[j], "declare_placeholder: spmd.", name,
                   ": operand '", operand_names[i], "' is named twice");
  }
  FULGUR_CHECK(static_cast<bool>(meta), "declare_placeholder: spmd.", name,
               " needs a meta function");
  const std::string qualified = "spmd." + name;
  // Outside the lock: find_symbol asks find_placeholder, which takes it.
  const Symbol* existing = find_symbol(qualified);
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  auto meta_ptr = std::make_shared<const PlaceholderMeta>(std::move(meta));
  if (auto it = r.by_name.find(name); it != r.by_name.end()) {
    FULGUR_CHECK(it->second.operands == operand_names, "declare_placeholder: spmd.", name,
                 " is declared with operands ", params_string(it->second.operands),
                 "; declaring it again with ", params_string(operand_names),
                 " is not allowed (the same operands replace the meta)");
    it->second.meta = std::move(meta_ptr);
    return *it->second.forward;
  }
  FULGUR_CHECK(!r.symbols.count(qualified) && !existing, "declare_placeholder: '", qualified,
               "' is taken");

  Symbol fw;
  fw.ns = "spmd";
  fw.name = name;
  for (const std::string& n : operand_names)
    fw.params.push_back({n, std::nullopt, ParamKind::Positional});
  fw.meta = [name](TraceBuilder& tb, const BoundArgs& a) -> Value {
    std::vector<TensorType> outs = (*meta_of(name))(operand_types(a, 0));
    FULGUR_CHECK(outs.size() == 1, "spmd.", name,
                 ": the placeholder's meta must give one output type, gave ", outs.size());
    return Value(tb.new_tensor(global_of(outs[0])));
  };
  fw.grad = [name](GradContext& c) {
    std::vector<Value> args{c.g()};
    for (const Value& v : c.args().values()) args.push_back(v);
    Value grads = c.call("spmd." + name + "_backward", std::move(args));
    const auto& items = grads.seq().items;
    for (size_t i = 0; i < items.size(); ++i) c.add(c.args().at(i), items[i]);
  };
  fw.sharding = [name, operand_names](const ShardingQuery& q) {
    std::vector<Placement> in;
    for (const Placement& p : q.in) in.push_back(local_operand(p));
    Placement out = in.at(0);
    // The output takes the first operand's placement: with the first
    // operand whole and another sharded, each rank's output would differ
    // while its type said Replicate().
    for (size_t i = 1; i < in.size(); ++i)
      FULGUR_CHECK(in[i].kind != K::Shard || out.kind == K::Shard, "spmd.", name, ": operand '",
                   i < operand_names.size() ? operand_names[i] : std::to_string(i), "' is ",
                   in[i].repr(), " but the first operand '",
                   operand_names.empty() ? std::string("0") : operand_names[0], "' is ", out.repr(),
                   "; a placeholder's output takes its first operand's placement, so a sharded "
                   "operand must come first (or be replicated)");
    FULGUR_CHECK(out.kind != K::Shard || out.dim < q.outputs.at(0).rank(), "spmd.", name,
                 ": the output takes the first operand's placement ", out.repr(), ", but it has ",
                 q.outputs.at(0).rank(), " dims");
    return ShardingChoice{in, {out}};
  };

  Symbol bw;
  bw.ns = "spmd";
  bw.name = name + "_backward";
  bw.params.push_back({"grad_out", std::nullopt, ParamKind::Positional});
  for (const std::string& n : operand_names)
    bw.params.push_back({n, std::nullopt, ParamKind::Positional});
  bw.meta = [](TraceBuilder& tb, const BoundArgs& a) -> Value {
    std::vector<Value> grads;
    for (const TensorType& t : operand_types(a, 1)) grads.emplace_back(tb.new_tensor(t));
    operand_types(a, 0);  // the cotangent is a tensor too
    return Value::tuple(std::move(grads));
  };
  bw.sharding = [](const ShardingQuery& q) {
    // The operands as the forward took them; the cotangent in the forward
    // output's placement (the first operand's). A sharded operand's gradient
    // is its shard; a replicated operand's is each rank's contribution,
    // Partial(sum), when some operand was sharded (each rank ran the
    // placeholder on its shard), and whole when none was (each rank ran it
    // on the whole tensors: the same gradient everywhere).
    std::vector<Placement> in, out;
    for (const Placement& p : q.in) in.push_back(local_operand(p));
    in.at(0) = in.at(1);
    bool any_shard = false;
    for (size_t i = 1; i < in.size(); ++i) any_shard = any_shard || in[i].kind == K::Shard;
    for (size_t i = 1; i < in.size(); ++i)
      out.push_back(in[i].kind == K::Shard ? in[i]
                    : any_shard            ? Placement::partial(ReduceOp::Sum)
                                           : Placement::replicate());
    return ShardingChoice{in, out};
  };

  r.storage.push_back(std::move(fw));
  const Symbol* f = &r.storage.back();
  r.storage.push_back(std::move(bw));
  const Symbol* b = &r.storage.back();
  r.symbols[f->qualified()] = f;
  r.symbols[b->qualified()] = b;
  r.by_name[name] = Entry{std::move(operand_names), std::move(meta_ptr), f, b};
  return *f;
}

bool is_placeholder(const Symbol& sym) {
  if (sym.ns != "spmd") return false;
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  auto it = r.symbols.find(sym.qualified());
  return it != r.symbols.end() && it->second == &sym;
}

namespace {
void check_calls(const std::vector<BoundSymbol>& bsyms) {
  for (const BoundSymbol& b : bsyms) {
    if (is_placeholder(*b.sym)) {
      std::string fw = b.sym->qualified();
      const std::string suffix = "_backward";
      if (fw.size() > suffix.size() &&
          fw.compare(fw.size() - suffix.size(), suffix.size(), suffix) == 0)
        fw = fw.substr(0, fw.size() - suffix.size());
      FULGUR_FAIL(b.sym->qualified(),
                  " was not replaced: its override's transform must rewrite it (", fw,
                  " is a placeholder, an opaque op with no computation of its own; the "
                  "override for it runs after the DTensor expansion)",
                  b.loc ? " (" + b.loc->comment() + ")" : "");
    }
    check_calls(b.subsymbols);
  }
}
}  // namespace

void check_no_placeholders(const Trace& t) {
  check_calls(t.bsyms);
}

namespace detail {
const Symbol* find_placeholder(std::string_view qualified) {
  if (qualified.substr(0, 5) != "spmd.") return nullptr;
  Registry& r = registry();
  std::lock_guard<std::mutex> lock(r.mu);
  auto it = r.symbols.find(qualified);
  return it == r.symbols.end() ? nullptr : it->second;
}
}  // namespace detail

}  // namespace fulgur
