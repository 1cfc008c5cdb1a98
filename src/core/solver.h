// solver.h - the fast exact solver: solve, count and list solutions.
//
// One solver serves the CLI, the app and the benchmarks. It never allocates
// per puzzle. (The design note on its data layout is in solver.cpp.)
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.h"

namespace sudoku {

struct SolveResult {
  /// Solutions found, at most the limit asked for. 0: no solution (or
  /// conflicting givens); 1 with limit >= 2: unique.
  int count = 0;
  /// Guesses made: alternatives tried where propagation left a choice (where
  /// a digit goes in a band or stack, or failing that a digit for a cell);
  /// every alternative tried counts, the last one too.
  std::uint64_t guesses = 0;
  /// The first solution found (meaningful when count >= 1).
  Grid solution{};
};

/// Searches `puzzle` for up to `limit` solutions (limit >= 1). Conflicting
/// givens answer count 0 at once.
SolveResult solve(const Grid& puzzle, int limit = 1);

/// Same, starting from a board whose candidates may already be narrowed
/// (e.g. a pencil-mark grid): a cell's digit must be among its candidates.
SolveResult solve(const Board& board, int limit = 1);

/// Appends up to `limit` solutions of `puzzle` to `out`; returns how many were found.
int list_solutions(const Grid& puzzle, int limit, std::vector<Grid>& out);
/// Same for a board whose candidates may be narrowed (a pencil-mark grid).
int list_solutions(const Board& board, int limit, std::vector<Grid>& out);

}  // namespace sudoku
