// theme.h - the colours of the light and dark themes.
#pragma once

#include <imgui.h>

#include "app/views/background.h"

namespace sudoku::views {

struct Theme {
  Rgb background_top, background_bottom;
  ImU32 board_fill;        // empty cell
  ImU32 given_fill;        // cell holding a given
  ImU32 thin_line;         // cell borders
  ImU32 thick_line;        // box borders and frame
  ImU32 given_digit;       // givens: solid, dark
  ImU32 entered_digit;     // the player's digits: blue
  ImU32 mark_digit;        // pencil marks
  ImU32 selection;         // selected cells
  ImU32 peer_highlight;    // row, column and box of the cursor
  ImU32 same_digit;        // cells holding the selected digit
  ImU32 conflict;          // a digit twice in a unit
  ImU32 cause;             // hint: the cells/candidates that cause a step
  ImU32 target;            // hint: placements and eliminations
  ImU32 text;              // panel text
  ImU32 text_dim;
};

const Theme& light_theme();
const Theme& dark_theme();
/// Applies the theme's colours to ImGui's widgets.
void apply_imgui_style(const Theme& theme, bool dark);

}  // namespace sudoku::views
