#include "ir/replace_statement.h"

#include <sstream>
#include <unordered_set>
#include <vector>

#include "ir/error.h"
#include "ir/lexer.h"
#include "ir/parser.h"
#include "ir/printer.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

std::vector<std::string> nonempty_lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream is(text);
  std::string ln;
  while (std::getline(is, ln)) {
    size_t a = ln.find_first_not_of(" \t\r");
    if (a == std::string::npos) continue;
    size_t b = ln.find_last_not_of(" \t\r");
    out.push_back(ln.substr(a, b - a + 1));
  }
  return out;
}

bool is_return_line(const std::string& ln) {
  return ln == "return" || ln.rfind("return ", 0) == 0 || ln.rfind("return(", 0) == 0;
}

// The names a statement line assigns: the names before its first '=' outside
// brackets (none for a comment, a return, or a call without targets). Text
// that does not lex assigns nothing here; the parse reports it.
std::vector<std::string> assigned_names(const std::string& line) {
  std::vector<Token> toks;
  LexError err;
  if (!lex(line, toks, err, /*stop_at_comment=*/true)) return {};
  int depth = 0;
  for (size_t i = 0; i < toks.size(); ++i) {
    const Token& k = toks[i];
    if (k.kind != TokKind::Punct) continue;
    if (k.text == "(" || k.text == "[" || k.text == "{") ++depth;
    if (k.text == ")" || k.text == "]" || k.text == "}") --depth;
    if (k.text == "=" && depth == 0) {
      std::vector<std::string> names;
      for (size_t j = 0; j < i; ++j)
        if (toks[j].kind == TokKind::Name) names.push_back(toks[j].text);
      return names;
    }
  }
  return {};
}

std::string joined(const std::vector<std::string>& xs) {
  std::string s;
  for (const auto& x : xs) s += (s.empty() ? "'" : ", '") + x + "'";
  return s;
}

}  // namespace

Trace replace_statement(const Trace& t, size_t index, const std::string& text) {
  FULGUR_CHECK(index < t.bsyms.size(), "statement ", index, " is out of range (the trace has ",
               t.bsyms.size(), " statements)");
  const BoundSymbol& target = t.bsyms[index];
  const std::string what = "the replacement of '" + print_statement(target) + "'";
  const bool replaces_return = is_syntax(target, "python_return");
  const std::vector<std::string> body = nonempty_lines(text);

  // What the text assigns (outputs and temporaries): those names are its own,
  // not the trace's, while it is parsed on its own.
  std::unordered_set<std::string> assigned;
  bool returns = false;
  for (const auto& ln : body) {
    if (ln[0] == '#') continue;
    FULGUR_CHECK(!returns, what, ": '", ln, "' comes after the return");
    if (is_return_line(ln)) {
      returns = true;
      continue;
    }
    for (auto& n : assigned_names(ln)) assigned.insert(std::move(n));
  }
  FULGUR_CHECK(!returns || replaces_return, what,
               " returns; only a replacement of the return statement does");
  FULGUR_CHECK(returns || !replaces_return, what,
               " does not return; a replacement of the return statement ends with 'return ...'");

  // The text as a function of every name defined before the statement.
  Trace scope;
  scope.fn_name = "replacement";
  std::unordered_set<std::string> readable;
  auto add = [&](const ProxyPtr& p) {
    if (!assigned.count(p->name) && readable.insert(p->name).second) scope.params.push_back({p});
  };
  for (const auto& p : t.params) add(p.proxy);
  for (size_t k = 0; k < index; ++k)
    for (const ProxyPtr& p : t.bsyms[k].flat_outputs()) add(p);
  // The first line after the inputs' type comments is not one of them (a
  // text that starts with `# x: "..."` would otherwise type an input).
  static const std::string kBodyStart = "FULGUR_REPLACEMENT_BODY";
  std::string src = print_trace(scope) + "  # " + kBodyStart + "\n";
  for (const auto& ln : body) src += "  " + ln + "\n";
  if (!replaces_return) src += "  return None\n";
  Trace made;
  try {
    made = parse_trace(src, "<replacement>");
  } catch (const Error& e) {
    throw Error(what + " does not parse: " + e.what() + "\n(the text:\n" + text + ")");
  }

  // Each output of the statement assigned; every other name the text
  // assigns is a temporary, renamed apart from the trace's names.
  std::unordered_set<std::string> outputs, made_names, taken;
  for (const ProxyPtr& p : target.flat_outputs()) outputs.insert(p->name);
  for (const auto& b : made.bsyms)
    for (const ProxyPtr& p : b.flat_outputs()) made_names.insert(p->name);
  std::vector<std::string> missing;
  for (const ProxyPtr& p : target.flat_outputs())
    if (!made_names.count(p->name)) missing.push_back(p->name);
  FULGUR_CHECK(missing.empty(), what, " does not assign ", joined(missing),
               " (each output of the statement must be assigned)");
  // Each output keeps its type: the statements after it were typed with it.
  for (const ProxyPtr& p : target.flat_outputs()) {
    for (const auto& b : made.bsyms) {
      for (const ProxyPtr& q : b.flat_outputs()) {
        if (q->name != p->name || q->type == p->type) continue;
        bool typed = p->type.has_type_string() && q->type.has_type_string();
        FULGUR_CHECK(false, what, " gives ", p->name,
                     typed ? ": \"" + type_string(q->type) + "\" where the statement gave \"" +
                                 type_string(p->type) + "\""
                           : std::string(" another kind of value than the statement gave"),
                     "; expected each output with its type");
      }
    }
  }

  // The trace's own names (the old statement's outputs are the text's now).
  for (const auto& p : t.params) taken.insert(p.proxy->name);
  for (size_t k = 0; k < t.bsyms.size(); ++k)
    if (k != index)
      for (const ProxyPtr& p : t.bsyms[k].flat_outputs()) taken.insert(p->name);
  std::unordered_set<std::string> clashes;
  for (const auto& n : made_names)
    if (!outputs.count(n) && taken.count(n)) clashes.insert(n);
  for (const auto& n : made_names) taken.insert(n);
  for (const auto& b : made.bsyms) {
    for (const ProxyPtr& p : b.flat_outputs()) {
      if (!clashes.count(p->name)) continue;
      std::string fresh = p->name + "_r";
      for (int k = 1; taken.count(fresh); ++k) fresh = p->name + "_r" + std::to_string(k);
      taken.insert(fresh);
      p->name = fresh;
    }
  }

  // The statements printed in place of the old one, and the whole trace parsed again.
  std::string stmts;
  for (const auto& b : made.bsyms) {
    for (const auto& h : b.header)
      if (h != kBodyStart) stmts += "  # " + h + "\n";
    if (b.loc) stmts += "  # " + b.loc->comment() + "\n";
    // (The text's own last comments are the added return's: they stay.)
    if (!replaces_return && is_syntax(b, "python_return")) continue;
    stmts += "  " + print_statement(b) + "\n";
  }
  static const std::string kMarker = "FULGUR_REPLACE_HERE";
  Trace marked = t;
  marked.bsyms[index].header.push_back(kMarker);
  std::istringstream printed(print_trace(marked, PrintOptions{.depth = 0}));
  std::string out, ln;
  bool spliced = false;
  while (std::getline(printed, ln)) {
    if (spliced || ln != "  # " + kMarker) {
      out += ln + "\n";
      continue;
    }
    // The statement's own comment lines (its source line) stay above it.
    while (std::getline(printed, ln) && ln.rfind("  #", 0) == 0) out += ln + "\n";
    out += stmts;
    spliced = true;
  }
  FULGUR_INTERNAL_ASSERT(spliced, "replace_statement: the marker of statement ", index,
                         " is not in the printed trace");
  try {
    return parse_trace(out, "<replaced>");
  } catch (const Error& e) {
    throw Error("the trace with " + what + " does not parse: " + e.what());
  }
}

}  // namespace fulgur
