// stats.h - the player's statistics, kept in the browser's storage beside
// the saved game (key Session::kStatsKey).
//
// Per level (the collection's five, then "Custom" for pasted, linked and
// entered puzzles): games started and solved, the best and median time of
// the recent solves, hints and mistakes per solved game. A streak counts the
// days in a row on which some puzzle was solved; the daily streak the days
// in a row whose daily puzzle was solved.
//
// As JSON (version 2):
//   {"version": 2, "streak": n, "best_streak": n, "last_day": day | -1,
//    "daily": {"streak": n, "best": n, "last_day": day | -1},
//    "levels": [{"started": n, "solved": n, "times": [seconds, ...],
//                "best": seconds | null, "hints": n, "mistakes": n}, ... 6]}
// `times` keeps the kRecentTimes most recent solve times, oldest first.
// Version 1 (no "daily") is still read, with no daily puzzle solved yet.
#pragma once

#include <array>
#include <nlohmann/json_fwd.hpp>
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
  /// Days in a row whose daily puzzle was solved (ending with
  /// last_daily_day), the longest such run, and the date of the last daily
  /// puzzle solved (-1: none).
  int daily_streak = 0;
  int best_daily_streak = 0;
  int last_daily_day = -1;

  static constexpr int kVersion = 2;

  /// The index into `levels` of a game's level (Game::level(): 0..4, or
  /// kCustomLevel).
  static int index_of(int game_level);
  /// The level whose recent times the chart opens on: `preferred` (an index
  /// into `levels`) when it has times, else the first level that has some,
  /// else `preferred`.
  int chart_level(int preferred) const;
  void on_started(int game_level);
  /// A first solve on `day` (days since 1970-01-01, the player's local date).
  void on_solved(int game_level, double seconds, int hints, int mistakes, int day);
  /// The daily puzzle of `puzzle_day` was solved (first solve; after
  /// on_solved). It extends the daily streak when it is the day after the
  /// last one counted, starts a new one after a gap, and changes nothing
  /// when that day is counted already (or an older day's puzzle is solved).
  void on_daily_solved(int puzzle_day);
  /// The daily streak as it stands on `today`: 0 once a day's puzzle was
  /// missed (the last one solved is older than yesterday's).
  int daily_streak_on(int today) const;

  /// The statistics as JSON: to_object() for a larger document, to_json()
  /// as the saved text.
  nlohmann::json to_object() const;
  std::string to_json() const;
  /// Reads to_json()'s text; nullopt with `error` set when it is not that.
  static std::optional<Stats> from_json(std::string_view text, std::string* error);
  friend bool operator==(const Stats&, const Stats&) = default;
};

}  // namespace sudoku::app
