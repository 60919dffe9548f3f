"""FSDP2 beside tensor parallel on a 2x2 mesh (4 ranks: data parallel x
tensor parallel), as PyTorch users build it: parallelize_module on mesh["tp"],
then fully_shard on mesh["dp"]. Each module of tests/dist/parallel_cases.py
through fulgur.jit and torch.compile(backend="fulgur") against the same eager
module (tests/python/test_dtensor.py starts it; issue 28): the forward, every
parameter's gradient (values and placements on the 2-D mesh, _StridedShard
included) and the forward after AdamW steps. Prints 'rank R ok N' on success."""
import copy
import os
import sys

import torch
import torch.distributed as dist

sys.path.insert(0, os.environ["FULGUR_PYTHONPATH"])
import fulgur  # noqa: E402
from rank_report import finish  # noqa: E402  (tests/dist, the script's folder)
from torch.distributed.device_mesh import init_device_mesh  # noqa: E402
from torch.distributed.fsdp import fully_shard  # noqa: E402
from torch.distributed.tensor.parallel import parallelize_module  # noqa: E402
from parallel_cases import CASES  # noqa: E402  (tests/dist)

dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
assert world == 4, "a 2x2 mesh: run on 4 ranks"
mesh = init_device_mesh("cpu", (2, 2), mesh_dim_names=("dp", "tp"))
dp_rank, tp_rank = mesh["dp"].get_local_rank(), mesh["tp"].get_local_rank()
failures = []


def compare(what, got, want, tol=2e-5):
    err = (got - want).abs().max().item()
    if err > tol:
        failures.append(f"{what}: differs by {err:.3g}")


class Counting:
    """backend="fulgur" (fulgur.fulgur_backend), counting fulgur's compiles."""

    def __init__(self):
        self.jitted = []

    def __call__(self, gm, example_inputs):
        self.jitted.append(fulgur.fulgur_backend(gm, example_inputs))
        return self.jitted[-1]

    def compiles(self):
        return sum(fulgur.cache_info(j).get("misses", 0) for j in self.jitted)


def build(cls, plan):
    torch.manual_seed(0)
    m = parallelize_module(cls(), mesh["tp"], plan)
    return fully_shard(m, mesh=mesh["dp"])


for name, cls, plan, make_x in CASES:
    for path in ("jit", "compile"):
        what = f"{name} ({path}, 2x2)"
        eager, ours = build(cls, plan), build(cls, plan)
        torch._dynamo.reset()
        backend = Counting()
        run = fulgur.jit(ours) if path == "jit" else torch.compile(ours, backend=backend)
        opts = [torch.optim.AdamW(m.parameters(), lr=0.01) for m in (ours, eager)]
        # Each data-parallel group its own batch; the tensor-parallel ranks of
        # a group the same one, or (sequence parallel) each its own chunk.
        torch.manual_seed(1 + (rank if "sequence" in name else dp_rank))
        x = make_x()
        try:
            for step in range(2):
                y, ye = run(x), eager(x)
                compare(f"{what}: forward {step}", y, ye)
                y.square().sum().backward()
                ye.square().sum().backward()
                for (n, p), (_, q) in zip(ours.named_parameters(), eager.named_parameters()):
                    if tuple(p.grad.placements) != tuple(q.grad.placements):
                        failures.append(f"{what}: {n}.grad is {p.grad.placements}, eager {q.grad.placements}")
                    compare(f"{what}: step {step} {n}.grad", p.grad.full_tensor(), q.grad.full_tensor(), tol=1e-4)
                for o in opts:
                    o.step()
                    o.zero_grad()
            compare(f"{what}: forward after two AdamW steps", run(x), eager(x), tol=1e-4)
        except Exception as e:  # noqa: BLE001 (reported, then the rank fails)
            failures.append(f"{what}: {type(e).__name__}: {str(e)[:600]}")
        if (run.cache_info()["misses"] if path == "jit" else backend.compiles()) == 0:
            failures.append(f"{what}: fulgur compiled nothing (Dynamo gave it no graph)")

# The data-parallel and tensor-parallel submeshes both number their ranks from
# 0 in their programs: DTensors on both in one call are refused, never run
# as one mesh's.
from torch.distributed.tensor import Shard, distribute_tensor  # noqa: E402

a = distribute_tensor(torch.randn(4, 2), mesh["dp"], [Shard(0)])
b = distribute_tensor(torch.randn(4, 2), mesh["tp"], [Shard(0)])
try:
    fulgur.jit(lambda a, b: a.to_local() + b.to_local())(a, b)
    failures.append("DTensors on the dp and the tp submesh in one call: no error")
except fulgur.FulgurError as e:
    if "on two meshes" not in str(e):
        failures.append(f"DTensors on two submeshes: {e}")

finish(rank, world, failures)
