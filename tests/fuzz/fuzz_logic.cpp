// fuzz_logic.cpp - libFuzzer target; what it feeds and checks: logic_check.h.
#include "fuzz_entry.h"
#include "logic_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sudoku::fuzz::run_check("fuzz_logic", data, size, sudoku::fuzz::check_logic);
}
