// logic_rating_test.cpp - the rating's own rules (Sudoku Explainer's order,
// chains, strong links and wings) against Sukaku Explainer's logs of the
// same puzzles: the steps SE takes, with SE's difficulties, appear on the
// rated path (engine.h Order::kDifficulty).
#include <catch2/catch_test_macros.hpp>
#include <cmath>
#include <string>

#include "core/logic/rating.h"
#include "logic_test_util.h"

using namespace logic_test;

namespace {

struct Expected {
  Technique technique;
  const char* elimination;  // "r4c3<>6"
  double difficulty;
};

// The rated path of `puzzle` holds each expected step: that technique
// removing that candidate, at that difficulty.
void check_path(std::string_view puzzle, double score, std::initializer_list<Expected> expected) {
  const Grid g = grid(puzzle);
  const SolveResult solved = solve(g, 2);
  REQUIRE(solved.count == 1);
  Trace path;
  const Rating r = rate(g, TechniqueSet::all(), &solved.solution, &path);
  CHECK(std::lround(r.score * 10) == std::lround(score * 10));
  for (const Expected& x : expected) {
    INFO(technique_key(x.technique) << " " << x.elimination);
    bool found = false;
    for (const auto& e : path.events) {
      if (e.kind != EventKind::kStep || e.step.technique != x.technique) continue;
      for (const Candidate& c : e.step.eliminations) {
        if (elimination_text(c) == x.elimination) {
          found = true;
          CHECK(std::lround(e.step.difficulty * 10) == std::lround(x.difficulty * 10));
        }
      }
    }
    CHECK(found);
  }
}

}  // namespace

TEST_CASE("Rating: SE's chains, with SE's complexity, on a puzzle SE rates 7.8", "[core][logic]") {
  // Sukaku Explainer's log of this puzzle: a UVWXYZ-Wing r7c6.6 off 6.6,
  // forcing chains r3c2.9 off 7.1, r7c9.9 off 7.1, nishio r4c3.6 7.8,
  // forcing chains r3c8.8 off 7.2, r1c7.1 off 7.3, r5c6.5 off 7.1, r1c7.6
  // off 7.2; rating 7.8.
  check_path("080040070000607000001000200900103002004020900102000806007000500420090037010030020", 7.8,
             {{Technique::kUVWXYZWing, "r7c6<>6", 6.6},
              {Technique::kForcingChainCycle, "r3c2<>9", 7.1},
              {Technique::kForcingChainCycle, "r7c9<>9", 7.1},
              {Technique::kNishioChain, "r4c3<>6", 7.8},
              {Technique::kForcingChainCycle, "r3c8<>8", 7.2},
              {Technique::kForcingChainCycle, "r1c7<>1", 7.3},
              {Technique::kForcingChainCycle, "r5c6<>5", 7.1},
              {Technique::kForcingChainCycle, "r1c7<>6", 7.2}});
}

TEST_CASE("Rating: SE's unique loop, on a puzzle SE rates 4.6", "[core][logic]") {
  // A random-removal puzzle; SE's log ends with a Naked Pair on 2 and 4
  // (3.0) and a Unique Loop 6 type 1 through r2c4, r2c6, r7c6, r7c5, r6c5,
  // r6c4 on 2 and 4 (4.6); rating 4.6. Without the loop the rating went on
  // to a WXYZ-Wing and rated it 5.5.
  check_path("...65.1...8..3...6..9..1.4....3...12.2....45.6......8....7..8.5...9......4..8.23.", 4.6,
             {{Technique::kUniqueLoop, "r6c5<>2", 4.6}, {Technique::kUniqueLoop, "r6c5<>4", 4.6}});
}

TEST_CASE("Rating: SE's strong links and wing shape, on a puzzle SE rates 5.5", "[core][logic]") {
  // SE's log: 2 strong links on 9 and 2 (4.1), a 3-String Kite on 9 through
  // r7c5, r7c7, r9c9, r2c9, r2c4, r4c4 (5.5), a WXYZ-Wing r1c3, r2c1, r3c2
  // with r1c8 (5.5); rating 5.5.
  check_path(".1...54.3....3186....8...5...2.....77...1...89.....3...2...3....9817....6.45...7.", 5.5,
             {{Technique::kStrongLinks2, "r9c5<>2", 4.1},
              {Technique::kStrongLinks3, "r4c5<>9", 5.5},
              {Technique::kWXYZWing, "r2c9<>2", 5.5}});
}

TEST_CASE("Rating: a rule SE lacks is not rated, the chain SE finds instead is", "[core][logic]") {
  // On the same 7.8 puzzle the hints use their own patterns; the rating's
  // path holds none of the hint-only rules.
  const Grid g = grid("080040070000607000001000200900103002004020900102000806007000500420090037010030020");
  Trace path;
  rate(g, TechniqueSet::all(), nullptr, &path);
  for (const auto& e : path.events) {
    if (e.kind == EventKind::kStep) CHECK(technique_row(e.step.technique).rating > 0);
  }
}
