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
  /// How dark the mark's darkest ink is (255 black, 0 white; light ink on
  /// a dark ground counted as dark, the picture being inverted), when
  /// has_ink: a screen draws one ink at one level whatever the cell's fill.
  int ink = 0;
  /// A light mark on a dark fill of the cell's own (an app's selected
  /// cell), turned dark for the crop: `ink` is then not the picture's.
  bool inverted = false;
  /// Marks elsewhere in the cell, a quarter of a cell or more from this
  /// one's middle and of about its height (half to one and a half): an
  /// app's pencilled candidates around one of them.
  int others = 0;
  /// Ink from 0 (paper) to 255 (darkest), row-major, when has_ink.
  std::array<std::uint8_t, kCrop * kCrop> crop{};
};

/// Looks in each cell of `rectified` (kRectifiedSide square, cell 9*row+col
/// at its place) for a mark of a digit's size near the middle, away from
/// the grid lines, and crops it.
std::array<CellInk, 81> extract_cells(const Image& rectified);

}  // namespace sudoku::vision
