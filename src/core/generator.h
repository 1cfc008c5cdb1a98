// generator.h - new puzzles with a unique solution.
//
// A generated puzzle starts from a random complete grid (the exact solver
// fills an empty grid with digits tried in a random order), then removes
// givens in a random order (in symmetric pairs when asked), keeping a
// removal only while the puzzle stays unique. The result is minimal: no
// given can be removed without losing uniqueness (or, when symmetric, no
// symmetric pair). Deterministic for a given seed.
#pragma once

#include <cstdint>

#include "core/grid.h"

namespace sudoku {

struct GenerateOptions {
  std::uint64_t seed = 1;
  /// Remove givens in pairs symmetric about the centre (180-degree rotation).
  bool symmetric = true;
};

/// A random complete, valid grid.
Grid random_solution(std::uint64_t seed);

/// A minimal uniquely solvable puzzle (see above).
Grid generate_puzzle(const GenerateOptions& options);

}  // namespace sudoku
