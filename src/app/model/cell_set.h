// cell_set.h - a set of cells (0..80), the one type for selections and
// highlight sets.
#pragma once

#include <bitset>
#include <vector>

#include "core/grid.h"

namespace sudoku::app {

/// Bit i set means cell i is in the set.
using CellSet = std::bitset<kCells>;

/// The cells of a set in increasing order.
inline std::vector<int> cells_of(const CellSet& set) {
  std::vector<int> out;
  for (int c = 0; c < kCells; ++c) {
    if (set.test(static_cast<std::size_t>(c))) out.push_back(c);
  }
  return out;
}

inline bool contains(const CellSet& set, int cell) {
  return cell >= 0 && cell < kCells && set.test(static_cast<std::size_t>(cell));
}

}  // namespace sudoku::app
