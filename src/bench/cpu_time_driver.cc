// cpu_time_driver.cc - CPU time per puzzle of one solver, ours or tdoku: the
// steadier figure on a shared machine (src/bench/README.md, "CPU time").
//
//   cpu_time_driver [--limit N] [--passes P] FILE
//
// Reads one puzzle per line (first 81 characters), warms up for 0.3 s, then
// times P whole passes (default 15) in file order and prints
//   <file> cpu_min <ns> cpu_med <ns> wall_min <ns> wall_med <ns> ns/puzzle
// CPU time is the process's (CLOCK_PROCESS_CPUTIME_ID natively,
// process.cpuUsage() under node). Not part of the CMake build: built by hand
// against our solver's sources, or with -DTDOKU against tdoku built outside
// the repository (it only declares tdoku's entry point):
//
//   clang++ -O3 -DNDEBUG -march=native -std=c++20 -Isrc -o /tmp/cpu-ours \
//     src/bench/cpu_time_driver.cc src/core/solver.cpp src/core/grid.cpp
//   clang++ -O3 -march=native -std=c++17 -DTDOKU -o /tmp/cpu-tdoku \
//     src/bench/cpu_time_driver.cc $TDOKU/tdoku/b/libtdoku_static.a
//   em++ -O3 -DNDEBUG -msimd128 -std=c++20 -Isrc -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 \
//     -sENVIRONMENT=node -o /tmp/cpu-ours.js src/bench/cpu_time_driver.cc src/core/solver.cpp src/core/grid.cpp
//   em++ -O3 -msimd128 -msse4.1 -std=c++17 -DTDOKU -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 -sENVIRONMENT=node \
//     -o /tmp/cpu-tdoku.js src/bench/cpu_time_driver.cc $TDOKU/tdoku/src/solver_dpll_triad_simd.cc
//     $TDOKU/tdoku/src/util.cc
//
// For a page (tests/browser/solver-bench.mjs runs it in headless Chromium and
// times it with the page's clock), either em++ line above with
// -sENVIRONMENT=web -sINVOKE_RUN=0 -sFORCE_FILESYSTEM=1
// -sEXPORTED_RUNTIME_METHODS=callMain,FS in place of -sNODERAWFS=1
// -sENVIRONMENT=node.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fstream>
#include <string>
#include <vector>

#if defined(TDOKU)
extern "C" size_t TdokuSolverDpllTriadSimd(const char* input, size_t limit, uint32_t configuration, char* solution,
                                           size_t* num_guesses);
#else
#include "core/solver.h"
#endif

#if defined(__EMSCRIPTEN__)
#include <emscripten.h>
// Under node the process's CPU time; in a page (tests/browser/solver-bench.mjs)
// the page's clock, as a page has no CPU clock.
EM_JS(double, js_cpu_microseconds, (), {
  if (typeof process == 'object' && process.cpuUsage) {
    const u = process.cpuUsage();
    return u.user + u.system;
  }
  return performance.now() * 1000;
});
static double cpu_seconds() { return js_cpu_microseconds() * 1e-6; }
#else
static double cpu_seconds() {
  timespec ts;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}
#endif

static double wall_seconds() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int main(int argc, char** argv) {
  int limit = 1;
  int passes = 15;
  const char* path = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--limit" && i + 1 < argc) {
      limit = std::atoi(argv[++i]);
    } else if (arg == "--passes" && i + 1 < argc) {
      passes = std::atoi(argv[++i]);
    } else {
      path = argv[i];
    }
  }
  std::ifstream in(path != nullptr ? path : "");
  if (!in || limit < 1 || passes < 1) {
    std::fprintf(stderr, "usage: cpu_time_driver [--limit N] [--passes P] FILE\n");
    return 2;
  }
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) {
    if (line.size() >= 81) lines.push_back(line.substr(0, 81));
  }
  const std::size_t n = lines.size();
  if (n == 0) return 2;

#if defined(TDOKU)
  std::vector<char> puzzles(n * 96, '\0');  // 96-byte stride, as tdoku's own benchmark
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t c = 0; c < 81; ++c) {
      puzzles[i * 96 + c] = (lines[i][c] >= '1' && lines[i][c] <= '9') ? lines[i][c] : '.';
    }
  }
  char solution[96];
  size_t guesses = 0;
  auto pass = [&] {
    std::uint64_t sink = 0;
    for (std::size_t i = 0; i < n; ++i) {
      sink += TdokuSolverDpllTriadSimd(&puzzles[i * 96], static_cast<size_t>(limit), 0, solution, &guesses) +
              static_cast<unsigned char>(solution[0]);
    }
    return sink;
  };
#else
  std::vector<sudoku::Grid> puzzles(n);
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t c = 0; c < 81; ++c) {
      const char ch = lines[i][c];
      puzzles[i].cells[c] = (ch >= '1' && ch <= '9') ? static_cast<std::uint8_t>(ch - '0') : 0;
    }
  }
  auto pass = [&] {
    std::uint64_t sink = 0;
    for (const sudoku::Grid& p : puzzles) {
      const sudoku::SolveResult r = sudoku::solve(p, limit);
      sink += static_cast<std::uint64_t>(r.count) + r.solution.cells[0];
    }
    return sink;
  };
#endif

  std::uint64_t sink = 0;
  const double warm_start = wall_seconds();
  while (wall_seconds() - warm_start < 0.3) sink += pass();
  std::vector<double> cpu, wall;
  for (int p = 0; p < passes; ++p) {
    const double c0 = cpu_seconds();
    const double w0 = wall_seconds();
    sink += pass();
    cpu.push_back((cpu_seconds() - c0) * 1e9 / static_cast<double>(n));
    wall.push_back((wall_seconds() - w0) * 1e9 / static_cast<double>(n));
  }
  std::sort(cpu.begin(), cpu.end());
  std::sort(wall.begin(), wall.end());
  const char* base = std::strrchr(path, '/');
  base = base != nullptr ? base + 1 : path;
  const std::size_t mid = cpu.size() / 2;
  std::printf("%s cpu_min %.1f cpu_med %.1f wall_min %.1f wall_med %.1f ns/puzzle%s\n", base, cpu[0], cpu[mid], wall[0],
              wall[mid], sink == 42 ? " " : "");
  return 0;
}
