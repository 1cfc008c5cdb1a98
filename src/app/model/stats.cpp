#include "app/model/stats.h"

#include <algorithm>
#include <nlohmann/json.hpp>

#include "app/model/game.h"
#include "app/model/json_reader.h"
#include "app/model/json_text.h"
#include "app/model/ui_text.h"

namespace sudoku::app {

double LevelStats::median_time() const {
  if (times.empty()) return 0.0;
  std::vector<double> sorted = times;
  std::sort(sorted.begin(), sorted.end());
  const std::size_t n = sorted.size();
  return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0;
}

int Stats::index_of(int game_level) {
  return game_level >= 0 && game_level < kStatLevels - 1 ? game_level : kStatLevels - 1;
}

int Stats::chart_level(int preferred) const {
  if (!levels[static_cast<std::size_t>(index_of(preferred))].times.empty()) return index_of(preferred);
  for (int i = 0; i < kStatLevels; ++i) {
    if (!levels[static_cast<std::size_t>(i)].times.empty()) return i;
  }
  return index_of(preferred);
}

void Stats::on_started(int game_level) { ++levels[static_cast<std::size_t>(index_of(game_level))].started; }

void Stats::on_solved(int game_level, double seconds, int hints, int mistakes, int day) {
  LevelStats& l = levels[static_cast<std::size_t>(index_of(game_level))];
  ++l.solved;
  l.times.push_back(seconds);
  if (l.times.size() > kRecentTimes) l.times.erase(l.times.begin());
  if (!l.best || seconds < *l.best) l.best = seconds;
  l.hints += hints;
  l.mistakes += mistakes;
  if (day == last_day) return;  // the streak already counts today
  streak = day == last_day + 1 ? streak + 1 : 1;
  best_streak = std::max(best_streak, streak);
  last_day = day;
}

void Stats::on_daily_solved(int puzzle_day) {
  if (puzzle_day <= last_daily_day) return;
  daily_streak = puzzle_day == last_daily_day + 1 ? daily_streak + 1 : 1;
  best_daily_streak = std::max(best_daily_streak, daily_streak);
  last_daily_day = puzzle_day;
}

int Stats::daily_streak_on(int today) const {
  return last_daily_day >= 0 && last_daily_day >= today - 1 ? daily_streak : 0;
}

nlohmann::json Stats::to_object() const {
  using nlohmann::json;
  json list = json::array();
  for (const LevelStats& l : levels) {
    list.push_back(json{{"started", l.started},
                        {"solved", l.solved},
                        {"times", l.times},
                        {"best", l.best ? json(*l.best) : json(nullptr)},
                        {"hints", l.hints},
                        {"mistakes", l.mistakes}});
  }
  return json{{"version", kVersion},
              {"streak", streak},
              {"best_streak", best_streak},
              {"last_day", last_day},
              {"daily", json{{"streak", daily_streak}, {"best", best_daily_streak}, {"last_day", last_daily_day}}},
              {"levels", std::move(list)}};
}

std::string Stats::to_json() const { return to_object().dump(); }

std::optional<Stats> Stats::from_json(std::string_view text, std::string* error) {
  using nlohmann::json;
  constexpr long long kMost = 100000000;
  JsonReader r(ui_text(Ui::kErrStatistics));
  Stats s;
  const json j = parse_json(text);
  auto read = [&] {
    if (!j.is_object()) return r.fail(ui_text(Ui::kErrNotJsonObject));
    int version = 0;
    if (!r.integer(j, "version", 1, kVersion, version) || !r.integer(j, "streak", 0, kMost, s.streak) ||
        !r.integer(j, "best_streak", 0, kMost, s.best_streak) || !r.integer(j, "last_day", -1, kMost, s.last_day)) {
      return false;
    }
    if (version >= 2) {  // version 1 had no daily puzzle
      const JsonReader::Section daily(r, j, "daily");
      if (!daily) return false;
      if (!r.integer(*daily, "streak", 0, kMost, s.daily_streak) ||
          !r.integer(*daily, "best", 0, kMost, s.best_daily_streak) ||
          !r.integer(*daily, "last_day", -1, kMost, s.last_daily_day)) {
        return false;
      }
    }
    const json* list = r.array(j, "levels");
    if (!list) return false;
    if (list->size() != kStatLevels) {
      return r.fail_field("levels", ui_format(ui_text(Ui::kErrEntries),
                                              {{"n", static_cast<int>(list->size())}, {"expected", kStatLevels}}));
    }
    for (std::size_t i = 0; i < kStatLevels; ++i) {
      const json& l = (*list)[i];
      const std::string name = "levels[" + std::to_string(i) + "]";
      if (!l.is_object()) return r.fail_field(name, ui_text(Ui::kErrNotObject));
      JsonReader::Scope in_level(r, name);
      LevelStats& out = s.levels[i];
      if (!r.integer(l, "started", 0, kMost, out.started) || !r.integer(l, "solved", 0, kMost, out.solved) ||
          !r.integer(l, "hints", 0, kMost, out.hints) || !r.integer(l, "mistakes", 0, kMost, out.mistakes)) {
        return false;
      }
      const json* times = r.array(l, "times");
      if (!times) return false;
      if (times->size() > kRecentTimes) {
        return r.fail_field("times", ui_format(ui_text(Ui::kErrMoreEntries), {{"n", static_cast<int>(kRecentTimes)}}));
      }
      for (const json& t : *times) {
        if (!r.number_value(&t, "times", 0.0, 1e9, out.times.emplace_back())) return false;
      }
      const json* best = r.find(l, "best");
      if (!best) return false;
      if (!best->is_null() && !r.number_value(best, "best", 0.0, 1e12, out.best.emplace())) return false;
    }
    return true;
  };
  if (read()) return s;
  if (error) *error = r.error();
  return std::nullopt;
}

}  // namespace sudoku::app
