"""Real models on the CPU: eager PyTorch, Inductor (torch.compile()), fulgur.jit
and torch.compile(backend="fulgur"), in one run (issue 33's benchmark).

    PYTHONPATH=build/python python3 perf/python/bench_models.py [--quick] [--models gpt2,llama] [--sizes tiny,medium]

Models: transformers GPT-2 and LLaMA (grouped-query attention) at two sizes,
tiny (the reach tests' configs: d=32, 2 layers, 2x8 tokens) and medium
(d=256, 4 layers, 4 heads, 4x128 tokens, vocabulary 4,096); random weights,
nothing downloaded. Per model and size: the forward under torch.no_grad(),
and a training step (forward with the model's LM loss, backward, AdamW),
each variant on its own copy of the model and optimizer. One thread
(torch.set_num_threads(1), OMP_NUM_THREADS/FULGUR_NUM_THREADS=1); Inductor
and fulgur compile into fresh cache directories, so their first calls are
cold compiles (within the run, a training step reuses what the forward of the
same model compiled).
Each figure is the median of --repeats timed calls after the first; the
first call (capture and compile) is reported apart.
"""
import argparse
import copy
import os
import statistics
import tempfile
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("FULGUR_NUM_THREADS", "1")
os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", tempfile.mkdtemp(prefix="fulgur_bench_inductor_"))
os.environ.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")
# fulgur's disk cache fresh too: its first calls are cold compiles as well.
os.environ.setdefault("FULGUR_CACHE_DIR", tempfile.mkdtemp(prefix="fulgur_bench_cache_"))

import torch  # noqa: E402

import fulgur  # noqa: E402

SIZES = {
    "tiny": dict(d=32, layers=2, heads=4, kv_heads=2, batch=2, seq=8, vocab=100),
    "medium": dict(d=256, layers=4, heads=4, kv_heads=2, batch=4, seq=128, vocab=4096),
}


def build(name, s):
    from transformers import GPT2Config, GPT2LMHeadModel, LlamaConfig, LlamaForCausalLM
    torch.manual_seed(0)
    if name == "gpt2":
        c = GPT2Config(n_layer=s["layers"], n_embd=s["d"], n_head=s["heads"], vocab_size=s["vocab"],
                       n_positions=s["seq"], resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=0,
                       eos_token_id=0, pad_token_id=None)
        c._attn_implementation = "sdpa"
        model = GPT2LMHeadModel(c)
    elif name == "llama":
        c = LlamaConfig(vocab_size=s["vocab"], hidden_size=s["d"], intermediate_size=2 * s["d"],
                        num_hidden_layers=s["layers"], num_attention_heads=s["heads"],
                        num_key_value_heads=s["kv_heads"], max_position_embeddings=s["seq"], attention_dropout=0.0,
                        pad_token_id=0, bos_token_id=1, eos_token_id=2)
        c._attn_implementation = "sdpa"
        model = LlamaForCausalLM(c)
    else:
        raise SystemExit(f"unknown model {name!r} (gpt2, llama)")
    ids = torch.randint(1, s["vocab"], (s["batch"], s["seq"]), generator=torch.Generator().manual_seed(1))
    return model.train(), {"input_ids": ids, "labels": ids.clone(), "use_cache": False}


VARIANTS = ("eager", "inductor", "fulgur.jit", "compile(fulgur)")


def variant(v, model):
    # Dynamo's caches from an earlier model (its recompile limit per code
    # object would make a later torch.compile run eagerly) are dropped.
    torch._dynamo.reset()
    if v == "eager":
        return model
    if v == "inductor":
        return torch.compile(model)
    if v == "fulgur.jit":
        return fulgur.jit(model)
    return torch.compile(model, backend="fulgur")


def timed(f, repeats):
    t0 = time.perf_counter()
    f()
    first = time.perf_counter() - t0
    samples = []
    for _ in range(repeats):
        t0 = time.perf_counter()
        f()
        samples.append(time.perf_counter() - t0)
    return first, statistics.median(samples)


def run_forward(name, s, repeats):
    base, kwargs = build(name, s)
    out = {}
    for v in VARIANTS:
        f = variant(v, copy.deepcopy(base))

        def call():
            with torch.no_grad():
                f(**kwargs)
        out[v] = timed(call, repeats)
    return out


def run_train(name, s, repeats):
    base, kwargs = build(name, s)
    out = {}
    for v in VARIANTS:
        model = copy.deepcopy(base)
        f = variant(v, model)
        opt = torch.optim.AdamW(model.parameters(), lr=1e-3)

        def step():
            loss = f(**kwargs).loss
            loss.backward()
            opt.step()
            opt.zero_grad(set_to_none=True)
        out[v] = timed(step, repeats)
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quick", action="store_true", help="3 repeats instead of 10")
    ap.add_argument("--models", default="gpt2,llama")
    ap.add_argument("--sizes", default="tiny,medium")
    a = ap.parse_args()
    torch.set_num_threads(1)
    repeats = 3 if a.quick else 10
    print(f"torch {torch.__version__}, one thread; median of {repeats} calls after the first")
    print(f"{'model':<7} {'size':<7} {'what':<6} {'variant':<16} {'first call':>10} {'per call':>10} "
          f"{'eager/x':>8} {'inductor/x':>10}")
    for name in a.models.split(","):
        for size in a.sizes.split(","):
            for what, fn in (("fwd", run_forward), ("train", run_train)):
                r = fn(name, SIZES[size], repeats)
                e, ind = r["eager"][1], r["inductor"][1]
                for v, (first, per) in r.items():
                    print(f"{name:<7} {size:<7} {what:<6} {v:<16} {first:>8.2f} s {per * 1e3:>7.2f} ms "
                          f"{e / per:>7.2f}x {ind / per:>9.2f}x", flush=True)


if __name__ == "__main__":
    main()
