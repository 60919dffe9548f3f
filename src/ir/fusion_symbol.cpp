#include "ir/fusion_symbol.h"

#include <cctype>
#include <deque>
#include <mutex>
#include <unordered_map>

#include "ir/error.h"

namespace fulgur {

bool is_fusion_name(std::string_view name) {
  for (std::string_view prefix : {"cudaFusion", "cpuFusion"}) {
    if (name.size() <= prefix.size() || name.substr(0, prefix.size()) != prefix) continue;
    for (char ch : name.substr(prefix.size()))
      if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
    return true;
  }
  return false;
}

const Symbol& fusion_symbol(std::string_view name) {
  FULGUR_CHECK(is_fusion_name(name), "expected a fusion region name such as cudaFusion0, got '",
               name, "'");
  static std::mutex mu;
  static std::deque<Symbol> symbols;
  static std::unordered_map<std::string, const Symbol*> by_name;
  std::lock_guard<std::mutex> lock(mu);
  auto it = by_name.find(std::string(name));
  if (it != by_name.end()) return *it->second;
  Symbol s;
  s.name = std::string(name);
  s.params = {Param{"args", std::nullopt, ParamKind::VarArgs}};
  s.tags = kTagFusion;
  s.meta = [](TraceBuilder&, const BoundArgs& a) -> Value {
    FULGUR_FAIL(a.symbol().name, ": a fusion region is defined by its subsymbols, not called");
  };
  symbols.push_back(std::move(s));
  by_name.emplace(std::string(name), &symbols.back());
  return symbols.back();
}

}  // namespace fulgur
