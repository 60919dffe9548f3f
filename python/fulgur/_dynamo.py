"""The torch.compile backend: ``torch.compile(model, backend="fulgur")``.

Dynamo hands the backend torch-level FX graphs (GraphModules whose code calls
torch.*, torch.nn.functional.* and Tensor methods), split at graph breaks so
Python control flow runs between them. Each graph is run through fulgur.jit
like any other function: the same capture maps its calls onto ltorch ops, so
the graph is compiled per input spec and, when its inputs require grad,
differentiated by fulgur (no AOTAutograd).
"""

import os
import threading
import warnings

import torch

from ._jit import jit

# How many sizes of a graph with symbolic sizes fulgur compiles (fulgur's
# programs have static shapes: each new size is a compile). Past it, the graph
# runs as PyTorch runs it, eagerly, as Dynamo itself does at its recompile
# limit: a decode loop whose cache grows every token compiles a bounded number
# of times. $FULGUR_DYNAMIC_SIZES sets it.
DYNAMIC_SIZES_LIMIT = int(os.environ.get("FULGUR_DYNAMIC_SIZES", "8"))


def fulgur_backend(gm, example_inputs):
    _capture_from_local(gm)
    scalars = _scalar_inputs(gm, example_inputs)
    jitted = jit(gm)
    sizes = [i for i, x in enumerate(example_inputs) if isinstance(x, torch.SymInt)]
    shaped = [i for i, x in enumerate(example_inputs)
              if isinstance(x, torch.Tensor) and any(isinstance(d, torch.SymInt) for d in x.shape)]
    f = jitted if not sizes and not shaped else _BoundedSizes(jitted, gm, sizes, shaped)
    return _ScalarArgs(f, scalars) if scalars else f


def _scalar_inputs(gm, example_inputs):
    """Dynamo passes a Python float it does not specialize (a module's
    ``self.scaling`` that differs between two models of one class) as a 0-dim
    tensor input whose graph calls ``.item()`` on it: a read of a tensor's
    value, which fulgur's capture refuses. Such an input whose every use is
    ``.item()`` becomes the number itself (the graph rewritten to use it
    directly; _ScalarArgs passes ``arg.item()``), a number input of the
    program like any float argument of fulgur.jit. Returns their positions."""
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    found = []
    for i, (node, x) in enumerate(zip(placeholders, example_inputs)):
        if not (isinstance(x, torch.Tensor) and x.dim() == 0 and x.device.type == "cpu" and node.users):
            continue
        users = list(node.users)
        if all(u.op == "call_method" and u.target == "item" and len(u.args) == 1 and not u.kwargs for u in users):
            for u in users:
                u.replace_all_uses_with(node)
                gm.graph.erase_node(u)
            found.append(i)
    if found:
        gm.recompile()
    return found


class _ScalarArgs:
    """A graph some of whose 0-dim tensor inputs are read only as numbers
    (_scalar_inputs): calls it with those arguments as Python numbers."""

    def __init__(self, f, positions):
        self._f = f
        self._fulgur_jitted = getattr(f, "_fulgur_jitted", f)
        self._positions = positions

    def __call__(self, *args):
        args = list(args)
        for i in self._positions:
            args[i] = args[i].item()
        return self._f(*args)

    def cache_info(self):
        return self._f.cache_info()


class _BoundedSizes:
    """A graph Dynamo made with symbolic sizes: fulgur.jit for its first
    DYNAMIC_SIZES_LIMIT sizes (the values of its size inputs and the shapes of
    its tensors with symbolic dims), PyTorch eagerly for the others, with one
    warning. ``fulgur.cache_info`` of it adds ``eager_calls``."""

    def __init__(self, jitted, gm, sizes, shaped):
        self._fulgur_jitted = jitted
        jitted._sizes_bounded = True  # its own recompile warning is this one's
        self._gm = gm
        self._sizes, self._shaped = sizes, shaped
        self._seen = set()
        self._eager_calls = 0
        self._warned = False
        self._lock = threading.Lock()

    def __call__(self, *args):
        key = (tuple(args[i] for i in self._sizes), tuple(tuple(args[i].shape) for i in self._shaped))
        if key not in self._seen:
            with self._lock:
                if key not in self._seen and len(self._seen) < DYNAMIC_SIZES_LIMIT:
                    self._seen.add(key)
            if key not in self._seen:
                return self._eager(key, args)
        return self._fulgur_jitted(*args)

    def _eager(self, key, args):
        self._eager_calls += 1
        if not self._warned:
            self._warned = True
            warnings.warn(f"fulgur: a torch.compile graph with symbolic sizes has been compiled for "
                          f"{DYNAMIC_SIZES_LIMIT} sizes; fulgur's programs have static shapes, so each new size "
                          f"would compile again: the graph's other sizes (now {key[0] or key[1]}) run eagerly, as "
                          f"Dynamo does at its recompile limit (FULGUR_DYNAMIC_SIZES sets the number; "
                          f"cache_implementation='static' gives transformers' decode loops one shape)",
                          RuntimeWarning, stacklevel=2)
        return self._gm(*args)

    def cache_info(self):
        info = self._fulgur_jitted.cache_info()
        info["eager_calls"] = self._eager_calls
        return info


def _capture_from_local(gm):
    """Dynamo's graph of a parallelize_module'd module calls DTensor.from_local
    by its module's name (torch.distributed.tensor._api.from_local): install
    the one fulgur's capture records before the graph first runs
    (capture/dtensors.py; outside a capture it is PyTorch's). A call with
    DTensor arguments installs it too (_dtensor.call); this covers a graph
    whose arguments are all plain, whose capture then refuses from_local by
    name instead of running PyTorch's on a stand-in."""
    for node in gm.graph.nodes:
        if node.op == "call_function" and getattr(node.target, "__qualname__", "") == "DTensor.from_local":
            from .capture import dtensors
            dtensors.install()
            return


def _register():
    try:
        from torch._dynamo import register_backend
        from torch._dynamo.backends.registry import _BACKENDS
    except ImportError:  # a torch without Dynamo: fulgur.jit still works
        return
    if "fulgur" not in _BACKENDS:
        register_backend(name="fulgur")(fulgur_backend)


_register()
