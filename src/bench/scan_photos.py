#!/usr/bin/env python3
"""Measures `sudoku scan` on labelled photos: how many read exactly (all 81
cells right) and the CPU time per photo (user + system time of the scan
processes, so a loaded machine inflates it less than wall time would).

  python3 src/bench/scan_photos.py --sudoku build/native/src/cli/sudoku \
      --dataset PATH/TO/sudoku_dataset [--split v2_test] [--show-misses]

Each photo's labels are the .dat file beside it (sudoku_dataset's layout).
A split of the "mixed" version (v2_mixed_test: the same puzzles, every empty
cell filled in by hand) is measured with `scan --player`: its printed givens
are images/imageN.dat, its handwritten digits those the mixed .dat adds; the
figures are the handwritten cells read as the player's with the right digit,
the printed cells read as the right givens, and the photos whose givens are
all exactly right. Only the Python standard library is needed.
"""
import argparse
import os
import resource
import subprocess
import sys


def labels(path):
    rows = open(path).read().split("\n")[2:11]
    digits = "".join(r.replace(" ", "") for r in rows)
    return digits.replace("0", ".")


def measure_mixed(args, names):
    """`scan --player` on mixed photos against their printed and handwritten digits."""
    hand_total = hand_right = hand_as_given = printed_total = printed_right = exact = 0
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for name in names:
        photo = os.path.join(args.dataset, name)
        base = os.path.splitext(os.path.basename(name))[0]
        full = labels(os.path.splitext(photo)[0] + ".dat")
        givens = labels(os.path.join(args.dataset, "images", base + ".dat"))
        hand = "".join(f if g == "." else "." for f, g in zip(full, givens))
        run = subprocess.run([args.sudoku, "scan", "--player", photo], capture_output=True, text=True)
        fields = run.stdout.split()
        ok = len(fields) == 2 and all(len(f) == 81 for f in fields)
        got, player = fields if ok else ("." * 81, "." * 81)  # no reading: every cell missed
        for c in range(81):
            if givens[c] != ".":
                printed_total += 1
                printed_right += got[c] == givens[c]
            elif hand[c] != ".":
                hand_total += 1
                hand_right += player[c] == hand[c]
                hand_as_given += got[c] != "."
        exact += got == givens
        if args.show_misses and (got != givens or player != hand):
            print("%s: givens %s, player's %d of %d right (exit %d) %s"
                  % (name, "exact" if got == givens else "wrong", sum(p == h != "." for p, h in zip(player, hand)),
                     sum(h != "." for h in hand), run.returncode, run.stderr.strip()))
            if got != givens:
                print("  read  %s\n  truth %s" % (got, givens))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print("%s: handwritten cells read as the player's with the right digit: %d of %d (%.1f%%; %d read as givens); "
          "printed cells read as the right givens: %d of %d (%.1f%%); photos whose givens are all exactly right: "
          "%d of %d; CPU time %.1f ms per photo"
          % (args.split, hand_right, hand_total, 100.0 * hand_right / max(1, hand_total), hand_as_given,
             printed_right, printed_total, 100.0 * printed_right / max(1, printed_total), exact, len(names),
             1000 * cpu / len(names)))
    return 0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sudoku", required=True)
    ap.add_argument("--dataset", required=True)
    ap.add_argument("--split", default="v2_test", help="a datasets/<split>.desc list (default v2_test)")
    ap.add_argument("--show-misses", action="store_true")
    args = ap.parse_args()
    names = open(os.path.join(args.dataset, "datasets", args.split + ".desc")).read().split()
    if "mixed" in args.split:
        return measure_mixed(args, names)
    exact = 0
    wrong_cells = 0
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for name in names:
        photo = os.path.join(args.dataset, name)
        truth = labels(os.path.splitext(photo)[0] + ".dat")
        run = subprocess.run([args.sudoku, "scan", photo], capture_output=True, text=True)
        got = run.stdout.strip()
        if got == truth:
            exact += 1
            continue
        bad = 81 if len(got) != 81 else sum(a != b for a, b in zip(got, truth))
        wrong_cells += bad
        if args.show_misses:
            print("%s: %d cell(s) wrong (exit %d) %s" % (name, bad, run.returncode, run.stderr.strip()))
            if len(got) == 81:
                print("  read  %s\n  truth %s" % (got, truth))
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    print("%s: %d of %d photos read exactly; %d cells wrong in the others; CPU time %.1f ms per photo "
          "(whole process: decoding, reading, start-up)" % (args.split, exact, len(names), wrong_cells,
                                                           1000 * cpu / len(names)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
