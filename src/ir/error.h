// Errors: two channels, as in Halide's user_assert / internal_assert.
// FULGUR_CHECK reports bad input (the message names what was expected and what
// came); FULGUR_INTERNAL_ASSERT reports our own bugs. Messages are built only
// when the check fails.
#pragma once

#include <sstream>
#include <stdexcept>
#include <string>

namespace fulgur {

// Thrown for bad user input: malformed traces, wrong arguments, bad files.
class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& msg) : std::runtime_error(msg) {}
};

// Thrown when an invariant of fulgur itself is broken.
class InternalError : public std::logic_error {
 public:
  explicit InternalError(const std::string& msg) : std::logic_error(msg) {}
};

namespace detail {
template <typename... Args>
std::string str_cat(const Args&... args) {
  std::ostringstream os;
  (os << ... << args);
  return os.str();
}
}  // namespace detail

}  // namespace fulgur

#define FULGUR_CHECK(cond, ...)                                                 \
  do {                                                                          \
    if (!(cond)) throw ::fulgur::Error(::fulgur::detail::str_cat(__VA_ARGS__)); \
  } while (0)

#define FULGUR_FAIL(...) throw ::fulgur::Error(::fulgur::detail::str_cat(__VA_ARGS__))

#define FULGUR_INTERNAL_ASSERT(cond, ...)                                                          \
  do {                                                                                             \
    if (!(cond))                                                                                   \
      throw ::fulgur::InternalError(::fulgur::detail::str_cat("internal error at ", __FILE__, ":", \
                                                              __LINE__, ": ", #cond,               \
                                                              " " __VA_OPT__(, ) __VA_ARGS__));    \
  } while (0)
