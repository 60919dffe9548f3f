"""fulgur.jit on an nn.Module from Python: the captured trace with its source
lines, the fused trace, a backward through fulgur's compiled backward, and
the cache. Run with PYTHONPATH=build/python (scripts/demo.sh does)."""
import torch
import torch.nn as nn
import torch.nn.functional as F

import fulgur


class Block(nn.Module):
    def __init__(self, d=16):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 4 * d)
        self.fc2 = nn.Linear(4 * d, d)

    def forward(self, x):
        h = F.gelu(self.fc1(self.norm(x)), approximate="tanh")
        return x + self.fc2(h)


torch.manual_seed(0)
model = Block()
f = fulgur.jit(model)
x = torch.randn(4, 16)

with torch.no_grad():
    y = f(x)
    print("max abs difference from eager:", (y - model(x)).abs().max().item())
traces = fulgur.last_traces(f)
print("\n# ---- the captured trace (step: %s)" % traces[0].step)
print(traces[0])
print("# ---- the fused trace (step: %s)" % traces[-1].step)
print(traces[-1])
print("# ---- the prologue")
print(fulgur.last_prologue_traces(f)[0])

loss = f(x).square().mean()  # parameters require grad: forward + backward compiled
loss.backward()
print("# ---- the backward (step: %s), abridged" % fulgur.last_backward_traces(f)[-1].step)
print("\n".join(fulgur.last_backward_traces(f)[-1].splitlines()[:25]))
print("fc1.weight.grad norm:", model.fc1.weight.grad.norm().item())
print("cache:", fulgur.cache_info(f))
