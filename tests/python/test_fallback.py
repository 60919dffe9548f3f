"""The libtorch fallback from Python: a torch function with no ltorch op runs
as the ATen op of the same name through libtorch, marked as a fallback in the
trace, with its gradient from libtorch autograd."""
import torch

import fulgur


def f(x, w):
    a = torch.special.i0(x) * torch.erfinv(x.clamp(-0.9, 0.9))
    b = torch.logcumsumexp(x @ w, 0)
    return a.sum(-1, keepdim=True) + b.sinc() + torch.polygamma(1, x.abs() + 1).mean()


def test_fallback_forward_matches_eager_and_is_marked():
    x, w = torch.randn(5, 4), torch.randn(4, 3)
    g = fulgur.jit(f)
    torch.testing.assert_close(g(x, w), f(x, w), rtol=1e-5, atol=1e-5)
    text = fulgur.last_traces(g)[0]
    # torch.special.i0 is PyTorch's composite of aten::i0: the capture records
    # the ATen op PyTorch decomposes it into.
    for op in ("i0", "erfinv", "logcumsumexp", "polygamma"):
        assert f"# libtorch fallback: torch.ops.aten.{op}\n" in text, text
        assert f"aten.{op}(" in text
    assert "ltorch.matmul" in text  # ops fulgur has stay fulgur's


def test_fallback_gradients_come_from_libtorch_autograd():
    x, w = torch.randn(5, 4), torch.randn(4, 3)
    xg, wg = x.clone().requires_grad_(), w.clone().requires_grad_()
    xr, wr = x.clone().requires_grad_(), w.clone().requires_grad_()
    fulgur.jit(f)(xg, wg).square().sum().backward()
    f(xr, wr).square().sum().backward()
    torch.testing.assert_close(xg.grad, xr.grad, rtol=1e-4, atol=1e-4)
    torch.testing.assert_close(wg.grad, wr.grad, rtol=1e-4, atol=1e-4)


def test_fallback_on_the_emulated_cuda_device():
    x, w = torch.randn(5, 4), torch.randn(4, 3)
    g = fulgur.jit(f, device="cuda-emu")
    torch.testing.assert_close(g(x, w), f(x, w), rtol=1e-5, atol=1e-5)


def test_complex_values_on_the_emulated_cuda_device():
    """Complex tensors between fallback ops on the CUDA path (host round trips
    of c64 buffers), real kernels around them, forward and backward."""
    def rot(x, a):
        z = torch.view_as_complex(x.reshape(2, 4, 4, 2)) * torch.polar(torch.ones_like(a), a)
        return (torch.view_as_real(z).flatten(-2) * 2).sin()

    x, a = torch.randn(2, 4, 8, requires_grad=True), torch.randn(4, 4)
    g = fulgur.jit(rot, device="cuda-emu")
    y = g(x, a)
    torch.testing.assert_close(y, rot(x, a))
    c = torch.randn_like(y)
    torch.testing.assert_close(torch.autograd.grad(y, x, c)[0], torch.autograd.grad(rot(x, a), x, c)[0])
