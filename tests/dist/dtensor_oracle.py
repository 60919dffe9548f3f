"""PyTorch DTensor on Gloo as the oracle of fulgur's DTensor programs.

    python3 dtensor_oracle.py --fulgur BIN --trace FILE --dir DIR

DIR holds what `fulgur run FILE --check --save-inputs DIR --save-outputs DIR`
wrote on its ranks (the global inputs, and every output redistributed to
Replicate()). This script starts the mesh's ranks with torch.distributed on
Gloo, makes each input a DTensor with the placements of its type comment
(a Partial(sum) input: the value at coordinate 0 and zeros elsewhere, as
fulgur's ranks have it), and runs the trace's statements as Python with
`ltorch.OP` bound to the torch function of the same name, so PyTorch's own
sharding propagation and redistribution compute every value. For each
returned name it compares

  - the output placements with the ones fulgur's trace gives (`fulgur print`);
  - the values (full_tensor()) with fulgur's, within the dtype's tolerance.

Prints one line per output and exits 1 on any difference.
"""
import argparse
import os
import re
import socket
import subprocess
import sys

import numpy as np
import torch
import torch.distributed as dist
import torch.multiprocessing as mp
import torch.nn.functional as F
from torch.distributed.device_mesh import DeviceMesh
from torch.distributed.tensor import DTensor, Partial, Replicate, Shard, distribute_tensor

TYPE = re.compile(r'^\s*# (\w+): "DTensor cpu (\w+)\[[^\]]*\] mesh=DeviceMesh\(\'cpu\', (.*)\), '
                  r'placements=\((.*)\)"\s*$')
STMT = re.compile(r'^  (?!#)(?!return)(.+?)\s*(#.*)?$')
RET = re.compile(r'^  return (.*)$')
OUT_TYPE = re.compile(r'(\w+): "DTensor [^"]*placements=\(([^"]*)\)"')


class Ltorch:
    """ltorch.OP as the torch function of the same name (PyTorch's arguments)."""
    add, sub, mul, div, where, exp, gt, lt = (torch.add, torch.sub, torch.mul, torch.div,
                                              torch.where, torch.exp, torch.gt, torch.lt)
    tanh = torch.tanh
    sum, mean, amax, amin = torch.sum, torch.mean, torch.amax, torch.amin
    linear, matmul = F.linear, torch.matmul
    softmax, log_softmax = F.softmax, F.log_softmax
    layer_norm, rms_norm = F.layer_norm, F.rms_norm
    gelu, silu, relu = F.gelu, F.silu, F.relu
    cross_entropy, mse_loss = F.cross_entropy, F.mse_loss
    transpose, unsqueeze, squeeze, flatten = (torch.transpose, torch.unsqueeze, torch.squeeze,
                                              torch.flatten)
    chunk, split, cat = torch.chunk, torch.split, torch.cat
    bmm, baddbmm = torch.bmm, torch.baddbmm
    scaled_dot_product_attention = F.scaled_dot_product_attention

    @staticmethod
    def to(a, dtype):
        return a.to(dtype)

    @staticmethod
    def reshape(a, *shape):
        return a.reshape(*shape)

    @staticmethod
    def view(a, *shape):
        return a.view(*shape)

    @staticmethod
    def permute(a, *dims):
        return a.permute(*dims)


def placement(text):
    text = text.strip()
    m = re.fullmatch(r'Shard\(dim=(\d+)\)', text)
    if m:
        return Shard(int(m.group(1)))
    if text == 'Replicate()':
        return Replicate()
    m = re.fullmatch(r'Partial\((\w+)\)', text)
    if m:
        return Partial(m.group(1))
    raise ValueError('unknown placement ' + text)


def placements_text(ps):
    out = []
    for p in ps:
        if isinstance(p, Shard):
            out.append(f'Shard(dim={p.dim})')
        elif isinstance(p, Replicate):
            out.append('Replicate()')
        else:
            out.append(f'Partial({p.reduce_op})')
    return '(' + ', '.join(out) + (',' if len(out) == 1 else '') + ')'


def read_trace(path):
    inputs, stmts, ret = [], [], None
    in_body = False
    for line in open(path):
        if line.startswith('def computation'):
            in_body = True
            continue
        if not in_body:
            continue
        m = TYPE.match(line)
        if m:
            places = re.findall(r'Shard\(dim=\d+\)|Replicate\(\)|Partial\(\w*\)', m.group(4))
            inputs.append((m.group(1), eval(m.group(3)), [placement(p) for p in places]))
            continue
        m = RET.match(line.rstrip())
        if m:
            ret = [n.strip() for n in m.group(1).strip('()').split(',') if n.strip()]
            continue
        m = STMT.match(line.rstrip())
        if m and '=' in m.group(1):
            stmts.append(m.group(1))
    return inputs, stmts, ret


def rank_main(rank, world, port, trace, data, queue):
    dist.init_process_group('gloo', init_method=f'tcp://127.0.0.1:{port}', rank=rank,
                            world_size=world)
    try:
        inputs, stmts, ret = read_trace(trace)
        env = {'ltorch': Ltorch, 'torch': torch, 'aten': torch.ops.aten}
        for name, ids, places in inputs:
            mesh = DeviceMesh('cpu', ids)
            g = torch.from_numpy(np.load(os.path.join(data, name + '.npy')))
            if any(isinstance(p, Partial) for p in places):
                # Fulgur's ranks hold the value at coordinate 0 of a Partial mesh dim.
                local = distribute_tensor(
                    g, mesh, [Replicate() if isinstance(p, Partial) else p
                              for p in places]).to_local().clone()
                coord = mesh.get_coordinate()
                if any(isinstance(p, Partial) and coord[i] != 0 for i, p in enumerate(places)):
                    local.zero_()
                env[name] = DTensor.from_local(local, mesh, places, run_check=False,
                                               shape=g.shape, stride=g.stride())
            else:
                env[name] = distribute_tensor(g, mesh, places)
        refused = {}
        for s in stmts:
            try:
                exec(s, env)
            except Exception as e:  # PyTorch refuses the op (or an operand was refused)
                for n in re.findall(r'\w+', s.split('=')[0]):
                    refused[n] = str(e).strip().splitlines()[0][:160]
        results = []
        for name in ret:
            if name in refused or name not in env:
                results.append((name, None, refused.get(name, 'not computed')))
                continue
            v = env[name]
            full = v.full_tensor()
            results.append((name, placements_text(v.placements), full.detach().numpy()))
        if rank == 0:
            queue.put(results)
    finally:
        dist.destroy_process_group()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--fulgur', required=True)
    ap.add_argument('--trace', required=True)
    ap.add_argument('--dir', required=True)
    ap.add_argument('--torch-wrong', default='',
                    help='comma-separated outputs whose torch values are known wrong: compared '
                         'placements only, and the values must differ (so a fixed torch shows)')
    ap.add_argument('--values-only', default='',
                    help='comma-separated outputs whose placements differ from torch\'s by '
                         'design (a libtorch fallback op, which fulgur replicates; attention '
                         'with heads sharded, which fulgur keeps local where torch\'s CPU '
                         'decomposition replicates): values compared, placements printed only')
    args = ap.parse_args()
    torch.set_num_threads(1)
    inputs, _, ret = read_trace(args.trace)
    world = len(np.array(inputs[0][1]).reshape(-1))
    printed = subprocess.run([args.fulgur, 'print', args.trace], capture_output=True, text=True,
                             check=True).stdout
    ours = {m.group(1): '(' + m.group(2) + ')' for m in OUT_TYPE.finditer(printed)}
    with socket.socket() as s:
        s.bind(('127.0.0.1', 0))
        port = s.getsockname()[1]
    ctx = mp.get_context('spawn')
    queue = ctx.Queue()
    procs = [ctx.Process(target=rank_main, args=(r, world, port, args.trace, args.dir, queue))
             for r in range(world)]
    for p in procs:
        p.start()
    results = None
    while results is None:
        try:
            results = queue.get(timeout=1)
        except Exception:
            if any(p.exitcode not in (None, 0) for p in procs):
                for p in procs:
                    p.kill()
                print('oracle FAILED: a torch rank died')
                return 1
    for p in procs:
        p.join(timeout=60)
    ok = True
    compared = 0
    for name, places, value in results:
        if places is None:
            print(f'{name}: torch refuses: {value}')
            continue
        compared += 1
        fulgur = torch.from_numpy(np.load(os.path.join(args.dir, name + '.npy')))
        want = torch.from_numpy(value)
        tol = 1e-2 if want.dtype in (torch.float16, torch.bfloat16) else 1e-4
        close = fulgur.shape == want.shape and torch.allclose(fulgur.to(want.dtype), want,
                                                              rtol=tol, atol=tol)
        if name in args.torch_wrong.split(','):
            print(f'{name}: torch {places}, fulgur {ours.get(name)}; torch\'s value is known '
                  f'wrong here ({"still differs" if not close else "NOW AGREES: update the list"})')
            ok = ok and not close
            continue
        values_only = name in args.values_only.split(',')
        same = values_only or ours.get(name) == places
        print(f'{name}: torch {places}, fulgur {ours.get(name)}'
              f'{"" if same else "  PLACEMENT MISMATCH"}'
              f'{" (placements differ by design)" if values_only else ""}; values '
              f'{"ok" if close else "MISMATCH"}')
        ok = ok and same and close
    print(f'{compared} output(s) compared')
    print('oracle passed' if ok else 'oracle FAILED')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
