// Shorthand for declaring symbols in the op definition files.
#pragma once

#include "ir/symbol.h"

namespace fulgur::ops {

inline Param req(std::string name) {
  return {std::move(name), std::nullopt, ParamKind::Positional};
}
inline Param opt(std::string name, Value def) {
  return {std::move(name), std::move(def), ParamKind::Positional};
}
inline Param kwonly(std::string name, Value def) {
  return {std::move(name), std::move(def), ParamKind::KeywordOnly};
}
inline Param varargs(std::string name) {
  return {std::move(name), std::nullopt, ParamKind::VarArgs};
}

inline Symbol& define(std::string ns, std::string name, std::vector<Param> params, MetaFn meta,
                      uint32_t tags = kTagNone) {
  Symbol s;
  s.ns = std::move(ns);
  s.name = std::move(name);
  s.params = std::move(params);
  s.meta = std::move(meta);
  s.tags = tags;
  s.is_prim = s.ns == "prims";
  return detail::register_symbol(std::move(s));
}

}  // namespace fulgur::ops
