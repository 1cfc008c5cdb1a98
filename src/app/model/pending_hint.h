// pending_hint.h - a hint the session asked the engine for and has not yet
// been answered: its request, how many levels the player asked for
// meanwhile (H pressed again), and when it was asked.
#pragma once

#include <algorithm>
#include <cstdint>

#include "app/model/hint_ladder.h"

namespace sudoku::app {

struct PendingHint {
  std::uint32_t request = 0;  ///< the engine request's id, 0: none pending
  int level_wanted = 1;       ///< the ladder level to show once it arrives
  double asked_at = 0.0;      ///< host seconds when it was asked for
  int resume_level = 0;       ///< asked for when the tab turned read-only: asked again on Continue here

  bool pending() const { return request != 0; }
  /// Request `id` was sent at `now`, for level 1.
  void asked(std::uint32_t id, double now) {
    request = id;
    level_wanted = 1;
    asked_at = now;
  }
  /// H pressed again while it is computed: one level more.
  void press_again() { level_wanted = std::min(level_wanted + 1, HintLadder::kMaxLevel); }
  /// Host seconds it has waited at `now` (0 when none is pending).
  double wait_seconds(double now) const { return pending() ? now - asked_at : 0.0; }
};

}  // namespace sudoku::app
