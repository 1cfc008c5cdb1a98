// fuzz_reader.cpp - libFuzzer target: arbitrary bytes into the puzzle reader,
// whatever it accepts into the solver (limit 2) and back through the writers.
// The properties are in reader_check.h; a broken one aborts with its name.
#include "fuzz_entry.h"
#include "reader_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return sudoku::fuzz::run_check("fuzz_reader", data, size, sudoku::fuzz::check_reader);
}
