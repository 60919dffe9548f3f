"""DTensor specs made by the installed torch, mapped to fulgur's field by field.

    python3 dtensor_specs.py --fulgur BIN --dir DIR

For each case (1-D and 2-D meshes, Shard / Replicate / Partial, uneven
shards, f16 / bf16 / i64, a non-contiguous global stride) torch builds the
DTensor on a fake process group of 4 ranks (one process, rank 0), and this
script writes fulgur's type string from the spec's fields (mesh ranks,
placements, global shape, stride, dtype) — never from torch's repr, which
differs (docs/design.md section 5). `fulgur print --prologue` of a trace taking
that input must print a DTensorSpec whose every field is torch's, and check
rank 0's local tensor with the shape torch computes for it.
Prints one line per case; exits 1 on any difference.
"""
import argparse
import os
import re
import subprocess
import sys

import torch
import torch.distributed as dist
from torch.testing._internal.distributed.fake_pg import FakeStore

NAMES = {torch.float32: 'f32', torch.float16: 'f16', torch.bfloat16: 'bf16', torch.int64: 'i64',
         torch.float64: 'f64'}


def placements_text(ps):
    from torch.distributed.tensor import Replicate, Shard
    out = []
    for p in ps:
        if isinstance(p, Shard):
            out.append(f'Shard(dim={p.dim})')
        elif isinstance(p, Replicate):
            out.append('Replicate()')
        else:
            out.append(f'Partial({p.reduce_op})')
    return '(' + ', '.join(out) + (',' if len(out) == 1 else '') + ')'


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fulgur', required=True)
    ap.add_argument('--dir', required=True)
    args = ap.parse_args()
    dist.init_process_group('fake', rank=0, world_size=4, store=FakeStore())
    from torch.distributed.device_mesh import DeviceMesh
    from torch.distributed.tensor import DTensor, Partial, Replicate, Shard
    from torch.distributed.tensor._utils import compute_local_shape_and_global_offset

    cases = [
        ([0, 1], [Shard(0)], (16, 16), torch.float32, None),
        ([0, 1], [Shard(1)], (5, 3), torch.float16, None),
        ([0, 1, 2, 3], [Shard(0)], (5, 3), torch.bfloat16, None),
        ([0, 1], [Partial('sum')], (4, 6), torch.float32, None),
        ([0, 1], [Replicate()], (7,), torch.int64, None),
        ([[0, 1], [2, 3]], [Shard(0), Shard(1)], (5, 7), torch.float32, None),
        ([[0, 1], [2, 3]], [Partial('max'), Shard(0)], (6, 2), torch.float32, None),
        ([[0, 2], [1, 3]], [Replicate(), Shard(1)], (3, 5), torch.float64, None),
        ([0, 1], [Shard(0)], (4, 6), torch.float32, (1, 4)),  # a transposed layout
    ]
    ok = True
    for i, (ids, places, shape, dtype, stride) in enumerate(cases):
        mesh = DeviceMesh('cpu', ids)
        stride = stride or torch.empty(shape).stride()
        local_shape, _ = compute_local_shape_and_global_offset(torch.Size(shape), mesh, places)
        local = torch.zeros(local_shape, dtype=dtype)
        d = DTensor.from_local(local, mesh, places, run_check=False, shape=torch.Size(shape),
                               stride=stride)
        s = d._spec
        # fulgur's type string from the spec's fields.
        contiguous = tuple(s.stride) == torch.empty(shape).stride()
        t = (f'DTensor cpu {NAMES[s.tensor_meta.dtype]}{list(s.shape)}'
             f'{"" if contiguous else " strides=" + str(tuple(s.stride))}'
             f' mesh=DeviceMesh(\'cpu\', {s.mesh.mesh.tolist()}), '
             f'placements={placements_text(s.placements)}')
        path = os.path.join(args.dir, f'spec{i}.trace')
        with open(path, 'w') as f:
            f.write(f'def computation(x):\n  # x: "{t}"\n  t0 = ltorch.neg(x)\n  return t0\n')
        out = subprocess.run([args.fulgur, 'print', path, '--prologue'], capture_output=True,
                             text=True)
        m = re.search(r'DTensorSpec\(mesh=DeviceMesh\(\'cpu\', (.*?)\), placements=\((.*?)\), '
                      r'tensor_meta=TensorMeta\(shape=torch\.Size\((.*?)\), stride=\((.*?)\), '
                      r'dtype=(torch\.\w+)\)\)', out.stdout)
        lm = re.search(r'check_tensor_shape_and_metadata\(\w+, \((.*?)\)', out.stdout)
        if not m or not lm:
            print(f'case {i}: {t}: fulgur printed no spec check\n{out.stdout}{out.stderr}')
            ok = False
            continue
        got = {
            'mesh': m.group(1),
            'placements': '(' + m.group(2) + ')',
            'shape': m.group(3),
            'stride': '(' + m.group(4) + ')',
            'dtype': m.group(5),
            'local shape': '(' + lm.group(1) + ')',
        }
        want = {
            'mesh': str(s.mesh.mesh.tolist()),
            'placements': placements_text(s.placements),
            'shape': str(list(s.shape)),
            'stride': str(tuple(s.stride)),
            'dtype': str(s.tensor_meta.dtype),
            'local shape': str(tuple(local_shape)),
        }
        diffs = [f'{k}: fulgur {got[k]}, torch {want[k]}' for k in want if got[k] != want[k]]
        print(f'case {i}: {t}: ' + ('ok' if not diffs else 'DIFFERS: ' + '; '.join(diffs)))
        ok = ok and not diffs
    dist.destroy_process_group()
    print('specs passed' if ok else 'specs FAILED')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
