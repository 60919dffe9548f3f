"""Step time of a train step compiled by fulgur.spmd.compile against PyTorch
eager DDP (torch.nn.parallel.DistributedDataParallel) on the same model,
processes and data, measured in the same run, side by side.

    PYTHONPATH=build/python python3 perf/python/bench_spmd_step.py [--procs 2] [--quick] [--bucket-cap-mb 25]

Models: the GPT-2 and LLaMA-style blocks of tests/python/models.py (d_model
64, 4 heads, sequence 32, each rank's batch 8), with SGD-momentum and AdamW,
MSE loss against random targets; Gloo processes on 127.0.0.1, one intra-op
thread each. A step is forward, backward (DDP: its bucketed gradient
all-reduce), the optimizer step and zero_grad. Each figure is rank 0's median
over the timed steps (after warm-up) of one step's wall time; the compiled
step's first call (capture, compile and the parameter broadcast) is given in
seconds.
"""
import argparse
import os
import socket
import statistics
import sys
import time

import torch
import torch.multiprocessing as mp

_here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(_here, "..", "..", "tests", "python"))


def _train_step(model, optim, x, y):
    import torch.nn.functional as F
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def _median_step_ms(step, model, optim, data, warmup):
    import torch.distributed as dist
    times = []
    for i, (x, y) in enumerate(data):
        dist.barrier()
        t0 = time.perf_counter()
        step(model, optim, x, y)
        t = time.perf_counter() - t0
        if i >= warmup:
            times.append(t)
    return statistics.median(times) * 1e3


def _worker(rank, world, port, path, opts, queue):
    sys.path.insert(0, path)
    os.environ["RANK"] = str(rank)  # FULGUR_TIMELINE=DIR names each rank's file by it (read when fulgur loads)
    import torch.distributed as dist
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=world)
    torch.set_num_threads(1)
    import fulgur.spmd as spmd
    from models import GPT2Block, LlamaBlock
    from torch.nn.parallel import DistributedDataParallel as DDP
    d, heads, seq, batch = 64, 4, 32, 8
    models = {"GPT-2 block": lambda: GPT2Block(d, heads, seq), "LLaMA block": lambda: LlamaBlock(d, heads, seq, 176)}
    optims = {"SGD-momentum": lambda ps: torch.optim.SGD(ps, lr=0.01, momentum=0.9),
              "AdamW": lambda ps: torch.optim.AdamW(ps, lr=1e-3)}
    g = torch.Generator().manual_seed(rank)
    n = opts.warmup + opts.steps
    data = [(torch.randn(batch, seq, d, generator=g), torch.randn(batch, seq, d, generator=g)) for _ in range(n)]
    rows = []
    for mname, make_model in models.items():
        for oname, make_opt in optims.items():
            torch.manual_seed(0)
            ddp = DDP(make_model())
            eager = _median_step_ms(_train_step, ddp, make_opt(ddp.parameters()), data, opts.warmup)
            torch.manual_seed(0)
            model = make_model()
            optim = make_opt(model.parameters())
            step = spmd.compile(bucket_cap_mb=opts.bucket_cap_mb)(_train_step)
            dist.barrier()
            t0 = time.perf_counter()
            step(model, optim, *data[0])
            first = time.perf_counter() - t0
            ours = _median_step_ms(step, model, optim, data, opts.warmup)
            rows.append((mname, oname, eager, ours, first))
    if rank == 0:
        queue.put(rows)
    dist.destroy_process_group()


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--procs", type=int, default=2)
    p.add_argument("--steps", type=int, default=30, help="timed steps per configuration")
    p.add_argument("--warmup", type=int, default=5)
    p.add_argument("--quick", action="store_true", help="5 timed steps, 2 warm-up (smoke test)")
    p.add_argument("--bucket-cap-mb", type=float, default=25,
                   help="fulgur.spmd.compile's bucket_cap_mb (eager DDP keeps its default, 25)")
    opts = p.parse_args()
    if opts.quick:
        opts.steps, opts.warmup = 5, 2
    import fulgur
    path = os.path.dirname(os.path.dirname(os.path.abspath(fulgur.__file__)))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(r, opts.procs, port, path, opts, queue)) for r in range(opts.procs)]
    for pr in procs:
        pr.start()
    rows = queue.get(timeout=1800)
    for pr in procs:
        pr.join(timeout=120)
    print(f"torch {torch.__version__}, {opts.procs} Gloo processes, 1 intra-op thread each; median step time of "
          f"rank 0 over {opts.steps} steps in ms (first compiled call in s); fulgur's buckets of "
          f"{opts.bucket_cap_mb:g} MiB")
    print(f"{'model':14}{'optimizer':14}{'eager DDP':>12}{'fulgur.spmd':>14}{'eager/ours':>12}{'first call':>12}")
    for mname, oname, eager, ours, first in rows:
        print(f"{mname:14}{oname:14}{eager:12.2f}{ours:14.2f}{eager / ours:11.2f}x{first:11.1f}s")


if __name__ == "__main__":
    main()
