"""What a compiled program reads besides its arguments is guarded: a change
recompiles, and the result equals eager (issue 29: train()/eval(), a rebound
global tensor, a changed global number or closure value, a changed module
attribute were frozen at their first-call values, silently)."""
import torch

import fulgur

x = torch.randn(5)
W = torch.ones(5)
SCALE = 2.0


def scaled(a):
    return a * W * SCALE


def test_a_rebound_global_tensor_and_a_changed_global_number_recompile():
    global W, SCALE
    saved = W, SCALE
    try:
        g = fulgur.jit(scaled)
        torch.testing.assert_close(g(x), scaled(x))
        torch.testing.assert_close(g(x), scaled(x))
        assert fulgur.cache_info(g)["misses"] == 1
        W = torch.full((5,), 3.0)  # rebound: a new tensor
        torch.testing.assert_close(g(x), scaled(x))
        SCALE = 5.0
        torch.testing.assert_close(g(x), scaled(x))
        assert fulgur.cache_info(g)["misses"] == 3
        W.mul_(2)  # the same tensor, new values: read at every call, no recompile
        torch.testing.assert_close(g(x), scaled(x))
        assert fulgur.cache_info(g)["misses"] == 3
    finally:
        W, SCALE = saved


def test_changed_closure_values_recompile():
    k, t = 1.5, torch.ones(5)

    def h(a):
        return a * k + t

    j = fulgur.jit(h)
    torch.testing.assert_close(j(x), h(x))
    k, t = 4.0, torch.full((5,), 7.0)
    torch.testing.assert_close(j(x), h(x))


def test_a_changed_module_attribute_and_train_eval_recompile():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(5, 5)
            self.drop = torch.nn.Dropout(0.5)
            self.scale = 1.0

        def forward(self, a):
            return self.drop(self.lin(a)) * self.scale

    m = M().eval()
    j = fulgur.jit(m)
    torch.testing.assert_close(j(x), m(x))
    m.scale = 3.0
    torch.testing.assert_close(j(x), m(x))
    m.drop.p = 0.0
    m.train()  # dropout with p=0 in training: the identity, as in eager
    torch.testing.assert_close(j(x), m(x))
    m.eval()
    torch.testing.assert_close(j(x), m(x))
    # eval; scale; p with train(); eval again (the change of p forgot the
    # eval() program, which read p too)
    assert fulgur.cache_info(j)["misses"] == 4, fulgur.cache_info(j)


STEP = 0


def test_a_global_changing_every_call_warns_at_the_recompile_limit_and_names_it():
    """A guard that fails every call recompiles every call: the warning fires
    at 8 programs (counted over the function's life, not its current
    entries) and names what changed."""
    import warnings
    global STEP

    def f(a):
        return a + STEP

    g = fulgur.jit(f)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        for STEP in range(8):
            torch.testing.assert_close(g(x), f(x))
    msgs = [str(m.message) for m in w if "fulgur.jit" in str(m.message)]
    assert len(msgs) == 1 and "has compiled 8 programs" in msgs[0] and "'STEP': 7 where the compiled program read 6" \
        in msgs[0], msgs


def test_an_attribute_no_forward_reads_is_not_guarded_and_a_nan_is_stable():
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(5, 5)
            self.eps = float("nan")  # read, and NaN: equal to nothing, itself included

        def forward(self, a):
            return torch.nan_to_num(self.lin(a) * self.eps, nan=1.0)

    m = M()
    j = fulgur.jit(m)
    for step in range(5):
        m.step = step  # bookkeeping no forward reads
        torch.testing.assert_close(j(x), m(x))
    assert fulgur.cache_info(j)["misses"] == 1, fulgur.cache_info(j)


def test_a_number_read_in_a_comprehension_is_guarded():
    global SCALE
    saved = SCALE
    try:
        def f(a):
            return sum(a * SCALE for _ in range(2))

        g = fulgur.jit(f)
        torch.testing.assert_close(g(x), f(x))
        SCALE = 7.0
        torch.testing.assert_close(g(x), f(x))
    finally:
        SCALE = saved
