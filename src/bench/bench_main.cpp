// bench_main.cpp - `sudoku-bench [--csv] [--limit 1|2] [--min-seconds S] FILE...`
// and `sudoku-bench --rate FILE...` (the logic engine's rated path, timed)
//
// The stand-alone benchmark program, also built to WebAssembly and run by node.
#include <cstdlib>
#include <iostream>
#include <string>

#include "bench/bench.h"
#include "bench/rate_bench.h"

namespace {

int usage() {
  std::cerr << "usage: sudoku-bench [--csv] [--limit 1|2] [--min-seconds S] FILE...\n"
               "       sudoku-bench --rate FILE...   (time the logic engine's rated solve path)\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  sudoku::BenchOptions opts;
  bool rate = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--rate") {
      rate = true;
    } else if (arg == "--csv") {
      opts.csv = true;
    } else if (arg == "--limit" && i + 1 < argc) {
      const std::string v = argv[++i];
      if (v != "1" && v != "2") return usage();
      opts.limit = v == "1" ? 1 : 2;
    } else if (arg == "--min-seconds" && i + 1 < argc) {
      char* end = nullptr;
      const char* v = argv[++i];
      opts.min_seconds = std::strtod(v, &end);
      if (end == v || *end != '\0' || !(opts.min_seconds >= 0.0)) return usage();
    } else if (arg == "-h" || arg == "--help") {
      usage();
      return 0;
    } else if (!arg.empty() && arg[0] == '-') {
      return usage();
    } else {
      opts.files.push_back(arg);
    }
  }
  if (opts.files.empty()) return usage();
  if (rate) return sudoku::run_rate_bench(opts.files, std::cout, std::cerr);
  return sudoku::run_bench(opts, std::cout, std::cerr);
}
