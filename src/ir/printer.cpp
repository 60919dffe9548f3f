#include "ir/printer.h"

#include <sstream>

#include "ir/syntax.h"

namespace fulgur {

namespace {

std::string call_text(const BoundSymbol& b) {
  std::string s = b.sym->qualified() + "(";
  bool first = true;
  for (const auto& a : b.args) {
    if (!first) s += ", ";
    s += value_repr(a);
    first = false;
  }
  for (const auto& [k, v] : b.kwargs) {
    if (!first) s += ", ";
    s += k + "=" + value_repr(v);
    first = false;
  }
  return s + ")";
}

std::string targets(const Value& out) {
  if (out.is_proxy()) return out.proxy()->name;
  const Seq& s = out.seq();
  std::string t = s.is_list ? "[" : "(";
  for (size_t i = 0; i < s.items.size(); ++i) {
    if (i) t += ", ";
    t += s.items[i].is_none() ? "_" : s.items[i].proxy()->name;
  }
  if (!s.is_list && s.items.size() == 1) t += ",";
  return t + (s.is_list ? "]" : ")");
}

std::string type_comment(const BoundSymbol& b) {
  if (is_syntax(b, "getitem")) return "";  // the annotation carries the type
  std::vector<ProxyPtr> outs = b.flat_outputs();
  std::string c;
  for (const auto& p : outs) {
    if (!p->type.has_type_string()) continue;
    if (!c.empty()) c += ", ";
    c += p->name + ": \"" + type_string(p->type) + "\"";
  }
  return c.empty() ? "" : "  # " + c;
}

void print_subsymbols(std::ostringstream& os, const BoundSymbol& b, int indent, int depth) {
  if (depth == 0) return;
  for (const auto& s : b.subsymbols) {
    os << std::string(indent, ' ') << "# " << print_statement(s) << "\n";
    print_subsymbols(os, s, indent + 2, depth < 0 ? depth : depth - 1);
  }
}

}  // namespace

std::string print_statement(const BoundSymbol& b) {
  std::string body;
  if (b.sym->printer) {
    body = b.sym->printer(b);
  } else if (b.output.is_none()) {
    body = call_text(b);
  } else {
    body = targets(b.output) + " = " + call_text(b);
  }
  return body + type_comment(b);
}

std::string print_trace(const Trace& t, const PrintOptions& opts) {
  std::ostringstream os;
  for (const auto& h : t.header) os << "# " << h << "\n";
  os << "def " << t.fn_name << "(";
  for (size_t i = 0; i < t.params.size(); ++i) {
    if (i) os << ", ";
    const auto& p = t.params[i];
    if (p.kind == TraceParam::Kind::Star) os << "*";
    if (p.kind == TraceParam::Kind::StarStar) os << "**";
    os << p.proxy->name;
  }
  os << "):\n";
  for (const auto& p : t.params)
    if (p.proxy->type.has_type_string())
      os << "  # " << p.proxy->name << ": \"" << type_string(p.proxy->type) << "\"\n";
  for (const auto& b : t.bsyms) {
    for (const auto& h : b.header) os << "  # " << h << "\n";
    if (b.loc) os << "  # " << b.loc->comment() << "\n";
    os << "  " << print_statement(b) << "\n";
    // A fusion region's subsymbols are its definition: always printed.
    int depth = b.sym->has(kTagFusion) && opts.depth == 0 ? 1 : opts.depth;
    print_subsymbols(os, b, 4, depth);
  }
  return os.str();
}

}  // namespace fulgur
