"""What identifies a call and how its results come back, for fulgur.jit,
DTensor calls (_dtensor.py) and fulgur.spmd: an argument's key (``key_of``:
its structure, with its tensors and number inputs taken out in order, and
the values of everything else) and the tree of a result (``result_key``,
through ``torch.utils._pytree``), rebuilt around the program's outputs; and the call in progress
(``run_entry``), where a capture finds its number inputs' values.

Arguments are keyed here rather than by ``torch.utils._pytree``: the key is
computed on every call (the cache lookup's hot path), it decides per number
whether it is an input of the program, and it names where an argument is
("argument 1[0]") in the errors and recompile warnings.
"""

import copy
import threading

import torch
import torch.utils._pytree as pytree

from .capture import FulgurError
from .capture.numbers import NumberProxy


TENSOR = object()  # a tensor's place in a key
NUMBER = object()  # a number input's place in a key (capture/numbers.py)
SCALARS = (int, float, bool, str, type(None), torch.dtype)


class Same:
    """An argument passed through to the function as the object itself and
    keyed by its identity: a DeviceMesh (Dynamo's graphs of
    parallelize_module'd modules take the mesh the hooks read)."""
    __slots__ = ("obj",)

    def __init__(self, obj):
        self.obj = obj

    def __eq__(self, other):
        return type(other) is Same and other.obj is self.obj

    def __hash__(self):
        return id(self.obj)


def key_of(x, tensors, where, numbers=None):
    """The key of argument `x` (at `where`, "argument 1[0]"), its tensors
    appended to `tensors`. `numbers`: None (every number a constant), or the
    call's _jit._Numbers: a number it makes an input is appended to `tensors` too."""
    if isinstance(x, torch.Tensor):
        if x.layout != torch.strided or x.is_quantized:
            what, fix = ("quantized", "x.dequantize()") if x.is_quantized else (str(x.layout), "x.to_dense()")
            raise TypeError(f"fulgur.jit: {where} is a {what} tensor; fulgur's tensors are strided (dense) "
                            f"ones: pass {fix}")
        tensors.append(x)
        return TENSOR
    t = type(x)
    if (numbers is not None and (t is float or t is int and numbers.int_is_input(where, x)) and
            where not in numbers.specialized):
        numbers.wheres[len(tensors)] = where
        tensors.append(x)
        return NUMBER
    if t in SCALARS:
        return (t, x)
    if t is tuple or t is list or t is torch.Size:
        return (t, tuple(key_of(v, tensors, f"{where}[{i}]", numbers) for i, v in enumerate(x)))
    if t is dict:
        return (dict, tuple((k, key_of(v, tensors, f"{where}[{k!r}]", numbers)) for k, v in x.items()))
    if t.__name__ == "DeviceMesh" and t.__module__.startswith("torch.distributed"):
        return (Same, Same(x))
    raise TypeError(f"fulgur.jit: {where} is a {t.__module__}.{t.__qualname__}; jitted functions take tensors, "
                    f"numbers, str, None, torch.dtype, and tuples, lists and dicts of these")


def first_difference(a, b, path=None):
    """Where two argument-structure keys (key_of) differ, in the user's words
    ("argument 1: 0.5 where an earlier call passed 0.25"), or None."""
    if a == b:
        return None
    if path is None:  # the call: (tuple, ((tuple, args), (dict, kwargs)))
        (_, args_a), (_, kw_a) = a[1]
        (_, args_b), (_, kw_b) = b[1]
        return (items_difference(args_a, args_b, "the number of arguments", lambda i: f"argument {i}")
                or items_difference(dict(kw_a), dict(kw_b), "the keyword arguments",
                                     lambda k: f"keyword argument {k!r}"))
    if a is TENSOR or b is TENSOR or a is NUMBER or b is NUMBER or a[0] is not b[0]:
        return f"{path}: {describe_key(b)} where an earlier call passed {describe_key(a)}"
    if a[0] in SCALARS or a[0] is Same:
        return f"{path}: {describe_key(b)} where an earlier call passed {describe_key(a)}"
    if a[0] is dict:
        return items_difference(dict(a[1]), dict(b[1]), f"{path}: the keys", lambda k: f"{path}[{k!r}]")
    return items_difference(a[1], b[1], f"{path}: the length", lambda i: f"{path}[{i}]")


def items_difference(xs, ys, what, name):
    """The first difference of two sequences (by position) or dicts (by key)
    of keys: their lengths or keys (``what``), then each item (``name(i)``)."""
    if isinstance(xs, dict):
        if xs.keys() != ys.keys():
            return f"{what}: {sorted(map(str, ys))} where an earlier call passed {sorted(map(str, xs))}"
        pairs = [(k, xs[k], ys[k]) for k in ys]
    else:
        if len(xs) != len(ys):
            return f"{what}: {len(ys)} where an earlier call passed {len(xs)}"
        pairs = [(i, x, y) for i, (x, y) in enumerate(zip(xs, ys))]
    for i, x, y in pairs:
        d = first_difference(x, y, name(i))
        if d:
            return d
    return None


def structure(k):
    """An _entry key's structure: an int (n tensors, no keywords) spelled out."""
    return (tuple, ((tuple, (TENSOR,) * k), (dict, ()))) if isinstance(k, int) else k


def describe_key(k):
    if k is TENSOR:
        return "a tensor"
    if k is NUMBER:
        return "a number (an input of the program)"
    if isinstance(k, tuple) and len(k) == 2 and k[0] in SCALARS:
        return repr(k[1])
    if isinstance(k, tuple) and len(k) == 2 and k[0] is Same:
        return repr(k[1].obj)
    if isinstance(k, tuple) and len(k) == 2 and isinstance(k[0], type):
        return f"a {k[0].__name__} of {len(k[1])} item(s)"
    return "another structure"


def rebuild(key, tensors):
    if key is TENSOR or key is NUMBER:
        return next(tensors)
    t, v = key
    if t in SCALARS:
        return v
    if t is Same:
        return v.obj
    if t is dict:
        return {k: rebuild(x, tensors) for k, x in v}
    return t(rebuild(x, tensors) for x in v)


def result_key(out, name):
    """(key, tensor leaves) of a result: its structure (``torch.utils._pytree``,
    and objects holding tensors in their attributes, such as transformers'
    ``DynamicCache``) with the values of its non-tensor leaves."""
    if isinstance(out, torch.Tensor):
        return TENSOR, [out]
    tensors = []
    return flatten_result(out, tensors, name, type(out).__qualname__, 0), tensors


def flatten_result(x, tensors, name, where, depth):
    if isinstance(x, torch.Tensor):
        tensors.append(x)
        return TENSOR
    if isinstance(x, NumberProxy):  # a number the program computes: returned as a constant of the capture
        x.specialize("returning it")
    if type(x) in SCALARS or x is Ellipsis or isinstance(x, (torch.device, torch.Size)):
        return ("const", x)
    if depth > 16:
        raise FulgurError(f"fulgur.jit: {name} returns a structure nested more than 16 deep ({where})")
    if not pytree.tree_is_leaf(x):
        leaves, spec = pytree.tree_flatten(x, is_leaf=lambda y: y is not x and not isinstance(y, torch.Tensor))
        return ("tree", spec, tuple(flatten_result(v, tensors, name, where, depth + 1) for v in leaves))
    if hasattr(x, "__dict__") and not isinstance(x, (torch.nn.Module, type)) and not callable(x):
        # An object holding tensors (a cache of keys and values): it comes back as a copy
        # whose attributes hold fulgur's tensors.
        items = tuple((k, flatten_result(v, tensors, name, f"{where}.{k}", depth + 1)) for k, v in vars(x).items())
        return ("object", x, items)
    raise FulgurError(f"fulgur.jit: {name} returns a {type(x).__module__}.{type(x).__qualname__} (in {where}); "
                      f"jitted functions return tensors, numbers, str, None, torch.dtype, pytree nodes "
                      f"(tuples, lists, dicts, ModelOutput, ...) and objects holding these in their attributes")


def signature(key):
    """A result key without the objects it copies: what must not change between compiles."""
    if key is TENSOR:
        return key
    if key[0] == "const":
        return key
    if key[0] == "tree":
        return ("tree", key[1], tuple(signature(k) for k in key[2]))
    return ("object", type(key[1]), tuple((n, signature(k)) for n, k in key[2]))


def rebuild_result(key, outs):
    return unflatten_result(key, iter(outs))


def unflatten_result(key, it):
    if key is TENSOR:
        return next(it)
    kind = key[0]
    if kind == "const":
        return key[1]
    if kind == "tree":
        return pytree.tree_unflatten([unflatten_result(k, it) for k in key[2]], key[1])
    obj = copy.copy(key[1])
    for attr, k in key[2]:
        obj.__dict__[attr] = unflatten_result(k, it)
    return obj


CALL = threading.local()  # .inputs: the inputs of the call whose capture may run (its numbers' values)


def run_entry(entry, inputs, grad, run):
    """`run(inputs, grad)` of `entry`, with this call's inputs where its
    capture finds the numbers' values."""
    if not entry.number_where:
        return run(inputs, grad)
    saved = getattr(CALL, "inputs", None)
    CALL.inputs = inputs
    try:
        return run(inputs, grad)
    finally:
        CALL.inputs = saved
