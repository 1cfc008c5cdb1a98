// classifier.h - what digit a cell's crop shows.
#pragma once

#include <array>
#include <cstdint>

#include "vision/cells.h"

namespace sudoku::vision {

/// [0]: the cell is blank (its mark is no digit), [d]: it shows digit d.
/// Sums to 1.
using Probabilities = std::array<float, 10>;

/// The trained classifier (weights.h) on one crop (CellInk::crop).
Probabilities classify(const std::array<std::uint8_t, kCrop * kCrop>& crop);

/// A blank cell's probabilities: certain it is blank.
Probabilities blank_cell();

}  // namespace sudoku::vision
