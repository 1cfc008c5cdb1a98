// debug_image.h - a picture of what the reader saw, for people checking it.
#pragma once

#include <cstdint>
#include <vector>

#include "vision/reader.h"

namespace sudoku::vision {

/// The rectified grid of a found reading as RGB (kRectifiedSide square,
/// 3 bytes a pixel): each mark boxed, the digit chosen for each cell drawn
/// small in its top-left corner: a given green, the player's handwritten
/// digit magenta, either red when doubtful. Empty when the reading found no
/// grid.
std::vector<std::uint8_t> debug_image(const Reading& reading);

}  // namespace sudoku::vision
