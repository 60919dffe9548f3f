"""fulgur.spmd on 2 processes: a whole train step (forward, loss.backward(),
AdamW's step) compiled once as one program per rank, trained 20 steps next
to PyTorch's DistributedDataParallel on the same data, then the same step
with the parameters sharded (Shard(0), as fully_shard) against one process.
Prints the captured step, what rank 0 runs after the DTensor expansion (the
gradients' all-reduce bucket), and both runs' losses side by side.

    PYTHONPATH=build/python python3 -m torch.distributed.run --standalone \\
        --nproc-per-node=2 examples/python_spmd_demo.py     (scripts/demo.sh does)
"""
import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F
from torch.distributed.tensor import Shard
from torch.nn.parallel import DistributedDataParallel as DDP

import fulgur
import fulgur.spmd as spmd


class Block(nn.Module):
    def __init__(self, d=32):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)

    def forward(self, x):
        return x + self.fc2(F.gelu(self.fc1(self.norm(x)), approximate="tanh"))


def train_step(model, optim, x, y):
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.set_num_threads(1)
    torch.manual_seed(0)
    # Every rank's part of 20 global batches of 16 rows (8 per rank).
    batches = [(torch.randn(16, 32), torch.randn(16, 32)) for _ in range(20)]
    parts = [(x.chunk(world)[rank], y.chunk(world)[rank]) for x, y in batches]

    def fresh():
        torch.manual_seed(1)
        return Block()

    # PyTorch DDP: each rank's loss is its part's; the global loss is their mean.
    ddp = DDP(fresh())
    opt = torch.optim.AdamW(ddp.parameters(), lr=1e-3)
    ddp_losses = []
    for x, y in parts:
        loss = train_step(ddp, opt, x, y).detach()
        dist.all_reduce(loss, op=dist.ReduceOp.AVG)
        ddp_losses.append(loss.item())

    # fulgur.spmd, replicated parameters (data parallel).
    model = fresh()
    optim = torch.optim.AdamW(model.parameters(), lr=1e-3)
    step = spmd.compile()(train_step)
    ours = [step(model, optim, x, y).item() for x, y in parts]

    # fulgur.spmd, parameters sharded on dim 0; against one process on the whole batch.
    sharded_model = fresh()
    sharded_optim = torch.optim.AdamW(sharded_model.parameters(), lr=1e-3)
    sharded = spmd.compile(param_schema=Shard(0))(train_step)
    sharded_losses = [sharded(sharded_model, sharded_optim, x, y).item() for x, y in parts]
    single = fresh()
    single_optim = torch.optim.AdamW(single.parameters(), lr=1e-3)
    single_losses = [train_step(single, single_optim, x, y).item() for x, y in batches]

    if rank == 0:
        traces = fulgur.last_traces(step)
        by_step = {t.step: t for t in traces}
        print("== the captured train step (global program: autodiff.grad, AdamW's update, writes)")
        print(by_step["Captured train step"])
        print("== rank 0 after bucketing: one all-reduce, the gradients' bucket with the loss's average")
        for line in str(by_step["After bucketing"]).splitlines():
            if any(k in line for k in ("# all-reduce bucket", "prims.cat(", "dist.all_reduce(", "dist.wait(")):
                print(line)
        print("== stages:", ", ".join(t.step for t in traces[:6]), ", ...")
        print(f"{'step':>4} {'DDP loss':>12} {'fulgur.spmd':>12} {'one process':>12} {'spmd Shard(0)':>14}")
        for i, (a, b, c, d) in enumerate(zip(ddp_losses, ours, single_losses, sharded_losses)):
            print(f"{i:4d} {a:12.6f} {b:12.6f} {c:12.6f} {d:14.6f}")
        print("host-program calls:", step.host_program_calls(), "for", len(parts), "steps")
    worst = max(abs(a - b) / abs(a) for a, b in zip(ddp_losses, ours))
    worst_sharded = max(abs(a - b) / abs(a) for a, b in zip(single_losses, sharded_losses))
    params_ok = all(torch.allclose(p, q, rtol=1e-4, atol=1e-5)
                    for p, q in zip(model.parameters(), ddp.module.parameters()))
    sharded_ok = all(torch.allclose(p.full_tensor(), q, rtol=1e-4, atol=1e-5)
                     for p, q in zip(sharded_model.parameters(), single.parameters()))
    ok = worst < 1e-4 and worst_sharded < 1e-4 and params_ok and sharded_ok
    if rank == 0:
        print(f"worst relative loss difference: {worst:.2e} (vs DDP), {worst_sharded:.2e} (Shard(0) vs one "
              f"process); final parameters {'equal' if params_ok and sharded_ok else 'DIFFER'}")
        print("check passed" if ok else "check FAILED")
    dist.destroy_process_group()
    raise SystemExit(0 if ok else 1)


if __name__ == "__main__":
    main()
