// verdict.cpp - solving one read puzzle and naming the outcome.
#include "cli/commands.h"
#include "core/format.h"

namespace sudoku::cli {

Verdict judge(const Puzzle& puzzle, int limit) {
  Verdict v;
  v.why = describe_conflict(puzzle.givens);
  if (!v.why.empty()) return v;
  v.result = puzzle.marks ? solve(*puzzle.marks, limit) : solve(puzzle.givens, limit);
  v.outcome = v.result.count == 0   ? Outcome::kNoSolution
              : v.result.count == 1 ? Outcome::kUnique
                                    : Outcome::kMultiple;
  return v;
}

std::string describe(const Verdict& verdict) {
  switch (verdict.outcome) {
    case Outcome::kUnique:
      return {};
    case Outcome::kNoSolution:
      return "no solution";
    case Outcome::kMultiple:
      return "multiple solutions (at least " + std::to_string(verdict.result.count) + ")";
    case Outcome::kInvalid:
      return "invalid: " + verdict.why;
  }
  return {};
}

}  // namespace sudoku::cli
