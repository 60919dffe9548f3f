"""Indexing: ``x[idx]`` and ``x[idx] = v``.

Basic indices (ints, slices, None, Ellipsis) become ``prims.slice`` /
``prims.squeeze`` / ``ltorch.unsqueeze``, one integer tensor among full slices
``ltorch.index_select``; any other tensor index (several index tensors,
``x[b, i]``) is ATen's own ``aten.index.Tensor`` through the ATen-level
capture. An assignment is functional: the new value of the whole tensor
(``aten.slice_scatter`` / ``aten.select_scatter`` for basic indices,
``aten.index_put`` for tensor indices) written into it with ``prims.copy_``.
"""

import torch

from .common import FulgurError, UnsupportedError, where

aten = torch.ops.aten


def refuse_mask(idx, loc):
    for i in idx if isinstance(idx, tuple) else (idx,):
        if isinstance(i, torch.Tensor) and i.dtype == torch.bool:
            raise UnsupportedError(f"fulgur.jit: indexing with a boolean mask is not supported: its result's shape "
                                   f"depends on the mask's values, which a trace does not have (use torch.where or "
                                   f"masked_fill, which keep the shape){where(loc)}")


def _expand_basic(x, idx, loc):
    """The index with its Ellipsis spelled out as full slices and trailing
    full slices added: one entry per dim of x, plus the Nones."""
    n_real = sum(1 for i in idx if i is not None and i is not Ellipsis)
    if sum(1 for i in idx if i is Ellipsis) > 1:
        raise FulgurError(f"fulgur.jit: an index can have only one Ellipsis{where(loc)}")
    expanded = []
    for i in idx:
        if i is Ellipsis:
            expanded.extend([slice(None)] * (x.dim() - n_real))
        else:
            expanded.append(i)
    expanded.extend([slice(None)] * (x.dim() - sum(1 for i in expanded if i is not None)))
    return expanded


def _one_tensor_index(idx):
    pos = [k for k, i in enumerate(idx) if isinstance(i, torch.Tensor)]
    return len(pos) == 1 and all(isinstance(i, slice) or i is Ellipsis for k, i in enumerate(idx) if k != pos[0])


def _tensor_index(cap, x, idx, loc):
    """x[..., i, ...] with one integer tensor i among slices: the slices first
    (basic indexing), then index_select along i's dimension with i flattened
    (negative entries wrapped as PyTorch does), reshaped to x's dims before
    it, i's shape, x's dims after it."""
    i = idx[next(k for k, j in enumerate(idx) if isinstance(j, torch.Tensor))]
    expanded = []
    for k in idx:
        if k is Ellipsis:
            expanded.extend([slice(None)] * (x.dim() - (len(idx) - 1)))
        else:
            expanded.append(k)
    before = next(k for k, j in enumerate(expanded) if isinstance(j, torch.Tensor))
    basic = tuple(slice(None) if k == before else j for k, j in enumerate(expanded))
    with torch.no_grad():
        sliced_meta = x[basic]
    t = getitem(cap, None, (x, basic), {}, loc) if basic != (slice(None),) * len(basic) else cap.traced_of(x, loc)
    n = sliced_meta.shape[before]
    flat = cap.record("ltorch.reshape", [i, (-1,)], {}, loc) if i.dim() != 1 else cap.traced_of(i, loc)
    neg = cap.record("ltorch.lt", [flat, 0], {}, loc)
    wrapped = cap.record("ltorch.where", [neg, cap.record("ltorch.add", [flat, n], {}, loc), flat], {}, loc)
    r = cap.record("ltorch.index_select", [t, before, wrapped], {}, loc)
    shape = tuple(sliced_meta.shape[:before]) + tuple(i.shape) + tuple(sliced_meta.shape[before + 1:])
    if tuple(r.shape) != shape:
        r = cap.record("ltorch.reshape", [r, shape], {}, loc)
    return r


def getitem(cap, func, args, kwargs, loc):
    x, idx = args
    if not isinstance(idx, tuple):
        idx = (idx,)
    if any(isinstance(i, torch.Tensor) for i in idx):
        refuse_mask(idx, loc)
        if func is not None and not _one_tensor_index(idx) or any(
                isinstance(i, torch.Tensor) and i.dtype not in (torch.int64, torch.int32) for i in idx):
            return None  # ATen's advanced indexing (aten.index.Tensor), through the ATen-level capture
        return _tensor_index(cap, x, idx, loc)
    if any(i is True or i is False for i in idx):
        raise UnsupportedError(f"fulgur.jit: indexing with bools is not supported{where(loc)}")
    expanded = _expand_basic(x, idx, loc)
    shape = list(x.shape)
    starts, ends, steps, drop, unsq = [], [], [], [], []
    d = 0
    out_dim = 0
    for i in expanded:
        if i is None:
            unsq.append(out_dim)
            out_dim += 1
            continue
        n = shape[d]
        if isinstance(i, int):
            j = i + n if i < 0 else i
            if not 0 <= j < n:
                raise FulgurError(f"fulgur.jit: index {i} is out of bounds for dimension {d} with size {n}"
                                  f"{where(loc)}")
            starts.append(j), ends.append(j + 1), steps.append(1), drop.append(d)
        elif isinstance(i, slice):
            s, e, st = i.indices(n)
            if st <= 0:
                raise FulgurError(f"fulgur.jit: slice steps must be positive{where(loc)}")
            e = max(e, s)
            starts.append(s), ends.append(e), steps.append(st)
            out_dim += 1
        else:
            raise UnsupportedError(f"fulgur.jit: indexing with {type(i).__name__} is not supported{where(loc)}")
        d += 1
    t = cap.traced_of(x, loc)
    if starts != [0] * len(shape) or ends != shape or any(s != 1 for s in steps):
        kw = {} if all(s == 1 for s in steps) else {"strides": tuple(steps)}
        t = cap.record("prims.slice", [t, tuple(starts), tuple(ends)], kw, loc)
    if drop:
        t = cap.record("prims.squeeze", [t, tuple(drop)], {}, loc)
    for u in unsq:
        t = cap.record("ltorch.unsqueeze", [t, u], {}, loc)
    return t


def setitem(cap, func, args, kwargs, loc):
    """x[idx] = v, as a functional update of x written into it."""
    x, idx, v = args
    if not isinstance(idx, tuple):
        idx = (idx,)
    refuse_mask(idx, loc)
    tensor_index = any(isinstance(i, torch.Tensor) for i in idx)
    if not tensor_index:
        expanded = _expand_basic(x, idx, loc)
        plain = [i for i in expanded if i is not None]
        with torch.no_grad():  # shapes only: the stand-ins' ops at depth 0 are not recorded
            view_shape = x[idx].shape
            leaf_shape = x[tuple(plain)].shape
    with cap.aten_level(loc):
        if not isinstance(v, torch.Tensor):
            v = torch.full((), v, dtype=x.dtype, device=x.device)
        if v.dtype != x.dtype:
            v = v.to(x.dtype)
        if tensor_index:
            new = _index_put(x, idx, v, loc)
        else:
            v = v.expand(view_shape)
            if view_shape != leaf_shape:
                v = v.reshape(leaf_shape)
            new = _scatter(x, plain, 0, v, loc)
    cap.write_into(x, new, loc)


def _index_put(x, idx, v, loc):
    expanded = []
    for i in idx:
        if i is Ellipsis:
            expanded.extend([None] * (x.dim() - (len(idx) - 1)))
        elif isinstance(i, slice) and i == slice(None):
            expanded.append(None)
        elif isinstance(i, torch.Tensor):
            expanded.append(i)
        else:
            raise UnsupportedError(f"fulgur.jit: an indexed assignment mixing index tensors with ints, None or "
                                   f"partial slices is not supported{where(loc)}")
    while expanded and expanded[-1] is None:
        expanded.pop()
    return aten.index_put.default(x, expanded, v)


def _scatter(x, entries, d, v, loc):
    """x with x[(:,) * d + entries] replaced by v (v already of that shape):
    select_scatter / slice_scatter from the outermost indexed dim in."""
    if not entries:
        return v
    i, rest = entries[0], entries[1:]
    if isinstance(i, int):
        n = x.shape[d]
        j = i + n if i < 0 else i
        if not 0 <= j < n:
            raise FulgurError(f"fulgur.jit: index {i} is out of bounds for dimension {d} with size {n}{where(loc)}")
        inner = aten.select.int(x, d, j)
        return aten.select_scatter.default(x, _scatter(inner, rest, d, v, loc), d, j)
    if isinstance(i, slice):
        s, e, st = i.indices(x.shape[d])
        if st <= 0:
            raise FulgurError(f"fulgur.jit: slice steps must be positive{where(loc)}")
        e = max(e, s)
        if (s, e, st) == (0, x.shape[d], 1):
            return _scatter(x, rest, d + 1, v, loc)
        inner = aten.slice.Tensor(x, d, s, e, st)
        return aten.slice_scatter.default(x, _scatter(inner, rest, d + 1, v, loc), d, s, e, st)
    raise UnsupportedError(f"fulgur.jit: indexed assignment with {type(i).__name__} is not supported{where(loc)}")
