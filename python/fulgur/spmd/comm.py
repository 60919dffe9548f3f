"""The step's own collectives on the caller's process group
(torch.distributed), each wait bounded by FULGUR_COMM_TIMEOUT_S as fulgur's
collectives are: the first call's broadcasts from rank 0 and the all_gather
that checks the ranks' batches agree."""

import torch

from .common import fail


def comm_timeout_s():
    """FULGUR_COMM_TIMEOUT_S (seconds, default 300), as fulgur's collectives read it."""
    import os
    s = os.environ.get("FULGUR_COMM_TIMEOUT_S", "")
    if not s:
        return 300.0
    try:
        v = float(s)
    except ValueError:
        v = float("nan")
    if not (0.001 <= v <= 1e9):
        fail(f"FULGUR_COMM_TIMEOUT_S: expected a number of seconds in [0.001, 1e9], got '{s}'")
    return v


def wait(work, timeout_s):
    """Waits for a torch.distributed Work up to timeout_s (Gloo raises
    'Operation timed out!'), not the process group's timeout (30 minutes by
    default)."""
    import datetime
    work.wait(timeout=datetime.timedelta(seconds=timeout_s))


def all_gather_json(obj, world, timeout_s):
    """all_gather_object for a JSON value, each wait bounded by timeout_s."""
    import json
    import torch.distributed as dist
    data = torch.tensor(list(json.dumps(obj).encode()), dtype=torch.uint8)
    sizes = [torch.zeros(1, dtype=torch.int64) for _ in range(world)]
    wait(dist.all_gather(sizes, torch.tensor([data.numel()], dtype=torch.int64), async_op=True), timeout_s)
    n = max(int(t) for t in sizes)
    padded = torch.zeros(n, dtype=torch.uint8)
    padded[:data.numel()] = data
    parts = [torch.empty(n, dtype=torch.uint8) for _ in range(world)]
    wait(dist.all_gather(parts, padded, async_op=True), timeout_s)
    return [json.loads(bytes(p[:int(k)].tolist()).decode()) for p, k in zip(parts, sizes)]


def broadcast_from_rank0(tensors, name):
    """Rank 0's values of [(what, tensor)] into every rank's, in place
    (Gloo broadcasts bytes of any dtype; bool it does not take)."""
    import torch.distributed as dist
    for what, t in tensors:
        try:
            wait(dist.broadcast(t.view(torch.uint8) if t.dtype == torch.bool else t, 0, async_op=True),
                 comm_timeout_s())
        except Exception as e:  # noqa: BLE001 - Gloo's errors: a timeout, a lost peer
            fail(f"rank {dist.get_rank()}: the first call of {name} broadcasts rank 0's {what} and that "
                 f"failed (within FULGUR_COMM_TIMEOUT_S = {comm_timeout_s():g} s): {' '.join(str(e).split())} "
                 f"(did another rank exit, get killed, or fail before the call?)")
