#include "ir/lexer.h"

#include <cctype>

namespace fulgur {

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
            default:
              val += e;
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
      err = {std::string("unexpected character '") + c + "'", i};
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

}  // namespace fulgur
