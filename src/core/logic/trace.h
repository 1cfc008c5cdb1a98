// trace.h - the solve path: every step from a board to the solution, and,
// when the allowed techniques run out, the guesses and backtracks of a search
// (for the animated solve and for rating).
#pragma once

#include <vector>

#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/step.h"

namespace sudoku::logic {

enum class EventKind : std::uint8_t {
  kStep,       // a logical step (`step`)
  kGuess,      // `cell` is tried as `digit` (depth = nesting after the guess)
  kBacktrack,  // the guess `cell`=`digit` led to a contradiction and is undone
  kSolved,     // the board is full and consistent
  kStuck,      // no allowed technique applies and guessing is not allowed
};

struct TraceEvent {
  EventKind kind = EventKind::kStep;
  Step step;               // for kStep
  std::uint8_t cell = 0;   // for kGuess, kBacktrack
  std::uint8_t digit = 0;  // for kGuess, kBacktrack
  int depth = 0;           // number of open guesses when the event happened
};

struct Trace {
  std::vector<TraceEvent> events;
  bool solved = false;
  /// Some guess was needed (logic alone did not finish).
  bool guessed = false;
  /// False when options.max_steps stopped the walk early: the trace then has
  /// no closing kSolved/kStuck event and final_board is where it stopped.
  bool complete = true;
  /// The board at the end (the solution when solved).
  Board final_board{};
};

/// Walks from `board` to the solution: repeatedly the first step of
/// detail::find_steps with options.techniques (board checks are not made:
/// the board is assumed sound); when none applies and options.allow_guess,
/// guesses a digit in an empty cell with the fewest candidates (digits in
/// increasing order), goes on with logic, and backtracks on a contradiction,
/// removing the failed digit. Uniqueness techniques are used when
/// options.solution is given with options.unique, or when the board's digits
/// have exactly one solution (the path solves once to find out).
Trace solve_path(const Board& board, const Options& options = {});

}  // namespace sudoku::logic
