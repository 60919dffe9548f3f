"""fulgur.jit: a Python function or nn.Module compiled per input spec.

A call flattens its arguments: tensors become trace inputs (followed by the
module's parameters and buffers), and so do Python floats, and ints once
they change between calls, as number inputs (capture/numbers.py: one program
for every value, unless the capture needs the value or
``specialize_numbers``); everything else (other ints, bools, strings, None,
dtypes, and the tuple/list/dict structure around them) is part of the cache
key and is baked into the trace, like a static number. Each distinct key has
one ``_C.Compiled`` (a C++ ``fulgur::jit``), which caches by the tensors' spec
(dtype, shape, strides, requires_grad, alignment, aliasing) exactly as the C++
jit does; a miss captures the function (``capture.Capture``) and compiles it.

Results are flattened with ``torch.utils._pytree``: tuples, lists, dicts,
``torch.return_types`` (``x.max(1)``) and every registered node
(transformers' ``ModelOutput``) come back in the structure the function
returned, with its non-tensor leaves as they were at capture.
"""

import functools
import os
import sys
import threading
import warnings
import weakref

import torch
from torch.autograd.function import once_differentiable

from . import _C, _dtensor, _keys
from .capture import dtensors
from .capture import Capture, FulgurError, LiftConstant, UnsupportedError
from .capture.numbers import Specialize

_PLAIN_TENSORS = (torch.Tensor, torch.nn.Parameter)


class _Numbers:
    """Which Python numbers of a call are inputs of the program (_keys.key_of):
    every float, and an int once it has changed between calls (as Dynamo's
    automatic dynamic shapes), except where the capture needed the value
    (`specialized`: where -> why). `wheres`: {input index: where} of this
    call's number inputs, filled by _keys.key_of."""

    __slots__ = ("specialized", "ints_seen", "dynamic_ints", "all_ints", "wheres")

    def __init__(self, jitted):
        self.specialized = jitted._specialized
        self.ints_seen = jitted._ints_seen
        self.dynamic_ints = jitted._dynamic_ints
        self.all_ints = _INTS_DYNAMIC_FROM_THE_START
        self.wheres = {}

    def int_is_input(self, where, x):
        if self.all_ints or where in self.dynamic_ints:
            return True
        first = self.ints_seen.setdefault(where, x)
        if first != x:  # a second value: an input from now on (a capture may still specialize it)
            self.dynamic_ints.add(where)
            return True
        return False


# For tests (the OpInfo sweep's --ints inputs): every int an input from its
# first call, so that every use of one meets the capture's NumberProxy.
_INTS_DYNAMIC_FROM_THE_START = os.environ.get("FULGUR_JIT_INTS") == "inputs"


def _caller_level():
    """The stacklevel of a warning from this module that names the line that
    called the jitted function (the first frame outside fulgur's package)."""
    here = os.path.dirname(__file__) + os.sep
    f, level = sys._getframe(1), 1
    while f is not None and f.f_code.co_filename.startswith(here):
        f, level = f.f_back, level + 1
    return level


# The attribute and global values a program is guarded on (_make_guards).
_GUARDED_NUMBERS = (int, float, bool)

# How many compiled argument structures of one jitted function warn (then
# twice as many, ...): a Python number that changes every call compiles
# every call.
RECOMPILE_WARNING = 8


def _names_read(code):
    """The global names a function's code reads, its nested code objects'
    (lambdas, nested functions, comprehensions) included."""
    names, todo, seen = [], [code], set()
    while todo:
        c = todo.pop()
        if id(c) in seen:
            continue
        seen.add(id(c))
        names.extend(c.co_names)
        todo.extend(k for k in c.co_consts if hasattr(k, "co_names"))
    return dict.fromkeys(names)


class _Backward(torch.autograd.Function):
    """The compiled backward of one call, as a node of PyTorch's autograd graph.
    The call's inputs and outputs are saved with save_for_backward, so PyTorch's
    version counters catch an in-place change to any of them before the
    backward reads it (the compiled backward may read them without a copy)."""

    @staticmethod
    def forward(ctx, gc, outs, written, *inputs):
        ctx.gc = gc
        diff = set(gc.output_index)
        nondiff = [o for i, o in enumerate(outs) if i not in diff]
        if nondiff:
            ctx.mark_non_differentiable(*nondiff)
        # A written input (a BatchNorm's running statistics) is not saved: the
        # compiled backward never reads a storage the forward writes into
        # (autodiff refuses such a program), and its version moves on.
        ctx.save_for_backward(*(t for i, t in enumerate(inputs) if i not in written and isinstance(t, torch.Tensor)),
                              *outs)
        return tuple(outs)

    @staticmethod
    @once_differentiable
    def backward(ctx, *grads):
        ctx.saved_tensors  # raises if a saved tensor was modified in place
        return (None, None, None, *ctx.gc.backward(list(grads)))


class _Entry:
    """One structure of non-tensor arguments: its Compiled and what a call needs."""

    __slots__ = ("compiled", "key", "n_args", "out_key", "written", "number_where", "storage_inputs", "__weakref__")

    def __init__(self, jitted, key, n_args, names, number_where=None):
        self.key = key
        self.n_args = n_args
        self.out_key = None
        self.written = ()
        self.storage_inputs = ()  # inputs a program reads through their storage (as_strided)
        self.number_where = number_where or {}  # input index -> where, of each number input
        self.compiled = _C.Compiled(_builder(jitted, self), names, jitted._device or "")


def _stand_in_module(module, stand_ins, pre_unsharded=frozenset()):
    """The module tree the capture runs: every module shallow-copied (its
    attributes, hooks and code shared), with new parameter, buffer and
    submodule dicts in which each tensor is its stand-in (``stand_ins``:
    id(tensor) -> stand-in, so a weight tied between two modules is one
    input) and each submodule its copy. The user's module is never changed:
    swapping its parameters in place for the capture (as
    torch.func.functional_call does) let other threads calling it meanwhile
    run on the stand-ins."""
    copies = {}

    def copy_of(m):
        c = copies.get(id(m))
        if c is None:
            # Not copy.copy: parametrized modules refuse __getstate__, a
            # GraphModule's __copy__ regenerates its code and re-points its
            # graph's owner, and a user's __setstate__ may rebuild things.
            c = copies[id(m)] = object.__new__(type(m))
            c.__dict__.update(m.__dict__)
            c.__dict__["_parameters"] = {k: None if p is None else stand_ins.get(id(p), p)
                                         for k, p in m._parameters.items()}
            c.__dict__["_buffers"] = {k: None if b is None else stand_ins.get(id(b), b) for k, b in m._buffers.items()}
            c.__dict__["_modules"] = {k: None if sub is None else copy_of(sub) for k, sub in m._modules.items()}
            dtensors.fsdp_stand_in(m, c, copies, pre_unsharded)  # fully_shard'ed: FSDP2's hooks as the program's ops
        return c

    return copy_of(module)


def _builder(jitted, entry):
    """The capture the C++ jit calls on a cache miss, holding the jitted
    function and its entry weakly: the C++ Compiled is invisible to Python's
    garbage collector, so a strong reference back from it (Jitted -> _Entry ->
    Compiled -> Jitted) kept every jitted function, module and weights alive
    for the life of the process."""
    jref, eref = weakref.ref(jitted), weakref.ref(entry)

    def build(tracer, inputs):
        j, e = jref(), eref()
        if j is None or e is None:
            raise FulgurError("fulgur.jit: the jitted function was deleted while it was being called")
        return j._capture(e, tracer, inputs)

    return build


class Jitted:
    """What fulgur.jit returns: call it like the function or module it wraps."""

    def __init__(self, fn, device=None, specialize_numbers=False):
        self._fn = fn
        self._device = device
        # Floats (and ints that change between calls) are number inputs of the
        # program unless specialize_numbers, or unless the capture needed the
        # value of the one at that place (`where` -> why: capture/numbers.py).
        self._specialize_numbers = specialize_numbers
        self._specialized = {}
        self._ints_seen = {}  # where -> the int value first passed there
        self._dynamic_ints = set()  # wheres of ints passed with a second value
        self._sizes_bounded = False  # set by _dynamo._BoundedSizes
        self._module = fn if isinstance(fn, torch.nn.Module) else None
        if self._module is not None:
            m = self._module
            named = list(m.named_parameters()) + list(m.named_buffers())
            self._state_names = [n for n, _ in named]
            self._submodules = list(m.modules())
            self._state = [t for _, t in named]
            self._name = type(m).__name__
            # (state index, its unshard) of parameters sharded by FSDP2 and tensor parallel
            self._fsdp_tp = dtensors.fsdp_tp_unshards(self._submodules, self._state)
        else:
            self._state_names, self._state = [], []
            self._submodules = []
            self._fsdp_tp = []
            self._name = getattr(fn, "__name__", type(fn).__name__)
            functools.update_wrapper(self, fn)
        self._call_inputs = threading.local()  # .extra: _call_fsdp_tp's unsharded inputs of this thread's call
        self._entries = {}
        self._dt_entries = {}  # (mode, number of arguments) -> the _Entry of a DTensor call (_dtensor.fast_call)
        # Tensors the function reads from outside (closures, globals, other
        # modules' parameters): inputs after the arguments and the state.
        self._lifted = []
        self._extra = tuple(self._state)  # inputs after the arguments: state, then lifted tensors
        self._retired = {}  # cache_info of the entries dropped when an input was lifted
        self._last = None
        self._guards = None  # _make_guards: checked on every call
        self._programs = 0  # argument structures compiled over the function's life (the recompile warning)
        self._changed = None  # the guard that failed last (the recompile warning names it)
        self._lock = threading.Lock()

    # The capture of one entry: called by the C++ jit on a cache miss.
    def _capture(self, entry, tracer, inputs):
        cap = Capture(tracer, self._name, fake=True)
        now = _keys.CALL.inputs if entry.number_where else None  # this call's numbers: the stand-ins run with them
        metas = [cap.new_number(t, now[i], i) if i in entry.number_where else cap.new_input(t, i)
                 for i, t in enumerate(inputs)]
        it = iter(metas[:entry.n_args])
        args, kwargs = _keys.rebuild(entry.key, it)
        n_state = len(self._state)
        lifted = self._lifted[:len(metas) - entry.n_args - n_state]
        for t, m in zip(lifted, metas[entry.n_args + n_state:]):
            cap.lifted[id(t)] = m
        try:
            if self._module is not None:
                stand_ins = {id(t): m for t, m in zip(self._state, metas[entry.n_args:entry.n_args + n_state])}
                module = _stand_in_module(self._module, stand_ins, {id(self._state[i]) for i, _ in self._fsdp_tp})
                with cap:
                    out = module(*args, **kwargs)
            else:
                with cap:
                    out = self._fn(*args, **kwargs)
        except (LiftConstant, Specialize):
            raise
        except Exception as e:
            if entry.number_where:  # perhaps a number input where torch takes only a number (torch.full(shape, s))
                raise Specialize(entry.number_where, f"{type(e).__name__}: {e}") from e
            raise
        out_key, leaves = _keys.result_key(out, self._name)
        if entry.out_key is not None and _keys.signature(entry.out_key) != _keys.signature(out_key):
            raise FulgurError(f"fulgur.jit: {self._name} returns a different structure for new input shapes; "
                              "this is not supported yet")
        entry.out_key = out_key
        entry.written = tuple(sorted(cap.written_inputs))
        entry.storage_inputs = tuple(sorted(set(entry.storage_inputs) | cap.storage_inputs))
        self._guards = self._make_guards()
        return [cap.traced_of(t, None) for t in leaves]

    # -- guards: what a compiled program read that is not an argument -----------
    def _make_guards(self):
        """What the programs read from outside their arguments, checked on every
        call (as Dynamo guards): the Python numbers (int, float, bool) the code
        reads by name from its globals and closure, the globals and closure
        cells that hold a lifted tensor (by identity: a rebound global is a new
        tensor), and a module tree's number attributes (``self.scale``;
        ``training`` is in the key). The code looked at: the function, or each
        submodule's ``forward``; helpers it calls are not."""
        guards = []
        lifted = {id(t) for t in self._lifted}
        if self._module is None:
            fns = [self._fn]
        else:
            fns = list({id(f): f for f in (getattr(type(m), "forward", None) for m in self._submodules)
                        if callable(f)}.values())
            # The attributes some forward names (self.scale, self.drop.p): the
            # others (bookkeeping such as model.step = i) are not guarded.
            read = set()
            for f in fns:
                if getattr(f, "__code__", None) is not None:
                    read.update(_names_read(f.__code__))
            for m in self._submodules:
                for k, v in m.__dict__.items():
                    if type(v) in _GUARDED_NUMBERS and k != "training" and k in read:
                        guards.append((False, m.__dict__, k, v))
        for f in fns:
            code, g = getattr(f, "__code__", None), getattr(f, "__globals__", None)
            if code is None or g is None:
                continue
            for name in _names_read(code):
                v = g.get(name)
                if type(v) in _GUARDED_NUMBERS:
                    guards.append((False, g, name, v))
                elif isinstance(v, torch.Tensor) and id(v) in lifted:
                    guards.append((True, g, name, v))
            for name, cell in zip(code.co_freevars, getattr(f, "__closure__", None) or ()):
                try:
                    v = cell.cell_contents
                except ValueError:  # not bound yet
                    continue
                if type(v) in _GUARDED_NUMBERS:
                    guards.append((False, cell, None, v))
                elif isinstance(v, torch.Tensor) and id(v) in lifted:
                    guards.append((True, cell, None, v))
        return guards

    def _guards_hold(self):
        for same, where, name, v in self._guards:
            try:
                now = where.cell_contents if name is None else where[name]
            except (KeyError, ValueError):
                self._changed = f"{name or 'a closure variable'} (no longer bound)"
                return False
            if (now is not v) if same else (now is not v and (type(now) is not type(v) or now != v)):
                # (`now is v` first: a NaN equals nothing, itself included)
                what = "a closure variable" if name is None else repr(name)
                self._changed = (f"{what}: a new tensor" if same else
                                 f"{what}: {now!r} where the compiled program read {v!r}")
                return False
        return True

    def _forget(self):
        """A guard failed: every program read something that changed; capture
        anew (lifting the tensors the function reads now)."""
        with self._lock:
            for e in self._entries.values():
                for k, v in e.compiled.cache_info().items():
                    self._retired[k] = self._retired.get(k, 0) + v
            self._entries = {}
            self._dt_entries = {}
            self._lifted = []
            self._extra = tuple(self._state)
            self._guards = None

    def _mode(self):
        """The training flags of the module and its submodules: a program
        captured in train() mode (dropout on, BatchNorm's batch statistics) is
        not the one for eval(), so they are part of every key."""
        return tuple(m.training for m in self._submodules)

    def _entry(self, key, n_args, number_where=None):
        key = (self._mode(), key)
        e = self._entries.get(key)
        if e is None:
            with self._lock:
                e = self._entries.get(key)
                if e is None:
                    structure = key[1]
                    if isinstance(structure, int):  # n tensors, no keywords
                        structure = (tuple, ((tuple, (_keys.TENSOR,) * n_args), (dict, ())))
                    names = ([f"x{i}" for i in range(n_args)] + [n.replace(".", "_") for n in self._state_names] +
                             [f"c{i}" for i in range(len(self._lifted))])
                    e = _Entry(self, structure, n_args, names, number_where)
                    self._entries[key] = e
                    self._warn_on_recompiles(key)
        return e

    def _warn_on_recompiles(self, key):
        """Python numbers, strings and the structure of the arguments are
        constants of a compiled program: a new value compiles a new one. At
        RECOMPILE_WARNING programs (then every further power of two) a warning
        names the argument whose value made the newest one (as Dynamo warns at
        its recompile limit), instead of compiling on, silently, every call."""
        self._programs += 1
        n = self._programs
        changed, self._changed = self._changed, None
        if n < RECOMPILE_WARNING or n & (n - 1) or self._sizes_bounded:
            return  # (a graph with symbolic sizes: _dynamo._BoundedSizes bounds its compiles and warns)
        others = [k for k in self._entries if k is not key]
        why = f": the newest after a change of {changed}" if changed else ""
        for other in reversed(others):
            if other[0] != key[0]:
                continue  # another train()/eval() mode
            d = _keys.first_difference(_keys.structure(other[1]), _keys.structure(key[1]))
            if d:
                why = f": the newest differs from an earlier one in {d}"
                for w, need in self._specialized.items():
                    if d.startswith(w + ":") or d.startswith(w + "["):
                        why += f" ({w} is a constant: {need})"
                        break
                break
        import torch.fx
        if isinstance(self._module, torch.fx.GraphModule):  # torch.compile(backend="fulgur")
            advice = ("torch.compile hands fulgur a dynamic size as a Python int, and fulgur compiles one program "
                      "per value (symbolic sizes as program inputs are not done yet)")
        else:
            advice = ("bools and strings are constants of a compiled program, as are the numbers the function "
                      "needs the value of while tracing (control flow, shapes, dims; every number with "
                      "specialize_numbers=True), so each new value compiles a new one; pass a value that changes "
                      "from call to call as a tensor (torch.tensor(x)), or a number used only in arithmetic and "
                      "torch ops, to keep one program")
        warnings.warn(f"fulgur.jit: {self._name} has compiled {n} programs{why}. {advice}", RuntimeWarning,
                      stacklevel=_caller_level())

    def __call__(self, *args, **kwargs):
        if self._guards and not self._guards_hold():
            self._forget()
        if self._fsdp_tp:
            return self._call_fsdp_tp(args, kwargs)
        return self._call(args, kwargs)

    def _call_fsdp_tp(self, args, kwargs):
        """A module with FSDP2 beside tensor parallel (fully_shard on one dim
        of a 2-D mesh, parallelize_module on the other): its parameters, sharded
        over both, are unsharded over the data-parallel dim as FSDP does, by
        PyTorch DTensor ops before the program (capture/dtensors.py,
        fsdp_tp_unshard), and the program runs on the tensor-parallel
        parameters. The unsharded inputs are this thread's for the call's
        length (_inputs_after_args)."""
        unsharded = {i: unshard(self._state[i]) for i, unshard in self._fsdp_tp}
        saved = getattr(self._call_inputs, "extra", None)
        self._call_inputs.extra = tuple(unsharded.get(i, t) for i, t in enumerate(self._state)) + tuple(self._lifted)
        try:
            return self._call(args, kwargs)
        finally:
            self._call_inputs.extra = saved

    def _inputs_after_args(self):
        """The inputs after the arguments of the call running on this thread:
        the state and the lifted tensors (_extra), with the parameters of
        FSDP2 beside tensor parallel unsharded (_call_fsdp_tp)."""
        extra = getattr(self._call_inputs, "extra", None)
        return self._extra if extra is None else extra

    def _call(self, args, kwargs):
        grad = torch.is_grad_enabled()
        extra = self._inputs_after_args()
        # The common call, tensors only, is keyed by their count: the C++ side
        # refuses anything that is not a plain tensor, and then the general
        # path below keys the call by its structure.
        if not kwargs:
            mode = self._mode()
            entry = self._entries.get((mode, len(args)))
            if entry is None and self._dt_entries:  # DTensor arguments, called like this before
                r = self._dtensor_hit(mode, args, grad)
                if r is not _dtensor.MISS:
                    return r
            if entry is not None and not entry.written:
                tensors = args + extra if extra else args
                try:
                    r = entry.compiled.run(tensors, grad)
                except TypeError:  # not plain tensors: DTensors called like this before?
                    if self._dt_entries:
                        r = self._dtensor_hit(mode, args, grad)
                        if r is not _dtensor.MISS:
                            return r
                except LiftConstant as e:
                    return self._lift_and_call(e.tensors, args, kwargs)
                else:
                    self._last = entry
                    return self._finish(entry, tensors, r, grad)
        if _dtensor.any_dtensor(args, extra, kwargs):  # DTensor inputs: _dtensor.py
            return _dtensor.call(self, args, kwargs)
        if not kwargs and all(type(a) in _PLAIN_TENSORS for a in args):
            entry = self._entry(len(args), len(args))
            tensors = args
        else:
            tensors = []
            nums = self._numbers()
            arg_keys = tuple(_keys.key_of(a, tensors, f"argument {i}", nums) for i, a in enumerate(args))
            kw_keys = tuple((k, _keys.key_of(v, tensors, f"keyword argument {k!r}", nums)) for k, v in kwargs.items())
            key = (tuple, ((tuple, arg_keys), (dict, kw_keys)))
            entry = self._entry(key, len(tensors), nums and nums.wheres)
            tensors = tuple(tensors)
        self._last = entry
        if extra:
            tensors += extra
        if entry.written and grad and any(tensors[i].requires_grad for i in entry.written):
            self._refuse_writes_under_autograd()
        try:
            r = _keys.run_entry(entry, tensors, grad, entry.compiled.run)
        except LiftConstant as e:
            return self._lift_and_call(e.tensors, args, kwargs)
        except Specialize as e:
            return self._specialize_and_call(entry, e, args, kwargs)
        return self._finish(entry, tensors, r, grad)

    def _numbers(self):
        """key_of's `numbers` for a call (None: every number a constant)."""
        return None if self._specialize_numbers else _Numbers(self)

    def _specialize_and_call(self, entry, e, args, kwargs):
        """The capture of `entry` needed the value of number inputs `e.inputs`:
        from now on they are constants (keyed by value); `entry`, which took
        them as inputs, is dropped, and the call runs again."""
        wheres = [entry.number_where[i] for i in sorted(e.inputs) if i in entry.number_where]
        if not wheres:
            raise FulgurError(f"fulgur.jit: internal: {self._name} needs the value of a number that is not an input "
                              f"({e.why})")
        with self._lock:
            for w in wheres:
                self._specialized[w] = e.why
            for k, v in list(self._entries.items()):
                if v is entry:
                    for name, n in v.compiled.cache_info().items():
                        self._retired[name] = self._retired.get(name, 0) + n
                    del self._entries[k]
                    self._programs -= 1  # its capture stopped: it compiled nothing
            for k, v in list(self._dt_entries.items()):
                if v is entry:
                    del self._dt_entries[k]
        return self(*args, **kwargs)

    def _dtensor_hit(self, mode, args, grad):
        entry = self._dt_entries.get((mode, len(args)))
        return _dtensor.MISS if entry is None else _dtensor.fast_call(self, entry, args, grad)

    def _refuse_writes_under_autograd(self):
        raise FulgurError(f"fulgur.jit: {self._name} writes in place into an input that requires grad while "
                          "autograd records the call; this is not supported (PyTorch refuses it for a leaf too): "
                          "call it under torch.no_grad(), or write into a tensor that does not require grad")

    def _finish(self, entry, tensors, r, grad):
        if entry.storage_inputs:
            self._check_storage_inputs(entry, tensors)
        if grad:
            outs, gc = r
            if gc is not None:
                # known after the capture: the first call has written already
                if any(tensors[i].requires_grad for i in entry.written):
                    self._refuse_writes_under_autograd()
                outs = _Backward.apply(gc, outs, frozenset(entry.written), *tensors)
        else:
            outs = r
        for i in entry.written:
            torch.autograd.graph.increment_version(tensors[i])
        return _keys.rebuild_result(entry.out_key, outs)

    def _check_storage_inputs(self, entry, tensors):
        """An input the program reads through its storage (as_strided) was
        traced as a whole tensor: contiguous, at offset 0 of a storage of its
        own size. A view, or a tensor with other strides, would give other
        elements in eager PyTorch: refused, never a silently different result
        (checked after the run; the inputs are the same as before it)."""
        for i in entry.storage_inputs:
            t = tensors[i]
            if not (t.is_contiguous() and t.storage_offset() == 0 and
                    t.untyped_storage().nbytes() == t.numel() * t.element_size()):
                raise UnsupportedError(
                    f"fulgur.jit: {self._name}: input {i} is read through its storage (as_strided), and this "
                    f"call's tensor is a view or strided (storage offset {t.storage_offset()}, strides "
                    f"{tuple(t.stride())}, a storage of {t.untyped_storage().nbytes()} bytes for "
                    f"{t.numel() * t.element_size()}): the program was traced for a whole contiguous tensor; "
                    f"pass one (x.contiguous().clone())")

    def _lift_and_call(self, tensors, args, kwargs):
        # Every entry was captured without these inputs: start again with them.
        with self._lock:
            for t in tensors:
                if not any(x is t for x in self._lifted):
                    self._lifted.append(t)
            self._extra = tuple(self._state) + tuple(self._lifted)
            for e in self._entries.values():
                for k, v in e.compiled.cache_info().items():
                    self._retired[k] = self._retired.get(k, 0) + v
            self._entries = {}
            self._dt_entries = {}
        return self(*args, **kwargs)

    # -- introspection ------------------------------------------------------------
    def _last_compiled(self):
        if self._last is None:
            raise FulgurError(f"fulgur: {self._name} has not been called yet")
        return self._last.compiled

    def cache_info(self):
        total = dict(self._retired)
        total["entries"] = 0
        for e in list(self._entries.values()):
            for k, v in e.compiled.cache_info().items():
                total[k] = total.get(k, 0) + v
        total["structures"] = len(self._entries)
        return total


def jit(fn, *, device=None, specialize_numbers=False):
    """Compiles ``fn`` (a function calling torch.*, torch.nn.functional.* and
    Tensor methods, or an nn.Module) with fulgur, per input spec.

    A Python float argument is a number input of the program: one program for
    every value (a learning rate that changes each step compiles once), unless
    the function needs its value while tracing (Python control flow on it, an
    op that takes only literal numbers, a shape or a dim), where that argument
    is a constant of the program, one per value (capture/numbers.py). An int
    is a constant until it is passed with a second value, then an input the
    same way (a dim or a size stays a constant). ``specialize_numbers=True``
    makes every number a constant. Bools and strings are constants.

    The code runs where the inputs are: CPU tensors on the CPU, CUDA tensors
    on their GPU (PyTorch's current stream, memory from its caching
    allocator). ``device="cuda-emu"`` runs CPU tensors through the CUDA host
    program on the emulated CUDA device instead (for testing without a GPU)."""
    if device not in (None, "cuda-emu"):
        raise ValueError(f"fulgur.jit: device must be None (the inputs' device) or 'cuda-emu', got {device!r}")
    if not isinstance(specialize_numbers, bool):
        raise TypeError(f"fulgur.jit: specialize_numbers must be True or False, got {specialize_numbers!r}")
    if isinstance(fn, Jitted):
        if fn._device != device or fn._specialize_numbers != specialize_numbers:
            raise ValueError(f"fulgur.jit: {fn._name} was jitted with device={fn._device!r}, "
                             f"specialize_numbers={fn._specialize_numbers}, not device={device!r}, "
                             f"specialize_numbers={specialize_numbers}")
        return fn
    if not callable(fn):
        raise TypeError(f"fulgur.jit: expected a function or an nn.Module, got {type(fn).__name__}")
    return Jitted(fn, device, specialize_numbers)


def _jitted(f):
    f = getattr(f, "_fulgur_jitted", f)  # the torch.compile backend's graph with symbolic sizes (_dynamo.py)
    if not isinstance(f, Jitted):
        raise TypeError(f"fulgur: expected a function returned by fulgur.jit, got {type(f).__name__}")
    return f


class TraceText(str):
    """A printed trace; ``.step`` names the pipeline step that made it."""

    step = ""


def _traces(f, keep):
    if getattr(type(f), "_fulgur_spmd_step", False):  # a fulgur.spmd.compile step: its own steps' traces
        return f._fulgur_traces()
    out = []
    for step, text in _jitted(f)._last_compiled().last_traces():
        if keep(step):
            t = TraceText(text)
            t.step = step
            out.append(t)
    return out


def last_traces(f):
    """The computation traces of ``f``'s last compile: the captured trace, each
    pass, the augmented forward when it was differentiated, and the fused trace.
    For a train step compiled by fulgur.spmd.compile: every stage of the
    program its last call ran (captured step, after autodiff, DTensor typing,
    expansion, overrides, gm_transformation, then the pipeline's)."""
    return _traces(f, lambda s: s != "Prologue" and not s.startswith("Backward") and s != "Joint forward and backward")


def last_prologue_traces(f):
    """The prologue of ``f``'s last compile: one check per input."""
    return _traces(f, lambda s: s == "Prologue")


def last_backward_traces(f):
    """The backward traces of ``f``'s last compile (empty when no input required grad)."""
    return _traces(f, lambda s: s.startswith("Backward") or s == "Joint forward and backward")


def last_host_program(f):
    """The host program of ``f``'s last compile, as text."""
    if getattr(type(f), "_fulgur_spmd_step", False):
        return f._fulgur_host_program()
    return _jitted(f)._last_compiled().last_host_program()


def cache_info(f):
    """hits, misses, entries and the milliseconds each compile stage took, summed
    over ``f``'s compiles (a fulgur.spmd.compile step: also ``programs``)."""
    if getattr(type(f), "_fulgur_spmd_step", False) or hasattr(f, "_fulgur_jitted"):
        return f.cache_info()
    return _jitted(f).cache_info()
