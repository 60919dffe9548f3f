#!/usr/bin/env bash
# Configures and builds fulgur into build/ (targets given as arguments, all by
# default), with the project's compiler warnings as errors (FULGUR_WERROR).
set -euo pipefail
cd "$(dirname "$0")/.."
jobs=$(nproc 2>/dev/null || echo 2)
if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFULGUR_WERROR=ON
fi
cmake --build build -j "$jobs" ${1:+--target "$@"}
