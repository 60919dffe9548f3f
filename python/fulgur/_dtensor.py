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

from . import _C, _keys
from .capture import FulgurError, LiftConstant, dtensors
from .capture.numbers import Specialize


_DTENSOR = []  # the DTensor class, or None without torch.distributed; looked up once


def _dtensor_class():
    if not _DTENSOR:
        try:
            from torch.distributed.tensor import DTensor
        except ImportError:  # torch without distributed
            DTensor = None
        _DTENSOR.append(DTensor)
    return _DTENSOR[0]


def any_dtensor(args, extra, kwargs):
    """Whether a call's arguments (`args`, `kwargs`) or the inputs after them
    (`extra`: a module's state, lifted tensors) hold a DTensor."""
    cls = _DTENSOR[0] if _DTENSOR else _dtensor_class()
    if cls is None:
        return False
    for x in args:  # the common call: DTensors as arguments or parameters
        if isinstance(x, cls):
            return True
    for x in extra:
        if isinstance(x, cls):
            return True

    def walk(x):
        if isinstance(x, cls):
            return True
        if type(x) in (tuple, list):
            return any(walk(v) for v in x)
        if type(x) is dict:
            return any(walk(v) for v in x.values())
        return False

    return walk(args) or walk(kwargs)  # DTensors inside containers


def _placement(p):
    from torch.distributed.tensor import Partial, Replicate, Shard
    if isinstance(p, Shard):
        return _C.Placement.shard(p.dim)
    if isinstance(p, Replicate):
        return _C.Placement.replicate()
    if isinstance(p, Partial):
        return _C.Placement.partial(p.reduce_op)
    raise FulgurError(f"fulgur.jit: DTensor placement {p!r} is not Shard, Replicate or Partial")


def torch_placement(t):
    """torch.distributed.tensor's placement of a fulgur._C.Placement."""
    from torch.distributed.tensor import Partial, Replicate, Shard
    if t.is_shard():
        return Shard(t.dim)
    if t.is_replicate():
        return Replicate()
    return Partial(t.op)


class MeshInfo:
    """What fulgur reads of a DeviceMesh, read once per mesh: ``mesh.mesh`` is a
    computed property that costs tens of microseconds per read in torch 2.x.

    A 1-D mesh over some of the world's ranks (``mesh["tp"]`` of a 2-D mesh:
    tensor parallel beside data parallel) is the world of its programs: its
    ranks are numbered within its process group, whose collectives the
    program runs, so every group of the outer mesh runs the same program on
    its own data."""
    __slots__ = ("mesh", "device_type", "shape", "ranks", "groups", "world_ranks")

    def __init__(self, mesh):
        t = mesh.mesh
        self.mesh = mesh  # kept alive, so that its id stays its own
        self.device_type = mesh.device_type
        self.shape = list(t.shape)
        self.ranks = self.world_ranks = [int(r) for r in t.flatten().tolist()]
        self.groups = None  # the process groups along each mesh dim, looked up when bound
        import torch.distributed as dist
        if mesh.ndim == 1 and dist.is_initialized() and len(self.ranks) < dist.get_world_size():
            group = mesh.get_group(0)
            self.groups = (group,)
            self.ranks = [dist.get_group_rank(group, r) for r in self.ranks]


_MESHES = {}  # id(mesh) -> MeshInfo
_PLACEMENTS = {}  # a DTensor's placements tuple -> fulgur's [_C.Placement]
_OUT_SPECS = {}  # (id(mesh), placements, shape, stride, dtype) -> DTensorSpec of a result


def mesh_info(mesh):
    info = _MESHES.get(id(mesh))
    if info is None or info.mesh is not mesh:
        info = _MESHES[id(mesh)] = MeshInfo(mesh)
    return info


_SPECS = {}  # id(DTensorSpec) -> (the spec, its fields as run_dtensor reads them)


def spec_of(d):
    """The spec _C.Compiled.run_dtensor reads: (fields, requires_grad), the
    fields torch's DTensorSpec read field by field (mesh device type, shape
    and ranks; placements; global shape and stride) once per spec object —
    a parameter's, or a result's (_result reuses them) — and the same tuple
    object from then on, which the C++ side parses once too."""
    spec = d._spec
    hit = _SPECS.get(id(spec))
    if hit is None or hit[0] is not spec:
        if len(_SPECS) > 4096:  # a bound: eager DTensor ops make new specs
            _SPECS.clear()
        info = mesh_info(spec.mesh)
        ps = spec.placements
        pl = _PLACEMENTS.get(ps)
        if pl is None:
            pl = _PLACEMENTS[ps] = [_placement(p) for p in ps]
        meta = spec.tensor_meta
        if meta is None:  # a spec without its tensor's shape: read the DTensor's, not cached
            return ((info.device_type, info.shape, info.ranks, pl, tuple(d.shape), d.stride()), d.requires_grad)
        hit = _SPECS[id(spec)] = (spec, (info.device_type, info.shape, info.ranks, pl, tuple(meta.shape),
                                         tuple(meta.stride)))
    return (hit[1], d.requires_grad)


def _fields_of(d):
    """The fields tuple spec_of keeps for `d`'s spec object, or None for a
    spec without its tensor's shape (not kept): the C++ fast path
    (Compiled.run_dtensors) asks once per spec object and input position."""
    spec = d._spec
    if spec.tensor_meta is None:
        return None
    spec_of(d)
    return _SPECS[id(spec)][1]


def _out_spec(mesh, placements, shape, stride, local):
    """A result's DTensorSpec, made once per (mesh, placements, shape, stride,
    dtype) and shared: by _result here and by the C++ fast path, which keeps
    one per output position."""
    key = (id(mesh), tuple(placements), tuple(shape), tuple(stride), local.dtype)
    spec = _OUT_SPECS.get(key)
    if spec is None or spec.mesh is not mesh:
        from torch.distributed.tensor._dtensor_spec import DTensorSpec, TensorMeta
        if len(_OUT_SPECS) > 4096:  # a bound: programs with ever new shapes
            _OUT_SPECS.clear()
        spec = _OUT_SPECS[key] = DTensorSpec(mesh, tuple(torch_placement(p) for p in placements),
                                             tensor_meta=TensorMeta(torch.Size(shape), tuple(stride), local.dtype))
    return spec


def _result(local, info, placements, shape, stride):
    """A result's DTensor, made from its spec directly (what
    DTensor.from_local does after its checks, which fulgur's prologue and
    rules have made)."""
    cls = _dtensor_class()
    # DTensor.__new__ is the C++ constructor; DTensor.__init__ does nothing
    # but costs a few microseconds behind torch._disable_dynamo: skipped.
    return cls.__new__(cls, local, _out_spec(info.mesh, placements, shape, stride, local), requires_grad=False)


_HELPERS = []  # whether _C.use_dtensor_helpers has been called


def _use_helpers(cls):
    if not _HELPERS:
        _C.use_dtensor_helpers(cls, cls.__new__, _fields_of, _out_spec)
        _HELPERS.append(True)


_bound_group = [None]  # (the mesh, its groups) handed to fulgur last


def _release_groups():
    # fulgur's communicators hold the caller's c10d backends; drop them while
    # the interpreter still runs, not in static destructors at exit (where a
    # backend's threads may already be gone).
    if _bound_group[0] is not None:
        _bound_group[0] = None
        _C.use_c10d_world(None)


atexit.register(_release_groups)


def bind_group(mesh):
    """Hands the caller's groups to fulgur: the world, and for an n-D mesh the
    group along each mesh dim (what a redistribution on that dim runs on)."""
    _bind_mesh(mesh_info(mesh))


def _bind_mesh(info):
    bound = _bound_group[0]
    if bound is not None and bound[0] is info.mesh:
        return
    import torch.distributed as dist
    mesh, ranks = info.mesh, info.ranks
    world = len(ranks) if mesh.ndim == 1 else dist.get_world_size()
    if sorted(ranks) != list(range(world)):
        raise FulgurError(f"fulgur.jit: the DTensor mesh {mesh} holds ranks {info.world_ranks}, but fulgur's "
                          f"DTensor programs need a 1-D mesh or a mesh over the whole world of {world}")
    if info.groups is None:
        info.groups = tuple(mesh.get_group(m) for m in range(mesh.ndim))
    groups = info.groups
    if bound is None or bound[1] != groups or bound[2] != (info.shape, ranks):
        _C.use_c10d_world(groups[0] if mesh.ndim == 1 else dist.group.WORLD)
        if mesh.ndim > 1:
            for m, g in enumerate(groups):
                _C.use_c10d_group(info.shape, ranks, [m], g)
    _bound_group[0] = (mesh, groups, (info.shape, ranks))


def call(jitted, args, kwargs):
    """A call of a Jitted with DTensor arguments."""
    key_of = _keys.key_of
    cls = _dtensor_class()
    tensors = []
    # Numbers stay constants of a DTensor program: the DTensor expansion's
    # backward does not take number inputs yet (autodiff refuses the program:
    # "the backward reads x1, which the forward does not define").
    nums = None
    arg_keys = tuple(key_of(a, tensors, f"argument {i}", nums) for i, a in enumerate(args))
    kw_keys = tuple((k, key_of(v, tensors, f"keyword argument {k!r}", nums)) for k, v in kwargs.items())
    key = (tuple, ((tuple, arg_keys), (dict, kw_keys)))
    n_args = len(tensors)
    tensors = tuple(tensors) + tuple(jitted._inputs_after_args())
    grad = torch.is_grad_enabled() and any(isinstance(t, torch.Tensor) and t.requires_grad for t in tensors)
    mesh = None
    packed = []
    for t in tensors:
        if isinstance(t, cls):
            if mesh is None:
                mesh = t.device_mesh
            elif t.device_mesh is not mesh and t.device_mesh != mesh:
                # Two submeshes both number their ranks from 0 (MeshInfo):
                # never one program's.
                raise FulgurError(f"fulgur.jit: {jitted._name}: DTensor arguments on two meshes, {mesh} and "
                                  f"{t.device_mesh}; a fulgur DTensor program runs on one mesh")
            packed.append((t._local_tensor, spec_of(t)))
        else:
            packed.append(t)
    info = mesh_info(mesh)
    _bind_mesh(info)
    entry = jitted._entry(key, n_args, nums and nums.wheres)
    jitted._last = entry
    if not dtensors._INSTALLED:
        dtensors.install()  # DTensor.from_local inside a capture records dtensor.from_local
    state = dtensors._STATE  # a capture this call runs shows DTensors on this mesh
    saved, state.mesh = getattr(state, "mesh", None), mesh
    try:
        r = _keys.run_entry(entry, tensors, grad, lambda _, g: entry.compiled.run_dtensor(packed, g))
    except LiftConstant as e:  # a tensor read from outside (a closure, a global): an input from now on
        return jitted._lift_and_call(e.tensors, args, kwargs)
    except Specialize as e:
        return jitted._specialize_and_call(entry, e, args, kwargs)
    finally:
        state.mesh = saved
    raw, gc = r if grad else (r, None)
    outs = [_result(o[0], info, o[1], o[2], o[3]) if type(o) is tuple else o for o in raw]
    if gc is not None:
        outs = list(_Backward.apply(gc, mesh, tensors, outs, *tensors))
    if entry.written:
        _refuse_writes(jitted)
    if not kwargs and all(k is _keys.TENSOR for k in arg_keys):
        # Tensors only: the next calls of this shape take fast_call.
        _use_helpers(cls)
        jitted._dt_entries[(jitted._mode(), len(args))] = entry
    return _keys.rebuild_result(entry.out_key, outs)


def _refuse_writes(jitted):
    raise FulgurError(f"fulgur.jit: {jitted._name} writes into a DTensor input in place; not supported")


MISS = object()  # fast_call could not take the call: the slow path (call) does


def fast_call(jitted, entry, args, grad):
    """A call of `entry` (one that `call` took before, its arguments tensors
    only) where every DTensor is on the mesh whose groups are bound: the C++
    side reads the DTensors themselves, parsing each spec object once, and
    makes the results; MISS where it cannot (another mesh, a new spec it
    cannot keep)."""
    bound = _bound_group[0]
    if bound is None:
        return MISS
    mesh = bound[0]
    extra = jitted._inputs_after_args()
    tensors = args + extra if extra else args
    state = dtensors._STATE  # a capture this call runs (new shapes) shows DTensors on this mesh
    saved, state.mesh = getattr(state, "mesh", None), mesh
    try:
        r = entry.compiled.run_dtensors(tensors, grad, mesh)
    except LiftConstant as e:
        return jitted._lift_and_call(e.tensors, args, {})
    finally:
        state.mesh = saved
    if r is None:
        return MISS
    jitted._last = entry
    if grad:
        outs, gc = r
        if gc is not None:
            outs = list(_Backward.apply(gc, mesh, tensors, outs, *tensors))
    else:
        outs = r
    if entry.written:
        _refuse_writes(jitted)
    return _keys.rebuild_result(entry.out_key, outs)


class _Backward(torch.autograd.Function):
    """fulgur's compiled backward of one DTensor call in PyTorch's autograd graph.

    A cotangent reaches fulgur in its convention (docs/distributed.md,
    "Gradients": a rank's cotangent is the gradient of its share of a loss
    summed over ranks): per mesh dim, a Shard output's cotangent is this
    rank's shard; a Partial(sum) output's the whole value on every rank; a
    Partial(avg) output's the whole value over the mesh dim's size; a
    Partial(max/min) output's the whole value where this rank's share is the
    extreme (split evenly among the ranks that tie); a Replicate() output's
    the value on coordinate 0 and zeros elsewhere.

    Each input's gradient comes back as a DTensor in its input's placements,
    a Partial one as Replicate() (as PyTorch gives a Partial input's): a
    Replicate() parameter's gradient is whole on every rank, so that
    ``p.grad.to_local()`` and an optimizer over local tensors see the
    gradient, not a rank's contribution to it (docs/dtensor.md, "Gradient
    placements")."""

    @staticmethod
    def forward(ctx, gc, mesh, inputs, outs, *flat):
        from torch.distributed.tensor import Partial
        ctx.gc, ctx.mesh = gc, mesh
        cls = _dtensor_class()
        ctx.in_placements = [tuple(t.placements) if isinstance(t, cls) else None for t in inputs]
        ctx.out_placements = [tuple(o.placements) if isinstance(o, cls) else None for o in outs]
        # The local values of Partial(max/min) outputs: which rank holds the extreme.
        ctx.extreme_locals = [o.to_local().detach() if isinstance(o, cls) and any(
            isinstance(p, Partial) and p.reduce_op in ("max", "min") for p in o.placements) else None
            for o in outs]
        diff = set(gc.output_index)
        nondiff = [o for i, o in enumerate(outs) if i not in diff]
        if nondiff:
            ctx.mark_non_differentiable(*nondiff)
        return tuple(outs)

    @staticmethod
    def backward(ctx, *grads):
        from torch.distributed.tensor import Partial, Replicate, Shard
        cls = _dtensor_class()
        mesh = ctx.mesh
        cots = []
        for g, placements, extreme in zip(grads, ctx.out_placements, ctx.extreme_locals):
            if g is None:
                cots.append(None)
            elif isinstance(g, cls):
                want = [p if isinstance(p, Shard) else Replicate() for p in placements]
                local = g.redistribute(mesh, want).to_local()
                coord = mesh.get_coordinate()
                if any(isinstance(p, Replicate) and coord[m] != 0 for m, p in enumerate(placements)):
                    local = torch.zeros_like(local)
                for m, p in enumerate(placements):
                    if isinstance(p, Partial) and p.reduce_op == "avg":
                        local = local / mesh.size(m)
                if extreme is not None:
                    local = local * _extreme_share(extreme, placements, mesh)
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
                    d = cls.from_local(local, mesh, [torch_placement(p) for p in ps], run_check=False,
                                       shape=torch.Size(shape), stride=tuple(stride))
                    want = [Replicate() if isinstance(p, Partial) else p for p in placements]
                    if tuple(d.placements) != tuple(want):
                        d = d.redistribute(mesh, want)
                    result.append(d)
                else:
                    result.append(g)
        return (None, None, None, None, *result)


def _extreme_share(local, placements, mesh):
    """Per element, this rank's share of the gradient of a Partial(max/min)
    value: 1/k on the k ranks whose share is the extreme, 0 elsewhere."""
    import torch.distributed as dist
    from torch.distributed.tensor import Partial
    whole = local.clone()
    groups = []
    for m, p in enumerate(placements):
        if isinstance(p, Partial) and p.reduce_op in ("max", "min"):
            groups.append((mesh.get_group(m), dist.ReduceOp.MAX if p.reduce_op == "max" else dist.ReduceOp.MIN))
    for group, op in groups:
        dist.all_reduce(whole, op=op, group=group)
    mine = (local == whole).to(local.dtype)
    count = mine.clone()
    for group, _ in groups:
        dist.all_reduce(count, group=group)
    return mine / count.clamp_min(1)
