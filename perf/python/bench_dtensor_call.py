"""Per-call cost of a fulgur.jit cache hit on DTensor arguments, beside
PyTorch's eager DTensor doing the same op and fulgur on the plain local
tensors, measured in the same run on 2 Gloo ranks (issue 28's figure:
``x + y`` on two [32, 64] Shard(0) DTensors, under torch.no_grad()).

    torchrun --standalone --nproc-per-node=2 perf/python/bench_dtensor_call.py [--quick]

(fulgur from build/python, or $FULGUR_PYTHONPATH.) Each figure is the median
over repeats of the mean time of a batch of calls; rank 0 prints them.
"""
import argparse
import os
import statistics
import sys
import time

import torch
import torch.distributed as dist

_here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.environ.get("FULGUR_PYTHONPATH") or os.path.join(_here, "..", "..", "build", "python"))
import fulgur  # noqa: E402
from torch.distributed.device_mesh import init_device_mesh  # noqa: E402
from torch.distributed.tensor import Shard, distribute_tensor  # noqa: E402


def per_call_us(f, args, batch, repeats):
    for _ in range(10):
        f(*args)
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        for _ in range(batch):
            f(*args)
        samples.append((time.perf_counter() - t0) / batch * 1e6)
    return statistics.median(samples)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true")
    a = ap.parse_args()
    batch, repeats = (300, 5) if a.quick else (2000, 15)
    dist.init_process_group("gloo")
    torch.set_num_threads(1)
    mesh = init_device_mesh("cpu", (dist.get_world_size(),))
    g = torch.Generator().manual_seed(0)
    x = distribute_tensor(torch.randn(32, 64, generator=g), mesh, [Shard(0)])
    y = distribute_tensor(torch.randn(32, 64, generator=g), mesh, [Shard(0)])

    def add(p, q):
        return p + q

    f, h = fulgur.jit(add), fulgur.jit(add)
    xl, yl = x.to_local(), y.to_local()
    with torch.no_grad():
        assert torch.equal(f(x, y).full_tensor(), (x + y).full_tensor())
        ours = per_call_us(f, (x, y), batch, repeats)
        eager = per_call_us(add, (x, y), batch, repeats)
        plain = per_call_us(h, (xl, yl), batch, repeats)
    if dist.get_rank() == 0:
        print(f"x + y, two [32, 64] Shard(0) DTensors on {dist.get_world_size()} Gloo ranks, per call (median):")
        print(f"  fulgur.jit, DTensor cache hit   {ours:8.1f} us")
        print(f"  PyTorch eager DTensor           {eager:8.1f} us   (fulgur / eager: {ours / eager:.2f}x)")
        print(f"  fulgur.jit, plain local tensors {plain:8.1f} us   (DTensor / plain: {ours / plain:.1f}x)")
    dist.destroy_process_group()
    sys.stdout.flush()
    os._exit(0)  # Gloo's threads at interpreter exit (docs/reliability.md)


if __name__ == "__main__":
    main()
