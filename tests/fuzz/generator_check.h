// generator_check.h - the generator under any options: the properties the
// libFuzzer target fuzz_generator.cpp asserts, shared with the Catch2 test
// that replays tests/fuzz/corpus/generator/ (tests/core/fuzz_corpus_test.cpp).
//
// Input: byte 0 the flags (bits 0-1 the symmetry, bit 2 minimal, bits 3-4
// no level or Easy, Medium, Hard, bits 5-7 the attempts allowed, 1..8), then
// up to 8 bytes of seed (little-endian; missing bytes are 0). A new
// GenerateOptions field takes the next byte in decode_generate_options and,
// if it promises something, a check in check_generator.
//
// What must hold (generator.h): a generation either gives up after exactly
// the attempts allowed or gives a puzzle whose givens do not clash, with
// exactly one solution (the one reported), symmetric as asked, minimal when
// asked (checked with the solver), rated at the level asked, and the same
// options give the same puzzle.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/format.h"
#include "core/generator.h"
#include "core/logic/rating.h"
#include "core/solver.h"

namespace sudoku::fuzz {

inline GenerateOptions decode_generate_options(std::string_view bytes) {
  auto byte = [&](std::size_t i) -> std::uint64_t {
    return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u;
  };
  GenerateOptions o;
  const std::uint64_t flags = byte(0);
  o.symmetry = static_cast<Symmetry>(flags & 3u);
  o.minimal = (flags & 4u) != 0;
  // Bits 3-4: no level, or Easy, Medium, Hard (the quick ones: a fuzz input
  // must finish in well under a second).
  if (const std::uint64_t level = (flags >> 3) & 3u; level != 0) o.level = static_cast<logic::Level>(level - 1);
  o.max_attempts = 1 + static_cast<int>((flags >> 5) & 7u);
  o.seed = 0;
  for (std::size_t i = 0; i < 8; ++i) o.seed |= byte(1 + i) << (8 * i);
  return o;
}

/// Returns "" when every property holds for the input, else what broke.
inline std::string check_generator(std::string_view bytes) {
  const GenerateOptions options = decode_generate_options(bytes);
  const Generated g = generate(options);
  const std::string seed = "seed " + std::to_string(options.seed) + ": ";
  if (g.status == GenerateStatus::kGaveUp) {
    if (g.attempts != options.max_attempts) return seed + "gave up after " + std::to_string(g.attempts) + " attempts";
    return {};
  }
  if (g.status != GenerateStatus::kOk)
    return seed + "status " + std::to_string(static_cast<int>(g.status)) + " " + g.error;
  const Grid& puzzle = g.puzzle;
  if (!givens_consistent(puzzle)) return seed + "clashing givens " + to_line(puzzle);
  const SolveResult solved = solve(puzzle, 2);
  if (solved.count != 1) return seed + "not unique " + to_line(puzzle);
  if (solved.solution != g.solution) return seed + "another solution reported " + to_line(puzzle);
  if (!has_symmetry(puzzle, options.symmetry)) {
    return seed + "not " + std::string(symmetry_name(options.symmetry)) + " symmetric " + to_line(puzzle);
  }
  if (options.minimal) {
    // Checked with the solver, not with is_minimal (the code under test).
    for (int c = 0; c < kCells; ++c) {
      if (puzzle.cells[static_cast<std::size_t>(c)] == 0) continue;
      Grid fewer = puzzle;
      fewer.cells[static_cast<std::size_t>(c)] = 0;
      if (solve(fewer, 2).count == 1) return seed + "not minimal: " + cell_name(c) + " can go " + to_line(puzzle);
    }
  }
  const logic::Rating rating = logic::rate(puzzle);
  if (options.level && rating.level != *options.level) {
    return seed + "rated " + std::string(logic::level_name(rating.level)) + ", asked " +
           std::string(logic::level_name(*options.level)) + " " + to_line(puzzle);
  }
  if (generate(options).puzzle != puzzle) return seed + "the same options give another puzzle";
  return {};
}

}  // namespace sudoku::fuzz
