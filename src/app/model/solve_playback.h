// solve_playback.h - the animated solve a session shows (S / Shift+S): its
// timeline, appended a piece at a time as the engine computes the path, one
// label per event for the step list, and the size of the next piece, which
// grows while the engine answers quickly and shrinks when it is slow.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "app/model/timeline.h"
#include "core/wire.h"

namespace sudoku::app {

enum class SolveMode : std::uint8_t { kLogic, kSearch };

struct SolvePlayback {
  bool solving = false;  ///< the solve is shown instead of the game
  SolveMode mode = SolveMode::kLogic;
  bool complete = true;       ///< the engine has computed the whole path
  std::uint32_t request = 0;  ///< the piece awaited from the engine, 0: none
  int piece_steps = 1;        ///< steps asked per piece
  logic::Options options;     ///< the path's options (max_steps: the piece)
  SolveTimeline timeline;
  std::vector<std::string> labels;  ///< one line per event of the timeline
  double step_changed_at = 0.0;     ///< host seconds when the step shown changed
  std::size_t last_position = 0;

  /// Shows a new solve from `start` in `mode` with `options`, playing from
  /// `now`, its path still to be asked for (ask()).
  void start(const Board& start, SolveMode mode, logic::Options options, double now);
  /// The request for the piece of the path from `board`, with id `id`, now
  /// the one awaited.
  wire::Request ask(const Board& board, std::uint32_t id);
  /// Appends the awaited piece's events and sizes the next piece by how long
  /// the engine took; `complete` says whether more is to be asked for.
  void take(wire::Reply& reply);
  /// Once a frame while solving: plays the timeline at `now`.
  void update(double now);
  /// Back to the game: the timeline and labels are forgotten (the caller
  /// cancels the awaited request).
  void close();
};

}  // namespace sudoku::app
