// logic_patterns_test.cpp - hand-made boards for uniqueness types 3 and 4,
// Simple Colors, Multi Colors, XY-Chain, AIC, Remote Pair, finned X-Wing, Swordfish and
// Jellyfish, the forcing chains (contradiction, cell) and BUG+1 (by hand
// and on sample boards). More chains: logic_chains_test.cpp.
//
// Every board starts open (all cells hold all nine digits) and only the
// cells set by hand narrow it, so the expected eliminations below follow
// from those cells alone.
#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <fstream>

#include "core/logic/trace.h"
#include "core/solver.h"
#include "logic_test_util.h"

using namespace logic_test;
using V = std::vector<std::string>;

TEST_CASE("Uniqueness Test 4: 1 is locked in the roof, so the roof loses 2", "[core][logic]") {
  // Floor r1c1, r1c4 {1,2}; roof r2c1 {1,2,5}, r2c4 {1,2,6} (rows 1-2, boxes
  // 1 and 2). Row 2 holds 1 only in the roof, so one roof cell is 1; if the
  // other were 2 the four cells would be {1,2} swappable: neither roof cell
  // is 2. Every other rectangle through these cells has three or four cells
  // that are not {1,2}, so it gives nothing.
  Board b = board_with({{"r1c1", {1, 2}}, {"r1c4", {1, 2}}, {"r2c1", {1, 2, 5}}, {"r2c4", {1, 2, 6}}});
  keep_digit_in_unit(b, kRow + 1, 1, {"r2c1", "r2c4"});
  const Step step = one_step(Technique::kUniqueRectangle4, b, true);
  CHECK(elims(step) == V{"r2c1<>2", "r2c4<>2"});
  CHECK(run(Technique::kUniqueRectangle4, b, false).empty());  // only for unique puzzles
}

TEST_CASE("Uniqueness Test 3: the roof's 5 and 6 with r2c7 {5,6} lock row 2", "[core][logic]") {
  // Same rectangle; the roof's extra digits are 5 and 6, so one roof cell is
  // 5 or 6 (else the deadly pattern). With r2c7 {5,6} that is a naked pair
  // on 5 and 6 in row 2: the other cells of row 2 (r2c2, r2c3, r2c5, r2c6,
  // r2c8, r2c9) lose 5 and 6.
  Board b =
      board_with({{"r1c1", {1, 2}}, {"r1c4", {1, 2}}, {"r2c1", {1, 2, 5}}, {"r2c4", {1, 2, 6}}, {"r2c7", {5, 6}}});
  const Step step = one_step(Technique::kUniqueRectangle3, b, true);
  V expected;
  for (const char* c : {"r2c2", "r2c3", "r2c5", "r2c6", "r2c8", "r2c9"}) {
    expected.push_back(std::string(c) + "<>5");
    expected.push_back(std::string(c) + "<>6");
  }
  CHECK(elims(step) == sorted(expected));
  // One of the roof's extras, not both: the sentence says "5 or 6".
  CHECK(step.sentence.find("r2c1 or r2c4 holds 5 or 6; with r2c7") != std::string::npos);
  CHECK(run(Technique::kUniqueRectangle3, b, false).empty());

  SECTION("without the partner cell there is no naked subset") {
    Board c = b;
    set_cands(c, "r2c7", {5, 7});
    CHECK(run(Technique::kUniqueRectangle3, c, true).empty());
  }
}

TEST_CASE("Simple Colors (color trap) on 1: column 1 sees both colours", "[core][logic]") {
  // 1 is only at r1c1 and r3c3 in box 1, at r3c3 and r7c3 in column 3, and
  // at r7c3 and r9c1 in box 7: colours A = {r1c1, r7c3}, B = {r3c3, r9c1},
  // and one colour is true. r4c1, r5c1 and r6c1 see r1c1 (A) and r9c1 (B)
  // in column 1, so they are not 1. Every other cell seeing both colours is
  // in box 1, box 7 or column 3, which hold no other 1.
  Board b = board_keeping(
      {{kBox + 0, 1, {"r1c1", "r3c3"}}, {kCol + 2, 1, {"r3c3", "r7c3"}}, {kBox + 6, 1, {"r7c3", "r9c1"}}});
  const Step step = one_step(Technique::kSimpleColors, b);
  CHECK(elims(step) == V{"r4c1<>1", "r5c1<>1", "r6c1<>1"});
  CHECK(step.sentence.ends_with("remove 1 from r4c1, r5c1, r6c1, which see both colours."));

  SECTION("one cell trapped: the sentence says it sees both colours") {
    Board c = b;
    set_cands(c, "r4c1", {2, 3, 4, 5, 6, 7, 8, 9});
    set_cands(c, "r6c1", {2, 3, 4, 5, 6, 7, 8, 9});
    const Step one = one_step(Technique::kSimpleColors, c);
    CHECK(elims(one) == V{"r5c1<>1"});
    CHECK(one.sentence.ends_with("remove 1 from r5c1, which sees both colours."));
  }

  SECTION("two strong links only: the ends share a colour, nothing is trapped") {
    Board c = board_keeping({{kBox + 0, 1, {"r1c1", "r3c3"}}, {kCol + 2, 1, {"r3c3", "r7c3"}}});
    CHECK(run(Technique::kSimpleColors, c).empty());
  }
}

TEST_CASE("Multi Colors 1 on 1: a colour of each chain sees the other, r7c1 sees both others", "[core][logic]") {
  // 1 is only at r1c1 and r1c4 in row 1 (colours a = {r1c1}, A = {r1c4})
  // and at r2c6 and r7c6 in column 6 (b = {r2c6}, B = {r7c6}). r1c4 and
  // r2c6 share box 2, so A and b are not both true: a or B is. r7c1 sees
  // r1c1 (column 1) and r7c6 (row 7), so it is not 1.
  Board b = board_keeping({{0, 1, {"r1c1", "r1c4"}}, {kCol + 5, 1, {"r2c6", "r7c6"}}});
  const Step step = sound_step(Technique::kMultiColors, b, V{"r7c1<>1"});
  CHECK(step.sentence.rfind("Multi Colors 1 on 1: r1c4 (a colour of one chain", 0) == 0);
  CHECK(step.cause.size() == 4);
  // Each chain is one strong link: no colour trap or wrap of one chain.
  CHECK(run(Technique::kSimpleColors, b).empty());

  SECTION("the chains apart (no cell of one sees a cell of the other): nothing") {
    Board c = board_keeping({{0, 1, {"r1c1", "r1c4"}}, {kCol + 8, 1, {"r4c9", "r7c9"}}});
    CHECK(run(Technique::kMultiColors, c).empty());
  }
}

TEST_CASE("Multi Colors 2 on 1: one colour sees both colours of another chain", "[core][logic]") {
  // 1 is only at r1c1 and r1c5 in row 1 and at r1c5 and r6c5 in column 5
  // (colours a = {r1c1, r6c5}, A = {r1c5}), and at r2c2 and r6c2 in column
  // 2 (b = {r2c2}, B = {r6c2}). a sees b (r1c1 and r2c2, box 1) and B (r6c5
  // and r6c2, row 6): a true would leave column 2 without a 1, so a is
  // false.
  Board b = board_keeping({{0, 1, {"r1c1", "r1c5"}}, {kCol + 4, 1, {"r1c5", "r6c5"}}, {kCol + 1, 1, {"r2c2", "r6c2"}}});
  std::vector<Step> type2;
  for (Step& s : run(Technique::kMultiColors, b)) {
    if (s.sentence.rfind("Multi Colors 2 on 1", 0) == 0) type2.push_back(std::move(s));
  }
  REQUIRE(type2.size() == 1);
  CHECK(elims(type2[0]) == V{"r1c1<>1", "r6c5<>1"});
  CHECK(subset(elims(type2[0]), impossible(b)));
  CHECK(run(Technique::kSimpleColors, b).empty());
}

TEST_CASE("XY-Chain: r1c1-r1c5-r5c5-r5c9 makes r1c1 or r5c9 a 1", "[core][logic]") {
  // r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c9 {4,1}: if r1c1 is not 1 it is
  // 2, r1c5 is 3, r5c5 is 4 and r5c9 is 1. So r1c9 and r5c1 (the cells that
  // see both ends) lose 1. No shorter chain has equal ends.
  Board b = board_with({{"r1c1", {1, 2}}, {"r1c5", {2, 3}}, {"r5c5", {3, 4}}, {"r5c9", {1, 4}}});
  const Step step = one_step(Technique::kXYChain, b);
  CHECK(elims(step) == V{"r1c9<>1", "r5c1<>1"});
  // SE rates it as a forcing chain of 8 links: 7.0 + 0.2.
  check_rating(step, 7.2);

  SECTION("with the last cell trivalue the chain breaks") {
    // r5c9 {1,4,5}: r1c1=2 forces r1c5=3 and r5c5=4, but then r5c9 may be
    // 5, so r1c9 and r5c1 may keep 1. The three bivalue cells left form
    // chains whose ends differ (r1c1's 1 against r5c5's 4), so no XY-Chain.
    Board c = b;
    set_cands(c, "r5c9", {1, 4, 5});
    check_no_step(Technique::kXYChain, c, {"r1c9<>1", "r5c1<>1"});
  }
}

TEST_CASE("AIC: the W-Wing board as a chain of cell and unit links", "[core][logic]") {
  // r1c1 {1,2}, r9c9 {1,2}; row 5 holds 1 only at r5c1 and r5c9.
  // (2)r1c1 = (1)r1c1 - (1)r5c1 = (1)r5c9 - (1)r9c9 = (2)r9c9: one end is 2,
  // so r1c9 and r9c1 lose 2. The only strong links are the two cells and
  // row 5, and no other chain through them has ends that share a peer.
  // SE rates it as a forcing chain of 6 nodes: 7.0 + 0.1.
  const Board b = w_wing_board({"r5c1", "r5c9"});
  const Step step = one_step(Technique::kAic, b);
  CHECK(elims(step) == V{"r1c9<>2", "r9c1<>2"});
  check_rating(step, 7.1);

  SECTION("a third 1 in row 5 leaves the cells with nothing to link them") {
    // Row 5 holds 1 at r5c1, r5c5 and r5c9, one per box, so neither the row
    // nor a group of it is a strong link; r1c1 and r9c9 may both be 1 (with
    // r5c5=1), so r1c9 and r9c1 may be 2. The only strong links left are
    // inside the two cells: every other line keeps 1 in three boxes, boxes
    // 4-6 in three rows and three columns, and 2 is everywhere else.
    const Board c = w_wing_board({"r5c1", "r5c5", "r5c9"});
    check_no_step(Technique::kAic, c, {"r1c9<>2", "r9c1<>2"});
  }
}

TEST_CASE("Remote Pair: four {1,2} cells, ends three links apart", "[core][logic]") {
  // r1c1-r1c5-r5c5-r5c9 all hold {1,2} and each sees the next: r1c1 and
  // r5c9 hold different digits, so r1c9 and r5c1 (seeing both) lose 1 and 2.
  // Pairs two links apart hold the same digit and give nothing.
  Board b = open_board();
  for (const char* c : {"r1c1", "r1c5", "r5c5", "r5c9"}) set_cands(b, c, {1, 2});
  const Step step = one_step(Technique::kRemotePair, b);
  CHECK(elims(step) == V{"r1c9<>1", "r1c9<>2", "r5c1<>1", "r5c1<>2"});
  // Four cells: what the two-strong-link chain through them costs, the least.
  CHECK(step.difficulty == technique_difficulty(Technique::kRemotePair));

  SECTION("three cells are too few") {
    Board c = open_board();
    for (const char* cell : {"r1c1", "r1c5", "r5c5"}) set_cands(c, cell, {1, 2});
    CHECK(run(Technique::kRemotePair, c).empty());
  }
}

// Why the Remote Pair's difficulty sits below Simple Colors' (technique_table.h):
// two neighbouring cells of the chain are a naked pair in the house they
// share, so once no naked pair removes anything, each link is a strong link
// on both digits, the chain's ends get opposite colours, and Simple Colors'
// trap removes every candidate the Remote Pair does. Checked on every board
// of the hints' paths of the test corpora where a Remote Pair applies and a
// naked pair does not.
TEST_CASE("Remote Pair: with no naked pair left, Simple Colors removes what it removes", "[core][logic]") {
  int boards = 0;
  for (const char* file : {"corpus_top1465.txt", "corpus_se_rated.txt", "corpus_17_clue.txt"}) {
    std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/" + file);
    std::string line;
    while (std::getline(in, line)) {
      if (line.size() < 81 || line[0] == '#') continue;
      const Grid g = grid(line.substr(0, 81));
      const SolveResult solved = solve(g, 2);
      if (solved.count != 1) continue;
      Options o;
      o.solution = solved.solution;
      o.max_steps = 1;
      Board b = board_from_grid(g);
      for (int n = 0; n < 200 && !is_filled(b); ++n) {
        const std::vector<Step> pairs = run(Technique::kRemotePair, b, true);
        if (!pairs.empty() && run(Technique::kNakedPair, b, true).empty()) {
          ++boards;
          std::vector<std::string> colours;
          for (const Step& st : run(Technique::kSimpleColors, b, true)) {
            for (const std::string& e : elims(st)) colours.push_back(e);
          }
          std::sort(colours.begin(), colours.end());
          for (const Step& st : pairs) {
            INFO(line << "\n" << st.sentence);
            CHECK(subset(elims(st), colours));
          }
        }
        const Trace t = solve_path(b, o);
        if (t.events.empty() || (t.final_board.values == b.values && t.final_board.candidates == b.candidates)) break;
        b = t.final_board;
      }
    }
  }
  CHECK(boards > 20);
}

TEST_CASE("Finned X-Wing on 1: rows 2 and 8 with a fin at r2c6", "[core][logic]") {
  // Row 2 holds 1 at r2c1, r2c5 and r2c6; row 8 at r8c1 and r8c5. Without
  // the fin r2c6 it is an X-Wing on columns 1 and 5. Either r2c6 is 1 or the
  // X-Wing holds; r1c5 and r3c5 (column 5, in the fin's box 2) lose 1 either
  // way. Every other row holds 1 in all nine cells and every column in seven
  // or more, so no other fish has few enough base candidates.
  Board b = board_keeping({{kRow + 1, 1, {"r2c1", "r2c5", "r2c6"}}, {kRow + 7, 1, {"r8c1", "r8c5"}}});
  const Step step = one_step(Technique::kFinnedXWing, b);
  CHECK(elims(step) == V{"r1c5<>1", "r3c5<>1"});
  CHECK(run(Technique::kXWing, b).empty());
  // The fin is marked apart from the fish's body (drawn as such).
  REQUIRE(step.cause_colours.size() == step.cause.size());
  for (std::size_t i = 0; i < step.cause.size(); ++i) {
    const bool fin = cell_name(step.cause[i].cell) == "r2c6";
    CHECK(step.cause_colours[i] == (fin ? Step::kFinColour : 0));
  }
}

TEST_CASE("Finned Swordfish on 1: rows 2, 5 and 8 with a fin at r8c8", "[core][logic]") {
  // Rows 2 (c1, c5), 5 (c5, c9) and 8 (c1, c9, and the fin c8): a Swordfish
  // on columns 1, 5 and 9 unless r8c8 is 1. Either way column 9 loses 1 in
  // the fin's box 9 outside the base rows: r7c9 and r9c9. No other choice of
  // three covers leaves its extra cells in one box, and columns 2-4 and 6-7
  // hold 1 in six rows across two stacks, so no column-based fish fits.
  Board b = board_keeping(
      {{kRow + 1, 1, {"r2c1", "r2c5"}}, {kRow + 4, 1, {"r5c5", "r5c9"}}, {kRow + 7, 1, {"r8c1", "r8c8", "r8c9"}}});
  const Step step = one_step(Technique::kFinnedSwordfish, b);
  CHECK(elims(step) == V{"r7c9<>1", "r9c9<>1"});
  CHECK(run(Technique::kSwordfish, b).empty());
}

TEST_CASE("Finned Jellyfish on 1: rows 1, 4, 6 and 8 with a fin at r8c8", "[core][logic]") {
  // Row 1 holds 1 at c1, c9; row 4 at c1, c4; row 6 at c7, c9; row 8 at c4,
  // c7 and the fin c8. Without r8c8 the four rows put their 1s in columns
  // 1, 4, 7 and 9: a Jellyfish. Either r8c8 is 1 or the Jellyfish holds;
  // either way the cells of columns 7 and 9 in the fin's box 9 outside the
  // base rows lose 1: r7c7, r9c7, r7c9, r9c9. Leaving out any other column
  // than 8 leaves two fins in two boxes (each column's two base cells are in
  // different bands), and every other row holds all nine 1s; as columns, any
  // four hold 1 in rows 2, 3, 5, 7 and 9, more than four cover rows and with
  // fins in four columns, too many for one box.
  Board b = board_keeping({{kRow + 0, 1, {"r1c1", "r1c9"}},
                           {kRow + 3, 1, {"r4c1", "r4c4"}},
                           {kRow + 5, 1, {"r6c7", "r6c9"}},
                           {kRow + 7, 1, {"r8c4", "r8c7", "r8c8"}}});
  const V expected{"r7c7<>1", "r7c9<>1", "r9c7<>1", "r9c9<>1"};
  const Step step = sound_step(Technique::kFinnedJellyfish, b, expected);
  CHECK(step.sentence.rfind("Finned Jellyfish on 1 in rows 1, 4, 6 and 8 (columns 1, 4, 7 and 9) with fin r8c8", 0) ==
        0);
  CHECK(run(Technique::kJellyfish, b).empty());

  SECTION("without the fin it is a plain Jellyfish, and no finned one") {
    Board c = b;
    c.candidates[static_cast<std::size_t>(at("r8c8"))] &= static_cast<Mask>(~digit_bit(1));
    CHECK(run(Technique::kFinnedJellyfish, c).empty());
    const auto plain = run(Technique::kJellyfish, c);
    REQUIRE(plain.size() == 1);
    // Columns 1, 4, 7 and 9 lose 1 in the five other rows: 20 candidates.
    V all;
    for (const char* col : {"c1", "c4", "c7", "c9"}) {
      for (const char* row : {"r2", "r3", "r5", "r7", "r9"}) all.push_back(std::string(row) + col + "<>1");
    }
    CHECK(elims(plain[0]) == sorted(all));
  }
  SECTION("a second fin in another box: no finned Jellyfish") {
    Board c = b;
    c.candidates[static_cast<std::size_t>(at("r1c5"))] |= digit_bit(1);
    CHECK(run(Technique::kFinnedJellyfish, c).empty());
  }
}

TEST_CASE("BUG+1 by hand: r1c1 {1,2,3} is the only cell with three candidates", "[core][logic]") {
  // Digits 5-9 are placed; every 1, 2, 3 and 4 is open, with two candidates
  // per cell except r1c1 {1,2,3}. In every unit each of 1-4 is a candidate
  // in exactly two cells (checked below), except 1 in row 1 (r1c1, r1c3,
  // r1c6), column 1 (r1c1, r5c1, r7c1) and box 1 (r1c1, r1c3, r2c2), three
  // times. If r1c1 were 2 or 3, the board would be a bivalue universal
  // grave: every cell two candidates, every digit twice per unit. A grave
  // has no solution or at least two (its cells can all switch to their
  // other digit together), never exactly one; so in a puzzle with one
  // solution r1c1 is 1, the digit it holds beyond the grave.
  Grid g = grid(
      ".8.5..697"
      "5.7869..."
      "6.9..7.58"
      "..56987.."
      ".7..5.869"
      "8967....5"
      ".5..7698."
      "96..85.7."
      "7.89..5.6");
  Board b;
  b.values = g.cells;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    b.candidates[i] = g.cells[i] ? digit_bit(g.cells[i]) : Mask{0};
  }
  // Cell and candidates, "r1c1 123".
  constexpr std::string_view kPencil[] = {
      "r1c1 123", "r1c3 13", "r1c5 24", "r1c6 14", "r2c2 14", "r2c7 13", "r2c8 24", "r2c9 23", "r3c2 24",
      "r3c4 23",  "r3c5 13", "r3c7 14", "r4c1 24", "r4c2 23", "r4c8 13", "r4c9 14", "r5c1 14", "r5c3 13",
      "r5c4 24",  "r5c6 23", "r6c5 14", "r6c6 13", "r6c7 24", "r6c8 23", "r7c1 13", "r7c3 24", "r7c4 13",
      "r7c9 24",  "r8c3 24", "r8c4 14", "r8c7 23", "r8c9 13", "r9c2 13", "r9c5 23", "r9c6 24", "r9c8 14",
  };
  for (std::string_view p : kPencil) {
    Mask m = 0;
    for (char ch : p.substr(5)) m |= digit_bit(ch - '0');
    b.candidates[static_cast<std::size_t>(at(p))] = m;
  }
  // The pattern as described: every empty cell listed, the counts per unit.
  int empty = 0;
  for (int c = 0; c < kCells; ++c) empty += b.values[static_cast<std::size_t>(c)] == 0;
  REQUIRE(empty == 36);
  const int x = at("r1c1");
  for (int u = 0; u < kUnits; ++u) {
    for (int d = 1; d <= 4; ++d) {
      int n = 0;
      for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
        n += b.values[static_cast<std::size_t>(c)] == 0 && (b.candidates[static_cast<std::size_t>(c)] & digit_bit(d));
      }
      const bool at_x = d == 1 && (u == row_of(x) || u == 9 + col_of(x) || u == 18 + box_of(x));
      CHECK(n == (at_x ? 3 : 2));
    }
  }
  // The solver agrees: one solution, with 1 at r1c1.
  const SolveResult solved = solve(b, 2);
  REQUIRE(solved.count == 1);
  CHECK(solved.solution.cells[static_cast<std::size_t>(x)] == 1);

  const Step step = one_step(Technique::kBugPlus1, b, true);
  REQUIRE(step.placements.size() == 1);
  CHECK(placement_text(step.placements[0]) == "r1c1=1");
  CHECK(step.eliminations.empty());
  CHECK(run(Technique::kBugPlus1, b, false).empty());  // a uniqueness argument

  SECTION("without the extra digit it is a grave, and nothing to place") {
    Board c = b;
    set_cands(c, "r1c1", {2, 3});
    CHECK(solve(c, 2).count != 1);
    CHECK(run(Technique::kBugPlus1, c, true).empty());
  }
  SECTION("a second cell with three candidates: no BUG+1") {
    Board c = b;
    set_cands(c, "r9c8", {1, 2, 4});
    CHECK(run(Technique::kBugPlus1, c, true).empty());
  }
}

TEST_CASE("Forcing chains: contradiction and cell forcing on a hand-made board", "[core][logic]") {
  SECTION("contradiction: a 1 or 2 beside the pair r1c1/r1c2 {1,2} empties a cell") {
    // If a cell of row 1 or box 1 were 1, r1c1 would be 2 (its last digit)
    // and r1c2 would have none; likewise for 2. That is 13 cells x 2 digits,
    // one step each. Any other assumption leaves the pair untouched, and the
    // open cells never run out, so nothing else is contradictory.
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c2", {1, 2}}});
    const auto steps = run(Technique::kContradictionChain, b);
    V all;
    for (const auto& s : steps) {
      REQUIRE(s.eliminations.size() == 1);
      all.push_back(elimination_text(s.eliminations[0]));
    }
    V expected;
    for (const char* c :
         {"r1c3", "r1c4", "r1c5", "r1c6", "r1c7", "r1c8", "r1c9", "r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"}) {
      expected.push_back(std::string(c) + "<>1");
      expected.push_back(std::string(c) + "<>2");
    }
    CHECK(sorted(all) == sorted(expected));
  }
  SECTION("cell: r1c1 {1,2} makes r1c5 or r5c1 a 3, so r5c5 is not 3") {
    // r1c1=1 -> r1c5 {1,3} is 3; r1c1=2 -> r5c1 {2,3} is 3. r5c5 sees both
    // (column 5, row 5). The groups of r1c5 and r5c1 reach the same
    // conclusion; the open cells' nine branches share none.
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c5", {1, 3}}, {"r5c1", {2, 3}}});
    const Step step = one_step(Technique::kCellForcingChain, b);
    CHECK(elims(step) == V{"r5c5<>3"});
    CHECK(step.placements.empty());
  }
}

TEST_CASE("BUG+1 on sample boards: one cell with three candidates takes the odd digit", "[core][logic]") {
  // A BUG is hard to build by hand (every unit must hold each of its digits
  // exactly twice), so take the boards where the sample's solve paths use
  // BUG+1 and check the pattern and the placement against the solver.
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/logic_se_sample.txt");
  std::string line;
  int found = 0;
  for (int i = 0; std::getline(in, line) && found < 5 && i < 600; ++i) {
    if (line.size() < 81) continue;
    const Grid puzzle = grid(line);
    const SolveResult solved = solve(puzzle, 2);
    REQUIRE(solved.count == 1);
    Options opts;
    opts.techniques = TechniqueSet::up_to_tier(3);
    opts.solution = solved.solution;
    Board b = board_from_grid(puzzle);
    for (const auto& e : solve_path(b, opts).events) {
      if (e.kind != EventKind::kStep) continue;
      if (e.step.technique == Technique::kBugPlus1) {
        ++found;
        int three = 0;
        for (int c = 0; c < kCells; ++c) {
          const auto i2 = static_cast<std::size_t>(c);
          if (b.values[i2] != 0) continue;
          const int n = popcount(b.candidates[i2]);
          CHECK((n == 2 || n == 3));
          three += n == 3;
        }
        CHECK(three == 1);
        REQUIRE(e.step.placements.size() == 1);
        const Candidate p = e.step.placements[0];
        CHECK(popcount(b.candidates[p.cell]) == 3);
        CHECK(solved.solution.cells[p.cell] == p.digit);
        break;
      }
      apply_step(b, e.step);
    }
  }
  CHECK(found >= 1);
}
