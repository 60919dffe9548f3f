"""torch.compile(model, backend="fulgur"): Dynamo's FX graphs through fulgur."""
import copy

import pytest
import torch

import fulgur  # noqa: F401  (registers the backend)
from models import MLP, GPT2Block, LlamaBlock


def test_backend_is_registered():
    from torch._dynamo import list_backends
    assert "fulgur" in list_backends()


@pytest.mark.parametrize("cls,shape", [(MLP, (16, 32)), (GPT2Block, (2, 16, 32)), (LlamaBlock, (2, 16, 32))])
def test_compiled_module_matches_eager(cls, shape):
    torch._dynamo.reset()
    torch.manual_seed(6)
    m = cls()
    ref = copy.deepcopy(m)
    c = torch.compile(m, backend="fulgur")
    x = torch.randn(shape, requires_grad=True)
    xr = x.detach().clone().requires_grad_()
    out, want = c(x), ref(xr)
    torch.testing.assert_close(out, want, rtol=1e-4, atol=1e-5)
    out.sum().backward()
    want.sum().backward()
    torch.testing.assert_close(x.grad, xr.grad, rtol=1e-3, atol=1e-4)
    for p, pr in zip(m.parameters(), ref.parameters()):
        torch.testing.assert_close(p.grad, pr.grad, rtol=1e-3, atol=1e-4)


def test_graph_breaks_and_python_control_flow():
    torch._dynamo.reset()
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return fulgur.fulgur_backend(gm, example_inputs)

    def f(x, y):
        a = torch.relu(x) + y
        if a.sum() > 0:  # data-dependent: a graph break
            return torch.tanh(a) * 2
        return a - 1

    c = torch.compile(f, backend=backend)
    for sign in (1, -1):
        x = sign * torch.rand(4, 8) + sign
        y = sign * torch.rand(4, 8)
        torch.testing.assert_close(c(x, y), f(x, y))
    assert len(graphs) >= 2


def test_a_float_attribute_dynamo_does_not_specialize_is_a_number_input():
    """Two models of one class with different float attributes: Dynamo's
    second compile passes `self.scaling` as a 0-dim tensor whose graph calls
    .item() on it, which the capture refused (a read of a tensor's value; seen
    on GPT-2 at two sizes in one process). The backend passes the number."""
    class Scaled(torch.nn.Module):
        def __init__(self, s):
            super().__init__()
            self.scaling = s
            self.lin = torch.nn.Linear(8, 8)

        def forward(self, x):
            return self.lin(x) * self.scaling

    torch._dynamo.reset()
    x = torch.randn(4, 8, requires_grad=True)
    for s in (0.5, 0.25, 0.125):
        m = Scaled(s)
        c = torch.compile(m, backend="fulgur")
        y = c(x)
        torch.testing.assert_close(y, m(x))
        g, = torch.autograd.grad(y.sum(), x)
        torch.testing.assert_close(g, torch.autograd.grad(m(x).sum(), x)[0])
