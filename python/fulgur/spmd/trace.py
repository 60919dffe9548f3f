"""Traces that transforms read and rewrite: what an override's transform and
``gm_transformation`` receive and return (docs/python.md, "fulgur.spmd")."""

from .. import _C
from ..capture import FulgurError


class Call:
    """One statement of a Trace: ``symbol`` (``"spmd.expert"``), the names of
    its ``outputs`` and tensor ``inputs``, ``args`` (each parameter of the
    symbol bound to a tensor's name, or a list of names), and its printed
    ``text``."""

    __slots__ = ("index", "symbol", "outputs", "inputs", "args", "text")

    def __init__(self, index, symbol, outputs, inputs, args, text):
        self.index, self.symbol, self.outputs, self.inputs, self.args, self.text = (
            index, symbol, list(outputs), list(inputs), dict(args), text)

    def fields(self):
        """The names ``Trace.replace`` fills into replacement text: each
        tensor parameter by its name (``{x}``; a list of tensors as ``{grads}``,
        printed as a list, and ``{grads0}``, ``{grads1}``, ...), the outputs as
        ``{out0}``, ``{out1}``, ... and, for one output, ``{out}``; ``{outs}``
        is the outputs as a tuple target (``(a, b)``)."""
        f = {}
        for k, v in self.args.items():
            if isinstance(v, list):
                f[k] = "[" + ", ".join(v) + "]"
                for i, n in enumerate(v):
                    f[f"{k}{i}"] = n
            else:
                f[k] = v
        for i, n in enumerate(self.outputs):
            f[f"out{i}"] = n
        if len(self.outputs) == 1:
            f["out"] = self.outputs[0]
        f["outs"] = "(" + ", ".join(self.outputs) + ("," if len(self.outputs) == 1 else "") + ")"
        return f

    def __repr__(self):
        return f"<Call {self.index}: {self.text}>"


class Trace:
    """A trace the C++ side hands to a transform (an override's, or
    ``gm_transformation``): printable (``str(trace)``, Python-like text that
    parses back the same: ``Trace.parse(text)``), readable (``calls``) and
    rewritable (``replace``; or edit the text and parse it). Traces are
    values: a rewrite returns a new Trace."""

    __slots__ = ("_c",)

    def __init__(self, c_trace):
        if isinstance(c_trace, str):
            c_trace = _C.spmd.Trace.parse(c_trace)
        self._c = c_trace

    @staticmethod
    def parse(text):
        """The trace that ``text`` prints (each statement re-checked by its meta function)."""
        return Trace(_C.spmd.Trace.parse(text))

    def __str__(self):
        return self._c.text(1)

    def __repr__(self):
        return f"<fulgur.spmd.Trace {self._c.name}: {len(self._c.statements())} statements>"

    @property
    def name(self):
        return self._c.name

    @property
    def inputs(self):
        """The names of the trace's inputs, in order."""
        return list(self._c.inputs())

    def calls(self, symbol=None):
        """The statements (``Call``) that call ``symbol`` (a qualified name:
        ``"spmd.expert"``, ``"ltorch.linear"``), or every statement."""
        out = []
        for index, sym, outs, ins, args, text in self._c.statements():
            if symbol is None or sym == symbol:
                out.append(Call(index, sym, outs, ins, args, text))
        return out

    def replace(self, call, text, **fields):
        """A new trace with ``call``'s statement replaced by ``text``: lines
        of trace statements (``y = ltorch.matmul(x, w)``) that must assign
        each of the call's outputs, reading any name defined before it.
        ``{name}`` fields are filled from ``call.fields()`` (the call's
        operands and outputs by name) and ``fields``. The text is parsed on
        its own (C++ ``fulgur::replace_statement``): a temporary it assigns
        whose name the trace already uses is renamed apart where it is a name
        (never a keyword argument's name, a symbol or a string); a name it
        assigns is its own throughout the text. The result is parsed, so
        every statement is checked."""
        if not isinstance(call, Call):
            raise TypeError(f"fulgur.spmd.Trace.replace: expected a Call from Trace.calls(), got {type(call).__name__}")
        statements = self._c.statements()
        if call.index >= len(statements) or statements[call.index][5] != call.text:
            raise FulgurError(f"fulgur.spmd.Trace.replace: '{call.text}' is not statement {call.index} of this trace; "
                              f"expected a Call from this trace's calls() (a rewrite returns a new Trace: take its "
                              f"calls again)")
        f = call.fields()
        f.update(fields)
        try:
            body = text.format_map(f)
        except KeyError as e:
            raise FulgurError(f"fulgur.spmd.Trace.replace: the replacement text names {{{e.args[0]}}}, which is not "
                              f"one of the fields {sorted(f)}") from None
        try:
            return Trace(self._c.replace_statement(call.index, body))
        except FulgurError as e:
            raise FulgurError(f"fulgur.spmd.Trace.replace: {e}") from None

    def flatten_to_prims(self):
        """Every op replaced by the prims it decomposes into (collectives and
        syntax stay): the expansion's nested collectives become statements."""
        return Trace(self._c.flatten_to_prims())

    def sort_waits(self):
        """fulgur's sort_waits pass: each collective's wait as late as its
        first use allows (the pipeline runs it too)."""
        return Trace(self._c.sort_waits())


def as_c_trace(t, who):
    if isinstance(t, Trace):
        return t._c
    if isinstance(t, str):
        return _C.spmd.Trace.parse(t)
    if isinstance(t, _C.spmd.Trace):
        return t
    raise FulgurError(f"fulgur.spmd.compile: {who} returned a {type(t).__name__}; expected a fulgur.spmd.Trace "
                      f"(or its text)")
