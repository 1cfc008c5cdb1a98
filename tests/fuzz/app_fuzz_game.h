// app_fuzz_game.h - the game the app-model fuzz targets start from, made
// only through the model's public entry points (a share link), so a
// target keeps working however the model is arranged inside.
#pragma once

#include <string>

#include "app/model/game.h"
#include "app/model/share_link.h"

namespace sudoku::fuzz {

/// The clock every app-model check passes: the same `now` for loading and
/// saving, so a saved game's timer reads back exactly.
inline constexpr double kNow = 100.0;

/// A link with progress: the Wikipedia puzzle, a few digits placed (one of
/// them wrong), marks in the empty cells of row 1, and colours.
inline std::string busy_link() {
  static constexpr char kGivens[] = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
  app::SharedGame game;
  for (std::size_t c = 0; c < kCells; ++c) {
    game.givens.cells[c] = kGivens[c] == '.' ? 0 : static_cast<std::uint8_t>(kGivens[c] - '0');
  }
  Grid values = game.givens;
  values.cells[2] = 4;   // r1c3, right
  values.cells[10] = 7;  // r2c2, right
  values.cells[18] = 2;  // r3c1, wrong (the solution has 1)
  std::array<Mask, kCells> marks{};
  marks[3] = digit_bit(2) | digit_bit(6);
  marks[5] = digit_bit(8);
  std::array<std::uint8_t, kCells> colours{};
  colours[0] = 3;
  colours[40] = 9;
  game.values = values;
  game.marks = marks;
  game.colours = colours;
  return encode_share_fragment(game);
}

/// A game opened from busy_link(); "" in `error` unless that failed.
inline app::Game busy_game(std::string& error) {
  app::Game game;
  const app::StartResult r = game.open_fragment(busy_link(), kNow);
  if (!r.started()) error = "the start link does not open: " + r.message;
  return game;
}

/// Where two texts first differ, for a failure message.
inline std::string first_difference(const std::string& a, const std::string& b) {
  std::size_t i = 0;
  while (i < a.size() && i < b.size() && a[i] == b[i]) ++i;
  const std::size_t from = i > 40 ? i - 40 : 0;
  return "at character " + std::to_string(i) + ": ..." + a.substr(from, 80) + " vs ..." + b.substr(from, 80);
}

}  // namespace sudoku::fuzz
