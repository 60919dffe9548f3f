"""fulgur.spmd: a whole train step (forward, ``loss.backward()``,
``optim.step()``) compiled once as one SPMD program per rank (docs/spmd.md,
and docs/python.md "fulgur.spmd").

    from torch.distributed.tensor import Replicate, Shard
    import fulgur.spmd as spmd

    @spmd.compile()                      # param_schema=Replicate(): data parallel
    def train_step(model, optim, x, y):
        loss = F.mse_loss(model(x), y)
        loss.backward()
        optim.step()
        optim.zero_grad()
        return loss

    for x, y in data:                    # x, y: this rank's part of the batch
        loss = train_step(model, optim, x, y)   # the global loss, on every rank

The first call captures the step on meta tensors (``Capture``, as fulgur.jit
does): ``loss.backward()`` becomes ``autodiff.grad(loss, [params...])``,
``optim.step()`` the optimizer's update written in torch ops
(``_spmd_optim.py``), writing in place into the parameters and the state;
the C++ side (``fulgur::spmd::compile``) differentiates, types the trace with
DTensor placements, expands it for this rank (the gradient all-reduce comes
out of the expansion), runs the overrides' transforms and compiles one host
program. Parameters (and state) are broadcast from rank 0 (``Replicate()``)
or scattered (``Shard(0)``, the module's parameters become DTensor
parameters) on the first call; every later call binds the arguments and runs
that one program.
"""

import functools
import inspect
import re
import threading

import torch

from . import _C, _dtensor
from .capture import INPLACE_DUNDERS as _INPLACE_DUNDERS
from .capture import Capture, FulgurError, LiftConstant, fulgur_dtype, torch_dtype
from .capture import func_name as _func_name
from .capture import location as _location
from .capture import where as _where
from ._jit import TraceText, _key_of, _rebuild, _TENSOR
from ._spmd_optim import OptimizerLowering, hyper_tensors

__all__ = ["compile", "Override", "Trace", "Call", "placeholder", "Placeholder"]


def _fail(msg):
    raise FulgurError(f"fulgur.spmd.compile: {msg}")


# -- placements -----------------------------------------------------------------

def _placement_tuple(p, what):
    from torch.distributed.tensor import Partial, Replicate, Shard
    if isinstance(p, Shard):
        if p.dim < 0:
            _fail(f"{what} is Shard({p.dim}); name the dim from the front (Shard(0), Shard(1), ...)")
        return ("shard", p.dim, "")
    if isinstance(p, Replicate):
        return ("replicate", 0, "")
    if isinstance(p, Partial):
        _fail(f"{what} is {p!r}; expected Replicate() or Shard(d)")
    _fail(f"{what} is a {type(p).__name__} ({p!r}); expected a placement from torch.distributed.tensor: "
          f"Replicate() or Shard(d)")


# -- traces that transforms read and rewrite ----------------------------------------

class Call:
    """One statement of a Trace: ``symbol`` (``"spmd.expert"``), the names of
    its ``outputs`` and tensor ``inputs``, ``args`` (each parameter of the
    symbol bound to a tensor's name, or a list of names), and its printed
    ``text``."""

    __slots__ = ("index", "symbol", "outputs", "inputs", "args", "text")

    def __init__(self, index, symbol, outputs, inputs, args, text):
        self.index, self.symbol, self.outputs, self.inputs, self.args, self.text = (
            index, symbol, list(outputs), list(inputs), dict(args), text)

    def fields(self):
        """The names ``Trace.replace`` fills into replacement text: each
        tensor parameter by its name (``{x}``; a list of tensors as ``{grads}``,
        printed as a list, and ``{grads0}``, ``{grads1}``, ...), the outputs as
        ``{out0}``, ``{out1}``, ... and, for one output, ``{out}``; ``{outs}``
        is the outputs as a tuple target (``(a, b)``)."""
        f = {}
        for k, v in self.args.items():
            if isinstance(v, list):
                f[k] = "[" + ", ".join(v) + "]"
                for i, n in enumerate(v):
                    f[f"{k}{i}"] = n
            else:
                f[k] = v
        for i, n in enumerate(self.outputs):
            f[f"out{i}"] = n
        if len(self.outputs) == 1:
            f["out"] = self.outputs[0]
        f["outs"] = "(" + ", ".join(self.outputs) + ("," if len(self.outputs) == 1 else "") + ")"
        return f

    def __repr__(self):
        return f"<Call {self.index}: {self.text}>"


_ASSIGN = re.compile(r"^\s*\(?\s*([A-Za-z_][\w\s,]*?)\s*,?\s*\)?\s*=\s*[A-Za-z_]")
_WORD = re.compile(r"\b[A-Za-z_]\w*\b")


class Trace:
    """A trace the C++ side hands to a transform (an override's, or
    ``gm_transformation``): printable (``str(trace)``, Python-like text that
    parses back the same: ``Trace.parse(text)``), readable (``calls``) and
    rewritable (``replace``; or edit the text and parse it). Traces are
    values: a rewrite returns a new Trace."""

    __slots__ = ("_c",)

    def __init__(self, c_trace):
        if isinstance(c_trace, str):
            c_trace = _C.spmd.Trace.parse(c_trace)
        self._c = c_trace

    @staticmethod
    def parse(text):
        """The trace that ``text`` prints (each statement re-checked by its meta function)."""
        return Trace(_C.spmd.Trace.parse(text))

    def __str__(self):
        return self._c.text(1)

    def __repr__(self):
        return f"<fulgur.spmd.Trace {self._c.name}: {len(self._c.statements())} statements>"

    @property
    def name(self):
        return self._c.name

    @property
    def inputs(self):
        """The names of the trace's inputs, in order."""
        return list(self._c.inputs())

    def calls(self, symbol=None):
        """The statements (``Call``) that call ``symbol`` (a qualified name:
        ``"spmd.expert"``, ``"ltorch.linear"``), or every statement."""
        out = []
        for index, sym, outs, ins, args, text in self._c.statements():
            if symbol is None or sym == symbol:
                out.append(Call(index, sym, outs, ins, args, text))
        return out

    def replace(self, call, text, **fields):
        """A new trace with ``call``'s statement replaced by ``text``: lines
        of trace statements (``y = ltorch.matmul(x, w)``) that must assign
        each of the call's outputs. ``{name}`` fields are filled from
        ``call.fields()`` (the call's operands and outputs by name) and
        ``fields``; other names the text assigns are renamed apart from the
        trace's. The result is parsed, so every statement is checked."""
        if not isinstance(call, Call):
            raise TypeError(f"fulgur.spmd.Trace.replace: expected a Call from Trace.calls(), got {type(call).__name__}")
        f = call.fields()
        f.update(fields)
        try:
            body = text.format_map(f)
        except KeyError as e:
            raise FulgurError(f"fulgur.spmd.Trace.replace: the replacement text names {{{e.args[0]}}}, which is not "
                              f"one of the fields {sorted(f)}") from None
        lines = [ln.strip() for ln in body.strip().splitlines() if ln.strip()]
        marked = self._c.marked_text(call.index, "FULGUR_REPLACE_HERE")
        used = set(_WORD.findall(marked))
        assigned = []
        for ln in lines:
            if ln.startswith("#") or ln.startswith("return ") or ln == "return":
                continue
            m = _ASSIGN.match(ln)
            if m is None:
                raise FulgurError(f"fulgur.spmd.Trace.replace: '{ln}' is not an assignment 'name = ns.op(...)'")
            assigned.extend(n.strip() for n in m.group(1).split(",") if n.strip())
        missing = [o for o in call.outputs if o not in assigned]
        if missing:
            raise FulgurError(f"fulgur.spmd.Trace.replace: the replacement of '{call.text}' does not assign "
                              f"{missing} (each output of the call must be assigned)")
        renames = {}
        for n in assigned:
            if n in call.outputs or n in renames:
                continue
            k, fresh = 0, f"{n}_r"
            while fresh in used:
                k += 1
                fresh = f"{n}_r{k}"
            used.add(fresh)
            renames[n] = fresh
        if renames:
            lines = [_WORD.sub(lambda m: renames.get(m.group(0), m.group(0)), ln) for ln in lines]
        out, it = [], iter(marked.split("\n"))
        for ln in it:
            if ln.strip() != "# FULGUR_REPLACE_HERE":
                out.append(ln)
                continue
            indent = ln[:len(ln) - len(ln.lstrip())]
            for stmt in it:  # comments (source lines) above the statement stay
                if stmt.strip().startswith("#"):
                    out.append(stmt)
                    continue
                break
            out.extend(indent + x for x in lines)
        return Trace.parse("\n".join(out))

    def flatten_to_prims(self):
        """Every op replaced by the prims it decomposes into (collectives and
        syntax stay): the expansion's nested collectives become statements."""
        return Trace(self._c.flatten_to_prims())

    def sort_waits(self):
        """fulgur's sort_waits pass: each collective's wait as late as its
        first use allows (the pipeline runs it too)."""
        return Trace(self._c.sort_waits())


def _as_c_trace(t, who):
    if isinstance(t, Trace):
        return t._c
    if isinstance(t, str):
        return _C.spmd.Trace.parse(t)
    if isinstance(t, _C.spmd.Trace):
        return t
    raise FulgurError(f"fulgur.spmd.compile: {who} returned a {type(t).__name__}; expected a fulgur.spmd.Trace "
                      f"(or its text)")


# -- placeholders and module overrides -------------------------------------------------

_CAPTURE = threading.local()  # the step capture in progress on this thread


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
        cap = getattr(_CAPTURE, "current", None)
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

class _StepCapture(Capture):
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


def _from_torch_distributed(hook):
    """Whether a module hook is one that torch.distributed's APIs installed
    (parallelize_module's input/output redistributions, fully_shard's
    all-gathers): the captured step is the global program, where the
    parameters' placements, not these hooks, say what moves between ranks."""
    f = hook
    while isinstance(f, functools.partial):
        f = f.func
    return (getattr(f, "__module__", None) or "").startswith("torch.distributed.")


_HOOK_DICTS = ("_forward_pre_hooks", "_forward_hooks", "_backward_pre_hooks", "_backward_hooks")


def _enter_override(cap, k, module, args):
    cap.override_stack.append(k)  # returns None: a value would replace the arguments


def _exit_override(cap, module, args, out):
    cap.override_stack.pop()  # returns None: a value would replace the output


class _Swap:
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


# -- compiled steps ------------------------------------------------------------------------

class _Entry:
    """One compiled program: a structure of arguments, batch specs and optimizer update. The optimizer's
    hyperparameters are inputs: ``hyper`` the 0-d float64 tensors of ``hyper_values``, made anew when they change."""

    __slots__ = ("c", "out_key", "params", "state", "buffers", "n_batch", "state_names", "owners", "watch_names",
                 "watch", "ptrs", "key", "batch_text", "hyper", "hyper_values", "calls_step", "mesh", "none_names",
                 "watch_none")


def _placement_key(p):
    """A DTensor parameter's placements and mesh (part of the compile key); None for a plain one."""
    placements = getattr(p, "placements", None)
    if placements is None:
        return None
    m = p.device_mesh
    return (tuple(placements), tuple(m.shape), m.mesh_dim_names, id(m))


def _ptr(p):
    """Where a parameter's (this rank's) data is: what a call compares with what it bound."""
    local = getattr(p, "_local_tensor", None)  # a DTensor's
    return (local if local is not None else p).data_ptr()


def _c_name(name):
    return re.sub(r"\W", "_", name)


# -- the step's own collectives on the caller's group (torch.distributed) ------------------

def _comm_timeout_s():
    """FULGUR_COMM_TIMEOUT_S (seconds, default 300), as fulgur's collectives read it."""
    import os
    s = os.environ.get("FULGUR_COMM_TIMEOUT_S", "")
    if not s:
        return 300.0
    try:
        v = float(s)
    except ValueError:
        v = float("nan")
    if not (0.001 <= v <= 1e9):
        _fail(f"FULGUR_COMM_TIMEOUT_S: expected a number of seconds in [0.001, 1e9], got '{s}'")
    return v


def _wait(work, timeout_s):
    """Waits for a torch.distributed Work up to timeout_s (Gloo raises
    'Operation timed out!'), not the process group's timeout (30 minutes by
    default)."""
    import datetime
    work.wait(timeout=datetime.timedelta(seconds=timeout_s))


def _all_gather_json(obj, world, timeout_s):
    """all_gather_object for a JSON value, each wait bounded by timeout_s."""
    import json
    import torch.distributed as dist
    data = torch.tensor(list(json.dumps(obj).encode()), dtype=torch.uint8)
    sizes = [torch.zeros(1, dtype=torch.int64) for _ in range(world)]
    _wait(dist.all_gather(sizes, torch.tensor([data.numel()], dtype=torch.int64), async_op=True), timeout_s)
    n = max(int(t) for t in sizes)
    padded = torch.zeros(n, dtype=torch.uint8)
    padded[:data.numel()] = data
    parts = [torch.empty(n, dtype=torch.uint8) for _ in range(world)]
    _wait(dist.all_gather(parts, padded, async_op=True), timeout_s)
    return [json.loads(bytes(p[:int(k)].tolist()).decode()) for p, k in zip(parts, sizes)]


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

    def __init__(self, fn, module_override, gm_transformation, param_schema, input_schemas):
        from torch.distributed.tensor import Replicate
        self._fn = fn
        self._name = getattr(fn, "__name__", type(fn).__name__)
        if module_override is None:
            module_override = []
        if isinstance(module_override, Override):
            module_override = [module_override]
        if not isinstance(module_override, (list, tuple)) or not all(isinstance(o, Override)
                                                                      for o in module_override):
            _fail(f"module_override must be a list of fulgur.spmd.Override, got {module_override!r}")
        self._overrides = list(module_override)
        if gm_transformation is not None and not callable(gm_transformation):
            _fail(f"gm_transformation must be a function trace -> trace, got {type(gm_transformation).__name__}")
        self._gm = gm_transformation
        self._param_schema_given = param_schema is not None
        self._param_schema = Replicate() if param_schema is None else param_schema
        self._param_schema_t = _placement_tuple(self._param_schema, "param_schema")
        if input_schemas is not None:
            if not isinstance(input_schemas, (list, tuple)):
                _fail(f"input_schemas must be a list of placements (one per tensor input) or None, got "
                      f"{type(input_schemas).__name__}")
            # Each: one placement, or one per mesh dim (a tuple or list) on an n-D mesh.
            self._input_schemas_t = [[_placement_tuple(q, f"input_schemas[{i}]") for q in p]
                                     if isinstance(p, (tuple, list)) else [_placement_tuple(p, f"input_schemas[{i}]")]
                                     for i, p in enumerate(input_schemas)]
        else:
            self._input_schemas_t = None
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
        self._meshes = {}  # the meshes of DTensor parameters' dims in another order (_own_schemas)
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
            _fail(f"{self._name} takes exactly one torch.nn.Module and one torch.optim.Optimizer among its "
                  f"arguments; got {what(models, 'modules')} and {what(optims, 'optimizers')}")
        model, optim = models[0], optims[0]

        def key_of(x, where):
            if x is model:
                return ("model",)
            if x is optim:
                return ("optim",)
            return _key_of(x, tensors, where)
        try:
            arg_keys = tuple(key_of(a, f"argument {i}") for i, a in enumerate(args))
            kw_keys = tuple((k, key_of(v, f"keyword argument {k!r}")) for k, v in kwargs.items())
        except TypeError as e:
            _fail(str(e).replace("fulgur.jit: ", "").replace("jitted functions", "train steps"))
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
                                       _placement_key(p) if placed else None) for p in params),
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
                _fail(f"parameter '{n}' holds a .grad (from code outside the step) and {self._name} clears the "
                      f"gradients only after optim.step(): eager PyTorch would add this call's gradient to it, the "
                      f"compiled step computes a fresh one; expected no .grad (None or zeros) at the call: call "
                      f"model.zero_grad() before the step, or optim.zero_grad() before loss.backward() in it")
        for n, p in entry.watch_none:
            if p.grad is not None:
                _fail(f"parameter '{n}' holds a .grad (from code outside the step) and the loss of {self._name} does "
                      f"not reach it: eager PyTorch's optim.step() would update it with that .grad, the compiled step "
                      f"skips it (it gets no gradient); expected no .grad (None) at the call: call "
                      f"model.zero_grad() before the step")
        if entry.mesh is not None:
            _dtensor._bind_group(entry.mesh)
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
        if entry.out_key is _TENSOR:
            return outs[0]
        return _rebuild(entry.out_key, iter(outs))

    # -- compiling ---------------------------------------------------------------------------
    def _world(self):
        import torch.distributed as dist
        if not dist.is_available() or not dist.is_initialized():
            _fail("torch.distributed is not initialized; call torch.distributed.init_process_group (Gloo) on every "
                  "rank first (one process: world_size=1)")
        if self._mesh is None:
            from torch.distributed.device_mesh import init_device_mesh
            self._mesh = init_device_mesh("cpu", (dist.get_world_size(),))
        _dtensor._bind_group(self._mesh)
        return dist.get_rank(), dist.get_world_size()

    def _compile(self, model, optim, lowering, args, kwargs, structure, batch, key):
        from torch.distributed.tensor import DTensor
        named = list(model.named_parameters())
        by_id = {id(p): n for n, p in named}
        for k, g in enumerate(optim.param_groups):
            for i, p in enumerate(g["params"]):
                if id(p) not in by_id:
                    where = f"parameter {i}" if len(optim.param_groups) == 1 else f"parameter {i} of group {k}"
                    _fail(f"the optimizer's {where} (shape {list(p.shape)}) is not a parameter of the "
                          f"{type(model).__name__}")
        in_optim = set(lowering.group_of)
        kind, sdim, _ = self._param_schema_t
        # DTensor parameters: each its placements, on their mesh (its dims in `order` of the parameters').
        own, mesh_shape, mesh, mesh_ids, order = None, None, None, [], [0]
        self._model_modules = list(model.named_modules())
        if any(isinstance(p, DTensor) for _, p in named):
            own, mesh_shape, mesh, mesh_ids, order = self._own_schemas(named, self._world()[1])
        ndim = len(mesh_shape) if mesh_shape else 1
        for n, p in named:
            if own is None and kind == "shard" and sdim >= p.dim():
                _fail(f"param_schema {self._param_schema!r} does not fit parameter '{n}' of shape {list(p.shape)} "
                      f"({p.dim()} dims)")
            if not p.dtype.is_floating_point:
                _fail(f"parameter '{n}' is {p.dtype}; parameters are floating-point tensors")
        from torch.optim.optimizer import _global_optimizer_post_hooks, _global_optimizer_pre_hooks
        if (optim._optimizer_step_pre_hooks or optim._optimizer_step_post_hooks or _global_optimizer_pre_hooks
                or _global_optimizer_post_hooks):
            _fail(f"the {type(optim).__name__} has step hooks (register_step_pre_hook / register_step_post_hook, or "
                  f"global ones): the compiled step does not call optim.step(), so they would not run; expected an "
                  f"optimizer without step hooks")
        buffers = list(model.named_buffers())
        # Batch inputs and their schemas.
        if self._input_schemas_t is not None and len(self._input_schemas_t) != len(batch):
            _fail(f"input_schemas has {len(self._input_schemas_t)} placements for {len(batch)} tensor inputs of "
                  f"{self._name}")
        if self._input_schemas_t is None and ndim > 1:
            _fail(f"the parameters are DTensors on the {ndim}-D mesh {list(mesh_shape)}: input_schemas gives each "
                  f"tensor input's placements, one per mesh dim (e.g. (Shard(0), Replicate()): this rank's part "
                  f"of the batch along the first mesh dim, the same along the second)")
        if own is not None and self._input_schemas_t is None and not self._param_schema_given:
            tp = [n for n, p in named if isinstance(p, DTensor) and id(p) not in self._fsdp_managed]
            if tp:
                _fail(f"parameter '{tp[0]}' is a DTensor that fully_shard does not manage (parallelize_module, "
                      f"distribute_tensor): eager tensor parallelism passes every rank the whole batch, which the "
                      f"default input_schemas (Shard(0): each rank its part) would read as world copies of it; "
                      f"expected input_schemas, e.g. [Replicate()] * {len(batch)} (or the placements the inputs "
                      f"have)")
        placements = self._input_schemas_t or [[("shard", 0, "")]] * len(batch)
        if order != list(range(len(order))):  # in the mesh's order (FSDP2 beside TP: dims swapped)
            for i, ps in enumerate(placements):
                if len(ps) == len(order) and all(q[0] == "shard" for q in ps) and len({q[1] for q in ps}) == 1:
                    _fail(f"input_schemas[{i}] shards dim {ps[0][1]} along both mesh dims; with FSDP2 beside "
                          f"tensor parallelism the step runs on the mesh dims the other way round, where that "
                          f"would reorder the batch's rows: expected one mesh dim to shard it")
            placements = [[ps[k] for k in order] if len(ps) == len(order) else ps for ps in placements]
        for i, (t, ps) in enumerate(zip(batch, placements)):
            if isinstance(t, DTensor):
                _fail(f"tensor input {i} is a DTensor; pass this rank's local tensor (its schema says how the "
                      f"inputs of the ranks make the global one)")
            if len(ps) != ndim:
                _fail(f"input_schemas[{i}] has {len(ps)} placement(s); the parameters' mesh has {ndim} dim(s): "
                      f"expected one placement per mesh dim")
            for s in ps:
                if s[0] == "shard" and s[1] >= t.dim():
                    _fail(f"the schema Shard({s[1]}) of tensor input {i} does not fit its shape {list(t.shape)} "
                          f"({t.dim()} dims)")
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
        # The trace's inputs: parameters, state, batch, buffers (global types).
        tr = _C.spmd.StepTracer(self._name)
        taken = set()

        def fresh(name):
            base = _c_name(name) or "t"
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
            s = schemas[i]
            shape = list(t.shape)
            for k, pk in enumerate(placements[i]):  # this rank's part of an even split
                if pk[0] == "shard":
                    shape[pk[1]] *= mesh_shape[k] if mesh_shape else world
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
        cap = _StepCapture(tr.handle, self._name, wrt)
        for i, (m, t) in enumerate(inputs):
            cap.bind(m, t)
            cap.inputs[id(m)] = i
        it = iter(b_metas)
        call_args = [model if k == ("model",) else optim if k == ("optim",) else _rebuild(k, it)
                     for k in structure[0]]
        call_kwargs = {name: model if k == ("model",) else optim if k == ("optim",) else _rebuild(k, it)
                       for name, k in structure[1]}
        # optim.step() and optim.zero_grad() run fulgur's lowering on the metas.
        step_calls = []

        def step(closure=None):
            if closure is not None:
                raise FulgurError(f"fulgur.spmd.compile: {self._name}: optim.step(closure) is not supported")
            if not cap.backward_done:
                raise FulgurError(f"fulgur.spmd.compile: {self._name}: optim.step() before loss.backward()"
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

        swap = _Swap()
        from torch.nn.utils.stateless import _reparametrize_module
        state = dict(p_metas)
        state.update(buf_metas)
        _CAPTURE.current = cap
        try:
            with _reparametrize_module(model, state, tie_weights=True):
                swap.set(optim, "step", step)
                swap.set(optim, "zero_grad", zero_grad_of([n for n, _ in opt_params]))
                swap.set(model, "zero_grad", zero_grad_of(list(p_metas)))
                for mod in model.modules():
                    for d in _HOOK_DICTS:
                        swap.drop_items(getattr(mod, d), _from_torch_distributed)
                replaced = self._apply_overrides(model, swap, cap)
                with cap:
                    out = self._fn(*call_args, **call_kwargs)
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
            _fail(f"{self._name} reads tensors that are not its arguments, the model's parameters and buffers or the "
                  f"optimizer's state (shapes {shapes}); pass them as arguments")
        finally:
            _CAPTURE.current = None
            swap.restore()
            for m in p_metas.values():
                m.grad = None
        if not cap.backward_done:
            _fail(f"{self._name} never calls loss.backward(); a train step computes a loss, calls loss.backward() "
                  f"and optim.step()")
        if left:
            _fail(f"{self._name} does not clear the gradients (optim.zero_grad() or model.zero_grad() before "
                  f"loss.backward() or after optim.step()); eager PyTorch adds each call's gradient to the .grad the "
                  f"previous call left, a compiled step computes a fresh one every call: expected a step that clears "
                  f"them (parameters {', '.join(left)})")
        leaves = []
        try:
            out_key = _key_of(out, leaves, "the result")
        except TypeError as e:
            _fail(str(e).replace("fulgur.jit: ", "").replace("jitted functions take", "train steps return"))
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
                    _fail(f"internal error: backward() {k} of {self._name} reaches parameter(s) "
                          f"{', '.join(names[i] for i in missed)} through an op the capture did not follow; "
                          f"their update would be skipped. Please report it; meanwhile leave the parameter "
                          f"out of the optimizer or reach it through a plain op")
        # What the C++ side runs after the expansion: the overrides' transforms.
        overrides = self._c_overrides(cap, replaced)
        gm = None
        if self._gm is not None:
            user = self._gm

            def gm(c_trace):
                return _as_c_trace(user(Trace(c_trace)), "gm_transformation")
        p_schemas, s_schemas, i_schemas = [], [], []
        replicated = [("replicate", 0, "")] * ndim
        extra = len(buffers) + n_hyper  # replicated inputs after the batch
        if own is not None:
            p_schemas = [own[n] for n, _ in named]
            for n, p in opt_params:
                for k in state_names[n]:
                    t = s_metas[n][k]
                    s_schemas.append(own[n] if t.dim() > 0 and tuple(t.shape) == tuple(p.shape) else replicated)
        if ndim > 1:
            i_schemas = [list(ps) for ps in placements] + [replicated] * extra
        c = _C.spmd.TrainStep(trace, n_params, n_state, self._param_schema_t,
                              [] if ndim > 1 else list(schemas) + [("replicate", 0, "")] * extra, overrides, gm,
                              rank, world, p_schemas, s_schemas, i_schemas, list(mesh_shape or ()),
                              mesh_ids if ndim > 1 else [])
        entry = _Entry()
        entry.c = c
        entry.key = key
        entry.batch_text = batch_text
        entry.out_key = out_key
        entry.n_batch = len(batch)
        entry.hyper, entry.hyper_values = [], None  # made by the call
        entry.mesh = mesh if ndim > 1 else None  # bound before each call (its groups along each dim)
        entry.calls_step = bool(step_calls)
        if id(model) not in self._distributed:
            if own is None:
                self._distribute(c, model, optim, named, opt_params, state_names, buffers)
            else:  # PyTorch's APIs placed the DTensors; the plain tensors are rank 0's, as DDP's
                self._broadcast_plain(model, optim, named, opt_params, state_names, buffers)
            self._distributed[id(model)] = model
        entry.state_names = state_names
        entry.watch_names = set(accumulated)  # cleared after step(): their .grad must be clear at each call
        entry.none_names = set(unreached)  # the loss does not reach them: their .grad must be None at each call
        self._bind(entry, model, optim)
        return entry

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
            every = _all_gather_json(mine, world, _comm_timeout_s())
        except FulgurError:
            raise
        except Exception as e:  # noqa: BLE001 - Gloo's errors: a timeout, a lost peer
            why = " ".join(str(e).split())
            timed_out = "timed out" in why.lower()
            why = (f"not every rank came within {_comm_timeout_s():g} s (FULGUR_COMM_TIMEOUT_S)" if timed_out
                   else f"it failed: {why}")
            before = [en for k, en in list(self._entries.items()) if k[:2] == key[:2]]
            if not before:
                first = (f"the first call of {self._name}" if not self._entries else
                         f"this call of {self._name} (its first with this model and optimizer)")
                _fail(f"rank {rank}: {first} compiles its program and checks that the "
                      f"ranks' batch parts have one shape and dtype (an all_gather with every rank; this rank's "
                      f"batch: {batch_text}): {why}. Did another rank exit, get killed, or fail before its first "
                      f"call of {self._name}?")
            prev = before[-1]
            diff = _key_difference(prev.key, key, prev.batch_text, batch_text)
            _fail(f"rank {rank}: this call of {self._name} compiles a new program ({diff}) and checks that the "
                  f"ranks' batch parts have one shape and dtype (an all_gather with every rank): {why}. A rank "
                  f"whose call is like an earlier one runs that call's program instead of this check: every rank "
                  f"must pass batch parts of one shape and dtype, and an optimizer whose update has the same "
                  f"structure, at each call (or did another rank exit, get killed, or fail before this call?)")
        for i, name in enumerate(names):
            specs = [r[i] if i < len(r) else None for r in every]
            if any(sp != specs[0] for sp in specs):
                by_rank = ", ".join(f"rank {r}: {sp[1]}{sp[0]}" if sp else f"rank {r}: none"
                                    for r, sp in enumerate(specs))
                _fail(f"tensor input {i} ('{name}') differs between the ranks ({by_rank}); expected this rank's "
                      f"part of the global batch with one shape and dtype on every rank (an even split)")
        if any(len(r) != len(mine) for r in every):
            _fail(f"the ranks pass different numbers of tensor inputs ({', '.join(str(len(r)) for r in every)}); "
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
        names = []
        for i, a in enumerate(args):
            base = self._arg_names[i] if i < len(self._arg_names) else f"arg{i}"
            if isinstance(a, torch.Tensor):
                names.append(base)
            elif not isinstance(a, (torch.nn.Module, torch.optim.Optimizer)):
                k = []
                _key_of(a, k, "")
                names.extend(f"{base}{j}" for j in range(len(k)))
        for name, v in kwargs.items():
            if isinstance(v, torch.Tensor):
                names.append(name)
            elif not isinstance(v, (torch.nn.Module, torch.optim.Optimizer)):
                k = []
                _key_of(v, k, "")
                names.extend(f"{name}{j}" for j in range(len(k)))
        return names if len(names) == n else [f"b{i}" for i in range(n)]

    def _apply_overrides(self, model, swap, cap):
        """Swaps in each override's replacements; returns [(override index, fqn)]."""
        replaced = []
        if not self._overrides:
            return replaced
        for k, ov in enumerate(self._overrides):
            for fqn, sub in list(model.named_modules()):
                if not fqn:
                    continue
                if ov.module_type is not None and not isinstance(sub, ov.module_type):
                    continue
                new = ov.replacement(sub)
                if new is sub or new is None:
                    continue
                if not isinstance(new, torch.nn.Module):
                    _fail(f"override {k}'s replacement of '{fqn}' returned a {type(new).__name__}; expected an "
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

    def _c_overrides(self, cap, replaced):
        out = []
        for k, ov in enumerate(self._overrides):
            names = []
            for owner, ph in cap.placeholders:
                if (owner == k or owner is None) and ph.name not in names:
                    names.append(ph.name)
            if not names and not any(r[0] == k for r in replaced):
                continue  # matched nothing in this model

            def transform(c_trace, schema_map, ov=ov, k=k):
                from ._dtensor import _torch_placement
                sm = {n: tuple(_torch_placement(p) for p in ps) for n, ps in schema_map.items()}
                return _as_c_trace(ov.transform(Trace(c_trace), sm), f"override {k}'s transform")
            out.append((names[0] if names else "", transform))
            for extra in names[1:]:  # one transform for all; the others are checked by name only
                out.append((extra, None))
        return out

    def _own_schemas(self, named, world):
        """With DTensor parameters (made by PyTorch's APIs: fully_shard,
        parallelize_module, distribute_tensor; or by an earlier call with
        param_schema Shard(0)): ({name: [placement tuple per mesh dim]}, the
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
        order."""
        from torch.distributed.tensor import DTensor, Replicate, Shard
        from torch.distributed.tensor.placement_types import _StridedShard
        dts = [(n, p) for n, p in named if isinstance(p, DTensor)]
        self._check_no_fsdp_mixed_precision()
        root = None
        for n, p in dts:
            m = p.device_mesh
            r = m._get_root_mesh() if hasattr(m, "_get_root_mesh") else m
            if r.mesh.flatten().tolist() != list(range(world)) or r.device_type != "cpu":
                _fail(f"parameter '{n}' is a DTensor on {m!r}; a train step's DTensor parameters live on a CPU mesh "
                      f"over the whole world ({world} ranks) or a submesh of one")
            if root is None:
                root = r
            elif tuple(r.shape) != tuple(root.shape) or r.mesh_dim_names != root.mesh_dim_names:
                _fail(f"parameter '{n}' is a DTensor on {r!r} and parameter '{dts[0][0]}' on {root!r}; a train "
                      f"step's DTensor parameters share one mesh")
        ndim = root.ndim
        raw = {}  # name -> torch placement per root mesh dim
        for n, p in named:
            if not isinstance(p, DTensor):
                if self._param_schema_given:
                    _fail(f"parameter '{n}' is a plain tensor beside DTensor parameters "
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
                    _fail(f"parameter '{n}' is a DTensor on {m!r}, a submesh of {root!r} whose dims are not named "
                          f"in it; expected named mesh dims (init_device_mesh(..., mesh_dim_names=...))")
                dims = [names.index(d) for d in m.mesh_dim_names]
            pls = [Replicate()] * ndim
            for d, pl in zip(dims, p.placements):
                pls[d] = pl
            if self._param_schema_given and (ndim != 1 or pls[0] != self._param_schema):
                _fail(f"parameter '{n}' is a DTensor with placement {pls[0] if ndim == 1 else tuple(pls)!r} and "
                      f"param_schema is "
                      f"{self._param_schema!r}; with DTensor parameters the schema is each one's placements: "
                      f"expected param_schema=None")
            raw[n] = pls
        order = list(range(ndim))
        strided = [(n, k, pl) for n, pls in raw.items() for k, pl in enumerate(pls) if isinstance(pl, _StridedShard)]
        if strided:
            for n, k, pl in strided:
                after = raw[n][1] if ndim == 2 and k == 0 else None
                if not (isinstance(after, Shard) and not isinstance(after, _StridedShard) and after.dim == pl.dim
                        and pl.split_factor == root.shape[1]):
                    _fail(f"parameter '{n}' has placements {raw[n]}; a _StridedShard is taken as FSDP2 makes it "
                          f"beside tensor parallelism on a 2-D mesh: on mesh dim 0 with split_factor the size of "
                          f"dim 1, which shards the same tensor dim")
            for n, pls in raw.items():
                if all(isinstance(pl, Shard) and not isinstance(pl, _StridedShard) for pl in pls) and \
                        pls[0].dim == pls[1].dim:
                    _fail(f"parameter '{n}' shards dim {pls[0].dim} along both mesh dims dp-first while others "
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
                    _fail(f"parameter '{n}' has placement {pl!r}; a parameter is Replicate() or Shard(d) along each "
                          f"mesh dim")
                row.append(_placement_tuple(pl, f"the placement of parameter '{n}'"))
            out[n] = row
        mesh = root
        if order != list(range(ndim)):
            key = tuple(root.mesh.permute(order).flatten().tolist())
            mesh = self._meshes.get(key)
            if mesh is None:  # (a collective: every rank compiles this step now)
                from torch.distributed.device_mesh import DeviceMesh
                names = [root.mesh_dim_names[k] for k in order] if root.mesh_dim_names else None
                mesh = DeviceMesh(root.device_type, root.mesh.permute(order).contiguous(), mesh_dim_names=names)
                self._meshes[key] = mesh
        return out, (tuple(mesh.shape) if ndim > 1 else None), mesh, mesh.mesh.flatten().tolist(), order

    def _check_no_fsdp_mixed_precision(self):
        """fully_shard's MixedPrecisionPolicy casts in the hooks the capture
        leaves out (the all-gathered parameters to param_dtype, gradients to
        reduce_dtype): the step would compute in the parameters' dtype."""
        self._fsdp_managed = set()  # ids of the parameters fully_shard manages
        try:
            from torch.distributed.fsdp import FSDPModule
        except ImportError:
            return
        for fqn, mod in self._model_modules:
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
                    self._fsdp_managed.add(id(getattr(fp, "sharded_param", None)))
                if getattr(group, "gradient_divide_factor", None) is not None or \
                        getattr(group, "_all_reduce_hook", None) is not None or \
                        getattr(group, "force_sum_reduction_for_comms", False):
                    _fail(f"module '{fqn or type(mod).__name__}' sets how fully_shard reduces its gradients "
                          f"(set_gradient_divide_factor, set_all_reduce_hook or set_force_sum_reduction_for_comms): "
                          f"that runs in FSDP2's hooks, which the compiled step leaves out, and the step's "
                          f"gradients are the global loss's; expected fully_shard's default reduction")
                if cast:
                    _fail(f"module '{fqn or type(mod).__name__}' has fully_shard's MixedPrecisionPolicy("
                          f"{', '.join(f'{k}={v}' for k, v in cast.items())}): its casts run in FSDP2's hooks, "
                          f"which the compiled step leaves out, so it would compute in the parameters' dtype; "
                          f"expected fully_shard without a mixed-precision policy (or cast the model with "
                          f"model.to(dtype))")

    def _broadcast_plain(self, model, optim, named, opt_params, state_names, buffers):
        """The first call with DTensor parameters: rank 0's plain parameters,
        their optimizer state and the buffers to every rank (the DTensors are
        as PyTorch's APIs placed them)."""
        from torch.distributed.tensor import DTensor
        tensors = [(f"'{n}'", p.detach()) for n, p in named if not isinstance(p, DTensor)]
        tensors += [(f"'{n}.{k}'", optim.state[p][k]) for n, p in opt_params if not isinstance(p, DTensor)
                    for k in state_names[n]]
        self._broadcast_from_rank0(tensors + [(f"buffer '{n}'", b.data) for n, b in buffers])

    def _broadcast_from_rank0(self, tensors):
        """Rank 0's values of [(what, tensor)] into every rank's, in place
        (Gloo broadcasts bytes of any dtype; bool it does not take)."""
        import torch.distributed as dist
        for what, t in tensors:
            try:
                _wait(dist.broadcast(t.view(torch.uint8) if t.dtype == torch.bool else t, 0, async_op=True),
                      _comm_timeout_s())
            except Exception as e:  # noqa: BLE001 - Gloo's errors: a timeout, a lost peer
                _fail(f"rank {dist.get_rank()}: the first call of {self._name} broadcasts rank 0's {what} and that "
                      f"failed (within FULGUR_COMM_TIMEOUT_S = {_comm_timeout_s():g} s): {' '.join(str(e).split())} "
                      f"(did another rank exit, get killed, or fail before the call?)")

    def _distribute(self, c, model, optim, named, opt_params, state_names, buffers):
        """The first call: rank 0's parameters and state to every rank."""
        whole = [p.detach() for _, p in named]
        whole += [optim.state[p][k] for n, p in opt_params for k in state_names[n]]
        local = c.distribute(whole)
        self._broadcast_from_rank0([(f"buffer '{n}'", b.data) for n, b in buffers])
        n = len(named)
        if self._param_schema_t[0] == "replicate":
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


def compile(module_override=None, gm_transformation=None, param_schema=None, input_schemas=None):
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
    """
    if callable(module_override) and not isinstance(module_override, (Override, list, tuple)) and (
            gm_transformation is None and param_schema is None and input_schemas is None):
        return CompiledStep(module_override, None, None, None, None)  # @spmd.compile without parentheses

    def wrap(fn):
        return CompiledStep(fn, module_override, gm_transformation, param_schema, input_schemas)

    return wrap
