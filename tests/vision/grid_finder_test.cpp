// grid_finder_test.cpp - finding and straightening grids drawn by the test
// (known corners): straight, turned, in perspective, unevenly lit, noisy;
// and pictures without a grid, with two grids, or with a grid of another size.
#include "vision/grid_finder.h"

#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <cmath>
#include <string>

#include "render.h"
#include "vision/binary.h"
#include "vision/cells.h"
#include "vision/locate.h"

using namespace sudoku::vision;

namespace {

double worst_corner_error(const Quad& found, const Quad& truth) {
  double worst = 0;
  for (int i = 0; i < 4; ++i) worst = std::max(worst, std::hypot(found[i].x - truth[i].x, found[i].y - truth[i].y));
  return worst;
}

}  // namespace

TEST_CASE("The grid finder finds the corners of a grid seen straight on", "[vision]") {
  test::Scene scene;
  scene.corners = test::turned_square(320, 240, 360, 0);
  const GridSearch found = find_grid(test::render(scene));
  REQUIRE(found.outline);
  CHECK(worst_corner_error(*found.outline, test::outer_corners(scene)) < 1.5);
}

TEST_CASE("The grid finder finds a turned grid in perspective, unevenly lit and noisy", "[vision]") {
  for (const double degrees : {-14.0, -7.0, 6.0, 13.0}) {
    test::Scene scene;
    scene.width = 800, scene.height = 700;
    scene.corners = test::turned_square(400, 350, 420, degrees, 0.12);
    scene.light_falloff = 0.5;
    scene.noise = 12;
    const GridSearch found = find_grid(test::render(scene));
    INFO("turned " << degrees << " degrees");
    REQUIRE(found.outline);
    CHECK(worst_corner_error(*found.outline, test::outer_corners(scene)) < 2.0);
  }
}

TEST_CASE("The grid finder finds a small grid in a large picture", "[vision]") {
  test::Scene scene;
  scene.width = 900, scene.height = 700;
  scene.corners = test::turned_square(600, 250, 200, 4);
  const GridSearch found = find_grid(test::render(scene));
  REQUIRE(found.outline);
  CHECK(worst_corner_error(*found.outline, test::outer_corners(scene)) < 1.5);
}

TEST_CASE("A light grid on a dark ground is found and straightened dark on light", "[vision]") {
  test::Scene scene;
  scene.corners = test::turned_square(320, 240, 380, -5);
  scene.paper = 25, scene.ink = 220;
  const Located located = locate_grid(test::render(scene));
  REQUIRE(located.found);
  CHECK(worst_corner_error(located.outline, test::outer_corners(scene)) < 1.5);
  // The middle of a cell is paper: light.
  CHECK(located.rectified.at(kCellSide / 2, kCellSide / 2) > 150);
}

TEST_CASE("Rectification puts the grid's lines where the cells' edges are", "[vision]") {
  test::Scene scene;
  scene.corners = test::turned_square(320, 240, 400, 11, 0.1);
  const Located located = locate_grid(test::render(scene));
  REQUIRE(located.found);
  const Image& r = located.rectified;
  REQUIRE(r.width == kRectifiedSide);
  REQUIRE(r.height == kRectifiedSide);
  for (int k = 1; k < 9; ++k) {
    for (int t = kCellSide / 2; t < kRectifiedSide; t += kCellSide) {
      INFO("line " << k << " at " << t);
      // Dark on every inner line, light in the middle of every cell.
      int darkest_v = 255, darkest_h = 255;
      for (int d = -2; d <= 2; ++d) {
        darkest_v = std::min<int>(darkest_v, r.at(k * kCellSide + d, t));
        darkest_h = std::min<int>(darkest_h, r.at(t, k * kCellSide + d));
      }
      CHECK(darkest_v < 130);
      CHECK(darkest_h < 130);
      CHECK(r.at(k * kCellSide - kCellSide / 2, t) > 180);
    }
  }
}

TEST_CASE("A picture without a grid is not found, and says so", "[vision]") {
  test::Scene scene;
  scene.corners = test::turned_square(-1000, -1000, 10, 0);  // off the picture
  scene.noise = 20;
  Image picture = test::render(scene);
  // A few filled boxes and a lone frame without inner lines.
  for (int y = 100; y < 160; ++y) {
    for (int x = 80; x < 200; ++x) picture.at(x, y) = 20;
  }
  for (int t = 250; t < 420; ++t) {
    for (int w = 0; w < 3; ++w) {
      picture.at(t, 250 + w) = picture.at(t, 417 + w) = 20;
      picture.at(250 + w, t) = picture.at(417 + w, t) = 20;
    }
  }
  const Located located = locate_grid(picture);
  CHECK_FALSE(located.found);
  CHECK(located.why_not.find("no Sudoku grid") != std::string::npos);
  CHECK_FALSE(locate_grid(Image(20, 10, 255)).found);
}

TEST_CASE("Pixels of 1 to 4 channels become grey, alpha over white", "[vision]") {
  const std::uint8_t rgb[] = {255, 0, 0, 0, 0, 255};
  const Image a = to_gray(rgb, 2, 1, 3);
  REQUIRE(a.width == 2);
  CHECK(a.at(0, 0) == 76);  // red: 0.299 of white
  CHECK(a.at(1, 0) == 29);  // blue: 0.114
  const std::uint8_t grey_alpha[] = {0, 0, 0, 255};
  const Image b = to_gray(grey_alpha, 2, 1, 2);
  CHECK(b.at(0, 0) == 255);  // transparent black is white
  CHECK(b.at(1, 0) == 0);
  CHECK(to_gray(rgb, 2, 1, 5).empty());
}

TEST_CASE("Shrinking averages and keeps the shape", "[vision]") {
  Image big(2000, 1000);
  for (int y = 0; y < 1000; ++y) {
    for (int x = 0; x < 2000; ++x) big.at(x, y) = (x + y) % 2 == 0 ? 0 : 200;  // one-pixel checks
  }
  const Image small = shrink_to(big, 1000);
  CHECK(small.width == 1000);
  CHECK(small.height == 500);
  CHECK(std::abs(small.at(10, 10) - 100) <= 2);  // each pixel averages two dark and two light
  CHECK(shrink_to(big, 4000).width == 2000);
}

TEST_CASE("Two grids side by side are not read, and say so", "[vision]") {
  test::Scene left;
  left.width = 1000, left.height = 480;
  left.corners = test::turned_square(250, 240, 340, 2);
  test::Scene right = left;
  right.corners = test::turned_square(740, 240, 320, -3);
  Image picture = test::render(left);
  const Image second = test::render(right);
  for (std::size_t i = 0; i < picture.pixels.size(); ++i)
    picture.pixels[i] = std::min(picture.pixels[i], second.pixels[i]);
  const Located located = locate_grid(picture);
  CHECK_FALSE(located.found);
  CHECK(located.why_not.find("two grids") != std::string::npos);
  // Either grid alone is found (the test draws what the finder can see).
  CHECK(locate_grid(test::render(left)).found);
  CHECK(locate_grid(test::render(right)).found);
}

TEST_CASE("A grid of another size is not read, and says its size", "[vision]") {
  for (const int cells : {4, 6, 16}) {
    test::Scene scene;
    scene.cells = cells;
    scene.corners = test::turned_square(320, 240, 380, 3);
    const Located located = locate_grid(test::render(scene));
    INFO(cells << " cells a side: " << located.why_not);
    CHECK_FALSE(located.found);
    const std::string size = std::to_string(cells) + " x " + std::to_string(cells) + " cells";
    CHECK(located.why_not.find(size) != std::string::npos);
  }
  // The same drawing with 9 cells a side is a Sudoku grid.
  test::Scene nine;
  nine.corners = test::turned_square(320, 240, 380, 3);
  CHECK(locate_grid(test::render(nine)).found);
}
