#!/usr/bin/env python3
"""The throughput table of docs/performance.md (issue #43, item 3): for each
protocol program, its own rate on a file of random 7-card lines against its
rate through `showdown check` (one copy and two), in one run, interleaved.

Not a cargo bench (cargo runs only `benches/*.rs`); run it by hand:

    cargo build --release -p showdown
    python3 cli/benches/throughput.py --showdown target/release/showdown [--reps 2]

For every program and repetition, in turn:

- *alone*: the program reads a file of N random 7-card lines (written by this
  script from a fixed seed) and writes its answers to /dev/null; its rate is
  N over the wall time less the wall time of the same program on an empty file
  (its start-up: `check` leaves start-up out of its rates too);
- *check*: `showdown check --cmd CMD --cards 7 --strength --random N --no-strata
  --no-vectors --jobs J --format json`, the asked hands over the seconds of its
  `random 7 cards` section, with J = 1 and J = 2.

Each figure comes with the load average (1 minute) read just before it, and
the CPU time (user + system) of the command and its children. The programs:
showdown's reference served (`showdown eval --evaluator reference -`), the C
program `c/examples/cmake/correct_eval.c` built with `gcc -O2` against
`c/showdown.h` (left out when gcc is missing), and the node and Python examples
of `examples/external/`.
"""

import argparse
import json
import os
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RANKS = "23456789TJQKA"
SUITS = "cdhs"


def hand_lines(count, seed):
    rng = random.Random(seed)
    deck = [r + s for r in RANKS for s in SUITS]
    return "".join(" ".join(rng.sample(deck, 7)) + "\n" for _ in range(count))


def load():
    with open("/proc/loadavg") as f:
        return float(f.read().split()[0])


def children_cpu():
    u = resource.getrusage(resource.RUSAGE_CHILDREN)
    return u.ru_utime + u.ru_stime


def timed(argv, stdin_path=None):
    """Runs argv; returns (wall seconds, CPU seconds of it and its children, stdout)."""
    cpu = children_cpu()
    began = time.perf_counter()
    with open(stdin_path or os.devnull, "rb") as stdin:
        out = subprocess.run(argv, stdin=stdin, stdout=subprocess.PIPE, check=False).stdout
    return time.perf_counter() - began, children_cpu() - cpu, out


def alone(cmd, hands_file, empty_file, count):
    argv = ["sh", "-c", cmd]
    start_wall, _, _ = timed(argv, empty_file)
    wall, cpu, out = timed(argv, hands_file)
    answers = out.count(b"\n")
    if answers != count:
        sys.exit(f"{cmd}: {answers} answers to {count} lines")
    return count / max(wall - start_wall, 1e-9), cpu


def through_check(showdown, cmd, count, jobs):
    argv = [showdown, "check", "--cmd", cmd, "--cards", "7", "--strength",
            "--random", str(count), "--no-strata", "--no-vectors", "--jobs", str(jobs),
            "--format", "json"]
    _, cpu, out = timed(argv)
    report = json.loads(out)
    section = next(s for s in report["sections"] if s["name"].startswith("random 7 cards"))
    if section["asked"] < count:
        sys.exit(f"{cmd}: check asked {section['asked']} of {count}")
    return section["asked"] / section["seconds"], cpu


def programs(showdown, workdir):
    found = [("reference served", f"{showdown} eval --evaluator reference -", 1_000_000)]
    if shutil.which("gcc"):
        exe = os.path.join(workdir, "correct_eval")
        subprocess.run(["gcc", "-O2", "-I", os.path.join(ROOT, "c"), "-I",
                        os.path.join(ROOT, "c", "examples"), "-o", exe,
                        os.path.join(ROOT, "c", "examples", "cmake", "correct_eval.c")],
                       check=True)
        found.append(("C, correct_eval.c (gcc -O2)", exe, 1_000_000))
    ext = os.path.join(ROOT, "examples", "external")
    if shutil.which("node"):
        found.append(("node, hand_eval.js", f"node {ext}/hand_eval.js", 100_000))
    found.append(("Python, hand_eval.py", f"python3 {ext}/hand_eval.py", 20_000))
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--showdown", default=os.path.join(ROOT, "target/release/showdown"))
    parser.add_argument("--reps", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0,
                        help="multiplies every program's hand count")
    args = parser.parse_args()
    showdown = os.path.abspath(args.showdown)
    with tempfile.TemporaryDirectory() as workdir:
        empty = os.path.join(workdir, "empty.txt")
        open(empty, "w").close()
        rows = []
        for name, cmd, count in programs(showdown, workdir):
            count = max(1000, int(count * args.scale))
            hands = os.path.join(workdir, f"hands{count}.txt")
            if not os.path.exists(hands):
                with open(hands, "w") as f:
                    f.write(hand_lines(count, 7))
            for rep in range(1, args.reps + 1):
                l0 = load()
                own, own_cpu = alone(cmd, hands, empty, count)
                l1 = load()
                one, one_cpu = through_check(showdown, cmd, count, 1)
                l2 = load()
                two, two_cpu = through_check(showdown, cmd, count, 2)
                rows.append((f"{name}, rep {rep}", count, own, l0, own_cpu, one, l1, one_cpu,
                             two, l2, two_cpu))
                print(f"# {rows[-1]}", file=sys.stderr, flush=True)
    print("| program | hands | alone, hands/s (load; CPU s) | check 1 copy (load; CPU s) "
          "| check 2 copies (load; CPU s) | ratio 1 / 2 copies |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for name, count, own, l0, c0, one, l1, c1, two, l2, c2 in rows:
        print(f"| {name} | {count:,} | {own:,.0f} ({l0:.1f}; {c0:.2f}) "
              f"| {one:,.0f} ({l1:.1f}; {c1:.2f}) | {two:,.0f} ({l2:.1f}; {c2:.2f}) "
              f"| {one / own:.2f} / {two / own:.2f} |")


if __name__ == "__main__":
    main()
