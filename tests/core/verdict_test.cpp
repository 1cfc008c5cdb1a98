// verdict_test.cpp - judging a puzzle (core/verdict.h): clashing givens,
// no solution, several, one; from the pencil marks when the puzzle has them.
#include "core/verdict.h"

#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/format.h"
#include "core/solver.h"

using namespace sudoku;

namespace {

Puzzle read_data(const char* name) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/" + name);
  std::stringstream text;
  text << in.rdbuf();
  auto r = read_puzzle(text.str());
  REQUIRE(r);
  return *r.value;
}

}  // namespace

TEST_CASE("Clashing givens are invalid, naming the first clash and its cells", "[core]") {
  const Puzzle p = read_data("format_conflict.txt");
  const Verdict v = judge(p);
  CHECK(v.outcome == Outcome::kInvalid);
  CHECK_FALSE(v.solvable());
  REQUIRE(v.clash);
  CHECK(v.clash->first == 0);   // r1c1
  CHECK(v.clash->second == 6);  // r1c7
  CHECK(v.clash->digit == 5);
  CHECK(v.why == "r1c1 and r1c7 are both 5");
  CHECK(describe(v) == "invalid: r1c1 and r1c7 are both 5");
  CHECK(v.count == 0);
}

TEST_CASE("A puzzle without solution, with several and with one", "[core]") {
  const Verdict none = judge(read_data("format_no_solution.txt"));
  CHECK(none.outcome == Outcome::kNoSolution);
  CHECK(none.count == 0);
  CHECK(describe(none) == "no solution");

  const Puzzle two = read_data("format_two_solutions.txt");
  const Verdict multiple = judge(two, 5);
  CHECK(multiple.outcome == Outcome::kMultiple);
  CHECK(multiple.count == 2);
  CHECK(multiple.solvable());
  CHECK_FALSE(multiple.unique());
  CHECK(describe(multiple) == "multiple solutions (at least 2)");
  CHECK(agrees_with(two.givens, multiple.solution));

  const Puzzle wiki = read_data("format_wiki.txt");
  const Verdict one = judge(wiki);
  CHECK(one.outcome == Outcome::kUnique);
  CHECK(one.unique());
  CHECK(one.count == 1);
  CHECK(describe(one) == "unique");
  CHECK(one.solution == read_data("format_wiki_solution.txt").givens);
  CHECK(one.why.empty());
  CHECK_FALSE(one.clash);
}

TEST_CASE("A pencil-mark puzzle is judged from its marks", "[core]") {
  // The two-solution grid with one candidate of the first solution removed
  // where the solutions differ: only the second fits the marks.
  const Grid givens = read_data("format_two_solutions.txt").givens;
  std::vector<Grid> solutions;
  REQUIRE(list_solutions(givens, 2, solutions) == 2);
  Board marks = board_from_grid(givens);
  std::size_t cell = 0;
  while (solutions[0].cells[cell] == solutions[1].cells[cell]) ++cell;
  marks.candidates[cell] = static_cast<Mask>(marks.candidates[cell] & ~digit_bit(solutions[0].cells[cell]));
  const Verdict v = judge(givens, &marks);
  CHECK(v.outcome == Outcome::kUnique);
  CHECK(v.solution == solutions[1]);

  const Puzzle p = read_data("format_two_solutions_narrowed_pm.txt");
  REQUIRE(p.marks);
  CHECK(judge(p).solution == read_data("format_wiki_solution.txt").givens);
  CHECK(start_board(p) == *p.marks);
  const Puzzle plain = read_data("format_wiki.txt");
  CHECK(start_board(plain) == board_from_grid(plain.givens));
}
