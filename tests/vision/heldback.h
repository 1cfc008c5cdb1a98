// heldback.h - the classifier's held-back crops, which train.py keeps out
// of training: tests/vision/data/heldback_cells.bin, the cells of every
// tenth photo of the training split of sudoku_dataset v2, and
// heldback_mixed_cells.bin, every other cell of the held-back photos of its
// "mixed" training split (the same puzzles with the empty cells filled in by
// hand). One record per crop: kCrop * kCrop bytes, then the label (0: no
// digit, 1-9: printed, 10-18: handwritten 1-9), two bytes of picture index
// and the cell.
#pragma once

#include <fstream>
#include <string>
#include <vector>

#include "render.h"

namespace sudoku::vision::test {

struct LabelledCrop {
  Glyph crop{};
  int label = 0;
};

inline std::vector<LabelledCrop> heldback_crops(const std::string& file = "heldback_cells.bin") {
  std::ifstream in(std::string(SUDOKU_VISION_TEST_DATA) + "/" + file, std::ios::binary);
  std::vector<LabelledCrop> out;
  LabelledCrop c;
  char tail[4];
  while (in.read(reinterpret_cast<char*>(c.crop.data()), static_cast<std::streamsize>(c.crop.size())) &&
         in.read(tail, 4)) {
    c.label = static_cast<unsigned char>(tail[0]);
    out.push_back(c);
  }
  return out;
}

}  // namespace sudoku::vision::test
