"""Errors are Python exceptions that name what and where."""
import pytest
import torch
import torch.nn.functional as F

import fulgur


def test_unsupported_op_names_function_and_line():
    # An op of another library (a custom op outside aten): neither an ltorch op nor one the libtorch
    # fallback runs.
    @torch.library.custom_op("fulgur_test::twice", mutates_args=())
    def twice(x: torch.Tensor) -> torch.Tensor:
        return x * 2

    @twice.register_fake
    def _(x):
        return torch.empty_like(x)

    def f(x):
        return twice(x) + 1

    with pytest.raises(fulgur.UnsupportedError) as e:
        fulgur.jit(f)(torch.randn(3))
    msg = str(e.value)
    assert "fulgur_test::twice" in msg and "the libtorch fallback runs aten ops" in msg, msg
    assert "test_errors.py:" in msg and "twice(x) + 1" in msg, msg


def test_python_composites_are_captured_as_the_aten_ops_they_decompose_into():
    # F.gumbel_softmax is Python code over torch ops (an in-place random exponential_ among them).
    torch.manual_seed(0)
    y = fulgur.jit(lambda x: F.gumbel_softmax(x, tau=0.5, hard=True))(torch.randn(4, 5))
    assert y.shape == (4, 5) and torch.equal(y.sum(-1), torch.ones(4))


def test_sdpa_is_captured_as_its_ltorch_op():
    # Once unsupported here; ltorch has it now, and capture records it by name.
    def f(q, k, v):
        return F.scaled_dot_product_attention(q, k, v, is_causal=True)

    q, k, v = (torch.randn(1, 2, 4, 8) for _ in range(3))
    jf = fulgur.jit(f)
    torch.testing.assert_close(jf(q, k, v), f(q, k, v), rtol=1e-5, atol=1e-5)
    assert "ltorch.scaled_dot_product_attention" in str(fulgur.last_traces(jf)[0])


def test_shape_mismatch_inside_the_function():
    def f(x, w):
        return x @ w

    with pytest.raises(fulgur.FulgurError) as e:
        fulgur.jit(f)(torch.randn(3, 4), torch.randn(5, 6))
    msg = str(e.value)
    assert "test_errors.py:" in msg and "x @ w" in msg
    assert "shapes" in msg or "size" in msg


def test_changed_input_spec_recompiles_and_a_bad_one_fails_clearly():
    def f(x, y):
        return x + y

    g = fulgur.jit(f)
    g(torch.randn(4), torch.randn(4))
    g(torch.randn(4, dtype=torch.float64), torch.randn(4, dtype=torch.float64))
    assert fulgur.cache_info(g)["misses"] == 2
    with pytest.raises(fulgur.FulgurError, match=r"test_errors.py:\d+.*x \+ y"):
        g(torch.randn(4), torch.randn(5))  # a new spec the function cannot take


def test_unsupported_argument_type():
    class Thing:
        pass

    def f(x, t):
        return x

    with pytest.raises(TypeError, match=r"argument 1 is a .*Thing"):
        fulgur.jit(f)(torch.randn(2), Thing())


def test_captured_tensor_becomes_an_input():
    c = torch.randn(3)

    def f(x):
        return x + c

    g = fulgur.jit(f)
    x = torch.randn(3)
    torch.testing.assert_close(g(x), x + c)
    assert "def computation(x0, c0):" in fulgur.last_traces(g)[0]
    c.mul_(2)  # read on every call, like a parameter
    torch.testing.assert_close(g(x), x + c)


def test_data_dependent_control_flow():
    def f(x):
        if x.sum() > 0:
            return x
        return -x

    with pytest.raises(fulgur.FulgurError, match=r"__bool__ reads a tensor's value at test_errors.py:\d+: if x.sum"):
        fulgur.jit(f)(torch.randn(3))


def test_non_tensor_result():
    def f(x):
        return x, object()

    with pytest.raises(fulgur.FulgurError, match="return"):
        fulgur.jit(f)(torch.randn(3))


def test_saved_tensor_modified_in_place_before_backward():
    def f(x, w):
        return (x * w).sum()

    x = torch.randn(4)
    w = torch.randn(4, requires_grad=True)
    loss = fulgur.jit(f)(x, w)
    x.add_(1)  # the backward needs x (d loss / d w = x)
    with pytest.raises(RuntimeError, match="modified by an inplace operation"):
        loss.backward()


def test_not_a_tensor_after_call_on_wrong_device_message():
    with pytest.raises(TypeError, match="expected a function or an nn.Module"):
        fulgur.jit(3)


def test_tensor_subclass_is_refused_not_misread():
    class Sub(torch.Tensor):
        pass

    x = torch.randn(3).as_subclass(Sub)
    with pytest.raises(TypeError, match=r"is a .*Sub, expected a torch.Tensor or a DTensor \(other "
                       r"tensor subclasses are not supported\)"):
        fulgur.jit(lambda a: a + 1)(x)


def test_inplace_write_into_an_input_under_autograd():
    def f(x, w):
        x.add_(1)
        return (x * w).sum()

    # x does not require grad: the write is part of the compiled forward (the
    # backward reads the new value, which is a value of its own), as in eager.
    g = fulgur.jit(f)
    x, w = torch.randn(3), torch.randn(3, requires_grad=True)
    xr, wr = x.clone(), w.detach().clone().requires_grad_()
    for _ in range(2):
        g(x, w).backward()
        f(xr, wr).backward()
        torch.testing.assert_close(x, xr)
        torch.testing.assert_close(w.grad, wr.grad)
    # An input that requires grad is refused before anything runs (PyTorch refuses a leaf's too).
    xg = torch.randn(3, requires_grad=True)
    before = xg.detach().clone()
    with pytest.raises(fulgur.FulgurError, match="in place into an input that requires grad"):
        g(xg, w)
    torch.testing.assert_close(xg.detach(), before)
    with torch.no_grad():
        g(x, w)
    torch.testing.assert_close(x, xr + 1)

def test_integer_division_by_zero_raises_as_eager_does():
    # Eager raises ZeroDivisionError (a RuntimeError) for an integer div/fmod/remainder by zero on
    # the CPU; fulgur's kernel once gave 0 there. The same compiled function runs on after it.
    def f(a, b):
        return torch.div(a, b, rounding_mode="trunc") + torch.fmod(a, b)

    a = torch.arange(-6, 6, dtype=torch.int32)
    b = torch.tensor([1, 2, 3, -1, 5, 7] * 2, dtype=torch.int32)
    jf = fulgur.jit(f)
    assert torch.equal(jf(a, b), f(a, b))
    b0 = b.clone()
    b0[4] = 0
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        f(a, b0)
    with pytest.raises(fulgur.FulgurError, match="integer division by zero"):
        jf(a, b0)
    assert torch.equal(jf(a, b), f(a, b))
