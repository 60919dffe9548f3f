#!/usr/bin/env bash
# The whole test suite from a fresh clone: install what is missing, build
# into build/, run every test (GoogleTest through CTest).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install_deps.sh
bash scripts/build.sh
cd build
ctest --output-on-failure -j "$(nproc 2>/dev/null || echo 2)" "$@"
