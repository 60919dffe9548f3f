"""fulgur.jit with DTensor arguments under torchrun (tests/python/test_dtensor.py
starts it): the process group comes from torchrun's environment
(init_process_group without arguments), the mesh's group is handed to fulgur,
and the output equals PyTorch DTensor's. Prints 'rank R ok' on success."""
import os
import sys

import torch
import torch.distributed as dist
import torch.nn.functional as F

sys.path.insert(0, os.environ["FULGUR_PYTHONPATH"])
import fulgur  # noqa: E402
from torch.distributed.device_mesh import init_device_mesh  # noqa: E402
from torch.distributed.tensor import Replicate, Shard, distribute_tensor  # noqa: E402


def f(x, w):
    return torch.softmax(F.linear(x, w), -1).sum(0)


dist.init_process_group("gloo")
mesh = init_device_mesh("cpu", (dist.get_world_size(),))
g = torch.Generator().manual_seed(1)
x = distribute_tensor(torch.randn(6, 4, generator=g), mesh, [Shard(0)])
w = distribute_tensor(torch.randn(5, 4, generator=g), mesh, [Replicate()])
with torch.no_grad():
    ours, theirs = fulgur.jit(f)(x, w), f(x, w)
    assert ours.placements == theirs.placements, (ours.placements, theirs.placements)
    err = float((ours.full_tensor() - theirs.full_tensor()).abs().max())
    assert err < 1e-5, err
print(f"rank {dist.get_rank()} ok {ours.placements}", flush=True)
if dist.get_world_size() == 4:
    # A 2 x 2 mesh: softmax over the dim sharded on mesh dim 1 gathers it on
    # the group along mesh dim 1 (handed to fulgur with use_c10d_group).
    mesh2 = init_device_mesh("cpu", (2, 2))
    y = distribute_tensor(torch.randn(4, 6, generator=g), mesh2, [Shard(0), Shard(1)])
    with torch.no_grad():
        h = fulgur.jit(lambda a: torch.softmax(a, 1))
        ours = h(y)
        theirs = torch.softmax(y, 1)
        assert ours.placements == theirs.placements, (ours.placements, theirs.placements)
        err = float((ours.full_tensor() - theirs.full_tensor()).abs().max())
        assert err < 1e-5, err
    print(f"rank {dist.get_rank()} 2x2 ok {ours.placements}", flush=True)
dist.destroy_process_group()
# A Gloo worker thread may release a tensor that owns a Python object after
# interpreter shutdown began, which aborts the process at exit now and then
# ("terminate called without an active exception"; PyTorch's, not fulgur's:
# docs/reliability.md). Everything is checked and printed: leave now.
sys.stdout.flush()
os._exit(0)
