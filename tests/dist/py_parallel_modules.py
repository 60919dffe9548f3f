"""Tensor-parallel and fully-sharded modules as PyTorch users build them
(parallelize_module with ColwiseParallel, RowwiseParallel, SequenceParallel;
fully_shard), through fulgur.jit and torch.compile(backend="fulgur"), against
the same eager module under torchrun (tests/python/test_dtensor.py starts it;
issue 28): forward values, every parameter's gradient (values and
placements), and the forward after optimizer steps. Prints 'rank R ok N' on
success."""
import copy
import os
import sys

import torch
import torch.distributed as dist

sys.path.insert(0, os.environ["FULGUR_PYTHONPATH"])
import fulgur  # noqa: E402
from rank_report import finish  # noqa: E402  (tests/dist, the script's folder)
from torch.distributed.device_mesh import init_device_mesh  # noqa: E402
from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard  # noqa: E402
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor  # noqa: E402
from torch.distributed.tensor.parallel import parallelize_module  # noqa: E402
from parallel_cases import CASES, LlamaMLP  # noqa: E402  (tests/dist)

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
mesh = init_device_mesh("cpu", (world,))
failures = []


def compare(what, got, want, tol=2e-5):
    err = (got - want).abs().max().item()
    if err > tol:
        failures.append(f"{what}: differs by {err:.3g}")


for name, cls, plan, make_x in CASES:
    for path in ("jit", "compile"):
        torch.manual_seed(0)
        base = cls()
        eager = parallelize_module(copy.deepcopy(base), mesh, plan)
        ours = parallelize_module(copy.deepcopy(base), mesh, plan)
        run = fulgur.jit(ours) if path == "jit" else torch.compile(ours, backend="fulgur")
        torch.manual_seed(1 + rank)  # each rank its own input (TP's inputs are replicated or sequence shards)
        x = make_x()
        if "sequence" not in name:
            dist.broadcast(x, 0)
        what = f"{name} ({path})"
        try:
            y, ye = run(x), eager(x)
            compare(f"{what}: forward", y, ye)
            y.square().sum().backward()
            ye.square().sum().backward()
            for (n, p), (_, q) in zip(ours.named_parameters(), eager.named_parameters()):
                if not isinstance(q, DTensor):  # a parameter the plan leaves plain (the RMSNorms)
                    compare(f"{what}: {n}.grad", p.grad, q.grad, tol=1e-4)
                    continue
                want = tuple(q.grad.placements)
                if "sequence" in name and n.startswith("norm."):
                    # The one placement that differs (docs/dtensor.md, "Gradient
                    # placements"): PyTorch leaves the replicated LayerNorm
                    # parameters' gradients Partial(sum) (each rank's sequence
                    # chunk's share) and sums them at the optimizer step;
                    # fulgur sums them in the backward.
                    want = (Replicate(),) if want == (Partial(),) else ("eager gave", want)
                if tuple(p.grad.placements) != want:
                    failures.append(f"{what}: {n}.grad is {p.grad.placements}, want {want}")
                compare(f"{what}: {n}.grad", p.grad.full_tensor(), q.grad.full_tensor())
            for m in (ours, eager):
                torch.optim.SGD(m.parameters(), lr=0.1).step()
            compare(f"{what}: forward after an SGD step", run(x), eager(x))
        except Exception as e:  # noqa: BLE001 (reported, then the rank fails)
            failures.append(f"{what}: {type(e).__name__}: {str(e)[:600]}")


# The boundaries called directly in a jitted function, forward and gradients
# against eager DTensor.
def direct(what, fn, make, partial_sum_as_replicate=()):
    """partial_sum_as_replicate: the arguments whose gradient PyTorch leaves
    Partial(sum) and fulgur sums in the backward ("Gradient placements")."""
    torch.manual_seed(3)
    a = make()
    torch.manual_seed(3)
    b = make()
    try:
        y, ye = fulgur.jit(fn)(*a), fn(*b)
        compare(f"{what}: forward", y, ye)
        (y * torch.arange(1.0, y.numel() + 1).reshape(y.shape)).sum().backward()
        (ye * torch.arange(1.0, ye.numel() + 1).reshape(ye.shape)).sum().backward()
        for i, (p, q) in enumerate(zip(a, b)):
            if not q.requires_grad:
                continue
            if isinstance(q.grad, DTensor):
                want = tuple(q.grad.placements)
                if i in partial_sum_as_replicate and want == (Partial(),):
                    want = (Replicate(),)
                if tuple(p.grad.placements) != want:
                    failures.append(f"{what}: argument {i}'s grad is {p.grad.placements}, eager {q.grad.placements}")
                compare(f"{what}: argument {i}'s grad", p.grad.full_tensor(), q.grad.full_tensor())
            else:
                compare(f"{what}: argument {i}'s grad", p.grad, q.grad)
    except Exception as e:  # noqa: BLE001
        failures.append(f"{what}: {type(e).__name__}: {str(e)[:600]}")


def sharded(*shape, ps=(Shard(0),)):
    return lambda: distribute_tensor(torch.randn(*shape), mesh, list(ps)).requires_grad_()


direct("redistribute then to_local", lambda d: d.redistribute(mesh, [Replicate()]).to_local().sin(),
       lambda: [sharded(5, 3)()])
direct("full_tensor", lambda d: d.full_tensor() * 3, lambda: [sharded(4, 6, ps=(Shard(1),))()])
direct("to_local of a shard", lambda d: d.to_local().exp(), lambda: [sharded(6, 2)()])
direct("from_local of a local batch shard times a replicated weight",
       lambda x, w: (DTensor.from_local(x, mesh, [Shard(0)]) @ w).to_local(),
       lambda: [torch.randn(3, 4).add(rank).requires_grad_(), sharded(4, 5, ps=(Replicate(),))()],
       partial_sum_as_replicate=(1,))
direct("to_local with Partial(avg) gradient placements",
       lambda w: (w.redistribute(mesh, [Replicate()]).to_local(grad_placements=[Partial("avg")]) * (rank + 1)),
       lambda: [sharded(4, 3)()])

# A DTensor program's backward traces begin with the global program's,
# typed with placements (as thunder's are), then what the rank runs.
f = fulgur.jit(lambda a, b: torch.tanh(a @ b).sum())
a, b = sharded(4, 6, ps=(Shard(1),))(), sharded(6, 3, ps=(Shard(0),))()
f(a, b).backward()
traces = [str(t) for t in fulgur.last_backward_traces(f)]
typed = [i for i, t in enumerate(traces) if t.count("placements=(Shard(dim=1),)") >= 2]  # a and its grad
local = [i for i, t in enumerate(traces) if t.lstrip().startswith("#") and "def backward_fn" in t and "DTensor" not in t]
if not typed or not local or typed[0] > local[0]:
    failures.append(f"the DTensor-typed backward trace is missing or not first (typed {typed}, local {local}):\n"
                    + "\n".join(traces))

# FSDP2: fully_shard per layer and at the root; three AdamW steps. The
# uneven last layer (5 rows on 2 ranks) has shards of 3 and 2 rows.
def fsdp_model():
    torch.manual_seed(0)
    m = torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.GELU(), LlamaMLP(16, 32), torch.nn.LayerNorm(16),
                            torch.nn.Linear(16, 5))
    for layer in (m[0], m[2], m[4]):
        fully_shard(layer)
    return fully_shard(m)


for path in ("jit", "compile"):
    what = f"fully_shard ({path})"
    eager, ours = fsdp_model(), fsdp_model()
    # Dynamo runs FSDP2's hooks eagerly ("skipping FSDP hooks") and hands
    # fulgur the user-code forwards between them (LlamaMLP's) on FSDP's
    # unsharded parameters, whose storage FSDP frees after the forward and
    # gathers again, in new memory, for the backward (read where it is now:
    # tests/python/test_lifetime.py). fulgur.jit compiles the whole module,
    # FSDP's gathers and reduce-scatters included.
    run = fulgur.jit(ours) if path == "jit" else torch.compile(ours, backend="fulgur")
    opts = [torch.optim.AdamW(m.parameters(), lr=0.01) for m in (ours, eager)]
    torch.manual_seed(1 + rank)
    x = torch.randn(4, 8)
    try:
        for step in range(3):
            y, ye = run(x), eager(x)
            compare(f"{what}: forward {step}", y, ye)
            y.square().mean().backward()
            ye.square().mean().backward()
            for (n, p), (_, q) in zip(ours.named_parameters(), eager.named_parameters()):
                if tuple(p.grad.placements) != tuple(q.grad.placements):
                    failures.append(f"{what}: {n}.grad is {p.grad.placements}, eager {q.grad.placements}")
                compare(f"{what}: step {step} {n}.grad", p.grad.full_tensor(), q.grad.full_tensor())
            for o in opts:
                o.step()
                o.zero_grad()
    except Exception as e:  # noqa: BLE001
        failures.append(f"{what}: {type(e).__name__}: {str(e)[:600]}")

# What fulgur's FSDP2 capture does not do: a clear error, not another step.
m = torch.nn.Linear(8, 4)
fully_shard(m, mp_policy=MixedPrecisionPolicy(param_dtype=torch.bfloat16))
try:
    fulgur.jit(m)(torch.randn(2, 8))
    failures.append("fully_shard with a mixed precision policy: no error")
except fulgur.UnsupportedError as e:
    if "mixed precision policy" not in str(e):
        failures.append(f"fully_shard with a mixed precision policy: {e}")

finish(rank, world, failures)
