#!/usr/bin/env python3
"""PyTorch's side of the GPU check: each trace file's computation run by
PyTorch eager and by torch.compile on inputs of the same shapes, dtypes and
strides, timed per call with CUDA events, with the bandwidth of a
device-to-device copy of as many bytes measured in the same process.

The trace text is Python already (statements `t0 = ltorch.op(args)`, type
comments, a return), so it runs as is with `ltorch` bound to a namespace that
maps each op to its PyTorch namesake: torch.nn.functional first, then torch.

    python3 perf/device/bench_torch.py FILE... [--reps N] [--no-compile]
        [--deadline SECONDS] [--device cuda|cpu] [--json OUT]

One JSON object per file goes to stdout (and to --json OUT as a list).
--device cpu runs eager only, a few times: a smoke test of the interpreter
on machines without a GPU.
"""
import argparse
import json
import re
import statistics
import sys
import time

import torch
import torch.nn.functional as F

DTYPES = {
    "f64": torch.float64, "f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8,
    "u8": torch.uint8, "b8": torch.bool,
}
TYPE_RE = re.compile(r"^(?:DTensor )?(\S+) (\w+)\[([^\]]*)\](.*)$")


class LTorch:
    """ltorch.X -> torch.nn.functional.X, else torch.X (ltorch ops take their
    PyTorch namesakes' arguments)."""

    special = {"to": lambda x, *a, **k: x.to(*a, **k)}

    def __getattr__(self, name):
        if name in self.special:
            return self.special[name]
        for ns in (F, torch):
            fn = getattr(ns, name, None)
            if callable(fn):
                return fn
        raise AttributeError(f"ltorch.{name}: no PyTorch namesake in torch.nn.functional or torch")


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


def bench_file(path, args, started):
    name, src, params = parse_trace(path)
    scope = {"ltorch": LTorch(), "torch": torch}
    exec(compile(src, path, "exec"), scope)
    fn = scope[name]
    gen = torch.Generator().manual_seed(0)
    inputs = [make_input(t, args.device, gen) for _, t in params]
    outs = flat_outputs(fn(*inputs))
    total = sum(nbytes(x) for x in inputs) + sum(nbytes(o) for o in outs)
    res = {"file": path, "bytes": total, "device": args.device}
    timer = time_cuda if args.device == "cuda" else time_cpu
    res["eager_ms"] = timer(lambda: fn(*inputs), args.reps)
    if args.device == "cuda":
        half = max(total // 2, 256)
        src_buf = torch.empty(half, dtype=torch.uint8, device="cuda")
        dst_buf = torch.empty_like(src_buf)
        res["copy_ms"] = time_cuda(lambda: dst_buf.copy_(src_buf), args.reps)
        res["copy_gbps"] = 2 * half / (res["copy_ms"] * 1e6)
        res["eager_gbps"] = total / (res["eager_ms"] * 1e6)
        if args.no_compile:
            res["compile"] = "skipped (--no-compile)"
        elif args.deadline and time.monotonic() - started > args.deadline:
            res["compile"] = f"skipped (past the {args.deadline:.0f} s budget)"
        else:
            try:
                compiled = torch.compile(fn)
                t0 = time.monotonic()
                compiled(*inputs)
                res["compile_seconds"] = time.monotonic() - t0
                res["compiled_ms"] = time_cuda(lambda: compiled(*inputs), args.reps)
                res["compiled_gbps"] = total / (res["compiled_ms"] * 1e6)
            except Exception as e:  # reported, not fatal: eager still stands
                res["compile"] = f"failed: {type(e).__name__}: {str(e).splitlines()[0][:200]}"
    return res


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--reps", type=int, default=50)
    ap.add_argument("--no-compile", action="store_true")
    ap.add_argument("--deadline", type=float, default=0, help="seconds after which torch.compile is skipped")
    ap.add_argument("--device", default="cuda", choices=["cuda", "cpu"])
    ap.add_argument("--json", help="also write the results as a JSON list here")
    args = ap.parse_args()
    if args.device == "cuda" and not torch.cuda.is_available():
        print("bench_torch.py: PyTorch sees no CUDA device (torch.cuda.is_available() is False)",
              file=sys.stderr)
        return 2
    started = time.monotonic()
    results, failed = [], 0
    for f in args.files:
        try:
            r = bench_file(f, args, started)
        except Exception as e:
            failed += 1
            r = {"file": f, "error": f"{type(e).__name__}: {e}"}
        print(json.dumps(r), flush=True)
        results.append(r)
    if args.json:
        json.dump(results, open(args.json, "w"), indent=2)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
