"""fulgur: a JIT for PyTorch programs, in the PyTorch process.

    import fulgur
    f = fulgur.jit(model)           # a function or an nn.Module
    y = f(x)                        # compiled per input spec, cached
    print(fulgur.last_traces(f)[-1])

``torch.compile(model, backend="fulgur")`` works too (registered on import);
``fulgur.spmd.compile`` compiles a whole train step as one SPMD program.
See docs/python.md.
"""

import torch  # noqa: F401  (first: fulgur._C links against this torch's libraries)

from . import _C  # noqa: F401  (fulgur._C, the C++ module, for its users)
from ._C import FulgurError
from .capture import UnsupportedError
from ._jit import (Jitted, cache_info, jit, last_backward_traces, last_host_program, last_prologue_traces,
                   last_traces)
from ._dynamo import fulgur_backend
from . import spmd

__all__ = ["jit", "last_traces", "last_prologue_traces", "last_backward_traces", "last_host_program",
           "cache_info", "FulgurError", "UnsupportedError", "Jitted", "fulgur_backend", "spmd"]
