#include "ir/lexer.h"

#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstdlib>

namespace fulgur {

namespace {
// `c` as it can be shown in a message: itself when printable, else \xNN.
std::string printable(char c) {
  auto u = static_cast<unsigned char>(c);
  if (std::isprint(u)) return std::string(1, c);
  const char* hex = "0123456789abcdef";
  return std::string("\\x") + hex[u >> 4] + hex[u & 15];
}
}  // namespace

bool lex(std::string_view s, std::vector<Token>& out, LexError& err, bool stop_at_comment,
         size_t* comment_offset) {
  size_t i = 0;
  if (comment_offset) *comment_offset = std::string_view::npos;
  while (i < s.size()) {
    char c = s[i];
    if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
      continue;
    }
    if (c == '#' && stop_at_comment) {
      if (comment_offset) *comment_offset = i;
      break;
    }
    Token t;
    t.offset = i;
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      size_t j = i;
      while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_')) ++j;
      t.kind = TokKind::Name;
      t.text = std::string(s.substr(i, j - i));
      i = j;
    } else if (std::isdigit(static_cast<unsigned char>(c)) ||
               (c == '.' && i + 1 < s.size() &&
                std::isdigit(static_cast<unsigned char>(s[i + 1])))) {
      size_t j = i;
      bool is_float = false;
      while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
      if (j < s.size() && s[j] == '.') {
        is_float = true;
        ++j;
        while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
      }
      if (j < s.size() && (s[j] == 'e' || s[j] == 'E')) {
        size_t k = j + 1;
        if (k < s.size() && (s[k] == '+' || s[k] == '-')) ++k;
        if (k < s.size() && std::isdigit(static_cast<unsigned char>(s[k]))) {
          is_float = true;
          j = k;
          while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
        }
      }
      t.kind = is_float ? TokKind::Float : TokKind::Int;
      t.text = std::string(s.substr(i, j - i));
      i = j;
    } else if (c == '\'' || c == '"') {
      size_t j = i + 1;
      std::string val;
      bool closed = false;
      while (j < s.size()) {
        char d = s[j];
        if (d == c) {
          closed = true;
          ++j;
          break;
        }
        if (d == '\\' && j + 1 < s.size()) {
          char e = s[j + 1];
          switch (e) {
            case 'n':
              val += '\n';
              break;
            case 't':
              val += '\t';
              break;
            case 'r':
              val += '\r';
              break;
            case '\\':
            case '\'':
            case '"':
              val += e;
              break;
            default:
              err = {std::string("unsupported escape '\\") + printable(e) +
                         "' in a string (expected one of \\\\ \\' \\\" \\n \\t \\r)",
                     j};
              return false;
          }
          j += 2;
          continue;
        }
        val += d;
        ++j;
      }
      if (!closed) {
        err = {"unterminated string", i};
        return false;
      }
      t.kind = TokKind::String;
      t.text = std::move(val);
      i = j;
    } else if (c == '*' && i + 1 < s.size() && s[i + 1] == '*') {
      t.kind = TokKind::Punct;
      t.text = "**";
      i += 2;
    } else if (std::string_view("()[]{},=:.*-+").find(c) != std::string_view::npos) {
      t.kind = TokKind::Punct;
      t.text = std::string(1, c);
      ++i;
    } else {
      err = {"unexpected character '" + printable(c) + "'", i};
      return false;
    }
    out.push_back(std::move(t));
  }
  Token end;
  end.kind = TokKind::End;
  end.offset = i;
  out.push_back(end);
  return true;
}

std::optional<double> parse_float_literal(const std::string& text) {
  errno = 0;
  char* end = nullptr;
  double v = std::strtod(text.c_str(), &end);
  if (end == text.c_str() || *end != '\0') return std::nullopt;
  if (errno == ERANGE && std::isinf(v)) return std::nullopt;
  return v;
}

}  // namespace fulgur
