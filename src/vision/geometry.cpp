// geometry.cpp - the homography from four point pairs, and the warp.
#include "vision/geometry.h"

#include <cmath>
#include <utility>

namespace sudoku::vision {

Point Homography::apply(Point p) const {
  const double w = h[6] * p.x + h[7] * p.y + 1.0;
  return {(h[0] * p.x + h[1] * p.y + h[2]) / w, (h[3] * p.x + h[4] * p.y + h[5]) / w};
}

std::optional<Homography> homography(const Quad& from, const Quad& to) {
  // Two equations per pair in the eight unknowns; Gaussian elimination with
  // partial pivoting on the 8 x 9 augmented matrix.
  double a[8][9] = {};
  for (int i = 0; i < 4; ++i) {
    const double x = from[i].x, y = from[i].y, u = to[i].x, v = to[i].y;
    double* r0 = a[2 * i];
    double* r1 = a[2 * i + 1];
    r0[0] = x, r0[1] = y, r0[2] = 1, r0[6] = -u * x, r0[7] = -u * y, r0[8] = u;
    r1[3] = x, r1[4] = y, r1[5] = 1, r1[6] = -v * x, r1[7] = -v * y, r1[8] = v;
  }
  for (int col = 0; col < 8; ++col) {
    int pivot = col;
    for (int r = col + 1; r < 8; ++r) {
      if (std::fabs(a[r][col]) > std::fabs(a[pivot][col])) pivot = r;
    }
    if (std::fabs(a[pivot][col]) < 1e-9) return std::nullopt;
    if (pivot != col) {
      for (int k = 0; k < 9; ++k) std::swap(a[pivot][k], a[col][k]);
    }
    for (int r = 0; r < 8; ++r) {
      if (r == col) continue;
      const double f = a[r][col] / a[col][col];
      for (int k = col; k < 9; ++k) a[r][k] -= f * a[col][k];
    }
  }
  Homography out;
  for (int i = 0; i < 8; ++i) out.h[i] = a[i][8] / a[i][i];
  return out;
}

Image rectify(const Image& source, const Quad& outline, int side) {
  const double s = side;
  const Quad square = {Point{0, 0}, Point{s, 0}, Point{s, s}, Point{0, s}};
  const auto map = homography(square, outline);
  Image out(side, side, 255);
  if (!map || source.empty()) return out;
  for (int v = 0; v < side; ++v) {
    for (int u = 0; u < side; ++u) {
      const Point p = map->apply({u + 0.5, v + 0.5});
      const double fx = p.x - 0.5, fy = p.y - 0.5;
      if (!(fx >= 0 && fy >= 0 && fx <= source.width - 1 && fy <= source.height - 1)) continue;
      const int x0 = static_cast<int>(fx), y0 = static_cast<int>(fy);
      const int x1 = x0 + 1 < source.width ? x0 + 1 : x0;
      const int y1 = y0 + 1 < source.height ? y0 + 1 : y0;
      const double ax = fx - x0, ay = fy - y0;
      const double top = source.at(x0, y0) * (1 - ax) + source.at(x1, y0) * ax;
      const double bottom = source.at(x0, y1) * (1 - ax) + source.at(x1, y1) * ax;
      out.at(u, v) = static_cast<std::uint8_t>(top * (1 - ay) + bottom * ay + 0.5);
    }
  }
  return out;
}

}  // namespace sudoku::vision
