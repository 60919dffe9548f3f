"""Per-call overhead of a fulgur.jit cache hit from Python, side by side with
PyTorch eager and torch.compile (and thunder.jit when importable), measured in
the same run; and the first call's compile time of each.

    PYTHONPATH=build/python python3 perf/python/bench_overhead.py [--quick]

Programs: a sum of N tiny tensors (N = 1, 8, 32; one fused region for fulgur)
and the MLP of tests/python/models.py (Linear 32->64, GELU, Linear 64->8 on a
16x32 batch), all under torch.no_grad(). Each figure is the median over
repeats of the mean time of a batch of calls.
"""
import argparse
import os
import statistics
import sys
import time

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tests", "python"))
import fulgur  # noqa: E402
from models import MLP  # noqa: E402


def sum_n(*xs):
    out = xs[0] + 1 if len(xs) == 1 else xs[0]
    for x in xs[1:]:
        out = out + x
    return out


def time_per_call(f, args, batch, repeats):
    for _ in range(3):
        f(*args)
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(batch):
            f(*args)
        samples.append((time.perf_counter() - t0) / batch)
    return statistics.median(samples) * 1e6


def first_call(make, args):
    t0 = time.perf_counter()
    f = make()
    f(*args)
    return f, (time.perf_counter() - t0) * 1e3


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--quick", action="store_true", help="fewer calls, no torch.compile (smoke test)")
    opts = p.parse_args()
    batch, repeats = (50, 5) if opts.quick else (2000, 15)
    torch.manual_seed(0)
    torch.set_num_threads(1)
    try:
        import thunder
    except ImportError:
        thunder = None
    programs = [(f"sum of {n} tensors", sum_n, [torch.randn(4) for _ in range(n)]) for n in (1, 8, 32)]
    mlp = MLP().eval()
    programs.append(("MLP 16x32 -> 64 -> 8", mlp, [torch.randn(16, 32)]))
    makers = [("eager", lambda fn: fn), ("fulgur.jit", fulgur.jit)]
    if not opts.quick:
        makers.append(("torch.compile", lambda fn: torch.compile(fn, dynamic=False)))
    if thunder is not None:
        makers.append(("thunder.jit", thunder.jit))
    print(f"torch {torch.__version__}, 1 intra-op thread; median per call in microseconds "
          f"(first call in milliseconds)")
    print(f"{'program':24}" + "".join(f"{name:>26}" for name, _ in makers))
    with torch.no_grad():
        for title, fn, args in programs:
            row = f"{title:24}"
            for name, make in makers:
                torch._dynamo.reset()
                try:
                    f, first = first_call(lambda: make(fn), args)
                    us = time_per_call(f, args, batch, repeats)
                    row += f"{us:12.2f} us ({first:8.1f} ms)" if name != "eager" else f"{us:12.2f} us {'':12}"
                except Exception as e:  # a compiler that cannot run here
                    row += f"{'failed: ' + type(e).__name__:>26}"
            print(row, flush=True)


if __name__ == "__main__":
    main()
