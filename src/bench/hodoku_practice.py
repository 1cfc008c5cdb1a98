#!/usr/bin/env python3
"""Does HoDoKu's solution path use each practice puzzle's technique?

    src/bench/hodoku_practice.py HODOKU_CLASSPATH BANK [-n N] [--raw FILE] [KEY ...]

HODOKU_CLASSPATH is a classpath holding HoDoKu's compiled classes and its
resources (intl/*.properties); build it yourself from HoDoKu's sources (this
repository holds none of it). BANK is a practice bank (web/practice.txt:
"<key> <level> <81 chars>" lines). The first N puzzles of every technique
(default 5; only the KEYs given, if any) go in one file that one HoDoKu
process solves (`sudoku.Main /c default /bs FILE /vp /o stdout`: the default
configuration, so HoDoKu's default step order; java runs at nice 19 with
its own temporary directory, where HoDoKu writes its config and log).

For every puzzle it records whether HoDoKu's path uses a step of the
technique's HoDoKu name (HODOKU_NAMES; "n/a" where HoDoKu 2.2 has no such
technique), the steps other than singles it took, and whether its hardest
step comes later in HoDoKu's default solver order than the technique (a
harder step than the technique, in HoDoKu's judgement). --raw writes one
line per puzzle (key, puzzle, HoDoKu's level and score, uses, harder, the
steps); stdout gets a Markdown table, one row per technique: puzzles
checked, how many use the technique (all, and of the first 5), how many have
a harder step (and which), and HoDoKu's hardest step on the paths that do
not use the technique.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

# Our key -> the names HoDoKu prints for the same technique. HoDoKu splits a
# naked pair or triple inside one box and one line off as a Locked Pair or
# Triple, a finned fish missing a cell of its body as Sashimi,
# Simple Colors into Trap and Wrap, and our AIC into AIC and Nice Loops; ours
# names each of those by the one technique.
HODOKU_NAMES = {
    "pointing": ["Locked Candidates Type 1 (Pointing)"],
    "claiming": ["Locked Candidates Type 2 (Claiming)"],
    "naked-pair": ["Naked Pair", "Locked Pair"],
    "hidden-pair": ["Hidden Pair"],
    "naked-triple": ["Naked Triple", "Locked Triple"],
    "hidden-triple": ["Hidden Triple"],
    "naked-quad": ["Naked Quadruple"],
    "hidden-quad": ["Hidden Quadruple"],
    "x-wing": ["X-Wing"],
    "swordfish": ["Swordfish"],
    "jellyfish": ["Jellyfish"],
    "xy-wing": ["XY-Wing"],
    "xyz-wing": ["XYZ-Wing"],
    "ur1": ["Uniqueness Test 1"],
    "ur2": ["Uniqueness Test 2"],
    "ur3": ["Uniqueness Test 3"],
    "ur4": ["Uniqueness Test 4"],
    "unique-loop": None,
    "wxyz-wing": None,
    "vwxyz-wing": None,
    "uvwxyz-wing": None,
    "tuvwxyz-wing": None,
    "skyscraper": ["Skyscraper"],
    "2-string-kite": ["2-String Kite"],
    "empty-rectangle": ["Empty Rectangle"],
    "w-wing": ["W-Wing"],
    "remote-pair": ["Remote Pair"],
    "finned-x-wing": ["Finned X-Wing", "Sashimi X-Wing"],
    "finned-swordfish": ["Finned Swordfish", "Sashimi Swordfish"],
    "finned-jellyfish": ["Finned Jellyfish", "Sashimi Jellyfish"],
    "simple-colors": ["Simple Colors Trap", "Simple Colors Wrap"],
    "ur6": ["Uniqueness Test 6"],
    "hidden-rectangle": ["Hidden Rectangle"],
    "multi-colors": ["Multi Colors 1", "Multi Colors 2"],
    "bug+1": ["Bivalue Universal Grave + 1"],
    "sue-de-coq": ["Sue de Coq"],
    "x-chain": ["X-Chain"],
    "xy-chain": ["XY-Chain"],
    "aic": ["AIC", "Continuous Nice Loop", "Discontinuous Nice Loop"],
    "als-xz": ["Almost Locked Set XZ-Rule"],
    "als-xy-wing": ["Almost Locked Set XY-Wing"],
}

# HoDoKu 2.2's default solver order (the index of each step in its default
# configuration): it tries steps in this order, so a larger number is a step
# HoDoKu counts as harder. Names not listed sort last.
HODOKU_ORDER = {
    "Full House": 100, "Naked Single": 200, "Hidden Single": 300,
    "Locked Pair": 1000, "Locked Triple": 1100,
    "Locked Candidates Type 1 (Pointing)": 1200, "Locked Candidates Type 2 (Claiming)": 1210,
    "Naked Pair": 1300, "Naked Triple": 1400, "Hidden Pair": 1500, "Hidden Triple": 1600,
    "Naked Quadruple": 2000, "Hidden Quadruple": 2100,
    "X-Wing": 2200, "Swordfish": 2300, "Jellyfish": 2400,
    "Remote Pair": 2800, "Bivalue Universal Grave + 1": 2900,
    "Skyscraper": 3000, "2-String Kite": 3100, "Turbot Fish": 3120, "Empty Rectangle": 3170,
    "W-Wing": 3200, "XY-Wing": 3300, "XYZ-Wing": 3400,
    "Uniqueness Test 1": 3500, "Uniqueness Test 2": 3600, "Uniqueness Test 3": 3700,
    "Uniqueness Test 4": 3800, "Uniqueness Test 5": 3900, "Uniqueness Test 6": 4000,
    "Hidden Rectangle": 4010, "Avoidable Rectangle Type 1": 4020, "Avoidable Rectangle Type 2": 4030,
    "Finned X-Wing": 4100, "Sashimi X-Wing": 4200, "Finned Swordfish": 4300,
    "Sashimi Swordfish": 4400, "Finned Jellyfish": 4500, "Sashimi Jellyfish": 4600,
    "Sue de Coq": 5300, "Simple Colors Trap": 5330, "Simple Colors Wrap": 5330,
    "Multi Colors 1": 5360, "Multi Colors 2": 5360,
    "X-Chain": 5400, "XY-Chain": 5500,
    "AIC": 5600, "Continuous Nice Loop": 5600, "Discontinuous Nice Loop": 5600,
    "Grouped AIC": 5650, "Grouped Continuous Nice Loop": 5650, "Grouped Discontinuous Nice Loop": 5650,
    "Almost Locked Set XZ-Rule": 5700, "Almost Locked Set XY-Wing": 5800,
    "Almost Locked Set Chain": 5900, "Death Blossom": 6000,
    "Franken X-Wing": 6100, "Franken Swordfish": 6200, "Finned Franken X-Wing": 6700,
    "Finned Franken Swordfish": 6800, "Kraken Fish": 8450, "Forcing Chain": 8500,
    "Forcing Chain Contradiction": 8500, "Forcing Chain Verity": 8500,
    "Forcing Net": 8600, "Forcing Net Contradiction": 8600, "Forcing Net Verity": 8600,
    "Template Set": 8700, "Template Delete": 8800, "Brute Force": 8900,
}
SINGLES = {"Full House", "Naked Single", "Hidden Single"}
HEADER = re.compile(r"^([0-9.]{81}) #(\d+) (.*) \((\d+)\)(.*)$")


def order(name):
    return HODOKU_ORDER.get(name, 10**6)


def run_hodoku(classpath, puzzles):
    """HoDoKu's levels, scores and step names, one entry per puzzle."""
    with tempfile.TemporaryDirectory(prefix="hodoku-practice-") as tmp:
        path = os.path.join(tmp, "puzzles.txt")
        with open(path, "w") as out:
            out.write("".join(p + "\n" for p in puzzles))
        # HoDoKu takes an argument starting with "/" for an option: the file
        # is named relative to its directory, the classpath made absolute.
        classpath = os.pathsep.join(os.path.abspath(p) for p in classpath.split(os.pathsep))
        argv = ["nice", "-n", "19", "java", "-Djava.awt.headless=true", "-Djava.io.tmpdir=" + tmp,
                "-cp", classpath, "sudoku.Main", "/c", "default", "/bs", "puzzles.txt", "/vp", "/o", "stdout"]
        done = subprocess.run(argv, cwd=tmp, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                              check=False)
    results = {}
    current = None
    for line in done.stdout.splitlines():
        match = HEADER.match(line)
        if match:
            current = {"level": match.group(3), "score": int(match.group(4)), "flags": match.group(5).split(),
                       "steps": []}
            results[int(match.group(2))] = current
        elif current is not None and line.startswith("   "):
            # "X-Wing: 1 r47 c39 => ...", "Bivalue Universal Grave + 1 => ..."
            current["steps"].append(re.split(r": | => ", line.strip(), maxsplit=1)[0])
        elif current is not None and not line.startswith("   "):
            current = None
    if len(results) != len(puzzles):
        sys.exit(f"hodoku_practice: HoDoKu reported {len(results)} of {len(puzzles)} puzzles "
                 f"(exit status {done.returncode}); check HODOKU_CLASSPATH")
    return [results[i + 1] for i in range(len(puzzles))]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("classpath")
    parser.add_argument("bank")
    parser.add_argument("-n", type=int, default=5, help="puzzles per technique (default 5)")
    parser.add_argument("--raw", help="write one line per puzzle to this file")
    parser.add_argument("keys", nargs="*")
    args = parser.parse_intermixed_args()

    bank = collections.OrderedDict()
    with open(args.bank) as f:
        for number, line in enumerate(f, 1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split()
            if len(parts) != 3 or len(parts[2]) != 81:
                sys.exit(f"hodoku_practice: {args.bank}:{number}: expected '<key> <level> <81 chars>'")
            key = parts[0]
            if args.keys and key not in args.keys:
                continue
            if key not in HODOKU_NAMES:
                sys.exit(f"hodoku_practice: {args.bank}:{number}: no HoDoKu name for technique '{key}'")
            if len(bank.setdefault(key, [])) < args.n:
                bank[key].append(parts[2])
    missing = [k for k in args.keys if k not in bank]
    if missing:
        sys.exit("hodoku_practice: not in the bank: " + ", ".join(missing))

    flat = [(key, p) for key, puzzles in bank.items() for p in puzzles]
    solved = run_hodoku(args.classpath, [p for _, p in flat])

    raw = open(args.raw, "w") if args.raw else None
    rows = collections.OrderedDict((key, {"checked": 0, "uses": 0, "uses5": 0, "harder": 0,
                                         "instead": collections.Counter(), "harder_steps": collections.Counter()})
                                   for key in bank)
    for (key, puzzle), result in zip(flat, solved):
        names = HODOKU_NAMES[key]
        steps = [s for s in result["steps"] if s not in SINGLES]
        uses = names is not None and any(s in names for s in steps)
        target = max((order(n) for n in names), default=None) if names else None
        hardest = max(steps, key=order, default=None)
        harder = target is not None and hardest is not None and order(hardest) > target
        row = rows[key]
        row["checked"] += 1
        row["uses"] += uses
        row["uses5"] += uses and row["checked"] <= 5
        row["harder"] += harder
        if harder:
            row["harder_steps"][hardest] += 1
        if not uses:
            row["instead"][hardest or "singles only"] += 1
        if raw:
            used = "n/a" if names is None else ("yes" if uses else "no")
            flags = " " + " ".join(result["flags"]) if result["flags"] else ""
            raw.write(f"{key}\t{puzzle}\t{result['level']} ({result['score']}){flags}\tuses={used}\t"
                      f"harder={'yes' if harder else 'no'}\t{' | '.join(steps) or 'singles only'}\n")
    if raw:
        raw.close()

    print("| technique | HoDoKu name | checked | HoDoKu uses it | of the first 5 | harder step on HoDoKu's path | "
          "HoDoKu's hardest step where it does not use it |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    total_checked = total_uses = total5 = checked5 = 0
    for key, row in rows.items():
        names = HODOKU_NAMES[key]
        if names is None:
            uses = "n/a"
        else:
            uses = str(row["uses"])
            total_checked += row["checked"]
            total_uses += row["uses"]
            total5 += row["uses5"]
            checked5 += min(row["checked"], 5)
        harder = str(row["harder"]) if names else "n/a"
        if row["harder"]:
            harder += " (" + ", ".join(f"{n} {c}" for n, c in row["harder_steps"].most_common()) + ")"
        first5 = "n/a" if names is None else str(row["uses5"])
        instead = ", ".join(f"{n} {c}" for n, c in row["instead"].most_common())
        print(f"| {key} | {' / '.join(names) if names else '(none)'} | {row['checked']} | {uses} | {first5} | "
              f"{harder} | {instead or '-'} |")
    print(f"\nTechniques HoDoKu has: it uses the technique in {total_uses} of {total_checked} puzzles "
          f"({total5} of the first {checked5}).")


if __name__ == "__main__":
    main()
