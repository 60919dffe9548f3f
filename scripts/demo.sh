#!/usr/bin/env bash
# The demo: for each example trace, print it, partition it into fusion regions
# and generate + compile their CUDA C++ with NVRTC (no GPU needed), run it
# compiled for the CPU with --check against libtorch, and time it against
# libtorch eager.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install_deps.sh
bash scripts/build.sh fulgur
for f in examples/*.trace; do
  case "$f" in *.fused.trace) continue ;; esac
  echo "================================================================"
  echo "== build/fulgur print $f"
  build/fulgur print "$f"
  echo "== build/fulgur codegen $f --target cuda --compile"
  build/fulgur codegen "$f" --target cuda --compile
  echo "== build/fulgur run $f --check"
  build/fulgur run "$f" --check
  echo "== build/fulgur bench $f --reps 10"
  build/fulgur bench "$f" --reps 10
done
