// session_scene.cpp - Session::scene(): what the board shows this frame.
//
// Three sources, one picture: the game (digits, marks, colours and the
// player's highlights), the hint shown at its ladder level, or the animated
// solve's board at the timeline's position with the last event's overlay.
#include <algorithm>
#include <cmath>

#include "app/model/session.h"

namespace sudoku::app {

namespace {

constexpr double kSweepSeconds = 1.6;  // the completion sweep after a solve

/// A step's overlay: its units, cause and the changes it makes.
void overlay_step(BoardScene& scene, const logic::Step& step, bool cause, bool changes) {
  for (auto u : step.units) {
    if (u >= kUnits) continue;
    for (int c : kUnitCells[u]) scene.flags[c] |= kCellRegion;
  }
  if (cause) {
    for (auto c : step.cause_cells) scene.flags[c % kCells] |= kCellCause;
    for (std::size_t i = 0; i < step.cause.size(); ++i) {
      const logic::Candidate k = step.cause[i];
      scene.cause_marks[k.cell % kCells] |= digit_bit(k.digit);
      static_assert(BoardScene::kFinPaint == logic::Step::kFinColour);
      if (i < step.cause_colours.size() && k.digit >= 1 && k.digit <= 9) {
        scene.cause_colours[k.cell % kCells][k.digit - 1u] = step.cause_colours[i];
      }
    }
  }
  if (!changes) return;
  for (const auto& k : step.placements) {
    const int c = k.cell % kCells;
    scene.flags[c] |= kCellTarget | kCellPlaced;
    if (scene.values[c] == 0) {
      scene.values[c] = k.digit;
      scene.marks[c] = 0;
    }
  }
  for (const auto& k : step.eliminations) {
    const int c = k.cell % kCells;
    scene.flags[c] |= kCellTarget;
    scene.removed_marks[c] |= digit_bit(k.digit);
    scene.marks[c] = static_cast<Mask>(scene.marks[c] & ~digit_bit(k.digit));
  }
  for (auto c : step.clears) scene.flags[c % kCells] |= kCellTarget | kCellMistake;
  for (const auto& k : step.restores) {
    const int c = k.cell % kCells;
    scene.flags[c] |= kCellTarget;
    scene.cause_marks[c] |= digit_bit(k.digit);
    scene.marks[c] |= digit_bit(k.digit);
  }
}

}  // namespace

BoardScene Session::scene() const {
  BoardScene scene;
  const double t = now();
  const bool motion = !game_.settings().reduced_motion;
  for (int c = 0; c < kCells; ++c) scene.given[c] = game_.is_given(c);

  if (solve_.solving) {
    const Board& board = solve_.timeline.state().board;
    for (int c = 0; c < kCells; ++c) {
      scene.values[c] = board.values[c];
      scene.marks[c] = board.values[c] ? 0 : board.candidates[c];
    }
    const double since = t - solve_.step_changed_at;
    const double step_time =
        std::isfinite(solve_.timeline.speed()) ? std::min(1.0, 0.8 / solve_.timeline.speed()) : 0.0;
    scene.removed_fade = motion && step_time > 0.0 ? static_cast<float>(std::max(0.0, 1.0 - since / step_time)) : 0.0f;
    if (!solve_.timeline.playing()) scene.removed_fade = 1.0f;  // paused: show what the step removed
    if (const logic::TraceEvent* e = solve_.timeline.last_event()) {
      switch (e->kind) {
        case logic::EventKind::kStep:
          overlay_step(scene, e->step, true, false);
          for (const auto& k : e->step.eliminations) scene.removed_marks[k.cell % kCells] |= digit_bit(k.digit);
          for (const auto& k : e->step.placements) scene.flags[k.cell % kCells] |= kCellPlaced | kCellTarget;
          break;
        case logic::EventKind::kGuess:
          scene.flags[e->cell % kCells] |= kCellGuess;
          break;
        case logic::EventKind::kBacktrack:
          scene.flags[e->cell % kCells] |= kCellFailed;
          break;
        default:
          break;
      }
    }
    return scene;
  }

  if (game_.paused()) {
    // Paused: an empty board, so the puzzle cannot be studied off the clock.
    scene.given = {};
    scene.hidden = true;
    return scene;
  }
  const auto highlights = game_.highlights();
  for (int c = 0; c < kCells; ++c) {
    const CellState& s = game_.cell(c);
    scene.values[c] = s.value;
    scene.marks[c] = s.value ? 0 : s.marks;
    scene.corner[c] = s.value ? 0 : s.corner;
    scene.centre[c] = s.value ? 0 : s.centre;
    scene.colours[c] = s.colour;
    const auto h = highlights[c];
    if (h & kHighlightSelected) scene.flags[c] |= kCellSelected;
    if (h & kHighlightCursor) scene.flags[c] |= kCellCursor;
    if (h & kHighlightUnit) scene.flags[c] |= kCellUnit;
    if (h & kHighlightSameDigit) scene.flags[c] |= kCellSameDigit;
    if (h & kHighlightConflict) scene.flags[c] |= kCellConflict;
    if (h & kHighlightMistake) scene.flags[c] |= kCellMistake;
  }
  if (game_.settings().highlight_same_digit) scene.highlight_digit = game_.highlight_digit();

  // The hint ladder: 1 where to look, 2 the cause, 3 what changes.
  if (const logic::Step* step = game_.hint().step()) {
    const int level = game_.hint().level();
    if (level >= 2 && !game_.candidates_complete()) {
      // The step talks about candidates: the cells it uses show all of them
      // (as the engine saw them), so every candidate it names is on the board.
      const Board board = game_.board();
      auto show = [&](int c) {
        c %= kCells;
        if (scene.values[c] == 0) scene.marks[c] = board.candidates[c];
      };
      for (auto c : step->cause_cells) show(c);
      for (const auto& k : step->cause) show(k.cell);
      for (const auto& k : step->eliminations) show(k.cell);
      for (const auto& k : step->restores) show(k.cell);
    }
    overlay_step(scene, *step, level >= 2, level >= 3);
    if (level >= 3) scene.removed_fade = 1.0f;
  }
  const double since = t - solved_at_;
  if (motion && since >= 0.0 && since < kSweepSeconds) scene.solved_sweep = static_cast<float>(since / kSweepSeconds);
  return scene;
}

}  // namespace sudoku::app

namespace sudoku::app {

BoardScene Session::guide_scene() const {
  // The example with every candidate shown, the deduction overlaid as the
  // hint ladder overlays a hint: 1 its units, 2 its cause, 3 what it
  // changes, 4 the board after it (the changed cells still marked).
  BoardScene scene;
  if (!guide_.has_example) return scene;
  const Board& board = guide_.example_board;
  for (int c = 0; c < kCells; ++c) {
    scene.values[c] = board.values[c];
    scene.given[c] = guide_.example_given[c];
    scene.marks[c] = board.values[c] ? 0 : board.candidates[c];
  }
  if (!guide_.example_step || guide_.stage <= 0) return scene;
  const logic::Step& step = *guide_.example_step;
  if (guide_.stage < GuideState::kLastStage) {
    overlay_step(scene, step, guide_.stage >= 2, guide_.stage >= 3);
    scene.removed_fade = 1.0f;
    return scene;
  }
  overlay_step(scene, step, false, true);
  scene.removed_marks = {};
  for (int c = 0; c < kCells; ++c) scene.flags[c] &= static_cast<std::uint16_t>(~kCellRegion);
  return scene;
}

}  // namespace sudoku::app
