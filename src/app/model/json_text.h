// json_text.h - the app's one way to read JSON text (saved games, statistics,
// the state for automation).
#pragma once

#include <nlohmann/json.hpp>
#include <string_view>

namespace sudoku::app {

/// Parses `text` without throwing: a value that `is_discarded()` when the text
/// is not JSON. Every caller shares this one instantiation of nlohmann's
/// parser (each input type makes another copy in the page's module).
inline nlohmann::json parse_json(std::string_view text) {
  return nlohmann::json::parse(text.begin(), text.end(), nullptr, false);
}

}  // namespace sudoku::app
