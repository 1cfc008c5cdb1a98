// classifier.h - what a cell's crop shows: no digit, a printed digit or a
// handwritten one.
#pragma once

#include <array>
#include <cstdint>

#include "vision/cells.h"

namespace sudoku::vision {

/// Handwritten digit d is the classifier's class kHandwritten + d.
inline constexpr int kHandwritten = 9;

/// The classifier's answer on one mark. [0]: the mark is no digit (a blank
/// cell), [d]: a printed digit d, [kHandwritten + d]: a handwritten digit d
/// (a player's, in a half-done puzzle). Sums to 1.
using MarkProbabilities = std::array<float, 1 + 2 * kHandwritten>;

/// The givens' view of a cell: [0] no given (blank, or a handwritten digit),
/// [d]: printed digit d. Sums to 1.
using Probabilities = std::array<float, 10>;

/// The trained classifier (weights.h) on one crop (CellInk::crop).
MarkProbabilities classify_mark(const std::array<std::uint8_t, kCrop * kCrop>& crop);

/// The givens' view of `mark`: its handwritten classes counted as no given.
Probabilities as_givens(const MarkProbabilities& mark);

/// The givens' view of the classifier on one crop.
Probabilities classify(const std::array<std::uint8_t, kCrop * kCrop>& crop);

/// A blank cell's probabilities: certain it is blank.
Probabilities blank_cell();
MarkProbabilities blank_mark();

}  // namespace sudoku::vision
