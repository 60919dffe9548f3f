"""Python numbers as number inputs of a program (fulgur.jit's default for
floats, and for an int once it changes between calls).

Such an argument of a jitted function is not baked into the trace: it is a
number input of the program, so a learning rate or a scale that changes from
call to call runs the same compiled program. While the function is captured
the number is a ``NumberProxy``:

- arithmetic with other numbers (``lr * 0.5``, ``-s``, ``s + t``) records
  number ops the program computes when it runs;
- a torch call with it (``x * s``, ``torch.mul(x, s)``, ``x.add(s)``,
  ``torch.clamp(x, min=s)``) records the ltorch op with the number input as
  its operand; the stand-ins run with the number's value of this call;
- anything that needs the value while tracing (``if s > 0``, ``float(s)``,
  ``math.sqrt(s)``, a shape, a dim or an index (``__index__``),
  ``s / t`` of two numbers — Python raises on a zero
  divisor, the program would not —, an op that takes only literal numbers,
  an op recorded at the ATen level, a number returned) raises ``Specialize``:
  fulgur.jit captures again with those arguments as constants of the program
  (keyed by value, as ints, bools and strings always are).

``fulgur.jit(f, specialize_numbers=True)`` makes every number a constant.
"""

import operator

import torch

from .. import _C
from .common import location, map_args


class Specialize(BaseException):
    """The capture needs the value of the number inputs `inputs` (their indices
    among the call's inputs): capture again with them as constants. A
    BaseException, so that the user's ``except Exception`` does not swallow
    it."""

    def __init__(self, inputs, why):
        super().__init__(why)
        self.inputs = frozenset(inputs)
        self.why = why


# Number-with-number ops recorded in the program; the others specialize.
_ARITH = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}


class NumberProxy:
    """A number input (or a number computed from them) of the program being captured: `traced`, the number in the
    trace; `value`, its value in this call (what the stand-ins run with);
    `inputs`, the number inputs it is computed from."""

    __slots__ = ("cap", "traced", "value", "inputs")

    def __init__(self, cap, traced, value, inputs):
        self.cap = cap
        self.traced = traced
        self.value = value
        self.inputs = frozenset(inputs)

    def specialize(self, why):
        raise Specialize(self.inputs, f"{why} needs the value of a number argument while tracing")

    # torch's argument parser takes an object with __torch_function__ where
    # a tensor may go, so torch.mul(x, s) reaches the capture's mode; outside
    # a capture no NumberProxy exists.
    @classmethod
    def __torch_function__(cls, func, types, args=(), kwargs=None):
        return NotImplemented

    def __repr__(self):
        return f"<fulgur number input {self.traced.name} (this call: {self.value!r})>"

    def _number_op(self, op, other, swapped):
        if isinstance(other, NumberProxy):
            o_traced, o_value, inputs = other.traced, other.value, self.inputs | other.inputs
        elif type(other) in (int, float, bool):
            o_traced = o_value = other
            inputs = self.inputs
        else:
            return NotImplemented  # a tensor: its reflected operator reaches the capture's mode
        a, b = (o_traced, self.traced) if swapped else (self.traced, o_traced)
        va, vb = (o_value, self.value) if swapped else (self.value, o_value)
        file, line, text = location()
        r = self.cap.tracer.call(f"ltorch.{op}", [a, b], {}, file, line, text)
        return wrap(self.cap, r, _ARITH[op](va, vb), inputs)

    def __add__(self, o):
        return self._number_op("add", o, False)

    def __radd__(self, o):
        return self._number_op("add", o, True)

    def __sub__(self, o):
        return self._number_op("sub", o, False)

    def __rsub__(self, o):
        return self._number_op("sub", o, True)

    def __mul__(self, o):
        return self._number_op("mul", o, False)

    def __rmul__(self, o):
        return self._number_op("mul", o, True)

    def _needs_value(name):
        def f(self, *args):
            if name in _REFLECTABLE and args and isinstance(args[0], torch.Tensor):
                return NotImplemented  # s / x, s ** x: the tensor's reflected operator
            self.specialize(_WHAT.get(name, name))
        f.__name__ = name
        return f

    for _name in ("__truediv__", "__rtruediv__", "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__",
                  "__pow__", "__rpow__", "__divmod__", "__rdivmod__", "__eq__", "__ne__", "__lt__", "__le__",
                  "__gt__", "__ge__", "__bool__", "__float__", "__int__", "__index__", "__complex__", "__round__",
                  "__trunc__", "__floor__", "__ceil__", "__hash__", "__format__", "__str__"):
        locals()[_name] = _needs_value(_name)
    del _name, _needs_value

    def __neg__(self):
        file, line, text = location()
        r = self.cap.tracer.call("ltorch.neg", [self.traced], {}, file, line, text)
        return wrap(self.cap, r, -self.value, self.inputs)

    def __pos__(self):
        return self

    def __abs__(self):
        file, line, text = location()
        r = self.cap.tracer.call("ltorch.abs", [self.traced], {}, file, line, text)
        return wrap(self.cap, r, abs(self.value), self.inputs)


# Operators whose other operand may be a tensor (then the tensor's reflected
# operator records the op with the number input as its operand).
_REFLECTABLE = {"__truediv__", "__rtruediv__", "__pow__", "__rpow__", "__floordiv__", "__rfloordiv__", "__mod__",
                "__rmod__", "__eq__", "__ne__", "__lt__", "__le__", "__gt__", "__ge__"}
_WHAT = {"__bool__": "Python control flow on it (bool())", "__float__": "float()", "__int__": "int()",
         "__index__": "using it as an index", "__hash__": "hashing it", "__format__": "formatting it",
         "__str__": "str()", "__truediv__": "dividing two numbers", "__rtruediv__": "dividing two numbers",
         "__pow__": "a power of two numbers", "__rpow__": "a power of two numbers"}


def wrap(cap, r, value, inputs):
    """The result of a number op: a NumberProxy, or the number itself when the
    op folded it (every operand known)."""
    if isinstance(r, _C.Traced) and r.is_number:
        return NumberProxy(cap, r, value, inputs)
    return r


def find(x, found=None):
    """The NumberProxies in a call's arguments (inside tuples, lists and dicts)."""
    if found is None:
        found = []
    if isinstance(x, NumberProxy):
        found.append(x)
    elif isinstance(x, (tuple, list)):
        for v in x:
            find(v, found)
    elif isinstance(x, dict):
        for v in x.values():
            find(v, found)
    return found


def values(x):
    """`x` with each NumberProxy replaced by its value in this call (what the
    stand-ins run with)."""
    return map_args(x, lambda v: v.value if isinstance(v, NumberProxy) else v)


def inputs_of(proxies):
    out = set()
    for p in proxies:
        out |= p.inputs
    return out


__all__ = ["NumberProxy", "Specialize", "find", "values", "inputs_of", "wrap"]
