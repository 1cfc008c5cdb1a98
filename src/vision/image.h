// image.h - the 8-bit grey image the recognizer works on, and how to make one.
//
// The vision layer decodes no files: a caller hands it pixels (the CLI from a
// decoded JPEG or PNG, the browser from a canvas). Pixels are row-major, one
// byte per channel, rows packed with no padding.
#pragma once

#include <cstdint>
#include <vector>

namespace sudoku::vision {

struct Image {
  int width = 0;
  int height = 0;
  std::vector<std::uint8_t> pixels;  ///< width * height bytes, row-major

  Image() = default;
  Image(int w, int h, std::uint8_t fill = 0)
      : width(w), height(h), pixels(static_cast<std::size_t>(w) * static_cast<std::size_t>(h), fill) {}
  bool empty() const { return width <= 0 || height <= 0; }
  std::uint8_t at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
  std::uint8_t& at(int x, int y) { return pixels[static_cast<std::size_t>(y) * width + x]; }
};

/// Grey from interleaved pixels with 1 (grey), 2 (grey, alpha), 3 (RGB) or 4
/// (RGBA) channels; alpha is composed over white. Other channel counts, or a
/// size that is not positive, give an empty image.
Image to_gray(const std::uint8_t* data, int width, int height, int channels);

/// A copy whose longer side is at most `max_side`, shrunk by averaging the
/// source pixels under each target pixel (the image itself if it is small enough).
Image shrink_to(const Image& image, int max_side);
/// The same from grey pixels the caller holds (so a huge decoded picture
/// need not be copied before it is shrunk).
Image shrink_to(const std::uint8_t* grey, int width, int height, int max_side);

}  // namespace sudoku::vision
