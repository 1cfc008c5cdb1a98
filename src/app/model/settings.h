// settings.h - the player's preferences (saved with the game).
#pragma once

#include <cstdint>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <string_view>

namespace sudoku::app {

enum class Theme : std::uint8_t { kLight, kDark };

struct Settings {
  bool highlight_units = true;       ///< shade the cursor cell's row, column and box
  bool highlight_same_digit = true;  ///< shade cells (and marks) holding the cursor cell's digit
  bool highlight_conflicts = true;   ///< mark digits that appear twice in a unit
  bool auto_remove_marks = true;     ///< placing a digit removes that mark from its peers
  bool mistake_check = false;        ///< mark digits that differ from the unique solution
  bool show_timer = true;            ///< display only: the timer runs either way
  Theme theme = Theme::kLight;
  /// Stronger lines, text and highlights (black and white, thick outlines).
  bool high_contrast = false;
  /// Hint, conflict and cursor colours chosen to stay apart with every
  /// common colour-vision deficiency (blue, orange, purple instead of
  /// green, orange, red). Shapes tell them apart in either palette.
  bool colour_blind_safe = false;
  bool reduced_motion = false;  ///< views skip or shorten animations
  /// Letter keys (modes, hint, solve, help, the read-outs) act on their own;
  /// off, only digits, arrows and keys with Ctrl act (so speech input or a
  /// stray key press cannot set off a command).
  bool letter_shortcuts = true;
  /// Short tones as the cursor moves (a given, an empty cell, a cell with
  /// notes) and on a new conflict; made in the page, off by default.
  bool sound_cues = false;
  /// While true, the setting follows the system's preference (dark colour
  /// scheme, more contrast, reduced motion: Host::prefers_*), also when it
  /// changes; setting the value by hand turns following off
  /// (Session::set_settings).
  bool theme_follows_system = true;
  bool contrast_follows_system = true;
  bool motion_follows_system = true;
  /// Which techniques hints may use, in the logic engine's own syntax; empty
  /// means all.
  std::string hint_techniques;
  friend bool operator==(const Settings&, const Settings&) = default;
};

/// A yes/no setting by the name it is saved and set under.
struct SettingFlag {
  std::string_view name;
  bool Settings::*member;
};

/// Every yes/no field of Settings, once: the saved game's writer and reader
/// and the "setting" command walk this list.
inline constexpr SettingFlag kSettingFlags[] = {
    {"highlight_units", &Settings::highlight_units},
    {"highlight_same_digit", &Settings::highlight_same_digit},
    {"highlight_conflicts", &Settings::highlight_conflicts},
    {"auto_remove_marks", &Settings::auto_remove_marks},
    {"mistake_check", &Settings::mistake_check},
    {"show_timer", &Settings::show_timer},
    {"high_contrast", &Settings::high_contrast},
    {"colour_blind_safe", &Settings::colour_blind_safe},
    {"reduced_motion", &Settings::reduced_motion},
    {"letter_shortcuts", &Settings::letter_shortcuts},
    {"sound_cues", &Settings::sound_cues},
    {"theme_follows_system", &Settings::theme_follows_system},
    {"contrast_follows_system", &Settings::contrast_follows_system},
    {"motion_follows_system", &Settings::motion_follows_system},
};

/// The settings as the JSON object a saved game holds (game_save.cpp):
/// every field by name, the theme as "light" or "dark".
nlohmann::json settings_object(const Settings& settings);

}  // namespace sudoku::app
