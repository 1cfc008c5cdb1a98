// rating.h - how hard a puzzle is, from the steps a solve needs.
//
// The rater walks the solve path as Sudoku Explainer does (engine.h
// Order::kDifficulty): SE's rules in SE's order (the table's rating rank),
// the first rule that applies giving its easiest step, and keeps the hardest
// step. Scores are on Sudoku Explainer's scale, with the rules and values of
// Sukaku Explainer (which rated the project's reference collection), so a
// score reads as an SE rating (`sudoku logic-bench --compare` measures the
// agreement). SE's rules, in its order:
//
//   1.0 full house   1.2 hidden single (box)   1.5 hidden single (line)
//   1.7 / 1.9 Direct Pointing / Claiming   2.0 Direct Hidden Pair
//   2.3 naked single   2.5 Direct Hidden Triple
//   2.6 / 2.8 pointing / claiming
//   3.0 naked pair   3.2 X-Wing   3.4 hidden pair   3.6 naked triple
//   3.8 Swordfish   4.0 hidden triple
//   2 strong links 4.0-4.3 (skyscraper 4.0, kite or box and line 4.1,
//     grouped, e.g. an empty rectangle, 4.3)
//   4.2 XY-Wing   4.4 XYZ-Wing   4.5-4.8 unique rectangles
//   unique loops 4.6 (6 cells), 4.7 (8), 5.0 (10 or more), type 3 + 0.1
//     per digit of its naked set beyond the first
//   5.0 naked quad   5.2 Jellyfish   5.4 hidden quad
//   3 strong links 5.4-5.7 (parallel lines 5.4, mixed 5.5, a box and both
//     line kinds 5.6, grouped 5.7)
//   WXYZ-Wing 5.5-5.6 (an almost locked set of 3 cells in a unit and a
//     two-digit cell; +0.1 when the set's largest cell is nearer 3)
//   5.6 BUG+1   4 strong links 5.8-6.1   VWXYZ-Wing 6.2-6.4 (a set of 4)
//   6.6 UVWXYZ-Wing (a set of 5)
//   forcing chains and cycles: 6.5 bidirectional X- or Y-cycle, 6.6 forcing
//     X-chain, 7.0 with both kinds of links, + length bonus
//   7.5 TUVWXYZ-Wing (a set of 6; SE tries it after the chains above)
//   7.5 nishio, 8.0 multiple (cell, unit), 8.5 dynamic forcing chains,
//     + length bonus
//   9.5 + depth and length: nested forcing net (beyond SE's dynamic chains)
//   10.0 a guess was needed (the allowed techniques did not finish)
// The length bonus is SE's: +0.1 each time the chain's complexity less 2
// outgrows 4, 6, 8, 12, 16, 24, ...; the complexity is the count of distinct
// candidates-assumed-true-or-false the conclusion rests on, summed over the
// chains of the step (techniques_chaining.cpp). The patterns SE does not
// have (finned fish, colours, W-Wing, Remote Pair, AIC, ALS, Sue de Coq, the
// hints' forcing chains) are for hints only: SE finds them as chains, and
// the rating rates them as its chains. The Direct rules are for the rating
// only: a pattern that counts only when it leaves a hidden single, which is
// placed without the pattern's other removals (as SE applies them); a hint
// shows the pattern itself instead.
//
// score = the hardest step's difficulty. Levels, published bands of the
// SE scale:
//   Easy     1.0-1.5   (full houses and hidden singles)
//   Medium   1.6-2.6   (Direct rules, naked singles, pointing)
//   Hard     2.7-4.4   (claiming, subsets, X-Wing, Swordfish, two strong
//                       links, XY/XYZ-Wings)
//   Expert   4.5-6.6   (uniqueness, quads, Jellyfish, strong links, wings,
//                       BUG, X-cycles; no forcing chains)
//   Extreme  6.7 up    (forcing chains, nishio, dynamic chains, nets, or a
//                       guess)
#pragma once

#include <string_view>

#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/step.h"
#include "core/logic/trace.h"

namespace sudoku::logic {

enum class Level : std::uint8_t { kEasy, kMedium, kHard, kExpert, kExtreme };

std::string_view level_name(Level level);
Level level_of(double score);

struct Rating {
  /// The hardest step's difficulty (10.0 when a guess was needed).
  double score = 0.0;
  Level level = Level::kEasy;
  /// The hardest technique used; kGuess when logic alone did not finish.
  Technique hardest = Technique::kFullHouse;
  /// Total effort: the sum of every step's difficulty.
  double effort = 0.0;
  /// Logical steps taken.
  int steps = 0;
  bool solved_by_logic = false;
};

/// Rates `puzzle` with `techniques` (default all), guessing where they run
/// out. `solution`, when given, saves a solve; `path`, when given, receives
/// the rated solve path.
Rating rate(const Grid& puzzle, const TechniqueSet& techniques = TechniqueSet::all(), const Grid* solution = nullptr,
            Trace* path = nullptr);

}  // namespace sudoku::logic
