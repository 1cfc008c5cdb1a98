// theme.h - the colours of the themes: light or dark, each in a normal and a
// high-contrast form, with the standard or the colour-blind-safe highlight
// colours (settings.h). Colour never carries meaning alone: the board view
// draws conflicts, mistakes, a hint's cause and targets and the cell colours
// with their own shapes too (board_view.h).
#pragma once

#include <imgui.h>

#include "app/model/settings.h"
#include "app/views/background.h"

namespace sudoku::views {

struct Theme {
  Rgb background_top, background_bottom;
  ImU32 board_fill;      // empty cell
  ImU32 given_fill;      // cell holding a given
  ImU32 thin_line;       // cell borders
  ImU32 thick_line;      // box borders and frame
  ImU32 given_digit;     // givens: solid, dark
  ImU32 entered_digit;   // the player's digits: blue
  ImU32 mark_digit;      // pencil marks
  ImU32 selection;       // selected cells
  ImU32 peer_highlight;  // row, column and box of the cursor
  ImU32 same_digit;      // cells holding the selected digit
  ImU32 conflict;        // a digit twice in a unit
  ImU32 cause;           // hint: the cells/candidates that cause a step
  ImU32 target;          // hint: placements and eliminations
  ImU32 text;            // panel text
  ImU32 text_dim;
  ImU32 region_line;  // hint: the outline of the units to look at
  bool dark = false;
  bool high_contrast = false;
};

const Theme& light_theme();
const Theme& dark_theme();
/// The theme the settings ask for (theme, high_contrast, colour_blind_safe).
const Theme& theme_for(const app::Settings& settings);
/// Applies the theme's colours to ImGui's widgets.
void apply_imgui_style(const Theme& theme, bool dark);
/// Applies theme_for(settings) to ImGui's widgets when it differs from the
/// last theme applied (call once per frame: settings may change anywhere).
void follow_imgui_style(const app::Settings& settings);

}  // namespace sudoku::views
