"""fulgur.spmd: a whole train step (forward, ``loss.backward()``,
``optim.step()``) compiled once as one SPMD program per rank (docs/spmd.md,
and docs/python.md "fulgur.spmd").

    from torch.distributed.tensor import Replicate, Shard
    import fulgur.spmd as spmd

    @spmd.compile()                      # param_schema=Replicate(): data parallel
    def train_step(model, optim, x, y):
        loss = F.mse_loss(model(x), y)
        loss.backward()
        optim.step()
        optim.zero_grad()
        return loss

    for x, y in data:                    # x, y: this rank's part of the batch
        loss = train_step(model, optim, x, y)   # the global loss, on every rank

The first call captures the step on meta tensors (``Capture``, as fulgur.jit
does): ``loss.backward()`` becomes ``autodiff.grad(loss, [params...])``,
``optim.step()`` the optimizer's update written in torch ops
(``optim.py``), writing in place into the parameters and the state;
the C++ side (``fulgur::spmd::compile``) differentiates, types the trace with
DTensor placements, expands it for this rank (the gradient all-reduce comes
out of the expansion), runs the overrides' transforms and compiles one host
program. Parameters (and state) are broadcast from rank 0 (``Replicate()``)
or scattered (``Shard(0)``, the module's parameters become DTensor
parameters) on the first call; every later call binds the arguments and runs
that one program.

The package's rooms: ``trace.py`` (the Trace and Call that transforms read
and rewrite), ``capture.py`` (the capture of a step on meta tensors:
``backward()``, ``.grad``, placeholders, module overrides), ``placements.py``
(schemas: torch's placements as the C++ side takes them, and those of
DTensor parameters), ``optim.py`` (the optimizers' updates in torch ops),
``comm.py`` (the step's own collectives on the caller's process group:
first-call broadcasts, the batch check) and ``step.py`` (``compile`` and
``CompiledStep``: the compile key, compiling, binding and calling).
"""

from .capture import Override, Placeholder, placeholder
from .step import CompiledStep, compile
from .trace import Call, Trace

__all__ = ["compile", "Override", "Trace", "Call", "placeholder", "Placeholder", "CompiledStep"]
