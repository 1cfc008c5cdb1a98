// game_state_json.cpp - Game::write_state(), the snapshot automation reads.
//
//   {
//     "givens": "<81 chars, '.' blank>",
//     "values": "<81 chars, digits shown (givens included), '.' blank>",
//     "candidates": ["<candidate marks of cell 0 as digits, e.g. \"137\">", ... 81],
//     "corner": [81 strings], "centre": [81 strings]: the notes, likewise
//                   (a cell showing a digit reports "": its marks are hidden)
//     "colours": "<81 chars '0'-'9'>",
//     "selected": [cell, ...], "cursor": cell,
//     "mode": "normal" | "pencil" | "corner" | "centre" | "colour",
//     "phase": "entry" | "play", "paused": bool,
//     "candidates_complete": bool (the engine reads the candidate marks),
//     "record": {"level": -1..4, "hints": n, "mistakes": n,
//                "origin": {"kind", "technique" | "date"} (origin_object)},
//     "solved": bool, "message": "<last message shown>",
//     "can_undo": bool, "can_redo": bool,
//     "hint": {"level": 0..3, "technique": "<name or ''>"}
//   }
//
// (The session adds hint.cells, from the board scene: session_state_json.cpp.)
#include <nlohmann/json.hpp>

#include "app/model/game.h"
#include "core/format.h"

namespace sudoku::app {

namespace {
using nlohmann::json;

/// "137" for the digits of a mask.
std::string digits_of(Mask m) {
  std::string out;
  for (int d = 1; d <= 9; ++d) {
    if (m & digit_bit(d)) out += static_cast<char>('0' + d);
  }
  return out;
}

}  // namespace

void Game::write_state(json& j) const {
  j["givens"] = to_line(givens());
  j["values"] = to_line(values());
  json candidates = json::array();
  json corner = json::array();
  json centre = json::array();
  std::string colours(kCells, '0');
  for (std::size_t c = 0; c < kCells; ++c) {
    const CellState& s = cells_[c];
    const bool empty = s.value == 0;  // a digit hides the cell's marks
    candidates.push_back(digits_of(empty ? s.marks : 0));
    corner.push_back(digits_of(empty ? s.corner : 0));
    centre.push_back(digits_of(empty ? s.centre : 0));
    colours[c] = static_cast<char>('0' + s.colour);
  }
  j["candidates"] = std::move(candidates);
  j["corner"] = std::move(corner);
  j["centre"] = std::move(centre);
  j["colours"] = colours;
  j["selected"] = cells_of(selection_.cells());
  j["cursor"] = selection_.cursor();
  j["mode"] = input_mode_name(input_mode_);
  j["phase"] = phase_ == Phase::kPlay ? "play" : "entry";
  j["solved"] = is_solved();
  j["message"] = message_;
  j["can_undo"] = can_undo();
  j["can_redo"] = can_redo();
  j["paused"] = paused();
  j["candidates_complete"] = candidates_complete();
  j["record"] =
      json{{"level", level_}, {"hints", hints_used_}, {"mistakes", mistakes_made_}, {"origin", origin_object(origin_)}};
  json hint{{"level", hint_.level()}, {"technique", ""}};
  if (const logic::Step* step = hint_.step()) hint["technique"] = std::string(logic::technique_name(step->technique));
  j["hint"] = std::move(hint);
}

}  // namespace sudoku::app
