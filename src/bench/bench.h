// bench.h - the solver benchmark: puzzles/s of the fast solver on puzzle files.
//
// Used by `sudoku bench` and by the stand-alone `sudoku-bench` program (built
// natively and to WebAssembly for node).
#pragma once

#include <cstddef>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

namespace sudoku {

/// Hooks for a progress display (each may be empty).
struct BenchProgress {
  /// A stage begins: `label` (file and stage: "checking", "warming up",
  /// "timing") and its total work (puzzles when checking, else seconds).
  std::function<void(const std::string& label, double total)> start;
  /// Work done in the stage so far, and the puzzles solved in it.
  std::function<void(double done, long puzzles)> update;
  /// A result line is about to be printed.
  std::function<void()> erase;
};

struct BenchOptions {
  /// Puzzle files: one puzzle per line, its first 81 characters, '1'-'9' a
  /// given and anything else ('.', '0') a blank; shorter lines are skipped.
  std::vector<std::string> files;
  /// Solutions to look for: 1 = first solution, 2 = prove uniqueness.
  int limit = 1;
  /// Print a CSV header and rows instead of one sentence per file.
  bool csv = false;
  /// Timed whole passes over a file repeat until at least this long.
  double min_seconds = 1.0;
  /// Told how far the run is (nothing by default).
  BenchProgress progress;
};

/// Benchmarks the solver on each file in turn: one warm-up pass that checks
/// every solution (complete, agrees with the givens; a puzzle without solution
/// is a failure), then whole passes until `min_seconds` are timed, then one line
/// per file on `out`: puzzles, puzzles/s, microseconds/puzzle, guesses/puzzle,
/// and at the end the peak memory (peak_memory_bytes; in CSV a last column,
/// peak_memory_kb, the peak so far). Errors go to `err`. Returns 0 when all is
/// well, 2 when a file cannot be read (or holds no puzzle), 1 when a solution
/// fails the check.
int run_bench(const BenchOptions& opts, std::ostream& out, std::ostream& err);

/// The process's peak memory in bytes: natively the peak resident set size
/// (getrusage), in WebAssembly the size of the linear memory (which only
/// grows, so its size is its peak).
std::size_t peak_memory_bytes();

/// What peak_memory_bytes measures: "peak resident set" or "WebAssembly memory".
const char* peak_memory_kind();

}  // namespace sudoku
