#include "ir/parser.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

#include "ir/error.h"
#include "ir/fusion_symbol.h"
#include "ir/input_file.h"
#include "ir/lexer.h"
#include "ir/syntax.h"

namespace fulgur {

namespace {

struct SubComment {
  int level = 0;  // 1 = direct subsymbol
  std::string text;
};

// Where a printed subsymbol line sits relative to the statement it belongs to.
struct PendingStatement {
  size_t bsym_index = 0;
  std::vector<SubComment> subs;
};

size_t indentation(const std::string& line) {
  size_t i = 0;
  while (i < line.size() && line[i] == ' ') ++i;
  return i;
}

// `s` shortened for a message: a hostile type string may be megabytes long.
std::string excerpt(const std::string& s) {
  constexpr size_t kMax = 120;
  return s.size() <= kMax ? s : s.substr(0, kMax) + "...";
}

bool is_blank(const std::string& line) {
  return line.find_first_not_of(" \t\r") == std::string::npos;
}

class Parser {
 public:
  Parser(const std::string& text, std::string filename) : filename_(std::move(filename)) {
    std::istringstream is(text);
    std::string line;
    while (std::getline(is, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      lines_.push_back(line);
    }
    for (size_t i = 0; i < lines_.size(); ++i) {
      size_t ind = indentation(lines_[i]);
      if (ind < lines_[i].size() && lines_[i][ind] == '\t')
        fail(i, ind, "tabs are not allowed for indentation; use spaces");
    }
    reserve_words(text);
  }

  std::vector<Trace> parse_all() {
    std::vector<Trace> out;
    std::vector<std::string> header;
    while (pos_ < lines_.size()) {
      const std::string& line = lines_[pos_];
      if (is_blank(line)) {
        ++pos_;
        continue;
      }
      size_t ind = indentation(line);
      if (ind != 0) fail(pos_, ind, "unexpected indentation outside a function");
      if (line[0] == '#') {
        header.push_back(comment_text(line, 0));
        ++pos_;
        continue;
      }
      out.push_back(parse_function(std::move(header)));
      header.clear();
    }
    if (out.empty())
      fail(lines_.empty() ? 0 : lines_.size() - 1, 0,
           "no function found (expected 'def NAME(...):')");
    return out;
  }

 private:
  [[noreturn]] void fail(size_t line, size_t col, const std::string& msg) const {
    throw Error(filename_ + ":" + std::to_string(line + 1) + ":" + std::to_string(col + 1) + ": " +
                msg);
  }

  static std::string comment_text(const std::string& line, size_t ind) {
    // "# text" -> "text"
    size_t start = ind + 1;
    if (start < line.size() && line[start] == ' ') ++start;
    return start <= line.size() ? line.substr(start) : "";
  }

  void reserve_words(const std::string& text) {
    size_t i = 0;
    while (i < text.size()) {
      if (std::isalpha(static_cast<unsigned char>(text[i])) || text[i] == '_') {
        size_t j = i;
        while (j < text.size() &&
               (std::isalnum(static_cast<unsigned char>(text[j])) || text[j] == '_'))
          ++j;
        reserved_.push_back(text.substr(i, j - i));
        i = j;
      } else {
        ++i;
      }
    }
  }

  std::vector<Token> lex_line(size_t line_idx, size_t from, size_t* comment_at) {
    const std::string& line = lines_[line_idx];
    std::vector<Token> toks;
    LexError err;
    if (!lex(std::string_view(line).substr(from), toks, err, true, comment_at))
      fail(line_idx, from + err.offset, err.message);
    for (auto& t : toks) t.offset += from;
    if (comment_at && *comment_at != std::string_view::npos) *comment_at += from;
    return toks;
  }

  // ---- function ---------------------------------------------------------

  Trace parse_function(std::vector<std::string> header) {
    TraceBuilder tb;
    Trace& tr = tb.trace();
    tr.header = std::move(header);
    for (const auto& w : reserved_) tr.names.reserve(w);
    scope_.clear();

    size_t def_line = pos_;
    auto toks = lex_line(pos_, 0, nullptr);
    size_t k = 0;
    auto expect_punct = [&](const char* p) {
      if (toks[k].kind != TokKind::Punct || toks[k].text != p)
        fail(def_line, toks[k].offset,
             std::string("expected '") + p + "' in the function signature");
      ++k;
    };
    if (toks[k].kind != TokKind::Name || toks[k].text != "def")
      fail(def_line, toks[k].offset, "expected 'def NAME(...):' but found '" + toks[k].text + "'");
    ++k;
    if (toks[k].kind != TokKind::Name) fail(def_line, toks[k].offset, "expected a function name");
    tr.fn_name = toks[k++].text;
    expect_punct("(");
    struct P {
      std::string name;
      TraceParam::Kind kind;
      size_t col;
    };
    std::vector<P> params;
    std::unordered_set<std::string> param_names;  // a hostile def may have 100k parameters
    while (!(toks[k].kind == TokKind::Punct && toks[k].text == ")")) {
      TraceParam::Kind kind = TraceParam::Kind::Plain;
      if (toks[k].kind == TokKind::Punct && (toks[k].text == "*" || toks[k].text == "**")) {
        kind = toks[k].text == "*" ? TraceParam::Kind::Star : TraceParam::Kind::StarStar;
        ++k;
      }
      if (toks[k].kind != TokKind::Name)
        fail(def_line, toks[k].offset, "expected a parameter name");
      if (!param_names.insert(toks[k].text).second)
        fail(def_line, toks[k].offset, "duplicate parameter '" + toks[k].text + "'");
      params.push_back({toks[k].text, kind, toks[k].offset});
      ++k;
      if (toks[k].kind == TokKind::Punct && toks[k].text == ",")
        ++k;
      else if (!(toks[k].kind == TokKind::Punct && toks[k].text == ")"))
        fail(def_line, toks[k].offset, "expected ',' or ')' in the parameter list");
    }
    ++k;
    expect_punct(":");
    if (toks[k].kind != TokKind::End) fail(def_line, toks[k].offset, "unexpected text after ':'");
    ++pos_;

    // Body indentation from its first line.
    size_t body = 0;
    for (size_t i = pos_; i < lines_.size(); ++i) {
      if (is_blank(lines_[i])) continue;
      body = indentation(lines_[i]);
      break;
    }
    if (body == 0) fail(def_line, 0, "function '" + tr.fn_name + "' has no body");

    // Input type comments: "# x: "TYPE"" right after def.
    std::unordered_map<std::string, ProxyType> input_types;
    while (pos_ < lines_.size()) {
      const std::string& line = lines_[pos_];
      if (is_blank(line)) {
        ++pos_;
        continue;
      }
      if (indentation(line) != body || line[body] != '#') break;
      auto nt = parse_name_types(pos_, body + 1);
      if (nt.size() != 1) break;
      if (!param_names.count(nt[0].first) || input_types.count(nt[0].first)) break;
      input_types.emplace(nt[0].first, nt[0].second);
      ++pos_;
    }
    for (const auto& p : params) {
      auto it = input_types.find(p.name);
      ProxyType t = it != input_types.end() ? it->second : ProxyType::collection();
      tr.names.release(p.name);
      scope_[p.name] = tb.add_input(p.name, t, p.kind);
    }

    std::vector<std::string> pending_header;
    std::optional<SourceLoc> pending_loc;
    std::optional<PendingStatement> last;
    bool returned = false;
    while (pos_ < lines_.size()) {
      const std::string& line = lines_[pos_];
      if (is_blank(line)) {
        ++pos_;
        continue;
      }
      size_t ind = indentation(line);
      if (ind < body) break;
      if (line[ind] == '#') {
        if (ind > body) {
          if (last) {
            int level = static_cast<int>((ind - body) / 2);
            last->subs.push_back({level, comment_text(line, ind)});
          }
        } else {
          std::string text = comment_text(line, ind);
          auto loc = parse_loc(text);
          if (loc) {
            pending_loc = loc;
          } else {
            pending_header.push_back(text);
          }
        }
        ++pos_;
        continue;
      }
      if (ind != body) fail(pos_, ind, "unexpected indentation");
      if (returned) fail(pos_, ind, "statement after return");
      if (last) apply_subsymbol_names(tr, *last);
      last.reset();
      size_t before = tr.bsyms.size();
      returned = parse_statement(tb, pos_, ind);
      if (tr.bsyms.size() > before) {
        BoundSymbol& b = tr.bsyms.back();
        b.header = std::move(pending_header);
        b.loc = std::move(pending_loc);
        last = PendingStatement{tr.bsyms.size() - 1, {}};
      }
      pending_header.clear();
      pending_loc.reset();
      ++pos_;
    }
    if (last) apply_subsymbol_names(tr, *last);
    if (!returned)
      fail(pos_ == 0 ? 0 : pos_ - 1, 0, "function '" + tr.fn_name + "' has no return statement");
    return tb.finish();
  }

  static std::optional<SourceLoc> parse_loc(const std::string& text) {
    // "path:LINE" or "path:LINE: source"
    size_t colon = text.find(':');
    while (colon != std::string::npos) {
      size_t j = colon + 1;
      while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) ++j;
      if (j > colon + 1 &&
          (j == text.size() || (text[j] == ':' && j + 1 < text.size() && text[j + 1] == ' '))) {
        std::string file = text.substr(0, colon);
        if (file.empty() || file.find(' ') != std::string::npos) return std::nullopt;
        SourceLoc loc;
        loc.file = file;
        // A number too large for a line is not a location: the comment stays text.
        auto [p, ec] = std::from_chars(text.data() + colon + 1, text.data() + j, loc.line);
        if (ec != std::errc()) return std::nullopt;
        if (j < text.size()) loc.text = text.substr(j + 2);
        return loc;
      }
      colon = text.find(':', colon + 1);
    }
    return std::nullopt;
  }

  // "a: "TYPE", b: "TYPE"" from column `from` of a line; empty when the text
  // is not of that form. A malformed type string is an error.
  std::vector<std::pair<std::string, ProxyType>> parse_name_types(size_t line_idx, size_t from) {
    std::vector<std::pair<std::string, ProxyType>> out;
    std::vector<Token> toks;
    LexError err;
    if (!lex(std::string_view(lines_[line_idx]).substr(from), toks, err, false)) return {};
    size_t k = 0;
    while (toks[k].kind != TokKind::End) {
      if (toks[k].kind != TokKind::Name || toks[k + 1].kind != TokKind::Punct ||
          toks[k + 1].text != ":" || toks[k + 2].kind != TokKind::String)
        return {};
      const Token& s = toks[k + 2];
      auto parsed = parse_type_string(s.text);
      if (auto* e = std::get_if<TypeParseError>(&parsed))
        fail(line_idx, from + s.offset + 1 + e->offset,
             "bad type string \"" + excerpt(s.text) + "\": " + e->message);
      out.emplace_back(toks[k].text, std::get<ProxyType>(parsed));
      k += 3;
      if (toks[k].kind == TokKind::Punct && toks[k].text == ",")
        ++k;
      else if (toks[k].kind != TokKind::End)
        return {};
    }
    return out;
  }

  // ---- statements -------------------------------------------------------

  struct Cursor {
    std::vector<Token> toks;
    size_t k = 0;
    size_t line = 0;
    const Token& peek(size_t ahead = 0) const { return toks[std::min(k + ahead, toks.size() - 1)]; }
    bool is_punct(const char* p, size_t ahead = 0) const {
      return peek(ahead).kind == TokKind::Punct && peek(ahead).text == p;
    }
    bool is_name(const char* n, size_t ahead = 0) const {
      return peek(ahead).kind == TokKind::Name && peek(ahead).text == n;
    }
  };

  void expect(Cursor& c, const char* p) {
    if (!c.is_punct(p))
      fail(c.line, c.peek().offset,
           std::string("expected '") + p + "'" +
               (c.peek().kind == TokKind::End ? " before the end of the line"
                                              : " but found '" + c.peek().text + "'"));
    ++c.k;
  }

  void expect_end(Cursor& c) {
    if (c.peek().kind != TokKind::End)
      fail(c.line, c.peek().offset, "unexpected '" + c.peek().text + "'");
  }

  ProxyPtr lookup(const Cursor& c, const Token& t) {
    auto it = scope_.find(t.text);
    if (it == scope_.end()) fail(c.line, t.offset, "undefined name '" + t.text + "'");
    return it->second;
  }

  // Expressions nest (parentheses, lists, unary minus) at most this deep:
  // far beyond what a printed trace holds, and the recursion stays shallow.
  static constexpr int kMaxNesting = 100;

  Value parse_expr(Cursor& c, int depth = 0) {
    const Token& t = c.peek();
    if (depth >= kMaxNesting)
      fail(c.line, t.offset,
           "expression nested deeper than " + std::to_string(kMaxNesting) +
               " levels (parentheses, brackets or unary minus)");
    if (t.kind == TokKind::Punct && t.text == "-") {
      ++c.k;
      const Token& n = c.peek();
      Value v = parse_expr(c, depth + 1);
      if (v.is_int()) return Value(-v.as_int());
      if (v.is_float()) return Value(-v.as_float());
      fail(c.line, n.offset, "'-' applies only to number literals");
    }
    if (t.kind == TokKind::Int) {
      ++c.k;
      int64_t v = 0;
      auto [p, ec] = std::from_chars(t.text.data(), t.text.data() + t.text.size(), v);
      if (ec != std::errc())
        fail(c.line, t.offset, "integer literal out of range: " + excerpt(t.text));
      return Value(v);
    }
    if (t.kind == TokKind::Float) {
      ++c.k;
      auto v = parse_float_literal(t.text);
      if (!v)
        fail(c.line, t.offset,
             "float literal out of range: " + excerpt(t.text) +
                 " (write float('inf') for infinity)");
      return Value(*v);
    }
    if (t.kind == TokKind::String) {
      ++c.k;
      return Value(t.text);
    }
    if (t.kind == TokKind::Punct && (t.text == "(" || t.text == "[")) {
      bool is_list = t.text == "[";
      const char* close = is_list ? "]" : ")";
      ++c.k;
      std::vector<Value> items;
      bool saw_comma = false;
      while (!c.is_punct(close)) {
        if (c.peek().kind == TokKind::End)
          fail(c.line, c.peek().offset, std::string("expected '") + close + "'");
        items.push_back(parse_expr(c, depth + 1));
        if (c.is_punct(",")) {
          saw_comma = true;
          ++c.k;
        } else if (!c.is_punct(close)) {
          fail(c.line, c.peek().offset, std::string("expected ',' or '") + close + "'");
        }
      }
      ++c.k;
      if (!is_list && items.size() == 1 && !saw_comma) return items[0];  // parenthesized
      return is_list ? Value::list(std::move(items)) : Value::tuple(std::move(items));
    }
    if (t.kind == TokKind::Name) {
      if (t.text == "True" || t.text == "False") {
        ++c.k;
        return Value(t.text == "True");
      }
      if (t.text == "None") {
        ++c.k;
        return Value(None{});
      }
      if (t.text == "torch" && c.is_punct(".", 1) && c.peek(2).kind == TokKind::Name) {
        std::string name = "torch." + c.peek(2).text;
        auto d = dtype_from_torch_name(name);
        if (!d) fail(c.line, t.offset, "unknown dtype '" + name + "'");
        c.k += 3;
        return Value(*d);
      }
      if (t.text == "float" && c.is_punct("(", 1) && c.peek(2).kind == TokKind::String &&
          c.is_punct(")", 3)) {
        const std::string& s = c.peek(2).text;
        if (s != "inf" && s != "-inf" && s != "nan")
          fail(c.line, c.peek(2).offset, "expected float('inf') or float('nan')");
        c.k += 4;
        if (s == "nan") return Value(std::nan(""));
        return Value(s == "inf" ? HUGE_VAL : -HUGE_VAL);
      }
      if (t.text == "ProcessGroup" && c.is_punct("(", 1)) return parse_group(c, depth);
      if ((t.text == "Shard" || t.text == "Replicate" || t.text == "Partial") && c.is_punct("(", 1))
        return parse_placement(c);
      ++c.k;
      return Value(lookup(c, t));
    }
    fail(c.line, t.offset,
         t.kind == TokKind::End ? "expected an expression" : "unexpected '" + t.text + "'");
  }

  void expect_keyword(Cursor& c, const char* name) {
    if (!c.is_name(name) || !c.is_punct("=", 1))
      fail(c.line, c.peek().offset, std::string("expected '") + name + "='");
    c.k += 2;
  }

  // A DTensor placement: Shard(dim=0), Replicate(), Partial(sum) (sum, avg,
  // max or min).
  Value parse_placement(Cursor& c) {
    const Token& t = c.peek();
    c.k += 2;  // Name(
    Placement p;
    if (t.text == "Shard") {
      expect_keyword(c, "dim");
      const Token& d = c.peek();
      if (d.kind != TokKind::Int) fail(c.line, d.offset, "expected Shard(dim=N)");
      Value v = parse_expr(c, 0);
      if (!v.is_int() || v.as_int() < 0)
        fail(c.line, d.offset, "expected a non-negative dim in Shard(dim=N)");
      p = Placement::shard(v.as_int());
    } else if (t.text == "Partial") {
      ReduceOp op = ReduceOp::Sum;
      if (c.peek().kind == TokKind::Name) {
        const Token& o = c.peek();
        auto r = reduce_op_from_name(o.text);
        if (!r)
          fail(c.line, o.offset,
               "unknown reduce op '" + o.text + "' (expected sum, avg, max or min)");
        op = *r;
        ++c.k;
      }
      p = Placement::partial(op);
    }
    expect(c, ")");
    return Value(p);
  }

  // ProcessGroup(mesh=DeviceMesh('cpu', [[0, 1], [2, 3]]), dims=(1,))
  Value parse_group(Cursor& c, int depth) {
    c.k += 2;  // ProcessGroup(
    expect_keyword(c, "mesh");
    if (!c.is_name("DeviceMesh") || !c.is_punct("(", 1))
      fail(c.line, c.peek().offset, "expected DeviceMesh(device type, ranks)");
    c.k += 2;
    const Token& dev_tok = c.peek();
    Value dev = parse_expr(c, depth + 1);
    if (!dev.is_str()) fail(c.line, dev_tok.offset, "expected the mesh's device type as a string");
    expect(c, ",");
    const Token& ids_tok = c.peek();
    Value ids = parse_expr(c, depth + 1);
    expect(c, ")");
    ProcessGroupSpec g;
    g.mesh.device_type = dev.as_str();
    // Nested lists of ranks, one level per mesh dim, rectangular.
    std::string bad;
    auto walk = [&](auto&& self, const Value& v, size_t dim) -> void {
      if (!bad.empty()) return;
      if (v.is_int()) {
        if (dim != g.mesh.shape.size()) bad = "the mesh is not rectangular";
        g.mesh.ids.push_back(v.as_int());
        return;
      }
      if (!v.is_seq() || !v.seq().is_list) {
        bad = "expected nested lists of ranks, got " + describe(v);
        return;
      }
      int64_t n = static_cast<int64_t>(v.seq().items.size());
      if (dim == g.mesh.shape.size() && g.mesh.ids.empty()) {
        g.mesh.shape.push_back(n);
      } else if (dim >= g.mesh.shape.size() || g.mesh.shape[dim] != n) {
        bad = "the mesh is not rectangular";
        return;
      }
      if (n == 0) bad = "a mesh dim is empty";
      for (const Value& item : v.seq().items) self(self, item, dim + 1);
    };
    walk(walk, ids, 0);
    if (bad.empty()) {
      std::vector<int64_t> sorted = g.mesh.ids;
      std::sort(sorted.begin(), sorted.end());
      if (sorted.empty() || sorted.front() < 0 ||
          std::adjacent_find(sorted.begin(), sorted.end()) != sorted.end())
        bad = "expected distinct non-negative ranks";
    }
    if (!bad.empty()) fail(c.line, ids_tok.offset, "DeviceMesh: " + bad);
    expect(c, ",");
    expect_keyword(c, "dims");
    const Token& dims_tok = c.peek();
    Value dims = parse_expr(c, depth + 1);
    if (!dims.is_seq() || dims.seq().is_list)
      fail(c.line, dims_tok.offset, "expected dims as a tuple of mesh dims, e.g. (1,)");
    for (const Value& d : dims.seq().items) {
      if (!d.is_int() || d.as_int() < 0 ||
          d.as_int() >= static_cast<int64_t>(g.mesh.shape.size()) ||
          std::find(g.dims.begin(), g.dims.end(), d.as_int()) != g.dims.end())
        fail(c.line, dims_tok.offset,
             "expected distinct dims of the " + std::to_string(g.mesh.shape.size()) +
                 "-dim mesh, got " + value_repr(dims));
      g.dims.push_back(d.as_int());
    }
    expect(c, ")");
    return Value(std::move(g));
  }

  struct Target {
    std::string name;  // "_" = ignored
    size_t col;
  };

  // Returns true when the statement was a return.
  bool parse_statement(TraceBuilder& tb, size_t line_idx, size_t ind) {
    size_t comment_at = std::string::npos;
    Cursor c{lex_line(line_idx, ind, &comment_at), 0, line_idx};
    std::vector<std::pair<std::string, ProxyType>> annotated;
    if (comment_at != std::string::npos) annotated = parse_name_types(line_idx, comment_at + 1);

    if (c.is_name("return")) {
      ++c.k;
      Value v = c.peek().kind == TokKind::End ? Value(None{}) : parse_expr(c);
      expect_end(c);
      tb.append(make_return(std::move(v)));
      return true;
    }
    if (c.is_name("del") && c.peek(1).kind == TokKind::Name) {
      ++c.k;
      std::vector<ProxyPtr> names;
      while (true) {
        const Token& n = c.peek();
        if (n.kind != TokKind::Name) fail(line_idx, n.offset, "expected a name after del");
        names.push_back(lookup(c, n));
        scope_.erase(n.text);
        ++c.k;
        if (!c.is_punct(",")) break;
        ++c.k;
      }
      expect_end(c);
      tb.append(make_del(names));
      return false;
    }
    // x: "TYPE" = coll[i]
    if (c.peek().kind == TokKind::Name && c.is_punct(":", 1)) {
      const Token name = c.peek();
      const Token type_tok = c.peek(2);
      if (type_tok.kind != TokKind::String)
        fail(line_idx, type_tok.offset, "expected a type string after ':'");
      c.k += 3;
      expect(c, "=");
      const Token coll_tok = c.peek();
      if (coll_tok.kind != TokKind::Name)
        fail(line_idx, coll_tok.offset, "expected COLLECTION[INDEX]");
      ProxyPtr coll = lookup(c, coll_tok);
      ++c.k;
      expect(c, "[");
      const Token idx = c.peek();
      if (idx.kind != TokKind::Int) fail(line_idx, idx.offset, "expected an integer index");
      int64_t index = 0;
      auto [ip, iec] = std::from_chars(idx.text.data(), idx.text.data() + idx.text.size(), index);
      if (iec != std::errc())
        fail(line_idx, idx.offset, "index out of range: " + excerpt(idx.text));
      ++c.k;
      expect(c, "]");
      expect_end(c);
      auto parsed = parse_type_string(type_tok.text);
      if (auto* e = std::get_if<TypeParseError>(&parsed))
        fail(line_idx, type_tok.offset + 1 + e->offset,
             "bad type string \"" + excerpt(type_tok.text) + "\": " + e->message);
      ProxyPtr out = define(tb, {name.text, name.offset}, std::get<ProxyType>(parsed), line_idx);
      tb.append(make_getitem(coll, index, out));
      return false;
    }

    // Targets.
    std::vector<Target> targets;
    enum class Form { None, Single, Tuple, List, Bare } form = Form::None;
    if ((c.is_punct("(") || c.is_punct("[")) && has_assignment(c)) {
      form = c.is_punct("(") ? Form::Tuple : Form::List;
      const char* close = form == Form::Tuple ? ")" : "]";
      ++c.k;
      while (!c.is_punct(close)) {
        const Token& n = c.peek();
        if (n.kind != TokKind::Name)
          fail(line_idx, n.offset, "expected a name in the assignment targets");
        targets.push_back({n.text, n.offset});
        ++c.k;
        if (c.is_punct(","))
          ++c.k;
        else if (!c.is_punct(close))
          fail(line_idx, c.peek().offset, std::string("expected ',' or '") + close + "'");
      }
      ++c.k;
      expect(c, "=");
    } else if (c.peek().kind == TokKind::Name && c.is_punct("=", 1)) {
      form = Form::Single;
      targets.push_back({c.peek().text, c.peek().offset});
      c.k += 2;
    } else if (c.peek().kind == TokKind::Name && c.is_punct(",", 1) && has_assignment(c)) {
      form = Form::Bare;
      while (!c.is_punct("=")) {
        const Token& n = c.peek();
        if (n.kind != TokKind::Name)
          fail(line_idx, n.offset, "expected a name in the assignment targets");
        targets.push_back({n.text, n.offset});
        ++c.k;
        if (c.is_punct(","))
          ++c.k;
        else if (!c.is_punct("="))
          fail(line_idx, c.peek().offset, "expected ',' or '='");
      }
      ++c.k;
    }

    // Right-hand side: NAME (unpacking), NAME.attr, or ns.op(args).
    const Token head = c.peek();
    if (head.kind != TokKind::Name)
      fail(line_idx, head.offset, "expected a call such as prims.add(a, b)");
    if (form == Form::Bare && c.peek(1).kind == TokKind::End) {
      ProxyPtr coll = lookup(c, head);
      ++c.k;
      std::vector<ProxyPtr> outs;
      for (const auto& t : targets) {
        if (t.name == "_") {
          outs.push_back(nullptr);
          continue;
        }
        ProxyType type = ProxyType::collection();
        for (const auto& [n, ty] : annotated)
          if (n == t.name) type = ty;
        outs.push_back(define(tb, t, type, line_idx));
      }
      tb.append(make_unpack_sequence(coll, outs));
      return false;
    }
    std::string qualified = head.text;
    size_t qk = c.k + 1;
    while (c.is_punct(".", qk - c.k) && c.peek(qk - c.k + 1).kind == TokKind::Name) {
      qualified += "." + c.peek(qk - c.k + 1).text;
      qk += 2;
    }
    bool is_call = c.is_punct("(", qk - c.k);
    if (!is_call) {
      // obj.attr
      if (form != Form::Single || qualified.find('.') == std::string::npos ||
          c.peek(qk - c.k).kind != TokKind::End)
        fail(line_idx, head.offset, "expected a call such as prims.add(a, b)");
      ProxyPtr obj = lookup(c, head);
      std::string attr = c.peek(2).text;
      ProxyType type;
      try {
        type = getattr_type(*obj, attr);
      } catch (const Error& e) {
        fail(line_idx, c.peek(2).offset, e.what());
      }
      for (const auto& [n, ty] : annotated)
        if (n == targets[0].name && !(ty == type))
          fail(line_idx, head.offset,
               "type comment says " + n + ": \"" + type_string(ty) + "\" but " + head.text + "." +
                   attr + " is \"" + type_string(type) + "\"");
      ProxyPtr out = define(tb, targets[0], type, line_idx);
      tb.append(make_getattr(obj, attr, out));
      return false;
    }
    if (is_fusion_name(qualified)) {
      c.k = qk + 1;
      parse_fusion(tb, c, qualified, targets, static_cast<int>(form), annotated, line_idx, ind,
                   head.offset);
      return false;
    }
    const Symbol* sym = find_symbol(qualified);
    if (!sym || sym->has(kTagSyntax)) fail(line_idx, head.offset, "unknown op '" + qualified + "'");
    c.k = qk + 1;
    std::vector<Value> args;
    std::vector<std::pair<std::string, Value>> kwargs;
    while (!c.is_punct(")")) {
      if (c.peek().kind == TokKind::End) fail(line_idx, c.peek().offset, "expected ')'");
      if (c.peek().kind == TokKind::Name && c.is_punct("=", 1)) {
        std::string key = c.peek().text;
        c.k += 2;
        kwargs.emplace_back(key, parse_expr(c));
      } else {
        if (!kwargs.empty())
          fail(line_idx, c.peek().offset, "positional argument follows keyword argument");
        args.push_back(parse_expr(c));
      }
      if (c.is_punct(","))
        ++c.k;
      else if (!c.is_punct(")"))
        fail(line_idx, c.peek().offset, "expected ',' or ')'");
    }
    ++c.k;
    expect_end(c);

    Value out;
    try {
      out = tb.call(*sym, std::move(args), std::move(kwargs));
      // Shapes computed from arguments (reshape, full, broadcast_in_dim, ...)
      // must be addressable like those of type strings.
      std::vector<ProxyPtr> results;
      collect_proxies(out, results);
      for (const auto& r : results)
        if (r->is_tensor() || r->is_future()) check_tensor_size(r->tensor());
    } catch (const Error& e) {
      fail(line_idx, head.offset, e.what());
    }
    bind_outputs(tb, *sym, out, targets, static_cast<int>(form), annotated, line_idx, head.offset);
    return false;
  }

  // `[a, b] = cudaFusion0(x, y)` followed by its subsymbols, one level deeper,
  // which define the region: they are parsed (and their meta functions re-run)
  // with the region's arguments in scope.
  void parse_fusion(TraceBuilder& tb, Cursor& c, const std::string& name,
                    const std::vector<Target>& targets, int form,
                    const std::vector<std::pair<std::string, ProxyType>>& annotated,
                    size_t line_idx, size_t ind, size_t col) {
    std::vector<Value> args;
    std::unordered_map<const Proxy*, bool> is_arg;
    while (!c.is_punct(")")) {
      const Token& t = c.peek();
      if (t.kind != TokKind::Name)
        fail(line_idx, t.offset, name + ": expected the name of a region input");
      ProxyPtr p = lookup(c, t);
      is_arg[p.get()] = true;
      args.emplace_back(p);
      ++c.k;
      if (c.is_punct(","))
        ++c.k;
      else if (!c.is_punct(")"))
        fail(line_idx, c.peek().offset, "expected ',' or ')'");
    }
    ++c.k;
    expect_end(c);
    if (form == 0 || form == 4) fail(line_idx, col, name + ": assign the region's outputs");

    TraceBuilder sub("region");
    std::vector<std::string> defined;
    std::unordered_set<std::string> is_defined;  // regions may hold many statements
    size_t j = line_idx + 1;
    size_t last_line = line_idx;
    while (j < lines_.size()) {
      const std::string& line = lines_[j];
      if (is_blank(line)) {
        ++j;
        continue;
      }
      size_t sind = indentation(line);
      if (sind <= ind || line[sind] != '#') break;
      last_line = j;
      ++j;
      if (sind > ind + 2) continue;  // a subsymbol's own subsymbols
      if (line.compare(sind, 2, "# ") != 0)
        fail(last_line, sind, "expected '# ' before a statement");
      size_t before = sub.trace().bsyms.size();
      parse_statement(sub, last_line, sind + 2);
      if (sub.trace().bsyms.size() == before) continue;
      const BoundSymbol& b = sub.trace().bsyms.back();
      if (b.sym->has(kTagSyntax) || b.sym->has(kTagFusion))
        fail(last_line, sind + 2, name + ": a region holds op calls only");
      for (const auto& in : b.flat_inputs())
        if (!is_arg.count(in.get()) && !is_defined.count(in->name))
          fail(last_line, sind + 2,
               name + ": '" + in->name + "' is used in the region but is not one of its inputs");
      for (const auto& out : b.flat_outputs()) {
        defined.push_back(out->name);
        is_defined.insert(out->name);
      }
    }
    pos_ = last_line;
    if (sub.trace().bsyms.empty()) fail(line_idx, col, name + ": a region needs its subsymbols");

    std::vector<Value> outs;
    for (const auto& t : targets) {
      if (!is_defined.count(t.name))
        fail(line_idx, t.col, name + ": output '" + t.name + "' is not defined in the region");
      outs.emplace_back(scope_.at(t.name));
    }
    std::unordered_set<std::string> is_output;
    for (const auto& t : targets) is_output.insert(t.name);
    for (const auto& n : defined) {
      tb.trace().names.reserve(n);
      if (!is_output.count(n)) scope_.erase(n);
    }
    for (const auto& [n, ty] : annotated) {
      auto it = std::find_if(outs.begin(), outs.end(),
                             [&](const Value& v) { return v.proxy()->name == n; });
      if (it == outs.end())
        fail(line_idx, col,
             "the type comment names '" + n + "', which " + name + " does not assign");
      if (!(it->proxy()->type == ty))
        fail(line_idx, col,
             "type comment says " + n + ": \"" + type_string(ty) + "\" but the region gives \"" +
                 type_string(it->proxy()->type) + "\"");
    }
    BoundSymbol b;
    b.sym = &fusion_symbol(name);
    b.args = std::move(args);
    if (form == 1)
      b.output = outs[0];
    else
      b.output = form == 3 ? Value::list(std::move(outs)) : Value::tuple(std::move(outs));
    b.subsymbols = std::move(sub.trace().bsyms);
    tb.append(std::move(b));
  }

  // Whether an '=' appears at bracket depth 0 (an assignment statement).
  static bool has_assignment(const Cursor& c) {
    int depth = 0;
    for (size_t i = c.k; i < c.toks.size(); ++i) {
      const Token& t = c.toks[i];
      if (t.kind != TokKind::Punct) continue;
      if (t.text == "(" || t.text == "[") ++depth;
      if (t.text == ")" || t.text == "]") --depth;
      if (t.text == "=" && depth == 0) return true;
    }
    return false;
  }

  ProxyPtr define(TraceBuilder& tb, const Target& t, ProxyType type, size_t line_idx) {
    if (scope_.count(t.name)) fail(line_idx, t.col, "name '" + t.name + "' is already defined");
    auto p = std::make_shared<Proxy>(Proxy{t.name, std::move(type)});
    tb.trace().names.reserve(t.name);
    scope_[t.name] = p;
    return p;
  }

  void bind_outputs(TraceBuilder& tb, const Symbol& sym, Value& out,
                    const std::vector<Target>& targets,
                    int form,  // Form: 0 none, 1 single, 2 tuple, 3 list, 4 bare
                    const std::vector<std::pair<std::string, ProxyType>>& annotated,
                    size_t line_idx, size_t col) {
    (void)tb;
    std::vector<ProxyPtr> outs;
    collect_proxies(out, outs);
    std::string q = sym.qualified();
    if (form == 0) {
      if (!outs.empty()) fail(line_idx, col, q + " returns a value; assign it to a name");
      return;
    }
    if (out.is_none()) fail(line_idx, col, q + " returns nothing but is assigned to a name");
    bool single = out.is_proxy();
    if (single != (form == 1) || outs.size() != targets.size())
      fail(line_idx, col,
           q + " returns " +
               (single ? std::string("1 value") : std::to_string(outs.size()) + " values") +
               " but " + std::to_string(targets.size()) + " name" +
               (targets.size() == 1 ? " is" : "s are") + " assigned");
    if (out.is_seq()) out.seq().is_list = form == 3;
    for (size_t i = 0; i < outs.size(); ++i) {
      const Target& t = targets[i];
      if (scope_.count(t.name)) fail(line_idx, t.col, "name '" + t.name + "' is already defined");
      outs[i]->name = t.name;
      scope_[t.name] = outs[i];
    }
    for (const auto& [name, type] : annotated) {
      auto it = std::find_if(outs.begin(), outs.end(),
                             [&](const ProxyPtr& p) { return p->name == name; });
      if (it == outs.end())
        fail(line_idx, col,
             "the type comment names '" + name + "', which this statement does not assign");
      if (!((*it)->type == type))
        fail(line_idx, col,
             "type comment says " + name + ": \"" + type_string(type) + "\" but " + q +
                 " gives \"" + type_string((*it)->type) + "\"");
    }
  }

  // Gives the subsymbols the names their printed comments show, when the
  // printed structure matches the meta function's decomposition.
  void apply_subsymbol_names(Trace& tr, const PendingStatement& st) {
    if (st.subs.empty()) return;
    std::vector<std::pair<int, BoundSymbol*>> flat;
    int max_level = 0;
    for (const auto& s : st.subs) max_level = std::max(max_level, s.level);
    auto walk = [&](auto&& self, BoundSymbol& b, int level) -> void {
      if (level > max_level) return;
      for (auto& s : b.subsymbols) {
        flat.emplace_back(level, &s);
        self(self, s, level + 1);
      }
    };
    walk(walk, tr.bsyms[st.bsym_index], 1);
    if (flat.size() != st.subs.size()) return;
    std::vector<std::pair<ProxyPtr, std::string>> renames;
    for (size_t i = 0; i < flat.size(); ++i) {
      if (flat[i].first != st.subs[i].level) return;
      std::vector<std::string> names;
      std::string op;
      if (!split_statement(st.subs[i].text, names, op)) return;
      if (op != flat[i].second->sym->qualified()) return;
      std::vector<ProxyPtr> outs = flat[i].second->flat_outputs();
      if (outs.size() != names.size()) return;
      for (size_t j = 0; j < outs.size(); ++j) renames.emplace_back(outs[j], names[j]);
    }
    std::unordered_map<std::string, Proxy*> taken;
    for (const auto& [p, name] : renames) {
      auto it = scope_.find(name);
      if (it != scope_.end() && it->second.get() != p.get()) return;
      auto [t, inserted] = taken.emplace(name, p.get());
      if (!inserted && t->second != p.get()) return;
    }
    for (const auto& [p, name] : renames) {
      p->name = name;
      tr.names.reserve(name);
    }
  }

  // "a = ns.op(...)" / "(a, b) = ns.op(...)" / "ns.op(...)": output names and op.
  static bool split_statement(const std::string& text, std::vector<std::string>& names,
                              std::string& op) {
    std::vector<Token> toks;
    LexError err;
    if (!lex(text, toks, err, true)) return false;
    size_t k = 0;
    bool has_eq = false;
    for (const auto& t : toks) has_eq = has_eq || (t.kind == TokKind::Punct && t.text == "=");
    if (has_eq) {
      while (k < toks.size() && !(toks[k].kind == TokKind::Punct && toks[k].text == "=")) {
        if (toks[k].kind == TokKind::Name) names.push_back(toks[k].text);
        ++k;
      }
      ++k;
    }
    if (k >= toks.size() || toks[k].kind != TokKind::Name) return false;
    op = toks[k].text;
    while (k + 2 < toks.size() && toks[k + 1].kind == TokKind::Punct && toks[k + 1].text == "." &&
           toks[k + 2].kind == TokKind::Name) {
      op += "." + toks[k + 2].text;
      k += 2;
    }
    return true;
  }

  std::string filename_;
  std::vector<std::string> lines_;
  std::vector<std::string> reserved_;
  size_t pos_ = 0;
  std::unordered_map<std::string, ProxyPtr> scope_;
};

}  // namespace

std::vector<Trace> parse_traces(const std::string& text, const std::string& filename) {
  return Parser(text, filename).parse_all();
}

Trace parse_trace(const std::string& text, const std::string& filename) {
  auto traces = parse_traces(text, filename);
  FULGUR_CHECK(traces.size() == 1, filename, ": expected one function, found ", traces.size());
  return std::move(traces[0]);
}

std::vector<Trace> parse_trace_file(const std::string& path) {
  InputFile in(path, "trace file");
  return parse_traces(in.read_all(), path);
}

const Trace& main_trace(const std::vector<Trace>& traces) {
  FULGUR_INTERNAL_ASSERT(!traces.empty());
  for (const auto& t : traces)
    if (t.fn_name == "computation") return t;
  return traces.back();
}

Trace& main_trace(std::vector<Trace>& traces) {
  return const_cast<Trace&>(main_trace(static_cast<const std::vector<Trace>&>(traces)));
}

}  // namespace fulgur
