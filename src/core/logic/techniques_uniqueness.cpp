// techniques_uniqueness.cpp - tier 3 uniqueness: Unique Rectangle types 1-4
// and BUG+1. Each runs only when the board's State says the puzzle is known
// to have one solution: four empty cells in two rows, two columns and two
// boxes that could all hold only {a,b} would let a and b swap, giving a
// second solution, so some cell of the rectangle must be something else.
#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

struct Rect {
  int cells[4];  // r1c1, r1c2, r2c1, r2c2
  Mask ab;       // the pair
};

std::string ds(int d) { return std::to_string(d); }

// Sukaku Explainer rates every type of unique rectangle 4.5 (type 3: plus
// the size of its naked set); the table's values, which hints show, are
// Sudoku Explainer 1.2.1's. The rating (State::rating) takes SE's.
constexpr double kSeRectangle = 4.5;

// Calls f(rect) for every rectangle of empty cells spanning two boxes whose
// four cells share at least two candidates, for each such pair {a,b}.
template <class F>
void for_each_rect(const State& s, F&& f) {
  for (int r1 = 0; r1 < 9; ++r1) {
    for (int r2 = r1 + 1; r2 < 9; ++r2) {
      for (int c1 = 0; c1 < 9; ++c1) {
        for (int c2 = c1 + 1; c2 < 9; ++c2) {
          const bool same_band = r1 / 3 == r2 / 3;
          const bool same_stack = c1 / 3 == c2 / 3;
          if (same_band == same_stack) continue;  // must span exactly two boxes
          Rect rect{{cell_at(r1, c1), cell_at(r1, c2), cell_at(r2, c1), cell_at(r2, c2)}, 0};
          Mask common = kAllDigits;
          bool ok = true;
          for (int c : rect.cells) {
            if (s.value(c) != 0) ok = false;
            common &= s.cands(c);
          }
          if (!ok || popcount(common) < 2) continue;
          for (int a = 1; a <= 9; ++a) {
            for (int b = a + 1; b <= 9; ++b) {
              const Mask ab = static_cast<Mask>(digit_bit(a) | digit_bit(b));
              if ((common & ab) != ab) continue;
              rect.ab = ab;
              if (f(rect)) return;
            }
          }
        }
      }
    }
  }
}

Bits81 rect_bits(const Rect& r) {
  Bits81 b;
  for (int c : r.cells) b.set(c);
  return b;
}

std::string rect_text(const Rect& r) {
  return cell_name(r.cells[0]) + ", " + cell_name(r.cells[1]) + ", " + cell_name(r.cells[2]) + " and " +
         cell_name(r.cells[3]);
}

// Units shared by two cells.
std::vector<int> shared_units(int a, int b) {
  std::vector<int> r;
  for (int u : kCellUnits[static_cast<std::size_t>(a)]) {
    if (unit_bits(u).test(b)) r.push_back(u);
  }
  return r;
}

}  // namespace

void find_unique_rectangle_1(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    int extra = -1;
    int exact = 0;
    for (int c : r.cells) {
      if (s.cands(c) == r.ab) {
        ++exact;
      } else {
        extra = c;
      }
    }
    if (exact != 3) return false;
    Step step = make_step(Technique::kUniqueRectangle1);
    for_each_digit(r.ab, [&](int d) {
      step.eliminations.push_back({static_cast<std::uint8_t>(extra), static_cast<std::uint8_t>(d)});
    });
    add_cause(step, s, rect_bits(r), r.ab);
    step.sentence = "Uniqueness Test 1: " + rect_text(r) + " would form a deadly pattern on " + digits_text(r.ab) +
                    ", so " + cell_name(extra) + " is not " + digits_text(r.ab) + ": remove " + removal_text(step) +
                    ".";
    return out.add(std::move(step));
  });
}

void find_unique_rectangle_2(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    int roof[4];
    int nroof = 0;
    Mask extras = 0;
    for (int c : r.cells) {
      if (s.cands(c) != r.ab) {
        roof[nroof++] = c;
        extras |= static_cast<Mask>(s.cands(c) & ~r.ab);
      }
    }
    if (nroof != 2 || popcount(extras) != 1) return false;
    if (s.cands(roof[0]) != s.cands(roof[1])) return false;
    const int x = first_digit(extras);
    const Bits81 elim = s.pos(x) & peer_bits(roof[0]) & peer_bits(roof[1]);
    if (elim.none()) return false;
    Step step = make_step(Technique::kUniqueRectangle2);
    if (s.rating) step.difficulty = kSeRectangle;
    add_eliminations(step, elim, x);
    add_cause(step, s, rect_bits(r), static_cast<Mask>(r.ab | extras));
    step.sentence = "Uniqueness Test 2: " + rect_text(r) + " would form a deadly pattern on " + digits_text(r.ab) +
                    ", so " + ds(x) + " is in " + cell_name(roof[0]) + " or " + cell_name(roof[1]) + ": remove " +
                    removal_text(step) + ".";
    return out.add(std::move(step));
  });
}

void find_unique_rectangle_3(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    int roof[4];
    int nroof = 0;
    Mask extras = 0;
    for (int c : r.cells) {
      if (s.cands(c) != r.ab) {
        roof[nroof++] = c;
        extras |= static_cast<Mask>(s.cands(c) & ~r.ab);
      }
    }
    if (nroof != 2 || popcount(extras) < 2) return false;
    // The roof acts as one cell holding `extras`: find a naked subset with it.
    for (int u : shared_units(roof[0], roof[1])) {
      int others[9];
      int k = 0;
      for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
        if (c == roof[0] || c == roof[1] || s.value(c) != 0) continue;
        others[k++] = c;
      }
      // Subsets of the other cells of size 1..3.
      for (unsigned sel = 1; sel < (1u << k); ++sel) {
        const int n = __builtin_popcount(sel);
        if (n > 3) continue;
        Mask m = extras;
        Bits81 set;
        for (int i = 0; i < k; ++i) {
          if ((sel >> i) & 1u) {
            m |= s.cands(others[i]);
            set.set(others[i]);
          }
        }
        if (popcount(m) != n + 1) continue;
        Step step = make_step(Technique::kUniqueRectangle3);
        // SE: 4.5 and 0.1 for each digit of the naked set beyond the first.
        if (s.rating) step.difficulty = kSeRectangle + 0.1 * (popcount(m) - 1);
        for (int i = 0; i < k; ++i) {
          if ((sel >> i) & 1u) continue;
          for_each_digit(static_cast<Mask>(s.cands(others[i]) & m), [&](int d) {
            step.eliminations.push_back({static_cast<std::uint8_t>(others[i]), static_cast<std::uint8_t>(d)});
          });
        }
        if (step.eliminations.empty()) continue;
        add_cause(step, s, rect_bits(r), r.ab);
        add_cause(step, s, set, m);
        step.units = {static_cast<std::uint8_t>(u)};
        step.sentence = "Uniqueness Test 3: " + rect_text(r) + " would form a deadly pattern on " +
                        digits_text(r.ab) + ", so " + cell_name(roof[0]) + " or " + cell_name(roof[1]) + " holds " +
                        digits_text(extras) + "; with " + cells_text(set) + " they form a naked subset on " +
                        digits_text(m) + " in " + unit_name(u) + ": remove " + removal_text(step) + ".";
        if (out.add(std::move(step))) return true;
      }
    }
    return false;
  });
}

void find_unique_rectangle_4(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    int roof[4];
    int nroof = 0;
    for (int c : r.cells) {
      if (s.cands(c) != r.ab) roof[nroof++] = c;
    }
    if (nroof != 2) return false;
    for (int u : shared_units(roof[0], roof[1])) {
      for (int k = 0; k < 2; ++k) {
        const int a = k == 0 ? first_digit(r.ab) : first_digit(static_cast<Mask>(r.ab & (r.ab - 1)));
        const int b = first_digit(static_cast<Mask>(r.ab & ~digit_bit(a)));
        // a only in the roof cells of this unit: the roof holds a, so neither roof cell is b.
        if ((s.pos(a) & unit_bits(u)).count() != 2) continue;
        Step step = make_step(Technique::kUniqueRectangle4);
        if (s.rating) step.difficulty = kSeRectangle;
        step.eliminations.push_back({static_cast<std::uint8_t>(roof[0]), static_cast<std::uint8_t>(b)});
        step.eliminations.push_back({static_cast<std::uint8_t>(roof[1]), static_cast<std::uint8_t>(b)});
        add_cause(step, s, rect_bits(r), r.ab);
        step.units = {static_cast<std::uint8_t>(u)};
        step.sentence = "Uniqueness Test 4: " + rect_text(r) + " would form a deadly pattern on " +
                        digits_text(r.ab) + "; in " + unit_name(u) + ", " + ds(a) + " fits only in " +
                        cell_name(roof[0]) + " and " + cell_name(roof[1]) + ", so neither can be " + ds(b) +
                        ": remove " + removal_text(step) + ".";
        if (out.add(std::move(step))) return true;
      }
    }
    return false;
  });
}

void find_bug_plus_1(const State& s, Collector& out) {
  if (!s.unique) return;
  int extra = -1;
  bool ok = true;
  s.empty.for_each([&](int c) {
    const int n = popcount(s.cands(c));
    if (n == 2) return;
    if (n == 3 && extra < 0) {
      extra = c;
    } else {
      ok = false;
    }
  });
  if (!ok || extra < 0) return;
  // Every other candidate appears exactly twice in each unit; the digit of the
  // extra cell that appears three times in its units must be placed there.
  for_each_digit(s.cands(extra), [&](int d) {
    if (out.done()) return;
    bool three = true;
    for (int u : kCellUnits[static_cast<std::size_t>(extra)]) {
      if ((s.pos(d) & unit_bits(u)).count() != 3) three = false;
    }
    if (!three) return;
    // The rest of the grid must be a true grave: every digit twice (or not at
    // all) in every unit.
    for (int u = 0; u < kUnits; ++u) {
      for (int e = 1; e <= 9; ++e) {
        const int n = (s.pos(e) & unit_bits(u)).count();
        const bool with_extra = e == d && unit_bits(u).test(extra);
        if (n != (with_extra ? 3 : (n == 0 ? 0 : 2))) return;
      }
    }
    Step step = make_step(Technique::kBugPlus1);
    step.placements.push_back({static_cast<std::uint8_t>(extra), static_cast<std::uint8_t>(d)});
    step.cause_cells.push_back(static_cast<std::uint8_t>(extra));
    step.sentence = "Bivalue Universal Grave + 1: every empty cell but " + cell_name(extra) +
                    " holds two candidates; without " + ds(d) + " there the grid would have two solutions, so " +
                    cell_name(extra) + " is " + ds(d) + ".";
    out.add(std::move(step));
  });
}

}  // namespace sudoku::logic
