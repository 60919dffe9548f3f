"""The first call of fulgur.jit on the reach models (tests/python/reach_models.py:
tiny random-weight configs), forward + backward, in a new process: cold (an
empty disk cache) and warm (a second process on the cache the first filled:
CPU kernels and NVRTC cubins, codegen/kernel_cache.h), and with the CPU disk
cache off (FULGUR_CPU_KERNEL_CACHE=0) as the baseline every process paid
before it. One thread.

    PYTHONPATH=build/python python3 perf/python/bench_first_call.py [model ...]

Each figure is the median of --repeats processes (3 by default) of the
first call's wall time inside the process (capture, passes, compile, run).
"""
import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))

CHILD = r"""
import sys, time
sys.path.insert(0, {tests!r})
import torch, fulgur
from reach_models import CASES_BY_NAME
torch.set_num_threads(1)
case = CASES_BY_NAME[{name!r}]
model, args, kwargs = case.make()
j = fulgur.jit(model)
t0 = time.perf_counter()
out = j(*args, **kwargs)
(case.loss(out) if case.loss else out.sum()).backward()
print("FIRST", time.perf_counter() - t0)
"""


def first_call(name, cache_dir, extra_env):
    env = dict(os.environ, FULGUR_CACHE_DIR=cache_dir, OMP_NUM_THREADS="1", FULGUR_NUM_THREADS="1", **extra_env)
    code = CHILD.format(tests=os.path.join(REPO, "tests", "python"), name=name)
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=600)
    for line in out.stdout.splitlines():
        if line.startswith("FIRST "):
            return float(line.split()[1])
    raise RuntimeError(f"{name}: the child failed:\n{out.stderr[-2000:]}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("models", nargs="*", default=["gpt2", "llama_gqa", "bert_mlm", "t5", "vit", "cnn"])
    ap.add_argument("--repeats", type=int, default=3)
    a = ap.parse_args()
    print(f"{'model':<12} {'no disk cache':>14} {'cold':>8} {'warm':>8}  no-cache / warm")
    for name in a.models:
        off, cold, warm = [], [], []
        for _ in range(a.repeats):
            d = tempfile.mkdtemp(prefix="fulgur_first_call_")
            try:
                off.append(first_call(name, d, {"FULGUR_CPU_KERNEL_CACHE": "0"}))
                shutil.rmtree(d)
                os.makedirs(d)
                cold.append(first_call(name, d, {}))
                warm.append(first_call(name, d, {}))
            finally:
                shutil.rmtree(d, ignore_errors=True)
        o, c, w = (statistics.median(x) for x in (off, cold, warm))
        print(f"{name:<12} {o:>12.2f} s {c:>6.2f} s {w:>6.2f} s  {o / w:.1f}x")


if __name__ == "__main__":
    main()
