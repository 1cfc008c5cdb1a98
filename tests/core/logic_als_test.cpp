// logic_als_test.cpp - hand-made boards for the tier-4 set techniques
// (ALS-XZ, ALS-XY-Wing, Sue de Coq).
//
// Every board starts open (all cells hold all nine digits), so a cell with
// nine candidates can be in no almost locked set of up to four cells and in
// no chain of bivalue cells: only the cells set by hand take part, and the
// expected eliminations below are derived from those cells alone.
#include <catch2/catch_test_macros.hpp>
#include <fstream>

#include "core/logic/trace.h"
#include "core/solver.h"
#include "logic_test_util.h"

using namespace logic_test;
using V = std::vector<std::string>;

namespace {

// The one step `t` finds removes `expected`, in a sentence that opens with
// the technique's name.
void check_set_step(Technique t, const Board& b, const V& expected) {
  const Step step = one_step(t, b);
  CHECK(elims(step) == expected);
  CHECK(step.sentence.rfind(std::string(technique_name(t)) + ": ", 0) == 0);
}

}  // namespace

TEST_CASE("ALS-XZ: a row set and a cell joined by a restricted 1 remove 3", "[core][logic]") {
  // A = r1c1 {1,2} + r1c5 {2,3} (row 1: two cells, three digits);
  // B = r9c1 {1,3}. 1 is restricted: A's only 1 (r1c1) sees B's only 1
  // (r9c1) in column 1. So 3 is in A (r1c5) or B (r9c1): cells seeing both
  // lose 3. Those are r1c1 (no 3) and r9c5, so only r9c5 loses 3. The other
  // sets here (r1c1+r9c1 in column 1 with r1c5) give the same elimination.
  Board b = board_with({{"r1c1", {1, 2}}, {"r1c5", {2, 3}}, {"r9c1", {1, 3}}});
  check_set_step(Technique::kAlsXz, b, V{"r9c5<>3"});

  SECTION("without a restricted common digit nothing fires") {
    // B moves to r9c2: it sees neither r1c1 nor r1c5, so neither 1 nor 3 is
    // restricted, and r9c2 shares no unit with the row-1 cells.
    CHECK(run(Technique::kAlsXz, board_with({{"r1c1", {1, 2}}, {"r1c5", {2, 3}}, {"r9c2", {1, 3}}})).empty());
  }
}

TEST_CASE("ALS-XY-Wing: pivot r5c5 joined to r5c1 by 1 and to r1c5 by 2", "[core][logic]") {
  // C = r5c5 {1,2}, A = r5c1 {1,3}, B = r1c5 {2,3}. A-C share 1 (row 5),
  // B-C share 2 (column 5); A and B share 3. If 3 were in neither, r5c1
  // would be 1 and r1c5 2, leaving r5c5 empty. So 3 is in r5c1 or r1c5, and
  // r1c1 (the only other cell seeing both) loses 3. The two-cell sets
  // (r5c5+r5c1, r5c5+r1c5) each have one partner only, so no other wing.
  Board b = board_with({{"r5c5", {1, 2}}, {"r5c1", {1, 3}}, {"r1c5", {2, 3}}});
  check_set_step(Technique::kAlsXyWing, b, V{"r1c1<>3"});

  SECTION("a wing that does not see the pivot does not fire") {
    // B at r1c6 shares no unit with r5c5: no restricted common with C.
    CHECK(run(Technique::kAlsXyWing, board_with({{"r5c5", {1, 2}}, {"r5c1", {1, 3}}, {"r1c6", {2, 3}}})).empty());
  }
}

TEST_CASE("Sue de Coq: r1c1-r1c2 with r1c5 in row 1 and r2c1 in box 1", "[core][logic]") {
  // C = r1c1, r1c2 {1,2,3,4} (box 1 meets row 1), D = r1c5 {1,2} in the
  // row, E = r2c1 {3,4} in the box. Four cells, four digits, D and E apart:
  // 1 and 2 are in C or D (row 1), 3 and 4 in C or E (box 1). So the rest of
  // row 1 (r1c3, r1c4, r1c6..r1c9) loses 1 and 2, the rest of box 1 (r1c3,
  // r2c2, r2c3, r3c1..r3c3) loses 3 and 4. Every other choice of cells takes
  // a nine-candidate cell and can never balance, so this is the only step.
  Board b = board_with({{"r1c1", {1, 2, 3, 4}}, {"r1c2", {1, 2, 3, 4}}, {"r1c5", {1, 2}}, {"r2c1", {3, 4}}});
  const Step step = one_step(Technique::kSueDeCoq, b);
  V expected;
  for (const char* c : {"r1c3", "r1c4", "r1c6", "r1c7", "r1c8", "r1c9"}) {
    expected.push_back(std::string(c) + "<>1");
    expected.push_back(std::string(c) + "<>2");
  }
  for (const char* c : {"r1c3", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"}) {
    expected.push_back(std::string(c) + "<>3");
    expected.push_back(std::string(c) + "<>4");
  }
  CHECK(elims(step) == sorted(expected));
  CHECK(step.sentence.rfind("Sue de Coq: ", 0) == 0);

  SECTION("one digit too many: no Sue de Coq") {
    // E = r2c1 {3,5}: the four cells now hold five digits.
    Board c = b;
    set_cands(c, "r2c1", {3, 5});
    CHECK(run(Technique::kSueDeCoq, c).empty());
  }
}

TEST_CASE("The als family parses and its steps rate as SE-style hard steps", "[core][logic]") {
  check_selects("als", {Technique::kAlsXz, Technique::kAlsXyWing, Technique::kSueDeCoq}, {Technique::kAic});
  CHECK(technique_tier(Technique::kAlsXz) == 4);
  CHECK(technique_tier(Technique::kSueDeCoq) == 4);
  CHECK(technique_name(Technique::kAlsXyWing) == "ALS-XY-Wing");
  CHECK(TechniqueSet::up_to_tier(4).has(Technique::kSueDeCoq));
  CHECK_FALSE(TechniqueSet::up_to_tier(3).has(Technique::kAlsXz));
}

TEST_CASE("Soundness: ALS and Sue de Coq steps agree with the solution on the sample", "[core][logic]") {
  // In hint order the chains come first and these rarely get a turn, so walk
  // a slice of the sample with tiers 1-3 plus the set techniques only.
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/logic_se_sample.txt");
  std::string line;
  const auto techniques = parse_techniques("tier3,als");
  REQUIRE(techniques);
  int puzzles = 0;
  int set_steps = 0;
  int unsound = 0;
  for (int i = 0; std::getline(in, line) && puzzles < 150; ++i) {
    if (line.size() < 81 || i % 3 != 1) continue;
    ++puzzles;
    const Grid puzzle = grid(line);
    const SolveResult solved = solve(puzzle, 2);
    REQUIRE(solved.count == 1);
    Options opts;
    opts.techniques = *techniques;
    opts.solution = solved.solution;
    const Trace t = solve_path(board_from_grid(puzzle), opts);
    for (const auto& e : t.events) {
      if (e.kind != EventKind::kStep) continue;
      const Technique k = e.step.technique;
      if (k == Technique::kAlsXz || k == Technique::kAlsXyWing || k == Technique::kSueDeCoq) ++set_steps;
      for (const auto& p : e.step.placements) unsound += solved.solution.cells[p.cell] != p.digit;
      for (const auto& x : e.step.eliminations) unsound += solved.solution.cells[x.cell] == x.digit;
    }
  }
  CHECK(puzzles == 150);
  CHECK(set_steps > 50);
  CHECK(unsound == 0);
}
