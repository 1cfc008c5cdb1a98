// rating.h - how hard a puzzle is, from the steps a solve needs.
//
// The rater walks the solve path with every technique and, as Sudoku
// Explainer does, always takes the easiest step available: the step of least
// difficulty over all techniques (engine.h Order::kDifficulty). It keeps the
// hardest step. Scores are on Sudoku Explainer's scale (the values of Sukaku
// Explainer, which rated the project's reference collection), so a score
// reads like an SE rating:
//
//   1.0 full house   1.2 hidden single (box)   1.5 hidden single (line)
//   2.3 naked single   2.6 / 2.8 pointing / claiming
//   3.0 naked pair   3.2 X-Wing   3.4 hidden pair   3.6 naked triple
//   3.8 Swordfish   4.0 hidden triple   4.2 XY-Wing   4.4 XYZ-Wing
//   4.0 / 4.1 / 4.2 Skyscraper / 2-String Kite / Empty Rectangle
//   4.5-4.8 unique rectangles   5.0 naked quad   5.2 Jellyfish
//   5.4 hidden quad   5.6 BUG+1
//   WXYZ-Wing 5.5-5.6 and VWXYZ-Wing 6.2-6.4 in SE's shape (a bivalue cell
//   and cells that all see each other; +0.1 per step the largest cell's
//   candidate count is nearer 3); other shapes as a chain, 7.1 / 7.2
//   X-Chains: 2 strong links 4.2, 3 links 5.5 (5.7 grouped), longer SE's
//   forcing X-chain: 6.6 + length bonus (+0.1 grouped)
//   6.6-6.8 finned fish, simple colours (SE finds them as chains)
//   7.0 + length bonus: XY-Chain, AIC (SE's forcing chains); W-Wing 7.1,
//   Remote Pair 7.2 and up (the same chains)
//   7.5 ALS-XZ, 7.6 Sue de Coq, 7.7 ALS-XY-Wing (SE has none: it needs
//   longer chains for them)
//   8.0 + length bonus: forcing chains (contradiction, cell, unit)
//   10.0 a guess was needed (the allowed techniques did not finish)
// The length bonus is SE's: +0.1 each time the chain's length outgrows 4, 6,
// 8, 12, 16, 24, ... where the length is SE's: the candidates of its chain
// from the eliminated candidate back to itself, less 2 (for forcing chains,
// the count of placements the conclusion depends on, summed over the
// branches).
//
// score = the hardest step's difficulty. Levels:
//   Easy     score < 2.0   (full houses and hidden singles)
//   Medium   score < 3.0   (naked singles, locked candidates)
//   Hard     score < 4.5   (subsets, X-Wing, Swordfish, XY/XYZ-Wings)
//   Expert   score < 7.5   (quads, Jellyfish, wings, uniqueness, chains)
//   Extreme  score >= 7.5  (forcing chains, long chains, sets, or a guess)
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
Rating rate(const Grid& puzzle, const TechniqueSet& techniques = TechniqueSet::all(),
            const Grid* solution = nullptr, Trace* path = nullptr);

}  // namespace sudoku::logic
