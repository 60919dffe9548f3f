"""DTensors inside a capture: what ``parallelize_module``'s hooks and user code
see of a DTensor program while fulgur traces it (docs/dtensor.md, "from_local,
to_local and redistribute").

A traced value typed as a DTensor (an argument, a parameter, an op's result
on DTensors) is shown to the program as a ``StandinDTensor``: a real DTensor
subclass, so ``isinstance(x, DTensor)``, ``x.placements`` and
``x.device_mesh`` read as they do in eager code, whose ``_local_tensor`` is
the capture's global stand-in (a FakeTensor of the global shape). Torch calls
on it reach the capture, which runs them on the global stand-ins; the C++
tracer types the results with the ops' sharding rules.

``DTensor.from_local``, ``DTensor.to_local``, ``DTensor.redistribute`` and
``DTensor.full_tensor`` record the ops ``dtensor.from_local``,
``dtensor.to_local`` and ``dtensor.redistribute``: the boundaries between a
rank's local tensors and DTensors stay in the program (the DTensor expansion
makes each rank's part of them, ir/sharding/boundaries.cpp).
"""

import contextlib
import functools
import inspect
import threading

import torch

from .common import FulgurError, UnsupportedError, location, map_args, where

# .mesh: the mesh of the DTensor call running on this thread (_dtensor.call
# sets it); .capture: the capture running on this thread.
_STATE = threading.local()
_CLASS = []  # StandinDTensor, made on first use (torch.distributed may be missing)
_INSTALLED = []


def current_mesh():
    return getattr(_STATE, "mesh", None)


def current_capture():
    return getattr(_STATE, "capture", None)


@contextlib.contextmanager
def capturing(cap):
    saved = getattr(_STATE, "capture", None)
    _STATE.capture = cap
    try:
        yield
    finally:
        _STATE.capture = saved


def standin_class():
    if _CLASS:
        return _CLASS[0]
    from torch.distributed.tensor import DTensor

    class StandinDTensor(DTensor):
        """A DTensor of a fulgur capture (capture/dtensors.py): its local
        tensor is the capture's global stand-in; its methods record ops."""
        _fulgur_standin = True

        def to_local(self, *, grad_placements=None):
            return to_local(self, grad_placements)

        def redistribute(self, device_mesh=None, placements=None, *, async_op=False, forward_dtype=None,
                         backward_dtype=None):
            return redistribute(self, device_mesh, placements, forward_dtype, backward_dtype)

        def full_tensor(self, *, grad_placements=None):
            from torch.distributed.tensor import Replicate
            whole = redistribute(self, None, [Replicate()] * self.device_mesh.ndim, None, None)
            return to_local(whole, grad_placements)

        def __repr__(self):
            return f"StandinDTensor(shape={list(self.shape)}, placements={self.placements})"

    _CLASS.append(StandinDTensor)
    return StandinDTensor


def is_standin_dtensor(x):
    return bool(_CLASS) and type(x) is _CLASS[0]


def wrap(cap, fake, traced):
    """`fake` (the global stand-in of `traced`) as the program sees it: a
    StandinDTensor when `traced` is a DTensor, else itself."""
    ps = traced.placements
    if id(fake) not in cap.env:
        cap.bind(fake, traced)
    if ps is None:
        return fake
    mesh = current_mesh()
    if mesh is None:
        raise FulgurError("fulgur.jit: internal: a DTensor-typed value in a capture without a DTensor call")
    from torch.distributed.tensor._dtensor_spec import DTensorSpec, TensorMeta
    from .. import _dtensor  # imports this package first
    spec = DTensorSpec(mesh, tuple(_dtensor.torch_placement(p) for p in ps),
                       tensor_meta=TensorMeta(fake.shape, fake.stride(), fake.dtype))
    cls = standin_class()
    with torch._C.DisableTorchFunction():
        d = cls.__new__(cls, fake, spec, requires_grad=False)
    cap.bind(d, traced)
    cap.has_dtensors = True
    return d


def unwrap(x):
    """A call's arguments with every StandinDTensor replaced by its global stand-in."""
    return map_args(x, lambda v: v._local_tensor if is_standin_dtensor(v) else v)


def rewrap(cap, out):
    """A call's results with each DTensor-typed value shown as a StandinDTensor."""
    if isinstance(out, torch.Tensor):
        if is_standin_dtensor(out):
            return out
        hit = cap.env.get(id(out))
        if hit is not None and hit[0] is out and not cap.disagreed(out):
            return wrap(cap, out, hit[1])
        return out
    if type(out) is list:
        return [rewrap(cap, o) for o in out]
    if isinstance(out, tuple):
        items = [rewrap(cap, o) for o in out]
        if type(out) is tuple:
            return tuple(items)
        if hasattr(out, "_fields"):  # a namedtuple
            return type(out)(*items)
        try:
            return type(out)(items)  # torch.return_types (a structseq)
        except TypeError:
            return out
    return out


class MeshValue:
    """A DeviceMesh as a traced op's argument (group=): its device type, shape
    and ranks, read once per mesh (``DeviceMesh.mesh`` runs tensor code, which
    must not run inside a capture)."""
    __slots__ = ("__fulgur_mesh__",)

    def __init__(self, info):
        self.__fulgur_mesh__ = (info.device_type, list(info.shape), list(info.ranks))


def _mesh_value(mesh):
    from .. import _dtensor  # imports this package first
    return MeshValue(_dtensor.mesh_info(mesh))


def _rank():
    """This process's rank in the world of the call's program: its mesh's
    group when the mesh is a 1-D submesh (_dtensor.MeshInfo)."""
    import torch.distributed as dist
    if not dist.is_initialized():
        return 0
    rank, mesh = dist.get_rank(), current_mesh()
    if mesh is not None:
        from .. import _dtensor  # imports this package first
        info = _dtensor.mesh_info(mesh)
        if info.ranks is not info.world_ranks:
            return info.ranks[info.world_ranks.index(rank)]
    return rank


def _check_mesh(mesh, what):
    current = current_mesh()
    if mesh is not None and mesh is not current and mesh != current:
        raise UnsupportedError(f"fulgur.jit: {what} on {mesh}, but the call's DTensors live on {current}; a "
                               f"fulgur DTensor program runs on one mesh{where(location())}")
    return current


def _placements(ps, mesh, what):
    from torch.distributed.tensor import Replicate
    if ps is None:
        return [Replicate()] * mesh.ndim
    ps = list(ps)
    if len(ps) != mesh.ndim:
        raise FulgurError(f"fulgur.jit: {what}: {mesh} has {mesh.ndim} dims but {len(ps)} placements were "
                          f"given ({ps}){where(location())}")
    return ps


def _nonnegative(ps, ndim):
    """Shard(-1) as Shard(ndim - 1), as PyTorch reads it: the trace prints
    (and parses back) non-negative dims."""
    from torch.distributed.tensor import Shard
    return [Shard(p.dim + ndim) if isinstance(p, Shard) and p.dim < 0 else p for p in ps]


def from_local(cap, local, device_mesh, placements, run_check, shape, stride, grad_placements):
    loc = location()
    if is_standin_dtensor(local):
        raise FulgurError(f"fulgur.jit: DTensor.from_local takes a local torch.Tensor, got a DTensor{where(loc)}")
    if grad_placements is not None:
        raise UnsupportedError(f"fulgur.jit: DTensor.from_local with grad_placements= is not supported yet{where(loc)}")
    if (shape is None) != (stride is None):
        raise FulgurError(f"fulgur.jit: DTensor.from_local takes shape= and stride= together (as PyTorch does), got "
                          f"shape={shape} and stride={stride}{where(loc)}")
    mesh = _check_mesh(device_mesh, "DTensor.from_local")
    ps = _nonnegative(_placements(placements, mesh, "DTensor.from_local"), local.dim())
    kw = {"group": _mesh_value(mesh), "rank": _rank(), "run_check": bool(run_check)}
    if shape is not None:
        kw["shape"] = tuple(shape)
    traced = cap.record("dtensor.from_local", [local, tuple(ps)], kw, loc)
    return wrap(cap, cap.standin(traced.shape, local.dtype), traced)


def to_local(d, grad_placements):
    cap, loc = current_capture(), location()
    kw = {"rank": _rank()}
    if grad_placements is not None:
        kw["grad_placements"] = tuple(_nonnegative(_placements(grad_placements, d.device_mesh, "DTensor.to_local"),
                                                   d.dim()))
    traced = cap.record("dtensor.to_local", [d], kw, loc)
    fake = cap.standin(traced.shape, d.dtype)
    cap.bind(fake, traced)
    return fake


def redistribute(d, device_mesh, placements, forward_dtype, backward_dtype):
    cap, loc = current_capture(), location()
    if forward_dtype is not None or backward_dtype is not None:
        raise UnsupportedError(f"fulgur.jit: DTensor.redistribute with forward_dtype= or backward_dtype= is not "
                               f"supported yet{where(loc)}")
    mesh = _check_mesh(device_mesh, "DTensor.redistribute")
    ps = tuple(_nonnegative(_placements(placements, mesh, "DTensor.redistribute"), d.dim()))
    if ps == tuple(d.placements):
        return d  # as PyTorch: the same placements move nothing
    traced = cap.record("dtensor.redistribute", [d, ps], {"rank": _rank()}, loc)
    return wrap(cap, cap.standin(traced.shape, d.dtype), traced)


def install():
    """DTensor.from_local records dtensor.from_local while a capture runs on
    this thread (a static method, which no torch function mode sees); outside
    a capture, or in a capture of plain tensors, it is PyTorch's."""
    if _INSTALLED:
        return
    from torch.distributed.tensor import DTensor
    original = DTensor.from_local
    signature = inspect.signature(original)

    @functools.wraps(original)
    def from_local_in_capture(*args, **kwargs):
        cap = current_capture()
        if cap is None:
            return original(*args, **kwargs)
        if current_mesh() is None:
            raise UnsupportedError(f"fulgur.jit: DTensor.from_local in a function called without DTensor arguments "
                                   f"or parameters is not supported yet{where(location())}; pass a DTensor (or "
                                   f"parallelize the module first)")
        b = signature.bind(*args, **kwargs)
        b.apply_defaults()
        a = b.arguments
        return from_local(cap, a["local_tensor"], a.get("device_mesh"), a.get("placements"), a.get("run_check"),
                          a.get("shape"), a.get("stride"), a.get("grad_placements"))

    DTensor.from_local = staticmethod(from_local_in_capture)
    # The module's alias of it, which Dynamo's graphs call by name.
    import torch.distributed.tensor._api as api
    if getattr(api, "from_local", None) is original:
        api.from_local = from_local_in_capture
    _INSTALLED.append(from_local_in_capture)


# -- FSDP2 (fully_shard) -------------------------------------------------------
def fsdp_stand_in(module, copy, copies, pre_unsharded):
    """`copy` (the capture's copy of `module`) without FSDP2's hooks when
    `module` is a fully_shard'ed module: FSDP's own pre- and post-forward
    all-gather into and free real buffers, and its backward hooks
    reduce-scatter real gradients, none of which may run in a trace. In their
    place a pre-forward hook unshards the module's parameters as the
    program's own ops, what FSDP's all-gather means in DTensor terms:

        p.redistribute(Replicate()).to_local(grad_placements=(Partial("avg"),))

    the whole parameter, whose gradient is the mean over the ranks of each
    rank's gradient, reduce-scattered back into the Shard(0) parameter's
    gradient (FSDP's default gradient_divide_factor: the data-parallel world
    size). `copies`: id(module) -> its copy, for the parameters' owners;
    `pre_unsharded`: the ids of the parameters unsharded before the program
    (fsdp_tp_unshards), which the program takes as they are."""
    state_of = getattr(module, "_get_fsdp_state", None)
    if state_of is None:
        return
    try:
        from torch.distributed.fsdp._fully_shard._fsdp_state import FSDPState
    except ImportError:
        return
    import collections
    keep = lambda hooks: collections.OrderedDict(
        (k, h) for k, h in hooks.items() if not isinstance(getattr(h, "__self__", None), FSDPState))
    pre = keep(module._forward_pre_hooks)
    copy.__dict__["_forward_hooks"] = keep(module._forward_hooks)
    group = state_of()._fsdp_param_group
    if group is None:  # a module without parameters of its own
        copy.__dict__["_forward_pre_hooks"] = pre
        return
    name = type(module).__name__
    _check_fsdp(group, name)
    owned = [(fp._module_info.module, fp._module_info.param_name) for fp in group.fsdp_params
             if id(fp.sharded_param) not in pre_unsharded]

    def unshard(mod, args):
        from torch.distributed.tensor import Partial, Replicate
        for owner, pname in owned:
            c = copies.get(id(owner))
            p = None if c is None else c._parameters.get(pname)
            if is_standin_dtensor(p):
                whole = redistribute(p, None, [Replicate()], None, None)
                c._parameters[pname] = to_local(whole, [Partial("avg")])

    # First, under a key no registered hook has (the copy's dict is its own).
    hooks = collections.OrderedDict([(-1, unshard)])
    hooks.update(pre)
    copy.__dict__["_forward_pre_hooks"] = hooks


def fsdp_tp_unshards(modules, state):
    """[(index in `state`, unshard)] for the parameters of the fully_shard'ed
    modules among `modules` when one of them is also tensor-parallel
    (fully_shard on the data-parallel dim of a 2-D mesh whose other dim
    parallelize_module used: its DTensor lives on the 2-D mesh, with a
    _StridedShard where both dims shard the same tensor dim); [] otherwise
    (fully_shard alone: the program unshards, fsdp_stand_in). unshard(p) is
    what FSDP2's all-gather gives, made with PyTorch DTensor ops before the
    program, which then runs on the tensor-parallel mesh:

        DTensor.from_local(p.redistribute(mesh, (Replicate(), *tp)).to_local(
            grad_placements=(Partial("avg"), *tp)), tp_mesh, tp)

    for a tensor-parallel parameter, p.redistribute(dp_mesh, (Replicate(),))
    .to_local(grad_placements=(Partial("avg"),)) (a plain tensor, as eager
    FSDP2 gives it) for one FSDP alone shards. PyTorch's autograd
    reduce-scatters their gradients back into p's with the mean over the
    data-parallel ranks (FSDP's default gradient_divide_factor)."""
    index = {id(t): i for i, t in enumerate(state)}
    params = []  # (module, FSDPParam) of every fully_shard'ed module
    for m in modules:
        state_of = getattr(m, "_get_fsdp_state", None)
        group = None if state_of is None else state_of()._fsdp_param_group
        if group is not None:
            params += [(m, fp) for fp in group.fsdp_params]
    if not any(fp.is_dtensor for _, fp in params):
        return []
    out = []
    for m, fp in params:
        p = fp.sharded_param
        i = index.get(id(p))
        tp_spec = fp._unsharded_dtensor_spec if fp.is_dtensor else None
        if i is None or p.device_mesh.ndim != (2 if fp.is_dtensor else 1) or (
                tp_spec is not None and tp_spec.mesh.ndim != 1):
            raise UnsupportedError(
                f"fulgur.jit: {type(m).__name__}.{fp._module_info.param_name} is fully_shard'ed over "
                f"{p.device_mesh} with placements {p.placements}; fulgur compiles FSDP2 beside tensor "
                f"parallel on a 2-D mesh (data parallel, tensor parallel)")
        out.append((i, functools.partial(_fsdp_tp_unshard, tp_spec)))
    return out


def _fsdp_tp_unshard(tp_spec, p):
    from torch.distributed.tensor import DTensor, Partial, Replicate
    if tp_spec is None:  # sharded by FSDP alone: the whole parameter, a plain tensor
        return p.redistribute(p.device_mesh, (Replicate(),)).to_local(grad_placements=(Partial("avg"),))
    tp = tuple(tp_spec.placements)
    local = p.redistribute(p.device_mesh, (Replicate(),) + tp).to_local(grad_placements=(Partial("avg"),) + tp)
    return DTensor.from_local(local, tp_spec.mesh, tp, run_check=False, shape=tp_spec.shape,
                              stride=tp_spec.stride)


def _check_fsdp(group, name):
    """What fulgur's FSDP2 capture does not do yet: a clear error, never a
    silently different training step."""
    def refuse(what):
        raise UnsupportedError(f"fulgur.jit: {name} is fully_shard'ed with {what}; fulgur compiles FSDP2 modules "
                               f"with the defaults on a 1-D mesh (docs/dtensor.md, \"fully_shard\")")
    info = group.mesh_info
    if getattr(info, "replicate_mesh_dim", None) is not None or info.mesh.ndim != 1:
        refuse(f"the {info.mesh.ndim}-D mesh {info.mesh} (HSDP, or FSDP beside tensor parallel)")
    if not getattr(group, "reduce_grads", True):
        refuse("set_requires_gradient_sync(False)")
    if getattr(group, "gradient_divide_factor", None) is not None:
        refuse(f"gradient_divide_factor={group.gradient_divide_factor}")
    for fp in group.fsdp_params:
        mp = fp.mp_policy
        if mp.param_dtype is not None or mp.reduce_dtype is not None or mp.output_dtype is not None:
            refuse(f"the mixed precision policy {mp}")
        if fp.offload_to_cpu:
            refuse("CPU offload")
        if str(fp.fsdp_placement) not in ("S(0)", "Shard(dim=0)"):
            refuse(f"the shard placement {fp.fsdp_placement}")
