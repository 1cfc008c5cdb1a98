// logic_chains_test.cpp - hand-made boards for the chains: X-Chain (plain and
// grouped), AIC with grouped nodes, and the unit forcing chain.
//
// Every board starts open (all cells hold all nine digits) and only the
// units and cells set by hand narrow it, so the expected eliminations below
// follow from those alone. Such boards have many solutions, not one, so
// soundness is checked against all of them: impossible() (logic_test_util.h)
// asks the exact solver which candidates no solution allows, and every
// expected elimination must be one of those.
#include <catch2/catch_test_macros.hpp>

#include "logic_test_util.h"

using namespace logic_test;
using V = std::vector<std::string>;

namespace {

/// Sorted elimination lists of all steps, each list sorted.
std::vector<V> all_elims(const std::vector<Step>& steps) {
  std::vector<V> r;
  for (const Step& s : steps) r.push_back(elims(s));
  std::sort(r.begin(), r.end());
  return r;
}

V digit_in(int digit, std::initializer_list<const char*> cells) {
  V r;
  for (const char* c : cells) r.push_back(std::string(c) + "<>" + std::to_string(digit));
  return sorted(r);
}

// 1 only at r1c1 and r1c5 in row 1, at r5c5 and r5c9 in row 5.
Board two_rows() {
  Board b = board_keeping({{kRow + 0, 1, {"r1c1", "r1c5"}}, {kRow + 4, 1, {"r5c5", "r5c9"}}});
  return b;
}

}  // namespace

TEST_CASE("X-Chain on 1: three strong links from r1c1 to r9c2", "[core][logic]") {
  // Rows 1, 5 and 9 hold 1 only twice: r1c1 = r1c5 - r5c5 = r5c9 - r9c9 =
  // r9c2 (weak links down columns 5 and 9). If r1c1 is not 1, r1c5 is, so
  // r5c5 is not, r5c9 is, r9c9 is not and r9c2 is: r1c1 or r9c2 holds 1.
  // Cells seeing both ends: r2c2, r3c2 (box 1, column 2), r7c1, r8c1
  // (column 1, box 7); r1c2 and r9c1 are in rows 1 and 9, which hold no
  // other 1. The two-link parts have ends with no common peer holding 1
  // (r1c9, r5c1; r5c2, r9c5), and the only other strong links (box 3 rows
  // 2-3, box 4 rows 4/6, box 8 rows 7-8, as groups) see none of these cells.
  Board b = two_rows();
  keep_digit_in_unit(b, kRow + 8, 1, {"r9c2", "r9c9"});
  const V expected = digit_in(1, {"r2c2", "r3c2", "r7c1", "r8c1"});
  const Step step = sound_step(Technique::kXChain, b, expected);
  CHECK(step.placements.empty());
  // Three strong links, no group: Sukaku Explainer's 5.5.
  check_rating(step, 5.5);

  SECTION("with row 9 open the two-link chains remove nothing") { CHECK(run(Technique::kXChain, two_rows()).empty()); }
}

TEST_CASE("Grouped X-Chain on 1: the chain ends at the group r9c23", "[core][logic]") {
  // As above, but row 9 holds 1 at r9c2, r9c3 and r9c9: r9c9 = r9c23 (one
  // of r9c2, r9c3 is 1 if r9c9 is not). So r1c1 or the group holds 1, and
  // only cells seeing r1c1 and both r9c2 and r9c3 lose it: r7c1, r8c1
  // (column 1, box 7). r2c2 and r3c2 no longer qualify (they do not see
  // r9c3).
  Board b = two_rows();
  keep_digit_in_unit(b, kRow + 8, 1, {"r9c2", "r9c3", "r9c9"});
  const V expected = digit_in(1, {"r7c1", "r8c1"});
  const Step step = sound_step(Technique::kXChain, b, expected);
  CHECK(step.sentence.find("r9c23") != std::string::npos);
  // Three strong links with a group: 5.7 (0.2 above the plain chain).
  check_rating(step, 5.7);

  SECTION("cells of row 9 in two boxes are not a group: no chain") {
    Board c = two_rows();
    keep_digit_in_unit(c, kRow + 8, 1, {"r9c2", "r9c4", "r9c9"});
    CHECK(run(Technique::kXChain, c).empty());
  }
}

TEST_CASE("Group to group: a loop of boxes 4 and 6 and row 1 on 1", "[core][logic]") {
  // Box 4 holds 1 at r5c2, r5c3, r4c1, r6c1: r5c23 = r46c1; box 6 at r5c7,
  // r5c8, r4c9, r6c9: r46c9 = r5c78; row 1 at r1c1 and r1c9. With the weak
  // links r46c1 - r1c1 (column 1), r1c9 - r46c9 (column 9) and r5c78 - r5c23
  // (row 5) the three strong links close a loop. A chain that starts and
  // ends on the two sides of one weak link makes that link's unit lose 1
  // outside the loop:
  //  - r5c23 = r46c1 - r1c1 = r1c9 - r46c9 = r5c78: one of the two groups
  //    holds 1, so row 5 loses r5c4, r5c5, r5c6 (r5c1, r5c9 lack 1);
  //  - r1c1 = r1c9 - r46c9 = r5c78 - r5c23 = r46c1: column 1 loses r2c1,
  //    r3c1, r7c1, r8c1, r9c1;
  //  - r1c9 = r1c1 - r46c1 = r5c23 - r5c78 = r46c9: column 9 loses r2c9,
  //    r3c9, r7c9, r8c9, r9c9.
  // Chains of two strong links have ends without a common peer holding 1,
  // and the one other strong link (box 2, r2c456 = r3c456) sees none of
  // these nodes. The first chain runs from a group to a group, so AIC must
  // start searches at groups to find it.
  Board b = board_keeping({{kBox + 3, 1, {"r4c1", "r5c2", "r5c3", "r6c1"}},
                           {kBox + 5, 1, {"r4c9", "r5c7", "r5c8", "r6c9"}},
                           {kRow + 0, 1, {"r1c1", "r1c9"}}});
  const std::vector<V> expected = [] {
    std::vector<V> e{digit_in(1, {"r5c4", "r5c5", "r5c6"}), digit_in(1, {"r2c1", "r3c1", "r7c1", "r8c1", "r9c1"}),
                     digit_in(1, {"r2c9", "r3c9", "r7c9", "r8c9", "r9c9"})};
    std::sort(e.begin(), e.end());
    return e;
  }();
  const V none_possible = impossible(b);
  for (const V& e : expected) CHECK(subset(e, none_possible));
  SECTION("as X-Chains (grouped, three strong links: 5.7)") {
    const auto steps = run(Technique::kXChain, b);
    CHECK(all_elims(steps) == expected);
    for (const Step& s : steps) CHECK(s.difficulty < 5.75);
  }
  SECTION("as AICs (six nodes with groups: 7.0 + 0.1 length + 0.1 groups)") {
    const auto steps = run(Technique::kAic, b);
    CHECK(all_elims(steps) == expected);
    bool group_to_group = false;
    for (const Step& s : steps) {
      check_rating(s, 7.2);
      group_to_group = group_to_group || s.sentence.find("AIC (grouped): (1)r5c23 = (1)r46c1") == 0 ||
                       s.sentence.find("AIC (grouped): (1)r5c78 = (1)r46c9") == 0;
    }
    CHECK(group_to_group);
  }
  SECTION("a 1 at r4c2 too: box 4 is no strong link and the loop is open") {
    // Box 4 holds 1 at r4c1, r4c2, r5c2, r5c3 and r6c1: in three rows and
    // three columns, so no two groups of it cover all its places. With one
    // strong link gone there is no loop, and every elimination above may be
    // wrong: the solver finds each of those 1s in some solution. Breaking
    // row 1 instead is not enough: a third 1 at r1c2 or r1c3 makes the group
    // r1c12 (or r1c13) = r1c9 a new strong link and a new chain into column
    // 1, and one at r1cN (N = 4-6) leaves r5cN impossible, with no chain to
    // prove it.
    Board c = board_keeping({{kBox + 3, 1, {"r4c1", "r4c2", "r5c2", "r5c3", "r6c1"}},
                             {kBox + 5, 1, {"r4c9", "r5c7", "r5c8", "r6c9"}},
                             {kRow + 0, 1, {"r1c1", "r1c9"}}});
    const V c_none_possible = impossible(c);
    for (const V& e : expected) {
      for (const std::string& x : e) CHECK_FALSE(subset(V{x}, c_none_possible));
    }
    CHECK(run(Technique::kXChain, c).empty());
    CHECK(run(Technique::kAic, c).empty());
  }
}

TEST_CASE("Grouped AIC: a bivalue cell, a row group and a bivalue cell", "[core][logic]") {
  // r1c1 {1,2}, r6c9 {1,2}; row 5 holds 1 only at r5c1, r5c7 and r5c8.
  // (2)r1c1 = (1)r1c1 - (1)r5c1 = (1)r5c78 - (1)r6c9 = (2)r6c9: if r1c1 is
  // not 2 it is 1, so r5c1 is not 1, one of r5c7, r5c8 is, and r6c9 (box 6,
  // seeing both) is not 1 but 2. One end is 2: r1c9 (row 1, column 9) and
  // r6c1 (column 1, row 6) lose 2. Without the group there is no chain:
  // row 5 has three places for 1. The one other strong link (box 5, r4c456 =
  // r6c456) reaches r6c9 only as a dead end with no elimination.
  Board b = board_with({{"r1c1", {1, 2}}, {"r6c9", {1, 2}}});
  keep_digit_in_unit(b, kRow + 4, 1, {"r5c1", "r5c7", "r5c8"});
  const V expected{"r1c9<>2", "r6c1<>2"};
  const Step step = sound_step(Technique::kAic, b, expected);
  CHECK(step.sentence.find("(1)r5c78") != std::string::npos);
  check_rating(step, 7.2);
  CHECK(run(Technique::kXChain, b).empty());   // it needs the links inside the cells
  CHECK(run(Technique::kXYChain, b).empty());  // and the group

  SECTION("a group the end cell sees only in part gives no weak link") {
    // r9c9 {1,2} sees r5c9 (column 9) but not r5c8, so (1)r5c89 - (1)r9c9
    // is no link: one of r5c8, r5c9 being 1 does not keep 1 out of r9c9.
    // Indeed r1c9 and r9c1 may still be 2.
    Board c = board_with({{"r1c1", {1, 2}}, {"r9c9", {1, 2}}});
    keep_digit_in_unit(c, kRow + 4, 1, {"r5c1", "r5c8", "r5c9"});
    check_no_step(Technique::kAic, c, {"r1c9<>2", "r9c1<>2"});
  }
}

TEST_CASE("Unit forcing chain: either place of 1 in row 1 makes a 7 that sees r4c5", "[core][logic]") {
  // Row 1 holds 1 only at r1c1 and r1c5; r4c1 {1,7}, r7c5 {1,7}; r7c1 may
  // hold anything but 7. If r1c1 is 1, r4c1 (column 1) is 7; if r1c5 is 1,
  // r7c5 (column 5) is 7. Either way a 7 sees r4c5 (row 4 or column 5), so
  // r4c5 is not 7. The only other cell seeing r4c1 and r7c5 is r7c1, which
  // has no 7. That is the only candidate no solution allows (checked), so
  // every unit's forcing chain can conclude only this: one step.
  Board b = board_keeping({{kRow + 0, 1, {"r1c1", "r1c5"}}});
  set_cands(b, {{"r4c1", {1, 7}}, {"r7c5", {1, 7}}, {"r7c1", {1, 2, 3, 4, 5, 6, 8, 9}}});
  CHECK(impossible(b) == V{"r4c5<>7"});
  const Step step = one_step(Technique::kUnitForcingChain, b);
  CHECK(elims(step) == V{"r4c5<>7"});
  CHECK(step.placements.empty());

  SECTION("with r7c5 open nothing follows") {
    Board c = b;
    c.candidates[static_cast<std::size_t>(at("r7c5"))] = kAllDigits;
    CHECK(impossible(c).empty());
    CHECK(run(Technique::kUnitForcingChain, c).empty());
  }
}
