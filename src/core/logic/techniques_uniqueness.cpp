// techniques_uniqueness.cpp - tier 3 uniqueness: Unique Rectangle types 1-4
// and 6, the Hidden Rectangle, Unique Loop and BUG+1. Each runs only when the board's State says the
// puzzle is known to have one solution: four empty cells in two rows, two
// columns and two boxes that could all hold only {a,b} would let a and b
// swap, giving a second solution, so some cell of the rectangle must be
// something else. A unique loop is the same with 6 or more cells.
#include <algorithm>
#include <vector>

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

// The cells of a rectangle that hold more than its pair (its roof) and the
// digits they hold beyond it.
struct Roof {
  int cells[4];
  int size = 0;
  Mask extras = 0;
};

Roof roof_of(const State& s, const Rect& r) {
  Roof roof;
  for (int c : r.cells) {
    if (s.cands(c) != r.ab) {
      roof.cells[roof.size++] = c;
      roof.extras |= static_cast<Mask>(s.cands(c) & ~r.ab);
    }
  }
  return roof;
}

// The naked subsets two cells make in unit `u` taken as one cell holding
// `extras`: calls f(set, digits) for each set of one to three other empty
// cells of the unit that with the two hold one digit more than the set has
// cells; stops when f returns true, and then returns true.
template <class F>
bool for_each_naked_set_with_pair(const State& s, int u, int c1, int c2, Mask extras, F&& f) {
  int others[9];
  int k = 0;
  for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
    if (c != c1 && c != c2 && s.value(c) == 0) others[k++] = c;
  }
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
    if (popcount(m) == n + 1 && f(set, m)) return true;
  }
  return false;
}

// Whether two cells share a row or a column.
bool same_line(int a, int b) { return row_of(a) == row_of(b) || col_of(a) == col_of(b); }

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
                    ", so " + cell_name(extra) + " is neither " + digits_text(r.ab, "nor") + ": remove " +
                    removal_text(step) + ".";
    return out.add(std::move(step));
  });
}

void find_unique_rectangle_2(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    const auto [roof, nroof, extras] = roof_of(s, r);
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
    const Roof roof = roof_of(s, r);
    if (roof.size != 2 || popcount(roof.extras) < 2) return false;
    const int c1 = roof.cells[0], c2 = roof.cells[1];
    for (int u : shared_units(c1, c2)) {
      const bool stop = for_each_naked_set_with_pair(s, u, c1, c2, roof.extras, [&](const Bits81& set, Mask m) {
        Step step = make_step(Technique::kUniqueRectangle3);
        // SE: 4.5 and 0.1 for each digit of the naked set beyond the first.
        if (s.rating) step.difficulty = kSeRectangle + 0.1 * (popcount(m) - 1);
        for (int c : kUnitCells[static_cast<std::size_t>(u)]) {
          if (c == c1 || c == c2 || s.value(c) != 0 || set.test(c)) continue;
          for_each_digit(static_cast<Mask>(s.cands(c) & m), [&](int d) {
            step.eliminations.push_back({static_cast<std::uint8_t>(c), static_cast<std::uint8_t>(d)});
          });
        }
        if (step.eliminations.empty()) return false;
        add_cause(step, s, rect_bits(r), r.ab);
        add_cause(step, s, set, m);
        step.units = {static_cast<std::uint8_t>(u)};
        step.sentence = "Uniqueness Test 3: " + rect_text(r) + " would form a deadly pattern on " + digits_text(r.ab) +
                        ", so " + cell_name(c1) + " or " + cell_name(c2) + " holds " + digits_text(roof.extras, "or") +
                        "; with " + cells_text(set) + " they form a naked subset on " + digits_text(m) + " in " +
                        unit_name(u) + ": remove " + removal_text(step) + ".";
        return out.add(std::move(step));
      });
      if (stop) return true;
    }
    return false;
  });
}

void find_unique_rectangle_4(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    const auto [roof, nroof, extras] = roof_of(s, r);
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
        step.sentence = "Uniqueness Test 4: " + rect_text(r) + " would form a deadly pattern on " + digits_text(r.ab) +
                        "; in " + unit_name(u) + ", " + ds(a) + " fits only in " + cell_name(roof[0]) + " and " +
                        cell_name(roof[1]) + ", so neither can be " + ds(b) + ": remove " + removal_text(step) + ".";
        if (out.add(std::move(step))) return true;
      }
    }
    return false;
  });
}

void find_unique_rectangle_6(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    // Two roof cells on a diagonal; the other two hold only the pair. When
    // one digit a of the pair fits nowhere else in the rectangle's two rows
    // and two columns, it sits on one diagonal: on the roof's it would leave
    // the other two cells only b, the deadly pattern. So the roof is not a.
    const Roof roof = roof_of(s, r);
    if (roof.size != 2 || same_line(roof.cells[0], roof.cells[1])) return false;
    const int c1 = roof.cells[0], c2 = roof.cells[1];
    const int units[4] = {row_of(r.cells[0]), row_of(r.cells[3]), 9 + col_of(r.cells[0]), 9 + col_of(r.cells[3])};
    Bits81 lines;
    for (int u : units) lines |= unit_bits(u);
    lines = lines.minus(rect_bits(r));
    bool stop = false;
    for_each_digit(r.ab, [&](int a) {
      if (stop || (s.pos(a) & lines).any()) return;
      const int b = first_digit(static_cast<Mask>(r.ab & ~digit_bit(a)));
      Step step = make_step(Technique::kUniqueRectangle6);
      step.eliminations.push_back({static_cast<std::uint8_t>(c1), static_cast<std::uint8_t>(a)});
      step.eliminations.push_back({static_cast<std::uint8_t>(c2), static_cast<std::uint8_t>(a)});
      add_cause(step, s, rect_bits(r), r.ab);
      for (int u : units) step.units.push_back(static_cast<std::uint8_t>(u));
      std::string floor;
      for (int c : r.cells) {
        if (c != c1 && c != c2) floor += (floor.empty() ? "" : " and ") + cell_name(c);
      }
      step.sentence = "Uniqueness Test 6: " + rect_text(r) + " would form a deadly pattern on " + digits_text(r.ab) +
                      "; in rows " + ds(units[0] + 1) + " and " + ds(units[1] + 1) + " and columns " +
                      ds(units[2] - 8) + " and " + ds(units[3] - 8) + ", " + ds(a) +
                      " fits only in the rectangle, so it is on one of its diagonals; on " + cell_name(c1) + " and " +
                      cell_name(c2) + " it would leave " + floor + " only " + ds(b) + ": remove " + removal_text(step) +
                      ".";
      stop = out.add(std::move(step));
    });
    return stop;
  });
}

void find_hidden_rectangle(const State& s, Collector& out) {
  if (!s.unique) return;
  for_each_rect(s, [&](const Rect& r) {
    // A corner holding only the pair (one such cell, or two on a diagonal).
    // When, in the row and the column of the opposite corner, one digit a of
    // the pair fits only in the rectangle, the opposite corner cannot be b:
    // the two cells beside it would then both be a, the corner b, and the
    // rectangle the deadly pattern.
    const Roof roof = roof_of(s, r);
    const int nfloor = 4 - roof.size;
    if (nfloor != 1 && nfloor != 2) return false;
    if (nfloor == 2 && same_line(roof.cells[0], roof.cells[1])) return false;
    for (int corner : r.cells) {
      if (s.cands(corner) != r.ab) continue;
      int opposite = -1;
      for (int c : r.cells) {
        if (row_of(c) != row_of(corner) && col_of(c) != col_of(corner)) opposite = c;
      }
      const int row = row_of(opposite), col = 9 + col_of(opposite);
      const Bits81 rect = rect_bits(r);
      bool stop = false;
      for_each_digit(r.ab, [&](int a) {
        if (stop) return;
        if ((s.pos(a) & unit_bits(row)).minus(rect).any() || (s.pos(a) & unit_bits(col)).minus(rect).any()) return;
        const int b = first_digit(static_cast<Mask>(r.ab & ~digit_bit(a)));
        Step step = make_step(Technique::kHiddenRectangle);
        step.eliminations.push_back({static_cast<std::uint8_t>(opposite), static_cast<std::uint8_t>(b)});
        add_cause(step, s, rect, r.ab);
        step.units = {static_cast<std::uint8_t>(row), static_cast<std::uint8_t>(col)};
        step.sentence = "Hidden Rectangle: " + rect_text(r) + " would form a deadly pattern on " + digits_text(r.ab) +
                        "; " + cell_name(corner) + " holds only " + digits_text(r.ab, "or") + ", and in " +
                        unit_name(row) + " and " + unit_name(col) + ", " + ds(a) +
                        " fits only in the rectangle, so were " + cell_name(opposite) + " " + ds(b) +
                        ", the two cells beside it would be " + ds(a) + " and " + cell_name(corner) + " " + ds(b) +
                        ": remove " + removal_text(step) + ".";
        stop = out.add(std::move(step));
      });
      if (stop) return true;
    }
    return false;
  });
}

namespace {

// A closed loop of empty cells that all hold a and b, each cell sharing a
// unit with the next, where every unit holding a cell of the loop holds
// exactly two, one at an even and one at an odd place. Were every cell only
// {a,b}, a and b could swap all round the loop: two solutions. Found as
// Sukaku Explainer finds them: from a cell holding only {a,b}, step to a cell
// of one of its units other than the unit of the last step; at most two
// cells hold more than a and b, or any number that all add the same one
// digit.
struct Loop {
  std::vector<int> cells;  // in loop order
  Bits81 set;
  Mask ab = 0;
};

class LoopSearch {
 public:
  LoopSearch(const State& s, Mask ab, std::vector<Loop>& found) : s_(s), ab_(ab), found_(found) {}

  void from(int start) {
    start_ = start;
    push(start);
    walk(start, -1);
    pop();
  }

 private:
  // Unit bits (27) of each parity, for the units holding a loop cell.
  bool fits(int c, int parity) const {
    for (int u : kCellUnits[static_cast<std::size_t>(c)]) {
      if ((units_[parity] >> u) & 1u) return false;  // two cells of one parity in a unit
    }
    return true;
  }
  void push(int c) {
    const int parity = static_cast<int>(path_.size() % 2);
    for (int u : kCellUnits[static_cast<std::size_t>(c)]) units_[parity] |= 1u << u;
    path_.push_back(c);
    on_.set(c);
  }
  void pop() {
    const int c = path_.back();
    path_.pop_back();
    const int parity = static_cast<int>(path_.size() % 2);
    for (int u : kCellUnits[static_cast<std::size_t>(c)]) units_[parity] &= ~(1u << u);
    on_.reset(c);
  }
  void walk(int cell, int last_type) {
    for (int type : {2, 0, 1}) {  // box, row, column
      if (type == last_type) continue;
      const int u = kCellUnits[static_cast<std::size_t>(cell)][static_cast<std::size_t>(type)];
      for (int next : kUnitCells[static_cast<std::size_t>(u)]) {
        if (next == cell) continue;
        if (next == start_) {
          if (path_.size() >= 6 && units_[0] == units_[1]) record();
          continue;
        }
        if (on_.test(next) || s_.value(next) != 0) continue;
        const Mask m = s_.cands(next);
        if ((m & ab_) != ab_) continue;
        const int parity = static_cast<int>(path_.size() % 2);
        if (!fits(next, parity)) continue;
        const Mask extra = static_cast<Mask>(m & ~ab_);
        const Mask extras = static_cast<Mask>(extras_ | extra);
        const int count = extra_cells_ + (extra != 0 ? 1 : 0);
        if (extra != 0 && count > 2 && popcount(extras) != 1) continue;
        const Mask saved = extras_;
        const int saved_count = extra_cells_;
        extras_ = extras;
        extra_cells_ = count;
        push(next);
        walk(next, type);
        pop();
        extras_ = saved;
        extra_cells_ = saved_count;
      }
    }
  }
  void record() {
    Bits81 set;
    for (int c : path_) set.set(c);
    for (const Loop& l : found_) {
      if (l.set == set && l.ab == ab_) return;
    }
    found_.push_back({path_, set, ab_});
  }

  const State& s_;
  Mask ab_;
  std::vector<Loop>& found_;
  int start_ = -1;
  std::vector<int> path_;
  Bits81 on_;
  std::uint32_t units_[2] = {0, 0};
  Mask extras_ = 0;
  int extra_cells_ = 0;
};

// Sukaku Explainer's value: 4.6 for 6 cells, 4.7 for 8, 5.0 for 10 or more.
double loop_difficulty(const Loop& l) {
  const auto n = l.cells.size();
  return n >= 10 ? 5.0 : n >= 8 ? 4.7 : 4.6;
}

std::string loop_text(const Loop& l) {
  std::string r;
  for (int c : l.cells) r += cell_name(c) + "-";
  return r + cell_name(l.cells.front());
}

struct LoopStep {
  Step step;
  int type;
};

void loop_steps(const State& s, const Loop& l, std::vector<LoopStep>& found) {
  std::vector<int> roof;
  Mask extras = 0;
  for (int c : l.cells) {
    if (s.cands(c) != l.ab) {
      roof.push_back(c);
      extras |= static_cast<Mask>(s.cands(c) & ~l.ab);
    }
  }
  const double base = loop_difficulty(l);
  const std::string intro = "Unique Loop: " + loop_text(l) + " would form a deadly pattern on " + digits_text(l.ab);
  auto finish = [&](Step step, int type, double difficulty, Mask cause, const std::string& text) {
    if (step.eliminations.empty()) return;
    step.difficulty = difficulty;
    add_cause(step, s, l.set, cause);
    step.sentence = intro + text + removal_text(step) + ".";
    found.push_back({std::move(step), type});
  };
  if (roof.size() == 1) {
    Step step = make_step(Technique::kUniqueLoop);
    for_each_digit(l.ab, [&](int d) {
      step.eliminations.push_back({static_cast<std::uint8_t>(roof[0]), static_cast<std::uint8_t>(d)});
    });
    finish(std::move(step), 1, base, l.ab,
           ", so " + cell_name(roof[0]) + " is neither " + digits_text(l.ab, "nor") + ": remove ");
    return;
  }
  if (roof.size() < 2) return;
  Bits81 roof_set;
  for (int c : roof) roof_set.set(c);
  if (popcount(extras) == 1) {
    const int x = first_digit(extras);
    Step step = make_step(Technique::kUniqueLoop);
    add_eliminations(step, (s.pos(x) & common_peers(roof_set)).minus(roof_set), x);
    finish(std::move(step), 2, base, static_cast<Mask>(l.ab | extras),
           ", so " + std::to_string(x) + " is in one of " + cells_text(roof_set) + ": remove ");
  }
  if (roof.size() != 2) return;
  const int c1 = roof[0], c2 = roof[1];
  std::vector<int> shared;
  for (int u : kCellUnits[static_cast<std::size_t>(c1)]) {
    if (unit_bits(u).test(c2)) shared.push_back(u);
  }
  if (popcount(extras) >= 2) {
    // Type 3: the two cells act as one cell holding the extra digits; with
    // other cells of a unit they share they form a naked set.
    for (int u : shared) {
      for_each_naked_set_with_pair(s, u, c1, c2, extras, [&](const Bits81& set, Mask m) {
        // Each digit of the set is in the set's cells or the two loop cells
        // that hold it: it leaves every cell that sees all of those.
        Step step = make_step(Technique::kUniqueLoop);
        for_each_digit(m, [&](int d) {
          const Bits81 holders = (set | roof_set) & s.pos(d);
          add_eliminations(step, (s.pos(d) & common_peers(holders)).minus(set | roof_set), d);
        });
        step.units = {static_cast<std::uint8_t>(u)};
        finish(std::move(step), 3, base + 0.1 * (popcount(m) - 1), static_cast<Mask>(l.ab | m),
               ", so " + cell_name(c1) + " or " + cell_name(c2) + " holds " + digits_text(extras, "or") + "; with " +
                   cells_text(set) + " they form a naked subset on " + digits_text(m) + " in " + unit_name(u) +
                   ": remove ");
        return false;
      });
    }
  }
  // Type 4: in a unit of both cells, one loop digit fits only in them, so
  // one of them holds it and neither can hold the other loop digit.
  for (int u : shared) {
    for_each_digit(l.ab, [&](int a) {
      if ((s.pos(a) & unit_bits(u)).count() != 2) return;
      const int b = first_digit(static_cast<Mask>(l.ab & ~digit_bit(a)));
      Step step = make_step(Technique::kUniqueLoop);
      step.eliminations.push_back({static_cast<std::uint8_t>(c1), static_cast<std::uint8_t>(b)});
      step.eliminations.push_back({static_cast<std::uint8_t>(c2), static_cast<std::uint8_t>(b)});
      step.units = {static_cast<std::uint8_t>(u)};
      finish(std::move(step), 4, base, l.ab,
             "; in " + unit_name(u) + ", " + std::to_string(a) + " fits only in " + cell_name(c1) + " and " +
                 cell_name(c2) + ", so neither can be " + std::to_string(b) + ": remove ");
    });
  }
}

}  // namespace

void find_unique_loop(const State& s, Collector& out) {
  if (!s.unique) return;
  std::vector<Loop> loops;
  s.bivalue.for_each([&](int start) {
    LoopSearch search(s, s.cands(start), loops);
    search.from(start);
  });
  std::vector<LoopStep> found;
  for (const Loop& l : loops) loop_steps(s, l, found);
  // Easiest first, then by type (as Sukaku Explainer orders them).
  std::stable_sort(found.begin(), found.end(), [](const LoopStep& a, const LoopStep& b) {
    if (a.step.difficulty != b.step.difficulty) return a.step.difficulty < b.step.difficulty;
    return a.type < b.type;
  });
  for (LoopStep& f : found) {
    if (out.add(std::move(f.step))) return;
  }
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
