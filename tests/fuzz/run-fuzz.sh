#!/usr/bin/env bash
# run-fuzz.sh [SECONDS] [TARGET...] - runs libFuzzer targets for a bounded
# time each (default 45 s; targets: reader logic generator save link, default
# all), SUDOKU_FUZZ_JOBS at a time (default: the number of cores).
#
# Builds the `fuzz` preset if needed, then runs each fuzz_<target> on a
# scratch copy of tests/fuzz/corpus/<target>/ (new inputs stay out of the
# checkout), with tests/fuzz/<target>.dict when there is one. Prints one line
# per target ("run-fuzz: PASS reader, 60 s, 41234 runs" or "run-fuzz: FAIL
# ..." with the end of its log) and exits non-zero when any target found a
# crash, a sanitizer report or a broken property; the input that did it is
# saved as build/fuzz/artifacts/<target>-crash-*. Make it a regression case
# by copying it into tests/fuzz/corpus/<target>/ (replayed by the unit tests);
# see tests/fuzz/README.md.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
seconds=${1:-45}
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(reader logic generator save link)
jobs=${SUDOKU_FUZZ_JOBS:-$(nproc)}
build="$root/build/fuzz"
for t in "${targets[@]}"; do
  if [ ! -d "$root/tests/fuzz/corpus/$t" ]; then
    echo "run-fuzz: unknown target '$t' (no tests/fuzz/corpus/$t/)" >&2
    exit 2
  fi
  if [ ! -x "$build/tests/fuzz/fuzz_$t" ] || [ -n "${SUDOKU_FUZZ_REBUILD:-}" ]; then
    (cd "$root" && cmake --preset fuzz >/dev/null && cmake --build build/fuzz --target fuzz_all)
  fi
done
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT INT TERM
mkdir -p "$build/artifacts"

# The longest input worth trying per target (its format's size, or a few
# grids of text); longer inputs only slow the search down.
max_len() {
  case $1 in
    logic) echo 164 ;;      # flags, seed, 81 two-byte cells
    generator) echo 9 ;;    # flags and an 8-byte seed
    link) echo 512 ;;       # the longest link is 370 characters
    *) echo 8192 ;;         # reader text, saved-game JSON
  esac
}

# run_one TARGET: fuzzes one target; writes $scratch/TARGET.log and .status.
run_one() {
  local t=$1 dict=() status=PASS
  mkdir -p "$scratch/$t"
  cp "$root/tests/fuzz/corpus/$t/"* "$scratch/$t/"
  [ -f "$root/tests/fuzz/$t.dict" ] && dict=(-dict="$root/tests/fuzz/$t.dict")
  # -timeout: one input may take at most 60 s (a hang otherwise; a long
  # logic walk takes a fifth of a second natively, up to 15 s under the
  # sanitizers on a busy 2-core machine);
  # -rss_limit_mb keeps a leak from taking the machine.
  "$build/tests/fuzz/fuzz_$t" -max_total_time="$seconds" -timeout=60 -rss_limit_mb=2048 \
    -max_len="$(max_len "$t")" "${dict[@]}" -print_final_stats=1 \
    -artifact_prefix="$build/artifacts/$t-" "$scratch/$t" >"$scratch/$t.log" 2>&1 || status=FAIL
  echo "$status" >"$scratch/$t.status"
}

running=0
for t in "${targets[@]}"; do
  if [ "$running" -ge "$jobs" ]; then
    wait -n || true
    running=$((running - 1))
  fi
  run_one "$t" &
  running=$((running + 1))
done
wait

failed=0
for t in "${targets[@]}"; do
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$scratch/$t.log")
  if [ "$(cat "$scratch/$t.status" 2>/dev/null)" = PASS ]; then
    echo "run-fuzz: PASS $t, ${seconds} s, ${runs:-?} runs"
  else
    failed=$((failed + 1))
    echo "run-fuzz: FAIL $t (crash input: build/fuzz/artifacts/$t-*); the end of its log:"
    grep -v -E '^#[0-9]+ +(NEW|REDUCE|pulse|RELOAD)|^\s+NEW_FUNC' "$scratch/$t.log" | tail -n 40
  fi
done
[ "$failed" -eq 0 ]
