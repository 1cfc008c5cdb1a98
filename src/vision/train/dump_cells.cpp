// dump_cells.cpp - the training data maker: runs the reader's own grid
// finding and cell cropping on labelled pictures and writes every crop with
// its label, so the classifier learns from exactly what it will see.
//
//   sudoku_vision_dump OUT.bin PICTURE.pgm...
//
// Each PICTURE.pgm (binary 8-bit PGM) has its labels in PICTURE.dat beside it,
// in the sudoku_dataset layout: two header lines, then 9 lines of 9 labels
// (0 for a blank, 1-9 a printed digit, 10-18 a handwritten digit 1-9).
// OUT.bin gets one record per cell that holds ink: kCrop * kCrop crop
// bytes, the label (0: no digit, 1-18 as above), the picture's index
// in the argument list (2 bytes, little-endian) and the cell (0-80).
// A summary per picture goes to standard error.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>

#include "vision/cells.h"
#include "vision/locate.h"

namespace {

bool read_pgm(const std::string& path, sudoku::vision::Image& image) {
  std::ifstream in(path, std::ios::binary);
  std::string magic;
  int w = 0, h = 0, maxval = 0;
  if (!(in >> magic >> w >> h >> maxval) || magic != "P5" || maxval != 255 || w <= 0 || h <= 0) return false;
  in.get();
  image = sudoku::vision::Image(w, h);
  in.read(reinterpret_cast<char*>(image.pixels.data()), static_cast<std::streamsize>(image.pixels.size()));
  return static_cast<bool>(in);
}

bool read_labels(const std::string& path, int (&labels)[81]) {
  std::ifstream in(path);
  std::string line;
  if (!std::getline(in, line) || !std::getline(in, line)) return false;
  for (int& l : labels) {
    if (!(in >> l) || l < 0 || l > 18) return false;
  }
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::cerr << "usage: sudoku_vision_dump OUT.bin PICTURE.pgm...\n";
    return 2;
  }
  std::ofstream out(argv[1], std::ios::binary);
  int not_found = 0, missed = 0, extra = 0;
  for (int i = 2; i < argc; ++i) {
    const std::string path = argv[i];
    sudoku::vision::Image picture;
    int labels[81];
    if (!read_pgm(path, picture) || !read_labels(path.substr(0, path.size() - 4) + ".dat", labels)) {
      std::cerr << path << ": cannot read the picture or its .dat labels\n";
      return 2;
    }
    const auto located = sudoku::vision::locate_grid(picture);
    if (!located.found) {
      std::cerr << path << ": " << located.why_not << "\n";
      ++not_found;
      continue;
    }
    const auto cells = sudoku::vision::extract_cells(located.rectified);
    int pic_missed = 0, pic_extra = 0;
    for (int c = 0; c < 81; ++c) {
      if (!cells[c].has_ink) {
        pic_missed += labels[c] != 0 ? 1 : 0;
        continue;
      }
      pic_extra += labels[c] == 0 ? 1 : 0;
      out.write(reinterpret_cast<const char*>(cells[c].crop.data()),
                static_cast<std::streamsize>(cells[c].crop.size()));
      const unsigned char tail[4] = {static_cast<unsigned char>(labels[c]), static_cast<unsigned char>((i - 2) & 0xFF),
                                     static_cast<unsigned char>((i - 2) >> 8), static_cast<unsigned char>(c)};
      out.write(reinterpret_cast<const char*>(tail), 4);
    }
    if (pic_missed > 0) std::cerr << path << ": " << pic_missed << " digit(s) not seen\n";
    missed += pic_missed, extra += pic_extra;
  }
  std::cerr << "pictures: " << argc - 2 << ", grid not found: " << not_found << ", digits not seen: " << missed
            << ", marks in blank cells: " << extra << "\n";
  return 0;
}
