// locate.h - from a picture to its rectified grid (the first half of reading).
#pragma once

#include <optional>
#include <string>

#include "vision/geometry.h"
#include "vision/image.h"

namespace sudoku::vision {

/// The longest side the grid is searched at; larger pictures are shrunk first.
inline constexpr int kWorkingSide = 1024;

struct Located {
  bool found = false;
  std::string why_not;  ///< when not found
  Quad outline{};       ///< in the caller's picture's pixels
  Image rectified;      ///< kRectifiedSide square (cells.h), dark ink on light
};

/// Shrinks `picture` to kWorkingSide, finds the grid and straightens it
/// (dark on light, or else light on dark: then `rectified` is inverted, dark
/// on light like the rest).
Located locate_grid(const Image& picture);

}  // namespace sudoku::vision
