#include "bench/rate_bench.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <ostream>

#include "core/logic/rating.h"
#include "core/solver.h"

namespace sudoku {

int run_rate_bench(const std::vector<std::string>& files, std::ostream& out, std::ostream& err) {
  using Clock = std::chrono::steady_clock;
  for (const std::string& file : files) {
    std::ifstream in(file);
    if (!in) {
      err << "sudoku-bench: cannot read " << file << '\n';
      return 2;
    }
    std::vector<double> ms;
    int by_logic = 0;
    std::string line;
    while (std::getline(in, line)) {
      if (line.size() < 81) continue;
      const Grid g = grid_from_line(line);
      const SolveResult solved = solve(g, 2);
      if (solved.count != 1) continue;  // rating assumes a unique puzzle
      const auto t0 = Clock::now();
      const logic::Rating r = logic::rate(g, logic::TechniqueSet::all(), &solved.solution);
      ms.push_back(std::chrono::duration<double, std::milli>(Clock::now() - t0).count());
      by_logic += r.solved_by_logic ? 1 : 0;
    }
    if (ms.empty()) {
      err << "sudoku-bench: no unique puzzle in " << file << '\n';
      return 2;
    }
    std::sort(ms.begin(), ms.end());
    const auto at = [&ms](double q) {
      return ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * static_cast<double>(ms.size())))];
    };
    const std::string name = file.substr(file.find_last_of('/') + 1);
    char buf[256];
    std::snprintf(buf, sizeof buf,
                  "%s: %zu puzzles rated, median %.3f ms, p99 %.3f ms per rated path, %.1f%% by logic alone\n",
                  name.c_str(), ms.size(), at(0.5), at(0.99), 100.0 * by_logic / static_cast<double>(ms.size()));
    out << buf;
  }
  return 0;
}

}  // namespace sudoku
