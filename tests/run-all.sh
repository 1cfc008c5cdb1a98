#!/usr/bin/env bash
# run-all.sh - builds native, sanitizer and web targets and runs every suite:
# unit (Catch2 via ctest, includes CLI tests), asan (the same under
# AddressSanitizer + UBSan), wasm (the WebAssembly solver under node), fuzz
# (libFuzzer for a bounded time) and browser (Playwright + Chromium).
# Ends with one summary line per suite and a total "N passed, N failed".
# Called by `./emsdk-setup.sh test`; assumes the set-up has run.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
logs="$root/build/test-logs"
mkdir -p "$logs"
jobs=$(nproc)
fuzz_seconds=${SUDOKU_FUZZ_SECONDS:-60}

declare -A passed failed status
suites=()

# record NAME PASSED FAILED OK: one suite's result.
record() {
  suites+=("$1"); passed[$1]=$2; failed[$1]=$3; status[$1]=$4
}

# ctest_counts LOG -> "passed failed" from ctest's summary line.
ctest_counts() {
  local line total fails
  line=$(grep -E '[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$1" | tail -n 1)
  if [ -z "$line" ]; then echo "0 1"; return; fi
  fails=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/' <<<"$line")
  total=$(sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\2/' <<<"$line")
  echo "$((total - fails)) $fails"
}

# node_counts LOG -> "passed failed" from node's test runner summary.
node_counts() {
  local p f
  p=$(grep -E '^# pass [0-9]+' "$1" | tail -n 1 | awk '{print $3}')
  f=$(grep -E '^# fail [0-9]+' "$1" | tail -n 1 | awk '{print $3}')
  echo "${p:-0} ${f:-1}"
}

step() { echo "== $*"; }

run_ctest_suite() {  # NAME BUILD_DIR
  local name=$1 dir=$2 log="$logs/$1.log" ok=ok
  ctest --test-dir "$dir" -j"$jobs" --output-on-failure >"$log" 2>&1 || ok=FAIL
  read -r p f < <(ctest_counts "$log")
  [ "$ok" = ok ] || tail -n 40 "$log"
  record "$name" "$p" "$f" "$ok"
}

build() {  # PRESET
  local log="$logs/build-$1.log"
  step "build $1"
  if ! { cmake --preset "$1" >"$log" 2>&1 && cmake --build --preset "$1" -j"$jobs" >>"$log" 2>&1; }; then
    tail -n 60 "$log"
    echo "build of preset '$1' failed (full log: $log)"
    return 1
  fi
}

start=$(date +%s)
build_failures=0
build native || { record build-native 0 1 FAIL; build_failures=1; }
if [ $build_failures -eq 0 ]; then
  step "unit + CLI tests (native)"
  run_ctest_suite unit build/native
fi

if build web; then
  step "WebAssembly solver under node"
  log="$logs/wasm.log"
  if node --no-experimental-fetch build/web/src/bench/sudoku-bench.js --min-seconds 0.2 --limit 2 \
       tests/data/solver_17clue.txt tests/data/solver_top1465.txt >"$log" 2>&1; then
    record wasm "$(grep -c puzzles "$log")" 0 ok
  else
    cat "$log"; record wasm 0 1 FAIL
  fi
  step "browser tests (Chromium)"
  log="$logs/browser.log"
  (cd tests/browser && SUDOKU_SITE_DIR="$root/build/web/site" SUDOKU_SHOT_DIR="$root/build/screenshots" \
     node --test --test-concurrency=2 --test-reporter=tap ./*.test.mjs) >"$log" 2>&1
  rc=$?
  read -r p f < <(node_counts "$log")
  [ $rc -eq 0 ] || { grep -E '^not ok|error|Error' "$log" | head -n 40; }
  record browser "$p" "$f" "$([ $rc -eq 0 ] && echo ok || echo FAIL)"
else
  record build-web 0 1 FAIL
fi

if build asan; then
  step "unit + CLI tests under AddressSanitizer + UBSan"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    run_ctest_suite asan build/asan
else
  record build-asan 0 1 FAIL
fi

if [ -x tests/fuzz/run-fuzz.sh ]; then
  if build fuzz; then
    step "fuzzing the reader and solver for ${fuzz_seconds}s"
    log="$logs/fuzz.log"
    if tests/fuzz/run-fuzz.sh build/fuzz "$fuzz_seconds" >"$log" 2>&1; then record fuzz 1 0 ok
    else tail -n 40 "$log"; record fuzz 0 1 FAIL; fi
  else
    record build-fuzz 0 1 FAIL
  fi
fi

total_p=0; total_f=0; any_fail=0
echo
echo "Summary ($(( $(date +%s) - start )) s; logs in build/test-logs, screenshots in build/screenshots):"
for s in "${suites[@]}"; do
  printf '  %-8s %s: %d passed, %d failed\n' "$s" "${status[$s]}" "${passed[$s]}" "${failed[$s]}"
  total_p=$((total_p + passed[$s])); total_f=$((total_f + failed[$s]))
  [ "${status[$s]}" = ok ] || any_fail=1
done
[ $any_fail -eq 0 ] || [ $total_f -gt 0 ] || total_f=1
echo "$total_p passed, $total_f failed"
[ $any_fail -eq 0 ] && [ $total_f -eq 0 ]
