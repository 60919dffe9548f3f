// What `fulgur run --check` prints, for every kind of run (one device,
// several ranks, DTensor): a line per compared value, then the verdict.
#pragma once

#include <cstdio>
#include <iostream>
#include <optional>
#include <string>

#include "runtime/inputs.h"

namespace fulgur::cli {

class CheckReport {
 public:
  // Compares `got` with `want` (within `tol`, else the dtype's tolerance)
  // and prints "  WHAT: max abs err A, max rel err R  ok" (or MISMATCH and
  // the problem).
  void compare(const std::string& what, const RuntimeValue& got, const RuntimeValue& want,
               std::optional<Tolerance> tol = std::nullopt) {
    Comparison c = tol ? fulgur::compare(got, want, *tol) : fulgur::compare(got, want);
    char buf[200];
    std::snprintf(buf, sizeof(buf), "  %s: max abs err %.3g, max rel err %.3g  %s", what.c_str(),
                  c.max_abs, c.max_rel, c.ok ? "ok" : "MISMATCH");
    std::cout << buf << (c.ok ? "" : ": " + c.problem) << "\n";
    ok_ = ok_ && c.ok;
  }
  // A mismatch found without comparing values (e.g. a gradient that is None
  // on one side): printed as is.
  void fail(const std::string& line) {
    std::cout << "  " << line << "\n";
    ok_ = false;
  }
  // Prints the verdict and returns the exit status.
  int finish() const {
    std::cout << (ok_ ? "check passed\n" : "check FAILED\n");
    return ok_ ? 0 : 1;
  }

 private:
  bool ok_ = true;
};

}  // namespace fulgur::cli
