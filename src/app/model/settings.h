// settings.h - the player's preferences (saved with the game).
#pragma once

#include <cstdint>
#include <string>

namespace sudoku::app {

enum class Theme : std::uint8_t { kLight, kDark };

struct Settings {
  bool highlight_units = true;        ///< shade the cursor cell's row, column and box
  bool highlight_same_digit = true;   ///< shade cells (and marks) holding the cursor cell's digit
  bool highlight_conflicts = true;    ///< mark digits that appear twice in a unit
  bool auto_remove_marks = true;      ///< placing a digit removes that mark from its peers
  bool mistake_check = false;         ///< mark digits that differ from the unique solution
  bool show_timer = true;             ///< display only: the timer runs either way
  Theme theme = Theme::kLight;
  bool reduced_motion = false;        ///< views skip or shorten animations
  /// Which techniques hints may use, in the logic engine's own syntax; empty
  /// means all.
  std::string hint_techniques;
  friend bool operator==(const Settings&, const Settings&) = default;
};

}  // namespace sudoku::app
