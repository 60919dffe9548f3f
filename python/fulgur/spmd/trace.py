"""Traces that transforms read and rewrite: what an override's transform and
``gm_transformation`` receive and return (docs/python.md, "fulgur.spmd")."""

import re

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


_ASSIGN = re.compile(r"^\s*\(?\s*([A-Za-z_][\w\s,]*?)\s*,?\s*\)?\s*=\s*[A-Za-z_]")
_WORD = re.compile(r"\b[A-Za-z_]\w*\b")


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
        each of the call's outputs. ``{name}`` fields are filled from
        ``call.fields()`` (the call's operands and outputs by name) and
        ``fields``; other names the text assigns are renamed apart from the
        trace's. The result is parsed, so every statement is checked."""
        if not isinstance(call, Call):
            raise TypeError(f"fulgur.spmd.Trace.replace: expected a Call from Trace.calls(), got {type(call).__name__}")
        f = call.fields()
        f.update(fields)
        try:
            body = text.format_map(f)
        except KeyError as e:
            raise FulgurError(f"fulgur.spmd.Trace.replace: the replacement text names {{{e.args[0]}}}, which is not "
                              f"one of the fields {sorted(f)}") from None
        lines = [ln.strip() for ln in body.strip().splitlines() if ln.strip()]
        marked = self._c.marked_text(call.index, "FULGUR_REPLACE_HERE")
        used = set(_WORD.findall(marked))
        assigned = []
        for ln in lines:
            if ln.startswith("#") or ln.startswith("return ") or ln == "return":
                continue
            m = _ASSIGN.match(ln)
            if m is None:
                raise FulgurError(f"fulgur.spmd.Trace.replace: '{ln}' is not an assignment 'name = ns.op(...)'")
            assigned.extend(n.strip() for n in m.group(1).split(",") if n.strip())
        missing = [o for o in call.outputs if o not in assigned]
        if missing:
            raise FulgurError(f"fulgur.spmd.Trace.replace: the replacement of '{call.text}' does not assign "
                              f"{missing} (each output of the call must be assigned)")
        renames = {}
        for n in assigned:
            if n in call.outputs or n in renames:
                continue
            k, fresh = 0, f"{n}_r"
            while fresh in used:
                k += 1
                fresh = f"{n}_r{k}"
            used.add(fresh)
            renames[n] = fresh
        if renames:
            lines = [_WORD.sub(lambda m: renames.get(m.group(0), m.group(0)), ln) for ln in lines]
        out, it = [], iter(marked.split("\n"))
        for ln in it:
            if ln.strip() != "# FULGUR_REPLACE_HERE":
                out.append(ln)
                continue
            indent = ln[:len(ln) - len(ln.lstrip())]
            for stmt in it:  # comments (source lines) above the statement stay
                if stmt.strip().startswith("#"):
                    out.append(stmt)
                    continue
                break
            out.extend(indent + x for x in lines)
        return Trace.parse("\n".join(out))

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
