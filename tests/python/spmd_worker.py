"""One rank of tests/python/test_spmd.py's multi-process checks, run under
torchrun (Gloo on 127.0.0.1): `python -m torch.distributed.run ...
spmd_worker.py CONFIG...`. Each CONFIG trains and compares; a rank prints
'rank R ok CONFIG <figures>' for each, and exits non-zero on a failure.

CONFIGs: MODEL:OPTIM:replicate (against DDP), MODEL:OPTIM:shard (Shard(0)
parameters, against single-process training), override, gm, lr_schedule,
accumulate:replicate and accumulate:shard (micro-batches and
clip_grad_norm_ in the step), autocast:MODEL (bf16 autocast refused), placed:fsdp2,
placed:tp, placed:dp_tp and placed:fsdp_tp (parameters PyTorch's APIs made
DTensors), param_groups:OPTIM (two parameter groups), unreached (a parameter
the loss does not reach), errors (the capture's, and batch parts of
different shapes on the ranks).
MODEL is gpt2 or llama (tests/python/models.py), OPTIM sgd (momentum), sgd_dampening or
adamw.
"""
import copy
import os
import sys

import torch
import torch.distributed as dist
import torch.nn as nn
import torch.nn.functional as F

sys.path.insert(0, os.environ["FULGUR_PYTHONPATH"])
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fulgur  # noqa: E402
from fulgur import spmd  # noqa: E402
from models import GPT2Block, LlamaBlock  # noqa: E402
from torch.distributed.tensor import DTensor, Shard  # noqa: E402
from torch.nn.parallel import DistributedDataParallel as DDP  # noqa: E402

STEPS = 20
B, T, C = 2, 8, 32  # each rank's batch
MODELS = {"gpt2": lambda: GPT2Block(C, 4, 16), "llama": lambda: LlamaBlock(C, 4, 16, 88)}
# AdamW's eps is 1e-5, not 1e-8: the key part of the attention's qkv bias has
# a gradient of exactly zero in exact arithmetic (softmax over keys ignores a
# per-query constant), so its computed gradient is rounding noise, which Adam
# with eps=1e-8 turns into +-lr steps: any two correct implementations then
# differ there by about lr.
OPTIMS = {"sgd": lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9),
          # dampening: the first step (momentum buffer = the gradient) is a program of its own
          "sgd_dampening": lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9, dampening=0.2, nesterov=False),
          "adamw": lambda ps: torch.optim.AdamW(ps, lr=3e-3, eps=1e-5, weight_decay=0.01)}
TOL = 2e-4  # relative, after 20 f32 steps


def train_step(model, optim, x, y):
    loss = F.mse_loss(model(x), y)
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def batches(world, steps=STEPS):
    g = torch.Generator().manual_seed(1)
    return [(torch.randn(B * world, T, C, generator=g), torch.randn(B * world, T, C, generator=g))
            for _ in range(steps)]


def make(name, seed):
    torch.manual_seed(seed)
    return MODELS[name]() if name in MODELS else Net()


def rel(a, b):
    a, b = a.detach().float(), b.detach().float()
    return float((a - b).abs().max() / (1 + b.abs().max()))


def full(p):
    return p.full_tensor() if isinstance(p, DTensor) else p


def check(cond, *what):
    if not cond:
        raise AssertionError(" ".join(str(w) for w in what))


def against_ddp(name, opt, step, rank, world, scale_from=None):
    """Trains `name` with the compiled `step` and with DDP on the same data;
    returns the worst loss and parameter differences. The compiled model
    starts from different values on ranks other than 0 (the first call
    broadcasts rank 0's). From call `scale_from` on, the compiled step's loss
    is expected times 3 (the gm_transformation test)."""
    ours = make(name, 0 if rank == 0 else 100 + rank)
    ref = make(name, 0)
    ddp = DDP(ref)
    o_ours, o_ref = OPTIMS[opt](ours.parameters()), OPTIMS[opt](ddp.parameters())
    worst_loss = 0.0
    for s, (X, Y) in enumerate(batches(world)):
        x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
        loss = step(ours, o_ours, x, y)
        ref_loss = train_step(ddp, o_ref, x, y).detach().clone()
        dist.all_reduce(ref_loss)
        ref_loss /= world
        if scale_from is not None and s >= scale_from:
            ref_loss = ref_loss * 3
        check(loss.shape == ref_loss.shape, "loss shape", loss.shape, ref_loss.shape)
        worst_loss = max(worst_loss, rel(loss, ref_loss))
    worst_param = max(rel(a, b) for a, b in zip(ours.parameters(), ref.parameters()))
    return worst_loss, worst_param, ours, o_ours


def replicate(name, opt, rank, world):
    step = spmd.compile()(train_step)
    wl, wp, model, optim = against_ddp(name, opt, step, rank, world)
    check(wl < TOL and wp < TOL, "losses or parameters differ from DDP:", wl, wp)
    calls, info = step.host_program_calls(), step.cache_info()
    check(calls == STEPS, "host program calls", calls, "for", STEPS, "steps")
    programs = 2 if opt == "sgd_dampening" else 1
    check(info["programs"] == programs, "programs compiled", info)
    steps = [t.step for t in fulgur.last_traces(step)]
    for s in ("Captured train step", "After autodiff", "After DTensor typing", "After expansion"):
        check(s in steps, s, "missing from", steps)
    expanded = str(fulgur.last_traces(step)[steps.index("After expansion")])
    check("all_reduce" in expanded, "no all_reduce in the expanded step")
    # The gradients' all-reduces and the loss's average in one bucket: one collective a step, as DDP's.
    final = str(fulgur.last_traces(step)[-1])
    check(final.count("dist.all_reduce(") == 1, "all_reduces in the program that runs:", final.count("dist.all_reduce("))
    sd = optim.state_dict()["state"]
    check(len(sd) == len(list(model.parameters())), "optimizer state", len(sd))
    return f"loss {wl:.2e} params {wp:.2e} calls {calls}"


def shard(name, opt, rank, world):
    """Shard(0) parameters against one process training on the global batch."""
    step = spmd.compile(param_schema=Shard(0))(train_step)
    ours = make(name, 0 if rank == 0 else 100 + rank)
    ref = make(name, 0)
    o_ours, o_ref = OPTIMS[opt](ours.parameters()), OPTIMS[opt](ref.parameters())
    worst_loss = 0.0
    for X, Y in batches(world):
        x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
        loss = step(ours, o_ours, x, y)
        ref_loss = train_step(ref, o_ref, X, Y)
        worst_loss = max(worst_loss, rel(loss, ref_loss))
    params = list(ours.parameters())
    check(all(isinstance(p, DTensor) and p.placements == (Shard(0),) for p in params),
          "parameters are not Shard(0) DTensors:", [type(p).__name__ for p in params])
    check(all(any(p is q for q in params) for p in o_ours.param_groups[0]["params"]),
          "the optimizer does not hold the DTensor parameters")
    for p in params:
        local = p.to_local()
        check(local.shape == torch.chunk(torch.empty(p.shape), world)[rank].shape, "local shard", local.shape)
    worst_param = max(rel(full(a), b) for a, b in zip(params, ref.parameters()))
    check(worst_loss < TOL and worst_param < TOL, "losses or parameters differ from one process:", worst_loss,
          worst_param)
    check(step.host_program_calls() == STEPS, "host program calls", step.host_program_calls())
    return f"loss {worst_loss:.2e} params {worst_param:.2e}"


def accum_step(model, optim, x, y):
    """Two micro-batches, each its own backward() (the gradients add), the
    gradient norm clipped, then the update."""
    total = 0
    for xm, ym in zip(x.chunk(2), y.chunk(2)):
        loss = F.mse_loss(model(xm), ym) / 2
        loss.backward()
        total = total + loss.detach()
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), 0.05)
    optim.step()
    optim.zero_grad()
    return total, norm


def accumulate(schema, rank, world):
    """Gradient accumulation and clip_grad_norm_ inside the compiled step:
    Replicate() against DDP running the same step, Shard(0) against one
    process on the global batch (the micro-batches' mean losses add up to
    the global mean either way). The norms are the global gradient's, and
    the clipping acts (the norm is above max_norm)."""
    step = spmd.compile(param_schema=Shard(0) if schema == "shard" else None)(accum_step)
    ours, ref = make("gpt2", 0 if rank == 0 else 100 + rank), make("gpt2", 0)
    trained = DDP(ref) if schema == "replicate" else ref
    o_ours, o_ref = OPTIMS["adamw"](ours.parameters()), OPTIMS["adamw"](trained.parameters())
    worst, clipped = 0.0, 0
    for X, Y in batches(world, 6):
        x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
        loss, norm = step(ours, o_ours, x, y)
        if schema == "replicate":
            ref_loss, ref_norm = accum_step(trained, o_ref, x, y)
            ref_loss = ref_loss.detach().clone()
            dist.all_reduce(ref_loss)
            ref_loss /= world
        else:
            ref_loss, ref_norm = accum_step(trained, o_ref, X, Y)
        worst = max(worst, rel(loss, ref_loss), rel(norm, ref_norm))
        clipped += int(float(ref_norm) > 0.05)
    wp = max(rel(full(a), b) for a, b in zip(ours.parameters(), ref.parameters()))
    check(worst < TOL and wp < TOL, f"accumulation and clipping ({schema}) differ:", worst, wp)
    check(clipped > 0, "the gradient norm never exceeded max_norm: clipping was not exercised")
    check(step.cache_info()["programs"] == 1 and step.host_program_calls() == 6, "programs and calls",
          step.cache_info(), step.host_program_calls())
    steps = [t.step for t in fulgur.last_traces(step)]
    resolved = str(fulgur.last_traces(step)[steps.index("After autodiff")])
    check("2 autodiff.grad calls" in resolved, "resolve_grad's provenance:", resolved.splitlines()[:3])
    return f"loss/norm {worst:.2e} params {wp:.2e} clipped {clipped}/6"


def placed(api, rank, world):
    """A module whose parameters PyTorch's own APIs made DTensors, compiled
    with param_schema=None: each parameter's placements are its schema.
    fsdp2: fully_shard (Shard(0) parameters; each rank its batch part),
    against eager FSDP2 on the same module; tp: parallelize_module with
    ColwiseParallel/RowwiseParallel on the GPT-2 MLP (Shard(0), Shard(1) and
    Replicate() weights; every rank the whole batch), against eager tensor
    parallelism; dp_tp (4 ranks): the same tensor parallelism on mesh["tp"]
    of a 2x2 ("dp", "tp") mesh, the batch sharded along "dp" (data
    parallel x tensor parallel, a 2-D mesh), against eager tensor
    parallelism with the gradients averaged over "dp". Losses and parameters
    step by step."""
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import Replicate
    from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, parallelize_module
    if api in ("dp_tp", "fsdp_tp"):
        mesh2 = init_device_mesh("cpu", (2, world // 2), mesh_dim_names=("dp", "tp"))
        mesh, dp_group, dp, dp_rank = mesh2["tp"], mesh2["dp"].get_group(), 2, rank // (world // 2)
    else:
        mesh, dp_group, dp, dp_rank = init_device_mesh("cpu", (world,)), None, world, rank

    def place(m):
        from torch.distributed.fsdp import fully_shard
        if api == "fsdp2":
            fully_shard(m, mesh=mesh)
        else:
            parallelize_module(m, mesh, {"fc": ColwiseParallel(), "fc_proj": RowwiseParallel()})
        if api == "fsdp_tp":  # torchtitan's 2-D: FSDP2 along "dp" over the tensor-parallel module
            fully_shard(m, mesh=mesh2["dp"])
        return m

    def ref_step(model, optim, x, y):  # eager; the gradients averaged over "dp"
        loss = F.mse_loss(model(x), y)
        loss.backward()
        for p in model.parameters():
            g = p.grad._local_tensor if isinstance(p.grad, DTensor) else p.grad
            dist.all_reduce(g, group=dp_group)
            g /= dp
        optim.step()
        optim.zero_grad()
        loss = loss.detach().clone()
        dist.all_reduce(loss, group=dp_group)
        return loss / dp

    opt = "adamw" if api in ("fsdp2", "fsdp_tp") else "sgd"
    ours, ref = place(make("gpt2", 0)), place(make("gpt2", 0))
    o_ours, o_ref = OPTIMS[opt](ours.parameters()), OPTIMS[opt](ref.parameters())
    schemas = {"fsdp2": None, "tp": [Replicate(), Replicate()],
               "dp_tp": [(Shard(0), Replicate()), (Shard(0), Replicate())]}.get(api)
    if api == "fsdp_tp":
        schemas = [(Shard(0), Replicate()), (Shard(0), Replicate())]
    step = spmd.compile(input_schemas=schemas)(train_step)
    worst = 0.0
    for X, Y in batches(world, 6):
        x, y = (X, Y) if api == "tp" else (X.chunk(dp)[dp_rank], Y.chunk(dp)[dp_rank])
        loss = step(ours, o_ours, x, y)
        if api == "fsdp2":
            ref_loss = train_step(ref, o_ref, x, y).detach().clone()
            dist.all_reduce(ref_loss)
            ref_loss /= world
        elif api == "tp":
            ref_loss = train_step(ref, o_ref, x, y)
        elif api == "fsdp_tp":  # FSDP2 averages the gradients over "dp"
            ref_loss = train_step(ref, o_ref, x, y).detach().clone()
            dist.all_reduce(ref_loss, group=dp_group)
            ref_loss /= dp
        else:
            ref_loss = ref_step(ref, o_ref, x, y)
        worst = max(worst, rel(loss, ref_loss))
    placements = {n: tuple(p.placements) for n, p in ours.named_parameters() if isinstance(p, DTensor)}
    if api == "fsdp_tp":
        from torch.distributed.tensor.placement_types import _StridedShard
        check(placements["fc.weight"] == (_StridedShard(0, split_factor=world // 2), Shard(0)) and
              placements["fc_proj.weight"] == (Shard(0), Shard(1)) and placements["ln_1.weight"] == (Shard(0),),
              "FSDP2 beside TP placed the parameters otherwise:", placements)
    elif api == "fsdp2":
        check(len(placements) == len(list(ours.parameters())) and
              all(pl == (Shard(0),) for pl in placements.values()), "FSDP2's placements changed:", placements)
    else:
        check(placements == {"fc.weight": (Shard(0),), "fc.bias": (Shard(0),), "fc_proj.weight": (Shard(1),),
                             "fc_proj.bias": (Replicate(),)}, "TP's placements changed:", placements)
    wp = max(rel(full(a), full(b)) for a, b in zip(ours.parameters(), ref.parameters()))
    check(worst < TOL and wp < TOL, f"{api}: the compiled step trains differently from eager:", worst, wp)
    # The module's own hooks (left out of the capture) are back: it runs eagerly as the reference does.
    with torch.no_grad():
        eager = rel(full(ours(x)), full(ref(x)))
    check(eager < TOL, f"{api}: the trained module's eager forward differs:", eager)
    check(step.cache_info()["programs"] == 1 and step.host_program_calls() == 6, "programs and calls",
          step.cache_info(), step.host_program_calls())
    steps = [t.step for t in fulgur.last_traces(step)]
    expanded = str(fulgur.last_traces(step)[steps.index("After expansion")])
    want = "dist.all_gather" if api in ("fsdp2", "fsdp_tp") else "dist.all_reduce"
    check(want in expanded, f"no {want} in the expanded {api} step")
    if api in ("dp_tp", "fsdp_tp"):  # collectives along each mesh dim
        check("dims=(0,)" in expanded and "dims=(1,)" in expanded, "the 2-D step's collectives are not along both "
              "mesh dims")
    return f"loss {worst:.2e} params {wp:.2e}"


def param_groups(opt, rank, world):
    """Two parameter groups, as most training loops make them: weight decay
    on the matrices, none on biases and norms (and another lr for them),
    with torch's LambdaLR over both; against DDP with the same groups, one
    program for the whole schedule."""
    def groups(model):
        decay = [p for n, p in model.named_parameters() if p.dim() >= 2]
        rest = [p for n, p in model.named_parameters() if p.dim() < 2]
        if opt == "sgd":
            return torch.optim.SGD([{"params": decay, "weight_decay": 0.01}, {"params": rest, "lr": 0.02,
                                                                              "momentum": 0.0}],
                                   lr=0.05, momentum=0.9)
        return torch.optim.AdamW([{"params": decay, "weight_decay": 0.1}, {"params": rest, "weight_decay": 0.0,
                                                                           "lr": 1e-3}], lr=3e-3, eps=1e-5)

    sharded = opt.endswith("_shard")  # Shard(0) parameters, against one process on the global batch
    opt = opt.removesuffix("_shard")
    step = spmd.compile(param_schema=Shard(0) if sharded else None)(train_step)
    ours, ref = make("gpt2", 0 if rank == 0 else 100 + rank), make("gpt2", 0)
    ddp = ref if sharded else DDP(ref)
    o_ours, o_ref = groups(ours), groups(ref)
    scheds = [torch.optim.lr_scheduler.LambdaLR(o, lambda s: 1.0 / (1 + s)) for o in (o_ours, o_ref)]
    worst = 0.0
    for X, Y in batches(world, 6):
        x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
        loss = step(ours, o_ours, x, y)
        if sharded:
            ref_loss = train_step(ref, o_ref, X, Y)
        else:
            ref_loss = train_step(ddp, o_ref, x, y).detach().clone()
            dist.all_reduce(ref_loss)
            ref_loss = ref_loss / world
        worst = max(worst, rel(loss, ref_loss))
        for sc in scheds:
            sc.step()
    if sharded:
        check(all(isinstance(p, DTensor) for g in o_ours.param_groups for p in g["params"]),
              "the groups do not hold the Shard(0) DTensor parameters")
    wp = max(rel(full(a), b) for a, b in zip(ours.parameters(), ref.parameters()))
    check(worst < TOL and wp < TOL, f"two parameter groups ({opt}) train differently from DDP:", worst, wp)
    check(step.cache_info()["programs"] == 1 and step.host_program_calls() == 6, "programs and calls",
          step.cache_info(), step.host_program_calls())
    sd, ref_sd = o_ours.state_dict(), o_ref.state_dict()
    check(sd["state"].keys() == ref_sd["state"].keys() and
          all(sd["state"][k].keys() == ref_sd["state"][k].keys() for k in sd["state"]),
          "the optimizer's state differs from torch's:", {k: list(v) for k, v in sd["state"].items()})
    captured = str(fulgur.last_traces(step)[0])
    check("lr_g1" in captured, "no input for the second group's lr")
    return f"loss {worst:.2e} params {wp:.2e}"


class Spare(nn.Module):
    """Net with a parameter the loss never reaches, and one (`part`) it
    reaches only through an indexed assignment."""

    def __init__(self):
        super().__init__()
        self.net = Net()
        self.spare = nn.Linear(C, C)
        self.part = nn.Linear(C, C)

    def forward(self, x):
        h = torch.zeros_like(x)
        h[..., : C // 2] = self.part(x)[..., : C // 2]
        return self.net(x + h)


def unreached(rank, world):
    """A parameter the loss does not reach gets no gradient, so AdamW (with
    weight decay) and SGD-momentum skip it, as torch.optim skips a None
    .grad: it stays where it was, and the rest trains as one process on the
    global batch."""
    # (SGD with weight decay: without it a zero gradient would not move it either)
    sgd_wd = lambda ps: torch.optim.SGD(ps, lr=0.05, momentum=0.9, weight_decay=0.01)  # noqa: E731
    for opt in ("adamw", "sgd"):
        step = spmd.compile()(train_step)
        torch.manual_seed(0)
        ours = Spare()
        ref = copy.deepcopy(ours)
        before = ours.spare.weight.detach().clone()
        part = ours.part.weight.detach().clone()
        make_opt = OPTIMS["adamw"] if opt == "adamw" else sgd_wd
        o_ours, o_ref = make_opt(ours.parameters()), make_opt(ref.parameters())
        worst = 0.0
        for X, Y in batches(world, 4):
            x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
            worst = max(worst, rel(step(ours, o_ours, x, y), train_step(ref, o_ref, X, Y)))
        wp = max(rel(a, b) for a, b in zip(ours.parameters(), ref.parameters()))
        check(worst < TOL and wp < TOL, f"{opt} with an unreached parameter trains differently:", worst, wp)
        check(torch.equal(ours.spare.weight.detach(), before), f"{opt} moved the unreached parameter")
        check(not torch.equal(ours.part.weight.detach(), part), f"{opt} skipped a parameter reached by x[i] = ...")
        # (Its state exists, made when the step compiled, and stays as torch's first step would start it.)
        st = o_ours.state[ours.spare.weight]
        check(all(float(v.abs().max()) == 0 for v in st.values()), f"{opt} changed the unreached state:", st)
    return f"loss {worst:.2e} params {wp:.2e}"


def autocast_step(model, optim, x, y):
    with torch.autocast("cpu", dtype=torch.bfloat16):
        out = model(x)
    loss = F.mse_loss(out.float(), y)
    loss.backward()
    optim.step()
    optim.zero_grad()
    return loss


def autocast(name, rank, world):
    """torch.autocast inside the step is refused, naming it (the step's meta
    stand-ins are out of CPU autocast's reach: it would run in float32)."""
    step = spmd.compile()(autocast_step)
    m = make(name, 0)
    o = OPTIMS["sgd"](m.parameters())
    x, y = batches(world, 1)[0]
    try:
        step(m, o, x.chunk(world)[rank], y.chunk(world)[rank])
    except fulgur.FulgurError as e:
        check("torch.autocast('cpu') inside a compiled train step is not supported yet" in str(e), str(e))
        check(" at models.py:" in str(e), "the refusal does not name the line:", str(e))
    else:
        check(False, "autocast in a train step was not refused")
    check(not torch.is_autocast_enabled("cpu"), "autocast left enabled after the refusal")
    return "refused"


# -- module override: an expert layer as a placeholder, made real after expansion ------------

class Expert(nn.Module):
    def __init__(self, d_in, d_out):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(d_out, d_in) * 0.2)

    def forward(self, x):
        return x @ self.weight.t()


class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(C, 48)
        self.expert = Expert(48, C)

    def forward(self, x):
        return self.expert(F.gelu(self.fc(x), approximate="tanh"))


EXPERT = spmd.placeholder("expert", ["x", "w"], lambda x, w: x @ w.t())


class ExpertPlaceholder(nn.Module):
    def __init__(self, orig):
        super().__init__()
        self.orig = orig

    def forward(self, x):
        return EXPERT(x, self.orig.weight)


class ExpertOverride(spmd.Override):
    module_type = Expert

    def __init__(self):
        self.seen_schemas = None

    def replacement(self, submodule):
        return ExpertPlaceholder(submodule)

    def transform(self, trace, schema_map):
        self.seen_schemas = schema_map
        while trace.calls("spmd.expert"):
            trace = trace.replace(trace.calls("spmd.expert")[0],
                                  "wt = ltorch.transpose({w}, 0, 1)\n{out} = ltorch.matmul({x}, wt)")
        while trace.calls("spmd.expert_backward"):
            call = trace.calls("spmd.expert_backward")[0]
            g, x, w = call.inputs
            # This rank's gradients: dx from its rows, dw its local contribution
            # (Partial(sum): the expansion all-reduces it for the update).
            trace = trace.replace(call, """
                {out0} = ltorch.matmul({g}, {w})
                g2 = ltorch.flatten({g}, 0, 1)
                x2 = ltorch.flatten({x}, 0, 1)
                g2t = ltorch.transpose(g2, 0, 1)
                {out1} = ltorch.matmul(g2t, x2)""", g=g, x=x, w=w)
        return trace


def override(rank, world):
    ov = ExpertOverride()
    step = spmd.compile(module_override=[ov])(train_step)
    wl, wp, model, _ = against_ddp("net", "sgd", step, rank, world)
    check(wl < TOL and wp < TOL, "the override's model trains differently from DDP's plain model:", wl, wp)
    check(isinstance(model.expert, Expert), "the model's expert was not restored")
    traces = {t.step: str(t) for t in fulgur.last_traces(step)}
    check("spmd.expert(" in traces["Captured train step"], "no placeholder in the captured step")
    check("spmd.expert_backward(" in traces["After expansion"], "no placeholder backward after expansion")
    check("spmd.expert" not in traces["After overrides"], "the placeholder survived its transform")
    check(ov.seen_schemas is not None and "expert_weight" in ov.seen_schemas, "schema map", ov.seen_schemas)
    return f"loss {wl:.2e} params {wp:.2e}"


def gm(rank, world):
    """gm_transformation: the returned loss times 3, from the second call on."""
    seen = []

    def times_three(trace):
        seen.append(str(trace))
        ret = trace.calls()[-1]
        return trace.replace(ret, "scaled = ltorch.mul({loss}, 3.0)\nreturn (scaled,)", loss=ret.inputs[0])

    step = spmd.compile(gm_transformation=times_three)(train_step)
    wl, wp, _, _ = against_ddp("net", "sgd", step, rank, world, scale_from=1)
    check(wl < TOL and wp < TOL, "differs from DDP (losses times 3 from the second call):", wl, wp)
    check(len(seen) == 1, "gm_transformation ran", len(seen), "times")
    steps = [t.step for t in fulgur.last_traces(step)]
    check("After gm_transformation" in steps, steps)
    check(step.host_program_calls() == STEPS, "host program calls", step.host_program_calls())
    return f"loss {wl:.2e} params {wp:.2e}"


def lr_schedule(rank, world):
    """The optimizer's hyperparameters are inputs of one program: torch's
    OneCycleLR drives SGD (lr and momentum each step) and AdamW (lr and
    beta1), training as DDP's with the same schedulers, one program each."""
    for opt in ("sgd", "adamw"):
        step = spmd.compile()(train_step)
        ours, ref = make("net", 0 if rank == 0 else 100 + rank), make("net", 0)
        ddp = DDP(ref)
        o_ours, o_ref = OPTIMS[opt](ours.parameters()), OPTIMS[opt](ddp.parameters())
        scheds = [torch.optim.lr_scheduler.OneCycleLR(o, max_lr=0.05 if opt == "sgd" else 3e-3, total_steps=9,
                                                      pct_start=0.3) for o in (o_ours, o_ref)]
        worst, seen = 0.0, set()
        for X, Y in batches(world, 9):
            g = o_ours.param_groups[0]
            seen.add((g["lr"], g["momentum"] if opt == "sgd" else g["betas"][0]))
            x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
            loss = step(ours, o_ours, x, y)
            ref_loss = train_step(ddp, o_ref, x, y).detach().clone()
            dist.all_reduce(ref_loss)
            worst = max(worst, rel(loss, ref_loss / world))
            for sc in scheds:
                sc.step()
        wp = max(rel(a, b) for a, b in zip(ours.parameters(), ref.parameters()))
        check(worst < TOL and wp < TOL, f"an lr schedule of {opt} trains differently from DDP:", worst, wp)
        check(len(seen) == 9, "OneCycleLR gave", len(seen), "distinct (lr, momentum) pairs in 9 steps")
        check(step.cache_info()["programs"] == 1, f"programs for a {opt} schedule", step.cache_info())
        check(step.host_program_calls() == 9, "host program calls", step.host_program_calls())
    # A change of the update's structure (AdamW's weight decay switched off) is a new program.
    o_ours.param_groups[0]["weight_decay"] = 0.0
    o_ref.param_groups[0]["weight_decay"] = 0.0
    X, Y = batches(world, 10)[-1]
    x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
    step(ours, o_ours, x, y)
    train_step(ddp, o_ref, x, y)
    wp = max(wp, max(rel(a, b) for a, b in zip(ours.parameters(), ref.parameters())))
    check(step.cache_info()["programs"] == 2 and wp < TOL, "AdamW without weight decay:", step.cache_info(), wp)
    # optim.load_state_dict replaces the state's tensors: the next call binds the new ones.
    o_ours.load_state_dict(copy.deepcopy(o_ref.state_dict()))  # (a copy: it would share the tensors)
    X, Y = batches(world, 10)[-1]
    x, y = X.chunk(world)[rank], Y.chunk(world)[rank]
    step(ours, o_ours, x, y)
    train_step(ddp, o_ref, x, y)
    wp = max(wp, max(rel(a, b) for a, b in zip(ours.parameters(), ref.parameters())))
    buf = o_ours.state[next(ours.parameters())]["exp_avg"]
    ref_buf = o_ref.state[next(ref.parameters())]["exp_avg"]
    check(rel(buf, ref_buf) < TOL and wp < TOL, "after load_state_dict:", rel(buf, ref_buf), wp)
    return f"loss {worst:.2e} params {wp:.2e}"


def errors(rank, world):
    m = Net()
    o = torch.optim.SGD(m.parameters(), lr=0.1)
    x = torch.randn(B, T, C)
    cases = []

    def no_backward(model, optim, x):
        return model(x).sum()

    def step_first(model, optim, x):
        optim.step()
        model(x).sum().backward()

    def vector_loss(model, optim, x):
        model(x).sum(0).backward()

    def twice(model, optim, x):
        loss = model(x).sum()
        loss.backward()
        loss.backward()

    def after_step(model, optim, x):
        model(x).sum().backward()
        optim.step()
        model(x).sum().backward()

    cases = [(no_backward, "no_backward never calls loss.backward()"),
             (step_first, "step_first: optim.step() before loss.backward()"),
             (vector_loss, "vector_loss: backward() on a torch.float32 tensor of shape [8, 32]; the loss must be "
                           "a single floating-point number"),
             (twice, "twice: backward() of the same loss a second time, where the first did not pass "
                     "retain_graph=True"),
             (after_step, "after_step: backward() after optim.step() in one train step")]
    for fn, msg in cases:
        try:
            spmd.compile()(fn)(m, o, x)
        except fulgur.FulgurError as e:
            check(msg in str(e), "expected", repr(msg), "got", repr(str(e)))
        else:
            check(False, fn.__name__, "did not fail")
    check(o.step.__func__ is type(o).step and o.zero_grad.__func__ is type(o).zero_grad,
          "optim.step or optim.zero_grad was not restored")
    # DTensor parameters on a 2-D mesh without placements for the batch, or beside a param_schema: refused.
    from torch.distributed.device_mesh import init_device_mesh
    from torch.distributed.tensor import distribute_tensor
    for mesh_shape, schema, msg in [((1, world), None, f"the parameters are DTensors on the 2-D mesh [1, {world}]: "
                                                       f"input_schemas gives each tensor input's placements"),
                                    ((world,), Shard(0), "parameter 'fc.weight' is a DTensor with placement "
                                                         "Shard(dim=1) and param_schema is Shard(dim=0)")]:
        mesh = init_device_mesh("cpu", mesh_shape)
        dm = Net()
        placements = [Shard(1)] * len(mesh_shape)
        dm.fc.weight = nn.Parameter(distribute_tensor(dm.fc.weight.detach(), mesh, placements))
        try:
            spmd.compile(param_schema=schema)(train_step)(dm, torch.optim.SGD(dm.parameters(), lr=0.1), x, x)
        except fulgur.FulgurError as e:
            check(msg in str(e), "expected", repr(msg), "got", repr(str(e)))
        else:
            check(False, "DTensor parameters on", mesh_shape, "with", schema, "were not refused")
    # What PyTorch's APIs do in the hooks the capture leaves out, refused: fully_shard's casts and its
    # changed gradient reduction; tensor parallelism without input_schemas (eager passes every rank the
    # whole batch, the default Shard(0) would read world copies of it).
    from torch.distributed.fsdp import MixedPrecisionPolicy, fully_shard
    from torch.distributed.tensor.parallel import ColwiseParallel, parallelize_module
    world_mesh = init_device_mesh("cpu", (world,))
    mp = Net()
    fully_shard(mp, mesh=world_mesh, mp_policy=MixedPrecisionPolicy(param_dtype=torch.bfloat16))
    divided = Net()
    fully_shard(divided, mesh=world_mesh)
    divided.set_gradient_divide_factor(2.0)
    tp = parallelize_module(Net(), world_mesh, {"fc": ColwiseParallel()})
    for placed_model, msg in [(mp, "has fully_shard's MixedPrecisionPolicy(param_dtype=torch.bfloat16)"),
                              (divided, "sets how fully_shard reduces its gradients (set_gradient_divide_factor"),
                              (tp, "parameter 'fc.weight' is a DTensor that fully_shard does not manage")]:
        try:
            spmd.compile()(train_step)(placed_model, torch.optim.SGD(placed_model.parameters(), lr=0.1), x, x)
        except fulgur.FulgurError as e:
            check(msg in str(e), "expected", repr(msg), "got", repr(str(e)))
        else:
            check(False, "not refused:", msg)
    # Batch parts of different sizes on the ranks: refused on every rank, naming each rank's shape.
    uneven = torch.randn(B + rank, T, C)
    parts = ", ".join(f"rank {r}: float32[{B + r}, {T}, {C}]" for r in range(world))
    try:
        spmd.compile()(train_step)(m, o, uneven, uneven)
    except fulgur.FulgurError as e:
        msg = f"tensor input 0 ('x') differs between the ranks ({parts}); expected this rank's part"
        check(msg in str(e), "expected", repr(msg), "got", repr(str(e)))
    else:
        check(False, "batch parts of different sizes did not fail")
    return "ok"


def main():
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.set_num_threads(1)
    for config in sys.argv[1:]:
        parts = config.split(":")
        if parts[0] in ("override", "gm", "lr_schedule", "unreached", "errors"):
            figures = globals()[parts[0]](rank, world)
        elif parts[0] in ("accumulate", "autocast", "placed", "param_groups"):
            figures = globals()[parts[0]](parts[1], rank, world)
        else:
            name, opt, schema = parts
            figures = (replicate if schema == "replicate" else shard)(name, opt, rank, world)
        print(f"rank {rank} ok {config} {figures}", flush=True)
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
