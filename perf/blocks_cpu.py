#!/usr/bin/env python3
"""The transformer blocks of examples/ (gpt2_block, llama_block) on the CPU:
fulgur's compiled program (`fulgur bench`, forward) against PyTorch eager and
torch.compile (Inductor's C++ backend) in one run, forward and forward +
backward, on one thread each.

    python3 perf/blocks_cpu.py [--fulgur build/fulgur] [--reps N] [FILE...]

The traces run in PyTorch through perf/device/bench_torch.py's interpreter
(every ltorch op resolved to its PyTorch callable), so both sides run the
same program on inputs of the same shapes. Prints one line per measurement.
"""
import argparse
import os
import re
import subprocess
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "device"))
import bench_torch  # noqa: E402


def fulgur_forward_ms(fulgur, path):
    out = subprocess.run([fulgur, "bench", path, "--threads", "1"], capture_output=True,
                         text=True, check=True).stdout
    ms = {}
    for key, label in (("fulgur", r"fulgur \(compiled CPU\)"), ("eager", r"libtorch eager")):
        m = re.search(label + r"\s+([0-9.]+) ms", out)
        ms[key] = float(m.group(1)) if m else None
    return ms


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*",
                    default=["examples/gpt2_block.trace", "examples/llama_block.trace"])
    ap.add_argument("--fulgur", default="build/fulgur")
    ap.add_argument("--reps", type=int, default=50)
    args = ap.parse_args()
    torch.set_num_threads(1)
    for path in args.files:
        fn, inputs, _, _ = bench_torch.prepare(path, "cpu")
        compiled = torch.compile(fn, fullgraph=True)
        fw = {"eager": lambda: fn(*inputs), "torch.compile": lambda: compiled(*inputs)}
        for name, f in fw.items():
            print(f"{path}: forward  {name:14s} {bench_torch.time_cpu(f, args.reps):8.3f} ms")
        grads = [x.detach().requires_grad_(x.is_floating_point()) if isinstance(x, torch.Tensor)
                 else x for x in inputs]
        compiled_g = torch.compile(fn)

        def step(f):
            def run():
                out = f(*grads)
                loss = out[0] if isinstance(out, (tuple, list)) else out
                loss.backward()
            return run

        for name, f in {"eager": step(fn), "torch.compile": step(compiled_g)}.items():
            print(f"{path}: fwd+bwd  {name:14s} {bench_torch.time_cpu(f, args.reps):8.3f} ms")
        ms = fulgur_forward_ms(args.fulgur, path)
        print(f"{path}: forward  fulgur         {ms['fulgur']:8.3f} ms "
              f"(libtorch eager in the same run: {ms['eager']:.3f} ms)")


if __name__ == "__main__":
    main()
