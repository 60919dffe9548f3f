"""What every part of the capture shares: dtypes, where user code called
from, the stand-in tensors the program runs on, and the capture's errors."""

import linecache
import os
import sys

import torch
from torch._subclasses.fake_tensor import FakeTensor

from .. import _C

FulgurError = _C.FulgurError

_TORCH_DIR = os.path.dirname(torch.__file__) + os.sep
_FULGUR_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep

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
    # Complex and uint16/32/64 tensors are values of libtorch ops only: every
    # op on one is recorded as the fallback (has_library_only).
    torch.complex32: _C.DType.c32,
    torch.complex64: _C.DType.c64,
    torch.complex128: _C.DType.c128,
    torch.uint16: _C.DType.u16,
    torch.uint32: _C.DType.u32,
    torch.uint64: _C.DType.u64,
}
_LIBRARY_ONLY = {torch.complex32, torch.complex64, torch.complex128, torch.uint16, torch.uint32, torch.uint64}
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


class LiftConstant(Exception):
    """Raised by a capture that meets a tensor from outside the function (a
    closure variable, a global, another module's parameter): the jitted
    function makes it an input and captures again."""

    def __init__(self, tensors):
        super().__init__("captured tensors become inputs")
        self.tensors = tensors



def is_standin(x):
    """Whether `x` is one of the capture's tensors: a FakeTensor (fulgur.jit,
    which shows user code the real device) or a meta tensor (fulgur.spmd)."""
    return isinstance(x, FakeTensor) or (isinstance(x, torch.Tensor) and (
        x.device.type == "meta" or getattr(type(x), "_fulgur_standin", False)))  # capture/dtensors.py


def is_outside(x):
    return isinstance(x, torch.Tensor) and not is_standin(x)


def find_outside(x, out):
    if isinstance(x, torch.Tensor):
        if not is_standin(x):
            out.append(x)
    elif isinstance(x, (tuple, list)):
        for i in x:
            find_outside(i, out)
    elif isinstance(x, dict):
        find_outside(list(x.values()), out)
    return out


def has_tensor(x, pred=None):
    """Whether a tensor (one for which `pred` holds, if given) is among `x`:
    a call's arguments or results, inside tuples, lists and dicts."""
    if isinstance(x, torch.Tensor):
        return pred is None or pred(x)
    if isinstance(x, (tuple, list)):
        return any(has_tensor(i, pred) for i in x)
    if isinstance(x, dict):
        return any(has_tensor(i, pred) for i in x.values())
    return False


def is_library_only(dtype):
    """Complex and uint16/32/64: computed by libtorch ops only (fulgur's own
    ops and kernels take the other ten dtypes)."""
    return dtype in _LIBRARY_ONLY


def has_library_only(x):
    """Whether a tensor of a library-only dtype (is_library_only) is among `x`."""
    return has_tensor(x, lambda t: t.dtype in _LIBRARY_ONLY)


def user_frame():
    """The innermost frame outside torch and fulgur: the line that called."""
    f = sys._getframe(2)
    while f is not None:
        name = f.f_code.co_filename
        if not (name.startswith(_TORCH_DIR) or name.startswith(_FULGUR_DIR) or name.startswith("<frozen")):
            return f
        f = f.f_back
    return None


def location():
    f = user_frame()
    if f is None:
        return None, 0, ""
    path = f.f_code.co_filename
    line = f.f_lineno
    text = linecache.getline(path, line).strip()
    return os.path.basename(path), line, text


def where(loc):
    if loc is None:
        return ""
    file, line, text = loc
    if file is None:
        return ""
    return f" at {file}:{line}: {text}" if text else f" at {file}:{line}"


def func_name(func):
    if isinstance(func, torch._ops.OpOverload):
        return str(func)
    name = getattr(func, "__name__", None) or repr(func)
    if name == "__get__":  # a property such as Tensor.shape
        owner = getattr(func, "__self__", None)
        return getattr(owner, "__name__", "property")
    return name


def qualified(func):
    if isinstance(func, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)):
        return f"torch.ops.{func}"
    name = func_name(func)
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


def map_args(x, leaf):
    """A call's arguments `x` with `leaf` applied to each value inside the
    tuples, lists and dicts it is made of (the containers rebuilt)."""
    if type(x) in (tuple, list):
        return type(x)(map_args(v, leaf) for v in x)
    if type(x) is dict:
        return {k: map_args(v, leaf) for k, v in x.items()}
    return leaf(x)
