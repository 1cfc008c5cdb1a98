// fuzz_generator.cpp - libFuzzer target; what it feeds and checks: generator_check.h.
#include "fuzz_entry.h"
#include "generator_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sudoku::fuzz::run_check("fuzz_generator", data, size, sudoku::fuzz::check_generator);
}
