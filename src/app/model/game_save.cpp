// game_save.cpp - Game as JSON and back (the saved game, version 3;
// versions 1 and 2 are still read).
//
//   {
//     "version": 3,
//     "phase": "play" | "entry",
//     "givens": "<81 chars: '1'-'9' or '.'>",
//     "values": "<81 chars: digits shown, givens included>",
//     "marks": [81 integers 0..511: bit d-1 = candidate mark d],
//     "corner": [81 integers 0..511], "centre": [81 integers 0..511],
//     "colours": "<81 chars '0'-'9'>",
//     "input_mode": "normal" | "pencil" | "corner" | "centre" | "colour",
//     "selection": {"cells": [cell, ...], "cursor": cell},
//     "timer": {"elapsed": seconds, "paused": bool, "solve_time": seconds | null},
//     "record": {"level": -1..4, "hints": n, "mistakes": n,
//                "origin": {"kind": "custom" | "collection" | "generated" |
//                           "practice" | "daily", "technique": "<key>"
//                           (practice), "date": "YYYY-MM-DD" (daily)}},
//     "settings": {"highlight_units": bool, ..., "theme": "light" | "dark",
//                  "high_contrast": bool, "colour_blind_safe": bool,
//                  "theme_follows_system": bool, ... (see settings.h),
//                  "hint_techniques": string},
//     "history": {"position": n, "actions": [{"kind": "place", "changes": [...]}]}
//   }
//
// A change is 13 integers: cell, then the cell's state before (given, value,
// marks, colour, corner, centre) and after. Version 1 (the first shipped)
// had no corner, centre or record and 9-integer changes (no corner and
// centre); it loads as a game without notes. Version 2 had no origin: a
// game of a level (0..4) loads as one from the collection, any other as
// custom. Loading checks every field's
// presence, type and shape, and replays the history against the board (so a
// history that does not lead to the saved board is refused). Missing
// settings take their defaults; a setting of the wrong type is an error.
//
// The web build has no exceptions: only the non-throwing parse is used and
// every value's type is checked before it is read (app/model/json_reader.h).
//
// [SECTION] Writing helpers
// [SECTION] Game::save_json
// [SECTION] Game::load_json
#include <nlohmann/json.hpp>

#include "app/model/game.h"
#include "app/model/json_reader.h"
#include "app/model/json_text.h"
#include "app/model/ui_text.h"
#include "core/format.h"
#include "core/generator.h"

namespace sudoku::app {

namespace {

using nlohmann::json;

// [SECTION] Writing helpers

constexpr int kStateValues = 6;  // per cell state in a change (version 1: 4)

}  // namespace

json settings_object(const Settings& s) {
  json j = json::object();
  for (const SettingFlag& f : kSettingFlags) j[std::string(f.name)] = s.*f.member;
  j["theme"] = s.theme == Theme::kDark ? "dark" : "light";
  j["hint_techniques"] = s.hint_techniques;
  return j;
}

namespace {

void put_state(json& out, const CellState& s) {
  out.push_back(s.given);
  out.push_back(s.value);
  out.push_back(s.marks);
  out.push_back(s.colour);
  out.push_back(s.corner);
  out.push_back(s.centre);
}

constexpr const char* kOriginNames[] = {"custom", "collection", "generated", "practice", "daily"};
constexpr Origin::Kind kOriginKinds[] = {Origin::Kind::kCustom, Origin::Kind::kCollection, Origin::Kind::kGenerated,
                                         Origin::Kind::kPractice, Origin::Kind::kDaily};

}  // namespace

json origin_object(const Origin& o) {
  json j{{"kind", kOriginNames[static_cast<int>(o.kind)]}};
  if (o.kind == Origin::Kind::kPractice) j["technique"] = std::string(logic::technique_key(o.technique));
  if (o.kind == Origin::Kind::kDaily) j["date"] = date_key(o.day);
  return j;
}

namespace {

/// The technique whose key is `key`, when it can be practised (one the
/// hints use, not a single), or nullopt.
std::optional<logic::Technique> technique_of_key(std::string_view key) {
  const std::optional<logic::Technique> t = logic::technique_by_key(key);
  if (t && logic::used_by_hints(*t) && logic::technique_tier(*t) > 1) return t;
  return std::nullopt;
}

/// The day number of "YYYY-MM-DD" (a date daily puzzles exist for), or nullopt.
std::optional<int> day_of_date(const std::string& text) {
  if (text.size() != 10 || text[4] != '-' || text[7] != '-') return std::nullopt;
  int parts[3] = {0, 0, 0};
  const int starts[3] = {0, 5, 8};
  const int lengths[3] = {4, 2, 2};
  for (int p = 0; p < 3; ++p) {
    for (int i = 0; i < lengths[p]; ++i) {
      const char ch = text[static_cast<std::size_t>(starts[p] + i)];
      if (ch < '0' || ch > '9') return std::nullopt;
      parts[p] = parts[p] * 10 + (ch - '0');
    }
  }
  const std::optional<GenerateOptions> o = daily_options(parts[0], parts[1], parts[2]);
  if (!o) return std::nullopt;
  return static_cast<int>(o->seed);  // the day number seeds the daily puzzle
}

}  // namespace

// [SECTION] Game::save_json

std::optional<int> Game::saved_version(std::string_view text) {
  const json j = parse_json(text);
  if (!j.is_object()) return std::nullopt;
  const auto it = j.find("version");
  if (it == j.end() || !it->is_number_integer()) return std::nullopt;
  const auto v = it->get<std::int64_t>();
  if (v < 0 || v > 1000000) return std::nullopt;
  return static_cast<int>(v);
}

std::string Game::save_json(double now) const {
  json j;
  j["version"] = kSaveVersion;
  j["phase"] = phase_ == Phase::kPlay ? "play" : "entry";
  j["givens"] = to_line(givens());
  j["values"] = to_line(values());
  json marks = json::array();
  json corner = json::array();
  json centre = json::array();
  std::string colours(kCells, '0');
  for (std::size_t c = 0; c < kCells; ++c) {
    marks.push_back(cells_[c].marks);
    corner.push_back(cells_[c].corner);
    centre.push_back(cells_[c].centre);
    colours[c] = static_cast<char>('0' + cells_[c].colour);
  }
  j["marks"] = std::move(marks);
  j["corner"] = std::move(corner);
  j["centre"] = std::move(centre);
  j["colours"] = colours;
  j["input_mode"] = input_mode_name(input_mode_);
  json selected = json::array();
  for (int c : cells_of(selection_.cells())) selected.push_back(c);
  j["selection"] = json{{"cells", std::move(selected)}, {"cursor", selection_.cursor()}};
  j["timer"] = json{{"elapsed", timer_.elapsed(now)},
                    {"paused", timer_.paused()},
                    {"solve_time", solve_time_ ? json(*solve_time_) : json(nullptr)}};
  j["record"] =
      json{{"level", level_}, {"hints", hints_used_}, {"mistakes", mistakes_made_}, {"origin", origin_object(origin_)}};
  j["settings"] = settings_object(settings_);

  // The newest kMaxSavedActions actions around the position.
  const auto& actions = history_.actions();
  const std::size_t pos = history_.position();
  const std::size_t lo = pos > kMaxSavedActions ? pos - kMaxSavedActions : 0;
  const std::size_t hi = std::min(actions.size(), lo + kMaxSavedActions);
  json list = json::array();
  for (std::size_t i = lo; i < hi; ++i) {
    json changes = json::array();
    for (const CellChange& ch : actions[i].changes) {
      changes.push_back(ch.cell);
      put_state(changes, ch.before);
      put_state(changes, ch.after);
    }
    list.push_back(json{{"kind", action_key(actions[i].kind)}, {"changes", std::move(changes)}});
  }
  j["history"] = json{{"position", pos - lo}, {"actions", std::move(list)}};
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

// [SECTION] Game::load_json

/// Reads the sections of a saved game into a Game; each returns false with
/// the reader's message kept. A friend of Game.
class GameReader {
 public:
  GameReader(JsonReader& r, const json& j, long version, Game& g) : r_(r), j_(j), version_(version), g_(g) {}

  bool board() {
    static const char* const phase_names[] = {"entry", "play"};
    static const Phase phases[] = {Phase::kEntry, Phase::kPlay};
    if (!r_.choice(j_, "phase", phase_names, phases, g_.phase_)) return false;
    std::array<std::uint8_t, kCells> givens{}, values{}, colours{};
    if (!r_.cells_string(j_, "givens", ".123456789", givens) || !r_.cells_string(j_, "values", ".123456789", values) ||
        !r_.cells_string(j_, "colours", "0123456789", colours)) {
      return false;
    }
    // Three layers of 81 masks (version 1: candidate marks only).
    std::array<std::array<Mask, kCells>, 3> layers{};
    const char* const layer_names[] = {"marks", "corner", "centre"};
    for (std::size_t l = 0; l < (version_ == 1 ? 1u : 3u); ++l) {
      const json* list = r_.array(j_, layer_names[l]);
      if (!list) return false;
      if (list->size() != kCells) {
        return r_.fail_field(layer_names[l], ui_format(ui_text(Ui::kErrEntries),
                                                       {{"n", static_cast<int>(list->size())}, {"expected", kCells}}));
      }
      for (std::size_t c = 0; c < kCells; ++c) {
        const std::string element = std::string(layer_names[l]) + "[" + std::to_string(c) + "]";
        if (!r_.integer_value(&(*list)[c], element, 0, kAllDigits, layers[l][c])) return false;
      }
    }
    for (std::size_t c = 0; c < kCells; ++c) {
      if (givens[c] != 0 && values[c] != givens[c]) {
        return r_.fail_field("values",
                             ui_format(ui_text(Ui::kErrChangesGiven), {{"cell", cell_name(static_cast<int>(c))}}));
      }
      g_.cells_[c] = CellState{givens[c], values[c], layers[0][c], colours[c], layers[1][c], layers[2][c]};
    }
    return r_.choice(j_, "input_mode", kInputModeNames, kInputModes, g_.input_mode_);
  }

  /// The level, hints, mistakes and origin (version 2 on).
  bool record() {
    if (version_ < 2) return true;
    const JsonReader::Section record(r_, j_, "record");
    if (!record) return false;
    if (!r_.integer(*record, "level", kCustomLevel, 4, g_.level_) ||
        !r_.integer(*record, "hints", 0, 1000000, g_.hints_used_) ||
        !r_.integer(*record, "mistakes", 0, 1000000, g_.mistakes_made_)) {
      return false;
    }
    g_.origin_.kind = g_.level_ >= 0 ? Origin::Kind::kCollection : Origin::Kind::kCustom;
    if (version_ < 3) return true;
    const JsonReader::Section origin(r_, *record, "origin");
    if (!origin) return false;
    if (!r_.choice(*origin, "kind", kOriginNames, kOriginKinds, g_.origin_.kind)) return false;
    std::string key;
    if (g_.origin_.kind == Origin::Kind::kPractice) {
      if (!r_.string(*origin, "technique", key)) return false;
      const auto technique = technique_of_key(key);
      if (!technique) return r_.fail_field("technique", ui_format(ui_text(Ui::kErrNotTechnique), {{"key", key}}));
      g_.origin_.technique = *technique;
    } else if (g_.origin_.kind == Origin::Kind::kDaily) {
      if (!r_.string(*origin, "date", key)) return false;
      const auto day = day_of_date(key);
      if (!day) return r_.fail_field("date", ui_format(ui_text(Ui::kErrNotDate), {{"key", key}}));
      g_.origin_.day = *day;
    }
    return true;
  }

  bool selection() {
    const JsonReader::Section sel(r_, j_, "selection");
    if (!sel) return false;
    const json* cells = r_.array(*sel, "cells");
    if (!cells) return false;
    CellSet selected;
    for (const json& c : *cells) {
      std::size_t cell = 0;
      if (!r_.integer_value(&c, "cells", 0, kCells - 1, cell)) return false;
      selected.set(cell);
    }
    int cursor = 0;
    if (!r_.integer(*sel, "cursor", 0, kCells - 1, cursor)) return false;
    g_.selection_.assign(selected, cursor);
    return true;
  }

  /// The clock's saved reading, restored once the phase is known.
  bool timer(double& elapsed, bool& paused) {
    const JsonReader::Section timer(r_, j_, "timer");
    if (!timer) return false;
    if (!r_.number(*timer, "elapsed", 0.0, Game::kMaxSeconds, elapsed) || !r_.boolean(*timer, "paused", paused)) {
      return false;
    }
    const json* solve_time = r_.find(*timer, "solve_time");
    if (!solve_time) return false;
    if (!solve_time->is_null()) {
      double t = 0.0;
      if (!r_.number_value(solve_time, "solve_time", 0.0, Game::kMaxSeconds, t)) return false;
      g_.solve_time_ = t;
    }
    return true;
  }

  /// Missing settings keep their defaults; a setting of the wrong type is an error.
  bool settings() {
    const JsonReader::Section s(r_, j_, "settings");
    if (!s) return false;
    for (const SettingFlag& f : kSettingFlags) {
      if (const json* v = r_.find(*s, f.name, false)) {
        if (!r_.boolean_value(v, f.name, g_.settings_.*f.member)) return false;
      }
    }
    if (r_.find(*s, "theme", false)) {
      static const char* const names[] = {"light", "dark"};
      static const Theme themes[] = {Theme::kLight, Theme::kDark};
      if (!r_.choice(*s, "theme", names, themes, g_.settings_.theme)) return false;
    }
    if (const json* v = r_.find(*s, "hint_techniques", false)) {
      if (!r_.string_value(v, "hint_techniques", g_.settings_.hint_techniques)) return false;
    }
    return true;
  }

  /// Decodes the undo history, then replays it against the board both ways.
  bool history() {
    const JsonReader::Section hist(r_, j_, "history");
    if (!hist) return false;
    const json* list = r_.array(*hist, "actions");
    if (!list) return false;
    std::size_t position = 0;
    if (!r_.integer(*hist, "position", 0, static_cast<long long>(list->size()), position)) return false;
    std::vector<Action> actions;
    actions.reserve(list->size());
    for (std::size_t i = 0; i < list->size(); ++i) {
      const std::string name = "actions[" + std::to_string(i) + "]";
      const json& a = (*list)[i];
      if (!a.is_object()) return r_.fail_field(name, ui_text(Ui::kErrNotObject));
      JsonReader::Scope in_action(r_, name);
      Action& action = actions.emplace_back();
      if (!this->action(a, action)) return false;
    }
    Cells board = g_.cells_;
    for (std::size_t i = position; i-- > 0;) {
      for (const CellChange& ch : actions[i].changes) {
        if (!(board[ch.cell] == ch.after)) {
          return r_.fail(
              ui_format(ui_text(Ui::kErrHistoryUndo), {{"n", static_cast<int>(i + 1)}, {"cell", cell_name(ch.cell)}}));
        }
        board[ch.cell] = ch.before;
      }
    }
    board = g_.cells_;
    for (std::size_t i = position; i < actions.size(); ++i) {
      for (const CellChange& ch : actions[i].changes) {
        if (!(board[ch.cell] == ch.before)) {
          return r_.fail(
              ui_format(ui_text(Ui::kErrHistoryRedo), {{"n", static_cast<int>(i + 1)}, {"cell", cell_name(ch.cell)}}));
        }
        board[ch.cell] = ch.after;
      }
    }
    g_.history_.assign(std::move(actions), position);
    return true;
  }

 private:
  using Cells = Game::Cells;

  /// One action: its kind and its changes (cell, state before, state after).
  bool action(const json& a, Action& action) {
    std::string key;
    if (!r_.string(a, "kind", key)) return false;
    const std::optional<ActionKind> kind = action_kind_from_key(key);
    if (!kind) return r_.fail_field("kind", ui_format(ui_text(Ui::kErrUnknownValue), {{"key", key}}));
    action.kind = *kind;
    const json* changes = r_.array(a, "changes");
    if (!changes) return false;
    const std::size_t values = version_ == 1 ? 4 : kStateValues;
    const std::size_t per_change = 1 + 2 * values;
    if (changes->empty() || changes->size() % per_change != 0) {
      return r_.fail_field("changes",
                           ui_format(ui_text(Ui::kErrNumbers), {{"n", static_cast<int>(changes->size())},
                                                                {"per_change", static_cast<int>(per_change)}}));
    }
    for (std::size_t k = 0; k < changes->size(); k += per_change) {
      CellChange ch;
      if (!r_.integer_value(&(*changes)[k], "changes", 0, kCells - 1, ch.cell)) return false;
      if (!action.changes.empty() && ch.cell <= action.changes.back().cell) {
        return r_.fail_field("changes", ui_text(Ui::kErrOutOfOrder));
      }
      if (!state(*changes, k + 1, values, ch.before) || !state(*changes, k + 1 + values, values, ch.after)) {
        return false;
      }
      if (g_.phase_ == Phase::kPlay &&
          (ch.before.given != g_.cells_[ch.cell].given || ch.after.given != g_.cells_[ch.cell].given)) {
        return r_.fail(
            ui_format(ui_text(Ui::kErrScopeChangesGiven), {{"scope", r_.scope()}, {"cell", cell_name(ch.cell)}}));
      }
      action.changes.push_back(ch);
    }
    return true;
  }

  /// A cell state of `values` integers (6, or 4 in version 1) at arr[at].
  bool state(const json& arr, std::size_t at, std::size_t values, CellState& out) {
    long long v[kStateValues] = {};
    const long long hi[kStateValues] = {9, 9, kAllDigits, 9, kAllDigits, kAllDigits};
    for (std::size_t k = 0; k < values; ++k) {
      if (!r_.integer_value(&arr[at + k], "changes", 0, hi[k], v[k])) return false;
    }
    out = CellState{static_cast<std::uint8_t>(v[0]), static_cast<std::uint8_t>(v[1]), static_cast<Mask>(v[2]),
                    static_cast<std::uint8_t>(v[3]), static_cast<Mask>(v[4]),         static_cast<Mask>(v[5])};
    if (out.given != 0 && out.value != out.given) return r_.fail_field("changes", ui_text(Ui::kErrGivenChanged));
    return true;
  }

  JsonReader& r_;
  const json& j_;
  long version_;
  Game& g_;
};

std::string Game::load_json(std::string_view text, double now) {
  const json j = parse_json(text);
  JsonReader r(ui_text(Ui::kErrSavedGame));
  if (!j.is_object()) {
    r.fail(j.is_discarded() ? ui_text(Ui::kErrNotJson) : ui_text(Ui::kErrNotJsonObject));
    return r.error();
  }

  // Version first: another version's fields may mean other things.
  long version = 0;
  if (!r.integer(j, "version", 0, 1000000, version)) return r.error();
  if (version < 1 || version > kSaveVersion) {
    r.fail(ui_format(ui_text(Ui::kErrVersion),
                     {{"version", static_cast<int>(version)}, {"last", static_cast<int>(kSaveVersion)}}));
    return r.error();
  }
  Game g;
  GameReader read(r, j, version, g);
  double elapsed = 0.0;
  bool paused = false;
  if (!read.board() || !read.record() || !read.selection() || !read.timer(elapsed, paused) || !read.settings() ||
      !read.history()) {
    return r.error();
  }
  if (g.phase_ == Phase::kPlay) {
    sudoku::Verdict judged;
    const StartResult check = check_puzzle(g.givens(), &judged);
    if (!check.started()) {
      r.fail(ui_format(ui_text(Ui::kErrGivensUnplayable), {{"why", check.message}}));
      return r.error();
    }
    g.set_judged(std::move(judged));
  } else if (g.solve_time_) {
    r.fail_field("timer.solve_time", ui_text(Ui::kErrSetInEntry));
    return r.error();
  }
  g.timer_.restore(elapsed, paused, g.phase_ == Phase::kEntry || g.solve_time_.has_value(), now);
  g.timer_.set_visible(timer_.visible(), now);
  g.timer_.set_held(timer_.held(), now);
  g.message_ = ui_text(Ui::kMsgWelcomeBack);
  *this = std::move(g);
  return {};
}

}  // namespace sudoku::app
