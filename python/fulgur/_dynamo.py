"""The torch.compile backend: ``torch.compile(model, backend="fulgur")``.

Dynamo hands the backend torch-level FX graphs (GraphModules whose code calls
torch.*, torch.nn.functional.* and Tensor methods), split at graph breaks so
Python control flow runs between them. Each graph is run through fulgur.jit
like any other function: the same capture maps its calls onto ltorch ops, so
the graph is compiled per input spec and, when its inputs require grad,
differentiated by fulgur (no AOTAutograd).
"""

from ._jit import jit


def fulgur_backend(gm, example_inputs):
    _capture_from_local(gm)
    return jit(gm)


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
