// bench_page.cpp - the benchmark for the site's bench page (bench.html):
// the page writes bundled puzzle files into the in-memory file system and
// calls sudoku_bench_run for each, which answers with run_bench's output.
#include <sstream>
#include <string>

#include "bench/bench.h"

/// Runs the benchmark on `file` with `limit` (1 or 2) for at least
/// `min_seconds`; returns run_bench's CSV output (header and one row), or
/// its error text prefixed with "error:".
extern "C" __attribute__((used, visibility("default"))) const char* sudoku_bench_run(const char* file, int limit,
                                                                                     double min_seconds) {
  static std::string result;
  sudoku::BenchOptions opts;
  opts.files = {file};
  opts.limit = limit == 2 ? 2 : 1;
  opts.csv = true;
  opts.min_seconds = min_seconds;
  std::ostringstream out;
  std::ostringstream err;
  const int code = sudoku::run_bench(opts, out, err);
  result = code == 0 ? out.str() : "error: " + err.str();
  return result.c_str();
}
