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


def same(ours, theirs, what):
    assert type(ours) is type(theirs), (what, type(ours), type(theirs))
    assert ours.placements == theirs.placements, (what, ours.placements, theirs.placements)
    assert ours.shape == theirs.shape and ours.stride() == theirs.stride(), (what, ours.shape, theirs.shape)
    err = float((ours.full_tensor() - theirs.full_tensor()).detach().abs().max())
    assert err < 1e-5, (what, err)


# A call like an earlier one (tensors only) takes the C++ fast path
# (_dtensor.fast_call): the DTensors read there, each spec object parsed
# once per input position, the results made there. Counted here by the slow
# path's calls, which must stay at none while only the specs change.
from fulgur import _dtensor  # noqa: E402

slow_calls = []
slow = _dtensor.call


def counted(*a):
    slow_calls.append(1)
    return slow(*a)


def fma(a, b):
    return a * b + a


jf = fulgur.jit(fma)
a = distribute_tensor(torch.randn(6, 4, generator=g), mesh, [Shard(0)])
b = distribute_tensor(torch.randn(6, 4, generator=g), mesh, [Shard(0)])
_dtensor.call = counted
try:
    with torch.no_grad():
        same(jf(a, b), fma(a, b), "first call")
        assert len(slow_calls) == 1, slow_calls
        for i in range(3):
            same(jf(a, b), fma(a, b), f"hit {i}")
        r = jf(a, b)
        same(jf(r, b), fma(r, b), "a result fed back")  # the result's spec: a new object at position 0
        c = distribute_tensor(torch.randn(6, 4, generator=g), mesh, [Replicate()])
        same(jf(c, b), fma(c, b), "new placements")  # compiles a new program, on the fast path
        u = distribute_tensor(torch.randn(5, 3, generator=g), mesh, [Shard(0)])  # uneven on 2 and 4 ranks
        same(jf(u, u), fma(u, u), "uneven")
        assert len(slow_calls) == 1, slow_calls
        # A DTensor on another mesh object (the same ranks): its groups must be
        # bound first, which the slow path does; then the first mesh again.
        other = init_device_mesh("cpu", (dist.get_world_size(),))
        d = distribute_tensor(torch.randn(6, 4, generator=g), other, [Shard(0)])
        same(jf(d, d), fma(d, d), "another mesh")
        same(jf(a, b), fma(a, b), "the first mesh again")
        assert len(slow_calls) == 3, slow_calls
        # Plain tensors of the same count: the plain path, plain results.
        pa, pb = torch.randn(3, 2, generator=g), torch.randn(3, 2, generator=g)
        assert torch.allclose(jf(pa, pb), fma(pa, pb))
    # With autograd: the gradients of the fast path's results.
    xs = [distribute_tensor(torch.randn(6, 4, generator=g), mesh, [Shard(0)]).requires_grad_() for _ in range(2)]
    out = jf(xs[0], b)
    out.sum().backward()  # slow path: a new program (an input requires grad)
    before = len(slow_calls)
    out = jf(xs[1], b)
    same(out, fma(xs[1], b), "with grad")
    out.sum().backward()
    assert len(slow_calls) == before, slow_calls
    ref = xs[1].detach().requires_grad_()
    fma(ref, b).sum().backward()
    same(xs[1].grad, ref.grad, "gradient")
finally:
    _dtensor.call = slow
# A float argument of a DTensor call is a constant of its program (the DTensor
# backward takes no number inputs yet: autodiff refused the program with an
# internal error), differentiated as eager.
scaled = fulgur.jit(lambda a, s: (a * s).sum())
for s in (0.5, -1.5):
    xg = distribute_tensor(torch.randn(6, 4, generator=g), mesh, [Shard(0)]).requires_grad_()
    out = scaled(xg, s)
    out.backward()
    ref = xg.detach().requires_grad_()
    (ref * s).sum().backward()
    # (fulgur gives the input's placement, PyTorch Replicate() here: docs/dtensor.md, "Gradient placements")
    assert xg.grad.placements == xg.placements, xg.grad.placements
    err = float((xg.grad.full_tensor() - ref.grad.full_tensor()).abs().max())
    assert err < 1e-6, (s, err)
print(f"rank {dist.get_rank()} fast path ok", flush=True)
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
