#include "app/model/stats.h"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "app/model/game.h"
#include "app/model/json_text.h"

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

std::string Stats::to_json() const {
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
              {"levels", std::move(list)}}
      .dump();
}

std::optional<Stats> Stats::from_json(std::string_view text, std::string* error) {
  using nlohmann::json;
  auto fail = [error](const std::string& what) -> std::optional<Stats> {
    if (error) *error = "statistics: " + what;
    return std::nullopt;
  };
  const json j = parse_json(text);
  if (!j.is_object()) return fail("not a JSON object");
  auto integer = [](const json& obj, const char* name, int lo, int& out) {
    const auto it = obj.find(name);
    if (it == obj.end() || !it->is_number_integer()) return false;
    const auto v = it->get<std::int64_t>();
    if (v < lo || v > 100000000) return false;
    out = static_cast<int>(v);
    return true;
  };
  Stats s;
  int version = 0;
  if (!integer(j, "version", 0, version) || version < 1 || version > kVersion) {
    return fail("version is not 1 to " + std::to_string(kVersion));
  }
  if (!integer(j, "streak", 0, s.streak) || !integer(j, "best_streak", 0, s.best_streak) ||
      !integer(j, "last_day", -1, s.last_day)) {
    return fail("the streak is not readable");
  }
  if (version >= 2) {  // version 1 had no daily puzzle
    const auto daily = j.find("daily");
    if (daily == j.end() || !daily->is_object() || !integer(*daily, "streak", 0, s.daily_streak) ||
        !integer(*daily, "best", 0, s.best_daily_streak) || !integer(*daily, "last_day", -1, s.last_daily_day)) {
      return fail("the daily streak is not readable");
    }
  }
  const auto levels = j.find("levels");
  if (levels == j.end() || !levels->is_array() || levels->size() != kStatLevels) {
    return fail("'levels' is not a list of " + std::to_string(kStatLevels));
  }
  for (std::size_t i = 0; i < kStatLevels; ++i) {
    const json& l = (*levels)[i];
    LevelStats& out = s.levels[i];
    const std::string where = "level " + std::to_string(i + 1);
    if (!l.is_object() || !integer(l, "started", 0, out.started) || !integer(l, "solved", 0, out.solved) ||
        !integer(l, "hints", 0, out.hints) || !integer(l, "mistakes", 0, out.mistakes)) {
      return fail(where + " is not readable");
    }
    const auto times = l.find("times");
    if (times == l.end() || !times->is_array() || times->size() > kRecentTimes) return fail(where + ": bad times");
    for (const json& t : *times) {
      if (!t.is_number() || !(t.get<double>() >= 0.0 && t.get<double>() < 1e9)) return fail(where + ": bad time");
      out.times.push_back(t.get<double>());
    }
    const auto best = l.find("best");
    if (best == l.end()) return fail(where + ": no best time");
    if (!best->is_null()) {
      if (!best->is_number() || !(best->get<double>() >= 0.0)) return fail(where + ": bad best time");
      out.best = best->get<double>();
    }
  }
  return s;
}

}  // namespace sudoku::app
