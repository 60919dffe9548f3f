#!/usr/bin/env python3
"""Merges the per-rank timelines of FULGUR_TIMELINE=DIR and reports how much
communication compute hid.

    python3 tools/fulgur_timeline.py DIR_OR_FILES... [-o merged.json] [--json]

Each rank's file (DIR/rank<R>.json, Chrome-trace JSON) becomes one process of
the merged trace (open it in https://ui.perfetto.dev or chrome://tracing).
Per rank, communication time is the union of the collectives' in-flight
intervals (from the host program starting one to its result being complete);
the hidden part is what of it overlaps compute (kernels, library calls and
copies of that rank). The fraction hidden is hidden / communication, per rank
and over all ranks. --json prints the figures as one JSON object instead.
"""

import argparse
import glob
import json
import os
import sys

COMPUTE = {"kernel", "library", "copy"}


def union(intervals):
    """Sorted, disjoint intervals covering `intervals`."""
    out = []
    for b, e in sorted(i for i in intervals if i[1] > i[0]):
        if out and b <= out[-1][1]:
            out[-1][1] = max(out[-1][1], e)
        else:
            out.append([b, e])
    return out


def length(intervals):
    return sum(e - b for b, e in intervals)


def intersection(a, b):
    """The overlap of two sorted disjoint interval lists."""
    out, i, j = [], 0, 0
    while i < len(a) and j < len(b):
        lo, hi = max(a[i][0], b[j][0]), min(a[i][1], b[j][1])
        if lo < hi:
            out.append([lo, hi])
        if a[i][1] < b[j][1]:
            i += 1
        else:
            j += 1
    return out


def load(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            files += sorted(glob.glob(os.path.join(p, "rank*.json")))
        else:
            files.append(p)
    if not files:
        sys.exit("fulgur_timeline: no rank*.json files in " + ", ".join(paths))
    traces = []
    for f in files:
        with open(f) as fh:
            try:
                t = json.load(fh)
            except json.JSONDecodeError as e:
                sys.exit(f"fulgur_timeline: {f} is not JSON: {e}")
        if not isinstance(t, dict) or "traceEvents" not in t:
            sys.exit(f"fulgur_timeline: {f} has no traceEvents (not a Chrome trace)")
        traces.append((f, t))
    return traces


def analyze(events):
    """Per pid: communication, hidden and wait time (microseconds)."""
    ranks = {}
    opened = {}
    for ev in events:
        pid = ev.get("pid")
        r = ranks.setdefault(pid, {"comm": [], "compute": [], "wait": 0.0, "collectives": 0})
        ph, cat = ev.get("ph"), ev.get("cat")
        if ph == "X" and cat in COMPUTE:
            r["compute"].append((ev["ts"], ev["ts"] + ev["dur"]))
        elif ph == "X" and cat == "wait":
            r["wait"] += ev["dur"]
        elif cat == "collective" and ph == "b":
            opened[(pid, ev["id"])] = ev["ts"]
        elif cat == "collective" and ph == "e":
            b = opened.pop((pid, ev["id"]), None)
            if b is not None:
                r["comm"].append((b, ev["ts"]))
                r["collectives"] += 1
    out = {}
    for pid, r in ranks.items():
        comm = union(r["comm"])
        hidden = intersection(comm, union(r["compute"]))
        out[pid] = {
            "collectives": r["collectives"],
            "communication_us": length(comm),
            "hidden_us": length(hidden),
            "wait_us": r["wait"],
            "compute_us": length(union(r["compute"])),
        }
        c = out[pid]["communication_us"]
        out[pid]["hidden_fraction"] = out[pid]["hidden_us"] / c if c > 0 else None
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("inputs", nargs="+", help="FULGUR_TIMELINE directories or rank files")
    ap.add_argument("-o", "--output", help="write the merged Chrome trace here")
    ap.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = ap.parse_args()
    merged = []
    seen_pids = set()
    for f, t in load(args.inputs):
        events = t["traceEvents"]
        pids = {e.get("pid") for e in events}
        clash = pids & seen_pids
        if clash:
            sys.exit(f"fulgur_timeline: {f} has rank(s) {sorted(clash)} again (two runs' files?)")
        seen_pids |= pids
        merged += events
    if args.output:
        with open(args.output, "w") as fh:
            json.dump({"displayTimeUnit": "ms", "traceEvents": merged}, fh)
    per_rank = analyze(merged)
    comm = sum(r["communication_us"] for r in per_rank.values())
    hidden = sum(r["hidden_us"] for r in per_rank.values())
    total = {
        "ranks": len(per_rank),
        "collectives": sum(r["collectives"] for r in per_rank.values()),
        "communication_us": comm,
        "hidden_us": hidden,
        "hidden_fraction": hidden / comm if comm > 0 else None,
    }
    if args.json:
        print(json.dumps({"ranks": {str(k): v for k, v in sorted(per_rank.items())},
                          "total": total}))
        return
    for pid, r in sorted(per_rank.items()):
        frac = "n/a" if r["hidden_fraction"] is None else f"{100 * r['hidden_fraction']:.1f}%"
        print(f"rank {pid}: {r['collectives']} collective(s), communication "
              f"{r['communication_us'] / 1000:.3f} ms, hidden behind compute "
              f"{r['hidden_us'] / 1000:.3f} ms ({frac}), blocked in waits "
              f"{r['wait_us'] / 1000:.3f} ms")
    frac = "n/a" if total["hidden_fraction"] is None else f"{total['hidden_fraction']:.3f}"
    print(f"all ranks: hidden fraction of communication time {frac}")
    if args.output:
        print(f"merged trace: {args.output}")


if __name__ == "__main__":
    main()
