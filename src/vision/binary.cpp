// binary.cpp - mean-based adaptive threshold and 8-connected labelling.
#include "vision/binary.h"

#include <algorithm>

namespace sudoku::vision {

Image adaptive_threshold(const Image& image, int block, int offset) {
  const int w = image.width, h = image.height;
  Image out(w, h);
  if (image.empty()) return out;
  // Summed-area table with a zero row and column in front.
  std::vector<std::int64_t> sat(static_cast<std::size_t>(w + 1) * (h + 1), 0);
  for (int y = 0; y < h; ++y) {
    std::int64_t row = 0;
    for (int x = 0; x < w; ++x) {
      row += image.at(x, y);
      sat[static_cast<std::size_t>(y + 1) * (w + 1) + x + 1] = sat[static_cast<std::size_t>(y) * (w + 1) + x + 1] + row;
    }
  }
  const int r = std::max(1, block / 2);
  for (int y = 0; y < h; ++y) {
    const int y0 = std::max(0, y - r), y1 = std::min(h, y + r + 1);
    for (int x = 0; x < w; ++x) {
      const int x0 = std::max(0, x - r), x1 = std::min(w, x + r + 1);
      const std::int64_t sum =
          sat[static_cast<std::size_t>(y1) * (w + 1) + x1] - sat[static_cast<std::size_t>(y0) * (w + 1) + x1] -
          sat[static_cast<std::size_t>(y1) * (w + 1) + x0] + sat[static_cast<std::size_t>(y0) * (w + 1) + x0];
      const std::int64_t area = static_cast<std::int64_t>(x1 - x0) * (y1 - y0);
      out.at(x, y) = static_cast<std::int64_t>(image.at(x, y) + offset) * area < sum ? 1 : 0;
    }
  }
  return out;
}

std::vector<Component> components(const Image& mask, std::vector<std::int32_t>* labels) {
  const int w = mask.width, h = mask.height;
  std::vector<std::int32_t> own;
  std::vector<std::int32_t>& label = labels ? *labels : own;
  label.assign(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), 0);
  std::vector<Component> parts;
  std::vector<std::int32_t> stack;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const std::size_t start = static_cast<std::size_t>(y) * w + x;
      if (mask.pixels[start] == 0 || label[start] != 0) continue;
      const auto id = static_cast<std::int32_t>(parts.size() + 1);
      Component c{x, y, x, y, 0};
      label[start] = id;
      stack.push_back(static_cast<std::int32_t>(start));
      while (!stack.empty()) {
        const std::int32_t p = stack.back();
        stack.pop_back();
        const int px = p % w, py = p / w;
        ++c.pixels;
        c.left = std::min(c.left, px), c.right = std::max(c.right, px);
        c.top = std::min(c.top, py), c.bottom = std::max(c.bottom, py);
        for (int dy = -1; dy <= 1; ++dy) {
          const int ny = py + dy;
          if (ny < 0 || ny >= h) continue;
          for (int dx = -1; dx <= 1; ++dx) {
            const int nx = px + dx;
            if (nx < 0 || nx >= w) continue;
            const std::size_t q = static_cast<std::size_t>(ny) * w + nx;
            if (mask.pixels[q] != 0 && label[q] == 0) {
              label[q] = id;
              stack.push_back(static_cast<std::int32_t>(q));
            }
          }
        }
      }
      parts.push_back(c);
    }
  }
  return parts;
}

}  // namespace sudoku::vision
