"""Torch functions whose fulgur form is not the ltorch op of the same name
and arguments: conversions, views given as varargs, factories, and the
methods that return their input unchanged."""

import torch

from .common import UnsupportedError, where

_DTYPE_METHODS = {"float": torch.float32, "double": torch.float64, "half": torch.float16,
                  "bfloat16": torch.bfloat16, "long": torch.int64, "int": torch.int32,
                  "short": torch.int16, "bool": torch.bool, "byte": torch.uint8, "char": torch.int8}


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
            raise UnsupportedError(f"fulgur.jit: moving a tensor to {a} is not supported{where(loc)}")
    if dtype is None or dtype == x.dtype:
        return cap.traced_of(x, loc).fresh()
    return cap.record("ltorch.to", [x, dtype], {}, loc)


def _dtype_method(target):
    def f(cap, func, args, kwargs, loc):
        if args[0].dtype == target:
            return cap.traced_of(args[0], loc).fresh()
        return cap.record("ltorch.to", [args[0], target], {}, loc)

    return f


def _creation(fill):
    def f(cap, func, args, kwargs, loc):
        if "size" in kwargs:
            args = (kwargs["size"],) + tuple(args)
        size = _dims_arg(args) if fill is not None else _dims_arg(args[:-1])
        value = fill if fill is not None else args[-1]
        if fill is None and "fill_value" in kwargs:
            size, value = _dims_arg(args), kwargs["fill_value"]
        known = getattr(value, "value", value)  # a NumberProxy's value of this call: its Python type
        dtype = kwargs.get("dtype") or (torch.get_default_dtype() if isinstance(known, float) or fill is not None
                                        else (torch.bool if isinstance(known, bool) else torch.int64))
        dev = kwargs.get("device")
        # fulgur.spmd's stand-ins read "meta" as their device: the device the call runs on.
        if dev is not None and torch.device(dev).type not in ("cpu", "meta"):
            raise UnsupportedError(f"fulgur.jit: creating tensors on {dev} is not supported{where(loc)}")
        return cap.record("prims.full", [tuple(size), value], {"device": "cpu", "dtype": dtype}, loc)

    return f


def _creation_like(fill):
    def f(cap, func, args, kwargs, loc):
        x = args[0]
        value = fill if fill is not None else args[1]
        dtype = kwargs.get("dtype") or x.dtype
        # ltorch.full_like keeps x as an operand: a DTensor's placements carry over.
        return cap.record("ltorch.full_like", [x, value], {"dtype": dtype}, loc)

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
        raise UnsupportedError(f"fulgur.jit: narrow with a tensor start is not supported{where(loc)}")
    d = dim % x.dim()
    n = x.shape[d]
    s = start + n if start < 0 else start
    starts = [0] * x.dim()
    ends = list(x.shape)
    starts[d], ends[d] = s, s + length
    return cap.record("prims.slice", [x, tuple(starts), tuple(ends)], {}, loc)


def _pad(cap, func, args, kwargs, loc):
    """F.pad(x, pad, mode="circular"): each padded dim as the cat of its wrapped
    ends and x, innermost first (x[(i - left) mod n] along each dim, what
    PyTorch computes). Other modes, and pads torch refuses for circular
    (negative, or more than the dim's extent), are left to the ATen level."""
    x = args[0]
    pad = _dim_arg(args, kwargs, 1, "pad")
    mode = _dim_arg(args, kwargs, 2, "mode", "constant")
    if mode != "circular" or not isinstance(pad, (tuple, list)) or len(pad) % 2 or len(pad) // 2 > x.dim():
        return None
    if any(type(p) is not int for p in pad):
        return None
    t = cap.traced_of(x, loc)
    shape = list(x.shape)
    for i in range(len(pad) // 2):
        left, right = pad[2 * i], pad[2 * i + 1]
        d = x.dim() - 1 - i
        n = shape[d]
        if left < 0 or right < 0 or left > n or right > n:
            return None

        def part(start, end):
            starts, ends = [0] * len(shape), list(shape)
            starts[d], ends[d] = start, end
            return cap.record("prims.slice", [t, tuple(starts), tuple(ends)], {}, loc)

        parts = ([part(n - left, n)] if left else []) + [t] + ([part(0, right)] if right else [])
        if len(parts) > 1:
            t = cap.record("ltorch.cat", [parts, d], {}, loc)
        shape[d] = n + left + right
    return t


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
        raise UnsupportedError(f"fulgur.jit: mse_loss with weight= is not supported{where(loc)}")
    kwargs.pop("weight", None)
    return cap.record("ltorch.mse_loss", list(args), kwargs, loc)


def _type_as(cap, func, args, kwargs, loc):
    return _to(cap, func, (args[0], args[1].dtype), {}, loc)


SPECIAL = {
    "to": _to,
    "type_as": _type_as,
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
    "pad": _pad,
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
SPECIAL.update({k: _dtype_method(v) for k, v in _DTYPE_METHODS.items()})
CREATION = {"zeros", "ones", "full"}
VALUE_READS = {"__bool__", "item", "__int__", "__float__", "__index__", "tolist", "numpy", "__array__"}
