// generator_check.h - the generator under any options: the properties the
// libFuzzer target fuzz_generator.cpp asserts, shared with the Catch2 test
// that replays tests/fuzz/corpus/generator/ (tests/core/fuzz_corpus_test.cpp).
//
// Input: byte 0 the flags (bit 0 symmetric), then up to 8 bytes of seed
// (little-endian; missing bytes are 0). A new GenerateOptions field takes
// the next flag bit (or byte) in decode_generate_options and, if it promises
// something, a check in check_generator.
//
// What must hold (generator.h): the puzzle's givens do not clash, it has
// exactly one solution, it is minimal (no given, or with `symmetric` no
// pair of givens symmetric about the centre, can be removed and keep it
// unique), symmetric when asked, and the same options give the same puzzle.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

#include "core/format.h"
#include "core/generator.h"
#include "core/solver.h"

namespace sudoku::fuzz {

inline GenerateOptions decode_generate_options(std::string_view bytes) {
  auto byte = [&](std::size_t i) -> std::uint64_t { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u; };
  GenerateOptions o;
  o.symmetric = (byte(0) & 1u) != 0;
  o.seed = 0;
  for (std::size_t i = 0; i < 8; ++i) o.seed |= byte(1 + i) << (8 * i);
  return o;
}

/// Returns "" when every property holds for the input, else what broke.
inline std::string check_generator(std::string_view bytes) {
  const GenerateOptions options = decode_generate_options(bytes);
  const Grid puzzle = generate_puzzle(options);
  const std::string seed = "seed " + std::to_string(options.seed) + ": ";
  if (!givens_consistent(puzzle)) return seed + "clashing givens " + to_line(puzzle);
  if (solve(puzzle, 2).count != 1) return seed + "not unique " + to_line(puzzle);
  for (int c = 0; c < kCells; ++c) {
    const int mirror = kCells - 1 - c;
    const bool given = puzzle.cells[static_cast<std::size_t>(c)] != 0;
    if (options.symmetric && given != (puzzle.cells[static_cast<std::size_t>(mirror)] != 0)) {
      return seed + "not symmetric at " + cell_name(c) + " " + to_line(puzzle);
    }
    if (!given || (options.symmetric && mirror < c)) continue;
    Grid fewer = puzzle;
    fewer.cells[static_cast<std::size_t>(c)] = 0;
    if (options.symmetric) fewer.cells[static_cast<std::size_t>(mirror)] = 0;
    if (solve(fewer, 2).count == 1) return seed + "not minimal: " + cell_name(c) + " can go " + to_line(puzzle);
  }
  if (generate_puzzle(options) != puzzle) return seed + "the same options give another puzzle";
  return {};
}

}  // namespace sudoku::fuzz
