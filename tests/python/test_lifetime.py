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
