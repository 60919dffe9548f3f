"""Capture: run a Python function on stand-in tensors and record every torch
call as a fulgur op.

Each torch function the program calls (torch.*, torch.nn.functional.*,
Tensor methods and operators, in-place ops) reaches ``Capture.__torch_function__``.
It runs the call on the stand-ins (so the program sees real shapes, dtypes
and devices, and PyTorch's own errors for bad shapes) and records it:

- as the ``ltorch`` op (or prim) of the same name and arguments, or a
  translation of it (``torch_ops.SPECIAL``, ``indexing``), with the calling
  line of user code as the op's source location;
- otherwise beneath autograd (``aten.AtenRecorder``): the ATen ops PyTorch
  decomposes the function into, each an exact overload, mapped to ltorch
  where the mapping is obvious and to the libtorch fallback otherwise.

Calls that only read metadata (``x.shape``, ``x.size(-1)``, ``x.dtype``) run
on the stand-in and record nothing. Results are checked against each other:
an op whose fulgur result differs in shape or dtype from PyTorch's is an
error, never a silently different program.

fulgur.jit's stand-ins are FakeTensors (``FakeTensorMode``: the real device,
factories with ``device=x.device`` work, libraries' ``is_fake_tensor`` checks
see a trace); fulgur.spmd's are meta tensors. While a capture runs,
``torch.compiler.is_compiling()`` is true, as under Dynamo, so libraries skip
their eager-only, data-dependent checks.
"""

import contextlib

import torch
from torch.overrides import TorchFunctionMode
from torch._subclasses.fake_tensor import FakeTensorMode

from .. import _C
from . import constants, dtensors, indexing, numbers
from .aten import AtenRecorder, record_aten_call
from .common import (FulgurError, LiftConstant, UnsupportedError, find_outside, fulgur_dtype, func_name,
                     has_library_only, has_tensor, is_library_only, is_outside, is_standin, location, qualified,
                     torch_dtype, where)
from .torch_ops import CREATION, SPECIAL, VALUE_READS

# Operators and their ltorch ops; "r" ones take their operands swapped.
INPLACE_DUNDERS = {
    "__iadd__": "add", "__isub__": "sub", "__imul__": "mul", "__itruediv__": "div",
    "__idiv__": "div", "__ipow__": "pow", "__iand__": "and", "__ior__": "or",
}
_BINARY_DUNDERS = {
    "__add__": "add", "__radd__": "radd", "__sub__": "sub", "__rsub__": "rsub",
    "__mul__": "mul", "__rmul__": "rmul", "__truediv__": "div", "__rtruediv__": "rdiv", "__rdiv__": "rdiv",
    "__div__": "div", "__matmul__": "matmul", "__rmatmul__": "rmatmul", "__pow__": "pow",
    "__rpow__": "rpow", "__eq__": "eq", "__ne__": "ne", "__lt__": "lt", "__le__": "le",
    "__gt__": "gt", "__ge__": "ge", "__and__": "and", "__or__": "or", "__mod__": None,
    "__rmod__": None, "__floordiv__": "floordiv", "__xor__": None, "__rxor__": None, "__lshift__": None,
    "__rshift__": None, "__rand__": None, "__ror__": None, "__rfloordiv__": None,
}
_UNARY_DUNDERS = {"__neg__": "neg", "__abs__": "abs", "__invert__": "invert", "__pos__": None}
# Ops whose result shares its input's memory (an in-place op on it is refused).
_VIEW_OPS = {"view", "reshape", "transpose", "permute", "unsqueeze", "squeeze", "expand", "chunk", "split",
             "flatten", "t", "T", "mT", "swapaxes", "movedim", "__getitem__", "narrow", "unflatten",
             "expand_as", "view_as", "reshape_as", "unbind", "moveaxis"}
# Keyword arguments torch functions take that change nothing here.
_IGNORED_KWARGS = {"_stacklevel": None, "memory_format": None, "non_blocking": None, "copy": None,
                   "layout": None, "pin_memory": None}
_ALIASES = {"multiply": "mul", "subtract": "sub", "divide": "div", "true_divide": "div", "greater": "gt",
            "less": "lt", "greater_equal": "ge", "less_equal": "le", "not_equal": "ne", "absolute": "abs",
            "negative": "neg", "concat": "cat", "concatenate": "cat", "special_erf": "erf",
            "mm": "matmul", "bmm": "matmul", "clip": "clamp"}
# The most elements a tensor made from Python data inside the function can
# have (it becomes part of the trace, one fill per element).
_MAX_CONSTANT_ELEMENTS = 256


class Capture(TorchFunctionMode):
    """Records the calls of one capture. ``env`` maps each stand-in tensor (by
    id) to its traced value. ``fake``: FakeTensor stand-ins (fulgur.jit);
    otherwise meta tensors (fulgur.spmd)."""

    def __init__(self, tracer, fn_name, fake=False):
        super().__init__()
        self.tracer = tracer
        self.fn_name = fn_name
        self.env = {}  # id(stand-in) -> (stand-in, Traced)
        self.inputs = {}  # id(stand-in input) -> input index
        self.written_inputs = set()
        self.lifted = {}  # id(outside tensor) -> its stand-in (an input)
        self.known = {}  # id(stand-in) -> (stand-in, its value): trace-time constants (constants.py)
        self.fake_mode = FakeTensorMode(allow_non_fake_inputs=False) if fake else None
        self.meta_device = not fake
        self.recorder = AtenRecorder(self)
        # fulgur.jit differentiates a call captured with grad on: what the
        # program computes under torch.no_grad() gets a stop-gradient.
        self.stop_no_grad = fake and torch.is_grad_enabled()
        self._constants = []
        self._exit = None
        self.has_dtensors = False  # a StandinDTensor was made (capture/dtensors.py)
        self.has_numbers = False  # a number input is a NumberProxy (capture/numbers.py)
        # fulgur.jit: inputs read through their storage (as_strided), whose
        # tensors each call checks are whole; fulgur.spmd refuses such reads.
        self.storage_inputs = set() if fake else None

    # -- entering and leaving ---------------------------------------------------
    def __enter__(self):
        stack = contextlib.ExitStack()
        saved = torch.compiler._is_compiling_flag
        torch.compiler._is_compiling_flag = True
        stack.callback(setattr, torch.compiler, "_is_compiling_flag", saved)
        if self.fake_mode is not None:
            stack.enter_context(self.fake_mode)
        stack.enter_context(self.recorder)
        stack.enter_context(dtensors.capturing(self))
        self._exit = stack
        try:
            return super().__enter__()
        except BaseException:
            stack.close()
            raise

    def __exit__(self, *exc):
        try:
            return super().__exit__(*exc)
        finally:
            stack, self._exit = self._exit, None
            stack.__exit__(*exc)

    def standin(self, shape, dtype):
        """A new stand-in tensor (not yet bound to a traced value)."""
        with torch._C.DisableTorchFunction(), torch.no_grad():
            if self.fake_mode is not None:
                with self.fake_mode:
                    return torch.empty(tuple(shape), dtype=dtype, device="cpu")
            return torch.empty(tuple(shape), dtype=dtype, device="meta")

    def new_input(self, traced, index=None):
        m = self.standin(traced.shape, torch_dtype(traced.dtype))
        self.bind(m, traced)
        if index is not None:
            self.inputs[id(m)] = index
        d = dtensors.wrap(self, m, traced)  # a DTensor input: what the program sees of it
        if d is not m and index is not None:
            self.inputs[id(d)] = index
        return d

    # -- values -----------------------------------------------------------------
    def bind(self, meta, traced):
        self.env[id(meta)] = (meta, traced)

    def disagreed(self, t):
        """Whether stand-in `t` is a result whose fake type libtorch's kernel
        contradicts (check_and_bind): an error only where it is used."""
        hit = self.env.get(id(t))
        return hit is not None and hit[0] is t and isinstance(hit[1], _Disagreed)

    def traced_of(self, t, loc):
        if not is_standin(t):
            m = self.lifted.get(id(t))
            if m is None:
                raise LiftConstant([t])
            t = m
        hit = self.env.get(id(t))
        if hit is not None and hit[0] is t:
            if isinstance(hit[1], _Disagreed):
                raise FulgurError(f"{hit[1].message}, and that result is used{where(loc)}")
            return hit[1]
        raise FulgurError(f"fulgur.jit: {self.fn_name}: a tensor that was not traced reached an op{where(loc)}")

    def new_number(self, traced, value, index):
        """A number input: what the program sees of it (capture/numbers.py)."""
        self.has_numbers = True
        return numbers.NumberProxy(self, traced, value, (index,))

    def to_ir(self, x, loc):
        if isinstance(x, torch.Tensor):
            return self.traced_of(x, loc)
        if isinstance(x, numbers.NumberProxy):
            return x.traced
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

    def record(self, op, args, kwargs, loc, aten=False, overload=""):
        file, line, text = loc
        try:
            a = [self.to_ir(v, loc) for v in args]
            kw = {k: self.to_ir(v, loc) for k, v in kwargs.items()}
            if aten:
                return self.tracer.call_aten(op, a, kw, file, line, text, overload)
            return self.tracer.call(op, a, kw, file, line, text)
        except FulgurError as e:
            msg = str(e)
            if file is not None and text and text not in msg:
                msg = f"{msg}\n  in: {text}"
            raise type(e)(msg) from None

    def write_into(self, target, value, loc):
        """An in-place write of traced `value` into stand-in `target`."""
        self.known.clear()  # a view of `target` may be known
        t = self.traced_of(target, loc)
        v = self.traced_of(value, loc) if isinstance(value, torch.Tensor) else value
        if tuple(v.shape) != tuple(t.shape) and tuple(v.shape) == tuple(target.shape):
            # An in-place op that changed the tensor's shape (squeeze_, t_): the
            # stand-in has the new shape; its value is the new one.
            if id(target) in self.inputs:
                raise UnsupportedError(f"fulgur.jit: an in-place op changes the shape of input tensor "
                                       f"{list(t.shape)} -> {list(v.shape)}{where(loc)}; fulgur writes into inputs "
                                       f"but keeps their shapes (use the out-of-place op)")
            self.bind(target, v)
            return v
        t.copy_(v)
        if id(target) in self.inputs:
            self.written_inputs.add(self.inputs[id(target)])
        return t

    def snapshot(self, x, loc):
        """A stand-in for a copy of `x`'s value now (a value of its own, which
        later writes into `x` do not change)."""
        m = self.standin(x.shape, x.dtype)
        # x * 1 (x == True for bools): an elementwise op, a value of its own; a
        # reshape would be a view of x's storage.
        # A complex or uint16/32/64 one: libtorch's clone (fulgur's own ops
        # take the other dtypes).
        if is_library_only(x.dtype):
            copy = self.record("clone", [x], {}, loc, aten=True)
        elif x.dtype == torch.bool:
            copy = self.record("ltorch.eq", [x, True], {}, loc)
        else:
            copy = self.record("ltorch.mul", [x, 1], {}, loc)
        self.bind(m, copy)
        return m

    def constant_of(self, x, loc):
        """An argument of an ATen call, with each tensor made from Python data
        inside the function (``torch.tensor([...])``) recorded as a constant."""
        if isinstance(x, (list, tuple)):
            return type(x)(self.constant_of(i, loc) for i in x)
        if not isinstance(x, torch.Tensor) or is_standin(x) or id(x) in self.lifted:
            return x
        if not self.recordable_constant(x):
            raise LiftConstant([x])
        m = self.standin(x.shape, x.dtype)
        with self.outside():
            values = x.detach().reshape(-1).tolist()
            value = x.detach().clone()
        kw = {"device": "cpu", "dtype": x.dtype}
        if len(set(values)) <= 1:
            t = self.record("prims.full", [tuple(x.shape), values[0] if values else 0], kw, loc)
        else:
            parts = [self.record("prims.full", [(1,), v], kw, loc) for v in values]
            t = self.tracer.call("ltorch.cat", [parts, 0], {}, *loc)
            if x.dim() != 1:
                t = self.tracer.call("ltorch.reshape", [t, tuple(x.shape)], {}, *loc)
        self.bind(m, t)
        constants.mark(self, m, value)
        self.lifted[id(x)] = m
        self._constants.append(x)  # its id must stay unique while the capture runs
        return m

    @staticmethod
    def recordable_constant(x):
        """Whether real tensor `x` can be a constant of the trace (constant_of)."""
        return not x.requires_grad and x.numel() <= _MAX_CONSTANT_ELEMENTS and x.dtype in _CONSTANT_DTYPES

    def from_data(self, func, args, kwargs, loc):
        """torch.tensor([...]) and its kin: the tensor made from Python data now,
        outside the capture, recorded as a constant of the trace."""
        try:
            with self.outside():
                kw = dict(kwargs)
                if self.meta_device and "device" in kw:
                    kw["device"] = "cpu"
                real = func(*args, **kw)
        except Exception as e:
            raise FulgurError(f"fulgur.jit: {qualified(func)} failed{where(loc)}: {type(e).__name__}: {e}") from None
        if real.numel() > _MAX_CONSTANT_ELEMENTS:
            raise UnsupportedError(f"fulgur.jit: {qualified(func)} makes a tensor of {real.numel()} elements from "
                                   f"Python data inside the function{where(loc)}; fulgur records such tensors as "
                                   f"constants of the trace up to {_MAX_CONSTANT_ELEMENTS} elements: pass a larger "
                                   f"one as an argument, or make it outside and read it from there")
        return self.constant_of(real, loc)

    @contextlib.contextmanager
    def outside(self):
        """Runs real tensor code: no fake mode, no recording, no torch-function capture."""
        from torch._subclasses.fake_tensor import unset_fake_temporarily
        r = self.recorder
        saved, r.depth = r.depth, 0
        try:
            with unset_fake_temporarily(), torch._C.DisableTorchFunction(), torch.no_grad():
                yield
        finally:
            r.depth = saved

    @contextlib.contextmanager
    def aten_level(self, loc):
        """Records the torch calls made inside at the ATen level."""
        r = self.recorder
        saved = r.loc
        r.loc = loc
        r.depth += 1
        try:
            yield
        finally:
            r.depth -= 1
            r.loc = saved

    def record_aten_call(self, func, args, kwargs, loc):
        return record_aten_call(self, func, args, kwargs, loc)

    # -- the mode ---------------------------------------------------------------
    def route(self, func, name):
        """'torch': an ltorch op or a translation of the torch function;
        'aten': the ATen ops it decomposes into; 'setitem'."""
        if isinstance(func, (torch._ops.OpOverload, torch._ops.OpOverloadPacket)):
            return "aten"
        if name == "__setitem__":
            return "setitem"
        if name == "__getitem__":
            return "torch"
        if name in _BINARY_DUNDERS:
            return "torch" if _BINARY_DUNDERS[name] is not None else "aten"
        if name in _UNARY_DUNDERS or name in INPLACE_DUNDERS:
            return "torch"
        base = name[:-1] if (name.endswith("_") and not name.endswith("__")) else name
        if base in SPECIAL or base in ("zero", "fill", "copy") or base in VALUE_READS:
            return "torch"
        if base != name and base in _UNARY_DUNDERS:
            return "aten"
        if _C.has_op(f"ltorch.{base}") or _C.has_op(f"ltorch.{_ALIASES.get(base, base)}"):
            return "torch"
        return "aten"

    def __torch_function__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if self.has_dtensors:  # run on the global stand-ins (capture/dtensors.py)
            args, kwargs = dtensors.unwrap(args), dtensors.unwrap(kwargs)
        try:
            out = self._torch_function(func, types, args, kwargs)
        except FulgurError as e:
            # An error inside the ATen ops a function decomposes into names
            # them; the function the program called is named first.
            shown = qualified(func)
            msg = str(e)
            if shown not in msg and func_name(func) not in msg:
                raise type(e)(f"fulgur.jit: {shown}: {msg}") from None
            raise
        if self.stop_no_grad and not torch.is_grad_enabled() and has_tensor(out):
            # An op the program runs under torch.no_grad() while the call is
            # differentiated: its results carry no gradient, as in eager code.
            # Not an in-place op's: its result is the written tensor itself,
            # whose later reads differentiate to it as eager's leaf does.
            name = func_name(func)
            inplace = name in INPLACE_DUNDERS or name == "__setitem__" or (
                name.endswith("_") and not name.endswith("__"))
            if not inplace:
                self.stop_gradient(out, location())
        if self.has_dtensors:
            out = dtensors.rewrap(self, out)
        return out

    def stop_gradient(self, out, loc):
        if isinstance(out, (tuple, list)):
            for o in out:
                self.stop_gradient(o, loc)
        elif isinstance(out, torch.Tensor) and (out.dtype.is_floating_point or out.dtype.is_complex) and \
                id(out) in self.env and not self.disagreed(out):
            t = self.record("detach", [out], {}, loc, aten=True)
            self.bind(out, t)

    def _torch_function(self, func, types, args, kwargs):
        name = func_name(func)
        if func in _PASS_THROUGH:
            return func(*args, **kwargs)
        inplace = name in INPLACE_DUNDERS or (name.endswith("_") and not name.endswith("__"))
        outside = find_outside(kwargs, find_outside(args, []))
        if outside:  # run on their stand-ins
            missing = [t for t in outside if id(t) not in self.lifted]
            if missing:
                raise LiftConstant(missing)
            swap = lambda x: self.lifted.get(id(x), x) if is_outside(x) else (
                type(x)(swap(i) for i in x) if isinstance(x, (tuple, list)) else x)
            args = swap(args)
            kwargs = {k: swap(v) for k, v in kwargs.items()}
        route = self.route(func, name)
        nums = (numbers.find(args) + numbers.find(kwargs)) if self.has_numbers else None
        if nums:
            # Only an ltorch op (or a translation recording ltorch ops) takes a
            # number input as an operand; elsewhere (the ATen level, tensors
            # from Python data, indexed assignment) the value would be baked in.
            if route != "torch" or func in _DATA_FACTORIES or func in _PASS_THROUGH or name in VALUE_READS:
                raise numbers.Specialize(numbers.inputs_of(nums), f"{qualified(func)} with a number argument")
            values_args, values_kwargs = numbers.values(args), numbers.values(kwargs)
        else:
            values_args, values_kwargs = args, kwargs
        if func in _DATA_FACTORIES and not has_tensor(args) and not has_tensor(kwargs):
            return self.from_data(func, args, kwargs, location())
        if route == "setitem":
            self.known.clear()
            loc = location()
            indexing.setitem(self, func, args, kwargs, loc)
            return None
        if name == "__getitem__" and len(args) == 2:
            indexing.refuse_mask(args[1], location())
        if route == "aten" and name in _WHOLE_ATEN and not kwargs:
            return self.whole_aten(func, _WHOLE_ATEN[name](args), args, location())
        if route == "aten":
            return self.decompose(func, name, args, kwargs, location())
        if name in VALUE_READS:
            r = constants.evaluate(self, func, args, kwargs, raise_errors=True)
            if r is not None:  # a trace-time constant's value; an array of its own (numpy() shares memory)
                return r[0].copy() if hasattr(r[0], "__array_interface__") else r[0]
        # A write the name does not say (F.relu(x, inplace=True), nn.ReLU(inplace=True),
        # out=): the stand-in's version counter moves.
        versions = None if inplace else _versions(args, kwargs)
        try:
            with torch.no_grad():  # the stand-ins run with this call's float values
                if self.meta_device and self.is_factory(name, args, kwargs):  # made on the meta device
                    meta_out = func(*values_args, **{**values_kwargs, "device": "meta"})
                else:
                    meta_out = func(*values_args, **values_kwargs)
        except Exception as e:
            loc = location()
            if isinstance(e, FulgurError):
                raise
            if name in VALUE_READS:
                raise FulgurError(
                    f"fulgur.jit: {qualified(func)} reads a tensor's value{where(loc)}; while tracing, "
                    f"tensors have shapes but no values, so Python control flow on tensor values cannot be "
                    f"captured (use torch.where, or torch.compile(..., backend='fulgur'), which breaks the "
                    f"graph there)") from None
            raise FulgurError(f"fulgur.jit: {qualified(func)} failed on the traced shapes{where(loc)}: "
                              f"{type(e).__name__}: {e}") from None
        if versions and any(t._version != v for t, v in versions):
            # Recorded at the ATen level, where the write is the in-place
            # overload (aten::relu_), recorded as its functional form and a
            # write into the argument.
            if nums:
                raise numbers.Specialize(numbers.inputs_of(nums), f"{qualified(func)} writing in place")
            self.known.clear()
            return self.decompose(func, name, args, kwargs, location())
        if not inplace and not has_tensor(meta_out):
            return meta_out  # metadata (x.shape, x.size(-1), x.dtype, ...)
        if not any(has_tensor(a) for a in args) and not has_tensor(kwargs) and not self.is_factory(name, args, kwargs):
            raise UnsupportedError(f"fulgur.jit: {qualified(func)} is not supported{where(location())}")
        loc = location()
        if has_library_only(meta_out) or has_library_only(args) or has_library_only(kwargs):
            # fulgur's own ops are real: libtorch computes complex and
            # uint16/32/64 values.
            if nums:
                raise numbers.Specialize(numbers.inputs_of(nums), f"{qualified(func)} on complex or uint16/32/64 tensors")
            return self.decompose(func, name, args, kwargs, loc)
        try:
            traced = self.translate(func, name, args, kwargs, meta_out, inplace, loc)
            if traced is not None:
                self.check_and_bind(func, meta_out, traced, loc)
                if not inplace and not nums and (name in _BINARY_DUNDERS or name in _UNARY_DUNDERS or
                                                 constants.torch_is_deterministic(_ALIASES.get(name, name))):
                    constants.propagate(self, func, args, kwargs, meta_out)
                return meta_out
        except FulgurError as e:
            if nums:  # an op that takes only literal numbers there
                raise numbers.Specialize(numbers.inputs_of(nums), f"{qualified(func)}: {e}") from None
            # An ltorch op that refuses these arguments (a keyword it does not
            # take, a form it does not have) or disagrees with torch's result
            # type: PyTorch's own decomposition may still capture the call.
            # What the failed attempt recorded is dead code (DCE drops it);
            # an in-place op may have written already, so it is not retried.
            if inplace or isinstance(e, UnsupportedError) and "boolean mask" in str(e):
                raise
            try:
                return self.decompose(func, name, args, kwargs, loc)
            except FulgurError:
                raise e from None
        if nums:
            raise numbers.Specialize(numbers.inputs_of(nums), f"{qualified(func)} at the ATen level")
        return self.decompose(func, name, args, kwargs, loc)  # the translation leaves it to the ATen level

    def whole_aten(self, func, op, args, loc):
        """One ATen op for the whole call, as libtorch runs it (the RNNs: their
        CPU kernels' workspaces differ from what their meta kernels say)."""
        with torch.no_grad():
            try:
                out = func(*args)
            except Exception as e:
                raise FulgurError(f"fulgur.jit: {qualified(func)} failed on the traced shapes{where(loc)}: "
                                  f"{type(e).__name__}: {e}") from None
        name, _, overload = op.partition(".")
        traced = self.record(name, list(args), {}, loc, aten=True, overload=overload)
        self.check_and_bind(func, out, traced, loc)
        return out

    def decompose(self, func, name, args, kwargs, loc):
        """Runs `func` with its ATen calls recorded (aten.py)."""
        if name in ("__setitem__",):
            raise FulgurError("fulgur.jit: internal: __setitem__ reached decompose")
        with torch.no_grad(), self.aten_level(loc):
            try:
                out = func(*args, **kwargs)
            except (FulgurError, LiftConstant):
                raise
            except Exception as e:
                raise FulgurError(f"fulgur.jit: {qualified(func)} failed on the traced shapes{where(loc)}: "
                                  f"{type(e).__name__}: {e}") from None
        self.check_bound(func, out, loc)
        return out

    def check_bound(self, func, out, loc):
        """Every tensor a decomposed call returns was recorded (or is a result
        whose fake type libtorch contradicts: an error where it is used)."""
        if isinstance(out, torch.Tensor):
            if not self.disagreed(out):
                self.traced_of(out, loc)
        elif isinstance(out, (tuple, list)):
            for o in out:
                self.check_bound(func, o, loc)

    @staticmethod
    def is_factory(name, args, kwargs):
        """torch.zeros(...), torch.arange(...): no tensor arguments, and an op to record."""
        if any(has_tensor(a) for a in args) or has_tensor(kwargs):
            return False
        return name in CREATION or _C.has_op(f"ltorch.{name}")

    def translate(self, func, name, args, kwargs, meta_out, inplace, loc):
        if inplace:
            return self.translate_inplace(func, name, args, kwargs, meta_out, loc)
        # The same tensor back (x.to(x.dtype), x.contiguous(), x.float() of an f32 x): no op.
        if isinstance(meta_out, torch.Tensor) and args and meta_out is args[0]:
            return self.traced_of(args[0], loc)
        r = self.translate_functional(func, name, args, kwargs, loc)
        if r is None:
            return None
        if name in _VIEW_OPS and args and isinstance(args[0], torch.Tensor):
            base = self.traced_of(args[0], loc)
            if isinstance(r, (tuple, list)):
                return type(r)(base.view_result(x) for x in r)
            return base.view_result(r)
        return r

    def translate_inplace(self, func, name, args, kwargs, meta_out, loc):
        self.known.clear()  # a view of the written tensor may be known
        self_t = args[0]
        target = self.traced_of(self_t, loc)
        fname = INPLACE_DUNDERS[name] if name in INPLACE_DUNDERS else name[:-1]
        if fname == "copy":
            value = self.traced_of(args[1], loc) if isinstance(args[1], torch.Tensor) else None
            if value is None:
                raise UnsupportedError(f"fulgur.jit: copy_ from a non-tensor{where(loc)}")
        elif fname in ("zero", "fill"):
            fill = 0 if fname == "zero" else args[1]
            if isinstance(fill, torch.Tensor):
                value = self.traced_of(fill, loc)
            else:
                value = self.record("prims.full", [tuple(self_t.shape), fill],
                                    {"device": "cpu", "dtype": self_t.dtype}, loc)
            if self_t.dtype.is_floating_point:
                # where(True, fill, x): the same values, and the result stays on
                # autograd's path from x (its gradient zero), as eager's does.
                keep = self.record("prims.full", [tuple(self_t.shape), True], {"device": "cpu", "dtype": torch.bool},
                                   loc)
                value = self.record("ltorch.where", [keep, value, self_t], {}, loc)
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
                if args[0].dtype != torch.bool:
                    return None  # aten.bitwise_not
                op = "logical_not"
            return self.record(f"ltorch.{op}", [args[0]], {}, loc)
        if name == "__getitem__":
            return indexing.getitem(self, func, args, kwargs, loc)
        special = SPECIAL.get(name)
        if special is not None:
            return special(self, func, args, kwargs, loc)
        if not _C.has_op(f"ltorch.{name}"):
            name = _ALIASES.get(name, name)
        return self.record(f"ltorch.{name}", list(args), kwargs, loc)

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

    def check_and_bind(self, func, meta_out, traced, loc, fallback=False):
        """Binds stand-in result `meta_out` to `traced` after checking their
        shapes and dtypes agree. `fallback`: `traced` is what libtorch's own
        kernel gives (the fallback, probed on the traced device); where
        PyTorch's fake tensor says otherwise (a secondary result of a few ops,
        a bf16 embedding_bag's offset2bag), the fake one is wrong, and the
        stand-in is an error if the function uses it."""
        if isinstance(meta_out, torch.Tensor):
            if not isinstance(traced, _C.Traced):
                raise FulgurError(f"fulgur.jit: {qualified(func)} gave {type(traced).__name__} where torch "
                                  f"gives a tensor{where(loc)}")
            want = (tuple(meta_out.shape), meta_out.dtype)
            got = (tuple(traced.shape), torch_dtype(traced.dtype))
            if want != got:
                message = (f"fulgur.jit: {qualified(func)}: fulgur's op gives {got[1]}{list(got[0])} "
                           f"where torch gives {want[1]}{list(want[0])}")
                if not fallback:
                    raise FulgurError(message + where(loc))
                self.env[id(meta_out)] = (meta_out, _Disagreed(
                    f"{message} (PyTorch's fake tensor and libtorch's kernel disagree{where(loc)})"))
                return
            self.bind(meta_out, traced)
            return
        if isinstance(meta_out, (tuple, list)):
            if not isinstance(traced, (tuple, list)) or len(traced) != len(meta_out):
                raise FulgurError(f"fulgur.jit: {qualified(func)}: fulgur's op returns a different number of "
                                  f"values than torch's{where(loc)}")
            for m, t in zip(meta_out, traced):
                self.check_and_bind(func, m, t, loc, fallback)


def _versions(args, kwargs):
    """(tensor, its version counter) of each tensor argument (top level, and in
    a list), to see a write a call's name does not say."""
    out = []
    for a in list(args) + list(kwargs.values()):
        for t in (a if isinstance(a, (tuple, list)) else (a,)):
            if isinstance(t, torch.Tensor):
                out.append((t, t._version))
    return out


class _Disagreed:
    """The binding of a stand-in whose fake type differs from what libtorch computes."""

    def __init__(self, message):
        self.message = message


_CONSTANT_DTYPES = (torch.float64, torch.float32, torch.float16, torch.bfloat16, torch.int64, torch.int32,
                    torch.int16, torch.int8, torch.uint8, torch.bool)
# Torch functions recorded as one ATen op (name -> the overload its arguments pick).
_RNN_OVERLOAD = lambda args: "input" if len(args) > 1 and isinstance(args[1], (list, tuple)) else "data"
_WHOLE_ATEN = {n: (lambda n: lambda args: f"{n}.{_RNN_OVERLOAD(args)}")(n) for n in ("lstm", "gru", "rnn_tanh",
                                                                                   "rnn_relu")}
# Tensors made from Python data (a constant of the trace).
_DATA_FACTORIES = {torch.tensor, torch.as_tensor, torch.asarray, torch.scalar_tensor}
# Calls that need no recording and must not be run on swapped arguments.
_PASS_THROUGH = {torch.Tensor.__repr__, torch.Tensor.__format__, torch.Tensor.__str__,
                 torch._C._set_grad_enabled, torch.is_grad_enabled}
