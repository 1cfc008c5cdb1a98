#include "app/model/timeline.h"

namespace sudoku::app {

void apply_event(SolveReplay& state, const logic::TraceEvent& event) {
  switch (event.kind) {
    case logic::EventKind::kStep:
      logic::apply_step(state.board, event.step);
      return;
    case logic::EventKind::kGuess: {
      state.open_guesses.push_back(state.board);
      logic::Step place;
      place.placements.push_back({event.cell, event.digit});
      logic::apply_step(state.board, place);
      return;
    }
    case logic::EventKind::kBacktrack:
      if (!state.open_guesses.empty()) {
        state.board = std::move(state.open_guesses.back());
        state.open_guesses.pop_back();
      }
      if (event.cell < kCells && event.digit >= 1 && event.digit <= 9) {
        Mask& m = state.board.candidates[event.cell];
        m = static_cast<Mask>(m & ~digit_bit(event.digit));
      }
      return;
    case logic::EventKind::kSolved:
    case logic::EventKind::kStuck:
      return;
  }
}

}  // namespace sudoku::app
