#!/usr/bin/env python3
"""Measures `sudoku scan` on labelled photos: how many read exactly (all 81
cells right) and the CPU time per photo (user + system time of the scan
processes, so a loaded machine inflates it less than wall time would).

  python3 src/bench/scan_photos.py --sudoku build/native/src/cli/sudoku \
      --dataset PATH/TO/sudoku_dataset [--split v2_test] [--show-misses]

Each photo's labels are the .dat file beside it (sudoku_dataset's layout).
Only the Python standard library is needed.
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


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sudoku", required=True)
    ap.add_argument("--dataset", required=True)
    ap.add_argument("--split", default="v2_test", help="a datasets/<split>.desc list (default v2_test)")
    ap.add_argument("--show-misses", action="store_true")
    args = ap.parse_args()
    names = open(os.path.join(args.dataset, "datasets", args.split + ".desc")).read().split()
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
