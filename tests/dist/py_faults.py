"""Faults in distributed Python runs (tests/python/test_dist_faults.py starts
it; docs/reliability.md, "Faults in distributed Python runs"):
`python -m torch.distributed.run --standalone --nproc-per-node 2
py_faults.py SCENARIO`, with FULGUR_COMM_TIMEOUT_S set. Rank 1 misbehaves
(it is killed, raises, or passes other shapes) while rank 0 goes on into a
fulgur.spmd train step or a jitted DTensor call; every rank must then end
with an error naming the cause within FULGUR_COMM_TIMEOUT_S, never hang,
never report success with wrong data.

What a rank prints (stdout, one line each):
  'rank R part NAME ok after T s: ...'             a part of the scenario that succeeded
  'rank R part NAME error after T s: Type: msg'    a part that failed and the rank went on
  'rank R FAILED after T s: Type: msg'             how the rank ended (the last part failed)
  'rank R ok SCENARIO after T s: ...'              how the rank ended (everything succeeded)
  'rank R killed itself ...'                       just before it sends itself SIGKILL
T: seconds from the start of the faulty part. torchrun stops the other
ranks (SIGTERM) when one exits non-zero; every rank here ignores that
SIGTERM (printing 'rank R: SIGTERM from the launcher' to stderr) so that the
test sees how the rank ends on its own, as under a launcher that does not
tear the job down (torchrun kills it 30 s later if it has not ended).
"""
import os
import signal
import sys
import time
import traceback

import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.environ["FULGUR_PYTHONPATH"])
import fulgur  # noqa: E402
from fulgur import spmd  # noqa: E402
from torch.distributed.device_mesh import init_device_mesh  # noqa: E402
from torch.distributed.tensor import DTensor, Shard, distribute_tensor  # noqa: E402

SCENARIO = sys.argv[1]
TIMEOUT = float(os.environ["FULGUR_COMM_TIMEOUT_S"])
dist.init_process_group("gloo")
rank, world = dist.get_rank(), dist.get_world_size()
torch.set_num_threads(1)
_terminated = []
_began = [time.monotonic()]


def _on_sigterm(signum, frame):  # noqa: ARG001
    _terminated.append(time.monotonic())
    print(f"rank {rank}: SIGTERM from the launcher (ignored: this rank ends on its own)", file=sys.stderr,
          flush=True)


signal.signal(signal.SIGTERM, _on_sigterm)


def say(line):
    """One line on stdout in one write: the ranks share torchrun's stdout."""
    sys.stdout.flush()
    os.write(1, (line + "\n").encode())


def since():
    return time.monotonic() - _began[0]


def begin():
    """A faulty part starts: its report counts the seconds from here."""
    _began[0] = time.monotonic()


def leave(code, line):
    say(line)
    sys.stderr.flush()
    os._exit(code)


def one_line(e):
    return f"{type(e).__name__}: " + " | ".join(str(e).splitlines())


def part(name, fn):
    """Runs a part that must fail on every rank and lets the rank go on
    (the failure leaves the communicator usable: it is the same on every rank)."""
    begin()
    try:
        figures = fn()
    except Exception as e:  # noqa: BLE001 - reported
        say(f"rank {rank} part {name} error after {since():.1f} s: {one_line(e)}")
    else:
        say(f"rank {rank} part {name} ok after {since():.1f} s: {figures}")


def die(where):
    say(f"rank {rank} killed itself {where}")
    os.kill(os.getpid(), signal.SIGKILL)


class OwnError(ValueError):
    """The exception the faulty rank raises (the test's own)."""


def raise_here(what):
    raise OwnError(f"rank {rank}: {what} (the test's own exception)")


def linger(e):
    """A rank that raised and stays alive (a slow handler that logs, saves a
    checkpoint...) for 3 timeouts, or until the launcher's SIGTERM."""
    traceback.print_exc()
    end = time.monotonic() + 3 * TIMEOUT
    while time.monotonic() < end and not _terminated:
        time.sleep(0.05)
    leave(1, f"rank {rank} FAILED after {since():.1f} s: (lingered after) {one_line(e)}")


# -- a fulgur.spmd train loop --------------------------------------------------------------------

def train_step(model, optim, x, y):
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def data(step, rows=2):
    g = torch.Generator().manual_seed(10 * step + rank)
    return torch.randn(rows, 8, generator=g), torch.randn(rows, 8, generator=g)


def spmd_loop(fault_at=None, fault=None, steps=4):
    """A tiny data-parallel train loop (nn.Linear(8, 8), SGD); `fault(step, x, y)`
    runs on rank 1 before step `fault_at` and returns the batch it passes."""
    torch.manual_seed(0)
    model = nn.Linear(8, 8)
    optim = torch.optim.SGD(model.parameters(), lr=0.1)
    step = spmd.compile()(train_step)
    losses = []
    for s in range(steps):
        x, y = data(s)
        if s == fault_at:
            begin()
            if rank == 1:
                x, y = fault(s, x, y)
        losses.append(round(float(step(model, optim, x, y)), 6))
    return f"losses {losses}"


# -- jitted DTensor calls ------------------------------------------------------------------------

def softmax_cols(x):
    return torch.softmax(x, 1)  # over the sharded dim: an all_gather


def mean_cols(x):
    return x.mean(1)  # over the sharded dim: Partial(avg)


_mesh = []


def mesh():
    if not _mesh:
        _mesh.append(init_device_mesh("cpu", (world,)))
    return _mesh[0]


def cols(n):
    """Rank 1's Shard(1) DTensor with a shard of n columns (rank 0's has 4):
    DTensor.from_local then takes the global shape as [4, 2 n] on rank 1 and
    [4, 8] on rank 0."""
    local = torch.randn(4, n if rank == 1 else 4, generator=torch.Generator().manual_seed(rank))
    return DTensor.from_local(local, mesh(), [Shard(1)], run_check=False)


def dtensor_calls(fault_at=None, fault=None, fn=softmax_cols, calls=3):
    """fulgur.jit(fn) on a [4, 8] Shard(1) DTensor, `calls` times; `fault(x)`
    runs on rank 1 before call `fault_at` and returns the DTensor it passes
    (or None: the same)."""
    full = torch.randn(4, 8, generator=torch.Generator().manual_seed(0))
    x = distribute_tensor(full, mesh(), [Shard(1)])
    f = fulgur.jit(fn)
    out = None
    with torch.no_grad():
        for c in range(calls):
            if c == fault_at:
                begin()
                if rank == 1:
                    y = fault(x)
                    x = x if y is None else y
            out = f(x)
        err = float((out.full_tensor() - fn(full)).abs().max())
    return f"placements {out.placements} err {err:.2e}"


# -- the scenarios: rank 1 misbehaves ---------------------------------------------------------

def spmd_kill():
    """(a) Killed (SIGKILL) before step 2 of a train loop."""
    return spmd_loop(2, lambda s, x, y: die(f"before step {s}"))


def dtensor_kill():
    """(b) Killed before the second jitted call (softmax over the Shard(1) dim: an all_gather)."""
    return dtensor_calls(1, lambda x: die("before jitted call 1"))


def dtensor_raise():
    """(c) Raises before the second jitted call; the exception ends the script
    (a traceback, then the interpreter's own exit), rank 0 makes the call."""
    return dtensor_calls(1, lambda x: raise_here("raised before jitted call 1"))


def spmd_raise_alive():
    """(c) Raises before the first train step and stays alive (a slow
    handler): rank 0's first step waits in the batch check."""
    def fault(s, x, y):
        try:
            raise_here(f"raised before step {s}")
        except OwnError as e:
            linger(e)
    return spmd_loop(0, fault)


def dtensor_shapes():
    """(d) Rank 1 passes a Shard(1) DTensor with a shard of 3 columns, rank 0
    one of 4 (their global shapes: [4, 6] and [4, 8]): at the first call of
    a mean (no collective tells them apart), at the first call of a softmax
    (every rank compiles), then at its third call (rank 1 compiles anew while
    rank 0 runs its program)."""
    part("first_mean", lambda: f"{fulgur.jit(mean_cols)(cols(3)).full_tensor().tolist()}")
    part("first", lambda: f"{fulgur.jit(softmax_cols)(cols(3)).placements}")
    return dtensor_calls(2, lambda x: cols(3))


def spmd_shapes():
    """(d) Rank 1's batch has 3 rows, rank 0's 2: at the first step (every
    rank compiles: the batch check), then at step 2 of a loop (rank 1 compiles
    anew while rank 0 runs its program)."""
    part("first", lambda: spmd_loop(0, lambda s, x, y: data(s, rows=3)))
    return spmd_loop(2, lambda s, x, y: data(s, rows=3))


if SCENARIO not in ("spmd_kill", "dtensor_kill", "dtensor_raise", "spmd_raise_alive", "dtensor_shapes",
                    "spmd_shapes"):
    leave(2, f"rank {rank}: unknown scenario {SCENARIO!r}")
try:
    figures = globals()[SCENARIO]()
except OwnError as e:
    # The rank that raises leaves as a script does on an uncaught exception.
    say(f"rank {rank} FAILED after {since():.1f} s: {one_line(e)}")
    raise
except BaseException as e:  # noqa: BLE001 - every rank reports how it ended
    traceback.print_exc()
    leave(1, f"rank {rank} FAILED after {since():.1f} s: {one_line(e)}")
leave(0, f"rank {rank} ok {SCENARIO} after {since():.1f} s: {figures}")
