"""The capture of a train step on meta tensors (``capture.Capture``, plus
what a step does that a function does not: ``loss.backward()``, ``.grad``,
``optim.step()``), its placeholders, and the module overrides swapped in
while it runs."""

import functools
import re
import threading

import torch

from .. import _C, _dtensor, _keys
from ..capture import INPLACE_DUNDERS as _INPLACE_DUNDERS
from ..capture import Capture, FulgurError, LiftConstant, fulgur_dtype, torch_dtype
from ..capture import func_name as _func_name
from ..capture import location as _location
from ..capture import where as _where
from .common import fail
from .trace import Trace, as_c_trace

CAPTURE = threading.local()  # the step capture in progress on this thread


class Placeholder:
    """An opaque op ``spmd.<name>(operands...)``: inside a compiled train
    step, a call records it (its outputs' shapes and dtypes from ``meta``),
    and an override's transform replaces it after expansion. Its gradient is
    ``spmd.<name>_backward(cotangents..., operands...)``, one gradient per
    operand. ``meta(*operands)`` receives meta tensors and returns one meta
    tensor, the placeholder's one output (``torch.empty_like(x)``,
    ``x @ w.T``); a tuple is an error."""

    def __init__(self, name, operands, meta):
        if not isinstance(name, str) or not re.fullmatch(r"[A-Za-z_]\w*", name):
            raise ValueError(f"fulgur.spmd.placeholder: name must be an identifier, got {name!r}")
        self.name = name
        self.symbol = f"spmd.{name}"
        self.operands = tuple(operands)
        if not self.operands or not all(isinstance(o, str) for o in self.operands):
            raise ValueError(f"fulgur.spmd.placeholder: operands must be a non-empty list of names, got {operands!r}")
        self.meta = meta

        def types(ins):
            with torch._C.DisableTorchFunction(), torch.no_grad():  # meta code is not part of the trace
                metas = [torch.empty(tuple(s), dtype=torch_dtype(d), device="meta") for s, d in ins]
                out = meta(*metas)
            if not isinstance(out, torch.Tensor):
                what = type(out).__name__
                if isinstance(out, (tuple, list)):
                    what = (f"a {what} of {len(out)} tensors" if all(isinstance(o, torch.Tensor) for o in out)
                            else f"a {what}")
                raise FulgurError(f"fulgur.spmd: the meta function of {self.symbol} returned {what}; expected one "
                                  f"tensor (a placeholder has one output)")
            return [(list(out.shape), fulgur_dtype(out.dtype))]

        _C.spmd.declare_placeholder(name, list(self.operands), types)

    def __call__(self, *operands):
        cap = getattr(CAPTURE, "current", None)
        if cap is None:
            raise FulgurError(f"fulgur.spmd: {self.symbol} is a placeholder: it runs only inside a train step "
                              f"compiled by fulgur.spmd.compile, where an override's transform replaces it")
        if len(operands) != len(self.operands) or not all(isinstance(o, torch.Tensor) for o in operands):
            raise FulgurError(f"fulgur.spmd: {self.symbol} takes {len(self.operands)} tensors "
                              f"({', '.join(self.operands)}), got {len(operands)} arguments{_where(_location())}")
        return cap.placeholder_call(self, operands)

    def __repr__(self):
        return f"<fulgur.spmd placeholder {self.symbol}({', '.join(self.operands)})>"


def placeholder(name, operands, meta):
    """Declares the placeholder op ``spmd.<name>`` (see ``Placeholder``)."""
    return Placeholder(name, operands, meta)


class Override:
    """A module override: before the step is traced, every submodule of
    ``module_type`` (every submodule, when it is None) is passed to
    ``replacement(submodule)``, and the module it returns (the submodule
    itself: no replacement) takes its place while the step is traced; a
    replacement calls a ``Placeholder``. After the expansion,
    ``transform(trace, schema_map)`` (a ``Trace``; the input names' placements)
    returns the trace with the placeholder's calls replaced by real
    computation. Subclass it, or pass the two functions."""

    module_type = None

    def __init__(self, module_type=None, replacement=None, transform=None):
        if module_type is not None:
            self.module_type = module_type
        if replacement is not None:
            self.replacement = replacement
        if transform is not None:
            self.transform = transform

    def replacement(self, submodule):
        raise NotImplementedError("Override.replacement(submodule) -> nn.Module")

    def transform(self, trace, schema_map):
        raise NotImplementedError("Override.transform(trace, schema_map) -> Trace")


# -- the capture of a train step ------------------------------------------------------

class StepCapture(Capture):
    """Capture, plus what a train step does that a function does not:
    ``loss.backward()`` records ``autodiff.grad`` and gives each parameter its
    gradient; ``.grad`` reads and writes act on the meta tensors; placeholder
    calls are recorded."""

    def __init__(self, tracer, fn_name, wrt):
        super().__init__(tracer, fn_name)
        self.wrt = wrt  # the meta parameters the optimizer updates (that require grad)
        self.backward_done = False
        self.placeholders = []  # (override index or None, Placeholder) per call
        self.override_stack = []
        # Stopped gradients, followed through the step: the trace has no autograd,
        # its gradient is autodiff.grad's of everything the loss depends on, so a
        # detach() or an op under no_grad on the way from a parameter to the loss
        # would be differentiated through. `dep`: ids of (floating-point) metas
        # that depend differentiably on a parameter in `wrt`; `stopped`: id ->
        # (what stopped it, location) for metas that depend on one through a stop.
        # `dep` maps each to the indices (in `wrt`) of the parameters it depends on: a parameter the loss
        # does not reach gets no gradient, and torch.optim skips it, as eager's .grad stays None.
        self.dep = {id(m): frozenset([i]) for i, m in enumerate(wrt)}
        self.stopped = {}
        # Gradient accumulation: before the step runs, each parameter's .grad is
        # `incoming` (what the previous call, or code outside the step, left);
        # zero_grad() replaces it by None or by zeros (`zeroed`). A backward()
        # that finds `incoming` still there would add to it in eager PyTorch.
        self.incoming = {}  # id(meta parameter) -> its incoming .grad stand-in
        self.zeroed = set()  # ids of the zeros zero_grad(set_to_none=False) made
        self.accumulated = set()  # ids of the meta parameters whose gradient backward() added to `incoming`
        # Each backward() records its own autodiff.grad (resolve_grad resolves them in turn) and adds to the
        # .grad of the one before; a loss backward()ed twice needs retain_graph=True the first time, as in eager.
        self.backwarded = {}  # id(loss) -> retain_graph of its backward()
        self.stepped = False  # optim.step() was called
        self.skips = []  # per backward(): the indices in wrt of the parameters its loss does not reach
        self.zeroed_incoming = set()  # ids of the zeros zero_grad(set_to_none=False) made of an incoming .grad
        self.none_at_call = set()  # ids of unreached meta parameters: their .grad must be None at each call
        self.keep = []

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if func is torch.Tensor.backward:
            return self.backward(*args, **kwargs)
        name = _func_name(func)
        if name == "grad" or name == "__set__":  # p.grad, p.grad = None: on the meta tensors
            return func(*args, **kwargs)
        if torch.is_autocast_enabled("cpu"):
            # The step's stand-ins are meta tensors, which CPU autocast does not
            # reach: its ops would be captured in float32, not in the autocast dtype.
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: torch.autocast('cpu') inside a compiled train "
                              f"step is not supported yet (its ops would be captured in float32, not "
                              f"{torch.get_autocast_dtype('cpu')}); expected a step without autocast (cast the model "
                              f"with model.to(dtype), or use fulgur.jit, which takes autocast){_where(_location())}")
        if func is torch._C._set_grad_enabled:  # entering or leaving no_grad(): the caller's mode, not undone by
            return func(*args, **kwargs)        # Capture's own no_grad around each op
        grad_on = torch.is_grad_enabled()  # the caller's mode (no_grad below is ours)
        if name == "detach" and len(args) == 1 and not kwargs:
            # The trace has no autograd to stop: x.detach() is x's value, and a
            # detach on the loss's way to a parameter is refused at backward().
            with torch.no_grad():
                out = func(*args)
            self.bind(out, self.traced_of(args[0], _location()).fresh())
            self.follow(args, {}, out, "Tensor.detach()", inplace=False)
            return out
        out = super().__torch_function__(func, types, args, kwargs)
        inplace = name in _INPLACE_DUNDERS or (name.endswith("_") and not name.endswith("__"))
        written = out
        if name == "__setitem__" and args and isinstance(args[0], torch.Tensor):
            written, inplace = args[0], True  # x[i] = v writes x (and returns None)
        elif isinstance(kwargs.get("out"), (torch.Tensor, tuple, list)):
            written, inplace = (out, kwargs["out"]), True  # out= writes its tensors
        self.follow(args, kwargs, written, None if grad_on else "an op under torch.no_grad()", inplace)
        return out

    def follow(self, args, kwargs, out, stop, inplace):
        """Follows dependence on the parameters through one op: `stop` names
        what stops the gradient there (None: nothing)."""
        ins = _tensors((args, kwargs), [])
        sets = [self.dep[id(t)] for t in ins if id(t) in self.dep]
        dep = bool(sets)
        came = next((self.stopped[id(t)] for t in ins if id(t) in self.stopped), None)
        outs = [t for t in _tensors(out, []) if t.dtype.is_floating_point or t.dtype.is_complex]
        if not inplace:  # x.contiguous(), x.float() of an f32 x: x itself, its gradient not stopped
            outs = [t for t in outs if not any(t is i for i in ins)]
        if not outs:
            return
        if stop is not None and dep:
            came = (stop, _location())
        elif dep:
            on = frozenset().union(*sets)
            for t in outs:
                self.dep[id(t)] = self.dep.get(id(t), frozenset()) | on
        if came is not None:
            for t in outs:
                self.stopped.setdefault(id(t), came)

    def backward(self, loss, gradient=None, retain_graph=None, create_graph=False, inputs=None):
        loc = _location()
        if gradient is not None or create_graph or inputs is not None:
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: loss.backward() takes no gradient, "
                              f"create_graph or inputs in a compiled train step{_where(loc)}")
        if self.stepped:
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: backward() after optim.step() in one train "
                              f"step; expected each backward() before the step's optim.step() (one update per "
                              f"call){_where(loc)}")
        if id(loss) in self.backwarded and not self.backwarded[id(loss)]:
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: backward() of the same loss a second time, "
                              f"where the first did not pass retain_graph=True (eager PyTorch raises 'Trying to "
                              f"backward through the graph a second time'){_where(loc)}")
        if loss.numel() != 1 or not loss.dtype.is_floating_point:
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: backward() on a {loss.dtype} tensor of shape "
                              f"{list(loss.shape)}; the loss must be a single floating-point number{_where(loc)}")
        if not self.wrt:
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: no parameter of the optimizer requires grad")
        if id(loss) in self.stopped:
            what, where = self.stopped[id(loss)]
            raise FulgurError(f"fulgur.spmd.compile: {self.fn_name}: the loss depends on the parameters through a "
                              f"stopped gradient ({what}){_where(where)}; torch's gradient leaves that path out, "
                              f"fulgur differentiates the captured step as a whole (it has no stop-gradient): expected "
                              f"a loss that reaches the parameters only through differentiated ops. Compute that value "
                              f"outside the step and pass it as an argument, or without detach()/no_grad")
        self.backward_done = True
        self.backwarded[id(loss)] = bool(retain_graph)
        self.keep.append(loss)  # (its id stays its own)
        grads = self.record("autodiff.grad", [loss, list(self.wrt)], {}, (*loc,))
        reached = self.dep.get(id(loss), frozenset())
        self.skips.append(frozenset(i for i in range(len(self.wrt)) if i not in reached))
        for i, (m, g) in enumerate(zip(self.wrt, grads)):
            if i not in reached:
                # Eager leaves its .grad as it was. The compiled step never
                # fills .grad, so what the call finds is None, and
                # optim.step() skips the parameter; a .grad from code outside
                # the step (eager would update with it) is refused at the call.
                if m.grad is not None and (m.grad is self.incoming.get(id(m)) or
                                           id(m.grad) in self.zeroed_incoming):
                    m.grad = None
                    self.none_at_call.add(id(m))
                continue
            gm = torch.empty_like(m)
            self.bind(gm, g)
            if m.grad is not None and m.grad is self.incoming.get(id(m)):
                self.accumulated.add(id(m))
            elif m.grad is not None:
                # A second backward() (gradient accumulation over micro-batches)
                # adds to the .grad the first left, as eager PyTorch does.
                total = torch.empty_like(m)
                self.bind(total, self.record("ltorch.add", [m.grad, gm], {}, (*loc,)))
                gm = total
            m.grad = gm
        return None

    def placeholder_call(self, ph, operands):
        loc = _location()
        self.placeholders.append((self.override_stack[-1] if self.override_stack else None, ph))
        out = self.record(ph.symbol, list(operands), {}, loc)  # one output (the meta's check)
        with torch._C.DisableTorchFunction():  # the output's stand-in is not an op of the step
            m = torch.empty(tuple(out.shape), dtype=torch_dtype(out.dtype), device="meta")
        self.bind(m, out)
        self.follow(list(operands), {}, m, None if torch.is_grad_enabled() else "an op under torch.no_grad()",
                    inplace=False)
        return m


def _tensors(x, out):
    if isinstance(x, torch.Tensor):
        out.append(x)
    elif isinstance(x, (tuple, list)):
        for i in x:
            _tensors(i, out)
    elif isinstance(x, dict):
        for i in x.values():
            _tensors(i, out)
    return out


def from_torch_distributed(hook):
    """Whether a module hook is one that torch.distributed's APIs installed
    (parallelize_module's input/output redistributions, fully_shard's
    all-gathers): the captured step is the global program, where the
    parameters' placements, not these hooks, say what moves between ranks."""
    f = hook
    while isinstance(f, functools.partial):
        f = f.func
    return (getattr(f, "__module__", None) or "").startswith("torch.distributed.")


HOOK_DICTS = ("_forward_pre_hooks", "_forward_hooks", "_backward_pre_hooks", "_backward_hooks")


def _enter_override(cap, k, module, args):
    cap.override_stack.append(k)  # returns None: a value would replace the arguments


def _exit_override(cap, module, args, out):
    cap.override_stack.pop()  # returns None: a value would replace the output


class Swap:
    """Replaces attributes (and submodules) for the capture; restores them after."""

    def __init__(self):
        self.undo = []

    def set(self, obj, name, value):
        if name in obj.__dict__:
            old = obj.__dict__[name]
            self.undo.append(lambda: obj.__dict__.__setitem__(name, old))
        else:
            self.undo.append(lambda: delattr(obj, name))
        setattr(obj, name, value)

    def drop_items(self, d, which):
        """Removes the items of dict ``d`` that ``which(value)`` picks; restores all of them, in order."""
        gone = [k for k, v in d.items() if which(v)]
        if not gone:
            return
        saved = list(d.items())
        for k in gone:
            del d[k]
        self.undo.append(lambda: (d.clear(), d.update(saved)))

    def set_item(self, d, key, value):
        old = d[key]
        self.undo.append(lambda: d.__setitem__(key, old))
        d[key] = value

    def later(self, fn):
        self.undo.append(fn)

    def restore(self):
        for fn in reversed(self.undo):
            fn()
        self.undo = []


def apply_overrides(overrides, model, swap, cap):
    """Swaps in each override's replacements; returns [(override index, fqn)]."""
    replaced = []
    if not overrides:
        return replaced
    for k, ov in enumerate(overrides):
        for fqn, sub in list(model.named_modules()):
            if not fqn:
                continue
            if ov.module_type is not None and not isinstance(sub, ov.module_type):
                continue
            new = ov.replacement(sub)
            if new is sub or new is None:
                continue
            if not isinstance(new, torch.nn.Module):
                fail(f"override {k}'s replacement of '{fqn}' returned a {type(new).__name__}; expected an "
                     f"nn.Module")
            parent_name, _, leaf = fqn.rpartition(".")
            parent = model.get_submodule(parent_name) if parent_name else model
            swap.set_item(parent._modules, leaf, new)
            h1 = new.register_forward_pre_hook(functools.partial(_enter_override, cap, k))
            h2 = new.register_forward_hook(functools.partial(_exit_override, cap))
            swap.later(h1.remove)
            swap.later(h2.remove)
            replaced.append((k, fqn))
    return replaced


def c_overrides(overrides, cap, replaced):
    """What the C++ side runs after the expansion: [(placeholder name, transform or None)], the
    overrides that matched something in the model (a transform per override, for its first name)."""
    out = []
    for k, ov in enumerate(overrides):
        names = []
        for owner, ph in cap.placeholders:
            if (owner == k or owner is None) and ph.name not in names:
                names.append(ph.name)
        if not names and not any(r[0] == k for r in replaced):
            continue  # matched nothing in this model

        def transform(c_trace, schema_map, ov=ov, k=k):
            sm = {n: tuple(_dtensor.torch_placement(p) for p in ps) for n, ps in schema_map.items()}
            return as_c_trace(ov.transform(Trace(c_trace), sm), f"override {k}'s transform")
        out.append((names[0] if names else "", transform))
        for extra in names[1:]:  # one transform for all; the others are checked by name only
            out.append((extra, None))
    return out


class CapturedStep:
    """What capture_step records: the global ``trace`` (its inputs the
    parameters, the optimizer state, the batch, the buffers and the
    hyperparameters, in that order), the result's ``out_key``, and what
    compiling and calling it need."""

    __slots__ = ("trace", "out_key", "cap", "replaced", "n_params", "n_state", "n_hyper", "opt_params",
                 "state_names", "s_metas", "calls_step", "accumulated", "unreached")


def capture_step(step_name, fn, overrides, model, optim, lowering, named, buffers, batch, b_names, placements,
                 mesh_shape, world, structure):
    """Runs the train step ``fn`` once on meta stand-ins of the model's
    parameters and buffers, the optimizer's state and hyperparameters and the
    batch (``placements``: each batch input's, one per mesh dim; its global
    shape is this rank's part times the mesh dim's size), with
    ``optim.step()`` / ``zero_grad()`` replaced by fulgur's lowering and the
    module ``overrides`` swapped in; returns a CapturedStep."""
    in_optim = set(lowering.group_of)
    # The trace's inputs: parameters, state, batch, buffers (global types).
    tr = _C.spmd.StepTracer(step_name)
    taken = set()

    def fresh(name):
        base = re.sub(r"\W", "_", name) or "t"
        if base[0].isdigit():
            base = "_" + base
        n, k = base, 0
        while n in taken:
            k += 1
            n = f"{base}_{k}"
        taken.add(n)
        return n

    def meta_input(name, t, requires_grad=False):
        shape = tuple(t.shape)
        traced = tr.input(fresh(name), list(shape), fulgur_dtype(t.dtype), requires_grad)
        m = torch.empty(shape, dtype=t.dtype, device="meta")
        return m, traced

    inputs = []  # (meta, traced)
    p_metas = {}
    for n, p in named:
        m, t = meta_input(n, p, p.requires_grad)
        p_metas[n] = m
        inputs.append((m, t))
    s_metas = {}  # parameter name -> {state name: meta}
    opt_params = [(n, p) for n, p in named if id(p) in in_optim]
    state_names = {n: lowering.of(p).state_names() for n, p in opt_params}  # per parameter: its group's
    for n, p in opt_params:
        st = optim.state[p] if state_names[n] else {}
        d = {}
        for k in state_names[n]:
            m, t = meta_input(f"{n}.{k}", st[k])
            d[k] = m
            inputs.append((m, t))
        s_metas[n] = d
    n_params, n_state = len(named), sum(len(d) for d in s_metas.values())
    b_metas = []
    for i, t in enumerate(batch):
        shape = list(t.shape)
        for k, pk in enumerate(placements[i]):  # this rank's part of an even split
            if pk.is_shard():
                shape[pk.dim] *= mesh_shape[k] if mesh_shape else world
        traced = tr.input(fresh(b_names[i]), shape, fulgur_dtype(t.dtype), False)
        m = torch.empty(tuple(shape), dtype=t.dtype, device="meta")
        b_metas.append(m)
        inputs.append((m, traced))
    buf_metas = {}
    for n, b in buffers:
        m, t = meta_input(n, b)
        buf_metas[n] = m
        inputs.append((m, t))
    # The optimizer's hyperparameters: 0-d float64 inputs (one program for every value).
    h_metas = []  # per group: {hyperparameter name: meta}
    names = iter(lowering.names())
    for g in lowering.groups:
        d = {}
        for name in g.hyper_names:
            m, t = meta_input(next(names), torch.zeros((), dtype=torch.float64))
            d[name] = m
            inputs.append((m, t))
        h_metas.append(d)
    n_hyper = sum(len(d) for d in h_metas)
    wrt = [p_metas[n] for n, p in opt_params if p.requires_grad]
    cap = StepCapture(tr.handle, step_name, wrt)
    for i, (m, t) in enumerate(inputs):
        cap.bind(m, t)
        cap.inputs[id(m)] = i
    it = iter(b_metas)
    call_args = [model if k == ("model",) else optim if k == ("optim",) else _keys.rebuild(k, it)
                 for k in structure[0]]
    call_kwargs = {name: model if k == ("model",) else optim if k == ("optim",) else _keys.rebuild(k, it)
                   for name, k in structure[1]}
    # optim.step() and optim.zero_grad() run fulgur's lowering on the metas.
    step_calls = []

    def step(closure=None):
        if closure is not None:
            raise FulgurError(f"fulgur.spmd.compile: {step_name}: optim.step(closure) is not supported")
        if not cap.backward_done:
            raise FulgurError(f"fulgur.spmd.compile: {step_name}: optim.step() before loss.backward()"
                              f"{_where(_location())}")
        step_calls.append(1)
        cap.stepped = True
        for k, g in enumerate(lowering.groups):  # each group's update, its parameters in model order
            ps = [n for n, p in opt_params if lowering.group_of[id(p)] == k]
            metas = [p_metas[n] for n in ps]
            g.step(metas, [m.grad for m in metas], [s_metas[n] for n in ps], h_metas[k])

    def zero_grad_of(names):
        def zero_grad(set_to_none=True):
            for n in names:
                m = p_metas[n]
                if set_to_none:
                    m.grad = None
                elif m.grad is not None:
                    incoming = m.grad is cap.incoming.get(id(m))
                    m.grad = torch.zeros(m.shape, dtype=m.dtype)  # (recorded, and dead unless read)
                    cap.zeroed.add(id(m.grad))
                    if incoming:
                        cap.zeroed_incoming.add(id(m.grad))
        return zero_grad

    # Each parameter's .grad as the call finds it (see _StepCapture.incoming).
    for n, p in opt_params:
        if p.requires_grad:
            m = p_metas[n]
            m.grad = torch.empty_like(m)
            cap.incoming[id(m)] = m.grad
    accumulated, left, unreached = [], [], []

    swap = Swap()
    from torch.nn.utils.stateless import _reparametrize_module
    state = dict(p_metas)
    state.update(buf_metas)
    CAPTURE.current = cap
    try:
        with _reparametrize_module(model, state, tie_weights=True):
            swap.set(optim, "step", step)
            swap.set(optim, "zero_grad", zero_grad_of([n for n, _ in opt_params]))
            swap.set(model, "zero_grad", zero_grad_of(list(p_metas)))
            for mod in model.modules():
                for d in HOOK_DICTS:
                    swap.drop_items(getattr(mod, d), from_torch_distributed)
            replaced = apply_overrides(overrides, model, swap, cap)
            with cap:
                out = fn(*call_args, **call_kwargs)
            for n, p in opt_params:
                m = p_metas[n]
                if id(m) in cap.accumulated:
                    accumulated.append(n)
                    if m.grad is not None and id(m.grad) not in cap.zeroed:
                        left.append(n)
                if id(m) in cap.none_at_call:
                    unreached.append(n)
    except LiftConstant as e:
        shapes = ", ".join(str(list(t.shape)) for t in e.tensors)
        fail(f"{step_name} reads tensors that are not its arguments, the model's parameters and buffers or the "
             f"optimizer's state (shapes {shapes}); pass them as arguments")
    finally:
        CAPTURE.current = None
        swap.restore()
        for m in p_metas.values():
            m.grad = None
    if not cap.backward_done:
        fail(f"{step_name} never calls loss.backward(); a train step computes a loss, calls loss.backward() "
             f"and optim.step()")
    if left:
        fail(f"{step_name} does not clear the gradients (optim.zero_grad() or model.zero_grad() before "
             f"loss.backward() or after optim.step()); eager PyTorch adds each call's gradient to the .grad the "
             f"previous call left, a compiled step computes a fresh one every call: expected a step that clears "
             f"them (parameters {', '.join(left)})")
    leaves = []
    try:
        out_key = _keys.key_of(out, leaves, "the result")
    except TypeError as e:
        fail(str(e).replace("fulgur.jit: ", "").replace("jitted functions take", "train steps return"))
    outs = [cap.traced_of(t, None) for t in leaves]
    trace = tr.finish(outs)
    if any(cap.skips):
        # The capture's reachability against autodiff's: a parameter the
        # update skips must be one whose gradient autodiff finds zero.
        zeros = _C.spmd.zero_gradients(trace)
        for k, skipped in enumerate(cap.skips):
            missed = sorted(skipped - set(zeros[k] if k < len(zeros) else ()))
            if missed:
                names = [n for n, p in opt_params if p.requires_grad]
                fail(f"internal error: backward() {k} of {step_name} reaches parameter(s) "
                     f"{', '.join(names[i] for i in missed)} through an op the capture did not follow; "
                     f"their update would be skipped. Please report it; meanwhile leave the parameter "
                     f"out of the optimizer or reach it through a plain op")
    captured = CapturedStep()
    captured.trace, captured.out_key, captured.cap, captured.replaced = trace, out_key, cap, replaced
    captured.n_params, captured.n_state, captured.n_hyper = n_params, n_state, n_hyper
    captured.opt_params, captured.state_names, captured.s_metas = opt_params, state_names, s_metas
    captured.calls_step, captured.accumulated, captured.unreached = bool(step_calls), accumulated, unreached
    return captured
