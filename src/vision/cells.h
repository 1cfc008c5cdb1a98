// cells.h - the 81 cells of a rectified grid: which hold ink, and each
// digit's crop, centred and scaled for the classifier.
#pragma once

#include <array>
#include <cstdint>

#include "vision/image.h"

namespace sudoku::vision {

/// Pixels per cell side in a rectified grid (so its side is 9 * kCellSide).
inline constexpr int kCellSide = 36;
inline constexpr int kRectifiedSide = 9 * kCellSide;
/// A digit crop is kCrop x kCrop; the digit's box is scaled so its longer
/// side is kDigitBox, and centred.
inline constexpr int kCrop = 28;
inline constexpr int kDigitBox = 20;

struct CellInk {
  bool has_ink = false;  ///< false: nothing digit-like in the cell: blank
  /// The mark's box in the rectified grid (inclusive), when has_ink.
  int left = 0, top = 0, right = 0, bottom = 0;
  /// How much darker the mark's ink is than its cell's paper (grey levels;
  /// light ink on a dark fill counted the same way), when has_ink.
  int contrast = 0;
  /// The cell has a fill of its own (an app's selected or coloured cell),
  /// its mark read against it.
  bool on_fill = false;
  /// Ink from 0 (paper) to 255 (darkest), row-major, when has_ink.
  std::array<std::uint8_t, kCrop * kCrop> crop{};
};

/// Looks in each cell of `rectified` (kRectifiedSide square, cell 9*row+col
/// at its place) for a mark of a digit's size near the middle, away from
/// the grid lines, and crops it.
std::array<CellInk, 81> extract_cells(const Image& rectified);

}  // namespace sudoku::vision
