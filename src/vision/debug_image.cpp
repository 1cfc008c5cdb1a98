// debug_image.cpp - boxes and a 3x5 pixel digit font on the rectified grid.
#include "vision/debug_image.h"

#include <array>
#include <cstdio>

namespace sudoku::vision {

namespace {

// Digits 1-9, 3 wide and 5 high: one row per 3-bit value, top first.
constexpr std::array<std::array<std::uint8_t, 5>, 10> kFont = {{
    {7, 5, 5, 5, 7},
    {2, 6, 2, 2, 7},
    {7, 1, 7, 4, 7},
    {7, 1, 7, 1, 7},
    {5, 5, 7, 1, 1},
    {7, 4, 7, 1, 7},
    {7, 4, 7, 5, 7},
    {7, 1, 1, 1, 1},
    {7, 5, 7, 5, 7},
    {7, 5, 7, 1, 7},
}};

struct Canvas {
  std::vector<std::uint8_t>& rgb;
  int side;
  void put(int x, int y, std::array<std::uint8_t, 3> colour) {
    if (x < 0 || y < 0 || x >= side || y >= side) return;
    const std::size_t at = (static_cast<std::size_t>(y) * side + x) * 3;
    rgb[at] = colour[0], rgb[at + 1] = colour[1], rgb[at + 2] = colour[2];
  }
};

}  // namespace

std::vector<std::uint8_t> debug_image(const Reading& reading) {
  if (!reading.found || reading.rectified.empty()) return {};
  const int side = reading.rectified.width;
  std::vector<std::uint8_t> rgb(static_cast<std::size_t>(side) * side * 3);
  for (std::size_t i = 0; i < reading.rectified.pixels.size(); ++i) {
    // Faded, so the marks stand out.
    const auto v = static_cast<std::uint8_t>(96 + reading.rectified.pixels[i] * 5 / 8);
    rgb[i * 3] = rgb[i * 3 + 1] = rgb[i * 3 + 2] = v;
  }
  Canvas canvas{rgb, side};
  constexpr std::array<std::uint8_t, 3> kSure = {0, 150, 0}, kDoubt = {220, 0, 0}, kBox = {40, 90, 220},
                                        kPlayer = {190, 0, 190};
  for (int c = 0; c < 81; ++c) {
    const CellInk& ink = reading.cells[c];
    if (ink.has_ink) {
      for (int x = ink.left - 1; x <= ink.right + 1; ++x)
        canvas.put(x, ink.top - 1, kBox), canvas.put(x, ink.bottom + 1, kBox);
      for (int y = ink.top - 1; y <= ink.bottom + 1; ++y)
        canvas.put(ink.left - 1, y, kBox), canvas.put(ink.right + 1, y, kBox);
    }
    // A given in green, the player's digit in magenta, either red where doubtful.
    const bool players = reading.kind(c) == CellKind::kPlayer;
    const int digit = players ? reading.player.cells[c] : reading.choice.grid.cells[c];
    const auto colour = reading.doubtful[c] ? kDoubt : players ? kPlayer : kSure;
    const int x0 = (c % 9) * kCellSide + 3, y0 = (c / 9) * kCellSide + 3;
    if (digit == 0) {
      if (reading.doubtful[c]) {
        for (int d = 0; d < 4; ++d) canvas.put(x0 + d, y0 + d, colour), canvas.put(x0 + 3 - d, y0 + d, colour);
      }
      continue;
    }
    // The digit at twice its font size.
    for (int row = 0; row < 5; ++row) {
      for (int col = 0; col < 3; ++col) {
        if ((kFont[digit][row] >> (2 - col) & 1) == 0) continue;
        for (int k = 0; k < 4; ++k) canvas.put(x0 + col * 2 + k % 2, y0 + row * 2 + k / 2, colour);
      }
    }
  }
  return rgb;
}

std::string debug_text(const Reading& reading) {
  if (!reading.found) return {};
  std::string out;
  char line[96];
  for (int c = 0; c < 81; ++c) {
    const CellInk& ink = reading.cells[c];
    if (!ink.has_ink) continue;
    const CellKind kind = reading.kind(c);
    const int digit = kind == CellKind::kPlayer ? reading.player.cells[c] : reading.choice.grid.cells[c];
    std::snprintf(line, sizeof line, "r%dc%d x %d-%d y %d-%d ink %d others %d: %s %d (%.2f%s);", c / 9 + 1, c % 9 + 1,
                  ink.left, ink.right, ink.top, ink.bottom, ink.ink, ink.others,
                  kind == CellKind::kGiven    ? "given"
                  : kind == CellKind::kPlayer ? "player's"
                                              : "empty",
                  digit, static_cast<double>(reading.confidence[c]), reading.doubtful[c] ? ", doubtful" : "");
    out += line;
    const MarkProbabilities& m = reading.marks[c];
    for (std::size_t k = 0; k < m.size(); ++k) {
      if (m[k] <= 0.01f) continue;
      if (k == 0) {
        std::snprintf(line, sizeof line, " blank %.2f", static_cast<double>(m[k]));
      } else {
        const bool hand = k > static_cast<std::size_t>(kHandwritten);
        std::snprintf(line, sizeof line, " %s %d %.2f", hand ? "handwritten" : "printed",
                      static_cast<int>(hand ? k - kHandwritten : k), static_cast<double>(m[k]));
      }
      out += line;
    }
    out += '\n';
  }
  return out;
}

}  // namespace sudoku::vision
