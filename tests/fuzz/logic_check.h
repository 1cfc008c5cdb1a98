// logic_check.h - the logic engine on arbitrary boards: the properties the
// libFuzzer target fuzz_logic.cpp asserts, shared with the Catch2 test that
// replays tests/fuzz/corpus/logic/ (tests/core/fuzz_corpus_test.cpp).
//
// Input (bytes; anything decodes, a short input is padded):
//   byte 0     flags: bits 0-2 the techniques (tier 1 + value % 5, so tiers
//              4 and 5 come up least: they are the slow ones; tier 5 only
//              on a board with at least kMinDigitsForTier5 placed digits,
//              else tier 4), bit 3
//              allow_guess, bit 4 Order::kDifficulty, bit 5 a known
//              solution (as the app passes it), bit 6 walk (apply steps one
//              after another, as a player pressing "hint, apply"), bit 7
//              also solve_path.
//   byte 1     seed of the known solution when the placed digits have no
//              single one (random_solution), so repairs of wrong digits come
//              up. The known solution counts as unique when the placed digits
//              that agree with it have no other (the app's givens are such
//              digits).
//   then 81 x 2 bytes, one little-endian 16-bit word per cell: bits 0-8 the
//              candidates, bits 12-15 the value (10..15 read as empty).
//              Missing cells are empty with every candidate. A placed cell's
//              candidates are its digit (the Board convention).
//
// What must hold (truths: the solutions of the placed digits, at most two,
// or the known solution):
//  - no truth and no known solution: next_step answers kNoSolution;
//  - every step agrees with every truth: placements put its digit (a guess
//    among several truths excepted), eliminations never remove its digit,
//    a wrong-value repair clears only digits that differ from it, a
//    wrong-elimination repair restores only its digits;
//  - every step but kNoSolution changes the board, and a walk of steps ends
//    (with a known solution and guesses allowed: on that solution);
//  - solve_path ends; a board it calls solved is a complete grid that keeps
//    the placed digits and the candidates; a board that has a solution
//    (and one only, when uniqueness techniques are in play) is solved with
//    guesses allowed, and its logical steps before any guess agree with it.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/generator.h"
#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/trace.h"
#include "core/solver.h"

namespace sudoku::fuzz {

inline constexpr std::size_t kLogicInputSize = 2 + 2 * kCells;
/// Steps a walk may take before it counts as endless: far more than any
/// real path (each step places or removes something; repairs come first).
inline constexpr int kMaxWalk = 2000;
/// Forcing chains and nets (tier 5) on a board with few placed digits and
/// few candidates per cell can take seconds per step natively (e.g. every
/// cell {1,9}: 2 s for one step), near the fuzz runs' 60 s limit under
/// the sanitizers; a real puzzle has at least 17 givens.
inline constexpr int kMinDigitsForTier5 = 17;
/// With tier 5 a walk stops after this many steps (without the check that
/// it ends on the solution), no solve_path follows, and the nested forcing
/// net (the last technique) is left out: on such boards one net step took
/// seconds under the sanitizers and a walk of them 22 s (the artifact kept
/// as corpus/logic/regression-slow-tier5-walk). The unit tests check nets
/// on the hardest real puzzles.
inline constexpr int kMaxTier5Walk = 6;

struct LogicInput {
  Board board;
  logic::Options options;
  bool walk = false;
  bool path = false;
  int max_walk = kMaxWalk;
};

inline LogicInput decode_logic_input(std::string_view bytes) {
  auto byte = [&](std::size_t i) -> unsigned { return i < bytes.size() ? static_cast<unsigned char>(bytes[i]) : 0u; };
  LogicInput in;
  const unsigned flags = byte(0);
  in.options.allow_guess = (flags & 8u) != 0;
  in.options.order = (flags & 16u) != 0 ? logic::Order::kDifficulty : logic::Order::kTier;
  in.walk = (flags & 64u) != 0;
  in.path = (flags & 128u) != 0;
  for (std::size_t c = 0; c < kCells; ++c) {
    const std::size_t at = 2 + 2 * c;
    const unsigned word = at + 1 < bytes.size() ? byte(at) | byte(at + 1) << 8 : 0x01FFu;
    const unsigned value = word >> 12;
    in.board.values[c] = static_cast<std::uint8_t>(value <= 9 ? value : 0);
    in.board.candidates[c] =
        in.board.values[c] != 0 ? digit_bit(in.board.values[c]) : static_cast<Mask>(word & kAllDigits);
  }
  int digits = 0;
  for (const std::uint8_t v : in.board.values) digits += v != 0 ? 1 : 0;
  const int tier = 1 + static_cast<int>(flags & 7u) % 5;
  const bool tier5 = tier == 5 && digits >= kMinDigitsForTier5;
  in.options.techniques = logic::TechniqueSet::up_to_tier(tier == 5 && !tier5 ? 4 : tier);
  if (tier5) {
    in.options.techniques.remove(logic::Technique::kForcingNet);
    in.max_walk = kMaxTier5Walk;
    in.path = false;
  }
  if ((flags & 32u) != 0) {
    // As in the app: the solution of the puzzle, whose givens are among the
    // placed digits that agree with it; unique when those digits say so.
    const SolveResult s = solve(grid_of(in.board), 2);
    const Grid solution = s.count == 1 ? s.solution : random_solution(byte(1));
    Grid agreeing;
    for (std::size_t c = 0; c < kCells; ++c) {
      if (in.board.values[c] == solution.cells[c]) agreeing.cells[c] = solution.cells[c];
    }
    in.options.solution = solution;
    in.options.unique = solve(agreeing, 2).count == 1;
  }
  return in;
}

/// The bytes decode_logic_input reads back as `board` with `flags` and `seed`.
inline std::string encode_logic_input(const Board& board, unsigned flags, unsigned seed = 0) {
  std::string out{static_cast<char>(flags), static_cast<char>(seed)};
  for (std::size_t c = 0; c < kCells; ++c) {
    const unsigned word = static_cast<unsigned>(board.values[c]) << 12 | (board.candidates[c] & kAllDigits);
    out += static_cast<char>(word & 0xFFu);
    out += static_cast<char>(word >> 8);
  }
  return out;
}

namespace detail {

inline std::string where(const logic::Step& step) {
  return " (" + std::string(logic::technique_name(step.technique)) + ": " + step.sentence + ")";
}

/// "" when `step` agrees with every truth and changes `board`.
inline std::string check_step(const Board& board, const logic::Step& step, const std::vector<Grid>& truths) {
  using logic::Technique;
  for (const Grid& t : truths) {
    for (const logic::Candidate& p : step.placements) {
      if (step.technique == Technique::kGuess && truths.size() > 1) break;
      if (t.cells[p.cell] != p.digit)
        return "a placement " + logic::placement_text(p) + " against the solution" + where(step);
    }
    for (const logic::Candidate& e : step.eliminations) {
      if (t.cells[e.cell] == e.digit)
        return "an elimination " + logic::elimination_text(e) + " of the solution's digit" + where(step);
    }
    for (const std::uint8_t c : step.clears) {
      if (board.values[c] == t.cells[c]) return "a repair clears the true digit of " + cell_name(c) + where(step);
    }
    if (step.technique == Technique::kWrongElimination) {
      for (const logic::Candidate& r : step.restores) {
        if (t.cells[r.cell] != r.digit)
          return "a repair restores " + logic::placement_text(r) + ", not the solution's digit" + where(step);
      }
    }
  }
  if (step.technique != Technique::kNoSolution) {
    Board after = board;
    logic::apply_step(after, step);
    if (after == board) return "a step that changes nothing" + where(step);
  }
  return {};
}

/// The solutions of the placed digits (at most two), or the known one.
inline std::vector<Grid> truths_of(const Board& board, const logic::Options& options) {
  std::vector<Grid> out;
  if (options.solution) {
    out.push_back(*options.solution);
  } else {
    list_solutions(grid_of(board), 2, out);
  }
  return out;
}

inline bool fits(const Board& board, const Grid& grid) {
  for (std::size_t c = 0; c < kCells; ++c) {
    if (grid.cells[c] == 0 || !(board.candidates[c] & digit_bit(grid.cells[c]))) return false;
  }
  return true;
}

/// Appends up to `limit` solutions of `board` (each cell's digit among its
/// candidates) to `out`: an oracle apart from the solver under test, as an
/// exact cover search (Knuth's Algorithm X on the 324 constraints, without
/// dancing links). Each node branches on the constraint with the fewest ways
/// left: an open cell's digits, or the cells of a house that can still take
/// a digit it lacks. A constraint with none ends the branch, so three cells
/// of a row holding only {1,9}, or a digit no cell of a house can take, is
/// seen at once rather than after an exponential walk over the other cells.
inline void board_solutions(const Board& board, std::size_t limit, std::vector<Grid>& out) {
  if (out.size() >= limit) return;
  std::array<Mask, kCells> left{};
  int best_cell = -1;
  int best_count = 10;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    Mask seen = 0;
    for (const std::uint8_t p : kPeerCells[i]) {
      if (board.values[p] != 0) seen |= digit_bit(board.values[p]);
    }
    if (board.values[i] != 0) {
      if (seen & digit_bit(board.values[i])) return;  // a clash
      continue;
    }
    left[i] = static_cast<Mask>(board.candidates[i] & ~seen & kAllDigits);
    if (popcount(left[i]) < best_count) {
      best_cell = c;
      best_count = popcount(left[i]);
    }
  }
  if (best_cell < 0) {
    out.push_back(grid_of(board));
    return;
  }
  // A house and a digit it lacks, when fewer of its cells can take the digit
  // than the best cell has digits.
  int best_unit = -1;
  int best_digit = 0;
  for (int u = 0; u < kUnits && best_count > 0; ++u) {
    Mask placed = 0;
    for (const std::uint8_t c : kUnitCells[static_cast<std::size_t>(u)]) {
      if (board.values[c] != 0) placed |= digit_bit(board.values[c]);
    }
    for (int d = 1; d <= 9; ++d) {
      if (placed & digit_bit(d)) continue;
      int ways = 0;
      for (const std::uint8_t c : kUnitCells[static_cast<std::size_t>(u)]) {
        if (board.values[c] == 0 && (left[c] & digit_bit(d))) ++ways;
      }
      if (ways < best_count) {
        best_unit = u;
        best_digit = d;
        best_count = ways;
        if (ways == 0) break;
      }
    }
  }
  if (best_count == 0) return;
  auto place = [&](int cell, int digit) {
    Board next = board;
    next.values[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
    next.candidates[static_cast<std::size_t>(cell)] = digit_bit(digit);
    board_solutions(next, limit, out);
  };
  if (best_unit >= 0) {
    for (const std::uint8_t c : kUnitCells[static_cast<std::size_t>(best_unit)]) {
      if (out.size() >= limit) return;
      if (board.values[c] == 0 && (left[c] & digit_bit(best_digit))) place(c, best_digit);
    }
    return;
  }
  for (int d = 1; d <= 9 && out.size() < limit; ++d) {
    if (left[static_cast<std::size_t>(best_cell)] & digit_bit(d)) place(best_cell, d);
  }
}

inline std::string check_path(const Board& board, const logic::Options& options) {
  const logic::Trace trace = logic::solve_path(board, options);
  if (trace.solved) {
    const Grid final_grid = grid_of(trace.final_board);
    if (!is_complete_solution(final_grid)) return "solve_path calls an incomplete or clashing grid solved";
    if (!agrees_with(grid_of(board), final_grid)) return "solve_path's solution changes a placed digit";
    if (!fits(board, final_grid)) return "solve_path's solution leaves the candidates";
  }
  std::vector<Grid> solutions;
  board_solutions(board, 2, solutions);
  // Uniqueness techniques are in play with a unique known solution, or when
  // the placed digits have one solution: then the board must have that one
  // solution, or nothing can be promised.
  std::vector<Grid> placed;
  list_solutions(grid_of(board), 2, placed);
  const Grid* unique = options.solution && options.unique ? &*options.solution
                       : placed.size() == 1               ? &placed[0]
                                                          : nullptr;
  if (unique && !(solutions.size() == 1 && solutions[0] == *unique)) return {};
  if (solutions.empty()) return {};
  if (options.allow_guess && !trace.solved) return "solve_path with guesses does not solve a board that has a solution";
  if (trace.solved && solutions.size() == 1 && grid_of(trace.final_board) != solutions[0]) {
    return "solve_path reaches another grid than the board's only solution";
  }
  Board now = board;
  for (const logic::TraceEvent& e : trace.events) {
    if (e.kind != logic::EventKind::kStep) break;
    if (std::string broken = check_step(now, e.step, solutions); !broken.empty()) return "solve_path: " + broken;
    logic::apply_step(now, e.step);
  }
  return {};
}

}  // namespace detail

/// Returns "" when every property holds for the input, else what broke.
inline std::string check_logic(std::string_view bytes) {
  const LogicInput in = decode_logic_input(bytes);
  Board board = in.board;
  bool cut_short = false;
  for (int n = 0;; ++n) {
    if (n == in.max_walk) {
      if (in.max_walk == kMaxWalk) return "a walk of " + std::to_string(kMaxWalk) + " steps does not end";
      cut_short = true;
      break;
    }
    const std::vector<Grid> truths = detail::truths_of(board, in.options);
    const std::optional<logic::Step> step = logic::next_step(board, in.options);
    if (truths.empty() && (!step || step->technique != logic::Technique::kNoSolution)) {
      return "placed digits without a solution, and no kNoSolution step";
    }
    if (!step) break;
    if (std::string broken = detail::check_step(board, *step, truths); !broken.empty()) {
      return (n > 0 ? "step " + std::to_string(n + 1) + ": " : std::string()) + broken;
    }
    if (!in.walk || step->technique == logic::Technique::kNoSolution) break;
    logic::apply_step(board, *step);
  }
  if (in.walk && !cut_short && in.options.solution && in.options.allow_guess &&
      grid_of(board) != *in.options.solution) {
    return "a walk with a known solution and guesses allowed ends off the solution";
  }
  if (in.path) return detail::check_path(in.board, in.options);
  return {};
}

}  // namespace sudoku::fuzz
