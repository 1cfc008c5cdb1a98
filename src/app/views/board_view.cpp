#include "app/views/board_view.h"

#include <cmath>

#include "app/model/palette.h"
#include "app/views/fonts.h"

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
  const ImVec2 o(px.snap(origin.x), px.snap(origin.y));
  l.size = px.snap(size);
  for (int i = 0; i <= 9; ++i) {
    const float t = l.size * static_cast<float>(i) / 9.0f;
    l.cell_x[i] = px.snap(o.x + t);
    l.cell_y[i] = px.snap(o.y + t);
  }
  return l;
}

ImU32 palette_colour(int index, bool dark) {
  if (index < 1 || index > 9) return 0;
  const app::PaletteColour& c = app::kPalette[static_cast<std::size_t>(index - 1)];
  // Translucent over the cell so digits and highlights stay readable.
  return IM_COL32(c.r, c.g, c.b, dark ? 160 : 140);
}

namespace {

ImU32 with_alpha(ImU32 c, float alpha) {
  const auto a = static_cast<unsigned>(static_cast<float>((c >> IM_COL32_A_SHIFT) & 0xFF) * alpha);
  return (c & ~IM_COL32_A_MASK) | (a << IM_COL32_A_SHIFT);
}

void centred_text(ImDrawList* dl, ImFont* f, float size, ImVec2 centre, ImU32 colour, const char* text) {
  const ImVec2 ts = f->CalcTextSizeA(size, 1e9f, 0.0f, text);
  dl->AddText(f, size, ImVec2(centre.x - ts.x * 0.5f, centre.y - ts.y * 0.5f), colour, text);
}

/// The player's corner notes (in the corners, then the edges' middles,
/// smallest digit first, as SudokuPad places them) and centre notes (one
/// line in the middle, smaller when there are many).
void draw_notes(ImDrawList* dl, ImFont* f, float mark_size, ImVec2 a, float cell, Mask corner, Mask centre,
                ImU32 colour) {
  static constexpr float kSpots[8][2] = {{0.17f, 0.17f}, {0.83f, 0.17f}, {0.17f, 0.83f}, {0.83f, 0.83f},
                                         {0.50f, 0.17f}, {0.50f, 0.83f}, {0.17f, 0.50f}, {0.83f, 0.50f}};
  char text[10] = {};
  int spot = 0;
  for (int d = 1; d <= 9 && spot < 8; ++d) {
    if (!(corner & digit_bit(d))) continue;
    text[0] = static_cast<char>('0' + d);
    text[1] = 0;
    centred_text(dl, f, mark_size, ImVec2(a.x + cell * kSpots[spot][0], a.y + cell * kSpots[spot][1]), colour, text);
    ++spot;
  }
  int n = 0;
  for (int d = 1; d <= 9; ++d) {
    if (centre & digit_bit(d)) text[n++] = static_cast<char>('0' + d);
  }
  text[n] = 0;
  if (n == 0) return;
  float size = mark_size * (n <= 4 ? 1.1f : 0.95f);
  const float width = f->CalcTextSizeA(size, 1e9f, 0.0f, text).x;
  if (width > cell * 0.86f) size *= cell * 0.86f / width;
  centred_text(dl, f, size, ImVec2(a.x + cell * 0.5f, a.y + cell * 0.5f), colour, text);
}

}  // namespace

void draw_board(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px,
                const app::BoardScene& pic, bool dark) {
  dl->AddRectFilled(ImVec2(l.cell_x[0], l.cell_y[0]), ImVec2(l.cell_x[9], l.cell_y[9]), theme.board_fill);
  const float cell = l.size / 9.0f;

  // Cell backgrounds, weakest first so stronger highlights win.
  for (int c = 0; c < kCells; ++c) {
    const ImVec2 a = l.cell_min(c);
    const ImVec2 b = l.cell_max(c);
    const auto f = pic.flags[c];
    if (pic.given[c]) dl->AddRectFilled(a, b, theme.given_fill);
    if (f & app::kCellRegion) dl->AddRectFilled(a, b, with_alpha(theme.peer_highlight, 1.0f));
    if ((f & app::kCellUnit) && !(f & app::kCellRegion)) dl->AddRectFilled(a, b, with_alpha(theme.peer_highlight, 0.8f));
    // The player's colours over the unit shading, so they stay visible.
    if (pic.colours[c] != 0) dl->AddRectFilled(a, b, palette_colour(pic.colours[c], dark));
    if (f & app::kCellSameDigit) dl->AddRectFilled(a, b, theme.same_digit);
    if (f & app::kCellSelected) dl->AddRectFilled(a, b, theme.selection);
    if (f & app::kCellCause) dl->AddRectFilled(a, b, with_alpha(theme.cause, 0.22f));
    if (f & app::kCellTarget) dl->AddRectFilled(a, b, with_alpha(theme.target, 0.22f));
    if (f & app::kCellGuess) dl->AddRectFilled(a, b, with_alpha(theme.target, 0.30f));
    if (f & app::kCellFailed) dl->AddRectFilled(a, b, with_alpha(theme.conflict, 0.35f));
  }

  // Digits and pencil marks.
  ImFont* digit_font = font(FontRole::kDigit);
  ImFont* mark_font = font(FontRole::kMark);
  const float digit_size = std::round(cell * 0.62f);
  const float mark_size = std::round(cell * 0.27f);
  const float sub = cell / 3.0f;
  char text[2] = {0, 0};
  for (int c = 0; c < kCells; ++c) {
    const ImVec2 a = l.cell_min(c);
    const auto f = pic.flags[c];
    if (pic.values[c] != 0) {
      text[0] = static_cast<char>('0' + pic.values[c]);
      ImU32 colour = pic.given[c] ? theme.given_digit : theme.entered_digit;
      if (f & app::kCellPlaced) colour = theme.target;
      if (f & (app::kCellConflict | app::kCellMistake)) colour = theme.conflict;
      centred_text(dl, digit_font, digit_size, ImVec2(a.x + cell * 0.5f, a.y + cell * 0.53f), colour, text);
      if (f & app::kCellConflict) {
        // A small corner mark so a conflict does not rely on colour alone.
        dl->AddTriangleFilled(ImVec2(a.x + cell - cell * 0.22f, a.y + 2.0f), ImVec2(a.x + cell - 2.0f, a.y + 2.0f),
                              ImVec2(a.x + cell - 2.0f, a.y + cell * 0.22f), theme.conflict);
      }
      continue;
    }
    const Mask shown = static_cast<Mask>(pic.marks[c] | pic.removed_marks[c]);
    for (int d = 1; d <= 9; ++d) {
      if (!(shown & digit_bit(d))) continue;
      const ImVec2 centre(a.x + sub * (static_cast<float>((d - 1) % 3) + 0.5f),
                          a.y + sub * (static_cast<float>((d - 1) / 3) + 0.5f));
      text[0] = static_cast<char>('0' + d);
      if (pic.removed_marks[c] & digit_bit(d)) {
        // Removed by the step shown: struck through (the effects layer adds
        // a fading halo when motion is allowed).
        dl->AddCircleFilled(centre, sub * 0.40f, with_alpha(theme.conflict, 0.25f));
        centred_text(dl, mark_font, mark_size, centre, theme.conflict, text);
        const float r = sub * 0.30f;
        dl->AddLine(ImVec2(centre.x - r, centre.y + r), ImVec2(centre.x + r, centre.y - r), theme.conflict,
                    px.width(1.5f));
        continue;
      }
      ImU32 colour = theme.mark_digit;
      if (pic.cause_marks[c] & digit_bit(d)) {
        dl->AddCircleFilled(centre, sub * 0.40f, with_alpha(theme.cause, 0.30f));
        colour = theme.cause;
      } else if (pic.highlight_digit == d) {
        dl->AddCircleFilled(centre, sub * 0.40f, theme.same_digit);
        colour = theme.entered_digit;
      }
      centred_text(dl, mark_font, mark_size, centre, colour, text);
    }
    draw_notes(dl, mark_font, mark_size, a, cell, pic.corner[c], pic.centre[c], theme.entered_digit);
  }

  // Lines last, over the fills: thin cell lines, then thick box lines.
  const float thin = px.width(1.0f);
  const float thick = px.width(l.size > 300.0f ? 2.5f : 2.0f);
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
  // The cursor: an outline inside the cell.
  for (int c = 0; c < kCells; ++c) {
    if (!(pic.flags[c] & app::kCellCursor)) continue;
    const float inset = px.width(2.0f);
    const ImVec2 a = l.cell_min(c);
    const ImVec2 b = l.cell_max(c);
    dl->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(b.x - inset, b.y - inset), theme.entered_digit, 2.0f, 0,
                px.width(2.0f));
  }
}

void draw_board_grid(ImDrawList* dl, const BoardLayout& layout, const Theme& theme, const PixelGrid& px) {
  draw_board(dl, layout, theme, px, app::BoardScene{}, false);
}

}  // namespace sudoku::views
