"""fulgur.jit with torch.distributed.tensor.DTensor arguments on 2 Gloo processes
(docs/dtensor.md, "From Python"): the spec maps onto fulgur's, collectives run
on the caller's process group, the outputs come back as DTensors, and the
placements and values equal PyTorch DTensor's on the same program, forward
and (loss.backward()) the gradients."""

import os
import socket
import traceback

import pytest

import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F

_here = os.path.dirname(os.path.abspath(__file__))


def mlp(x, w1, b1, w2, b2):
    return F.linear(F.gelu(F.linear(x, w1, b1), approximate="tanh"), w2, b2)


def sum_exp(x):
    return torch.exp(x.sum(1) * 0.1)


def _worker(rank, port, path, queue):
    import sys
    sys.path.insert(0, path)
    try:
        dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=rank, world_size=2)
        import fulgur
        from torch.distributed.device_mesh import init_device_mesh
        from torch.distributed.tensor import DTensor, Replicate, Shard, distribute_tensor
        torch.set_num_threads(1)
        mesh = init_device_mesh("cpu", (2,))
        g = torch.Generator().manual_seed(0)
        x, w1, b1, w2, b2 = (torch.randn(s, generator=g) for s in ([5, 12], [16, 12], [16], [8, 16], [8]))
        report = []
        with torch.no_grad():
            # Column- then row-parallel: a Partial(sum) output, no collective.
            ins = [distribute_tensor(t, mesh, [p]) for t, p in
                   zip((x, w1, b1, w2, b2), (Replicate(), Shard(0), Shard(0), Shard(1), Replicate()))]
            f = fulgur.jit(mlp)
            out = f(*ins)
            ref = mlp(*ins)
            assert isinstance(out, DTensor), type(out)
            report.append(("mlp", str(out.placements), str(ref.placements), tuple(out.shape),
                           float((out.full_tensor() - ref.full_tensor()).abs().max())))
            f(*ins)
            info = fulgur.cache_info(f)
            report.append(("cache", info["hits"], info["misses"]))
            # A changed placement compiles anew: batch-sharded, uneven (3 + 2 rows).
            ins2 = [distribute_tensor(t, mesh, [p]) for t, p in
                    zip((x, w1, b1, w2, b2), (Shard(0), Replicate(), Replicate(), Replicate(), Replicate()))]
            out2, ref2 = f(*ins2), mlp(*ins2)
            report.append(("batch", str(out2.placements), str(ref2.placements), tuple(out2.to_local().shape),
                           float((out2.full_tensor() - ref2.full_tensor()).abs().max())))
            # An all_reduce on the caller's group: sum over the sharded dim, then exp.
            dx = distribute_tensor(x, mesh, [Shard(1)])
            h = fulgur.jit(sum_exp)
            out3, ref3 = h(dx), sum_exp(dx)
            report.append(("sum_exp", str(out3.placements), str(ref3.placements), tuple(out3.shape),
                           float((out3.full_tensor() - ref3.full_tensor()).abs().max())))
            prologue = str(fulgur.last_prologue_traces(h)[0])
            report.append(("prologue", "check_dtensor_spec_repr" in prologue and "Shard(dim=1)" in prologue))
        # Autograd: fulgur's compiled backward through the DTensor call, the
        # gradients in the inputs' placements, against PyTorch DTensor's.
        placements = (Replicate(), Shard(0), Shard(0), Shard(1), Replicate())
        ours = [distribute_tensor(t, mesh, [p]).requires_grad_() for t, p in zip((x, w1, b1, w2, b2), placements)]
        theirs = [distribute_tensor(t, mesh, [p]).requires_grad_() for t, p in zip((x, w1, b1, w2, b2), placements)]
        fg = fulgur.jit(mlp)
        (fg(*ours) ** 2).sum().backward()
        (mlp(*theirs) ** 2).sum().backward()
        for i, (a, b) in enumerate(zip(ours, theirs)):
            report.append((f"grad{i}", str(a.grad.placements), str(b.grad.placements),
                           float((a.grad.full_tensor() - b.grad.full_tensor()).abs().max()
                                 / (1 + b.grad.full_tensor().abs().max()))))
        queue.put((rank, report, None))
    except BaseException:
        queue.put((rank, None, traceback.format_exc()))
    finally:
        if dist.is_initialized():
            dist.destroy_process_group()


def test_dtensor_inputs_match_pytorch_dtensor_on_two_gloo_processes():
    import fulgur  # noqa: F401  (the path conftest chose)
    path = os.path.dirname(os.path.dirname(os.path.abspath(fulgur.__file__)))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    ctx = mp.get_context("spawn")
    queue = ctx.Queue()
    procs = [ctx.Process(target=_worker, args=(r, port, path, queue)) for r in range(2)]
    for p in procs:
        p.start()
    results = {}
    try:
        for _ in range(2):
            rank, report, error = queue.get(timeout=240)
            assert error is None, f"rank {rank}:\n{error}"
            results[rank] = report
    finally:
        for p in procs:
            p.join(timeout=60)
            if p.is_alive():
                p.kill()
    for rank, report in results.items():
        r = {row[0]: row[1:] for row in report}
        ours, theirs, shape, err = r["mlp"]
        assert ours == theirs == "(Partial(sum),)", (rank, ours, theirs)
        assert shape == (5, 8) and err < 1e-5, (rank, shape, err)
        assert r["cache"] == (1, 1), (rank, r["cache"])
        ours, theirs, local, err = r["batch"]
        assert ours == theirs == "(Shard(dim=0),)", (rank, ours, theirs)
        assert local == ((3, 8) if rank == 0 else (2, 8)) and err < 1e-5, (rank, local, err)
        ours, theirs, shape, err = r["sum_exp"]
        assert ours == theirs == "(Replicate(),)", (rank, ours, theirs)
        assert shape == (5,) and err < 1e-5, (rank, shape, err)
        assert r["prologue"] == (True,), rank
        for i in range(5):
            ours, theirs, err = r[f"grad{i}"]
            # Each gradient comes back in its input's placements (docs/dtensor.md,
            # "Gradient placements"): the replicated input's is all-reduced to
            # Replicate() where PyTorch leaves Partial(sum); the row-parallel
            # bias, added on coordinate 0 only in fulgur's expansion, too. The
            # values are PyTorch's.
            want = ("(Replicate(),)", "(Shard(dim=0),)", "(Shard(dim=0),)", "(Shard(dim=1),)", "(Replicate(),)")[i]
            assert ours == want, (rank, i, ours, theirs)
            assert theirs == ("(Partial(sum),)" if i == 0 else want), (rank, i, theirs)
            assert err < 1e-5, (rank, i, err)



@pytest.mark.parametrize("n", [2, 4])
def test_dtensor_inputs_under_torchrun(n):
    """n=4 adds a 2 x 2 mesh, whose per-mesh-dim groups are handed in too.
    The script also checks the DTensor fast path (a call like an earlier one)
    against PyTorch DTensor: new specs, a result fed back, another mesh,
    gradients."""
    import subprocess
    import sys

    import fulgur
    path = os.path.dirname(os.path.dirname(os.path.abspath(fulgur.__file__)))
    script = os.path.join(_here, "..", "dist", "py_dtensor_torchrun.py")
    env = dict(os.environ, FULGUR_PYTHONPATH=path, OMP_NUM_THREADS="1")
    p = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={n}",
                        script], env=env, capture_output=True, text=True, timeout=300)
    assert p.returncode == 0, p.stdout + p.stderr
    for r in range(n):
        assert f"rank {r} ok (Partial(sum),)" in p.stdout, p.stdout + p.stderr
        assert f"rank {r} fast path ok" in p.stdout, p.stdout + p.stderr
        if n == 4:
            assert f"rank {r} 2x2 ok (Shard(dim=0), Replicate())" in p.stdout, p.stdout + p.stderr


def _torchrun_ok(script, n):
    """Runs tests/dist/`script` under torchrun on `n` ranks (a 60 s bound on
    each collective): every rank must print 'rank R ok N'."""
    import subprocess
    import sys

    import fulgur
    path = os.path.dirname(os.path.dirname(os.path.abspath(fulgur.__file__)))
    env = dict(os.environ, FULGUR_PYTHONPATH=path, OMP_NUM_THREADS="1", FULGUR_COMM_TIMEOUT_S="60")
    p = subprocess.run([sys.executable, "-m", "torch.distributed.run", "--standalone", f"--nproc-per-node={n}",
                        os.path.join(_here, "..", "dist", script)], env=env, capture_output=True, text=True,
                       timeout=400)
    assert p.returncode == 0, p.stdout[-6000:] + p.stderr[-3000:]
    for r in range(n):
        assert f"rank {r} ok {n}" in p.stdout, p.stdout[-6000:] + p.stderr[-3000:]


@pytest.mark.parametrize("n", [2, 4])
def test_dtensor_gradients_once_wrong_under_torchrun(n):
    """tests/dist/py_dtensor_grads.py: Partial(avg/max/min) inputs and outputs
    (a mean loss over a sharded batch), slices of DTensors, uneven shards
    that once hung in the backward, gradient placements; n=4 on a 2 x 2 mesh."""
    _torchrun_ok("py_dtensor_grads.py", n)


def test_parallelize_module_and_fully_shard_under_torchrun():
    """tests/dist/py_parallel_modules.py: parallelize_module'd modules (a LLaMA MLP,
    an attention block, LayerNorm + MLP with sequence parallel) through
    fulgur.jit and torch.compile(backend="fulgur") equal the eager TP module:
    forward, gradients and their placements, the forward after an SGD step."""
    _torchrun_ok("py_parallel_modules.py", 2)


def test_fully_shard_beside_tensor_parallel_on_a_2x2_mesh():
    """tests/dist/py_parallel_2x2.py on 4 ranks: parallelize_module on
    mesh["tp"] and fully_shard on mesh["dp"] of a 2x2 mesh (the LLaMA MLP,
    attention, sequence-parallel LayerNorm + MLP and transformers' LLaMA
    decoder layer) through fulgur.jit and torch.compile(backend="fulgur")
    equal eager FSDP2 + TP: forward, gradients and their 2-D placements
    (_StridedShard included), the forward after AdamW steps."""
    _torchrun_ok("py_parallel_2x2.py", 4)


def test_dtensor_sweep_sample_against_pytorch_dtensor(tmp_path):
    """tools/dtensor_sweep.py on a seeded sample: OpInfo samples with DTensor
    inputs (every Shard/Replicate combination tried, Partial inputs) against
    PyTorch DTensor on 2 Gloo ranks, forward and gradients: no wrong result,
    no hang, no crash. The whole sweep runs with FULGUR_DTENSOR_FULL=1."""
    pytest.importorskip("expecttest")
    import importlib.util
    tool = os.path.join(_here, "..", "..", "tools", "dtensor_sweep.py")
    spec = importlib.util.spec_from_file_location("dtensor_sweep", tool)
    sweep = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sweep)
    full = os.environ.get("FULGUR_DTENSOR_FULL") == "1"
    sel = {"max_samples": 2, "fraction": 1.0 if full else 0.1, "seed": 0}
    records = sweep.sweep(sel, timeout=120, out=str(tmp_path / "dtensor_sweep.jsonl"))
    print(sweep.summarize(records))
    assert len(records) > (1000 if full else 60)
    bad = [f"{r['class']}: {sweep.case_key(r)}: {r.get('message', '')[:300]}\n    {r['repro']}"
           for r in records if r["class"] in ("wrong", "hang", "crash")]
    assert not bad, f"{len(bad)} of {len(records)} cases:\n" + "\n".join(bad[:100])
