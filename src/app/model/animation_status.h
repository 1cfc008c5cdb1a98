// animation_status.h - what state_json() reports about the animated solve.
#pragma once

namespace sudoku::app {

/// Filled from a Timeline by animation_status() (timeline.h); neutral when
/// nothing plays.
struct AnimationStatus {
  bool playing = false;
  int step = 0;   ///< events applied so far (the timeline's position)
  int total = 0;  ///< events in the timeline
};

}  // namespace sudoku::app
