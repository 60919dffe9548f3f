"""The optimizer updates fulgur.spmd.compile captures: torch.optim's SGD, Adam
and AdamW written as plain torch ops with in-place writes into the parameters
and the state, so that under the capture they are recorded as ordinary ops
(and run eagerly, they are the optimizer: tests/python/test_spmd.py compares
them with torch.optim step by step).

Each formula is PyTorch's own (``torch/optim/sgd.py`` ``_single_tensor_sgd``,
``torch/optim/adam.py`` ``_single_tensor_adam``; the ``foreach`` forms compute
the same), with the one difference a compiled program needs: Adam's bias
corrections, which torch computes in Python doubles from ``step.item()``, are
computed from the step tensor in float64 tensor ops (the same pow and divide,
so the same doubles), and rounded to the parameter's dtype where torch's kernel
rounds the Python number. ``lerp``, ``addcmul`` and ``addcdiv`` are written out
(fulgur has no op of their own): the same operations, in the same order but for
Adam's ``addcmul`` (``grad * grad`` first: one reduction of the gradient over
the ranks in the SPMD program instead of two), and torch's vectorized lerp
fuses a multiply-add, so Adam may differ from torch in the last bit.
"""

import torch

from .capture import FulgurError


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
    return float(v)


class SGDLowering:
    """torch.optim.SGD: momentum, dampening, nesterov, weight_decay, maximize."""

    state_names_momentum = ("momentum_buffer",)

    def __init__(self, optim, group):
        _check_flags(optim, group, ("fused", "differentiable"))
        self.lr = _scalar(group["lr"], "lr", optim)
        self.momentum = float(group["momentum"])
        self.dampening = float(group["dampening"])
        self.weight_decay = float(group["weight_decay"])
        self.nesterov = bool(group["nesterov"])
        self.maximize = bool(group["maximize"])
        self.first_step = False  # set by init_state

    def key(self):
        return ("sgd", self.lr, self.momentum, self.dampening, self.weight_decay, self.nesterov, self.maximize,
                self.first_step)

    def state_names(self):
        return ("momentum_buffer",) if self.momentum != 0 else ()

    def init_state(self, optim, param):
        """Creates the state torch would hold after the first step, zero-filled.
        With dampening 0 a zero momentum buffer gives the first step's clone of
        the gradient exactly (0 * momentum + grad); otherwise the step is
        compiled as a first-step variant that copies the gradient in."""
        if self.momentum == 0:
            return
        state = optim.state[param]
        if state.get("momentum_buffer") is None:
            state["momentum_buffer"] = torch.zeros_like(param, memory_format=torch.preserve_format)
            if self.dampening != 0:
                self.first_step = True

    def step(self, params, grads, states):
        for param, grad, state in zip(params, grads, states):
            if grad is None:
                continue
            if self.maximize:
                grad = -grad
            if self.weight_decay != 0:
                grad = grad.add(param, alpha=self.weight_decay)
            if self.momentum != 0:
                buf = state["momentum_buffer"]
                if self.first_step:
                    buf.copy_(grad)
                else:
                    buf.mul_(self.momentum).add_(grad, alpha=1 - self.dampening)
                grad = grad.add(buf, alpha=self.momentum) if self.nesterov else buf
            param.add_(grad, alpha=-self.lr)


class AdamLowering:
    """torch.optim.Adam and AdamW (decoupled weight decay): the non-amsgrad,
    non-capturable update, with its state (step, exp_avg, exp_avg_sq)."""

    def __init__(self, optim, group):
        _check_flags(optim, group, ("amsgrad", "capturable", "differentiable", "fused"))
        self.lr = _scalar(group["lr"], "lr", optim)
        b1, b2 = group["betas"]
        self.beta1 = _scalar(b1, "betas[0]", optim)
        self.beta2 = _scalar(b2, "betas[1]", optim)
        self.eps = float(group["eps"])
        self.weight_decay = float(group["weight_decay"])
        self.maximize = bool(group["maximize"])
        self.decoupled = isinstance(optim, torch.optim.AdamW) or bool(group.get("decoupled_weight_decay"))

    def key(self):
        return ("adam", self.lr, self.beta1, self.beta2, self.eps, self.weight_decay, self.maximize, self.decoupled)

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

    def step(self, params, grads, states):
        beta1, beta2, lr, eps = self.beta1, self.beta2, self.lr, self.eps
        for param, grad, state in zip(params, grads, states):
            if grad is None:
                continue
            if self.maximize:
                grad = -grad
            step_t, exp_avg, exp_avg_sq = state["step"], state["exp_avg"], state["exp_avg_sq"]
            step_t.add_(1)
            if self.weight_decay != 0:
                if self.decoupled:
                    param.mul_(1 - lr * self.weight_decay)
                else:
                    grad = grad.add(param, alpha=self.weight_decay)
            # exp_avg.lerp_(grad, 1 - beta1), as torch's lerp computes it.
            w = 1 - beta1
            if abs(w) < 0.5:
                exp_avg.add_((grad - exp_avg) * w)
            else:
                exp_avg.copy_(grad - (grad - exp_avg) * (1 - w))
            # exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2), with
            # grad * grad first (torch scales one grad first): in the SPMD
            # expansion a Partial gradient scaled stays Partial, so torch's order
            # would reduce the scaled gradient over the ranks as well as the
            # gradient (twice the bytes in the step's gradient bucket).
            exp_avg_sq.mul_(beta2).add_(grad * grad * (1 - beta2))
            # The bias corrections torch computes in Python doubles from step.item().
            step = step_t.to(torch.float64)
            bias_correction1 = 1 - beta1 ** step
            bias_correction2 = 1 - beta2 ** step
            step_size = lr / bias_correction1
            bias_correction2_sqrt = bias_correction2 ** 0.5
            denom = exp_avg_sq.sqrt() / bias_correction2_sqrt.to(param.dtype) + eps
            # param.addcdiv_(exp_avg, denom, value=-step_size)
            param.add_(exp_avg * (-step_size).to(param.dtype) / denom)


def lowering_of(optim):
    """The lowering of ``optim``'s update; a clear error for what is not supported."""
    # Exactly these classes: a subclass may change the update.
    if type(optim) is torch.optim.SGD:
        cls = SGDLowering
    elif type(optim) in (torch.optim.Adam, torch.optim.AdamW):
        cls = AdamLowering
    else:
        _fail(f"the optimizer is a {type(optim).__module__}.{type(optim).__qualname__}; supported: torch.optim.SGD, "
              f"torch.optim.Adam and torch.optim.AdamW")
    if len(optim.param_groups) != 1:
        _fail(f"the {type(optim).__name__} has {len(optim.param_groups)} parameter groups; one is supported")
    return cls(optim, optim.param_groups[0])
