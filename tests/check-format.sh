#!/usr/bin/env bash
# check-format.sh - every C++ file of the repository is formatted as
# .clang-format says (Debian's clang-format; `clang-format -i FILE` fixes
# one). Prints one line per file that is not, then "format: N files, M not
# formatted"; exits 1 when any is not. Generated data (the classifier's
# weights) is left out. Called by tests/run-all.sh.
set -uo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
command -v clang-format >/dev/null || { echo "check-format: clang-format not found (run ./emsdk-setup.sh)"; exit 2; }
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  mapfile -t files < <(git ls-files '*.cpp' '*.h' '*.cc' '*.hpp')
else
  mapfile -t files < <(find src tests -name '*.cpp' -o -name '*.h' | sort)
fi
checked=0
bad=0
for f in "${files[@]}"; do
  case $f in src/vision/weights.cpp) continue ;; esac
  [ -f "$f" ] || continue
  checked=$((checked + 1))
  if ! clang-format --dry-run --Werror "$f" >/dev/null 2>&1; then
    echo "not formatted: $f (clang-format -i $f)"
    bad=$((bad + 1))
  fi
done
echo "format: $checked files, $bad not formatted"
[ "$bad" -eq 0 ]
