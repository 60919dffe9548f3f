"""``fulgur.spmd.compile`` and ``CompiledStep``: the compile key of a call,
compiling a program for it (the capture, the schemas, ``_C.spmd.TrainStep``),
binding the model's and the optimizer's tensors, and calling it."""

import inspect
import threading

import torch

from .. import _C, _dtensor, _keys
from .._jit import TraceText
from ..capture import FulgurError
from .capture import Override, c_overrides, capture_step
from .comm import all_gather_json, broadcast_from_rank0, comm_timeout_s
from .common import fail
from .optim import OptimizerLowering, hyper_tensors
from .placements import fsdp_managed, own_schemas, placement_key, placement_of
from .trace import Trace, as_c_trace


class _Entry:
    """One compiled program: a structure of arguments, batch specs and optimizer update. The optimizer's
    hyperparameters are inputs: ``hyper`` the 0-d float64 tensors of ``hyper_values``, made anew when they change."""

    __slots__ = ("c", "out_key", "params", "state", "buffers", "n_batch", "state_names", "owners", "watch_names",
                 "watch", "ptrs", "key", "batch_text", "hyper", "hyper_values", "calls_step", "mesh", "none_names",
                 "watch_none")


def _ptr(p):
    """Where a parameter's (this rank's) data is: what a call compares with what it bound."""
    local = getattr(p, "_local_tensor", None)  # a DTensor's
    return (local if local is not None else p).data_ptr()


def _batch_text(batch, names):
    return ", ".join(f"{n}: {str(t.dtype).replace('torch.', '')}{list(t.shape)}" for n, t in zip(names, batch)) or \
        "no tensors"


def _key_difference(old, new, old_batch, new_batch):
    """What makes a call's compile key new against an earlier program's (CompiledStep.__call__'s key)."""
    what = []
    if old[2] != new[2]:
        what.append("its arguments are structured differently")
    if old[3] != new[3]:
        what.append(f"its batch is {new_batch}, where the earlier program's was {old_batch}")
    if old[4] != new[4]:
        # (per parameter group: (name, value) pairs; last: the groups' sizes)
        og, ng = old[4][:-1], new[4][:-1]
        if len(og) != len(ng) or old[4][-1] != new[4][-1]:
            changed = [f"its parameter groups changed (sizes {list(old[4][-1])} -> {list(new[4][-1])})"]
        else:
            changed = [f"{'' if len(ng) == 1 else f'group {g}: '}{k}={v!r} (was {dict(o).get(k)!r})"
                       for g, (o, n) in enumerate(zip(og, ng)) for k, v in n if dict(o).get(k) != v]
        what.append("the optimizer's update changed: " + ", ".join(changed))
    if old[5] != new[5] or old[6] != new[6]:
        what.append("the optimizer's first step, the parameters' dtypes, requires_grad, parameter groups or "
                    "placements, or the training mode changed")
    return "; ".join(what) or "a new compile key"


class CompiledStep:
    """What ``fulgur.spmd.compile(...)(train_step)`` returns: call it as the step."""

    _fulgur_spmd_step = True

    def __init__(self, fn, module_override, gm_transformation, param_schema, input_schemas,
                 bucket_cap_bytes=25 << 20):
        from torch.distributed.tensor import Replicate
        self._fn = fn
        self._name = getattr(fn, "__name__", type(fn).__name__)
        if module_override is None:
            module_override = []
        if isinstance(module_override, Override):
            module_override = [module_override]
        if not isinstance(module_override, (list, tuple)) or not all(isinstance(o, Override)
                                                                      for o in module_override):
            fail(f"module_override must be a list of fulgur.spmd.Override, got {module_override!r}")
        self._overrides = list(module_override)
        if gm_transformation is not None and not callable(gm_transformation):
            fail(f"gm_transformation must be a function trace -> trace, got {type(gm_transformation).__name__}")
        self._gm = gm_transformation
        self._bucket_cap_bytes = bucket_cap_bytes
        self._param_schema_given = param_schema is not None
        self._param_schema = Replicate() if param_schema is None else param_schema
        self._param_schema_c = placement_of(self._param_schema, "param_schema")
        if input_schemas is not None:
            if not isinstance(input_schemas, (list, tuple)):
                fail(f"input_schemas must be a list of placements (one per tensor input) or None, got "
                     f"{type(input_schemas).__name__}")
            # Each: one placement, or one per mesh dim (a tuple or list) on an n-D mesh.
            self._input_schemas_c = [[placement_of(q, f"input_schemas[{i}]") for q in p]
                                     if isinstance(p, (tuple, list)) else [placement_of(p, f"input_schemas[{i}]")]
                                     for i, p in enumerate(input_schemas)]
        else:
            self._input_schemas_c = None
        self._input_schemas = input_schemas
        try:
            self._arg_names = list(inspect.signature(fn).parameters)
        except (TypeError, ValueError):
            self._arg_names = []
        self._entries = {}
        self._distributed = {}  # id(model) -> the model (its parameters were broadcast or scattered)
        self._last = None
        self._lock = threading.Lock()
        self._mesh = None
        self._meshes = {}  # the meshes of DTensor parameters' dims in another order (placements.own_schemas)
        try:
            self.__wrapped__ = fn
            self.__doc__ = fn.__doc__
        except AttributeError:
            pass

    # -- arguments --------------------------------------------------------------------------
    def _classify(self, args, kwargs):
        models, optims, tensors = [], [], []
        values = list(args) + list(kwargs.values())
        for v in values:
            if isinstance(v, torch.nn.Module):
                models.append(v)
            elif isinstance(v, torch.optim.Optimizer):
                optims.append(v)
        if len(models) != 1 or len(optims) != 1:
            def what(xs, kind):
                return f"{len(xs)} {kind}" + (f" ({', '.join(type(x).__name__ for x in xs)})" if xs else "")
            fail(f"{self._name} takes exactly one torch.nn.Module and one torch.optim.Optimizer among its "
                 f"arguments; got {what(models, 'modules')} and {what(optims, 'optimizers')}")
        model, optim = models[0], optims[0]

        def key_of(x, where):
            if x is model:
                return ("model",)
            if x is optim:
                return ("optim",)
            return _keys.key_of(x, tensors, where)
        try:
            arg_keys = tuple(key_of(a, f"argument {i}") for i, a in enumerate(args))
            kw_keys = tuple((k, key_of(v, f"keyword argument {k!r}")) for k, v in kwargs.items())
        except TypeError as e:
            fail(str(e).replace("fulgur.jit: ", "").replace("jitted functions", "train steps"))
        return model, optim, (arg_keys, kw_keys), tensors

    def __call__(self, *args, **kwargs):
        model, optim, structure, batch = self._classify(args, kwargs)
        # The update's structure (per parameter group, and which group each
        # parameter is in) selects the program; the hyperparameters' values are its inputs.
        lowering = OptimizerLowering(optim)
        groups = optim.param_groups
        update = lowering.structure()
        specs = tuple((t.shape, t.dtype) for t in batch)
        first = None
        if type(optim) is torch.optim.SGD:  # SGD with dampening: a first-step program (the buffer a copy)
            first = tuple(any(optim.state.get(p, {}).get("momentum_buffer") is None for p in g["params"])
                          if g.get("momentum") and g.get("dampening") else None for g in groups)
        # The parameters' dtypes and requires_grad, the buffers' dtypes and the
        # training mode shape the trace; the parameters' storage is what a call binds.
        params, buffers = list(model.parameters()), list(model.buffers())
        # (With a param_schema the parameters' placements are its own: the first call makes them DTensors.)
        placed = not self._param_schema_given
        mkey = (model.training, tuple((p.dtype, p.requires_grad, lowering.group_of.get(id(p), -1),
                                       placement_key(p) if placed else None) for p in params),
                tuple(b.dtype for b in buffers))
        key = (id(model), id(optim), structure, specs, update, first, mkey)
        entry = self._entries.get(key)
        if entry is None:
            with self._lock:
                entry = self._entries.get(key)
                if entry is None:
                    entry = self._compile(model, optim, lowering, args, kwargs, structure, batch, key)
                    self._entries[key] = entry
        self._last = entry
        if (entry.owners[0] is not optim.state or len(entry.owners[1]) != len(groups)
                or any(a is not g["params"] for a, g in zip(entry.owners[1], groups))
                or len(params) != len(entry.ptrs) or any(_ptr(p) != q for p, q in zip(params, entry.ptrs))
                or len(buffers) != len(entry.buffers) or any(b is not c for b, c in zip(buffers, entry.buffers))):
            self._bind(entry, model, optim)  # replaced state or parameter list, or new storage (p.data = ...)
        values = lowering.values()
        if values != entry.hyper_values:
            entry.hyper, entry.hyper_values = hyper_tensors(values), values
        for n, p in entry.watch:
            g = p.grad
            if g is not None and bool(self._local(g).any()):
                fail(f"parameter '{n}' holds a .grad (from code outside the step) and {self._name} clears the "
                     f"gradients only after optim.step(): eager PyTorch would add this call's gradient to it, the "
                     f"compiled step computes a fresh one; expected no .grad (None or zeros) at the call: call "
                     f"model.zero_grad() before the step, or optim.zero_grad() before loss.backward() in it")
        for n, p in entry.watch_none:
            if p.grad is not None:
                fail(f"parameter '{n}' holds a .grad (from code outside the step) and the loss of {self._name} does "
                     f"not reach it: eager PyTorch's optim.step() would update it with that .grad, the compiled step "
                     f"skips it (it gets no gradient); expected no .grad (None) at the call: call "
                     f"model.zero_grad() before the step")
        if entry.mesh is not None:
            _dtensor.bind_group(entry.mesh)
        try:
            outs = entry.c.run(entry.params, entry.state, list(batch) + entry.buffers + entry.hyper)
        except FulgurError as e:
            # A rank that is alive but does not come to this program's
            # collectives is, in a train step, most often one whose call
            # compiles a new program (its batch or the optimizer update's
            # structure differ from this rank's): it waits in the
            # batch check of _check_same_batch_specs, which names the cause.
            if "timed out after" not in str(e) or "waiting for rank" not in str(e):
                raise
            raise FulgurError(f"{e}; in {self._name} (fulgur.spmd), a rank that does not come to the step's "
                              f"collectives has failed or is stuck before the call, or compiles a new program "
                              f"because its call differs from this rank's (this rank's batch: {entry.batch_text}; "
                              f"every rank must pass batch parts of one shape and dtype, and an optimizer whose "
                              f"update has the same structure: the same parameter groups, each with momentum, "
                              f"dampening and weight decay zero or not, nesterov, maximize and Adam's 1 - beta1 "
                              f"below 0.5 or not alike)") from None
        if entry.calls_step:
            optim._opt_called = True  # what torch's lr_scheduler checks (its wrapper of optim.step sets it)
        if entry.out_key is _keys.TENSOR:
            return outs[0]
        return _keys.rebuild(entry.out_key, iter(outs))

    # -- compiling ---------------------------------------------------------------------------
    def _world(self):
        import torch.distributed as dist
        if not dist.is_available() or not dist.is_initialized():
            fail("torch.distributed is not initialized; call torch.distributed.init_process_group (Gloo) on every "
                 "rank first (one process: world_size=1)")
        if self._mesh is None:
            from torch.distributed.device_mesh import init_device_mesh
            self._mesh = init_device_mesh("cpu", (dist.get_world_size(),))
        _dtensor.bind_group(self._mesh)
        return dist.get_rank(), dist.get_world_size()

    def _compile(self, model, optim, lowering, args, kwargs, structure, batch, key):
        from torch.distributed.tensor import DTensor
        named = list(model.named_parameters())
        by_id = {id(p): n for n, p in named}
        for k, g in enumerate(optim.param_groups):
            for i, p in enumerate(g["params"]):
                if id(p) not in by_id:
                    where = f"parameter {i}" if len(optim.param_groups) == 1 else f"parameter {i} of group {k}"
                    fail(f"the optimizer's {where} (shape {list(p.shape)}) is not a parameter of the "
                         f"{type(model).__name__}")
        in_optim = set(lowering.group_of)
        schema = self._param_schema_c
        # DTensor parameters: each its placements, on their mesh (its dims in `order` of the parameters').
        own, mesh_shape, mesh, mesh_ids, order = None, None, None, [], [0]
        managed = set()  # ids of the parameters fully_shard manages
        if any(isinstance(p, DTensor) for _, p in named):
            managed = fsdp_managed(list(model.named_modules()))
            own, mesh_shape, mesh, mesh_ids, order = own_schemas(
                named, self._world()[1], self._param_schema if self._param_schema_given else None, self._meshes)
        ndim = len(mesh_shape) if mesh_shape else 1
        for n, p in named:
            if own is None and schema.is_shard() and schema.dim >= p.dim():
                fail(f"param_schema {self._param_schema!r} does not fit parameter '{n}' of shape {list(p.shape)} "
                     f"({p.dim()} dims)")
            if not p.dtype.is_floating_point:
                fail(f"parameter '{n}' is {p.dtype}; parameters are floating-point tensors")
        from torch.optim.optimizer import _global_optimizer_post_hooks, _global_optimizer_pre_hooks
        if (optim._optimizer_step_pre_hooks or optim._optimizer_step_post_hooks or _global_optimizer_pre_hooks
                or _global_optimizer_post_hooks):
            fail(f"the {type(optim).__name__} has step hooks (register_step_pre_hook / register_step_post_hook, or "
                 f"global ones): the compiled step does not call optim.step(), so they would not run; expected an "
                 f"optimizer without step hooks")
        buffers = list(model.named_buffers())
        placements = self._batch_placements(batch, named, own, ndim, mesh_shape, order, managed)
        schemas = [ps[0] for ps in placements]  # (the 1-D mesh's)
        rank, world = self._world()
        b_names = self._batch_names(args, kwargs, len(batch))
        batch_text = _batch_text(batch, b_names)
        if world > 1:
            self._check_same_batch_specs(batch, b_names, world, rank, key, batch_text)
        # The optimizer's state, created as torch's first step would.
        for n, p in named:
            if id(p) in in_optim:
                lowering.of(p).init_state(optim, p)
        captured = capture_step(self._name, self._fn, self._overrides, model, optim, lowering, named, buffers, batch,
                          b_names, placements, mesh_shape, world, structure)
        trace, out_key, cap, replaced = captured.trace, captured.out_key, captured.cap, captured.replaced
        n_params, n_state, n_hyper = captured.n_params, captured.n_state, captured.n_hyper
        opt_params, state_names, s_metas = captured.opt_params, captured.state_names, captured.s_metas
        # What the C++ side runs after the expansion: the overrides' transforms.
        overrides = c_overrides(self._overrides, cap, replaced)
        gm = None
        if self._gm is not None:
            user = self._gm

            def gm(c_trace):
                return as_c_trace(user(Trace(c_trace)), "gm_transformation")
        p_schemas, s_schemas, i_schemas = [], [], []
        replicated = [_C.Placement.replicate()] * ndim
        extra = len(buffers) + n_hyper  # replicated inputs after the batch
        if own is not None:
            p_schemas = [own[n] for n, _ in named]
            for n, p in opt_params:
                for k in state_names[n]:
                    t = s_metas[n][k]
                    s_schemas.append(own[n] if t.dim() > 0 and tuple(t.shape) == tuple(p.shape) else replicated)
        if ndim > 1:
            i_schemas = [list(ps) for ps in placements] + [replicated] * extra
        c = _C.spmd.TrainStep(trace, n_params, n_state, self._param_schema_c,
                              [] if ndim > 1 else list(schemas) + [_C.Placement.replicate()] * extra, overrides, gm,
                              rank, world, p_schemas, s_schemas, i_schemas, list(mesh_shape or ()),
                              mesh_ids if ndim > 1 else [], self._bucket_cap_bytes)
        entry = _Entry()
        entry.c = c
        entry.key = key
        entry.batch_text = batch_text
        entry.out_key = out_key
        entry.n_batch = len(batch)
        entry.hyper, entry.hyper_values = [], None  # made by the call
        entry.mesh = mesh if ndim > 1 else None  # bound before each call (its groups along each dim)
        entry.calls_step = captured.calls_step
        if id(model) not in self._distributed:
            if own is None:
                self._distribute(c, model, optim, named, opt_params, state_names, buffers)
            else:  # PyTorch's APIs placed the DTensors; the plain tensors are rank 0's, as DDP's
                self._broadcast_plain(model, optim, named, opt_params, state_names, buffers)
            self._distributed[id(model)] = model
        entry.state_names = state_names
        entry.watch_names = set(captured.accumulated)  # cleared after step(): their .grad must be clear at each call
        entry.none_names = set(captured.unreached)  # the loss does not reach them: their .grad must be None at each call
        self._bind(entry, model, optim)
        return entry

    def _batch_placements(self, batch, named, own, ndim, mesh_shape, order, managed):
        """Each tensor input's placements, one per mesh dim (in the order of the mesh
        the step runs on): input_schemas, else Shard(0) (each rank its part of
        the batch); checked against the inputs and the parameters' mesh."""
        from torch.distributed.tensor import DTensor
        if self._input_schemas_c is not None and len(self._input_schemas_c) != len(batch):
            fail(f"input_schemas has {len(self._input_schemas_c)} placements for {len(batch)} tensor inputs of "
                 f"{self._name}")
        if self._input_schemas_c is None and ndim > 1:
            fail(f"the parameters are DTensors on the {ndim}-D mesh {list(mesh_shape)}: input_schemas gives each "
                 f"tensor input's placements, one per mesh dim (e.g. (Shard(0), Replicate()): this rank's part "
                 f"of the batch along the first mesh dim, the same along the second)")
        if own is not None and self._input_schemas_c is None and not self._param_schema_given:
            tp = [n for n, p in named if isinstance(p, DTensor) and id(p) not in managed]
            if tp:
                fail(f"parameter '{tp[0]}' is a DTensor that fully_shard does not manage (parallelize_module, "
                     f"distribute_tensor): eager tensor parallelism passes every rank the whole batch, which the "
                     f"default input_schemas (Shard(0): each rank its part) would read as world copies of it; "
                     f"expected input_schemas, e.g. [Replicate()] * {len(batch)} (or the placements the inputs "
                     f"have)")
        placements = self._input_schemas_c or [[_C.Placement.shard(0)]] * len(batch)
        if order != list(range(len(order))):  # in the mesh's order (FSDP2 beside TP: dims swapped)
            for i, ps in enumerate(placements):
                if len(ps) == len(order) and all(q.is_shard() for q in ps) and len({q.dim for q in ps}) == 1:
                    fail(f"input_schemas[{i}] shards dim {ps[0].dim} along both mesh dims; with FSDP2 beside "
                         f"tensor parallelism the step runs on the mesh dims the other way round, where that "
                         f"would reorder the batch's rows: expected one mesh dim to shard it")
            placements = [[ps[k] for k in order] if len(ps) == len(order) else ps for ps in placements]
        for i, (t, ps) in enumerate(zip(batch, placements)):
            if isinstance(t, DTensor):
                fail(f"tensor input {i} is a DTensor; pass this rank's local tensor (its schema says how the "
                     f"inputs of the ranks make the global one)")
            if len(ps) != ndim:
                fail(f"input_schemas[{i}] has {len(ps)} placement(s); the parameters' mesh has {ndim} dim(s): "
                     f"expected one placement per mesh dim")
            for s in ps:
                if s.is_shard() and s.dim >= t.dim():
                    fail(f"the schema Shard({s.dim}) of tensor input {i} does not fit its shape {list(t.shape)} "
                         f"({t.dim()} dims)")
        return placements

    def _check_same_batch_specs(self, batch, names, world, rank, key, batch_text):
        """Each rank's batch parts must have one shape and dtype on every rank:
        the program of each rank takes its part as 1/world of the global batch
        (with parts of different sizes, the "global" mean would be a mean of the
        ranks' means). Checked when a program is compiled (a collective: every
        rank compiles at the same call while their specs agree). It waits up
        to FULGUR_COMM_TIMEOUT_S, as fulgur's collectives do: a rank that does
        not come (it exited, failed before the call, or runs a program it
        compiled before because its call differs from this one) is an error
        naming the likely cause, not a wait of the process group's timeout."""
        mine = [(list(t.shape), str(t.dtype).replace("torch.", "")) for t in batch]
        try:
            every = all_gather_json(mine, world, comm_timeout_s())
        except FulgurError:
            raise
        except Exception as e:  # noqa: BLE001 - Gloo's errors: a timeout, a lost peer
            why = " ".join(str(e).split())
            timed_out = "timed out" in why.lower()
            why = (f"not every rank came within {comm_timeout_s():g} s (FULGUR_COMM_TIMEOUT_S)" if timed_out
                   else f"it failed: {why}")
            before = [en for k, en in list(self._entries.items()) if k[:2] == key[:2]]
            if not before:
                first = (f"the first call of {self._name}" if not self._entries else
                         f"this call of {self._name} (its first with this model and optimizer)")
                fail(f"rank {rank}: {first} compiles its program and checks that the "
                     f"ranks' batch parts have one shape and dtype (an all_gather with every rank; this rank's "
                     f"batch: {batch_text}): {why}. Did another rank exit, get killed, or fail before its first "
                     f"call of {self._name}?")
            prev = before[-1]
            diff = _key_difference(prev.key, key, prev.batch_text, batch_text)
            fail(f"rank {rank}: this call of {self._name} compiles a new program ({diff}) and checks that the "
                 f"ranks' batch parts have one shape and dtype (an all_gather with every rank): {why}. A rank "
                 f"whose call is like an earlier one runs that call's program instead of this check: every rank "
                 f"must pass batch parts of one shape and dtype, and an optimizer whose update has the same "
                 f"structure, at each call (or did another rank exit, get killed, or fail before this call?)")
        for i, name in enumerate(names):
            specs = [r[i] if i < len(r) else None for r in every]
            if any(sp != specs[0] for sp in specs):
                by_rank = ", ".join(f"rank {r}: {sp[1]}{sp[0]}" if sp else f"rank {r}: none"
                                    for r, sp in enumerate(specs))
                fail(f"tensor input {i} ('{name}') differs between the ranks ({by_rank}); expected this rank's "
                     f"part of the global batch with one shape and dtype on every rank (an even split)")
        if any(len(r) != len(mine) for r in every):
            fail(f"the ranks pass different numbers of tensor inputs ({', '.join(str(len(r)) for r in every)}); "
                 f"expected the same on every rank")

    def _bind(self, entry, model, optim):
        """The tensors every call binds (the parameters may be DTensors now).
        Collected again when the optimizer's state or parameter list is
        replaced (optim.load_state_dict), or a parameter's storage or a buffer
        is (p.data = ..., model.to(...))."""
        named = list(model.named_parameters())
        lowering = OptimizerLowering(optim)
        in_optim = lowering.group_of
        for n, p in named:  # a reset state (load_state_dict of an empty one): created as torch's first step does
            if id(p) in in_optim and any(k not in optim.state.get(p, {}) for k in entry.state_names.get(n, ())):
                lowering.of(p).init_state(optim, p)
        entry.params = [self._local(p) for _, p in named]
        entry.ptrs = [_ptr(p) for _, p in named]
        entry.state = [self._local(optim.state[p][k]) for n, p in named if id(p) in in_optim
                       for k in entry.state_names[n]]
        entry.buffers = [b for _, b in model.named_buffers()]
        entry.watch = [(n, p) for n, p in named if n in entry.watch_names]
        entry.watch_none = [(n, p) for n, p in named if n in entry.none_names]
        entry.owners = (optim.state, [g["params"] for g in optim.param_groups])

    @staticmethod
    def _local(t):
        from torch.distributed.tensor import DTensor
        if isinstance(t, DTensor):
            return t._local_tensor
        return t.detach()

    def _batch_names(self, args, kwargs, n):
        """The batch tensors' names in the trace: each argument's (a structure's tensors numbered)."""
        named = [(self._arg_names[i] if i < len(self._arg_names) else f"arg{i}", a) for i, a in enumerate(args)]
        names = []
        for base, v in named + list(kwargs.items()):
            if isinstance(v, torch.Tensor):
                names.append(base)
            elif not isinstance(v, (torch.nn.Module, torch.optim.Optimizer)):
                k = []
                _keys.key_of(v, k, "")
                names.extend(f"{base}{j}" for j in range(len(k)))
        return names if len(names) == n else [f"b{i}" for i in range(n)]

    def _broadcast_plain(self, model, optim, named, opt_params, state_names, buffers):
        """The first call with DTensor parameters: rank 0's plain parameters,
        their optimizer state and the buffers to every rank (the DTensors are
        as PyTorch's APIs placed them)."""
        from torch.distributed.tensor import DTensor
        tensors = [(f"'{n}'", p.detach()) for n, p in named if not isinstance(p, DTensor)]
        tensors += [(f"'{n}.{k}'", optim.state[p][k]) for n, p in opt_params if not isinstance(p, DTensor)
                    for k in state_names[n]]
        broadcast_from_rank0(tensors + [(f"buffer '{n}'", b.data) for n, b in buffers], self._name)

    def _distribute(self, c, model, optim, named, opt_params, state_names, buffers):
        """The first call: rank 0's parameters and state to every rank."""
        whole = [p.detach() for _, p in named]
        whole += [optim.state[p][k] for n, p in opt_params for k in state_names[n]]
        local = c.distribute(whole)
        broadcast_from_rank0([(f"buffer '{n}'", b.data) for n, b in buffers], self._name)
        n = len(named)
        if self._param_schema_c.is_replicate():
            with torch.no_grad():
                for t, l in zip(whole, local):
                    if l.data_ptr() != t.data_ptr():
                        t.copy_(l)
            return
        self._shard_parameters(model, optim, named, opt_params, state_names, local[:n], local[n:])

    def _shard_parameters(self, model, optim, named, opt_params, state_names, p_local, s_local):
        """Shard(d): the module's parameters become DTensor parameters (as
        fully_shard makes them), the optimizer's list and state follow."""
        from torch.distributed.tensor import DTensor
        placements = [self._param_schema]
        new_of = {}
        for (n, p), l in zip(named, p_local):
            d = DTensor.from_local(l, self._mesh, placements, run_check=False, shape=p.shape, stride=p.stride())
            new_of[id(p)] = torch.nn.Parameter(d, requires_grad=p.requires_grad)
        for mod in model.modules():
            for k, v in list(mod._parameters.items()):
                if v is not None and id(v) in new_of:
                    mod._parameters[k] = new_of[id(v)]
        it = iter(s_local)
        olds = {}
        for group in optim.param_groups:
            olds.update((id(p), p) for p in group["params"])
            group["params"] = [new_of[id(p)] for p in group["params"]]
        for n, p in opt_params:
            st = optim.state.pop(olds[id(p)], None)
            if st is None:
                continue
            for k in state_names[n]:
                l = next(it)
                t = st[k]
                if t.dim() > 0 and tuple(t.shape) == tuple(p.shape):
                    st[k] = DTensor.from_local(l, self._mesh, placements, run_check=False, shape=t.shape,
                                               stride=t.stride())
                else:
                    st[k] = l
            optim.state[new_of[id(p)]] = st

    # -- introspection -------------------------------------------------------------------------
    def _last_c(self):
        if self._last is None:
            raise FulgurError(f"fulgur: {self._name} has not been called yet")
        return self._last.c

    def _fulgur_traces(self):
        out = []
        for step, text in self._last_c().last_traces():
            t = TraceText(text)
            t.step = step
            out.append(t)
        return out

    def _fulgur_host_program(self):
        c = self._last_c()
        if not hasattr(c, "last_host_program"):
            raise FulgurError("fulgur.last_host_program: fulgur::spmd::TrainStep does not expose its host program yet; "
                              "fulgur.last_traces(step)[-1] is the final trace of the program that runs")
        return c.last_host_program()

    def cache_info(self):
        total = {}
        for e in list(self._entries.values()):
            for k, v in e.c.cache_info().items():
                total[k] = total.get(k, 0) + v
        total["programs"] = len(self._entries)
        return total

    def host_program_calls(self):
        """Host programs run so far, over every compiled program of this step (tests: one per call)."""
        return sum(e.c.host_program_calls() for e in list(self._entries.values()))


def compile(module_override=None, gm_transformation=None, param_schema=None, input_schemas=None, *,
            bucket_cap_mb=25):
    """Compiles a train step ``def step(model, optim, *batch): ...; loss.backward();
    optim.step(); optim.zero_grad(); return loss`` as one SPMD program per rank.

    - ``param_schema``: ``Replicate()`` (the default: data parallel, the
      gradients all-reduced) or ``Shard(0)`` (fully sharded: the model's
      parameters become DTensor parameters) — placements from
      ``torch.distributed.tensor``.
    - ``input_schemas``: one placement per tensor input; None: ``Shard(0)``
      for each, each rank passing its part of the global batch.
    - ``module_override``: a list of ``Override``.
    - ``gm_transformation``: ``trace -> trace``, applied after the first call;
      the second call on runs the result.
    - ``bucket_cap_mb``: the gradients' all-reduces go in buckets of up to
      this many MiB (25, DDP's default), each issued where its last gradient
      is made; smaller buckets start earlier and overlap more of the
      backward. 0: one all-reduce per gradient.
    """
    if isinstance(bucket_cap_mb, bool) or not isinstance(bucket_cap_mb, (int, float)) or \
            not (0 <= bucket_cap_mb <= 1 << 20):
        _fail_cap(bucket_cap_mb)
    cap_bytes = int(bucket_cap_mb * (1 << 20))
    if callable(module_override) and not isinstance(module_override, (Override, list, tuple)) and (
            gm_transformation is None and param_schema is None and input_schemas is None):
        # @spmd.compile without parentheses (or spmd.compile(fn, bucket_cap_mb=...))
        return CompiledStep(module_override, None, None, None, None, cap_bytes)

    def wrap(fn):
        return CompiledStep(fn, module_override, gm_transformation, param_schema, input_schemas, cap_bytes)

    return wrap


def _fail_cap(v):
    fail(f"bucket_cap_mb must be a number of MiB in [0, 1048576] (0: one all-reduce per gradient), got {v!r}")
