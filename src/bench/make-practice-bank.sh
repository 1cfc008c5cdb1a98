#!/bin/sh
# src/bench/make-practice-bank.sh [--seed S] [--strict-tries T] SUDOKU [N] [KEY...] > web/practice.txt
#
# The practice bank the app fetches on first use: for every technique that
# `SUDOKU techniques` marks practisable (or only the KEYs given), N puzzles
# (default 50) made by `SUDOKU generate --technique KEY --seed S --rate` for
# seeds S, S+1, ... (S is 1 unless --seed gives it; a seed whose generation
# gives up is skipped), one line each: "<key> <level 1-5> <81 characters>"
# (the level as the rater gives it, 1 Easy .. 5 Extreme). The same SUDOKU
# build and start seed give the same file. On stderr, after each technique,
# "KEY: M puzzles, seeds S..T": a later run with --seed T+1 continues where
# this one stopped (its puzzles are new unless two seeds give the same one;
# keep one of each when adding them to the bank). --strict-tries T is passed
# on to `generate`: the attempts at the technique as the first step past
# the singles before any path of singles, the technique and its rivals will
# do (0: such a path from the start, for the rarest techniques).
# Rare techniques take long (minutes to hours each): run it at
# `nice -n 19`, a technique per process if cores are free.
set -eu
first=1
strict=
while [ $# -ge 2 ]; do
  case $1 in
    --seed) first=$2 ;;
    --strict-tries) strict=$2 ;;
    *) break ;;
  esac
  shift 2
done
case $first in '' | *[!0-9]*)
  echo "make-practice-bank.sh: --seed takes a whole number, not '$first'" >&2
  exit 2
  ;;
esac
case ${strict:-0} in '' | *[!0-9]*)
  echo "make-practice-bank.sh: --strict-tries takes a whole number, not '$strict'" >&2
  exit 2
  ;;
esac
sudoku=$1
n=${2:-50}
[ $# -ge 2 ] && shift 2 || shift 1
keys=$*
[ -n "$keys" ] || keys=$("$sudoku" techniques | awk -F '\t' '$5 == "yes" { print $1 }')
echo "# Practice puzzles, made by src/bench/make-practice-bank.sh: <technique key> <level 1-5> <puzzle>"
for key in $keys; do
  made=0
  seed=$first
  report() { echo "$key: $made puzzles, seeds $first..$((seed - 1))" >&2; }
  trap 'report; exit 130' INT TERM
  while [ "$made" -lt "$n" ]; do
    if p=$("$sudoku" generate --technique "$key" --seed "$seed" ${strict:+--strict-tries "$strict"} --rate 2>/dev/null); then
      echo "$p" | awk -v key="$key" '{
        split("Easy Medium Hard Expert Extreme", names, " ")
        for (i = 1; i <= 5; i++) if ($3 == names[i]) print key, i, $1
      }'
      made=$((made + 1))
    fi
    seed=$((seed + 1))
  done
  report
done
