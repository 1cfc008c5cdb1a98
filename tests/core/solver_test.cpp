// solver_test.cpp - the fast solver against committed corpora and independent checks.
//
// The slices tests/data/solver_*.txt hold `puzzle:solution_count:solution` lines
// (tdoku's test format; count is up to 2, "-" when there is no solution; for
// several solutions the solution is one of them). 300 puzzles each were taken at
// even spacing from 17_clue, top1465 and forum_hardest_1905 of the shared
// collections; solver_special.txt holds multi-solution puzzles (serg_benchmark,
// top1465 with givens removed), puzzles given a wrong but non-clashing digit,
// conflicting givens and the empty grid. The lines were generated once with this
// solver and cross-checked against the reference solver
// (../shared/bench/reference_solver.cpp beside the checkout, limit 2): every
// count agreed, and every unique solution was identical.
#include "core/solver.h"

#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "core/grid.h"

using namespace sudoku;

namespace {

struct Case {
  Grid puzzle;
  int count = 0;
  Grid solution;
};

Grid parse_grid(const std::string& text) { return grid_from_line(text); }

std::vector<Case> load(const std::string& name) {
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/" + name);
  std::vector<Case> cases;
  std::string line;
  while (std::getline(in, line)) {
    if (line.size() < 85) continue;
    Case c;
    c.puzzle = parse_grid(line.substr(0, 81));
    c.count = line[82] - '0';
    if (c.count > 0) c.solution = parse_grid(line.substr(84, 81));
    cases.push_back(c);
  }
  return cases;
}

void check_corpus(const std::vector<Case>& cases) {
  for (std::size_t i = 0; i < cases.size(); ++i) {
    const Case& c = cases[i];
    INFO("line " << (i + 1));
    const SolveResult two = solve(c.puzzle, 2);
    CHECK(two.count == c.count);
    const SolveResult one = solve(c.puzzle, 1);
    CHECK(one.count == std::min(c.count, 1));
    if (c.count >= 1) {
      CHECK(is_complete_solution(two.solution));
      CHECK(agrees_with(c.puzzle, two.solution));
      CHECK(is_complete_solution(one.solution));
      CHECK(agrees_with(c.puzzle, one.solution));
    }
    if (c.count == 1) {
      CHECK(two.solution == c.solution);
      CHECK(one.solution == c.solution);
    }
  }
}

/// Counts completions of `board` by plain backtracking (a cell takes only its
/// candidates, no digit twice in a unit), up to `limit`.
int brute_force_count(Board& board, int limit) {
  int cell = -1;
  for (int c = 0; c < kCells; ++c) {
    if (board.values[static_cast<std::size_t>(c)] == 0) {
      cell = c;
      break;
    }
  }
  if (cell < 0) return 1;
  const auto at = static_cast<std::size_t>(cell);
  int total = 0;
  for (int d = 1; d <= 9 && total < limit; ++d) {
    if ((board.candidates[at] & digit_bit(d)) == 0) continue;
    bool clash = false;
    for (int p : kPeerCells[at]) clash = clash || board.values[static_cast<std::size_t>(p)] == d;
    if (clash) continue;
    board.values[at] = static_cast<std::uint8_t>(d);
    total += brute_force_count(board, limit - total);
    board.values[at] = 0;
  }
  return total;
}

/// Counts solutions of `g` by the same backtracking, every digit a candidate
/// of every empty cell: an independent check that knows nothing of the
/// solver's bitboards.
int brute_force_count(const Grid& g, int limit) {
  Board board;
  board.values = g.cells;
  board.candidates.fill(kAllDigits);
  return brute_force_count(board, limit);
}

/// A random full grid: a known solution under random validity-preserving
/// transformations (digit relabelling, row swaps inside bands, band swaps,
/// transposition).
Grid random_full_grid(const Grid& seed_solution, std::mt19937& rng) {
  std::array<int, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(digits.begin(), digits.end(), rng);
  std::array<int, 3> bands{0, 1, 2};
  std::shuffle(bands.begin(), bands.end(), rng);
  std::array<std::array<int, 3>, 3> rows{};
  for (auto& r : rows) {
    r = {0, 1, 2};
    std::shuffle(r.begin(), r.end(), rng);
  }
  const bool transpose = (rng() & 1u) != 0;
  Grid g;
  for (int r = 0; r < 9; ++r) {
    const int src_row = bands[static_cast<std::size_t>(r / 3)] * 3 +
                        rows[static_cast<std::size_t>(r / 3)][static_cast<std::size_t>(r % 3)];
    for (int c = 0; c < 9; ++c) {
      const int from = transpose ? cell_at(c, src_row) : cell_at(src_row, c);
      const int v = seed_solution.cells[static_cast<std::size_t>(from)];
      g.cells[static_cast<std::size_t>(cell_at(r, c))] =
          static_cast<std::uint8_t>(digits[static_cast<std::size_t>(v - 1)]);
    }
  }
  return g;
}

Grid remove_cells(Grid g, int how_many, std::mt19937& rng) {
  std::array<int, kCells> order{};
  for (int c = 0; c < kCells; ++c) order[static_cast<std::size_t>(c)] = c;
  std::shuffle(order.begin(), order.end(), rng);
  for (int i = 0; i < how_many; ++i) g.cells[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])] = 0;
  return g;
}

/// Runs `check(full, puzzle, rng)` on `rounds` random puzzles from a
/// file's solutions: round i transforms the i-th solution (in turn) into a
/// full grid and empties `removed(i)` of its cells, all from one generator
/// seeded once.
template <class Removed, class Check>
void for_random_puzzles(const std::string& file, unsigned seed, int rounds, Removed removed, Check check) {
  const auto cases = load(file);
  REQUIRE(!cases.empty());
  std::mt19937 rng(seed);
  for (int i = 0; i < rounds; ++i) {
    const Grid full = random_full_grid(cases[static_cast<std::size_t>(i) % cases.size()].solution, rng);
    REQUIRE(is_complete_solution(full));
    const Grid puzzle = remove_cells(full, removed(i), rng);
    INFO("case " << i);
    check(full, puzzle, rng);
  }
}

}  // namespace

TEST_CASE("Solver solves the 17-clue slice and each puzzle is unique", "[core]") {
  const auto cases = load("solver_17_clue.txt");
  REQUIRE(cases.size() == 300);
  for (const Case& c : cases) CHECK(c.count == 1);
  check_corpus(cases);
}

TEST_CASE("Solver solves the top1465 slice", "[core]") {
  const auto cases = load("solver_top1465.txt");
  REQUIRE(cases.size() == 300);
  check_corpus(cases);
}

TEST_CASE("Solver solves the forum hardest slice", "[core]") {
  const auto cases = load("solver_forum_hardest_1905.txt");
  REQUIRE(cases.size() == 300);
  check_corpus(cases);
}

TEST_CASE("Solver counts multi-solution, unsolvable and conflicting puzzles", "[core]") {
  const auto cases = load("solver_special.txt");
  REQUIRE(cases.size() > 50);
  int zeros = 0;
  int multi = 0;
  for (const Case& c : cases) {
    zeros += c.count == 0;
    multi += c.count == 2;
  }
  CHECK(zeros >= 10);
  CHECK(multi >= 10);
  check_corpus(cases);
}

TEST_CASE("Solver answers conflicting givens with no solution", "[core]") {
  Grid g;
  g.cells[0] = 5;
  g.cells[8] = 5;  // same row
  CHECK(solve(g, 2).count == 0);
  g.cells[8] = 0;
  g.cells[72] = 5;  // same column, other band
  CHECK(solve(g, 2).count == 0);
  g.cells[72] = 0;
  g.cells[20] = 5;  // same box
  CHECK(solve(g, 2).count == 0);
  g.cells[20] = 0;
  CHECK(solve(g, 2).count == 2);
}

TEST_CASE("Solver finds two solutions of the empty grid when asked for two", "[core]") {
  const Grid empty{};
  const SolveResult r = solve(empty, 2);
  CHECK(r.count == 2);
  CHECK(r.guesses > 0);
  CHECK(is_complete_solution(r.solution));
  const SolveResult first = solve(empty, 1);
  CHECK(first.count == 1);
  CHECK(is_complete_solution(first.solution));
}

TEST_CASE("Solver accepts a complete grid without guessing", "[core]") {
  const auto cases = load("solver_17_clue.txt");
  REQUIRE(!cases.empty());
  const SolveResult r = solve(cases[0].solution, 2);
  CHECK(r.count == 1);
  CHECK(r.guesses == 0);
  CHECK(r.solution == cases[0].solution);
}

TEST_CASE("Solver on a board respects its narrowed candidates", "[core]") {
  const auto cases = load("solver_top1465.txt");
  REQUIRE(cases.size() > 10);
  for (std::size_t i = 0; i < 10; ++i) {
    const Case& c = cases[i];
    Board board = board_from_grid(c.puzzle);
    const SolveResult plain = solve(board, 2);
    CHECK(plain.count == 1);
    CHECK(plain.solution == c.solution);

    // Take the solution's digit out of the first empty cell: no solution left.
    int cell = 0;
    while (c.puzzle.cells[static_cast<std::size_t>(cell)] != 0) ++cell;
    const auto at = static_cast<std::size_t>(cell);
    Board without = board;
    without.candidates[at] = static_cast<Mask>(without.candidates[at] & ~digit_bit(c.solution.cells[at]));
    CHECK(solve(without, 2).count == 0);

    // Narrow every empty cell to its solution digit plus one other: still unique.
    Board narrowed = board;
    for (std::size_t k = 0; k < static_cast<std::size_t>(kCells); ++k) {
      if (c.puzzle.cells[k] != 0) continue;
      const Mask keep = digit_bit(c.solution.cells[k]);
      const Mask others = static_cast<Mask>(narrowed.candidates[k] & ~keep);
      narrowed.candidates[k] = static_cast<Mask>(keep | (others & (~others + 1)));
    }
    const SolveResult r = solve(narrowed, 2);
    CHECK(r.count == 1);
    CHECK(r.solution == c.solution);
  }
}

TEST_CASE("Solver completes random grids with cells removed to a grid that agrees", "[core]") {
  for_random_puzzles(
      "solver_forum_hardest_1905.txt", 12345, 300, [](int i) { return 30 + i % 51; },
      [&](const Grid& full, const Grid& puzzle, std::mt19937&) {
        const SolveResult r = solve(puzzle, 2);
        REQUIRE(r.count >= 1);
        CHECK(is_complete_solution(r.solution));
        CHECK(agrees_with(puzzle, r.solution));
        if (r.count == 1) CHECK(r.solution == full);
      });
}

TEST_CASE("Solver solution counts match plain backtracking", "[core]") {
  for_random_puzzles(
      "solver_17_clue.txt", 777, 100, [](int i) { return 45 + i % 20; },
      [&](const Grid&, const Grid& puzzle, std::mt19937&) {
        const int expected = brute_force_count(puzzle, 200);
        std::vector<Grid> all;
        CHECK(list_solutions(puzzle, 200, all) == expected);
        CHECK(static_cast<int>(all.size()) == expected);
        CHECK(solve(puzzle, 200).count == expected);
      });
}

TEST_CASE("Open multi-solution puzzles (searched pairs first) count and list like plain backtracking", "[core]") {
  // serg_benchmark puzzles stall at the start with at most 50 cells open and
  // the triad rules idle, so the search branches on two-candidate cells until
  // its first contradiction (counting up to 64 solutions meets many).
  std::ifstream in(std::string(SUDOKU_TEST_DATA) + "/corpus_serg_multiple.txt");
  int checked = 0;
  for (std::string line; std::getline(in, line) && checked < 40;) {
    if (line.size() < 81) continue;
    Grid puzzle = parse_grid(line.substr(0, 81));
    INFO(line.substr(0, 81));
    const int expected = brute_force_count(puzzle, 64);
    REQUIRE(expected >= 2);
    CHECK(solve(puzzle, 64).count == expected);
    const SolveResult first = solve(puzzle, 1);
    CHECK(first.count == 1);
    CHECK(is_complete_solution(first.solution));
    CHECK(agrees_with(puzzle, first.solution));
    std::vector<Grid> all;
    REQUIRE(list_solutions(puzzle, 64, all) == expected);
    std::set<std::string> distinct;
    for (const Grid& g : all) {
      CHECK(is_complete_solution(g));
      CHECK(agrees_with(puzzle, g));
      distinct.insert(std::string(g.cells.begin(), g.cells.end()));
    }
    CHECK(static_cast<int>(distinct.size()) == expected);
    ++checked;
  }
  CHECK(checked == 40);
}

TEST_CASE("Listed solutions are all distinct and valid", "[core]") {
  const auto cases = load("solver_special.txt");
  int lists = 0;
  for (const Case& c : cases) {
    if (c.count < 2) continue;
    std::vector<Grid> all;
    const int n = list_solutions(c.puzzle, 50, all);
    REQUIRE(n == static_cast<int>(all.size()));
    CHECK(n >= 2);
    std::set<std::string> distinct;
    for (const Grid& g : all) {
      CHECK(is_complete_solution(g));
      CHECK(agrees_with(c.puzzle, g));
      distinct.insert(std::string(g.cells.begin(), g.cells.end()));
    }
    CHECK(static_cast<int>(distinct.size()) == n);
    if (n < 50) CHECK(solve(c.puzzle, 50).count == n);
    ++lists;
  }
  CHECK(lists >= 10);

  std::vector<Grid> from_empty;
  CHECK(list_solutions(Grid{}, 100, from_empty) == 100);
  std::set<std::string> distinct;
  for (const Grid& g : from_empty) {
    CHECK(is_complete_solution(g));
    distinct.insert(std::string(g.cells.begin(), g.cells.end()));
  }
  CHECK(distinct.size() == 100);
}

TEST_CASE("list_solutions appends to what the vector holds", "[core]") {
  std::vector<Grid> out(1);
  const auto cases = load("solver_top1465.txt");
  REQUIRE(!cases.empty());
  CHECK(list_solutions(cases[0].puzzle, 2, out) == 1);
  REQUIRE(out.size() == 2);
  CHECK(out[1] == cases[0].solution);
  CHECK(list_solutions(cases[0].puzzle, 0, out) == 0);
  CHECK(out.size() == 2);
}

TEST_CASE("Solver counts on boards with random candidates removed match plain backtracking", "[core]") {
  // Pencil-mark boards reach states no grid of givens does (a digit missing
  // from a cell for no visible reason); the band, triad and column reasoning
  // must stay exact there too.
  int solvable = 0;
  int several = 0;
  for_random_puzzles(
      "solver_top1465.txt", 4242, 100, [](int i) { return 40 + i % 25; },
      [&](const Grid&, const Grid& puzzle, std::mt19937& rng) {
        Board board = board_from_grid(puzzle);
        for (std::size_t c = 0; c < static_cast<std::size_t>(kCells); ++c) {
          if (board.values[c] != 0 || rng() % 3 != 0) continue;
          // Drop one candidate at random (sometimes the solution's digit).
          const Mask m = board.candidates[c];
          int pick = static_cast<int>(rng() % static_cast<unsigned>(popcount(m)));
          Mask rest = m;
          while (pick-- > 0) rest = static_cast<Mask>(rest & (rest - 1));
          board.candidates[c] = static_cast<Mask>(m & ~(rest & (~rest + 1)));
        }
        Board scratch = board;
        const int expected = brute_force_count(scratch, 50);
        const SolveResult r = solve(board, 50);
        CHECK(r.count == expected);
        if (r.count >= 1) {
          CHECK(is_complete_solution(r.solution));
          CHECK(agrees_with(puzzle, r.solution));
          for (std::size_t c = 0; c < static_cast<std::size_t>(kCells); ++c) {
            if (puzzle.cells[c] == 0) CHECK((board.candidates[c] & digit_bit(r.solution.cells[c])) != 0);
          }
        }
        solvable += expected >= 1 ? 1 : 0;
        several += expected >= 2 ? 1 : 0;
      });
  // The boards cover the three outcomes, not just one.
  CHECK(solvable > 10);
  CHECK(solvable < 100);
  CHECK(several > 5);
}

TEST_CASE("list_solutions on a board lists only the solutions its candidates allow", "[core][solver]") {
  // A solved grid with a deadly rectangle opened (r1c1, r1c2, r4c1, r4c2
  // hold 1 and 2 crosswise): two solutions from the digits alone.
  const std::string line = "..3456789456789123789123456..4365897365897214897214365531642978642978531978531642";
  Grid puzzle;
  for (std::size_t c = 0; c < 81; ++c) puzzle.cells[c] = line[c] == '.' ? 0 : static_cast<std::uint8_t>(line[c] - '0');
  Board board = board_from_grid(puzzle);
  std::vector<Grid> both;
  CHECK(list_solutions(board, 5, both) == 2);
  REQUIRE(both.size() == 2);
  CHECK(both[0] != both[1]);
  // r1c1 narrowed to 1: one of them is left, the one with 1 there.
  board.candidates[0] = digit_bit(1);
  std::vector<Grid> one;
  CHECK(list_solutions(board, 5, one) == 1);
  REQUIRE(one.size() == 1);
  CHECK(one[0].cells[0] == 1);
  CHECK(one[0] == solve(board, 2).solution);
  // Narrowed to a digit no solution has there: none.
  board.candidates[0] = digit_bit(5);
  std::vector<Grid> none;
  CHECK(list_solutions(board, 5, none) == 0);
  CHECK(none.empty());
}

TEST_CASE("A board whose candidates leave a unit short of digits is refused at once", "[core]") {
  // Three cells of row 8 that can only be 1 or 9, the rest of the board
  // empty: no solution, found by the unit check rather than a search of
  // every filling of the other cells (which ran for hours).
  Board board;
  for (auto& c : board.candidates) c = kAllDigits;
  for (int c : {7 * 9 + 2, 7 * 9 + 4, 7 * 9 + 5})
    board.candidates[static_cast<std::size_t>(c)] = digit_bit(1) | digit_bit(9);
  CHECK(solve(board, 2).count == 0);
  std::vector<Grid> out;
  CHECK(list_solutions(board, 2, out) == 0);
  // Two such cells leave room: the board still has solutions.
  board.candidates[7 * 9 + 5] = kAllDigits;
  CHECK(solve(board, 1).count == 1);
  // A digit with no cell left in a column.
  Board column;
  for (auto& c : column.candidates) c = kAllDigits;
  for (int r = 0; r < 9; ++r)
    column.candidates[static_cast<std::size_t>(r * 9 + 4)] &= static_cast<Mask>(~digit_bit(6));
  CHECK(solve(column, 1).count == 0);
}
