"""One jitted function called from several threads at once."""
import sys
import threading
import time

import torch
import torch.nn.functional as F

import fulgur


def test_many_threads_one_function():
    def f(x, w, b):
        return F.gelu(F.linear(x, w, b)).sum(-1)

    g = fulgur.jit(f)
    w, b = torch.randn(64, 32), torch.randn(64)
    inputs = [torch.randn(8 + (i % 3), 32) for i in range(8)]  # three specs: hits and misses race
    want = [f(x, w, b) for x in inputs]
    errors = []

    def worker(k):
        try:
            for i in range(50):
                j = (i + k) % len(inputs)
                torch.testing.assert_close(g(inputs[j], w, b), want[j], rtol=1e-4, atol=1e-5)
        except Exception as e:  # reported by the main thread
            errors.append(e)

    threads = [threading.Thread(target=worker, args=(k,)) for k in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors, errors[0]
    info = fulgur.cache_info(g)
    assert info["misses"] == 3 and info["hits"] == 6 * 50 - 3


def test_gil_is_released_while_compiled_code_runs():
    # Another Python thread runs *during* one long compiled call: with the GIL
    # held it could not run a single bytecode between the call's start and end.
    def f(x):
        for _ in range(30):
            x = torch.tanh(x @ x)
        return x

    g = fulgur.jit(f)
    x = torch.randn(256, 256) / 16
    g(x)
    ticks = []
    stop = threading.Event()

    def ticker():  # sleeps between ticks, so it holds the GIL only briefly
        while not stop.is_set():
            ticks.append(time.perf_counter())
            time.sleep(0.0005)

    # With a 100 s switch interval the main thread is never asked to give up
    # the GIL while it runs: only a release inside the call lets the ticker in
    # (without one, its next tick comes when t.join() waits).
    old = sys.getswitchinterval()
    sys.setswitchinterval(100.0)
    try:
        t = threading.Thread(target=ticker)
        t.start()
        time.sleep(0.01)
        start = time.perf_counter()
        g(x)
        end = time.perf_counter()
        stop.set()
        t.join()
    finally:
        sys.setswitchinterval(old)
    # Without the release the ticker gets in only once the call has returned
    # (its one tick lands at the very end of the window, checked by removing
    # the release): ask for a tick in the first half of the call.
    assert any(start < s < (start + end) / 2 for s in ticks)
