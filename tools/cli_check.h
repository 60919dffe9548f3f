// What `fulgur run --check` prints, for every kind of run (one device,
// several ranks, DTensor): a line per compared value, then the verdict.
#pragma once

#include <cstdio>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "ir/error.h"
#include "runtime/f64_oracle.h"
#include "runtime/inputs.h"

namespace fulgur::cli {

// The f64 oracle's values of a run's compared tensors (runtime/f64_oracle.h),
// computed on first use: only a comparison that fails the element-wise
// tolerance asks for them. `compute` returns one per compared value, in the
// order the run numbers them (nullopt where it has none); an Error it raises
// (an op the reference cannot run in f64) means no oracle.
class LazyOracle {
 public:
  explicit LazyOracle(std::function<std::vector<std::optional<HostTensor>>()> compute)
      : compute_(std::move(compute)) {}
  // The f64 values of compared value `i`, or nullptr.
  const HostTensor* at(size_t i) {
    if (!done_) {
      done_ = true;
      try {
        values_ = compute_();
      } catch (const Error&) {
        values_.clear();
      }
    }
    return i < values_.size() && values_[i] ? &*values_[i] : nullptr;
  }
  // What CheckReport::compare takes for value `i`.
  std::function<const HostTensor*()> of(size_t i) {
    return [this, i] { return at(i); };
  }

 private:
  std::function<std::vector<std::optional<HostTensor>>()> compute_;
  bool done_ = false;
  std::vector<std::optional<HostTensor>> values_;
};

class CheckReport {
 public:
  // Compares `got` with `want` (within `tol`, else the dtype's tolerance)
  // and prints "  WHAT: max abs err A, max rel err R  ok" (or MISMATCH and
  // the problem). A floating-point tensor beyond that tolerance is judged
  // again against `truth`, its f64 oracle values when the run has them:
  // rounding (ok) when fulgur is no farther from them than the rule of
  // judge_with_oracle allows.
  void compare(const std::string& what, const RuntimeValue& got, const RuntimeValue& want,
               std::optional<Tolerance> tol = std::nullopt,
               const std::function<const HostTensor*()>& truth = {}) {
    Comparison c = tol ? fulgur::compare(got, want, *tol) : fulgur::compare(got, want);
    std::string note;
    const auto* g = std::get_if<HostTensor>(&got);
    const auto* w = std::get_if<HostTensor>(&want);
    if (!c.ok && truth && g && w && is_float(w->dtype) && g->dtype == w->dtype &&
        g->shape == w->shape) {
      const HostTensor* t = truth();
      OracleVerdict v;
      if (t) v = judge_with_oracle(*g, *w, *t, tol ? *tol : tolerance_for(w->dtype));
      char buf[160];
      if (v.applies && v.ok) {
        c.ok = true;
        std::snprintf(buf, sizeof buf,
                      " (rounding, by the f64 oracle: ours is within %.3g of the f64 values, "
                      "libtorch within %.3g)",
                      v.ours, v.libtorch);
        note = buf;
      } else if (v.applies) {
        note = "; by the f64 oracle: " + v.problem;
      } else {
        note = t ? "; the f64 oracle does not judge it (its special values differ)"
                 : "; no f64 oracle for this program";
      }
    }
    char buf[200];
    std::snprintf(buf, sizeof(buf), "  %s: max abs err %.3g, max rel err %.3g  %s", what.c_str(),
                  c.max_abs, c.max_rel, c.ok ? "ok" : "MISMATCH");
    std::cout << buf << (c.ok ? note : ": " + c.problem + note) << "\n";
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
