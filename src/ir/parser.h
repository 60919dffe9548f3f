// Parses trace text (docs/design.md section 3) back into traces. Every statement
// is re-run through its symbol's meta function, so the parsed trace is
// validated exactly as a captured one; printed subsymbol names are kept.
// Malformed text raises Error "file:line:col: message".
#pragma once

#include <string>
#include <vector>

#include "ir/trace.h"

namespace fulgur {

// All functions in the text, in order (e.g. a prologue and a computation).
std::vector<Trace> parse_traces(const std::string& text, const std::string& filename = "<string>");
// The text must hold exactly one function.
Trace parse_trace(const std::string& text, const std::string& filename = "<string>");
// Reads and parses a file; a missing file is an Error naming it.
std::vector<Trace> parse_trace_file(const std::string& path);
// The function to run from a file's traces: "computation" if present, else the last.
const Trace& main_trace(const std::vector<Trace>& traces);
Trace& main_trace(std::vector<Trace>& traces);

}  // namespace fulgur
