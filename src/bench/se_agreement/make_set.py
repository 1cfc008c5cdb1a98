#!/usr/bin/env python3
"""Measuring set: random removal of givens from solution grids.
usage: make_set.py SUDOKU_CLI DATA_DIR N SEED > set.txt
Solution grids come from puzzles of the shared collections (solved by the CLI).
Each grid loses givens in a random order, a removal kept while the puzzle stays
unique; a third of the puzzles stop at a random count of givens (30-45), the
rest go on until no given can go (minimal)."""
import random, subprocess, sys

cli, data, n, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
rng = random.Random(seed)
src = []
for f, k in ((data + "/17_clue.txt", n // 2), (data + "/top1465.txt", n - n // 2)):
    lines = [l.split()[0] for l in open(f) if len(l.strip()) >= 81]
    src += rng.sample(lines, k)

def run(args, lines):
    r = subprocess.run([cli] + args, input="\n".join(lines) + "\n", capture_output=True, text=True)
    return r.stdout.split("\n")

sols = [l.strip() for l in run(["solve"], src) if len(l.strip()) == 81]
assert len(sols) == len(src), (len(sols), len(src))
puz = [list(s) for s in sols]
order = [rng.sample(range(81), 81) for _ in sols]
stop = [rng.randint(30, 45) if rng.random() < 1 / 3 else 0 for _ in sols]
for step in range(81):
    idx = [i for i in range(len(puz)) if sum(ch != "." for ch in puz[i]) > stop[i]]
    if not idx:
        break
    trials = []
    for i in idx:
        p = puz[i][:]
        p[order[i][step]] = "."
        trials.append("".join(p))
    counts = [l.strip() for l in run(["solve", "--count", "--limit", "2"], trials) if l.strip()]
    assert len(counts) == len(trials), (len(counts), len(trials))
    for i, t, c in zip(idx, trials, counts):
        if c == "1":
            puz[i] = list(t)
for p in puz:
    print("".join(p))
