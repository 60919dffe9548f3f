"""Mutators for trace text and .npy files (Python standard library only).

Trace mutations work on tokens (numbers, names, strings, punctuation) and on
lines, so most mutants still look like traces and get past the lexer into the
parser, the meta functions and the code generators; a few are raw byte
changes for the lexer itself.
"""

import re
import struct

TOKEN = re.compile(rb"[A-Za-z_][A-Za-z_0-9.]*|-?\d+\.?\d*(?:[eE][-+]?\d+)?|'[^'\n]*'|\"[^\"\n]*\"|\s+|.",
                   re.S)
INTERESTING_INTS = [b"0", b"1", b"-1", b"2", b"3", b"7", b"64", b"255", b"256", b"1024", b"65536",
                    b"2147483647", b"2147483648", b"4294967296", b"9223372036854775807",
                    b"9223372036854775808", b"-9223372036854775808", b"99999999999999999999999",
                    b"-2", b"-100"]
INTERESTING_FLOATS = [b"0.0", b"-0.0", b"1e308", b"1e-320", b"nan", b"inf", b"-inf", b"0.5",
                      b"1e400", b"3.5", b"-1e-05"]
DTYPES = [b"f64", b"f32", b"f16", b"bf16", b"i64", b"i32", b"i16", b"i8", b"u8", b"b8", b"c64",
          b"f8", b"torch.float16", b"torch.int64", b"torch.bool", b"torch.bfloat16"]
OPS = [b"ltorch.add", b"ltorch.matmul", b"ltorch.linear", b"ltorch.softmax", b"ltorch.sum",
       b"ltorch.reshape", b"ltorch.cat", b"ltorch.layer_norm", b"ltorch.where", b"ltorch.to",
       b"ltorch.chunk", b"ltorch.expand", b"ltorch.cross_entropy", b"ltorch.var", b"ltorch.gelu",
       b"prims.add", b"prims.broadcast_in_dim", b"prims.reshape", b"prims.sum", b"prims.slice",
       b"prims.take_along_dim", b"prims.convert_element_type", b"prims.full", b"prims.iota",
       b"dist.all_reduce", b"ltorch.nonexistent", b"torch.add"]
SNIPPETS = [b"(", b")", b"[", b"]", b",", b"=", b":", b"#", b"\"", b"'", b"\\", b"\n", b"\t",
            b"  ", b"requires_grad", b" strides=(1, 1)", b" strides=(0,)", b"DTensor ", b"FUTURE ",
            b"return", b"def ", b"None", b"True", b"(" * 200, b"[" * 300, b"(" * 100000, b"-" * 5000, b"\xff\xfe", b"\x00",
            b"\xc3\xa9", b"\xe2\x80\x8b", b"cuda:0 ", b"cpu ", b"mesh=DeviceMesh([0, 1]), "
            b"placements=(Shard(0),) ", b"...", b"*", b"**", b"lambda", b"@"]


def tokens(data):
    return TOKEN.findall(data)


def mutate_trace(data, rng, rounds=None):
    """One mutant of trace bytes `data`: 1-3 token, line or byte changes."""
    if rounds is None:
        rounds = rng.choice([1, 1, 1, 2, 3])
    for _ in range(rounds):
        data = _mutate_once(data, rng)
    return data


def _mutate_once(data, rng):
    toks = tokens(data)
    if not toks:
        return data + rng.choice(SNIPPETS)
    kind = rng.randrange(14)
    idx = [i for i, t in enumerate(toks) if not t.isspace()] or [0]
    i = rng.choice(idx)
    t = toks[i]
    if kind <= 2:  # a number to an interesting one
        nums = [j for j, x in enumerate(toks) if re.fullmatch(rb"-?\d+\.?\d*(?:[eE][-+]?\d+)?", x)]
        if nums:
            j = rng.choice(nums)
            pool = INTERESTING_FLOATS if b"." in toks[j] or b"e" in toks[j] else INTERESTING_INTS
            toks[j] = rng.choice(pool if rng.random() < 0.8 else INTERESTING_INTS + INTERESTING_FLOATS)
    elif kind == 3:  # a dtype
        dts = [j for j, x in enumerate(toks) if x in DTYPES]
        if dts:
            toks[rng.choice(dts)] = rng.choice(DTYPES)
    elif kind == 4:  # an op
        ops = [j for j, x in enumerate(toks) if x.startswith((b"ltorch.", b"prims.", b"dist."))]
        if ops:
            toks[rng.choice(ops)] = rng.choice(OPS)
    elif kind == 5:  # a name to another name (undefined or reused)
        names = [j for j, x in enumerate(toks) if re.fullmatch(rb"[a-z_][a-z_0-9]*", x)]
        if names:
            j, k = rng.choice(names), rng.choice(names)
            toks[j] = toks[k] if rng.random() < 0.7 else b"undefined_name"
    elif kind == 6:
        del toks[i]
    elif kind == 7:
        toks.insert(i, t)
    elif kind == 8:
        toks.insert(i, rng.choice(SNIPPETS))
    elif kind in (9, 10):  # line operations
        lines = b"".join(toks).split(b"\n")
        a = rng.randrange(len(lines))
        b = rng.randrange(len(lines))
        op = rng.randrange(4)
        if op == 0:
            del lines[a]
        elif op == 1:
            lines.insert(a, lines[b])
        elif op == 2:
            lines[a], lines[b] = lines[b], lines[a]
        else:
            lines[a] = b" " * rng.choice([0, 1, 3, 4, 8]) + lines[a].lstrip()
        return b"\n".join(lines)
    elif kind == 11:  # truncation
        return data[:rng.randrange(len(data) + 1)]
    elif kind == 12:  # raw bytes
        b = bytearray(data)
        for _ in range(rng.randint(1, 4)):
            if b:
                b[rng.randrange(len(b))] = rng.randrange(256)
        return bytes(b)
    else:  # splice a slice of the text elsewhere
        s = b"".join(toks)
        a, b = sorted(rng.randrange(len(s) + 1) for _ in range(2))
        c = rng.randrange(len(s) + 1)
        return s[:c] + s[a:b] + s[c:]
    return b"".join(toks)


# ---- .npy ------------------------------------------------------------------
NPY_DESCR = {"f64": "<f8", "f32": "<f4", "f16": "<f2", "bf16": "<f4", "i64": "<i8", "i32": "<i4",
             "i16": "<i2", "i8": "|i1", "u8": "|u1", "b8": "|b1"}
_PACK = {"<f8": "d", "<f4": "f", "<f2": "e", "<i8": "q", "<i4": "i", "<i2": "h", "|i1": "b",
         "|u1": "B", "|b1": "?"}


def npy_bytes(dtype, shape, rng, header_override=None, descr=None):
    descr = descr or NPY_DESCR[dtype]
    n = 1
    for d in shape:
        n *= d
    if dtype in ("f64", "f32", "f16", "bf16"):
        vals = [rng.uniform(-2, 2) for _ in range(n)]
    elif dtype == "b8":
        vals = [rng.random() < 0.5 for _ in range(n)]
    elif dtype == "u8":
        vals = [rng.randrange(11) for _ in range(n)]
    else:
        vals = [rng.randrange(11) - 5 for _ in range(n)]
    body = struct.pack("<%d%s" % (n, _PACK[descr]), *vals)
    shape_txt = "(%s)" % (", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else ""))
    header = header_override or ("{'descr': '%s', 'fortran_order': False, 'shape': %s, }" %
                                 (descr, shape_txt))
    return _frame(header.encode("latin-1")) + body


def _frame(header, version=(1, 0)):
    pad = 64 - (10 + len(header) + 1) % 64
    header = header + b" " * (pad % 64) + b"\n"
    if len(header) > 0xFFFF:  # a mutation grew it past version 1's 16-bit length: version 2
        return b"\x93NUMPY" + bytes((2, 0)) + struct.pack("<I", len(header)) + header
    return b"\x93NUMPY" + bytes(version) + struct.pack("<H", len(header)) + header


def mutate_npy(data, rng):
    """A mutant of a valid .npy file: header fields, framing, truncation, bytes."""
    kind = rng.randrange(9)
    hlen = struct.unpack("<H", data[8:10])[0] if len(data) >= 10 else 0
    header = data[10:10 + hlen]
    body = data[10 + hlen:]
    if kind == 0:  # descr
        new = rng.choice([b"<f8", b"<f4", b"<f2", b">f4", b"<i8", b"<u4", b"<c8", b"|O", b"<U3",
                          b"|V4", b"<M8", b"", b"f4", b"<f16", b"|b1", b"<i2"])
        header = re.sub(rb"'descr': '[^']*'", b"'descr': '" + new + b"'", header)
        return _frame(header.rstrip()) + body
    if kind == 1:  # shape
        new = rng.choice([b"()", b"(0,)", b"(-1,)", b"(1, 1, 1, 1, 1, 1, 1, 1, 1, 1)",
                          b"(9223372036854775807,)", b"(4294967296, 4294967296)", b"(3, 4)",
                          b"(2**3,)", b"(1,", b"[4]", b"(1e3,)", b"(5, -5)"])
        header = re.sub(rb"'shape': \([^)]*\)", b"'shape': " + new, header)
        return _frame(header.rstrip()) + body
    if kind == 2:
        header = header.replace(b"False", rng.choice([b"True", b"0", b"false", b"None"]))
        return _frame(header.rstrip()) + body
    if kind == 3:  # the header length
        return data[:8] + struct.pack("<H", rng.choice([0, 1, 65535, hlen + 1, hlen - 1, 10])) + data[10:]
    if kind == 4:  # version
        return data[:6] + bytes([rng.choice([0, 1, 2, 3, 255]), rng.choice([0, 1])]) + data[8:]
    if kind == 5:
        return data[:rng.randrange(len(data) + 1)]
    if kind == 6:
        return data + bytes(rng.randrange(256) for _ in range(rng.randint(1, 64)))
    if kind == 7:  # header text token mutation
        return _frame(mutate_trace(header.rstrip(), rng)) + body
    b = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        b[rng.randrange(len(b))] = rng.randrange(256)
    return bytes(b)
