// Prints traces as Python-like text (docs/design.md section 3).
#pragma once

#include <string>

#include "ir/trace.h"

namespace fulgur {

struct PrintOptions {
  int depth = 1;  // levels of subsymbols printed as comments; -1 prints all
};

std::string print_trace(const Trace& t, const PrintOptions& opts = {});
// One statement without indentation or subsymbols, with its type comment.
std::string print_statement(const BoundSymbol& b);

}  // namespace fulgur
