// fuzz_save.cpp - libFuzzer target; what it feeds and checks: save_check.h.
#include "fuzz_entry.h"
#include "save_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sudoku::fuzz::run_check("fuzz_save", data, size, sudoku::fuzz::check_save);
}
