"""Capture: run a Python function on meta tensors under a TorchFunctionMode and
record every torch call as the fulgur op of the same name and arguments.

Each torch function the program calls (torch.*, torch.nn.functional.*,
Tensor methods and operators, in-place ops) reaches ``_Capture.__torch_function__``.
It runs the call on the meta tensors (so the program sees real shapes and
dtypes, and PyTorch's own errors for bad shapes) and records the matching
``ltorch`` op (or a prim) on the tracer, with the calling line of user code as
the op's source location. Calls that only read metadata (``x.shape``,
``x.size(-1)``, ``x.dtype``) run on the meta tensor and record nothing. The
results are checked against each other: an op whose fulgur result differs in
shape or dtype from PyTorch's is an error, never a silently different program.
"""

import linecache
import os
import sys

import torch
from torch.overrides import TorchFunctionMode

from . import _C

FulgurError = _C.FulgurError

_TORCH_DIR = os.path.dirname(torch.__file__) + os.sep
_FULGUR_DIR = os.path.dirname(os.path.abspath(__file__)) + os.sep

_TO_FULGUR_DTYPE = {
    torch.float64: _C.DType.f64,
    torch.float32: _C.DType.f32,
    torch.float16: _C.DType.f16,
    torch.bfloat16: _C.DType.bf16,
    torch.int64: _C.DType.i64,
    torch.int32: _C.DType.i32,
    torch.int16: _C.DType.i16,
    torch.int8: _C.DType.i8,
    torch.uint8: _C.DType.u8,
    torch.bool: _C.DType.b8,
}
_TO_TORCH_DTYPE = {v: k for k, v in _TO_FULGUR_DTYPE.items()}


def fulgur_dtype(d):
    try:
        return _TO_FULGUR_DTYPE[d]
    except KeyError:
        raise TypeError(f"fulgur: dtype {d} is not supported (supported: "
                        f"{', '.join(str(k) for k in _TO_FULGUR_DTYPE)})") from None


def torch_dtype(d):
    return _TO_TORCH_DTYPE[d]


class UnsupportedError(FulgurError):
    """A torch function fulgur cannot capture."""


def _user_frame():
    """The innermost frame outside torch and fulgur: the line that called."""
    f = sys._getframe(2)
    while f is not None:
        name = f.f_code.co_filename
        if not (name.startswith(_TORCH_DIR) or name.startswith(_FULGUR_DIR) or name.startswith("<frozen")):
            return f
        f = f.f_back
    return None


def _location():
    f = _user_frame()
    if f is None:
        return None, 0, ""
    path = f.f_code.co_filename
    line = f.f_lineno
    text = linecache.getline(path, line).strip()
    return os.path.basename(path), line, text


def _where(loc):
    if loc is None:
        return ""
    file, line, text = loc
    if file is None:
        return ""
    return f" at {file}:{line}: {text}" if text else f" at {file}:{line}"


def _func_name(func):
    name = getattr(func, "__name__", None) or repr(func)
    if name == "__get__":  # a property such as Tensor.shape
        owner = getattr(func, "__self__", None)
        return getattr(owner, "__name__", "property")
    return name


def _qualified(func):
    name = _func_name(func)
    mod = getattr(func, "__module__", None)
    if getattr(func, "__objclass__", None) is torch._C.TensorBase or getattr(func, "__qualname__", "").startswith(
            ("Tensor.", "TensorBase.")):
        return f"torch.Tensor.{name}"
    if mod and mod.startswith("torch.nn.functional"):
        return f"torch.nn.functional.{name}"
    if mod in ("torch._C._nn", "torch.nn.functional"):
        return f"torch.nn.functional.{name}"
    if mod in (None, "torch", "torch.functional", "torch._C._VariableFunctions"):
        return f"torch.{name}"
    return f"{mod}.{name}"


def _has_tensor(x):
    if isinstance(x, torch.Tensor):
        return True
    if isinstance(x, (tuple, list)):
        return any(_has_tensor(i) for i in x)
    if isinstance(x, dict):
        return any(_has_tensor(i) for i in x.values())
    return False


# Operators and their ltorch ops; "r" ones take their operands swapped.
_BINARY_DUNDERS = {
    "__add__": "add", "__radd__": "radd", "__sub__": "sub", "__rsub__": "rsub",
    "__mul__": "mul", "__rmul__": "rmul", "__truediv__": "div", "__rtruediv__": "rdiv", "__rdiv__": "rdiv",
    "__div__": "div", "__matmul__": "matmul", "__rmatmul__": "rmatmul", "__pow__": "pow",
    "__rpow__": "rpow", "__eq__": "eq", "__ne__": "ne", "__lt__": "lt", "__le__": "le",
    "__gt__": "gt", "__ge__": "ge", "__and__": "and", "__or__": "or", "__mod__": "fmod",
    "__floordiv__": "floordiv",
}
_INPLACE_DUNDERS = {
    "__iadd__": "add", "__isub__": "sub", "__imul__": "mul", "__itruediv__": "div",
    "__idiv__": "div", "__ipow__": "pow", "__iand__": "and", "__ior__": "or",
}
_UNARY_DUNDERS = {"__neg__": "neg", "__abs__": "abs", "__invert__": "invert", "__pos__": None}
# Ops whose result shares its input's memory (an in-place op on it is refused).
_VIEW_OPS = {"view", "reshape", "transpose", "permute", "unsqueeze", "squeeze", "expand", "chunk", "split",
             "flatten", "t", "T", "mT", "swapaxes", "movedim", "__getitem__", "narrow", "unflatten",
             "expand_as", "view_as", "reshape_as", "unbind", "moveaxis"}
_DTYPE_METHODS = {"float": torch.float32, "double": torch.float64, "half": torch.float16,
                  "bfloat16": torch.bfloat16, "long": torch.int64, "int": torch.int32,
                  "short": torch.int16, "bool": torch.bool, "byte": torch.uint8, "char": torch.int8}
# Keyword arguments torch functions take that change nothing here.
_IGNORED_KWARGS = {"_stacklevel": None, "memory_format": None, "non_blocking": None, "copy": None,
                   "layout": None, "pin_memory": None}
_ALIASES = {"multiply": "mul", "subtract": "sub", "divide": "div", "true_divide": "div", "greater": "gt",
            "less": "lt", "greater_equal": "ge", "less_equal": "le", "not_equal": "ne", "absolute": "abs",
            "negative": "neg", "concat": "cat", "concatenate": "cat", "arctanh": None, "special_erf": "erf",
            "mm": "matmul", "bmm": "matmul", "clip": "clamp"}


class LiftConstant(Exception):
    """Raised by a capture that meets a tensor from outside the function (a
    closure variable, a global, another module's parameter): the jitted
    function makes it an input and captures again."""

    def __init__(self, tensors):
        super().__init__("captured tensors become inputs")
        self.tensors = tensors


def _is_outside(x):
    return isinstance(x, torch.Tensor) and x.device.type != "meta"


def _find_outside(x, out):
    if isinstance(x, torch.Tensor):
        if x.device.type != "meta":
            out.append(x)
    elif isinstance(x, (tuple, list)):
        for i in x:
            _find_outside(i, out)
    elif isinstance(x, dict):
        _find_outside(list(x.values()), out)
    return out


class Capture(TorchFunctionMode):
    """Records the calls of one capture. ``env`` maps each meta tensor (by id)
    to its traced value."""

    def __init__(self, tracer, fn_name):
        super().__init__()
        self.tracer = tracer
        self.fn_name = fn_name
        self.env = {}  # id(meta tensor) -> (meta tensor, Traced)
        self.inputs = {}  # id(meta input) -> input index
        self.written_inputs = set()
        self.lifted = {}  # id(outside tensor) -> its meta tensor (an input)

    # -- values -----------------------------------------------------------------
    def bind(self, meta, traced):
        self.env[id(meta)] = (meta, traced)

    def traced_of(self, t, loc):
        if t.device.type != "meta":
            m = self.lifted.get(id(t))
            if m is None:
                raise LiftConstant([t])
            t = m
        hit = self.env.get(id(t))
        if hit is not None and hit[0] is t:
            return hit[1]
        raise FulgurError(f"fulgur.jit: {self.fn_name}: a tensor that was not traced reached an op{_where(loc)}")

    def to_ir(self, x, loc):
        if isinstance(x, torch.Tensor):
            return self.traced_of(x, loc)
        if isinstance(x, torch.dtype):
            return fulgur_dtype(x)
        if isinstance(x, torch.Size):
            return tuple(x)
        if isinstance(x, (tuple, list)):
            items = [self.to_ir(i, loc) for i in x]
            return items if isinstance(x, list) else tuple(items)
        if isinstance(x, torch.device):
            return str(x)
        return x

    def record(self, op, args, kwargs, loc, aten=False):
        file, line, text = loc
        call = self.tracer.call_aten if aten else self.tracer.call
        try:
            return call(op, [self.to_ir(a, loc) for a in args],
                        {k: self.to_ir(v, loc) for k, v in kwargs.items()}, file, line, text)
        except FulgurError as e:
            msg = str(e)
            if file is not None and text and text not in msg:
                msg = f"{msg}\n  in: {text}"
            raise FulgurError(msg) from None

    # -- the mode ---------------------------------------------------------------
    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        name = _func_name(func)
        loc = None
        inplace = name in _INPLACE_DUNDERS or (name.endswith("_") and not name.endswith("__")) or name == "__setitem__"
        outside = _find_outside(kwargs, _find_outside(args, []))
        if outside:  # run on their meta stand-ins
            missing = [t for t in outside if id(t) not in self.lifted]
            if missing:
                raise LiftConstant(missing)
            swap = lambda x: self.lifted.get(id(x), x) if _is_outside(x) else (
                type(x)(swap(i) for i in x) if isinstance(x, (tuple, list)) else x)
            args = swap(args)
            kwargs = {k: swap(v) for k, v in kwargs.items()}
        if name == "__getitem__" and len(args) == 2:
            _refuse_mask(args[1], _location())
        try:
            with torch.no_grad():
                if self.is_factory(name, args, kwargs):  # made on the meta device, like every value here
                    meta_out = func(*args, **{**kwargs, "device": "meta"})
                else:
                    meta_out = func(*args, **kwargs)
        except Exception as e:
            loc = _location()
            if isinstance(e, FulgurError):
                raise
            if name in _VALUE_READS:
                raise FulgurError(
                    f"fulgur.jit: {_qualified(func)} reads a tensor's value{_where(loc)}; while tracing, "
                    f"tensors have shapes but no values, so Python control flow on tensor values cannot be "
                    f"captured (use torch.where, or torch.compile(..., backend='fulgur'), which breaks the "
                    f"graph there)") from None
            raise FulgurError(f"fulgur.jit: {_qualified(func)} failed on the traced shapes{_where(loc)}: "
                              f"{type(e).__name__}: {e}") from None
        if not inplace and not _has_tensor(meta_out):
            return meta_out  # metadata (x.shape, x.size(-1), x.dtype, ...)
        if not any(_has_tensor(a) for a in args) and not _has_tensor(kwargs) and not self.is_factory(name, args, kwargs):
            raise UnsupportedError(f"fulgur.jit: {_qualified(func)} is not supported{_where(_location())}")
        loc = _location()
        traced = self.translate(func, name, args, kwargs, meta_out, inplace, loc)
        self.check_and_bind(func, meta_out, traced, loc)
        return meta_out

    @staticmethod
    def is_factory(name, args, kwargs):
        """torch.zeros(...), torch.arange(...): no tensor arguments, and an op to record."""
        if any(_has_tensor(a) for a in args) or _has_tensor(kwargs):
            return False
        return name in _CREATION or _C.has_op(f"ltorch.{name}")

    def translate(self, func, name, args, kwargs, meta_out, inplace, loc):
        if inplace:
            return self.translate_inplace(func, name, args, kwargs, meta_out, loc)
        # The same tensor back (x.to(x.dtype), x.contiguous(), x.float() of an f32 x): no op.
        if isinstance(meta_out, torch.Tensor) and args and meta_out is args[0]:
            return self.traced_of(args[0], loc)
        r = self.translate_functional(func, name, args, kwargs, loc)
        if name in _VIEW_OPS and args and isinstance(args[0], torch.Tensor):
            base = self.traced_of(args[0], loc)
            if isinstance(r, (tuple, list)):
                return type(r)(base.view_result(x) for x in r)
            return base.view_result(r)
        return r

    def translate_inplace(self, func, name, args, kwargs, meta_out, loc):
        if name == "__setitem__":
            raise UnsupportedError(f"fulgur.jit: indexed assignment (Tensor.__setitem__) is not supported"
                                   f"{_where(loc)}")
        self_t = args[0]
        target = self.traced_of(self_t, loc)
        if name in _INPLACE_DUNDERS:
            fname = _INPLACE_DUNDERS[name]
        else:
            fname = name[:-1]
        if fname == "copy":
            value = self.traced_of(args[1], loc) if isinstance(args[1], torch.Tensor) else None
            if value is None:
                raise UnsupportedError(f"fulgur.jit: copy_ from a non-tensor{_where(loc)}")
        elif fname == "zero":
            value = self.record("prims.full", [tuple(self_t.shape), 0],
                                {"device": "cpu", "dtype": self_t.dtype}, loc)
        elif fname == "fill":
            value = self.record("prims.full", [tuple(self_t.shape), args[1]],
                                {"device": "cpu", "dtype": self_t.dtype}, loc)
        else:
            value = self.translate_functional(func, fname, args, kwargs, loc)
        target.copy_(value)
        if id(self_t) in self.inputs:
            self.written_inputs.add(self.inputs[id(self_t)])
        return target

    def translate_functional(self, func, name, args, kwargs, loc):
        kwargs = {k: v for k, v in kwargs.items() if k not in _IGNORED_KWARGS}
        for k in ("inplace", "out"):
            if k in kwargs and not kwargs[k]:
                del kwargs[k]
        if "input" in kwargs:
            args = (kwargs.pop("input"),) + tuple(args)
        if name in _BINARY_DUNDERS:
            return self.binary(_BINARY_DUNDERS[name], args[0], args[1], loc)
        if name in _UNARY_DUNDERS:
            op = _UNARY_DUNDERS[name]
            if op is None:
                return self.traced_of(args[0], loc)
            if op == "invert":
                op = "logical_not" if args[0].dtype == torch.bool else None
                if op is None:
                    raise UnsupportedError(f"fulgur.jit: ~ on {args[0].dtype} tensors is not supported{_where(loc)}")
            return self.record(f"ltorch.{op}", [args[0]], {}, loc)
        special = _SPECIAL.get(name)
        if special is not None:
            return special(self, func, args, kwargs, loc)
        original = name
        if not _C.has_op(f"ltorch.{name}"):
            name = _ALIASES.get(name, name)
        if name and _C.has_op(f"ltorch.{name}"):
            return self.record(f"ltorch.{name}", list(args), kwargs, loc)
        # The libtorch fallback: the ATen op of the same name runs through
        # libtorch (its gradient through libtorch autograd).
        if hasattr(torch.ops.aten, original):
            return self.record(original, list(args), kwargs, loc, aten=True)
        raise UnsupportedError(f"fulgur.jit: {_qualified(func)} is not supported (no fulgur op "
                               f"'ltorch.{name or original}' and no ATen op 'aten::{original}' for the libtorch "
                               f"fallback){_where(loc)}")

    def binary(self, op, a, b, loc):
        if op in ("radd", "rmul"):
            return self.record(f"ltorch.{op[1:]}", [b, a], {}, loc)
        if op == "rsub":
            return self.record("ltorch.rsub", [a, b], {}, loc)
        if op in ("rdiv", "rpow", "rmatmul"):
            return self.record(f"ltorch.{op[1:]}", [b, a], {}, loc)
        if op in ("and", "or"):
            boolean = all((not isinstance(x, torch.Tensor)) or x.dtype == torch.bool for x in (a, b))
            return self.record(f"ltorch.logical_{op}" if boolean else f"ltorch.bitwise_{op}", [a, b], {}, loc)
        if op == "floordiv":
            return self.record("ltorch.div", [a, b], {"rounding_mode": "floor"}, loc)
        return self.record(f"ltorch.{op}", [a, b], {}, loc)

    def check_and_bind(self, func, meta_out, traced, loc):
        if isinstance(meta_out, torch.Tensor):
            if not isinstance(traced, _C.Traced):
                raise FulgurError(f"fulgur.jit: {_qualified(func)} gave {type(traced).__name__} where torch "
                                  f"gives a tensor{_where(loc)}")
            want = (tuple(meta_out.shape), meta_out.dtype)
            got = (tuple(traced.shape), torch_dtype(traced.dtype))
            if want != got:
                raise FulgurError(f"fulgur.jit: {_qualified(func)}: fulgur's op gives {got[1]}{list(got[0])} "
                                  f"where torch gives {want[1]}{list(want[0])}{_where(loc)}")
            self.bind(meta_out, traced)
            return
        if isinstance(meta_out, (tuple, list)):
            if not isinstance(traced, (tuple, list)) or len(traced) != len(meta_out):
                raise FulgurError(f"fulgur.jit: {_qualified(func)}: fulgur's op returns a different number of "
                                  f"values than torch's{_where(loc)}")
            for m, t in zip(meta_out, traced):
                self.check_and_bind(func, m, t, loc)


def _dims_arg(args):
    if len(args) == 1 and isinstance(args[0], (tuple, list, torch.Size)):
        return tuple(args[0])
    return tuple(args)


def _to(cap, func, args, kwargs, loc):
    x = args[0]
    dtype = kwargs.get("dtype")
    for a in args[1:]:
        if isinstance(a, torch.dtype):
            dtype = a
        elif isinstance(a, torch.Tensor):
            dtype = a.dtype
        elif isinstance(a, (str, torch.device)) and torch.device(a).type not in ("cpu", "meta"):
            raise UnsupportedError(f"fulgur.jit: moving a tensor to {a} is not supported{_where(loc)}")
    if dtype is None or dtype == x.dtype:
        return cap.traced_of(x, loc).fresh()
    return cap.record("ltorch.to", [x, dtype], {}, loc)


def _dtype_method(target):
    def f(cap, func, args, kwargs, loc):
        if args[0].dtype == target:
            return cap.traced_of(args[0], loc).fresh()
        return cap.record("ltorch.to", [args[0], target], {}, loc)

    return f


def _refuse_mask(idx, loc):
    for i in idx if isinstance(idx, tuple) else (idx,):
        if isinstance(i, torch.Tensor) and i.dtype == torch.bool:
            raise UnsupportedError(f"fulgur.jit: indexing with a boolean mask is not supported: its result's shape "
                                   f"depends on the mask's values, which a trace does not have (use torch.where or "
                                   f"masked_fill, which keep the shape){_where(loc)}")


def _tensor_index(cap, x, idx, loc):
    """x[..., i, ...] with one integer tensor i among full-or-strided slices:
    the slices first (basic indexing), then index_select along i's dimension
    with i flattened (negative entries wrapped as PyTorch does), reshaped to
    x's dims before it, i's shape, x's dims after it."""
    pos = [k for k, i in enumerate(idx) if isinstance(i, torch.Tensor)]
    _refuse_mask(idx, loc)
    if len(pos) != 1 or not all(isinstance(i, slice) or i is Ellipsis for k, i in enumerate(idx) if k != pos[0]):
        raise UnsupportedError(f"fulgur.jit: indexing with a tensor is supported as one integer tensor among "
                               f"slices (x[i], x[:, i], x[..., i]); this index mixes it with other tensors, ints "
                               f"or None{_where(loc)}")
    i = idx[pos[0]]
    if i.dtype not in (torch.int64, torch.int32):
        raise UnsupportedError(f"fulgur.jit: indexing with a {i.dtype} tensor is not supported (expected int64 "
                               f"or int32){_where(loc)}")
    n_ellipsis = sum(1 for k in idx if k is Ellipsis)
    if n_ellipsis > 1:
        raise FulgurError(f"fulgur.jit: an index can have only one Ellipsis{_where(loc)}")
    expanded = []
    for k in idx:
        if k is Ellipsis:
            expanded.extend([slice(None)] * (x.dim() - (len(idx) - 1)))
        else:
            expanded.append(k)
    before = next(k for k, j in enumerate(expanded) if isinstance(j, torch.Tensor))
    basic = tuple(slice(None) if k == before else j for k, j in enumerate(expanded))
    with torch.no_grad():
        sliced_meta = x[basic]
    t = _getitem(cap, None, (x, basic), {}, loc) if basic != (slice(None),) * len(basic) else cap.traced_of(x, loc)
    n = sliced_meta.shape[before]
    flat = cap.record("ltorch.reshape", [i, (-1,)], {}, loc) if i.dim() != 1 else cap.traced_of(i, loc)
    neg = cap.record("ltorch.lt", [flat, 0], {}, loc)
    wrapped = cap.record("ltorch.where", [neg, cap.record("ltorch.add", [flat, n], {}, loc), flat], {}, loc)
    r = cap.record("ltorch.index_select", [t, before, wrapped], {}, loc)
    shape = tuple(sliced_meta.shape[:before]) + tuple(i.shape) + tuple(sliced_meta.shape[before + 1:])
    if tuple(r.shape) != shape:
        r = cap.record("ltorch.reshape", [r, shape], {}, loc)
    return r


def _getitem(cap, func, args, kwargs, loc):
    x, idx = args
    if not isinstance(idx, tuple):
        idx = (idx,)
    if any(isinstance(i, torch.Tensor) for i in idx):
        return _tensor_index(cap, x, idx, loc)
    if any(i is True or i is False for i in idx):
        raise UnsupportedError(f"fulgur.jit: indexing with bools is not supported{_where(loc)}")
    n_real = sum(1 for i in idx if i is not None and i is not Ellipsis)
    if sum(1 for i in idx if i is Ellipsis) > 1:
        raise FulgurError(f"fulgur.jit: an index can have only one Ellipsis{_where(loc)}")
    expanded = []
    for i in idx:
        if i is Ellipsis:
            expanded.extend([slice(None)] * (x.dim() - n_real))
        else:
            expanded.append(i)
    expanded.extend([slice(None)] * (x.dim() - sum(1 for i in expanded if i is not None)))
    shape = list(x.shape)
    starts, ends, steps, drop, unsq = [], [], [], [], []
    d = 0
    out_dim = 0
    for i in expanded:
        if i is None:
            unsq.append(out_dim)
            out_dim += 1
            continue
        n = shape[d]
        if isinstance(i, int):
            j = i + n if i < 0 else i
            if not 0 <= j < n:
                raise FulgurError(f"fulgur.jit: index {i} is out of bounds for dimension {d} with size {n}"
                                  f"{_where(loc)}")
            starts.append(j), ends.append(j + 1), steps.append(1), drop.append(d)
        elif isinstance(i, slice):
            s, e, st = i.indices(n)
            if st <= 0:
                raise FulgurError(f"fulgur.jit: slice steps must be positive{_where(loc)}")
            e = max(e, s)
            starts.append(s), ends.append(e), steps.append(st)
            out_dim += 1
        else:
            raise UnsupportedError(f"fulgur.jit: indexing with {type(i).__name__} is not supported{_where(loc)}")
        d += 1
    t = cap.traced_of(x, loc)
    if starts != [0] * len(shape) or ends != shape or any(s != 1 for s in steps):
        kw = {} if all(s == 1 for s in steps) else {"strides": tuple(steps)}
        t = cap.record("prims.slice", [t, tuple(starts), tuple(ends)], kw, loc)
    if drop:
        t = cap.record("prims.squeeze", [t, tuple(drop)], {}, loc)
    for u in unsq:
        t = cap.record("ltorch.unsqueeze", [t, u], {}, loc)
    return t


def _creation(fill):
    def f(cap, func, args, kwargs, loc):
        size = _dims_arg(args) if fill is not None else _dims_arg(args[:-1])
        value = fill if fill is not None else args[-1]
        if fill is None and "fill_value" in kwargs:
            size, value = _dims_arg(args), kwargs["fill_value"]
        dtype = kwargs.get("dtype") or (torch.get_default_dtype() if isinstance(value, float) or fill is not None
                                        else (torch.bool if isinstance(value, bool) else torch.int64))
        dev = kwargs.get("device")
        # x.device reads "meta" while tracing: the device the call runs on.
        if dev is not None and torch.device(dev).type not in ("cpu", "meta"):
            raise UnsupportedError(f"fulgur.jit: creating tensors on {dev} is not supported{_where(loc)}")
        return cap.record("prims.full", [tuple(size), value], {"device": "cpu", "dtype": dtype}, loc)

    return f


def _creation_like(fill):
    def f(cap, func, args, kwargs, loc):
        x = args[0]
        value = fill if fill is not None else args[1]
        dtype = kwargs.get("dtype") or x.dtype
        return cap.record("prims.full", [tuple(x.shape), value], {"device": "cpu", "dtype": dtype}, loc)

    return f


def _transpose_2d(cap, func, args, kwargs, loc):
    x = args[0]
    if x.dim() < 2:
        return cap.traced_of(x, loc).fresh()
    return cap.record("ltorch.transpose", [x, 0, 1], {}, loc)


def _T(cap, func, args, kwargs, loc):
    x = args[0]
    return cap.record("ltorch.permute", [x, tuple(reversed(range(x.dim())))], {}, loc)


def _varargs(op):
    def f(cap, func, args, kwargs, loc):
        return cap.record(op, [args[0], *_dims_arg(args[1:])], kwargs, loc)

    return f


def _dim_arg(args, kwargs, k, name, default=None):
    if len(args) > k:
        return args[k]
    return kwargs.get(name, default)


def _narrow(cap, func, args, kwargs, loc):
    x = args[0]
    dim, start, length = (_dim_arg(args, kwargs, 1, "dim"), _dim_arg(args, kwargs, 2, "start"),
                          _dim_arg(args, kwargs, 3, "length"))
    if isinstance(start, torch.Tensor):
        raise UnsupportedError(f"fulgur.jit: narrow with a tensor start is not supported{_where(loc)}")
    d = dim % x.dim()
    n = x.shape[d]
    s = start + n if start < 0 else start
    starts = [0] * x.dim()
    ends = list(x.shape)
    starts[d], ends[d] = s, s + length
    return cap.record("prims.slice", [x, tuple(starts), tuple(ends)], {}, loc)


def _unbind(cap, func, args, kwargs, loc):
    x = args[0]
    d = _dim_arg(args, kwargs, 1, "dim", 0) % x.dim()
    out = []
    for k in range(x.shape[d]):
        starts = [0] * x.dim()
        ends = list(x.shape)
        starts[d], ends[d] = k, k + 1
        piece = cap.record("prims.slice", [x, tuple(starts), tuple(ends)], {}, loc)
        out.append(cap.record("prims.squeeze", [piece, (d,)], {}, loc))
    return tuple(out)


def _movedim(cap, func, args, kwargs, loc):
    x = args[0]
    src = _dim_arg(args, kwargs, 1, "source")
    dst = _dim_arg(args, kwargs, 2, "destination")
    src = [src] if isinstance(src, int) else list(src)
    dst = [dst] if isinstance(dst, int) else list(dst)
    n = x.dim()
    src = [s % n for s in src]
    dst = [d % n for d in dst]
    perm = [-1] * n
    for s, d in zip(src, dst):
        perm[d] = s
    rest = iter(k for k in range(n) if k not in src)
    perm = [p if p >= 0 else next(rest) for p in perm]
    if perm == list(range(n)):
        return cap.traced_of(x, loc).fresh()
    return cap.record("ltorch.permute", [x, tuple(perm)], {}, loc)


def _contiguous(cap, func, args, kwargs, loc):
    return cap.record("ltorch.reshape", [args[0], tuple(args[0].shape)], {}, loc)


def _clone(cap, func, args, kwargs, loc):
    return cap.traced_of(args[0], loc).fresh()


def _as(op):
    def f(cap, func, args, kwargs, loc):
        return cap.record(op, [args[0], tuple(args[1].shape)], {}, loc)

    return f


def _mse_loss(cap, func, args, kwargs, loc):
    if kwargs.get("weight") is not None:
        raise UnsupportedError(f"fulgur.jit: mse_loss with weight= is not supported{_where(loc)}")
    kwargs.pop("weight", None)
    return cap.record("ltorch.mse_loss", list(args), kwargs, loc)


def _type_as(cap, func, args, kwargs, loc):
    return _to(cap, func, (args[0], args[1].dtype), {}, loc)


def _size_args_op(op):
    return _varargs(op)


_SPECIAL = {
    "to": _to,
    "type_as": _type_as,
    "__getitem__": _getitem,
    "t": _transpose_2d,
    "T": _T,
    "mT": lambda cap, func, args, kwargs, loc: cap.record("ltorch.transpose", [args[0], -2, -1], {}, loc),
    "view": _varargs("ltorch.view"),
    "reshape": _varargs("ltorch.reshape"),
    "permute": _varargs("ltorch.permute"),
    "expand": _varargs("ltorch.expand"),
    "view_as": _as("ltorch.view"),
    "reshape_as": _as("ltorch.reshape"),
    "expand_as": _as("ltorch.expand"),
    "contiguous": _contiguous,
    "narrow": _narrow,
    "unbind": _unbind,
    "movedim": _movedim,
    "moveaxis": _movedim,
    "clone": _clone,
    "mse_loss": _mse_loss,
    "zeros": _creation(0),
    "ones": _creation(1),
    "full": _creation(None),
    "zeros_like": _creation_like(0),
    "ones_like": _creation_like(1),
    "full_like": _creation_like(None),
}
_SPECIAL.update({k: _dtype_method(v) for k, v in _DTYPE_METHODS.items()})
_CREATION = {"zeros", "ones", "full"}
_VALUE_READS = {"__bool__", "item", "__int__", "__float__", "__index__", "tolist", "numpy", "__array__"}
