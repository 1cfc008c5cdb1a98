// techniques.h - the technique table and what every technique shares
// (internal to src/core/logic).
//
// Every technique family is one function with the same signature:
//
//   void find_xxx(const State& s, Collector& out);
//
// It reads the board `s` and hands each step it finds to `out.add`, stopping
// as soon as `add` returns true (the caller wanted only the first step). A
// technique never reports a step that changes nothing, and never changes the
// board itself.
#pragma once

#include <array>
#include <initializer_list>
#include <string>
#include <string_view>
#include <vector>

#include "core/logic/bits.h"
#include "core/logic/step.h"

namespace sudoku::logic {

/// A board prepared for the techniques: per-digit bit sets beside the masks.
struct State {
  Board board;
  /// where[d-1]: empty cells that still hold candidate d.
  std::array<Bits81, 9> where{};
  /// Empty cells.
  Bits81 empty;
  /// Empty cells with exactly two candidates.
  Bits81 bivalue;
  /// Digits placed in each unit.
  std::array<Mask, kUnits> placed{};
  /// Uniqueness techniques may be used (the puzzle is known to have one solution).
  bool unique = false;
  /// The search serves the rating (Order::kDifficulty): a technique reports
  /// only the shapes Sudoku Explainer has under that rule (it finds the
  /// others as chains, rated as chains).
  bool rating = false;

  explicit State(const Board& b, bool is_unique = false);
  int value(int c) const { return board.values[static_cast<std::size_t>(c)]; }
  /// Candidates of an empty cell, 0 for a filled one.
  Mask cands(int c) const {
    return board.values[static_cast<std::size_t>(c)] ? Mask{0} : board.candidates[static_cast<std::size_t>(c)];
  }
  Bits81 pos(int digit) const { return where[static_cast<std::size_t>(digit - 1)]; }
};

/// Receives the steps a technique finds.
class Collector {
 public:
  explicit Collector(bool first_only) : first_only_(first_only) {}
  /// Stores the step (its difficulty defaults to the technique's) unless one
  /// with the same placements and eliminations is already stored; true when
  /// the search should stop.
  bool add(Step&& step);
  bool done() const { return first_only_ && !steps_.empty(); }
  /// True when only the first (easiest) step is wanted: a technique may then
  /// skip searching for steps harder than one it has already found.
  bool first_only() const { return first_only_; }
  std::vector<Step>& steps() { return steps_; }

 private:
  bool first_only_;
  std::vector<Step> steps_;
};

using TechniqueFn = void (*)(const State&, Collector&);

/// One row of the technique table: everything about a technique but its code.
struct TechniqueRow {
  Technique technique;
  /// HoDoKu-style display name (technique_name).
  std::string_view name;
  /// Lower-case key for option lists (technique_key).
  std::string_view key;
  /// 1..5; 0 for the kinds that are not techniques.
  int tier;
  /// The least difficulty a step of it can have, on the SE scale
  /// (technique_difficulty); a step whose difficulty varies carries its own.
  double difficulty;
  /// The family name parse_techniques accepts for it ("" for none).
  std::string_view family;
  /// The search; nullptr for the kinds that are not techniques.
  TechniqueFn find;
  /// Its place in the rating's order (Order::kDifficulty: Sudoku Explainer's
  /// order of rules, easiest first); 0: the rating does not use it.
  int rating = 0;
  /// Whether hints (Order::kTier) use it.
  bool hint = true;
};

/// The table's row of `t` (every enumerator of Technique has one). The rows
/// are in the enum's order, which is the hint order (easiest first within a
/// tier); technique_table.h holds them and checks that at compile time.
const TechniqueRow& technique_row(Technique t);

/// The function of technique `t`, nullptr for the kinds that are not
/// techniques. Families share helpers, not rows.
inline TechniqueFn technique_function(Technique t) { return technique_row(t).find; }

// One function per technique (techniques_*.cpp).
void find_placed_digit(const State& s, Collector& out);
void find_full_house(const State& s, Collector& out);
void find_hidden_single_box(const State& s, Collector& out);
void find_hidden_single_line(const State& s, Collector& out);
void find_naked_single(const State& s, Collector& out);
void find_locked_pointing(const State& s, Collector& out);
void find_locked_claiming(const State& s, Collector& out);
void find_naked_pair(const State& s, Collector& out);
void find_hidden_pair(const State& s, Collector& out);
void find_naked_triple(const State& s, Collector& out);
void find_hidden_triple(const State& s, Collector& out);
void find_naked_quad(const State& s, Collector& out);
void find_hidden_quad(const State& s, Collector& out);
void find_x_wing(const State& s, Collector& out);
void find_swordfish(const State& s, Collector& out);
void find_jellyfish(const State& s, Collector& out);
void find_finned_x_wing(const State& s, Collector& out);
void find_finned_swordfish(const State& s, Collector& out);
void find_finned_jellyfish(const State& s, Collector& out);
void find_xy_wing(const State& s, Collector& out);
void find_xyz_wing(const State& s, Collector& out);
void find_wxyz_wing(const State& s, Collector& out);
void find_vwxyz_wing(const State& s, Collector& out);
void find_uvwxyz_wing(const State& s, Collector& out);
void find_tuvwxyz_wing(const State& s, Collector& out);
void find_unique_rectangle_1(const State& s, Collector& out);
void find_unique_rectangle_2(const State& s, Collector& out);
void find_unique_rectangle_3(const State& s, Collector& out);
void find_unique_rectangle_4(const State& s, Collector& out);
void find_unique_rectangle_6(const State& s, Collector& out);
void find_hidden_rectangle(const State& s, Collector& out);
void find_unique_loop(const State& s, Collector& out);
void find_skyscraper(const State& s, Collector& out);
void find_two_string_kite(const State& s, Collector& out);
void find_empty_rectangle(const State& s, Collector& out);
void find_w_wing(const State& s, Collector& out);
void find_remote_pair(const State& s, Collector& out);
void find_simple_colors(const State& s, Collector& out);
void find_bug_plus_1(const State& s, Collector& out);
void find_multi_colors(const State& s, Collector& out);
void find_x_chain(const State& s, Collector& out);
void find_xy_chain(const State& s, Collector& out);
void find_aic(const State& s, Collector& out);
void find_als_xz(const State& s, Collector& out);
void find_als_xy_wing(const State& s, Collector& out);
void find_sue_de_coq(const State& s, Collector& out);
void find_cell_forcing_chain(const State& s, Collector& out);
void find_unit_forcing_chain(const State& s, Collector& out);
void find_contradiction_chain(const State& s, Collector& out);
void find_forcing_net(const State& s, Collector& out);
void find_se_wxyz_wing(const State& s, Collector& out);
void find_se_vwxyz_wing(const State& s, Collector& out);
void find_forcing_chain_cycle(const State& s, Collector& out);
void find_nishio_chain(const State& s, Collector& out);
void find_multiple_chain(const State& s, Collector& out);
void find_dynamic_chain(const State& s, Collector& out);
void find_dynamic_chain_plus(const State& s, Collector& out);
void find_strong_links_2(const State& s, Collector& out);
void find_strong_links_3(const State& s, Collector& out);
void find_strong_links_4(const State& s, Collector& out);
void find_direct_pointing(const State& s, Collector& out);
void find_direct_claiming(const State& s, Collector& out);
void find_direct_hidden_pair(const State& s, Collector& out);
void find_direct_hidden_triple(const State& s, Collector& out);

// Helpers shared by the technique files.
/// A step of technique `t` with its base difficulty.
Step make_step(Technique t);
/// Adds eliminations of `digit` from `cells` (in cell order).
void add_eliminations(Step& step, Bits81 cells, int digit);
/// Adds every candidate of `digits` in `cells` as a cause.
void add_cause(Step& step, const State& s, Bits81 cells, Mask digits);
/// Adds the candidates of `digit` in each of `colours` (up to four sets of
/// cells, some maybe empty) as causes coloured 1, 2, ... (Step::cause_colours).
void add_coloured_cause(Step& step, std::initializer_list<Bits81> colours, int digit);
/// "r1c2, r1c5 and r3c4".
std::string cells_text(Bits81 cells);
/// "4 from r5c3, r7c6" (all eliminations of a step, grouped by digit, "; " between digits).
std::string removal_text(const Step& step);
/// Sudoku Explainer's length bonus for chains: +0.1 each time `length`
/// outgrows 4, 6, 8, 12, 16, 24, 32, ... (SE's ChainingHint.getLengthDifficulty,
/// where the length is the chain's node count).
double chain_length_bonus(int length);
/// Calls f(pick) for each combination of `k` of the items 0..n-1 (k <= 8),
/// `pick` holding k increasing indices, in lexicographic order, and stops
/// when f returns true. Subsets pick cells or digits of a unit with it, fish
/// their base lines. Returns true when f stopped it.
template <class F>
inline bool for_each_combination(int n, int k, F&& f) {
  if (k < 1 || k > 8 || k > n) return false;
  int pick[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  while (true) {
    if (f(static_cast<const int*>(pick))) return true;
    int i = k - 1;
    while (i >= 0 && pick[i] == n - k + i) --i;
    if (i < 0) return false;
    ++pick[i];
    for (int j = i + 1; j < k; ++j) pick[j] = pick[j - 1] + 1;
  }
}
/// Calls f(d) for each digit in mask.
template <class F>
inline void for_each_digit(Mask m, F&& f) {
  for (unsigned w = m; w; w &= w - 1) f(__builtin_ctz(w) + 1);
}

}  // namespace sudoku::logic
