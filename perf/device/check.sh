#!/usr/bin/env bash
# The GPU check, in one call on a lent GPU machine (see the device tool):
#   bash perf/device/check.sh [OUT_DIR]
# Probes the machine, builds what it can there (no network: the CPU backend
# is off when LLVM 19 is missing, the tests need GoogleTest), runs the
# gpu-labelled tests, and writes results.md and results.json under OUT_DIR
# (default $OUT, else ./gpu-check-out). On a machine without a GPU it runs as
# far as it can and says where it stopped, so the first GPU run is not the
# script's first run.
#
# The machine has no network: run perf/device/pack_deps.sh here first and
# carry build-gpu-deps (GoogleTest), which this script then uses.
#
# Not yet here (they come with the CUDA host programs of the runtime issue):
# `fulgur run --device cuda --check` of every example and op sample, and the
# benchmarks against PyTorch eager and torch.compile.
set -uo pipefail
cd "$(dirname "$0")/../.."
out="${1:-${OUT:-gpu-check-out}}"
mkdir -p "$out"
log="$out/check.log"
: > "$log"
step() { echo "== $*" | tee -a "$log"; }

step "machine"
{
  date -u +%Y-%m-%dT%H:%M:%SZ
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader 2>&1 || echo "nvidia-smi: not available"
  nvcc --version 2>&1 | tail -1 || echo "nvcc: not found"
  python3 -c 'import torch; print("torch", torch.__version__, "cuda", torch.version.cuda, "available", torch.cuda.is_available())' 2>&1
  ls /usr/lib/llvm-19/lib/cmake/llvm/LLVMConfig.cmake 2>&1 | head -1
  nproc
} | tee -a "$log"
gpu_name=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)
[ -n "$gpu_name" ] || gpu_name="none"

step "configure and build (build-gpu/)"
build_ok=1
extra=()
[ -d build-gpu-deps/usr ] && extra+=("-DCMAKE_PREFIX_PATH=$PWD/build-gpu-deps/usr" "-DGTest_DIR=$PWD/build-gpu-deps/usr/lib/x86_64-linux-gnu/cmake/GTest")
if ! cmake -S . -B build-gpu -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DFULGUR_BUILD_PERF=OFF "${extra[@]}" >>"$log" 2>&1; then
  build_ok=0
elif ! cmake --build build-gpu -j "$(nproc)" --target fulgur fulgur_gpu_tests >>"$log" 2>&1; then
  build_ok=0
fi
grep -E "^-- fulgur:|GoogleTest not found" "$log" | tee -a "$out/configure.txt"

tests_json="$out/gpu_tests.json"
passed=0; failed=0; skipped=0
if [ "$build_ok" = 1 ] && [ -x build-gpu/tests/fulgur_gpu_tests ]; then
  step "gpu-labelled tests"
  build-gpu/tests/fulgur_gpu_tests --gtest_output="json:$tests_json" 2>&1 | tee -a "$log" | tail -15
  if [ -f "$tests_json" ]; then
    read -r passed failed skipped < <(python3 - "$tests_json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
p = f = s = 0
for suite in d.get("testsuites", []):
    for t in suite.get("testsuite", []):
        if t.get("result") == "SKIPPED" or t.get("status") == "NOTRUN": s += 1
        elif t.get("failures"): f += 1
        else: p += 1
print(p, f, s)
PY
)
  fi
else
  step "build failed or no test binary: see $log"
fi

step "results"
python3 - "$out" "$gpu_name" "$build_ok" "$passed" "$failed" "$skipped" <<'PY'
import json, sys, datetime
out, gpu, build_ok, p, f, s = sys.argv[1], sys.argv[2], sys.argv[3] == "1", *map(int, sys.argv[4:])
res = {"date": datetime.datetime.utcnow().strftime("%Y-%m-%d"), "gpu": gpu, "build": build_ok,
       "gpu_tests": {"passed": p, "failed": f, "skipped": s},
       "not_yet": ["fulgur run --device cuda --check", "benchmarks vs eager and torch.compile"]}
json.dump(res, open(f"{out}/results.json", "w"), indent=2)
with open(f"{out}/results.md", "w") as md:
    md.write(f"# GPU check {res['date']} on {gpu}\n\n")
    md.write("| step | result |\n|---|---|\n")
    md.write(f"| build | {'ok' if build_ok else 'FAILED'} |\n")
    md.write(f"| gpu-labelled tests | {p} passed, {f} failed, {s} skipped |\n")
    md.write("| --check of examples and op samples on the GPU | not yet built |\n")
    md.write("| benchmarks vs eager / torch.compile | not yet built |\n")
print(open(f"{out}/results.md").read())
PY
[ "$build_ok" = 1 ] && [ "$failed" = 0 ]
