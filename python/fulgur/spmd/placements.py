"""Placements of a train step's parameters and inputs: torch.distributed.tensor's
placements as the C++ side's (``fulgur._C.Placement``), a DTensor
parameter's part of the compile key, and
the schemas of parameters that PyTorch's own APIs (fully_shard,
parallelize_module, distribute_tensor) made DTensors."""

from .. import _C
from .common import fail


def placement_of(p, what):
    from torch.distributed.tensor import Partial, Replicate, Shard
    if isinstance(p, Shard):
        if p.dim < 0:
            fail(f"{what} is Shard({p.dim}); name the dim from the front (Shard(0), Shard(1), ...)")
        return _C.Placement.shard(p.dim)
    if isinstance(p, Replicate):
        return _C.Placement.replicate()
    if isinstance(p, Partial):
        fail(f"{what} is {p!r}; expected Replicate() or Shard(d)")
    fail(f"{what} is a {type(p).__name__} ({p!r}); expected a placement from torch.distributed.tensor: "
         f"Replicate() or Shard(d)")


def placement_key(p):
    """A DTensor parameter's placements and mesh (part of the compile key); None for a plain one."""
    placements = getattr(p, "placements", None)
    if placements is None:
        return None
    m = p.device_mesh
    return (tuple(placements), tuple(m.shape), m.mesh_dim_names, id(m))


def own_schemas(named, world, param_schema, meshes):
    """With DTensor parameters (made by PyTorch's APIs: fully_shard,
    parallelize_module, distribute_tensor; or by an earlier call with
    param_schema Shard(0)): ({name: [placement per mesh dim]}, the
    mesh's shape (None for 1-D), the mesh the step runs on, its ranks in
    row-major order, the order of the parameters' mesh dims in it). Each
    parameter's own placements on the mesh over the world; a parameter on
    a submesh of it (parallelize_module on mesh["tp"]) is Replicate()
    along the other dims, as a plain parameter beside them is along all.

    FSDP2 beside tensor parallelism shards a column-parallel weight's dim 0
    twice: ``(_StridedShard(0, sf=tp), Shard(0))`` on ("dp", "tp"), the tp
    chunk first and the dp chunk of it. That is ``(Shard(0), Shard(0))`` on
    the same ranks with the mesh dims the other way round, ("tp", "dp"):
    the step runs on that mesh, every placement (and the batch's) in its
    order, made once per order and kept in `meshes`. `param_schema`: the
    compile's, or None (not given: each parameter's own placements)."""
    from torch.distributed.tensor import DTensor, Replicate, Shard
    from torch.distributed.tensor.placement_types import _StridedShard
    dts = [(n, p) for n, p in named if isinstance(p, DTensor)]
    root = None
    for n, p in dts:
        m = p.device_mesh
        r = m._get_root_mesh() if hasattr(m, "_get_root_mesh") else m
        if r.mesh.flatten().tolist() != list(range(world)) or r.device_type != "cpu":
            fail(f"parameter '{n}' is a DTensor on {m!r}; a train step's DTensor parameters live on a CPU mesh "
                 f"over the whole world ({world} ranks) or a submesh of one")
        if root is None:
            root = r
        elif tuple(r.shape) != tuple(root.shape) or r.mesh_dim_names != root.mesh_dim_names:
            fail(f"parameter '{n}' is a DTensor on {r!r} and parameter '{dts[0][0]}' on {root!r}; a train "
                 f"step's DTensor parameters share one mesh")
    ndim = root.ndim
    raw = {}  # name -> torch placement per root mesh dim
    for n, p in named:
        if not isinstance(p, DTensor):
            if param_schema is not None:
                fail(f"parameter '{n}' is a plain tensor beside DTensor parameters "
                     f"('{dts[0][0]}': {list(dts[0][1].placements)}); with DTensor parameters the schema is "
                     f"each one's placements: expected param_schema=None")
            raw[n] = [Replicate()] * ndim
            continue
        m = p.device_mesh
        if m.ndim == ndim:
            dims = list(range(ndim))
        else:  # a submesh: its dims by name in the root's
            names = root.mesh_dim_names or ()
            if not m.mesh_dim_names or any(d not in names for d in m.mesh_dim_names):
                fail(f"parameter '{n}' is a DTensor on {m!r}, a submesh of {root!r} whose dims are not named "
                     f"in it; expected named mesh dims (init_device_mesh(..., mesh_dim_names=...))")
            dims = [names.index(d) for d in m.mesh_dim_names]
        pls = [Replicate()] * ndim
        for d, pl in zip(dims, p.placements):
            pls[d] = pl
        if param_schema is not None and (ndim != 1 or pls[0] != param_schema):
            fail(f"parameter '{n}' is a DTensor with placement {pls[0] if ndim == 1 else tuple(pls)!r} and "
                 f"param_schema is "
                 f"{param_schema!r}; with DTensor parameters the schema is each one's placements: "
                 f"expected param_schema=None")
        raw[n] = pls
    order = list(range(ndim))
    strided = [(n, k, pl) for n, pls in raw.items() for k, pl in enumerate(pls) if isinstance(pl, _StridedShard)]
    if strided:
        for n, k, pl in strided:
            after = raw[n][1] if ndim == 2 and k == 0 else None
            if not (isinstance(after, Shard) and not isinstance(after, _StridedShard) and after.dim == pl.dim
                    and pl.split_factor == root.shape[1]):
                fail(f"parameter '{n}' has placements {raw[n]}; a _StridedShard is taken as FSDP2 makes it "
                     f"beside tensor parallelism on a 2-D mesh: on mesh dim 0 with split_factor the size of "
                     f"dim 1, which shards the same tensor dim")
        for n, pls in raw.items():
            if all(isinstance(pl, Shard) and not isinstance(pl, _StridedShard) for pl in pls) and \
                    pls[0].dim == pls[1].dim:
                fail(f"parameter '{n}' shards dim {pls[0].dim} along both mesh dims dp-first while others "
                     f"shard tp-first (_StridedShard); expected one order")
        order = [1, 0]
    out = {}
    for n, pls in raw.items():
        row = []
        for k in order:
            pl = pls[k]
            if isinstance(pl, _StridedShard):
                pl = Shard(pl.dim)
            if type(pl) not in (Shard, Replicate):
                fail(f"parameter '{n}' has placement {pl!r}; a parameter is Replicate() or Shard(d) along each "
                     f"mesh dim")
            row.append(placement_of(pl, f"the placement of parameter '{n}'"))
        out[n] = row
    mesh = root
    if order != list(range(ndim)):
        key = tuple(root.mesh.permute(order).flatten().tolist())
        mesh = meshes.get(key)
        if mesh is None:  # (a collective: every rank compiles this step now)
            from torch.distributed.device_mesh import DeviceMesh
            names = [root.mesh_dim_names[k] for k in order] if root.mesh_dim_names else None
            mesh = DeviceMesh(root.device_type, root.mesh.permute(order).contiguous(), mesh_dim_names=names)
            meshes[key] = mesh
    return out, (tuple(mesh.shape) if ndim > 1 else None), mesh, mesh.mesh.flatten().tolist(), order


def fsdp_managed(modules):
    """The ids of the parameters that fully_shard manages among `modules`
    ((name, module) pairs). Refuses what FSDP2's hooks, which the capture
    leaves out, would change: a MixedPrecisionPolicy's casts (the
    all-gathered parameters to param_dtype, gradients to reduce_dtype; the
    step would compute in the parameters' dtype) and another gradient
    reduction."""
    managed = set()
    try:
        from torch.distributed.fsdp import FSDPModule
    except ImportError:
        return managed
    for fqn, mod in modules:
        if not isinstance(mod, FSDPModule):
            continue
        state = mod._get_fsdp_state()
        for group in getattr(state, "_fsdp_param_groups", []):
            cast = {}
            for fp in getattr(group, "fsdp_params", []):
                mp = getattr(fp, "mp_policy", None)  # (resolved into param_dtype at FSDP2's lazy init)
                dtype = getattr(getattr(fp, "sharded_param", None), "dtype", None)
                for k in ("param_dtype", "reduce_dtype", "output_dtype"):
                    v = getattr(mp, k, None)
                    if v is not None and v != dtype:
                        cast[k] = v
                if getattr(mp, "param_dtype_override_fn", None) is not None:
                    cast["param_dtype_override_fn"] = mp.param_dtype_override_fn
                managed.add(id(getattr(fp, "sharded_param", None)))
            if getattr(group, "gradient_divide_factor", None) is not None or \
                    getattr(group, "_all_reduce_hook", None) is not None or \
                    getattr(group, "force_sum_reduction_for_comms", False):
                fail(f"module '{fqn or type(mod).__name__}' sets how fully_shard reduces its gradients "
                     f"(set_gradient_divide_factor, set_all_reduce_hook or set_force_sum_reduction_for_comms): "
                     f"that runs in FSDP2's hooks, which the compiled step leaves out, and the step's "
                     f"gradients are the global loss's; expected fully_shard's default reduction")
            if cast:
                fail(f"module '{fqn or type(mod).__name__}' has fully_shard's MixedPrecisionPolicy("
                     f"{', '.join(f'{k}={v}' for k, v in cast.items())}): its casts run in FSDP2's hooks, "
                     f"which the compiled step leaves out, so it would compute in the parameters' dtype; "
                     f"expected fully_shard without a mixed-precision policy (or cast the model with "
                     f"model.to(dtype))")
    return managed
