// One statement of a trace replaced by statements written as trace text:
// what an override's transform does to its placeholder's calls
// (fulgur.spmd.Trace.replace, docs/python.md "fulgur.spmd").
//
//   replace_statement(t, 7, "wt = ltorch.transpose(w, 0, 1)\n"
//                           "t5 = ltorch.matmul(x, wt)")
//
// The text is parsed as statements of their own, reading the names the trace
// defines before the statement, so renaming works on what the parser found:
// an assigned temporary (`wt`) whose name the trace already uses is renamed
// apart (`wt_r`) where it is a name, never inside a keyword argument's name
// (`dim=`), a symbol (`ltorch.sum`) or a string.
#pragma once
#include <cstddef>
#include <string>

#include "ir/trace.h"

namespace fulgur {

// `t` with its top-level statement `index` replaced by the statements in
// `text` (one per line; `#` comment lines stay above the statement after
// them, or at the end). The text may read every name defined before the
// statement except the names it assigns itself (those are its own
// throughout: reading the trace's `dim` and assigning a temporary `dim` is
// an "undefined name" error); it must assign each of the statement's
// outputs, and only a replacement of the return statement may (and must)
// end with a return. A value without a type comment (an opaque one) is read
// as a collection. Every other name it
// assigns is a temporary, kept as written unless the trace uses that name,
// then renamed apart. The whole trace is parsed again, so every statement is
// checked by its meta function. Raises Error (naming the statement) for an
// index out of range, text that does not parse, an output the text does not
// assign, or a return where none belongs.
Trace replace_statement(const Trace& t, size_t index, const std::string& text);

}  // namespace fulgur
