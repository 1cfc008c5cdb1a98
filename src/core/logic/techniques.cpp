// techniques.cpp - the technique table, State and the helpers every technique uses.
//
// [SECTION] State and Collector
// [SECTION] Helpers
// [SECTION] The technique table
#include "core/logic/techniques.h"

#include <array>

namespace sudoku::logic {

// [SECTION] State and Collector

State::State(const Board& b, bool is_unique) : board(b), unique(is_unique) {
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    const int v = board.values[i];
    if (v != 0) {
      for (int u : kCellUnits[i]) placed[static_cast<std::size_t>(u)] |= digit_bit(v);
      continue;
    }
    empty.set(c);
    const Mask m = board.candidates[i];
    if (popcount(m) == 2) bivalue.set(c);
    for_each_digit(m, [&](int d) { where[static_cast<std::size_t>(d - 1)].set(c); });
  }
}

bool Collector::add(Step&& step) {
  if (step.difficulty == 0.0) step.difficulty = technique_difficulty(step.technique);
  // Skip a step whose effect repeats one already collected (the easier stays).
  for (const Step& s : steps_) {
    if (s.placements == step.placements && s.eliminations == step.eliminations) {
      return first_only_ && !steps_.empty();
    }
  }
  steps_.push_back(std::move(step));
  return first_only_;
}

// [SECTION] Helpers

Step make_step(Technique t) {
  Step s;
  s.technique = t;
  s.difficulty = technique_difficulty(t);
  return s;
}

void add_eliminations(Step& step, Bits81 cells, int digit) {
  cells.for_each([&](int c) {
    step.eliminations.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(digit)});
  });
}

void add_cause(Step& step, const State& s, Bits81 cells, Mask digits) {
  cells.for_each([&](int c) {
    step.cause_cells.push_back(static_cast<std::uint8_t>(c));
    for_each_digit(static_cast<Mask>(s.cands(c) & digits), [&](int d) {
      step.cause.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
    });
  });
}

std::string cells_text(Bits81 cells) {
  std::vector<std::uint8_t> v;
  cells.for_each([&](int c) { v.push_back(static_cast<std::uint8_t>(c)); });
  return cells_text(v);
}

std::string removal_text(const Step& step) {
  std::string r;
  for (int d = 1; d <= 9; ++d) {
    std::string cells;
    for (const auto& e : step.eliminations) {
      if (e.digit != d) continue;
      if (!cells.empty()) cells += ", ";
      cells += cell_name(e.cell);
    }
    if (cells.empty()) continue;
    if (!r.empty()) r += "; ";
    r += std::to_string(d) + " from " + cells;
  }
  return r;
}

double chain_length_bonus(int length) {
  double r = 0.0;
  int ceil = 4;
  bool odd = false;
  while (length > ceil) {
    r += 0.1;
    ceil = odd ? ceil * 4 / 3 : ceil * 3 / 2;
    odd = !odd;
  }
  return r;
}

// [SECTION] The technique table

namespace {

using T = Technique;

// One row per Technique, in the enum's order (the hint order: easiest first
// within a tier), then the kinds that are not techniques. Difficulties: SE
// 1.2.1 / Sukaku Explainer values where SE has the technique; patterns SE
// finds as chains get the value of that chain. For techniques whose steps
// vary (wings, chains), the value is the least a step can have. The rating
// rank is the rule's place in SE's order (Order::kDifficulty; 0: hints only).
constexpr std::array<TechniqueRow, static_cast<std::size_t>(T::kGuess) + 1> kTable{{
    // Tier 1: singles (and the placed-digit rule, always on).
    {T::kPlacedDigit, "Placed Digit", "placed-digit", 1, 0.0, "", find_placed_digit, 1},
    {T::kFullHouse, "Full House", "full-house", 1, 1.0, "singles", find_full_house, 10},
    {T::kHiddenSingleBox, "Hidden Single", "hidden-single-box", 1, 1.2, "singles", find_hidden_single_box, 11},
    {T::kHiddenSingleLine, "Hidden Single", "hidden-single-line", 1, 1.5, "singles", find_hidden_single_line, 12},
    {T::kNakedSingle, "Naked Single", "naked-single", 1, 2.3, "singles", find_naked_single, 20},
    // Tier 2: intersections and subsets.
    {T::kLockedPointing, "Locked Candidates Type 1 (Pointing)", "pointing", 2, 2.6, "locked", find_locked_pointing, 30},
    {T::kLockedClaiming, "Locked Candidates Type 2 (Claiming)", "claiming", 2, 2.8, "locked", find_locked_claiming, 31},
    {T::kNakedPair, "Naked Pair", "naked-pair", 2, 3.0, "subsets", find_naked_pair, 40},
    {T::kHiddenPair, "Hidden Pair", "hidden-pair", 2, 3.4, "subsets", find_hidden_pair, 42},
    {T::kNakedTriple, "Naked Triple", "naked-triple", 2, 3.6, "subsets", find_naked_triple, 43},
    {T::kHiddenTriple, "Hidden Triple", "hidden-triple", 2, 4.0, "subsets", find_hidden_triple, 45},
    {T::kNakedQuad, "Naked Quadruple", "naked-quad", 2, 5.0, "subsets", find_naked_quad, 60},
    {T::kHiddenQuad, "Hidden Quadruple", "hidden-quad", 2, 5.4, "subsets", find_hidden_quad, 62},
    // Tier 3: fish, single-digit patterns, wings, colouring, uniqueness.
    {T::kXWing, "X-Wing", "x-wing", 3, 3.2, "fish", find_x_wing, 41},
    {T::kSwordfish, "Swordfish", "swordfish", 3, 3.8, "fish", find_swordfish, 44},
    {T::kXYWing, "XY-Wing", "xy-wing", 3, 4.2, "wings", find_xy_wing, 53},
    {T::kXYZWing, "XYZ-Wing", "xyz-wing", 3, 4.4, "wings", find_xyz_wing, 54},
    {T::kUniqueRectangle1, "Uniqueness Test 1", "ur1", 3, 4.5, "uniqueness", find_unique_rectangle_1, 55},
    {T::kUniqueRectangle2, "Uniqueness Test 2", "ur2", 3, 4.6, "uniqueness", find_unique_rectangle_2, 56},
    {T::kUniqueRectangle4, "Uniqueness Test 4", "ur4", 3, 4.7, "uniqueness", find_unique_rectangle_4, 57},
    {T::kUniqueRectangle3, "Uniqueness Test 3", "ur3", 3, 4.8, "uniqueness", find_unique_rectangle_3, 58},
    {T::kJellyfish, "Jellyfish", "jellyfish", 3, 5.2, "fish", find_jellyfish, 61},
    {T::kWXYZWing, "WXYZ-Wing", "wxyz-wing", 3, 5.5, "wings", find_wxyz_wing, 64},
    {T::kVWXYZWing, "VWXYZ-Wing", "vwxyz-wing", 3, 6.2, "wings", find_vwxyz_wing, 67},
    {T::kSkyscraper, "Skyscraper", "skyscraper", 3, 4.0, "single-digit", find_skyscraper, 0},
    {T::kTwoStringKite, "2-String Kite", "2-string-kite", 3, 4.1, "single-digit", find_two_string_kite, 0},
    {T::kEmptyRectangle, "Empty Rectangle", "empty-rectangle", 3, 4.2, "single-digit", find_empty_rectangle, 0},
    {T::kWWing, "W-Wing", "w-wing", 3, 7.1, "wings", find_w_wing, 0},
    {T::kRemotePair, "Remote Pair", "remote-pair", 3, 7.2, "chains", find_remote_pair, 0},
    {T::kFinnedXWing, "Finned X-Wing", "finned-x-wing", 3, 6.6, "fish", find_finned_x_wing, 0},
    {T::kFinnedSwordfish, "Finned Swordfish", "finned-swordfish", 3, 6.7, "fish", find_finned_swordfish, 0},
    {T::kFinnedJellyfish, "Finned Jellyfish", "finned-jellyfish", 3, 6.8, "fish", find_finned_jellyfish, 0},
    {T::kSimpleColors, "Simple Colors", "simple-colors", 3, 6.7, "coloring", find_simple_colors, 0},
    {T::kBugPlus1, "Bivalue Universal Grave + 1", "bug+1", 3, 5.6, "uniqueness", find_bug_plus_1, 65},
    // Tier 4: chains and sets.
    {T::kXChain, "X-Chain", "x-chain", 4, 4.2, "chains", find_x_chain, 0},
    {T::kXYChain, "XY-Chain", "xy-chain", 4, 7.0, "chains", find_xy_chain, 0},
    {T::kAic, "AIC", "aic", 4, 7.0, "chains", find_aic, 0},
    {T::kAlsXz, "ALS-XZ", "als-xz", 4, 7.5, "als", find_als_xz, 0},
    {T::kAlsXyWing, "ALS-XY-Wing", "als-xy-wing", 4, 7.7, "als", find_als_xy_wing, 0},
    {T::kSueDeCoq, "Sue de Coq", "sue-de-coq", 4, 7.6, "als", find_sue_de_coq, 0},
    // Tier 5: last resort.
    {T::kContradictionChain, "Forcing Chain (contradiction)", "contradiction-chain", 5, 8.0, "forcing",
     find_contradiction_chain, 0},
    {T::kCellForcingChain, "Forcing Chain (cell)", "cell-forcing-chain", 5, 8.0, "forcing", find_cell_forcing_chain, 0},
    {T::kUnitForcingChain, "Forcing Chain (unit)", "unit-forcing-chain", 5, 8.0, "forcing", find_unit_forcing_chain, 0},
    {T::kForcingNet, "Forcing Net (nested)", "forcing-net", 5, 9.5, "forcing", find_forcing_net, 74},
    // Sudoku Explainer's chains: for the rating only (no hint uses them).
    {T::kForcingChainCycle, "Forcing Chain or Cycle", "forcing-chain-cycle", 4, 6.5, "chains", find_forcing_chain_cycle,
     70, false},
    {T::kNishioChain, "Nishio Forcing Chain", "nishio", 5, 7.5, "forcing", find_nishio_chain, 71, false},
    {T::kMultipleChain, "Multiple Forcing Chain", "multiple-forcing-chain", 5, 8.0, "forcing", find_multiple_chain, 72,
     false},
    {T::kDynamicChain, "Dynamic Forcing Chain", "dynamic-forcing-chain", 5, 8.5, "forcing", find_dynamic_chain, 73, false},
    {T::kStrongLinks2, "2 Strong Links", "strong-links-2", 3, 4.0, "single-digit", find_strong_links_2, 50, false},
    {T::kStrongLinks3, "3 Strong Links", "strong-links-3", 3, 5.4, "single-digit", find_strong_links_3, 63, false},
    {T::kStrongLinks4, "4 Strong Links", "strong-links-4", 3, 5.8, "single-digit", find_strong_links_4, 66, false},
    // Not techniques.
    {T::kCount, "", "", 0, 0.0, "", nullptr, 0},
    {T::kWrongValue, "Mistake: wrong digit", "wrong-value", 0, 0.0, "", nullptr, 0},
    {T::kWrongElimination, "Mistake: true candidate removed", "wrong-elimination", 0, 0.0, "", nullptr, 0},
    {T::kMissingCandidates, "Missing candidates", "missing-candidates", 0, 0.0, "", nullptr, 0},
    {T::kNoSolution, "No solution", "no-solution", 0, 0.0, "", nullptr, 0},
    {T::kGuess, "Guess", "guess", 0, 0.0, "", nullptr, 0},
}};

// Row i describes Technique i, and every technique (below kCount) has a
// function and a tier while the other kinds have neither: a row left out,
// added twice or out of order fails here.
constexpr bool table_is_complete() {
  for (std::size_t i = 0; i < kTable.size(); ++i) {
    const TechniqueRow& r = kTable[i];
    if (static_cast<std::size_t>(r.technique) != i) return false;
    const bool technique = i < static_cast<std::size_t>(T::kCount);
    if (technique != (r.find != nullptr) || technique != (r.tier >= 1 && r.tier <= 5)) return false;
    if (technique && r.key.empty()) return false;
  }
  return true;
}
static_assert(table_is_complete(), "kTable: one row per Technique, in the enum's order");

}  // namespace

const TechniqueRow& technique_row(Technique t) {
  const auto i = static_cast<std::size_t>(t);
  return kTable[i < kTable.size() ? i : static_cast<std::size_t>(T::kCount)];
}

std::string_view technique_name(Technique t) { return technique_row(t).name; }
std::string_view technique_key(Technique t) { return technique_row(t).key; }
std::string_view technique_family(Technique t) { return technique_row(t).family; }
int technique_tier(Technique t) { return technique_row(t).tier; }
double technique_difficulty(Technique t) { return technique_row(t).difficulty; }
bool used_by_hints(Technique t) { return technique_row(t).find != nullptr && technique_row(t).hint; }

}  // namespace sudoku::logic
