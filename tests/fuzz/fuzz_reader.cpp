// fuzz_reader.cpp - libFuzzer target: arbitrary bytes into the puzzle reader,
// whatever it accepts into the solver (limit 2) and back through the writers.
// The properties are in fuzz_check.h; a broken one aborts with its name.
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string broken = sudoku::fuzz::check_input(text);
  if (!broken.empty()) {
    std::fprintf(stderr, "fuzz_reader: %s\n", broken.c_str());
    std::abort();
  }
  return 0;
}
