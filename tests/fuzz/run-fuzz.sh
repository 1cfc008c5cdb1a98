#!/bin/sh
# run-fuzz.sh [SECONDS] - fuzz the puzzle reader for a bounded time (default 60 s).
#
# Builds the `fuzz` preset if needed, then runs fuzz_reader on a scratch copy
# of tests/fuzz/corpus/ (new inputs stay out of the checkout). Exits non-zero
# when the fuzzer finds a crash, a sanitizer report or a broken property; the
# input that did it is saved under build/fuzz/artifacts/. Make it a regression
# case by copying it into tests/fuzz/corpus/ (replayed by the unit tests).
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
seconds=${1:-60}
build="$root/build/fuzz"
exe="$build/tests/fuzz/fuzz_reader"
if [ ! -x "$exe" ] || [ -n "${SUDOKU_FUZZ_REBUILD:-}" ]; then
  (cd "$root" && cmake --preset fuzz >/dev/null && cmake --build build/fuzz --target fuzz_reader)
fi
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM
mkdir -p "$build/artifacts"
cp "$root"/tests/fuzz/corpus/* "$scratch"/
# -max_len: bigger than any grid, small enough to stay fast; -timeout: one
# input may take at most 10 s; -rss_limit_mb keeps a leak from taking the machine.
"$exe" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
  -print_final_stats=1 -artifact_prefix="$build/artifacts/" "$scratch"
echo "run-fuzz: no crash in ${seconds} s"
