"""PyTorch's OpInfo database through fulgur.jit (tools/opinfo_sweep.py).

test_opinfo_sample runs a seeded sample of the cases (every op_db entry, the
dtypes f32/bf16/i64/f64 forward and f32/f64 backward it supports, up to 3
samples each) in a worker process, and asks for no `wrong` (a result that
differs from eager PyTorch), no `crash`, no `hang`, and an error message that
names the op for every case fulgur refuses. test_opinfo_full runs every case
(about 8 minutes on one core today, longer where cases hang); it runs with
FULGUR_OPINFO_FULL=1.

A failing case prints the command that reruns it alone, e.g.
    python3 tools/opinfo_sweep.py --ops add --variant '' --dtype f32 --kind fwd --sample 2 -v
"""

import importlib.util
import os

import pytest

pytest.importorskip("expecttest")  # torch.testing._internal needs it

_TOOL = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools", "opinfo_sweep.py")
_spec = importlib.util.spec_from_file_location("opinfo_sweep", _TOOL)
sweep = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(sweep)

# A seeded eighth of the cases, about a minute on one core (a quarter, 2413
# cases, took 152 s with another process on the second core; the whole sweep,
# 9751 cases, took 453 s); the same seed gives the same cases on every run.
SAMPLE_FRACTION = 0.125
SEED = 0
MAX_SAMPLES = 3
TIMEOUT_S = 60
# The share of the cases eager runs that must match (the reach issue asks for
# 97%): the whole sweep matched 9,417 of 9,681 (97.3%) and this sample 1,198
# of 1,228 (97.6%) on 2026-12-04; a change that makes more cases errors than
# that fails here.
MIN_MATCH = 0.97


def _check(records):
    print(sweep.summarize(records))
    problems = []
    for k in ("wrong", "crash", "hang"):
        for r in records:
            if r["class"] == k:
                problems.append(f"{k}: {sweep.case_key(r)}: {r.get('message', '')[:200]}\n    {r['repro']}")
    for r in records:
        # A refused input (a sparse tensor) is named by its position: the call never reaches the op.
        if r["class"] == "error" and not r.get("names_op") and "fulgur's tensors are strided (dense) ones: pass" not in r.get(
                "message", ""):
            problems.append(f"error message does not name the op: {sweep.case_key(r)}: "
                            f"{r.get('exc_type')}: {r.get('message', '')[:200]}\n    {r['repro']}")
    assert not problems, f"{len(problems)} problems of {len(records)} cases:\n" + "\n".join(problems[:200])
    counted = [r for r in records if r["class"] != "eager_error"]
    matched = sum(r["class"] == "match" for r in counted)
    assert matched >= MIN_MATCH * len(counted), f"{matched} of {len(counted)} cases match, below {MIN_MATCH:.0%}"


def test_opinfo_sample(tmp_path):
    records = sweep.sweep({"max_samples": MAX_SAMPLES, "fraction": SAMPLE_FRACTION, "seed": SEED},
                          timeout=TIMEOUT_S, out=str(tmp_path / "opinfo_sample.jsonl"))
    assert len(records) > 100
    _check(records)


@pytest.mark.skipif(os.environ.get("FULGUR_OPINFO_FULL") != "1",
                    reason="the whole OpInfo sweep (about 10k cases, 8+ minutes); set FULGUR_OPINFO_FULL=1 to run it")
def test_opinfo_full(tmp_path):
    records = sweep.sweep({"max_samples": MAX_SAMPLES}, timeout=TIMEOUT_S,
                          out=str(tmp_path / "opinfo_full.jsonl"))
    _check(records)
