#!/usr/bin/env bash
# The GPU check, in one call on a lent GPU machine (give the call a limit of
# about FULGUR_CHECK_BUDGET + 90 s, e.g. timeout_s 540 for the default 450):
#   bash perf/device/check.sh [OUT_DIR]
# 1. probes the machine (GPU, driver, nvcc, PyTorch, LLVM 19). A GPU is
#    present when `nvidia-smi -L` lists one or torch.cuda.is_available();
# 2. builds fulgur and the gpu-labelled tests in $FULGUR_CHECK_BUILD_DIR
#    (default build-gpu/, $FULGUR_CHECK_JOBS jobs, default nproc). That
#    machine has no network and most likely no LLVM development files: CMake
#    then turns the CPU backend (ORC) off by itself and everything here runs
#    on the CUDA path, which needs only the toolkit (NVRTC) and libtorch.
#    GoogleTest comes from build-gpu-deps/ (perf/device/pack_deps.sh, carried);
# 3. probes fulgur's CUDA path (`fulgur bench examples/mlp.trace --device
#    cuda`): with a GPU a failure counts as one and the later steps still run;
#    without, its message is the driver's reason the GPU steps are skipped;
# 4. runs the gpu-labelled tests: generated kernels, cuBLAS, NCCL, and
#    codegen::CudaProgram on every example and every op sample against the
#    reference executor (without a GPU they run on cuda-emu); then builds the
#    Python module (target fulgur_python) and runs tests/python/test_cuda.py
#    (PyTorch CUDA tensors through fulgur.jit);
# 5. `fulgur run FILE --device cuda --check` of every examples/*.trace
#    (the .fused ones too), one check.log section per file;
# 6. benchmarks each example and perf/device/traces/*.trace (sizes that fill
#    the card: pointwise, softmax, layer_norm, rms_norm): ours from
#    `fulgur bench --device cuda --json`, PyTorch eager and torch.compile
#    from perf/device/bench_torch.py on inputs of the same shapes, each with
#    the bandwidth of a device-to-device copy of as many bytes measured in
#    the same process. Without a GPU, bench_torch.py's trace interpreter is
#    smoke-tested on the CPU instead.
#
# Budget: the script aims to end within $FULGUR_CHECK_BUDGET seconds (default
# 450). Every step runs under `timeout` of at most the budget left (less
# $FULGUR_CHECK_RESERVE, default 10 s or a tenth of a smaller budget, kept for
# the summary); once it is
# spent, the remaining steps are recorded as "skipped: budget".
# Results are rewritten after every step, so a kill leaves a summary.
#
# OUT_DIR (default $OUT, else ./gpu-check-out) receives at most 4 files:
# results.md, results.json, check.log (every step's output, one section per
# step and per file) and gpu_tests.json (GoogleTest's). Scratch files live in
# a temporary directory (kept when FULGUR_CHECK_KEEP_SCRATCH=1).
#
# Exit status: 1 when the build fails; with a GPU, when the probe, a test or
# a --check fails or times out; without one, when a test fails (they must
# skip). Else 2 when the tests or (with a GPU) a --check were skipped for the
# budget or the run was cut; else 0. Performance targets are reported, not
# enforced.
set -uo pipefail
cd "$(dirname "$0")/../.."
out="${1:-${OUT:-gpu-check-out}}"
bd="${FULGUR_CHECK_BUILD_DIR:-build-gpu}"
jobs="${FULGUR_CHECK_JOBS:-$(nproc)}"
budget="${FULGUR_CHECK_BUDGET:-450}"
reserve="${FULGUR_CHECK_RESERVE:-$(( budget / 10 < 10 ? (budget / 10 > 2 ? budget / 10 : 2) : 10 ))}"
min_step=3  # a step is not started with fewer seconds than this left
mkdir -p "$out"
out=$(cd "$out" && pwd)
scratch=$(mktemp -d "${TMPDIR:-/tmp}/fulgur-check.XXXXXX")
log="$out/check.log"
: > "$log"
rm -f "$out/results.md" "$out/results.json" "$out/gpu_tests.json"
: > "$scratch/steps.tsv"
: > "$scratch/meta.tsv"
start=$(date +%s)
fail=0        # exit 1
incomplete=0  # exit 2
cur_pid=""

elapsed() { echo $(( $(date +%s) - start )); }
remaining() { echo $(( budget - $(elapsed) - reserve )); }
section() { printf '\n== [%s s] %s\n' "$(elapsed)" "$*" | tee -a "$log"; }
meta() { printf '%s\t%s\n' "$1" "${2//$'\t'/ }" >> "$scratch/meta.tsv"; }
# record NAME STATUS SECONDS DETAIL: one line of the step table.
record() {
  local detail="${4//$'\t'/ }"
  printf '%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "${detail//$'\n'/ }" >> "$scratch/steps.tsv"
  [ "$2" = ok ] || echo "   -> $1: $2${4:+: $4}" | tee -a "$log"
}
# relabel STATUS DETAIL: rewrites the status of the last recorded step.
relabel() {
  local last; last=$(tail -1 "$scratch/steps.tsv" | cut -f1)
  sed -i '$d' "$scratch/steps.tsv"
  record "$last" "$1" 0 "$2"
}
summarize() {
  meta elapsed "$(elapsed)"
  python3 perf/device/results.py "$out" "$scratch" >> "$log" 2>&1 ||
    echo "results.py failed (see above)" | tee -a "$log"
}
finish() {  # finish EXIT_STATUS
  meta finished 1
  meta exit_status "$1"
  section "done in $(elapsed) s, exit status $1"
  summarize
  cat "$out/results.md"
  [ "${FULGUR_CHECK_KEEP_SCRATCH:-0}" = 1 ] && echo "scratch kept in $scratch" || rm -rf "$scratch"
  exit "$1"
}
on_signal() {
  trap - TERM INT HUP
  [ -n "$cur_pid" ] && kill -TERM "$cur_pid" 2>/dev/null
  record "run" "killed" "$(elapsed)" "signal received at $(elapsed) s; later steps not run"
  finish $(( fail == 1 ? 1 : 2 ))
}
trap on_signal TERM INT HUP

# run_step NAME CAP OUTPUT COMMAND...: runs COMMAND under `timeout` of at most
# CAP seconds and the budget left; OUTPUT "-": stdout and stderr appended to
# check.log under a section; "@FILE": both to FILE; FILE: stdout to FILE,
# stderr to check.log. Records the step and rewrites the results. Returns
# COMMAND's status, 124 on a timeout, 125 when skipped for the budget.
step_status=""
run_step() {
  local name=$1 cap=$2 so=$3; shift 3
  local rem; rem=$(remaining)
  if [ "$rem" -lt "$min_step" ]; then
    step_status=skipped
    record "$name" skipped 0 "budget ($budget s) spent"
    return 125  # no summary here: quick skips in a row; finish writes one
  fi
  local t=$(( cap < rem ? cap : rem )) t0 rc
  section "$name (limit $t s)"
  t0=$(date +%s)
  # In the background so that a signal to this script is handled at once.
  if [ "$so" = - ]; then
    timeout -k 5 "$t" "$@" >>"$log" 2>&1 &
  elif [ "${so#@}" != "$so" ]; then
    timeout -k 5 "$t" "$@" >"${so#@}" 2>&1 &
  else
    timeout -k 5 "$t" "$@" >"$so" 2>>"$log" &
  fi
  cur_pid=$!
  wait "$cur_pid"; rc=$?
  cur_pid=""
  local secs=$(( $(date +%s) - t0 ))
  if [ "$rc" = 0 ]; then
    step_status=ok; record "$name" ok "$secs" ""
  elif [ "$rc" = 124 ] || [ "$rc" = 137 ]; then
    rc=124; step_status=timeout
    record "$name" timeout "$secs" "killed after $t s ($( [ "$t" -lt "$cap" ] && echo "budget" || echo "step limit"))"
  else
    step_status=FAILED; record "$name" FAILED "$secs" "exit $rc"
  fi
  summarize
  return "$rc"
}
meta budget "$budget"

# 1. The machine.
machine() {
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 || echo "nvidia-smi: not available"
  nvidia-smi -L 2>&1 || true
  { nvcc --version 2>&1 || echo "nvcc: not found"; } | tail -1
  python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available())' 2>&1 | tail -1
  ls /usr/lib/llvm-19/lib/cmake/llvm/LLVMConfig.cmake 2>&1 | head -1
  echo "cores: $(nproc)"
}
run_step machine 90 "@$scratch/machine.txt" bash -c "$(declare -f machine); machine"
cat "$scratch/machine.txt" >> "$log"
gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
gpu_present=0
gpu_reason=""
if nvidia-smi -L 2>/dev/null | grep -q '^GPU '; then
  gpu_present=1
elif grep -q "available True" "$scratch/machine.txt"; then
  gpu_present=1
  gpu_reason="nvidia-smi lists no GPU but torch.cuda.is_available()"
elif command -v nvidia-smi >/dev/null; then
  gpu_reason="nvidia-smi -L: $(timeout 30 nvidia-smi -L 2>&1 | head -1); torch.cuda.is_available() is False"
else
  gpu_reason="nvidia-smi not found; torch.cuda.is_available() is False"
fi
[ -n "$gpu_name" ] || gpu_name=$([ "$gpu_present" = 1 ] && echo "unknown GPU" || echo "none")
meta gpu_name "$gpu_name"
meta gpu_present "$gpu_present"
meta gpu_reason "$gpu_reason"
summarize

# 2. Configure and build.
build_ok=0
build_rc=1
extra=()
[ -d build-gpu-deps/usr ] && extra+=("-DCMAKE_PREFIX_PATH=$PWD/build-gpu-deps/usr" "-DGTest_DIR=$PWD/build-gpu-deps/usr/lib/x86_64-linux-gnu/cmake/GTest")
if run_step configure 300 "$scratch/configure.out" \
     cmake -S . -B "$bd" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFULGUR_BUILD_PERF=OFF "${extra[@]}"; then
  cat "$scratch/configure.out" >> "$log"
  # -k 0: every compile error of one run shows, not only the first ones.
  run_step build 100000 - nice -n 10 cmake --build "$bd" -j "$jobs" --target fulgur fulgur_gpu_tests -- -k 0
  build_rc=$?
  [ "$build_rc" = 0 ] && build_ok=1
else
  build_rc=$?
  [ -f "$scratch/configure.out" ] && cat "$scratch/configure.out" >> "$log"
  record build skipped 0 "configure did not finish"
fi
grep -hE "^-- fulgur:|GoogleTest not found" "$scratch/configure.out" 2>/dev/null | sort -u > "$scratch/configure.txt"
if [ "$build_ok" = 0 ]; then
  # A build cut by the budget is unusable too, but no failure of the code.
  if [ "$build_rc" = 124 ] || [ "$build_rc" = 125 ]; then incomplete=1; else fail=1; fi
  section "build not usable: see the configure/build sections above"
fi
export FULGUR_CACHE_DIR="$PWD/$bd/kernel-cache"

# 3. Probe fulgur's CUDA path.
probe_ok=0
if [ "$build_ok" = 1 ]; then
  run_step probe 120 "@$scratch/probe.txt" "$bd/fulgur" bench examples/mlp.trace --device cuda --reps 1 --json
  rc=$?
  cat "$scratch/probe.txt" >> "$log" 2>/dev/null
  if [ "$rc" = 0 ]; then
    probe_ok=1
  elif [ "$gpu_present" = 1 ]; then
    if [ "$rc" != 125 ]; then
      fail=1
      why=$(grep -v '^{' "$scratch/probe.txt" 2>/dev/null | grep . | tail -1)
      [ "$rc" = 124 ] || relabel FAILED "exit $rc: $why"
    fi
  else
    # The driver's reason, in fulgur's words (its last line on stderr).
    why=$(grep -v '^{' "$scratch/probe.txt" 2>/dev/null | grep . | tail -1 | sed 's/^fulgur bench: error: //')
    [ -n "$why" ] && gpu_reason="$gpu_reason; fulgur: $why"
    meta gpu_reason "$gpu_reason"
    [ "$rc" = 125 ] || relabel "no GPU" "fails as expected without one: $why"
  fi
else
  record probe skipped 0 "no build"
fi
summarize

# 4. The gpu-labelled tests.
if [ "$build_ok" = 1 ] && [ -x "$bd/tests/fulgur_gpu_tests" ]; then
  run_step "gpu tests" 300 "@$scratch/gpu_tests.txt" \
    "$bd/tests/fulgur_gpu_tests" --gtest_output="json:$out/gpu_tests.json"
  rc=$?
  [ -f "$scratch/gpu_tests.txt" ] && cat "$scratch/gpu_tests.txt" >> "$log"
  if [ "$rc" = 125 ]; then
    incomplete=1
  elif [ "$rc" != 0 ]; then
    fail=1  # failures, a crash or a timeout
  fi
  summarize
elif [ "$build_ok" = 1 ]; then
  record "gpu tests" FAILED 0 "no test binary: GoogleTest missing? (see the configure section)"
  fail=1
else
  record "gpu tests" skipped 0 "no build"
fi

# 4b. PyTorch CUDA tensors through the Python host (tests/python/test_cuda.py:
# fulgur.jit on PyTorch's current stream and caching allocator, against
# eager), with the module built against this machine's torch. A module that
# does not build (no Python headers there) is reported, not fatal.
if [ "$build_ok" = 1 ] && [ -f tests/python/test_cuda.py ]; then
  if run_step "python module" 300 - nice -n 10 cmake --build "$bd" -j "$jobs" --target fulgur_python; then
    run_step "python gpu tests" 300 - env FULGUR_PYTHONPATH="$PWD/$bd/python" PYTHONUNBUFFERED=1 \
      python3 -m pytest -q -p no:cacheprovider -rs tests/python/test_cuda.py
    case $? in
      0) ;;
      125) incomplete=1 ;;
      *) [ "$gpu_present" = 1 ] && fail=1 ;;
    esac
  fi
fi

# 5. --check of every example.
if [ "$build_ok" = 1 ] && [ "$gpu_present" = 1 ]; then
  for f in examples/*.trace; do
    run_step "check $f" 120 - "$bd/fulgur" run "$f" --device cuda --check
    case $? in
      0) ;;
      125) incomplete=1 ;;
      *) fail=1 ;;
    esac
  done
elif [ "$build_ok" = 1 ]; then
  record checks skipped 0 "no GPU: $gpu_reason"
else
  record checks skipped 0 "no build"
fi

# 6. Benchmarks.
bench_files=$(ls examples/*.trace | grep -v '\.fused\.'; ls perf/device/traces/*.trace)
if [ "$build_ok" = 1 ] && [ "$gpu_present" = 1 ]; then
  for f in $bench_files; do
    rm -f "$scratch/bench_one.json"
    run_step "bench $f" 120 "$scratch/bench_one.json" "$bd/fulgur" bench "$f" --device cuda --json --reps 100
    rc=$?
    if [ "$rc" = 0 ] && grep -q '^{' "$scratch/bench_one.json"; then
      grep '^{' "$scratch/bench_one.json" | tee -a "$log" >> "$scratch/bench_ours.jsonl"
    elif [ "$rc" != 125 ]; then
      cat "$scratch/bench_one.json" >> "$log" 2>/dev/null
    fi
    summarize
  done
  rem=$(remaining)
  # Past --deadline no torch.compile starts; past --budget nothing does.
  run_step bench_torch 100000 - env PYTHONUNBUFFERED=1 python3 perf/device/bench_torch.py $bench_files \
    --reps 100 --deadline $(( rem > 90 ? rem - 60 : rem / 2 )) --budget $(( rem > 20 ? rem - 10 : rem )) \
    --json "$scratch/bench_torch.json"
elif [ "$gpu_present" = 1 ]; then
  record benchmarks skipped 0 "no build"
else
  record benchmarks skipped 0 "no GPU: $gpu_reason"
  rem=$(remaining)
  run_step "cpu smoke" 180 - env PYTHONUNBUFFERED=1 python3 perf/device/bench_torch.py \
    $(ls examples/*.trace | grep -v '\.fused\.') --device cpu --reps 1 --budget $(( rem > 10 ? rem - 5 : 1 )) \
    --json "$scratch/bench_torch_cpu_smoke.json"
fi

if [ "$fail" = 1 ]; then
  finish 1
elif [ "$incomplete" = 1 ]; then
  finish 2
else
  finish 0
fi
