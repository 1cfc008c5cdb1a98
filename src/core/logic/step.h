// step.h - one explained deduction (a Step), the techniques that make them,
// and the sets of techniques a caller allows.
//
// A Step is what a hint shows and what the animated solve plays: the technique
// (named as HoDoKu names it), what it does (placements, eliminations, or for
// the board-repair kinds: values to clear and candidates to restore), what
// causes it (cells and candidates to highlight, units involved) and one
// sentence in the players' notation (r3c5, box 5, "7").
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"

namespace sudoku::logic {

/// Every kind of step: the techniques by tier, easiest first within a tier
/// (the order hints try them in), then the kinds that are not deductions
/// (board repairs and the guess). Everything else about a technique (name,
/// key, tier, difficulty, family, function) is its row in the one technique
/// table (techniques.cpp), which must follow this order.
enum class Technique : std::uint8_t {
  // Tier 1: singles (and the placed-digit rule, always on).
  kPlacedDigit,  // a placed digit's candidates left in its row, column or box
  kFullHouse,
  kHiddenSingleBox,
  kHiddenSingleLine,  // row or column
  kNakedSingle,
  // Tier 2: intersections and subsets.
  kLockedPointing,
  kLockedClaiming,
  kNakedPair,
  kHiddenPair,
  kNakedTriple,
  kHiddenTriple,
  kNakedQuad,
  kHiddenQuad,
  // Tier 3: fish, single-digit patterns, wings, colouring, uniqueness.
  kXWing,
  kSwordfish,
  kXYWing,
  kXYZWing,
  kUniqueRectangle1,  // uniqueness steps only when the puzzle is known to be unique
  kUniqueRectangle2,
  kUniqueRectangle4,
  kUniqueRectangle3,
  kUniqueLoop,  // a loop of 6 or more cells on two digits (types 1-4 as rectangles)
  kJellyfish,
  kWXYZWing,     // four cells holding four digits, one of them unrestricted
  kVWXYZWing,    // five cells holding five digits
  kUVWXYZWing,   // five cells of one unit holding six digits, and a two-digit cell
  kTUVWXYZWing,  // six cells of one unit holding seven digits, and a two-digit cell
  kSkyscraper,
  kTwoStringKite,
  kEmptyRectangle,
  kWWing,
  kRemotePair,
  kFinnedXWing,  // finned or sashimi
  kFinnedSwordfish,
  kFinnedJellyfish,
  kSimpleColors,
  kUniqueRectangle6,  // two roof cells on a diagonal; a pair digit only in the rectangle's rows and columns
  kHiddenRectangle,   // a corner holding only the pair; a pair digit only in the opposite corner's row and column
  kBugPlus1,
  kMultiColors,  // two clusters of Simple Colors' colours on one digit (types 1 and 2)
  // Tier 4: chains and sets (Sue de Coq first, as HoDoKu takes it).
  kSueDeCoq,  // box/line intersection with two disjoint sets
  kXChain,
  kXYChain,
  kAic,        // alternating inference chain
  kAlsXz,      // two almost locked sets with a restricted common digit
  kAlsXyWing,  // three almost locked sets
  // Tier 5: last resort.
  kContradictionChain,  // assuming a candidate leads to a contradiction
  kCellForcingChain,
  kUnitForcingChain,
  kForcingNet,  // nested: forcing chains inside an assumption (last of all)
  // Sudoku Explainer's chains, for the rating only (techniques_chaining.cpp).
  kForcingChainCycle,  // forcing X-chains, forcing chains, bidirectional cycles
  kNishioChain,
  kMultipleChain,  // cell and unit forcing chains
  kDynamicChain,
  // Dynamic chains with pairs, locking and X-Wings inside the assumption.
  kDynamicChainPlus,
  kStrongLinks2,  // single-digit chains of exactly 2, 3 or 4 strong links
  kStrongLinks3,
  kStrongLinks4,
  // Sudoku Explainer's Direct rules, for the rating only (techniques_direct.cpp):
  // a pattern counted only when it leaves a hidden single, which is placed.
  kDirectPointing,
  kDirectClaiming,
  kDirectHiddenPair,
  kDirectHiddenTriple,
  kCount,  // number of techniques (not a technique)
  // Not deductions.
  kWrongValue,         // a placed digit that differs from the solution
  kWrongElimination,   // a removed candidate that is the solution's digit
  kMissingCandidates,  // removed candidates that no placed digit or known step explains
  kNoSolution,         // the placed digits admit no solution (located when they clash)
  kGuess,              // brute force: a digit tried in a cell
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::kCount);

/// HoDoKu-style display name, e.g. "Hidden Single", "2-String Kite".
std::string_view technique_name(Technique t);
/// Short lower-case key used in option lists, e.g. "hidden-single", "x-wing".
std::string_view technique_key(Technique t);
/// The technique whose key is `key` (technique_key, exactly, lower case),
/// or nullopt.
std::optional<Technique> technique_by_key(std::string_view key);
/// The family it belongs to, as parse_techniques names families, e.g.
/// "singles", "fish", "chains"; empty for the placed-digit rule and the kinds
/// that are not techniques.
std::string_view technique_family(Technique t);
/// Tier 1..5 of a technique (0 for the kinds that are not techniques).
int technique_tier(Technique t);
/// Difficulty on the Sudoku Explainer scale (1.0 full house .. 9+); chains add
/// a length bonus on top of this base (see rating.h).
double technique_difficulty(Technique t);
/// Whether the hints (Order::kTier, the order of this enum) use it; false
/// for Sudoku Explainer's chains, which only the rating uses, and for the
/// kinds that are not techniques.
bool used_by_hints(Technique t);

/// A candidate: digit `digit` (1..9) in cell `cell` (0..80).
struct Candidate {
  std::uint8_t cell = 0;
  std::uint8_t digit = 0;
  friend bool operator==(const Candidate&, const Candidate&) = default;
};

/// One deduction, or one board repair, or one guess.
struct Step {
  Technique technique = Technique::kCount;
  /// Digits this step places.
  std::vector<Candidate> placements;
  /// Candidates this step removes.
  std::vector<Candidate> eliminations;
  /// Board repair: cells whose value is removed (kWrongValue).
  std::vector<std::uint8_t> clears;
  /// Board repair: candidates added back (kWrongElimination, kMissingCandidates).
  std::vector<Candidate> restores;
  /// What causes the step, for highlighting: the pattern's cells and candidates.
  std::vector<std::uint8_t> cause_cells;
  std::vector<Candidate> cause;
  /// Colouring steps (Simple and Multi Colors): the colour of each cause
  /// candidate, in the same order as `cause`: 1 and 2 the two colours of the
  /// first chain of strong links, 3 and 4 those of the second. Finned fish:
  /// kFinColour on each fin, 0 on the fish's body. Empty for the other steps.
  std::vector<std::uint8_t> cause_colours;
  static constexpr std::uint8_t kFinColour = 5;
  /// Units (0..26, see grid.h) the pattern lives in.
  std::vector<std::uint8_t> units;
  /// Difficulty of this very step on the SE scale (technique base plus any
  /// length bonus).
  double difficulty = 0.0;
  /// One sentence, e.g. "Hidden Single: in box 5, 7 fits only r5c4."
  std::string sentence;
};

/// The step as one tab-separated line: technique name, placements
/// ("r4c5=3", space-separated), eliminations ("r1c7<>4"), sentence. Repairs
/// write clears as "r4c5=0" and restores as "r1c7+4" in the placements field.
std::string format_step(const Step& step);

/// "r4c5=3" / "r1c7<>4".
std::string placement_text(Candidate c);
std::string elimination_text(Candidate c);
/// Cells as "r1c2, r1c5 and r3c4"; candidates grouped by digit as "4 from r5c3, r7c6".
std::string cells_text(const std::vector<std::uint8_t>& cells);
/// Digits as "1, 4 and 5" (all of them), or with `conjunction` "or" as
/// "1, 4 or 5" (one of them).
std::string digits_text(Mask digits, const char* conjunction = "and");

/// A set of allowed techniques.
class TechniqueSet {
 public:
  constexpr TechniqueSet() = default;
  static TechniqueSet all();
  static TechniqueSet none() { return TechniqueSet{}; }
  /// Every technique of tiers 1..`tier`.
  static TechniqueSet up_to_tier(int tier);
  bool has(Technique t) const;
  void add(Technique t);
  void remove(Technique t);
  friend bool operator==(const TechniqueSet&, const TechniqueSet&) = default;

 private:
  std::uint64_t bits_ = 0;
};

/// Parses a comma-separated list of technique names, families and tiers:
/// "all", "tier1".."tier5" (cumulative: tier3 = tiers 1..3), a family
/// (technique_family: "singles", "locked", "subsets" (naked and hidden
/// pairs..quads), "fish" (basic and finned), "wings", "single-digit"
/// (skyscraper, kite, empty rectangle), "coloring", "uniqueness", "chains"
/// (X-, XY-Chain, AIC, Remote Pair), "als" (ALS-XZ, ALS-XY-Wing, Sue de Coq),
/// "forcing"), a technique's key (technique_key) or its name written as a key
/// ("hidden-single": both hidden singles; "uniqueness-test-1"). Spaces around
/// names are ignored; case-insensitive. The placed-digit rule is always
/// included. Returns nullopt and sets `error` (e.g. "unknown technique
/// 'foo'") on a bad name.
std::optional<TechniqueSet> parse_techniques(std::string_view list, std::string* error = nullptr);

}  // namespace sudoku::logic
