// session_state_json.cpp - Session::write_state(), the snapshot automation
// reads: the game's fields (game_state_json.cpp) and the session's:
//
//   "animation": {"playing": bool, "step": n, "total": n, "complete": bool,
//                 "mode": "logic" | "search", "values": "<81 chars>"}
//                (values: the animated board, only while solving),
//   "solving": bool, "hint_pending": bool,
//   "hint_list": {"open": bool, "computing": bool, "count": n},
//   "collection": "not-asked" | "loading" | "loaded" | "failed",
//   "notice": "<one-time notice or ''>", "reduced_motion": bool,
//   "theme": "light" | "dark", "conflicts": [cell, ...],
//   "elapsed": seconds played, "confirm": "<question waiting, or '' (also while read_only: held)>",
//   "help": bool (the help is open), "has_previous": bool,
//   "share_progress": bool (the Menu's "Link with my progress"),
//   "set_aside": [day, ...] (games set aside, newest first; -1 unknown),
//   "about": "closed" | "loading" | "shown", "about_text": the notices
//            (only while shown), "stats_open": bool (the statistics card),
//   "read_only": bool (another tab plays this game),
//   "held": "" | "question" | "hint" | "link" (read-only: what waits for Continue here),
//   "finish": null | {"seconds", "level", "best": s | null, "median": s | null,
//             "new_best": bool, "hints", "mistakes", "streak", "best_streak",
//             "daily_streak": n | -1, "shared": bool} (the finish panel; once
//             shared, the message says what Share did),
//   "stats": the statistics (stats.h), "daily_streak": the daily streak as it
//            stands today (Stats::daily_streak_on),
//   "generating": null, or the puzzle being made: {"what": "level" |
//                 "practice" | "daily", "level": "Expert" (level, daily),
//                 "technique": "<key>", "technique_name" (practice),
//                 "date": "YYYY-MM-DD" (daily), "seconds": s, "text": "..."},
//   "origin": where the current game's puzzle came from (record.origin),
//             with "text": what the panel says (origin_text()),
//   "practice_menu": [{"key", "name"}, ...]: what the Menu offers to practise,
//   "drawn_marks": [81 strings]: the small digits the board draws per cell
//                  (a hint's candidates and eliminations included),
//   "hidden": bool (the paused board shows nothing),
//   "hint": {..., "cells": [cell, ...]}: the cells the board highlights for
//           the hint at its level (the scene's rule: its units' cells at
//           level 1, its cause at 2, its cause and the cells it changes at 3)
//
// For the page's DOM mirror (web/a11y.js), what the panels show in words:
//   "hint": {..., "where": "Look at box 5.", "marked": "<level 2 and 3: what
//            the highlights are>", "sentence": "<level 3 only>",
//            "apply_label": "Apply", "causes": [cell, ...], "targets": [...],
//            "can_practise": bool}
//            (hint_report(); causes and targets at every level),
//   "settings": {every Settings field by its saved name},
//   "levels": [puzzles per level, Easy..Extreme], "paused": bool,
//   "mistakes": [cell, ...], "animation": {..., "label": "<current event>"},
//   "board_hidden": bool (the board shows no digits: the scene's `hidden`),
//   "hint_list": {..., "entries": [{"technique", "sentence"}, ...]} (when open)
//   "hint": {..., "technique_key": "x-wing"} (the guide's page of the hint)
//   "practice_bank": "not-asked" | "loading" | "loaded" | "failed",
//   "guide": {"open": bool, "status": "not-asked" | "loading" | "loaded" |
//            "failed", "error": why it failed (when failed), "page": "<key>"
//            or "" (the list), and when open and
//            loaded: "list": [{"key", "name", "tier"}, ...] (the table's
//            order); on a page: "name", "tier", "difficulty", "practise",
//            "shown_by", "what", "why", "spot", and its example: "example":
//            "none" | "pending" | "ready" | "failed", "example_error",
//            "stage" 0..4, "stages" (4), "stage_text" (what the stage shows,
//            in words), "values" (81 characters), "cells": the cells the
//            example board highlights at its stage, "step_technique"}

#include <nlohmann/json.hpp>

#include "app/model/session.h"
#include "core/format.h"
#include "core/generator.h"

namespace sudoku::app {

std::string Session::state_json() const {
  nlohmann::json j = nlohmann::json::object();
  write_state(j);
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

void Session::write_state(nlohmann::json& j) const {
  using nlohmann::json;
  game_.write_state(j);
  json animation{{"playing", solve_.timeline.playing()},
                 {"step", solve_.timeline.position()},
                 {"total", solve_.timeline.size()},
                 {"complete", solve_.complete},
                 {"mode", solve_.mode == SolveMode::kSearch ? "search" : "logic"}};
  if (solve_.solving && solve_.timeline.position() > 0 && solve_.timeline.position() <= solve_.labels.size()) {
    animation["label"] = solve_.labels[solve_.timeline.position() - 1];
  }
  if (solve_.solving) {
    Grid values{};
    for (int c = 0; c < kCells; ++c) values.cells[c] = solve_.timeline.state().board.values[c];
    animation["values"] = to_line(values);
  }
  j["animation"] = std::move(animation);
  j["solving"] = solve_.solving;
  j["hint_pending"] = hint_pending();
  j["hint_list"] = {{"open", all_hints_.list.open},
                    {"computing", all_hints_.list.computing},
                    {"count", all_hints_.list.entries.size()}};
  static constexpr const char* kCollection[] = {"not-asked", "loading", "loaded", "failed"};
  j["collection"] = kCollection[static_cast<int>(collection_.status)];
  j["notice"] = notice_;
  j["reduced_motion"] = game_.settings().reduced_motion;
  j["theme"] = game_.settings().theme == Theme::kDark ? "dark" : "light";
  j["conflicts"] = cells_of(game_.conflicts());
  const BoardScene board = scene();
  json hint_cells = json::array();
  if (const int level = game_.hint().level(); level > 0 && !solve_.solving) {
    const std::uint16_t shown = level == 1 ? kCellRegion : level == 2 ? kCellCause : (kCellCause | kCellTarget);
    for (int c = 0; c < kCells; ++c) {
      if (board.flags[c] & shown) hint_cells.push_back(c);
    }
  }
  j["hint"]["cells"] = std::move(hint_cells);
  // The small digits the board draws in each cell (a hint's candidates too).
  json drawn = json::array();
  for (int c = 0; c < kCells; ++c) {
    std::string digits;
    for (int d = 1; d <= 9; ++d) {
      if ((board.marks[c] | board.removed_marks[c]) & digit_bit(d)) digits += static_cast<char>('0' + d);
    }
    drawn.push_back(std::move(digits));
  }
  j["drawn_marks"] = std::move(drawn);
  j["hidden"] = board.hidden;
  j["elapsed"] = game_.elapsed(now());
  j["confirm"] = saver_.read_only ? std::string() : question_.shown.question;  // held while another tab plays
  j["help"] = help_open_;
  j["about"] = about_open_ ? (about_text_.empty() ? "loading" : "shown") : "closed";
  if (about_open_ && !about_text_.empty()) j["about_text"] = about_text_;
  j["stats_open"] = stats_open_;
  j["read_only"] = saver_.read_only;
  {
    const Held held = held_for_continue();
    static constexpr const char* kHeld[] = {"", "question", "hint", "link"};  // Held's order
    j["held"] = kHeld[static_cast<int>(held)];
  }
  if (record_.finish) {
    const Finish& f = *record_.finish;
    json& out = j["finish"];
    out["seconds"] = f.seconds;
    out["level"] = f.level;
    out["best"] = f.best ? json(*f.best) : json(nullptr);
    out["median"] = f.median ? json(*f.median) : json(nullptr);
    out["new_best"] = f.new_best();
    out["hints"] = f.hints;
    out["mistakes"] = f.mistakes;
    out["streak"] = f.streak;
    out["best_streak"] = f.best_streak;
    out["daily_streak"] = f.daily_streak;
    out["shared"] = f.shared;
  } else {
    j["finish"] = nullptr;
  }
  j["has_previous"] = has_previous_;
  j["share_progress"] = share_with_progress_;
  json& aside = j["set_aside"] = json::array();
  for (const int day : set_aside_days()) aside.push_back(day);
  j["stats"] = record_.stats.to_object();
  j["daily_streak"] = daily_streak();
  if (generating()) {
    static constexpr const char* kWhat[] = {"none", "level", "practice", "daily"};
    json g{{"what", kWhat[static_cast<int>(making_.generation.what)]},
           {"seconds", generation_seconds()},
           {"text", making_.generation.text}};
    if (making_.generation.level >= 0) g["level"] = std::string(level_name(making_.generation.level));
    if (making_.generation.what == Generation::What::kPractice) {
      g["technique"] = std::string(logic::technique_key(making_.generation.technique));
      g["technique_name"] = std::string(logic::technique_name(making_.generation.technique));
    }
    if (making_.generation.what == Generation::What::kDaily) g["date"] = date_key(making_.generation.day);
    j["generating"] = std::move(g);
  } else {
    j["generating"] = nullptr;
  }
  j["origin"] = origin_object(game_.origin());
  j["origin"]["text"] = origin_text();
  json practice = json::array();
  for (const PracticeItem& item : practice_menu()) practice.push_back({{"key", item.key}, {"name", item.name}});
  j["practice_menu"] = std::move(practice);
  const HintReport report = hint_report();
  json causes = json::array();
  json targets = json::array();
  for (int c = 0; c < kCells; ++c) {
    if (report.roles[static_cast<std::size_t>(c)] == 1) causes.push_back(c);
    if (report.roles[static_cast<std::size_t>(c)] == 2) targets.push_back(c);
  }
  j["hint"].update({{"where", report.where},
                    {"marked", report.marked},
                    {"sentence", report.sentence},
                    {"apply_label", report.apply_label},
                    {"causes", std::move(causes)},
                    {"targets", std::move(targets)},
                    {"can_practise", report.can_practise},
                    {"technique_key", report.technique_key},
                    {"guide_label", report.guide_label}});
  static constexpr const char* kLoad[] = {"not-asked", "loading", "loaded", "failed"};
  j["practice_bank"] = kLoad[static_cast<int>(bank_.status)];
  json guide{{"open", guide_.open}, {"status", kLoad[static_cast<int>(guide_.status)]}, {"page", ""}};
  if (guide_.status == GuideState::Status::kFailed) guide["error"] = guide_.error;
  if (guide_.open && guide_.status == GuideState::Status::kLoaded) {
    json list = json::array();
    for (const GuidePage& p : guide_.pages) list.push_back({{"key", p.key}, {"name", p.name}, {"tier", p.tier}});
    guide["list"] = std::move(list);
  }
  if (const GuidePage* p = guide_page()) {
    guide.update({{"page", p->key},
                  {"name", p->name},
                  {"tier", p->tier},
                  {"difficulty", p->difficulty},
                  {"practise", p->practise},
                  {"shown_by", p->shown_by},
                  {"what", p->what},
                  {"why", p->why},
                  {"spot", p->spot},
                  {"stage", guide_.stage},
                  {"stages", GuideState::kLastStage},
                  {"example_error", guide_.example_error}});
    guide["example"] = guide_.example_step                                  ? "ready"
                       : guide_.example_pending                             ? "pending"
                       : guide_.has_example && guide_.example_error.empty() ? "pending"
                                                                            : (guide_.has_example ? "failed" : "none");
    guide["stage_text"] = guide_stage_text();
    const BoardScene example = guide_scene();
    Grid values{};
    json cells = json::array();
    const std::uint16_t shown = guide_.stage == 1   ? kCellRegion
                                : guide_.stage == 2 ? kCellCause
                                                    : static_cast<std::uint16_t>(kCellCause | kCellTarget);
    for (int c = 0; c < kCells; ++c) {
      values.cells[c] = example.values[c];
      if (guide_.stage > 0 && (example.flags[c] & shown)) cells.push_back(c);
    }
    guide["values"] = to_line(values);
    guide["cells"] = std::move(cells);
    if (guide_.example_step) {
      guide["step_technique"] = std::string(logic::technique_key(guide_.example_step->technique));
    }
  }
  j["guide"] = std::move(guide);
  if (all_hints_.list.open) {
    json entries = json::array();
    for (const auto& e : all_hints_.list.entries)
      entries.push_back({{"technique", e.technique}, {"sentence", e.sentence}});
    j["hint_list"]["entries"] = std::move(entries);
  }
  j["settings"] = settings_object(game_.settings());
  json levels = json::array();
  for (const auto& level : collection_.levels) levels.push_back(level.size());
  j["levels"] = std::move(levels);
  j["mistakes"] = cells_of(game_.mistakes());
}

}  // namespace sudoku::app
