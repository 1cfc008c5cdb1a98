// techniques_subsets.cpp - tier 2: locked candidates (pointing, claiming),
// naked and hidden pairs, triples and quadruples.
#include "core/logic/techniques.h"

namespace sudoku::logic {
namespace {

// Locked candidates: the digit's cells in unit `from` all lie in unit `to`,
// so the digit leaves the rest of `to`.
void locked(const State& s, Collector& out, bool pointing) {
  const Technique t = pointing ? Technique::kLockedPointing : Technique::kLockedClaiming;
  const int from_first = pointing ? 18 : 0;
  const int from_last = pointing ? 26 : 17;
  for (int from = from_first; from <= from_last; ++from) {
    for (int d = 1; d <= 9; ++d) {
      const Bits81 cells = s.pos(d) & unit_bits(from);
      if (cells.count() < 2) continue;  // one cell is a hidden single
      const int c0 = cells.first();
      const int to_units[2] = {pointing ? row_of(c0) : 18 + box_of(c0), pointing ? 9 + col_of(c0) : 18 + box_of(c0)};
      for (int k = 0; k < (pointing ? 2 : 1); ++k) {
        const int to = to_units[k];
        if (!unit_bits(to).contains(cells)) continue;
        const Bits81 elim = (s.pos(d) & unit_bits(to)).minus(unit_bits(from));
        if (elim.none()) continue;
        Step step = make_step(t);
        add_eliminations(step, elim, d);
        add_cause(step, s, cells, digit_bit(d));
        step.units = {static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
        step.sentence = std::string(technique_name(t)) + ": in " + unit_name(from) + ", " + std::to_string(d) +
                        " lies only in " + unit_name(to) + " (" + cells_text(cells) + "), so remove " +
                        removal_text(step) + ".";
        if (out.add(std::move(step))) return;
      }
    }
  }
}

constexpr const char* kSubsetWord[5] = {"", "", "Pair", "Triple", "Quadruple"};

// Naked subset of size n: n empty cells of a unit whose candidates together
// are n digits; those digits leave the unit's other cells (and the other unit
// the n cells share, if any).
void naked_subsets(const State& s, Collector& out, int n, Technique t) {
  for (int u = 0; u < kUnits; ++u) {
    int cells[9];
    int k = 0;
    for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
      const int pc = popcount(s.cands(c));
      if (pc >= 2 && pc <= n) cells[k++] = c;
    }
    if (k < n) continue;
    const bool stop = for_each_combination(k, n, [&](const int* idx) {
      Mask m = 0;
      Bits81 set;
      for (int i = 0; i < n; ++i) {
        m |= s.cands(cells[idx[i]]);
        set.set(cells[idx[i]]);
      }
      if (popcount(m) != n) return false;
      Step step = make_step(t);
      Bits81 others = unit_bits(u).minus(set);
      std::vector<std::uint8_t> units{static_cast<std::uint8_t>(u)};
      // The other unit all n cells share (a line and a box) loses the digits too.
      for (int v : kCellUnits[static_cast<std::size_t>(cells[idx[0]])]) {
        if (v != u && unit_bits(v).contains(set)) {
          others |= unit_bits(v).minus(set);
          units.push_back(static_cast<std::uint8_t>(v));
        }
      }
      for_each_digit(m, [&](int d) { add_eliminations(step, s.pos(d) & others, d); });
      if (step.eliminations.empty() || (units.size() > 1 && u > static_cast<int>(units[1]))) return false;
      add_cause(step, s, set, m);
      step.units = units;
      step.sentence = "Naked " + std::string(kSubsetWord[n]) + ": " + cells_text(set) + " in " + unit_name(u) +
                      " hold only " + digits_text(m) + ", so remove " + removal_text(step) + ".";
      return out.add(std::move(step));
    });
    if (stop) return;
  }
}

// Hidden subset of size n: n digits of a unit that fit only in the same n
// cells; those cells lose every other digit.
void hidden_subsets(const State& s, Collector& out, int n, Technique t) {
  for (int u = 0; u < kUnits; ++u) {
    const Bits81 unit = unit_bits(u);
    int digits[9];
    int k = 0;
    for (int d = 1; d <= 9; ++d) {
      const int pc = (s.pos(d) & unit).count();
      if (pc >= 2 && pc <= n) digits[k++] = d;
    }
    if (k < n) continue;
    const bool stop = for_each_combination(k, n, [&](const int* idx) {
      Bits81 cells;
      Mask m = 0;
      for (int i = 0; i < n; ++i) {
        cells |= s.pos(digits[idx[i]]) & unit;
        m |= digit_bit(digits[idx[i]]);
      }
      if (cells.count() != n) return false;
      Step step = make_step(t);
      cells.for_each([&](int c) {
        for_each_digit(static_cast<Mask>(s.cands(c) & ~m), [&](int d) {
          step.eliminations.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
        });
      });
      if (step.eliminations.empty()) return false;
      add_cause(step, s, cells, m);
      step.units = {static_cast<std::uint8_t>(u)};
      step.sentence = "Hidden " + std::string(kSubsetWord[n]) + ": in " + unit_name(u) + ", " + digits_text(m) +
                      " fit only in " + cells_text(cells) + ", so remove " + removal_text(step) + ".";
      return out.add(std::move(step));
    });
    if (stop) return;
  }
}

}  // namespace

void find_locked_pointing(const State& s, Collector& out) { locked(s, out, true); }
void find_locked_claiming(const State& s, Collector& out) { locked(s, out, false); }
void find_naked_pair(const State& s, Collector& out) { naked_subsets(s, out, 2, Technique::kNakedPair); }
void find_naked_triple(const State& s, Collector& out) { naked_subsets(s, out, 3, Technique::kNakedTriple); }
void find_naked_quad(const State& s, Collector& out) { naked_subsets(s, out, 4, Technique::kNakedQuad); }
void find_hidden_pair(const State& s, Collector& out) { hidden_subsets(s, out, 2, Technique::kHiddenPair); }
void find_hidden_triple(const State& s, Collector& out) { hidden_subsets(s, out, 3, Technique::kHiddenTriple); }
void find_hidden_quad(const State& s, Collector& out) { hidden_subsets(s, out, 4, Technique::kHiddenQuad); }

}  // namespace sudoku::logic
