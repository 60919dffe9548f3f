#!/usr/bin/env python3
"""PyTorch's side of the GPU check: each trace file's computation run by
PyTorch eager and by torch.compile on inputs of the same shapes, dtypes and
strides, timed per call with CUDA events, with the bandwidth of a
device-to-device copy of as many bytes measured in the same process.

The trace text is Python already (statements `t0 = ltorch.op(args)`, type
comments, a return). Before it runs, every `ltorch.X` in the source is
resolved once to a plain PyTorch callable (LTORCH_OPS below, an explicit
table of every ltorch op fulgur defines) and the source is rewritten to call
that callable through a global, so torch.compile (Dynamo) sees ordinary
torch functions and no dynamic __getattr__ to graph-break on. It compiles
with fullgraph=True; if Dynamo still cannot capture one graph the result
says so ("compile_note") and the timing is of the graph-broken version.

    python3 perf/device/bench_torch.py FILE... [--reps N] [--no-compile]
        [--deadline SECONDS] [--budget SECONDS] [--device cuda|cpu] [--json OUT]

Two passes: eager (and the copy) of every file first, then torch.compile of
each file while --deadline allows; past --budget, remaining work is recorded
as skipped. One JSON object per file and pass goes to stdout, and --json OUT
is rewritten (atomically) with the merged list after every step, so a kill
leaves what was measured. --device cpu runs eager only, a few times, and
counts Dynamo graph breaks with torch._dynamo.explain (no compiler needed):
a smoke test of the interpreter on machines without a GPU.
"""
import argparse
import json
import os
import re
import statistics
import sys
import time
import types

import torch
import torch.nn.functional as F

DTYPES = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8,
    "u8": torch.uint8, "b8": torch.bool,
}
TYPE_RE = re.compile(r"^(?:DTensor )?(\S+) (\w+)\[([^\]]*)\](.*)$")


def _method(name):
    """ltorch.X(a, *args) as the Tensor method a.X(*args): the ops whose shape
    is varargs (reshape(a, 2, 3)) like the method, where torch.X takes a tuple."""
    def call(a, *args, **kwargs):
        return getattr(a, name)(*args, **kwargs)
    call.__name__ = f"ltorch_{name}"
    return call


def _squeeze(a, dim=None):
    return a.squeeze() if dim is None else a.squeeze(dim)


def _to(a, *args, **kwargs):
    return a.to(*args, **kwargs)


# Every ltorch op fulgur defines (src/ir/ops/ltorch.cpp, prim_tables.h) and the
# PyTorch callable whose positional arguments match it. The rule: an ltorch op
# takes its documented PyTorch namesake's arguments; where torch.X and
# torch.nn.functional.X both exist and differ, the entry names the one that
# matches, never a lookup order:
#   softmax, log_softmax  torch.X(input, dim, dtype): F.X's third positional is _stacklevel
#   relu, silu, gelu      F.X (torch.relu has no inplace; silu and gelu live in F only)
#   dropout               F.dropout(input, p, training, inplace): torch.dropout's third is a required `train`
#   embedding             F.embedding(input, weight): torch.embedding(weight, input) swaps them
#                         (no ltorch op yet; listed so that no fallback picks torch's)
#   reshape, view, permute, expand  Tensor methods: ltorch takes *shape, torch.reshape one tuple
#   squeeze               dim=None means every unit dim (torch.squeeze(x, None) is an error)
UNARY = ["neg", "abs", "exp", "exp2", "log", "log1p", "sqrt", "rsqrt", "sin", "cos", "tanh", "erf",
         "sigmoid", "reciprocal", "floor", "ceil", "round", "sign", "logical_not"]
BINARY = ["add", "sub", "mul", "div", "pow", "maximum", "minimum", "fmod", "eq", "ne", "lt", "le",
          "gt", "ge", "logical_and", "logical_or", "bitwise_and"]
LTORCH_OPS = {name: getattr(torch, name) for name in UNARY + BINARY}
LTORCH_OPS.update({
    "where": torch.where,
    "relu": F.relu, "gelu": F.gelu, "silu": F.silu,
    "softmax": torch.softmax, "log_softmax": torch.log_softmax,
    "layer_norm": F.layer_norm,    # (input, normalized_shape, weight, bias, eps)
    "rms_norm": getattr(F, "rms_norm", getattr(torch, "rms_norm", None)),  # (input, normalized_shape, weight, eps)
    "linear": F.linear, "matmul": torch.matmul,
    "sum": torch.sum, "prod": torch.prod, "mean": torch.mean, "var": torch.var,
    "amax": torch.amax, "amin": torch.amin,
    "reshape": _method("reshape"), "view": _method("view"), "permute": _method("permute"),
    "expand": _method("expand"), "squeeze": _squeeze, "unsqueeze": torch.unsqueeze,
    "transpose": torch.transpose, "chunk": torch.chunk, "split": torch.split, "cat": torch.cat,
    "to": _to,
    "mse_loss": F.mse_loss, "cross_entropy": F.cross_entropy, "dropout": F.dropout,
    "embedding": F.embedding,
    "bmm": torch.bmm, "baddbmm": torch.baddbmm,
    "scaled_dot_product_attention": F.scaled_dot_product_attention,
    "arange": torch.arange, "full": torch.full, "ones": torch.ones, "zeros": torch.zeros,
})
LTORCH_RE = re.compile(r"\bltorch\.(\w+)")


def _on_device(factory, device):
    """A factory (arange, full, ones, zeros) that makes its tensor on `device`:
    a trace says `device='cpu'` (or nothing) where fulgur runs it on the
    device the inputs are on."""
    def make(*args, **kwargs):
        kwargs["device"] = device
        return factory(*args, **kwargs)
    return make


def resolve_ltorch(src, path, device=None):
    """The source with each `ltorch.X` rewritten to the global `_ltorch_X`, and
    those globals bound to their callables (plus `ltorch` itself, a
    types.SimpleNamespace of the same callables). An op missing from
    LTORCH_OPS falls back to torch.X, then torch.nn.functional.X, and is
    listed in the result's "fallback_ops"."""
    names = sorted(set(LTORCH_RE.findall(src)))
    scope, fallback = {"torch": torch}, []
    for n in names:
        fn = LTORCH_OPS.get(n)
        if fn is None:
            fn = next((f for f in (getattr(torch, n, None), getattr(F, n, None)) if callable(f)), None)
            if fn is None:
                raise AttributeError(f"{path}: ltorch.{n} has no PyTorch callable")
            fallback.append(n)
        if device is not None and n in ("arange", "full", "ones", "zeros"):
            fn = _on_device(fn, device)
        scope[f"_ltorch_{n}"] = fn
    scope["ltorch"] = types.SimpleNamespace(**{n: scope[f"_ltorch_{n}"] for n in names})
    return LTORCH_RE.sub(r"_ltorch_\1", src), scope, fallback


def parse_trace(path):
    """The main function (`computation`, else the last one) as (name, source,
    [(param, type string)])."""
    lines = open(path).read().splitlines()
    funcs = []  # (start, end)
    for i, line in enumerate(lines):
        if line.startswith("def "):
            if funcs:
                funcs[-1][1] = i
            funcs.append([i, len(lines)])
    if not funcs:
        raise ValueError(f"{path}: no 'def' in the file")
    chosen = next((f for f in funcs if lines[f[0]].startswith("def computation(")), funcs[-1])
    body = lines[chosen[0]:chosen[1]]
    # Stop at the first top-level line that is not a comment (another function's header).
    src = [body[0]] + [l for l in body[1:] if l.startswith(" ") or not l.strip() or l.startswith("#")]
    name = re.match(r"def (\w+)\(", body[0]).group(1)
    params = [p.strip() for p in re.match(r"def \w+\((.*)\):", body[0]).group(1).split(",") if p.strip()]
    types = {}
    for l in body[1:]:
        m = re.match(r'^\s+# (\w+): "(.*)"$', l)
        if m and m.group(1) in params and m.group(1) not in types:
            types[m.group(1)] = m.group(2)
    missing = [p for p in params if p not in types]
    if missing:
        raise ValueError(f"{path}: no type comment for {missing}")
    return name, "\n".join(src) + "\n", [(p, types[p]) for p in params]


def make_input(type_string, device, gen):
    if type_string.startswith("int "):
        return int(type_string.split()[1])
    if type_string.startswith("float "):
        return float(type_string.split()[1])
    if type_string.startswith("bool "):
        return type_string.split()[1] == "True"
    m = TYPE_RE.match(type_string)
    if not m:
        raise ValueError(f"cannot read the type string '{type_string}'")
    dtype = DTYPES[m.group(2)]
    shape = [int(x) for x in m.group(3).split(",") if x.strip()]
    rest = m.group(4)
    sm = re.search(r"strides=\(([^)]*)\)", rest)
    strides = [int(x) for x in sm.group(1).split(",") if x.strip()] if sm else None
    if strides is not None:
        t = torch.empty_strided(shape, strides, dtype=dtype, device=device)
    else:
        t = torch.empty(shape, dtype=dtype, device=device)
    if dtype.is_floating_point:
        t.copy_(torch.rand(shape, generator=gen).to(dtype) + 0.5)  # positive: log, sqrt, div
    elif dtype == torch.bool:
        t.copy_(torch.rand(shape, generator=gen) > 0.5)
    else:
        t.copy_(torch.randint(0, 8, shape, generator=gen).to(dtype))
    return t


def nbytes(v):
    if not isinstance(v, torch.Tensor) or v.numel() == 0:
        return 0
    reach = 1 + sum((s - 1) * st for s, st in zip(v.shape, v.stride()))
    return reach * v.element_size()


def flat_outputs(out):
    if isinstance(out, (tuple, list)):
        return [x for o in out for x in flat_outputs(o)]
    return [out]


def time_cuda(fn, reps):
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    ms = []
    for _ in range(reps):
        start.record()
        fn()
        end.record()
        end.synchronize()
        ms.append(start.elapsed_time(end))
    return statistics.median(ms)


def time_cpu(fn, reps):
    fn()
    ms = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        ms.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(ms)


def prepare(path, device):
    """(fn, inputs, total bytes, result dict) for one trace file."""
    name, src, params = parse_trace(path)
    src, scope, fallback = resolve_ltorch(src, path, device)
    exec(compile(src, path, "exec"), scope)
    fn = scope[name]
    gen = torch.Generator().manual_seed(0)
    inputs = [make_input(t, device, gen) for _, t in params]
    outs = flat_outputs(fn(*inputs))
    total = sum(nbytes(x) for x in inputs) + sum(nbytes(o) for o in outs)
    res = {"file": path, "bytes": total, "device": device}
    if fallback:
        res["fallback_ops"] = fallback
    return fn, inputs, total, res


def eager_pass(fn, inputs, total, res, args):
    timer = time_cuda if args.device == "cuda" else time_cpu
    res["eager_ms"] = timer(lambda: fn(*inputs), args.reps)
    if args.device == "cuda":
        half = max(total // 2, 256)
        src_buf = torch.empty(half, dtype=torch.uint8, device="cuda")
        dst_buf = torch.empty_like(src_buf)
        res["copy_ms"] = time_cuda(lambda: dst_buf.copy_(src_buf), args.reps)
        res["copy_gbps"] = 2 * half / (res["copy_ms"] * 1e6)
        res["eager_gbps"] = total / (res["eager_ms"] * 1e6)
    else:
        # No compiler needed: Dynamo's capture alone, to show the resolved
        # ltorch names give one graph.
        try:
            torch._dynamo.reset()
            ex = torch._dynamo.explain(fn)(*inputs)
            res["dynamo_graphs"] = ex.graph_count
            res["dynamo_graph_breaks"] = ex.graph_break_count
            if ex.break_reasons:
                res["dynamo_break_reasons"] = [str(r.reason)[:200] for r in ex.break_reasons]
        except Exception as e:
            res["dynamo_explain"] = f"failed: {type(e).__name__}: {str(e).splitlines()[0][:200]}"


def compile_pass(fn, inputs, total, res, args):
    def first_call(fullgraph):
        torch._dynamo.reset()
        compiled = torch.compile(fn, fullgraph=fullgraph)
        t0 = time.monotonic()
        compiled(*inputs)
        torch.cuda.synchronize()
        return compiled, time.monotonic() - t0
    try:
        try:
            compiled, secs = first_call(True)
        except Exception as e:
            res["compile_note"] = (f"no single graph ({type(e).__name__}: "
                                   f"{str(e).splitlines()[0][:150]}); timed with graph breaks")
            compiled, secs = first_call(False)
        res["compile_seconds"] = secs
        res["compiled_ms"] = time_cuda(lambda: compiled(*inputs), args.reps)
        res["compiled_gbps"] = total / (res["compiled_ms"] * 1e6)
    except Exception as e:  # reported, not fatal: eager still stands
        res["compile"] = f"failed: {type(e).__name__}: {str(e).splitlines()[0][:200]}"


def write_json(path, results):
    if not path:
        return
    tmp = f"{path}.tmp"
    with open(tmp, "w") as f:
        json.dump(list(results.values()), f, indent=2)
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--reps", type=int, default=50)
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("--deadline", type=float, default=0,
                    help="seconds after the start past which no torch.compile is started")
    ap.add_argument("--budget", type=float, default=0,
                    help="seconds after the start past which remaining work is skipped")
    ap.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    ap.add_argument("--json", help="also write the results as a JSON list here, after every step")
    args = ap.parse_args()
    if args.device == "cuda" and not torch.cuda.is_available():
        print("bench_torch.py: PyTorch sees no CUDA device (torch.cuda.is_available() is False)",
              file=sys.stderr)
        return 2
    if args.device == "cpu":
        args.reps = min(args.reps, 3)
    started = time.monotonic()
    past = lambda limit: limit and time.monotonic() - started > limit
    results, prepared, failed = {}, {}, 0

    def emit(r):
        print(json.dumps(r), flush=True)
        write_json(args.json, results)

    for f in args.files:  # pass 1: eager and the copy
        if past(args.budget):
            results[f] = {"file": f, "skipped": f"budget ({args.budget:.0f} s) spent"}
            emit(results[f])
            continue
        try:
            fn, inputs, total, r = prepare(f, args.device)
            results[f] = r
            eager_pass(fn, inputs, total, r, args)
            prepared[f] = (fn, inputs, total)
        except Exception as e:
            failed += 1
            results[f] = {"file": f, "error": f"{type(e).__name__}: {str(e).splitlines()[0][:300]}"}
        emit(results[f])

    if args.device == "cuda":
        for f, (fn, inputs, total) in prepared.items():  # pass 2: torch.compile
            r = results[f]
            if args.no_compile:
                r["compile"] = "skipped (--no-compile)"
            elif past(args.deadline) or past(args.budget):
                r["compile"] = f"skipped: budget (past {args.deadline or args.budget:.0f} s)"
            else:
                compile_pass(fn, inputs, total, r, args)
            emit(r)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
