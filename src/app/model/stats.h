// stats.h - the player's statistics, kept in the browser's storage beside
// the saved game (key Session::kStatsKey).
//
// Per level (the collection's five, then "Custom" for pasted, linked and
// entered puzzles): games started and solved, the best and median time of
// the recent solves, hints and mistakes per solved game. A streak counts the
// days in a row on which some puzzle was solved.
//
// As JSON (version 1):
//   {"version": 1, "streak": n, "best_streak": n, "last_day": day | -1,
//    "levels": [{"started": n, "solved": n, "times": [seconds, ...],
//                "best": seconds | null, "hints": n, "mistakes": n}, ... 6]}
// `times` keeps the kRecentTimes most recent solve times, oldest first.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace sudoku::app {

inline constexpr int kStatLevels = 6;  ///< Easy..Extreme, then Custom
inline constexpr std::size_t kRecentTimes = 50;

struct LevelStats {
  int started = 0;
  int solved = 0;
  std::vector<double> times;  ///< recent solve times (seconds), oldest first
  std::optional<double> best;
  int hints = 0;     ///< over the solved games
  int mistakes = 0;  ///< over the solved games
  /// The median of `times` (0 when none).
  double median_time() const;
  friend bool operator==(const LevelStats&, const LevelStats&) = default;
};

struct Stats {
  std::array<LevelStats, kStatLevels> levels;
  int streak = 0;
  int best_streak = 0;
  int last_day = -1;  ///< day number (days since 1970-01-01) of the last solve

  /// The index into `levels` of a game's level (Game::level(): 0..4, or
  /// kCustomLevel).
  static int index_of(int game_level);
  void on_started(int game_level);
  /// A first solve on `day` (days since 1970-01-01, the player's local date).
  void on_solved(int game_level, double seconds, int hints, int mistakes, int day);

  std::string to_json() const;
  /// Reads to_json()'s text; nullopt with `error` set when it is not that.
  static std::optional<Stats> from_json(std::string_view text, std::string* error);
  friend bool operator==(const Stats&, const Stats&) = default;
};

}  // namespace sudoku::app
