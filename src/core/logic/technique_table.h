// technique_table.h - the technique table: one row per kind of step, in the
// enum's order (internal to the logic engine).
//
// Each technique is defined here once: name, key, tier, difficulty, family,
// its function, its place in the rating's order, and whether hints use it.
// The data accessors (technique_name, technique_tier, ...; techniques.cpp)
// read a copy made at compile time without the functions, so a program that
// only names techniques (the page's module, which hands the logic to its
// worker) does not link their code; the engine reads the rows themselves
// (technique_row, engine.cpp).
#pragma once

#include <array>
#include <cstddef>

#include "core/logic/techniques.h"

namespace sudoku::logic {

// One row per Technique, in the enum's order (the hint order: easiest first
// within a tier), then the kinds that are not techniques. Difficulties: SE
// 1.2.1 / Sukaku Explainer values where SE has the technique; patterns SE
// finds as chains get the value of that chain. For techniques whose steps
// vary (wings, chains), the value is the least a step can have. The rating
// rank is the rule's place in SE's order (Order::kDifficulty; 0: hints only).
//
// Remote Pair: SE has none. Its 4.2 is that of the single-digit chain it is
// once naked pairs (3.0) have run: two neighbouring cells of the chain hold
// the same two digits and share a house, so the pair clears both digits from
// the rest of that house and each link is a strong link on either digit; a
// 4-cell chain is then two strong links joined by a weak one (SE's
// Skyscraper, 2-String Kite and Turbot Fish, 4.0-4.2), a longer one an
// X-Chain, and the colours of Simple Colors (6.7) trap every cell it clears.
// So at a difficulty above Simple Colors no puzzle could need it (a practice
// puzzle stalls without the easier techniques), and HoDoKu, whose names and
// hint order these are, scores it 110, below the Empty Rectangle (120), the
// Skyscraper (130) and the X-Wing (140). At 4.2 it ties with the XY-Wing and
// the Empty Rectangle, which the hints take first (the tie rule,
// practice_rivals in generator.h); a step costs what the X-Chain through its
// cells costs (4.2 for four cells, more for longer chains).
//
// Sue de Coq: SE has none either. Its basic form is a doubly linked ALS-XZ
// (the line's cells with the intersection, and the box's), and AICs through
// grouped nodes find most of its other eliminations. At 7.6 and last of tier
// 4 it could almost never be practised (1 puzzle in 4 x 20,000 attempts):
// where the easier techniques stall, the hints took an AIC or an ALS-XZ
// before it, and those two, its rivals, took its eliminations. HoDoKu scores
// it 250 and tries it before its X-Chain and XY-Chain (260), Nice Loops and
// AICs (280) and ALS-XZ (300); so do the hints here (first of tier 4), and
// 6.9 puts it below our XY-Chain and AIC (7.0) and ALS-XZ (7.5), which are
// then not its rivals; the X-Chain, whose least is 4.2, still is.
//
// Uniqueness Test 6 and the Hidden Rectangle: HoDoKu's, which SE does not
// have (the rating leaves them out). HoDoKu tries its uniqueness steps in the
// order UR 1-6, Hidden Rectangle; here they come after UR 1-4 and the Unique
// Loop, last of tier 3's patterns before BUG+1: right after UR 3 they came
// before the Jellyfish, the wings, the single-digit patterns, finned fish and
// Simple Colors on 138 practice-bank puzzles of those techniques (here on 51,
// replaced in the bank: src/bench/README.md). Both rest on
// strong links of a pair digit in the rectangle's lines, as SE's type 4
// does: 4.7. HoDoKu's Uniqueness Test 5 (one extra digit in three corners,
// or in two opposite ones) is not here: no practice puzzle for it came from
// 20,000 attempts (src/bench/README.md); the hints find its two-corner shape
// as Uniqueness Test 2. HoDoKu's Avoidable Rectangles (types 1 and 2) are not
// here either: they need to know which placed digits are not givens, and a
// Board holds digits only (the CLI's and the app's boards alike).
//
// Multi Colors: SE has none either (it finds its eliminations as forcing
// chains), so the rating does not use it. HoDoKu scores it 200, after Simple
// Colors (150) and BUG+1 (100) and before Sue de Coq (250) and the X-Chain
// (260): here it is the last of tier 3, at 6.8, a tenth above Simple Colors,
// whose colours it takes from two chains instead of one (Simple Colors is
// then one of its practice rivals).
inline constexpr std::array<TechniqueRow, static_cast<std::size_t>(Technique::kGuess) + 1> kTechniqueTable{{
    // Tier 1: singles (and the placed-digit rule, always on).
    {Technique::kPlacedDigit, "Placed Digit", "placed-digit", 1, 0.0, "", find_placed_digit, 1},
    {Technique::kFullHouse, "Full House", "full-house", 1, 1.0, "singles", find_full_house, 10},
    {Technique::kHiddenSingleBox, "Hidden Single", "hidden-single-box", 1, 1.2, "singles", find_hidden_single_box, 11},
    {Technique::kHiddenSingleLine, "Hidden Single", "hidden-single-line", 1, 1.5, "singles", find_hidden_single_line,
     12},
    {Technique::kNakedSingle, "Naked Single", "naked-single", 1, 2.3, "singles", find_naked_single, 20},
    // Tier 2: intersections and subsets.
    {Technique::kLockedPointing, "Locked Candidates Type 1 (Pointing)", "pointing", 2, 2.6, "locked",
     find_locked_pointing, 30},
    {Technique::kLockedClaiming, "Locked Candidates Type 2 (Claiming)", "claiming", 2, 2.8, "locked",
     find_locked_claiming, 31},
    {Technique::kNakedPair, "Naked Pair", "naked-pair", 2, 3.0, "subsets", find_naked_pair, 40},
    {Technique::kHiddenPair, "Hidden Pair", "hidden-pair", 2, 3.4, "subsets", find_hidden_pair, 42},
    {Technique::kNakedTriple, "Naked Triple", "naked-triple", 2, 3.6, "subsets", find_naked_triple, 43},
    {Technique::kHiddenTriple, "Hidden Triple", "hidden-triple", 2, 4.0, "subsets", find_hidden_triple, 45},
    {Technique::kNakedQuad, "Naked Quadruple", "naked-quad", 2, 5.0, "subsets", find_naked_quad, 60},
    {Technique::kHiddenQuad, "Hidden Quadruple", "hidden-quad", 2, 5.4, "subsets", find_hidden_quad, 62},
    // Tier 3: fish, single-digit patterns, wings, colouring, uniqueness.
    {Technique::kXWing, "X-Wing", "x-wing", 3, 3.2, "fish", find_x_wing, 41},
    {Technique::kSwordfish, "Swordfish", "swordfish", 3, 3.8, "fish", find_swordfish, 44},
    {Technique::kXYWing, "XY-Wing", "xy-wing", 3, 4.2, "wings", find_xy_wing, 53},
    {Technique::kXYZWing, "XYZ-Wing", "xyz-wing", 3, 4.4, "wings", find_xyz_wing, 54},
    {Technique::kUniqueRectangle1, "Uniqueness Test 1", "ur1", 3, 4.5, "uniqueness", find_unique_rectangle_1, 55},
    {Technique::kUniqueRectangle2, "Uniqueness Test 2", "ur2", 3, 4.6, "uniqueness", find_unique_rectangle_2, 56},
    {Technique::kUniqueRectangle4, "Uniqueness Test 4", "ur4", 3, 4.7, "uniqueness", find_unique_rectangle_4, 57},
    {Technique::kUniqueRectangle3, "Uniqueness Test 3", "ur3", 3, 4.8, "uniqueness", find_unique_rectangle_3, 58},
    {Technique::kUniqueLoop, "Unique Loop", "unique-loop", 3, 4.6, "uniqueness", find_unique_loop, 59},
    {Technique::kJellyfish, "Jellyfish", "jellyfish", 3, 5.2, "fish", find_jellyfish, 61},
    {Technique::kWXYZWing, "WXYZ-Wing", "wxyz-wing", 3, 5.5, "wings", find_wxyz_wing, 64},
    {Technique::kVWXYZWing, "VWXYZ-Wing", "vwxyz-wing", 3, 6.2, "wings", find_vwxyz_wing, 67},
    {Technique::kUVWXYZWing, "UVWXYZ-Wing", "uvwxyz-wing", 3, 6.6, "wings", find_uvwxyz_wing, 68},
    {Technique::kTUVWXYZWing, "TUVWXYZ-Wing", "tuvwxyz-wing", 3, 7.5, "wings", find_tuvwxyz_wing, 71},
    {Technique::kSkyscraper, "Skyscraper", "skyscraper", 3, 4.0, "single-digit", find_skyscraper, 0},
    {Technique::kTwoStringKite, "2-String Kite", "2-string-kite", 3, 4.1, "single-digit", find_two_string_kite, 0},
    {Technique::kEmptyRectangle, "Empty Rectangle", "empty-rectangle", 3, 4.2, "single-digit", find_empty_rectangle, 0},
    {Technique::kWWing, "W-Wing", "w-wing", 3, 7.1, "wings", find_w_wing, 0},
    {Technique::kRemotePair, "Remote Pair", "remote-pair", 3, 4.2, "chains", find_remote_pair, 0},
    {Technique::kFinnedXWing, "Finned X-Wing", "finned-x-wing", 3, 6.6, "fish", find_finned_x_wing, 0},
    {Technique::kFinnedSwordfish, "Finned Swordfish", "finned-swordfish", 3, 6.7, "fish", find_finned_swordfish, 0},
    {Technique::kFinnedJellyfish, "Finned Jellyfish", "finned-jellyfish", 3, 6.8, "fish", find_finned_jellyfish, 0},
    {Technique::kSimpleColors, "Simple Colors", "simple-colors", 3, 6.7, "coloring", find_simple_colors, 0},
    {Technique::kUniqueRectangle6, "Uniqueness Test 6", "ur6", 3, 4.7, "uniqueness", find_unique_rectangle_6, 0},
    {Technique::kHiddenRectangle, "Hidden Rectangle", "hidden-rectangle", 3, 4.7, "uniqueness", find_hidden_rectangle,
     0},
    {Technique::kBugPlus1, "Bivalue Universal Grave + 1", "bug+1", 3, 5.6, "uniqueness", find_bug_plus_1, 65},
    {Technique::kMultiColors, "Multi Colors", "multi-colors", 3, 6.8, "coloring", find_multi_colors, 0},
    // Tier 4: chains and sets.
    {Technique::kSueDeCoq, "Sue de Coq", "sue-de-coq", 4, 6.9, "als", find_sue_de_coq, 0},
    {Technique::kXChain, "X-Chain", "x-chain", 4, 4.2, "chains", find_x_chain, 0},
    {Technique::kXYChain, "XY-Chain", "xy-chain", 4, 7.0, "chains", find_xy_chain, 0},
    {Technique::kAic, "AIC", "aic", 4, 7.0, "chains", find_aic, 0},
    {Technique::kAlsXz, "ALS-XZ", "als-xz", 4, 7.5, "als", find_als_xz, 0},
    {Technique::kAlsXyWing, "ALS-XY-Wing", "als-xy-wing", 4, 7.7, "als", find_als_xy_wing, 0},
    // Tier 5: last resort.
    {Technique::kContradictionChain, "Forcing Chain (contradiction)", "contradiction-chain", 5, 8.0, "forcing",
     find_contradiction_chain, 0},
    {Technique::kCellForcingChain, "Forcing Chain (cell)", "cell-forcing-chain", 5, 8.0, "forcing",
     find_cell_forcing_chain, 0},
    {Technique::kUnitForcingChain, "Forcing Chain (unit)", "unit-forcing-chain", 5, 8.0, "forcing",
     find_unit_forcing_chain, 0},
    {Technique::kForcingNet, "Forcing Net (nested)", "forcing-net", 5, 9.5, "forcing", find_forcing_net, 80},
    // Sudoku Explainer's chains: for the rating only (no hint uses them).
    {Technique::kForcingChainCycle, "Forcing Chain or Cycle", "forcing-chain-cycle", 4, 6.5, "chains",
     find_forcing_chain_cycle, 70, false},
    {Technique::kNishioChain, "Nishio Forcing Chain", "nishio", 5, 7.5, "forcing", find_nishio_chain, 72, false},
    {Technique::kMultipleChain, "Multiple Forcing Chain", "multiple-forcing-chain", 5, 8.0, "forcing",
     find_multiple_chain, 73, false},
    {Technique::kDynamicChain, "Dynamic Forcing Chain", "dynamic-forcing-chain", 5, 8.5, "forcing", find_dynamic_chain,
     74, false},
    {Technique::kDynamicChainPlus, "Dynamic Forcing Chain (+)", "dynamic-forcing-chain-plus", 5, 9.0, "forcing",
     find_dynamic_chain_plus, 75, false},
    {Technique::kStrongLinks2, "2 Strong Links", "strong-links-2", 3, 4.0, "single-digit", find_strong_links_2, 50,
     false},
    {Technique::kStrongLinks3, "3 Strong Links", "strong-links-3", 3, 5.4, "single-digit", find_strong_links_3, 63,
     false},
    {Technique::kStrongLinks4, "4 Strong Links", "strong-links-4", 3, 5.8, "single-digit", find_strong_links_4, 66,
     false},
    // Sudoku Explainer's Direct rules: for the rating only (tier and family
    // of the pattern they rest on). SE tries them between the singles: hidden singles, Direct Pointing and Claiming,
    // Direct Hidden Pair, naked single, Direct Hidden Triple, then locked
    // candidates.
    {Technique::kDirectPointing, "Direct Pointing", "direct-pointing", 2, 1.7, "locked", find_direct_pointing, 13,
     false},
    {Technique::kDirectClaiming, "Direct Claiming", "direct-claiming", 2, 1.9, "locked", find_direct_claiming, 14,
     false},
    {Technique::kDirectHiddenPair, "Direct Hidden Pair", "direct-hidden-pair", 2, 2.0, "subsets",
     find_direct_hidden_pair, 15, false},
    {Technique::kDirectHiddenTriple, "Direct Hidden Triple", "direct-hidden-triple", 2, 2.5, "subsets",
     find_direct_hidden_triple, 21, false},
    // Not techniques.
    {Technique::kCount, "", "", 0, 0.0, "", nullptr, 0},
    {Technique::kWrongValue, "Mistake: wrong digit", "wrong-value", 0, 0.0, "", nullptr, 0},
    {Technique::kWrongElimination, "Mistake: true candidate removed", "wrong-elimination", 0, 0.0, "", nullptr, 0},
    {Technique::kMissingCandidates, "Missing candidates", "missing-candidates", 0, 0.0, "", nullptr, 0},
    {Technique::kNoSolution, "No solution", "no-solution", 0, 0.0, "", nullptr, 0},
    {Technique::kGuess, "Guess", "guess", 0, 0.0, "", nullptr, 0},
}};

// Row i describes Technique i, and every technique (below kCount) has a
// function and a tier while the other kinds have neither: a row left out,
// added twice or out of order fails here.
constexpr bool technique_table_is_complete() {
  for (std::size_t i = 0; i < kTechniqueTable.size(); ++i) {
    const TechniqueRow& r = kTechniqueTable[i];
    if (static_cast<std::size_t>(r.technique) != i) return false;
    const bool technique = i < static_cast<std::size_t>(Technique::kCount);
    if (technique != (r.find != nullptr) || technique != (r.tier >= 1 && r.tier <= 5)) return false;
    if (technique && r.key.empty()) return false;
  }
  return true;
}
static_assert(technique_table_is_complete(), "kTechniqueTable: one row per Technique, in the enum's order");

}  // namespace sudoku::logic
