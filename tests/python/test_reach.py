"""What PyTorch users' code does that fulgur.jit used to get wrong, crash on or
refuse (the reach issue): each test compares with eager PyTorch, forward and
gradients, and names the failure it guards against."""
import os
import subprocess
import sys

import pytest
import torch
import torch.nn.functional as F

import fulgur


def _clone_inputs(xs):
    return [x.detach().clone().requires_grad_(x.requires_grad) if isinstance(x, torch.Tensor) else x for x in xs]


def check(fn, *inputs, rtol=1e-5, atol=1e-6, grad=True):
    """fulgur.jit(fn)(*inputs) against fn(*inputs): the results and, when an
    input requires grad, each input's gradient for a fixed random cotangent."""
    ours_in, eager_in = _clone_inputs(inputs), _clone_inputs(inputs)
    got = fulgur.jit(fn)(*ours_in)
    want = fn(*eager_in)
    torch.testing.assert_close(got, want, rtol=rtol, atol=atol)
    diff = [i for i, x in enumerate(inputs) if isinstance(x, torch.Tensor) and x.requires_grad]
    if grad and diff:
        g_outs = got if isinstance(got, (tuple, list)) else [got]
        w_outs = want if isinstance(want, (tuple, list)) else [want]
        gen = torch.Generator().manual_seed(3)
        pairs = [(g, w) for g, w in zip(g_outs, w_outs) if w.requires_grad]
        cots = [torch.randn(w.shape, generator=gen, dtype=w.dtype) for _, w in pairs]
        gg = torch.autograd.grad([g for g, _ in pairs], [ours_in[i] for i in diff], cots, allow_unused=True)
        wg = torch.autograd.grad([w for _, w in pairs], [eager_in[i] for i in diff], cots, allow_unused=True)
        for a, b in zip(gg, wg):
            if b is None:
                assert a is None or torch.count_nonzero(a) == 0
            else:
                assert a is not None, "fulgur gave no gradient where eager gives one"
                torch.testing.assert_close(a, b, rtol=max(rtol, 1e-4), atol=max(atol, 1e-5))
    return got


def r(*shape, grad=True, dtype=torch.float32):
    return torch.randn(*shape, dtype=dtype, requires_grad=grad)


# -- the libtorch fallback: silently wrong or crashing before -------------------------------------------------------

def test_einsum_with_a_list_of_operands_has_gradients():
    # einsum(eq, [a, b]): the tensors inside the list got no gradient (silently zero).
    check(lambda a, b: torch.einsum("ij,jk->ik", [a, b]), r(3, 4), r(4, 5))
    check(lambda a, b: torch.einsum("bij,bjk->bik", a, b), r(2, 3, 4), r(2, 4, 5))


@pytest.mark.parametrize("op", [torch.hstack, torch.vstack, torch.dstack, torch.linalg.multi_dot])
def test_ops_taking_a_list_of_tensors_have_gradients(op):
    if op is torch.linalg.multi_dot:
        check(lambda a, b, c: op([a, b, c]), r(3, 4), r(4, 5), r(5, 2))
    else:
        check(lambda a, b: op([a, b]), r(3, 4), r(3, 4))


def test_sgn_backward_does_not_crash():
    # torch.sgn's backward gave a storage-less zero tensor, and the process segfaulted.
    code = ("import torch, fulgur\n"
            "x = torch.randn(5, requires_grad=True)\n"
            "y = fulgur.jit(torch.sgn)(x)\n"
            "y.sum().backward()\n"
            "assert torch.equal(x.grad, torch.zeros(5)), x.grad\n"
            "print('ok')\n")
    env = dict(os.environ, PYTHONPATH=os.pathsep.join(p for p in sys.path if p))
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, env=env)
    assert out.returncode == 0 and "ok" in out.stdout, (out.returncode, out.stdout, out.stderr[-2000:])


def test_as_strided_on_a_view_is_refused_not_wrong():
    # as_strided(view, ..., storage_offset) counted the offset from the view's start.
    def f(x):
        return torch.as_strided(x[1:], (2, 2), (1, 2), 1)

    with pytest.raises(fulgur.FulgurError, match="as_strided.*storage"):
        fulgur.jit(f)(torch.randn(10))


def test_as_strided_on_a_fresh_tensor_matches():
    check(lambda x: torch.as_strided(x * 2, (2, 3), (1, 2), 1), r(12))


def test_as_strided_on_an_input_reads_a_whole_tensor_and_refuses_a_view():
    # An input was refused (66 OpInfo cases): it is traced as a whole tensor,
    # and a later call whose tensor is a view or strided is refused, not read
    # as the view's elements (eager indexes the view's storage).
    f = lambda x: torch.as_strided(x, (2, 3), (1, 2), 1) * 2
    check(f, r(12))
    g = fulgur.jit(f)
    torch.testing.assert_close(g(torch.arange(12.0)), f(torch.arange(12.0)))
    base = torch.arange(13.0)
    assert not torch.equal(f(base[1:]), f(base[1:].clone()))  # eager reads the storage
    for bad in (base[1:], torch.arange(24.0).reshape(12, 2)[:, 0], torch.arange(12.0).reshape(3, 4).t()):
        with pytest.raises(fulgur.UnsupportedError, match="input 0 is read through its storage"):
            g(bad)
    check(lambda x: torch.as_strided_scatter(x, x[:3] * 2, (3,), (2,), 1), r(12))


@pytest.mark.parametrize("args", [(-2.5, 3, 1), (0, 5.5, 1.5), (0.5, 5.5, 1.5), (-0.5, -5.5, -1.5)])
def test_arange_with_float_bounds_and_an_integer_dtype(args):
    # Computed in floating point and then truncated: -2.5 + i gave -2, -1, 0, 0, 1, 2.
    def f(x):
        return x + torch.arange(*args, dtype=torch.int64)

    n = len(torch.arange(*args, dtype=torch.int64))
    check(f, torch.zeros(n, dtype=torch.int64), grad=False)


def test_batch_norm_training_updates_running_stats_once_per_call():
    # aten::batch_norm writes its running statistics without saying so in its
    # schema: under autograd the fallback ran it twice (forward and vjp).
    torch.manual_seed(0)
    m = torch.nn.BatchNorm2d(3)
    ref = torch.nn.BatchNorm2d(3)
    ref.load_state_dict(m.state_dict())
    f = fulgur.jit(m)
    for step in range(3):
        x = torch.randn(4, 3, 5, 5, requires_grad=True)
        xr = x.detach().clone().requires_grad_()
        y, yr = f(x), ref(xr)
        torch.testing.assert_close(y, yr, rtol=1e-5, atol=1e-5)
        (y * y).sum().backward()
        (yr * yr).sum().backward()
        torch.testing.assert_close(x.grad, xr.grad, rtol=1e-4, atol=1e-5)
        torch.testing.assert_close(m.weight.grad, ref.weight.grad, rtol=1e-4, atol=1e-5)
        torch.testing.assert_close(m.running_mean, ref.running_mean)
        torch.testing.assert_close(m.running_var, ref.running_var)
        assert int(m.num_batches_tracked) == int(ref.num_batches_tracked) == step + 1


def test_batch_norm_functional_keyword_arguments_land_where_torch_puts_them():
    # F.batch_norm(x, running_mean, running_var, weight=...) put running_mean in aten's `weight`.
    def f(x, rm, rv, w, b):
        return F.batch_norm(x, rm, rv, weight=w, bias=b, training=False, eps=1e-3)

    check(f, r(4, 3), torch.rand(3), torch.rand(3) + 0.5, r(3), r(3))


@pytest.mark.parametrize("fn", [
    lambda x: torch.topk(x, 3, dim=1),
    lambda x: torch.sort(x, dim=-1, descending=True),
    lambda x: torch.var_mean(x, dim=0),
    lambda x: torch.max(x, 1),
    lambda x: x.sort(),
    lambda x: F.max_pool2d(x.reshape(1, 1, 4, 6), 2, return_indices=True),
])
def test_ops_with_several_results_differentiate(fn):
    # Every multi-output fallback op failed under autograd with an internal assertion.
    check(fn, r(4, 6))


def test_module_buffers_written_in_training_under_autograd():
    # num_batches_tracked.add_(1) under autograd was refused.
    class M(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.lin = torch.nn.Linear(4, 4)
            self.register_buffer("calls", torch.zeros((), dtype=torch.int64))

        def forward(self, x):
            self.calls.add_(1)
            return self.lin(x)

    m = M()
    f = fulgur.jit(m)
    x = r(2, 4)
    f(x).sum().backward()
    f(x).sum().backward()
    assert int(m.calls) == 2
    assert m.lin.weight.grad is not None


# -- the capture: what user code sees while it is traced -------------------------------------------------------------

def test_factories_see_the_real_device():
    # torch.arange(n, device=x.device) got device 'meta'.
    def f(x):
        assert x.device.type == "cpu"
        i = torch.arange(x.shape[-1], device=x.device)
        z = torch.zeros_like(x, device="cpu")
        return x * i + z + torch.ones(x.shape, device=x.device, dtype=x.dtype)

    check(f, r(3, 4))


def test_tensors_from_python_data():
    def f(x):
        w = torch.tensor([1.0, -2.0, 3.0, 0.5])
        s = torch.tensor(2)
        return x * w + s

    check(f, r(3, 4))


def test_libraries_see_a_compiling_program():
    seen = []

    def f(x):
        seen.append(torch.compiler.is_compiling())
        return x + 1

    fulgur.jit(f)(torch.randn(3))
    assert seen == [True] and not torch.compiler.is_compiling()


def test_indexing_with_several_index_tensors():
    def f(x, b, i):
        return x[b, i] * 2

    check(f, r(3, 5, 4), torch.tensor([0, 2, 1]), torch.tensor([4, 0, 3]))


@pytest.mark.parametrize("index", [(Ellipsis, slice(1, None)), (0,), (slice(None), 2), (slice(1, 3), slice(None, None, 2)),
                                   (None, 1)])
def test_indexed_assignment(index):
    def f(x, v):
        y = x * 1
        y[index] = v
        return y

    x = r(4, 5)
    v_shape = (x.detach() * 1)[index].shape
    check(f, x, r(*v_shape))


def test_indexed_assignment_with_index_tensors_and_a_number():
    def f(x, i):
        y = x + 0
        y[i] = 0.0
        y[:, torch.tensor([1, 3])] = -1.0
        return y

    check(f, r(4, 5), torch.tensor([0, 2]))


def test_remainder_follows_python():
    # % was recorded as fmod: -3 % 2 gave -1 where Python and torch give 1.
    check(lambda a, b: a % b, torch.tensor([-3.0, 3.0, -3.5, 5.0]), torch.tensor([2.0, -2.0, 2.0, 3.0]), grad=False)
    check(lambda a: a % 3, torch.tensor([-7, 7, -1, 0]), grad=False)


def test_varargs_repeat_and_tile():
    check(lambda x: x.repeat(1, 2, 1), r(2, 3, 1))
    check(lambda x: x.tile(2, 1), r(2, 3))


def test_cat_skips_an_empty_one_dimensional_tensor():
    check(lambda x, e: torch.cat([x, e]), r(3, 4), torch.zeros(0))


def test_addmm_and_unfold():
    check(lambda b, a, w: torch.addmm(b, a, w), r(5), r(3, 4), r(4, 5))
    check(lambda x: F.unfold(x, kernel_size=2), r(1, 2, 4, 4))


def test_conv_padding_same_and_losses_with_legacy_arguments():
    check(lambda x, w: F.conv2d(x, w, padding="same"), r(1, 2, 5, 5), r(3, 2, 3, 3))
    check(lambda a, b: F.l1_loss(a, b, reduction="sum"), r(3, 4), r(3, 4))


def test_detach_stops_the_gradient():
    # y - y.detach() has value 0 and gradient 1: the detached operand carries none.
    check(lambda x: (x * x - (x * x).detach()) + x.detach() * x, r(3, 4))


def test_no_grad_inside_the_function_stops_the_gradient():
    def f(x, w):
        with torch.no_grad():
            scale = (x * w).abs().amax()
        return x * w / scale

    check(f, r(3, 4), r(4))


def test_train_and_eval_modes_compile_their_own_programs():
    # model.eval() after the first call was ignored: dropout kept dropping.
    m = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.Dropout(0.5), torch.nn.BatchNorm1d(8))
    f = fulgur.jit(m)
    x = torch.randn(16, 8)
    with torch.no_grad():
        f(x)  # train(): dropout on, batch statistics
        m.eval()
        torch.testing.assert_close(f(x), m(x))
        m.train()
        m[1].eval()  # a submodule alone
        torch.manual_seed(0)
        y = f(x)
    assert fulgur.cache_info(f)["structures"] == 3
    assert torch.count_nonzero(y) > 0


def test_a_python_float_is_a_number_input_of_one_program():
    """A float argument used in arithmetic and torch ops is a number input of
    the program: a new value every call runs the same program, no warning
    (issue 29: 50 floats gave 50 silent compiles)."""
    import warnings
    import fulgur
    from fulgur import _jit
    g = fulgur.jit(lambda x, s: torch.relu(x * s + s) - s)
    x = torch.randn(4, 8)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        for i in range(_jit.RECOMPILE_WARNING * 2):
            s = 0.5 - 0.25 * i
            torch.testing.assert_close(g(x, s), torch.relu(x * s + s) - s)
    assert not [m for m in w if "fulgur.jit" in str(m.message)]
    assert fulgur.cache_info(g)["misses"] == 1
    assert '# x1: "float"' in str(fulgur.last_traces(g)[0])  # an input, its value not in the trace


def test_a_specialized_float_that_changes_every_call_warns_at_the_recompile_limit():
    """With specialize_numbers=True a float is a constant of a compiled program:
    a new value every call compiles every call. At 8 programs (then 16, ...) a
    warning names the argument and its two values."""
    import warnings
    import fulgur
    from fulgur import _jit
    g = fulgur.jit(lambda x, s: x * s, specialize_numbers=True)
    x = torch.randn(4)
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        for i in range(_jit.RECOMPILE_WARNING * 2):
            torch.testing.assert_close(g(x, 0.5 + i), x * (0.5 + i))
    msgs = [str(m.message) for m in w if issubclass(m.category, RuntimeWarning) and "fulgur.jit" in str(m.message)]
    assert len(msgs) == 2, msgs
    assert "has compiled 8 programs" in msgs[0] and "argument 1: 7.5 where an earlier call passed 6.5" in msgs[0], msgs
    assert "has compiled 16 programs" in msgs[1], msgs
    assert all(m.filename == __file__ for m in w if "fulgur.jit" in str(m.message)), [m.filename for m in w]
    # The same value again is a cache hit: no new program, no warning.
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        g(x, 0.5)
    assert not [m for m in w if "fulgur.jit" in str(m.message)]
    assert fulgur.cache_info(g)["misses"] == 2 * _jit.RECOMPILE_WARNING


def test_sign_of_nan_is_zero_as_in_eager():
    import fulgur
    x = torch.tensor([float("nan"), -2.0, 0.0, 3.0])
    torch.testing.assert_close(fulgur.jit(torch.sign)(x), torch.sign(x))  # NaN -> 0 (was NaN)


def test_a_parametrized_module_is_captured_without_the_copy_protocol():
    """torch.nn.utils.parametrizations (weight_norm here) refuse
    __getstate__: the capture's copy of the module tree must not use it."""
    import fulgur
    from torch.nn.utils.parametrizations import weight_norm
    m = weight_norm(torch.nn.Linear(6, 4))
    x = torch.randn(3, 6, requires_grad=True)
    torch.testing.assert_close(fulgur.jit(m)(x), m(x))


def test_circular_pad_is_the_cat_of_wrapped_ends_forward_and_backward():
    """F.pad(mode="circular"): PyTorch's decomposition writes into views of a
    new tensor, which the capture refuses; fulgur captures it as slices and a
    cat per padded dim (18 OpInfo cases were errors)."""
    import fulgur
    import torch.nn.functional as F
    for shape, pad in (((2, 3, 5), (1, 2)), ((1, 2, 4, 5), (0, 2, 3, 1)), ((1, 1, 3, 4, 2), (2, 0, 1, 1, 3, 0))):
        x = torch.randn(*shape, requires_grad=True)
        f = fulgur.jit(lambda t, pad=pad: F.pad(t, pad, mode="circular") * 2)
        got, want = f(x), F.pad(x, pad, mode="circular") * 2
        torch.testing.assert_close(got, want)
        c = torch.randn_like(want)
        g, = torch.autograd.grad(got, x, c)
        w, = torch.autograd.grad(want, x, c)
        torch.testing.assert_close(g, w)
        assert "prims.slice" in str(fulgur.last_traces(f)[0]) and "libtorch fallback" not in str(fulgur.last_traces(f)[0])


# -- complex tensors: values of libtorch ops ------------------------------------------------------------------------

def _rotary(x, freqs):
    """Meta's LLaMA rotary embedding: pairs of features as complex numbers,
    rotated by unit complex frequencies (torch.polar)."""
    xc = torch.view_as_complex(x.float().reshape(*x.shape[:-1], -1, 2))
    return torch.view_as_real(xc * freqs).flatten(-2).type_as(x) * 2


def test_rotary_embedding_through_complex_numbers_forward_and_backward():
    # Complex dtypes were refused ("dtype torch.complex64 is not supported"): 390 OpInfo cases.
    check(lambda x, a: _rotary(x, torch.polar(torch.ones_like(a), a)), r(2, 4, 8), r(4, 4))


def test_ffts_forward_and_backward():
    check(lambda x: torch.fft.rfft(x).abs() + torch.fft.irfft(torch.fft.fft(x), n=7)[..., :5], r(3, 8))
    check(lambda x: torch.fft.fftn(x, dim=(0, 1)).imag * 2, r(4, 6))


def test_complex_inputs_and_outputs_differentiate():
    # A complex result requires grad; a complex input gets its gradient, as in eager.
    z = torch.randn(3, 4, dtype=torch.complex64, requires_grad=True)
    got = check(lambda z, x: (z * x).exp() + z.conj(), z, r(3, 4))
    assert got.dtype == torch.complex64 and got.requires_grad


def test_an_in_place_op_on_a_complex_input_writes_it():
    # The new value goes back with prims.copy_, which moves bytes of any dtype.
    def f(z, x):
        z.mul_(2)
        return torch.view_as_real(z).sum(-1) + x

    z, x = torch.randn(3, 4, dtype=torch.complex64), torch.randn(3, 4)
    z_eager = z.clone()
    torch.testing.assert_close(fulgur.jit(f)(z, x), f(z_eager, x))
    torch.testing.assert_close(z, z_eager)


def test_complex_values_are_libtorch_ops_in_the_trace():
    f = fulgur.jit(lambda x: torch.view_as_real(torch.fft.fft(x) * 2).sum(-1) + x)
    x = torch.randn(8)
    torch.testing.assert_close(f(x), torch.view_as_real(torch.fft.fft(x) * 2).sum(-1) + x)
    text = str(fulgur.last_traces(f)[0])
    assert '"cpu c64[8]"' in text and "aten.mul.Tensor(" in text, text  # libtorch multiplies the complex values
    assert "ltorch.add(" in text, text  # the real ones stay fulgur's


def test_stft_gradient_through_an_in_place_transpose():
    # stft transposes its complex result in place (aten::transpose_): recorded as
    # aten::transpose.int, differentiable; the in-place form's result carried no gradient.
    check(lambda x: torch.stft(x, 16, hop_length=4, window=torch.hann_window(16), return_complex=True).abs(), r(64))


def test_nonzero_static_has_a_static_shape():
    check(lambda x: torch.nonzero_static(x > 0, size=5, fill_value=-1) * 2, torch.randn(3, 4), grad=False)
    check(lambda x: torch.combinations(x, r=2), r(4))


def test_ops_whose_cpu_kernel_disagrees_with_their_meta_kernel():
    # A bf16 layer norm's statistics are bf16 on the CPU (f32 by the meta
    # kernel); a bf16 embedding_bag's offset2bag is empty there, where even
    # PyTorch's fake tensor says [5]: the trace takes the CPU kernel's types.
    x = torch.randn(2, 3, 4, dtype=torch.bfloat16)
    check(lambda x: torch.ops.aten.native_layer_norm(x, [4], None, None, 1e-5), x, grad=False)
    w = torch.randn(10, 5, dtype=torch.bfloat16)
    i, o, p = torch.tensor([0, 2, 4, 6, 8]), torch.tensor([0, 2]), torch.randn(5, dtype=torch.bfloat16)
    check(lambda w, i, o, p: F.embedding_bag(i, w, o, mode="sum", per_sample_weights=p), w, i, o, p,
          rtol=1e-2, atol=1e-2, grad=False)
    # The result PyTorch's fake tensor gets wrong is an error where it is used.
    with pytest.raises(fulgur.FulgurError, match=r"aten._embedding_bag.*gives torch.int64\[0\] where torch gives "
                       r"torch.int64\[5\].*disagree.*that result is used"):
        fulgur.jit(lambda w, i, o, p: torch.ops.aten._embedding_bag(w, i, o, False, 0, False, p)[1])(w, i, o, p)
    # An evaluation-mode batch norm's saved statistics are empty on the CPU.
    x, rm, rv = torch.randn(3, 2, 4), torch.randn(2), torch.rand(2) + 0.5
    check(lambda x, rm, rv: torch.ops.aten._native_batch_norm_legit(x, None, None, rm, rv, False, 0.1, 1e-5),
          x, rm, rv, grad=False)


def test_embedding_bag_differentiates():
    # The capture runs beneath autograd, where embedding_bag picks
    # _embedding_bag_forward_only, which libtorch autograd refuses; it is
    # recorded as _embedding_bag.
    w = r(10, 5)
    check(lambda w, i, o: F.embedding_bag(i, w, o, mode="mean"), w, torch.tensor([0, 2, 4, 6, 8]), torch.tensor([0, 2]))


def test_ops_without_a_meta_kernel_are_probed_on_the_cpu():
    # geqrf and histogram have no meta kernel: their result types come from a
    # probe on CPU tensors, which ran under the capture's fake mode before.
    check(lambda x: torch.geqrf(x), torch.randn(4, 3), grad=False)
    check(lambda x: torch.histogram(x, bins=5), torch.randn(20), grad=False)


def test_cov_and_corrcoef_read_their_constant_degrees_of_freedom():
    # torch.cov checks `norm_factor <= 0` (aten::equal) on a tensor made from
    # the number of observations: a trace-time constant, whose value the
    # capture knows; it refused the read before.
    check(lambda x: torch.cov(x), r(3, 5))
    check(lambda x: torch.cov(x, correction=0), r(2, 4))
    check(lambda x: torch.corrcoef(x), r(3, 5))


def test_reading_a_constant_made_inside_the_function():
    def f(x):
        t = torch.tensor([1, 2, 3])
        n = int(torch.arange(4).max())
        if (t > 2).any():
            return x * t.sum().item() + n
        return x

    check(f, r(3))


def test_reading_a_value_that_is_not_a_trace_time_constant_is_refused():
    x = torch.randn(3)

    def written(x):
        t = torch.zeros(3)
        t.add_(1)  # an in-place write: the capture forgets what it knew (a view may see it)
        return x * t.sum().item()

    for fn in (written, lambda x: x * torch.rand(3).sum().item(), lambda x: x * x.sum().item()):
        with pytest.raises(fulgur.FulgurError, match="reads a tensor's value"):
            fulgur.jit(fn)(x)


def test_complex32_and_wide_unsigned_tensors_are_libtorch_values():
    # torch.complex32 (chalf) and uint16/32/64 were refused as dtypes ("unsupported
    # torch dtype UInt64" from torch.hash_tensor); like complex64 they are values
    # of libtorch ops, and fulgur's own ops take the real ones around them.
    x = r(3, 4)
    check(lambda x: x.chalf(), x, grad=False)
    check(lambda x: (x.chalf() * 2).real.float().sum(), x)
    check(lambda x: torch.hash_tensor(x), x.detach(), grad=False)
    u = torch.tensor([1, 2, 300], dtype=torch.int32).to(torch.uint16)
    check(lambda u, x: (u.to(torch.uint32), u.float() * x[0, :3]), u, x)
    g = fulgur.jit(lambda x: torch.hash_tensor(x))
    g(x.detach())
    assert "aten.hash_tensor(" in fulgur.last_traces(g)[0]


def test_sparse_tensors_are_refused_by_name():
    # A sparse input was traced as a dense one and refused only when the
    # program ran ("input 0 is not a plain strided tensor"); a sparse result
    # of a fallback op failed inside libtorch ("Cannot access storage").
    s = torch.eye(3).to_sparse_csr()
    with pytest.raises(TypeError, match=r"argument 0 is a torch.sparse_csr tensor.*pass x.to_dense\(\)"):
        fulgur.jit(lambda s: s * 2)(s)
    with pytest.raises(fulgur.UnsupportedError, match=r"aten::_to_sparse.* makes a torch.sparse_coo tensor"):
        fulgur.jit(lambda x: x.to_sparse())(torch.eye(3))


@pytest.mark.parametrize("fn,grad", [
    (lambda x: (lambda y: (F.relu(y, inplace=True), y)[1])(x * 2), True),
    (lambda x: (lambda y: (F.silu(y, inplace=True), y)[1])(x * 2), True),
    (lambda x: (lambda y: (F.hardtanh(y, -0.5, 0.5, inplace=True), y)[1])(x * 2), True),
    (lambda x: (lambda y: (torch.clamp(y, 0, 1, out=y), y)[1])(x * 2), False),  # out=: no autograd in eager either
    (torch.nn.Sequential(torch.nn.Linear(5, 5), torch.nn.ReLU(inplace=True), torch.nn.Linear(5, 3)), True),
])
def test_writes_the_name_does_not_say(fn, grad):
    # F.relu(y, inplace=True) and nn.ReLU(inplace=True) return the tensor they
    # write: the capture took them for x.contiguous() (the same tensor back, no
    # op) and the program returned the values before the write, silently.
    check(fn, r(4, 5, grad=grad))


def test_a_fallback_result_libtorch_contradicts_is_fine_unless_used():
    # torch.embedding_bag returns offset2bag among its results; PyTorch's fake
    # tensor gets its bf16 shape wrong: returned unused, it is no error.
    w = torch.randn(10, 5, dtype=torch.bfloat16)
    i, o, p = torch.tensor([0, 2, 4, 6, 8]), torch.tensor([0, 2]), torch.randn(5, dtype=torch.bfloat16)
    check(lambda w, i, o, p: torch.embedding_bag(w, i, o, False, 0, False, p)[0], w, i, o, p, rtol=1e-2, atol=1e-2,
          grad=False)


def test_eager_errors_on_a_trace_time_constant_are_eagers():
    # Reading a constant whose read fails in eager code gave the generic
    # "tensors have shapes but no values" refusal; it is eager's error now.
    with pytest.raises(fulgur.FulgurError, match=r"torch.Tensor.item of a trace-time constant.*a Tensor with 2 "
                       r"elements cannot be converted to Scalar"):
        fulgur.jit(lambda x: x * torch.tensor([1.0, 2.0]).item())(torch.ones(2))
