#!/usr/bin/env bash
# The demo: print each example trace and run it with --check against libtorch.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install_deps.sh
bash scripts/build.sh fulgur
for f in examples/*.trace; do
  echo "================================================================"
  echo "== build/fulgur print $f"
  build/fulgur print "$f"
  echo "== build/fulgur run $f --check"
  build/fulgur run "$f" --check
done
