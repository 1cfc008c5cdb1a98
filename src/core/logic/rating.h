// rating.h - how hard a puzzle is, from the steps a solve needs.
//
// The rater walks the solve path with every technique, trying techniques in
// order of difficulty (as Sudoku Explainer does: always the easiest step
// available), and keeps the hardest step. Scores are on Sudoku Explainer's
// scale, so a score reads like an SE rating:
//
//   1.0 full house   1.2 hidden single (box)   1.5 hidden single (line)
//   2.3 naked single   2.6 / 2.8 pointing / claiming
//   3.0 naked pair   3.2 X-Wing   3.4 hidden pair   3.6 naked triple
//   3.8 Swordfish   4.0 hidden triple   4.2 XY-Wing   4.4 XYZ-Wing
//   4.0 / 4.1 / 4.2 Skyscraper / 2-String Kite / Empty Rectangle
//   4.5-4.8 unique rectangles   5.0 naked quad   5.2 Jellyfish
//   5.4 hidden quad   5.5 WXYZ-Wing   5.6 BUG+1   5.8 VWXYZ-Wing
//   X-Chains by strong links (Sukaku Explainer's strong-link chains): 2 links
//   4.2, 3 links 5.5 (5.7 grouped), 4 links 6.0, 5 links 6.3, 6 links 6.4,
//   longer 6.6 + length bonus
//   6.6-6.8 finned fish, remote pairs, simple colours (SE finds them as chains)
//   7.0 + length bonus: W-Wing, XY-Chain, AIC (SE's forcing chains)
//   8.0 + length bonus: forcing chains (contradiction, cell, unit)
//   10.0 a guess was needed (the allowed techniques did not finish)
// The length bonus is SE's: +0.1 each time the chain's node count less 2
// outgrows 4, 6, 8, 12, 16, 24, ... (for forcing chains, the count of
// placements the conclusion depends on, summed over the branches).
//
// score = the hardest step's difficulty. Levels:
//   Easy     score < 2.0   (full houses and hidden singles)
//   Medium   score < 3.0   (naked singles, locked candidates)
//   Hard     score < 4.5   (subsets, X-Wing, Swordfish, XY/XYZ-Wings)
//   Expert   score < 7.5   (quads, Jellyfish, wings, uniqueness, chains)
//   Extreme  score >= 7.5  (forcing chains, long chains, or a guess)
#pragma once

#include <string_view>

#include "grid.h"
#include "logic/engine.h"
#include "logic/step.h"

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
/// out. `solution`, when given, saves a solve.
Rating rate(const Grid& puzzle, const TechniqueSet& techniques = TechniqueSet::all(),
            const Grid* solution = nullptr);

}  // namespace sudoku::logic
