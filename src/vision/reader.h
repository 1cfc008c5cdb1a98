// reader.h - a Sudoku puzzle from a picture: the vision layer's front door.
//
// Reading runs in three steps: find and straighten the grid (locate.h),
// classify each cell (cells.h, classifier.h), then let the solver choose
// among the likely readings of doubtful cells (choose_reading).
#pragma once

#include <array>
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

struct Reading {
  bool found = false;
  std::string why_not;  ///< when not found, in a person's words
  Quad outline{};       ///< the grid's corners in the picture
  Image rectified;      ///< the straightened grid (cells.h's kRectifiedSide)
  std::array<CellInk, 81> cells{};
  std::array<Probabilities, 81> probabilities{};
  Grid likeliest;       ///< each cell's likeliest reading on its own
  Choice choice;        ///< the reading chosen with the solver
  /// Cells to show as doubtful: read with less than 90% confidence, or
  /// changed by the solver's choice.
  std::array<bool, 81> doubtful{};
};

/// Reads the puzzle in `picture` (any size: it is shrunk first). A grid
/// turned by a quarter, a half or three quarters is read the right way up
/// when only that reading has one solution and is surer.
Reading read_puzzle(const Image& picture);

}  // namespace sudoku::vision
