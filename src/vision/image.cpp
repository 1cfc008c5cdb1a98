// image.cpp - grey conversion and area-averaging shrink.
#include "vision/image.h"

#include <algorithm>

namespace sudoku::vision {

Image to_gray(const std::uint8_t* data, int width, int height, int channels) {
  if (data == nullptr || width <= 0 || height <= 0 || channels < 1 || channels > 4) return {};
  Image out(width, height);
  const std::size_t n = static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint8_t* p = data + i * static_cast<std::size_t>(channels);
    int grey = p[0];
    if (channels >= 3) grey = (p[0] * 299 + p[1] * 587 + p[2] * 114 + 500) / 1000;
    if (channels == 2 || channels == 4) {
      const int alpha = p[channels - 1];
      grey = (grey * alpha + 255 * (255 - alpha) + 127) / 255;
    }
    out.pixels[i] = static_cast<std::uint8_t>(grey);
  }
  return out;
}

Image shrink_to(const Image& image, int max_side) {
  if (std::max(image.width, image.height) <= max_side || max_side <= 0) return image;
  return shrink_to(image.pixels.data(), image.width, image.height, max_side);
}

Image shrink_to(const std::uint8_t* grey, int width, int height, int max_side) {
  if (grey == nullptr || width <= 0 || height <= 0) return {};
  const int longer = std::max(width, height);
  if (longer <= max_side || max_side <= 0) {
    Image copy(width, height);
    std::copy(grey, grey + copy.pixels.size(), copy.pixels.begin());
    return copy;
  }
  const double scale = static_cast<double>(longer) / max_side;
  const int w = std::max(1, static_cast<int>(width / scale));
  const int h = std::max(1, static_cast<int>(height / scale));
  Image out(w, h);
  // Each target pixel averages the source block [x0, x1) x [y0, y1).
  std::vector<int> xs(static_cast<std::size_t>(w) + 1);
  for (int x = 0; x <= w; ++x) xs[x] = std::min(width, static_cast<int>(x * scale + 0.5));
  std::vector<std::uint32_t> row_sum(static_cast<std::size_t>(w));
  for (int y = 0; y < h; ++y) {
    const int y0 = static_cast<int>(y * scale + 0.5);
    const int y1 = std::max(y0 + 1, std::min(height, static_cast<int>((y + 1) * scale + 0.5)));
    std::fill(row_sum.begin(), row_sum.end(), 0u);
    for (int sy = y0; sy < y1; ++sy) {
      const std::uint8_t* src = grey + static_cast<std::size_t>(sy) * static_cast<std::size_t>(width);
      for (int x = 0; x < w; ++x) {
        std::uint32_t s = 0;
        for (int sx = xs[x]; sx < std::max(xs[x] + 1, xs[x + 1]); ++sx) s += src[sx];
        row_sum[x] += s;
      }
    }
    for (int x = 0; x < w; ++x) {
      const std::uint32_t count = static_cast<std::uint32_t>((y1 - y0) * std::max(1, xs[x + 1] - xs[x]));
      out.at(x, y) = static_cast<std::uint8_t>((row_sum[x] + count / 2) / count);
    }
  }
  return out;
}

}  // namespace sudoku::vision
