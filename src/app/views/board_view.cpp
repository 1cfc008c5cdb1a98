#include "app/views/board_view.h"

#include <algorithm>
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

/// A rectangle outline of dashes (`dash` long, gaps as long), so a hint's
/// cause differs from its targets' solid ring by shape as well as colour.
void dashed_rect(ImDrawList* dl, ImVec2 a, ImVec2 b, ImU32 colour, float thickness, float dash) {
  auto edge = [&](ImVec2 p, ImVec2 q) {
    const float dx = q.x - p.x;
    const float dy = q.y - p.y;
    const float length = std::sqrt(dx * dx + dy * dy);
    const int pieces = std::max(1, static_cast<int>(length / (2.0f * dash) + 0.5f));
    const float step = length / static_cast<float>(pieces);
    for (int i = 0; i < pieces; ++i) {
      const float t0 = (static_cast<float>(i) * step) / length;
      const float t1 = (static_cast<float>(i) * step + step * 0.5f) / length;
      dl->AddLine(ImVec2(p.x + dx * t0, p.y + dy * t0), ImVec2(p.x + dx * t1, p.y + dy * t1), colour, thickness);
    }
  };
  edge(a, ImVec2(b.x, a.y));
  edge(ImVec2(b.x, a.y), b);
  edge(b, ImVec2(a.x, b.y));
  edge(ImVec2(a.x, b.y), a);
}

/// A zigzag line from x0 to x1 at height y (a mistake's underline).
void zigzag(ImDrawList* dl, float x0, float x1, float y, float amplitude, ImU32 colour, float thickness) {
  ImVec2 points[16];
  const int n = 9;
  for (int i = 0; i < n; ++i) {
    points[i] = ImVec2(x0 + (x1 - x0) * static_cast<float>(i) / static_cast<float>(n - 1),
                       y + ((i % 2) != 0 ? -amplitude : amplitude));
  }
  dl->AddPolyline(points, n, colour, ImDrawFlags_None, thickness);
}

}  // namespace

void draw_colour_glyph(ImDrawList* dl, ImVec2 o, float r, int index, ImU32 outline) {
  if (index < 1 || index > 9) return;
  const app::PaletteColour& pc = app::kPalette[static_cast<std::size_t>(index - 1)];
  const ImU32 fill = IM_COL32(pc.r, pc.g, pc.b, 255);
  const float w = std::max(1.0f, r * 0.22f);  // outline width
  switch (index) {
    case 1:  // circle
      dl->AddCircleFilled(o, r, fill, 16);
      dl->AddCircle(o, r, outline, 16, w);
      break;
    case 2:  // square
      dl->AddRectFilled(ImVec2(o.x - r * 0.85f, o.y - r * 0.85f), ImVec2(o.x + r * 0.85f, o.y + r * 0.85f), fill);
      dl->AddRect(ImVec2(o.x - r * 0.85f, o.y - r * 0.85f), ImVec2(o.x + r * 0.85f, o.y + r * 0.85f), outline, 0.0f, 0,
                  w);
      break;
    case 3:  // triangle up
    case 5:  // triangle down
    {
      const float s = index == 3 ? 1.0f : -1.0f;
      const ImVec2 p0(o.x, o.y - s * r), p1(o.x + r, o.y + s * r * 0.8f), p2(o.x - r, o.y + s * r * 0.8f);
      dl->AddTriangleFilled(p0, p1, p2, fill);
      dl->AddTriangle(p0, p1, p2, outline, w);
      break;
    }
    case 4:  // diamond
    {
      const ImVec2 p0(o.x, o.y - r), p1(o.x + r, o.y), p2(o.x, o.y + r), p3(o.x - r, o.y);
      dl->AddQuadFilled(p0, p1, p2, p3, fill);
      dl->AddQuad(p0, p1, p2, p3, outline, w);
      break;
    }
    case 6:  // plus
    case 8:  // cross
    {
      const float k = index == 6 ? 1.0f : 0.75f;
      const ImVec2 a0 = index == 6 ? ImVec2(o.x - r, o.y) : ImVec2(o.x - r * k, o.y - r * k);
      const ImVec2 a1 = index == 6 ? ImVec2(o.x + r, o.y) : ImVec2(o.x + r * k, o.y + r * k);
      const ImVec2 b0 = index == 6 ? ImVec2(o.x, o.y - r) : ImVec2(o.x + r * k, o.y - r * k);
      const ImVec2 b1 = index == 6 ? ImVec2(o.x, o.y + r) : ImVec2(o.x - r * k, o.y + r * k);
      const float bar = r * 0.55f;
      dl->AddLine(a0, a1, outline, bar + 2.0f * w);
      dl->AddLine(b0, b1, outline, bar + 2.0f * w);
      dl->AddLine(a0, a1, fill, bar);
      dl->AddLine(b0, b1, fill, bar);
      break;
    }
    case 7:  // hexagon
      dl->AddNgonFilled(o, r, fill, 6);
      dl->AddNgon(o, r, outline, 6, w);
      break;
    case 9:  // ring
      dl->AddCircle(o, r * 0.75f, outline, 16, r * 0.5f + 2.0f * w);
      dl->AddCircle(o, r * 0.75f, fill, 16, r * 0.5f);
      break;
    default:
      break;
  }
}

namespace {

// The passes of draw_board, in the order they paint.

/// Cell backgrounds, weakest first so stronger highlights win.
void draw_cell_fills(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const app::BoardScene& scene,
                     bool dark) {
  for (int c = 0; c < kCells; ++c) {
    const ImVec2 a = l.cell_min(c);
    const ImVec2 b = l.cell_max(c);
    const auto f = scene.flags[c];
    if (scene.given[c]) dl->AddRectFilled(a, b, theme.given_fill);
    if (f & app::kCellRegion) dl->AddRectFilled(a, b, with_alpha(theme.peer_highlight, 1.0f));
    if ((f & app::kCellUnit) && !(f & app::kCellRegion))
      dl->AddRectFilled(a, b, with_alpha(theme.peer_highlight, 0.8f));
    // The player's colours over the unit shading, so they stay visible.
    if (scene.colours[c] != 0) dl->AddRectFilled(a, b, palette_colour(scene.colours[c], dark));
    if (f & app::kCellSameDigit) dl->AddRectFilled(a, b, theme.same_digit);
    if (f & app::kCellSelected) dl->AddRectFilled(a, b, theme.selection);
    if (f & app::kCellCause) dl->AddRectFilled(a, b, with_alpha(theme.cause, 0.22f));
    if (f & app::kCellTarget) dl->AddRectFilled(a, b, with_alpha(theme.target, 0.22f));
    if (f & app::kCellGuess) dl->AddRectFilled(a, b, with_alpha(theme.target, 0.30f));
    if (f & app::kCellFailed) dl->AddRectFilled(a, b, with_alpha(theme.conflict, 0.35f));
  }
}

/// Placed digits (givens bold; conflicts and mistakes marked) and pencil marks.
void draw_digits_and_marks(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px,
                           const app::BoardScene& scene) {
  const float cell = l.size / 9.0f;
  ImFont* digit_font = font(FontRole::kDigit);
  ImFont* mark_font = font(FontRole::kMark);
  const float digit_size = std::round(cell * 0.62f);
  const float mark_size = std::round(cell * 0.27f);
  const float sub = cell / 3.0f;
  char text[2] = {0, 0};
  for (int c = 0; c < kCells; ++c) {
    const ImVec2 a = l.cell_min(c);
    const auto f = scene.flags[c];
    if (scene.values[c] != 0) {
      text[0] = static_cast<char>('0' + scene.values[c]);
      ImU32 colour = scene.given[c] ? theme.given_digit : theme.entered_digit;
      if (f & app::kCellPlaced) colour = theme.target;
      if (f & (app::kCellConflict | app::kCellMistake)) colour = theme.conflict;
      const ImVec2 at(a.x + cell * 0.5f, a.y + cell * 0.53f);
      if (scene.given[c]) {
        // Givens are bold (drawn twice, a hair apart): told from the
        // player's digits by weight as well as colour.
        const float bold = std::max(1.0f, cell * 0.018f) * 0.5f;
        centred_text(dl, digit_font, digit_size, ImVec2(at.x - bold, at.y), colour, text);
        centred_text(dl, digit_font, digit_size, ImVec2(at.x + bold, at.y), colour, text);
      } else {
        centred_text(dl, digit_font, digit_size, at, colour, text);
      }
      const float under_y = a.y + cell * 0.86f;
      if (f & app::kCellConflict) {
        // A corner flag and a solid underline: a conflict is seen without its colour.
        dl->AddTriangleFilled(ImVec2(a.x + cell - cell * 0.22f, a.y + 2.0f), ImVec2(a.x + cell - 2.0f, a.y + 2.0f),
                              ImVec2(a.x + cell - 2.0f, a.y + cell * 0.22f), theme.conflict);
        dl->AddRectFilled(ImVec2(a.x + cell * 0.28f, under_y - px.width(1.5f)),
                          ImVec2(a.x + cell * 0.72f, under_y + px.width(1.5f)), theme.conflict);
      } else if (f & app::kCellMistake) {
        // A mistake (or a wrong digit a hint removes): a zigzag underline.
        zigzag(dl, a.x + cell * 0.28f, a.x + cell * 0.72f, under_y, cell * 0.03f, theme.conflict, px.width(2.0f));
      }
      continue;
    }
    const Mask shown = static_cast<Mask>(scene.marks[c] | scene.removed_marks[c]);
    for (int d = 1; d <= 9; ++d) {
      if (!(shown & digit_bit(d))) continue;
      const ImVec2 centre(a.x + sub * (static_cast<float>((d - 1) % 3) + 0.5f),
                          a.y + sub * (static_cast<float>((d - 1) / 3) + 0.5f));
      text[0] = static_cast<char>('0' + d);
      if (scene.removed_marks[c] & digit_bit(d)) {
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
      const int paint = scene.cause_colours[c][static_cast<std::size_t>(d - 1)];
      if ((scene.cause_marks[c] & digit_bit(d)) && paint >= 1 && paint <= 4) {
        // A colouring step's colour: the two colours of the first chain
        // (cyan, rose) in a circle, those of the second (sand, purple) in a
        // square; the second colour of each chain with a second ring inside,
        // so the colours differ by shape as well.
        static constexpr int kPaint[4] = {5, 1, 3, 9};
        const ImU32 fill = palette_colour(kPaint[paint - 1], theme.dark);
        const float r = sub * 0.44f;
        if (paint <= 2) {
          dl->AddCircleFilled(centre, r, fill);
          dl->AddCircle(centre, r, theme.cause, 16, px.width(1.5f));
          if (paint == 2) dl->AddCircle(centre, r * 0.72f, theme.cause, 16, px.width(1.0f));
        } else {
          const ImVec2 lo(centre.x - r, centre.y - r), hi(centre.x + r, centre.y + r);
          dl->AddRectFilled(lo, hi, fill, r * 0.25f);
          dl->AddRect(lo, hi, theme.cause, r * 0.25f, 0, px.width(1.5f));
          if (paint == 4) {
            const float q = r * 0.72f;
            dl->AddRect(ImVec2(centre.x - q, centre.y - q), ImVec2(centre.x + q, centre.y + q), theme.cause, 0.0f, 0,
                        px.width(1.0f));
          }
        }
        colour = theme.given_digit;
      } else if ((scene.cause_marks[c] & digit_bit(d)) && paint == app::BoardScene::kFinPaint) {
        // A finned fish's fin: a diamond in the cause's colour, the fish's
        // body a ring, so the fin stands apart by shape and strength.
        const float r = sub * 0.48f;
        const ImVec2 n(centre.x, centre.y - r), e(centre.x + r, centre.y), s(centre.x, centre.y + r),
            w(centre.x - r, centre.y);
        dl->AddQuadFilled(n, e, s, w, with_alpha(theme.cause, 0.55f));
        dl->AddQuad(n, e, s, w, theme.cause, px.width(1.5f));
        colour = theme.given_digit;
      } else if (scene.cause_marks[c] & digit_bit(d)) {
        // A cause candidate: a ring around it, as well as its colour.
        dl->AddCircleFilled(centre, sub * 0.40f, with_alpha(theme.cause, 0.30f));
        dl->AddCircle(centre, sub * 0.44f, theme.cause, 16, px.width(1.5f));
        colour = theme.cause;
      } else if (scene.highlight_digit == d) {
        dl->AddCircleFilled(centre, sub * 0.40f, theme.same_digit);
        colour = theme.entered_digit;
      }
      centred_text(dl, mark_font, mark_size, centre, colour, text);
    }
    draw_notes(dl, mark_font, mark_size, a, cell, scene.corner[c], scene.centre[c], theme.entered_digit);
  }
}

/// Lines over the fills: thin cell lines, then thick box lines.
void draw_lines(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px) {
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
}

/// Shapes over the lines: the hint's units outlined, its cause in dashed
/// rings, its targets in solid rings, the search's guess and failure, the
/// cell colours' glyphs.
void draw_shapes(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px,
                 const app::BoardScene& scene) {
  const float cell = l.size / 9.0f;
  const float sub = cell / 3.0f;
  ImFont* mark_font = font(FontRole::kMark);
  const float mark_size = std::round(cell * 0.27f);
  const float ring = px.width(theme.high_contrast ? 3.0f : 2.5f);
  const float ring_inset = px.width(4.0f);
  for (int c = 0; c < kCells; ++c) {
    const auto f = scene.flags[c];
    const ImVec2 a = l.cell_min(c);
    const ImVec2 b = l.cell_max(c);
    if (f & app::kCellRegion) {
      // The outline of the region: the edges whose neighbour is outside it.
      const int row = c / 9;
      const int col = c % 9;
      auto outside = [&](int r, int k) {
        return r < 0 || r > 8 || k < 0 || k > 8 || !(scene.flags[r * 9 + k] & app::kCellRegion);
      };
      const float e = px.width(2.0f);
      const float in = px.width(3.0f);
      if (outside(row - 1, col)) dl->AddRectFilled(ImVec2(a.x, a.y + in), ImVec2(b.x, a.y + in + e), theme.region_line);
      if (outside(row + 1, col)) dl->AddRectFilled(ImVec2(a.x, b.y - in - e), ImVec2(b.x, b.y - in), theme.region_line);
      if (outside(row, col - 1)) dl->AddRectFilled(ImVec2(a.x + in, a.y), ImVec2(a.x + in + e, b.y), theme.region_line);
      if (outside(row, col + 1)) dl->AddRectFilled(ImVec2(b.x - in - e, a.y), ImVec2(b.x - in, b.y), theme.region_line);
    }
    const ImVec2 ra(a.x + ring_inset, a.y + ring_inset);
    const ImVec2 rb(b.x - ring_inset, b.y - ring_inset);
    if (f & (app::kCellTarget | app::kCellGuess)) {
      dl->AddRect(ra, rb, theme.target, 3.0f, 0, ring);
    } else if (f & app::kCellCause) {
      dashed_rect(dl, ra, rb, theme.cause, ring, cell * 0.09f);
    }
    if (f & app::kCellGuess) {
      centred_text(dl, mark_font, mark_size, ImVec2(a.x + sub * 0.45f, a.y + sub * 0.45f), theme.target, "?");
    }
    if (f & app::kCellFailed) {
      const float k = cell * 0.12f;
      const ImVec2 o(b.x - sub * 0.45f, a.y + sub * 0.45f);
      dl->AddLine(ImVec2(o.x - k, o.y - k), ImVec2(o.x + k, o.y + k), theme.conflict, px.width(2.5f));
      dl->AddLine(ImVec2(o.x - k, o.y + k), ImVec2(o.x + k, o.y - k), theme.conflict, px.width(2.5f));
    }
    if (scene.colours[c] != 0) {
      const float r = std::max(4.0f, cell * 0.1f);
      draw_colour_glyph(dl, ImVec2(a.x + ring_inset + r + 1.0f, b.y - ring_inset - r - 1.0f), r, scene.colours[c],
                        theme.text);
    }
  }
}

/// Selected cells get an outline in the text's colour as well as their fill
/// (a fill alone is too faint to tell a selection of several); the cursor an
/// outline inside its cell.
void draw_selection(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px,
                    const app::BoardScene& scene) {
  for (int c = 0; c < kCells; ++c) {
    if (!(scene.flags[c] & app::kCellSelected) || (scene.flags[c] & app::kCellCursor)) continue;
    const float in = px.width(3.0f);
    dl->AddRect(ImVec2(l.cell_min(c).x + in, l.cell_min(c).y + in), ImVec2(l.cell_max(c).x - in, l.cell_max(c).y - in),
                theme.text, 0.0f, 0, px.width(theme.high_contrast ? 1.0f : 1.5f));
  }
  // The cursor: an outline inside the cell.
  for (int c = 0; c < kCells; ++c) {
    if (!(scene.flags[c] & app::kCellCursor)) continue;
    const float inset = px.width(2.0f);
    const ImVec2 a = l.cell_min(c);
    const ImVec2 b = l.cell_max(c);
    dl->AddRect(ImVec2(a.x + inset, a.y + inset), ImVec2(b.x - inset, b.y - inset), theme.entered_digit, 2.0f, 0,
                px.width(2.0f));
  }
}

}  // namespace

void draw_board(ImDrawList* dl, const BoardLayout& l, const Theme& theme, const PixelGrid& px,
                const app::BoardScene& scene, bool dark) {
  dl->AddRectFilled(ImVec2(l.cell_x[0], l.cell_y[0]), ImVec2(l.cell_x[9], l.cell_y[9]), theme.board_fill);
  draw_cell_fills(dl, l, theme, scene, dark);
  draw_digits_and_marks(dl, l, theme, px, scene);
  draw_lines(dl, l, theme, px);
  draw_shapes(dl, l, theme, px, scene);
  draw_selection(dl, l, theme, px, scene);
}

void draw_board_grid(ImDrawList* dl, const BoardLayout& layout, const Theme& theme, const PixelGrid& px) {
  draw_board(dl, layout, theme, px, app::BoardScene{}, false);
}

}  // namespace sudoku::views
