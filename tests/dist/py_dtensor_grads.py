"""DTensor programs through fulgur.jit whose results or gradients were once
silently wrong or hung (issue 28), checked against the single-device program
and PyTorch DTensor, under torchrun (tests/python/test_dtensor.py starts it):
on 2 ranks a 1-D mesh, on 4 a 2 x 2 mesh. Prints 'rank R ok N' on success."""
import os
import sys

import torch
import torch.distributed as dist
import torch.nn.functional as F

sys.path.insert(0, os.environ["FULGUR_PYTHONPATH"])
import fulgur  # noqa: E402
from rank_report import finish  # noqa: E402  (tests/dist, the script's folder)
from torch.distributed.device_mesh import init_device_mesh  # noqa: E402
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor  # noqa: E402

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
shape = (world,) if world == 2 else (2, 2)
mesh = init_device_mesh("cpu", shape)
torch.manual_seed(0)
failures = []


def placed(t, ps):
    """t as a DTensor; a Partial placement's ranks hold different shares whose reduction is t."""
    ps = list(ps)
    if not any(isinstance(p, Partial) for p in ps):
        return distribute_tensor(t.clone(), mesh, ps)
    (m, p), = [(m, p) for m, p in enumerate(ps) if isinstance(p, Partial)]
    c = mesh.get_coordinate()[m]
    if p.reduce_op == "sum":
        local = t * (0.25 if c == 0 else 0.75)
    elif p.reduce_op == "avg":
        local = t * (0.5 if c == 0 else 1.5)
    else:  # each rank holds the extreme at half of the elements
        mine = torch.arange(t.numel()).reshape(t.shape) % 2 == c
        local = torch.where(mine, t, t - 1.0 if p.reduce_op == "max" else t + 1.0)
    # Other mesh dims replicate the share.
    return DTensor.from_local(local, mesh, ps, run_check=False)


def check(name, fn, inputs, placements, want_type=DTensor):
    """fulgur.jit(fn) on DTensors: forward values and the gradients of a fixed
    projection of the output equal the single-device program's; every
    gradient is a DTensor in its input's placements (Partial: Replicate())."""
    xs = [placed(t, ps).requires_grad_() for t, ps in zip(inputs, placements)]
    refs = [t.clone().requires_grad_() for t in inputs]
    try:
        out = fulgur.jit(fn)(*xs)
        outs = out if isinstance(out, (tuple, list)) else (out,)
        ref = fn(*refs)
        ref_outs = ref if isinstance(ref, (tuple, list)) else (ref,)
        loss, ref_loss = 0, 0
        g = torch.Generator().manual_seed(1)
        for o, r in zip(outs, ref_outs):
            assert isinstance(o, want_type), f"{name}: output is {type(o).__name__}, expected {want_type.__name__}"
            full = o.full_tensor() if isinstance(o, DTensor) else o
            assert full.shape == r.shape, (name, full.shape, r.shape)
            torch.testing.assert_close(full, r.detach(), msg=lambda m: f"{name} forward: {m}")
            c = torch.randn(r.shape, generator=g)
            loss = loss + (full * c).sum()
            ref_loss = ref_loss + (r * c).sum()
        loss.backward()
        ref_loss.backward()
        for k, (x, r, ps) in enumerate(zip(xs, refs, placements)):
            assert x.grad is not None, f"{name}: input {k} has no gradient"
            want = tuple(Replicate() if isinstance(p, Partial) else p for p in ps)
            assert tuple(x.grad.placements) == want, f"{name}: grad {k} is {x.grad.placements}, expected {want}"
            torch.testing.assert_close(x.grad.full_tensor(), r.grad, msg=lambda m: f"{name} grad {k}: {m}")
    except Exception as e:  # noqa: BLE001 - report every case
        failures.append(f"{name}: {type(e).__name__}: {str(e)[:600]}")


def reps(p):
    """p on the first mesh dim, Replicate() on the others."""
    return (p,) + (Replicate(),) * (len(shape) - 1)


S0, S1, R = reps(Shard(0)), reps(Shard(1)), reps(Replicate())
x = torch.randn(8, 6)
# 1. Partial(avg/max/min) inputs: the gradient of the whole value, Replicate().
for op in ("sum", "avg", "max", "min"):
    check(f"Partial({op}) input", lambda a: a * 2.0, [x], [reps(Partial(op))])
    check(f"Partial({op}) input, exp", torch.exp, [x], [reps(Partial(op))])
# 2. Partial(avg/max/min) outputs: a mean or an extreme over a sharded dim.
check("mean over a sharded batch", lambda a: a.mean(), [x], [S0])
check("mean over a sharded dim", lambda a: a.mean(0), [x], [S0])
check("amax over a sharded dim", lambda a: a.amax(0), [x], [S0])
check("amin over a sharded dim", lambda a: a.amin(0), [x], [S0])
ties = torch.tensor([[1.0, 2.0], [1.0, 0.0], [0.5, 2.0], [1.0, -1.0]])
check("amax with ties across ranks", lambda a: a.amax(0), [ties], [S0])
if len(shape) == 2:
    check("mean over both mesh dims", lambda a: a.mean(), [x], [(Shard(0), Shard(1))])
    check("amax over both mesh dims", lambda a: a.amax(), [x], [(Shard(0), Shard(1))])
# 3. Slicing a DTensor gives a DTensor.
check("x[:, :2]", lambda a: a[:, :2], [x], [S0])
check("x[0]", lambda a: a[0], [x], [S0])
check("x[..., 1]", lambda a: a[..., 1], [x], [S0])
check("narrow", lambda a: a.narrow(1, 1, 3), [x], [S0])
check("unbind", lambda a: a.unbind(1), [x], [S0])
# 4. A rank past the end of an uneven shard (an empty local chunk) used to
# drop the collective's transpose from its backward: the other rank hung.
check("expand a sharded size-1 dim", lambda a: a.expand(5, 5, 5), [torch.randn(5, 1, 1)], [S1])
check("baddbmm with a sharded size-1 input", lambda i, a, b: torch.baddbmm(i, a, b),
      [torch.randn(1), torch.randn(5, 5, 5), torch.randn(5, 5, 10)], [S0, R, R])
w, b = torch.randn(4, 6), torch.randn(4)
check("row-parallel linear with a sharded bias", F.linear, [torch.randn(3, 6), w, b], [S1, S1, S0])
# 8. A replicated parameter's gradient is Replicate(), whole on every rank.
check("row-parallel bias", F.linear, [torch.randn(3, 6), w, b], [S1, S1, R])
check("replicated weight, sharded batch", F.linear, [torch.randn(6, 6), w, b], [S0, R, R])

# 6. A plain tensor read from outside the function: a clear error, as in PyTorch DTensor.
outside = torch.randn(6)
try:
    fulgur.jit(lambda a: a * outside)(distribute_tensor(x, mesh, list(S0)))
    failures.append("closure: no error")
except fulgur.FulgurError as e:
    if "mixes DTensor and plain tensor operands" not in str(e):
        failures.append(f"closure: {e}")

finish(rank, world, failures)
