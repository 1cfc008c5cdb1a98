// board_view.h - draws the 9x9 board: cells, lines, digits, marks, highlights
// and the overlays of a hint or of the animated solve.
#pragma once

#include <imgui.h>

#include <array>
#include <cstdint>

#include "app/model/board_scene.h"
#include "app/views/theme.h"
#include "core/grid.h"

namespace sudoku::views {

/// Pixel-snapping helper: ImGui works in CSS pixels; lines land on whole
/// device pixels so they stay crisp at any device pixel ratio.
struct PixelGrid {
  float ratio = 1.0f;
  float snap(float v) const { return static_cast<float>(static_cast<int>(v * ratio + 0.5f)) / ratio; }
  /// A line width of `css` CSS pixels, at least one device pixel.
  float width(float css) const {
    const float px = static_cast<float>(static_cast<int>(css * ratio + 0.5f));
    return (px < 1.0f ? 1.0f : px) / ratio;
  }
};

/// The board's geometry on screen: the snapped edges of rows and columns.
struct BoardLayout {
  float size = 0.0f;
  float cell_x[10]{};  // left edge of column i (and the right edge at [9])
  float cell_y[10]{};
  ImVec2 cell_min(int cell) const { return {cell_x[cell % 9], cell_y[cell / 9]}; }
  ImVec2 cell_max(int cell) const { return {cell_x[cell % 9 + 1], cell_y[cell / 9 + 1]}; }
  /// The cell under a point, or -1.
  int cell_at(ImVec2 p) const;
};

/// Lays out a board of `size` CSS pixels at `origin`, cell edges snapped.
BoardLayout layout_board(ImVec2 origin, float size, const PixelGrid& px);

/// The nine cell colours of the model's palette (colour-blind safe), index 1..9.
ImU32 palette_colour(int index, bool dark);

/// The shape that tells cell colour `index` (1..9) apart without its hue:
/// circle, square, triangle, diamond, triangle down, plus, hexagon, cross,
/// ring. Drawn in the palette colour at full strength with an `outline`,
/// inside a circle of `radius` around `centre`.
void draw_colour_glyph(ImDrawList* dl, ImVec2 centre, float radius, int index, ImU32 outline);

/// Draws the board (fills, highlights, digits, marks, lines). Every meaning
/// a colour carries has a shape too: a conflict a corner flag and a solid
/// underline, a mistake a zigzag underline, the hint's units an outline
/// around them, its cause a dashed ring (candidates: a ring), its targets a
/// solid ring, removed candidates a strike, the search's guess a '?', a
/// failed guess a cross, a cell colour its corner glyph; in high contrast
/// the selected cells an outline too.
void draw_board(ImDrawList* dl, const BoardLayout& layout, const Theme& theme, const PixelGrid& px,
                const app::BoardScene& scene, bool dark);

/// Draws the empty board: cell fills, thin cell lines and thick box lines.
void draw_board_grid(ImDrawList* dl, const BoardLayout& layout, const Theme& theme, const PixelGrid& px);

}  // namespace sudoku::views
