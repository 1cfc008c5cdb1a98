// scan_bench.cpp - time per photo of the picture reader (sudoku::vision):
// decodes each picture (stb_image, not timed), then reads it `--repeat`
// times and prints the fastest wall time of read_puzzle (the least disturbed
// by other work on a shared machine), with what it read. Built natively and
// to WebAssembly for node, so the two compare like with like.
//
//   sudoku-scan-bench [--repeat N] IMAGE...
//   -> one line per picture: <file> <81 characters or "no grid"> <fastest ms>
//      and a last line: photos <n> mean <ms> median <ms> (of those times)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#define STB_IMAGE_IMPLEMENTATION
#define STBI_ONLY_JPEG
#define STBI_ONLY_PNG
#include <stb_image.h>

#include "vision/image.h"
#include "vision/reader.h"

namespace {

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v.empty() ? 0.0 : v[v.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 5;
  std::vector<const char*> files;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) {
      repeat = std::max(1, std::atoi(argv[++i]));
    } else {
      files.push_back(argv[i]);
    }
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: sudoku-scan-bench [--repeat N] IMAGE...\n");
    return 2;
  }
  std::vector<double> per_photo;
  for (const char* file : files) {
    int w = 0, h = 0, channels = 0;
    stbi_uc* data = stbi_load(file, &w, &h, &channels, 1);
    if (data == nullptr) {
      std::fprintf(stderr, "%s: cannot decode (%s)\n", file, stbi_failure_reason());
      return 2;
    }
    const sudoku::vision::Image picture = sudoku::vision::to_gray(data, w, h, 1);
    stbi_image_free(data);
    std::vector<double> times;
    std::string line = "no grid";
    for (int r = 0; r < repeat; ++r) {
      const auto t0 = std::chrono::steady_clock::now();
      const sudoku::vision::Reading reading = sudoku::vision::read_puzzle(picture);
      const auto t1 = std::chrono::steady_clock::now();
      times.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      if (reading.found) {
        line.assign(81, '.');
        for (int c = 0; c < 81; ++c) {
          const int d = reading.choice.grid.cells[static_cast<std::size_t>(c)];
          if (d != 0) line[static_cast<std::size_t>(c)] = static_cast<char>('0' + d);
        }
      }
    }
    per_photo.push_back(*std::min_element(times.begin(), times.end()));
    std::printf("%s %s %.1f\n", file, line.c_str(), per_photo.back());
  }
  double total = 0;
  for (double t : per_photo) total += t;
  std::printf("photos %zu mean %.1f median %.1f\n", per_photo.size(), total / static_cast<double>(per_photo.size()),
              median(per_photo));
  return 0;
}
