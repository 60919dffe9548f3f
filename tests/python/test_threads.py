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


_INTROSPECTION_DURING_COMPILES = r'''
import threading, faulthandler
import torch, fulgur
faulthandler.dump_traceback_later(100, exit=True)  # a deadlock ends the process with every thread's stack

def f(x):
    y = x
    for _ in range(200):
        y = torch.sin(y) + 1
    return y

g = fulgur.jit(f)
stop = []
def introspect():
    while not stop:
        fulgur.cache_info(g)
        try:
            fulgur.last_traces(g)
            fulgur.last_host_program(g)
        except fulgur.FulgurError:  # not called yet
            pass
t = threading.Thread(target=introspect)
t.start()
for n in range(3, 8):  # five compiles, each with the introspecting thread waiting on the entry
    torch.testing.assert_close(g(torch.ones(n)), f(torch.ones(n)))
stop.append(1)
t.join()
assert fulgur.cache_info(g)["misses"] == 5, fulgur.cache_info(g)

W = torch.randn(16)
def h(x):  # reads a global tensor: the first calls lift it into an input and start again
    y = x * W
    for _ in range(50):
        y = torch.sin(y) + 1
    return y
for trial in range(3):
    j = fulgur.jit(h)
    xs = [torch.randn(16) for _ in range(8)]
    out, errors = [None] * 8, []
    def run(i):
        try:
            out[i] = j(xs[i])
        except Exception as e:
            errors.append(e)
    ts = [threading.Thread(target=run, args=(i,)) for i in range(8)]
    for t in ts: t.start()
    for t in ts: t.join()
    assert not errors, errors
    for i in range(8):
        torch.testing.assert_close(out[i], h(xs[i]))
print("no deadlock")
'''


def test_introspection_and_first_calls_from_threads_during_compiles_do_not_deadlock():
    """fulgur.cache_info / last_traces while another thread compiles (they
    waited for the entry's lock holding the GIL, which the compiling thread
    needs for the capture: a deadlock), and 8 threads' first calls of a
    function that reads a global tensor (lifted into an input under the
    jitted function's lock). In a subprocess, so a deadlock fails the test
    instead of hanging the suite."""
    import os
    import subprocess
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    p = subprocess.run([sys.executable, "-c", _INTROSPECTION_DURING_COMPILES], env=env, capture_output=True,
                       text=True, timeout=180)
    assert p.returncode == 0 and "no deadlock" in p.stdout, p.stdout[-3000:] + p.stderr[-5000:]


def test_capturing_a_module_does_not_change_it_for_other_threads():
    """While fulgur captures a module, another thread calls it eagerly: the
    capture runs on a copy of the module tree with stand-ins in it, and the
    user's module keeps its own parameters (the capture once swapped them in
    place, and the eager thread ran on stand-ins: 'Please convert all Tensors
    to FakeTensors first', 'Tensor on device meta ...')."""
    m = torch.nn.Sequential(torch.nn.Linear(32, 64), torch.nn.GELU(), torch.nn.Linear(64, 8))
    j = fulgur.jit(m)
    x = torch.randn(4, 32)
    want = m(x).detach()
    errors, stop = [], []

    def eager():
        while not stop:
            try:
                torch.testing.assert_close(m(x).detach(), want)
            except Exception as e:  # reported by the main thread
                errors.append(e)
                return

    t = threading.Thread(target=eager)
    t.start()
    try:
        for n in range(1, 12):  # eleven captures
            assert j(torch.randn(n, 32)).shape == (n, 8)
    finally:
        stop.append(1)
        t.join()
    assert not errors, errors[0]
    assert all(type(p) is torch.nn.Parameter and p.device.type == "cpu" for p in m.parameters())
