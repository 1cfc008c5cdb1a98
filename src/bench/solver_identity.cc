// solver_identity.cc - one line per file and limit that sums up every answer of
// the solver: a change that only makes the solver faster must print the same
// lines as the commit before it, natively and in WebAssembly (the identity
// check of src/bench/README.md, "Keeping the search").
//
//   solver_identity FILE...
//
// For each file (one puzzle per line, its first 81 characters; '1'-'9' a
// given, anything else an empty cell) and each limit, 1 then 2, prints
//   <file> limit <L> puzzles <N> counts <sum> guesses <sum> hash <16 hex digits>
// where the hash (64-bit FNV-1a) runs over every puzzle's solution count,
// guess count and first solution, in file order. Not part of the CMake build:
// built by hand like cpu_time_driver.cc,
//
//   clang++ -O3 -DNDEBUG -march=native -std=c++20 -Isrc -o /tmp/solver-identity \
//     src/bench/solver_identity.cc src/core/solver.cpp src/core/grid.cpp
//   em++ -O3 -DNDEBUG -msimd128 -std=c++20 -Isrc -sALLOW_MEMORY_GROWTH=1 -sNODERAWFS=1 \
//     -sENVIRONMENT=node -o /tmp/solver-identity.js src/bench/solver_identity.cc src/core/solver.cpp \
//     src/core/grid.cpp
//
// and run over the full collections of ../shared/data, the output of the two
// builds compared with diff.
#include <cstdint>
#include <cstdio>
#include <fstream>
#include <string>

#include "core/solver.h"

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: solver_identity FILE...\n");
    return 2;
  }
  for (int a = 1; a < argc; ++a) {
    for (int limit = 1; limit <= 2; ++limit) {
      std::ifstream in(argv[a]);
      if (!in) {
        std::fprintf(stderr, "solver_identity: cannot read %s\n", argv[a]);
        return 2;
      }
      std::uint64_t hash = 1469598103934665603ull;
      auto mix = [&hash](std::uint64_t v) { hash = (hash ^ v) * 1099511628211ull; };
      std::uint64_t puzzles = 0;
      std::uint64_t counts = 0;
      std::uint64_t guesses = 0;
      std::string line;
      while (std::getline(in, line)) {
        if (line.size() < 81) continue;
        sudoku::Grid g;
        for (std::size_t i = 0; i < 81; ++i) {
          const char c = line[i];
          g.cells[i] = static_cast<std::uint8_t>(c >= '1' && c <= '9' ? c - '0' : 0);
        }
        const sudoku::SolveResult r = sudoku::solve(g, limit);
        mix(static_cast<std::uint64_t>(r.count));
        mix(r.guesses);
        for (const std::uint8_t cell : r.solution.cells) mix(cell);
        ++puzzles;
        counts += static_cast<std::uint64_t>(r.count);
        guesses += r.guesses;
      }
      std::printf("%s limit %d puzzles %llu counts %llu guesses %llu hash %016llx\n", argv[a], limit,
                  static_cast<unsigned long long>(puzzles), static_cast<unsigned long long>(counts),
                  static_cast<unsigned long long>(guesses), static_cast<unsigned long long>(hash));
    }
  }
  return 0;
}
