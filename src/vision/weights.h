// weights.h - the cell classifier's trained weights (weights.cpp is written
// by train/train.py). A two-layer perceptron on kCrop x kCrop crops: 784
// inputs, kHidden rectified units, kClasses outputs (0: a mark that is no
// digit, 1-9: a printed digit, 10-18: a handwritten digit 1-9). Weights are
// int8 with one float scale per unit.
#pragma once

#include <cstdint>

namespace sudoku::vision::weights {

inline constexpr int kInputs = 28 * 28;
inline constexpr int kHidden = 128;
inline constexpr int kClasses = 19;

extern const std::int8_t kW1[kInputs * kHidden];
extern const float kS1[kHidden];
extern const float kB1[kHidden];
extern const std::int8_t kW2[kHidden * kClasses];
extern const float kS2[kClasses];
extern const float kB2[kClasses];

}  // namespace sudoku::vision::weights
