// bench.cpp - the solver benchmark (see bench.h).
#include "bench/bench.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <ostream>

#include "core/grid.h"
#include "core/solver.h"

namespace sudoku {
namespace {

/// Reads one puzzle per line (first 81 characters); false if unreadable.
bool read_puzzles(const std::string& path, std::vector<Grid>& puzzles) {
  std::ifstream in(path);
  if (!in) return false;
  std::string line;
  while (std::getline(in, line)) {
    if (line.size() < static_cast<std::size_t>(kCells)) continue;
    Grid g;
    for (std::size_t c = 0; c < static_cast<std::size_t>(kCells); ++c) {
      const char ch = line[c];
      g.cells[c] = (ch >= '1' && ch <= '9') ? static_cast<std::uint8_t>(ch - '0') : std::uint8_t{0};
    }
    puzzles.push_back(g);
  }
  return !in.bad();
}

std::string base_name(const std::string& path) {
  const std::size_t slash = path.find_last_of("/\\");
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string fixed(double value, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, value);
  return buf;
}

}  // namespace

int run_bench(const BenchOptions& opts, std::ostream& out, std::ostream& err) {
  using Clock = std::chrono::steady_clock;
  const int limit = opts.limit < 1 ? 1 : opts.limit;
  if (opts.csv) out << "file,puzzles,puzzles_per_s,us_per_puzzle,guesses_per_puzzle\n";
  int status = 0;
  for (const std::string& path : opts.files) {
    std::vector<Grid> puzzles;
    if (!read_puzzles(path, puzzles) || puzzles.empty()) {
      err << "sudoku-bench: cannot read puzzles from " << path << "\n";
      return 2;
    }

    // Warm-up pass: check every answer, count guesses.
    std::uint64_t guesses = 0;
    bool valid = true;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      const SolveResult r = solve(puzzles[i], limit);
      guesses += r.guesses;
      if (r.count < 1 || !is_complete_solution(r.solution) || !agrees_with(puzzles[i], r.solution)) {
        err << "sudoku-bench: " << path << " line " << (i + 1) << ": "
            << (r.count < 1 ? "no solution found" : "wrong solution") << "\n";
        valid = false;
        break;
      }
    }
    if (!valid) {
      status = 1;
      continue;
    }

    // More untimed passes until the warm-up has lasted a quarter of the timed
    // part (at most half a second): a JIT (WebAssembly under node or in a
    // browser) first runs new code in a baseline tier and needs this long to
    // settle on optimised code, and the figure should be the steady state.
    std::uint64_t sink = 0;
    const double warm_seconds = std::min(0.5, opts.min_seconds / 4.0);
    const auto warm_start = Clock::now();
    while (std::chrono::duration<double>(Clock::now() - warm_start).count() < warm_seconds) {
      for (const Grid& p : puzzles) sink += static_cast<std::uint64_t>(solve(p, limit).count);
    }

    // Timed whole passes.
    std::uint64_t solved = 0;
    double seconds = 0.0;
    const auto start = Clock::now();
    do {
      for (const Grid& p : puzzles) {
        const SolveResult r = solve(p, limit);
        sink += static_cast<std::uint64_t>(r.count) + r.solution.cells[0];
      }
      solved += puzzles.size();
      seconds = std::chrono::duration<double>(Clock::now() - start).count();
    } while (seconds < opts.min_seconds);
    const volatile std::uint64_t observed = sink;  // keeps the timed work from being optimised away
    (void)observed;

    const double n = static_cast<double>(puzzles.size());
    const double rate = static_cast<double>(solved) / seconds;
    const double us = seconds * 1e6 / static_cast<double>(solved);
    const double gpp = static_cast<double>(guesses) / n;
    if (opts.csv) {
      out << base_name(path) << ',' << puzzles.size() << ',' << fixed(rate, 1) << ',' << fixed(us, 3) << ','
          << fixed(gpp, 3) << "\n";
    } else {
      out << base_name(path) << ": " << puzzles.size() << " puzzles, " << fixed(rate, 1) << " puzzles/s, "
          << fixed(us, 3) << " us/puzzle, " << fixed(gpp, 3) << " guesses/puzzle (limit " << limit << ")\n";
    }
    out.flush();
  }
  return status;
}

}  // namespace sudoku
