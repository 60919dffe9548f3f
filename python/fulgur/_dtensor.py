"""DTensor arguments of fulgur.jit (docs/dtensor.md, "From Python").

A ``torch.distributed.tensor.DTensor`` argument crosses to C++ as its local
tensor and its spec read field by field (mesh device type, shape and ranks;
placements; global shape and stride; requires_grad); the function is traced
with DTensor types, expanded for this rank and cached by the spec. The
collectives run on the caller's process group: the DTensor mesh's group is
handed to fulgur (``_C.use_c10d_world``). DTensor results come back as
DTensors with the placements fulgur's sharding rules gave.
"""

import atexit

import torch

from . import _C
from .capture import FulgurError


_DTENSOR = []  # the DTensor class, or None without torch.distributed; looked up once


def _dtensor_class():
    if not _DTENSOR:
        try:
            from torch.distributed.tensor import DTensor
        except ImportError:  # torch without distributed
            DTensor = None
        _DTENSOR.append(DTensor)
    return _DTENSOR[0]


def any_dtensor(args, kwargs):
    cls = _dtensor_class()
    if cls is None:
        return False

    def walk(x):
        if isinstance(x, cls):
            return True
        if type(x) in (tuple, list):
            return any(walk(v) for v in x)
        if type(x) is dict:
            return any(walk(v) for v in x.values())
        return False

    return walk(args) or walk(kwargs)


def _placement(p):
    from torch.distributed.tensor import Partial, Replicate, Shard
    if isinstance(p, Shard):
        return ("shard", p.dim, "")
    if isinstance(p, Replicate):
        return ("replicate", 0, "")
    if isinstance(p, Partial):
        return ("partial", 0, p.reduce_op)
    raise FulgurError(f"fulgur.jit: DTensor placement {p!r} is not Shard, Replicate or Partial")


def _torch_placement(t):
    from torch.distributed.tensor import Partial, Replicate, Shard
    kind, dim, op = t
    if kind == "shard":
        return Shard(dim)
    if kind == "replicate":
        return Replicate()
    return Partial(op)


def spec_of(d):
    """The spec tuple _C.Compiled.run_dtensor reads: torch's DTensorSpec, field by field."""
    mesh = d.device_mesh
    return (mesh.device_type, list(mesh.mesh.shape), [int(r) for r in mesh.mesh.flatten().tolist()],
            [_placement(p) for p in d.placements], list(d.shape), list(d.stride()), d.requires_grad)


_bound_group = [None]  # the process groups handed to fulgur last


def _release_groups():
    # fulgur's communicators hold the caller's c10d backends; drop them while
    # the interpreter still runs, not in static destructors at exit (where a
    # backend's threads may already be gone).
    if _bound_group[0] is not None:
        _bound_group[0] = None
        _C.use_c10d_world(None)


atexit.register(_release_groups)


def _bind_group(mesh):
    """Hands the caller's groups to fulgur: the world, and for an n-D mesh the
    group along each mesh dim (what a redistribution on that dim runs on)."""
    import torch.distributed as dist
    ranks = [int(r) for r in mesh.mesh.flatten().tolist()]
    world = dist.get_world_size()
    if sorted(ranks) != list(range(world)):
        raise FulgurError(f"fulgur.jit: the DTensor mesh {mesh} holds ranks {ranks}, but fulgur's DTensor "
                          f"programs need a mesh over the whole world of {world}")
    groups = tuple(mesh.get_group(m) for m in range(mesh.ndim))
    key = (tuple(mesh.mesh.shape), tuple(ranks), groups)
    if _bound_group[0] == key:
        return
    _C.use_c10d_world(groups[0] if mesh.ndim == 1 else dist.group.WORLD)
    if mesh.ndim > 1:
        for m, g in enumerate(groups):
            _C.use_c10d_group(list(mesh.mesh.shape), ranks, [m], g)
    _bound_group[0] = key


def call(jitted, args, kwargs):
    """A call of a Jitted with DTensor arguments (no autograd yet)."""
    from ._jit import _key_of
    cls = _dtensor_class()
    tensors = []
    arg_keys = tuple(_key_of(a, tensors, f"argument {i}") for i, a in enumerate(args))
    kw_keys = tuple((k, _key_of(v, tensors, f"keyword argument {k!r}")) for k, v in kwargs.items())
    key = (tuple, ((tuple, arg_keys), (dict, kw_keys)))
    n_args = len(tensors)
    tensors = tuple(tensors) + tuple(jitted._extra)
    grad = torch.is_grad_enabled() and any(t.requires_grad for t in tensors)
    mesh = None
    packed = []
    for t in tensors:
        if isinstance(t, cls):
            if mesh is None:
                mesh = t.device_mesh
            packed.append((t.to_local(), spec_of(t)))
        else:
            packed.append(t)
    _bind_group(mesh)
    entry = jitted._entry(key, n_args)
    jitted._last = entry
    outs = []
    r = entry.compiled.run_dtensor(packed, grad)
    raw, gc = r if grad else (r, None)
    for o in raw:
        if isinstance(o, tuple):
            local, placements, shape, stride = o
            outs.append(cls.from_local(local, mesh, [_torch_placement(p) for p in placements],
                                       run_check=False, shape=torch.Size(shape), stride=tuple(stride)))
        else:
            outs.append(o)
    if gc is not None:
        outs = list(_Backward.apply(gc, mesh, tensors, outs, *tensors))
    if entry.written:
        raise FulgurError(f"fulgur.jit: {jitted._name} writes into a DTensor input in place; not supported")
    from ._jit import _rebuild_result
    return _rebuild_result(entry.out_key, outs)


class _Backward(torch.autograd.Function):
    """fulgur's compiled backward of one DTensor call in PyTorch's autograd graph.

    A cotangent reaches fulgur in its convention (docs/distributed.md,
    "Gradients": a rank's cotangent is the gradient of its share of a loss
    summed over ranks): per mesh dim, a Shard output's cotangent is this
    rank's shard, a Partial output's the whole value on every rank, a
    Replicate() output's the value on coordinate 0 and zeros elsewhere.
    Each input's gradient comes back as a DTensor in the placements fulgur
    computed it in (a Replicate() input's: Partial(sum), as PyTorch DTensor
    leaves it)."""

    @staticmethod
    def forward(ctx, gc, mesh, inputs, outs, *flat):
        ctx.gc, ctx.mesh = gc, mesh
        cls = _dtensor_class()
        ctx.in_placements = [tuple(t.placements) if isinstance(t, cls) else None for t in inputs]
        ctx.out_placements = [tuple(o.placements) if isinstance(o, cls) else None for o in outs]
        diff = set(gc.output_index)
        nondiff = [o for i, o in enumerate(outs) if i not in diff]
        if nondiff:
            ctx.mark_non_differentiable(*nondiff)
        return tuple(outs)

    @staticmethod
    def backward(ctx, *grads):
        from torch.distributed.tensor import Replicate, Shard
        cls = _dtensor_class()
        mesh = ctx.mesh
        cots = []
        for g, placements in zip(grads, ctx.out_placements):
            if g is None:
                cots.append(None)
            elif isinstance(g, cls):
                want = [p if isinstance(p, Shard) else Replicate() for p in placements]
                local = g.redistribute(mesh, want).to_local()
                coord = mesh.get_coordinate()
                if any(isinstance(p, Replicate) and coord[m] != 0 for m, p in enumerate(placements)):
                    local = torch.zeros_like(local)
                cots.append(local.contiguous())
            else:
                cots.append(g.contiguous())
        with torch.no_grad():
            gs = ctx.gc.backward(cots)
            result = []
            for g, placements in zip(gs, ctx.in_placements):
                if g is None:
                    result.append(None)
                elif isinstance(g, tuple):
                    local, ps, shape, stride = g
                    d = cls.from_local(local, mesh, [_torch_placement(p) for p in ps], run_check=False,
                                       shape=torch.Size(shape), stride=tuple(stride))
                    result.append(d)
                else:
                    result.append(g)
        return (None, None, None, None, *result)
