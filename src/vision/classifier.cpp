// classifier.cpp - the two-layer perceptron, int8 weights scaled per unit.
#include "vision/classifier.h"

#include <algorithm>
#include <cmath>

#include "vision/weights.h"

namespace sudoku::vision {

MarkProbabilities classify_mark(const std::array<std::uint8_t, kCrop * kCrop>& crop) {
  using namespace weights;
  static_assert(kInputs == kCrop * kCrop && kClasses == std::tuple_size_v<MarkProbabilities>);
  // Hidden sums in int32 (inputs 0..255 times int8 weights), scaled after.
  std::array<std::int32_t, kHidden> acc{};
  for (int i = 0; i < kInputs; ++i) {
    const int x = crop[i];
    if (x == 0) continue;
    const std::int8_t* row = &kW1[i * kHidden];
    for (int j = 0; j < kHidden; ++j) acc[j] += x * row[j];
  }
  std::array<float, kHidden> hidden{};
  for (int j = 0; j < kHidden; ++j) {
    hidden[j] = std::max(0.0f, static_cast<float>(acc[j]) * (kS1[j] / 255.0f) + kB1[j]);
  }
  MarkProbabilities out{};
  float top = -1e30f;
  for (int k = 0; k < kClasses; ++k) {
    float sum = 0;
    for (int j = 0; j < kHidden; ++j) sum += hidden[j] * static_cast<float>(kW2[j * kClasses + k]);
    out[k] = sum * kS2[k] + kB2[k];
    top = std::max(top, out[k]);
  }
  float total = 0;
  for (float& v : out) total += (v = std::exp(v - top));
  for (float& v : out) v /= total;
  return out;
}

Probabilities as_givens(const MarkProbabilities& mark) {
  Probabilities p{};
  p[0] = mark[0];
  for (int d = 1; d <= 9; ++d) {
    p[d] = mark[d];
    p[0] += mark[kHandwritten + d];
  }
  return p;
}

Probabilities classify(const std::array<std::uint8_t, kCrop * kCrop>& crop) { return as_givens(classify_mark(crop)); }

Probabilities blank_cell() {
  Probabilities p{};
  p[0] = 1;
  return p;
}

MarkProbabilities blank_mark() {
  MarkProbabilities p{};
  p[0] = 1;
  return p;
}

}  // namespace sudoku::vision
