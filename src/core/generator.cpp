#include "core/generator.h"

#include <array>
#include <numeric>
#include <utility>

#include "core/solver.h"

namespace sudoku {

namespace {

// splitmix64: small, fast and good enough to shuffle cells and digits.
struct Random {
  std::uint64_t state;
  std::uint64_t next() {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
  template <class T, std::size_t N>
  void shuffle(std::array<T, N>& a) {
    for (int i = static_cast<int>(N) - 1; i > 0; --i) std::swap(a[i], a[below(i + 1)]);
  }
};

// Fills `grid` from cell `at` on with digits in the order of `digits` per
// cell (a simple randomised backtracking fill; an empty grid never needs to
// backtrack far).
bool fill(Grid& grid, int at, Random& rng) {
  if (at == kCells) return true;
  if (grid.cells[at] != 0) return fill(grid, at + 1, rng);
  Mask used = 0;
  for (int p : kPeerCells[at]) {
    if (grid.cells[p] != 0) used |= digit_bit(grid.cells[p]);
  }
  std::array<std::uint8_t, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
  rng.shuffle(digits);
  for (std::uint8_t d : digits) {
    if (used & digit_bit(d)) continue;
    grid.cells[at] = d;
    if (fill(grid, at + 1, rng)) return true;
  }
  grid.cells[at] = 0;
  return false;
}

}  // namespace

Grid random_solution(std::uint64_t seed) {
  Random rng{seed};
  Grid grid;
  // The first box and the diagonal boxes are independent: fill them directly
  // (any permutation works), then complete the rest with backtracking.
  for (int box : {0, 4, 8}) {
    std::array<std::uint8_t, 9> digits{1, 2, 3, 4, 5, 6, 7, 8, 9};
    rng.shuffle(digits);
    for (int i = 0; i < 9; ++i) grid.cells[kUnitCells[18 + box][i]] = digits[i];
  }
  fill(grid, 0, rng);
  return grid;
}

Grid generate_puzzle(const GenerateOptions& options) {
  Random rng{options.seed ^ 0x5DEECE66Dull};
  Grid puzzle = random_solution(options.seed);
  std::array<std::uint8_t, kCells> order{};
  std::iota(order.begin(), order.end(), std::uint8_t{0});
  rng.shuffle(order);
  for (int cell : order) {
    const int mirror = kCells - 1 - cell;
    if (puzzle.cells[cell] == 0) continue;
    if (options.symmetric && mirror < cell) continue;  // handled with its partner
    Grid trial = puzzle;
    trial.cells[cell] = 0;
    if (options.symmetric) trial.cells[mirror] = 0;
    if (solve(trial, 2).count == 1) puzzle = trial;
  }
  return puzzle;
}

}  // namespace sudoku
