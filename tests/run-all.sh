#!/usr/bin/env bash
# run-all.sh - builds native, sanitizer and web targets and runs every suite:
# unit (Catch2 via ctest, includes CLI tests), asan (the same under
# AddressSanitizer + UBSan), wasm (the WebAssembly solver and generator under
# node, the generator compared with the native CLI), fuzz (five libFuzzer
# targets for a bounded time each), browser (Playwright + Chromium) and
# format (every C++ file as .clang-format says, tests/check-format.sh).
# Ends with one summary line per suite and a total "N passed, N failed".
# Called by `./emsdk-setup.sh test`; assumes the set-up has run.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
export NODE_PATH=${NODE_PATH:-/usr/share/nodejs}
# ccache hits across clones in different folders (CI builds a fresh clone).
export CCACHE_BASEDIR="$root" CCACHE_NOHASHDIR=1
logs="$root/build/test-logs"
mkdir -p "$logs"
jobs=$(nproc)
# Each fuzz target runs this long, two at a time (tests/fuzz/run-fuzz.sh).
fuzz_seconds=${SUDOKU_FUZZ_SECONDS:-45}

# Each suite runs in the background as soon as its build is done, and
# writes "PASSED FAILED STATUS" to $logs/NAME.result; builds run one after
# another (each with all cores), so the machine stays busy throughout.
order=()
result() { echo "$2 $3 $4" >"$logs/$1.result"; }

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

step() { echo "== $(date +%T) $*"; }

suite_ctest() {  # NAME BUILD_DIR
  local name=$1 dir=$2 log="$logs/$1.log" ok=ok p f
  ctest --test-dir "$dir" -j"$jobs" --output-on-failure >"$log" 2>&1 || ok=FAIL
  read -r p f < <(ctest_counts "$log")
  result "$name" "$p" "$f" "$ok"
}

suite_web() {
  local log="$logs/wasm.log" p f rc solver_ok=ok
  # The WebAssembly solver under node: the benchmark's warm-up checks every
  # solution of the committed slices (and counts solutions with --limit 2).
  if node --no-experimental-fetch build/web/src/bench/sudoku-bench.js --min-seconds 0.2 --limit 2 \
       tests/data/solver_17_clue.txt tests/data/solver_top1465.txt tests/data/solver_forum_hardest_1905.txt >"$log" 2>&1; then
    p=$(grep -c 'solver_' "$log"); f=0
  else
    p=0; f=1; solver_ok=FAIL
  fi
  # The generator in WebAssembly gives the native CLI's puzzles (one count
  # per case; needs the native build, which is done before the web one).
  tests/wasm/compare-generate.sh >>"$log" 2>&1
  p=$((p + $(grep -c '^same: ' "$log"))); f=$((f + $(grep -c '^DIFF: ' "$log")))
  result wasm "$p" "$f" "$([ "$solver_ok" = ok ] && [ "$f" -eq 0 ] && echo ok || echo FAIL)"
  log="$logs/browser.log"
  browser_tests "$log"
  rc=$?
  read -r p f < <(node_counts "$log")
  # A test that failed is run once more on its own, after the others. If
  # every one passes then, the suite passes, and the summary names each as
  # flaky with its first failure (a test that fails twice fails the suite).
  local names pattern rp rf
  names=$(node tests/browser/failed-tests.mjs names "$log")
  if [ $rc -ne 0 ] && [ -n "$names" ] && [ "$f" -le 3 ]; then
    pattern=$(node tests/browser/failed-tests.mjs pattern "$log")
    browser_tests "$logs/browser-again.log" --test-name-pattern="$pattern"
    read -r rp rf < <(node_counts "$logs/browser-again.log")
    if [ "$rf" -eq 0 ] && [ "$rp" -eq "$(grep -c . <<<"$names")" ]; then
      node tests/browser/failed-tests.mjs details "$log" >"$logs/browser.flaky"
      p=$((p + rp)); f=0; rc=0
    fi
  fi
  result browser "$p" "$f" "$([ $rc -eq 0 ] && echo ok || echo FAIL)"
}

browser_tests() {  # LOG [node --test options]
  local log=$1; shift
  (cd tests/browser && SUDOKU_SITE_DIR="$root/build/web/site" SUDOKU_SHOT_DIR="$root/build/screenshots" \
     SUDOKU_CLI="$root/build/native/src/cli/sudoku" \
     node --test --test-concurrency=2 --test-timeout=900000 --test-reporter=tap "$@" ./*.test.mjs) >"$log" 2>&1
}

suite_fuzz() {  # one count per target: run-fuzz.sh prints "run-fuzz: PASS|FAIL <target>"
  local ok=ok p f
  tests/fuzz/run-fuzz.sh "$fuzz_seconds" >"$logs/fuzz.log" 2>&1 || ok=FAIL
  p=$(grep -c '^run-fuzz: PASS' "$logs/fuzz.log")
  f=$(grep -c '^run-fuzz: FAIL' "$logs/fuzz.log")
  [ "$ok" = ok ] || [ "$f" -gt 0 ] || f=1
  result fuzz "$p" "$f" "$ok"
}

build() {  # PRESET
  local log="$logs/build-$1.log"
  step "build $1"
  if ! { cmake --preset "$1" >"$log" 2>&1 && cmake --build --preset "$1" -j"$jobs" >>"$log" 2>&1; }; then
    tail -n 60 "$log"
    echo "build of preset '$1' failed (full log: $log)"
    result "build-$1" 0 1 FAIL
    order+=("build-$1")
    return 1
  fi
}

rm -f "$logs"/*.result "$logs"/*.flaky
start=$(date +%s)
pids=()
step "format (clang-format --dry-run over every C++ file)"
fmt_ok=ok
tests/check-format.sh >"$logs/format.log" 2>&1 || fmt_ok=FAIL
fmt_files=$(sed -n 's/^format: \([0-9]*\) files, \([0-9]*\) not formatted$/\1 \2/p' "$logs/format.log")
read -r fmt_all fmt_bad <<<"${fmt_files:-0 1}"
result format "$((fmt_all - fmt_bad))" "$fmt_bad" "$fmt_ok"
order+=(format)
if build native; then
  step "unit + CLI tests (native) in the background"
  suite_ctest unit build/native & pids+=($!); order+=(unit)
fi
if build web; then
  step "WebAssembly and browser tests in the background"
  suite_web & pids+=($!); order+=(wasm browser)
fi
if build asan; then
  step "unit + CLI tests under AddressSanitizer + UBSan in the background"
  ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    suite_ctest asan build/asan & pids+=($!); order+=(asan)
fi
step "build fuzz (the libFuzzer targets only)"
if { cmake --preset fuzz >"$logs/build-fuzz.log" 2>&1 &&
     cmake --build build/fuzz --target fuzz_all -j"$jobs" >>"$logs/build-fuzz.log" 2>&1; }; then
  step "fuzzing reader, logic, generator, save and link for ${fuzz_seconds}s each in the background"
  suite_fuzz & pids+=($!); order+=(fuzz)
else
  tail -n 60 "$logs/build-fuzz.log"; result build-fuzz 0 1 FAIL; order+=(build-fuzz)
fi
step "waiting for the suites"
wait "${pids[@]}" 2>/dev/null

total_p=0; total_f=0; any_fail=0
echo
echo "Summary ($(( $(date +%s) - start )) s; logs in build/test-logs, screenshots in build/screenshots):"
for s in "${order[@]}"; do
  if [ -f "$logs/$s.result" ]; then read -r p f st <"$logs/$s.result"; else p=0; f=1; st=FAIL; fi
  if [ "$st" != ok ]; then
    any_fail=1
    echo "--- $s failed; the end of its log:"
    tail -n 30 "$logs/$s.log" 2>/dev/null
    [ "$s" != browser ] || { echo "--- the browser tests that failed:"; node tests/browser/failed-tests.mjs details "$logs/browser.log"; }
  fi
  if [ -s "$logs/$s.flaky" ]; then
    echo "--- $s: failed once, then passed when run again on its own (flaky; fix it):"
    cat "$logs/$s.flaky"
  fi
  printf '  %-8s %-4s %d passed, %d failed\n' "$s" "$st" "$p" "$f"
  total_p=$((total_p + p)); total_f=$((total_f + f))
done
[ $any_fail -eq 0 ] || [ $total_f -gt 0 ] || total_f=1
echo "$total_p passed, $total_f failed"
[ $any_fail -eq 0 ] && [ $total_f -eq 0 ]
