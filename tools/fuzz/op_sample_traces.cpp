// Writes every op sample of tests/op_samples.cpp, instantiated with each of
// its dtypes, as a trace file into a directory: the fuzzer's op-sample seeds
// (tools/fuzz/fuzz.py --samples-bin). One table, so the seeds follow it.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "op_samples.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: fulgur_op_sample_traces DIR\n";
    return 2;
  }
  std::filesystem::path dir = argv[1];
  std::filesystem::create_directories(dir);
  int n = 0;
  for (const auto& s : fulgur::testing::op_samples()) {
    for (const auto& dt : s.dtypes) {
      char name[64];
      std::snprintf(name, sizeof name, "%04d_%s_%s.trace", n++,
                    s.op.substr(s.op.find('.') + 1).c_str(), dt.empty() ? "mixed" : dt.c_str());
      std::ofstream out(dir / name);
      out << fulgur::testing::sample_trace_text(s, dt);
      if (!out) {
        std::cerr << "fulgur_op_sample_traces: cannot write " << (dir / name).string() << "\n";
        return 1;
      }
    }
  }
  std::cout << n << " op-sample traces in " << dir.string() << "\n";
  return 0;
}
