// grid.h - the board's geometry and the two value types everything else shares.
//
// Cells are numbered 0..80 in reading order (cell = 9*row + col, rows and
// columns 0-based in code, 1-based in every text a person reads: r1c1..r9c9).
// Units are numbered 0..26: rows 0-8, columns 9-17, boxes 18-26 (boxes left to
// right, top to bottom). Digits are 1..9; a candidate mask holds digit d in bit d-1.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace sudoku {

inline constexpr int kCells = 81;
inline constexpr int kUnits = 27;
inline constexpr int kPeers = 20;

/// A 9-bit set of digits: bit d-1 set means digit d is in the set.
using Mask = std::uint16_t;
inline constexpr Mask kAllDigits = 0x1FF;

constexpr Mask digit_bit(int digit) { return static_cast<Mask>(1u << (digit - 1)); }
constexpr int popcount(Mask m) { return __builtin_popcount(m); }
/// The smallest digit in a non-empty mask.
constexpr int first_digit(Mask m) { return __builtin_ctz(m) + 1; }

constexpr int row_of(int cell) { return cell / 9; }
constexpr int col_of(int cell) { return cell % 9; }
constexpr int box_of(int cell) { return (cell / 27) * 3 + (cell % 9) / 3; }
constexpr int cell_at(int row, int col) { return row * 9 + col; }

namespace detail {
constexpr std::array<std::array<std::uint8_t, 9>, kUnits> make_units() {
  std::array<std::array<std::uint8_t, 9>, kUnits> u{};
  for (int i = 0; i < 9; ++i) {
    for (int j = 0; j < 9; ++j) {
      u[i][j] = static_cast<std::uint8_t>(cell_at(i, j));                                           // row i
      u[9 + i][j] = static_cast<std::uint8_t>(cell_at(j, i));                                       // column i
      u[18 + i][j] = static_cast<std::uint8_t>(cell_at((i / 3) * 3 + j / 3, (i % 3) * 3 + j % 3));  // box i
    }
  }
  return u;
}
constexpr std::array<std::array<std::uint8_t, 3>, kCells> make_cell_units() {
  std::array<std::array<std::uint8_t, 3>, kCells> u{};
  for (int c = 0; c < kCells; ++c) {
    u[c] = {static_cast<std::uint8_t>(row_of(c)), static_cast<std::uint8_t>(9 + col_of(c)),
            static_cast<std::uint8_t>(18 + box_of(c))};
  }
  return u;
}
constexpr std::array<std::array<std::uint8_t, kPeers>, kCells> make_peers() {
  std::array<std::array<std::uint8_t, kPeers>, kCells> p{};
  for (int c = 0; c < kCells; ++c) {
    int n = 0;
    for (int o = 0; o < kCells; ++o) {
      if (o != c && (row_of(o) == row_of(c) || col_of(o) == col_of(c) || box_of(o) == box_of(c))) {
        p[c][n++] = static_cast<std::uint8_t>(o);
      }
    }
  }
  return p;
}
}  // namespace detail

/// The 9 cells of each unit, in reading order.
inline constexpr auto kUnitCells = detail::make_units();
/// The row, column and box unit of each cell (in that order).
inline constexpr auto kCellUnits = detail::make_cell_units();
/// The 20 cells that share a unit with each cell, in reading order.
inline constexpr auto kPeerCells = detail::make_peers();

constexpr bool sees(int a, int b) {
  return a != b && (row_of(a) == row_of(b) || col_of(a) == col_of(b) || box_of(a) == box_of(b));
}

/// "r1c1".."r9c9".
std::string cell_name(int cell);
/// "row 1".."row 9", "column 1".."column 9", "box 1".."box 9".
std::string unit_name(int unit);

/// 81 digits, 0 for an empty cell. Always exactly 9x9.
struct Grid {
  std::array<std::uint8_t, kCells> cells{};
  friend bool operator==(const Grid&, const Grid&) = default;
};

/// A grid with candidates: the state logic reads and changes. A cell with a
/// value has no meaningful candidates (its mask is that digit's bit by
/// convention); an empty cell's mask is the digits still possible there.
struct Board {
  std::array<std::uint8_t, kCells> values{};
  std::array<Mask, kCells> candidates{};
  friend bool operator==(const Board&, const Board&) = default;
};

/// A board whose candidates are the digits not yet seen by any peer.
Board board_from_grid(const Grid& grid);
/// The placed digits of a board.
Grid grid_of(const Board& board);
/// A grid from the first 81 characters of `line`, for data already known to
/// be in the 81-character form (test slices, benchmark files): '1'..'9' a
/// digit, any other character (or none, past the end) a blank. Text that
/// needs checking goes through the reader in format.h.
Grid grid_from_line(std::string_view line);

/// True when no unit holds the same digit twice (empty cells allowed).
bool givens_consistent(const Grid& grid);
/// True when every cell is filled and every unit holds 1..9 once.
bool is_complete_solution(const Grid& grid);
/// True when `solution` fills `puzzle` without changing any of its digits.
bool agrees_with(const Grid& puzzle, const Grid& solution);

}  // namespace sudoku
