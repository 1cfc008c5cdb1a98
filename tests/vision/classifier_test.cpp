// classifier_test.cpp - the committed weights on crops they were not
// trained on, and whole pictures drawn with those crops read exactly.
#include "vision/classifier.h"

#include <algorithm>
#include <array>
#include <catch2/catch_test_macros.hpp>

#include "heldback.h"
#include "render.h"
#include "vision/reader.h"

using namespace sudoku::vision;

namespace {

int likeliest(const Probabilities& p) { return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin()); }

/// One crop of `crops` per digit 1-9: the one the classifier is surest of
/// (pointers into `crops`).
std::array<const test::Glyph*, 10> surest_glyphs(const std::vector<test::LabelledCrop>& crops) {
  std::array<const test::Glyph*, 10> glyphs{};
  std::array<float, 10> sure{};
  for (const auto& c : crops) {
    const float p = classify(c.crop)[c.label];
    if (c.label != 0 && p > sure[c.label]) glyphs[c.label] = &c.crop, sure[c.label] = p;
  }
  return glyphs;
}

/// A puzzle with one solution (from tests/data/solver_17_clue.txt), drawn
/// with `glyphs`.
test::Scene scene_of_17_clue_puzzle(const std::array<const test::Glyph*, 10>& glyphs) {
  const std::string puzzle = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  test::Scene scene;
  scene.glyphs = glyphs;
  for (int c = 0; c < 81; ++c)
    scene.digits.cells[c] = static_cast<std::uint8_t>(puzzle[c] == '.' ? 0 : puzzle[c] - '0');
  return scene;
}

}  // namespace

TEST_CASE("The classifier reads the held-back photo crops", "[vision]") {
  const auto crops = test::heldback_crops();
  REQUIRE(crops.size() > 300);
  std::array<int, 10> seen{}, right{};
  for (const auto& c : crops) {
    const Probabilities p = classify(c.crop);
    float sum = 0;
    for (float v : p) sum += v;
    REQUIRE(std::abs(sum - 1.0f) < 1e-3f);
    ++seen[c.label];
    right[c.label] += likeliest(p) == c.label ? 1 : 0;
  }
  int total_seen = 0, total_right = 0;
  for (int d = 0; d < 10; ++d) {
    total_seen += seen[d], total_right += right[d];
    INFO("digit " << d << ": " << right[d] << " of " << seen[d]);
    CHECK(right[d] >= seen[d] * 9 / 10);
  }
  INFO(total_right << " of " << total_seen << " crops read right");
  CHECK(total_right * 100 >= total_seen * 98);
}

TEST_CASE("A blank cell is certainly blank", "[vision]") {
  const Probabilities p = blank_cell();
  CHECK(p[0] == 1.0f);
  CHECK(likeliest(p) == 0);
}

TEST_CASE("A grid drawn with held-back digits is read exactly, turned and noisy", "[vision]") {
  const auto crops = test::heldback_crops();
  const auto glyphs = surest_glyphs(crops);
  for (int d = 1; d <= 9; ++d) REQUIRE(glyphs[d] != nullptr);
  test::Scene scene = scene_of_17_clue_puzzle(glyphs);
  scene.width = 700, scene.height = 600;
  scene.corners = test::turned_square(350, 300, 460, 8, 0.08);
  scene.noise = 10;
  scene.light_falloff = 0.3;
  const Reading reading = read_puzzle(test::render(scene));
  REQUIRE(reading.found);
  CHECK(reading.choice.grid == scene.digits);
  CHECK(reading.choice.solutions == 1);
}

TEST_CASE("A grid photographed on its side or upside down is read the right way up", "[vision]") {
  const auto crops = test::heldback_crops();
  test::Scene scene = scene_of_17_clue_puzzle(surest_glyphs(crops));
  scene.width = 640, scene.height = 560;
  scene.corners = test::turned_square(320, 280, 440, 4, 0.05);
  scene.noise = 8;
  Image picture = test::render(scene);
  for (int quarter = 1; quarter < 4; ++quarter) {
    // The picture turned a quarter counter-clockwise each time.
    Image turned(picture.height, picture.width);
    for (int y = 0; y < picture.height; ++y) {
      for (int x = 0; x < picture.width; ++x) turned.at(y, picture.width - 1 - x) = picture.at(x, y);
    }
    picture = std::move(turned);
    const Reading reading = read_puzzle(picture);
    INFO(quarter << " quarter turns");
    REQUIRE(reading.found);
    CHECK(reading.choice.grid == scene.digits);
    CHECK(reading.choice.solutions == 1);
  }
}
