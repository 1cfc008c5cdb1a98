// techniques_als_wings.cpp - Sukaku Explainer's WXYZ-, VWXYZ-, UVWXYZ- and
// TUVWXYZ-Wings.
//
// SE's shape: an almost locked set of 3 to 6 cells in one unit (n cells
// holding n + 1 digits), and a two-digit cell outside it holding x and z,
// both digits of the set, where every cell of the set holding x sees the
// two-digit cell (x is a restricted common digit). Then x is either in the
// two-digit cell or in the set, so z is in one of them: z leaves every cell
// that sees all the z cells of both. When z is restricted too (doubly
// linked), the set and the cell hold x and z between them and the set's
// other digits within itself: each of those digits leaves what sees all its
// places there. The rating uses this shape for all four; the hints' WXYZ-
// and VWXYZ-Wings (techniques_patterns.cpp) need a pivot that sees every
// other cell, while the hints' UVWXYZ- and TUVWXYZ-Wings are this shape.
//
// Rated as SE: WXYZ 5.5 and VWXYZ 6.2, plus 0.1 for each step the largest
// candidate count among the set's cells is nearer 3 than the extremes
// (WXYZ 5.5-5.6, VWXYZ 6.2-6.4); UVWXYZ 6.6 and TUVWXYZ 7.5 whatever the
// counts. The easiest wing wins, then the one that removes most.
#include <algorithm>
#include <array>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

int wing_difficulty(int set_cells, int biggest) {
  const int off = std::abs(3 - biggest);
  if (set_cells == 3) return 55 + (1 - off);
  if (set_cells == 4) return 62 + (2 - off);
  return set_cells == 5 ? 66 : 75;
}

void als_wing(const State& s, Collector& out, int set_cells, Technique t) {
  int best_difficulty = 0, best_removals = 0;
  Step best;
  for (int u = 0; u < kUnits; ++u) {
    int cells[9];
    int k = 0;
    for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
      if (popcount(s.cands(c)) >= 2) cells[k++] = c;
    }
    for_each_combination(k, set_cells, [&](const int* pick) {
      Mask digits = 0;
      Bits81 set;
      int biggest = 0;
      for (int i = 0; i < set_cells; ++i) {
        digits |= s.cands(cells[pick[i]]);
        set.set(cells[pick[i]]);
        biggest = std::max(biggest, popcount(s.cands(cells[pick[i]])));
      }
      if (popcount(digits) != set_cells + 1) return false;
      s.bivalue.minus(set).for_each([&](int yz) {
        const Mask m = s.cands(yz);
        if ((m & ~digits) != 0) return;
        for_each_digit(m, [&](int x) {
          const Bits81 xs = set & s.pos(x);
          if (!peer_bits(yz).contains(xs)) return;
          const int z = first_digit(static_cast<Mask>(m & ~digit_bit(x)));
          const Bits81 zs = (set & s.pos(z)) | Bits81::cell(yz);
          std::array<Bits81, 9> elims{};
          elims[static_cast<std::size_t>(z - 1)] = (s.pos(z) & common_peers(zs)).minus(set);
          if (peer_bits(yz).contains(set & s.pos(z))) {
            // Doubly linked: x and z are both restricted, so the set and the
            // cell are locked: x too leaves what sees all its places, and the
            // set's other digits leave what sees all theirs.
            if (x > z) return;  // the same wing from its other digit
            const Bits81 xall = (set & s.pos(x)) | Bits81::cell(yz);
            elims[static_cast<std::size_t>(x - 1)] = (s.pos(x) & common_peers(xall)).minus(set);
            for_each_digit(static_cast<Mask>(digits & ~m), [&](int w) {
              elims[static_cast<std::size_t>(w - 1)] = (s.pos(w) & common_peers(set & s.pos(w))).minus(set);
            });
          }
          Bits81 any;
          for (const Bits81& e : elims) any |= e;
          if (any.none()) return;
          const int difficulty = wing_difficulty(set_cells, biggest);
          int removals = 0;
          for (const Bits81& e : elims) removals += e.count();
          if (best_difficulty != 0 &&
              (difficulty > best_difficulty || (difficulty == best_difficulty && removals <= best_removals))) {
            return;
          }
          Step step = make_step(t);
          for (int d = 1; d <= 9; ++d) add_eliminations(step, elims[static_cast<std::size_t>(d - 1)], d);
          add_cause(step, s, set | Bits81::cell(yz), digits);
          step.difficulty = difficulty / 10.0;
          step.sentence = std::string(technique_name(t)) + ": " + cells_text(set) + " in " + unit_name(u) +
                          " hold only " + digits_text(digits) + " and " + cell_name(yz) + " holds " +
                          std::to_string(x) + " or " + std::to_string(z) + "; every " + std::to_string(x) +
                          " of the set sees " + cell_name(yz) + ", so " + std::to_string(z) +
                          " is in one of them: remove " + removal_text(step) + ".";
          best_difficulty = difficulty;
          best_removals = removals;
          best = std::move(step);
        });
      });
      return false;
    });
  }
  if (best_difficulty != 0) out.add(std::move(best));
}

}  // namespace

void find_se_wxyz_wing(const State& s, Collector& out) { als_wing(s, out, 3, Technique::kWXYZWing); }
void find_se_vwxyz_wing(const State& s, Collector& out) { als_wing(s, out, 4, Technique::kVWXYZWing); }
void find_uvwxyz_wing(const State& s, Collector& out) { als_wing(s, out, 5, Technique::kUVWXYZWing); }
void find_tuvwxyz_wing(const State& s, Collector& out) { als_wing(s, out, 6, Technique::kTUVWXYZWing); }

}  // namespace sudoku::logic
