// logic_direct_test.cpp - Sudoku Explainer's Direct rules (rating only):
// each on a hand-made board where it places a digit (which the exact solver
// confirms is forced) and on the same board changed so that no single
// follows (the solver confirms the digit is then not forced); then the
// rating's order and the low band against Sukaku Explainer's ratings.
//
// Every board starts open (all cells hold all nine digits) and only the
// digits narrowed by hand differ, so each step follows from those alone.
#include <catch2/catch_test_macros.hpp>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/logic/rating.h"
#include "core/logic/trace.h"
#include "logic_test_util.h"

using namespace logic_test;

namespace {

// True when every solution of the board's pencil marks has `digit` in
// `cell`: without it there is none.
bool forced(const Board& b, std::string_view cell, int digit) {
  Board t = b;
  t.candidates[static_cast<std::size_t>(at(cell))] &= static_cast<Mask>(~digit_bit(digit));
  return solve(t, 1).count == 0;
}

// The only step `t` finds: its placement, checked to be forced and to come
// without eliminations (SE places the single and removes nothing else).
/// The puzzles of tests/data/`file`, one "<81 characters> <SE's score>" a
/// line ('#' lines are comments), each with the score Sukaku Explainer gives it.
std::vector<std::pair<std::string, double>> se_rated(const std::string& file) {
  std::ifstream in(std::string{SUDOKU_TEST_DATA} + "/" + file);
  REQUIRE(in);
  std::vector<std::pair<std::string, double>> out;
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string puzzle;
    double se = 0.0;
    fields >> puzzle >> se;
    out.emplace_back(puzzle, se);
  }
  return out;
}

std::string only_placement(Technique t, const Board& b) {
  const Step step = one_step(t, b);
  const Step& s = step;
  CHECK(s.technique == t);
  CHECK(s.eliminations.empty());
  REQUIRE(s.placements.size() == 1);
  CHECK(std::lround(s.difficulty * 10) == std::lround(technique_difficulty(t) * 10));
  return placement_text(s.placements[0]);
}

// `t` places `digit` at `cell` (forced, says the exact solver); with the
// digit also at `second_place` there is no single and nothing is forced.
void check_direct(Technique t, const Board& b, std::string_view cell, int digit, std::string_view second_place) {
  CHECK(only_placement(t, b) == std::string(cell) + "=" + std::to_string(digit));
  CHECK(forced(b, cell, digit));
  SECTION("the digit has a second place: no single, nothing placed") {
    Board c = b;
    c.candidates[static_cast<std::size_t>(at(second_place))] |= digit_bit(digit);
    CHECK(run(t, c).empty());
    CHECK_FALSE(forced(c, cell, digit));
  }
}

}  // namespace

TEST_CASE("Direct Pointing: box 1's 5s lie in column 1, leaving box 4 one place", "[core][logic]") {
  // Box 1 holds 5 only at r1c1 and r2c1, so 5 leaves the rest of column 1;
  // box 4 holds 5 at r4c1, r5c1 and r6c2, so only r6c2 is left there.
  Board b = board_keeping({{kBox + 0, 5, {"r1c1", "r2c1"}}, {kBox + 3, 5, {"r4c1", "r5c1", "r6c2"}}});
  // Broken: a second place outside column 1: no single, nothing placed.
  check_direct(Technique::kDirectPointing, b, "r6c2", 5, "r6c3");
  CHECK(run(Technique::kHiddenSingleBox, b).empty());  // not a plain single
}

TEST_CASE("Direct Claiming: row 1's 7s lie in box 1, leaving row 2 one place", "[core][logic]") {
  // Row 1 holds 7 only at r1c1 and r1c2 (box 1), so 7 leaves the rest of
  // box 1; row 2 holds 7 at r2c3 (box 1) and r2c5, so r2c5 is 7.
  Board b = board_keeping({{kRow + 0, 7, {"r1c1", "r1c2"}}, {kRow + 1, 7, {"r2c3", "r2c5"}}});
  // Broken: row 2 keeps a second place outside box 1: no single.
  check_direct(Technique::kDirectClaiming, b, "r2c5", 7, "r2c6");
}

TEST_CASE("Direct Hidden Pair: 1 and 2 own r1c1-r1c2, so 3 goes to r1c5", "[core][logic]") {
  // In row 1, 1 and 2 fit only r1c1 and r1c2, which therefore hold nothing
  // else; 3 fits r1c1 and r1c5, so r1c5 is 3.
  Board b = board_keeping(
      {{kRow + 0, 1, {"r1c1", "r1c2"}}, {kRow + 0, 2, {"r1c1", "r1c2"}}, {kRow + 0, 3, {"r1c1", "r1c5"}}});
  // Broken: 3 has a third place: the pair leaves no single.
  check_direct(Technique::kDirectHiddenPair, b, "r1c5", 3, "r1c6");
  CHECK(run(Technique::kHiddenSingleLine, b).empty());
}

TEST_CASE("Direct Hidden Triple: 4, 5, 6 own r1c9-r3c9, so 8 goes to r7c9", "[core][logic]") {
  // In column 9, 4 fits r1c9/r2c9, 5 r2c9/r3c9, 6 r1c9/r3c9: those three
  // cells hold 4, 5 and 6; 8 fits r3c9 and r7c9, so r7c9 is 8.
  Board b = board_keeping({{kCol + 8, 4, {"r1c9", "r2c9"}},
                           {kCol + 8, 5, {"r2c9", "r3c9"}},
                           {kCol + 8, 6, {"r1c9", "r3c9"}},
                           {kCol + 8, 8, {"r3c9", "r7c9"}}});
  // Broken: 8 has a third place: no single.
  check_direct(Technique::kDirectHiddenTriple, b, "r7c9", 8, "r8c9");
  CHECK(run(Technique::kDirectHiddenPair, b).empty());
}

TEST_CASE("Direct rules: rating only, in Sudoku Explainer's order among the singles", "[core][logic]") {
  const Technique order[] = {Technique::kFullHouse,      Technique::kHiddenSingleBox,    Technique::kHiddenSingleLine,
                             Technique::kDirectPointing, Technique::kDirectClaiming,     Technique::kDirectHiddenPair,
                             Technique::kNakedSingle,    Technique::kDirectHiddenTriple, Technique::kLockedPointing,
                             Technique::kLockedClaiming};
  for (std::size_t i = 1; i < std::size(order); ++i) {
    INFO(technique_key(order[i]));
    CHECK(technique_row(order[i - 1]).rating < technique_row(order[i]).rating);
    CHECK(technique_difficulty(order[i - 1]) < technique_difficulty(order[i]));
  }
  for (Technique t : {Technique::kDirectPointing, Technique::kDirectClaiming, Technique::kDirectHiddenPair,
                      Technique::kDirectHiddenTriple}) {
    CHECK_FALSE(used_by_hints(t));
  }
  // The hint on the Direct Hidden Pair board is the pattern a player uses,
  // never the rating's Direct rule.
  Board b = board_keeping(
      {{kRow + 0, 1, {"r1c1", "r1c2"}}, {kRow + 0, 2, {"r1c1", "r1c2"}}, {kRow + 0, 3, {"r1c1", "r1c5"}}});
  const auto hint = sudoku::logic::detail::find_steps(b, TechniqueSet::all(), false, Order::kTier, false);
  REQUIRE_FALSE(hint.empty());
  CHECK(used_by_hints(hint[0].technique));
  const auto rated = sudoku::logic::detail::find_steps(b, TechniqueSet::all(), false, Order::kDifficulty, false);
  REQUIRE(rated.size() == 1);
  CHECK(rated[0].technique == Technique::kDirectHiddenPair);
}

TEST_CASE("Rating: equals Sukaku Explainer's on puzzles it rates 1.0-2.9", "[core][logic]") {
  // Puzzles made by random removal of givens from solution grids, each with
  // the rating Sukaku Explainer gives it (`serate`, default settings).
  int n = 0;
  int same = 0;
  int direct = 0;
  for (const auto& [puzzle, se] : se_rated("rating_se_low.txt")) {
    const Rating r = rate(grid(puzzle));
    ++n;
    if (std::lround(r.score * 10) == std::lround(se * 10)) {
      ++same;
    } else {
      UNSCOPED_INFO(puzzle << " SE " << se << ", ours " << r.score << " " << technique_key(r.hardest));
    }
    const Technique h = r.hardest;
    if (h == Technique::kDirectPointing || h == Technique::kDirectClaiming || h == Technique::kDirectHiddenPair ||
        h == Technique::kDirectHiddenTriple) {
      ++direct;
    }
  }
  REQUIRE(n >= 40);
  CHECK(direct >= n / 4);  // the sample exercises the Direct rules
  CHECK(same * 100 >= n * 95);
}

TEST_CASE("Rating: equals Sukaku Explainer's on puzzles that need its dynamic forcing chains (+)", "[core][logic]") {
  // Where SE's dynamic forcing chains find nothing, SE tries them again with
  // pointing, claiming, pairs and X-Wings inside each assumption (its level
  // 1, 9.0 + length) before any nested chain; the rating does the same, and
  // falls back to the forcing net only after it. Every step of the path must
  // agree with the solution.
  int n = 0;
  int plus = 0;
  for (const auto& [puzzle, se] : se_rated("rating_se_high.txt")) {
    INFO(puzzle);
    const Grid g = grid(puzzle);
    const SolveResult solved = solve(g, 2);
    REQUIRE(solved.count == 1);
    Trace path;
    const Rating r = rate(g, TechniqueSet::all(), &solved.solution, &path);
    ++n;
    CHECK(std::lround(r.score * 10) == std::lround(se * 10));
    CHECK(r.solved_by_logic);
    int unsound = 0;
    for (const auto& e : path.events) {
      if (e.kind != EventKind::kStep) continue;
      CHECK(e.step.technique != Technique::kForcingNet);
      if (e.step.technique == Technique::kDynamicChainPlus) {
        ++plus;
        CHECK(e.step.difficulty >= 9.0);
      }
      for (const auto& p : e.step.placements) unsound += solved.solution.cells[p.cell] != p.digit;
      for (const auto& x : e.step.eliminations) unsound += solved.solution.cells[x.cell] == x.digit;
    }
    CHECK(unsound == 0);
  }
  CHECK(n == 2);
  CHECK(plus > 0);
  CHECK_FALSE(used_by_hints(Technique::kDynamicChainPlus));
}
