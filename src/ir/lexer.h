// A small lexer for the Python-like text of traces and type strings.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fulgur {

enum class TokKind { Name, Int, Float, String, Punct, End };

struct Token {
  TokKind kind = TokKind::End;
  std::string text;   // Name/Punct text, decoded String contents, Int/Float spelling
  size_t offset = 0;  // into the lexed text
};

struct LexError {
  std::string message;
  size_t offset = 0;
};

// Tokenizes `s`; stops at an unquoted '#' (the rest of a line is a comment)
// when `stop_at_comment`. Punctuation: ( ) [ ] { } , = : . * ** - +
// On failure returns false and fills `err`.
bool lex(std::string_view s, std::vector<Token>& out, LexError& err, bool stop_at_comment,
         size_t* comment_offset = nullptr);

// The value of an Int or Float token's spelling as a double; nullopt when it
// overflows (1e999). Values that underflow become subnormals or 0, as in Python.
std::optional<double> parse_float_literal(const std::string& text);

}  // namespace fulgur
