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
// every value's type is checked before it is read.
//
// [SECTION] Writing helpers
// [SECTION] Reader: typed field access with messages
// [SECTION] Game::save_json
// [SECTION] Game::load_json
#include <nlohmann/json.hpp>

#include "app/model/game.h"
#include "app/model/json_text.h"
#include "core/format.h"
#include "core/generator.h"

namespace sudoku::app {

namespace {

using nlohmann::json;

// [SECTION] Writing helpers

constexpr int kStateValues = 6;  // per cell state in a change (version 1: 4)

const char* const kModeNames[] = {"normal", "pencil", "corner", "centre", "colour"};
const InputMode kModes[] = {InputMode::kNormal, InputMode::kPencil, InputMode::kCorner, InputMode::kCentre,
                            InputMode::kColour};


json settings_json(const Settings& s) {
  json j = json::object();
  for (const SettingFlag& f : kSettingFlags) j[std::string(f.name)] = s.*f.member;
  j["theme"] = s.theme == Theme::kDark ? "dark" : "light";
  j["hint_techniques"] = s.hint_techniques;
  return j;
}

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

json origin_object(const Origin& o) {
  json j{{"kind", kOriginNames[static_cast<int>(o.kind)]}};
  if (o.kind == Origin::Kind::kPractice) j["technique"] = std::string(logic::technique_key(o.technique));
  if (o.kind == Origin::Kind::kDaily) j["date"] = date_key(o.day);
  return j;
}

/// The technique whose key is `key`, when it can be practised (one the
/// hints use, not a single), or nullopt.
std::optional<logic::Technique> technique_of_key(std::string_view key) {
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    if (logic::used_by_hints(t) && logic::technique_tier(t) > 1 && logic::technique_key(t) == key) return t;
  }
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

// [SECTION] Reader: typed field access with messages

/// Reads fields with type checks; the first problem is kept in `error`.
class Reader {
 public:
  std::string error;
  bool ok() const { return error.empty(); }

  bool fail(const std::string& what) {
    if (error.empty()) error = "saved game: " + what;
    return false;
  }

  const json* field(const json& obj, const char* name, const std::string& path, bool required = true) {
    const auto it = obj.find(name);
    if (it == obj.end()) {
      if (required) fail("field '" + path + "' is missing");
      return nullptr;
    }
    return &*it;
  }

  bool object(const json* j, const std::string& path) {
    return j && (j->is_object() || fail("field '" + path + "' is not an object"));
  }
  bool array(const json* j, const std::string& path) {
    return j && (j->is_array() || fail("field '" + path + "' is not an array"));
  }
  bool boolean(const json* j, const std::string& path, bool& out) {
    if (!j) return false;
    if (!j->is_boolean()) return fail("field '" + path + "' is not true or false");
    out = j->get<bool>();
    return true;
  }
  bool number(const json* j, const std::string& path, double& out) {
    if (!j) return false;
    if (!j->is_number()) return fail("field '" + path + "' is not a number");
    out = j->get<double>();
    if (!(out >= 0.0 && out < Game::kMaxSeconds)) return fail("field '" + path + "' is out of range");
    return true;
  }
  bool integer(const json& j, const std::string& path, long lo, long hi, long& out) {
    if (!j.is_number_integer()) return fail("field '" + path + "' is not an integer");
    const bool is_unsigned = j.is_number_unsigned();
    const auto u = is_unsigned ? j.get<std::uint64_t>() : 0;
    const auto v = is_unsigned ? 0 : j.get<std::int64_t>();
    if (is_unsigned ? u > static_cast<std::uint64_t>(hi) : (v < lo || v > hi)) {
      return fail("field '" + path + "' is " + j.dump() + ", expected " + std::to_string(lo) + ".." +
                  std::to_string(hi));
    }
    out = is_unsigned ? static_cast<long>(u) : static_cast<long>(v);
    return true;
  }
  bool string(const json* j, const std::string& path, std::string& out) {
    if (!j) return false;
    if (!j->is_string()) return fail("field '" + path + "' is not a string");
    out = j->get<std::string>();
    return true;
  }
  /// An 81-character string over `alphabet` (its characters map to 0, 1, ...).
  bool cells_string(const json* j, const std::string& path, std::string_view alphabet,
                    std::array<std::uint8_t, kCells>& out) {
    std::string s;
    if (!string(j, path, s)) return false;
    if (s.size() != kCells) {
      return fail("field '" + path + "' has " + std::to_string(s.size()) + " characters, expected 81");
    }
    for (std::size_t c = 0; c < kCells; ++c) {
      const std::size_t pos = alphabet.find(s[c]);
      if (pos == std::string_view::npos) {
        return fail("field '" + path + "' has an unexpected character at position " +
                    std::to_string(c + 1) + " (" + cell_name(static_cast<int>(c)) + ")");
      }
      out[c] = static_cast<std::uint8_t>(pos);
    }
    return true;
  }
  template <class E, std::size_t N>
  bool choice(const json* j, const std::string& path, const char* const (&names)[N], const E (&values)[N],
              E& out) {
    std::string s;
    if (!string(j, path, s)) return false;
    for (std::size_t i = 0; i < N; ++i) {
      if (s == names[i]) {
        out = values[i];
        return true;
      }
    }
    return fail("field '" + path + "' has an unknown value '" + s + "'");
  }
};

/// A cell state of `values` integers (6, or 4 in version 1) at arr[at].
bool read_state(Reader& r, const json& arr, std::size_t at, std::size_t values, const std::string& path,
                CellState& out) {
  long v[kStateValues] = {};
  const long hi[kStateValues] = {9, 9, kAllDigits, 9, kAllDigits, kAllDigits};
  for (std::size_t k = 0; k < values; ++k) {
    if (!r.integer(arr[at + k], path, 0, hi[k], v[k])) return false;
  }
  out = CellState{static_cast<std::uint8_t>(v[0]), static_cast<std::uint8_t>(v[1]), static_cast<Mask>(v[2]),
                  static_cast<std::uint8_t>(v[3]), static_cast<Mask>(v[4]), static_cast<Mask>(v[5])};
  if (out.given != 0 && out.value != out.given) return r.fail("field '" + path + "' shows a given changed");
  return true;
}

bool read_settings(Reader& r, const json& j, Settings& s) {
  if (!r.object(&j, "settings")) return false;
  for (const SettingFlag& f : kSettingFlags) {
    const std::string name(f.name);
    if (const json* v = r.field(j, name.c_str(), "", false)) {
      if (!r.boolean(v, "settings." + name, s.*f.member)) return false;
    }
  }
  if (const json* v = r.field(j, "theme", "", false)) {
    static const char* const names[] = {"light", "dark"};
    static const Theme themes[] = {Theme::kLight, Theme::kDark};
    if (!r.choice(v, "settings.theme", names, themes, s.theme)) return false;
  }
  if (const json* v = r.field(j, "hint_techniques", "", false)) {
    if (!r.string(v, "settings.hint_techniques", s.hint_techniques)) return false;
  }
  return true;
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

std::string saved_settings_json(const Settings& settings) { return settings_json(settings).dump(); }

std::string origin_json(const Origin& origin) { return origin_object(origin).dump(); }

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
  j["record"] = json{{"level", level_},
                     {"hints", hints_used_},
                     {"mistakes", mistakes_made_},
                     {"origin", origin_object(origin_)}};
  j["settings"] = settings_json(settings_);

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

std::string Game::load_json(std::string_view text, double now) {
  const json j = parse_json(text);
  if (j.is_discarded()) return "saved game: not valid JSON";
  if (!j.is_object()) return "saved game: not a JSON object";
  Reader r;

  // Version first: another version's fields may mean other things.
  long version = 0;
  const json* v = r.field(j, "version", "version");
  if (!v || !r.integer(*v, "version", 0, 1000000, version)) return r.error;
  if (version < 1 || version > kSaveVersion) {
    return "saved game: version " + std::to_string(version) + " is not supported (this app reads versions 1 to " +
           std::to_string(kSaveVersion) + ")";
  }
  const std::size_t state_values = version == 1 ? 4 : kStateValues;

  Game g;
  static const char* const phase_names[] = {"entry", "play"};
  static const Phase phases[] = {Phase::kEntry, Phase::kPlay};
  if (!r.choice(r.field(j, "phase", "phase"), "phase", phase_names, phases, g.phase_)) return r.error;

  std::array<std::uint8_t, kCells> givens{}, values{}, colours{};
  if (!r.cells_string(r.field(j, "givens", "givens"), "givens", ".123456789", givens)) return r.error;
  if (!r.cells_string(r.field(j, "values", "values"), "values", ".123456789", values)) return r.error;
  if (!r.cells_string(r.field(j, "colours", "colours"), "colours", "0123456789", colours)) return r.error;
  // Three layers of 81 masks (version 1: candidate marks only).
  std::array<std::array<Mask, kCells>, 3> layers{};
  const char* const layer_names[] = {"marks", "corner", "centre"};
  for (std::size_t l = 0; l < (version == 1 ? 1u : 3u); ++l) {
    const json* list = r.field(j, layer_names[l], layer_names[l]);
    if (!r.array(list, layer_names[l])) return r.error;
    if (list->size() != kCells) {
      return "saved game: field '" + std::string(layer_names[l]) + "' has " + std::to_string(list->size()) +
             " entries, expected 81";
    }
    for (std::size_t c = 0; c < kCells; ++c) {
      long m = 0;
      if (!r.integer((*list)[c], std::string(layer_names[l]) + "[" + std::to_string(c) + "]", 0, kAllDigits, m)) {
        return r.error;
      }
      layers[l][c] = static_cast<Mask>(m);
    }
  }
  for (std::size_t c = 0; c < kCells; ++c) {
    if (givens[c] != 0 && values[c] != givens[c]) {
      return "saved game: field 'values' changes the given at " + cell_name(static_cast<int>(c));
    }
    g.cells_[c] = CellState{givens[c], values[c], layers[0][c], colours[c], layers[1][c], layers[2][c]};
  }

  if (!r.choice(r.field(j, "input_mode", "input_mode"), "input_mode", kModeNames, kModes, g.input_mode_)) {
    return r.error;
  }
  if (version >= 2) {
    const json* record = r.field(j, "record", "record");
    if (!r.object(record, "record")) return r.error;
    long level = 0, hints = 0, mistakes = 0;
    const json* f = r.field(*record, "level", "record.level");
    if (!f || !r.integer(*f, "record.level", kCustomLevel, 4, level)) return r.error;
    f = r.field(*record, "hints", "record.hints");
    if (!f || !r.integer(*f, "record.hints", 0, 1000000, hints)) return r.error;
    f = r.field(*record, "mistakes", "record.mistakes");
    if (!f || !r.integer(*f, "record.mistakes", 0, 1000000, mistakes)) return r.error;
    g.level_ = static_cast<int>(level);
    g.hints_used_ = static_cast<int>(hints);
    g.mistakes_made_ = static_cast<int>(mistakes);
    g.origin_.kind = level >= 0 ? Origin::Kind::kCollection : Origin::Kind::kCustom;
    if (version >= 3) {
      const json* origin = r.field(*record, "origin", "record.origin");
      if (!r.object(origin, "record.origin")) return r.error;
      if (!r.choice(r.field(*origin, "kind", "record.origin.kind"), "record.origin.kind", kOriginNames, kOriginKinds,
                    g.origin_.kind)) {
        return r.error;
      }
      std::string key;
      if (g.origin_.kind == Origin::Kind::kPractice) {
        if (!r.string(r.field(*origin, "technique", "record.origin.technique"), "record.origin.technique", key)) {
          return r.error;
        }
        const auto technique = technique_of_key(key);
        if (!technique) {
          return "saved game: field 'record.origin.technique' is not a technique to practise: '" + key + "'";
        }
        g.origin_.technique = *technique;
      } else if (g.origin_.kind == Origin::Kind::kDaily) {
        if (!r.string(r.field(*origin, "date", "record.origin.date"), "record.origin.date", key)) return r.error;
        const auto day = day_of_date(key);
        if (!day) return "saved game: field 'record.origin.date' is not a date YYYY-MM-DD: '" + key + "'";
        g.origin_.day = *day;
      }
    }
  }

  const json* sel = r.field(j, "selection", "selection");
  if (!r.object(sel, "selection")) return r.error;
  const json* sel_cells = r.field(*sel, "cells", "selection.cells");
  if (!r.array(sel_cells, "selection.cells")) return r.error;
  CellSet selected;
  for (const json& c : *sel_cells) {
    long cell = 0;
    if (!r.integer(c, "selection.cells", 0, kCells - 1, cell)) return r.error;
    selected.set(static_cast<std::size_t>(cell));
  }
  long cursor = 0;
  const json* cur = r.field(*sel, "cursor", "selection.cursor");
  if (!cur || !r.integer(*cur, "selection.cursor", 0, kCells - 1, cursor)) return r.error;
  g.selection_.assign(selected, static_cast<int>(cursor));

  const json* timer = r.field(j, "timer", "timer");
  if (!r.object(timer, "timer")) return r.error;
  double elapsed = 0.0;
  bool paused = false;
  if (!r.number(r.field(*timer, "elapsed", "timer.elapsed"), "timer.elapsed", elapsed)) return r.error;
  if (!r.boolean(r.field(*timer, "paused", "timer.paused"), "timer.paused", paused)) return r.error;
  const json* solve_time = r.field(*timer, "solve_time", "timer.solve_time");
  if (!solve_time) return r.error;
  if (!solve_time->is_null()) {
    double t = 0.0;
    if (!r.number(solve_time, "timer.solve_time", t)) return r.error;
    g.solve_time_ = t;
  }

  if (const json* s = r.field(j, "settings", "settings")) {
    if (!read_settings(r, *s, g.settings_)) return r.error;
  } else {
    return r.error;
  }

  // History: decode, then replay it against the board both ways.
  const json* hist = r.field(j, "history", "history");
  if (!r.object(hist, "history")) return r.error;
  const json* list = r.field(*hist, "actions", "history.actions");
  if (!r.array(list, "history.actions")) return r.error;
  long position = 0;
  const json* pos = r.field(*hist, "position", "history.position");
  if (!pos || !r.integer(*pos, "history.position", 0, static_cast<long>(list->size()), position)) {
    return r.error;
  }
  std::vector<Action> actions;
  actions.reserve(list->size());
  for (std::size_t i = 0; i < list->size(); ++i) {
    const std::string path = "history.actions[" + std::to_string(i) + "]";
    const json& a = (*list)[i];
    if (!r.object(&a, path)) return r.error;
    Action action;
    std::string key;
    if (!r.string(r.field(a, "kind", path + ".kind"), path + ".kind", key)) return r.error;
    const std::optional<ActionKind> kind = action_kind_from_key(key);
    if (!kind) return "saved game: field '" + path + ".kind' has an unknown value '" + key + "'";
    action.kind = *kind;
    const json* changes = r.field(a, "changes", path + ".changes");
    if (!r.array(changes, path + ".changes")) return r.error;
    const std::size_t per_change = 1 + 2 * state_values;
    if (changes->empty() || changes->size() % per_change != 0) {
      return "saved game: field '" + path + ".changes' has " + std::to_string(changes->size()) +
             " numbers, expected a non-zero multiple of " + std::to_string(per_change);
    }
    for (std::size_t k = 0; k < changes->size(); k += per_change) {
      CellChange ch;
      long cell = 0;
      if (!r.integer((*changes)[k], path + ".changes", 0, kCells - 1, cell)) return r.error;
      if (!action.changes.empty() && cell <= action.changes.back().cell) {
        return "saved game: field '" + path + ".changes' lists cells out of order";
      }
      ch.cell = static_cast<std::uint8_t>(cell);
      if (!read_state(r, *changes, k + 1, state_values, path + ".changes", ch.before)) return r.error;
      if (!read_state(r, *changes, k + 1 + state_values, state_values, path + ".changes", ch.after)) {
        return r.error;
      }
      if (g.phase_ == Phase::kPlay && (ch.before.given != g.cells_[ch.cell].given ||
                                       ch.after.given != g.cells_[ch.cell].given)) {
        return "saved game: " + path + " changes the given at " + cell_name(ch.cell);
      }
      action.changes.push_back(ch);
    }
    actions.push_back(std::move(action));
  }
  Cells board = g.cells_;
  for (std::size_t i = static_cast<std::size_t>(position); i-- > 0;) {
    for (const CellChange& ch : actions[i].changes) {
      if (!(board[ch.cell] == ch.after)) {
        return "saved game: history action " + std::to_string(i + 1) + " does not lead to the board at " +
               cell_name(ch.cell);
      }
      board[ch.cell] = ch.before;
    }
  }
  board = g.cells_;
  for (std::size_t i = static_cast<std::size_t>(position); i < actions.size(); ++i) {
    for (const CellChange& ch : actions[i].changes) {
      if (!(board[ch.cell] == ch.before)) {
        return "saved game: history action " + std::to_string(i + 1) + " (to redo) does not follow at " +
               cell_name(ch.cell);
      }
      board[ch.cell] = ch.after;
    }
  }
  g.history_.assign(std::move(actions), static_cast<std::size_t>(position));

  if (g.phase_ == Phase::kPlay) {
    sudoku::Verdict judged;
    const StartResult check = check_puzzle(g.givens(), &judged);
    if (!check.started()) return "saved game: the givens cannot be played (" + check.message + ")";
    g.set_judged(std::move(judged));
  } else if (g.solve_time_) {
    return "saved game: field 'timer.solve_time' is set in entry phase";
  }
  g.timer_.restore(elapsed, paused, g.phase_ == Phase::kEntry || g.solve_time_.has_value(), now);
  g.timer_.set_visible(timer_.visible(), now);
  g.timer_.set_held(timer_.held(), now);
  g.message_ = "Welcome back: your game is as you left it.";
  *this = std::move(g);
  return {};
}

}  // namespace sudoku::app
