"""How the torchrun scripts of tests/dist end: each rank prints its failures
(or 'rank R ok N', which the pytest side looks for) and leaves."""
import os
import sys

import torch.distributed as dist


def finish(rank, world, failures):
    if failures:
        print(f"rank {rank} FAILED:\n" + "\n".join(failures), flush=True)
        sys.stdout.flush()
        os._exit(1)
    print(f"rank {rank} ok {world}", flush=True)
    dist.destroy_process_group()
    # Gloo's threads may release tensors after interpreter shutdown began,
    # which aborts the process now and then (PyTorch's, docs/reliability.md):
    # leave now.
    sys.stdout.flush()
    os._exit(0)
