#!/bin/sh
# compare.sh - the solver beside tdoku and the reference solver, natively and
# in WebAssembly, first solution and uniqueness: the runs behind the tables
# in src/bench/README.md.
#
#   TDOKU=../tdoku src/bench/compare.sh [ROUNDS] > src/bench/results/<machine>-<date>.txt
#
# Run from the repository's top folder after building build/native and
# build/web (sudoku-bench and sudoku-bench.js). TDOKU is a folder outside the
# repository holding tdoku-native and tdoku-wasm.js, built from t-dillon/tdoku
# with ../shared/bench/tdoku_driver.cc as ../shared/bench/README.md says.
# The reference solver is built from ../shared/bench/reference_solver.cpp.
#
# Datasets (../shared/data, first 81 characters of each line): the first
# 20,000 of 17_clue, top1465, the first 2,000 of forum_hardest_1905, and
# serg_benchmark. Each round runs, per limit and dataset, every program once
# in turn (ours native, tdoku native, ours wasm, tdoku wasm, reference), so
# slow periods of the shared machine hit them alike. Every bench program
# checks every answer first, warms up, then times whole passes for
# --min-seconds 1. Prints the raw lines, then the medians per program.
set -eu
rounds=${1:-3}
data=${DATA:-../shared/data}
tdoku=${TDOKU:?set TDOKU to the folder with tdoku-native and tdoku-wasm.js}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

head -n 20000 "$data/17_clue.txt" | cut -c1-81 >"$work/17_clue.txt"
cut -c1-81 "$data/top1465.txt" >"$work/top1465.txt"
head -n 2000 "$data/forum_hardest_1905.txt" | cut -c1-81 >"$work/forum_hardest_1905.txt"
cut -c1-81 "$data/serg_benchmark.txt" >"$work/serg_benchmark.txt"
g++ -O2 -std=c++17 -o "$work/reference_solver" "${REFERENCE:-../shared/bench/reference_solver.cpp}"

echo "# machine: $(lscpu | sed -n 's/^Model name: *//p'), $(nproc) cores; $(lscpu | sed -n 's/^Hypervisor vendor: *//p')"
echo "# native: $(clang++ --version | head -n 1), -O3 -march=native; reference: $(g++ --version | head -n 1), -O2"
echo "# wasm: em++ $(em++ --version | head -n 1 | sed 's/.*) \([0-9.]*\).*/\1/') -O3 -msimd128 (the CMake web build), node $(node --version)"
echo "# solver: $(git log -1 --format='%h %s' | cut -c1-100)"
echo "# started $(date -u +%Y-%m-%dT%H:%M:%SZ), load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# line: round limit program file,puzzles,puzzles_per_s,us_per_puzzle,guesses_per_puzzle[,peak_memory_kb]"

node="node --no-experimental-fetch"
raw="$work/raw.txt"
run() {  # ROUND LIMIT PROGRAM CSV-LINE
  echo "$1 $2 $3 $4" | tee -a "$raw"
}
for round in $(seq "$rounds"); do
  for limit in 1 2; do
    for set in 17_clue top1465 forum_hardest_1905 serg_benchmark; do
      f="$work/$set.txt"
      run "$round" $limit ours-native "$(build/native/src/bench/sudoku-bench --csv --limit $limit "$f" | tail -n 1)"
      run "$round" $limit tdoku-native "$("$tdoku/tdoku-native" --limit $limit --min-seconds 1 "$f")"
      run "$round" $limit ours-wasm "$($node build/web/src/bench/sudoku-bench.js --csv --limit $limit "$f" | tail -n 1)"
      run "$round" $limit tdoku-wasm "$($node "$tdoku/tdoku-wasm.js" --limit $limit --min-seconds 1 "$f")"
      # the reference prints "N puzzles, N solved, R puzzles/s, U us/puzzle"
      run "$round" $limit reference "$("$work/reference_solver" $limit bench <"$f" |
        awk -v s="$set.txt" '{print s "," $1 "," $5 "," $7 ","}')"
    done
  done
done
echo "# finished $(date -u +%Y-%m-%dT%H:%M:%SZ), load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "# medians of puzzles/s over the rounds: limit file program median"
tr ',' ' ' <"$raw" | awk '
  { key = $2 " " $4 " " $3; n[key]++; v[key, n[key]] = $6 }
  END {
    for (key in n) {
      for (i = 1; i <= n[key]; i++) for (j = i + 1; j <= n[key]; j++)
        if (v[key, j] < v[key, i]) { t = v[key, i]; v[key, i] = v[key, j]; v[key, j] = t }
      m = n[key] % 2 ? v[key, (n[key] + 1) / 2] : (v[key, n[key] / 2] + v[key, n[key] / 2 + 1]) / 2
      printf "# %s %.1f\n", key, m
    }
  }' | sort
