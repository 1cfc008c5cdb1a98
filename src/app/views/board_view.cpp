#include "views/board_view.h"

namespace sudoku::views {

int BoardLayout::cell_at(ImVec2 p) const {
  if (p.x < cell_x[0] || p.y < cell_y[0] || p.x >= cell_x[9] || p.y >= cell_y[9]) return -1;
  int col = 0;
  int row = 0;
  while (col < 8 && p.x >= cell_x[col + 1]) ++col;
  while (row < 8 && p.y >= cell_y[row + 1]) ++row;
  return row * 9 + col;
}

BoardLayout layout_board(ImVec2 origin, float size, const PixelGrid& px) {
  BoardLayout l;
  l.origin = ImVec2(px.snap(origin.x), px.snap(origin.y));
  l.size = px.snap(size);
  for (int i = 0; i <= 9; ++i) {
    const float t = l.size * static_cast<float>(i) / 9.0f;
    l.cell_x[i] = px.snap(l.origin.x + t);
    l.cell_y[i] = px.snap(l.origin.y + t);
  }
  return l;
}

void draw_board_grid(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px) {
  dl->AddRectFilled(ImVec2(l.cell_x[0], l.cell_y[0]), ImVec2(l.cell_x[9], l.cell_y[9]), theme.board_fill);
  const float thin = px.width(1.0f);
  const float thick = px.width(l.size > 300.0f ? 2.5f : 2.0f);
  // Lines are filled rectangles centred on the snapped edges, so both
  // widths cover whole device pixels.
  auto vline = [&](float x, float w, ImU32 c) {
    const float x0 = px.snap(x - w / 2.0f);
    dl->AddRectFilled(ImVec2(x0, l.cell_y[0] - thick / 2.0f), ImVec2(x0 + w, l.cell_y[9] + thick / 2.0f), c);
  };
  auto hline = [&](float y, float w, ImU32 c) {
    const float y0 = px.snap(y - w / 2.0f);
    dl->AddRectFilled(ImVec2(l.cell_x[0] - thick / 2.0f, y0), ImVec2(l.cell_x[9] + thick / 2.0f, y0 + w), c);
  };
  for (int i = 1; i < 9; ++i) {
    if (i % 3 == 0) continue;
    vline(l.cell_x[i], thin, theme.thin_line);
    hline(l.cell_y[i], thin, theme.thin_line);
  }
  for (int i = 0; i <= 9; i += 3) {
    vline(l.cell_x[i], thick, theme.thick_line);
    hline(l.cell_y[i], thick, theme.thick_line);
  }
}

}  // namespace sudoku::views
