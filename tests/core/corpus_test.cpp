// corpus_test.cpp - whole files through the reader and the solver.
//
// The slices in tests/data/corpus_*.txt are every n-th line of the public
// collections in ../shared/data (see its README): 17_clue, top1465,
// forum_hardest_1905 and se_rated_5plus (each puzzle has one solution), and
// serg_benchmark (each puzzle has several). The full collections go through
// the same checks with `sudoku check --summary FILE` (see docs/cli.md).
#include <algorithm>
#include <array>
#include <catch2/catch_test_macros.hpp>
#include <fstream>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "core/format.h"
#include "core/solver.h"
#include "core/verdict.h"
#include "format_check.h"

using namespace sudoku;

namespace {

std::string data_path(const std::string& name) { return std::string{SUDOKU_TEST_DATA} + "/" + name; }

/// Reads a whole file through the streaming reader in 4 KiB pieces; every
/// item must be a puzzle.
std::vector<Puzzle> read_file(const std::string& name) {
  std::ifstream in(data_path(name), std::ios::binary);
  REQUIRE(in);
  PuzzleReader reader;
  std::vector<Puzzle> puzzles;
  auto drain = [&] {
    while (auto r = reader.next()) {
      INFO(name << ": " << r->error.message);
      REQUIRE(*r);
      puzzles.push_back(*r->value);
    }
  };
  char buffer[4096];
  while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
    reader.feed({buffer, static_cast<std::size_t>(in.gcount())});
    drain();
  }
  reader.finish();
  drain();
  return puzzles;
}

std::size_t count_lines(const std::string& name) {
  std::ifstream in(data_path(name));
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);) n += !line.empty();
  return n;
}

int givens(const Grid& g) {
  int n = 0;
  for (const auto d : g.cells) n += d != 0;
  return n;
}

/// Every puzzle of the file has exactly one solution, complete and agreeing with it.
void check_unique_file(const std::string& name) {
  const std::vector<Puzzle> puzzles = read_file(name);
  REQUIRE(puzzles.size() == count_lines(name));  // one puzzle per line
  for (const Puzzle& p : puzzles) {
    INFO(name << " line " << p.line << ": " << to_line(p.givens));
    REQUIRE_FALSE(find_clash(p.givens));
    const SolveResult r = solve(p.givens, 2);
    CHECK(r.count == 1);
    CHECK(is_complete_solution(r.solution));
    CHECK(agrees_with(p.givens, r.solution));
  }
}

// A solution grid to start random ones from (printed in Wikipedia's "Sudoku" article).
constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

/// A random valid full grid: kSolution with its digits relabelled, rows and
/// columns permuted within bands and stacks, bands and stacks permuted, and
/// maybe transposed (each keeps every unit a permutation of 1..9).
Grid random_full_grid(std::mt19937& rng) {
  std::array<int, 9> digit{1, 2, 3, 4, 5, 6, 7, 8, 9};
  std::shuffle(digit.begin(), digit.end(), rng);
  auto perm = [&rng] {
    std::array<int, 3> band{0, 1, 2};
    std::array<int, 9> p{};
    std::shuffle(band.begin(), band.end(), rng);
    for (int b = 0; b < 3; ++b) {
      std::array<int, 3> in{0, 1, 2};
      std::shuffle(in.begin(), in.end(), rng);
      for (int i = 0; i < 3; ++i) p[b * 3 + i] = band[b] * 3 + in[i];
    }
    return p;
  };
  const auto rows = perm();
  const auto cols = perm();
  const bool transpose = (rng() & 1) != 0;
  Grid g;
  for (int r = 0; r < 9; ++r) {
    for (int c = 0; c < 9; ++c) {
      const int from = transpose ? cell_at(cols[c], rows[r]) : cell_at(rows[r], cols[c]);
      g.cells[cell_at(r, c)] = static_cast<std::uint8_t>(digit[kSolution[from] - '1']);
    }
  }
  return g;
}

}  // namespace

TEST_CASE("Every 17-clue puzzle of the corpus slice has 17 givens and one solution", "[core][corpus]") {
  const std::vector<Puzzle> puzzles = read_file("corpus_17_clue.txt");
  REQUIRE(puzzles.size() == 500);
  for (const Puzzle& p : puzzles) CHECK(givens(p.givens) == 17);
  check_unique_file("corpus_17_clue.txt");
}

TEST_CASE("Every top1465 puzzle of the corpus slice has one solution", "[core][corpus]") {
  check_unique_file("corpus_top1465.txt");
}

TEST_CASE("Every forum-hardest puzzle of the corpus slice has one solution", "[core][corpus]") {
  check_unique_file("corpus_forum_hardest.txt");
}

TEST_CASE("Rated puzzles read with their rating ignored and have one solution", "[core][corpus]") {
  // Lines are "<81 digits, 0 blank> <rating>".
  check_unique_file("corpus_se_rated.txt");
}

TEST_CASE("Every serg_benchmark puzzle of the corpus slice has several solutions", "[core][corpus]") {
  const std::vector<Puzzle> puzzles = read_file("corpus_serg_multiple.txt");
  REQUIRE(puzzles.size() == count_lines("corpus_serg_multiple.txt"));
  for (const Puzzle& p : puzzles) {
    INFO("line " << p.line << ": " << to_line(p.givens));
    CHECK(solve(p.givens, 2).count == 2);
    std::vector<Grid> solutions;
    REQUIRE(list_solutions(p.givens, 2, solutions) == 2);
    CHECK(solutions[0] != solutions[1]);
    for (const Grid& s : solutions) {
      CHECK(is_complete_solution(s));
      CHECK(agrees_with(p.givens, s));
    }
  }
}

TEST_CASE("A corpus rewritten as grids, digit streams or pencil marks reads back the same", "[core][corpus]") {
  const std::vector<Puzzle> lines = read_file("corpus_top1465.txt");
  std::string grids, stream, marks;
  int n = 0;
  for (const Puzzle& p : lines) {
    grids += "Puzzle " + std::to_string(++n) + "\n" + to_pretty(p.givens) + "\n";
    std::string digits = to_line(p.givens);
    for (char& c : digits) {
      if (c == '.') c = '0';
    }
    stream += "Rating: unknown\n" + digits.substr(0, 30) + "\n" + digits.substr(30) + "\n+++\n";
    marks += to_pencil_marks(board_from_grid(p.givens)) + "\n";
  }
  for (const std::string* text : {&grids, &stream}) {
    const auto all = read_puzzles(*text);
    REQUIRE(all);
    REQUIRE(all.value->size() == lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i) CHECK((*all.value)[i].givens == lines[i].givens);
  }
  // Pencil marks: the candidates left by the givens, solved from the marks,
  // give the same solution as the plain puzzle.
  const auto pm = read_puzzles(marks);
  REQUIRE(pm);
  REQUIRE(pm.value->size() == lines.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const Puzzle& p = (*pm.value)[i];
    REQUIRE(p.marks);
    CHECK(agrees_with(p.givens, solve(lines[i].givens, 1).solution));
    const SolveResult from_marks = solve(*p.marks, 2);
    CHECK(from_marks.count == 1);
    CHECK(from_marks.solution == solve(lines[i].givens, 1).solution);
  }
}

TEST_CASE("Random full grids with cells removed solve to grids that agree", "[core][corpus]") {
  std::mt19937 rng(20240601);
  REQUIRE(is_complete_solution(random_full_grid(rng)));
  for (int round = 0; round < 300; ++round) {
    const Grid full = random_full_grid(rng);
    REQUIRE(is_complete_solution(full));
    // Remove between 0 and 81 cells.
    Grid puzzle = full;
    std::array<int, kCells> order{};
    for (int c = 0; c < kCells; ++c) order[c] = c;
    std::shuffle(order.begin(), order.end(), rng);
    const int removed = static_cast<int>(rng() % (kCells + 1));
    for (int i = 0; i < removed; ++i) puzzle.cells[order[i]] = 0;
    INFO("round " << round << ": " << to_line(puzzle));
    // The puzzle reads back from each written form.
    test::check_written_forms_read_back(puzzle);
    // It solves (`full` is a solution), and a unique solution is `full`.
    const SolveResult r = solve(puzzle, 2);
    REQUIRE(r.count >= 1);
    CHECK(is_complete_solution(r.solution));
    CHECK(agrees_with(puzzle, r.solution));
    if (r.count == 1) CHECK(r.solution == full);
    if (removed <= 3) CHECK(r.count == 1);  // 3 or fewer blanks cannot be ambiguous
    // From its pencil marks too.
    const auto pm = read_puzzle(to_pencil_marks(board_from_grid(puzzle)));
    REQUIRE(pm);
    const SolveResult m = pm.value->marks ? solve(*pm.value->marks, 2) : solve(pm.value->givens, 2);
    CHECK(m.count == r.count);
    CHECK(agrees_with(puzzle, m.solution));
  }
}
