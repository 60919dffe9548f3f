#!/usr/bin/env python3
"""OpInfo samples with DTensor inputs through fulgur.jit, against PyTorch's
own DTensor on 2 Gloo ranks (docs/dtensor.md, "Checked against PyTorch").

For a list of ``op_db`` entries (``--ops``; DEFAULT_OPS otherwise) this takes
f32 samples and, per sample, a set of placements for its tensors: all
``Replicate()``; each tensor ``Shard(d)`` alone, for each of its dims; every
tensor ``Shard(d)`` alike; the first float tensor ``Partial(sum/avg/max)``
(each rank holding a different share). Every case runs on both ranks:

- eager: the op on PyTorch DTensors (PyTorch's sharding propagation);
- fulgur: ``fulgur.jit`` of the same call on DTensors with the same values;
- the single-device program: the op on the full tensors.

Forward values (``full_tensor()``) and placements are compared; then, for
samples with float inputs, the gradients of a fixed random projection of the
outputs (``(out.full_tensor() * c).sum()``), values and placements. Classes:

- ``match``: fulgur's values equal PyTorch DTensor's (and, where PyTorch
  DTensor cannot run the case or gives other values, the single-device
  program's: ``"oracle": "single"``). ``placement_diffs`` lists where fulgur's
  placements differ from PyTorch DTensor's (docs/dtensor.md says why).
- ``eager_error``: neither PyTorch DTensor nor the single-device op runs it;
- ``error``: fulgur raises (message kept);
- ``wrong``: values, shapes, dtypes or the result's type differ;
- ``hang``: the case ran longer than ``--timeout`` seconds on a rank;
- ``crash``: a rank's process died on it.

A hang or crash ends both rank processes; the sweep goes on with the next
case in fresh ones. Every non-match prints the command that reruns it.

Usage:
    python3 tools/dtensor_sweep.py                        # every case of DEFAULT_OPS
    python3 tools/dtensor_sweep.py --ops mean,amax -v
    python3 tools/dtensor_sweep.py --sample-fraction 0.2 --seed 0 --out /tmp/d.jsonl
"""

import argparse
import collections
import json
import os
import select
import shlex
import socket
import subprocess
import sys
import tempfile
import time
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
sys.path.insert(0, HERE)
import opinfo_sweep as _base  # noqa: E402  (its comparison helpers)

WORLD = 2
CLASSES = ("match", "eager_error", "error", "wrong", "crash", "hang")

# What a tensor-parallel or data-parallel program is made of.
DEFAULT_OPS = (
    "abs", "exp", "log", "sin", "tanh", "sigmoid", "nn.functional.relu", "neg", "sqrt", "rsqrt", "erf",
    "nn.functional.gelu", "nn.functional.silu", "add", "sub", "mul", "div", "pow", "maximum", "minimum",
    "where", "clamp", "masked_fill", "sum", "mean", "amax", "amin", "prod", "var", "std", "logsumexp",
    "argmax", "argmin", "max", "min", "mm", "bmm", "matmul", "addmm", "baddbmm", "nn.functional.linear",
    "einsum", "t", "transpose", "permute", "reshape", "view", "flatten", "unsqueeze", "squeeze", "expand",
    "cat", "stack", "chunk", "split", "narrow", "unbind", "select", "softmax", "log_softmax",
    "nn.functional.layer_norm", "nn.functional.embedding", "nn.functional.cross_entropy",
    "nn.functional.mse_loss", "gather", "index_select", "take_along_dim", "cumsum", "tril", "triu",
    "nn.functional.scaled_dot_product_attention", "to", "contiguous", "clone", "zeros_like", "ones_like",
    "rms_norm", "nn.functional.dropout", "norm", "square", "reciprocal", "addcmul", "lerp",
)


def fulgur_path():
    return _base.fulgur_path()


def case_key(c):
    return f"{c['op']}|{c['variant']}|{c['sample']}|{','.join(c['placements'])}"


def repro_command(c):
    cmd = ["python3", "tools/dtensor_sweep.py", "--ops", c["op"], "--variant", c["variant"],
           "--sample", str(c["sample"]), "--placements", ",".join(c["placements"]), "-v"]
    return " ".join(shlex.quote(x) for x in cmd)


# =============================================================================
# Cases: placements per sample.
# =============================================================================

def _samples(op, n):
    import itertools
    import torch
    _base._seed_all(zlib.crc32(f"{op.name}|{op.variant_test_name}".encode()))
    return list(itertools.islice(op.sample_inputs("cpu", torch.float32, requires_grad=op.supports_autograd), n))


def _sample_tensors(sample):
    ts = []
    _base._template((sample.input, tuple(sample.args), dict(sample.kwargs)), ts)
    return ts


def placement_sets(ts):
    """Per tensor a placement string, for the combinations named in the module docstring."""
    n = len(ts)
    out = [["R"] * n]
    for i, t in enumerate(ts):
        for d in range(t.dim()):
            p = ["R"] * n
            p[i] = f"S{d}"
            out.append(p)
    if n > 1:
        for d in range(min(t.dim() for t in ts)):
            out.append([f"S{d}"] * n)
    floats = [i for i, t in enumerate(ts) if t.is_floating_point()]
    if floats:
        for op in ("sum", "avg", "max"):
            p = ["R"] * n
            p[floats[0]] = f"P{op}"
            out.append(p)
    seen, uniq = set(), []
    for p in out:
        if tuple(p) not in seen:
            seen.add(tuple(p))
            uniq.append(p)
    return uniq


def enumerate_cases(sel):
    import torch  # noqa: F401
    from torch.testing._internal.common_methods_invocations import op_db
    names = sel.get("ops") or DEFAULT_OPS
    fraction, seed = sel.get("fraction", 1.0), sel.get("seed", 0)
    out = []
    for op in op_db:
        if op.name not in names or (sel.get("variant") is not None and op.variant_test_name != sel["variant"]):
            continue
        if torch.float32 not in op.supported_dtypes("cpu"):
            continue
        try:
            samples = _samples(op, sel.get("max_samples", 2))
        except Exception:  # noqa: BLE001 - a generator that fails: nothing to run
            continue
        for s, sample in enumerate(samples):
            if sel.get("sample") is not None and s != sel["sample"]:
                continue
            ts = _sample_tensors(sample)
            if not ts or any(t.layout != torch.strided or t.is_complex() for t in ts):
                continue
            for p in placement_sets(ts):
                c = {"op": op.name, "variant": op.variant_test_name, "sample": s, "placements": p}
                if sel.get("placements") and p != sel["placements"]:
                    continue
                if _base.in_fraction(case_key(c), fraction, seed):
                    out.append(c)
    return out


# =============================================================================
# The worker: one rank.
# =============================================================================

_W = {}


def _placement(s):
    from torch.distributed.tensor import Partial, Replicate, Shard
    if s == "R":
        return Replicate()
    if s[0] == "S":
        return Shard(int(s[1:]))
    return Partial(s[1:])


def _dtensor(t, p, rank):
    """t as a DTensor with placement string p; a Partial's ranks hold different shares."""
    import torch
    from torch.distributed.tensor import DTensor, distribute_tensor
    mesh = _W["mesh"]
    t = t.detach()
    if p[0] != "P":
        d = distribute_tensor(t.clone(), mesh, [_placement(p)])
    else:
        op = p[1:]
        if op == "sum":
            local = t * (0.25 if rank == 0 else 0.75)
        elif op == "avg":
            local = t * (0.5 if rank == 0 else 1.5)
        else:  # max: each rank holds the extreme at half of the elements
            flat = torch.arange(t.numel()).reshape(t.shape) % 2 == rank
            local = torch.where(flat, t, t - 1.0)
        d = DTensor.from_local(local.contiguous(), mesh, [_placement(p)], run_check=False)
    return d


def _full(x):
    from torch.distributed.tensor import DTensor
    return x.full_tensor() if isinstance(x, DTensor) else x


def _placements_of(x):
    from torch.distributed.tensor import DTensor
    return str(tuple(x.placements)) if isinstance(x, DTensor) else type(x).__name__


def _run(op, sample, placements, fn_of, rank, grad):
    """Runs the case with fn_of(case) (the op, or its fulgur.jit): (outputs, grads, out placements,
    grad placements); grads of the float inputs that require grad."""
    import torch
    from torch.distributed.tensor import DTensor
    case, ts = _base._make_case_fn(op, sample)
    xs = [_dtensor(t, p, rank) for t, p in zip(ts, placements)]
    diff = [i for i, t in enumerate(ts) if grad and t.is_floating_point() and t.requires_grad]
    for i in diff:
        xs[i] = xs[i].detach().requires_grad_()
    fn = fn_of(case)
    out = fn(*xs)
    leaves = _base._leaves(out)
    out_full = [(p, _full(o).detach().clone() if isinstance(o, torch.Tensor) else o) for p, o in leaves]
    out_pl = [(p, _placements_of(o)) for p, o in leaves if isinstance(o, torch.Tensor)]
    grads, grad_pl = None, None
    douts = [o for _, o in leaves if isinstance(o, torch.Tensor) and o.requires_grad]
    if diff and douts:
        gen = torch.Generator().manual_seed(5678)
        loss = 0
        for o in douts:
            f = _full(o)
            c = torch.randn(f.shape, generator=gen, dtype=f.dtype)
            loss = loss + (f * c).sum()
        loss.backward()
        grads, grad_pl = [], []
        for i in diff:
            g = xs[i].grad
            grads.append(torch.zeros(ts[i].shape) if g is None else _full(g).detach().clone())
            grad_pl.append(_placements_of(g) if g is not None else "None")
    return out_full, out_pl, grads, grad_pl, [isinstance(o, DTensor) for _, o in leaves]


def _single(op, sample, grad):
    """The single-device program: the op on full tensors, gradients as above."""
    import torch
    case, ts = _base._make_case_fn(op, sample)
    xs = [t.detach().clone() for t in ts]
    diff = [i for i, t in enumerate(ts) if grad and t.is_floating_point() and t.requires_grad]
    for i in diff:
        xs[i].requires_grad_()
    out = case(*xs)
    leaves = _base._leaves(out)
    out_full = [(p, o.detach().clone() if isinstance(o, torch.Tensor) else o) for p, o in leaves]
    douts = [o for _, o in leaves if isinstance(o, torch.Tensor) and o.requires_grad]
    grads = None
    if diff and douts:
        gen = torch.Generator().manual_seed(5678)
        loss = 0
        for o in douts:
            c = torch.randn(o.shape, generator=gen, dtype=o.dtype)
            loss = loss + (o * c).sum()
        loss.backward()
        grads = [torch.zeros(ts[i].shape) if xs[i].grad is None else xs[i].grad.detach() for i in diff]
    return out_full, grads


def _values_agree(a, b):
    """Raises _base.Wrong when result a differs from b (outputs, then grads)."""
    (ao, ag), (bo, bg) = a, b
    _base._compare([o for _, o in ao], [o for _, o in bo], None, "out")
    if (ag is None) != (bg is None):
        raise _base.Wrong(f"grad: {'no gradient' if ag is None else 'gradients'} where the oracle has "
                          f"{'none' if bg is None else 'them'}")
    if ag is not None:
        for k, (x, y) in enumerate(zip(ag, bg)):
            _base._compare(x, y, None, f"grad[{k}]")


def _first_line(e):
    lines = str(e).strip().splitlines()
    return lines[0] if lines else ""


def run_case(c, rank):
    op = _W["ops"][(c["op"], c["variant"])]
    sample = _samples(op, c["sample"] + 1)[c["sample"]]
    grad = op.supports_autograd
    ts = _sample_tensors(sample)
    if not grad or not any(t.is_floating_point() and t.requires_grad for t in ts):
        grad = False
    fulgur = _W["fulgur"]
    rec = {"class": "match"}
    try:
        single = _single(op, sample, grad)
    except Exception as e:  # noqa: BLE001
        single = e
    try:
        eager = _run(op, sample, c["placements"], lambda f: f, rank, grad)
    except Exception as e:  # noqa: BLE001
        eager = e
    if isinstance(eager, Exception) and isinstance(single, Exception):
        return {"class": "eager_error", "message": f"{type(eager).__name__}: {_first_line(eager)[:300]}"}
    try:
        got = _run(op, sample, c["placements"], fulgur.jit, rank, grad)
    except Exception as e:  # noqa: BLE001
        msg = str(e).strip().splitlines()
        rec = {"class": "error", "exc_type": type(e).__name__, "message": (msg[0] if msg else "")[:500]}
        if "timed out" in str(e).lower() or "timeout" in str(e).lower():
            rec["class"] = "hang"
        return rec
    g_vals = (got[0], got[2])
    eager_msg = None
    if not isinstance(eager, Exception):
        try:
            _values_agree(g_vals, (eager[0], eager[2]))
        except _base.Wrong as w:
            eager_msg = str(w)
        if eager_msg is None:
            if got[4] != eager[4]:
                return {"class": "wrong", "message": f"output types: fulgur returns DTensor={got[4]} where "
                                                     f"PyTorch DTensor returns DTensor={eager[4]}"}
            diffs = []
            for (p, a), (_, b) in zip(got[1], eager[1]):
                if a != b:
                    diffs.append(f"{p}: {a} (PyTorch {b})")
            for k, (a, b) in enumerate(zip(got[3] or [], eager[3] or [])):
                if a != b:
                    diffs.append(f"grad[{k}]: {a} (PyTorch {b})")
            if diffs:
                rec["placement_diffs"] = diffs
            return rec
    if isinstance(single, Exception):
        return {"class": "wrong", "message": f"differs from PyTorch DTensor: {eager_msg}"}
    try:
        _values_agree(g_vals, single)
    except _base.Wrong as w:
        why = f"PyTorch DTensor: {eager_msg}; " if eager_msg else \
            f"PyTorch DTensor raised {type(eager).__name__}; "
        return {"class": "wrong", "message": f"{why}single device: {w}"[:1000]}
    rec["oracle"] = "single"
    rec["why"] = (f"PyTorch DTensor differs from the single-device program: {eager_msg}" if eager_msg else
                  f"PyTorch DTensor raised {type(eager).__name__}: {_first_line(eager)[:200]}")[:400]
    return rec


def worker_main(rank, port, cases_file, start):
    proto = os.fdopen(os.dup(1), "w", buffering=1)
    os.dup2(2, 1)
    import datetime
    import warnings
    warnings.filterwarnings("ignore")
    import torch
    import torch.distributed as dist
    torch.set_num_threads(1)
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=WORLD,
                            timeout=datetime.timedelta(seconds=float(os.environ.get("DTENSOR_SWEEP_PG_TIMEOUT",
                                                                                   "60"))))
    from torch.distributed.device_mesh import init_device_mesh
    import fulgur
    from torch.testing._internal.common_methods_invocations import op_db
    _W["fulgur"], _W["mesh"] = fulgur, init_device_mesh("cpu", (WORLD,))
    _W["ops"] = {(o.name, o.variant_test_name): o for o in op_db}
    with open(cases_file) as f:
        cases = json.load(f)

    def send(x):
        proto.write(json.dumps(x) + "\n")
        proto.flush()

    for i in range(start, len(cases)):
        send({"ev": "start", "i": i})
        t0 = time.time()
        try:
            rec = run_case(cases[i], rank)
        except Exception as e:  # noqa: BLE001 - a bug of this tool: still a record
            import traceback
            rec = {"class": "error", "exc_type": type(e).__name__,
                   "message": f"dtensor_sweep internal error: {type(e).__name__}: {e}"[:500],
                   "stderr": ["".join(traceback.format_exception(e))[-1500:]]}
        rec["time_s"] = round(time.time() - t0, 3)
        # Both ranks finished this case: a rank still inside it (a collective
        # the other never issues) shows as a hang here.
        got = [None] * WORLD
        try:
            dist.all_gather_object(got, i)
        except Exception as e:  # noqa: BLE001 - a collective of the case the other rank never issued
            got = f"{type(e).__name__}: {_first_line(e)[:200]}"
        if got != [i] * WORLD:
            rec = {"class": "hang", "message": f"the ranks' collectives are out of step after the case (one rank "
                                               f"issued a collective the other did not): {got}"}
            send({"ev": "done", "i": i, "rec": rec})
            os._exit(3)
        send({"ev": "done", "i": i, "rec": rec})
    send({"ev": "end"})
    sys.stdout.flush()
    proto.flush()
    # Gloo's threads may still hold tensors at interpreter exit (docs/reliability.md).
    os._exit(0)


# =============================================================================
# The driver: two rank processes, hangs and crashes.
# =============================================================================

_ORDER = {"wrong": 5, "crash": 4, "hang": 3, "error": 2, "eager_error": 1, "match": 0}


def _merge(recs):
    """One record from the ranks' records: the worst class wins; rank 0's fields otherwise."""
    worst = max(recs, key=lambda r: _ORDER.get(r["class"], 0))
    out = dict(worst)
    pl = [p for r in recs for p in r.get("placement_diffs", [])]
    if pl:
        out["placement_diffs"] = sorted(set(pl))
    return out


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def sweep(sel, timeout=120.0, out=None, log=None, on_record=None):
    if log is None:
        def log(s):
            pass
    import torch  # noqa: F401
    cases = enumerate_cases(sel)
    log(f"{len(cases)} cases")
    tmp = tempfile.mkdtemp(prefix="dtensor_sweep_")
    cases_file = os.path.join(tmp, "cases.json")
    with open(cases_file, "w") as f:
        json.dump(cases, f)
    env = dict(os.environ)
    for k in ("OMP_NUM_THREADS", "MKL_NUM_THREADS", "FULGUR_NUM_THREADS"):
        env[k] = "1"
    env.setdefault("FULGUR_COMM_TIMEOUT_S", str(int(timeout / 2)))
    env.setdefault("DTENSOR_SWEEP_PG_TIMEOUT", str(int(timeout / 2)))
    p = fulgur_path()
    if p:
        env["PYTHONPATH"] = p + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    records = []
    outf = open(out, "w") if out else None

    def emit(rec, c):
        rec.update(c)
        rec["repro"] = repro_command(c)
        records.append(rec)
        if outf:
            outf.write(json.dumps(rec) + "\n")
            outf.flush()
        if on_record:
            on_record(rec)

    start = 0
    while start < len(cases):
        port = _free_port()
        errs = [tempfile.TemporaryFile() for _ in range(WORLD)]
        procs = [subprocess.Popen([sys.executable, os.path.abspath(__file__), "--worker", str(r), str(port),
                                   cases_file, str(start)], stdout=subprocess.PIPE, stderr=errs[r], env=env,
                                  cwd=REPO) for r in range(WORLD)]
        bufs = [b""] * WORLD
        done = [dict() for _ in range(WORLD)]
        current = start
        deadline = time.time() + timeout + 120  # the first case also imports and compiles
        ended = [False] * WORLD
        bad = None
        while not all(ended):
            fds = [procs[r].stdout for r in range(WORLD) if not ended[r]]
            ready, _, _ = select.select(fds, [], [], 1.0)
            for r in range(WORLD):
                if procs[r].stdout not in ready:
                    continue
                chunk = os.read(procs[r].stdout.fileno(), 65536)
                if not chunk:
                    ended[r] = True
                    continue
                bufs[r] += chunk
                while b"\n" in bufs[r]:
                    line, bufs[r] = bufs[r].split(b"\n", 1)
                    ev = json.loads(line)
                    if ev["ev"] == "done":
                        done[r][ev["i"]] = ev["rec"]
                    elif ev["ev"] == "end":
                        ended[r] = True
            while all(current in d for d in done):
                emit(_merge([d[current] for d in done]), cases[current])
                current += 1
                deadline = time.time() + timeout
            if current >= len(cases):
                break
            died = [r for r in range(WORLD) if procs[r].poll() is not None and procs[r].returncode != 0
                    and current not in done[r]]
            if died or time.time() > deadline:
                bad = "crash" if died else "hang"
                break
        for pr in procs:
            if pr.poll() is None:
                pr.kill()
            pr.wait()
        if current < len(cases) and bad is None and all(ended):
            bad = "crash"
        if bad is not None and current < len(cases):
            tails = []
            for r in range(WORLD):
                errs[r].seek(0)
                tails.append(errs[r].read().decode(errors="replace")[-800:])
            rc = [pr.returncode for pr in procs]
            emit({"class": bad, "message": f"rank exit codes {rc}", "stderr": tails}, cases[current])
            current += 1
        start = current
    if outf:
        outf.close()
    return records


def summarize(records, top=20):
    n = collections.Counter(r["class"] for r in records)
    lines = [f"{len(records)} cases: " + ", ".join(f"{k} {n.get(k, 0)}" for k in CLASSES)]
    single = sum(1 for r in records if r.get("oracle") == "single")
    pl = sum(1 for r in records if r.get("placement_diffs"))
    lines.append(f"matches checked against the single-device program (PyTorch DTensor could not run them or "
                 f"differs): {single}; matches whose placements differ from PyTorch DTensor's: {pl}")
    by_op = collections.defaultdict(collections.Counter)
    for r in records:
        by_op[r["op"]][r["class"]] += 1
    bad_ops = sorted((op for op, cnt in by_op.items() if cnt["match"] + cnt["eager_error"] < sum(cnt.values())))
    if bad_ops:
        lines.append("ops with non-matching cases: " + ", ".join(
            f"{op} ({', '.join(f'{k} {v}' for k, v in by_op[op].items() if k not in ('match', 'eager_error'))})"
            for op in bad_ops))
    errs = collections.Counter(r.get("message", "")[:120] for r in records if r["class"] == "error")
    for m, k in errs.most_common(top):
        lines.append(f"  {k:4d} x error: {m}")
    return "\n".join(lines)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--worker", nargs=4, help=argparse.SUPPRESS)
    ap.add_argument("--ops", help="comma-separated op_db names (default: DEFAULT_OPS)")
    ap.add_argument("--variant")
    ap.add_argument("--sample", type=int)
    ap.add_argument("--placements", help="e.g. S0,R (one per sample tensor; R, S<d>, Psum, Pavg, Pmax)")
    ap.add_argument("--max-samples", type=int, default=2)
    ap.add_argument("--sample-fraction", type=float, default=1.0)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--out")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("-v", "--verbose", action="store_true")
    a = ap.parse_args(argv)
    if a.worker:
        rank, port, cases_file, start = a.worker
        worker_main(int(rank), int(port), cases_file, int(start))
        return 0
    sel = {"max_samples": a.max_samples, "fraction": a.sample_fraction, "seed": a.seed}
    if a.ops:
        sel["ops"] = a.ops.split(",")
    if a.variant is not None:
        sel["variant"] = a.variant
    if a.sample is not None:
        sel["sample"] = a.sample
    if a.placements:
        sel["placements"] = a.placements.split(",")
    if a.list:
        for c in enumerate_cases(sel):
            print(case_key(c))
        return 0

    def on_record(r):
        if r["class"] not in ("match", "eager_error") or a.verbose:
            extra = f" [{'; '.join(r['placement_diffs'])}]" if r.get("placement_diffs") else ""
            print(f"{r['class']:11s} {case_key(r)}: {r.get('message', r.get('why', ''))[:300]}{extra}", flush=True)
            if r["class"] not in ("match", "eager_error"):
                print(f"    {r['repro']}", flush=True)
            if a.verbose and r.get("stderr"):
                for k, t in enumerate(r["stderr"]):
                    print(f"    rank {k} stderr:\n" + "\n".join("      " + x for x in t.splitlines()[-12:]))

    records = sweep(sel, timeout=a.timeout, out=a.out, log=lambda s: print(s, flush=True), on_record=on_record)
    print(summarize(records))
    return 1 if any(r["class"] in ("wrong", "crash", "hang") for r in records) else 0


if __name__ == "__main__":
    sys.exit(main())
