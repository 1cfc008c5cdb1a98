// Generator: every puzzle is unique, agrees with a valid solution, and is
// minimal (no given, or symmetric pair of givens, can go without losing
// uniqueness); the same seed gives the same puzzle.
#include <catch2/catch_test_macros.hpp>

#include "core/generator.h"
#include "core/solver.h"

using namespace sudoku;

TEST_CASE("A random solution is a complete valid grid, different per seed", "[core][generator]") {
  const Grid a = random_solution(1);
  const Grid b = random_solution(2);
  CHECK(is_complete_solution(a));
  CHECK(is_complete_solution(b));
  CHECK_FALSE(a == b);
  CHECK(random_solution(1) == a);
}

TEST_CASE("Generated puzzles are unique and minimal", "[core][generator]") {
  for (std::uint64_t seed = 1; seed <= 25; ++seed) {
    for (bool symmetric : {true, false}) {
      GenerateOptions options;
      options.seed = seed;
      options.symmetric = symmetric;
      const Grid puzzle = generate_puzzle(options);
      const SolveResult r = solve(puzzle, 2);
      REQUIRE(r.count == 1);
      CHECK(agrees_with(puzzle, r.solution));
      CHECK(r.solution == random_solution(seed));
      int givens = 0;
      for (int c = 0; c < kCells; ++c) {
        if (puzzle.cells[c] == 0) continue;
        ++givens;
        if (symmetric) {
          CHECK(puzzle.cells[kCells - 1 - c] != 0);  // givens come in symmetric pairs
        }
        Grid fewer = puzzle;
        fewer.cells[c] = 0;
        if (symmetric) fewer.cells[kCells - 1 - c] = 0;
        CHECK(solve(fewer, 2).count == 2);
      }
      CHECK(givens >= 17);
      CHECK(generate_puzzle(options) == puzzle);
    }
  }
}
