// rate_bench.h - timing the logic engine's full rated solve path (the work
// behind `sudoku rate` and the app's difficulty levels), natively and in
// WebAssembly under node (`sudoku-bench --rate FILE...`).
#pragma once

#include <iosfwd>
#include <string>
#include <vector>

namespace sudoku {

/// Rates every puzzle of each file (one per line, first 81 characters) once,
/// timing logic::rate, and prints per file: puzzles, the median and 99th
/// percentile time per rated path, and the share solved without a guess.
/// Returns 0, or 2 when a file cannot be read or holds no puzzle.
int run_rate_bench(const std::vector<std::string>& files, std::ostream& out, std::ostream& err);

}  // namespace sudoku
