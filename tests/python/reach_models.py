"""Real models for the acceptance tests (tests/python/test_models.py): each a
builder of a tiny, seeded model with random weights, its inputs, and its own
loss. Nothing comes from the Hugging Face hub: every transformers model is built
from a config written here.

A case's ``make()`` builds the model (in train mode, every dropout 0) and its
inputs afresh from fixed seeds, so two calls give identical models and inputs:

- ``args`` / ``kwargs``: how the model is called (``model(*args, **kwargs)``);
- ``float_inputs``: the names (kwarg keys, or ``"arg<i>"``) of the float inputs
  whose gradients the tests compare;
- ``outputs(out)``: the tensors of an output to compare with eager's (for
  transformers models the ``logits`` and ``loss`` fields of the ModelOutput);
- ``loss(out)``: the model's own loss (transformers models compute it inside
  the forward from ``labels``; the torch.nn models here have it applied to their
  output by the caller: cross entropy for the CNN, an MSE against a fixed
  target for the others).

Attention implementations: the transformers models run with
``attn_implementation="sdpa"`` (transformers' default for all of them, what a
user gets), and GPT-2 also with ``"eager"`` (``gpt2_eager``: attention written
out as matmul / mask / softmax / matmul), so both attention paths are covered.
"""

import torch
import torch.nn as nn
import torch.nn.functional as F

SEQ = 8
BATCH = 2
VOCAB = 100


class Case:
    def __init__(self, name, build, *, float_inputs=(), outputs=None, loss=None, hf=False):
        self.name = name
        self._build = build
        self.float_inputs = tuple(float_inputs)
        self.outputs = outputs
        self.loss = loss
        self.hf = hf

    def make(self):
        """(model, args, kwargs), identical on every call."""
        torch.manual_seed(0)
        model, args, kwargs = self._build()
        model.train()
        return model, tuple(args), dict(kwargs)

    def __repr__(self):
        return self.name


def _ids(*shape, seed, low=1):
    g = torch.Generator().manual_seed(seed)
    return torch.randint(low, VOCAB, shape, generator=g)


def _randn(*shape, seed):
    g = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=g)


# -- transformers -------------------------------------------------------------------


def _hf_outputs(out):
    """The compared fields of a transformers ModelOutput: logits and loss."""
    r = {"logits": out["logits"] if isinstance(out, dict) else out.logits}
    loss = out.get("loss") if isinstance(out, dict) else getattr(out, "loss", None)
    if loss is not None:
        r["loss"] = loss
    return r


def _hf_loss(out):
    return out["loss"] if isinstance(out, dict) else out.loss


def _hf_case(name, build):
    return Case(name, build, outputs=_hf_outputs, loss=_hf_loss, hf=True)


def gpt2_config(attn="sdpa", **kw):
    from transformers import GPT2Config
    # pad_token_id None as in the stock GPT-2 config (with one set and no
    # attention_mask, GPT2Model.forward checks whether input_ids hold it: a
    # read of the input's values, warn_if_padding_and_no_attention_mask).
    cfg = dict(n_layer=2, n_embd=32, n_head=4, vocab_size=VOCAB, n_positions=32, resid_pdrop=0.0,
               embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=0, eos_token_id=0, pad_token_id=None)
    cfg.update(kw)
    c = GPT2Config(**cfg)
    c._attn_implementation = attn
    return c


def _gpt2(attn):
    def build():
        from transformers import GPT2LMHeadModel
        model = GPT2LMHeadModel(gpt2_config(attn))
        ids = _ids(BATCH, SEQ, seed=1)
        # LM loss with labels (shifted inside the model), no KV cache returned.
        return model, (), {"input_ids": ids, "labels": ids.clone(), "use_cache": False}

    return build


def _llama():
    from transformers import LlamaConfig, LlamaForCausalLM
    c = LlamaConfig(vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                    num_attention_heads=4, num_key_value_heads=2,  # GQA: 2 query heads per KV head
                    max_position_embeddings=64, attention_dropout=0.0, pad_token_id=0, bos_token_id=1,
                    eos_token_id=2)
    c._attn_implementation = "sdpa"
    model = LlamaForCausalLM(c)
    ids = _ids(BATCH, SEQ, seed=2)
    return model, (), {"input_ids": ids, "labels": ids.clone(), "use_cache": False}


MISTRAL_WINDOW = 4  # < SEQ: the sliding window masks part of the causal attention


def _mistral():
    from transformers import MistralConfig, MistralForCausalLM
    c = MistralConfig(vocab_size=VOCAB, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                      num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=64,
                      sliding_window=MISTRAL_WINDOW, attention_dropout=0.0, pad_token_id=0, bos_token_id=1,
                      eos_token_id=2)
    c._attn_implementation = "sdpa"
    model = MistralForCausalLM(c)
    ids = _ids(BATCH, SEQ, seed=3)
    return model, (), {"input_ids": ids, "labels": ids.clone(), "use_cache": False}


def _bert():
    from transformers import BertConfig, BertForMaskedLM
    c = BertConfig(vocab_size=VOCAB, hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                   intermediate_size=64, max_position_embeddings=32, hidden_dropout_prob=0.0,
                   attention_probs_dropout_prob=0.0, pad_token_id=None)
    c._attn_implementation = "sdpa"
    model = BertForMaskedLM(c)
    ids = _ids(BATCH, SEQ, seed=4)
    mask = torch.ones(BATCH, SEQ, dtype=torch.long)
    mask[1, SEQ - 3:] = 0  # the second sequence is padded: 3 pad tokens
    ids[1, SEQ - 3:] = 0
    labels = torch.full_like(ids, -100)  # MLM: only some positions are predicted
    labels[0, [1, 4]] = ids[0, [1, 4]]
    labels[1, [0, 2]] = ids[1, [0, 2]]
    return model, (), {"input_ids": ids, "attention_mask": mask, "labels": labels}


def _t5():
    from transformers import T5Config, T5ForConditionalGeneration
    c = T5Config(vocab_size=VOCAB, d_model=32, d_kv=8, d_ff=64, num_layers=2, num_decoder_layers=2, num_heads=4,
                 relative_attention_num_buckets=8, relative_attention_max_distance=16, dropout_rate=0.0,
                 decoder_start_token_id=0, pad_token_id=0, eos_token_id=1, use_cache=False)
    c._attn_implementation = "sdpa"
    model = T5ForConditionalGeneration(c)
    ids = _ids(BATCH, SEQ, seed=5)
    labels = _ids(BATCH, 6, seed=6)
    # Encoder-decoder with labels: decoder_input_ids are the labels shifted right inside the model.
    return model, (), {"input_ids": ids, "labels": labels}


def _vit():
    from transformers import ViTConfig, ViTForImageClassification
    c = ViTConfig(image_size=32, patch_size=8, num_channels=3, hidden_size=32, num_hidden_layers=2,
                  num_attention_heads=4, intermediate_size=64, hidden_dropout_prob=0.0,
                  attention_probs_dropout_prob=0.0, num_labels=5)
    c._attn_implementation = "sdpa"
    model = ViTForImageClassification(c)
    pixels = _randn(BATCH, 3, 32, 32, seed=7)
    labels = torch.tensor([1, 3])
    return model, (), {"pixel_values": pixels, "labels": labels}


# -- torch.nn -------------------------------------------------------------------------


class _MSE:
    """An MSE against a fixed random target of the first output's shape (all
    outputs' MSEs summed, each against its own target)."""

    def __init__(self, pick):
        self.pick = pick

    def __call__(self, out):
        total = 0
        for k, t in enumerate(self.pick(out)):
            target = _randn(*t.shape, seed=100 + k)
            total = total + F.mse_loss(t, target)
        return total


def _tel():
    layer = nn.TransformerEncoderLayer(d_model=16, nhead=2, dim_feedforward=32, dropout=0.0, batch_first=True)
    x = _randn(BATCH, 6, 16, seed=8)
    pad = torch.zeros(BATCH, 6, dtype=torch.bool)
    pad[1, 4:] = True  # the second sequence's last 2 positions are padding
    return layer, (x,), {"src_key_padding_mask": pad}


def _mha():
    # Self-attention (query, key and value the same tensor), need_weights left at
    # its default (True): returns (attn_output, head-averaged attn_weights).
    mha = nn.MultiheadAttention(16, 2, dropout=0.0, batch_first=True)
    x = _randn(BATCH, 6, 16, seed=9)
    return mha, (x, x, x), {}


def _lstm():
    lstm = nn.LSTM(input_size=8, hidden_size=16, num_layers=2, batch_first=True)
    x = _randn(BATCH, 5, 8, seed=10)
    return lstm, (x,), {}


class SmallCNN(nn.Module):
    def __init__(self, classes=10):
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16), nn.ReLU(), nn.AdaptiveAvgPool2d(1))
        self.head = nn.Linear(16, classes)

    def forward(self, x):
        return self.head(torch.flatten(self.features(x), 1))


CNN_LABELS = torch.tensor([0, 3, 7, 9])


def _cnn():
    x = _randn(4, 3, 16, 16, seed=11)
    return SmallCNN(), (x,), {}


def _cnn_loss(out):
    return F.cross_entropy(out, CNN_LABELS)


CASES = [
    _hf_case("gpt2", _gpt2("sdpa")),
    _hf_case("gpt2_eager", _gpt2("eager")),
    _hf_case("llama_gqa", _llama),
    _hf_case("mistral_sliding", _mistral),
    _hf_case("bert_mlm", _bert),
    _hf_case("t5", _t5),
    Case("vit", _vit, float_inputs=("pixel_values",), outputs=_hf_outputs, loss=_hf_loss, hf=True),
    Case("transformer_encoder_layer", _tel, float_inputs=("arg0",), outputs=lambda o: {"out": o},
         loss=_MSE(lambda o: [o])),
    Case("multihead_attention", _mha, float_inputs=("arg0",), outputs=lambda o: {"attn_output": o[0],
                                                                                 "attn_weights": o[1]},
         loss=_MSE(lambda o: [o[0], o[1]])),
    Case("lstm", _lstm, float_inputs=("arg0",), outputs=lambda o: {"output": o[0], "h_n": o[1][0], "c_n": o[1][1]},
         loss=_MSE(lambda o: [o[0], o[1][0], o[1][1]])),
    Case("cnn", _cnn, float_inputs=("arg0",), outputs=lambda o: {"logits": o}, loss=_cnn_loss),
]
CASES_BY_NAME = {c.name: c for c in CASES}


def gpt2_for_generate():
    """A GPT-2 LM (sdpa) with its KV cache on, for generate(), and a prompt."""
    from transformers import GPT2LMHeadModel
    torch.manual_seed(0)
    model = GPT2LMHeadModel(gpt2_config("sdpa", n_positions=64)).eval()
    prompt = _ids(1, 6, seed=12)
    return model, prompt
