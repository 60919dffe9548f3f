#!/usr/bin/env python3
"""PyTorch's OpInfo database through fulgur.jit: every op, sample and dtype,
compared with eager PyTorch.

For each entry of ``torch.testing._internal.common_methods_invocations.op_db``
this runs, for the dtypes f32, bf16, i64, f64 the op supports on the CPU
(``op.supported_dtypes('cpu')``), up to N of its samples forward, and for
f32/f64 (``op.supports_autograd``, ``op.supported_backward_dtypes('cpu')``)
backward, as

    fulgur.jit(lambda *ts: op(*ts_as_input, *sample.args, **sample.kwargs))

with every tensor of the sample (its input, and tensors in args/kwargs, inside
lists too) a jit input, and each Python float too (a number input of the
program, as a user's float argument is; ``--floats constants`` makes them part
of the function), everything else a constant, and compares the result
with eager ``op(...)`` on the same inputs. Backward: ``torch.autograd.grad`` of
the outputs (after the sample's ``output_process_fn_grad``) with a fixed random
cotangent, with respect to the float inputs that require grad, eager and
jitted; the forward values of that call are compared too.

Each case gets one class:

- ``match``: the same values (``torch.testing.assert_close`` defaults for the
  dtype; NaN positions equal; integers and bools exact). Where that fails, an
  f64 reference (the op on f64 copies of the inputs) decides: fulgur's max
  error against it no larger than 2x eager's plus the dtype's default atol is
  a match with ``"lowp": true``. Ops whose eager result changes between two
  runs (random ops, ``empty``) are compared by shape and dtype only
  (``"note": "nondeterministic ..."``).
- ``eager_error``: eager PyTorch raises (or the sample generator does, or the
  sample has nothing to differentiate); not counted in the denominator.
- ``error``: fulgur raises: ``exc_type``, the first line of the message, and
  ``names_op`` (whether the message names the op).
- ``wrong``: shapes, dtypes or values differ, or a gradient is missing.
- ``crash``: the worker process died on this case (found by rerunning it
  alone, and bisecting the cases that ran before it when it only dies after
  them).
- ``hang``: the case ran longer than ``--timeout`` seconds.

Cases run in worker subprocesses (``--jobs`` of them, one by default), each
with one thread (OMP/MKL/FULGUR_NUM_THREADS=1, torch.set_num_threads(1)).
Every non-match prints a one-line command that reruns just that case, e.g.

    python3 tools/opinfo_sweep.py --ops add --dtype f32 --kind fwd --sample 2 -v

Usage:

    python3 tools/opinfo_sweep.py                      # everything (about 10k cases)
    python3 tools/opinfo_sweep.py --ops add,mul --max-samples 5
    python3 tools/opinfo_sweep.py --sample-fraction 0.1 --seed 0 --out /tmp/s.jsonl
    python3 tools/opinfo_sweep.py --list               # the selected cases, without running them
    python3 tools/opinfo_sweep.py --summarize /tmp/opinfo_sweep.jsonl   # the table of an earlier run

fulgur is imported from $FULGUR_PYTHONPATH, else build/python of this checkout
(if it exists), else wherever Python finds it. ``sweep()`` and ``summarize()``
are the Python API (tests/python/test_opinfo.py).
"""

import argparse
import collections
import hashlib
import json
import os
import re
import select
import shlex
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
CLASSES = ("match", "eager_error", "error", "wrong", "crash", "hang")
DTYPES = ("f32", "bf16", "i64", "f64")
BWD_DTYPES = ("f32", "f64")
KINDS = ("fwd", "bwd")


def fulgur_path():
    p = os.environ.get("FULGUR_PYTHONPATH")
    if p:
        return p
    p = os.path.join(REPO, "build", "python")
    return p if os.path.isdir(p) else None


def case_key(c):
    return f"{c['op']}|{c['variant']}|{c['dtype']}|{c['kind']}|{c['sample']}"


def in_fraction(key, fraction, seed):
    """A seeded choice per case, independent of which other cases are selected."""
    if fraction >= 1.0:
        return True
    h = hashlib.sha1(f"{seed}:{key}".encode()).digest()
    return int.from_bytes(h[:8], "big") / 2.0**64 < fraction


def repro_command(c):
    cmd = ["python3", "tools/opinfo_sweep.py", "--ops", c["op"], "--variant", c["variant"]]
    cmd += ["--dtype", c["dtype"], "--kind", c["kind"], "--sample", str(c["sample"]), "-v"]
    if not _floats_are_inputs():
        cmd += ["--floats", "constants"]
    return " ".join(shlex.quote(x) for x in cmd)


# =============================================================================
# The worker: runs cases in this process and reports them on a pipe.
# =============================================================================

_W = {}  # the worker's state: torch, fulgur, op_db index, the current group's samples


def _torch_dtype(name):
    import torch
    return {"f32": torch.float32, "bf16": torch.bfloat16, "i64": torch.int64, "f64": torch.float64}[name]


def enumerate_cases(sel):
    """The cases a selection names, in op_db order (run in the worker: it needs op_db)."""
    import torch
    ops = set(sel.get("ops") or ())
    variants = sel.get("variants")
    dtypes = sel.get("dtypes") or DTYPES
    kinds = sel.get("kinds") or KINDS
    samples = [sel["sample"]] if sel.get("sample") is not None else range(sel.get("max_samples", 3))
    fraction, seed = sel.get("fraction", 1.0), sel.get("seed", 0)
    out = []
    for op in _W["op_db"]:
        if ops and op.name not in ops:
            continue
        if variants is not None and op.variant_test_name not in variants:
            continue
        try:
            fwd = op.supported_dtypes("cpu")
            bwd = op.supported_backward_dtypes("cpu") if op.supports_autograd else ()
        except Exception:  # noqa: BLE001 - an entry that cannot say: run f32 and let it fail
            fwd, bwd = {torch.float32}, ()
        for kind in KINDS:
            if kind not in kinds:
                continue
            for dn in dtypes:
                dt = _torch_dtype(dn)
                if kind == "fwd" and dt not in fwd:
                    continue
                if kind == "bwd" and (dn not in BWD_DTYPES or dt not in bwd):
                    continue
                for s in samples:
                    c = {"op": op.name, "variant": op.variant_test_name, "dtype": dn, "kind": kind, "sample": s}
                    if in_fraction(case_key(c), fraction, seed):
                        out.append(c)
    return out


def _seed_all(seed):
    import random
    import torch
    random.seed(seed)
    torch.manual_seed(seed)
    try:
        import numpy
        numpy.random.seed(seed % 2**32)
    except ImportError:
        pass


def _samples(c, n):
    """The first n samples of a group (seeded by the group, so a rerun makes the same ones)."""
    import itertools
    key = (c["op"], c["variant"], c["dtype"], c["kind"])
    have = _W.get("group")
    if have is not None and have[0] == key and len(have[1]) >= n:
        return have[1]
    op = _W["ops"][(c["op"], c["variant"])]
    _seed_all(zlib.crc32("|".join(key).encode()))
    gen = op.sample_inputs("cpu", _torch_dtype(c["dtype"]), requires_grad=c["kind"] == "bwd")
    samples = list(itertools.islice(gen, n))
    _W["group"] = (key, samples)
    return samples


class _Slot:
    __slots__ = ("i",)

    def __init__(self, i):
        self.i = i


def _floats_are_inputs():
    """--floats inputs (the default): a sample's Python floats are arguments of
    the jitted function (number inputs of its program, as a user's floats
    are); --floats constants: part of the function, as its other non-tensor
    arguments are. The workers read it from $FULGUR_OPINFO_FLOATS."""
    return os.environ.get("FULGUR_OPINFO_FLOATS", "inputs") == "inputs"


def _template(x, ts):
    """x with each tensor (and each float, with --floats inputs) replaced by a
    slot numbering it in ts."""
    import torch
    if isinstance(x, torch.Tensor) or (type(x) is float and _W.get("float_inputs")):
        ts.append(x)
        return _Slot(len(ts) - 1)
    if isinstance(x, (list, tuple)) and not hasattr(x, "_fields"):
        return type(x)(_template(v, ts) for v in x)
    if isinstance(x, dict):
        return {k: _template(v, ts) for k, v in x.items()}
    return x


def _fill(x, ts):
    if isinstance(x, _Slot):
        return ts[x.i]
    if isinstance(x, (list, tuple)):
        return type(x)(_fill(v, ts) for v in x)
    if isinstance(x, dict):
        return {k: _fill(v, ts) for k, v in x.items()}
    return x


def _make_case_fn(op, sample):
    ts = []
    tmpl = _template((sample.input, tuple(sample.args), dict(sample.kwargs)), ts)

    # Named neutrally: fulgur's messages name the jitted function, and
    # "names the op" must come from the op's own name.
    def case(*xs):
        inp, args, kwargs = _fill(tmpl, xs)
        return op(inp, *args, **kwargs)

    return case, ts


def _leaves(x, path="out"):
    import torch
    if isinstance(x, torch.Tensor):
        return [(path, x)]
    if isinstance(x, (tuple, list)):
        r = []
        for i, v in enumerate(x):
            r += _leaves(v, f"{path}[{i}]")
        return r
    if isinstance(x, dict):
        r = []
        for k, v in x.items():
            r += _leaves(v, f"{path}[{k!r}]")
        return r
    return [(path, x)]


def _clone_inputs(ts, grad):
    out = []
    for t in ts:
        if type(t) is float:
            out.append(t)
            continue
        c = t.detach().clone()
        if grad and t.requires_grad:
            c.requires_grad_(True)
        out.append(c)
    return out


def _f64_inputs(ts, grad):
    import torch
    out = []
    for t in ts:
        if type(t) is float:
            out.append(t)
            continue
        c = t.detach().clone()
        if c.is_floating_point():
            c = c.to(torch.float64)
        elif c.is_complex():
            c = c.to(torch.complex128)
        if grad and t.requires_grad:
            c.requires_grad_(True)
        out.append(c)
    return out


class Wrong(Exception):
    pass


def _tol(dtype):
    import torch
    try:
        from torch.testing._comparison import default_tolerances
        return default_tolerances(torch.empty(0, dtype=dtype))
    except Exception:  # noqa: BLE001
        return {torch.bfloat16: (1.6e-2, 1e-5), torch.float16: (1e-3, 1e-5), torch.float32: (1.3e-6, 1e-5),
                torch.float64: (1e-7, 1e-7)}.get(dtype, (0.0, 0.0))


def _describe_diff(a, e):
    import torch
    a64 = a.detach().to(torch.complex128 if a.is_complex() else torch.float64)
    e64 = e.detach().to(torch.complex128 if e.is_complex() else torch.float64)
    d = (a64 - e64).abs()
    d = torch.where(torch.isnan(a64) & torch.isnan(e64), torch.zeros_like(d), d)
    d = torch.nan_to_num(d, nan=float("inf"))
    if d.numel() == 0:
        return ""
    k = int(d.reshape(-1).argmax())
    idx = tuple(int(i) for i in torch.unravel_index(torch.tensor(k), d.shape)) if d.dim() else ()
    bad = int((~torch.isclose(a64, e64, equal_nan=True, rtol=_tol(e.dtype)[0], atol=_tol(e.dtype)[1])).sum())
    return (f"max abs diff {float(d.reshape(-1)[k]):.4g} at {list(idx)} (fulgur {a64.reshape(-1)[k].item():.6g} "
            f"vs eager {e64.reshape(-1)[k].item():.6g}), {bad} of {d.numel()} elements differ")


def _compare_tensor(path, a, e, ref):
    """Raises Wrong with a description; returns True for a lowp match, False for a plain one."""
    import torch
    if not isinstance(a, torch.Tensor):
        raise Wrong(f"{path}: fulgur gives {type(a).__name__} where eager gives a tensor")
    if tuple(a.shape) != tuple(e.shape):
        raise Wrong(f"{path}: shape {list(a.shape)} where eager gives {list(e.shape)}")
    if a.dtype != e.dtype:
        raise Wrong(f"{path}: dtype {a.dtype} where eager gives {e.dtype}")
    a, e = a.detach(), e.detach()
    if not (e.is_floating_point() or e.is_complex()):
        if torch.equal(a, e):
            return False
        n = int((a != e).sum())
        raise Wrong(f"{path}: {e.dtype} values differ in {n} of {e.numel()} elements; " + _describe_diff(a, e))
    an, en = torch.isnan(a), torch.isnan(e)
    if not torch.equal(an, en):
        raise Wrong(f"{path}: NaN positions differ (fulgur {int(an.sum())} NaNs, eager {int(en.sum())}, "
                    f"{int((an != en).sum())} positions differ)")
    try:
        torch.testing.assert_close(a, e, equal_nan=True)
        return False
    except AssertionError:
        pass
    diff = _describe_diff(a, e)
    r = ref() if ref is not None else None
    if r is None or not isinstance(r, torch.Tensor) or tuple(r.shape) != tuple(e.shape):
        raise Wrong(f"{path}: values differ ({e.dtype}): {diff}; no f64 reference")
    wide = torch.complex128 if e.is_complex() else torch.float64
    a64, e64, r64 = a.to(wide), e.to(wide), r.detach().to(wide)
    rtol, atol = _tol(e.dtype)
    fin = torch.isfinite(e64) & torch.isfinite(r64)
    if not torch.isclose(a64[~fin], e64[~fin], equal_nan=True, rtol=rtol, atol=atol).all():
        raise Wrong(f"{path}: values differ ({e.dtype}) where eager or the f64 reference is not finite: {diff}")
    err_a = float((a64 - r64)[fin].abs().max()) if fin.any() else 0.0
    err_e = float((e64 - r64)[fin].abs().max()) if fin.any() else 0.0
    if not (err_a <= 2.0 * err_e + atol):  # NaN-safe
        raise Wrong(f"{path}: values differ ({e.dtype}): {diff}; max error vs the f64 reference: fulgur "
                    f"{err_a:.4g}, eager {err_e:.4g}")
    return True


def _compare(actual, expected, ref_fn, what="out"):
    """Compares two results leaf by leaf; ref_fn() gives the f64 reference result (or None).
    Returns whether a leaf needed the f64 reference (lowp)."""
    import math
    import torch
    al, el = _leaves(actual, what), _leaves(expected, what)
    if len(al) != len(el):
        raise Wrong(f"{what}: fulgur returns {len(al)} values where eager returns {len(el)}")
    refs = {}

    def ref_leaf(k):
        def f():
            if "r" not in refs:
                try:
                    refs["r"] = _leaves(ref_fn(), what) if ref_fn is not None else None
                except Exception:  # noqa: BLE001 - the op has no f64 form
                    refs["r"] = None
            r = refs["r"]
            return r[k][1] if r is not None and len(r) == len(el) else None
        return f

    lowp = False
    for k, ((path, a), (_, e)) in enumerate(zip(al, el)):
        if isinstance(e, torch.Tensor):
            lowp |= _compare_tensor(path, a, e, ref_leaf(k))
        elif isinstance(e, float):
            if not isinstance(a, (float, int)) or not (a == e or (math.isnan(a) and math.isnan(e))
                                                       or math.isclose(a, e, rel_tol=1.3e-6, abs_tol=1e-5)):
                raise Wrong(f"{path}: fulgur gives {a!r} where eager gives {e!r}")
        elif a != e or type(a) is not type(e):
            if isinstance(a, torch.Tensor) and a.numel() == 1 and not isinstance(e, (list, tuple)) and a.item() == e:
                raise Wrong(f"{path}: fulgur gives a tensor where eager gives {type(e).__name__} {e!r}")
            raise Wrong(f"{path}: fulgur gives {a!r} where eager gives {e!r}")
    return lowp


def _same_structure_shapes(actual, expected, what):
    import torch
    al, el = _leaves(actual, what), _leaves(expected, what)
    if len(al) != len(el):
        raise Wrong(f"{what}: fulgur returns {len(al)} values where eager returns {len(el)}")
    for (path, a), (_, e) in zip(al, el):
        if isinstance(e, torch.Tensor):
            if not isinstance(a, torch.Tensor):
                raise Wrong(f"{path}: fulgur gives {type(a).__name__} where eager gives a tensor")
            if tuple(a.shape) != tuple(e.shape) or a.dtype != e.dtype:
                raise Wrong(f"{path}: {a.dtype}{list(a.shape)} where eager gives {e.dtype}{list(e.shape)}")


def _names_op(op, msg):
    names = {op.name, op.name.split(".")[-1], getattr(op, "aten_name", None) or ""}
    f = getattr(op, "op", None)
    n = getattr(f, "__name__", "")
    if n and n != "<lambda>":
        names.add(n)
    for a in getattr(op, "aliases", ()) or ():
        names.add(getattr(a, "name", ""))
    more = set()
    for n in names:
        n = n.split(".")[-1]
        more.add(n.strip("_"))
        if n.endswith("_") and not n.endswith("__"):
            more.add(n[:-1])
    names |= more
    # The call's own line (this file's `return op(inp, ...)`) does not name the op.
    msg = re.sub(r" at opinfo_sweep\.py:\d+:[^\n]*", "", msg)
    msg = re.sub(r"\n\s*in: [^\n]*", "", msg)
    low = msg.lower()
    return any(n and len(n) >= 2 and n.lower() in low for n in names)


def _error_rec(op, e):
    import traceback
    msg = str(e)
    first = msg.strip().splitlines()[0] if msg.strip() else ""
    tb = traceback.format_exception(type(e), e, e.__traceback__)
    return {"class": "error", "exc_type": type(e).__name__, "message": first[:500],
            "names_op": _names_op(op, f"{type(e).__name__}: {msg}"),
            "detail": (msg[:1500] + "\n" + "".join(tb[-4:]))[:3000]}


def _eager_error_rec(where, e):
    msg = str(e).strip().splitlines()
    return {"class": "eager_error", "exc_type": type(e).__name__,
            "message": f"{where}: {type(e).__name__}: {msg[0] if msg else ''}"[:500]}


# Ops whose result is uninitialized memory: compared by shape and dtype.
_UNINITIALIZED = {"empty", "empty_like", "new_empty", "new_empty_strided", "empty_strided", "empty_permuted"}


def _seed(s):
    """Seeds torch, and the seed OpInfo's wrapper_set_seed uses (patched: it fixes 42),
    so two eager runs with different seeds tell a random op."""
    import torch
    torch.manual_seed(s)
    _W["rng_seed"] = s


def _patch_wrapper_set_seed(op_db):
    import torch
    from torch.testing._internal.common_utils import freeze_rng_state

    def wrapper_set_seed(op, *args, **kwargs):
        with freeze_rng_state():
            torch.manual_seed(_W.get("rng_seed", 42))
            return op(*args, **kwargs)

    for o in op_db:
        g = getattr(getattr(o, "op", None), "__globals__", None)
        if g is not None and "wrapper_set_seed" in g:
            g["wrapper_set_seed"] = wrapper_set_seed
            code = o.op.__code__
            if "wrapper_set_seed" in code.co_names:
                _W.setdefault("random_ops", set()).add(o.name)


def _other_seeds(op):
    """The seeds of the extra eager runs that tell a random op: more for the ops OpInfo runs
    under wrapper_set_seed (a sample such as bernoulli of 3 elements can agree by chance)."""
    return (4321, 7, 99, 2024) if op.name in _W.get("random_ops", ()) else (4321,)


def _agree(runs):
    for r in runs[1:]:
        try:
            _compare(r, runs[0], None)
        except Exception:  # noqa: BLE001
            return False
    return True


def _run_fwd(op, sample):
    fulgur = _W["fulgur"]
    case, ts = _make_case_fn(op, sample)
    try:
        _seed(1234)
        eager = case(*_clone_inputs(ts, False))
        runs = [eager]
        for sd in _other_seeds(op):
            _seed(sd)
            runs.append(case(*_clone_inputs(ts, False)))
    except Exception as e:  # noqa: BLE001
        return _eager_error_rec("eager", e)
    deterministic = op.name not in _UNINITIALIZED and _agree(runs)
    jf = fulgur.jit(case)
    try:
        _seed(1234)
        got = jf(*_clone_inputs(ts, False))
        got = _clone_result(got)
        got2 = jf(*_clone_inputs(ts, False))
    except Exception as e:  # noqa: BLE001
        return _error_rec(op, e)
    rec = {"class": "match"}
    try:
        if not deterministic:
            _same_structure_shapes(got, eager, "out")
            rec["note"] = "nondeterministic in eager: shapes and dtypes compared"
        else:
            if _compare(got, eager, lambda: case(*_f64_inputs(ts, False))):
                rec["lowp"] = True
            try:
                _compare(got2, got, None, "out")
            except Wrong as w:
                raise Wrong(f"the second call (a cache hit) differs from the first: {w}") from None
    except Wrong as w:
        return {"class": "wrong", "message": str(w)[:1000]}
    return rec


def _clone_result(x):
    import torch
    if isinstance(x, torch.Tensor):
        return x.detach().clone()
    if isinstance(x, (tuple, list)):
        items = [_clone_result(v) for v in x]
        try:
            return type(x)(items)
        except TypeError:  # a namedtuple
            return type(x)(*items)
    if isinstance(x, dict):
        return {k: _clone_result(v) for k, v in x.items()}
    return x


def _diff_outputs(out):
    import torch
    return [(p, o) for p, o in _leaves(out) if isinstance(o, torch.Tensor) and o.requires_grad]


def _run_bwd(op, sample):
    import torch
    fulgur = _W["fulgur"]
    case, ts = _make_case_fn(op, sample)
    process = getattr(sample, "output_process_fn_grad", None) or (lambda x: x)
    diff_idx = [i for i, t in enumerate(ts) if type(t) is not float and t.requires_grad and
                (t.is_floating_point() or t.is_complex())]
    if not diff_idx:
        return {"class": "eager_error", "message": "no sample tensor requires grad"}

    def grads(fn, inputs, cts_of):
        _seed(1234)
        out = process(fn(*inputs))
        outs = _diff_outputs(out)
        cts = cts_of(outs)
        g = torch.autograd.grad([o for _, o in outs], [inputs[i] for i in diff_idx], grad_outputs=cts,
                                allow_unused=True)
        g = [torch.zeros_like(inputs[i]) if x is None else x for i, x in zip(diff_idx, g)]
        return out, outs, [x.detach() for x in g]

    gen = torch.Generator().manual_seed(5678)
    cts_e = []

    def make_cts(outs):
        for _, o in outs:
            cts_e.append(torch.randn(o.shape, generator=gen, dtype=o.dtype) if o.numel() else torch.zeros_like(o))
        return cts_e

    try:
        e_inputs = _clone_inputs(ts, True)
        _seed(1234)
        e_out0 = process(case(*e_inputs))
        if not _diff_outputs(e_out0):
            return {"class": "eager_error", "message": "no eager output requires grad"}
        eager_out, e_outs, eager_g = grads(case, e_inputs, make_cts)
        runs = [eager_out]
        with torch.no_grad():
            for sd in _other_seeds(op):
                _seed(sd)
                runs.append(process(case(*_clone_inputs(ts, False))))
    except Exception as e:  # noqa: BLE001
        return _eager_error_rec("eager backward", e)
    deterministic = op.name not in _UNINITIALIZED and _agree(runs)
    e_paths = [p for p, _ in e_outs]
    jf = fulgur.jit(case)
    f_inputs = _clone_inputs(ts, True)
    try:
        _seed(1234)
        got = process(jf(*f_inputs))
    except Exception as e:  # noqa: BLE001
        return _error_rec(op, e)
    got_leaves = dict(_leaves(got))
    missing = [p for p in e_paths if not (isinstance(got_leaves.get(p), torch.Tensor) and got_leaves[p].requires_grad)]
    if missing:
        return {"class": "wrong", "message": f"grad missing: {', '.join(missing)} require grad in eager but not "
                                             f"in fulgur's result"}
    try:
        g = torch.autograd.grad([got_leaves[p] for p in e_paths], [f_inputs[i] for i in diff_idx],
                                grad_outputs=cts_e, allow_unused=True)
        got_g = [torch.zeros_like(f_inputs[i]) if x is None else x.detach() for i, x in zip(diff_idx, g)]
    except Exception as e:  # noqa: BLE001
        return _error_rec(op, e)
    rec = {"class": "match"}
    try:
        if not deterministic:
            _same_structure_shapes(got, eager_out, "out")
            _same_structure_shapes(got_g, eager_g, "grad")
            rec["note"] = "nondeterministic in eager: shapes and dtypes compared"
            return rec
        ref = {}

        def ref_all():
            if not ref:
                inputs = _f64_inputs(ts, True)
                cts64 = [c.to(torch.complex128 if c.is_complex() else torch.float64) for c in cts_e]
                ref["v"] = grads(case, inputs, lambda outs: cts64)
            return ref["v"]

        lowp = _compare(got, eager_out, lambda: ref_all()[0], "out")
        names = [f"grad[x{i}]" for i in diff_idx]
        for n, a, e, k in zip(names, got_g, eager_g, range(len(names))):
            lowp |= _compare(a, e, (lambda k=k: ref_all()[2][k]), n)
        if lowp:
            rec["lowp"] = True
    except Wrong as w:
        return {"class": "wrong", "message": str(w)[:1000]}
    return rec


def run_case(c):
    op = _W["ops"].get((c["op"], c["variant"]))
    if op is None:
        return {"class": "eager_error", "message": "no such op in op_db"}
    try:
        samples = _samples(c, c["sample"] + 1)
    except Exception as e:  # noqa: BLE001
        return _eager_error_rec("sample_inputs", e)
    if c["sample"] >= len(samples):
        return {"class": "no_sample"}
    sample = samples[c["sample"]]
    rec = (_run_fwd if c["kind"] == "fwd" else _run_bwd)(op, sample)
    if rec.get("class") not in ("match", "no_sample"):
        try:
            rec["sample_desc"] = _describe_sample(sample)
        except Exception as e:  # noqa: BLE001 - a description is not worth losing the record
            rec["sample_desc"] = f"(not described: {type(e).__name__}: {e})"[:200]
    return rec


def _describe_sample(sample):
    """The sample in one line: tensors as dtype[shape] (+grad), everything else by repr."""
    import torch

    def d(x):
        if isinstance(x, torch.Tensor):
            dt = str(x.dtype).replace("torch.", "")
            if x.layout != torch.strided:
                return f"{str(x.layout).replace('torch.', '')} {dt}{list(x.shape)}"
            extra = "" if x.is_contiguous() else f" strides={list(x.stride())}"
            return f"{dt}{list(x.shape)}{' grad' if x.requires_grad else ''}{extra}"
        if isinstance(x, (list, tuple)):
            inner = ", ".join(d(v) for v in x)
            return f"[{inner}]" if isinstance(x, list) else f"({inner}{',' if len(x) == 1 else ''})"
        if isinstance(x, dict):
            return "{" + ", ".join(f"{k}={d(v)}" for k, v in x.items()) + "}"
        r = repr(x)
        return r if len(r) <= 80 else r[:77] + "..."

    return (f"input={d(sample.input)} args={d(tuple(sample.args))} kwargs={d(dict(sample.kwargs))}")[:600]


def worker_main():
    proto = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)  # anything the ops print goes to stderr, not into the protocol
    spec = json.loads(sys.stdin.read())
    import warnings
    warnings.filterwarnings("ignore")
    import torch
    torch.set_num_threads(1)
    import fulgur
    from torch.testing._internal.common_methods_invocations import op_db
    _W["torch"], _W["fulgur"], _W["op_db"] = torch, fulgur, op_db
    _W["ops"] = {(o.name, o.variant_test_name): o for o in op_db}
    _W["float_inputs"] = _floats_are_inputs()
    _patch_wrapper_set_seed(op_db)

    def send(x):
        proto.write(json.dumps(x) + "\n")
        proto.flush()

    if "select" in spec:
        cases = enumerate_cases(spec["select"])
        j, n = spec.get("part", (0, 1))
        cases = cases[j::n]
    else:
        cases = spec["cases"]
    send({"ev": "cases", "cases": cases})
    for i, c in enumerate(cases):
        send({"ev": "start", "i": i})
        t0 = time.time()
        try:
            rec = run_case(c)
        except Exception as e:  # noqa: BLE001 - a bug of this tool: still one record
            rec = {"class": "error", "exc_type": type(e).__name__,
                   "message": f"opinfo_sweep internal error: {type(e).__name__}: {e}"[:500], "names_op": False}
        rec["time_s"] = round(time.time() - t0, 3)
        send({"ev": "done", "i": i, "rec": rec})
    send({"ev": "end"})


# =============================================================================
# The driver: worker processes, crashes and hangs.
# =============================================================================

class _Worker:
    """One worker process; events() yields its messages, and ('died', rc, tail) or
    ('hang', i) when it ends badly."""

    def __init__(self, spec, timeout, startup_timeout):
        env = dict(os.environ)
        for k in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "FULGUR_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
            env[k] = "1"
        p = fulgur_path()
        if p:
            env["PYTHONPATH"] = p + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
        self.err = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, stderr=self.err, env=env, cwd=REPO)
        self.proc.stdin.write(json.dumps(spec).encode())
        self.proc.stdin.close()
        self.timeout, self.startup_timeout = timeout, startup_timeout
        self.buf = b""

    def stderr_tail(self, n=1500):
        self.err.seek(0, os.SEEK_END)
        size = self.err.tell()
        self.err.seek(max(0, size - 20000))
        text = self.err.read().decode(errors="replace")
        lines = [ln for ln in text.splitlines() if ln.strip() and "cpp_extension.py" not in ln]
        return "\n".join(lines)[-n:]

    def _line(self, deadline):
        fd = self.proc.stdout.fileno()
        while b"\n" not in self.buf:
            left = deadline - time.time()
            if left <= 0:
                return "timeout"
            r, _, _ = select.select([fd], [], [], min(left, 5.0))
            if not r:
                continue
            chunk = os.read(fd, 1 << 20)
            if not chunk:
                return None
            self.buf += chunk
        line, self.buf = self.buf.split(b"\n", 1)
        return json.loads(line)

    def events(self):
        deadline = time.time() + self.startup_timeout
        current = None
        while True:
            m = self._line(deadline)
            if m == "timeout":
                self.kill()
                if current is None:
                    yield ("died", None, "worker startup timed out\n" + self.stderr_tail())
                else:
                    yield ("hang", current)
                return
            if m is None:
                rc = self.proc.wait()
                yield ("died", rc, self.stderr_tail())
                return
            ev = m["ev"]
            if ev == "start":
                current = m["i"]
                deadline = time.time() + self.timeout
            elif ev == "done":
                current = None
                deadline = time.time() + self.timeout
            elif ev == "cases":
                deadline = time.time() + self.timeout
            yield (ev, m)
            if ev == "end":
                self.proc.wait()
                return

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()

    def close(self):
        self.kill()
        self.err.close()


def _signal_text(rc):
    if rc is None:
        return "no exit status"
    if rc < 0:
        import signal
        try:
            return f"killed by {signal.Signals(-rc).name}"
        except ValueError:
            return f"killed by signal {-rc}"
    return f"exit status {rc}"


class _Driver:
    def __init__(self, timeout, startup_timeout, emit, log):
        self.timeout, self.startup_timeout = timeout, startup_timeout
        self.emit, self.log = emit, log

    def run_list(self, spec):
        """Runs one worker to the end (no recovery). Returns (cases, results dict index->rec,
        bad) where bad is None, ('died', index or None, rc, tail) or ('hang', index)."""
        w = _Worker(spec, self.timeout, self.startup_timeout)
        cases, results, current, bad = spec.get("cases"), {}, None, None
        try:
            for ev in w.events():
                if ev[0] == "cases":
                    cases = ev[1]["cases"]
                elif ev[0] == "start":
                    current = ev[1]["i"]
                elif ev[0] == "done":
                    results[ev[1]["i"]] = ev[1]["rec"]
                    current = None
                elif ev[0] == "died":
                    bad = ("died", current, ev[1], ev[2])
                elif ev[0] == "hang":
                    bad = ("hang", ev[1])
        finally:
            w.close()
        return cases, results, bad

    def run(self, spec):
        """Runs a selection to the end, recovering from crashes and hangs; emits each record.

        When the worker dies on a case, the next worker runs that case first, alone in a fresh
        process: dying there again makes it a crash; surviving means an earlier case broke the
        process, which a bisection over the cases before it finds."""
        w = _Worker(spec, self.timeout, self.startup_timeout)
        cases, done, history, current = None, set(), [], None
        suspect = None  # (case, history, rc, tail) of the death being rechecked at index 0
        restarts_without_progress = 0
        while True:
            bad = None
            local = spec.get("cases")
            try:
                for ev in w.events():
                    kind = ev[0]
                    if kind == "cases":
                        local = ev[1]["cases"]
                        if cases is None:
                            cases = local
                            part = spec.get("part")
                            self.log(f"{len(cases)} cases" + (f" in job {part[0]} of {part[1]}" if part else ""))
                    elif kind == "start":
                        current = local[ev[1]["i"]]
                    elif kind == "done":
                        c = local[ev[1]["i"]]
                        rec = ev[1]["rec"]
                        if suspect is not None and ev[1]["i"] == 0:
                            rec = self._crash_after_others(suspect, rec)
                            suspect = None
                        else:
                            history.append(c)
                        self._emit(c, rec)
                        done.add(case_key(c))
                        current = None
                        restarts_without_progress = 0
                    elif kind in ("died", "hang"):
                        bad = ev
            finally:
                w.close()
            if bad is None:
                return
            if cases is None:
                raise RuntimeError("opinfo_sweep: the worker died before it listed the cases:\n" + bad[2])
            first = []
            if bad[0] == "hang":
                msg = f"no result after {self.timeout:g} s"
                if suspect is not None:
                    msg += f" (rerun alone after the process died on it: {_signal_text(suspect[2])})"
                    suspect = None
                self._emit(current, {"class": "hang", "message": msg, "time_s": self.timeout})
                done.add(case_key(current))
            elif current is not None:
                if suspect is not None and case_key(suspect[0]) == case_key(current):
                    self.log(f"crash: {case_key(current)} ({_signal_text(bad[1])}), alone too")
                    self._emit(current, {"class": "crash", "message": f"process died ({_signal_text(bad[1])})",
                                         "detail": bad[2][-1500:]})
                    done.add(case_key(current))
                    suspect = None
                else:
                    self.log(f"process died on {case_key(current)} ({_signal_text(bad[1])}); rerunning it alone")
                    suspect = (current, history[-256:], bad[1], bad[2])
                    first = [current]
            else:
                restarts_without_progress += 1
                if restarts_without_progress > 2:
                    raise RuntimeError("opinfo_sweep: the worker keeps dying between cases:\n" + bad[2])
            if suspect is not None:
                first = [suspect[0]]
            current, history = None, []
            rest = [c for c in cases if case_key(c) not in done and (not first or case_key(c) != case_key(first[0]))]
            if not rest and not first:
                return
            spec = {"cases": first + rest}
            w = _Worker(spec, self.timeout, self.startup_timeout)

    def _emit(self, c, rec):
        if rec.get("class") == "no_sample":
            return
        r = dict(c)
        r.update(rec)
        r["repro"] = repro_command(c)
        self.emit(r)

    def _dies(self, cases):
        _, results, bad = self.run_list({"cases": cases})
        if bad is not None and bad[0] == "died" and bad[1] == len(cases) - 1:
            return True, bad
        return False, bad

    def _crash_after_others(self, suspect, alone):
        """The process died on c after other cases, and c alone ran: bisect the cases before it."""
        c, prior, rc, tail = suspect
        note = (f"process died ({_signal_text(rc)}) after {len(prior)} other cases in the process; "
                f"alone: {alone.get('class')}")
        self.log(f"{case_key(c)} runs alone ({alone.get('class')}); bisecting the {len(prior)} cases before it")
        died, bad = self._dies(prior + [c])
        if not died:
            return {"class": "crash", "message": note + "; not reproduced on a rerun (flaky)",
                    "detail": tail[-1500:], "alone": alone}
        tail = bad[3]
        steps = 0
        while len(prior) > 1 and steps < 8:
            steps += 1
            half = len(prior) // 2
            a, b = prior[:half], prior[half:]
            d, bad = self._dies(b + [c])
            if d:
                prior, tail = b, bad[3]
                continue
            d, bad = self._dies(a + [c])
            if d:
                prior, tail = a, bad[3]
            else:
                break
        culprit = ", ".join(case_key(x) for x in prior[:5]) + (" ..." if len(prior) > 5 else "")
        return {"class": "crash", "message": f"{note}; dies after: {culprit}", "detail": tail[-1500:],
                "alone": alone, "after": [case_key(x) for x in prior[:20]]}


def sweep(select_spec, jobs=1, timeout=60.0, startup_timeout=600.0, out=None, log=None, on_record=None):
    """Runs the selected cases; returns the list of records (also written to ``out``, a path, as JSON lines).

    select_spec: {"ops": [...], "variants": [...], "dtypes": [...], "kinds": [...], "sample": k,
                  "max_samples": n, "fraction": f, "seed": s}"""
    import threading
    records = []
    lock = threading.Lock()
    f = open(out, "w") if out else None
    log = log or (lambda s: None)

    def emit(r):
        with lock:
            records.append(r)
            if f:
                f.write(json.dumps(r) + "\n")
                f.flush()
            if on_record:
                on_record(r)

    try:
        drivers = [_Driver(timeout, startup_timeout, emit, log) for _ in range(jobs)]
        if jobs == 1:
            drivers[0].run({"select": select_spec})
        else:
            errors = []

            def go(j):
                try:
                    drivers[j].run({"select": select_spec, "part": (j, jobs)})
                except Exception as e:  # noqa: BLE001
                    errors.append(e)

            ths = [threading.Thread(target=go, args=(j,)) for j in range(jobs)]
            for t in ths:
                t.start()
            for t in ths:
                t.join()
            if errors:
                raise errors[0]
    finally:
        if f:
            f.close()
    return records


def list_cases(select_spec):
    """The selected cases, listed by a worker process (it needs op_db; nothing runs)."""
    env = dict(os.environ)
    p = fulgur_path()
    if p:
        env["PYTHONPATH"] = p + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    r = subprocess.run([sys.executable, os.path.abspath(__file__), "--list-worker"], input=json.dumps(select_spec),
                       capture_output=True, text=True, env=env, cwd=REPO, check=True)
    return json.loads(r.stdout.strip().splitlines()[-1])


def _normalize(msg):
    msg = re.sub(r" at [\w.<>-]+:\d+: .*$", "", msg)
    msg = re.sub(r"\bin: .*$", "", msg)
    msg = re.sub(r"\[[\d, ]*\]", "[...]", msg)
    msg = re.sub(r"\b\d+(\.\d+)?\b", "N", msg)
    msg = re.sub(r"'[^'\s]*'", "'…'", msg)
    return msg[:160]


def summarize(records, top_errors=15):
    """The summary table: counts per class, per-op lists of wrong/crash/hang, the top error reasons."""
    lines = []
    cnt = collections.Counter(r["class"] for r in records)
    total = len(records)
    denom = total - cnt["eager_error"]
    lines.append(f"{total} cases ({denom} counted; eager_error excluded)")
    for k in CLASSES:
        pct = f"{100.0 * cnt[k] / denom:5.1f}%" if denom and k != "eager_error" else "      "
        lines.append(f"  {k:12s} {cnt[k]:6d}  {pct}")
    lowp = sum(1 for r in records if r["class"] == "match" and r.get("lowp"))
    nondet = sum(1 for r in records if r["class"] == "match" and r.get("note", "").startswith("nondeterministic"))
    lines.append(f"  (match includes {lowp} lowp matches against the f64 reference and {nondet} nondeterministic "
                 f"ops compared by shape/dtype)")
    by_kind = collections.Counter((r["kind"], r["class"]) for r in records)
    lines.append("  by kind: " + "; ".join(
        f"{kd}: " + ", ".join(f"{c} {by_kind[(kd, c)]}" for c in CLASSES if by_kind[(kd, c)]) for kd in KINDS))
    errs = [r for r in records if r["class"] == "error"]
    if errs:
        lines.append(f"  error messages naming the op: {sum(1 for r in errs if r.get('names_op'))} of {len(errs)}")
    for k in ("wrong", "crash", "hang"):
        rs = [r for r in records if r["class"] == k]
        if not rs:
            continue
        lines.append(f"\n{k} ({len(rs)}), per op:")
        per = collections.defaultdict(list)
        for r in rs:
            per[(r["op"], r["variant"])].append(r)
        for (op, var), group in sorted(per.items()):
            name = op + (f".{var}" if var else "")
            lines.append(f"  {name}: {len(group)}: {group[0].get('message', '')[:200]}")
            for r in group:
                lines.append(f"      {r['repro']}")
    if errs:
        lines.append(f"\ntop error reasons (of {len(errs)}):")
        reasons = collections.Counter()
        ops = collections.defaultdict(set)
        for r in errs:
            key = f"{r.get('exc_type', '')}: {_normalize(r.get('message', ''))}"
            reasons[key] += 1
            ops[key].add(r["op"] + (f".{r['variant']}" if r["variant"] else ""))
        for key, n in reasons.most_common(top_errors):
            ex = sorted(ops[key])
            lines.append(f"  {n:5d}  {key}\n         e.g. {', '.join(ex[:6])}{' ...' if len(ex) > 6 else ''} "
                         f"({len(ex)} ops)")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ops", help="comma-separated op_db names (op.name), e.g. add,nn.functional.gelu")
    ap.add_argument("--variant", action="append",
                    help="variant_test_name to keep ('' for the default one); may repeat")
    ap.add_argument("--dtype", help=f"comma-separated, of {','.join(DTYPES)} (default: all)")
    ap.add_argument("--kind", help="fwd, bwd or fwd,bwd (default)")
    ap.add_argument("--sample", type=int, help="only this sample index")
    ap.add_argument("--max-samples", type=int, default=3, help="samples per op and dtype (default 3)")
    ap.add_argument("--sample-fraction", type=float, default=1.0, help="run a seeded random subset of the cases")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", help="JSON lines file of every case (default: opinfo_sweep.jsonl in $TMPDIR)")
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per case before it counts as a hang")
    ap.add_argument("--list", action="store_true", help="list the selected cases and exit")
    ap.add_argument("--summarize", metavar="FILE", help="print the summary of a JSON lines file of an earlier run")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every non-match with its details")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--list-worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--floats", choices=("inputs", "constants"),
                    help="a sample's Python floats as arguments of the jitted function (inputs: number inputs of "
                         "its program, the default, as a user's are) or part of the function (constants)")
    a = ap.parse_args(argv)
    if a.floats:
        os.environ["FULGUR_OPINFO_FLOATS"] = a.floats  # the workers inherit it

    if a.worker:
        worker_main()
        return 0
    if a.summarize:
        with open(a.summarize) as f:
            print(summarize([json.loads(line) for line in f if line.strip()]))
        return 0
    if a.list_worker:
        import warnings
        warnings.filterwarnings("ignore")
        from torch.testing._internal.common_methods_invocations import op_db
        _W["op_db"] = op_db
        print(json.dumps(enumerate_cases(json.loads(sys.stdin.read()))))
        return 0

    sel = {"max_samples": a.max_samples, "fraction": a.sample_fraction, "seed": a.seed}
    if a.ops:
        sel["ops"] = [x.strip() for x in a.ops.split(",") if x.strip()]
    if a.variant is not None:
        sel["variants"] = a.variant
    if a.dtype:
        sel["dtypes"] = [x.strip() for x in a.dtype.split(",")]
        bad = [d for d in sel["dtypes"] if d not in DTYPES]
        if bad:
            ap.error(f"unknown dtype {bad}; expected {DTYPES}")
    if a.kind:
        sel["kinds"] = [x.strip() for x in a.kind.split(",")]
    if a.sample is not None:
        sel["sample"] = a.sample
    if a.list:
        for c in list_cases(sel):
            print(case_key(c))
        return 0
    out = a.out or os.path.join(tempfile.gettempdir(), "opinfo_sweep.jsonl")
    t0 = time.time()
    state = {"n": 0, "last": 0.0}
    cnt = collections.Counter()

    def log(s):
        print(f"[opinfo_sweep] {s}", file=sys.stderr, flush=True)

    def on_record(r):
        state["n"] += 1
        cnt[r["class"]] += 1
        if r["class"] not in ("match", "eager_error") and (a.verbose or r["class"] in ("wrong", "crash", "hang")):
            print(f"{r['class']:6s} {case_key(r)}: {r.get('message', '')[:300]}\n       {r['repro']}", flush=True)
            if a.verbose and r.get("sample_desc"):
                print(f"       sample: {r['sample_desc']}", flush=True)
            if a.verbose and r.get("detail"):
                print("       " + r["detail"].replace("\n", "\n       "), flush=True)
        if time.time() - state["last"] > 30:
            state["last"] = time.time()
            counts = ", ".join(f"{k} {cnt[k]}" for k in CLASSES if cnt[k])
            log(f"{state['n']} done in {time.time() - t0:.0f} s: {counts}")

    records = sweep(sel, jobs=a.jobs, timeout=a.timeout, out=out, log=log, on_record=on_record)
    print()
    print(summarize(records))
    print(f"\n{len(records)} cases in {time.time() - t0:.0f} s; every case in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
