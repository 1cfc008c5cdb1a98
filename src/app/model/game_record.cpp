// game_record.cpp - see game_record.h.
#include "app/model/game_record.h"

#include <utility>

namespace sudoku::app {

void GameRecord::count_solve(const Game& game, int today) {
  counted_solve = true;
  Finish f;
  f.seconds = *game.solve_time();
  f.level = game.level();
  const LevelStats& before = stats.levels[static_cast<std::size_t>(Stats::index_of(f.level))];
  f.best = before.best;
  if (!before.times.empty()) f.median = before.median_time();
  f.hints = game.hints_used();
  f.mistakes = game.mistakes_made();
  stats.on_solved(game.level(), f.seconds, f.hints, f.mistakes, today);
  const bool daily = game.origin().kind == Origin::Kind::kDaily;
  if (daily) stats.on_daily_solved(game.origin().day);
  f.streak = stats.streak;
  f.best_streak = stats.best_streak;
  if (daily) f.daily_streak = stats.daily_streak;
  finish = std::move(f);
}

}  // namespace sudoku::app
