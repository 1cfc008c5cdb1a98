// bench.cpp - the solver benchmark (see bench.h).
#include "bench/bench.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <ostream>
#include <utility>

#if !defined(__wasm__)
#include <sys/resource.h>
#endif

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
    puzzles.push_back(grid_from_line(line));
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

/// Calls a progress hook when it is set.
template <class Fn, class... Args>
void notify(const Fn& fn, Args&&... args) {
  if (fn) fn(std::forward<Args>(args)...);
}

}  // namespace

std::size_t peak_memory_bytes() {
#if defined(__wasm__)
  return __builtin_wasm_memory_size(0) * 65536u;
#else
  rusage usage{};
  if (getrusage(RUSAGE_SELF, &usage) != 0) return 0;
  return static_cast<std::size_t>(usage.ru_maxrss) * 1024u;  // Linux counts kilobytes
#endif
}

const char* peak_memory_kind() {
#if defined(__wasm__)
  return "WebAssembly memory";
#else
  return "peak resident set";
#endif
}

int run_bench(const BenchOptions& opts, std::ostream& out, std::ostream& err) {
  using Clock = std::chrono::steady_clock;
  const int limit = opts.limit < 1 ? 1 : opts.limit;
  const BenchProgress& progress = opts.progress;
  if (opts.csv) out << "file,puzzles,puzzles_per_s,us_per_puzzle,guesses_per_puzzle,peak_memory_kb\n";
  int status = 0;
  for (const std::string& path : opts.files) {
    std::vector<Grid> puzzles;
    if (!read_puzzles(path, puzzles) || puzzles.empty()) {
      err << "sudoku-bench: cannot read puzzles from " << path << "\n";
      return 2;
    }

    // Warm-up pass: check every answer, count guesses.
    const std::string name = base_name(path);
    notify(progress.start, name + " checking", static_cast<double>(puzzles.size()));
    std::uint64_t guesses = 0;
    bool valid = true;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
      if (i % 256 == 0) notify(progress.update, static_cast<double>(i), static_cast<long>(i));
      const SolveResult r = solve(puzzles[i], limit);
      guesses += r.guesses;
      if (r.count < 1 || !is_complete_solution(r.solution) || !agrees_with(puzzles[i], r.solution)) {
        notify(progress.erase);
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
    notify(progress.start, name + " warming up", warm_seconds);
    const auto warm_start = Clock::now();
    for (;;) {
      const double warm = std::chrono::duration<double>(Clock::now() - warm_start).count();
      if (warm >= warm_seconds) break;
      notify(progress.update, warm, -1L);
      for (const Grid& p : puzzles) sink += static_cast<std::uint64_t>(solve(p, limit).count);
    }

    // Timed whole passes (the progress hook is called between passes only).
    notify(progress.start, name + " timing", opts.min_seconds);
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
      notify(progress.update, seconds, static_cast<long>(solved));
    } while (seconds < opts.min_seconds);
    const volatile std::uint64_t observed = sink;  // keeps the timed work from being optimised away
    (void)observed;

    const double n = static_cast<double>(puzzles.size());
    const double rate = static_cast<double>(solved) / seconds;
    const double us = seconds * 1e6 / static_cast<double>(solved);
    const double gpp = static_cast<double>(guesses) / n;
    notify(progress.erase);
    if (opts.csv) {
      out << name << ',' << puzzles.size() << ',' << fixed(rate, 1) << ',' << fixed(us, 3) << ',' << fixed(gpp, 3)
          << ',' << (peak_memory_bytes() + 512) / 1024 << "\n";
    } else {
      out << name << ": " << puzzles.size() << " puzzles, " << fixed(rate, 1) << " puzzles/s, " << fixed(us, 3)
          << " us/puzzle, " << fixed(gpp, 3) << " guesses/puzzle (limit " << limit << ")\n";
    }
    out.flush();
  }
  if (!opts.csv) {
    out << "peak memory: " << fixed(static_cast<double>(peak_memory_bytes()) / (1024.0 * 1024.0), 1) << " MB ("
        << peak_memory_kind() << ")\n";
  }
  return status;
}

}  // namespace sudoku
