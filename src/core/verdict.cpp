// verdict.cpp - judging a puzzle: clashing givens, then the exact solver.
#include "core/verdict.h"

#include <array>

#include "core/solver.h"

namespace sudoku {

std::optional<Clash> find_clash(const Grid& grid) {
  for (const auto& unit : kUnitCells) {
    std::array<int, 10> seen{-1, -1, -1, -1, -1, -1, -1, -1, -1, -1};
    for (const int cell : unit) {
      const int d = grid.cells[static_cast<std::size_t>(cell)];
      if (d < 1 || d > 9) continue;
      int& first = seen[static_cast<std::size_t>(d)];
      if (first >= 0) {
        return Clash{static_cast<std::uint8_t>(first), static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(d)};
      }
      first = cell;
    }
  }
  return std::nullopt;
}

std::string clash_text(const Clash& clash) {
  return cell_name(clash.first) + " and " + cell_name(clash.second) + " are both " + std::to_string(clash.digit);
}

Verdict judge(const Grid& givens, const Board* marks, int limit) {
  Verdict v;
  v.clash = find_clash(givens);
  if (v.clash) {
    v.why = clash_text(*v.clash);
    return v;
  }
  const SolveResult r = marks ? solve(*marks, limit) : solve(givens, limit);
  v.count = r.count;
  v.solution = r.solution;
  v.outcome = r.count == 0 ? Outcome::kNoSolution : r.count == 1 ? Outcome::kUnique : Outcome::kMultiple;
  return v;
}

Verdict judge(const Puzzle& puzzle, int limit) {
  return judge(puzzle.givens, puzzle.marks ? &*puzzle.marks : nullptr, limit);
}

std::string describe(const Verdict& verdict) {
  switch (verdict.outcome) {
    case Outcome::kUnique:
      return "unique";
    case Outcome::kNoSolution:
      return "no solution";
    case Outcome::kMultiple:
      return "multiple solutions (at least " + std::to_string(verdict.count) + ")";
    case Outcome::kInvalid:
      return "invalid: " + verdict.why;
  }
  return {};
}

Board start_board(const Puzzle& puzzle) { return puzzle.marks ? *puzzle.marks : board_from_grid(puzzle.givens); }

}  // namespace sudoku
