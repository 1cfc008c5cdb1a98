#include "core/grid.h"

namespace sudoku {

std::string cell_name(int cell) {
  return std::string{'r', static_cast<char>('1' + row_of(cell)), 'c', static_cast<char>('1' + col_of(cell))};
}

std::string unit_name(int unit) {
  static constexpr const char* kKinds[] = {"row ", "column ", "box "};
  return kKinds[unit / 9] + std::to_string(unit % 9 + 1);
}

Board board_from_grid(const Grid& grid) {
  Board b;
  b.values = grid.cells;
  for (int c = 0; c < kCells; ++c) {
    if (grid.cells[c] != 0) {
      b.candidates[c] = digit_bit(grid.cells[c]);
      continue;
    }
    Mask m = kAllDigits;
    for (int p : kPeerCells[c]) {
      if (grid.cells[p] != 0) m &= static_cast<Mask>(~digit_bit(grid.cells[p]));
    }
    b.candidates[c] = m;
  }
  return b;
}

Grid grid_from_line(std::string_view line) {
  Grid g;
  for (std::size_t c = 0; c < kCells && c < line.size(); ++c) {
    const char ch = line[c];
    g.cells[c] = (ch >= '1' && ch <= '9') ? static_cast<std::uint8_t>(ch - '0') : std::uint8_t{0};
  }
  return g;
}

Grid grid_of(const Board& board) {
  Grid g;
  g.cells = board.values;
  return g;
}

bool givens_consistent(const Grid& grid) {
  for (const auto& unit : kUnitCells) {
    Mask seen = 0;
    for (int c : unit) {
      const int d = grid.cells[c];
      if (d == 0) continue;
      if (seen & digit_bit(d)) return false;
      seen |= digit_bit(d);
    }
  }
  return true;
}

bool is_complete_solution(const Grid& grid) {
  for (const auto& unit : kUnitCells) {
    Mask seen = 0;
    for (int c : unit) {
      const int d = grid.cells[c];
      if (d < 1 || d > 9) return false;
      seen |= digit_bit(d);
    }
    if (seen != kAllDigits) return false;
  }
  return true;
}

bool agrees_with(const Grid& puzzle, const Grid& solution) {
  for (int c = 0; c < kCells; ++c) {
    if (puzzle.cells[c] != 0 && puzzle.cells[c] != solution.cells[c]) return false;
  }
  return true;
}

}  // namespace sudoku
