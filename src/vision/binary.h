// binary.h - ink masks and their connected parts, shared by the grid finder
// and the cell reader.
#pragma once

#include <cstdint>
#include <vector>

#include "vision/image.h"

namespace sudoku::vision {

/// 1 where a pixel is darker than the mean of the `block` x `block` square
/// around it by more than `offset` grey levels (ink), else 0. Light that
/// changes across the picture moves the mean with it.
Image adaptive_threshold(const Image& image, int block, int offset);

/// One 8-connected part of a mask.
struct Component {
  int left = 0, top = 0, right = 0, bottom = 0;  ///< bounding box, inclusive
  int pixels = 0;
  int width() const { return right - left + 1; }
  int height() const { return bottom - top + 1; }
};

/// The connected parts of the nonzero pixels of `mask`; when `labels` is
/// given it receives, per pixel, 1 + the index of its part (0 for background).
std::vector<Component> components(const Image& mask, std::vector<std::int32_t>* labels = nullptr);

}  // namespace sudoku::vision
