"""fulgur.spmd.compile (docs/python.md, "fulgur.spmd"; docs/spmd.md).

In this process: the optimizer updates fulgur captures, run eagerly against
torch.optim; the bad inputs (each a clear error before anything compiles).
Under torchrun (tests/python/spmd_worker.py, Gloo on 127.0.0.1): the GPT-2 and
LLaMA blocks of models.py trained 20 steps with SGD-momentum and AdamW
against DDP (Replicate) and single-process training (Shard(0)), one host
program call per step, a module override and a gm_transformation."""

import os
import socket
import subprocess
import sys

import pytest

import torch
import torch.nn as nn
import torch.nn.functional as F

_here = os.path.dirname(os.path.abspath(__file__))


# -- the optimizer lowering, eagerly ----------------------------------------------------

_OPTIMIZERS = {
    "sgd-momentum": lambda ps, fe: torch.optim.SGD(ps, lr=0.05, momentum=0.9, foreach=fe),
    "sgd-nesterov-wd": lambda ps, fe: torch.optim.SGD(ps, lr=0.05, momentum=0.9, nesterov=True, weight_decay=0.01,
                                                      foreach=fe),
    "sgd-dampening-maximize": lambda ps, fe: torch.optim.SGD(ps, lr=0.05, momentum=0.8, dampening=0.3,
                                                             maximize=True, foreach=fe),
    "sgd-plain": lambda ps, fe: torch.optim.SGD(ps, lr=0.05, foreach=fe),
    "adamw": lambda ps, fe: torch.optim.AdamW(ps, lr=1e-2, foreach=fe),
    "adam-wd": lambda ps, fe: torch.optim.Adam(ps, lr=1e-2, weight_decay=0.1, foreach=fe),
    "adam-small-beta1-maximize": lambda ps, fe: torch.optim.Adam(ps, lr=1e-2, betas=(0.3, 0.99), maximize=True,
                                                                 foreach=fe),
}


def _tolerance(want):
    """f32: a few ulps. bf16: one ulp of each element, or of the tensor's
    largest (a value that cancels to near zero, grad + wd * param, keeps the
    absolute rounding of its terms)."""
    if want.dtype == torch.float32:
        return dict(rtol=2e-6, atol=1e-7)
    return dict(rtol=2 ** -7, atol=2 ** -7 * float(want.float().abs().max()))


@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16])
@pytest.mark.parametrize("foreach", [False, True, None])
@pytest.mark.parametrize("name", sorted(_OPTIMIZERS))
def test_optimizer_lowering_matches_torch_optim(name, foreach, dtype):
    """The update fulgur captures for optim.step(), run on real tensors, against
    torch.optim for 6 steps, with the hyperparameters as the 0-d float64
    tensors a compiled step passes: within a few f32 ulps (torch's vectorized
    add(alpha=) and lerp fuse a multiply-add). Its state is torch's:
    state_dict() keys agree. bfloat16 parameters too: each of torch's ops
    computed in float32 and rounded once, as its kernels do: one step, within
    one bfloat16 ulp (where torch's multiply-add fused in float32 rounds the
    other way; over more steps Adam turns such a difference in a near-zero
    gradient into a step of about lr, so one step is what can be compared)."""
    import fulgur  # noqa: F401
    from fulgur.spmd.optim import hyper_tensors, lowering_of
    from models import MLP
    torch.manual_seed(0)
    if dtype != torch.float32 and foreach is not False:
        pytest.skip("one bfloat16 pass (foreach=False): torch's foreach kernels compute the same")
    ours, theirs = MLP().to(dtype), MLP().to(dtype)
    theirs.load_state_dict(ours.state_dict())
    initial = [p.detach().clone() for p in ours.parameters()]
    make = _OPTIMIZERS[name]
    o_ours, o_theirs = make(ours.parameters(), foreach), make(theirs.parameters(), foreach)
    g = torch.Generator().manual_seed(1)
    for _ in range(6 if dtype == torch.float32 else 1):
        x = torch.randn(16, 32, generator=g).to(dtype)
        for m in (ours, theirs):
            m.zero_grad()
            m(x).pow(2).mean().backward()
        o_theirs.step()
        lowering = lowering_of(o_ours)
        params = list(ours.parameters())
        for p in params:
            lowering.init_state(o_ours, p)
        h = dict(zip(lowering.hyper_names, hyper_tensors(lowering.values(o_ours, o_ours.param_groups[0]))))
        with torch.no_grad():
            lowering.step(params, [p.grad for p in params], [o_ours.state.get(p) for p in params], h)
        for a, b in zip(ours.parameters(), theirs.parameters()):
            torch.testing.assert_close(a, b, **_tolerance(b))
            if dtype == torch.bfloat16 and name == "adamw":  # its ops round as torch's: the same bits
                assert torch.equal(a, b), (a - b).abs().max()
    # The update moved every parameter (a tolerance of one ulp would not see a missing one).
    for a, a0 in zip(ours.parameters(), initial):
        assert bool((a != a0).any()), name
    s_ours, s_theirs = o_ours.state_dict()["state"], o_theirs.state_dict()["state"]
    assert s_ours.keys() == s_theirs.keys()
    for k in s_theirs:
        assert s_ours[k].keys() == s_theirs[k].keys()
        for n in s_theirs[k]:
            assert s_ours[k][n].dtype == s_theirs[k][n].dtype and s_ours[k][n].shape == s_theirs[k][n].shape
            torch.testing.assert_close(s_ours[k][n], s_theirs[k][n], **_tolerance(s_theirs[k][n]))


def test_unsupported_optimizers_are_clear_errors():
    import fulgur
    from fulgur.spmd.optim import OptimizerLowering
    m = nn.Linear(4, 2)
    cases = [
        (torch.optim.Adam(m.parameters(), amsgrad=True), "Adam(amsgrad=True) is not supported"),
        (torch.optim.AdamW(m.parameters(), capturable=True), "AdamW(capturable=True) is not supported"),
        (torch.optim.SGD(m.parameters(), lr=0.1, differentiable=True), "SGD(differentiable=True) is not supported"),
        (torch.optim.RMSprop(m.parameters()), "the optimizer is a torch.optim.rmsprop.RMSprop; supported: "
                                              "torch.optim.SGD, torch.optim.Adam and torch.optim.AdamW"),
        # Every parameter group is checked (the second one's flag here).
        (torch.optim.Adam([{"params": [m.weight]}, {"params": [m.bias], "amsgrad": True}]),
         "Adam(amsgrad=True) is not supported"),
    ]
    for optim, msg in cases:
        with pytest.raises(fulgur.FulgurError, match=msg.replace("(", r"\(").replace(")", r"\)")):
            OptimizerLowering(optim)


# -- Trace.replace: statements, not text ------------------------------------------------------

_TWO_OUTPUTS = """def computation(x, w):
  # x: "cpu f32[4, 3]"
  # w: "cpu f32[3, 2]"
  dim = ltorch.neg(x)
  t0 = ltorch.matmul(x, w)
  return (t0, dim)
"""


def test_trace_replace_renames_names_not_words():
    import fulgur
    import fulgur.spmd as spmd
    t = spmd.Trace.parse(_TWO_OUTPUTS)
    call = t.calls("ltorch.matmul")[0]
    # (ltorch.matmul's operands are `input` and `other`.) `dim` is also the trace's: the temporary is renamed, the keyword dim= is not.
    r = t.replace(call, """
        dim = ltorch.mul({input}, 2.0)
        s = ltorch.sum(dim, dim=1)
        {out} = ltorch.matmul(dim, {other})""")
    text = str(r)
    for line in ("dim = ltorch.neg(x)", "dim_r = ltorch.mul(x, 2.0)", "s = ltorch.sum(dim_r, dim=1)",
                 "t0 = ltorch.matmul(dim_r, w)", "return (t0, dim)"):
        assert line in text, (line, text)
    assert [c.symbol for c in r.calls()] == ["ltorch.neg", "ltorch.mul", "ltorch.sum", "ltorch.matmul",
                                             "python_return"]
    # The Call of the trace before the rewrite is not one of the new trace's.
    with pytest.raises(fulgur.FulgurError, match=r"Trace.replace: 't0 = ltorch.matmul\(x, w\).*' is not "
                                                 r"statement 1 of this trace"):
        r.replace(call, "{out} = ltorch.matmul({input}, {other})")
    with pytest.raises(fulgur.FulgurError, match=r"Trace.replace: the replacement of 't0 = ltorch.matmul\(x, w\).*"
                                                 r"does not assign 't0'"):
        t.replace(call, "t1 = ltorch.matmul({input}, {other})")
    with pytest.raises(fulgur.FulgurError, match=r"gives t0: \"cpu f32\[3, 4\]\" where the statement gave "
                                                 r"\"cpu f32\[4, 2\]\""):
        t.replace(call, "{out} = ltorch.transpose({input}, 0, 1)")


# -- bad inputs: each a clear error, before anything is compiled ----------------------------

def _step(model, optim, x):
    loss = model(x).sum()
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def test_bad_arguments_are_clear_errors():
    import fulgur
    from fulgur import spmd
    from torch.distributed.tensor import Partial, Replicate, Shard
    m, m2 = nn.Linear(4, 2), nn.Linear(4, 2)
    o, o2 = torch.optim.SGD(m.parameters(), lr=0.1), torch.optim.SGD(m2.parameters(), lr=0.1)
    x = torch.randn(3, 4)
    step = spmd.compile()(_step)

    def fails(msg, *args, f=step, **kwargs):
        with pytest.raises(fulgur.FulgurError) as e:
            f(*args, **kwargs)
        assert msg in str(e.value), str(e.value)

    one = "_step takes exactly one torch.nn.Module and one torch.optim.Optimizer among its arguments; got "
    fails(one + "0 modules and 1 optimizers (SGD)", x, o, x)
    fails(one + "1 modules (Linear) and 0 optimizers", m, x, x)
    fails(one + "2 modules (Linear, Linear) and 1 optimizers (SGD)", m, o, m2)
    fails(one + "1 modules (Linear) and 2 optimizers (SGD, SGD)", m, o, optim=o2)
    groups = torch.optim.SGD([{"params": [m.weight]}, {"params": [m2.weight], "lr": 0.5}], lr=0.1)
    fails("the optimizer's parameter 0 of group 1 (shape [2, 4]) is not a parameter of the Linear", m, groups, x)
    fails("the optimizer's parameter 0 (shape [2, 4]) is not a parameter of the Linear", m2, o, x)
    # Schemas that do not fit.
    fails("param_schema Shard(dim=1) does not fit parameter 'bias' of shape [2] (1 dims)", m, o, x,
          f=spmd.compile(param_schema=Shard(1))(_step))
    fails("input_schemas has 2 placements for 1 tensor inputs of _step", m, o, x,
          f=spmd.compile(input_schemas=[Shard(0), Replicate()])(_step))
    fails("the schema Shard(2) of tensor input 0 does not fit its shape [3, 4] (2 dims)", m, o, x,
          f=spmd.compile(input_schemas=[Shard(2)])(_step))
    with pytest.raises(fulgur.FulgurError, match=r"param_schema is Partial\(sum\); expected Replicate\(\) or "
                                                 r"Shard\(d\)"):
        spmd.compile(param_schema=Partial())(_step)
    with pytest.raises(fulgur.FulgurError, match="module_override must be a list of fulgur.spmd.Override"):
        spmd.compile(module_override=[lambda m: m])(_step)
    # Nothing was created on the way: the optimizer has no state yet.
    assert len(o.state) == 0
    # Not under torch.distributed: a clear error, not a hang.
    fails("torch.distributed is not initialized; call torch.distributed.init_process_group", m, o, x)


def test_placeholder_outside_a_step_is_a_clear_error():
    import fulgur
    from fulgur import spmd
    p = spmd.placeholder("test_outside", ["x"], lambda x: torch.empty_like(x))
    with pytest.raises(fulgur.FulgurError, match="spmd.test_outside is a placeholder: it runs only inside a train "
                                                 "step compiled by fulgur.spmd.compile"):
        p(torch.randn(2))


# -- one process (world 1): what does not need ranks ---------------------------------------

@pytest.fixture(scope="module")
def world1():
    """A Gloo world of one process (spmd.compile needs torch.distributed);
    torn down at the end of the module (test_bad_arguments_are_clear_errors,
    above, runs before it is set up)."""
    import torch.distributed as dist
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    dist.init_process_group("gloo", init_method=f"tcp://127.0.0.1:{port}", rank=0, world_size=1)
    yield
    dist.destroy_process_group()


def _mse_step(model, optim, x, y):
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def _data(steps, seed=1):
    g = torch.Generator().manual_seed(seed)
    return [(torch.randn(4, 32, generator=g), torch.randn(4, 8, generator=g)) for _ in range(steps)]


def _pair(seed=0):
    """Two equal MLPs with SGD-momentum: one for the compiled step, one for eager."""
    from models import MLP
    torch.manual_seed(seed)
    ours, ref = MLP(), MLP()
    ref.load_state_dict(ours.state_dict())
    return ours, torch.optim.SGD(ours.parameters(), lr=0.05, momentum=0.9), ref, torch.optim.SGD(
        ref.parameters(), lr=0.05, momentum=0.9)


def _same_params(a, b, what):
    for (n, p), q in zip(a.named_parameters(), b.parameters()):
        torch.testing.assert_close(p.detach(), q.detach(), rtol=1e-5, atol=1e-6, msg=f"{what}: {n}")


def _fails(step, msg, *args):
    import fulgur
    with pytest.raises(fulgur.FulgurError) as e:
        step(*args)
    assert msg in str(e.value), str(e.value)
    return str(e.value)


def test_stopped_gradients_that_reach_the_loss_are_clear_errors(world1):
    """x.detach() and ops under torch.no_grad() stop torch's gradient; fulgur
    differentiates the captured step as a whole, so a stop on the loss's way
    back to a parameter would give a wrong gradient: it is a clear error
    (naming where the gradient was stopped). A stop that does not reach the
    loss, or that stops nothing (no parameter behind it), or a detach after
    backward() is fine: such a step trains as eager PyTorch does."""
    ours, o_ours, ref, o_ref = _pair()
    x, y = _data(1)[0]

    def detach_product(model, optim, x, y):
        out = model(x)
        loss = (out * out.detach()).mean()
        loss.backward()
        optim.step()
        optim.zero_grad()
        return loss

    def straight_through(model, optim, x, y):
        h = model(x)
        q = h + (torch.round(h) - h).detach()
        loss = F.mse_loss(q, y)
        loss.backward()
        optim.step()
        optim.zero_grad()
        return loss

    def no_grad_target(model, optim, x, y):
        with torch.no_grad():
            target = model(x) * 0.5
        loss = F.mse_loss(model(x), target + y)
        loss.backward()
        optim.step()
        optim.zero_grad()
        return loss

    from fulgur import spmd
    stopped = "the loss depends on the parameters through a stopped gradient ({}) at test_spmd.py:"
    msg = _fails(spmd.compile()(detach_product), "detach_product: " + stopped.format("Tensor.detach()"),
                 ours, o_ours, x, y)
    assert "loss = (out * out.detach()).mean(); torch's gradient leaves that path out, fulgur differentiates" in msg
    msg = _fails(spmd.compile()(straight_through), stopped.format("Tensor.detach()"), ours, o_ours, x, y)
    assert "(torch.round(h) - h).detach()" in msg, msg
    # (the location is the innermost frame outside torch: the model's forward)
    _fails(spmd.compile()(no_grad_target), "the loss depends on the parameters through a stopped gradient (an op "
           "under torch.no_grad()) at models.py:", ours, o_ours, x, y)
    _same_params(ours, ref, "after the refused steps")  # nothing ran

    def fine(model, optim, x, y):
        out = model(x)
        with torch.no_grad():
            metric = (out - y).abs().mean()  # not part of the loss
            target = y * 0.5  # no parameter behind it
        loss = F.mse_loss(out, target)
        logged = loss.detach()
        loss.backward()
        optim.step()
        optim.zero_grad()
        return logged, metric, loss.detach()

    step = spmd.compile()(fine)
    for x, y in _data(3):
        logged, metric, after = step(ours, o_ours, x, y)
        out = ref(x)
        ref_loss = F.mse_loss(out, y * 0.5)
        ref_loss.backward()
        o_ref.step()
        o_ref.zero_grad()
        torch.testing.assert_close(logged, ref_loss.detach())
        torch.testing.assert_close(after, ref_loss.detach())
        torch.testing.assert_close(metric, (out - y).abs().mean().detach())
    _same_params(ours, ref, "a step with detach() and no_grad off the loss's path")


def test_gradients_are_cleared_as_eager_pytorch_clears_them(world1):
    """Eager PyTorch adds each backward() to the .grad left before it; a
    compiled step computes a fresh gradient. So a step must clear the
    gradients: zero_grad() (the optimizer's or the model's) before backward()
    — then a .grad left by eager code does not matter — or after step(); in
    the latter case a parameter holding a .grad at a call would be added to
    in eager PyTorch, which is a clear error. A step that never clears them
    is a clear error."""
    from fulgur import spmd
    ours, o_ours, ref, o_ref = _pair()
    data = _data(5)

    def no_zero_grad(model, optim, x, y):
        loss = F.mse_loss(model(x), y)
        loss.backward()
        optim.step()
        return loss

    _fails(spmd.compile()(no_zero_grad), "no_zero_grad does not clear the gradients (optim.zero_grad() or "
           "model.zero_grad() before loss.backward() or after optim.step()); eager PyTorch adds each call's "
           "gradient to the .grad the previous call left", ours, o_ours, *data[0])

    def zero_first(model, optim, x, y):
        model.zero_grad()
        loss = F.mse_loss(model(x), y)
        loss.backward()
        optim.step()
        return loss

    # A .grad from eager code: zero_grad() before backward() drops it, as in eager PyTorch.
    for m in (ours, ref):
        m(data[0][0]).sum().backward()
    step = spmd.compile()(zero_first)
    for x, y in data[:2]:
        loss = step(ours, o_ours, x, y)
        torch.testing.assert_close(loss, zero_first(ref, o_ref, x, y).detach())
    _same_params(ours, ref, "zero_grad() before backward()")

    # zero_grad() after step(): a .grad at the call would be accumulated into.
    ours.zero_grad()
    ref.zero_grad()
    ours.fc1.bias.grad = torch.ones_like(ours.fc1.bias)
    step = spmd.compile()(_mse_step)
    _fails(step, "parameter 'fc1.bias' holds a .grad (from code outside the step) and _mse_step clears the "
           "gradients only after optim.step(): eager PyTorch would add this call's gradient to it", ours, o_ours,
           *data[2])
    ours.zero_grad()
    ref.zero_grad()
    for x, y in data[2:4]:
        loss = step(ours, o_ours, x, y)
        torch.testing.assert_close(loss, _mse_step(ref, o_ref, x, y).detach())
    ours.fc2.weight.grad = torch.ones_like(ours.fc2.weight)  # checked on every call, not only the first
    _fails(step, "parameter 'fc2.weight' holds a .grad", ours, o_ours, *data[4])
    _same_params(ours, ref, "zero_grad() after step()")


def test_bucket_cap_sets_the_gradients_buckets(world1):
    """bucket_cap_mb: the default packs the gradients' all-reduces into one
    bucket; 0 leaves one per gradient; a tiny cap one per tensor that fits
    alone. Every cap trains the same; a bad cap is a clear error."""
    import fulgur
    from fulgur import spmd

    def all_reduces(step):
        traces = {t.step: str(t) for t in fulgur.last_traces(step)}
        last = traces.get("After bucketing", traces["After expansion"])
        return "After bucketing" in traces, spmd.Trace.parse(last).flatten_to_prims().calls("dist.all_reduce")

    data = _data(2)
    results = {}
    for cap in (25, 0, 1e-4):
        ours, o_ours, ref, o_ref = _pair()
        step = spmd.compile(bucket_cap_mb=cap)(_mse_step)
        for x, y in data:
            torch.testing.assert_close(step(ours, o_ours, x, y), _mse_step(ref, o_ref, x, y).detach())
        _same_params(ours, ref, f"bucket_cap_mb={cap}")
        results[cap] = all_reduces(step)
    bucketed, calls = results[25]
    assert bucketed and len(calls) == 1, [c.text for c in calls]
    bucketed, calls = results[0]
    n = len(list(_pair()[0].parameters()))
    assert not bucketed and len(calls) >= n, [c.text for c in calls]
    bucketed, calls = results[1e-4]  # 104 bytes: only the tensors under it share a bucket
    assert 1 < len(calls) < len(results[0][1]) + 1, [c.text for c in calls]
    assert spmd.compile(_mse_step, bucket_cap_mb=0)._bucket_cap_bytes == 0  # the function given directly
    for bad in (-1, "25", float("nan"), True):
        with pytest.raises(fulgur.FulgurError, match=r"bucket_cap_mb must be a number of MiB in \[0, 1048576\]"):
            spmd.compile(bucket_cap_mb=bad)


def test_parameters_replaced_frozen_or_recast_after_the_first_call(world1):
    """What a call binds follows the model: a parameter given new storage
    (p.data = ...) is rebound; freezing one (requires_grad False: eager
    skips it) or changing the parameters' dtypes or the model's training
    mode compiles a new program. Each trains as eager PyTorch does."""
    from fulgur import spmd
    ours, o_ours, ref, o_ref = _pair()
    step = spmd.compile()(_mse_step)
    data = _data(4)

    def both(x, y, what):
        loss = step(ours, o_ours, x, y)
        torch.testing.assert_close(loss, _mse_step(ref, o_ref, x, y).detach())
        _same_params(ours, ref, what)

    both(*data[0], "first call")
    for m in (ours, ref):
        m.fc1.weight.data = m.fc1.weight.data.clone()
    both(*data[1], "after p.data = a new tensor")
    for m in (ours, ref):
        m.fc2.bias.requires_grad_(False)
    both(*data[2], "after freezing fc2.bias")
    assert step.cache_info()["programs"] == 2
    ours.eval()
    ref.eval()
    both(*data[3], "in eval mode")
    assert step.cache_info()["programs"] == 3


def test_a_placeholder_meta_gives_one_tensor(world1):
    """A placeholder has one output: a meta function that returns a tuple
    (even of one tensor) is a clear error, not a tuple output."""
    from fulgur import spmd
    for n in (1, 2):
        ph = spmd.placeholder(f"test_tuple{n}", ["x"], lambda x, n=n: (torch.empty_like(x),) * n)

        class Calls(nn.Module):
            def forward(self, x, ph=ph):
                return ph(x)

        ours, o_ours, _, _ = _pair()
        step = spmd.compile(module_override=[spmd.Override(nn.Linear, lambda sub: Calls(), lambda t, s: t)])(_step)
        _fails(step, f"the meta function of spmd.test_tuple{n} returned a tuple of {n} tensors; expected one tensor "
               f"(a placeholder has one output)", ours, o_ours, torch.randn(4, 32))


def test_a_reset_optimizer_state_starts_again(world1):
    """optim.load_state_dict with an empty state (a reset) after the first
    call: the next call creates the state as torch's first step does and
    trains as eager (SGD-momentum and AdamW)."""
    from fulgur import spmd
    data = _data(3)
    for make in (lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9), lambda ps: torch.optim.AdamW(ps, lr=1e-2)):
        ours, _, ref, _ = _pair()
        o_ours, o_ref = make(ours.parameters()), make(ref.parameters())
        step = spmd.compile()(_mse_step)
        for i, (x, y) in enumerate(data):
            if i == 2:
                for o in (o_ours, o_ref):
                    o.load_state_dict({"state": {}, "param_groups": o.state_dict()["param_groups"]})
            loss = step(ours, o_ours, x, y)
            torch.testing.assert_close(loss, _mse_step(ref, o_ref, x, y).detach())
        _same_params(ours, ref, f"{type(o_ours).__name__} after a reset")
        assert len(o_ours.state) == 4


# -- under torchrun ------------------------------------------------------------------------

def _torchrun(n, configs, timeout=600):
    import fulgur
    path = os.path.dirname(os.path.dirname(os.path.abspath(fulgur.__file__)))
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = dict(os.environ, FULGUR_PYTHONPATH=path, OMP_NUM_THREADS="1")
    cmd = [sys.executable, "-m", "torch.distributed.run", "--nnodes=1", f"--nproc-per-node={n}",
           "--master-addr=127.0.0.1", f"--master-port={port}", os.path.join(_here, "spmd_worker.py"), *configs]
    p = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=timeout)
    out = p.stdout + p.stderr
    assert p.returncode == 0, out
    for r in range(n):
        for c in configs:
            assert f"rank {r} ok {c} " in p.stdout, out
    return p.stdout


def test_spmd_train_steps_on_two_processes():
    """Replicate(): the GPT-2 and LLaMA blocks with SGD-momentum and AdamW,
    20 steps, per-step global losses and final parameters equal DDP's
    (f32 tolerance), one host program call per step, the all_reduce in the
    expanded trace and one in the program that runs (the gradients' bucket
    with the loss's average in it), torch's optimizer state. Shard(0): the parameters become
    Shard(0) DTensors and training equals one process on the global batch.
    SGD with dampening (its first-step program, then the regular one),
    OneCycleLR schedules of SGD and AdamW (one program each: the
    hyperparameters are inputs; training as DDP's), two micro-batches'
    backward() and clip_grad_norm_ inside the step (against DDP and one
    process), torch.autocast in the step refused, modules whose parameters
    fully_shard or parallelize_module made DTensors (their placements the
    schema; against eager FSDP2 and tensor parallelism), two parameter groups
    (weight decay on the matrices only, another lr, LambdaLR; against DDP), a
    parameter the loss does not reach (skipped by the update, as torch skips it), the
    override and gm_transformation checks and the capture errors too."""
    _torchrun(2, ["gpt2:sgd:replicate", "llama:adamw:replicate", "gpt2:adamw:replicate", "llama:sgd:replicate",
                  "llama:sgd_dampening:replicate", "gpt2:adamw:shard", "llama:sgd:shard", "override", "gm",
                  "lr_schedule", "accumulate:replicate", "accumulate:shard", "autocast:gpt2",
                  "placed:fsdp2", "placed:tp", "param_groups:adamw", "param_groups:sgd", "param_groups:adamw_shard",
                  "unreached",
                  "errors"])


def test_spmd_train_steps_on_four_processes():
    """Every model/optimizer pair on 4 processes too, Shard(0) parameters over 4 ranks, and a 2x2 ("dp",
    "tp") mesh: tensor parallelism by parallelize_module on mesh["tp"], the batch sharded along "dp", against
    eager tensor parallelism with the gradients averaged over "dp"; and FSDP2 (fully_shard on mesh["dp"]) over that
    tensor-parallel module (torchtitan's 2-D), against PyTorch's own fully_shard + parallelize_module."""
    _torchrun(4, ["gpt2:adamw:replicate", "llama:sgd:replicate", "gpt2:sgd:replicate", "llama:adamw:replicate",
                  "llama:adamw:shard", "gpt2:sgd:shard", "placed:tp",
                  "placed:dp_tp", "placed:fsdp_tp"])
