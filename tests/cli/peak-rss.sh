#!/usr/bin/env bash
# peak-rss.sh [SUDOKU] [MB] - peak memory of `sudoku solve`, `check` and
# `format` on inputs of MB megabytes (default 100) of four shapes: one line
# without a newline, digits without a newline (a digit stream: a puzzle per
# 81 digits), random bytes, and valid puzzles (tests/data/corpus_17_clue.txt
# over and over). Prints one markdown table row per input: peak RSS (from
# GNU time's "Maximum resident set size") and wall time per command.
# A measurement, not a test: the figures go in docs/cli.md ("Robustness").
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
sudoku=${1:-$root/build/native/src/cli/sudoku}
mb=${2:-100}
bytes=$((mb * 1024 * 1024))
[ -x /usr/bin/time ] || { echo "peak-rss: needs GNU time (/usr/bin/time, Debian package 'time')" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT INT TERM

head -c "$bytes" /dev/zero | tr '\0' 'x' >"$dir/one-line" || true
seq 1 100000000 | tr -d '\n' | head -c "$bytes" >"$dir/digits" || true
head -c "$bytes" /dev/urandom >"$dir/random-bytes"
puzzles="$root/tests/data/corpus_17_clue.txt"
for ((i = 0; i <= bytes / $(wc -c <"$puzzles"); ++i)); do cat "$puzzles"; done | head -c "$bytes" >"$dir/valid-puzzles" || true

echo "| input ($mb MB) | solve | check | format --to line |"
echo "| --- | ---: | ---: | ---: |"
for input in one-line digits random-bytes valid-puzzles; do
  row="| $input |"
  for cmd in "solve" "check" "format --to line"; do
    # Exit codes 1 and 2 are expected (unsolvable or unreadable puzzles).
    # shellcheck disable=SC2086
    /usr/bin/time -f "%M %e" -o "$dir/time" "$sudoku" $cmd "$dir/$input" >/dev/null 2>"$dir/stderr" || true
    read -r kb seconds < <(tail -n 1 "$dir/time")
    row+=" $(awk -v k="$kb" 'BEGIN { printf "%.1f MB", k / 1024 }'), ${seconds} s |"
  done
  echo "$row"
done
