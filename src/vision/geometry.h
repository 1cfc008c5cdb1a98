// geometry.h - points, the grid's outline and the perspective map that
// straightens it.
#pragma once

#include <array>
#include <optional>

#include "vision/image.h"

namespace sudoku::vision {

struct Point {
  double x = 0;
  double y = 0;
};

/// A grid's outline: its corners top-left, top-right, bottom-right,
/// bottom-left as seen in the image.
using Quad = std::array<Point, 4>;

/// A plane projective map: (x, y) -> ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w)
/// with w = h6 x + h7 y + 1.
struct Homography {
  std::array<double, 8> h{};
  Point apply(Point p) const;
};

/// The map taking each `from[i]` to `to[i]`; nullopt when three of the points
/// are (nearly) on one line.
std::optional<Homography> homography(const Quad& from, const Quad& to);

/// The square `side` x `side` image of the area inside `outline` of `source`
/// (bilinear sampling; outside the source reads white).
Image rectify(const Image& source, const Quad& outline, int side);

}  // namespace sudoku::vision
