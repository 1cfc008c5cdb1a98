// logic_test_util.h - helpers for the logic tests: boards built by hand.
#pragma once

#include <algorithm>
#include <catch2/catch_test_macros.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.h"
#include "core/logic/engine.h"
#include "core/logic/techniques.h"
#include "core/solver.h"

namespace logic_test {

using namespace sudoku;
using namespace sudoku::logic;

inline Grid grid(std::string_view text) { return grid_from_line(text); }

/// An empty board: every cell empty with every candidate.
inline Board open_board() {
  Board b;
  b.candidates.fill(kAllDigits);
  return b;
}

/// "r2c3" -> cell index.
inline int at(std::string_view name) { return (name[1] - '1') * 9 + (name[3] - '1'); }

inline void set_cands(Board& b, std::string_view cell, std::initializer_list<int> digits) {
  Mask m = 0;
  for (int d : digits) m |= digit_bit(d);
  b.candidates[static_cast<std::size_t>(at(cell))] = m;
}

/// A cell and the candidates it is narrowed to.
struct CellCands {
  std::string_view cell;
  std::initializer_list<int> digits;
};

/// Narrows each listed cell to its candidates.
inline void set_cands(Board& b, std::initializer_list<CellCands> cells) {
  for (const CellCands& c : cells) set_cands(b, c.cell, c.digits);
}

/// An open board with the listed cells narrowed to their candidates.
inline Board board_with(std::initializer_list<CellCands> cells) {
  Board b = open_board();
  set_cands(b, cells);
  return b;
}

/// Removes `digit` from every cell of `unit` except those listed.
inline void keep_digit_in_unit(Board& b, int unit, int digit, std::initializer_list<std::string_view> keep) {
  for (int c : kUnitCells[static_cast<std::size_t>(unit)]) {
    bool kept = false;
    for (auto k : keep) kept = kept || at(k) == c;
    if (!kept) b.candidates[static_cast<std::size_t>(c)] &= static_cast<Mask>(~digit_bit(digit));
  }
}

/// A digit and the only cells of a unit that keep it.
struct DigitPlaces {
  int unit;
  int digit;
  std::initializer_list<std::string_view> cells;
};

/// An open board where each listed digit keeps only its places in its unit.
inline Board board_keeping(std::initializer_list<DigitPlaces> places) {
  Board b = open_board();
  for (const DigitPlaces& p : places) keep_digit_in_unit(b, p.unit, p.digit, p.cells);
  return b;
}

/// Every step one technique finds on the board.
inline std::vector<Step> run(Technique t, const Board& b, bool unique = false) {
  const State s(b, unique);
  Collector out(false);
  technique_function(t)(s, out);
  return std::move(out.steps());
}

/// The one step `t` finds on the board (the test stops unless there is
/// exactly one).
inline Step one_step(Technique t, const Board& b, bool unique = false) {
  auto steps = run(t, b, unique);
  REQUIRE(steps.size() == 1);
  return std::move(steps[0]);
}

/// Sorted "r1c2<>3" texts of a step's eliminations.
inline std::vector<std::string> elims(const Step& s) {
  std::vector<std::string> r;
  for (const auto& e : s.eliminations) r.push_back(elimination_text(e));
  std::sort(r.begin(), r.end());
  return r;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

/// Sorted "r1c2<>3" texts of every candidate of the board that no solution
/// of its pencil marks allows (the exact solver tries each candidate alone
/// in its cell). This is what any sound technique may remove, found without
/// the logic engine.
inline std::vector<std::string> impossible(const Board& b) {
  std::vector<std::string> r;
  for (int c = 0; c < kCells; ++c) {
    const auto i = static_cast<std::size_t>(c);
    if (b.values[i] != 0) continue;
    for (int d = 1; d <= 9; ++d) {
      if (!(b.candidates[i] & digit_bit(d))) continue;
      Board t = b;
      t.candidates[i] = digit_bit(d);
      if (solve(t, 1).count == 0) {
        r.push_back(elimination_text({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)}));
      }
    }
  }
  std::sort(r.begin(), r.end());
  return r;
}

/// True when every text of `part` is in `all` (both sorted).
inline bool subset(const std::vector<std::string>& part, const std::vector<std::string>& all) {
  return std::includes(all.begin(), all.end(), part.begin(), part.end());
}

/// The one step `t` finds, checked sound (the exact solver rules out every
/// one of `expected`) and removing exactly `expected` (sorted).
inline Step sound_step(Technique t, const Board& b, const std::vector<std::string>& expected, bool unique = false) {
  CHECK(subset(expected, impossible(b)));
  Step step = one_step(t, b, unique);
  CHECK(elims(step) == expected);
  return step;
}

/// The step is rated `rating` on Sudoku Explainer's scale (to its one decimal).
inline void check_rating(const Step& step, double rating) {
  CHECK(step.difficulty > rating - 0.05);
  CHECK(step.difficulty < rating + 0.05);
}

/// A technique list that selects each of `in` and none of `out`.
inline void check_selects(std::string_view list, std::initializer_list<Technique> in,
                          std::initializer_list<Technique> out) {
  INFO(list);
  const auto set = parse_techniques(list);
  REQUIRE(set);
  for (Technique t : in) CHECK(set->has(t));
  for (Technique t : out) CHECK_FALSE(set->has(t));
}

/// `t` finds nothing on the board, and the exact solver agrees that none
/// of `lost` (eliminations a broken pattern would have made) is forced.
inline void check_no_step(Technique t, const Board& b, const std::vector<std::string>& lost) {
  CHECK(run(t, b).empty());
  const std::vector<std::string> possible = impossible(b);
  for (const std::string& e : lost) CHECK_FALSE(subset({e}, possible));
}

inline constexpr int kRow = 0;
inline constexpr int kCol = 9;
inline constexpr int kBox = 18;

/// The W-Wing board (also an AIC): r1c1 and r9c9 hold {1,2}, and row 5
/// holds 1 only at `ones` (r5c1 and r5c9 make the strong link).
inline Board w_wing_board(std::initializer_list<std::string_view> ones) {
  Board b = open_board();
  set_cands(b, "r1c1", {1, 2});
  set_cands(b, "r9c9", {1, 2});
  keep_digit_in_unit(b, kRow + 4, 1, ones);
  return b;
}

}  // namespace logic_test
