#!/usr/bin/env python3
"""The generator's CPU time per practice puzzle, natively.

    src/bench/practice_times.py SUDOKU [-n N] [--cap SECONDS] [KEY ...]

For every technique that `SUDOKU techniques` marks practisable (or only the
KEYs given): `SUDOKU generate --technique KEY --seed S` for seeds 1..N
(default 10), each stopped after --cap seconds of CPU time (default 3, an
RLIMIT_CPU on the child). One line per technique: key, how many of the N
made a puzzle within the cap, and the median and p95 of the CPU time (user +
system, milliseconds, from the child's rusage), a seed that made nothing
counted as over the cap; the p95 is the nearest rank (the ceil(0.95 N)-th
smallest, so the largest for N < 20); "-" means over the cap.
"""
import argparse
import math
import os
import resource
import subprocess
import sys


def cpu_ms(argv, cap):
    """CPU milliseconds of one run, or None when it made nothing within `cap`."""
    def limit():
        resource.setrlimit(resource.RLIMIT_CPU, (cap, cap + 1))

    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, preexec_fn=limit, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    used = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return used if done.returncode == 0 else None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sudoku")
    parser.add_argument("keys", nargs="*")
    parser.add_argument("-n", type=int, default=10)
    parser.add_argument("--cap", type=int, default=3)
    args = parser.parse_intermixed_args()
    keys = args.keys
    if not keys:
        listing = subprocess.run([args.sudoku, "techniques"], capture_output=True, text=True, check=True).stdout
        keys = [f[0] for f in (line.split("\t") for line in listing.splitlines()) if len(f) >= 5 and f[4] == "yes"]
    print("# technique made/n cpu_median_ms cpu_p95_ms (cap %d s CPU per puzzle)" % args.cap)
    for key in keys:
        times = [cpu_ms([args.sudoku, "generate", "--technique", key, "--seed", str(s)], args.cap)
                 for s in range(1, args.n + 1)]
        made = sum(t is not None for t in times)
        ranked = sorted(math.inf if t is None else t for t in times)

        def shown(v):
            return "-" if v == math.inf else "%.1f" % v

        median = ranked[(len(ranked) - 1) // 2]
        p95 = ranked[math.ceil(0.95 * len(ranked)) - 1]
        print("%s %d/%d %s %s" % (key, made, args.n, shown(median), shown(p95)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
