// techniques_direct.cpp - Sudoku Explainer's Direct rules, for the rating
// only: a locked-candidates or hidden-subset pattern counted only when it
// leaves a hidden single, which is then placed (the pattern's own removals
// are not made, as in SE).
//
//   Direct Pointing 1.7   digit d of a box lies in one row or column; in
//                         another box on that line, d then fits one cell
//   Direct Claiming 1.9   digit d of a row or column lies in one box; in
//                         another line of that box's band or stack, d then
//                         fits one cell
//   Direct Hidden Pair 2.0 / Triple 2.5
//                         two (three) digits of a unit fit only the same two
//                         (three) cells; another digit of the unit then fits
//                         one cell outside them
//
// Each search visits units, digits and digit sets in the order Sudoku
// Explainer does (locking: box to column, box to row, column to box, row
// to box, digits 1-9 outside; subsets: boxes, columns, rows, digit sets in
// colex order), so the rated path places the same digit SE's path does.
#include <string>

#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

constexpr int kRows = 0;
constexpr int kCols = 9;
constexpr int kBoxes = 18;

std::uint8_t u8(int v) { return static_cast<std::uint8_t>(v); }

// One locking pass: digit d of unit `from` (of the kind starting at `kind1`)
// lies inside unit `to` (of kind `kind2`); another unit of kind1 crossing
// `to` then keeps d in one cell outside `to`. True when `out` wants no more.
bool locking_pass(const State& s, Collector& out, int kind1, int kind2, Technique t) {
  for (int d = 1; d <= 9; ++d) {
    const Bits81 where = s.pos(d);
    for (int i1 = 0; i1 < 9; ++i1) {
      const int from = kind1 + i1;
      const Bits81 in1 = where & unit_bits(from);
      if (in1.count() < 2) continue;
      for (int i2 = 0; i2 < 9; ++i2) {
        const int to = kind2 + i2;
        if (!unit_bits(from).intersects(unit_bits(to))) continue;
        if (in1.minus(unit_bits(to)).any()) continue;
        for (int i3 = 0; i3 < 9; ++i3) {
          if (i3 == i1) continue;
          const int other = kind1 + i3;
          if (!unit_bits(other).intersects(unit_bits(to))) continue;
          const Bits81 in3 = where & unit_bits(other);
          if (in3.count() < 2) continue;
          const Bits81 left = in3.minus(unit_bits(to));
          if (left.count() != 1) continue;
          const int c = left.first();
          Step step = make_step(t);
          step.placements.push_back({u8(c), u8(d)});
          step.units = {u8(from), u8(to), u8(other)};
          add_cause(step, s, in1, digit_bit(d));
          const std::string digit = std::to_string(d);
          step.sentence = std::string(technique_name(t)) + ": in " + unit_name(from) + ", " + digit + " lies only in " +
                          unit_name(to) + ", so " + digit + " leaves the rest of " + unit_name(to) + "; then in " +
                          unit_name(other) + ", " + digit + " fits only " + cell_name(c) + ".";
          if (out.add(std::move(step))) return true;
        }
      }
    }
  }
  return false;
}

// Direct hidden subsets of `size` digits in units of the kind starting at
// `kind`. True when `out` wants no more.
bool hidden_subset_pass(const State& s, Collector& out, int size, int kind, Technique t) {
  for (int i = 0; i < 9; ++i) {
    const int u = kind + i;
    const Bits81 unit = unit_bits(u);
    if ((s.empty & unit).count() <= size) continue;
    // Digit sets in increasing order of their bit masks (SE's order).
    for (unsigned set = 1; set < (1u << 9); ++set) {
      if (__builtin_popcount(set) != size) continue;
      Bits81 cells;
      bool ok = true;
      for_each_digit(static_cast<Mask>(set), [&](int d) {
        const Bits81 in = s.pos(d) & unit;
        if (in.count() < 2) ok = false;
        cells = cells | in;
      });
      if (!ok || cells.count() != size) continue;
      // The first other digit that these cells leave with one place.
      for (int d = 1; d <= 9; ++d) {
        if (set & (1u << (d - 1))) continue;
        const Bits81 in = s.pos(d) & unit;
        if (in.count() < 2) continue;
        const Bits81 left = in.minus(cells);
        if (left.count() != 1) continue;
        const int c = left.first();
        Step step = make_step(t);
        step.placements.push_back({u8(c), u8(d)});
        step.units.push_back(u8(u));
        add_cause(step, s, cells, static_cast<Mask>(set));
        std::string digits;
        for_each_digit(static_cast<Mask>(set), [&](int x) {
          if (!digits.empty()) digits += "/";
          digits += std::to_string(x);
        });
        step.sentence = std::string(technique_name(t)) + ": in " + unit_name(u) + ", " + digits + " fit only " +
                        cells_text(cells) + ", so those cells hold nothing else; then " + std::to_string(d) +
                        " fits only " + cell_name(c) + ".";
        if (out.add(std::move(step))) return true;
        break;
      }
    }
  }
  return false;
}

void direct_hidden_subset(const State& s, Collector& out, int size, Technique t) {
  for (int kind : {kBoxes, kCols, kRows}) {
    if (hidden_subset_pass(s, out, size, kind, t)) return;
  }
}

}  // namespace

void find_direct_pointing(const State& s, Collector& out) {
  if (locking_pass(s, out, kBoxes, kCols, Technique::kDirectPointing)) return;
  locking_pass(s, out, kBoxes, kRows, Technique::kDirectPointing);
}

void find_direct_claiming(const State& s, Collector& out) {
  if (locking_pass(s, out, kCols, kBoxes, Technique::kDirectClaiming)) return;
  locking_pass(s, out, kRows, kBoxes, Technique::kDirectClaiming);
}

void find_direct_hidden_pair(const State& s, Collector& out) {
  direct_hidden_subset(s, out, 2, Technique::kDirectHiddenPair);
}

void find_direct_hidden_triple(const State& s, Collector& out) {
  direct_hidden_subset(s, out, 3, Technique::kDirectHiddenTriple);
}

}  // namespace sudoku::logic
