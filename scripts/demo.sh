#!/usr/bin/env bash
# The demo: for each example trace, print it, partition it into fusion regions
# and generate + compile their CUDA C++ with NVRTC (no GPU needed), run it
# compiled for the CPU with --check against libtorch, differentiate it
# (--grad: augmented forward and backward, compiled, against libtorch
# autograd), and time it against libtorch eager. DTensor programs, tensor
# parallelism and whole train steps (SPMD) on 2 processes under torchrun,
# each checked against the single-process program. Then train a small MLP
# compiled on the CPU (examples/train_mlp.cpp), and jit an nn.Module from
# Python (examples/python_demo.py: import fulgur, printed traces, a backward).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install_deps.sh
bash scripts/build.sh fulgur train_mlp fulgur_python
for f in examples/*.trace; do
  case "$f" in *.fused.trace) continue ;; esac
  echo "================================================================"
  echo "== build/fulgur print $f"
  build/fulgur print "$f"
  echo "== build/fulgur codegen $f --target cuda --compile"
  build/fulgur codegen "$f" --target cuda --compile
  echo "== build/fulgur run $f --check"
  build/fulgur run "$f" --check
  echo "== build/fulgur run $f --grad --check"
  build/fulgur run "$f" --grad --check
  echo "== build/fulgur bench $f --reps 10"
  build/fulgur bench "$f" --reps 10
done
# DTensor programs (docs/dtensor.md): the trace with its placements, its
# prologue, what rank 0 of 2 runs after the DTensor expansion, then a run on
# 2 processes under torchrun, each rank's outputs redistributed to
# Replicate() and compared with the single-device program, then with
# --grad --check: each input's gradient against libtorch autograd.
for f in examples/dtensor/*.trace; do
  echo "================================================================"
  echo "== build/fulgur print $f"
  build/fulgur print "$f"
  echo "== build/fulgur print $f --prologue"
  build/fulgur print "$f" --prologue
  echo "== build/fulgur print $f --passes --rank 0 --world-size 2 (the DTensor expansion)"
  build/fulgur print "$f" --passes --rank 0 --world-size 2 |
    sed -n '/^# ---- after DTensor expansion/,/^# ---- after Prologue/p' | sed '$d'
  echo "== torchrun --nproc-per-node=2 build/fulgur run $f --check"
  python3 -m torch.distributed.run --standalone --nproc-per-node=2 --no-python \
    build/fulgur run "$f" --check
  echo "== torchrun --nproc-per-node=2 build/fulgur run $f --grad --check"
  python3 -m torch.distributed.run --standalone --nproc-per-node=2 --no-python \
    build/fulgur run "$f" --grad --check
done
# Tensor parallelism (docs/distributed.md): the design seed's ToyModel with
# net1 column-parallel and net2 row-parallel on 2 processes. Its initial
# trace, then what rank 0 runs: the forward and backward execution traces,
# where the dist.synchronize_tensor_parallel_* composites hold the
# communication; then a run under torchrun with --grad --check against the
# single-process program.
TP="--column-parallel net1_weight,net1_bias --row-parallel net2_weight"
f=examples/tp/toymodel.trace
echo "================================================================"
echo "== build/fulgur print $f"
build/fulgur print "$f"
echo "== build/fulgur print $f --passes --grad --world-size 2 --rank 0 $TP (the execution traces)"
# shellcheck disable=SC2086
build/fulgur print "$f" --passes --grad --world-size 2 --rank 0 $TP |
  sed -n '/^# ---- after Fusion/,/^# ---- host program/p' | sed '$d'
echo "== torchrun --nproc-per-node=2 build/fulgur run $f --grad --check $TP"
# shellcheck disable=SC2086
python3 -m torch.distributed.run --standalone --nproc-per-node=2 --no-python \
  build/fulgur run "$f" --grad --check $TP
# A whole train step as one SPMD program (docs/spmd.md): the train-step trace
# (forward, autodiff.grad, SGD-momentum written into the parameters) run 5
# steps on 2 processes with replicated and with sharded parameters, each
# checked against the single-process program; then fulgur.spmd.compile from
# Python next to PyTorch DDP (examples/python_spmd_demo.py).
f=examples/spmd/mlp_sgd.trace
for schema in replicate shard0; do
  echo "================================================================"
  echo "== torchrun --nproc-per-node=2 build/fulgur run $f --train-steps 5 --params 4 --state 4 --param-schema $schema --check"
  python3 -m torch.distributed.run --standalone --nproc-per-node=2 --no-python \
    build/fulgur run "$f" --train-steps 5 --params 4 --state 4 --param-schema "$schema" --check
done
echo "================================================================"
echo "== torchrun --nproc-per-node=2 examples/python_spmd_demo.py (fulgur.spmd.compile vs DDP)"
PYTHONPATH=build/python python3 -m torch.distributed.run --standalone --nproc-per-node=2 \
  examples/python_spmd_demo.py
echo "================================================================"
echo "== build/train_mlp (forward, loss, fulgur::grad, SGD; 20 steps)"
build/train_mlp
echo "================================================================"
echo "== python3 examples/python_demo.py (fulgur.jit on an nn.Module)"
PYTHONPATH=build/python python3 examples/python_demo.py
echo "== python3 examples/python_transformers_demo.py (a transformers GPT-2 through fulgur.jit and torch.compile)"
PYTHONPATH=build/python python3 examples/python_transformers_demo.py
