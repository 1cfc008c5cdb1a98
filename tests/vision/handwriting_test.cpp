// handwriting_test.cpp - printed givens told from the player's handwritten
// digits: the committed weights on held-back crops of the mixed photos, and
// a grid drawn with both read as givens and the player's digits.
#include <algorithm>
#include <array>
#include <catch2/catch_test_macros.hpp>
#include <string>

#include "heldback.h"
#include "render.h"
#include "vision/classifier.h"
#include "vision/reader.h"

using namespace sudoku;
using namespace sudoku::vision;

namespace {

int likeliest(const MarkProbabilities& p) { return static_cast<int>(std::max_element(p.begin(), p.end()) - p.begin()); }

enum Kind { kNone, kPrinted, kHand };
Kind kind_of(int label) { return label == 0 ? kNone : label <= 9 ? kPrinted : kHand; }
int digit_of(int label) { return label > kHandwritten ? label - kHandwritten : label; }

Grid grid_of_line(const std::string& line) {
  Grid g;
  for (int c = 0; c < 81; ++c) g.cells[c] = static_cast<std::uint8_t>(line[c] == '.' ? 0 : line[c] - '0');
  return g;
}

// For each digit, the held-back crop of `kind` the classifier is surest of.
std::array<const test::Glyph*, 10> surest_glyphs(const std::vector<test::LabelledCrop>& crops, Kind kind) {
  std::array<const test::Glyph*, 10> glyphs{};
  std::array<float, 10> sure{};
  for (const auto& c : crops) {
    if (kind_of(c.label) != kind) continue;
    const float p = classify_mark(c.crop)[c.label];
    if (p > sure[digit_of(c.label)]) glyphs[digit_of(c.label)] = &c.crop, sure[digit_of(c.label)] = p;
  }
  return glyphs;
}

}  // namespace

TEST_CASE("The classifier tells printed digits from handwritten ones on held-back mixed crops", "[vision]") {
  const auto crops = test::heldback_crops("heldback_mixed_cells.bin");
  REQUIRE(crops.size() > 500);
  std::array<int, 3> seen{}, kind_right{}, right{};
  for (const auto& c : crops) {
    const MarkProbabilities p = classify_mark(c.crop);
    float sum = 0;
    for (float v : p) sum += v;
    REQUIRE(std::abs(sum - 1.0f) < 1e-3f);
    const int read = likeliest(p);
    const Kind kind = kind_of(c.label);
    ++seen[kind];
    kind_right[kind] += kind_of(read) == kind ? 1 : 0;
    right[kind] += read == c.label ? 1 : 0;
  }
  INFO("printed: " << seen[kPrinted] << " crops, kind right " << kind_right[kPrinted] << ", digit too "
                   << right[kPrinted]);
  INFO("handwritten: " << seen[kHand] << " crops, kind right " << kind_right[kHand] << ", digit too " << right[kHand]);
  REQUIRE(seen[kPrinted] > 100);
  REQUIRE(seen[kHand] > 300);
  // A printed digit read as handwritten is a given lost: it must be rare.
  CHECK(kind_right[kPrinted] * 100 >= seen[kPrinted] * 97);
  CHECK(right[kPrinted] * 100 >= seen[kPrinted] * 96);
  CHECK(kind_right[kHand] * 100 >= seen[kHand] * 95);
  CHECK(right[kHand] * 100 >= seen[kHand] * 90);
}

TEST_CASE("The givens' view counts a handwritten digit as no given", "[vision]") {
  MarkProbabilities mark{};
  mark[kHandwritten + 4] = 0.7f;
  mark[4] = 0.2f;
  mark[0] = 0.1f;
  const Probabilities p = as_givens(mark);
  CHECK(std::abs(p[0] - 0.8f) < 1e-6f);
  CHECK(std::abs(p[4] - 0.2f) < 1e-6f);
}

TEST_CASE("A half-done puzzle reads its printed givens as givens and the handwritten digits as the player's",
          "[vision]") {
  const auto printed_crops = test::heldback_crops();
  const auto mixed_crops = test::heldback_crops("heldback_mixed_cells.bin");
  const auto printed = surest_glyphs(printed_crops, kPrinted);
  const auto hand = surest_glyphs(mixed_crops, kHand);
  for (int d = 1; d <= 9; ++d) REQUIRE(printed[d] != nullptr);
  for (int d = 1; d <= 9; ++d) REQUIRE(hand[d] != nullptr);
  // A puzzle with one solution (tests/data/solver_17_clue.txt), and the
  // player's digits in a third of its other cells: its solution's, but for
  // r1c1, where the player wrote a wrong digit (the solution has 9 there).
  const std::string puzzle = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";
  const std::string solution = "953168742862734951417952836746893125281645397395271468138529674574386219629417583";
  test::Scene scene;
  scene.width = 700, scene.height = 600;
  scene.corners = test::turned_square(350, 300, 460, 5, 0.05);
  scene.noise = 8;
  scene.glyphs = printed;
  scene.hand_glyphs = hand;
  scene.digits = grid_of_line(puzzle);
  for (int c = 0; c < 81; c += 3) {
    if (puzzle[c] == '.') scene.handwritten.cells[c] = static_cast<std::uint8_t>(solution[c] - '0');
  }
  scene.handwritten.cells[0] = 2;
  const Reading reading = read_puzzle(test::render(scene));
  REQUIRE(reading.found);
  CHECK(reading.choice.grid == scene.digits);
  CHECK(reading.choice.solutions == 1);
  CHECK(reading.player == scene.handwritten);
  CHECK(reading.kind(0) == CellKind::kPlayer);
  CHECK(reading.kind(17) == CellKind::kGiven);
  CHECK(reading.kind(1) == CellKind::kEmpty);
}

TEST_CASE("A mark shaped unlike the grid's printed digits weighs towards handwriting", "[vision]") {
  std::array<CellInk, 81> cells{};
  std::array<MarkProbabilities, 81> marks{};
  for (auto& m : marks) m = blank_mark();
  // A printed digit's box in cell c: 20 pixels high, centred.
  auto printed_box = [&](int c) {
    CellInk& ink = cells[c];
    ink.has_ink = true;
    ink.left = c % 9 * kCellSide + 13, ink.right = ink.left + 9;
    ink.top = c / 9 * kCellSide + 8, ink.bottom = ink.top + 19;
  };
  auto unsure = [](int digit) {
    MarkProbabilities m{};
    m[digit] = 0.6f;
    m[kHandwritten + digit] = 0.4f;
    return m;
  };
  for (int c : {0, 10, 20, 30, 40, 50}) {
    printed_box(c);
    marks[c] = MarkProbabilities{};
    marks[c][5] = 0.98f;
    marks[c][kHandwritten + 5] = 0.02f;
  }
  // Cell 60: printed-like shape; cell 70: smaller and off to the side.
  printed_box(60);
  marks[60] = unsure(3);
  printed_box(70);
  cells[70].top += 8, cells[70].left += 5, cells[70].right += 5;
  marks[70] = unsure(3);
  auto weighed = marks;
  weigh_by_shape(cells, weighed);
  CHECK(weighed[60][3] > 0.6f);
  CHECK(weighed[70][kHandwritten + 3] > weighed[70][3]);
  float sum = 0;
  for (float v : weighed[70]) sum += v;
  CHECK(std::abs(sum - 1.0f) < 1e-4f);
  // With fewer than five surely printed marks there is nothing to compare with.
  for (int c : {0, 10}) marks[c] = unsure(5);
  auto unchanged = marks;
  weigh_by_shape(cells, unchanged);
  CHECK(unchanged == marks);
}

TEST_CASE("With no mark surely handwritten, a mark half read as handwriting weighs towards print", "[vision]") {
  std::array<CellInk, 81> cells{};
  std::array<MarkProbabilities, 81> marks{};
  for (auto& m : marks) m = blank_mark();
  auto mark = [&](int c, int digit, float printed, float hand) {
    cells[c].has_ink = true;
    marks[c] = MarkProbabilities{};
    marks[c][digit] = printed;
    marks[c][kHandwritten + digit] = hand;
    marks[c][0] = 1.0f - printed - hand;
  };
  for (int c : {0, 10, 20, 30, 40, 50, 60, 70}) mark(c, 5, 0.98f, 0.02f);
  mark(80, 3, 0.25f, 0.75f);  // a given the classifier half takes for handwriting
  mark(72, 7, 0.02f, 0.95f);  // one surely handwritten mark (or a stray one)
  auto weighed = marks;
  weigh_by_company(cells, weighed);
  CHECK(weighed[80][3] > weighed[80][kHandwritten + 3]);
  // A mark the classifier surely reads as handwriting stays handwritten.
  CHECK(weighed[72][kHandwritten + 7] > weighed[72][7]);
  float sum = 0;
  for (float v : weighed[80]) sum += v;
  CHECK(std::abs(sum - 1.0f) < 1e-4f);
  // Two surely handwritten marks: a game in progress; nothing changes.
  mark(71, 4, 0.03f, 0.96f);
  auto unchanged = marks;
  weigh_by_company(cells, unchanged);
  CHECK(unchanged == marks);
}
