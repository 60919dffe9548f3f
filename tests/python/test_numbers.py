"""Python numbers as number inputs of a jitted program (capture/numbers.py,
issue 29's "floats (and ints not used as shapes) as number inputs by
default"): one program for every value where the function uses the number in
arithmetic and torch ops; a constant, one program per value, where it needs
the value while tracing (control flow, a shape, a dim); the result equal to
eager PyTorch's for every value either way. An int starts as a constant and
becomes an input when it changes."""

import math
import warnings

import pytest
import torch
import torch.nn.functional as F

import fulgur

VALUES = (0.5, 1.5, -0.75, 0.0)

# Uses of a float that stay one program for every value.
DYNAMIC = {
    "mul_add": lambda x, s: x * s + s,
    "torch.mul": lambda x, s: torch.mul(x, s),
    "clamp": lambda x, s: torch.clamp(x, min=s),
    "clamp_max": lambda x, s: x.clamp(max=s),
    "pow": lambda x, s: x.abs().pow(s),
    "rpow": lambda x, s: s ** x,
    "where": lambda x, s: torch.where(x > 0, x, s),
    "add_alpha": lambda x, s: x.add(x * 2, alpha=s),
    "masked_fill": lambda x, s: x.masked_fill(x > 0, s),
    "fill_": lambda x, s: x.clone().fill_(s),
    "div": lambda x, s: x.div(s + 2.0),
    "rdiv": lambda x, s: s / x,
    "rsub": lambda x, s: s - x,
    "mul_": lambda x, s: x.clone().mul_(s),
    "number_arithmetic": lambda x, s: x * (s * 0.1 - s) + (-s) + abs(s) + (2 - s),
    "mse_loss": lambda x, s: F.mse_loss(x * s, x),
    "softmax": lambda x, s: torch.softmax(x * s, -1),
    "torch.full": lambda x, s: x + torch.full((8,), s),
}

# Uses that need the value while tracing: the float becomes a constant.
SPECIALIZED = {
    "control_flow": (lambda x, s: x * s if s > 0 else -x, "__gt__"),
    "math.sqrt": (lambda x, s: x * math.sqrt(abs(s) + 1), "float()"),
    "round": (lambda x, s: x * round(s, 1), "__round__"),
    "returned": (lambda x, s: (x * s, s * 2), "returning it"),
    "torch.tensor": (lambda x, s: x + torch.tensor([s]), "torch.tensor"),
    "aten_level": (lambda x, s: F.elu(x, alpha=s), "elu"),
    "literal_only": (lambda x, s: F.layer_norm(x, (8,), eps=abs(s) + 1e-5), "eps"),
    "number_division": (lambda x, s: x * (1.0 / (s + 2.0)), "dividing two numbers"),
}


def _same(got, want):
    if isinstance(want, tuple):
        assert type(got) is tuple and len(got) == len(want)
        for g, w in zip(got, want):
            _same(g, w)
    elif isinstance(want, torch.Tensor):
        torch.testing.assert_close(got, want, equal_nan=True)
    else:
        assert got == want, (got, want)


@pytest.mark.parametrize("name", sorted(DYNAMIC))
def test_a_float_used_in_arithmetic_and_torch_ops_is_one_program(name):
    f = DYNAMIC[name]
    jf = fulgur.jit(f)
    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(0))
    for s in VALUES:
        _same(jf(x, s), f(x, s))
    info = fulgur.cache_info(jf)
    assert info["misses"] == 1 and info["hits"] == len(VALUES) - 1, info
    assert '"float"' in str(fulgur.last_traces(jf)[0])


@pytest.mark.parametrize("name", sorted(SPECIALIZED))
def test_a_float_whose_value_the_capture_needs_is_a_constant(name):
    f, why = SPECIALIZED[name]
    jf = fulgur.jit(f)
    x = torch.randn(4, 8, generator=torch.Generator().manual_seed(1))
    for s in VALUES:
        _same(jf(x, s), f(x, s))
    for s in VALUES:  # the same values again: cache hits
        _same(jf(x, s), f(x, s))
    assert fulgur.cache_info(jf)["misses"] == len(VALUES)
    assert any(why in w for w in jf._specialized.values()), jf._specialized


def test_gradients_through_a_float_input_match_eager():
    jf = fulgur.jit(lambda x, s: (torch.tanh(x * s) * s).sum())
    x = torch.randn(4, 8, requires_grad=True)
    for s in VALUES:
        g, = torch.autograd.grad(jf(x, s), x)
        want, = torch.autograd.grad((torch.tanh(x * s) * s).sum(), x)
        torch.testing.assert_close(g, want)
    assert fulgur.cache_info(jf)["misses"] == 1


def test_a_learning_rate_that_changes_every_step_compiles_once():
    """An SGD step with a schedule: p - lr * g, lr new every step."""
    step = fulgur.jit(lambda p, g, lr: p - lr * g)
    p, g = torch.randn(16), torch.randn(16)
    want = p.clone()
    for i in range(20):
        lr = 0.1 * 0.9 ** i
        p = step(p, g, lr)
        want = want - lr * g
    torch.testing.assert_close(p, want)
    assert fulgur.cache_info(step)["misses"] == 1


def test_floats_in_keywords_and_lists_and_a_module_argument():
    jf = fulgur.jit(lambda x, scale=1.0, ws=(0.1, 0.2): x * scale + ws[0] - ws[1])
    x = torch.randn(3, 5)
    for s in VALUES:
        torch.testing.assert_close(jf(x, scale=s, ws=[s, 2 * s]), x * s + s - 2 * s)
    assert fulgur.cache_info(jf)["misses"] == 1

    class Scaled(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(5, 4)

        def forward(self, x, temperature):
            return torch.softmax(self.lin(x) / temperature, -1)

    m = Scaled()
    jm = fulgur.jit(m)
    for t in (0.5, 2.0, 3.0):
        torch.testing.assert_close(jm(x, t), m(x, t))
    assert fulgur.cache_info(jm)["misses"] == 1


def test_the_users_except_exception_does_not_hide_a_specialization():
    """Specialize is a BaseException: the function's own `except Exception`
    around float() does not catch it, so the float becomes a constant rather
    than the except branch being traced."""

    def f(x, s):
        try:
            v = float(s)
        except Exception:
            v = 100.0
        return x * v

    jf = fulgur.jit(f)
    x = torch.randn(4)
    for s in VALUES:
        torch.testing.assert_close(jf(x, s), x * s)


def test_an_int_is_a_constant_until_it_changes_then_an_input_unless_it_is_a_shape():
    """As Dynamo's automatic dynamic shapes: an int is a constant of the first
    program; passed with a second value it becomes a number input, one
    program for every later value, unless the capture needs it (a dim, a size,
    an index, range(): then a constant per value). Bools stay constants."""
    x = torch.randn(4, 8)
    arith = fulgur.jit(lambda x, n: x * n + n - abs(n))
    for n in (2, 3, -4, 7, 3):
        torch.testing.assert_close(arith(x, n), x * n + n - abs(n))
    assert fulgur.cache_info(arith)["misses"] == 2  # the constant 2, then one program for every int
    shapes = {
        "narrow": lambda x, n: x.narrow(1, 0, n),
        "view": lambda x, n: x.view(n, -1),
        "index": lambda x, n: x[n],
        "range": lambda x, n: sum(x * i for i in range(n)),
        "topk": lambda x, n: x.topk(n).values,
        "sum_dim": lambda x, n: x.sum(n - 1),
    }
    for name, f in shapes.items():
        jf = fulgur.jit(f)
        for n in (1, 2, 1, 2):
            torch.testing.assert_close(jf(x, n), f(x, n), msg=name)
        assert fulgur.cache_info(jf)["misses"] == 2, name  # one per value: the int is a constant
        assert jf._specialized, name
    jb = fulgur.jit(lambda x, n, b: x * n if b else x + n)
    for n in (2, 3):
        for b in (True, False):
            torch.testing.assert_close(jb(x, n, b), x * n if b else x + n)
    torch.testing.assert_close(jb(x, 5, True), x * 5)
    # n=2 with each bool, then n an input with each bool; 5 is a hit
    assert fulgur.cache_info(jb)["misses"] == 4


def test_specialize_numbers_makes_every_number_a_constant():
    x = torch.randn(4)
    js = fulgur.jit(lambda x, s: x * s, specialize_numbers=True)
    for s in VALUES:
        torch.testing.assert_close(js(x, s), x * s)
    assert fulgur.cache_info(js)["misses"] == len(VALUES)
    for n in (1, 2, 3):
        torch.testing.assert_close(js(x, n), x * n)
    assert fulgur.cache_info(js)["misses"] == len(VALUES) + 3
    with pytest.raises(TypeError, match="specialize_numbers must be True or False, got 'yes'"):
        fulgur.jit(lambda x: x, specialize_numbers="yes")


def test_a_specialized_argument_that_changes_warns_and_says_why():
    from fulgur import _jit
    jf = fulgur.jit(lambda x, s: x * s if s > 0 else -x)
    x = torch.randn(4)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        for i in range(_jit.RECOMPILE_WARNING):
            jf(x, 1.0 + i)
    msgs = [str(m.message) for m in w if "fulgur.jit" in str(m.message)]
    assert len(msgs) == 1, msgs
    assert "argument 1: 8.0 where an earlier call passed 7.0" in msgs[0], msgs
    assert "argument 1 is a constant: __gt__ needs the value of a number argument while tracing" in msgs[0], msgs


def test_a_float_input_on_the_emulated_cuda_device():
    jf = fulgur.jit(lambda x, s: torch.relu(x * s) + s, device="cuda-emu")
    x = torch.randn(4, 8)
    for s in VALUES:
        torch.testing.assert_close(jf(x, s), torch.relu(x * s) + s)
    assert fulgur.cache_info(jf)["misses"] == 1
