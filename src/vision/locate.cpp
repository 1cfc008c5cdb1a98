// locate.cpp - shrink, find, rectify.
#include "vision/locate.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdlib>
#include <utility>
#include <vector>

#include "vision/cells.h"
#include "vision/grid_finder.h"

namespace sudoku::vision {
namespace {

/// The grid in `image`, else in its inverse (a dark theme: light lines on a
/// dark ground), which then replaces `image`.
GridSearch find_either(Image& image) {
  GridSearch search = find_grid(image);
  if (search.outline) return search;
  Image inverted = image;
  for (auto& p : inverted.pixels) p = static_cast<std::uint8_t>(255 - p);
  GridSearch again = find_grid(inverted);
  if (again.outline) image = std::move(inverted), search = std::move(again);
  return search;
}

/// `image` with a plain margin around a photo (a screenshot of a chat or a
/// page showing it, turned or not) painted over by the photo's edge pixels,
/// drawn outward: the margin is the pixels joined to the picture's edge that
/// are within a few levels of the edge's commonest value. False when there is
/// no such margin (under 2% of the picture).
bool fill_margin(Image& image) {
  const int w = image.width, h = image.height;
  std::array<int, 256> edge{};
  for (int x = 0; x < w; ++x) ++edge[image.at(x, 0)], ++edge[image.at(x, h - 1)];
  for (int y = 0; y < h; ++y) ++edge[image.at(0, y)], ++edge[image.at(w - 1, y)];
  const int plain = static_cast<int>(std::max_element(edge.begin(), edge.end()) - edge.begin());
  constexpr int kLevels = 8;
  const auto in_margin = [&](int x, int y) { return std::abs(image.at(x, y) - plain) <= kLevels; };
  std::vector<std::uint8_t> margin(static_cast<std::size_t>(w) * h, 0);
  std::vector<std::int32_t> stack;
  const auto push = [&](int x, int y) {
    const std::size_t i = static_cast<std::size_t>(y) * w + x;
    if (margin[i] || !in_margin(x, y)) return;
    margin[i] = 1;
    stack.push_back(static_cast<std::int32_t>(i));
  };
  for (int x = 0; x < w; ++x) push(x, 0), push(x, h - 1);
  for (int y = 0; y < h; ++y) push(0, y), push(w - 1, y);
  std::size_t count = 0;
  while (!stack.empty()) {
    const std::int32_t i = stack.back();
    stack.pop_back();
    ++count;
    const int x = i % w, y = i / w;
    if (x > 0) push(x - 1, y);
    if (x + 1 < w) push(x + 1, y);
    if (y > 0) push(x, y - 1);
    if (y + 1 < h) push(x, y + 1);
  }
  if (count < margin.size() / 50 || count == margin.size()) return false;
  // The photo's outermost pixels too: a JPEG's ringing along its edge.
  constexpr int kRing = 3;
  for (int pass = 0; pass < kRing; ++pass) {
    std::vector<std::uint8_t> grown = margin;
    for (int y = 0; y < h; ++y) {
      for (int x = 0; x < w; ++x) {
        const std::size_t i = static_cast<std::size_t>(y) * w + x;
        if (margin[i]) continue;
        grown[i] = (x > 0 && margin[i - 1]) || (x + 1 < w && margin[i + 1]) ||
                   (y > 0 && margin[i - static_cast<std::size_t>(w)]) ||
                   (y + 1 < h && margin[i + static_cast<std::size_t>(w)]);
      }
    }
    margin = std::move(grown);
  }
  // Each margin pixel takes the value of the photo's pixel it is reached from,
  // breadth first from the photo's edge outward: no edge is left.
  std::vector<std::int32_t> front, next;
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      const std::size_t i = static_cast<std::size_t>(y) * w + x;
      if (margin[i]) continue;
      const bool rim = (x > 0 && margin[i - 1]) || (x + 1 < w && margin[i + 1]) ||
                       (y > 0 && margin[i - static_cast<std::size_t>(w)]) ||
                       (y + 1 < h && margin[i + static_cast<std::size_t>(w)]);
      if (rim) front.push_back(static_cast<std::int32_t>(i));
    }
  }
  while (!front.empty()) {
    next.clear();
    for (const std::int32_t i : front) {
      const int x = i % w, y = i / w;
      const auto reach = [&](int nx, int ny) {
        const std::size_t j = static_cast<std::size_t>(ny) * w + nx;
        if (!margin[j]) return;
        margin[j] = 0;
        image.pixels[j] = image.pixels[static_cast<std::size_t>(i)];
        next.push_back(static_cast<std::int32_t>(j));
      };
      if (x > 0) reach(x - 1, y);
      if (x + 1 < w) reach(x + 1, y);
      if (y > 0) reach(x, y - 1);
      if (y + 1 < h) reach(x, y + 1);
    }
    std::swap(front, next);
  }
  return true;
}

}  // namespace

Located locate_grid(const Image& picture) {
  Located out;
  Image working = shrink_to(picture, kWorkingSide);
  GridSearch search = find_either(working);
  if (!search.outline) {
    // A photo shown on a plain margin: the photo's edge against a lighter
    // margin reads as a band of ink that can join the grid's frame.
    Image photo = working;
    if (fill_margin(photo)) {
      GridSearch inside = find_either(photo);
      if (inside.outline) working = std::move(photo), search = std::move(inside);
    }
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
