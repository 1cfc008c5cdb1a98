// game_hint.cpp - the hint ladder's commands (state in hint_ladder.h).
#include "app/model/game.h"
#include "core/logic/engine.h"

namespace sudoku::app {

bool Game::apply_hint(double now) {
  const logic::Step* step = hint_.step();
  if (!step || phase_ != Phase::kPlay) return false;
  Cells next = cells_;
  auto ok = [](int cell, int digit) { return cell >= 0 && cell < kCells && digit >= 1 && digit <= 9; };
  for (auto c : step->clears) {
    if (c < kCells && next[c].given == 0) next[c].value = 0;
  }
  for (const auto& k : step->restores) {
    if (ok(k.cell, k.digit)) next[k.cell].marks = static_cast<Mask>(next[k.cell].marks | digit_bit(k.digit));
  }
  if (!step->eliminations.empty() && !candidates_complete()) {
    // The step talks about candidates the board does not show: show them
    // all first, so the removals read as part of a whole candidate grid.
    for (int c = 0; c < kCells; ++c) {
      if (next[c].value == 0) next[c].marks = candidates(c);
    }
  }
  for (const auto& k : step->eliminations) {
    if (!ok(k.cell, k.digit) || next[k.cell].value != 0) continue;
    next[k.cell].marks = static_cast<Mask>(next[k.cell].marks & ~digit_bit(k.digit));
  }
  for (const auto& k : step->placements) {
    if (!ok(k.cell, k.digit) || next[k.cell].given != 0) continue;
    next[k.cell].value = k.digit;
    if (settings_.auto_remove_marks) remove_from_peers(next, k.cell, k.digit);
  }
  const bool changed = commit(ActionKind::kHint, next, now);
  if (!changed) hint_.reset();
  return changed;
}

}  // namespace sudoku::app
