"""Capture beneath autograd: the ATen ops a torch function decomposes into.

A torch function without an ltorch op (``F.batch_norm``, ``F.max_pool2d``,
``torch.einsum``, ``F.unfold``, ...) runs on the capture's stand-in tensors
while ``AtenRecorder``, a TorchDispatchMode, records each ATen op it reaches:
PyTorch has already decomposed composite functions (CompositeImplicitAutograd)
by then, so each call names an exact overload (``aten.max_pool2d_with_indices``,
``aten._batch_norm_with_update``) with its arguments in the schema's order.
An op with an obvious ltorch form is recorded as that op (readable, fused,
differentiated by fulgur's rules); every other one as the libtorch fallback
of that exact overload (run by libtorch, differentiated by libtorch autograd).

An op that writes into an argument (``running_mean`` of a batch norm) is
recorded functionally: the fallback returns the written argument's new value
after the op's own results, and the capture writes that value into the
argument with ``prims.copy_`` (the trace's one way to write, docs/aliasing.md).
A result the schema marks as a view of an argument is marked as a view of it,
so an in-place write into it is refused rather than lost.
"""

import torch
from torch.utils._python_dispatch import TorchDispatchMode

from torch._subclasses.fake_tensor import DataDependentOutputException, DynamicOutputShapeException

from .. import _C
from . import constants
from .common import FulgurError, UnsupportedError, fulgur_dtype, has_library_only, has_tensor, torch_dtype, where

aten = torch.ops.aten

# Keyword arguments of ATen factories that change nothing in a trace (a
# trace's tensors are values: their layout and memory format are fulgur's).
_DROPPED = ("layout", "pin_memory", "memory_format")

# Ops that read a tensor's value into Python, or whose result's shape depends
# on tensor values: a trace has shapes only.
_VALUE_READS = {"_local_scalar_dense", "nonzero", "masked_select", "unique", "_unique", "_unique2",
                "unique_consecutive", "unique_dim", "item", "equal", "is_nonzero",
                "_assert_async"}


# Ops that index their argument's storage rather than its elements.
_STORAGE_READS = {"as_strided", "as_strided_", "as_strided_copy", "as_strided_scatter", "set_", "_reshape_alias"}


def _ltorch(op, n_args=None, keep=()):
    """The ATen op as ltorch `op`: its first `n_args` positional arguments
    (all by default) and the keyword arguments named in `keep`."""

    def f(cap, args, kwargs, loc):
        a = list(args if n_args is None else args[:n_args])
        return cap.record(f"ltorch.{op}", a, {k: v for k, v in kwargs.items() if k in keep}, loc)

    return f


def _binary_alpha(op):
    def f(cap, args, kwargs, loc):
        alpha = kwargs.get("alpha", args[2] if len(args) > 2 else 1)
        if alpha != 1:
            return None  # the fallback, which knows alpha
        return cap.record(f"ltorch.{op}", [args[0], args[1]], {}, loc)

    return f


def _t(cap, args, kwargs, loc):
    x = args[0]
    if x.dim() < 2:
        return cap.traced_of(x, loc).fresh()
    return cap.record("ltorch.transpose", [x, 0, 1], {}, loc)


def _to_copy(cap, args, kwargs, loc):
    x = args[0]
    if set(kwargs) - {"dtype", "device", "layout", "pin_memory", "non_blocking", "memory_format"}:
        return None
    dtype = kwargs.get("dtype") or x.dtype
    if dtype == x.dtype:
        return cap.traced_of(x, loc).fresh()
    return cap.record("ltorch.to", [x, dtype], {}, loc)


def _addmm(cap, args, kwargs, loc):
    """addmm(self, mat1, mat2) with beta = alpha = 1: self + mat1 @ mat2 (GPT-2's Conv1D)."""
    beta = kwargs.get("beta", args[3] if len(args) > 3 else 1)
    alpha = kwargs.get("alpha", args[4] if len(args) > 4 else 1)
    if beta != 1 or alpha != 1 or args[1].dtype in (torch.bfloat16, torch.float16):
        return None  # the fallback: ATen rounds a narrow product once, after the add
    return cap.record("ltorch.add", [args[0], cap.record("ltorch.matmul", [args[1], args[2]], {}, loc)], {}, loc)


def _softmax(op):
    def f(cap, args, kwargs, loc):
        x, dim, half_to_float = (list(args) + [kwargs.get("half_to_float", False)])[:3]
        if half_to_float:
            return None
        return cap.record(f"ltorch.{op}", [x, dim], {}, loc)

    return f


def _gelu(cap, args, kwargs, loc):
    return cap.record("ltorch.gelu", [args[0]], {"approximate": kwargs.get("approximate", "none")}, loc)


def _dropout(cap, args, kwargs, loc):
    x, p, train = args[0], args[1], args[2] if len(args) > 2 else kwargs.get("train")
    return cap.record("ltorch.dropout", [x, p, bool(train)], {}, loc)


def _embedding(cap, args, kwargs, loc):
    weight, indices = args[0], args[1]
    rest = list(args[2:])
    padding_idx = rest[0] if rest else kwargs.get("padding_idx", -1)
    scale = rest[1] if len(rest) > 1 else kwargs.get("scale_grad_by_freq", False)
    sparse = rest[2] if len(rest) > 2 else kwargs.get("sparse", False)
    if padding_idx != -1 or scale or sparse:
        return None
    return cap.record("ltorch.embedding", [indices, weight], {}, loc)


def _clone(cap, args, kwargs, loc):
    return cap.traced_of(args[0], loc).fresh()


def _native_batch_norm(cap, args, kwargs, loc, out):
    """aten::native_batch_norm updates the running statistics in training
    without saying so in its schema: recorded as aten::_native_batch_norm_legit,
    the same kernel with the writes in its schema, so the fallback returns the
    new statistics (not differentiable) and they are written into the buffers.
    In evaluation it writes nothing: aten::batch_norm gives the result (its
    statistics outputs are empty then)."""
    names = ("input", "weight", "bias", "running_mean", "running_var", "training", "momentum", "eps")
    a = dict(zip(names, args))
    a.update(kwargs)
    if a["running_mean"] is None or a["running_var"] is None:
        return None
    if not a["training"]:
        y = cap.record("batch_norm", [a[n] for n in names] + [False], {}, loc, aten=True)
        empty = [cap.record("prims.full", [tuple(o.shape), 0.0], {"device": "cpu", "dtype": o.dtype}, loc)
                 for o in out[1:]]
        return (y, *empty)
    stats = [cap.snapshot(a[n], loc) for n in ("running_mean", "running_var")]
    r = cap.record("_native_batch_norm_legit", [a["input"], a["weight"], a["bias"], *stats, True, a["momentum"],
                                                a["eps"]], {}, loc, aten=True)
    cap.write_into(a["running_mean"], r[3], loc)
    cap.write_into(a["running_var"], r[4], loc)
    # The saved statistics of a bf16 batch norm: f32 from libtorch's kernel,
    # bf16 by PyTorch's meta function; the program sees the meta's.
    stats = [t if torch_dtype(t.dtype) == o.dtype else cap.record("ltorch.to", [t, o.dtype], {}, loc)
             for t, o in zip(r[1:3], out[1:3])]
    return (r[0], *stats)


# ATen overloads recorded as ltorch ops. Each keeps PyTorch's meaning exactly
# (the capture checks shape and dtype of every result against PyTorch's; the
# OpInfo sweep, tools/opinfo_sweep.py, checks the values). A mapping that
# returns None leaves the call to the fallback.
_TO_LTORCH = {
    aten.view.default: _ltorch("reshape"),
    aten._unsafe_view.default: _ltorch("reshape"),
    aten.reshape.default: _ltorch("reshape"),
    aten.permute.default: _ltorch("permute"),
    aten.transpose.int: _ltorch("transpose"),
    aten.t.default: _t,
    aten.expand.default: _ltorch("expand", 2),
    aten.unsqueeze.default: _ltorch("unsqueeze"),
    aten.mm.default: _ltorch("matmul"),
    aten.bmm.default: _ltorch("matmul"),
    aten.matmul.default: _ltorch("matmul"),
    aten.addmm.default: _addmm,
    aten.add.Tensor: _binary_alpha("add"),
    aten.sub.Tensor: _binary_alpha("sub"),
    aten.mul.Tensor: _ltorch("mul"),
    aten.div.Tensor: _ltorch("div"),
    aten.neg.default: _ltorch("neg"),
    aten.exp.default: _ltorch("exp"),
    aten.log.default: _ltorch("log"),
    aten.sqrt.default: _ltorch("sqrt"),
    aten.rsqrt.default: _ltorch("rsqrt"),
    aten.tanh.default: _ltorch("tanh"),
    aten.sigmoid.default: _ltorch("sigmoid"),
    aten.relu.default: _ltorch("relu"),
    aten.silu.default: _ltorch("silu"),
    aten.gelu.default: _gelu,
    aten._softmax.default: _softmax("softmax"),
    aten._log_softmax.default: _softmax("log_softmax"),
    aten._safe_softmax.default: lambda cap, args, kwargs, loc: None if len(args) > 2 or kwargs.get("dtype") else (
        cap.record("ltorch._safe_softmax", list(args), {}, loc)),
    aten.dropout.default: _dropout,
    aten.embedding.default: _embedding,
    aten.where.self: _ltorch("where"),
    aten.clone.default: _clone,
    aten._to_copy.default: _to_copy,
    aten.native_batch_norm.default: _native_batch_norm,
}


_WANT_OUT = {_native_batch_norm}
_ALIASES = {aten.alias.default, aten.lift_fresh.default}


class AtenRecorder(TorchDispatchMode):
    """Records ATen calls while ``depth`` > 0 (a torch function without an
    ltorch op is running); passes every other call through."""

    def __init__(self, cap):
        super().__init__()
        self.cap = cap
        self.depth = 0
        self.loc = None

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if self.depth == 0:
            return func(*args, **kwargs)
        self.depth += 1  # the calls this one makes on the stand-ins are not recorded again
        try:
            return self.cap.record_aten_call(func, args, kwargs, self.loc)
        finally:
            self.depth -= 1


def _written_args(schema, args, kwargs):
    """(index in the schema, value) of each tensor argument the op writes into."""
    out = []
    for i, a in enumerate(schema.arguments):
        if a.alias_info is not None and a.alias_info.is_write:
            v = args[i] if i < len(args) else kwargs.get(a.name)
            if isinstance(v, torch.Tensor):
                out.append((i, v))
            elif isinstance(v, (list, tuple)) and has_tensor(v):
                raise UnsupportedError(f"fulgur.jit: aten::{schema.name[6:]} writes into a list of tensors "
                                       f"('{a.name}'); not supported yet")
    return out


def _viewed_arg(schema, ret, args, kwargs):
    """The argument a result of the schema is a view of (same alias set, no write)."""
    info = ret.alias_info
    if info is None or info.is_write:
        return None
    for i, a in enumerate(schema.arguments):
        if a.alias_info is not None and a.alias_info.before_set == info.before_set:
            v = args[i] if i < len(args) else kwargs.get(a.name)
            return v if isinstance(v, torch.Tensor) else None
    return None


def _functional_form(func, written):
    """The out-of-place overload of an in-place ATen op that writes only its
    `self` (aten::lerp_.Tensor -> aten::lerp.Tensor), or None."""
    name = func._schema.name.partition("::")[2]
    if not name.endswith("_") or name.endswith("__") or [i for i, _ in written] != [0]:
        return None
    packet = getattr(aten, name[:-1], None)
    if packet is None:
        return None
    # The overload of the same name, else any with the same arguments
    # (aten::transpose_ -> aten::transpose.int).
    names = [func._overloadname] + [o for o in packet.overloads() if o != func._overloadname]
    key = lambda schema: [(a.name, str(a.type), repr(a.default_value), a.kwarg_only) for a in schema.arguments]
    want = key(func._schema)
    for overload in names:
        op = getattr(packet, overload, None)
        if op is None or any(a.alias_info is not None and a.alias_info.is_write for a in op._schema.arguments):
            continue
        if key(op._schema) == want:
            return op
    return None


def _same_types(out, traced):
    if isinstance(out, torch.Tensor):
        return isinstance(traced, _C.Traced) and tuple(traced.shape) == tuple(out.shape) and \
            traced.dtype == fulgur_dtype(out.dtype)
    if isinstance(out, (tuple, list)):
        return isinstance(traced, (tuple, list)) and len(traced) == len(out) and all(
            _same_types(o, t) for o, t in zip(out, traced))
    return False


def _record(cap, func, args, kwargs, loc, out, written):
    """Records ATen call `func` (its stand-in result `out`): as its ltorch form
    where it has one that accepts these arguments, else the fallback."""
    schema = func._schema
    name = schema.name.partition("::")[2]
    overload = func._overloadname
    shown = f"aten::{name}" + ("" if overload == "default" else f".{overload}")
    # fulgur's own ops take real tensors of its kernels' dtypes: an op on a
    # complex or uint16/32/64 tensor is libtorch's.
    library_only = has_library_only(out) or has_library_only(args) or has_library_only(kwargs)
    mapped = None if library_only else _TO_LTORCH.get(func)
    traced = None
    if mapped is not None:
        try:
            traced = mapped(cap, args, kwargs, loc, out) if mapped in _WANT_OUT else mapped(cap, args, kwargs, loc)
            if traced is not None and not _same_types(out, traced):
                traced = None  # the ltorch form disagrees with torch's result types
        except FulgurError:
            traced = None  # the ltorch form refuses these arguments: the fallback runs the op itself
    if traced is None:
        kw = {k: v for k, v in kwargs.items() if k not in _DROPPED}
        if any(isinstance(v, torch.Generator) for v in list(args) + list(kw.values())):
            raise UnsupportedError(f"fulgur.jit: {shown} with a torch.Generator is not supported{where(loc)}")
        # A written argument is passed as a copy of its value (the fallback
        # writes into a copy anyway): the backward may read it, and the
        # argument's own storage is written right after.
        call_args, call_kw = list(args), dict(kw)
        for i, arg in written:
            if i < len(call_args):
                call_args[i] = cap.snapshot(arg, loc)
            else:
                call_kw[schema.arguments[i].name] = cap.snapshot(arg, loc)
        traced = cap.record(name, call_args, call_kw, loc, aten=True,
                            overload="" if overload == "default" else overload)
    return traced


# Ops a composite picks because its stand-in arguments do not require grad
# (the capture runs beneath autograd), recorded as the op eager autograd
# would run: the same arguments and results, and differentiable.
_FORWARD_ONLY = {aten._embedding_bag_forward_only.default: aten._embedding_bag.default}


def record_aten_call(cap, func, args, kwargs, loc):
    """Runs ATen op `func` on the stand-ins and records it on `cap`'s tracer."""
    func = _FORWARD_ONLY.get(func, func)
    args = tuple(cap.constant_of(a, loc) for a in args)
    kwargs = {k: cap.constant_of(v, loc) for k, v in kwargs.items()}
    name = func._schema.name.partition("::")[2]
    if name in _VALUE_READS:
        value = _read_constant(cap, func, args, kwargs, loc)
        if value is not None:
            return value[0]
    out = _record_aten_call(cap, func, args, kwargs, loc)
    if _written_args(func._schema, args, kwargs):
        cap.known.clear()  # a view of the written tensor may be known
    elif constants.aten_is_deterministic(func):
        constants.propagate(cap, func, args, kwargs, out)
    return out


def _read_constant(cap, func, args, kwargs, loc):
    """(The value ATen op `func` reads,) when its arguments are trace-time
    constants (constants.py): a Python value as it is, a tensor (a nonzero of
    a constant) recorded as a constant of the trace; None otherwise."""
    r = constants.evaluate(cap, func, args, kwargs, raise_errors=True)
    if r is None:
        return None
    value = r[0]
    if not has_tensor(value):
        return r
    flat = value if isinstance(value, (tuple, list)) else [value]
    if any(not isinstance(t, torch.Tensor) or not cap.recordable_constant(t) for t in flat):
        return None
    made = [cap.constant_of(t, loc) for t in flat]
    return (type(value)(made) if isinstance(value, (tuple, list)) else made[0],)


def _record_aten_call(cap, func, args, kwargs, loc):
    schema = func._schema
    ns, _, name = schema.name.partition("::")
    overload = func._overloadname
    shown = f"aten::{name}" + ("" if overload == "default" else f".{overload}")
    run_kwargs = kwargs
    if cap.meta_device and "device" in kwargs:  # fulgur.spmd's stand-ins live on the meta device
        run_kwargs = {**kwargs, "device": "meta"}
    if name in _STORAGE_READS and args and isinstance(args[0], torch.Tensor):
        x = args[0]
        whole = (x.is_contiguous() and x.storage_offset() == 0
                 and x.untyped_storage().nbytes() == x.numel() * x.element_size())
        if whole and id(x) in cap.inputs and cap.storage_inputs is not None and not cap.has_dtensors:
            # An input's stand-in is a whole tensor (contiguous, offset 0, its
            # own storage): the program reads the input's value as that
            # storage, and each call checks that its tensor is one too
            # (fulgur.jit's Jitted._check_storage_inputs).
            cap.storage_inputs.add(cap.inputs[id(x)])
        elif id(x) in cap.inputs or not whole:
            what = "a function input" if id(x) in cap.inputs else "a view (strided or offset)"
            raise UnsupportedError(f"fulgur.jit: {shown} reads its argument's storage, and the argument is {what}: "
                                   f"fulgur's tensors are values, without the storage PyTorch would index{where(loc)}; "
                                   f"apply it to a fresh tensor (x.clone()) made inside the function")
    if name in _VALUE_READS:
        raise UnsupportedError(f"fulgur.jit: {shown} reads a tensor's values (or its result's shape depends on "
                               f"them){where(loc)}; while tracing, tensors have shapes but no values")
    try:
        out = func(*args, **run_kwargs)
    except FulgurError:
        raise
    except (DataDependentOutputException, DynamicOutputShapeException):
        raise UnsupportedError(f"fulgur.jit: {shown}'s result depends on tensor values{where(loc)}; while "
                               f"tracing, tensors have shapes but no values") from None
    except Exception as e:
        raise FulgurError(f"fulgur.jit: {shown} failed on the traced shapes{where(loc)}: "
                          f"{type(e).__name__}: {e}") from None
    written = _written_args(schema, args, kwargs)
    if not written and not has_tensor(out):
        return out  # metadata: prim.device, aten.sym_size, ...
    if has_tensor(out, lambda t: t.layout != torch.strided):
        layout = next(t.layout for t in (out if isinstance(out, (tuple, list)) else [out])
                      if isinstance(t, torch.Tensor) and t.layout != torch.strided)
        raise UnsupportedError(f"fulgur.jit: {shown} makes a {layout} tensor{where(loc)}; fulgur's tensors are "
                               f"strided (dense) ones")
    if ns != "aten":
        raise UnsupportedError(f"fulgur.jit: {schema.name} (a {ns} op) is not supported: the libtorch fallback "
                               f"runs aten ops{where(loc)}")
    if func is aten.copy_.default:  # x.copy_(src): src (cast, broadcast) is x's value from now on
        src = args[1]
        if args[0].dtype.is_floating_point and isinstance(src, torch.Tensor):
            # where(True, src, x): src's values, and the result stays on autograd's
            # path from x (its gradient zero there), as eager's copy_ does.
            keep = cap.record("prims.full", [tuple(args[0].shape), True], {"device": "cpu", "dtype": torch.bool},
                              loc)
            src = cap.record("ltorch.where", [keep, src, args[0]], {}, loc)
        cap.write_into(args[0], src, loc)
        return out
    functional = _functional_form(func, written)
    if functional is not None:
        # x.op_(...) as x's new value op(x, ...): differentiable like any op,
        # and shape-changing in-place ops (squeeze_, t_) get their new shape.
        traced = _record(cap, functional, args, kwargs, loc, out, written=())
        cap.write_into(args[0], traced, loc)
        return out
    if func in _ALIASES:
        # The same tensor under a second name (a detach, an alias): the same
        # traced value, so a write through either name is seen through both.
        cap.bind(out, cap.traced_of(args[0], loc))
        return out
    traced = _record(cap, func, args, kwargs, loc, out, written)
    if written and func in _TO_LTORCH:
        raise FulgurError(f"fulgur.jit: internal: {shown} is mapped to ltorch but writes into an argument")
    returns = schema.returns
    if written:
        # The fallback's results: the op's own ones that are not the written
        # arguments, then each written argument's new value.
        items = list(traced) if isinstance(traced, (tuple, list)) else [traced]
        new_values = items[len(items) - len(written):]
        own = items[:len(items) - len(written)]
        for (_, arg), value in zip(written, new_values):
            cap.write_into(arg, value, loc)
        outs = list(out) if isinstance(out, (tuple, list)) else [out]
        own_rets = [(r, o) for r, o in zip(returns, outs) if not (r.alias_info is not None and r.alias_info.is_write)]
        if len(own_rets) != len(own):
            raise FulgurError(f"fulgur.jit: internal: {shown} gave {len(own)} results where torch gives "
                              f"{len(own_rets)}")
        for (r, o), t in zip(own_rets, own):
            cap.check_and_bind(func, o, t, loc, fallback=True)
        return out
    # detach: the fallback's copy, through which no gradient flows (libtorch
    # autograd gives none). Not a view: a write into a detached tensor does
    # not reach the tensor it came from (PyTorch's would).
    if len(returns) == 1 and isinstance(out, torch.Tensor) and func is not aten.detach.default:
        base = _viewed_arg(schema, returns[0], args, kwargs)
        if base is not None and base is not out and isinstance(traced, _C.Traced):
            traced = cap.traced_of(base, loc).view_result(traced)
    cap.check_and_bind(func, out, traced, loc, fallback=True)
    return out

