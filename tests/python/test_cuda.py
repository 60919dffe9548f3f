"""fulgur.jit on CUDA: CUDA tensors run on PyTorch's current stream with
memory from its caching allocator, forward and backward matching eager; the
same modules through the CUDA host program on the emulated device
(device="cuda-emu"), which runs here without a GPU.

The CUDA tests skip without a GPU; CTest runs this file as python_gpu_tests
(label gpu), which perf/device/check.sh runs on a lent GPU machine."""
import copy

import pytest
import torch

import fulgur
from models import MLP, GPT2Block, LlamaBlock

needs_cuda = pytest.mark.skipif(not torch.cuda.is_available(), reason="no CUDA device")

MODULES = {
    "mlp": (MLP, (16, 32)),
    "gpt2_block": (GPT2Block, (2, 16, 32)),
    "llama_block": (LlamaBlock, (2, 16, 32)),
}


def check_forward_backward(m, x, **jit_kwargs):
    ref = copy.deepcopy(m)
    f = fulgur.jit(m, **jit_kwargs)
    with torch.no_grad():
        torch.testing.assert_close(f(x), ref(x), rtol=1e-4, atol=1e-4)
    x = x.detach().clone().requires_grad_()
    xr = x.detach().clone().requires_grad_()
    out, out_ref = f(x), ref(xr)
    assert out.device == x.device
    torch.testing.assert_close(out, out_ref, rtol=1e-4, atol=1e-4)
    w = torch.randn(out.shape, device=x.device)
    (out * w).sum().backward()
    (out_ref * w).sum().backward()
    torch.testing.assert_close(x.grad, xr.grad, rtol=1e-3, atol=1e-4)
    for (n, p), (_, pr) in zip(m.named_parameters(), ref.named_parameters()):
        assert p.grad is not None, n
        assert p.grad.device == p.device, n
        torch.testing.assert_close(p.grad, pr.grad, rtol=1e-3, atol=1e-4, msg=lambda s: f"{n}: {s}")
    return f


# -- real CUDA ------------------------------------------------------------------


@needs_cuda
@pytest.mark.parametrize("name", sorted(MODULES))
def test_cuda_module_matches_eager(name):
    cls, shape = MODULES[name]
    torch.manual_seed(3)
    m = cls().cuda()
    f = check_forward_backward(m, torch.randn(shape, device="cuda"))
    assert "launch" in fulgur.last_host_program(f)


@needs_cuda
def test_cuda_runs_on_the_current_stream_without_waiting():
    f = fulgur.jit(lambda x, y: torch.relu(x * 2 + y).sum(-1))
    x = torch.randn(256, 1024, device="cuda")
    y = torch.randn(1024, device="cuda")
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        f(x, y)  # compiles, and loads the kernels for this stream
        torch.cuda._sleep(200_000_000)  # keeps s busy
        x.add_(1)  # eager, queued behind the sleep on s
        out = f(x, y)  # a hit: must be queued behind the add on s
        # Nothing waited for s: the sleep is still running.
        assert not s.query()
    s.synchronize()
    torch.testing.assert_close(out, torch.relu(x * 2 + y).sum(-1))


@needs_cuda
def test_cuda_outputs_come_from_the_caching_allocator():
    f = fulgur.jit(lambda x: x * 3)
    x = torch.randn(1 << 20, device="cuda")
    f(x)
    torch.cuda.synchronize()
    before = torch.cuda.memory_allocated()
    out = f(x)
    assert torch.cuda.memory_allocated() - before >= out.numel() * 4
    del out
    torch.cuda.synchronize()
    assert torch.cuda.memory_allocated() <= before


@needs_cuda
def test_cuda_inputs_on_another_device_are_refused():
    f = fulgur.jit(lambda x, y: x + y)
    with pytest.raises(fulgur.FulgurError, match=r"input 1 is on cpu, expected cuda:0"):
        f(torch.randn(4, device="cuda"), torch.randn(4))
    m = MLP()  # parameters on the CPU
    with pytest.raises(fulgur.FulgurError, match=r"input 1 is on cpu, expected cuda:0.*one device"):
        fulgur.jit(m)(torch.randn(4, 32, device="cuda"))
    with pytest.raises(fulgur.FulgurError, match=r"input 1 is on cuda:0, expected cpu"):
        f(torch.randn(4), torch.randn(4, device="cuda"))
    emu = fulgur.jit(lambda x: x + 1, device="cuda-emu")
    with pytest.raises(fulgur.FulgurError, match=r"device='cuda-emu', which takes CPU tensors"):
        emu(torch.randn(4, device="cuda"))


# -- the emulated CUDA device -----------------------------------------------------


@pytest.mark.parametrize("name", ["mlp", "llama_block"])
def test_cuda_emu_module_matches_eager(name):
    cls, shape = MODULES[name]
    torch.manual_seed(4)
    f = check_forward_backward(cls(), torch.randn(shape), device="cuda-emu")
    assert "launch" in fulgur.last_host_program(f)


def test_cuda_emu_device_option_is_checked():
    with pytest.raises(ValueError, match="device must be None"):
        fulgur.jit(lambda x: x, device="cuda:0")
