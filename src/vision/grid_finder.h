// grid_finder.h - where the Sudoku grid is in a picture.
#pragma once

#include <optional>
#include <string>

#include "vision/geometry.h"
#include "vision/image.h"

namespace sudoku::vision {

struct GridSearch {
  std::optional<Quad> outline;  ///< the grid's outer corners, in the image's pixels
  std::string why_not;          ///< when not found: why, in a person's words
};

/// Finds the grid's outer frame: the largest sparse connected piece of ink
/// (the lines of a grid are all joined) whose box is roughly square, its
/// four sides then fitted as straight lines to the frame's outer edge.
/// Works for any size in the picture, perspective, and rotation up to
/// about 30 degrees. `image` should be at most a few megapixels (shrink_to).
GridSearch find_grid(const Image& image);

}  // namespace sudoku::vision
