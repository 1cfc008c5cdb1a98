// choice_test.cpp - the solver-aided choice between the classifier's
// readings: misread cells put right by the one-solution rule.
#include <catch2/catch_test_macros.hpp>
#include <string>

#include "core/solver.h"
#include "vision/reader.h"

using namespace sudoku;
using namespace sudoku::vision;

namespace {

// From tests/data/solver_17_clue.txt: 17 givens, one solution, and minimal
// (every given is needed).
const std::string kPuzzle = ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...";

Grid grid_of_line(const std::string& line) {
  Grid g;
  for (int c = 0; c < 81; ++c) g.cells[c] = static_cast<std::uint8_t>(line[c] == '.' ? 0 : line[c] - '0');
  return g;
}

// Sure readings of every cell of `grid`.
std::array<Probabilities, 81> sure_readings(const Grid& grid) {
  std::array<Probabilities, 81> p{};
  for (int c = 0; c < 81; ++c) {
    p[c].fill(0.0005f);
    p[c][grid.cells[c]] = 0.9955f;
  }
  return p;
}

}  // namespace

TEST_CASE("A reading with one solution is kept as it is", "[vision]") {
  const Grid truth = grid_of_line(kPuzzle);
  const Choice choice = choose_reading(sure_readings(truth));
  CHECK(choice.grid == truth);
  CHECK(choice.solutions == 1);
  CHECK(choice.checked == 1);
}

TEST_CASE("Two misread cells are put right by the solver", "[vision]") {
  const Grid truth = grid_of_line(kPuzzle);
  REQUIRE(solve(truth, 2).count == 1);
  auto p = sure_readings(truth);
  // r2c9 holds a 1, read as a 7 more likely than a 1; r7c4 is blank, read
  // as a faint 8 (a speck) more likely than blank.
  const int one = 17, blank = 57;
  REQUIRE(truth.cells[one] == 1);
  REQUIRE(truth.cells[blank] == 0);
  p[one].fill(0.01f), p[one][7] = 0.6f, p[one][1] = 0.32f;
  p[blank].fill(0.01f), p[blank][8] = 0.55f, p[blank][0] = 0.37f;
  // Other cells a little doubtful too, their likeliest reading right.
  p[3].fill(0.01f), p[3][0] = 0.7f, p[3][4] = 0.22f;
  p[24].fill(0.01f), p[24][0] = 0.8f, p[24][3] = 0.12f;

  Grid likeliest = truth;
  likeliest.cells[one] = 7, likeliest.cells[blank] = 8;
  REQUIRE(solve(likeliest, 2).count != 1);  // the plain reading is no puzzle

  const Choice choice = choose_reading(p);
  CHECK(choice.grid == truth);
  CHECK(choice.solutions == 1);
  CHECK(choice.checked > 1);
}

TEST_CASE("With no reading that has one solution, the likeliest is kept and says so", "[vision]") {
  // Two 5s in row 1, both read surely: nothing to choose from.
  Grid clash = grid_of_line(kPuzzle);
  clash.cells[0] = 5, clash.cells[1] = 5;
  const Choice choice = choose_reading(sure_readings(clash));
  CHECK(choice.grid == clash);
  CHECK(choice.solutions == 0);
}
