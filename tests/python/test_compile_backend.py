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
