// Multi-process tests: start `world` ranks of a command on 127.0.0.1 with
// torchrun's variables and a free MASTER_PORT, each killed after 120 s so
// every run ends by itself, and collect every rank's log.
#pragma once

#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>

#include "cli_runner.h"
#include "store_test_util.h"

namespace fulgur::testing {

inline std::string read_text_file(const std::filesystem::path& p) {
  std::ifstream f(p, std::ios::binary);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

// A new directory under the temp dir, unique per process and call.
inline std::filesystem::path fresh_test_dir(const std::string& prefix, const std::string& name) {
  std::filesystem::path d =
      std::filesystem::temp_directory_path() /
      (prefix + "-" + name + "-" + std::to_string(::getpid()) + "-" +
       std::to_string(std::chrono::steady_clock::now().time_since_epoch().count()));
  std::filesystem::create_directories(d);
  return d;
}

// Runs `world` ranks of `command` with RANK, LOCAL_RANK, WORLD_SIZE,
// MASTER_ADDR, MASTER_PORT and `env` (more VAR=value words) set, logs in
// `logs`/logN; waits for all. The status is 0 when every rank's was; the
// text is every rank's log.
inline std::pair<int, std::string> run_ranks(int world, const std::string& command,
                                             const std::string& env,
                                             const std::filesystem::path& logs) {
  int port = ListeningSocket::free_port();
  std::string cmd = "pids=''; ";
  for (int r = 0; r < world; ++r)
    cmd += "RANK=" + std::to_string(r) + " LOCAL_RANK=" + std::to_string(r) +
           " WORLD_SIZE=" + std::to_string(world) +
           " MASTER_ADDR=127.0.0.1 MASTER_PORT=" + std::to_string(port) + " " + env +
           " timeout -s KILL 120 " + command + " > " +
           (logs / ("log" + std::to_string(r))).string() + " 2>&1 & pids=\"$pids $!\"; ";
  cmd += "rc=0; for p in $pids; do wait $p || rc=$?; done; exit $rc";
  auto result = run_command(cmd);
  for (int r = 0; r < world; ++r)
    result.second += "--- rank " + std::to_string(r) + ":\n" +
                     read_text_file(logs / ("log" + std::to_string(r)));
  return result;
}

}  // namespace fulgur::testing
