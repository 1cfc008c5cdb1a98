// game_record.h - the player's statistics and the current game's place in
// them: whether its start and its first solve are counted yet, and the
// finish panel its first solve opens.
#pragma once

#include <optional>

#include "app/model/game.h"
#include "app/model/stats.h"

namespace sudoku::app {

/// The finish panel: what a first solve of a game gives.
struct Finish {
  double seconds = 0.0;          ///< this game's time
  int level = 0;                 ///< the game's level (Game::level())
  std::optional<double> best;    ///< the level's best time before this game
  std::optional<double> median;  ///< the level's median time before this game
  int hints = 0;
  int mistakes = 0;
  int streak = 0;  ///< days in a row with a solve, and the longest run
  int best_streak = 0;
  int daily_streak = -1;  ///< the daily streak when the game was a daily puzzle, else -1
  bool shared = false;    ///< Share was pressed (the game's message says what it did)
  bool new_best() const { return !best || seconds < *best; }
};

struct GameRecord {
  Stats stats;
  bool counted_solve = false;    ///< the current game's first solve is in `stats`
  bool uncounted_start = false;  ///< the welcome puzzle, untouched: counted as started at its first move
  std::optional<Finish> finish;  ///< the finish panel, while it is shown

  /// A start of a game of `level` is counted (the welcome puzzle's too).
  void count_start(int level) {
    uncounted_start = false;
    stats.on_started(level);
  }
  /// The first solve of `game` on `today` is counted and opens the finish
  /// panel, which compares it with the level's times before it.
  void count_solve(const Game& game, int today);
};

}  // namespace sudoku::app
