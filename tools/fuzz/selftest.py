#!/usr/bin/env python3
"""Checks the fuzzer's outcome classes against a stub `fulgur` (a shell script
that behaves as the trace file tells it), so a fuzz run that reports nothing
means fulgur misbehaved nowhere, not that the classifier cannot see it; and
that generated programs are deterministic per seed and parse-free of Python
errors over many seeds."""

import argparse
import os
import random
import shutil
import stat
import struct
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fuzz  # noqa: E402
import gen  # noqa: E402

STUB = r"""#!/bin/sh
# $1 = command, $2 = file; the file's first line says what to do.
T="$2"; mode=$(head -n 1 "$2")
case "$mode" in
  ok) echo "check passed"; exit 0 ;;
  error) echo "fulgur $1: error: $2:3:5: expected ')'" >&2; exit 1 ;;
  noloc) echo "fulgur $1: error: something without a location" >&2; exit 1 ;;
  internal) echo "fulgur $1: internal error: stoll" >&2; exit 3 ;;
  segv) kill -SEGV $$ ;;
  abort) kill -ABRT $$ ;;
  asan) echo "==1==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x1" >&2; exit 1 ;;
  ubsan) echo "src/x.cpp:3:5: runtime error: signed integer overflow" >&2; exit 1 ;;
  silent) exit 1 ;;
  hang) sleep 30 ;;
  mismatch)
    echo "  output 0 (t0): max abs err 0.5, max rel err 0.5  MISMATCH: element 3: got 1.500000, expected 1.000000 (rtol 0.000100, atol 0.000010)"
    echo "check FAILED"; exit 1 ;;
  small)
    echo "  output 0 (t0): max abs err 0.0004, max rel err 0.0004  MISMATCH: element 3: got 1.000400, expected 1.000000 (rtol 0.000100, atol 0.000010)"
    echo "check FAILED"; exit 1 ;;
  scaled)
    echo "  output 0 (t0): max abs err 0.0015, max rel err 0.5  MISMATCH: element 3: got 0.004500, expected 0.003000 (rtol 0.000100, atol 0.000010)"
    echo "check FAILED"; exit 1 ;;
  nan)
    echo "  output 0 (t0): max abs err 0, max rel err 0  MISMATCH: element 3: got nan, expected 1.000000 (rtol 0.010000, atol 0.001000)"
    echo "check FAILED"; exit 1 ;;
  lowp64*)
    # The f64 oracle: fulgur's values, libtorch's and the f64 twin's as files.
    out=""; while [ $# -gt 0 ]; do [ "$1" = --save-outputs ] && out="$2"; shift; done
    [ -n "$out" ] && mkdir -p "$out"
    w() { python3 "$(dirname "$0")/npyw.py" "$@"; }
    if grep -q "cpu f64\[" "$T"; then
      [ -n "$out" ] && w "$out/grad_a0.npy" 0.25 0.101 -0.2 0.05
      echo "check passed"; exit 0
    fi
    ours="0.25 0.1 -0.2 0.05"; [ "$mode" = lowp64bad ] && ours="0.25 0.2 -0.2 0.05"
    [ -n "$out" ] && w "$out/grad_a0.npy" $ours && w "$out/expected_grad_a0.npy" 0.25 0.14 -0.2 0.05
    echo "  grad of a0: f16[4] [$ours]"
    echo "  grad of a0: max abs err 0.04, max rel err 0.4  MISMATCH: element 1: got 0.1, expected 0.14 (rtol 0.010000, atol 0.001000)"
    echo "check FAILED"; exit 1 ;;
  lowp*)
    if grep -q "cpu f32\[" "$2" && [ "$mode" != lowpboth ]; then echo "check passed"; exit 0; fi
    err=0.002; [ "$mode" = lowpbig ] && err=0.2
    echo "  grad of a0: f16[4] [0.25, 0.1, -0.2, 0.05]"
    echo "  grad of a0: max abs err $err, max rel err 0.5  MISMATCH: element 1: got 0.1, expected 0.102 (rtol 0.010000, atol 0.001000)"
    echo "check FAILED"; exit 1 ;;
esac
exit 0
"""

# Writes an f32 .npy: npyw.py PATH V...
NPYW = r"""import struct, sys
vals = [float(v) for v in sys.argv[2:]]
h = b"{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % len(vals)
h += b" " * (63 - (10 + len(h)) % 64) + b"\n"
open(sys.argv[1], "wb").write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(h)) + h +
                              struct.pack("<%df" % len(vals), *vals))
"""


def _npy_f32(vals):
    header = b"{'descr': '<f4', 'fortran_order': False, 'shape': (%d,), }" % len(vals)
    header += b" " * (63 - (10 + len(header)) % 64) + b"\n"
    return b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)) + header + struct.pack(
        "<%df" % len(vals), *vals)


def main():
    failures = []
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "npyw.py"), "w") as f:
            f.write(NPYW)
        stub = os.path.join(d, "fulgur")
        with open(stub, "w") as f:
            f.write(STUB)
        os.chmod(stub, os.stat(stub).st_mode | stat.S_IEXEC)
        runner = fuzz.Runner(stub, timeout=1, workdir=d)
        f16 = gen.loosest_tolerance({"f32", "f16"})
        f32 = gen.loosest_tolerance({"f32"})
        cases = [("ok", "print", None, "ok"), ("error", "print", None, "error"),
                 ("noloc", "print", None, "error-noloc"), ("noloc", "run", None, "error"),
                 ("internal", "run", None, "crash"), ("segv", "run", None, "crash"),
                 ("abort", "print", None, "crash"), ("asan", "run", None, "crash"),
                 ("ubsan", "print", None, "crash"), ("silent", "run", None, "crash"),
                 ("hang", "run", None, "hang"), ("mismatch", "run", f16, "mismatch"),
                 ("small", "run", f32, "mismatch"), ("small", "run", f16, "ok"),
                 ("nan", "run", f16, "mismatch")]
        # An abs error of 0.0015 passes f16's atol 1e-3 + rtol 1e-2 * 1% of the
        # output's largest magnitude (10, read from the saved output) only
        # when that output is there to read.
        saved = os.path.join(d, "outs")
        os.makedirs(saved)
        with open(os.path.join(saved, "t0.npy"), "wb") as f:
            f.write(_npy_f32([10.0, 0.003]))
        cases += [("scaled", "run", f16, "ok"), ("scaled", "run", f32, "mismatch")]
        for mode, cmd, tol, want in cases + [("scaled-nosave", "run", f16, "mismatch")]:
            path = os.path.join(d, mode + ".trace")
            with open(path, "w") as f:
                f.write(mode.split("-")[0] + "\n")
            got = runner.classify([cmd, path], tol, None if "nosave" in mode else saved).cls
            status = "ok  " if got == want else "FAIL"
            print("%s %-8s %-5s -> %s (want %s)" % (status, mode, cmd, got, want))
            if got != want:
                failures.append(mode)
        # f16/bf16 rounding noise: a mismatch the all-f32 program does not have,
        # within 32 ulps of the gradient's magnitude; not when f32 fails too or
        # the difference is large.
        args = argparse.Namespace(seed=0, fulgur=stub, timeout=5, samples_bin=None, out=None,
                                  max_ops=10, keep_per_signature=1, verbose=0)
        fz = fuzz.Fuzzer(args)
        for mode, want in (("lowp", True), ("lowpbig", False), ("lowpboth", False)):
            text = mode + '\n# a0: "cpu f16[4]"\n'
            path = fz.write("gen.trace", text.encode())
            argv = ["run", path, "--grad", "--check"]
            o = fz.runner.classify(argv, gen.loosest_tolerance({"f16"}))
            got = fz.lowp_noise(text, argv, o, {"f16"})
            print("%s %-8s run   -> lowp noise %s (want %s)" % ("ok  " if got == want else "FAIL", mode,
                                                                got, want))
            if got != want:
                failures.append(mode)
        # The f64 oracle: fulgur no farther from the f64 twin than libtorch is
        # is not a bug; farther is.
        for mode, want in (("lowp64", True), ("lowp64bad", False)):
            text = mode + '\n# a0: "cpu f16[4]"\n'
            path = fz.write("gen.trace", text.encode())
            argv = ["run", path, "--grad", "--check", "--seed", "3"]
            o = fz.runner.classify(argv, gen.loosest_tolerance({"f16"}))
            rule1 = fz.lowp_noise(text, argv, o, {"f16"})
            got = fz.f64_judges_lowp(text, argv, o, {"f16"})
            ok = got == want and not rule1
            print("%s %-9s run   -> f64 oracle says noise %s (want %s; the ulps rule %s)" % (
                "ok  " if ok else "FAIL", mode, got, want, rule1))
            if not ok:
                failures.append(mode)
        shutil.rmtree(fz.workdir, ignore_errors=True)
    # The generator: deterministic per seed, no Python errors, every op family used.
    texts = []
    for seed in range(2):
        texts.append(gen.Generator(random.Random(seed)).program())
    if texts != [gen.Generator(random.Random(s)).program() for s in range(2)]:
        failures.append("generator is not deterministic")
    seen = set()
    for seed in range(2000):
        p = gen.Generator(random.Random(seed)).program()
        if p:
            seen.update(l.split("ltorch.")[1].split("(")[0] for l in p[0].splitlines() if "ltorch." in l)
    want_ops = {"add", "matmul", "linear", "softmax", "layer_norm", "rms_norm", "sum", "amax", "var",
                "reshape", "permute", "expand", "chunk", "split", "cat", "to", "where", "eq",
                "cross_entropy", "mse_loss", "log", "pow", "div", "floor"}
    missing = want_ops - seen
    if missing:
        failures.append("ops never generated: %s" % sorted(missing))
    print("generator: %d distinct ops over 2000 seeds" % len(seen))
    if failures:
        print("selftest FAILED: %s" % failures)
        return 1
    print("selftest passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
