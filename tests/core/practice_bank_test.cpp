// The practice bank the app fetches (web/practice.txt, made by
// src/bench/make-practice-bank.sh): every puzzle in it has one solution, its
// hints' path is what the generator promises for the technique (generator.h:
// strict, singles then the technique and nothing later in the hints' order;
// or relaxed, nothing but singles, the technique and its rivals, the
// technique among them) and it stalls without the technique (the path with
// the technique's rivals, practice_rivals, does not solve it), checked here
// with the logic engine directly rather than through the generator's own
// judge; its level is the rater's; and every technique that can be
// practised has at least 50 puzzles.
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include "core/format.h"
#include "core/generator.h"
#include "core/logic/engine.h"
#include "core/logic/rating.h"
#include "core/solver.h"

using namespace sudoku;

namespace {

std::string read_bank() {
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/../../web/practice.txt", std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::optional<logic::Technique> technique_of(const std::string& key) {
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    if (logic::technique_key(t) == key) return t;
  }
  return std::nullopt;
}

}  // namespace

TEST_CASE("Every practice bank puzzle needs its technique and stalls without it", "[core][generate][bank]") {
  const std::string text = read_bank();
  REQUIRE_FALSE(text.empty());
  std::istringstream lines(text);
  std::string line;
  int n = 0;
  std::map<logic::Technique, int> made;
  while (std::getline(lines, line)) {
    if (line.empty() || line[0] == '#') continue;
    INFO(line);
    std::istringstream fields(line);
    std::string key, puzzle;
    int level = 0;
    REQUIRE(fields >> key >> level >> puzzle);
    const std::optional<logic::Technique> t = technique_of(key);
    REQUIRE(t);
    REQUIRE(can_practise(*t));
    REQUIRE(puzzle.size() == 81);
    const Grid givens = grid_from_line(puzzle);
    const SolveResult solved = solve(givens, 2);
    REQUIRE(solved.count == 1);
    // The hints' path, solved without a guess, meets the technique: strict,
    // after singles alone, and nothing later than it in the hints' order
    // follows; or relaxed, every step but the singles the technique or a
    // rival.
    logic::Options all;
    all.solution = solved.solution;
    all.unique = true;
    all.order = logic::Order::kTier;
    const logic::Trace path = logic::solve_path(board_from_grid(givens), all);
    CHECK(path.solved);
    CHECK_FALSE(path.guessed);
    const logic::TechniqueSet rival_set = practice_rivals(*t);
    bool met = false;
    bool strict = true;
    bool relaxed = true;
    for (const logic::TraceEvent& e : path.events) {
      if (e.kind != logic::EventKind::kStep) continue;
      const logic::Technique s = e.step.technique;
      const bool single = logic::technique_tier(s) == 1;
      if (s == *t) met = true;
      if ((!met && !single) || static_cast<int>(s) > static_cast<int>(*t)) strict = false;
      if (!single && s != *t && !rival_set.has(s)) relaxed = false;
    }
    CHECK(met);
    CHECK((strict || relaxed));
    // Without it (the techniques a player practising it is expected to
    // know): stuck.
    logic::Options rivals = all;
    rivals.techniques = rival_set;
    CHECK_FALSE(logic::solve_path(board_from_grid(givens), rivals).solved);
    CHECK(level == static_cast<int>(logic::rate(givens).level) + 1);
    ++made[*t];
    ++n;
  }
  CHECK(n > 0);
  // Every technique that can be practised is practised from the bank at
  // once: at least 50 puzzles each.
  for (int i = 0; i < logic::kTechniqueCount; ++i) {
    const auto t = static_cast<logic::Technique>(i);
    if (!can_practise(t)) continue;
    INFO(logic::technique_key(t));
    CHECK(made[t] >= 50);
  }
}
