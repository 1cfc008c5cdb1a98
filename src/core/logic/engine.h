// engine.h - the hint engine: the next deduction on a player's board.
//
// The engine walks the technique table (step.h) on a Board and returns the
// easiest step the allowed techniques find. A player's board may be wrong, so
// before any technique the engine checks it, in this order:
//
//  1. Clashing digits: two equal placed digits in one unit. With a known
//     solution the wrong one(s) are reported as kWrongValue, else kNoSolution
//     names the clash.
//  2. Wrong values (needs the solution): placed digits that differ from the
//     solution, all in one kWrongValue step whose `clears` empties them.
//  3. Wrong eliminations (needs the solution): empty cells whose candidates
//     lack the solution's digit, one kWrongElimination step whose `restores`
//     adds those digits back.
//  4. No solution: without a known solution, placed digits that admit no
//     completion give a kNoSolution step.
//  5. Missing candidates. A candidate (cell, d) is *missing* when the cell is
//     empty, d is not among its candidates and no peer holds d. The player
//     (or an applied step) may have removed it by a deduction, so: the
//     easiest step on the player's board is returned when the same technique
//     also finds it (same placements, same eliminations on the player's
//     board) on the board with every missing candidate restored, since it
//     does not rest on those removals. Otherwise the engine replays its own
//     logic from the restored board:
//     each step it finds there that changes nothing on the player's board
//     (the player already made it) is applied to the restored board, along
//     with the other such steps of the same technique, and the replay goes
//     on; the first step that does change the player's board is returned,
//     trimmed to what is new for the player. If the replay gets
//     stuck while the player's own board still has a step, that step would
//     rely on removals the engine cannot justify: the engine returns one
//     kMissingCandidates step whose `restores` lists the removals the replay
//     could not explain.
//  6. Otherwise the easiest technique step; then, if allowed, a kGuess (the
//     solution's digit in an empty cell with the fewest candidates).
//
// Uniqueness techniques run only when the solution is known to be unique.
#pragma once

#include <optional>
#include <vector>

#include "core/grid.h"
#include "core/logic/step.h"
#include "core/verdict.h"

namespace sudoku::logic {

/// The order the engine tries techniques in.
enum class Order {
  kTier,        // by tier, easiest first within a tier (hints)
  kDifficulty,  // Sudoku Explainer's rules in SE's order, the first that
                // applies giving its easiest step (the rating, see rating.h)
};

struct Options {
  /// Techniques that may be used (default: all). The placed-digit rule is
  /// always used.
  TechniqueSet techniques = TechniqueSet::all();
  /// Brute force: when no technique applies, answer with a guess (next_step)
  /// or search with guesses (solve_path).
  bool allow_guess = false;
  /// The solution, when the caller knows it (the app solves once per puzzle;
  /// the path and the rater solve once per call). Without it the engine
  /// solves the board's placed digits itself (up to 2 solutions) each call.
  std::optional<Grid> solution;
  /// With `solution` given: whether it is the only one (uniqueness
  /// techniques). Ignored without `solution`.
  bool unique = true;
  Order order = Order::kTier;
  /// solve_path only: stop once this many logical steps were taken and no
  /// guess is open (0 = no limit), so a caller can compute a long path a
  /// piece at a time (continue from Trace::final_board).
  int max_steps = 0;
};

/// The options for a judged puzzle, as the CLI and the app use them:
/// `techniques`, `allow_guess`, and the solution when `verdict` is unique
/// (uniqueness techniques on, the board checked against it). With several
/// solutions no solution is given: the engine then uses no uniqueness
/// technique and calls no digit wrong. Order kTier, no step limit.
Options make_options(const TechniqueSet& techniques, const Verdict& verdict, bool allow_guess = false);

/// The easiest applicable step (after the board checks above), or nullopt
/// when nothing applies (or the board is solved).
std::optional<Step> next_step(const Board& board, const Options& options = {});

/// Every applicable step of the easiest tier that has any (or the single
/// board-repair step when the board needs one). Steps in table order.
std::vector<Step> all_steps(const Board& board, const Options& options = {});

/// Applies a step: placements set the value (and the digit leaves the peers'
/// candidates), eliminations remove candidates, clears empty a cell (its
/// candidates become every digit no peer holds), restores add candidates.
void apply_step(Board& board, const Step& step);

/// True when the board is plainly contradictory: an empty cell without
/// candidates, a unit where an unplaced digit has no place, or two equal
/// digits in one unit.
bool is_contradictory(const Board& board);

/// True when every cell holds a digit.
bool is_filled(const Board& board);

/// Candidates that are missing as defined above (empty cell, digit absent,
/// no peer holds it), in cell order.
std::vector<Candidate> missing_candidates(const Board& board);

namespace detail {
/// The technique search alone, on a board assumed sound: the first step (or
/// all steps of the first tier with any when `all`) of the allowed techniques.
std::vector<Step> find_steps(const Board& board, const TechniqueSet& techniques, bool unique, Order order, bool all);
/// Where a guess goes: the first empty cell with the fewest candidates, or -1.
int guess_cell(const Board& board);
}  // namespace detail

}  // namespace sudoku::logic
