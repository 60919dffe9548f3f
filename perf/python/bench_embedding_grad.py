"""An embedding's training step through fulgur.jit beside PyTorch eager, in
one run: F.embedding of T token ids into a V x D table, squared and averaged,
forward and backward (the table's gradient is the work: a scatter-add of the
cotangent into a V x D zero tensor in both).

    PYTHONPATH=build/python python3 perf/python/bench_embedding_grad.py [--quick]

One thread (torch.set_num_threads(1), OMP_NUM_THREADS=1 for fulgur's
kernels). Each figure is the median over repeats of one step, fulgur and eager
interleaved; the first call (capture and compile) is reported apart.
"""
import argparse
import os
import statistics
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("FULGUR_NUM_THREADS", "1")

import torch  # noqa: E402

import fulgur  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="fewer repeats and sizes")
    a = ap.parse_args()
    torch.set_num_threads(1)
    repeats = 5 if a.quick else 15
    sizes = [(4096, 64, 256)] if a.quick else [(4096, 64, 256), (50257, 64, 256), (50257, 768, 512)]
    print(f"{'V':>6} {'D':>4} {'T':>4}  {'first call':>10}  {'eager':>9}  {'fulgur':>9}  eager/fulgur")
    for v, d, t in sizes:
        emb = torch.nn.Embedding(v, d)
        idx = torch.randint(0, v, (t,), generator=torch.Generator().manual_seed(0))

        def step(i):
            return emb(i).square().mean()

        jitted = fulgur.jit(step)

        def run(f):
            f(idx).backward()
            emb.weight.grad = None

        t0 = time.perf_counter()
        run(jitted)
        first = time.perf_counter() - t0
        jitted(idx).backward()
        ours, emb.weight.grad = emb.weight.grad, None
        step(idx).backward()
        torch.testing.assert_close(ours, emb.weight.grad)
        emb.weight.grad = None
        times = {"eager": [], "fulgur": []}
        for _ in range(repeats):
            for name, f in (("eager", step), ("fulgur", jitted)):
                t0 = time.perf_counter()
                run(f)
                times[name].append(time.perf_counter() - t0)
        e, f = (statistics.median(times[k]) * 1e3 for k in ("eager", "fulgur"))
        print(f"{v:>6} {d:>4} {t:>4}  {first * 1e3:>7.0f} ms  {e:>6.2f} ms  {f:>6.2f} ms  {e / f:.2f}x")


if __name__ == "__main__":
    main()
