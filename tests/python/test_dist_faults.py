"""Faults in distributed Python runs (docs/reliability.md, "Faults in
distributed Python runs"): tests/dist/py_faults.py under torchrun on 2 Gloo
ranks, where rank 1 is killed, raises, or passes other shapes while rank 0
goes on into a fulgur.spmd train step or a jitted DTensor call. Every rank
must end with an error naming the cause within FULGUR_COMM_TIMEOUT_S (plus
a little: SLACK_S), the run must end (a launch that outlives RUN_LIMIT_S
fails as a hang), and no rank may report success.

torchrun stops the other ranks when one exits non-zero; the worker ignores
that SIGTERM so that each rank's own ending is what is checked (as under a
launcher that does not tear the job down), and torchrun's summary must name
the rank that failed first and how (a SIGKILL: exitcode -9).

One launch per scenario (about 6 s, 16 s for the two that wait out the
timeout); the parts of a scenario share it."""

import functools
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import pytest

_here = os.path.dirname(os.path.abspath(__file__))
_script = os.path.join(_here, "..", "dist", "py_faults.py")

TIMEOUT_S = 10  # FULGUR_COMM_TIMEOUT_S of the launches
SLACK_S = 4  # how much later than TIMEOUT_S a rank may end (its own work after the error, a loaded machine)
RUN_LIMIT_S = 120  # a launch still running then hangs


def _descendants(pid):
    """The processes below `pid` (torchrun's ranks run in sessions of their own)."""
    children = {}
    for d in os.listdir("/proc"):
        if d.isdigit():
            try:
                with open(f"/proc/{d}/stat") as f:
                    ppid = int(f.read().rsplit(")", 1)[1].split()[1])
            except (OSError, ValueError, IndexError):
                continue
            children.setdefault(ppid, []).append(int(d))
    out, todo = [], [pid]
    while todo:
        for c in children.get(todo.pop(), []):
            out.append(c)
            todo.append(c)
    return out


class Run:
    _END = re.compile(r"^rank (\d+) (?:FAILED after ([\d.]+) s: (.*)|ok (\S+) after ([\d.]+) s: (.*)|"
                      r"killed itself (.*))$")
    _PART = re.compile(r"^rank (\d+) part (\w+) (ok|error) after ([\d.]+) s: (.*)$")

    def __init__(self, scenario, rc, out, err, wall):
        self.scenario, self.rc, self.out, self.err, self.wall = scenario, rc, out, err, wall
        self.ends, self.parts = {}, {}
        for line in out.splitlines():
            m = self._PART.match(line)
            if m:
                self.parts[(int(m[1]), m[2])] = ("error" if m[3] == "error" else "ok", float(m[4]), m[5])
                continue
            m = self._END.match(line)
            if m:
                r = int(m[1])
                if m[2] is not None:
                    self.ends[r] = ("error", float(m[2]), m[3])
                elif m[4] is not None:
                    self.ends[r] = ("ok", float(m[5]), m[6])
                else:
                    self.ends[r] = ("killed", 0.0, m[7])

    def outcome(self, rank, part):
        return self.ends.get(rank) if part == "end" else self.parts.get((rank, part))

    def report(self):
        """Which rank ended how, torchrun's summary, the end of stderr: every assertion's message."""
        ranks = "\n".join(line for line in self.out.splitlines() if line.startswith("rank "))
        summary = self.err[self.err.find("Root Cause"):] if "Root Cause" in self.err else ""
        if not summary:
            i = self.err.find("Failures:")
            summary = self.err[i - 200:] if i >= 0 else ""
        return (f"\n--- {self.scenario}: torchrun exit {self.rc} after {self.wall:.1f} s; the ranks' lines:\n{ranks}\n"
                f"--- torchrun's summary:\n{summary[-2500:]}\n--- stderr's end:\n{self.err[-3000:]}")


@functools.lru_cache(maxsize=None)
def launch(scenario):
    import fulgur
    path = os.path.dirname(os.path.dirname(os.path.abspath(fulgur.__file__)))
    env = dict(os.environ, FULGUR_PYTHONPATH=path, OMP_NUM_THREADS="1", FULGUR_COMM_TIMEOUT_S=str(TIMEOUT_S))
    # Files, not pipes: a rank left behind would hold a pipe open.
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        t0 = time.monotonic()
        p = subprocess.Popen([sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc-per-node=2",
                              _script, scenario], env=env, stdout=out, stderr=err, text=True)
        try:
            rc = p.wait(timeout=RUN_LIMIT_S)
            hung = False
        except subprocess.TimeoutExpired:
            for pid in _descendants(p.pid) + [p.pid]:
                try:
                    os.kill(pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            rc = p.wait()
            hung = True
        wall = time.monotonic() - t0
        out.seek(0)
        err.seek(0)
        run = Run(scenario, rc, out.read(), err.read(), wall)
    if hung:
        pytest.fail(f"{scenario}: the run did not end within {RUN_LIMIT_S} s (a hang){run.report()}")
    return run


def _error(*needles, at_least=None):
    """The rank ends with an error whose message holds every needle; with
    `at_least`, not before that many seconds (it waited out the timeout)."""
    return ("error", needles, at_least)


_KILLED = ("killed", (), None)
_LOST_1 = "lost rank 1 (did it exit or get killed?"
_GATHER = "all_gather(f32[4, 4], dim=1) as collective #"
_BATCH_CHECK = "and checks that the ranks' batch parts have one shape and dtype (an all_gather with every rank"

# (scenario, part) -> {rank: what it must end with}; part "end": how the rank ended.
EXPECT = {
    # (a) SIGKILL before step 2 of a train loop: rank 0's all-reduce (the gradients' bucket with
    # the loss's average: 72 + 1 elements) names the lost rank.
    ("spmd_kill", "end"): {0: _error("rank 0: all_reduce(f32[73], op=sum) as collective #", _LOST_1),
                           1: _KILLED},
    # (b) SIGKILL before a jitted softmax over the Shard(1) dim: its all_gather names the lost rank.
    ("dtensor_kill", "end"): {0: _error(f"rank 0: {_GATHER}", _LOST_1), 1: _KILLED},
    # (c) rank 1 raises before the jitted call and exits (its traceback): the same on rank 0.
    ("dtensor_raise", "end"): {0: _error(f"rank 0: {_GATHER}", _LOST_1),
                               1: _error("OwnError: rank 1: raised before jitted call 1 (the test's own exception)")},
    # (c) rank 1 raises before the first train step and stays alive: rank 0's batch check waits
    # FULGUR_COMM_TIMEOUT_S (once torch's process-group timeout, 30 minutes).
    ("spmd_raise_alive", "end"): {
        0: _error("fulgur.spmd.compile: rank 0: the first call of train_step compiles its program " + _BATCH_CHECK,
                  f"not every rank came within {TIMEOUT_S} s (FULGUR_COMM_TIMEOUT_S)",
                  "Did another rank exit, get killed, or fail before its first call of train_step?",
                  at_least=0.8 * TIMEOUT_S),
        1: _error("(lingered after) OwnError: rank 1: raised before step 0")},
    # (d) spmd: batch parts of 2 and 3 rows at the first step: the batch check, on every rank.
    ("spmd_shapes", "first"): {
        r: _error("tensor input 0 ('x') differs between the ranks (rank 0: float32[2, 8], rank 1: float32[3, 8])")
        for r in (0, 1)},
    # (d) ... at step 2: rank 1 compiles anew (its batch check waits), rank 0 runs its program (its
    # all-reduce waits); both wait out the timeout, each naming the cause.
    ("spmd_shapes", "end"): {
        0: _error("rank 0: all_reduce(f32[73], op=sum) as collective #4 timed out after 10000 ms waiting for rank 1",
                  "compiles a new program because its call differs from this rank's (this rank's batch: "
                  "x: float32[2, 8], y: float32[2, 8]", at_least=0.8 * TIMEOUT_S),
        1: _error("fulgur.spmd.compile: rank 1: this call of train_step compiles a new program (its batch is "
                  "x: float32[3, 8], y: float32[3, 8], where the earlier program's was x: float32[2, 8], "
                  "y: float32[2, 8]) " + _BATCH_CHECK, "every rank must pass batch parts of one shape and dtype")},
    # (d) DTensor: shards of 4 and 3 columns at the first call of a softmax (every rank compiles):
    # fulgur's check that the ranks' programs issue the same collectives.
    ("dtensor_shapes", "first"): {
        0: _error("the ranks pass DTensor arguments that describe different global tensors", "rank(s) 1 differ",
                  'input 0: "DTensor cpu f32[4, 8]'),
        1: _error("the ranks pass DTensor arguments that describe different global tensors", "rank(s) 0 differ",
                  'input 0: "DTensor cpu f32[4, 6]')},
    # (d) ... at the third call (rank 1 compiles anew, rank 0 runs its program): the headers differ.
    ("dtensor_shapes", "end"): {
        0: _error(f"rank 0 ran {_GATHER}5, but rank 1 ran all_gather(i64[5], dim=0)",
                  "rank 1 is compiling a new program", "The ranks called with different arguments"),
        1: _error("rank 1 ran all_gather(i64[5], dim=0) as collective #5, but rank 0 ran all_gather(f32[4, 4], dim=1)",
                  "rank 1 is compiling a new program", "The ranks called with different arguments")},
    # The first call of a mean over the sharded dim, which no collective tells apart, returned
    # the mean of the ranks' means on both ranks (as PyTorch DTensor does): wrong data, no
    # error. check_ranks_agree compares the ranks' global specs now, so it is an error naming
    # the cause ...
    ("dtensor_shapes", "first_mean"): {r: _error("global shape") for r in (0, 1)},
    # ... and the first call's error is not "a bug of fulgur's DTensor expansion".
    ("dtensor_shapes", "first_cause"): {r: _error("global shape") for r in (0, 1)},
    # ... and so does the later call's (not only fulgur's own all_gather(i64[5]) against
    # the program's): that gather's header says it is the ranks' agreement check.
    ("dtensor_shapes", "end_cause"): {r: _error("global shape") for r in (0, 1)},
}


@pytest.mark.parametrize("scenario,part", [
    pytest.param("spmd_kill", "end", id="a-spmd_kill"),
    pytest.param("dtensor_kill", "end", id="b-dtensor_kill"),
    pytest.param("dtensor_raise", "end", id="c-dtensor_raise"),
    pytest.param("spmd_raise_alive", "end", id="c-spmd_raise_alive"),
    pytest.param("spmd_shapes", "first", id="d-spmd_shapes-first"),
    pytest.param("spmd_shapes", "end", id="d-spmd_shapes-later"),
    pytest.param("dtensor_shapes", "first", id="d-dtensor_shapes-first"),
    pytest.param("dtensor_shapes", "end", id="d-dtensor_shapes-later"),
    # A mean over a dim whose shards make different global shapes on the ranks
    # returned wrong data on every rank (as PyTorch DTensor does), and a
    # softmax blamed fulgur's DTensor expansion: check_ranks_agree compares the
    # ranks' global specs now.
    pytest.param("dtensor_shapes", "first_mean", id="d-dtensor_shapes-first_mean"),
    pytest.param("dtensor_shapes", "first_cause", id="d-dtensor_shapes-first_cause"),
    # At a later call, rank 1 compiles anew while rank 0 runs its program: the
    # header of check_ranks_agree's all_gather says what it is for, so the
    # error names the cause, not only fulgur's all_gather(i64[5]).
    pytest.param("dtensor_shapes", "end_cause", id="d-dtensor_shapes-later_cause"),
])
def test_fault_ends_every_rank_with_its_cause(scenario, part):
    run = launch(scenario)
    report = run.report()
    if part == "end":
        assert run.rc != 0, f"torchrun reported success{report}"
        if any(kind == "killed" for kind, _, _ in EXPECT[(scenario, part)].values()):
            # torchrun names the rank that was killed, and how.
            assert re.search(r"rank\s*:\s*1 \(local_rank: 1\)\s*\n\s*exitcode\s*:\s*-9", run.err), \
                f"torchrun's summary does not name rank 1's SIGKILL{report}"
    source = part[:-len("_cause")] if part.endswith("_cause") else part
    for rank, (kind, needles, at_least) in EXPECT[(scenario, part)].items():
        got = run.outcome(rank, source)
        assert got is not None, f"rank {rank} did not report how part '{source}' ended{report}"
        got_kind, took, msg = got
        assert got_kind != "ok", f"rank {rank} reported success in part '{source}': {msg}{report}"
        assert got_kind == kind, f"rank {rank} ended as '{got_kind}', expected '{kind}': {msg}{report}"
        for needle in needles:
            assert needle in msg, f"rank {rank}'s error does not name the cause ({needle!r}):\n{msg}{report}"
        if part.endswith("_cause"):
            assert "bug of fulgur" not in msg, f"rank {rank}'s error blames fulgur:\n{msg}{report}"
        assert took <= TIMEOUT_S + SLACK_S, \
            f"rank {rank} ended {took:.1f} s after the fault (FULGUR_COMM_TIMEOUT_S={TIMEOUT_S}){report}"
        if at_least is not None:
            assert took >= at_least, f"rank {rank} ended after {took:.1f} s, before the timeout:\n{msg}{report}"
