// reader.h - a Sudoku puzzle from a picture: the vision layer's front door.
//
// Reading runs in four steps: find and straighten the grid (locate.h),
// classify each cell's mark as no digit, printed or handwritten (cells.h,
// classifier.h), let the solver choose among the likely readings of the
// givens in doubtful cells (choose_reading), then read the digits written
// by hand in the other cells as the player's.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>

#include "core/grid.h"
#include "vision/cells.h"
#include "vision/classifier.h"
#include "vision/geometry.h"
#include "vision/image.h"

namespace sudoku::vision {

struct Choice {
  Grid grid;
  /// Solutions of `grid`: 0 (or clashing givens), 1, or 2 meaning two or more.
  int solutions = 0;
  /// Readings checked with the solver before this one was chosen.
  int checked = 0;
};

/// The solver-aided choice: among readings that change only doubtful cells
/// to one of their likelier alternatives, the most likely (by the product of
/// the cells' probabilities) whose givens have exactly one solution; the
/// most likely reading of every cell when none within `max_checks` has.
Choice choose_reading(const std::array<Probabilities, 81>& cells, int max_checks = 4000);

/// What a cell of a reading holds.
enum class CellKind : std::uint8_t {
  kEmpty,   ///< nothing
  kGiven,   ///< a printed digit: a given of the puzzle
  kPlayer,  ///< a digit written by hand: the player's, not a given
};

struct Reading {
  bool found = false;
  std::string why_not;  ///< when not found, in a person's words
  Quad outline{};       ///< the grid's corners in the picture
  Image rectified;      ///< the straightened grid (cells.h's kRectifiedSide)
  std::array<CellInk, 81> cells{};
  std::array<MarkProbabilities, 81> marks{};      ///< the classifier on each mark (a blank: certainly no digit)
  std::array<Probabilities, 81> probabilities{};  ///< the givens' view of marks
  Grid likeliest;                                 ///< each cell's likeliest given on its own
  Choice choice;                                  ///< the givens chosen with the solver
  /// The player's digits: a digit in each cell that is no given and holds a
  /// mark likelier a digit than not (its likeliest digit, printed or
  /// handwritten alike), 0 elsewhere. Never checked against the solution: a
  /// wrong one stays, as the player wrote it.
  Grid player;
  /// How likely each cell's reading is (its kind and digit together).
  std::array<float, 81> confidence{};
  /// Cells to show as doubtful: read with less than 90% confidence, or
  /// changed by the solver's choice.
  std::array<bool, 81> doubtful{};

  CellKind kind(int cell) const {
    if (choice.grid.cells[static_cast<std::size_t>(cell)] != 0) return CellKind::kGiven;
    return player.cells[static_cast<std::size_t>(cell)] != 0 ? CellKind::kPlayer : CellKind::kEmpty;
  }
};

/// Weighs each mark's printed classes against its handwritten ones by its
/// shape against the grid's surely printed marks (at least 5 with printed
/// classes above 0.9, else nothing changes): its height over theirs and
/// its centre's offset from theirs, printed digits sharing one size and
/// place and handwritten ones varying. The weight is the square root of
/// the two shapes' likelihood ratio (bounded to 1/1000..1000), so the
/// classifier's view still counts.
void weigh_by_shape(const std::array<CellInk, 81>& cells, std::array<MarkProbabilities, 81>& marks);

/// A screenshot of a game in progress: apps draw the digits a player typed
/// in another colour than the givens (blue beside black, say). When the
/// darkest inks of the marks read as printed (CellInk::ink) fall into two
/// levels, each flat (a screen's, not a photo's uneven light), the paler
/// under 0.8 of the darker, and the darker held by at least 12 marks, the
/// paler marks' printed classes go to their handwritten ones: they are read
/// as the player's digits, not givens.
/// Marks turned dark on a dark fill (CellInk::inverted) are left as they are.
void weigh_by_ink(const std::array<CellInk, 81>& cells, std::array<MarkProbabilities, 81>& marks);

/// A puzzle as printed, with nothing written in it: when no mark in the
/// grid is surely handwritten (its handwritten classes above 0.9), each
/// mark's handwritten classes count a tenth, so that a given the classifier
/// half takes for handwriting (a pale print, a font's 7) stays a given. A
/// game in progress has many digits in the player's hand, some surely read.
void weigh_by_company(const std::array<CellInk, 81>& cells, std::array<MarkProbabilities, 81>& marks);

/// Reads the puzzle in `picture` (any size: it is shrunk first). A grid
/// turned by a quarter, a half or three quarters is read the right way up
/// when that turn's givens have one solution and the picture's own do not
/// (the surest of several such turns).
Reading read_puzzle(const Image& picture);

}  // namespace sudoku::vision
