// game_saver.cpp - see game_saver.h.
#include "app/model/game_saver.h"

namespace sudoku::app {

bool GameSaver::save(Host& host, const Game& game, double now) {
  dirty = false;
  if (read_only) return false;  // the playing tab saves
  last_saved = game.save_json(now);
  const bool refused = !host.storage_set(kSaveKey, last_saved);
  save_clock(host, game, now);
  if (!refused || storage_warned_) return false;
  storage_warned_ = true;
  return true;
}

void GameSaver::save_clock(Host& host, const Game& game, double now) {
  if (read_only) return;
  const double elapsed = game.elapsed(now);
  saved_second_ = static_cast<long>(elapsed);
  const auto ms = static_cast<long long>(elapsed * 1000.0);
  host.storage_set(kClockKey, std::to_string(ms) + "|" + to_line(game.givens()));
}

bool GameSaver::clock_due(const Game& game, double now) const {
  return game.timer().running() && static_cast<long>(game.elapsed(now)) != saved_second_;
}

std::optional<double> GameSaver::read_clock(std::string_view record, const Grid& givens) {
  const std::size_t bar = record.find('|');
  if (bar == std::string_view::npos || bar == 0 || bar >= 13 || record.substr(bar + 1) != to_line(givens)) {
    return std::nullopt;
  }
  long long ms = 0;
  for (std::size_t i = 0; i < bar; ++i) {
    const char ch = record[i];
    if (ch < '0' || ch > '9') return std::nullopt;
    ms = ms * 10 + (ch - '0');
  }
  const double seconds = static_cast<double>(ms) / 1000.0;
  if (seconds >= Game::kMaxSeconds) return std::nullopt;
  return seconds;
}

void GameSaver::claim_writer(Host& host, double now) {
  // "<claims so far>:<this page's clock>": one more than the claim stored,
  // so a later claim never repeats an earlier one.
  long claims = 0;
  if (const std::optional<std::string> stored = host.storage_get(kWriterKey)) {
    for (std::size_t i = 0; i < stored->size() && i < 12 && (*stored)[i] >= '0' && (*stored)[i] <= '9'; ++i) {
      claims = claims * 10 + ((*stored)[i] - '0');
    }
  }
  tab_id_ = std::to_string(claims + 1) + ":" + std::to_string(now);
  host.storage_set(kWriterKey, tab_id_);
}

bool GameSaver::other_writer(Host& host) const {
  // The value now stored decides (two tabs may have written at once).
  const std::optional<std::string> writer = host.storage_get(kWriterKey);
  return writer && *writer != tab_id_;
}

}  // namespace sudoku::app
