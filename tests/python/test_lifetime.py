"""A jitted function or module is collected when the user drops it: its
entries' C++ programs held it back through the capture callback (a cycle
through an object Python's collector cannot see), so every throwaway
fulgur.jit kept its module and weights for the life of the process
(issue 29: 20 jitted Linear(1024, 1024) grew RSS by 83 MiB)."""
import gc
import weakref

import torch

import fulgur


def _rss_mib():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096 / 2**20


def test_a_called_jitted_function_and_module_are_collected():
    def f(x):
        return x * 2

    jf = fulgur.jit(f)
    jf(torch.randn(3))
    m = torch.nn.Linear(16, 16)
    jm = fulgur.jit(m)
    jm(torch.randn(2, 16))
    refs = [weakref.ref(o) for o in (jf, jm, m, m.weight)]
    del jf, jm, m
    gc.collect()
    assert [r() is None for r in refs] == [True] * 4


def test_throwaway_jitted_modules_give_their_memory_back():
    for _ in range(3):  # warm: the first calls load what every later call shares
        m = torch.nn.Linear(1024, 1024)
        fulgur.jit(m)(torch.randn(2, 1024))
    del m
    gc.collect()
    before = _rss_mib()
    for _ in range(20):  # 4 MiB of weights each
        m = torch.nn.Linear(1024, 1024)
        j = fulgur.jit(m)
        torch.testing.assert_close(j(torch.randn(2, 1024)).shape, torch.Size([2, 1024]))
        del m, j
    gc.collect()
    grown = _rss_mib() - before
    assert grown < 40, f"RSS grew by {grown:.1f} MiB over 20 throwaway jitted Linear(1024, 1024) (80 MiB of weights)"


def test_backward_after_the_jitted_module_is_gone():
    m = torch.nn.Linear(8, 8)
    x = torch.randn(3, 8, requires_grad=True)
    j = fulgur.jit(m)
    y = j(x)
    del j
    gc.collect()
    y.pow(2).sum().backward()
    want = torch.autograd.grad(m(x).pow(2).sum(), x)[0]
    torch.testing.assert_close(x.grad, want)


def _moved(t):
    """t's storage freed and made again in other memory, its values restored
    (what FSDP does to an unsharded parameter between forward and backward);
    the old memory is refilled with garbage."""
    saved = t.detach().clone()
    # FSDP restores the values without a version bump (a bump is an in-place
    # write, which the backward refuses, as PyTorch's does).
    with torch.no_grad(), torch.autograd._unsafe_preserve_version_counter(t):
        t.untyped_storage().resize_(0)
        squatter = torch.full((saved.numel() * 4,), 1e30)  # takes the freed block, if the allocator reuses it
        t.untyped_storage().resize_(saved.numel() * saved.element_size())
        t.copy_(saved)
    return squatter


def test_an_input_moved_between_forward_and_backward_is_read_where_it_is_now():
    """The backward reads the inputs it saved where their storage is at the
    backward: torch.compile(backend="fulgur") of a fully_shard'ed module got
    gradients of 1e24 from FSDP's freed unsharded parameters."""
    torch.manual_seed(0)
    x = torch.randn(3, 4, requires_grad=True)
    w = torch.randn(4, 5, requires_grad=True)
    f = fulgur.jit(lambda x, w: torch.tanh(x @ w))
    y = f(x, w)
    keep = [_moved(x), _moved(w)]
    y.square().sum().backward()
    x2, w2 = x.detach().clone().requires_grad_(), w.detach().clone().requires_grad_()
    torch.tanh(x2 @ w2).square().sum().backward()
    assert torch.allclose(x.grad, x2.grad, atol=1e-6) and torch.allclose(w.grad, w2.grad, atol=1e-6)
    del keep


def test_an_input_freed_before_the_backward_is_a_clear_error():
    x = torch.randn(3, 4, requires_grad=True)
    w = torch.randn(4, 5, requires_grad=True)
    y = fulgur.jit(lambda x, w: torch.tanh(x @ w))(x, w)
    with torch.no_grad():
        w.untyped_storage().resize_(0)
    try:
        y.sum().backward()
    except fulgur.FulgurError as e:
        assert "was resized from 80 to 0 bytes" in str(e), e
    else:
        raise AssertionError("the backward read a freed input without an error")
