"""The modules the parallel-module tests build (tests/dist/py_parallel_modules.py
on 2 ranks, py_parallel_2x2.py on a 2x2 mesh), each with its tensor-parallel
plan and an input maker: (name, module class, plan, make_input)."""
import torch
import torch.nn.functional as F
from torch.distributed.tensor import Shard
from torch.distributed.tensor.parallel import ColwiseParallel, RowwiseParallel, SequenceParallel


class LlamaMLP(torch.nn.Module):
    def __init__(self, dim=8, hidden=16):
        super().__init__()
        self.w1 = torch.nn.Linear(dim, hidden, bias=False)
        self.w3 = torch.nn.Linear(dim, hidden, bias=False)
        self.w2 = torch.nn.Linear(hidden, dim, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class Attention(torch.nn.Module):
    """Heads split over the ranks: the views between the projections see
    this rank's heads (-1), as LLaMA's tensor-parallel attention does."""

    def __init__(self, dim=16, heads=4):
        super().__init__()
        self.head_dim = dim // heads
        self.wq = torch.nn.Linear(dim, dim, bias=False)
        self.wk = torch.nn.Linear(dim, dim, bias=False)
        self.wv = torch.nn.Linear(dim, dim, bias=False)
        self.wo = torch.nn.Linear(dim, dim)

    def forward(self, x):
        b, s, _ = x.shape
        q, k, v = (w(x).view(b, s, -1, self.head_dim).transpose(1, 2) for w in (self.wq, self.wk, self.wv))
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.wo(o.transpose(1, 2).reshape(b, s, -1))


class NormMLP(torch.nn.Module):
    def __init__(self, dim=8, hidden=16):
        super().__init__()
        self.norm = torch.nn.LayerNorm(dim)
        self.up = torch.nn.Linear(dim, hidden)
        self.down = torch.nn.Linear(hidden, dim)

    def forward(self, x):
        return self.down(F.gelu(self.up(self.norm(x))))


CASES = [
    ("LLaMA MLP", LlamaMLP, {"w1": ColwiseParallel(), "w3": ColwiseParallel(), "w2": RowwiseParallel()},
     lambda: torch.randn(2, 3, 8)),
    ("attention", Attention, {"wq": ColwiseParallel(), "wk": ColwiseParallel(), "wv": ColwiseParallel(),
                              "wo": RowwiseParallel()}, lambda: torch.randn(2, 5, 16)),
    # Sequence parallel: each rank passes its chunk of the sequence (dim 1).
    ("LayerNorm + MLP, sequence parallel", NormMLP,
     {"norm": SequenceParallel(), "up": ColwiseParallel(input_layouts=Shard(1)),
      "down": RowwiseParallel(output_layouts=Shard(1))}, lambda: torch.randn(2, 4, 8)),
]


try:  # transformers' LLaMA decoder layer (grouped-query attention, RMSNorm, rotary embeddings)
    from transformers import LlamaConfig
    from transformers.models.llama.modeling_llama import LlamaDecoderLayer, LlamaRotaryEmbedding
except ImportError:
    LlamaConfig = None
if LlamaConfig is not None:
    _cfg = LlamaConfig(hidden_size=32, intermediate_size=64, num_attention_heads=4, num_key_value_heads=2,
                       num_hidden_layers=1)

    class HFLlamaLayer(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.layer = LlamaDecoderLayer(_cfg, 0)
            self.rope = LlamaRotaryEmbedding(_cfg)

        def forward(self, x):
            pe = self.rope(x, torch.arange(x.shape[1])[None])
            y = self.layer(x, position_embeddings=pe)
            return y[0] if isinstance(y, tuple) else y

    CASES.append(("transformers LlamaDecoderLayer", HFLlamaLayer, {
        "layer.self_attn.q_proj": ColwiseParallel(), "layer.self_attn.k_proj": ColwiseParallel(),
        "layer.self_attn.v_proj": ColwiseParallel(), "layer.self_attn.o_proj": RowwiseParallel(),
        "layer.mlp.gate_proj": ColwiseParallel(), "layer.mlp.up_proj": ColwiseParallel(),
        "layer.mlp.down_proj": RowwiseParallel()}, lambda: torch.randn(2, 5, 32)))
