// debug_image.h - a picture of what the reader saw, for people checking it.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "vision/reader.h"

namespace sudoku::vision {

/// The rectified grid of a found reading as RGB (kRectifiedSide square,
/// 3 bytes a pixel): each mark boxed, the digit chosen for each cell drawn
/// small in its top-left corner: a given green, the player's handwritten
/// digit magenta, either red when doubtful. Empty when the reading found no
/// grid.
std::vector<std::uint8_t> debug_image(const Reading& reading);

/// What the reader made of each inked cell, a line each: the mark's box in
/// the rectified grid, its ink, the cell's reading (kind, digit,
/// confidence, doubtful) and the classifier's classes above 1% after the
/// grid-wide weighing ("blank", "printed d", "handwritten d"). Empty when
/// the reading found no grid.
std::string debug_text(const Reading& reading);

}  // namespace sudoku::vision
