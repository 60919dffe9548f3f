"""Trace-time constants: stand-ins whose values the capture knows.

A tensor made from Python data inside the function (``torch.tensor([...])``,
``torch.arange(n)``, the ``aten::scalar_tensor`` of a composite op) has a value
fixed by the function's code, and so has every deterministic op of such
tensors. The capture keeps that value, computed by eager PyTorch on the CPU as
the op is recorded, so that reading it (``.item()``, ``bool(t)``,
``aten::equal``, the checks composite ops make, such as ``torch.cov``'s
``norm_factor <= 0``) gives Python the value every call of the program would
compute, where a read of any other tensor is refused (eager's value: fulgur's
own kernels may round a float reduction differently, or break a tie of
`argmax` or `sort` otherwise, so such a read is as exact as eager's). The
trace records the ops as usual; only Python sees the values.

Not known: function inputs and tensors from outside the function (they change
between calls), number inputs, random ops and ``empty`` (undefined values),
and anything larger than ``_MAX_ELEMENTS``. An in-place write forgets every
known value (a view may share the written storage).
"""

import functools

import torch

from . import numbers

_MAX_ELEMENTS = 1 << 16
# Factories whose values are undefined.
_UNDEFINED = {"empty", "new_empty", "empty_like", "empty_strided", "new_empty_strided", "empty_permuted"}


class _Unknown(Exception):
    pass


def _real(cap, x):
    if isinstance(x, torch.Tensor):
        hit = cap.known.get(id(x))
        if hit is None or hit[0] is not x:
            raise _Unknown
        return hit[1]
    if isinstance(x, numbers.NumberProxy):
        raise _Unknown
    if isinstance(x, (tuple, list)):
        return type(x)(_real(cap, i) for i in x)
    if isinstance(x, dict):
        return {k: _real(cap, v) for k, v in x.items()}
    return x


def _elements(x):
    if isinstance(x, torch.Tensor):
        return x.numel()
    if isinstance(x, (tuple, list)):
        return sum(_elements(i) for i in x)
    if isinstance(x, dict):
        return sum(_elements(i) for i in x.values())
    return 0


def aten_is_deterministic(func):
    """Whether ATen overload `func` computes the same values from the same arguments."""
    name = func._schema.name.partition("::")[2]
    return torch.Tag.nondeterministic_seeded not in func.tags and name not in _UNDEFINED


@functools.lru_cache(maxsize=None)
def torch_is_deterministic(name):
    """The same for torch function `name` that the capture records as an
    ltorch op: deterministic unless an ATen op of that name draws random
    numbers (ltorch's one random op, dropout, has an ATen namesake)."""
    if name in _UNDEFINED:
        return False
    packet = getattr(torch.ops.aten, name, None)
    if not isinstance(packet, torch._ops.OpOverloadPacket):
        return True
    return not any(torch.Tag.nondeterministic_seeded in getattr(packet, o).tags for o in packet.overloads())


def evaluate(cap, func, args, kwargs, raise_errors=False):
    """(func's result on the known values of its arguments,), or None when an
    argument's value is unknown, or eager PyTorch raises on them (with
    `raise_errors`, a read of a value: eager's error, as a FulgurError)."""
    if cap.has_dtensors or not cap.known and (_has_tensor(tuple(args)) or _has_tensor(list(kwargs.values()))):
        return None  # the common case: nothing known, and a tensor argument
    try:
        real_args, real_kwargs = _real(cap, tuple(args)), _real(cap, dict(kwargs))
    except _Unknown:
        return None
    if _elements(real_args) + _elements(real_kwargs) > _MAX_ELEMENTS:
        return None
    if "device" in real_kwargs:
        real_kwargs["device"] = "cpu"
    with cap.outside():
        try:
            return (func(*real_args, **real_kwargs),)  # no_grad: no autograd history
        except Exception as e:
            if not raise_errors:
                return None
            from .common import FulgurError, location, qualified, where
            raise FulgurError(f"fulgur.jit: {qualified(func)} of a trace-time constant{where(location())}: "
                              f"{type(e).__name__}: {e}") from None


def propagate(cap, func, args, kwargs, out):
    """Marks the stand-in results `out` of a deterministic call as known when
    every tensor argument is."""
    if not _has_tensor(out) or _elements(out) > _MAX_ELEMENTS:
        return  # (a large factory's result is not computed only to be dropped)
    r = evaluate(cap, func, args, kwargs)
    if r is not None and _elements(r[0]) <= _MAX_ELEMENTS:
        mark(cap, out, r[0])


def mark(cap, standin, real):
    """Records real tensor(s) `real` (computed outside the capture) as the value(s) of `standin`."""
    if isinstance(standin, torch.Tensor):
        if isinstance(real, torch.Tensor) and real.shape == standin.shape and real.dtype == standin.dtype:
            cap.known[id(standin)] = (standin, real)
    elif isinstance(standin, (tuple, list)) and isinstance(real, (tuple, list)) and len(real) == len(standin):
        for s, r in zip(standin, real):
            mark(cap, s, r)


def _has_tensor(x):
    if isinstance(x, torch.Tensor):
        return True
    if isinstance(x, (tuple, list)):
        return any(_has_tensor(i) for i in x)
    return False
