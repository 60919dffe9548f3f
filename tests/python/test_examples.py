"""The C++ examples (examples/*.trace) written as PyTorch code: fulgur.jit
matches eager, and the captured trace is the example's trace."""
import math

import pytest
import torch
import torch.nn.functional as F

import fulgur


def mlp(x, w1, b1, w2, b2):
    return F.linear(F.gelu(F.linear(x, w1, b1), approximate="tanh"), w2, b2)


def attention(q, k, v):
    kt = k.transpose(-2, -1)
    scores = q @ kt
    probs = torch.softmax(scores * (1 / math.sqrt(q.shape[-1])), -1)
    return probs @ v


def layer_norm_residual(x, residual, weight, bias):
    h = x + residual
    y = F.layer_norm(h, (h.shape[-1],), weight, bias, 1e-5)
    return y, h


def llama_mlp(x, norm_w, w_gate, w_up, w_down):
    h = F.rms_norm(x, (x.shape[-1],), norm_w, 1e-6)
    return x + F.linear(F.silu(F.linear(h, w_gate)) * F.linear(h, w_up), w_down)


def mixed_dtype(a, b, c, scale):
    t2 = (a * b + c).to(torch.bfloat16)
    t4 = torch.exp(t2 * scale)
    t6 = torch.where(t4 > 1.5, t4, 0.0)
    return t6, t6.sum(1)


CASES = {
    "mlp": (mlp, lambda: [torch.randn(4, 12), torch.randn(16, 12), torch.randn(16), torch.randn(8, 16),
                          torch.randn(8)]),
    "attention": (attention, lambda: [torch.randn(2, 4, 16, 32) for _ in range(3)]),
    "layer_norm_residual": (layer_norm_residual,
                            lambda: [torch.randn(8, 128), torch.randn(8, 128), torch.randn(128), torch.randn(128)]),
    "llama_mlp": (llama_mlp, lambda: [torch.randn(2, 8, 64), torch.randn(64), torch.randn(172, 64) / 8,
                                      torch.randn(172, 64) / 8, torch.randn(64, 172) / 13]),
    "mixed_dtype": (mixed_dtype, lambda: [torch.randn(4, 8).half(), torch.randn(8),
                                          torch.randint(-2, 3, (4, 1)), torch.tensor(0.5)]),
}


def assert_close(got, want, **kw):
    if isinstance(want, (tuple, list)):
        assert type(got) is type(want) and len(got) == len(want)
        for g, w in zip(got, want):
            assert_close(g, w, **kw)
        return
    assert got.dtype == want.dtype and got.shape == want.shape
    tol = dict(rtol=1e-4, atol=1e-5)
    if want.dtype in (torch.float16, torch.bfloat16):
        tol = dict(rtol=2e-2, atol=2e-2)
    tol.update(kw)
    torch.testing.assert_close(got, want, **tol)


@pytest.mark.parametrize("name", sorted(CASES))
def test_example_matches_eager(name):
    fn, make = CASES[name]
    args = make()
    f = fulgur.jit(fn)
    assert_close(f(*args), fn(*args))
    # A second call is a cache hit and still right.
    args2 = make()
    assert_close(f(*args2), fn(*args2))
    info = fulgur.cache_info(f)
    assert info["misses"] == 1 and info["hits"] == 1


@pytest.mark.parametrize("name", sorted(CASES))
def test_example_grad_matches_eager(name):
    fn, make = CASES[name]
    args = [a.requires_grad_() if a.is_floating_point() and a.dtype == torch.float32 else a for a in make()]
    ref = [a.detach().clone().requires_grad_(a.requires_grad) for a in args]
    out = fulgur.jit(fn)(*args)
    want = fn(*ref)
    outs = out if isinstance(out, tuple) else (out,)
    wants = want if isinstance(want, tuple) else (want,)
    loss = sum((o.float() * torch.linspace(-1, 1, o.numel()).reshape(o.shape)).sum() for o in outs)
    loss_ref = sum((o.float() * torch.linspace(-1, 1, o.numel()).reshape(o.shape)).sum() for o in wants)
    loss.backward()
    loss_ref.backward()
    for a, r in zip(args, ref):
        if r.requires_grad:
            assert a.grad is not None
            # mixed_dtype rounds to bf16 on the way: bf16's tolerance.
            tol = dict(rtol=2e-2, atol=2e-2) if name == "mixed_dtype" else dict(rtol=1e-3, atol=1e-4)
            torch.testing.assert_close(a.grad, r.grad, **tol)


def test_trace_is_the_examples_trace_with_source_lines():
    fn, make = CASES["mlp"]
    f = fulgur.jit(fn)
    f(*make())
    traces = fulgur.last_traces(f)
    first = traces[0]
    assert first.step == "Computation"
    assert "ltorch.linear(x0, x1, x2)" in first
    assert "ltorch.gelu(" in first and "approximate='tanh'" in first
    # Source locations: this file's line, as thunder prints them.
    assert "# test_examples.py:" in first and "F.linear(F.gelu(F.linear(x, w1, b1)" in first
    assert fulgur.last_prologue_traces(f)[0].step == "Prologue"
    assert fulgur.last_backward_traces(f) == []
    assert traces[-1].step == "Fusion" and "cpuFusion0(" in traces[-1]
