// render.h - pictures of grids drawn by the tests, with known corners.
#pragma once

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>

#include "core/grid.h"
#include "vision/cells.h"
#include "vision/geometry.h"
#include "vision/image.h"

namespace sudoku::vision::test {

/// A digit's look: a kCrop x kCrop crop (0 paper .. 255 ink), as the
/// classifier's data holds them.
using Glyph = std::array<std::uint8_t, kCrop * kCrop>;

struct Scene {
  int width = 640, height = 480;
  Quad corners{};                              ///< where the grid's outer corners go
  int paper = 230, ink = 30;                   ///< grey levels
  double light_falloff = 0;                    ///< 0: even light; 0.5: one side half as bright
  int noise = 0;                               ///< +- this much pseudo-random noise per pixel
  int cells = 9;                               ///< cells a side (lines only, digits need 9)
  Grid digits{};                               ///< digits to draw (0: none)
  std::array<const Glyph*, 10> glyphs{};       ///< the look of each digit drawn
  Grid handwritten{};                          ///< digits drawn in cells without one of `digits`
  std::array<const Glyph*, 10> hand_glyphs{};  ///< their look
};

/// A grid with thin lines and thick box lines, drawn through the
/// perspective map of `scene.corners` (supersampled 2 x 2).
inline Image render(const Scene& scene) {
  const Quad square = {Point{0, 0}, Point{9, 0}, Point{9, 9}, Point{0, 9}};
  const auto to_grid = homography(scene.corners, square);
  Image out(scene.width, scene.height);
  std::uint32_t seed = 12345;
  for (int y = 0; y < scene.height; ++y) {
    for (int x = 0; x < scene.width; ++x) {
      double inkiness = 0;
      for (int s = 0; s < 4; ++s) {
        const Point g = to_grid->apply({x + 0.25 + 0.5 * (s % 2), y + 0.25 + 0.5 * (s / 2)});
        // u, v: in cells of the drawn grid (the same as g's for 9 cells).
        const double per = scene.cells / 9.0, u = g.x * per, w = g.y * per;
        const double end = scene.cells + 0.05;
        if (u < -0.05 || w < -0.05 || u > end || w > end) continue;
        const int box = scene.cells % 3 == 0 ? 3 : 2;  // thick lines between boxes
        const double nu = std::round(u), nv = std::round(w);
        const double half_u = static_cast<int>(nu) % box == 0 ? 0.05 : 0.02;
        const double half_v = static_cast<int>(nv) % box == 0 ? 0.05 : 0.02;
        double v = (std::fabs(u - nu) < half_u || std::fabs(w - nv) < half_v) ? 1.0 : 0.0;
        const int col = std::clamp(static_cast<int>(g.x), 0, 8), row = std::clamp(static_cast<int>(g.y), 0, 8);
        const int digit = scene.digits.cells[cell_at(row, col)];
        const int hand = scene.handwritten.cells[cell_at(row, col)];
        const Glyph* glyph = digit != 0 ? scene.glyphs[digit] : hand != 0 ? scene.hand_glyphs[hand] : nullptr;
        if (v == 0 && glyph != nullptr) {
          // The glyph's 28 pixels span 0.8 of the cell, centred.
          const double gx = (g.x - col - 0.1) / 0.8 * kCrop, gy = (g.y - row - 0.1) / 0.8 * kCrop;
          if (gx >= 0 && gy >= 0 && gx < kCrop && gy < kCrop) {
            v = (*glyph)[static_cast<std::size_t>(gy) * kCrop + static_cast<std::size_t>(gx)] / 255.0;
          }
        }
        inkiness += v / 4;
      }
      const double light = 1.0 - scene.light_falloff * x / scene.width;
      double grey = (scene.paper + (scene.ink - scene.paper) * inkiness) * light;
      if (scene.noise > 0) {
        seed = seed * 1664525u + 1013904223u;
        grey += static_cast<int>(seed >> 24) % (2 * scene.noise + 1) - scene.noise;
      }
      out.at(x, y) = static_cast<std::uint8_t>(std::clamp(grey, 0.0, 255.0));
    }
  }
  return out;
}

/// Where the outer edge of the drawn frame's corners are (the thick lines
/// reach 0.05 of a cell beyond the corners): what a finder sees.
inline Quad outer_corners(const Scene& scene) {
  const Quad square = {Point{0, 0}, Point{9, 0}, Point{9, 9}, Point{0, 9}};
  const auto to_image = homography(square, scene.corners);
  const Quad outer = {Point{-0.05, -0.05}, Point{9.05, -0.05}, Point{9.05, 9.05}, Point{-0.05, 9.05}};
  Quad q{};
  for (int i = 0; i < 4; ++i) q[i] = to_image->apply(outer[i]);
  return q;
}

/// The corners of a square of side `side` centred at (cx, cy), turned by
/// `degrees`, its right side `squeeze` shorter than its left (perspective).
inline Quad turned_square(double cx, double cy, double side, double degrees, double squeeze = 0) {
  const double a = degrees * 3.14159265358979 / 180;
  const double h = side / 2, hr = h * (1 - squeeze);
  const std::array<Point, 4> local = {Point{-h, -h}, Point{h, -hr}, Point{h, hr}, Point{-h, h}};
  Quad q{};
  for (int i = 0; i < 4; ++i) {
    q[i] = {cx + local[i].x * std::cos(a) - local[i].y * std::sin(a),
            cy + local[i].x * std::sin(a) + local[i].y * std::cos(a)};
  }
  return q;
}

}  // namespace sudoku::vision::test
