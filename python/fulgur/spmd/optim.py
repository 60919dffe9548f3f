"""The optimizer updates fulgur.spmd.compile captures: torch.optim's SGD, Adam
and AdamW written as plain torch ops with in-place writes into the parameters
and the state, so that under the capture they are recorded as ordinary ops
(and run eagerly, they are the optimizer: tests/python/test_spmd.py compares
them with torch.optim step by step).

Each formula is PyTorch's own (``torch/optim/sgd.py`` ``_single_tensor_sgd``,
``torch/optim/adam.py`` ``_single_tensor_adam``; the ``foreach`` forms compute
the same), with the differences a compiled program needs:

- the hyperparameters (lr, momentum, betas, eps, weight_decay, dampening) are
  0-d float64 **inputs** of the program, not constants in it, so that one
  program serves a whole schedule (``torch.optim.lr_scheduler``, OneCycleLR
  cycling Adam's beta1). Each is rounded to the parameter's dtype where
  torch's kernel rounds the Python number, so the values are torch's; what
  selects the program is the update's structure (momentum or not, weight
  decay or not, ...: ``structure()``);
- Adam's bias corrections, which torch computes in Python doubles from
  ``step.item()``, are computed from the step tensor in float64 tensor ops
  (the same pow and divide, so the same doubles);
- ``lerp``, ``addcmul``, ``addcdiv`` and ``add(alpha=)`` are written out
  (fulgur has no op of their own, and alpha cannot be a tensor): the same
  operations, in the same order but for Adam's ``addcmul`` (``grad * grad``
  first: one reduction of the gradient over the ranks in the SPMD program
  instead of two). torch's vectorized ``add(alpha=)`` and ``lerp`` fuse a
  multiply-add, so an update may differ from torch's in the last bit.
"""

import torch

from ..capture import FulgurError


def _fail(msg):
    raise FulgurError(f"fulgur.spmd.compile: {msg}")


def _check_flags(optim, group, unsupported):
    name = type(optim).__name__
    for flag in unsupported:
        if group.get(flag):
            _fail(f"{name}({flag}=True) is not supported (supported: the plain update, with foreach True, False "
                  f"or None)")


def _scalar(v, what, optim):
    if isinstance(v, torch.Tensor):
        if v.numel() != 1:
            _fail(f"{type(optim).__name__}'s {what} is a tensor of {v.numel()} elements; expected a number")
        return float(v.item())
    try:
        return float(v)
    except (TypeError, ValueError):
        _fail(f"{type(optim).__name__}'s {what} is {v!r}; expected a number")


_LOW = (torch.float16, torch.bfloat16)


def _num(h, dtype):
    """A hyperparameter (a 0-d float64 tensor) as the scalar operand of an op
    on ``dtype`` tensors: rounded to ``dtype`` as torch's kernels round a
    Python number (float32 for float16/bfloat16, their math dtype)."""
    return h.to(torch.float32 if dtype in _LOW else dtype)


# One torch op of the update each: on float16/bfloat16 tensors computed in
# float32 (torch's kernels' math dtype) and rounded once, as torch's kernel
# rounds; on float32/float64 the plain ops (the trace as it always was).
def _math(t):
    return t.float() if t.dtype in _LOW else t


def _add_scaled(a, b, alpha):
    """a.add(b, alpha=alpha)."""
    if a.dtype in _LOW:
        return (_math(a) + _math(b) * alpha).to(a.dtype)
    return a + b * alpha


def _add_scaled_(a, b, alpha):
    """a.add_(b, alpha=alpha)."""
    if a.dtype in _LOW:
        a.copy_(_add_scaled(a, b, alpha))
    else:
        a.add_(b * alpha)


def _mul_(a, s):
    """a.mul_(s)."""
    if a.dtype in _LOW:
        a.copy_((_math(a) * s).to(a.dtype))
    else:
        a.mul_(s)


class _Lowering:
    """What the lowerings share: the hyperparameters a call passes as 0-d
    float64 inputs of the program (``hyper_names``, read from the parameter
    group at each call by ``values``), and the structure that selects the
    program (``structure``: which terms the update has; a change compiles a
    new one). A schedule that changes the values (``lr_scheduler``, OneCycleLR
    cycling Adam's beta1) runs one program."""

    flags = ()

    def __init__(self, optim, group):
        _check_flags(optim, group, self.flags)
        self.optim_name = type(optim).__name__
        self.first_step = False  # set by init_state (SGD with dampening)

    def values(self, optim, group):
        """The values of ``hyper_names`` in this parameter group, as floats."""
        out = []
        for n in self.hyper_names:
            out.append(self._value(optim, group, n))
        return tuple(out)

    @staticmethod
    def _value(optim, group, n):
        if n == "beta1":
            return _scalar(group["betas"][0], "betas[0]", optim)
        if n == "beta2":
            return _scalar(group["betas"][1], "betas[1]", optim)
        return _scalar(group[n], n, optim)


class SGDLowering(_Lowering):
    """torch.optim.SGD: momentum, dampening, nesterov, weight_decay, maximize."""

    flags = ("fused", "differentiable")

    def __init__(self, optim, group):
        super().__init__(optim, group)
        momentum = _scalar(group["momentum"], "momentum", optim)
        dampening = _scalar(group["dampening"], "dampening", optim)
        weight_decay = _scalar(group["weight_decay"], "weight_decay", optim)
        self.has_momentum = momentum != 0
        self.has_dampening = self.has_momentum and dampening != 0
        self.has_weight_decay = weight_decay != 0
        self.nesterov = bool(group["nesterov"])
        self.maximize = bool(group["maximize"])
        self.hyper_names = ("lr",) + (("momentum",) if self.has_momentum else ()) + \
            (("dampening",) if self.has_dampening else ()) + (("weight_decay",) if self.has_weight_decay else ())

    def structure(self):
        return (("optimizer", "SGD"), ("momentum != 0", self.has_momentum),
                ("dampening != 0", self.has_dampening), ("weight_decay != 0", self.has_weight_decay),
                ("nesterov", self.nesterov), ("maximize", self.maximize))

    def state_names(self):
        return ("momentum_buffer",) if self.has_momentum else ()

    def init_state(self, optim, param):
        """Creates the state torch would hold after the first step, zero-filled.
        With dampening 0 a zero momentum buffer gives the first step's clone of
        the gradient exactly (0 * momentum + grad); otherwise the step is
        compiled as a first-step variant that copies the gradient in."""
        if not self.has_momentum:
            return
        state = optim.state[param]
        if state.get("momentum_buffer") is None:
            state["momentum_buffer"] = torch.zeros_like(param, memory_format=torch.preserve_format)
            if self.has_dampening:
                self.first_step = True

    def step(self, params, grads, states, h):
        """``h``: the hyperparameters by name, 0-d float64 tensors."""
        for param, grad, state in zip(params, grads, states):
            if grad is None:
                continue
            dt = param.dtype
            if self.maximize:
                grad = -grad
            if self.has_weight_decay:  # grad.add(param, alpha=weight_decay)
                grad = _add_scaled(grad, param, _num(h["weight_decay"], dt))
            if self.has_momentum:
                buf = state["momentum_buffer"]
                if self.first_step:
                    buf.copy_(grad)
                else:  # buf.mul_(momentum).add_(grad, alpha=1 - dampening)
                    _mul_(buf, _num(h["momentum"], dt))
                    if self.has_dampening:
                        _add_scaled_(buf, grad, _num(1 - h["dampening"], dt))
                    else:
                        buf.add_(grad)
                grad = _add_scaled(grad, buf, _num(h["momentum"], dt)) if self.nesterov else buf
            _add_scaled_(param, grad, _num(-h["lr"], dt))  # param.add_(grad, alpha=-lr)


class AdamLowering(_Lowering):
    """torch.optim.Adam and AdamW (decoupled weight decay): the non-amsgrad,
    non-capturable update, with its state (step, exp_avg, exp_avg_sq)."""

    flags = ("amsgrad", "capturable", "differentiable", "fused")

    def __init__(self, optim, group):
        super().__init__(optim, group)
        beta1 = _scalar(group["betas"][0], "betas[0]", optim)
        weight_decay = _scalar(group["weight_decay"], "weight_decay", optim)
        # torch's lerp(a, b, w) takes one of two forms by |w| < 0.5 (w = 1 - beta1).
        self.lerp_from_start = abs(1 - beta1) < 0.5
        self.has_weight_decay = weight_decay != 0
        self.maximize = bool(group["maximize"])
        self.decoupled = isinstance(optim, torch.optim.AdamW) or bool(group.get("decoupled_weight_decay"))
        self.hyper_names = ("lr", "beta1", "beta2", "eps") + (("weight_decay",) if self.has_weight_decay else ())

    def structure(self):
        return (("optimizer", "AdamW" if self.decoupled else "Adam"), ("|1 - beta1| < 0.5", self.lerp_from_start),
                ("weight_decay != 0", self.has_weight_decay), ("maximize", self.maximize))

    def state_names(self):
        return ("step", "exp_avg", "exp_avg_sq")

    def init_state(self, optim, param):
        state = optim.state[param]
        if len(state) == 0:  # as Adam._init_group makes it (capturable and fused off)
            state["step"] = torch.tensor(0.0, dtype=torch.float32)
            state["exp_avg"] = torch.zeros_like(param, memory_format=torch.preserve_format)
            state["exp_avg_sq"] = torch.zeros_like(param, memory_format=torch.preserve_format)
        missing = [k for k in self.state_names() if k not in state]
        if missing:
            _fail(f"the optimizer's state of a parameter lacks {missing} (expected {list(self.state_names())})")

    def step(self, params, grads, states, h):
        """``h``: the hyperparameters by name, 0-d float64 tensors."""
        lr, beta1, beta2 = h["lr"], h["beta1"], h["beta2"]
        for param, grad, state in zip(params, grads, states):
            if grad is None:
                continue
            dt = param.dtype
            if self.maximize:
                grad = -grad
            step_t, exp_avg, exp_avg_sq = state["step"], state["exp_avg"], state["exp_avg_sq"]
            step_t.add_(1)
            if self.has_weight_decay:
                if self.decoupled:  # param.mul_(1 - lr * weight_decay)
                    _mul_(param, _num(1 - lr * h["weight_decay"], dt))
                else:  # grad.add(param, alpha=weight_decay)
                    grad = _add_scaled(grad, param, _num(h["weight_decay"], dt))
            # exp_avg.lerp_(grad, 1 - beta1), as torch's lerp computes it.
            w = 1 - beta1
            if dt in _LOW:  # (one op: in float32, rounded once)
                e, g = exp_avg.float(), grad.float()
                lerped = e + (g - e) * _num(w, dt) if self.lerp_from_start else g - (g - e) * (1 - _num(w, dt))
                exp_avg.copy_(lerped.to(dt))
            elif self.lerp_from_start:
                exp_avg.add_((grad - exp_avg) * _num(w, dt))
            else:
                exp_avg.copy_(grad - (grad - exp_avg) * (1 - _num(w, dt)))  # torch: 1 - weight in its math dtype
            # exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2), with
            # grad * grad first (torch scales one grad first): in the SPMD
            # expansion a Partial gradient scaled stays Partial, so torch's order
            # would reduce the scaled gradient over the ranks as well as the
            # gradient (twice the bytes in the step's gradient bucket).
            _mul_(exp_avg_sq, _num(beta2, dt))
            if dt in _LOW:  # (one op, addcmul_: rounded once)
                g = grad.float()
                exp_avg_sq.copy_((exp_avg_sq.float() + g * g * _num(1 - beta2, dt)).to(dt))
            else:
                exp_avg_sq.add_(grad * grad * _num(1 - beta2, dt))
            # The bias corrections torch computes in Python doubles from step.item().
            step = step_t.to(torch.float64)
            bias_correction1 = 1 - beta1 ** step
            bias_correction2 = 1 - beta2 ** step
            step_size = lr / bias_correction1
            bias_correction2_sqrt = bias_correction2 ** 0.5
            # (exp_avg_sq.sqrt() / bias_correction2_sqrt).add_(eps): three ops, each rounded.
            root = exp_avg_sq.sqrt()
            if dt in _LOW:
                denom = ((_math(root) / _num(bias_correction2_sqrt, dt)).to(dt).float() + _num(h["eps"], dt)).to(dt)
                # param.addcdiv_(exp_avg, denom, value=-step_size): one op, rounded once.
                param.copy_((_math(param) + _math(exp_avg) * _num(-step_size, dt) / _math(denom)).to(dt))
            else:
                denom = root / _num(bias_correction2_sqrt, dt) + _num(h["eps"], dt)
                param.add_(exp_avg * _num(-step_size, dt) / denom)


def _lowering_class(optim):
    # Exactly these classes: a subclass may change the update.
    if type(optim) is torch.optim.SGD:
        return SGDLowering
    if type(optim) in (torch.optim.Adam, torch.optim.AdamW):
        return AdamLowering
    _fail(f"the optimizer is a {type(optim).__module__}.{type(optim).__qualname__}; supported: torch.optim.SGD, "
          f"torch.optim.Adam and torch.optim.AdamW")


def lowering_of(optim, group=None):
    """The lowering of ``optim``'s update of ``group`` (None: its one parameter
    group); a clear error for what is not supported."""
    cls = _lowering_class(optim)
    if group is None:
        if len(optim.param_groups) != 1:
            _fail(f"the {type(optim).__name__} has {len(optim.param_groups)} parameter groups; expected one here")
        group = optim.param_groups[0]
    return cls(optim, group)


class OptimizerLowering:
    """The update of every parameter group of one optimizer (a weight-decayed
    group and one without, as most training loops make): a lowering per
    group, each with its own hyperparameter inputs."""

    def __init__(self, optim):
        cls = _lowering_class(optim)
        self.optim = optim
        self.groups = [cls(optim, g) for g in optim.param_groups]
        self.group_of = {}  # id(parameter) -> group index
        for k, g in enumerate(optim.param_groups):
            for p in g["params"]:
                if id(p) in self.group_of:
                    _fail(f"a parameter (shape {list(p.shape)}) is in parameter groups {self.group_of[id(p)]} and {k} "
                          f"of the {type(optim).__name__}")
                self.group_of[id(p)] = k

    def structure(self):
        """What selects the program: each group's update structure, and which
        group each parameter is in (by position in the groups)."""
        return tuple(l.structure() for l in self.groups) + (
            tuple(len(g["params"]) for g in self.optim.param_groups),)

    def values(self):
        """Every group's hyperparameter values, in group order."""
        return tuple(v for l, g in zip(self.groups, self.optim.param_groups) for v in l.values(self.optim, g))

    def names(self):
        """The hyperparameter inputs' names, in the order of values(): group
        k > 0's with a suffix (lr_g1)."""
        return [n if k == 0 else f"{n}_g{k}" for k, l in enumerate(self.groups) for n in l.hyper_names]

    def of(self, p):
        """The lowering of parameter p's group."""
        return self.groups[self.group_of[id(p)]]


def hyper_tensors(values):
    """The 0-d float64 tensors a call passes for ``values``."""
    return [torch.tensor(v, dtype=torch.float64) for v in values]
