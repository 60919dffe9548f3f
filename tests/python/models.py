"""nn.Modules the tests and the benchmark share: an MLP, a GPT-2 style block
and a LLaMA-style block, written as ordinary PyTorch code."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F


class MLP(nn.Module):
    def __init__(self, d_in=32, hidden=64, d_out=8):
        super().__init__()
        self.fc1 = nn.Linear(d_in, hidden)
        self.fc2 = nn.Linear(hidden, d_out)

    def forward(self, x):
        return self.fc2(F.gelu(self.fc1(x), approximate="tanh"))


class CausalSelfAttention(nn.Module):
    # Attention written out (q @ k^T, causal mask, softmax, @ v): fulgur has
    # no scaled_dot_product_attention yet.
    def __init__(self, d_model, n_head, max_len):
        super().__init__()
        self.n_head = n_head
        self.qkv = nn.Linear(d_model, 3 * d_model)
        self.proj = nn.Linear(d_model, d_model)
        self.register_buffer("mask", torch.tril(torch.ones(max_len, max_len, dtype=torch.bool)))

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.qkv(x).split(C, dim=2)
        q = q.reshape(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        k = k.reshape(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        v = v.reshape(B, T, self.n_head, C // self.n_head).transpose(1, 2)
        att = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(k.size(-1)))
        att = att.masked_fill(~self.mask[:T, :T], float("-inf"))
        att = F.softmax(att, dim=-1)
        y = att @ v
        y = y.transpose(1, 2).reshape(B, T, C)
        return self.proj(y)


class GPT2Block(nn.Module):
    def __init__(self, d_model=32, n_head=4, max_len=16):
        super().__init__()
        self.ln_1 = nn.LayerNorm(d_model)
        self.attn = CausalSelfAttention(d_model, n_head, max_len)
        self.ln_2 = nn.LayerNorm(d_model)
        self.fc = nn.Linear(d_model, 4 * d_model)
        self.fc_proj = nn.Linear(4 * d_model, d_model)

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        x = x + self.fc_proj(F.gelu(self.fc(self.ln_2(x)), approximate="tanh"))
        return x


class LlamaMLPBlock(nn.Module):
    def __init__(self, d_model=32, hidden=88):
        super().__init__()
        self.norm = nn.RMSNorm(d_model, eps=1e-6)
        self.gate = nn.Linear(d_model, hidden, bias=False)
        self.up = nn.Linear(d_model, hidden, bias=False)
        self.down = nn.Linear(hidden, d_model, bias=False)

    def forward(self, x):
        h = self.norm(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


class LlamaBlock(nn.Module):
    """RMSNorm, causal attention, RMSNorm, SiLU-gated MLP, residuals."""

    def __init__(self, d_model=32, n_head=4, max_len=16, hidden=88):
        super().__init__()
        self.attn_norm = nn.RMSNorm(d_model, eps=1e-6)
        self.attn = CausalSelfAttention(d_model, n_head, max_len)
        self.mlp = LlamaMLPBlock(d_model, hidden)

    def forward(self, x):
        x = x + self.attn(self.attn_norm(x))
        return self.mlp(x)
