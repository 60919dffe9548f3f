#!/usr/bin/env python3
"""Writes OUT/results.json and OUT/results.md from what check.sh has so far
in its scratch directory; check.sh runs it after every step, so a run cut
short still leaves a summary. Standard library only (no torch import):

    python3 perf/device/results.py OUT SCRATCH

SCRATCH holds meta.tsv (key, value), steps.tsv (name, status, seconds,
detail; status ok, FAILED, timeout or skipped), configure.txt, machine.txt,
gpu_tests.txt, bench_ours.jsonl, bench_torch.json and
bench_torch_cpu_smoke.json; OUT may hold gpu_tests.json (GoogleTest's).
"""
import datetime
import json
import os
import re
import sys


def read_tsv(path, width):
    rows = []
    if os.path.exists(path):
        for line in open(path, errors="replace"):
            parts = line.rstrip("\n").split("\t")
            if parts and parts[0]:
                rows.append((parts + [""] * width)[:width])
    return rows


def load_json(path, default):
    try:
        return json.load(open(path))
    except (OSError, ValueError):
        return default


def load_lines(path):
    rows = []
    if os.path.exists(path):
        for line in open(path, errors="replace"):
            line = line.strip()
            if line.startswith("{"):
                try:
                    rows.append(json.loads(line))
                except ValueError:
                    pass
    return rows


def gpu_tests(out, scratch):
    """(passed, failed, skipped, op samples' result, source) from GoogleTest's
    JSON, else from its text output (a run cut short writes no JSON)."""
    d = load_json(f"{out}/gpu_tests.json", None)
    p = f = s = 0
    samples = "not run"
    if d is not None:
        for suite in d.get("testsuites", []):
            for t in suite.get("testsuite", []):
                if t.get("result") == "SKIPPED" or t.get("status") == "NOTRUN":
                    r = "skipped"
                    s += 1
                elif t.get("failures"):
                    r = "FAILED"
                    f += 1
                else:
                    r = "passed"
                    p += 1
                if t.get("name") == "EveryOpSampleMatchesTheReference":
                    samples = r
        return p, f, s, samples, "gpu_tests.json"
    path = f"{scratch}/gpu_tests.txt"
    if not os.path.exists(path):
        return None
    text = open(path, errors="replace").read()
    started = re.findall(r"^\[ RUN      \] (\S+)", text, re.M)
    ended = {}
    for status, name in re.findall(r"^\[\s+(OK|FAILED|SKIPPED)\s+\] (\S+) \(", text, re.M):
        ended[name] = status
    for name in started:
        r = {"OK": "passed", "FAILED": "FAILED", "SKIPPED": "skipped"}.get(ended.get(name), "FAILED")
        if r == "passed":
            p += 1
        elif r == "skipped":
            s += 1
        else:
            f += 1
        if name.endswith(".EveryOpSampleMatchesTheReference"):
            samples = r if name in ended else "FAILED (cut short)"
    return p, f, s, samples, "gpu_tests.txt (no JSON: cut short)"


def target(fname):
    b = os.path.basename(fname)
    if b.startswith("pointwise"):
        return ("copy", 0.90)
    if b.split(".")[0] in ("softmax", "layer_norm", "rms_norm"):
        return ("copy", 0.80)
    return ("eager+compile", None)


def main():
    out, scratch = sys.argv[1:3]
    meta = {k: v for k, v in read_tsv(f"{scratch}/meta.tsv", 2)}
    steps = [{"step": n, "status": st, "seconds": int(sec) if sec.isdigit() else None, "detail": d}
             for n, st, sec, d in read_tsv(f"{scratch}/steps.tsv", 4)]
    by_name = {}
    for s in steps:
        by_name[s["step"]] = s
    checks = {s["step"][len("check "):]: s for s in steps if s["step"].startswith("check ")}
    bench_skips = {s["step"][len("bench "):]: s for s in steps if s["step"].startswith("bench ")}
    ours = {r["file"]: r for r in load_lines(f"{scratch}/bench_ours.jsonl") if "file" in r}
    theirs = {r["file"]: r for r in load_json(f"{scratch}/bench_torch.json", []) if "file" in r}
    smoke = load_json(f"{scratch}/bench_torch_cpu_smoke.json", [])
    tests = gpu_tests(out, scratch)
    gpu = meta.get("gpu_name") or "none"
    gpu_present = meta.get("gpu_present") == "1"

    rows = []
    for fname in sorted(set(ours) | set(theirs) | set(bench_skips)):
        o, t = ours.get(fname, {}), theirs.get(fname, {})
        sk = bench_skips.get(fname, {})
        notes = [x for x in (o.get("error"), t.get("error"), t.get("skipped"), t.get("compile"),
                             t.get("compile_note")) if x]
        if t.get("fallback_ops"):
            notes.append("ltorch fallback: " + ", ".join(t["fallback_ops"]))
        if sk and sk["status"] != "ok":
            notes.insert(0, f"fulgur bench {sk['status']}" + (f": {sk['detail']}" if sk["detail"] else ""))
        r = {"file": fname, "bytes": o.get("bytes", t.get("bytes")),
             "ours_ms": o.get("ours_ms"), "eager_ms": t.get("eager_ms"), "compiled_ms": t.get("compiled_ms"),
             "ours_gbps": o.get("ours_gbps"), "copy_gbps": o.get("copy_gbps"),
             "fraction_of_copy": o.get("fraction_of_copy"), "torch_copy_gbps": t.get("copy_gbps"),
             "compile_seconds": t.get("compile_seconds"),
             "host_fallbacks": o.get("host_fallbacks"), "notes": "; ".join(notes)}
        kind, need = target(fname)
        if kind == "copy":
            r["target"] = f">= {need:.0%} of copy"
            r["meets_target"] = None if r["fraction_of_copy"] is None else r["fraction_of_copy"] >= need
        else:
            r["target"] = "faster than eager, no slower than torch.compile"
            ok = r["ours_ms"] is not None and r["eager_ms"] is not None and r["ours_ms"] < r["eager_ms"]
            if ok and r["compiled_ms"] is not None:
                ok = r["ours_ms"] <= r["compiled_ms"]
            r["meets_target"] = ok if r["ours_ms"] is not None and r["eager_ms"] is not None else None
        rows.append(r)

    now = datetime.datetime.now(datetime.timezone.utc)
    res = {"date": now.strftime("%Y-%m-%d"), "time_utc": now.strftime("%H:%M:%SZ"), "gpu": gpu,
           "gpu_present": gpu_present, "gpu_reason": meta.get("gpu_reason") or None,
           "budget_s": int(meta.get("budget", "0") or 0), "elapsed_s": int(meta.get("elapsed", "0") or 0),
           "finished": meta.get("finished") == "1", "exit_status": meta.get("exit_status"),
           "machine": open(f"{scratch}/machine.txt", errors="replace").read().splitlines()
           if os.path.exists(f"{scratch}/machine.txt") else [],
           "configure": open(f"{scratch}/configure.txt", errors="replace").read().splitlines()
           if os.path.exists(f"{scratch}/configure.txt") else [],
           "steps": steps,
           "gpu_tests": None if tests is None else
           {"passed": tests[0], "failed": tests[1], "skipped": tests[2], "op_samples": tests[3],
            "from": tests[4]},
           "examples_check": {k: v["status"] + (f": {v['detail']}" if v["detail"] else "")
                              for k, v in checks.items()},
           "benchmarks": rows,
           "cpu_smoke_of_bench_torch": [
               {"file": r.get("file"), "ok": "error" not in r and "skipped" not in r,
                "dynamo_graph_breaks": r.get("dynamo_graph_breaks"),
                **({"error": r["error"]} if "error" in r else {})} for r in smoke]}
    tmp = f"{out}/results.json.tmp"
    with open(tmp, "w") as fh:
        json.dump(res, fh, indent=2)
    os.replace(tmp, f"{out}/results.json")

    def fmt(x, spec):
        return "—" if x is None else format(x, spec)

    def cell(s):
        return str(s).replace("|", "\\|").replace("\n", " ")

    def status(s):
        if s is None:
            return "not run"
        r = s["status"] + (f": {s['detail']}" if s["detail"] else "")
        return r + (f" ({s['seconds']} s)" if s["seconds"] else "")

    killed = "run" in by_name
    md = [f"# GPU check {res['date']} on {gpu}\n",
          f"{'Cut short by a signal' if killed else 'Finished' if res['finished'] else 'NOT FINISHED (cut short or still running)'} after "
          f"{res['elapsed_s']} s of a {res['budget_s']} s budget"
          + (f"; exit status {res['exit_status']}" if res["exit_status"] is not None else "") + ".\n",
          "| step | result |", "|---|---|"]
    md.append(f"| GPU | {'present' if gpu_present else 'none'}: {cell(gpu)}"
              + (f" ({cell(res['gpu_reason'])})" if res["gpu_reason"] else "") + " |")
    for name in ("machine", "configure", "build", "probe"):
        if name in by_name:
            md.append(f"| {name} | {cell(status(by_name[name]))} |")
    if tests is not None:
        md.append(f"| gpu-labelled tests | {tests[0]} passed, {tests[1]} failed, {tests[2]} skipped"
                  f" ({status(by_name.get('gpu tests'))}) |")
        md.append(f"| op samples through CudaProgram vs reference | {tests[3]} |")
    elif "gpu tests" in by_name:
        md.append(f"| gpu-labelled tests | {cell(status(by_name['gpu tests']))} |")
    for name in ("python module", "python gpu tests"):
        if name in by_name:
            md.append(f"| {name} | {cell(status(by_name[name]))} |")
    if checks:
        bad = [k for k, v in checks.items() if v["status"] not in ("ok", "skipped")]
        skipped = [k for k, v in checks.items() if v["status"] == "skipped"]
        ok = sum(1 for v in checks.values() if v["status"] == "ok")
        text = f"{ok} ok" + (f"; FAILED: {', '.join(os.path.basename(b) for b in bad)}" if bad else "")
        if skipped:
            text += f"; {len(skipped)} skipped ({cell(checks[skipped[0]]['detail'])})"
        md.append(f"| `fulgur run --device cuda --check` of {len(checks)} examples | {text} |")
    for name in ("checks", "benchmarks", "bench_torch", "cpu smoke", "run"):
        if name in by_name:
            md.append(f"| {name} | {cell(status(by_name[name]))} |")
    if smoke:
        ok = sum(1 for r in smoke if "error" not in r and "skipped" not in r)
        sk = [r for r in smoke if "skipped" in r]
        err = [os.path.basename(r["file"]) for r in smoke if "error" in r]
        breaks = sum(r.get("dynamo_graph_breaks") or 0 for r in smoke)
        md.append(f"| bench_torch.py interpreter, CPU smoke | {ok}/{len(smoke)} traces ran"
                  + (f"; {len(sk)} skipped: {cell(sk[0]['skipped'])}" if sk else "")
                  + (f"; FAILED: {', '.join(err)}" if err else "")
                  + f"; {breaks} Dynamo graph breaks |")
    if rows:
        md.append("\nPer call, median of 100, inputs resident on the device; bandwidth counts each input "
                  "read and each output written once; copy = device-to-device copy of as many bytes, "
                  "same run.\n")
        md.append("| trace | bytes | fulgur ms | eager ms | torch.compile ms | vs eager (x) | vs compile (x) "
                  "| fulgur GB/s | copy GB/s | of copy | target | met | notes |")
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
        for r in rows:
            ve = r["eager_ms"] / r["ours_ms"] if r["ours_ms"] and r["eager_ms"] else None
            vc = r["compiled_ms"] / r["ours_ms"] if r["ours_ms"] and r["compiled_ms"] else None
            md.append(f"| {os.path.basename(r['file'])} | {fmt(r['bytes'], 'd')} | {fmt(r['ours_ms'], '.4f')} | "
                      f"{fmt(r['eager_ms'], '.4f')} | {fmt(r['compiled_ms'], '.4f')} | {fmt(ve, '.2f')} | "
                      f"{fmt(vc, '.2f')} | {fmt(r['ours_gbps'], '.0f')} | {fmt(r['copy_gbps'], '.0f')} | "
                      f"{fmt(r['fraction_of_copy'], '.2f')} | {r['target']} | "
                      f"{'—' if r['meets_target'] is None else 'yes' if r['meets_target'] else 'NO'} | {cell(r['notes'])} |")
    skipped = [s for s in steps if s["status"] == "skipped"
               and (s["step"].startswith("check ") or s["step"].startswith("bench "))]
    if skipped:
        md.append("\nSkipped, file by file:\n")
        md += [f"- {s['step']}: {s['detail']}" for s in skipped]
    tmp = f"{out}/results.md.tmp"
    with open(tmp, "w") as fh:
        fh.write("\n".join(md) + "\n")
    os.replace(tmp, f"{out}/results.md")


if __name__ == "__main__":
    main()
