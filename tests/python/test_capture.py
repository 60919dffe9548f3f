"""What the capture understands: operators, methods, in-place ops, indexing,
creation ops, keyword and non-tensor arguments, output structures."""
import torch
import torch.nn as nn
import torch.nn.functional as F

import fulgur


def check(fn, *args, **kwargs):
    f = fulgur.jit(fn)
    got = f(*args, **kwargs)
    want = fn(*args, **kwargs)
    torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-6)
    return f


def test_operators_and_reversed_operators():
    check(lambda x, y: (2 - x) * y / 3 + 1 / (y.abs() + 1) - (-x) ** 2 + 2 ** x, torch.randn(3, 4), torch.randn(4))


def test_comparisons_and_masks():
    check(lambda x: torch.where((x > 0) & ~(x > 1), x, x.masked_fill(x < -1, 0.0)), torch.randn(5, 5))


def test_methods_and_reductions():
    check(lambda x: (x.exp().sum(-1, keepdim=True), x.mean(dim=(0, 1)), x.amax(1), x.softmax(-1),
                     x.var(0), x.float().double()), torch.randn(3, 4, 5))


def test_views_and_indexing():
    def f(x):
        a = x.view(2, 3, 4).permute(2, 0, 1).reshape(4, 6)
        b = x[1:, ::2]
        c = x[None, 0, ..., -1]
        return a.t().contiguous(), b, c, x.unsqueeze(0).expand(2, 6, 4), x.T

    check(f, torch.randn(6, 4))


def test_creation_ops():
    check(lambda x: x + torch.ones(3) + torch.zeros_like(x) + torch.full((4, 3), 2.0), torch.randn(4, 3))


def test_inplace_ops_on_intermediates():
    def f(x):
        y = x * 2
        y.add_(1)
        y *= x
        y.clamp_(min=0)
        return y

    check(f, torch.randn(8))


def test_inplace_op_writes_into_the_callers_tensor():
    def f(x, y):
        x.mul_(2)
        x += y
        return x.sum()

    x, y = torch.randn(6), torch.randn(6)
    want_x = x * 2 + y
    v0 = x._version
    s = fulgur.jit(f)(x, y)
    torch.testing.assert_close(x, want_x)
    torch.testing.assert_close(s, want_x.sum())
    assert x._version > v0  # PyTorch sees the write


def test_non_tensor_arguments_are_static_and_keyed():
    def f(x, scale, *, mode="add", dims=(0,)):
        return (x + scale if mode == "add" else x * scale).sum(dims)

    g = fulgur.jit(f)
    x = torch.randn(3, 4)
    for scale, mode, dims in [(2, "add", (0,)), (3.5, "mul", (1,)), (2, "add", (0,))]:
        torch.testing.assert_close(g(x, scale, mode=mode, dims=dims), f(x, scale, mode=mode, dims=dims))
    info = fulgur.cache_info(g)
    assert info["misses"] == 2 and info["hits"] == 1 and info["structures"] == 2


def test_output_structures():
    def f(x):
        return {"a": x + 1, "b": [x * 2, (x - 1,)], "n": 3}

    out = fulgur.jit(f)(torch.ones(2))
    assert set(out) == {"a", "b", "n"} and out["n"] == 3
    torch.testing.assert_close(out["b"][1][0], torch.zeros(2))


def test_integer_and_bool_outputs():
    check(lambda x: (x.argmax(-1), x > 0, x.sum(-1)), torch.randn(4, 5))


def test_module_with_buffer_and_nested_modules():
    class M(nn.Module):
        def __init__(self):
            super().__init__()
            self.seq = nn.Sequential(nn.Linear(6, 6), nn.ReLU(), nn.Linear(6, 3))
            self.register_buffer("shift", torch.arange(3.0))

        def forward(self, x):
            return self.seq(x) + self.shift

    m = M()
    f = fulgur.jit(m)
    x = torch.randn(2, 6)
    with torch.no_grad():
        torch.testing.assert_close(f(x), m(x))
    text = fulgur.last_traces(f)[0]
    assert "seq_0_weight" in text and "shift" in text


def test_embedding_cross_entropy():
    def f(tokens, emb, w, target):
        return F.cross_entropy(F.embedding(tokens, emb) @ w, target)

    check(f, torch.randint(0, 10, (6,)), torch.randn(10, 4), torch.randn(4, 10), torch.randint(0, 10, (6,)))


def test_source_line_of_each_op():
    def f(x):
        y = torch.tanh(x)  # line A
        return y * 2  # line B

    g = fulgur.jit(f)
    g(torch.randn(2))
    text = fulgur.last_traces(g)[0]
    assert "# test_capture.py:" in text
    assert "y = torch.tanh(x)  # line A" in text and "return y * 2  # line B" in text


def test_narrow_unbind_movedim():
    def f(x):
        a, b, c = x.unbind(1)
        d = torch.unbind(x, dim=-1)
        return (x.narrow(0, 1, 2), torch.narrow(x, -1, -3, 2), a * b + c, d[0] - d[-1],
                x.movedim(0, -1), torch.movedim(x, (0, 2), (2, 0)), x.moveaxis(-1, 1))

    f_jit = check(f, torch.randn(4, 3, 5))
    text = fulgur.last_traces(f_jit)[0]
    assert "prims.slice" in text and "ltorch.permute" in text


def test_narrow_unbind_movedim_gradients():
    def f(x):
        a, b = x.narrow(1, 1, 4).unbind(0)
        return (a * b.movedim(0, 1).t()).sum()

    x = torch.randn(2, 6, 3, requires_grad=True)
    xr = x.detach().clone().requires_grad_()
    fulgur.jit(f)(x).backward()
    f(xr).backward()
    torch.testing.assert_close(x.grad, xr.grad)


def test_indexing_with_an_integer_tensor():
    def f(x, i, j):
        return x[i], x[:, j], x[..., i], x[1:, j], x[i.view(2, 2)], x[::2, j]

    x = torch.randn(5, 4, 6)
    i = torch.tensor([0, 3, -1, 2])
    j = torch.tensor([1, 0, 3], dtype=torch.int32)
    f_jit = check(f, x, i, j)
    assert "ltorch.index_select" in fulgur.last_traces(f_jit)[0]
    # Gradients flow to x through index_select (rows picked twice add up).
    xg = x.clone().requires_grad_()
    xr = x.clone().requires_grad_()
    k = torch.tensor([2, 2, 0])
    fulgur.jit(lambda x, k: (x[k] * x[:, k].sum()).sum())(xg, k).backward()
    (xr[k] * xr[:, k].sum()).sum().backward()
    torch.testing.assert_close(xg.grad, xr.grad)


def test_indexing_with_a_boolean_mask_is_refused_clearly():
    import pytest

    with pytest.raises(fulgur.UnsupportedError, match="boolean mask.*depends on the mask's values"):
        fulgur.jit(lambda x: x[x > 0])(torch.randn(4))
    # Several index tensors are ATen's advanced indexing (aten.index.Tensor), captured beneath autograd.
    x, i = torch.randn(4, 4), torch.tensor([0, 3])
    torch.testing.assert_close(fulgur.jit(lambda x, i: x[i, i])(x, i), x[i, i])


def test_creation_on_the_inputs_device():
    check(lambda x: x + torch.ones(x.shape, device=x.device) + torch.zeros(3, device=x.device).to(x.device),
          torch.randn(2, 3))
