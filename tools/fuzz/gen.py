"""Random well-typed ltorch programs for differential fuzzing.

Each program is trace text (the format `fulgur print` reads): random inputs
(shapes with size-0 and size-1 dims, every dtype the op accepts, strided
non-contiguous layouts) and a chain of ltorch ops over them. The generator
tracks, per value, its dtype, shape, an interval holding every value it can
take (inputs are drawn in [-2, 2], integers in [-5, 5]: runtime/inputs.cpp)
and whether the value is *exact* (computed with no rounding, so both the
compiled code and libtorch get the same bits). It uses that to stay inside
each op's domain (log of a positive value, a divisor away from zero, exp of a
bounded value, no integer overflow) and to keep discontinuous ops (floor,
comparisons, float -> int casts, fmod) on exact values: a rounding difference
of one ulp there would flip a result and look like a bug without being one.

Nothing here uses more than the Python standard library.
"""

import math
import random
import re

FLOATS = ["f32", "f64", "f16", "bf16"]
INTS = ["i64", "i32"]
SMALL_INTS = ["i16", "i8", "u8"]
TORCH_NAME = {
    "f64": "torch.float64", "f32": "torch.float32", "f16": "torch.float16",
    "bf16": "torch.bfloat16", "i64": "torch.int64", "i32": "torch.int32",
    "i16": "torch.int16", "i8": "torch.int8", "u8": "torch.uint8", "b8": "torch.bool",
}
INT_RANGE = {"i64": 2**62, "i32": 2**31 - 1, "i16": 2**15 - 1, "i8": 127, "u8": 255}
# Largest magnitude a float value may reach (f16 overflows at 65504).
FLOAT_LIMIT = {"f16": 3.0e4, "bf16": 1.0e6, "f32": 1.0e6, "f64": 1.0e6}

# Loosest tolerance (rtol, atol) by dtype; runtime/inputs.cpp tolerance_for.
TOLERANCE = {"f64": (1e-7, 1e-7), "f32": (1e-4, 1e-5), "f16": (1e-2, 1e-3),
             "bf16": (4e-2, 1e-2)}


def is_float(dt):
    return dt in FLOATS


def is_int(dt):
    return dt in INTS or dt in SMALL_INTS


_FLOAT_ORDER = {"f16": 1, "bf16": 1, "f32": 2, "f64": 3}
_INT_ORDER = {"u8": 1, "i8": 1, "i16": 2, "i32": 3, "i64": 4}


def promote_types(a, b):
    """torch.promote_types for the dtypes fulgur knows."""
    if a == b:
        return a
    if a == "b8":
        return b
    if b == "b8":
        return a
    if is_float(a) and is_float(b):
        if {a, b} == {"f16", "bf16"}:
            return "f32"
        return a if _FLOAT_ORDER[a] > _FLOAT_ORDER[b] else b
    if is_float(a):
        return a
    if is_float(b):
        return b
    if {a, b} == {"u8", "i8"}:
        return "i16"
    return a if _INT_ORDER[a] > _INT_ORDER[b] else b


def category(dt):
    return 2 if is_float(dt) else (1 if is_int(dt) else 0)


def result_type(operands):
    """PyTorch's result_type over tensors (Val) and Python numbers (int/float)."""
    dim = zero = wrapped = None
    for o in operands:
        if isinstance(o, Val):
            if o.shape:
                dim = o.dtype if dim is None else promote_types(dim, o.dtype)
            else:
                zero = o.dtype if zero is None else promote_types(zero, o.dtype)
        else:
            w = "f32" if isinstance(o, float) else ("b8" if isinstance(o, bool) else "i64")
            wrapped = w if wrapped is None else promote_types(wrapped, w)

    def combine(higher, lower):
        if higher is None:
            return lower
        if lower is None:
            return higher
        if is_float(higher):
            return higher
        if higher == "b8" or is_float(lower):
            return promote_types(higher, lower)
        if category(lower) > category(higher):
            return promote_types(higher, lower)
        return higher

    return combine(dim, combine(zero, wrapped))


def broadcast(a, b):
    out = []
    for i in range(max(len(a), len(b))):
        x = a[len(a) - 1 - i] if i < len(a) else 1
        y = b[len(b) - 1 - i] if i < len(b) else 1
        if x != y and x != 1 and y != 1:
            return None
        out.append(y if x == 1 else x)
    return list(reversed(out))


def numel(shape):
    n = 1
    for d in shape:
        n *= d
    return n


class Val:
    def __init__(self, name, dtype, shape, lo, hi, exact, is_input=False):
        self.name, self.dtype, self.shape = name, dtype, list(shape)
        self.lo, self.hi, self.exact, self.is_input = float(lo), float(hi), exact, is_input
        self.uses = 0
        # May repeat values along a dim (a 0 stride, expand, broadcasting):
        # normalizing over such a dim divides rounding noise by sqrt(eps).
        self.repeats = False

    @property
    def bound(self):
        return max(abs(self.lo), abs(self.hi))


def fmt_float(x):
    r = repr(float(x))
    return r


class Generator:
    """One program per call of `program()`; `rng` decides everything."""

    def __init__(self, rng, max_ops=10):
        self.rng = rng
        self.max_ops = max_ops

    # ---- helpers -------------------------------------------------------------
    def pick(self, xs):
        return xs[self.rng.randrange(len(xs))]

    def chance(self, p):
        return self.rng.random() < p

    def new_name(self):
        self.counter += 1
        return "t%d" % (self.counter - 1)

    def emit(self, text):
        self.lines.append("  " + text)

    def add_input(self, dtype, shape, strided=None):
        name = "a%d" % len(self.inputs)
        lo, hi = {
            "b8": (0, 1), "u8": (0, 10)}.get(dtype, (-5, 5) if is_int(dtype) else (-2.5, 2.5))
        v = Val(name, dtype, shape, lo, hi, exact=True, is_input=True)
        type_str = "cpu %s[%s]" % (dtype, ", ".join(str(d) for d in shape))
        if strided is None:
            strided = len(shape) >= 1 and self.chance(0.3)
        if strided:
            strides = self.strides_for(shape)
            v.repeats = 0 in strides
            type_str += " strides=(%s)" % ", ".join(str(s) for s in strides)
        self.inputs.append((name, type_str))
        self.vals.append(v)
        return v

    def strides_for(self, shape):
        """A non-contiguous layout: a permuted order, padded rows, or a broadcast (0) stride."""
        n = len(shape)
        order = list(range(n))
        kind = self.rng.randrange(3)
        if kind == 0 or n == 1:
            self.rng.shuffle(order)  # order[0] is the outermost dim in memory
        strides = [0] * n
        step = 1
        for i in reversed(order):
            strides[i] = step
            pad = self.rng.choice([0, 1, 3]) if kind == 1 else 0
            step *= max(shape[i], 1) + pad
        if kind == 2:
            ones = [i for i in range(n) if shape[i] > 1]
            if ones:
                strides[self.pick(ones)] = 0
        if n == 1 and kind != 2:
            strides[0] = self.rng.choice([1, 2, 3])
        return strides

    def random_shape(self, rank=None):
        if rank is None:
            rank = self.rng.choice([0, 1, 1, 2, 2, 2, 3, 3, 4])
        dims = []
        for _ in range(rank):
            r = self.rng.random()
            if r < 0.04:
                dims.append(0)
            elif r < 0.25:
                dims.append(1)
            else:
                dims.append(self.rng.choice([2, 3, 4, 5, 7, 8, 16, 33]))
        return dims

    def broadcast_partner_shape(self, shape):
        """A shape that broadcasts with `shape`: a suffix with some dims set to 1."""
        k = self.rng.randint(0, len(shape))
        s = list(shape[len(shape) - k:])
        for i in range(len(s)):
            if self.chance(0.3):
                s[i] = 1
        return s

    def clamp_ok(self, dt, lo, hi):
        if is_float(dt):
            lim = FLOAT_LIMIT[dt]
            return math.isfinite(lo) and math.isfinite(hi) and max(abs(lo), abs(hi)) <= lim
        if dt == "b8":
            return True
        if dt == "u8":
            return lo >= 0 and hi <= 255
        r = INT_RANGE[dt]
        return -r <= lo and hi <= r

    def result(self, dtype, shape, lo, hi, exact, call):
        if not self.clamp_ok(dtype, lo, hi):
            return None
        v = Val(self.new_name(), dtype, shape, lo, hi, exact)
        used = [u for u in self.vals if re.search(r"\b%s\b" % re.escape(u.name), call)]
        v.repeats = "expand(" in call or any(u.repeats or (u.shape != shape and numel(shape) > 1)
                                             for u in used)
        self.emit("%s = %s" % (v.name, call))
        self.vals.append(v)
        return v

    def operand(self, pred=lambda v: True):
        cands = [v for v in self.vals if pred(v)]
        if not cands:
            return None
        # Prefer recent values so programs are chains, not forests.
        weights = [1.0 + 2.0 * (i >= len(cands) - 3) for i in range(len(cands))]
        return self.rng.choices(cands, weights)[0]

    # ---- ops -------------------------------------------------------------------
    def op_unary(self):
        x = self.operand(lambda v: v.dtype != "b8")
        if x is None:
            return None
        f = is_float(x.dtype)
        lo, hi = x.lo, x.hi
        choices = []
        if f or x.dtype in ("i64", "i32"):
            choices += ["neg", "abs", "relu"]
        else:
            choices += ["neg", "abs"]
        if x.dtype == "u8":
            choices = ["abs"]
        if f:
            choices += ["sin", "cos", "tanh", "erf", "sigmoid", "gelu", "silu"]
            if hi <= 5:
                choices += ["exp", "exp2"]
            if lo >= 0.1:
                choices += ["log", "sqrt", "rsqrt", "reciprocal"]
            if lo > -0.9:
                choices += ["log1p"]
            if x.exact:
                choices += ["floor", "ceil", "round", "sign"]
        elif x.exact:
            choices += ["sign", "floor"]
            if x.dtype == "i64" and hi <= 5:
                choices += ["exp", "sigmoid"]
            if x.dtype == "i64" and lo >= 1:
                choices += ["sqrt"]
            if x.dtype == "i32" and lo >= 1:
                choices += ["log"]
        op = self.pick(choices)
        out_dt = x.dtype if (f or op in ("neg", "abs", "relu", "sign", "floor")) else "f32"
        exact = x.exact and op in ("neg", "abs", "relu", "sign", "floor", "ceil", "round")
        b = x.bound
        m = {
            "neg": lambda: (-hi, -lo),
            "abs": lambda: (0 if lo <= 0 <= hi else min(abs(lo), abs(hi)), b),
            "relu": lambda: (max(lo, 0), max(hi, 0)), "sin": lambda: (-1, 1),
            "cos": lambda: (-1, 1), "tanh": lambda: (-1, 1), "erf": lambda: (-1, 1),
            "sigmoid": lambda: (0, 1), "gelu": lambda: (-0.2, max(hi, 0)),
            "silu": lambda: (-0.3, max(hi, 0)),
            "exp": lambda: (math.exp(max(lo, -700)), math.exp(hi)),
            "exp2": lambda: (2.0**max(lo, -1000), 2.0**hi),
            "log": lambda: (math.log(lo), math.log(hi)),
            "sqrt": lambda: (math.sqrt(max(lo, 0)), math.sqrt(max(hi, 0))),
            "rsqrt": lambda: (1 / math.sqrt(hi), 1 / math.sqrt(lo)),
            "reciprocal": lambda: (1 / hi, 1 / lo),
            "log1p": lambda: (math.log1p(lo), math.log1p(hi)),
            "floor": lambda: (math.floor(lo), math.floor(hi)),
            "ceil": lambda: (math.ceil(lo), math.ceil(hi)),
            "round": lambda: (round(lo) - 1, round(hi) + 1), "sign": lambda: (-1, 1),
        }[op]()
        call = "ltorch.%s(%s)" % (op, x.name)
        if op == "gelu" and self.chance(0.5):
            call = "ltorch.gelu(%s, approximate='tanh')" % x.name
        return self.result(out_dt, x.shape, m[0], m[1], exact, call)

    def scalar_or_tensor_partner(self, x, allow_scalar=True, pred=lambda v: True):
        """A second operand: another value that broadcasts with x, a 0-dim value,
        a Python number, or a fresh input of a broadcastable shape."""
        r = self.rng.random()
        if allow_scalar and r < 0.2:
            if is_float(x.dtype) or self.chance(0.5):
                return self.pick([0.5, 2.0, -1.5, 3.0, 0.25])
            return self.pick([1, 2, -3, 3])
        if r < 0.6:
            c = self.operand(lambda v: v is not x and v.dtype != "b8" and
                             broadcast(v.shape, x.shape) is not None and pred(v))
            if c is not None:
                return c
        dt = x.dtype if self.chance(0.7) else self.pick(FLOATS + INTS + ["u8"])
        shape = self.broadcast_partner_shape(x.shape) if self.chance(0.8) else []
        return self.add_input(dt, shape)

    @staticmethod
    def interval(o):
        if isinstance(o, Val):
            return o.lo, o.hi, o.exact
        return float(o), float(o), True

    def op_binary(self):
        x = self.operand(lambda v: v.dtype != "b8")
        if x is None:
            return None
        op = self.pick(["add", "sub", "mul", "mul", "div", "maximum", "minimum", "pow", "fmod",
                        "div_mode"])
        y = self.scalar_or_tensor_partner(x, allow_scalar=op not in ("maximum", "minimum"))
        if isinstance(y, Val) and y.dtype == "b8":
            return None
        a, b = (y, x) if (op in ("add", "mul") and self.chance(0.3)) else (x, y)
        alo, ahi, aex = self.interval(a)
        blo, bhi, bex = self.interval(b)
        shape = broadcast(a.shape if isinstance(a, Val) else [], b.shape if isinstance(b, Val) else [])
        if shape is None:
            return None
        dt = result_type([a, b])
        an, bn = (o.name if isinstance(o, Val) else repr(o) for o in (a, b))
        integral = not is_float(dt)
        if op in ("add", "sub"):
            if op == "sub":
                blo, bhi = -bhi, -blo
            lo, hi = alo + blo, ahi + bhi
            extra = ""
            if self.chance(0.15) and isinstance(b, Val):
                alpha = self.pick([2, -1]) if integral else self.pick([2, 0.5])
                lo, hi = (alo + min(alpha * blo, alpha * bhi), ahi + max(alpha * blo, alpha * bhi))
                extra = ", alpha=%r" % alpha
            return self.result(dt, shape, lo, hi, aex and bex and integral,
                               "ltorch.%s(%s, %s%s)" % (op, an, bn, extra))
        if op == "mul":
            ps = [alo * blo, alo * bhi, ahi * blo, ahi * bhi]
            return self.result(dt, shape, min(ps), max(ps), aex and bex and integral,
                               "ltorch.mul(%s, %s)" % (an, bn))
        if op in ("maximum", "minimum"):
            if not isinstance(b, Val):
                return None
            f = max if op == "maximum" else min
            return self.result(dt, shape, f(alo, blo), f(ahi, bhi), aex and bex,
                               "ltorch.%s(%s, %s)" % (op, an, bn))
        if op == "div":
            if blo < 0.25 and bhi > -0.25:
                return None
            if category(result_type([a, b])) < 2 and not (aex and bex):
                return None
            dt = dt if is_float(dt) else "f32"
            ps = [alo / blo, alo / bhi, ahi / blo, ahi / bhi]
            return self.result(dt, shape, min(ps), max(ps), False, "ltorch.div(%s, %s)" % (an, bn))
        if op == "div_mode":
            if not (aex and bex) or (blo < 1 and bhi > -1) or dt in ("f16", "bf16"):
                return None
            if not (is_float(dt) or dt == "i64"):
                return None
            mode = self.pick(["trunc", "floor"])
            m = max(abs(alo), abs(ahi)) + 1
            return self.result(dt, shape, -m, m, False,
                               "ltorch.div(%s, %s, rounding_mode='%s')" % (an, bn, mode))
        if op == "fmod":
            if not (aex and bex) or (blo < 1 and bhi > -1):
                return None
            if not (is_float(dt) or dt == "i64"):
                return None
            m = max(abs(blo), abs(bhi))
            return self.result(dt, shape, -m, m, False, "ltorch.fmod(%s, %s)" % (an, bn))
        if op == "pow":
            if not is_float(dt) or alo < 0.25:
                return None
            if isinstance(b, Val):
                if max(abs(blo), abs(bhi)) > 3:
                    return None
            e = max(abs(blo), abs(bhi))
            hi = max(ahi, 1 / alo) ** e
            return self.result(dt, shape, -hi if blo < 0 and False else 0, hi, False,
                               "ltorch.pow(%s, %s)" % (an, bn))
        return None

    def op_compare(self):
        x = self.operand(lambda v: v.exact)
        if x is None:
            return None
        op = self.pick(["eq", "ne", "lt", "le", "gt", "ge"])
        y = self.scalar_or_tensor_partner(x, pred=lambda v: v.exact)
        if isinstance(y, Val) and not y.exact:
            return None
        if isinstance(y, Val) and (y.dtype == "b8") != (x.dtype == "b8"):
            return None
        shape = broadcast(x.shape, y.shape if isinstance(y, Val) else [])
        if shape is None:
            return None
        yn = y.name if isinstance(y, Val) else repr(y)
        return self.result("b8", shape, 0, 1, True, "ltorch.%s(%s, %s)" % (op, x.name, yn))

    def op_logical(self):
        x = self.operand(lambda v: v.exact)
        if x is None:
            return None
        if self.chance(0.3):
            return self.result("b8", x.shape, 0, 1, True, "ltorch.logical_not(%s)" % x.name)
        op = self.pick(["logical_and", "logical_or", "bitwise_and"])
        y = self.operand(lambda v: v.exact and v is not x and broadcast(v.shape, x.shape) is not None)
        if y is None:
            return None
        shape = broadcast(x.shape, y.shape)
        if op == "bitwise_and":
            if is_float(x.dtype) or is_float(y.dtype):
                return None
            dt = result_type([x, y])
            lo = min(0, x.lo, y.lo)
            hi = max(x.hi, y.hi, 0) if min(x.lo, y.lo) < 0 else min(x.hi, y.hi)
            return self.result(dt, shape, lo, max(hi, 0), True,
                               "ltorch.bitwise_and(%s, %s)" % (x.name, y.name))
        return self.result("b8", shape, 0, 1, True, "ltorch.%s(%s, %s)" % (op, x.name, y.name))

    def op_where(self):
        c = self.operand(lambda v: v.dtype == "b8")
        if c is None:
            return None
        a = self.operand(lambda v: v.dtype != "b8" and broadcast(v.shape, c.shape) is not None)
        if a is None:
            return None
        if self.chance(0.3):
            b = self.pick([0.0, 1.0, -2.0]) if is_float(a.dtype) else self.pick([0, 1])
        else:
            b = self.operand(lambda v: broadcast(broadcast(v.shape, c.shape) or [0, 0, 0, 0, 0, 0],
                                                  a.shape) is not None and v.dtype != "b8")
            if b is None:
                return None
        shape = broadcast(broadcast(c.shape, a.shape), b.shape if isinstance(b, Val) else [])
        if shape is None:
            return None
        blo, bhi, bex = self.interval(b)
        dt = result_type([a, b])
        bn = b.name if isinstance(b, Val) else repr(b)
        return self.result(dt, shape, min(a.lo, blo), max(a.hi, bhi), a.exact and bex,
                           "ltorch.where(%s, %s, %s)" % (c.name, a.name, bn))

    def op_cast(self):
        x = self.operand()
        if x is None:
            return None
        dt = self.pick(FLOATS + INTS + ["b8", "u8", "i16"])
        if dt == x.dtype:
            return None
        if is_float(x.dtype) and not is_float(dt) and not x.exact:
            return None  # truncation or != 0 of a rounded value
        if dt == "u8" and x.lo < 0:
            return None
        lo, hi = x.lo, x.hi
        if dt == "b8":
            lo, hi = 0, 1
        elif is_int(dt) and is_float(x.dtype):
            lo, hi = math.trunc(lo), math.trunc(hi)
        exact = x.exact and (not is_float(dt) or _prec(dt) >= _prec(x.dtype))
        if is_float(dt) and is_int(x.dtype) and x.bound > 256:
            exact = False
        return self.result(dt, x.shape, lo, hi, exact, "ltorch.to(%s, %s)" % (x.name, TORCH_NAME[dt]))

    def reduce_dims(self, x):
        r = len(x.shape)
        if r == 0:
            return None, ""
        k = self.rng.randint(1, r)
        dims = sorted(self.rng.sample(range(r), k))
        if len(dims) == 1 and self.chance(0.5):
            d = dims[0] - (r if self.chance(0.3) else 0)
            return dims, str(d)
        return dims, "(%s)" % ", ".join(str(d) for d in dims)

    def op_reduce(self):
        x = self.operand(lambda v: len(v.shape) > 0)
        if x is None:
            return None
        op = self.pick(["sum", "sum", "amax", "amin", "mean", "var", "prod"])
        dims, dtext = self.reduce_dims(x)
        all_dims = self.chance(0.15)
        if all_dims:
            dims = list(range(len(x.shape)))
        keep = self.chance(0.4)
        n = numel([x.shape[d] for d in dims])
        shape = [1 if i in dims else s for i, s in enumerate(x.shape)] if keep else \
            [s for i, s in enumerate(x.shape) if i not in dims]
        args = x.name if all_dims and op in ("sum", "prod", "amax", "amin", "mean", "var") and \
            not keep else "%s, %s%s" % (x.name, dtext, ", True" if keep else "")
        if all_dims and args == x.name:
            shape = []
        if op in ("amax", "amin"):
            if n == 0 or x.dtype == "b8" and False:
                return None
            return self.result(x.dtype, shape, x.lo, x.hi, x.exact, "ltorch.%s(%s)" % (op, args))
        if op in ("mean", "var"):
            if not is_float(x.dtype):
                return None
            if op == "var":
                args = args.replace(", True", ", keepdim=True")
                if self.chance(0.4) and not (all_dims and args == x.name):
                    args += ", correction=%d" % self.pick([0, 1, 2])
                return self.result(x.dtype, shape, 0, x.bound**2 * max(n, 1) + 1, False,
                                   "ltorch.var(%s)" % args)
            return self.result(x.dtype, shape, x.lo, x.hi, False, "ltorch.mean(%s)" % args)
        dt = x.dtype if is_float(x.dtype) else "i64"
        if op == "prod":
            if len(dims) != 1 and args != x.name:
                return None  # torch.prod reduces one dim or all
            if n > 12 or x.bound > 2.5:
                return None
            if x.dtype in ("f16", "bf16") and n > 6:
                return None
            m = max(x.bound, 1.0) ** max(n, 1)
            return self.result(dt, shape, -m, m, x.exact and not is_float(dt), "ltorch.prod(%s)" % args)
        extra = ""
        if is_float(x.dtype) and self.chance(0.15) and args != x.name:
            extra, dt = ", dtype=torch.float64", "f64"
        lo, hi = min(0, x.lo * max(n, 1)), max(0, x.hi * max(n, 1))
        return self.result(dt, shape, lo, hi, x.exact and not is_float(dt),
                           "ltorch.sum(%s%s)" % (args, extra))

    def op_softmax(self):
        x = self.operand(lambda v: is_float(v.dtype))
        if x is None:
            return None
        op = self.pick(["softmax", "log_softmax"])
        r = len(x.shape)
        d = self.rng.randint(-max(r, 1), max(r, 1) - 1) if r else self.pick([0, -1])
        extra = ", dtype=torch.float64" if self.chance(0.1) else ""
        dt = "f64" if extra else x.dtype
        n = x.shape[d] if r else 1
        if op == "softmax":
            return self.result(dt, x.shape, 0, 1, False, "ltorch.softmax(%s, %d%s)" % (x.name, d, extra))
        lo = -(x.hi - x.lo) - math.log(max(n, 1)) - 1
        return self.result(dt, x.shape, lo, 0, False, "ltorch.log_softmax(%s, %d%s)" % (x.name, d, extra))

    def op_norm(self):
        x = self.operand(lambda v: is_float(v.dtype) and len(v.shape) >= 1 and not v.repeats)
        if x is None:
            return None
        k = self.rng.randint(1, min(2, len(x.shape)))
        ns = x.shape[len(x.shape) - k:]
        nst = "(%s)" % ", ".join(str(s) for s in ns) + ("," if k == 1 else "")
        nst = "(%s,)" % ns[0] if k == 1 else "(%s)" % ", ".join(str(s) for s in ns)
        if k == 1 and self.chance(0.2):
            nst = str(ns[0])
        n = numel(ns)
        if self.pick([0, 1]) == 0:
            if n < 2:
                return None  # a variance of one element is 0: the gradient is all rounding noise
            args = "%s, %s" % (x.name, nst)
            w = b = None
            if self.chance(0.6):
                w = self.add_input(x.dtype, ns, strided=False)
                args += ", " + w.name
                if self.chance(0.6):
                    b = self.add_input(x.dtype, ns, strided=False)
                    args += ", " + b.name
            if self.chance(0.3):
                args += ", eps=%s" % self.pick(["1e-05", "0.001"])
            m = math.sqrt(max(n, 1)) * (2.5 if w else 1) + (2.5 if b else 0)
            return self.result(x.dtype, x.shape, -m, m, False, "ltorch.layer_norm(%s)" % args)
        args = "%s, %s" % (x.name, nst)
        if self.chance(0.6):
            w = self.add_input(x.dtype, ns, strided=False)
            args += ", " + w.name
        if self.chance(0.3):
            args += ", eps=1e-06"
        m = math.sqrt(max(n, 1)) * 2.5
        return self.result(x.dtype, x.shape, -m, m, False, "ltorch.rms_norm(%s)" % args)

    def op_linear(self):
        x = self.operand(lambda v: is_float(v.dtype) and len(v.shape) >= 1)
        if x is None:
            return None
        k = x.shape[-1]
        if self.chance(0.5):
            n = self.pick([1, 3, 8, 16])
            w = self.add_input(x.dtype, [n, k])
            args = "%s, %s" % (x.name, w.name)
            m = x.bound * 2.5 * k
            if self.chance(0.6):
                b = self.add_input(x.dtype, [n], strided=False)
                args += ", " + b.name
                m += 2.5
            return self.result(x.dtype, x.shape[:-1] + [n], -m, m, False, "ltorch.linear(%s)" % args)
        # matmul: x @ y with y 1-D, 2-D or batched.
        form = self.rng.randrange(3)
        if form == 0 or len(x.shape) == 1 and self.chance(0.5):
            y = self.add_input(x.dtype, [k])
            out = x.shape[:-1]
        else:
            n = self.pick([1, 2, 5, 8])
            batch = []
            if form == 2 and len(x.shape) >= 2:
                batch = self.broadcast_partner_shape(x.shape[:-2])
            y = self.add_input(x.dtype, batch + [k, n])
            if len(x.shape) == 1:
                out = batch + [n]
            else:
                bb = broadcast(x.shape[:-2], batch)
                out = bb + [x.shape[-2], n]
        m = x.bound * 2.5 * max(k, 1)
        return self.result(x.dtype, out, -m, m, False, "ltorch.matmul(%s, %s)" % (x.name, y.name))

    def op_view(self):
        x = self.operand()
        if x is None:
            return None
        r = len(x.shape)
        kind = self.pick(["reshape", "permute", "transpose", "unsqueeze", "squeeze", "expand",
                          "chunk", "cat", "view"])
        keep = (x.lo, x.hi, x.exact)
        if kind in ("reshape", "view"):
            shape = self.reshape_target(x.shape)
            if shape is None:
                return None
            txt = list(shape)
            if numel(shape) > 0 and txt and self.chance(0.3):
                txt[self.rng.randrange(len(txt))] = -1
            if kind == "view":
                if not x.is_input or "strides" in dict(self.inputs)[x.name]:
                    return None
                return self.result(x.dtype, shape, *keep, "ltorch.view(%s, %s)" % (
                    x.name, ", ".join(str(d) for d in txt) if txt else "()"))
            return self.result(x.dtype, shape, *keep, "ltorch.reshape(%s, (%s%s))" % (
                x.name, ", ".join(str(d) for d in txt), "," if len(txt) == 1 else ""))
        if kind == "permute":
            if r < 2:
                return None
            p = list(range(r))
            self.rng.shuffle(p)
            return self.result(x.dtype, [x.shape[i] for i in p], *keep,
                               "ltorch.permute(%s, %s)" % (x.name, ", ".join(map(str, p))))
        if kind == "transpose":
            if r < 2:
                return None
            a, b = self.rng.sample(range(r), 2)
            s = list(x.shape)
            s[a], s[b] = s[b], s[a]
            return self.result(x.dtype, s, *keep, "ltorch.transpose(%s, %d, %d)" % (x.name, a - r, b))
        if kind == "unsqueeze":
            d = self.rng.randint(0, r)
            s = x.shape[:d] + [1] + x.shape[d:]
            return self.result(x.dtype, s, *keep, "ltorch.unsqueeze(%s, %d)" % (x.name, d))
        if kind == "squeeze":
            ones = [i for i, s in enumerate(x.shape) if s == 1]
            if not ones:
                return None
            if self.chance(0.5):
                s = [d for d in x.shape if d != 1]
                return self.result(x.dtype, s, *keep, "ltorch.squeeze(%s)" % x.name)
            d = self.pick(ones)
            s = x.shape[:d] + x.shape[d + 1:]
            return self.result(x.dtype, s, *keep, "ltorch.squeeze(%s, %d)" % (x.name, d))
        if kind == "expand":
            lead = [self.pick([2, 3])] if self.chance(0.3) and r < 4 else []
            s = lead + [self.pick([2, 3, 4]) if d == 1 and self.chance(0.7) else d for d in x.shape]
            txt = lead + [-1 if (d == s[len(lead) + i] and self.chance(0.3)) else s[len(lead) + i]
                          for i, d in enumerate(x.shape)]
            return self.result(x.dtype, s, *keep, "ltorch.expand(%s, %s)" % (
                x.name, ", ".join(map(str, txt)) if txt else "()"))
        if kind == "chunk":
            if r == 0:
                return None
            d = self.rng.randrange(r)
            n = x.shape[d]
            chunks = self.pick([1, 2, 3])
            if n == 0:
                pieces = [0] * chunks
            else:
                size = -(-n // chunks)
                pieces = [min(size, n - i) for i in range(0, n, size)]
            if self.chance(0.5) or n == 0:
                call = "ltorch.chunk(%s, %d, %d)" % (x.name, chunks, d)
            else:
                call = "ltorch.split(%s, (%s%s), %d)" % (x.name, ", ".join(map(str, pieces)),
                                                          "," if len(pieces) == 1 else "", d)
            outs = []
            for p in pieces:
                s = list(x.shape)
                s[d] = p
                if not self.clamp_ok(x.dtype, x.lo, x.hi):
                    return None
                v = Val(self.new_name(), x.dtype, s, *keep)
                outs.append(v)
            names = ", ".join(v.name for v in outs)
            self.emit("(%s%s) = %s" % (names, "," if len(outs) == 1 else "", call))
            self.vals.extend(outs)
            return outs[-1]
        if kind == "cat":
            if r == 0:
                return None
            d = self.rng.randrange(r)
            others = [v for v in self.vals if v is not x and len(v.shape) == r and v.dtype != "b8" and
                      all(v.shape[i] == x.shape[i] for i in range(r) if i != d)]
            if x.dtype == "b8" or not others:
                s2 = list(x.shape)
                s2[d] = self.pick([0, 1, 2, 3])
                y = self.add_input(x.dtype, s2)
            else:
                y = self.pick(others)
            s = list(x.shape)
            s[d] = x.shape[d] + y.shape[d]
            dt = promote_types(x.dtype, y.dtype)
            br = "[%s, %s]" if self.chance(0.5) else "(%s, %s)"
            return self.result(dt, s, min(x.lo, y.lo), max(x.hi, y.hi), x.exact and y.exact,
                               "ltorch.cat(%s, %d)" % (br % (x.name, y.name), d - (r if self.chance(0.3) else 0)))
        return None

    def reshape_target(self, shape):
        n = numel(shape)
        r = self.rng.randrange(4)
        if r == 0:
            return [n]
        if r == 1 and len(shape) >= 2:
            i = self.rng.randrange(len(shape) - 1)
            return shape[:i] + [shape[i] * shape[i + 1]] + shape[i + 2:]
        if r == 2 and shape:
            i = self.rng.randrange(len(shape))
            d = shape[i]
            fs = [f for f in range(2, d) if d % f == 0]
            if fs:
                f = self.pick(fs)
                return shape[:i] + [f, d // f] + shape[i + 1:]
        if n == 1:
            return []
        return list(reversed(shape)) if numel(shape) == n and len(shape) >= 2 else [n]

    def op_loss(self):
        x = self.operand(lambda v: is_float(v.dtype) and len(v.shape) >= 1)
        if x is None:
            return None
        if self.chance(0.5):
            y = self.add_input(x.dtype, x.shape)
            red = self.pick(["mean", "sum", "none"])
            extra = "" if red == "mean" and self.chance(0.5) else ", reduction='%s'" % red
            shape = x.shape if red == "none" else []
            m = (x.bound + 2.5) ** 2 * (max(numel(x.shape), 1) if red == "sum" else 1)
            return self.result(x.dtype, shape, 0, m, False,
                               "ltorch.mse_loss(%s, %s%s)" % (x.name, y.name, extra))
        # cross_entropy: input [C], [N, C] or [N, C, d]; the target is a fresh i64 input.
        r = len(x.shape)
        if r > 3 or (r >= 2 and x.shape[1] == 0) or (r == 1 and x.shape[0] == 0):
            return None
        tshape = [] if r == 1 else [x.shape[0]] + x.shape[2:]
        t = self.add_input("i64", tshape, strided=False)
        args = "%s, %s" % (x.name, t.name)
        c = x.shape[0] if r == 1 else x.shape[1]
        if self.chance(0.3):
            w = self.add_input(x.dtype, [c], strided=False)
            self.no_grad.add(w.name)  # libtorch takes no gradient for class weights
            args += ", " + w.name
        red = self.pick(["mean", "sum", "none"])
        if red != "mean" or self.chance(0.3):
            args += ", reduction='%s'" % red
        if self.chance(0.2) and c > 1:
            args += ", ignore_index=%d" % self.rng.randrange(c)
        shape = tshape if red == "none" else []
        m = (x.hi - x.lo + math.log(max(c, 1)) + 1) * 2.5 * (max(numel(tshape), 1) if red == "sum" else 1)
        return self.result(x.dtype, shape, -m, m, False, "ltorch.cross_entropy(%s)" % args)

    def op_dropout(self):
        x = self.operand(lambda v: is_float(v.dtype))
        if x is None:
            return None
        return self.result(x.dtype, x.shape, x.lo, x.hi, x.exact,
                           "ltorch.dropout(%s, %s, False)" % (x.name, self.pick(["0.5", "0.0", "0.1"])))

    def op_positive(self):
        """Makes a value with a positive lower bound for the domain-limited ops."""
        x = self.operand(lambda v: is_float(v.dtype))
        if x is None:
            return None
        if x.hi <= 4 and self.chance(0.5):
            return self.result(x.dtype, x.shape, math.exp(x.lo), math.exp(x.hi), False,
                               "ltorch.exp(%s)" % x.name)
        a = self.result(x.dtype, x.shape, 0, x.bound, x.exact, "ltorch.abs(%s)" % x.name)
        if a is None:
            return None
        c = self.pick([0.5, 1.0])
        return self.result(a.dtype, a.shape, c, a.hi + c, False, "ltorch.add(%s, %r)" % (a.name, c))

    def op_domain(self):
        """An op that needs a positive operand (log, sqrt, rsqrt, reciprocal, pow,
        a divisor), on a value proven positive or one made so."""
        x = self.operand(lambda v: is_float(v.dtype) and v.lo >= 0.25)
        if x is None:
            x = self.op_positive()
            if x is None:
                return None
        op = self.pick(["log", "sqrt", "rsqrt", "reciprocal", "pow", "div"])
        lo, hi = x.lo, x.hi
        if op == "log":
            return self.result(x.dtype, x.shape, math.log(lo), math.log(hi), False, "ltorch.log(%s)" % x.name)
        if op == "sqrt":
            return self.result(x.dtype, x.shape, math.sqrt(lo), math.sqrt(hi), False, "ltorch.sqrt(%s)" % x.name)
        if op == "rsqrt":
            return self.result(x.dtype, x.shape, 1 / math.sqrt(hi), 1 / math.sqrt(lo), False,
                               "ltorch.rsqrt(%s)" % x.name)
        if op == "reciprocal":
            return self.result(x.dtype, x.shape, 1 / hi, 1 / lo, False, "ltorch.reciprocal(%s)" % x.name)
        if op == "pow":
            e = self.pick([2, 3, 0.5, -1, 1.5, -0.5])
            ps = [lo ** e, hi ** e]
            return self.result(x.dtype, x.shape, min(ps), max(ps), False, "ltorch.pow(%s, %r)" % (x.name, e))
        y = self.operand(lambda v: v.dtype != "b8" and broadcast(v.shape, x.shape) is not None)
        if y is None:
            return None
        shape = broadcast(y.shape, x.shape)
        dt = result_type([y, x])
        if not is_float(dt):
            dt = "f32"
        ps = [y.lo / lo, y.lo / hi, y.hi / lo, y.hi / hi]
        return self.result(dt, shape, min(ps), max(ps), False, "ltorch.div(%s, %s)" % (y.name, x.name))

    # ---- programs ---------------------------------------------------------------
    def op_extra(self):
        """clamp, square, rsub, flatten, stack, masked_fill, tril/triu, logsumexp, std, argmax/argmin."""
        x = self.operand(lambda v: v.dtype != "b8")
        if x is None:
            return None
        f = is_float(x.dtype)
        r = len(x.shape)
        keep = (x.lo, x.hi, x.exact)
        kind = self.pick(["clamp", "square", "rsub", "flatten", "stack", "masked_fill", "tri",
                          "logsumexp", "std", "argmax"])
        if kind == "argmax":
            # Ties pick the first index: only exact values tie the same way in
            # both implementations.
            if r == 0 or not x.exact or 0 in x.shape:
                return None
            d = self.rng.randrange(r)
            kd = self.chance(0.3)
            shape = [1 if i == d else s for i, s in enumerate(x.shape)] if kd else \
                x.shape[:d] + x.shape[d + 1:]
            return self.result("i64", shape, 0, x.shape[d] - 1, True, "ltorch.%s(%s, %d%s)" % (
                self.pick(["argmax", "argmin"]), x.name, d - (r if self.chance(0.3) else 0),
                ", True" if kd else ""))
        if kind == "clamp":
            # Number bounds of the operand's kind keep its dtype; monotone, so
            # an exact operand gives an exact result.
            lo, hi = (-0.5, 0.5) if f else (0 if x.dtype == "u8" else -1, 2)
            which = self.pick(["both", "min", "max"])
            args = {"both": "%r, %r" % (lo, hi), "min": "min=%r" % lo, "max": "max=%r" % hi}[which]
            lb = lo if which != "max" else -math.inf
            hb = hi if which != "min" else math.inf
            nlo, nhi = min(max(x.lo, lb), hb), min(max(x.hi, lb), hb)
            return self.result(x.dtype, x.shape, nlo, nhi, x.exact,
                               "ltorch.clamp(%s, %s)" % (x.name, args))
        if kind == "square":
            lo = 0 if x.lo <= 0 <= x.hi else min(x.lo**2, x.hi**2)
            return self.result(x.dtype, x.shape, lo, x.bound**2, x.exact and not f,
                               "ltorch.square(%s)" % x.name)
        if kind == "rsub":
            c = self.pick([2, 0.5]) if f else 2
            return self.result(x.dtype, x.shape, c - x.hi, c - x.lo, x.exact and not f,
                               "ltorch.rsub(%s, %r)" % (x.name, c))
        if kind == "flatten":
            if r == 0:
                return self.result(x.dtype, [1], *keep, "ltorch.flatten(%s)" % x.name)
            s = self.rng.randrange(r)
            e = self.rng.randrange(s, r)
            shape = x.shape[:s] + [numel(x.shape[s:e + 1])] + x.shape[e + 1:]
            return self.result(x.dtype, shape, *keep,
                               "ltorch.flatten(%s, %d, %d)" % (x.name, s, e - r))
        if kind == "stack":
            y = self.operand(lambda v: v.shape == x.shape and v.dtype != "b8")
            d = self.rng.randint(0, r)
            dt = promote_types(x.dtype, y.dtype)
            return self.result(dt, x.shape[:d] + [2] + x.shape[d:], min(x.lo, y.lo),
                               max(x.hi, y.hi), x.exact and y.exact and (is_float(dt) or not f),
                               "ltorch.stack([%s, %s], %d)" % (x.name, y.name, d))
        if kind == "masked_fill":
            m = self.operand(lambda v: v.dtype == "b8" and broadcast(v.shape, x.shape) == x.shape)
            if m is None:
                return None
            v = self.pick([1.5, -2.0]) if f else self.pick([1, 3])
            return self.result(x.dtype, x.shape, min(x.lo, v), max(x.hi, v), x.exact,
                               "ltorch.masked_fill(%s, %s, %r)" % (x.name, m.name, v))
        if kind == "tri":
            if r < 2:
                return None
            op = self.pick(["tril", "triu"])
            return self.result(x.dtype, x.shape, min(x.lo, 0), max(x.hi, 0), x.exact,
                               "ltorch.%s(%s, %d)" % (op, x.name, self.pick([0, 1, -1, 3])))
        if r == 0 or not f:
            return None
        dims, dtext = self.reduce_dims(x)
        n = numel([x.shape[d] for d in dims])
        kd = self.chance(0.4)
        shape = [1 if i in dims else s for i, s in enumerate(x.shape)] if kd else \
            [s for i, s in enumerate(x.shape) if i not in dims]
        if kind == "logsumexp":
            if n == 0:
                return None
            return self.result(x.dtype, shape, x.lo, x.hi + math.log(n) + 1e-3, False,
                               "ltorch.logsumexp(%s, %s%s)" % (x.name, dtext,
                                                               ", True" if kd else ""))
        return self.result(x.dtype, shape, 0, x.bound * math.sqrt(max(n, 1)) + 1, False,
                           "ltorch.std(%s, %s%s)" % (x.name, dtext,
                                                     ", keepdim=True" if kd else ""))

    def program(self):
        self.counter = 0
        self.lines, self.inputs, self.vals = [], [], []
        self.no_grad = set()
        base = self.random_shape()
        n_in = self.rng.randint(1, 3)
        float_heavy = self.chance(0.75)
        for i in range(n_in):
            if float_heavy or self.chance(0.5):
                dt = self.pick(FLOATS + ["f32", "f32"])
            else:
                dt = self.pick(INTS + ["b8", "u8", "i16", "i8", "f32"])
            self.add_input(dt, base if i == 0 else self.broadcast_partner_shape(base))
        ops = [(self.op_unary, 5), (self.op_binary, 6), (self.op_compare, 1), (self.op_logical, 1),
               (self.op_where, 2), (self.op_cast, 2), (self.op_reduce, 3), (self.op_softmax, 2),
               (self.op_norm, 2), (self.op_linear, 2), (self.op_view, 4), (self.op_loss, 1),
               (self.op_dropout, 0.3), (self.op_positive, 1), (self.op_domain, 1.5),
               (self.op_extra, 2)]
        fns, weights = zip(*ops)
        n_ops = self.rng.randint(1, self.max_ops)
        made = 0
        attempts = 0
        while made < n_ops and attempts < n_ops * 8:
            attempts += 1
            f = self.rng.choices(fns, weights)[0]
            if f() is not None:
                made += 1
        computed = [v for v in self.vals if not v.is_input]
        if not computed:
            return None
        outs = [computed[-1]]
        for v in computed[:-1]:
            if self.chance(0.2) and len(outs) < 3:
                outs.append(v)
        sig = ", ".join(n for n, _ in self.inputs)
        text = ["def computation(%s):" % sig]
        text += ['  # %s: "%s"' % (n, t) for n, t in self.inputs]
        text += self.lines
        text.append("  return (%s%s)" % (", ".join(v.name for v in outs), "," if len(outs) == 1 else ""))
        dtypes = {v.dtype for v in self.vals}
        return "\n".join(text) + "\n", dtypes, self.no_grad


def _prec(dt):
    return {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}.get(dt, 64)


def loosest_tolerance(dtypes):
    rtol = atol = 0.0
    for d in dtypes:
        if d in TOLERANCE:
            rtol, atol = max(rtol, TOLERANCE[d][0]), max(atol, TOLERANCE[d][1])
    return rtol, atol


def with_requires_grad(text, exclude):
    """`text` with every floating-point tensor argument not in `exclude` typed requires_grad."""
    import re
    if not exclude:
        return text

    def mark(m):
        if m.group(1) in exclude or m.group(2) not in FLOATS:
            return m.group(0)
        return m.group(0)[:-1] + ' requires_grad"'
    return re.sub(r'# (\w+): "cpu (\w+)\[[^"]*"', mark, text)


if __name__ == "__main__":
    import sys
    g = Generator(random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 0))
    p = None
    while p is None:
        p = g.program()
    sys.stdout.write(p[0])
