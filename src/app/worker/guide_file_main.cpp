// guide_file_main.cpp - writes the guide to the techniques (core/guide_file.h)
// to the file named by its one argument: the site's guide.txt, which the app
// fetches when a player first opens the guide. Run by node at build time.
#include <cstdio>
#include <string>

#include "core/guide_file.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: sudoku-guide-file OUTPUT\n");
    return 2;
  }
  const std::string text = sudoku::write_guide_file();
  std::FILE* f = std::fopen(argv[1], "wb");
  if (f == nullptr) {
    std::fprintf(stderr, "sudoku-guide-file: cannot write %s\n", argv[1]);
    return 1;
  }
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (std::fclose(f) != 0 || !ok) {
    std::fprintf(stderr, "sudoku-guide-file: writing %s failed\n", argv[1]);
    return 1;
  }
  return 0;
}
