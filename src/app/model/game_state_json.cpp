// game_state_json.cpp - Game::state_json(), the snapshot automation reads.
//
//   {
//     "givens": "<81 chars, '.' blank>",
//     "values": "<81 chars, digits shown (givens included), '.' blank>",
//     "candidates": ["<pencil marks of cell 0 as digits, e.g. \"137\">", ... 81],
//                   (a cell showing a digit reports "": its marks are hidden)
//     "colours": "<81 chars '0'-'9'>",
//     "selected": [cell, ...], "cursor": cell,
//     "mode": "normal" | "pencil" | "colour", "phase": "entry" | "play",
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

}  // namespace

std::string Game::state_json() const {
  json j;
  j["givens"] = to_line(givens());
  j["values"] = to_line(values());
  json candidates = json::array();
  std::string colours(kCells, '0');
  for (std::size_t c = 0; c < kCells; ++c) {
    std::string digits;
    if (cells_[c].value == 0) {
      for (int d = 1; d <= 9; ++d) {
        if (cells_[c].marks & digit_bit(d)) digits += static_cast<char>('0' + d);
      }
    }
    candidates.push_back(digits);
    colours[c] = static_cast<char>('0' + cells_[c].colour);
  }
  j["candidates"] = std::move(candidates);
  j["colours"] = colours;
  j["selected"] = cells_of(selection_.cells());
  j["cursor"] = selection_.cursor();
  j["mode"] = input_mode_ == InputMode::kNormal   ? "normal"
              : input_mode_ == InputMode::kPencil ? "pencil"
                                                  : "colour";
  j["phase"] = phase_ == Phase::kPlay ? "play" : "entry";
  j["solved"] = is_solved();
  j["message"] = message_;
  j["can_undo"] = can_undo();
  j["can_redo"] = can_redo();
  json hint{{"level", hint_.level()}, {"technique", ""}};
  if (const logic::Step* step = hint_.step()) hint["technique"] = std::string(logic::technique_name(step->technique));
  j["hint"] = std::move(hint);
  return j.dump(-1, ' ', false, json::error_handler_t::replace);
}

}  // namespace sudoku::app
