// share_link.h - a puzzle (and optionally the player's progress) as a URL
// fragment, and back.
//
// Format (every character is URL-safe, so the fragment needs no escaping):
//
//   #<G>                 the puzzle only
//   #<G>-<V>             and the digits shown
//   #<G>-<V>-<M>         and the pencil marks
//   #<G>-<V>-<M>-<C>     and the cell colours
//   #<G>-<V>-<M>-<C>-<K>-<Z>       and the corner and centre notes
//   #<G>-<V>-<M>-<C>-<K>-<Z>-L<l>  and the game's level
//
//   G  81 characters, cells in reading order: '1'..'9' a given, '0' a blank
//      ('.' is also read as a blank: links made before, or elsewhere).
//   V  81 characters, the digits shown (givens repeated) or '0', same alphabet;
//      a given's cell must show the given.
//
// Every link ends in a letter or a digit (M's last character carries 3 zero
// bits, so it is one of A I Q Y g o w 4), so link detection in chat apps,
// mail and markdown, which drops trailing punctuation, keeps it whole.
//   M  122 characters of base64url ('A'-'Z' 'a'-'z' '0'-'9' '-' '_'): the 729
//      mark bits, cell 0 digit 1 first, then cell 0 digit 2 ... cell 80
//      digit 9; each character carries 6 bits, most significant first; the
//      last character's 3 low bits are zero. All 'A' (no marks) when the
//      link carries colours but no marks.
//   C  81 characters '0'..'9': each cell's colour (palette index, 0 none).
//   K, Z  the corner and the centre notes, 122 characters each, encoded as M.
//   L<l>  'L' and the level, '0' (Easy) .. '4' (Extreme).
//
// A link carries the later parts only when some of them hold something; the
// parts before them are then written even when empty (M all 'A', C all '0').
// M may itself contain '-', so the parts are found by their fixed lengths.
//
// The leading '#' is optional when reading. Reading never changes a game:
// it returns the parts or a message saying what is wrong and where.
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "core/grid.h"

namespace sudoku::app {

struct SharedGame {
  Grid givens{};
  /// The digits shown (givens included), when the link carries progress.
  std::optional<Grid> values;
  /// Pencil marks per cell, when the link carries them.
  std::optional<std::array<Mask, kCells>> marks;
  /// Cell colours 0..9 (0 none), when the link carries them.
  std::optional<std::array<std::uint8_t, kCells>> colours;
  /// Corner and centre notes per cell, when the link carries them.
  std::optional<std::array<Mask, kCells>> corner;
  std::optional<std::array<Mask, kCells>> centre;
  /// The game's level 0..4, when the link carries it.
  std::optional<int> level;
};

struct SharedGameResult {
  std::optional<SharedGame> game;
  /// Set when `game` is empty, e.g. "link: character 17 of the puzzle is
  /// 'x', expected 1-9 or '.'".
  std::string error;
};

inline constexpr std::size_t kShareMarkChars = 122;

/// "#" + G, "#" + G + "-" + V, "#" + G + "-" + V + "-" + M, or ... + "-" + C
/// (when `values`, `marks` and `colours` are given; marks are written only
/// when some cell has one or colours follow, colours only when some cell has
/// one).
std::string encode_share_fragment(const SharedGame& game);
SharedGameResult decode_share_fragment(std::string_view fragment);

}  // namespace sudoku::app
