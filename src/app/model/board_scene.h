// board_scene.h - everything the board shows in one frame, worked out by the
// model (Session::scene) and drawn by the board view, which keeps nothing.
//
// The scene is the one place where the game, a hint at its ladder level, or
// a moment of the animated solve become cells, digits, marks and highlights;
// the native tests check it, so what a player sees is what they test.
#pragma once

#include <array>
#include <cstdint>

#include "core/grid.h"

namespace sudoku::app {

/// Per-cell flags of a BoardScene (several may be set).
enum CellFlag : std::uint16_t {
  kCellSelected = 1u << 0,
  kCellCursor = 1u << 1,
  kCellUnit = 1u << 2,       ///< shares a unit with the cursor
  kCellSameDigit = 1u << 3,  ///< holds the highlighted digit
  kCellConflict = 1u << 4,   ///< its digit appears twice in a unit
  kCellMistake = 1u << 5,    ///< differs from the solution
  kCellRegion = 1u << 6,     ///< inside the units a hint or step points at
  kCellCause = 1u << 7,      ///< a cause cell of the hint or step
  kCellTarget = 1u << 8,     ///< a cell the hint or step changes
  kCellGuess = 1u << 9,      ///< the search's current guess
  kCellFailed = 1u << 10,    ///< the search just backtracked here
  kCellPlaced = 1u << 11,    ///< a digit the shown step places (target colour)
};

struct BoardScene {
  std::array<std::uint8_t, kCells> values{};  ///< 0 = empty
  std::array<bool, kCells> given{};
  std::array<Mask, kCells> marks{};            ///< candidate marks in empty cells
  std::array<Mask, kCells> corner{};           ///< corner notes in empty cells
  std::array<Mask, kCells> centre{};           ///< centre notes in empty cells
  std::array<std::uint8_t, kCells> colours{};  ///< palette 1..9, 0 none
  std::array<std::uint16_t, kCells> flags{};   ///< CellFlag bits
  std::array<Mask, kCells> cause_marks{};      ///< candidates that cause a step
  std::array<Mask, kCells> removed_marks{};    ///< candidates a step eliminates
  float removed_fade = 1.0f;                   ///< halo of removed marks: 1 new .. 0 gone
  int highlight_digit = 0;                     ///< marks of this digit are emphasised
  /// A colouring step's colour (1..4, logic::Step::cause_colours) of each
  /// cause candidate, or kFinPaint on a finned fish's fin, by cell and
  /// digit - 1; 0: none.
  std::array<std::array<std::uint8_t, 9>, kCells> cause_colours{};
  /// cause_colours' value of a fin (logic::Step::kFinColour).
  static constexpr std::uint8_t kFinPaint = 5;
  /// Progress 0..1 of the completion sweep just after a solve, or < 0.
  float solved_sweep = -1.0f;
  /// Hidden (the game is paused): the board shows no digits or marks.
  bool hidden = false;
};

}  // namespace sudoku::app
