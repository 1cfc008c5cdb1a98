// logic_techniques_test.cpp - each technique on hand-made boards: where it
// must fire (with exactly the eliminations worked out in the comments) and
// where it must not.
#include <catch2/catch_test_macros.hpp>

#include "logic_test_util.h"

using namespace logic_test;
using V = std::vector<std::string>;

namespace {
// A valid solution grid (the Wikipedia example's).
constexpr std::string_view kSolved =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
}  // namespace

TEST_CASE("Full house fills the last empty cell of a unit", "[core][logic]") {
  Grid g = grid(kSolved);
  g.cells[0] = 0;  // r1c1 was 5
  const auto step = next_step(board_from_grid(g));
  REQUIRE(step);
  CHECK(step->technique == Technique::kFullHouse);
  REQUIRE(step->placements.size() == 1);
  CHECK(placement_text(step->placements[0]) == "r1c1=5");

  SECTION("no unit with one empty cell: no full house") {
    // Emptying r1c1, r1c2, r2c1 and r2c2 (5, 3, 6, 7) leaves two empty cells
    // in rows 1-2 and columns 1-2 and four in box 1; every other unit is
    // full. (Fewer empty cells cannot avoid a unit with one: two cells share
    // at most two of their three units.) Each cell is still a naked single
    // (r1c1 misses only 5 and 3 in row 1, only 5 and 6 in column 1), so a
    // check that took a cell with one candidate for a full house fires.
    Grid h = grid(kSolved);
    for (auto c : {"r1c1", "r1c2", "r2c1", "r2c2"}) h.cells[static_cast<std::size_t>(at(c))] = 0;
    const Board b = board_from_grid(h);
    CHECK(run(Technique::kFullHouse, b).empty());
    CHECK(run(Technique::kNakedSingle, b).size() == 4);
  }
}

TEST_CASE("Hidden single: 7 has one place left in box 5", "[core][logic]") {
  // 7s at r4c1, r6c9 (rows 4 and 6) and r2c4, r8c6 (columns 4 and 6) leave
  // only r5c5 for 7 in box 5; r5c5 itself still has every candidate.
  Grid g{};
  g.cells[static_cast<std::size_t>(at("r4c1"))] = 7;
  g.cells[static_cast<std::size_t>(at("r6c9"))] = 7;
  g.cells[static_cast<std::size_t>(at("r2c4"))] = 7;
  g.cells[static_cast<std::size_t>(at("r8c6"))] = 7;
  const Board b = board_from_grid(g);
  const auto step = next_step(b);
  REQUIRE(step);
  CHECK(step->technique == Technique::kHiddenSingleBox);
  CHECK(placement_text(step->placements.at(0)) == "r5c5=7");
  CHECK(step->sentence == "Hidden Single: in box 5, 7 fits only r5c5.");
  // Row 5 has the same single (columns 1-3 and 7-9 are blocked by the boxes).
  const auto line = run(Technique::kHiddenSingleLine, b);
  REQUIRE(line.size() == 1);
  CHECK(placement_text(line[0].placements[0]) == "r5c5=7");

  SECTION("without the 7 at r8c6, box 5 has a second place: no hidden single") {
    // Column 6 is open again, so 7 fits r5c5 and r5c6 in box 5 and in row 5.
    // No unit is down to one place for 7: boxes 1 and 3 keep four, rows 1
    // and 3 four, columns 5 and 6 four (r5, r7-r9), every other unit more,
    // and every other digit is still everywhere.
    Grid h = g;
    h.cells[static_cast<std::size_t>(at("r8c6"))] = 0;
    const Board c = board_from_grid(h);
    CHECK(run(Technique::kHiddenSingleBox, c).empty());
    CHECK(run(Technique::kHiddenSingleLine, c).empty());
  }
}

TEST_CASE("Naked single: every other digit is in the cell's units", "[core][logic]") {
  // r1c1 sees 1-4 in row 1, 5-6 in column 1, 7-8 in box 1: only 9 is left.
  Grid g{};
  const std::pair<const char*, int> givens[] = {{"r1c2", 1}, {"r1c3", 2}, {"r1c4", 3}, {"r1c5", 4},
                                                {"r4c1", 5}, {"r5c1", 6}, {"r2c2", 7}, {"r2c3", 8}};
  for (auto [cell, d] : givens) g.cells[static_cast<std::size_t>(at(cell))] = static_cast<std::uint8_t>(d);
  CHECK(placement_text(one_step(Technique::kNakedSingle, board_from_grid(g)).placements[0]) == "r1c1=9");
  Options only;
  only.techniques = *parse_techniques("naked-single");
  const auto step = next_step(board_from_grid(g), only);
  REQUIRE(step);
  CHECK(step->technique == Technique::kNakedSingle);

  SECTION("without the 8 at r2c3, r1c1 keeps two candidates: no naked single") {
    // r1c1 is {8,9}; every other empty cell sees fewer givens and keeps
    // four or more (r2c1 and r3c1, the most constrained, keep 3, 4, 8, 9).
    Grid h = g;
    h.cells[static_cast<std::size_t>(at("r2c3"))] = 0;
    const Board b = board_from_grid(h);
    CHECK(b.candidates[static_cast<std::size_t>(at("r1c1"))] == (digit_bit(8) | digit_bit(9)));
    CHECK(run(Technique::kNakedSingle, b).empty());
  }
}

TEST_CASE("Placed digit: leftover candidates in its units are removed first", "[core][logic]") {
  Board b = open_board();
  b.values[static_cast<std::size_t>(at("r5c5"))] = 4;
  b.candidates[static_cast<std::size_t>(at("r5c5"))] = digit_bit(4);
  const Step step = one_step(Technique::kPlacedDigit, b);
  CHECK(step.eliminations.size() == 20);  // every peer still had 4
  CHECK(step.technique == Technique::kPlacedDigit);

  SECTION("once its peers have lost 4, the placed 4 gives nothing") {
    // The 20 peers of r5c5 no longer hold 4; the other 60 empty cells still
    // do, but none of them is in a unit of r5c5. A step with no removals,
    // or one that counted the placed cell itself, would show up here.
    Board c = b;
    for (int p : kPeerCells[static_cast<std::size_t>(at("r5c5"))]) {
      c.candidates[static_cast<std::size_t>(p)] &= static_cast<Mask>(~digit_bit(4));
    }
    CHECK(run(Technique::kPlacedDigit, c).empty());
  }
}

TEST_CASE("Locked candidates: pointing and claiming", "[core][logic]") {
  SECTION("pointing: 5 in box 1 only in row 1 leaves the rest of row 1") {
    Board b = open_board();
    for (auto c : {"r2c1", "r2c2", "r2c3", "r3c1", "r3c2", "r3c3"}) {
      b.candidates[static_cast<std::size_t>(at(c))] &= static_cast<Mask>(~digit_bit(5));
    }
    const Step step = one_step(Technique::kLockedPointing, b);
    CHECK(elims(step) == sorted({"r1c4<>5", "r1c5<>5", "r1c6<>5", "r1c7<>5", "r1c8<>5", "r1c9<>5"}));
    CHECK(run(Technique::kLockedClaiming, b).empty());
  }
  SECTION("claiming: 5 in row 1 only in box 1 leaves the rest of box 1") {
    Board b = board_keeping({{kRow + 0, 5, {"r1c1", "r1c2", "r1c3"}}});
    const Step step = one_step(Technique::kLockedClaiming, b);
    CHECK(elims(step) == sorted({"r2c1<>5", "r2c2<>5", "r2c3<>5", "r3c1<>5", "r3c2<>5", "r3c3<>5"}));
  }
}

TEST_CASE("Naked subsets remove their digits from the unit (and a shared box)", "[core][logic]") {
  SECTION("pair in row 1 and box 1") {
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c2", {1, 2}}});
    const Step step = one_step(Technique::kNakedPair, b);
    // 7 other cells of row 1 and 6 other cells of box 1, two digits each.
    CHECK(step.eliminations.size() == 26);
    CHECK(step.units.size() == 2);
  }
  SECTION("triple in row 1") {
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c5", {2, 3}}, {"r1c9", {1, 3}}});
    const Step step = one_step(Technique::kNakedTriple, b);
    CHECK(step.eliminations.size() == 18);  // 6 cells x 3 digits
    CHECK(run(Technique::kNakedPair, b).empty());
  }
  SECTION("quadruple in row 1") {
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c2", {2, 3}}, {"r1c3", {3, 4}}, {"r1c4", {1, 4}}});
    const Step step = one_step(Technique::kNakedQuad, b);
    CHECK(step.eliminations.size() == 20);  // r1c5..r1c9, digits 1-4
  }
}

TEST_CASE("Hidden subsets clear the other digits from their cells", "[core][logic]") {
  Board b = board_keeping({{kRow + 0, 1, {"r1c1", "r1c2"}}, {kRow + 0, 2, {"r1c1", "r1c2"}}});
  const Step step = one_step(Technique::kHiddenPair, b);
  CHECK(step.eliminations.size() == 14);  // digits 3-9 from r1c1 and r1c2
  for (const auto& e : step.eliminations) CHECK(e.digit >= 3);
  SECTION("without the second digit there is no pair") {
    Board c = board_keeping({{kRow + 0, 1, {"r1c1", "r1c2"}}});
    CHECK(run(Technique::kHiddenPair, c).empty());
  }
}

TEST_CASE("X-Wing on 4 in rows 2 and 8", "[core][logic]") {
  Board b = board_keeping({{kRow + 1, 4, {"r2c3", "r2c6"}}, {kRow + 7, 4, {"r8c3", "r8c6"}}});
  const Step step = one_step(Technique::kXWing, b);
  // Columns 3 and 6 lose 4 in the seven other rows.
  CHECK(step.eliminations.size() == 14);
  CHECK(step.sentence.rfind("X-Wing on 4 in rows 2 and 8 (columns 3 and 6)", 0) == 0);
  SECTION("a fin breaks the plain X-Wing but makes a finned one") {
    Board f = board_keeping({{kRow + 1, 4, {"r2c3", "r2c6"}}, {kRow + 7, 4, {"r8c3", "r8c5", "r8c6"}}});
    CHECK(run(Technique::kXWing, f).empty());
    const auto finned = run(Technique::kFinnedXWing, f);
    REQUIRE(finned.size() == 1);
    // Fin r8c5 in box 8: only column 6's cells of box 8 outside row 8 lose 4.
    CHECK(elims(finned[0]) == V{"r7c6<>4", "r9c6<>4"});
  }
}

TEST_CASE("Swordfish on 7 in rows 1, 5 and 9", "[core][logic]") {
  Board b = board_keeping(
      {{kRow + 0, 7, {"r1c2", "r1c5"}}, {kRow + 4, 7, {"r5c5", "r5c8"}}, {kRow + 8, 7, {"r9c2", "r9c8"}}});
  const Step step = one_step(Technique::kSwordfish, b);
  CHECK(step.eliminations.size() == 18);  // columns 2, 5, 8 in six rows
  CHECK(run(Technique::kXWing, b).empty());
}

TEST_CASE("Skyscraper on 1 in rows 1 and 4", "[core][logic]") {
  // Row 1: 1 at r1c1, r1c5; row 4: 1 at r4c1, r4c6. Base column 1; one of the
  // free ends r1c5, r4c6 is 1, so cells seeing both lose 1: r2c6, r3c6 (box 2
  // and column 6) and r5c5, r6c5 (box 5 and column 5).
  Board b = board_keeping({{kRow + 0, 1, {"r1c1", "r1c5"}}, {kRow + 3, 1, {"r4c1", "r4c6"}}});
  const Step step = one_step(Technique::kSkyscraper, b);
  CHECK(elims(step) == V{"r2c6<>1", "r3c6<>1", "r5c5<>1", "r6c5<>1"});

  SECTION("a third 1 in row 1 breaks the strong link: no Skyscraper") {
    // Row 1 holds 1 at r1c1, r1c5 and r1c9: if r1c5 is not 1, r1c9 may be,
    // so neither free end need be 1 and the four cells may keep 1 (checked
    // against the solver). Row 4 is now the only line with two places of 1
    // (the other rows keep nine, the columns seven or more), and a
    // Skyscraper needs two.
    Board c = board_keeping({{kRow + 0, 1, {"r1c1", "r1c5", "r1c9"}}, {kRow + 3, 1, {"r4c1", "r4c6"}}});
    const V none_possible = impossible(c);
    for (const char* e : {"r2c6<>1", "r3c6<>1", "r5c5<>1", "r6c5<>1"}) CHECK_FALSE(subset(V{e}, none_possible));
    CHECK(run(Technique::kSkyscraper, c).empty());
  }
}

TEST_CASE("2-String Kite on 2", "[core][logic]") {
  // Row 1: 2 at r1c2, r1c7; column 1: 2 at r3c1, r7c1; r1c2 and r3c1 share
  // box 1. So r1c7 or r7c1 is 2, and r7c7 (sees both) is not.
  Board b = board_keeping({{kRow + 0, 2, {"r1c2", "r1c7"}}, {kCol + 0, 2, {"r3c1", "r7c1"}}});
  const Step step = one_step(Technique::kTwoStringKite, b);
  CHECK(elims(step) == V{"r7c7<>2"});

  SECTION("with the column's end moved out of box 1 there is no kite") {
    // Column 1 holds 2 at r4c1 and r7c1 instead: no row end shares a box
    // with a column end (r1c2 box 1, r1c7 box 3; r4c1 box 4, r7c1 box 7), so
    // nothing joins the two strong links, and r7c7 may be 2 (r7c7=2 makes
    // r4c1 and r1c2 the 2s). Row 1 and column 1 are still the only lines
    // with two places, so no other kite exists.
    Board c = board_keeping({{kRow + 0, 2, {"r1c2", "r1c7"}}, {kCol + 0, 2, {"r4c1", "r7c1"}}});
    CHECK_FALSE(subset(V{"r7c7<>2"}, impossible(c)));
    CHECK(run(Technique::kTwoStringKite, c).empty());
  }
}

TEST_CASE("Empty Rectangle on 3 in box 1", "[core][logic]") {
  // Box 1 holds 3 only in row 2 and column 2; column 6 holds 3 only at r2c6
  // and r7c6. If r7c2 were 3, r2c6 would be 3 and box 1 would have no place.
  Board b = board_keeping({{kBox + 0, 3, {"r2c1", "r2c3", "r1c2", "r3c2"}}, {kCol + 5, 3, {"r2c6", "r7c6"}}});
  const Step step = one_step(Technique::kEmptyRectangle, b);
  CHECK(elims(step) == V{"r7c2<>3"});

  SECTION("a 3 at r1c1, outside row 2 and column 2, breaks it") {
    // Box 1 holds 3 at r1c1, r1c2, r2c1, r2c3 and r3c2: r1c1, r2c3 and r3c2
    // are in three rows and three columns, so no row and column of the box
    // cover them all, and r7c2=3 (then r2c6=3) leaves r1c1 for box 1's 3.
    // Boxes 2, 5 and 8 (column 6 narrowed) keep 3 in all of their first two
    // columns, which no row and column cover; the other boxes keep it
    // everywhere: no box is an empty rectangle.
    Board c = board_keeping({{kBox + 0, 3, {"r1c1", "r2c1", "r2c3", "r1c2", "r3c2"}}, {kCol + 5, 3, {"r2c6", "r7c6"}}});
    CHECK_FALSE(subset(V{"r7c2<>3"}, impossible(c)));
    CHECK(run(Technique::kEmptyRectangle, c).empty());
  }
}

TEST_CASE("XY-Wing and XYZ-Wing", "[core][logic]") {
  SECTION("XY-Wing: pivot r5c5 {1,2}, pincers r5c1 {1,3}, r1c5 {2,3}") {
    Board b = board_with({{"r5c5", {1, 2}}, {"r5c1", {1, 3}}, {"r1c5", {2, 3}}});
    const Step step = one_step(Technique::kXYWing, b);
    CHECK(elims(step) == V{"r1c1<>3"});  // the only other cell seeing both pincers
  }
  SECTION("XYZ-Wing: pivot r5c5 {1,2,3}, r5c4 {1,3}, r2c5 {2,3}") {
    Board b = board_with({{"r5c5", {1, 2, 3}}, {"r5c4", {1, 3}}, {"r2c5", {2, 3}}});
    const Step step = one_step(Technique::kXYZWing, b);
    CHECK(elims(step) == V{"r4c5<>3", "r6c5<>3"});  // see all three cells
    CHECK(run(Technique::kXYWing, b).empty());
  }
}

TEST_CASE("W-Wing: two {1,2} cells joined by a strong link on 1", "[core][logic]") {
  // r1c1 and r9c9 hold {1,2}; row 5 holds 1 only at r5c1 (sees r1c1) and
  // r5c9 (sees r9c9). So one of r1c1, r9c9 is 2: r1c9 and r9c1 lose 2.
  const Board b = w_wing_board({"r5c1", "r5c9"});
  const Step step = one_step(Technique::kWWing, b);
  CHECK(elims(step) == V{"r1c9<>2", "r9c1<>2"});

  SECTION("a third 1 in row 5 breaks the strong link: no W-Wing") {
    // Row 5 holds 1 at r5c1, r5c5 and r5c9: r1c1 and r9c9 may both be 1
    // (with r5c5=1), so r1c9 and r9c1 may be 2. No unit now holds 1 or 2
    // exactly twice (row 5 three times, boxes 4-6 seven, columns eight or
    // nine, the rest nine), so no other strong link can join the pair.
    const Board c = w_wing_board({"r5c1", "r5c5", "r5c9"});
    check_no_step(Technique::kWWing, c, {"r1c9<>2", "r9c1<>2"});
  }
}

TEST_CASE("Unique rectangles fire only when the puzzle is known to be unique", "[core][logic]") {
  SECTION("type 1") {
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c4", {1, 2}}, {"r2c1", {1, 2}}, {"r2c4", {1, 2, 5}}});
    const Step step = one_step(Technique::kUniqueRectangle1, b, true);
    CHECK(elims(step) == V{"r2c4<>1", "r2c4<>2"});
    CHECK(step.sentence.find(", so r2c4 is neither 1 nor 2: remove ") != std::string::npos);
    CHECK(run(Technique::kUniqueRectangle1, b, false).empty());
  }
  SECTION("type 2") {
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c4", {1, 2}}, {"r2c1", {1, 2, 5}}, {"r2c4", {1, 2, 5}}});
    const Step step = one_step(Technique::kUniqueRectangle2, b, true);
    CHECK(step.eliminations.size() == 7);  // 5 leaves the rest of row 2
    CHECK(run(Technique::kUniqueRectangle1, b, true).empty());
  }
  SECTION("not across two boxes: no rectangle") {
    Board b = board_with({{"r1c1", {1, 2}}, {"r1c2", {1, 2}}, {"r2c1", {1, 2}}, {"r2c2", {1, 2, 5}}});
    CHECK(run(Technique::kUniqueRectangle1, b, true).empty());
  }
}

namespace {
// Removes `digit` from every cell of rows `rows` and columns `cols` but the
// cells named in `keep`.
void clear_lines(Board& b, int digit, std::initializer_list<int> rows, std::initializer_list<int> cols,
                 std::initializer_list<std::string_view> keep) {
  for (int c = 0; c < kCells; ++c) {
    bool on = false;
    for (int r : rows) on = on || row_of(c) == r - 1;
    for (int k : cols) on = on || col_of(c) == k - 1;
    bool kept = false;
    for (auto k : keep) kept = kept || at(k) == c;
    if (on && !kept) b.candidates[static_cast<std::size_t>(c)] &= static_cast<Mask>(~digit_bit(digit));
  }
}
}  // namespace

TEST_CASE("Uniqueness Test 6: a pair digit only in the rectangle's rows and columns", "[core][logic]") {
  // r1c1 and r2c4 carry extras on a diagonal; r1c4 and r2c1 hold only {1,2}.
  Board b = board_with({{"r1c1", {1, 2, 5}}, {"r1c4", {1, 2}}, {"r2c1", {1, 2}}, {"r2c4", {1, 2, 6}}});
  SECTION("1 fits only in the rectangle in rows 1, 2 and columns 1, 4: the roof is not 1") {
    clear_lines(b, 1, {1, 2}, {1, 4}, {"r1c1", "r1c4", "r2c1", "r2c4"});
    const Step step = one_step(Technique::kUniqueRectangle6, b, true);
    CHECK(elims(step) == V{"r1c1<>1", "r2c4<>1"});
    CHECK(run(Technique::kUniqueRectangle6, b, false).empty());
  }
  SECTION("a 1 left in column 4 outside the rectangle: none") {
    clear_lines(b, 1, {1, 2}, {1, 4}, {"r1c1", "r1c4", "r2c1", "r2c4", "r7c4"});
    CHECK(run(Technique::kUniqueRectangle6, b, true).empty());
  }
  SECTION("roof cells on one side: none") {
    Board c = board_with({{"r1c1", {1, 2}}, {"r1c4", {1, 2}}, {"r2c1", {1, 2, 5}}, {"r2c4", {1, 2, 6}}});
    clear_lines(c, 1, {1, 2}, {1, 4}, {"r1c1", "r1c4", "r2c1", "r2c4"});
    CHECK(run(Technique::kUniqueRectangle6, c, true).empty());
  }
}

TEST_CASE("Hidden Rectangle: a pair digit only in the rectangle in the opposite corner's lines", "[core][logic]") {
  // r1c1 holds only {1,2}; the other three corners carry extras. In row 2
  // and column 4 (through r2c4, the opposite corner), 1 fits only in the
  // rectangle: were r2c4 2, r2c1 and r1c4 would be 1 and r1c1 2.
  Board b = board_with({{"r1c1", {1, 2}}, {"r1c4", {1, 2, 5}}, {"r2c1", {1, 2, 6}}, {"r2c4", {1, 2, 7}}});
  SECTION("2 leaves the opposite corner") {
    clear_lines(b, 1, {2}, {4}, {"r1c4", "r2c1", "r2c4"});
    const Step step = one_step(Technique::kHiddenRectangle, b, true);
    CHECK(elims(step) == V{"r2c4<>2"});
    CHECK(run(Technique::kHiddenRectangle, b, false).empty());
  }
  SECTION("a 1 left in row 2 outside the rectangle: none") {
    clear_lines(b, 1, {2}, {4}, {"r1c4", "r2c1", "r2c4", "r2c9"});
    CHECK(run(Technique::kHiddenRectangle, b, true).empty());
  }
}

TEST_CASE("WXYZ-Wing: four cells with four digits and one unrestricted", "[core][logic]") {
  // Pivot r5c5 {1,2,3}; r5c1 {1,4}, r5c2 {2,4}, r4c5 {3,4}. 1, 2 and 3 each
  // sit in cells that see each other; 4 does not (r5c1 and r4c5 do not meet),
  // so 4 is in r5c1, r5c2 or r4c5, and the cells seeing all three lose 4:
  // r4c1, r4c2, r4c3 (box 4 and row 4) and r5c4, r5c6 (row 5 and box 5).
  Board b = board_with({{"r5c5", {1, 2, 3}}, {"r5c1", {1, 4}}, {"r5c2", {2, 4}}, {"r4c5", {3, 4}}});
  const Step step = one_step(Technique::kWXYZWing, b);
  CHECK(elims(step) == V{"r4c1<>4", "r4c2<>4", "r4c3<>4", "r5c4<>4", "r5c6<>4"});

  SECTION("a fifth digit in the cells breaks it") {
    // r4c5 {3,4,5}: the four cells hold five digits, so they may fill
    // without 4 (r5c1=1, r5c2=2, r5c5=3, r4c5=5) and the five cells that
    // lost 4 above may keep it. These are the only cells without all nine candidates, so
    // there is no other set of four cells to try.
    Board c = b;
    set_cands(c, "r4c5", {3, 4, 5});
    const V none_possible = impossible(c);
    for (const char* e : {"r4c1<>4", "r4c2<>4", "r4c3<>4", "r5c4<>4", "r5c6<>4"}) {
      CHECK_FALSE(subset(V{e}, none_possible));
    }
    CHECK(run(Technique::kWXYZWing, c).empty());
  }
}

TEST_CASE("Hidden triple: 1, 2 and 3 have only three places in row 1", "[core][logic]") {
  // 1 in r1c1/r1c2, 2 in r1c2/r1c3, 3 in r1c1/r1c3 (no digit in all three):
  // those cells hold 1, 2 and 3, so they lose 4-9 (3 cells x 6 digits). No
  // other unit has a hidden triple (boxes and columns keep every digit).
  Board b = board_keeping(
      {{kRow + 0, 1, {"r1c1", "r1c2"}}, {kRow + 0, 2, {"r1c2", "r1c3"}}, {kRow + 0, 3, {"r1c1", "r1c3"}}});
  const Step step = one_step(Technique::kHiddenTriple, b);
  CHECK(step.eliminations.size() == 18);
  for (const auto& e : step.eliminations) {
    CHECK(e.digit >= 4);
    CHECK((e.cell == at("r1c1") || e.cell == at("r1c2") || e.cell == at("r1c3")));
  }
  CHECK(run(Technique::kHiddenPair, b).empty());
  SECTION("a fourth place for 3 breaks it") {
    Board c = board_keeping(
        {{kRow + 0, 1, {"r1c1", "r1c2"}}, {kRow + 0, 2, {"r1c2", "r1c3"}}, {kRow + 0, 3, {"r1c1", "r1c3", "r1c4"}}});
    CHECK(run(Technique::kHiddenTriple, c).empty());
  }
}

TEST_CASE("VWXYZ-Wing: five cells with five digits and one unrestricted", "[core][logic]") {
  // Pivot r5c5 {1,2,3,4}; r5c1 {1,5}, r5c2 {2,5}, r4c5 {3,5}, r6c5 {4,5}.
  // 1-4 each sit in two cells that see each other; 5 does not (r5c1 and r4c5
  // do not meet), so 5 is in one of the four wings, and a cell seeing all
  // four loses 5: it must be in row 5 or box 4 (to see r5c1 and r5c2) and in
  // column 5 or box 5 (to see r4c5 and r6c5): r5c4 and r5c6 (r5c5 is the
  // pivot, without 5).
  Board b =
      board_with({{"r5c5", {1, 2, 3, 4}}, {"r5c1", {1, 5}}, {"r5c2", {2, 5}}, {"r4c5", {3, 5}}, {"r6c5", {4, 5}}});
  const Step step = one_step(Technique::kVWXYZWing, b);
  CHECK(elims(step) == V{"r5c4<>5", "r5c6<>5"});
  SECTION("a sixth digit in the cells breaks it") {
    set_cands(b, "r6c5", {4, 6});
    CHECK(run(Technique::kVWXYZWing, b).empty());
  }
}

namespace {

// Row 5's first `n` cells hold {1,2}, {2,3}, ..., {n,n+1}: n cells with n+1
// digits. r4c1 {1,n+1} sees the set's only 1 (r5c1): if r4c1 is 1 the set
// loses 1 and must hold 2..n+1, n+1 in r5cn; otherwise r4c1 is n+1. So n+1
// is in r4c1 or r5cn, and r4c4, r4c5, r4c6 (row 4 and box 5) see both.
// `t` is the wing of that size, rated `difficulty`; `other` (the wing one
// cell larger or smaller) finds nothing. One digit more in the last cell
// breaks it, and the solver agrees.
void check_row_wing(Technique t, int n, double difficulty, Technique other) {
  Board b = open_board();
  for (int i = 1; i <= n; ++i) set_cands(b, "r5c" + std::to_string(i), {i, i + 1});
  set_cands(b, "r4c1", {1, n + 1});
  const std::string z = std::to_string(n + 1);
  const V expected{"r4c4<>" + z, "r4c5<>" + z, "r4c6<>" + z};
  CHECK(sound_step(t, b, expected).difficulty == difficulty);
  CHECK(run(other, b).empty());
  SECTION("one digit more in the set breaks it, and the solver agrees") {
    set_cands(b, "r5c" + std::to_string(n), {n, n + 1, n + 2});
    check_no_step(t, b, expected);
  }
}

}  // namespace

TEST_CASE("UVWXYZ-Wing: five cells of a row with six digits and a two-digit cell", "[core][logic]") {
  // r5c1 {1,2} ... r5c5 {5,6} and r4c1 {1,6}: 6 leaves r4c4, r4c5, r4c6.
  check_row_wing(Technique::kUVWXYZWing, 5, 6.6, Technique::kTUVWXYZWing);
}

TEST_CASE("TUVWXYZ-Wing: six cells of a row with seven digits and a two-digit cell", "[core][logic]") {
  // r5c1 {1,2} ... r5c6 {6,7} and r4c1 {1,7}: 7 leaves r4c4, r4c5, r4c6. No
  // five of the cells hold six digits that include both 1 and 7, so there
  // is no UVWXYZ-Wing.
  check_row_wing(Technique::kTUVWXYZWing, 6, 7.5, Technique::kUVWXYZWing);
}

TEST_CASE("Unique Loop: six cells on {1,2} over three boxes of a band", "[core][logic]") {
  // r1c1-r2c1 (column 1, box 1), r2c1-r2c4 (row 2), r2c4-r3c4 (column 4,
  // box 2), r3c4-r3c7 (row 3), r3c7-r1c7 (column 7, box 3), r1c7-r1c1 (row
  // 1): every row, column and box of the loop holds two of its cells, so
  // with only 1 and 2 in them the two digits could swap round the loop.
  auto loop_board = [] {
    Board b = open_board();
    for (const char* c : {"r1c1", "r2c1", "r2c4", "r3c4", "r3c7", "r1c7"}) set_cands(b, c, {1, 2});
    return b;
  };
  SECTION("type 1: the one cell with more loses the pair, only when the puzzle is unique") {
    Board b = loop_board();
    set_cands(b, "r3c7", {1, 2, 5});
    const Step step = one_step(Technique::kUniqueLoop, b, true);
    CHECK(elims(step) == V{"r3c7<>1", "r3c7<>2"});
    CHECK(step.sentence.find(", so r3c7 is neither 1 nor 2: remove ") != std::string::npos);
    CHECK(step.difficulty == 4.6);
    CHECK(run(Technique::kUniqueLoop, b, false).empty());
  }
  SECTION("type 2: two cells share one extra digit, which leaves the cells seeing both") {
    Board b = loop_board();
    set_cands(b, {{"r3c4", {1, 2, 5}}, {"r3c7", {1, 2, 5}}});
    const auto steps = run(Technique::kUniqueLoop, b, true);
    REQUIRE_FALSE(steps.empty());
    CHECK(elims(steps[0]) == V{"r3c1<>5", "r3c2<>5", "r3c3<>5", "r3c5<>5", "r3c6<>5", "r3c8<>5", "r3c9<>5"});
  }
  SECTION("a cell without 2 breaks the loop") {
    Board b = loop_board();
    set_cands(b, {{"r3c7", {1, 2, 5}}, {"r2c4", {1, 3}}});
    CHECK(run(Technique::kUniqueLoop, b, true).empty());
  }
  SECTION("a box with one cell of the loop is no deadly pattern") {
    // r1c1-r1c4-r2c4-r2c7-r4c7-r4c1: each row and column twice, but boxes 1,
    // 3, 4 and 6 hold one cell each, so swapping 1 and 2 would break them.
    Board b = open_board();
    for (const char* c : {"r1c1", "r1c4", "r2c4", "r2c7", "r4c7", "r4c1"}) set_cands(b, c, {1, 2});
    set_cands(b, "r4c1", {1, 2, 5});
    CHECK(run(Technique::kUniqueLoop, b, true).empty());
  }
}
