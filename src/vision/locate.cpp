// locate.cpp - shrink, find, rectify.
#include "vision/locate.h"

#include <cstdint>
#include <utility>

#include "vision/cells.h"
#include "vision/grid_finder.h"

namespace sudoku::vision {

Located locate_grid(const Image& picture) {
  Located out;
  Image working = shrink_to(picture, kWorkingSide);
  GridSearch search = find_grid(working);
  if (!search.outline) {
    // A dark theme: light lines on a dark ground.
    Image inverted = working;
    for (auto& p : inverted.pixels) p = static_cast<std::uint8_t>(255 - p);
    GridSearch again = find_grid(inverted);
    if (again.outline) working = std::move(inverted), search = std::move(again);
  }
  if (!search.outline) {
    out.why_not = search.why_not;
    return out;
  }
  out.found = true;
  out.rectified = rectify(working, *search.outline, kRectifiedSide);
  const double sx = static_cast<double>(picture.width) / working.width;
  const double sy = static_cast<double>(picture.height) / working.height;
  for (int i = 0; i < 4; ++i) out.outline[i] = {(*search.outline)[i].x * sx, (*search.outline)[i].y * sy};
  return out;
}

}  // namespace sudoku::vision
