// hint_ladder.h - the state of a hint shown in steps.
//
// Level 0: no hint. 1: the technique and where to look (its units). 2: the
// cells that cause the deduction highlighted. 3: the placements and
// eliminations with the sentence. H advances (Game::request_hint), Enter
// applies the step as one action (Game::apply_hint), and any board change
// resets the ladder to 0. The ladder holds a copy of the engine's Step and
// nothing else, so the views draw straight from it.
#pragma once

#include <optional>
#include <utility>

#include "core/logic/step.h"

namespace sudoku::app {

class HintLadder {
 public:
  static constexpr int kMaxLevel = 3;

  int level() const { return step_ ? level_ : 0; }
  bool shown() const { return step_.has_value(); }
  /// The step shown (nullptr at level 0).
  const logic::Step* step() const { return step_ ? &*step_ : nullptr; }

  /// Shows `step` at level 1.
  void show(logic::Step step) {
    step_ = std::move(step);
    level_ = 1;
  }
  /// One level up, at most kMaxLevel. Returns false at level 0 or the top.
  bool advance() {
    if (!step_ || level_ >= kMaxLevel) return false;
    ++level_;
    return true;
  }
  void reset() {
    step_.reset();
    level_ = 0;
  }

 private:
  std::optional<logic::Step> step_;
  int level_ = 0;
};

}  // namespace sudoku::app
