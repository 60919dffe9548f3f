#!/usr/bin/env bash
# The whole test suite from a fresh clone: install what is missing, check the
# formatting and the Python lint (scripts/check_style.sh), build into build/
# (warnings are errors there), run every test (GoogleTest and the Python suite, tests/python
# with pytest as the test python_tests, through CTest, the fuzz corpus and a
# one-minute fuzz run from a fixed seed), then the sanitizer step: the core
# libraries, the CLI and the input-path tests built with AddressSanitizer +
# UndefinedBehaviorSanitizer into build-asan/, running the examples, the
# parser, .npy and kernel-cache tests, the fuzz corpus and a short fuzz run
# (docs/reliability.md). FULGUR_SKIP_SANITIZE=1 skips that step;
# FULGUR_ASAN_FUZZ_SECONDS sets its fuzz run's length (default 30).
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)
bash scripts/install_deps.sh
bash scripts/check_style.sh
t1=$(date +%s)
bash scripts/build.sh
t2=$(date +%s)
echo "test.sh: install_deps took $((t1 - t0)) s, the build $((t2 - t1)) s"
jobs=$(nproc 2>/dev/null || echo 2)
# The full op-sample sweep on the emulated CUDA device (label emu-full) runs
# only with FULGUR_EMU_FULL=1; the default run takes every 8th sample.
exclude=()
[ "${FULGUR_EMU_FULL:-0}" = 1 ] || exclude=(-LE emu-full)
(cd build && ctest --output-on-failure -j "$jobs" ${exclude[@]+"${exclude[@]}"} "$@")
echo "test.sh: the test suite took $(($(date +%s) - t2)) s"

if [ "${FULGUR_SKIP_SANITIZE:-0}" = 1 ]; then
  echo "test.sh: sanitizer step skipped (FULGUR_SKIP_SANITIZE=1)"
  exit 0
fi
start=$(date +%s)
cmake -S . -B build-asan -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFULGUR_SANITIZE=ON \
  -DFULGUR_BUILD_PERF=OFF -DFULGUR_FUZZ_SECONDS="${FULGUR_ASAN_FUZZ_SECONDS:-30}" >/dev/null
cmake --build build-asan -j "$jobs" --target fulgur fulgur_op_sample_traces fulgur_asan_tests
built=$(date +%s)
(cd build-asan && ctest --output-on-failure -j "$jobs" -L asan)
end=$(date +%s)
echo "test.sh: sanitizer step took $((end - start)) s (build $((built - start)) s, tests $((end - built)) s)"
echo "test.sh: $((end - t0)) s in all"
