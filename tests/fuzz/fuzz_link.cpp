// fuzz_link.cpp - libFuzzer target; what it feeds and checks: link_check.h.
#include "fuzz_entry.h"
#include "link_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sudoku::fuzz::run_check("fuzz_link", data, size, sudoku::fuzz::check_link);
}
