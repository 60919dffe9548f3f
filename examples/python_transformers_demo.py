"""fulgur.jit on a transformers model, as a user would call it.

A tiny GPT-2 (random weights from a config: nothing is downloaded) is
compiled with fulgur.jit and called as is, with labels: the forward returns
transformers' own ModelOutput (loss, logits, the key/value cache), the loss
is differentiated by fulgur's compiled backward, and three AdamW steps train
it next to the same model in eager PyTorch. Then the same model goes through
torch.compile(model, backend="fulgur").

    PYTHONPATH=build/python python3 examples/python_transformers_demo.py
"""
import copy
import time

import torch
from transformers import GPT2Config, GPT2LMHeadModel

import fulgur


def main():
    torch.manual_seed(0)
    config = GPT2Config(n_layer=2, n_embd=64, n_head=4, vocab_size=128, n_positions=64,
                        resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
    model = GPT2LMHeadModel(config)
    eager = copy.deepcopy(model)
    ids = torch.randint(0, config.vocab_size, (2, 24))

    jitted = fulgur.jit(model)
    t = time.perf_counter()
    out = jitted(ids, labels=ids)
    first = time.perf_counter() - t
    want = eager(ids, labels=ids)
    print(f"first call (capture + compile): {first:.2f} s; returns {type(out).__name__} with {list(out.keys())}")
    print(f"loss: fulgur {out.loss.item():.6f}  eager {want.loss.item():.6f}")
    torch.testing.assert_close(out.logits, want.logits, rtol=1e-4, atol=1e-5)

    opt = torch.optim.AdamW(model.parameters(), lr=1e-3)
    opt_eager = torch.optim.AdamW(eager.parameters(), lr=1e-3)
    for step in range(3):
        loss = jitted(ids, labels=ids).loss
        loss.backward()
        opt.step()
        opt.zero_grad()
        loss_eager = eager(ids, labels=ids).loss
        loss_eager.backward()
        opt_eager.step()
        opt_eager.zero_grad()
        print(f"step {step}: loss fulgur {loss.item():.6f}  eager {loss_eager.item():.6f}")
    for p, q in zip(model.parameters(), eager.parameters()):
        torch.testing.assert_close(p, q, rtol=1e-3, atol=1e-4)
    print("parameters after 3 AdamW steps: equal to eager's")

    lines = fulgur.last_traces(jitted)[0].splitlines()
    first = next(i for i, line in enumerate(lines) if " = " in line and not line.lstrip().startswith("#"))
    print("the captured trace's first statements (each under its source line in transformers):")
    print("\n".join(lines[first - 1:first + 11]))

    torch._dynamo.reset()
    compiled = torch.compile(model, backend="fulgur")
    torch.testing.assert_close(compiled(ids, labels=ids).loss, eager(ids, labels=ids).loss, rtol=1e-4, atol=1e-5)
    print("torch.compile(model, backend='fulgur'): loss equal to eager's")


if __name__ == "__main__":
    main()
