#include "ir/symbol.h"

#include <algorithm>
#include <atomic>
#include <deque>
#include <mutex>
#include <unordered_map>

#include "ir/error.h"
#include "ir/ops/placeholder.h"

namespace fulgur {

const Value& BoundArgs::operator[](std::string_view name) const {
  const auto& params = sym_->params;
  for (size_t i = 0; i < params.size(); ++i)
    if (params[i].name == name) return values_[i];
  FULGUR_INTERNAL_ASSERT(false, sym_->qualified(), " has no parameter ", name);
  return values_[0];
}

BoundArgs Symbol::bind(const std::vector<Value>& args,
                       const std::vector<std::pair<std::string, Value>>& kwargs) const {
  std::vector<std::optional<Value>> slots(params.size());
  size_t ai = 0;
  for (size_t pi = 0; pi < params.size() && ai < args.size(); ++pi) {
    if (params[pi].kind == ParamKind::KeywordOnly) break;
    if (params[pi].kind == ParamKind::VarArgs) {
      std::vector<Value> rest(args.begin() + static_cast<std::ptrdiff_t>(ai), args.end());
      ai = args.size();
      // f(x, (2, 3)) and f(x, 2, 3) mean the same.
      if (rest.size() == 1 && rest[0].is_seq()) {
        slots[pi] = rest[0];
      } else {
        slots[pi] = Value::tuple(std::move(rest));
      }
      break;
    }
    slots[pi] = args[ai++];
  }
  if (ai < args.size()) {
    size_t max_pos = 0;
    for (const auto& p : params)
      if (p.kind == ParamKind::Positional) ++max_pos;
    FULGUR_FAIL(qualified(), "() takes ", max_pos, " positional argument", max_pos == 1 ? "" : "s",
                " but ", args.size(), (args.size() == 1 ? " was" : " were"), " given");
  }
  for (const auto& [name, value] : kwargs) {
    size_t pi = 0;
    while (pi < params.size() && params[pi].name != name) ++pi;
    FULGUR_CHECK(pi < params.size() && params[pi].kind != ParamKind::VarArgs, qualified(),
                 "() got an unexpected keyword argument '", name, "'");
    FULGUR_CHECK(!slots[pi], qualified(), "() got multiple values for argument '", name, "'");
    slots[pi] = value;
  }
  std::vector<Value> values;
  values.reserve(params.size());
  for (size_t pi = 0; pi < params.size(); ++pi) {
    if (slots[pi]) {
      values.push_back(std::move(*slots[pi]));
    } else if (params[pi].kind == ParamKind::VarArgs) {
      values.push_back(Value::tuple({}));
    } else {
      FULGUR_CHECK(params[pi].default_value, qualified(), "() missing required argument '",
                   params[pi].name, "'");
      values.push_back(*params[pi].default_value);
    }
  }
  return BoundArgs(*this, std::move(values));
}

std::string SourceLoc::comment() const {
  std::string out = file + ":" + std::to_string(line);
  if (!text.empty()) out += ": " + text;
  return out;
}

std::vector<ProxyPtr> BoundSymbol::flat_outputs() const {
  std::vector<ProxyPtr> out;
  collect_proxies(output, out);
  return out;
}

std::vector<ProxyPtr> BoundSymbol::flat_inputs() const {
  std::vector<ProxyPtr> out;
  for (const auto& a : args) collect_proxies(a, out);
  for (const auto& kv : kwargs) collect_proxies(kv.second, out);
  return out;
}

namespace {
void collect_written(const BoundSymbol& b, std::vector<ProxyPtr>& out) {
  if (!b.sym->writes.empty()) {
    BoundArgs a = b.bound_args();
    for (const auto& name : b.sym->writes) collect_proxies(a[name], out);
    return;
  }
  for (const auto& s : b.subsymbols) collect_written(s, out);
}
}  // namespace

std::vector<ProxyPtr> BoundSymbol::written() const {
  std::vector<ProxyPtr> out;
  if (sym->writes.empty() && subsymbols.empty()) return out;
  collect_written(*this, out);
  if (!sym->writes.empty()) return out;
  // A composite op writes only what it was given; what its subsymbols write
  // of their own temporaries is not visible outside.
  std::vector<ProxyPtr> ins = flat_inputs();
  std::erase_if(
      out, [&](const ProxyPtr& p) { return std::find(ins.begin(), ins.end(), p) == ins.end(); });
  return out;
}

namespace {
struct Registry {
  std::deque<Symbol> symbols;
  std::unordered_map<std::string, const Symbol*> by_name;
};

Registry& registry_storage() {
  static Registry r;
  return r;
}

Registry& registry() {
  static std::once_flag once;
  std::call_once(once, [] {
    detail::register_syntax();
    detail::register_prims();
    detail::register_ltorch();
    detail::register_dist();
    detail::register_autodiff();
    detail::register_prims_grad();
    detail::register_ltorch_grad();
    detail::register_sharding();
  });
  return registry_storage();
}
}  // namespace

namespace detail {
Symbol& register_symbol(Symbol s) {
  Registry& r = registry_storage();
  std::string q = s.qualified();
  FULGUR_INTERNAL_ASSERT(!r.by_name.count(q), "symbol registered twice: ", q);
  r.symbols.push_back(std::move(s));
  r.by_name[q] = &r.symbols.back();
  return r.symbols.back();
}
}  // namespace detail

namespace detail {
void set_grad(std::string_view qualified, GradFn fn) {
  Registry& r = registry_storage();
  auto it = r.by_name.find(std::string(qualified));
  FULGUR_INTERNAL_ASSERT(it != r.by_name.end(), "gradient rule for unknown symbol ", qualified);
  auto* sym = const_cast<Symbol*>(it->second);
  FULGUR_INTERNAL_ASSERT(!sym->grad, "gradient rule registered twice: ", qualified);
  sym->grad = std::move(fn);
}
}  // namespace detail

namespace detail {
void set_sharding(std::string_view qualified, ShardingFn fn) {
  Registry& r = registry_storage();
  auto it = r.by_name.find(std::string(qualified));
  FULGUR_INTERNAL_ASSERT(it != r.by_name.end(), "sharding rule for unknown symbol ", qualified);
  auto* sym = const_cast<Symbol*>(it->second);
  FULGUR_INTERNAL_ASSERT(!sym->sharding, "sharding rule registered twice: ", qualified);
  sym->sharding = std::move(fn);
}
}  // namespace detail

namespace {
std::atomic<detail::SymbolResolver> g_resolver{nullptr};
}  // namespace

namespace detail {
void set_symbol_resolver(SymbolResolver resolver) {
  g_resolver.store(resolver);
}
}  // namespace detail

const Symbol* find_symbol(std::string_view qualified) {
  Registry& r = registry();
  auto it = r.by_name.find(std::string(qualified));
  if (it != r.by_name.end()) return it->second;
  if (const Symbol* p = detail::find_placeholder(qualified)) return p;  // ir/ops/placeholder.h
  detail::SymbolResolver resolve = g_resolver.load();
  return resolve ? resolve(qualified) : nullptr;
}

const Symbol& get_symbol(std::string_view qualified) {
  const Symbol* s = find_symbol(qualified);
  FULGUR_INTERNAL_ASSERT(s, "unknown symbol ", qualified);
  return *s;
}

std::vector<const Symbol*> all_symbols() {
  std::vector<const Symbol*> out;
  for (const auto& s : registry().symbols) out.push_back(&s);
  return out;
}

}  // namespace fulgur
