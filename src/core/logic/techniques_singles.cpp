// techniques_singles.cpp - tier 1: the placed-digit rule, full house, hidden
// single, naked single.
#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

Candidate cand(int cell, int digit) { return {static_cast<std::uint8_t>(cell), static_cast<std::uint8_t>(digit)}; }

std::string digit_str(int d) { return std::to_string(d); }

// The placed digits a person looks at to see a single: for a hidden single
// of `d` in unit `u`, a placed `d` that sees each other empty cell of the
// unit (one per cell, shared where one covers several); for a naked single
// in cell `c`, a placed peer for each digit the cell cannot hold. Cells whose
// candidate was removed by an earlier deduction have no placed cause.
void add_single_causes(const State& s, Step& step, int c, int d, int u) {
  auto add = [&step](int cell) {
    const auto v = static_cast<std::uint8_t>(cell);
    for (auto x : step.cause_cells) {
      if (x == v) return;
    }
    step.cause_cells.push_back(v);
  };
  if (u >= 0) {
    const Bits81 others = s.empty & unit_bits(u);
    others.for_each([&](int o) {
      if (o == c) return;
      for (int p : kPeerCells[static_cast<std::size_t>(o)]) {
        if (s.value(p) == d) {
          add(p);
          return;
        }
      }
    });
    return;
  }
  for (int e = 1; e <= 9; ++e) {
    if (e == d) continue;
    for (int p : kPeerCells[static_cast<std::size_t>(c)]) {
      if (s.value(p) == e) {
        add(p);
        break;
      }
    }
  }
}

// Units to scan for hidden singles: boxes (18..26) or lines (0..17).
void hidden_singles(const State& s, Collector& out, int first_unit, int last_unit, Technique t) {
  for (int i = first_unit; i <= last_unit; ++i) {
    // Lines: columns before rows for the rating, as Sudoku Explainer scans.
    const int u = (s.rating && last_unit == 17) ? (i < 9 ? i + 9 : i - 9) : i;
    const Bits81 unit = unit_bits(u);
    for (int d = 1; d <= 9; ++d) {
      if (s.placed[static_cast<std::size_t>(u)] & digit_bit(d)) continue;
      const Bits81 where = s.pos(d) & unit;
      if (where.count() != 1) continue;
      const int c = where.first();
      // A hidden single that is also the cell's only candidate is still a
      // hidden single; the full house (last empty cell of the unit) is not.
      if ((s.empty & unit).count() == 1) continue;
      Step step = make_step(t);
      step.placements.push_back(cand(c, d));
      step.units.push_back(static_cast<std::uint8_t>(u));
      add_single_causes(s, step, c, d, u);
      step.sentence = "Hidden Single: in " + unit_name(u) + ", " + digit_str(d) + " fits only " + cell_name(c) + ".";
      if (out.add(std::move(step))) return;
    }
  }
}

}  // namespace

void find_placed_digit(const State& s, Collector& out) {
  for (int c = 0; c < kCells; ++c) {
    const int v = s.value(c);
    if (v == 0) continue;
    const Bits81 left = s.pos(v) & peer_bits(c);
    if (left.none()) continue;
    Step step = make_step(Technique::kPlacedDigit);
    add_eliminations(step, left, v);
    step.cause_cells.push_back(static_cast<std::uint8_t>(c));
    for (int u : kCellUnits[static_cast<std::size_t>(c)]) {
      if ((left & unit_bits(u)).any()) step.units.push_back(static_cast<std::uint8_t>(u));
    }
    step.sentence = "Placed Digit: " + cell_name(c) + " is " + digit_str(v) + ", so " + digit_str(v) +
                    " leaves its row, column and box: remove " + removal_text(step) + ".";
    if (out.add(std::move(step))) return;
  }
}

// The units in the order to scan them: rows, columns, boxes for hints; for
// the rating Sudoku Explainer's order, boxes, columns, rows, so that the
// rated path places the digits SE's path places.
namespace {
int scan_unit(const State& s, int i) {
  if (!s.rating) return i;
  return i < 9 ? 18 + i : i < 18 ? i : i - 18;
}
}  // namespace

void find_full_house(const State& s, Collector& out) {
  for (int i = 0; i < kUnits; ++i) {
    const int u = scan_unit(s, i);
    const Bits81 e = s.empty & unit_bits(u);
    if (e.count() != 1) continue;
    const int c = e.first();
    const Mask missing = static_cast<Mask>(kAllDigits & ~s.placed[static_cast<std::size_t>(u)]);
    if (popcount(missing) != 1 || !(s.cands(c) & missing)) continue;  // a contradiction, not a step
    const int d = first_digit(missing);
    Step step = make_step(Technique::kFullHouse);
    step.placements.push_back(cand(c, d));
    step.units.push_back(static_cast<std::uint8_t>(u));
    step.cause_cells.push_back(static_cast<std::uint8_t>(c));
    step.sentence = "Full House: " + cell_name(c) + " is the last empty cell of " + unit_name(u) + ", so it is " +
                    digit_str(d) + ".";
    if (out.add(std::move(step))) return;
  }
}

void find_hidden_single_box(const State& s, Collector& out) {
  hidden_singles(s, out, 18, 26, Technique::kHiddenSingleBox);
}

void find_hidden_single_line(const State& s, Collector& out) {
  hidden_singles(s, out, 0, 17, Technique::kHiddenSingleLine);
}

void find_naked_single(const State& s, Collector& out) {
  Bits81 e = s.empty;
  bool stop = false;
  e.for_each([&](int c) {
    if (stop) return;
    const Mask m = s.cands(c);
    if (popcount(m) != 1) return;
    const int d = first_digit(m);
    Step step = make_step(Technique::kNakedSingle);
    step.placements.push_back(cand(c, d));
    add_single_causes(s, step, c, d, -1);
    step.sentence = "Naked Single: " + cell_name(c) + " can only be " + digit_str(d) + ".";
    stop = out.add(std::move(step));
  });
}

}  // namespace sudoku::logic
