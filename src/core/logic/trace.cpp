// trace.cpp - the solve path: logic first, then guess and backtrack.
#include "core/logic/trace.h"

#include "core/solver.h"

namespace sudoku::logic {
namespace {

struct Walker {
  const Options& options;
  bool unique;
  Trace& trace;
  int steps = 0;
  bool paused = false;

  // Logic until stuck, solved or contradictory; then guesses if allowed.
  // Returns true when `board` ends solved.
  bool walk(Board& board, int depth) {
    while (true) {
      if (is_contradictory(board)) return false;
      if (is_filled(board)) return true;
      if (depth == 0 && options.max_steps > 0 && steps >= options.max_steps) {
        paused = true;
        return false;
      }
      std::vector<Step> found = detail::find_steps(board, options.techniques, unique, options.order, false);
      if (!found.empty()) {
        apply_step(board, found.front());
        ++steps;
        trace.events.push_back({EventKind::kStep, std::move(found.front()), 0, 0, depth});
        continue;
      }
      if (!options.allow_guess) return false;
      // Guess in an empty cell with the fewest candidates.
      const int best = detail::guess_cell(board);
      const auto cell = static_cast<std::uint8_t>(best);
      const int d = first_digit(board.candidates[cell]);
      trace.guessed = true;
      trace.events.push_back({EventKind::kGuess, Step{}, cell, static_cast<std::uint8_t>(d), depth + 1});
      Board trial = board;
      Step place;
      place.technique = Technique::kGuess;
      place.placements.push_back({cell, static_cast<std::uint8_t>(d)});
      apply_step(trial, place);
      if (walk(trial, depth + 1)) {
        board = trial;
        return true;
      }
      trace.events.push_back({EventKind::kBacktrack, Step{}, cell, static_cast<std::uint8_t>(d), depth});
      // The digit failed: remove it and go on with logic at this level.
      board.candidates[cell] = static_cast<Mask>(board.candidates[cell] & ~digit_bit(d));
    }
  }
};

}  // namespace

Trace solve_path(const Board& board, const Options& options) {
  Trace trace;
  bool unique = false;
  if (options.solution) {
    unique = options.unique;
  } else {
    unique = solve(grid_of(board), 2).count == 1;
  }
  Walker w{options, unique, trace};
  Board b = board;
  trace.solved = w.walk(b, 0);
  trace.final_board = b;
  trace.complete = !w.paused;
  if (trace.complete) trace.events.push_back({trace.solved ? EventKind::kSolved : EventKind::kStuck, Step{}, 0, 0, 0});
  return trace;
}

}  // namespace sudoku::logic
