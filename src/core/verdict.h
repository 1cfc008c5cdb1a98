// verdict.h - what a puzzle is before anyone plays or rates it.
//
// One judgement for the CLI and the app, in this order:
//  1. two givens clash in a unit: kInvalid, `why` names them ("r1c2 and r1c7
//     are both 5", the first clash by units in order rows, columns, boxes and
//     cells in reading order) and `clash` holds the two cells;
//  2. otherwise the exact solver looks for up to `limit` solutions, from the
//     pencil marks when the puzzle has them (a solution must then agree with
//     every cell's candidates): none is kNoSolution, one kUnique, more
//     kMultiple.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "core/format.h"
#include "core/grid.h"

namespace sudoku {

/// Two placed digits that are equal in one unit.
struct Clash {
  std::uint8_t first = 0;   ///< the earlier cell (reading order within the unit)
  std::uint8_t second = 0;  ///< the later cell
  std::uint8_t digit = 0;
};

/// The first clash of `grid` in the order of step 1 above, or nullopt.
std::optional<Clash> find_clash(const Grid& grid);
/// "r1c2 and r1c7 are both 5".
std::string clash_text(const Clash& clash);

enum class Outcome : std::uint8_t { kUnique, kNoSolution, kMultiple, kInvalid };

struct Verdict {
  Outcome outcome = Outcome::kInvalid;
  /// Solutions found, at most the limit asked for (0 when invalid or none).
  int count = 0;
  /// The solution when unique; with several, the first one found.
  Grid solution{};
  /// Set when invalid: the clashing givens.
  std::optional<Clash> clash;
  /// Why invalid, naming the cells: "r1c2 and r1c7 are both 5"; else empty.
  std::string why;

  bool unique() const { return outcome == Outcome::kUnique; }
  /// Unique or several: the puzzle can be played.
  bool solvable() const { return outcome == Outcome::kUnique || outcome == Outcome::kMultiple; }
};

/// Judges givens, or a board of pencil marks (`marks`, whose placed digits
/// must be `givens`), looking for up to `limit` solutions (limit >= 1;
/// limit >= 2 tells unique from multiple).
Verdict judge(const Grid& givens, const Board* marks = nullptr, int limit = 2);
/// Judges a puzzle as read: from its pencil marks when it has them.
Verdict judge(const Puzzle& puzzle, int limit = 2);

/// One line: "unique", "no solution", "multiple solutions (at least N)" or
/// "invalid: <why>".
std::string describe(const Verdict& verdict);

/// The board the logic starts from: the puzzle's pencil marks, or its givens
/// with every candidate the givens allow.
Board start_board(const Puzzle& puzzle);

}  // namespace sudoku
