// logic_nets_test.cpp - the last resort, nested forcing nets: the hardest
// puzzles (tests/data/corpus_forum_hardest.txt, from forum_hardest_1905.txt)
// are beyond the forcing chains, and every step of their solve path is
// sound; a net's elimination is replayed with the engine's own singles and
// contradiction chains.
#include <catch2/catch_test_macros.hpp>
#include <fstream>

#include "core/logic/engine.h"
#include "core/logic/trace.h"
#include "core/solver.h"
#include "logic_test_util.h"

using namespace logic_test;

namespace {

std::vector<Grid> hardest(std::size_t n) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/corpus_forum_hardest.txt");
  std::vector<Grid> r;
  std::string line;
  while (r.size() < n && std::getline(in, line)) {
    if (line.size() >= 81) r.push_back(grid(line));
  }
  return r;
}

TechniqueSet all_but_nets() {
  TechniqueSet t = TechniqueSet::all();
  t.remove(Technique::kForcingNet);
  return t;
}

}  // namespace

TEST_CASE("Nested forcing nets finish the hardest puzzles without a guess, soundly", "[core][logic]") {
  const auto puzzles = hardest(10);
  REQUIRE(puzzles.size() == 10);
  int nets = 0;
  int needed = 0;
  for (const Grid& p : puzzles) {
    const SolveResult solved = solve(p, 2);
    REQUIRE(solved.count == 1);
    Options opts;
    opts.solution = solved.solution;
    opts.unique = true;
    opts.allow_guess = false;
    const Trace t = solve_path(board_from_grid(p), opts);
    CHECK(t.solved);
    CHECK_FALSE(t.guessed);
    CHECK(grid_of(t.final_board) == solved.solution);
    for (const auto& e : t.events) {
      if (e.kind != EventKind::kStep) continue;
      nets += e.step.technique == Technique::kForcingNet;
      for (const auto& x : e.step.placements) CHECK(solved.solution.cells[x.cell] == x.digit);
      for (const auto& x : e.step.eliminations) CHECK(solved.solution.cells[x.cell] != x.digit);
    }
    // Without the nets, the same puzzle runs out of techniques.
    opts.techniques = all_but_nets();
    needed += !solve_path(board_from_grid(p), opts).solved;
  }
  CHECK(nets > 0);
  CHECK(needed > 0);
}

TEST_CASE("A nested forcing net's elimination replays with singles and contradiction chains", "[core][logic]") {
  const Grid p = hardest(1).front();
  const SolveResult solved = solve(p, 2);
  REQUIRE(solved.count == 1);
  // The board where every other technique is stuck.
  Options opts;
  opts.techniques = all_but_nets();
  opts.allow_guess = false;
  const Trace stuck = solve_path(board_from_grid(p), opts);
  REQUIRE_FALSE(stuck.solved);
  const Board board = stuck.final_board;
  REQUIRE(logic::detail::find_steps(board, all_but_nets(), true, Order::kTier, false).empty());

  const Step net = one_step(Technique::kForcingNet, board, true);
  REQUIRE(net.eliminations.size() == 1);
  const Candidate x = net.eliminations.front();
  CHECK(solved.solution.cells[x.cell] != x.digit);
  CHECK(net.sentence.find("Forcing Net (nested), depth 2: if " + cell_name(x.cell) + " were " +
                          std::to_string(x.digit)) == 0);
  CHECK(net.difficulty >= 9.5);

  // Replay: assume x, then use only singles and contradiction chains; the
  // board must end contradictory.
  Board b = board;
  Step assume;
  assume.technique = Technique::kGuess;
  assume.placements.push_back(x);
  apply_step(b, assume);
  const TechniqueSet replay = *parse_techniques("singles,contradiction-chain");
  int applied = 0;
  while (!is_contradictory(b) && applied < 200) {
    const auto found = logic::detail::find_steps(b, replay, false, Order::kTier, false);
    if (found.empty()) break;
    apply_step(b, found.front());
    ++applied;
  }
  CHECK(is_contradictory(b));
  CHECK(applied > 0);
}

TEST_CASE("A nested forcing net does not fire where every candidate is in some solution", "[core][logic]") {
  // A solved grid with a deadly rectangle opened: r1c1, r1c2, r4c1, r4c2
  // (boxes 1 and 4) hold 1 and 2 crosswise, so both fillings solve the
  // board and no candidate can be refuted, at any depth.
  const Grid solution = grid("123456789456789123789123456214365897365897214897214365531642978642978531978531642");
  REQUIRE(solve(solution, 2).count == 1);
  Board b = board_from_grid(solution);
  for (const char* cell : {"r1c1", "r1c2", "r4c1", "r4c2"}) {
    b.values[static_cast<std::size_t>(at(cell))] = 0;
    set_cands(b, cell, {1, 2});
  }
  REQUIRE(solve(b, 3).count == 2);
  CHECK(run(Technique::kForcingNet, b, false).empty());
  // Close one of the two ways (r1c1 keeps only 1): one solution is left,
  // and the net refutes a candidate of the other filling.
  b.values[static_cast<std::size_t>(at("r1c1"))] = 0;
  set_cands(b, "r1c1", {1});
  for (const auto& e : one_step(Technique::kForcingNet, b, false).eliminations)
    CHECK(solution.cells[e.cell] != e.digit);
}
