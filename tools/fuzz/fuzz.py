#!/usr/bin/env python3
"""fulgur's fuzzer: runs the CLI on generated and mutated inputs and classifies
what comes back. Python standard library only; docs/reliability.md says how
to use it.

  fuzz.py run    --fulgur build/fulgur --seed 1 --time 120 [--out DIR]
  fuzz.py replay --fulgur build/fulgur tests/fuzz/corpus

Sources (`run`): random well-typed ltorch programs checked differentially
(`run --check`, `run --grad --check` against the reference executor and
libtorch autograd), mutants of examples/*.trace and of the op-sample traces
(`print`, then `run --check` and `codegen --compile` when the mutant parses),
and mutants of the .npy inputs of generated programs (`run --inputs DIR`).

Outcomes: ok (exit 0), error (exit 1 or 2 with a `fulgur CMD: error:` message;
errors from `print` must carry `file:line:col:`), crash (a signal, exit 3 =
internal error, a sanitizer report, or any other exit), hang (over the
timeout, confirmed by a second run with four times the time), mismatch
(`--check` failed beyond the tolerance of the lowest-precision dtype the
program computes in). `run` exits 1 when it found a crash, hang or mismatch.
"""

import argparse
import collections
import glob
import json
import os
import random
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gen  # noqa: E402
import mutate  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BAD = ("crash", "hang", "mismatch")
SANITIZER = re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer)|runtime error: |"
                       r"SUMMARY: (Undefined|Address)")
LOCATION = re.compile(r"error: .*?[^\s:]+:\d+:\d+: ")


class Outcome:
    def __init__(self, cls, rc, out, detail=""):
        self.cls, self.rc, self.out, self.detail = cls, rc, out, detail


class Runner:
    def __init__(self, fulgur, timeout, workdir, env_extra=None):
        self.fulgur, self.timeout, self.workdir = fulgur, timeout, workdir
        self.env = dict(os.environ)
        self.env.setdefault("FULGUR_NUM_THREADS", "1")
        self.env.setdefault("OMP_NUM_THREADS", "1")
        self.env["FULGUR_CACHE_DIR"] = os.path.join(workdir, "kernel-cache")
        self.env.update(env_extra or {})
        self.runs = 0

    def call(self, args, timeout=None):
        self.runs += 1
        t = timeout or self.timeout
        try:
            p = subprocess.run([self.fulgur] + args, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                               timeout=t, env=self.env, cwd=self.workdir)
            return p.returncode, p.stdout.decode("utf-8", "replace")
        except subprocess.TimeoutExpired as e:
            out = e.stdout.decode("utf-8", "replace") if e.stdout else ""
            return None, out

    def classify(self, args, tol=None, save_dir=None):
        """Runs `fulgur ARGS` and classifies it. `tol` (rtol, atol): the loosest
        tolerance of the program's dtypes, for re-judging a --check mismatch."""
        rc, out = self.call(args)
        if rc is None:
            print("  timeout after %ds: fulgur %s; again with %ds" % (
                self.timeout, " ".join(args), self.timeout * 4), flush=True)
            rc, out = self.call(args, timeout=self.timeout * 4)
            if rc is None:
                return Outcome("hang", None, out, "no exit after %ds" % (self.timeout * 4))
            slow = True
        else:
            slow = False
        cmd = args[0]
        if SANITIZER.search(out):
            m = SANITIZER.search(out)
            line = out[m.start():].splitlines()[0]
            return Outcome("crash", rc, out, "sanitizer: " + line)
        if rc < 0:
            return Outcome("crash", rc, out, "signal %d" % -rc)
        if rc == 0:
            return Outcome("ok", rc, out, "slow" if slow else "")
        if rc == 3 or "internal error" in out:
            line = [l for l in out.splitlines() if "internal error" in l]
            return Outcome("crash", rc, out, (line or out.splitlines()[-1:] or [""])[0])
        if rc == 1 and "check FAILED" in out:
            if tol and rejudge_ok(out, tol, save_dir):
                return Outcome("ok", 0, out, "within the program's loosest tolerance")
            bad = [l.strip() for l in out.splitlines() if "MISMATCH" in l]
            return Outcome("mismatch", rc, out, bad[0] if bad else "check FAILED")
        if rc in (1, 2):
            err = [l for l in out.splitlines() if re.match(r"fulgur \w+: error: ", l)]
            if not err and rc == 1 and cmd == "codegen" and "FAILED" in out:
                return Outcome("crash", rc, out, "NVRTC rejected generated code: " +
                               next((l for l in out.splitlines() if "FAILED" in l), ""))
            if not err:
                return Outcome("crash", rc, out, "exit %d without an error message" % rc)
            parse_only = cmd == "print" and not {"--grad", "--passes"} & set(args)
            if parse_only and not LOCATION.search(err[0]):
                return Outcome("error-noloc", rc, out, err[0])
            return Outcome("error", rc, out, err[0])
        return Outcome("crash", rc, out, "exit %d" % rc)


NUM = r"([-+]?(?:[0-9.]+(?:e[-+]?\d+)?|nan|inf))"
MISMATCH_LINE = re.compile(r"(?:output \d+ \((?P<out>[^)]*)\)|grad of (?P<grad>\S+)): max abs err " + NUM +
                           r", max rel err " + NUM + r"\s+MISMATCH(?:: (?P<problem>.*))?")


def rejudge_ok(out, tol, save_dir):
    """True when every MISMATCH line is within `tol`: all abs errors under
    atol + rtol * 1% of the output's largest magnitude (or all relative errors
    under rtol), and the problem is values, not NaN placement, shape or dtype."""
    rtol, atol = tol
    lines = [l for l in out.splitlines() if "MISMATCH" in l]
    if not lines:
        return False
    for l in lines:
        m = MISMATCH_LINE.search(l)
        if not m:
            return False
        problem = m.group("problem") or ""
        if "expected" in problem and re.search(r"expected \w+\[", problem):
            return False  # shape or dtype
        if re.search(r"nan|inf", problem):
            return False
        if not re.search(r"got ", problem):
            return False
        abs_err, rel_err = float(m.group(3)), float(m.group(4))
        scale = 0.0
        if m.group("out") and save_dir:
            arr = read_npy_floats(os.path.join(save_dir, m.group("out") + ".npy"))
            if arr is None:
                return False
            if arr and isinstance(arr[0], int):
                return False  # integer and bool outputs must be exact
            finite = [abs(x) for x in arr if x == x and abs(x) != float("inf")]
            scale = 0.01 * max(finite) if finite else 0.0
        if not (abs_err <= atol + rtol * scale or rel_err <= rtol):
            return False
    return True


def read_npy_floats(path):
    try:
        with open(path, "rb") as f:
            data = f.read()
        hlen = struct.unpack("<H", data[8:10])[0]
        header = data[10:10 + hlen].decode("latin-1")
        descr = re.search(r"'descr': '([^']*)'", header).group(1)
        code = {"<f8": "d", "<f4": "f", "<f2": "e", "<i8": "q", "<i4": "i", "<i2": "h", "|i1": "b",
                "|u1": "B", "|b1": "?"}[descr]
        body = data[10 + hlen:]
        n = len(body) // struct.calcsize(code)
        vals = list(struct.unpack("<%d%s" % (n, code), body[:n * struct.calcsize(code)]))
        if code == "?":
            vals = [int(v) for v in vals]
        return vals
    except (OSError, KeyError, AttributeError, struct.error):
        return None


# ---- sources -------------------------------------------------------------------
def example_traces(patterns="*.trace"):
    """examples/*.trace, or those matching any of the comma-separated globs."""
    return sorted({p for g in patterns.split(",") for p in glob.glob(os.path.join(ROOT, "examples", g))})


def op_sample_traces(samples_bin, workdir):
    if not samples_bin or not os.path.exists(samples_bin):
        return []
    d = os.path.join(workdir, "op-samples")
    os.makedirs(d, exist_ok=True)
    subprocess.run([samples_bin, d], check=True, stdout=subprocess.DEVNULL)
    return sorted(glob.glob(os.path.join(d, "*.trace")))


def big_numbers(text):
    """True when the trace names a dimension too large to run on the CPU here."""
    for m in re.finditer(rb"\d+", text):
        if len(m.group()) > 5 or int(m.group()) > 5000:
            return True
    return False


def input_types(trace_text):
    """(name, dtype, shape) for each tensor argument's type comment of a generated program."""
    out = []
    for m in re.finditer(r'# (\w+): "cpu (\w+)\[([^\]]*)\]', trace_text):
        shape = [int(x) for x in m.group(3).split(",") if x.strip()]
        out.append((m.group(1), m.group(2), shape))
    return out


class Fuzzer:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)
        self.workdir = tempfile.mkdtemp(prefix="fulgur-fuzz-")
        self.runner = Runner(os.path.abspath(args.fulgur), args.timeout, self.workdir)
        self.counts = collections.Counter()          # (source, command, class) -> n
        self.classes = collections.Counter()
        self.programs = collections.Counter()        # source -> inputs tried
        self.findings = {}                           # signature -> count
        self.saved = []
        self.generator_errors = 0
        self.rejudged = 0  # --check failures within the program's loosest tolerance
        patterns = getattr(args, "examples", "*.trace")
        self.examples = example_traces(patterns)
        if not self.examples:
            raise SystemExit("fuzz: no examples/%s" % patterns)
        self.samples = op_sample_traces(args.samples_bin, self.workdir)
        self.out = os.path.abspath(args.out) if args.out else None
        self.gen = gen.Generator(self.rng, max_ops=args.max_ops)

    def record(self, source, args, outcome, files, tol=None):
        key = (source, args[0] + (" --grad" if "--grad" in args else ""), outcome.cls)
        self.counts[key] += 1
        self.classes[outcome.cls] += 1
        if outcome.detail.startswith("within"):
            self.rejudged += 1
        if self.args.verbose and (outcome.cls != "ok" or self.args.verbose > 1):
            print("  %-8s %-10s %s: %s" % (outcome.cls, source, " ".join(args[:1] + args[2:]),
                                         outcome.detail[:300]), flush=True)
        if outcome.cls in BAD or outcome.cls in ("error-noloc", "lowp-diff"):
            sig = outcome.cls + ": " + re.sub(r"\d+(\.\d+)?(e[-+]?\d+)?", "N", outcome.detail)[:160]
            n = self.findings.get(sig, 0)
            self.findings[sig] = n + 1
            if n < self.args.keep_per_signature:
                self.save_finding(outcome, args, files, sig, tol)

    def save_finding(self, outcome, args, files, sig, tol=None):
        if not self.out:
            return
        idx = len(self.saved)
        d = os.path.join(self.out, "%s-%03d" % (outcome.cls, idx))
        os.makedirs(d, exist_ok=True)
        cmd = []
        args = list(args)
        if "--save-outputs" in args:  # a scratch directory of the run, not part of the reproducer
            i = args.index("--save-outputs")
            del args[i:i + 2]
        for a in args:
            if a in files:
                base = os.path.basename(a)
                if os.path.isdir(a):
                    shutil.copytree(a, os.path.join(d, base), dirs_exist_ok=True)
                else:
                    shutil.copy(a, os.path.join(d, base))
                cmd.append("{dir}/" + base)
            else:
                cmd.append(a)
        with open(os.path.join(d, "cmd"), "w") as f:
            f.write(" ".join(cmd) + "\n")
        if tol:
            with open(os.path.join(d, "tolerance"), "w") as f:
                f.write("%g %g\n" % tol)
        with open(os.path.join(d, "finding.txt"), "w") as f:
            f.write("class: %s\nsignature: %s\ndetail: %s\nexit: %s\n\n%s" %
                    (outcome.cls, sig, outcome.detail, outcome.rc, outcome.out[-6000:]))
        self.saved.append(d)
        print("  FOUND %s: %s -> %s" % (outcome.cls, outcome.detail[:200], d), flush=True)

    def write(self, name, data):
        p = os.path.join(self.workdir, name)
        with open(p, "wb") as f:
            f.write(data)
        return p

    # One unit of work per source.
    def program(self):
        """A generated program; an exception in the generator is the fuzzer's own
        bug: counted, its first traceback printed, and another program drawn."""
        while True:
            try:
                prog = self.gen.program()
            except Exception:  # noqa: BLE001
                self.generator_errors += 1
                if self.generator_errors == 1:
                    traceback.print_exc()
                continue
            if prog is not None:
                return prog

    def lowp_noise(self, text, args, outcome, dtypes):
        """For a --check mismatch of a program computing in f16/bf16: rounding
        noise, not a bug, when the same program with every f16/bf16 made f32
        passes the same check and each reported difference stays within 32 ulps
        of the lowest-precision dtype times the compared tensor's magnitude."""
        eps = max({"f16": 2.0**-10, "bf16": 2.0**-7}.get(d, 0) for d in dtypes)
        if not eps or outcome.cls != "mismatch":
            return False
        save = os.path.join(self.workdir, "outs")
        for line in outcome.out.splitlines():
            if "MISMATCH" not in line:
                continue
            m = MISMATCH_LINE.search(line)
            if not m or not re.search(r"got [-0-9]", m.group("problem") or ""):
                return False
            if m.group("out"):
                vals = read_npy_floats(os.path.join(save, m.group("out") + ".npy"))
            else:  # the printed values of that gradient (a lower bound of its magnitude)
                g = re.search(r"grad of %s: \w+\[[^\]]*\] \[([^\]]*)\]" % re.escape(m.group("grad")),
                              outcome.out)
                vals = [float(x) for x in re.findall(r"[-+]?(?:\d+\.?\d*(?:e[-+]?\d+)?|nan|inf)",
                                                      g.group(1))] if g else None
            finite = [abs(v) for v in (vals or []) if v == v and abs(v) != float("inf")]
            if not finite or float(m.group(3)) > 32 * eps * max(finite):
                return False
        text32 = re.sub(r"cpu b?f16\[", "cpu f32[", text)
        text32 = re.sub(r"torch\.(float16|bfloat16)", "torch.float32", text32)
        path32 = self.write("gen_f32.trace", text32.encode())
        a32 = [path32 if a.endswith(".trace") else a for a in args]
        if "--save-outputs" in a32:
            i = a32.index("--save-outputs")
            del a32[i:i + 2]
        o32 = self.runner.classify(a32, gen.loosest_tolerance({"f32"}))
        return o32.cls == "ok"

    def f64_judges_lowp(self, text, args, outcome, dtypes):
        """For a --check mismatch of a program computing in f16/bf16, the f64
        oracle: the same program with every f16/bf16 made f64 runs on the very
        inputs (and cotangents) of the low-precision run. Not a bug when the f64
        twin passes its own check and, for every mismatching output or
        gradient, fulgur's largest difference from the f64 values is no larger
        than libtorch's: libtorch's low-precision result is then no better an
        answer than fulgur's (libtorch's bf16 layer_norm backward over two
        elements can even flip a sign)."""
        if outcome.cls != "mismatch" or not {"f16", "bf16"} & set(dtypes):
            return False
        names = []
        for line in outcome.out.splitlines():
            if "MISMATCH" not in line:
                continue
            m = MISMATCH_LINE.search(line)
            problem = m.group("problem") or "" if m else ""
            if not m or re.search(r"nan|inf", problem) or not re.search(r"got [-0-9]", problem):
                return False  # NaN placement, shape, dtype, a missing gradient: never noise
            names.append(m.group("out") if m.group("out") else "grad_" + m.group("grad"))
        if not names:
            return False
        lp_in, lp_out, hp_out = (os.path.join(self.workdir, x) for x in ("f64-in", "f64-lp", "f64-hp"))
        for d in (lp_in, lp_out, hp_out):
            shutil.rmtree(d, ignore_errors=True)
        base = list(args)
        if "--save-outputs" in base:
            i = base.index("--save-outputs")
            del base[i:i + 2]
        # Again with the inputs, fulgur's and libtorch's values saved (the seed
        # makes it the same run).
        rc, _ = self.runner.call(base + ["--save-inputs", lp_in, "--save-outputs", lp_out])
        if rc != 1:
            return False
        text64 = re.sub(r"cpu b?f16\[", "cpu f64[", text)
        text64 = re.sub(r"torch\.(float16|bfloat16)", "torch.float64", text64)
        path64 = self.write("gen_f64.trace", text64.encode())
        a64 = [path64 if a.endswith(".trace") else a for a in base]
        if "--seed" in a64:  # the inputs come from the files
            i = a64.index("--seed")
            del a64[i:i + 2]
        rc, out64 = self.runner.call(a64 + ["--inputs", lp_in, "--save-outputs", hp_out])
        if rc != 0:
            return False
        for name in names:
            ours = read_npy_floats(os.path.join(lp_out, name + ".npy"))
            lib = read_npy_floats(os.path.join(lp_out, "expected_" + name + ".npy"))
            exact = read_npy_floats(os.path.join(hp_out, name + ".npy"))
            if not ours or not lib or not exact or not len(ours) == len(lib) == len(exact):
                return False

            def worst(vals):
                err = 0.0
                for v, e in zip(vals, exact):
                    if (v != v) != (e != e):
                        return float("inf")
                    if v == v and v != e:
                        err = max(err, abs(v - e))
                return err
            if worst(ours) > worst(lib):
                return False
        return True

    def do_generated(self):
        prog = self.program()
        text, dtypes, no_grad = prog
        self.programs["generated"] += 1
        path = self.write("gen.trace", text.encode())
        tol = gen.loosest_tolerance(dtypes)
        seed = str(self.rng.randrange(1000))
        save = os.path.join(self.workdir, "outs")
        shutil.rmtree(save, ignore_errors=True)
        args = ["run", path, "--check", "--seed", seed, "--save-outputs", save]
        o = self.runner.classify(args, tol, save)
        if self.lowp_noise(text, args, o, dtypes) or self.f64_judges_lowp(text, args, o, dtypes):
            o.cls = "lowp-diff"
        self.record("generated", args, o, {path}, tol)
        floats = any(gen.is_float(dt) for _, dt, _ in input_types(text))
        if o.cls == "ok" and floats and self.rng.random() < self.args.grad_fraction:
            marked = gen.with_requires_grad(text, no_grad)
            if not no_grad or "requires_grad" in marked:
                if no_grad:
                    path = self.write("gen_grad.trace", marked.encode())
                args = ["run", path, "--grad", "--check", "--seed", seed]
                og = self.runner.classify(args, tol)
                t = marked if no_grad else text
                if self.lowp_noise(t, args, og, dtypes) or self.f64_judges_lowp(t, args, og, dtypes):
                    og.cls = "lowp-diff"
                if not (og.cls == "error" and "nothing to differentiate" in og.detail):
                    self.record("generated", args, og, {path}, tol)
        if self.rng.random() < 0.1:
            args = ["print", path, "--depth", "-1"]
            self.record("generated", args, self.runner.classify(args), {path})
        if self.rng.random() < self.args.codegen_fraction:
            args = ["codegen", path, "--target", "cuda", "--compile"]
            self.record("generated", args, self.runner.classify(args), {path})

    def do_mutant(self, source, pool):
        base = self.rng.choice(pool)
        with open(base, "rb") as f:
            data = f.read()
        m = mutate.mutate_trace(data, self.rng)
        self.programs[source] += 1
        path = self.write("mutant.trace", m)
        args = ["print", path]
        o = self.runner.classify(args)
        self.record(source, args, o, {path})
        if o.cls != "ok" or big_numbers(m):
            return
        if self.rng.random() < 0.5:
            args = ["run", path, "--check"]
            self.record(source, args, self.runner.classify(args), {path})
        if self.rng.random() < 0.15:
            args = ["print", path, "--grad"]
            self.record(source, args, self.runner.classify(args), {path})
        if self.rng.random() < self.args.codegen_fraction:
            args = ["codegen", path, "--target", "cuda", "--compile"]
            self.record(source, args, self.runner.classify(args), {path})

    def do_npy(self):
        prog = self.program()
        text = prog[0]
        # Inputs files are contiguous: drop the strides from the program.
        text = re.sub(r" strides=\([^)]*\)", "", text)
        types = input_types(text)
        if not types:
            return
        self.programs["npy"] += 1
        path = self.write("npy.trace", text.encode())
        d = os.path.join(self.workdir, "inputs")
        shutil.rmtree(d, ignore_errors=True)
        os.makedirs(d)
        victim = self.rng.randrange(len(types))
        for i, (name, dt, shape) in enumerate(types):
            data = mutate.npy_bytes(dt, shape, self.rng)
            if i == victim:
                data = mutate.mutate_npy(data, self.rng)
            with open(os.path.join(d, name + ".npy"), "wb") as f:
                f.write(data)
        args = ["run", path, "--inputs", d, "--check"]
        tol = gen.loosest_tolerance(prog[1])
        o = self.runner.classify(args, tol)
        self.record("npy", args, o, {path, d}, tol)

    def run(self):
        start = time.time()
        sources = [("generated", self.args.weight_generated), ("examples", 1.0),
                   ("op-samples", 1.0 if self.samples else 0.0),
                   ("npy", getattr(self.args, "weight_npy", 0.7))]
        names, weights = zip(*sources)
        n = 0
        last = start
        stop = []
        signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
        while not stop:
            el = time.time() - start
            if el >= self.args.time or (self.args.max_inputs and n >= self.args.max_inputs):
                break
            s = self.rng.choices(names, weights)[0]
            if s == "generated":
                self.do_generated()
            elif s == "examples":
                self.do_mutant("examples", self.examples)
            elif s == "op-samples":
                self.do_mutant("op-samples", self.samples)
            else:
                self.do_npy()
            n += 1
            if time.time() - last > 60:
                last = time.time()
                print("[%4.0fs] %d inputs, %d fulgur runs: %s" % (
                    last - start, n, self.runner.runs, dict(self.classes)), flush=True)
        self.report(time.time() - start, n)
        shutil.rmtree(self.workdir, ignore_errors=True)
        return 1 if any(self.classes[c] for c in BAD) else 0

    def report(self, elapsed, n):
        print("\nfuzz: seed %d, %.0f s, %d inputs (%s), %d fulgur runs" % (
            self.args.seed, elapsed, n, ", ".join("%s %d" % kv for kv in sorted(self.programs.items())),
            self.runner.runs))
        if self.generator_errors:
            print("generator exceptions (a fuzzer bug): %d" % self.generator_errors)
        print("outcomes: " + ", ".join("%s %d" % (c, self.classes[c]) for c in
                                      ("ok", "error", "error-noloc", "lowp-diff", "crash", "hang", "mismatch")) +
              " (ok includes %d --check failure(s) within the program's loosest dtype tolerance)" %
              self.rejudged)
        for key in sorted(self.counts):
            print("  %-11s %-15s %-11s %6d" % (key + (self.counts[key],)))
        if self.findings:
            print("distinct findings:")
            for sig, k in sorted(self.findings.items()):
                print("  %4d x %s" % (k, sig))
        if self.args.json:
            with open(self.args.json, "w") as f:
                json.dump({"seed": self.args.seed, "seconds": elapsed, "inputs": n,
                           "runs": self.runner.runs, "outcomes": dict(self.classes),
                           "rejudged_ok": self.rejudged,
                           "by_source": dict(self.programs),
                           "findings": self.findings, "saved": self.saved}, f, indent=1)


# ---- replay ----------------------------------------------------------------------
def replay(args):
    items = sorted(d for d in glob.glob(os.path.join(args.corpus, "*")) if os.path.isdir(d))
    workdir = tempfile.mkdtemp(prefix="fulgur-replay-")
    runner = Runner(os.path.abspath(args.fulgur), args.timeout, workdir)
    bad = []
    for d in items:
        with open(os.path.join(d, "cmd")) as f:
            cmds = [l.split() for l in f.read().splitlines() if l.strip() and not l.startswith("#")]
        tol, save = None, None
        if os.path.exists(os.path.join(d, "tolerance")):
            with open(os.path.join(d, "tolerance")) as f:
                tol = tuple(float(x) for x in f.read().split())
        for cmd in cmds:
            argv = [a.replace("{dir}", os.path.abspath(d)) for a in cmd]
            if tol and argv[0] == "run" and "--grad" not in argv:
                save = os.path.join(workdir, "outs")
                shutil.rmtree(save, ignore_errors=True)
                argv += ["--save-outputs", save]
            o = runner.classify(argv, tol, save)
            ok = o.cls in ("ok", "error")
            print("%-8s %s: fulgur %s%s" % ("ok" if ok else o.cls.upper(), os.path.basename(d),
                                            " ".join(cmd), "" if ok else "\n    " + o.detail),
                  flush=True)
            if not ok:
                bad.append((os.path.basename(d), o))
    shutil.rmtree(workdir, ignore_errors=True)
    print("\n%d corpus item(s), %d failing" % (len(items), len(bad)))
    return 1 if bad else 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="mode", required=True)
    r = sub.add_parser("run", help="fuzz for --time seconds")
    r.add_argument("--fulgur", default=os.path.join(ROOT, "build", "fulgur"))
    r.add_argument("--samples-bin", default=None,
                   help="fulgur_op_sample_traces (writes the op-sample traces into a directory)")
    r.add_argument("--seed", type=int, default=None, help="default: from the clock (printed)")
    r.add_argument("--time", type=float, default=120, help="seconds to fuzz (default 120)")
    r.add_argument("--max-inputs", type=int, default=0)
    r.add_argument("--timeout", type=float, default=60, help="seconds per fulgur run")
    r.add_argument("--max-ops", type=int, default=10, help="ops per generated program")
    r.add_argument("--grad-fraction", type=float, default=0.3)
    r.add_argument("--codegen-fraction", type=float, default=0.08)
    r.add_argument("--weight-generated", type=float, default=3.0)
    r.add_argument("--weight-npy", type=float, default=0.7)
    r.add_argument("--examples", default="*.trace",
                   help="which examples/ traces to mutate (comma-separated globs, e.g. "
                        "'llama_block.trace,llama_mlp.trace'; "
                        "with --weight-generated 0 --weight-npy 0 and no --samples-bin, only these)")
    r.add_argument("--keep-per-signature", type=int, default=2)
    r.add_argument("--out", default=None, help="directory for reproducers of findings")
    r.add_argument("--json", default=None, help="write the summary as JSON here")
    r.add_argument("-v", "--verbose", action="count", default=0,
                   help="print each error outcome (-vv: every outcome)")
    p = sub.add_parser("replay", help="replay a corpus: every item must be ok or a clean error")
    p.add_argument("--fulgur", default=os.path.join(ROOT, "build", "fulgur"))
    p.add_argument("--timeout", type=float, default=120)
    p.add_argument("corpus")
    args = ap.parse_args()
    if args.mode == "replay":
        return replay(args)
    if args.seed is None:
        args.seed = int(time.time()) % 1000000
    print("fuzz: seed %d (rerun with --seed %d)" % (args.seed, args.seed), flush=True)
    return Fuzzer(args).run()


if __name__ == "__main__":
    sys.exit(main())
