// The practice bank the app fetches (web/practice.txt, made by
// src/bench/make-practice-bank.sh): every puzzle in it has one solution, needs
// its technique (the hints' path meets it after singles alone) and stalls
// without it (the path with the technique's rivals, practice_rivals, does
// not solve it), checked here with the logic engine directly rather than
// through the generator's own judge; its level is the rater's.
#include <catch2/catch_test_macros.hpp>
#include <fstream>
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
    // The hints' path: singles, then a step of the technique, solved.
    logic::Options all;
    all.solution = solved.solution;
    all.unique = true;
    all.order = logic::Order::kTier;
    const logic::Trace path = logic::solve_path(board_from_grid(givens), all);
    CHECK(path.solved);
    bool met = false;
    for (const logic::TraceEvent& e : path.events) {
      if (e.kind != logic::EventKind::kStep || met) continue;
      if (e.step.technique == *t) {
        met = true;
      } else {
        CHECK(logic::technique_tier(e.step.technique) == 1);
      }
    }
    CHECK(met);
    // Without it (the techniques a player practising it is expected to
    // know): stuck.
    logic::Options rivals = all;
    rivals.techniques = practice_rivals(*t);
    CHECK_FALSE(logic::solve_path(board_from_grid(givens), rivals).solved);
    CHECK(level == static_cast<int>(logic::rate(givens).level) + 1);
    ++n;
  }
  CHECK(n > 0);
}
