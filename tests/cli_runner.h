// Runs the fulgur CLI (or any shell command) from tests: exit status and the
// combined stdout and stderr.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>
#include <utility>

namespace fulgur::testing {

inline std::pair<int, std::string> run_command(const std::string& cmd) {
  std::string out;
  FILE* p = popen((cmd + " 2>&1").c_str(), "r");
  std::array<char, 4096> buf{};
  while (fgets(buf.data(), buf.size(), p)) out += buf.data();
  int status = pclose(p);
  return {WEXITSTATUS(status), out};
}

// The fulgur binary of this build.
inline const std::string kCli = std::string(FULGUR_BINARY_DIR) + "/fulgur";

}  // namespace fulgur::testing
