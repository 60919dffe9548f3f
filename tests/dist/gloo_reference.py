"""torch.distributed on Gloo computing the collectives of tests/test_gloo_comm.cpp.

Run once per rank with torchrun's variables (RANK, WORLD_SIZE, MASTER_ADDR,
MASTER_PORT); writes each result's raw bytes to OUT/<case>_r<rank>.bin, the
names and inputs exactly as the C++ side (GlooCases in test_gloo_comm.cpp)
makes them, so the two engines' results can be compared byte for byte.
"""
import os
import sys

import torch
import torch.distributed as dist

DTYPES = {
    "f32": torch.float32, "f64": torch.float64, "f16": torch.float16, "bf16": torch.bfloat16,
    "i64": torch.int64, "i32": torch.int32, "i16": torch.int16, "i8": torch.int8,
    "u8": torch.uint8, "b8": torch.bool,
}
REDUCING = ["f32", "f64", "f16", "bf16", "i64", "i32", "i8", "u8", "b8"]
FLOATS = ["f32", "f64", "f16", "bf16"]
OPS = {"sum": dist.ReduceOp.SUM, "max": dist.ReduceOp.MAX, "min": dist.ReduceOp.MIN,
       "avg": dist.ReduceOp.AVG}


def rank_input(rank, name):
    """Element i of rank r's 8x8 input (as in rank_input() of the C++ test)."""
    i = torch.arange(64, dtype=torch.int64)
    v = (rank * 7 + i * 3) % 23
    if name == "b8":
        return ((rank + i) % 3 == 0).reshape(8, 8)
    if name != "u8":
        v = v - 11
    return v.to(DTYPES[name]).reshape(8, 8)


def raw(t):
    t = t.contiguous()
    return t.view(torch.uint8).numpy().tobytes() if t.dtype != torch.bool else t.to(torch.uint8).numpy().tobytes()


def main():
    out = sys.argv[1]
    dist.init_process_group("gloo")
    rank, world = dist.get_rank(), dist.get_world_size()

    def save(case, t):
        with open(os.path.join(out, f"{case}_r{rank}.bin"), "wb") as f:
            f.write(raw(t))

    for name, dt in DTYPES.items():
        x = rank_input(rank, name)
        if name in REDUCING:
            for op in ["sum", "max", "min"] + (["avg"] if name in FLOATS else []):
                y = x.clone()
                dist.all_reduce(y, op=OPS[op])
                save(f"{name}_all_reduce_{op}", y)
            for dim in (0, 1):
                for op in ("sum", "max"):
                    parts = [p.contiguous() for p in x.chunk(world, dim)]
                    y = torch.empty_like(parts[rank])
                    dist.reduce_scatter(y, parts, op=OPS[op])
                    save(f"{name}_reduce_scatter_{op}_d{dim}", y)
        # Gloo moves no int16: its data movement goes as f16 bits.
        mx = x.view(torch.float16) if name == "i16" else x
        for dim in (0, 1):
            parts = [torch.empty_like(mx) for _ in range(world)]
            dist.all_gather(parts, mx)
            save(f"{name}_all_gather_d{dim}", torch.cat(parts, dim).view(dt))
        y = mx.clone()
        dist.broadcast(y, src=world - 1)
        save(f"{name}_broadcast", y.view(dt))
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
