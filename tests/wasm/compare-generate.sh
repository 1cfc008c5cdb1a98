#!/usr/bin/env bash
# compare-generate.sh - the generator gives the same puzzles natively and in
# WebAssembly: for each case below, `sudoku generate ... --rate` (native CLI)
# and `sudoku-generate.js ...` (under node) must print the same lines
# (puzzle, score, level, hardest technique). One line per case, "same: ARGS"
# or "DIFF: ARGS" with both outputs; exits 1 if any case differs.
#
#   tests/wasm/compare-generate.sh [NATIVE_CLI] [WASM_JS]
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
native=${1:-$root/build/native/src/cli/sudoku}
wasm=${2:-$root/build/web/src/bench/sudoku-generate.js}

cases=(
  "--level easy -n 2 --seed 1"
  "--level medium -n 2 --seed 2 --symmetry rot180"
  "--level hard -n 2 --seed 3 --symmetry mirror"
  "--level expert -n 2 --seed 4 --symmetry diagonal"
  "--level extreme -n 1 --seed 5"
  "--level hard -n 2 --seed 6 --minimal --symmetry rot180"
  "--level expert -n 1 --seed 7 --minimal"
  "--technique x-wing -n 1 --seed 8"
  "--technique xy-wing -n 1 --seed 9 --symmetry rot180"
  "--technique skyscraper -n 1 --seed 10"
  "--technique ur1 -n 1 --seed 11"
  "--technique aic -n 1 --seed 12"
  "-n 3 --seed 13"
)
for d in 01 02 03 04 05 06 07; do cases+=("--daily 2024-01-$d"); done

failed=0
for c in "${cases[@]}"; do
  # shellcheck disable=SC2086  # the case is a list of words
  want=$("$native" generate $c --rate 2>&1)
  # shellcheck disable=SC2086
  got=$(node --no-experimental-fetch "$wasm" $c 2>&1)
  if grep -qvE '^[1-9.]{81} [0-9]+\.[0-9] [A-Z][a-z]+ [a-z0-9+-]+$' <<<"$want"; then
    echo "DIFF: $c (the native CLI did not print puzzles)"; sed 's/^/    /' <<<"$want"; failed=1; continue
  fi
  if [ "$want" = "$got" ]; then
    echo "same: $c"
  else
    echo "DIFF: $c"
    echo "  native:"; sed 's/^/    /' <<<"$want"
    echo "  wasm:"; sed 's/^/    /' <<<"$got"
    failed=1
  fi
done
exit $failed
