"""nn.Modules through fulgur.jit: forward and .grad match eager, and training
loops with torch.optim give eager's losses."""
import copy

import pytest
import torch
import torch.nn.functional as F

import fulgur
from models import MLP, GPT2Block, LlamaBlock, LlamaMLPBlock

MODULES = {
    "mlp": (MLP, lambda: torch.randn(16, 32)),
    "gpt2_block": (GPT2Block, lambda: torch.randn(2, 16, 32)),
    "llama_mlp_block": (LlamaMLPBlock, lambda: torch.randn(2, 8, 32)),
    "llama_block": (LlamaBlock, lambda: torch.randn(2, 16, 32)),
}


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_forward_matches_eager(name):
    cls, make = MODULES[name]
    torch.manual_seed(1)
    m = cls()
    x = make()
    f = fulgur.jit(m)
    with torch.no_grad():
        torch.testing.assert_close(f(x), m(x), rtol=1e-4, atol=1e-5)
    # Parameters and buffers are trace inputs, named after the module's.
    text = fulgur.last_traces(f)[0]
    first_param = next(iter(m.state_dict())).replace(".", "_")
    assert first_param in text


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_grads_match_eager(name):
    cls, make = MODULES[name]
    torch.manual_seed(2)
    m = cls()
    ref = copy.deepcopy(m)
    x = make().requires_grad_()
    xr = x.detach().clone().requires_grad_()
    out = fulgur.jit(m)(x)
    out_ref = ref(xr)
    torch.testing.assert_close(out, out_ref, rtol=1e-4, atol=1e-5)
    w = torch.randn(out.shape)
    (out * w).sum().backward()
    (out_ref * w).sum().backward()
    torch.testing.assert_close(x.grad, xr.grad, rtol=1e-3, atol=1e-4)
    for (n, p), (_, pr) in zip(m.named_parameters(), ref.named_parameters()):
        assert p.grad is not None, n
        torch.testing.assert_close(p.grad, pr.grad, rtol=1e-3, atol=1e-4, msg=lambda s: f"{n}: {s}")


def test_backward_traces_are_printable():
    m = MLP()
    f = fulgur.jit(m)
    f(torch.randn(4, 32)).sum().backward()
    back = fulgur.last_backward_traces(f)
    assert any("def backward_fn(saved_for_backward, cotangents)" in t for t in back)


def _train(model, opt_cls, steps, jit, **opt_kw):
    torch.manual_seed(3)
    data = [(torch.randn(16, 32), torch.randn(16, 8)) for _ in range(4)]
    opt = opt_cls(model.parameters(), **opt_kw)

    def loss_fn(x, y):
        return F.mse_loss(model(x), y)

    step = fulgur.jit(loss_fn) if jit else loss_fn
    losses = []
    for i in range(steps):
        x, y = data[i % len(data)]
        opt.zero_grad()
        loss = step(x, y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


@pytest.mark.parametrize("opt_cls,kw", [(torch.optim.SGD, dict(lr=0.1, momentum=0.9)),
                                        (torch.optim.AdamW, dict(lr=1e-2, weight_decay=0.01))])
def test_training_loop_matches_eager(opt_cls, kw):
    torch.manual_seed(4)
    m = MLP()
    ref = copy.deepcopy(m)
    got = _train(m, opt_cls, 20, jit=True, **kw)
    want = _train(ref, opt_cls, 20, jit=False, **kw)
    assert got[-1] < got[0]
    torch.testing.assert_close(torch.tensor(got), torch.tensor(want), rtol=1e-4, atol=1e-5)


def test_jitted_module_directly_in_a_training_loop():
    torch.manual_seed(5)
    m = GPT2Block()
    ref = copy.deepcopy(m)
    f = fulgur.jit(m)
    opt = torch.optim.AdamW(m.parameters(), lr=1e-3)
    opt_ref = torch.optim.AdamW(ref.parameters(), lr=1e-3)
    for _ in range(5):
        x = torch.randn(2, 16, 32)
        for model, o in ((f, opt), (ref, opt_ref)):
            o.zero_grad()
            model(x).square().mean().backward()
            o.step()
    # Adam divides by the gradients' running RMS, which magnifies rounding
    # differences of near-zero gradients: compare with the step size in mind.
    for p, pr in zip(m.parameters(), ref.parameters()):
        torch.testing.assert_close(p, pr, rtol=1e-3, atol=2e-4)
    assert fulgur.cache_info(f)["misses"] == 1
